//! The arbiter's sessions and the password's limits, the state the
//! guard (`guard`) keeps in the shared state (`app`): sessions started by
//! the login form, wrong passwords counted per client address, the form
//! token; the guard's words. Below `app` and `guard`, which both read it.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, header};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
/// Judging and staging a result take the cores and the page cache, not
/// the disk (the batch's sync is the committer's, after the request gave
/// its turn up): more at once than a few a core only makes them take
/// turns for the cores and the folder's cache. On two cores, 8 answered a
/// hall's burst of 500 faster than 64 (docs/dev/serve-load.md).
pub const WRITERS: usize = 8;

/// A write request's turn among the writes ([`WRITERS`]), given up by the
/// request once its file work is done (a result waiting for its batch
/// holds no thread, so it need not hold a turn); else when it ends.
#[derive(Clone, Default)]
pub(crate) struct WriteTurn(Arc<Mutex<Option<tokio::sync::OwnedSemaphorePermit>>>);

impl WriteTurn {
    pub(super) fn new(permit: tokio::sync::OwnedSemaphorePermit) -> WriteTurn {
        WriteTurn(Arc::new(Mutex::new(Some(permit))))
    }

    /// Lets the next write in.
    pub(crate) fn give_up(&self) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).take();
    }
}

/// The guard's state: the sessions, the wrong passwords per address, the
/// writes' turns.
pub(crate) struct Guard {
    sessions: Mutex<HashMap<String, Session>>,
    wrong_passwords: Mutex<HashMap<IpAddr, Tries>>,
    /// The form token of the pages opened with the password (HTTP basic
    /// authentication): drawn at start, read only by those pages.
    pub(super) password_token: String,
    pub(super) writers: Arc<tokio::sync::Semaphore>,
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
            writers: Arc::new(tokio::sync::Semaphore::new(WRITERS)),
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
    pub(super) fn session(&self, id: &str) -> Option<String> {
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

/// How the arbiter was known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum By {
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
    pub(super) by: By,
    pub(super) browser: bool,
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
