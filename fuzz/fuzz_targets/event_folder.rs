//! The event folder (`hakem event check`, `hakem pair`): an `event.toml`, a
//! round's `pairing.toml` and a table's record, cut from the input at its
//! NUL bytes and written into a folder, are read as a whole. Any bytes give
//! a folder or a located error, never a panic; reading writes nothing; the
//! issues, the standings and the tournament the pairing reads are built for
//! whatever was read, and a small event's next round is paired or refused.
#![no_main]

use std::fs;
use std::path::PathBuf;

use hakem::event::folder::Folder;
use hakem::event::standings::Standings;
use libfuzzer_sys::fuzz_target;

/// One folder per fuzzing process, rewritten for every input: on tmpfs
/// where there is one (two to three times the executions a second of a
/// disk-backed temporary folder).
fn folder() -> PathBuf {
    let shm = std::path::Path::new("/dev/shm");
    let base = if shm.is_dir() {
        shm.to_path_buf()
    } else {
        std::env::temp_dir()
    };
    let dir = base.join(format!("hakem-fuzz-event-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("round-1")).unwrap();
    dir
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == 0);
    let event = parts.next().unwrap_or_default();
    let pairing = parts.next();
    let record = parts.next();
    let dir = folder();
    fs::write(dir.join("event.toml"), event).unwrap();
    match pairing {
        Some(p) => fs::write(dir.join("round-1").join("pairing.toml"), p).unwrap(),
        None => fs::remove_dir_all(dir.join("round-1")).unwrap(),
    }
    if let Some(r) = record {
        fs::write(dir.join("round-1").join("table-01.toml"), r).unwrap();
    }
    let before = snapshot(&dir);
    match Folder::open(&dir) {
        Ok(folder) => {
            let paired = folder.paired_rounds();
            let _ = folder.issues(paired);
            let _ = Standings::new(&folder, paired);
            let tournament = folder.tournament(paired);
            // The pairing's work grows fast with the players: a small
            // event is paired, a large one is left to the unit tests.
            if folder.event.spec().players.len() <= 32 && paired < folder.event.spec().rounds {
                let _ = hakem::swiss::pair(&tournament, paired + 1);
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    assert_eq!(before, snapshot(&dir), "reading the folder changed it");
});

/// Every file under `dir` with its bytes (the write lock aside: readers
/// take none, but a name is a name).
fn snapshot(dir: &std::path::Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push((p.clone(), fs::read(&p).unwrap()));
            }
        }
    }
    out.sort();
    out
}
