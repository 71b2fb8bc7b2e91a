//! Random playouts: every built-in variant through the generic interpreter,
//! and Kalah hand-specialised in Rust (the yardstick: the fastest Kalah we
//! could write), so the interpreter's overhead is the ratio of the two. One
//! core (criterion runs the routine on one thread).
//!
//! Every iteration plays FRESH games (the next `GAMES` game indices of the
//! seed, as `simulate` plays them): replaying the same games each iteration
//! lets the branch predictor learn them and overstates the speed.
//!
//! `cargo bench --bench playouts`; shorter while iterating:
//! `cargo bench --bench playouts -- --warm-up-time 1 --measurement-time 3`.

use std::cell::Cell;
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hakem::ruleset::{Ruleset, builtin, builtin_names};
use hakem::simulate::{game_rng, play_game, random_move};

/// Games per benchmark iteration (different games every iteration).
const GAMES: u64 = 200;
const SEED: u64 = 2024;

fn rules(name: &str) -> Ruleset {
    builtin(name).expect("built-in").expect("valid")
}

/// Plays games `first..first + GAMES` of seed `SEED` through the
/// interpreter; returns the plies played and a checksum of the results.
fn generic(rules: &Ruleset, first: u64) -> (u64, u64) {
    let mut plies = 0;
    let mut check = 0u64;
    for index in first..first + GAMES {
        let g = play_game(rules, &mut game_rng(SEED, index), None);
        plies += u64::from(g.plies);
        check = check
            .wrapping_mul(31)
            .wrapping_add(u64::from(g.stores[0]) << 8 | u64::from(g.stores[1]));
    }
    (plies, check)
}

/// Kalah(6,4) written for speed: the 14 cells are the bytes of one `u128`
/// (0..6 South's pits, 6 South's store, 7..13 North's pits, 13 North's
/// store), and a whole sowing is one addition of a precomputed vector of
/// per-cell increments (no cell can pass 48, so bytes never carry).
struct Tables {
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
    fn new() -> Tables {
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
struct Kalah {
    b: u128,
    north: bool,
}

#[inline(always)]
fn cell(b: u128, c: usize) -> u8 {
    (b >> (8 * c)) as u8
}

impl Kalah {
    fn new() -> Kalah {
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
    fn legal(&self) -> u32 {
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
    fn play(&mut self, t: &Tables, i: u8) -> bool {
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

/// The same games as [`generic`] on Kalah, played by the hand-written code.
fn yardstick(t: &Tables, first: u64) -> (u64, u64) {
    let mut plies = 0;
    let mut check = 0u64;
    for index in first..first + GAMES {
        let mut rng = game_rng(SEED, index);
        let mut k = Kalah::new();
        loop {
            let i = random_move(&mut rng, k.legal());
            plies += 1;
            if k.play(t, i) {
                break;
            }
        }
        check = check
            .wrapping_mul(31)
            .wrapping_add(u64::from(cell(k.b, 6)) << 8 | u64::from(cell(k.b, 13)));
    }
    (plies, check)
}

fn playouts(c: &mut Criterion) {
    let kalah = rules("kalah");
    let tables = Tables::new();
    // The yardstick must play exactly the interpreter's games.
    for block in 0..20 {
        assert_eq!(
            yardstick(&tables, block * GAMES),
            generic(&kalah, block * GAMES),
            "yardstick and interpreter disagree"
        );
    }
    let (kalah_plies, _) = generic(&kalah, 0);

    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(kalah_plies));
    let next = Cell::new(0u64);
    let fresh = || {
        let first = next.get();
        next.set(first + GAMES);
        first
    };
    group.bench_function("kalah/hand-specialised", |b| {
        b.iter(|| black_box(yardstick(&tables, fresh())))
    });
    for name in builtin_names() {
        let r = rules(name);
        let (plies, _) = generic(&r, 0);
        group.throughput(Throughput::Elements(plies));
        group.bench_function(format!("{name}/generic"), |b| {
            b.iter(|| black_box(generic(black_box(&r), fresh())))
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
