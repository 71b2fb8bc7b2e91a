//! A burst of posts to `hakem serve`, all at once, each from its own
//! address: the phones of a hall sending their tables' results in the same
//! instant. Written in Rust so that the clients cost the two cores of the
//! measuring machine next to nothing (500 Python threads under one
//! interpreter lock took a second of the cores' time themselves).
//!
//! Usage: `serve_burst PORT < REQUESTS`, where each line of REQUESTS is
//! `SOURCE_ADDRESS<TAB>PATH<TAB>JSON_BODY`. Every request is a `POST` of
//! its body to `127.0.0.1:PORT`, sent from its own thread once all the
//! threads are ready; each answer is printed as soon as it arrives, as
//! `LINE<TAB>STATUS<TAB>MICROSECONDS<TAB>STARTED` (LINE: the request's
//! line, from 0; STATUS 0 when no answer came; MICROSECONDS the time from
//! the start of its connection to the end of the answer; STARTED when its
//! connection started, in microseconds after the burst's first). The
//! threads start when the machine's cores let them: STARTED says whether
//! the posts came all at once or over a while.

use std::io::{BufRead, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::{Arc, Barrier, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// When the burst's first post started.
static FIRST: OnceLock<Instant> = OnceLock::new();

fn main() {
    let port: u16 = std::env::args()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| {
            eprintln!("usage: serve_burst PORT < REQUESTS");
            std::process::exit(2)
        });
    let requests: Vec<(IpAddr, String, String)> = std::io::stdin()
        .lock()
        .lines()
        .map_while(Result::ok)
        .filter(|l| !l.is_empty())
        .map(|line| {
            let mut parts = line.splitn(3, '\t');
            let (Some(source), Some(path), Some(body)) = (parts.next(), parts.next(), parts.next())
            else {
                eprintln!("serve_burst: not SOURCE<TAB>PATH<TAB>BODY: {line}");
                std::process::exit(2)
            };
            let source = source.parse().unwrap_or_else(|_| {
                eprintln!("serve_burst: not an address: {source}");
                std::process::exit(2)
            });
            (source, path.to_string(), body.to_string())
        })
        .collect();
    let ready = Arc::new(Barrier::new(requests.len()));
    let out = Arc::new(Mutex::new(std::io::stdout()));
    let threads: Vec<_> = requests
        .into_iter()
        .enumerate()
        .map(|(line, (source, path, body))| {
            let ready = ready.clone();
            let out = out.clone();
            std::thread::Builder::new()
                .stack_size(64 * 1024)
                .spawn(move || {
                    let request = format!(
                        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
                         Content-Type: application/json\r\nContent-Length: {}\r\n\
                         Connection: close\r\n\r\n{body}",
                        body.len()
                    );
                    ready.wait();
                    let start = Instant::now();
                    let first = *FIRST.get_or_init(|| start);
                    let status = post(source, port, &request).unwrap_or(0);
                    let took = start.elapsed().as_micros();
                    let started = start.saturating_duration_since(first).as_micros();
                    let mut out = out.lock().unwrap_or_else(|e| e.into_inner());
                    // The reader may have stopped listening (it killed the
                    // server and read enough): nothing to do about it.
                    let _ = writeln!(out, "{line}\t{status}\t{took}\t{started}");
                    let _ = out.flush();
                })
                .unwrap_or_else(|e| {
                    eprintln!("serve_burst: no thread: {e}");
                    std::process::exit(1)
                })
        })
        .collect();
    for t in threads {
        let _ = t.join();
    }
}

/// Sends `request` from `source` and gives the answer's status.
fn post(source: IpAddr, port: u16, request: &str) -> Option<u16> {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).ok()?;
    socket.bind(&SocketAddr::new(source, 0).into()).ok()?;
    let server = SocketAddr::from(([127, 0, 0, 1], port));
    socket.connect(&server.into()).ok()?;
    let mut stream: TcpStream = socket.into();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .ok()?;
    stream.write_all(request.as_bytes()).ok()?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).ok()?;
    let head = std::str::from_utf8(answer.get(..12)?).ok()?;
    head.strip_prefix("HTTP/1.1 ")?.get(..3)?.parse().ok()
}
