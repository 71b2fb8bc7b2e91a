//! The command line: the list of commands and the dispatch, nothing else.
//! Each command owns its arguments (`commands::<name>::Args`).

use std::ffi::OsString;

use clap::{CommandFactory, Parser, Subcommand};

use crate::commands::{
    check, compare, completions, event, live, man, pair, replay, result, serve, sheet, simulate,
    solve, variants,
};
use crate::error::{Error, Status};
use crate::settings::{self, Settings};
use crate::words::{Language, Words};

#[derive(Parser, Debug)]
#[command(
    name = "hakem",
    version,
    about = "A referee's assistant for mancala-family tournaments",
    long_about = "A referee's assistant for mancala-family tournaments: checks game records \
                  move by move under a declarative ruleset, applies the tournament rules and \
                  scores the round.\n\nExit status: 0 all valid, 1 something invalid, \
                  2 input not read or understood.\n\nLanguage: --lang, else the event's or \
                  the record's, else HAKEM_LANG, else the system locale (LC_ALL, LC_MESSAGES, \
                  LANG), else English."
)]
pub struct Cli {
    /// The language of what hakem prints and says (tr, en, or any folder
    /// of HAKEM_LOCALES) [default: the event's or the record's, else
    /// HAKEM_LANG, else the system locale, else English]; JSON is the same
    /// in every language
    #[arg(long, global = true, value_name = "LANG", value_parser = settings::parse_language)]
    pub lang: Option<Language>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check game records: every move's legality, the final board and score,
    /// the claimed score, the round's result
    Check(check::Args),
    /// List the built-in variant rulesets
    Variants(variants::Args),
    /// Compare variants rule by rule, replay the same moves under each, or
    /// compare their random-play statistics
    Compare(compare::Args),
    /// Play random games and report who wins, how long games last and how
    /// they end
    Simulate(simulate::Args),
    /// Replay a set move by move, show the position after any move, count a
    /// pit, try other moves (what-if), print a large view for restoring
    Replay(replay::Args),
    /// Solve a position: its exact value with perfect play (who wins, by how
    /// many stones) and a best move
    Solve(solve::Args),
    /// Print result sheets: a match sheet for one record; round results,
    /// standings and match sheets for several records of one event
    Sheet(sheet::Args),
    /// A tournament as a folder: start and check it, its standings and
    /// printouts, TRF export and import
    Event(event::Args),
    /// Pair the next round of an event (Swiss system, Dutch rules) and
    /// write its records, one per table
    Pair(pair::Args),
    /// Enter a table's result from the card in one line (the stores counted,
    /// a timeout, warnings, a forfeit), or a stack of cards from stdin
    Result(result::Args),
    /// Score a round at the table: moves entered as they are played, judged
    /// at once, saved before they are shown
    Live(live::Args),
    /// Serve the event in the browser: the wall, the tables' results, the
    /// arbiter's desk and a JSON API, from the event folder
    Serve(serve::Args),
    /// Print a completion script for a shell (bash, zsh, fish, elvish,
    /// powershell)
    Completions(completions::Args),
    /// Print the manual page (roff), every command included
    Man(man::Args),
}

/// Parses `args` (the program name first, as `std::env::args_os` gives
/// them) and runs the command. `--help`, `--version` and a command line not
/// understood come back as [`Error::CommandLine`].
pub fn run<I, T>(args: I) -> Result<Status, Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    run_with_words(args).0
}

/// Runs the command line `args` and tells the user of any error, in the
/// language the process decided; the exit status.
pub fn main<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let (result, words) = run_with_words(args);
    for warning in crate::words::locale_warnings() {
        eprintln!(
            "{}: {}",
            words.t(crate::words::Label::WarningWord),
            words.say(&warning)
        );
    }
    match result {
        Ok(status) => status.code(),
        Err(e) => {
            e.report(words);
            e.exit_code()
        }
    }
}

/// The command's outcome and the words its errors are told in.
fn run_with_words<I, T>(args: I) -> (Result<Status, Error>, Words)
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => {
            // The command line was not understood: its `--lang`, if clap
            // can read that much of it, else the environment's language.
            let flag = lang_past_errors(args);
            return (Err(Error::CommandLine(e)), fallback_words(flag));
        }
    };
    let settings = match Settings::from_env(cli.lang) {
        Ok(s) => s,
        Err(e) => return (Err(e), fallback_words(cli.lang)),
    };
    let result = dispatch(cli.command, &settings);
    (result, settings.words())
}

