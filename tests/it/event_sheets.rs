//! Snapshot tests of the tournament's printouts (insta), on the sample
//! event: the pairing of round 3 (by table, alphabetically, cards) and the
//! standings after round 7 with the cross table. `INSTA_UPDATE=always cargo
//! test --test it event_sheets` after a deliberate change; review the diff.
//!
//! The snapshots are change detectors: they record today's output. The
//! independent checks read the printed text back: the pairing list against
//! the round's `pairing.toml` (read here with `toml`, not hakem), and the
//! cross table against itself (each game seen from both sides, one of the
//! two players starting set 1, every player's points the sum of the cells)
//! and against the standings printed beside it.

use std::collections::BTreeMap;
use std::path::Path;

use chrono::{NaiveDate, NaiveDateTime};
use hakem::event::folder::Folder;
use hakem::event::results::RoundResults;
use hakem::event::standings::{CrossTable, PairingList, Standings};
use hakem::sheet::{self, Format};
use hakem::words::{Language, Words};

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/event-swiss");

fn printed() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2023, 10, 29)
        .and_then(|d| d.and_hms_opt(18, 30, 0))
        .unwrap()
}

fn folder() -> Folder {
    Folder::open(Path::new(SAMPLE)).unwrap()
}

fn pairing(f: &Folder, round: u8, lang: Language, format: Format) -> String {
    let list = PairingList::new(f, &f.rounds[usize::from(round) - 1].manifest);
    sheet::render_view(
        &sheet::event::pairing(f, &list, None, Words::new(lang), printed()),
        format,
    )
}

fn standings(f: &Folder, after: u8, lang: Language, format: Format) -> String {
    let s = Standings::new(f, after);
    let c = CrossTable::new(f, &s);
    sheet::render_view(
        &sheet::event::standings(f, &s, &c, Words::new(lang), printed()),
        format,
    )
}

/// Change detector: records today's output; the independent check is
/// `the_pairing_list_is_the_rounds_pairing`.
#[test]
fn pairing_printouts() {
    let f = folder();
    for (lang, format, name) in [
        (Language::TR, Format::Text, "tr-text"),
        (Language::EN, Format::Text, "en-text"),
        (Language::EN, Format::Markdown, "en-markdown"),
        (Language::TR, Format::Html, "tr-html"),
    ] {
        insta::assert_snapshot!(
            format!("pairing-round-3-{name}"),
            pairing(&f, 3, lang, format)
        );
    }
}

/// Change detector: records today's output; the independent check is
/// `the_cross_table_agrees_with_itself_and_the_standings`.
#[test]
fn standings_printouts() {
    let f = folder();
    for (lang, format, name) in [
        (Language::TR, Format::Text, "tr-text"),
        (Language::EN, Format::Text, "en-text"),
        (Language::EN, Format::Markdown, "en-markdown"),
        (Language::TR, Format::Html, "tr-html"),
        (Language::EN, Format::Html, "en-html"),
    ] {
        insta::assert_snapshot!(
            format!("standings-after-7-{name}"),
            standings(&f, 7, lang, format)
        );
    }
}

/// The rows of every Markdown table in `text`, as cells.
fn markdown_rows(text: &str) -> Vec<Vec<String>> {
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

#[test]
fn the_pairing_list_is_the_rounds_pairing() {
    let f = folder();
    let names: BTreeMap<String, String> = {
        let event: toml::Value =
            toml::from_str(&std::fs::read_to_string(Path::new(SAMPLE).join("event.toml")).unwrap())
                .unwrap();
        event["player"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p["id"].as_str().unwrap().to_string(),
                    format!(
                        "{} {}",
                        p["given_name"].as_str().unwrap(),
                        p["surname"].as_str().unwrap()
                    ),
                )
            })
            .collect()
    };
    for round in 1..=7u8 {
        let manifest: toml::Value = toml::from_str(
            &std::fs::read_to_string(Path::new(SAMPLE).join(format!("round-{round}/pairing.toml")))
                .unwrap(),
        )
        .unwrap();
        let tables = manifest["tables"].as_array().unwrap();
        let text = pairing(&f, round, Language::EN, Format::Markdown);
        // The list by table: the first page (the cards have tables too).
        let by_table = text.split("Pairing list (alphabetical)").next().unwrap();
        let rows: Vec<Vec<String>> = markdown_rows(by_table)
            .into_iter()
            .filter(|r| r.len() == 7 && r[0] != "Table")
            .collect();
        assert_eq!(rows.len(), tables.len(), "round {round}");
        for (i, (row, pair)) in rows.iter().zip(tables).enumerate() {
            assert_eq!(row[0], (i + 1).to_string());
            let first = &names[pair[0].as_str().unwrap()];
            let second = &names[pair[1].as_str().unwrap()];
            assert!(
                row[1].starts_with(&format!("{first} (")),
                "round {round}: {row:?}"
            );
            assert!(
                row[5].starts_with(&format!("{second} (")),
                "round {round}: {row:?}"
            );
        }
        if let Some(bye) = manifest.get("bye").and_then(|b| b.as_str()) {
            assert!(text.contains(&format!("Bye (allocated by the pairing): {} (", names[bye])));
        }
    }
}

