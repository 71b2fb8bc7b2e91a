//! One truth for the standings, and the round's facts on every paper: a
//! 12-player Mangala event paired by `hakem pair`, its tables filled with
//! seeded random legal games and a forfeit entered in `event.toml`. A sheet
//! of a round's tables (`hakem sheet round-2/table-*.toml`, run inside the
//! event folder as a referee would) shows the standings `hakem event
//! standings` gives, rank for rank; records outside the event show their
//! results and no standings; the round's results list has every table on
//! one line; the records carry the event's date and the sheets its chief
//! arbiter.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::event_swiss::{fill, ok};

const PLAYERS: [(&str, &str, &str); 12] = [
    ("ayse-yilmaz", "Ayşe", "Yılmaz"),
    ("mehmet-demir", "Mehmet", "Demir"),
    ("zeynep-celik", "Zeynep", "Çelik"),
    ("oguz-sahin", "Oğuz", "Şahin"),
    ("ilker-ozturk", "İlker", "Öztürk"),
    ("cagla-sen", "Çağla", "Şen"),
    ("sukru-dogan", "Şükrü", "Doğan"),
    ("omer-isik", "Ömer", "Işık"),
    ("gulsen-unal", "Gülşen", "Ünal"),
    ("ilgin-koc", "Ilgın", "Koç"),
    ("nehir-aksoy", "Nehir", "Aksoy"),
    ("umut-uysal", "Umut", "Uysal"),
];

fn event_toml() -> String {
    let mut s = String::from(
        "name = \"Okul Turnuvası\"\nsite = \"Konya\"\nstart = 2024-03-09\n\
         chief_arbiter = \"Hakan Yıldırım\"\nvariant = \"turkish-mangala\"\n\
         rules = \"mangala-2023\"\nrounds = 4\ninitial_ranking = \"surname\"\nlot = \"starts\"\n",
    );
    for (id, given, surname) in PLAYERS {
        s.push_str(&format!(
            "\n[[player]]\nid = \"{id}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\n"
        ));
    }
    s
}

/// `hakem ARGS` run inside `dir`: (status, stdout, stderr).
fn hakem_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run hakem");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn tables(dir: &Path, round: u8) -> Vec<String> {
    let mut t: Vec<String> = fs::read_dir(dir.join(format!("round-{round}")))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("table-"))
        .map(|n| format!("round-{round}/{n}"))
        .collect();
    t.sort();
    t
}

