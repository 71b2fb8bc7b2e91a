//! Differential test of the grid engine against DeepMind's OpenSpiel
//! `othello` and `pentago`, ply by ply over thousands of seeded random
//! games: the legal moves before each ply, the board after it, the end and
//! the winner.
//!
//! How OpenSpiel writes them, and how they map:
//! - `othello`: action `row * 8 + col` (row 0 at the top, the row OpenSpiel
//!   prints as "1"), 64 a pass, offered only when no disc can be placed;
//!   player 0 is Black (`x`) and moves first; d4/e5 white, e4/d5 black.
//!   That is hakem's cell numbering and `reversi`'s start exactly.
//! - `pentago`: action `((y * 6) + x) * 8 + r`, x the column and y the row
//!   from the top; quadrant `r >> 1` numbered clockwise from the top left
//!   (top left, top right, bottom right, bottom left: hakem's 1, 2, 4, 3),
//!   `r & 1` the direction (1 clockwise, 0 counterclockwise). The first
//!   player's marbles print as `O`, the second's as `@`. Its rules are the
//!   standard game: either direction, any quadrant (empty ones too), both
//!   fives a draw: hakem's `pentago-standard`, compared move for move.
//!   Under the federation's `pentago` the same games are played with the
//!   moves both rule sets allow (clockwise, a quadrant holding a marble);
//!   boards agree ply by ply, and the outcome agrees except where a move
//!   makes five for both: OpenSpiel draws, the 2023 rules (item 9) give
//!   the game to the mover, and each side is checked to apply its rule.
//!
//! Needs the peer venv: `scripts/install-peers.sh` (OpenSpiel from PyPI).

use std::path::PathBuf;
use std::process::Command;

use hakem::grid::rules::builtin;
use hakem::grid::{Color, EndReason, GridMove, GridRules, Position, Turn};
use serde_json::Value;

const GAMES: u32 = 2000;

fn python() -> PathBuf {
    match std::env::var_os("HAKEM_PEERS") {
        Some(dir) => PathBuf::from(dir).join("bin/python"),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/peers/bin/python"),
    }
}

/// One JSON line a game: `{"plies": [[action, legal, board, terminal], ...],
/// "returns": [r0, r1]}`; `legal` is the list of actions for othello and
/// their number for pentago; `board` one character a cell, row by row
/// from the top left: `b` the first player, `w` the second, `.` empty.
/// `argv`: game, number of games, `fed` to keep to the moves the 2023
/// Pentago rules allow.
const SCRIPT: &str = r#"
import json, random, sys
import pyspiel
name, games, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = pyspiel.load_game(name)
QUADRANT = [(0, 0), (3, 0), (3, 3), (0, 3)]  # (x0, y0) of OpenSpiel's quadrants 0-3

def board(state):
    lines = str(state).split("\n")
    if name == "othello":
        rows = [l.split()[1:9] for l in lines[2:10]]
        return "".join({"x": "b", "o": "w", "-": "."}[c] for r in rows for c in r)
    rows = [[l[4 + 2 * i] for i in range(6)] for l in lines[2:8]]
    return "".join({"O": "b", "@": "w", ".": "."}[c] for r in rows for c in r)

