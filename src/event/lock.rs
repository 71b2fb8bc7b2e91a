//! Which lock guards a file, and the read–check–write every writer of a
//! record or an event file goes through (`hakem live`, `hakem pair`, `event
//! new`, `event import-trf`, sheets written with `-o`, and the server).
//!
//! Everything in an event folder (`event.toml`, `round-N/` and the records
//! in it, the staging folders of `hakem pair`) is guarded by one lock, the
//! event folder's `.hakem.lock`: `hakem pair` replaces a whole `round-N/`
//! folder, so a scorer's save must not fall between its check that no
//! record holds a move and its rename. Any other file is guarded by the
//! `.hakem.lock` of its own folder. Writers of different files of one
//! event therefore take turns; a save holds the lock for milliseconds,
//! `hakem pair` for the pairing.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::EVENT_FILE;
use crate::error::Error;
use crate::files::atomic_file::{remove_stale_temps, replace_owned, write_atomic};
use crate::files::input_file;
use crate::files::write_lock::{WriteLock, lock_folder_within, wait_from_environment};

/// The folder whose `.hakem.lock` guards `path`: the event folder when the
/// file is one of an event's (beside `event.toml`, or in a round folder of
/// one), else the file's own folder.
pub fn owner(path: &Path) -> Result<PathBuf, Error> {
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    // The real folder: two names of one folder (`.`, `../x`, a link) share
    // one lock.
    let parent = std::fs::canonicalize(parent).map_err(|e| Error::io(parent, e))?;
    if parent.join(EVENT_FILE).is_file() {
        return Ok(parent);
    }
    let in_round = parent
        .file_name()
        .map(|n| n.to_string_lossy())
        .is_some_and(|n| is_round_folder(&n));
    if in_round
        && let Some(event) = parent.parent()
        && event.join(EVENT_FILE).is_file()
    {
        return Ok(event.to_path_buf());
    }
    Ok(parent)
}

