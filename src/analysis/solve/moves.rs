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
pub fn moves<'a>(rules: &'a Ruleset, p: &'a Position) -> Moves<'a> {
    let mover_lead = store_lead(p, p.to_move());
    Moves {
        rules,
        p,
        legal: p.legal_moves(rules),
        lead: mover_lead,
    }
}

/// The iterator of [`moves`]: a struct whose `next` is inlined into the
/// loops of the search and the build (a closure's body was not, and cost
/// a call a move).
pub struct Moves<'a> {
    rules: &'a Ruleset,
    p: &'a Position,
    /// The legal moves not yet played, a bit a pit.
    legal: u32,
    /// The mover's store lead before the move.
    lead: i32,
}

impl Iterator for Moves<'_> {
    type Item = Move;

    #[inline(always)]
    fn next(&mut self) -> Option<Move> {
        if self.legal == 0 {
            return None;
        }
        let pit = self.legal.trailing_zeros() as u8;
        self.legal &= self.legal - 1;
        let mover = self.p.to_move();
        let mut child = *self.p;
        child.play_unchecked_as::<Brief>(self.rules, pit);
        Some(Move {
            pit,
            gain: store_lead(&child, mover) - self.lead,
            again: child.to_move() == mover,
            child,
        })
    }
}
