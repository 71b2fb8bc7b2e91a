//! Who may drive the desk, and what every answer carries: the arbiter's
//! sessions (a login form, a cookie `HttpOnly` and `SameSite=Strict`, a
//! form token in every desk form), the password's rate limit per client
//! address, the refusal of a state-changing request another site sent
//! (`Origin`, `Sec-Fetch-Site`), the headers of every answer, the API's
//! errors as JSON, and the queue of the requests that write (bounded, so
//! the pages are never starved of threads).

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::app::App;
use crate::words::Words;

crate::messages! {
    /// The guard's answers and log lines.
    pub enum GuardText {
        /// 403: a state-changing request sent by a page of another site.
        CrossSite = "serve-cross-site",
        /// 403: a desk form without its form token (opened before the
        /// server started, or sent by another page).
        FormExpired = "serve-form-expired",
        /// 429: too many wrong passwords from this address.
        TooManyPasswords { seconds: u64 } = "serve-too-many-passwords",
        /// The login form, after a wrong password.
        WrongPassword = "serve-wrong-password",
        /// 503: the event's write lock was held by another writer for the
        /// whole wait, or too many writes wait already.
        Busy { seconds: u64 } = "serve-busy",
        /// 413.
        BodyTooLarge { limit: usize } = "serve-body-too-large",
        /// 408: the body did not arrive in time.
        BodyTooSlow { seconds: u64 } = "serve-body-too-slow",
        /// 400: the body could not be read.
        BodyUnreadable { detail: String } = "serve-body-unreadable",
        /// 404 of the API: no such address.
        NoSuchAddress = "serve-no-such-address",
        /// 405 of the API.
        MethodNotAllowed { method: String } = "serve-method-not-allowed",
        /// The login page's title, field and button, the desk's logout.
        LoginTitle = "serve-login-title",
        LoginPassword = "serve-login-password",
        LoginButton = "serve-login-button",
        LoginHint = "serve-login-hint",
        Logout = "serve-logout",
        /// stderr: a wrong password (`time`: local date and time).
        LogWrongPassword { time: String, address: String } = "serve-log-wrong-password",
        /// stderr: a password refused unchecked (too many wrong ones).
        LogPasswordLimited { time: String, address: String } = "serve-log-password-limited",
    }
}

/// The session cookie's name.
pub(crate) const SESSION_COOKIE: &str = "hakem_desk";
/// A session ends this long after its last use.
pub const SESSION_LIFE: Duration = Duration::from_secs(12 * 60 * 60);
/// Sessions kept at once (the least recently used goes first).
const MAX_SESSIONS: usize = 256;
/// Wrong passwords a client address may send in one window.
pub const WRONG_PASSWORDS_ALLOWED: u32 = 10;
/// The password's rate-limit window per client address.
pub const WRONG_PASSWORD_WINDOW: Duration = Duration::from_secs(60);
/// How long a write waits for the event's write lock before it is
/// answered 503 (`Retry-After`), and for a turn among the writes.
pub const WRITE_WAIT: Duration = Duration::from_secs(5);
/// Requests that write (or judge) at once: the file threads left over
/// are the pages' and the API's reads, which never wait for a write.
pub const WRITERS: usize = super::FILE_THREADS - 4;

/// The guard's state: the sessions, the wrong passwords per address, the
/// writes' turns.
pub(crate) struct Guard {
    sessions: Mutex<HashMap<String, Session>>,
    wrong_passwords: Mutex<HashMap<IpAddr, Tries>>,
    /// The form token of the pages opened with the password (HTTP basic
    /// authentication): drawn at start, read only by those pages.
    password_token: String,
    writers: tokio::sync::Semaphore,
}

struct Session {
    token: String,
    last: Instant,
}

struct Tries {
    since: Instant,
    wrong: u32,
}

