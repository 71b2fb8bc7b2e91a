//! Every word hakem says, in every language it speaks, from Project
//! Fluent files (`locales/<language>/*.ftl`, built into the binary).
//!
//! Code never writes a sentence. Where it decides something it makes a
//! [`Message`]: an enum variant of a family declared with
//! [`messages!`](crate::messages), carrying its facts (numbers, names,
//! keys, places) under the names of the Fluent variables. [`Words`], made
//! once a process in the language chosen ([`language::Choice`]), words a
//! message (`say`) or a label (`t`). A new language is a folder of `.ftl`
//! files: built in from `locales/`, or tried from the folder
//! `HAKEM_LOCALES` names, with no Rust. Turkish suffixes after names and
//! numbers come from the Fluent functions of [`turkish`]; numbers and dates
//! are written for people by `numbers` and `dates`.
//!
//! This is the lowest layer: it imports nothing of hakem, so the error
//! layer above it words its errors here too.

mod dates;
mod handle;
mod label;
pub mod language;
mod locale;
mod message;
mod numbers;
pub mod turkish;

pub use dates::When;
pub use handle::Words;
pub use label::Label;
pub use language::Language;
pub use message::{Arg, Args, Catalogue, IntoArg, Message, Msg};
pub use numbers::{Decimal, NumberWord, Percent, PercentInterval, fraction, points};

#[cfg(test)]
pub use inventory;

crate::messages! {
    /// What was wrong with the folder of `HAKEM_LOCALES` (said as a
    /// warning; the built-in words stand).
    pub enum LocaleWarning {
        FolderUnreadable { path: String } = "locales-folder-unreadable",
        NotATag { path: String } = "locales-not-a-tag",
        TooManyLanguages { path: String, max: usize } = "locales-too-many-languages",
        TooManyFiles { path: String, max: usize } = "locales-too-many-files",
        FileUnreadable { path: String, max_bytes: u64 } = "locales-file-unreadable",
    }
}

/// What was wrong with `HAKEM_LOCALES`, to be said once (then nothing).
pub fn locale_warnings() -> Vec<LocaleWarning> {
    locale::take_warnings()
}

#[cfg(test)]
mod tests;
