//! Reading a record, collecting every problem with its location.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use toml::de::DeValue;

use super::{
    Change, ChangeKind, ChangedBy, Claimed, Counted, Event, Forfeit, Incident, IncidentKind,
    MAX_TIME_LEFT, PlayerInfo, Players, Record, SetRecord, SetResult, SetSpans, Spans, TimeLeft,
    WarningReason, Who,
};
use crate::error::Error;
use crate::files::toml_reader::{
    Part, Problems, Table, TablePath, Value, choice_value, found, name_value, parse_document,
};
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::Msg;

crate::messages! {
    /// What is wrong in a record file (`locales/*/record.ftl`): `set` is the
    /// set's number, `incident` the incident's in its set, `key` a key as
    /// the file writes it, `found` what was written instead.
    pub enum RecordProblem {
        Unreadable = "record-unreadable",
        ForfeitWithSets = "record-forfeit-with-sets",
        SetsExpected = "record-sets-expected",
        EmptyString { key: String, found: Msg } = "record-empty-string",
        NotAPlayer { key: String, found: Msg } = "record-not-a-player",
        TooManyMoves { set: usize, moves: usize, max: usize } = "record-too-many-moves",
        MovesAndResult { set: usize } = "record-moves-and-result",
        MovesMissing { set: usize } = "record-moves-missing",
        ResultAndClaimed { set: usize } = "record-result-and-claimed",
        ClaimedNotCounted { set: usize } = "record-claimed-not-counted",
        /// `found`: the item of the array as written.
        NotAPitNumber { found: String } = "record-not-a-pit-number",
        NotAMoveList { found: Msg } = "record-not-a-move-list",
        /// A problem of one move of `moves` ([`super::moves::MoveListProblem`],
        /// [`crate::grid::record_moves::GridMoveProblem`]).
        InMoves { problem: Msg } = "record-in-moves",
        GridMoveNotAString { found: Msg } = "record-grid-move-not-a-string",
        TimeoutReason { set: usize, incident: usize } = "record-timeout-reason",
        /// `[[history]]`'s `at` is not a date and time.
        NotADateTime { key: String, found: Msg } = "record-not-a-date-time",
    }
}

crate::messages! {
    /// How a record's problems name a table of the file.
    pub enum RecordTable {
        /// The whole file.
        Record = "record-table-record",
        Set { set: usize } = "record-table-set",
        /// A player written as a table (`[players] first`): `key` is
        /// `first` or `second`.
        Player { key: String } = "record-table-player",
        Incident { set: usize, incident: usize } = "record-table-incident",
        /// The n-th `[[history]]` table.
        History { change: usize } = "record-table-history",
    }
}

/// A key as the record's problems name it, as the scorer wrote it (`` `starts` ``).
fn key(path: &str) -> Part {
    Part::Key { path: path.into() }
}

const WHO: [(&str, Who); 2] = [("first", Who::First), ("second", Who::Second)];

/// Reads a record file. The source is returned too, so that later verdicts
/// can point into it.
pub fn load(path: &Path) -> Result<(Record, Spans, Arc<Source>), Error> {
    let text = crate::files::input_file::read_text(path)?;
    let source = Source::new(path.display().to_string(), text);
    let (record, spans) = parse(&source).map_err(Error::Input)?;
    Ok((record, spans, source))
}

/// Parses a record.
pub fn parse(source: &Arc<Source>) -> Result<(Record, Spans), Diagnostics> {
    let doc = parse_document(source)?;
    let problems = Problems::default();
    // Problems about the whole file point at its first character.
    let root = Table::new(&problems, doc.get_ref(), 0..0, RecordTable::Record);
    let result = read_record(&root, source);
    root.finish();
    match result {
        Some(r) if problems.is_empty() => Ok(r),
        _ => {
            if problems.is_empty() {
                problems.push(0..0, RecordProblem::Unreadable);
            }
            Err(problems.into_result(source, ()).unwrap_err())
        }
    }
}

