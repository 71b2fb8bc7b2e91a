//! One hall, several groups: the hall's table numbers (`first_table`)
//! through pairing, records, codes, `hakem result` and the lists; `hakem
//! event check A B C`; one `hakem serve` for several folders (each group
//! under `/<group>/`, `GET /api/groups`, codes unique across the hall and
//! refused on another group's tables, the phone finding its table from
//! the code alone, the hall's desk).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");

fn hakem(args: &[&str]) -> Output {
    Command::new(HAKEM)
        .args(args)
        .args(["--lang", "en"])
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-hall-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A group of `players` players whose tables start at `first_table` (none
/// written when `None`), surnames shared with the other groups.
pub(crate) fn group(
    hall: &Path,
    name: &str,
    players: usize,
    first_table: Option<usize>,
) -> PathBuf {
    let dir = hall.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let given = ["Ayşe", "Mehmet", "Zeynep", "Oğuz", "Çağla", "İsmail"];
    let surname = [
        "Yılmaz", "Demir", "Çelik", "Şahin", "Öztürk", "Işık", "Doğan",
    ];
    let mut text = format!(
        "name = \"Okullar Arası Mangala – {name}\"\nvariant = \"turkish-mangala\"\nrounds = 3\nlot = \"starts\"\n"
    );
    if let Some(first) = first_table {
        text.push_str(&format!("first_table = {first}\n"));
    }
    for i in 0..players {
        text.push_str(&format!(
            "\n[[player]]\nid = \"p{i:03}\"\ngiven_name = \"{}\"\nsurname = \"{}\"\n",
            given[i % given.len()],
            surname[i % surname.len()],
        ));
    }
    std::fs::write(dir.join("event.toml"), text).unwrap();
    dir
}

pub(crate) fn pair(dir: &Path) {
    let out = hakem(&["pair", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// `hakem event codes DIR --format json`: (table, code) of the last round.
pub(crate) fn codes(dir: &Path) -> Vec<(usize, String)> {
    let out = hakem(&["event", "codes", dir.to_str().unwrap(), "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap() as usize,
                t["code"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn a_group_numbers_its_tables_from_its_first_table_everywhere() {
    let hall = scratch("first-table");
    let dir = group(&hall, "ortaokul", 10, Some(61));
    let d = dir.to_str().unwrap();
    let out = hakem(&["pair", d, "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let paired: Value = serde_json::from_slice(&out.stdout).unwrap();
    let tables: Vec<u64> = paired["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["table"].as_u64().unwrap())
        .collect();
    assert_eq!(tables, [61, 62, 63, 64, 65]);
    // The records, their [event] table, the codes' comments.
    let round = dir.join("round-1");
    for t in 61..=65 {
        let text = std::fs::read_to_string(round.join(format!("table-{t}.toml"))).unwrap();
        assert!(text.contains(&format!("table = {t}\n")), "{text}");
    }
    assert!(!round.join("table-01.toml").exists());
    let codes_file = std::fs::read_to_string(round.join("codes.toml")).unwrap();
    assert!(codes_file.contains("# table 65\n"), "{codes_file}");
    let codes = codes(&dir);
    assert_eq!(
        codes.iter().map(|(t, _)| *t).collect::<Vec<_>>(),
        [61, 62, 63, 64, 65]
    );
    // `hakem result` by the hall's number; table 1 is no table of the group.
    let out = hakem(&["result", d, "1", "2-0"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("round 1 has tables 61 to 65, not 1"),
        "{}",
        stderr(&out)
    );
    let out = hakem(&["result", d, "62", "30-18", "28-20"]);
    assert!(out.status.success(), "{}{}", stdout(&out), stderr(&out));
    let out = hakem(&["event", "check", d, "--format", "json"]);
    let check: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(check["round_status"][0]["complete"], 1);
    let problems = check["problems"].to_string();
    assert!(problems.contains("table-61.toml"), "{problems}");
    assert!(!problems.contains("table-62.toml"), "{problems}");
    // A stack of cards names the hall's tables.
    let mut child = Command::new(HAKEM)
        .args(["result", d, "--lang", "en"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"63: 30-18 28-20\n2: 2-0\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        stderr(&out).contains("round 1 has tables 61 to 65, not 2"),
        "{}",
        stderr(&out)
    );
    let t63 = std::fs::read_to_string(round.join("table-63.toml")).unwrap();
    assert!(t63.contains("[[set]]") && t63.contains("30"), "{t63}");
    // The pairing list and cards print the hall's numbers.
    let out = hakem(&["event", "print", d, "pairing", "--format", "text"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("65"), "{}", stdout(&out));
    // The results list does too.
    let out = hakem(&["event", "print", d, "results", "--format", "text"]);
    let text = stdout(&out);
    assert!(text.contains("62"), "{text}");
}

#[test]
fn the_check_of_a_hall_reports_two_groups_whose_tables_overlap() {
    let hall = scratch("overlap");
    let a = group(&hall, "ilkokul", 12, None);
    let b = group(&hall, "ortaokul", 10, Some(6));
    let c = group(&hall, "lise", 8, Some(20));
    let args = |json: bool| {
        let mut v = vec![
            "event".to_string(),
            "check".to_string(),
            a.display().to_string(),
            b.display().to_string(),
            c.display().to_string(),
        ];
        if json {
            v.extend(["--format".to_string(), "json".to_string()]);
        }
        v
    };
    let run = |json: bool| {
        let a = args(json);
        hakem(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let out = run(false);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("ilkokul (tables 1 to 6) and ortaokul (tables 6 to 10) share table numbers"),
        "{text}"
    );
    assert!(!text.contains("lise (tables"), "{text}");
    assert!(
        text.contains("  lise: tables 20 to 23, 0 of 3 rounds paired"),
        "{text}"
    );
    let json: Value = serde_json::from_slice(&run(true).stdout).unwrap();
    assert_eq!(json["hall"]["valid"], false);
    assert_eq!(json["groups"][1]["group"], "ortaokul");
    assert_eq!(json["groups"][1]["first_table"], 6);
    assert_eq!(json["groups"][1]["check"]["players"], 10);
    // Moved on: the hall is fine, every round paired.
    let text = std::fs::read_to_string(b.join("event.toml"))
        .unwrap()
        .replace("first_table = 6", "first_table = 7");
    std::fs::write(b.join("event.toml"), text).unwrap();
    for dir in [&a, &b, &c] {
        pair(dir);
    }
    let out = run(false);
    let text = stdout(&out);
    assert!(
        text.contains("No two groups share a table number or a code."),
        "{text}"
    );
    // Every code of the three rounds is different (and the check would say).
    let mut all: Vec<String> = [&a, &b, &c]
        .iter()
        .flat_map(|d| codes(d).into_iter().map(|(_, c)| c))
        .collect();
    let n = all.len();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), n);
    // A code two groups share is found: one group's code copied into another's.
    let a_codes = std::fs::read_to_string(a.join("round-1/codes.toml")).unwrap();
    let first_a = codes(&a)[0].1.clone();
    let first_c = codes(&c)[2].1.clone();
    let c_file = c.join("round-1/codes.toml");
    let c_codes = std::fs::read_to_string(&c_file).unwrap();
    std::fs::write(&c_file, c_codes.replace(&first_c, &first_a)).unwrap();
    let text = stdout(&run(false));
    assert!(
        text.contains("lise, round 1, table 22 has the same code as ilkokul, round 1, table 1"),
        "{text}\n{a_codes}"
    );
}

#[test]
fn a_hall_folder_names_its_groups_and_bad_names_are_refused() {
    let hall = scratch("hall-file");
    group(&hall, "ilkokul", 6, None);
    group(&hall, "lise", 6, Some(4));
    std::fs::write(
        hall.join("hall.toml"),
        "name = \"Okullar\"\ngroups = [\"lise\", \"ilkokul\"]\n",
    )
    .unwrap();
    let out = hakem(&["event", "check", hall.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let (lise, ilkokul) = (
        text.find("  lise: tables 4 to 6").unwrap(),
        text.find("  ilkokul: tables 1 to 3").unwrap(),
    );
    assert!(lise < ilkokul, "{text}");
    std::fs::write(hall.join("hall.toml"), "groups = [\"lise\", \"Lise\"]\n").unwrap();
    let out = hakem(&["event", "check", hall.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("hall.toml:1:19"), "{}", stderr(&out));
    // A folder named otherwise than an address.
    let odd = group(&hall, "Lise_B", 6, Some(30));
    let out = hakem(&[
        "event",
        "check",
        hall.join("lise").to_str().unwrap(),
        odd.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("Lise_B"), "{}", stderr(&out));
}

use crate::serve::{PASSWORD, Server, agent, basic, get};
use serde_json::json;

/// A hall folder of three groups (surnames shared across them), each with
/// round 1 paired: ilkokul on tables 1 to 10, ortaokul from 11, lise from
/// 21.
fn three_groups(name: &str, players: [usize; 3]) -> (PathBuf, [PathBuf; 3]) {
    let hall = scratch(name);
    let a = group(&hall, "ilkokul", players[0], None);
    let b = group(&hall, "ortaokul", players[1], Some(1 + players[0] / 2));
    let c = group(
        &hall,
        "lise",
        players[2],
        Some(1 + players[0] / 2 + players[1] / 2),
    );
    std::fs::write(
        hall.join("hall.toml"),
        "name = \"Okullar Arası Mangala Şampiyonası\"\ngroups = [\"ilkokul\", \"ortaokul\", \"lise\"]\n",
    )
    .unwrap();
    for dir in [&a, &b, &c] {
        pair(dir);
    }
    (hall, [a, b, c])
}

fn post_json(url: &str, body: &Value) -> (u16, String) {
    let mut r = agent().post(url).send_json(body).unwrap();
    (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
}

fn post_form(url: &str, fields: &[(&str, &str)]) -> (u16, String) {
    let mut r = agent().post(url).send_form(fields.iter().copied()).unwrap();
    (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
}

fn two_nil(who: &str) -> Value {
    if who == "first" {
        json!([{ "claimed": { "first": 30, "second": 18 } }, { "claimed": { "first": 26, "second": 22 } }])
    } else {
        json!([{ "claimed": { "first": 18, "second": 30 } }, { "claimed": { "first": 22, "second": 26 } }])
    }
}

fn record(dir: &Path, table: usize) -> String {
    std::fs::read_to_string(dir.join(format!("round-1/table-{table:02}.toml"))).unwrap()
}

#[test]
fn one_server_serves_the_halls_groups_and_a_code_opens_only_its_own_table() {
    let (hall, groups) = three_groups("serve", [20, 20, 16]);
    let s = Server::start(&hall);
    // The groups, their names, tables and round.
    let (status, body) = get(&format!("{}/api/groups", s.url));
    assert_eq!(status, 200, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["hall"], "Okullar Arası Mangala Şampiyonası");
    let names: Vec<&str> = v["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["group"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ilkokul", "ortaokul", "lise"]);
    assert_eq!(v["groups"][1]["first_table"], 11);
    assert_eq!(v["groups"][1]["last_table"], 20);
    assert_eq!(v["groups"][2]["first_table"], 21);
    assert_eq!(v["groups"][0]["round"], 1);
    assert_eq!(v["groups"][0]["tables"], 10);
    assert_eq!(v["groups"][2]["missing"].as_array().unwrap().len(), 8);
    assert_eq!(v["groups"][1]["name"], "Okullar Arası Mangala – ortaokul");

    let [a, b, c] = &groups;
    let (ca, cb) = (codes(a), codes(b));
    let url = |g: &str, t: usize| format!("{}/{g}/api/rounds/1/tables/{t}/result", s.url);
    // A code of ilkokul's table 1 on ortaokul's tables, its own number
    // (no such table there) and the first of another group: refused.
    let before = record(b, 11);
    let (status, body) = post_json(
        &url("ortaokul", 11),
        &json!({"code": ca[0].1, "sets": two_nil("first")}),
    );
    assert_eq!(status, 403, "{body}");
    let (status, _) = post_json(
        &url("ortaokul", 1),
        &json!({"code": ca[0].1, "sets": two_nil("first")}),
    );
    assert_eq!(status, 404);
    let (status, _) = post_json(
        &url("lise", 21),
        &json!({"code": cb[0].1, "sets": two_nil("first")}),
    );
    assert_eq!(status, 403);
    assert_eq!(record(b, 11), before);
    // Its own table: written in its own group's folder only.
    let (status, body) = post_json(
        &url("ilkokul", 1),
        &json!({"code": ca[0].1, "sets": two_nil("second")}),
    );
    assert_eq!(status, 200, "{body}");
    assert!(record(a, 1).contains("first = 18, second = 30"));
    assert!(!record(b, 11).contains("claimed"));
    assert!(!record(c, 21).contains("claimed"));

    // The phone's page finds the group and the table from the code alone.
    let (status, page) = post_form(
        &format!("{}/table", s.url),
        &[("code", &cb[3].1.to_lowercase()), ("lang", "en")],
    );
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("Round 1, Table 14:"), "{page}");
    assert!(page.contains("action=\"/ortaokul/table/check\""), "{page}");
    assert!(!page.contains("action=\"/table/check\""), "{page}");
    // A code of no table of the hall: 403, then 429 after five.
    for _ in 0..5 {
        let (status, _) = post_form(&format!("{}/table", s.url), &[("code", "ZZZZZZ")]);
        assert_eq!(status, 403);
    }
    let (status, _) = post_form(&format!("{}/table", s.url), &[("code", &cb[3].1)]);
    assert_eq!(status, 429);
    // Every group's table of a wrong code counts on its own: ilkokul's
    // table 2 refused five times leaves ortaokul's table 12 open.
    for _ in 0..5 {
        let (status, _) = post_json(
            &url("ilkokul", 2),
            &json!({"code": "ZZZZZZ", "sets": two_nil("first")}),
        );
        assert_eq!(status, 403);
    }
    let (status, _) = post_json(
        &url("ilkokul", 2),
        &json!({"code": ca[1].1, "sets": two_nil("first")}),
    );
    assert_eq!(status, 429);
    let (status, body) = post_json(
        &url("ortaokul", 12),
        &json!({"code": cb[1].1, "sets": two_nil("first")}),
    );
    assert_eq!(status, 200, "{body}");

    // Every page of a group leads to the group's addresses; the hall's
    // wall shows every group, the pinned one its own.
    let (status, wall) = get(&format!("{}/lise/?lang=en", s.url));
    assert_eq!(status, 200);
    assert!(wall.contains("href=\"/lise/table?lang=en\""), "{wall}");
    assert!(wall.contains("fetch('/lise/api/stamp'"), "{wall}");
    assert!(!wall.contains("href=\"/table"), "{wall}");
    let (status, wall) = get(&format!("{}/?lang=en", s.url));
    assert_eq!(status, 200);
    for g in ["ilkokul", "ortaokul", "lise"] {
        assert!(
            wall.contains(&format!("data-panel=\"{g}-pairing\"")),
            "{wall}"
        );
    }
    assert!(wall.contains("Okullar Arası Mangala Şampiyonası"), "{wall}");
}

#[test]
fn the_halls_desk_lists_every_missing_table_and_pairs_a_group_whose_results_are_in() {
    let (hall, groups) = three_groups("desk", [8, 6, 4]);
    let s = Server::start(&hall);
    let desk = format!("{}/desk?lang=en", s.url);
    assert_eq!(get(&desk).0, 401);
    let read = |url: &str| {
        let mut r = agent()
            .get(url)
            .header("Authorization", basic(PASSWORD))
            .call()
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    };
    let (status, page) = read(&desk);
    assert_eq!(status, 200, "{page}");
    assert!(
        page.contains("9 tables of the hall have no result yet"),
        "{page}"
    );
    assert!(
        page.contains("data-group=\"lise\" data-table=\"8\""),
        "{page}"
    );
    assert!(
        page.contains("href=\"/ortaokul/desk/tables/1/6?lang=en\""),
        "{page}"
    );
    // Lise's two tables in: lise may be paired from the hall's desk.
    let [_, _, c] = &groups;
    for (t, code) in codes(c) {
        let url = format!("{}/lise/api/rounds/1/tables/{t}/result", s.url);
        let (status, body) = post_json(&url, &json!({"code": code, "sets": two_nil("first")}));
        assert_eq!(status, 200, "{body}");
    }
    let (_, page) = read(&desk);
    assert!(
        page.contains("7 tables of the hall have no result yet"),
        "{page}"
    );
    assert!(
        page.contains("action=\"/lise/desk/pair?lang=en\""),
        "{page}"
    );
    assert!(!page.contains("action=\"/ilkokul/desk/pair"), "{page}");
    let mut r = agent()
        .post(&format!("{}/lise/desk/pair?lang=en", s.url))
        .header("Authorization", basic(PASSWORD))
        .send_form([("csrf", "")])
        .unwrap();
    let body = r.body_mut().read_to_string().unwrap();
    assert_eq!(r.status().as_u16(), 200, "{body}");
    assert!(c.join("round-2/table-08.toml").exists());
    // Its new codes are none of the other groups'.
    let others: Vec<String> = groups[..2]
        .iter()
        .flat_map(|d| codes(d))
        .map(|(_, c)| c)
        .collect();
    assert!(codes(c).iter().all(|(_, code)| !others.contains(code)));
    // The standings of each group are those of its folder.
    let (status, api) = get(&format!("{}/lise/api/standings", s.url));
    assert_eq!(status, 200);
    let out = hakem(&[
        "event",
        "standings",
        c.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(api, stdout(&out));
}

/// The hall's wall in headless Chromium on a projector and a TV: every
/// page within the window, every group's tables on its pages, each page
/// headed with its group's name; ilkokul's round complete (its results and
/// standings), the others being played (their pairings).
#[test]
#[ignore = "needs chromium and chromium-driver: .ci/run installs them"]
fn the_halls_wall_shows_every_group_in_turn_and_fits_a_projector_and_a_tv() {
    use crate::serve::{Browser, require_browser, shots};
    use crate::wall::{MEASURE, pages, results};
    use std::collections::{BTreeMap, BTreeSet};
    require_browser();
    let (hall, groups) = three_groups("wall", [120, 80, 40]);
    results(&groups[0], 1);
    let s = Server::start(&hall);
    let out = shots(&hall);
    let names = [
        "Okullar Arası Mangala – ilkokul",
        "Okullar Arası Mangala – ortaokul",
        "Okullar Arası Mangala – lise",
    ];
    let ranges = [1..=60usize, 61..=100, 101..=120];
    for (width, height) in [(1920u32, 1080u32), (1280, 720)] {
        let profile = hall.join(format!("profile-{width}"));
        let b = Browser::start(width, height, &profile);
        b.open(&format!("{}/?lang=tr", s.url));
        let n = pages(&b);
        let mut seen: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
        let mut standings = false;
        for i in 0..n {
            let m: Value = b.call("/execute/sync", json!({"script": MEASURE, "args": [i]}));
            let what = format!("{width}×{height}, page {}/{n}: {m}", i + 1);
            let sc: Vec<f64> = m["scroll"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap())
                .collect();
            assert!(
                sc[0] <= f64::from(width) && sc[1] <= f64::from(height),
                "the document is larger than the window: {what}"
            );
            assert!(
                sc[2] <= sc[3] + 1.0 && sc[4] <= sc[5] + 1.0,
                "the page is cut off: {what}"
            );
            assert!(
                m["right"].as_f64().unwrap() <= f64::from(width) + 0.5
                    && m["bottom"].as_f64().unwrap() <= f64::from(height) + 0.5,
                "something lies outside the window: {what}"
            );
            let heading = m["heading"].as_str().unwrap();
            let g = names
                .iter()
                .position(|name| heading.starts_with(&format!("{name} · ")))
                .unwrap_or_else(|| panic!("a page not headed with its group: {what}"));
            standings |= g == 0 && heading.contains("Puan Durumu");
            for t in m["tables"].as_array().unwrap() {
                let t = t.as_u64().unwrap() as usize;
                assert!(
                    ranges[g].contains(&t),
                    "table {t} on a page of {}: {what}",
                    names[g]
                );
                seen.entry(g).or_default().insert(t);
            }
            if i == 0 || i + 1 == n {
                b.screenshot(&out.join(format!("hall-wall-{width}-{}.png", i + 1)));
            }
        }
        for (g, range) in ranges.iter().enumerate() {
            assert_eq!(
                seen.get(&g).cloned().unwrap_or_default(),
                range.clone().collect::<BTreeSet<_>>(),
                "{width}×{height}: the tables of {} on the pages",
                names[g]
            );
        }
        assert!(standings, "{width}×{height}: ilkokul's standings not shown");
        drop(b);
        let _ = std::fs::remove_dir_all(&profile);
    }
}

/// Every table of three groups posts at once, the server killed (`kill
/// -9`) at a moment of the burst, again and again: every result answered
/// 200 is in its own group's record, no record is torn, and after a last
/// burst not killed each group's folder checks complete, its standings on
/// the server those of `hakem event standings`.
#[test]
fn killed_while_the_hall_posts_every_acknowledged_result_is_in_its_groups_files() {
    let (hall, groups) = three_groups("kill", [40, 30, 30]);
    let tables: Vec<(usize, String, usize)> = groups
        .iter()
        .enumerate()
        .flat_map(|(g, dir)| {
            let name = dir.file_name().unwrap().to_string_lossy().to_string();
            codes(dir)
                .into_iter()
                .map(move |(t, _)| (g, name.clone(), t))
        })
        .collect();
    assert_eq!(tables.len(), 50);
    let runs = 4;
    let mut acknowledged = 0;
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for run in 0..=runs {
        let who = move |table: usize| {
            if (table + run).is_multiple_of(2) {
                "second"
            } else {
                "first"
            }
        };
        let mut s = Server::start(&hall);
        let before: Vec<String> = tables
            .iter()
            .map(|(g, _, t)| record(&groups[*g], *t))
            .collect();
        let threads: Vec<_> = tables
            .iter()
            .map(|(g, name, t)| {
                let url = format!("{}/{name}/api/rounds/1/tables/{t}/result", s.url);
                let body = json!({"sets": two_nil(who(*t))});
                let (g, t) = (*g, *t);
                std::thread::spawn(move || {
                    let answer = agent()
                        .put(&url)
                        .header("Authorization", basic(PASSWORD))
                        .send_json(&body);
                    (g, t, answer.map(|r| r.status().as_u16()).unwrap_or(0))
                })
            })
            .collect();
        if run < runs {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            std::thread::sleep(std::time::Duration::from_millis(seed % 200));
            let _ = s.child.kill();
            let _ = s.child.wait();
        }
        for (i, th) in threads.into_iter().enumerate() {
            let (g, t, status) = th.join().unwrap();
            let now = record(&groups[g], t);
            let won = |who: &str| {
                let first = if who == "first" {
                    "first = 30, second = 18"
                } else {
                    "first = 18, second = 30"
                };
                now.contains(first)
            };
            if status == 200 {
                acknowledged += 1;
                assert!(
                    won(who(t)),
                    "run {run}: group {g} table {t} answered 200 but holds:\n{now}"
                );
            } else {
                assert!(
                    now == before[i] || won(who(t)),
                    "run {run}: group {g} table {t} torn:\n{now}"
                );
            }
        }
        drop(s);
    }
    assert!(acknowledged >= 50, "{acknowledged}");
    for dir in &groups {
        let out = hakem(&["event", "check", dir.to_str().unwrap()]);
        assert!(out.status.success(), "{}", stdout(&out));
    }
    let s = Server::start(&hall);
    for dir in &groups {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let (status, api) = get(&format!("{}/{name}/api/standings", s.url));
        assert_eq!(status, 200, "{api}");
        let out = hakem(&[
            "event",
            "standings",
            dir.to_str().unwrap(),
            "--format",
            "json",
        ]);
        assert_eq!(api, stdout(&out));
    }
}

/// A lone folder keeps today's routes at `/`, and has them under its
/// name as well; its API names the tables by the hall's numbers.
#[test]
fn a_lone_folder_keeps_its_routes_at_the_root_and_under_its_name() {
    let hall = scratch("lone");
    let dir = group(&hall, "ilkokul", 6, Some(31));
    pair(&dir);
    let s = Server::start(&dir);
    for path in [
        "/",
        "/ilkokul/",
        "/ilkokul",
        "/ilkokul/list/pairing",
        "/api/rounds/1",
    ] {
        assert_eq!(get(&format!("{}{path}", s.url)).0, 200, "{path}");
    }
    let (_, root) = get(&format!("{}/?lang=en", s.url));
    assert!(root.contains("href=\"/table?lang=en\""), "{root}");
    let (_, named) = get(&format!("{}/ilkokul/?lang=en", s.url));
    assert!(named.contains("href=\"/ilkokul/table?lang=en\""), "{named}");
    let (_, round) = get(&format!("{}/ilkokul/api/rounds/1", s.url));
    let round: Value = serde_json::from_str(&round).unwrap();
    assert_eq!(round["tables"][0]["table"], 31);
    let code = codes(&dir)[0].1.clone();
    let url = format!("{}/ilkokul/api/rounds/1/tables/31/result", s.url);
    let (status, body) = post_json(&url, &json!({"code": code, "sets": two_nil("first")}));
    assert_eq!(status, 200, "{body}");
    assert!(record(&dir, 31).contains("first = 30, second = 18"));
}
