//! One module per subcommand.

pub mod check;
pub mod replay;
pub mod variants;
