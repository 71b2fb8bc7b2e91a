//! `hakem event import-players|teams|prizes` and the lists of `hakem event
//! standings --list/--lists`: a school championship from the registration
//! sheet to the prizes, as text, JSON, CSV or an XLSX workbook.

use std::path::{Path, PathBuf};

use clap::ValueEnum;

use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::lists::{ListSpec, ListStandings};
use crate::event::lock::{replace_unchanged, write_output};
use crate::event::registration::{self, Field};
use crate::event::standings::Standings;
use crate::event::{EVENT_FILE, player_toml};
use crate::files::stdout::print;
use crate::report::school::{Grid, grid_text};
use crate::report::spreadsheet;
use crate::text::diagnostic::Source;
use crate::words::{Label, Words};

crate::messages! {
    /// What the school championship's commands say.
    pub enum SchoolSaid {
        /// `--list` names a list `event.toml` does not define (`lists`:
        /// those it does, quoted).
        NoSuchList { id: String, lists: String } = "school-no-such-list",
        NoLists { path: PathBuf } = "school-no-lists",
        NoTeams { path: PathBuf } = "school-no-teams",
        NoPrizes { path: PathBuf } = "school-no-prizes",
        /// The sheet's problems were listed; nothing was written.
        NothingWritten { problems: usize, path: PathBuf } = "school-nothing-written",
        Imported { path: PathBuf, added: usize, unchanged: usize, changed: usize, file: PathBuf } = "school-imported",
        /// `--dry-run`: what would be written.
        WouldImport { path: PathBuf, added: usize, unchanged: usize, changed: usize, file: PathBuf } = "school-would-import",
        /// A row whose player is in the event with other details
        /// (`keys`: the keys that differ), left as the event has it.
        ChangedRow { row: usize, id: String, name: String, keys: String } = "school-changed-row",
        /// The workbook could not be written.
        XlsxFailed { path: PathBuf, reason: String } = "school-xlsx-failed",
        /// `--list`, `--lists` with `--format`/`print` other than a list's.
        ListsOnly = "school-lists-only",
    }
}

/// The formats of the listings: text for the referee, JSON for programs,
/// CSV for a spreadsheet (`-o FILE.xlsx` writes a workbook).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListingFormat {
    Text,
    Json,
    Csv,
}

/// Where and how a listing goes: `--format`, `-o`.
pub struct Out<'a> {
    pub format: ListingFormat,
    pub output: Option<&'a Path>,
}

impl Out<'_> {
    /// Writes the grids (as text with `notes` after them, CSV or XLSX) or
    /// the JSON `json` gives.
    pub fn emit(
        &self,
        folder: &Folder,
        grids: &[Grid],
        notes: &str,
        json: impl FnOnce() -> String,
    ) -> Result<(), Error> {
        let xlsx = self.output.is_some_and(|o| {
            o.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("xlsx"))
        });
        let bytes = if xlsx {
            spreadsheet::xlsx(grids).map_err(|reason| {
                Error::usage(SchoolSaid::XlsxFailed {
                    path: self.output.map(Path::to_path_buf).unwrap_or_default(),
                    reason,
                })
            })?
        } else {
            match self.format {
                ListingFormat::Text => {
                    let mut text = grids.iter().map(grid_text).collect::<Vec<_>>().join("\n");
                    text.push_str(notes);
                    text.into_bytes()
                }
                ListingFormat::Json => json().into_bytes(),
                ListingFormat::Csv => spreadsheet::csv(grids).into_bytes(),
            }
        };
        match self.output {
            Some(out) => write_output(out, &bytes, &folder.input_files()),
            None => print(&String::from_utf8_lossy(&bytes)),
        }
    }
}

/// The lists `--list ID` or `--lists` ask for.
pub fn selected<'a>(
    folder: &'a Folder,
    list: Option<&str>,
    all: bool,
) -> Result<Vec<&'a ListSpec>, Error> {
    let lists = &folder.event.spec().lists;
    if all {
        if lists.is_empty() {
            return Err(Error::usage(SchoolSaid::NoLists {
                path: folder.dir.join(EVENT_FILE),
            }));
        }
        return Ok(lists.iter().collect());
    }
    let Some(id) = list else {
        return Ok(Vec::new());
    };
    match lists.iter().find(|l| l.id == id) {
        Some(l) => Ok(vec![l]),
        None if lists.is_empty() => Err(Error::usage(SchoolSaid::NoLists {
            path: folder.dir.join(EVENT_FILE),
        })),
        None => Err(Error::usage(SchoolSaid::NoSuchList {
            id: id.to_string(),
            lists: lists
                .iter()
                .map(|l| format!("\"{}\"", l.id))
                .collect::<Vec<_>>()
                .join(", "),
        })),
    }
}

/// The lists of `specs` after the standings `s`.
pub fn lists_of(folder: &Folder, s: &Standings, specs: &[&ListSpec]) -> Vec<ListStandings> {
    specs
        .iter()
        .map(|l| ListStandings::new(folder, s, l))
        .collect()
}

/// The grids of the lists, for every format.
pub fn list_grids(folder: &Folder, lists: &[ListStandings], words: Words) -> Vec<Grid> {
    lists
        .iter()
        .map(|l| crate::report::school::list_grid(l, folder, words))
        .collect()
}

