//! Text as a person reads it: located problems (`file:line:col` and a
//! caret) and text as the terminal shows it.

pub mod diagnostic;
pub mod display;
