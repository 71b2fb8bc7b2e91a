//! The notation players write (docs/formats.md, "Grid moves"): a cell is a
//! column letter and a row number, row 1 at the top (`a1`-`h8`); a block
//! turn is the block's number (1 top-left, numbered row by row) and a
//! direction, `3` or `3cw` clockwise, `3ccw` counterclockwise; a pass is
//! `pass` or `pas`.

use super::moves::{GridMove, Turn};

/// The cell `text` names on a board of `size`, as an index (row-major from
/// the top left).
pub fn cell(text: &str, size: u8) -> Result<u8, String> {
    let t = text.trim().to_ascii_lowercase();
    let mut chars = t.chars();
    let last_col = (b'a' + size - 1) as char;
    let col = match chars.next() {
        Some(c) if c.is_ascii_lowercase() => c,
        _ => {
            return Err(format!(
                "expected a cell, a column letter a-{last_col} and a row number 1-{size} such as \"c4\"; found \"{text}\""
            ));
        }
    };
    let row: u32 = match chars.as_str().parse() {
        Ok(r) => r,
        Err(_) => {
            return Err(format!(
                "expected a cell, a column letter a-{last_col} and a row number 1-{size} such as \"c4\"; found \"{text}\""
            ));
        }
    };
    if col > last_col || row == 0 || row > u32::from(size) {
        return Err(format!(
            "\"{text}\" is not on the {size}×{size} board (columns a-{last_col}, rows 1-{size})"
        ));
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
pub fn turn(text: &str) -> Result<Turn, String> {
    let t = text.trim().to_ascii_lowercase();
    let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
    let (number, direction) = t.split_at(digits);
    let clockwise = match direction {
        "" | "cw" => true,
        "ccw" => false,
        _ => {
            return Err(format!(
                "expected a quadrant number and a direction such as \"3\", \"3cw\" or \"3ccw\"; found \"{text}\""
            ));
        }
    };
    match number.parse::<u8>() {
        Ok(n) if n >= 1 => Ok(Turn {
            block: n - 1,
            clockwise,
        }),
        _ => Err(format!(
            "expected a quadrant number (1 top left, 2 top right, 3 bottom left, 4 bottom right) such as \"3\" or \"3ccw\"; found \"{text}\""
        )),
    }
}

/// Whether a word is a pass.
pub fn is_pass(word: &str) -> bool {
    matches!(word.trim().to_ascii_lowercase().as_str(), "pass" | "pas")
}

/// One move as written: `pass`/`pas`, a cell (`d3`), or a cell and a turn
/// (`c4 3`, `c4 3ccw`).
pub fn parse_move(text: &str, size: u8) -> Result<GridMove, String> {
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return Err("expected a move such as \"d3\", \"c4 3\" or \"pass\"; found nothing".into());
    };
    if is_pass(first) {
        return match words.next() {
            None => Ok(GridMove::Pass),
            Some(w) => Err(format!("a pass is written alone; found \"{w}\" after it")),
        };
    }
    let at = cell(first, size)?;
    let turn = match words.next() {
        None => None,
        Some(w) => Some(turn(w)?),
    };
    if let Some(w) = words.next() {
        return Err(format!(
            "a move is a cell and at most one quadrant turn; found \"{w}\" after it"
        ));
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
}
