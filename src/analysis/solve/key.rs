//! Hashing positions for the transposition table and the repetition check.
//! Two independent 64-bit hashes: one picks the table slot, the other is kept
//! in the slot to tell positions apart.

use crate::engine::{Player, Position};

/// A 64-bit mixer (the output function of SplitMix64).
#[inline]
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Two hashes of the pits (and, when `stores`, the stores) and the player
/// to move. Four cells are packed into each 64-bit word before mixing.
#[inline]
pub fn hashes(p: &Position, stores: bool) -> (u64, u64) {
    let mut a: u64 = 0x243F_6A88_85A3_08D3 ^ p.to_move().index() as u64;
    let mut b: u64 = 0x1319_8A2E_0370_7344 ^ p.to_move().index() as u64;
    let mut word: u64 = 0;
    let mut filled = 0;
    let mut feed = |v: u16| {
        word = word << 16 | u64::from(v);
        filled += 1;
        if filled == 4 {
            a = mix(a ^ word).wrapping_add(0x9E37_79B9_7F4A_7C15);
            b = mix(b.rotate_left(29) ^ word.wrapping_mul(0xD6E8_FEB8_6659_FD93));
            word = 0;
            filled = 0;
        }
    };
    for &s in p.row(Player::South) {
        feed(s);
    }
    for &s in p.row(Player::North) {
        feed(s);
    }
    if stores {
        feed(p.store(Player::South));
        feed(p.store(Player::North));
    }
    // The last, partly filled word (the row lengths are fixed per ruleset,
    // so no two positions of one ruleset pack differently).
    a = mix(a ^ word ^ 0xA5A5);
    b = mix(b.rotate_left(29) ^ word.wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ 0x5A5A);
    (a, b)
}

/// Stones still in the pits (not in a store).
#[inline]
pub fn board_stones(p: &Position) -> u16 {
    p.total() - p.store(Player::South) - p.store(Player::North)
}

/// The mover's store minus the opponent's.
#[inline]
pub fn store_lead(p: &Position, mover: Player) -> i32 {
    i32::from(p.store(mover)) - i32::from(p.store(mover.opponent()))
}
