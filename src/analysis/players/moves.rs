//! Small helpers every player uses: a random legal move and the store lead.

use crate::engine::Position;

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
