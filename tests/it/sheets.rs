//! Snapshot tests of every sheet in every format and language (insta):
//! `cargo insta review` (or `INSTA_UPDATE=always cargo test --test it sheets`)
//! after a deliberate change; review the diff in `tests/snapshots/`.
//!
//! The snapshots are change detectors: they record today's output; the
//! independent check is `sheet_figures_agree_with_check_json` below, which
//! reads the figures back out of the printed text (stores, set points,
//! round points) and compares them with what `hakem check --format json`
//! decides for the same records. Standings come only from an event folder:
//! `tests/it/event_results.rs` checks a sheet of an event's tables against
//! `hakem event standings`.

use std::path::PathBuf;

use chrono::{NaiveDate, NaiveDateTime};
use hakem::Status;
use hakem::sheet::judging;
use hakem::sheet::{self, Format, model::Document};
use hakem::words::Language;
use unicode_width::UnicodeWidthStr;

fn printed() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2023, 10, 29)
        .and_then(|d| d.and_hms_opt(18, 30, 0))
        .unwrap()
}

fn doc(files: &[&str], lang: Option<Language>, with_matches: bool) -> Document {
    let files: Vec<PathBuf> = files.iter().map(PathBuf::from).collect();
    let (doc, _) = judging::judge_files(
        &files,
        &|d| hakem::words::Words::new(lang.or(d).unwrap_or(Language::EN)),
        printed(),
        with_matches,
    )
    .unwrap();
    doc
}

const EVENT: [&str; 4] = [
    "samples/event/celik-sahin.toml",
    "samples/event/dogan-isik.toml",
    "samples/event/ozturk-sen.toml",
    "samples/event/unal-koc.toml",
];

const FORMATS: [(Format, &str); 3] = [
    (Format::Html, "html"),
    (Format::Text, "text"),
    (Format::Markdown, "markdown"),
];

const LANGS: [Language; 2] = [Language::TR, Language::EN];

/// Change detector: records today's output; the independent check is
/// `sheet_figures_agree_with_check_json`.
#[test]
fn match_sheet_every_format_and_language() {
    for lang in LANGS {
        let d = doc(&["samples/mangala-2-0.toml"], Some(lang), true);
        for (format, ext) in FORMATS {
            insta::assert_snapshot!(
                format!("match-mangala-{}-{ext}", lang.code()),
                sheet::render(&d, format)
            );
        }
    }
}

/// Change detector: records today's output; the independent check is
/// `sheet_figures_agree_with_check_json`.
#[test]
fn results_every_format_and_language() {
    for lang in LANGS {
        let d = doc(&EVENT, Some(lang), false);
        for (format, ext) in FORMATS {
            insta::assert_snapshot!(
                format!("event-round-4-{}-{ext}", lang.code()),
                sheet::render(&d, format)
            );
        }
    }
}

/// Change detector: records today's output; the independent check is
/// `sheet_figures_agree_with_check_json`.
#[test]
fn other_variants_print_in_english_by_default() {
    for name in ["kalah", "oware", "czech-mancala"] {
        let d = doc(&[&format!("samples/{name}.toml")], None, true);
        assert_eq!(d.lang, Language::EN);
        insta::assert_snapshot!(
            format!("match-{name}-default-text"),
            sheet::render(&d, Format::Text)
        );
    }
    insta::assert_snapshot!(
        "match-kalah-default-markdown",
        sheet::render(&doc(&["samples/kalah.toml"], None, true), Format::Markdown)
    );
}

#[test]
fn mangala_prints_in_turkish_by_default() {
    assert_eq!(
        doc(&["samples/mangala-2-0.toml"], None, true).lang,
        Language::TR
    );
    assert_eq!(doc(&EVENT, None, true).lang, Language::TR);
}

