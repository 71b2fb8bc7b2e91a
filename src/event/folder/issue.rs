//! A problem in the folder, at a place a referee can open.

use std::fmt;
use std::ops::Range;
use std::path::Path;

use crate::error::Error;
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::{Msg, Words};

/// Something wrong in the folder, at a place a referee can open.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    /// `file:line:col`, or the file alone.
    pub place: String,
    /// What is wrong.
    pub message: Msg,
}

impl Issue {
    /// The message in `words`.
    pub fn message_in(&self, words: Words) -> String {
        words.say(&self.message)
    }

    /// `place: message` in `words`.
    pub fn text_in(&self, words: Words) -> String {
        format!("{}: {}", self.place, self.message_in(words))
    }
}

/// In English.
impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(Words::english()))
    }
}

pub(super) fn at(source: &Source, span: Option<Range<usize>>) -> String {
    match span {
        Some(span) => {
            let (line, col) = source.line_col(span.start);
            format!("{}:{line}:{col}", source.name)
        }
        None => source.name.clone(),
    }
}

pub(super) fn issues_of(d: &Diagnostics) -> Vec<Issue> {
    d.problems
        .iter()
        .map(|p| Issue {
            place: at(&d.source, Some(p.span.clone())),
            message: p.message.clone(),
        })
        .collect()
}

pub(super) fn issues_of_error(e: &Error, path: &Path) -> Vec<Issue> {
    match e {
        Error::Input(d) => issues_of(d),
        other => vec![Issue {
            place: path.display().to_string(),
            message: other.message_without_place(),
        }],
    }
}
