//! Opening a record file together with the rulesets it names: the variant
//! (a sowing ruleset, or a match-level game such as `pentago`) and the
//! tournament rules (the record's `rules`, else the variant's default).

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use crate::error::Error;
use crate::files::toml_reader::did_you_mean;
use crate::grid::GridRules;
use crate::record::{self, Record, Spans};
use crate::referee::TournamentRules;
use crate::referee::tournament;
use crate::ruleset::{self, ResolveError, Ruleset, builtin_names};
use crate::text::diagnostic::{Diagnostics, Problem, Source};

/// Tournament rules for a sowing ruleset that names none.
pub const DEFAULT_TOURNAMENT: &str = "sowing-best-of-3";

/// A record with everything needed to judge it.
pub struct OpenRecord {
    pub source: Arc<Source>,
    pub record: Record,
    pub spans: Spans,
    /// The sowing ruleset; `None` for a match-level game (sets entered by
    /// result).
    pub rules: Option<Ruleset>,
    /// The grid ruleset (Reversi, Pentago): sets with `moves` in cells are
    /// played by the grid engine, sets with a `result` taken as entered.
    pub grid: Option<GridRules>,
    pub tournament: TournamentRules,
}

impl OpenRecord {
    /// The language a command prints this record in when `--lang` is not
    /// given: the tournament rules', else the sowing variant's, else
    /// English (grid games). One rule for `check`, `replay`, `sheet` and
    /// `live`.
    pub fn language(&self) -> Option<ruleset::Language> {
        language_of(&self.tournament, self.rules.as_ref())
    }
}

/// [`OpenRecord::language`] for a record already taken apart.
pub fn language_of(
    tournament: &TournamentRules,
    rules: Option<&Ruleset>,
) -> Option<ruleset::Language> {
    tournament.language().or(rules.and_then(Ruleset::language))
}

/// Reads `path` and the rulesets it names (built-in names, or paths
/// relative to the record's folder).
pub fn open(path: &Path) -> Result<OpenRecord, Error> {
    let (record, spans, source) = record::load(path)?;
    resolve(path, source, record, spans)
}

/// [`open`] for a record already read (from `path`, or about to be written
/// there): the rulesets it names, resolved from its folder.
pub fn resolve(
    path: &Path,
    source: Arc<Source>,
    record: Record,
    spans: Spans,
) -> Result<OpenRecord, Error> {
    let base = path.parent().unwrap_or(Path::new("."));
    let located = |span: Range<usize>, message: String| {
        Error::Input(Diagnostics::new(
            source.clone(),
            vec![Problem::new(span, message)],
        ))
    };
    // A named file that cannot be read is told at the record's line, as an
    // `extends` base is; a file read but not understood keeps its own
    // located problems.
    let unreadable = |key: &str, name: &str, span: Range<usize>, err: Error| match err {
        Error::Io { .. } | Error::Usage(_) => located(
            span,
            format!(
                "`{key}`: \"{name}\" could not be read: {}",
                err.to_string().trim_start_matches("error: ")
            ),
        ),
        other => other,
    };
    let rules_span = spans.rules.clone().unwrap_or(0..0);
    let named = match &record.rules {
        Some(name) => Some(tournament_rules(name, base).map_err(|e| match e {
            tournament::ResolveError::Failed(err) => {
                unreadable("rules", name, rules_span.clone(), err)
            }
            tournament::ResolveError::Unknown => located(rules_span.clone(), unknown_rules(name)),
        })?),
        None => None,
    };
    if let Some(found) = super::open_grid::open_grid(base, &source, &record, &spans)? {
        let (grid, tournament) = found;
        return Ok(OpenRecord {
            source,
            record,
            spans,
            rules: None,
            grid: Some(grid),
            tournament,
        });
    }
    let rules = match ruleset::resolve(&record.variant, base) {
        Ok(r) => Some(r),
        Err(ResolveError::Failed(err)) => {
            return Err(unreadable(
                "variant",
                &record.variant,
                spans.variant.clone(),
                err,
            ));
        }
        Err(ResolveError::Unknown) => None,
    };
    let tournament = match (&rules, named) {
        (Some(r), Some(t)) => {
            if let Some(game) = t.game() {
                return Err(located(
                    rules_span,
                    format!(
                        "`rules = \"{}\"` are for {game} rounds entered by results, but the variant {} is a sowing game; use rules for sowing variants such as mangala-2023 or {DEFAULT_TOURNAMENT}",
                        t.name(),
                        r.name()
                    ),
                ));
            }
            t
        }
        (Some(r), None) => {
            let name = r.tournament().unwrap_or(DEFAULT_TOURNAMENT);
            // A ruleset read from a file names its rules relative to itself.
            let ruleset_dir = base
                .join(&record.variant)
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_else(|| base.to_path_buf());
            let t = tournament_rules(name, &ruleset_dir).map_err(|e| match e {
                tournament::ResolveError::Failed(err) => err,
                tournament::ResolveError::Unknown => located(
                    spans.variant.clone(),
                    format!(
                        "the variant {} names unknown tournament rules \"{name}\"{}; {}",
                        r.name(),
                        did_you_mean(name, &tournament::builtin_names().collect::<Vec<_>>()),
                        known_rules()
                    ),
                ),
            })?;
            if t.game().is_some() {
                return Err(located(
                    spans.variant.clone(),
                    format!(
                        "the variant {} names tournament rules {} that are for a game entered by results",
                        r.name(),
                        t.name()
                    ),
                ));
            }
            t
        }
        (None, Some(t)) => match t.game() {
            Some(game) if game == record.variant => t,
            Some(game) => {
                return Err(located(
                    spans.variant.clone(),
                    format!(
                        "`variant = \"{}\"`, but `rules = \"{}\"` are for {game}",
                        record.variant,
                        t.name()
                    ),
                ));
            }
            None => {
                return Err(located(
                    spans.variant.clone(),
                    unknown_variant(&record.variant),
                ));
            }
        },
        (None, None) => match tournament::builtin_for_game(&record.variant) {
            Some(found) => found.map_err(Error::Input)?,
            None => {
                return Err(located(
                    spans.variant.clone(),
                    unknown_variant(&record.variant),
                ));
            }
        },
    };
    check_set_kinds(&record, &spans, &tournament, rules.as_ref(), &source)?;
    Ok(OpenRecord {
        source,
        record,
        spans,
        rules,
        grid: None,
        tournament,
    })
}

