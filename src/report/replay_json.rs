//! The JSON of docs/formats.md §3 (`replay --format json`), plus the added
//! fields documented there: `events` on each position, the
//! players, the what-if line, the illegal move that stopped the replay and
//! the answer to `--count`. Field names and order are a contract.

use serde::Serialize;

use super::json::SideJson;
use super::replay::{Context, count_after_sowing};
use crate::analysis::best_move::Best;
use crate::analysis::replay::{Line, Stop};
use crate::engine::{Outcome, Place, Player, Position};
use crate::words::Words;

#[derive(Serialize)]
pub struct ReplayJson<'a> {
    pub variant: &'a str,
    pub set: usize,
    /// The record file; null for moves given on the command line.
    pub file: Option<&'a str>,
    /// The people in each seat; null without a record.
    pub players: Option<SeatsJson<'a>>,
    pub positions: Vec<PositionJson>,
    /// Set when `--then` played what-if moves.
    pub what_if: Option<WhatIfJson>,
    /// The illegal move that stopped the replay.
    pub error: Option<StopJson>,
    /// The answer to `--count`.
    pub count: Option<CountJson>,
}

#[derive(Serialize)]
pub struct SeatsJson<'a> {
    pub south: &'a str,
    pub north: &'a str,
}

#[derive(Serialize)]
pub struct WhatIfJson {
    /// The what-if moves start from the position after this many moves.
    pub after: usize,
    pub moves: Vec<u32>,
}

#[derive(Serialize)]
pub struct MoveJson {
    pub player: &'static str,
    pub pit: u8,
}

#[derive(Serialize)]
pub struct PositionJson {
    pub ply: usize,
    /// Null when the set is over.
    pub to_move: Option<&'static str>,
    #[serde(rename = "move")]
    pub mv: Option<MoveJson>,
    pub south: SideJson,
    pub north: SideJson,
    /// What the move did, in order (empty for position 0).
    pub events: Vec<EventJson>,
    /// The move came from `--then`, not from the record.
    pub what_if: bool,
}

/// A place on the board: `{"side":"north","pit":3}` or `{"side":"south","store":true}`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct PlaceJson {
    pub side: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pit: Option<u8>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub store: bool,
}

impl PlaceJson {
    pub fn of(place: Place) -> PlaceJson {
        match place {
            Place::Pit { player, pit } => PlaceJson {
                side: player.name(),
                pit: Some(pit),
                store: false,
            },
            Place::Store(player) => PlaceJson {
                side: player.name(),
                pit: None,
                store: true,
            },
        }
    }
}

#[derive(Serialize, Debug, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum EventJson {
    /// The opponent's row was empty; this move had to feed it.
    MustFeed,
    /// `stones` sown from the mover's `pit`; the last landed in `last`, which
    /// then held `count` stones (null when the end of the set swept it).
    Sown {
        pit: u8,
        stones: u16,
        last: PlaceJson,
        count: Option<u16>,
    },
    /// After the first lap, `laps` relay laps sowed `stones` lifted stones.
    Relay {
        laps: u32,
        stones: u32,
    },
    /// `stones` sown into `owner`'s tuzdyk went to their store.
    IntoTuzdyk {
        owner: &'static str,
        stones: u16,
    },
    /// `stones` from `from` went to `to`'s store (the mover's, except for a
    /// capture during sowing that goes to the pit's owner).
    Captured {
        from: PlaceJson,
        stones: u16,
        to: &'static str,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        during_sowing: bool,
    },
    /// Captured stones beyond the listed ones (a move with very many captures).
    CapturedMore {
        stones: u16,
    },
    /// The mover claimed `pit` as their tuzdyk.
    Tuzdyk {
        pit: PlaceJson,
    },
    /// The move would capture the opponent's whole row: the capture was
    /// cancelled, unless every move was one and the rules let it capture.
    GrandSlam,
    ExtraTurn,
    /// The opponent had no stones and passed: the mover moves again.
    Passed,
    /// At the end of the set, `stones` left in the rows went to `to`'s store.
    Swept {
        to: &'static str,
        stones: u16,
    },
    Ended {
        by: &'static str,
    },
}