/// The rows of the text table under `heading`: cells between `│`.
fn rows_under(text: &str, heading: &str) -> Vec<Vec<String>> {
    let part = text
        .split(heading)
        .nth(1)
        .unwrap_or_else(|| panic!("no {heading:?} in:\n{text}"));
    part.lines()
        .skip_while(|l| !l.starts_with('╞'))
        .skip(1)
        .take_while(|l| l.starts_with('│'))
        .map(|l| {
            l.trim_matches('│')
                .split('┆')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

/// Points as printed ("2½", "3") as a number.
/// A figure as the lists print it ("31½", "19¾", "¼", "28").
fn number(s: &str) -> f64 {
    for (glyph, part) in [('¼', 0.25), ('½', 0.5), ('¾', 0.75)] {
        if let Some(w) = s.strip_suffix(glyph) {
            return w.parse::<f64>().unwrap_or(0.0) + part;
        }
    }
    s.parse().unwrap()
}

/// A 12-player event: round 1 played, round 2 played but for one table
/// lost by forfeit (entered in `event.toml`). Returns the folder and the
/// forfeited table's file.
fn two_rounds(name: &str) -> (PathBuf, String) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("event.toml"), event_toml()).unwrap();
    let d = dir.to_str().unwrap().to_string();
    ok(&["pair", &d]);
    for (i, t) in tables(&dir, 1).iter().enumerate() {
        fill(&dir.join(t), 7000 + i as u64);
    }
    ok(&["pair", &d]);
    let round2 = tables(&dir, 2);
    let forfeited = round2[2].clone();
    let record: toml::Value =
        toml::from_str(&fs::read_to_string(dir.join(&forfeited)).unwrap()).unwrap();
    let absent = record["players"]["second"]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let mut toml = fs::read_to_string(dir.join("event.toml")).unwrap();
    toml.push_str(&format!(
        "\n[[forfeit]]\nround = 2\nplayer = \"{absent}\"\n"
    ));
    fs::write(dir.join("event.toml"), toml).unwrap();
    for (i, t) in round2.iter().enumerate() {
        if *t != forfeited {
            fill(&dir.join(t), 8000 + i as u64);
        }
    }
    ok(&["event", "check", &d]);
    (dir, forfeited)
}

#[test]
fn a_sheet_of_an_events_tables_shows_the_events_standings() {
    let (dir, forfeited) = two_rounds("event-results-standings");
    let d = dir.to_str().unwrap();
    for round in [1u8, 2] {
        let json: serde_json::Value = serde_json::from_str(&ok(&[
            "event",
            "standings",
            d,
            "--after",
            &round.to_string(),
            "--format",
            "json",
        ]))
        .unwrap();
        let expected = json["standings"].as_array().unwrap();
        assert_eq!(expected.len(), 12);
        // As a referee types it, inside the event folder.
        let mut args = vec![
            "sheet",
            "--summary-only",
            "--format",
            "text",
            "--lang",
            "en",
        ];
        let files = tables(&dir, round);
        args.extend(files.iter().map(String::as_str));
        let (code, text, err) = hakem_in(&dir, &args);
        assert_eq!(code, 0, "{err}");
        let rows = rows_under(&text, &format!("STANDINGS AFTER ROUND {round}"));
        assert_eq!(rows.len(), 12, "{text}");
        let codes: Vec<&str> = json["tie_breaks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        for (row, want) in rows.iter().zip(expected) {
            let rank = want["rank"].as_u64().unwrap();
            let shared = if want["shared"].as_bool().unwrap() {
                "="
            } else {
                ""
            };
            assert_eq!(row[0], format!("{rank}{shared}"), "{row:?}");
            assert_eq!(
                row[1],
                format!(
                    "{} ({})",
                    want["name"].as_str().unwrap(),
                    want["number"].as_u64().unwrap()
                )
            );
            assert_eq!(number(&row[3]), want["points"].as_f64().unwrap(), "{row:?}");
            for (k, code) in codes.iter().enumerate() {
                let v = want["tie_breaks"][code].as_f64().unwrap();
                assert_eq!(number(&row[4 + k]), v, "{code} of {row:?}");
            }
        }
        assert!(text.contains("Chief arbiter (Hakan Yıldırım)"), "{text}");
    }
    // The forfeit: its table's result by the event, not "*" or "0-0".
    let (_, text, _) = hakem_in(
        &dir,
        &[
            "sheet",
            "--summary-only",
            "--format",
            "text",
            "--lang",
            "en",
            "round-2/table-01.toml",
            &forfeited,
        ],
    );
    let results = rows_under(&text, "ROUND RESULTS");
    let table = forfeited
        .trim_start_matches("round-2/table-")
        .trim_end_matches(".toml")
        .trim_start_matches('0')
        .to_string();
    let row = results.iter().find(|r| r[0] == table).unwrap();
    assert_eq!(row[2], "1-0 (F)", "{text}");
    assert_eq!(row[4], "", "a forfeit has no set points: {row:?}");
}

#[test]
fn records_outside_an_event_get_results_and_never_standings() {
    let (dir, _) = two_rounds("event-results-outside");
    let outside = dir.with_file_name("event-results-outside-copy");
    let _ = fs::remove_dir_all(&outside);
    fs::create_dir_all(&outside).unwrap();
    for t in tables(&dir, 1) {
        let name = t.trim_start_matches("round-1/");
        let text = fs::read_to_string(dir.join(&t)).unwrap();
        // The copies name the ruleset by its built-in name, so they read
        // anywhere.
        fs::write(outside.join(name), text).unwrap();
    }
    let mut args = vec!["sheet", "--summary-only", "--format", "text"];
    let files = tables(&dir, 1);
    let names: Vec<String> = files
        .iter()
        .map(|t| t.trim_start_matches("round-1/").to_string())
        .collect();
    args.extend(names.iter().map(String::as_str));
    for lang in ["tr", "en"] {
        let mut a = args.clone();
        a.extend(["--lang", lang]);
        let (code, text, err) = hakem_in(&outside, &a);
        assert_eq!(code, 0, "{err}");
        for word in ["STANDINGS", "PUAN DURUMU", "Standings", "Puan Durumu"] {
            assert!(!text.contains(word), "{word} outside an event:\n{text}");
        }
        assert!(text.contains("1-0") || text.contains("0-1"), "{text}");
    }
}

#[test]
fn a_round_not_all_in_gives_no_standings_on_its_sheet() {
    let (dir, _) = two_rounds("event-results-not-yet");
    ok(&["pair", dir.to_str().unwrap()]);
    let round3 = tables(&dir, 3);
    fill(&dir.join(&round3[0]), 9000);
    let mut args = vec![
        "sheet",
        "--summary-only",
        "--format",
        "text",
        "--lang",
        "en",
    ];
    args.extend(round3.iter().map(String::as_str));
    let (_, text, _) = hakem_in(&dir, &args);
    assert!(
        text.contains("The standings follow once every result of rounds 1 to 3 is in"),
        "{text}"
    );
    assert!(rows_under(&text, "ROUND RESULTS").len() == round3.len());
    assert!(!text.contains("│ Rank"), "{text}");
}

#[test]
fn the_results_list_has_every_table_on_one_line() {
    let (dir, forfeited) = two_rounds("event-results-list");
    let d = dir.to_str().unwrap();
    let text = ok(&[
        "event",
        "print",
        d,
        "results",
        "--round",
        "2",
        "--format",
        "text",
        "--lang",
        "tr",
        "--with-standings",
    ]);
    let rows = rows_under(&text, "2. TUR SONUÇLARI\n");
    assert_eq!(rows.len(), 6, "{text}");
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row[0], (i + 1).to_string());
        assert!(["1-0", "0-1", "½-½"].contains(&row[2].as_str()), "{row:?}");
    }
    let table: usize = forfeited
        .trim_start_matches("round-2/table-")
        .trim_end_matches(".toml")
        .parse()
        .unwrap();
    // The remark says the forfeit and who did not come.
    let remark = &rows[table - 1][6];
    assert!(
        remark.starts_with("hükmen: ") && remark.ends_with(" gelmedi"),
        "{:?}",
        rows[table - 1]
    );
    assert!(text.contains("2. TUR SONRASI PUAN DURUMU"), "{text}");
    // Every record `pair` wrote carries the event's date (its only day).
    for t in tables(&dir, 2) {
        let record = fs::read_to_string(dir.join(t)).unwrap();
        assert!(record.contains("date = 2024-03-09"), "{record}");
    }
    // A match sheet of the event names its chief arbiter.
    let (_, sheet, _) = hakem_in(
        &dir,
        &["sheet", "--format", "text", "--lang", "en", &forfeited],
    );
    assert!(sheet.contains("Chief arbiter: Hakan Yıldırım"), "{sheet}");
}

