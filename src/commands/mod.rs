//! One module per subcommand: each owns its `Args` (clap) and its `run`.

use clap::ValueEnum;

pub mod check;
pub mod compare;
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
