//! Analysis over games: a set replayed move by move, random playouts (with a
//! progress bar), variants compared, computer players and the exact solver.

pub mod best_move;
pub mod compare;
pub mod players;
pub mod progress;
pub mod replay;
pub mod rule_questions;
pub mod simulate;
pub mod solve;
