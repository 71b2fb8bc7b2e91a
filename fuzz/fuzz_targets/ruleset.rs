//! The ruleset parser, then the engine under every ruleset it accepts.
//!
//! Input: TOML text, a NUL byte, then bytes that choose moves. A ruleset
//! that checks is played from its start, each byte picking one of the legal
//! moves, asserting after every move that no stone was made or lost and that
//! the legal moves are exactly the pits `play` accepts.
#![no_main]

use hakem::text::diagnostic::Source;
use hakem::engine::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, choices) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let source = Source::new("fuzz.toml", text);
    let rules = match hakem::ruleset::parse(&source) {
        Ok(rules) => rules,
        Err(problems) => {
            let _ = problems.to_string();
            return;
        }
    };
    let total = rules.total_stones();
    let mut game = Game::new(&rules);
    assert_eq!(
        game.position().total(),
        total,
        "the start holds every stone"
    );
    // Choices repeat so that a short input still plays a long game.
    let mut picks = choices.iter().cycle();
    for _ in 0..2_000 {
        let position = *game.position();
        if position.is_over() {
            break;
        }
        let legal = position.legal_moves(&rules);
        let pits = u32::from(position.pits());
        for pit in 1..=pits {
            let accepted = position.play(&rules, pit).is_ok();
            assert_eq!(
                accepted,
                legal & (1 << (pit - 1)) != 0,
                "pit {pit}: legal_moves and play disagree"
            );
        }
        assert!(legal != 0, "a game not over has a legal move");
        let Some(&pick) = picks.next() else { break };
        let nth = usize::from(pick) % legal.count_ones() as usize;
        let pit = (0..pits)
            .filter(|p| legal & (1 << p) != 0)
            .nth(nth)
            .unwrap()
            + 1;
        game.play(pit).expect("a legal move is accepted");
        assert_eq!(game.position().total(), total, "stones are conserved");
    }
});
