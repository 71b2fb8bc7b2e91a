//! Long runs shown as they go: random games with a progress bar on stderr.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::Error;
use crate::ruleset::Ruleset;
use crate::simulate::{self, Plan, Summary};

/// Plays the games of `plan`, with a progress bar on stderr once the run has
/// taken more than a second and stderr is a terminal.
pub fn simulate(rules: &Ruleset, plan: Plan) -> Result<Summary, Error> {
    let bar = ProgressBar::with_draw_target(Some(plan.games), ProgressDrawTarget::hidden());
    if let Ok(style) = ProgressStyle::with_template(
        "{spinner} {msg} [{bar:30}] {pos}/{len} games, {per_sec}, {eta} left",
    ) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(rules.name().to_string());
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
    Ok(Summary::new(rules.name(), &plan, &run))
}
