//! The engine's and the referee's codes and facts in words: how a set
//! ended, an illegal move, a round problem, a place on the board, a seat.
//!
//! The words are typed messages of their own layers (`engine`, `record`,
//! `referee`: `locales/*/game.ftl`, `locales/*/referee.ftl`); what is left
//! here are the `Words` methods the reports, sheets, live and the server
//! still call, each saying one of those messages, and the functions that
//! hand out the old labels until their callers say the messages.

use std::collections::BTreeMap;
use std::sync::Mutex;

use super::Label;
use super::numbers::points;
use crate::engine::{EndReason, IllegalMove, Place, Player};
use crate::record::{Record, WarningReason, Who};
use crate::referee::{ProblemCode, RoundProblem, Unit};
use crate::words::{Language, Message, Msg, Words};

/// The old label of a play-ending reason (callers move to `words.say(&reason)`).
pub fn end_reason(reason: EndReason) -> Label {
    match reason {
        EndReason::RowEmpty => Label::EndRowEmpty,
        EndReason::NoMove => Label::EndNoMove,
        EndReason::Majority => Label::EndMajority,
        EndReason::CannotFeed => Label::EndCannotFeed,
        EndReason::Cycle => Label::EndCycle,
        EndReason::NoLegalMove => Label::EndNoLegalMove,
        EndReason::SowingLimit => Label::EndSowingLimit,
    }
}

/// The short label of an illegal move (sheets).
pub fn illegal_move_label(illegal: &IllegalMove) -> Label {
    match illegal {
        IllegalMove::EmptyPit { .. } => Label::IllegalEmptyPit,
        IllegalMove::NoSuchPit { .. } => Label::IllegalNoSuchPit,
        IllegalMove::MustFeed { .. } => Label::IllegalMustFeed,
        IllegalMove::GrandSlam { .. } => Label::IllegalGrandSlam,
        IllegalMove::GameOver { .. } => Label::IllegalGameOver,
    }
}

/// The old short label of a round problem (sheets; `{ $p1 }` is the set
/// number). Callers move to [`RoundProblem::brief`].
pub fn round_problem_label(code: ProblemCode) -> Label {
    match code {
        ProblemCode::SetNotToBePlayed => Label::ProblemSetNotToBePlayed,
        ProblemCode::SetAfterWarnings => Label::ProblemSetAfterWarnings,
        ProblemCode::TooManySets => Label::ProblemTooManySets,
        ProblemCode::MovesAfterEnd => Label::ProblemMovesAfterEnd,
        ProblemCode::IncidentBeyondMoves => Label::ProblemIncidentBeyondMoves,
        ProblemCode::ExemptWarning => Label::ProblemExemptWarning,
        ProblemCode::TimeoutAfterEnd => Label::ProblemTimeoutAfterEnd,
        ProblemCode::TimeoutInResult => Label::ProblemTimeoutInResult,
        ProblemCode::UnfinishedSet => Label::ProblemUnfinishedSet,
        ProblemCode::DrawNotPossible => Label::ProblemDrawNotPossible,
        ProblemCode::StoreMissing => Label::ProblemStoreMissing,
        ProblemCode::StoresImpossible => Label::ProblemStoresImpossible,
        ProblemCode::ScoreNotSigned => Label::ProblemScoreNotSigned,
        ProblemCode::StartOrder => Label::ProblemStartOrder,
    }
}

/// The old label of a warning's reason (callers move to
/// `words.say(&reason)`).
pub fn warning_reason(reason: WarningReason) -> Label {
    match reason {
        WarningReason::TouchMove => Label::ReasonTouchMove,
        WarningReason::IllegalMove => Label::ReasonIllegalMove,
        WarningReason::Conduct => Label::ReasonConduct,
    }
}

crate::messages! {
    /// Words of the standings' tie-break columns and of whoever starts a
    /// set, as the lists head them.
    pub enum ListWords {
        /// The heading of the column of the player who starts `set`.
        SetStarts { set: u32 } = "game-set-starts",
        /// The same for a grid game, where the player who starts plays
        /// black.
        BlackInSet { set: u32 } = "game-black-in-set",
        /// One line of the legend under the standings: a tie-break's
        /// heading and what it means.
        TieBreakLegend { code: String, meaning: Msg } = "referee-tie-break-legend",
    }
}

crate::messages! {
    /// A solved value, from the mover's view.
    pub enum SolvedValue {
        Draw = "game-solved-draw",
        /// `seat` wins by `stones`.
        WinsBy { seat: Player, stones: u32 } = "game-solved-wins-by",
    }
}

crate::messages! {
    /// A count of stones: "4 stones", "1 stone", "4 taş".
    pub enum Stones {
        Count { n: u32 } = "game-stones",
    }
}

