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
    /// The message in the language of `words`: its Turkish where the
    /// folder worded it, else worded from the English by
    /// [`crate::words::located`] (as it is where no form is known).
    pub fn message_in(&self, words: crate::words::Words) -> std::borrow::Cow<'_, str> {
        match (words.language(), &self.turkish) {
            (crate::words::Language::En, _) => self.message.as_str().into(),
            (_, Some(t)) => t.as_str().into(),
            (_, None) => crate::words::located::turkish(&self.message).into(),
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
        other => {
            let place = path.display().to_string();
            let message_of = |e: &Error| {
                let text = e.to_string();
                let text = text.split_once(": ").map_or(text.as_str(), |(_, m)| m);
                text.strip_prefix(&format!("{place}: "))
                    .unwrap_or(text)
                    .to_string()
            };
            let turkish =
                crate::words::located::in_language(copy_of(other), crate::words::Language::Tr);
            vec![Issue {
                turkish: Some(message_of(&turkish)),
                message: message_of(other),
                place,
            }]
        }
    }
}

/// A copy of an error that is not a located one, to word it in another
/// language (an I/O error's kind is kept, its text is not needed).
fn copy_of(e: &Error) -> Error {
    match e {
        Error::Io { path, source } => Error::io(path, std::io::Error::from(source.kind())),
        Error::Changed(path) => Error::Changed(path.clone()),
        Error::Worded { language, message } => Error::Worded {
            language: *language,
            message: message.clone(),
        },
        other => Error::Usage(other.to_string().trim_start_matches("error: ").to_string()),
    }
}
