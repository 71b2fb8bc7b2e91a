//! Judging one set: its moves replayed, its incidents applied in order.

use crate::engine::Game;
use crate::record::{Counted, Incident, IncidentKind, Record, SetRecord, SetResult, SetSpans, Who};
use crate::ruleset::Ruleset;

use super::*;

/// Replays one set, applying its incidents. `before` is each player's
/// warnings in the round so far. Returns the verdict and the player who
/// received the round-losing warning in this set, if any.
#[allow(clippy::too_many_arguments)]
pub(super) fn judge_set(
    number: usize,
    set: &SetRecord,
    spans: &SetSpans,
    record: &Record,
    rules: Option<&Ruleset>,
    t: &TournamentRules,
    before: [u32; 2],
    problems: &mut Vec<RoundProblem>,
) -> (SetVerdict, Option<Who>) {
    let rules_starts = t.starter(number);
    let starts = set.starts.or(rules_starts);
    if let Some(s) = set.starts
        && set.starts != rules_starts
    {
        problems.push(RoundProblem {
            set: number,
            facts: ProblemFacts::StartOrder {
                recorded: s,
                by_rules: rules_starts,
                rules: t.name().to_string(),
            },
            span: spans.starts.clone(),
        });
    }

    // The incidents that apply, in the order they happened.
    let mut incidents: Vec<(usize, &Incident)> = Vec::new();
    for (k, inc) in set.incidents.iter().enumerate() {
        let span = spans.incidents.get(k).cloned();
        // A set counted on paper has no moves for `after` to count.
        if !set.is_counted() && inc.after as usize > set.moves.len() {
            problems.push(RoundProblem {
                set: number,
                facts: ProblemFacts::IncidentBeyondMoves {
                    incident: k + 1,
                    after: inc.after,
                    moves: set.moves.len(),
                    by_result: set.result.is_some(),
                },
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
                facts: ProblemFacts::ExemptWarning {
                    incident: k + 1,
                    reason,
                    player: inc.player,
                    rules: t.name().to_string(),
                },
                span,
            });
            continue;
        }
        if inc.kind == IncidentKind::Timeout && set.result.is_some() {
            problems.push(RoundProblem {
                set: number,
                facts: ProblemFacts::TimeoutInResult { incident: k + 1 },
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
        counted_stores: None,
        claimed: set.claimed,
        claimed_ok: None,
        warnings: [0; 2],
        counted: true,
        set_points: None,
    };
    let mut inc = Incidents {
        list: incidents,
        next: 0,
        before,
        warnings: [0; 2],
        deciding: None,
        limit: t.warning_limit(),
        number,
        spans,
    };
    if let Some(result) = set.result {
        inc.apply(0, true, problems);
        verdict.warnings = inc.warnings;
        verdict.ended_by = Some(SetEnd::Result);
        verdict.winner = match result {
            SetResult::Won(who) => Some(Winner::Player(who)),
            SetResult::Draw if t.set_points().draw().is_some() => Some(Winner::Draw),
            SetResult::Draw => {
                problems.push(RoundProblem {
                    set: number,
                    facts: ProblemFacts::DrawNotPossible {
                        rules: t.name().to_string(),
                    },
                    span: spans.result.clone(),
                });
                None
            }
        };
        return (verdict, inc.deciding);
    }

    // A record with moves always comes with a sowing ruleset (open_record
    // checks it); without one there is nothing to replay.
    let Some(rules) = rules else {
        // A set of a match-level game still being played (a grid set whose
        // moves stop before the end, or one not begun): its warnings count,
        // and the one that reaches the limit ends it; a time-out loses it.
        let end = inc.apply_all(problems);
        verdict.warnings = inc.warnings;
        verdict.ended_by = end;
        verdict.winner = match end {
            Some(SetEnd::Warnings(who) | SetEnd::Timeout(who)) => Some(Winner::Player(who.other())),
            _ => None,
        };
        return (verdict, inc.deciding);
    };
    if let Some(counted) = set.counted {
        judge_counted(counted, &mut verdict, &mut inc, spans, rules, t, problems);
        return (verdict, inc.deciding);
    }
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
                problems.push(RoundProblem {
                    set: number,
                    facts: ProblemFacts::MovesAfterEnd {
                        extra: set.moves.len() - k,
                        after: k,
                        end,
                        limit: t.warning_limit(),
                    },
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
        None | Some(SetEnd::Result) | Some(SetEnd::Counted) => None,
        Some(SetEnd::Warnings(who)) => Some(Winner::Player(who.other())),
        Some(SetEnd::Timeout(who)) => match t.timer().draw_threshold(rules.total_stones()) {
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
    // The score sheet the players sign is the set's proof (a timeout or the
    // deciding warning ends a set without one).
    if set.claimed.is_none() && matches!(verdict.ended_by, Some(SetEnd::Play(_))) {
        problems.push(RoundProblem {
            set: number,
            facts: ProblemFacts::ScoreNotSigned,
            span: Some(spans.set.clone()),
        });
    }
    (verdict, inc.deciding)
}

/// A set counted on paper: its incidents (in the order written: no move
/// numbers), then the stores its ending needs, checked against what the
/// ruleset's endings can leave, then the winner from them.
fn judge_counted(
    counted: Counted,
    verdict: &mut SetVerdict,
    inc: &mut Incidents<'_>,
    spans: &SetSpans,
    rules: &Ruleset,
    t: &TournamentRules,
    problems: &mut Vec<RoundProblem>,
) {
    let number = verdict.number;
    let end = inc.apply_all(problems);
    verdict.warnings = inc.warnings;
    let total = rules.total_stones();
    let stores = [counted.first, counted.second];
    let span = spans.claimed.clone().or(Some(spans.set.clone()));
    let store_missing = |player: Who, timeout: bool, problems: &mut Vec<RoundProblem>| {
        problems.push(RoundProblem {
            set: number,
            facts: ProblemFacts::StoreMissing { player, timeout },
            span: span.clone(),
        });
    };
    // Every ending of the ruleset but a majority (which leaves the other
    // stones on the board) sweeps the rows into the stores.
    let all_in_stores = !rules.end().majority;
    let known: u64 = stores.iter().flatten().map(|&n| u64::from(n)).sum();
    let possible = match stores {
        _ if known > u64::from(total) => false,
        // A timeout or the deciding warning stops the set anywhere.
        _ if end.is_some() => true,
        [Some(a), Some(b)] => {
            let (a, b, total) = (u64::from(a), u64::from(b), u64::from(total));
            a + b == total || (!all_in_stores && 2 * a.max(b) > total)
        }
        // A missing store is told on its own.
        _ => true,
    };
    if !possible {
        problems.push(RoundProblem {
            set: number,
            facts: ProblemFacts::StoresImpossible {
                stores,
                total,
                all_in_stores,
            },
            span: span.clone(),
        });
    }
    // Shown as counted (a count beyond the type shown at its limit);
    // judged only when possible.
    verdict.counted_stores = Some(stores.map(|n| n.map(|n| u16::try_from(n).unwrap_or(u16::MAX))));
    let fitted = stores.map(|n| n.filter(|_| possible).and_then(|n| u16::try_from(n).ok()));
    if let [Some(a), Some(b)] = fitted {
        verdict.score = Some([a, b]);
    }
    verdict.ended_by = Some(end.unwrap_or(SetEnd::Counted));
    verdict.winner = match end {
        Some(SetEnd::Warnings(who)) => Some(Winner::Player(who.other())),
        Some(SetEnd::Timeout(who)) => match fitted[who as usize] {
            None if stores[who as usize].is_none() => {
                store_missing(who, true, problems);
                None
            }
            None => None,
            Some(store) => match t.timer().draw_threshold(total) {
                Some(at) if store >= at => Some(Winner::Draw),
                _ => Some(Winner::Player(who.other())),
            },
        },
        _ => {
            for who in [Who::First, Who::Second] {
                if stores[who as usize].is_none() {
                    store_missing(who, false, problems);
                }
            }
            match fitted {
                [Some(a), Some(b)] => Some(match a.cmp(&b) {
                    std::cmp::Ordering::Greater => Winner::Player(Who::First),
                    std::cmp::Ordering::Less => Winner::Player(Who::Second),
                    std::cmp::Ordering::Equal => Winner::Draw,
                }),
                _ => None,
            }
        }
    };
}

/// A set's incidents being applied in order.
struct Incidents<'a> {
    /// `(index in the record, incident)`, sorted by `after`.
    list: Vec<(usize, &'a Incident)>,
    /// The first incident not yet applied.
    next: usize,
    /// Warnings in the round before this set.
    before: [u32; 2],
    /// Warnings in this set so far.
    warnings: [u32; 2],
    /// Who received the round-losing warning in this set.
    deciding: Option<Who>,
    limit: u32,
    number: usize,
    spans: &'a SetSpans,
}

impl Incidents<'_> {
    /// Applies the incidents at `after == k`; `over` when the set had
    /// already ended. Returns the end they force, if any.
    fn apply(&mut self, k: usize, over: bool, problems: &mut Vec<RoundProblem>) -> Option<SetEnd> {
        // `k` runs 0, 1, 2, ... and the list is sorted by `after`: the
        // incidents at `k` are the next ones, found without going over the
        // whole list for every move.
        let start = self.next;
        while self
            .list
            .get(self.next)
            .is_some_and(|(_, i)| i.after as usize <= k)
        {
            self.next += 1;
        }
        self.apply_where(start..self.next, |i| i.after as usize == k, over, problems)
    }

    /// Applies every incident, in the order written (a set without moves).
    fn apply_all(&mut self, problems: &mut Vec<RoundProblem>) -> Option<SetEnd> {
        self.apply_where(0..self.list.len(), |_| true, false, problems)
    }

    /// Applies the incidents of `list[range]` that are `here`.
    fn apply_where(
        &mut self,
        range: std::ops::Range<usize>,
        here: impl Fn(&Incident) -> bool,
        over: bool,
        problems: &mut Vec<RoundProblem>,
    ) -> Option<SetEnd> {
        let number = self.number;
        let mut end = None;
        for &(idx, inc) in self.list[range].iter().filter(|(_, i)| here(i)) {
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
                            facts: ProblemFacts::TimeoutAfterEnd { incident: idx + 1 },
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
