//! A Turkish run of the commands of the README's "at a glance" table
//! prints no English word a referee reads: codes in brackets, backticks and
//! file names excepted.
//!
//! The sweep in both languages (at the end): every printout, every
//! `--format text` report and every case of `tests/data/cmd/` (wrong
//! commands, records, rulesets, events and TRFs among them) in Turkish,
//! asked three ways (`--lang tr`; a Turkish event or record with no flag;
//! `LANG=tr_TR.UTF-8` with what has no language of its own), searched for
//! English words and internal codes (`row-empty`, a dotted key such as
//! `claimed.second` outside backticks, a Rust name such as `RowEmpty`);
//! and in English, searched for hakem's Turkish words (the data's names
//! apart). What it finds and leaves to another area is listed, case by
//! case, in `known_in_turkish`.

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
    "expected",
    "found",
    "unknown",
    "missing",
    "invalid",
    "duplicate",
    "such",
    "file",
    "record",
    "Black",
    "Starts",
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
        // A hall's groups checked together (hall.toml).
        (
            &["event", "check", "samples/okul-2026", "--lang", "tr"],
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

/// The English words of `text` a referee reads, the lines quoted from the
/// file (`12 | moves = ...`, the caret line) and the values quoted from it
/// (`"starts"`) apart.
fn english_words(command: &str, text: &str) -> Vec<String> {
    let quoted = |line: &str| {
        let t = line.trim_start();
        t.starts_with('|')
            || t.split_once(" |")
                .is_some_and(|(n, _)| n.trim().parse::<u32>().is_ok())
    };
    text.lines()
        .filter(|line| !quoted(line))
        .flat_map(|line| {
            let unquoted: String = line.split('"').step_by(2).collect::<Vec<_>>().join(" ");
            words_read(&unquoted)
                .into_iter()
                .filter(|w| ENGLISH.contains(&w.as_str()))
                .map(move |w| format!("{command}: {w:?} in {line:?}"))
        })
        .collect()
}

/// Located input errors under `--lang tr` (a record, a broken TOML, a
/// missing file, `event.toml`, a TRF) and a refusal of a Turkish event:
/// exit status 2, each message after `hata:`, in Turkish.
#[test]
fn located_errors_and_refusals_are_turkish() {
    let runs: &[&[&str]] = &[
        &["check", "tests/data/bad-record.toml", "--lang", "tr"],
        &["check", "tests/data/broken-syntax.toml", "--lang", "tr"],
        &["check", "tests/data/no-such-record.toml", "--lang", "tr"],
        &[
            "event",
            "check",
            "tests/data/cmd/events/bad",
            "--lang",
            "tr",
        ],
        &[
            "event",
            "import-trf",
            "tests/data/cmd/events/bad.trf",
            "never-written",
            "--lang",
            "tr",
        ],
        // The event's language (Turkish): round 3 cannot be paired again.
        &["pair", "samples/event-swiss", "--round", "3"],
        &[
            "event",
            "print",
            "samples/event-swiss",
            "pairing",
            "--round",
            "9",
        ],
    ];
    let mut found = Vec::new();
    for args in runs {
        let command = format!("hakem {}", args.join(" "));
        let (text, understood) = run(args, None);
        if understood {
            found.push(format!("{command}: exit status is not 2: {text}"));
        }
        for line in text
            .lines()
            .filter(|l| l.contains(": ") && !l.starts_with(' '))
        {
            if !line.starts_with("hata: ") {
                found.push(format!("{command}: not after `hata:`: {line:?}"));
            }
        }
        found.extend(english_words(&command, &text));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // English is as it was.
    let (text, _) = run(&["check", "tests/data/broken-syntax.toml"], None);
    assert!(
        text.starts_with("error: ") && text.contains("invalid TOML: unclosed array table"),
        "{text}"
    );
}

/// An unreadable record in a Turkish event: `event check`, `event
/// standings` and `pair` word its problems in Turkish.
#[test]
fn an_unreadable_record_of_a_turkish_event_is_told_in_turkish() {
    let dir = "tests/data/cmd/events/unreadable";
    let mut found = Vec::new();
    for args in [
        &["event", "check", dir][..],
        &["event", "standings", dir],
        &["pair", dir, "--dry-run"],
    ] {
        let command = format!("hakem {}", args.join(" "));
        let (text, _) = run(args, None);
        assert!(
            text.contains("bilinmeyen anahtar `set[1].claimd`"),
            "{command}: {text}"
        );
        found.extend(english_words(&command, &text));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Percentages in Turkish: the sign first and a decimal comma (`%51,0`);
/// English unchanged (`51.0%`).
#[test]
fn percentages_are_written_the_turkish_way() {
    let (tr, _) = run(&["simulate", "turkish-mangala", "--games", "100"], None);
    let (en, _) = run(
        &[
            "simulate",
            "turkish-mangala",
            "--games",
            "100",
            "--lang",
            "en",
        ],
        None,
    );
    let percent_tr = |t: &str| {
        t.split('%')
            .skip(1)
            .filter(|after| {
                let number: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == ',')
                    .collect();
                number.contains(',') && number.starts_with(|c: char| c.is_ascii_digit())
            })
            .count()
    };
    assert!(percent_tr(&tr) >= 3, "{tr}");
    assert!(!tr.contains(".0%") && !tr.contains(".5%"), "{tr}");
    assert!(en.contains("% (") && percent_tr(&en) == 0, "{en}");
    let (grid, _) = run(
        &["simulate", "reversi", "--games", "10", "--lang", "tr"],
        None,
    );
    assert!(percent_tr(&grid) >= 3, "{grid}");
    assert!(
        english_words("simulate reversi", &grid).is_empty(),
        "{grid}"
    );
}

/// A grid game's pairing list says who plays black in set 1, in both
/// languages, on the terminal and on the printed list.
#[test]
fn a_grid_pairing_list_names_who_plays_black() {
    let dir = "tests/data/cmd/events/reversi";
    let (tr, _) = run(&["pair", dir, "--dry-run", "--alphabetical"], None);
    assert!(tr.contains("1. sette siyah"), "{tr}");
    assert!(!tr.contains("seti başlayan"), "{tr}");
    let (en, _) = run(&["pair", dir, "--dry-run", "--lang", "en"], None);
    assert!(
        en.contains("Black in set 1") && !en.contains("Starts set 1"),
        "{en}"
    );
    // A sowing event keeps "starts set 1".
    let (sowing, _) = run(
        &[
            "pair",
            "samples/event-swiss",
            "--round",
            "3",
            "--dry-run",
            "--lang",
            "en",
        ],
        None,
    );
    assert!(sowing.contains("Starts set 1"), "{sowing}");
}

/// Refusals of a command line (`Error::Usage`) under `--lang tr`: exit
/// status 2, after `hata:`, in Turkish; the flags and the values given
/// kept as written.
#[test]
fn command_line_refusals_are_turkish() {
    let kalah = "samples/rulesets/kalah-4-3.toml";
    let mangala = "samples/mangala-2-0.toml";
    let pentago = "samples/pentago-moves.toml";
    let runs: &[&[&str]] = &[
        &["solve", kalah, "--memory", "999999"],
        &["solve", kalah, "--threads", "999"],
        &["solve", kalah, "--moves", "9"],
        &["solve", kalah, "--endgame", "999"],
        &["solve", kalah, "--build-endgames", "999"],
        &["solve", kalah, "--position", "x"],
        &["replay", mangala, "--set", "9"],
        &["replay", mangala, "--at", "999"],
        &["replay", mangala, "--from", "5", "--to", "2"],
        &["replay", mangala, "--large", "--format", "json"],
        &["replay", mangala, "--count", "north:9"],
        &["replay", "--variant", "nosuch", "--moves", "1"],
        &["replay", pentago, "--at", "999"],
        &["replay", pentago, "--at", "2", "--count", "north:1"],
        &["replay", mangala, "--at", "3", "--best", "nosuch"],
        &["compare", "kalah", "pentago"],
        &["compare", "kalah", "oware", "--moves", ""],
        &["simulate", "pentago", "--first", "alphabeta:2"],
        &["simulate", "kalah", "--games", "0"],
        &["simulate", "kalah", "--games", "1000000000"],
        &["simulate", "kalah", "--threads", "1000"],
        &["live", "never-there.toml"],
        &[
            "live",
            "never-there.toml",
            "--variant",
            "mangala",
            "--first",
            "",
            "--second",
            "b",
        ],
        &[
            "live",
            mangala,
            "--variant",
            "kalah",
            "--first",
            "a",
            "--second",
            "b",
        ],
        &["sheet", mangala, "--printed-at", "x"],
        &["sheet", mangala, "-o", mangala],
    ];
    let mut found = Vec::new();
    for args in runs {
        let (command, text) = refusal_in_turkish(args, &mut found);
        // Words of the English refusals the list above does not hold.
        for w in words_read(&text) {
            if [
                "give", "is", "has", "no", "not", "cannot", "only", "leave", "must", "least",
                "than",
            ]
            .contains(&w.as_str())
            {
                found.push(format!("{command}: {w:?} in {text:?}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // Without --lang, a refusal after a Turkish Mangala record is read is
    // in the record's language, as its narrative.
    let (text, _) = run(&["replay", mangala, "--at", "999"], None);
    assert!(text.starts_with("hata: --at 999: "), "{text}");
    // English is as it was.
    let (text, _) = run(&["solve", kalah, "--memory", "999999"], None);
    assert_eq!(
        text.trim_end(),
        "error: --memory 999999: give 1 to 65536 MiB"
    );
}

/// clap's own errors (an unknown flag or command, a missing or bad value)
/// in Turkish when the command line asks for `--lang tr`: exit status 2,
/// after `hata:`; `--help` is clap's, exit status 0; English unchanged.
#[test]
fn command_line_errors_are_turkish_under_lang_tr() {
    let runs: &[&[&str]] = &[
        &["check", "--foo"],
        &["check", "x", "--formt", "json"],
        &["check"],
        &["check", "x", "--format", "xml"],
        &["chek"],
        &["solve", "kalah", "--memory", "abc"],
        &["live", "x.toml", "--timer", "9999"],
        &["check", "x", "--lang", "tr"],
        &["event", "new"],
        &["replay", "x.toml", "--variant", "kalah"],
    ];
    // clap's English words, besides the list's.
    let clap_words = [
        "Usage",
        "For",
        "information",
        "try",
        "unexpected",
        "argument",
        "tip",
        "similar",
        "exists",
        "value",
        "values",
        "possible",
        "required",
        "arguments",
        "provided",
        "used",
        "cannot",
        "times",
        "digit",
        "subcommand",
        "unrecognized",
    ];
    let mut found = Vec::new();
    for args in runs {
        let (command, text) = refusal_in_turkish(args, &mut found);
        for line in text.lines() {
            for w in words_read(line) {
                if clap_words.contains(&w.as_str()) {
                    found.push(format!("{command}: {w:?} in {line:?}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    let (text, understood) = run(&["check", "--help", "--lang", "tr"], None);
    assert!(understood && text.contains("Usage: hakem check"), "{text}");
    let (text, _) = run(&["check", "--foo"], None);
    assert!(
        text.starts_with("error: unexpected argument '--foo' found"),
        "{text}"
    );
}

/// Runs `hakem ARGS --lang tr`, a command line hakem must refuse, noting in
/// `found` what does not refuse it in Turkish (exit status 2, the message
/// after `hata:`, no English word); the command and its output.
fn refusal_in_turkish(args: &[&str], found: &mut Vec<String>) -> (String, String) {
    let mut args = args.to_vec();
    args.extend(["--lang", "tr"]);
    let command = format!("hakem {}", args.join(" "));
    let (text, understood) = run(&args, None);
    if understood {
        found.push(format!("{command}: exit status is not 2: {text}"));
    }
    if !text.starts_with("hata: ") {
        found.push(format!("{command}: not after `hata:`: {text:?}"));
    }
    found.extend(english_words(&command, &text));
    (command, text)
}

/// The reports say how a set or a game ended in words: no code of the JSON
/// (`row-empty`, `majority`, `full-board`) in a Turkish report, in
/// brackets or not.
#[test]
fn turkish_reports_name_no_internal_code() {
    const CODES: &[&str] = &[
        "row-empty",
        "no-move",
        "majority",
        "cannot-feed",
        "cycle",
        "no-legal-move",
        "sowing-limit",
        "ply-limit",
        "line",
        "both-lines",
        "opponent-line",
        "full-board",
        "no-moves",
        "timeout",
        "warnings",
        "counted",
        "result",
    ];
    let runs: &[&[&str]] = &[
        &["check", "samples/mangala-2-0.toml", "--lang", "tr"],
        &[
            "check",
            "samples/warnings-over-two-sets.toml",
            "--lang",
            "tr",
        ],
        &["check", "samples/timeout-23-loses.toml", "--lang", "tr"],
        &["replay", "samples/mangala-2-0.toml", "--lang", "tr"],
        &["replay", "samples/oware.toml", "--lang", "tr"],
        &[
            "replay",
            "samples/mangala-2-0.toml",
            "--at",
            "31",
            "--count",
            "north:1",
            "--lang",
            "tr",
        ],
        &[
            "replay",
            "samples/mangala-2-0.toml",
            "--at",
            "31",
            "--large",
            "--lang",
            "tr",
        ],
        &["simulate", "oware", "--games", "300", "--lang", "tr"],
        &["simulate", "reversi", "--games", "20", "--lang", "tr"],
        &[
            "compare",
            "kalah",
            "oware",
            "--simulate",
            "200",
            "--lang",
            "tr",
        ],
    ];
    let mut found = Vec::new();
    for args in runs {
        let (text, understood) = run(args, None);
        assert!(understood, "hakem {}: {text}", args.join(" "));
        for line in text.lines() {
            let words = line
                .split(|c: char| !c.is_alphanumeric() && c != '-')
                .filter(|w| !w.starts_with('-'));
            for w in words {
                if CODES.contains(&w) {
                    found.push(format!("hakem {}: {w:?} in {line:?}", args.join(" ")));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

// The sweep in both languages: every printout, every `--format text`
// report, and the wrong commands and files of `tests/data/cmd/`, run in
// Turkish (three ways: `--lang tr`, a Turkish event or record with no
// flag, `LANG=tr_TR.UTF-8` with a record of no language of its own) and
// in English; the Turkish searched for English words and internal codes,
// the English for hakem's Turkish words.

/// How a run asks for its language.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Ask {
    /// `--lang tr` (any `--lang` of the command line replaced).
    FlagTr,
    /// `--lang en` (likewise).
    FlagEn,
    /// No flag: a Turkish event or record decides.
    Document,
    /// No flag, `LANG=tr_TR.UTF-8`: for a record or event of no language.
    LocaleTr,
}

impl Ask {
    fn turkish(self) -> bool {
        self != Ask::FlagEn
    }
}

/// One run of a sweep: the arguments (paths under `samples/` and
/// `tests/data/` taken from the crate's root, `EVENT` the copy of the
/// event), what is typed on stdin.
struct Sweep {
    args: Vec<String>,
    stdin: Option<String>,
}

fn sweep(args: &[&str]) -> Sweep {
    Sweep {
        args: args.iter().map(|a| a.to_string()).collect(),
        stdin: None,
    }
}

/// A fresh folder holding `ankara-2026`, the sample event after round 3
/// (so a round can be paired, its results entered and its codes drawn),
/// and `mangala-4-2.toml`, Turkish Mangala on 4 pits of 2 stones.
fn event_copy(tag: &str) -> std::path::PathBuf {
    fn copy(from: &std::path::Path, to: &std::path::Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let target = to.join(entry.file_name());
            if entry.file_type().unwrap().is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).unwrap();
            }
        }
    }
    let dir = std::env::temp_dir().join(format!("hakem-sweep-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    copy(&root.join("samples/event-swiss"), &dir.join("ankara-2026"));
    for round in 4..=7 {
        std::fs::remove_dir_all(dir.join(format!("ankara-2026/round-{round}"))).unwrap();
    }
    // Turkish Mangala on a board small enough to solve at once.
    std::fs::write(
        dir.join("mangala-4-2.toml"),
        "extends = \"turkish-mangala\"\nname = \"mangala-4-2\"\n[board]\npits = 4\nstones = 2\n",
    )
    .unwrap();
    dir
}

/// Runs `hakem` in `dir` as `ask` says (the language variables of the
/// test's own environment removed); its stdout and stderr, and its status.
fn run_asking(dir: &std::path::Path, s: &Sweep, ask: Ask) -> (String, Option<i32>) {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut args: Vec<String> = Vec::new();
    let mut given = s.args.iter();
    while let Some(a) = given.next() {
        if a == "--lang" {
            given.next();
        } else if !a.starts_with("--lang=") {
            args.push(
                if a.starts_with("samples/") || a.starts_with("tests/data/") {
                    format!("{root}/{a}")
                } else {
                    a.clone()
                },
            );
        }
    }
    match ask {
        Ask::FlagTr => args.extend(["--lang".into(), "tr".into()]),
        Ask::FlagEn => args.extend(["--lang".into(), "en".into()]),
        Ask::Document | Ask::LocaleTr => {}
    }
    let mut command = Command::new(env!("CARGO_BIN_EXE_hakem"));
    command
        .args(&args)
        .current_dir(dir)
        .env_remove("HAKEM_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("SOURCE_DATE_EPOCH", "1795000000")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if ask == Ask::LocaleTr {
        command.env("LANG", "tr_TR.UTF-8");
    }
    let mut child = command.spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(s.stdin.as_deref().unwrap_or("").as_bytes());
    drop(input);
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
        out.status.code(),
    )
}

/// hakem's own Turkish words, found in English output unless the data
/// (a name, a town) holds them too.
const TURKISH: &[&str] = &[
    "masa",
    "masalar",
    "tur",
    "turu",
    "turun",
    "hazine",
    "hazinesi",
    "kuyu",
    "kuyusu",
    "oyuncu",
    "oyuncular",
    "sonuç",
    "sonuçlar",
    "hata",
    "taş",
    "taşı",
    "puan",
    "sıralama",
    "eşlendirme",
    "uyarı",
    "geçersiz",
    "geçerli",
    "berabere",
    "beraberlik",
    "hamle",
    "hamleler",
    "kural",
    "kurallar",
    "dosya",
    "dosyası",
    "bilinmeyen",
    "anahtar",
    "eksik",
    "beklenen",
    "kuzey",
    "güney",
    "birinci",
    "ikinci",
    "başlar",
    "kazanır",
    "kazandı",
    "kaybeder",
    "yok",
    "değil",
    "için",
    "ile",
    "ve",
    "veya",
    "bir",
    "seti",
    "setler",
    "süre",
    "imza",
    "rakip",
];

/// The words of the data (names, clubs, towns, comments of the samples'
/// and the tests' input files): an English run may echo them.
fn data_words() -> std::collections::HashSet<String> {
    fn walk(dir: &std::path::Path, words: &mut std::collections::HashSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            // A stack of cards (`samples/cards.txt`) is written in
            // hakem's own forms (`masa 7:`), not names: its words are
            // the ones the sweep looks for.
            let cards = path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("cards"));
            if path.is_dir() {
                walk(&path, words);
            } else if !cards
                && path
                    .extension()
                    .is_some_and(|e| e == "toml" || e == "trf" || e == "txt")
            {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                words.extend(
                    text.split(|c: char| !c.is_alphanumeric())
                        .map(str::to_lowercase),
                );
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut words = std::collections::HashSet::new();
    walk(&root.join("samples"), &mut words);
    walk(&root.join("tests/data"), &mut words);
    words
}

/// `line` without what sits in backticks or double quotes (what the user
/// typed or must type, echoed as typed), nor words holding a path.
fn unquoted_words(line: &str) -> Vec<String> {
    let mut kept = String::new();
    let (mut tick, mut quote) = (false, false);
    for c in line.chars() {
        match c {
            '`' if !quote => tick = !tick,
            '"' if !tick => quote = !quote,
            c if !tick && !quote => kept.push(c),
            _ => kept.push(' '),
        }
    }
    kept.split_whitespace()
        .filter(|w| {
            !w.contains('/')
                && ![".toml", ".trf", ".html", ".md", ".txt"]
                    .iter()
                    .any(|e| w.contains(e))
        })
        // A flag as typed (`--moves`), a TOML table as written (`[moves]`).
        .map(|w| w.trim_start_matches(['\'', '(']))
        .filter(|w| !w.starts_with('-') && !w.starts_with('['))
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| !w.is_empty() && !PROPER.contains(&w.as_str()))
        .collect()
}

/// Names and units the same in every language: not words of one.
const PROPER: &[&str] = &["BrainKing", "KiB", "MiB", "GiB", "OpenSpiel"];

/// Data a printout echoes that reads as English: an event's name.
const DATA_PHRASES: &[&str] = &["Club evening"];

/// A line quoted from the input file (`12 | moves = ...`, the caret line).
fn quoted_from_file(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with('|')
        || t.split_once(" |")
            .is_some_and(|(n, _)| n.trim().parse::<u32>().is_ok())
}

/// What a Turkish run must not say: an English word of the list, an
/// internal code (`row-empty`, a dotted file key such as `claimed.second`,
/// a Rust enum name such as `RowEmpty`, `Some(`).
fn turkish_findings(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines().filter(|l| !quoted_from_file(l)) {
        let mut read = line.to_string();
        for phrase in DATA_PHRASES {
            read = read.replace(phrase, "");
        }
        for w in unquoted_words(&read) {
            let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
            for part in bare.split(|c: char| !c.is_alphanumeric() && c != '-') {
                if ENGLISH.contains(&part) {
                    found.push(format!("English {part:?} in {line:?}"));
                }
            }
            if let Some(code) = internal_code(&w) {
                found.push(format!("code {code:?} in {line:?}"));
            }
        }
    }
    found
}

/// An internal code: a code of the JSON, a dotted key, a Rust name.
fn internal_code(word: &str) -> Option<String> {
    const CODES: &[&str] = &[
        "row-empty",
        "no-move",
        "cannot-feed",
        "no-legal-move",
        "sowing-limit",
        "ply-limit",
        "both-lines",
        "opponent-line",
        "full-board",
        "no-moves",
    ];
    let w = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '_');
    if CODES.contains(&w) {
        return Some(w.to_string());
    }
    // `claimed.second`, `set[2].claimed.first`, `board.pits`.
    let key = |p: &str| {
        let p = p.split('[').next().unwrap_or(p);
        !p.is_empty() && p.chars().all(|c| c.is_ascii_lowercase() || c == '_')
    };
    let parts: Vec<&str> = word
        .trim_end_matches(['.', ',', ':', ';', ')'])
        .split('.')
        .collect();
    let file = parts
        .last()
        .is_some_and(|e| ["toml", "trf", "html", "md", "txt"].contains(e));
    if parts.len() > 1 && !file && parts.iter().all(|p| key(p)) {
        return Some(word.to_string());
    }
    // `RowEmpty`, `NotARound`: a capital after a small letter inside a word.
    let chars: Vec<char> = w.chars().collect();
    if chars.first().is_some_and(|c| c.is_ascii_uppercase())
        && chars
            .windows(2)
            .any(|p| p[0].is_ascii_lowercase() && p[1].is_ascii_uppercase())
        && chars.iter().all(|c| c.is_ascii_alphanumeric())
    {
        return Some(w.to_string());
    }
    if word.contains("Some(") || word == "None" {
        return Some(word.to_string());
    }
    None
}

/// What an English run must not say: hakem's Turkish words, and a word
/// with a Turkish letter that is not the data's.
fn english_findings(text: &str, data: &std::collections::HashSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines().filter(|l| !quoted_from_file(l)) {
        for w in unquoted_words(line) {
            for part in w.split(|c: char| !c.is_alphanumeric()) {
                let lower = part.to_lowercase();
                let turkish_letter = part.chars().any(|c| "şçğıİöüŞÇĞÖÜ".contains(c));
                if (TURKISH.contains(&lower.as_str()) || turkish_letter) && !data.contains(&lower) {
                    found.push(format!("Turkish {part:?} in {line:?}"));
                }
            }
            if let Some(code) = internal_code(&w).filter(|c| c.contains('(') || c == "None") {
                found.push(format!("code {code:?} in {line:?}"));
            }
        }
    }
    found
}

/// The cases of `tests/data/cmd/` (wrong commands, wrong records,
/// rulesets, events and TRFs among them) that run from the crate's root;
/// not the JSON ones (English by design), nor clap's `--help`, the
/// completion scripts and the manual page (clap's English).
fn snapshot_cases() -> Vec<(String, Sweep)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/cmd");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    names.sort();
    let mut cases = Vec::new();
    for path in names {
        let case: toml::Table = toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let sandboxed = case
            .get("fs")
            .and_then(|fs| fs.get("sandbox"))
            .and_then(toml::Value::as_bool)
            .unwrap_or(false);
        let args: Vec<String> = case["args"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap().to_string())
            .collect();
        let clap_s = |a: &String| {
            [
                "--help",
                "-h",
                "help",
                "completions",
                "man",
                "--version",
                "-V",
            ]
            .contains(&a.as_str())
        };
        let json = args
            .windows(2)
            .any(|w| w[0] == "--format" && w[1] == "json")
            || args.iter().any(|a| a == "--format=json");
        if sandboxed || json || args.iter().any(clap_s) {
            continue;
        }
        let stdin = case.get("stdin").and_then(|s| s.as_str()).map(String::from);
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        cases.push((name, Sweep { args, stdin }));
    }
    cases
}

/// Runs each of `runs` in `dir` as `ask` says; what its output must not
/// hold, and an error line in the other language's form (`error:` in
/// Turkish, `hata:` in English); and what each said.
fn sweep_findings(
    dir: &std::path::Path,
    runs: &[(String, Sweep)],
    ask: Ask,
    data: &std::collections::HashSet<String>,
) -> (Vec<String>, Vec<String>) {
    let mut found = Vec::new();
    let mut texts = Vec::new();
    for (name, s) in runs {
        let started = std::time::Instant::now();
        let (text, _) = run_asking(dir, s, ask);
        if started.elapsed().as_secs() >= 5 {
            eprintln!("{ask:?} {name}: {:?}", started.elapsed());
        }
        let wrong_error = if ask.turkish() { "error:" } else { "hata:" };
        let mut said = if ask.turkish() {
            turkish_findings(&text)
        } else {
            english_findings(&text, data)
        };
        said.extend(
            text.lines()
                .filter(|l| l.starts_with(wrong_error))
                .map(|l| format!("{wrong_error} in {l:?}")),
        );
        found.extend(
            said.into_iter()
                .filter(|f| !(ask.turkish() && known_in_turkish(name, f)))
                .map(|f| format!("{ask:?} {name}: {f}")),
        );
        texts.push(text);
    }
    (found, texts)
}

/// The snapshot cases, each under `--lang tr` and under `--lang en`.
#[test]
fn every_snapshot_case_speaks_one_language() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let cases = snapshot_cases();
    assert!(cases.len() >= 150, "found {}", cases.len());
    let data = data_words();
    let (mut found, _) = sweep_findings(root, &cases, Ask::FlagTr, &data);
    found.extend(sweep_findings(root, &cases, Ask::FlagEn, &data).0);
    assert!(
        found.is_empty(),
        "{}\n{} findings",
        found.join("\n"),
        found.len()
    );
}

/// Each printout and `--format text` report of an event whose rules are
/// Turkish (`ankara-2026`, the sample event after round 3, its round 4
/// paired by the first run) and of a Turkish Mangala record.
fn turkish_documents() -> Vec<(String, Sweep)> {
    let event = "ankara-2026";
    let round =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/event-swiss/round-3");
    let mut tables: Vec<String> = std::fs::read_dir(round)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("table-"))
        .map(|n| format!("{event}/round-3/{n}"))
        .collect();
    tables.sort();
    let mut sheet = vec!["sheet"];
    sheet.extend(tables.iter().map(String::as_str));
    sheet.extend(["--format", "text"]);
    let mut runs: Vec<Sweep> = vec![
        sweep(&["pair", event, "--explain"]),
        sweep(&["event", "print", event, "pairing", "--format", "text"]),
        sweep(&[
            "event", "print", event, "pairing", "--round", "2", "--format", "markdown",
        ]),
        sweep(&["event", "print", event, "standings", "--format", "text"]),
        sweep(&[
            "event", "print", event, "results", "--round", "3", "--format", "text",
        ]),
        sweep(&[
            "event",
            "print",
            event,
            "results",
            "--format",
            "text",
            "--with-standings",
        ]),
        sweep(&["event", "check", event]),
        sweep(&["event", "standings", event]),
        sweep(&["event", "standings", event, "--after", "2"]),
        sweep(&["event", "codes", event]),
        sweep(&["event", "codes", event, "--round", "3"]),
        sweep(&["pair", event, "--round", "3"]),
        sweep(&["pair", event, "--dry-run"]),
        sweep(&["result", event, "4", "30-18", "18-30", "26-22"]),
        sweep(&["result", event, "4", "26-22", "30-18", "--replace"]),
        sweep(&["result", event, "7", "t:second:23", "30-18"]),
        sweep(&["result", event, "9", "20-28,w:second", "w:second,w:second"]),
        sweep(&["result", event, "12", "forfeit:both"]),
        sweep(&["result", event, "5", "31-18"]),
        sweep(&["result", event, "5", "30-18", "30-18", "30-18"]),
        sweep(&["result", event, "99", "30-18"]),
        sweep(&["result", event, "6", "x:y"]),
        sweep(&["result", event, "3", "30-18", "--round", "3"]),
        sweep(&sheet),
        sweep(&["sheet", "samples/mangala-2-0.toml", "--format", "text"]),
        sweep(&["check", "samples/mangala-2-0.toml"]),
        sweep(&["check", "samples/mangala-illegal.toml"]),
        sweep(&["check", "samples/round-2-1.toml"]),
        sweep(&["check", "samples/warnings-over-two-sets.toml"]),
        sweep(&["check", "samples/timeout-23-loses.toml"]),
        sweep(&["check", "samples/third-set-not-to-be-played.toml"]),
        sweep(&["replay", "samples/mangala-2-0.toml"]),
        sweep(&[
            "replay",
            "samples/mangala-2-0.toml",
            "--at",
            "11",
            "--count",
            "south:1",
        ]),
        sweep(&[
            "replay",
            "samples/mangala-2-0.toml",
            "--at",
            "11",
            "--then",
            "4",
        ]),
        sweep(&[
            "replay",
            "samples/mangala-2-0.toml",
            "--at",
            "31",
            "--large",
        ]),
        sweep(&["replay", "samples/mangala-2-0.toml", "--at", "999"]),
        sweep(&["simulate", "turkish-mangala", "--games", "50"]),
        sweep(&["solve", "mangala-4-2.toml", "--threads", "1"]),
    ];
    runs.push(Sweep {
        args: vec!["result".into(), event.into()],
        stdin: Some("30-18 18-30 26-22\n\nx\n30-18 30-18\n".into()),
    });
    runs.into_iter()
        .map(|s| (s.args[..s.args.len().min(4)].join(" "), s))
        .collect()
}

/// Each printout and report of a record, ruleset or game of no language of
/// its own, and wrong commands and files that name no Turkish rules.
fn documents_of_no_language() -> Vec<(String, Sweep)> {
    let mut runs: Vec<Sweep> = vec![
        sweep(&["check", "samples/kalah.toml"]),
        sweep(&["check", "samples/oware.toml"]),
        sweep(&["check", "samples/reversi-round.toml"]),
        sweep(&["check", "samples/pentago-round.toml"]),
        // A record of Turkish Mangala that cannot be read has no language.
        sweep(&["check", "tests/data/bad-record.toml"]),
        sweep(&["check", "tests/data/move-after-end.toml"]),
        sweep(&["check", "tests/data/unknown-variant.toml"]),
        sweep(&["check", "tests/data/latin5-encoded.toml"]),
        sweep(&["check", "tests/data/broken-syntax.toml"]),
        sweep(&["check", "tests/data/bad-house-rule-record.toml"]),
        sweep(&["check", "no-such-record.toml"]),
        sweep(&["replay", "samples/kalah.toml", "--at", "5"]),
        sweep(&["replay", "samples/kalah.toml", "--at", "5", "--large"]),
        sweep(&["replay", "samples/reversi-round.toml", "--at", "4"]),
        sweep(&["replay", "--variant", "oware", "--moves", "3 6 1 4"]),
        sweep(&["sheet", "samples/kalah.toml", "--format", "text"]),
        sweep(&["simulate", "kalah", "--games", "50"]),
        sweep(&["simulate", "pentago", "--games", "5"]),
        sweep(&["solve", "samples/rulesets/kalah-4-3.toml"]),
        sweep(&["solve", "kalah", "--moves", "9"]),
        sweep(&["variants"]),
        sweep(&["compare", "kalah", "oware"]),
        sweep(&["compare", "kalah", "oware", "--moves", "3 6 1 4"]),
        sweep(&["compare", "reversi", "pentago", "--moves", "d3"]),
        sweep(&["event", "check", "tests/data/cmd/events/bad"]),
        sweep(&["event", "check", "tests/data/cmd/events/bad-byes"]),
        sweep(&[
            "event",
            "print",
            "tests/data/cmd/events/reversi",
            "pairing",
            "--format",
            "text",
        ]),
        sweep(&[
            "pair",
            "tests/data/cmd/events/reversi",
            "--dry-run",
            "--explain",
        ]),
        sweep(&[
            "event",
            "import-trf",
            "tests/data/cmd/events/bad.trf",
            "never-written",
        ]),
        sweep(&["chek"]),
        sweep(&["check", "--foo"]),
        sweep(&["check"]),
        sweep(&["solve", "kalah", "--memory", "abc"]),
        sweep(&["simulate", "kalahh"]),
    ];
    let invalid =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/rulesets/invalid");
    let mut rulesets: Vec<String> = std::fs::read_dir(invalid)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    rulesets.sort();
    for name in rulesets {
        let path = format!("tests/data/rulesets/invalid/{name}");
        runs.push(sweep(&["simulate", &path, "--games", "5"]));
    }
    runs.into_iter()
        .map(|s| (s.args[..s.args.len().min(4)].join(" "), s))
        .collect()
}

/// Turkish three ways and English: the event's and the Turkish record's
/// printouts and reports with no flag, `--lang tr` and `--lang en`; those
/// of no language of their own under `LANG=tr_TR.UTF-8`, `--lang tr` and
/// `--lang en`. Each Turkish run differs from the English one (so a
/// language not honoured is found, not only a word).
#[test]
fn every_printout_and_report_speaks_one_language() {
    let data = data_words();
    let mut found = Vec::new();
    for (documents, turkish) in [
        (turkish_documents(), Ask::Document),
        (documents_of_no_language(), Ask::LocaleTr),
    ] {
        let mut said = Vec::new();
        for ask in [turkish, Ask::FlagTr, Ask::FlagEn] {
            let dir = event_copy(&format!("{ask:?}"));
            let (findings, texts) = sweep_findings(&dir, &documents, ask, &data);
            found.extend(findings);
            said.push(texts);
            let _ = std::fs::remove_dir_all(dir);
        }
        for (k, (name, _)) in documents.iter().enumerate() {
            if said[0][k].trim().is_empty() {
                found.push(format!("{turkish:?} {name}: says nothing"));
            } else if said[0][k] == said[2][k] || said[1][k] == said[2][k] {
                found.push(format!(
                    "{name}: the same in Turkish as in English: {}",
                    said[2][k]
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{}\n{} findings",
        found.join("\n"),
        found.len()
    );
}

/// The sweep's filters find what they are for, and pass the data.
#[test]
fn the_sweep_finds_codes_and_words() {
    assert!(internal_code("claimed.second").is_some());
    assert!(internal_code("set[2].claimed.first:").is_some());
    assert!(internal_code("RowEmpty").is_some());
    assert!(internal_code("row-empty").is_some());
    assert!(internal_code("masa.toml").is_none());
    assert!(internal_code("Ayşe").is_none());
    assert!(internal_code("3.5").is_none());
    assert!(!turkish_findings("hata: 4. masa (row-empty)").is_empty());
    assert!(turkish_findings("hata: `claimed.second` anahtarı eksik").is_empty());
    assert!(!turkish_findings("Table 4: Ayşe").is_empty());
    let data = data_words();
    assert!(english_findings("Table 4: Ayşe Yılmaz – Mehmet Demir 1-0", &data).is_empty());
    assert!(!english_findings("Table 4: masa", &data).is_empty());
    assert!(!english_findings("Table 4: sıralaması", &data).is_empty());
}

/// What the sweep finds in Turkish and leaves for the area that owns it,
/// each exactly: the case and what is found.
fn known_in_turkish(case: &str, finding: &str) -> bool {
    // The rules table of the grid games (`hakem variants`) names its rows
    // by the ruleset file's keys (`board.size`, `turn.block`).
    case.starts_with("variants") && finding.starts_with("code ")
}
