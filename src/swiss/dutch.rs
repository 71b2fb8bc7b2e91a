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
//! - the pairing numbers are the event's, absent players included, where
//!   bbpPairings leaves out a player not yet paired who is absent (for E.5's
//!   parity);
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
//! against bbpPairings (`tests/peers/bbp_pairings.py`); the README's
//! "Swiss pairing" gives the agreement and the article that decides each
//! class of rounds that differ.

use std::fmt;

use std::collections::HashSet;

use super::duals::{Outcome, Resolver};
use super::tournament::{Colour, GameResult, PairingNumber, Tournament};
use super::weight::Wide;

/// One board of a round: `white` starts set 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    pub white: PairingNumber,
    pub black: PairingNumber,
}

/// A round's pairing: the boards in board order (C.04.2: by the higher score
/// of the pair, then the higher sum, then the higher-ranked player) and the
/// player who gets the pairing-allocated bye, if the number is odd.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    pub round: u8,
    pub boards: Vec<Board>,
    pub bye: Option<PairingNumber>,
    /// How the pairing came about, for `--explain`.
    pub explanation: Explanation,
}

/// How a pairing came about: the score groups as they were paired, the
/// floaters, and the reason for each board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Explanation {
    /// The score groups from the top, as paired.
    pub score_groups: Vec<ScoreGroup>,
    /// Every player paired outside their own score group.
    pub floaters: Vec<Float>,
    /// One reason per board, in board order.
    pub boards: Vec<BoardReason>,
}

/// One score group (bracket) as it was paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreGroup {
    /// The score of its residents, in half-points.
    pub score: u32,
    /// Its residents, in pairing order (score, then pairing number).
    pub residents: Vec<PairingNumber>,
    /// Players moved down into it from higher groups.
    pub moved_down: Vec<PairingNumber>,
}

/// Which way a floater moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatDirection {
    /// Paired with a lower score (or given the bye).
    Down,
    /// Paired with a higher score.
    Up,
}

/// A player paired outside their score group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Float {
    pub player: PairingNumber,
    pub direction: FloatDirection,
    /// The player's own score, in half-points.
    pub score: u32,
    /// The opponent's score (for the bye: none).
    pub opponent_score: Option<u32>,
}

/// Why a board was made as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardReason {
    pub board: Board,
    /// The score of the group the pair was made in, in half-points.
    pub group_score: u32,
    /// Plain-English reason for the pair and for the colours.
    pub why: String,
}

/// Why a round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairingError {
    /// The round is not one of the tournament's rounds.
    RoundOutOfRange { round: u8, planned: u8 },
    /// An earlier round has a player with nothing recorded while they took
    /// part (its results are not all in).
    EarlierRoundIncomplete { round: u8, player: PairingNumber },
    /// The round already has games recorded.
    RoundAlreadyPaired { round: u8 },
    /// Fewer than two players take part in the round: nothing to pair
    /// (an event without players).
    TooFewPlayers { round: u8, players: usize },
    /// No pairing satisfies the absolute criteria (no rematch, no forbidden
    /// pair, at most one pairing-allocated bye per player, absolute colour
    /// preferences).
    NoLegalPairing { round: u8 },
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::RoundOutOfRange { round, planned } => {
                write!(f, "round {round} is not one of the {planned} rounds")
            }
            PairingError::EarlierRoundIncomplete { round, player } => write!(
                f,
                "round {round} has no result for player {player}: pair only after every result is in"
            ),
            PairingError::RoundAlreadyPaired { round } => {
                write!(f, "round {round} already has games recorded")
            }
            PairingError::TooFewPlayers { round, players } => write!(
                f,
                "round {round} cannot be paired: {players} {} part, a pairing needs two or more",
                if *players == 1 {
                    "player takes"
                } else {
                    "players take"
                }
            ),
            PairingError::NoLegalPairing { round } => write!(
                f,
                "round {round} cannot be paired without a rematch, a forbidden pair, a second bye or a colour the rules forbid"
            ),
        }
    }
}

impl std::error::Error for PairingError {}

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
    let state = State::new(tournament, round);
    state.pair()
}

/// How strongly a player wants a colour (C.04.3 A.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    Mild,
    Strong,
    Absolute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FloatKind {
    None,
    Down,
    Up,
}

/// What the pairing needs to know about one player to be paired.
#[derive(Debug, Clone)]
struct Player {
    number: PairingNumber,
    score: u32,
    /// Colours of the games played over the board, oldest first.
    colours: Vec<Colour>,
    colour_difference: i32,
    preference: Option<(Colour, Strength)>,
    /// The float of the previous round and of the round before it.
    floats: [FloatKind; 2],
    may_get_bye: bool,
    topscorer: bool,
}

impl Player {
    /// The ranking order (C.04.3 1.2, the 2017 text's A.2): the higher
    /// score first, then the lower pairing number.
    fn rank(&self) -> (std::cmp::Reverse<u32>, PairingNumber) {
        (std::cmp::Reverse(self.score), self.number)
    }
}

/// Up to this many players left, the order of a bracket is checked against
/// every one of them; above, against the bracket and the two score groups
/// below it (completion further down is then taken for granted).
const WHOLE_WINDOW: usize = 120;

/// The weight components of one edge.
const COMPONENTS: usize = 19;
/// The order the components are packed in, most significant first: C7's
/// scores (14) right after C7's pairs (3), then the bye's C9 (13); the
/// float score differences C16-C19 (15-18) after the float counts.
const PACK_ORDER: [usize; COMPONENTS] = [
    0, 1, 2, 3, 14, 13, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 18, 12,
];
/// Score differences counted for C16-C19 are at most this many half-points.
const MAX_SCORE_DIFFERENCE: u64 = 2 * super::MAX_ROUNDS as u64 * 4;
/// The widest an edge's weight may be.
const WEIGHT_BITS: u32 = 248;

struct State<'t> {
    tournament: &'t Tournament,
    round: u8,
    /// The players to pair, by score then pairing number (C.04.3 A.2).
    players: Vec<Player>,
    met: HashSet<(PairingNumber, PairingNumber)>,
    /// Whether there is a pairing-allocated bye: then index `players.len()`
    /// is the bye, a vertex that only bye-eligible players may "meet".
    odd: bool,
    /// The highest score the bye may go to: the lowest score at which some
    /// eligible player can take it and everyone else still be paired.
    bye_score_limit: std::cell::Cell<u32>,
    /// The most games any player has played (C9's bound).
    most_played: u64,
    /// The widest score difference C16-C19 count: between two players, or
    /// from a downfloater to a point below its bracket (at most
    /// [`MAX_SCORE_DIFFERENCE`]).
    score_spread: u64,
}

