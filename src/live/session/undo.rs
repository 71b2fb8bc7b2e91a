//! `undo`: the last thing entered in the current set taken back.

use super::{LiveRules, Session, Undone};
use crate::engine::{Game, Player};
use crate::family::GridMove;
use crate::family::parse_move;
use crate::family::{black_of, play_set};
use crate::record::{Record, Who};
use crate::referee::TournamentRules;

impl Session {
    /// What `undo` would take back.
    pub fn last_entry(&self) -> Option<Undone> {
        let mut record = self.record.clone();
        undo(
            &mut record,
            &self.game,
            self.current().south(),
            &self.tournament,
        )
    }
}

/// Takes back the last thing entered in the current set: its signed score,
/// else the set itself when nothing is in it yet (the `next` before it),
/// else the last warning or time-out given since the last move, else the
/// last move.
pub(super) fn undo(
    record: &mut Record,
    game: &LiveRules,
    south: Who,
    t: &TournamentRules,
) -> Option<Undone> {
    let number = record.sets.len();
    let current = record.sets.last_mut()?;
    if current.claimed.take().is_some() {
        return Some(Undone::Claim);
    }
    if current.moves.is_empty()
        && current.grid_moves.is_empty()
        && current.incidents.is_empty()
        && number > 1
    {
        record.sets.pop();
        return Some(Undone::NextSet(number));
    }
    let after = (current.moves.len() + current.grid_moves.len()) as u32;
    if let Some(k) = current.incidents.iter().rposition(|i| i.after >= after) {
        return Some(Undone::Incident(current.incidents.remove(k)));
    }
    let rules = match game {
        LiveRules::Sowing(rules) => rules,
        LiveRules::Grid(grid) => {
            let text = current.grid_moves.pop()?;
            let is_pass = parse_move(&text, grid.size()) == Ok(GridMove::Pass);
            // Who made it: the player to move once the moves before it are
            // played (the other one when a pass was left out before it).
            let played = play_set(grid, number, black_of(current, number, t), current, &[]);
            let mut mover = played.position.to_move();
            if !is_pass && played.position.placements(grid, mover) == 0 {
                mover = mover.other();
            }
            return Some(Undone::GridMove {
                ply: current.grid_moves.len() + 1,
                who: played.who(mover),
                text,
            });
        }
    };
    let pit = current.moves.pop()?;
    // Who made it: the player to move once the moves before it are played.
    let mut game = Game::new(rules);
    for &p in &current.moves {
        let _ = game.play(p);
    }
    let seat = game.position().to_move();
    let who = if seat == Player::South {
        south
    } else {
        south.other()
    };
    Some(Undone::Move {
        ply: current.moves.len() + 1,
        who,
        pit,
    })
}
