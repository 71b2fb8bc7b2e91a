//! What the scorer enters, one command a line: the same words in the line
//! mode and behind the keys of the full-screen program.

use std::path::PathBuf;
use std::time::Duration;

use super::timer::parse_clock;
use crate::analysis::replay::CountSpec;
use crate::record::typed;
use crate::record::{WarningReason, Who};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// A pit (1..N) emptied by the player to move.
    Pit(u32),
    /// A grid move as typed: a cell (`d3`), a cell and the quadrant
    /// turned (`c4 3`, `c4 3ccw`), or `pass`/`pas`. Judged against the
    /// board by the session.
    Cell(String),
    /// `warn PLAYER REASON`; `warn` alone: the item h warning for the move
    /// just refused.
    Warn(Option<(Who, WarningReason)>),
    /// Takes back the last thing entered in the current set.
    Undo,
    /// The count a referee gives on request (item b).
    Count(CountSpec),
    Timer(TimerCommand),
    Timeout(Who),
    /// The stores the players signed: first's, then second's.
    Claim {
        first: u32,
        second: u32,
    },
    /// Sets up the next set.
    Next,
    /// Writes the match sheet (to this file, or next to the record).
    Sheet(Option<PathBuf>),
    /// Shows the board and the score again.
    Board,
    Help,
    Quit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimerCommand {
    Start,
    Pause,
    Show,
    /// The time left of one player (read off the table's clock).
    Set(Who, Duration),
}

crate::messages! {
    /// What a word of a command should have been (said inside a refusal).
    #[derive(Copy, Eq)]
    pub enum Expected {
        Player = "live-expect-player",
        Reason = "live-expect-reason",
        Number = "live-expect-number",
        Place = "live-expect-place",
        Clock = "live-expect-clock",
    }
}

said_inside!(Expected);

crate::messages! {
    /// Why a line is not a command (said after "NOT UNDERSTOOD:"). Each
    /// quotes the words as they were typed.
    #[derive(Eq)]
    pub enum ParseError {
        NotACommand { word: String } = "live-parse-not-a-command",
        Unexpected { command: String, word: String } = "live-parse-unexpected",
        Missing { command: String, what: Expected } = "live-parse-missing",
        Bad { what: Expected, found: String } = "live-parse-bad",
    }
}

fn bad(what: Expected, found: &str) -> ParseError {
    ParseError::Bad {
        what,
        found: found.to_string(),
    }
}

fn who(s: &str) -> Result<Who, ParseError> {
    typed::player(s).ok_or_else(|| bad(Expected::Player, s))
}

/// A reason may take two words (`kural dışı`, `illegal move`); a refusal
/// quotes the one word that is wrong, never a run of words, and the
/// command as it was typed.
fn reason(command: &str, words: &[&str]) -> Result<WarningReason, ParseError> {
    typed::reason(words).ok_or_else(|| match words {
        [first, second, ..] if typed::reason(&[first]).is_some() => ParseError::Unexpected {
            command: command.to_string(),
            word: second.to_string(),
        },
        _ => bad(Expected::Reason, words.first().copied().unwrap_or("")),
    })
}

fn number(s: &str) -> Result<u32, ParseError> {
    s.parse::<u32>().map_err(|_| bad(Expected::Number, s))
}

/// A word that names a cell: a letter, then digits (`d3`, `f6`).
fn is_cell_word(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && !chars.as_str().is_empty()
        && chars.as_str().bytes().all(|b| b.is_ascii_digit())
}

