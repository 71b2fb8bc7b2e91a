//! Tournament rules: how sets and rounds are scored and who starts.

use crate::record::Who;

/// The rules of a round (a match of sets).
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRules {
    pub name: String,
    /// Most sets a round can have.
    pub sets_per_round: usize,
    pub set_win: f64,
    pub set_draw: f64,
    pub set_loss: f64,
    pub round_win: f64,
    pub round_draw: f64,
    pub round_loss: f64,
    /// Who starts set 1, 2, 3, ... (repeating from the start when shorter).
    pub start_order: Vec<Who>,
}

impl TournamentRules {
    /// The 2023 Mangala rules (seed 001): best of 3 sets, 1 / 0.5 / 0,
    /// set 1 first, set 2 second, set 3 first.
    pub fn best_of_three() -> TournamentRules {
        TournamentRules {
            name: "mangala-2023".into(),
            sets_per_round: 3,
            set_win: 1.0,
            set_draw: 0.5,
            set_loss: 0.0,
            round_win: 1.0,
            round_draw: 0.5,
            round_loss: 0.0,
            start_order: vec![Who::First, Who::Second, Who::First],
        }
    }

    /// Who starts set `number` (1-based).
    pub fn starter(&self, number: usize) -> Who {
        if self.start_order.is_empty() {
            return if number % 2 == 1 {
                Who::First
            } else {
                Who::Second
            };
        }
        self.start_order[(number - 1) % self.start_order.len()]
    }

    /// Set points that decide the round: more than half of all sets.
    pub fn points_to_win(&self) -> f64 {
        (self.sets_per_round / 2 + 1) as f64 * self.set_win
    }
}
