//! What a pairing is: the boards, the bye, and how it came about; and why
//! a round could not be paired.

use std::fmt;

use crate::swiss::tournament::PairingNumber;

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

crate::choices!(FloatDirection {
    Down = "down",
    Up = "up",
});

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
    /// The rule of C.04.3 E that gave the colours.
    pub colours: ColourRule,
}

/// The rule of C.04.3 E that decided a pair's colours (a message: in a
/// sowing game, who starts set 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// E.1: both players' preferences, which differ, granted.
    BothPreferences,
    /// E.1: the one player with a preference has it.
    OnlyPreference,
    /// E.2: the stronger preference granted.
    StrongerPreference,
    /// E.2: both absolute; the wider colour difference granted.
    WiderDifference,
    /// E.3: colours alternated from the last round they differed.
    Alternated,
    /// E.4: the higher ranked player's preference granted.
    HigherRanked,
    /// E.5: the initial-colour rule.
    InitialColour,
}

crate::message_ids!(ColourRule {
    BothPreferences = "swiss-colour-both-preferences",
    OnlyPreference = "swiss-colour-only-preference",
    StrongerPreference = "swiss-colour-stronger-preference",
    WiderDifference = "swiss-colour-wider-difference",
    Alternated = "swiss-colour-alternated",
    HigherRanked = "swiss-colour-higher-ranked",
    InitialColour = "swiss-colour-initial-colour",
});

crate::messages! {
    /// Why a round could not be paired.
    #[derive(Eq)]
    pub enum PairingError {
        /// The round is not one of the tournament's rounds.
        RoundOutOfRange { round: u8, planned: u8 } = "swiss-pairing-round-out-of-range",
        /// An earlier round has a player with nothing recorded while they
        /// took part (its results are not all in).
        EarlierRoundIncomplete { round: u8, player: PairingNumber } = "swiss-pairing-no-result-for",
        /// The round already has games recorded.
        RoundAlreadyPaired { round: u8 } = "swiss-pairing-has-games",
        /// Fewer than two players take part in the round: nothing to pair
        /// (an event without players).
        TooFewPlayers { round: u8, players: usize } = "swiss-pairing-too-few-players",
        /// No pairing satisfies the absolute criteria (no rematch, no
        /// forbidden pair, at most one pairing-allocated bye per player,
        /// absolute colour preferences).
        NoLegalPairing { round: u8 } = "swiss-pairing-no-legal-pairing",
    }
}

/// In English, as logs read it.
impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::Words::english().say(self))
    }
}

impl std::error::Error for PairingError {}
