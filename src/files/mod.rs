//! Reading and writing files: the one reader of input files, atomic writes,
//! TOML read against a schema, a built-in name or a path, standard output,
//! and the write lock (one writer at a time).

pub mod atomic_file;
pub mod builtin_or_path;
pub mod input_file;
pub mod sheet_rows;
pub mod spare_file;
pub mod stdout;
pub mod toml_reader;
pub mod toml_syntax;
pub mod write_lock;

/// A new, empty folder for a unit test of these modules:
/// `hakem-KIND-PID-NAME` in the system's temporary folder.
#[cfg(test)]
pub(crate) fn scratch_dir(kind: &str, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-{kind}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder for a test");
    dir
}
