//! The game record of docs/formats.md §1: one round (1 to 3 sets) between two
//! players. Parsing keeps the location of every move so that verdicts can
//! point into the file.

pub mod moves;
mod parse;
pub mod typed;
mod write;

use std::ops::Range;

use chrono::NaiveDate;

pub use parse::{RecordProblem, load, parse};
pub use write::{history_toml, to_toml};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// A built-in ruleset name or a path to a ruleset file, as written.
    pub variant: String,
    /// Tournament rules, as written; `None` means the variant's default.
    pub rules: Option<String>,
    pub event: Option<Event>,
    pub players: Option<Players>,
    /// The round was not played: who did not come to the table (the
    /// opponent wins by forfeit), or neither player (a double forfeit).
    /// Such a record has no sets.
    pub forfeit: Option<Forfeit>,
    pub sets: Vec<SetRecord>,
    /// What the arbiter changed of the result, oldest first (`[[history]]`):
    /// each result replaced or cleared, so that what was there stays seen.
    pub history: Vec<Change>,
}

/// A result replaced or cleared (`[[history]]`, docs/formats.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// When, as written: a TOML date-time (`2026-12-12T15:42:10+03:00`).
    pub at: String,
    /// Who changed it: `hakem-result`, `desk` or `api`.
    pub by: ChangedBy,
    pub change: ChangeKind,
    /// The result that was there, as `hakem result`'s SET tokens
    /// (`30-18 18-30 26-22`, `forfeit:second`).
    pub was: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangedBy {
    /// `hakem result --replace` or `--clear`.
    Command,
    /// The arbiter's desk of `hakem serve`.
    Desk,
    /// The arbiter's `PUT` of the JSON API.
    Api,
}

