//! `hakem replay --format json` agrees with the engine and with `check`: for
//! every record in `samples/` and `tests/data/replay/`, every set's
//! positions match `Game::play` move by move, and the last position (and the
//! illegal move, if any) match `check --format json`.

use std::path::{Path, PathBuf};
use std::process::Command;

use hakem::engine::{Game, Player, Position};
use serde_json::Value;

fn records() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["samples", "tests/data/replay"] {
        let Ok(entries) = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "toml") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

fn hakem(args: &[&str]) -> (Value, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .output()
        .expect("hakem runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    let json = serde_json::from_str(text.trim()).unwrap_or_else(|e| {
        panic!(
            "hakem {args:?}: not JSON ({e}): {text}\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (json, out.status.code().unwrap_or(-1))
}

fn side(p: &Position, player: Player) -> Value {
    serde_json::json!({ "pits": p.row(player), "store": p.store(player) })
}

#[test]
fn replay_json_agrees_with_the_engine_and_with_check() {
    let files = records();
    assert!(files.len() >= 5, "expected sample records, found {files:?}");
    let mut sets_seen = 0;
    for file in &files {
        let path = file.to_str().expect("UTF-8 path");
        // Records that are not meant to be read (bad-input samples) are
        // covered by the command-line tests.
        let Ok(loaded) = hakem::referee::open_record::open(file) else {
            continue;
        };
        // Games entered by results (Pentago, ...) have no moves to replay.
        let Some(rules) = loaded.rules.as_ref() else {
            continue;
        };
        let (check, check_status) = hakem(&["check", path, "--format", "json"]);
        let mut any_invalid_move = false;
        for (i, set) in loaded.record.sets.iter().enumerate() {
            let number = (i + 1).to_string();
            let (replay, status) = hakem(&["replay", path, "--set", &number, "--format", "json"]);
            let positions = replay["positions"].as_array().expect("positions");
            assert_eq!(replay["set"], i + 1);
            assert_eq!(replay["variant"], rules.name());

            // Move by move against the engine.
            let mut game = Game::new(rules);
            let mut expected_error = None;
            for (k, &pit) in set.moves.iter().enumerate() {
                let before = *game.position();
                let at = &positions[k];
                assert_eq!(at["ply"], k, "{path} set {number}");
                assert_eq!(
                    at["south"],
                    side(&before, Player::South),
                    "{path} set {number} ply {k}"
                );
                assert_eq!(
                    at["north"],
                    side(&before, Player::North),
                    "{path} set {number} ply {k}"
                );
                let to_move = (!before.is_over()).then(|| before.to_move().name());
                assert_eq!(at["to_move"], serde_json::json!(to_move), "{path} ply {k}");
                if let Err(illegal) = game.play(pit) {
                    expected_error = Some((k + 1, illegal.code()));
                    break;
                }
                let next = &positions[k + 1];
                assert_eq!(
                    next["move"]["pit"],
                    pit,
                    "{path} set {number} ply {}",
                    k + 1
                );
                assert_eq!(next["move"]["player"], before.to_move().name());
            }
            let last = game.position();
            assert_eq!(positions.len(), game.ply() + 1, "{path} set {number}");
            let end = &positions[game.ply()];
            assert_eq!(end["south"], side(last, Player::South));
            assert_eq!(end["north"], side(last, Player::North));

            // The end agrees with check, unless the tournament rules cut the
            // set short (a timeout or the round-losing warning): check stops
            // there, replay shows every recorded move.
            let verdict = &check["sets"][i];
            if matches!(verdict["ended_by"].as_str(), Some("timeout" | "warnings")) {
                assert!(verdict["plies"].as_u64() <= Some(game.ply() as u64));
                sets_seen += 1;
                continue;
            }
            assert_eq!(
                verdict["board"]["south"], end["south"],
                "{path} set {number}"
            );
            assert_eq!(
                verdict["board"]["north"], end["north"],
                "{path} set {number}"
            );
            assert_eq!(verdict["plies"], game.ply());
            assert_eq!(verdict["to_move"], end["to_move"]);
            match expected_error {
                Some((k, code)) => {
                    any_invalid_move = true;
                    assert_eq!(status, 1, "{path} set {number}: an illegal move is exit 1");
                    assert_eq!(replay["error"]["move"], k);
                    assert_eq!(replay["error"]["code"], code);
                    assert_eq!(verdict["error"]["move"], k);
                    assert_eq!(verdict["error"]["code"], code);
                }
                None => {
                    assert_eq!(status, 0, "{path} set {number}");
                    assert!(replay["error"].is_null());
                    assert!(verdict["error"].is_null());
                    if let Some(end) = last.ended() {
                        let events = end_events(positions);
                        assert!(
                            events
                                .contains(&serde_json::json!({"type": "ended", "by": end.code()})),
                            "{path} set {number}: the last move says why the set ended"
                        );
                        assert_eq!(verdict["ended_by"], end.code());
                    }
                }
            }
            sets_seen += 1;
        }
        if any_invalid_move {
            assert_eq!(check_status, 1, "{path}");
        }
    }
    assert!(sets_seen >= 6);
}

fn end_events(positions: &[Value]) -> Vec<Value> {
    positions
        .last()
        .and_then(|p| p["events"].as_array())
        .cloned()
        .unwrap_or_default()
}

#[test]
fn each_position_is_the_last_one_plus_its_events() {
    // Stones are neither created nor lost, and what the events say matches
    // the change in the stores.
    for file in records() {
        let path = file.to_str().expect("UTF-8 path");
        // Unreadable records and games entered by results have no replay.
        if !hakem::referee::open_record::open(&file).is_ok_and(|l| l.rules.is_some()) {
            continue;
        }
        let (replay, _) = hakem(&["replay", path, "--format", "json"]);
        let positions = replay["positions"].as_array().expect("positions");
        let total = |p: &Value| -> u64 {
            ["south", "north"]
                .iter()
                .map(|s| {
                    p[s]["store"].as_u64().unwrap_or(0)
                        + p[s]["pits"]
                            .as_array()
                            .map_or(0, |a| a.iter().filter_map(Value::as_u64).sum())
                })
                .sum()
        };
        for pair in positions.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            assert_eq!(total(before), total(after), "{path}");
            let mover = after["move"]["player"].as_str().expect("mover");
            let mut gained = [0u64; 2];
            let mut sown_into_store = 0;
            for e in after["events"].as_array().expect("events") {
                match e["type"].as_str() {
                    Some("captured") => {
                        gained[usize::from(e["to"] == "north")] += e["stones"].as_u64().unwrap_or(0)
                    }
                    Some("captured-more") => {
                        gained[usize::from(mover == "north")] += e["stones"].as_u64().unwrap_or(0)
                    }
                    Some("into-tuzdyk") => {
                        gained[usize::from(e["owner"] == "north")] +=
                            e["stones"].as_u64().unwrap_or(0)
                    }
                    // Each relay lap's stones can pass the mover's store too.
                    Some("relay") => sown_into_store += e["stones"].as_u64().unwrap_or(0),
                    Some("swept") => {
                        gained[usize::from(e["to"] == "north")] += e["stones"].as_u64().unwrap_or(0)
                    }
                    _ => {}
                }
                if e["type"] == "sown" {
                    // At most one lap's worth of stones passes the own store.
                    sown_into_store += e["stones"].as_u64().unwrap_or(0);
                }
            }
            for (i, s) in ["south", "north"].iter().enumerate() {
                let change = after[s]["store"].as_u64().unwrap_or(0)
                    - before[s]["store"].as_u64().unwrap_or(0);
                assert!(change >= gained[i], "{path} ply {}", after["ply"]);
                if *s != mover {
                    assert_eq!(change, gained[i], "{path} ply {}", after["ply"]);
                } else {
                    assert!(change <= gained[i] + sown_into_store, "{path}");
                }
            }
        }
    }
}

/// What a command prints: stdout as text, and the exit status.
fn hakem_text(args: &[&str]) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .output()
        .expect("hakem runs");
    (
        String::from_utf8(out.stdout).expect("UTF-8 output"),
        out.status.code().unwrap_or(-1),
    )
}

