//! `replay --best`: the best move at a position, by a computer player or
//! by the exact solver.

use std::sync::atomic::AtomicBool;

use crate::analysis::players::Strategy;
use crate::analysis::solve::{Solver, Stopped, after_moves};
use crate::engine::Position;
use crate::error::Error;
use crate::ruleset::Ruleset;
use crate::words::Msg;

/// The best move at a position, and who found it.
pub struct Best {
    pub by: String,
    /// 1-based pit, `None` when the game is over.
    pub pit: Option<u8>,
    /// The solver's exact value (final store difference for the mover).
    pub value: Option<i32>,
}

crate::messages! {
    /// Why `replay --best` found no best move.
    pub enum BestRefusal {
        /// The solver does not handle a rule of these rules.
        Unsupported { what: Msg, rules: String } = "best-unsupported",
        /// A move before the position is illegal (the moves were checked
        /// when played; kept for the solver's own replay).
        IllegalMove { k: usize, pit: u32 } = "best-illegal-move",
        NoThread = "best-no-thread",
        Endless { rules: String } = "best-endless",
        /// `--best` named neither `solver` nor a player.
        NotAPlayer { reason: Msg } = "best-not-a-player",
    }
}

/// Memory the solver uses for `replay --best`.
const BEST_MEMORY: usize = 256 << 20;

/// The best move at `p` (reached by `played`) by `by`: `solver` or a
/// computer player (`alphabeta:8`, ...).
pub fn best_move(rules: &Ruleset, p: &Position, played: &[u32], by: &str) -> Result<Best, Error> {
    if p.legal_moves(rules) == 0 {
        return Ok(Best {
            by: by.to_string(),
            pit: None,
            value: None,
        });
    }
    if by == "solver" {
        if let Some(what) = crate::analysis::solve::unsupported(rules) {
            return Err(Error::usage(BestRefusal::Unsupported {
                what: what.into(),
                rules: rules.name().into(),
            }));
        }
        let (root, history) = after_moves(rules, played).map_err(|(k, _)| {
            Error::usage(BestRefusal::IllegalMove {
                k: k + 1,
                pit: played[k],
            })
        })?;
        let stop = AtomicBool::new(false);
        let mut progress = |_| {};
        let mut solver = Solver::new(rules, BEST_MEMORY, None, &stop, &mut progress);
        let s = solver.solve(&root, &history);
        if s.stopped == Some(Stopped::NoThread) {
            return Err(Error::usage(BestRefusal::NoThread));
        }
        if s.stopped == Some(Stopped::Endless) {
            return Err(Error::usage(BestRefusal::Endless {
                rules: rules.name().into(),
            }));
        }
        return Ok(Best {
            by: by.to_string(),
            pit: s.best,
            value: s.value,
        });
    }
    let strategy: Strategy = by.parse().map_err(|e: crate::error::BadValue| {
        Error::usage(BestRefusal::NotAPlayer { reason: e.0 })
    })?;
    let mut rng = fastrand::Rng::with_seed(1);
    Ok(Best {
        by: by.to_string(),
        pit: Some(strategy.choose(rules, p, &mut rng) + 1),
        value: None,
    })
}
