//! `hakem event new|check|standings|export-trf|import-trf`: the event
//! folder as a whole.

use std::path::PathBuf;

use clap::Subcommand;

use crate::cli::print;
use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::standings::{CrossTable, Standings};
use crate::event::{EVENT_FILE, starter};
use crate::output::write_atomic;
use crate::report::event::{cross_table_text, issues_text, standings_text};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub command: EventCommand,
}

#[derive(Subcommand, Debug)]
pub enum EventCommand {
    /// Start an event: write a commented event.toml into DIR (created if
    /// needed; an existing event.toml is never written over)
    New {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// Check the event: event.toml, and every record of every paired round
    /// (exit status 1 while any is missing, unfinished or invalid)
    Check {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// The standings with their tie-breaks, and the cross table
    Standings {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// After this round (default: the last round with every result in)
        #[arg(long, value_name = "N")]
        after: Option<u8>,
    },
}

pub fn run(args: &Args) -> Result<Status, Error> {
    match &args.command {
        EventCommand::New { dir } => new(dir),
        EventCommand::Check { dir } => check(dir),
        EventCommand::Standings { dir, after } => standings(dir, *after),
    }
}

fn new(dir: &PathBuf) -> Result<Status, Error> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let path = dir.join(EVENT_FILE);
    if path.exists() {
        return Err(Error::Usage(format!(
            "{}: already there; an event is started once",
            path.display()
        )));
    }
    write_atomic(&path, starter::STARTER.as_bytes(), &[])?;
    print(&format!(
        "Wrote {}: fill in the event and its players, then `hakem event check {}`\n",
        path.display(),
        dir.display()
    ))?;
    Ok(Status::Success)
}

fn check(dir: &PathBuf) -> Result<Status, Error> {
    let folder = Folder::open(dir)?;
    let spec = folder.event.spec();
    let mut out = format!(
        "{}: {} players, {} rounds, {} paired\n",
        spec.name,
        spec.players.len(),
        spec.rounds,
        folder.paired_rounds()
    );
    let mut all = folder.folder_issues.clone();
    all.extend(folder.stray_forfeits(folder.paired_rounds()));
    for round in &folder.rounds {
        let mut complete = 0;
        for t in &round.tables {
            match folder.table_result(round.number, t) {
                Ok(_) => complete += 1,
                Err(mut found) => all.append(&mut found),
            }
        }
        out.push_str(&format!(
            "round {}: {} tables, {complete} complete{}\n",
            round.number,
            round.tables.len(),
            round
                .manifest
                .bye
                .as_deref()
                .and_then(|id| folder.event.player(id))
                .map(|p| format!(", bye: {}", p.full_name()))
                .unwrap_or_default()
        ));
    }
    let status = if all.is_empty() {
        let paired = folder.paired_rounds();
        if paired == spec.rounds {
            out.push_str("every round is complete: the final standings stand\n");
        } else if paired == 0 && spec.lot.is_none() {
            out.push_str("ready; round 1 is paired once the technical meeting's `lot` is written\n");
        } else {
            out.push_str(&format!("ready to pair round {}\n", paired + 1));
        }
        Status::Success
    } else {
        out.push_str(&format!("{} problems:\n{}", all.len(), issues_text(&all)));
        Status::Invalid
    };
    print(&out)?;
    Ok(status)
}

/// The last round whose results are all in.
fn last_complete(folder: &Folder) -> u8 {
    (1..=folder.paired_rounds())
        .rev()
        .find(|&r| folder.issues(r).is_empty())
        .unwrap_or(0)
}

fn standings(dir: &PathBuf, after: Option<u8>) -> Result<Status, Error> {
    let folder = Folder::open(dir)?;
    let after = match after {
        Some(n) if n == 0 || n > folder.paired_rounds() => {
            return Err(Error::Usage(format!(
                "--after {n}: the event has {} paired rounds",
                folder.paired_rounds()
            )));
        }
        Some(n) => n,
        None => last_complete(&folder),
    };
    let issues = folder.issues(after);
    if !issues.is_empty() {
        eprintln!(
            "error: the results of rounds 1 to {after} are not all in:\n{}",
            issues_text(&issues)
        );
        return Ok(Status::Invalid);
    }
    let s = Standings::new(&folder, after);
    let c = CrossTable::new(&folder, &s);
    print(&format!("{}\n{}", standings_text(&s), cross_table_text(&c)))?;
    Ok(Status::Success)
}
