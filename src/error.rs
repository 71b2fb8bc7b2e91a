//! The one error type of the tool, and the exit status each error maps to.
//! Exit statuses are decided here and in [`Status`], nowhere else.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::text::diagnostic::Diagnostics;
use crate::text::language::Language;

/// The outcome of a command that ran to the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Everything checked was valid.
    Success,
    /// The input was understood, and something in it is not valid
    /// (an illegal move, a wrong claimed score, ...).
    Invalid,
    /// Some input could not be read or understood (others may have been
    /// handled; the problems were reported as they came).
    Unreadable,
    /// The user interrupted a long run (Ctrl-C, or SIGTERM) after what was
    /// found so far was printed: 130, as shells report a run ended by SIGINT.
    Interrupted,
}

impl Status {
    pub fn code(self) -> u8 {
        match self {
            Status::Success => 0,
            Status::Invalid => 1,
            Status::Unreadable => 2,
            Status::Interrupted => 130,
        }
    }

    /// The more severe of two statuses, for commands over several files.
    pub fn and(self, other: Status) -> Status {
        if self.code() >= other.code() {
            self
        } else {
            other
        }
    }
}

/// Something stopped the tool from doing what it was asked.
#[derive(Debug)]
pub enum Error {
    /// A file could not be read or written.
    Io { path: PathBuf, source: io::Error },
    /// An input file was read but not understood; every problem is located.
    Input(Diagnostics),
    /// The command line asks for something impossible.
    Usage(String),
    /// A file this program was about to replace was changed by another
    /// program since it was read (another writer came first); nothing was
    /// written.
    Changed(PathBuf),
    /// An error of the kinds above already worded in another language
    /// than English (`words::located::in_language`): printed after that
    /// language's word for `error`, with the same exit status.
    Worded { language: Language, message: String },
    /// The command line was not understood, or asked for `--help` or
    /// `--version` (clap has the text to print).
    CommandLine(clap::Error),
    /// Stdout was closed while writing (`hakem ... | head`): the reader has
    /// what it wanted, so the tool ends quietly and successfully, as
    /// command-line tools do.
    ClosedPipe,
}

impl Error {
    pub fn io(path: &Path, source: io::Error) -> Error {
        Error::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// Exit status 2: the tool could not read or understand its input;
    /// 0 for a closed pipe and for `--help`/`--version`.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Io { .. }
            | Error::Input(_)
            | Error::Usage(_)
            | Error::Changed(_)
            | Error::Worded { .. } => 2,
            Error::CommandLine(e) if !e.use_stderr() => 0,
            Error::CommandLine(_) => 2,
            Error::ClosedPipe => 0,
        }
    }

    /// Tells the user, where the error has anything to say: clap's text
    /// (help to stdout, errors to stderr), nothing for a closed pipe, else
    /// the message on stderr. Messages quote the input: its control
    /// characters are shown escaped, never sent to the terminal.
    pub fn report(&self) {
        match self {
            Error::CommandLine(e) => {
                let _ = e.print();
            }
            Error::ClosedPipe => {}
            _ => eprintln!(
                "{}",
                crate::text::display::escape_controls(&self.to_string())
            ),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io { path, source } => {
                write!(f, "error: {}: {}", path.display(), describe_io(source))
            }
            Error::Input(d) => write!(f, "{d}"),
            Error::Usage(m) => write!(f, "error: {m}"),
            Error::Changed(path) => write!(
                f,
                "error: {}: changed by another program since it was read; nothing was written (read it again)",
                path.display()
            ),
            Error::Worded { language, message } => {
                write!(f, "{}: {message}", language.error_word())
            }
            Error::CommandLine(e) => write!(f, "{e}"),
            Error::ClosedPipe => f.write_str("stdout was closed"),
        }
    }
}

/// What went wrong with a file, in English (the Turkish is in
/// `words::located`).
pub fn describe_io(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        io::ErrorKind::InvalidData => {
            "not UTF-8 text; save the file as UTF-8 (an older Turkish encoding such as ISO-8859-9 or Windows-1254 cannot be read)".into()
        }
        io::ErrorKind::IsADirectory => "is a directory, not a file".into(),
        _ => e.to_string(),
    }
}

impl std::error::Error for Error {}
