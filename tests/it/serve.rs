//! `hakem serve` as the hall uses it: the real binary on 127.0.0.1 (a free
//! port), driven over HTTP (ureq): results entered with their table code,
//! the refusals (403 wrong code, 409 saved, 422 the rules), 100 tables
//! posting at once, a wrong code 1,000 times, the desk's password, the
//! folder never served raw. The browser test (headless Chromium through
//! chromedriver) enters a result on a phone-sized page with both
//! confirmations and watches the wall update; it is ignored by default and
//! `.ci/run` runs it (`--include-ignored`) with the tools installed.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub(crate) const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");
pub(crate) const PASSWORD: &str = "kiraz-agaci-7";

pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-serve-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Turkish names, with a name that would be markup if it were not escaped.
fn player_name(i: usize) -> (String, String) {
    let given = [
        "Ayşe", "Mehmet", "Zeynep", "Oğuz", "Çağla", "İsmail", "Gülşen", "Ümit",
    ];
    let surname = [
        "Yılmaz", "Demir", "Çelik", "Şahin", "Öztürk", "Işık", "Doğan", "Ünal",
    ];
    let family = surname[(i + i / surname.len()) % surname.len()];
    let family = if i < surname.len() {
        family.to_string()
    } else {
        format!("{family} {i}")
    };
    (given[i % given.len()].to_string(), family)
}

/// An event of `players` players of `variant`, round 1 paired by `hakem
/// pair`.
fn event(name: &str, variant: &str, players: usize) -> PathBuf {
    let dir = scratch(name);
    let mut text = format!(
        "name = \"Akıl ve Zekâ Oyunları Şenliği\"\nvariant = \"{variant}\"\nrounds = 3\nlot = \"starts\"\n"
    );
    for i in 0..players {
        let (given, surname) = player_name(i);
        let surname = if i == 3 {
            "<b>Şahin</b> & Co".to_string()
        } else {
            surname
        };
        text.push_str(&format!(
            "\n[[player]]\nid = \"p{i:03}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\n"
        ));
    }
    written_and_paired(dir, &text)
}

/// The event folder `dir` with `event.toml` holding `text`, round 1 paired.
fn written_and_paired(dir: PathBuf, text: &str) -> PathBuf {
    std::fs::write(dir.join("event.toml"), text).unwrap();
    let out = Command::new(HAKEM).arg("pair").arg(&dir).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    dir
}

/// [`event`] with a rating and a club for every player (a club that would
/// be markup if it were not escaped), round 1 paired.
fn rated_event(name: &str, players: usize) -> PathBuf {
    let dir = scratch(name);
    let mut text = String::from(
        "name = \"Akıl ve Zekâ Oyunları Şenliği\"\nvariant = \"turkish-mangala\"\nrounds = 3\nlot = \"starts\"\n",
    );
    for i in 0..players {
        let (given, surname) = player_name(i);
        let club = ["Ankara Mangala Kulübü", "İzmir <Akıl> Oyunları"][i % 2];
        let rating = 1900 - 37 * i;
        text.push_str(&format!(
            "\n[[player]]\nid = \"p{i:03}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\nclub = \"{club}\"\nrating = {rating}\n"
        ));
    }
    written_and_paired(dir, &text)
}

