//! Everything a person (or another tool) reads: board diagrams, verdicts,
//! JSON.

pub mod board;
pub mod check;
pub mod compare;
pub mod event;
pub mod event_json;
pub mod grid;
pub mod json;
pub mod large;
pub mod replay;
pub mod replay_json;
pub mod result;
pub mod simulation;
pub mod table;
