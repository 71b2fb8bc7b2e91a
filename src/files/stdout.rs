//! Writing a command's output to stdout.

use std::io::Write;

use crate::error::Error;

/// Writes `text` to stdout. A closed pipe (`hakem ... | head`) comes back
/// as [`Error::ClosedPipe`], which `main` ends on quietly (see `error.rs`).
pub fn print(text: &str) -> Result<(), Error> {
    let mut out = std::io::stdout().lock();
    // Reports quote the input (names, places): its control characters are
    // shown escaped, never sent to the terminal.
    let text = crate::text::display::escape_controls(text);
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Error::ClosedPipe),
        Err(e) => Err(Error::io(std::path::Path::new("<stdout>"), e)),
    }
}