fn read_record(root: &Table<'_, '_>, source: &Source) -> Option<(Record, Spans)> {
    let mut spans = Spans::default();
    let variant = root.required("variant").and_then(|v| {
        spans.variant = v.span();
        nonempty_string(root, v, "variant")
    });
    let rules = root.get("rules").and_then(|v| {
        spans.rules = Some(v.span());
        nonempty_string(root, v, "rules")
    });
    let event = root.table("event").map(|t| {
        let e = read_event(&t);
        t.finish();
        e
    });
    let players = root.table("players").and_then(|t| {
        let p = read_players(&t);
        t.finish();
        p
    });

    let forfeit = root.get("forfeit").and_then(|v| {
        spans.forfeit = Some(v.span());
        choice_value(root.problems(), v, &Forfeit::ALL, key("forfeit"))
    });
    let forfeit_written = spans.forfeit.is_some();
    let mut sets = Vec::new();
    let mut sets_ok = true;
    // A round not played has no sets.
    let set_value = if forfeit_written {
        let v = root.get("set");
        if let Some(v) = v {
            root.problem(v.span(), RecordProblem::ForfeitWithSets);
            sets_ok = false;
        }
        None
    } else {
        root.required("set")
    };
    match set_value.map(|v| (v, v.get_ref())) {
        Some((_, DeValue::Array(items))) if !items.is_empty() => {
            for (i, item) in items.iter().enumerate() {
                let Some(t) = Table::from_value(
                    root.problems(),
                    item,
                    RecordTable::Set { set: i + 1 },
                    format!("set[{}]", i + 1),
                ) else {
                    sets_ok = false;
                    continue;
                };
                match read_set(&t, i + 1, source) {
                    Some((set, set_spans)) => {
                        sets.push(set);
                        spans.sets.push(set_spans);
                    }
                    None => sets_ok = false,
                }
                t.finish();
            }
        }
        Some((v, _)) => root.problem(v.span(), RecordProblem::SetsExpected),
        None => sets_ok = forfeit_written && forfeit.is_some(),
    }

    let history = read_history(root);
    let record = Record {
        variant: variant?,
        rules,
        event,
        players,
        forfeit,
        sets,
        history,
    };
    (sets_ok && (forfeit.is_some() || !record.sets.is_empty())).then_some((record, spans))
}

/// The `[[history]]` tables: each result replaced or cleared. A table with
/// a problem is reported and left out.
fn read_history(root: &Table<'_, '_>) -> Vec<Change> {
    let mut history = Vec::new();
    let Some(tables) = root.tables("history", |n| RecordTable::History { change: n }.into()) else {
        return history;
    };
    tables.read_each(|t| {
        let at = t.required("at").and_then(|v| match v.get_ref() {
            DeValue::Datetime(d) if d.date.is_some() && d.time.is_some() => Some(d.to_string()),
            other => {
                t.problem(
                    v.span(),
                    RecordProblem::NotADateTime {
                        key: t.key_path("at"),
                        found: found(other).into(),
                    },
                );
                None
            }
        });
        let by = t
            .required("by")
            .and_then(|_| t.choice("by", &ChangedBy::ALL));
        let change = t
            .required("change")
            .and_then(|_| t.choice("change", &ChangeKind::ALL));
        let was = t.required("was").and_then(|v| nonempty_string(t, v, "was"));
        if let (Some(at), Some(by), Some(change), Some(was)) = (at, by, change, was) {
            history.push(Change {
                at,
                by,
                change,
                was,
            });
        }
    });
    history
}

fn nonempty_string(t: &Table<'_, '_>, v: &Value<'_>, key: &str) -> Option<String> {
    match v.get_ref() {
        DeValue::String(s) if !s.trim().is_empty() => Some(s.to_string()),
        other => {
            t.problem(
                v.span(),
                RecordProblem::EmptyString {
                    key: key.to_string(),
                    found: found(other).into(),
                },
            );
            None
        }
    }
}

