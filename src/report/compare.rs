//! `hakem compare` in words and JSON.

use serde::Serialize;

use super::board::diagram;
use super::json::BoardJson;
use super::simulation;
use crate::analysis::compare::{Divergence, RuleRow, SameMoves};
use crate::analysis::simulate::Summary;
use crate::ruleset::Ruleset;
use crate::words::Words;

/// Marks a row whose answers differ.
const DIFFERS: &str = "≠";

#[derive(Serialize)]
struct RowJson<'a> {
    question: &'static str,
    label: &'static str,
    differs: bool,
    values: &'a [String],
}

#[derive(Serialize)]
struct CompareJson<'a> {
    variants: Vec<&'a str>,
    rows: Vec<RowJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    simulation: Option<&'a [Summary]>,
}

/// How the random-play rows were made, for the note under the table.
pub struct SimulationNote {
    pub games: u64,
    pub seed: u64,
}

pub fn rules_json(rules: &[Ruleset], rows: &[RuleRow], simulation: Option<&[Summary]>) -> String {
    let json = CompareJson {
        variants: rules.iter().map(|r| r.name()).collect(),
        rows: rows
            .iter()
            .map(|r| RowJson {
                question: r.question,
                label: r.label,
                differs: r.differs,
                values: &r.values,
            })
            .collect(),
        simulation,
    };
    super::json::line(&json)
}

pub fn rules_text(
    rules: &[Ruleset],
    rows: &[RuleRow],
    simulation: Option<(&[Summary], SimulationNote)>,
) -> String {
    let mut table = super::table::terminal(120);
    let mut header = vec![String::new(), "rule".to_string()];
    header.extend(rules.iter().map(|r| r.name().to_string()));
    table.set_header(header);
    for row in rows {
        let mut cells = vec![
            if row.differs { DIFFERS } else { "" }.to_string(),
            row.label.to_string(),
        ];
        cells.extend(row.values.iter().cloned());
        table.add_row(cells);
    }
    if let Some((sims, _)) = &simulation {
        let stats: Vec<Vec<(&str, String)>> = sims
            .iter()
            .map(|s| simulation::rows(s, Words::ENGLISH))
            .collect();
        let play = match sims.first() {
            Some(s) if s.first_player == "random" && s.second_player == "random" => {
                "random play".to_string()
            }
            Some(s) => format!("{} v {}", s.first_player, s.second_player),
            None => String::new(),
        };
        for (k, (label, _)) in stats[0].iter().enumerate() {
            let mut cells = vec![String::new(), format!("{play}: {label}")];
            cells.extend(stats.iter().map(|s| s[k].1.clone()));
            table.add_row(cells);
        }
    }
    let note = if rows.is_empty() {
        "The variants answer every rule question alike.\n".to_string()
    } else {
        format!("{DIFFERS}: the variants differ on this rule.\n")
    };
    let sim_note = match &simulation {
        Some((sims, n)) => format!(
            "Simulated games: {} per variant, {} (South, first) against {} (North, second), seed {}; \"first\" is the player who moves first (South). Percentages with their 95% confidence interval (Wilson score).\n",
            n.games,
            sims.first().map_or("random", |s| s.first_player.as_str()),
            sims.first().map_or("random", |s| s.second_player.as_str()),
            n.seed
        ),
        None => String::new(),
    };
    format!("{table}\n{note}{sim_note}")
}

#[derive(Serialize)]
struct VariantStepJson<'a> {
    variant: &'a str,
    legal: bool,
    error: Option<String>,
    board: BoardJson,
    to_move: Option<&'static str>,
}

#[derive(Serialize)]
struct SameMovesJson<'a> {
    variants: Vec<&'a str>,
    moves: &'a [u32],
    /// 1-based index of the first move where the variants part ways, or null.
    diverges_at: Option<usize>,
    /// `"board"` or `"illegal"`, or null.
    reason: Option<&'static str>,
    /// Each variant's board after that move (before it, where it was illegal),
    /// or after the last move when they never part.
    positions: Vec<VariantStepJson<'a>>,
}

pub fn same_moves_json(rules: &[Ruleset], pits: &[u32], result: &SameMoves) -> String {
    let (diverges_at, reason) = match result.diverged {
        None => (None, None),
        Some(Divergence::Board(k)) => (Some(k), Some("board")),
        Some(Divergence::Illegal(k)) => (Some(k), Some("illegal")),
    };
    let json = SameMovesJson {
        variants: rules.iter().map(|r| r.name()).collect(),
        moves: pits,
        diverges_at,
        reason,
        positions: rules
            .iter()
            .zip(&result.steps)
            .map(|(r, s)| VariantStepJson {
                variant: r.name(),
                legal: s.illegal.is_none(),
                error: s.illegal.map(|e| Words::ENGLISH.illegal_move(&e)),
                board: BoardJson::of(&s.position),
                to_move: (!s.position.is_over()).then(|| s.position.to_move().name()),
            })
            .collect(),
    };
    super::json::line(&json)
}

pub fn same_moves_text(rules: &[Ruleset], pits: &[u32], result: &SameMoves) -> String {
    let names: Vec<&str> = rules.iter().map(|r| r.name()).collect();
    let joined: Vec<String> = pits.iter().map(u32::to_string).collect();
    let mut out = format!("Moves {} under {}.\n", joined.join(" "), names.join(", "));
    match result.diverged {
        None => out.push_str(&format!(
            "The boards agree after all {} moves.\n",
            pits.len()
        )),
        Some(Divergence::Board(0)) => out.push_str("The boards differ before the first move.\n"),
        Some(Divergence::Illegal(k)) => out.push_str(&format!(
            "Move {k} (pit {}) is illegal under {}.\n",
            pits[k - 1],
            rules
                .iter()
                .zip(&result.steps)
                .filter(|(_, s)| s.illegal.is_some())
                .map(|(r, _)| r.name())
                .collect::<Vec<_>>()
                .join(", ")
        )),
        Some(Divergence::Board(k)) => out.push_str(&format!(
            "The boards first differ after move {k} (pit {}).\n",
            pits[k - 1]
        )),
    }
    for (r, s) in rules.iter().zip(&result.steps) {
        out.push('\n');
        let state = match (&s.illegal, s.position.ended()) {
            (Some(e), _) => format!(
                "illegal: {}; the board before it",
                Words::ENGLISH.illegal_move(e)
            ),
            (None, Some(reason)) => format!("game over: {}", Words::ENGLISH.end_reason(reason)),
            (None, None) => format!("{} to move", s.position.to_move()),
        };
        out.push_str(&format!("{} ({}): {state}\n", r.title(), r.name()));
        out.push_str(&diagram(
            Words::ENGLISH,
            &s.position,
            r.sowing().direction,
            "second player",
            "first player",
        ));
        out.push('\n');
    }
    out
}
