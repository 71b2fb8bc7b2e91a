//! The referee's verdict on a record: each set replayed move by move (or
//! taken from its entered `result`), the incidents applied (warnings,
//! timeouts), then the round scored under the tournament rules.
//!
//! [`Verdict`] is what every report (text, JSON, printable sheets) is built
//! from: it holds everything decided, so reports never re-apply a rule.

pub mod open_record;
mod round;
mod set;
pub mod tournament;
mod verdict;

pub use round::judge;
pub use tournament::{TimerRule, TournamentRules, Unit};
pub use verdict::*;
