//! The referee's verdict on a record: each set replayed move by move (or
//! taken from its entered `result`), the incidents applied (warnings,
//! timeouts), then the round scored under the tournament rules.
//!
//! [`Verdict`] is what every report (text, JSON, printable sheets) is built
//! from: it holds everything decided, so reports never re-apply a rule.

pub mod tournament;

use std::ops::Range;

use crate::engine::{EndReason, Game, IllegalMove, Player, Position};
use crate::record::{
    Claimed, Incident, IncidentKind, Record, SetRecord, SetResult, SetSpans, Spans, Who,
};
use crate::ruleset::Ruleset;

pub use tournament::{TimerRule, TournamentRules, Unit};

/// How a set ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetEnd {
    /// By the rules of play.
    Play(EndReason),
    /// A player's time ran out; the timer rule gave the result.
    Timeout(Who),
    /// A player received the warning that loses the round.
    Warnings(Who),
    /// The result was entered, not played out (match-level games).
    Result,
}

impl SetEnd {
    /// The `ended_by` code of FORMATS.md §2 (`"result"` is added for sets
    /// entered by their result).
    pub fn code(self) -> &'static str {
        match self {
            SetEnd::Play(r) => r.code(),
            SetEnd::Timeout(_) => "timeout",
            SetEnd::Warnings(_) => "warnings",
            SetEnd::Result => "result",
        }
    }
}

/// A set's or a round's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    Player(Who),
    Draw,
}

impl Winner {
    pub fn key(self) -> &'static str {
        match self {
            Winner::Player(w) => w.key(),
            Winner::Draw => "draw",
        }
    }
}

/// The first illegal move of a set.
#[derive(Debug, Clone)]
pub struct MoveError {
    /// 1-based index in the set's `moves`.
    pub index: usize,
    pub pit: u32,
    pub player: Player,
    pub illegal: IllegalMove,
    /// Where the move is written in the record.
    pub span: Option<Range<usize>>,
}

/// How serious a [`RoundProblem`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// The record is invalid (exit status 1).
    Error,
    /// Reported, but the record stays valid (a start order that differs
    /// from the rules: the pairing may have decided otherwise).
    Note,
}

impl Severity {
    pub fn key(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Note => "note",
        }
    }
}

/// What a [`RoundProblem`] is about; `code()` is its JSON code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProblemCode {
    /// A set recorded after the round was already decided by set points.
    SetNotToBePlayed,
    /// A set recorded after a player lost the round by warnings.
    SetAfterWarnings,
    /// More sets than a round has.
    TooManySets,
    /// Moves recorded after a timeout or the deciding warning ended the set.
    MovesAfterEnd,
    /// An incident `after` beyond the set's recorded moves.
    IncidentBeyondMoves,
    /// A warning for a reason a visually impaired player is exempt from.
    ExemptWarning,
    /// A timeout recorded after the set was already over.
    TimeoutAfterEnd,
    /// A timeout in a set entered by its result.
    TimeoutInResult,
    /// A set that is not finished while a later set is recorded.
    UnfinishedSet,
    /// `result = "draw"` for a game that cannot be drawn.
    DrawNotPossible,
    /// `starts` differs from the tournament rules' start order.
    StartOrder,
}

impl ProblemCode {
    pub fn code(self) -> &'static str {
        match self {
            ProblemCode::SetNotToBePlayed => "set-not-to-be-played",
            ProblemCode::SetAfterWarnings => "set-after-warnings",
            ProblemCode::TooManySets => "too-many-sets",
            ProblemCode::MovesAfterEnd => "moves-after-end",
            ProblemCode::IncidentBeyondMoves => "incident-beyond-moves",
            ProblemCode::ExemptWarning => "exempt-warning",
            ProblemCode::TimeoutAfterEnd => "timeout-after-end",
            ProblemCode::TimeoutInResult => "timeout-in-result",
            ProblemCode::UnfinishedSet => "unfinished-set",
            ProblemCode::DrawNotPossible => "draw-not-possible",
            ProblemCode::StartOrder => "start-order",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            ProblemCode::StartOrder => Severity::Note,
            _ => Severity::Error,
        }
    }
}

/// Something wrong with the round as recorded (not with a single move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundProblem {
    /// The 1-based set it is about.
    pub set: usize,
    pub code: ProblemCode,
    pub message: String,
    /// Where in the record, when known.
    pub span: Option<Range<usize>>,
}

