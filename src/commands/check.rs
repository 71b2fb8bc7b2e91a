//! `hakem check FILE...`

use super::Format;
use crate::settings::Settings;
use std::path::PathBuf;

use crate::error::{Error, Status};
use crate::files::stdout::print;
use crate::referee::open_record;
use crate::report::family::{check_sets_json, check_sets_text};
use crate::report::{check::check_text_with, json::check_json};

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  hakem check samples/mangala-2-0.toml            check one round, read the report\n  hakem check samples/mangala-2-0.toml --lang en  the same report in English\n  hakem check samples/round-*.toml --format json  one JSON line per record, for scripts\n\nExit status: 0 every record valid, 1 something invalid (an illegal move, a wrong\nclaimed score, a round problem), 2 a file not read or understood."
)]
pub struct Args {
    /// Record files (TOML) to check
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format: a readable report, or one JSON object per file (JSON Lines)
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let mut status = Status::Success;
    for (i, path) in args.files.iter().enumerate() {
        let loaded = match open_record::open(path) {
            Ok(l) => l,
            Err(e) => {
                // Report it and go on with the other files.
                e.report(settings.words());
                status = status.and(Status::Unreadable);
                continue;
            }
        };
        let words = settings.words_for(loaded.language());
        // A grid game's sets are played first; the round is scored from
        // their results.
        let judged = crate::family::judge(&loaded);
        let verdict = &judged.verdict;
        let text = match args.format {
            Format::Json => {
                let line = check_json(
                    &loaded.source,
                    &loaded.record,
                    loaded.tournament.name(),
                    verdict,
                );
                match check_sets_json(&loaded, &judged) {
                    Some(grid) => with_grid(&line, grid) + "\n",
                    None => line + "\n",
                }
            }
            Format::Text => {
                let sep = if i > 0 { "\n" } else { "" };
                // A grid game's sets, move by move, go after the heading.
                let sets = check_sets_text(words, &loaded, &judged);
                let round = check_text_with(
                    words,
                    &loaded.source,
                    &loaded.record,
                    loaded.rules.as_ref(),
                    &loaded.tournament,
                    verdict,
                    sets.as_deref(),
                );
                format!("{sep}{round}\n")
            }
        };
        print(&text)?;
        if !verdict.valid() {
            status = status.and(Status::Invalid);
        }
    }
    Ok(status)
}

/// `check`'s JSON line with the grid sets added under `grid` (last, so
/// the other keys keep their order).
fn with_grid(line: &str, grid: serde_json::Value) -> String {
    match line.strip_suffix('}') {
        Some(body) => format!("{body},\"grid\":{grid}}}"),
        None => line.to_string(),
    }
}
