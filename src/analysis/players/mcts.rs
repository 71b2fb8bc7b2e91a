//! The `mcts:PLAYOUTS` player: Monte Carlo tree search with UCT. Each
//! playout walks down the tree by the UCB1 rule, adds one node, plays a
//! random game from it and credits the result (win 1, draw ½, loss 0) to
//! every node on the way, from the view of the player who moved into it.
//! The move played is the root child visited most (ties: the first).

use crate::engine::{Brief, Player, Position};
use crate::ruleset::Ruleset;

use super::moves::random_move;

/// A random playout is cut off after this many moves and scored by the
/// stores (a house rule may let random play go round for a long time).
const PLAYOUT_PLIES: u32 = 1000;

/// The exploration constant of UCB1 (√2).
const EXPLORE: f64 = std::f64::consts::SQRT_2;

struct Node {
    position: Position,
    /// The player who moved into this node (credited with its rewards).
    mover: Player,
    /// Moves not yet expanded (bit `i`: pit offset `i`).
    untried: u32,
    children: Vec<(u8, u32)>,
    visits: u32,
    reward: f64,
}

impl Node {
    fn new(rules: &Ruleset, position: Position, mover: Player) -> Node {
        Node {
            untried: position.legal_moves(rules),
            position,
            mover,
            children: Vec::new(),
            visits: 0,
            reward: 0.0,
        }
    }
}

/// The reward of a finished (or cut-off) game for `player`.
fn reward(p: &Position, player: Player) -> f64 {
    let (mine, theirs) = (p.store(player), p.store(player.opponent()));
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

fn playout(rules: &Ruleset, mut p: Position, rng: &mut fastrand::Rng) -> Position {
    for _ in 0..PLAYOUT_PLIES {
        let legal = p.legal_moves(rules);
        if legal == 0 {
            break;
        }
        p.play_unchecked_as::<Brief>(rules, random_move(rng, legal));
    }
    p
}

pub fn choose(rules: &Ruleset, root: &Position, playouts: u32, rng: &mut fastrand::Rng) -> u8 {
    let legal = root.legal_moves(rules);
    if legal.count_ones() == 1 {
        return legal.trailing_zeros() as u8;
    }
    let mut tree = vec![Node::new(rules, *root, root.to_move().opponent())];
    let mut path = Vec::with_capacity(64);
    for _ in 0..playouts {
        path.clear();
        let mut n = 0usize;
        path.push(n);
        // Selection: down while every move of the node has been tried.
        while tree[n].untried == 0 && !tree[n].children.is_empty() {
            let ln = f64::from(tree[n].visits).ln();
            let mut best = f64::MIN;
            let mut next = tree[n].children[0].1;
            for &(_, c) in &tree[n].children {
                let child = &tree[c as usize];
                let v = f64::from(child.visits);
                let score = child.reward / v + EXPLORE * (ln / v).sqrt();
                if score > best {
                    best = score;
                    next = c;
                }
            }
            n = next as usize;
            path.push(n);
        }
        // Expansion: one untried move, chosen at random.
        if tree[n].untried != 0 {
            let i = random_move(rng, tree[n].untried);
            tree[n].untried &= !(1 << i);
            let mut position = tree[n].position;
            let mover = position.to_move();
            position.play_unchecked_as::<Brief>(rules, i);
            let child = tree.len();
            tree.push(Node::new(rules, position, mover));
            tree[n].children.push((i, child as u32));
            n = child;
            path.push(n);
        }
        // Simulation and backpropagation.
        let end = playout(rules, tree[n].position, rng);
        for &k in &path {
            let node = &mut tree[k];
            node.visits += 1;
            node.reward += reward(&end, node.mover);
        }
    }
    let mut best = (0u32, legal.trailing_zeros() as u8);
    for &(i, c) in &tree[0].children {
        let visits = tree[c as usize].visits;
        if visits > best.0 {
            best = (visits, i);
        }
    }
    best.1
}
