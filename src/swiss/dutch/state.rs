//! What pairing a round works from: the players to pair in the ranking
//! order, the pairs barred, and the bounds of the round's weights.

use std::collections::HashSet;

use super::players::{ColourNumbering, Player};
use crate::swiss::tournament::{GameResult, MAX_ROUNDS, PairingNumber, Tournament};

/// Score differences counted for C16-C19 are at most this many half-points.
pub(super) const MAX_SCORE_DIFFERENCE: u64 = 2 * MAX_ROUNDS as u64 * 4;

/// The round being paired.
pub(super) struct State<'t> {
    pub(super) tournament: &'t Tournament,
    pub(super) round: u8,
    /// The players to pair, by score then pairing number (C.04.3 A.2).
    pub(super) players: Vec<Player>,
    pub(super) met: HashSet<(PairingNumber, PairingNumber)>,
    /// Whether there is a pairing-allocated bye: then index `players.len()`
    /// is the bye, a vertex that only bye-eligible players may "meet".
    pub(super) odd: bool,
    /// The highest score the bye may go to: the lowest score at which some
    /// eligible player can take it and everyone else still be paired.
    pub(super) bye_score_limit: std::cell::Cell<u32>,
    /// The most games any player has played (C9's bound).
    pub(super) most_played: u64,
    /// The widest score difference C16-C19 count: between two players, or
    /// from a downfloater to a point below its bracket (at most
    /// [`MAX_SCORE_DIFFERENCE`]).
    pub(super) score_spread: u64,
}

impl<'t> State<'t> {
    pub(super) fn new(
        tournament: &'t Tournament,
        round: u8,
        numbering: ColourNumbering,
    ) -> State<'t> {
        let scoring = tournament.scoring();
        let mut met = HashSet::new();
        for number in tournament.numbers() {
            for r in 1..round {
                let game = tournament.game_or_absent(number, r);
                if let (Some(opponent), true) = (game.opponent, game.result.is_played()) {
                    met.insert((number.min(opponent), number.max(opponent)));
                }
            }
        }
        for &(a, b) in tournament.forbidden() {
            met.insert((a, b));
        }
        let mut players = Vec::new();
        // E.5's numbering: a player absent now who was never paired before
        // is left out of the count.
        let mut counted = 0;
        for (index, entrant) in tournament.players().iter().enumerate() {
            let number = PairingNumber::from_index(index);
            let present = entrant.takes_part_in(round) && tournament.game(number, round).is_none();
            // Paired: given an opponent (a forfeit too) or the
            // pairing-allocated bye, as gacrux's `rip` counts rounds paired.
            let paired_before = (1..round).any(|r| {
                let game = tournament.game_or_absent(number, r);
                game.opponent.is_some() || game.result == GameResult::PairingBye
            });
            if present || paired_before {
                counted += 1;
            }
            if present {
                let mut player = Player::new(tournament, number, round);
                player.colour_number = match numbering {
                    ColourNumbering::Present => counted,
                    ColourNumbering::Event => number.get(),
                };
                players.push(player);
            }
        }
        players.sort_by_key(Player::rank);
        let odd = players.len() % 2 == 1;
        let most_played = players
            .iter()
            .map(|p| p.colours.len() as u64)
            .max()
            .unwrap_or(0);
        let score_spread = match (players.first(), players.last()) {
            (Some(top), Some(bottom)) => {
                u64::from(top.score - bottom.score + scoring.win).min(MAX_SCORE_DIFFERENCE)
            }
            _ => 0,
        };
        State {
            tournament,
            round,
            players,
            met,
            odd,
            bye_score_limit: std::cell::Cell::new(u32::MAX),
            most_played,
            score_spread,
        }
    }
}
