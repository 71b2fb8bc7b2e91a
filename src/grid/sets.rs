//! Grid sets (Reversi, Pentago) judged move by move: each set with moves
//! written as cells is played by the grid engine under the record's grid
//! ruleset; the result it reaches is then scored like a result entered by
//! hand, so the round (three sets, warnings, the tournament rules) is
//! judged exactly as for any match-level game.
//!
//! A pass may be written (`pass`, `pas`) or left out: where the player to
//! move has no legal placement and the record goes on with a cell, the
//! pass is inferred. A game ended because neither player can move may end
//! with the two passes written.

use std::ops::Range;

use crate::grid::notation::parse_move;
use crate::grid::{Color, End, EndReason, GridMove, GridRules, Illegal, Played, Position};
use crate::record::{IncidentKind, Record, SetRecord, SetResult, Spans, Who};
use crate::referee::open_record::OpenRecord;
use crate::referee::{TournamentRules, Winner};
use crate::words::Msg;

/// One ply as played: `written` is the index (0-based) of the move in the
/// record, `None` for an inferred pass.
#[derive(Debug, Clone)]
pub struct GridPly {
    pub written: Option<usize>,
    pub played: Played,
    pub after: Position,
}

/// Why a written move was not played.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    /// Not a move on this board (a cell off the board, a bad quadrant).
    Unreadable(crate::words::Msg),
    Illegal(Illegal),
    /// Written after the player's time ran out.
    AfterTimeout,
}

crate::messages! {
    /// Why a written grid move was not played, beside the engine's
    /// [`Illegal`](crate::grid::Illegal) (`locales/*/game.ftl`).
    pub enum RefusalMessage {
        /// `reason`: what the move's reader found wrong in it.
        Unreadable { reason: Msg } = "game-grid-unreadable",
        AfterTimeout = "game-grid-after-timeout",
    }
}

/// The first move of a set that could not be played.
#[derive(Debug, Clone)]
pub struct GridMoveError {
    /// 1-based, in the record's `moves`.
    pub index: usize,
    pub text: String,
    pub mover: Color,
    pub refusal: Refusal,
    /// The board before it.
    pub before: Position,
    pub span: Option<Range<usize>>,
}

/// One set as the grid engine played it.
#[derive(Debug, Clone)]
pub struct GridSet {
    /// 1-based.
    pub number: usize,
    /// Who played black (the player who starts the set).
    pub black: Who,
    pub plies: Vec<GridPly>,
    pub error: Option<GridMoveError>,
    pub position: Position,
    pub end: Option<End>,
    /// The player whose time ran out (a timeout incident), if any.
    pub timeout: Option<Who>,
    /// The passes written after the game ended by no moves (the "pas pas"
    /// that ends a Reversi game on the score sheet).
    pub closing_passes: usize,
    pub winner: Option<Winner>,
    /// The `result` the record gives beside the moves.
    pub claimed: Option<SetResult>,
    /// Whether the claim agrees with the play (`None`: nothing to compare).
    pub claimed_ok: Option<bool>,
}

impl GridMoveError {
    /// Why the move was refused, in words (the cell and the quadrant as
    /// the move wrote them).
    pub fn message(&self, rules: &GridRules) -> Msg {
        let size = rules.size();
        let (cell, quadrant) = match parse_move(&self.text, size) {
            Ok(GridMove::Place { cell, turn }) => (
                crate::grid::notation::cell_name(cell, size),
                turn.map_or(0, |t| t.block + 1),
            ),
            _ => (self.text.clone(), 0),
        };
        match &self.refusal {
            Refusal::Unreadable(reason) => RefusalMessage::Unreadable {
                reason: reason.clone(),
            }
            .into(),
            Refusal::AfterTimeout => RefusalMessage::AfterTimeout.into(),
            Refusal::Illegal(illegal) => illegal.message(&cell, quadrant).into(),
        }
    }
}

