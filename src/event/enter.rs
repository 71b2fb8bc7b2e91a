//! Entering one table's result into its record: the sets as the table
//! gives them, judged by the referee exactly as `hakem check` judges the
//! file, refused unless the round is complete and valid, then written
//! atomically over the record `hakem pair` left (never over one that holds
//! a result unless the arbiter corrects it, never over moves).
//!
//! The one write path for a table's result: `hakem serve` calls it for a
//! phone's post and for the arbiter's correction.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::error::Error;
use crate::event::folder::{Folder, TableState, round_dir_name, table_file_name};
use crate::files::atomic_file::replace_owned;
use crate::record::{self, Record, SetRecord};
use crate::referee::open_record::{self, OpenRecord};
use crate::referee::{Verdict, judge};
use crate::text::diagnostic::Source;

/// Why a result was not written.
#[derive(Debug)]
pub enum Refusal {
    /// No such round or table in the event.
    NotPaired(String),
    /// The table's result is already in (a phone cannot change it).
    AlreadySaved(PathBuf),
    /// The record holds moves: it is scored move by move, not entered.
    HoldsMoves(PathBuf),
    /// The rules refuse the sets (stores that do not add up, a set too
    /// many, a round not finished): the reason in English.
    Rules(String),
    /// The event or the record could not be read or written.
    Failed(Error),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NotPaired(m) | Refusal::Rules(m) => f.write_str(m),
            Refusal::AlreadySaved(p) => write!(
                f,
                "{}: the result is already in; only the arbiter can change it",
                p.display()
            ),
            Refusal::HoldsMoves(p) => write!(
                f,
                "{}: the record holds moves; it is scored move by move",
                p.display()
            ),
            Refusal::Failed(e) => write!(f, "{e}"),
        }
    }
}

/// A result judged, and (once saved) the record it is in.
pub struct Judged {
    pub path: PathBuf,
    /// The record as it was before, when it could be read (the arbiter's
    /// correction shows it).
    pub before: Option<Record>,
    pub opened: OpenRecord,
    pub verdict: Verdict,
}

/// The path of a table's record, checked against the event: the round is
/// paired and is the last paired one (an earlier round's result would
/// change a pairing already made), the table is one of its tables.
pub fn table_path(folder: &Folder, round: u8, table: usize) -> Result<PathBuf, Refusal> {
    let paired = folder.paired_rounds();
    let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
        return Err(Refusal::NotPaired(format!(
            "round {round} is not paired ({paired} of {} rounds are)",
            folder.event.spec().rounds
        )));
    };
    if table == 0 || table > r.tables.len() {
        return Err(Refusal::NotPaired(format!(
            "round {round} has tables 1 to {}, not {table}",
            r.tables.len()
        )));
    }
    if round < paired {
        return Err(Refusal::NotPaired(format!(
            "round {round} is finished: round {paired} is paired after it"
        )));
    }
    Ok(folder
        .dir
        .join(round_dir_name(round))
        .join(table_file_name(table)))
}

/// What a table's record holds, read from its TOML as it stands (the
/// record `hakem pair` leaves may not pass the record's checks: a set of
/// `moves = []` where a game is entered by results).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// The empty set(s) `hakem pair` wrote.
    Nothing,
    /// A result: stores, set results or incidents.
    Result,
    /// Moves: scored move by move (`hakem live`).
    Moves,
}

/// What the record text `text` holds; `None` when it is not TOML.
pub fn held(text: &str) -> Option<Held> {
    let raw: toml::Table = text.parse().ok()?;
    let Some(sets) = raw.get("set").and_then(toml::Value::as_array) else {
        return Some(Held::Nothing);
    };
    let mut held = Held::Nothing;
    for set in sets {
        let Some(t) = set.as_table() else {
            return Some(Held::Result);
        };
        for (key, value) in t {
            match key.as_str() {
                "moves" if value.as_array().is_some_and(Vec::is_empty) => {}
                "moves" => return Some(Held::Moves),
                "starts" | "time_left" => {}
                _ => held = Held::Result,
            }
        }
    }
    Some(held)
}

/// What the record file at `path` holds (`Held::Nothing` when missing; an
/// unreadable file counts as holding a result: nothing is written over it).
pub fn held_at(path: &Path) -> Held {
    match crate::files::input_file::read_text(path) {
        Ok(text) => held(&text).unwrap_or(Held::Result),
        Err(_) if !path.exists() => Held::Nothing,
        Err(_) => Held::Result,
    }
}

