//! Hand-worked rule cases, kept as data in `tests/data/golden/<ruleset>/*.toml`.
//! Each file sets up a position, plays one or more moves through the engine
//! and states the exact board (and what happened) after each. The format is
//! documented in `tests/data/golden/README.md`.

use std::path::{Path, PathBuf};

use hakem::engine::{Game, Outcome, Player, Position, Setup};
use hakem::ruleset::{self, Ruleset};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    /// What the case shows, in words.
    about: String,
    /// The rule it exercises (as docs/games.md states it).
    rule: String,
    /// A built-in ruleset name, or a path relative to the case file.
    ruleset: String,
    /// The position to start from; the ruleset's start position when absent.
    before: Option<Board>,
    #[serde(rename = "step")]
    steps: Vec<Step>,
}

#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
struct Side {
    pits: Vec<u16>,
    store: u16,
}

#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
struct Board {
    south: Side,
    north: Side,
    /// "south" or "north"; in `after`, "over" when the game has ended.
    to_move: String,
    /// Tuzdyks held: the pit (in the opponent's numbering) each player owns.
    /// In `before` they are set up; in `after`, when given, both must match.
    tuzdyk: Option<Tuzdyks>,
}

#[derive(Deserialize, Clone, Default, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
struct Tuzdyks {
    south: Option<u8>,
    north: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    pit: u32,
    /// The move is refused with this code; the position must not change.
    illegal: Option<String>,
    after: Option<Board>,
    /// Stones captured by the move (sweeps at the end not included).
    captured: Option<u16>,
    extra_turn: Option<bool>,
    grand_slam: Option<bool>,
    /// `ended_by` code when the move ends the game.
    ended_by: Option<String>,
    /// Stones swept into [south, north] stores at the end.
    swept: Option<[u16; 2]>,
    /// After this move the game is over and "south", "north" or "draw" has
    /// won (more stones in store wins).
    result: Option<String>,
    /// Relay laps sown after the first.
    relay_laps: Option<u32>,
    /// The player to move next had no stones and passed.
    passed: Option<bool>,
    /// The move claimed the opponent's pit with this number as a tuzdyk.
    claimed_tuzdyk: Option<u8>,
    /// Stones sown into the [south, north] tuzdyks (gone to their owners' stores).
    into_tuzdyk: Option<[u16; 2]>,
}

fn player(s: &str, file: &Path) -> Player {
    match s {
        "south" => Player::South,
        "north" => Player::North,
        other => panic!(
            "{}: to_move must be south or north, found {other}",
            file.display()
        ),
    }
}

fn position(b: &Board, rules: &Ruleset, file: &Path) -> Position {
    let setup = Setup {
        south: b.south.pits.clone(),
        south_store: b.south.store,
        north: b.north.pits.clone(),
        north_store: b.north.store,
        to_move: player(&b.to_move, file),
    };
    let mut p = Position::from_setup(&setup, rules)
        .unwrap_or_else(|e| panic!("{}: `before`: {e}", file.display()));
    let t = b.tuzdyk.clone().unwrap_or_default();
    for (owner, pit) in [(Player::South, t.south), (Player::North, t.north)] {
        if let Some(pit) = pit {
            p = p
                .with_tuzdyk(owner, pit)
                .unwrap_or_else(|| panic!("{}: no tuzdyk possible at pit {pit}", file.display()));
        }
    }
    p
}

fn tuzdyks(p: &Position) -> Tuzdyks {
    Tuzdyks {
        south: p.tuzdyk(Player::South),
        north: p.tuzdyk(Player::North),
    }
}

fn show(p: &Position) -> String {
    format!(
        "south {:?} store {} | north {:?} store {} | {}",
        p.row(Player::South),
        p.store(Player::South),
        p.row(Player::North),
        p.store(Player::North),
        match p.ended() {
            Some(r) => format!("over ({})", r.code()),
            None => format!("{} to move", p.to_move().name()),
        }
    )
}

fn load_rules(name: &str, file: &Path) -> Ruleset {
    let base = file.parent().unwrap_or(Path::new("."));
    match ruleset::resolve(name, base) {
        Ok(r) => r,
        Err(e) => panic!("{}: ruleset {name}: {e:?}", file.display()),
    }
}