/// The JSON listings against the folder they describe: `pair --format
/// json` names the round folder it wrote and the tables of its
/// `pairing.toml`; `event check --format json` says what comes next.
#[test]
fn the_json_listings_agree_with_the_folder() {
    let (dir, _) = two_rounds("event-results-json");
    let d = dir.to_str().unwrap();
    let check: serde_json::Value =
        serde_json::from_str(&ok(&["event", "check", d, "--format", "json"])).unwrap();
    assert_eq!(check["valid"], true);
    assert_eq!(check["next"], "pair");
    assert_eq!(check["next_round"], 3);
    assert_eq!(check["paired"], 2);
    let rounds = check["round_status"].as_array().unwrap();
    assert!(
        rounds
            .iter()
            .all(|r| r["complete"] == r["tables"] && r["tables"] == 6)
    );
    let paired: serde_json::Value =
        serde_json::from_str(&ok(&["pair", d, "--format", "json"])).unwrap();
    assert_eq!(paired["round"], 3);
    assert_eq!(
        Path::new(paired["written"].as_str().unwrap()),
        dir.join("round-3")
    );
    let manifest: toml::Value =
        toml::from_str(&fs::read_to_string(dir.join("round-3/pairing.toml")).unwrap()).unwrap();
    let tables = manifest["tables"].as_array().unwrap();
    let listed = paired["tables"].as_array().unwrap();
    assert_eq!(listed.len(), tables.len());
    for (t, pair) in listed.iter().zip(tables) {
        assert_eq!(t["first"]["id"].as_str(), pair[0].as_str());
        assert_eq!(t["second"]["id"].as_str(), pair[1].as_str());
    }
    // The points before round 3 are the standings' after round 2.
    let standings: serde_json::Value = serde_json::from_str(&ok(&[
        "event",
        "standings",
        d,
        "--after",
        "2",
        "--format",
        "json",
    ]))
    .unwrap();
    for t in listed {
        for side in ["first", "second"] {
            let id = &t[side]["id"];
            let row = standings["standings"]
                .as_array()
                .unwrap()
                .iter()
                .find(|r| &r["id"] == id)
                .unwrap();
            assert_eq!(t[side]["points"], row["points"], "{id}");
        }
    }
    let check: serde_json::Value = serde_json::from_str(
        &crate::event_swiss::hakem(&["event", "check", d, "--format", "json"]).1,
    )
    .unwrap();
    assert_eq!(check["valid"], false, "round 3 has no results yet");
    assert_eq!(check["next"], "blocked");
    assert_eq!(check["problems"].as_array().unwrap().len(), 6);
}

