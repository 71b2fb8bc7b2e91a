//! Where the two families of games meet: the sowing games (the `engine`
//! and the rulesets) and the grid games (Reversi, Pentago: the `grid`
//! room). Whoever reads a variant's name or an opened record (the
//! commands `check`, `simulate` and `compare`, the event folder, the
//! sheets) asks here which family it is and has it judged, instead of
//! asking "is this a grid variant?" on its own.
//!
//! ```text
//! a variant's name ─► Family::of_variant ─► Sowing | Grid(GridRules)
//! an opened record ─► family::judge ─► Judged { verdict, grid sets as played }
//! the built-in grid rulesets ─► grid_builtins (`variants`)
//! random play ─► simulate_grid (`simulate`, `compare --simulate`)
//! moves as written ─► grid_moves_written (`compare --moves`)
//! ```
//!
//! A grid game played move by move (`hakem live`) names its pieces here
//! too (the rules, the moves and their notation, a set as played): they
//! are the room's own, re-exported, so no caller above reaches into the
//! room. Their words (a set's check and replay, the board, random play's
//! figures) meet in `report::family`.

use std::path::Path;

use crate::referee::Verdict;
use crate::referee::open_record::OpenRecord;
use crate::text::diagnostic::Diagnostics;

pub use crate::grid::notation::{is_pass, move_text, parse_move};
pub use crate::grid::rules::Count;
pub use crate::grid::sets::{
    GridJudgement, GridMoveError, GridSet, Refusal as GridRefusal, black_of, judge_record, play_set,
};
pub use crate::grid::simulate::GridSummary;
pub use crate::grid::{
    Color, EndReason, GridMove, GridRules, Illegal, Played, Position as GridPosition,
};

/// The family of a game.
#[derive(Debug, Clone)]
pub enum Family {
    /// Sown from pits: its ruleset is read by `ruleset`, which also names
    /// a variant it does not know.
    Sowing,
    /// Placed on a square board, under these rules (boxed: they hold
    /// the board's derived masks).
    Grid(Box<GridRules>),
}

impl Family {
    /// The family of a variant named on the command line or in
    /// `event.toml`: a grid ruleset's name or path (relative to `base`)
    /// is a grid game; anything else is read as a sowing ruleset.
    pub fn of_variant(name: &str, base: &Path) -> Family {
        match crate::grid::rules::resolve(name, base) {
            Ok(rules) => Family::Grid(Box::new(rules)),
            Err(_) => Family::Sowing,
        }
    }

    /// The family of an opened record (a match-level record, with no
    /// ruleset, counts as sowing: it is judged from its results).
    pub fn of_record(open: &OpenRecord) -> Family {
        match &open.grid {
            Some(rules) => Family::Grid(Box::new(rules.clone())),
            None => Family::Sowing,
        }
    }

    /// The grid rules, for a grid game.
    pub fn grid(&self) -> Option<&GridRules> {
        match self {
            Family::Grid(rules) => Some(rules.as_ref()),
            Family::Sowing => None,
        }
    }

    /// The grid rules, for a grid game, taken.
    pub fn into_grid(self) -> Option<GridRules> {
        match self {
            Family::Grid(rules) => Some(*rules),
            Family::Sowing => None,
        }
    }

    /// Whether it is a grid game, whose first player plays black (the
    /// lists say "black in set 1" for "starts set 1").
    pub fn is_grid(&self) -> bool {
        matches!(self, Family::Grid(_))
    }
}

/// An opened record judged, whichever its family.
#[derive(Debug)]
pub struct Judged {
    /// The round's verdict.
    pub verdict: Verdict,
    /// A grid game's sets as played move by move (the board, the first
    /// refused move), for those who show them; `None` for a sowing game.
    pub grid: Option<GridJudgement>,
}

/// Judges an opened record: a grid game's sets played first and the round
/// scored from the results they reach; a sowing or result record judged
/// as it is.
pub fn judge(open: &OpenRecord) -> Judged {
    match crate::grid::sets::judge_round(open) {
        Some((grid, verdict)) => Judged {
            verdict,
            grid: Some(grid),
        },
        None => Judged {
            verdict: crate::referee::judge(
                &open.record,
                &open.spans,
                open.rules.as_ref(),
                &open.tournament,
            ),
            grid: None,
        },
    }
}

/// The verdict on an opened record, whichever its family ([`judge`]).
pub fn verdict(open: &OpenRecord) -> Verdict {
    judge(open).verdict
}

/// The built-in grid rulesets, each name with its rules (`None`: not
/// built in, which the names listed never are; `Some(Err)`: its text did
/// not read), for `hakem variants`.
pub fn grid_builtins()
-> impl Iterator<Item = (&'static str, Option<Result<GridRules, Diagnostics>>)> {
    crate::grid::rules::builtin_names().map(|name| (name, crate::grid::rules::builtin(name)))
}

/// Random play of a grid game: `games` games of uniform random legal
/// moves, seeded like the sowing games' (`analysis::simulate`).
pub fn simulate_grid(rules: &GridRules, games: u64, seed: u64, threads: usize) -> GridSummary {
    crate::grid::simulate::simulate_grid(rules, games, seed, threads)
}

/// Grid moves written on the command line (`"d3 c5, pass"`, `"c4 3ccw"`)
/// as a record groups them: each move's text with its spaces made one,
/// empty ones left out.
pub fn grid_moves_written(text: &str) -> Vec<String> {
    crate::grid::record_moves::group(text)
        .into_iter()
        .map(|(a, b)| {
            text[a..b]
                .replace(',', " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|m| !m.is_empty())
        .collect()
}
