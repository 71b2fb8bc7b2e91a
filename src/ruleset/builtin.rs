//! The rulesets shipped inside the binary, so the tool works from any
//! directory.

use std::path::Path;

use super::Ruleset;
use super::parse::parse_at;
use crate::diagnostic::{Diagnostics, Source};

/// `(name, TOML text)` of every built-in ruleset, in display order.
pub const BUILTIN: &[(&str, &str)] = &[
    (
        "turkish-mangala",
        include_str!("../../rulesets/turkish-mangala.toml"),
    ),
    ("kalah", include_str!("../../rulesets/kalah.toml")),
    ("kalah-6-5", include_str!("../../rulesets/kalah-6-5.toml")),
    ("kalah-6-6", include_str!("../../rulesets/kalah-6-6.toml")),
    ("oware", include_str!("../../rulesets/oware.toml")),
    (
        "czech-mancala",
        include_str!("../../rulesets/czech-mancala.toml"),
    ),
    ("congkak", include_str!("../../rulesets/congkak.toml")),
    ("dakon", include_str!("../../rulesets/dakon.toml")),
    ("ayoayo", include_str!("../../rulesets/ayoayo.toml")),
    (
        "pallanguzhi",
        include_str!("../../rulesets/pallanguzhi.toml"),
    ),
    (
        "toguz-korgool",
        include_str!("../../rulesets/toguz-korgool.toml"),
    ),
    (
        "vai-lung-thlan",
        include_str!("../../rulesets/vai-lung-thlan.toml"),
    ),
    ("awari", include_str!("../../rulesets/awari.toml")),
];

pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(n, _)| *n)
}

/// A built-in ruleset by name. The shipped files are checked by the tests,
/// so a parse failure here is reported, not hidden.
pub fn builtin(name: &str) -> Option<Result<Ruleset, Diagnostics>> {
    builtin_at(name, 0)
}

fn builtin_at(name: &str, depth: usize) -> Option<Result<Ruleset, Diagnostics>> {
    BUILTIN.iter().find(|(n, _)| *n == name).map(|(n, text)| {
        let source = Source::new(format!("builtin:{n}"), *text);
        parse_at(&source, Path::new("."), depth)
    })
}

/// Why a ruleset name could not be turned into a ruleset.
#[derive(Debug)]
pub enum ResolveError {
    /// Neither a built-in name nor a path ending in `.toml`.
    Unknown,
    /// The name was found but the ruleset could not be read or is invalid.
    Failed(crate::error::Error),
}

/// A built-in name, or a path to a ruleset file (relative paths are taken
/// from `base`, the folder of the file that names it).
pub fn resolve(name: &str, base: &Path) -> Result<Ruleset, ResolveError> {
    resolve_at(name, base, 0)
}

pub(super) fn resolve_at(name: &str, base: &Path, depth: usize) -> Result<Ruleset, ResolveError> {
    if let Some(found) = builtin_at(name, depth) {
        return found.map_err(|d| ResolveError::Failed(crate::error::Error::Input(d)));
    }
    let looks_like_path = name.ends_with(".toml") || name.contains('/') || name.contains('\\');
    if !looks_like_path {
        return Err(ResolveError::Unknown);
    }
    // Relative to the current folder, say it as the user wrote it.
    let path = if base == Path::new(".") {
        Path::new(name).to_path_buf()
    } else {
        base.join(name)
    };
    super::parse::load_at(&path, depth).map_err(ResolveError::Failed)
}
