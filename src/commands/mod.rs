//! One module per subcommand.

pub mod check;
pub mod sheet;
pub mod variants;