impl<'t> State<'t> {
    fn new(tournament: &'t Tournament, round: u8) -> State<'t> {
        let scoring = tournament.scoring();
        let last_round = round == tournament.rounds_planned();
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
        let float_in = |number: PairingNumber, r: u8| -> FloatKind {
            if r == 0 {
                return FloatKind::None;
            }
            let game = tournament.game_or_absent(number, r);
            match game.opponent {
                // C.04.3 1.4.2: of two players with different scores who
                // played each other, the higher floats down, the lower up.
                Some(opponent) if game.result.is_played() => {
                    let mine = tournament.score_after(number, r - 1);
                    let theirs = tournament.score_after(opponent, r - 1);
                    match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => FloatKind::Down,
                        std::cmp::Ordering::Less => FloatKind::Up,
                        std::cmp::Ordering::Equal => FloatKind::None,
                    }
                }
                // C.04.3 1.4.3: the pairing-allocated bye is a downfloat
                // whatever it is worth; any other round not played only
                // when it scored more than a loss (a requested bye or a
                // forfeit win, not an absence, a zero-point bye or a
                // forfeit lost). 1.4.4: nothing else floats.
                _ if game.result == GameResult::PairingBye => FloatKind::Down,
                _ if scoring.points(game.result) > scoring.loss => FloatKind::Down,
                _ => FloatKind::None,
            }
        };
        let mut players = Vec::new();
        for (index, entrant) in tournament.players().iter().enumerate() {
            let number = PairingNumber::from_index(index);
            if !entrant.takes_part_in(round) || tournament.game(number, round).is_some() {
                continue;
            }
            let score = tournament.score_after(number, round - 1);
            let mut colours = Vec::new();
            let mut may_get_bye = true;
            for r in 1..round {
                let game = tournament.game_or_absent(number, r);
                if game.result.is_played() {
                    colours.extend(game.colour);
                } else if game.result == GameResult::PairingBye
                    || scoring.points(game.result) >= scoring.win
                {
                    may_get_bye = false;
                }
            }
            let colour_difference: i32 = colours
                .iter()
                .map(|c| if *c == Colour::White { 1 } else { -1 })
                .sum();
            let preference = colour_preference(&colours, colour_difference);
            let floats = [
                float_in(number, round - 1),
                float_in(number, round.saturating_sub(2)),
            ];
            let topscorer = last_round && score * 2 > u32::from(round - 1) * scoring.win;
            players.push(Player {
                number,
                score,
                colours,
                colour_difference,
                preference,
                floats,
                may_get_bye,
                topscorer,
            });
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

    /// The absolute criteria C1-C3 (and the forbidden pairs, and C2 for the
    /// bye vertex).
    fn compatible(&self, a: usize, b: usize) -> bool {
        let n = self.players.len();
        if a >= n || b >= n {
            let player = a.min(b);
            return player < n
                && self.players[player].may_get_bye
                && self.players[player].score <= self.bye_score_limit.get();
        }
        let (p, q) = (&self.players[a], &self.players[b]);
        if self
            .met
            .contains(&(p.number.min(q.number), p.number.max(q.number)))
        {
            return false;
        }
        // C3: non-topscorers with the same absolute preference never meet.
        !matches!(
            (p.preference, q.preference),
            (Some((c, Strength::Absolute)), Some((d, Strength::Absolute)))
                if c == d && !p.topscorer && !q.topscorer
        )
    }

    /// The colours of a pair by C.04.3 E: (white, black) as indices.
    fn colours(&self, a: usize, b: usize) -> (usize, usize, &'static str) {
        // `high` is the higher ranked of E.4 and E.5 in the ranking order,
        // as bbpPairings and gacrux's engine read it.
        let (high, low) = if self.players[a].rank() < self.players[b].rank() {
            (a, b)
        } else {
            (b, a)
        };
        let (p, q) = (&self.players[high], &self.players[low]);
        let give = |colour: Colour, to: usize, other: usize| {
            if colour == Colour::White {
                (to, other)
            } else {
                (other, to)
            }
        };
        match (p.preference, q.preference) {
            (Some((c, _)), Some((d, _))) if c != d => {
                let (w, b) = give(c, high, low);
                (w, b, "both colour preferences granted (E.1)")
            }
            (Some((c, _)), None) => {
                let (w, b) = give(c, high, low);
                (w, b, "the only colour preference granted (E.1)")
            }
            (None, Some((d, _))) => {
                let (w, b) = give(d, low, high);
                (w, b, "the only colour preference granted (E.1)")
            }
            (Some((c, s)), Some((_, t))) => {
                if s != t {
                    let (winner, other) = if s > t { (high, low) } else { (low, high) };
                    let (w, b) = give(c, winner, other);
                    return (w, b, "the stronger colour preference granted (E.2)");
                }
                if s == Strength::Absolute && p.colour_difference.abs() != q.colour_difference.abs()
                {
                    let (winner, other) = if p.colour_difference.abs() > q.colour_difference.abs() {
                        (high, low)
                    } else {
                        (low, high)
                    };
                    let (w, b) = give(c, winner, other);
                    return (w, b, "the wider colour difference granted (E.2)");
                }
                let (hp, hq) = (&p.colours, &q.colours);
                for k in 1..=hp.len().min(hq.len()) {
                    let (x, y) = (hp[hp.len() - k], hq[hq.len() - k]);
                    if x != y {
                        let (w, b) = give(x.opposite(), high, low);
                        return (
                            w,
                            b,
                            "colours alternated from the last time they differed (E.3)",
                        );
                    }
                }
                let (w, b) = give(c, high, low);
                (w, b, "the higher ranked player's preference granted (E.4)")
            }
            (None, None) => {
                let initial = self.tournament.initial_colour();
                let colour = if p.number.get() % 2 == 1 {
                    initial
                } else {
                    initial.opposite()
                };
                let (w, b) = give(colour, high, low);
                (w, b, "the initial-colour rule (E.5)")
            }
        }
    }

    /// The criteria values of the edge `a`-`b` (vertex indices, `a` ranked
    /// above `b` or `b` the bye) while bracket `bracket` is paired; higher is
    /// better. `None` when the absolute criteria forbid the pair.
    fn components(&self, a: usize, b: usize, bracket: &Bracket) -> Option<[u64; COMPONENTS]> {
        if !self.compatible(a, b) {
            return None;
        }
        let (a, b) = (a.min(b), a.max(b));
        let n = self.players.len();
        let mut c = [0u64; COMPONENTS];
        c[0] = 1;
        if b >= n && bracket.assigns_bye {
            // C9 (2025 text): the pairing-allocated bye to a player with as
            // few unplayed games as possible, a criterion of the bracket
            // that assigns it (a higher bracket's pairing is not chosen for
            // the sake of a bye given further down).
            c[13] = self.players[a].colours.len() as u64;
        }
        let (in_a, in_b) = (bracket.contains(a), bracket.contains(b));
        c[4] = 2;
        c[5] = 2;
        c[6] = 2;
        c[7] = 2;
        c[8] = 1;
        c[9] = 1;
        c[10] = 1;
        c[11] = 1;
        c[15..19].fill(self.score_spread);
        if in_a && in_b {
            c[1] = 1;
            let (p, q) = (&self.players[a], &self.players[b]);
            // C6: the scores of the players paired are as high as can be,
            // score by score from the top (the higher ranked of each pair
            // counted in its score's own bits, so no number of lower pairs
            // outweighs one higher).
            c[2] = bracket.score_bit(p.score);
            let cost = self.colour_costs(a, b);
            for k in 0..4 {
                c[4 + k] -= cost[k];
            }
            if p.score != q.score {
                c[8] -= u64::from(p.floats[0] == FloatKind::Down);
                c[9] -= u64::from(q.floats[0] == FloatKind::Up);
                c[10] -= u64::from(p.floats[1] == FloatKind::Down);
                c[11] -= u64::from(q.floats[1] == FloatKind::Up);
                // C16-C19: the score differences of those repeated floats.
                let difference = u64::from(p.score.abs_diff(q.score)).min(self.score_spread);
                c[15] -= difference * u64::from(p.floats[0] == FloatKind::Down);
                c[16] -= difference * u64::from(q.floats[0] == FloatKind::Up);
                c[17] -= difference * u64::from(p.floats[1] == FloatKind::Down);
                c[18] -= difference * u64::from(q.floats[1] == FloatKind::Up);
            }
        } else if in_a || in_b {
            let floater = if in_a { a } else { b };
            let p = &self.players[floater];
            c[8] -= u64::from(p.floats[0] == FloatKind::Down);
            c[10] -= u64::from(p.floats[1] == FloatKind::Down);
            // C16 and C18 for a downfloater: its score difference is taken
            // to a score one point below the bracket's (as C6's is).
            let win = self.tournament.scoring().win;
            let difference =
                u64::from((p.score + win).saturating_sub(bracket.score)).min(self.score_spread);
            c[15] -= difference * u64::from(p.floats[0] == FloatKind::Down);
            c[17] -= difference * u64::from(p.floats[1] == FloatKind::Down);
            c[12] = bracket.position(floater) as u64 + 1;
            let other = if in_a { b } else { a };
            if other < n && bracket.next_contains(other) {
                c[3] = 1;
                c[14] = bracket.next_score_bit(self.players[a].score);
            }
        } else if bracket.next_contains(a) && b < n && bracket.next_contains(b) {
            c[3] = 1;
            c[14] = bracket.next_score_bit(self.players[a].score);
        }
        Some(c)
    }

    /// Costs of a pair's colours (C8-C11): topscorer colour differences
    /// beyond 2, topscorers' third colour in a row, preferences not granted,
    /// strong (or absolute) preferences not granted.
    fn colour_costs(&self, a: usize, b: usize) -> [u64; 4] {
        let (white, black, _) = self.colours(a, b);
        let topscorers = self.players[a].topscorer || self.players[b].topscorer;
        let mut cost = [0; 4];
        for (index, colour) in [(white, Colour::White), (black, Colour::Black)] {
            let p = &self.players[index];
            if topscorers {
                let delta = if colour == Colour::White { 1 } else { -1 };
                cost[0] += u64::from((p.colour_difference + delta).abs() > 2);
                let n = p.colours.len();
                cost[1] +=
                    u64::from(n >= 2 && p.colours[n - 1] == colour && p.colours[n - 2] == colour);
            }
            if let Some((wanted, strength)) = p.preference
                && wanted != colour
            {
                cost[2] += 1;
                cost[3] += u64::from(strength >= Strength::Strong);
            }
        }
        cost
    }

    fn pair(&self) -> Result<Pairing, PairingError> {
        let n = self.players.len();
        let total = n + usize::from(self.odd);
        let mut remaining: Vec<usize> = (0..total).collect();
        let mut moved_down: Vec<usize> = Vec::new();
        let mut pairs: Vec<(usize, usize, u32, &'static str)> = Vec::new();
        let mut explanation = Explanation::default();
        let mut bye = None;
        let mut scores: Vec<u32> = self.players.iter().map(|p| p.score).collect();
        scores.dedup();
        let everyone: Vec<usize> = (0..total).collect();
        let pairable = |a: usize, b: usize| self.compatible(a, b).then_some(Wide::from_u128(1));
        if !pairs_everyone(&everyone, &pairable) {
            return Err(PairingError::NoLegalPairing { round: self.round });
        }
        if self.odd {
            // The bye goes as low as it can (the reference engines settle
            // its score before any bracket): try the scores from the bottom.
            for &limit in scores.iter().rev() {
                self.bye_score_limit.set(limit);
                if pairs_everyone(&everyone, &pairable) {
                    break;
                }
                self.bye_score_limit.set(u32::MAX);
            }
        }
        for (group, &score) in scores.iter().enumerate() {
            let residents: Vec<usize> = remaining
                .iter()
                .copied()
                .filter(|&i| i < n && self.players[i].score == score && !moved_down.contains(&i))
                .collect();
            let mut members: Vec<usize> = moved_down
                .iter()
                .copied()
                .chain(residents.iter().copied())
                .collect();
            members.sort_unstable();
            explanation.score_groups.push(ScoreGroup {
                score,
                residents: residents.iter().map(|&i| self.players[i].number).collect(),
                moved_down: moved_down.iter().map(|&i| self.players[i].number).collect(),
            });
            let next: Vec<usize> = match scores.get(group + 1) {
                Some(&s) => remaining
                    .iter()
                    .copied()
                    .filter(|&i| i < n && self.players[i].score == s)
                    .collect(),
                None => Vec::new(),
            };
            // This bracket assigns the bye when it is the last, or when the
            // bye goes to its score and everyone below can be paired among
            // themselves (its one floater takes the bye).
            let last = group + 1 == scores.len();
            let assigns_bye = self.odd
                && (last
                    || score == self.bye_score_limit.get() && {
                        let below: Vec<usize> = remaining
                            .iter()
                            .copied()
                            .filter(|&i| i < n && self.players[i].score < score)
                            .collect();
                        pairs_everyone(&below, &pairable)
                    });
            let bracket = Bracket::new(
                assigns_bye,
                total,
                &members,
                &next,
                score,
                &members
                    .iter()
                    .map(|&i| self.players[i].score)
                    .collect::<Vec<_>>(),
                &next
                    .iter()
                    .map(|&i| self.players[i].score)
                    .collect::<Vec<_>>(),
            );
            // The pairs inside the bracket in the order of C.04.3 D; who
            // floats follows from them.
            let window = if remaining.len() <= WHOLE_WINDOW {
                remaining.clone()
            } else {
                let lowest_kept = scores.get(group + 2).copied().unwrap_or(0);
                remaining
                    .iter()
                    .copied()
                    .filter(|&i| {
                        i >= n || bracket.contains(i) || self.players[i].score >= lowest_kept
                    })
                    .collect()
            };
            let ordered = self.order_bracket(&members, &window, &bracket);
            let paired: HashSet<usize> = ordered.iter().flat_map(|&(a, b)| [a, b]).collect();
            let inside: Vec<usize> = members
                .iter()
                .copied()
                .filter(|i| paired.contains(i))
                .collect();
            let floaters: Vec<usize> = members
                .iter()
                .copied()
                .filter(|i| !paired.contains(i))
                .collect();
            for (a, b) in ordered {
                let (white, black, why) = self.colours(a, b);
                pairs.push((white, black, score, why));
            }
            moved_down.clear();
            for &f in &floaters {
                if last {
                    // Only the bye is left below the last bracket.
                    bye = Some(f);
                } else {
                    moved_down.push(f);
                }
            }
            remaining.retain(|i| !(inside.contains(i) || last && floaters.contains(i)));
        }
        let _ = &mut remaining;
        self.finish(pairs, bye, explanation)
    }
}

/// The bits of a player's label in [`State::order_bracket`].
const INSIDE: u8 = 1;
const FLOATING: u8 = 2;
const RESIDENT: u8 = 4;
const IN_S1: u8 = 8;

/// Which pairs inside a bracket a matching may make: a relation on the
/// players' labels (each below [`super::duals::LABELS`]).
struct Permission<'a> {
    label: &'a dyn Fn(usize) -> u8,
    relation: &'a dyn Fn(u8, u8) -> bool,
}

impl Permission<'_> {
    fn allows(&self, a: usize, b: usize) -> bool {
        (self.relation)((self.label)(a), (self.label)(b))
    }
}

impl State<'_> {
    /// The pairs made inside the bracket, in the order of C.04.3 D: the
    /// moved-down players from the top, each with the first resident that
    /// keeps the best value of the round's pairing (checked over `window`);
    /// then the remainder with S1 its top half, each S1 player with the
    /// first S2 player, transpositions before exchanges. Players left
    /// unpaired float down.
    fn order_bracket(
        &self,
        members: &[usize],
        window: &[usize],
        bracket: &Bracket,
    ) -> Vec<(usize, usize)> {
        let n = self.players.len();
        let vertices = n + usize::from(self.odd);
        let widths = bracket.widths(window.len(), self.most_played, self.score_spread);
        // The weights are the same in every matching of the bracket: computed
        // once over the window, then looked up.
        let table = EdgeTable::new(vertices, window, |a, b| {
            self.components(a, b, bracket).map(|mut c| {
                c[12] = 0;
                pack(&c, &widths)
            })
        });
        let base = |a: usize, b: usize| table.get(a, b);
        // The best pairing with the duals that prove it best: every best
        // pairing uses only edges of zero slack under them, so the others
        // are left out of every later matching (and a candidate on one is
        // refused at once). Without the proof, every edge is kept.
        let certified = certified_matching(window, &base);
        let (target_pairs, target, best_mate, tight, certified_duals) = match certified {
            Some(best) => {
                let tight = table.map(|i, j, w| best.duals.slack(i, j, w) == Wide::default());
                (
                    best.pairs,
                    best.total,
                    best.mate,
                    Some(tight),
                    Some(best.duals),
                )
            }
            None => {
                let (pairs, total, mate) = best_matching(window, &base);
                (pairs, total, mate, None, None)
            }
        };
        let tight_edge =
            |a: usize, b: usize| tight.as_ref().is_none_or(|t| t.get(a, b) == Some(true));
        // The later matchings, over the tight edges, are re-solved from the
        // last one's matching and duals (vertices and edges taken out or put
        // back), each answer checked by its certificate; without one, from
        // scratch.
        let resolver = match (&certified_duals, &tight) {
            (Some(duals), Some(tight)) => {
                let size = window.len();
                let mut edges = Vec::new();
                let mut weights = Vec::new();
                for i in 0..size {
                    for j in i + 1..size {
                        if tight.get(window[i], window[j]) == Some(true) {
                            edges.push((i, j));
                            weights.push(base(window[i], window[j]).expect("an edge"));
                        }
                    }
                }
                let local_mate: Vec<usize> = window
                    .iter()
                    .map(|&x| match best_mate[x] {
                        usize::MAX => usize::MAX,
                        y => table.place(y),
                    })
                    .collect();
                Some(std::cell::RefCell::new(Resolver::new(
                    size,
                    &edges,
                    &weights,
                    &duals.flattened(),
                    &local_mate,
                )))
            }
            _ => None,
        };
        let present = |vertices: &[usize]| {
            let mut present = vec![false; window.len()];
            for &x in vertices {
                present[table.place(x)] = true;
            }
            present
        };
        let by_vertex = |outcome: Outcome| {
            let mut mate = vec![usize::MAX; vertices];
            for (i, &j) in outcome.mate.iter().enumerate() {
                if j != usize::MAX {
                    mate[window[i]] = window[j];
                }
            }
            (outcome.pairs, outcome.total, mate)
        };
        // The best pairing of `rest` with the pairs inside the bracket that
        // `permission` allows, by the resolver if it can certify it.
        let resolved = |rest: &[usize],
                        permission: &Permission,
                        without: Option<(usize, usize)>|
         -> Option<(usize, Wide, Vec<usize>)> {
            let mut r = resolver.as_ref()?.borrow_mut();
            let labels: Vec<u8> = window.iter().map(|&x| (permission.label)(x)).collect();
            r.sync(&present(rest), &labels, permission.relation);
            let outcome = match without {
                Some((u, v)) => r.try_without(table.place(u), table.place(v)),
                None => r.outcome(),
            };
            outcome.map(by_vertex)
        };
        let best_tight = |vertices: &[usize], permission: &Permission| {
            if let Some(found) = resolved(vertices, permission, None) {
                return found;
            }
            let restricted = |a: usize, b: usize| {
                if permission.allows(a, b) && tight_edge(a, b) {
                    base(a, b)
                } else {
                    None
                }
            };
            let certified = tight
                .is_some()
                .then(|| certified_matching(vertices, &restricted));
            match certified.flatten() {
                Some(best) => (best.pairs, best.total, best.mate),
                None => best_matching(vertices, &restricted),
            }
        };
        let resident = |i: usize| i < n && self.players[i].score == bracket.score;
        let mut used = vec![false; vertices];
        let mut floating = vec![false; vertices];
        let mut fixed = Wide::default();
        let mut result: Vec<(usize, usize)> = Vec::new();
        // A best pairing that holds every pair fixed so far: a candidate it
        // already pairs needs no new matching. Whether a candidate is taken
        // depends only on whether some best pairing holds it (with the pairs
        // fixed and the edges allowed), never on which one is kept here.
        let current = std::cell::RefCell::new(best_mate.clone());
        // Whether `current`, left as it is, is a best pairing of the players
        // not `used` whose pairs inside the bracket are all `permitted`.
        let current_holds = |used: &[bool], permitted: &dyn Fn(usize, usize) -> bool| {
            let cur = current.borrow();
            window.iter().all(|&a| {
                let b = cur[a];
                used[a] || b == usize::MAX || (!used[b] && permitted(a, b))
            })
        };
        // Whether some best pairing of the players not `used` has its pairs
        // inside the bracket allowed by `permission` (then kept in `current`).
        let completes =
            |used: &[bool], fixed: Wide, fixed_pairs: usize, permission: &Permission| -> bool {
                if current_holds(used, &|a, b| permission.allows(a, b)) {
                    return true;
                }
                let rest: Vec<usize> = window.iter().copied().filter(|&x| !used[x]).collect();
                let (pairs, value, rest_mate) = best_tight(&rest, permission);
                let ok = pairs + fixed_pairs == target_pairs && value + fixed == target;
                if ok {
                    let mut cur = current.borrow_mut();
                    for &x in &rest {
                        cur[x] = rest_mate[x];
                    }
                }
                ok
            };
        let in_bracket = |a: usize, b: usize| bracket.contains(a) && bracket.contains(b);
        // Each player's label: what decides whether a pair inside the
        // bracket may be made (the resolver re-checks only the edges at
        // players whose label changed).
        let label_of = |x: usize, floating: &[bool], in_s1: &[bool]| -> u8 {
            let bit = |on: bool, bit: u8| if on { bit } else { 0 };
            bit(bracket.contains(x), INSIDE)
                | bit(floating[x], FLOATING)
                | bit(resident(x), RESIDENT)
                | bit(in_s1.get(x) == Some(&true), IN_S1)
        };
        // Whether fixing `u`-`v` (with `allowed` restricting the edges
        // inside the bracket, by their ends' labels) keeps the best value.
        let feasible = |u: usize,
                        v: usize,
                        used: &[bool],
                        label: &dyn Fn(usize) -> u8,
                        fixed: Wide,
                        fixed_pairs: usize,
                        allowed: &dyn Fn(u8, u8) -> bool|
         -> Option<Wide> {
            if !tight_edge(u, v) {
                return None;
            }
            let w = base(u, v)?;
            let gone = |x: usize| x == u || x == v || used[x];
            let relation =
                |a: u8, b: u8| a & b & INSIDE == 0 || ((a | b) & FLOATING == 0 && allowed(a, b));
            let permission = Permission {
                label,
                relation: &relation,
            };
            let permitted = |a: usize, b: usize| permission.allows(a, b);
            {
                let cur = current.borrow();
                let holds = cur[u] == v
                    && window.iter().all(|&a| {
                        let b = cur[a];
                        gone(a) || b == usize::MAX || (!gone(b) && permitted(a, b))
                    });
                if holds {
                    return Some(w);
                }
            }
            // The best pairing with `u`-`v` swapped in: `u`'s and `v`'s
            // partners meet instead (one of them may have had none).
            {
                let mut cur = current.borrow_mut();
                let (a, b) = (cur[u], cur[v]);
                let free = |x: usize| x == usize::MAX || !used[x];
                if a != v && a != usize::MAX && free(a) && free(b) && permitted(u, v) {
                    let old_ua = base(u, a);
                    let old_vb = if b == usize::MAX {
                        Some(Wide::default())
                    } else {
                        base(v, b)
                    };
                    let new_ab = if b == usize::MAX {
                        Some(Wide::default())
                    } else {
                        base(a, b)
                    };
                    let ab_permitted = b == usize::MAX || permitted(a, b);
                    if let (Some(ua), Some(vb), Some(ab), true) =
                        (old_ua, old_vb, new_ab, ab_permitted)
                    {
                        let rest_ok = window.iter().all(|&x| {
                            let y = cur[x];
                            gone(x)
                                || x == a
                                || x == b
                                || y == usize::MAX
                                || (y != u && y != v && permitted(x, y))
                        });
                        if rest_ok && w + ab == ua + vb {
                            cur[u] = v;
                            cur[v] = u;
                            if b == usize::MAX {
                                cur[a] = usize::MAX;
                            } else {
                                cur[a] = b;
                                cur[b] = a;
                            }
                            return Some(w);
                        }
                    }
                }
            }
            let rest: Vec<usize> = window.iter().copied().filter(|&x| !gone(x)).collect();
            let with_uv: Vec<usize> = window.iter().copied().filter(|&x| !used[x]).collect();
            let resolved_here = resolved(&with_uv, &permission, Some((u, v)));
            let certified_here = resolved_here.is_some();
            let (pairs, value, rest_mate) = match resolved_here {
                Some(found) => found,
                None => best_tight(&rest, &permission),
            };
            let ok = pairs + fixed_pairs + 1 == target_pairs && value + fixed + w == target;
            if ok {
                if let (true, Some(r)) = (certified_here, &resolver) {
                    r.borrow_mut().keep_trial();
                }
                let mut cur = current.borrow_mut();
                for &x in &rest {
                    cur[x] = rest_mate[x];
                }
                cur[u] = v;
                cur[v] = u;
            }
            ok.then_some(w)
        };
        // The moved-down players, with residents if the best value allows.
        let mdps: Vec<usize> = members.iter().copied().filter(|&i| !resident(i)).collect();
        if !mdps.is_empty() {
            let only_residents = |a: u8, b: u8| (a | b) & RESIDENT != 0;
            let any = |_: u8, _: u8| true;
            let restrict_mdps = {
                let relation = |a: u8, b: u8| a & b & INSIDE == 0 || only_residents(a, b);
                let label = |x: usize| label_of(x, &floating, &[]);
                let permission = Permission {
                    label: &label,
                    relation: &relation,
                };
                completes(&used, fixed, 0, &permission)
            };
            let allowed: &dyn Fn(u8, u8) -> bool =
                if restrict_mdps { &only_residents } else { &any };
            // C.04.3 D: S1 holds the M1 highest MDPs the best pairing pairs
            // here, the rest wait in Limbo; exchanges with Limbo come after
            // every transposition of S1's pairing. So when the best value
            // is reachable with the Limbo MDPs floating, they float.
            let paired_here = mdps
                .iter()
                .filter(|&&u| {
                    best_mate
                        .get(u)
                        .is_some_and(|&v| v != usize::MAX && bracket.contains(v))
                })
                .count();
            let limbo = &mdps[paired_here.min(mdps.len())..];
            if !limbo.is_empty() {
                // The Limbo MDPs marked as floating: no pair inside the
                // bracket with one of them.
                let mut in_limbo = vec![false; vertices];
                for &u in limbo {
                    in_limbo[u] = true;
                }
                let label = |x: usize| label_of(x, &in_limbo, &[]);
                let relation = |a: u8, b: u8| a & b & INSIDE == 0 || (a | b) & FLOATING == 0;
                let permission = Permission {
                    label: &label,
                    relation: &relation,
                };
                let (p, v, _) = best_tight(window, &permission);
                if p == target_pairs && v == target {
                    for &u in limbo {
                        floating[u] = true;
                    }
                }
            }
            for &u in &mdps {
                if used[u] || floating[u] {
                    continue;
                }
                let mut order: Vec<usize> = members
                    .iter()
                    .copied()
                    .filter(|&i| resident(i) && !used[i])
                    .collect();
                order.extend(mdps.iter().copied().filter(|&i| i != u && !used[i]));
                let label = |x: usize| label_of(x, &floating, &[]);
                let found = order.iter().find_map(|&v| {
                    if !allowed(label(u), label(v)) || floating[v] {
                        return None;
                    }
                    feasible(u, v, &used, &label, fixed, result.len(), allowed).map(|w| (v, w))
                });
                match found {
                    Some((v, w)) => {
                        fixed += w;
                        used[u] = true;
                        used[v] = true;
                        result.push((u, v));
                    }
                    None => {
                        floating[u] = true;
                    }
                }
            }
        }
        // The remainder: how many pairs it makes in the best pairing (the
        // same in every best pairing: the pairs inside the bracket are a
        // component of the weight).
        let remainder: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| resident(i) && !used[i])
            .collect();
        let no_floater_inside =
            |a: usize, b: usize| !in_bracket(a, b) || !(floating[a] || floating[b]);
        let mate_now = if current_holds(&used, &no_floater_inside) {
            current.borrow().clone()
        } else {
            let after_mdps: Vec<usize> = window.iter().copied().filter(|&x| !used[x]).collect();
            let restricted = |a: usize, b: usize| {
                if no_floater_inside(a, b) {
                    base(a, b)
                } else {
                    None
                }
            };
            best_matching(&after_mdps, &restricted).2
        };
        let mut in_remainder = vec![false; vertices];
        for &i in &remainder {
            in_remainder[i] = true;
        }
        let pairs_left = remainder
            .iter()
            .filter(|&&i| {
                mate_now
                    .get(i)
                    .is_some_and(|&j| j != usize::MAX && j > i && in_remainder[j])
            })
            .count();
        let half = pairs_left.min(remainder.len() / 2);
        let mut splits: Vec<Vec<usize>> = vec![remainder[..half].to_vec()];
        let mut exchanges: Vec<(usize, usize)> = Vec::new();
        for x in 0..half {
            for y in half..remainder.len() {
                exchanges.push((x, y));
            }
        }
        exchanges.sort_by_key(|&(x, y)| (y - x, std::cmp::Reverse(x), y));
        const MOST_EXCHANGES_TRIED: usize = 200;
        for &(x, y) in exchanges.iter().take(MOST_EXCHANGES_TRIED) {
            let mut s1: Vec<usize> = remainder[..half]
                .iter()
                .copied()
                .filter(|&i| i != remainder[x])
                .collect();
            s1.push(remainder[y]);
            s1.sort_unstable();
            splits.push(s1);
        }
        // Then two players each way, in the order of C.04.3 D.2: the
        // smallest difference of the sums of the exchanged players' numbers
        // in the bracket, then the highest moved from S1, then the lowest
        // moved from S2 (small remainders only: the pairs grow as the
        // fourth power).
        const MOST_FOR_DOUBLE_EXCHANGES: usize = 24;
        if remainder.len() <= MOST_FOR_DOUBLE_EXCHANGES {
            let mut doubles: Vec<([usize; 2], [usize; 2])> = Vec::new();
            for x1 in 0..half {
                for x2 in x1 + 1..half {
                    for y1 in half..remainder.len() {
                        for y2 in y1 + 1..remainder.len() {
                            doubles.push(([x1, x2], [y1, y2]));
                        }
                    }
                }
            }
            doubles.sort_by_key(|&([x1, x2], [y1, y2])| {
                (y1 + y2 - x1 - x2, std::cmp::Reverse([x2, x1]), [y1, y2])
            });
            for &([x1, x2], [y1, y2]) in doubles.iter().take(MOST_EXCHANGES_TRIED) {
                let mut s1: Vec<usize> = remainder[..half]
                    .iter()
                    .copied()
                    .filter(|&i| i != remainder[x1] && i != remainder[x2])
                    .collect();
                s1.extend([remainder[y1], remainder[y2]]);
                s1.sort_unstable();
                splits.push(s1);
            }
        }
        for s1 in &splits {
            let mut in_s1 = vec![false; vertices];
            for &i in s1 {
                in_s1[i] = true;
            }
            let across = |a: u8, b: u8| (a ^ b) & IN_S1 != 0;
            let label = |x: usize| label_of(x, &floating, &in_s1);
            // A split no best pairing can follow fails at its first S1
            // player: one matching says so, instead of one per candidate.
            if !s1.is_empty() {
                let relation =
                    |a: u8, b: u8| a & b & INSIDE == 0 || ((a | b) & FLOATING == 0 && across(a, b));
                let permission = Permission {
                    label: &label,
                    relation: &relation,
                };
                if !completes(&used, fixed, result.len(), &permission) {
                    continue;
                }
            }
            let s2: Vec<usize> = remainder.iter().copied().filter(|&i| !in_s1[i]).collect();
            let mut trial_used = used.clone();
            let mut trial_fixed = fixed;
            let mut trial = Vec::new();
            let mut complete = true;
            for &u in s1 {
                let found = s2.iter().find_map(|&v| {
                    if trial_used[v] {
                        return None;
                    }
                    feasible(
                        u,
                        v,
                        &trial_used,
                        &label,
                        trial_fixed,
                        result.len() + trial.len(),
                        &across,
                    )
                    .map(|w| (v, w))
                });
                let Some((v, w)) = found else {
                    complete = false;
                    break;
                };
                trial_fixed += w;
                trial_used[u] = true;
                trial_used[v] = true;
                trial.push((u, v));
            }
            if complete {
                result.extend(trial);
                return result;
            }
        }
        // No split of the remainder reaches the best value: any pairing in
        // the rules' order of the players.
        let any = |_: u8, _: u8| true;
        for &u in &remainder {
            if used[u] {
                continue;
            }
            let label = |x: usize| label_of(x, &floating, &[]);
            let found = remainder.iter().find_map(|&v| {
                if v <= u || used[v] {
                    return None;
                }
                feasible(u, v, &used, &label, fixed, result.len(), &any).map(|w| (v, w))
            });
            match found {
                Some((v, w)) => {
                    fixed += w;
                    used[u] = true;
                    used[v] = true;
                    result.push((u, v));
                }
                None => {
                    floating[u] = true;
                }
            }
        }
        result
    }

    fn finish(
        &self,
        pairs: Vec<(usize, usize, u32, &'static str)>,
        bye: Option<usize>,
        mut explanation: Explanation,
    ) -> Result<Pairing, PairingError> {
        let mut pairs = pairs;
        // Board order (C.04.2): the higher score in the pair, the sum of the
        // scores, then the rank of the higher ranked player.
        pairs.sort_by_key(|&(w, b, _, _)| {
            let (p, q) = (&self.players[w], &self.players[b]);
            (
                std::cmp::Reverse(p.score.max(q.score)),
                std::cmp::Reverse(p.score + q.score),
                w.min(b),
            )
        });
        let mut boards = Vec::new();
        for &(w, b, group_score, why) in &pairs {
            let (p, q) = (&self.players[w], &self.players[b]);
            let board = Board {
                white: p.number,
                black: q.number,
            };
            boards.push(board);
            if p.score != q.score {
                let (high, low) = if p.score > q.score { (p, q) } else { (q, p) };
                explanation.floaters.push(Float {
                    player: high.number,
                    direction: FloatDirection::Down,
                    score: high.score,
                    opponent_score: Some(low.score),
                });
                explanation.floaters.push(Float {
                    player: low.number,
                    direction: FloatDirection::Up,
                    score: low.score,
                    opponent_score: Some(high.score),
                });
            }
            explanation.boards.push(BoardReason {
                board,
                group_score,
                why: format!(
                    "paired in the score group of {}; colours: {why}",
                    half_points(group_score)
                ),
            });
        }
        let bye = bye.map(|i| {
            let p = &self.players[i];
            explanation.floaters.push(Float {
                player: p.number,
                direction: FloatDirection::Down,
                score: p.score,
                opponent_score: None,
            });
            p.number
        });
        Ok(Pairing {
            round: self.round,
            boards,
            bye,
            explanation,
        })
    }
}

