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
