//! `hakem pair DIR`: pairs the next round of an event by the Dutch Swiss
//! system and writes its records, one per table.

use std::path::PathBuf;

use super::Format;
use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::pairing::{manifest, recover, write_round};
use crate::event::standings::PairingList;
use crate::files::stdout::print;
use crate::report::event::{alphabetical_text, explain_text, issues_text, pairing_text};
use crate::report::event_json::pairing_json;
use crate::swiss;

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
    /// Text for the referee, JSON for programs (docs/formats.md); JSON
    /// leaves out `--alphabetical` and `--explain`
    #[arg(long, value_enum, default_value_t = Format::Text, conflicts_with_all = ["alphabetical", "explain"])]
    pub format: Format,
}

pub fn run(args: &Args) -> Result<Status, Error> {
    if !args.dry_run {
        for line in recover(&args.dir)? {
            eprintln!("note: {line}");
        }
    }
    let folder = Folder::open(&args.dir)?;
    let spec = folder.event.spec();
    let paired = folder.paired_rounds();
    let round = args.round.unwrap_or(paired + 1);
    if round == 0 || round > spec.rounds {
        return Err(Error::Usage(if args.round.is_none() {
            format!("all {} rounds of the event are paired", spec.rounds)
        } else {
            format!(
                "round {round} is not one of the event's {} rounds",
                spec.rounds
            )
        }));
    }
    if round > paired + 1 {
        return Err(Error::Usage(format!(
            "round {round} cannot be paired before round {}",
            paired + 1
        )));
    }
    if !args.dry_run && round <= paired {
        if round < paired {
            return Err(Error::Usage(format!(
                "round {round} cannot be paired again: round {paired} was paired after it"
            )));
        }
        if let Some(r) = folder.rounds.get(usize::from(round) - 1)
            && r.holds_moves()
        {
            let played: Vec<String> = r
                .tables
                .iter()
                .filter(|t| t.holds_moves())
                .map(|t| format!("  {}\n", t.path.display()))
                .collect();
            eprintln!(
                "error: round {round} cannot be paired again: these records hold moves\n{}",
                played.concat()
            );
            return Ok(Status::Invalid);
        }
    }
    let issues = folder.issues(round - 1);
    if !issues.is_empty() {
        eprintln!(
            "error: round {round} cannot be paired until every result before it is in:\n{}",
            issues_text(&issues)
        );
        return Ok(Status::Invalid);
    }
    if round == 1 && spec.lot.is_none() {
        return Err(Error::Usage(format!(
            "round 1 is paired by the technical meeting's lot: write `lot = \"starts\"` (the first-ranked player starts set 1) or `lot = \"second\"` in {}",
            args.dir.join(crate::event::EVENT_FILE).display()
        )));
    }
    let tournament = folder.tournament(round - 1);
    let pairing = match swiss::pair(&tournament, round) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(Status::Invalid);
        }
    };
    let manifest = manifest(&folder.event, &pairing);
    let list = PairingList::new(&folder, &manifest);
    let mut text = String::new();
    let written = if args.dry_run {
        text.push_str("(dry run: nothing written)\n");
        None
    } else {
        let today = super::printed_at(None)?.date();
        let dir = write_round(&folder, &manifest, today)?;
        let n = manifest.tables.len();
        text.push_str(&format!(
            "Wrote {} ({n} {} and {})\n",
            dir.display(),
            if n == 1 { "record" } else { "records" },
            crate::event::folder::PAIRING_FILE
        ));
        Some(dir)
    };
    if args.format == Format::Json {
        let written = written.map(|d| d.display().to_string());
        print(&pairing_json(&list, &folder, written))?;
        return Ok(Status::Success);
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
