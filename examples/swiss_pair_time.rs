//! Times the Dutch engine on the benchmark's event: `PLAYERS` rated
//! players, each round paired by hakem with seeded random results
//! (rating-weighted, a quarter drawn), as in `benches/pairing.rs`. Prints
//! the wall time of each round's pairing, and a checksum of its boards
//! (to compare the pairings of two builds).
//!
//!     cargo run --release --example swiss_pair_time -- PLAYERS ROUNDS
//!
//! Run it under `/usr/bin/time -v` for the process's CPU time.

use std::time::Instant;

use hakem::swiss::{Colour, Entrant, GameResult, Tournament, pair};

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("PLAYERS ROUNDS as numbers"))
        .collect();
    let (players, rounds) = match args.as_slice() {
        [p, r] => (*p, *r),
        _ => panic!("usage: swiss_pair_time PLAYERS ROUNDS"),
    };
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut t = Tournament::new(9.max(rounds), Colour::White).expect("valid");
    for i in 0..players {
        let mut e = Entrant::new(format!("Player {i}"));
        e.rating = Some(2600 - (i * 14 / 10) as u16);
        t.add_entrant(e).expect("room");
    }
    for round in 1..=rounds as u8 {
        let start = Instant::now();
        let pairing = pair(&t, round).expect("pairable");
        let elapsed = start.elapsed().as_secs_f64();
        // FNV-1a over the boards' (white, black) entrant ids and the bye.
        let mut checksum: u64 = 0xcbf2_9ce4_8422_2325;
        let ids = pairing
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(pairing.bye);
        for id in ids {
            for byte in format!("{id:?};").bytes() {
                checksum = (checksum ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        println!(
            "round {round}: {} boards in {elapsed:.3} s, checksum {checksum:016x}",
            pairing.boards.len(),
        );
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
}
