//! `hakem simulate VARIANT --games N [--seed S] [--threads T]`

use super::Format;
use crate::analysis::progress;
use crate::analysis::simulate::Plan;
use crate::error::{Error, Status};
use crate::files::stdout::print;
use crate::report::simulation::SimulationText;
use crate::report::{json, simulation, table};
use crate::ruleset;
use crate::settings::Settings;
use crate::words::Label;

crate::messages! {
    /// Why `hakem simulate` refused a game.
    pub enum SimulateRefusal {
        /// A grid game is played by random players only.
        GridPlayers { rules: String } = "simulate-grid-players",
    }
}

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

/// The games asked for, within the limits.
fn plan(args: &Args) -> Result<Plan, Error> {
    Ok(
        Plan::checked(args.games, args.seed, args.threads.unwrap_or(0), "--games")
            .map_err(Error::usage)?
            .with_players([args.first, args.second]),
    )
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let family = crate::family::Family::of_variant(&args.variant, std::path::Path::new("."));
    if let Some(grid) = family.grid() {
        return simulate_grid(args, settings, &plan(args)?, grid);
    }
    let rules = ruleset::from_argument(&args.variant)?;
    // Refused from here on in the ruleset's language, as the report.
    let words = settings.words_for(rules.language());
    let plan = plan(args)?;
    let summary = progress::simulate(&rules, plan, words)?;
    match args.format {
        Format::Json => {
            print(&(json::line(&summary) + "\n"))?;
        }
        Format::Text => {
            let mut table = table::terminal(100);
            for (label, value) in simulation::rows(&summary, words) {
                table.add_row([label, value]);
            }
            let head = SimulationText::Head {
                title: rules.titles().get(words.language()).into(),
                name: rules.name().into(),
                games: summary.games,
                first: summary.players[0].name().into(),
                second: summary.players[1].name().into(),
                seed: summary.seed,
                threads: summary.threads,
            };
            print(&format!(
                "{}\n{table}\n{}\n{}\n",
                words.say(&head),
                words.t(Label::SimInterval),
                simulation::speed(&summary, words)
            ))?;
        }
    }
    Ok(Status::Success)
}

/// Random play of a grid game (Reversi, Pentago): uniform random legal moves.
fn simulate_grid(
    args: &Args,
    settings: &Settings,
    plan: &Plan,
    rules: &crate::family::GridRules,
) -> Result<Status, Error> {
    use crate::analysis::players::Strategy;
    use crate::report::family::{simulation_json, simulation_rows, simulation_speed};
    if args.first != Strategy::Random || args.second != Strategy::Random {
        return Err(Error::usage(SimulateRefusal::GridPlayers {
            rules: rules.name().into(),
        }));
    }
    let summary =
        crate::family::simulate_grid(rules, plan.games(), plan.seed(), args.threads.unwrap_or(0));
    match args.format {
        Format::Json => print(&(simulation_json(rules, &summary).to_string() + "\n"))?,
        Format::Text => {
            let words = settings.words();
            let mut table = table::terminal(100);
            for (label, value) in simulation_rows(words, &summary) {
                table.add_row([label, value]);
            }
            let head = words.say(&SimulationText::GridHead {
                title: rules.title_in(words.language()).into(),
                name: rules.name().into(),
                games: summary.games,
                seed: summary.seed,
                threads: summary.threads,
            });
            print(&format!(
                "{head}\n{table}\n{}\n",
                simulation_speed(words, &summary)
            ))?;
        }
    }
    Ok(Status::Success)
}
