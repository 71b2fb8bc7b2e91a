//! hakem: a referee's assistant for mancala-family tournaments.
//!
//! Every variant is a TOML [`ruleset`] read into one generic [`engine`];
//! [`record`] reads game records, [`referee`] applies the tournament rules
//! and [`report`] prints what a person reads.

pub mod builtin_or_path;
pub mod diagnostic;
pub mod display;
pub mod engine;
pub mod error;
pub mod input_file;
pub mod players;
pub mod record;
pub mod ruleset;
pub mod simulate;
pub mod solve;
pub mod toml_reader;

pub use error::{Error, Status};
pub mod atomic_file;
pub mod cli;
pub mod commands;
pub mod compare;
pub mod event;
pub mod judging;
pub mod live;
pub mod open_record;
pub mod progress;
pub mod referee;
pub mod replay;
pub mod report;
pub mod sheet;
pub mod stdout;
pub mod swiss;
pub mod words;

pub use cli::run;
