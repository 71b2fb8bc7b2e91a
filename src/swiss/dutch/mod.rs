//! The Dutch system of FIDE Handbook C.04.3 (the text in force from
//! 1 February 2026), with the basic rules of C.04.1 and the bye rules of
//! C.04.2.
//!
//! Readings of the text, as the engine FIDE endorses (bbpPairings) reads it
//! unless said otherwise:
//! - only games played over the board are rematches and give colours;
//! - the higher ranked player of E.4 and E.5 is the one with the higher
//!   score, then the lower pairing number (the ranking order, C.04.3 1.2);
//!   caissify-pairings takes the lower pairing number whatever the scores;
//! - E.5's initial-colour parity is read from the pairing numbers counted
//!   over the players paired this round or in an earlier one: a player
//!   absent now who was never paired (a late entry, an absence or a
//!   requested bye from round 1 on) hands their number down, as bbpPairings
//!   and gacrux's engine number them (gacrux's `assign_tpn`); the event's
//!   pairing numbers are kept for everything else;
//! - a round not played is a downfloat only for the pairing-allocated bye
//!   or when it scored more than a loss (1.4.3: a requested bye worth
//!   points or a forfeit won, not an absence, a zero-point bye or a forfeit
//!   lost), and nothing else floats (1.4.4); caissify-pairings still reads
//!   the 2017 text (A.4.b: any round not played is a downfloat), gacrux's
//!   engine reads it as here;
//! - the pairing-allocated bye is barred only after a pairing-allocated bye
//!   or a win without playing (C.04.1), goes to the lowest score that still
//!   completes the round, and among equals to the player with the most games
//!   played (C9, weighed in the bracket that assigns the bye).
//!
//! Checked against caissify-pairings in `tests/it/swiss_peers.rs` and, by hand,
//! against bbpPairings (`tests/peers/bbp_pairings.py`);
//! `docs/dev/swiss-differential.md` gives the agreement and the article that
//! decides each class of rounds that differ.
//!
//! The files follow the rules' text: `players` (each player's colour
//! preference and floats, A.6 and 1.4), `criteria` (the absolute criteria
//! C1-C3 and the quality criteria packed into a matching's weights, in
//! their order), `colours` (the colour allocation of E), `bracket` (a
//! bracket and the scores it weighs), `round` (the brackets from the top,
//! the bye, the board order), `order` (the pairs inside a bracket in the
//! order of D) and `edges` (the weights of a bracket's edges, computed
//! once). The matching itself is [`super::matching`]: no Swiss notion.

mod bracket;
mod colours;
mod criteria;
mod edges;
mod order;
mod pairing;
mod players;
mod round;
mod state;

pub use pairing::{
    Board, BoardReason, ColourRule, Explanation, Float, FloatDirection, Pairing, PairingError,
    ScoreGroup,
};

use crate::swiss::tournament::{GameResult, Tournament};
pub use players::ColourNumbering;
use state::State;

/// Pairs `round` of `tournament` by the Dutch system. Deterministic: the same
/// tournament gives the same pairing.
///
/// Players left out: those not yet entered or withdrawn
/// ([`super::Entrant::takes_part_in`]) and those with something already
/// recorded for `round` (a requested bye).
///
/// How: the score brackets are paired from the top. For each bracket a
/// maximum weight matching over the bracket and every player below it
/// chooses who pairs inside the bracket and who floats down; the weight of
/// an edge packs the criteria of C.04.3 B.2-B.3 lexicographically (the
/// completion of the round C4 first, then C5, C6, C7, the colour criteria
/// C8-C11 and the float criteria C12-C15). The pairs inside the bracket are
/// then fixed one at a time in the order of C.04.3 D (S1 players from the
/// top, each with the first S2 player that keeps the best value), so that
/// among equally good pairings the first in the rules' order is made.
pub fn pair(tournament: &Tournament, round: u8) -> Result<Pairing, PairingError> {
    pair_numbering(tournament, round, ColourNumbering::Present)
}

/// [`pair`] with the initial-colour rule reading the parity of `numbering`.
pub fn pair_numbering(
    tournament: &Tournament,
    round: u8,
    numbering: ColourNumbering,
) -> Result<Pairing, PairingError> {
    let planned = tournament.rounds_planned();
    if !(1..=planned).contains(&round) {
        return Err(PairingError::RoundOutOfRange { round, planned });
    }
    for number in tournament.numbers() {
        if tournament
            .game(number, round)
            .is_some_and(|g| g.result.has_opponent() || g.result == GameResult::PairingBye)
        {
            return Err(PairingError::RoundAlreadyPaired { round });
        }
    }
    let taking_part = tournament
        .numbers()
        .filter(|&n| {
            tournament
                .entrant(n)
                .is_some_and(|e| e.takes_part_in(round))
        })
        .count();
    if taking_part < 2 {
        return Err(PairingError::TooFewPlayers {
            round,
            players: taking_part,
        });
    }
    let state = State::new(tournament, round, numbering);
    state.pair()
}
