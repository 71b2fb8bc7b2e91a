//! What the referee decided: the verdict types every report is built from.

use std::ops::Range;

use crate::engine::{EndReason, IllegalMove, Player, Position};
use crate::record::{Claimed, Forfeit, Record, WarningReason, Who};
use crate::words::{Message, Msg};

use super::Unit;

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
    /// The set was played without its moves being written; its stores
    /// were counted at the end.
    Counted,
}

impl SetEnd {
    /// The `ended_by` code of docs/formats.md §2 (`"result"` is added for sets
    /// entered by their result).
    pub fn code(self) -> &'static str {
        match self {
            SetEnd::Play(r) => r.code(),
            SetEnd::Timeout(_) => "timeout",
            SetEnd::Warnings(_) => "warnings",
            SetEnd::Result => "result",
            SetEnd::Counted => "counted",
        }
    }
}

crate::messages! {
    /// How a set ended, in words, beside [`EndReason`] for the rules of
    /// play (`locales/*/game.ftl`).
    pub enum SetEndMessage {
        /// `check`'s "Ayşe's time ran out".
        Timeout { name: String } = "game-set-end-timeout",
        Warnings { name: String } = "game-set-end-warnings",
        Result = "game-set-end-result",
        Counted = "game-set-end-counted",
        /// What ended a set a round problem points at: "the 3rd warning to
        /// Ayşe lost the round".
        WarningLost { limit: u32, name: String } = "game-set-end-warning-lost",
        ResultEntered = "game-set-end-result-entered",
    }
}

impl SetEnd {
    /// How the set ended, its players named from `record`: "a row was
    /// empty after the move", "Ayşe's time ran out".
    pub fn message(self, record: &Record) -> Msg {
        let name = |who: Who| record.player(who).name;
        match self {
            SetEnd::Play(reason) => reason.msg(),
            SetEnd::Timeout(who) => SetEndMessage::Timeout { name: name(who) }.into(),
            SetEnd::Warnings(who) => SetEndMessage::Warnings { name: name(who) }.into(),
            SetEnd::Result => SetEndMessage::Result.into(),
            SetEnd::Counted => SetEndMessage::Counted.into(),
        }
    }

    /// What ended the set, as a round problem names it (`limit`: the
    /// warning that loses the round).
    pub fn cause(self, record: &Record, limit: u32) -> Msg {
        match self {
            SetEnd::Warnings(who) => SetEndMessage::WarningLost {
                limit,
                name: record.player(who).name,
            }
            .into(),
            SetEnd::Result => SetEndMessage::ResultEntered.into(),
            other => other.message(record),
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
    /// A set counted on paper without a store its ending needs.
    StoreMissing,
    /// Counted stores no ending of the game can leave.
    StoresImpossible,
    /// A set played to its end has no signed score (`claimed`).
    ScoreNotSigned,
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
            ProblemCode::StoreMissing => "store-missing",
            ProblemCode::StoresImpossible => "stores-impossible",
            ProblemCode::ScoreNotSigned => "score-not-signed",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            ProblemCode::StartOrder | ProblemCode::ScoreNotSigned => Severity::Note,
            _ => Severity::Error,
        }
    }
}

/// Something wrong with the round as recorded (not with a single move): a
/// code and the facts it is about, said through [`ProblemMessage`].
#[derive(Debug, Clone, PartialEq)]
pub struct RoundProblem {
    /// The 1-based set it is about.
    pub set: usize,
    pub facts: ProblemFacts,
    /// Where in the record, when known.
    pub span: Option<Range<usize>>,
}

impl RoundProblem {
    pub fn code(&self) -> ProblemCode {
        self.facts.code()
    }

    pub fn severity(&self) -> Severity {
        self.code().severity()
    }
}