/// The table codes of a round, from `hakem event codes --format json`.
fn codes(dir: &Path, round: u8) -> Vec<String> {
    let out = Command::new(HAKEM)
        .args(["event", "codes"])
        .arg(dir)
        .args(["--round", &round.to_string(), "--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["code"].as_str().unwrap().to_string())
        .collect()
}

/// A running `hakem serve`, stopped when dropped.
pub(crate) struct Server {
    pub(crate) child: Child,
    pub(crate) url: String,
}

impl Server {
    /// The server of this build; `HAKEM_SERVE_BIN` names another (a release
    /// build, for the load figures in docs/dev/serve-load.md).
    pub(crate) fn start(dir: &Path) -> Server {
        let bin = std::env::var_os("HAKEM_SERVE_BIN").unwrap_or_else(|| HAKEM.into());
        let mut child = Command::new(bin)
            .arg("serve")
            .arg(dir)
            .args(["--port", "0", "--password", PASSWORD])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut url = None;
        for line in BufReader::new(stdout).lines() {
            let line = line.unwrap();
            if let Some(u) = line.trim().strip_prefix("http://127.0.0.1:") {
                url = Some(format!("http://127.0.0.1:{}", u.trim_end_matches('/')));
                break;
            }
        }
        Server {
            child,
            url: url.expect("hakem serve printed no address"),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into()
}

/// Status and body.
pub(crate) fn get(url: &str) -> (u16, String) {
    let mut r = agent().get(url).call().unwrap();
    (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
}

fn post_json(url: &str, body: &Value) -> (u16, String) {
    let mut r = agent().post(url).send_json(body).unwrap();
    (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
}

pub(crate) fn basic(password: &str) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let bytes = format!("arbiter:{password}").into_bytes();
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(A[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    format!("Basic {out}")
}

fn result_url(s: &Server, round: u8, table: usize) -> String {
    format!("{}/api/rounds/{round}/tables/{table}/result", s.url)
}

fn record(dir: &Path, round: u8, table: usize) -> String {
    std::fs::read_to_string(dir.join(format!("round-{round}/table-{table:02}.toml"))).unwrap()
}

fn check(dir: &Path) -> (bool, String) {
    let out = Command::new(HAKEM)
        .args(["event", "check"])
        .arg(dir)
        .args(["--lang", "en"])
        .output()
        .unwrap();
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

/// A Mangala round counted on paper, won 2-0 by `who`: the stores of
/// each set as the referee counted them (they add up to 48).
fn two_nil_for(who: &str) -> Value {
    if who == "first" {
        json!([{ "claimed": { "first": 30, "second": 18 } }, { "claimed": { "first": 26, "second": 22 } }])
    } else {
        json!([{ "claimed": { "first": 18, "second": 30 } }, { "claimed": { "first": 22, "second": 26 } }])
    }
}

fn two_nil() -> Value {
    two_nil_for("first")
}

/// How a record written from [`two_nil_for`] reads.
fn won_by(text: &str, who: &str) -> bool {
    let first = if who == "first" {
        "first = 30, second = 18"
    } else {
        "first = 18, second = 30"
    };
    text.contains(first) && !text.contains("moves")
}

#[test]
fn a_result_is_entered_once_with_its_code_and_refused_otherwise() {
    let dir = event("api", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let before = record(&dir, 1, 1);

    // A wrong code: 403, nothing written.
    let (status, body) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": "AAAAAA", "sets": two_nil()}),
    );
    assert_eq!(status, 403, "{body}");
    assert_eq!(record(&dir, 1, 1), before);

    // The rules refuse: a round not decided, stores that do not add up to
    // the 48 stones, a third set when the round is decided. 422 with the
    // reason, nothing written.
    for (sets, reason) in [
        (json!([{"claimed": {"first": 30, "second": 18}}]), "decide"),
        (
            json!([{"claimed": {"first": 30, "second": 20}}, {"claimed": {"first": 26, "second": 22}}]),
            "48",
        ),
        (
            json!([{"claimed": {"first": 30, "second": 18}}, {"claimed": {"first": 26, "second": 22}}, {"claimed": {"first": 24, "second": 24}}]),
            "3",
        ),
    ] {
        let (status, body) = post_json(
            &result_url(&s, 1, 1),
            &json!({"code": codes[0], "sets": sets}),
        );
        assert_eq!(status, 422, "{sets}: {body}");
        assert!(body.contains(reason), "{sets}: {body}");
        assert_eq!(record(&dir, 1, 1), before);
    }

    // A key the record does not know: 422, named by its path.
    let (status, body) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": codes[0], "sets": [{"winner": "first"}]}),
    );
    assert_eq!(status, 422, "{body}");
    assert!(body.contains("winner"), "{body}");

    // The right code (in lower case, as a phone may type it): 200 and the
    // verdict; the record holds the sets.
    let stamp = get(&format!("{}/api/stamp", s.url)).1;
    let (status, body) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": codes[0].to_lowercase(), "sets": two_nil()}),
    );
    assert_eq!(status, 200, "{body}");
    let verdict: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(verdict["match"]["winner"], "first", "{body}");
    assert_eq!(verdict["valid"], true);
    let saved = record(&dir, 1, 1);
    assert!(won_by(&saved, "first"), "{saved}");

    // Saved: a phone cannot change it.
    let (status, body) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": codes[0], "sets": two_nil_for("second")}),
    );
    assert_eq!(status, 409, "{body}");
    assert_eq!(record(&dir, 1, 1), saved);

    // The wall and the API see it at once (the folder is read per request).
    assert_ne!(get(&format!("{}/api/stamp", s.url)).1, stamp);
    let (_, wall) = get(&format!("{}/", s.url));
    assert!(wall.contains("2 – 0"), "{wall}");
    let (status, round) = get(&format!("{}/api/rounds/1", s.url));
    assert_eq!(status, 200);
    let round: Value = serde_json::from_str(&round).unwrap();
    assert_eq!(round["tables"][0]["result"]["first"], "win", "{round}");
    assert_eq!(round["tables"][1]["result"], Value::Null, "{round}");

    // `hakem event check` reads what the server wrote.
    let (_, text) = check(&dir);
    assert!(text.contains("1 complete"), "{text}");

    // A time-out: only the store of the player whose time ran out (20 of
    // 48, fewer than 24: the set lost), and a warning without a move number.
    let timeout = json!([
        {"claimed": {"first": 30, "second": 18}, "incidents": [{"player": "second", "kind": "warning", "reason": "conduct"}]},
        {"claimed": {"second": 20}, "incidents": [{"player": "second", "kind": "timeout"}]}
    ]);
    let (status, body) = post_json(
        &result_url(&s, 1, 2),
        &json!({"code": codes[1], "sets": timeout}),
    );
    assert_eq!(status, 200, "{body}");
    let verdict: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(verdict["match"]["winner"], "first", "{body}");
    assert_eq!(verdict["match"]["warnings"]["second"], 1, "{body}");
    let (ok, text) = check(&dir);
    assert!(ok && text.contains("2 complete"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_server_started_again_removes_what_killed_writes_left() {
    let dir = event("leftovers", "turkish-mangala", 4);
    // A write killed midway: its temporary file, of a process long gone
    // (no process has this number), and one of a process still running.
    let dead = dir
        .join("round-1")
        .join(format!(".table-01.toml.{}.0.tmp", u32::MAX));
    let alive = dir
        .join("round-1")
        .join(format!(".table-02.toml.{}.0.tmp", std::process::id()));
    std::fs::write(&dead, "half a record").unwrap();
    std::fs::write(&alive, "a write under way").unwrap();
    let (_, text) = check(&dir);
    assert!(text.contains("temporary file"), "{text}");
    let s = Server::start(&dir);
    assert!(!dead.exists(), "{dead:?} left");
    assert!(alive.exists(), "a running process's write lost its file");
    std::fs::remove_file(&alive).unwrap();
    let (_, text) = check(&dir);
    assert!(!text.contains("temporary file"), "{text}");
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_result_changed_in_the_folder_is_seen_at_once() {
    let dir = event("editor", "pentago", 4);
    let s = Server::start(&dir);
    // The pages as they are, made and kept; the stamp the screens hold.
    let stamp = get(&format!("{}/api/stamp", s.url)).1;
    assert_eq!(get(&format!("{}/api/stamp", s.url)).1, stamp);
    let wall = get(&format!("{}/", s.url)).1;
    let list = get(&format!("{}/list/pairing", s.url)).1;
    assert_eq!(get(&format!("{}/", s.url)).1, wall);
    // An editor writes the record in place.
    let path = dir.join("round-1/table-02.toml");
    let text = std::fs::read_to_string(&path).unwrap().replace(
        "moves = []",
        "result = \"second\"\n\n[[set]]\nresult = \"second\"",
    );
    std::fs::write(&path, text).unwrap();
    let (_, round) = get(&format!("{}/api/rounds/1", s.url));
    let round: Value = serde_json::from_str(&round).unwrap();
    assert_eq!(round["tables"][1]["result"]["second"], "win", "{round}");
    // The stamp and the pages kept see it at once too.
    assert_ne!(get(&format!("{}/api/stamp", s.url)).1, stamp);
    assert_ne!(get(&format!("{}/", s.url)).1, wall);
    let now = get(&format!("{}/list/pairing", s.url)).1;
    assert_ne!(now, list);
    assert!(now.contains("<td class=\"result\">0 – 2</td>"), "{now}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_post_sees_its_record_and_the_codes_changed_meanwhile() {
    // A post looks at the files its table is judged against (not at the
    // other tables' records): changes to those made meanwhile are seen.
    let dir = event("post-sees", "turkish-mangala", 8);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let (status, _) = get(&format!("{}/api/rounds/1", s.url));
    assert_eq!(status, 200);
    // Table 2 entered with `hakem result` meanwhile: the phone is told.
    let out = Command::new(HAKEM)
        .arg("result")
        .arg(&dir)
        .args(["2", "18-30", "22-26"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (status, text) = post_json(
        &result_url(&s, 1, 2),
        &json!({"code": codes[1], "sets": two_nil()}),
    );
    assert_eq!(status, 409, "{text}");
    assert!(won_by(&record(&dir, 1, 2), "second"));
    // The codes of tables 3 and 4 swapped in an editor: the old code of
    // table 3 is wrong now, table 4's old one is right.
    let path = dir.join("round-1/codes.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let swapped = text
        .replace(&codes[2], "@")
        .replace(&codes[3], &codes[2])
        .replace('@', &codes[3]);
    std::fs::write(&path, swapped).unwrap();
    let post = |code: &str| {
        post_json(
            &result_url(&s, 1, 3),
            &json!({"code": code, "sets": two_nil()}),
        )
    };
    let (status, text) = post(&codes[2]);
    assert_eq!(status, 403, "{text}");
    let (status, text) = post(&codes[3]);
    assert_eq!(status, 200, "{text}");
    assert!(won_by(&record(&dir, 1, 3), "first"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_hundred_tables_post_at_once_and_every_acknowledged_result_is_in_its_record() {
    let dir = event("hundred", "turkish-mangala", 200);
    let codes = codes(&dir, 1);
    assert_eq!(codes.len(), 100);
    let paired: Vec<String> = (1..=100).map(|t| record(&dir, 1, t)).collect();
    let s = Server::start(&dir);
    let barrier = Arc::new(Barrier::new(100));
    let threads: Vec<_> = codes
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let url = result_url(&s, 1, i + 1);
            let code = code.clone();
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                // Alternate winners, so a record written to the wrong table
                // would show.
                let who = if i % 2 == 0 { "first" } else { "second" };
                let body = json!({"code": code, "sets": two_nil_for(who)});
                barrier.wait();
                let started = Instant::now();
                let (status, text) = post_json(&url, &body);
                (i + 1, who, status, text, started.elapsed())
            })
        })
        .collect();
    let mut times = Vec::new();
    for t in threads {
        let (table, who, status, text, took) = t.join().unwrap();
        assert_eq!(status, 200, "table {table}: {text}");
        let saved = record(&dir, 1, table);
        assert!(won_by(&saved, who), "table {table}:\n{saved}");
        times.push(took);
    }
    times.sort();
    eprintln!(
        "100 concurrent posts: median {:?}, p99 {:?}, slowest {:?}",
        times[49], times[98], times[99]
    );
    // Every record whole: the event checks with every table complete.
    let (ok, text) = check(&dir);
    assert!(ok, "{text}");
    assert!(text.contains("100 complete"), "{text}");
    // The records' spares (docs/serve.md): where the system swaps two
    // names, each record's file as paired is now its spare, whole; a spare
    // is never reported.
    assert!(!text.contains("spare"), "{text}");
    for (i, before) in paired.iter().enumerate() {
        let spare = dir.join(format!("round-1/.table-{:02}.toml.spare", i + 1));
        if let Ok(kept) = std::fs::read_to_string(&spare) {
            assert!(
                kept.is_empty() || kept == *before,
                "{}:\n{kept}",
                spare.display()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn before_the_first_standings_the_wall_shows_the_players_and_the_rounds_progress() {
    let dir = rated_event("wall-before", 6);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let wall = |lang: &str| {
        let (status, page) = get(&format!("{}/?lang={lang}", s.url));
        assert_eq!(status, 200, "{page}");
        page
    };
    let en = wall("en");
    assert!(
        en.contains(
            "The standings after round 1 appear once every table of the round is in: 0 of 3 in."
        ),
        "{en}"
    );
    assert!(
        en.contains("Players (6)") && en.contains("<th class=\"r\">Rating</th>"),
        "{en}"
    );
    // Each player with rating and club (the club escaped), numbered 1 to 6
    // in the event's pairing-number order.
    assert!(
        // (each on one line where the screen is wide: the whole in its
        // title.)
        en.contains("<td><span class=\"nm\" title=\"Ayşe Yılmaz\">Ayşe Yılmaz</span></td><td class=\"r\">1900</td><td><span class=\"nm\" title=\"Ankara Mangala Kulübü\">Ankara Mangala Kulübü</span></td>")
            && en.contains(
                "<td><span class=\"nm\" title=\"Mehmet Demir\">Mehmet Demir</span></td><td class=\"r\">1863</td><td><span class=\"nm\" title=\"İzmir &lt;Akıl&gt; Oyunları\">İzmir &lt;Akıl&gt; Oyunları</span></td>"
            ),
        "{en}"
    );
    let numbers: Vec<usize> = (1..=7)
        .filter_map(|n| en.find(&format!("<tr><td class=\"r\">{n}</td><td>")))
        .collect();
    assert!(numbers.len() == 6 && numbers.is_sorted(), "{en}");
    let tr = wall("tr");
    assert!(
        tr.contains("1. tur sonrası puan durumu, turun bütün masalarının sonucu gelince çıkar: 0 / 3 masa geldi.")
            && tr.contains("Oyuncular (6)")
            && tr.contains("Kuvvet puanı")
            && tr.contains("Kulüp"),
        "{tr}"
    );
    // The phones' standings page says the same; the cross table's, the
    // progress.
    let (_, list) = get(&format!("{}/list/standings?lang=en", s.url));
    assert!(
        list.contains("0 of 3 in") && list.contains("Players (6)"),
        "{list}"
    );
    let (_, cross) = get(&format!("{}/list/cross?lang=en", s.url));
    assert!(
        cross.contains("0 of 3 in") && !cross.contains("Players (6)"),
        "{cross}"
    );
    // Each result moves the count; the last brings the standings.
    for table in 1..=3 {
        let (status, text) = post_json(
            &result_url(&s, 1, table),
            &json!({"code": codes[table - 1], "sets": two_nil()}),
        );
        assert_eq!(status, 200, "{text}");
        let en = wall("en");
        if table < 3 {
            assert!(en.contains(&format!("{table} of 3 in.")), "{en}");
        } else {
            assert!(
                !en.contains("Players (6)") && !en.contains("appear once"),
                "{en}"
            );
            assert!(en.contains("Standings after round 1"), "{en}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_codes_are_listed_in_the_events_language_or_the_one_asked() {
    let dir = event("codes-lang", "turkish-mangala", 6);
    let codes = codes(&dir, 1);
    let text = |args: &[&str]| {
        let out = Command::new(HAKEM)
            .args(["event", "codes"])
            .arg(&dir)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let turkish = text(&["--round", "1"]);
    assert!(turkish.starts_with("1. tur: masa kodları\n"), "{turkish}");
    assert_eq!(text(&["--lang", "tr"]), turkish);
    let english = text(&["--round", "1", "--lang", "en"]);
    assert!(english.starts_with("Round 1: table codes\n"), "{english}");
    for (i, code) in codes.iter().enumerate() {
        let line = format!("{:>4}  {code}  ", i + 1);
        assert!(
            turkish.contains(&line) && english.contains(&line),
            "{turkish}{english}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_request_is_answered_without_a_socket_as_over_one() {
    use hakem::serve::{Asked, Offline};
    let dir = event("offline", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let server = Offline::new(dir.clone(), PASSWORD.into()).unwrap();
    let post = |code: &str, authorised: bool| {
        server.answer(Asked {
            method: "POST",
            uri: "/api/rounds/1/tables/1/result",
            content_type: "application/json",
            authorised,
            body: json!({"code": code, "sets": two_nil()})
                .to_string()
                .into_bytes(),
        })
    };
    let (status, text) = post("AAAAAA", false);
    assert_eq!(status, 403, "{text}");
    assert!(!won_by(&record(&dir, 1, 1), "first"));
    let (status, text) = post(&codes[0], false);
    assert_eq!(status, 200, "{text}");
    assert!(won_by(&record(&dir, 1, 1), "first"));
    let (status, _) = post(&codes[0], false);
    assert_eq!(status, 409);
    // The desk's form, with the password and without.
    for (authorised, want) in [(false, 401), (true, 200)] {
        let (status, text) = server.answer(Asked {
            method: "POST",
            uri: "/desk/tables/1/1/check?lang=tr",
            content_type: "application/x-www-form-urlencoded",
            authorised,
            body: b"tokens=18-30+22-26".to_vec(),
        });
        assert_eq!(status, want, "{text}");
    }
    // A set entered by its result in a game of counted stores makes a
    // record the checks refuse: the entry is refused (422), never a server
    // error, and nothing is written (found by the serve_body fuzz target).
    let before = record(&dir, 1, 2);
    for (uri, body) in [
        ("/desk/tables/1/2/save", &b"tokens=first"[..]),
        ("/desk/tables/1/2/check", &b"tokens=first+second+first"[..]),
    ] {
        let (status, text) = server.answer(Asked {
            method: "POST",
            uri,
            content_type: "application/x-www-form-urlencoded",
            authorised: true,
            body: body.to_vec(),
        });
        assert_eq!(status, 422, "{uri}: {text}");
        assert!(text.contains("moves"), "{text}");
    }
    assert_eq!(record(&dir, 1, 2), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_code_a_thousand_times_is_rate_limited_and_writes_nothing() {
    let dir = event("guess", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let before: Vec<String> = (1..=2).map(|t| record(&dir, 1, t)).collect();
    let mut answers = std::collections::BTreeMap::new();
    for i in 0..1000 {
        let guess = format!("{:06}", i);
        let (status, _) = post_json(
            &result_url(&s, 1, 1),
            &json!({"code": guess, "sets": two_nil()}),
        );
        *answers.entry(status).or_insert(0) += 1;
    }
    // A few wrong codes are told as wrong; then the table is refused
    // unchecked for the rest of the minute.
    assert_eq!(answers.get(&403), Some(&5), "{answers:?}");
    assert_eq!(answers.get(&429), Some(&995), "{answers:?}");
    // Even the right code waits now: a guess that hit would not be told.
    let (status, _) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": codes[0], "sets": two_nil()}),
    );
    assert_eq!(status, 429);
    let after: Vec<String> = (1..=2).map(|t| record(&dir, 1, t)).collect();
    assert_eq!(before, after);
    // Another table is not held up.
    let (status, body) = post_json(
        &result_url(&s, 1, 2),
        &json!({"code": codes[1], "sets": two_nil()}),
    );
    assert_eq!(status, 200, "{body}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_desk_needs_the_password_and_corrects_and_pairs() {
    let dir = event("desk", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    for path in ["/desk", "/desk/print/pairing", "/desk/tables/1/1"] {
        assert_eq!(get(&format!("{}{path}", s.url)).0, 401, "{path}");
        let r = agent()
            .get(&format!("{}{path}", s.url))
            .header("Authorization", basic("wrong"))
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 401, "{path}");
    }
    let desk = |path: &str| {
        let mut r = agent()
            .get(&format!("{}{path}", s.url))
            .header("Authorization", basic(PASSWORD))
            .call()
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    let (status, page) = desk("/desk?lang=en");
    assert_eq!(status, 200);
    assert!(page.contains("Missing"), "{page}");
    // Every name escaped.
    assert!(page.contains("&lt;b&gt;Şahin&lt;/b&gt; &amp; Co"), "{page}");
    assert!(!page.contains("<b>Şahin"), "{page}");
    // The printed cards carry the codes (arbiter only).
    let (_, cards) = desk("/desk/print/pairing?lang=tr");
    assert!(cards.contains(&codes[0]), "no code on the cards");
    assert!(
        !get(&format!("{}/", s.url)).1.contains(&codes[0]),
        "a code on the wall"
    );

    // Pairing is refused while results are missing.
    let pair = |password: &str| {
        let mut r = agent()
            .post(&format!("{}/api/pair", s.url))
            .header("Authorization", basic(password))
            .send_empty()
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    assert_eq!(pair("wrong").0, 401);
    let (status, body) = pair(PASSWORD);
    assert_eq!(status, 409, "{body}");
    assert!(!dir.join("round-2").exists());

    for (t, code) in codes.iter().enumerate() {
        let (status, body) = post_json(
            &result_url(&s, 1, t + 1),
            &json!({"code": code, "sets": two_nil()}),
        );
        assert_eq!(status, 200, "{body}");
    }
    // The arbiter corrects table 1 (no code; the password).
    let mut r = agent()
        .put(&result_url(&s, 1, 1))
        .header("Authorization", basic(PASSWORD))
        .send_json(json!({"sets": two_nil_for("second")}))
        .unwrap();
    assert_eq!(
        r.status().as_u16(),
        200,
        "{}",
        r.body_mut().read_to_string().unwrap()
    );
    assert!(won_by(&record(&dir, 1, 1), "second"));
    let replaced = record(&dir, 1, 1);
    assert!(
        replaced.contains("by = \"api\"\nchange = \"replaced\"\nwas = \"30-18 26-22\""),
        "{replaced}"
    );

    // The arbiter clears table 1 (DELETE, the password); nobody else can.
    let delete = |table: usize, auth: Option<String>| {
        let mut req = agent().delete(&result_url(&s, 1, table));
        if let Some(a) = auth {
            req = req.header("Authorization", a);
        }
        let mut r = req.call().unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    assert_eq!(delete(1, None).0, 401);
    assert_eq!(delete(1, Some(basic("wrong"))).0, 401);
    assert_eq!(record(&dir, 1, 1), replaced, "written without the password");
    let (status, body) = delete(1, Some(basic(PASSWORD)));
    assert_eq!(status, 200, "{body}");
    let answer: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(answer["was"], "18-30 22-26", "{body}");
    let cleared = record(&dir, 1, 1);
    assert!(cleared.starts_with("# Round 1, table 1: written by `hakem pair`"));
    assert!(cleared.contains("change = \"replaced\"\nwas = \"30-18 26-22\""));
    assert!(
        cleared.contains("by = \"api\"\nchange = \"cleared\"\nwas = \"18-30 22-26\""),
        "{cleared}"
    );
    let (ok, text) = check(&dir);
    assert!(!ok && text.contains("table-01.toml"), "{text}");
    // Nothing left to clear.
    assert_eq!(delete(1, Some(basic(PASSWORD))).0, 409);
    // The desk's clear: the password too.
    let clear = |auth: Option<String>| {
        let mut req = agent().post(&format!("{}/desk/tables/1/2/clear?lang=en", s.url));
        if let Some(a) = auth {
            req = req.header("Authorization", a);
        }
        let mut r = req.send_empty().unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    assert_eq!(clear(None).0, 401);
    assert!(won_by(&record(&dir, 1, 2), "first"));
    let (status, page) = clear(Some(basic(PASSWORD)));
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("result cleared (was: 30-18 26-22)"), "{page}");
    assert!(record(&dir, 1, 2).contains("by = \"desk\"\nchange = \"cleared\""));
    // Cleared tables take a result again, from their phones.
    for t in [1, 2] {
        let (status, body) = post_json(
            &result_url(&s, 1, t),
            &json!({"code": codes[t - 1], "sets": two_nil()}),
        );
        assert_eq!(status, 200, "{body}");
        assert!(record(&dir, 1, t).contains("change = \"cleared\""));
    }

    let (status, body) = pair(PASSWORD);
    assert_eq!(status, 200, "{body}");
    assert!(dir.join("round-2/pairing.toml").exists());
    assert!(dir.join("round-2/codes.toml").exists());
    let (ok, text) = check(&dir);
    assert!(text.contains("2 paired"), "{ok} {text}");
    let (status, standings) = get(&format!("{}/api/standings", s.url));
    assert_eq!(status, 200, "{standings}");
    let standings: Value = serde_json::from_str(&standings).unwrap();
    assert_eq!(standings["after"], 1);
    assert_eq!(standings["standings"].as_array().unwrap().len(), 4);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_folder_is_never_served_raw() {
    let dir = event("raw", "turkish-mangala", 4);
    let s = Server::start(&dir);
    for path in [
        "/event.toml",
        "/round-1/codes.toml",
        "/round-1/table-01.toml",
        "/../event.toml",
        "/list/..%2Fevent.toml",
        "/desk/print/..%2F..%2Fevent.toml",
    ] {
        let (status, body) = get(&format!("{}{path}", s.url));
        assert!(status == 404 || status == 401, "{path}: {status}\n{body}");
        assert!(!body.contains("[[player]]"), "{path}: {body}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `kill -9` of the server at a moment in the middle of 20 tables posting
/// (10 times by default, `HAKEM_KILL_RUNS` for more; each run the arbiter
/// writes every table's result again with the other winner, so each run
/// has 20 writes in flight), then a restart: every result answered 200 is
/// in its record, every other record is as before the run or the whole
/// result posted (never torn, never half written), and `hakem event check`
/// passes at the end.
#[test]
fn killed_under_load_every_acknowledged_result_is_in_the_files() {
    let dir = event("kill", "turkish-mangala", 40);
    let tables = codes(&dir, 1).len();
    let runs: usize = std::env::var("HAKEM_KILL_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let mut acknowledged = 0;
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for run in 0..=runs {
        let who = move |table: usize| {
            if (table + run).is_multiple_of(2) {
                "second"
            } else {
                "first"
            }
        };
        let mut s = Server::start(&dir);
        // The folder read once, so the burst is all writes.
        assert_eq!(get(&format!("{}/api/rounds/1", s.url)).0, 200);
        let before: Vec<String> = (1..=tables).map(|t| record(&dir, 1, t)).collect();
        let threads: Vec<_> = (1..=tables)
            .map(|t| {
                let url = result_url(&s, 1, t);
                let body = json!({"sets": two_nil_for(who(t))});
                std::thread::spawn(move || {
                    let answer = agent()
                        .put(&url)
                        .header("Authorization", basic(PASSWORD))
                        .send_json(&body);
                    (t, answer.map(|r| r.status().as_u16()).unwrap_or(0))
                })
            })
            .collect();
        if run < runs {
            // A moment from 0 to 199 ms into the burst; the last run is
            // not killed, so every table ends with a result.
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            std::thread::sleep(Duration::from_millis(seed % 200));
            let _ = s.child.kill();
            let _ = s.child.wait();
        }
        for th in threads {
            let (t, status) = th.join().unwrap();
            let now = record(&dir, 1, t);
            if status == 200 {
                acknowledged += 1;
                assert!(
                    won_by(&now, who(t)),
                    "run {run}: table {t} answered 200 but holds:\n{now}"
                );
            } else {
                assert!(
                    now == before[t - 1] || won_by(&now, who(t)),
                    "run {run}: table {t} torn:\n{now}"
                );
            }
        }
        drop(s);
    }
    let (ok, text) = check(&dir);
    assert!(ok, "{text}");
    eprintln!("{runs} kills: {acknowledged} writes acknowledged, every one in its record");
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- In a real browser ---------------------------------------------------

const W3C_ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A WebDriver session of headless Chromium through chromedriver.
pub(crate) struct Browser {
    driver: Child,
    base: String,
    session: String,
}

impl Browser {
    /// A browser whose page is `width` x `height` CSS pixels (a phone's
    /// through Chromium's mobile emulation, which has no minimum width).
    pub(crate) fn start(width: u32, height: u32, profile: &Path) -> Browser {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let driver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver could not start: apt-get install chromium-driver");
        let base = format!("http://127.0.0.1:{port}");
        let started = Instant::now();
        while get_ok(&format!("{base}/status")).is_none() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "chromedriver did not answer"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "mobileEmulation": {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0, "touch": width < 800}},
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         format!("--window-size={width},{height}"),
                         format!("--user-data-dir={}", profile.display())]
            }
        }}});
        let (status, body) = post_json(&format!("{base}/session"), &caps);
        assert_eq!(status, 200, "{body}");
        let v: Value = serde_json::from_str(&body).unwrap();
        let session = v["value"]["sessionId"].as_str().unwrap().to_string();
        Browser {
            driver,
            base,
            session,
        }
    }

    pub(crate) fn call(&self, path: &str, body: Value) -> Value {
        let (status, text) = post_json(
            &format!("{}/session/{}{path}", self.base, self.session),
            &body,
        );
        assert_eq!(status, 200, "{path}: {text}");
        serde_json::from_str::<Value>(&text).unwrap()["value"].clone()
    }

    pub(crate) fn open(&self, url: &str) {
        self.call("/url", json!({ "url": url }));
    }

    fn find(&self, css: &str) -> String {
        let v = self.call("/element", json!({"using": "css selector", "value": css}));
        v[W3C_ELEMENT]
            .as_str()
            .unwrap_or_else(|| panic!("{css}: {v}"))
            .to_string()
    }

    pub(crate) fn type_into(&self, css: &str, text: &str) {
        let e = self.find(css);
        self.call(&format!("/element/{e}/value"), json!({ "text": text }));
    }

    fn click(&self, css: &str) {
        let e = self.find(css);
        self.call(&format!("/element/{e}/click"), json!({}));
    }

    /// Clicks and waits for the page that follows to hold `expect`.
    pub(crate) fn submit(&self, css: &str, expect: &str) -> String {
        self.click(css);
        let started = Instant::now();
        loop {
            let page = self.source();
            if page.contains(expect) || started.elapsed() > Duration::from_secs(10) {
                return page;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn source(&self) -> String {
        let (_, text) = get(&format!("{}/session/{}/source", self.base, self.session));
        serde_json::from_str::<Value>(&text).unwrap()["value"]
            .as_str()
            .unwrap()
            .to_string()
    }

    pub(crate) fn screenshot(&self, path: &Path) {
        let (_, text) = get(&format!(
            "{}/session/{}/screenshot",
            self.base, self.session
        ));
        let b64 = serde_json::from_str::<Value>(&text).unwrap()["value"]
            .as_str()
            .unwrap()
            .to_string();
        std::fs::write(path, base64_decode(&b64)).unwrap();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = agent()
            .delete(&format!("{}/session/{}", self.base, self.session))
            .call();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn get_ok(url: &str) -> Option<String> {
    let mut r = agent().get(url).call().ok()?;
    (r.status().as_u16() == 200).then(|| r.body_mut().read_to_string().unwrap_or_default())
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let bytes: Vec<u8> = text
        .bytes()
        .filter(|b| *b != b'=' && !b.is_ascii_whitespace())
        .collect();
    let mut out = Vec::new();
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= u32::from(value(c)) << (18 - 6 * i);
        }
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

pub(crate) fn require_browser() {
    for tool in ["chromium", "chromedriver"] {
        assert!(
            Command::new(tool).arg("--version").output().is_ok(),
            "{tool} missing: apt-get install chromium chromium-driver (.ci/run installs them)"
        );
    }
}

/// Where the screenshots go: `HAKEM_SCREENSHOTS` (to look at them), else
/// the test's scratch folder.
pub(crate) fn shots(dir: &Path) -> PathBuf {
    let out = std::env::var_os("HAKEM_SCREENSHOTS")
        .map(PathBuf::from)
        .unwrap_or_else(|| dir.join("shots"));
    std::fs::create_dir_all(&out).unwrap();
    out
}

#[test]
#[ignore = "needs chromium and chromium-driver: .ci/run installs them"]
fn a_phone_enters_a_result_with_both_confirmations_and_the_wall_updates() {
    require_browser();
    let dir = event("browser", "turkish-mangala", 6);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let out = shots(&dir);

    // The wall on a 1080p screen, open while the phone enters the result.
    let wall = Browser::start(1920, 1080, &dir.join("profile-wall"));
    wall.open(&format!("{}/?lang=tr", s.url));
    let page = wall.source();
    assert!(
        page.contains("Çağla") && page.contains("Işık") && page.contains("Öztürk"),
        "{page}"
    );
    wall.screenshot(&out.join("wall-1080-tr.png"));

    let phone = Browser::start(412, 915, &dir.join("profile-phone"));
    phone.open(&format!("{}/table?lang=tr", s.url));
    phone.screenshot(&out.join("table-phone-tr.png"));
    phone.type_into("#table", "2");
    phone.type_into("#code", &codes[1].to_lowercase());
    let page = phone.submit("button[type=submit]", "Masa 2");
    assert!(page.contains("Masa 2"), "{page}");
    // The stores counted: 30-18 and 26-22, the first player wins both.
    for (field, stones) in [
        ("#s1a", "30"),
        ("#s1b", "18"),
        ("#s2a", "26"),
        ("#s2b", "22"),
    ] {
        phone.type_into(field, stones);
    }
    phone.screenshot(&out.join("sets-phone-tr.png"));
    let page = phone.submit("button[type=submit]", "onaylıyorum");
    assert!(page.contains("onaylıyorum"), "{page}");
    // One confirmation is not enough.
    phone.click("input[name=confirm_first]");
    phone.screenshot(&out.join("confirm-phone-tr.png"));
    let page = phone.submit(
        "form[action='/table/save'] button[type=submit]",
        "iki oyuncu da onaylamalı",
    );
    assert!(page.contains("iki oyuncu da onaylamalı"), "{page}");
    assert!(!won_by(&record(&dir, 1, 2), "first"));
    phone.click("input[name=confirm_first]");
    phone.click("input[name=confirm_second]");
    let before = Instant::now();
    let page = phone.submit(
        "form[action='/table/save'] button[type=submit]",
        "Kaydedildi",
    );
    assert!(page.contains("Kaydedildi"), "{page}");
    phone.screenshot(&out.join("saved-phone-tr.png"));
    assert!(won_by(&record(&dir, 1, 2), "first"));

    // The wall shows it by itself (it polls the folder's stamp).
    let mut seen = None;
    while before.elapsed() < Duration::from_secs(10) {
        if wall.source().contains("2 – 0") {
            seen = Some(before.elapsed());
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let seen = seen.expect("the wall did not show the result");
    eprintln!("the wall showed the result {seen:?} after the save");
    wall.screenshot(&out.join("wall-1080-tr-after.png"));

    // The arbiter corrects table 2 at the desk (1080p): the change is shown
    // before it is saved.
    let desk = Browser::start(1920, 1080, &dir.join("profile-desk"));
    let host = s.url.trim_start_matches("http://");
    // The desk's login form starts the session (a cookie).
    desk.open(&format!("{}/desk/login?lang=en", s.url));
    desk.screenshot(&out.join("desk-login-1080-en.png"));
    desk.type_into("#password", PASSWORD);
    let page = desk.submit("form[action='/desk/login'] button[type=submit]", "Missing");
    assert!(
        // "2 – 0" held on one line by no-break spaces, which the page's
        // source shows as `&nbsp;`.
        page.contains("Missing") && page.contains("In: 2&nbsp;–&nbsp;0"),
        "{page}"
    );
    desk.screenshot(&out.join("desk-1080-en.png"));
    desk.open(&format!("http://{host}/desk/tables/1/2?lang=en"));
    let e = desk.find("#tokens");
    desk.call(&format!("/element/{e}/clear"), json!({}));
    desk.type_into("#tokens", "22-26 18-30");
    let page = desk.submit(
        "form[action$='/check?lang=en'] button[type=submit]",
        "<th>New</th>",
    );
    assert!(
        page.contains("30-18 26-22") && page.contains("22-26 18-30"),
        "{page}"
    );
    desk.screenshot(&out.join("desk-correct-1080-en.png"));
    assert!(
        won_by(&record(&dir, 1, 2), "first"),
        "saved before the arbiter said so"
    );
    let page = desk.submit(
        "form[action$='/save?lang=en'] button[type=submit]",
        "22-26 18-30</div>",
    );
    assert!(page.contains("class=\"ok\""), "{page}");
    let saved = record(&dir, 1, 2);
    assert!(saved.contains("first = 22, second = 26"), "{saved}");

    // English pages on the phone: the lists.
    for (path, name) in [
        ("/?lang=en", "wall-phone-en"),
        ("/list/pairing?lang=en", "pairing-phone-en"),
        ("/table?lang=en", "table-phone-en"),
    ] {
        phone.open(&format!("{}{path}", s.url));
        phone.screenshot(&out.join(format!("{name}.png")));
    }
    let _ = std::fs::remove_dir_all(dir.join("profile-wall"));
    let _ = std::fs::remove_dir_all(dir.join("profile-phone"));
    let _ = std::fs::remove_dir_all(dir.join("profile-desk"));
}

#[test]
#[ignore = "needs chromium and chromium-driver: .ci/run installs them"]
fn the_wall_before_the_first_standings_on_a_projector_and_a_phone() {
    require_browser();
    let dir = rated_event("wall-before-browser", 24);
    let s = Server::start(&dir);
    let out = shots(&dir);
    for (width, height, size) in [(1920, 1080, "1080"), (390, 844, "phone")] {
        let b = Browser::start(width, height, &dir.join(format!("profile-{size}")));
        for (lang, progress, players) in [
            ("tr", "0 / 12 masa geldi", "Oyuncular (24)"),
            ("en", "0 of 12 in", "Players (24)"),
        ] {
            b.open(&format!("{}/?lang={lang}", s.url));
            let page = b.source();
            assert!(
                page.contains(progress)
                    && page.contains(players)
                    && page.contains("Çağla Öztürk")
                    && page.contains("İzmir &lt;Akıl&gt; Oyunları"),
                "{page}"
            );
            // The page is laid out within the screen's width (on a
            // projector, the players' page within the screen).
            let wide = b.call(
                "/execute/sync",
                json!({"script": "var d = document.documentElement; return d.scrollWidth <= innerWidth && [...document.querySelectorAll('#pages td, #players td')].every(e => e.getBoundingClientRect().right <= innerWidth + 1) && document.querySelectorAll('#pages td, #players td').length > 0", "args": []}),
            );
            assert_eq!(
                wide,
                json!(true),
                "{size} {lang}: the players' table is wider than the screen"
            );
            if width < 800 {
                // On a phone the columns stand one under another.
                b.call(
                    "/execute/sync",
                    json!({"script": "document.querySelector('.wait').scrollIntoView()", "args": []}),
                );
            }
            b.screenshot(&out.join(format!("wall-before-standings-{size}-{lang}.png")));
        }
        drop(b);
        let _ = std::fs::remove_dir_all(dir.join(format!("profile-{size}")));
    }
}

#[test]
#[ignore = "needs chromium and chromium-driver: .ci/run installs them"]
fn the_wall_of_a_large_round_turns_its_pages_by_itself_on_a_projector_and_stops_when_touched() {
    require_browser();
    // 120 players: 60 tables, more than a 1080p screen holds.
    let dir = event("wall-turn", "turkish-mangala", 120);
    let s = Server::start(&dir);
    let out = shots(&dir);
    let wall = Browser::start(1920, 1080, &dir.join("profile-wall-turn"));
    wall.open(&format!("{}/?lang=tr", s.url));
    let page = |b: &Browser| {
        b.call(
            "/execute/sync",
            json!({"script": "return [Number(document.body.dataset.page || 0), Number(document.body.dataset.pages || 0), window.scrollY]", "args": []}),
        )
    };
    let at = page(&wall);
    assert_eq!(at[0], 1, "the wall starts at its first page: {at}");
    assert!(at[1].as_u64().unwrap_or(0) > 1, "one page: {at}");
    let started = Instant::now();
    while page(&wall)[0] == 1 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the wall did not turn its page by itself"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert_eq!(page(&wall)[2], 0, "a page of the wall scrolled");
    wall.screenshot(&out.join("wall-1080-tr-page-2.png"));
    // → turns the page by hand, and the wall stays there: someone is
    // reading.
    let body = wall.find("body");
    wall.call(
        &format!("/element/{body}/value"),
        json!({ "text": "\u{E014}" }),
    );
    let at = page(&wall)[0].as_u64().unwrap_or(0);
    assert_eq!(at, 3, "→ did not turn the page");
    std::thread::sleep(Duration::from_millis(11_000));
    assert_eq!(
        page(&wall)[0].as_u64(),
        Some(at),
        "the wall kept turning after a key"
    );

    // A phone is never paged nor scrolled for its reader.
    let phone = Browser::start(412, 915, &dir.join("profile-phone-turn"));
    phone.open(&format!("{}/?lang=tr", s.url));
    std::thread::sleep(Duration::from_millis(4500));
    let at = page(&phone);
    assert_eq!(at, json!([0, 0, 0]), "a phone's page was paged or scrolled");
}

#[test]
fn the_start_lines_are_in_the_events_language_or_the_one_asked() {
    let dir = event("start-lang", "turkish-mangala", 4);
    let lines = |lang: &[&str]| {
        let mut child = Command::new(HAKEM)
            .arg("serve")
            .arg(&dir)
            .args(["--port", "0"])
            .args(lang)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut text = String::new();
        for line in BufReader::new(stdout).lines() {
            let line = line.unwrap();
            let last = line.contains("Ctrl-C");
            text.push_str(&line);
            text.push('\n');
            if last {
                break;
            }
        }
        let _ = child.kill();
        let _ = child.wait();
        text
    };
    let turkish = lines(&[]);
    for words in [
        "pano: http://",
        "başhakem masası: http://",
        "parolası: ",
        "durdurmak için Ctrl-C",
    ] {
        assert!(turkish.contains(words), "{words}:\n{turkish}");
    }
    assert!(
        !turkish.contains("the wall") && !turkish.contains("password"),
        "{turkish}"
    );
    let english = lines(&["--lang", "en"]);
    for words in [
        "the wall: http://",
        "arbiter's desk: http://",
        "the desk's password: ",
        "stop with Ctrl-C",
    ] {
        assert!(english.contains(words), "{words}:\n{english}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A `hakem serve` of `dir` with `args` in an environment that says no
/// language but `env`'s; its address, and the child to stop.
fn serve_with(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Server {
    let mut command = Command::new(HAKEM);
    command
        .arg("serve")
        .arg(dir)
        .args(["--port", "0", "--password", PASSWORD])
        .args(args)
        .env_remove("HAKEM_LANG")
        .env_remove("HAKEM_LOCALES")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command.spawn().unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut url = None;
    for line in BufReader::new(stdout).lines() {
        let line = line.unwrap();
        if let Some(u) = line.trim().strip_prefix("http://127.0.0.1:") {
            url = Some(format!("http://127.0.0.1:{}", u.trim_end_matches('/')));
            break;
        }
    }
    Server {
        child,
        url: url.expect("hakem serve printed no address"),
    }
}

#[test]
fn the_server_speaks_the_processs_language_and_every_page_offers_the_others() {
    // Kalah has no language of its own: the environment decides, else
    // English (no longer Turkish).
    let kalah = event("lang-kalah", "kalah", 4);
    let wall = |s: &Server, query: &str| {
        let (status, page) = get(&format!("{}/{query}", s.url));
        assert_eq!(status, 200, "{page}");
        page
    };
    let s = serve_with(&kalah, &[], &[]);
    let page = wall(&s, "");
    assert!(
        page.contains("<html lang=\"en\">") && page.contains(">Wall</a>"),
        "{page}"
    );
    assert!(
        page.contains("<a href=\"/?lang=tr\" lang=\"tr\">Türkçe</a>"),
        "{page}"
    );
    // The phone's first form carries the page's language.
    let (_, form) = get(&format!("{}/table", s.url));
    assert!(
        form.contains("name=\"lang\" value=\"en\"") && form.contains("Table number"),
        "{form}"
    );
    drop(s);
    for env in [("HAKEM_LANG", "tr"), ("LANG", "tr_TR.UTF-8")] {
        let s = serve_with(&kalah, &[], &[env]);
        let page = wall(&s, "");
        assert!(
            page.contains("<html lang=\"tr\">") && page.contains(">Pano</a>"),
            "{env:?}: {page}"
        );
        assert!(
            page.contains("<a href=\"/?lang=en\" lang=\"en\">English</a>"),
            "{page}"
        );
        // A page asks for another language; one hakem does not speak is the
        // server's.
        assert!(wall(&s, "?lang=en").contains(">Wall</a>"));
        assert!(wall(&s, "?lang=xx").contains(">Pano</a>"));
    }
    // The event's language beats the environment; --lang beats the event.
    let mangala = event("lang-mangala", "turkish-mangala", 4);
    let s = serve_with(&mangala, &[], &[("HAKEM_LANG", "en")]);
    assert!(wall(&s, "").contains("<html lang=\"tr\">"));
    let s = serve_with(&mangala, &["--lang", "en"], &[]);
    let page = wall(&s, "");
    assert!(page.contains("<html lang=\"en\">"), "{page}");
    assert!(wall(&s, "?lang=tr").contains(">Pano</a>"));
    // The arbiter's password is asked for (the login form) in the
    // server's language, or the page's.
    let (status, text) = get(&format!("{}/desk", s.url));
    assert_eq!(status, 401);
    assert!(text.contains("<html lang=\"en\">") && text.contains("The desk's password"));
    let (status, text) = get(&format!("{}/desk?lang=tr", s.url));
    assert_eq!(status, 401);
    assert!(text.contains("Masanın parolası"), "{text}");
    drop(s);
    // A language added as a folder of Fluent files is offered on every
    // page, named in its own words; the words it lacks are English.
    let locales = scratch("lang-locales");
    std::fs::create_dir_all(locales.join("de")).unwrap();
    std::fs::write(
        locales.join("de/serve.ftl"),
        "serve-language-name = Deutsch\n",
    )
    .unwrap();
    let folder = locales.to_str().unwrap();
    let s = serve_with(&kalah, &[], &[("HAKEM_LOCALES", folder)]);
    let page = wall(&s, "");
    assert!(
        page.contains("<a href=\"/?lang=de\" lang=\"de\">Deutsch</a>")
            && page.contains("<a href=\"/?lang=tr\" lang=\"tr\">Türkçe</a>"),
        "{page}"
    );
    let page = wall(&s, "?lang=de");
    assert!(
        page.contains("<html lang=\"de\">")
            && page.contains("<a href=\"/?lang=en\" lang=\"en\">English</a>")
            && page.contains(">Wall</a>"),
        "{page}"
    );
    let (_, list) = get(&format!("{}/list/standings?lang=tr", s.url));
    assert!(
        list.contains("<a href=\"/list/standings?lang=de\" lang=\"de\">Deutsch</a>"),
        "{list}"
    );
    drop(s);
    for dir in [kalah, mangala, locales] {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A form posted to the server: status and body.
fn post_form(url: &str, fields: &[(&str, &str)], password: Option<&str>) -> (u16, String) {
    let mut request = agent().post(url);
    if let Some(p) = password {
        request = request.header("Authorization", basic(p));
    }
    let mut r = request.send_form(fields.iter().copied()).unwrap();
    (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
}

#[test]
fn a_phone_is_told_what_to_enter_never_a_file_key() {
    let dir = event("phone-words", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let check = format!("{}/table/check", s.url);
    // Table 1 is p002 (Zeynep Çelik) against p003 (<b>Şahin</b> & Co)
    // (`lot = "starts"`): the names come from the page's heading.
    let (status, page) = post_form(
        &format!("{}/table", s.url),
        &[("lang", "tr"), ("table", "1"), ("code", &codes[0])],
        None,
    );
    assert_eq!(status, 200, "{page}");
    let first = page
        .split("Masa 1: ")
        .nth(1)
        .and_then(|h| h.split(" – ").next())
        .expect("the table's heading")
        .to_string();
    // The first player's time ran out; the store is not entered.
    let timeout = |lang: &'static str| {
        post_form(
            &check,
            &[
                ("lang", lang),
                ("round", "1"),
                ("table", "1"),
                ("code", &codes[0]),
                ("s1b", "20"),
                ("s1t", "first"),
            ],
            None,
        )
    };
    let (status, page) = timeout("tr");
    assert_eq!(status, 422, "{page}");
    let said = format!("1. set: {first}'");
    assert!(
        page.contains(&said) && page.contains("süresi doldu; süre kuralı"),
        "{said}: {page}"
    );
    let (status, page) = timeout("en");
    assert_eq!(status, 422, "{page}");
    assert!(
        page.contains(&format!("set 1: {first}'s time ran out")),
        "{page}"
    );
    // Only one store of a set counted, nobody's time ran out.
    let (status, page) = post_form(
        &check,
        &[
            ("lang", "en"),
            ("round", "1"),
            ("table", "1"),
            ("code", &codes[0]),
            ("s1a", "30"),
        ],
        None,
    );
    assert_eq!(status, 422, "{page}");
    assert!(page.contains("store are not entered"), "{page}");
    // Never the record's key, in either language.
    for lang in ["tr", "en"] {
        let (_, page) = timeout(lang);
        assert!(!page.contains("claimed"), "{page}");
    }
    // A field that is no number, said in the page's language.
    let (status, page) = post_form(
        &check,
        &[
            ("lang", "tr"),
            ("round", "1"),
            ("table", "1"),
            ("code", &codes[0]),
            ("s1a", "otuz"),
        ],
        None,
    );
    assert_eq!(status, 422, "{page}");
    // (maud writes the quotes as `&quot;`.)
    assert!(
        page.contains("1. set: &quot;otuz&quot; bir sayı değil."),
        "{page}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_desk_speaks_the_input_forms_of_its_language_and_echoes_them_as_typed() {
    let dir = event("desk-forms", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    // The second player's time ran out with 20 in the store; a warning to
    // the first player in set 2.
    let sets = json!([
        {"claimed": {"second": 20}, "incidents": [{"player": "second", "kind": "timeout"}]},
        {"claimed": {"first": 30, "second": 18}, "incidents": [{"player": "first", "kind": "warning", "reason": "touch-move"}]}
    ]);
    let (status, body) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": codes[0], "sets": sets}),
    );
    assert_eq!(status, 200, "{body}");
    let desk = |path: &str| {
        let mut r = agent()
            .get(&format!("{}{path}", s.url))
            .header("Authorization", basic(PASSWORD))
            .call()
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    // The result now, and the field to change it, in the forms the hint
    // asks for: Turkish on a Turkish page, English on an English one.
    let (status, page) = desk("/desk/tables/1/1?lang=tr");
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains("<code>s:ikinci:20 30-18,u:birinci</code>")
            && page.contains("value=\"s:ikinci:20 30-18,u:birinci\"")
            && page.contains("süre aşımı -20,s:ikinci; uyarı u:birinci; hükmen hükmen:birinci"),
        "{page}"
    );
    assert!(
        !page.contains("t:second") && !page.contains("w:first"),
        "{page}"
    );
    let (_, page) = desk("/desk/tables/1/1?lang=en");
    assert!(
        page.contains("<code>t:second:20 30-18,w:first</code>")
            && page.contains("a time-out -20,t:second; a warning w:first"),
        "{page}"
    );
    // A correction typed in Turkish forms is echoed as typed; the record
    // holds it.
    let typed = "s:ikinci:20 26-22,u:ikinci";
    let url = |what: &str| format!("{}/desk/tables/1/1/{what}?lang=tr", s.url);
    let (status, page) = post_form(&url("check"), &[("tokens", typed)], Some(PASSWORD));
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains(&format!("value=\"{typed}\""))
            && page.contains(&format!(
                "hakem result {} 1 {typed} --round 1",
                dir.display()
            )),
        "{page}"
    );
    let (status, page) = post_form(&url("save"), &[("tokens", typed)], Some(PASSWORD));
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains(&format!(
            "<div class=\"ok\">Masa 1: sonuç kaydedildi — {typed}</div>"
        )),
        "{page}"
    );
    let saved = record(&dir, 1, 1);
    assert!(
        saved.contains("first = 26, second = 22") && saved.contains("warning"),
        "{saved}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A table's code sends counted sets only: a forfeit (the arbiter's
/// decision) or moves with the right code are refused with 403 and the
/// documented JSON error, and nothing is written; the same code's counted
/// sets are taken.
#[test]
fn a_code_sends_counted_sets_only() {
    let dir = event("code-counted", "turkish-mangala", 4);
    let codes = codes(&dir, 1);
    let s = Server::start(&dir);
    let before = record(&dir, 1, 1);
    for body in [
        json!({"code": codes[0], "forfeit": "second"}),
        json!({"code": codes[0], "forfeit": "both"}),
        json!({"code": codes[0], "sets": [{"moves": [3, 9, 1]}]}),
    ] {
        let (status, text) = post_json(&result_url(&s, 1, 1), &body);
        assert_eq!(status, 403, "{body}: {text}");
        let answer: Value = serde_json::from_str(&text).expect("JSON error");
        assert!(
            answer["error"]
                .as_str()
                .is_some_and(|e| e.contains("counted only")),
            "{text}"
        );
        assert_eq!(record(&dir, 1, 1), before, "{body}");
    }
    let (status, text) = post_json(
        &result_url(&s, 1, 1),
        &json!({"code": codes[0], "sets": two_nil()}),
    );
    assert_eq!(status, 200, "{text}");
    assert!(won_by(&record(&dir, 1, 1), "first"));
    let _ = std::fs::remove_dir_all(&dir);
}
