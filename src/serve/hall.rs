//! One server for a hall's groups (`hakem serve A B C`, `hakem serve
//! HALL`): each group's pages and API under `/<group>/` (its own [`App`],
//! the routes of a lone folder beneath it, every link of its pages led
//! there by [`prefixed`]); at the top, what spans the groups: the hall's
//! wall, `GET /api/groups`, the phone's page that finds a table from its
//! code alone, and the hall's desk. One password, one set of sessions and
//! protections for every group (the groups' apps share one guard).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::Form;
use axum::body::{Body, Bytes};
use axum::extract::{Query, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, html};
use serde_json::json;

use super::app::{App, Arbiter, blocking, unreadable};
use super::layout::{desk_nav, layout};
use crate::event::folder::Folder;
use crate::words::{Label, Words};

crate::messages! {
    /// The hall's own pages.
    pub enum HallPage {
        /// The wall's and the desk's title when `hall.toml` gives no name.
        Untitled = "serve-hall-untitled",
        /// The phone's first page: the code alone.
        CodeOnly = "serve-hall-code-only",
        /// A group's heading on the hall's pages: its event's name and the
        /// round being played (`0`: none paired yet).
        GroupRound { group: String, round: u8, rounds: u8 } = "serve-hall-group-round",
        /// The desk: a group whose tables are all in.
        AllIn { group: String, round: u8 } = "serve-hall-all-in",
        /// The desk's list of the tables whose result is not in.
        Missing { tables: usize } = "serve-hall-missing",
        /// The desk: a group's pages.
        GroupDesk { group: String } = "serve-hall-group-desk",
        /// The desk: the last round of a group is complete.
        Finished { group: String } = "serve-hall-finished",
        /// The code page: no table of the hall has the code.
        WrongCode = "serve-hall-wrong-code",
    }
}

/// Wrong codes a client may send to the hall's code page in one window
/// before it is refused for the rest of it (the code names no table, so
/// they count by the client's address).
const WRONG_LOOKUPS_ALLOWED: u32 = 5;

/// The hall as the server keeps it: its name, its groups (each with its
/// app), the wrong codes sent to the code page by each client.
pub(crate) struct Hall {
    pub name: Option<String>,
    pub groups: Vec<(String, Arc<App>)>,
    wrong: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    /// The hall's wall as last made, of the groups' folders it shows.
    pages: super::page_cache::PageCache<Folder>,
}

impl Hall {
    pub fn new(name: Option<String>, groups: Vec<(String, Arc<App>)>) -> Hall {
        Hall {
            name,
            groups,
            wrong: Mutex::new(HashMap::new()),
            pages: Default::default(),
        }
    }

    /// Any group's app: the hall's words, password and guard are theirs.
    fn first(&self) -> &Arc<App> {
        &self.groups[0].1
    }

    fn words_for(&self, asked: Option<&str>) -> Words {
        self.first().words_for(asked)
    }

    fn title(&self, words: Words) -> String {
        self.name
            .clone()
            .unwrap_or_else(|| words.say(&HallPage::Untitled))
    }
}

/// Leads every link, form and redirect of a group's page to the group's
/// own addresses (`/ortaokul/...`): its pages are written for `/`. Names
/// and other text are escaped in the pages (a `"` is `&quot;`), so only
/// hakem's own attributes match.
pub(crate) async fn prefixed(
    State(base): State<Arc<str>>,
    request: Request,
    next: Next,
) -> Response {
    prefix_response(base, next.run(request).await).await
}

/// [`prefixed`] on one response.
async fn prefix_response(base: Arc<str>, response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    if let Some(location) = parts.headers.get(header::LOCATION)
        && let Ok(l) = location.to_str()
        && l.starts_with('/')
        && let Ok(v) = HeaderValue::from_str(&format!("{base}{l}"))
    {
        parts.headers.insert(header::LOCATION, v);
    }
    let html = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if !html {
        return Response::from_parts(parts, body);
    }
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let text = String::from_utf8_lossy(&bytes);
    let mut out = text.into_owned();
    for attribute in ["href=\"/", "action=\"/", "formaction=\"/"] {
        let to = format!("{}{base}/", &attribute[..attribute.len() - 1]);
        out = out.replace(attribute, &to);
    }
    out = out.replace("fetch('/api/", &format!("fetch('{base}/api/"));
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(out))
}

