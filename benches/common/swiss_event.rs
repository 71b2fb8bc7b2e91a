//! The seeded event of the Swiss pairing bench and of
//! `tools/swiss_pair_time.rs` (shared, so both time the same event):
//! rated players, results drawn by rating (a quarter drawn).

#![allow(dead_code)]

use hakem::swiss::{Colour, Entrant, GameResult, Pairing, Tournament};

/// `players` rated players, ratings falling from 2600 by 1.4 a player,
/// for an event of `rounds` rounds.
pub fn rated_field(players: usize, rounds: usize) -> Tournament {
    let mut t = Tournament::new(rounds, Colour::White).expect("valid");
    for i in 0..players {
        let mut e = Entrant::new(format!("Player {i}"));
        e.rating = Some(2600 - (i * 14 / 10) as u16);
        t.add_entrant(e).expect("room");
    }
    t
}

/// Records random results of `pairing` as round `round`: a quarter of the
/// games drawn, the rest won by Elo expectation; the bye as a bye.
pub fn play_round(t: &mut Tournament, round: u8, pairing: &Pairing, rng: &mut fastrand::Rng) {
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
