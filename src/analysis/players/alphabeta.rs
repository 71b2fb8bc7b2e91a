//! A depth-limited alpha-beta search scoring positions by store lead: the
//! `alphabeta:DEPTH` player, and the solver's first guess.

use crate::engine::Position;
use crate::ruleset::Ruleset;

use super::moves::{BestMoves, children, store_lead};

/// The value of `p` for its mover, `depth` moves ahead: the final store
/// difference where the game ends within reach, else the store lead.
pub fn value(rules: &Ruleset, p: &Position, depth: u8) -> i32 {
    value_and_nodes(rules, p, depth).0
}

/// [`value`] and the number of positions the search visited.
pub fn value_and_nodes(rules: &Ruleset, p: &Position, depth: u8) -> (i32, u64) {
    let mut nodes = 0;
    let v = negamax(rules, p, depth, -i32::MAX, i32::MAX, &mut nodes);
    (v, nodes)
}

fn negamax(
    rules: &Ruleset,
    p: &Position,
    depth: u8,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    if depth == 0 || p.is_over() {
        return store_lead(p);
    }
    let me = p.to_move();
    let mut best = i32::MIN;
    let legal = p.legal_moves(rules);
    if legal == 0 {
        return store_lead(p);
    }
    for (_, child) in children(rules, p, legal) {
        let v = if child.to_move() == me {
            negamax(rules, &child, depth - 1, alpha, beta, nodes)
        } else {
            -negamax(rules, &child, depth - 1, -beta, -alpha, nodes)
        };
        if v > best {
            best = v;
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// The `alphabeta:DEPTH` player: a move of the best value, ties broken at
/// random.
pub fn choose(rules: &Ruleset, p: &Position, depth: u8, rng: &mut fastrand::Rng) -> u8 {
    let me = p.to_move();
    let mut best = BestMoves::default();
    for (i, child) in children(rules, p, p.legal_moves(rules)) {
        // A window just below the best so far finds every move that ties.
        let floor = best.value().max(-i32::MAX + 1) - 1;
        let v = if child.to_move() == me {
            negamax(rules, &child, depth - 1, floor, i32::MAX, &mut 0)
        } else {
            -negamax(rules, &child, depth - 1, -i32::MAX, -floor, &mut 0)
        };
        best.offer(i, v);
    }
    best.pick(rng)
}
