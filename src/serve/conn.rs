//! The server's connections, served one by one (hyper's HTTP/1 server, not
//! `axum::serve`, which has no timeouts): a client must send a request's
//! header within [`HEADER_TIMEOUT`] of connecting or of its last answer
//! (an idle keep-alive connection is closed then too), and its body within
//! [`BODY_TIMEOUT`]; a client holds at most [`PER_CLIENT`] connections and
//! the server at most [`Caps::total`], well under the process's file limit.
//! A connection over a cap does not wait: the oldest connection that has
//! waited for its client longer than [`GRACE`] (a slow client still
//! sending its header, an idle keep-alive) is closed for it, of the same
//! client when it is over its own cap, else of the client with the most
//! connections; so a thousand slow clients cannot keep the hall's phones
//! out, while a burst of requests from one address (a hundred tables
//! posting from one machine) is never cut: a young connection is not
//! closed, and a client over its cap with none old enough is let in while
//! the server has room.

use std::collections::{BTreeMap, HashMap};
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tower_service::Service;

/// How long a client may take to send a request's header, from its
/// connection or from the last answer on it (the idle keep-alive time).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
pub use super::limits::BODY_TIMEOUT;
/// Connections one client address may keep waiting at once (a browser
/// opens six).
pub const PER_CLIENT: usize = 32;
/// A connection younger than this (since it was opened or last answered)
/// is never closed for another: its request may be on its way.
pub const GRACE: Duration = Duration::from_secs(1);

/// How many connections the server keeps at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    pub per_client: usize,
    pub total: usize,
}

impl Caps {
    /// The caps for a process that may open `files` files: a quarter of
    /// them (at least 64) kept for the folder's files, the listener and the
    /// runtime; never more than 16,384 connections.
    pub fn for_file_limit(files: u64) -> Caps {
        let files = usize::try_from(files).unwrap_or(usize::MAX);
        let reserve = (files / 4).max(64);
        let total = files.saturating_sub(reserve).clamp(8, 16_384);
        Caps {
            per_client: PER_CLIENT.min(total),
            total,
        }
    }
}

/// The process's file limit, raised to the hard limit first (as servers
/// do: the soft limit is often 1,024 while the system allows more).
pub fn file_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write the one struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 1024;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max.min(1 << 20),
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit.rlim_cur = raised.rlim_cur;
            }
        }
    }
    limit.rlim_cur
}

/// One connection the server holds.
struct Held {
    client: IpAddr,
    /// Requests being answered on it (0: it waits for a client).
    busy: AtomicUsize,
    /// When it last began waiting for its client (opened, or an answer
    /// sent), in milliseconds of the server's clock ([`now`]).
    waiting_since: AtomicU64,
    close: tokio::sync::Notify,
}

/// Milliseconds since the server's clock started.
fn now() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    let start = START.get_or_init(std::time::Instant::now);
    u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX)
}

impl Held {
    /// Whether it may be closed for a new connection at `at`: nothing
    /// being answered on it, and waiting for its client for [`GRACE`].
    fn closable(&self, at: u64) -> bool {
        let grace = GRACE.as_millis() as u64;
        self.busy.load(Ordering::SeqCst) == 0
            && at.saturating_sub(self.waiting_since.load(Ordering::SeqCst)) >= grace
    }
}

/// The connections held, by their number (the oldest first) and per
/// client address.
#[derive(Default)]
struct Registry {
    held: BTreeMap<u64, Arc<Held>>,
    per_client: HashMap<IpAddr, usize>,
    next: u64,
}

impl Registry {
    fn remove(&mut self, id: u64) {
        if let Some(h) = self.held.remove(&id)
            && let Some(n) = self.per_client.get_mut(&h.client)
        {
            *n -= 1;
            if *n == 0 {
                self.per_client.remove(&h.client);
            }
        }
    }

    /// Closes the oldest connection of `client` (any client's, `None`) that
    /// may be closed at `at` ([`Held::closable`]); `false` when none may.
    fn close_oldest_idle(&mut self, client: Option<IpAddr>, at: u64) -> bool {
        let found = self
            .held
            .iter()
            .find(|(_, h)| client.is_none_or(|c| h.client == c) && h.closable(at))
            .map(|(id, _)| *id);
        let Some(id) = found else { return false };
        if let Some(h) = self.held.get(&id) {
            h.close.notify_one();
        }
        self.remove(id);
        true
    }

    /// The client holding the most connections.
    fn greediest(&self) -> Option<IpAddr> {
        self.per_client
            .iter()
            .max_by_key(|(_, n)| **n)
            .map(|(ip, _)| *ip)
    }

    /// Takes a new connection of `client` in at `at`, closing one that
    /// waits for its client to make room when a cap is reached; `None`: no
    /// room (the server is full of connections being answered or young),
    /// the new one is closed.
    fn admit(&mut self, client: IpAddr, caps: Caps, at: u64) -> Option<(u64, Arc<Held>)> {
        let over_own = self.per_client.get(&client).copied().unwrap_or(0) >= caps.per_client;
        let made_room = over_own && self.close_oldest_idle(Some(client), at);
        if self.held.len() >= caps.total && !made_room {
            let greediest = self.greediest();
            if !self.close_oldest_idle(greediest, at) && !self.close_oldest_idle(None, at) {
                return None;
            }
        }
        let id = self.next;
        self.next += 1;
        let held = Arc::new(Held {
            client,
            busy: AtomicUsize::new(0),
            waiting_since: AtomicU64::new(at),
            close: tokio::sync::Notify::new(),
        });
        self.held.insert(id, held.clone());
        *self.per_client.entry(client).or_insert(0) += 1;
        Some((id, held))
    }
}

