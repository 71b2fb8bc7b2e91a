//! A game in progress: the position plus what is needed to spot a repeated
//! position (the one rule that looks at history).

use super::end::EndReason;
use super::history::History;
use super::outcome::{IllegalMove, Observer, Outcome};
use super::player::Player;
use super::position::{Position, SetupError};
use crate::ruleset::{Leftover, Ruleset};

#[derive(Clone)]
pub struct Game<'r> {
    rules: &'r Ruleset,
    position: Position,
    /// Positions after each move since the stores last changed. Stores never
    /// shrink, so a repetition can only be among these.
    since_capture: History,
    ply: usize,
}

impl<'r> Game<'r> {
    pub fn new(rules: &'r Ruleset) -> Game<'r> {
        Game::starting_at(rules, Position::start(rules))
    }

    /// A game from `position`, checked like [`Position::from_setup`]: the
    /// ruleset's pits a side and its stones in play.
    pub fn from_position(rules: &'r Ruleset, position: Position) -> Result<Game<'r>, SetupError> {
        position.fits(rules)?;
        Ok(Game::starting_at(rules, position))
    }

    fn starting_at(rules: &'r Ruleset, position: Position) -> Game<'r> {
        Game {
            rules,
            position,
            since_capture: History::default(),
            ply: 0,
        }
    }

    pub fn rules(&self) -> &'r Ruleset {
        self.rules
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Plays pit `pit` (1..N) for the player to move, or says why not.
    pub fn play(&mut self, pit: u32) -> Result<Outcome, IllegalMove> {
        let mover = self.position.to_move();
        let before = stores(&self.position);
        let (next, mut out) = self.position.play(self.rules, pit)?;
        self.position = next;
        self.after_move(before, mover, &mut out);
        Ok(out)
    }

    /// Plays pit offset `i` (0-based) taken from `legal_moves`.
    pub fn play_unchecked(&mut self, i: u8) -> Outcome {
        self.play_unchecked_as(i)
    }

    /// [`Game::play_unchecked`], telling only `R` what the move did
    /// (`Brief` for playouts).
    #[inline(always)]
    pub fn play_unchecked_as<R: Observer>(&mut self, i: u8) -> R {
        if self.rules.plays_in_place() {
            // No history to keep, whole laps: play in place.
            self.ply += 1;
            return self.position.play_whole_laps_as(self.rules, i);
        }
        self.play_unchecked_slow_as(i)
    }

    /// The rest of [`Game::play_unchecked_as`]: the whole move for rules
    /// with a repetition rule or stone-by-stone sowing, still in place.
    #[inline(always)]
    fn play_unchecked_slow_as<R: Observer>(&mut self, i: u8) -> R {
        let mover = self.position.to_move();
        let before = stores(&self.position);
        let mut out: R = self.position.play_unchecked_as(self.rules, i);
        self.after_move(before, mover, &mut out);
        out
    }

    /// The repetition rule after `mover`'s move, which found the stores
    /// at `before`.
    #[inline(always)]
    fn after_move<R: Observer>(&mut self, before: [u16; 2], mover: Player, out: &mut R) {
        self.ply += 1;
        if !self.rules.end().cycle || self.position.is_over() {
            return;
        }
        if stores(&self.position) != before {
            self.since_capture.clear();
        }
        if !self.since_capture.insert(self.position) {
            self.position
                .end(EndReason::Cycle, Some(Leftover::RowOwner), mover, out);
        }
    }
}

/// The stores (South's, North's): they only grow, so a position can recur
/// only while they stay the same.
#[inline(always)]
fn stores(p: &Position) -> [u16; 2] {
    [p.store(Player::South), p.store(Player::North)]
}
