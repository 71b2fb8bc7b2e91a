//! Turning a name into a checked ruleset: a built-in, a file, or a file's
//! `extends` base, through the one "built-in or path" resolver.

use std::path::Path;
use std::sync::Arc;

use super::Ruleset;
use super::builtin::BUILTIN;
use super::parse::{parse_with, unknown};
use crate::error::Error;
use crate::files::builtin_or_path::{self, Found, ParsedOnce, ResolveError};
use crate::text::diagnostic::{Diagnostics, Source};

/// Reads a ruleset file from disk; an `extends` path is taken from its folder.
pub fn load(path: &Path) -> Result<Ruleset, Error> {
    load_at(path, 0)
}

/// Parses and checks a ruleset; an `extends` path is taken from the
/// current folder.
pub fn parse(source: &Arc<Source>) -> Result<Ruleset, Diagnostics> {
    parse_in(source, Path::new("."), 0)
}

/// A built-in ruleset by name. The shipped files are checked by the tests,
/// so a parse failure here is reported, not hidden.
pub fn builtin(name: &str) -> Option<Result<Ruleset, Diagnostics>> {
    let name = super::builtin::canonical(name);
    BUILTIN
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| parse_builtin(n, text, 0))
}

/// A built-in name, or a path to a ruleset file (relative paths are taken
/// from `base`, the folder of the file that names it).
pub fn resolve(name: &str, base: &Path) -> Result<Ruleset, ResolveError> {
    resolve_at(name, base, 0)
}

/// A sowing ruleset named on the command line (`simulate`, `compare`,
/// `replay --variant`): a built-in name or a path from the current folder.
/// An unknown name is a usage error listing the built-in rulesets only: a
/// game entered by result has no moves to play.
pub fn from_argument(name: &str) -> Result<Ruleset, Error> {
    resolve(name, Path::new(".")).map_err(|e| match e {
        ResolveError::Failed(err) => err,
        ResolveError::Unknown => Error::usage(unknown(name)),
    })
}

static PARSED: ParsedOnce<Ruleset> = ParsedOnce::new();

fn resolve_at(name: &str, base: &Path, depth: usize) -> Result<Ruleset, ResolveError> {
    let name = super::builtin::canonical(name);
    builtin_or_path::resolve(name, BUILTIN, base, |found| match found {
        // Keyed by the depth too: how deep an `extends` chain may still go
        // depends on it.
        Found::Builtin(n, text) => PARSED
            .get(n, depth, || parse_builtin(n, text, depth))
            .map_err(Error::Input),
        Found::Path(path) => load_at(&path, depth),
    })
}

fn parse_builtin(name: &str, text: &'static str, depth: usize) -> Result<Ruleset, Diagnostics> {
    parse_in(
        &Source::new(format!("builtin:{name}"), text),
        Path::new("."),
        depth,
    )
}

fn load_at(path: &Path, depth: usize) -> Result<Ruleset, Error> {
    let text = crate::files::input_file::read_text(path)?;
    let source = Source::new(path.display().to_string(), text);
    let dir = path.parent().unwrap_or(Path::new("."));
    parse_in(&source, dir, depth).map_err(Error::Input)
}

/// Parses `source`, its `extends` base resolved from `dir`.
fn parse_in(source: &Arc<Source>, dir: &Path, depth: usize) -> Result<Ruleset, Diagnostics> {
    parse_with(source, &|name| resolve_at(name, dir, depth + 1), depth)
}
