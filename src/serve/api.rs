//! The JSON API under `/api/` (docs/serve.md): what the pages read, for
//! other programs too.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path as UrlPath, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::app::{App, Arbiter, CodeCheck, blocking};
use super::pages::{last_complete, pair_refusal_text, result_text};
use crate::event::result::{Entry, Refusal};
use crate::event::standings::Standings;
use crate::record::SetRecord;
use crate::text::diagnostic::Source;
use crate::words::Words;

crate::messages! {
    /// The JSON API's errors (`{"error": "..."}`), in English whatever the
    /// language: JSON is the same in every language.
    pub enum ApiError {
        NoRoundComplete = "serve-api-no-round-complete",
        RoundNotPaired { round: u8 } = "serve-api-round-not-paired",
        /// The body is not JSON (`detail`: the JSON reader's words).
        NotJson { detail: String } = "serve-api-not-json",
        NoSets = "serve-api-no-sets",
        /// The sets are not a record's `[[set]]` tables.
        SetsNotRecord { detail: String } = "serve-api-sets-not-record",
        WrongCode = "serve-api-wrong-code",
        TooManyWrongCodes = "serve-api-too-many-wrong-codes",
        /// The round has no such table, or no codes.
        NoTableWithCode { round: u8, table: usize } = "serve-api-no-table-with-code",
        /// A table's code sends counted sets only: a forfeit, or moves,
        /// are the arbiter's (the desk, `PUT`, `hakem result`).
        CodeSendsCountedSets = "serve-api-code-counted-sets-only",
    }
}

fn answer(status: StatusCode, body: Value) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        format!("{body}\n"),
    )
        .into_response()
}

/// An error answer: `{"error": "..."}`, its message in English.
fn error(status: StatusCode, message: impl Into<String>) -> Response {
    answer(status, json!({ "error": message.into() }))
}

/// An error answer of the API's own.
fn refused(status: StatusCode, e: ApiError) -> Response {
    error(status, Words::english().say(&e))
}