impl RoundProblem {
    pub fn severity(&self) -> Severity {
        self.code.severity()
    }
}

/// The verdict on one set (or card).
#[derive(Debug, Clone)]
pub struct SetVerdict {
    /// 1-based.
    pub number: usize,
    /// Who started (sat South): the record's `starts`, else the rules'.
    /// `None` only for games where nobody starts (cards).
    pub starts: Option<Who>,
    /// Who should have started by the tournament rules.
    pub rules_starts: Option<Who>,
    /// Moves applied before the set ended or an illegal move stopped it.
    pub plies: usize,
    pub error: Option<MoveError>,
    /// The final position, or the one before the illegal move; `None` for
    /// a set entered by its result.
    pub position: Option<Position>,
    pub ended_by: Option<SetEnd>,
    pub winner: Option<Winner>,
    /// Stones in each player's store (`[first, second]`); `None` for a set
    /// entered by its result.
    pub score: Option<[u16; 2]>,
    pub claimed: Option<Claimed>,
    pub claimed_ok: Option<bool>,
    /// Warnings given in this set (`[first, second]`), exempt ones left out.
    pub warnings: [u32; 2],
    /// False when the set should not have been played (after the round was
    /// decided): it is shown but not scored.
    pub counted: bool,
}

impl SetVerdict {
    /// Every move legal and the claims hold (FORMATS.md §2 `valid`).
    pub fn valid(&self) -> bool {
        self.error.is_none() && self.claimed_ok != Some(false)
    }

    pub fn finished(&self) -> bool {
        self.ended_by.is_some()
    }

    /// The player who sat South.
    pub fn south(&self) -> Who {
        self.starts.unwrap_or(Who::First)
    }

    /// The seat a player of the round had in this set.
    pub fn seat(&self, who: Who) -> Player {
        if who == self.south() {
            Player::South
        } else {
            Player::North
        }
    }

    /// The player of the round sitting at `seat`.
    pub fn who(&self, seat: Player) -> Who {
        match seat {
            Player::South => self.south(),
            Player::North => self.south().other(),
        }
    }

    pub fn score_of(&self, who: Who) -> Option<u16> {
        self.score.map(|s| s[who as usize])
    }
}

/// The round: set points, round points, warnings.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchVerdict {
    /// The round is over: decided by set points, by warnings, or every set
    /// played.
    pub complete: bool,
    pub winner: Option<Winner>,
    pub set_points: [f64; 2],
    pub round_points: [f64; 2],
    /// Warnings over the round (`[first, second]`), exempt ones left out.
    pub warnings: [u32; 2],
    /// The player who lost the round by reaching the warning limit, and
    /// the set where it happened.
    pub lost_by_warnings: Option<(Who, usize)>,
}

/// The verdict on a whole record.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub sets: Vec<SetVerdict>,
    pub round: MatchVerdict,
    /// Problems with the round as recorded, in set order.
    pub problems: Vec<RoundProblem>,
    /// What one game of the round is called.
    pub unit: Unit,
}

impl Verdict {
    /// Every set valid and no round problem of severity error.
    pub fn valid(&self) -> bool {
        self.sets.iter().all(SetVerdict::valid)
            && self
                .problems
                .iter()
                .all(|p| p.severity() != Severity::Error)
    }
}

