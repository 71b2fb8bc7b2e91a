//! Hostile input through the whole program: huge lines, thousands of
//! problems, control characters. Each gets a short, located message and the
//! documented exit status; none panics or floods the terminal.

use std::path::PathBuf;
use std::process::{Command, Output};

fn hakem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .output()
        .expect("hakem runs")
}

/// Writes `text` to a fresh file named `name` and returns its path.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn assert_no_panic(out: &Output) {
    let err = stderr(out);
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.status.code().is_some(), "killed by a signal: {err}");
}

#[test]
fn a_problem_past_column_65535_is_located_and_clipped() {
    let name = "x".repeat(100_000);
    let path = file(
        "wide.toml",
        &format!(
            "variant = \"kalah\"\n[players]\nfirst = \"{name}\"\nsecond = \"b\"\n[[set]]\nmoves = [1]\nbad = 1\nk = \"{name}\" x\n"
        ),
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains(":8:100008:"), "{}", &err[..err.len().min(500)]);
    assert!(err.len() < 2_000, "{} bytes of messages", err.len());
}

#[test]
fn thousands_of_bad_tokens_are_counted_not_all_printed() {
    let tokens: String = (0..4000).map(|_| "x ").collect();
    let path = file(
        "tokens.toml",
        &format!("variant = \"kalah\"\n[[set]]\nmoves = \"{tokens}\"\n"),
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.len() < 30_000, "{} bytes of messages", err.len());
    assert!(err.contains("more problems not shown"), "{err}");
}

#[test]
fn twenty_thousand_unknown_keys_are_counted_not_all_printed() {
    let keys: String = (0..20_000).map(|i| format!("k{i} = 1\n")).collect();
    let path = file(
        "keys.toml",
        &format!("variant = \"kalah\"\n{keys}[[set]]\nmoves = [1]\n"),
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.len() < 60_000, "{} bytes of messages", err.len());
    assert!(
        err.contains("19960 more problems not shown"),
        "{}",
        &err[err.len() - 300..]
    );
}

#[test]
fn replay_large_takes_a_name_longer_than_65535_characters() {
    let name = "Ş".repeat(70_000);
    let path = file(
        "long-name.toml",
        &format!(
            "variant = \"kalah\"\n[players]\nfirst = \"{name}\"\nsecond = \"b\"\n[[set]]\nmoves = [1]\n"
        ),
    );
    let out = hakem(&["replay", path.to_str().unwrap(), "--large"]);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn control_characters_from_the_input_are_shown_escaped() {
    // In a report (a player's name) ...
    let path = file(
        "esc.toml",
        "variant = \"kalah\"\n[players]\nfirst = \"A\\u001b[2J\\u0007\"\nsecond = \"b\"\n[[set]]\nmoves = [1]\n",
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_no_panic(&out);
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.contains("A\\u{1b}[2J\\u{7}"), "{report}");
    assert!(
        !report.contains('\u{1b}') && !report.contains('\u{7}'),
        "{report:?}"
    );
    // ... and in a message (an unknown key, quoted).
    let path = file(
        "esc-key.toml",
        "variant = \"kalah\"\n\"k\\u001b]0;pwned\\u0007\" = 1\n[[set]]\nmoves = [1]\n",
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("k\\u{1b}]0;pwned\\u{7}"), "{err}");
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
}

#[test]
fn numbers_and_dates_are_told_in_the_words_of_the_domain() {
    let path = file(
        "domain.toml",
        "variant = \"kalah\"\n[event]\nround = 0\n[[set]]\nmoves = [-1, \"a\", 3]\n",
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("`moves`: expected pit numbers (1 to the pits a side, such as 3), found -1"),
        "{err}"
    );
    assert!(err.contains("found \"a\""), "{err}");
    assert!(
        err.contains("expected a whole number of at least 1, found 0"),
        "{err}"
    );
    assert!(!err.contains("4294967295"), "{err}");
    let path = file(
        "date.toml",
        "variant = \"kalah\"\n[event]\ndate = 29.10.2023\n[[set]]\nmoves = [3]\n",
    );
    let err = stderr(&hakem(&["check", path.to_str().unwrap()]));
    assert!(
        err.contains(":3:13: a date is written year-month-day: write 2023-10-29, not 29.10.2023"),
        "{err}"
    );
}

#[test]
fn a_sheet_file_has_no_raw_control_characters() {
    let path = file(
        "esc-sheet.toml",
        "variant = \"kalah\"\n[players]\nfirst = \"A\\u001b[2J\"\nsecond = \"b\"\n[[set]]\nmoves = [1]\n",
    );
    for format in ["text", "markdown", "html"] {
        let out_path = path.with_extension(format);
        let out = hakem(&[
            "sheet",
            path.to_str().unwrap(),
            "--format",
            format,
            "-o",
            out_path.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let sheet = std::fs::read_to_string(&out_path).unwrap();
        assert!(!sheet.contains('\u{1b}'), "{format}");
        assert!(sheet.contains("u{1b}"), "{format}");
    }
}

#[test]
fn a_set_holds_at_most_100000_moves() {
    let moves = "1 ".repeat(100_001);
    let path = file(
        "many.toml",
        &format!("variant = \"kalah\"\n[[set]]\nmoves = \"{moves}\"\n"),
    );
    let out = hakem(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("set 1: 100001 moves, more than the 100000 a set can hold"),
        "{}",
        &err[..err.len().min(300)]
    );
    assert!(err.len() < 2_000);
}
