//! One module per subcommand.

pub mod check;
pub mod compare;
pub mod replay;
pub mod sheet;
pub mod simulate;
pub mod solve;
pub mod variants;
