//! Writing a command's output to stdout.

use std::io::{IsTerminal, Write};

use crate::error::Error;

/// The width output must fit: the terminal's when stdout is one (`COLUMNS`
/// first, as the shell keeps it, else the terminal's own size); `None` when
/// stdout is a file or a pipe, which get the full width.
pub fn terminal_width() -> Option<usize> {
    if !std::io::stdout().is_terminal() {
        return None;
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .or_else(|| {
            crossterm::terminal::size()
                .ok()
                .map(|(columns, _)| columns.into())
        })
        .filter(|&columns| columns >= 20)
}

/// Writes `text` to stdout. A closed pipe (`hakem ... | head`) comes back
/// as [`Error::ClosedPipe`], which `main` ends on quietly (see `error.rs`).
pub fn print(text: &str) -> Result<(), Error> {
    let mut out = std::io::stdout().lock();
    // Reports quote the input (names, places): its control characters are
    // shown escaped, never sent to the terminal.
    let text = crate::text::display::escape_controls(text);
    // In a terminal, long lines of prose wrap at its width (tables are
    // already sized to it: `report::table`).
    let text = match terminal_width() {
        Some(columns) => std::borrow::Cow::Owned(crate::text::display::wrap_prose(&text, columns)),
        None => text,
    };
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Error::ClosedPipe),
        Err(e) => Err(Error::io(std::path::Path::new("<stdout>"), e)),
    }
}

/// Writes `bytes` to stdout as they are: a file's contents (a TRF, in its
/// encoding) whose lines must not be wrapped, holding no control character
/// (their writer replaced them).
pub fn print_bytes(bytes: &[u8]) -> Result<(), Error> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Error::ClosedPipe),
        Err(e) => Err(Error::io(std::path::Path::new("<stdout>"), e)),
    }
}
