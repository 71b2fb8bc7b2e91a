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
