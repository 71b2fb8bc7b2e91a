//! `hakem compare` in words and JSON.

use serde::Serialize;

use super::board::diagram;
use super::json::BoardJson;
use super::simulation;
use crate::analysis::compare::{Divergence, GridSameMoves, RuleRow, SameMoves};
use crate::analysis::players::Strategy;
use crate::analysis::simulate::Summary;
use crate::family::{GridMoveError, GridPosition, GridRefusal, GridRules, GridSummary};
use crate::report::family::{board, end_message, simulation_json, simulation_rows};
use crate::ruleset::Ruleset;
use crate::words::{Label, Words};
use crate::words::{Message, Msg};

crate::messages! {
    /// `hakem compare` in words: the notes under the rule table and what
    /// the same moves did under each variant.
    pub enum CompareText {
        /// What the mark of a differing row means.
        DiffersNote { mark: String } = "compare-note-differs",
        /// A row of random play: who played and the figure.
        PlayRow { play: Msg, figure: String } = "compare-play-row",
        /// Two computer players, South's first.
        Players { first: Msg, second: Msg } = "compare-players",
        SimulatedNote { games: u64, first: Msg, second: Msg, seed: u64 } = "compare-simulated-note",
        GridSimulatedNote { games: u64, seed: u64 } = "compare-grid-simulated-note",
        MovesUnder { moves: String, names: String } = "compare-moves-under-note",
        Agree { moves: usize } = "compare-agree-after",
        IllegalAt { k: usize, pit: u32, names: String } = "compare-illegal-at",
        RefusedAt { k: usize, move_written: String, names: String } = "compare-refused-at",
        FirstDifferAt { k: usize, pit: u32 } = "compare-first-differ-at",
        GridFirstDifferAt { k: usize, move_written: String } = "compare-grid-first-differ-at",
        /// One variant's state, under its title.
        Variant { title: String, name: String, state: Msg } = "compare-variant",
        StateIllegal { why: Msg } = "compare-state-illegal",
        StateRefused { why: Msg } = "compare-state-refused",
        StateOver { how: Msg } = "compare-state-over",
        StateGridOver { how: Msg, winner: Msg } = "compare-state-grid-over",
        StateToMove { seat: Msg } = "compare-state-to-move",
        /// `colour`: the colour to move, worded ([`crate::family::Color`]).
        StateGridToMove { colour: Msg } = "compare-state-grid-to-move",
        GridWinner { colour: Msg } = "compare-grid-winner",
    }
}

/// Marks a row whose answers differ.
const DIFFERS: &str = "≠";

#[derive(Serialize)]
struct RowJson {
    question: &'static str,
    label: String,
    differs: bool,
    values: Vec<String>,
}

impl RowJson {
    /// A rule row in JSON: its label and answers in English.
    fn of(row: &RuleRow) -> RowJson {
        let english = Words::english();
        RowJson {
            question: row.question,
            label: english.say(&row.label),
            differs: row.differs,
            values: row.values.iter().map(|v| english.say(v)).collect(),
        }
    }
}

#[derive(Serialize)]
struct CompareJson<'a> {
    variants: Vec<&'a str>,
    rows: Vec<RowJson>,
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
        rows: rows.iter().map(RowJson::of).collect(),
        simulation,
    };
    super::json::line(&json)
}

/// The rule rows as a table, headed by the variants' names.
fn rule_table(words: Words, names: &[&str], rows: &[RuleRow]) -> comfy_table::Table {
    let mut table = super::table::terminal(120);
    let mut header = vec![String::new(), words.t(Label::CompareRule).to_string()];
    header.extend(names.iter().map(|n| n.to_string()));
    table.set_header(header);
    for row in rows {
        let mut cells = vec![
            if row.differs { DIFFERS } else { "" }.to_string(),
            words.say(&row.label),
        ];
        cells.extend(row.values.iter().map(|v| words.say(v)));
        table.add_row(cells);
    }
    table
}

