//! The event's listings as JSON (docs/formats.md §8 to §10): `event
//! standings`, `event check` and `pair` with `--format json`. Field names
//! and their order are a contract with other programs; every figure is a
//! number (points as 5.5, not "5½"), every player named by id and name.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::{Number, Value as JsonValue};

use crate::event::check::{EventCheck, Next};
use crate::event::folder::{Folder, Issue};
use crate::event::standings::{Entry, PairingList, Standings};
use crate::swiss::Value;

/// A tie-break value as a JSON number (exact fractions as their nearest
/// double: halves and quarters exactly).
fn number(v: Value) -> JsonValue {
    let x = v.numerator as f64 / v.denominator.max(1) as f64;
    Number::from_f64(x).map_or(JsonValue::Null, JsonValue::Number)
}

fn points(halves: u32) -> f64 {
    f64::from(halves) / 2.0
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    /// The pairing number (initial ranking).
    number: usize,
    id: &'a str,
    name: &'a str,
    club: Option<&'a str>,
    points: f64,
}

fn player(e: &Entry) -> PlayerJson<'_> {
    PlayerJson {
        number: e.number,
        id: &e.id,
        name: &e.name,
        club: e.club.as_deref(),
        points: points(e.points),
    }
}

#[derive(Serialize)]
struct StandingJson<'a> {
    rank: usize,
    shared: bool,
    number: usize,
    id: &'a str,
    name: &'a str,
    club: Option<&'a str>,
    points: f64,
    /// Each tie-break's value keyed by its code, in the event's order.
    tie_breaks: Ordered,
}

/// A JSON object whose keys keep their order (the event's tie-break order).
pub(super) struct Ordered(pub(super) Vec<(&'static str, JsonValue)>);

impl Serialize for Ordered {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

#[derive(Serialize)]
struct StandingsJson<'a> {
    event: &'a str,
    after: u8,
    tie_breaks: Vec<&'static str>,
    standings: Vec<StandingJson<'a>>,
}

/// `hakem event standings --format json`.
pub fn standings_json(s: &Standings) -> String {
    let doc = StandingsJson {
        event: &s.event,
        after: s.after,
        tie_breaks: s.tie_breaks.iter().map(|t| t.code()).collect(),
        standings: s
            .rows
            .iter()
            .map(|r| StandingJson {
                rank: r.rank,
                shared: r.shared,
                number: r.player.number,
                id: &r.player.id,
                name: &r.player.name,
                club: r.player.club.as_deref(),
                points: points(r.player.points),
                tie_breaks: Ordered(
                    s.tie_breaks
                        .iter()
                        .zip(&r.values)
                        .map(|(t, &v)| (t.code(), number(v)))
                        .collect(),
                ),
            })
            .collect(),
    };
    to_json(&doc)
}

#[derive(Serialize)]
struct ProblemJson<'a> {
    /// `file:line:col`, or the file alone.
    place: &'a str,
    message: String,
}

#[derive(Serialize)]
struct RoundCheckJson<'a> {
    round: u8,
    tables: usize,
    complete: usize,
    bye: Option<&'a str>,
    /// Null unless `--pairings` re-paired the round.
    paired_as_dutch: Option<bool>,
}

#[derive(Serialize)]
struct CheckJson<'a> {
    event: &'a str,
    players: usize,
    rounds: u8,
    paired: u8,
    valid: bool,
    /// "finished", "lot", "pair" or "blocked".
    next: &'static str,
    /// The round to pair next, when `next` is "pair".
    next_round: Option<u8>,
    round_status: Vec<RoundCheckJson<'a>>,
    problems: Vec<ProblemJson<'a>>,
}

/// `hakem event check --format json`.
pub fn check_json(c: &EventCheck) -> String {
    let (next, next_round) = match c.next {
        Next::Finished => ("finished", None),
        Next::Lot => ("lot", None),
        Next::Pair(n) => ("pair", Some(n)),
        Next::Blocked => ("blocked", None),
    };
    let doc = CheckJson {
        event: &c.name,
        players: c.players,
        rounds: c.rounds,
        paired: c.paired,
        valid: c.problems.is_empty(),
        next,
        next_round,
        round_status: c
            .round_checks
            .iter()
            .map(|r| RoundCheckJson {
                round: r.round,
                tables: r.tables,
                complete: r.complete,
                bye: r.bye.as_deref(),
                paired_as_dutch: r.paired_as_dutch,
            })
            .collect(),
        problems: c.problems.iter().map(problem).collect(),
    };
    to_json(&doc)
}

fn problem(i: &Issue) -> ProblemJson<'_> {
    ProblemJson {
        place: &i.place,
        message: i.message_in(crate::words::Words::english()),
    }
}

#[derive(Serialize)]
struct TableJson<'a> {
    table: usize,
    /// Starts set 1.
    first: PlayerJson<'a>,
    second: PlayerJson<'a>,
}

#[derive(Serialize)]
struct PairJson<'a> {
    event: &'a str,
    round: u8,
    rounds: u8,
    /// The round folder written, null for `--dry-run`.
    written: Option<String>,
    tables: Vec<TableJson<'a>>,
    bye: Option<PlayerJson<'a>>,
    requested_byes: Vec<PlayerJson<'a>>,
}

/// `hakem pair --format json`: the round as paired (points before it),
/// and where it was written.
pub fn pairing_json(list: &PairingList, folder: &Folder, written: Option<String>) -> String {
    let doc = PairJson {
        event: &list.event,
        round: list.round,
        rounds: folder.event.spec().rounds,
        written,
        tables: list
            .tables
            .iter()
            .map(|t| TableJson {
                table: t.table,
                first: player(&t.first),
                second: player(&t.second),
            })
            .collect(),
        bye: list.bye.as_ref().map(player),
        requested_byes: list.requested_byes.iter().map(player).collect(),
    };
    to_json(&doc)
}

fn to_json(doc: &impl Serialize) -> String {
    // Serialising plain structs, strings and finite numbers cannot fail.
    let mut s = serde_json::to_string_pretty(doc).unwrap_or_default();
    s.push('\n');
    s
}
