//! One sowing interpreter for every ruleset. Nothing here names a variant:
//! each behaviour is chosen by a field of [`crate::ruleset::Ruleset`].
//!
//! Board layout (cells): `0..N` South's pits, `N` South's store, `N+1..=2N`
//! North's pits, `2N+1` North's store; sowing goes up the indices, wrapping.

mod game;
mod history;
mod outcome;
mod play;
mod position;

pub use game::Game;
pub use outcome::{Brief, Capture, EndReason, IllegalMove, Observer, Outcome, Place};
pub use position::{MAX_CELLS, Player, Position};
