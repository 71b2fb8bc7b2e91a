//! What `event.toml` says of a school championship besides its players:
//! the lists of the final ranking (`[[list]]`), how the schools are ranked
//! (`[teams]`) and the prizes (`[[prize]]`). What they give is computed in
//! `lists`, `teams` and `prizes`.

use super::attributes::{Sex, TeamsBy};

/// A `[[list]]` of `event.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListSpec {
    /// Named on the command line (`--list ortaokul-kiz`): lowercase
    /// letters, digits and '-'.
    pub id: String,
    /// The printed title ("Ortaokul Kızlar").
    pub name: String,
    /// The categories it holds; empty: any.
    pub categories: Vec<String>,
    pub sex: Option<Sex>,
    /// Born in this year or later.
    pub born_from: Option<u16>,
    /// Born in this year or earlier.
    pub born_to: Option<u16>,
}

/// `[teams]` of `event.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamsSpec {
    pub by: TeamsBy,
    /// How many players count, 1 to [`MAX_BEST`].
    pub best: usize,
    /// Rank the teams within this list (its id); `None`: overall.
    pub list: Option<String>,
}

/// The most players a team may count.
pub const MAX_BEST: usize = 100;

/// The default of `best`.
pub const DEFAULT_BEST: usize = 4;

/// A `[[prize]]` of `event.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeSpec {
    /// The list's id; `None`: the overall standings.
    pub list: Option<String>,
    /// The place, from 1.
    pub place: usize,
    /// As printed ("Birincilik kupası").
    pub name: String,
    /// As written (`"1.500 TL"`, or a number).
    pub amount: Option<String>,
}
