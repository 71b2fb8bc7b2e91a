//! The wording of the decided codes (how a set ended, a round problem, a
//! seat) through [`Words`](crate::words::Words), while they become typed
//! messages of their own layers. Goes away as they do.

pub mod command_line;
mod dates;
mod facts;
pub mod grid;
pub mod input;
mod numbers;

pub use crate::words::{Label, Language, Words};
pub use facts::{end_reason, illegal_move_label, round_problem_label, warning_reason};
pub use numbers::{
    Decimal, NumberWord, Ordinal, Percent, PercentInterval, fraction, ordinal, points,
};

#[cfg(test)]
mod tests;
