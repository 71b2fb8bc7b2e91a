//! The settings every command shares, parsed by clap and checked once
//! (ripgrep's low arguments become high arguments): the language, and the
//! [`Words`] every command speaks through. No command builds its own.

use std::cell::OnceCell;

use crate::error::{BadValue, Error};
use crate::words::{Language, Msg, Words};

/// What every command is given besides its own arguments.
#[derive(Debug)]
pub struct Settings {
    choice: Choice,
    /// The language once decided: the first document read (an event's, a
    /// record's) settles it when `--lang` did not; never changed after.
    decided: OnceCell<Language>,
}

crate::messages! {
    /// Why a language setting was refused.
    pub enum LanguageRefusal {
        /// `HAKEM_LANG` names a language hakem has no words in.
        UnknownHakemLang { value: String, languages: String } = "settings-unknown-hakem-lang",
        /// `--lang` names a language hakem has no words in.
        UnknownLang { value: String, languages: String } = "settings-unknown-lang",
    }
}

impl Settings {
    /// The settings of a command line whose `--lang` clap read as `flag`,
    /// with `env` the process's environment: `HAKEM_LANG`, else the system
    /// locale, else English stands behind the flag and the document.
    pub fn new(
        flag: Option<Language>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Settings, Error> {
        let hakem_lang = env("HAKEM_LANG");
        let ambient = match from_hakem_lang(hakem_lang.as_deref()) {
            Ok(found) => found,
            Err(value) => {
                return Err(Error::usage(LanguageRefusal::UnknownHakemLang {
                    value,
                    languages: Language::tags(),
                }));
            }
        }
        .or_else(|| from_locale(&env))
        .unwrap_or(Language::EN);
        Ok(Settings {
            choice: Choice { flag, ambient },
            decided: OnceCell::new(),
        })
    }

    /// The settings of this process's environment, `flag` the `--lang`
    /// given. `HAKEM_LANG` not understood is told in the language the rest
    /// of the rule gives.
    pub fn from_env(flag: Option<Language>) -> Result<Settings, Error> {
        Settings::new(flag, |name| std::env::var(name).ok())
    }

    /// The words before any document is read (and of a command that reads
    /// none): `--lang`, else `HAKEM_LANG`, else the system locale, else
    /// English; or the language already decided.
    pub fn words(&self) -> Words {
        Words::new(
            self.decided
                .get()
                .copied()
                .unwrap_or_else(|| self.choice.decide(None)),
        )
    }

    /// The words of a command that has read its document, whose language
    /// is `document` (an event's or a record's): decided once, by the
    /// first document read; later documents change nothing.
    pub fn words_for(&self, document: Option<Language>) -> Words {
        Words::new(*self.decided.get_or_init(|| self.choice.decide(document)))
    }

    /// `--lang`, if given.
    pub fn language_flag(&self) -> Option<Language> {
        self.choice.flag
    }
}

/// `--lang`'s value parser: a language hakem has words in.
pub fn parse_language(value: &str) -> Result<Language, BadValue> {
    Language::parse(value).ok_or_else(|| {
        BadValue(Msg::from(LanguageRefusal::UnknownLang {
            value: value.to_string(),
            languages: Language::tags(),
        }))
    })
}

/// Where a process's language comes from, strongest first (docs/architecture.md,
/// "The language"): `--lang`, else the language of the document the
/// command reads (an event's, a record's), else `HAKEM_LANG`, else the
/// system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: `tr_TR.UTF-8` is
/// Turkish), else English.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// `--lang`.
    pub flag: Option<Language>,
    /// `HAKEM_LANG`, else the system locale, else English.
    pub ambient: Language,
}

impl Choice {
    /// The language once the document's (if any) is known.
    pub fn decide(self, document: Option<Language>) -> Language {
        self.flag.or(document).unwrap_or(self.ambient)
    }
}