/// A score in half-points as people write it ("2", "2.5").
fn half_points(score: u32) -> String {
    if score.is_multiple_of(2) {
        format!("{}", score / 2)
    } else {
        format!("{}.5", score / 2)
    }
}

/// A player's colour preference from the colours of the games they played
/// (C.04.3 A.6). Two games in a row with one colour is read before the
/// colour difference, as the reference engines do.
fn colour_preference(colours: &[Colour], difference: i32) -> Option<(Colour, Strength)> {
    let (&last, before) = colours.split_last()?;
    if before.last() == Some(&last) {
        return Some((last.opposite(), Strength::Absolute));
    }
    Some(match difference {
        d if d < -1 => (Colour::White, Strength::Absolute),
        d if d > 1 => (Colour::Black, Strength::Absolute),
        -1 => (Colour::White, Strength::Strong),
        1 => (Colour::Black, Strength::Strong),
        _ => (last.opposite(), Strength::Mild),
    })
}

/// The bracket being paired: its members, the next score group (for C7),
/// its score.
struct Bracket {
    /// 1 for members, 2 for the next score group, per vertex.
    membership: Vec<u8>,
    position: Vec<usize>,
    score: u32,
    /// The members' distinct scores, lowest first, with the first bit of
    /// each in C6's component.
    score_shifts: Vec<(u32, u32)>,
    score_bits: u32,
    /// The same for the members and the next score group together, for
    /// C7's scores of the pairs made in the next bracket.
    next_shifts: Vec<(u32, u32)>,
    next_bits: u32,
    /// Whether the bye is assigned in this bracket (C9 is weighed).
    assigns_bye: bool,
}

