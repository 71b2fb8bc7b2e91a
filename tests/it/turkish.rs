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
