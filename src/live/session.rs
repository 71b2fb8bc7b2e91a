//! A round being played: the record it owns, judged and saved after every
//! change. The record on disk is the whole state: a session opened on it
//! after a crash is where the last one stopped, the set timer paused at the
//! time left last saved (`time_left`, written with every change to the set
//! and when the clock is paused or runs out).
//!
//! Every change is made on a copy of the record, written out (`to_toml`),
//! read back and judged exactly as `hakem check` reads the file, then saved
//! atomically; only then does the session take it and report it. The
//! verdict shown is therefore the verdict of the bytes on disk.

//!
//! One concept a file: opening a session ([`open`]), carrying out a
//! command ([`apply`]), taking back the last entry ([`undo`]), saving and
//! reading the record again ([`save`]), and the match sheet ([`sheet`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use super::players::{Whose, name_in, whose_in};
use super::timer::{Clock, Timer};
use crate::engine::{IllegalMove, Outcome, Player, Position};
use crate::error::{Error, Status};
use crate::family::{GridRules, Illegal, Played};
use crate::family::{GridSet, black_of, play_set};
use crate::record::{Claimed, Incident, PlayerInfo, Record, WarningReason, Who};
use crate::referee::{SetVerdict, TournamentRules, Verdict};
use crate::ruleset::Ruleset;
use crate::text::diagnostic::Source;
use crate::words::Words;

mod apply;
mod open;
mod save;
mod sheet;
mod undo;

/// How to start a new record (the file does not exist yet).
#[derive(Debug, Clone)]
pub struct NewRecord {
    pub variant: String,
    pub rules: Option<String>,
    pub first: PlayerInfo,
    pub second: PlayerInfo,
}

/// What a command did (it is saved when it changed the record).
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    Moved {
        who: Who,
        pit: u32,
        /// Which move of the set it was (1-based).
        ply: usize,
        /// Boxed: an `Outcome` is much larger than the other changes.
        outcome: Box<Outcome>,
    },
    /// A move on a grid (a stone placed, a quadrant turned, a pass).
    Placed {
        who: Who,
        /// As written into the record (`d3`, `c4 3`, `pass`).
        text: String,
        /// Which move of the set it was (1-based, as written).
        ply: usize,
        played: Played,
    },
    Warned {
        who: Who,
        reason: WarningReason,
    },
    TimedOut(Who),
    Claimed(Claimed),
    NextSet {
        number: usize,
        starts: Option<Who>,
    },
    Undone(Undone),
    /// Nothing changed: a count, the timer, the board.
    Counted {
        seat: Player,
        /// `None`: the store.
        pit: Option<u8>,
        stones: u16,
    },
    Timer,
    SheetWritten(PathBuf),
    Shown,
}

/// What `undo` took back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undone {
    Move {
        ply: usize,
        who: Who,
        pit: u32,
    },
    /// A grid move, as written.
    GridMove {
        ply: usize,
        who: Who,
        text: String,
    },
    Incident(Incident),
    Claim,
    NextSet(usize),
}

/// The answer to a command that was carried out.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    pub change: Change,
    /// The set that ended with this change (1-based).
    pub set_ended: Option<usize>,
    /// The round was completed by this change.
    pub round_ended: bool,
}

/// Why a command was refused; nothing was recorded.
#[derive(Debug)]
pub enum Refusal {
    /// A move outside the rules: item h gives the mover a warning for it.
    Illegal {
        who: Who,
        pit: u32,
        illegal: IllegalMove,
    },
    /// A grid move outside the rules (item h gives a warning for it too).
    GridIllegal {
        who: Who,
        text: String,
        illegal: Illegal,
    },
    /// A stone placed by a player who has no move: the move is a pass.
    MustPass { who: Who },
    /// Not a move on this board (`d9`, `c4 5x`): what was expected.
    NotAMove(crate::words::Msg),
    /// A command of the other kind of game: a pit number in a grid game,
    /// a cell in a sowing game, `count` or `claim` in a grid game.
    NotThisGame(NotThisGame),
    /// A warning the rules exempt a visually impaired player from.
    Exempt { who: Who, reason: WarningReason },
    /// `warn` alone, with no refused move to warn for.
    NoRefusedMove,
    /// The current set is over (a move, a time-out).
    SetOver,
    /// The current set is not over (a signed score, the next set).
    SetNotOver,
    /// The round is over: nothing more can be entered.
    RoundOver,
    /// The set stops at an illegal move written into the file by hand.
    IllegalInRecord { set: usize, index: usize },
    /// `undo` of an empty first set.
    NothingToUndo,
    /// `count` of a pit the board does not have.
    NoSuchPit(u32),
    /// Timer commands without `--timer`.
    NoTimer,
    /// Someone else changed the file since it was read or last saved, and
    /// it is no longer a record of this round.
    ChangedOnDisk,
    /// Someone else saved the record since it was read or last saved:
    /// nothing was written, and the session now holds the record as it is
    /// on disk.
    Reloaded,
    /// The sheet would go over the record.
    SheetOverRecord,
    /// The sheet would go over a file that is not a sheet.
    NotASheet(PathBuf),
    /// Saving (or writing the sheet) failed; the record is as it was.
    Failed(Error),
}

