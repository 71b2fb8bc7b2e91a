//! The pages: the wall (`/`), a page per list (`/list/...`), the arbiter's
//! desk. Every page is read from the folder when asked for; the lists come
//! from the same data and words as `hakem event print` (maud escapes every
//! name).

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::{Path as UrlPath, Query, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, PreEscaped, html};

use super::app::{Answer, App, Arbiter, blocking, unreadable};
use super::layout::{desk_nav, layout, public_nav};
use crate::event::folder::{Folder, Round};
use crate::event::standings::{CrossTable, PairingList, Standings};
use crate::sheet::view::{self, Align, Block};
use crate::swiss::GameResult;
use crate::words::{Label, Words};

crate::messages! {
    /// The words of the wall, the lists and the desk that carry facts.
    pub enum PageText {
        Round { round: u8 } = "serve-round",
        PairingOfRound { round: u8 } = "serve-pairing-of-round",
        TablesIn { done: usize, tables: usize } = "serve-tables-in-of",
        Bye { name: String } = "serve-pairing-bye",
        RequestedBye { name: String } = "serve-requested-bye",
        Players { players: usize } = "serve-players-of",
        /// Where the standings will be while no round is complete.
        StandingsAfter { round: u8, done: usize, tables: usize } = "serve-standings-after",
        /// The command that does what the page does (`hakem pair DIR
        /// --explain`).
        SameCommand { command: String } = "serve-on-the-command-line",
        PairRound { round: u8 } = "serve-pair-next-round",
        /// A table whose result is in, with the result ("2 – 0").
        TableIn { result: String } = "serve-table-in",
        /// The next round waits for this one's tables (`done` of `tables`
        /// in).
        PairWhenIn { next: u8, round: u8, done: usize, tables: usize } = "serve-pair-when-in",
        /// A round just paired from the desk.
        Paired { round: u8, tables: usize } = "serve-paired-round",
        /// The fold that holds `hakem pair --explain`'s account.
        HowPaired = "serve-how-paired",
    }
}

/// The wall on a projector or a TV: its lists page by page, each page a
/// screen, in turn (the script says how); a phone scrolls.
pub(crate) const WALL_SCRIPT: &str = include_str!("assets/wall.js");

/// A column's class on screen: its alignment, and `opt` for one a phone
/// leaves out (style.css).
fn column_class(c: &view::Column) -> &'static str {
    match (c.align, c.optional) {
        (Align::Left, false) => "",
        (Align::Center, false) => "c",
        (Align::Right, false) => "r",
        (Align::Left, true) => "opt",
        (Align::Center, true) => "c opt",
        (Align::Right, true) => "r opt",
    }
}

/// A printout's table, as a screen table.
/// `wide`: a table of the page's whole width (the cross table, a column a
/// round), which a phone scrolls sideways in its box; the others fit it.
fn view_table(table: &view::Table, wide: bool) -> Markup {
    html! {
        div class=(if wide { "scroll wide" } else { "scroll" }) { table {
            thead { tr { @for c in &table.columns { th class=(column_class(c)) { (c.header) } } } }
            tbody {
                @for row in &table.rows {
                    tr { @for (i, cell) in row.iter().enumerate() {
                        @let align = table.columns.get(i).map_or(Align::Left, |c| c.align);
                        td class=(table.columns.get(i).map_or("", column_class)) {
                            @if align == Align::Left { (name_cell(&cell.text())) } @else { (cell.text()) }
                        }
                    } }
                }
            }
        }
        }
    }
}

/// A name (or a club) kept on one line where the screen is wide: cut with an
/// ellipsis if it must, the whole name in its title.
fn name_cell(name: &str) -> Markup {
    html! { @if name.is_empty() {} @else { span class="nm" title=(name) { (name) } } }
}