impl Bracket {
    fn new(
        assigns_bye: bool,
        vertices: usize,
        members: &[usize],
        next: &[usize],
        score: u32,
        member_scores: &[u32],
        next_scores: &[u32],
    ) -> Bracket {
        let shifts = |scores: &mut Vec<u32>| {
            scores.sort_unstable();
            let mut table = Vec::new();
            let mut shift = 0;
            for chunk in scores.chunk_by(|a, b| a == b) {
                table.push((chunk[0], shift.min(62)));
                shift += 64 - (chunk.len() as u64).leading_zeros();
            }
            (table, shift.min(62) + 1)
        };
        let (score_shifts, score_bits) = shifts(&mut member_scores.to_vec());
        let mut both: Vec<u32> = member_scores.to_vec();
        both.extend_from_slice(next_scores);
        let (next_shifts, next_bits) = shifts(&mut both);
        let mut membership = vec![0; vertices];
        let mut position = vec![0; vertices];
        for (k, &m) in members.iter().enumerate() {
            membership[m] = 1;
            position[m] = k;
        }
        for &m in next {
            membership[m] = 2;
        }
        Bracket {
            membership,
            position,
            score,
            score_shifts,
            score_bits,
            next_shifts,
            next_bits,
            assigns_bye,
        }
    }

