//! `hakem result DIR TABLE SET...`: a table's result from the card, in one
//! line; without TABLE, table by table from standard input. The decisions
//! are `event::result`'s; this parses, calls and prints.

use crate::settings::Settings;
use std::io::{BufRead, IsTerminal, Read};
use std::path::PathBuf;

use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::result::{Entry, Refusal, enter, missing, parse_entry};
use crate::files::stdout::print;
use crate::record::ChangedBy;
use crate::report::result as text;
use crate::words::{Label, Msg, Words};

/// The longest line read from standard input, in bytes.
const MAX_LINE: u64 = 4096;

/// The most a piped stack of cards may hold, in bytes (a thousand tables'
/// cards take a few dozen kilobytes).
const MAX_STACK: u64 = 4 << 20;

crate::messages! {
    /// Why `hakem result`'s command line or input was not understood.
    pub enum ResultInput {
        /// SETs given without their TABLE.
        TableFirst = "result-table-first",
        /// A line of standard input longer than `max` bytes.
        LineTooLong { max: u64 } = "result-line-too-long",
        NotUtf8 = "result-not-utf8",
        /// A piped stack larger than `max` bytes.
        StackTooLarge { max: u64 } = "result-stack-too-large",
    }
}

crate::messages! {
    /// Why a line of a piped stack of cards was not entered: each said
    /// after `<stdin>:LINE:`.
    pub enum StackLine {
        /// The line's place, then why: "<stdin>:3: table 7 not written: ...".
        At { line: usize, why: Msg } = "result-stack-at",
        /// The line does not start with its table (`7: 30-18 18-30`).
        NoTable = "result-stack-no-table",
        /// The table is on these lines of the stack: none is entered.
        Twice { table: usize, lines: String } = "result-stack-twice",
        NotUtf8 = "result-stack-not-utf8",
        LineTooLong { max: u64 } = "result-stack-line-too-long",
    }
}

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Each SET is one set, as counted on the card; parts of one set are \
joined by commas:\n  \
    30-18            the stores counted: the first player's, then the second's (as paired)\n  \
    t:second:23      the second player's time ran out with 23 in the store (t:first:20 ...);\n                   \
                     the timer rule decides; the other store, if counted: t:second:23,25-\n  \
    w:first          a warning to the first player (touch-move; w:first:illegal-move,\n                   \
                     w:first:conduct); repeat it for more, e.g. 30-18,w:first,w:first\n  \
    first, second, draw   a set's result, for games entered by results (pentago, ...)\n  \
    forfeit:second   alone: the second player did not come (forfeit:first; forfeit:both\n                   \
                     for a double forfeit)\n\n\
Examples:\n  \
    hakem result ankara-2026 4 30-18 18-30 26-22      table 4 of the current round: 2-1\n  \
    hakem result ankara-2026 7 t:second:23 30-18       set 1 lost on time, set 2 counted\n  \
    hakem result ankara-2026 9 20-28,w:second w:second,w:second\n                                                    \
                                                    the 3rd warning loses the round\n  \
    hakem result ankara-2026 12 forfeit:both          a double forfeit\n  \
    hakem result ankara-2026 4 26-22 30-18 --replace  correct table 4 (shows the change)\n  \
    hakem result ankara-2026 < samples/cards.txt      a stack of cards, one line a table\n\n\