/// `HAKEM_LANG` when set: `Err` with its value when hakem has no words in
/// it (a setting of hakem's own, so a mistake is said, not passed over).
pub fn from_hakem_lang(value: Option<&str>) -> Result<Option<Language>, String> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => Language::parse(v).map(Some).ok_or_else(|| v.to_string()),
    }
}

/// The system locale's language: the first set of `LC_ALL`, `LC_MESSAGES`
/// and `LANG` (POSIX's order), when hakem has words in it; `C`, `POSIX`
/// and languages hakem does not speak give `None`.
pub fn from_locale(get: impl Fn(&str) -> Option<String>) -> Option<Language> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| get(name))
        .map(|v| v.trim().to_string())
        .find(|v| !v.is_empty())
        .and_then(|v| Language::parse(&v))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_rule_is_flag_document_hakem_lang_locale_english() {
        let s = Settings::new(None, env(&[])).unwrap();
        assert_eq!(s.words().language(), Language::EN);
        let s = Settings::new(None, env(&[("LANG", "tr_TR.UTF-8")])).unwrap();
        assert_eq!(s.words().language(), Language::TR);
        let s = Settings::new(None, env(&[("LANG", "tr_TR.UTF-8"), ("HAKEM_LANG", "en")])).unwrap();
        assert_eq!(s.words().language(), Language::EN);
        assert_eq!(s.words_for(Some(Language::TR)).language(), Language::TR);
        let s = Settings::new(Some(Language::EN), env(&[("HAKEM_LANG", "tr")])).unwrap();
        assert_eq!(s.words_for(Some(Language::TR)).language(), Language::EN);
    }

    #[test]
    fn the_first_document_decides_once() {
        let s = Settings::new(None, env(&[])).unwrap();
        assert_eq!(s.words_for(Some(Language::TR)).language(), Language::TR);
        assert_eq!(s.words_for(Some(Language::EN)).language(), Language::TR);
        assert_eq!(s.words().language(), Language::TR);
    }

    #[test]
    fn an_unknown_hakem_lang_is_refused() {
        assert!(Settings::new(None, env(&[("HAKEM_LANG", "xx")])).is_err());
    }

    #[test]
    fn tags_with_regions_and_encodings_name_their_language() {
        assert_eq!(Language::parse("tr_TR.UTF-8"), Some(Language::TR));
        assert_eq!(Language::parse("en-GB"), Some(Language::EN));
        assert_eq!(Language::parse("TR"), Some(Language::TR));
        assert_eq!(Language::parse("C"), None);
        assert_eq!(Language::parse(""), None);
    }

    #[test]
    fn the_locale_follows_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            from_locale(env(&[("LANG", "en_US.UTF-8"), ("LC_ALL", "tr_TR.UTF-8")])),
            Some(Language::TR)
        );
        assert_eq!(
            from_locale(env(&[("LANG", "tr_TR.UTF-8"), ("LC_MESSAGES", "C")])),
            None
        );
        assert_eq!(from_locale(env(&[("LANG", "tr_TR")])), Some(Language::TR));
        assert_eq!(from_locale(env(&[])), None);
    }

    #[test]
    fn the_flag_beats_the_document_which_beats_the_environment() {
        let choice = Choice {
            flag: None,
            ambient: Language::TR,
        };
        assert_eq!(choice.decide(None), Language::TR);
        assert_eq!(choice.decide(Some(Language::EN)), Language::EN);
        let flagged = Choice {
            flag: Some(Language::TR),
            ..choice
        };
        assert_eq!(flagged.decide(Some(Language::EN)), Language::TR);
    }

    #[test]
    fn an_unknown_hakem_lang_is_said() {
        assert_eq!(from_hakem_lang(Some("tr")), Ok(Some(Language::TR)));
        assert_eq!(from_hakem_lang(Some(" ")), Ok(None));
        assert_eq!(from_hakem_lang(Some("xx")), Err("xx".into()));
    }
}
