//! The grid family: games played by placing stones on the cells of a square
//! board (Reversi, Pentago), in one room beside the sowing engine
//! (`engine`). Behaviour comes from a [`GridRules`] read from a ruleset file
//! (docs/rulesets.md, "Grid games"); **no game name appears here**.
//!
//! ```text
//! rulesets/reversi.toml ─► grid::rules::parse ─► GridRules
//! "c4 3" ─► grid::notation::parse_move ─► GridMove ─► Position::play ─► Played | Illegal
//! ```
//!
//! The room's files sit at the layers of what they do (`tests/it/imports.rs`
//! places each by its path, `LAYERS`):
//!
//! | layer | files |
//! | --- | --- |
//! | what a person reads | `report` (a set's check and replay, random play's figures), `replay` (`hakem replay` of a grid set) |
//! | decisions | `open` (a record's grid ruleset), `sets` (sets played move by move, the round judged), `questions` (`variants`/`compare`'s rule questions), `simulate` (random playouts) |
//! | the game | `board`, `rules`, `moves`, `game`, `notation` (the engine), `record_moves` (the moves as a record writes them) |
//!
//! Above the decisions, no module outside this room names its files:
//! the commands and `live` ask `family` (the rules, the moves, a set as
//! played, random play) and `report::family` (a set's check and replay,
//! the board, random play's figures), where the two families meet.

pub mod board;
pub mod game;
pub mod moves;
pub mod notation;
pub mod rules;

pub mod record_moves;

pub mod open;
pub mod questions;
pub mod sets;
pub mod simulate;

pub mod replay;
pub mod report;

pub use board::{Color, Stones};
pub use game::{End, EndReason, GridMove, Illegal, Played, Position, Turn};
pub use rules::GridRules;