fn read_event(t: &Table<'_, '_>) -> Event {
    Event {
        name: t.string("name"),
        site: t.string("site"),
        date: t.date("date"),
        round: t.int("round", 1..=i64::from(u32::MAX)).map(|n| n as u32),
        table: t.int("table", 1..=i64::from(u32::MAX)).map(|n| n as u32),
        referee: t.string("referee"),
    }
}

fn read_players(t: &Table<'_, '_>) -> Option<Players> {
    let first = t.required("first").and_then(|v| read_player(t, v, "first"));
    let second = t
        .required("second")
        .and_then(|v| read_player(t, v, "second"));
    Some(Players {
        first: first?,
        second: second?,
    })
}

/// A player is a name, or a table
/// `{ name = "...", id = "...", visually_impaired = true }`.
fn read_player(parent: &Table<'_, '_>, v: &Value<'_>, key: &str) -> Option<PlayerInfo> {
    match v.get_ref() {
        DeValue::String(s) if !s.trim().is_empty() => Some(PlayerInfo::named(s.to_string())),
        DeValue::Table(_) => {
            let t = Table::from_value(
                parent.problems(),
                v,
                RecordTable::Player {
                    key: key.to_string(),
                },
                parent.key_path(key),
            )?;
            let name = t
                .required("name")
                .and_then(|n| nonempty_string(&t, n, "name"));
            let id = t.get("id").and_then(|v| name_value(&t, v, self::key("id")));
            let visually_impaired = t.bool("visually_impaired").unwrap_or(false);
            t.finish();
            Some(PlayerInfo {
                name: name?,
                id,
                visually_impaired,
            })
        }
        other => {
            parent.problem(
                v.span(),
                RecordProblem::NotAPlayer {
                    key: key.to_string(),
                    found: found(other).into(),
                },
            );
            None
        }
    }
}