TABLE --clear (no SET) puts the table's record back as paired, shows the \
result that was there and keeps it in the record's history, as --replace \
keeps the result it replaces.\n\n\
Without TABLE, from a terminal, it asks for each table whose result is not \
in, in order: a blank line skips the table, the end of input stops. A stack \
piped in names the table on every line (7: 30-18 18-30, or masa 7: ..., \
table 7: ...; blank lines and # comments skipped): a refused line is told \
with its line number (<stdin>:3: ...) and writes nothing, every other line \
is entered on its own table, and a table on two lines is entered from \
neither.\n\n\
Exit status: 0 written, 1 refused by the tournament rules (stores that do not \
add up, a set too many, a round not decided), 2 not understood or not \
allowed (an unknown table, a finished round, a record that holds moves or \
another result)."
)]
pub struct Args {
    /// The event folder (with event.toml)
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The table (as paired); without it, every table in turn from stdin
    #[arg(value_name = "TABLE")]
    pub table: Option<usize>,
    /// The sets, in the order played (30-18 18-30 26-22), or forfeit:...
    #[arg(value_name = "SET")]
    pub sets: Vec<String>,
    /// The round (default: the last paired round)
    #[arg(long, value_name = "N")]
    pub round: Option<u8>,
    /// Write over a result already in (never over moves scored with
    /// `hakem live`); shows the change and keeps the old result in the
    /// record's history
    #[arg(long)]
    pub replace: bool,
    /// Clear TABLE's result: its record back as paired, the old result
    /// shown and kept in the record's history
    #[arg(long, requires = "table", conflicts_with_all = ["sets", "replace"])]
    pub clear: bool,
}

/// Who writes over a result with `--replace`, as the record's history
/// names it.
fn by(replace: bool) -> Option<ChangedBy> {
    replace.then_some(ChangedBy::Command)
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    // Only the round entered is read and judged: a call stays fast on a
    // large event's last round.
    let mut folder = Folder::open_round(&args.dir, args.round)?;
    let words = settings.words_for(folder.language);
    let round = args.round.unwrap_or(folder.paired_rounds());
    match args.table {
        Some(table) if args.clear => clear_one(&mut folder, words, round, table),
        Some(table) => {
            let entry =
                parse_entry(&args.sets).map_err(|b| Error::usage(text::token_refusal(&b)))?;
            one(&mut folder, words, round, table, &entry, args.replace)
        }
        None if !args.sets.is_empty() => Err(Error::usage(ResultInput::TableFirst)),
        // A terminal is asked table by table; a stack piped in names its
        // table on every line, so that a refused line shifts no other card.
        None if std::io::stdin().is_terminal() => stack(&mut folder, words, round, args.replace),
        None => piped(&mut folder, words, round, args.replace),
    }
}

/// A refusal of the command line (one reason: only the tournament rules'
/// refusals give several, and they are told, not raised).
fn refused(words: Words, table: usize, r: &Refusal) -> Error {
    match text::refusal_messages(words, table, r).into_iter().next() {
        Some(reason) => Error::usage(reason),
        // A rules' refusal without a problem is a round not decided.
        None => Error::usage(text::ResultSaid::NotWritten {
            table,
            why: text::NotWritten::Incomplete.into(),
        }),
    }
}

/// Clears one table's result and prints what was there and what is
/// missing.
fn clear_one(folder: &mut Folder, words: Words, round: u8, table: usize) -> Result<Status, Error> {
    let rounds = folder.event.spec().rounds;
    let e = crate::event::clear::clear(folder, round, table, ChangedBy::Command)
        .map_err(|r| refused(words, table, &r))?;
    print(&format!(
        "{}\n{}\n",
        text::cleared(words, &e),
        text::missing(words, e.round, rounds, e.tables, &e.missing)
    ))?;
    Ok(Status::Success)
}

/// Enters one table's result and prints its verdict and what is missing.
fn one(
    folder: &mut Folder,
    words: Words,
    round: u8,
    table: usize,
    entry: &Entry,
    replace: bool,
) -> Result<Status, Error> {
    let rounds = folder.event.spec().rounds;
    match enter(folder, round, table, entry, by(replace)) {
        Ok(e) => {
            print(&format!(
                "{}\n{}\n",
                text::entered(words, &e),
                text::missing(words, e.round, rounds, e.tables, &e.missing)
            ))?;
            Ok(Status::Success)
        }
        Err(r @ Refusal::Rules { .. }) => {
            eprintln!("{}", text::refusal(words, table, &r));
            Ok(Status::Invalid)
        }
        Err(r) => Err(refused(words, table, &r)),
    }
}