/// `--lang` changes the words of the text reports only: the JSON of
/// `check` and `replay` is the same in every language (codes, not words),
/// and so is the exit status.
#[test]
fn json_is_the_same_in_every_language() {
    for file in records() {
        let path = file.to_str().expect("UTF-8 path");
        for command in ["check", "replay"] {
            let en = hakem_text(&[command, path, "--format", "json"]);
            let tr = hakem_text(&[command, path, "--format", "json", "--lang", "tr"]);
            assert_eq!(en, tr, "{command} {path}");
        }
    }
}

/// English words that a Turkish report must not show: each is one of the
/// English labels of `check` or `replay` (the words of the records, the
/// rules' names and the end codes such as `row-empty` stay as written).
const ENGLISH: [&str; 16] = [
    "Verdict",
    "Stores",
    "Winner",
    "South",
    "North",
    " pit ",
    "Move ",
    "Count:",
    " wins",
    "played",
    "to move",
    "Set over",
    "Round problems",
    "Replay of",
    "stone",
    "Match summary",
];

/// Every line of `check --lang tr` and of `replay --lang tr` (each set of
/// every sample record, and the large view) is in Turkish.
#[test]
fn turkish_reports_have_no_english_labels() {
    let mut seen = 0;
    for file in records() {
        let path = file.to_str().expect("UTF-8 path");
        let Ok(loaded) = hakem::referee::open_record::open(&file) else {
            continue;
        };
        let mut texts = vec![hakem_text(&["check", path, "--lang", "tr"]).0];
        if loaded.rules.is_some() {
            for set in 1..=loaded.record.sets.len() {
                let set = set.to_string();
                texts.push(hakem_text(&["replay", path, "--set", &set, "--lang", "tr"]).0);
                texts.push(
                    hakem_text(&[
                        "replay", path, "--set", &set, "--at", "0", "--large", "--lang", "tr",
                    ])
                    .0,
                );
            }
        }
        for text in texts {
            assert!(!text.is_empty(), "{path}: no report");
            seen += 1;
            // The file's own name may hold any word.
            for line in text.lines().map(|l| l.replace(path, "")) {
                for word in ENGLISH {
                    assert!(
                        !line.contains(word),
                        "{path}: English `{word}` in a Turkish report: {line}"
                    );
                }
            }
        }
    }
    assert!(seen >= 30, "only {seen} reports read");
}
