//! Swiss pairing speed: one round of 1,000 players in the middle of a
//! 9-round event (round 5: nine score groups, colour histories, floats,
//! rematches to avoid), paired by the Dutch engine. The earlier rounds are
//! paired by hakem itself with seeded random results (rating-weighted, a
//! quarter drawn), outside the measurement.
//!
//! `cargo bench --bench pairing -- --warm-up-time 1 --measurement-time 10`

use criterion::{Criterion, criterion_group, criterion_main};
use hakem::swiss::{Tournament, pair};

#[path = "common/swiss_event.rs"]
mod swiss_event;
use swiss_event::{play_round, rated_field};

const PLAYERS: usize = 1000;
const ROUND: u8 = 5;

/// A 1,000-player tournament with rounds 1 to `ROUND - 1` played.
fn mid_event() -> Tournament {
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut t = rated_field(PLAYERS, 9);
    for round in 1..ROUND {
        let pairing = pair(&t, round).expect("pairable");
        play_round(&mut t, round, &pairing, &mut rng);
    }
    t
}

fn bench(c: &mut Criterion) {
    let t = mid_event();
    let mut group = c.benchmark_group("swiss");
    group.sample_size(10);
    group.bench_function("pair round 5 of 1000 players", |b| {
        b.iter(|| pair(&t, ROUND).expect("pairable"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
