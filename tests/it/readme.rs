//! The README shows real output: every example that starts with
//! `$ hakem ...` is run again, and each line pasted under it must appear,
//! in order, in what the command prints now (an excerpt may leave lines out).
//! `| tail -N` after the command keeps the last N lines, as the shell would.
//!
//! Change detector (for the documentation): records that the pasted output
//! is today's; the independent checks of the figures in it are those named
//! in `tests/it/cli.rs` (golden cases, tournament rules, replay and sheets
//! against `check --format json`, simulated games through the referee).

use std::process::Command;

struct Example {
    line: usize,
    args: Vec<String>,
    tail: Option<usize>,
    pasted: Vec<String>,
}

fn examples(readme: &str) -> Vec<Example> {
    let mut out = Vec::new();
    let lines: Vec<&str> = readme.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        if let Some(cmd) = lines[i].strip_prefix("$ hakem ") {
            let (cmd, tail) = match cmd.split_once(" | tail -") {
                Some((c, n)) => (c, n.trim().parse().ok()),
                None => (cmd, None),
            };
            let start = i;
            let mut pasted = Vec::new();
            i += 1;
            while i < lines.len() && !lines[i].starts_with("```") {
                pasted.push(lines[i].to_string());
                i += 1;
            }
            out.push(Example {
                line: start + 1,
                args: shell_words(cmd),
                tail,
                pasted,
            });
        }
        i += 1;
    }
    out
}

/// Splits a command line on spaces, keeping double-quoted words whole.
fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

#[test]
fn readme_examples_are_real_output() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let examples = examples(&readme);
    assert!(
        examples.len() >= 5,
        "expected the README's examples, found {}",
        examples.len()
    );
    let mut failures = Vec::new();
    for ex in &examples {
        let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
            .args(&ex.args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("SOURCE_DATE_EPOCH", "1698604200")
            .output()
            .expect("run hakem");
        let text = String::from_utf8_lossy(&out.stdout).to_string()
            + &String::from_utf8_lossy(&out.stderr);
        let mut got: Vec<&str> = text.lines().collect();
        if let Some(n) = ex.tail {
            got = got.split_off(got.len().saturating_sub(n));
        }
        // Each pasted line must come, in order, in the real output.
        let mut rest = got.iter();
        for want in ex
            .pasted
            .iter()
            .filter(|l| !l.trim().is_empty() && l.trim() != "...")
        {
            if !rest.any(|g| g.trim_end() == want.trim_end()) {
                failures.push(format!(
                    "README.md:{}: `hakem {}` no longer prints (in this order): {want}",
                    ex.line,
                    ex.args.join(" ")
                ));
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
