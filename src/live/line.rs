//! The line mode: one command a line on stdin, the judgements as plain
//! lines on stdout. For scripts, and for screen readers (`--plain`).

use std::io::{BufRead, Read, Write};

use super::command::{self, Command};
use super::help;
use super::replies::{self, Line, Reply, say};
use super::session::{Refusal, Session};
use crate::error::{Error, Status};
use crate::text::display::escape_controls;

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
    let mut opening = vec![replies::opened(session)];
    opening.extend(replies::status(session));
    if session.clock_restored() {
        opening.push(say(Reply::ClockRestored));
    }
    for line in opening {
        put(out, &line.text(words)).map_err(io)?;
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
            let overlong = Reply::NotUnderstood {
                why: Reply::Overlong { max: MAX_LINE }.into(),
            };
            put(out, &words.say(&overlong)).map_err(io)?;
            continue;
        }
        let text = String::from_utf8_lossy(&buf);
        let text = text.trim();
        let mut lines: Vec<String> = Vec::new();
        if echo && !text.is_empty() {
            lines.push(format!("> {text}"));
        }
        let said = |said: Vec<Line>| said.into_iter().map(|l| l.text(words));
        // The clock first: a time that ran out before this command counts.
        if let Some(result) = session.tick() {
            lines.extend(said(match result {
                Ok(j) => replies::judgement(session, &j),
                Err(r) => replies::refusal(session, &r),
            }));
        }
        let mut quit = false;
        match command::parse(text) {
            Ok(None) => {}
            Ok(Some(Command::Help)) => lines.extend(help::help(words, session.grid().is_some())),
            Ok(Some(Command::Quit)) => quit = true,
            Ok(Some(c)) => lines.extend(said(match session.apply(&c) {
                Ok(j) => replies::judgement(session, &j),
                // The line mode ends at a refused save (below), even when
                // the record could be read again: a script's next lines
                // were meant for the board it had.
                Err(Refusal::Reloaded) => replies::refusal(session, &Refusal::ChangedOnDisk),
                Err(r) => replies::refusal(session, &r),
            })),
            Err(e) => lines.push(words.say(&replies::parse_error(&e))),
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
    put(out, &replies::verdict(session).text(words)).map_err(io)?;
    Ok(session.status())
}

/// Writes one line with its control characters escaped: a command, a path
/// or a name typed with ESC or BEL in it cannot drive the terminal.
fn put(out: &mut impl Write, line: &str) -> std::io::Result<()> {
    writeln!(out, "{}", escape_controls(line))
}