/// The facts of a [`RoundProblem`], one variant per [`ProblemCode`].
/// `rules` is the tournament rules' name; `incident` is 1-based.
#[derive(Debug, Clone, PartialEq)]
pub enum ProblemFacts {
    /// The round was decided by set points: `leader` had `points`.
    SetNotToBePlayed {
        leader: Who,
        points: f64,
    },
    /// `loser` lost the round by the `limit`th warning in set `at`.
    SetAfterWarnings {
        loser: Who,
        limit: u32,
        at: usize,
    },
    /// A round under `rules` has at most `games` sets.
    TooManySets {
        rules: String,
        games: usize,
    },
    /// `extra` moves recorded after move `after`, where `end` ended the set
    /// (a timeout, or the `limit`th warning).
    MovesAfterEnd {
        extra: usize,
        after: usize,
        end: SetEnd,
        limit: u32,
    },
    /// Incident `incident` is `after` moves in, beyond the `moves`
    /// recorded (`by_result`: the set is entered by its result).
    IncidentBeyondMoves {
        incident: usize,
        after: u32,
        moves: usize,
        by_result: bool,
    },
    /// A `reason` warning to `player`, who is exempt under `rules`.
    ExemptWarning {
        incident: usize,
        reason: WarningReason,
        player: Who,
        rules: String,
    },
    TimeoutAfterEnd {
        incident: usize,
    },
    TimeoutInResult {
        incident: usize,
    },
    /// Set `later` is recorded although this one is not finished.
    UnfinishedSet {
        later: usize,
    },
    /// A draw entered, which a set under `rules` cannot be.
    DrawNotPossible {
        rules: String,
    },
    /// `recorded` started; the rules name `by_rules` (`None`: nobody starts).
    StartOrder {
        recorded: Who,
        by_rules: Option<Who>,
        rules: String,
    },
    /// A set counted on paper lacks `player`'s store (`timeout`: the store
    /// of the player whose time ran out, which the timer rule reads).
    StoreMissing {
        player: Who,
        timeout: bool,
    },
    /// Counted stores `[first, second]` (a missing one as `None`) that no
    /// ending leaves with `total` stones: more than the total, or (`all_in_stores`:
    /// every ending of the ruleset puts every stone in a store) a sum other
    /// than the total, or stones left on the board without a majority.
    StoresImpossible {
        stores: [Option<u32>; 2],
        total: u16,
        all_in_stores: bool,
    },
    /// The set ended by the rules of play and the players' signed score is
    /// not written.
    ScoreNotSigned,
}

impl ProblemFacts {
    pub fn code(&self) -> ProblemCode {
        match self {
            ProblemFacts::SetNotToBePlayed { .. } => ProblemCode::SetNotToBePlayed,
            ProblemFacts::SetAfterWarnings { .. } => ProblemCode::SetAfterWarnings,
            ProblemFacts::TooManySets { .. } => ProblemCode::TooManySets,
            ProblemFacts::MovesAfterEnd { .. } => ProblemCode::MovesAfterEnd,
            ProblemFacts::IncidentBeyondMoves { .. } => ProblemCode::IncidentBeyondMoves,
            ProblemFacts::ExemptWarning { .. } => ProblemCode::ExemptWarning,
            ProblemFacts::TimeoutAfterEnd { .. } => ProblemCode::TimeoutAfterEnd,
            ProblemFacts::TimeoutInResult { .. } => ProblemCode::TimeoutInResult,
            ProblemFacts::UnfinishedSet { .. } => ProblemCode::UnfinishedSet,
            ProblemFacts::DrawNotPossible { .. } => ProblemCode::DrawNotPossible,
            ProblemFacts::StartOrder { .. } => ProblemCode::StartOrder,
            ProblemFacts::StoreMissing { .. } => ProblemCode::StoreMissing,
            ProblemFacts::StoresImpossible { .. } => ProblemCode::StoresImpossible,
            ProblemFacts::ScoreNotSigned => ProblemCode::ScoreNotSigned,
        }
    }
}

