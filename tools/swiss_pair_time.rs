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

use hakem::swiss::pair;

#[path = "../benches/common/swiss_event.rs"]
mod swiss_event;
use swiss_event::{play_round, rated_field};

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
    let mut t = rated_field(players, 9.max(rounds));
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
        play_round(&mut t, round, &pairing, &mut rng);
    }
}
