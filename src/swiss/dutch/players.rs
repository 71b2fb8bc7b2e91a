//! The players to pair: each one's score, colours, colour preference
//! (C.04.3 A.6), floats (1.4) and whether the bye may go to them.

use crate::swiss::tournament::{Colour, GameResult, PairingNumber, Tournament};

/// How strongly a player wants a colour (C.04.3 A.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Strength {
    Mild,
    Strong,
    Absolute,
}

/// How a player floated in an earlier round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum FloatKind {
    None,
    Down,
    Up,
}

/// How the players are numbered for the parity of the initial-colour rule
/// (C.04.3 E.5). hakem pairs by [`ColourNumbering::Present`], as the
/// endorsed engines do; the other reading is kept for the free pairings
/// checker (`swiss::check`), to recognise the rounds of an engine that
/// numbers absent players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourNumbering {
    /// Counted over the players paired this round or in an earlier one: a
    /// player absent and never paired hands their number down
    /// (bbpPairings, gacrux's `assign_tpn`).
    Present,
    /// The event's pairing numbers, absent players included
    /// (caissify-pairings fed the event's numbers).
    Event,
}

/// What the pairing needs to know about one player to be paired.
#[derive(Debug, Clone)]
pub(super) struct Player {
    pub(super) number: PairingNumber,
    pub(super) score: u32,
    /// Colours of the games played over the board, oldest first.
    pub(super) colours: Vec<Colour>,
    pub(super) colour_difference: i32,
    pub(super) preference: Option<(Colour, Strength)>,
    /// The float of the previous round and of the round before it.
    pub(super) floats: [FloatKind; 2],
    pub(super) may_get_bye: bool,
    pub(super) topscorer: bool,
    /// The number whose parity E.5 reads: with [`ColourNumbering::Present`]
    /// the pairing numbers counted over the players paired this round or
    /// in an earlier one (an opponent, a forfeit included, or the
    /// pairing-allocated bye; an absent player never yet paired hands their
    /// number down), as bbpPairings and gacrux's engine count them.
    pub(super) colour_number: usize,
}

impl Player {
    /// Player `number` as round `round` sees them, from the rounds before.
    pub(super) fn new(tournament: &Tournament, number: PairingNumber, round: u8) -> Player {
        let scoring = tournament.scoring();
        let last_round = round == tournament.rounds_planned();
        let score = tournament.score_after(number, round - 1);
        let mut colours = Vec::new();
        let mut may_get_bye = true;
        for r in 1..round {
            let game = tournament.game_or_absent(number, r);
            if game.result.is_played() {
                colours.extend(game.colour);
            } else if game.result == GameResult::PairingBye
                || scoring.points(game.result) >= scoring.win
            {
                may_get_bye = false;
            }
        }
        let colour_difference: i32 = colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum();
        let preference = colour_preference(&colours, colour_difference);
        let floats = [
            float_in(tournament, number, round - 1),
            float_in(tournament, number, round.saturating_sub(2)),
        ];
        let topscorer = last_round && score * 2 > u32::from(round - 1) * scoring.win;
        Player {
            number,
            score,
            colours,
            colour_difference,
            preference,
            floats,
            may_get_bye,
            topscorer,
            // Set once every player of the round is known.
            colour_number: 0,
        }
    }

    /// The ranking order (C.04.3 1.2, the 2017 text's A.2): the higher
    /// score first, then the lower pairing number.
    pub(super) fn rank(&self) -> (std::cmp::Reverse<u32>, PairingNumber) {
        (std::cmp::Reverse(self.score), self.number)
    }
}

/// How player `number` floated in round `r` (none before round 1).
fn float_in(tournament: &Tournament, number: PairingNumber, r: u8) -> FloatKind {
    if r == 0 {
        return FloatKind::None;
    }
    let scoring = tournament.scoring();
    let game = tournament.game_or_absent(number, r);
    match game.opponent {
        // C.04.3 1.4.2: of two players with different scores who
        // played each other, the higher floats down, the lower up.
        Some(opponent) if game.result.is_played() => {
            let mine = tournament.score_after(number, r - 1);
            let theirs = tournament.score_after(opponent, r - 1);
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => FloatKind::Down,
                std::cmp::Ordering::Less => FloatKind::Up,
                std::cmp::Ordering::Equal => FloatKind::None,
            }
        }
        // C.04.3 1.4.3: the pairing-allocated bye is a downfloat
        // whatever it is worth; any other round not played only
        // when it scored more than a loss (a requested bye or a
        // forfeit win, not an absence, a zero-point bye or a forfeit
        // lost). 1.4.4: nothing else floats.
        _ if game.result == GameResult::PairingBye => FloatKind::Down,
        _ if scoring.points(game.result) > scoring.loss => FloatKind::Down,
        _ => FloatKind::None,
    }
}

/// A player's colour preference from the colours of the games they played
/// (C.04.3 A.6). Two games in a row with one colour is read before the
/// colour difference, as the reference engines do.
fn colour_preference(colours: &[Colour], difference: i32) -> Option<(Colour, Strength)> {
    let (&last, before) = colours.split_last()?;
    if before.last() == Some(&last) {
        return Some((last.opposite(), Strength::Absolute));
    }
    Some(match difference {
        d if d < -1 => (Colour::White, Strength::Absolute),
        d if d > 1 => (Colour::Black, Strength::Absolute),
        -1 => (Colour::White, Strength::Strong),
        1 => (Colour::Black, Strength::Strong),
        _ => (last.opposite(), Strength::Mild),
    })
}