def allowed_2023(b, a):
    r, x, y = a % 8, (a // 8) % 6, a // 48
    if r & 1 == 0:
        return False  # counterclockwise
    x0, y0 = QUADRANT[r >> 1]
    if x0 <= x < x0 + 3 and y0 <= y < y0 + 3:
        return True  # the marble just placed is in it
    return any(b[(y0 + j) * 6 + x0 + i] != "." for i in range(3) for j in range(3))

for seed in range(games):
    rng = random.Random(seed)
    state = game.new_initial_state()
    plies = []
    while not state.is_terminal():
        legal = state.legal_actions()
        choices = legal
        if mode == "fed":
            b = board(state)
            choices = [a for a in legal if allowed_2023(b, a)]
        action = rng.choice(choices)
        state.apply_action(action)
        plies.append([action, legal if name == "othello" else len(legal), board(state), state.is_terminal()])
    print(json.dumps({"plies": plies, "returns": state.returns()}))
"#;

fn open_spiel(game: &str, mode: &str) -> String {
    let py = python();
    let output = Command::new(&py)
        .args(["-c", SCRIPT, game, &GAMES.to_string(), mode])
        .output()
        .unwrap_or_else(|e| panic!("{}: {e} (run scripts/install-peers.sh)", py.display()));
    assert!(
        output.status.success(),
        "OpenSpiel failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn rules(name: &str) -> GridRules {
    builtin(name).expect("built in").expect("valid")
}

/// hakem's board as OpenSpiel's string (`b`, `w`, `.`).
fn board_string(p: &Position, cells: u8) -> String {
    (0..cells)
        .map(|c| match p.stones().at(c) {
            Some(Color::Black) => 'b',
            Some(Color::White) => 'w',
            None => '.',
        })
        .collect()
}

/// OpenSpiel's winner from its returns: player 0 is Black.
fn winner(returns: &Value) -> Option<Color> {
    let r0 = returns[0].as_f64().expect("return");
    if r0 > 0.0 {
        Some(Color::Black)
    } else if r0 < 0.0 {
        Some(Color::White)
    } else {
        None
    }
}

fn othello_move(action: u64) -> GridMove {
    if action == 64 {
        GridMove::Pass
    } else {
        GridMove::Place {
            cell: action as u8,
            turn: None,
        }
    }
}

fn pentago_move(action: u64) -> GridMove {
    let r = action % 8;
    let (x, y) = ((action / 8) % 6, action / 48);
    // OpenSpiel numbers the quadrants clockwise, hakem row by row.
    let block = [0, 1, 3, 2][(r >> 1) as usize];
    GridMove::Place {
        cell: (y * 6 + x) as u8,
        turn: Some(Turn {
            block,
            clockwise: r & 1 == 1,
        }),
    }
}

#[test]
#[ignore = "needs open_spiel: run scripts/install-peers.sh"]
fn othello_agrees_with_open_spiel_ply_by_ply() {
    let rules = rules("reversi");
    let text = open_spiel("othello", "all");
    let (mut games, mut plies, mut passes) = (0, 0u64, 0);
    for (g, line) in text.lines().enumerate() {
        let record: Value = serde_json::from_str(line).expect("JSON line");
        let mut p = Position::start(&rules);
        for (k, ply) in record["plies"]
            .as_array()
            .expect("plies")
            .iter()
            .enumerate()
        {
            let at = format!("othello game {g} ply {}", k + 1);
            let mut theirs: Vec<GridMove> = ply[1]
                .as_array()
                .expect("legal")
                .iter()
                .map(|a| othello_move(a.as_u64().expect("action")))
                .collect();
            let mut ours = p.legal_moves(&rules);
            let key = |m: &GridMove| match m {
                GridMove::Pass => 64,
                GridMove::Place { cell, .. } => *cell,
            };
            theirs.sort_by_key(key);
            ours.sort_by_key(key);
            assert_eq!(ours, theirs, "{at}: legal moves differ");
            let mv = othello_move(ply[0].as_u64().expect("action"));
            passes += u32::from(mv == GridMove::Pass);
            p.play(&rules, mv)
                .unwrap_or_else(|e| panic!("{at}: {mv:?} refused: {e:?}"));
            assert_eq!(
                board_string(&p, 64),
                ply[2].as_str().unwrap(),
                "{at}: boards differ"
            );
            assert_eq!(
                p.end().is_some(),
                ply[3].as_bool().unwrap(),
                "{at}: end differs"
            );
            plies += 1;
        }
        let end = p.end().expect("ended");
        assert_eq!(
            end.winner,
            winner(&record["returns"]),
            "othello game {g}: winner"
        );
        games += 1;
    }
    assert_eq!(games, GAMES);
    assert!(passes > 0, "no game had a pass");
    println!("othello: {games} games, {plies} plies agree ({passes} passes)");
}

#[test]
#[ignore = "needs open_spiel: run scripts/install-peers.sh"]
fn pentago_standard_agrees_with_open_spiel_ply_by_ply() {
    let rules = rules("pentago-standard");
    let text = open_spiel("pentago", "all");
    let (mut games, mut plies, mut double) = (0, 0u64, 0);
    for (g, line) in text.lines().enumerate() {
        let record: Value = serde_json::from_str(line).expect("JSON line");
        let mut p = Position::start(&rules);
        for (k, ply) in record["plies"]
            .as_array()
            .expect("plies")
            .iter()
            .enumerate()
        {
            let at = format!("pentago game {g} ply {}", k + 1);
            assert_eq!(
                p.legal_moves(&rules).len() as u64,
                ply[1].as_u64().unwrap(),
                "{at}: number of legal moves differs"
            );
            let mv = pentago_move(ply[0].as_u64().expect("action"));
            p.play(&rules, mv)
                .unwrap_or_else(|e| panic!("{at}: {mv:?} refused: {e:?}"));
            assert_eq!(
                board_string(&p, 36),
                ply[2].as_str().unwrap(),
                "{at}: boards differ"
            );
            assert_eq!(
                p.end().is_some(),
                ply[3].as_bool().unwrap(),
                "{at}: end differs"
            );
            plies += 1;
        }
        let end = p.end().expect("ended");
        double += u32::from(end.reason == EndReason::BothLines);
        assert_eq!(
            end.winner,
            winner(&record["returns"]),
            "pentago game {g}: winner"
        );
        games += 1;
    }
    assert_eq!(games, GAMES);
    println!(
        "pentago-standard: {games} games, {plies} plies agree ({double} double fives, drawn by both)"
    );
}

#[test]
#[ignore = "needs open_spiel: run scripts/install-peers.sh"]
fn pentago_2023_agrees_with_open_spiel_on_the_moves_both_allow() {
    let rules = rules("pentago");
    let text = open_spiel("pentago", "fed");
    let (mut games, mut plies, mut double, mut opponent) = (0, 0u64, 0, 0);
    for (g, line) in text.lines().enumerate() {
        let record: Value = serde_json::from_str(line).expect("JSON line");
        let mut p = Position::start(&rules);
        let mut last_mover = Color::Black;
        for (k, ply) in record["plies"]
            .as_array()
            .expect("plies")
            .iter()
            .enumerate()
        {
            let at = format!("pentago (2023) game {g} ply {}", k + 1);
            let mv = pentago_move(ply[0].as_u64().expect("action"));
            last_mover = p.to_move();
            assert!(
                p.legal_moves(&rules).contains(&mv),
                "{at}: {mv:?} not among ours"
            );
            p.play(&rules, mv)
                .unwrap_or_else(|e| panic!("{at}: {mv:?} refused: {e:?}"));
            assert_eq!(
                board_string(&p, 36),
                ply[2].as_str().unwrap(),
                "{at}: boards differ"
            );
            assert_eq!(
                p.end().is_some(),
                ply[3].as_bool().unwrap(),
                "{at}: end differs"
            );
            plies += 1;
        }
        let end = p.end().expect("ended");
        let theirs = winner(&record["returns"]);
        match end.reason {
            // Item 9: both fives win for the mover; OpenSpiel draws.
            EndReason::BothLines => {
                double += 1;
                assert_eq!(end.winner, Some(last_mover), "game {g}: item 9");
                assert_eq!(theirs, None, "game {g}: OpenSpiel draws a double five");
            }
            EndReason::OpponentLine => {
                opponent += 1;
                assert_eq!(end.winner, Some(last_mover.other()), "game {g}: item 10");
                assert_eq!(end.winner, theirs, "game {g}: winner");
            }
            _ => assert_eq!(end.winner, theirs, "game {g}: winner"),
        }
        games += 1;
    }
    assert_eq!(games, GAMES);
    println!(
        "pentago (2023): {games} games, {plies} plies agree ({double} double fives: mover wins here, a draw in OpenSpiel; {opponent} won by the opponent's five)"
    );
}
