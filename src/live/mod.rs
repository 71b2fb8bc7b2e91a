//! `hakem live`: a round scored at the table, move by move. The session
//! ([`session::Session`]) owns the record and saves every change before it
//! is shown; the line mode ([`line`]) and the full-screen program
//! ([`screen`]) are two faces of it, both speaking through [`replies`].
//! Every word they say is a message of `locales/*/live.ftl`.

/// Families of messages said inside other messages (a seat, a warning's
/// reason): each is a fact worded in the same language as the message
/// that holds it.
macro_rules! said_inside {
    ($($family:ty),* $(,)?) => {
        $(impl crate::words::IntoArg for $family {
            fn to_arg(&self) -> crate::words::Arg {
                crate::words::IntoArg::to_arg(&crate::words::Message::msg(self))
            }
        })*
    };
}

pub mod command;
pub mod help;
pub mod line;
pub mod players;
pub mod replies;
pub mod screen;
pub mod session;
pub mod timer;

pub use command::{Command, TimerCommand};
pub use session::{Change, Judgement, NewRecord, Refusal, Session, Undone};
