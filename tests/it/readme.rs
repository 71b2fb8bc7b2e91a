//! Every command the documentation shows is run: README.md, every chapter
//! of `docs/guide/`, and the examples of every `--help`. A newcomer copies
//! them; each must still work, print what is pasted under it and end with
//! the status the text gives.
//!
//! What counts as a command, and what is expected of it:
//!
//! - **A transcript**: in a fenced block, a line `$ hakem ARGS`, then the
//!   output pasted under it, up to the next `$ ` line or the fence. Every
//!   pasted line must appear, in order, in what the command prints now
//!   (stdout, then stderr); a line `...` (or a blank one) marks where lines
//!   were left out. `| tail -N` after the command keeps the last N lines, as
//!   the shell would.
//! - **A shell line**: in a ```sh, ```console or ```shell block, a line
//!   that starts with `hakem ` (or `cargo run --release -- `, run as
//!   `hakem`). Its output is not compared.
//! - **An inline command**: a code span `` `hakem ...` `` outside fenced
//!   blocks (in a sentence or a table, the README's "at a glance" table
//!   among them). A span with a placeholder in capitals (`FILE`, `DIR`,
//!   `N`, ...) or `...` shows a form, not an example, and is not run; nor is
//!   one that names a command without the arguments it requires (`hakem
//!   check`, `hakem check --format json`): that is a mention.
//! - **A help example**: a line of the `Examples:` section of
//!   `hakem SUBCOMMAND --help` that starts with `hakem `; the text after two
//!   spaces or more is its description.
//!
//! The exit status: a transcript or a shell line ends with status 0 unless
//! its comment says otherwise, `# exit status N` (a shell comment, so the
//! line still pastes into a shell). An inline command must be understood:
//! status 0 or 1, never 2. A help example must end with status 0.
//!
//! A command that takes longer than a few seconds says so: a comment (or a
//! help description) containing `takes about` (as in `# takes about 8
//! minutes`); it is not run. Every other example must answer within seconds
//! under the debug build the tests use, so examples are kept small
//! (`--games 10000`, a small board to solve).
//!
//! Set-up: a line `mkdir -p ...` in a block (or a help text) runs before
//! each later command of that block; `HELP_SETUP` lists what a help text's
//! examples need first (`hakem result`: a round being played).
//!
//! Each command runs through `bash`, with `hakem` on the `PATH`, in a fresh
//! folder of its own (so commands that write files never touch the
//! repository): `samples/` copied; `tests/` and `rulesets/` linked, to be
//! read; an empty `home/` as `HOME` (so `~/...` is a fresh home); and the
//! files the `--help` examples name: `round.toml` (a copy of
//! `samples/mangala-2-0.toml`), `house.toml` (a copy of
//! `samples/rulesets/kalah-4-3.toml`) and `ankara-2026/` (the event of
//! `samples/event-swiss/` after round 3). `SOURCE_DATE_EPOCH` is fixed.
//!
//! Change detector (for the documentation): records that the pasted output
//! is today's; the independent checks of the figures in it are those named
//! in `tests/it/cli.rs` (golden cases, tournament rules, replay and sheets
//! against `check --format json`, simulated games through the referee).

use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

#[derive(Debug)]
enum Expect {
    /// A status, and pasted lines to find in order (after `tail`).
    Transcript {
        status: i32,
        tail: Option<usize>,
        pasted: Vec<String>,
    },
    Status(i32),
    /// Status 0 or 1.
    Understood,
}

#[derive(Debug)]
struct Example {
    /// `file:line`, or `hakem SUB --help`.
    origin: String,
    /// The command line, as given to the shell.
    command: String,
    setup: Vec<String>,
    expect: Expect,
}

/// The shell comment of a line, and the line without it (a `#` outside
/// quotes, after a space).
fn split_comment(line: &str) -> (&str, &str) {
    let mut quoted = false;
    let bytes = line.as_bytes();
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted && i > 0 && bytes[i - 1] == b' ' => {
                return (line[..i].trim_end(), &line[i + 1..]);
            }
            _ => {}
        }
    }
    (line.trim_end(), "")
}