/// Asks table by table (those not in, or every table with `replace`) on
/// standard input. Exit status: the worst refusal met (a table asked again
/// after a refusal still counts it).
fn stack(folder: &mut Folder, words: Words, round: u8, replace: bool) -> Result<Status, Error> {
    // A round not paired, or finished, is refused before anything is asked.
    let first = folder.event.first_table();
    crate::event::result::table_path(folder, round, first)
        .map_err(|r| refused(words, first, &r))?;
    let open = missing(folder, round);
    let name = |id: &str| {
        folder
            .event
            .player(id)
            .map_or_else(|| id.to_string(), |p| p.full_name())
    };
    let tables: Vec<(usize, [String; 2])> = folder.rounds[usize::from(round) - 1]
        .tables
        .iter()
        .filter(|t| replace || open.contains(&t.table))
        .map(|t| (t.table, [name(&t.players[0]), name(&t.players[1])]))
        .collect();
    if tables.is_empty() {
        print(&format!("{}\n", text::nothing_missing(words, round)))?;
        return Ok(Status::Success);
    }
    eprintln!("{}", text::prompt_header(words, round));
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut worst = Status::Success;
    'tables: for (table, names) in tables {
        loop {
            eprint!("{}", text::prompt(words, table, [&names[0], &names[1]]));
            let Some(line) = read_line(&mut input)? else {
                eprintln!();
                break 'tables;
            };
            let tokens: Vec<&str> = line.split_whitespace().collect();
            if tokens.is_empty() {
                continue 'tables;
            }
            let entry = match parse_entry(&tokens) {
                Ok(e) => e,
                Err(b) => {
                    eprintln!("{}", text::bad_token(words, &b));
                    worst = worse(worst, Status::Unreadable);
                    continue;
                }
            };
            match one(folder, words, round, table, &entry, replace) {
                Ok(Status::Success) => continue 'tables,
                Ok(status) => worst = worse(worst, status),
                Err(e @ Error::Usage(_)) => {
                    // Told, and the next table is asked.
                    e.report(words);
                    worst = worse(worst, Status::Unreadable);
                }
                Err(e) => return Err(e),
            }
        }
    }
    Ok(worst)
}

/// A card of a piped stack: the table its line names and its SET tokens.
#[derive(Debug, PartialEq, Eq)]
struct Card {
    table: usize,
    tokens: Vec<String>,
}

/// Reads a line of a piped stack: `7: 30-18 18-30`, `masa 7: ...`,
/// `table 7: ...`. `None` for a blank line or a comment (`# ...`).
fn card_line(line: &str) -> Option<Result<Card, StackLine>> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let Some((head, rest)) = line.split_once(':') else {
        return Some(Err(StackLine::NoTable));
    };
    let head = crate::record::typed::fold(head);
    let number = ["masa", "table"]
        .iter()
        .find_map(|word| head.strip_prefix(word))
        .unwrap_or(&head)
        .trim();
    if number.is_empty() || number.len() > 6 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Some(Err(StackLine::NoTable));
    }
    let table = number.parse().unwrap_or(0);
    let tokens = rest.split_whitespace().map(str::to_string).collect();
    Some(Ok(Card { table, tokens }))
}

