//! The solver against a plain minimax written here, independently: it
//! shares nothing with the solver but the engine's `Game` (which keeps the
//! history, so the engine's own repetition rule applies), has no table and
//! no ordering, and looks at every move of every position.

use std::sync::atomic::AtomicBool;

use hakem::analysis::solve::endgame::Endgame;
use hakem::analysis::solve::{Solver, Stopped, after_moves, unsupported};
use hakem::engine::{Game, Player, Position};
use hakem::ruleset::{Ruleset, parse};
use hakem::text::diagnostic::Source;

/// A built-in ruleset on a smaller board.
fn small(base: &str, pits: u8, stones: u16) -> Ruleset {
    let text = format!(
        "extends = \"{base}\"\nname = \"{base}-{pits}-{stones}\"\ntitle = \"t\"\n[board]\npits = {pits}\nstones = {stones}\n"
    );
    parse(&Source::new("small.toml", text)).expect("valid small ruleset")
}

/// South's final store minus North's with perfect play from `game`, or
/// `None` when some line repeats a position under rules without a
/// repetition rule (play can go on forever, so there is no value). `line`:
/// the positions on the way here since the stores last changed.
fn minimax_from(game: &Game, line: &[Position]) -> Option<i32> {
    let p = *game.position();
    let lead = i32::from(p.store(Player::South)) - i32::from(p.store(Player::North));
    if p.is_over() {
        return Some(lead);
    }
    let south = p.to_move() == Player::South;
    let mut best: Option<i32> = None;
    for pit in 1..=u32::from(p.pits()) {
        let mut next = game.clone();
        if next.play(pit).is_err() {
            continue;
        }
        let q = *next.position();
        let changed = q.store(Player::South) != p.store(Player::South)
            || q.store(Player::North) != p.store(Player::North);
        // Under a repetition rule the engine ends the game itself.
        if !changed && !q.is_over() && line.contains(&q) {
            return None;
        }
        let mut below = if changed { Vec::new() } else { line.to_vec() };
        below.push(q);
        let v = minimax_from(&next, &below)?;
        best = Some(match best {
            None => v,
            Some(b) if south => b.max(v),
            Some(b) => b.min(v),
        });
    }
    Some(best.expect("a game not over has a legal move"))
}

/// South's final store minus North's with perfect play after `line`.
fn minimax(rules: &Ruleset, line: &[u32]) -> Option<i32> {
    let mut game = Game::new(rules);
    for &pit in line {
        game.play(pit).expect("legal");
    }
    minimax_from(&game, &[*game.position()])
}

/// The solver's value (South's view) and best move after `line`.
fn solve(
    rules: &Ruleset,
    line: &[u32],
    table_bytes: usize,
    endgame: u16,
) -> (Option<i32>, Option<u8>) {
    solve_with(rules, line, table_bytes, endgame, 1)
}

/// The same, searched (and the endgame tables built) by `threads` threads.
fn solve_with(
    rules: &Ruleset,
    line: &[u32],
    table_bytes: usize,
    endgame: u16,
    threads: usize,
) -> (Option<i32>, Option<u8>) {
    let (root, history) = after_moves(rules, line).expect("legal line");
    let stop = AtomicBool::new(false);
    let tables = (endgame > 0).then(|| {
        Endgame::build(rules, endgame, None, &stop, threads, &mut |_, _| {}).expect("tables")
    });
    let mut progress = |_| {};
    let mut solver = Solver::new(rules, table_bytes, tables.as_ref(), &stop, &mut progress)
        .with_threads(threads);
    let s = solver.solve(&root, &history);
    let Some(v) = s.value else {
        assert_eq!(
            s.stopped,
            Some(Stopped::Endless),
            "{} after {line:?}",
            rules.name()
        );
        return (None, None);
    };
    let south = if root.to_move() == Player::South {
        v
    } else {
        -v
    };
    (Some(south), s.best)
}

/// The value after playing `best` must equal the value before (it keeps it).
fn check_best(rules: &Ruleset, line: &[u32], value: Option<i32>, best: Option<u8>) {
    let Some(pit) = best else {
        return;
    };
    let mut after = line.to_vec();
    after.push(u32::from(pit));
    assert_eq!(
        minimax(rules, &after),
        value,
        "{}: best move {pit} after {line:?} does not keep the value",
        rules.name()
    );
}

/// Kalah, Turkish Mangala, Oware (repetition, feeding, grand slam) and
/// Czech Mancala. Rules with passes, relays, captures during sowing or a
/// tuzdyk are refused (see `unsupported_rules_are_named` and the
/// `solve-pass`, `solve-relay`, `solve-tuzdyk` command-line cases).
const BASES: [&str; 4] = ["kalah", "turkish-mangala", "oware", "czech-mancala"];