/// A printout's page on screen: its title, tables, lines and notes (the
/// header fields and the signature lines are for paper).
fn view_page(page: &view::Page) -> Markup {
    html! {
        @for section in page.sections.iter().filter(|s| s.level == view::Level::Title) {
            h2 { (section.title) }
            @for block in &section.blocks {
                @match block {
                    Block::Table(table) => (view_table(table, page.kind == view::PageKind::Wide)),
                    Block::Text(text) => p { (text) },
                    Block::Note(text) => p class="note" { (text) },
                    _ => {},
                }
            }
        }
    }
}

/// A table's result as the wall shows it: set points, or the forfeit
/// (figures and signs, the same in every language).
pub(crate) fn result_text(
    folder: &Folder,
    round: u8,
    table: &crate::event::folder::TableRecord,
) -> Option<String> {
    let r = folder.table_result(round, table).ok()?;
    let mark = |g: GameResult| match g {
        GameResult::ForfeitWin => "+",
        GameResult::ForfeitLoss => "−",
        GameResult::Win => "1",
        GameResult::Loss => "0",
        _ => "½",
    };
    Some(match r.set_points {
        Some([a, b]) => format!(
            "{} – {}",
            crate::words::points(f64::from(a) / 2.0),
            crate::words::points(f64::from(b) / 2.0)
        ),
        None => format!("{} – {}", mark(r.white), mark(r.black)),
    })
}

/// How a table's round was decided, in words, when the score alone does
/// not say it (a time-out, the warning limit, a forfeit); `None` for a
/// round decided by its sets, or a result not in.
pub(crate) fn decided_text(
    folder: &Folder,
    round: u8,
    table: &crate::event::folder::TableRecord,
    words: Words,
) -> Option<String> {
    let r = folder.table_result(round, table).ok()?;
    let name = |who: crate::record::Who| {
        let id = &table.players[who as usize];
        folder
            .event
            .player(id)
            .map_or_else(|| id.clone(), |p| p.full_name())
    };
    let said: Vec<String> = crate::event::decided::decided_by(&r, &table.state)
        .said(name)
        .iter()
        .map(|m| words.say(m))
        .collect();
    (!said.is_empty()).then(|| said.join("; "))
}

/// The last round whose results are all in.
pub(crate) fn last_complete(folder: &Folder) -> u8 {
    (1..=folder.paired_rounds())
        .rev()
        .find(|&r| folder.issues(r).is_empty())
        .unwrap_or(0)
}

/// The current round's tables with their results so far.
fn pairing_with_results(folder: &Folder, words: Words) -> Markup {
    let (round, r) = match current_round(folder, words) {
        Ok(x) => x,
        Err(none) => return none,
    };
    let list = PairingList::new(folder, &r.manifest);
    let results: Vec<Option<String>> = r
        .tables
        .iter()
        .map(|t| result_text(folder, round, t))
        .collect();
    let decided: Vec<Option<String>> = r
        .tables
        .iter()
        .map(|t| decided_text(folder, round, t, words))
        .collect();
    let done = results.iter().filter(|r| r.is_some()).count();
    let tables = r.tables.len();
    let pts = |h: u32| crate::words::points(f64::from(h) / 2.0);
    html! {
        h2 { (words.say(&PageText::PairingOfRound { round })) }
        p class="note" { (words.say(&PageText::TablesIn { done, tables })) }
        div class="scroll" { table {
            thead { tr {
                th class="r" { (words.t(Label::Table)) }
                th { (words.say(&crate::event::standings::StarterHeading::set_one(folder.plays_grid()))) }
                th class="r pts" { (words.t(Label::Points)) }
                th class="c" { (words.t(Label::Result)) }
                th class="r pts" { (words.t(Label::Points)) }
                th { (words.t(Label::SecondPlayer)) }
            } }
            tbody {
                @for ((pt, result), decided) in list.tables.iter().zip(&results).zip(&decided) {
                    tr id={"table-" (pt.table)} data-table=(pt.table) {
                        td class="r" { (pt.table) }
                        td { (name_cell(&pt.first.name)) }
                        td class="r pts" { (pts(pt.first.points)) }
                        td class="result" {
                            @match result { Some(r) => (r), None => span class="missing" { "…" } }
                            @if let Some(d) = decided { " " small class="decided" title=(d) { (d) } }
                        }
                        td class="r pts" { (pts(pt.second.points)) }
                        td { (name_cell(&pt.second.name)) }
                    }
                }
            }
        } }
        @if let Some(bye) = &list.bye { p { (words.say(&PageText::Bye { name: bye.name.clone() })) } }
        @for bye in &list.requested_byes { p { (words.say(&PageText::RequestedBye { name: bye.name.clone() })) } }
    }
}

