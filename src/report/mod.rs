//! Everything a person (or another tool) reads: board diagrams, verdicts,
//! JSON.

pub mod board;
pub mod check;
pub mod compare;
pub mod event;
pub mod event_json;
pub mod family;
pub mod hall;
pub mod json;
pub mod large;
pub mod replay;
pub mod replay_json;
pub mod result;
pub mod results_grid;
pub mod results_json;
pub mod school;
pub mod school_json;
pub mod simulation;
pub mod spreadsheet;
pub mod table;

use crate::engine::Player;
use crate::record::Who;
use crate::referee::Unit;
use crate::words::{Label, Message, Msg};

crate::messages! {
    /// The terms of the reports that are not labels of their own.
    pub enum Term {
        /// The record's first player, as a report names the side.
        First = "report-first",
        /// The record's second player.
        Second = "report-second",
    }
}

impl Term {
    /// A side of the record: "first", "1. oyuncu".
    pub fn side(who: Who) -> Term {
        match who {
            Who::First => Term::First,
            Who::Second => Term::Second,
        }
    }
}

crate::messages! {
    /// Where in a file: "round.toml:12:5".
    pub enum Place {
        Located { file: String, line: usize, column: usize } = "report-located",
    }
}

pub(crate) use Place::Located;

/// A seat as a term of the reports: South, North.
pub(crate) fn seat(player: Player) -> Label {
    match player {
        Player::South => Label::South,
        Player::North => Label::North,
    }
}

/// What a round is played in, in a sentence: set, card.
pub(crate) fn unit(unit: Unit) -> Label {
    match unit {
        Unit::Set => Label::UnitSet,
        Unit::Card => Label::UnitCard,
    }
}

/// What a round is played in, as a heading: Set, Card.
pub(crate) fn unit_title(unit: Unit) -> Label {
    match unit {
        Unit::Set => Label::UnitSetTitle,
        Unit::Card => Label::UnitCardTitle,
    }
}

crate::messages! {
    /// A solved value from the mover's view.
    pub enum Solved {
        Draw = "report-solved-draw",
        WinsBy { winner: Msg, stones: u32 } = "report-solved-wins-by",
    }
}

/// A solved value from the mover's view: "a draw", "South wins by 10
/// stones".
pub fn solved(mover: Player, value: i32) -> Msg {
    let winner = if value > 0 { mover } else { mover.opponent() };
    match value {
        0 => Solved::Draw,
        v => Solved::WinsBy {
            winner: seat(winner).msg(),
            stones: v.unsigned_abs(),
        },
    }
    .msg()
}