fn open(app: &App) -> Result<super::app::FolderGuard<'_>, Response> {
    app.folder()
        .map_err(|e| error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

/// `GET /api/stamp`: the folder's fingerprint; it changes with any file.
pub(crate) async fn stamp(State(app): State<Arc<App>>) -> Response {
    blocking(Words::english(), move || {
        ([(header::CACHE_CONTROL, "no-store")], app.stamp()).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `GET /api/standings`: after the last round with every result in.
pub(crate) async fn standings(State(app): State<Arc<App>>) -> Response {
    blocking(Words::english(), move || {
        let folder = match open(&app) {
            Ok(f) => f,
            Err(r) => return r,
        };
        let after = last_complete(&folder);
        if after == 0 {
            return refused(StatusCode::NOT_FOUND, ApiError::NoRoundComplete);
        }
        let s = Standings::new(&folder, after);
        // The very text `hakem event standings --format json` prints.
        (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            crate::report::event_json::standings_json(&s),
        )
            .into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `GET /api/rounds/N`: the tables, players and results so far.
pub(crate) async fn round(State(app): State<Arc<App>>, UrlPath(round): UrlPath<u8>) -> Response {
    blocking(Words::english(), move || {
        let folder = match open(&app) {
            Ok(f) => f,
            Err(r) => return r,
        };
        let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
            return refused(StatusCode::NOT_FOUND, ApiError::RoundNotPaired { round });
        };
        let player = |id: &str| {
            json!({
                "id": id,
                "name": folder.event.player(id).map(|p| p.full_name()),
            })
        };
        let tables: Vec<Value> = r
            .tables
            .iter()
            .map(|t| {
                let result = folder.table_result(round, t).ok().map(|res| {
                    let decided = crate::event::decided::decided_by(&res, &t.state);
                    let (decided_by, decision) = crate::report::results_json::decided_json(
                        &decided,
                        [&t.players[0], &t.players[1]],
                    );
                    json!({
                        "decided_by": decided_by,
                        "decision": decision,
                        "first": game_result(res.white),
                        "second": game_result(res.black),
                        "set_points": res.set_points.map(|[a, b]| [f64::from(a) / 2.0, f64::from(b) / 2.0]),
                        "stones": res.stones,
                        "text": result_text(&folder, round, t),
                    })
                });
                json!({
                    "table": t.table,
                    "first": player(&t.players[0]),
                    "second": player(&t.players[1]),
                    "result": result,
                })
            })
            .collect();
        answer(
            StatusCode::OK,
            json!({
                "round": round,
                "paired_rounds": folder.paired_rounds(),
                "tables": tables,
                "bye": r.manifest.bye.as_deref().map(player),
            }),
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

/// A player's result at a table, as the API names it.
fn game_result(g: crate::swiss::GameResult) -> &'static str {
    use crate::swiss::GameResult as G;
    match g {
        G::Win => "win",
        G::Draw => "draw",
        G::Loss => "loss",
        G::ForfeitWin => "forfeit-win",
        G::ForfeitLoss => "forfeit-loss",
        _ => "other",
    }
}

/// The sets of a post: the record's `[[set]]` tables as JSON, read by the
/// record's own parser (every key checked as in a record file, every
/// problem named by its key path, `set[1].claimed.first`).
fn sets_from_json(sets: &[Value]) -> Result<Vec<SetRecord>, String> {
    if let Some(counted) = counted_sets(sets) {
        return Ok(counted);
    }
    let not_sets = |detail: String| Words::english().say(&ApiError::SetsNotRecord { detail });
    let mut text = String::from("variant = \"turkish-mangala\"\nset = [");
    for (i, set) in sets.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        toml_of_json(set, &mut text).map_err(not_sets)?;
    }
    text.push_str("]\n");
    let source = Source::new("sets", text);
    crate::record::parse(&source)
        .map(|(r, _)| r.sets)
        .map_err(|d| d.to_string())
}

/// The sets as a phone's form sends them, read without the record's
/// parser: every set `{"claimed": {"first": N, "second": N}}` (either
/// store alone), each store a whole number a record holds. `None` for
/// anything else, which the parser reads (and words any problem of). The
/// same sets as the parser reads from the same JSON (a property test):
/// the parser took most of a post's reading.
fn counted_sets(sets: &[Value]) -> Option<Vec<SetRecord>> {
    if sets.is_empty() {
        return None;
    }
    sets.iter()
        .map(|set| {
            let set = set.as_object().filter(|s| s.len() == 1)?;
            let claimed = set.get("claimed")?.as_object()?;
            if claimed.is_empty() || claimed.keys().any(|k| k != "first" && k != "second") {
                return None;
            }
            // `None`: not such a store; `Some(None)`: no store given.
            let store = |key: &str| match claimed.get(key) {
                None => Some(None),
                Some(v) => v.as_u64().and_then(|n| u32::try_from(n).ok()).map(Some),
            };
            Some(SetRecord {
                counted: Some(crate::record::Counted {
                    first: store("first")?,
                    second: store("second")?,
                }),
                ..SetRecord::default()
            })
        })
        .collect()
}

/// `value` written as a TOML value (objects as inline tables, every key
/// quoted) for the record's parser to read: straight from the JSON, with
/// no TOML value built and written again in between (a tenth of a post's
/// file work was that). JSON's `null` and integers beyond 64 bits have no
/// TOML form and are refused. The nesting is bounded by the JSON parser's
/// own depth limit.
fn toml_of_json(value: &Value, out: &mut String) -> Result<(), String> {
    use std::fmt::Write as _;
    match value {
        Value::Null => return Err("null is not a value of a record".to_string()),
        Value::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                let _ = write!(out, "{i}");
            } else if let Some(f) = n.as_f64().filter(|_| !n.is_u64()) {
                // `{:?}` always writes a fraction or an exponent (`30.0`,
                // `1e300`), as TOML's floats need.
                let _ = write!(out, "{f:?}");
            } else {
                return Err(format!("{n} is too large a number"));
            }
        }
        Value::String(text) => toml_string(text, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                toml_of_json(item, out)?;
            }
            out.push(']');
        }
        Value::Object(map) => {
            out.push('{');
            for (i, (key, item)) in map.iter().enumerate() {
                out.push_str(if i > 0 { ", " } else { " " });
                toml_string(key, out);
                out.push_str(" = ");
                toml_of_json(item, out)?;
            }
            out.push_str(if map.is_empty() { "}" } else { " }" });
        }
    }
    Ok(())
}

/// `text` as a TOML basic string (also a quoted key).
fn toml_string(text: &str, out: &mut String) {
    use std::fmt::Write as _;
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The body of a result post: the table's code, and the record's `[[set]]`
/// tables as JSON (or `"forfeit": "first" | "second" | "both"`).
fn entry_of(body: &[u8]) -> Result<(String, Entry), Response> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        let detail = e.to_string();
        refused(StatusCode::BAD_REQUEST, ApiError::NotJson { detail })
    })?;
    let code = value
        .get("code")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    if let Some(f) = value.get("forfeit") {
        let token = format!("forfeit:{}", f.as_str().unwrap_or(""));
        return crate::event::result::parse_entry(&[token])
            .map(|e| (code, e))
            .map_err(|b| {
                error(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    crate::report::result::bad_token(Words::english(), &b),
                )
            });
    }
    let Some(sets) = value.get("sets").and_then(Value::as_array) else {
        return Err(refused(StatusCode::BAD_REQUEST, ApiError::NoSets));
    };
    let sets = sets_from_json(sets).map_err(|m| error(StatusCode::UNPROCESSABLE_ENTITY, m))?;
    Ok((code, Entry::Sets(sets)))
}

/// Whether an entry holds counted sets only (no forfeit, no moves): what a
/// table's code may send.
pub(crate) fn counted_sets_only(entry: &Entry) -> bool {
    match entry {
        Entry::Forfeit(_) => false,
        Entry::Sets(sets) => sets
            .iter()
            .all(|s| s.moves.is_empty() && s.grid_moves.is_empty()),
    }
}

fn refusal(r: Refusal, table: usize) -> Response {
    let status = super::results::refusal_status(&r);
    error(
        status,
        crate::report::result::refusal(Words::english(), table, &r),
    )
}

fn verdict(j: &super::results::Saved) -> Response {
    let opened = &j.opened;
    let text = crate::report::json::check_json(
        &opened.source,
        &opened.record,
        opened.tournament.name(),
        &j.verdict,
    );
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        format!("{text}\n"),
    )
        .into_response()
}

/// `POST /api/rounds/N/tables/T/result`: a table's result with its code.
pub(crate) async fn post_result(
    State(app): State<Arc<App>>,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    turn: Option<axum::Extension<super::sessions::WriteTurn>>,
    body: Bytes,
) -> Response {
    use super::results::Step::{self, Answer};
    let shared = app.clone();
    let work = move || -> Step {
        let (code, entry) = match entry_of(&body) {
            Ok(x) => x,
            Err(r) => return Answer(r),
        };
        if !counted_sets_only(&entry) {
            return Answer(refused(
                StatusCode::FORBIDDEN,
                ApiError::CodeSendsCountedSets,
            ));
        }
        let mut folder = match app.folder_for_table(round, table) {
            Ok(f) => f,
            Err(e) => return Answer(error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())),
        };
        let refused = match app.check_code(&mut folder, round, table, &code) {
            Ok(CodeCheck::Right) => None,
            Ok(CodeCheck::Wrong) => Some(refused(StatusCode::FORBIDDEN, ApiError::WrongCode)),
            Ok(CodeCheck::Limited) => Some(refused(
                StatusCode::TOO_MANY_REQUESTS,
                ApiError::TooManyWrongCodes,
            )),
            // The table must have a code before its code is counted (no
            // rate-limit entries for tables that are not there).
            Ok(CodeCheck::NoTable) => Some(refused(
                StatusCode::NOT_FOUND,
                ApiError::NoTableWithCode { round, table },
            )),
            Err(e) => Some(error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())),
        };
        if let Some(r) = refused {
            return Answer(r);
        }
        match super::results::judge_and_stage(folder, round, table, &entry, None) {
            Ok(staged) => Step::Commit(
                Box::new(staged),
                Box::new(move |saved| match saved {
                    Ok(j) => verdict(&j),
                    Err(r) => refusal(r, table),
                }),
            ),
            Err(r) => Answer(refusal(r, table)),
        }
    };
    super::results::blocking_then_commit(shared, turn, Words::english(), work).await
}

