//! The done-when of the tournament layer: a 7-round, 40-player Mangala
//! event goes from `hakem event new` to the final standings, every round
//! paired by `hakem pair` and every table filled with a seeded random legal
//! game played through the engine. The folder built here must be the one
//! committed in `samples/event-swiss/` (run with `HAKEM_WRITE_SAMPLES=1` to
//! write it after a deliberate change, and review the diff), and the
//! standings' points are recomputed independently from the referee's
//! verdicts on the records.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use hakem::engine::Game;
use hakem::files::write_lock::LOCK_FILE;
use hakem::record::{self, SetRecord};
use hakem::referee::{Winner, judge};

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/event-swiss");

pub fn hakem(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .output()
        .expect("run hakem");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

pub fn ok(args: &[&str]) -> String {
    let (code, out, err) = hakem(args);
    assert_eq!(code, 0, "hakem {args:?}\nstdout:\n{out}\nstderr:\n{err}");
    out
}

/// One random legal set from the start: the moves, each in the mover's own
/// numbering, until the set ends.
fn random_set(rules: &hakem::ruleset::Ruleset, rng: &mut fastrand::Rng) -> Vec<u32> {
    let mut game = Game::new(rules);
    let mut moves = Vec::new();
    while game.position().ended().is_none() {
        let legal = game.position().legal_moves(rules);
        let pits: Vec<u32> = (0..32)
            .filter(|b| legal & (1 << b) != 0)
            .map(|b| b + 1)
            .collect();
        let pit = pits[rng.usize(..pits.len())];
        game.play(pit).expect("a legal move");
        moves.push(pit);
        assert!(moves.len() < 10_000, "a set that never ends");
    }
    moves
}

/// Fills a record written by `hakem pair` with sets of random legal games
/// until the referee says the round is complete.
pub fn fill(path: &Path, seed: u64) {
    let rules = hakem::ruleset::builtin("turkish-mangala").unwrap().unwrap();
    let mut rng = fastrand::Rng::with_seed(seed);
    let (mut rec, _, _) = record::load(path).unwrap();
    rec.sets.clear();
    loop {
        rec.sets.push(SetRecord {
            moves: random_set(&rules, &mut rng),
            ..SetRecord::default()
        });
        fs::write(path, record::to_toml(&rec)).unwrap();
        let loaded = hakem::referee::open_record::open(path).unwrap();
        let v = judge(
            &loaded.record,
            &loaded.spans,
            loaded.rules.as_ref(),
            &loaded.tournament,
        );
        assert!(
            v.valid(),
            "{}: a random legal game judged invalid",
            path.display()
        );
        if v.round.complete {
            return;
        }
        assert!(
            rec.sets.len() < 3,
            "{}: three sets and no result",
            path.display()
        );
    }
}

/// The event's files; not the write lock, which holds the process id of the
/// last writer.
fn files(dir: &Path) -> BTreeMap<PathBuf, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            // The table codes are drawn at random each pairing, by design
            // (tests/it/serve.rs and event::codes check them).
            if e.file_name() == LOCK_FILE || e.file_name() == hakem::event::codes::CODES_FILE {
                continue;
            } else if p.is_dir() {
                stack.push(p);
            } else {
                out.insert(
                    p.strip_prefix(dir).unwrap().to_path_buf(),
                    fs::read_to_string(&p).unwrap(),
                );
            }
        }
    }
    out
}

/// What the records, the byes and the forfeits give each player id, without
/// the pairing or the standings code: round points, set points (both in
/// half-points) and stones.
#[derive(Debug, Default, Clone, Copy)]
struct Totals {
    points: u32,
    set_points: u32,
    stones: u32,
}

fn totals_from_records(dir: &Path, event: &hakem::event::Event) -> BTreeMap<String, Totals> {
    let spec = event.spec();
    let mut totals: BTreeMap<String, Totals> = spec
        .players
        .iter()
        .map(|p| (p.id.clone(), Totals::default()))
        .collect();
    for r in 1..=spec.rounds {
        let round = dir.join(format!("round-{r}"));
        let manifest = fs::read_to_string(round.join("pairing.toml")).unwrap();
        let manifest: toml::Value = toml::from_str(&manifest).unwrap();
        if let Some(bye) = manifest.get("bye").and_then(|b| b.as_str()) {
            totals.get_mut(bye).unwrap().points += 2; // pairing_bye = "full"
        }
        for p in &spec.players {
            if p.asks_bye_in(r) {
                totals.get_mut(&p.id).unwrap().points += 1; // requested_bye = "half"
            }
        }
        let tables = manifest["tables"].as_array().unwrap();
        for (i, pair) in tables.iter().enumerate() {
            let ids = [pair[0].as_str().unwrap(), pair[1].as_str().unwrap()];
            let forfeit: Vec<bool> = ids
                .iter()
                .map(|id| {
                    spec.forfeits
                        .iter()
                        .any(|f| f.round == r && f.player == *id)
                })
                .collect();
            if forfeit.iter().any(|&f| f) {
                for (id, lost) in ids.iter().zip(&forfeit) {
                    if !lost {
                        totals.get_mut(*id).unwrap().points += 2;
                    }
                }
                continue;
            }
            let path = round.join(format!("table-{:02}.toml", i + 1));
            let loaded = hakem::referee::open_record::open(&path).unwrap();
            let v = judge(
                &loaded.record,
                &loaded.spans,
                loaded.rules.as_ref(),
                &loaded.tournament,
            );
            let got = match v.round.winner.unwrap() {
                Winner::Player(record::Who::First) => [2, 0],
                Winner::Player(record::Who::Second) => [0, 2],
                Winner::Draw => [1, 1],
            };
            for (k, id) in ids.iter().enumerate() {
                let t = totals.get_mut(*id).unwrap();
                t.points += got[k];
                t.set_points += (v.round.set_points[k] * 2.0) as u32;
                t.stones += v
                    .sets
                    .iter()
                    .filter(|s| s.counted)
                    .filter_map(|s| s.score)
                    .map(|s| u32::from(s[k]))
                    .sum::<u32>();
            }
        }
    }
    totals
}

fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (w, 0) => w.to_string(),
        (0, _) => "½".to_string(),
        (w, _) => format!("{w}½"),
    }
}

/// The standings table's rows as cells, by column head.
fn standings_rows(text: &str) -> Vec<BTreeMap<String, String>> {
    let mut header: Vec<String> = Vec::new();
    let mut rows = Vec::new();
    for line in text.lines() {
        if line.starts_with("Cross table") {
            break;
        }
        if !line.starts_with('│') {
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('│')
            .split('┆')
            .map(|c| c.trim().to_string())
            .collect();
        if header.is_empty() {
            header = cells;
        } else {
            rows.push(header.iter().cloned().zip(cells).collect());
        }
    }
    rows
}

#[test]
fn a_forty_player_event_from_new_to_final_standings() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-swiss");
    let _ = fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    ok(&["event", "new", d]);
    ok(&["event", "check", d]);
    fs::copy(Path::new(SAMPLE).join("event.toml"), dir.join("event.toml")).unwrap();
    ok(&["event", "check", d]);
    let (event, _) = hakem::event::load(&dir.join("event.toml")).unwrap();

    for r in 1..=7u8 {
        let out = ok(&["pair", d, "--lang", "en"]);
        assert!(out.contains(&format!("Round {r} of 7")), "{out}");
        // Re-pairing is allowed while no record holds a move, and gives the
        // same pairing (deterministic).
        let before = files(&dir.join(format!("round-{r}")));
        ok(&["pair", d, "--round", &r.to_string()]);
        assert_eq!(before, files(&dir.join(format!("round-{r}"))));

        // The next round is refused while this one is not complete.
        if r < 7 {
            let (code, _, err) = hakem(&["pair", d, "--lang", "en"]);
            assert_eq!(code, 1, "round {} paired before the results were in", r + 1);
            assert!(err.contains("no result entered yet"), "{err}");
        }
        let round = dir.join(format!("round-{r}"));
        let manifest: toml::Value =
            toml::from_str(&fs::read_to_string(round.join("pairing.toml")).unwrap()).unwrap();
        for (i, pair) in manifest["tables"].as_array().unwrap().iter().enumerate() {
            let ids = [pair[0].as_str().unwrap(), pair[1].as_str().unwrap()];
            let forfeit = event
                .spec()
                .forfeits
                .iter()
                .any(|f| f.round == r && ids.contains(&f.player.as_str()));
            if !forfeit {
                fill(
                    &round.join(format!("table-{:02}.toml", i + 1)),
                    u64::from(r) * 1000 + i as u64,
                );
            }
        }
        if r == 1 {
            // A round with moves is never paired again.
            let (code, _, err) = hakem(&["pair", d, "--round", "1", "--lang", "en"]);
            assert_eq!(code, 1);
            assert!(err.contains("hold moves"), "{err}");
        }
        ok(&["event", "check", d]);
    }
    let check = ok(&["event", "check", d, "--pairings", "--lang", "en"]);
    assert!(check.contains("every round is complete"), "{check}");
    assert_eq!(
        check.matches("paired as the Dutch system pairs it").count(),
        7,
        "{check}"
    );
    let (code, _, _) = hakem(&["pair", d]);
    assert_eq!(code, 2, "an eighth round of a 7-round event");

    // The committed sample is this folder.
    if std::env::var_os("HAKEM_WRITE_SAMPLES").is_some() {
        for r in 1..=7 {
            let _ = fs::remove_dir_all(Path::new(SAMPLE).join(format!("round-{r}")));
        }
        for (rel, text) in files(&dir) {
            let to = Path::new(SAMPLE).join(rel);
            fs::create_dir_all(to.parent().unwrap()).unwrap();
            fs::write(to, text).unwrap();
        }
    }
    let (built, committed) = (files(&dir), files(Path::new(SAMPLE)));
    let differ: Vec<_> = built
        .keys()
        .chain(committed.keys())
        .filter(|k| built.get(*k) != committed.get(*k))
        .collect();
    assert!(
        differ.is_empty(),
        "samples/event-swiss differs from the folder built by this test in {differ:?} (HAKEM_WRITE_SAMPLES=1 rewrites it)"
    );

    // What the event asks of the pairing, checked on the pairings written:
    // no rematch, the prohibited pair never meets, one pairing-allocated bye
    // at most per player, nobody paired before entering, after withdrawing
    // or in a round they asked a bye for; everybody else paired.
    let spec = event.spec();
    let mut met = std::collections::BTreeSet::new();
    let mut byes = std::collections::BTreeSet::new();
    for r in 1..=spec.rounds {
        let manifest: toml::Value = toml::from_str(
            &fs::read_to_string(dir.join(format!("round-{r}/pairing.toml"))).unwrap(),
        )
        .unwrap();
        let mut seen: Vec<String> = Vec::new();
        for pair in manifest["tables"].as_array().unwrap() {
            let (a, b) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
            let key = if a < b {
                (a.to_string(), b.to_string())
            } else {
                (b.to_string(), a.to_string())
            };
            assert!(met.insert(key), "round {r}: {a} and {b} meet again");
            assert!(
                !spec
                    .prohibited
                    .iter()
                    .any(|p| p.players.contains(&a.to_string())
                        && p.players.contains(&b.to_string())),
                "round {r}: the prohibited pair {a}, {b} meets"
            );
            seen.extend([a.to_string(), b.to_string()]);
        }
        if let Some(bye) = manifest.get("bye").and_then(|b| b.as_str()) {
            assert!(
                byes.insert(bye.to_string()),
                "{bye} gets a second pairing-allocated bye"
            );
            seen.push(bye.to_string());
        }
        for p in &spec.players {
            let plays = p.from_round.is_none_or(|f| r >= f)
                && p.withdrawn_after.is_none_or(|w| r <= w)
                && !p.asks_bye_in(r);
            let count = seen.iter().filter(|id| **id == p.id).count();
            assert_eq!(
                count,
                usize::from(plays),
                "round {r}: {} paired {count} times",
                p.id
            );
        }
    }

    // The final standings: every player once, with the round points, set
    // points and stones the records give.
    let standings = ok(&["event", "standings", d, "--lang", "en"]);
    let expected = totals_from_records(&dir, &event);
    let rows = standings_rows(&standings);
    assert_eq!(
        rows.len(),
        40,
        "every player in the standings:\n{standings}"
    );
    for row in &rows {
        let p = spec
            .players
            .iter()
            .find(|p| row["Player"].starts_with(&format!("{} (", p.full_name())))
            .unwrap_or_else(|| panic!("an unknown player: {row:?}"));
        let want = expected[&p.id];
        assert_eq!(row["Pts"], halves(want.points), "{}", p.id);
        assert_eq!(row["SP"], halves(want.set_points), "{}", p.id);
        assert_eq!(row["STONES"], want.stones.to_string(), "{}", p.id);
    }
}

