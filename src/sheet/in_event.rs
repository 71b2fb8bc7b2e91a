//! A sheet of tables of an event folder (`hakem sheet DIR/round-2/*.toml`):
//! the event decides what the records alone cannot: the round points by
//! the event's scoring, forfeits entered in `event.toml`, the standings
//! after the round (with the event's tie-breaks, or a note while results
//! are missing), and the chief arbiter who signs. Records outside an event
//! keep their results and get no standings.

use std::path::PathBuf;

use crate::error::Error;
use crate::event::folder::Folder;
use crate::event::locate::common_event;
use crate::event::results::RoundResults;
use crate::event::standings::Standings;
use crate::swiss::GameResult;

use super::model::{Body, EventSheet, Summary};

/// Puts the event's facts into `body` when every one of `files` is a table
/// of one event folder; leaves it as it is otherwise.
pub fn apply(body: &mut Body, files: &[PathBuf]) -> Result<(), Error> {
    let Some((dir, after)) = common_event(files) else {
        return Ok(());
    };
    let folder = Folder::open(&dir)?;
    let chief = folder.event.spec().chief_arbiter.clone();
    match body {
        Body::Match(m) => m.chief_arbiter = chief,
        Body::Event(e) => {
            e.chief_arbiter = chief.clone();
            for m in &mut e.matches {
                m.chief_arbiter = chief.clone();
            }
            results_by_the_event(e, &folder);
            let issues = folder.issues(after);
            e.summary = if issues.is_empty() {
                Summary::Standings(Box::new(Standings::new(&folder, after)))
            } else {
                Summary::NotYet {
                    after,
                    problems: issues.len(),
                    dir: dir.display().to_string(),
                }
            };
        }
    }
    Ok(())
}

/// Each row's round points as the event scores them, and its forfeits.
fn results_by_the_event(e: &mut EventSheet, folder: &Folder) {
    for round in &mut e.rounds {
        let Some(r) = round
            .round
            .and_then(|n| folder.rounds.get(usize::try_from(n).ok()?.checked_sub(1)?))
        else {
            continue;
        };
        let results = RoundResults::new(folder, r);
        for row in &mut round.rows {
            let Some(line) = results
                .lines
                .iter()
                .find(|l| Some(l.table as u32) == row.table)
            else {
                continue;
            };
            row.round_points = line
                .outcome
                .as_ref()
                .map(|o| o.round_points.map(|p| f64::from(p) / 2.0));
            row.forfeit = line
                .outcome
                .as_ref()
                .filter(|o| o.forfeit())
                .map(|o| o.results.map(|g| g == GameResult::ForfeitLoss));
        }
    }
}
