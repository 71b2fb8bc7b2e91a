//! [`Words`]: the one handle a command words its output through, made
//! once from the language asked for.

use super::Label;
use super::labels::text;
use crate::ruleset::Language;

/// The words of one language: every text hakem writes for a person goes
/// through it. Made once per command (`Words::new(lang)`); English reports
/// and JSON messages use [`Words::ENGLISH`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    language: Language,
}

impl Words {
    /// The words of English, the language of JSON messages and of the
    /// reports that have no `--lang`.
    pub const ENGLISH: Words = Words {
        language: Language::En,
    };

    pub const fn new(language: Language) -> Words {
        Words { language }
    }

    /// The language these words are in.
    pub const fn language(self) -> Language {
        self.language
    }

    /// The heading of the column of the player who starts set 1: "Starts
    /// set 1", or for a grid game, where the first player plays black,
    /// "Black in set 1".
    pub fn set_one_starter(self, grid: bool) -> String {
        let label = if grid {
            Label::BlackInSet
        } else {
            Label::SetStarts
        };
        self.fill(label, &["1"])
    }

    /// The text of `label`.
    pub fn t(self, label: Label) -> &'static str {
        text(self.language, label)
    }

    /// `label` with each `{}` replaced by the next of `args`, in order.
    pub fn fill(self, label: Label, args: &[&str]) -> String {
        let mut out = String::new();
        let mut args = args.iter();
        let mut rest = self.t(label);
        while let Some(i) = rest.find("{}") {
            out.push_str(&rest[..i]);
            out.push_str(args.next().copied().unwrap_or(""));
            rest = &rest[i + 2..];
        }
        out.push_str(rest);
        out
    }

    /// `label` with each `{name}` replaced by the value given for `name`
    /// (labels whose words come in another order in each language). A value
    /// is never searched for holes itself.
    pub fn fill_named(self, label: Label, args: &[(&str, &str)]) -> String {
        crate::text::holes::fill(self.t(label), |name| {
            args.iter().find(|(k, _)| *k == name).map(|a| a.1)
        })
    }
}
