//! The event folder on disk: `event.toml`, and one `round-N/` folder per
//! paired round holding `pairing.toml` (the boards and the bye, as paired)
//! and one record per table (`table-01.toml`, ...). Everything the pairing
//! and the standings know is read from these files; nothing else is kept.

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use toml::de::DeValue;

use super::{ByeValue, EVENT_FILE, Event};
use crate::error::Error;
use crate::files::toml_reader::{Problems, Table, describe, name_value, parse_document};
use crate::record::Who;
use crate::referee::open_record::{self, OpenRecord as Loaded};
use crate::referee::{self, Severity, TournamentRules, Verdict, Winner};
use crate::ruleset::{self, Language, ResolveError};
use crate::swiss::{Entrant, GameResult, PairingNumber, Scoring, Tournament};
use crate::text::diagnostic::{Diagnostics, Source};

/// The manifest of a paired round, beside its records.
pub const PAIRING_FILE: &str = "pairing.toml";

/// `round-3`.
pub fn round_dir_name(round: u8) -> String {
    format!("round-{round}")
}

/// `table-07.toml`.
pub fn table_file_name(table: usize) -> String {
    format!("table-{table:02}.toml")
}

/// A path in `event.toml` (relative to the event folder) as a record in
/// `round-N/` names it.
pub fn from_round_dir(name: &str) -> String {
    let is_path = name.ends_with(".toml") || name.contains('/') || name.contains('\\');
    if is_path && !Path::new(name).is_absolute() {
        format!("../{name}")
    } else {
        name.to_string()
    }
}

/// Something wrong in the folder, at a place a referee can open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    /// `file:line:col`, or the file alone.
    pub place: String,
    pub message: String,
}

impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

fn at(source: &Source, span: Option<Range<usize>>) -> String {
    match span {
        Some(span) => {
            let (line, col) = source.line_col(span.start);
            format!("{}:{line}:{col}", source.name)
        }
        None => source.name.clone(),
    }
}

fn issues_of(d: &Diagnostics) -> Vec<Issue> {
    d.problems
        .iter()
        .map(|p| Issue {
            place: at(&d.source, Some(p.span.clone())),
            message: p.message.clone(),
        })
        .collect()
}

fn issues_of_error(e: &Error, path: &Path) -> Vec<Issue> {
    match e {
        Error::Input(d) => issues_of(d),
        other => vec![Issue {
            place: path.display().to_string(),
            message: other
                .to_string()
                .trim_start_matches("error: ")
                .trim_start_matches(&format!("{}: ", path.display()))
                .to_string(),
        }],
    }
}

/// A round as `pairing.toml` has it: the boards in table order (the first
/// player starts set 1) and the pairing-allocated bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Manifest {
    pub round: u8,
    pub tables: Vec<[String; 2]>,
    pub bye: Option<String>,
}

impl Manifest {
    pub fn to_toml(&self) -> String {
        let quote = |s: &str| toml::Value::String(s.to_string()).to_string();
        let mut out = format!(
            "# Round {} as paired by `hakem pair`: the tables in order, the first player\n\
             # of each starts set 1. The records beside this file are the tables.\n\
             # Do not edit: re-pair with `hakem pair DIR --round {}` while no record holds a move.\n\
             round = {}\n",
            self.round, self.round, self.round
        );
        if let Some(bye) = &self.bye {
            out.push_str(&format!(
                "bye = {}   # the pairing-allocated bye\n",
                quote(bye)
            ));
        }
        out.push_str("tables = [\n");
        for (i, [a, b]) in self.tables.iter().enumerate() {
            out.push_str(&format!(
                "  [{}, {}],   # table {}\n",
                quote(a),
                quote(b),
                i + 1
            ));
        }
        out.push_str("]\n");
        out
    }