crate::messages! {
    /// A round problem in full (`check`'s text; JSON's `message`, in
    /// English), `locales/*/referee.ftl`: `set` is the set's (or card's)
    /// number, players are named as the record names them.
    pub enum ProblemMessage {
        /// `points`: the leader's set points, as hakem writes points ("1½").
        SetNotToBePlayed { unit: Unit, set: usize, leader: String, points: String } = "referee-set-not-to-be-played",
        SetAfterWarnings { unit: Unit, set: usize, loser: String, limit: u32, at: usize } = "referee-set-after-warnings",
        TooManySets { unit: Unit, set: usize, rules: String, games: usize } = "referee-too-many-sets",
        /// `what`: what ended the set ([`SetEnd::cause`]).
        MovesAfterEnd { unit: Unit, set: usize, extra: usize, after: usize, what: Msg } = "referee-moves-after-end",
        IncidentInResult { unit: Unit, set: usize, incident: usize, after: u32 } = "referee-incident-in-result",
        IncidentBeyondMoves { unit: Unit, set: usize, incident: usize, after: u32, moves: usize } = "referee-incident-beyond-moves",
        ExemptWarning { unit: Unit, set: usize, incident: usize, reason: WarningReason, name: String, rules: String } = "referee-exempt-warning",
        TimeoutAfterEnd { unit: Unit, set: usize, incident: usize } = "referee-timeout-after-end",
        TimeoutInResult { unit: Unit, set: usize, incident: usize } = "referee-timeout-in-result",
        UnfinishedSet { unit: Unit, set: usize, later: usize } = "referee-unfinished-set",
        DrawNotPossible { unit: Unit, set: usize, rules: String } = "referee-draw-not-possible",
        /// `key`: the player's key under `claimed` (`first`, `second`).
        StoreMissing { unit: Unit, set: usize, name: String, key: Who } = "referee-store-missing",
        StoreMissingTimeout { unit: Unit, set: usize, name: String, key: Who } = "referee-store-missing-timeout",
        StoresBeyondTotal { unit: Unit, set: usize, sum: u64, total: u16 } = "referee-stores-beyond-total",
        /// `first`, `second`: the stores counted, "-" for one not counted.
        StoresNotTotal { unit: Unit, set: usize, first: String, second: String, sum: u64, total: u16 } = "referee-stores-not-total",
        StoresNoMajority { unit: Unit, set: usize, first: String, second: String, sum: u64, total: u16 } = "referee-stores-no-majority",
        ScoreNotSigned { unit: Unit, set: usize } = "referee-score-not-signed",
        StartOrder { unit: Unit, set: usize, recorded: String, rules: String, by_rules: String } = "referee-start-order",
        StartOrderNobody { unit: Unit, set: usize, recorded: String, rules: String } = "referee-start-order-nobody",
    }
}

crate::messages! {
    /// A round problem in brief, for the sheets' notes ("set 3 should not
    /// have been played: the set points had decided the round").
    pub enum ProblemBrief {
        SetNotToBePlayed { unit: Unit, set: usize } = "referee-brief-set-not-to-be-played",
        SetAfterWarnings { unit: Unit, set: usize } = "referee-brief-set-after-warnings",
        TooManySets { unit: Unit, set: usize } = "referee-brief-too-many-sets",
        MovesAfterEnd { unit: Unit, set: usize } = "referee-brief-moves-after-end",
        IncidentBeyondMoves { unit: Unit, set: usize } = "referee-brief-incident-beyond-moves",
        ExemptWarning { unit: Unit, set: usize } = "referee-brief-exempt-warning",
        TimeoutAfterEnd { unit: Unit, set: usize } = "referee-brief-timeout-after-end",
        TimeoutInResult { unit: Unit, set: usize } = "referee-brief-timeout-in-result",
        UnfinishedSet { unit: Unit, set: usize } = "referee-brief-unfinished-set",
        DrawNotPossible { unit: Unit, set: usize } = "referee-brief-draw-not-possible",
        StoreMissing { unit: Unit, set: usize } = "referee-brief-store-missing",
        StoresImpossible { unit: Unit, set: usize } = "referee-brief-stores-impossible",
        ScoreNotSigned { unit: Unit, set: usize } = "referee-brief-score-not-signed",
        StartOrder { unit: Unit, set: usize } = "referee-brief-start-order",
    }
}

impl RoundProblem {
    /// The problem in brief, its games called `unit`s.
    pub fn brief(&self, unit: Unit) -> ProblemBrief {
        let set = self.set;
        match self.code() {
            ProblemCode::SetNotToBePlayed => ProblemBrief::SetNotToBePlayed { unit, set },
            ProblemCode::SetAfterWarnings => ProblemBrief::SetAfterWarnings { unit, set },
            ProblemCode::TooManySets => ProblemBrief::TooManySets { unit, set },
            ProblemCode::MovesAfterEnd => ProblemBrief::MovesAfterEnd { unit, set },
            ProblemCode::IncidentBeyondMoves => ProblemBrief::IncidentBeyondMoves { unit, set },
            ProblemCode::ExemptWarning => ProblemBrief::ExemptWarning { unit, set },
            ProblemCode::TimeoutAfterEnd => ProblemBrief::TimeoutAfterEnd { unit, set },
            ProblemCode::TimeoutInResult => ProblemBrief::TimeoutInResult { unit, set },
            ProblemCode::UnfinishedSet => ProblemBrief::UnfinishedSet { unit, set },
            ProblemCode::DrawNotPossible => ProblemBrief::DrawNotPossible { unit, set },
            ProblemCode::StoreMissing => ProblemBrief::StoreMissing { unit, set },
            ProblemCode::StoresImpossible => ProblemBrief::StoresImpossible { unit, set },
            ProblemCode::ScoreNotSigned => ProblemBrief::ScoreNotSigned { unit, set },
            ProblemCode::StartOrder => ProblemBrief::StartOrder { unit, set },
        }
    }

