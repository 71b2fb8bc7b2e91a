//! Where the two families meet in words: what a person reads of a grid
//! game (Reversi, Pentago) beside a sowing game's, for the commands and
//! `hakem live`. The words themselves are written in the grid room
//! (`grid::report`, `grid::replay`); whoever prints asks here, as the
//! decisions are asked of `family`.
//!
//! ```text
//! an opened record judged ─► check_sets_text | check_sets_json (`check`)
//! `replay` asked ─► replay_grid ─► the text and the status | None: a sowing game
//! a grid position ─► board, rows, end_message (`live`, `compare`)
//! random play ─► simulation_rows, simulation_json, simulation_speed
//! ```

use serde_json::Value;

use crate::family::Judged;
use crate::referee::open_record::OpenRecord;
use crate::words::Words;

pub use crate::grid::replay::{Ask as GridReplay, run_grid as replay_grid};
pub use crate::grid::report::{
    board, end_message, rows, simulation_json, simulation_rows, simulation_speed,
};

/// The section `check` prints before the round: a grid game's sets, move
/// by move, one block a set; `None` for a sowing game.
pub fn check_sets_text(words: Words, open: &OpenRecord, judged: &Judged) -> Option<String> {
    match (&judged.grid, &open.grid) {
        (Some(g), Some(rules)) => Some(crate::grid::report::grid_text(
            words,
            &open.source,
            &open.record,
            rules,
            g,
        )),
        _ => None,
    }
}

/// A grid game's sets as JSON (`check --format json`, key `grid`);
/// `None` for a sowing game, or a grid record with no set played.
pub fn check_sets_json(open: &OpenRecord, judged: &Judged) -> Option<Value> {
    match (&judged.grid, &open.grid) {
        (Some(g), Some(rules)) if !g.sets.is_empty() => {
            Some(crate::grid::report::grid_json(rules, g))
        }
        _ => None,
    }
}
