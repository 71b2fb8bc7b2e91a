//! The repetition rule, kept in a hash set, decides exactly as the plain
//! rule it replaced: "the game ends the first time a position (every pit and
//! store, and the player to move) is the same as after an earlier move".
//! The reference here keeps every position since the stores last changed in
//! a list and searches it, as hakem did before.

use hakem::engine::{EndReason, Game, Player, Position};
use hakem::ruleset::{self, Ruleset};
use hakem::text::diagnostic::Source;
use proptest::prelude::*;

/// Sowing with nothing captured, so that only the repetition rule ends most
/// games; small boards repeat within a few moves, larger ones rarely.
fn no_capture(pits: u32, seeds: u32, skip_origin: bool) -> Ruleset {
    let text = format!(
        r#"name = "no-capture-{pits}-{seeds}"
title = "No captures"
summary = "Only a repetition ends a game."
source = "hakem's tests"
[board]
pits = {pits}
stones = {seeds}
[sowing]
origin_first = false
lone_stone = "next"
skip_origin = {skip_origin}
own_store = false
opponent_store = false
extra_turn = false
[moves]
grand_slam = "capture"
must_feed = false
[end]
row_empty = "to-move"
leftover = "row-owner"
majority = false
cycle = true
"#
    );
    ruleset::parse(&Source::new("no-capture.toml", text)).unwrap_or_else(|d| panic!("{d}"))
}

fn rulesets() -> Vec<Ruleset> {
    let mut list = vec![
        no_capture(1, 1, false),
        no_capture(2, 1, false),
        no_capture(2, 2, true),
        no_capture(3, 2, false),
        no_capture(6, 4, true),
    ];
    // Oware has the rule; Kalah and Mangala with it switched on.
    for name in ["oware", "kalah", "turkish-mangala"] {
        let (_, text) = ruleset::BUILTIN.iter().find(|(n, _)| *n == name).unwrap();
        let text = text.replacen("cycle = false", "cycle = true", 1);
        list.push(ruleset::parse(&Source::new(name, text)).unwrap_or_else(|d| panic!("{d}")));
    }
    list
}

/// The reference: `Some(k)` when move k (1-based) repeats a position.
fn first_repetition(rules: &Ruleset, moves: &[u32]) -> Option<usize> {
    let stores = |p: &Position| (p.store(Player::South), p.store(Player::North));
    let mut position = Position::start(rules);
    let mut since_capture: Vec<Position> = Vec::new();
    for (k, &pit) in moves.iter().enumerate() {
        let (next, _) = position.play(rules, pit).expect("the moves are legal");
        if next.is_over() {
            return None;
        }
        if stores(&position) != stores(&next) {
            since_capture.clear();
        }
        if since_capture.contains(&next) {
            return Some(k + 1);
        }
        since_capture.push(next);
        position = next;
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn hashed_history_decides_as_the_list_did(
        which in 0usize..8,
        choices in prop::collection::vec(any::<u32>(), 0..600),
    ) {
        let rules = &rulesets()[which];
        let mut game = Game::new(rules);
        let mut moves = Vec::new();
        let mut ended_by_cycle = None;
        for choice in choices {
            let legal = game.position().legal_moves(rules);
            if legal == 0 {
                break;
            }
            let nth = choice % legal.count_ones();
            let pit = (0..32).filter(|b| legal & (1 << b) != 0).nth(nth as usize).unwrap() + 1;
            game.play(pit).unwrap();
            moves.push(pit);
            if game.position().ended() == Some(EndReason::Cycle) {
                ended_by_cycle = Some(moves.len());
                break;
            }
        }
        prop_assert_eq!(ended_by_cycle, first_repetition(rules, &moves), "moves {:?}", moves);
    }
}

#[test]
fn a_small_board_repeats_and_ends() {
    // 1 pit, 1 stone each: South sows into North's pit, North back: the
    // start comes back after two moves... with South to move again.
    let rules = no_capture(1, 1, false);
    let mut game = Game::new(&rules);
    game.play(1).unwrap();
    assert_eq!(game.position().ended(), None);
    game.play(1).unwrap();
    assert_eq!(
        game.position().ended(),
        None,
        "the start itself is not in the history"
    );
    game.play(1).unwrap();
    assert_eq!(game.position().ended(), Some(EndReason::Cycle));
    assert_eq!(first_repetition(&rules, &[1, 1, 1]), Some(3));
}
