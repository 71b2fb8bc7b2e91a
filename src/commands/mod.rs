//! One module per subcommand.

pub mod check;
pub mod replay;
pub mod sheet;
pub mod variants;