/// Sets of a sowing variant have `moves`; sets of a match-level game have
/// a `result`. Every mismatch is reported.
fn check_set_kinds(
    record: &Record,
    spans: &Spans,
    t: &TournamentRules,
    rules: Option<&Ruleset>,
    source: &Arc<Source>,
) -> Result<(), Error> {
    let unit = t.unit().key();
    let mut problems = Vec::new();
    for (i, set) in record.sets.iter().enumerate() {
        let s = spans.sets.get(i).cloned().unwrap_or_default();
        if !set.grid_moves.is_empty() {
            problems.push(Problem::new(
                s.moves.first().cloned().unwrap_or(s.set.clone()),
                format!(
                    "{unit} {}: moves written as cells (\"d3\", \"c4 3\") are for a grid game such as {}; this variant's moves are pit numbers",
                    i + 1,
                    crate::grid::rules::builtin_names().collect::<Vec<_>>().join(", ")
                ),
            ));
            continue;
        }
        match (t.game(), set.result, rules) {
            (Some(game), None, _) => problems.push(Problem::new(
                s.moves.first().cloned().unwrap_or(s.set),
                format!(
                    "{unit} {}: {game} {unit}s are entered by `result` (\"first\", \"second\" or \"draw\"), not by moves",
                    i + 1
                ),
            )),
            (None, Some(_), Some(r)) => problems.push(Problem::new(
                s.result.unwrap_or(s.set),
                format!(
                    "{unit} {}: a {} set is checked from its `moves`; `result` is only for games entered by results ({})",
                    i + 1,
                    r.name(),
                    tournament::builtin_games().join(", ")
                ),
            )),
            _ => {}
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Error::Input(Diagnostics::new(source.clone(), problems)))
    }
}

fn tournament_rules(name: &str, base: &Path) -> Result<TournamentRules, tournament::ResolveError> {
    tournament::resolve(name, base)
}

/// The message for a record's `variant` that names nothing known.
pub fn unknown_variant(name: &str) -> String {
    let rulesets: Vec<&str> = builtin_names().collect();
    let grids: Vec<&str> = crate::grid::rules::builtin_names().collect();
    // Games with a grid ruleset are listed as grid games, not by result.
    let games: Vec<String> = tournament::builtin_games()
        .into_iter()
        .filter(|g| !grids.contains(&g.as_str()))
        .collect();
    let all: Vec<&str> = rulesets
        .iter()
        .chain(grids.iter())
        .copied()
        .chain(games.iter().map(String::as_str))
        .collect();
    format!(
        "unknown variant \"{name}\"{}; expected a built-in ruleset ({}), a grid game ({}), a game entered by results ({}) or a path to a ruleset .toml file",
        did_you_mean(name, &all),
        rulesets.join(", "),
        grids.join(", "),
        games.join(", ")
    )
}

fn known_rules() -> String {
    format!(
        "expected built-in tournament rules ({}) or a path to a .toml file",
        tournament::builtin_names().collect::<Vec<_>>().join(", ")
    )
}

pub fn unknown_rules(name: &str) -> String {
    let names: Vec<&str> = tournament::builtin_names().collect();
    format!(
        "unknown tournament rules \"{name}\"{}; {}",
        did_you_mean(name, &names),
        known_rules()
    )
}
