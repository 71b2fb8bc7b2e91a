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

/// The search's keys: tabulation hashing (one random word pair for every
/// cell and count, XORed together), about 40 instructions a position
/// where [`hashes`] mixes every word of the position twice (a fifth of
/// the search's instructions went there). For any two different positions
/// the second words differ except with probability 2^-64 (their words
/// differ by a random entry of the table), the safety [`hashes`] gives.
/// The table is drawn by SplitMix64 from a constant start, so keys are the
/// same in every run.
pub struct Keys {
    /// Counts a cell can hold: 0 to the stones in the game.
    counts: usize,
    /// `table[cell * counts + count]`, South's pits, North's, then (when
    /// the stores are keyed) South's and North's stores.
    table: Vec<[u64; 2]>,
    /// The words of the player to move.
    movers: [[u64; 2]; 2],
    stores: bool,
}

impl Keys {
    /// Keys for positions of `pits` pits a side and `total` stones; with
    /// `stores`, the stores are part of the key.
    pub fn new(pits: u8, total: u16, stores: bool) -> Keys {
        let counts = usize::from(total) + 1;
        let cells = 2 * usize::from(pits) + if stores { 2 } else { 0 };
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        let mut draw = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            mix(state)
        };
        let movers = [[draw(), draw()], [draw(), draw()]];
        let table = (0..cells * counts).map(|_| [draw(), draw()]).collect();
        Keys {
            counts,
            table,
            movers,
            stores,
        }
    }

    /// The two words of `p` (a position of the rules the keys were made
    /// for): the first picks the table slot, the second tells positions
    /// apart.
    #[inline]
    pub fn of(&self, p: &Position) -> (u64, u64) {
        let [mut a, mut b] = self.movers[p.to_move().index()];
        let mut cell = 0;
        let mut add = |count: u16| {
            let [x, y] = self.table[cell + usize::from(count)];
            a ^= x;
            b ^= y;
            cell += self.counts;
        };
        for &c in p.row(Player::South) {
            add(c);
        }
        for &c in p.row(Player::North) {
            add(c);
        }
        if self.stores {
            add(p.store(Player::South));
            add(p.store(Player::North));
        }
        (a, b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Brief;

    /// Every position met in random games of Kalah has its own key, the
    /// same in keys made again (a constant start); the stores change the key
    /// only when they are keyed.
    #[test]
    fn keys_tell_positions_apart_and_are_fixed() {
        let rules = crate::ruleset::builtin("kalah").unwrap().unwrap();
        let keys = Keys::new(rules.pits(), rules.total_stones(), false);
        let again = Keys::new(rules.pits(), rules.total_stones(), false);
        let with_stores = Keys::new(rules.pits(), rules.total_stones(), true);
        let mut seen = std::collections::HashMap::new();
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..200 {
            let mut p = Position::start(&rules);
            while !p.is_over() {
                let key = keys.of(&p);
                assert_eq!(key, again.of(&p));
                let pits = (p.row(Player::South).to_vec(), p.row(Player::North).to_vec());
                let what = (pits, p.to_move());
                if let Some(other) = seen.insert(key, what.clone()) {
                    assert_eq!(other, what, "two positions, one key");
                }
                let legal = p.legal_moves(&rules);
                let moves: Vec<u8> = (0..32).filter(|i| legal >> i & 1 == 1).collect();
                let before = p;
                p.play_unchecked_as::<Brief>(&rules, moves[rng.usize(..moves.len())]);
                let stores = |q: &Position| (q.store(Player::South), q.store(Player::North));
                if !p.is_over() && stores(&p) != stores(&before) {
                    assert_ne!(with_stores.of(&p), with_stores.of(&before));
                }
            }
        }
        assert!(seen.len() > 1000, "{}", seen.len());
    }
}
