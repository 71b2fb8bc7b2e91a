//! One sowing interpreter for every ruleset. Nothing here names a variant:
//! each behaviour is chosen by a field of [`crate::ruleset::Ruleset`].
//!
//! Board layout (cells): `0..N` South's pits, `N` South's store, `N+1..=2N`
//! North's pits, `2N+1` North's store; sowing goes up the indices, wrapping.

mod end;
mod game;
mod history;
mod outcome;
mod play;
mod player;
mod position;

pub use end::EndReason;
pub use game::Game;
pub use outcome::{Brief, Capture, IllegalMove, Observer, Outcome, Place};
pub use player::Player;
pub use position::{MAX_CELLS, Position, Setup, SetupError, SetupErrorKind};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;

    /// Rules for the engine's own tests, written out as data so the engine
    /// names no variant: 6 pits, `stones` each, the own store sown, an
    /// extra turn there, an empty own pit captures the opposite one.
    pub(crate) fn store_sowing(stones: u16) -> Ruleset {
        let text = format!(
            r#"name = "engine-test"
title = "Engine test rules"
summary = "Rules for the engine's unit tests."
source = "Written for the tests"
[board]
pits = 6
stones = {stones}
[sowing]
origin_first = false
lone_stone = "next"
skip_origin = false
own_store = true
opponent_store = false
extra_turn = true
[[capture]]
side = "own"
count = "was-empty"
opposite_nonempty = true
take = ["opposite", "pit"]
[moves]
grand_slam = "capture"
must_feed = false
[end]
row_empty = "after-move"
leftover = "row-owner"
majority = false
cycle = false
"#
        );
        crate::ruleset::parse(&crate::text::diagnostic::Source::new(
            "engine-test.toml",
            text,
        ))
        .expect("the engine's test rules are valid")
    }

    fn four_a_pit() -> Ruleset {
        store_sowing(4)
    }

    fn setup(south: Vec<u16>, north: Vec<u16>, stores: [u16; 2]) -> Setup {
        Setup {
            south,
            south_store: stores[0],
            north,
            north_store: stores[1],
            to_move: Player::South,
        }
    }

    #[test]
    fn a_setup_with_the_ruleset_s_pits_and_stones_is_a_position() {
        let rules = four_a_pit();
        let s = setup(vec![1, 0, 3, 4, 4, 4], vec![4, 4, 4, 6, 0, 4], [3, 7]);
        let p = Position::from_setup(&s, &rules).unwrap();
        assert_eq!(p.row(Player::South), &[1, 0, 3, 4, 4, 4]);
        assert_eq!(p.store(Player::North), 7);
        assert_eq!(p.total(), rules.total_stones());
        assert_eq!(Setup::of(&p), s);
    }

    #[test]
    fn a_setup_with_other_stones_is_refused_and_handed_back() {
        let rules = four_a_pit();
        let s = setup(vec![1, 0, 3, 4, 4, 4], vec![4, 4, 4, 6, 0, 8], [3, 7]);
        let err = Position::from_setup(&s, &rules).unwrap_err();
        assert_eq!(
            err.kind,
            SetupErrorKind::Stones {
                expected: 48,
                found: 52
            }
        );
        assert_eq!(err.setup, s);
        assert!(err.to_string().contains("48 stones"));
    }

    #[test]
    fn a_setup_with_other_pits_is_refused() {
        let rules = four_a_pit();
        let s = setup(vec![8, 8, 8], vec![8, 8, 8], [0, 0]);
        let err = Position::from_setup(&s, &rules).unwrap_err();
        assert_eq!(
            err.kind,
            SetupErrorKind::Pits {
                expected: 6,
                south: 3,
                north: 3
            }
        );
        // Rows of different lengths, too.
        let s = setup(vec![4; 6], vec![4; 5], [4, 0]);
        assert!(Position::from_setup(&s, &rules).is_err());
    }

    #[test]
    fn a_game_refuses_a_position_of_another_ruleset() {
        let four = four_a_pit();
        let five = store_sowing(5);
        assert!(Game::from_position(&four, Position::start(&four)).is_ok());
        let err = Game::from_position(&four, Position::start(&five))
            .err()
            .expect("60 stones under a 48-stone ruleset");
        assert_eq!(err.setup, Setup::of(&Position::start(&five)));
    }

    #[test]
    fn a_move_conserves_stones_and_an_illegal_one_changes_nothing() {
        let rules = four_a_pit();
        let mut game = Game::new(&rules);
        let out = game.play(3).unwrap();
        assert!(out.extra_turn);
        assert_eq!(game.position().total(), 48);
        let before = *game.position();
        assert_eq!(game.play(3).unwrap_err().code(), "empty-pit");
        assert_eq!(*game.position(), before);
        assert_eq!(game.play(7).unwrap_err().code(), "no-such-pit");
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "under another ruleset")]
    fn a_position_played_under_another_ruleset_is_caught_in_debug_builds() {
        let four = four_a_pit();
        let five = store_sowing(5);
        let _ = Position::start(&five).play(&four, 1); // 60 stones, not 48
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "not a legal move")]
    fn play_unchecked_on_an_empty_pit_is_caught_in_debug_builds() {
        let rules = four_a_pit();
        let mut game = Game::new(&rules);
        game.play(3).unwrap();
        let _ = game.play_unchecked(2); // pit 3, just emptied
    }
}