pub fn events(o: &Outcome, after: &Position) -> Vec<EventJson> {
    let mut ev = Vec::new();
    if o.had_to_feed {
        ev.push(EventJson::MustFeed);
    }
    ev.push(EventJson::Sown {
        pit: o.pit,
        stones: o.sown,
        last: PlaceJson::of(o.last),
        count: match o.last {
            Place::Pit { .. } => count_after_sowing(o, after),
            Place::Store(_) => None,
        },
    });
    if o.relay_laps > 0 {
        ev.push(EventJson::Relay {
            laps: o.relay_laps,
            stones: o.relay_sown,
        });
    }
    for p in [Player::South, Player::North] {
        if o.into_tuzdyk[p.index()] > 0 {
            ev.push(EventJson::IntoTuzdyk {
                owner: p.name(),
                stones: o.into_tuzdyk[p.index()],
            });
        }
    }
    for c in o.captures() {
        ev.push(EventJson::Captured {
            from: PlaceJson::of(c.from),
            stones: c.stones,
            to: c.to.name(),
            during_sowing: c.during_sowing,
        });
    }
    if o.unlisted > 0 {
        ev.push(EventJson::CapturedMore { stones: o.unlisted });
    }
    if let Some(pit) = o.claimed_tuzdyk {
        ev.push(EventJson::Tuzdyk {
            pit: PlaceJson::of(pit),
        });
    }
    if o.grand_slam {
        ev.push(EventJson::GrandSlam);
    }
    if o.extra_turn {
        ev.push(EventJson::ExtraTurn);
    }
    if o.passed {
        ev.push(EventJson::Passed);
    }
    for p in [Player::South, Player::North] {
        if o.swept[p.index()] > 0 {
            ev.push(EventJson::Swept {
                to: p.name(),
                stones: o.swept[p.index()],
            });
        }
    }
    if let Some(end) = o.ended {
        ev.push(EventJson::Ended { by: end.code() });
    }
    ev
}

fn side(p: &Position, player: Player) -> SideJson {
    SideJson {
        pits: p.row(player).to_vec(),
        store: p.store(player),
    }
}

/// Position `ply` of `line` as JSON.
pub fn position_json(line: &Line, ply: usize) -> Option<PositionJson> {
    let position = line.position(ply)?;
    let step = ply.checked_sub(1).and_then(|i| line.steps.get(i));
    Some(PositionJson {
        ply,
        to_move: (!position.is_over()).then(|| position.to_move().name()),
        mv: step.map(|s| MoveJson {
            player: s.outcome.mover.name(),
            pit: s.outcome.pit,
        }),
        south: side(position, Player::South),
        north: side(position, Player::North),
        events: step.map_or_else(Vec::new, |s| events(&s.outcome, &s.after)),
        what_if: step.is_some_and(|s| s.what_if),
    })
}

#[derive(Serialize)]
pub struct StopJson {
    /// 1-based index of the refused move in the line (record moves, then
    /// what-if moves).
    #[serde(rename = "move")]
    pub index: usize,
    pub player: &'static str,
    pub pit: u32,
    pub code: &'static str,
    pub message: String,
    pub what_if: bool,
}

pub fn stop_json(stop: &Stop) -> StopJson {
    StopJson {
        index: stop.ply,
        player: stop.player.name(),
        pit: stop.pit,
        code: stop.illegal.code(),
        message: Words::english().say(&stop.illegal),
        what_if: stop.what_if,
    }
}

#[derive(Serialize)]
pub struct CountJson {
    pub ply: usize,
    pub place: PlaceJson,
    pub stones: u16,
}

/// The whole document; `plies` are the positions shown.
pub fn replay_json(
    ctx: &Context,
    line: &Line,
    plies: std::ops::RangeInclusive<usize>,
    what_if: Option<WhatIfJson>,
    count: Option<CountJson>,
    best: Option<&Best>,
) -> String {
    let doc = ReplayJson {
        variant: ctx.rules.name(),
        set: ctx.set,
        file: ctx.file.as_ref().map(|s| s.name.as_str()),
        players: ctx.names.as_ref().map(|n| SeatsJson {
            south: &n[0],
            north: &n[1],
        }),
        positions: plies.filter_map(|k| position_json(line, k)).collect(),
        what_if,
        error: line.stop.as_ref().map(stop_json),
        count,
    };
    match best {
        None => super::json::line(&doc),
        Some(best) => with_best(&doc, best),
    }
}

/// The replay object with `best` added (`replay --best`): written as a
/// `serde_json::Value`, so its keys come out in alphabetical order.
fn with_best(doc: &ReplayJson, best: &Best) -> String {
    let mut v = serde_json::to_value(doc).unwrap_or_default();
    if let Some(map) = v.as_object_mut() {
        map.insert(
            "best".into(),
            serde_json::json!({ "by": best.by, "pit": best.pit, "value": best.value }),
        );
    }
    v.to_string()
}
