//! A school championship's listings as JSON (docs/formats.md): `event
//! standings --list/--lists`, `event teams` and `event prizes` with
//! `--format json`. Field names are a contract; every figure a number.

use serde::Serialize;
use serde_json::{Number, Value as JsonValue};

use super::event_json::Ordered;
use crate::event::folder::Folder;
use crate::event::lists::{ListRow, ListStandings};
use crate::event::prizes::Awards;
use crate::event::teams::TeamStandings;

fn points(halves: u32) -> f64 {
    f64::from(halves) / 2.0
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    /// The place in the list (or the team's list).
    place: usize,
    shared: bool,
    /// The rank in the overall standings.
    rank: usize,
    number: usize,
    id: &'a str,
    name: &'a str,
    school: Option<&'a str>,
    club: Option<&'a str>,
    category: Option<&'a str>,
    sex: Option<&'static str>,
    points: f64,
    /// Each tie-break's value keyed by its code, in the event's order.
    tie_breaks: Ordered,
}

fn player<'a>(
    folder: &'a Folder,
    r: &'a ListRow,
    codes: &[crate::swiss::TieBreak],
) -> PlayerJson<'a> {
    let p = folder.event.player(&r.row.player.id);
    PlayerJson {
        place: r.place,
        shared: r.shared,
        rank: r.row.rank,
        number: r.row.player.number,
        id: &r.row.player.id,
        name: &r.row.player.name,
        school: p.and_then(|p| p.school.as_deref()),
        club: p.and_then(|p| p.club.as_deref()),
        category: p.and_then(|p| p.category.as_deref()),
        sex: p.and_then(|p| p.sex).map(|s| s.key()),
        points: points(r.row.player.points),
        tie_breaks: Ordered(
            codes
                .iter()
                .zip(&r.row.values)
                .map(|(t, v)| {
                    let x = v.numerator as f64 / v.denominator.max(1) as f64;
                    (
                        t.code(),
                        Number::from_f64(x).map_or(JsonValue::Null, JsonValue::Number),
                    )
                })
                .collect(),
        ),
    }
}

#[derive(Serialize)]
struct ListJson<'a> {
    id: &'a str,
    name: &'a str,
    standings: Vec<PlayerJson<'a>>,
}

fn list<'a>(folder: &'a Folder, l: &'a ListStandings) -> ListJson<'a> {
    ListJson {
        id: &l.id,
        name: &l.name,
        standings: l
            .rows
            .iter()
            .map(|r| player(folder, r, &l.tie_breaks))
            .collect(),
    }
}

#[derive(Serialize)]
struct ListsJson<'a> {
    event: &'a str,
    after: u8,
    tie_breaks: Vec<&'static str>,
    lists: Vec<ListJson<'a>>,
}

/// `hakem event standings --list ID|--lists --format json`: the lists
/// asked for, each with its players.
pub fn lists_json(folder: &Folder, lists: &[ListStandings], event: &str, after: u8) -> String {
    let tie_breaks = folder
        .event
        .spec()
        .tie_breaks
        .iter()
        .map(|t| t.code())
        .collect();
    to_json(&ListsJson {
        event,
        after,
        tie_breaks,
        lists: lists.iter().map(|l| list(folder, l)).collect(),
    })
}

#[derive(Serialize)]
struct TeamJson<'a> {
    rank: usize,
    shared: bool,
    name: &'a str,
    points: f64,
    places: usize,
    incomplete: bool,
    counted: Vec<PlayerJson<'a>>,
    not_counted: Vec<PlayerJson<'a>>,
}

#[derive(Serialize)]
struct TeamsJson<'a> {
    event: &'a str,
    after: u8,
    by: &'static str,
    best: usize,
    list: Option<&'a str>,
    teams: Vec<TeamJson<'a>>,
    /// Names ranked apart that differ only in case, spaces or marks.
    look_alike: &'a [Vec<String>],
}

/// `hakem event teams --format json`.
pub fn teams_json(folder: &Folder, t: &TeamStandings) -> String {
    let codes = &folder.event.spec().tie_breaks;
    to_json(&TeamsJson {
        event: &t.event,
        after: t.after,
        by: t.by.key(),
        best: t.best,
        list: t.list.as_ref().map(|(id, _)| id.as_str()),
        teams: t
            .teams
            .iter()
            .map(|team| TeamJson {
                rank: team.rank,
                shared: team.shared,
                name: &team.name,
                points: points(team.points),
                places: team.places,
                incomplete: team.incomplete,
                counted: team
                    .counted
                    .iter()
                    .map(|r| player(folder, r, codes))
                    .collect(),
                not_counted: team
                    .not_counted
                    .iter()
                    .map(|r| player(folder, r, codes))
                    .collect(),
            })
            .collect(),
        look_alike: &t.look_alike,
    })
}

#[derive(Serialize)]
struct PrizeJson<'a> {
    name: &'a str,
    amount: Option<&'a str>,
    list: Option<&'a str>,
    list_name: Option<&'a str>,
    place: usize,
    winner: Option<PlayerJson<'a>>,
}

#[derive(Serialize)]
struct PrizesJson<'a> {
    event: &'a str,
    after: u8,
    one_per_player: bool,
    prizes: Vec<PrizeJson<'a>>,
}

/// `hakem event prizes --format json`.
pub fn prizes_json(folder: &Folder, a: &Awards) -> String {
    let codes = &folder.event.spec().tie_breaks;
    to_json(&PrizesJson {
        event: &a.event,
        after: a.after,
        one_per_player: a.one_per_player,
        prizes: a
            .awards
            .iter()
            .map(|w| PrizeJson {
                name: &w.prize.name,
                amount: w.prize.amount.as_deref(),
                list: w.prize.list.as_deref(),
                list_name: w.list_name.as_deref(),
                place: w.prize.place,
                winner: w.winner.as_ref().map(|r| player(folder, r, codes)),
            })
            .collect(),
    })
}

fn to_json(doc: &impl Serialize) -> String {
    let mut s = serde_json::to_string_pretty(doc).unwrap_or_default();
    s.push('\n');
    s
}