/// Change detector: records today's output; the independent check is
/// `sheet_figures_agree_with_check_json`.
#[test]
fn an_illegal_move_is_shown_on_the_sheet() {
    let files = [PathBuf::from("samples/mangala-illegal.toml")];
    for lang in LANGS {
        let (d, status) =
            judging::judge_files(&files, &|_| hakem::words::Words::new(lang), printed(), true)
                .unwrap();
        assert_eq!(status, Status::Invalid);
        insta::assert_snapshot!(
            format!("match-illegal-{}-text", lang.code()),
            sheet::render(&d, Format::Text)
        );
    }
}

/// Change detector: records today's output; the independent check is
/// `sheet_figures_agree_with_check_json`.
#[test]
fn round_problems_are_worded_in_the_sheet_language() {
    let files = [PathBuf::from("samples/third-set-not-to-be-played.toml")];
    for lang in LANGS {
        let (d, status) =
            judging::judge_files(&files, &|_| hakem::words::Words::new(lang), printed(), true)
                .unwrap();
        assert_eq!(status, Status::Invalid);
        let text = sheet::render(&d, Format::Text);
        let expected = match lang.code() {
            "tr" => "Sorunlar: 3. set oynanmamalıydı",
            _ => "Problems: set 3 should not have been played",
        };
        assert!(text.contains(expected), "{text}");
        insta::assert_snapshot!(format!("match-problem-{}-text", lang.code()), text);
    }
}

/// Change detector: records today's output; the independent check is
/// `sheet_figures_agree_with_check_json`.
#[test]
fn a_round_entered_by_results_names_its_game() {
    let files = [PathBuf::from("samples/pentago-round.toml")];
    let (d, status) = judging::judge_files(
        &files,
        &|d| hakem::words::Words::new(d.unwrap_or(hakem::words::Language::EN)),
        printed(),
        true,
    )
    .unwrap();
    assert_eq!(status, Status::Success);
    let text = sheet::render(&d, Format::Text);
    assert!(text.contains("Oyun: Pentago\n"), "{text}");
    insta::assert_snapshot!("match-pentago-tr-text", text);
}

#[test]
fn cards_have_no_starting_player() {
    let files = [PathBuf::from("samples/equilibrio-round.toml")];
    let (d, _) = judging::judge_files(
        &files,
        &|d| hakem::words::Words::new(d.unwrap_or(hakem::words::Language::EN)),
        printed(),
        true,
    )
    .unwrap();
    for format in [Format::Text, Format::Markdown, Format::Html] {
        let out = sheet::render(&d, format);
        assert!(out.contains("1. Kart"), "{out}");
        assert!(!out.contains("Başlayan"), "{out}");
    }
}

#[test]
fn the_full_event_printout_holds_every_match() {
    let d = doc(&EVENT, Some(Language::TR), true);
    let html = sheet::render(&d, Format::Html);
    // One results page and one page per match.
    assert_eq!(html.matches("<section class=\"page").count(), 5);
    assert!(!html.contains("http"), "no external assets");
}

#[test]
fn records_of_different_events_are_refused() {
    let files = [
        PathBuf::from("samples/mangala-2-0.toml"),
        PathBuf::from("samples/kalah.toml"),
    ];
    let err = judging::judge_files(
        &files,
        &|d| hakem::words::Words::new(d.unwrap_or(hakem::words::Language::EN)),
        printed(),
        true,
    )
    .unwrap_err();
    assert!(err.to_string().contains("different events"), "{err}");
}

