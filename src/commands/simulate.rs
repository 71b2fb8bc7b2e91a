//! `hakem simulate VARIANT --games N [--seed S] [--threads T]`

use super::Format;
use crate::error::{Error, Status};
use crate::progress;
use crate::report::{json, simulation, table};
use crate::ruleset;
use crate::simulate::MAX_GAMES;
use crate::simulate::Plan;
use crate::stdout::print;

#[derive(clap::Args, Debug)]
pub struct Args {
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

/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 1024;

pub fn run(args: &Args) -> Result<Status, Error> {
    if args.games == 0 {
        return Err(Error::Usage("--games must be at least 1".into()));
    }
    if args.games > MAX_GAMES {
        return Err(Error::Usage(format!(
            "--games {}: give at most {MAX_GAMES}",
            args.games
        )));
    }
    if args.threads.is_some_and(|t| t == 0 || t > MAX_THREADS) {
        return Err(Error::Usage(format!(
            "--threads: give 1 to {MAX_THREADS} (or leave it out for every core)"
        )));
    }
    let rules = ruleset::from_argument(&args.variant)?;
    let plan = Plan {
        games: args.games,
        seed: args.seed,
        threads: args.threads.unwrap_or(0),
        players: [args.first, args.second],
    };
    let summary = progress::simulate(&rules, plan)?;
    match args.format {
        Format::Json => {
            print(&(json::line(&summary) + "\n"))?;
        }
        Format::Text => {
            let mut table = table::terminal(100);
            for (label, value) in simulation::rows(&summary) {
                table.add_row([label.to_string(), value]);
            }
            print(&format!(
                "{} ({}): {} games, {} (South, first) against {} (North, second), seed {}, {} thread{}\n{table}\nPercentages with their 95% confidence interval (Wilson score).\nTime: {}\n",
                rules.title(),
                rules.name(),
                summary.games,
                summary.first_player,
                summary.second_player,
                summary.seed,
                summary.threads,
                if summary.threads == 1 { "" } else { "s" },
                simulation::speed(&summary)
            ))?;
        }
    }
    Ok(Status::Success)
}
