//! A table's result as the arbiter enters it from the card (`hakem result`):
//! the stores counted at the end of each set, a timeout, warnings, a
//! forfeit. [`parse_entry`] reads the command line's SET tokens,
//! [`enter`] judges the result as `hakem check` judges the file, refuses
//! it unless the round is decided and valid by the tournament rules, and
//! writes the table's record atomically (never over moves, never over
//! another result unless asked).
//!
//! The one write path for a table's result entered without moves: the
//! command and a server call the same [`enter`].

use std::fmt;
use std::path::{Path, PathBuf};

use super::folder::{Folder, TableRecord, TableState, round_dir_name, table_file_name};
use super::pairing::table_record;
use crate::error::Error;
use crate::record::typed;
use crate::record::{
    self, Change, ChangeKind, ChangedBy, Counted, Forfeit, Incident, IncidentKind, Record,
    SetRecord, SetResult, WarningReason, Who,
};
use crate::referee::open_record::{self, OpenRecord};
use crate::referee::{RoundProblem, Severity, Verdict, judge};
use crate::text::diagnostic::Source;

mod commit;
pub use commit::{Committed, Leftovers, commit, sync_together};

/// The most stones a store counted on the command line may hold (no
/// ruleset has more; the referee checks the ruleset's own total).
pub const MAX_STORE: u32 = 9999;

/// The most sets (or cards) one entry may hold: more than any tournament
/// rules allow, so that a set too many is the referee's finding.
pub const MAX_SETS: usize = 16;

/// A table's result as entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// The sets played, in order.
    Sets(Vec<SetRecord>),
    /// The round was not played.
    Forfeit(Forfeit),
}

/// A SET token that is not understood: the token and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadToken {
    pub token: String,
    pub problem: TokenProblem,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenProblem {
    /// Not one of the forms (`30-18`, `t:first:20`, `w:second`, ...).
    Unknown,
    /// A store above [`MAX_STORE`].
    StoreTooLarge,
    /// Two stores parts, or two timeouts, in one set.
    Twice,
    /// `forfeit:...` together with sets.
    ForfeitWithSets,
    /// More than [`MAX_SETS`] sets.
    TooManySets,
    /// No set at all.
    Empty,
}

/// Reads the SET tokens of `hakem result` (docs/event.md, "Entering
/// results"): each token one set, parts joined by commas.
///
/// - `30-18`: the stores counted, first player's then second's (as paired);
///   `20-` or `-23` one store only (with a timeout);
/// - `t:first` / `t:second` (or `t:1`, `t:2`): that player's time ran out;
///   `t:second:23` also gives that player's store;
/// - `w:first` / `w:second[:REASON]`: a warning (REASON `touch-move`, the
///   default, `illegal-move` or `conduct`), repeated for more;
/// - `first`, `second`, `draw`: a set's result, for games entered by results;
/// - `forfeit:first`, `forfeit:second`, `forfeit:both` (or `f:...`), alone:
///   the round was not played.
pub fn parse_entry<S: AsRef<str>>(tokens: &[S]) -> Result<Entry, BadToken> {
    let bad = |token: &str, problem| BadToken {
        token: token.to_string(),
        problem,
    };
    let mut sets = Vec::new();
    let mut forfeit = None;
    for token in tokens {
        let token = token.as_ref().trim();
        if let Some(f) = forfeit_token(token) {
            if forfeit.is_some() || !sets.is_empty() || tokens.len() > 1 {
                return Err(bad(token, TokenProblem::ForfeitWithSets));
            }
            forfeit = Some(f);
            continue;
        }
        if sets.len() == MAX_SETS {
            return Err(bad(token, TokenProblem::TooManySets));
        }
        sets.push(parse_set(token).map_err(|p| bad(token, p))?);
    }
    match forfeit {
        Some(f) => Ok(Entry::Forfeit(f)),
        None if sets.is_empty() => Err(bad("", TokenProblem::Empty)),
        None => Ok(Entry::Sets(sets)),
    }
}