/// `# exit status N` in a comment.
fn stated_status(comment: &str) -> Option<i32> {
    let rest = comment.split("exit status ").nth(1)?;
    rest.split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

fn is_long(note: &str) -> bool {
    note.contains("takes about")
}

/// `cargo run --release -- ARGS` is `hakem ARGS`.
fn as_hakem(line: &str) -> Option<String> {
    let line = line.trim_start();
    if line.starts_with("hakem ") || line == "hakem" {
        Some(line.to_string())
    } else {
        line.strip_prefix("cargo run --release -- ")
            .map(|args| format!("hakem {args}"))
    }
}

/// A form rather than an example: a placeholder in capitals, `...`, or a
/// command without its required arguments.
fn is_form(command: &str) -> bool {
    use clap::Parser;
    let words = shell_words(command);
    let mention = matches!(
        hakem::cli::Cli::try_parse_from(&words),
        Err(e) if e.kind() == clap::error::ErrorKind::MissingRequiredArgument
            || e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    mention
        || command.contains("...")
        || command.split_whitespace().any(|w| {
            let w = w.trim_matches(|c: char| "\"'[](),;:".contains(c));
            let w = w.split('=').next_back().unwrap_or(w);
            let w = w.rsplit(':').next().unwrap_or(w);
            !w.is_empty()
                && w.chars().any(|c| c.is_ascii_uppercase())
                && w.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_' || c == '-')
        })
}

/// Splits a command line on spaces, keeping quoted words whole.
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

struct Skipped {
    long: Vec<String>,
    forms: usize,
}

fn from_markdown(name: &str, text: &str, out: &mut Vec<Example>, skipped: &mut Skipped) {
    let lines: Vec<&str> = text.lines().collect();
    let mut fence: Option<String> = None;
    let mut setup: Vec<String> = Vec::new();
    // The paragraph being read outside fences (a code span may run over a
    // line break), and where it starts.
    let mut paragraph = String::new();
    let mut paragraph_origin = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let origin = format!("{name}:{}", i + 1);
        if fence.is_none() && !line.trim().is_empty() && !line.trim_start().starts_with("```") {
            if paragraph.is_empty() {
                paragraph_origin = origin;
            }
            paragraph.push_str(line);
            paragraph.push(' ');
            i += 1;
            continue;
        }
        if !paragraph.is_empty() {
            inline_commands(&paragraph_origin, &paragraph, out, skipped);
            paragraph.clear();
        }
        if let Some(lang) = line.trim_start().strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(lang.trim().to_string()),
            };
            setup.clear();
            i += 1;
            continue;
        }
        let Some(lang) = &fence else {
            i += 1;
            continue;
        };
        let shell = matches!(lang.as_str(), "sh" | "console" | "shell" | "bash");
        if let Some(command) = line.strip_prefix("$ ") {
            let (command, comment) = split_comment(command);
            i += 1;
            let mut pasted = Vec::new();
            while i < lines.len()
                && !lines[i].starts_with("$ ")
                && !lines[i].trim_start().starts_with("```")
            {
                pasted.push(lines[i].to_string());
                i += 1;
            }
            let Some(command) = as_hakem(command) else {
                continue;
            };
            if is_long(comment) {
                skipped.long.push(origin);
                continue;
            }
            let (command, tail) = match command.split_once(" | tail -") {
                Some((c, n)) => (c.to_string(), n.trim().parse().ok()),
                None => (command, None),
            };
            out.push(Example {
                origin,
                command,
                setup: setup.clone(),
                expect: Expect::Transcript {
                    status: stated_status(comment).unwrap_or(0),
                    tail,
                    pasted,
                },
            });
            continue;
        }
        if shell {
            let (command, comment) = split_comment(line);
            if command.trim_start().starts_with("mkdir -p ") {
                setup.push(command.trim().to_string());
            } else if let Some(command) = as_hakem(command) {
                if is_long(comment) {
                    skipped.long.push(origin);
                } else {
                    out.push(Example {
                        origin,
                        command,
                        setup: setup.clone(),
                        expect: Expect::Status(stated_status(comment).unwrap_or(0)),
                    });
                }
            }
        }
        i += 1;
    }
    if !paragraph.is_empty() {
        inline_commands(&paragraph_origin, &paragraph, out, skipped);
    }
}

/// The `` `hakem ...` `` spans of a line outside fenced blocks.
fn inline_commands(origin: &str, line: &str, out: &mut Vec<Example>, skipped: &mut Skipped) {
    for (k, span) in line.split('`').enumerate() {
        if k % 2 == 0 {
            continue;
        }
        let Some(command) = as_hakem(span) else {
            continue;
        };
        if is_form(&command) {
            skipped.forms += 1;
            continue;
        }
        out.push(Example {
            origin: origin.to_string(),
            command,
            setup: Vec::new(),
            expect: Expect::Understood,
        });
    }
}

/// What a help text's examples need beyond the sandbox: `hakem result`
/// enters the results of a round being played, so for it round 3 of
/// `ankara-2026` is paired again with no result in (its stdin example
/// reads `samples/cards.txt`).
const HELP_SETUP: &[(&str, &[&str])] = &[(
    "result",
    &[
        "rm -rf ankara-2026/round-3",
        "hakem pair ankara-2026 > /dev/null",
    ],
)];

