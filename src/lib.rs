//! hakem: a referee's assistant for mancala-family tournaments.
//!
//! Every variant is a TOML [`ruleset`] read into one generic [`engine`];
//! [`record`] reads game records, [`referee`] applies the tournament rules
//! and [`report`] prints what a person reads.
//!
//! The folders are the layers, top to bottom (imports point down only;
//! `tests/it/imports.rs` checks it):
//!
//! | layer | modules |
//! | --- | --- |
//! | the command line | [`cli`], [`commands`] |
//! | at the table | [`live`], [`serve`] |
//! | what a person reads | [`report`], [`sheet`] |
//! | the tournament | [`event`] |
//! | decisions | [`referee`], [`swiss`], [`analysis`] (replay, simulate, compare, players, solve), [`family`] (where the sowing and the grid games meet) |
//! | the game | [`record`], [`engine`] (sowing), [`grid`] (Reversi, Pentago) |
//! | the rules | [`ruleset`] |
//! | reading and writing files | [`files`] |
//! | text, errors and settings | [`error`], [`text`], [`settings`] |
//! | every word hakem says | [`words`] |

pub mod analysis;
pub mod cli;
pub mod commands;
pub mod engine;
pub mod error;
pub mod event;
pub mod family;
pub mod files;
pub mod grid;
pub mod live;
pub mod record;
pub mod referee;
pub mod report;
pub mod ruleset;
pub mod serve;
pub mod settings;
pub mod sheet;
pub mod swiss;
pub mod text;
pub mod words;

pub use cli::run;
pub use error::{Error, Status};