/// Points as printed ("4½", "5") in half-points.
fn halves(s: &str) -> u32 {
    let (whole, half) = match s.strip_suffix('½') {
        Some(w) => (w, 1),
        None => (s, 0),
    };
    whole.parse::<u32>().unwrap_or(0) * 2 + half
}

#[test]
fn the_cross_table_agrees_with_itself_and_the_standings() {
    let f = folder();
    let text = standings(&f, 7, Language::EN, Format::Markdown);
    let (first, second) = text.split_once("Cross table after round 7").unwrap();
    let standings: Vec<Vec<String>> = markdown_rows(first)
        .into_iter()
        .filter(|r| r[0] != "Rank")
        .collect();
    let cross: Vec<Vec<String>> = markdown_rows(second)
        .into_iter()
        .filter(|r| r[0] != "Line")
        .collect();
    assert_eq!(standings.len(), 40);
    assert_eq!(cross.len(), 40);
    for (i, row) in cross.iter().enumerate() {
        // The same player and points on the same line of both tables.
        assert_eq!(row[0], (i + 1).to_string());
        assert_eq!(row[1], standings[i][1]);
        // The club, the points and every tie-break as in the standings.
        assert_eq!(row[2], standings[i][2]);
        assert_eq!(row[3], standings[i][3]);
        assert_eq!(row[row.len() - 6..], standings[i][4..]);
        let mut sum = 0;
        for (r, cell) in row[4..row.len() - 6].iter().enumerate() {
            sum += match cell.as_str() {
                "BYE" => 2,
                "=REQ" => 1,
                "." => 0,
                c => {
                    let sign = &c[..1];
                    let rest = c[1..].trim_end_matches(['s', 'F']);
                    let j: usize = rest.parse().unwrap();
                    let theirs = &cross[j - 1][4 + r];
                    let back = format!("{}", i + 1);
                    let mirrored = match sign {
                        "+" => "-",
                        "-" => "+",
                        _ => "=",
                    };
                    assert!(
                        theirs.starts_with(&format!("{mirrored}{back}")),
                        "line {}, round {}: {c} but line {j} has {theirs}",
                        i + 1,
                        r + 1
                    );
                    if !c.ends_with('F') {
                        assert!(
                            c.ends_with('s') != theirs.ends_with('s'),
                            "line {}, round {}: exactly one player starts set 1 ({c}, {theirs})",
                            i + 1,
                            r + 1
                        );
                    }
                    match sign {
                        "+" => 2,
                        "=" => 1,
                        _ => 0,
                    }
                }
            };
        }
        assert_eq!(sum, halves(&row[3]), "line {}: {row:?}", i + 1);
    }
}

fn results(f: &Folder, round: u8, with_standings: bool, lang: Language, format: Format) -> String {
    let r = RoundResults::new(f, &f.rounds[usize::from(round) - 1]);
    let s = with_standings.then(|| Standings::new(f, round));
    sheet::render_view(
        &sheet::event_results::results(f, &r, s.as_ref(), Words::new(lang), printed()),
        format,
    )
}

fn pairing_with_results(f: &Folder, round: u8, lang: Language, format: Format) -> String {
    let r = &f.rounds[usize::from(round) - 1];
    let list = PairingList::new(f, &r.manifest);
    let results = RoundResults::new(f, r);
    sheet::render_view(
        &sheet::event::pairing(f, &list, Some(&results), Words::new(lang), printed()),
        format,
    )
}