    /// C7's value for a pair of the next bracket whose higher ranked
    /// player has `score`.
    fn next_score_bit(&self, score: u32) -> u64 {
        self.next_shifts
            .iter()
            .find(|s| s.0 == score)
            .map_or(0, |s| 1 << s.1)
    }

    /// C6's value for a pair whose higher ranked player has `score`.
    fn score_bit(&self, score: u32) -> u64 {
        self.score_shifts
            .iter()
            .find(|s| s.0 == score)
            .map_or(0, |s| 1 << s.1)
    }

    fn contains(&self, vertex: usize) -> bool {
        self.membership.get(vertex) == Some(&1)
    }

    fn next_contains(&self, vertex: usize) -> bool {
        self.membership.get(vertex) == Some(&2)
    }

    fn position(&self, vertex: usize) -> usize {
        self.position[vertex]
    }

    /// Bits for each component so that no sum over a matching of
    /// `vertices` carries into the component above.
    /// The bounds are the round's own (`most_played` games, scores
    /// `spread` apart, C14's positions left at zero in the weights): tighter
    /// bounds change no comparison, only the bits needed.
    fn widths(&self, vertices: usize, most_played: u64, spread: u64) -> [u32; COMPONENTS] {
        let pairs = (vertices / 2 + 1) as u64;
        let maxes = [
            1,
            1,
            1,
            1,
            2,
            2,
            2,
            2,
            1,
            1,
            1,
            1,
            0,
            most_played,
            1,
            spread,
            spread,
            spread,
            spread,
        ];
        let mut widths = maxes.map(|m| 64 - (m * pairs).leading_zeros());
        // C6's sums never carry: each score's bits hold its player count.
        widths[2] = self.score_bits;
        widths[14] = self.next_bits;
        // WEIGHT_BITS at most, so that the matching's duals (up to twice
        // the heaviest edge, doubled) stay far from the 256 bits of `Wide`:
        // past that, C16-C19 are left out (0 bits).
        if widths.iter().sum::<u32>() > WEIGHT_BITS {
            widths[15..19].fill(0);
        }
        assert!(
            widths.iter().sum::<u32>() <= WEIGHT_BITS,
            "weights wider than {WEIGHT_BITS} bits"
        );
        widths
    }
}