/// What a command meant for another kind of game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotThisGame {
    /// A pit number in a grid game.
    Pit,
    /// A cell in a sowing game.
    Cell,
    /// `count` in a grid game (the board shows every stone).
    Count,
    /// `claim` in a grid game (the board decides; nothing is signed).
    Claim,
}

/// The rules a live round is played under: a sowing ruleset, or a grid
/// ruleset (Reversi, Pentago).
#[derive(Debug, Clone)]
// One a session, never moved about: the variants' sizes do not matter.
#[allow(clippy::large_enum_variant)]
pub enum LiveRules {
    Sowing(Ruleset),
    Grid(GridRules),
}

pub struct Session {
    path: PathBuf,
    game: LiveRules,
    tournament: TournamentRules,
    words: Words,
    record: Record,
    source: Arc<Source>,
    verdict: Verdict,
    /// The file's text as last read or written; `None` while the record
    /// is new and not yet on disk.
    on_disk: Option<String>,
    /// The player whose move was just refused (for `warn` alone).
    refused: Option<Who>,
    /// The clocks came back from the record (a restart), stopped.
    clock_restored: bool,
    timer: Option<Timer>,
    clock: Box<dyn Clock>,
    /// The comment lines the file opened with, kept at the top of every
    /// save (the rest of the file is written from the record).
    header: String,
    /// Another program changed the file: nothing more can be saved.
    changed_on_disk: bool,
}