/// Serves `router` on `listener` until the process stops, within `caps`.
pub async fn serve(listener: tokio::net::TcpListener, router: Router, caps: Caps) {
    let registry = Arc::new(Mutex::new(Registry::default()));
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(x) => x,
            Err(_) => {
                // Out of files (or a connection gone before it was taken):
                // make room and take the next.
                registry
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .close_oldest_idle(None, now());
                tokio::time::sleep(Duration::from_millis(5)).await;
                continue;
            }
        };
        let admitted =
            registry
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .admit(peer.ip(), caps, now());
        let Some((id, held)) = admitted else {
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let registry = registry.clone();
        tokio::spawn(async move {
            connection(stream, peer, router, held).await;
            registry
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(id);
        });
    }
}

/// Serves one connection until the client closes it, a timeout closes it,
/// or a cap closes it for a newer one.
async fn connection(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    router: Router,
    held: Arc<Held>,
) {
    let service_held = held.clone();
    let service = hyper::service::service_fn(move |request: Request<Incoming>| {
        let router = router.clone();
        let held = service_held.clone();
        async move { Ok::<_, Infallible>(answer(request, peer, router, held).await) }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .keep_alive(true);
    let conn = builder.serve_connection(TokioIo::new(stream), service);
    tokio::select! {
        _ = conn => {}
        () = held.close.notified() => {}
    }
}

/// Marks a connection as being answered while it lives.
struct Answering(Arc<Held>);

impl Answering {
    fn new(held: Arc<Held>) -> Answering {
        held.busy.fetch_add(1, Ordering::SeqCst);
        Answering(held)
    }
}

impl Drop for Answering {
    fn drop(&mut self) {
        self.0.waiting_since.store(now(), Ordering::SeqCst);
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

/// One request: its body read whole within [`BODY_TIMEOUT`] (at most
/// `MAX_BODY` bytes), the client's address given to the handlers, then
/// answered by the router (the connection marked as being answered).
async fn answer(
    request: Request<Incoming>,
    peer: SocketAddr,
    mut router: Router,
    held: Arc<Held>,
) -> Response<Body> {
    let (mut parts, body) = request.into_parts();
    parts.extensions.insert(ConnectInfo(peer));
    let read = axum::body::to_bytes(Body::new(body), super::limits::MAX_BODY);
    let bytes = match tokio::time::timeout(BODY_TIMEOUT, read).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(e)) => return super::guard::body_refused(&parts, &e),
        Err(_) => return super::guard::body_too_slow(&parts),
    };
    let _answering = Answering::new(held);
    let request = Request::from_parts(parts, Body::from(bytes));
    match router.call(request).await {
        Ok(response) => response,
        Err(never) => match never {},
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(n: u8) -> IpAddr {
        IpAddr::from([10, 0, 0, n])
    }

    #[test]
    fn caps_stay_well_under_the_file_limit() {
        let caps = Caps::for_file_limit(1024);
        assert_eq!(caps.total, 768);
        assert_eq!(caps.per_client, PER_CLIENT);
        assert_eq!(Caps::for_file_limit(100).total, 36);
        assert_eq!(Caps::for_file_limit(u64::MAX).total, 16_384);
    }

    #[test]
    fn a_client_over_its_cap_closes_its_own_oldest_waiting_connection() {
        let caps = Caps {
            per_client: 3,
            total: 100,
        };
        let mut r = Registry::default();
        let first: Vec<_> = (0..3).map(|_| r.admit(ip(1), caps, 0).unwrap()).collect();
        let other = r.admit(ip(2), caps, 0).unwrap();
        // The oldest is being answered: the second goes.
        first[0].1.busy.store(1, Ordering::SeqCst);
        let (_, _) = r.admit(ip(1), caps, 5000).unwrap();
        assert!(r.held.contains_key(&first[0].0));
        assert!(!r.held.contains_key(&first[1].0));
        assert!(r.held.contains_key(&other.0));
        assert_eq!(r.per_client[&ip(1)], 3);
        // None old enough (the third is being answered): let in while the
        // server has room (a burst).
        first[2].1.busy.store(1, Ordering::SeqCst);
        for _ in 0..10 {
            assert!(r.admit(ip(1), caps, 5100).is_some());
        }
        assert_eq!(r.per_client[&ip(1)], 13);
    }

    #[test]
    fn a_full_server_closes_a_waiting_connection_of_the_greediest_client() {
        let caps = Caps {
            per_client: 10,
            total: 4,
        };
        let mut r = Registry::default();
        let a = r.admit(ip(1), caps, 0).unwrap();
        let b: Vec<_> = (0..3).map(|_| r.admit(ip(2), caps, 0).unwrap()).collect();
        // Every one young: the new one is refused.
        assert!(r.admit(ip(3), caps, 500).is_none());
        let c = r.admit(ip(3), caps, 1500).unwrap();
        assert_eq!(r.held.len(), 4);
        assert!(r.held.contains_key(&a.0));
        assert!(!r.held.contains_key(&b[0].0));
        assert!(r.held.contains_key(&c.0));
        // Every one being answered: refused.
        for h in r.held.values() {
            h.busy.store(1, Ordering::SeqCst);
        }
        assert!(r.admit(ip(4), caps, 9000).is_none());
        r.remove(c.0);
        r.remove(c.0);
        assert_eq!(r.held.len(), 3);
        assert!(!r.per_client.contains_key(&ip(3)));
    }
}
