//! The Fluent files of every language, read once a process: those built
//! into the binary (`locales/<language>/*.ftl`) and those of the folder
//! `HAKEM_LOCALES` names (a translator's, tried without building hakem).

use std::borrow::Cow;
use std::path::Path;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

use super::language::Language;
use super::turkish::{Suffix, ordinal_suffixed, suffixed};

/// The Fluent files built into the binary: each language's tag and its
/// files (name, text).
const EMBEDDED: &[(&str, &[(&str, &str)])] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A folder of `HAKEM_LOCALES` holds at most this many languages, each at
/// most this many files of at most this many bytes; the rest is said and
/// left out.
pub const MAX_EXTRA_LANGUAGES: usize = 32;
pub const MAX_EXTRA_FILES: usize = 64;
pub const MAX_EXTRA_FILE_BYTES: u64 = 1 << 20;

/// One language's words: its Fluent bundle and, for a language other than
/// English, English behind it for a message it does not have.
pub(super) struct Locale {
    pub language: Language,
    pub bundle: FluentBundle<FluentResource>,
    pub fallback: Option<&'static Locale>,
    /// Each label worded once, the first time one is asked for
    /// (`Words::t` lends them out).
    pub labels: OnceLock<Vec<String>>,
}

struct Registry {
    languages: Vec<Language>,
    /// Each language's files, in the order of `languages`.
    sources: Vec<Vec<(String, Cow<'static, str>, bool)>>,
    locales: Vec<OnceLock<&'static Locale>>,
    /// What was wrong with `HAKEM_LOCALES` (said once, by `take_warnings`).
    warnings: std::sync::Mutex<Vec<super::LocaleWarning>>,
}

static REGISTRY: OnceLock<Registry> = OnceLock::new();

fn registry() -> &'static Registry {
    REGISTRY.get_or_init(|| {
        let extra = std::env::var_os("HAKEM_LOCALES");
        build_registry(extra.as_deref().map(Path::new))
    })
}

fn build_registry(extra: Option<&Path>) -> Registry {
    let mut languages: Vec<Language> = Vec::new();
    let mut sources: Vec<Vec<(String, Cow<'static, str>, bool)>> = Vec::new();
    for (tag, files) in EMBEDDED {
        languages.push(Language::from_static(tag));
        sources.push(
            files
                .iter()
                .map(|(name, text)| (name.to_string(), Cow::Borrowed(*text), false))
                .collect(),
        );
    }
    let mut warnings = Vec::new();
    if let Some(dir) = extra {
        read_extra(dir, &mut languages, &mut sources, &mut warnings);
    }
    let locales = languages.iter().map(|_| OnceLock::new()).collect();
    Registry {
        languages,
        sources,
        locales,
        warnings: std::sync::Mutex::new(warnings),
    }
}

/// The languages of `dir` (`dir/<tag>/*.ftl`) added to the built-in ones:
/// a new tag is a new language, a known one has its messages replaced.
fn read_extra(
    dir: &Path,
    languages: &mut Vec<Language>,
    sources: &mut Vec<Vec<(String, Cow<'static, str>, bool)>>,
    warnings: &mut Vec<super::LocaleWarning>,
) {
    use super::LocaleWarning as W;
    let path_text = |p: &Path| p.display().to_string();
    let mut folders: Vec<_> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_dir())
            .collect(),
        Err(_) => {
            warnings.push(W::FolderUnreadable {
                path: path_text(dir),
            });
            return;
        }
    };
    folders.sort();
    if folders.len() > MAX_EXTRA_LANGUAGES {
        warnings.push(W::TooManyLanguages {
            path: path_text(dir),
            max: MAX_EXTRA_LANGUAGES,
        });
        folders.truncate(MAX_EXTRA_LANGUAGES);
    }
    for folder in folders {
        let Some(tag) = folder
            .file_name()
            .and_then(|n| n.to_str())
            .filter(|t| is_tag(t))
            .map(str::to_ascii_lowercase)
        else {
            warnings.push(W::NotATag {
                path: path_text(&folder),
            });
            continue;
        };
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        if files.len() > MAX_EXTRA_FILES {
            warnings.push(W::TooManyFiles {
                path: path_text(&folder),
                max: MAX_EXTRA_FILES,
            });
            files.truncate(MAX_EXTRA_FILES);
        }
        let mut read = Vec::new();
        for file in files {
            let too_big = std::fs::metadata(&file)
                .map(|m| !m.is_file() || m.len() > MAX_EXTRA_FILE_BYTES)
                .unwrap_or(true);
            let text = (!too_big)
                .then(|| std::fs::read_to_string(&file).ok())
                .flatten();
            match text {
                Some(text) => {
                    let name = file
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    read.push((name, Cow::Owned(text), true));
                }
                None => warnings.push(W::FileUnreadable {
                    path: path_text(&file),
                    max_bytes: MAX_EXTRA_FILE_BYTES,
                }),
            }
        }
        match languages.iter().position(|l| l.code() == tag) {
            Some(i) => sources[i].extend(read),
            None => {
                // A language's tag lives as long as the process.
                languages.push(Language::from_static(Box::leak(tag.into_boxed_str())));
                sources.push(read);
            }
        }
    }
}

/// A language tag as a folder may be named: two or three letters.
fn is_tag(name: &str) -> bool {
    (2..=3).contains(&name.len()) && name.chars().all(|c| c.is_ascii_alphabetic())
}