/// The weights of every edge among a window's vertices, computed once.
struct EdgeTable {
    /// Each vertex's place in the window, `usize::MAX` outside it.
    place: Vec<usize>,
    size: usize,
    weights: Vec<Option<Wide>>,
}

impl EdgeTable {
    fn new(
        vertices: usize,
        window: &[usize],
        weight: impl Fn(usize, usize) -> Option<Wide>,
    ) -> EdgeTable {
        let size = window.len();
        let mut place = vec![usize::MAX; vertices];
        for (k, &v) in window.iter().enumerate() {
            place[v] = k;
        }
        let mut weights = vec![None; size * size];
        for i in 0..size {
            for j in i + 1..size {
                let w = weight(window[i], window[j]);
                weights[i * size + j] = w;
                weights[j * size + i] = w;
            }
        }
        EdgeTable {
            place,
            size,
            weights,
        }
    }

    /// The same table with `f(i, j, weight)` for each edge, by places.
    fn map<T: Copy>(&self, f: impl Fn(usize, usize, Wide) -> T) -> Table<'_, T> {
        let mut values = vec![None; self.size * self.size];
        for i in 0..self.size {
            for j in i + 1..self.size {
                if let Some(w) = self.weights[i * self.size + j] {
                    let v = f(i, j, w);
                    values[i * self.size + j] = Some(v);
                    values[j * self.size + i] = Some(v);
                }
            }
        }
        Table {
            place: &self.place,
            size: self.size,
            values,
        }
    }

    /// A window vertex's place in the window.
    fn place(&self, v: usize) -> usize {
        self.place[v]
    }

    fn get(&self, a: usize, b: usize) -> Option<Wide> {
        let (i, j) = (self.place[a], self.place[b]);
        if i == usize::MAX || j == usize::MAX || i == j {
            return None;
        }
        self.weights[i * self.size + j]
    }
}

