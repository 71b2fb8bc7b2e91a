//! Writing a paired round: one record per table and the round's
//! `pairing.toml`, all or nothing. The files are written into a staging
//! folder `.round-N.pairing` that is renamed to `round-N` only when
//! complete; a round being re-paired is first moved to `.round-N.replaced`.
//! A crash at any step leaves a state that [`recover`] (run by every
//! `hakem pair`) finishes or undoes, and that `hakem event check` reports.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{NaiveDate, NaiveDateTime};

use super::folder::{
    Folder, Manifest, PAIRING_FILE, from_round_dir, round_dir_name, table_file_name,
};
use super::{Event, PlayerSpec};
use crate::error::Error;
use crate::files::atomic_file::write_atomic;
use crate::record::{self, PlayerInfo, Players, Record, SetRecord};
use crate::swiss::Pairing;

crate::messages! {
    /// What [`recover`] did with what an interrupted `hakem pair` left.
    pub enum Recovered {
        /// A staging folder, never published, removed.
        RemovedStaging { path: PathBuf, round: u8 } = "pair-recovered-removed-staging",
        /// A replaced round, whose successor is in place, removed.
        RemovedReplaced { path: PathBuf, round: u8 } = "pair-recovered-removed-replaced",
        /// A replaced round whose successor never arrived, put back.
        Restored { path: PathBuf, round: u8 } = "pair-recovered-restored",
    }
}

fn staging(dir: &Path, round: u8) -> PathBuf {
    dir.join(format!(".round-{round}.pairing"))
}

fn replaced(dir: &Path, round: u8) -> PathBuf {
    dir.join(format!(".round-{round}.replaced"))
}

/// Finishes or undoes an interrupted `hakem pair` in `dir`; returns what
/// was done, one message each. A staging folder was never published: it is
/// removed. A replaced round whose new folder is in place is removed; one
/// whose new folder never arrived is put back.
pub fn recover(dir: &Path) -> Result<Vec<Recovered>, Error> {
    let mut done = Vec::new();
    let entries = fs::read_dir(dir).map_err(|e| Error::io(dir, e))?;
    let mut names: Vec<String> = entries
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with(".round-"))
        .collect();
    names.sort();
    for name in names {
        let path = dir.join(&name);
        let Some(round) = name
            .strip_prefix(".round-")
            .and_then(|r| r.split('.').next())
            .and_then(|r| r.parse::<u8>().ok())
        else {
            continue;
        };
        let live = dir.join(round_dir_name(round));
        if name.ends_with(".pairing") {
            fs::remove_dir_all(&path).map_err(|e| Error::io(&path, e))?;
            done.push(Recovered::RemovedStaging { path, round });
        } else if name.ends_with(".replaced") {
            if live.exists() {
                fs::remove_dir_all(&path).map_err(|e| Error::io(&path, e))?;
                done.push(Recovered::RemovedReplaced { path, round });
            } else {
                fs::rename(&path, &live).map_err(|e| Error::io(&live, e))?;
                done.push(Recovered::Restored { path: live, round });
            }
        }
    }
    Ok(done)
}

/// The round's manifest from a pairing: player ids in table order.
pub fn manifest(event: &Event, pairing: &Pairing) -> Manifest {
    let id = |n: crate::swiss::PairingNumber| {
        event
            .by_number(n.get())
            .map(|p| p.id.clone())
            .unwrap_or_default()
    };
    Manifest {
        round: pairing.round,
        tables: pairing
            .boards
            .iter()
            .map(|b| [id(b.white), id(b.black)])
            .collect(),
        bye: pairing.bye.map(id),
    }
}

fn info(p: &PlayerSpec) -> PlayerInfo {
    PlayerInfo {
        name: p.full_name(),
        id: Some(p.id.clone()),
        visually_impaired: p.visually_impaired,
    }
}

/// The date a round paired on `today` is played, for its records: `today`
/// when it is one of the event's days (`start` to `end`, or `start` alone),
/// else the first day; `None` when `event.toml` gives no `start`.
pub fn round_date(event: &Event, today: NaiveDate) -> Option<NaiveDate> {
    let spec = event.spec();
    let start = spec.start?;
    let end = spec.end.unwrap_or(start);
    Some(if (start..=end).contains(&today) {
        today
    } else {
        start
    })
}

