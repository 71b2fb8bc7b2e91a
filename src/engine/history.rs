//! The positions seen since the stores last changed, for the repetition
//! rule: "the game ends the first time a position repeats".
//!
//! Short histories (the usual case: captures are frequent) are searched in
//! a list, which beats hashing; a long one (a game going round without
//! captures) is also indexed by a fingerprint of each position, so each move
//! costs one hash, not a search of every earlier position. A fingerprint
//! match is confirmed against the list, so a collision never ends a game.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::position::Position;

/// Up to this many positions, a search of the list is the fastest check.
const SEARCHED: usize = 32;

#[derive(Default, Clone)]
pub(super) struct History {
    positions: Vec<Position>,
    /// Fingerprints of `positions`, kept once there are [`SEARCHED`] of
    /// them.
    fingerprints: HashSet<u64, BuildHasherDefault<Prehashed>>,
}

impl History {
    /// Forgets every position (the stores changed: none of them can recur).
    pub(super) fn clear(&mut self) {
        self.positions.clear();
        self.fingerprints.clear();
    }

    /// Adds `position`; false when it was already there (a repetition).
    /// The short search is inlined into the move loop; it is most moves of
    /// a game with the rule.
    #[inline]
    pub(super) fn insert(&mut self, position: Position) -> bool {
        if self.positions.len() < SEARCHED {
            if self.positions.iter().any(|q| same(q, &position)) {
                return false;
            }
            self.positions.push(position);
            return true;
        }
        self.insert_indexed(position)
    }

    /// [`History::insert`] into a long history, through the fingerprints.
    #[inline(never)]
    fn insert_indexed(&mut self, position: Position) -> bool {
        if self.fingerprints.is_empty() {
            self.fingerprints
                .extend(self.positions.iter().map(fingerprint));
        }
        if !self.fingerprints.insert(fingerprint(&position)) && self.positions.contains(&position) {
            return false;
        }
        self.positions.push(position);
        true
    }
}

/// `a == b`, with the cheap fields compared first: most earlier positions
/// differ in which pits are empty or in who is to move.
#[inline(always)]
fn same(a: &Position, b: &Position) -> bool {
    a.nonempty == b.nonempty && a.to_move == b.to_move && a == b
}

/// A 64-bit digest of what makes two positions equal (cells and the player
/// to move; the other fields follow from these within one game).
fn fingerprint(p: &Position) -> u64 {
    let mut h: u64 = p.to_move as u64;
    for chunk in p.cells.chunks(4) {
        let mut word = 0u64;
        for (k, &c) in chunk.iter().enumerate() {
            word |= u64::from(c) << (16 * k);
        }
        h = (h.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    h
}

/// The hasher of a set of fingerprints: they are already hashes.
#[derive(Default)]
struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Only u64 keys are hashed; fold anything else in anyway.
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Player;

    /// Distinct positions for distinct `(k, to_move)` (stone counts are not
    /// what the history looks at).
    fn position(k: u16, to_move: Player) -> Position {
        let rules = crate::engine::tests::store_sowing(4);
        let mut p = Position::start(&rules);
        p.cells[0] = k + 1;
        p.cells[8] = k % 7 + 1;
        p.to_move = to_move;
        p
    }

    #[test]
    fn repetitions_are_found_in_short_and_long_histories() {
        for len in [1u16, 5, 31, 32, 33, 200] {
            let mut h = History::default();
            for k in 0..len {
                assert!(h.insert(position(k, Player::South)), "{len}: {k} is new");
                // The same cells with the other player to move are new too.
                assert!(h.insert(position(k, Player::North)), "{len}: {k} North");
            }
            for k in 0..len {
                assert!(!h.insert(position(k, Player::South)), "{len}: {k} repeats");
            }
            h.clear();
            assert!(
                h.insert(position(0, Player::South)),
                "forgotten after clear"
            );
        }
    }

    #[test]
    fn a_fingerprint_collision_does_not_count_as_a_repetition() {
        let mut h = History::default();
        for k in 0..40 {
            assert!(h.insert(position(k, Player::South)));
        }
        // Plant the fingerprint of a position never played.
        let unseen = position(1000, Player::North);
        h.fingerprints.insert(fingerprint(&unseen));
        assert!(h.insert(unseen));
        // The planted fingerprint did not hide a real repetition either.
        assert!(!h.insert(unseen));
    }
}
