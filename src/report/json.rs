//! The JSON of docs/formats.md §2 (`check --format json`). Field names and their
//! order are a contract with other tools.

use serde::Serialize;

use crate::engine::{Player, Position};
use crate::record::{Record, Who};
use crate::referee::{RoundProblem, SetVerdict, Unit, Verdict};
use crate::text::diagnostic::Source;
use crate::words::Words;

#[derive(Serialize)]
pub struct CheckJson<'a> {
    pub file: &'a str,
    pub variant: &'a str,
    pub valid: bool,
    pub sets: Vec<SetJson>,
    #[serde(rename = "match")]
    pub round: MatchJson,
    /// The tournament rules applied (added field).
    pub rules: &'a str,
    /// Problems with the round as recorded (added field).
    pub problems: Vec<ProblemJson>,
}

#[derive(Serialize)]
pub struct SetJson {
    pub set: usize,
    /// Null only for games where nobody starts (cards).
    pub starts: Option<&'static str>,
    pub valid: bool,
    pub plies: usize,
    pub error: Option<ErrorJson>,
    /// Null for a set entered by its result.
    pub board: Option<BoardJson>,
    pub to_move: Option<&'static str>,
    pub finished: bool,
    pub ended_by: Option<&'static str>,
    pub winner: Option<&'static str>,
    /// Null for a set entered by its result; for a set counted on paper
    /// the stores counted, a store not counted (a timeout) null.
    pub score: Option<PairJson<Option<u16>>>,
    pub claimed_ok: Option<bool>,
    /// Who should have started by the tournament rules (added field).
    pub rules_starts: Option<&'static str>,
    /// Warnings given in this set (added field).
    pub warnings: PairJson<u32>,
    /// False for a set that should not have been played (added field).
    pub counted: bool,
}

/// One round problem (added field `problems`).
#[derive(Serialize)]
pub struct ProblemJson {
    pub set: usize,
    pub code: &'static str,
    /// "error" (the record is invalid) or "note".
    pub severity: &'static str,
    pub message: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
}

impl ProblemJson {
    pub fn of(source: &Source, record: &Record, unit: Unit, p: &RoundProblem) -> ProblemJson {
        let at = p.span.as_ref().map(|s| source.line_col(s.start));
        ProblemJson {
            set: p.set,
            code: p.code().code(),
            severity: p.severity().key(),
            message: Words::english().say(&p.message(record, unit)),
            line: at.map(|a| a.0),
            column: at.map(|a| a.1),
        }
    }
}

#[derive(Serialize)]
pub struct ErrorJson {
    #[serde(rename = "move")]
    pub index: usize,
    pub pit: u32,
    pub code: &'static str,
    pub message: String,
}

#[derive(Serialize, PartialEq, Eq, Debug, Clone)]
pub struct SideJson {
    pub pits: Vec<u16>,
    pub store: u16,
}

#[derive(Serialize, PartialEq, Eq, Debug, Clone)]
pub struct BoardJson {
    pub south: SideJson,
    pub north: SideJson,
}

impl BoardJson {
    pub fn of(position: &Position) -> BoardJson {
        let side = |p: Player| SideJson {
            pits: position.row(p).to_vec(),
            store: position.store(p),
        };
        BoardJson {
            south: side(Player::South),
            north: side(Player::North),
        }
    }
}

#[derive(Serialize)]
pub struct PairJson<T> {
    pub first: T,
    pub second: T,
}

impl<T: Copy> PairJson<T> {
    pub fn of(values: [T; 2]) -> PairJson<T> {
        PairJson {
            first: values[Who::First as usize],
            second: values[Who::Second as usize],
        }
    }
}

#[derive(Serialize)]
pub struct MatchJson {
    pub complete: bool,
    pub winner: Option<&'static str>,
    pub set_points: PairJson<f64>,
    pub round_points: PairJson<f64>,
    pub warnings: PairJson<u32>,
    /// The player who lost the round by the warning limit (added field).
    pub lost_by_warnings: Option<&'static str>,
    /// A round not played: `"first"` or `"second"` (who did not come) or
    /// `"both"`; null for a round played (added field).
    pub forfeit: Option<&'static str>,
}

pub fn set_json(set: &SetVerdict) -> SetJson {
    SetJson {
        set: set.number,
        starts: set.starts.map(Who::key),
        valid: set.valid(),
        plies: set.plies,
        error: set.error.as_ref().map(|e| ErrorJson {
            index: e.index,
            pit: e.pit,
            code: e.illegal.code(),
            message: Words::english().say(&e.illegal),
        }),
        board: set.position.as_ref().map(BoardJson::of),
        to_move: set
            .position
            .filter(|_| !set.finished())
            .map(|p| p.to_move().name()),
        finished: set.finished(),
        ended_by: set.ended_by.map(|e| e.code()),
        winner: set.winner.map(|w| w.key()),
        score: set
            .score
            .map(|s| s.map(Some))
            .or(set.counted_stores)
            .map(PairJson::of),
        claimed_ok: set.claimed_ok,
        rules_starts: set.rules_starts.map(Who::key),
        warnings: PairJson::of(set.warnings),
        counted: set.counted,
    }
}

/// The JSON line of one record. `rules` names the tournament rules applied.
/// `value` as one line of JSON. The output types are plain structs with
/// string keys, which always serialise; the empty string is never seen.
pub fn line<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

pub fn check_json(source: &Source, record: &Record, rules: &str, verdict: &Verdict) -> String {
    let doc = CheckJson {
        file: &source.name,
        variant: &record.variant,
        rules,
        // Worded side by side on the machine's cores (150,000 problems).
        problems: {
            use rayon::prelude::*;
            (verdict.problems.par_iter())
                .with_min_len(256)
                .map(|p| ProblemJson::of(source, record, verdict.unit, p))
                .collect()
        },
        valid: verdict.valid(),
        sets: verdict.sets.iter().map(set_json).collect(),
        round: MatchJson {
            complete: verdict.round.complete,
            winner: verdict.round.winner.map(|w| w.key()),
            set_points: PairJson::of(verdict.round.set_points),
            round_points: PairJson::of(verdict.round.round_points),
            warnings: PairJson::of(verdict.round.warnings),
            lost_by_warnings: verdict.round.lost_by_warnings.map(|(w, _)| w.key()),
            forfeit: verdict.round.forfeit.map(|f| f.key()),
        },
    };
    line(&doc)
}
