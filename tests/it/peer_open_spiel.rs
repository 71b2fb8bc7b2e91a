//! Differential test against an independent implementation: DeepMind's
//! OpenSpiel `oware` (the Abapa rules: grand slam legal but capturing
//! nothing, must feed, a repeated position ends the game with each player
//! taking their own row), ply by ply over thousands of random games, against
//! the built-in `oware` ruleset. One difference is allowed for: after a
//! majority (more than 24 captured) hakem leaves the stones on the board,
//! OpenSpiel gives each player their own row. OpenSpiel plays the games (seeded random
//! legal moves) and prints, for every ply, its legal moves before the move
//! and the board after it; hakem replays the same moves and must agree on
//! every one.
//!
//! OpenSpiel's `oware` is not the computer-olympiad Awari (there a move that
//! takes the opponent's whole row is illegal unless forced), so the `awari`
//! ruleset has no peer here.
//!
//! Needs the peer venv: `scripts/install-peers.sh` (OpenSpiel from PyPI).

use std::path::PathBuf;
use std::process::Command;

use hakem::engine::{EndReason, Game, Player};
use hakem::ruleset::builtin;
use serde_json::Value;

const GAMES: u32 = 3000;

fn python() -> PathBuf {
    match std::env::var_os("HAKEM_PEERS") {
        Some(dir) => PathBuf::from(dir).join("bin/python"),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/peers/bin/python"),
    }
}

/// Plays `GAMES` seeded random games in OpenSpiel; one JSON line a game:
/// `{"plies": [[action, [legal...], [player, score0, score1, houses...], terminal], ...],
///   "length_limit": bool}`.
const SCRIPT: &str = r#"
import json, random, sys
import pyspiel
game = pyspiel.load_game("oware")
limit = game.max_game_length()
for seed in range(int(sys.argv[1])):
    rng = random.Random(seed)
    state = game.new_initial_state()
    plies = []
    while not state.is_terminal():
        legal = state.legal_actions()
        action = rng.choice(legal)
        state.apply_action(action)
        fields = state.observation_string(0).replace("|", " ").split()
        plies.append([action, legal, [int(x) for x in fields], state.is_terminal()])
    print(json.dumps({"plies": plies, "length_limit": len(plies) >= limit}))
"#;

#[test]
#[ignore = "needs open_spiel: run scripts/install-peers.sh"]
fn oware_agrees_with_open_spiel_ply_by_ply() {
    let py = python();
    let output = Command::new(&py)
        .args(["-c", SCRIPT, &GAMES.to_string()])
        .output()
        .unwrap_or_else(|e| panic!("{}: {e} (run scripts/install-peers.sh)", py.display()));
    assert!(
        output.status.success(),
        "OpenSpiel failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let rules = builtin("oware").expect("built in").expect("valid");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let (mut games, mut plies, mut cut, mut majority) = (0, 0u64, 0, 0);
    for (g, line) in text.lines().enumerate() {
        let record: Value = serde_json::from_str(line).expect("JSON line");
        if record["length_limit"].as_bool() == Some(true) {
            // OpenSpiel stops a game at its length limit; hakem has no such
            // rule, so the last ply of such a game cannot be compared.
            cut += 1;
        }
        let mut game = Game::new(&rules);
        let moves = record["plies"].as_array().expect("plies");
        for (k, ply) in moves.iter().enumerate() {
            let at = format!("game {g} ply {}", k + 1);
            let action = ply[0].as_u64().expect("action") as u32;
            let legal: u32 = ply[1]
                .as_array()
                .expect("legal")
                .iter()
                .map(|a| 1u32 << a.as_u64().expect("legal action"))
                .sum();
            let position = *game.position();
            assert_eq!(
                position.legal_moves(&rules),
                legal,
                "{at}: legal moves differ before the move: {position:?}"
            );
            game.play(action + 1)
                .unwrap_or_else(|e| panic!("{at}: pit {} refused: {e:?}", action + 1));
            let obs: Vec<u16> = ply[2]
                .as_array()
                .expect("observation")
                .iter()
                .map(|x| x.as_u64().expect("count") as u16)
                .collect();
            let terminal = ply[3].as_bool().expect("terminal");
            let last_of_cut_game =
                record["length_limit"].as_bool() == Some(true) && k + 1 == moves.len();
            if last_of_cut_game {
                break;
            }
            let p = game.position();
            let mut ours = (
                p.store(Player::South),
                p.store(Player::North),
                p.row(Player::South).to_vec(),
                p.row(Player::North).to_vec(),
                p.is_over(),
            );
            if p.ended() == Some(EndReason::Majority) {
                // The one difference in the rules: after a majority hakem
                // leaves the stones on the board (they change nothing),
                // OpenSpiel gives each player their own row.
                ours.0 += p.row_total(Player::South);
                ours.1 += p.row_total(Player::North);
                ours.2.fill(0);
                ours.3.fill(0);
                majority += 1;
            }
            let theirs = (
                obs[1],
                obs[2],
                obs[3..9].to_vec(),
                obs[9..15].to_vec(),
                terminal,
            );
            assert_eq!(ours, theirs, "{at}: boards differ after pit {}", action + 1);
            if !terminal {
                let to_move = if obs[0] == 0 {
                    Player::South
                } else {
                    Player::North
                };
                assert_eq!(p.to_move(), to_move, "{at}: player to move differs");
            }
            plies += 1;
        }
        games += 1;
    }
    assert_eq!(games, GAMES, "OpenSpiel printed {games} games");
    assert!(
        plies > 100 * u64::from(GAMES),
        "only {plies} plies compared"
    );
    println!(
        "{games} games, {plies} plies agree ({majority} ended by a majority, \
         {cut} cut by OpenSpiel's length limit)"
    );
}
