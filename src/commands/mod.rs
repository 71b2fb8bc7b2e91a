//! One module per subcommand.

pub mod check;
pub mod compare;
pub mod simulate;
pub mod replay;
pub mod sheet;
pub mod variants;
