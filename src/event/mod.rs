//! The tournament around the records: the event folder (`event.toml`, one
//! `round-N/` folder per round with one record per table), its players and
//! their initial ranking, and what the Swiss pairing and the standings read
//! from it.
//!
//! [`EventSpec`] is what `event.toml` says, field by field; [`Event`] is a
//! spec that was checked (ids unique, rounds in range, every player named
//! by an id that exists), with the players in initial-ranking order.

pub mod attributes;
pub mod championship;
pub mod check;
pub mod clear;
pub mod codes;
pub mod collate;
pub mod decided;
pub mod folder;
pub mod hall;
pub mod import;
pub mod lists;
pub mod locate;
pub mod lock;
pub mod next_round;
pub mod pairing;
mod parse;
pub mod prizes;
pub mod registration;
pub mod result;
pub mod results;
pub mod standings;
pub mod starter;
pub mod teams;
pub mod trf;
mod write;

use std::collections::HashMap;

use chrono::NaiveDate;

use crate::swiss::{Colour, TieBreak};

pub use parse::{load, parse};
pub use write::{player_toml, to_toml};

/// An error as one message with its place (the file; for a file not
/// understood, its first problem at `file:line:col`), to be named inside
/// another message ("`rules`: \"x.toml\" could not be read: …").
pub fn error_message(e: &crate::error::Error) -> crate::words::Msg {
    use crate::error::{Error, Failure, io_reason};
    match e {
        Error::Io { path, source } => Failure::Io {
            path: path.display().to_string(),
            reason: io_reason(source),
        }
        .into(),
        Error::Changed(path) => Failure::Changed {
            path: path.display().to_string(),
        }
        .into(),
        Error::Input(d) => match d.problems.first() {
            Some(p) => {
                let (line, col) = d.source.line_col(p.span.start);
                Failure::About {
                    what: format!("{}:{line}:{col}", d.source.name),
                    message: p.message.clone(),
                }
                .into()
            }
            None => e.message_without_place(),
        },
        other => other.message_without_place(),
    }
}

/// The file name of an event's description inside its folder.
pub const EVENT_FILE: &str = "event.toml";

/// What a bye is worth, in the words of `event.toml`: a win's round points,
/// a draw's, or nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeValue {
    Full,
    Half,
    Zero,
}

impl ByeValue {
    pub const ALL: [(&'static str, ByeValue); 3] = [
        ("full", ByeValue::Full),
        ("half", ByeValue::Half),
        ("zero", ByeValue::Zero),
    ];

    pub fn key(self) -> &'static str {
        match self {
            ByeValue::Full => "full",
            ByeValue::Half => "half",
            ByeValue::Zero => "zero",
        }
    }
}

/// How the pairing numbers (the initial ranking) are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ranking {
    /// Alphabetical by surname, then given name, in Turkish collation (the
    /// 2023 tournament rules).
    Surname,
    /// By rating, highest first; players without a rating after those with
    /// one; equal ratings alphabetically.
    Rating,
    /// In the order of the `[[player]]` tables (an event imported from a
    /// TRF keeps its pairing numbers).
    Listed,
}

impl Ranking {
    pub const ALL: [(&'static str, Ranking); 3] = [
        ("surname", Ranking::Surname),
        ("rating", Ranking::Rating),
        ("listed", Ranking::Listed),
    ];

    pub fn key(self) -> &'static str {
        match self {
            Ranking::Surname => "surname",
            Ranking::Rating => "rating",
            Ranking::Listed => "listed",
        }
    }
}

/// The lot drawn at the technical meeting by the first-ranked player: does
/// pairing number 1 start set 1 in round 1, or does the opponent?
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lot {
    Starts,
    Second,
}

impl Lot {
    pub const ALL: [(&'static str, Lot); 2] = [("starts", Lot::Starts), ("second", Lot::Second)];

    pub fn key(self) -> &'static str {
        match self {
            Lot::Starts => "starts",
            Lot::Second => "second",
        }
    }

    /// The Dutch system's colour of pairing number 1 in round 1 (White
    /// starts set 1).
    pub fn colour(self) -> Colour {
        match self {
            Lot::Starts => Colour::White,
            Lot::Second => Colour::Black,
        }
    }
}

/// One player as `event.toml` describes them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerSpec {
    /// One identity across rounds: lowercase letters, digits and '-'.
    pub id: String,
    pub given_name: String,
    pub surname: String,
    pub club: Option<String>,
    pub rating: Option<u16>,
    /// Birth year or date.
    pub born: Option<attributes::Born>,
    /// The player's category (`"ortaokul"`), one of the event's
    /// `categories` when it lists them.
    pub category: Option<String>,
    pub sex: Option<attributes::Sex>,
    /// Printed like the club; the team the player counts for.
    pub school: Option<String>,
    /// The team the player counts for, over the school.
    pub team: Option<String>,
    /// The federation's licence number, as written.
    pub licence: Option<String>,
    pub visually_impaired: bool,
    /// A late entry: the first round the player is paired in.
    pub from_round: Option<u8>,
    /// The last round the player took part in.
    pub withdrawn_after: Option<u8>,
    /// Rounds the player asked not to be paired in (requested byes), in the
    /// order `event.toml` lists them.
    pub byes: Vec<RequestedBye>,
}