/// Replays every set of `record` and scores the round. `rules` is the
/// sowing ruleset, `None` for match-level games (sets entered by result).
pub fn judge(
    record: &Record,
    spans: &Spans,
    rules: Option<&Ruleset>,
    t: &TournamentRules,
) -> Verdict {
    let mut problems = Vec::new();
    let mut sets: Vec<SetVerdict> = Vec::new();
    let mut warnings = [0u32; 2];
    let mut set_points = [0.0f64; 2];
    let mut finished = 0usize;
    let mut lost_by: Option<(Who, usize)> = None;
    let unit = t.unit.key();
    let empty = SetSpans::default();

    for (i, set) in record.sets.iter().enumerate() {
        let number = i + 1;
        let set_spans = spans.sets.get(i).unwrap_or(&empty);
        let here = Some(set_spans.set.clone());
        // Was the round already over before this set?
        let leader = (0..2).find(|&p| t.stop_at.is_some_and(|s| set_points[p] >= s));
        let over = if let Some((who, at)) = lost_by {
            Some((
                ProblemCode::SetAfterWarnings,
                format!(
                    "{unit} {number} should not have been played: {} lost the round by the {} warning in {unit} {at}",
                    record.player(who).name,
                    ordinal(t.warning_limit)
                ),
            ))
        } else if number > t.games {
            Some((
                ProblemCode::TooManySets,
                format!(
                    "{unit} {number} should not have been played: a round under {} has at most {} {unit}s",
                    t.name, t.games
                ),
            ))
        } else if let Some(p) = leader {
            let who = if p == 0 { Who::First } else { Who::Second };
            Some((
                ProblemCode::SetNotToBePlayed,
                format!(
                    "{unit} {number} should not have been played: {} already had {} {unit} points, which decides the round",
                    record.player(who).name,
                    points(set_points[p])
                ),
            ))
        } else {
            None
        };
        // A set cut short while a later one is recorded.
        if let Some(prev) = sets.last()
            && prev.counted
            && !prev.finished()
            && prev.error.is_none()
            && over.is_none()
        {
            problems.push(RoundProblem {
                set: prev.number,
                code: ProblemCode::UnfinishedSet,
                message: format!(
                    "{unit} {} is not finished, yet {unit} {number} is recorded",
                    prev.number
                ),
                span: spans.sets.get(prev.number - 1).map(|s| s.set.clone()),
            });
        }
        let counted = over.is_none();
        if let Some((code, message)) = over {
            problems.push(RoundProblem {
                set: number,
                code,
                message,
                span: here,
            });
        }

        let mut set_problems = Vec::new();
        let before = if counted { warnings } else { [0, 0] };
        let (verdict, deciding) = judge_set(
            number,
            set,
            set_spans,
            record,
            rules,
            t,
            before,
            &mut set_problems,
        );
        problems.extend(set_problems);
        let mut verdict = verdict;
        verdict.counted = counted;
        if counted {
            for (total, here) in warnings.iter_mut().zip(verdict.warnings) {
                *total += here;
            }
            if let Some(who) = deciding {
                lost_by = Some((who, number));
            }
            let pts = |w: Winner| match w {
                Winner::Player(Who::First) => Some([t.set_points.win, t.set_points.loss]),
                Winner::Player(Who::Second) => Some([t.set_points.loss, t.set_points.win]),
                Winner::Draw => t.set_points.draw.map(|d| [d, d]),
            };
            if let Some(p) = verdict.winner.and_then(pts) {
                set_points[0] += p[0];
                set_points[1] += p[1];
                finished += 1;
            }
        }
        sets.push(verdict);
    }

    let decided = t
        .stop_at
        .is_some_and(|s| set_points.iter().any(|&p| p >= s));
    let complete = lost_by.is_some() || decided || finished >= t.games;
    let winner = if let Some((who, _)) = lost_by {
        Some(Winner::Player(who.other()))
    } else if !complete {
        None
    } else if set_points[0] > set_points[1] {
        Some(Winner::Player(Who::First))
    } else if set_points[1] > set_points[0] {
        Some(Winner::Player(Who::Second))
    } else {
        Some(Winner::Draw)
    };
    let r = &t.round_points;
    let round_points = match winner {
        None => [0.0, 0.0],
        Some(Winner::Player(Who::First)) => [r.win, r.loss],
        Some(Winner::Player(Who::Second)) => [r.loss, r.win],
        Some(Winner::Draw) => {
            let d = r.draw.unwrap_or(r.loss);
            [d, d]
        }
    };
    problems.sort_by_key(|p| p.set);
    Verdict {
        sets,
        round: MatchVerdict {
            complete,
            winner,
            set_points,
            round_points,
            warnings,
            lost_by_warnings: lost_by,
        },
        problems,
        unit: t.unit,
    }
}