fn run_case(file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let case: Case = toml::from_str(&text).map_err(|e| format!("bad case file: {e}"))?;
    assert!(!case.about.is_empty() && !case.rule.is_empty());
    let rules = load_rules(&case.ruleset, file);
    let start = match &case.before {
        Some(b) => position(b, &rules, file),
        None => Position::start(&rules),
    };
    let total = start.total();
    let mut game = Game::from_position(&rules, start).map_err(|e| e.to_string())?;
    for (i, step) in case.steps.iter().enumerate() {
        let n = i + 1;
        let before = *game.position();
        match (&step.illegal, game.play(step.pit)) {
            (Some(code), Err(e)) => {
                if e.code() != code {
                    return Err(format!(
                        "step {n}: expected illegal {code}, got {} ({e:?})",
                        e.code()
                    ));
                }
                if *game.position() != before {
                    return Err(format!("step {n}: an illegal move changed the position"));
                }
            }
            (Some(code), Ok(_)) => {
                return Err(format!(
                    "step {n}: expected illegal {code}, but pit {} was played",
                    step.pit
                ));
            }
            (None, Err(e)) => return Err(format!("step {n}: pit {} refused: {e:?}", step.pit)),
            (None, Ok(out)) => check_outcome(n, step, &out)?,
        }
        let now = *game.position();
        if now.total() != total {
            return Err(format!(
                "step {n}: stones not conserved: {} then {}",
                total,
                now.total()
            ));
        }
        if let Some(want) = &step.result {
            let got = match now.store(Player::South).cmp(&now.store(Player::North)) {
                std::cmp::Ordering::Greater => "south",
                std::cmp::Ordering::Less => "north",
                std::cmp::Ordering::Equal => "draw",
            };
            if !now.is_over() || want != got {
                return Err(format!(
                    "step {n}: expected result {want}, got {} ({})",
                    if now.is_over() { got } else { "game not over" },
                    show(&now)
                ));
            }
        }
        if let Some(after) = &step.after {
            let ended = after.to_move == "over";
            let mut expected = after.clone();
            if ended {
                expected.to_move = now.to_move().name().to_string();
            }
            let want = position(&expected, &rules, file);
            let same_board = want.row(Player::South) == now.row(Player::South)
                && want.row(Player::North) == now.row(Player::North)
                && want.store(Player::South) == now.store(Player::South)
                && want.store(Player::North) == now.store(Player::North);
            let same_turn = if ended {
                now.is_over()
            } else {
                !now.is_over() && want.to_move() == now.to_move()
            };
            if let Some(t) = &after.tuzdyk
                && *t != tuzdyks(&now)
            {
                return Err(format!(
                    "step {n} (pit {}): tuzdyks: expected {t:?}, got {:?}",
                    step.pit,
                    tuzdyks(&now)
                ));
            }
            if !same_board || !same_turn {
                return Err(format!(
                    "step {n} (pit {}):\n  expected {}{}\n  got      {}",
                    step.pit,
                    show(&want),
                    if ended { " (game over)" } else { "" },
                    show(&now)
                ));
            }
        }
    }
    Ok(())
}

fn check_outcome(n: usize, step: &Step, out: &Outcome) -> Result<(), String> {
    let mismatch = |what: &str, want: String, got: String| {
        Err(format!(
            "step {n} (pit {}): {what}: expected {want}, got {got}",
            step.pit
        ))
    };
    if let Some(c) = step.captured
        && c != out.captured()
    {
        return mismatch("captured", c.to_string(), out.captured().to_string());
    }
    if let Some(e) = step.extra_turn
        && e != out.extra_turn
    {
        return mismatch("extra_turn", e.to_string(), out.extra_turn.to_string());
    }
    if let Some(g) = step.grand_slam
        && g != out.grand_slam
    {
        return mismatch("grand_slam", g.to_string(), out.grand_slam.to_string());
    }
    let ended = out.ended.map(|r| r.code().to_string());
    if step.ended_by.is_some() && step.ended_by != ended {
        return mismatch(
            "ended_by",
            format!("{:?}", step.ended_by),
            format!("{ended:?}"),
        );
    }
    if let Some(s) = step.swept
        && s != out.swept
    {
        return mismatch("swept", format!("{s:?}"), format!("{:?}", out.swept));
    }
    if let Some(r) = step.relay_laps
        && r != out.relay_laps
    {
        return mismatch("relay_laps", r.to_string(), out.relay_laps.to_string());
    }
    if let Some(p) = step.passed
        && p != out.passed
    {
        return mismatch("passed", p.to_string(), out.passed.to_string());
    }
    let claimed = out.claimed_tuzdyk.map(|place| match place {
        hakem::engine::Place::Pit { pit, .. } => pit,
        hakem::engine::Place::Store(_) => 0,
    });
    if step.claimed_tuzdyk.is_some() && step.claimed_tuzdyk != claimed {
        return mismatch(
            "claimed_tuzdyk",
            format!("{:?}", step.claimed_tuzdyk),
            format!("{claimed:?}"),
        );
    }
    if let Some(t) = step.into_tuzdyk
        && t != out.into_tuzdyk
    {
        return mismatch(
            "into_tuzdyk",
            format!("{t:?}"),
            format!("{:?}", out.into_tuzdyk),
        );
    }
    Ok(())
}

fn case_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            case_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
}

#[test]
fn golden_cases() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden");
    let mut files = Vec::new();
    case_files(&root, &mut files);
    assert!(
        !files.is_empty(),
        "no golden cases found under {}",
        root.display()
    );
    let mut failures = Vec::new();
    for file in &files {
        if let Err(e) = run_case(file) {
            failures.push(format!(
                "{}: {e}",
                file.strip_prefix(&root).unwrap_or(file).display()
            ));
        }
    }
    let mut per_ruleset = std::collections::BTreeMap::new();
    for file in &files {
        let dir = file
            .parent()
            .and_then(|p| p.file_name())
            .map(|s| s.to_string_lossy().to_string());
        *per_ruleset.entry(dir.unwrap_or_default()).or_insert(0) += 1;
    }
    println!("golden cases per folder: {per_ruleset:?}");
    assert!(
        failures.is_empty(),
        "{} of {} golden cases failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
