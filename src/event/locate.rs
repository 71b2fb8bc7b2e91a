//! Finding the event a record belongs to from its path: a record in
//! `round-N/` whose parent folder holds `event.toml` is table of round N of
//! that event (the layout `hakem pair` writes, docs/event.md).

use std::path::{Path, PathBuf};

use super::EVENT_FILE;

/// The event folder and round of the record at `path`, or `None` when it
/// is not in a `round-N/` folder beside an `event.toml`.
pub fn round_of(path: &Path) -> Option<(PathBuf, u8)> {
    let round_dir = path.parent()?;
    let round = round_dir
        .file_name()?
        .to_str()?
        .strip_prefix("round-")?
        .parse::<u8>()
        .ok()
        .filter(|&n| n > 0)?;
    let event_dir = match round_dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    event_dir
        .join(EVENT_FILE)
        .is_file()
        .then_some((event_dir, round))
}

/// The one event folder all of `paths` belong to, with the last round
/// among them; `None` when any is outside an event or they belong to
/// different folders.
pub fn common_event(paths: &[PathBuf]) -> Option<(PathBuf, u8)> {
    let mut found: Option<(PathBuf, u8)> = None;
    for p in paths {
        let (dir, round) = round_of(p)?;
        found = match found {
            None => Some((dir, round)),
            Some((d, r)) if same_folder(&d, &dir) => Some((d, r.max(round))),
            Some(_) => return None,
        };
    }
    found
}

fn same_folder(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Where a table is marked as a forfeit, so that nobody scores moves on
/// it: the record's own `forfeit` key (`hakem result ... forfeit:...`), or
/// a `[[forfeit]]` of `event.toml` for one of its players in its round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ForfeitMark {
    Record(crate::record::Forfeit),
    /// The event file, and who did not come (`[first, second]`).
    Event(PathBuf, [bool; 2]),
}

/// The forfeit marked for the record `record` read from `path`, if any. An
/// `event.toml` that cannot be read marks nothing here (`event check`
/// reports it).
pub fn forfeit_mark(path: &Path, record: &crate::record::Record) -> Option<ForfeitMark> {
    if let Some(f) = record.forfeit {
        return Some(ForfeitMark::Record(f));
    }
    let (dir, round) = round_of(path)?;
    let event_file = dir.join(EVENT_FILE);
    let (event, _) = super::parse::load(&event_file).ok()?;
    let players = record.players.as_ref()?;
    let absent = [&players.first, &players.second].map(|p| {
        p.id.as_deref().is_some_and(|id| {
            event
                .spec()
                .forfeits
                .iter()
                .any(|f| f.round == round && f.player == id)
        })
    });
    absent
        .contains(&true)
        .then_some(ForfeitMark::Event(event_file, absent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_of_the_sample_event_is_found_with_its_round() {
        let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/event-swiss");
        let (dir, round) = round_of(&sample.join("round-3/table-02.toml")).unwrap();
        assert_eq!((dir, round), (sample.clone(), 3));
        let both = [
            sample.join("round-2/table-01.toml"),
            sample.join("round-3/table-01.toml"),
        ];
        assert_eq!(common_event(&both), Some((sample.clone(), 3)));
        // One record outside the event: no common event.
        let mixed = [
            sample.join("round-2/table-01.toml"),
            Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/kalah.toml"),
        ];
        assert_eq!(common_event(&mixed), None);
        assert_eq!(round_of(Path::new("samples/round-2-0.toml")), None);
    }
}
