//! Re-pairing a finished tournament round by round, to compare its pairings
//! with hakem's (what FIDE calls a free pairings checker).

use super::dutch::{Board, PairingError, pair};
use super::tournament::{GameResult, PairingNumber, Tournament};

/// One round of a tournament compared with hakem's pairing of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundCheck {
    pub round: u8,
    /// The boards as recorded (white, black), sorted.
    pub recorded: Vec<Board>,
    pub recorded_bye: Option<PairingNumber>,
    /// How many pairing-allocated byes the round records.
    pub recorded_byes: usize,
    /// The round as recorded breaks C.04.1's bye rule: more than one
    /// pairing-allocated bye, or one to a player who already had one or a
    /// win without playing (what an engine does when no pairing meets the
    /// absolute criteria and it pairs anyway).
    pub recorded_breaks_bye_rule: bool,
    /// hakem's pairing of the round from the rounds before it.
    pub paired: Result<(Vec<Board>, Option<PairingNumber>), PairingError>,
}

impl RoundCheck {
    /// The same boards with the same colours, and the same bye.
    pub fn agrees(&self) -> bool {
        matches!(&self.paired, Ok((boards, bye)) if *boards == self.recorded && *bye == self.recorded_bye)
    }

    /// The same boards and bye as recorded, the colours of some boards the
    /// other way, and on each of those the player with the higher score
    /// (before the round) holds the higher pairing number. There "the higher
    /// ranked player" of the colour rules E.4 and E.5 is a different player
    /// for an engine that ranks by score, then pairing number (C.04.3 1.2,
    /// as hakem, bbpPairings and gacrux's engine do) and for one that takes
    /// the lower pairing number whatever the scores (caissify-pairings).
    pub fn differs_only_by_ranking_reading(&self, tournament: &Tournament) -> bool {
        let Ok((boards, bye)) = &self.paired else {
            return false;
        };
        if *bye != self.recorded_bye || boards.len() != self.recorded.len() || self.agrees() {
            return false;
        }
        let score = |p: PairingNumber| tournament.score_after(p, self.round - 1);
        boards.iter().zip(&self.recorded).all(|(mine, theirs)| {
            if mine == theirs {
                return true;
            }
            let flipped = mine.white == theirs.black && mine.black == theirs.white;
            let (high, low) = if score(mine.white) >= score(mine.black) {
                (mine.white, mine.black)
            } else {
                (mine.black, mine.white)
            };
            flipped && score(high) != score(low) && high > low
        })
    }

    /// The round as recorded breaks the bye rule and hakem finds no
    /// pairing that meets the absolute criteria: both say the round cannot
    /// be paired by the rules.
    pub fn no_legal_pairing(&self) -> bool {
        self.recorded_breaks_bye_rule
            && matches!(self.paired, Err(PairingError::NoLegalPairing { .. }))
    }
}

/// The tournament as it stood when `round` was paired: the rounds before it,
/// and for `round` only what was decided before pairing (requested byes,
/// absences).
pub fn before_pairing(tournament: &Tournament, round: u8) -> Tournament {
    let mut state = tournament.clone();
    for r in round..=tournament.rounds_planned() {
        let _ = state.clear_round(r);
    }
    for number in tournament.numbers() {
        if let Some(game) = tournament.game(number, round) {
            let decided_before = matches!(
                game.result,
                GameResult::FullBye
                    | GameResult::HalfBye
                    | GameResult::ZeroBye
                    | GameResult::Absent
            );
            if decided_before {
                let _ = state.record_unpaired(round, number, game.result);
            }
        }
    }
    state
}

/// Every round with games recorded, re-paired and compared.
pub fn check_rounds(tournament: &Tournament) -> Vec<RoundCheck> {
    let mut checks = Vec::new();
    for round in 1..=tournament.rounds_planned() {
        let mut recorded = Vec::new();
        let mut recorded_bye = None;
        let mut recorded_byes = 0;
        let mut recorded_breaks_bye_rule = false;
        let scoring = tournament.scoring();
        for number in tournament.numbers() {
            match tournament.game(number, round) {
                Some(game) if game.result == GameResult::PairingBye => {
                    recorded_bye = Some(number);
                    recorded_byes += 1;
                    recorded_breaks_bye_rule |= (1..round).any(|r| {
                        let before = tournament.game_or_absent(number, r).result;
                        !before.is_played() && scoring.points(before) >= scoring.win
                    });
                }
                Some(game) if game.colour == Some(super::Colour::White) => {
                    if let Some(black) = game.opponent {
                        recorded.push(Board {
                            white: number,
                            black,
                        });
                    }
                }
                _ => {}
            }
        }
        if recorded.is_empty() && recorded_bye.is_none() {
            continue;
        }
        recorded.sort_by_key(|b| (b.white.min(b.black), b.white));
        let state = before_pairing(tournament, round);
        let paired = pair(&state, round).map(|p| {
            let mut boards = p.boards;
            boards.sort_by_key(|b| (b.white.min(b.black), b.white));
            (boards, p.bye)
        });
        checks.push(RoundCheck {
            round,
            recorded,
            recorded_bye,
            recorded_byes,
            recorded_breaks_bye_rule: recorded_breaks_bye_rule || recorded_byes > 1,
            paired,
        });
    }
    checks
}
