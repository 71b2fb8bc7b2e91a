//! The engine's and the referee's codes and facts in words: how a set
//! ended, an illegal move, a round problem, a place on the board, a seat.

use super::Label;
use super::numbers::points;
use crate::engine::{EndReason, IllegalMove, Place, Player};
use crate::record::{Record, WarningReason, Who};
use crate::referee::{ProblemCode, ProblemFacts, RoundProblem, SetEnd, Unit};
use crate::ruleset::Language;
use crate::words::Words;

/// The key of a play-ending reason in the table.
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

/// The short label of a round problem (sheets); `{}` is the set number.
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

/// The label of a warning's reason.
pub fn warning_reason(reason: WarningReason) -> Label {
    match reason {
        WarningReason::TouchMove => Label::ReasonTouchMove,
        WarningReason::IllegalMove => Label::ReasonIllegalMove,
        WarningReason::Conduct => Label::ReasonConduct,
    }
}

impl Words {
    /// The heading of the column of the player who starts set 1: "Starts
    /// set 1", or for a grid game, where the first player plays black,
    /// "Black in set 1".
    pub fn set_one_starter(self, grid: bool) -> String {
        let label = if grid {
            Label::BlackInSet
        } else {
            Label::SetStarts
        };
        self.fill(label, &["1"])
    }

