//! The notation players write (docs/formats.md, "Grid moves"): a cell is a
//! column letter and a row number, row 1 at the top (`a1`-`h8`); a block
//! turn is the block's number (1 top-left, numbered row by row) and a
//! direction, `3` or `3cw` clockwise, `3ccw` counterclockwise; a pass is
//! `pass` or `pas`.

use super::moves::{GridMove, Turn};

crate::messages! {
    /// Why a text is not a grid move: each with the text as written.
    pub enum NotationError {
        /// Not a column letter and a row number; `last` is the board's last
        /// column letter, `size` its rows.
        NotACell { text: String, last: char, size: u8 } = "notation-not-a-cell",
        OffBoard { text: String, last: char, size: u8 } = "notation-off-board",
        /// After the cell, not a quadrant number and a direction.
        NotATurn { text: String } = "notation-not-a-turn",
        NotAQuadrant { text: String } = "notation-not-a-quadrant",
        NoMove = "notation-no-move",
        /// A word after a pass.
        PassAlone { word: String } = "notation-pass-alone",
        /// A word after the cell and its turn.
        TooManyWords { word: String } = "notation-too-many-words",
    }
}

/// The cell `text` names on a board of `size`, as an index (row-major from
/// the top left).
pub fn cell(text: &str, size: u8) -> Result<u8, NotationError> {
    let t = text.trim().to_ascii_lowercase();
    let mut chars = t.chars();
    let last_col = (b'a' + size - 1) as char;
    let not_a_cell = || NotationError::NotACell {
        text: text.into(),
        last: last_col,
        size,
    };
    let col = match chars.next() {
        Some(c) if c.is_ascii_lowercase() => c,
        _ => return Err(not_a_cell()),
    };
    let row: u32 = chars.as_str().parse().map_err(|_| not_a_cell())?;
    if col > last_col || row == 0 || row > u32::from(size) {
        return Err(NotationError::OffBoard {
            text: text.into(),
            last: last_col,
            size,
        });
    }
    Ok((row as u8 - 1) * size + (col as u8 - b'a'))
}

/// The name of cell `index` on a board of `size` (`c4`).
pub fn cell_name(index: u8, size: u8) -> String {
    let (row, col) = (index / size, index % size);
    format!("{}{}", (b'a' + col) as char, row + 1)
}

/// A block turn as written after the cell: `3`, `3cw`, `3ccw` (block
/// numbers from 1). Its block is checked against the board by the engine.
pub fn turn(text: &str) -> Result<Turn, NotationError> {
    let t = text.trim().to_ascii_lowercase();
    let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
    let (number, direction) = t.split_at(digits);
    let clockwise = match direction {
        "" | "cw" => true,
        "ccw" => false,
        _ => return Err(NotationError::NotATurn { text: text.into() }),
    };
    match number.parse::<u8>() {
        Ok(n) if n >= 1 => Ok(Turn {
            block: n - 1,
            clockwise,
        }),
        _ => Err(NotationError::NotAQuadrant { text: text.into() }),
    }
}

/// Whether a word is a pass.
pub fn is_pass(word: &str) -> bool {
    matches!(word.trim().to_ascii_lowercase().as_str(), "pass" | "pas")
}

/// One move as written: `pass`/`pas`, a cell (`d3`), or a cell and a turn
/// (`c4 3`, `c4 3ccw`).
pub fn parse_move(text: &str, size: u8) -> Result<GridMove, NotationError> {
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return Err(NotationError::NoMove);
    };
    if is_pass(first) {
        return match words.next() {
            None => Ok(GridMove::Pass),
            Some(w) => Err(NotationError::PassAlone { word: w.into() }),
        };
    }
    let at = cell(first, size)?;
    let turn = match words.next() {
        None => None,
        Some(w) => Some(turn(w)?),
    };
    if let Some(w) = words.next() {
        return Err(NotationError::TooManyWords { word: w.into() });
    }
    Ok(GridMove::Place { cell: at, turn })
}

/// A move as hakem writes it (`d3`, `c4 3`, `c4 3ccw`, `pass`).
pub fn move_text(m: GridMove, size: u8) -> String {
    match m {
        GridMove::Pass => "pass".into(),
        GridMove::Place { cell, turn: None } => cell_name(cell, size),
        GridMove::Place {
            cell,
            turn: Some(t),
        } => format!(
            "{} {}{}",
            cell_name(cell, size),
            t.block + 1,
            if t.clockwise { "" } else { "ccw" }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_have_row_one_at_the_top() {
        assert_eq!(cell("a1", 8), Ok(0));
        assert_eq!(cell("h1", 8), Ok(7));
        assert_eq!(cell("a2", 8), Ok(8));
        assert_eq!(cell("H8", 8), Ok(63));
        assert_eq!(cell("f6", 6), Ok(35));
        assert!(cell("g1", 6).is_err());
        assert!(cell("a7", 6).is_err());
        assert!(cell("a0", 6).is_err());
        assert!(cell("4c", 6).is_err());
        assert!(cell("c", 6).is_err());
        assert_eq!(cell_name(35, 6), "f6");
    }

    #[test]
    fn moves_read_and_write_back() {
        for (text, size) in [("d3", 8), ("pass", 8), ("c4 3", 6), ("c4 3ccw", 6)] {
            let m = parse_move(text, size).unwrap();
            assert_eq!(move_text(m, size), text);
        }
        assert_eq!(parse_move("pas", 8), Ok(GridMove::Pass));
        assert_eq!(parse_move("C4 3CW", 6), parse_move("c4 3", 6));
        assert!(parse_move("c4 0", 6).is_err());
        assert!(parse_move("c4 3x", 6).is_err());
        assert!(parse_move("c4 3 1", 6).is_err());
        assert!(parse_move("pass d3", 8).is_err());
    }

    #[test]
    fn what_is_not_a_move_is_told_with_the_text_as_written() {
        use crate::words::{Language, Words};
        assert_eq!(
            cell("Z9", 6),
            Err(NotationError::OffBoard {
                text: "Z9".into(),
                last: 'f',
                size: 6
            })
        );
        assert_eq!(
            parse_move("c4 3 1", 6),
            Err(NotationError::TooManyWords { word: "1".into() })
        );
        let said = |e: NotationError| (Words::english().say(&e), Words::new(Language::TR).say(&e));
        assert_eq!(
            said(parse_move("pas d3", 8).unwrap_err()),
            (
                "a pass is written alone; found \"d3\" after it".to_string(),
                "pas tek başına yazılır; ardından \"d3\" yazılmış".to_string()
            )
        );
        assert_eq!(
            said(cell("4c", 6).unwrap_err()).1,
            "beklenen bir kare: a-f arası bir sütun harfi ve 1-6 arası bir satır numarası, örneğin \"c4\"; bulunan \"4c\""
        );
    }
}
