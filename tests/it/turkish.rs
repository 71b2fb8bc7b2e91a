//! A Turkish run of the commands of the README's "at a glance" table
//! prints no English word a referee reads: codes in brackets, backticks and
//! file names excepted.

use std::io::Write;
use std::process::{Command, Stdio};

/// English words a referee or player reads on a printout or a screen.
const ENGLISH: &[&str] = &[
    "Round",
    "Table",
    "Standings",
    "Player",
    "Players",
    "Points",
    "Warning",
    "Warnings",
    "wins",
    "draw",
    "drawn",
    "STONES",
    "Stones",
    "Result",
    "Missing",
    "Winner",
    "Verdict",
    "VALID",
    "INVALID",
    "Store",
    "Stores",
    "North",
    "South",
    "Move",
    "Moves",
    "Pit",
    "Claimed",
    "Signed",
    "Board",
    "Rank",
    "Club",
    "Signature",
    "Referee",
    "ILLEGAL",
    "Time-out",
    "matches",
    "Commands",
    "Clock",
    "first",
    "second",
    "starts",
    "Pts",
    "Second",
    "Opponent",
    "tables",
    "table",
    "complete",
    "paired",
    "players",
    "rounds",
    "round",
    "notes",
    "ready",
    "problems",
    "bye",
    "Bye",
    "yes",
    "Cross",
    "after",
    "pits",
    "stones",
    "summary",
    "title",
    "name",
    "side",
    "the",
    "and",
    "of",
    "with",
    "Score",
    "groups",
    "group",
    "Floaters",
    "floats",
    "down",
    "up",
    "against",
    "Tables",
    "colours",
    "colour",
    "preference",
    "preferences",
    "granted",
    "cannot",
    "results",
    "records",
    "moves",
    "until",
    "every",
    "error",
];