    pub fn parse(source: &Arc<Source>) -> Result<Manifest, Diagnostics> {
        let doc = parse_document(source)?;
        let problems = Problems::default();
        let root = Table::new(&problems, doc.get_ref(), 0..0, "the pairing");
        let round = root
            .required("round")
            .and_then(|_| root.int("round", 1..=i64::from(crate::swiss::MAX_ROUNDS)));
        let bye = root.get("bye").and_then(|v| name_value(&root, v, "`bye`"));
        let mut tables = Vec::new();
        if let Some(items) = root.required("tables").and_then(|_| root.array("tables")) {
            for item in items.iter() {
                match item.get_ref() {
                    DeValue::Array(pair) if pair.len() == 2 => {
                        let a = name_value(&root, &pair[0], "`tables`");
                        let b = name_value(&root, &pair[1], "`tables`");
                        if let (Some(a), Some(b)) = (a, b) {
                            tables.push([a, b]);
                        }
                    }
                    other => problems.push(
                        item.span(),
                        format!(
                            "`tables`: expected two player ids, found {}",
                            describe(other)
                        ),
                    ),
                }
            }
        }
        root.finish();
        let manifest = Manifest {
            round: round.unwrap_or(0) as u8,
            tables,
            bye,
        };
        problems.into_result(source, manifest)
    }
}

/// What one table of a round gave.
pub enum TableState {
    /// The record file is not there.
    Missing,
    /// The record could not be read or understood.
    Unreadable(Error),
    /// Read and judged.
    Judged(Box<Loaded>, Box<Verdict>),
}

/// One table of a paired round.
pub struct TableRecord {
    /// From 1.
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
            TableState::Judged(loaded, _) => loaded
                .record
                .sets
                .iter()
                .any(|s| !s.moves.is_empty() || s.result.is_some() || !s.incidents.is_empty()),
            // An unreadable file may hold anything: treat it as played.
            TableState::Unreadable(_) => self.path.exists(),
            TableState::Missing => false,
        }
    }
}

/// A paired round.
pub struct Round {
    pub number: u8,
    pub dir: PathBuf,
    pub manifest: Manifest,
    pub tables: Vec<TableRecord>,
}

impl Round {
    pub fn holds_moves(&self) -> bool {
        self.tables.iter().any(TableRecord::holds_moves)
    }
}

/// The whole event folder, read and judged.
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

/// A round's score for one player, as the records and the event give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableResult {
    pub white: GameResult,
    pub black: GameResult,
    /// Set points (in half-points) and stones won, `[white, black]`, when
    /// the game was played.
    pub set_points: Option<[u32; 2]>,
    pub stones: Option<[u32; 2]>,
}

impl Folder {
    /// Reads `dir/event.toml` and every `round-N/` folder. An `event.toml`
    /// not understood is an error; problems in the rounds are kept as
    /// issues (see [`Folder::issues`]).
    pub fn open(dir: &Path) -> Result<Folder, Error> {
        let (event, source) = super::load(&dir.join(EVENT_FILE))?;
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
        folder.read_rounds()?;
        Ok(folder)
    }

