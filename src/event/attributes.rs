//! What a school championship says of a player besides the name: the
//! sex (the TRF's letters), the birth (a year or a date), and the team a
//! player counts for.

use chrono::{Datelike, NaiveDate};

use crate::swiss::trf::{BIRTH_YEARS, BirthDate};
use crate::words::Label;

/// A player's sex, in the TRF's letters (`"F"`, `"M"`), printed in the
/// event's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sex {
    Female,
    Male,
}

impl Sex {
    pub const ALL: [(&'static str, Sex); 2] = [("F", Sex::Female), ("M", Sex::Male)];

    /// The letter `event.toml` and the JSON write (the TRF writes `w`, `m`).
    pub fn key(self) -> &'static str {
        match self {
            Sex::Female => "F",
            Sex::Male => "M",
        }
    }

    /// How a printout names it ("Kız", "Girl").
    pub fn label(self) -> Label {
        match self {
            Sex::Female => Label::SexFemale,
            Sex::Male => Label::SexMale,
        }
    }
}

/// When a player was born: a year (`born = 2013`) or a date
/// (`born = 2013-04-09`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Born {
    Year(u16),
    Date(NaiveDate),
}

/// The years a birth may be given in: the TRF's, so that every birth an
/// event holds can be exported and read back.
pub const BORN_YEARS: std::ops::RangeInclusive<i64> =
    (*BIRTH_YEARS.start() as i64)..=(*BIRTH_YEARS.end() as i64);

/// A birth as the TRF carries it (columns 70-79), and back.
impl From<Born> for BirthDate {
    fn from(born: Born) -> BirthDate {
        match born {
            Born::Year(y) => BirthDate::Year(y),
            Born::Date(d) => BirthDate::Date(d),
        }
    }
}

impl From<BirthDate> for Born {
    fn from(born: BirthDate) -> Born {
        match born {
            BirthDate::Year(y) => Born::Year(y),
            BirthDate::Date(d) => Born::Date(d),
        }
    }
}

impl Born {
    pub fn year(self) -> u16 {
        match self {
            Born::Year(y) => y,
            Born::Date(d) => d.year() as u16,
        }
    }

    /// As `event.toml` writes it: `2013` or `2013-04-09`.
    pub fn written(self) -> String {
        match self {
            Born::Year(y) => y.to_string(),
            Born::Date(d) => d.format("%Y-%m-%d").to_string(),
        }
    }
}

/// What `[teams] by` groups the players by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamsBy {
    /// The school, `team` overriding it; else the club.
    School,
    /// The club only.
    Club,
    /// The `team` key only.
    Team,
}

impl TeamsBy {
    pub const ALL: [(&'static str, TeamsBy); 3] = [
        ("school", TeamsBy::School),
        ("club", TeamsBy::Club),
        ("team", TeamsBy::Team),
    ];

    pub fn key(self) -> &'static str {
        match self {
            TeamsBy::School => "school",
            TeamsBy::Club => "club",
            TeamsBy::Team => "team",
        }
    }
}
