//! One module per subcommand: each owns its `Args` (clap) and its `run`.

use chrono::{DateTime, Local, NaiveDateTime};
use clap::ValueEnum;

use crate::error::Error;

pub mod check;
pub mod compare;
pub mod completions;
pub mod event;
pub mod live;
pub mod man;
pub mod pair;
pub mod replay;
pub mod result;
pub mod serve;
pub mod sheet;
pub mod simulate;
pub mod solve;
pub mod variants;

/// The output format shared by most commands.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// The format of a printout (`sheet`, `event print`).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetFormat {
    Html,
    Text,
    Markdown,
}

impl From<SheetFormat> for crate::sheet::Format {
    fn from(f: SheetFormat) -> Self {
        match f {
            SheetFormat::Html => crate::sheet::Format::Html,
            SheetFormat::Text => crate::sheet::Format::Text,
            SheetFormat::Markdown => crate::sheet::Format::Markdown,
        }
    }
}

/// The language of what a command prints for the referee and the players
/// (sheets, live scoring, `check` and `replay` reports).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// Türkçe
    Tr,
    /// English
    En,
}

impl From<Lang> for crate::ruleset::Language {
    fn from(l: Lang) -> Self {
        match l {
            Lang::Tr => crate::ruleset::Language::Tr,
            Lang::En => crate::ruleset::Language::En,
        }
    }
}

/// `--lang` resolved to the words a command writes in.
impl From<Lang> for crate::words::Words {
    fn from(l: Lang) -> Self {
        crate::words::Words::new(l.into())
    }
}

/// The words of an event command: `--lang`, else the event's language
/// (its tournament rules', else its variant's), else English.
pub fn event_words(
    lang: Option<Lang>,
    folder: &crate::event::folder::Folder,
) -> crate::words::Words {
    crate::words::Words::new(
        lang.map(Into::into)
            .or(folder.language)
            .unwrap_or(crate::words::Language::En),
    )
}

/// A command's error in the language asked for with `--lang` (English
/// when none was asked: the file that would say the language may be the
/// one that failed). A command that learns its language from a file it
/// read words its later errors itself ([`crate::words::located`]).
pub fn worded<T>(result: Result<T, Error>, lang: Option<Lang>) -> Result<T, Error> {
    result.map_err(|e| {
        crate::words::located::in_language(e, lang.map_or(crate::words::Language::En, Into::into))
    })
}

/// The printing time: `--printed-at`, else `SOURCE_DATE_EPOCH` (seconds,
/// UTC: the reproducible-builds convention), else the local time now.
pub fn printed_at(flag: Option<&str>) -> Result<NaiveDateTime, Error> {
    if let Some(s) = flag {
        return ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"]
            .iter()
            .find_map(|f| NaiveDateTime::parse_from_str(s, f).ok())
            .ok_or_else(|| {
                Error::Usage(format!(
                    "--printed-at {s}: expected a date and time like 2023-10-29T18:30"
                ))
            });
    }
    if let Ok(s) = std::env::var("SOURCE_DATE_EPOCH") {
        return s
            .trim()
            .parse::<i64>()
            .ok()
            .and_then(|secs| DateTime::from_timestamp(secs, 0))
            .map(|d| d.naive_utc())
            .ok_or_else(|| {
                Error::Usage(format!(
                    "SOURCE_DATE_EPOCH={s}: expected whole seconds since 1970-01-01"
                ))
            });
    }
    Ok(Local::now().naive_local())
}
