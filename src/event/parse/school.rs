//! Reading what a school championship adds to `event.toml`: a player's
//! `category`, `sex`, `born` (a year or a date), `school` and `team`; the
//! event's `categories`, `[[list]]`, `[teams]`, `[[prize]]` and `[prizes]`.

use std::collections::HashSet;

use toml::de::DeValue;

use crate::event::attributes::{BORN_YEARS, Born, Sex, TeamsBy};
use crate::event::championship::{DEFAULT_BEST, ListSpec, MAX_BEST, PrizeSpec, TeamsSpec};
use crate::files::toml_reader::{Part, Table, Value, name_value};
use crate::swiss::MAX_PLAYERS;
use crate::words::Msg;

crate::messages! {
    /// How a problem names a table a school championship adds.
    pub enum SchoolTable {
        List { n: usize } = "event-table-list",
        Prize { n: usize } = "event-table-prize",
    }
}

crate::messages! {
    /// What is wrong in the keys of a school championship, each located.
    pub enum SchoolProblem {
        /// `categories`: the event's, quoted and joined.
        UnknownCategory { key: String, category: String, categories: String } = "event-file-unknown-category",
        CategoryTwice { category: String } = "event-file-category-twice",
        /// `born`: neither a year nor a date.
        NotABirth { key: String, found: Msg } = "event-file-not-a-birth",
        ListIdUsed { table: Msg, id: String } = "event-file-list-id-used",
        NoSuchList { key: String, id: String } = "event-file-no-such-list",
        BornToBeforeFrom { table: Msg, from: u16, to: u16 } = "event-file-born-to-before-from",
        /// A second prize for the same place of the same list.
        PrizeTwice { table: Msg, place: usize } = "event-file-prize-twice",
        NotAnAmount { key: String, found: Msg } = "event-file-not-an-amount",
        /// Text with a control character (a line break, a tab).
        ControlCharacter { key: String } = "event-file-school-control-character",
        NotText { key: String, found: Msg } = "event-file-school-not-text",
    }
}

/// What was found instead of what a key expects.
fn found(v: &DeValue<'_>) -> Msg {
    crate::files::toml_reader::found(v).into()
}

fn table_name(t: &Table<'_, '_>) -> Msg {
    t.name.clone()
}

fn text(t: &Table<'_, '_>, key: &'static str) -> Option<String> {
    let v = t.get(key)?;
    text_value(t, v, key)
}

/// Non-empty text without control characters (names go into records,
/// sheets and the TRF), trimmed.
fn text_value(t: &Table<'_, '_>, v: &Value<'_>, key: &str) -> Option<String> {
    match v.get_ref() {
        DeValue::String(s) if s.chars().any(char::is_control) => {
            t.problem(
                v.span(),
                SchoolProblem::ControlCharacter {
                    key: t.key_path(key),
                },
            );
            None
        }
        DeValue::String(s) if !s.trim().is_empty() => Some(s.trim().to_string()),
        other => {
            t.problem(
                v.span(),
                SchoolProblem::NotText {
                    key: t.key_path(key),
                    found: found(other),
                },
            );
            None
        }
    }
}

/// An id (lowercase letters, digits, '-') with its span.
fn id_value(
    t: &Table<'_, '_>,
    v: &Value<'_>,
    key: &str,
) -> Option<(String, std::ops::Range<usize>)> {
    name_value(t, v, Part::Key { path: key.into() }).map(|id| (id, v.span()))
}

/// A player's keys of a school championship.
pub(super) struct PlayerKeys {
    pub born: Option<Born>,
    pub category: Option<String>,
    pub sex: Option<Sex>,
    pub school: Option<String>,
    pub team: Option<String>,
    pub licence: Option<String>,
}

/// Reads a `[[player]]`'s `born`, `category`, `sex`, `school` and `team`.
pub(super) fn player_keys(t: &Table<'_, '_>) -> PlayerKeys {
    PlayerKeys {
        born: t.get("born").and_then(|v| born(t, v)),
        category: text(t, "category"),
        sex: t.choice("sex", &Sex::ALL),
        school: text(t, "school"),
        team: text(t, "team"),
        licence: text(t, "licence"),
    }
}

/// A year (`2013`) or a date (`2013-04-09`), in 1900 to 2100.
fn born(t: &Table<'_, '_>, v: &Value<'_>) -> Option<Born> {
    let parsed = match v.get_ref() {
        DeValue::Integer(i) => i64::from_str_radix(i.as_str(), i.radix())
            .ok()
            .filter(|y| BORN_YEARS.contains(y))
            .map(|y| Born::Year(y as u16)),
        DeValue::Datetime(d) if d.time.is_none() && d.offset.is_none() => d
            .date
            .and_then(|d| {
                chrono::NaiveDate::from_ymd_opt(
                    i32::from(d.year),
                    u32::from(d.month),
                    u32::from(d.day),
                )
            })
            .map(Born::Date)
            .filter(|b| BORN_YEARS.contains(&i64::from(b.year()))),
        _ => None,
    };
    if parsed.is_none() {
        t.problem(
            v.span(),
            SchoolProblem::NotABirth {
                key: t.key_path("born"),
                found: found(v.get_ref()),
            },
        );
    }
    parsed
}

/// What the event adds: its categories, lists, teams and prizes.
pub(super) struct EventKeys {
    pub categories: Vec<String>,
    pub lists: Vec<ListSpec>,
    pub teams: Option<TeamsSpec>,
    pub prizes: Vec<PrizeSpec>,
    pub one_prize_per_player: bool,
}

