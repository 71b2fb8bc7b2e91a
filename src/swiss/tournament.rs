//! The state of a Swiss tournament, as the TRF holds it: entrants in pairing
//! number order and one game (or bye, or absence) per entrant per round.

use std::fmt;

/// Most entrants a tournament may have. The TRF's pairing numbers have four
/// digits, but the Dutch pairing's weighted matching takes memory in the
/// square of the players: measured (release build, `hakem pair --dry-run`)
/// 157 MB at 1,000, 607 MB at 2,000, 1.4 GB at 3,000, so about 15 GB at
/// 9,999. 2,000 pairs within 0.6 GB (docs/dev/limits.md).
pub const MAX_PLAYERS: usize = 2000;
/// Most rounds a tournament may have.
pub const MAX_ROUNDS: u8 = 99;
/// The most set points (in half-points) or stones one game's record holds:
/// far beyond any real round, and what `event.toml` accepts.
pub const MAX_GAME_FIGURE: u32 = 10_000;

/// A player's place in the initial ranking, from 1. Entrant `n` is
/// `Tournament::players()[n - 1]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PairingNumber(u16);

impl PairingNumber {
    /// `None` for 0 and for numbers above [`MAX_PLAYERS`].
    pub fn new(number: usize) -> Option<PairingNumber> {
        (1..=MAX_PLAYERS)
            .contains(&number)
            .then_some(PairingNumber(number as u16))
    }

    /// The pairing number from the index of an entrant in `players()`.
    pub(crate) fn from_index(index: usize) -> PairingNumber {
        PairingNumber(index as u16 + 1)
    }

    /// The number itself, from 1.
    pub fn get(self) -> usize {
        usize::from(self.0)
    }

    /// The index of the entrant in `Tournament::players()`.
    pub fn index(self) -> usize {
        usize::from(self.0) - 1
    }
}

impl fmt::Display for PairingNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A pairing number in a message is a number.
impl crate::words::IntoArg for PairingNumber {
    fn to_arg(&self) -> crate::words::Arg {
        crate::words::Arg::Number(f64::from(self.0))
    }
}

/// Which side a player took. In a mancala-family event White is the player
/// who starts set 1 (set 2 is started by Black, set 3 by White again).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// What one round gave one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// A game played and won.
    Win,
    /// A game played and drawn.
    Draw,
    /// A game played and lost.
    Loss,
    /// Paired, and the opponent did not play: won by forfeit.
    ForfeitWin,
    /// Paired, and did not play: lost by forfeit (both players may have
    /// forfeited the same game).
    ForfeitLoss,
    /// The pairing-allocated bye (the odd player out), worth
    /// [`Scoring::pairing_bye`].
    PairingBye,
    /// A requested bye worth a full point.
    FullBye,
    /// A requested bye worth half a point.
    HalfBye,
    /// A requested bye worth nothing.
    ZeroBye,
    /// Not paired and no bye (not yet entered, withdrawn, absent).
    Absent,
}

impl GameResult {
    /// A game over the board: the result counts, the colour was played.
    pub fn is_played(self) -> bool {
        matches!(self, GameResult::Win | GameResult::Draw | GameResult::Loss)
    }

    /// A result that needs an opponent.
    pub fn has_opponent(self) -> bool {
        matches!(
            self,
            GameResult::Win
                | GameResult::Draw
                | GameResult::Loss
                | GameResult::ForfeitWin
                | GameResult::ForfeitLoss
        )
    }

    /// The result the opponent gets for the same game (a forfeit loss is
    /// answered by a forfeit win; see [`Tournament::record_game`] for the
    /// double forfeit).
    pub fn mirrored(self) -> GameResult {
        match self {
            GameResult::Win => GameResult::Loss,
            GameResult::Loss => GameResult::Win,
            GameResult::ForfeitWin => GameResult::ForfeitLoss,
            GameResult::ForfeitLoss => GameResult::ForfeitWin,
            other => other,
        }
    }
}

crate::message_ids!(GameResult {
    Win = "swiss-result-win",
    Draw = "swiss-result-draw",
    Loss = "swiss-result-loss",
    ForfeitWin = "swiss-result-forfeit-win",
    ForfeitLoss = "swiss-result-forfeit-loss",
    PairingBye = "swiss-result-pairing-bye",
    FullBye = "swiss-result-full-bye",
    HalfBye = "swiss-result-half-bye",
    ZeroBye = "swiss-result-zero-bye",
    Absent = "swiss-result-absent",
});