/// A player, in English or Turkish (`second`, `ikinci`, `2`).
fn who(word: &str) -> Option<Who> {
    match word.trim() {
        "1" => Some(Who::First),
        "2" => Some(Who::Second),
        w => typed::player(w),
    }
}

fn forfeit_token(token: &str) -> Option<Forfeit> {
    let (head, rest) = token.split_once(':')?;
    if !matches!(typed::fold(head).as_str(), "forfeit" | "f" | "hukmen") {
        return None;
    }
    match typed::fold(rest).as_str() {
        "both" | "ikisi" => Some(Forfeit::Both),
        other => who(other).map(Forfeit::One),
    }
}

/// A set's result, in English or Turkish (`first`, `birinci`, `draw`,
/// `berabere`).
fn set_result(word: &str) -> Option<SetResult> {
    match typed::fold(word).as_str() {
        "draw" | "berabere" => Some(SetResult::Draw),
        w @ ("first" | "second" | "birinci" | "ikinci") => typed::player(w).map(SetResult::Won),
        _ => None,
    }
}

fn store(text: &str) -> Result<Option<u32>, TokenProblem> {
    if text.is_empty() {
        return Ok(None);
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 9 {
        return Err(TokenProblem::Unknown);
    }
    let n: u32 = text.parse().map_err(|_| TokenProblem::Unknown)?;
    if n > MAX_STORE {
        return Err(TokenProblem::StoreTooLarge);
    }
    Ok(Some(n))
}

/// Adds a stores part to a set's: `t:second:23` then `25-` are the two
/// stores of one count; two counts of one store are refused.
fn add_stores(c: Counted, stores: &mut Option<Counted>) -> Result<(), TokenProblem> {
    match stores {
        None => {
            *stores = Some(c);
            Ok(())
        }
        Some(old)
            if (old.first.is_none() || c.first.is_none())
                && (old.second.is_none() || c.second.is_none()) =>
        {
            old.first = old.first.or(c.first);
            old.second = old.second.or(c.second);
            Ok(())
        }
        Some(_) => Err(TokenProblem::Twice),
    }
}

/// One SET token: parts joined by commas.
fn parse_set(token: &str) -> Result<SetRecord, TokenProblem> {
    let mut stores: Option<Counted> = None;
    let mut timeout: Option<Who> = None;
    let mut result: Option<SetResult> = None;
    let mut warnings: Vec<Incident> = Vec::new();
    for part in token.split(',').map(str::trim) {
        let lower = part.to_lowercase();
        if let Some(r) = set_result(part) {
            if result.replace(r).is_some() {
                return Err(TokenProblem::Twice);
            }
        } else if let Some((a, b)) = part.split_once('-').filter(|_| !part.contains(':')) {
            // The stores counted; a part with a colon is a timeout or a
            // warning, whose reason may hold a dash (`w:first:illegal-move`).
            let c = Counted {
                first: store(a)?,
                second: store(b)?,
            };
            if c.first.is_none() && c.second.is_none() {
                return Err(TokenProblem::Unknown);
            }
            add_stores(c, &mut stores)?;
        } else if let Some(rest) = lower.strip_prefix("t:").or(lower.strip_prefix("s:")) {
            let (player, count) = rest.split_once(':').unwrap_or((rest, ""));
            let player = who(player).ok_or(TokenProblem::Unknown)?;
            if timeout.replace(player).is_some() {
                return Err(TokenProblem::Twice);
            }
            if let Some(n) = store(count)? {
                let mut c = Counted::default();
                match player {
                    Who::First => c.first = Some(n),
                    Who::Second => c.second = Some(n),
                }
                add_stores(c, &mut stores)?;
            }
        } else if let Some(rest) = lower.strip_prefix("w:").or(lower.strip_prefix("u:")) {
            let (player, reason) = rest.split_once(':').unwrap_or((rest, "touch-move"));
            let player = who(player).ok_or(TokenProblem::Unknown)?;
            let reason = typed::reason(&[reason]).ok_or(TokenProblem::Unknown)?;
            warnings.push(Incident {
                after: 0,
                player,
                kind: IncidentKind::Warning(reason),
            });
        } else {
            return Err(TokenProblem::Unknown);
        }
    }
    if result.is_some() && (stores.is_some() || timeout.is_some()) {
        return Err(TokenProblem::Twice);
    }
    let mut incidents = warnings;
    if let Some(player) = timeout {
        incidents.push(Incident {
            after: 0,
            player,
            kind: IncidentKind::Timeout,
        });
    }
    // A set of warnings alone is counted on paper too (the deciding
    // warning needs no stores); the referee says what is missing.
    let counted = match result {
        Some(_) => None,
        None => Some(stores.unwrap_or_default()),
    };
    Ok(SetRecord {
        result,
        incidents,
        counted,
        ..SetRecord::default()
    })
}

/// One part of a SET token, as `hakem result` reads it and shows it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPart {
    /// A set's result, for games entered by results (`first`).
    Result(SetResult),
    /// The stores counted (`30-18`, `20-`).
    Stores {
        first: Option<u32>,
        second: Option<u32>,
    },
    /// A player's time ran out (`t:second`), with their store when the
    /// other's was not counted (`t:second:23`).
    Timeout { who: Who, store: Option<u32> },
    /// A warning (`w:first`, `w:first:conduct`).
    Warning { who: Who, reason: WarningReason },
    /// A set played move by move: shown, never typed.
    Moves(usize),
    /// The round was not played (`forfeit:second`), alone.
    Forfeit(Forfeit),
}