fn from_help(subcommand: &str, help: &str, out: &mut Vec<Example>, skipped: &mut Skipped) {
    let origin = format!("hakem {subcommand} --help");
    let Some(examples) = help.split("Examples:\n").nth(1) else {
        return;
    };
    let mut setup: Vec<String> = HELP_SETUP
        .iter()
        .filter(|(name, _)| *name == subcommand)
        .flat_map(|(_, lines)| lines.iter().map(|l| l.to_string()))
        .collect();
    for line in examples.lines().take_while(|l| !l.trim().is_empty()) {
        let line = line.trim();
        let (command, description) = line.split_once("  ").unwrap_or((line, ""));
        if command.starts_with("mkdir -p ") {
            setup.push(command.to_string());
        } else if command.starts_with("hakem ") {
            if is_long(description) {
                skipped.long.push(format!("{origin}: {command}"));
                continue;
            }
            out.push(Example {
                origin: origin.clone(),
                command: command.to_string(),
                setup: setup.clone(),
                expect: Expect::Status(0),
            });
        }
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("sandbox folder");
    for entry in std::fs::read_dir(from).expect("read folder") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// A fresh folder for one command (see the top of this file).
fn sandbox(tag: &str, n: usize) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let root = Path::new(ROOT);
    copy_dir(&root.join("samples"), &dir.join("samples"));
    for linked in ["tests", "rulesets"] {
        std::os::unix::fs::symlink(root.join(linked), dir.join(linked)).expect("link");
    }
    std::fs::create_dir_all(dir.join("home")).expect("home");
    std::fs::copy(
        root.join("samples/mangala-2-0.toml"),
        dir.join("round.toml"),
    )
    .expect("round");
    std::fs::copy(
        root.join("samples/rulesets/kalah-4-3.toml"),
        dir.join("house.toml"),
    )
    .expect("house");
    let event = dir.join("ankara-2026");
    copy_dir(&root.join("samples/event-swiss"), &event);
    for round in 4..=7 {
        let _ = std::fs::remove_dir_all(event.join(format!("round-{round}")));
    }
    dir
}

/// Runs one example; `Err` says what went wrong.
fn run(tag: &str, n: usize, ex: &Example) -> Result<(), String> {
    let dir = sandbox(tag, n);
    let bin = Path::new(env!("CARGO_BIN_EXE_hakem"))
        .parent()
        .expect("bin dir");
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut script = String::new();
    for line in &ex.setup {
        script += &format!("{line} || exit 99\n");
    }
    // hakem's own status, whatever a pipe after it does.
    script += &format!("{}\nexit ${{PIPESTATUS[0]}}\n", ex.command);
    let out = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&dir)
        .env("PATH", path)
        .env("HOME", dir.join("home"))
        .env_remove("XDG_CACHE_HOME")
        .env_remove("XDG_DATA_HOME")
        .env_remove("COLUMNS")
        .env("SOURCE_DATE_EPOCH", "1698604200")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run bash");
    let _ = std::fs::remove_dir_all(&dir);
    let status = out.status.code().unwrap_or(-1);
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let said = || {
        let lines: Vec<&str> = text.lines().take(6).collect();
        lines.join("\n    ")
    };
    match &ex.expect {
        Expect::Status(want) if status != *want => {
            Err(format!("exit status {status}, not {want}:\n    {}", said()))
        }
        Expect::Understood if status != 0 && status != 1 => {
            Err(format!("exit status {status}, not 0 or 1:\n    {}", said()))
        }
        Expect::Transcript {
            status: want,
            tail,
            pasted,
        } => {
            if status != *want {
                return Err(format!(
                    "exit status {status}, not {want} (say `# exit status {status}` if that is right):\n    {}",
                    said()
                ));
            }
            let mut got: Vec<&str> = text.lines().collect();
            if let Some(n) = tail {
                got = got.split_off(got.len().saturating_sub(*n));
            }
            let mut rest = got.iter();
            for want in pasted
                .iter()
                .filter(|l| !l.trim().is_empty() && l.trim() != "...")
            {
                if !rest.any(|g| g.trim_end() == want.trim_end()) {
                    return Err(format!("no longer prints (in this order): {want}"));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Runs the examples on two threads; the failures, one a line.
fn run_all(tag: &str, examples: &[Example]) -> Vec<String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let n = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(ex) = examples.get(n) else { break };
                    if let Err(why) = run(tag, n, ex) {
                        failures
                            .lock()
                            .expect("lock")
                            .push(format!("{}: `{}`: {why}", ex.origin, ex.command));
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().expect("lock");
    failures.sort();
    failures
}

fn documents() -> Vec<(String, String)> {
    let mut names = vec!["README.md".to_string()];
    let mut chapters: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("docs/guide"))
        .expect("docs/guide")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/guide/{n}"))
        .collect();
    chapters.sort();
    names.extend(chapters);
    names
        .into_iter()
        .map(|n| {
            let text = std::fs::read_to_string(Path::new(ROOT).join(&n)).expect("read");
            (n, text)
        })
        .collect()
}

#[test]
fn readme_and_guide_examples_run_as_shown() {
    let mut examples = Vec::new();
    let mut skipped = Skipped {
        long: Vec::new(),
        forms: 0,
    };
    for (name, text) in documents() {
        from_markdown(&name, &text, &mut examples, &mut skipped);
    }
    assert!(
        examples.len() >= 60,
        "expected the guide's examples, found {}",
        examples.len()
    );
    let failures = run_all("guide", &examples);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!(
        "{} examples run; {} forms with placeholders; long, not run: {:?}",
        examples.len(),
        skipped.forms,
        skipped.long
    );
}

#[test]
fn help_examples_run_as_shown() {
    use clap::CommandFactory;
    let mut examples = Vec::new();
    let mut skipped = Skipped {
        long: Vec::new(),
        forms: 0,
    };
    // Every subcommand, nested ones (`event new`) included.
    let cli = hakem::cli::Cli::command();
    let mut paths: Vec<(Vec<String>, &clap::Command)> = vec![(Vec::new(), &cli)];
    while let Some((path, command)) = paths.pop() {
        for sub in command.get_subcommands().filter(|s| s.get_name() != "help") {
            let mut path = path.clone();
            path.push(sub.get_name().to_string());
            let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
                .args(&path)
                .arg("--help")
                .output()
                .expect("help");
            let help = String::from_utf8_lossy(&out.stdout);
            from_help(&path.join(" "), &help, &mut examples, &mut skipped);
            paths.push((path, sub));
        }
    }
    assert!(examples.len() >= 25, "found {}", examples.len());
    let failures = run_all("help", &examples);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The README's test command is CI's, word for word.
#[test]
fn the_readme_test_command_is_ci_s() {
    let ci = std::fs::read_to_string(Path::new(ROOT).join(".ci/run")).expect(".ci/run");
    let command = ci
        .lines()
        .find(|l| l.starts_with("cargo test"))
        .expect("a cargo test line in .ci/run");
    let readme = std::fs::read_to_string(Path::new(ROOT).join("README.md")).expect("README");
    assert!(
        readme.lines().any(|l| l.trim() == command.trim()),
        "the README does not show .ci/run's `{command}`"
    );
}

#[test]
fn the_conventions_read_as_documented() {
    assert_eq!(
        split_comment(r#"hakem x "a # b"   # exit status 1"#),
        (r#"hakem x "a # b""#, " exit status 1")
    );
    assert_eq!(stated_status(" exit status 2"), Some(2));
    assert_eq!(stated_status(" a comment"), None);
    assert!(is_form("hakem replay FILE --at K"));
    assert!(is_form("hakem pair DIR"));
    assert!(is_form("hakem check"));
    assert!(is_form("hakem check --format json"));
    assert!(!is_form("hakem variants"));
    assert!(!is_form(
        "hakem replay samples/mangala-2-0.toml --at 11 --count south:1"
    ));
    assert!(!is_form(
        r#"hakem live my.toml --variant mangala --first "Ayşe Yılmaz" --second "Mehmet Demir""#
    ));
    assert_eq!(
        as_hakem("cargo run --release -- check x.toml").as_deref(),
        Some("hakem check x.toml")
    );
}

/// The limits the guide gives are the binary's.
#[test]
fn the_guide_s_limits_are_the_binary_s() {
    use hakem::analysis::simulate::{MAX_GAMES, MAX_THREADS};
    let guide = std::fs::read_to_string(Path::new(ROOT).join("docs/guide/simulate-and-solve.md"))
        .expect("the chapter");
    let games = MAX_GAMES
        .to_string()
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|c| std::str::from_utf8(c).expect("digits"))
        .collect::<Vec<_>>()
        .join(",");
    let said = format!("`--games` is 1 to {games}");
    assert!(guide.contains(&said), "the guide does not say {said}");
    let said = format!("`--threads` 1 to {MAX_THREADS}.");
    assert!(guide.contains(&said), "the guide does not say {said}");
}