/// Each refused rule set is named with what the solver lacks; the built-in
/// games it does solve are not refused.
/// The solver's value of the start equals the plain minimax's, and its
/// best move holds it, whatever the table and endgame sizes (a table too
/// small to keep much, endgame tables of a few stones or of all of them).
fn start_value_matches_minimax(rules: &Ruleset) {
    let expected = minimax(rules, &[]);
    for (bytes, endgame) in [(1 << 20, 0), (64, 0), (1 << 20, 3), (1 << 16, 255)] {
        let (v, best) = solve(rules, &[], bytes, endgame);
        assert_eq!(
            v,
            expected,
            "{} table {bytes} B, endgame {endgame}",
            rules.name()
        );
        check_best(rules, &[], v, best);
        // More threads: the same value and the same move.
        assert_eq!(
            solve_with(rules, &[], bytes, endgame, 3),
            (v, best),
            "{} table {bytes} B, endgame {endgame}, 3 threads",
            rules.name()
        );
    }
}

#[test]
fn unsupported_rules_are_named() {
    let cases = [
        ("toguz-korgool", Some("a tuzdyk")),
        ("congkak", Some("relay sowing")),
        ("ayoayo", Some("relay sowing")),
        ("pallanguzhi", Some("relay sowing")),
        ("vai-lung-thlan", Some("passes (a player who cannot move)")),
        ("kalah", None),
        ("turkish-mangala", None),
        ("oware", None),
        ("czech-mancala", None),
    ];
    for (name, expected) in cases {
        let rules = hakem::ruleset::from_argument(name).expect("built-in");
        assert_eq!(unsupported(&rules), expected, "{name}");
    }
}

#[test]
fn start_values_match_plain_minimax() {
    for base in BASES {
        // Larger boards make the plain minimax (no table) too slow for a
        // debug build: Kalah's captures keep its trees small; Oware's
        // repetition rule lets single stones go round many times.
        let sizes: &[(u8, u16)] = match base {
            "kalah" => &[(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)],
            "oware" => &[(2, 1)],
            _ => &[(2, 1), (2, 2), (2, 3), (3, 1), (4, 1)],
        };
        for &(pits, stones) in sizes {
            start_value_matches_minimax(&small(base, pits, stones));
        }
    }
}

#[test]
fn positions_along_random_games_match_plain_minimax() {
    let mut rng = fastrand::Rng::with_seed(7);
    for base in BASES {
        let rules = if base == "oware" {
            small(base, 2, 1)
        } else {
            small(base, 4, 1)
        };
        for _ in 0..5 {
            // A random line some way into the game.
            let mut line = Vec::new();
            let mut p = Position::start(&rules);
            let mut game = Game::new(&rules);
            let depth = rng.usize(1..6);
            while line.len() < depth && !p.is_over() {
                let legal = p.legal_moves(&rules);
                let pits: Vec<u32> = (0..32).filter(|i| legal & (1 << i) != 0).collect();
                let pit = pits[rng.usize(..pits.len())] + 1;
                game.play(pit).expect("legal");
                line.push(pit);
                p = *game.position();
            }
            if p.is_over() {
                continue;
            }
            let expected = minimax(&rules, &line);
            let (v, best) = solve(&rules, &line, 1 << 18, 4);
            assert_eq!(v, expected, "{} after {line:?}", rules.name());
            check_best(&rules, &line, v, best);
        }
    }
}

/// Kalah with the "empty capture" house rule (a last stone in an empty pit
/// of one's own is taken even when the pit opposite is empty), the rule
/// the published Kalah values hold for, as a club would write it.
fn empty_capture(pits: u8, stones: u16) -> Ruleset {
    let text = format!(
        "extends = \"kalah\"\nname = \"kalah-empty-{pits}-{stones}\"\ntitle = \"t\"\n\
         [board]\npits = {pits}\nstones = {stones}\n\
         [[capture]]\nside = \"own\"\ncount = \"was-empty\"\ntake = [\"opposite\", \"pit\"]\n"
    );
    parse(&Source::new("empty.toml", text)).expect("valid house rule")
}

#[test]
fn empty_capture_values_match_plain_minimax() {
    for (pits, stones) in [(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)] {
        start_value_matches_minimax(&empty_capture(pits, stones));
    }
    // Along random games, where the tables answer part of the tree.
    let rules = empty_capture(4, 1);
    let mut rng = fastrand::Rng::with_seed(11);
    for _ in 0..8 {
        let moves = rng.usize(1..5);
        let Some(line) = random_line(&rules, &mut rng, moves) else {
            continue;
        };
        let expected = minimax(&rules, &line);
        for endgame in [0, 2, 255] {
            let (v, best) = solve(&rules, &line, 1 << 12, endgame);
            assert_eq!(
                v,
                expected,
                "{} after {line:?}, endgame {endgame}",
                rules.name()
            );
            check_best(&rules, &line, v, best);
        }
    }
}