fn pack(components: &[u64; COMPONENTS], widths: &[u32; COMPONENTS]) -> Wide {
    let mut w = Wide::default();
    for k in PACK_ORDER {
        if widths[k] == 0 {
            continue;
        }
        w = w.shifted_add(widths[k], components[k]);
    }
    w
}

/// A value for each edge of an [`EdgeTable`]'s window.
struct Table<'e, T> {
    place: &'e [usize],
    size: usize,
    values: Vec<Option<T>>,
}

impl<T: Copy> Table<'_, T> {
    fn get(&self, a: usize, b: usize) -> Option<T> {
        let (i, j) = (self.place[a], self.place[b]);
        if i == usize::MAX || j == usize::MAX || i == j {
            return None;
        }
        self.values[i * self.size + j]
    }
}

/// A heaviest matching with the duals that prove it so (the largest too:
/// the number of pairs is the weights' most significant component).
struct Certified {
    pairs: usize,
    /// The weight of its pairs (without the offset).
    total: Wide,
    /// Partners indexed by vertex, `usize::MAX` for none.
    mate: Vec<usize>,
    /// The duals, by places in the vertex list given.
    duals: super::duals::Duals,
}

/// The heaviest matching of `vertices` by the solver that gives its duals; `None` when they do not prove it (the caller then asks
/// [`best_matching`]). The edges are those `weight` gives, so a sparse
/// graph costs less than the complete one.
fn certified_matching(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> Option<Certified> {
    let n = vertices.len();
    let size = vertices.iter().max().map_or(0, |&m| m + 1);
    let mut edges = Vec::new();
    let mut weights = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if let Some(w) = weight(vertices[i], vertices[j]) {
                edges.push((i, j));
                weights.push(w);
            }
        }
    }
    // A dense graph is matched over each vertex's heaviest edges first.
    const SPARSE_EDGES: usize = 8;
    let (partners, duals) = if edges.len() > n * SPARSE_EDGES {
        super::duals::matching_with_duals_sparse_first(n, &edges, &weights, SPARSE_EDGES)
    } else {
        super::duals::matching_with_duals(n, &edges, &weights)
    };
    let duals = duals?;
    let mut mate = vec![usize::MAX; size];
    let mut total = Wide::default();
    let mut pairs = 0;
    for (k, &(i, j)) in edges.iter().enumerate() {
        if partners[i] == j {
            mate[vertices[i]] = vertices[j];
            mate[vertices[j]] = vertices[i];
            total += weights[k];
            pairs += 1;
        }
    }
    Some(Certified {
        pairs,
        total,
        mate,
        duals,
    })
}

