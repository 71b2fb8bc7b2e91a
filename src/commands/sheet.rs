//! `hakem sheet FILE...`: a match sheet for one record; round results and
//! the match sheets for several records of one event, with the event's
//! standings when they are tables of an event folder.

use crate::settings::Settings;
use std::path::PathBuf;

use super::{SheetFormat, printed_at};
use crate::error::{Error, Status};
use crate::event::lock::write_output;
use crate::files::stdout::print;
use crate::referee::{judge, open_record};
use crate::report::check::check_text;
use crate::sheet;
use crate::sheet::judging;

crate::messages! {
    /// What `hakem sheet` says beside the sheet it wrote.
    pub enum SheetNote {
        /// The sheet went to `output`, and the record `record` is not
        /// valid (its check follows).
        WrittenInvalid { output: String, record: String } = "sheet-note-written-invalid",
    }
}

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Examples:\n  hakem sheet round.toml -o round.html             a match sheet to print (A4)\n  hakem sheet samples/event/*.toml --format text   round results in the terminal (records of no event folder: no standings)\n  hakem sheet samples/event-swiss/round-2/table-*.toml --summary-only --format text   round 2's results and the event's standings\n  hakem sheet samples/event/*.toml --lang en --summary-only -o results.md --format markdown"
)]
pub struct Args {
    /// Record files (TOML): one for a match sheet, several (of one event)
    /// for round results; tables of an event folder (DIR/round-N/) also
    /// get the event's standings after round N
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Output format: HTML for print (A4), text for the terminal, Markdown for posting
    #[arg(long, value_enum, default_value_t = SheetFormat::Html)]
    pub format: SheetFormat,
    /// Write to OUT (atomically, one writer at a time; never over an input
    /// file) instead of stdout
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// With several records: only the round results (and an event's standings), no match sheets
    #[arg(long)]
    pub summary_only: bool,
    /// The printing time shown in the footer (e.g. 2023-10-29T18:30), for
    /// reproducible output; SOURCE_DATE_EPOCH is honoured too
    #[arg(long, hide = true, value_name = "DATETIME")]
    pub printed_at: Option<String>,
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let printed_at = printed_at(args.printed_at.as_deref())?;
    let (doc, status) = judging::judge_files(
        &args.files,
        &|document| settings.words_for(document),
        printed_at,
        !args.summary_only,
    )?;
    let text = sheet::render(&doc, args.format.into());
    match &args.output {
        // A sheet file is read in a terminal too (`cat`, `less`): control
        // characters from the records are escaped there as on stdout.
        Some(out) => write_output(
            out,
            crate::text::display::escape_controls(&text).as_bytes(),
            &args.files,
        )?,
        None => print(&text)?,
    }
    if let Some(out) = &args.output
        && status != Status::Success
    {
        // The sheet says why on paper; whoever ran the command learns it
        // here too (the exit status alone would not say).
        for path in &args.files {
            let loaded = open_record::open(path)?;
            let verdict = judge(
                &loaded.record,
                &loaded.spans,
                loaded.rules.as_ref(),
                &loaded.tournament,
            );
            if !verdict.valid() {
                let words = settings.words_for(loaded.language());
                eprintln!(
                    "{}: {}\n{}",
                    words.t(crate::words::Label::SeverityNote),
                    words.say(&SheetNote::WrittenInvalid {
                        output: out.display().to_string(),
                        record: path.display().to_string(),
                    }),
                    crate::text::display::escape_controls(&check_text(
                        words,
                        &loaded.source,
                        &loaded.record,
                        loaded.rules.as_ref(),
                        &loaded.tournament,
                        &verdict,
                    ))
                );
            }
        }
    }
    Ok(status)
}