/// The line under the rule table: what ≠ means, or that nothing differs.
fn rows_note(words: Words, rows: &[RuleRow]) -> String {
    if rows.is_empty() {
        format!("{}\n", words.t(Label::CompareAlike))
    } else {
        format!(
            "{}\n",
            words.say(&CompareText::DiffersNote {
                mark: DIFFERS.into()
            })
        )
    }
}

pub fn rules_text(
    words: Words,
    rules: &[Ruleset],
    rows: &[RuleRow],
    simulation: Option<(&[Summary], SimulationNote)>,
) -> String {
    let names: Vec<&str> = rules.iter().map(|r| r.name()).collect();
    let mut table = rule_table(words, &names, rows);
    if let Some((sims, _)) = &simulation {
        let stats: Vec<Vec<(String, String)>> =
            sims.iter().map(|s| simulation::rows(s, words)).collect();
        let play = match sims.first() {
            Some(s) if s.players == [Strategy::Random; 2] => Label::CompareRandomPlay.msg(),
            Some(s) => CompareText::Players {
                first: s.players[0].name().msg(),
                second: s.players[1].name().msg(),
            }
            .msg(),
            None => Label::CompareRandomPlay.msg(),
        };
        for (k, (label, _)) in stats[0].iter().enumerate() {
            let row = CompareText::PlayRow {
                play: play.clone(),
                figure: label.clone(),
            };
            let mut cells = vec![String::new(), words.say(&row)];
            cells.extend(stats.iter().map(|s| s[k].1.clone()));
            table.add_row(cells);
        }
    }
    let note = rows_note(words, rows);
    let sim_note = match &simulation {
        Some((sims, n)) => format!(
            "{} {}\n",
            words.say(&CompareText::SimulatedNote {
                games: n.games,
                first: sims
                    .first()
                    .map_or(Strategy::Random, |s| s.players[0])
                    .name()
                    .msg(),
                second: sims
                    .first()
                    .map_or(Strategy::Random, |s| s.players[1])
                    .name()
                    .msg(),
                seed: n.seed,
            }),
            words.t(Label::SimInterval)
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
                error: s.illegal.map(|e| Words::english().say(&e)),
                board: BoardJson::of(&s.position),
                to_move: (!s.position.is_over()).then(|| s.position.to_move().name()),
            })
            .collect(),
    };
    super::json::line(&json)
}

pub fn same_moves_text(
    words: Words,
    rules: &[Ruleset],
    pits: &[u32],
    result: &SameMoves,
) -> String {
    let names: Vec<&str> = rules.iter().map(|r| r.name()).collect();
    let joined: Vec<String> = pits.iter().map(u32::to_string).collect();
    let mut out = words.say(&CompareText::MovesUnder {
        moves: joined.join(" "),
        names: names.join(", "),
    }) + "\n";
    let verdict = match result.diverged {
        None => CompareText::Agree { moves: pits.len() }.msg(),
        Some(Divergence::Board(0)) => Label::CompareDifferAtStart.msg(),
        Some(Divergence::Illegal(k)) => CompareText::IllegalAt {
            k,
            pit: pits[k - 1],
            names: rules
                .iter()
                .zip(&result.steps)
                .filter(|(_, s)| s.illegal.is_some())
                .map(|(r, _)| r.name())
                .collect::<Vec<_>>()
                .join(", "),
        }
        .msg(),
        Some(Divergence::Board(k)) => CompareText::FirstDifferAt {
            k,
            pit: pits[k - 1],
        }
        .msg(),
    };
    out.push_str(&words.say(&verdict));
    out.push('\n');
    for (r, s) in rules.iter().zip(&result.steps) {
        out.push('\n');
        let state = match (&s.illegal, s.position.ended()) {
            (Some(e), _) => CompareText::StateIllegal { why: e.msg() },
            (None, Some(reason)) => CompareText::StateOver { how: reason.msg() },
            (None, None) => CompareText::StateToMove {
                seat: super::seat(s.position.to_move()).msg(),
            },
        };
        let line = CompareText::Variant {
            title: r.titles().get(words.language()).into(),
            name: r.name().into(),
            state: state.msg(),
        };
        out.push_str(&words.say(&line));
        out.push('\n');
        out.push_str(&diagram(
            words,
            &s.position,
            r.sowing().direction,
            Some(words.t(Label::CompareSecondPlayer)),
            Some(words.t(Label::CompareFirstPlayer)),
        ));
        out.push('\n');
    }
    out
}