/// The heaviest matching of `vertices` (the largest too, by the weights):
/// its number of pairs,
/// its weight and the partners (indexed by vertex, `usize::MAX` for none).
fn best_matching(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> (usize, Wide, Vec<usize>) {
    let (mate, total) = solve_any(vertices, weight);
    let pairs = vertices.iter().filter(|&&v| mate[v] != usize::MAX).count() / 2;
    (pairs, total, mate)
}

/// Whether every one of `vertices` can be paired along the edges `weight`
/// gives. A greedy pairing in order that pairs everyone shows it (usually
/// at once: few pairs are barred); otherwise a maximum weight matching
/// decides.
fn pairs_everyone(vertices: &[usize], weight: &dyn Fn(usize, usize) -> Option<Wide>) -> bool {
    let mut paired = vec![false; vertices.len()];
    let greedy = (0..vertices.len()).all(|i| {
        if paired[i] {
            return true;
        }
        let partner = (i + 1..vertices.len())
            .find(|&j| !paired[j] && weight(vertices[i], vertices[j]).is_some());
        if let Some(j) = partner {
            paired[i] = true;
            paired[j] = true;
        }
        partner.is_some()
    });
    greedy || solve(vertices, weight).is_some()
}

/// Maximum weight matching over `vertices`, required perfect.
fn solve(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> Option<(Vec<usize>, Wide)> {
    let (mate, total) = solve_any(vertices, weight);
    vertices
        .iter()
        .all(|&v| mate[v] != usize::MAX)
        .then_some((mate, total))
}

/// Maximum weight matching over `vertices`. The weights must make it a
/// largest one too: the engine's weights have the number of pairs as their
/// most significant component (adding a base weight to every edge instead
/// would overflow the widest weights).
fn solve_any(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> (Vec<usize>, Wide) {
    let n = vertices.len();
    let size = vertices.iter().max().map_or(0, |&m| m + 1);
    let mut mate = vec![usize::MAX; size];
    if n == 0 {
        return (mate, Wide::default());
    }
    let mut weights = vec![None; n * n];
    for i in 0..n {
        for j in i + 1..n {
            weights[i * n + j] = weight(vertices[i], vertices[j]);
        }
    }
    let matrix: Vec<Wide> = weights.iter().map(|w| w.unwrap_or_default()).collect();
    let result = integer_blossom::max_weight_matching(&matrix, n);
    let mut total = Wide::default();
    for (i, m) in result.iter().enumerate() {
        let Some(j) = *m else { continue };
        mate[vertices[i]] = vertices[j];
        if i < j {
            total += weights[i * n + j].unwrap_or_default();
        }
    }
    (mate, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best perfect matching by trying them all.
    fn brute(vertices: &[usize], weight: &dyn Fn(usize, usize) -> Option<Wide>) -> Option<Wide> {
        let Some((&first, rest)) = vertices.split_first() else {
            return Some(Wide::default());
        };
        let mut best: Option<Wide> = None;
        for (k, &other) in rest.iter().enumerate() {
            let Some(w) = weight(first, other) else {
                continue;
            };
            let left: Vec<usize> = rest
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, &v)| v)
                .collect();
            if let Some(value) = brute(&left, weight) {
                let total = value + w;
                if best.is_none_or(|b| total > b) {
                    best = Some(total);
                }
            }
        }
        best
    }

    #[test]
    fn solve_finds_the_best_perfect_matching() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..300 {
            let n = 2 * rng.usize(1..=5);
            let mut table = vec![None; n * n];
            for i in 0..n {
                for j in i + 1..n {
                    if rng.u8(0..4) != 0 {
                        // The pair itself counted on top, as in the engine.
                        let w = Wide::from_u128(1)
                            .shifted_add(6, rng.u64(0..4))
                            .shifted_add(60, rng.u64(0..1 << 60))
                            .shifted_add(40, rng.u64(0..3));
                        table[i * n + j] = Some(w);
                        table[j * n + i] = Some(w);
                    }
                }
            }
            let weight = |a: usize, b: usize| table[a * n + b];
            let vertices: Vec<usize> = (0..n).collect();
            let (pairs, value, _) = best_matching(&vertices, &weight);
            let best = (pairs == n / 2).then_some(value);
            assert_eq!(best, brute(&vertices, &weight), "{table:?}");
        }
    }
}