fn read_set(t: &Table<'_, '_>, number: usize, source: &Source) -> Option<(SetRecord, SetSpans)> {
    let mut spans = SetSpans {
        set: t.span(),
        ..SetSpans::default()
    };
    let starts = t.get("starts").and_then(|v| {
        spans.starts = Some(v.span());
        choice_value(t.problems(), v, &WHO, key("starts"))
    });
    let result = t.get("result").and_then(|v| {
        spans.result = Some(v.span());
        choice_value(t.problems(), v, &SetResult::ALL, key("result"))
    });
    let grid = t
        .get("moves")
        .filter(|v| crate::grid::record_moves::is_grid(v))
        .map(|v| crate::grid::record_moves::read(t.problems(), v, source, &mut spans.moves));
    // A set without `moves` or `result` is counted on paper: its stores
    // are in `claimed`, or its incidents (a timeout, the round-losing
    // warning) decide it.
    let has_moves = t.key_span("moves").is_some();
    let counted_set = !has_moves
        && spans.result.is_none()
        && (t.key_span("claimed").is_some() || t.key_span("incidents").is_some());
    let moves = match (t.get("moves"), &spans.result) {
        // Grid moves, with or without a claimed `result`.
        _ if grid.is_some() => Some(Vec::new()),
        (Some(v), None) => read_moves(t.problems(), v, source, &mut spans.moves).and_then(|m| {
            if m.len() > MAX_MOVES {
                t.problem(
                    v.span(),
                    RecordProblem::TooManyMoves {
                        set: number,
                        moves: m.len(),
                        max: MAX_MOVES,
                    },
                );
                return None;
            }
            Some(m)
        }),
        (None, Some(_)) => Some(Vec::new()),
        (Some(v), Some(_)) => {
            t.problem(v.span(), RecordProblem::MovesAndResult { set: number });
            None
        }
        (None, None) if counted_set => Some(Vec::new()),
        (None, None) => {
            t.problem(t.span(), RecordProblem::MovesMissing { set: number });
            None
        }
    };
    let incidents = match t.array("incidents") {
        None => Some(Vec::new()),
        Some(items) => {
            let mut list = Vec::with_capacity(items.len());
            spans.incidents.reserve(items.len());
            let mut ok = true;
            let array: std::sync::Arc<str> = t.key_path("incidents").into();
            for (i, item) in items.iter().enumerate() {
                spans.incidents.push(item.span());
                let name = RecordTable::Incident {
                    set: number,
                    incident: i + 1,
                };
                let path = TablePath::item(&array, i + 1);
                match Table::from_value(t.problems(), item, name, path).and_then(|it| {
                    let inc = read_incident(&it, number, i + 1, has_moves);
                    it.finish();
                    inc
                }) {
                    Some(inc) => list.push(inc),
                    None => ok = false,
                }
            }
            ok.then_some(list)
        }
    };
    let mut counted = None;
    let claimed = match t.get("claimed") {
        None => Some(None),
        Some(v) if spans.result.is_some() => {
            t.problem(v.span(), RecordProblem::ResultAndClaimed { set: number });
            None
        }
        Some(v) => {
            spans.claimed = Some(v.span());
            Table::from_value(t.problems(), v, key("claimed"), t.key_path("claimed")).and_then(
                |c| {
                    let store =
                        |key: &'static str| c.int(key, 0..=i64::from(u32::MAX)).map(|n| n as u32);
                    if counted_set {
                        // Counted on paper: under a timeout only one store is
                        // counted; the referee says which are needed.
                        let (first, second) = (store("first"), store("second"));
                        if c.key_span("first").is_none() && c.key_span("second").is_none() {
                            c.problem(c.span(), RecordProblem::ClaimedNotCounted { set: number });
                            c.finish();
                            return None;
                        }
                        let ok = (c.key_span("first").is_none() || first.is_some())
                            && (c.key_span("second").is_none() || second.is_some());
                        c.finish();
                        counted = Some(Counted { first, second });
                        return ok.then_some(None);
                    }
                    let first = c.required("first").and_then(|_| store("first"));
                    let second = c.required("second").and_then(|_| store("second"));
                    c.finish();
                    Some(Some(Claimed {
                        first: first?,
                        second: second?,
                    }))
                },
            )
        }
    };
    if counted_set && counted.is_none() {
        counted = Some(Counted::default());
    }
    let time_left = match t.get("time_left") {
        None => Some(None),
        Some(v) => Table::from_value(t.problems(), v, key("time_left"), t.key_path("time_left"))
            .and_then(|c| {
                let limit = 0..=i64::from(MAX_TIME_LEFT);
                let first = c
                    .required("first")
                    .and_then(|_| c.int("first", limit.clone()));
                let second = c.required("second").and_then(|_| c.int("second", limit));
                c.finish();
                Some(Some(TimeLeft {
                    first: first? as u32,
                    second: second? as u32,
                }))
            }),
    };
    Some((
        SetRecord {
            starts,
            moves: moves?,
            grid_moves: match grid {
                Some(list) => list?,
                None => Vec::new(),
            },
            result,
            incidents: incidents?,
            claimed: claimed?,
            counted,
            time_left: time_left?,
        },
        spans,
    ))
}

/// The most moves a set's record holds. Real sets have a few hundred;
/// the limit keeps the positions kept for a replay bounded.
pub const MAX_MOVES: usize = 100_000;