/// The record text of a table: the players and event `hakem pair` wrote,
/// with `sets`.
fn with_sets(path: &Path, text: &str, sets: Vec<SetRecord>) -> Result<Record, Refusal> {
    let unreadable = |why: String| {
        Refusal::Failed(Error::Usage(format!(
            "{}: cannot be read: {why}",
            path.display()
        )))
    };
    let mut raw: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| unreadable(e.to_string()))?;
    raw.remove("set");
    // The record's own parser reads the header (with a stand-in set): the
    // variant, rules, event and players exactly as a record file gives them.
    let header = toml::to_string(&raw).map_err(|e| unreadable(e.to_string()))?;
    let source = Source::new(
        path.display().to_string(),
        format!("{header}\n[[set]]\nresult = \"draw\"\n"),
    );
    let (record, _) = record::parse(&source).map_err(|d| unreadable(d.to_string()))?;
    Ok(Record { sets, ..record })
}

/// Judges `sets` as table `table`'s round without writing anything.
/// `replace`: the arbiter may judge over a result already in.
pub fn judge_entry(
    dir: &Path,
    round: u8,
    table: usize,
    sets: Vec<SetRecord>,
    replace: bool,
) -> Result<Judged, Refusal> {
    let folder = Folder::open(dir).map_err(Refusal::Failed)?;
    let path = table_path(&folder, round, table)?;
    if !path.exists() {
        return Err(Refusal::Failed(Error::Usage(format!(
            "{}: missing; `hakem pair` writes it with the round",
            path.display()
        ))));
    }
    let text = crate::files::input_file::read_text(&path).map_err(Refusal::Failed)?;
    let before_text = text.clone();
    match held(&text) {
        None => {
            return Err(Refusal::Failed(Error::Usage(format!(
                "{}: not TOML; correct it by hand",
                path.display()
            ))));
        }
        Some(Held::Moves) => return Err(Refusal::HoldsMoves(path)),
        Some(Held::Result) if !replace => return Err(Refusal::AlreadySaved(path)),
        Some(_) => {}
    }
    let before = match &folder.rounds[usize::from(round) - 1].tables[table - 1].state {
        TableState::Judged(loaded, _) => Some(loaded.record.clone()),
        _ => None,
    };
    if sets.is_empty() {
        return Err(Refusal::Rules("no set was entered".into()));
    }
    if sets.iter().any(|s| !s.moves.is_empty()) {
        return Err(Refusal::Rules(
            "moves are scored with `hakem live`, not entered here".into(),
        ));
    }
    let record = with_sets(&path, &before_text, sets)?;
    // The text to be written, read back and judged as `hakem check` would
    // read the file: what is judged is what is saved.
    let text = record::to_toml(&record);
    let source = Source::new(path.display().to_string(), text);
    let (parsed, spans) = record::parse(&source).map_err(|d| Refusal::Rules(d.to_string()))?;
    let opened = open_record::resolve(&path, source, parsed, spans)
        .map_err(|e| Refusal::Rules(e.to_string()))?;
    let verdict = judge(
        &opened.record,
        &opened.spans,
        opened.rules.as_ref(),
        &opened.tournament,
    );
    let problems: Vec<String> = verdict
        .problems
        .iter()
        .filter(|p| p.severity() == crate::referee::Severity::Error)
        .map(|p| {
            crate::words::round_problem(crate::words::Language::En, p, &opened.record, verdict.unit)
        })
        .chain(
            verdict
                .sets
                .iter()
                .filter(|s| s.claimed_ok == Some(false))
                .map(|s| format!("set {}: the stores entered do not hold", s.number)),
        )
        .chain(verdict.sets.iter().filter_map(|s| {
            s.error.as_ref().map(|e| {
                format!(
                    "set {}: {}",
                    s.number,
                    crate::words::illegal_move_en(&e.illegal)
                )
            })
        }))
        .collect();
    if !problems.is_empty() {
        return Err(Refusal::Rules(problems.join("; ")));
    }
    if !verdict.round.complete {
        return Err(Refusal::Rules(
            "the round is not finished: enter every set played".into(),
        ));
    }
    Ok(Judged {
        path,
        before,
        opened,
        verdict,
    })
}

/// Judges `sets` and writes them into table `table`'s record.
pub fn enter(
    dir: &Path,
    round: u8,
    table: usize,
    sets: Vec<SetRecord>,
    replace: bool,
) -> Result<Judged, Refusal> {
    let judged = judge_entry(dir, round, table, sets, replace)?;
    // The record was read by this process; it is the one `pair` wrote for
    // this table, and the checks above allow it to be replaced.
    replace_owned(&judged.path, judged.opened.source.text.as_bytes()).map_err(Refusal::Failed)?;
    Ok(judged)
}

/// The record text a posted set list makes: `[[set]]` tables as TOML,
/// parsed by the record parser (every problem located and named by its key
/// path, `set[1].claimed.first`).
pub fn sets_from_toml(sets_toml: &str) -> Result<Vec<SetRecord>, String> {
    let text = format!("variant = \"entry\"\n{sets_toml}");
    let source: Arc<Source> = Source::new("sets", text);
    record::parse(&source)
        .map(|(r, _)| r.sets)
        .map_err(|d| d.to_string())
}
