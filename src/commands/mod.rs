//! One module per subcommand: each owns its `Args` (clap) and its `run`.

use clap::ValueEnum;

pub mod check;
pub mod compare;
pub mod live;
pub mod replay;
pub mod sheet;
pub mod simulate;
pub mod solve;
pub mod variants;

/// The output format shared by most commands.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// The language of what a command prints for the referee (sheets, live
/// scoring).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// Türkçe
    Tr,
    /// English
    En,
}

impl From<Lang> for crate::ruleset::Language {
    fn from(l: Lang) -> Self {
        match l {
            Lang::Tr => crate::ruleset::Language::Tr,
            Lang::En => crate::ruleset::Language::En,
        }
    }
}