/// A bye a player asked for: the round, and what it is worth when that is
/// not the event's `requested_bye` (a TRF's `F`, `H` and `Z` byes can
/// differ within one event).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestedBye {
    pub round: u8,
    /// `None`: the event's `requested_bye`.
    pub value: Option<ByeValue>,
}

impl RequestedBye {
    /// What the bye is worth, given the event's `requested_bye`.
    pub fn value_or(self, event_value: ByeValue) -> ByeValue {
        self.value.unwrap_or(event_value)
    }
}

impl PlayerSpec {
    /// Whether the player asked for a bye in `round`.
    pub fn asks_bye_in(&self, round: u8) -> bool {
        self.byes.iter().any(|b| b.round == round)
    }

    /// "Given Surname", as printed on records and sheets.
    pub fn full_name(&self) -> String {
        format!("{} {}", self.given_name, self.surname)
    }

    /// The team the player counts for when the teams are made `by` this:
    /// the school (`team` over it, else the club), the club, or `team`.
    pub fn team_of(&self, by: attributes::TeamsBy) -> Option<&str> {
        use attributes::TeamsBy;
        match by {
            TeamsBy::School => self
                .team
                .as_deref()
                .or(self.school.as_deref())
                .or(self.club.as_deref()),
            TeamsBy::Club => self.club.as_deref(),
            TeamsBy::Team => self.team.as_deref(),
        }
    }

    /// The school as printed beside the name: the school, else the club.
    pub fn school_or_club(&self) -> Option<&str> {
        self.school.as_deref().or(self.club.as_deref())
    }
}

/// Two players who must not meet (same family, same club, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prohibited {
    pub players: [String; 2],
    pub reason: Option<String>,
}

/// A game not played: `player` did not come to the table in `round`; the
/// opponent wins by forfeit (both players listed: a double forfeit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Forfeit {
    pub round: u8,
    pub player: String,
}

/// A game's result entered in the event instead of a record's moves (a
/// game played on paper, or imported from a TRF).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnteredResult {
    pub round: u8,
    /// Player ids, as paired: the first started set 1.
    pub first: String,
    pub second: String,
    pub winner: crate::record::SetResult,
    /// Set points won, `[first, second]`, in half-points, when known (for
    /// the `SP` tie-break).
    pub set_points: Option<[u32; 2]>,
    /// Stones won, `[first, second]`, when known (for `STONES`).
    pub stones: Option<[u32; 2]>,
}

/// Everything `event.toml` says, key by key (see `docs/event.md`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventSpec {
    pub name: String,
    pub site: Option<String>,
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
    pub chief_arbiter: Option<String>,
    /// The federation (`"TUR"`), the deputy chief arbiters and the time
    /// control, as written: for the TRF's header (`032`, `112`, `122`).
    pub federation: Option<String>,
    pub deputy_arbiters: Vec<String>,
    pub time_control: Option<String>,
    /// A built-in ruleset name or a path (relative to the event folder).
    pub variant: String,
    /// Tournament rules; `None`: the variant's own.
    pub rules: Option<String>,
    pub rounds: u8,
    pub initial_ranking: Ranking,
    pub lot: Option<Lot>,
    pub pairing_bye: ByeValue,
    pub requested_bye: ByeValue,
    pub tie_breaks: Vec<TieBreak>,
    pub players: Vec<PlayerSpec>,
    pub prohibited: Vec<Prohibited>,
    pub forfeits: Vec<Forfeit>,
    pub results: Vec<EnteredResult>,
    /// When rounds start (`[[round]]`), by round, each round once.
    pub round_starts: Vec<RoundStart>,
    /// The hall's number of the first table (default 1): tables are
    /// numbered `first_table`, `first_table + 1`, ... in every round.
    pub first_table: usize,
    /// The categories a player may be in (`categories`); empty: any.
    pub categories: Vec<String>,
    /// The lists of the final ranking (`[[list]]`), in the file's order.
    pub lists: Vec<championship::ListSpec>,
    /// How the schools are ranked (`[teams]`), when they are.
    pub teams: Option<championship::TeamsSpec>,
    /// The prizes (`[[prize]]`), the most valuable first.
    pub prizes: Vec<championship::PrizeSpec>,
    /// `[prizes] one_per_player`: a player who has a prize is skipped for
    /// the next ones.
    pub one_prize_per_player: bool,
}

