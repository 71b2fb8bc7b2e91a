//! `hakem pair DIR`: pairs the next round of an event by the Dutch Swiss
//! system and writes its records, one per table.

use std::path::PathBuf;

use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::lock::lock_event;
use crate::event::next_round::pair_round;
use crate::event::pairing::{manifest, recover, write_round};
use crate::event::standings::PairingList;
use crate::files::stdout::print;
use crate::report::event::{alphabetical_text, explain_text, pair_refusal_text, pairing_text};
use crate::words::plural;

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
    hakem pair ankara-2026                 pair the next round: round-N/ with one record per table\n  \
    hakem pair ankara-2026 --explain       the score groups, the floaters, why each pair\n  \
    hakem pair ankara-2026 --dry-run       show the pairing without writing anything\n\n\
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
}

pub fn run(args: &Args) -> Result<Status, Error> {
    // The event's write lock, held from the first read to the last write:
    // no scorer can save a move between the check that the round holds
    // none and its replacement, and of two `hakem pair` one pairs first
    // and the other sees its round.
    let _guard = match args.dry_run {
        true => None,
        false => Some(lock_event(&args.dir)?),
    };
    if !args.dry_run {
        for line in recover(&args.dir)? {
            eprintln!("note: {line}");
        }
    }
    let folder = Folder::open(&args.dir)?;
    let spec = folder.event.spec();
    let pairing = match pair_round(&folder, args.round, !args.dry_run) {
        Ok(found) => found,
        Err(refusal) if refusal.not_understood() => {
            return Err(Error::Usage(pair_refusal_text(&refusal)));
        }
        Err(refusal) => {
            eprintln!("error: {}", pair_refusal_text(&refusal));
            return Ok(Status::Invalid);
        }
    };
    let manifest = manifest(&folder.event, &pairing);
    let list = PairingList::new(&folder, &manifest);
    let mut text = String::new();
    if args.dry_run {
        text.push_str("(dry run: nothing written)\n");
    } else {
        let dir = write_round(&folder, &manifest)?;
        let n = manifest.tables.len();
        text.push_str(&format!(
            "Wrote {} ({} and {})\n",
            dir.display(),
            plural(n, "record"),
            crate::event::folder::PAIRING_FILE
        ));
    }
    text.push_str(&pairing_text(&list, spec.rounds));
    if args.alphabetical {
        text.push('\n');
        text.push_str(&alphabetical_text(&list, &folder));
    }
    if args.explain {
        text.push('\n');
        text.push_str(&explain_text(&pairing.explanation, &folder));
    }
    print(&text)?;
    Ok(Status::Success)
}
