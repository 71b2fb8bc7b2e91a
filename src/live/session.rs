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

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use super::command::{Command, TimerCommand};
use super::timer::{Clock, Timer};
use crate::analysis::replay::CountSpec;
use crate::engine::{Game, IllegalMove, Outcome, Player, Position};
use crate::error::{Error, Status};
use crate::event::locate::{ForfeitMark, forfeit_mark};
use crate::event::lock::{lock_for, replace_unchanged};
use crate::files::atomic_file::write_atomic;
use crate::grid::notation::{move_text, parse_move};
use crate::grid::{GridMove, GridRules, Illegal, Played};
use crate::record::{
    self, Claimed, Incident, IncidentKind, PlayerInfo, Players, Record, SetRecord, Spans, TimeLeft,
    WarningReason, Who,
};
use crate::referee::grid_sets::{GridSet, black_of, judge_record, play_set};
use crate::referee::open_record;
use crate::referee::{SetVerdict, TournamentRules, Verdict, judge};
use crate::ruleset::{Language, Ruleset};
use crate::text::diagnostic::{Diagnostics, Problem, Source};
use crate::wording::{Label, Words};

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

/// Most sets a live round keeps (the tournament rules' `games` is checked
/// to be at most 99).
const MAX_SETS: usize = 99;

impl Session {
    /// Opens the record at `path`, or starts one from `new` when there is no
    /// file. A file that is not a record is refused with its problems
    /// located; a record of a game entered by results too.
    /// `words_for` decides the words from the record's language (its
    /// tournament rules', else its variant's), as every command does.
    pub fn open(
        path: &Path,
        new: Option<NewRecord>,
        words_for: &dyn Fn(Option<Language>) -> Words,
        timer: Option<Duration>,
        clock: Box<dyn Clock>,
    ) -> Result<Session, Error> {
        // Read under the file's lock: never between the steps of another
        // writer (a round folder being replaced by `hakem pair`).
        let guard = lock_for(path)?;
        let (loaded, on_disk) = if path.exists() {
            let loaded = open_record::open(path)?;
            if let Some(n) = &new
                && n.variant != loaded.record.variant
            {
                return Err(Error::usage(format!(
                    "{}: the record is a round of {}, not {}; leave out --variant to continue it",
                    path.display(),
                    loaded.record.variant,
                    n.variant
                )));
            }
            let text = loaded.source.text.clone();
            (loaded, Some(text))
        } else {
            let Some(n) = new else {
                return Err(Error::usage(format!(
                    "{}: no such file; to start a new record give --variant and the players (--first, --second)",
                    path.display()
                )));
            };
            let record = Record {
                variant: n.variant,
                rules: n.rules,
                event: None,
                players: Some(Players {
                    first: n.first,
                    second: n.second,
                }),
                forfeit: None,
                sets: vec![SetRecord::default()],
            };
            let (source, spans) = reread(path, "", &record)?;
            (open_record::resolve(path, source, record, spans)?, None)
        };
        drop(guard);
        let game = match (loaded.rules, loaded.grid) {
            (Some(rules), _) => LiveRules::Sowing(rules),
            (None, Some(grid)) => LiveRules::Grid(grid),
            (None, None) => {
                return Err(Error::Input(Diagnostics::new(
                    loaded.source.clone(),
                    vec![Problem::new(
                        loaded.spans.variant.clone(),
                        format!(
                            "`variant = \"{}\"` is a game entered by results; live scoring is for games whose moves are entered one by one (sowing games, Reversi, Pentago)",
                            loaded.record.variant
                        ),
                    )],
                )));
            }
        };
        let tournament = loaded.tournament;
        let mut record = loaded.record;
        if on_disk.is_none() {
            // Who starts set 1 is written down before the first move.
            record.sets[0].starts = tournament.starter(1);
        }
        let sowing = match &game {
            LiveRules::Sowing(rules) => Some(rules),
            LiveRules::Grid(_) => None,
        };
        let words = words_for(open_record::language_of(&tournament, sowing));
        // A table not played has no moves to score.
        if let Some(mark) = forfeit_mark(path, &record) {
            return Err(Error::usage(forfeit_refusal(words, path, &record, &mark)));
        }
        let verdict = judge_any(&record, &loaded.spans, &game, &tournament);
        let source = loaded.source;
        let header = on_disk.as_deref().map(leading_comments).unwrap_or_default();
        let mut timer = timer.map(Timer::new);
        if let Some(t) = &mut timer {
            restore(t, &record, clock.now());
        }
        let mut session = Session {
            path: path.to_path_buf(),
            game,
            tournament,
            words,
            record,
            source,
            verdict,
            on_disk,
            refused: None,
            timer,
            clock,
            header,
            changed_on_disk: false,
            clock_restored: false,
        };
        // A clock that ran when the program stopped comes back stopped, at
        // the time last saved: the screen says so.
        session.clock_restored = session.timer.is_some()
            && session.on_disk.is_some()
            && session
                .record
                .sets
                .last()
                .is_some_and(|s| s.time_left.is_some())
            && session.to_move().is_some();
        if session.on_disk.is_none() {
            let record = session.record.clone();
            session.save(record).map_err(|r| match r {
                Refusal::Failed(e) => e,
                _ => Error::usage(format!("{}: could not be created", path.display())),
            })?;
        }
        Ok(session)
    }

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