/// Moves as an array of integers or as one string "3 6 1 4 2".
fn read_moves(
    problems: &Problems,
    v: &Value<'_>,
    source: &Source,
    spans: &mut Vec<Range<usize>>,
) -> Option<Vec<u32>> {
    match v.get_ref() {
        DeValue::Array(items) => {
            let mut moves = Vec::new();
            let mut ok = true;
            for item in items.iter() {
                spans.push(item.span());
                // A pit beyond the board is the referee's finding (an
                // illegal move); what is not a pit number at all is told
                // here, in the words of the domain.
                let pit = match item.get_ref() {
                    DeValue::Integer(i) => i64::from_str_radix(i.as_str(), i.radix())
                        .ok()
                        .and_then(|n| u32::try_from(n).ok()),
                    _ => None,
                };
                match pit {
                    Some(n) => moves.push(n),
                    None => {
                        let found = source.text.get(item.span()).unwrap_or("?");
                        problems.push(
                            item.span(),
                            RecordProblem::NotAPitNumber {
                                found: found.to_string(),
                            },
                        );
                        ok = false;
                    }
                }
            }
            ok.then_some(moves)
        }
        DeValue::String(s) => {
            // Offsets inside the string line up with the file when the raw
            // text is the string between quotes (no escapes).
            let span = v.span();
            let raw = source.text.get(span.clone()).unwrap_or("");
            let inner = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
            let base = (inner == s.as_ref()).then_some(span.start + 1);
            let mut moves = Vec::new();
            let mut ok = true;
            for (here, token) in super::moves::tokens(s) {
                let token_span = match base {
                    Some(b) => b + here..b + here + token.len(),
                    None => span.clone(),
                };
                spans.push(token_span.clone());
                match token.parse::<u32>() {
                    Ok(n) => moves.push(n),
                    Err(_) => {
                        problems.push(
                            token_span,
                            RecordProblem::InMoves {
                                problem: super::moves::not_a_pit(token).into(),
                            },
                        );
                        ok = false;
                    }
                }
            }
            ok.then_some(moves)
        }
        other => {
            problems.push(
                v.span(),
                RecordProblem::NotAMoveList {
                    found: found(other).into(),
                },
            );
            None
        }
    }
}

/// Incident `incident` of set `set`; `after` is required only in a set
/// with `moves` (0 when a set without them leaves it out).
fn read_incident(
    t: &Table<'_, '_>,
    set: usize,
    incident: usize,
    has_moves: bool,
) -> Option<Incident> {
    let after = if has_moves || t.key_span("after").is_some() {
        t.required("after")
            .and_then(|_| t.int("after", 0..=i64::from(u32::MAX)))
    } else {
        Some(0)
    };
    let player = t.required("player").and_then(|_| t.choice("player", &WHO));
    let kind = t
        .required("kind")
        .and_then(|_| t.choice("kind", &[("warning", false), ("timeout", true)]));
    let kind = match kind? {
        false => {
            let reason = t
                .required("reason")
                .and_then(|_| t.choice("reason", &WarningReason::ALL));
            IncidentKind::Warning(reason?)
        }
        true => {
            if let Some(span) = t.key_span("reason") {
                t.get("reason");
                t.problem(span, RecordProblem::TimeoutReason { set, incident });
            }
            IncidentKind::Timeout
        }
    };
    Some(Incident {
        after: after? as u32,
        player: player?,
        kind,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Arg, Language, Words};

    #[test]
    fn problems_name_the_set_and_the_incident_by_number() {
        let source = Source::new(
            "r.toml",
            r#"variant = "turkish-mangala"
[[set]]
moves = "3"
[[set]]
moves = "3 x"
result = "first"
[[set]]
claimed = { first = 24, second = 24 }
incidents = [{ player = "first", kind = "timeout", reason = "conduct" }]
"#,
        );
        let problems = parse(&source).unwrap_err().problems;
        let ids: Vec<&str> = problems.iter().map(|p| p.message.id()).collect();
        assert_eq!(ids, ["record-moves-and-result", "record-timeout-reason"]);
        assert_eq!(problems[0].message.arg("set"), Some(&Arg::Number(2.0)));
        assert_eq!(problems[1].message.arg("incident"), Some(&Arg::Number(1.0)));
        assert_eq!(
            Words::new(Language::TR).say(&problems[1].message),
            "3. set, 1. olay: süre aşımının `reason` alanı olmaz"
        );
    }

    #[test]
    fn a_word_that_is_no_pit_is_echoed_as_written() {
        let source = Source::new(
            "r.toml",
            "variant = \"kalah\"\n[[set]]\nmoves = \"3 dört\"\n",
        );
        let problems = parse(&source).unwrap_err().problems;
        assert_eq!(
            Words::english().say(&problems[0].message),
            "`moves`: expected pit numbers separated by spaces, such as \"3 6 1\"; found \"dört\""
        );
        assert_eq!(&source.text[problems[0].span.clone()], "dört");
    }
}
