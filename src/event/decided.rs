//! How a table's round was decided (`decided_by`): by the sets played, by
//! the timer rule in some set, by a player reaching the warning limit, by
//! a forfeit. One function, [`decided_by`], reads it from the verdict; the
//! results list, the cross table, the wall and the API show it.

use super::folder::{TableResult, TableState};
use crate::record::Who;
use crate::referee::{SetEnd, Verdict};
use crate::swiss::GameResult;

/// How a table's round was decided (docs/formats.md, "decided_by").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecidedBy {
    /// The sets counted or played out, with no timeout.
    Sets,
    /// One or more sets were decided by the timer rule: each set (from 1)
    /// and the player whose time ran out.
    Timeout(Vec<(usize, Who)>),
    /// A player received the warning that loses the round: who, the set
    /// (from 1), and how many warnings they had then.
    Warnings { who: Who, set: usize, warnings: u32 },
    /// This player did not come to the table.
    Forfeit(Who),
    /// Neither player came.
    DoubleForfeit,
}

impl DecidedBy {
    /// The `decided_by` code of the JSON (docs/formats.md).
    pub fn code(&self) -> &'static str {
        match self {
            DecidedBy::Sets => "sets",
            DecidedBy::Timeout(_) => "timeout",
            DecidedBy::Warnings { .. } => "warnings",
            DecidedBy::Forfeit(_) => "forfeit",
            DecidedBy::DoubleForfeit => "double-forfeit",
        }
    }

    /// The facts of the decision, `(set, player)`: each timed-out set and
    /// whose time ran out, the set of the deciding warning and who got it,
    /// the player who did not come (no set); none for sets alone or a
    /// double forfeit.
    pub fn facts(&self) -> Vec<(Option<usize>, Who)> {
        match self {
            DecidedBy::Sets | DecidedBy::DoubleForfeit => Vec::new(),
            DecidedBy::Timeout(sets) => sets.iter().map(|&(s, w)| (Some(s), w)).collect(),
            DecidedBy::Warnings { who, set, .. } => vec![(Some(*set), *who)],
            DecidedBy::Forfeit(who) => vec![(None, *who)],
        }
    }
}

/// How the round of a table whose result is in was decided: a forfeit
/// (in the record or in `event.toml`) first, then the warning limit, then
/// the timer rule in any counted set, else the sets.
pub fn decided_by(result: &TableResult, state: &TableState) -> DecidedBy {
    let forfeited = [result.white, result.black].map(|r| r == GameResult::ForfeitLoss);
    match forfeited {
        [true, true] => return DecidedBy::DoubleForfeit,
        [true, false] => return DecidedBy::Forfeit(Who::First),
        [false, true] => return DecidedBy::Forfeit(Who::Second),
        [false, false] => {}
    }
    match state {
        TableState::Judged(_, verdict) => of_verdict(verdict),
        _ => DecidedBy::Sets,
    }
}

/// How a judged record's round was decided, from its verdict alone.
pub fn of_verdict(verdict: &Verdict) -> DecidedBy {
    let round = &verdict.round;
    match round.forfeit {
        Some(crate::record::Forfeit::Both) => return DecidedBy::DoubleForfeit,
        Some(crate::record::Forfeit::One(who)) => return DecidedBy::Forfeit(who),
        None => {}
    }
    if let Some((who, set)) = round.lost_by_warnings {
        return DecidedBy::Warnings {
            who,
            set,
            warnings: round.warnings[who as usize],
        };
    }
    let timeouts: Vec<(usize, Who)> = verdict
        .sets
        .iter()
        .filter(|s| s.counted)
        .filter_map(|s| match s.ended_by {
            Some(SetEnd::Timeout(who)) => Some((s.number, who)),
            _ => None,
        })
        .collect();
    if timeouts.is_empty() {
        DecidedBy::Sets
    } else {
        DecidedBy::Timeout(timeouts)
    }
}

crate::messages! {
    /// How a round was decided, in words (`locales/*/decided.ftl`): the
    /// results list's remark, the wall's result cell.
    pub enum DecidedSaid {
        /// "time-out: set 2, Mehmet Demir" (one a timed-out set).
        Timeout { set: usize, name: String } = "decided-timeout",
        /// "3rd warning: Ayşe Yılmaz (set 2)": `warnings`, the warning that
        /// reached the rules' limit.
        Warnings { warnings: u32, set: usize, name: String } = "decided-warnings",
        /// "forfeit: Can Kaya did not come".
        Forfeit { name: String } = "decided-forfeit",
        DoubleForfeit = "decided-double-forfeit",
        /// The mark after a set's score decided by the timer rule: "(t)".
        TimeoutMark = "decided-timeout-mark",
        /// The legend of that mark, under the results list.
        TimeoutLegend = "decided-timeout-legend",
        /// The cross table's marks, after its own: a round with a set
        /// decided by the timer rule, a round decided by the warning limit.
        CrossTimeoutMark = "decided-cross-timeout-mark",
        CrossWarningsMark = "decided-cross-warnings-mark",
        /// Their legend, after the cross table's own.
        CrossLegend = "decided-cross-legend",
    }
}

impl DecidedBy {
    /// The decision in words, players named by `name` (first, second);
    /// `None` for a round decided by its sets alone.
    pub fn said(&self, name: impl Fn(Who) -> String) -> Vec<DecidedSaid> {
        match self {
            DecidedBy::Sets => Vec::new(),
            DecidedBy::Timeout(sets) => sets
                .iter()
                .map(|&(set, who)| DecidedSaid::Timeout {
                    set,
                    name: name(who),
                })
                .collect(),
            DecidedBy::Warnings { who, set, warnings } => vec![DecidedSaid::Warnings {
                warnings: *warnings,
                set: *set,
                name: name(*who),
            }],
            DecidedBy::Forfeit(who) => vec![DecidedSaid::Forfeit { name: name(*who) }],
            DecidedBy::DoubleForfeit => vec![DecidedSaid::DoubleForfeit],
        }
    }
}

/// A decision the cross table marks in a game's cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CrossMark {
    /// A set of the round was decided by the timer rule.
    Timeout,
    /// The round was decided by the warning limit.
    Warnings,
}

impl DecidedBy {
    /// The cross table's mark of the decision, if it has one.
    pub fn cross_mark(&self) -> Option<CrossMark> {
        match self {
            DecidedBy::Timeout(_) => Some(CrossMark::Timeout),
            DecidedBy::Warnings { .. } => Some(CrossMark::Warnings),
            _ => None,
        }
    }
}

/// The cross table's mark of a decision ("T", "W"; "S", "U" in Turkish).
pub fn cross_mark(m: CrossMark) -> DecidedSaid {
    match m {
        CrossMark::Timeout => DecidedSaid::CrossTimeoutMark,
        CrossMark::Warnings => DecidedSaid::CrossWarningsMark,
    }
}