    pub fn name(&self, who: Who) -> String {
        self.record.player(who).name
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

    /// What `undo` would take back.
    pub fn last_entry(&self) -> Option<Undone> {
        let mut record = self.record.clone();
        undo(
            &mut record,
            &self.game,
            self.current().south(),
            &self.tournament,
        )
    }

    /// Applies the clock: a player whose time has run out gets the time-out
    /// the timer rule scores. Call it before each command and on every tick
    /// of the screen.
    pub fn tick(&mut self) -> Option<Result<Judgement, Refusal>> {
        let now = self.clock.now();
        let who = self.timer.as_ref()?.expired(now)?;
        if let Some(t) = &mut self.timer {
            t.pause(now);
        }
        Some(self.apply(&Command::Timeout(who)))
    }

    /// Carries out one command: judged, saved, then reported.
    pub fn apply(&mut self, command: &Command) -> Result<Judgement, Refusal> {
        let sets_before = self.verdict.sets.iter().filter(|s| s.finished()).count();
        let complete_before = self.verdict.round.complete;
        let change = self.carry_out(command)?;
        let sets_after = self.verdict.sets.iter().filter(|s| s.finished()).count();
        let set_ended = (sets_after > sets_before).then_some(self.verdict.sets.len());
        let round_ended = self.verdict.round.complete && !complete_before;
        if matches!(change, Change::Moved { .. } | Change::Undone(_)) {
            self.follow_with_clock();
        }
        if set_ended.is_some()
            && let Some(t) = &mut self.timer
        {
            t.pause(self.clock.now());
        }
        Ok(Judgement {
            change,
            set_ended,
            round_ended,
        })
    }

    /// A running clock follows the turn.
    fn follow_with_clock(&mut self) {
        let now = self.clock.now();
        let next = self.to_move();
        if let Some(t) = &mut self.timer
            && t.running().is_some()
        {
            match next {
                Some(w) => t.start(w, now),
                None => t.pause(now),
            }
        }
    }

    fn carry_out(&mut self, command: &Command) -> Result<Change, Refusal> {
        let open = !self.verdict.round.complete;
        let set = self.current().clone();
        let index = self.record.sets.len() - 1;
        match command {
            Command::Pit(_) if self.grid().is_some() => Err(Refusal::NotThisGame(NotThisGame::Pit)),
            Command::Cell(_) if self.grid().is_none() => {
                Err(Refusal::NotThisGame(NotThisGame::Cell))
            }
            Command::Cell(text) => self.place(&set, open, text),
            Command::Pit(pit) => {
                self.playable(&set, open)?;
                let who = set.who(self.position().map_or(Player::South, |p| p.to_move()));
                let mut game = self.replay_current();
                let outcome = match game.play(*pit) {
                    Ok(o) => o,
                    Err(illegal) => {
                        self.refused = Some(who);
                        return Err(Refusal::Illegal {
                            who,
                            pit: *pit,
                            illegal,
                        });
                    }
                };
                let mut record = self.record.clone();
                record.sets[index].moves.push(*pit);
                let ply = record.sets[index].moves.len();
                self.save(record)?;
                Ok(Change::Moved {
                    who,
                    pit: *pit,
                    ply,
                    outcome: Box::new(outcome),
                })
            }
            Command::Warn(what) => {
                if !open {
                    return Err(Refusal::RoundOver);
                }
                let (who, reason) = match what {
                    Some(w) => *w,
                    None => (
                        self.refused.ok_or(Refusal::NoRefusedMove)?,
                        WarningReason::IllegalMove,
                    ),
                };
                if self.record.player(who).visually_impaired && self.tournament.exempts(reason) {
                    return Err(Refusal::Exempt { who, reason });
                }
                self.add_incident(index, who, IncidentKind::Warning(reason))?;
                Ok(Change::Warned { who, reason })
            }
            Command::Timeout(who) => {
                self.playable(&set, open)?;
                self.add_incident(index, *who, IncidentKind::Timeout)?;
                Ok(Change::TimedOut(*who))
            }
            Command::Claim { .. } if self.grid().is_some() => {
                Err(Refusal::NotThisGame(NotThisGame::Claim))
            }
            Command::Claim { first, second } => {
                if !set.finished() {
                    return Err(Refusal::SetNotOver);
                }
                let claimed = Claimed {
                    first: *first,
                    second: *second,
                };
                let mut record = self.record.clone();
                record.sets[index].claimed = Some(claimed);
                self.save(record)?;
                Ok(Change::Claimed(claimed))
            }
            Command::Next => {
                if !open {
                    return Err(Refusal::RoundOver);
                }
                if !set.finished() {
                    return Err(Refusal::SetNotOver);
                }
                let number = self.record.sets.len() + 1;
                if number > MAX_SETS {
                    return Err(Refusal::RoundOver);
                }
                let starts = self.starter(number);
                let mut record = self.record.clone();
                record.sets.push(SetRecord {
                    starts,
                    ..SetRecord::default()
                });
                self.save(record)?;
                if let Some(t) = &mut self.timer {
                    t.reset();
                }
                Ok(Change::NextSet { number, starts })
            }
            Command::Undo => {
                let mut record = self.record.clone();
                let undone = undo(&mut record, &self.game, set.south(), &self.tournament)
                    .ok_or(Refusal::NothingToUndo)?;
                self.save(record)?;
                if matches!(undone, Undone::NextSet(_))
                    && let Some(t) = &mut self.timer
                {
                    // Back in the set before: its clocks as last saved.
                    restore(t, &self.record, self.clock.now());
                }
                Ok(Change::Undone(undone))
            }
            Command::Count(spec) => self.count(&set, *spec),
            Command::Timer(t) => {
                let now = self.clock.now();
                let to_move = self.to_move();
                let timer = self.timer.as_mut().ok_or(Refusal::NoTimer)?;
                match t {
                    TimerCommand::Start => match to_move {
                        Some(w) => timer.start(w, now),
                        None => return Err(Refusal::SetOver),
                    },
                    TimerCommand::Pause => timer.pause(now),
                    TimerCommand::Show => {}
                    TimerCommand::Set(who, left) => timer.set_left(*who, *left, now),
                }
                // The time left is saved whenever it stops or is set.
                if matches!(t, TimerCommand::Pause | TimerCommand::Set(..)) {
                    self.save(self.record.clone())?;
                }
                Ok(Change::Timer)
            }
            Command::Sheet(out) => self.sheet(out.as_deref()),
            Command::Board | Command::Help | Command::Quit => Ok(Change::Shown),
        }
    }

    /// Who starts set `number`: the rules' start order, read from who
    /// actually started set 1 (the pairing may have chosen the second
    /// player; "set 2 is started by the player who moved second in set 1").
    fn starter(&self, number: usize) -> Option<Who> {
        let by_rules = self.tournament.starter(number)?;
        let first = self.record.sets.first().and_then(|s| s.starts);
        match (first, self.tournament.starter(1)) {
            (Some(actual), Some(rules)) if actual != rules => Some(by_rules.other()),
            _ => Some(by_rules),
        }
    }

    /// A grid move, judged on the board of the set being played.
    fn place(&mut self, set: &SetVerdict, open: bool, text: &str) -> Result<Change, Refusal> {
        self.playable(set, open)?;
        let (Some(rules), Some(mut grid)) = (self.grid(), self.grid_set()) else {
            return Err(Refusal::NotThisGame(NotThisGame::Cell));
        };
        let size = rules.size();
        let mv = parse_move(text, size).map_err(|e| Refusal::NotAMove(e.into()))?;
        let mover = grid.position.to_move();
        let who = grid.who(mover);
        // At the table a pass is entered: a stone for a player with no
        // move is refused ("Hamle yapamazsınız").
        if mv != GridMove::Pass && grid.position.placements(rules, mover) == 0 {
            self.refused = Some(who);
            return Err(Refusal::MustPass { who });
        }
        let played = match grid.position.play(rules, mv) {
            Ok(p) => p,
            Err(illegal) => {
                self.refused = Some(who);
                return Err(Refusal::GridIllegal {
                    who,
                    text: text.split_whitespace().collect::<Vec<_>>().join(" "),
                    illegal,
                });
            }
        };
        // A pass is kept as typed (`pas` on a Turkish score sheet).
        let written = match mv {
            GridMove::Pass => text.trim().to_lowercase(),
            _ => move_text(mv, size),
        };
        let mut record = self.record.clone();
        let index = record.sets.len() - 1;
        record.sets[index].grid_moves.push(written.clone());
        let ply = record.sets[index].grid_moves.len();
        self.save(record)?;
        Ok(Change::Placed {
            who,
            text: written,
            ply,
            played,
        })
    }

    /// Moves and time-outs need a set in play.
    fn playable(&self, set: &SetVerdict, open: bool) -> Result<(), Refusal> {
        if let Some(e) = &set.error {
            return Err(Refusal::IllegalInRecord {
                set: set.number,
                index: e.index,
            });
        }
        if let Some(e) = self.grid_set().and_then(|g| g.error) {
            return Err(Refusal::IllegalInRecord {
                set: set.number,
                index: e.index,
            });
        }
        if !open {
            return Err(Refusal::RoundOver);
        }
        if set.finished() {
            return Err(Refusal::SetOver);
        }
        Ok(())
    }

    /// The current set's game, replayed (for the repetition rule's history).
    fn replay_current(&self) -> Game<'_> {
        let LiveRules::Sowing(rules) = &self.game else {
            unreachable!("a pit is played only in a sowing game")
        };
        let mut game = Game::new(rules);
        for &pit in &self.record.sets[self.record.sets.len() - 1].moves {
            // The verdict has no error, so every recorded move is legal.
            let _ = game.play(pit);
        }
        game
    }

