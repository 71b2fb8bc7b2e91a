//! The solver's endgame cache holds only files hakem made: a FIFO, a link
//! (to /dev/zero or to another file), a folder in an entry's place, a
//! cache folder that cannot be written: the solve goes on in memory, says
//! so on stderr, and leaves the foreign entry (and whatever it names) as
//! it was. And `--build-endgames N --slice`, run slice by slice in
//! separate processes, writes the files one process writes.
#![cfg(unix)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use hakem::analysis::solve::endgame::{level_file, tables_fingerprint};

const RULES: &str =
    "extends = \"kalah\"\nname = \"k43\"\ntitle = \"t\"\n[board]\npits = 4\nstones = 3\n";
const VALUE: &str = "Value: South wins by 6 stones";

/// A fresh folder holding the ruleset `k43.toml`.
fn fresh(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-cache-{}-{case}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("temp folder");
    fs::write(dir.join("k43.toml"), RULES).expect("ruleset written");
    dir
}

/// The file of level `n` in `cache` for the test's rules.
fn level(dir: &Path, cache: &Path, n: u16) -> PathBuf {
    let text = fs::read_to_string(dir.join("k43.toml")).expect("ruleset");
    level_file(cache, tables_fingerprint(&rules_of(&text)), n)
}

/// The ruleset the TOML `text` writes.
fn rules_of(text: &str) -> hakem::ruleset::Ruleset {
    hakem::ruleset::parse(&hakem::text::diagnostic::Source::new(
        "k43.toml",
        text.to_string(),
    ))
    .expect("valid ruleset")
}

