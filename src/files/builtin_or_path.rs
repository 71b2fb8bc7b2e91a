//! How a user names a ruleset or tournament rules: a built-in name, or a
//! path to a `.toml` file. One resolver serves every kind of named file.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::error::Error;

/// Built-ins parsed once a process, by name and a key (`check` of a
/// round's records, `event check` and `live`, after every command, name
/// the same one again and again). A failed parse is not kept.
pub struct ParsedOnce<T>(Mutex<Vec<(&'static str, usize, T)>>);

impl<T: Clone> Default for ParsedOnce<T> {
    fn default() -> ParsedOnce<T> {
        ParsedOnce::new()
    }
}

impl<T: Clone> ParsedOnce<T> {
    pub const fn new() -> ParsedOnce<T> {
        ParsedOnce(Mutex::new(Vec::new()))
    }

    /// The value parsed for `name` and `key`, parsing it the first time.
    pub fn get<E>(
        &self,
        name: &'static str,
        key: usize,
        parse: impl FnOnce() -> Result<T, E>,
    ) -> Result<T, E> {
        let known = self.0.lock().ok().and_then(|parsed| {
            parsed
                .iter()
                .find(|(n, k, _)| *n == name && *k == key)
                .map(|(_, _, value)| value.clone())
        });
        if let Some(value) = known {
            return Ok(value);
        }
        let value = parse()?;
        if let Ok(mut parsed) = self.0.lock() {
            parsed.push((name, key, value.clone()));
        }
        Ok(value)
    }
}

/// Where a name leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A built-in: its name and its TOML text.
    Builtin(&'static str, &'static str),
    /// A file to read.
    Path(PathBuf),
}

/// Why a name could not be turned into what it names.
#[derive(Debug)]
pub enum ResolveError {
    /// Neither a built-in name nor something that looks like a path.
    Unknown,
    /// Found, but unreadable or invalid.
    Failed(Error),
}

/// Where `name` leads among `builtins` (`(name, TOML text)` pairs), else as
/// a path: one ending in `.toml` or containing a separator, taken from
/// `base` (the folder of the file that names it). A path relative to the
/// current folder is kept as the user wrote it, for messages.
pub fn locate(name: &str, builtins: &[(&'static str, &'static str)], base: &Path) -> Option<Found> {
    if let Some((n, text)) = builtins.iter().find(|(n, _)| *n == name) {
        return Some(Found::Builtin(n, text));
    }
    let looks_like_path = name.ends_with(".toml") || name.contains('/') || name.contains('\\');
    if !looks_like_path {
        return None;
    }
    Some(Found::Path(if base == Path::new(".") {
        PathBuf::from(name)
    } else {
        base.join(name)
    }))
}

/// Resolves `name` with `read`, which turns what was found into the value.
pub fn resolve<T>(
    name: &str,
    builtins: &[(&'static str, &'static str)],
    base: &Path,
    read: impl FnOnce(Found) -> Result<T, Error>,
) -> Result<T, ResolveError> {
    let found = locate(name, builtins, base).ok_or(ResolveError::Unknown)?;
    read(found).map_err(ResolveError::Failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUILTINS: &[(&str, &str)] = &[("kalah", "name = \"kalah\"")];

    #[test]
    fn a_builtin_name_wins_over_a_path() {
        assert_eq!(
            locate("kalah", BUILTINS, Path::new("club")),
            Some(Found::Builtin("kalah", "name = \"kalah\""))
        );
    }

    #[test]
    fn a_path_is_taken_from_the_naming_file_s_folder() {
        assert_eq!(
            locate("house.toml", BUILTINS, Path::new("club")),
            Some(Found::Path(PathBuf::from("club/house.toml")))
        );
        assert_eq!(
            locate("rules/house.toml", BUILTINS, Path::new(".")),
            Some(Found::Path(PathBuf::from("rules/house.toml")))
        );
    }

    #[test]
    fn a_bare_unknown_name_is_unknown() {
        assert_eq!(locate("kalha", BUILTINS, Path::new(".")), None);
        assert!(matches!(
            resolve("kalha", BUILTINS, Path::new("."), |_| Ok(())),
            Err(ResolveError::Unknown)
        ));
    }
}
