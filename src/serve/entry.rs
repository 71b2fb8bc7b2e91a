//! A table's result from a phone: the table number and its code, the sets
//! (counted stores, a time-out, warnings), the verdict, both players'
//! confirmations, then the save; and the arbiter's correction. Plain forms:
//! every step is a page, no script needed. The form's fields become the
//! SET tokens of `hakem result` (`30-18`, `t:second`, `w:first`), read,
//! judged and written by [`crate::event::result`], as the command does.

use std::sync::Arc;

use axum::Form;
use axum::extract::{Path as UrlPath, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::app::{Answer, App, Arbiter, CodeCheck, blocking, unreadable};
use super::form_tokens::{Fields, SETS, field, form_tokens, tokens_in};
use super::layout::{desk_nav, layout, public_nav};
use super::results::{Saved, judge_or_enter, refusal_status};
use crate::event::folder::{Folder, TableState};
use crate::event::result::{self, Entry, Refusal, parse_entry};
use crate::record::Record;
use crate::referee::{ProblemFacts, RoundProblem, Unit, Winner};
use crate::words::{Label, Msg, Words};

crate::messages! {
    /// The words of a table's pages (the phone's, the desk's correction)
    /// that carry facts.
    pub enum TableText {
        Set { set: usize } = "serve-set",
        WarningsOf { name: String } = "serve-warnings-of",
        IConfirm { name: String } = "serve-i-confirm",
        NoSuchTable { round: u8 } = "serve-no-table-in-round",
        /// "Round 2, Table 7: Ayşe Yılmaz – Oğuz Çelik".
        Heading { round: u8, table: usize, first: String, second: String } = "serve-table-heading",
        Won { name: String } = "serve-verdict-won",
        Drawn = "serve-verdict-drawn",
        Incomplete = "serve-verdict-incomplete",
        /// The warnings of the round, first player's and second's.
        Warnings { first: u32, second: u32 } = "serve-warnings-given",
        /// The arbiter's correction of table `table` written: the tokens as
        /// typed.
        Corrected { table: usize, tokens: String } = "serve-corrected",
        /// The table's result cleared: the result that was there, as SET
        /// tokens in the reader's language.
        Cleared { table: usize, was: String } = "serve-cleared",
    }
}

crate::messages! {
    /// Why a table's result was not written, where the server says it in
    /// the terms of its forms rather than of the record's file.
    pub enum NotWritten {
        /// `why` said of table `table`, as `hakem result` says it.
        Because { table: usize, why: Msg } = "serve-not-written",
        /// The stores of set `set` lack `name`'s.
        StoreNotEntered { unit: Part, set: usize, name: String } = "serve-store-not-entered",
        /// The stores lack those of `name`, whose time ran out (the
        /// time-out rule reads them).
        StoreNotEnteredTimeout { unit: Part, set: usize, name: String } = "serve-store-not-entered-timeout",
    }
}

/// What a round is played in (a message's choice).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Set,
    Card,
}

crate::choices!(Part {
    Set = "set",
    Card = "card",
});

