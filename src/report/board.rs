//! The board as text, seen from South's seat: South's pits 1..N left to
//! right along the bottom, North's pits 1..N right to left along the top
//! (each row numbered as its owner sees it). Each store sits where its
//! owner's sowing reaches it: counterclockwise, North's store on the left and
//! South's on the right; clockwise (from pit k down to pit 1, then the store
//! on the sower's left), South's store on the left and North's on the right.

use std::fmt::Write;

use crate::engine::{Player, Position};
use crate::ruleset::Direction;
use crate::words::Words;
use crate::words::{Message, Msg};

crate::messages! {
    /// The captions of a board diagram.
    pub enum BoardText {
        /// A seat and who sits there.
        Caption { seat: Msg, who: String } = "board-caption",
        /// A seat alone.
        CaptionSeat { seat: Msg } = "board-caption-seat",
    }
}

/// A seat's caption: "North: Mehmet Demir", or "North" alone.
fn caption(words: Words, player: Player, who: Option<&str>) -> String {
    let seat = super::seat(player).msg();
    words.say(&match who {
        Some(who) => BoardText::Caption {
            seat,
            who: who.into(),
        },
        None => BoardText::CaptionSeat { seat },
    })
}

/// A diagram with a caption line above and below naming the seats and who
/// sits there (`None`: the seat alone).
pub fn diagram(
    words: Words,
    position: &Position,
    direction: Direction,
    north_label: Option<&str>,
    south_label: Option<&str>,
) -> String {
    let n = usize::from(position.pits());
    let north: Vec<u16> = position.row(Player::North).iter().rev().copied().collect();
    let south = position.row(Player::South);
    let width = position
        .row(Player::North)
        .iter()
        .chain(south)
        .map(|c| c.to_string().len())
        .max()
        .unwrap_or(1)
        .max(2)
        + 2;
    let north_store = position.store(Player::North).to_string();
    let south_store = position.store(Player::South).to_string();
    let clockwise = direction == Direction::Clockwise;
    let left_store = if clockwise {
        &south_store
    } else {
        &north_store
    };
    let margin = left_store.len().max(2) + 2;

    let rule = format!(
        "{:margin$}+{}",
        "",
        format!("{}+", "-".repeat(width)).repeat(n)
    );
    let cells = |row: &[u16]| -> String {
        row.iter()
            .map(|c| format!("{c:>w$} |", w = width - 1))
            .collect()
    };
    let numbers = |nums: Vec<usize>| -> String {
        nums.iter()
            .map(|p| format!("{p:>w$}  ", w = width - 1))
            .collect()
    };

    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:margin$} {}",
        "",
        caption(words, Player::North, north_label)
    );
    let _ = writeln!(
        out,
        "{:margin$} {}",
        "",
        numbers((1..=n).rev().collect()).trim_end()
    );
    let _ = writeln!(out, "{rule}");
    // A row with its store on the left, or one with its store on the right.
    let store_left =
        |store: &str, row: &[u16]| format!("{store:>w$}  |{}", cells(row), w = margin - 2);
    let store_right = |store: &str, row: &[u16]| format!("{:margin$}|{} {store}", "", cells(row));
    let (top, bottom) = if clockwise {
        (
            store_right(&north_store, &north),
            store_left(&south_store, south),
        )
    } else {
        (
            store_left(&north_store, &north),
            store_right(&south_store, south),
        )
    };
    let _ = writeln!(out, "{top}");
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(out, "{bottom}");
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(
        out,
        "{:margin$} {}",
        "",
        numbers((1..=n).collect()).trim_end()
    );
    let _ = write!(
        out,
        "{:margin$} {}",
        "",
        caption(words, Player::South, south_label)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;
    use crate::ruleset::builtin;

    /// The lines holding the rows, without the captions and pit numbers.
    fn rows(direction: Direction) -> (String, String) {
        // Vai Lung Thlan: 6 pits a side, 5 stones each (60 in all).
        let rules = builtin("vai-lung-thlan").unwrap().unwrap();
        let setup = Setup {
            south: vec![5, 5, 5, 5, 5, 4],
            south_store: 2,
            north: vec![5, 5, 5, 5, 5, 1],
            north_store: 3,
            to_move: Player::South,
        };
        let position = Position::from_setup(&setup, &rules).unwrap();
        let text = diagram(
            crate::words::Words::english(),
            &position,
            direction,
            Some("N"),
            Some("S"),
        );
        let lines: Vec<&str> = text.lines().collect();
        (lines[3].to_string(), lines[5].to_string())
    }

    #[test]
    fn each_store_is_drawn_where_its_owners_sowing_reaches_it() {
        let (north, south) = rows(Direction::Counterclockwise);
        assert!(
            north.trim_start().starts_with("3 ") && north.ends_with('|'),
            "{north}"
        );
        assert!(south.ends_with("| 2") && south.starts_with(' '), "{south}");
        let (north, south) = rows(Direction::Clockwise);
        assert!(north.ends_with("| 3") && north.starts_with(' '), "{north}");
        assert!(
            south.trim_start().starts_with("2 ") && south.ends_with('|'),
            "{south}"
        );
        // The rows themselves do not move: North's pit 6 (1) on the left.
        assert!(north.contains("|  1 |  5 |"), "{north}");
        assert!(south.contains("|  5 |  4 |"), "{south}");
    }
}