/// The command line as clap reads it past its errors, every subcommand
/// included: to find `--lang` in a line not understood.
fn lenient(command: clap::Command) -> clap::Command {
    command.ignore_errors(true).mut_subcommands(lenient)
}

/// `--lang` in a command line clap did not understand: read by clap with
/// its errors passed over, each argument it does not know left out in
/// turn (clap stops at the first), at most once an argument.
fn lang_past_errors(mut args: Vec<OsString>) -> Option<Language> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    for _ in 0..args.len() {
        let e = match Cli::command().try_get_matches_from(&args) {
            Ok(m) => return lang_of(&m),
            Err(e) => e,
        };
        let text = |kind| match e.get(kind) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            _ => None,
        };
        match e.kind() {
            ErrorKind::UnknownArgument | ErrorKind::InvalidSubcommand => {
                let unknown = text(ContextKind::InvalidArg)
                    .or_else(|| text(ContextKind::InvalidSubcommand))?;
                let at = args.iter().skip(1).position(|a| *a == *unknown)?;
                args.remove(at + 1);
            }
            ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
                // The value and its flag (`--format xml`, `--format=xml`).
                let value = text(ContextKind::InvalidValue)?;
                let with_equals = format!("={value}");
                let at =
                    args.iter().skip(1).position(|a| {
                        *a == *value || a.to_string_lossy().ends_with(&with_equals)
                    })? + 1;
                args.remove(at);
                if args[at - 1].to_string_lossy().starts_with('-') && at > 1 {
                    args.remove(at - 1);
                }
            }
            ErrorKind::ArgumentConflict => {
                // A flag given twice: its last time left out.
                let flag = text(ContextKind::InvalidArg)?;
                let flag = flag.split(' ').next().unwrap_or_default().to_string();
                let with_equals = format!("{flag}=");
                let Some(at) = args.iter().rposition(|a| {
                    *a == *flag.as_str() || a.to_string_lossy().starts_with(&with_equals)
                }) else {
                    break;
                };
                let separate = args[at] == *flag.as_str();
                args.remove(at);
                if separate && at < args.len() {
                    args.remove(at);
                }
            }
            _ => break,
        }
    }
    lenient(Cli::command())
        .try_get_matches_from(&args)
        .ok()
        .and_then(|m| lang_of(&m))
}

/// `--lang` where clap found it: at the top or in a subcommand.
fn lang_of(matches: &clap::ArgMatches) -> Option<Language> {
    matches
        .try_get_one::<Language>("lang")
        .ok()
        .flatten()
        .copied()
        .or_else(|| matches.subcommand().and_then(|(_, m)| lang_of(m)))
}

/// The words of an error met before the settings were made: `--lang`,
/// else the system locale, else English (`HAKEM_LANG` may be what failed).
fn fallback_words(flag: Option<Language>) -> Words {
    match Settings::from_env(flag) {
        Ok(s) => s.words(),
        Err(_) => Words::new(
            flag.or_else(|| crate::settings::from_locale(|name| std::env::var(name).ok()))
                .unwrap_or(Language::EN),
        ),
    }
}

fn dispatch(command: Command, settings: &Settings) -> Result<Status, Error> {
    match command {
        Command::Check(args) => check::run(&args, settings),
        Command::Variants(args) => variants::run(&args, settings),
        Command::Compare(args) => compare::run(&args, settings),
        Command::Simulate(args) => simulate::run(&args, settings),
        Command::Replay(args) => replay::run(&args, settings),
        Command::Solve(args) => solve::run(&args, settings),
        Command::Sheet(args) => sheet::run(&args, settings),
        Command::Event(args) => event::run(&args, settings),
        Command::Pair(args) => pair::run(&args, settings),
        Command::Result(args) => result::run(&args, settings),
        Command::Live(args) => live::run(&args, settings),
        Command::Serve(args) => serve::run(&args, settings),
        Command::Completions(args) => completions::run(&args, Cli::command()),
        Command::Man(args) => man::run(&args, Cli::command()),
    }
}
