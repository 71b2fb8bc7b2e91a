//! Output fits the terminal: in a terminal 80 columns wide, the widest
//! outputs (`pair --explain`, `check`'s match summary, `event standings`,
//! `variants`, `compare`) wrap to 80 columns; written to a pipe, the same
//! commands keep their full width. `script` (util-linux) gives the command
//! a real terminal, as a referee's would be.

use std::process::Command;

fn widest(text: &str) -> usize {
    text.lines()
        .map(|l| hakem::text::display::width(l.trim_end_matches('\r')))
        .max()
        .unwrap_or(0)
}

/// What `hakem ARGS` prints in a terminal `columns` wide.
fn in_terminal(args: &str, columns: u16) -> String {
    let command = format!(
        "stty cols {columns} rows 50; '{}' {args}",
        env!("CARGO_BIN_EXE_hakem")
    );
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("COLUMNS")
        .output()
        .expect("script (util-linux) runs the command in a terminal");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn in_pipe(args: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args.split(' '))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("hakem runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const WIDE: &[&str] = &[
    "pair samples/event-swiss --round 4 --dry-run --explain",
    "check samples/warnings-over-two-sets.toml",
    "event standings samples/event-swiss",
    "variants",
    "compare kalah czech-mancala",
];

#[test]
fn wide_output_wraps_to_the_terminal_and_not_in_a_pipe() {
    for args in WIDE {
        let piped = in_pipe(args);
        assert!(
            widest(&piped) > 80,
            "`hakem {args}` is not wide to start with"
        );
        let shown = in_terminal(args, 80);
        assert!(
            shown.lines().count() > 3,
            "`hakem {args}` printed nothing in a terminal:\n{shown}"
        );
        assert!(
            widest(&shown) <= 80,
            "`hakem {args}` is {} columns wide in an 80-column terminal:\n{shown}",
            widest(&shown)
        );
    }
}

#[test]
fn the_shell_s_columns_decide_in_a_terminal() {
    let command = format!(
        "stty cols 200 rows 50; COLUMNS=60 '{}' check samples/warnings-over-two-sets.toml",
        env!("CARGO_BIN_EXE_hakem")
    );
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("script runs");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(widest(&shown) <= 60, "{shown}");
}