/// A round entered from the cards with `hakem result` (sets counted on
/// paper, a time-out with one store counted, a double forfeit): the results
/// list shows each set's counted stores, the forfeit in a word, and totals
/// that are the event's standings.
#[test]
fn the_results_list_shows_sets_counted_on_paper() {
    let dir = a_round_on_paper("event-results-paper");
    let d = dir.to_str().unwrap();
    let text = ok(&[
        "event",
        "print",
        d,
        "results",
        "--round",
        "3",
        "--format",
        "markdown",
        "--lang",
        "en",
        "--with-standings",
    ]);
    let rows = rows_of_markdown(&text);
    let table = |n: &str| rows.iter().find(|r| r[0] == n).unwrap().clone();
    assert_eq!(table("1")[4], "30-18, 18-30, 26-22", "{text}");
    assert_eq!(table("1")[5], "2-1");
    // A set decided by the timer rule is marked, and the remark says whose
    // time ran out.
    assert_eq!(table("2")[4], "·-20 (t), 30-18", "{text}");
    assert_eq!(table("2")[6], format!("time-out: set 1, {}", table("2")[3]));
    assert!(
        text.contains("(t): the set was decided by the timer rule"),
        "{text}"
    );
    assert_eq!(table("3")[2], "0-0");
    assert_eq!(table("3")[6], "double forfeit: neither player came");
    assert_eq!(table("4")[4], "24-24, 20-28, 31-17");
    assert_eq!(table("4")[2], "½-½", "{text}");
    // Every player's total after the round is their points in the event's
    // standings after it.
    let standings: serde_json::Value = serde_json::from_str(&ok(&[
        "event",
        "standings",
        d,
        "--after",
        "3",
        "--format",
        "json",
    ]))
    .unwrap();
    for row in rows.iter().filter(|r| r.len() == 6 && r[0].ends_with(')')) {
        let want = standings["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| row[0] == format!("{} ({})", s["name"].as_str().unwrap(), s["number"]))
            .unwrap();
        assert_eq!(number(&row[5]), want["points"].as_f64().unwrap(), "{row:?}");
    }
}

/// The 12-player event with round 3 entered from the cards by `hakem
/// result`: sets counted on paper, a time-out with one store, a double
/// forfeit, a drawn round.
pub fn a_round_on_paper(name: &str) -> PathBuf {
    let (dir, _) = two_rounds(name);
    let d = dir.to_str().unwrap();
    ok(&["pair", d]);
    for (table, sets) in [
        ("1", vec!["30-18", "18-30", "26-22"]),
        ("2", vec!["t:second:20", "30-18"]),
        ("3", vec!["forfeit:both"]),
        ("4", vec!["24-24", "20-28", "31-17"]),
        ("5", vec!["40-8", "36-12"]),
        ("6", vec!["10-38", "22-26"]),
    ] {
        let mut args = vec!["result", d, table];
        args.extend(sets);
        ok(&args);
    }
    ok(&["event", "check", d]);
    dir
}

/// The rows of every Markdown table in `text`, as cells.
fn rows_of_markdown(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("| ---") && !l.contains("---: |"))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}
