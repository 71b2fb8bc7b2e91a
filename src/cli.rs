//! The command line: clap definitions and dispatch, nothing else.

use std::io::Write;
use std::path::PathBuf;

use clap::{ArgGroup, Args, Parser, Subcommand, ValueEnum};

use crate::commands;
use crate::error::{Error, Status};
use crate::replay::CountSpec;

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
    /// Replay a set move by move, show the position after any move, count a
    /// pit, try other moves (what-if), print a large view for restoring
    Replay(ReplayArgs),
    /// Solve a position: its exact value with perfect play (who wins, by how
    /// many stones) and a best move
    Solve(commands::solve::SolveArgs),
    /// Print result sheets: a match sheet for one record; round results,
    /// standings and match sheets for several records of one event
    Sheet(SheetArgs),
}

#[derive(Args, Debug)]
pub struct SheetArgs {
    /// Record files (TOML): one for a match sheet, several (of one event)
    /// for round results and standings
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format: HTML for print (A4), text for the terminal, Markdown for posting
    #[arg(long, value_enum, default_value_t = SheetFormat::Html)]
    pub format: SheetFormat,
    /// Language of the labels [default: the variant's, Turkish for Mangala, else English]
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
    /// Write to OUT (atomically; never over an input file) instead of stdout
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// With several records: only the round results and standings, no match sheets
    #[arg(long)]
    pub summary_only: bool,
    /// The printing time shown in the footer (e.g. 2023-10-29T18:30), for
    /// reproducible output; SOURCE_DATE_EPOCH is honoured too
    #[arg(long, hide = true, value_name = "DATETIME")]
    pub printed_at: Option<String>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetFormat {
    Html,
    Text,
    Markdown,
}

impl From<SheetFormat> for crate::sheet::Format {
    fn from(f: SheetFormat) -> Self {
        match f {
            SheetFormat::Html => crate::sheet::Format::Html,
            SheetFormat::Text => crate::sheet::Format::Text,
            SheetFormat::Markdown => crate::sheet::Format::Markdown,
        }
    }
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// Türkçe
    Tr,
    /// English
    En,
}

impl From<Lang> for crate::ruleset::Language {
    fn from(l: Lang) -> Self {
        match l {
            Lang::Tr => crate::ruleset::Language::Tr,
            Lang::En => crate::ruleset::Language::En,
        }
    }
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
#[command(
    group(ArgGroup::new("input").required(true).args(["file", "variant"])),
    after_help = "Exit status: 0 the line of play is legal, 1 a move (in the record or in \
                  --then) is illegal, 2 input or arguments not understood."
)]
pub struct ReplayArgs {
    /// A game record (TOML)
    #[arg(value_name = "FILE", conflicts_with_all = ["variant", "moves"])]
    pub file: Option<PathBuf>,
    /// Which set of the record to replay (1-based)
    #[arg(long, value_name = "N", requires = "file")]
    pub set: Option<usize>,
    /// Replay without a record: a built-in ruleset name or a ruleset file
    #[arg(long, value_name = "VARIANT")]
    pub variant: Option<String>,
    /// With --variant: the moves to play, e.g. "3 6 1"
    #[arg(long, value_name = "MOVES", requires = "variant")]
    pub moves: Option<String>,
    /// Show only the position after move K (0 = the start)
    #[arg(long, value_name = "K", conflicts_with_all = ["from", "to"])]
    pub at: Option<usize>,
    /// Show the positions from move K (default 0)...
    #[arg(long, value_name = "K")]
    pub from: Option<usize>,
    /// ...to move M (default: the last)
    #[arg(long, value_name = "M")]
    pub to: Option<usize>,
    /// What-if: play these moves instead, from the position after --at K
    /// (default: the end of the record); the record is not touched
    #[arg(long, value_name = "MOVES", conflicts_with_all = ["from", "to"])]
    pub then: Option<String>,
    /// Count the stones in one place: SIDE:PIT (north:4, south:2, first:3,
    /// second:6) or store:SIDE
    #[arg(long, value_name = "PLACE", conflicts_with_all = ["from", "to", "large"])]
    pub count: Option<CountSpec>,
    /// A large, printable diagram of the position, for putting stones back
    #[arg(long, conflicts_with_all = ["from", "to"])]
    pub large: bool,
    /// The best move at the last position shown: by the solver (exact; it
    /// can take long early in a big game) or by a player (greedy,
    /// alphabeta:DEPTH, mcts:PLAYOUTS, random)
    #[arg(long, value_name = "solver|PLAYER", num_args = 0..=1, default_missing_value = "solver")]
    pub best: Option<String>,
    /// Output format: a readable narrative, or JSON (FORMATS.md §3)
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
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
    /// With --simulate: the first player (South), as for `simulate --first`
    #[arg(
        long,
        value_name = "PLAYER",
        default_value = "random",
        requires = "simulate"
    )]
    pub first: crate::players::Strategy,
    /// With --simulate: the second player (North)
    #[arg(
        long,
        value_name = "PLAYER",
        default_value = "random",
        requires = "simulate"
    )]
    pub second: crate::players::Strategy,
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
    /// The first player (South): random, greedy, alphabeta:DEPTH (1-16) or
    /// mcts:PLAYOUTS (1-100000)
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub first: crate::players::Strategy,
    /// The second player (North), as --first
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub second: crate::players::Strategy,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Parses the command line and runs the command.
pub fn run() -> Result<Status, Error> {
    let cli = Cli::parse();
    match cli.command {
        Command::Check(args) => commands::check::run(&args),
        Command::Variants(args) => commands::variants::run(&args),
        Command::Compare(args) => commands::compare::run(&args),
        Command::Simulate(args) => commands::simulate::run(&args),
        Command::Replay(args) => commands::replay::run(&args),
        Command::Solve(args) => commands::solve::run(&args),
        Command::Sheet(args) => commands::sheet::run(&args),
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