    fn add_incident(&mut self, index: usize, who: Who, kind: IncidentKind) -> Result<(), Refusal> {
        let mut record = self.record.clone();
        let set = &mut record.sets[index];
        set.incidents.push(Incident {
            after: (set.moves.len() + set.grid_moves.len()) as u32,
            player: who,
            kind,
        });
        self.save(record)
    }

    fn count(&self, set: &SetVerdict, spec: CountSpec) -> Result<Change, Refusal> {
        let Some(position) = self.position() else {
            return Err(Refusal::NotThisGame(NotThisGame::Count));
        };
        let starts = set.south();
        let (seat, pit) = match spec {
            CountSpec::Store(side) => (side.seat(starts), None),
            CountSpec::Pit(side, pit) => {
                if pit == 0 || pit > u32::from(position.pits()) {
                    return Err(Refusal::NoSuchPit(pit));
                }
                (side.seat(starts), Some(pit as u8))
            }
        };
        let stones = match pit {
            Some(k) => position.pit(seat, k),
            None => position.store(seat),
        };
        Ok(Change::Counted { seat, pit, stones })
    }

    fn sheet(&self, out: Option<&Path>) -> Result<Change, Refusal> {
        let out = out
            .map(Path::to_path_buf)
            .unwrap_or_else(|| self.path.with_extension("html"));
        if out.extension().is_some_and(|e| e == "toml") {
            return Err(Refusal::SheetOverRecord);
        }
        // Checked and written under the sheet's lock: another writer cannot
        // put another file there in between.
        let _guard = lock_for(&out).map_err(Refusal::Failed)?;
        // An earlier sheet may be replaced; any other file is left alone.
        if out.exists() && !is_sheet(&out) {
            return Err(Refusal::NotASheet(out));
        }
        let now = chrono::Local::now().naive_local();
        let (doc, _) = crate::sheet::judging::judge_files(
            std::slice::from_ref(&self.path),
            &|_| self.words,
            now,
            true,
        )
        .map_err(Refusal::Failed)?;
        let html = crate::sheet::render(&doc, crate::sheet::Format::Html);
        write_atomic(&out, html.as_bytes(), std::slice::from_ref(&self.path)).map_err(
            |e| match e {
                Error::Usage(_) => Refusal::SheetOverRecord,
                e => Refusal::Failed(e),
            },
        )?;
        Ok(Change::SheetWritten(out))
    }