impl Language {
    /// A language from its tag (`tr`, `EN`, `tr_TR.UTF-8`, `tr-TR`): the
    /// part before any region or encoding, when hakem has words in it.
    pub fn parse(tag: &str) -> Option<Language> {
        let base = tag
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Self::all().iter().copied().find(|l| l.code() == base)
    }

    /// Every language hakem has words in, in the order of their tags.
    pub fn all() -> &'static [Language] {
        &registry().languages
    }

    /// Every language with its tag, for a choice read from a file
    /// (`language = "tr"`).
    pub fn choices() -> Vec<(&'static str, Language)> {
        Self::all().iter().map(|l| (l.code(), *l)).collect()
    }

    /// The tags of every language, joined: "en, tr".
    pub fn tags() -> String {
        Self::all()
            .iter()
            .map(|l| l.code())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What was wrong with `HAKEM_LOCALES`, once (later calls get nothing).
pub(super) fn take_warnings() -> Vec<super::LocaleWarning> {
    let mut warnings = registry()
        .warnings
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    std::mem::take(&mut *warnings)
}

/// The words of `language`, built the first time they are asked for.
pub(super) fn locale(language: Language) -> &'static Locale {
    let registry = registry();
    let i = registry
        .languages
        .iter()
        .position(|l| *l == language)
        // Which bundle, not which words: a language hakem lacks is
        // spoken in English, and English stands behind every other
        // language for a message it lacks.
        .or_else(|| registry.languages.iter().position(|l| *l == Language::EN))
        .unwrap_or(0);
    registry.locales[i].get_or_init(|| {
        let language = registry.languages[i];
        let fallback = (language != Language::EN && registry.languages.contains(&Language::EN))
            .then(|| locale(Language::EN));
        let bundle = bundle(language, &registry.sources[i]);
        let locale = Locale {
            language,
            bundle,
            fallback,
            labels: OnceLock::new(),
        };
        Box::leak(Box::new(locale))
    })
}

/// A bundle of `files` (built-in first; a later file's message replaces an
/// earlier one's, so a translator's folder corrects the built-in words).
/// A file's syntax errors leave out only the messages they are in: the
/// built-in files are checked by the tests.
fn bundle(
    language: Language,
    files: &[(String, Cow<'static, str>, bool)],
) -> FluentBundle<FluentResource> {
    let tag: unic_langid::LanguageIdentifier = language
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Fluent's isolation marks would show as stray characters in a
    // terminal and in the files hakem writes.
    bundle.set_use_isolating(false);
    // NUMBER (ordinal plural categories: "1st", "2nd") and the suffixes.
    let _ = bundle.add_builtins();
    let _ = bundle.add_function("SUFFIX", |positional, _named| {
        suffix_function(positional, false)
    });
    let _ = bundle.add_function("ORDINAL-SUFFIX", |positional, _named| {
        suffix_function(positional, true)
    });
    for (_, text, _) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// `SUFFIX(value, "in")` and `ORDINAL-SUFFIX(place, "lik")`.
fn suffix_function<'a>(positional: &[FluentValue<'a>], ordinal: bool) -> FluentValue<'a> {
    let word = match positional.first() {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().into_owned(),
        _ => return FluentValue::Error,
    };
    let form = match positional.get(1) {
        Some(FluentValue::String(s)) => s.to_string(),
        _ => return FluentValue::from(word),
    };
    let Some(suffix) = Suffix::named(&form) else {
        return FluentValue::from(format!("{word}'{form}"));
    };
    if ordinal {
        let n = word.trim_end_matches('.').parse::<u64>();
        return match n {
            Ok(n) => FluentValue::from(ordinal_suffixed(n, suffix)),
            Err(_) => FluentValue::from(suffixed(&word, suffix)),
        };
    }
    FluentValue::from(suffixed(&word, suffix))
}

#[cfg(test)]
pub(super) fn sources(language: Language) -> Vec<(String, String)> {
    let registry = registry();
    registry
        .languages
        .iter()
        .position(|l| *l == language)
        .map(|i| {
            registry.sources[i]
                .iter()
                .filter(|(_, _, extra)| !extra)
                .map(|(n, t, _)| (n.clone(), t.to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// A locale of `text` alone, for the tests of the Fluent functions.
#[cfg(test)]
pub(super) fn test_locale(language: Language, text: &str) -> &'static Locale {
    let files = vec![("test.ftl".to_string(), Cow::Owned(text.to_string()), true)];
    Box::leak(Box::new(Locale {
        language,
        bundle: bundle(language, &files),
        fallback: None,
        labels: OnceLock::new(),
    }))
}

#[cfg(test)]
pub(super) fn embedded() -> &'static [(&'static str, &'static [(&'static str, &'static str)])] {
    EMBEDDED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_adds_a_language_and_corrects_another() {
        let dir = std::env::temp_dir().join(format!("hakem-locales-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("xx")).unwrap();
        std::fs::create_dir_all(dir.join("not-a-tag")).unwrap();
        std::fs::write(dir.join("xx/a.ftl"), "yes = oui\n").unwrap();
        let registry = build_registry(Some(&dir));
        assert!(registry.languages.iter().any(|l| l.code() == "xx"));
        assert_eq!(registry.warnings.lock().unwrap().len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
