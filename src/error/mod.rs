//! The one error type of the tool, and the exit status each error maps to.
//! Exit statuses are decided here and in [`Status`], nowhere else.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::text::diagnostic::Diagnostics;
use crate::words::{Label, Msg, Words};

mod command_line;
pub use command_line::{BadValue, CommandLineProblem, ValueReason};

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
    /// The command line (or a command's request) asks for something
    /// impossible: why, as a typed message.
    Usage(Msg),
    /// A file this program was about to replace was changed by another
    /// program since it was read (another writer came first); nothing was
    /// written.
    Changed(PathBuf),
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
            Error::Io { .. } | Error::Input(_) | Error::Usage(_) | Error::Changed(_) => 2,
            Error::CommandLine(e) if !e.use_stderr() => 0,
            Error::CommandLine(_) => 2,
            Error::ClosedPipe => 0,
        }
    }

    /// A refusal: exit status 2, `message` saying why.
    pub fn usage(message: impl Into<Msg>) -> Error {
        Error::Usage(message.into())
    }

    /// Tells the user, where the error has anything to say, in `words`:
    /// clap's help and version as clap prints them, nothing for a closed
    /// pipe, else the message on stderr. Messages quote the input: its
    /// control characters are shown escaped, never sent to the terminal.
    pub fn report(&self, words: Words) {
        match self {
            Error::CommandLine(e) if !e.use_stderr() => {
                let _ = e.print();
            }
            Error::ClosedPipe => {}
            _ => eprintln!(
                "{}",
                crate::text::display::escape_controls(&self.render(words))
            ),
        }
    }

    /// What the error says, without the file it is about (a list of
    /// problems names the file itself): an I/O error's reason, a refusal's
    /// message.
    pub fn message_without_place(&self) -> Msg {
        match self {
            Error::Io { source, .. } => io_reason(source),
            Error::Usage(m) => m.clone(),
            Error::Changed(_) => Failure::ChangedSinceRead.into(),
            Error::Input(d) => d
                .problems
                .first()
                .map(|p| p.message.clone())
                .unwrap_or_else(|| Failure::ChangedSinceRead.into()),
            Error::CommandLine(e) => command_line::message(e).into(),
            Error::ClosedPipe => Failure::ClosedPipe.into(),
        }
    }

    /// The error as the user reads it in `words`, from `error:` on.
    pub fn render(&self, words: Words) -> String {
        let error = words.t(Label::ErrorWord);
        match self {
            Error::Io { path, source } => format!(
                "{error}: {}",
                words.say(&Failure::Io {
                    path: path.display().to_string(),
                    reason: io_reason(source),
                })
            ),
            Error::Input(d) => d.render(words),
            Error::Usage(m) => format!("{error}: {}", words.say(m)),
            Error::Changed(path) => format!(
                "{error}: {}",
                words.say(&Failure::Changed {
                    path: path.display().to_string(),
                })
            ),
            Error::CommandLine(e) => command_line::render(e, words),
            Error::ClosedPipe => String::new(),
        }
    }
}

/// In English, as tests and logs read it.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::CommandLine(e) if !e.use_stderr() => write!(f, "{e}"),
            Error::ClosedPipe => f.write_str("stdout was closed"),
            _ => f.write_str(&self.render(Words::english())),
        }
    }
}

crate::messages! {
    /// Why a command stopped, beyond the reasons each command gives.
    pub enum Failure {
        /// A file could not be read or written.
        Io { path: String, reason: Msg } = "error-io",
        /// Another writer changed a file since it was read.
        Changed { path: String } = "error-changed",
        /// The same, the file named elsewhere.
        ChangedSinceRead = "error-changed-since-read",
        /// Stdout was closed.
        ClosedPipe = "error-closed-pipe",
        /// A message about one thing named first (a flag, a file):
        /// "--variant: …".
        About { what: String, message: Msg } = "error-about",
    }
}

crate::messages! {
    /// What went wrong with a file.
    pub enum IoReason {
        NotFound = "io-not-found",
        PermissionDenied = "io-permission-denied",
        NotUtf8 = "io-not-utf8",
        IsADirectory = "io-is-a-directory",
        /// Anything else, as the system says it.
        Other { detail: String } = "io-other",
    }
}

/// What went wrong with a file, as a message.
pub fn io_reason(e: &io::Error) -> Msg {
    match e.kind() {
        io::ErrorKind::NotFound => IoReason::NotFound,
        io::ErrorKind::PermissionDenied => IoReason::PermissionDenied,
        io::ErrorKind::InvalidData => IoReason::NotUtf8,
        io::ErrorKind::IsADirectory => IoReason::IsADirectory,
        _ => IoReason::Other {
            detail: e.to_string(),
        },
    }
    .into()
}

/// What went wrong with a file, in English (JSON's messages).
pub fn describe_io(e: &io::Error) -> String {
    Words::english().say(&io_reason(e))
}

impl std::error::Error for Error {}
