//! The grid engine: games played by placing stones on the cells of a square
//! board (Reversi, Pentago), beside the sowing engine. Behaviour comes from
//! a [`GridRules`] read from a ruleset file (docs/rulesets.md, "Grid
//! games"); **no game name appears here**.
//!
//! ```text
//! rulesets/reversi.toml ─► grid::rules::parse ─► GridRules
//! "c4 3" ─► grid::notation::parse_move ─► GridMove ─► Position::play ─► Played | Illegal
//! ```

pub mod board;
pub mod game;
pub mod moves;
pub mod notation;
pub mod rules;

pub use board::{Color, Stones};
pub use game::{End, EndReason, GridMove, Illegal, Played, Position, Turn};
pub use rules::GridRules;
