//! One writer at a time: real `hakem` processes writing one record and one
//! event at once. Every change a writer was told was saved must be in the
//! file at the end, and no change may be told saved to two writers: of two
//! `hakem live` sessions that read the same record, one saves and the
//! other is refused ("changed by another program", exit 2); `hakem pair`
//! never replaces a round after a scorer saved a move in it.

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-writers-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// What writers were told: (set, move number) → pit, and each set started.
#[derive(Default)]
struct Told {
    moves: BTreeMap<(usize, usize), Vec<u32>>,
    sets: BTreeMap<usize, usize>,
    /// Commands the sessions answered, saved or refused.
    attempts: usize,
    /// Sessions refused because another writer saved first.
    refused: usize,
}

/// Every pit in turn and `next`, over and over: the legal ones are saved,
/// the others refused; whichever session is first to save wins.
fn batch() -> String {
    "1\n2\n3\n4\n5\n6\nnext\n".repeat(2)
}

/// One `hakem live --plain` session on `record`, fed `input`: what it said
/// was saved.
fn live_session(record: &Path, input: &str, told: &mut Told) {
    let mut child = Command::new(HAKEM)
        .args(["live", "--plain", "--lang", "en"])
        .arg(record)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hakem live");
    // A session refused at its first save stops reading: the rest of the
    // input is not wanted.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = out.status.code();
    let mut set = 0;
    let mut changed = false;
    for line in stdout.lines() {
        assert!(
            !changed,
            "the session went on after it was refused:\n{stdout}"
        );
        if let Some(rest) = line.strip_prefix("Set ") {
            // "Set 2, moves played: 7." on opening; "Set 3: A starts
            // (South)." on `next`; "Set 1 over: ..." when a set ends.
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let n: usize = rest[..digits].parse().unwrap_or(0);
            let after = &rest[digits..];
            if n == 0 {
                // "Set points: ..."
            } else if after.starts_with(", moves played") {
                set = n;
            } else if after.starts_with(':') && after.contains(" starts") {
                *told.sets.entry(n).or_default() += 1;
                set = n;
            }
        } else if let Some(rest) = line.strip_prefix("Move ") {
            let (ply, pit) = rest.split_once(": ").unwrap();
            let pit = pit.rsplit("pit ").next().unwrap().trim_end_matches('.');
            told.moves
                .entry((set, ply.parse().unwrap()))
                .or_default()
                .push(pit.parse().unwrap());
        } else if line.contains("was changed by another program") {
            changed = true;
            told.refused += 1;
        }
        if line.starts_with("> ") {
            told.attempts += 1;
        }
    }
    match code {
        Some(2) => assert!(changed, "exit 2 without a refusal:\n{stdout}\n{stderr}"),
        Some(0 | 1) => assert!(!changed, "refused, yet exit {code:?}:\n{stdout}"),
        _ => panic!("hakem live ended with {code:?}:\n{stdout}\n{stderr}"),
    }
}

/// `writers` threads running `sessions` sessions each on `record`.
fn race_live(record: &Path, writers: usize, sessions: usize) -> Told {
    let threads: Vec<_> = (0..writers)
        .map(|_| {
            let record = record.to_path_buf();
            std::thread::spawn(move || {
                let mut told = Told::default();
                for _ in 0..sessions {
                    live_session(&record, &batch(), &mut told);
                }
                told
            })
        })
        .collect();
    let mut all = Told::default();
    for t in threads {
        let told = t.join().unwrap();
        for (k, v) in told.moves {
            all.moves.entry(k).or_default().extend(v);
        }
        for (k, v) in told.sets {
            *all.sets.entry(k).or_default() += v;
        }
        all.attempts += told.attempts;
        all.refused += told.refused;
    }
    all
}

/// Every move told saved is in the file, told once; every move in the file
/// was told.
fn assert_told_is_on_disk(record: &Path, told: &Told) {
    eprintln!(
        "{}: {} commands answered, {} moves saved, {} sessions refused",
        record.display(),
        told.attempts,
        told.moves.len(),
        told.refused
    );
    let loaded = hakem::record::load(record).expect("the record reads back");
    let on_disk = &loaded.0.sets;
    for ((set, ply), pits) in &told.moves {
        assert_eq!(
            pits.len(),
            1,
            "move {ply} of set {set} was told saved {} times ({pits:?}): one of them was lost",
            pits.len()
        );
        let found = on_disk
            .get(set - 1)
            .and_then(|s| s.moves.get(ply - 1))
            .copied();
        assert_eq!(
            found,
            Some(pits[0]),
            "move {ply} of set {set} was told saved as pit {}, the file has {found:?}",
            pits[0]
        );
    }
    let in_file: usize = on_disk.iter().map(|s| s.moves.len()).sum();
    assert_eq!(
        in_file,
        told.moves.len(),
        "a move in the file was never told"
    );
    for (set, times) in &told.sets {
        assert_eq!(*times, 1, "set {set} was told started {times} times");
        assert!(
            on_disk.len() >= *set,
            "set {set} was told started, not in the file"
        );
    }
}

fn new_record(dir: &Path) -> PathBuf {
    let record = dir.join("round.toml");
    let status = Command::new(HAKEM)
        .args(["live", "--plain", "--variant", "turkish-mangala"])
        .args(["--first", "Ayşe Yılmaz", "--second", "Mehmet Demir"])
        .arg(&record)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    record
}

#[test]
fn two_live_sessions_on_one_record_never_both_save() {
    let dir = scratch("two");
    let record = new_record(&dir);
    let told = race_live(&record, 2, 100);
    assert_told_is_on_disk(&record, &told);
    assert!(told.attempts >= 2000, "{} attempts", told.attempts);
}