/// A result as SET tokens: each set's parts (a forfeit is one set of one
/// part). Shown in the reader's language by `report::result`; as text
/// (`Display`) in the tokens' own syntax, the one the server's form and
/// API are given back.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tokens(pub Vec<Vec<TokenPart>>);

impl Tokens {
    /// The result a record holds; empty when it holds nothing.
    pub fn of(record: &Record) -> Tokens {
        Tokens(match record.forfeit {
            Some(f) => vec![vec![TokenPart::Forfeit(f)]],
            None => record
                .sets
                .iter()
                .map(set_parts)
                .filter(|parts| !parts.is_empty())
                .collect(),
        })
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The parts of one set (the form [`parse_entry`] reads).
fn set_parts(set: &SetRecord) -> Vec<TokenPart> {
    let mut parts = Vec::new();
    if let Some(r) = set.result {
        parts.push(TokenPart::Result(r));
    }
    let timeout = set
        .incidents
        .iter()
        .find(|i| i.kind == IncidentKind::Timeout)
        .map(|i| i.player);
    if let Some(c) = set.counted {
        match timeout {
            Some(who) if c.of(who.other()).is_none() => {
                parts.push(TokenPart::Timeout {
                    who,
                    store: c.of(who),
                });
            }
            Some(who) => {
                parts.push(TokenPart::Timeout { who, store: None });
                parts.push(TokenPart::Stores {
                    first: c.first,
                    second: c.second,
                });
            }
            None if c.first.is_some() || c.second.is_some() => {
                parts.push(TokenPart::Stores {
                    first: c.first,
                    second: c.second,
                });
            }
            None => {}
        }
    } else if !set.moves.is_empty() {
        parts.push(TokenPart::Moves(set.moves.len()));
    }
    for i in &set.incidents {
        if let IncidentKind::Warning(reason) = i.kind {
            parts.push(TokenPart::Warning {
                who: i.player,
                reason,
            });
        }
    }
    parts
}

impl fmt::Display for TokenPart {
    /// In the tokens' own syntax (English keys: `t:second:23`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |n: Option<u32>| n.map_or_else(String::new, |n| n.to_string());
        match *self {
            TokenPart::Result(r) => f.write_str(r.key()),
            TokenPart::Stores { first, second } => {
                write!(f, "{}-{}", shown(first), shown(second))
            }
            TokenPart::Timeout { who, store: None } => write!(f, "t:{}", who.key()),
            TokenPart::Timeout {
                who,
                store: Some(n),
            } => write!(f, "t:{}:{n}", who.key()),
            TokenPart::Warning {
                who,
                reason: WarningReason::TouchMove,
            } => write!(f, "w:{}", who.key()),
            TokenPart::Warning { who, reason } => write!(f, "w:{}:{}", who.key(), reason.key()),
            TokenPart::Moves(n) => write!(f, "({n} moves)"),
            TokenPart::Forfeit(x) => write!(f, "forfeit:{}", x.key()),
        }
    }
}

impl fmt::Display for Tokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sets: Vec<String> = self
            .0
            .iter()
            .map(|parts| {
                parts
                    .iter()
                    .map(TokenPart::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        f.write_str(&sets.join(" "))
    }
}

/// One set as a SET token in the tokens' own syntax: `30-18`,
/// `t:second:23`, `20-18,w:first`.
pub fn set_token(set: &SetRecord) -> String {
    Tokens(vec![set_parts(set)]).to_string()
}

/// A whole record's result as SET tokens in their own syntax (`30-18
/// 18-30 26-22`, `forfeit:second`); empty when it holds nothing.
pub fn entry_tokens(record: &Record) -> String {
    Tokens::of(record).to_string()
}

/// Why a result was not written. Nothing is written when refused.
#[derive(Debug)]
pub enum Refusal {
    /// Round `round` is not paired (`paired` of the event's `rounds` are).
    RoundNotPaired { round: u8, paired: u8, rounds: u8 },
    /// The round is finished: round `paired` is paired after it, from its
    /// results.
    RoundFinished { round: u8, paired: u8 },
    /// No table `table` in the round, whose tables are `first` to `last`
    /// (the hall's numbers).
    UnknownTable {
        round: u8,
        table: usize,
        first: usize,
        last: usize,
    },
    /// The record holds moves: it is scored move by move, never replaced.
    HoldsMoves(PathBuf),
    /// `--clear` of a table that holds no result.
    NothingToClear(PathBuf),
    /// The record already holds a result (`--replace` to change it).
    HoldsResult { path: PathBuf, held: Tokens },
    /// `event.toml` enters this table's result or a forfeit.
    EnteredInEvent(PathBuf),
    /// The record cannot be read; it is not written over.
    Unreadable(PathBuf, Error),
    /// The tournament rules refuse the result: the referee's problems (the
    /// record as it would be written is `record`), or the round is not
    /// decided by the sets entered (`incomplete`).
    Rules {
        record: Box<Record>,
        problems: Vec<RoundProblem>,
        incomplete: bool,
        unit: crate::referee::Unit,
    },
    /// The record could not be made, judged or written.
    Failed(Error),
}

/// A result written.
#[derive(Debug)]
pub struct Entered {
    pub round: u8,
    pub table: usize,
    pub path: PathBuf,
    /// The record as written, and the referee's verdict on it.
    pub record: Record,
    pub verdict: Verdict,
    /// The text written (for the verdict's JSON, which locates problems in
    /// it).
    pub source: std::sync::Arc<Source>,
    /// The result it replaced (`--replace`), as SET tokens; `None` when the
    /// record held none.
    pub replaced: Option<Tokens>,
    /// Tables in the round, and those whose result is still not in.
    pub tables: usize,
    pub missing: Vec<usize>,
}

/// The record path of a table, checked against the event: the round is
/// paired and is the last one paired (an earlier round's results made the
/// next pairing), the table is one of its tables.
pub fn table_path(folder: &Folder, round: u8, table: usize) -> Result<PathBuf, Refusal> {
    let paired = folder.paired_rounds();
    let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
        return Err(Refusal::RoundNotPaired {
            round,
            paired,
            rounds: folder.event.spec().rounds,
        });
    };
    if r.index_of(table).is_none() {
        let range = r.table_numbers();
        return Err(Refusal::UnknownTable {
            round,
            table,
            first: range.start,
            last: range.end - 1,
        });
    }
    if round < paired {
        return Err(Refusal::RoundFinished { round, paired });
    }
    Ok(folder
        .dir
        .join(round_dir_name(round))
        .join(table_file_name(table)))
}

/// The tables of `round` whose result is not in (as `hakem pair` sees
/// them: a record missing, unfinished or invalid).
pub fn missing(folder: &Folder, round: u8) -> Vec<usize> {
    folder
        .rounds
        .get(usize::from(round).wrapping_sub(1))
        .map(|r| {
            r.tables
                .iter()
                .filter(|t| folder.table_result(round, t).is_err())
                .map(|t| t.table)
                .collect()
        })
        .unwrap_or_default()
}

/// Whether a table's record holds a result (or moves), so that entering
/// one would be refused without `replace`: a record read holding any set
/// entry, an unreadable one holding more than `hakem pair` wrote.
pub fn holds_result(t: &TableRecord) -> bool {
    match &t.state {
        TableState::Judged(..) => t.holds_moves(),
        TableState::Missing => false,
        TableState::Unreadable(_) => {
            !holds_nothing(&crate::files::input_file::read_text(&t.path).unwrap_or_default())
        }
    }
}

/// Whether a record text holds nothing but what `hakem pair` wrote (empty
/// sets): read as raw TOML, for a record the record checks refuse (a game
/// entered by results where `pair` wrote `moves = []`).
pub(crate) fn holds_nothing(text: &str) -> bool {
    let Ok(raw) = text.parse::<toml::Table>() else {
        return false;
    };
    if raw.contains_key("forfeit") {
        return false;
    }
    let Some(sets) = raw.get("set").and_then(toml::Value::as_array) else {
        return true;
    };
    sets.iter().all(|set| {
        set.as_table().is_some_and(|t| {
            t.iter().all(|(key, value)| match key.as_str() {
                "moves" => value.as_array().is_some_and(Vec::is_empty),
                "starts" | "time_left" => true,
                _ => false,
            })
        })
    })
}

/// The text a table's record is about to hold, read and judged as `hakem
/// check` reads and judges the file.
pub(super) fn read_back(path: &Path, text: String) -> Result<(OpenRecord, Verdict), Refusal> {
    let source = Source::new(path.display().to_string(), text);
    let (parsed, spans) = record::parse(&source).map_err(|d| Refusal::Failed(Error::Input(d)))?;
    let opened = open_record::resolve(path, source, parsed, spans).map_err(Refusal::Failed)?;
    let verdict = judge(
        &opened.record,
        &opened.spans,
        opened.rules.as_ref(),
        &opened.tournament,
    );
    Ok((opened, verdict))
}

/// A result judged and not yet written: the record as it would be
/// written, the verdict, and what it replaces.
pub struct Judged {
    pub path: PathBuf,
    /// The record text to be written, read back and resolved as `hakem
    /// check` reads the file.
    pub opened: OpenRecord,
    pub verdict: Verdict,
    /// The result it replaces, as SET tokens; `None` when the record held
    /// none.
    pub replaced: Option<Tokens>,
    /// The record file's text when the folder was read (`None`: no file):
    /// written over only if it still holds it.
    pub(crate) read_text: Option<String>,
    pub round: u8,
    pub table: usize,
}

/// The first line of every record [`judge_entry`] writes: a record that
/// starts so was entered from a card, a phone or the desk, never scored
/// move by move with `hakem live`, so the arbiter may replace or clear it
/// even when a phone sent its moves.
pub const ENTERED_HEADER: &str = ": entered with `hakem result`";

/// Whether a record's text was written by [`judge_entry`] (its first line).
pub fn written_by_result(text: &str) -> bool {
    text.lines()
        .next()
        .is_some_and(|l| l.starts_with("# Round ") && l.contains(ENTERED_HEADER))
}

/// When a change is made, as a `[[history]]` table's `at` (a TOML date
/// and time with its offset).
pub(crate) fn now_at() -> String {
    chrono::Local::now()
        .format("%Y-%m-%dT%H:%M:%S%:z")
        .to_string()
}

/// The record path and the table whose result the arbiter may write,
/// refused when `event.toml` enters its result or a forfeit.
pub(crate) fn writable_table(
    folder: &Folder,
    round: u8,
    table: usize,
) -> Result<(PathBuf, &TableRecord), Refusal> {
    let path = table_path(folder, round, table)?;
    // `table_path` found the round and the table in it.
    let Some(t) = folder.rounds[usize::from(round) - 1].table(table) else {
        return Err(Refusal::UnknownTable {
            round,
            table,
            first: table,
            last: table,
        });
    };
    let [first, second] = &t.players;
    let event = &folder.event;
    if event.forfeited(round, first)
        || event.forfeited(round, second)
        || event.entered_result(round, first, second).is_some()
    {
        return Err(Refusal::EnteredInEvent(path));
    }
    Ok((path, t))
}

/// Whether the arbiter (`replace` given) may write over a record holding
/// moves: only one entered by [`judge_entry`] (a phone's moves), never one
/// scored move by move with `hakem live`.
pub(crate) fn moves_replaceable(text: &str, replace: Option<ChangedBy>) -> bool {
    replace.is_some() && written_by_result(text)
}

/// Judges `entry` as the result of table `table` of `round` without
/// writing anything (`hakem serve` shows this verdict before both players
/// confirm): refused unless the round is decided and valid. `replace`:
/// judge over a result already in, the change kept in the record's
/// `[[history]]` as made by whom (never over moves scored with `hakem
/// live`).
pub fn judge_entry(
    folder: &Folder,
    round: u8,
    table: usize,
    entry: &Entry,
    replace: Option<ChangedBy>,
) -> Result<Judged, Refusal> {
    let (path, t) = writable_table(folder, round, table)?;
    // The record as it stands: kept for its header (variant, rules, event,
    // players), refused when it holds moves, or a result unless `replace`.
    // `read_text` is its text when the folder was read, to check that
    // nobody wrote it since.
    let mut read_text = None;
    let (base, replaced) = match &t.state {
        TableState::Judged(loaded, _) => {
            read_text = Some(loaded.source.text.clone());
            let rec = &loaded.record;
            if rec.sets.iter().any(|s| !s.moves.is_empty())
                && !moves_replaceable(&loaded.source.text, replace)
            {
                return Err(Refusal::HoldsMoves(path));
            }
            let held = Tokens::of(rec);
            let holds = t.holds_moves();
            match (holds, replace) {
                (false, _) => (rec.clone(), None),
                (true, None) => return Err(Refusal::HoldsResult { path, held }),
                (true, Some(by)) => {
                    let mut base = rec.clone();
                    base.history.push(Change {
                        at: now_at(),
                        by,
                        change: ChangeKind::Replaced,
                        was: held.to_string(),
                    });
                    (base, Some(held))
                }
            }
        }
        TableState::Missing => (template(folder, round, table, &t.players)?, None),
        TableState::Unreadable(e) => {
            // A file that cannot even be read as text is never written over.
            let text = crate::files::input_file::read_text(&path).ok();
            let Some(text) = text.filter(|t| holds_nothing(t)) else {
                return Err(Refusal::Unreadable(path, clone_error(e)));
            };
            read_text = Some(text);
            (template(folder, round, table, &t.players)?, None)
        }
    };
    let record = match entry {
        Entry::Sets(sets) => Record {
            forfeit: None,
            sets: sets.clone(),
            ..base
        },
        Entry::Forfeit(f) => Record {
            forfeit: Some(*f),
            sets: Vec::new(),
            ..base
        },
    };
    // What is judged is the text to be written, read back as `hakem check`
    // reads the file.
    let text = format!(
        "# Round {round}, table {table}: entered with `hakem result` (the stores counted on paper).\n{}",
        record::to_toml(&record)
    );
    let (opened, verdict) = read_back(&path, text)?;
    let problems: Vec<RoundProblem> = verdict
        .problems
        .iter()
        .filter(|p| p.severity() == Severity::Error)
        .cloned()
        .collect();
    if !problems.is_empty() || !verdict.round.complete {
        return Err(Refusal::Rules {
            record: Box::new(opened.record),
            incomplete: problems.is_empty(),
            problems,
            unit: verdict.unit,
        });
    }
    Ok(Judged {
        path,
        opened,
        verdict,
        replaced,
        read_text,
        round,
        table,
    })
}

/// Judges `entry` as the result of table `table` of `round` (as
/// [`judge_entry`]), refuses it unless the round is decided and valid, and
/// writes the table's record atomically. `replace`: write over a result
/// already in (never over moves). On success `folder` holds the new record,
/// so the next entry and [`missing`] see it. `folder` may be a whole
/// [`Folder::open`] or a [`Folder::open_round`] of this round.
pub fn enter(
    folder: &mut Folder,
    round: u8,
    table: usize,
    entry: &Entry,
    replace: Option<ChangedBy>,
) -> Result<Entered, Refusal> {
    let judged = judge_entry(folder, round, table, entry, replace)?;
    put(folder, judged)
}

/// Writes a judged change (an entry, a clear) and notes it in `folder`.
pub(crate) fn put(folder: &mut Folder, judged: Judged) -> Result<Entered, Refusal> {
    let (round, table) = (judged.round, judged.table);
    let staged = judged.stage()?;
    let mut committed = commit(
        &folder.dir,
        vec![staged],
        Leftovers::OfTheseRecords,
        || (),
        |_, place| place(),
    );
    let Committed { judged, .. } = committed.pop().expect("one result a staged entry")?;
    let Judged {
        path,
        opened,
        verdict,
        replaced,
        ..
    } = judged;
    let r = usize::from(round) - 1;
    let written = opened.record.clone();
    let source = opened.source.clone();
    if let Some(t) = folder.rounds[r].table_mut(table) {
        t.state = TableState::Judged(
            std::sync::Arc::new(opened),
            std::sync::Arc::new(verdict.clone()),
        );
    }
    let tables = folder.rounds[r].tables.len();
    Ok(Entered {
        round,
        table,
        path,
        record: written,
        verdict,
        source,
        replaced,
        tables,
        missing: missing(folder, round),
    })
}

/// A result judged, its record's new text written beside the record and
/// synced ([`Judged::stage`]), waiting for [`commit`] to put it in place.
pub struct StagedResult {
    /// Boxed: a server's batch moves hundreds of these through its queue,
    /// and a judged record is a few kilobytes (its rulesets by value).
    judged: Box<Judged>,
    file: crate::files::atomic_file::Staged,
    /// The record as it was when staging found it still holding the text
    /// judged (`None`: not looked at, or no record): [`commit`] takes the
    /// same file under the lock as unchanged without reading it again.
    seen: Option<crate::files::input_file::Seen>,
}

impl StagedResult {
    /// The folder of the record it is for.
    pub fn folder(&self) -> PathBuf {
        self.file.dir()
    }
}

impl Judged {
    /// Writes the record's new text to a temporary file beside the record
    /// and syncs it, outside the event's lock: many tables' results are
    /// synced at once, then put in place together by [`commit`].
    pub fn stage(self) -> Result<StagedResult, Refusal> {
        let file = crate::files::atomic_file::stage(&self.path, self.opened.source.text.as_bytes())
            .map_err(Refusal::Failed)?;
        Ok(StagedResult {
            judged: Box::new(self),
            file,
            seen: None,
        })
    }

