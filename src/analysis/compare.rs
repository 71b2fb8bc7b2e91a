//! Variants side by side: their answers to every rule question, and what
//! the same moves do under each. The answers come from `rule_questions`;
//! this module only decides what agrees and where the variants part ways.

use crate::analysis::rule_questions::QUESTIONS;
use crate::engine::{Game, IllegalMove, Player, Position};
use crate::grid::notation::parse_move;
use crate::grid::questions::GRID_QUESTIONS;
use crate::grid::{GridMove, GridRules, Illegal};
use crate::ruleset::Ruleset;
use crate::words::{Message, Msg};

/// One rule question answered by every variant.
pub struct RuleRow {
    pub question: &'static str,
    pub label: Msg,
    /// One answer per variant, in the order given.
    pub values: Vec<Msg>,
    pub differs: bool,
}

/// Every rule question, answered by each of `rules`. A row differs when
/// the answers do (the same message with the same facts is the same
/// answer in every language).
pub fn rule_rows(rules: &[Ruleset]) -> Vec<RuleRow> {
    QUESTIONS
        .iter()
        .map(|q| answered(q.key, q.label.msg(), q.describe, rules))
        .collect()
}

/// One question's row: each variant's answer, and whether they differ.
fn answered<R>(
    question: &'static str,
    label: Msg,
    describe: fn(&R) -> Msg,
    rules: &[R],
) -> RuleRow {
    let values: Vec<Msg> = rules.iter().map(describe).collect();
    RuleRow {
        question,
        label,
        differs: values.iter().any(|v| *v != values[0]),
        values,
    }
}

/// What one variant made of the moves so far.
pub struct Step {
    /// The position after the last move, or before it when it was illegal.
    pub position: Position,
    pub illegal: Option<IllegalMove>,
}

/// Where the variants part ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Divergence {
    /// The boards (or the player to move, or the end) differ after move K
    /// (1-based; 0: already at the start).
    Board(usize),
    /// Move K is illegal under at least one variant.
    Illegal(usize),
}

pub struct SameMoves {
    /// One per variant: where it stands at the divergence, or after the
    /// last move when there is none.
    pub steps: Vec<Step>,
    pub diverged: Option<Divergence>,
}

/// Plays `pits` under every ruleset until the boards differ or a move is
/// illegal somewhere.
pub fn same_moves(rules: &[Ruleset], pits: &[u32]) -> SameMoves {
    let mut games: Vec<Game> = rules.iter().map(Game::new).collect();
    let mut steps: Vec<Step> = games
        .iter()
        .map(|g| Step {
            position: *g.position(),
            illegal: None,
        })
        .collect();
    let mut diverged = (!all_alike(&steps)).then_some(Divergence::Board(0));
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
            diverged = Some(Divergence::Illegal(k + 1));
        } else if !all_alike(&steps) {
            diverged = Some(Divergence::Board(k + 1));
        }
    }
    SameMoves { steps, diverged }
}

/// Every variant has the same stones everywhere, the same player to move and
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

/// Every grid rule question, answered by each of `rules`.
pub fn grid_rule_rows(rules: &[GridRules]) -> Vec<RuleRow> {
    GRID_QUESTIONS
        .iter()
        .map(|q| answered(q.key, q.label.msg(), q.describe, rules))
        .collect()
}

/// What one grid variant made of the moves so far.
pub struct GridStep {
    /// The position after the last move, or before it when it was refused.
    pub position: crate::grid::Position,
    /// Why the move was refused: not a move on this board, or illegal.
    pub refused: Option<Result<Illegal, crate::words::Msg>>,
}

pub struct GridSameMoves {
    pub steps: Vec<GridStep>,
    pub diverged: Option<Divergence>,
}

/// Plays `moves` (as written: `d3`, `c4 3ccw`, `pass`) under every grid
/// ruleset until the boards differ (or the end, or who is to move) or a
/// move is refused somewhere. A pass left out is inferred, as in a record.
pub fn grid_same_moves(rules: &[GridRules], moves: &[String]) -> GridSameMoves {
    let mut steps: Vec<GridStep> = rules
        .iter()
        .map(|r| GridStep {
            position: crate::grid::Position::start(r),
            refused: None,
        })
        .collect();
    let alike = |steps: &[GridStep]| {
        let key = |s: &GridStep| (s.position.stones(), s.position.to_move(), s.position.end());
        steps.iter().all(|s| key(s) == key(&steps[0]))
    };
    let mut diverged = (!alike(&steps)).then_some(Divergence::Board(0));
    for (k, text) in moves.iter().enumerate() {
        if diverged.is_some() {
            break;
        }
        for (r, step) in rules.iter().zip(steps.iter_mut()) {
            let mv = match parse_move(text, r.size()) {
                Ok(m) => m,
                Err(e) => {
                    step.refused = Some(Err(e.into()));
                    continue;
                }
            };
            let p = &mut step.position;
            if mv != GridMove::Pass
                && p.end().is_none()
                && p.placements(r, p.to_move()) == 0
                && p.play(r, GridMove::Pass).is_err()
            {
                step.refused = Some(Ok(Illegal::GameOver));
                continue;
            }
            let before = *p;
            if let Err(e) = p.play(r, mv) {
                *p = before;
                step.refused = Some(Ok(e));
            }
        }
        if steps.iter().any(|s| s.refused.is_some()) {
            diverged = Some(Divergence::Illegal(k + 1));
        } else if !alike(&steps) {
            diverged = Some(Divergence::Board(k + 1));
        }
    }
    GridSameMoves { steps, diverged }
}