fn quoted(items: &[String]) -> String {
    items
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The event's `categories` (read before the players, whose categories
/// it checks).
pub(super) fn categories(root: &Table<'_, '_>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if let Some(items) = root.array("categories") {
        for (i, item) in items.iter().enumerate() {
            if let Some(c) = text_value(root, item, &format!("categories[{}]", i + 1)) {
                if out.contains(&c) {
                    root.problem(item.span(), SchoolProblem::CategoryTwice { category: c });
                } else {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// A category named at `v` (`key`) is one of `categories`, when the event
/// lists them.
fn check_category(t: &Table<'_, '_>, categories: &[String], v: &Value<'_>, key: &str, c: &str) {
    if !categories.is_empty() && !categories.iter().any(|k| k == c) {
        t.problem(
            v.span(),
            SchoolProblem::UnknownCategory {
                key: t.key_path(key),
                category: c.to_string(),
                categories: quoted(categories),
            },
        );
    }
}

/// A player's category is one the event lists.
pub(super) fn check_player_category(
    t: &Table<'_, '_>,
    categories: &[String],
    category: Option<&str>,
) {
    if let (Some(c), Some(v)) = (category, t.get("category")) {
        check_category(t, categories, v, "category", c);
    }
}

/// The `[[list]]`, `[teams]`, `[[prize]]` and `[prizes]` tables.
pub(super) fn event_keys(root: &Table<'_, '_>, categories: Vec<String>) -> EventKeys {
    let lists = read_lists(root, &categories);
    let ids: HashSet<&str> = lists.iter().map(|l| l.id.as_str()).collect();
    let list_named = |t: &Table<'_, '_>| -> Option<String> {
        let (id, span) = t.get("list").and_then(|v| id_value(t, v, "list"))?;
        if !ids.contains(id.as_str()) {
            t.problem(
                span,
                SchoolProblem::NoSuchList {
                    key: t.key_path("list"),
                    id: id.clone(),
                },
            );
        }
        Some(id)
    };
    let teams = root.table("teams").map(|t| {
        let spec = TeamsSpec {
            by: t.choice("by", &TeamsBy::ALL).unwrap_or(TeamsBy::School),
            best: t
                .int("best", 1..=MAX_BEST as i64)
                .map_or(DEFAULT_BEST, |n| n as usize),
            list: list_named(&t),
        };
        t.finish();
        spec
    });
    let mut prizes: Vec<PrizeSpec> = Vec::new();
    if let Some(tables) = root.tables("prize", |n| SchoolTable::Prize { n }.into()) {
        tables.read_each(|t| {
            let list = list_named(t);
            let place = t
                .required("place")
                .and_then(|_| t.int("place", 1..=MAX_PLAYERS as i64))
                .map(|n| n as usize);
            let name = t.required("name").and_then(|v| text_value(t, v, "name"));
            let amount = t.get("amount").and_then(|v| match v.get_ref() {
                DeValue::Integer(i) => Some(i.as_str().to_string()),
                DeValue::Float(f) => Some(f.as_str().to_string()),
                DeValue::String(_) => text_value(t, v, "amount"),
                other => {
                    t.problem(
                        v.span(),
                        SchoolProblem::NotAnAmount {
                            key: t.key_path("amount"),
                            found: found(other),
                        },
                    );
                    None
                }
            });
            if let (Some(place), Some(name)) = (place, name) {
                if prizes.iter().any(|p| p.list == list && p.place == place) {
                    t.problem(
                        t.key_span("place").unwrap_or(0..0),
                        SchoolProblem::PrizeTwice {
                            table: table_name(t),
                            place,
                        },
                    );
                }
                prizes.push(PrizeSpec {
                    list,
                    place,
                    name,
                    amount,
                });
            }
        });
    }
    let one_prize_per_player = root.table("prizes").is_none_or(|t| {
        let one = t.bool("one_per_player").unwrap_or(true);
        t.finish();
        one
    });
    EventKeys {
        categories,
        lists,
        teams,
        prizes,
        one_prize_per_player,
    }
}

fn read_lists(root: &Table<'_, '_>, categories: &[String]) -> Vec<ListSpec> {
    let mut lists: Vec<ListSpec> = Vec::new();
    let Some(tables) = root.tables("list", |n| SchoolTable::List { n }.into()) else {
        return lists;
    };
    tables.read_each(|t| {
        let id = t.required("id").and_then(|v| id_value(t, v, "id"));
        let name = t.required("name").and_then(|v| text_value(t, v, "name"));
        let mut list_categories: Vec<String> = Vec::new();
        if let Some(v) = t.get("category") {
            let one = |item: &Value<'_>, key: &str| {
                let c = text_value(t, item, key)?;
                check_category(t, categories, item, "category", &c);
                Some(c)
            };
            match v.get_ref() {
                DeValue::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        list_categories.extend(one(item, &format!("category[{}]", i + 1)));
                    }
                }
                _ => list_categories.extend(one(v, "category")),
            }
        }
        let sex = t.choice("sex", &Sex::ALL);
        let born_from = t.int("born_from", BORN_YEARS).map(|y| y as u16);
        let born_to = t.int("born_to", BORN_YEARS).map(|y| y as u16);
        if let (Some(from), Some(to)) = (born_from, born_to)
            && to < from
        {
            t.problem(
                t.key_span("born_to").unwrap_or(0..0),
                SchoolProblem::BornToBeforeFrom {
                    table: table_name(t),
                    from,
                    to,
                },
            );
        }
        if let (Some((id, span)), Some(name)) = (id, name) {
            if lists.iter().any(|l| l.id == id) {
                t.problem(
                    span,
                    SchoolProblem::ListIdUsed {
                        table: table_name(t),
                        id: id.clone(),
                    },
                );
            }
            lists.push(ListSpec {
                id,
                name,
                categories: list_categories,
                sex,
                born_from,
                born_to,
            });
        }
    });
    lists
}