    /// How a play-ending reason reads.
    pub fn end_reason(self, reason: EndReason) -> &'static str {
        self.t(end_reason(reason))
    }

    /// A seat: "South" / "Güney".
    pub fn seat(self, player: Player) -> &'static str {
        match player {
            Player::South => self.t(Label::South),
            Player::North => self.t(Label::North),
        }
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
        format!("{}: {}", self.tie_break(t), self.t(meaning))
    }

    /// A tie-break's value in the one number style of the lists ("31½").
    pub fn tie_break_value(self, v: crate::swiss::Value) -> String {
        super::numbers::fraction(v.numerator, v.denominator)
    }

    /// A side of the record: "first" / "birinci".
    pub fn who(self, who: Who) -> &'static str {
        match who {
            Who::First => self.t(Label::WhoFirst),
            Who::Second => self.t(Label::WhoSecond),
        }
    }

    /// What a round is played in, in a sentence: "set" / "card".
    pub fn unit(self, unit: Unit) -> &'static str {
        match unit {
            Unit::Set => self.t(Label::UnitSet),
            Unit::Card => self.t(Label::UnitCard),
        }
    }

    /// What a round is played in, as a heading: "Set" / "Card".
    pub fn unit_title(self, unit: Unit) -> &'static str {
        match unit {
            Unit::Set => self.t(Label::UnitSetTitle),
            Unit::Card => self.t(Label::UnitCardTitle),
        }
    }

    /// "4 stones" / "1 stone" / "4 taş".
    pub fn stones(self, n: u32) -> String {
        if n == 1 {
            self.t(Label::OneStone).to_string()
        } else {
            self.fill(Label::StonesCount, &[&n.to_string()])
        }
    }

    /// A place on the board: "South's pit 3", "North's store" / "Güney'in 3.
    /// kuyusu", "Kuzey'in hazinesi".
    pub fn place(self, place: Place) -> String {
        match place {
            Place::Pit { player, pit } => {
                self.fill(Label::PlacePit, &[self.seat(player), &pit.to_string()])
            }
            Place::Store(player) => self.fill(Label::PlaceStore, &[self.seat(player)]),
        }
    }

    /// A solved value from the mover's view: "a draw", "South wins by 10
    /// stones".
    pub fn solved_value(self, mover: Player, value: i32) -> String {
        let winner = if value > 0 { mover } else { mover.opponent() };
        match value {
            0 => self.t(Label::SolvedDraw).to_string(),
            v => self.fill(
                Label::SolvedWinsBy,
                &[self.seat(winner), &self.stones(v.unsigned_abs())],
            ),
        }
    }

    /// An illegal move in full, from the engine's code and facts.
    pub fn illegal_move(self, illegal: &IllegalMove) -> String {
        match *illegal {
            IllegalMove::NoSuchPit { pit, pits } => self.fill(
                Label::IllegalNoSuchPitFull,
                &[&pit.to_string(), &pits.to_string()],
            ),
            IllegalMove::EmptyPit { pit } => {
                self.fill(Label::IllegalEmptyPitFull, &[&pit.to_string()])
            }
            IllegalMove::MustFeed { pit, feeding } => {
                let pits: Vec<String> = (0..32)
                    .filter(|b| feeding & (1 << b) != 0)
                    .map(|b| (b + 1).to_string())
                    .collect();
                self.fill(
                    Label::IllegalMustFeedFull,
                    &[&pit.to_string(), &pits.join(", ")],
                )
            }
            IllegalMove::GrandSlam { pit } => {
                self.fill(Label::IllegalGrandSlamFull, &[&pit.to_string()])
            }
            IllegalMove::GameOver { reason } => {
                self.fill(Label::IllegalGameOverFull, &[self.t(end_reason(reason))])
            }
        }
    }

    /// A round problem in full (`check`'s text, JSON `message` in English),
    /// from the referee's facts; sheets use the short labels.
    pub fn round_problem(self, problem: &RoundProblem, record: &Record, unit: Unit) -> String {
        let lang = self.language();
        let u = self.unit(unit);
        let number = problem.set.to_string();
        let name = |who| record.player(who).name;
        let say = |label, holes: &[(&'static str, &str)]| {
            let mut all = vec![("unit", u), ("number", number.as_str())];
            all.extend_from_slice(holes);
            self.fill_named(label, &all)
        };
        match &problem.facts {
            ProblemFacts::SetNotToBePlayed { leader, points: p } => say(
                Label::FullSetNotToBePlayed,
                &[("leader", &name(*leader)), ("points", &points(*p))],
            ),
            ProblemFacts::SetAfterWarnings { loser, limit, at } => say(
                Label::FullSetAfterWarnings,
                &[
                    ("loser", &name(*loser)),
                    ("ordinal", &self.ordinal(*limit)),
                    ("at", &at.to_string()),
                ],
            ),
            ProblemFacts::TooManySets { rules, games } => say(
                Label::FullTooManySets,
                &[("rules", rules), ("games", &games.to_string())],
            ),
            ProblemFacts::MovesAfterEnd {
                extra,
                after,
                end,
                limit,
            } => {
                let what = match *end {
                    SetEnd::Timeout(who) => self.fill(Label::EndTimeout, &[&name(who)]),
                    SetEnd::Warnings(who) => self.fill_named(
                        Label::WhatWarningLost,
                        &[("ordinal", &self.ordinal(*limit)), ("name", &name(who))],
                    ),
                    SetEnd::Play(reason) => self.t(end_reason(reason)).to_string(),
                    SetEnd::Result => self.t(Label::WhatResultEntered).to_string(),
                    SetEnd::Counted => self.t(Label::EndCounted).to_string(),
                };
                say(
                    Label::FullMovesAfterEnd,
                    &[
                        ("extra", &extra.to_string()),
                        ("after", &after.to_string()),
                        ("what", &what),
                    ],
                )
            }
            ProblemFacts::IncidentBeyondMoves {
                incident,
                after,
                moves,
                by_result,
            } => {
                let label = if *by_result {
                    Label::FullIncidentInResult
                } else {
                    Label::FullIncidentBeyondMoves
                };
                say(
                    label,
                    &[
                        ("incident", &incident.to_string()),
                        ("after", &after.to_string()),
                        ("moves", &moves.to_string()),
                    ],
                )
            }
            ProblemFacts::ExemptWarning {
                incident,
                reason,
                player,
                rules,
            } => {
                // English names the reason as the record writes it.
                let reason = match lang == Language::TR {
                    false => reason.key(),
                    true => self.t(warning_reason(*reason)),
                };
                say(
                    Label::FullExemptWarning,
                    &[
                        ("incident", &incident.to_string()),
                        ("reason", reason),
                        ("name", &name(*player)),
                        ("rules", rules),
                    ],
                )
            }
            ProblemFacts::TimeoutAfterEnd { incident } => say(
                Label::FullTimeoutAfterEnd,
                &[("incident", &incident.to_string())],
            ),
            ProblemFacts::TimeoutInResult { incident } => say(
                Label::FullTimeoutInResult,
                &[("incident", &incident.to_string())],
            ),
            ProblemFacts::UnfinishedSet { later } => {
                say(Label::FullUnfinishedSet, &[("later", &later.to_string())])
            }
            ProblemFacts::DrawNotPossible { rules } => {
                say(Label::FullDrawNotPossible, &[("rules", rules)])
            }
            ProblemFacts::StoreMissing { player, timeout } => say(
                if *timeout {
                    Label::FullStoreMissingTimeout
                } else {
                    Label::FullStoreMissing
                },
                &[("name", &name(*player)), ("key", player.key())],
            ),
            ProblemFacts::StoresImpossible {
                stores,
                total,
                all_in_stores,
            } => {
                let sum: u64 = stores.iter().flatten().map(|&n| u64::from(n)).sum();
                let label = if sum > u64::from(*total) {
                    Label::FullStoresBeyondTotal
                } else if *all_in_stores {
                    Label::FullStoresNotTotal
                } else {
                    Label::FullStoresNoMajority
                };
                let shown = stores.map(|n| n.map_or_else(|| "-".to_string(), |n| n.to_string()));
                say(
                    label,
                    &[
                        ("first", &shown[0]),
                        ("second", &shown[1]),
                        ("sum", &sum.to_string()),
                        ("total", &total.to_string()),
                    ],
                )
            }
            ProblemFacts::ScoreNotSigned => say(Label::FullScoreNotSigned, &[]),
            ProblemFacts::StartOrder {
                recorded,
                by_rules: Some(r),
                rules,
            } => say(
                Label::FullStartOrder,
                &[
                    ("recorded", &name(*recorded)),
                    ("rules", rules),
                    ("by_rules", &name(*r)),
                ],
            ),
            ProblemFacts::StartOrder {
                recorded,
                by_rules: None,
                rules,
            } => say(
                Label::FullStartOrderNobody,
                &[("recorded", &name(*recorded)), ("rules", rules)],
            ),
        }
    }
}