fn alphabetical(folder: &Folder, words: Words) -> Markup {
    let round = folder.paired_rounds();
    let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
        return html! {};
    };
    let list = PairingList::new(folder, &r.manifest);
    let page = crate::sheet::event::pairing_alphabetical(folder, &list, words);
    html! { (view_page(&page)) }
}

/// Where the standings will be while no round is complete: how far the
/// round is, and the players with their rating and club (what the hall
/// reads before the first standings: who plays, from where).
fn before_standings(folder: &Folder, words: Words) -> Markup {
    let players: Vec<_> = folder.event.ranked().collect();
    let rated = players.iter().any(|p| p.rating.is_some());
    let clubs = players.iter().any(|p| p.club.is_some());
    html! {
        (round_progress(folder, words))
        h2 { (words.say(&PageText::Players { players: players.len() })) }
        div class="scroll" { table id="players" {
            thead { tr {
                th class="r" { (words.t(Label::PairingNumber)) }
                th { (words.t(Label::Player)) }
                @if rated { th class="r" { (words.t(Label::ServeRating)) } }
                @if clubs { th { (words.t(Label::Club)) } }
            } }
            tbody {
                @for (i, p) in players.iter().enumerate() {
                    tr {
                        td class="r" { (i + 1) }
                        td { (name_cell(&p.full_name())) }
                        @if rated { td class="r" { @if let Some(r) = p.rating { (r) } } }
                        @if clubs { td { @if let Some(c) = &p.club { (name_cell(c)) } } }
                    }
                }
            }
        } }
    }
}

/// "The standings after round 1 appear once every table of the round is
/// in: 37 of 100 in." (no round paired: the standings come with the first
/// complete round).
fn round_progress(folder: &Folder, words: Words) -> Markup {
    let Ok((round, r)) = current_round(folder, words) else {
        return html! { p class="wait" { (words.t(Label::ServeNoStandings)) } };
    };
    let done = r
        .tables
        .iter()
        .filter(|t| result_text(folder, round, t).is_some())
        .count();
    let tables = r.tables.len();
    html! {
        p class="wait" { (words.say(&PageText::StandingsAfter { round, done, tables })) }
    }
}

/// The standings and the cross table after the last complete round.
fn standings_pages(folder: &Folder, words: Words) -> Option<Vec<view::Page>> {
    current_standings(folder).map(|s| pages_of(folder, &s, words))
}

/// The standings after the last complete round; `None` before one is.
fn current_standings(folder: &Folder) -> Option<Standings> {
    let after = last_complete(folder);
    (after > 0).then(|| Standings::new(folder, after))
}

/// The standings' pages and the cross table's.
fn pages_of(folder: &Folder, s: &Standings, words: Words) -> Vec<view::Page> {
    let c = CrossTable::new(folder, s);
    crate::sheet::event::standings(folder, s, &c, words, chrono::Local::now().naive_local()).pages
}

/// The words a request asks for (`?lang=`, else the server's).
pub(crate) fn page_words(app: &App, q: &HashMap<String, String>) -> Words {
    app.words_for(q.get("lang").map(String::as_str))
}

/// The event folder as the files hold it, to read ([`App::folder_to_read`]);
/// or the answer, in `words`, that it cannot be read.
#[track_caller]
fn open_folder(app: &App, words: Words) -> Result<std::sync::Arc<Folder>, Response> {
    app.folder_to_read().map_err(|e| unreadable(words, &e))
}

