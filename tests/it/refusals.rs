//! What a file or a command line must not get through: names that do not
//! resolve, empty or shifted TRFs, control characters that would change a
//! file's structure, an event without players, statuses that must say "not
//! understood", limits that are honoured, and leftovers reported.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-refusals-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn hakem(args: &[&str]) -> Output {
    Command::new(HAKEM)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

const PLAYERS: &str = "
[[player]]
id = \"ayse\"
given_name = \"Ayşe\"
surname = \"Yılmaz\"

[[player]]
id = \"mehmet\"
given_name = \"Mehmet\"
surname = \"Demir\"
";

fn event(dir: &Path, head: &str, players: &str) -> String {
    fs::create_dir_all(dir).unwrap();
    fs::write(
        dir.join("event.toml"),
        format!("name = \"Kulüp\"\n{head}rounds = 2\nlot = \"starts\"\n{players}"),
    )
    .unwrap();
    dir.display().to_string()
}

#[test]
fn a_misspelt_variant_is_refused_when_the_event_is_read_even_with_rules() {
    let dir = scratch("variant");
    let d = event(
        &dir,
        "variant = \"turkish-mangla\"\nrules = \"mangala-2023\"\n",
        PLAYERS,
    );
    let out = hakem(&["event", "check", &d]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("event.toml:2:1"), "{}", text(&out));
    assert!(text(&out).contains("did you mean \"turkish-mangala\""));
    let out = hakem(&["pair", &d]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(!dir.join("round-1").exists());
}

#[test]
fn a_variant_or_rules_file_that_cannot_be_read_is_told_at_its_line() {
    let dir = scratch("paths");
    let d = event(&dir, "variant = \"no-such.toml\"\n", PLAYERS);
    let out = hakem(&["event", "check", &d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).contains("event.toml:2:1: `variant`: \"no-such.toml\" could not be read"),
        "{}",
        text(&out)
    );
    let d = event(
        &dir,
        "variant = \"turkish-mangala\"\nrules = \"no-such-rules.toml\"\n",
        PLAYERS,
    );
    let out = hakem(&["event", "check", &d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).contains("event.toml:3:1: `rules`"),
        "{}",
        text(&out)
    );
}

#[test]
fn an_event_without_players_is_not_paired() {
    let dir = scratch("empty-event");
    let d = event(&dir, "variant = \"turkish-mangala\"\n", "");
    let out = hakem(&["pair", &d, "--lang", "en"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("0 players take part"), "{}", text(&out));
    assert!(!dir.join("round-1").exists());
    let out = hakem(&["event", "check", &d, "--lang", "en"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(!text(&out).contains("ready to pair"), "{}", text(&out));
}

#[test]
fn import_trf_writes_nothing_from_an_empty_random_or_shifted_file() {
    let dir = scratch("import");
    let empty = dir.join("empty.trf");
    fs::write(&empty, "").unwrap();
    // Printable noise: valid UTF-8, so the reader, not the decoder, decides.
    let mut rng = fastrand::Rng::with_seed(28);
    let noise: String = (0..65536)
        .map(|i| {
            if i % 80 == 79 {
                '\n'
            } else {
                rng.char(' '..='~')
            }
        })
        .collect();
    let random = dir.join("random.trf");
    fs::write(&random, noise).unwrap();
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/event-swiss");
    let trf = hakem(&["event", "export-trf", sample]);
    assert!(trf.status.success());
    let good = String::from_utf8(trf.stdout).unwrap();
    let shifted = dir.join("shifted.trf");
    fs::write(
        &shifted,
        good.lines()
            .map(|l| {
                if l.starts_with("001") {
                    format!(" {l}\n")
                } else {
                    format!("{l}\n")
                }
            })
            .collect::<String>(),
    )
    .unwrap();
    for (file, says) in [
        (&empty, "no player line (001)"),
        (&shifted, "starts in column 2"),
        (&random, ""),
    ] {
        let target = dir.join("event");
        let out = hakem(&[
            "event",
            "import-trf",
            &file.display().to_string(),
            &target.display().to_string(),
        ]);
        assert_eq!(out.status.code(), Some(2), "{file:?}: {}", text(&out));
        assert!(text(&out).contains(says), "{file:?}: {}", text(&out));
        assert!(!target.exists(), "{file:?} left {target:?} behind");
    }
    // A mistyped --variant or --rules leaves nothing to refuse the rerun.
    let good_file = dir.join("good.trf");
    fs::write(&good_file, &good).unwrap();
    let target = dir.join("event");
    let (g, t) = (
        good_file.display().to_string(),
        target.display().to_string(),
    );
    for flags in [["--variant", "turkish-mangla"], ["--rules", "mangala-2032"]] {
        let out = hakem(&["event", "import-trf", &g, &t, flags[0], flags[1]]);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains("did you mean"), "{}", text(&out));
        assert!(!target.exists());
    }
    let out = hakem(&["event", "import-trf", &g, &t]);
    assert!(out.status.success(), "{}", text(&out));
}

#[test]
fn a_control_character_in_a_name_is_refused_before_it_reaches_a_file() {
    let dir = scratch("names");
    let players = PLAYERS.replace("\"Ayşe\"", "\"Ayşe\\n001    7      Injected, Line\"");
    let d = event(&dir, "variant = \"turkish-mangala\"\n", &players);
    let out = hakem(&["event", "check", &d]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("control character"), "{}", text(&out));
    let record = dir.join("live.toml").display().to_string();
    let out = hakem(&[
        "live",
        "--plain",
        &record,
        "--variant",
        "kalah",
        "--first",
        "A\nB",
        "--second",
        "C",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(!dir.join("live.toml").exists());
    // Whatever reaches the TRF writer stays on its line.
    let mut t = hakem::swiss::Tournament::new(1, hakem::swiss::Colour::White).unwrap();
    t.add_entrant(hakem::swiss::Entrant::new(
        "Yılmaz, Ayşe\n001    2      Injected",
    ))
    .unwrap();
    t.add_entrant(hakem::swiss::Entrant::new("Demir, Mehmet"))
        .unwrap();
    let written = hakem::swiss::trf::write(&t);
    assert_eq!(
        written.lines().filter(|l| l.starts_with("001")).count(),
        2,
        "{written}"
    );
    assert_eq!(
        hakem::swiss::trf::read(&written).unwrap().players().len(),
        2
    );
}

#[test]
fn statuses_say_not_understood_and_why() {
    let dir = scratch("statuses");
    // A file of NUL bytes is no text, not "UTF-32 text".
    let zeros = dir.join("zeros.toml");
    fs::write(&zeros, [0u8; 4096]).unwrap();
    let out = hakem(&["check", &zeros.display().to_string()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!text(&out).contains("UTF-32"), "{}", text(&out));
    assert!(text(&out).contains("NUL"), "{}", text(&out));
    // A pairing.toml that is not TOML: not understood.
    let ev = dir.join("event");
    let d = event(&ev, "variant = \"turkish-mangala\"\n", PLAYERS);
    assert!(hakem(&["pair", &d]).status.success());
    fs::write(ev.join("round-1").join("pairing.toml"), "round = [[[\n").unwrap();
    let out = hakem(&["event", "check", &d]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("pairing.toml:1:"), "{}", text(&out));
    // `sheet -o` of an invalid record says why, not only exit 1.
    let sheet = dir.join("sheet.html").display().to_string();
    let invalid = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/mangala-illegal.toml");
    let out = hakem(&["sheet", invalid, "-o", &sheet, "--lang", "en"]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("is not valid") && said.contains("ILLEGAL"),
        "{said}"
    );
}

#[test]
fn a_pairing_of_100000_tables_is_one_problem_and_the_output_is_bounded() {
    let dir = scratch("tables");
    let d = event(&dir, "variant = \"turkish-mangala\"\n", PLAYERS);
    assert!(hakem(&["pair", &d]).status.success());
    let mut manifest = String::from("round = 1\ntables = [\n");
    for _ in 0..100_000 {
        manifest.push_str("  [\"ayse\", \"nobody\"],\n");
    }
    manifest.push_str("]\n");
    fs::write(dir.join("round-1").join("pairing.toml"), manifest).unwrap();
    let out = hakem(&["event", "check", &d, "--lang", "en"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(out.stdout.len() < 4096, "{} bytes", out.stdout.len());
    assert!(text(&out).contains("100000 tables"), "{}", text(&out));
}

#[test]
fn at_most_40_problems_of_a_file_are_printed() {
    use hakem::event::folder::{FolderProblem, Issue};
    let issues: Vec<Issue> = (0..1000)
        .map(|k| Issue {
            place: format!("e/round-1/pairing.toml:{}:3", k + 1),
            message: FolderProblem::UnknownId {
                file: "e/event.toml".into(),
                id: format!("p{k}"),
            }
            .into(),
        })
        .collect();
    let text = hakem::report::event::issues_text(&issues, hakem::words::Words::english());
    assert_eq!(text.lines().count(), 41, "{text}");
    assert!(text.ends_with("e/round-1/pairing.toml: and 960 more problems in this file\n"));
}

#[test]
fn an_event_of_more_players_than_pair_within_memory_is_refused_whole() {
    let dir = scratch("players");
    let players: String = (0..=hakem::swiss::MAX_PLAYERS)
        .map(|k| format!("[[player]]\nid = \"p{k}\"\ngiven_name = \"A\"\nsurname = \"B\"\n"))
        .collect();
    let d = event(&dir, "variant = \"turkish-mangala\"\n", &players);
    let out = hakem(&["event", "check", &d]);
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out);
    assert!(
        said.contains(&format!(
            "at most {} players, this one {}",
            hakem::swiss::MAX_PLAYERS,
            hakem::swiss::MAX_PLAYERS + 1
        )),
        "{said}"
    );
    // One problem, not one a player.
    assert_eq!(said.matches("error:").count(), 1, "{said}");
    // 2,000 players pair within memory (docs/dev/limits.md).
    assert_eq!(hakem::swiss::MAX_PLAYERS, 2000);
}

#[test]
fn a_temporary_file_left_by_a_killed_writer_is_reported_then_removed() {
    let dir = scratch("leftover");
    let d = event(&dir, "variant = \"turkish-mangala\"\n", PLAYERS);
    assert!(hakem(&["pair", &d]).status.success());
    // As a `kill -9` between the temporary file and the rename leaves it;
    // no process has the largest pid.
    let stale = dir
        .join("round-1")
        .join(format!(".table-01.toml.{}.0.tmp", u32::MAX));
    fs::write(&stale, "half a record").unwrap();
    let out = hakem(&["event", "check", &d, "--lang", "en"]);
    assert!(
        text(&out).contains(".tmp: a temporary file left"),
        "{}",
        text(&out)
    );
    let record = dir.join("round-1").join("table-01.toml");
    let mut live = Command::new(HAKEM)
        .args(["live", "--plain"])
        .arg(&record)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    use std::io::Write;
    live.stdin.take().unwrap().write_all(b"3\n").unwrap();
    live.wait().unwrap();
    if Path::new("/proc/self").exists() {
        assert!(!stale.exists(), "the save left {stale:?}");
    }
}

#[test]
fn a_control_character_in_a_record_never_reaches_a_sheet_raw() {
    let dir = scratch("sheet-controls");
    let record = dir.join("round.toml");
    fs::write(
        &record,
        "variant = \"kalah\"\n[players]\nfirst = \"Ayşe\\u001b[2J\\nYılmaz\"\nsecond = \"Mehmet\"\n\n[[set]]\nmoves = \"3\"\n",
    )
    .unwrap();
    for format in ["html", "text", "markdown"] {
        let out = dir.join(format!("sheet.{format}"));
        let run = hakem(&[
            "sheet",
            &record.display().to_string(),
            "--format",
            format,
            "-o",
            &out.display().to_string(),
        ]);
        assert_ne!(run.status.code(), Some(2), "{}", text(&run));
        let written = fs::read_to_string(&out).unwrap();
        assert!(!written.contains('\u{1b}'), "{format}: {written}");
        assert!(written.contains("\\u{1b}"), "{format}: {written}");
    }
}