/// The record of one table as `hakem pair` writes it: everything but the
/// moves, which the scorers add; `date` is the day it is played.
pub fn table_record(
    event: &Event,
    round: u8,
    table: usize,
    players: &[String; 2],
    date: Option<NaiveDate>,
) -> String {
    let spec = event.spec();
    let player = |id: &str| {
        event
            .player(id)
            .map(info)
            .unwrap_or_else(|| PlayerInfo::named(id))
    };
    let record = Record {
        variant: from_round_dir(&spec.variant),
        rules: spec.rules.as_deref().map(from_round_dir),
        event: Some(record::Event {
            name: Some(spec.name.clone()),
            site: spec.site.clone(),
            date,
            round: Some(u32::from(round)),
            table: Some(table as u32),
            referee: None,
        }),
        players: Some(Players {
            first: player(&players[0]),
            second: player(&players[1]),
        }),
        forfeit: None,
        sets: vec![SetRecord::default()],
        history: Vec::new(),
    };
    format!(
        "# Round {round}, table {table}: written by `hakem pair`. The first player starts\n\
         # set 1 (and set 3). Scorers: write each set's moves; add a [[set]] per set.\n{}",
        record::to_toml(&record)
    )
}

/// A round paired (and written unless it was a dry run).
pub struct Paired {
    pub folder: Folder,
    pub manifest: Manifest,
    pub pairing: Pairing,
    /// The round's folder, when written.
    pub written: Option<PathBuf>,
}

/// `hakem pair` from start to end, for the command and the server's desk:
/// under the event's write lock (unless `dry_run`), an interrupted pairing
/// finished or undone (`notes` says how), the folder read, the round
/// decided by [`super::next_round::pair_round`] and written (its records
/// dated by `today`, its codes none of `taken`, see [`write_round`]). `Err` for a
/// folder that cannot be read or written; `Ok(Err)` for a round that
/// cannot be paired.
pub fn pair_and_write(
    dir: &Path,
    round: Option<u8>,
    dry_run: bool,
    today: NaiveDate,
    taken: &std::collections::HashSet<String>,
    notes: &mut Vec<Recovered>,
) -> Result<Result<Paired, super::next_round::PairRefusal>, Error> {
    pair_and_write_at(dir, round, dry_run, today, None, taken, notes)
}

/// [`pair_and_write`], the round starting at `start` when given: written
/// into `event.toml`'s `[[round]]` (under the same lock, before the round
/// is published), so that its pairing list, cards and records say it.
pub fn pair_and_write_at(
    dir: &Path,
    round: Option<u8>,
    dry_run: bool,
    today: NaiveDate,
    start: Option<NaiveDateTime>,
    taken: &std::collections::HashSet<String>,
    notes: &mut Vec<Recovered>,
) -> Result<Result<Paired, super::next_round::PairRefusal>, Error> {
    // The event's write lock, held from the first read to the last write:
    // no scorer can save a move between the check that the round holds
    // none and its replacement, and of two pairings one pairs first and
    // the other sees its round.
    let _guard = match dry_run {
        true => None,
        false => Some(super::lock::lock_event(dir)?),
    };
    if !dry_run {
        notes.extend(recover(dir)?);
    }
    let mut folder = Folder::open(dir)?;
    let pairing = match super::next_round::pair_round(&folder, round, !dry_run) {
        Ok(p) => p,
        Err(refusal) => return Ok(Err(refusal)),
    };
    if let (Some(start), false) = (start, dry_run) {
        let path = dir.join(super::EVENT_FILE);
        let text = super::write::with_round_start(&folder.source.text, pairing.round, start)
            .ok_or_else(|| Error::Changed(path.clone()))?;
        crate::files::atomic_file::replace_owned(&path, text.as_bytes())?;
        folder = Folder::open(dir)?;
    }
    let manifest = manifest(&folder.event, &pairing);
    let written = match dry_run {
        true => None,
        false => Some(write_round(&folder, &manifest, today, taken)?),
    };
    Ok(Ok(Paired {
        folder,
        manifest,
        pairing,
        written,
    }))
}