/// Every line of a text table has the same display width, with Turkish
/// letters precomposed (İ, ş, ğ) and decomposed (I + U+0307, s + U+0327).
#[test]
fn text_tables_line_up_with_turkish_letters() {
    let dir = std::env::temp_dir().join(format!("hakem-sheets-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = std::fs::read_to_string("samples/mangala-2-0.toml")
        .unwrap()
        .replace("Ayşe Yılmaz", "I\u{307}lker Şimşek Ağaoğlu")
        .replace("Mehmet Demir", "Ays\u{327}e Gu\u{308}l Öztürk");
    let path = dir.join("decomposed.toml");
    std::fs::write(&path, record).unwrap();
    let files = [path, PathBuf::from(EVENT[0]), PathBuf::from(EVENT[1])];
    for (i, files) in [&files[..1], &files[1..]].into_iter().enumerate() {
        let (d, _) = judging::judge_files(
            files,
            &|_| hakem::words::Words::new(Language::TR),
            printed(),
            true,
        )
        .unwrap();
        let text = sheet::render(&d, Format::Text);
        let mut width = None;
        for line in text.lines() {
            let boxed = line.starts_with(['┌', '│', '╞', '├', '└']);
            if !boxed {
                width = None;
                continue;
            }
            let w = line.width();
            match width {
                None => width = Some(w),
                Some(expected) => assert_eq!(w, expected, "misaligned: {line}"),
            }
        }
        if i == 0 {
            assert!(text.contains("┆ I\u{307}lker Şimşek Ağaoğlu ┆"), "{text}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Only an event ranks players: records outside an event folder get their
/// round results and no standings, in either language.
#[test]
fn records_outside_an_event_have_no_standings() {
    for lang in LANGS {
        let d = doc(&EVENT, Some(lang), false);
        let hakem::sheet::model::Body::Event(e) = &d.body else {
            panic!("several records make an event sheet");
        };
        assert!(matches!(
            e.summary,
            hakem::sheet::model::Summary::ResultsOnly
        ));
        for (format, _) in FORMATS {
            let text = sheet::render(&d, format);
            for word in ["Standings", "STANDINGS", "Puan Durumu", "PUAN DURUMU"] {
                assert!(!text.contains(word), "{word} in:\n{text}");
            }
        }
    }
}

/// `hakem check --format json` on `files`: one object per record.
fn check_json(files: &[&str]) -> Vec<serde_json::Value> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(["check", "--format", "json"])
        .args(files)
        .output()
        .expect("hakem runs");
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

/// "1½" → 1.5, as printed on a sheet.
fn printed_points(s: &str) -> f64 {
    let s = s.trim();
    match s.strip_suffix('½') {
        Some(whole) => whole.parse::<f64>().unwrap_or(0.0) + 0.5,
        None => s.parse().unwrap_or_else(|_| panic!("not points: {s:?}")),
    }
}

/// The cells of a text-table row: "│ Set points ┆ 2 ┆ 0 │".
fn row_cells(line: &str) -> Vec<String> {
    line.trim_matches(|c| c == '│' || c == ' ')
        .split('┆')
        .map(|c| c.trim().to_string())
        .collect()
}

/// What one English text match sheet prints: the players, each set's final
/// stores, the set points and round points.
struct Printed {
    stores: Vec<[u64; 2]>,
    set_points: [f64; 2],
    round_points: [f64; 2],
}

/// Reads the figures back out of the text of one match sheet.
fn read_match_sheet(text: &str) -> Printed {
    let field =
        |label: &str| -> Vec<&str> { text.lines().filter_map(|l| l.strip_prefix(label)).collect() };
    let name = |label: &str| {
        field(label)[0]
            .trim_end_matches(" (visually impaired)")
            .to_string()
    };
    let players = [name("First player: "), name("Second player: ")];
    let stores = field("Final stores: ")
        .iter()
        .map(|line| {
            // "Ayşe Yılmaz 25, Mehmet Demir 23": the number after each name.
            let first = line
                .strip_prefix(players[0].as_str())
                .expect("first player's store first");
            let (a, rest) = first.trim().split_once(", ").expect("two stores");
            let b = rest
                .strip_prefix(players[1].as_str())
                .expect("second player's store");
            [a.parse().unwrap(), b.trim().parse().unwrap()]
        })
        .collect();
    let figures = |label: &str| -> [f64; 2] {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("│ {label} ")))
            .unwrap_or_else(|| panic!("no {label} row"));
        let cells = row_cells(line);
        [printed_points(&cells[1]), printed_points(&cells[2])]
    };
    Printed {
        stores,
        set_points: figures("Set points"),
        round_points: figures("Round points"),
    }
}

fn pair(v: &serde_json::Value) -> [f64; 2] {
    [v["first"].as_f64().unwrap(), v["second"].as_f64().unwrap()]
}

/// The independent check of the match-sheet snapshots: the stores, set
/// points and round points printed on each sample's sheet are the ones the
/// referee's JSON verdict gives for the same record.
#[test]
fn sheet_figures_agree_with_check_json() {
    let files = [
        "samples/mangala-2-0.toml",
        "samples/kalah.toml",
        "samples/oware.toml",
        "samples/czech-mancala.toml",
        "samples/mangala-illegal.toml",
        "samples/round-drawn.toml",
        "samples/round-2-1.toml",
        "samples/third-set-not-to-be-played.toml",
        "samples/timeout-24-draws.toml",
        "samples/warnings-over-two-sets.toml",
    ];
    let verdicts = check_json(&files);
    assert_eq!(verdicts.len(), files.len());
    for (file, v) in files.iter().zip(&verdicts) {
        let d = doc(&[file], Some(Language::EN), true);
        let printed = read_match_sheet(&sheet::render(&d, Format::Text));
        let stores: Vec<[u64; 2]> = v["sets"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| !s["score"].is_null())
            .map(|s| {
                [
                    s["score"]["first"].as_u64().unwrap(),
                    s["score"]["second"].as_u64().unwrap(),
                ]
            })
            .collect();
        assert_eq!(printed.stores, stores, "{file}");
        assert_eq!(
            printed.set_points,
            pair(&v["match"]["set_points"]),
            "{file}"
        );
        assert_eq!(
            printed.round_points,
            pair(&v["match"]["round_points"]),
            "{file}"
        );
    }
}

/// A new printout is a view: a pairing list built from the view types alone
/// is laid out by every renderer, headings, alignment and all.
#[test]
fn a_new_printout_is_a_view() {
    use hakem::sheet::view::{
        Align, Block, Cell, Column, Document as View, Level, Page, PageKind, Section, Table,
        TableKind,
    };
    let mut points = Column::new("Points", Align::Right);
    points.strong = true;
    let table = Table {
        kind: TableKind::Wide,
        columns: vec![
            Column::new("Table", Align::Right),
            Column::new("South", Align::Left),
            Column::new("North", Align::Left),
            points,
        ],
        rows: vec![
            ["1", "Zeynep Çelik", "Ömer Işık", "1-1"]
                .map(Cell::plain)
                .to_vec(),
            ["12", "Gülşen Ünal", "İlker Öztürk", "½-1"]
                .map(Cell::plain)
                .to_vec(),
        ],
    };
    let view = View {
        lang: Language::EN,
        capitals: Default::default(),
        title: "Pairings".into(),
        pages: vec![Page {
            kind: PageKind::Results,
            sections: vec![Section::new(
                Level::Title,
                "Pairings — Round 5".into(),
                vec![
                    Block::Table(table),
                    Block::Note("Colours by the rules' start order.".into()),
                ],
            )],
            record: None,
            running: None,
        }],
        printed: "Printed 29 October 2023, 18:30".into(),
    };
    let text = sheet::render_view(&view, Format::Text);
    assert!(
        text.starts_with("PAIRINGS — ROUND 5\n=================="),
        "{text}"
    );
    assert!(
        text.contains("│    12 ┆ Gülşen Ünal  ┆ İlker Öztürk ┆    ½-1 │"),
        "{text}"
    );
    assert!(
        text.ends_with("\nPrinted 29 October 2023, 18:30\n"),
        "{text}"
    );
    let md = sheet::render_view(&view, Format::Markdown);
    assert!(md.starts_with("# Pairings — Round 5\n\n| Table | South | North | Points |\n| ---: | --- | --- | ---: |\n"), "{md}");
    let html = sheet::render_view(&view, Format::Html);
    assert!(html.contains("<title>Pairings</title>"), "{html}");
    assert!(
        html.contains("<section class=\"page results\">\n<h1>Pairings — Round 5</h1>"),
        "{html}"
    );
    assert!(html.contains("<td class=\"num\"><b>½-1</b></td>"), "{html}");
    assert!(
        html.contains("<p class=\"note\">Colours by the rules&#39; start order.</p>"),
        "{html}"
    );
}
