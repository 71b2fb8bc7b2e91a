//! The names of an event folder's files and folders.

use std::path::Path;

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
