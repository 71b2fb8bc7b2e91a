//! Bad input gets an error, never a panic. Mutated sample records (bytes
//! cut, tokens inserted, lines repeated) and arbitrary text go through the
//! whole pipeline: parsing, judging, the check report in text and JSON,
//! every sheet format and the replay line.

use std::path::{Path, PathBuf};

use hakem::referee::judge;
use hakem::referee::open_record;
use hakem::report::{check::check_text, json::check_json};
use hakem::ruleset::Language;
use hakem::sheet::judging;
use hakem::sheet::{self, Format};
use hakem::text::diagnostic::Source;
use proptest::prelude::*;

/// Tokens that make records wrong in interesting ways.
const TOKENS: &[&str] = &[
    "0",
    "7",
    "99",
    "-1",
    "4294967296",
    "\"",
    "[",
    "]",
    "{",
    "}",
    "=",
    ",",
    "\n",
    "moves = ",
    "moves = \"1 2 x\"",
    "after = 999",
    "after = 0",
    "kind = \"timeout\"",
    "kind = \"warning\"",
    "reason = \"touch-move\"",
    "result = \"draw\"",
    "starts = \"second\"",
    "[[set]]\nmoves = [1, 1, 1, 1]\n",
    "[[set]]\nresult = \"first\"\n",
    "claimed = { first = 1 }",
    "time_left = { first = 86401, second = 0 }",
    "time_left = { first = 60 }",
    "variant = \"oware\"\n",
    "variant = \"kalah-6-6\"\n",
    "rules = \"pentago-2023\"\n",
    "rules = \"equilibrio-2023\"\n",
    "date = 2023-02-30",
    "visually_impaired = true",
    "é",
    "İ",
];

fn samples() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    for dir in ["samples", "samples/event"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("samples folder")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        paths.sort();
        for p in paths {
            let text = std::fs::read_to_string(&p).expect("sample text");
            out.push((p, text));
        }
    }
    out
}

#[derive(Debug, Clone)]
enum Edit {
    Cut { at: usize, len: usize },
    Insert { at: usize, token: usize },
    RepeatLine { line: usize },
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1..40usize).prop_map(|(at, len)| Edit::Cut { at, len }),
        (any::<usize>(), 0..TOKENS.len()).prop_map(|(at, token)| Edit::Insert { at, token }),
        any::<usize>().prop_map(|line| Edit::RepeatLine { line }),
    ]
}

fn boundary(s: &str, mut i: usize) -> usize {
    i %= s.len() + 1;
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut s = text.to_string();
    for e in edits {
        match *e {
            Edit::Cut { at, len } => {
                let a = boundary(&s, at);
                let b = boundary(&s, (a + len).min(s.len()));
                s.replace_range(a..b.max(a), "");
            }
            Edit::Insert { at, token } => {
                let a = boundary(&s, at);
                s.insert_str(a, TOKENS[token]);
            }
            Edit::RepeatLine { line } => {
                let lines: Vec<&str> = s.lines().collect();
                if !lines.is_empty() {
                    let l = lines[line % lines.len()].to_string();
                    s = format!("{s}\n{l}\n");
                }
            }
        }
    }
    s
}

/// Runs everything a referee could run on `path`; only panics matter here.
fn exercise(path: &Path) {
    let Ok(loaded) = open_record::open(path) else {
        return;
    };
    let verdict = judge(
        &loaded.record,
        &loaded.spans,
        loaded.rules.as_ref(),
        &loaded.tournament,
    );
    for lang in [Language::EN, Language::TR] {
        let _ = check_text(
            hakem::words::Words::new(lang),
            &loaded.source,
            &loaded.record,
            loaded.rules.as_ref(),
            &loaded.tournament,
            &verdict,
        );
    }
    let _ = check_json(
        &loaded.source,
        &loaded.record,
        loaded.tournament.name(),
        &verdict,
    );
    let printed = chrono::NaiveDate::from_ymd_opt(2026, 11, 22)
        .and_then(|d| d.and_hms_opt(12, 0, 0))
        .expect("a valid date");
    if let Ok((doc, _)) = judging::judge_files(
        &[path.to_path_buf()],
        &|d| hakem::words::Words::new(d.unwrap_or(hakem::words::Language::EN)),
        printed,
        true,
    ) {
        for format in [Format::Html, Format::Text, Format::Markdown] {
            let _ = sheet::render(&doc, format);
        }
    }
    if let Some(rules) = loaded.rules.as_ref() {
        for (i, set) in loaded.record.sets.iter().enumerate() {
            let spans = loaded
                .spans
                .sets
                .get(i)
                .map(|s| s.moves.as_slice())
                .unwrap_or(&[]);
            let _ =
                hakem::analysis::replay::Line::play(rules, &set.moves, spans, &[1, 2, 3, 0, 99]);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn mutated_records_never_panic(
        which in any::<usize>(),
        edits in prop::collection::vec(edit(), 1..4),
    ) {
        let samples = samples();
        let (_, text) = &samples[which % samples.len()];
        let mutated = apply(text, &edits);
        let dir = fresh_tempdir();
        let file = dir.join("mutated.toml");
        std::fs::write(&file, &mutated).expect("write the mutated record");
        exercise(&file);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn arbitrary_text_never_panics_a_parser(text in "\\PC{0,200}") {
        let source = Source::new("arbitrary.toml", text);
        let _ = hakem::record::parse(&source);
        let _ = hakem::ruleset::parse(&source);
        let _ = hakem::referee::tournament::parse(&source);
    }

    #[test]
    fn mutated_rulesets_never_panic(
        which in any::<usize>(),
        edits in prop::collection::vec(edit(), 1..4),
    ) {
        let builtin = hakem::ruleset::BUILTIN;
        let (name, text) = builtin[which % builtin.len()];
        let mutated = apply(text, &edits);
        let source = Source::new(format!("{name}.toml"), mutated);
        if let Ok(rules) = hakem::ruleset::parse(&source) {
            // Whatever it now says, a game under it must play without panicking.
            let mut game = hakem::engine::Game::new(&rules);
            for pit in [1u32, 3, 6, 2, 5, 4, 1, 6, 0, 17, 2, 3] {
                let _ = game.play(pit);
            }
        }
    }
}

/// A fresh folder for one case (samples name built-in rulesets only, so
/// the folder does not matter); removed by the caller.
fn fresh_tempdir() -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "hakem-robustness-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}