/// A fact-less message worded once a process in each language, for the
/// methods below that lend out `&'static str` (a few dozen words in each
/// language hakem speaks, kept for the process's life).
pub(super) fn kept(words: Words, message: &impl Message) -> &'static str {
    static KEPT: Mutex<BTreeMap<(Language, &'static str), &'static str>> =
        Mutex::new(BTreeMap::new());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    kept.entry((words.language(), message.id()))
        .or_insert_with(|| Box::leak(words.say(message).into_boxed_str()))
}

impl Words {
    /// The heading of the column of the player who starts set 1: "Starts
    /// set 1", or for a grid game, where the first player plays black,
    /// "Black in set 1".
    pub fn set_one_starter(self, grid: bool) -> String {
        self.say(&if grid {
            ListWords::BlackInSet { set: 1 }
        } else {
            ListWords::SetStarts { set: 1 }
        })
    }

    /// How a play-ending reason reads.
    pub fn end_reason(self, reason: EndReason) -> &'static str {
        kept(self, &reason)
    }

    /// A seat: "South" / "Güney".
    pub fn seat(self, player: Player) -> &'static str {
        kept(self, &player)
    }

    /// A tie-break's column heading: its international code (BH-C1, BH,
    /// SB, SP), the ones that are English words in the reader's language
    /// (WIN "GAL", STONES "TAŞ", DE "AM").
    pub fn tie_break(self, t: crate::swiss::TieBreak) -> &'static str {
        use crate::swiss::TieBreak;
        match t {
            TieBreak::StonesWon => self.t(Label::TieBreakStones),
            TieBreak::Wins => self.t(Label::TieBreakWins),
            TieBreak::DirectEncounter => self.t(Label::TieBreakDirect),
            t => t.code(),
        }
    }

    /// What a tie-break's heading means, for the legend under the
    /// standings: "BH-C1: Buchholz Cut 1, the opponents' points less the
    /// lowest".
    pub fn tie_break_legend(self, t: crate::swiss::TieBreak) -> String {
        use crate::swiss::TieBreak;
        let meaning = match t {
            TieBreak::DirectEncounter => Label::LegendDirect,
            TieBreak::Buchholz => Label::LegendBuchholz,
            TieBreak::BuchholzCut1 => Label::LegendBuchholzCut1,
            TieBreak::SonnebornBerger => Label::LegendSonnebornBerger,
            TieBreak::Wins => Label::LegendWins,
            TieBreak::SetPoints => Label::LegendSetPoints,
            TieBreak::StonesWon => Label::LegendStones,
        };
        self.say(&ListWords::TieBreakLegend {
            code: self.tie_break(t).to_string(),
            meaning: meaning.msg(),
        })
    }

    /// A tie-break's value in the one number style of the lists ("31½").
    pub fn tie_break_value(self, v: crate::swiss::Value) -> String {
        super::numbers::fraction(v.numerator, v.denominator)
    }

    /// A player of the round: "first" / "1. oyuncu".
    pub fn who(self, who: Who) -> &'static str {
        kept(self, &who)
    }

    /// What a round is played in, in a sentence: "set" / "card".
    pub fn unit(self, unit: Unit) -> &'static str {
        kept(self, &unit)
    }

    /// What a round is played in, as a heading: "Set" / "Card".
    pub fn unit_title(self, unit: Unit) -> &'static str {
        kept(self, &unit.title())
    }

    /// "4 stones" / "1 stone" / "4 taş".
    pub fn stones(self, n: u32) -> String {
        self.say(&Stones::Count { n })
    }

    /// A place on the board: "South's pit 3", "North's store" / "Güney'in 3.
    /// kuyusu", "Kuzey'in hazinesi".
    pub fn place(self, place: Place) -> String {
        self.say(&place)
    }

    /// A solved value from the mover's view: "a draw", "South wins by 10
    /// stones".
    pub fn solved_value(self, mover: Player, value: i32) -> String {
        let seat = if value > 0 { mover } else { mover.opponent() };
        self.say(&match value {
            0 => SolvedValue::Draw,
            v => SolvedValue::WinsBy {
                seat,
                stones: v.unsigned_abs(),
            },
        })
    }

    /// An illegal move in full, from the engine's code and facts.
    pub fn illegal_move(self, illegal: &IllegalMove) -> String {
        self.say(illegal)
    }

    /// A round problem in full (`check`'s text, JSON `message` in English),
    /// from the referee's facts; sheets use the short labels.
    pub fn round_problem(self, problem: &RoundProblem, record: &Record, unit: Unit) -> String {
        self.say(&round_problem_message(problem, record, unit))
    }
}

/// A round problem in full as a message: [`RoundProblem::message`] with
/// points written as hakem writes them ("1½").
fn round_problem_message(problem: &RoundProblem, record: &Record, unit: Unit) -> Msg {
    problem.message(record, unit, points).into()
}