/// Reads a stack of cards piped in: every line names its table (docs/event.md,
/// "Entering results"). The whole stack is read first: a table on two
/// lines is entered from neither. Each line is entered on its own table;
/// a refused line is told with its line number and writes nothing. Exit
/// status: the worst met.
fn piped(folder: &mut Folder, words: Words, round: u8, replace: bool) -> Result<Status, Error> {
    // A round not paired, or finished, is refused before anything is read.
    let first = folder.event.first_table();
    crate::event::result::table_path(folder, round, first)
        .map_err(|r| refused(words, first, &r))?;
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_STACK + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(std::path::Path::new("<stdin>"), e))?;
    if bytes.len() as u64 > MAX_STACK {
        return Err(Error::usage(ResultInput::StackTooLarge { max: MAX_STACK }));
    }
    let cards = stack_cards(&bytes);
    let tell = |line: usize, why: Msg| {
        eprintln!(
            "{}: {}",
            words.t(Label::ErrorWord),
            crate::text::display::escape_controls(&words.say(&StackLine::At { line, why }))
        );
    };
    let mut worst = Status::Success;
    let mut last = None;
    for (line, card) in cards {
        let card = match card {
            Ok(card) => card,
            Err(problem) => {
                tell(line, problem.into());
                worst = worse(worst, Status::Unreadable);
                continue;
            }
        };
        let entry = match parse_entry(&card.tokens) {
            Ok(e) => e,
            Err(b) => {
                tell(line, text::token_refusal(&b).into());
                worst = worse(worst, Status::Unreadable);
                continue;
            }
        };
        match enter(folder, round, card.table, &entry, by(replace)) {
            Ok(e) => {
                print(&format!("{}\n", text::entered(words, &e)))?;
                last = Some(e);
            }
            Err(r) => {
                let status = match r {
                    Refusal::Rules { .. } => Status::Invalid,
                    _ => Status::Unreadable,
                };
                let reasons = text::refusal_messages(words, card.table, &r);
                if reasons.is_empty() {
                    let why = text::NotWritten::Incomplete.into();
                    tell(
                        line,
                        text::ResultSaid::NotWritten {
                            table: card.table,
                            why,
                        }
                        .into(),
                    );
                }
                for reason in reasons {
                    tell(line, reason.into());
                }
                worst = worse(worst, status);
            }
        }
    }
    let rounds = folder.event.spec().rounds;
    let tables = folder.rounds[usize::from(round) - 1].tables.len();
    let open = last.map_or_else(|| missing(folder, round), |e| e.missing);
    print(&format!(
        "{}\n",
        text::missing(words, round, rounds, tables, &open)
    ))?;
    Ok(worst)
}

/// The cards of a piped stack, by line number (from 1): blank lines and
/// comments left out, a table named on two lines or more refused on each.
fn stack_cards(bytes: &[u8]) -> Vec<(usize, Result<Card, StackLine>)> {
    let mut cards: Vec<(usize, Result<Card, StackLine>)> = Vec::new();
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        if raw.len() as u64 > MAX_LINE {
            cards.push((line, Err(StackLine::LineTooLong { max: MAX_LINE })));
            continue;
        }
        let Ok(text) = std::str::from_utf8(raw) else {
            cards.push((line, Err(StackLine::NotUtf8)));
            continue;
        };
        if let Some(card) = card_line(text) {
            cards.push((line, card));
        }
    }
    let mut lines_of: std::collections::HashMap<usize, Vec<usize>> = Default::default();
    for (line, card) in &cards {
        if let Ok(c) = card {
            lines_of.entry(c.table).or_default().push(*line);
        }
    }
    for (_, card) in &mut cards {
        let Ok(c) = card else { continue };
        let lines = &lines_of[&c.table];
        if lines.len() > 1 {
            let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
            *card = Err(StackLine::Twice {
                table: c.table,
                lines: lines.join(", "),
            });
        }
    }
    cards
}

/// One line of standard input without its line end; `None` at the end.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, Error> {
    let mut buf = Vec::new();
    let read = input
        .by_ref()
        .take(MAX_LINE + 1)
        .read_until(b'\n', &mut buf)
        .map_err(|e| Error::io(std::path::Path::new("<stdin>"), e))?;
    if read == 0 {
        return Ok(None);
    }
    if buf.len() as u64 > MAX_LINE && buf.last() != Some(&b'\n') {
        return Err(Error::usage(ResultInput::LineTooLong { max: MAX_LINE }));
    }
    let text = String::from_utf8(buf).map_err(|_| Error::usage(ResultInput::NotUtf8))?;
    Ok(Some(text.trim_end_matches(['\n', '\r']).to_string()))
}

fn worse(a: Status, b: Status) -> Status {
    let rank = |s: Status| match s {
        Status::Success => 0,
        Status::Invalid => 1,
        _ => 2,
    };
    if rank(b) > rank(a) { b } else { a }
}