/// The last round paired, or the words saying no round is.
fn current_round(folder: &Folder, words: Words) -> Result<(u8, &Round), Markup> {
    let round = folder.paired_rounds();
    folder
        .rounds
        .get(usize::from(round).wrapping_sub(1))
        .map(|r| (round, r))
        .ok_or_else(|| html! { p { (words.t(Label::ServeNoRound)) } })
}

/// `/`: the wall.
pub(crate) async fn wall(
    State(app): State<Arc<App>>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let words = page_words(&app, &q);
    blocking(words, move || {
        let folder = match open_folder(&app, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let key = format!("wall {}", words.language().code());
        let page = app.pages.page(&key, std::slice::from_ref(&folder), || {
            // Each list a panel: side by side on a wide screen, page by
            // page on a projector (the script), one under another on a
            // phone.
            let body = html! {
                div class="wall" {
                    @for p in wall_panels(&folder, words, Phase::All) {
                        section class="panel" data-panel=(p.key) data-fit=[p.fit_one.then_some("one")] { (p.body) }
                    }
                }
                p class="note" { (words.t(Label::ServeLive)) " " (words.t(Label::ServeWallScrolls)) }
                script { (PreEscaped(WALL_SCRIPT)) }
            };
            let name = &folder.event.spec().name;
            layout(words, name, public_nav(words, "/"), body, true).0.into()
        });
        Html(page).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// A list of the wall: its key (`data-panel`), its markup, and whether it
/// is shown only where it fits one screen (the cross table).
pub(crate) struct Panel {
    pub key: String,
    pub body: Markup,
    pub fit_one: bool,
}

/// Which of a group's lists the wall shows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    /// All of them (a lone event's wall).
    All,
    /// As the hall's wall shows a group: the pairings while its round is
    /// being played; the results and the standings once it is complete.
    Hall,
}

/// The wall's lists of `folder`, in the order shown.
pub(crate) fn wall_panels(folder: &Folder, words: Words, phase: Phase) -> Vec<Panel> {
    let round = folder.paired_rounds();
    let complete = round > 0 && folder.issues(round).is_empty();
    let mut panels = vec![Panel {
        key: "pairing".into(),
        body: pairing_with_results(folder, words),
        fit_one: false,
    }];
    if phase == Phase::All || !complete {
        panels.push(Panel {
            key: "alphabetical".into(),
            body: alphabetical(folder, words),
            fit_one: false,
        });
    }
    if phase == Phase::Hall && !complete && round > 0 {
        return panels;
    }
    match current_standings(folder) {
        Some(standings) => {
            let pages = pages_of(folder, &standings, words);
            if let Some(p) = pages.first() {
                panels.push(Panel {
                    key: "standings".into(),
                    body: view_page(p),
                    fit_one: false,
                });
            }
            // The cross table only where it fits a screen: it has its own
            // page (`/list/cross`).
            if let Some(p) = pages.get(1) {
                panels.push(Panel {
                    key: "cross".into(),
                    body: view_page(p),
                    fit_one: true,
                });
            }
            panels.extend(list_panels(folder, &standings, words));
        }
        None => panels.push(Panel {
            key: "players".into(),
            body: before_standings(folder, words),
            fit_one: false,
        }),
    }
    panels
}

/// The lists of the final ranking an event defines (`[[list]]`: "Ortaokul
/// Kızlar"), each a panel after the standings, in the order of
/// `event.toml`: the wall's `standings` (after the last complete round),
/// within the list.
fn list_panels(folder: &Folder, standings: &Standings, words: Words) -> Vec<Panel> {
    let now = chrono::Local::now().naive_local();
    folder
        .event
        .spec()
        .lists
        .iter()
        .map(|list| {
            let l = crate::event::lists::ListStandings::new(folder, standings, list);
            let grid = crate::report::school::list_grid(&l, folder, words);
            let doc = crate::sheet::school::grids(folder, &[grid], String::new(), words, now);
            Panel {
                key: format!("list-{}", l.id),
                body: doc.pages.first().map(view_page).unwrap_or_default(),
                fit_one: false,
            }
        })
        .collect()
}

/// `/list/NAME`: one list a page, for phones.
pub(crate) async fn list(
    State(app): State<Arc<App>>,
    UrlPath(name): UrlPath<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let words = page_words(&app, &q);
    blocking(words, move || {
        let folder = match open_folder(&app, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let list: fn(&Folder, Words) -> Markup = match name.as_str() {
            "pairing" => pairing_with_results,
            "alphabetical" => alphabetical,
            "standings" => |folder, words| {
                standings_pages(folder, words)
                    .and_then(|p| p.first().map(view_page))
                    .unwrap_or_else(|| before_standings(folder, words))
            },
            "cross" => |folder, words| {
                standings_pages(folder, words)
                    .and_then(|p| p.get(1).map(view_page))
                    .unwrap_or_else(|| round_progress(folder, words))
            },
            _ => {
                let text = words.say(&Answer::NoSuchList);
                return (StatusCode::NOT_FOUND, format!("{text}\n")).into_response();
            }
        };
        let key = format!("list/{name} {}", words.language().code());
        let page = app.pages.page(&key, std::slice::from_ref(&folder), || {
            let here = format!("/list/{name}");
            let body =
                html! { (list(&folder, words)) p class="note" { (words.t(Label::ServeLive)) } };
            let title = &folder.event.spec().name;
            layout(words, title, public_nav(words, &here), body, true)
                .0
                .into()
        });
        Html(page).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `/desk`: the current round's tables in, missing and flagged; pairing
/// the next round.
pub(crate) async fn desk(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let words = page_words(&app, &q);
    blocking(words, move || {
        let folder = match open_folder(&app, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let body = desk_body(&folder, words, None, &arbiter.token);
        layout(
            words,
            words.t(Label::ServeDesk),
            desk_nav(words, "/desk"),
            body,
            true,
        )
        .into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

fn desk_body(folder: &Folder, words: Words, message: Option<Markup>, token: &str) -> Markup {
    let round = folder.paired_rounds();
    let rounds = folder.event.spec().rounds;
    let l = words.language().code();
    let dir = folder.dir.display().to_string();
    let tables = current_round(folder, words);
    let same = |command: String| words.say(&PageText::SameCommand { command });
    // The next round can be paired once every table of this one is in.
    let complete = round == 0 || folder.issues(round).is_empty();
    html! {
        @if let Some(m) = message { (m) }
        // The round's actions first: pairing the next round, the printouts.
        div class="actions" {
            @if round >= rounds {
                p { (words.t(Label::ServeAllPaired)) }
            } @else if complete {
                form method="post" action={"/desk/pair?lang=" (l)} {
                    input type="hidden" name="csrf" value=(token);
                    button type="submit" { (words.say(&PageText::PairRound { round: round + 1 })) }
                }
            } @else if let Ok((_, r)) = &tables {
                @let done = r.tables.iter().filter(|t| folder.table_result(round, t).is_ok()).count();
                p class="wait" { (words.say(&PageText::PairWhenIn { next: round + 1, round, done, tables: r.tables.len() })) }
            }
            @if round > 0 {
                a class="act" href={"/desk/print/pairing?lang=" (l)} { (words.t(Label::ServePrintPairing)) }
            }
            @if last_complete(folder) > 0 {
                a class="act" href={"/desk/print/standings?lang=" (l)} { (words.t(Label::ServePrintStandings)) }
            }
        }
        @if round < rounds && complete {
            p class="note" { (same(format!("hakem pair {dir} --explain"))) }
        }
        @match tables {
            Err(none) => (none),
            Ok((_, r)) => {
                h2 { (words.say(&PageText::Round { round })) }
                div class="scroll" { table class="desk-round" {
                    thead { tr {
                        th class="r" { (words.t(Label::Table)) }
                        th { (words.t(Label::FirstPlayer)) }
                        th { (words.t(Label::SecondPlayer)) }
                        th { (words.t(Label::Result)) }
                    } }
                    tbody {
                        @for table in &r.tables {
                            @let name = |id: &str| folder.event.player(id).map(|p| p.full_name()).unwrap_or_else(|| id.to_string());
                            @let state = table_state(folder, round, table, words);
                            // Only what applies: a result to enter, or one
                            // to correct.
                            @let act = if state.0 == "missing" { Label::ServeEnterResult } else { Label::ServeCorrect };
                            tr class=(state.0) {
                                td class="r" { (table.table) }
                                td { (name(&table.players[0])) }
                                td { (name(&table.players[1])) }
                                // The link under the result on a phone (a
                                // fifth column ran off its screen), beside
                                // it on a wider screen.
                                td {
                                    b { (state.1) }
                                    @if !state.2.is_empty() { br; span class="note" { (state.2) } }
                                    span class="do" {
                                        a class="act" href={"/desk/tables/" (round) "/" (table.table) "?lang=" (l)} { (words.t(act)) }
                                    }
                                }
                            }
                        }
                    }
                } }
                p class="note" { (same(format!("hakem event check {dir}"))) }
            }
        }
        (super::login::logout_form(words, token))
    }
}

/// The boards of a round just paired, as the pairing list shows them: the
/// table, each player with their points.
fn paired_markup(paired: &crate::event::pairing::Paired, words: Words) -> Markup {
    let list = PairingList::new(&paired.folder, &paired.manifest);
    let pts = |h: u32| crate::words::points(f64::from(h) / 2.0);
    let explained =
        crate::report::event::explain_text(&paired.pairing.explanation, &paired.folder, words);
    let said = PageText::Paired {
        round: list.round,
        tables: list.tables.len(),
    };
    html! {
        div class="ok" {
            p { b { (words.say(&said)) } }
            div class="scroll" { table id="paired" {
                thead { tr {
                    th class="r" { (words.t(Label::Table)) }
                    th { (words.say(&crate::event::standings::StarterHeading::set_one(paired.folder.plays_grid()))) }
                    th class="r pts" { (words.t(Label::Points)) }
                    th class="r pts" { (words.t(Label::Points)) }
                    th { (words.t(Label::SecondPlayer)) }
                } }
                tbody {
                    @for pt in &list.tables {
                        tr {
                            td class="r" { (pt.table) }
                            td { (pt.first.name) }
                            td class="r pts" { (pts(pt.first.points)) }
                            td class="r pts" { (pts(pt.second.points)) }
                            td { (pt.second.name) }
                        }
                    }
                }
            } }
            @if let Some(bye) = &list.bye { p { (words.say(&PageText::Bye { name: bye.name.clone() })) } }
            @for bye in &list.requested_byes { p { (words.say(&PageText::RequestedBye { name: bye.name.clone() })) } }
        }
        details {
            summary { (words.say(&PageText::HowPaired)) }
            pre { (explained) }
        }
    }
}

/// A refusal as the command prints it, on the desk: its first line a
/// paragraph, the lines under it (each record that stops the pairing) a
/// list.
fn refusal_markup(text: &str) -> Markup {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let first = lines.next().unwrap_or_default();
    let rest: Vec<&str> = lines.map(str::trim).collect();
    html! {
        div class="error" {
            p { b { (first) } }
            @if !rest.is_empty() { ul { @for line in rest { li { (line) } } } }
        }
    }
}

/// A table on the desk: its class, word and detail (in, missing or
/// flagged).
fn table_state(
    folder: &Folder,
    round: u8,
    table: &crate::event::folder::TableRecord,
    words: Words,
) -> (&'static str, String, String) {
    match folder.table_result(round, table) {
        Ok(_) => {
            // "2 – 0" kept on one line.
            let result = result_text(folder, round, table)
                .unwrap_or_default()
                .replace(" – ", "\u{a0}–\u{a0}");
            (
                "in",
                words.say(&PageText::TableIn { result }),
                String::new(),
            )
        }
        Err(issues) => {
            let entered = crate::event::result::holds_result(table);
            let detail = issues
                .iter()
                .map(|i| i.message_in(words))
                .collect::<Vec<_>>()
                .join("; ");
            if entered {
                ("flagged", words.t(Label::ServeFlagged).to_string(), detail)
            } else {
                (
                    "missing",
                    words.t(Label::ServeMissing).to_string(),
                    String::new(),
                )
            }
        }
    }
}

/// `POST /desk/pair`: the next round, by the same engine and refusals as
/// `hakem pair`.
pub(crate) async fn desk_pair(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    Query(q): Query<HashMap<String, String>>,
    body: axum::body::Bytes,
) -> Response {
    // The desk's language (the page's), for the pairing and the refusal.
    let words = page_words(&app, &q);
    if !arbiter.form_allowed(&super::sessions::form_field(&body, "csrf")) {
        return super::login::form_expired(words);
    }
    blocking(words, move || {
        let mut notes = Vec::new();
        let outcome = crate::event::pairing::pair_and_write(
            &app.dir,
            None,
            false,
            chrono::Local::now().date_naive(),
            &app.taken_codes(),
            &mut notes,
        );
        let folder = match open_folder(&app, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let message = match &outcome {
            Ok(Ok(paired)) => paired_markup(paired, words),
            Ok(Err(refusal)) => refusal_markup(&pair_refusal_text(refusal, words)),
            Err(e) => refusal_markup(&e.render(words)),
        };
        let status = match outcome {
            Ok(Ok(_)) => StatusCode::OK,
            Err(e) if crate::event::lock::is_busy(&e) => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::CONFLICT,
        };
        let body = desk_body(&folder, words, Some(message), &arbiter.token);
        (
            status,
            layout(
                words,
                words.t(Label::ServeDesk),
                desk_nav(words, "/desk"),
                body,
                false,
            ),
        )
            .into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// A pairing refusal in the words `hakem pair` prints.
pub(crate) fn pair_refusal_text(
    refusal: &crate::event::next_round::PairRefusal,
    words: Words,
) -> String {
    crate::report::event::pair_refusal_text(refusal, words)
}

/// `/desk/print/pairing|standings`: the printouts of `hakem event print`,
/// HTML for A4 (the pairing cards carry the table codes: arbiter only).
pub(crate) async fn desk_print(
    State(app): State<Arc<App>>,
    _: Arbiter,
    UrlPath(what): UrlPath<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let words = page_words(&app, &q);
    blocking(words, move || {
        let folder = match open_folder(&app, words) {
            Ok(x) => x,
            Err(r) => return r,
        };
        let now = chrono::Local::now().naive_local();
        let doc = match what.as_str() {
            "pairing" => {
                let r = match current_round(&folder, words) {
                    Ok((_, r)) => r,
                    Err(none) => {
                        return (StatusCode::NOT_FOUND, Html(none.into_string())).into_response();
                    }
                };
                let mut list = PairingList::new(&folder, &r.manifest);
                match crate::event::codes::read(&r.dir) {
                    Ok(Some(codes)) => list = list.with_codes(&codes.tables),
                    Ok(None) => {}
                    Err(e) => return unreadable(words, &e),
                }
                let results = crate::event::results::RoundResults::new(&folder, r);
                crate::sheet::event::pairing(&folder, &list, Some(&results), words, now)
            }
            "standings" => {
                let after = last_complete(&folder);
                if after == 0 {
                    return (
                        StatusCode::NOT_FOUND,
                        format!("{}\n", words.t(Label::ServeNoStandings)),
                    )
                        .into_response();
                }
                let s = Standings::new(&folder, after);
                let c = CrossTable::new(&folder, &s);
                crate::sheet::event::standings(&folder, &s, &c, words, now)
            }
            _ => {
                let text = words.say(&Answer::NoSuchPrintout);
                return (StatusCode::NOT_FOUND, format!("{text}\n")).into_response();
            }
        };
        Html(crate::sheet::render_view(&doc, crate::sheet::Format::Html)).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}
