//! The desk's login: a form asking for the password, which starts a
//! session (a random cookie, `HttpOnly`, `SameSite=Strict`, known only to
//! the server, ending after [`super::sessions::SESSION_LIFE`] unused), and
//! the logout.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Form;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::html;

use super::app::App;

use super::layout::{layout, public_nav};
use super::sessions::{
    Arbiter, GuardText, PasswordCheck, SESSION_COOKIE, SESSION_LIFE, client_of, cookie,
};
use crate::words::Words;

type Fields = HashMap<String, String>;

/// The login page, with `why` the last attempt failed.
pub(crate) fn page(words: Words, status: StatusCode, why: Option<&GuardText>) -> Response {
    let l = words.language().code();
    let body = html! {
        @if let Some(why) = why { div class="error" { (words.say(why)) } }
        form method="post" action="/desk/login" {
            input type="hidden" name="lang" value=(l);
            label for="password" { (words.say(&GuardText::LoginPassword)) }
            input type="password" id="password" name="password" autocomplete="current-password" autofocus;
            button type="submit" { (words.say(&GuardText::LoginButton)) }
        }
        p class="note" { (words.say(&GuardText::LoginHint)) }
    };
    let title = words.say(&GuardText::LoginTitle);
    (
        status,
        layout(words, &title, public_nav(words, "/desk/login"), body, false),
    )
        .into_response()
}

/// `GET /desk/login`.
pub(crate) async fn form(State(app): State<Arc<App>>, Query(q): Query<Fields>) -> Response {
    let words = app.words_for(q.get("lang").map(String::as_str));
    page(words, StatusCode::OK, None)
}

/// `POST /desk/login`: the password checked (rate-limited per client
/// address, as the password of a script is); right, a session is started
/// and the desk opened.
pub(crate) async fn login(
    State(app): State<Arc<App>>,
    extensions: axum::http::Extensions,
    Form(f): Form<Fields>,
) -> Response {
    let client = client_of(&extensions);
    let words = app.words_for(f.get("lang").map(String::as_str));
    let given = f.get("password").map(String::as_str).unwrap_or("");
    let right = app.is_password(given);
    match app.guard.check_password(client, right, app.words()) {
        PasswordCheck::Right => {}
        PasswordCheck::Wrong => {
            return page(
                words,
                StatusCode::UNAUTHORIZED,
                Some(&GuardText::WrongPassword),
            );
        }
        PasswordCheck::Limited { seconds } => {
            let mut r = page(
                words,
                StatusCode::TOO_MANY_REQUESTS,
                Some(&GuardText::TooManyPasswords { seconds }),
            );
            r.headers_mut().insert(header::RETRY_AFTER, seconds.into());
            return r;
        }
    }
    let Some((id, _)) = app.guard.start_session() else {
        let text = words.say(&super::app::Answer::RequestFailed);
        return (StatusCode::INTERNAL_SERVER_ERROR, format!("{text}\n")).into_response();
    };
    let cookie = format!(
        "{SESSION_COOKIE}={id}; Path=/; HttpOnly; SameSite=Strict; Max-Age={}",
        SESSION_LIFE.as_secs()
    );
    (
        StatusCode::SEE_OTHER,
        [
            (header::SET_COOKIE, cookie),
            (
                header::LOCATION,
                format!("/desk?lang={}", words.language().code()),
            ),
        ],
    )
        .into_response()
}

/// `POST /desk/logout`: the session ended (with its form token).
pub(crate) async fn logout(
    State(app): State<Arc<App>>,
    arbiter: Arbiter,
    headers: HeaderMap,
    Form(f): Form<Fields>,
) -> Response {
    let words = app.words_for(f.get("lang").map(String::as_str));
    if !arbiter.form_allowed(f.get("csrf").map(String::as_str).unwrap_or("")) {
        return form_expired(words);
    }
    if let Some(id) = cookie(&headers, SESSION_COOKIE) {
        app.guard.end_session(id);
    }
    (
        StatusCode::SEE_OTHER,
        [
            (
                header::SET_COOKIE,
                format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0"),
            ),
            (
                header::LOCATION,
                format!("/desk/login?lang={}", words.language().code()),
            ),
        ],
    )
        .into_response()
}

/// 403: a desk form without its token; nothing was done.
pub(crate) fn form_expired(words: Words) -> Response {
    let text = words.say(&GuardText::FormExpired);
    (StatusCode::FORBIDDEN, format!("{text}\n")).into_response()
}

/// The logout button, for the desk's pages.
pub(crate) fn logout_form(words: Words, token: &str) -> maud::Markup {
    html! {
        form method="post" action="/desk/logout" class="logout" {
            input type="hidden" name="lang" value=(words.language().code());
            input type="hidden" name="csrf" value=(token);
            button type="submit" class="secondary" { (words.say(&GuardText::Logout)) }
        }
    }
}