    fn read_rounds(&mut self) -> Result<(), Error> {
        let entries = std::fs::read_dir(&self.dir).map_err(|e| Error::io(&self.dir, e))?;
        let mut found: Vec<u8> = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if let Some(n) = name
                .strip_prefix("round-")
                .and_then(|n| n.parse::<u8>().ok())
                && entry.path().is_dir()
            {
                found.push(n);
            } else if name.starts_with(".round-") {
                self.folder_issues.push(Issue {
                    place: entry.path().display().to_string(),
                    message: "left by an interrupted `hakem pair`: run `hakem pair` again to finish or undo it".into(),
                });
            }
        }
        found.sort_unstable();
        for (i, &n) in found.iter().enumerate() {
            let dir = self.dir.join(round_dir_name(n));
            if usize::from(n) != i + 1 || n > self.event.spec().rounds {
                self.folder_issues.push(Issue {
                    place: dir.display().to_string(),
                    message: format!(
                        "round {n} is not the next of the event's {} rounds (rounds are paired 1, 2, 3, ... in order)",
                        self.event.spec().rounds
                    ),
                });
                continue;
            }
            if let Some(round) = self.read_round(n, &dir)? {
                self.rounds.push(round);
            }
        }
        Ok(())
    }

    fn read_round(&mut self, number: u8, dir: &Path) -> Result<Option<Round>, Error> {
        let path = dir.join(PAIRING_FILE);
        let text = match crate::files::input_file::read_text(&path) {
            Ok(t) => t,
            Err(e) => {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message: format!(
                        "the round's pairing cannot be read ({}); pair the round with `hakem pair`",
                        e.to_string().rsplit(": ").next().unwrap_or("")
                    ),
                });
                return Ok(None);
            }
        };
        let source = Source::new(path.display().to_string(), text);
        let manifest = match Manifest::parse(&source) {
            Ok(m) => m,
            Err(d) => {
                self.folder_issues.extend(issues_of(&d));
                return Ok(None);
            }
        };
        let mut problems = Vec::new();
        if manifest.round != number {
            problems.push(format!(
                "says round {}, in the folder of round {number}",
                manifest.round
            ));
        }
        for id in manifest.tables.iter().flatten().chain(&manifest.bye) {
            if self.event.player(id).is_none() {
                problems.push(format!("no player in {EVENT_FILE} has the id \"{id}\""));
            }
        }
        if !problems.is_empty() {
            for message in problems {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message,
                });
            }
            return Ok(None);
        }
        // A file that looks like a record but is no table of the round is
        // reported: its result would otherwise be silently ignored.
        if let Ok(entries) = std::fs::read_dir(dir) {
            let expected: Vec<String> = (1..=manifest.tables.len()).map(table_file_name).collect();
            let mut stray: Vec<PathBuf> = entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| {
                    let name = p
                        .file_name()
                        .map(|n| n.to_string_lossy().to_string())
                        .unwrap_or_default();
                    name.ends_with(".toml") && name != PAIRING_FILE && !expected.contains(&name)
                })
                .collect();
            stray.sort();
            for path in stray {
                self.folder_issues.push(Issue {
                    place: path.display().to_string(),
                    message: format!(
                        "not one of the round's {} tables in {PAIRING_FILE}: move it out of the round's folder",
                        manifest.tables.len()
                    ),
                });
            }
        }
        let mut tables = Vec::new();
        for (i, players) in manifest.tables.iter().enumerate() {
            let path = dir.join(table_file_name(i + 1));
            let state = if !path.exists() {
                TableState::Missing
            } else {
                match open_record::open(&path) {
                    Ok(loaded) => {
                        let verdict = crate::referee::grid_sets::judge_open(&loaded);
                        TableState::Judged(Box::new(loaded), Box::new(verdict))
                    }
                    Err(e) => TableState::Unreadable(e),
                }
            };
            tables.push(TableRecord {
                table: i + 1,
                path,
                players: players.clone(),
                state,
            });
        }
        Ok(Some(Round {
            number,
            dir: dir.to_path_buf(),
            manifest,
            tables,
        }))
    }

    /// The forfeits the event enters for `round`: player ids.
    fn forfeited(&self, round: u8, id: &str) -> bool {
        self.event
            .spec()
            .forfeits
            .iter()
            .any(|f| f.round == round && f.player == id)
    }

    /// The result of one table, or why there is none yet.
    pub fn table_result(&self, round: u8, t: &TableRecord) -> Result<TableResult, Vec<Issue>> {
        let forfeit = [
            self.forfeited(round, &t.players[0]),
            self.forfeited(round, &t.players[1]),
        ];
        if forfeit[0] || forfeit[1] {
            if t.holds_moves() {
                return Err(vec![Issue {
                    place: t.path.display().to_string(),
                    message: format!(
                        "{EVENT_FILE} enters a forfeit for this table, yet the record holds moves: remove one or the other"
                    ),
                }]);
            }
            let r = |lost: bool| {
                if lost {
                    GameResult::ForfeitLoss
                } else {
                    GameResult::ForfeitWin
                }
            };
            return Ok(TableResult {
                white: r(forfeit[0]),
                black: r(forfeit[1]),
                set_points: None,
                stones: None,
            });
        }
        if let Some(entered) = self
            .event
            .spec()
            .results
            .iter()
            .find(|r| r.round == round && r.first == t.players[0] && r.second == t.players[1])
        {
            if t.holds_moves() {
                return Err(vec![Issue {
                    place: t.path.display().to_string(),
                    message: format!(
                        "{EVENT_FILE} enters this table's result, yet the record holds moves: remove one or the other"
                    ),
                }]);
            }
            let (white, black) = match entered.winner {
                crate::record::SetResult::Won(Who::First) => (GameResult::Win, GameResult::Loss),
                crate::record::SetResult::Won(Who::Second) => (GameResult::Loss, GameResult::Win),
                crate::record::SetResult::Draw => (GameResult::Draw, GameResult::Draw),
            };
            return Ok(TableResult {
                white,
                black,
                set_points: entered.set_points,
                stones: entered.stones,
            });
        }
        let (loaded, verdict) = match &t.state {
            TableState::Missing => {
                return Err(vec![Issue {
                    place: t.path.display().to_string(),
                    message: "the record is missing".into(),
                }]);
            }
            TableState::Unreadable(e) => return Err(issues_of_error(e, &t.path)),
            TableState::Judged(l, v) => (l, v),
        };
        let mut issues = self.record_issues(round, t, loaded);
        let source = &loaded.source;
        for set in &verdict.sets {
            if let Some(e) = &set.error {
                issues.push(Issue {
                    place: at(source, e.span.clone()),
                    message: format!(
                        "{} {}, move {}: pit {} is illegal ({})",
                        verdict.unit.key(),
                        set.number,
                        e.index,
                        e.pit,
                        crate::words::illegal_move_en(&e.illegal)
                    ),
                });
            }
            if set.claimed_ok == Some(false) {
                issues.push(Issue {
                    place: at(
                        source,
                        loaded
                            .spans
                            .sets
                            .get(set.number - 1)
                            .and_then(|s| s.claimed.clone()),
                    ),
                    message: format!(
                        "{} {}: the claimed stores are not the stores at the end",
                        verdict.unit.key(),
                        set.number
                    ),
                });
            }
        }
        for p in &verdict.problems {
            if p.severity() == Severity::Error {
                issues.push(Issue {
                    place: at(source, p.span.clone()),
                    message: crate::words::round_problem_en(p, &loaded.record, verdict.unit),
                });
            }
        }
        if issues.is_empty() && !verdict.round.complete {
            let sets = &loaded.spans.sets;
            let unit = verdict.unit.key();
            let message = if loaded
                .record
                .sets
                .iter()
                .all(|s| s.moves.is_empty() && s.result.is_none())
            {
                "no moves recorded yet".to_string()
            } else {
                format!(
                    "the round is not finished: the {unit}s recorded do not decide it (another {unit}, or the rest of the moves, is missing)"
                )
            };
            issues.push(Issue {
                place: at(source, sets.last().map(|s| s.set.clone())),
                message,
            });
        }
        if !issues.is_empty() {
            return Err(issues);
        }
        let result = |who: Who| match verdict.round.winner {
            Some(Winner::Player(w)) if w == who => GameResult::Win,
            Some(Winner::Player(_)) => GameResult::Loss,
            _ => GameResult::Draw,
        };
        let halves = |p: f64| (p * 2.0).round().max(0.0) as u32;
        let mut stones = [0u32; 2];
        for set in verdict.sets.iter().filter(|s| s.counted) {
            if let Some(score) = set.score {
                stones[0] += u32::from(score[0]);
                stones[1] += u32::from(score[1]);
            }
        }
        Ok(TableResult {
            white: result(Who::First),
            black: result(Who::Second),
            set_points: Some([
                halves(verdict.round.set_points[0]),
                halves(verdict.round.set_points[1]),
            ]),
            stones: Some(stones),
        })
    }

    /// A record's players, round and table must be the pairing's.
    fn record_issues(&self, round: u8, t: &TableRecord, loaded: &Loaded) -> Vec<Issue> {
        let mut issues = Vec::new();
        let place = t.path.display().to_string();
        let record = &loaded.record;
        for (who, id) in [Who::First, Who::Second].into_iter().zip(&t.players) {
            let got = record.players.as_ref().map(|_| record.player(who));
            let got_id = got.as_ref().and_then(|p| p.id.clone());
            if got_id.as_deref() != Some(id.as_str()) {
                issues.push(Issue {
                    place: place.clone(),
                    message: format!(
                        "[players] {}: expected the player with id \"{id}\" (as paired in {}), found {}",
                        who.key(),
                        PAIRING_FILE,
                        match got_id {
                            Some(g) => format!("id \"{g}\""),
                            None => "no id".into(),
                        }
                    ),
                });
            }
        }
        let spec = self.event.spec();
        let variant = from_round_dir(&spec.variant);
        let rules = spec.rules.as_deref().map(from_round_dir);
        if record.variant != variant || record.rules != rules {
            issues.push(Issue {
                place: place.clone(),
                message: format!(
                    "the record says variant \"{}\"{}, the event plays \"{variant}\"{}",
                    record.variant,
                    record
                        .rules
                        .as_deref()
                        .map(|r| format!(" under \"{r}\""))
                        .unwrap_or_default(),
                    rules
                        .as_deref()
                        .map(|r| format!(" under \"{r}\""))
                        .unwrap_or_default(),
                ),
            });
        }
        let e = record.event.clone().unwrap_or_default();
        if e.round != Some(u32::from(round)) || e.table != Some(t.table as u32) {
            issues.push(Issue {
                place,
                message: format!(
                    "[event] must say round = {round} and table = {} (the file's place in the event)",
                    t.table
                ),
            });
        }
        issues
    }

    /// Every problem that keeps rounds `1..=through` from being complete:
    /// missing, unreadable, invalid or unfinished records, records that
    /// disagree with the pairing, problems with the folder.
    pub fn issues(&self, through: u8) -> Vec<Issue> {
        let mut issues = self.folder_issues.clone();
        issues.extend(self.stray_forfeits(through));
        for round in self.rounds.iter().filter(|r| r.number <= through) {
            for t in &round.tables {
                if let Err(mut found) = self.table_result(round.number, t) {
                    issues.append(&mut found);
                }
            }
        }
        issues
    }

    /// Forfeits entered for a paired round where the player sat at no
    /// table (a bye, or not in the round): the entry cannot be applied.
    pub fn stray_forfeits(&self, through: u8) -> Vec<Issue> {
        let mut issues = Vec::new();
        for f in &self.event.spec().forfeits {
            let Some(round) = self.rounds.get(usize::from(f.round) - 1) else {
                continue;
            };
            if f.round > through {
                continue;
            }
            if !round
                .manifest
                .tables
                .iter()
                .flatten()
                .any(|id| *id == f.player)
            {
                issues.push(Issue {
                    place: self.source.name.clone(),
                    message: format!(
                        "a forfeit is entered for \"{}\" in round {}, who had no table in that round",
                        f.player, f.round
                    ),
                });
            }
        }
        // The event changed after a round was paired: a bye asked for, a
        // late entry or a withdrawal that the pairing could not know.
        for round in self.rounds.iter().filter(|r| r.number <= through) {
            let seated = round
                .manifest
                .tables
                .iter()
                .flatten()
                .chain(&round.manifest.bye);
            for id in seated {
                let Some(p) = self.event.player(id) else {
                    continue;
                };
                let why = if p.asks_bye_in(round.number) {
                    "asked for a bye in that round"
                } else if p.from_round.is_some_and(|f| round.number < f) {
                    "enters the event later"
                } else if p.withdrawn_after.is_some_and(|w| round.number > w) {
                    "had withdrawn"
                } else {
                    continue;
                };
                issues.push(Issue {
                    place: self.source.name.clone(),
                    message: format!(
                        "\"{id}\" {why}, yet is paired in round {}: change {EVENT_FILE}, or pair the round again",
                        round.number
                    ),
                });
            }
        }
        for r in &self.event.spec().results {
            let Some(round) = self.rounds.get(usize::from(r.round) - 1) else {
                continue;
            };
            if r.round <= through
                && !round
                    .manifest
                    .tables
                    .iter()
                    .any(|[a, b]| *a == r.first && *b == r.second)
            {
                issues.push(Issue {
                    place: self.source.name.clone(),
                    message: format!(
                        "a result is entered for \"{}\" against \"{}\" in round {}, who were not paired so (first, second) in that round",
                        r.first, r.second, r.round
                    ),
                });
            }
        }
        issues
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

    /// The last round paired (0 before round 1).
    pub fn paired_rounds(&self) -> u8 {
        self.rounds.len() as u8
    }

    /// The tournament as the Swiss pairing and the tie-breaks see it after
    /// `through` rounds: entrants in pairing-number order, every complete
    /// table of those rounds, the pairing-allocated byes, and the requested
    /// byes of every round (recorded ahead, so that a player who asked for
    /// a bye is left out of that round's pairing). Tables not complete are
    /// left out: [`Folder::issues`] lists them.
    pub fn tournament(&self, through: u8) -> Tournament {
        let spec = self.event.spec();
        let colour = spec
            .lot
            .map(super::Lot::colour)
            .unwrap_or(crate::swiss::Colour::White);
        // The rounds are 1..=99 (checked when read), so this cannot fail.
        let mut t = match Tournament::new(usize::from(spec.rounds), colour) {
            Ok(t) => t,
            Err(_) => unreachable!("event.toml's rounds are checked to be 1..=99"),
        };
        t.set_name(spec.name.clone());
        t.set_scoring(self.scoring);
        let mut numbers: HashMap<&str, PairingNumber> = HashMap::new();
        for p in self.event.ranked() {
            let entrant = Entrant {
                name: format!("{}, {}", p.surname, p.given_name),
                rating: p.rating,
                late_from: p.from_round,
                withdrawn_after: p.withdrawn_after,
            };
            if let Ok(n) = t.add_entrant(entrant) {
                numbers.insert(p.id.as_str(), n);
            }
        }
        for pair in &spec.prohibited {
            if let (Some(&a), Some(&b)) = (
                numbers.get(pair.players[0].as_str()),
                numbers.get(pair.players[1].as_str()),
            ) {
                let _ = t.forbid(a, b);
            }
        }
        for round in self.rounds.iter().filter(|r| r.number <= through) {
            for table in &round.tables {
                let (Some(&w), Some(&b)) = (
                    numbers.get(table.players[0].as_str()),
                    numbers.get(table.players[1].as_str()),
                ) else {
                    continue;
                };
                if let Ok(r) = self.table_result(round.number, table)
                    && t.record_game(round.number, w, b, r.white, r.black).is_ok()
                {
                    let sp = r.set_points.map(|s| (Some(s[0]), Some(s[1])));
                    let st = r.stones.map(|s| (Some(s[0]), Some(s[1])));
                    let _ = t.set_game_extras(
                        round.number,
                        w,
                        sp.and_then(|s| s.0),
                        st.and_then(|s| s.0),
                    );
                    let _ = t.set_game_extras(
                        round.number,
                        b,
                        sp.and_then(|s| s.1),
                        st.and_then(|s| s.1),
                    );
                }
            }
            if let Some(&n) = round.manifest.bye.as_deref().and_then(|id| numbers.get(id)) {
                let _ = t.record_unpaired(round.number, n, GameResult::PairingBye);
            }
        }
        for p in self.event.ranked() {
            for bye in &p.byes {
                let result = match bye.value_or(spec.requested_bye) {
                    ByeValue::Full => GameResult::FullBye,
                    ByeValue::Half => GameResult::HalfBye,
                    ByeValue::Zero => GameResult::ZeroBye,
                };
                if let Some(&n) = numbers.get(p.id.as_str()) {
                    let _ = t.record_unpaired(bye.round, n, result);
                }
            }
        }
        t
    }
}

