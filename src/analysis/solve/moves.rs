//! The one loop over a position's moves that the search and the endgame
//! build share: each legal move played once, with what both need of it.

use crate::engine::{Brief, Position};
use crate::ruleset::Ruleset;

use super::key::store_lead;

/// A legal move and the position it leads to.
#[derive(Clone, Copy)]
pub struct Move {
    /// The pit moved (0-based).
    pub pit: u8,
    pub child: Position,
    /// The stones the mover gained by it against the opponent.
    pub gain: i32,
    /// The mover moves again.
    pub again: bool,
}

/// Every legal move of `p` (not over), lowest pit first.
#[inline]
pub fn moves<'a>(rules: &'a Ruleset, p: &'a Position) -> impl Iterator<Item = Move> + 'a {
    let mover = p.to_move();
    let lead = store_lead(p, mover);
    let mut legal = p.legal_moves(rules);
    std::iter::from_fn(move || {
        if legal == 0 {
            return None;
        }
        let pit = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let mut child = *p;
        child.play_unchecked_as::<Brief>(rules, pit);
        Some(Move {
            pit,
            gain: store_lead(&child, mover) - lead,
            again: child.to_move() == mover,
            child,
        })
    })
}