/// `text` without what sits in brackets, backticks or a file name: codes
/// the Turkish text keeps (`row-empty`), and paths.
fn words_read(text: &str) -> Vec<String> {
    let mut kept = String::new();
    let mut depth = 0usize;
    let mut tick = false;
    for c in text.chars() {
        match c {
            '`' => tick = !tick,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            c if depth == 0 && !tick => kept.push(c),
            _ => {}
        }
    }
    kept.split_whitespace()
        .filter(|w| !w.contains('/') && !w.contains(".toml") && !w.contains(".html"))
        .flat_map(|w| {
            w.split(|c: char| !c.is_alphanumeric() && c != '-')
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The command's stdout and stderr, and whether it understood its command
/// line (exit status 2 is a command line or input not understood).
fn run(args: &[&str], stdin: Option<&str>) -> (String, bool) {
    let dir = std::env::temp_dir().join(format!("hakem-turkish-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let root = env!("CARGO_MANIFEST_DIR");
    let args: Vec<String> = args
        .iter()
        .map(|a| {
            if a.starts_with("samples/") || a.starts_with("tests/data/") {
                format!("{root}/{a}")
            } else {
                a.to_string()
            }
        })
        .collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(&args)
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
        out.status.code() != Some(2),
    )
}

fn english_in(runs: &[(&[&str], Option<&str>)]) -> Vec<String> {
    let mut found = Vec::new();
    for (args, stdin) in runs {
        let (text, understood) = run(args, *stdin);
        if !understood {
            // A refused command line prints nothing to judge: a finding.
            found.push(format!("hakem {}: not understood: {text}", args.join(" ")));
            continue;
        }
        for line in text.lines() {
            for w in words_read(line) {
                if ENGLISH.contains(&w.as_str()) {
                    found.push(format!("hakem {}: {w:?} in {line:?}", args.join(" ")));
                }
            }
        }
    }
    found
}

#[test]
fn the_filter_keeps_codes_and_finds_words() {
    assert_eq!(
        words_read("bitti (row-empty) `claimed` samples/x.toml"),
        vec!["bitti"]
    );
    assert!(words_read("Verdict: VALID").contains(&"Verdict".to_string()));
}

#[test]
fn turkish_output_of_the_commands_that_take_lang_has_no_english_word() {
    let live_input = "3\n9\nwarn\ncount K4\ntimer\nhelp\nundo\n";
    let runs: &[(&[&str], Option<&str>)] = &[
        (
            &[
                "live",
                "masa.toml",
                "--variant",
                "turkish-mangala",
                "--first",
                "Ayşe Yılmaz",
                "--second",
                "Mehmet Demir",
                "--lang",
                "tr",
            ],
            Some(live_input),
        ),
        (&["check", "samples/mangala-2-0.toml", "--lang", "tr"], None),
        (
            &["check", "samples/mangala-illegal.toml", "--lang", "tr"],
            None,
        ),
        (&["check", "samples/round-2-1.toml", "--lang", "tr"], None),
        (
            &[
                "replay",
                "samples/mangala-2-0.toml",
                "--at",
                "31",
                "--large",
                "--lang",
                "tr",
            ],
            None,
        ),
        (
            &[
                "replay",
                "samples/mangala-2-0.toml",
                "--at",
                "11",
                "--count",
                "south:1",
                "--lang",
                "tr",
            ],
            None,
        ),
        (
            &[
                "replay",
                "samples/mangala-2-0.toml",
                "--at",
                "11",
                "--then",
                "4",
                "--lang",
                "tr",
            ],
            None,
        ),
        (
            &[
                "sheet",
                "samples/mangala-2-0.toml",
                "--format",
                "text",
                "--lang",
                "tr",
            ],
            None,
        ),
        (
            &[
                "event",
                "print",
                "samples/event-swiss",
                "pairing",
                "--round",
                "2",
                "--format",
                "text",
                "--lang",
                "tr",
            ],
            None,
        ),
        (
            &[
                "event",
                "print",
                "samples/event-swiss",
                "standings",
                "--format",
                "text",
                "--lang",
                "tr",
            ],
            None,
        ),
    ];
    let found = english_in(runs);
    assert!(
        found.is_empty(),
        "English in Turkish output:\n{}",
        found.join("\n")
    );
}

/// The event commands of the table, `pair`, `event standings` and `event
/// check` (by default in the event's language), `simulate` and `solve` (by
/// default in the ruleset's), and `variants`.
#[test]
fn turkish_output_of_the_event_commands_has_no_english_word() {
    let runs: &[(&[&str], Option<&str>)] = &[
        (
            &[
                "pair",
                "samples/event-swiss",
                "--round",
                "4",
                "--dry-run",
                "--alphabetical",
                "--lang",
                "tr",
            ],
            None,
        ),
        // `--explain` in the event's language (Turkish) by default.
        (
            &[
                "pair",
                "samples/event-swiss",
                "--round",
                "3",
                "--dry-run",
                "--explain",
            ],
            None,
        ),
        // Refused (exit status 1): round 7's records hold moves.
        (&["pair", "samples/event-swiss", "--round", "7"], None),
        // Refused: round 1's results are not all in.
        (
            &["pair", "tests/data/cmd/events/unfinished", "--lang", "tr"],
            None,
        ),
        (
            &["event", "standings", "tests/data/cmd/events/unfinished"],
            None,
        ),
        (
            &["event", "standings", "samples/event-swiss", "--lang", "tr"],
            None,
        ),
        // The event's own language (the 2023 rules': Turkish) by default.
        (&["event", "standings", "samples/event-swiss"], None),
        (
            &["event", "check", "samples/event-swiss", "--lang", "tr"],
            None,
        ),
        (
            &["simulate", "oware", "--games", "100", "--lang", "tr"],
            None,
        ),
        // The ruleset's own language (Turkish) by default.
        (&["simulate", "turkish-mangala", "--games", "100"], None),
        (&["variants", "--lang", "tr"], None),
        (
            &["solve", "samples/rulesets/kalah-4-3.toml", "--lang", "tr"],
            None,
        ),
    ];
    let found = english_in(runs);
    assert!(
        found.is_empty(),
        "English in Turkish output:\n{}",
        found.join("\n")
    );
}

/// `compare` under `--lang tr`: its rule questions and answers, sowing
/// and grid, the same moves and random play, all in Turkish.
#[test]
fn turkish_output_of_every_command_has_no_english_word() {
    let runs: &[(&[&str], Option<&str>)] = &[
        (&["compare", "kalah", "czech-mancala", "--lang", "tr"], None),
        (
            &[
                "compare", "kalah", "oware", "--moves", "3 6 1 4", "--lang", "tr",
            ],
            None,
        ),
        (
            &["compare", "kalah", "oware", "--moves", "7", "--lang", "tr"],
            None,
        ),
        (
            &[
                "compare",
                "kalah",
                "oware",
                "--simulate",
                "50",
                "--lang",
                "tr",
            ],
            None,
        ),
        (&["compare", "reversi", "pentago", "--lang", "tr"], None),
        (
            &[
                "compare",
                "reversi",
                "pentago",
                "--simulate",
                "20",
                "--lang",
                "tr",
            ],
            None,
        ),
        (
            &[
                "compare", "reversi", "pentago", "--moves", "d3", "--lang", "tr",
            ],
            None,
        ),
        (
            &["simulate", "oware", "--games", "100", "--lang", "tr"],
            None,
        ),
    ];
    let found = english_in(runs);
    assert!(
        found.is_empty(),
        "English in Turkish output:\n{}",
        found.join("\n")
    );
}
