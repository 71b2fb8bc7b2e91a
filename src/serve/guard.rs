//! Who may drive the desk, and what every answer carries: the arbiter's
//! sessions (a login form, a cookie `HttpOnly` and `SameSite=Strict`, a
//! form token in every desk form), the password's rate limit per client
//! address, the refusal of a state-changing request another site sent
//! (`Origin`, `Sec-Fetch-Site`), the headers of every answer, the API's
//! errors as JSON, and the queue of the requests that write (bounded, so
//! the pages are never starved of threads).

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::app::App;
use super::sessions::*;
use crate::words::Words;

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
        let writers = app.guard.writers.clone();
        match tokio::time::timeout(WRITE_WAIT, writers.acquire_owned()).await {
            Ok(Ok(permit)) => {
                let turn = WriteTurn::new(permit);
                let mut request = request;
                request.extensions_mut().insert(turn.clone());
                let response = next.run(request).await;
                turn.give_up();
                response
            }
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
            limit: super::limits::MAX_BODY,
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
                limit: super::limits::MAX_BODY,
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
    let seconds = super::limits::BODY_TIMEOUT.as_secs();
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
    use std::net::IpAddr;

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
