//! Swiss pairing speed: one round of 1,000 players in the middle of a
//! 9-round event (round 5: nine score groups, colour histories, floats,
//! rematches to avoid), paired by the Dutch engine. The earlier rounds are
//! paired by hakem itself with seeded random results (rating-weighted, a
//! quarter drawn), outside the measurement.
//!
//! `cargo bench --bench pairing -- --warm-up-time 1 --measurement-time 20`

use criterion::{Criterion, criterion_group, criterion_main};
use hakem::swiss::{Colour, Entrant, GameResult, Tournament, pair};

const PLAYERS: usize = 1000;
const ROUND: u8 = 5;

/// A 1,000-player tournament with rounds 1 to `ROUND - 1` played.
fn mid_event() -> Tournament {
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut t = Tournament::new(9, Colour::White).expect("valid");
    for i in 0..PLAYERS {
        let mut e = Entrant::new(format!("Player {i}"));
        e.rating = Some(2600 - (i as u16 * 14) / 10);
        t.add_entrant(e).expect("room");
    }
    for round in 1..ROUND {
        let pairing = pair(&t, round).expect("pairable");
        for b in &pairing.boards {
            let (w, bl) = (t.entrant(b.white).unwrap(), t.entrant(b.black).unwrap());
            let diff = f64::from(bl.rating.unwrap()) - f64::from(w.rating.unwrap());
            let expected = 1.0 / (1.0 + 10f64.powf(diff / 400.0));
            let x = rng.f64();
            let (rw, rb) = if x < 0.25 {
                (GameResult::Draw, GameResult::Draw)
            } else if x < 0.25 + 0.75 * expected {
                (GameResult::Win, GameResult::Loss)
            } else {
                (GameResult::Loss, GameResult::Win)
            };
            t.record_game(round, b.white, b.black, rw, rb)
                .expect("consistent");
        }
        if let Some(p) = pairing.bye {
            t.record_unpaired(round, p, GameResult::PairingBye)
                .expect("free");
        }
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