impl GridSet {
    pub fn who(&self, c: Color) -> Who {
        match c {
            Color::Black => self.black,
            Color::White => self.black.other(),
        }
    }

    pub fn ok(&self) -> bool {
        self.error.is_none() && self.claimed_ok != Some(false)
    }
}

/// Every grid set of a record, and the record as the round is scored:
/// each played set's `result` is the one reached on the board.
#[derive(Debug, Clone)]
pub struct GridJudgement {
    pub sets: Vec<GridSet>,
    pub scored: Record,
}

impl GridJudgement {
    pub fn valid(&self) -> bool {
        self.sets.iter().all(GridSet::ok)
    }
}

/// The grid sets of an opened record, played; `None` for a sowing record.
pub fn judge_grid(open: &OpenRecord) -> Option<GridJudgement> {
    let rules = open.grid.as_ref()?;
    Some(judge_sets(
        rules,
        &open.record,
        &open.spans,
        &open.tournament,
    ))
}

/// The grid sets of `record` played under `rules` (a record being written,
/// as `hakem live` judges each change before saving it).
pub fn judge_sets(
    rules: &GridRules,
    record: &Record,
    spans: &Spans,
    tournament: &TournamentRules,
) -> GridJudgement {
    let mut sets = Vec::new();
    let mut scored = record.clone();
    for (i, set) in record.sets.iter().enumerate() {
        // A set with its moves is played; so is one whose player ran out of
        // time before the first move (the time-out ends it on the board).
        let timed_out = set.result.is_none()
            && set.counted.is_none()
            && set
                .incidents
                .iter()
                .any(|i| i.kind == IncidentKind::Timeout);
        if set.grid_moves.is_empty() && !timed_out {
            continue;
        }
        let number = i + 1;
        let black = black_of(set, number, tournament);
        let spans = spans.sets.get(i).map(|s| s.moves.as_slice()).unwrap_or(&[]);
        let played = play_set(rules, number, black, set, spans);
        scored.sets[i] = scored_set(set, &played);
        sets.push(played);
    }
    GridJudgement { sets, scored }
}

/// Who plays black in set `number`: the player who starts it (the record's
/// `starts`, else the tournament rules' start order).
pub fn black_of(set: &SetRecord, number: usize, tournament: &TournamentRules) -> Who {
    set.starts
        .or(tournament.starter(number))
        .unwrap_or(Who::First)
}

/// The record to score a round from: grid sets replaced by their results
/// (the record itself for a sowing game).
pub fn scored_record(open: &OpenRecord) -> Record {
    match judge_grid(open) {
        Some(j) => j.scored,
        None => open.record.clone(),
    }
}

