//! `hakem pair DIR`: pairs the next round of an event by the Dutch Swiss
//! system and writes its records, one per table.

use crate::settings::Settings;
use std::path::PathBuf;

use super::Format;
use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::pairing::pair_and_write_at;
use crate::event::standings::PairingList;
use crate::files::stdout::print;
use crate::report::event::{alphabetical_text, explain_text, pair_refusal_text, pairing_text};
use crate::report::event_json::pairing_json;
use crate::words::Label;

crate::messages! {
    /// What `hakem pair` says it wrote.
    pub enum PairWritten {
        /// The round's folder, its records and its pairing file.
        Wrote { dir: PathBuf, records: usize, file: String } = "pair-wrote",
    }
}

crate::messages! {
    /// Why `hakem pair --start` was refused.
    pub enum PairStartRefusal {
        /// `--start`, as given.
        Flag { value: String } = "pair-start-flag",
    }
}

/// `--start`: a local date and time, to the minute (`2026-12-12T14:30`).
fn start_at(value: &str) -> Result<chrono::NaiveDateTime, Error> {
    ["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"]
        .iter()
        .find_map(|f| chrono::NaiveDateTime::parse_from_str(value, f).ok())
        .ok_or_else(|| {
            Error::usage(PairStartRefusal::Flag {
                value: value.to_string(),
            })
        })
}

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
    hakem pair ankara-2026                 pair the next round: round-N/ with one record per table\n  \
    hakem pair ankara-2026 --explain       the score groups, the floaters, why each pair\n  \
    hakem pair ankara-2026 --dry-run       show the pairing without writing anything\n  \
    hakem pair ankara-2026 --start 2026-12-12T14:30\n                                         \
    pair the next round, starting at 14:30 (its lists and cards say so)\n\n\
    Exit status: 0 the round was paired, 1 it cannot be paired (the \
                        reasons are listed), 2 the event could not be read.")]
pub struct Args {
    /// The event folder (with event.toml)
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// Pair this round (default: the next one). A round already paired can
    /// be paired again only while none of its records holds a move.
    #[arg(long, value_name = "N")]
    pub round: Option<u8>,
    /// Print the score groups, the floaters and why each table was made
    #[arg(long)]
    pub explain: bool,
    /// Print the pairing without writing anything (any round: how the
    /// Dutch system pairs it from the rounds before)
    #[arg(long)]
    pub dry_run: bool,
    /// Also print the list of players in alphabetical order with their table
    #[arg(long)]
    pub alphabetical: bool,
    /// When the round starts (2026-12-12T14:30): written into event.toml's
    /// [[round]], printed on its pairing list and cards
    #[arg(long, value_name = "DATE-TIME")]
    pub start: Option<String>,
    /// Text for the referee, JSON for programs (docs/formats.md); JSON
    /// leaves out `--alphabetical` and `--explain`
    #[arg(long, value_enum, default_value_t = Format::Text, conflicts_with_all = ["alphabetical", "explain"])]
    pub format: Format,
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let mut notes = Vec::new();
    let today = super::printed_at(None)?.date();
    let start = args.start.as_deref().map(start_at).transpose()?;
    let result = pair_and_write_at(
        &args.dir,
        args.round,
        args.dry_run,
        today,
        start,
        &Default::default(),
        &mut notes,
    );
    // What an interrupted pairing left was finished or undone: told in the
    // event's language once the folder is read.
    let words = match &result {
        Ok(Ok(paired)) => settings.words_for(paired.folder.language),
        _ => match Folder::open(&args.dir) {
            Ok(folder) => settings.words_for(folder.language),
            Err(_) => settings.words(),
        },
    };
    for note in notes {
        eprintln!("{}: {}", words.t(Label::SeverityNote), words.say(&note));
    }
    let paired = match result? {
        Ok(found) => found,
        Err(refusal) => {
            if refusal.not_understood() {
                return Err(Error::usage(refusal.message()));
            }
            let text = pair_refusal_text(&refusal, words);
            eprintln!("{}: {text}", words.t(Label::SeverityError));
            return Ok(Status::Invalid);
        }
    };
    let folder = &paired.folder;
    let manifest = &paired.manifest;
    let list = PairingList::new(folder, manifest);
    let mut text = String::new();
    if let Some(dir) = &paired.written {
        text.push_str(&words.say(&PairWritten::Wrote {
            dir: dir.clone(),
            records: manifest.tables.len(),
            file: crate::event::folder::PAIRING_FILE.to_string(),
        }));
        text.push('\n');
    } else {
        text.push_str(words.t(Label::DryRun));
        text.push('\n');
    }
    if args.format == Format::Json {
        let written = paired.written.as_ref().map(|d| d.display().to_string());
        print(&pairing_json(&list, folder, written))?;
        return Ok(Status::Success);
    }
    text.push_str(&pairing_text(&list, folder.event.spec().rounds, words));
    if args.alphabetical {
        text.push('\n');
        text.push_str(&alphabetical_text(&list, folder, words));
    }
    if args.explain {
        text.push('\n');
        text.push_str(&explain_text(&paired.pairing.explanation, folder, words));
    }
    print(&text)?;
    Ok(Status::Success)
}
