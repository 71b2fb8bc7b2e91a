//! A grid ruleset in words: one describing function per rule question, the
//! only place where a [`GridRules`] field becomes text for `hakem compare`
//! and `hakem variants`. No game name appears here.

use crate::grid::notation::cell_name;
use crate::grid::rules::{Count, GridRules, LineWinner};

/// A rule question and how a grid ruleset answers it.
pub struct GridQuestion {
    /// The ruleset key (docs/rulesets.md, "Grid games") the answer comes from.
    pub key: &'static str,
    pub label: &'static str,
    pub describe: fn(&GridRules) -> String,
}

/// Every grid rule question, in table order.
pub const GRID_QUESTIONS: &[GridQuestion] = &[
    GridQuestion {
        key: "board.size",
        label: "board",
        describe: board,
    },
    GridQuestion {
        key: "board.black/white",
        label: "start",
        describe: start,
    },
    GridQuestion {
        key: "place.outflank",
        label: "a stone goes",
        describe: placement,
    },
    GridQuestion {
        key: "pass (place.outflank)",
        label: "a pass",
        describe: pass,
    },
    GridQuestion {
        key: "turn.block",
        label: "after the stone",
        describe: turn,
    },
    GridQuestion {
        key: "turn.directions",
        label: "turn directions",
        describe: directions,
    },
    GridQuestion {
        key: "turn.empty_block",
        label: "an empty quadrant",
        describe: empty_block,
    },
    GridQuestion {
        key: "line.length",
        label: "a line",
        describe: line,
    },
    GridQuestion {
        key: "line.both",
        label: "both colours have a line",
        describe: both,
    },
    GridQuestion {
        key: "line.opponent_only",
        label: "only the opponent has a line",
        describe: opponent_only,
    },
    GridQuestion {
        key: "end.no_line",
        label: "full board or no moves",
        describe: no_line,
    },
];

fn board(r: &GridRules) -> String {
    let n = r.size();
    match r.turn() {
        Some(t) => {
            let k = (n / t.block) * (n / t.block);
            format!("{n}×{n}, {k} quadrants of {0}×{0}", t.block)
        }
        None => format!("{n}×{n}"),
    }
}

fn cells(bits: u64, size: u8) -> String {
    let names: Vec<String> = (0..size * size)
        .filter(|c| bits >> c & 1 != 0)
        .map(|c| cell_name(c, size))
        .collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(" ")
    }
}

fn start(r: &GridRules) -> String {
    let (black, white) = r.start();
    if black | white == 0 {
        return "an empty board; black first".into();
    }
    format!(
        "black {}, white {}; black first",
        cells(black, r.size()),
        cells(white, r.size())
    )
}

fn placement(r: &GridRules) -> String {
    if r.outflank() {
        "where it outflanks; the outflanked stones turn".into()
    } else {
        "on any empty cell".into()
    }
}

fn pass(r: &GridRules) -> String {
    if r.outflank() {
        "only with no move; both unable to move ends the game".into()
    } else {
        "never (every empty cell is a move)".into()
    }
}

fn turn(r: &GridRules) -> String {
    match r.turn() {
        Some(t) => format!("a {0}×{0} quadrant turns a quarter", t.block),
        None => "nothing turns".into(),
    }
}

fn directions(r: &GridRules) -> String {
    match r.turn() {
        Some(t) => match (t.clockwise, t.counterclockwise) {
            (true, true) => "clockwise or counterclockwise",
            (true, false) => "clockwise only",
            _ => "counterclockwise only",
        }
        .into(),
        None => "-".into(),
    }
}

fn empty_block(r: &GridRules) -> String {
    match r.turn() {
        Some(t) if t.empty_block => "may be turned".into(),
        Some(_) => "may not be turned".into(),
        None => "-".into(),
    }
}

fn line(r: &GridRules) -> String {
    match r.line() {
        Some(l) => format!("{} or more in a row win, judged after the turn", l.length),
        None => "no lines".into(),
    }
}

fn winner(w: LineWinner) -> String {
    match w {
        LineWinner::Mover => "the mover wins",
        LineWinner::Opponent => "the opponent wins",
        LineWinner::Draw => "a draw",
    }
    .into()
}

fn both(r: &GridRules) -> String {
    r.line().map_or("-".into(), |l| winner(l.both))
}

fn opponent_only(r: &GridRules) -> String {
    r.line().map_or("-".into(), |l| winner(l.opponent_only))
}

fn no_line(r: &GridRules) -> String {
    match r.count() {
        Count::MostStones => "the most stones win".into(),
        Count::Draw => "a draw".into(),
    }
}