/// Plays one set's written moves.
pub fn play_set(
    rules: &GridRules,
    number: usize,
    black: Who,
    set: &SetRecord,
    spans: &[Range<usize>],
) -> GridSet {
    let timeout = set
        .incidents
        .iter()
        .filter(|i| i.kind == IncidentKind::Timeout)
        .min_by_key(|i| i.after);
    let mut out = GridSet {
        number,
        black,
        plies: Vec::new(),
        error: None,
        position: Position::start(rules),
        end: None,
        timeout: None,
        closing_passes: 0,
        winner: None,
        claimed: set.result,
        claimed_ok: None,
    };
    let mut pos = Position::start(rules);
    let size = rules.size();
    let moves = &set.grid_moves;
    let mut k = 0;
    while k < moves.len() {
        let text = &moves[k];
        let fail = |refusal: Refusal, pos: &Position| GridMoveError {
            index: k + 1,
            text: text.clone(),
            mover: pos.to_move(),
            refusal,
            before: *pos,
            span: spans.get(k).cloned(),
        };
        if let Some(t) = timeout
            && t.after as usize <= k
            && pos.end().is_none()
        {
            out.error = Some(fail(Refusal::AfterTimeout, &pos));
            break;
        }
        let mv = match parse_move(text, size) {
            Ok(m) => m,
            Err(e) => {
                out.error = Some(fail(Refusal::Unreadable(e.into()), &pos));
                break;
            }
        };
        if let Some(end) = pos.end() {
            // "Pas pas": the passes that ended a game nobody could go on with.
            let rest = &moves[k..];
            let all_passes = rest
                .iter()
                .all(|m| parse_move(m, size) == Ok(GridMove::Pass));
            if end.reason == EndReason::NoMoves && all_passes && rest.len() <= 2 {
                out.closing_passes = rest.len();
                break;
            }
            out.error = Some(fail(Refusal::Illegal(Illegal::GameOver), &pos));
            break;
        }
        // An omitted pass: the player to move cannot place a stone.
        if mv != GridMove::Pass && pos.placements(rules, pos.to_move()) == 0 {
            let played = pos
                .play(rules, GridMove::Pass)
                .expect("a pass is legal when no stone can be placed");
            out.plies.push(GridPly {
                written: None,
                played,
                after: pos,
            });
            continue;
        }
        let before = pos;
        match pos.play(rules, mv) {
            Ok(played) => out.plies.push(GridPly {
                written: Some(k),
                played,
                after: pos,
            }),
            Err(illegal) => {
                out.error = Some(fail(Refusal::Illegal(illegal), &before));
                break;
            }
        }
        k += 1;
    }
    out.position = pos;
    out.end = pos.end();
    if out.error.is_none() {
        if let Some(e) = out.end {
            out.winner = Some(match e.winner {
                Some(c) => Winner::Player(out.who(c)),
                None => Winner::Draw,
            });
        } else if let Some(t) = timeout.filter(|t| t.after as usize <= moves.len()) {
            out.timeout = Some(t.player);
            out.winner = Some(Winner::Player(t.player.other()));
        }
    }
    out.claimed_ok = match (out.claimed, out.winner) {
        (Some(c), Some(w)) => Some(result_of(w) == c),
        _ => None,
    };
    out
}

fn result_of(w: Winner) -> SetResult {
    match w {
        Winner::Player(who) => SetResult::Won(who),
        Winner::Draw => SetResult::Draw,
    }
}

/// A grid set as the round scores it: the result played (or, for moves
/// that stop before the end, the result entered beside them); none when a
/// move was refused.
fn scored_set(set: &SetRecord, played: &GridSet) -> SetRecord {
    let mut out = set.clone();
    let written = set.grid_moves.len() as u32;
    out.grid_moves.clear();
    out.result = match (&played.error, played.winner) {
        (Some(_), _) => None,
        (None, Some(w)) => Some(result_of(w)),
        (None, None) => set.result,
    };
    // Warnings during the moves count as given before the result; the
    // timeout has been applied by the play.
    out.incidents.retain(|i| i.kind != IncidentKind::Timeout);
    for i in &mut out.incidents {
        if i.after <= written {
            i.after = 0;
        }
    }
    out
}

/// The round of a grid record judged: the grid sets played, then the round
/// scored from their results under the tournament rules. A grid set with a
/// refused move or a claim the board does not bear out makes its set (and
/// so the verdict) invalid. `None` for a sowing record.
pub fn judge_round(open: &OpenRecord) -> Option<(GridJudgement, crate::referee::Verdict)> {
    let rules = open.grid.as_ref()?;
    Some(judge_record(
        rules,
        &open.record,
        &open.spans,
        &open.tournament,
    ))
}

/// [`judge_round`] for a record and the rules it is played under.
pub fn judge_record(
    rules: &GridRules,
    record: &Record,
    spans: &Spans,
    tournament: &TournamentRules,
) -> (GridJudgement, crate::referee::Verdict) {
    let judgement = judge_sets(rules, record, spans, tournament);
    let mut verdict = crate::referee::judge(&judgement.scored, spans, None, tournament);
    for set in &judgement.sets {
        if !set.ok()
            && let Some(v) = verdict.sets.iter_mut().find(|v| v.number == set.number)
        {
            v.claimed_ok = Some(false);
        }
    }
    (judgement, verdict)
}