/// Several threads find the same value and best move as one (the move by
/// its fixed rule, not by which thread answers first), on boards large
/// enough for the threads to share out work, under both capture rules,
/// with and without endgame tables, and with a table small enough that
/// the threads overwrite each other's entries.
#[test]
fn threads_give_the_same_value_and_move() {
    let boards = [
        small("kalah", 4, 3),
        small("kalah", 5, 2),
        small("kalah", 3, 4),
        empty_capture(4, 3),
        empty_capture(5, 2),
        small("turkish-mangala", 4, 2),
        small("czech-mancala", 3, 2),
        small("oware", 3, 1),
    ];
    for rules in &boards {
        for (bytes, endgame) in [(1 << 20, 0), (1 << 10, 0), (1 << 20, 6)] {
            let one = solve_with(rules, &[], bytes, endgame, 1);
            assert!(one.0.is_some(), "{}", rules.name());
            for threads in [2, 4] {
                assert_eq!(
                    solve_with(rules, &[], bytes, endgame, threads),
                    one,
                    "{} table {bytes} B, endgame {endgame}, {threads} threads",
                    rules.name()
                );
            }
        }
    }
}

/// The move the solver names among moves of equal value, by its fixed
/// rule (without endgame tables): moves that end the game first, lowest
/// pit first; then moves that give another turn, then the largest
/// immediate gain, then the lowest pit. Found here from the plain
/// minimax's value of each move.
fn best_by_rule(rules: &Ruleset, line: &[u32]) -> Option<u8> {
    let (root, _) = after_moves(rules, line).expect("legal line");
    let mover = root.to_move();
    let view = |south: i32| {
        if mover == Player::South {
            south
        } else {
            -south
        }
    };
    let lead = |p: &Position| i32::from(p.store(mover)) - i32::from(p.store(mover.opponent()));
    let value = view(minimax(rules, line)?);
    let mut moves = Vec::new();
    for pit in 1..=u32::from(root.pits()) {
        let mut after = line.to_vec();
        after.push(pit);
        let Ok((child, _)) = after_moves(rules, &after) else {
            continue;
        };
        let over = child.is_over();
        let again = child.to_move() == mover;
        let gain = lead(&child) - lead(&root);
        let v = view(minimax(rules, &after)?);
        moves.push((!over, !again, -gain, pit, v));
    }
    moves.sort();
    let first = moves.iter().find(|m| m.4 == value)?;
    Some(first.3 as u8)
}

/// With one thread or several, the best move is the one of the fixed rule,
/// from the start and along random games.
#[test]
fn the_best_move_follows_the_fixed_rule_on_any_threads() {
    let mut rng = fastrand::Rng::with_seed(5);
    let boards = [
        small("kalah", 4, 1),
        small("kalah", 3, 2),
        small("kalah", 2, 3),
        empty_capture(4, 1),
        empty_capture(3, 2),
        small("turkish-mangala", 3, 1),
        small("turkish-mangala", 2, 3),
        small("czech-mancala", 3, 1),
        small("czech-mancala", 2, 3),
    ];
    for rules in &boards {
        for _ in 0..6 {
            let moves = rng.usize(0..4);
            let Some(line) = random_line(rules, &mut rng, moves) else {
                continue;
            };
            let expected = best_by_rule(rules, &line);
            for threads in [1, 2, 4] {
                for bytes in [1 << 20, 1 << 8] {
                    let (_, best) = solve_with(rules, &line, bytes, 0, threads);
                    assert_eq!(
                        best,
                        expected,
                        "{} after {line:?}, {threads} threads, table {bytes} B",
                        rules.name()
                    );
                }
            }
        }
    }
}

/// SIGTERM (what `timeout` sends) stops a long solve like Ctrl-C: the
/// bounds proven so far are printed and the status is 130.
#[cfg(unix)]
#[test]
fn sigterm_prints_the_bounds_and_exits_130() {
    use std::process::{Command, Stdio};
    let child = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args([
            "solve",
            "kalah",
            "--no-cache",
            "--memory",
            "64",
            "--endgame",
            "0",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hakem starts");
    // Long enough for the handler to be installed (it is, before any
    // search); the full game takes far longer than this.
    std::thread::sleep(std::time::Duration::from_secs(3));
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let out = child.wait_with_output().expect("hakem ends");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(130), "stdout: {stdout}");
    assert!(
        stdout.contains("Interrupted before the exact value: it lies between"),
        "{stdout}"
    );
}

/// Up to `moves` random legal moves from the start (fewer when the game
/// ends); `None` when it ends within them, leaving nothing to solve.
fn random_line(rules: &Ruleset, rng: &mut fastrand::Rng, moves: usize) -> Option<Vec<u32>> {
    let mut game = Game::new(rules);
    let mut line = Vec::new();
    for _ in 0..moves {
        let legal = game.position().legal_moves(rules);
        if game.position().is_over() || legal == 0 {
            break;
        }
        let pits: Vec<u32> = (0..32).filter(|i| legal & (1 << i) != 0).collect();
        let pit = pits[rng.usize(..pits.len())] + 1;
        game.play(pit).expect("legal");
        line.push(pit);
    }
    (!game.position().is_over()).then_some(line)
}
