//! The event folder on disk: `event.toml`, and one `round-N/` folder per
//! paired round holding `pairing.toml` (the boards and the bye, as paired)
//! and one record per table (`table-01.toml`, ...). Everything the pairing
//! and the standings know is read from these files; nothing else is kept.

mod issue;
mod manifest;
mod names;
mod one_round;
mod problems;
mod results;
mod rules;
mod tournament;

pub use issue::{FolderProblem, Issue, NotInRound, PlayedIn};
pub use manifest::Manifest;
use names::round_number;
pub use names::{PAIRING_FILE, from_round_dir, round_dir_name, round_dirs, table_file_name};
pub use results::TableResult;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::error::Error;
use crate::event::{EVENT_FILE, Event};
use crate::referee::open_record::{self, OpenRecord as Loaded};
use crate::referee::{TournamentRules, Verdict};
use crate::ruleset::Language;
use crate::swiss::Scoring;
use crate::text::diagnostic::Source;

use rules::{scoring, tournament_rules};

/// What one table of a round gave. Shared (`Arc`), so that a folder is
/// copied cheaply: a server's readers keep the folder as they found it
/// while its writes note new records in a copy.
#[derive(Clone)]
pub enum TableState {
    /// The record file is not there.
    Missing,
    /// The record could not be read or understood.
    Unreadable(Arc<Error>),
    /// Read and judged.
    Judged(Arc<Loaded>, Arc<Verdict>),
}

/// One table of a paired round.
#[derive(Clone)]
pub struct TableRecord {
    /// The hall's number: from the event's `first_table` (default 1).
    pub table: usize,
    pub path: PathBuf,
    /// Player ids: `[first, second]`; the first starts set 1.
    pub players: [String; 2],
    pub state: TableState,
}

impl TableRecord {
    /// Whether the record holds a move, a set result or an incident (and
    /// so must never be written over).
    pub fn holds_moves(&self) -> bool {
        match &self.state {
            TableState::Judged(loaded, _) => {
                loaded.record.forfeit.is_some()
                    || loaded.record.sets.iter().any(|s| {
                        !s.moves.is_empty()
                            || s.result.is_some()
                            || s.counted.is_some()
                            || !s.incidents.is_empty()
                    })
            }
            // An unreadable file may hold anything: treat it as played.
            TableState::Unreadable(_) => self.path.exists(),
            TableState::Missing => false,
        }
    }
}

/// A paired round.
#[derive(Clone)]
pub struct Round {
    pub number: u8,
    pub dir: PathBuf,
    pub manifest: Manifest,
    pub tables: Vec<TableRecord>,
    /// The hall's number of the round's first table (`first_table`).
    pub first_table: usize,
}

impl Round {
    /// The index (from 0) of the table the hall numbers `table`, if the
    /// round has it.
    pub fn index_of(&self, table: usize) -> Option<usize> {
        let i = table.checked_sub(self.first_table)?;
        (i < self.manifest.tables.len()).then_some(i)
    }

    /// The table the hall numbers `table`, if its record was read.
    pub fn table(&self, table: usize) -> Option<&TableRecord> {
        self.tables.get(self.index_of(table)?)
    }

    /// The same, to change its state.
    pub fn table_mut(&mut self, table: usize) -> Option<&mut TableRecord> {
        let i = self.index_of(table)?;
        self.tables.get_mut(i)
    }

    /// The hall's numbers of the round's tables, in order.
    pub fn table_numbers(&self) -> std::ops::Range<usize> {
        self.first_table..self.first_table + self.manifest.tables.len()
    }

    pub fn holds_moves(&self) -> bool {
        self.tables.iter().any(TableRecord::holds_moves)
    }
}

/// The whole event folder, read and judged.
#[derive(Clone)]
pub struct Folder {
    pub dir: PathBuf,
    pub event: Event,
    pub source: Arc<Source>,
    pub rules: TournamentRules,
    /// The language of the printouts: the tournament rules', else the
    /// variant's (`None` for a game entered by results without one).
    pub language: Option<Language>,
    pub scoring: Scoring,
    /// The paired rounds, 1, 2, ... in order.
    pub rounds: Vec<Round>,
    /// Problems with the folder itself (a round folder out of order, a
    /// manifest not understood, an interrupted `hakem pair`).
    pub folder_issues: Vec<Issue>,
}

impl Folder {
    /// Reads `dir/event.toml` and every `round-N/` folder. An `event.toml`
    /// not understood is an error; problems in the rounds are kept as
    /// issues (see [`Folder::issues`]).
    pub fn open(dir: &Path) -> Result<Folder, Error> {
        Folder::load(dir, |_, _| true)
    }

