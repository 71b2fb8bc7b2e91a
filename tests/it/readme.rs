//! Every command the documentation shows is run: README.md, every `.md`
//! under `docs/` (the guide, the references, `docs/dev/`), and the examples
//! of every `--help`. A newcomer copies them; each must still work, print
//! what is pasted under it and end with the status the text gives.
//!
//! What counts as a command, and what is expected of it:
//!
//! - **A transcript**: in a fenced block, a line `$ hakem ARGS`, then the
//!   output pasted under it, up to the next `$ ` line or the fence. Every
//!   pasted line must appear, in order, in what the command prints now
//!   (stdout, then stderr); a line `...` (or a blank one) marks where lines
//!   were left out. `| tail -N` after the command keeps the last N lines, as
//!   the shell would.
//! - **A shell line**: in a ```sh, ```console, ```shell or ```bash block, a
//!   line that starts with `hakem ` (or `cargo run --release -- `, run as
//!   `hakem`); a line ending in ` \` goes on on the next. Its output is not
//!   compared.
//! - **An inline command**: a code span `` `hakem ...` `` outside fenced
//!   blocks (in a sentence or a table, the README's "at a glance" table
//!   among them). The words after it, up to the next code span or table
//!   cell, are its note.
//! - **A help example**: a line of the `Examples:` section of
//!   `hakem SUBCOMMAND --help` that starts with `hakem `; the text after two
//!   spaces or more is its description.
//!
//! A form is not an example and is not run: a shell line or an inline
//! command with a placeholder in capitals (`FILE`, `DIR`, `round-N`,
//! `$SLURM_ARRAY_TASK_ID`, ...) or `...`; nor is an inline command that
//! names a command without the arguments it requires (`hakem check`,
//! `hakem check --format json`) or a flag without its value (`hakem serve
//! --port`): that is a mention.
//!
//! The exit status: a transcript or a shell line ends with status 0 unless
//! its comment says otherwise, `# exit status N` (a shell comment, so the
//! line still pastes into a shell). An inline command must be understood,
//! status 0 or 1, never 2, unless its note says `exit status N`. A help
//! example must end with status 0.
//!
//! A command that takes longer than a few seconds under the debug build
//! the tests use says so: its comment, help description or note contains
//! `takes about` (as in `# takes about 8 minutes`, or `# takes about a
//! tournament day` for a server, which runs until stopped); so does a
//! Markdown comment `<!-- ... takes about ... -->` that opens a paragraph or
//! a table, for each command in it (a table of measurements). Such a
//! command is not run, but its command line is read as `hakem` reads it,
//! so a flag misspelt or a value refused is still found; the test prints
//! each with its note. Every other example must answer within seconds (it
//! is stopped after `LIMIT_SECONDS`), so examples are kept small (`--games
//! 10000`, a small board to solve).
//!
//! Set-up: a line `mkdir -p ...` in a block (or a help text), and a
//! transcript line that sends its output to a file and shows none (`$
//! hakem pair ankara-2026 > /dev/null`, `$ printf ... > cards.txt`), run
//! before each later command of that block; `HELP_SETUP` lists what a help
//! text's examples need first (`hakem result`: a round being played).
//!
//! Each command runs through `bash`, with `hakem` on the `PATH`, in a fresh
//! folder of its own (so commands that write files never touch the
//! repository): `samples/` copied; `tests/` and `rulesets/` linked, to be
//! read; an empty `home/` as `HOME` (so `~/...` is a fresh home); and the
//! files the `--help` examples name: `round.toml` (a copy of
//! `samples/mangala-2-0.toml`), `house.toml` (a copy of
//! `samples/rulesets/kalah-4-3.toml`) and `ankara-2026/` (the event of
//! `samples/event-swiss/` after round 3). `SOURCE_DATE_EPOCH` is fixed, and
//! the address space is at most 16 GiB (so a `--memory` no system gives is
//! refused alike on every machine).
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