/// 32 random bytes from the operating system, as hex; empty if it gives
/// none (then no session can start, and no token matches).
fn random_token() -> String {
    let mut bytes = [0u8; 32];
    if getrandom::fill(&mut bytes).is_err() {
        return String::new();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Compares every byte whatever the first difference.
pub(crate) fn same_text(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// What a password check gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PasswordCheck {
    Right,
    Wrong,
    /// Too many wrong ones from this address lately: refused unchecked
    /// for `seconds` more.
    Limited {
        seconds: u64,
    },
}

impl Default for Guard {
    fn default() -> Guard {
        Guard {
            sessions: Mutex::new(HashMap::new()),
            wrong_passwords: Mutex::new(HashMap::new()),
            password_token: random_token(),
            writers: tokio::sync::Semaphore::new(WRITERS),
        }
    }
}

impl Guard {
    /// Starts a session: its cookie value and its form token.
    pub fn start_session(&self) -> Option<(String, String)> {
        let (id, token) = (random_token(), random_token());
        if id.is_empty() || token.is_empty() {
            return None;
        }
        let mut sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        sessions.retain(|_, s| now.duration_since(s.last) < SESSION_LIFE);
        if sessions.len() >= MAX_SESSIONS
            && let Some(oldest) = sessions
                .iter()
                .min_by_key(|(_, s)| s.last)
                .map(|(k, _)| k.clone())
        {
            sessions.remove(&oldest);
        }
        sessions.insert(
            id.clone(),
            Session {
                token: token.clone(),
                last: now,
            },
        );
        Some((id, token))
    }

    /// The form token of the live session `id`, its life renewed.
    fn session(&self, id: &str) -> Option<String> {
        let mut sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        let s = sessions.get_mut(id)?;
        if now.duration_since(s.last) >= SESSION_LIFE {
            sessions.remove(id);
            return None;
        }
        s.last = now;
        Some(s.token.clone())
    }

    pub fn end_session(&self, id: &str) {
        self.sessions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(id);
    }

    /// Counts a password from `client` (`right`: whether it is the
    /// arbiter's). Once an address has sent too many wrong ones in the
    /// window, every password from it is refused unchecked (the right one
    /// too, so a lucky guess is not told) until the window has passed.
    /// Each refusal is logged on stderr in `words`.
    pub fn check_password(&self, client: IpAddr, right: bool, words: Words) -> PasswordCheck {
        let now = Instant::now();
        let mut tries = self
            .wrong_passwords
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if tries.len() > 10_000 {
            tries.retain(|_, t| now.duration_since(t.since) < WRONG_PASSWORD_WINDOW);
        }
        if let Some(t) = tries.get(&client) {
            let gone = now.duration_since(t.since);
            if gone >= WRONG_PASSWORD_WINDOW {
                tries.remove(&client);
            } else if t.wrong >= WRONG_PASSWORDS_ALLOWED {
                log(words, client, true);
                let left = WRONG_PASSWORD_WINDOW - gone;
                return PasswordCheck::Limited {
                    seconds: left.as_secs() + 1,
                };
            }
        }
        if right {
            return PasswordCheck::Right;
        }
        let t = tries.entry(client).or_insert(Tries {
            since: now,
            wrong: 0,
        });
        t.wrong += 1;
        log(words, client, false);
        PasswordCheck::Wrong
    }
}

/// A refused password on stderr: the time and the client's address.
fn log(words: Words, client: IpAddr, limited: bool) {
    let time = chrono::Local::now().format("%Y-%m-%d %H:%M:%S").to_string();
    let address = client.to_string();
    let line = match limited {
        false => words.say(&GuardText::LogWrongPassword { time, address }),
        true => words.say(&GuardText::LogPasswordLimited { time, address }),
    };
    eprintln!("{line}");
}

/// The address of the client that sent the request (unspecified for a
/// request made in memory).
pub(crate) fn client_of(extensions: &axum::http::Extensions) -> IpAddr {
    extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}

/// The value of cookie `name` in the request's `Cookie` headers.
pub(crate) fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim())
}

/// Whether a browser sent the request (it says where from: `Origin` or
/// `Sec-Fetch-Site`); a script (curl, a program) says neither.
fn from_browser(headers: &HeaderMap) -> bool {
    headers.contains_key(header::ORIGIN) || headers.contains_key("sec-fetch-site")
}

/// Whether the request was sent by a page of another site: its
/// `Sec-Fetch-Site` says `cross-site` or `same-site` (another port or
/// name), or its `Origin` is not the address it was sent to.
pub(crate) fn cross_site(headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site") {
        let site = site.to_str().unwrap_or("cross-site");
        if !matches!(site, "same-origin" | "none") {
            return true;
        }
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("null");
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .unwrap_or("");
        let ours = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"))
            .is_some_and(|rest| !host.is_empty() && rest.eq_ignore_ascii_case(host));
        if !ours {
            return true;
        }
    }
    false
}