/// `PUT /api/rounds/N/tables/T/result`: the arbiter's correction (the
/// password; no code).
pub(crate) async fn put_result(
    State(app): State<Arc<App>>,
    _: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    body: Bytes,
) -> Response {
    blocking(Words::english(), move || {
        let (_, entry) = match entry_of(&body) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let folder = match app.folder_for_table(round, table) {
            Ok(f) => f,
            Err(e) => return error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
        };
        match super::results::judge_or_enter(
            &app,
            folder,
            round,
            table,
            &entry,
            Some(crate::record::ChangedBy::Api),
            true,
        ) {
            Ok(j) => verdict(&j),
            Err(r) => refusal(r, table),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `DELETE /api/rounds/N/tables/T/result`: the arbiter clears a table's
/// result (the password; no code): the record back as paired, the result
/// that was there kept in its history and answered (`{"round", "table",
/// "was"}`).
pub(crate) async fn delete_result(
    State(app): State<Arc<App>>,
    _: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
) -> Response {
    blocking(Words::english(), move || {
        let folder = match app.folder_for_table(round, table) {
            Ok(f) => f,
            Err(e) => return error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
        };
        match super::results::clear(&app, folder, round, table, crate::record::ChangedBy::Api) {
            Ok(was) => answer(
                StatusCode::OK,
                json!({ "round": round, "table": table, "was": was.to_string() }),
            ),
            Err(r) => refusal(r, table),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `POST /api/pair`: the next round (the password).
pub(crate) async fn pair(State(app): State<Arc<App>>, _: Arbiter) -> Response {
    blocking(Words::english(), move || {
        let mut notes = Vec::new();
        match crate::event::pairing::pair_and_write(
            &app.dir,
            None,
            false,
            chrono::Local::now().date_naive(),
            &app.taken_codes(),
            &mut notes,
        ) {
            Ok(Ok(p)) => answer(
                StatusCode::OK,
                json!({
                    "round": p.manifest.round,
                    "tables": p.manifest.tables,
                    "bye": p.manifest.bye,
                    "notes": notes
                        .iter()
                        .map(|n| crate::words::Words::english().say(n))
                        .collect::<Vec<_>>(),
                }),
            ),
            Ok(Err(r)) => error(
                StatusCode::CONFLICT,
                pair_refusal_text(&r, Words::english()),
            ),
            Err(e) if crate::event::lock::is_busy(&e) => {
                error(StatusCode::SERVICE_UNAVAILABLE, e.to_string())
            }
            Err(e) => error(StatusCode::UNPROCESSABLE_ENTITY, e.to_string()),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The sets read as before the JSON was written as TOML straight: a
    /// TOML value made of the JSON, written by `toml`, read by the record's
    /// parser.
    fn through_toml_values(sets: &[Value]) -> Option<Vec<SetRecord>> {
        let sets: toml::Value = serde_json::from_value(Value::Array(sets.to_vec())).ok()?;
        let mut doc = toml::Table::new();
        doc.insert("variant".into(), "turkish-mangala".into());
        doc.insert("set".into(), sets);
        let text = toml::to_string(&doc).ok()?;
        crate::record::parse(&Source::new("sets", text))
            .ok()
            .map(|(r, _)| r.sets)
    }

    /// A JSON value that is no table: `null`, booleans, numbers of every
    /// size, strings with quotes, backslashes, spaces and control
    /// characters.
    fn leaf() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            (0i64..60).prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            any::<u64>().prop_map(Value::from),
            (0u32..60).prop_map(|n| Value::from(f64::from(n))),
            (-1e3f64..1e3).prop_map(Value::from),
            "[1-6a-z\"\\\u{0}-\u{1f}\u{7f}ğ ]{0,8}".prop_map(Value::from),
            prop::sample::select(vec![
                "first",
                "second",
                "both",
                "draw",
                "warning",
                "timeout",
                "touch-move",
                "4 1 6 2",
            ])
            .prop_map(Value::from),
        ]
    }

    /// Any JSON, its tables keyed with a record's own keys and others.
    fn json() -> impl Strategy<Value = Value> {
        let key = prop::sample::select(vec![
            "claimed",
            "first",
            "second",
            "moves",
            "result",
            "incidents",
            "player",
            "kind",
            "reason",
            "after",
            "starts",
            "x",
            "a.b",
            "ş\"q\\",
        ]);
        leaf().prop_recursive(4, 32, 6, move |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                prop::collection::vec((key.clone(), inner), 0..4).prop_map(|kv| Value::Object(
                    kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
                )),
            ]
        })
    }

    /// A set as a phone sends it (the stores counted, a result, moves,
    /// incidents), each value any JSON at all; and any JSON.
    fn set() -> impl Strategy<Value = Value> {
        let who = prop::sample::select(vec!["first", "second", "third"]);
        let incident = (who, leaf(), leaf(), leaf()).prop_map(|(player, kind, reason, after)| {
            serde_json::json!({"player": player, "kind": kind, "reason": reason, "after": after})
        });
        // Stores as a phone may send them: whole, whole but written as a
        // float (`30.0`), at the bounds a record holds, or anything.
        let count = prop_oneof![
            (0i64..60).prop_map(Value::from),
            (0u32..60).prop_map(|n| Value::from(f64::from(n))),
            prop::sample::select(vec![u64::from(u32::MAX), u64::from(u32::MAX) + 1])
                .prop_map(Value::from),
            Just(Value::from(-1)),
            leaf(),
        ];
        prop_oneof![
            (count.clone(), count.clone())
                .prop_map(|(a, b)| serde_json::json!({"claimed": {"first": a, "second": b}})),
            (
                count.clone(),
                prop::sample::select(vec!["first", "second", "third", "x"])
            )
                .prop_map(|(n, key)| serde_json::json!({"claimed": {key: n}})),
            (
                count.clone(),
                prop::sample::select(vec!["second", "third", "x"])
            )
                .prop_map(|(n, key)| serde_json::json!({"claimed": {"first": 30, key: n}})),
            (0u32..60, 0u32..60, prop::collection::vec(incident, 0..3)).prop_map(|(a, b, i)| {
                serde_json::json!({"claimed": {"first": a, "second": b}, "incidents": i})
            }),
            leaf().prop_map(|w| serde_json::json!({"result": w})),
            "[1-6 \t\n\r\u{b}\u{c}]{1,6}".prop_map(|m| serde_json::json!({"moves": m})),
            leaf().prop_map(|m| serde_json::json!({"moves": m})),
            json(),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1024))]

        /// The sets read from the JSON written as TOML straight are those
        /// read through TOML values, and refused where they were.
        #[test]
        fn json_written_as_toml_reads_as_through_toml_values(
            sets in prop::collection::vec(set(), 0..3)
        ) {
            prop_assert_eq!(sets_from_json(&sets).ok(), through_toml_values(&sets));
        }
    }

    #[test]
    fn the_sets_of_a_phone_are_read() {
        let sets = serde_json::json!([
            {"claimed": {"first": 30, "second": 18}},
            {"claimed": {"first": 26, "second": 22}}
        ]);
        let read = sets_from_json(sets.as_array().unwrap()).unwrap();
        assert_eq!(read.len(), 2);
        assert_eq!(Some(read), through_toml_values(sets.as_array().unwrap()));
        let null = serde_json::json!([{"claimed": {"first": null, "second": 18}}]);
        assert!(sets_from_json(null.as_array().unwrap()).is_err());
        let unknown = serde_json::json!([{"claimd": {"first": 30}}]);
        let e = sets_from_json(unknown.as_array().unwrap()).unwrap_err();
        assert!(e.contains("set[1].claimd"), "{e}");
    }
}
