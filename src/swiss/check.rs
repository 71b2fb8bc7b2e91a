//! Re-pairing a finished tournament round by round, to compare its pairings
//! with hakem's (what FIDE calls a free pairings checker).

use super::dutch::{Board, ColourNumbering, PairingError, pair, pair_numbering};
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
        !self.agrees() && only_ranking_reading_differs(tournament, self.round, (boards, *bye), self)
    }

    /// The round as recorded is the pairing of an engine that numbers the
    /// absent players for the initial-colour rule (C.04.3 E.5): hakem's
    /// colours differ, and hakem paired with the event's pairing numbers
    /// (absent players included, [`ColourNumbering::Event`]) gives the
    /// recorded round, or that round but for the ranking reading above
    /// (caissify-pairings fed the event's numbers does both). Only a round
    /// whose colours the numbering changes can be of this class (one with a
    /// player absent and never paired, E.5 deciding a board).
    pub fn differs_only_by_absent_numbering(&self, tournament: &Tournament) -> bool {
        if self.agrees() || self.paired.is_err() {
            return false;
        }
        let state = before_pairing(tournament, self.round);
        let Ok(event) = pair_numbering(&state, self.round, ColourNumbering::Event) else {
            return false;
        };
        let boards = sorted(event.boards);
        if self.paired_as(&boards, event.bye) {
            // The numbering changes nothing here: no player is absent and
            // never paired, or E.5 decides no board of theirs.
            return false;
        }
        (boards == self.recorded && event.bye == self.recorded_bye)
            || only_ranking_reading_differs(tournament, self.round, (&boards, event.bye), self)
    }

    /// hakem's pairing is the peer's (from [`read_peer_rounds`]): the same
    /// boards, colours and bye, or no legal pairing for either.
    pub fn agrees_with_peer(&self, peer: &PeerRounds) -> bool {
        match peer.get(&self.round) {
            Some(Some((boards, bye))) => self.paired_as(boards, *bye),
            Some(None) => matches!(self.paired, Err(PairingError::NoLegalPairing { .. })),
            None => false,
        }
    }

    /// The same boards, colours and bye as `boards` and `bye` (another
    /// engine's pairing of the round, in any order).
    pub fn paired_as(&self, boards: &[Board], bye: Option<PairingNumber>) -> bool {
        matches!(&self.paired, Ok((mine, my_bye)) if *mine == sorted(boards.to_vec()) && *my_bye == bye)
    }

    /// The round as recorded breaks the bye rule and hakem finds no
    /// pairing that meets the absolute criteria: both say the round cannot
    /// be paired by the rules.
    pub fn no_legal_pairing(&self) -> bool {
        self.recorded_breaks_bye_rule
            && matches!(self.paired, Err(PairingError::NoLegalPairing { .. }))
    }
}

/// Another engine's pairing of each round of a tournament: its boards and
/// bye, or `None` for a round it found no legal pairing for.
pub type PeerRounds = std::collections::BTreeMap<u8, Option<(Vec<Board>, Option<PairingNumber>)>>;

/// Reads a peer engine's pairings as `tests/peers/gacrux_pairings.py`
/// writes them: a JSON object from round number to a list of `[white,
/// black]` pairing numbers, `[player, 0]` for the pairing-allocated bye, or
/// `null` for a round the engine could not pair.
pub fn read_peer_rounds(text: &str) -> Result<PeerRounds, String> {
    let raw: std::collections::BTreeMap<u8, Option<Vec<[usize; 2]>>> =
        serde_json::from_str(text).map_err(|e| e.to_string())?;
    let mut rounds = PeerRounds::new();
    for (round, pairs) in raw {
        let Some(pairs) = pairs else {
            rounds.insert(round, None);
            continue;
        };
        let (mut boards, mut bye) = (Vec::new(), None);
        for [white, black] in pairs {
            let white = PairingNumber::new(white)
                .ok_or_else(|| format!("round {round}: player 0 on the white side"))?;
            match PairingNumber::new(black) {
                Some(black) => boards.push(Board { white, black }),
                None if bye.is_none() => bye = Some(white),
                None => return Err(format!("round {round}: two pairing-allocated byes")),
            }
        }
        rounds.insert(round, Some((boards, bye)));
    }
    Ok(rounds)
}

/// `boards` with the same boards and bye as recorded, the colours of some
/// boards the other way, and on each of those the player with the higher
/// score holds the higher pairing number (the ranking reading).
fn only_ranking_reading_differs(
    tournament: &Tournament,
    round: u8,
    (boards, bye): (&[Board], Option<PairingNumber>),
    recorded: &RoundCheck,
) -> bool {
    if bye != recorded.recorded_bye || boards.len() != recorded.recorded.len() {
        return false;
    }
    let score = |p: PairingNumber| tournament.score_after(p, round - 1);
    boards.iter().zip(&recorded.recorded).all(|(mine, theirs)| {
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

/// Boards in the order a [`RoundCheck`] keeps them.
fn sorted(mut boards: Vec<Board>) -> Vec<Board> {
    boards.sort_by_key(|b| (b.white.min(b.black), b.white));
    boards
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
        let recorded = sorted(recorded);
        let state = before_pairing(tournament, round);
        let paired = pair(&state, round).map(|p| (sorted(p.boards), p.bye));
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