    /// The problem in full, its players named from `record`, its games
    /// called `unit`s; set points written as hakem writes them for a
    /// person ("1½").
    pub fn message(&self, record: &Record, unit: Unit) -> ProblemMessage {
        let set = self.set;
        let name = |who: Who| record.player(who).name;
        match &self.facts {
            ProblemFacts::SetNotToBePlayed { leader, points: p } => {
                ProblemMessage::SetNotToBePlayed {
                    unit,
                    set,
                    leader: name(*leader),
                    points: crate::words::points(*p),
                }
            }
            ProblemFacts::SetAfterWarnings { loser, limit, at } => {
                ProblemMessage::SetAfterWarnings {
                    unit,
                    set,
                    loser: name(*loser),
                    limit: *limit,
                    at: *at,
                }
            }
            ProblemFacts::TooManySets { rules, games } => ProblemMessage::TooManySets {
                unit,
                set,
                rules: rules.clone(),
                games: *games,
            },
            ProblemFacts::MovesAfterEnd {
                extra,
                after,
                end,
                limit,
            } => ProblemMessage::MovesAfterEnd {
                unit,
                set,
                extra: *extra,
                after: *after,
                what: end.cause(record, *limit),
            },
            ProblemFacts::IncidentBeyondMoves {
                incident,
                after,
                by_result: true,
                ..
            } => ProblemMessage::IncidentInResult {
                unit,
                set,
                incident: *incident,
                after: *after,
            },
            ProblemFacts::IncidentBeyondMoves {
                incident,
                after,
                moves,
                by_result: false,
            } => ProblemMessage::IncidentBeyondMoves {
                unit,
                set,
                incident: *incident,
                after: *after,
                moves: *moves,
            },
            ProblemFacts::ExemptWarning {
                incident,
                reason,
                player,
                rules,
            } => ProblemMessage::ExemptWarning {
                unit,
                set,
                incident: *incident,
                reason: *reason,
                name: name(*player),
                rules: rules.clone(),
            },
            ProblemFacts::TimeoutAfterEnd { incident } => ProblemMessage::TimeoutAfterEnd {
                unit,
                set,
                incident: *incident,
            },
            ProblemFacts::TimeoutInResult { incident } => ProblemMessage::TimeoutInResult {
                unit,
                set,
                incident: *incident,
            },
            ProblemFacts::UnfinishedSet { later } => ProblemMessage::UnfinishedSet {
                unit,
                set,
                later: *later,
            },
            ProblemFacts::DrawNotPossible { rules } => ProblemMessage::DrawNotPossible {
                unit,
                set,
                rules: rules.clone(),
            },
            ProblemFacts::StoreMissing {
                player,
                timeout: false,
            } => ProblemMessage::StoreMissing {
                unit,
                set,
                name: name(*player),
                key: *player,
            },
            ProblemFacts::StoreMissing {
                player,
                timeout: true,
            } => ProblemMessage::StoreMissingTimeout {
                unit,
                set,
                name: name(*player),
                key: *player,
            },
            ProblemFacts::StoresImpossible {
                stores,
                total,
                all_in_stores,
            } => {
                let sum: u64 = stores.iter().flatten().map(|&n| u64::from(n)).sum();
                let [first, second] =
                    stores.map(|n| n.map_or_else(|| "-".to_string(), |n| n.to_string()));
                let total = *total;
                if sum > u64::from(total) {
                    ProblemMessage::StoresBeyondTotal {
                        unit,
                        set,
                        sum,
                        total,
                    }
                } else if *all_in_stores {
                    ProblemMessage::StoresNotTotal {
                        unit,
                        set,
                        first,
                        second,
                        sum,
                        total,
                    }
                } else {
                    ProblemMessage::StoresNoMajority {
                        unit,
                        set,
                        first,
                        second,
                        sum,
                        total,
                    }
                }
            }
            ProblemFacts::ScoreNotSigned => ProblemMessage::ScoreNotSigned { unit, set },
            ProblemFacts::StartOrder {
                recorded,
                by_rules: Some(by_rules),
                rules,
            } => ProblemMessage::StartOrder {
                unit,
                set,
                recorded: name(*recorded),
                rules: rules.clone(),
                by_rules: name(*by_rules),
            },
            ProblemFacts::StartOrder {
                recorded,
                by_rules: None,
                rules,
            } => ProblemMessage::StartOrderNobody {
                unit,
                set,
                recorded: name(*recorded),
                rules: rules.clone(),
            },
        }
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
    /// entered by its result, and for a set counted on paper without both
    /// stores (see `counted_stores`).
    pub score: Option<[u16; 2]>,
    /// For a set counted on paper (no moves): the stores counted, each
    /// `None` where it was not counted (a timeout counts one store). `None`
    /// for a set with moves or a result.
    pub counted_stores: Option<[Option<u16>; 2]>,
    pub claimed: Option<Claimed>,
    pub claimed_ok: Option<bool>,
    /// Warnings given in this set (`[first, second]`), exempt ones left out.
    pub warnings: [u32; 2],
    /// False when the set should not have been played (after the round was
    /// decided): it is shown but not scored.
    pub counted: bool,
    /// The set points this set gave (`[first, second]`); `None` when it was
    /// not counted or gave none (not finished, not accepted, or a draw the
    /// rules give no points for).
    pub set_points: Option<[f64; 2]>,
}

impl SetVerdict {
    /// Every move legal and the claims hold (docs/formats.md §2 `valid`).
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
    /// Stones each player kept in their store over the counted sets
    /// (`[first, second]`; sets entered by their result add none): the
    /// standings' last tie-break.
    pub stones: [u32; 2],
    /// The round was not played (`forfeit` in the record): who did not
    /// come, or both. A double forfeit is complete with no winner, and both
    /// players get a loss's round points.
    pub forfeit: Option<Forfeit>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, Words};