#[test]
fn eight_live_sessions_on_one_record_never_both_save() {
    let dir = scratch("eight");
    let record = new_record(&dir);
    let told = race_live(&record, 8, 40);
    assert_told_is_on_disk(&record, &told);
    assert!(
        told.refused > 0,
        "no writer was ever refused: no race was run"
    );
    assert!(told.attempts >= 2000, "{} attempts", told.attempts);
}

/// A two-round event of eight players, round 1 paired.
fn new_event(dir: &Path) {
    let mut toml = String::from(
        "name = \"Kulüp Turnuvası\"\nvariant = \"turkish-mangala\"\nrounds = 2\nlot = \"starts\"\n",
    );
    for (id, given, surname) in [
        ("ayse", "Ayşe", "Yılmaz"),
        ("mehmet", "Mehmet", "Demir"),
        ("zeynep", "Zeynep", "Kaya"),
        ("emre", "Emre", "Şahin"),
        ("elif", "Elif", "Çelik"),
        ("burak", "Burak", "Öztürk"),
        ("deniz", "Deniz", "Arslan"),
        ("can", "Can", "Doğan"),
    ] {
        toml.push_str(&format!(
            "\n[[player]]\nid = \"{id}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\n"
        ));
    }
    fs::write(dir.join("event.toml"), toml).unwrap();
    let out = Command::new(HAKEM).arg("pair").arg(dir).output().unwrap();
    assert!(out.status.success(), "{out:?}");
}

/// Scorers at table 1 and arbiters re-pairing round 1 at once: a re-pairing
/// is allowed only while no record holds a move, so once a move is told
/// saved, no `hakem pair` may replace the round it is in.
#[test]
fn pair_never_replaces_a_round_after_a_move_was_saved_in_it() {
    for trial in 0..3 {
        let dir = scratch(&format!("event-{trial}"));
        new_event(&dir);
        let record = dir.join("round-1").join("table-01.toml");
        let paired = Arc::new(AtomicUsize::new(0));
        let pairs: Vec<_> = (0..2)
            .map(|_| {
                let (dir, paired) = (dir.clone(), paired.clone());
                std::thread::spawn(move || {
                    for _ in 0..4 {
                        let out = Command::new(HAKEM)
                            .args(["pair", "--round", "1"])
                            .arg(&dir)
                            .output()
                            .unwrap();
                        match out.status.code() {
                            Some(0) => {
                                paired.fetch_add(1, Ordering::Relaxed);
                            }
                            // "these records hold moves": refused, nothing written.
                            Some(1) => {}
                            code => panic!("hakem pair ended with {code:?}: {out:?}"),
                        }
                    }
                })
            })
            .collect();
        let told = race_live(&record, 3, 10);
        for p in pairs {
            p.join().unwrap();
        }
        eprintln!(
            "round 1 paired again {} times",
            paired.load(Ordering::Relaxed)
        );
        assert_told_is_on_disk(&record, &told);
        // Nothing half done is left, and the event reads.
        let leftovers: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".round-"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        let check = Command::new(HAKEM)
            .args(["event", "check"])
            .arg(&dir)
            .output()
            .unwrap();
        assert_ne!(check.status.code(), Some(2), "{check:?}");
    }
}

/// A record emptied or removed by another program while `hakem live` has it
/// open: the next change is refused and the session ends with exit 2.
#[test]
fn live_ends_with_status_2_when_its_record_is_emptied_or_removed() {
    use std::io::{BufRead, BufReader};
    for (case, change) in [
        (
            "emptied",
            (|p: &Path| fs::write(p, "").unwrap()) as fn(&Path),
        ),
        ("removed", |p: &Path| fs::remove_file(p).unwrap()),
    ] {
        let dir = scratch(case);
        let record = new_record(&dir);
        let mut child = Command::new(HAKEM)
            .args(["live", "--plain", "--lang", "en"])
            .arg(&record)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        stdin.write_all(b"3\n").unwrap();
        let mut line = String::new();
        while !line.starts_with("Move 1:") {
            line.clear();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "no move saved");
        }
        change(&record);
        stdin.write_all(b"1\n2\n").unwrap();
        drop(stdin);
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(2), "{case}: {rest}");
        assert!(
            rest.contains("was changed by another program"),
            "{case}: {rest}"
        );
        assert!(!rest.contains("Move 2"), "{case}: {rest}");
    }
}

/// `hakem result` replaces a table's record only if it still holds what
/// was read: a move a scorer saved since is never written over.
#[test]
fn a_result_is_not_written_over_a_record_changed_since_it_was_read() {
    use hakem::event::folder::Folder;
    use hakem::event::result::{Refusal, enter, parse_entry};
    let dir = scratch("result");
    new_event(&dir);
    let mut folder = Folder::open(&dir).unwrap();
    // A scorer's `hakem live` saves a move in the meantime.
    let record = dir.join("round-1").join("table-01.toml");
    let mut live = Command::new(HAKEM)
        .args(["live", "--plain"])
        .arg(&record)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    live.stdin.take().unwrap().write_all(b"3\n").unwrap();
    assert!(live.wait().unwrap().success());
    let saved = fs::read_to_string(&record).unwrap();
    let entry = parse_entry(&["30-18", "30-18"]).unwrap();
    let refused = enter(&mut folder, 1, 1, &entry, None);
    assert!(
        matches!(
            &refused,
            Err(Refusal::Failed(hakem::error::Error::Changed(_)))
        ),
        "{:?}",
        refused.err()
    );
    assert_eq!(fs::read_to_string(&record).unwrap(), saved);
}
