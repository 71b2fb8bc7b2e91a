//! `hakem serve` attacked from outside, as issue 35 found it: a page of
//! another site posting to the desk (refused, nothing written), the desk's
//! password guessed (10 a minute per address, then 429), the API's errors
//! (always `{"error"}`), reads while another process holds the event's
//! write lock (answered; the writes waiting get 503), and 1,100 slow
//! clients under a 1,024 file limit (the wall still answers). Every
//! request is written by hand on a socket, so each header is the test's.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, TcpStream};
use std::os::fd::FromRawFd;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");
const PASSWORD: &str = "erik-dalı-9";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-guard-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// An event of `players` players, round 1 paired, in `scratch(name)/event`.
fn event(name: &str, players: usize) -> PathBuf {
    let dir = scratch(name).join("event");
    std::fs::create_dir_all(&dir).unwrap();
    let mut text = String::from(
        "name = \"Kapı Denemesi\"\nvariant = \"turkish-mangala\"\nrounds = 3\nlot = \"starts\"\n",
    );
    for i in 0..players {
        text.push_str(&format!(
            "\n[[player]]\nid = \"p{i:03}\"\ngiven_name = \"Oyuncu\"\nsurname = \"Şahin {i}\"\n"
        ));
    }
    std::fs::write(dir.join("event.toml"), text).unwrap();
    let out = Command::new(HAKEM).arg("pair").arg(&dir).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    dir
}

