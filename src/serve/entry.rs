//! A table's result from a phone: the table number and its code, the sets
//! (counted stores, a time-out, warnings), the verdict, both players'
//! confirmations, then the save; and the arbiter's correction. Plain forms:
//! every step is a page, no script needed. The form's fields become the
//! SET tokens of `hakem result` (`30-18`, `t:second`, `w:first`), read,
//! judged and written by [`crate::event::result`], as the command does.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Form;
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::app::{App, Arbiter, CodeCheck, FolderGuard, Saved, blocking, language};
use super::app::{fill, t};
use super::pages::{desk_nav, lang_key, layout, public_nav};
use crate::event::folder::{Folder, TableState};
use crate::event::result::{self, Entry, Refusal, entry_tokens, parse_entry};
use crate::referee::Winner;
use crate::wording::{Label, Language};

/// Sets a round can have on the form (the best of three).
const SETS: usize = 3;
/// Most stones a store can be entered with, and most warnings a player.
const MAX_STORE: u32 = 999;
const MAX_WARNINGS: u32 = 9;

type Fields = HashMap<String, String>;

fn field<'a>(f: &'a Fields, key: &str) -> &'a str {
    f.get(key).map(|s| s.trim()).unwrap_or("")
}

/// The SET tokens of `hakem result` the phone form's fields give, a set a
/// token: `30-18`; `-20,t:second` (only the store of the player whose time
/// ran out); `w:first` per warning; `first` for a game entered by set
/// results.
pub(crate) fn form_tokens(f: &Fields, lang: Language) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let mut empty_before: Option<usize> = None;
    for n in 1..=SETS {
        let number = |key: &str, max: u32| -> Result<Option<u32>, String> {
            let text = field(f, &format!("s{n}{key}"));
            if text.is_empty() {
                return Ok(None);
            }
            text.parse::<u32>()
                .ok()
                .filter(|v| *v <= max)
                .map(Some)
                .ok_or_else(|| fill(lang, Label::ServeNotANumber, &[&n.to_string(), text]))
        };
        let (a, b) = (number("a", MAX_STORE)?, number("b", MAX_STORE)?);
        let (wa, wb) = (
            number("wa", MAX_WARNINGS)?.unwrap_or(0),
            number("wb", MAX_WARNINGS)?.unwrap_or(0),
        );
        let pick = |key: &str, allowed: &[&'static str]| {
            let v = field(f, &format!("s{n}{key}"));
            allowed.iter().copied().find(|a| *a == v)
        };
        let timeout = pick("t", &["first", "second"]);
        let result = pick("r", &["first", "second", "draw"]);
        let mut parts: Vec<String> = Vec::new();
        parts.extend(result.map(str::to_string));
        if a.is_some() || b.is_some() {
            let side = |v: Option<u32>| v.map(|v| v.to_string()).unwrap_or_default();
            parts.push(format!("{}-{}", side(a), side(b)));
        }
        parts.extend(timeout.map(|who| format!("t:{who}")));
        parts.extend((0..wa).map(|_| "w:first".to_string()));
        parts.extend((0..wb).map(|_| "w:second".to_string()));
        if parts.is_empty() {
            empty_before.get_or_insert(n);
            continue;
        }
        if let Some(e) = empty_before {
            return Err(fill(lang, Label::ServeEmptySet, &[&e.to_string()]));
        }
        tokens.push(parts.join(","));
    }
    Ok(tokens)
}

/// The stores of a set as counted ("30 – 18", " – 20" for one store).
fn stores(set: &crate::referee::SetVerdict) -> String {
    let side = |v: Option<u16>| v.map(|v| v.to_string()).unwrap_or_default();
    match (set.counted_stores, set.score) {
        (Some([a, b]), _) => format!("{} – {}", side(a), side(b)),
        (None, Some([a, b])) => format!("{a} – {b}"),
        (None, None) => String::new(),
    }
}