impl ChangedBy {
    pub const ALL: [(&'static str, ChangedBy); 3] = [
        ("hakem-result", ChangedBy::Command),
        ("desk", ChangedBy::Desk),
        ("api", ChangedBy::Api),
    ];

    pub fn key(self) -> &'static str {
        match self {
            ChangedBy::Command => "hakem-result",
            ChangedBy::Desk => "desk",
            ChangedBy::Api => "api",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeKind {
    /// Another result was written over it.
    Replaced,
    /// The record went back to its paired, empty state.
    Cleared,
}

impl ChangeKind {
    pub const ALL: [(&'static str, ChangeKind); 2] = [
        ("replaced", ChangeKind::Replaced),
        ("cleared", ChangeKind::Cleared),
    ];

    pub fn key(self) -> &'static str {
        match self {
            ChangeKind::Replaced => "replaced",
            ChangeKind::Cleared => "cleared",
        }
    }
}

/// A round not played (`forfeit = "first" | "second" | "both"`): the player
/// who did not come, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forfeit {
    /// This player did not come; the opponent wins the round.
    One(Who),
    /// Neither came: both lose the round.
    Both,
}

impl Forfeit {
    pub const ALL: [(&'static str, Forfeit); 3] = [
        ("first", Forfeit::One(Who::First)),
        ("second", Forfeit::One(Who::Second)),
        ("both", Forfeit::Both),
    ];

    pub fn key(self) -> &'static str {
        match self {
            Forfeit::One(who) => who.key(),
            Forfeit::Both => "both",
        }
    }

    /// Whether `who` forfeited the round.
    pub fn lost_by(self, who: Who) -> bool {
        match self {
            Forfeit::One(w) => w == who,
            Forfeit::Both => true,
        }
    }
}

impl Record {
    pub fn player(&self, who: Who) -> PlayerInfo {
        match (&self.players, who) {
            (Some(p), Who::First) => p.first.clone(),
            (Some(p), Who::Second) => p.second.clone(),
            (None, who) => PlayerInfo::named(who.key()),
        }
    }

    /// The player as a message names them: the record's name, else their
    /// place at the table ("1. oyuncu", "first"), worded in the message's
    /// language, never the record's key.
    pub fn name_of(&self, who: Who) -> PlayerName {
        match &self.players {
            Some(_) => PlayerName::Named(self.player(who).name),
            None => PlayerName::Unnamed(who),
        }
    }
}

/// A player's name as a fact of a message: the name written in the record,
/// or, for a record that names no players, their place at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerName {
    Named(String),
    Unnamed(Who),
}

impl PlayerName {
    /// The name in `words`' language (a table's cell, a sheet's line).
    pub fn shown(&self, words: crate::words::Words) -> String {
        match self {
            PlayerName::Named(name) => name.clone(),
            PlayerName::Unnamed(who) => words.say(who),
        }
    }
}

impl crate::words::IntoArg for PlayerName {
    fn to_arg(&self) -> crate::words::Arg {
        match self {
            PlayerName::Named(name) => crate::words::Arg::Text(name.clone()),
            PlayerName::Unnamed(who) => {
                crate::words::Arg::Message(Box::new(crate::words::Message::msg(who)))
            }
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Event {
    pub name: Option<String>,
    pub site: Option<String>,
    pub date: Option<NaiveDate>,
    pub round: Option<u32>,
    pub table: Option<u32>,
    pub referee: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Players {
    pub first: PlayerInfo,
    pub second: PlayerInfo,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerInfo {
    pub name: String,
    /// The player's id in the event (`event.toml`), written by `hakem pair`:
    /// one identity across rounds, however the name is typed.
    pub id: Option<String>,
    pub visually_impaired: bool,
}

impl PlayerInfo {
    pub fn named(name: impl Into<String>) -> PlayerInfo {
        PlayerInfo {
            name: name.into(),
            id: None,
            visually_impaired: false,
        }
    }
}

/// A player of the round (not a seat: seats change from set to set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Who {
    First,
    Second,
}

impl Who {
    pub fn key(self) -> &'static str {
        match self {
            Who::First => "first",
            Who::Second => "second",
        }
    }

    pub fn other(self) -> Who {
        match self {
            Who::First => Who::Second,
            Who::Second => Who::First,
        }
    }
}

// A player of the round said alone: "first" / "1. oyuncu".
crate::message_ids!(Who {
    First = "game-player-first",
    Second = "game-player-second",
});

// A player as a Fluent selector's case, and as the key the record writes
// (`claimed.{ $key }`).
crate::choices!(Who {
    First = "first",
    Second = "second",
});

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetRecord {
    /// Who started, when the record says so (the rules decide otherwise).
    pub starts: Option<Who>,
    /// Pits emptied, in order, each in the mover's own numbering. Empty
    /// when the set is entered by its `result`.
    pub moves: Vec<u32>,
    /// Moves on a grid (Reversi, Pentago), each as written: `"d3"`,
    /// `"c4 3"`, `"c4 3ccw"`, `"pass"` (docs/formats.md, "Grid moves").
    /// Empty for a sowing set; a grid set may also have a `result` (the
    /// claimed result, compared with the one played).
    pub grid_moves: Vec<String>,
    /// The set's (or card's) result, for games whose moves are not recorded
    /// (match-level tournament rules such as `pentago-2023`). A set has
    /// either `moves` or a `result`, never both.
    pub result: Option<SetResult>,
    pub incidents: Vec<Incident>,
    pub claimed: Option<Claimed>,
    /// The stores counted on paper, for a set recorded without `moves`
    /// (written `claimed` in the file, like the stores signed after a set
    /// with moves). A set has `moves`, a `result` or these, one of the three.
    pub counted: Option<Counted>,
    /// The set timer's time left when the record was last saved by `live`
    /// (it resumes from it); no part of the verdict.
    pub time_left: Option<TimeLeft>,
}

/// Each player's time left on the set timer, in whole seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeLeft {
    pub first: u32,
    pub second: u32,
}

/// Most seconds a `time_left` may hold (a day: the longest set timer).
pub const MAX_TIME_LEFT: u32 = 24 * 60 * 60;

/// A result entered instead of moves: `result = "first" | "second" | "draw"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetResult {
    Won(Who),
    Draw,
}

impl SetResult {
    pub const ALL: [(&'static str, SetResult); 3] = [
        ("first", SetResult::Won(Who::First)),
        ("second", SetResult::Won(Who::Second)),
        ("draw", SetResult::Draw),
    ];

    pub fn key(self) -> &'static str {
        match self {
            SetResult::Won(w) => w.key(),
            SetResult::Draw => "draw",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Incident {
    /// After the K-th move (0: before the first). Optional, and 0 when left
    /// out, in a set without `moves` (counted on paper or entered by result).
    pub after: u32,
    pub player: Who,
    pub kind: IncidentKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncidentKind {
    Warning(WarningReason),
    Timeout,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WarningReason {
    TouchMove,
    IllegalMove,
    Conduct,
}

impl WarningReason {
    pub const ALL: [(&'static str, WarningReason); 3] = [
        ("touch-move", WarningReason::TouchMove),
        ("illegal-move", WarningReason::IllegalMove),
        ("conduct", WarningReason::Conduct),
    ];

    pub fn key(self) -> &'static str {
        match self {
            WarningReason::TouchMove => "touch-move",
            WarningReason::IllegalMove => "illegal-move",
            WarningReason::Conduct => "conduct",
        }
    }
}

// A warning's reason said alone: "touch-move" / "dokunulan taşı
// oynamama".
crate::message_ids!(WarningReason {
    TouchMove = "game-reason-touch-move",
    IllegalMove = "game-reason-illegal-move",
    Conduct = "game-reason-conduct",
});

// A warning's reason as a Fluent selector's case: its key in the record.
crate::choices!(WarningReason {
    TouchMove = "touch-move",
    IllegalMove = "illegal-move",
    Conduct = "conduct",
});

/// The stores the players signed for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claimed {
    pub first: u32,
    pub second: u32,
}

/// The stores counted at the end of a set played without its moves being
/// written: both when the set ended by the rules; only the store of the
/// player whose time ran out is needed under a timeout, and none when the
/// round-losing warning ended the set.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counted {
    pub first: Option<u32>,
    pub second: Option<u32>,
}

impl Counted {
    pub fn of(self, who: Who) -> Option<u32> {
        match who {
            Who::First => self.first,
            Who::Second => self.second,
        }
    }
}

impl SetRecord {
    /// A set counted on paper: no `moves`, no `result`, the stores counted.
    pub fn is_counted(&self) -> bool {
        self.counted.is_some()
    }
}

/// Where things are in the record file, for pointing at them.
#[derive(Debug, Clone, Default)]
pub struct Spans {
    pub variant: Range<usize>,
    pub rules: Option<Range<usize>>,
    pub forfeit: Option<Range<usize>>,
    pub sets: Vec<SetSpans>,
}

#[derive(Debug, Clone, Default)]
pub struct SetSpans {
    pub set: Range<usize>,
    pub moves: Vec<Range<usize>>,
    pub incidents: Vec<Range<usize>>,
    pub claimed: Option<Range<usize>>,
    pub starts: Option<Range<usize>>,
    pub result: Option<Range<usize>>,
}