/// `hakem event teams`.
pub fn teams(folder: &Folder, s: &Standings, out: &Out<'_>, words: Words) -> Result<Status, Error> {
    let Some(t) = crate::event::teams::teams_for(folder, s) else {
        return Err(Error::usage(SchoolSaid::NoTeams {
            path: folder.dir.join(EVENT_FILE),
        }));
    };
    let grid = crate::report::school::teams_grid(&t, words);
    out.emit(folder, &[grid], "", || {
        crate::report::school_json::teams_json(folder, &t)
    })?;
    Ok(Status::Success)
}

/// `hakem event prizes`.
pub fn prizes(
    folder: &Folder,
    s: &Standings,
    out: &Out<'_>,
    words: Words,
) -> Result<Status, Error> {
    if folder.event.spec().prizes.is_empty() {
        return Err(Error::usage(SchoolSaid::NoPrizes {
            path: folder.dir.join(EVENT_FILE),
        }));
    }
    let a = crate::event::prizes::awards_for(folder, s);
    let grid = crate::report::school::prizes_grid(&a, folder, words);
    out.emit(folder, &[grid], "", || {
        crate::report::school_json::prizes_json(folder, &a)
    })?;
    Ok(Status::Success)
}

/// `hakem event import-players DIR FILE [--map ...] [--dry-run]`.
pub fn import_players(
    dir: &Path,
    file: &Path,
    map: Option<&str>,
    dry_run: bool,
    words: impl Fn(Option<crate::words::Language>) -> Words,
) -> Result<Status, Error> {
    let map: Vec<(String, Field)> = match map {
        Some(m) => registration::parse_map(m).map_err(Error::usage)?,
        None => Vec::new(),
    };
    let path = dir.join(EVENT_FILE);
    let text = crate::files::input_file::read_text(&path)?;
    let source = Source::new(path.display().to_string(), text.clone());
    let event = crate::event::parse(&source).map_err(Error::Input)?;
    let words = words(Folder::open(dir).ok().and_then(|f| f.language));
    let rows = crate::files::sheet_rows::read_rows(file)?;
    let shown = file.display().to_string();
    let imported = match registration::import(event.spec(), &rows, &shown, &map) {
        Ok(i) => i,
        Err(problems) => {
            for p in &problems {
                eprintln!("{}: {}", words.t(Label::SeverityError), words.say(p));
            }
            return Err(Error::usage(SchoolSaid::NothingWritten {
                problems: problems.len(),
                path: path.clone(),
            }));
        }
    };
    let mut new_text = text.clone();
    if !new_text.is_empty() && !new_text.ends_with('\n') {
        new_text.push('\n');
    }
    for p in &imported.added {
        new_text.push_str(&player_toml(p));
    }
    // What is written must read as an event (a category `categories` does
    // not list, an id used twice): checked before anything is written.
    let check = Source::new(path.display().to_string(), new_text.clone());
    crate::event::parse(&check).map_err(Error::Input)?;
    if !dry_run && !imported.added.is_empty() {
        replace_unchanged(&path, Some(&text), new_text.as_bytes())?;
    }
    let mut said = String::new();
    for c in &imported.changed {
        said.push_str(&format!(
            "{}: {}\n",
            words.t(Label::SeverityNote),
            words.say(&SchoolSaid::ChangedRow {
                row: c.row,
                id: c.id.clone(),
                name: c.name.clone(),
                keys: c.keys.join(", "),
            })
        ));
    }
    let (added, unchanged, changed) = (
        imported.added.len(),
        imported.unchanged,
        imported.changed.len(),
    );
    let summary = if dry_run {
        SchoolSaid::WouldImport {
            path,
            added,
            unchanged,
            changed,
            file: file.to_path_buf(),
        }
    } else {
        SchoolSaid::Imported {
            path,
            added,
            unchanged,
            changed,
            file: file.to_path_buf(),
        }
    };
    said.push_str(&words.say(&summary));
    said.push('\n');
    print(&said)?;
    Ok(Status::Success)
}

/// Who gets a certificate: the first `top` places of `list` (or of the
/// overall standings), or else every prize winner (of `list`'s prizes
/// only, when one is named).
pub fn certificates(
    folder: &Folder,
    s: &Standings,
    list: Option<&ListSpec>,
    top: Option<u16>,
) -> Vec<crate::sheet::school::Certificate> {
    use crate::sheet::school::Certificate;
    let school_of = |id: &str| {
        folder
            .event
            .player(id)
            .and_then(|p| p.school_or_club())
            .map(str::to_string)
    };
    if let Some(top) = top {
        let rows = match list {
            Some(l) => ListStandings::new(folder, s, l),
            None => ListStandings::overall(s),
        };
        return rows
            .rows
            .iter()
            .filter(|r| r.place <= usize::from(top))
            .map(|r| Certificate {
                name: r.row.player.name.clone(),
                school: school_of(&r.row.player.id),
                list: list.map(|l| l.name.clone()),
                place: r.place,
                prize: None,
            })
            .collect();
    }
    let awards = crate::event::prizes::awards_for(folder, s);
    awards
        .awards
        .iter()
        .filter(|a| list.is_none_or(|l| a.prize.list.as_deref() == Some(l.id.as_str())))
        .filter_map(|a| {
            let w = a.winner.as_ref()?;
            Some(Certificate {
                name: w.row.player.name.clone(),
                school: school_of(&w.row.player.id),
                list: a.list_name.clone(),
                place: a.prize.place,
                prize: Some(a.prize.name.clone()),
            })
        })
        .collect()
}