/// The field `name` of a form's body (`application/x-www-form-urlencoded`),
/// empty when it has none: for a form whose other fields do not matter
/// (the desk's pairing button), sent with any content type or none.
pub(crate) fn form_field(body: &[u8], name: &str) -> String {
    let decode = |part: &[u8]| -> Vec<u8> {
        let mut out = Vec::with_capacity(part.len());
        let mut i = 0;
        while i < part.len() {
            match part[i] {
                b'+' => out.push(b' '),
                b'%' if i + 2 < part.len() => {
                    let hex = std::str::from_utf8(&part[i + 1..i + 3]).ok();
                    match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                        Some(b) => {
                            out.push(b);
                            i += 2;
                        }
                        None => out.push(b'%'),
                    }
                }
                b => out.push(b),
            }
            i += 1;
        }
        out
    };
    body.split(|&b| b == b'&')
        .filter_map(|pair| {
            let at = pair.iter().position(|&b| b == b'=')?;
            Some((decode(&pair[..at]), decode(&pair[at + 1..])))
        })
        .find(|(k, _)| k == name.as_bytes())
        .map(|(_, v)| String::from_utf8_lossy(&v).into_owned())
        .unwrap_or_default()
}

/// How the arbiter was known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum By {
    /// The session cookie of the login form.
    Session,
    /// The password in the request (HTTP basic authentication: scripts and
    /// the JSON API).
    Password,
}

/// The arbiter, known by the session cookie or the password (HTTP basic
/// authentication, any user name). A handler that takes an `Arbiter`
/// runs only for the arbiter: anyone else is answered before it (and
/// before its path and body are read): 401 (the API: JSON; a desk page:
/// the login form), 429 after too many wrong passwords.
pub(crate) struct Arbiter {
    /// The token every desk form carries (`csrf`).
    pub token: String,
    by: By,
    browser: bool,
}

impl Arbiter {
    /// Whether a desk form sent with `given` as its token may change
    /// anything: a session's form needs the session's token; a form sent
    /// with the password needs the token of the password's pages when a
    /// browser sent it (a script sends the password itself).
    pub fn form_allowed(&self, given: &str) -> bool {
        if self.by == By::Password && !self.browser {
            return true;
        }
        !self.token.is_empty() && same_text(given.as_bytes(), self.token.as_bytes())
    }
}

impl axum::extract::FromRequestParts<Arc<App>> for Arbiter {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        app: &Arc<App>,
    ) -> Result<Arbiter, Response> {
        let browser = from_browser(&parts.headers);
        if let Some(id) = cookie(&parts.headers, SESSION_COOKIE)
            && let Some(token) = app.guard.session(id)
        {
            return Ok(Arbiter {
                token,
                by: By::Session,
                browser,
            });
        }
        let api = parts.uri.path().starts_with("/api/");
        let Some(right) = app.password_given(&parts.headers) else {
            return Err(not_known(app, parts, api, StatusCode::UNAUTHORIZED, None));
        };
        let client = client_of(&parts.extensions);
        match app.guard.check_password(client, right, app.words()) {
            PasswordCheck::Right => Ok(Arbiter {
                token: app.guard.password_token.clone(),
                by: By::Password,
                browser,
            }),
            PasswordCheck::Wrong => Err(not_known(
                app,
                parts,
                api,
                StatusCode::UNAUTHORIZED,
                Some(GuardText::WrongPassword),
            )),
            PasswordCheck::Limited { seconds } => Err(not_known(
                app,
                parts,
                api,
                StatusCode::TOO_MANY_REQUESTS,
                Some(GuardText::TooManyPasswords { seconds }),
            )),
        }
    }
}

/// The answer to a request of someone not known as the arbiter: the API's
/// JSON (asking for the password), or the desk's login form.
fn not_known(
    app: &App,
    parts: &axum::http::request::Parts,
    api: bool,
    status: StatusCode,
    why: Option<GuardText>,
) -> Response {
    let seconds = match &why {
        Some(GuardText::TooManyPasswords { seconds }) => Some(*seconds),
        _ => None,
    };
    let mut response = if api {
        let message = match &why {
            Some(m) => Words::english().say(m),
            None => Words::english().say(&super::app::Answer::PasswordNeeded),
        };
        let mut r = json_error(status, &message);
        if status == StatusCode::UNAUTHORIZED {
            r.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Basic realm=\"hakem desk\""),
            );
        }
        r
    } else {
        let lang = language_asked(parts.uri.query());
        let words = app.words_for(lang.as_deref());
        super::login::page(words, status, why.as_ref())
    };
    if let Some(s) = seconds {
        response.headers_mut().insert(header::RETRY_AFTER, s.into());
    }
    response
}

