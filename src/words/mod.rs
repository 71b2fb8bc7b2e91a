//! Every word hakem prints from a decided code (how a set ended, a round
//! problem, a label of a sheet), in Turkish and English, from one table.
//!
//! The engine and the referee give codes and the facts behind them (an
//! `IllegalMove`, a `RoundProblem`, a `Place`); [`report`](crate::report)
//! and [`sheet`](crate::sheet) turn them into words here: [`Words`], made once
//! per command from the language asked for, gives a [`Label`]'s text
//! (`t`) and fills its `{}` placeholders (`fill`). Adding a language
//! means adding a column to the table below and a variant to
//! [`Language`](crate::ruleset::Language).
//!
//! `labels` holds the table, `facts` the codes and facts in words, `numbers`
//! points and ordinals, `dates` dates, `handle` the [`Words`] handle.

mod dates;
mod facts;
pub mod grid;
mod handle;
pub mod input;
mod labels;
pub mod located;
mod numbers;
pub mod result;

pub use crate::ruleset::Language;
pub use facts::{end_reason, illegal_move_label, round_problem_label, warning_reason};
pub use handle::Words;
pub use labels::{ALL_LABELS, Label};
pub use numbers::{fraction, ordinal, plural, points};

#[cfg(test)]
mod tests;
