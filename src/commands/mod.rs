//! One module per subcommand: each owns its `Args` (clap) and its `run`.

use chrono::{DateTime, Local, NaiveDateTime};
use clap::ValueEnum;

use crate::error::Error;

crate::messages! {
    /// Why the printing time of a printout was not understood.
    pub enum PrintedAtRefusal {
        /// `--printed-at`, as given.
        Flag { value: String } = "printed-at-flag",
        /// `SOURCE_DATE_EPOCH`, as set.
        SourceDateEpoch { value: String } = "printed-at-source-date-epoch",
    }
}

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

/// The printing time: `--printed-at`, else `SOURCE_DATE_EPOCH` (seconds,
/// UTC: the reproducible-builds convention), else the local time now.
pub fn printed_at(flag: Option<&str>) -> Result<NaiveDateTime, Error> {
    if let Some(s) = flag {
        return ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"]
            .iter()
            .find_map(|f| NaiveDateTime::parse_from_str(s, f).ok())
            .ok_or_else(|| {
                Error::usage(PrintedAtRefusal::Flag {
                    value: s.to_string(),
                })
            });
    }
    if let Ok(s) = std::env::var("SOURCE_DATE_EPOCH") {
        return s
            .trim()
            .parse::<i64>()
            .ok()
            .and_then(|secs| DateTime::from_timestamp(secs, 0))
            .map(|d| d.naive_utc())
            .ok_or_else(|| Error::usage(PrintedAtRefusal::SourceDateEpoch { value: s.clone() }));
    }
    Ok(Local::now().naive_local())
}