    /// A record of two named players for the round problems' tests.
    fn two_players() -> Record {
        use crate::text::diagnostic::Source;
        let source = Source::new(
            "t.toml",
            "variant = \"turkish-mangala\"\n[players]\nfirst = \"Ayşe\"\nsecond = \"Can\"\n[[set]]\nmoves = \"1\"\n",
        );
        crate::record::parse(&source).unwrap().0
    }

    /// `facts` of set `set` in full, in `words`.
    fn said(words: Words, record: &Record, unit: Unit, set: usize, facts: ProblemFacts) -> String {
        let problem = RoundProblem {
            set,
            facts,
            span: None,
        };
        words.say(&problem.message(record, unit))
    }

    /// The messages no `tests/data/cmd` case shows, written out by hand.
    #[test]
    fn round_problems_are_worded_from_their_facts() {
        let record = two_players();
        let say = |set, facts| said(Words::english(), &record, Unit::Set, set, facts);
        let rules = || "mangala-2023".to_string();
        assert_eq!(
            say(
                3,
                ProblemFacts::SetAfterWarnings {
                    loser: Who::Second,
                    limit: 3,
                    at: 2
                }
            ),
            "set 3 should not have been played: Can lost the round by the 3rd warning in set 2"
        );
        assert_eq!(
            say(
                4,
                ProblemFacts::TooManySets {
                    rules: rules(),
                    games: 3
                }
            ),
            "set 4 should not have been played: a round under mangala-2023 has at most 3 sets"
        );
        assert_eq!(
            say(
                1,
                ProblemFacts::MovesAfterEnd {
                    extra: 2,
                    after: 7,
                    end: SetEnd::Warnings(Who::First),
                    limit: 3
                }
            ),
            "set 1: 2 moves recorded after move 7, where the 3rd warning to Ayşe lost the round and the set ended"
        );
        assert_eq!(
            say(1, ProblemFacts::TimeoutAfterEnd { incident: 2 }),
            "set 1, incident 2: a timeout after the set was over"
        );
        assert_eq!(
            say(1, ProblemFacts::UnfinishedSet { later: 2 }),
            "set 1 is not finished, yet set 2 is recorded"
        );
    }

    #[test]
    fn round_problems_in_turkish_name_the_set_first() {
        let record = two_players();
        let facts = || ProblemFacts::SetAfterWarnings {
            loser: Who::Second,
            limit: 3,
            at: 2,
        };
        let tr = Words::new(Language::TR);
        assert_eq!(
            said(tr, &record, Unit::Set, 3, facts()),
            "3. set oynanmamalıydı: Can, 2. set içindeki 3. uyarıyla turu kaybetmişti"
        );
        assert_eq!(
            said(tr, &record, Unit::Card, 3, facts()),
            "3. kart oynanmamalıydı: Can, 2. kart içindeki 3. uyarıyla turu kaybetmişti"
        );
    }