/// Reads one line. `Ok(None)` for a blank line or a `#` comment.
pub fn parse(line: &str) -> Result<Option<Command>, ParseError> {
    let line = line.split('#').next().unwrap_or("").trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&head, rest)) = words.split_first() else {
        return Ok(None);
    };
    let extra = |n: usize| -> Result<(), ParseError> {
        match rest.get(n) {
            Some(w) => Err(ParseError::Unexpected {
                command: head.to_string(),
                word: w.to_string(),
            }),
            None => Ok(()),
        }
    };
    let arg = |n: usize, what: Expected| -> Result<&str, ParseError> {
        rest.get(n).copied().ok_or_else(|| ParseError::Missing {
            command: head.to_string(),
            what,
        })
    };
    let command = match head.to_ascii_lowercase().as_str() {
        h if h.bytes().all(|b| b.is_ascii_digit()) => {
            extra(0)?;
            Command::Pit(number(h)?)
        }
        h if is_cell_word(h) || crate::family::is_pass(h) => {
            extra(1)?;
            Command::Cell(words.join(" "))
        }
        "warn" => {
            if rest.is_empty() {
                Command::Warn(None)
            } else {
                let player = who(arg(0, Expected::Player)?)?;
                arg(1, Expected::Reason)?;
                let r = reason(head, &rest[1..])?;
                Command::Warn(Some((player, r)))
            }
        }
        "undo" => {
            extra(0)?;
            Command::Undo
        }
        "count" => {
            extra(1)?;
            let place = arg(0, Expected::Place)?;
            Command::Count(CountSpec::typed(place).ok_or_else(|| bad(Expected::Place, place))?)
        }
        "timer" => {
            let t = match rest.first().map(|s| s.to_ascii_lowercase()).as_deref() {
                None => TimerCommand::Show,
                Some("start") => {
                    extra(1)?;
                    TimerCommand::Start
                }
                Some("pause" | "stop") => {
                    extra(1)?;
                    TimerCommand::Pause
                }
                Some(p) => {
                    extra(2)?;
                    let player = who(p)?;
                    let time = arg(1, Expected::Clock)?;
                    let left = parse_clock(time).ok_or_else(|| bad(Expected::Clock, time))?;
                    TimerCommand::Set(player, left)
                }
            };
            Command::Timer(t)
        }
        "timeout" => {
            extra(1)?;
            Command::Timeout(who(arg(0, Expected::Player)?)?)
        }
        "claim" => {
            extra(2)?;
            Command::Claim {
                first: number(arg(0, Expected::Number)?)?,
                second: number(arg(1, Expected::Number)?)?,
            }
        }
        "next" => {
            extra(0)?;
            Command::Next
        }
        "sheet" => {
            extra(1)?;
            Command::Sheet(rest.first().map(PathBuf::from))
        }
        "board" | "show" => Command::Board,
        "help" | "?" => Command::Help,
        "quit" | "exit" => Command::Quit,
        _ => {
            return Err(ParseError::NotACommand {
                word: head.to_string(),
            });
        }
    };
    Ok(Some(command))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::replay::SideName;

    #[test]
    fn commands() {
        assert_eq!(parse("4"), Ok(Some(Command::Pit(4))));
        assert_eq!(parse("d3"), Ok(Some(Command::Cell("d3".into()))));
        assert_eq!(parse("C4  3ccw"), Ok(Some(Command::Cell("C4 3ccw".into()))));
        assert_eq!(parse("pas"), Ok(Some(Command::Cell("pas".into()))));
        assert_eq!(
            parse("c4 3 1"),
            Err(ParseError::Unexpected {
                command: "c4".into(),
                word: "1".into()
            })
        );
        assert_eq!(parse("  # a comment"), Ok(None));
        assert_eq!(
            parse("warn second touch-move"),
            Ok(Some(Command::Warn(Some((
                Who::Second,
                WarningReason::TouchMove
            )))))
        );
        assert_eq!(parse("warn"), Ok(Some(Command::Warn(None))));
        assert_eq!(
            parse("warn second ilond illegal-move"),
            Err(bad(Expected::Reason, "ilond"))
        );
        assert_eq!(
            parse("count north:4"),
            Ok(Some(Command::Count(CountSpec::Pit(SideName::North, 4))))
        );
        assert_eq!(
            parse("claim 27 21"),
            Ok(Some(Command::Claim {
                first: 27,
                second: 21
            }))
        );
        assert_eq!(
            parse("timer first 4:30"),
            Ok(Some(Command::Timer(TimerCommand::Set(
                Who::First,
                Duration::from_secs(270)
            ))))
        );
        assert_eq!(
            parse("timeout first"),
            Ok(Some(Command::Timeout(Who::First)))
        );
    }

    #[test]
    fn refusals_say_what_was_expected() {
        let missing = |command: &str, what| ParseError::Missing {
            command: command.into(),
            what,
        };
        assert_eq!(
            parse("4 5"),
            Err(ParseError::Unexpected {
                command: "4".into(),
                word: "5".into()
            })
        );
        assert_eq!(
            parse("99999999999"),
            Err(bad(Expected::Number, "99999999999"))
        );
        assert_eq!(
            parse("warn third conduct"),
            Err(bad(Expected::Player, "third"))
        );
        assert_eq!(parse("warn first"), Err(missing("warn", Expected::Reason)));
        assert_eq!(parse("claim 27"), Err(missing("claim", Expected::Number)));
        assert_eq!(parse("count west:2"), Err(bad(Expected::Place, "west:2")));
        assert_eq!(parse("timer first 4:3"), Err(bad(Expected::Clock, "4:3")));
        assert_eq!(
            parse("dance"),
            Err(ParseError::NotACommand {
                word: "dance".into()
            })
        );
        // The command is quoted as typed.
        assert_eq!(
            parse("WARN first touch x"),
            Err(ParseError::Unexpected {
                command: "WARN".into(),
                word: "x".into()
            })
        );
    }
}
