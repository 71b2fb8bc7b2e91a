//! Small helpers every player uses: the moves with the positions they lead
//! to, a random legal move and the store lead.

use crate::engine::{Brief, Position};
use crate::ruleset::Ruleset;

/// The index of the `r`-th set bit of `mask` (0-based `r` < popcount).
#[inline]
fn nth_bit(mut mask: u32, r: u32) -> u8 {
    for _ in 0..r {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as u8
}

/// A uniformly random legal move (0-based pit) of a position that has one.
#[inline]
pub fn random_move(rng: &mut fastrand::Rng, legal: u32) -> u8 {
    let k = legal.count_ones();
    nth_bit(legal, rng.u32(..k))
}

/// The mover's store minus the opponent's.
#[inline]
pub fn store_lead(p: &Position) -> i32 {
    let me = p.to_move();
    i32::from(p.store(me)) - i32::from(p.store(me.opponent()))
}

/// Each move of `legal` (bit `i` for the 0-based pit `i`), from the first,
/// with the position it leads to.
#[inline]
pub fn children<'a>(
    rules: &'a Ruleset,
    p: &'a Position,
    legal: u32,
) -> impl Iterator<Item = (u8, Position)> + 'a {
    let mut moves = legal;
    std::iter::from_fn(move || {
        if moves == 0 {
            return None;
        }
        let i = moves.trailing_zeros() as u8;
        moves &= moves - 1;
        let mut child = *p;
        child.play_unchecked_as::<Brief>(rules, i);
        Some((i, child))
    })
}

/// The moves of the best value offered so far, for a choice among ties.
pub struct BestMoves {
    value: i32,
    moves: u32,
}

impl Default for BestMoves {
    fn default() -> BestMoves {
        BestMoves {
            value: i32::MIN,
            moves: 0,
        }
    }
}

impl BestMoves {
    /// The best value so far (`i32::MIN` before any move).
    pub fn value(&self) -> i32 {
        self.value
    }

    /// Move `pit` (0-based) is worth `value`.
    pub fn offer(&mut self, pit: u8, value: i32) {
        if value > self.value {
            self.value = value;
            self.moves = 0;
        }
        if value == self.value {
            self.moves |= 1 << pit;
        }
    }

    /// One of the best moves, at random.
    pub fn pick(&self, rng: &mut fastrand::Rng) -> u8 {
        random_move(rng, self.moves)
    }
}
