//! Grid records end to end: seeded random games of each grid ruleset,
//! written as a record (`record::to_toml`, passes written or left out at
//! random, Pentago turns as `3`, `3cw` or `3ccw`), read back and judged:
//! the record round-trips, every set is valid, the result it reaches is the
//! engine's, and the round is scored from those results.

use std::fs;

use hakem::grid::notation::move_text;
use hakem::grid::rules::builtin;
use hakem::grid::sets::judge_round;
use hakem::grid::{Color, GridMove, Position};
use hakem::record::{self, PlayerInfo, Players, Record, SetRecord, SetResult, Who};
use hakem::referee::Winner;
use hakem::referee::open_record;
use hakem::text::diagnostic::Source;

/// A random game: the moves as written, and the winner (None: a draw).
fn random_game(name: &str, rng: &mut fastrand::Rng) -> (Vec<String>, Option<Color>) {
    let rules = builtin(name).unwrap().unwrap();
    let mut p = Position::start(&rules);
    let mut written = Vec::new();
    while p.end().is_none() {
        let moves = p.legal_moves(&rules);
        let mv = moves[rng.usize(..moves.len())];
        p.play(&rules, mv).unwrap();
        let mut text = move_text(mv, rules.size());
        if mv == GridMove::Pass && rng.bool() {
            continue; // left out: inferred when read
        }
        if text.contains(' ') && !text.ends_with("ccw") && rng.bool() {
            text.push_str("cw");
        }
        if rng.bool() {
            text = text.to_uppercase();
        }
        written.push(text);
    }
    (written, p.end().unwrap().winner)
}

#[test]
fn random_grid_games_read_back_and_judge_as_played() {
    let dir = std::env::temp_dir().join(format!("hakem-grid-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let mut rng = fastrand::Rng::with_seed(27);
    for name in ["reversi", "pentago", "pentago-standard"] {
        for game in 0..60 {
            let mut sets = Vec::new();
            let mut winners = Vec::new();
            for number in 1..=2 {
                let (moves, winner) = random_game(name, &mut rng);
                // Black is the player who starts the set: first, then second.
                let black = if number == 1 { Who::First } else { Who::Second };
                let result = match winner {
                    Some(Color::Black) => SetResult::Won(black),
                    Some(Color::White) => SetResult::Won(black.other()),
                    None => SetResult::Draw,
                };
                winners.push(result);
                sets.push(SetRecord {
                    grid_moves: moves,
                    result: rng.bool().then_some(result),
                    ..SetRecord::default()
                });
            }
            let rec = Record {
                variant: name.to_string(),
                rules: None,
                forfeit: None,
                event: None,
                players: Some(Players {
                    first: PlayerInfo::named("Ayşe"),
                    second: PlayerInfo::named("Can"),
                }),
                sets,
                history: Vec::new(),
            };
            let text = record::to_toml(&rec);
            let (back, _) = record::parse(&Source::new("r.toml", text.clone()))
                .unwrap_or_else(|d| panic!("{name} {game}: {d}\n{text}"));
            assert_eq!(
                back.sets
                    .iter()
                    .map(|s| s.grid_moves.len())
                    .collect::<Vec<_>>(),
                rec.sets
                    .iter()
                    .map(|s| s.grid_moves.len())
                    .collect::<Vec<_>>()
            );
            let path = dir.join(format!("{name}-{game}.toml"));
            fs::write(&path, &text).unwrap();
            let loaded = open_record::open(&path).unwrap();
            let (judgement, verdict) = judge_round(&loaded).expect("a grid record");
            assert!(judgement.valid(), "{name} {game}: {judgement:?}");
            assert!(verdict.valid(), "{name} {game}");
            for (k, want) in winners.iter().enumerate() {
                let got = match judgement.sets[k].winner.expect("over") {
                    Winner::Player(w) => SetResult::Won(w),
                    Winner::Draw => SetResult::Draw,
                };
                assert_eq!(got, *want, "{name} {game} set {}", k + 1);
                assert_eq!(verdict.sets[k].winner, judgement.sets[k].winner);
            }
        }
    }
    fs::remove_dir_all(&dir).ok();
}