    /// [`Judged::stage`] for a server's batch: not synced ([`commit`]
    /// syncs the batch's files together before it puts them in place),
    /// written in the record's spare when it has one
    /// (`files::spare_file`).
    pub fn stage_in_spare(self) -> Result<StagedResult, Refusal> {
        // The record read now, outside the lock: changed meanwhile, refused
        // at once; else [`commit`] takes the same file (`seen`) as
        // unchanged under the lock without reading it again, and reads it
        // from memory if another file took its place.
        let (now, seen) = match crate::files::input_file::read_text_seen(&self.path) {
            Ok((text, seen)) => (Some(text), seen),
            Err(_) => (None, None),
        };
        if now.is_some() && now != self.read_text {
            return Err(Refusal::Failed(Error::Changed(self.path.clone())));
        }
        let file = crate::files::atomic_file::stage_in_spare(
            &self.path,
            self.opened.source.text.as_bytes(),
        )
        .map_err(Refusal::Failed)?;
        Ok(StagedResult {
            judged: Box::new(self),
            file,
            seen,
        })
    }
}

/// The record `hakem pair` writes for a table, for a table whose record
/// is missing.
pub(crate) fn template(
    folder: &Folder,
    round: u8,
    table: usize,
    players: &[String; 2],
) -> Result<Record, Refusal> {
    // The day the round's other records carry, else the event's first day.
    let date = folder
        .rounds
        .get(usize::from(round).wrapping_sub(1))
        .into_iter()
        .flat_map(|r| &r.tables)
        .find_map(|t| match &t.state {
            TableState::Judged(loaded, _) => loaded.record.event.as_ref().and_then(|e| e.date),
            _ => None,
        })
        .or(folder.event.spec().start);
    let text = table_record(&folder.event, round, table, players, date);
    let path: &Path = &folder.dir;
    let source = Source::new(path.join("record").display().to_string(), text);
    record::parse(&source)
        .map(|(r, _)| r)
        .map_err(|d| Refusal::Failed(Error::Input(d)))
}

/// An error kept in the folder, told again (errors are not `Clone`).
pub(crate) fn clone_error(e: &Error) -> Error {
    match e {
        Error::Io { path, source } => Error::Io {
            path: path.clone(),
            source: std::io::Error::new(source.kind(), source.to_string()),
        },
        Error::Input(d) => Error::Input(d.clone()),
        Error::Usage(m) => Error::Usage(m.clone()),
        Error::Changed(path) => Error::Changed(path.clone()),
        other => Error::Usage(super::error_message(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_set(token: &str) -> SetRecord {
        match parse_entry(&[token]) {
            Ok(Entry::Sets(mut sets)) => sets.remove(0),
            other => panic!("{token}: {other:?}"),
        }
    }

    #[test]
    fn a_warning_s_reason_may_hold_a_dash() {
        let set = one_set("30-18,w:first:illegal-move");
        assert_eq!(set.counted.and_then(|c| c.first), Some(30));
        assert_eq!(
            set.incidents[0].kind,
            IncidentKind::Warning(WarningReason::IllegalMove)
        );
        assert_eq!(set_token(&set), "30-18,w:first:illegal-move");
    }

    #[test]
    fn the_turkish_forms_read_as_the_english_ones() {
        for (turkish, english) in [
            ("s:ikinci:20", "t:second:20"),
            ("u:birinci", "w:first"),
            ("30-18,u:ikinci:kural-dışı", "30-18,w:second:illegal-move"),
            ("20-28,U:BİRİNCİ:DAVRANIŞ", "20-28,w:first:conduct"),
            ("berabere", "draw"),
            ("birinci", "first"),
        ] {
            assert_eq!(one_set(turkish), one_set(english), "{turkish}");
        }
        assert_eq!(
            parse_entry(&["hükmen:ikisi"]),
            Ok(Entry::Forfeit(Forfeit::Both))
        );
        assert_eq!(
            parse_entry(&["hukmen:birinci"]),
            Ok(Entry::Forfeit(Forfeit::One(Who::First)))
        );
    }
}