/// The group's current round, its number (0: none), and its tables whose
/// result is not in: (table, the players' names).
fn missing(folder: &Folder) -> (u8, Vec<(usize, String, String)>) {
    let round = folder.paired_rounds();
    let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
        return (0, Vec::new());
    };
    let open = crate::event::result::missing(folder, round);
    let name = |id: &str| {
        folder
            .event
            .player(id)
            .map_or_else(|| id.to_string(), |p| p.full_name())
    };
    let tables = r
        .tables
        .iter()
        .filter(|t| open.contains(&t.table))
        .map(|t| (t.table, name(&t.players[0]), name(&t.players[1])))
        .collect();
    (round, tables)
}

/// `GET /api/groups`: `{"hall": name, "groups": [{"group", "name",
/// "first_table", "last_table", "round", "rounds", "tables",
/// "complete", "missing"}]}` (docs/serve.md).
pub(crate) async fn groups(State(hall): State<Arc<Hall>>) -> Response {
    let words = Words::english();
    blocking(words, move || {
        let mut groups = Vec::new();
        for (name, app) in &hall.groups {
            let folder = match app.folder_to_read() {
                Ok(f) => f,
                Err(e) => return unreadable(words, &e),
            };
            let (first, last) = crate::event::hall::table_range(&folder);
            let (round, open) = missing(&folder);
            let tables = folder
                .rounds
                .get(usize::from(round).wrapping_sub(1))
                .map_or(0, |r| r.manifest.tables.len());
            groups.push(json!({
                "group": name,
                "name": folder.event.spec().name,
                "first_table": first,
                "last_table": last,
                "round": round,
                "rounds": folder.event.spec().rounds,
                "tables": tables,
                "complete": round > 0 && open.is_empty(),
                "missing": open.iter().map(|(t, ..)| *t).collect::<Vec<_>>(),
            }));
        }
        let body = json!({ "hall": hall.name, "groups": groups });
        (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            format!("{body:#}\n"),
        )
            .into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// `GET /api/stamp` of the hall: the groups' stamps together, so the
/// hall's pages update when any group's files change.
pub(crate) async fn stamp(State(hall): State<Arc<Hall>>) -> Response {
    let words = Words::english();
    blocking(words, move || {
        let stamps: Vec<String> = hall.groups.iter().map(|(_, app)| app.stamp()).collect();
        (StatusCode::OK, stamps.concat()).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// The code page: the code alone.
fn code_form(words: Words, error: Option<&str>) -> Markup {
    html! {
        @if let Some(e) = error { div class="error" { (e) } }
        form method="post" action="/table" {
            input type="hidden" name="lang" value=(words.language().code());
            p { (words.say(&HallPage::CodeOnly)) }
            label for="code" { (words.t(Label::TableCode)) }
            input type="text" id="code" name="code" autocomplete="off" autocapitalize="characters" required;
            button type="submit" { (words.t(Label::ServeContinue)) }
        }
    }
}

fn code_page(hall: &Hall, words: Words, status: StatusCode, error: Option<&str>) -> Response {
    let title = words.t(Label::ServeEnterResult);
    let nav =
        html! { nav { a href={"/?lang=" (words.language().code())} { (hall.title(words)) } } };
    (
        status,
        layout(words, title, nav, code_form(words, error), false),
    )
        .into_response()
}

/// `GET /table` of the hall.
pub(crate) async fn code_start(
    State(hall): State<Arc<Hall>>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let words = hall.words_for(q.get("lang").map(String::as_str));
    code_page(&hall, words, StatusCode::OK, None)
}

/// Which group's current round has a table with `code`: the group's app
/// and the table.
fn find_code(hall: &Hall, code: &str) -> Result<Option<(Arc<App>, String, usize)>, Response> {
    for (name, app) in &hall.groups {
        let mut folder = match app.folder() {
            Ok(f) => f,
            Err(e) => return Err(unreadable(app.words(), &e)),
        };
        let round = folder.paired_rounds();
        let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
            continue;
        };
        let first = r.first_table;
        let found = match folder.codes(round) {
            Ok(Some(codes)) => codes
                .tables
                .iter()
                .position(|c| crate::event::codes::matches(c, code)),
            Ok(None) => None,
            Err(e) => return Err(unreadable(app.words(), &e)),
        };
        if let Some(i) = found {
            return Ok(Some((app.clone(), name.clone(), first + i)));
        }
    }
    Ok(None)
}

/// `POST /table` of the hall: the code alone finds the group and the
/// table (a code is one table's of the whole hall); the group's sets form
/// follows, under the group's addresses. A code of no table is counted
/// against the client: after [`WRONG_LOOKUPS_ALLOWED`] in a minute, 429.
pub(crate) async fn code_open(State(hall): State<Arc<Hall>>, request: Request) -> Response {
    let client = super::sessions::client_of(request.extensions());
    let Ok(Form(mut f)) =
        <Form<HashMap<String, String>> as axum::extract::FromRequest<()>>::from_request(
            request,
            &(),
        )
        .await
    else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let words = hall.words_for(f.get("lang").map(String::as_str));
    let now = Instant::now();
    {
        let mut wrong = hall.wrong.lock().unwrap_or_else(|e| e.into_inner());
        wrong.retain(|_, (since, _)| now.duration_since(*since) < super::app::WRONG_CODE_WINDOW);
        if wrong
            .get(&client)
            .is_some_and(|(_, n)| *n >= WRONG_LOOKUPS_ALLOWED)
        {
            let text = words.t(Label::ServeTooManyTries);
            return code_page(&hall, words, StatusCode::TOO_MANY_REQUESTS, Some(text));
        }
    }
    let code = f.get("code").cloned().unwrap_or_default();
    let hall2 = hall.clone();
    let found = match blocking(words, move || find_code(&hall2, &code)).await {
        Ok(Ok(found)) => found,
        Ok(Err(r)) | Err(r) => return r,
    };
    let Some((app, group, table)) = found else {
        let mut wrong = hall.wrong.lock().unwrap_or_else(|e| e.into_inner());
        wrong.entry(client).or_insert((now, 0)).1 += 1;
        let text = words.say(&HallPage::WrongCode);
        return code_page(&hall, words, StatusCode::FORBIDDEN, Some(&text));
    };
    f.insert("table".into(), table.to_string());
    // The group's own form, as if the phone had typed the table too; its
    // links led to the group's addresses.
    let response = super::entry::open(State(app), Form(f)).await;
    let base: Arc<str> = format!("/{group}").into();
    prefix_response(base, response).await
}

/// `GET /desk` of the hall: every group's missing tables at a glance
/// (group, table, players: each a link to the group's correction), each
/// group's next round to pair once its results are in.
pub(crate) async fn desk(State(hall): State<Arc<Hall>>, request: Request) -> Response {
    let (mut parts, _) = request.into_parts();
    let app = hall.first().clone();
    let arbiter = match <Arbiter as axum::extract::FromRequestParts<Arc<App>>>::from_request_parts(
        &mut parts, &app,
    )
    .await
    {
        Ok(a) => a,
        Err(r) => return r,
    };
    let q: HashMap<String, String> = Query::try_from_uri(&parts.uri)
        .map(|Query(q)| q)
        .unwrap_or_default();
    let words = hall.words_for(q.get("lang").map(String::as_str));
    blocking(words, move || {
        let l = words.language().code();
        let mut rows: Vec<Markup> = Vec::new();
        let mut groups: Vec<Markup> = Vec::new();
        let mut count = 0;
        for (name, app) in &hall.groups {
            let folder = match app.folder_to_read() {
                Ok(f) => f,
                Err(e) => return unreadable(words, &e),
            };
            let (round, open) = missing(&folder);
            let rounds = folder.event.spec().rounds;
            let heading = words.say(&HallPage::GroupRound {
                group: folder.event.spec().name.clone(),
                round,
                rounds,
            });
            let can_pair = open.is_empty() && round < rounds && folder.issues(round).is_empty();
            let finished = open.is_empty() && round == rounds;
            groups.push(html! {
                section class="group" data-group=(name) {
                    h3 { (heading) }
                    @if finished {
                        p { (words.say(&HallPage::Finished { group: name.clone() })) }
                    } @else if open.is_empty() && round > 0 {
                        p { (words.say(&HallPage::AllIn { group: name.clone(), round })) }
                    }
                    @if can_pair {
                        form method="post" action={"/" (name) "/desk/pair?lang=" (l)} {
                            input type="hidden" name="csrf" value=(arbiter.token);
                            button type="submit" { (words.say(&super::pages::PageText::PairRound { round: round + 1 })) }
                        }
                    }
                    p { a class="act" href={"/" (name) "/desk?lang=" (l)} { (words.say(&HallPage::GroupDesk { group: name.clone() })) } }
                }
            });
            for (table, first, second) in open {
                count += 1;
                rows.push(html! {
                    tr data-group=(name) data-table=(table) {
                        td { (name) }
                        td class="r" { (table) }
                        td { (first) " – " (second) }
                        td { a class="act" href={"/" (name) "/desk/tables/" (round) "/" (table) "?lang=" (l)} { (words.t(Label::ServeEnterResult)) } }
                    }
                });
            }
        }
        let body = html! {
            h2 { (words.say(&HallPage::Missing { tables: count })) }
            @if !rows.is_empty() {
                table class="missing" {
                    thead { tr { th { (words.t(Label::ServeGroup)) } th class="r" { (words.t(Label::Table)) } th { (words.t(Label::ServePlayers)) } th {} } }
                    tbody { @for r in &rows { (r) } }
                }
            }
            @for g in &groups { (g) }
        };
        let title = format!("{} · {}", hall.title(words), words.t(Label::ServeDesk));
        layout(words, &title, desk_nav(words, "/desk"), body, true).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// A group's lists on the hall's wall, in turn ([`super::pages::Phase::Hall`]:
/// the pairings while its round is being played, the results and the
/// standings once it is complete, then the lists of the final ranking the
/// event defines, `[[list]]`, as on its own wall).
fn group_panels(folder: &Folder, words: Words) -> Vec<super::pages::Panel> {
    super::pages::wall_panels(folder, words, super::pages::Phase::Hall)
}

/// `GET /`: the hall's wall, every group in turn, page by page, each
/// headed with the group's name (its event's). A group's own wall is
/// `/<group>/` (pinned).
pub(crate) async fn wall(
    State(hall): State<Arc<Hall>>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let words = hall.words_for(q.get("lang").map(String::as_str));
    blocking(words, move || {
        let mut folders = Vec::with_capacity(hall.groups.len());
        for (_, app) in &hall.groups {
            match app.folder_to_read() {
                Ok(f) => folders.push(f),
                Err(e) => return unreadable(words, &e),
            }
        }
        let key = format!("hall {}", words.language().code());
        let page = hall
            .pages
            .page(&key, &folders, || hall_wall(&hall, &folders, words));
        Html(page).into_response()
    })
    .await
    .unwrap_or_else(|r| r)
}

/// The hall's wall of the groups' `folders` (in the hall's order).
fn hall_wall(hall: &Hall, folders: &[Arc<Folder>], words: Words) -> Bytes {
    let l = words.language().code();
    let mut sections = Vec::new();
    for ((name, _), folder) in hall.groups.iter().zip(folders) {
        let title = folder.event.spec().name.clone();
        let panels = group_panels(folder, words);
        sections.push(html! {
            section class="group" data-group=(name) {
                h2 class="group" { a href={"/" (name) "/?lang=" (l)} { (title) } }
                div class="wall" {
                    @for p in &panels {
                        section class="panel" data-panel={(name) "-" (p.key)} data-group=(title) data-fit=[p.fit_one.then_some("one")] { (p.body) }
                    }
                }
            }
        });
    }
    let body = html! {
        @for s in &sections { (s) }
        p class="note" { (words.t(Label::ServeLive)) " " (words.t(Label::ServeWallScrolls)) }
        script { (maud::PreEscaped(super::pages::WALL_SCRIPT)) }
    };
    let nav = html! {
        nav {
            @for (name, _) in &hall.groups {
                a href={"/" (name) "/?lang=" (l)} { (name) }
            }
            a href={"/table?lang=" (l)} { (words.t(Label::ServeEnterResult)) }
        }
    };
    layout(words, &hall.title(words), nav, body, true).0.into()
}