/// A crash in the middle of `hakem pair` (between moving the old round
/// aside and putting the new one in place) is reported by `event check` and
/// finished by the next `hakem pair`, which gives the same round.
#[test]
fn an_interrupted_pairing_is_reported_then_finished() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-interrupted");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let event = fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/cmd/events/no-lot/event.toml"
    ))
    .unwrap()
    .replace("rounds = 3", "rounds = 3\nlot = \"starts\"");
    fs::write(dir.join("event.toml"), event).unwrap();
    let d = dir.to_str().unwrap();
    ok(&["pair", d, "--lang", "en"]);
    let paired = files(&dir.join("round-1"));
    // The state a crash after the first rename of a re-pairing leaves.
    fs::rename(dir.join("round-1"), dir.join(".round-1.replaced")).unwrap();
    fs::create_dir(dir.join(".round-1.pairing")).unwrap();
    fs::write(
        dir.join(".round-1.pairing").join("table-01.toml"),
        "half written",
    )
    .unwrap();
    let (code, out, _) = hakem(&["event", "check", d, "--lang", "en"]);
    assert_eq!(code, 1);
    assert!(out.contains("interrupted `hakem pair`"), "{out}");
    let (code, _, err) = hakem(&["pair", d, "--round", "1", "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("restored"), "{err}");
    assert_eq!(files(&dir.join("round-1")), paired);
    let names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.starts_with('.') || n == LOCK_FILE),
        "{names:?}"
    );
    let (_, out, _) = hakem(&["event", "check", d, "--lang", "en"]);
    assert!(!out.contains("interrupted `hakem pair`"), "{out}");
    assert!(out.contains("no result entered yet"), "{out}");
}