/// Change detector: records today's output (round 4 of the sample has a
/// forfeit, a requested bye and the pairing-allocated one); the independent
/// check is `the_results_list_is_the_events_results`.
#[test]
fn results_printouts() {
    let f = folder();
    for (lang, format, name) in [
        (Language::TR, Format::Text, "tr-text"),
        (Language::EN, Format::Text, "en-text"),
        (Language::TR, Format::Markdown, "tr-markdown"),
        (Language::EN, Format::Markdown, "en-markdown"),
        (Language::TR, Format::Html, "tr-html"),
        (Language::EN, Format::Html, "en-html"),
    ] {
        insta::assert_snapshot!(
            format!("results-round-4-{name}"),
            results(&f, 4, false, lang, format)
        );
    }
    insta::assert_snapshot!(
        "results-round-4-with-standings-en-text",
        results(&f, 4, true, Language::EN, Format::Text)
    );
    insta::assert_snapshot!(
        "pairing-with-results-round-4-tr-text",
        pairing_with_results(&f, 4, Language::TR, Format::Text)
    );
}

/// The results list read back: every table once, in table order, its
/// players the pairing's, its sets the record's stores (read here with
/// `toml` and replayed by the engine), and every player's total the points
/// of the standings after the round.
#[test]
fn the_results_list_is_the_events_results() {
    let f = folder();
    for round in 1..=7u8 {
        let text = results(&f, round, true, Language::EN, Format::Markdown);
        let rows = markdown_rows(&text);
        let by_table: Vec<&Vec<String>> = rows
            .iter()
            .filter(|r| r.len() >= 6 && r[0].parse::<usize>().is_ok() && r[2].contains('-'))
            .collect();
        let r = &f.rounds[usize::from(round) - 1];
        assert_eq!(by_table.len(), r.tables.len(), "round {round}");
        for (i, row) in by_table.iter().enumerate() {
            assert_eq!(row[0], (i + 1).to_string(), "round {round}");
            let path = Path::new(SAMPLE).join(format!("round-{round}/table-{:02}.toml", i + 1));
            let record: toml::Value =
                toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            let first = record["players"]["first"]["name"].as_str().unwrap();
            let second = record["players"]["second"]["name"].as_str().unwrap();
            assert_eq!(row[1], first, "{row:?}");
            assert_eq!(row[3], second, "{row:?}");
            // Each set's final stores, replayed here.
            let rules = hakem::ruleset::builtin("turkish-mangala").unwrap().unwrap();
            let stores: Vec<String> = record["set"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|s| s.get("moves").and_then(|m| m.as_array()))
                .filter(|m| !m.is_empty())
                .enumerate()
                .map(|(k, moves)| {
                    let mut game = hakem::engine::Game::new(&rules);
                    for m in moves {
                        game.play(m.as_integer().unwrap() as u32).unwrap();
                    }
                    let p = game.position();
                    use hakem::engine::Player;
                    // The first player sits South in sets 1 and 3.
                    let (a, b) = (p.store(Player::South), p.store(Player::North));
                    if k % 2 == 0 {
                        format!("{a}-{b}")
                    } else {
                        format!("{b}-{a}")
                    }
                })
                .collect();
            assert_eq!(row[4], stores.join(", "), "round {round}: {row:?}");
        }
        // Totals against the standings printed after it.
        let s = Standings::new(&f, round);
        let alphabetical: Vec<&Vec<String>> = rows
            .iter()
            .filter(|r| {
                r.len() == 6 && !r[0].is_empty() && r[0].ends_with(')') && !r[2].contains('-')
            })
            .collect();
        // Every player of the round once: two a table, and the byes.
        let byes = RoundResults::new(&f, r).byes.len();
        assert_eq!(
            alphabetical.len(),
            2 * r.tables.len() + byes,
            "round {round}"
        );
        for row in &alphabetical {
            let standing = s
                .rows
                .iter()
                .find(|st| row[0] == format!("{} ({})", st.player.name, st.player.number))
                .unwrap_or_else(|| panic!("round {round}: {row:?} not in the standings"));
            assert_eq!(halves(&row[5]), standing.player.points, "{row:?}");
        }
        assert!(
            text.contains(&format!("Standings after round {round}")),
            "round {round}"
        );
    }
}

/// A text printout's page break is a form feed on standard output as in a
/// file written with `-o`, never the escaped `\u{c}`.
#[test]
fn a_text_printout_on_stdout_breaks_pages_with_form_feeds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args([
            "event",
            "print",
            "samples/event-swiss",
            "pairing",
            "--round",
            "2",
        ])
        .args(["--format", "text"])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(!text.contains("\\u{c}"), "an escaped page break");
    assert!(text.lines().filter(|l| *l == "\u{c}").count() >= 2, "pages");
}
