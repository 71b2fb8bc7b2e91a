//! `hakem serve`: the tournament floor in the browser. The wall (pairings,
//! results as they come, standings, cross table), the tables' result entry
//! (table number and code, set by set, both players confirm), the
//! arbiter's desk (password) and a JSON API, all from the event folder.
//!
//! The folder is the only truth: every request looks at its files again
//! and reads it again when one changed (a change made meanwhile by `hakem
//! result`, `hakem live` or an editor is seen at once); results are judged
//! and written by [`crate::event::result`], rounds paired by
//! [`crate::event::pairing::pair_and_write`], the same paths as the
//! commands (docs/serve.md).

// A handler's early answer is the response itself: `Result<_, Response>`
// reads best, and one response a request is nothing to box.
#![allow(clippy::result_large_err)]

mod api;
mod app;
mod conn;
mod entry;
mod form_tokens;
mod group_commit;
mod guard;
mod hall;
mod layout;
mod limits;
mod login;
mod offline;
mod page_cache;
mod pages;
mod results;
mod sessions;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post};

use crate::error::{Error, Failure};
use crate::event::folder::Folder;
use crate::settings::Settings;
use crate::words::Words;

use app::App;
use limits::{FILE_THREADS, MAX_BODY};
pub use offline::{Asked, Offline};

/// How to start the server.
pub struct Options {
    /// The event folders (one, or a hall's groups), or a hall's folder
    /// (`hall.toml`).
    pub dirs: Vec<PathBuf>,
    pub port: u16,
    /// Listen on every address (the hall's network), not only localhost.
    pub lan: bool,
    /// The arbiter's password; `None`: one is drawn.
    pub password: Option<String>,
}

/// A server bound and ready: its address, the password, the addresses to
/// give the hall, the language it speaks.
pub struct Bound {
    listener: std::net::TcpListener,
    router: Router,
    pub local: SocketAddr,
    /// `http://ADDRESS:PORT/` for each address phones can use.
    pub urls: Vec<String>,
    pub password: String,
    pub password_drawn: bool,
    /// The process's language, decided once the event was read: the start
    /// lines' and every page's that asks for no other.
    pub words: Words,
}

crate::messages! {
    /// Why `hakem serve` did not start, or stopped.
    pub enum ServeRefusal {
        /// Another program listens on the port.
        PortTaken = "serve-port-taken",
        /// The system refused the port to this user (below 1024).
        PortNotAllowed = "serve-port-not-allowed",
        /// Anything else, as the system says it.
        CannotListen { detail: String } = "serve-cannot-listen",
        /// `--password ""`.
        EmptyPassword = "serve-empty-password",
        CannotStart { detail: String } = "serve-cannot-start",
        Stopped { detail: String } = "serve-stopped",
    }
}

/// Why the server cannot listen on `port`: `--port N: ...`.
/// Connections the kernel holds for the server before it accepts them.
/// A hall's phones connect in the same second at a round's end; the
/// standard library listens with 128, and a connection beyond the queue
/// is dropped and retried by the phone a second later (500 tables posting
/// at once: the slowest hundred answers took a second more).
const BACKLOG: i32 = 1024;

/// Listens again with [`BACKLOG`] (Linux and the BSDs take a second
/// `listen` as a new queue length); where that fails, the standard queue
/// stays, and connections beyond it are only slower.
/// Turns transparent huge pages off for the server. The allocator asks
/// for them (they make a command's one large heap quicker to fill), but
/// each of the server's threads then touches its own 2 MB pages: a burst
/// of 500 results took the server 750 ms of CPU instead of 400, most of it
/// the kernel clearing those pages (measured in docs/dev/serve-load.md).
fn no_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE takes one integer argument and changes
    // only how the kernel backs this process's future page faults.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

fn widen_backlog(listener: &std::net::TcpListener) {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        // SAFETY: `listen` on a socket this listener owns and keeps open.
        let _ = unsafe { libc::listen(listener.as_raw_fd(), BACKLOG) };
    }
    #[cfg(not(unix))]
    let _ = listener;
}

fn cannot_listen(port: u16, e: &std::io::Error) -> Error {
    let message = match e.kind() {
        std::io::ErrorKind::AddrInUse => ServeRefusal::PortTaken,
        std::io::ErrorKind::PermissionDenied => ServeRefusal::PortNotAllowed,
        _ => ServeRefusal::CannotListen {
            detail: e.to_string(),
        },
    };
    Error::usage(Failure::About {
        what: format!("--port {port}"),
        message: message.into(),
    })
}

/// The IPv4 addresses of this machine's network interfaces, loopback left
/// out: where phones in the hall reach it.
fn lan_addresses() -> Vec<Ipv4Addr> {
    let mut out = Vec::new();
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that stays valid
    // until freeifaddrs; each node's fields are read as the C library
    // documents them, and the list is freed once.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return out;
        }
        let mut node = list;
        while !node.is_null() {
            let addr = (*node).ifa_addr;
            if !addr.is_null() && i32::from((*addr).sa_family) == libc::AF_INET {
                let sin = addr as *const libc::sockaddr_in;
                let ip = Ipv4Addr::from(u32::from_be((*sin).sin_addr.s_addr));
                if !ip.is_loopback() && !out.contains(&ip) {
                    out.push(ip);
                }
            }
            node = (*node).ifa_next;
        }
        libc::freeifaddrs(list);
    }
    out
}

