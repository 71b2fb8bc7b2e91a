//! Reading and writing files: the one reader of input files, atomic writes,
//! TOML read against a schema, a built-in name or a path, standard output,
//! and the write lock (one writer at a time).

pub mod atomic_file;
pub mod builtin_or_path;
pub mod folder_watch;
pub mod input_file;
pub mod sheet_rows;
pub mod spare_file;
pub mod stdout;
pub mod toml_reader;
pub mod toml_syntax;
pub mod write_lock;
