//! The two seats at the board: each a message of `locales/*/game.ftl`
//! ("South", "Güney"), and a Fluent selector's case (`south`, `north`) in
//! the messages that name one.

use std::fmt;

/// A seat at the board. South makes the first move of a set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    South,
    North,
}

impl Player {
    #[inline]
    pub fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }
}

crate::message_ids!(Player {
    South = "game-seat-south",
    North = "game-seat-north",
});

crate::choices!(Player {
    South = "south",
    North = "north",
});

/// In English, as tests and logs read it.
impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::Words::english().say(self))
    }
}