/// A result in a message is its words.
impl crate::words::IntoArg for GameResult {
    fn to_arg(&self) -> crate::words::Arg {
        crate::words::Arg::Message(Box::new(crate::words::Message::msg(self)))
    }
}

/// What each result is worth, in half-points. The default is the usual
/// 1 / ½ / 0 (2 / 1 / 0 half-points), with the pairing-allocated bye worth a
/// win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scoring {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
    pub forfeit_win: u32,
    pub forfeit_loss: u32,
    pub pairing_bye: u32,
    pub full_bye: u32,
    pub half_bye: u32,
    pub zero_bye: u32,
    pub absent: u32,
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring {
            win: 2,
            draw: 1,
            loss: 0,
            forfeit_win: 2,
            forfeit_loss: 0,
            pairing_bye: 2,
            full_bye: 2,
            half_bye: 1,
            zero_bye: 0,
            absent: 0,
        }
    }
}

impl Scoring {
    /// The half-points a result is worth.
    pub fn points(&self, result: GameResult) -> u32 {
        match result {
            GameResult::Win => self.win,
            GameResult::Draw => self.draw,
            GameResult::Loss => self.loss,
            GameResult::ForfeitWin => self.forfeit_win,
            GameResult::ForfeitLoss => self.forfeit_loss,
            GameResult::PairingBye => self.pairing_bye,
            GameResult::FullBye => self.full_bye,
            GameResult::HalfBye => self.half_bye,
            GameResult::ZeroBye => self.zero_bye,
            GameResult::Absent => self.absent,
        }
    }
}

/// One player's round: whom they met, with which colour, and the result.
/// Byes and absences have no opponent and no colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Game {
    pub opponent: Option<PairingNumber>,
    pub colour: Option<Colour>,
    pub result: GameResult,
    /// Set points won in this game, in half-points, where the caller knows
    /// them (mind-sports tie-break "set points won").
    pub set_points: Option<u32>,
    /// Stones won in this game, where the caller knows them (mind-sports
    /// tie-break "stones won").
    pub stones: Option<u32>,
}

impl Game {
    /// A round without opponent: a bye of some kind, or an absence.
    pub fn unpaired(result: GameResult) -> Game {
        Game {
            opponent: None,
            colour: None,
            result,
            set_points: None,
            stones: None,
        }
    }
}

/// One player of the tournament. The pairing number is the place in
/// [`Tournament::players`], not a field.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entrant {
    /// The name as printed (the TRF wants "Surname, Given names").
    pub name: String,
    pub rating: Option<u16>,
    /// The first round the player takes part in (a late entry); `None` or 1
    /// for from the start. Earlier rounds are [`GameResult::Absent`] unless a
    /// bye was recorded for them.
    pub late_from: Option<u8>,
    /// The last round the player took part in; they are not paired after it.
    pub withdrawn_after: Option<u8>,
}

impl Entrant {
    pub fn new(name: impl Into<String>) -> Entrant {
        Entrant {
            name: name.into(),
            ..Entrant::default()
        }
    }

    /// Whether the player is in the tournament in `round` (entered, not yet
    /// withdrawn).
    pub fn takes_part_in(&self, round: u8) -> bool {
        self.late_from.is_none_or(|first| round >= first)
            && self.withdrawn_after.is_none_or(|last| round <= last)
    }
}

crate::messages! {
    /// Why a change to a [`Tournament`] was refused. The tournament is left
    /// as it was.
    #[derive(Eq)]
    pub enum TournamentError {
        TooManyPlayers { max: usize } = "swiss-too-many-players",
        RoundsOutOfRange { rounds: usize, max: u8 } = "swiss-rounds-out-of-range",
        RoundOutOfRange { round: u8, planned: u8 } = "swiss-round-out-of-range",
        UnknownPlayer { number: PairingNumber } = "swiss-unknown-player",
        SamePlayer { number: PairingNumber } = "swiss-same-player",
        /// The result needs an opponent (or must not have one).
        WrongKindOfResult { result: GameResult } = "swiss-wrong-kind-of-result",
        /// The two results given for one game do not fit together.
        ResultsDisagree { white: GameResult, black: GameResult } = "swiss-results-disagree",
        /// The player already has a game or bye in that round.
        AlreadyRecorded { number: PairingNumber, round: u8 } = "swiss-already-recorded",
    }
}

/// In English, as logs read it.
impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::Words::english().say(self))
    }
}

impl std::error::Error for TournamentError {}

