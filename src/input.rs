//! Opening a record file together with the rulesets it names.

use std::path::Path;
use std::sync::Arc;

use crate::diagnostic::{Diagnostics, Problem, Source};
use crate::error::Error;
use crate::record::{self, Record, Spans};
use crate::referee::TournamentRules;
use crate::ruleset::{self, ResolveError, Ruleset, builtin_names};

/// A record with everything needed to judge it.
pub struct Loaded {
    pub source: Arc<Source>,
    pub record: Record,
    pub spans: Spans,
    pub rules: Ruleset,
    pub tournament: TournamentRules,
}

/// Reads `path` and the variant it names (a built-in name, or a ruleset
/// path relative to the record's folder).
pub fn load(path: &Path) -> Result<Loaded, Error> {
    let (record, spans, source) = record::load(path)?;
    let base = path.parent().unwrap_or(Path::new("."));
    let rules = variant(&record.variant, base, &source, spans.variant.clone())?;
    let tournament = TournamentRules::best_of_three();
    Ok(Loaded {
        source,
        record,
        spans,
        rules,
        tournament,
    })
}

/// Resolves a variant name; an unknown name is a problem located at `span`
/// in `source`.
pub fn variant(
    name: &str,
    base: &Path,
    source: &Arc<Source>,
    span: std::ops::Range<usize>,
) -> Result<Ruleset, Error> {
    ruleset::resolve(name, base).map_err(|e| match e {
        ResolveError::Failed(err) => err,
        ResolveError::Unknown => Error::Input(Diagnostics::new(
            source.clone(),
            vec![Problem::new(span, unknown_variant(name))],
        )),
    })
}

pub fn unknown_variant(name: &str) -> String {
    format!(
        "unknown variant \"{name}\"; expected a built-in ruleset ({}) or a path to a ruleset .toml file",
        builtin_names().collect::<Vec<_>>().join(", ")
    )
}