/// Replays one set, applying its incidents. `before` is each player's
/// warnings in the round so far. Returns the verdict and the player who
/// received the round-losing warning in this set, if any.
#[allow(clippy::too_many_arguments)]
fn judge_set(
    number: usize,
    set: &SetRecord,
    spans: &SetSpans,
    record: &Record,
    rules: Option<&Ruleset>,
    t: &TournamentRules,
    before: [u32; 2],
    problems: &mut Vec<RoundProblem>,
) -> (SetVerdict, Option<Who>) {
    let unit = t.unit.key();
    let rules_starts = t.starter(number);
    let starts = set.starts.or(rules_starts);
    if let Some(s) = set.starts
        && set.starts != rules_starts
    {
        let message = match rules_starts {
            Some(r) => format!(
                "{unit} {number}: the record says {} started, but under {} {} starts {unit} {number}",
                record.player(s).name,
                t.name,
                record.player(r).name
            ),
            None => format!(
                "{unit} {number}: the record says {} started, but under {} nobody starts a {unit}",
                record.player(s).name,
                t.name
            ),
        };
        problems.push(RoundProblem {
            set: number,
            code: ProblemCode::StartOrder,
            message,
            span: spans.starts.clone(),
        });
    }

    // The incidents that apply, in the order they happened.
    let mut incidents: Vec<(usize, &Incident)> = Vec::new();
    for (k, inc) in set.incidents.iter().enumerate() {
        let span = spans.incidents.get(k).cloned();
        let name = record.player(inc.player).name;
        if inc.after as usize > set.moves.len() {
            let message = if set.result.is_some() {
                format!(
                    "{unit} {number}, incident {}: `after = {}`, but the {unit} is entered by its result (no moves): use `after = 0`",
                    k + 1,
                    inc.after
                )
            } else {
                format!(
                    "{unit} {number}, incident {}: `after = {}` is beyond the {} recorded moves",
                    k + 1,
                    inc.after,
                    set.moves.len()
                )
            };
            problems.push(RoundProblem {
                set: number,
                code: ProblemCode::IncidentBeyondMoves,
                message,
                span,
            });
            continue;
        }
        if let IncidentKind::Warning(reason) = inc.kind
            && record.player(inc.player).visually_impaired
            && t.exempts(reason)
        {
            problems.push(RoundProblem {
                set: number,
                code: ProblemCode::ExemptWarning,
                message: format!(
                    "{unit} {number}, incident {}: a {} warning cannot be given to {name}, who is visually impaired (exempt under {}); the warning is not counted",
                    k + 1,
                    reason.key(),
                    t.name
                ),
                span,
            });
            continue;
        }
        if inc.kind == IncidentKind::Timeout && set.result.is_some() {
            problems.push(RoundProblem {
                set: number,
                code: ProblemCode::TimeoutInResult,
                message: format!(
                    "{unit} {number}, incident {}: a timeout in a {unit} entered by its result; enter the result the timeout gave instead",
                    k + 1
                ),
                span,
            });
            continue;
        }
        incidents.push((k, inc));
    }
    incidents.sort_by_key(|(_, inc)| inc.after);

    let mut verdict = SetVerdict {
        number,
        starts,
        rules_starts,
        plies: 0,
        error: None,
        position: None,
        ended_by: None,
        winner: None,
        score: None,
        claimed: set.claimed,
        claimed_ok: None,
        warnings: [0; 2],
        counted: true,
    };
    let mut inc = Incidents {
        list: incidents,
        before,
        warnings: [0; 2],
        deciding: None,
        limit: t.warning_limit,
        number,
        unit,
        spans,
    };
    if let Some(result) = set.result {
        inc.apply(0, true, problems);
        verdict.warnings = inc.warnings;
        verdict.ended_by = Some(SetEnd::Result);
        verdict.winner = match result {
            SetResult::Won(who) => Some(Winner::Player(who)),
            SetResult::Draw if t.set_points.draw.is_some() => Some(Winner::Draw),
            SetResult::Draw => {
                problems.push(RoundProblem {
                    set: number,
                    code: ProblemCode::DrawNotPossible,
                    message: format!(
                        "{unit} {number}: the result is a draw, but under {} a {unit} cannot be drawn",
                        t.name
                    ),
                    span: spans.result.clone(),
                });
                None
            }
        };
        return (verdict, inc.deciding);
    }

    // A record with moves always comes with a sowing ruleset (input.rs
    // checks it); without one there is nothing to replay.
    let Some(rules) = rules else {
        return (verdict, inc.deciding);
    };
    let mut game = Game::new(rules);
    let mut forced: Option<SetEnd> = None;
    let mut k = 0;
    loop {
        let over = forced.is_some() || game.position().is_over();
        if let Some(end) = inc.apply(k, over, problems) {
            forced = Some(end);
        }
        if let Some(end) = forced {
            if k < set.moves.len() {
                let what = match end {
                    SetEnd::Timeout(who) => {
                        format!("{}'s time ran out", record.player(who).name)
                    }
                    _ => format!(
                        "the {} warning to {} lost the round",
                        ordinal(t.warning_limit),
                        inc.deciding
                            .map_or(String::new(), |w| record.player(w).name)
                    ),
                };
                problems.push(RoundProblem {
                    set: number,
                    code: ProblemCode::MovesAfterEnd,
                    message: format!(
                        "{unit} {number}: {} moves recorded after move {k}, where {what} and the {unit} ended",
                        set.moves.len() - k
                    ),
                    span: spans.moves.get(k).cloned(),
                });
            }
            break;
        }
        let Some(&pit) = set.moves.get(k) else {
            break;
        };
        let player = game.position().to_move();
        if let Err(illegal) = game.play(pit) {
            verdict.error = Some(MoveError {
                index: k + 1,
                pit,
                player,
                illegal,
                span: spans.moves.get(k).cloned(),
            });
            break;
        }
        k += 1;
    }
    verdict.warnings = inc.warnings;
    let position = *game.position();
    verdict.plies = game.ply();
    verdict.position = Some(position);
    let score = [
        position.store(verdict.seat(Who::First)),
        position.store(verdict.seat(Who::Second)),
    ];
    verdict.score = Some(score);
    verdict.ended_by = forced.or(position.ended().map(SetEnd::Play));
    verdict.winner = match verdict.ended_by {
        None | Some(SetEnd::Result) => None,
        Some(SetEnd::Warnings(who)) => Some(Winner::Player(who.other())),
        Some(SetEnd::Timeout(who)) => match t.timer.draw_threshold(rules.total_seeds()) {
            Some(at) if score[who as usize] >= at => Some(Winner::Draw),
            _ => Some(Winner::Player(who.other())),
        },
        Some(SetEnd::Play(_)) => Some(match score[0].cmp(&score[1]) {
            std::cmp::Ordering::Greater => Winner::Player(Who::First),
            std::cmp::Ordering::Less => Winner::Player(Who::Second),
            std::cmp::Ordering::Equal => Winner::Draw,
        }),
    };
    // A set stopped by an illegal move has no final stores to compare with.
    verdict.claimed_ok = set
        .claimed
        .filter(|_| verdict.error.is_none())
        .map(|c| u32::from(score[0]) == c.first && u32::from(score[1]) == c.second);
    (verdict, inc.deciding)
}