/// A grid move refused under one variant, in words: as refused in the
/// starting position, where the same moves part ways.
fn grid_refusal(
    rules: &GridRules,
    text: &str,
    refused: &Result<crate::family::Illegal, crate::words::Msg>,
) -> Msg {
    let refusal = match refused {
        Ok(i) => GridRefusal::Illegal(*i),
        Err(e) => GridRefusal::Unreadable(e.clone()),
    };
    let start = GridPosition::start(rules);
    GridMoveError {
        index: 0,
        text: text.to_string(),
        mover: start.to_move(),
        refusal,
        before: start,
        span: None,
    }
    .message(rules)
}

#[derive(Serialize)]
struct GridCompareJson<'a> {
    variants: Vec<&'a str>,
    rows: Vec<RowJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    simulation: Option<Vec<serde_json::Value>>,
}

/// `compare` of grid rulesets as JSON: the rule rows (each `question` the
/// ruleset key it comes from), and random play when asked.
pub fn grid_rules_json(
    rules: &[GridRules],
    rows: &[RuleRow],
    simulation: Option<&[GridSummary]>,
) -> String {
    let json = GridCompareJson {
        variants: rules.iter().map(GridRules::name).collect(),
        rows: rows.iter().map(RowJson::of).collect(),
        simulation: simulation.map(|sims| {
            rules
                .iter()
                .zip(sims)
                .map(|(r, s)| simulation_json(r, s))
                .collect()
        }),
    };
    super::json::line(&json)
}

/// `compare` of grid rulesets as a table.
pub fn grid_rules_text(
    words: Words,
    rules: &[GridRules],
    rows: &[RuleRow],
    simulation: Option<(&[GridSummary], SimulationNote)>,
) -> String {
    let names: Vec<&str> = rules.iter().map(GridRules::name).collect();
    let mut table = rule_table(words, &names, rows);
    if let Some((sims, _)) = &simulation {
        let stats: Vec<Vec<(String, String)>> =
            sims.iter().map(|s| simulation_rows(words, s)).collect();
        for (k, (label, _)) in stats[0].iter().enumerate() {
            let row = CompareText::PlayRow {
                play: Label::CompareRandomPlay.msg(),
                figure: label.clone(),
            };
            let mut cells = vec![String::new(), words.say(&row)];
            cells.extend(stats.iter().map(|s| s[k].1.clone()));
            table.add_row(cells);
        }
    }
    let note = rows_note(words, rows);
    let sim_note = match &simulation {
        Some((_, n)) => format!(
            "{}\n",
            words.say(&CompareText::GridSimulatedNote {
                games: n.games,
                seed: n.seed,
            })
        ),
        None => String::new(),
    };
    format!("{table}\n{note}{sim_note}")
}

#[derive(Serialize)]
struct GridStepJson<'a> {
    variant: &'a str,
    legal: bool,
    error: Option<String>,
    /// Rows from the top, `x` black, `o` white, `.` empty.
    board: Vec<String>,
    to_move: Option<&'static str>,
    /// How the game ended (`line`, `both-lines`, ...), with the winner.
    ended: Option<&'static str>,
    winner: Option<&'static str>,
}

