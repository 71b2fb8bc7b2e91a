//! Swiss-system pairing by the FIDE Dutch system, the standings' tie-breaks,
//! and the FIDE Tournament Report File (TRF).
//!
//! The model is the TRF's: a [`Tournament`] holds its entrants in pairing
//! number order (the initial ranking) and, for each entrant and each round,
//! one [`Game`]: whom they met, with which [`Colour`], and the
//! [`GameResult`]. "Colour" is the chess word the FIDE texts use; in a
//! mancala-family event White is the player who starts set 1.
//!
//! Scores are counted in half-points (`u32`), never in floats: a win is
//! worth 2, a draw 1, by default (see [`Scoring`]).
//!
//! [`pair`] pairs the next round by the Dutch system (FIDE Handbook C.04.3),
//! [`tiebreak`] computes the tie-breaks of FIDE's C.07 and the mind-sports
//! ones, and [`trf`] reads and writes the tournament as a TRF.

pub mod check;
mod dutch;
mod matching;
pub mod tiebreak;
mod tournament;
pub mod trf;

pub use dutch::{
    Board, BoardReason, ColourNumbering, ColourRule, Explanation, Float, FloatDirection, Pairing,
    PairingError, ScoreGroup, pair, pair_numbering,
};
pub use tiebreak::{Standing, TieBreak, TieBreakWords, Value, standings};
pub use tournament::{
    Colour, Entrant, Game, GameResult, MAX_GAME_FIGURE, MAX_PLAYERS, MAX_ROUNDS, PairingNumber,
    Scoring, Tournament, TournamentError,
};
