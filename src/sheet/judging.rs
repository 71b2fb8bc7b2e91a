//! Reading and judging the record files of a sheet: each record opened
//! with its rulesets and judged, then put together as one sheet's model
//! (a match sheet, or an event's round results and standings).

use std::path::PathBuf;

use chrono::NaiveDateTime;

use crate::error::{Error, Status};
use crate::referee::open_record;
use crate::sheet::model::{Body, Document, event_sheet, match_sheet};
use crate::words::Language;

crate::messages! {
    /// Why the records given cannot make one sheet.
    pub enum SheetRefusal {
        /// Two records of other events (each event's name, if it has one).
        DifferentEvents {
            first: String,
            second: String,
            first_event: Option<String>,
            second_event: Option<String>,
        } = "sheet-different-events",
    }
}

/// Reads and judges `files` and builds their sheet: a match sheet for one
/// record; round results and standings (and, with `with_matches`, every
/// match sheet) for several records of one event. The language is `lang`,
/// else the first record's (`OpenRecord::language`). The status is `Invalid` when any
/// record is (the sheet is built all the same and says so); any file that
/// cannot be read or understood stops it.
pub fn judge_files(
    files: &[PathBuf],
    words_for: &dyn Fn(Option<Language>) -> crate::words::Words,
    printed_at: NaiveDateTime,
    with_matches: bool,
) -> Result<(Document, Status), Error> {
    let mut matches = Vec::new();
    let mut default_lang = None;
    let mut status = Status::Success;
    for path in files {
        let loaded = open_record::open(path)?;
        let verdict = crate::family::verdict(&loaded);
        if !verdict.valid() {
            status = status.and(Status::Invalid);
        }
        if default_lang.is_none() {
            default_lang = Some(loaded.language());
        }
        let mut sheet = match_sheet(
            &loaded.source.name,
            &loaded.record,
            loaded.rules.as_ref(),
            &loaded.tournament,
            &verdict,
        );
        if let (Some(rules), Some(j)) = (&loaded.grid, crate::grid::sets::judge_grid(&loaded)) {
            crate::sheet::model::add_grid_moves(&mut sheet, rules, &j);
        }
        matches.push(sheet);
    }
    if let Some(first) = matches.first()
        && let Some(other) = matches.iter().find(|m| m.event.name != first.event.name)
    {
        return Err(Error::usage(SheetRefusal::DifferentEvents {
            first: first.file.clone(),
            second: other.file.clone(),
            first_event: first.event.name.clone(),
            second_event: other.event.name.clone(),
        }));
    }
    let mut body = if matches.len() == 1 {
        Body::Match(Box::new(matches.remove(0)))
    } else {
        Body::Event(Box::new(event_sheet(matches, with_matches)))
    };
    // Tables of an event folder: the event scores them and ranks players.
    crate::sheet::in_event::apply(&mut body, files)?;
    let doc = Document {
        lang: words_for(default_lang.flatten()).language(),
        printed_at,
        body,
    };
    Ok((doc, status))
}
