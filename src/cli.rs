//! The command line: clap definitions and dispatch, nothing else.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::commands;
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
    Check(CheckArgs),
    /// List the built-in variant rulesets
    Variants(VariantsArgs),
    /// Compare variants rule by rule, replay the same moves under each, or
    /// compare their random-play statistics
    Compare(CompareArgs),
    /// Play random games and report who wins, how long games last and how
    /// they end
    Simulate(SimulateArgs),
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Record files (TOML) to check
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format: a readable report, or one JSON object per file (JSON Lines)
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct VariantsArgs {
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct CompareArgs {
    /// Variants: built-in names or paths to ruleset .toml files (two or more)
    #[arg(required = true, num_args = 2.., value_name = "VARIANT")]
    pub variants: Vec<String>,
    /// Show only the rule questions the variants answer differently
    #[arg(long)]
    pub only_differences: bool,
    /// Play these pits (e.g. "3 6 1 4") under each variant and report the
    /// first move where the boards differ or a move becomes illegal
    #[arg(long, value_name = "PITS", conflicts_with = "simulate")]
    pub moves: Option<String>,
    /// Add the statistics of N random games per variant as rows
    #[arg(long, value_name = "N")]
    pub simulate: Option<u64>,
    /// Seed for --simulate
    #[arg(long, value_name = "S", default_value_t = 1, requires = "simulate")]
    pub seed: u64,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// A built-in variant name or a path to a ruleset .toml file
    #[arg(value_name = "VARIANT")]
    pub variant: String,
    /// How many games to play
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub games: u64,
    /// Seed: the same seed gives the same games and statistics, whatever
    /// the thread count
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: every core)
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// Parses the command line and runs the command.
pub fn run() -> Result<Status, Error> {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => commands::check::run(&args),
        Command::Variants(args) => commands::variants::run(&args),
        Command::Compare(args) => commands::compare::run(&args),
        Command::Simulate(args) => commands::simulate::run(&args),
    }
}

/// Writes to stdout. A closed pipe (`hakem ... | head`) ends the program
/// quietly, as command-line tools do.
pub fn print(text: &str) -> Result<(), Error> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => Err(Error::io(std::path::Path::new("<stdout>"), e)),
    }
}