impl From<Unit> for Part {
    fn from(unit: Unit) -> Part {
        match unit {
            Unit::Set => Part::Set,
            Unit::Card => Part::Card,
        }
    }
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
fn verdict_markup(j: &Saved, words: Words) -> Markup {
    let record = &j.opened.record;
    let round = &j.verdict.round;
    let outcome = match round.winner {
        Some(Winner::Player(w)) => words.say(&TableText::Won {
            name: record.name_of(w).shown(words),
        }),
        Some(Winner::Draw) => words.say(&TableText::Drawn),
        None => words.say(&TableText::Incomplete),
    };
    let pair =
        |[a, b]: [f64; 2]| format!("{} – {}", crate::words::points(a), crate::words::points(b));
    html! {
        h2 { (outcome) }
        table {
            thead { tr {
                th { (words.t(Label::Sets)) }
                th class="c" { (words.t(Label::Stones)) }
                th { (words.t(Label::SetWinner)) }
                th class="c" { (words.t(Label::SetPoints)) }
            } }
            tbody {
                @for set in &j.verdict.sets {
                    tr {
                        td { (words.say(&TableText::Set { set: set.number })) }
                        td class="c" { (stores(set)) }
                        td {
                            @match set.winner {
                                Some(Winner::Player(w)) => (record.name_of(w).shown(words)),
                                Some(Winner::Draw) => (words.t(Label::ServeDraw)),
                                None => "—",
                            }
                            @if !set.counted { br; span class="note" { (words.t(Label::NotCounted)) } }
                        }
                        td class="c" { @if let Some(p) = set.set_points { (pair(p)) } }
                    }
                }
                tr {
                    th { (words.t(Label::RoundPoints)) }
                    td {}
                    td { b { (pair(round.round_points)) } }
                    td class="c" { b { (pair(round.set_points)) } }
                }
            }
        }
        @if round.warnings != [0, 0] {
            p { (words.say(&TableText::Warnings { first: round.warnings[0], second: round.warnings[1] })) }
        }
    }
}

/// The sets' inputs, filled with `f`.
fn sets_inputs(f: &Fields, names: [&str; 2], words: Words, by_result: bool) -> Markup {
    let warnings_of = |name: &str| {
        words.say(&TableText::WarningsOf {
            name: name.to_string(),
        })
    };
    html! {
        @if !by_result { p class="note" { (words.t(Label::ServeSetHint)) } }
        @for n in 1..=SETS {
            @let key = |k: &str| format!("s{n}{k}");
            @let value = |k: &str| field(f, &key(k)).to_string();
            fieldset {
                legend { (words.say(&TableText::Set { set: n })) }
                @if by_result {
                    label for=(key("r")) { (words.t(Label::SetWinner)) }
                    select id=(key("r")) name=(key("r")) {
                        option value="" selected[value("r").is_empty()] { "—" }
                        option value="first" selected[value("r") == "first"] { (names[0]) }
                        option value="second" selected[value("r") == "second"] { (names[1]) }
                        option value="draw" selected[value("r") == "draw"] { (words.t(Label::ServeDraw)) }
                    }
                } @else {
                div class="stores" {
                    div { label for=(key("a")) { (names[0]) } input type="number" inputmode="numeric" min="0" max="999" id=(key("a")) name=(key("a")) value=(value("a")); }
                    div { label for=(key("b")) { (names[1]) } input type="number" inputmode="numeric" min="0" max="999" id=(key("b")) name=(key("b")) value=(value("b")); }
                }
                }
                @if !by_result {
                label for=(key("t")) { (words.t(Label::ServeTimeoutFor)) }
                select id=(key("t")) name=(key("t")) {
                    option value="" selected[value("t").is_empty()] { (words.t(Label::ServeNobody)) }
                    option value="first" selected[value("t") == "first"] { (names[0]) }
                    option value="second" selected[value("t") == "second"] { (names[1]) }
                }
                }
                div class="stores" {
                    div { label for=(key("wa")) { (warnings_of(names[0])) } input type="number" inputmode="numeric" min="0" max="9" id=(key("wa")) name=(key("wa")) value=(value("wa")); }
                    div { label for=(key("wb")) { (warnings_of(names[1])) } input type="number" inputmode="numeric" min="0" max="9" id=(key("wb")) name=(key("wb")) value=(value("wb")); }
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
    let players = &r.table(table)?.players;
    let name = |id: &str| {
        folder
            .event
            .player(id)
            .map(|p| p.full_name())
            .unwrap_or_else(|| id.to_string())
    };
    Some([name(&players[0]), name(&players[1])])
}

fn page(words: Words, status: StatusCode, body: Markup) -> Response {
    let title = words.t(Label::ServeEnterResult);
    (
        status,
        layout(words, title, public_nav(words, "/table"), body, false),
    )
        .into_response()
}

fn message(class: &str, text: &str) -> Markup {
    html! { div class=(class) { (text) } }
}

/// The first form: table number and code.
fn start_form(words: Words, error: Option<Markup>) -> Markup {
    html! {
        @if let Some(e) = error { (e) }
        form method="post" action="/table" {
            input type="hidden" name="lang" value=(words.language().code());
            label for="table" { (words.t(Label::ServeTableNumber)) }
            input type="number" inputmode="numeric" min="1" id="table" name="table" required;
            label for="code" { (words.t(Label::TableCode)) }
            input type="text" id="code" name="code" autocomplete="off" autocapitalize="characters" required;
            button type="submit" { (words.t(Label::ServeContinue)) }
        }
    }
}

/// `GET /table`.
pub(crate) async fn start(State(app): State<Arc<App>>, Query(q): Query<Fields>) -> Response {
    let words = app.words_for(q.get("lang").map(String::as_str));
    page(words, StatusCode::OK, start_form(words, None))
}

/// What the table's pages need to know of the event.
struct TableFacts {
    /// The game is entered by set results (no stores).
    by_result: bool,
    /// The table's result is in.
    saved: bool,
}

/// The words of a form: its `lang` (the page's), else the server's.
fn form_words(app: &App, f: &Fields) -> Words {
    app.words_for(f.get("lang").map(String::as_str))
}

/// The table and code of a form, checked: `Ok` with the facts, the round,
/// the table and the players' names, or the page to answer (in `words`).
/// The folder is let go before the answer (the save takes it).
fn checked_table(
    app: &App,
    f: &Fields,
    words: Words,
) -> Result<(TableFacts, u8, usize, [String; 2]), Response> {
    let table: usize = field(f, "table").parse().unwrap_or(0);
    // The forms after the first carry the round: the table's files are
    // enough to look at (a phone saving at the end of a round, with 99
    // others).
    let mut folder = match field(f, "round").parse::<u8>() {
        Ok(round) => app.folder_for_table(round, table),
        Err(_) => app.folder(),
    }
    .map_err(|e| unreadable(words, &e))?;
    let round = match field(f, "round") {
        "" => folder.paired_rounds(),
        r => r.parse().unwrap_or(0),
    };
    let Some(names) = names(&folder, round, table) else {
        let text = words.say(&TableText::NoSuchTable { round });
        return Err(page(
            words,
            StatusCode::NOT_FOUND,
            start_form(words, Some(message("error", &text))),
        ));
    };
    let facts = TableFacts {
        by_result: by_result(&folder),
        saved: saved_already(&folder, round, table),
    };
    let checked = app.check_code(&mut folder, round, table, field(f, "code"));
    drop(folder);
    let refused = |status, label| {
        let error = message("error", words.t(label));
        Err(page(words, status, start_form(words, Some(error))))
    };
    match checked {
        Ok(CodeCheck::Right) => Ok((facts, round, table, names)),
        Ok(CodeCheck::Wrong | CodeCheck::NoTable) => {
            refused(StatusCode::FORBIDDEN, Label::ServeWrongCode)
        }
        Ok(CodeCheck::Limited) => refused(StatusCode::TOO_MANY_REQUESTS, Label::ServeTooManyTries),
        Err(e) => Err(unreadable(words, &e)),
    }
}

fn saved_already(folder: &Folder, round: u8, table: usize) -> bool {
    folder
        .rounds
        .get(usize::from(round) - 1)
        .and_then(|r| r.table(table))
        .is_some_and(result::holds_result)
}

/// "Round 2, Table 7: Ayşe Yılmaz – Oğuz Çelik".
fn table_heading(words: Words, round: u8, table: usize, names: &[String; 2]) -> Markup {
    let [first, second] = names.clone();
    html! {
        h2 { (words.say(&TableText::Heading { round, table, first, second })) }
    }
}

/// The table, its code and the language, carried from form to form.
fn table_fields(f: &Fields, words: Words, round: u8, table: usize) -> Markup {
    html! {
        input type="hidden" name="lang" value=(words.language().code());
        input type="hidden" name="round" value=(round);
        input type="hidden" name="table" value=(table);
        input type="hidden" name="code" value=(field(f, "code"));
    }
}

/// The entry form for a table whose code was right.
fn entry_form(
    by_result: bool,
    f: &Fields,
    words: Words,
    round: u8,
    table: usize,
    names: &[String; 2],
    error: Option<Markup>,
) -> Markup {
    html! {
        (table_heading(words, round, table, names))
        @if let Some(e) = error { (e) }
        form method="post" action="/table/check" {
            (table_fields(f, words, round, table))
            (sets_inputs(f, [&names[0], &names[1]], words, by_result))
            button type="submit" { (words.t(Label::ServeCheck)) }
        }
    }
}

/// `POST /table`: the code is checked, then the sets' form.
pub(crate) async fn open(State(app): State<Arc<App>>, Form(f): Form<Fields>) -> Response {
    let words = form_words(&app, &f);
    blocking(words, move || {
        let (facts, round, table, names) = match checked_table(&app, &f, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        if facts.saved {
            return page(
                words,
                StatusCode::CONFLICT,
                message("error", words.t(Label::ServeAlreadySaved)),
            );
        }
        page(
            words,
            StatusCode::OK,
            entry_form(facts.by_result, &f, words, round, table, &names, None),
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

/// A refusal on the phone's and the desk's pages: `hakem result`'s words,
/// but for a result already in (only the arbiter changes it) and the
/// rules' refusals ([`rules_refusal`]).
fn refusal(r: &Refusal, words: Words, table: usize) -> (StatusCode, String) {
    let status = refusal_status(r);
    let text = match r {
        Refusal::HoldsResult { .. } => words.t(Label::ServeAlreadySaved).to_string(),
        Refusal::Rules {
            record,
            problems,
            incomplete,
            unit,
        } => rules_refusal(words, table, record, problems, *incomplete, *unit),
        _ => crate::report::result::refusal(words, table, r),
    };
    (status, text)
}

/// The rules' refusal of a table's result, a line a reason, as `hakem
/// result` says them; but a store missing is said as the forms ask for it:
/// the record's key (`claimed.first`) means nothing on a phone.
fn rules_refusal(
    words: Words,
    table: usize,
    record: &Record,
    problems: &[RoundProblem],
    incomplete: bool,
    unit: Unit,
) -> String {
    let as_the_command_says = |problems: Vec<RoundProblem>, incomplete: bool| {
        let refusal = Refusal::Rules {
            record: Box::new(record.clone()),
            problems,
            incomplete,
            unit,
        };
        crate::report::result::refusal(words, table, &refusal)
    };
    let mut lines: Vec<String> = problems
        .iter()
        .map(|p| match p.facts {
            ProblemFacts::StoreMissing { player, timeout } => {
                let (unit, set, name) = (unit.into(), p.set, record.name_of(player).shown(words));
                let why = if timeout {
                    NotWritten::StoreNotEnteredTimeout { unit, set, name }
                } else {
                    NotWritten::StoreNotEntered { unit, set, name }
                };
                words.say(&NotWritten::Because {
                    table,
                    why: why.into(),
                })
            }
            _ => as_the_command_says(vec![p.clone()], false),
        })
        .collect();
    if incomplete {
        lines.push(as_the_command_says(Vec::new(), true));
    }
    lines.join("\n")
}

fn entry_of(tokens: &[String], words: Words) -> Result<Entry, (StatusCode, String)> {
    parse_entry(tokens).map_err(|b| {
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            crate::report::result::bad_token(words, &b),
        )
    })
}

/// The event folder's answer when it does not read, as a page's refusal.
fn folder_unreadable(words: Words, e: &crate::error::Error) -> (StatusCode, String) {
    let text = words.say(&Answer::FolderUnreadable {
        error: e.render(words),
    });
    (StatusCode::INTERNAL_SERVER_ERROR, text)
}

/// The form's result judged, nothing written.
fn judge_form(
    app: &Arc<App>,
    f: &Fields,
    words: Words,
    round: u8,
    table: usize,
) -> Result<Saved, (StatusCode, String)> {
    let (folder, entry) = form_entry(app, f, words, round, table)?;
    judge_or_enter(app, folder, round, table, &entry, None, false)
        .map_err(|r| refusal(&r, words, table))
}

/// The form's result judged and staged, to be put in place
/// ([`super::results::commit_async`]).
fn stage_form(
    app: &App,
    f: &Fields,
    words: Words,
    round: u8,
    table: usize,
) -> Result<crate::event::result::StagedResult, (StatusCode, String)> {
    let (folder, entry) = form_entry(app, f, words, round, table)?;
    super::results::judge_and_stage(folder, round, table, &entry, None)
        .map_err(|r| refusal(&r, words, table))
}

/// The form's entry, and the folder to judge it against.
fn form_entry<'a>(
    app: &'a App,
    f: &Fields,
    words: Words,
    round: u8,
    table: usize,
) -> Result<(super::app::FolderGuard<'a>, Entry), (StatusCode, String)> {
    let tokens = form_tokens(f).map_err(|p| (StatusCode::UNPROCESSABLE_ENTITY, words.say(&p)))?;
    let entry = entry_of(&tokens, words)?;
    // A table's code sends counted sets only: a forfeit is the arbiter's.
    if !super::api::counted_sets_only(&entry) {
        return Err((
            StatusCode::FORBIDDEN,
            words.say(&super::api::ApiError::CodeSendsCountedSets),
        ));
    }
    let folder = app
        .folder_for_table(round, table)
        .map_err(|e| folder_unreadable(words, &e))?;
    Ok((folder, entry))
}

/// The verdict with the confirmations and the save button.
fn confirm_form(
    f: &Fields,
    j: &Saved,
    words: Words,
    round: u8,
    table: usize,
    names: &[String; 2],
    error: Option<Markup>,
) -> Markup {
    let confirm = |name: &String| words.say(&TableText::IConfirm { name: name.clone() });
    html! {
        (table_heading(words, round, table, names))
        @if let Some(e) = error { (e) }
        (verdict_markup(j, words))
        form method="post" action="/table/save" {
            (table_fields(f, words, round, table))
            (hidden_sets(f))
            p { (words.t(Label::ServeConfirmHint)) }
            label class="confirm" { input type="checkbox" name="confirm_first" value="1"; (confirm(&names[0])) }
            label class="confirm" { input type="checkbox" name="confirm_second" value="1"; (confirm(&names[1])) }
            button type="submit" { (words.t(Label::ServeSave)) }
            button type="submit" class="secondary" formaction="/table" { (words.t(Label::ServeChange)) }
        }
    }
}

/// The entry form again, with the refusal of what was entered.
fn entry_again(
    facts: &TableFacts,
    f: &Fields,
    words: Words,
    round: u8,
    table: usize,
    names: &[String; 2],
    (status, text): (StatusCode, String),
) -> Response {
    let form = entry_form(
        facts.by_result,
        f,
        words,
        round,
        table,
        names,
        Some(message("error", &text)),
    );
    page(words, status, form)
}

/// `POST /table/check`: the verdict, judged without writing.
pub(crate) async fn check(State(app): State<Arc<App>>, Form(f): Form<Fields>) -> Response {
    let words = form_words(&app, &f);
    blocking(words, move || {
        let (facts, round, table, names) = match checked_table(&app, &f, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        match judge_form(&app, &f, words, round, table) {
            Ok(j) => page(
                words,
                StatusCode::OK,
                confirm_form(&f, &j, words, round, table, &names, None),
            ),
            Err(refused) => entry_again(&facts, &f, words, round, table, &names, refused),
        }
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `POST /table/save`: both confirmations, then the write.
pub(crate) async fn save(
    State(app): State<Arc<App>>,
    turn: Option<axum::Extension<super::sessions::WriteTurn>>,
    Form(f): Form<Fields>,
) -> Response {
    use super::results::Step::{self, Answer};
    let words = form_words(&app, &f);
    let shared = app.clone();
    let work = move || -> Step {
        let (facts, round, table, names) = match checked_table(&app, &f, words) {
            Ok(x) => x,
            Err(r) => return Answer(r),
        };
        let confirmed = field(&f, "confirm_first") == "1" && field(&f, "confirm_second") == "1";
        if !confirmed {
            return Answer(match judge_form(&app, &f, words, round, table) {
                Ok(j) => page(
                    words,
                    StatusCode::UNPROCESSABLE_ENTITY,
                    confirm_form(
                        &f,
                        &j,
                        words,
                        round,
                        table,
                        &names,
                        Some(message("error", words.t(Label::ServeNotConfirmed))),
                    ),
                ),
                Err(refused) => entry_again(&facts, &f, words, round, table, &names, refused),
            });
        }
        match stage_form(&app, &f, words, round, table) {
            Ok(staged) => Step::Commit(
                Box::new(staged),
                Box::new(move |saved| match saved {
                    Ok(j) => page(
                        words,
                        StatusCode::OK,
                        html! {
                            (table_heading(words, round, table, &names))
                            (message("ok", words.t(Label::ServeSaved)))
                            (verdict_markup(&j, words))
                        },
                    ),
                    Err(r) => {
                        let refused = refusal(&r, words, table);
                        entry_again(&facts, &f, words, round, table, &names, refused)
                    }
                }),
            ),
            Err(refused) => Answer(entry_again(
                &facts, &f, words, round, table, &names, refused,
            )),
        }
    };
    super::results::blocking_then_commit(shared, turn, words, work).await
}

/// The arbiter's correction: the result now as `hakem result` tokens, the
/// tokens to write, and (checked) the verdict and the change.
#[allow(clippy::too_many_arguments)]
fn desk_page(
    folder: &Folder,
    tokens: &str,
    words: Words,
    round: u8,
    table: usize,
    after: Option<&Saved>,
    note: Option<Markup>,
    status: StatusCode,
    token: &str,
) -> Response {
    let Some(names) = names(folder, round, table) else {
        let text = words.say(&TableText::NoSuchTable { round });
        return (StatusCode::NOT_FOUND, format!("{text}\n")).into_response();
    };
    let before = match folder.rounds[usize::from(round) - 1]
        .table(table)
        .map(|t| &t.state)
    {
        Some(TableState::Judged(loaded, _)) => tokens_in(words, &loaded.record),
        _ => String::new(),
    };
    let l = words.language().code();
    let action = format!("/desk/tables/{round}/{table}");
    let dir = folder.dir.display().to_string();
    let none = |s: String| if s.is_empty() { "—".to_string() } else { s };
    let command = format!(
        "hakem result {dir} {table} {} --round {round} --replace",
        if tokens.is_empty() { "…" } else { tokens }
    );
    let body = html! {
        (table_heading(words, round, table, &names))
        @if let Some(n) = note { (n) }
        table {
            tr { th { (words.t(Label::ServeBefore)) } td { code { (none(before.clone())) } } }
            @if let Some(j) = after { tr { th { (words.t(Label::ServeAfter)) } td { b { code { (none(tokens_in(words, &j.opened.record))) } } } } }
        }
        @if let Some(j) = after {
            (verdict_markup(j, words))
            form method="post" action={(action) "/save?lang=" (l)} {
                input type="hidden" name="csrf" value=(token);
                input type="hidden" name="tokens" value=(tokens);
                button type="submit" { (words.t(Label::ServeSave)) }
            }
        }
        @if !before.is_empty() {
            form method="post" action={(action) "/clear?lang=" (l)} class="clear" {
                input type="hidden" name="csrf" value=(token);
                button type="submit" class="secondary" { (words.t(Label::ServeClear)) }
                p class="note" { (words.t(Label::ServeClearHint)) }
            }
        }
        form method="post" action={(action) "/check?lang=" (l)} {
            input type="hidden" name="csrf" value=(token);
            label for="tokens" { (words.t(Label::ServeTokens)) }
            input type="text" id="tokens" name="tokens" value=(tokens) autocomplete="off";
            p class="note" { (words.t(Label::ServeTokensHint)) }
            button type="submit" class=(if after.is_some() { "secondary" } else { "" }) { (words.t(Label::ServeCheck)) }
        }
        p class="note" { (words.say(&super::pages::PageText::SameCommand { command })) }
    };
    (
        status,
        layout(
            words,
            words.t(Label::ServeDesk),
            desk_nav(words, &action),
            body,
            false,
        ),
    )
        .into_response()
}

/// `GET /desk/tables/R/T`.
pub(crate) async fn desk_form(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
) -> Response {
    let words = app.words_for(q.get("lang").map(String::as_str));
    blocking(words, move || {
        let folder = match app.folder_to_read() {
            Ok(f) => f,
            Err(e) => return unreadable(words, &e),
        };
        let tokens = names(&folder, round, table)
            .and_then(|_| {
                match folder.rounds[usize::from(round) - 1]
                    .table(table)
                    .map(|t| &t.state)
                {
                    Some(TableState::Judged(loaded, _)) => Some(tokens_in(words, &loaded.record)),
                    _ => None,
                }
            })
            .unwrap_or_default();
        desk_page(
            &folder,
            &tokens,
            words,
            round,
            table,
            None,
            None,
            StatusCode::OK,
            &arbiter.token,
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

async fn desk_submit(
    app: Arc<App>,
    arbiter: Arbiter,
    round: u8,
    table: usize,
    q: Fields,
    f: Fields,
    save: bool,
) -> Response {
    let words = app.words_for(q.get("lang").map(String::as_str));
    if save && !arbiter.form_allowed(field(&f, "csrf")) {
        return super::login::form_expired(words);
    }
    blocking(words, move || {
        let tokens: Vec<String> = field(&f, "tokens")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let judged = entry_of(&tokens, words).and_then(|entry| {
            let folder = app.folder().map_err(|e| folder_unreadable(words, &e))?;
            judge_or_enter(
                &app,
                folder,
                round,
                table,
                &entry,
                Some(crate::record::ChangedBy::Desk),
                save,
            )
            .map_err(|r| refusal(&r, words, table))
        });
        let folder = match app.folder_to_read() {
            Ok(f) => f,
            Err(e) => return unreadable(words, &e),
        };
        // What the arbiter typed, as typed (`s:ikinci:20` stays so).
        let text = tokens.join(" ");
        let (after, note, status) = match &judged {
            Ok(_) if save => {
                let saved = words.say(&TableText::Corrected {
                    table,
                    tokens: text.clone(),
                });
                (None, Some(message("ok", &saved)), StatusCode::OK)
            }
            Ok(j) => (Some(j), None, StatusCode::OK),
            Err((status, why)) => (None, Some(message("error", why)), *status),
        };
        desk_page(
            &folder,
            &text,
            words,
            round,
            table,
            after,
            note,
            status,
            &arbiter.token,
        )
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `POST /desk/tables/R/T/check`: the change shown, nothing written.
pub(crate) async fn desk_check(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
    Form(f): Form<Fields>,
) -> Response {
    desk_submit(app, arbiter, round, table, q, f, false).await
}

/// `POST /desk/tables/R/T/save`: the correction written.
pub(crate) async fn desk_save(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
    Form(f): Form<Fields>,
) -> Response {
    desk_submit(app, arbiter, round, table, q, f, true).await
}

/// `POST /desk/tables/R/T/clear`: the table's result cleared (the record
/// back as paired, the result that was there kept in its history).
pub(crate) async fn desk_clear(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    UrlPath((round, table)): UrlPath<(u8, usize)>,
    Query(q): Query<Fields>,
    // A script clears with the password and no body; a page's form sends
    // its token.
    body: axum::body::Bytes,
) -> Response {
    let words = app.words_for(q.get("lang").map(String::as_str));
    if !arbiter.form_allowed(&super::sessions::form_field(&body, "csrf")) {
        return super::login::form_expired(words);
    }
    blocking(words, move || {
        let cleared = app
            .folder()
            .map_err(|e| folder_unreadable(words, &e))
            .and_then(|folder| {
                super::results::clear(&app, folder, round, table, crate::record::ChangedBy::Desk)
                    .map_err(|r| refusal(&r, words, table))
            });
        let folder = match app.folder_to_read() {
            Ok(f) => f,
            Err(e) => return unreadable(words, &e),
        };
        let (note, status) = match cleared {
            Ok(was) => {
                let was = crate::report::result::tokens_text(words, &was);
                let text = words.say(&TableText::Cleared { table, was });
                (message("ok", &text), StatusCode::OK)
            }
            Err((status, why)) => (message("error", &why), status),
        };
        desk_page(
            &folder,
            "",
            words,
            round,
            table,
            None,
            Some(note),
            status,
            &arbiter.token,
        )
    })
    .await
    .unwrap_or_else(|r| r)
}
