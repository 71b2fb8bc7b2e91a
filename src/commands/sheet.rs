//! `hakem sheet FILE...`: a match sheet for one record; round results,
//! standings and the match sheets for several records of one event.

use chrono::{DateTime, Local, NaiveDateTime};

use crate::cli::{SheetArgs, print};
use crate::error::{Error, Status};
use crate::input;
use crate::output::write_atomic;
use crate::referee::judge;
use crate::sheet::{
    self,
    model::{Body, Document, event_sheet, match_sheet},
};

pub fn run(args: &SheetArgs) -> Result<Status, Error> {
    let mut matches = Vec::new();
    let mut lang = None;
    let mut status = Status::Success;
    for path in &args.files {
        let loaded = input::load(path)?;
        let verdict = judge(
            &loaded.record,
            &loaded.spans,
            &loaded.rules,
            &loaded.tournament,
        );
        if !verdict.valid() {
            status = status.and(Status::Invalid);
        }
        lang.get_or_insert(loaded.rules.language);
        matches.push(match_sheet(
            &loaded.source.name,
            &loaded.record,
            &loaded.rules,
            &verdict,
        ));
    }
    if let Some(first) = matches.first()
        && let Some(other) = matches.iter().find(|m| m.event.name != first.event.name)
    {
        return Err(Error::Usage(format!(
            "{} and {} are records of different events ({} / {}); a results sheet covers one event",
            first.file,
            other.file,
            first.event.name.as_deref().unwrap_or("no event name"),
            other.event.name.as_deref().unwrap_or("no event name"),
        )));
    }
    let body = if matches.len() == 1 {
        Body::Match(Box::new(matches.remove(0)))
    } else {
        Body::Event(event_sheet(matches, !args.summary_only))
    };
    let doc = Document {
        lang: args
            .lang
            .map(Into::into)
            .or(lang)
            .unwrap_or(sheet::i18n::Language::En),
        printed_at: printed_at(args.printed_at.as_deref())?,
        body,
    };
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