/// Writes round `manifest.round` of the event in `folder`, paired on
/// `today`: the records and `pairing.toml`, published at once. The caller
/// has checked that a round being replaced holds no move. The round's codes
/// are none of `taken` (the codes the other groups of the hall use).
pub fn write_round(
    folder: &Folder,
    manifest: &Manifest,
    today: NaiveDate,
    taken: &std::collections::HashSet<String>,
) -> Result<PathBuf, Error> {
    let round = manifest.round;
    // The day the round starts when `event.toml` says, else the day it is
    // paired on.
    let date = folder
        .event
        .round_start(round)
        .map(|s| s.date())
        .or_else(|| round_date(&folder.event, today));
    let dir = &folder.dir;
    let stage = staging(dir, round);
    if stage.exists() {
        fs::remove_dir_all(&stage).map_err(|e| Error::io(&stage, e))?;
    }
    fs::create_dir(&stage).map_err(|e| Error::io(&stage, e))?;
    for (i, players) in manifest.tables.iter().enumerate() {
        let table = folder.event.table_number(i);
        let text = table_record(&folder.event, round, table, players, date);
        write_atomic(&stage.join(table_file_name(table)), text.as_bytes(), &[])?;
    }
    super::codes::write(
        &stage,
        &super::codes::Codes::generate_avoiding(round, manifest.tables.len(), taken)?,
        folder.event.first_table(),
    )?;
    // The manifest last: a staging folder without it is plainly unfinished.
    write_atomic(
        &stage.join(PAIRING_FILE),
        manifest.to_toml().as_bytes(),
        &[],
    )?;
    let live = dir.join(round_dir_name(round));
    if live.exists() {
        let old = replaced(dir, round);
        fs::rename(&live, &old).map_err(|e| Error::io(&live, e))?;
        fs::rename(&stage, &live).map_err(|e| Error::io(&live, e))?;
        fs::remove_dir_all(&old).map_err(|e| Error::io(&old, e))?;
    } else {
        fs::rename(&stage, &live).map_err(|e| Error::io(&live, e))?;
    }
    Ok(live)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(dates: &str) -> Event {
        let text = format!(
            "name = \"E\"\nvariant = \"kalah\"\nrounds = 1\n{dates}\n\
             [[player]]\nid = \"a\"\ngiven_name = \"A\"\nsurname = \"A\"\n"
        );
        let source = crate::text::diagnostic::Source::new("event.toml", text);
        crate::event::parse(&source).unwrap()
    }

    fn day(d: &str) -> NaiveDate {
        d.parse().unwrap()
    }

    #[test]
    fn a_round_paired_on_one_of_the_events_days_carries_that_day() {
        let two_days = event("start = 2023-10-28\nend = 2023-10-29");
        assert_eq!(
            round_date(&two_days, day("2023-10-29")),
            Some(day("2023-10-29"))
        );
        assert_eq!(
            round_date(&two_days, day("2023-10-28")),
            Some(day("2023-10-28"))
        );
        // The evening before, or a round imported long after: the first day.
        assert_eq!(
            round_date(&two_days, day("2023-10-27")),
            Some(day("2023-10-28"))
        );
        assert_eq!(
            round_date(&two_days, day("2026-01-01")),
            Some(day("2023-10-28"))
        );
        let one_day = event("start = 2023-10-28");
        assert_eq!(
            round_date(&one_day, day("2023-10-29")),
            Some(day("2023-10-28"))
        );
        assert_eq!(round_date(&event(""), day("2023-10-29")), None);
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hakem-recover-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn round_with(dir: &Path, name: &str, content: &str) {
        fs::create_dir_all(dir.join(name)).unwrap();
        fs::write(dir.join(name).join(PAIRING_FILE), content).unwrap();
    }

    #[test]
    fn an_unpublished_staging_folder_is_removed() {
        let dir = scratch("staging");
        round_with(&dir, ".round-2.pairing", "half");
        let done = recover(&dir).unwrap();
        assert_eq!(done.len(), 1, "{done:?}");
        assert!(!dir.join(".round-2.pairing").exists());
        assert!(!dir.join("round-2").exists());
    }

    #[test]
    fn a_replaced_round_is_removed_once_its_successor_is_in_place() {
        let dir = scratch("replaced");
        round_with(&dir, ".round-2.replaced", "old");
        round_with(&dir, "round-2", "new");
        recover(&dir).unwrap();
        assert!(!dir.join(".round-2.replaced").exists());
        assert_eq!(
            fs::read_to_string(dir.join("round-2").join(PAIRING_FILE)).unwrap(),
            "new"
        );
    }

    #[test]
    fn a_replaced_round_without_successor_is_put_back() {
        let dir = scratch("restored");
        round_with(&dir, ".round-2.replaced", "old");
        round_with(&dir, ".round-2.pairing", "half");
        recover(&dir).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("round-2").join(PAIRING_FILE)).unwrap(),
            "old"
        );
        assert!(!dir.join(".round-2.replaced").exists());
        assert!(!dir.join(".round-2.pairing").exists());
    }
}
