//! The solver against a plain minimax written here, independently: it
//! shares nothing with the solver but the engine's `Game::play`, replays the
//! whole line from the start at every node (so the engine's own repetition
//! rule applies), and looks at every move of every position.

use std::sync::atomic::AtomicBool;

use hakem::diagnostic::Source;
use hakem::engine::{Game, Player, Position};
use hakem::ruleset::{Ruleset, parse};
use hakem::solve::endgame::Endgame;
use hakem::solve::{Solver, after_moves};

/// A built-in ruleset on a smaller board.
fn small(base: &str, pits: u8, stones: u16) -> Ruleset {
    let text = format!(
        "extends = \"{base}\"\nname = \"{base}-{pits}-{stones}\"\ntitle = \"t\"\n[board]\npits = {pits}\nstones = {stones}\n"
    );
    parse(&Source::new("small.toml", text)).expect("valid small ruleset")
}

/// South's final store minus North's with perfect play after `line`.
fn minimax(rules: &Ruleset, line: &mut Vec<u32>) -> i32 {
    let mut game = Game::new(rules);
    for &pit in line.iter() {
        game.play(pit).expect("legal");
    }
    let p = *game.position();
    let lead = i32::from(p.store(Player::South)) - i32::from(p.store(Player::North));
    if p.is_over() {
        return lead;
    }
    let south = p.to_move() == Player::South;
    let mut best: Option<i32> = None;
    for pit in 1..=u32::from(p.pits()) {
        if p.play(rules, pit).is_err() {
            continue;
        }
        line.push(pit);
        let v = minimax(rules, line);
        line.pop();
        best = Some(match best {
            None => v,
            Some(b) if south => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.expect("a game not over has a legal move")
}

/// The solver's value (South's view) and best move after `line`.
fn solve(rules: &Ruleset, line: &[u32], table_bytes: usize, endgame: u16) -> (i32, Option<u8>) {
    let (root, history) = after_moves(rules, line).expect("legal line");
    let stop = AtomicBool::new(false);
    let tables = (endgame > 0)
        .then(|| Endgame::build(rules, endgame, None, &stop, &mut |_, _| {}).expect("tables"));
    let mut progress = |_| {};
    let mut solver = Solver::new(rules, table_bytes, tables.as_ref(), &stop, &mut progress);
    let s = solver.solve(&root, &history);
    let v = s.value.expect("solved");
    let south = if root.to_move() == Player::South {
        v
    } else {
        -v
    };
    (south, s.best)
}

/// The value after playing `best` must equal the value before (it keeps it).
fn check_best(rules: &Ruleset, line: &[u32], value: i32, best: Option<u8>) {
    let Some(pit) = best else {
        return;
    };
    let mut after = line.to_vec();
    after.push(u32::from(pit));
    assert_eq!(
        minimax(rules, &mut after),
        value,
        "{}: best move {pit} after {line:?} does not keep the value",
        rules.name()
    );
}

const BASES: [&str; 4] = ["kalah", "turkish-mangala", "oware", "czech-mancala"];

#[test]
fn start_values_match_plain_minimax() {
    for base in BASES {
        // Oware's repetition rule makes the plain minimax (which replays
        // every line) slow beyond these sizes.
        let sizes: &[(u8, u16)] = if base == "oware" {
            &[(2, 1), (2, 2), (3, 1), (3, 2)]
        } else {
            &[(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)]
        };
        for &(pits, stones) in sizes {
            let rules = small(base, pits, stones);
            let expected = minimax(&rules, &mut Vec::new());
            for (bytes, endgame) in [(1 << 20, 0), (64, 0), (1 << 20, 3), (1 << 16, 255)] {
                let (v, best) = solve(&rules, &[], bytes, endgame);
                assert_eq!(
                    v, expected,
                    "{} table {bytes} B, endgame {endgame}",
                    rules.name()
                );
                check_best(&rules, &[], v, best);
            }
        }
    }
}

#[test]
fn positions_along_random_games_match_plain_minimax() {
    let mut rng = fastrand::Rng::with_seed(7);
    for base in BASES {
        let rules = small(base, 3, 2);
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
            let expected = minimax(&rules, &mut line.clone());
            let (v, best) = solve(&rules, &line, 1 << 18, 4);
            assert_eq!(v, expected, "{} after {line:?}", rules.name());
            check_best(&rules, &line, v, best);
        }
    }
}
