//! Long runs shown as they go: random games with a progress bar on stderr.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::analysis::simulate::{self, Plan, Summary};
use crate::error::Error;
use crate::ruleset::Ruleset;

/// Plays the games of `plan`, with a progress bar on stderr once the run has
/// taken more than a second and stderr is a terminal.
pub fn simulate(rules: &Ruleset, plan: Plan) -> Result<Summary, Error> {
    let bar = ProgressBar::with_draw_target(Some(plan.games()), ProgressDrawTarget::hidden());
    // `wide_bar` takes what the terminal's width leaves, so the line never
    // wraps; the rate is a whole number of games a second.
    if let Ok(style) = ProgressStyle::with_template(
        "{spinner} {msg} [{wide_bar}] {pos}/{len} games, {rate}, {eta} left",
    ) {
        let style = style.with_key(
            "rate",
            |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = w.write_str(&rate(state.per_sec()));
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
    let run = simulate::run(rules, plan, &progress)
        .map_err(|e| Error::usage(format!("cannot start worker threads: {e}")))?;
    bar.finish_and_clear();
    Ok(Summary::new(rules.name(), &plan, &run))
}

/// Games a second as a whole number: "1,234 games/s".
fn rate(per_sec: f64) -> String {
    let n = if per_sec.is_finite() {
        per_sec.round().max(0.0) as u64
    } else {
        0
    };
    let digits = n.to_string();
    let mut grouped = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(d);
    }
    format!("{grouped} games/s")
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
        assert_eq!(rate(1234.567), "1,235 games/s");
        assert_eq!(rate(12.4), "12 games/s");
        assert_eq!(rate(1_000_000.0), "1,000,000 games/s");
        assert_eq!(rate(f64::NAN), "0 games/s");
        assert_eq!(rate(f64::INFINITY), "0 games/s");
    }

    #[test]
    fn a_long_name_is_clipped() {
        assert_eq!(clipped("kalah", 24), "kalah");
        assert_eq!(clipped(&"x".repeat(100), 24).chars().count(), 24);
    }
}
