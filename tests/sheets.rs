//! Snapshot tests of every sheet in every format and language (insta):
//! `cargo insta review` (or `INSTA_UPDATE=always cargo test --test sheets`)
//! after a deliberate change; review the diff in `tests/snapshots/`.

use std::path::PathBuf;

use chrono::{NaiveDate, NaiveDateTime};
use hakem::Status;
use hakem::judging;
use hakem::sheet::{self, Format, i18n::Language, model::Document};
use unicode_width::UnicodeWidthStr;

fn printed() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2023, 10, 29)
        .and_then(|d| d.and_hms_opt(18, 30, 0))
        .unwrap()
}

fn doc(files: &[&str], lang: Option<Language>, with_matches: bool) -> Document {
    let files: Vec<PathBuf> = files.iter().map(PathBuf::from).collect();
    let (doc, _) = judging::judge_files(&files, lang, printed(), with_matches).unwrap();
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

const LANGS: [Language; 2] = [Language::Tr, Language::En];

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

#[test]
fn results_and_standings_every_format_and_language() {
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

#[test]
fn other_variants_print_in_english_by_default() {
    for name in ["kalah", "oware", "czech-mancala"] {
        let d = doc(&[&format!("samples/{name}.toml")], None, true);
        assert_eq!(d.lang, Language::En);
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
        Language::Tr
    );
    assert_eq!(doc(&EVENT, None, true).lang, Language::Tr);
}

#[test]
fn an_illegal_move_is_shown_on_the_sheet() {
    let files = [PathBuf::from("samples/mangala-illegal.toml")];
    for lang in LANGS {
        let (d, status) = judging::judge_files(&files, Some(lang), printed(), true).unwrap();
        assert_eq!(status, Status::Invalid);
        insta::assert_snapshot!(
            format!("match-illegal-{}-text", lang.code()),
            sheet::render(&d, Format::Text)
        );
    }
}

#[test]
fn round_problems_are_worded_in_the_sheet_language() {
    let files = [PathBuf::from("samples/third-set-not-to-be-played.toml")];
    for lang in LANGS {
        let (d, status) = judging::judge_files(&files, Some(lang), printed(), true).unwrap();
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

#[test]
fn a_round_entered_by_results_names_its_game() {
    let files = [PathBuf::from("samples/pentago-round.toml")];
    let (d, status) = judging::judge_files(&files, None, printed(), true).unwrap();
    assert_eq!(status, Status::Success);
    let text = sheet::render(&d, Format::Text);
    assert!(text.contains("Oyun: Pentago\n"), "{text}");
    insta::assert_snapshot!("match-pentago-tr-text", text);
}

#[test]
fn cards_have_no_starting_player() {
    let files = [PathBuf::from("samples/equilibrio-round.toml")];
    let (d, _) = judging::judge_files(&files, None, printed(), true).unwrap();
    for format in [Format::Text, Format::Markdown, Format::Html] {
        let out = sheet::render(&d, format);
        assert!(out.contains("1. Kart"), "{out}");
        assert!(!out.contains("Başlayan"), "{out}");
    }
}

#[test]
fn the_full_event_printout_holds_every_match() {
    let d = doc(&EVENT, Some(Language::Tr), true);
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
    let err = judging::judge_files(&files, None, printed(), true).unwrap_err();
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
        let (d, _) = judging::judge_files(files, Some(Language::Tr), printed(), true).unwrap();
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

#[test]
fn players_equal_on_every_count_share_a_rank() {
    // A 24-24 draw: equal points, set points and stones.
    let d = doc(
        &["samples/czech-mancala.toml", "samples/czech-mancala.toml"],
        None,
        false,
    );
    let hakem::sheet::model::Body::Event(e) = &d.body else {
        panic!("several records make an event sheet");
    };
    let ranks: Vec<(usize, &str)> = e
        .standings
        .iter()
        .map(|s| (s.rank, s.name.as_str()))
        .collect();
    assert_eq!(ranks, [(1, "Petr Dvořák"), (1, "Tereza Horáková")]);
    assert_eq!(e.standings[0].stones, 48);
}
