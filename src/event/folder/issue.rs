//! A problem in the folder, at a place a referee can open.

use std::fmt;
use std::ops::Range;
use std::path::Path;

use crate::error::Error;
use crate::text::diagnostic::{Diagnostics, Source};

/// Something wrong in the folder, at a place a referee can open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    /// `file:line:col`, or the file alone.
    pub place: String,
    /// In English (JSON, and the default).
    pub message: String,
    /// The same in Turkish, where the folder words it in both languages.
    pub turkish: Option<String>,
}

impl Issue {
    /// The message in the language of `words` (English where the folder
    /// has no Turkish wording for it).
    pub fn message_in(&self, words: crate::words::Words) -> &str {
        match (words.language(), &self.turkish) {
            (crate::words::Language::Tr, Some(t)) => t,
            _ => &self.message,
        }
    }

    /// `place: message` in the language of `words`.
    pub fn text_in(&self, words: crate::words::Words) -> String {
        format!("{}: {}", self.place, self.message_in(words))
    }
}

impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
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
            turkish: None,
            place: at(&d.source, Some(p.span.clone())),
            message: p.message.clone(),
        })
        .collect()
}

pub(super) fn issues_of_error(e: &Error, path: &Path) -> Vec<Issue> {
    match e {
        Error::Input(d) => issues_of(d),
        other => vec![Issue {
            turkish: None,
            place: path.display().to_string(),
            message: other
                .to_string()
                .trim_start_matches("error: ")
                .trim_start_matches(&format!("{}: ", path.display()))
                .to_string(),
        }],
    }
}