    /// Judges `record` from its own text and saves it; the session takes it
    /// only once it is on disk.
    /// A change within the set being played also saves the set timer's time
    /// left, so that a restart resumes the clocks from it.
    fn save(&mut self, mut record: Record) -> Result<(), Refusal> {
        if let Some(t) = &self.timer
            && self.on_disk.is_some()
            && record.sets.len() == self.record.sets.len()
            && let Some(set) = record.sets.last_mut()
        {
            let now = self.clock.now();
            set.time_left = Some(TimeLeft {
                first: seconds(t.left(Who::First, now)),
                second: seconds(t.left(Who::Second, now)),
            });
        }
        let (source, spans) = reread(&self.path, &self.header, &record).map_err(Refusal::Failed)?;
        let verdict = judge_any(&record, &spans, &self.game, &self.tournament);
        // The record this session owns: the one file written over after it
        // was read, and only while it holds what this session last saw
        // (checked and written under the file's lock, so of two sessions
        // on one record only one can save a change).
        match replace_unchanged(&self.path, self.on_disk.as_deref(), source.text.as_bytes()) {
            Ok(()) => {}
            Err(Error::Changed(_)) => {
                self.changed_on_disk = true;
                // Never an out-of-date board: the record as another
                // session saved it, when it still is one.
                return Err(match self.reload() {
                    Some(()) => Refusal::Reloaded,
                    None => Refusal::ChangedOnDisk,
                });
            }
            Err(e) => return Err(Refusal::Failed(e)),
        }
        self.on_disk = Some(source.text.clone());
        self.record = record;
        self.source = source;
        self.verdict = verdict;
        self.refused = None;
        Ok(())
    }
}