fn codes(dir: &Path) -> Vec<String> {
    let out = Command::new(HAKEM)
        .args(["event", "codes"])
        .arg(dir)
        .args(["--round", "1", "--format", "json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["code"].as_str().unwrap().to_string())
        .collect()
}

/// Every file of the event folder and its text: what "nothing written"
/// compares.
fn files(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let path = e.path();
            if e.file_name().to_string_lossy().starts_with('.') {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else {
                out.push((path.clone(), std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// A running `hakem serve`, stopped when dropped; its stderr in `log`.
struct Server {
    child: Child,
    port: u16,
    log: PathBuf,
}

impl Server {
    /// `hakem serve DIR --port 0` with `args`, the environment `env`, and
    /// (`files`) the process's file limit lowered before it starts.
    fn start(dir: &Path, args: &[&str], env: &[(&str, &str)], files: Option<u64>) -> Server {
        let log = dir.with_file_name("stderr.txt");
        let mut command = Command::new(HAKEM);
        command
            .arg("serve")
            .arg(dir)
            .args(["--port", "0"])
            .args(args)
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap());
        if let Some(n) = files {
            // SAFETY: setrlimit only, between fork and exec.
            unsafe {
                command.pre_exec(move || {
                    let limit = libc::rlimit {
                        rlim_cur: n,
                        rlim_max: n,
                    };
                    if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                    Ok(())
                });
            }
        }
        let mut child = command.spawn().unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut port = None;
        for line in BufReader::new(stdout).lines() {
            let line = line.unwrap();
            if let Some(u) = line.trim().strip_prefix("http://127.0.0.1:") {
                port = Some(u.trim_end_matches('/').parse().unwrap());
                break;
            }
        }
        Server {
            child,
            port: port.expect("hakem serve printed no address"),
            log,
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A TCP connection to `port` of 127.0.0.1 from the address `from` (any
/// 127.x.y.z is this machine: a second "client" for the server).
fn connect_from(from: Ipv4Addr, port: u16) -> std::io::Result<TcpStream> {
    let sockaddr = |ip: Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(ip).to_be(),
        },
        sin_zero: [0; 8],
    };
    let size = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
    // SAFETY: a socket made, bound and connected with plain structs; on
    // success its descriptor is handed to a TcpStream that owns it.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let stream = TcpStream::from_raw_fd(fd);
        let local = sockaddr(from, 0);
        if libc::bind(fd, (&raw const local).cast(), size) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let remote = sockaddr(Ipv4Addr::LOCALHOST, port);
        if libc::connect(fd, (&raw const remote).cast(), size) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(stream)
    }
}

/// An answer: status, header lines, body.
#[derive(Debug)]
struct Reply {
    status: u16,
    head: String,
    body: String,
}

impl Reply {
    fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }

    fn is_json_error(&self) -> bool {
        self.header("content-type").as_deref() == Some("application/json")
            && serde_json::from_str::<serde_json::Value>(&self.body)
                .is_ok_and(|v| v["error"].as_str().is_some_and(|e| !e.is_empty()))
    }
}

/// Sends `method path` with the header lines `headers` and `body` from
/// `from`, and reads the whole answer.
fn send_from(
    from: Ipv4Addr,
    port: u16,
    method: &str,
    path: &str,
    headers: &[&str],
    body: &str,
) -> Reply {
    let mut s = connect_from(from, port).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut text =
        format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n");
    for h in headers {
        text.push_str(h);
        text.push_str("\r\n");
    }
    text.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    s.write_all(text.as_bytes()).unwrap();
    let mut raw = Vec::new();
    let _ = s.read_to_end(&mut raw);
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Reply {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

fn send(port: u16, method: &str, path: &str, headers: &[&str], body: &str) -> Reply {
    send_from(Ipv4Addr::LOCALHOST, port, method, path, headers, body)
}

fn basic(password: &str) -> String {
    let pair = format!("arbiter:{password}");
    let out = Command::new("base64")
        .arg("-w0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(pair.as_bytes())?;
            c.wait_with_output()
        })
        .unwrap();
    format!(
        "Authorization: Basic {}",
        String::from_utf8(out.stdout).unwrap()
    )
}

/// The value of `name="csrf"` in a page.
fn form_token(page: &str) -> String {
    let at = page.find("name=\"csrf\" value=\"").expect("a form token") + 19;
    page[at..].split('"').next().unwrap().to_string()
}

#[test]
fn only_the_desks_own_pages_drive_it_and_the_password_stays_out_of_ps() {
    let dir = event("desk", 8);
    let password_file = dir.with_file_name("password");
    std::fs::write(&password_file, format!("{PASSWORD}\n")).unwrap();
    let file_arg = password_file.display().to_string();
    let s = Server::start(&dir, &["--password-file", &file_arg], &[], None);
    let port = s.port;
    // Not in the command line the system shows.
    let cmdline = std::fs::read(format!("/proc/{}/cmdline", s.child.id())).unwrap();
    assert!(!String::from_utf8_lossy(&cmdline).contains(PASSWORD));

    // The desk asks for the password with its login form; every page is
    // kept out of frames, caches and type sniffing.
    let r = send(port, "GET", "/desk?lang=en", &[], "");
    assert_eq!(r.status, 401);
    assert!(r.body.contains("action=\"/desk/login\""), "{}", r.body);
    for (name, value) in [
        ("x-frame-options", "DENY"),
        ("content-security-policy", "frame-ancestors 'none'"),
        ("x-content-type-options", "nosniff"),
        ("cache-control", "no-store"),
    ] {
        assert_eq!(r.header(name).as_deref(), Some(value), "{name}");
    }
    let form = "Content-Type: application/x-www-form-urlencoded";
    let wrong = send(
        port,
        "POST",
        "/desk/login",
        &[form],
        "lang=en&password=elma",
    );
    assert_eq!(wrong.status, 401);
    assert!(wrong.header("set-cookie").is_none());
    let body = format!("lang=tr&password={}", "erik-dal%C4%B1-9");
    let login = send(port, "POST", "/desk/login", &[form], &body);
    assert_eq!(login.status, 303, "{login:?}");
    assert_eq!(login.header("location").as_deref(), Some("/desk?lang=tr"));
    let set = login.header("set-cookie").unwrap();
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Strict"),
        "{set}"
    );
    let id = set.split(';').next().unwrap().to_string();
    let cookie = format!("Cookie: {id}");
    let desk = send(port, "GET", "/desk?lang=tr", &[&cookie], "");
    assert_eq!(desk.status, 200);
    let token = form_token(&desk.body);
    let table = send(port, "GET", "/desk/tables/1/1?lang=en", &[&cookie], "");
    assert_eq!(form_token(&table.body), token);

    // A page of another site posts with the arbiter's cookie or password:
    // refused, nothing written.
    let before = files(&dir);
    let save = format!("csrf={token}&tokens=forfeit%3Aboth");
    let password = basic(PASSWORD);
    let attacks: Vec<(&str, Vec<&str>, &str)> = vec![
        (
            "/desk/tables/1/2/save",
            vec![&cookie, form, "Origin: http://evil.example"],
            &save,
        ),
        (
            "/desk/tables/1/2/save",
            vec![&cookie, form, "Sec-Fetch-Site: cross-site"],
            &save,
        ),
        (
            "/desk/tables/1/2/save",
            vec![&cookie, form, "Origin: null"],
            &save,
        ),
        // Same site, no token: a form this desk did not make.
        (
            "/desk/tables/1/2/save",
            vec![&cookie, form, "Sec-Fetch-Site: same-origin"],
            "tokens=forfeit%3Aboth",
        ),
        (
            "/desk/tables/1/2/save",
            vec![&password, form, "Origin: http://evil.example"],
            "tokens=forfeit%3Aboth",
        ),
        (
            "/desk/pair",
            vec![
                &password,
                form,
                "Origin: http://evil.example",
                "Sec-Fetch-Site: cross-site",
            ],
            "",
        ),
        (
            "/desk/pair",
            vec![&cookie, form, "Sec-Fetch-Site: same-site"],
            "",
        ),
        (
            "/api/pair",
            vec![&password, "Origin: http://evil.example"],
            "",
        ),
    ];
    for (path, headers, body) in &attacks {
        let r = send(port, "POST", path, headers, body);
        assert_eq!(r.status, 403, "{path} {headers:?}: {}", r.body);
    }
    let put = send(
        port,
        "PUT",
        "/api/rounds/1/tables/2/result",
        &[&password, "Origin: http://evil.example"],
        r#"{"forfeit": "both"}"#,
    );
    assert_eq!(put.status, 403);
    assert!(put.is_json_error(), "{put:?}");
    assert_eq!(files(&dir), before, "a refused request wrote");
    assert!(!dir.join("round-2").exists());

    // The desk's own form, from its own page, saves.
    let ours = send(
        port,
        "POST",
        "/desk/tables/1/2/save?lang=en",
        &[
            &cookie,
            form,
            &format!("Origin: http://127.0.0.1:{port}"),
            "Sec-Fetch-Site: same-origin",
        ],
        &format!("csrf={token}&tokens=30-18+26-22"),
    );
    assert_eq!(ours.status, 200, "{}", ours.body);
    assert_ne!(files(&dir), before);
    // Logged out, the cookie opens nothing, and its token is void.
    let out = send(
        port,
        "POST",
        "/desk/logout",
        &[&cookie, form],
        &format!("lang=en&csrf={token}"),
    );
    assert_eq!(out.status, 303);
    assert_eq!(send(port, "GET", "/desk", &[&cookie], "").status, 401);
    drop(s);

    // HAKEM_PASSWORD, for a script or a service manager.
    let s = Server::start(&dir, &[], &[("HAKEM_PASSWORD", "çınar")], None);
    let r = send(s.port, "GET", "/desk", &[&basic("çınar")], "");
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(!s.log().contains("çınar"));
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}

#[test]
fn eleven_wrong_passwords_from_one_address_are_answered_429_and_logged() {
    let dir = event("guesses", 4);
    let s = Server::start(&dir, &["--password", PASSWORD], &[], None);
    let port = s.port;
    let wrong = basic("tahmin");
    for i in 0..10 {
        let r = send(port, "POST", "/api/pair", &[&wrong], "");
        assert_eq!(r.status, 401, "guess {i}");
        assert!(r.is_json_error());
    }
    let r = send(port, "POST", "/api/pair", &[&wrong], "");
    assert_eq!(r.status, 429);
    assert!(r.is_json_error(), "{r:?}");
    let wait: u64 = r.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    // The right password too, and the login form, from this address.
    let right = basic(PASSWORD);
    assert_eq!(send(port, "GET", "/desk", &[&right], "").status, 429);
    let form = "Content-Type: application/x-www-form-urlencoded";
    let login = send(
        port,
        "POST",
        "/desk/login",
        &[form],
        "password=erik-dal%C4%B1-9",
    );
    assert_eq!(login.status, 429);
    // Another address is not held up.
    let other = Ipv4Addr::new(127, 0, 0, 2);
    assert_eq!(
        send_from(other, port, "GET", "/desk", &[&right], "").status,
        200
    );
    // Each refusal on stderr, with the address.
    let log = s.log();
    let lines = log.lines().filter(|l| l.contains("127.0.0.1")).count();
    assert_eq!(lines, 13, "{log}");
    assert!(!dir.join("round-2").exists());
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}

#[test]
fn every_error_of_the_api_is_json() {
    let dir = event("errors", 4);
    let s = Server::start(&dir, &["--password", PASSWORD], &[], None);
    let port = s.port;
    let big = "x".repeat(70 * 1024);
    let json = "Content-Type: application/json";
    for (method, path, body, status) in [
        ("GET", "/api/nothing", "", 404),
        ("GET", "/api/rounds/7", "", 404),
        ("GET", "/api/rounds/abc", "", 400),
        ("DELETE", "/api/pair", "", 405),
        ("GET", "/api/rounds/1/tables/1/result", "", 405),
        ("POST", "/api/rounds/1/tables/1/result", "{", 400),
        ("POST", "/api/rounds/1/tables/1/result", big.as_str(), 413),
        (
            "POST",
            "/api/rounds/1/tables/1/result",
            r#"{"code": "x"}"#,
            400,
        ),
        (
            "PUT",
            "/api/rounds/1/tables/1/result",
            r#"{"sets": []}"#,
            401,
        ),
        ("POST", "/api/pair", "", 401),
    ] {
        let r = send(port, method, path, &[json], body);
        assert_eq!(r.status, status, "{method} {path}: {r:?}");
        assert!(r.is_json_error(), "{method} {path}: {r:?}");
        assert_eq!(
            r.header("x-content-type-options").as_deref(),
            Some("nosniff")
        );
    }
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}

/// A result's body for the API.
fn result_body(code: &str) -> String {
    format!(
        r#"{{"code": "{code}", "sets": [{{"claimed": {{"first": 30, "second": 18}}}}, {{"claimed": {{"first": 26, "second": 22}}}}]}}"#
    )
}

#[test]
fn reads_answer_while_another_process_holds_the_lock_and_waiting_writes_get_503() {
    let dir = event("lock", 40);
    let codes = codes(&dir);
    let s = Server::start(&dir, &["--password", PASSWORD], &[], None);
    let port = s.port;
    // Read once, so the folder is the server's.
    assert_eq!(send(port, "GET", "/", &[], "").status, 200);
    let before = files(&dir);
    // Another writer (a long `hakem pair`) holds the event's write lock.
    let lock = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(dir.join(".hakem.lock"))
        .unwrap();
    lock.lock().unwrap();
    // Twenty tables post meanwhile.
    let posts: Vec<_> = codes
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let body = result_body(code);
            std::thread::spawn(move || {
                send(
                    port,
                    "POST",
                    &format!("/api/rounds/1/tables/{}/result", i + 1),
                    &["Content-Type: application/json"],
                    &body,
                )
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    // The pages and the API answer while the posts wait (the lock is
    // held for the whole of it). A bound well under the writes' wait of
    // 5 s: reads that queued behind the writes would miss it.
    for path in [
        "/",
        "/api/rounds/1",
        "/list/standings",
        "/api/stamp",
        "/",
        "/api/rounds/1",
    ] {
        let start = Instant::now();
        let r = send(port, "GET", path, &[], "");
        let took = start.elapsed();
        assert_eq!(r.status, 200, "{path}");
        assert!(took < Duration::from_secs(2), "{path}: {took:?}");
    }
    let answers: Vec<Reply> = posts.into_iter().map(|p| p.join().unwrap()).collect();
    drop(lock);
    for a in &answers {
        assert_eq!(a.status, 503, "{a:?}");
        assert!(a.is_json_error(), "{a:?}");
        assert!(a.header("retry-after").is_some());
    }
    assert_eq!(files(&dir), before, "a refused post wrote");
    // Once the lock is free, the same posts are written.
    let r = send(
        port,
        "POST",
        "/api/rounds/1/tables/1/result",
        &["Content-Type: application/json"],
        &result_body(&codes[0]),
    );
    assert_eq!(r.status, 200, "{r:?}");
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}

/// Raises this process's file limit to `want` (within the hard limit);
/// the limit it has then.
fn raise_file_limit(want: u64) -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write the one struct given.
    unsafe {
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
        if limit.rlim_cur < want {
            let raised = libc::rlimit {
                rlim_cur: want.min(limit.rlim_max),
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit.rlim_cur = raised.rlim_cur;
            }
        }
    }
    limit.rlim_cur
}

#[test]
fn eleven_hundred_slow_clients_under_a_1024_file_limit_leave_the_wall_answering() {
    const SLOW: usize = 1100;
    if raise_file_limit(4096) < 2 * SLOW as u64 {
        eprintln!("skipped: this process may not open {SLOW} connections");
        return;
    }
    let dir = event("slow", 40);
    let s = Server::start(&dir, &["--password", PASSWORD], &[], Some(1024));
    let port = s.port;
    // Each sends a request's header a byte at a time, every second, and
    // never ends it; half from the wall's own address.
    let mut slow = Vec::new();
    for i in 0..SLOW {
        let from = if i % 2 == 0 {
            Ipv4Addr::LOCALHOST
        } else {
            Ipv4Addr::new(127, 0, 0, 3)
        };
        if let Ok(c) = connect_from(from, port) {
            c.set_nonblocking(true).unwrap();
            slow.push(c);
        }
    }
    assert_eq!(slow.len(), SLOW, "the slow clients connected");
    let header = b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ";
    for round in 0..3 {
        for c in &mut slow {
            let _ = c.write(&header[round..round + 1]);
        }
        std::thread::sleep(Duration::from_millis(700));
    }
    // A new client asks for the wall, and for it again, from both
    // addresses.
    for from in [
        Ipv4Addr::LOCALHOST,
        Ipv4Addr::new(127, 0, 0, 4),
        Ipv4Addr::LOCALHOST,
    ] {
        let start = Instant::now();
        let r = send_from(from, port, "GET", "/", &[], "");
        let took = start.elapsed();
        assert_eq!(r.status, 200, "{from}: {r:?}");
        assert!(took < Duration::from_secs(2), "{from}: {took:?}");
        for c in &mut slow {
            let _ = c.write(b"x");
        }
    }
    // The server kept its connections well under its file limit.
    let fds = std::fs::read_dir(format!("/proc/{}/fd", s.child.id()))
        .unwrap()
        .count();
    assert!(fds < 1000, "{fds} files open");
    drop(slow);
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}