/// A QR code of `text` for the terminal, two rows of modules a line.
pub fn qr_text(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<qrcode::render::unicode::Dense1x2>()
            .dark_color(qrcode::render::unicode::Dense1x2::Light)
            .light_color(qrcode::render::unicode::Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// Binds the server (nothing is served until [`Bound::serve`]): the event
/// folder must read, the port must be free. The event's language settles
/// the process's (`settings`): the server speaks it.
pub fn bind(options: Options, settings: &Settings) -> Result<Bound, Error> {
    // One folder alone keeps its routes at `/` (and under `/<group>/` when
    // its name is a group's); several, or a hall's folder, are a hall.
    let lone = match options.dirs.as_slice() {
        [dir] if !crate::event::hall::is_hall(dir) => Some(dir.clone()),
        _ => None,
    };
    let hall = match &lone {
        Some(_) => None,
        None => Some(crate::event::hall::Hall::of_folders(&options.dirs)?),
    };
    // Every folder must be an event now, not at the first visit; as read,
    // it is the server's first cache of it.
    let mut read = Vec::new();
    match (&lone, &hall) {
        (Some(dir), _) => read.push((None, dir.clone())),
        (None, Some(h)) => read.extend(
            h.groups
                .iter()
                .map(|g| (Some(g.name.clone()), g.dir.clone())),
        ),
        (None, None) => {}
    }
    let mut opened = Vec::new();
    for (name, dir) in read {
        // What writes killed midway left (a server or `hakem result`
        // killed while it wrote), removed before the folder is read, as a
        // save of the record would: a server killed and started again
        // shows no such problem. It also tidies while it runs, once no
        // result waits.
        crate::files::atomic_file::remove_stale_temps_in(&crate::event::folder::round_dirs(&dir));
        let seen = app::snapshot(&dir);
        let folder = Folder::open(&dir)?;
        opened.push((name, dir, seen, folder));
    }
    let words = settings.words_for(opened.first().and_then(|(_, _, _, f)| f.language));
    let ip = if options.lan {
        IpAddr::V4(Ipv4Addr::UNSPECIFIED)
    } else {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    };
    let port = options.port;
    let listener = std::net::TcpListener::bind(SocketAddr::new(ip, port))
        .map_err(|e| cannot_listen(port, &e))?;
    listener
        .set_nonblocking(true)
        .map_err(|e| cannot_listen(port, &e))?;
    widen_backlog(&listener);
    let local = listener.local_addr().map_err(|e| cannot_listen(port, &e))?;
    let urls = if options.lan {
        let mut urls: Vec<String> = lan_addresses()
            .into_iter()
            .map(|ip| format!("http://{ip}:{}/", local.port()))
            .collect();
        urls.push(format!("http://127.0.0.1:{}/", local.port()));
        urls
    } else {
        vec![format!("http://127.0.0.1:{}/", local.port())]
    };
    let (password, drawn) = match options.password {
        Some(p) if !p.is_empty() => (p, false),
        Some(_) => {
            return Err(Error::usage(Failure::About {
                what: "--password".into(),
                message: ServeRefusal::EmptyPassword.into(),
            }));
        }
        None => (crate::event::codes::random_text(10)?, true),
    };
    let dirs: Vec<PathBuf> = opened.iter().map(|(_, d, _, _)| d.clone()).collect();
    let guard = Arc::new(sessions::Guard::default());
    let commits = Arc::default();
    let mut apps = Vec::new();
    for (name, dir, seen, folder) in opened {
        let mut app = App::new(dir.clone(), password.clone(), words.language());
        app.guard = guard.clone();
        app.commits = Arc::clone(&commits);
        app.peers = dirs.iter().filter(|d| **d != dir).cloned().collect();
        let app = Arc::new(app);
        app.keep(seen, folder);
        apps.push((name, dir, app));
    }
    let router = match (lone, hall) {
        (Some(dir), _) => {
            let app = apps.remove(0).2;
            let name = std::path::absolute(&dir)
                .ok()
                .and_then(|d| d.file_name().map(|n| n.to_string_lossy().to_string()))
                .filter(|n| {
                    crate::event::hall::Hall::of_folders(std::slice::from_ref(&dir)).is_ok()
                        && !n.is_empty()
                });
            let root = router(app.clone());
            match name {
                Some(name) => root.merge(nested(&name, app)),
                None => root,
            }
        }
        (None, Some(h)) => {
            let groups: Vec<(String, Arc<App>)> = apps
                .into_iter()
                .map(|(name, _, app)| (name.unwrap_or_default(), app))
                .collect();
            hall_router(hall::Hall::new(h.name, groups))
        }
        (None, None) => Router::new(),
    };
    Ok(Bound {
        listener,
        router,
        local,
        urls,
        password,
        password_drawn: drawn,
        words,
    })
}

impl Bound {
    /// Serves until the process is stopped.
    pub fn serve(self) -> Result<(), Error> {
        no_huge_pages();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .max_blocking_threads(FILE_THREADS)
            .thread_keep_alive(std::time::Duration::from_secs(24 * 60 * 60))
            .enable_all()
            .build()
            .map_err(|e| {
                Error::usage(ServeRefusal::CannotStart {
                    detail: e.to_string(),
                })
            })?;
        let port = self.local.port();
        // A write waits a few seconds for another writer (a `hakem pair`
        // of another process), then is answered 503, never queued for the
        // whole `HAKEM_LOCK_WAIT`.
        crate::event::lock::bound_waits(sessions::WRITE_WAIT);
        let caps = conn::Caps::for_file_limit(conn::file_limit());
        runtime.block_on(async move {
            start_file_threads().await;
            let listener = tokio::net::TcpListener::from_std(self.listener)
                .map_err(|e| cannot_listen(port, &e))?;
            conn::serve(listener, self.router, caps).await;
            Ok(())
        })
    }
}

/// Starts the file threads before the first request, and keeps them (the
/// runtime's keep-alive is a day), so a burst of results finds them ready.
async fn start_file_threads() {
    let all_started = Arc::new(std::sync::Barrier::new(FILE_THREADS));
    let started: Vec<_> = (0..FILE_THREADS)
        .map(|_| {
            let all_started = all_started.clone();
            tokio::task::spawn_blocking(move || {
                all_started.wait();
            })
        })
        .collect();
    for one in started {
        let _ = one.await;
    }
}

/// A group's routes under `/<name>/`, every link of its pages led there.
fn nested(name: &str, app: Arc<App>) -> Router {
    let base: Arc<str> = format!("/{name}").into();
    let inner = router(app.clone()).layer(axum::middleware::from_fn_with_state(
        base.clone(),
        hall::prefixed,
    ));
    // `/<group>/` is the group's wall as `/<group>` is (the group pinned).
    let pinned = Router::new()
        .route(&format!("{base}/"), get(pages::wall))
        .layer(axum::middleware::from_fn_with_state(
            base.clone(),
            hall::prefixed,
        ))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            guard::guard,
        ))
        .with_state(app);
    Router::new().nest(&base, inner).merge(pinned)
}

