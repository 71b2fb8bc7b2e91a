//! Opening a record file together with the rulesets it names: the variant
//! (a sowing ruleset, or a match-level game such as `pentago`) and the
//! tournament rules (the record's `rules`, else the variant's default).

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use crate::error::{Error, Failure, io_reason};
use crate::files::toml_reader::suggest;
use crate::grid::GridRules;
use crate::record::{self, Record, Spans};
use crate::referee::TournamentRules;
use crate::referee::tournament;
use crate::ruleset::{self, ResolveError, Ruleset, builtin_names};
use crate::text::diagnostic::{Diagnostics, Problem, Source};
use crate::words::Msg;

crate::messages! {
    /// Why a record's variant and tournament rules do not open, or do not
    /// fit each other or its sets (`locales/*/referee.ftl`). Names are as
    /// written; `hint` is the built-in name a misspelt one most likely
    /// meant; lists of names are joined with ", ".
    pub enum OpenProblem {
        /// `reason`: why the file named by `key` could not be read.
        FileUnreadable { key: String, name: String, reason: Msg } = "referee-file-unreadable",
        UnknownVariant { name: String, hint: Option<String>, rulesets: String, grids: String, games: String } = "referee-unknown-variant",
        RulesForResults { rules: String, game: String, variant: String, default: String } = "referee-rules-for-results",
        VariantUnknownRules { variant: String, name: String, hint: Option<String>, builtin: String } = "referee-variant-unknown-rules",
        VariantRulesForResults { variant: String, rules: String } = "referee-variant-rules-for-results",
        VariantNotTheGame { variant: String, rules: String, game: String } = "referee-variant-not-the-game",
        CellsInSowing { unit: crate::referee::Unit, set: usize, grids: String } = "referee-cells-in-sowing",
        MovesInResults { unit: crate::referee::Unit, set: usize, game: String } = "referee-moves-in-results",
        ResultInSowing { unit: crate::referee::Unit, set: usize, variant: String, games: String } = "referee-result-in-sowing",
    }
}

/// Why the file `name`, given as `key`, could not be read: an I/O error's
/// reason or a refusal's message (a file read but not understood keeps its
/// own located problems, and is no reason).
pub fn unreadable(key: &str, name: &str, err: &Error) -> Option<OpenProblem> {
    let reason = match err {
        Error::Io { path, source } => Failure::Io {
            path: path.display().to_string(),
            reason: io_reason(source),
        }
        .into(),
        Error::Usage(m) => m.clone(),
        _ => return None,
    };
    Some(OpenProblem::FileUnreadable {
        key: key.to_string(),
        name: name.to_string(),
        reason,
    })
}

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
    let located = |span: Range<usize>, message: Msg| {
        Error::Input(Diagnostics::new(
            source.clone(),
            vec![Problem::new(span, message)],
        ))
    };
    // A named file that cannot be read is told at the record's line, as an
    // `extends` base is; a file read but not understood keeps its own
    // located problems.
    let not_read =
        |key: &str, name: &str, span: Range<usize>, err: Error| match unreadable(key, name, &err) {
            Some(problem) => located(span, problem.into()),
            None => err,
        };
    let rules_span = spans.rules.clone().unwrap_or(0..0);
    let named = match &record.rules {
        Some(name) => Some(tournament_rules(name, base).map_err(|e| match e {
            tournament::ResolveError::Failed(err) => {
                not_read("rules", name, rules_span.clone(), err)
            }
            tournament::ResolveError::Unknown => {
                located(rules_span.clone(), unknown_rules(name).into())
            }
        })?),
        None => None,
    };
    if let Some(found) = crate::grid::open::open_grid(base, &source, &record, &spans)? {
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
            return Err(not_read(
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
                    OpenProblem::RulesForResults {
                        rules: t.name().to_string(),
                        game: game.to_string(),
                        variant: r.name().to_string(),
                        default: DEFAULT_TOURNAMENT.to_string(),
                    }
                    .into(),
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
                    OpenProblem::VariantUnknownRules {
                        variant: r.name().to_string(),
                        name: name.to_string(),
                        hint: tournament::suggested(name),
                        builtin: tournament::builtin_names().collect::<Vec<_>>().join(", "),
                    }
                    .into(),
                ),
            })?;
            if t.game().is_some() {
                return Err(located(
                    spans.variant.clone(),
                    OpenProblem::VariantRulesForResults {
                        variant: r.name().to_string(),
                        rules: t.name().to_string(),
                    }
                    .into(),
                ));
            }
            t
        }
        (None, Some(t)) => match t.game() {
            Some(game) if game == record.variant => t,
            Some(game) => {
                return Err(located(
                    spans.variant.clone(),
                    OpenProblem::VariantNotTheGame {
                        variant: record.variant.clone(),
                        rules: t.name().to_string(),
                        game: game.to_string(),
                    }
                    .into(),
                ));
            }
            None => {
                return Err(located(
                    spans.variant.clone(),
                    unknown_variant(&record.variant).into(),
                ));
            }
        },
        (None, None) => match tournament::builtin_for_game(&record.variant) {
            Some(found) => found.map_err(Error::Input)?,
            None => {
                return Err(located(
                    spans.variant.clone(),
                    unknown_variant(&record.variant).into(),
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
    let unit = t.unit();
    let mut problems = Vec::new();
    for (i, set) in record.sets.iter().enumerate() {
        let s = spans.sets.get(i).cloned().unwrap_or_default();
        if !set.grid_moves.is_empty() {
            problems.push(Problem::new(
                s.moves.first().cloned().unwrap_or(s.set.clone()),
                OpenProblem::CellsInSowing {
                    unit,
                    set: i + 1,
                    grids: crate::grid::rules::builtin_names()
                        .collect::<Vec<_>>()
                        .join(", "),
                },
            ));
            continue;
        }
        match (t.game(), set.result, rules) {
            (Some(game), None, _) => problems.push(Problem::new(
                s.moves.first().cloned().unwrap_or(s.set),
                OpenProblem::MovesInResults {
                    unit,
                    set: i + 1,
                    game: game.to_string(),
                },
            )),
            (None, Some(_), Some(r)) => problems.push(Problem::new(
                s.result.unwrap_or(s.set),
                OpenProblem::ResultInSowing {
                    unit,
                    set: i + 1,
                    variant: r.name().to_string(),
                    games: tournament::builtin_games().join(", "),
                },
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
pub fn unknown_variant(name: &str) -> OpenProblem {
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
    OpenProblem::UnknownVariant {
        name: name.to_string(),
        hint: suggest(name, &all).map(str::to_string),
        rulesets: rulesets.join(", "),
        grids: grids.join(", "),
        games: games.join(", "),
    }
}

/// The message for tournament rules that name nothing known.
pub fn unknown_rules(name: &str) -> tournament::RulesName {
    tournament::unknown(name)
}
