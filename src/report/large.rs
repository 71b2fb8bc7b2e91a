//! The restore view: a large diagram of one position, readable at arm's
//! length or printed, for putting back stones knocked off the board. Counts
//! are drawn in big digits (plain ASCII, so it prints anywhere), every pit
//! is labelled with its owner and number, and a checklist repeats the
//! counts in the owners' own numbering.

use std::fmt::Write;

use super::replay::Context;
use crate::engine::{Player, Position};
use crate::ruleset::Direction;
use crate::text::display;
use crate::words::Label;
use crate::words::{Message, Msg};

crate::messages! {
    /// The large view's words: its title (in capitals, to be read at
    /// arm's length), the captions of the rows, the checklist.
    pub enum LargeText {
        TitleStart = "large-text-title-start",
        TitleAfterWhatIf { k: usize, from: usize } = "large-text-title-after-what-if",
        TitleAfter { k: usize } = "large-text-title-after",
        /// The game, and what is replayed.
        Game { title: String, name: String, what: Msg } = "large-text-game",
        North { who: Msg } = "large-text-north",
        South { who: Msg } = "large-text-south",
        SetOver { how: Msg } = "large-text-set-over",
        ToMove { who: Msg } = "large-text-to-move",
        ChecklistStore { store: u16 } = "large-text-checklist-store",
        ChecklistTotals { pits: Msg, stores: Msg, all: Msg } = "large-text-checklist-totals",
    }
}

/// Big digits, 3 columns by 5 rows.
const FONT: [[&str; 5]; 10] = [
    ["###", "# #", "# #", "# #", "###"],
    [" # ", "## ", " # ", " # ", "###"],
    ["###", "  #", "###", "#  ", "###"],
    ["###", "  #", "###", "  #", "###"],
    ["# #", "# #", "###", "  #", "  #"],
    ["###", "#  ", "###", "  #", "###"],
    ["###", "#  ", "###", "# #", "###"],
    ["###", "  #", "  #", "  #", "  #"],
    ["###", "# #", "###", "# #", "###"],
    ["###", "# #", "###", "  #", "###"],
];
pub(crate) const BIG_ROWS: usize = 5;

/// Row `r` of `n` in big digits.
pub(crate) fn big_row(n: u16, r: usize) -> String {
    n.to_string()
        .bytes()
        .map(|d| FONT[usize::from(d - b'0')][r])
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn big_width(n: u16) -> usize {
    4 * n.to_string().len() - 1
}

/// A box: its label and the count it shows.
struct Cell {
    label: String,
    count: u16,
}

/// Lines of a band of boxes (`None` = a blank gap the width of a box).
fn band(cells: &[Option<Cell>], inner: usize) -> Vec<String> {
    let edge: String = cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let corner = if c.is_some() || cells.get(i + 1).is_some_and(Option::is_some) {
                "+"
            } else {
                " "
            };
            let fill = if c.is_some() { "-" } else { " " };
            let lead = if i == 0 {
                if c.is_some() { "+" } else { " " }
            } else {
                ""
            };
            format!("{lead}{}{corner}", fill.repeat(inner))
        })
        .collect();
    let body = |f: &dyn Fn(&Cell) -> String| -> String {
        cells
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let bar = if c.is_some() || cells.get(i + 1).is_some_and(Option::is_some) {
                    "|"
                } else {
                    " "
                };
                let lead = if i == 0 {
                    if c.is_some() { "|" } else { " " }
                } else {
                    ""
                };
                let text = c.as_ref().map_or(String::new(), f);
                format!("{lead}{}{bar}", display::center(&text, inner))
            })
            .collect()
    };
    let mut lines = vec![edge.clone()];
    lines.push(body(&|c| c.label.clone()));
    lines.push(body(&|_| String::new()));
    for r in 0..BIG_ROWS {
        lines.push(body(&|c| big_row(c.count, r)));
    }
    lines.push(body(&|_| String::new()));
    lines.push(edge);
    lines
}

