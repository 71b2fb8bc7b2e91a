//! Judging a whole record: the sets in order, then the round's score.

use crate::record::{Forfeit, Record, SetSpans, Spans, Who};
use crate::ruleset::Ruleset;

use super::set::judge_set;
use super::*;

/// Replays every set of `record` and scores the round. `rules` is the
/// sowing ruleset, `None` for match-level games (sets entered by result).
pub fn judge(
    record: &Record,
    spans: &Spans,
    rules: Option<&Ruleset>,
    t: &TournamentRules,
) -> Verdict {
    if let Some(forfeit) = record.forfeit {
        return forfeited(forfeit, t);
    }
    let mut problems = Vec::new();
    let mut sets: Vec<SetVerdict> = Vec::new();
    let mut warnings = [0u32; 2];
    let mut set_points = [0.0f64; 2];
    let mut stones = [0u32; 2];
    let mut finished = 0usize;
    let mut lost_by: Option<(Who, usize)> = None;
    let empty = SetSpans::default();

    for (i, set) in record.sets.iter().enumerate() {
        let number = i + 1;
        let set_spans = spans.sets.get(i).unwrap_or(&empty);
        let here = Some(set_spans.set.clone());
        // Was the round already over before this set?
        let leader = (0..2).find(|&p| t.stop_at().is_some_and(|s| set_points[p] >= s));
        let over = if let Some((loser, at)) = lost_by {
            Some(ProblemFacts::SetAfterWarnings {
                loser,
                limit: t.warning_limit(),
                at,
            })
        } else if number > t.games() {
            Some(ProblemFacts::TooManySets {
                rules: t.name().to_string(),
                games: t.games(),
            })
        } else {
            leader.map(|p| ProblemFacts::SetNotToBePlayed {
                leader: if p == 0 { Who::First } else { Who::Second },
                points: set_points[p],
            })
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
                facts: ProblemFacts::UnfinishedSet { later: number },
                span: spans.sets.get(prev.number - 1).map(|s| s.set.clone()),
            });
        }
        let counted = over.is_none();
        if let Some(facts) = over {
            problems.push(RoundProblem {
                set: number,
                facts,
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
                Winner::Player(Who::First) => Some([t.set_points().win(), t.set_points().loss()]),
                Winner::Player(Who::Second) => Some([t.set_points().loss(), t.set_points().win()]),
                Winner::Draw => t.set_points().draw().map(|d| [d, d]),
            };
            verdict.set_points = verdict.winner.and_then(pts);
            if let Some(p) = verdict.set_points {
                set_points[0] += p[0];
                set_points[1] += p[1];
                finished += 1;
            }
            // A timeout counted on paper counts one store: the other
            // player's stones were not counted and add none.
            let counted = verdict
                .score
                .map(|s| s.map(Some))
                .or(verdict.counted_stores.filter(|_| verdict.winner.is_some()))
                .unwrap_or_default();
            for (total, here) in stones.iter_mut().zip(counted) {
                *total += u32::from(here.unwrap_or(0));
            }
        }
        sets.push(verdict);
    }

    let decided = t
        .stop_at()
        .is_some_and(|s| set_points.iter().any(|&p| p >= s));
    let complete = lost_by.is_some() || decided || finished >= t.games();
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
    let r = t.round_points();
    let round_points = match winner {
        None => [0.0, 0.0],
        Some(Winner::Player(Who::First)) => [r.win(), r.loss()],
        Some(Winner::Player(Who::Second)) => [r.loss(), r.win()],
        Some(Winner::Draw) => {
            let d = r.draw().unwrap_or(r.loss());
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
            stones,
            forfeit: None,
        },
        problems,
        unit: t.unit(),
    }
}

/// A round not played: the player who came wins it by forfeit (a win's
/// round points, no set points, no stones); a double forfeit is a loss for
/// both.
fn forfeited(forfeit: Forfeit, t: &TournamentRules) -> Verdict {
    let r = t.round_points();
    let (winner, round_points) = match forfeit {
        Forfeit::One(Who::First) => (Some(Winner::Player(Who::Second)), [r.loss(), r.win()]),
        Forfeit::One(Who::Second) => (Some(Winner::Player(Who::First)), [r.win(), r.loss()]),
        Forfeit::Both => (None, [r.loss(), r.loss()]),
    };
    Verdict {
        sets: Vec::new(),
        round: MatchVerdict {
            complete: true,
            winner,
            set_points: [0.0, 0.0],
            round_points,
            warnings: [0, 0],
            lost_by_warnings: None,
            stones: [0, 0],
            forfeit: Some(forfeit),
        },
        problems: Vec::new(),
        unit: t.unit(),
    }
}