/// The verdict for people: the round's winner, and a line per set (the
/// stores, who won it, its set points), small enough for a phone.
fn verdict_markup(j: &Saved, lang: Language) -> Markup {
    let record = &j.record;
    let round = &j.verdict.round;
    let winner = match round.winner {
        Some(Winner::Player(w)) => fill(lang, Label::WinsRound, &[&record.player(w).name]),
        Some(Winner::Draw) => t(lang, Label::RoundDrawn).to_string(),
        None => t(lang, Label::RoundIncomplete).to_string(),
    };
    let pair = |[a, b]: [f64; 2]| {
        format!(
            "{} – {}",
            crate::wording::points(a),
            crate::wording::points(b)
        )
    };
    html! {
        h2 { (t(lang, Label::RoundResult)) ": " (winner) }
        table {
            thead { tr {
                th { (t(lang, Label::Sets)) }
                th class="c" { (t(lang, Label::Stones)) }
                th { (t(lang, Label::SetWinner)) }
                th class="c" { (t(lang, Label::SetPoints)) }
            } }
            tbody {
                @for set in &j.verdict.sets {
                    tr {
                        td { (fill(lang, Label::SetNumber, &[&set.number.to_string()])) }
                        td class="c" { (stores(set)) }
                        td {
                            @match set.winner {
                                Some(Winner::Player(w)) => (record.player(w).name),
                                Some(Winner::Draw) => (t(lang, Label::ServeDraw)),
                                None => "—",
                            }
                            @if !set.counted { br; span class="note" { (t(lang, Label::NotCounted)) } }
                        }
                        td class="c" { @if let Some(p) = set.set_points { (pair(p)) } }
                    }
                }
                tr {
                    th { (t(lang, Label::RoundPoints)) }
                    td {}
                    td { b { (pair(round.round_points)) } }
                    td class="c" { b { (pair(round.set_points)) } }
                }
            }
        }
        @if round.warnings != [0, 0] {
            p { (t(lang, Label::Warnings)) ": " (round.warnings[0]) " – " (round.warnings[1]) }
        }
    }
}

/// The sets' inputs, filled with `f`.
fn sets_inputs(f: &Fields, names: [&str; 2], lang: Language, by_result: bool) -> Markup {
    html! {
        @if !by_result { p class="note" { (t(lang, Label::ServeSetHint)) } }
        @for n in 1..=SETS {
            @let key = |k: &str| format!("s{n}{k}");
            @let value = |k: &str| field(f, &key(k)).to_string();
            fieldset {
                legend { (fill(lang, Label::SetNumber, &[&n.to_string()])) }
                @if by_result {
                    label for=(key("r")) { (t(lang, Label::SetWinner)) }
                    select id=(key("r")) name=(key("r")) {
                        option value="" selected[value("r").is_empty()] { "—" }
                        option value="first" selected[value("r") == "first"] { (names[0]) }
                        option value="second" selected[value("r") == "second"] { (names[1]) }
                        option value="draw" selected[value("r") == "draw"] { (t(lang, Label::ServeDraw)) }
                    }
                } @else {
                div class="stores" {
                    div { label for=(key("a")) { (names[0]) } input type="number" inputmode="numeric" min="0" max="999" id=(key("a")) name=(key("a")) value=(value("a")); }
                    div { label for=(key("b")) { (names[1]) } input type="number" inputmode="numeric" min="0" max="999" id=(key("b")) name=(key("b")) value=(value("b")); }
                }
                }
                @if !by_result {
                label for=(key("t")) { (t(lang, Label::ServeTimeoutFor)) }
                select id=(key("t")) name=(key("t")) {
                    option value="" selected[value("t").is_empty()] { (t(lang, Label::ServeNobody)) }
                    option value="first" selected[value("t") == "first"] { (names[0]) }
                    option value="second" selected[value("t") == "second"] { (names[1]) }
                }
                }
                div class="stores" {
                    div { label for=(key("wa")) { (fill(lang, Label::ServeWarningsFor, &[names[0]])) } input type="number" inputmode="numeric" min="0" max="9" id=(key("wa")) name=(key("wa")) value=(value("wa")); }
                    div { label for=(key("wb")) { (fill(lang, Label::ServeWarningsFor, &[names[1]])) } input type="number" inputmode="numeric" min="0" max="9" id=(key("wb")) name=(key("wb")) value=(value("wb")); }
                }
            }
        }
    }
}