/// A `[[round]]` of `event.toml`: when the round starts, printed on its
/// pairing list and cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundStart {
    pub round: u8,
    pub start: chrono::NaiveDateTime,
}

/// The tie-break order when `event.toml` gives none.
pub const DEFAULT_TIE_BREAKS: [TieBreak; 5] = [
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::SetPoints,
    TieBreak::StonesWon,
];

/// A checked event: the spec, with its players in initial-ranking order
/// (pairing number `n` is `ranked()[n - 1]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    spec: EventSpec,
    /// Indices into `spec.players`, in pairing-number order.
    order: Vec<usize>,
    /// Pairing number (from 1) by player id: looked up for every table of
    /// every round, so in constant time.
    numbers: HashMap<String, usize>,
    /// Index into `spec.results` by (round, first, second), the first
    /// entered for a pairing: looked up for every table of every round.
    entered: HashMap<(u8, String, String), usize>,
    /// `spec.forfeits` as (round, player): asked for both players of every
    /// table.
    forfeits: std::collections::HashSet<(u8, String)>,
}

impl Event {
    /// A checked spec (ids unique) with its players in pairing-number order.
    pub(crate) fn new(spec: EventSpec, order: Vec<usize>) -> Event {
        let numbers = order
            .iter()
            .enumerate()
            .map(|(n, &i)| (spec.players[i].id.clone(), n + 1))
            .collect();
        let mut entered = HashMap::new();
        for (i, r) in spec.results.iter().enumerate() {
            entered
                .entry((r.round, r.first.clone(), r.second.clone()))
                .or_insert(i);
        }
        let forfeits = spec
            .forfeits
            .iter()
            .map(|f| (f.round, f.player.clone()))
            .collect();
        Event {
            spec,
            order,
            numbers,
            entered,
            forfeits,
        }
    }

    /// The result entered in the event for this pairing of `round`, if any.
    pub fn entered_result(&self, round: u8, first: &str, second: &str) -> Option<&EnteredResult> {
        self.entered
            .get(&(round, first.to_string(), second.to_string()))
            .map(|&i| &self.spec.results[i])
    }

    /// Whether the event records `id` as forfeiting round `round`.
    pub fn forfeited(&self, round: u8, id: &str) -> bool {
        self.forfeits.contains(&(round, id.to_string()))
    }

    pub fn spec(&self) -> &EventSpec {
        &self.spec
    }

    /// When round `round` starts, if `event.toml` says.
    pub fn round_start(&self, round: u8) -> Option<chrono::NaiveDateTime> {
        self.spec
            .round_starts
            .iter()
            .find(|r| r.round == round)
            .map(|r| r.start)
    }

    /// The hall's number of the event's first table.
    pub fn first_table(&self) -> usize {
        self.spec.first_table
    }

    /// The hall's number of the table at `index` (from 0) of a round.
    pub fn table_number(&self, index: usize) -> usize {
        self.spec.first_table + index
    }

    /// The index (from 0) in a round of the table the hall numbers
    /// `table`; `None` below `first_table`.
    pub fn table_index(&self, table: usize) -> Option<usize> {
        table.checked_sub(self.spec.first_table)
    }

    /// The players in pairing-number order.
    pub fn ranked(&self) -> impl Iterator<Item = &PlayerSpec> + '_ {
        self.order.iter().map(|&i| &self.spec.players[i])
    }

    /// The player with pairing number `number` (from 1).
    pub fn by_number(&self, number: usize) -> Option<&PlayerSpec> {
        let i = *self.order.get(number.checked_sub(1)?)?;
        self.spec.players.get(i)
    }

    /// The pairing number (from 1) of the player with `id`.
    pub fn number_of(&self, id: &str) -> Option<usize> {
        self.numbers.get(id).copied()
    }

    pub fn player(&self, id: &str) -> Option<&PlayerSpec> {
        self.by_number(self.number_of(id)?)
    }
}

/// The initial ranking: indices of `players` in pairing-number order.
pub fn initial_ranking(players: &[PlayerSpec], how: Ranking) -> Vec<usize> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    let alphabetical = |a: &PlayerSpec, b: &PlayerSpec| {
        collate::compare(&a.surname, &b.surname)
            .then_with(|| collate::compare(&a.given_name, &b.given_name))
            .then_with(|| a.id.cmp(&b.id))
    };
    // A stable sort: "listed" keeps the file's order.
    order.sort_by(|&a, &b| {
        let (a, b) = (&players[a], &players[b]);
        match how {
            Ranking::Surname => alphabetical(a, b),
            // Highest rating first; unrated last (None < Some reversed).
            Ranking::Rating => b.rating.cmp(&a.rating).then_with(|| alphabetical(a, b)),
            Ranking::Listed => std::cmp::Ordering::Equal,
        }
    });
    order
}
