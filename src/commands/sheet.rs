//! `hakem sheet FILE...`: a match sheet for one record; round results,
//! standings and the match sheets for several records of one event.

use std::path::PathBuf;

use chrono::{DateTime, Local, NaiveDateTime};

use clap::ValueEnum;

use super::Lang;
use crate::atomic_file::write_atomic;
use crate::error::{Error, Status};
use crate::judging;
use crate::sheet;
use crate::stdout::print;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Record files (TOML): one for a match sheet, several (of one event)
    /// for round results and standings
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format: HTML for print (A4), text for the terminal, Markdown for posting
    #[arg(long, value_enum, default_value_t = SheetFormat::Html)]
    pub format: SheetFormat,
    /// Language of the labels [default: the variant's, Turkish for Mangala, else English]
    #[arg(long, value_enum)]
    pub lang: Option<Lang>,
    /// Write to OUT (atomically; never over an input file) instead of stdout
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// With several records: only the round results and standings, no match sheets
    #[arg(long)]
    pub summary_only: bool,
    /// The printing time shown in the footer (e.g. 2023-10-29T18:30), for
    /// reproducible output; SOURCE_DATE_EPOCH is honoured too
    #[arg(long, hide = true, value_name = "DATETIME")]
    pub printed_at: Option<String>,
}

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

pub fn run(args: &Args) -> Result<Status, Error> {
    let printed_at = printed_at(args.printed_at.as_deref())?;
    let (doc, status) = judging::judge_files(
        &args.files,
        args.lang.map(Into::into),
        printed_at,
        !args.summary_only,
    )?;
    let text = sheet::render(&doc, args.format.into());
    match &args.output {
        Some(out) => write_atomic(out, text.as_bytes(), &args.files)?,
        None => print(&text)?,
    }
    Ok(status)
}

/// The printing time: `--printed-at`, else `SOURCE_DATE_EPOCH` (seconds,
/// UTC: the reproducible-builds convention), else the local time now.
fn printed_at(flag: Option<&str>) -> Result<NaiveDateTime, Error> {
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