/// A Swiss tournament: its entrants in pairing-number order, every round
/// recorded so far, and what the pairing needs besides (forbidden pairs, the
/// lot for the first colour, the scoring).
///
/// Games are recorded for both players at once, so the history stays
/// consistent: if A met B in round 3, B met A in round 3 with the other
/// colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    name: String,
    rounds_planned: u8,
    initial_colour: Colour,
    scoring: Scoring,
    players: Vec<Entrant>,
    /// `games[player][round - 1]`.
    games: Vec<Vec<Option<Game>>>,
    forbidden: Vec<(PairingNumber, PairingNumber)>,
}

impl Tournament {
    /// An empty tournament of `rounds_planned` rounds. `initial_colour` is
    /// the lot drawn at the technical meeting: the colour of pairing number 1
    /// in round 1 (C.04.3 rule E.5 / the initial-colour rule).
    pub fn new(
        rounds_planned: usize,
        initial_colour: Colour,
    ) -> Result<Tournament, TournamentError> {
        if !(1..=usize::from(MAX_ROUNDS)).contains(&rounds_planned) {
            return Err(TournamentError::RoundsOutOfRange {
                rounds: rounds_planned,
                max: MAX_ROUNDS,
            });
        }
        Ok(Tournament {
            name: String::new(),
            rounds_planned: rounds_planned as u8,
            initial_colour,
            scoring: Scoring::default(),
            players: Vec::new(),
            games: Vec::new(),
            forbidden: Vec::new(),
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn set_name(&mut self, name: impl Into<String>) {
        self.name = name.into();
    }

    pub fn rounds_planned(&self) -> u8 {
        self.rounds_planned
    }

    pub fn initial_colour(&self) -> Colour {
        self.initial_colour
    }

    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    pub fn set_scoring(&mut self, scoring: Scoring) {
        self.scoring = scoring;
    }

    /// The entrants in pairing-number order.
    pub fn players(&self) -> &[Entrant] {
        &self.players
    }

    pub fn entrant(&self, number: PairingNumber) -> Option<&Entrant> {
        self.players.get(number.index())
    }

    /// Mutable access to an entrant's data (name, rating, late entry,
    /// withdrawal); the games are not in it.
    pub fn entrant_mut(&mut self, number: PairingNumber) -> Option<&mut Entrant> {
        self.players.get_mut(number.index())
    }

    /// All pairing numbers, in order.
    pub fn numbers(&self) -> impl Iterator<Item = PairingNumber> + '_ {
        (0..self.players.len()).map(PairingNumber::from_index)
    }

    /// Adds an entrant at the end of the ranking and returns their number.
    pub fn add_entrant(&mut self, entrant: Entrant) -> Result<PairingNumber, TournamentError> {
        if self.players.len() >= MAX_PLAYERS {
            return Err(TournamentError::TooManyPlayers { max: MAX_PLAYERS });
        }
        self.players.push(entrant);
        self.games
            .push(vec![None; usize::from(self.rounds_planned)]);
        Ok(PairingNumber::from_index(self.players.len() - 1))
    }

    fn check_player(&self, number: PairingNumber) -> Result<(), TournamentError> {
        if number.index() < self.players.len() {
            Ok(())
        } else {
            Err(TournamentError::UnknownPlayer { number })
        }
    }

    fn check_round(&self, round: u8) -> Result<(), TournamentError> {
        if (1..=self.rounds_planned).contains(&round) {
            Ok(())
        } else {
            Err(TournamentError::RoundOutOfRange {
                round,
                planned: self.rounds_planned,
            })
        }
    }

    fn check_free(&self, number: PairingNumber, round: u8) -> Result<(), TournamentError> {
        if self.games[number.index()][usize::from(round) - 1].is_some() {
            Err(TournamentError::AlreadyRecorded { number, round })
        } else {
            Ok(())
        }
    }

    /// Records a game between `white` and `black` in `round`, with each
    /// one's result: `Win`/`Loss`, `Draw`/`Draw`, `ForfeitWin`/`ForfeitLoss`
    /// and the double forfeit `ForfeitLoss`/`ForfeitLoss`. A game paired but
    /// not yet played is not recorded.
    pub fn record_game(
        &mut self,
        round: u8,
        white: PairingNumber,
        black: PairingNumber,
        white_result: GameResult,
        black_result: GameResult,
    ) -> Result<(), TournamentError> {
        self.check_round(round)?;
        self.check_player(white)?;
        self.check_player(black)?;
        if white == black {
            return Err(TournamentError::SamePlayer { number: white });
        }
        for result in [white_result, black_result] {
            if !result.has_opponent() {
                return Err(TournamentError::WrongKindOfResult { result });
            }
        }
        let fits = white_result.mirrored() == black_result
            || (white_result == GameResult::ForfeitLoss && black_result == GameResult::ForfeitLoss);
        if !fits {
            return Err(TournamentError::ResultsDisagree {
                white: white_result,
                black: black_result,
            });
        }
        self.check_free(white, round)?;
        self.check_free(black, round)?;
        let r = usize::from(round) - 1;
        self.games[white.index()][r] = Some(Game {
            opponent: Some(black),
            colour: Some(Colour::White),
            result: white_result,
            set_points: None,
            stones: None,
        });
        self.games[black.index()][r] = Some(Game {
            opponent: Some(white),
            colour: Some(Colour::Black),
            result: black_result,
            set_points: None,
            stones: None,
        });
        Ok(())
    }

    /// Records a round without opponent for one player: a bye
    /// (`PairingBye`, `FullBye`, `HalfBye`, `ZeroBye`) or `Absent`. Requested
    /// byes may be recorded ahead, before the round is paired: the player is
    /// then left out of that round's pairing.
    pub fn record_unpaired(
        &mut self,
        round: u8,
        player: PairingNumber,
        result: GameResult,
    ) -> Result<(), TournamentError> {
        self.check_round(round)?;
        self.check_player(player)?;
        if result.has_opponent() {
            return Err(TournamentError::WrongKindOfResult { result });
        }
        self.check_free(player, round)?;
        self.games[player.index()][usize::from(round) - 1] = Some(Game::unpaired(result));
        Ok(())
    }

    /// Sets the set points (half-points) and stones a player won in a round
    /// already recorded, for the mind-sports tie-breaks.
    pub fn set_game_extras(
        &mut self,
        round: u8,
        player: PairingNumber,
        set_points: Option<u32>,
        stones: Option<u32>,
    ) -> Result<(), TournamentError> {
        self.check_round(round)?;
        self.check_player(player)?;
        match &mut self.games[player.index()][usize::from(round) - 1] {
            Some(game) => {
                game.set_points = set_points;
                game.stones = stones;
                Ok(())
            }
            None => Err(TournamentError::WrongKindOfResult {
                result: GameResult::Absent,
            }),
        }
    }

    /// Removes everything recorded for `round` (to pair it again).
    pub fn clear_round(&mut self, round: u8) -> Result<(), TournamentError> {
        self.check_round(round)?;
        for games in &mut self.games {
            games[usize::from(round) - 1] = None;
        }
        Ok(())
    }

    /// What `player` has recorded for `round`, if anything.
    pub fn game(&self, player: PairingNumber, round: u8) -> Option<&Game> {
        self.games
            .get(player.index())?
            .get(usize::from(round).checked_sub(1)?)?
            .as_ref()
    }

    /// The player's round `round` as the pairing and the tie-breaks see it:
    /// nothing recorded counts as [`GameResult::Absent`].
    pub fn game_or_absent(&self, player: PairingNumber, round: u8) -> Game {
        self.game(player, round)
            .copied()
            .unwrap_or(Game::unpaired(GameResult::Absent))
    }

    /// The player's score after `round` rounds, in half-points.
    pub fn score_after(&self, player: PairingNumber, round: u8) -> u32 {
        (1..=round.min(self.rounds_planned))
            .map(|r| self.scoring.points(self.game_or_absent(player, r).result))
            .sum()
    }

    /// Forbids `a` and `b` to meet (same club, family, ...).
    pub fn forbid(&mut self, a: PairingNumber, b: PairingNumber) -> Result<(), TournamentError> {
        self.check_player(a)?;
        self.check_player(b)?;
        if a == b {
            return Err(TournamentError::SamePlayer { number: a });
        }
        let pair = (a.min(b), a.max(b));
        if !self.forbidden.contains(&pair) {
            self.forbidden.push(pair);
        }
        Ok(())
    }

    /// The forbidden pairs, each with the lower number first.
    pub fn forbidden(&self) -> &[(PairingNumber, PairingNumber)] {
        &self.forbidden
    }

    /// The last round with anything recorded for anyone (0 before round 1).
    pub fn last_recorded_round(&self) -> u8 {
        (1..=self.rounds_planned)
            .rev()
            .find(|&r| {
                self.games.iter().any(|g| {
                    g[usize::from(r) - 1].is_some_and(|g| {
                        g.result.has_opponent() || g.result == GameResult::PairingBye
                    })
                })
            })
            .unwrap_or(0)
    }
}
