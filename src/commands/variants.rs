//! `hakem variants`: the built-in rulesets.

use serde::Serialize;

use super::{Format, Lang};
use crate::error::{Error, Status};
use crate::files::stdout::print;
use crate::report::{json, table};
use crate::ruleset::{BUILTIN, builtin};
use crate::words::{Label, Language, Words};

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  hakem variants                  the built-in rulesets, their sources and tournament rules\n  hakem variants --format json    the same as one JSON array"
)]
pub struct Args {
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Language of the table (JSON is the same in both) [default: English]
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
}

#[derive(Serialize)]
struct VariantJson {
    name: String,
    title: String,
    pits: u8,
    /// Stones in each pit at the start; `null` when pits start unevenly.
    stones: Option<u16>,
    /// Stones in each of a player's pits at the start, pit 1 first.
    start: Vec<u16>,
    summary: String,
    source: String,
    tournament: Option<String>,
}

pub fn run(args: &Args) -> Result<Status, Error> {
    let words = Words::new(args.lang.map_or(Language::En, Into::into));
    let mut rows = Vec::new();
    let mut titles = Vec::new();
    for (name, _) in BUILTIN {
        let rules = builtin(name)
            .ok_or_else(|| Error::Usage(format!("built-in ruleset {name} is missing")))?
            .map_err(Error::Input)?;
        titles.push((
            rules.titles().get(words.language()).to_string(),
            rules.summary_in(words.language()).to_string(),
        ));
        rows.push(VariantJson {
            name: rules.name().to_string(),
            title: rules.title().to_string(),
            pits: rules.pits(),
            stones: rules.stones(),
            start: rules.start().to_vec(),
            summary: rules.summary().to_string(),
            source: rules.source().to_string(),
            tournament: rules.tournament().map(str::to_string),
        });
    }
    match args.format {
        Format::Json => {
            print(&(json::line(&rows) + "\n"))?;
        }
        Format::Text => {
            let mut table = table::terminal(100);
            table.set_header([
                words.t(Label::VariantName),
                words.t(Label::VariantTitle),
                words.t(Label::VariantBoard),
                words.t(Label::VariantStones),
                words.t(Label::VariantSummary),
            ]);
            for (v, (title, summary)) in rows.iter().zip(&titles) {
                table.add_row([
                    v.name.clone(),
                    title.clone(),
                    words.fill(Label::VariantPitsASide, &[&v.pits.to_string()]),
                    match v.stones {
                        Some(s) => words.fill(Label::VariantStonesAPit, &[&s.to_string()]),
                        None => words.fill(
                            Label::VariantUneven,
                            &[&(2 * v.start.iter().map(|&s| u32::from(s)).sum::<u32>())
                                .to_string()],
                        ),
                    },
                    summary.clone(),
                ]);
            }
            print(&format!("{table}\n"))?;
        }
    }
    Ok(Status::Success)
}