/// The sets' fields as hidden inputs (carried from the check to the save).
fn hidden_sets(f: &Fields) -> Markup {
    html! {
        @for n in 1..=SETS { @for k in ["a", "b", "t", "wa", "wb", "r"] {
            @let key = format!("s{n}{k}");
            input type="hidden" name=(key) value=(field(f, &key));
        } }
    }
}

/// Whether the event's game is entered set by set by its result (a game
/// with no sowing ruleset, such as pentago) rather than by stores.
fn by_result(folder: &Folder) -> bool {
    crate::ruleset::resolve(&folder.event.spec().variant, &folder.dir).is_err()
}

fn names(folder: &Folder, round: u8, table: usize) -> Option<[String; 2]> {
    let r = folder.rounds.get(usize::from(round).wrapping_sub(1))?;
    let players = &r.tables.get(table.wrapping_sub(1))?.players;
    let name = |id: &str| {
        folder
            .event
            .player(id)
            .map(|p| p.full_name())
            .unwrap_or_else(|| id.to_string())
    };
    Some([name(&players[0]), name(&players[1])])
}

fn page(lang: Language, title: &str, status: StatusCode, body: Markup) -> Response {
    (
        status,
        layout(lang, title, public_nav(lang, "/table"), body, false),
    )
        .into_response()
}

fn message(class: &str, text: &str) -> Markup {
    html! { div class=(class) { (text) } }
}

/// The first form: table number and code.
fn start_form(lang: Language, error: Option<Markup>) -> Markup {
    html! {
        @if let Some(e) = error { (e) }
        form method="post" action="/table" {
            input type="hidden" name="lang" value=(lang_key(lang));
            label for="table" { (t(lang, Label::ServeTableNumber)) }
            input type="number" inputmode="numeric" min="1" id="table" name="table" required;
            label for="code" { (t(lang, Label::TableCode)) }
            input type="text" id="code" name="code" autocomplete="off" autocapitalize="characters" required;
            button type="submit" { (t(lang, Label::ServeContinue)) }
        }
    }
}

