//! The JSON of FORMATS.md §2 (`check --format json`). Field names and their
//! order are a contract with other tools.

use serde::Serialize;

use crate::engine::{Player, Position};
use crate::record::Who;
use crate::referee::{SetVerdict, Verdict};

#[derive(Serialize)]
pub struct CheckJson<'a> {
    pub file: &'a str,
    pub variant: &'a str,
    pub valid: bool,
    pub sets: Vec<SetJson>,
    #[serde(rename = "match")]
    pub round: MatchJson,
}

#[derive(Serialize)]
pub struct SetJson {
    pub set: usize,
    pub starts: &'static str,
    pub valid: bool,
    pub plies: usize,
    pub error: Option<ErrorJson>,
    pub board: BoardJson,
    pub to_move: Option<&'static str>,
    pub finished: bool,
    pub ended_by: Option<&'static str>,
    pub winner: Option<&'static str>,
    pub score: PairJson<u16>,
    pub claimed_ok: Option<bool>,
    /// Who should have started by the tournament rules (added field).
    pub rules_starts: &'static str,
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
}

pub fn set_json(set: &SetVerdict) -> SetJson {
    SetJson {
        set: set.number,
        starts: set.starts.key(),
        valid: set.valid(),
        plies: set.plies,
        error: set.error.as_ref().map(|e| ErrorJson {
            index: e.index,
            pit: e.pit,
            code: e.illegal.code(),
            message: e.illegal.to_string(),
        }),
        board: BoardJson::of(&set.position),
        to_move: (!set.finished()).then(|| set.position.to_move().name()),
        finished: set.finished(),
        ended_by: set.ended_by.map(|e| e.code()),
        winner: set.winner.map(|w| w.key()),
        score: PairJson::of(set.score),
        claimed_ok: set.claimed_ok,
        rules_starts: set.rules_starts.key(),
    }
}

pub fn check_json(file: &str, variant: &str, verdict: &Verdict) -> String {
    let doc = CheckJson {
        file,
        variant,
        valid: verdict.valid(),
        sets: verdict.sets.iter().map(set_json).collect(),
        round: MatchJson {
            complete: verdict.round.complete,
            winner: verdict.round.winner.map(|w| w.key()),
            set_points: PairJson::of(verdict.round.set_points),
            round_points: PairJson::of(verdict.round.round_points),
            warnings: PairJson::of(verdict.round.warnings),
        },
    };
    serde_json::to_string(&doc).unwrap_or_default()
}
