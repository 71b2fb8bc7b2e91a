//! `hakem variants`: the built-in rulesets.

use crate::settings::Settings;
use serde::Serialize;

use super::Format;
use crate::analysis::compare::{RuleRow, grid_rule_rows};
use crate::error::{Error, Status};
use crate::family::{GridRules, grid_builtins};
use crate::files::stdout::print;
use crate::report::{json, table};
use crate::ruleset::{BUILTIN, builtin};
use crate::words::Label;

crate::messages! {
    /// `hakem variants` in words: the cells of its tables, and what can go
    /// wrong.
    pub enum VariantsText {
        PitsASide { pits: u8 } = "variants-pits-a-side",
        StonesAPit { stones: u16 } = "variants-stones-a-pit",
        Uneven { total: u32 } = "variants-uneven",
        GridCells { size: u8 } = "variants-grid-cells",
        /// A built-in ruleset did not come with the binary.
        Missing { name: String } = "variants-missing",
        /// The list could not be written as JSON.
        NotJson { detail: String } = "variants-not-json",
    }
}

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  hakem variants                  the built-in rulesets, their sources and tournament rules\n  hakem variants --format json    the same as one JSON array"
)]
pub struct Args {
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
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

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let words = settings.words();
    let mut rows = Vec::new();
    let mut titles = Vec::new();
    for (name, _) in BUILTIN {
        let rules = builtin(name)
            .ok_or_else(|| {
                Error::usage(VariantsText::Missing {
                    name: name.to_string(),
                })
            })?
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
    let grids: Vec<GridRules> = grid_builtins()
        .map(|(name, rules)| {
            rules
                .ok_or_else(|| {
                    Error::usage(VariantsText::Missing {
                        name: name.to_string(),
                    })
                })?
                .map_err(Error::Input)
        })
        .collect::<Result<_, _>>()?;
    match args.format {
        Format::Json => {
            // The sowing rulesets as before, then each grid ruleset with its
            // rule keys (docs/rulesets.md, "Grid games").
            let mut all: Vec<serde_json::Value> = rows
                .iter()
                .map(serde_json::to_value)
                .collect::<Result<_, _>>()
                .map_err(|e| {
                    Error::usage(VariantsText::NotJson {
                        detail: e.to_string(),
                    })
                })?;
            let answers = grid_rule_rows(&grids);
            all.extend(
                grids
                    .iter()
                    .enumerate()
                    .map(|(i, g)| grid_json(g, i, &answers)),
            );
            print(&(json::line(&all) + "\n"))?;
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
                    words.say(&VariantsText::PitsASide { pits: v.pits }),
                    words.say(&match v.stones {
                        Some(stones) => VariantsText::StonesAPit { stones },
                        None => VariantsText::Uneven {
                            total: 2 * v.start.iter().map(|&s| u32::from(s)).sum::<u32>(),
                        },
                    }),
                    summary.clone(),
                ]);
            }
            let mut grid_table = table::terminal(100);
            grid_table.set_header([
                words.t(Label::VariantName),
                words.t(Label::VariantTitle),
                words.t(Label::VariantBoard),
                words.t(Label::VariantSummary),
            ]);
            for g in &grids {
                grid_table.add_row([
                    g.name().to_string(),
                    g.title_in(words.language()).to_string(),
                    words.say(&VariantsText::GridCells { size: g.size() }),
                    g.summary_in(words.language()).to_string(),
                ]);
            }
            let mut keys = table::terminal(120);
            let mut header = vec![words.t(Label::VariantRuleKey).to_string()];
            header.extend(grids.iter().map(|g| g.name().to_string()));
            keys.set_header(header);
            for q in grid_rule_rows(&grids) {
                let mut row = vec![q.question.to_string()];
                row.extend(q.values.iter().map(|v| words.say(v)));
                keys.add_row(row);
            }
            print(&format!(
                "{table}\n\n{}\n{grid_table}\n\n{}\n{keys}\n",
                words.t(Label::VariantGridGames),
                words.t(Label::VariantGridKeys),
            ))?;
        }
    }
    Ok(Status::Success)
}

/// A grid ruleset in `variants --format json`: its rule keys and answers
/// (the `i`th answer of each of the rule rows).
fn grid_json(g: &GridRules, i: usize, answers: &[RuleRow]) -> serde_json::Value {
    let rules: serde_json::Map<String, serde_json::Value> = answers
        .iter()
        .map(|q| {
            (
                q.question.to_string(),
                serde_json::Value::String(crate::words::Words::english().say(&q.values[i])),
            )
        })
        .collect();
    serde_json::json!({
        "name": g.name(),
        "title": g.title(),
        "grid": g.size(),
        "summary": g.summary(),
        "source": g.source(),
        "tournament": g.tournament(),
        "rules": rules,
    })
}
