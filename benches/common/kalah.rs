//! Kalah(6,4) hand-specialised for speed: the yardstick the generic
//! interpreter is measured against, in the playout bench and in the search
//! bench (shared, so both measure against the same code).

#![allow(dead_code)]

/// Kalah(6,4) written for speed: the 14 cells are the bytes of one `u128`
/// (0..6 South's pits, 6 South's store, 7..13 North's pits, 13 North's
/// store), and a whole sowing is one addition of a precomputed vector of
/// per-cell increments (no cell can pass 48, so bytes never carry).
pub struct Tables {
    /// `sow[mover][pit][stones]`: what sowing adds to each cell.
    sow: [[[u128; 49]; 6]; 2],
    /// `last[mover][pit][stones]`: the cell of the last stone.
    last: [[[u8; 49]; 6]; 2],
}

const SOUTH_ROW: u128 = 0x0000_0000_0000_0000_0000_FFFF_FFFF_FFFF;
const NORTH_ROW: u128 = SOUTH_ROW << 56;
const LOW7: u128 = 0x7F7F_7F7F_7F7F_7F7F_7F7F_7F7F_7F7F_7F7F;
const HIGH: u128 = 0x8080_8080_8080_8080_8080_8080_8080_8080;

impl Tables {
    pub fn new() -> Tables {
        let mut t = Tables {
            sow: [[[0; 49]; 6]; 2],
            last: [[[0; 49]; 6]; 2],
        };
        for mover in 0..2 {
            let skip = if mover == 0 { 13 } else { 6 };
            for pit in 0..6 {
                let origin = 7 * mover + pit;
                let mut add = [0u8; 16];
                let mut c = origin;
                for s in 1..=48 {
                    c = (c + 1) % 14;
                    if c == skip {
                        c = (c + 1) % 14;
                    }
                    add[c] += 1;
                    t.sow[mover][pit][s] = u128::from_le_bytes(add);
                    t.last[mover][pit][s] = c as u8;
                }
            }
        }
        t
    }
}

#[derive(Clone, Copy)]
pub struct Kalah {
    pub b: u128,
    pub north: bool,
}

#[inline(always)]
pub fn cell(b: u128, c: usize) -> u8 {
    (b >> (8 * c)) as u8
}

impl Kalah {
    pub fn new() -> Kalah {
        let mut bytes = [4u8; 16];
        bytes[6] = 0;
        bytes[13] = 0;
        bytes[14] = 0;
        bytes[15] = 0;
        Kalah {
            b: u128::from_le_bytes(bytes),
            north: false,
        }
    }

    /// Legal moves: bit `i` for a non-empty own pit `i` (bytes are < 128).
    #[inline(always)]
    pub fn legal(&self) -> u32 {
        let row = if self.north {
            (self.b >> 56) & SOUTH_ROW
        } else {
            self.b & SOUTH_ROW
        };
        let nonzero = (((row & LOW7) + LOW7) | row) & HIGH;
        let x = (nonzero >> 7) as u64;
        // Gather the low bit of each of the 6 bytes into bits 0..6.
        (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32 & 0x3F
    }

    /// Plays pit offset `i`; true when the game is over.
    #[inline(always)]
    pub fn play(&mut self, t: &Tables, i: u8) -> bool {
        let mover = usize::from(self.north);
        let origin = 7 * mover + usize::from(i);
        let stones = usize::from(cell(self.b, origin));
        let mut b = self.b - ((stones as u128) << (8 * origin));
        b += t.sow[mover][usize::from(i)][stones];
        let last = usize::from(t.last[mover][usize::from(i)][stones]);
        let store = 7 * mover + 6;
        if last >= 7 * mover && last < store && cell(b, last) == 1 {
            let opposite = 12 - last;
            let across = cell(b, opposite);
            if across > 0 {
                b -= (1u128 << (8 * last)) + ((across as u128) << (8 * opposite));
                b += (u128::from(across) + 1) << (8 * store);
            }
        }
        let (south, north) = (b & SOUTH_ROW, b & NORTH_ROW);
        if south == 0 || north == 0 {
            let sum = |row: u128| {
                row.to_le_bytes()
                    .iter()
                    .map(|&v| u128::from(v))
                    .sum::<u128>()
            };
            let (s, n) = (sum(south), sum(north));
            b &= !(SOUTH_ROW | NORTH_ROW);
            b += s << 48 | n << 104;
            self.b = b;
            return true;
        }
        self.b = b;
        if last != store {
            self.north = !self.north;
        }
        false
    }
}
