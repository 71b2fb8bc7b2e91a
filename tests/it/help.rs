//! The conventions people expect of a command-line tool: every subcommand's
//! help has examples, completion scripts for the common shells, a manual
//! page that covers every subcommand.

use std::process::Command;

use clap::CommandFactory;
use hakem::cli::Cli;

fn hakem(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .output()
        .expect("hakem runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn subcommands() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect()
}

#[test]
fn every_subcommand_s_help_has_examples() {
    let names = subcommands();
    assert!(names.len() >= 8, "{names:?}");
    for name in names {
        let (code, help) = hakem(&[&name, "--help"]);
        assert_eq!(code, Some(0), "{name}");
        let examples = help.split("Examples:\n").nth(1).unwrap_or("");
        assert!(
            examples.lines().any(|l| l.starts_with("  hakem ")),
            "hakem {name} --help has no examples:\n{help}"
        );
    }
}

#[test]
fn completion_scripts_know_every_subcommand() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let (code, script) = hakem(&["completions", shell]);
        assert_eq!(code, Some(0), "{shell}");
        for name in subcommands() {
            assert!(script.contains(&name), "{shell} script lacks {name}");
        }
    }
    assert_eq!(hakem(&["completions", "cmd.exe"]).0, Some(2));
}

#[test]
fn the_manual_page_covers_every_subcommand() {
    let (code, page) = hakem(&["man"]);
    assert_eq!(code, Some(0));
    assert!(
        page.starts_with(".ie") || page.contains(".TH hakem"),
        "{}",
        &page[..200]
    );
    for name in subcommands() {
        assert!(
            page.contains(&format!("hakem {name}")),
            "no section for {name}"
        );
    }
    assert!(page.contains("Exit status"));
    // One page holds every subcommand: it names no other page.
    assert!(
        !page.contains("(1)"),
        "the page names pages that do not exist"
    );
}

#[test]
fn solve_s_position_example_is_a_position_it_solves() {
    let (code, help) = hakem(&["solve", "--help"]);
    assert_eq!(code, Some(0));
    let after = help
        .split("--position <PITS>")
        .nth(1)
        .expect("solve's help explains --position");
    let example = after
        .split("e.g. \"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("--position has an example");
    let (code, out) = hakem(&["solve", "kalah", "--position", example, "--no-cache"]);
    assert_eq!(
        code,
        Some(0),
        "hakem solve kalah --position \"{example}\":\n{out}"
    );
    assert!(out.contains("Best move: pit"), "{out}");
}
