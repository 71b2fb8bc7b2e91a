//! Players for simulated games: who picks the next move, and how.
//!
//! - `random`: every legal move equally likely.
//! - `greedy`: the move that gains the most stones at once (its store lead
//!   after the move), ties broken at random.
//! - `alphabeta:DEPTH`: looks `DEPTH` moves ahead (an extra turn is a move),
//!   scoring a position by its store lead; ties broken at random.
//! - `mcts:PLAYOUTS`: Monte Carlo tree search (UCT) with `PLAYOUTS` random
//!   games per move.
//!
//! Every player draws only from the generator it is given, so a simulated
//! game is the same whatever thread plays it. Players see the position, not
//! the game's history: the repetition rule is applied by the game, not
//! foreseen by the players.

pub mod alphabeta;
pub mod mcts;

use std::fmt;
use std::str::FromStr;

use crate::engine::Position;
use crate::ruleset::Ruleset;

mod moves;
pub use moves::{BestMoves, children, random_move, store_lead};

/// The deepest `alphabeta` search accepted.
pub const MAX_DEPTH: u8 = 16;
/// The most `mcts` playouts a move accepted.
pub const MAX_PLAYOUTS: u32 = 100_000;

/// A way of choosing moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    Random,
    Greedy,
    AlphaBeta(u8),
    Mcts(u32),
}

impl Strategy {
    /// Picks a move (0-based pit) of a position that has one.
    pub fn choose(&self, rules: &Ruleset, p: &Position, rng: &mut fastrand::Rng) -> u8 {
        let legal = p.legal_moves(rules);
        match *self {
            Strategy::Random => random_move(rng, legal),
            Strategy::Greedy => greedy(rules, p, legal, rng),
            Strategy::AlphaBeta(depth) => alphabeta::choose(rules, p, depth, rng),
            Strategy::Mcts(playouts) => mcts::choose(rules, p, playouts, rng),
        }
    }
}

crate::messages! {
    /// A player as a report names it.
    pub enum StrategyName {
        Random = "strategy-random",
        Greedy = "strategy-greedy",
        AlphaBeta { depth: u8 } = "strategy-alphabeta",
        Mcts { playouts: u32 } = "strategy-mcts",
    }
}

impl Strategy {
    /// The player as a report names it.
    pub fn name(&self) -> StrategyName {
        match *self {
            Strategy::Random => StrategyName::Random,
            Strategy::Greedy => StrategyName::Greedy,
            Strategy::AlphaBeta(depth) => StrategyName::AlphaBeta { depth },
            Strategy::Mcts(playouts) => StrategyName::Mcts { playouts },
        }
    }
}

/// As the command line writes it (`alphabeta:4`), for JSON.
impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Random => f.write_str("random"),
            Strategy::Greedy => f.write_str("greedy"),
            Strategy::AlphaBeta(d) => write!(f, "alphabeta:{d}"),
            Strategy::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

crate::messages! {
    /// Why a player (`--first`, `--second`, `--best`) was not understood.
    pub enum StrategyRefusal {
        NeedsDepth { name: String } = "strategy-needs-depth",
        NeedsPlayouts { name: String } = "strategy-needs-playouts",
        BadDepth { given: String, max: u8 } = "strategy-bad-depth",
        BadPlayouts { given: String, max: u32 } = "strategy-bad-playouts",
        TakesNoNumber { given: String, name: String } = "strategy-takes-no-number",
        Unknown { given: String, max_depth: u8, max_playouts: u32 } = "strategy-unknown",
    }
}

impl FromStr for Strategy {
    type Err = crate::error::BadValue;

    fn from_str(s: &str) -> Result<Strategy, crate::error::BadValue> {
        use StrategyRefusal as R;
        let refused = |r: StrategyRefusal| crate::error::BadValue(r.into());
        let (name, arg) = match s.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (s, None),
        };
        let number = |max: u64, needs: StrategyRefusal, bad: StrategyRefusal| {
            let Some(a) = arg else {
                return Err(refused(needs));
            };
            match a.parse::<u64>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(refused(bad)),
            }
        };
        let none = |p: Strategy| match arg {
            None => Ok(p),
            Some(_) => Err(refused(R::TakesNoNumber {
                given: s.into(),
                name: name.into(),
            })),
        };
        match name {
            "random" => none(Strategy::Random),
            "greedy" => none(Strategy::Greedy),
            "alphabeta" => Ok(Strategy::AlphaBeta(number(
                MAX_DEPTH.into(),
                R::NeedsDepth { name: name.into() },
                R::BadDepth {
                    given: s.into(),
                    max: MAX_DEPTH,
                },
            )? as u8)),
            "mcts" => Ok(Strategy::Mcts(number(
                MAX_PLAYOUTS.into(),
                R::NeedsPlayouts { name: name.into() },
                R::BadPlayouts {
                    given: s.into(),
                    max: MAX_PLAYOUTS,
                },
            )? as u32)),
            _ => Err(refused(R::Unknown {
                given: s.into(),
                max_depth: MAX_DEPTH,
                max_playouts: MAX_PLAYOUTS,
            })),
        }
    }
}

fn greedy(rules: &Ruleset, p: &Position, legal: u32, rng: &mut fastrand::Rng) -> u8 {
    let me = p.to_move();
    let mut best = BestMoves::default();
    for (i, child) in children(rules, p, legal) {
        best.offer(
            i,
            i32::from(child.store(me)) - i32::from(child.store(me.opponent())),
        );
    }
    best.pick(rng)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_players() {
        for s in ["random", "greedy", "alphabeta:4", "mcts:100"] {
            assert_eq!(s.parse::<Strategy>().unwrap().to_string(), s);
        }
        for bad in [
            "alphabeta",
            "alphabeta:0",
            "alphabeta:17",
            "mcts:0",
            "mcts:100001",
            "random:3",
            "minimax:3",
            "mcts:x",
        ] {
            assert!(bad.parse::<Strategy>().is_err(), "{bad}");
        }
    }
}