/// The `lang` of a query (`?lang=en`), for the words of the login form.
fn language_asked(query: Option<&str>) -> Option<String> {
    query?
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .map(|(_, v)| v.to_string())
}

/// `{"error": message}` with `status`.
pub(crate) fn json_error(status: StatusCode, message: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        format!("{}\n", json!({ "error": message })),
    )
        .into_response()
}

/// An answer of the guard's own: JSON for the API, else text in the
/// server's language.
fn refused(app: &App, api: bool, status: StatusCode, text: &GuardText) -> Response {
    if api {
        json_error(status, &Words::english().say(text))
    } else {
        (status, format!("{}\n", app.words().say(text))).into_response()
    }
}

/// Every request passes here: a state-changing request from another
/// site is refused (403, nothing done); a request that may write waits
/// its turn among the writes (at most [`WRITE_WAIT`], else 503), so the
/// reads always find a thread; every answer gets the headers that keep it
/// out of frames, caches and type sniffing; an error of the API is JSON.
pub(crate) async fn guard(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let reads = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    let mut response = if !reads && cross_site(request.headers()) {
        refused(&app, api, StatusCode::FORBIDDEN, &GuardText::CrossSite)
    } else if reads {
        next.run(request).await
    } else {
        match tokio::time::timeout(WRITE_WAIT, app.guard.writers.acquire()).await {
            Ok(Ok(_turn)) => next.run(request).await,
            _ => busy(&app, api),
        }
    };
    if api && is_error(&response) && !is_json(&response) {
        response = as_json(response).await;
    }
    if response.status() == StatusCode::SERVICE_UNAVAILABLE {
        response
            .headers_mut()
            .entry(header::RETRY_AFTER)
            .or_insert(WRITE_WAIT.as_secs().into());
    }
    protect(response.headers_mut());
    response
}