    /// Reads `event.toml`, its rules and scoring, and every round's
    /// pairing; `records(n, last)` says whether round `n`'s records are read
    /// and judged too (`last`: the last round folder found). The one loader
    /// of [`Folder::open`] and [`Folder::open_round`].
    fn load(dir: &Path, records: impl Fn(u8, u8) -> bool + Sync) -> Result<Folder, Error> {
        // The records need nothing of `event.toml`: they are read and
        // judged on one core while it is parsed on the other (a large
        // event's `event.toml` is a fifth of the time of opening it).
        let (event, mut early) = rayon::join(
            || crate::event::load(&dir.join(EVENT_FILE)),
            || read_records_early(dir, &records),
        );
        let (event, source) = event?;
        let (rules, language) = tournament_rules(&event, &source, dir)?;
        let scoring = scoring(&event, &rules, &source)?;
        let mut folder = Folder {
            dir: dir.to_path_buf(),
            event,
            source,
            rules,
            language,
            scoring,
            rounds: Vec::new(),
            folder_issues: Vec::new(),
        };
        folder.read_rounds(records, &mut early)?;
        Ok(folder)
    }

    /// Lists the round folders and reads each round; `records(n, last)`
    /// says whether round `n`'s records are read and judged too (`last`:
    /// the last round folder found).
    fn read_rounds(
        &mut self,
        records: impl Fn(u8, u8) -> bool,
        early: &mut EarlyRecords,
    ) -> Result<(), Error> {
        let entries = std::fs::read_dir(&self.dir).map_err(|e| Error::io(&self.dir, e))?;
        let mut found: Vec<u8> = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if let Some(n) = round_number(&name)
                && entry.path().is_dir()
            {
                found.push(n);
            } else if name.starts_with(".round-") {
                self.folder_issues.push(Issue {
                    place: entry.path().display().to_string(),
                    message: FolderProblem::InterruptedPair.into(),
                });
            }
        }
        found.sort_unstable();
        for (i, &n) in found.iter().enumerate() {
            let dir = self.dir.join(round_dir_name(n));
            if usize::from(n) != i + 1 || n > self.event.spec().rounds {
                self.folder_issues.push(Issue {
                    place: dir.display().to_string(),
                    message: FolderProblem::RoundNotNext {
                        round: n,
                        rounds: self.event.spec().rounds,
                    }
                    .into(),
                });
                continue;
            }
            let last = found.last().copied().unwrap_or(n);
            if let Some(round) = self.read_round(n, &dir, records(n, last), early)? {
                self.rounds.push(round);
            }
        }
        Ok(())
    }

    fn read_round(
        &mut self,
        number: u8,
        dir: &Path,
        records: bool,
        early: &mut EarlyRecords,
    ) -> Result<Option<Round>, Error> {
        let path = dir.join(PAIRING_FILE);
        let text = match crate::files::input_file::read_text(&path) {
            Ok(t) => t,
            Err(e) => {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message: FolderProblem::PairingUnreadable {
                        reason: e.message_without_place(),
                    }
                    .into(),
                });
                return Ok(None);
            }
        };
        let source = Source::new(path.display().to_string(), text);
        // A manifest that is not understood stops the command (exit status
        // 2, its problems located), as any input file not understood does.
        let manifest = Manifest::parse(&source).map_err(Error::Input)?;
        let mut problems = Vec::new();
        if manifest.round != number {
            problems.push(FolderProblem::ManifestRound {
                says: manifest.round,
                round: number,
            });
        }
        let players = self.event.spec().players.len();
        if manifest.tables.len() > players / 2 {
            // Checked first: a manifest of 100,000 tables is one problem,
            // not one a table.
            problems.push(FolderProblem::TooManyTables {
                tables: manifest.tables.len(),
                players,
                max: players / 2,
            });
        } else {
            let mut seen = std::collections::HashSet::new();
            for id in manifest.tables.iter().flatten().chain(&manifest.bye) {
                if self.event.player(id).is_none() {
                    problems.push(FolderProblem::UnknownId {
                        file: EVENT_FILE.to_string(),
                        id: id.clone(),
                    });
                } else if !seen.insert(id.as_str()) {
                    problems.push(FolderProblem::PairedTwice { id: id.clone() });
                }
            }
        }
        if !problems.is_empty() {
            for message in problems {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message: message.into(),
                });
            }
            return Ok(None);
        }
        // A file that looks like a record but is no table of the round is
        // reported: its result would otherwise be silently ignored.
        if let Ok(entries) = std::fs::read_dir(dir) {
            let first = self.event.first_table();
            let expected: std::collections::HashSet<String> = (first
                ..first + manifest.tables.len())
                .map(table_file_name)
                .collect();
            // One look at the folder: records of no table, and what a
            // killed write left.
            let mut stray: Vec<PathBuf> = Vec::new();
            let mut leftovers: Vec<PathBuf> = Vec::new();
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().to_string();
                if name.starts_with('.') && name.ends_with(".tmp") {
                    leftovers.push(entry.path());
                } else if name.ends_with(".toml")
                    && name != PAIRING_FILE
                    && name != crate::event::codes::CODES_FILE
                    && !expected.contains(&name)
                {
                    stray.push(entry.path());
                }
            }
            stray.sort();
            leftovers.sort();
            for path in leftovers {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message: FolderProblem::LeftOver.into(),
                });
            }
            for path in stray {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message: FolderProblem::Stray {
                        tables: manifest.tables.len(),
                        file: PAIRING_FILE.to_string(),
                    }
                    .into(),
                });
            }
        }
        // Each record was read and judged while `event.toml` was parsed
        // (`read_records_early`); one it did not find is read now.
        let event = &self.event;
        let tables: Vec<TableRecord> = if records {
            (manifest.tables.iter().enumerate())
                .map(|(i, players)| {
                    let table = event.table_number(i);
                    let path = dir.join(table_file_name(table));
                    let state = early.remove(&path).unwrap_or_else(|| read_table(&path));
                    TableRecord {
                        table,
                        path,
                        players: players.clone(),
                        state,
                    }
                })
                .collect()
        } else {
            Vec::new()
        };
        Ok(Some(Round {
            number,
            dir: dir.to_path_buf(),
            manifest,
            tables,
            first_table: self.event.first_table(),
        }))
    }

    /// Every file the folder was read from (`event.toml`, each round's
    /// `pairing.toml` and records): an output is never written over one.
    pub fn input_files(&self) -> Vec<PathBuf> {
        let mut files = vec![self.dir.join(EVENT_FILE)];
        for round in &self.rounds {
            files.push(round.dir.join(PAIRING_FILE));
            files.extend(round.tables.iter().map(|t| t.path.clone()));
        }
        files
    }

    /// Whether the event plays a grid game (Reversi, Pentago), whose
    /// first player plays black: the lists say "black in set 1" for
    /// "starts set 1".
    pub fn plays_grid(&self) -> bool {
        crate::family::Family::of_variant(&self.event.spec().variant, &self.dir).is_grid()
    }

    /// The last round paired (0 before round 1).
    pub fn paired_rounds(&self) -> u8 {
        self.rounds.len() as u8
    }
}