/// The tournament rules the event's rounds are judged by: `rules`, else the
/// variant's own (as a record naming the same would get them).
fn tournament_rules(
    event: &Event,
    source: &Arc<Source>,
    dir: &Path,
) -> Result<(TournamentRules, Option<Language>), Error> {
    let spec = event.spec();
    let located = |key: &str, message: String| {
        let span = key_span(source, key);
        Error::Input(Diagnostics::new(
            source.clone(),
            vec![crate::text::diagnostic::Problem::new(span, message)],
        ))
    };
    let resolved = |name: &str| match referee::tournament::resolve(name, dir) {
        Ok(t) => Ok(t),
        Err(referee::tournament::ResolveError::Failed(e)) => Err(e),
        Err(referee::tournament::ResolveError::Unknown) => {
            Err(located("rules", open_record::unknown_rules(name)))
        }
    };
    let sowing = match ruleset::resolve(&spec.variant, dir) {
        Ok(r) => Some(r),
        Err(ResolveError::Failed(e)) => return Err(e),
        Err(ResolveError::Unknown) => None,
    };
    let language = sowing.as_ref().map(|r| r.language());
    let rules = match (&spec.rules, sowing) {
        (Some(name), _) => resolved(name),
        (None, Some(r)) => resolved(r.tournament().unwrap_or(open_record::DEFAULT_TOURNAMENT)),
        (None, None) => match referee::tournament::builtin_for_game(&spec.variant) {
            Some(found) => found.map_err(Error::Input),
            None => Err(located(
                "variant",
                open_record::unknown_variant(&spec.variant),
            )),
        },
    }?;
    // The sheets' rule: the tournament rules' language, else the variant's.
    let language = rules.language().or(language);
    Ok((rules, language))
}

