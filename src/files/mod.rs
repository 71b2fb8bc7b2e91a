//! Reading and writing files: the one reader of input files, atomic writes,
//! TOML read against a schema, a built-in name or a path, and standard output.

pub mod atomic_file;
pub mod builtin_or_path;
pub mod input_file;
pub mod stdout;
pub mod toml_reader;
