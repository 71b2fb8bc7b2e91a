//! A round's results as JSON (`hakem event print DIR results --round N
//! --format json`, docs/formats.md §11): every table with its players, its
//! sets, set and round points, and how the round was decided
//! (`decided_by`), the byes. Field names are a contract with other
//! programs; the API's `GET /api/rounds/N` gives each table's
//! `decided_by` in the same form ([`decided_json`]).

use serde_json::{Value, json};

use crate::event::decided::DecidedBy;
use crate::event::results::{RoundResults, SetScore, TableOutcome};
use crate::event::standings::Entry;
use crate::record::Who;
use crate::referee::Winner;
use crate::swiss::GameResult;

fn points(halves: u32) -> f64 {
    f64::from(halves) / 2.0
}

fn player(e: &Entry) -> Value {
    json!({
        "number": e.number,
        "id": e.id,
        "name": e.name,
        "club": e.club,
        "points_after": points(e.points),
    })
}

/// A player's result, as the JSON names it.
pub fn game_result(g: GameResult) -> &'static str {
    match g {
        GameResult::Win => "win",
        GameResult::Draw => "draw",
        GameResult::Loss => "loss",
        GameResult::ForfeitWin => "forfeit-win",
        GameResult::ForfeitLoss => "forfeit-loss",
        GameResult::PairingBye => "bye",
        GameResult::FullBye | GameResult::HalfBye | GameResult::ZeroBye => "requested-bye",
        _ => "other",
    }
}

fn who(w: Who) -> &'static str {
    w.key()
}

/// `"decided_by"` and `"decision"` of a table whose result is in: the
/// code, and the facts (`set` from 1, or null; `player`: `"first"` or
/// `"second"`; `id`: that player's id).
pub fn decided_json(d: &DecidedBy, ids: [&str; 2]) -> (Value, Value) {
    let facts: Vec<Value> = d
        .facts()
        .into_iter()
        .map(|(set, w)| {
            json!({
                "set": set,
                "player": who(w),
                "id": ids[w as usize],
            })
        })
        .collect();
    (json!(d.code()), Value::Array(facts))
}

fn set(s: &SetScore) -> Value {
    json!({
        "stores": s.stores,
        "winner": s.winner.map(|w| match w {
            Winner::Player(p) => who(p),
            Winner::Draw => "draw",
        }),
        "counted": s.counted,
        "timeout": s.timeout.map(who),
    })
}

fn outcome(o: &TableOutcome, ids: [&str; 2]) -> Value {
    let (decided_by, decision) = decided_json(&o.decided_by, ids);
    json!({
        "first": game_result(o.results[0]),
        "second": game_result(o.results[1]),
        "round_points": o.round_points.map(points),
        "set_points": o.set_points.map(|sp| sp.map(points)),
        "sets": o.sets.iter().map(set).collect::<Vec<_>>(),
        "decided_by": decided_by,
        "decision": decision,
    })
}

/// The round's results as one JSON document, with a line end.
pub fn results_json(r: &RoundResults) -> String {
    let tables: Vec<Value> = r
        .lines
        .iter()
        .map(|l| {
            json!({
                "table": l.table,
                "first": player(&l.first),
                "second": player(&l.second),
                "result": l.outcome.as_ref().map(|o| outcome(o, [&l.first.id, &l.second.id])),
            })
        })
        .collect();
    let byes: Vec<Value> = r
        .byes
        .iter()
        .map(|b| {
            json!({
                "player": player(&b.player),
                "result": game_result(b.result),
                "points": points(b.points),
                "decided_by": if b.result == GameResult::PairingBye { "bye" } else { "requested-bye" },
            })
        })
        .collect();
    let doc = json!({
        "event": r.event,
        "round": r.round,
        "complete": r.complete(),
        "missing": r.missing(),
        "tables": tables,
        "byes": byes,
    });
    format!(
        "{}\n",
        serde_json::to_string_pretty(&doc).unwrap_or_else(|_| doc.to_string())
    )
}
