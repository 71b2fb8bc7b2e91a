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

impl FromStr for Strategy {
    type Err = String;

    fn from_str(s: &str) -> Result<Strategy, String> {
        let (name, arg) = match s.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (s, None),
        };
        let number = |what: &str, max: u64| -> Result<u64, String> {
            let Some(a) = arg else {
                return Err(format!("`{name}` needs {what}, e.g. `{name}:4`"));
            };
            match a.parse::<u64>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(format!(
                    "`{s}`: {what} must be a whole number from 1 to {max}"
                )),
            }
        };
        let none = |p: Strategy| match arg {
            None => Ok(p),
            Some(_) => Err(format!("`{s}`: `{name}` takes no number")),
        };
        match name {
            "random" => none(Strategy::Random),
            "greedy" => none(Strategy::Greedy),
            "alphabeta" => Ok(Strategy::AlphaBeta(
                number("a depth", MAX_DEPTH.into())? as u8
            )),
            "mcts" => Ok(Strategy::Mcts(
                number("a number of playouts", MAX_PLAYOUTS.into())? as u32,
            )),
            _ => Err(format!(
                "unknown player `{s}`; players: random, greedy, alphabeta:DEPTH (1-{MAX_DEPTH}), mcts:PLAYOUTS (1-{MAX_PLAYOUTS})"
            )),
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