/// Where `key = ` is written at the top of `event.toml` (for a message about
/// its value).
fn key_span(source: &Source, key: &str) -> Range<usize> {
    let mut offset = 0;
    for line in source.text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with(key) && trimmed[key.len()..].trim_start().starts_with('=') {
            let start = offset + (line.len() - trimmed.len());
            return start..start + key.len();
        }
        if trimmed.starts_with('[') {
            break;
        }
        offset += line.len();
    }
    0..0
}

/// The Swiss scoring in half-points, from the tournament rules' round
/// points and the event's bye values.
fn scoring(event: &Event, rules: &TournamentRules, source: &Arc<Source>) -> Result<Scoring, Error> {
    let r = rules.round_points();
    let draw = r.draw().unwrap_or(r.loss());
    let halves: Vec<Option<u32>> = [r.win(), draw, r.loss()]
        .iter()
        .map(|&p| {
            let h = p * 2.0;
            (h >= 0.0 && h.fract() == 0.0 && h <= 200.0).then_some(h as u32)
        })
        .collect();
    let (Some(win), Some(draw), Some(loss)) = (halves[0], halves[1], halves[2]) else {
        return Err(Error::Input(Diagnostics::new(
            source.clone(),
            vec![crate::text::diagnostic::Problem::new(
                key_span(source, "variant"),
                format!(
                    "the tournament rules {} give round points that are not whole or half points ({}, {}, {}); the Swiss pairing counts in half points",
                    rules.name(),
                    crate::words::points(r.win()),
                    crate::words::points(draw),
                    crate::words::points(r.loss())
                ),
            )],
        )));
    };
    let bye = |v: ByeValue| match v {
        ByeValue::Full => win,
        ByeValue::Half => draw,
        ByeValue::Zero => 0,
    };
    Ok(Scoring {
        win,
        draw,
        loss,
        forfeit_win: win,
        forfeit_loss: loss,
        pairing_bye: bye(event.spec().pairing_bye),
        full_bye: win,
        half_bye: draw,
        zero_bye: 0,
        absent: 0,
    })
}