impl Session {
    pub fn path(&self) -> &Path {
        &self.path
    }
    /// The sowing ruleset; `None` in a grid game.
    pub fn rules(&self) -> Option<&Ruleset> {
        match &self.game {
            LiveRules::Sowing(r) => Some(r),
            LiveRules::Grid(_) => None,
        }
    }
    /// The grid ruleset; `None` in a sowing game.
    pub fn grid(&self) -> Option<&GridRules> {
        match &self.game {
            LiveRules::Sowing(_) => None,
            LiveRules::Grid(g) => Some(g),
        }
    }
    /// The game's title in the session's language.
    pub fn title(&self) -> String {
        match &self.game {
            LiveRules::Sowing(r) => r.titles().get(self.words.language()).to_string(),
            LiveRules::Grid(g) => g.title_in(self.words.language()).to_string(),
        }
    }
    /// The game and its round's rules in one title, in the session's
    /// language, without saying a name twice ("Mangala, 2023 Akıl ve Zeka
    /// Oyunları Turnuvası", not "Mangala, Mangala, ...").
    pub fn game_and_rules_title(&self) -> String {
        joined_title(
            &self.title(),
            self.tournament.title_in(self.words.language()),
        )
    }
    pub fn tournament(&self) -> &TournamentRules {
        &self.tournament
    }
    /// The words the session answers in (`--lang`, else the rules').
    pub fn words(&self) -> Words {
        self.words
    }
    pub fn record(&self) -> &Record {
        &self.record
    }
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }
    pub fn source(&self) -> &Arc<Source> {
        &self.source
    }
    /// The player whose move was just refused, if the warning is not given yet.
    /// Whether the clocks were read back from the record, stopped.
    pub fn clock_restored(&self) -> bool {
        self.clock_restored
    }

    pub fn refused(&self) -> Option<Who> {
        self.refused
    }
    pub fn timer(&self) -> Option<&Timer> {
        self.timer.as_ref()
    }
    pub fn now(&self) -> Duration {
        self.clock.now()
    }
    /// Another program changed or removed the record since this session
    /// read or saved it: every further change would be refused.
    pub fn changed_on_disk(&self) -> bool {
        self.changed_on_disk
    }
    /// How the session ends: the verdict `check` gives the file (0 valid,
    /// 1 invalid), or 2 when another program changed it.
    pub fn status(&self) -> Status {
        match (self.changed_on_disk, self.verdict.valid()) {
            (true, _) => Status::Unreadable,
            (false, true) => Status::Success,
            (false, false) => Status::Invalid,
        }
    }

    /// A player's name, or where the record names nobody, the player's
    /// order ("2. oyuncu").
    pub fn name(&self, who: Who) -> String {
        name_in(&self.record, self.words, who)
    }
    /// A player's, as the possessive of their name (or of their order,
    /// where the record names nobody).
    pub fn whose(&self, who: Who) -> Whose {
        whose_in(&self.record, who)
    }

    /// The verdict on the set being played (the last one).
    pub fn current(&self) -> &SetVerdict {
        // `judge` gives one verdict per set, and a record has at least one.
        self.verdict
            .sets
            .last()
            .expect("a record has at least one set")
    }

    /// The position of the set being played; `None` in a grid game (see
    /// [`Session::grid_set`]).
    pub fn position(&self) -> Option<Position> {
        let rules = self.rules()?;
        Some(
            self.current()
                .position
                .unwrap_or_else(|| Position::start(rules)),
        )
    }

    /// The set being played as the grid engine plays it; `None` in a
    /// sowing game.
    pub fn grid_set(&self) -> Option<GridSet> {
        let rules = self.grid()?;
        let index = self.record.sets.len() - 1;
        let set = &self.record.sets[index];
        let black = black_of(set, index + 1, &self.tournament);
        Some(play_set(rules, index + 1, black, set, &[]))
    }

    /// The player to move, while the set goes on.
    pub fn to_move(&self) -> Option<Who> {
        let set = self.current();
        if set.finished() || set.error.is_some() {
            return None;
        }
        match &self.game {
            LiveRules::Sowing(_) => self.position().map(|p| set.who(p.to_move())),
            LiveRules::Grid(_) => {
                let g = self.grid_set()?;
                (g.error.is_none() && g.end.is_none()).then(|| g.who(g.position.to_move()))
            }
        }
    }
}

/// `game` followed by the parts of `rules` (split at ", ") it does not
/// already say: a part equal to one of the game's, or ending one of them
/// after a space ("Mangala" in "Turkish Mangala"), is left out.
fn joined_title(game: &str, rules: &str) -> String {
    let game_parts: Vec<&str> = game.split(", ").collect();
    let said = |part: &str| {
        game_parts
            .iter()
            .any(|g| *g == part || g.strip_suffix(part).is_some_and(|head| head.ends_with(' ')))
    };
    let mut out = game.to_string();
    for part in rules.split(", ").filter(|p| !p.is_empty() && !said(p)) {
        out.push_str(", ");
        out.push_str(part);
    }
    out
}

#[cfg(test)]
mod title_tests {
    use super::joined_title;

    #[test]
    fn a_name_the_game_already_says_is_not_said_again() {
        let tr = "Mangala, 2023 Akıl ve Zeka Oyunları Turnuvası";
        assert_eq!(joined_title("Mangala", tr), tr);
        assert_eq!(
            joined_title(
                "Turkish Mangala",
                "Mangala, 2023 Mind and Intelligence Games Tournament"
            ),
            "Turkish Mangala, 2023 Mind and Intelligence Games Tournament"
        );
        let en = "Pentago, 2023 Mind and Intelligence Games Tournament";
        assert_eq!(joined_title(en, en), en);
        assert_eq!(
            joined_title(
                "Kalah",
                "Best of 3 sets (the Mangala round, any sowing variant)"
            ),
            "Kalah, Best of 3 sets (the Mangala round, any sowing variant)"
        );
        // "Mangala" is not said by a word that only ends in its letters.
        assert_eq!(joined_title("Xmangala", "mangala"), "Xmangala, mangala");
    }
}