/// A set's incidents being applied in order.
struct Incidents<'a> {
    /// `(index in the record, incident)`, sorted by `after`.
    list: Vec<(usize, &'a Incident)>,
    /// Warnings in the round before this set.
    before: [u32; 2],
    /// Warnings in this set so far.
    warnings: [u32; 2],
    /// Who received the round-losing warning in this set.
    deciding: Option<Who>,
    limit: u32,
    number: usize,
    unit: &'static str,
    spans: &'a SetSpans,
}

impl Incidents<'_> {
    /// Applies the incidents at `after == k`; `over` when the set had
    /// already ended. Returns the end they force, if any.
    fn apply(&mut self, k: usize, over: bool, problems: &mut Vec<RoundProblem>) -> Option<SetEnd> {
        let (number, unit) = (self.number, self.unit);
        let mut end = None;
        for &(idx, inc) in self.list.iter().filter(|(_, i)| i.after as usize == k) {
            let p = inc.player as usize;
            match inc.kind {
                IncidentKind::Warning(_) => {
                    self.warnings[p] += 1;
                    if self.before[p] + self.warnings[p] == self.limit && self.deciding.is_none() {
                        self.deciding = Some(inc.player);
                        if !over && end.is_none() {
                            end = Some(SetEnd::Warnings(inc.player));
                        }
                    }
                }
                IncidentKind::Timeout => {
                    if over || end.is_some() {
                        problems.push(RoundProblem {
                            set: number,
                            code: ProblemCode::TimeoutAfterEnd,
                            message: format!(
                                "{unit} {number}, incident {}: a timeout after the {unit} was over",
                                idx + 1
                            ),
                            span: self.spans.incidents.get(idx).cloned(),
                        });
                    } else {
                        end = Some(SetEnd::Timeout(inc.player));
                    }
                }
            }
        }
        end
    }
}

/// "3rd", for messages.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Points as a referee writes them: "2", "1.5".
pub fn points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p}")
    }
}
