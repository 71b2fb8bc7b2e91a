//! The line mode: one command a line on stdin, the judgements as plain
//! lines on stdout. For scripts, and for screen readers (`--plain`).

use std::io::{BufRead, Read, Write};

use super::command::{self, Command};
use super::replies;
use super::session::{Refusal, Session};
use crate::error::{Error, Status};
use crate::text::display::escape_controls;
use crate::wording::Label;

/// Longest line read (a command is a few words; anything longer is refused
/// without being kept whole in memory).
const MAX_LINE: u64 = 1024;

/// Runs commands from `input` until it ends or `quit`; every answer goes to
/// `out`. `echo` repeats each command after `> ` (for a log of a script).
/// The status is the verdict `check` gives the file: 0 valid, 1 invalid;
/// 2 when another program changed the file (the session ends there).
pub fn run(
    session: &mut Session,
    mut input: impl BufRead,
    out: &mut impl Write,
    echo: bool,
) -> Result<Status, Error> {
    let words = session.words();
    // A closed pipe (`hakem live ... | head`) ends quietly, as `stdout::print` does.
    let io = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::BrokenPipe => Error::ClosedPipe,
        _ => Error::io(std::path::Path::new("<stdout>"), e),
    };
    let header = words.fill(
        Label::LiveOpened,
        &[
            &session.path().display().to_string(),
            &session.game_and_rules_title(),
        ],
    );
    put(out, &header).map_err(io)?;
    for line in replies::status(session) {
        put(out, &line).map_err(io)?;
    }
    if session.clock_restored() {
        put(out, words.t(Label::LiveClockRestored)).map_err(io)?;
    }
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let read = Read::take(&mut input, MAX_LINE)
            .read_until(b'\n', &mut buf)
            .map_err(|e| Error::io(std::path::Path::new("<stdin>"), e))?;
        if read == 0 {
            break;
        }
        if !buf.ends_with(b"\n") && read as u64 == MAX_LINE {
            // The rest of an overlong line is skipped, a bounded piece at a time.
            while Read::take(&mut input, MAX_LINE)
                .read_until(b'\n', &mut buf)
                .is_ok_and(|n| n > 0)
                && !buf.ends_with(b"\n")
            {
                buf.clear();
            }
            let what = words.fill(Label::LiveOverlong, &[&MAX_LINE.to_string()]);
            put(out, &words.fill(Label::LiveNotUnderstood, &[&what])).map_err(io)?;
            continue;
        }
        let text = String::from_utf8_lossy(&buf);
        let text = text.trim();
        let mut lines = Vec::new();
        // The clock first: a time that ran out before this command counts.
        if let Some(result) = session.tick() {
            lines.extend(match result {
                Ok(j) => replies::judgement(session, &j),
                Err(r) => replies::refusal(session, &r),
            });
        }
        if echo && !text.is_empty() {
            lines.insert(0, format!("> {text}"));
        }
        let mut quit = false;
        match command::parse(text) {
            Ok(None) => {}
            Ok(Some(Command::Help)) => lines.extend(replies::help(words, session.grid().is_some())),
            Ok(Some(Command::Quit)) => quit = true,
            Ok(Some(c)) => lines.extend(match session.apply(&c) {
                Ok(j) => replies::judgement(session, &j),
                // The line mode ends at a refused save (below), even when
                // the record could be read again: a script's next lines
                // were meant for the board it had.
                Err(Refusal::Reloaded) => replies::refusal(session, &Refusal::ChangedOnDisk),
                Err(r) => replies::refusal(session, &r),
            }),
            Err(e) => lines.push(replies::parse_error(words, &e)),
        }
        for l in lines {
            put(out, &l).map_err(io)?;
        }
        out.flush().map_err(io)?;
        if session.changed_on_disk() {
            // Nothing more can be saved, and the verdict held here is no
            // longer the file's: the session ends.
            return Ok(session.status());
        }
        if quit {
            break;
        }
    }
    put(out, &replies::verdict(session)).map_err(io)?;
    Ok(session.status())
}

/// Writes one line with its control characters escaped: a command, a path
/// or a name typed with ESC or BEL in it cannot drive the terminal.
fn put(out: &mut impl Write, line: &str) -> std::io::Result<()> {
    writeln!(out, "{}", escape_controls(line))
}
