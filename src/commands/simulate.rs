//! `hakem simulate VARIANT --games N [--seed S] [--threads T]`

use super::Format;
use crate::analysis::progress;
use crate::analysis::simulate::Plan;
use crate::error::{Error, Status};
use crate::files::stdout::print;
use crate::report::{json, simulation, table};
use crate::ruleset;

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  hakem simulate oware --games 10000                who wins random play, how games end\n  hakem simulate house.toml --seed 7 --format json  one JSON object; the same seed gives the same games"
)]
pub struct Args {
    /// A built-in variant name or a path to a ruleset .toml file
    #[arg(value_name = "VARIANT")]
    pub variant: String,
    /// How many games to play (1 to 100,000,000)
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub games: u64,
    /// Seed: the same seed gives the same games and statistics, whatever
    /// the thread count
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads, at most 256 (default: every core)
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// The first player (South): random, greedy, alphabeta:DEPTH (1-16) or
    /// mcts:PLAYOUTS (1-100000)
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub first: crate::analysis::players::Strategy,
    /// The second player (North), as --first
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub second: crate::analysis::players::Strategy,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

pub fn run(args: &Args) -> Result<Status, Error> {
    let plan = Plan::checked(args.games, args.seed, args.threads.unwrap_or(0), "--games")
        .map_err(Error::Usage)?
        .with_players([args.first, args.second]);
    let rules = ruleset::from_argument(&args.variant)?;
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
