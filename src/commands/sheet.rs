//! `hakem sheet FILE...`: a match sheet for one record; round results,
//! standings and the match sheets for several records of one event.

use chrono::{DateTime, Local, NaiveDateTime};

use crate::cli::{SheetArgs, print};
use crate::error::{Error, Status};
use crate::output::write_atomic;
use crate::sheet;

pub fn run(args: &SheetArgs) -> Result<Status, Error> {
    let printed_at = printed_at(args.printed_at.as_deref())?;
    let (doc, status) = sheet::build(
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
