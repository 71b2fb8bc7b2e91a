//! One module per subcommand.

pub mod check;
pub mod compare;
pub mod event;
pub mod pair;
pub mod replay;
pub mod sheet;
pub mod simulate;
pub mod variants;
