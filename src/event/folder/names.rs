//! The names of an event folder's files and folders.

use std::path::{Path, PathBuf};

/// The manifest of a paired round, beside its records.
pub const PAIRING_FILE: &str = "pairing.toml";

/// `round-3`.
pub fn round_dir_name(round: u8) -> String {
    format!("round-{round}")
}

/// The round a folder's name numbers (`round-3`), if it is one.
pub(crate) fn round_number(name: &str) -> Option<u8> {
    name.strip_prefix("round-")?.parse().ok()
}

/// The round folders of the event folder `dir` (`round-1`, ..., in no
/// order); none when it cannot be listed.
pub fn round_dirs(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|e| round_number(&e.file_name().to_string_lossy()).is_some())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .collect()
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