/// The verdict `check` gives `record` under the session's rules.
fn judge_any(record: &Record, spans: &Spans, game: &LiveRules, t: &TournamentRules) -> Verdict {
    match game {
        LiveRules::Sowing(rules) => judge(record, spans, Some(rules), t),
        LiveRules::Grid(grid) => judge_record(grid, record, spans, t).1,
    }
}

impl Session {
    /// Reads the record again as it is on disk (after another session saved
    /// it), under the file's lock. `None`, and nothing changed here, when it
    /// is no longer a record of this game that live can score.
    fn reload(&mut self) -> Option<()> {
        let guard = lock_for(&self.path).ok()?;
        let loaded = open_record::open(&self.path).ok()?;
        drop(guard);
        let same_game = match &self.game {
            LiveRules::Sowing(_) => loaded.rules.is_some(),
            LiveRules::Grid(_) => loaded.grid.is_some(),
        };
        if loaded.record.variant != self.record.variant
            || !same_game
            || loaded.record.sets.is_empty()
            || loaded.record.forfeit.is_some()
        {
            return None;
        }
        self.verdict = judge_any(
            &loaded.record,
            &loaded.spans,
            &self.game,
            &loaded.tournament,
        );
        self.on_disk = Some(loaded.source.text.clone());
        self.header = leading_comments(&loaded.source.text);
        self.record = loaded.record;
        self.source = loaded.source;
        self.tournament = loaded.tournament;
        self.refused = None;
        if let Some(t) = &mut self.timer {
            restore(t, &self.record, self.clock.now());
        }
        Some(())
    }
}

/// "round-2/table-3.toml: this table is a forfeit (event.toml, [[forfeit]]):
/// Mehmet Demir did not come to the table; no moves are entered."
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

