//! `hakem compare A B [C ...]`: the variants side by side, rule by rule
//! (generated from the rulesets), the same moves under each
//! (`--moves`), or their random-play statistics (`--simulate N`).

use comfy_table::{ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};
use serde::Serialize;

use crate::cli::{CompareArgs, Format, print};
use crate::engine::{Game, IllegalMove, Player, Position};
use crate::error::{Error, Status};
use crate::record::moves;
use crate::report::board::diagram;
use crate::report::json::BoardJson;
use crate::report::rules::QUESTIONS;
use crate::ruleset::Ruleset;
use crate::simulate::{Plan, Summary};

use super::simulate::{simulate, variant};

/// Marks a row whose answers differ.
const DIFFERS: &str = "≠";

#[derive(Serialize)]
struct RowJson {
    question: &'static str,
    label: &'static str,
    differs: bool,
    values: Vec<String>,
}

#[derive(Serialize)]
struct CompareJson<'a> {
    variants: Vec<&'a str>,
    rows: Vec<RowJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    simulation: Option<Vec<Summary>>,
}

pub fn run(args: &CompareArgs) -> Result<Status, Error> {
    let rules: Vec<Ruleset> = args
        .variants
        .iter()
        .map(|v| variant(v))
        .collect::<Result<_, _>>()?;
    if let Some(moves) = &args.moves {
        let pits = parse_moves(moves)?;
        return same_moves(&rules, &pits, args.format);
    }

    let mut rows: Vec<RowJson> = QUESTIONS
        .iter()
        .map(|q| {
            let values: Vec<String> = rules.iter().map(|r| (q.describe)(r)).collect();
            RowJson {
                question: q.key,
                label: q.label,
                differs: values.iter().any(|v| *v != values[0]),
                values,
            }
        })
        .collect();
    if args.only_differences {
        rows.retain(|r| r.differs);
    }
    let simulation = match args.simulate {
        Some(0) => return Err(Error::Usage("--simulate must be at least 1".into())),
        Some(games) => Some(
            rules
                .iter()
                .map(|r| {
                    let plan = Plan {
                        games,
                        seed: args.seed,
                        threads: 0,
                    };
                    simulate(r, plan)
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
        None => None,
    };

    match args.format {
        Format::Json => {
            let json = CompareJson {
                variants: rules.iter().map(|r| r.name.as_str()).collect(),
                rows,
                simulation,
            };
            let text = serde_json::to_string(&json).map_err(|e| Error::Usage(e.to_string()))?;
            print(&(text + "\n"))?;
        }
        Format::Text => {
            let mut table = Table::new();
            table
                .load_style(UTF8_FULL_CONDENSED)
                .set_content_arrangement(ContentArrangement::Dynamic)
                .set_width(120);
            let mut header = vec![String::new(), "rule".to_string()];
            header.extend(rules.iter().map(|r| r.name.clone()));
            table.set_header(header);
            for row in &rows {
                let mut cells = vec![
                    if row.differs { DIFFERS } else { "" }.to_string(),
                    row.label.to_string(),
                ];
                cells.extend(row.values.iter().cloned());
                table.add_row(cells);
            }
            if let Some(sims) = &simulation {
                let stats: Vec<Vec<(&str, String)>> = sims.iter().map(Summary::rows).collect();
                for (k, (label, _)) in stats[0].iter().enumerate() {
                    let mut cells = vec![String::new(), format!("random play: {label}")];
                    cells.extend(stats.iter().map(|s| s[k].1.clone()));
                    table.add_row(cells);
                }
            }
            let note = if rows.is_empty() {
                "The variants answer every rule question alike.\n".to_string()
            } else {
                format!("{DIFFERS}: the variants differ on this rule.\n")
            };
            let sim_note = match (&simulation, args.simulate) {
                (Some(_), Some(n)) => format!(
                    "Random play: {n} games per variant, seed {}; \"first\" is the player who moves first (South).\n",
                    args.seed
                ),
                _ => String::new(),
            };
            print(&format!("{table}\n{note}{sim_note}"))?;
        }
    }
    Ok(Status::Success)
}

fn parse_moves(text: &str) -> Result<Vec<u32>, Error> {
    let pits = moves::parse(text).map_err(|e| Error::Usage(format!("--moves: {e}")))?;
    if pits.is_empty() {
        return Err(Error::Usage("--moves: no moves given".into()));
    }
    Ok(pits)
}

/// What one variant made of a move.
struct Step {
    /// The position after the move, or before it when it was illegal.
    position: Position,
    illegal: Option<IllegalMove>,
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

/// Plays `pits` under every ruleset until the boards differ or a move is
/// illegal somewhere.
fn same_moves(rules: &[Ruleset], pits: &[u32], format: Format) -> Result<Status, Error> {
    let mut games: Vec<Game> = rules.iter().map(Game::new).collect();
    let mut steps: Vec<Step> = games
        .iter()
        .map(|g| Step {
            position: *g.position(),
            illegal: None,
        })
        .collect();
    let mut diverged: Option<(usize, &'static str)> = None;
    if !all_alike(&steps) {
        diverged = Some((0, "board"));
    }
    for (k, &pit) in pits.iter().enumerate() {
        if diverged.is_some() {
            break;
        }
        for (game, step) in games.iter_mut().zip(steps.iter_mut()) {
            match game.play(pit) {
                Ok(_) => step.position = *game.position(),
                Err(e) => step.illegal = Some(e),
            }
        }
        if steps.iter().any(|s| s.illegal.is_some()) {
            diverged = Some((k + 1, "illegal"));
        } else if !all_alike(&steps) {
            diverged = Some((k + 1, "board"));
        }
    }

    match format {
        Format::Json => {
            let json = SameMovesJson {
                variants: rules.iter().map(|r| r.name.as_str()).collect(),
                moves: pits,
                diverges_at: diverged.map(|d| d.0),
                reason: diverged.map(|d| d.1),
                positions: rules
                    .iter()
                    .zip(&steps)
                    .map(|(r, s)| VariantStepJson {
                        variant: &r.name,
                        legal: s.illegal.is_none(),
                        error: s.illegal.map(|e| e.to_string()),
                        board: BoardJson::of(&s.position),
                        to_move: (!s.position.is_over()).then(|| s.position.to_move().name()),
                    })
                    .collect(),
            };
            let text = serde_json::to_string(&json).map_err(|e| Error::Usage(e.to_string()))?;
            print(&(text + "\n"))?;
        }
        Format::Text => {
            let names: Vec<&str> = rules.iter().map(|r| r.name.as_str()).collect();
            let mut out = format!("Moves {} under {}.\n", join_pits(pits), names.join(", "));
            match diverged {
                None => out.push_str(&format!(
                    "The boards agree after all {} moves.\n",
                    pits.len()
                )),
                Some((0, _)) => out.push_str("The boards differ before the first move.\n"),
                Some((k, "illegal")) => out.push_str(&format!(
                    "Move {k} (pit {}) is illegal under {}.\n",
                    pits[k - 1],
                    rules
                        .iter()
                        .zip(&steps)
                        .filter(|(_, s)| s.illegal.is_some())
                        .map(|(r, _)| r.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
                Some((k, _)) => out.push_str(&format!(
                    "The boards first differ after move {k} (pit {}).\n",
                    pits[k - 1]
                )),
            }
            for (r, s) in rules.iter().zip(&steps) {
                out.push('\n');
                let state = match (&s.illegal, s.position.ended()) {
                    (Some(e), _) => format!("illegal: {e}; the board before it"),
                    (None, Some(reason)) => format!("game over: {}", reason.describe()),
                    (None, None) => format!("{} to move", s.position.to_move()),
                };
                out.push_str(&format!("{} ({}): {state}\n", r.title, r.name));
                out.push_str(&diagram(&s.position, "second player", "first player"));
                out.push('\n');
            }
            print(&out)?;
        }
    }
    Ok(Status::Success)
}

fn join_pits(pits: &[u32]) -> String {
    pits.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every variant has the same seeds everywhere, the same player to move and
/// the same game-over state.
fn all_alike(steps: &[Step]) -> bool {
    let key = |p: &Position| {
        (
            p.row(Player::South).to_vec(),
            p.store(Player::South),
            p.row(Player::North).to_vec(),
            p.store(Player::North),
            p.to_move(),
            p.is_over(),
        )
    };
    let first = key(&steps[0].position);
    steps.iter().all(|s| key(&s.position) == first)
}