/// The headers every answer carries: never in a frame (`X-Frame-Options`,
/// CSP `frame-ancestors`), never sniffed for another type, never kept by
/// a cache (unless the answer says otherwise), no address sent elsewhere.
fn protect(headers: &mut HeaderMap) {
    headers.insert("x-frame-options", HeaderValue::from_static("DENY"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("frame-ancestors 'none'"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
}

/// 503: the write waited its whole turn in vain.
pub(crate) fn busy(app: &App, api: bool) -> Response {
    let seconds = WRITE_WAIT.as_secs();
    let mut r = refused(
        app,
        api,
        StatusCode::SERVICE_UNAVAILABLE,
        &GuardText::Busy { seconds },
    );
    r.headers_mut().insert(header::RETRY_AFTER, seconds.into());
    r
}

fn is_error(r: &Response) -> bool {
    r.status().is_client_error() || r.status().is_server_error()
}

fn is_json(r: &Response) -> bool {
    r.headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}

/// An error answer that is not JSON (axum's own rejections: a path that
/// does not read, a body too large, a method not allowed, no such route)
/// as the API's `{"error": ...}`, its headers kept.
async fn as_json(response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    let text = axum::body::to_bytes(body, 64 * 1024)
        .await
        .map(|b| String::from_utf8_lossy(&b).trim().to_string())
        .unwrap_or_default();
    let english = Words::english();
    let message = match parts.status {
        StatusCode::NOT_FOUND if text.is_empty() => english.say(&GuardText::NoSuchAddress),
        StatusCode::METHOD_NOT_ALLOWED => english.say(&GuardText::MethodNotAllowed {
            method: parts
                .headers
                .get(header::ALLOW)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_string(),
        }),
        StatusCode::PAYLOAD_TOO_LARGE => english.say(&GuardText::BodyTooLarge {
            limit: super::MAX_BODY,
        }),
        s if text.is_empty() => s.canonical_reason().unwrap_or("error").to_string(),
        _ => text,
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    let body = format!("{}\n", json!({ "error": message }));
    Response::from_parts(parts, Body::from(body))
}

/// The answer to a body that could not be read whole (too large, or the
/// connection failed while it came).
pub(crate) fn body_refused(parts: &axum::http::request::Parts, e: &axum::Error) -> Response {
    let too_large = std::error::Error::source(e)
        .is_some_and(|s| s.to_string().contains("length limit exceeded"))
        || e.to_string().contains("length limit exceeded");
    let english = Words::english();
    let (status, text) = if too_large {
        (
            StatusCode::PAYLOAD_TOO_LARGE,
            GuardText::BodyTooLarge {
                limit: super::MAX_BODY,
            },
        )
    } else {
        (
            StatusCode::BAD_REQUEST,
            GuardText::BodyUnreadable {
                detail: e.to_string(),
            },
        )
    };
    plain_or_json(parts, status, &english.say(&text))
}

/// 408: the body did not arrive within the time.
pub(crate) fn body_too_slow(parts: &axum::http::request::Parts) -> Response {
    let seconds = super::conn::BODY_TIMEOUT.as_secs();
    let text = Words::english().say(&GuardText::BodyTooSlow { seconds });
    let mut r = plain_or_json(parts, StatusCode::REQUEST_TIMEOUT, &text);
    r.headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

fn plain_or_json(parts: &axum::http::request::Parts, status: StatusCode, text: &str) -> Response {
    let mut r = if parts.uri.path().starts_with("/api/") {
        json_error(status, text)
    } else {
        (status, format!("{text}\n")).into_response()
    };
    protect(r.headers_mut());
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(list: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in list {
            h.append(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn another_sites_request_is_told_from_the_pages_own() {
        let host = ("host", "127.0.0.1:8080");
        for same in [
            vec![host],
            vec![host, ("origin", "http://127.0.0.1:8080")],
            vec![host, ("sec-fetch-site", "same-origin")],
            vec![host, ("sec-fetch-site", "none")],
        ] {
            assert!(!cross_site(&headers(&same)), "{same:?}");
        }
        for other in [
            vec![host, ("origin", "http://evil.example")],
            vec![host, ("origin", "http://127.0.0.1:8081")],
            vec![host, ("origin", "null")],
            vec![("origin", "http://127.0.0.1:8080")],
            vec![host, ("sec-fetch-site", "cross-site")],
            vec![host, ("sec-fetch-site", "same-site")],
            vec![
                host,
                ("origin", "http://127.0.0.1:8080"),
                ("sec-fetch-site", "cross-site"),
            ],
        ] {
            assert!(cross_site(&headers(&other)), "{other:?}");
        }
    }

    #[test]
    fn ten_wrong_passwords_a_minute_then_every_one_is_refused_unchecked() {
        let guard = Guard::default();
        let words = Words::english();
        let client = IpAddr::from([10, 0, 0, 7]);
        for _ in 0..WRONG_PASSWORDS_ALLOWED {
            assert_eq!(
                guard.check_password(client, false, words),
                PasswordCheck::Wrong
            );
        }
        for right in [false, true] {
            assert!(matches!(
                guard.check_password(client, right, words),
                PasswordCheck::Limited { seconds } if (1..=60).contains(&seconds)
            ));
        }
        // Another address is not held up.
        let other = IpAddr::from([10, 0, 0, 8]);
        assert_eq!(
            guard.check_password(other, true, words),
            PasswordCheck::Right
        );
    }

    #[test]
    fn a_session_is_known_by_its_cookie_until_it_ends() {
        let guard = Guard::default();
        let (id, token) = guard.start_session().unwrap();
        assert_eq!(id.len(), 64);
        assert_ne!(id, token);
        assert_eq!(guard.session(&id).as_deref(), Some(token.as_str()));
        assert_eq!(guard.session("0000"), None);
        guard.end_session(&id);
        assert_eq!(guard.session(&id), None);
        let h = headers(&[("cookie", "a=1; hakem_desk=abc ; b=2")]);
        assert_eq!(cookie(&h, SESSION_COOKIE), Some("abc"));
    }

    #[test]
    fn a_forms_field_is_read_as_browsers_send_it() {
        assert_eq!(form_field(b"lang=tr&csrf=ab12", "csrf"), "ab12");
        assert_eq!(form_field(b"csrf=a%2Bb+c%", "csrf"), "a+b c%");
        assert_eq!(form_field(b"", "csrf"), "");
        assert_eq!(form_field(b"csrfx=1", "csrf"), "");
    }

    #[test]
    fn a_form_needs_its_token_unless_a_script_sends_the_password() {
        let arbiter = |by, browser| Arbiter {
            token: "t0k".into(),
            by,
            browser,
        };
        assert!(arbiter(By::Password, false).form_allowed(""));
        assert!(!arbiter(By::Password, true).form_allowed(""));
        assert!(arbiter(By::Password, true).form_allowed("t0k"));
        assert!(!arbiter(By::Session, false).form_allowed("t0"));
        assert!(arbiter(By::Session, false).form_allowed("t0k"));
    }
}
