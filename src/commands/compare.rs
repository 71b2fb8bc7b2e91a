//! `hakem compare A B [C ...]`: the variants side by side, rule by rule
//! (generated from the rulesets), the same moves under each
//! (`--moves`), or their random-play statistics (`--simulate N`).

use super::Format;
use crate::analysis::compare::{grid_rule_rows, grid_same_moves, rule_rows, same_moves};
use crate::analysis::progress;
use crate::analysis::simulate::Plan;
use crate::error::{Error, Status};
use crate::family::{Family, GridRules, grid_moves_written, simulate_grid};
use crate::files::stdout::print;
use crate::record::moves;
use crate::report::compare::{
    SimulationNote, grid_rules_json, grid_rules_text, grid_same_moves_json, grid_same_moves_text,
    rules_json, rules_text, same_moves_json, same_moves_text,
};
use crate::ruleset::{self, Ruleset};
use crate::settings::Settings;
use crate::words::Words;

crate::messages! {
    /// Why `hakem compare` refused its variants or moves.
    pub enum CompareRefusal {
        /// Grid rulesets and sowing rulesets named together.
        MixedKinds = "compare-mixed-kinds",
        /// `--moves` named no move.
        NoMoves = "compare-no-moves",
    }
}

/// `--moves: …`.
fn about_moves(message: impl Into<crate::words::Msg>) -> Error {
    Error::usage(crate::error::Failure::About {
        what: "--moves".into(),
        message: message.into(),
    })
}

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  hakem compare kalah czech-mancala --only-differences   how two rulesets differ\n  hakem compare kalah oware --moves \"3 6 1 4\"            where the same moves part ways\n  hakem compare kalah house.toml --simulate 10000        a house rule's effect on random play\n  hakem compare kalah czech-mancala --lang tr            the rules side by side, in Turkish"
)]
pub struct Args {
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
    /// Add the statistics of N random games per variant as rows (1 to
    /// 100,000,000)
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
    pub first: crate::analysis::players::Strategy,
    /// With --simulate: the second player (North)
    #[arg(
        long,
        value_name = "PLAYER",
        default_value = "random",
        requires = "simulate"
    )]
    pub second: crate::analysis::players::Strategy,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

impl Args {
    /// The words of the text output; JSON is always English.
    fn words(&self, settings: &Settings) -> Words {
        match self.format {
            Format::Json => Words::english(),
            Format::Text => settings.words(),
        }
    }
}

/// The grid rulesets named, when every variant is one (Reversi, Pentago);
/// `None` when none is; a mix is refused.
fn grid_rules(args: &Args) -> Result<Option<Vec<GridRules>>, Error> {
    let base = std::path::Path::new(".");
    let found: Vec<Option<GridRules>> = args
        .variants
        .iter()
        .map(|v| Family::of_variant(v, base).into_grid())
        .collect();
    match found.iter().filter(|g| g.is_some()).count() {
        0 => Ok(None),
        n if n == found.len() => Ok(Some(found.into_iter().flatten().collect())),
        _ => Err(Error::usage(CompareRefusal::MixedKinds)),
    }
}

/// `compare` of grid rulesets: the rule rows, the same moves, random play.
fn run_grid(args: &Args, settings: &Settings, rules: &[GridRules]) -> Result<Status, Error> {
    if let Some(text) = &args.moves {
        let moves = grid_moves_written(text);
        if moves.is_empty() {
            return Err(about_moves(CompareRefusal::NoMoves));
        }
        let result = grid_same_moves(rules, &moves);
        return print(&match args.format {
            Format::Json => grid_same_moves_json(rules, &moves, &result) + "\n",
            Format::Text => grid_same_moves_text(args.words(settings), rules, &moves, &result),
        })
        .map(|()| Status::Success);
    }
    let mut rows = grid_rule_rows(rules);
    if args.only_differences {
        rows.retain(|r| r.differs);
    }
    let simulation = match args.simulate {
        Some(games) => {
            let plan = Plan::checked(games, args.seed, 0, "--simulate").map_err(Error::usage)?;
            Some(
                rules
                    .iter()
                    .map(|r| simulate_grid(r, plan.games(), plan.seed(), plan.threads()))
                    .collect::<Vec<_>>(),
            )
        }
        None => None,
    };
    let text = match args.format {
        Format::Json => grid_rules_json(rules, &rows, simulation.as_deref()) + "\n",
        Format::Text => {
            let note = |games| SimulationNote {
                games,
                seed: args.seed,
            };
            let sims = simulation.as_deref().zip(args.simulate.map(note));
            grid_rules_text(args.words(settings), rules, &rows, sims)
        }
    };
    print(&text)?;
    Ok(Status::Success)
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    if let Some(grid) = grid_rules(args)? {
        return run_grid(args, settings, &grid);
    }
    let rules: Vec<Ruleset> = args
        .variants
        .iter()
        .map(|v| ruleset::from_argument(v))
        .collect::<Result<_, _>>()?;
    if let Some(text) = &args.moves {
        let pits = moves::parse(text).map_err(about_moves)?;
        if pits.is_empty() {
            return Err(about_moves(CompareRefusal::NoMoves));
        }
        let result = same_moves(&rules, &pits);
        return print(&match args.format {
            Format::Json => same_moves_json(&rules, &pits, &result) + "\n",
            Format::Text => same_moves_text(args.words(settings), &rules, &pits, &result),
        })
        .map(|()| Status::Success);
    }

    let mut rows = rule_rows(&rules);
    if args.only_differences {
        rows.retain(|r| r.differs);
    }
    let simulation = match args.simulate {
        Some(games) => {
            let plan = Plan::checked(games, args.seed, 0, "--simulate")
                .map_err(Error::usage)?
                .with_players([args.first, args.second]);
            Some(
                rules
                    .iter()
                    .map(|r| progress::simulate(r, plan, settings.words()))
                    .collect::<Result<Vec<_>, _>>()?,
            )
        }
        None => None,
    };
    let text = match args.format {
        Format::Json => rules_json(&rules, &rows, simulation.as_deref()) + "\n",
        Format::Text => {
            let note = |games| SimulationNote {
                games,
                seed: args.seed,
            };
            let sims = simulation.as_deref().zip(args.simulate.map(note));
            rules_text(args.words(settings), &rules, &rows, sims)
        }
    };
    print(&text)?;
    Ok(Status::Success)
}