/// `round-3`, and the staging folders `.round-3.pairing`, `.round-3.replaced`.
fn is_round_folder(name: &str) -> bool {
    let name = name.strip_prefix('.').unwrap_or(name);
    name.strip_prefix("round-")
        .map(|rest| rest.split('.').next().unwrap_or(""))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The longest this process waits for another writer, when it set one
/// ([`bound_waits`]).
static BOUND: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();

/// Bounds every wait of this process for the write lock to `wait` (or less,
/// when `HAKEM_LOCK_WAIT` asks for less): `hakem serve`, whose requests
/// must be answered, not queued behind a long `hakem pair` of another
/// process. Set once; a second call changes nothing.
pub fn bound_waits(wait: Duration) {
    let _ = BOUND.set(wait);
}

/// How long a writer of this process waits for the lock: `HAKEM_LOCK_WAIT`
/// (else the default), at most the process's bound.
fn wait() -> Result<Duration, Error> {
    let asked = wait_from_environment()?;
    Ok(BOUND.get().map_or(asked, |bound| asked.min(*bound)))
}

/// Whether `e` is a writer's refusal because another held the lock for
/// the whole wait (a server answers it "busy, try again", 503).
pub fn is_busy(e: &Error) -> bool {
    matches!(e, Error::Usage(m) if m.id() == BUSY_ID)
}

/// The id of [`crate::files::write_lock::LockRefusal::Busy`].
const BUSY_ID: &str = "file-lock-busy";

/// Takes the lock that guards `path` (see [`owner`]); hold it across the
/// read, the check and the write.
pub fn lock_for(path: &Path) -> Result<WriteLock, Error> {
    lock_folder_within(&owner(path)?, wait()?)
}

/// Takes the lock of the event folder `dir` (for `hakem pair`, which reads
/// and replaces the whole folder).
pub fn lock_event(dir: &Path) -> Result<WriteLock, Error> {
    if !dir.is_dir() {
        return Err(Error::io(
            dir,
            std::io::Error::from(std::io::ErrorKind::NotFound),
        ));
    }
    lock_folder_within(dir, wait()?)
}

/// The text of `path` as it is now, `None` when there is no file; a file
/// that cannot be read as text counts as changed.
fn current_text(path: &Path) -> Result<Option<String>, Error> {
    match input_file::read_text(path) {
        Ok(text) => Ok(Some(text)),
        Err(Error::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(_) => Err(Error::Changed(path.to_path_buf())),
    }
}

/// Replaces the file at `path`, which this program read (a record being
/// scored, an event file), with `contents`, if it still holds `expected`
/// (`None`: there was no file, one is created). Under the file's lock,
/// so of two writers who read the same text one writes and the other gets
/// [`Error::Changed`]; atomically, so a reader sees the old text or the new.
pub fn replace_unchanged(
    path: &Path,
    expected: Option<&str>,
    contents: &[u8],
) -> Result<(), Error> {
    let _guard = lock_for(path)?;
    if current_text(path)?.as_deref() != expected {
        return Err(Error::Changed(path.to_path_buf()));
    }
    // What a killed writer of this file left: no write is under way now.
    remove_stale_temps(path);
    replace_owned(path, contents)
}

/// Writes a new file (one no writer must replace: `event.toml` of a new
/// event) under its lock, refused when the file is there already, with
/// `exists` saying why.
pub fn create_new(path: &Path, contents: &[u8], exists: impl Fn() -> Error) -> Result<(), Error> {
    let _guard = lock_for(path)?;
    if std::fs::symlink_metadata(path).is_ok() {
        return Err(exists());
    }
    write_atomic(path, contents, &[])
}

/// Writes an output file (a sheet, a printout, a TRF) atomically under its
/// lock, never over one of `inputs` or a file this command read.
pub fn write_output(path: &Path, contents: &[u8], inputs: &[PathBuf]) -> Result<(), Error> {
    let _guard = lock_for(path)?;
    write_atomic(path, contents, inputs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("hakem-event-lock-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::canonicalize(dir).unwrap()
    }

    #[test]
    fn an_event_folder_owns_its_rounds_and_their_staging() {
        let dir = scratch("owner");
        fs::write(dir.join(EVENT_FILE), "").unwrap();
        for round in ["round-1", ".round-2.pairing", ".round-2.replaced"] {
            fs::create_dir(dir.join(round)).unwrap();
            assert_eq!(owner(&dir.join(round).join("table-01.toml")).unwrap(), dir);
        }
        assert_eq!(owner(&dir.join(EVENT_FILE)).unwrap(), dir);
        // A folder named like a round outside any event owns its files.
        let alone = scratch("alone").join("round-1");
        fs::create_dir(&alone).unwrap();
        assert_eq!(owner(&alone.join("r.toml")).unwrap(), alone);
    }

    #[test]
    fn of_two_writers_who_read_the_same_text_one_writes() {
        let dir = scratch("two");
        let path = dir.join("round.toml");
        fs::write(&path, "one").unwrap();
        replace_unchanged(&path, Some("one"), b"two").unwrap();
        let err = replace_unchanged(&path, Some("one"), b"three").unwrap_err();
        assert!(matches!(err, Error::Changed(_)), "{err}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        // A file that appeared, or went away, is a change too.
        let new = dir.join("new.toml");
        replace_unchanged(&new, None, b"a").unwrap();
        assert!(replace_unchanged(&new, None, b"b").is_err());
        fs::remove_file(&new).unwrap();
        assert!(replace_unchanged(&new, Some("a"), b"c").is_err());
        assert!(!new.exists());
    }

    #[test]
    fn a_writer_that_waited_in_vain_is_told_busy() {
        let dir = scratch("busy");
        let _held = lock_folder_within(&dir, Duration::ZERO).unwrap();
        let err = lock_folder_within(&dir, Duration::from_millis(5)).unwrap_err();
        assert!(is_busy(&err), "{err}");
        assert!(!is_busy(&Error::Changed(dir.clone())));
    }
}
