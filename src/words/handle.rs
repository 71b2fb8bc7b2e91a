//! [`Words`]: the one handle everything hakem says goes through, made once
//! a process from the language chosen (`commands::Settings`).

use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};

use super::label::Label;
use super::language::Language;
use super::locale::{Locale, locale};
use super::message::{Arg, Message, Msg};

/// The words of one language: a message worded (`say`), a label (`t`).
/// Cheap to copy; English stands behind any language for a message it
/// lacks.
#[derive(Clone, Copy)]
pub struct Words {
    locale: &'static Locale,
}

impl Words {
    pub fn new(language: Language) -> Words {
        Words {
            locale: locale(language),
        }
    }

    /// English: JSON's messages, whatever the language of the text.
    pub fn english() -> Words {
        Words::new(Language::EN)
    }

    /// The language these words are in.
    pub fn language(self) -> Language {
        self.locale.language
    }

    /// `message` in these words.
    pub fn say(self, message: &(impl Message + ?Sized)) -> String {
        let msg = message.msg();
        format_in(self.locale, msg.id(), msg.all_args())
    }

    /// The text of `label` (worded once a process).
    pub fn t(self, label: Label) -> &'static str {
        let locale = self.locale;
        &locale.labels.get_or_init(|| {
            Label::ALL
                .iter()
                .map(|l| format_in(locale, l.id(), &[]))
                .collect()
        })[label as usize]
    }
}

impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        self.language() == other.language()
    }
}

impl Eq for Words {}

impl fmt::Debug for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Words({})", self.language())
    }
}

/// `id` with `args` in `locale`, else in English, else the id itself (the
/// tests make sure every id is in every built-in language).
pub(super) fn format_in(locale: &Locale, id: &str, args: &[(&'static str, Arg)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, arg) in args {
        let value: FluentValue = match arg {
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Choice(c) => FluentValue::from(*c),
            Arg::Message(m) => FluentValue::from(format_msg(locale, m)),
        };
        fluent.set(*name, value);
    }
    let mut at = Some(locale);
    while let Some(l) = at {
        if let Some(pattern) = l.bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return l
                .bundle
                .format_pattern(pattern, Some(&fluent), &mut errors)
                .into_owned();
        }
        at = l.fallback;
    }
    id.to_string()
}

fn format_msg(locale: &Locale, msg: &Msg) -> String {
    format_in(locale, msg.id(), msg.all_args())
}
