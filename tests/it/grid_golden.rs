//! The grid engine's hand-worked cases (`tests/data/grid-golden/*.toml`,
//! format in its README): each rule item of Reversi and Pentago played
//! through the referee's set replay (`grid::sets::play_set`), as
//! `check` plays a record's moves.

use std::fs;
use std::path::Path;

use hakem::grid::record_moves::group;
use hakem::grid::rules::builtin;
use hakem::grid::sets::{Refusal, play_set};
use hakem::grid::{Color, Position};
use hakem::record::{SetRecord, Who};
use hakem::referee::Winner;

fn rows(p: &Position, size: u8) -> Vec<String> {
    (0..size)
        .map(|r| {
            (0..size)
                .map(|c| match p.stones().at(r * size + c) {
                    Some(Color::Black) => 'x',
                    Some(Color::White) => 'o',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

#[test]
fn grid_golden_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/grid-golden");
    let mut cases = 0;
    let mut names: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    names.sort();
    for path in names {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let case: toml::Table = toml::from_str(&fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let rules = builtin(case["ruleset"].as_str().unwrap())
            .expect("a built-in grid ruleset")
            .expect("valid");
        let text = case["moves"].as_str().unwrap();
        let set = SetRecord {
            grid_moves: group(text)
                .into_iter()
                .map(|(a, b)| text[a..b].to_string())
                .collect(),
            ..SetRecord::default()
        };
        let played = play_set(&rules, 1, Who::First, &set, &[]);
        let expect = case["expect"].as_table().unwrap();
        assert_eq!(
            played.plies.len() as i64,
            expect["plies"].as_integer().unwrap(),
            "{name}: plies"
        );
        let ended = played.end.map_or("none", |e| e.reason.code());
        assert_eq!(
            ended,
            expect["ended_by"].as_str().unwrap(),
            "{name}: ended_by"
        );
        let winner = match played.winner {
            None => "none",
            Some(Winner::Draw) => "draw",
            Some(Winner::Player(Who::First)) => "black",
            Some(Winner::Player(Who::Second)) => "white",
        };
        assert_eq!(winner, expect["winner"].as_str().unwrap(), "{name}: winner");
        if let Some(n) = expect.get("inferred_passes") {
            let inferred = played.plies.iter().filter(|p| p.written.is_none()).count();
            assert_eq!(
                inferred as i64,
                n.as_integer().unwrap(),
                "{name}: inferred passes"
            );
        }
        match (expect.get("refused"), &played.error) {
            (None, None) => {}
            (Some(r), Some(e)) => {
                assert_eq!(
                    e.index as i64,
                    r["move"].as_integer().unwrap(),
                    "{name}: refused move"
                );
                let code = match &e.refusal {
                    Refusal::Illegal(i) => i.code(),
                    Refusal::Unreadable(_) => "unreadable",
                    Refusal::AfterTimeout => "after-timeout",
                };
                assert_eq!(code, r["code"].as_str().unwrap(), "{name}: refusal");
            }
            (want, got) => panic!("{name}: refused {want:?}, got {got:?}"),
        }
        if let Some(board) = expect.get("board") {
            let want: Vec<String> = board
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap().to_string())
                .collect();
            let at = played.error.as_ref().map_or(played.position, |e| e.before);
            assert_eq!(rows(&at, rules.size()), want, "{name}: board");
        }
        cases += 1;
    }
    assert!(cases >= 17, "only {cases} grid golden cases");
}