/// The large view of `position`; `title` says which position it is.
pub fn large_view(ctx: &Context, position: &Position, title: &LargeText) -> String {
    let words = ctx.words;
    let n = position.pits();
    let north_store_label = words.t(Label::LargeNorthStore);
    let south_store_label = words.t(Label::LargeSouthStore);
    let inner = [Player::South, Player::North]
        .iter()
        .flat_map(|&p| {
            position
                .row(p)
                .iter()
                .copied()
                .chain(std::iter::once(position.store(p)))
        })
        .map(big_width)
        .max()
        .unwrap_or(3)
        .max(9)
        .max(display::width(north_store_label).max(display::width(south_store_label)) - 2)
        + 2;

    let pit = |p: Player, k: u8| {
        let letter = match p {
            Player::South => words.t(Label::LargeSouthLetter),
            Player::North => words.t(Label::LargeNorthLetter),
        };
        Some(Cell {
            label: format!("{letter}{k}"),
            count: position.pit(p, k),
        })
    };
    // Seen from South's seat, each store where its owner's sowing reaches
    // it: counterclockwise, North's store on the left of North's row (pits
    // N..1) and South's on the right of South's row (pits 1..N); clockwise,
    // the other way round.
    let north_store = Some(Cell {
        label: north_store_label.into(),
        count: position.store(Player::North),
    });
    let south_store = Some(Cell {
        label: south_store_label.into(),
        count: position.store(Player::South),
    });
    let north_row = (1..=n).rev().map(|k| pit(Player::North, k));
    let south_row = (1..=n).map(|k| pit(Player::South, k));
    let (top, bottom): (Vec<_>, Vec<_>) = match ctx.rules.sowing().direction {
        Direction::Counterclockwise => (
            std::iter::once(north_store)
                .chain(north_row)
                .chain([None])
                .collect(),
            std::iter::once(None)
                .chain(south_row)
                .chain([south_store])
                .collect(),
        ),
        Direction::Clockwise => (
            std::iter::once(None)
                .chain(north_row)
                .chain([north_store])
                .collect(),
            std::iter::once(south_store)
                .chain(south_row)
                .chain([None])
                .collect(),
        ),
    };

    let mut out = String::new();
    let _ = writeln!(out, "{}", words.say(title));
    let titles = ctx.rules.titles();
    let game = LargeText::Game {
        title: titles.get(words.language()).into(),
        name: ctx.rules.name().into(),
        what: ctx.what(),
    };
    let _ = writeln!(out, "{}", words.say(&game));
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        words.say(&LargeText::North {
            who: ctx.who(Player::North)
        })
    );
    let top_lines = band(&top, inner);
    let bottom_lines = band(&bottom, inner);
    // The rows share the edge between them: the top row's bottom edge and
    // the bottom row's top edge drawn over each other (each store box keeps
    // its side of it).
    let (top_edge, top_body) = top_lines.split_last().expect("a band has edges");
    for l in top_body {
        let _ = writeln!(out, "{}", l.trim_end());
    }
    let shared: String = top_edge
        .chars()
        .zip(bottom_lines[0].chars())
        .map(|(a, b)| match (a, b) {
            ('+', _) | (_, '+') => '+',
            (' ', c) => c,
            (c, _) => c,
        })
        .collect();
    let _ = writeln!(out, "{}", shared.trim_end());
    for l in bottom_lines.iter().skip(1) {
        let _ = writeln!(out, "{}", l.trim_end());
    }
    let _ = writeln!(
        out,
        "{}",
        words.say(&LargeText::South {
            who: ctx.who(Player::South)
        })
    );
    let _ = writeln!(out);
    let next = match position.ended() {
        Some(end) => LargeText::SetOver { how: end.msg() },
        None => LargeText::ToMove {
            who: ctx.who(position.to_move()),
        },
    };
    let _ = writeln!(out, "{}", words.say(&next));
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", words.t(Label::Checklist));
    let who = |p: Player| words.say(&ctx.who(p));
    let width = display::width(&who(Player::South)).max(display::width(&who(Player::North)));
    for p in [Player::North, Player::South] {
        let pits: Vec<String> = (1..=n)
            .map(|k| format!("{k}:{:<3}", position.pit(p, k)))
            .collect();
        let _ = writeln!(
            out,
            "  {}  {}  {}",
            display::pad_right(&who(p), width),
            pits.join(" "),
            words.say(&LargeText::ChecklistStore {
                store: position.store(p)
            })
        );
    }
    let on_board = position.row_total(Player::South) + position.row_total(Player::North);
    let totals = LargeText::ChecklistTotals {
        pits: ctx.stones(on_board),
        stores: ctx.stones(position.store(Player::South) + position.store(Player::North)),
        all: ctx.stones(position.total()),
    };
    let _ = writeln!(out, "{}", words.say(&totals));
    out
}

/// The large view's title: the start, or the position after `ply` moves
/// (`what_if_from`: the first what-if move, when the moves after it are
/// what-if moves).
pub fn large_title(ply: usize, what_if_from: Option<usize>) -> LargeText {
    match (ply, what_if_from) {
        (0, _) => LargeText::TitleStart,
        (k, Some(from)) => LargeText::TitleAfterWhatIf { k, from },
        (k, None) => LargeText::TitleAfter { k },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_in_capitals_in_each_language() {
        use crate::words::{Language, Words};
        let title = large_title(12, None);
        assert_eq!(Words::english().say(&title), "POSITION AFTER MOVE 12");
        assert_eq!(
            Words::new(Language::TR).say(&title),
            "12. HAMLEDEN SONRAKİ POZİSYON"
        );
    }

    #[test]
    fn big_digits_are_as_wide_as_announced() {
        for n in [0u16, 7, 12, 48, 100, 999] {
            for r in 0..BIG_ROWS {
                assert_eq!(big_row(n, r).len(), big_width(n));
            }
        }
    }
}
