//! Random playouts: every built-in variant through the generic interpreter,
//! and Kalah hand-specialised in Rust (the yardstick: the fastest this machine
//! plays Kalah) on the very same games, so the interpreter's overhead is the
//! ratio of the two. One core (criterion runs the routine on one thread).
//!
//! `cargo bench --bench playouts`; shorter while iterating:
//! `cargo bench --bench playouts -- --warm-up-time 1 --measurement-time 3`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hakem::ruleset::{Ruleset, builtin, builtin_names};
use hakem::simulate::{game_rng, play_game, random_move};

/// Games per benchmark iteration (the same games every iteration).
const GAMES: u64 = 200;
const SEED: u64 = 2024;

fn rules(name: &str) -> Ruleset {
    builtin(name).expect("built-in").expect("valid")
}

/// Plays games `0..GAMES` of seed `SEED` through the interpreter; returns the
/// plies played and a checksum of the results.
fn generic(rules: &Ruleset) -> (u64, u64) {
    let mut plies = 0;
    let mut check = 0u64;
    for index in 0..GAMES {
        let g = play_game(rules, &mut game_rng(SEED, index), None);
        plies += u64::from(g.plies);
        check = check
            .wrapping_mul(31)
            .wrapping_add(u64::from(g.stores[0]) << 8 | u64::from(g.stores[1]));
    }
    (plies, check)
}

/// Kalah(6,4) written directly: 14 cells (0..6 South's pits, 6 South's store,
/// 7..13 North's pits, 13 North's store), `u8` counts.
#[derive(Clone, Copy)]
struct Kalah {
    b: [u8; 14],
    north: bool,
}

impl Kalah {
    fn new() -> Kalah {
        let mut b = [4u8; 14];
        b[6] = 0;
        b[13] = 0;
        Kalah { b, north: false }
    }

    #[inline(always)]
    fn legal(&self) -> u32 {
        let off = if self.north { 7 } else { 0 };
        let mut m = 0;
        for i in 0..6 {
            m |= u32::from(self.b[off + i] > 0) << i;
        }
        m
    }

    /// Plays pit offset `i`; true when the game is over.
    #[inline(always)]
    fn play(&mut self, i: u8) -> bool {
        let b = &mut self.b;
        let (own, skip) = if self.north { (7, 6) } else { (0, 13) };
        let store = own + 6;
        let mut c = own + usize::from(i);
        let mut s = b[c];
        b[c] = 0;
        if s > 13 {
            let laps = (s - 1) / 13;
            for (k, cell) in b.iter_mut().enumerate() {
                if k != skip {
                    *cell += laps;
                }
            }
            s -= laps * 13;
        }
        while s > 0 {
            c += 1;
            if c == skip {
                c += 1;
            }
            if c >= 14 {
                c -= 14;
            }
            b[c] += 1;
            s -= 1;
        }
        if c >= own && c < store && b[c] == 1 && b[12 - c] > 0 {
            b[store] += b[12 - c] + 1;
            b[12 - c] = 0;
            b[c] = 0;
        }
        let south: u8 = b[0..6].iter().sum();
        let north: u8 = b[7..13].iter().sum();
        if south == 0 || north == 0 {
            b[6] += south;
            b[13] += north;
            b[0..6].fill(0);
            b[7..13].fill(0);
            return true;
        }
        if c != store {
            self.north = !self.north;
        }
        false
    }
}

/// The same games as [`generic`] on Kalah, played by the hand-written code.
fn yardstick() -> (u64, u64) {
    let mut plies = 0;
    let mut check = 0u64;
    for index in 0..GAMES {
        let mut rng = game_rng(SEED, index);
        let mut k = Kalah::new();
        loop {
            let i = random_move(&mut rng, k.legal());
            plies += 1;
            if k.play(i) {
                break;
            }
        }
        check = check
            .wrapping_mul(31)
            .wrapping_add(u64::from(k.b[6]) << 8 | u64::from(k.b[13]));
    }
    (plies, check)
}

fn playouts(c: &mut Criterion) {
    let kalah = rules("kalah");
    let (kalah_plies, kalah_check) = generic(&kalah);
    // The yardstick must play exactly the interpreter's games.
    assert_eq!(
        yardstick(),
        (kalah_plies, kalah_check),
        "yardstick and interpreter disagree"
    );

    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(kalah_plies));
    group.bench_function("kalah/hand-specialised", |b| {
        b.iter(|| black_box(yardstick()))
    });
    for name in builtin_names() {
        let r = rules(name);
        let (plies, _) = generic(&r);
        group.throughput(Throughput::Elements(plies));
        group.bench_function(format!("{name}/generic"), |b| {
            b.iter(|| black_box(generic(black_box(&r))))
        });
    }
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