/// A hall's routes: each group's under `/<group>/`; at the top the hall's
/// wall, `GET /api/groups`, the code page and the hall's desk (the login
/// and logout of any group: one password, one session for the hall).
fn hall_router(hall: hall::Hall) -> Router {
    let first = hall.groups[0].1.clone();
    let mut top = Router::new();
    for (name, app) in &hall.groups {
        top = top.merge(nested(name, app.clone()));
    }
    let login = Router::new()
        .route("/desk/login", get(login::form).post(login::login))
        .route("/desk/logout", post(login::logout))
        .with_state(first.clone());
    let own = Router::new()
        .route("/", get(hall::wall))
        .route("/api/groups", get(hall::groups))
        .route("/api/stamp", get(hall::stamp))
        .route("/table", get(hall::code_start).post(hall::code_open))
        .route("/desk", get(hall::desk))
        .with_state(Arc::new(hall));
    // The guard around the hall's own routes only: a group's routes pass
    // their group's guard (the same guard: one turn of the writes each).
    let guarded = login
        .merge(own)
        .fallback(|| async { axum::http::StatusCode::NOT_FOUND })
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(first, guard::guard));
    top.merge(guarded)
}

fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(pages::wall))
        .route("/list/{name}", get(pages::list))
        .route("/table", get(entry::start).post(entry::open))
        .route("/table/check", post(entry::check))
        .route("/table/save", post(entry::save))
        .route("/desk", get(pages::desk))
        .route("/desk/login", get(login::form).post(login::login))
        .route("/desk/logout", post(login::logout))
        .route("/desk/tables/{round}/{table}", get(entry::desk_form))
        .route(
            "/desk/tables/{round}/{table}/check",
            post(entry::desk_check),
        )
        .route("/desk/tables/{round}/{table}/save", post(entry::desk_save))
        .route(
            "/desk/tables/{round}/{table}/clear",
            post(entry::desk_clear),
        )
        .route("/desk/pair", post(pages::desk_pair))
        .route("/desk/print/{what}", get(pages::desk_print))
        .route("/api/stamp", get(api::stamp))
        .route("/api/standings", get(api::standings))
        .route("/api/rounds/{round}", get(api::round))
        .route(
            "/api/rounds/{round}/tables/{table}/result",
            post(api::post_result)
                .put(api::put_result)
                .delete(api::delete_result),
        )
        .route("/api/pair", post(api::pair))
        .fallback(|| async { axum::http::StatusCode::NOT_FOUND })
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            guard::guard,
        ))
        .with_state(app)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_qr_code_is_drawn() {
        let qr = qr_text("http://192.168.1.20:8080/").unwrap();
        assert!(qr.lines().count() > 10);
    }
}
