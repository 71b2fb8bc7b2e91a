//! The command line: the list of commands and the dispatch, nothing else.
//! Each command owns its arguments (`commands::<name>::Args`).

use std::ffi::OsString;

use clap::{CommandFactory, Parser, Subcommand};

use crate::commands::{
    check, compare, completions, event, live, man, pair, replay, result, serve, sheet, simulate,
    solve, variants, worded,
};
use crate::error::{Error, Status};

#[derive(Parser, Debug)]
#[command(
    name = "hakem",
    version,
    about = "A referee's assistant for mancala-family tournaments",
    long_about = "A referee's assistant for mancala-family tournaments: checks game records \
                  move by move under a declarative ruleset, applies the tournament rules and \
                  scores the round.\n\nExit status: 0 all valid, 1 something invalid, \
                  2 input not read or understood."
)]
pub struct Cli {
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
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let turkish = crate::words::command_line::asks_turkish(&args);
    let cli = Cli::try_parse_from(args).map_err(|e| {
        // clap's own errors in Turkish when the command line asks for it.
        match crate::words::command_line::turkish(&e).filter(|_| turkish) {
            Some(message) => Error::Worded {
                language: crate::words::Language::Tr,
                message,
            },
            None => Error::CommandLine(e),
        }
    })?;
    match cli.command {
        Command::Check(args) => worded(check::run(&args), args.lang),
        Command::Variants(args) => worded(variants::run(&args), args.lang),
        Command::Compare(args) => worded(compare::run(&args), args.lang),
        Command::Simulate(args) => worded(simulate::run(&args), args.lang),
        Command::Replay(args) => worded(replay::run(&args), args.lang),
        Command::Solve(args) => worded(solve::run(&args), args.lang),
        Command::Sheet(args) => worded(sheet::run(&args), args.lang),
        Command::Event(args) => worded(event::run(&args), args.lang()),
        Command::Pair(args) => worded(pair::run(&args), args.lang),
        Command::Result(args) => worded(result::run(&args), args.lang),
        Command::Live(args) => worded(live::run(&args), args.lang),
        Command::Serve(args) => worded(serve::run(&args), args.lang),
        Command::Completions(args) => completions::run(&args, Cli::command()),
        Command::Man(args) => man::run(&args, Cli::command()),
    }
}
