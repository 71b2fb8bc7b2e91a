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
use hakem::analysis::simulate::{game_rng, play_game, random_move};
use hakem::ruleset::{Ruleset, builtin, builtin_names};

#[path = "common/kalah.rs"]
mod kalah;
use kalah::{Kalah, Tables, cell};

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
