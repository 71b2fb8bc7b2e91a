//! Opening a record whose `variant` names a grid ruleset (Reversi,
//! Pentago): the ruleset and the tournament rules its rounds are scored
//! under.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use crate::error::Error;
use crate::files::builtin_or_path::ResolveError;
use crate::grid::GridRules;
use crate::record::{Record, Spans};
use crate::referee::TournamentRules;
use crate::referee::tournament;
use crate::text::diagnostic::{Diagnostics, Problem, Source};
use crate::words::Msg;

crate::messages! {
    /// Why a grid record's tournament rules or sets do not fit its grid
    /// ruleset (`locales/*/referee.ftl`).
    pub enum GridOpenProblem {
        /// `rules` are for another game; `own`: the ruleset's own
        /// tournament rules, if it names any.
        RulesNotForGrid { rules: String, game: String, own: Option<String> } = "referee-rules-not-for-grid",
        GridNoRules { ruleset: String, game: String } = "referee-grid-no-rules",
        PitsInGrid { set: usize, ruleset: String } = "referee-pits-in-grid",
    }
}

/// Opens a record whose `variant` is a grid ruleset: the ruleset and the
/// tournament rules (the record's `rules`, else the ruleset's
/// `tournament`, else the built-in rules for its game). `None` when the
/// variant is not a grid ruleset.
pub fn open_grid(
    base: &Path,
    source: &Arc<Source>,
    record: &Record,
    spans: &Spans,
) -> Result<Option<(GridRules, TournamentRules)>, Error> {
    let located = |span: Range<usize>, message: Msg| {
        Error::Input(Diagnostics::new(
            source.clone(),
            vec![Problem::new(span, message)],
        ))
    };
    let grid = match crate::grid::rules::resolve(&record.variant, base) {
        Ok(g) => g,
        Err(ResolveError::Unknown) => return Ok(None),
        Err(ResolveError::Failed(e)) => return Err(e),
    };
    let rules_span = spans.rules.clone().unwrap_or(0..0);
    let t = match (&record.rules, grid.tournament()) {
        (Some(name), _) => {
            let t = tournament::resolve(name, base).map_err(|e| match e {
                tournament::ResolveError::Failed(err) => err,
                tournament::ResolveError::Unknown => {
                    located(rules_span.clone(), tournament::unknown(name).into())
                }
            })?;
            if t.game() != Some(grid.game()) {
                return Err(located(
                    rules_span,
                    GridOpenProblem::RulesNotForGrid {
                        rules: t.name().to_string(),
                        game: grid.game().to_string(),
                        own: grid.tournament().map(str::to_string),
                    }
                    .into(),
                ));
            }
            t
        }
        (None, Some(name)) => tournament::resolve(name, base).map_err(|e| match e {
            tournament::ResolveError::Failed(err) => err,
            tournament::ResolveError::Unknown => {
                located(spans.variant.clone(), tournament::unknown(name).into())
            }
        })?,
        (None, None) => match tournament::builtin_for_game(grid.game()) {
            Some(found) => found.map_err(Error::Input)?,
            None => {
                return Err(located(
                    spans.variant.clone(),
                    GridOpenProblem::GridNoRules {
                        ruleset: grid.name().to_string(),
                        game: grid.game().to_string(),
                    }
                    .into(),
                ));
            }
        },
    };
    // Pit numbers are not grid moves.
    let mut problems = Vec::new();
    for (i, set) in record.sets.iter().enumerate() {
        if !set.moves.is_empty() {
            let s = spans.sets.get(i).cloned().unwrap_or_default();
            problems.push(Problem::new(
                s.moves.first().cloned().unwrap_or(s.set),
                GridOpenProblem::PitsInGrid {
                    set: i + 1,
                    ruleset: grid.name().to_string(),
                },
            ));
        }
    }
    if !problems.is_empty() {
        return Err(Error::Input(Diagnostics::new(source.clone(), problems)));
    }
    Ok(Some((grid, t)))
}
