//! `hakem live`: a round scored at the table, move by move. The session
//! ([`session::Session`]) owns the record and saves every change before it
//! is shown; the line mode ([`line`]) and the full-screen program
//! ([`screen`]) are two faces of it, both speaking through [`replies`].

pub mod command;
pub mod line;
pub mod replies;
pub mod screen;
pub mod session;
pub mod timer;

pub use command::{Command, TimerCommand};
pub use session::{Change, Judgement, NewRecord, Refusal, Session, Undone};