#[derive(Serialize)]
struct GridSameMovesJson<'a> {
    variants: Vec<&'a str>,
    moves: &'a [String],
    diverges_at: Option<usize>,
    reason: Option<&'static str>,
    positions: Vec<GridStepJson<'a>>,
}

pub fn grid_same_moves_json(
    rules: &[GridRules],
    moves: &[String],
    result: &GridSameMoves,
) -> String {
    let (diverges_at, reason) = match result.diverged {
        None => (None, None),
        Some(Divergence::Board(k)) => (Some(k), Some("board")),
        Some(Divergence::Illegal(k)) => (Some(k), Some("illegal")),
    };
    let at = diverges_at.unwrap_or(moves.len());
    let json = GridSameMovesJson {
        variants: rules.iter().map(GridRules::name).collect(),
        moves,
        diverges_at,
        reason,
        positions: rules
            .iter()
            .zip(&result.steps)
            .map(|(r, s)| GridStepJson {
                variant: r.name(),
                legal: s.refused.is_none(),
                error: s.refused.as_ref().map(|e| {
                    let written = moves.get(at.max(1) - 1).map_or("", |m| m);
                    Words::english().say(&grid_refusal(r, written, e))
                }),
                board: crate::report::family::rows(&s.position, r.size()),
                to_move: s
                    .position
                    .end()
                    .is_none()
                    .then(|| s.position.to_move().key()),
                ended: s.position.end().map(|e| e.reason.code()),
                winner: s
                    .position
                    .end()
                    .map(|e| e.winner.map_or("draw", |c| c.key())),
            })
            .collect(),
    };
    super::json::line(&json)
}

pub fn grid_same_moves_text(
    words: Words,
    rules: &[GridRules],
    moves: &[String],
    result: &GridSameMoves,
) -> String {
    let lang = words.language();
    let names: Vec<&str> = rules.iter().map(GridRules::name).collect();
    let mut out = words.say(&CompareText::MovesUnder {
        moves: moves.join(", "),
        names: names.join(", "),
    }) + "\n";
    let verdict = match result.diverged {
        None => CompareText::Agree { moves: moves.len() }.msg(),
        Some(Divergence::Board(0)) => Label::CompareDifferAtStart.msg(),
        Some(Divergence::Illegal(k)) => CompareText::RefusedAt {
            k,
            move_written: moves[k - 1].clone(),
            names: rules
                .iter()
                .zip(&result.steps)
                .filter(|(_, s)| s.refused.is_some())
                .map(|(r, _)| r.name())
                .collect::<Vec<_>>()
                .join(", "),
        }
        .msg(),
        Some(Divergence::Board(k)) => CompareText::GridFirstDifferAt {
            k,
            move_written: moves[k - 1].clone(),
        }
        .msg(),
    };
    out.push_str(&words.say(&verdict));
    out.push('\n');
    let at = match result.diverged {
        Some(Divergence::Board(k) | Divergence::Illegal(k)) => k,
        None => moves.len(),
    };
    for (r, s) in rules.iter().zip(&result.steps) {
        out.push('\n');
        let state = match (&s.refused, s.position.end()) {
            (Some(e), _) => CompareText::StateRefused {
                why: grid_refusal(r, moves.get(at.max(1) - 1).map_or("", |m| m), e),
            },
            (None, Some(end)) => CompareText::StateGridOver {
                how: end_message(end.reason, s.position.to_move().other(), r),
                winner: match end.winner {
                    Some(c) => CompareText::GridWinner { colour: c.msg() }.msg(),
                    None => Label::CompareDraw.msg(),
                },
            },
            (None, None) => CompareText::StateGridToMove {
                colour: s.position.to_move().msg(),
            },
        };
        let line = CompareText::Variant {
            title: r.title_in(lang).into(),
            name: r.name().into(),
            state: state.msg(),
        };
        out.push_str(&words.say(&line));
        out.push('\n');
        out.push_str(&board(r, &s.position));
    }
    out
}