/// `GET /table`.
pub(crate) async fn start(State(app): State<Arc<App>>, Query(q): Query<Fields>) -> Response {
    blocking(move || {
        let folder = app.folder().ok();
        let lang = language(q.get("lang").map(String::as_str), folder.as_deref());
        page(
            lang,
            t(lang, Label::ServeEnterResult),
            StatusCode::OK,
            start_form(lang, None),
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

/// What the table's pages need to know of the event.
struct TableFacts {
    /// The game is entered by set results (no stores).
    by_result: bool,
    /// The table's result is in.
    saved: bool,
}

/// The table and code of a form, checked: `Ok` with the facts, the
/// language, the round, the table and the players' names, or the page to
/// answer. The folder is let go before the answer (the save takes it).
fn checked_table(
    app: &App,
    f: &Fields,
) -> Result<(TableFacts, Language, u8, usize, [String; 2]), Response> {
    let table: usize = field(f, "table").parse().unwrap_or(0);
    // The forms after the first carry the round: the table's files are
    // enough to look at (a phone saving at the end of a round, with 99
    // others).
    let mut folder = match field(f, "round").parse::<u8>() {
        Ok(round) => app.folder_for_table(round, table),
        Err(_) => app.folder(),
    }
    .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, format!("{e}\n")).into_response())?;
    let lang = language(f.get("lang").map(String::as_str), Some(&folder));
    let title = t(lang, Label::ServeEnterResult);
    let round = match field(f, "round") {
        "" => folder.paired_rounds(),
        r => r.parse().unwrap_or(0),
    };
    let Some(names) = names(&folder, round, table) else {
        let text = fill(lang, Label::ServeNoSuchTable, &[&round.to_string()]);
        return Err(page(
            lang,
            title,
            StatusCode::NOT_FOUND,
            start_form(lang, Some(message("error", &text))),
        ));
    };
    let facts = TableFacts {
        by_result: by_result(&folder),
        saved: saved_already(&folder, round, table),
    };
    let checked = app.check_code(&mut folder, round, table, field(f, "code"));
    drop(folder);
    match checked {
        Ok(CodeCheck::Right) => Ok((facts, lang, round, table, names)),
        Ok(CodeCheck::Wrong | CodeCheck::NoTable) => Err(page(
            lang,
            title,
            StatusCode::FORBIDDEN,
            start_form(lang, Some(message("error", t(lang, Label::ServeWrongCode)))),
        )),
        Ok(CodeCheck::Limited) => Err(page(
            lang,
            title,
            StatusCode::TOO_MANY_REQUESTS,
            start_form(
                lang,
                Some(message("error", t(lang, Label::ServeTooManyTries))),
            ),
        )),
        Err(e) => Err((StatusCode::INTERNAL_SERVER_ERROR, format!("{e}\n")).into_response()),
    }
}

fn saved_already(folder: &Folder, round: u8, table: usize) -> bool {
    folder
        .rounds
        .get(usize::from(round) - 1)
        .and_then(|r| r.tables.get(table - 1))
        .is_some_and(result::holds_result)
}

/// "Round 2, table 7: Ayşe Yılmaz – Oğuz Çelik".
fn table_heading(lang: Language, round: u8, table: usize, names: &[String; 2]) -> Markup {
    html! {
        h2 { (fill(lang, Label::RoundNumber, &[&round.to_string()])) ", " (t(lang, Label::Table)) " " (table) ": " (names[0]) " – " (names[1]) }
    }
}

/// The table, its code and the language, carried from form to form.
fn table_fields(f: &Fields, lang: Language, round: u8, table: usize) -> Markup {
    html! {
        input type="hidden" name="lang" value=(lang_key(lang));
        input type="hidden" name="round" value=(round);
        input type="hidden" name="table" value=(table);
        input type="hidden" name="code" value=(field(f, "code"));
    }
}

/// The entry form for a table whose code was right.
fn entry_form(
    by_result: bool,
    f: &Fields,
    lang: Language,
    round: u8,
    table: usize,
    names: &[String; 2],
    error: Option<Markup>,
) -> Markup {
    html! {
        (table_heading(lang, round, table, names))
        @if let Some(e) = error { (e) }
        form method="post" action="/table/check" {
            (table_fields(f, lang, round, table))
            (sets_inputs(f, [&names[0], &names[1]], lang, by_result))
            button type="submit" { (t(lang, Label::ServeCheck)) }
        }
    }
}

/// `POST /table`: the code is checked, then the sets' form.
pub(crate) async fn open(State(app): State<Arc<App>>, Form(f): Form<Fields>) -> Response {
    blocking(move || {
        let (facts, lang, round, table, names) = match checked_table(&app, &f) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let title = t(lang, Label::ServeEnterResult);
        if facts.saved {
            return page(
                lang,
                title,
                StatusCode::CONFLICT,
                message("error", t(lang, Label::ServeAlreadySaved)),
            );
        }
        page(
            lang,
            title,
            StatusCode::OK,
            entry_form(facts.by_result, &f, lang, round, table, &names, None),
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

/// A refusal as the status the API and the pages answer with, and its
/// words (those of `hakem result`).
pub(crate) fn refusal_status(r: &Refusal) -> StatusCode {
    match r {
        Refusal::RoundNotPaired { .. } | Refusal::UnknownTable { .. } => StatusCode::NOT_FOUND,
        Refusal::RoundFinished { .. }
        | Refusal::HoldsMoves(_)
        | Refusal::HoldsResult { .. }
        | Refusal::EnteredInEvent(_)
        | Refusal::Unreadable(..) => StatusCode::CONFLICT,
        Refusal::Rules { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        // The record the entry makes is one the record's checks refuse (a
        // set entered by its result in a game whose sets are counted
        // stores): the entry is wrong, not the server (found by the
        // serve_body fuzz target).
        Refusal::Failed(crate::error::Error::Input(_)) => StatusCode::UNPROCESSABLE_ENTITY,
        // Another writer saved the record between the read and the write.
        Refusal::Failed(crate::error::Error::Changed(_)) => StatusCode::CONFLICT,
        Refusal::Failed(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

fn refusal(r: &Refusal, lang: Language, table: usize) -> (StatusCode, String) {
    let status = refusal_status(r);
    let text = match r {
        Refusal::HoldsResult { .. } => t(lang, Label::ServeAlreadySaved).to_string(),
        _ => crate::report::result::refusal(crate::wording::Words::new(lang), table, r),
    };
    (status, text)
}

/// Judges an entry (and, with `save`, writes it) through `hakem result`'s
/// domain functions: judged against the folder as the files hold it, the
/// record's new text staged (written and synced beside it, outside any
/// lock), then put in place with the results of other tables arriving at
/// the same time ([`App::commit`]), under the event's write lock and only
/// over the record it judged (two phones racing for one table: one saves,
/// the other is told it is in).
/// `folder` is the folder as the request found it (let go before the
/// write, which takes it to note the record written).
pub(crate) fn judge_or_enter(
    app: &App,
    folder: FolderGuard<'_>,
    round: u8,
    table: usize,
    entry: &Entry,
    replace: bool,
    save: bool,
) -> Result<Saved, Refusal> {
    let judged = result::judge_entry(&folder, round, table, entry, replace)?;
    drop(folder);
    if save {
        return app.commit(judged.stage()?);
    }
    Ok(Saved {
        source: judged.opened.source,
        record: judged.opened.record,
        verdict: judged.verdict,
        tournament: judged.opened.tournament.name().to_string(),
    })
}

fn entry_of(tokens: &[String], lang: Language) -> Result<Entry, (StatusCode, String)> {
    parse_entry(tokens).map_err(|b| {
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            crate::report::result::bad_token(crate::wording::Words::new(lang), &b),
        )
    })
}

fn judge_form(
    app: &App,
    f: &Fields,
    lang: Language,
    round: u8,
    table: usize,
    save: bool,
) -> Result<Saved, (StatusCode, String)> {
    let tokens = form_tokens(f, lang).map_err(|m| (StatusCode::UNPROCESSABLE_ENTITY, m))?;
    let entry = entry_of(&tokens, lang)?;
    let folder = app
        .folder_for_table(round, table)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    judge_or_enter(app, folder, round, table, &entry, false, save)
        .map_err(|r| refusal(&r, lang, table))
}

/// The verdict with the confirmations and the save button.
fn confirm_form(
    f: &Fields,
    j: &Saved,
    lang: Language,
    round: u8,
    table: usize,
    names: &[String; 2],
    error: Option<Markup>,
) -> Markup {
    html! {
        (table_heading(lang, round, table, names))
        @if let Some(e) = error { (e) }
        (verdict_markup(j, lang))
        form method="post" action="/table/save" {
            (table_fields(f, lang, round, table))
            (hidden_sets(f))
            p { (t(lang, Label::ServeConfirmHint)) }
            label class="confirm" { input type="checkbox" name="confirm_first" value="1"; (fill(lang, Label::ServeConfirmName, &[&names[0]])) }
            label class="confirm" { input type="checkbox" name="confirm_second" value="1"; (fill(lang, Label::ServeConfirmName, &[&names[1]])) }
            button type="submit" { (t(lang, Label::ServeSave)) }
            button type="submit" class="secondary" formaction="/table" { (t(lang, Label::ServeChange)) }
        }
    }
}

/// The entry form again, with the refusal of what was entered.
fn entry_again(
    facts: &TableFacts,
    f: &Fields,
    lang: Language,
    round: u8,
    table: usize,
    names: &[String; 2],
    (status, text): (StatusCode, String),
) -> Response {
    let form = entry_form(
        facts.by_result,
        f,
        lang,
        round,
        table,
        names,
        Some(message("error", &text)),
    );
    page(lang, t(lang, Label::ServeEnterResult), status, form)
}

/// `POST /table/check`: the verdict, judged without writing.
pub(crate) async fn check(State(app): State<Arc<App>>, Form(f): Form<Fields>) -> Response {
    blocking(move || {
        let (facts, lang, round, table, names) = match checked_table(&app, &f) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let title = t(lang, Label::ServeEnterResult);
        match judge_form(&app, &f, lang, round, table, false) {
            Ok(j) => page(
                lang,
                title,
                StatusCode::OK,
                confirm_form(&f, &j, lang, round, table, &names, None),
            ),
            Err(refused) => entry_again(&facts, &f, lang, round, table, &names, refused),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `POST /table/save`: both confirmations, then the write.
pub(crate) async fn save(State(app): State<Arc<App>>, Form(f): Form<Fields>) -> Response {
    blocking(move || {
        let (facts, lang, round, table, names) = match checked_table(&app, &f) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let title = t(lang, Label::ServeEnterResult);
        let confirmed = field(&f, "confirm_first") == "1" && field(&f, "confirm_second") == "1";
        let judged = judge_form(&app, &f, lang, round, table, confirmed);
        match judged {
            Ok(j) if !confirmed => page(
                lang,
                title,
                StatusCode::UNPROCESSABLE_ENTITY,
                confirm_form(
                    &f,
                    &j,
                    lang,
                    round,
                    table,
                    &names,
                    Some(message("error", t(lang, Label::ServeNotConfirmed))),
                ),
            ),
            Ok(j) => page(
                lang,
                title,
                StatusCode::OK,
                html! {
                    (table_heading(lang, round, table, &names))
                    (message("ok", t(lang, Label::ServeSaved)))
                    (verdict_markup(&j, lang))
                },
            ),
            Err(refused) => entry_again(&facts, &f, lang, round, table, &names, refused),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

/// The arbiter's correction: the result now as `hakem result` tokens, the
/// tokens to write, and (checked) the verdict and the change.
#[allow(clippy::too_many_arguments)]
fn desk_page(
    folder: &Folder,
    tokens: &str,
    lang: Language,
    round: u8,
    table: usize,
    after: Option<&Saved>,
    note: Option<Markup>,
    status: StatusCode,
) -> Response {
    let Some(names) = names(folder, round, table) else {
        return (
            StatusCode::NOT_FOUND,
            fill(lang, Label::ServeNoSuchTable, &[&round.to_string()]),
        )
            .into_response();
    };
    let before = match &folder.rounds[usize::from(round) - 1].tables[table - 1].state {
        TableState::Judged(loaded, _) => entry_tokens(&loaded.record),
        _ => String::new(),
    };
    let l = lang_key(lang);
    let action = format!("/desk/tables/{round}/{table}");
    let dir = folder.dir.display().to_string();
    let none = |s: String| if s.is_empty() { "—".to_string() } else { s };
    let body = html! {
        (table_heading(lang, round, table, &names))
        @if let Some(n) = note { (n) }
        table {
            tr { th { (t(lang, Label::ServeBefore)) } td { code { (none(before.clone())) } } }
            @if let Some(j) = after { tr { th { (t(lang, Label::ServeAfter)) } td { b { code { (none(entry_tokens(&j.record))) } } } } }
        }
        @if let Some(j) = after {
            (verdict_markup(j, lang))
            form method="post" action={(action) "/save?lang=" (l)} {
                input type="hidden" name="tokens" value=(tokens);
                button type="submit" { (t(lang, Label::ServeSave)) }
            }
        }
        form method="post" action={(action) "/check?lang=" (l)} {
            label for="tokens" { (t(lang, Label::ServeTokens)) }
            input type="text" id="tokens" name="tokens" value=(tokens) autocomplete="off";
            p class="note" { (t(lang, Label::ServeTokensHint)) }
            button type="submit" class=(if after.is_some() { "secondary" } else { "" }) { (t(lang, Label::ServeCheck)) }
        }
        p class="note" { (fill(lang, Label::ServeSameCommand, &[&format!("hakem result {dir} {table} {} --round {round} --replace", if tokens.is_empty() { "…" } else { tokens })])) }
    };
    (
        status,
        layout(lang, t(lang, Label::ServeDesk), desk_nav(lang), body, false),
    )
        .into_response()
}

/// `GET /desk/tables/R/T`.
pub(crate) async fn desk_form(
    State(app): State<Arc<App>>,
    _: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
) -> Response {
    blocking(move || {
        let folder = match app.folder() {
            Ok(f) => f,
            Err(e) => return (StatusCode::INTERNAL_SERVER_ERROR, format!("{e}\n")).into_response(),
        };
        let lang = language(q.get("lang").map(String::as_str), Some(&folder));
        let tokens = names(&folder, round, table)
            .and_then(
                |_| match &folder.rounds[usize::from(round) - 1].tables[table - 1].state {
                    TableState::Judged(loaded, _) => Some(entry_tokens(&loaded.record)),
                    _ => None,
                },
            )
            .unwrap_or_default();
        desk_page(
            &folder,
            &tokens,
            lang,
            round,
            table,
            None,
            None,
            StatusCode::OK,
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

async fn desk_submit(
    app: Arc<App>,
    round: u8,
    table: usize,
    q: Fields,
    f: Fields,
    save: bool,
) -> Response {
    blocking(move || {
        let asked = q.get("lang").map(String::as_str);
        let tokens: Vec<String> = field(&f, "tokens")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let judged = entry_of(&tokens, language(asked, None)).and_then(|entry| {
            let folder = app
                .folder()
                .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
            judge_or_enter(&app, folder, round, table, &entry, true, save)
                .map_err(|r| refusal(&r, language(asked, None), table))
        });
        let folder = match app.folder() {
            Ok(f) => f,
            Err(e) => return (StatusCode::INTERNAL_SERVER_ERROR, format!("{e}\n")).into_response(),
        };
        let lang = language(asked, Some(&folder));
        let text = tokens.join(" ");
        match judged {
            Ok(j) if save => desk_page(
                &folder,
                &text,
                lang,
                round,
                table,
                None,
                Some(message("ok", &entry_tokens(&j.record))),
                StatusCode::OK,
            ),
            Ok(j) => desk_page(
                &folder,
                &text,
                lang,
                round,
                table,
                Some(&j),
                None,
                StatusCode::OK,
            ),
            Err((status, text2)) => desk_page(
                &folder,
                &text,
                lang,
                round,
                table,
                None,
                Some(message("error", &text2)),
                status,
            ),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `POST /desk/tables/R/T/check`: the change shown, nothing written.
pub(crate) async fn desk_check(
    State(app): State<Arc<App>>,
    _: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
    Form(f): Form<Fields>,
) -> Response {
    desk_submit(app, round, table, q, f, false).await
}

/// `POST /desk/tables/R/T/save`: the correction written.
pub(crate) async fn desk_save(
    State(app): State<Arc<App>>,
    _: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
    Form(f): Form<Fields>,
) -> Response {
    desk_submit(app, round, table, q, f, true).await
}