/// A form rather than an example: a placeholder in capitals (a word, a
/// part of a path, a `$VARIABLE`), `...`, a command without its required
/// arguments, or a flag named without its value (`hakem serve --port`).
fn is_form(command: &str) -> bool {
    use clap::Parser;
    use clap::error::ErrorKind;
    let words = shell_words(command);
    let mention = match hakem::cli::Cli::try_parse_from(&words) {
        Err(e) => {
            e.kind() == ErrorKind::MissingRequiredArgument
                || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                || (e.kind() == ErrorKind::InvalidValue
                    && words.last().is_some_and(|w| w.starts_with('-')))
        }
        Ok(_) => false,
    };
    let placeholder = |w: &str| {
        let w = w.strip_prefix('$').unwrap_or(w);
        !w.is_empty()
            && w.chars().any(|c| c.is_ascii_uppercase())
            && w.chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_' || c == '-')
    };
    mention
        || command.contains("...")
        || command.split_whitespace().any(|w| {
            let w = w.trim_matches(|c: char| "\"'[](),;:".contains(c));
            let w = w.split('=').next_back().unwrap_or(w);
            let w = w.rsplit(':').next().unwrap_or(w);
            w.split(['/', '-']).any(placeholder)
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

/// The commands not run: each long one with its origin and its note (its
/// command line still read, see `Skipped::misread`), and how many forms.
#[derive(Default)]
struct Skipped {
    long: Vec<(String, String, String)>,
    forms: usize,
}

impl Skipped {
    fn long(&mut self, origin: String, command: &str, note: &str) {
        let note = note.trim().trim_start_matches('(').trim_end_matches(')');
        self.long
            .push((origin, command.to_string(), note.trim().to_string()));
    }

    /// The long commands' `hakem` command lines (of `a && b`, each; of
    /// `a | b` or `a < f`, the first part) as clap reads them: a flag
    /// misspelt or a value refused is found where the command is not run.
    fn misread(&self) -> Vec<String> {
        use clap::Parser;
        let mut found = Vec::new();
        for (origin, line, _) in &self.long {
            for command in line.split(" && ") {
                let command = command.split(['|', '<', '>']).next().unwrap_or(command);
                let Some(command) = as_hakem(command) else {
                    continue;
                };
                if let Err(e) = hakem::cli::Cli::try_parse_from(shell_words(&command)) {
                    found.push(format!(
                        "{origin}: `{command}` (long, not run): {}",
                        e.kind()
                    ));
                }
            }
        }
        found
    }

    fn summary(&self) -> String {
        let long: Vec<String> = self
            .long
            .iter()
            .map(|(origin, _, note)| format!("{origin} ({note})"))
            .collect();
        format!(
            "{} forms with placeholders; {} long, not run (their command lines read): {}",
            self.forms,
            long.len(),
            long.join(", ")
        )
    }
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
            // A line that sends its output to a file and shows none is set-up
            // of the lines after it (and, a `hakem` one, an example too).
            let quiet = pasted.iter().all(|l| l.trim().is_empty());
            let set_up = quiet && (command.contains(" > ") || command.ends_with(">/dev/null"));
            if let Some(hakem) = as_hakem(command) {
                if is_long(comment) {
                    skipped.long(origin, &hakem, comment);
                    continue;
                }
                let (hakem, tail) = match hakem.split_once(" | tail -") {
                    Some((c, n)) => (c.to_string(), n.trim().parse().ok()),
                    None => (hakem, None),
                };
                out.push(Example {
                    origin,
                    command: hakem,
                    setup: setup.clone(),
                    expect: Expect::Transcript {
                        status: stated_status(comment).unwrap_or(0),
                        tail,
                        pasted,
                    },
                });
            }
            if set_up {
                setup.push(command.to_string());
            }
            continue;
        }
        if shell {
            // A line ending in ` \` goes on on the next.
            let mut line = line.to_string();
            while line.ends_with(" \\") && i + 1 < lines.len() {
                line.truncate(line.len() - 1);
                i += 1;
                line.push_str(lines[i].trim_start());
            }
            let (command, comment) = split_comment(&line);
            if command.trim_start().starts_with("mkdir -p ") {
                setup.push(command.trim().to_string());
            } else if let Some(command) = as_hakem(command) {
                if is_long(comment) {
                    skipped.long(origin, &command, comment);
                } else if is_form(&command) {
                    skipped.forms += 1;
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

/// The `` `hakem ...` `` spans of a paragraph (or a table) outside fenced
/// blocks. The words after a span, up to the next span or table cell, are
/// its note: `` `hakem solve kalah` (takes about 4 s) `` is not run.
/// A paragraph (or a table) that opens with a comment `<!-- ... -->`
/// saying `takes about` has its every command taken as long.
fn inline_commands(origin: &str, line: &str, out: &mut Vec<Example>, skipped: &mut Skipped) {
    let (comment, line) = match line.trim_start().strip_prefix("<!--") {
        Some(rest) => rest.split_once("-->").unwrap_or((rest, "")),
        None => ("", line),
    };
    let pieces: Vec<&str> = line.split('`').collect();
    for (k, span) in pieces.iter().enumerate() {
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
        let note = pieces.get(k + 1).copied().unwrap_or("");
        let note = note.split('|').next().unwrap_or(note);
        let note = if is_long(comment) { comment } else { note };
        if is_long(note) {
            skipped.long(origin.to_string(), &command, note);
            continue;
        }
        out.push(Example {
            origin: origin.to_string(),
            command,
            setup: Vec::new(),
            expect: stated_status(note).map_or(Expect::Understood, Expect::Status),
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
                skipped.long(origin.clone(), command, description);
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

/// How long an example may run under the debug build (stopped after).
const LIMIT_SECONDS: u64 = 120;

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
    let mut script = String::from("ulimit -v 16777216\n");
    for line in &ex.setup {
        script += &format!("{line} || exit 99\n");
    }
    // hakem's own status, whatever a pipe after it does.
    script += &format!("{}\nexit ${{PIPESTATUS[0]}}\n", ex.command);
    // A command that does not end in time is stopped (with what it started).
    let out = Command::new("timeout")
        .arg(format!("{LIMIT_SECONDS}"))
        .arg("bash")
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
    if status == 124 {
        return Err(format!(
            "still running after {LIMIT_SECONDS} s: make it smaller, or say `takes about`"
        ));
    }
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

/// README.md and every `.md` under `docs/`, in a stable order.
fn documents() -> Vec<(String, String)> {
    fn markdown_under(dir: &Path, names: &mut Vec<String>) {
        for entry in std::fs::read_dir(Path::new(ROOT).join(dir)).expect("docs folder") {
            let entry = entry.expect("entry");
            let name = dir.join(entry.file_name());
            if entry.file_type().expect("type").is_dir() {
                markdown_under(&name, names);
            } else if name.extension().is_some_and(|e| e == "md") {
                names.push(name.to_string_lossy().into_owned());
            }
        }
    }
    let mut docs = Vec::new();
    markdown_under(Path::new("docs"), &mut docs);
    docs.sort();
    std::iter::once("README.md".to_string())
        .chain(docs)
        .map(|n| {
            let text = std::fs::read_to_string(Path::new(ROOT).join(&n)).expect("read");
            (n, text)
        })
        .collect()
}

#[test]
fn readme_and_docs_examples_run_as_shown() {
    let mut examples = Vec::new();
    let mut skipped = Skipped::default();
    for (name, text) in documents() {
        from_markdown(&name, &text, &mut examples, &mut skipped);
    }
    assert!(
        examples.len() >= 100,
        "expected the documents' examples, found {}",
        examples.len()
    );
    let mut failures = skipped.misread();
    failures.extend(run_all("docs", &examples));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{} examples run; {}", examples.len(), skipped.summary());
}

#[test]
fn help_examples_run_as_shown() {
    use clap::CommandFactory;
    let mut examples = Vec::new();
    let mut skipped = Skipped::default();
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
    let mut failures = skipped.misread();
    failures.extend(run_all("help", &examples));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!(
        "{} help examples run; {}",
        examples.len(),
        skipped.summary()
    );
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
    assert!(is_form("hakem sheet round-N/table-*.toml"));
    assert!(is_form("hakem sheet DIR/round-2/table-*.toml"));
    assert!(is_form(
        r#"hakem solve kalah --build-endgames "$SLURM_ARRAY_TASK_ID" --slice"#
    ));
    assert!(is_form("hakem serve --port"));
    assert!(!is_form("hakem serve ankara-2026 --port 0"));
    assert!(!is_form("hakem simulate kalah-6-5 --games 10"));
    assert_eq!(
        as_hakem("cargo run --release -- check x.toml").as_deref(),
        Some("hakem check x.toml")
    );
}

/// The notes, the set-up and the long commands of a document are read as
/// the top of this file says.
#[test]
fn a_document_is_read_as_documented() {
    let doc = "\
Check `hakem check a.toml`, solve `hakem solve kalah` (takes about 4 s), \
refuse `hakem simulate kalahh`: exit status 2.

<!-- Each command of this table takes about a minute. -->
| what | command |
| --- | --- |
| a | `hakem solve kalah --threads 1` |

```
$ hakem pair x > /dev/null
$ printf '1\\n' > cards.txt
$ hakem result x < cards.txt
Table 1
$ hakem serve x --lan   # takes about a tournament day
```

```sh
hakem solve kalah --build-endgames 20 \\
    --memory 4096   # takes about 2 minutes
hakem solve kalah --memroy 4096   # takes about an hour
hakem check b.toml   # exit status 1
```
";
    let mut examples = Vec::new();
    let mut skipped = Skipped::default();
    from_markdown("doc.md", doc, &mut examples, &mut skipped);
    let run: Vec<(&str, &str)> = examples
        .iter()
        .map(|e| (e.origin.as_str(), e.command.as_str()))
        .collect();
    assert_eq!(
        run,
        [
            ("doc.md:1", "hakem check a.toml"),
            ("doc.md:1", "hakem simulate kalahh"),
            ("doc.md:9", "hakem pair x > /dev/null"),
            ("doc.md:11", "hakem result x < cards.txt"),
            ("doc.md:20", "hakem check b.toml"),
        ]
    );
    assert!(matches!(examples[0].expect, Expect::Understood));
    assert!(matches!(examples[1].expect, Expect::Status(2)));
    assert!(examples[2].setup.is_empty());
    assert_eq!(
        examples[3].setup,
        ["hakem pair x > /dev/null", r"printf '1\n' > cards.txt"]
    );
    assert!(matches!(examples[4].expect, Expect::Status(1)));
    let long: Vec<&str> = skipped.long.iter().map(|(_, c, _)| c.as_str()).collect();
    assert_eq!(
        long,
        [
            "hakem solve kalah",
            "hakem solve kalah --threads 1",
            "hakem serve x --lan",
            "hakem solve kalah --build-endgames 20 --memory 4096",
            "hakem solve kalah --memroy 4096",
        ]
    );
    // Not run, but read: the misspelt flag is found.
    let misread = skipped.misread();
    assert_eq!(misread.len(), 1, "{misread:?}");
    assert!(misread[0].starts_with("doc.md:19: `hakem solve kalah --memroy 4096`"));
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