/// `hakem ARGS` in `dir`, killed if it runs past a minute (a blocked read
/// would otherwise hang the suite).
fn hakem(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .current_dir(dir)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hakem starts");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("hakem {args:?} still runs after 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

/// Solves the test's rules with the cache `cache`, tables up to 6 stones.
fn solve(dir: &Path, cache: &Path) -> Output {
    hakem(
        dir,
        &[
            "solve",
            "k43.toml",
            "--threads",
            "1",
            "--memory",
            "16",
            "--endgame",
            "6",
            "--cache-dir",
            cache.to_str().expect("utf-8 path"),
        ],
    )
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Solved (status 0, the value), with a warning on stderr naming `what`.
fn solved_in_memory(out: &Output, what: &str) {
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(
        out.status.code(),
        Some(0),
        "stdout: {stdout}\nstderr: {stderr}"
    );
    assert!(stdout.contains(VALUE), "{stdout}");
    assert!(
        stderr.contains("warning: endgame cache") && stderr.contains(what),
        "{stderr}"
    );
    assert!(stderr.contains("built in memory"), "{stderr}");
}

/// A cache filled by a first run: a second run reads every level back.
#[test]
fn a_cache_it_made_is_read_back() {
    let dir = fresh("own");
    let cache = dir.join("cache");
    let first = solve(&dir, &cache);
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    assert!(level(&dir, &cache, 6).is_file());
    let second = solve(&dir, &cache);
    let stdout = text(&second.stdout);
    assert!(stdout.contains(VALUE), "{stdout}");
    assert!(
        stdout.contains("6 of 6 levels read from the cache"),
        "{stdout}"
    );
    assert!(text(&second.stderr).is_empty(), "{}", text(&second.stderr));
    let _ = fs::remove_dir_all(&dir);
}

/// A level file of format version 1 (checked with FNV-1a) is still read
/// back; a file whose values no longer match its checksum is built again.
#[test]
fn version_1_files_are_read_and_a_changed_byte_rebuilds() {
    use hakem::analysis::solve::endgame::fnv1a;
    let dir = fresh("versions");
    let cache = dir.join("cache");
    let first = solve(&dir, &cache);
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    // Level 6 rewritten as version 1 would have written it.
    let six = level(&dir, &cache, 6);
    let mut bytes = fs::read(&six).expect("level 6");
    assert_eq!(bytes[8..12], 2u32.to_le_bytes(), "written as version 2");
    bytes[8..12].copy_from_slice(&1u32.to_le_bytes());
    let sum = fnv1a(&bytes[40..]);
    bytes[32..40].copy_from_slice(&sum.to_le_bytes());
    fs::write(&six, &bytes).expect("rewritten");
    // Level 5 with one value changed.
    let five = level(&dir, &cache, 5);
    let mut changed = fs::read(&five).expect("level 5");
    let last = changed.len() - 1;
    changed[last] ^= 1;
    fs::write(&five, &changed).expect("changed");
    let second = solve(&dir, &cache);
    let stdout = text(&second.stdout);
    assert!(stdout.contains(VALUE), "{stdout}");
    assert!(
        stdout.contains("5 of 6 levels read from the cache"),
        "{stdout}"
    );
    assert_ne!(
        fs::read(&five).expect("rebuilt"),
        changed,
        "level 5 rebuilt"
    );
    assert_eq!(
        fs::read(&six).expect("kept"),
        bytes,
        "the version 1 file kept"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_fifo_in_the_cache_does_not_block() {
    let dir = fresh("fifo");
    let cache = dir.join("cache");
    fs::create_dir_all(&cache).expect("cache folder");
    let fifo = level(&dir, &cache, 3);
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    solved_in_memory(&solve(&dir, &cache), "is a FIFO");
    use std::os::unix::fs::FileTypeExt;
    assert!(
        fs::symlink_metadata(&fifo)
            .expect("still there")
            .file_type()
            .is_fifo()
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_link_to_dev_zero_is_not_read() {
    let dir = fresh("zero");
    let cache = dir.join("cache");
    fs::create_dir_all(&cache).expect("cache folder");
    let link = level(&dir, &cache, 4);
    std::os::unix::fs::symlink("/dev/zero", &link).expect("link made");
    solved_in_memory(&solve(&dir, &cache), "is a symbolic link");
    assert_eq!(
        fs::read_link(&link).expect("link kept"),
        Path::new("/dev/zero")
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_link_to_another_file_is_not_written_through() {
    let dir = fresh("link");
    let cache = dir.join("cache");
    fs::create_dir_all(&cache).expect("cache folder");
    let victim = dir.join("precious.txt");
    fs::write(&victim, "a file that is not hakem's\n").expect("victim written");
    let link = level(&dir, &cache, 5);
    std::os::unix::fs::symlink(&victim, &link).expect("link made");
    solved_in_memory(&solve(&dir, &cache), "is a symbolic link");
    assert_eq!(
        fs::read_to_string(&victim).expect("victim"),
        "a file that is not hakem's\n"
    );
    assert!(
        fs::symlink_metadata(&link)
            .expect("link")
            .file_type()
            .is_symlink()
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_folder_in_an_entrys_place_is_left_alone() {
    let dir = fresh("folder");
    let cache = dir.join("cache");
    let folder = level(&dir, &cache, 2);
    fs::create_dir_all(&folder).expect("folder made");
    solved_in_memory(&solve(&dir, &cache), "is a folder");
    assert!(folder.is_dir());
    let _ = fs::remove_dir_all(&dir);
}

/// A cache folder that cannot be made (its parent is a file; this holds
/// for root too) or written (read-only; root writes anyway, so that case
/// is looked at only when not root).
#[test]
fn a_cache_that_cannot_be_written_leaves_the_tables_in_memory() {
    let dir = fresh("unwritable");
    fs::write(dir.join("file"), "").expect("file written");
    let out = solve(&dir, &dir.join("file").join("cache"));
    solved_in_memory(&out, "cannot be made");
    // Said once, not once per level (and once that the bounds proven are
    // not kept either).
    let stderr = text(&out.stderr);
    assert_eq!(
        stderr.matches("warning: endgame cache").count(),
        1,
        "{stderr}"
    );
    assert_eq!(
        stderr.matches("bounds proven are not kept").count(),
        1,
        "{stderr}"
    );

    let readonly = dir.join("readonly");
    fs::create_dir_all(&readonly).expect("folder made");
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(&readonly, fs::Permissions::from_mode(0o555)).expect("chmod");
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        solved_in_memory(&solve(&dir, &readonly), "cannot be written");
        assert_eq!(fs::read_dir(&readonly).expect("listed").count(), 0);
    }
    fs::set_permissions(&readonly, fs::Permissions::from_mode(0o755)).expect("chmod back");
    let _ = fs::remove_dir_all(&dir);
}

/// `--build-endgames N --slice` in one process per slice, each reading the
/// smaller slices' files, writes the same files as `--build-endgames N` in
/// one process; and a slice whose smaller slices are missing is refused.
#[test]
fn slices_built_in_separate_processes_equal_one_build() {
    let dir = fresh("slices");
    let (whole, sliced) = (dir.join("whole"), dir.join("sliced"));
    let top = 9u16;
    let out = hakem(
        &dir,
        &[
            "solve",
            "k43.toml",
            "--build-endgames",
            &top.to_string(),
            "--threads",
            "2",
            "--cache-dir",
            whole.to_str().expect("utf-8"),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("levels 1 to 9 ready"),
        "{}",
        text(&out.stdout)
    );

    let empty = dir.join("empty");
    let missing = hakem(
        &dir,
        &[
            "solve",
            "k43.toml",
            "--build-endgames",
            "3",
            "--slice",
            "--cache-dir",
            empty.to_str().expect("utf-8"),
        ],
    );
    assert_eq!(missing.status.code(), Some(2));

    for n in 1..=top {
        let out = hakem(
            &dir,
            &[
                "solve",
                "k43.toml",
                "--build-endgames",
                &n.to_string(),
                "--slice",
                "--threads",
                "1",
                "--cache-dir",
                sliced.to_str().expect("utf-8"),
            ],
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "slice {n}: {}",
            text(&out.stderr)
        );
    }
    for n in 1..=top {
        let (a, b) = (level(&dir, &whole, n), level(&dir, &sliced, n));
        assert!(
            fs::read(&a).expect("whole") == fs::read(&b).expect("sliced"),
            "slice {n}"
        );
    }
    // A build goes on from the files already there (and checks them).
    let again = hakem(
        &dir,
        &[
            "solve",
            "k43.toml",
            "--build-endgames",
            "10",
            "--cache-dir",
            sliced.to_str().expect("utf-8"),
        ],
    );
    assert!(
        text(&again.stdout).contains("9 read back, 1 built"),
        "{}",
        text(&again.stdout)
    );
    let _ = fs::remove_dir_all(&dir);
}

/// The bounds a run proved are kept in the cache folder and the next run
/// on the same position starts from them (same value, same move); a kept
/// file that does not check is ignored, and one that is a FIFO is left
/// alone with a warning.
#[test]
fn proven_bounds_are_kept_between_runs() {
    let dir = fresh("bounds");
    let cache = dir.join("cache");
    let first = solve(&dir, &cache);
    let first_out = text(&first.stdout);
    assert!(!first_out.contains("Started from"), "{first_out}");
    let kept: Vec<PathBuf> = fs::read_dir(&cache)
        .expect("cache")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "hkb"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let second = text(&solve(&dir, &cache).stdout);
    assert!(
        second.contains("Started from the bounds an earlier run proved: +6 to +6"),
        "{second}"
    );
    let line = |out: &str, start: &str| {
        out.lines()
            .find(|l| l.starts_with(start))
            .map(str::to_string)
    };
    for start in ["Value:", "Best move:"] {
        assert_eq!(line(&second, start), line(&first_out, start), "{second}");
    }
    // One byte changed: the checksum fails, the bounds are proven afresh.
    let mut bytes = fs::read(&kept[0]).expect("kept");
    bytes[44] ^= 1;
    fs::write(&kept[0], &bytes).expect("written");
    let third = text(&solve(&dir, &cache).stdout);
    assert!(!third.contains("Started from"), "{third}");
    assert!(third.contains(VALUE), "{third}");
    // A FIFO in its place: not read, not replaced.
    fs::remove_file(&kept[0]).expect("removed");
    let made = Command::new("mkfifo")
        .arg(&kept[0])
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let fourth = solve(&dir, &cache);
    assert_eq!(fourth.status.code(), Some(0));
    assert!(text(&fourth.stdout).contains(VALUE));
    assert!(
        text(&fourth.stderr).contains("is a FIFO"),
        "{}",
        text(&fourth.stderr)
    );
    let _ = fs::remove_dir_all(&dir);
}

/// A ruleset written as a club would: `extends`, then the board.
fn ruleset(base: &str, pits: u8, stones: u16, extra: &str) -> hakem::ruleset::Ruleset {
    let text = format!(
        "extends = \"{base}\"\nname = \"{base}-{pits}-{stones}{}\"\ntitle = \"t\"\n[board]\npits = {pits}\nstones = {stones}\n{extra}",
        if extra.is_empty() { "" } else { "-house" }
    );
    rules_of(&text)
}

/// One solve of the start as `hakem solve` runs it: the table kept in
/// `dir` read back first (when `dir`), kept again at the end; stopped
/// after `limit` nodes. The solution, and whether a kept table was read.
fn solve_keeping(
    rules: &hakem::ruleset::Ruleset,
    dir: Option<&Path>,
    threads: usize,
    known: Option<hakem::analysis::solve::Bounds>,
    limit: u64,
) -> (hakem::analysis::solve::Solution, bool) {
    use hakem::analysis::solve::table::Table;
    use hakem::analysis::solve::{Solver, after_moves, kept};
    let (root, history) = after_moves(rules, &[]).expect("start");
    let table = Table::with_bytes(1 << 22);
    let read = dir.is_some_and(|d| {
        kept::load(d, rules, &root, &table)
            .expect("a table hakem kept")
            .is_some()
    });
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut progress = |_| {};
    let mut solver = Solver::with_table(rules, table, None, &stop, &mut progress)
        .with_threads(threads)
        .known_bounds(known)
        .node_limit(limit);
    let solution = solver.solve(&root, &history);
    if let Some(d) = dir {
        kept::keep(d, rules, &root, solver.table()).expect("kept");
    }
    (solution, read)
}

/// A solve cut short half-way (a node limit: the same cut every time on
/// one thread) and taken up again from its kept table and bounds finds the
/// value and best move of one uninterrupted run, searching fewer nodes
/// than a fresh run and than a run from the bounds alone; the value and
/// move do not depend on the threads of either run.
#[test]
fn a_run_cut_short_goes_on_from_its_kept_table() {
    use hakem::analysis::solve::Stopped;
    let boards = [
        ruleset("turkish-mangala", 5, 2, ""),
        ruleset("kalah", 4, 3, ""),
        ruleset(
            "kalah",
            4,
            3,
            "[[capture]]\nside = \"own\"\ncount = \"was-empty\"\ntake = [\"opposite\", \"pit\"]\n",
        ),
    ];
    for rules in &boards {
        let name = rules.name();
        let (fresh, _) = solve_keeping(rules, None, 1, None, u64::MAX);
        assert!(fresh.value.is_some(), "{name}");
        for (cut_threads, resume_threads) in [(1, 1), (2, 3)] {
            let dir = fresh_dir(&format!("kept-{name}-{cut_threads}-{resume_threads}"));
            // Well before the end, even when threads search more nodes.
            let limit = fresh.nodes / (2 * cut_threads as u64);
            let (cut, read) = solve_keeping(rules, Some(&dir), cut_threads, None, limit);
            assert!(!read, "{name}");
            assert_eq!(cut.stopped, Some(Stopped::Interrupted), "{name}");
            let (resumed, read) = solve_keeping(
                rules,
                Some(&dir),
                resume_threads,
                Some(cut.bounds),
                u64::MAX,
            );
            assert!(read, "{name}");
            assert_eq!(
                (resumed.value, resumed.best),
                (fresh.value, fresh.best),
                "{name}, cut on {cut_threads} threads, resumed on {resume_threads}"
            );
            if (cut_threads, resume_threads) == (1, 1) {
                let (bounds_only, _) = solve_keeping(rules, None, 1, Some(cut.bounds), u64::MAX);
                assert_eq!(bounds_only.value, fresh.value, "{name}");
                println!(
                    "{name}: fresh {} nodes; cut {} + resumed {}; from the bounds alone {}",
                    fresh.nodes, cut.nodes, resumed.nodes, bounds_only.nodes
                );
                assert!(resumed.nodes < fresh.nodes, "{name}");
                assert!(resumed.nodes < bounds_only.nodes, "{name}");
            }
            let _ = fs::remove_dir_all(&dir);
        }
    }
}

/// An empty folder for a test.
fn fresh_dir(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-cache-{}-{case}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// The `.hkt` files (kept search tables) in `cache`.
fn kept_tables(cache: &Path) -> Vec<PathBuf> {
    fs::read_dir(cache)
        .map(|entries| {
            entries
                .map(|e| e.expect("entry").path())
                .filter(|p| p.extension().is_some_and(|x| x == "hkt"))
                .collect()
        })
        .unwrap_or_default()
}

/// A search table kept in `cache` for the start of `rules` by a run cut
/// short half-way (the library's node limit, as a Ctrl-C would cut it).
fn keep_a_cut_run(rules: &hakem::ruleset::Ruleset, cache: &Path) -> PathBuf {
    use hakem::analysis::solve::Stopped;
    let (whole, _) = solve_keeping(rules, None, 1, None, u64::MAX);
    let (cut, _) = solve_keeping(rules, Some(cache), 1, None, whole.nodes / 2);
    assert_eq!(cut.stopped, Some(Stopped::Interrupted));
    let (root, _) = hakem::analysis::solve::after_moves(rules, &[]).expect("start");
    let file = hakem::analysis::solve::kept::table_file(cache, rules, &root);
    assert!(file.is_file(), "{}", file.display());
    file
}

/// A solve that finishes keeps no search table (its bounds file holds the
/// value), and removes the one a run cut short kept for its position once
/// it went on from it. The kept search table of a solve: one byte changed,
/// cut short, or a file of other rules in its place is not used, with a
/// message naming the file and why; the value is still right; the
/// temporary file of a run killed while keeping its table is removed.
/// `--no-cache` keeps none.
#[test]
fn a_damaged_kept_table_is_not_used() {
    let dir = fresh("table");
    let cache = dir.join("cache");
    let first = solve(&dir, &cache);
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    assert_eq!(kept_tables(&cache), Vec::<PathBuf>::new());
    let file = &keep_a_cut_run(&rules_of(RULES), &cache);
    let good = fs::read(file).expect("kept");
    let second = solve(&dir, &cache);
    assert!(
        text(&second.stdout).contains("Went on from the search table an earlier run kept"),
        "{}",
        text(&second.stdout)
    );
    assert!(!file.exists(), "a finished solve left its table");
    let check = |bytes: &[u8], why: &str| {
        fs::write(file, bytes).expect("written");
        let out = solve(&dir, &cache);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(stdout.contains(VALUE), "{stdout}");
        assert!(
            !stdout.contains("Went on from the search table"),
            "{stdout}"
        );
        assert!(
            stderr.contains(&format!("{}: ", file.display())) && stderr.contains(why),
            "{why}: {stderr}"
        );
        assert!(!file.exists(), "a finished solve left the file");
    };
    let mut flipped = good.clone();
    flipped[good.len() - 3] ^= 4;
    check(&flipped, "checksum does not match");
    check(&good[..good.len() - 100], "cut short");
    // Another ruleset's table under this one's name.
    let other_cache = dir.join("other");
    let foreign = keep_a_cut_run(
        &rules_of(&RULES.replace("stones = 3", "stones = 4")),
        &other_cache,
    );
    check(&fs::read(foreign).expect("foreign"), "kept for other rules");
    // A run killed while writing (no process has that number: above the
    // kernel's highest, 2^22) left its temporary file.
    let name = file.file_name().expect("name").to_string_lossy();
    let left = cache.join(format!(".{name}.999999999.0.tmp"));
    let mine = cache.join(format!(".{name}.{}.0.tmp", std::process::id()));
    fs::write(&left, b"half a table").expect("written");
    fs::write(&mine, b"a live process's").expect("written");
    assert_eq!(solve(&dir, &cache).status.code(), Some(0));
    assert!(!left.exists(), "the dead run's temporary file is left");
    assert!(mine.exists(), "a live process's temporary file is removed");
    // `--no-cache`: nothing written where the cache would be, cut short
    // or not.
    let none = dir.join("none");
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .current_dir(&dir)
        .env("XDG_CACHE_HOME", &none)
        .args(["solve", "k43.toml", "--threads", "1", "--no-cache"])
        .output()
        .expect("hakem runs");
    assert_eq!(out.status.code(), Some(0));
    assert!(!none.exists());
    let _ = fs::remove_dir_all(&dir);
}

/// `hakem solve` stopped by SIGTERM (what `timeout` sends) keeps its
/// search table, and the next run of the same position reads it back.
#[test]
fn a_solve_stopped_by_sigterm_keeps_its_table() {
    let dir = fresh("sigterm");
    let cache = dir.join("cache");
    let stopped = |dir: &Path| {
        let child = Command::new(env!("CARGO_BIN_EXE_hakem"))
            .current_dir(dir)
            .args([
                "solve",
                "kalah",
                "--threads",
                "1",
                "--memory",
                "64",
                "--endgame",
                "0",
                "--cache-dir",
                cache.to_str().expect("utf-8"),
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("hakem starts");
        // Long enough for the handler to be installed (it is, before the
        // table is read); the whole game takes far longer.
        std::thread::sleep(Duration::from_secs(3));
        let status = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
        child.wait_with_output().expect("hakem ends")
    };
    let first = stopped(&dir);
    assert_eq!(first.status.code(), Some(130), "{}", text(&first.stderr));
    let tables = fs::read_dir(&cache)
        .expect("cache")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "hkt"))
        })
        .count();
    assert_eq!(tables, 1);
    let second = stopped(&dir);
    assert_eq!(second.status.code(), Some(130), "{}", text(&second.stderr));
    assert!(
        text(&second.stdout).contains("Went on from the search table an earlier run kept"),
        "{}",
        text(&second.stdout)
    );
    let _ = fs::remove_dir_all(&dir);
}

/// Tables built ahead of time (`--build-endgames`) beyond the default
/// (a third of the 24 stones: 8) are all used by a solve that names none.
#[test]
fn levels_built_ahead_are_used_without_naming_them() {
    let dir = fresh("ahead");
    let cache = dir.join("cache");
    let cache_arg = cache.to_str().expect("utf-8 path");
    // `hakem solve k43.toml --threads 1 ARGS`.
    let solve_k43 = |args: &[&str]| {
        let mut all = vec!["solve", "k43.toml", "--threads", "1"];
        all.extend_from_slice(args);
        hakem(&dir, &all)
    };
    let built = solve_k43(&["--build-endgames", "14", "--cache-dir", cache_arg]);
    assert_eq!(built.status.code(), Some(0), "{}", text(&built.stderr));
    let solved = solve_k43(&["--format", "json", "--cache-dir", cache_arg]);
    let stdout = text(&solved.stdout);
    assert_eq!(solved.status.code(), Some(0), "{}", text(&solved.stderr));
    assert!(stdout.contains("\"endgame_stones\":14"), "{stdout}");
    assert!(stdout.contains("\"endgame_loaded\":14"), "{stdout}");
    assert!(stdout.contains("\"value\":6"), "{stdout}");
    // Without the cache the default stays.
    let none = solve_k43(&["--format", "json", "--no-cache"]);
    assert!(
        text(&none.stdout).contains("\"endgame_stones\":8"),
        "{}",
        text(&none.stdout)
    );
    let _ = fs::remove_dir_all(&dir);
}
