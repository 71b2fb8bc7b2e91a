//! How the answers name a player: by name, or where the record names
//! nobody (a record written by hand without `[players]`), by their order,
//! "1. oyuncu" / "2. oyuncu"; and the possessive of either.

use crate::record::{Record, Who};
use crate::words::Words;

crate::messages! {
    /// A player the record does not name, named by their order.
    #[derive(Copy, Eq)]
    pub enum Unnamed {
        First = "live-unnamed-first",
        Second = "live-unnamed-second",
    }
}

crate::messages! {
    /// A player's (the possessive: "Ayşe's", "Ayşe'nin"): by name, or
    /// where the record names nobody, by order.
    pub enum Whose {
        Named { name: String } = "live-whose-named",
        First = "live-whose-first",
        Second = "live-whose-second",
    }
}

said_inside!(Whose);

/// A player's name in `record`, or where it names nobody, their order in
/// `words`.
pub fn name_in(record: &Record, words: Words, who: Who) -> String {
    match (&record.players, who) {
        (Some(_), _) => record.player(who).name,
        (None, Who::First) => words.say(&Unnamed::First),
        (None, Who::Second) => words.say(&Unnamed::Second),
    }
}

/// A player's, as the possessive of their name (or of their order).
pub fn whose_in(record: &Record, who: Who) -> Whose {
    match (&record.players, who) {
        (Some(_), _) => Whose::Named {
            name: record.player(who).name,
        },
        (None, Who::First) => Whose::First,
        (None, Who::Second) => Whose::Second,
    }
}