    #[test]
    fn round_problems_follow_the_unit_and_the_number() {
        let record = two_players();
        let en = Words::english();
        let tr = Words::new(Language::TR);
        let too_many = || ProblemFacts::TooManySets {
            rules: "q-bitz-2023".into(),
            games: 7,
        };
        assert_eq!(
            said(en, &record, Unit::Card, 8, too_many()),
            "card 8 should not have been played: a round under q-bitz-2023 has at most 7 cards"
        );
        assert_eq!(
            said(tr, &record, Unit::Card, 8, too_many()),
            "8. kart oynanmamalıydı: q-bitz-2023 kurallarında bir tur en çok 7 kart sürer"
        );
        // English ordinals from Fluent's ordinal plural rules.
        for (limit, ordinal) in [
            (1, "1st"),
            (2, "2nd"),
            (3, "3rd"),
            (11, "11th"),
            (22, "22nd"),
        ] {
            let facts = ProblemFacts::SetAfterWarnings {
                loser: Who::First,
                limit,
                at: 1,
            };
            let text = said(en, &record, Unit::Set, 2, facts);
            assert!(
                text.contains(&format!("by the {ordinal} warning")),
                "{text}"
            );
        }
        // One move, one recorded move: the noun follows the number.
        let beyond = ProblemFacts::IncidentBeyondMoves {
            incident: 1,
            after: 2,
            moves: 1,
            by_result: false,
        };
        assert_eq!(
            said(en, &record, Unit::Set, 1, beyond),
            "set 1, incident 1: `after = 2` is beyond the 1 recorded move"
        );
        // A time-out names the player with the suffix the name takes.
        let timeout = || ProblemFacts::MovesAfterEnd {
            extra: 3,
            after: 5,
            end: SetEnd::Timeout(Who::First),
            limit: 3,
        };
        assert_eq!(
            said(tr, &record, Unit::Set, 1, timeout()),
            "1. set: 5. hamleden sonra 3 hamle yazılmış; orada Ayşe'nin süresi doldu ve set bitmişti"
        );
        assert_eq!(
            said(en, &record, Unit::Set, 1, timeout()),
            "set 1: 3 moves recorded after move 5, where Ayşe's time ran out and the set ended"
        );
        // Points as hakem writes them.
        let decided = ProblemFacts::SetNotToBePlayed {
            leader: Who::Second,
            points: 1.5,
        };
        assert!(said(en, &record, Unit::Set, 3, decided).contains("Can already had 1½ set points"));
    }

    #[test]
    fn a_round_problem_in_brief_names_its_unit() {
        let problem = RoundProblem {
            set: 2,
            facts: ProblemFacts::ScoreNotSigned,
            span: None,
        };
        assert_eq!(
            Words::english().say(&problem.brief(Unit::Card)),
            "card 2 has no signed score"
        );
        assert_eq!(
            Words::new(Language::TR).say(&problem.brief(Unit::Set)),
            "2. setin imzalanan skoru yok"
        );
    }

    #[test]
    fn how_a_set_ended_has_no_internal_code() {
        let record = two_players();
        let tr = Words::new(Language::TR);
        assert_eq!(
            tr.say(&SetEnd::Play(EndReason::RowEmpty).message(&record)),
            "hamleden sonra bir sıra boş kaldı"
        );
        assert_eq!(
            Words::english().say(&SetEnd::Warnings(Who::Second).message(&record)),
            "Can received the round-losing warning"
        );
        for reason in [
            EndReason::RowEmpty,
            EndReason::NoMove,
            EndReason::Majority,
            EndReason::CannotFeed,
            EndReason::Cycle,
            EndReason::NoLegalMove,
            EndReason::SowingLimit,
        ] {
            for words in [Words::english(), tr] {
                let said = words.say(&reason);
                assert!(!said.contains(reason.code()), "{said}");
            }
        }
    }

    #[test]
    fn players_and_units_in_each_language() {
        let (en, tr) = (Words::english(), Words::new(Language::TR));
        assert_eq!(
            (en.say(&Who::First), tr.say(&Who::Second)),
            ("first".to_string(), "2. oyuncu".to_string())
        );
        assert_eq!(
            (en.say(&Unit::Card), tr.say(&Unit::Set)),
            ("card".to_string(), "set".to_string())
        );
    }
}
