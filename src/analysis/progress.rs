//! Long runs shown as they go: random games with a progress bar on stderr.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::analysis::simulate::{self, Plan, Summary};
use crate::error::Error;
use crate::ruleset::Ruleset;
use crate::words::Words;

crate::messages! {
    /// What the progress bar of a long run says.
    pub enum ProgressText {
        /// Games played of all, games a second (whole), seconds left.
        Games { done: u64, total: u64, rate: u64, left: u64 } = "progress-games",
        /// The worker threads could not be started (the system's reason).
        NoWorkers { reason: String } = "progress-no-workers",
    }
}

/// Plays the games of `plan`, with a progress bar on stderr (in `words`)
/// once the run has taken more than a second and stderr is a terminal.
pub fn simulate(rules: &Ruleset, plan: Plan, words: Words) -> Result<Summary, Error> {
    let bar = ProgressBar::with_draw_target(Some(plan.games()), ProgressDrawTarget::hidden());
    // `wide_bar` takes what the terminal's width leaves, so the line never
    // wraps; the rate is a whole number of games a second.
    if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} [{wide_bar}] {games}") {
        let style = style.with_key(
            "games",
            move |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = w.write_str(&words.say(&ProgressText::Games {
                    done: state.pos(),
                    total: state.len().unwrap_or(0),
                    rate: whole(state.per_sec()),
                    left: state.eta().as_secs(),
                }));
            },
        );
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(clipped(rules.name(), 24));
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
    let run = simulate::run(rules, plan, &progress).map_err(|e| {
        Error::usage(ProgressText::NoWorkers {
            reason: e.to_string(),
        })
    })?;
    bar.finish_and_clear();
    Ok(Summary::new(rules.name(), &plan, &run))
}

/// A rate as a whole number (0 when there is none yet).
fn whole(per_sec: f64) -> u64 {
    if per_sec.is_finite() {
        per_sec.round().max(0.0) as u64
    } else {
        0
    }
}

/// `text` cut to `columns` characters (with an ellipsis), so that a long
/// ruleset name leaves the bar room on the line.
fn clipped(text: &str, columns: usize) -> String {
    if text.chars().count() <= columns {
        return text.to_string();
    }
    let mut out: String = text.chars().take(columns.saturating_sub(1)).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_is_a_whole_number() {
        assert_eq!(whole(1234.567), 1235);
        assert_eq!(whole(12.4), 12);
        assert_eq!(whole(f64::NAN), 0);
        assert_eq!(whole(f64::INFINITY), 0);
        let line = ProgressText::Games {
            done: 500,
            total: 1000,
            rate: 1235,
            left: 3,
        };
        assert_eq!(
            Words::english().say(&line),
            "500/1000 games, 1235 games/s, 3 s left"
        );
        assert_eq!(
            Words::new(crate::words::Language::TR).say(&line),
            "500/1000 oyun, saniyede 1235 oyun, 3 sn kaldı"
        );
    }

    #[test]
    fn a_long_name_is_clipped() {
        assert_eq!(clipped("kalah", 24), "kalah");
        assert_eq!(clipped(&"x".repeat(100), 24).chars().count(), 24);
    }
}
