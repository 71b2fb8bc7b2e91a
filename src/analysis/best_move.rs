//! `replay --best`: the best move at a position, by a computer player or
//! by the exact solver.

use std::sync::atomic::AtomicBool;

use crate::analysis::players::Strategy;
use crate::analysis::solve::{Solver, Stopped, after_moves};
use crate::engine::Position;
use crate::error::Error;
use crate::ruleset::Ruleset;

/// The best move at a position, and who found it.
pub struct Best {
    pub by: String,
    /// 1-based pit, `None` when the game is over.
    pub pit: Option<u8>,
    /// The solver's exact value (final store difference for the mover).
    pub value: Option<i32>,
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
            return Err(Error::usage(format!(
                "--best: solving rules with {what} is not supported yet ({}); name a player instead, e.g. --best alphabeta:8",
                rules.name()
            )));
        }
        let (root, history) = after_moves(rules, played)
            .map_err(|(k, e)| Error::usage(format!("move {}: illegal ({})", k + 1, e.code())))?;
        let stop = AtomicBool::new(false);
        let mut progress = |_| {};
        let mut solver = Solver::new(rules, BEST_MEMORY, None, &stop, &mut progress);
        let s = solver.solve(&root, &history);
        if s.stopped == Some(Stopped::NoThread) {
            return Err(Error::usage(
                "--best solver: the system refused to start a search thread",
            ));
        }
        if s.stopped == Some(Stopped::Endless) {
            return Err(Error::usage(format!(
                "--best solver: under {} play can go on forever from here, so the position has no value",
                rules.name()
            )));
        }
        return Ok(Best {
            by: by.to_string(),
            pit: s.best,
            value: s.value,
        });
    }
    let strategy: Strategy = by
        .parse()
        .map_err(|m| Error::usage(format!("--best: {m}; or `solver`")))?;
    let mut rng = fastrand::Rng::with_seed(1);
    Ok(Best {
        by: by.to_string(),
        pit: Some(strategy.choose(rules, p, &mut rng) + 1),
        value: None,
    })
}