fn forfeit_refusal(words: Words, path: &Path, record: &Record, mark: &ForfeitMark) -> String {
    let (source, absent) = match mark {
        ForfeitMark::Record(f) => (
            words.fill(Label::LiveForfeitRecord, &[f.key()]),
            [f.lost_by(Who::First), f.lost_by(Who::Second)],
        ),
        ForfeitMark::Event(file, absent) => (
            words.fill(Label::LiveForfeitEvent, &[&file.display().to_string()]),
            *absent,
        ),
    };
    let names: Vec<String> = [Who::First, Who::Second]
        .into_iter()
        .filter(|w| absent[*w as usize])
        .map(|w| record.player(w).name)
        .collect();
    let who = match names.as_slice() {
        [a, b] => words.fill(Label::LiveForfeitBoth, &[a, b]),
        _ => names.concat(),
    };
    words.fill(
        Label::LiveForfeit,
        &[&path.display().to_string(), &source, &who],
    )
}

/// True for an HTML page, such as a sheet written before.
fn is_sheet(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 15];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| head.eq_ignore_ascii_case(b"<!DOCTYPE html>"))
}

/// Whole seconds, rounded up as the screen shows them (0 only when out).
fn seconds(d: Duration) -> u32 {
    let secs = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    u32::try_from(secs).unwrap_or(u32::MAX)
}

/// The clocks of the record's last set as last saved, paused; full when
/// none were saved.
fn restore(timer: &mut Timer, record: &Record, now: Duration) {
    timer.reset();
    if let Some(left) = record.sets.last().and_then(|s| s.time_left) {
        timer.set_left(Who::First, Duration::from_secs(left.first.into()), now);
        timer.set_left(Who::Second, Duration::from_secs(left.second.into()), now);
    }
}

/// The lines before the first key or table: comments and blank lines.
fn leading_comments(text: &str) -> String {
    let end = text
        .split_inclusive('\n')
        .take_while(|line| {
            let line = line.trim();
            line.is_empty() || line.starts_with('#')
        })
        .map(str::len)
        .sum();
    text[..end].to_string()
}

/// The record's text (after the file's leading comments), read back as
/// `check` reads it.
fn reread(path: &Path, header: &str, record: &Record) -> Result<(Arc<Source>, Spans), Error> {
    let text = format!("{header}{}", record::to_toml(record));
    let source = Source::new(path.display().to_string(), text);
    let (reread, spans) = record::parse(&source).map_err(Error::Input)?;
    debug_assert_eq!(&reread, record);
    Ok((source, spans))
}

/// Takes back the last thing entered in the current set: its signed score,
/// else the set itself when nothing is in it yet (the `next` before it),
/// else the last warning or time-out given since the last move, else the
/// last move.
fn undo(record: &mut Record, game: &LiveRules, south: Who, t: &TournamentRules) -> Option<Undone> {
    let number = record.sets.len();
    let current = record.sets.last_mut()?;
    if current.claimed.take().is_some() {
        return Some(Undone::Claim);
    }
    if current.moves.is_empty()
        && current.grid_moves.is_empty()
        && current.incidents.is_empty()
        && number > 1
    {
        record.sets.pop();
        return Some(Undone::NextSet(number));
    }
    let after = (current.moves.len() + current.grid_moves.len()) as u32;
    if let Some(k) = current.incidents.iter().rposition(|i| i.after >= after) {
        return Some(Undone::Incident(current.incidents.remove(k)));
    }
    let rules = match game {
        LiveRules::Sowing(rules) => rules,
        LiveRules::Grid(grid) => {
            let text = current.grid_moves.pop()?;
            let is_pass = parse_move(&text, grid.size()) == Ok(GridMove::Pass);
            // Who made it: the player to move once the moves before it are
            // played (the other one when a pass was left out before it).
            let played = play_set(grid, number, black_of(current, number, t), current, &[]);
            let mut mover = played.position.to_move();
            if !is_pass && played.position.placements(grid, mover) == 0 {
                mover = mover.other();
            }
            return Some(Undone::GridMove {
                ply: current.grid_moves.len() + 1,
                who: played.who(mover),
                text,
            });
        }
    };
    let pit = current.moves.pop()?;
    // Who made it: the player to move once the moves before it are played.
    let mut game = Game::new(rules);
    for &p in &current.moves {
        let _ = game.play(p);
    }
    let seat = game.position().to_move();
    let who = if seat == Player::South {
        south
    } else {
        south.other()
    };
    Some(Undone::Move {
        ply: current.moves.len() + 1,
        who,
        pit,
    })
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