/// Records read before `event.toml` was understood, by path.
type EarlyRecords = std::collections::HashMap<PathBuf, TableState>;

/// Reads and judges every `table-*.toml` of the round folders whose
/// records `records(n, last)` asks for, side by side on the machine's
/// cores (a round of a thousand tables is most of the time of opening a
/// large event). Which of them are the round's tables is told once
/// `event.toml` and the pairing are read ([`Folder::read_round`]).
fn read_records_early(dir: &Path, records: &(impl Fn(u8, u8) -> bool + Sync)) -> EarlyRecords {
    use rayon::prelude::*;
    let Ok(entries) = std::fs::read_dir(dir) else {
        return EarlyRecords::new();
    };
    let rounds: Vec<(u8, PathBuf)> = entries
        .flatten()
        .filter_map(|e| Some((round_number(&e.file_name().to_string_lossy())?, e.path())))
        .collect();
    let Some(last) = rounds.iter().map(|(n, _)| *n).max() else {
        return EarlyRecords::new();
    };
    let paths: Vec<PathBuf> = rounds
        .iter()
        .filter(|(n, _)| records(*n, last))
        .filter_map(|(_, round)| std::fs::read_dir(round).ok())
        .flat_map(|entries| entries.flatten().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .map(|n| n.to_string_lossy())
                .is_some_and(|n| n.starts_with("table-") && n.ends_with(".toml"))
        })
        .collect();
    paths
        .into_par_iter()
        .map(|path| {
            let state = read_table(&path);
            (path, state)
        })
        .collect()
}

/// A table's record read and judged: missing, unreadable or judged.
fn read_table(path: &Path) -> TableState {
    match open_record::open(path) {
        Ok(loaded) => {
            let verdict = crate::family::verdict(&loaded);
            TableState::Judged(Arc::new(loaded), Arc::new(verdict))
        }
        Err(Error::Io { path: p, source })
            if p == path && source.kind() == std::io::ErrorKind::NotFound =>
        {
            TableState::Missing
        }
        Err(e) => TableState::Unreadable(Arc::new(e)),
    }
}
