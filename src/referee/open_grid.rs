//! Opening a record whose `variant` names a grid ruleset (Reversi,
//! Pentago): the ruleset and the tournament rules its rounds are scored
//! under.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use crate::error::Error;
use crate::files::builtin_or_path::ResolveError;
use crate::files::toml_reader::did_you_mean;
use crate::grid::GridRules;
use crate::record::{Record, Spans};
use crate::referee::TournamentRules;
use crate::referee::tournament;
use crate::text::diagnostic::{Diagnostics, Problem, Source};

fn unknown_rules(name: &str) -> String {
    let names: Vec<&str> = tournament::builtin_names().collect();
    format!(
        "unknown tournament rules \"{name}\"{}; expected built-in tournament rules ({}) or a path to a .toml file",
        did_you_mean(name, &names),
        names.join(", ")
    )
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
    let located = |span: Range<usize>, message: String| {
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
                    located(rules_span.clone(), unknown_rules(name))
                }
            })?;
            if t.game() != Some(grid.game()) {
                return Err(located(
                    rules_span,
                    format!(
                        "`rules = \"{}\"` are not for {} rounds; use rules whose `game` is \"{}\" such as the ruleset's own {}",
                        t.name(),
                        grid.game(),
                        grid.game(),
                        grid.tournament().unwrap_or("(none)")
                    ),
                ));
            }
            t
        }
        (None, Some(name)) => tournament::resolve(name, base).map_err(|e| match e {
            tournament::ResolveError::Failed(err) => err,
            tournament::ResolveError::Unknown => {
                located(spans.variant.clone(), unknown_rules(name))
            }
        })?,
        (None, None) => match tournament::builtin_for_game(grid.game()) {
            Some(found) => found.map_err(Error::Input)?,
            None => {
                return Err(located(
                    spans.variant.clone(),
                    format!(
                        "the grid ruleset {} names no tournament rules and none are built in for {}; add `rules = \"...\"`",
                        grid.name(),
                        grid.game()
                    ),
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
                format!(
                    "set {}: {} moves are cells such as \"d3\" or \"c4 3\" (or the set's `result`), not pit numbers",
                    i + 1,
                    grid.name()
                ),
            ));
        }
    }
    if !problems.is_empty() {
        return Err(Error::Input(Diagnostics::new(source.clone(), problems)));
    }
    Ok(Some((grid, t)))
}
