//! `hakem simulate VARIANT --games N [--seed S] [--threads T]`

use std::io::IsTerminal;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::cli::{Format, SimulateArgs, print};
use crate::error::{Error, Status};
use crate::input::unknown_variant;
use crate::report::{json, table};
use crate::ruleset::{ResolveError, Ruleset, resolve};
use crate::simulate::{self, Plan, Summary};

/// The most games `--games` accepts.
pub const MAX_GAMES: u64 = 1_000_000_000_000;
/// The most worker threads `--threads` accepts.
pub const MAX_THREADS: usize = 1024;

/// A variant named on the command line: a built-in name or a ruleset path
/// (relative to the current folder).
pub fn variant(name: &str) -> Result<Ruleset, Error> {
    resolve(name, Path::new(".")).map_err(|e| match e {
        ResolveError::Failed(err) => err,
        ResolveError::Unknown => Error::Usage(unknown_variant(name)),
    })
}

/// Plays the games of `plan`, with a progress bar on stderr once the run has
/// taken more than a second and stderr is a terminal.
pub fn simulate(rules: &Ruleset, plan: Plan) -> Result<Summary, Error> {
    let bar = ProgressBar::with_draw_target(Some(plan.games), ProgressDrawTarget::hidden());
    if let Ok(style) = ProgressStyle::with_template(
        "{spinner} {msg} [{bar:30}] {pos}/{len} games, {per_sec}, {eta} left",
    ) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(rules.name.clone());
    let show = std::io::stderr().is_terminal();
    let shown = AtomicBool::new(false);
    let start = Instant::now();
    let progress = |done: u64| {
        bar.inc(done);
        if show && !shown.load(Ordering::Relaxed) && start.elapsed() > Duration::from_secs(1) {
            // Only one thread switches the bar on.
            if !shown.swap(true, Ordering::Relaxed) {
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        }
    };
    let run = simulate::run(rules, plan, &progress)
        .map_err(|e| Error::Usage(format!("cannot start worker threads: {e}")))?;
    bar.finish_and_clear();
    Ok(Summary::new(&rules.name, &plan, &run))
}

pub fn run(args: &SimulateArgs) -> Result<Status, Error> {
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
    let rules = variant(&args.variant)?;
    let plan = Plan {
        games: args.games,
        seed: args.seed,
        threads: args.threads.unwrap_or(0),
        players: [args.first, args.second],
    };
    let summary = simulate(&rules, plan)?;
    match args.format {
        Format::Json => {
            print(&(json::line(&summary) + "\n"))?;
        }
        Format::Text => {
            let mut table = table::terminal(100);
            for (label, value) in summary.rows() {
                table.add_row([label.to_string(), value]);
            }
            print(&format!(
                "{} ({}): {} games, {} (South, first) against {} (North, second), seed {}, {} thread{}\n{table}\nPercentages with their 95% confidence interval (Wilson score).\nTime: {}\n",
                rules.title,
                rules.name,
                summary.games,
                summary.first_player,
                summary.second_player,
                summary.seed,
                summary.threads,
                if summary.threads == 1 { "" } else { "s" },
                summary.speed()
            ))?;
        }
    }
    Ok(Status::Success)
}
