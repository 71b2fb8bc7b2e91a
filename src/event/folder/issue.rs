//! A problem in the folder, at a place a referee can open.

use std::fmt;
use std::ops::Range;
use std::path::Path;

use crate::error::Error;
use crate::referee::Unit;
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::{Arg, IntoArg, Message, Msg, Words};

/// Something wrong in the folder, at a place a referee can open.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    /// `file:line:col`, or the file alone.
    pub place: String,
    /// What is wrong.
    pub message: Msg,
}

impl Issue {
    /// The message in `words`.
    pub fn message_in(&self, words: Words) -> String {
        words.say(&self.message)
    }

    /// `place: message` in `words`.
    pub fn text_in(&self, words: Words) -> String {
        format!("{}: {}", self.place, self.message_in(words))
    }
}

/// In English.
impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Words::english()))
    }
}

crate::messages! {
    /// What keeps a round from being complete, or is wrong in the event
    /// folder: each an [`Issue`]'s message.
    pub enum FolderProblem {
        /// A `.round-N.*` folder of a `hakem pair` that did not finish.
        InterruptedPair = "event-interrupted-pair",
        RoundNotNext { round: u8, rounds: u8 } = "event-round-not-next",
        PairingUnreadable { reason: Msg } = "event-pairing-unreadable",
        /// `pairing.toml` names another round than its folder's.
        ManifestRound { says: u8, round: u8 } = "event-manifest-round",
        TooManyTables { tables: usize, players: usize, max: usize } = "event-too-many-tables",
        UnknownId { file: String, id: String } = "event-unknown-id",
        PairedTwice { id: String } = "event-paired-twice",
        /// A temporary file a killed writer left beside the records.
        LeftOver = "event-left-over",
        /// A `.toml` file in a round's folder that is none of its tables.
        Stray { tables: usize, file: String } = "event-stray-file",
        ForfeitWithMoves { file: String } = "event-forfeit-with-moves",
        ResultWithMoves { file: String } = "event-result-with-moves",
        RecordMissing = "event-record-missing",
        IllegalMove { unit: PlayedIn, set: usize, index: usize, pit: u32, why: Msg } = "event-illegal-move",
        ClaimedWrong { unit: PlayedIn, set: usize } = "event-claimed-wrong",
        /// Nothing in the record yet: a result on paper or from a phone
        /// not entered.
        NoResultYet = "event-no-result-yet",
        NotFinished { unit: PlayedIn } = "event-not-finished",
        /// A record's player (`key`: `first` or `second`, as the file
        /// writes it) is not the one paired; `found`: the id it has.
        PlayerNotPaired { key: String, id: String, file: String, found: Option<String> } = "event-player-not-paired",
        VariantNotTheEvents {
            variant: String,
            rules: Option<String>,
            event_variant: String,
            event_rules: Option<String>,
        } = "event-variant-not-the-events",
        PlaceNotTheEvents { round: u8, table: usize } = "event-place-not-the-events",
        ForfeitWithoutTable { player: String, round: u8 } = "event-forfeit-without-table",
        /// A player paired in a round they are not in (`why`).
        PairedThough { id: String, why: NotInRound, round: u8, file: String } = "event-paired-though",
        ResultNotPaired { first: String, second: String, round: u8 } = "event-result-not-paired",
        /// A note: sets with no signed score in a round (`tables`: the
        /// records, by name).
        UnsignedSets { sets: usize, tables: String } = "event-unsigned-sets",
    }
}

/// Why a player paired in a round is not in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotInRound {
    AskedBye,
    EntersLater,
    Withdrawn,
}

crate::choices!(NotInRound {
    AskedBye = "bye",
    EntersLater = "later",
    Withdrawn = "withdrawn",
});

crate::messages! {
    /// What a round is played in.
    pub enum UnitWord {
        Set = "event-unit-set",
        Card = "event-unit-card",
    }
}

/// What a round is played in (a set, a card), as a message's fact.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayedIn(pub Unit);

impl IntoArg for PlayedIn {
    fn to_arg(&self) -> Arg {
        let word = match self.0 {
            Unit::Set => UnitWord::Set,
            Unit::Card => UnitWord::Card,
        };
        Arg::Message(Box::new(word.msg()))
    }
}

/// An illegal move, as a message.
pub(crate) fn illegal_move(illegal: &crate::engine::IllegalMove) -> Msg {
    illegal.msg()
}

pub(super) fn at(source: &Source, span: Option<Range<usize>>) -> String {
    match span {
        Some(span) => {
            let (line, col) = source.line_col(span.start);
            format!("{}:{line}:{col}", source.name)
        }
        None => source.name.clone(),
    }
}

pub(super) fn issues_of(d: &Diagnostics) -> Vec<Issue> {
    d.problems
        .iter()
        .map(|p| Issue {
            place: at(&d.source, Some(p.span.clone())),
            message: p.message.clone(),
        })
        .collect()
}

pub(super) fn issues_of_error(e: &Error, path: &Path) -> Vec<Issue> {
    match e {
        Error::Input(d) => issues_of(d),
        other => vec![Issue {
            place: path.display().to_string(),
            message: other.message_without_place(),
        }],
    }
}
