//! One writer at a time: an advisory lock on a sidecar file, held across a
//! read–check–write. Two programs (two `hakem live` at one table, `hakem
//! pair` and a scorer, the server's requests) that each read a file, check
//! it is as they left it and replace it would otherwise both pass the check
//! and one change would be lost though both were reported saved.
//!
//! The lock is taken on a file that is never renamed over or removed (a
//! lock on the record itself would be lost with the inode the rename
//! replaces): `.hakem.lock` in the folder that owns the files (the event
//! folder for everything in an event; `event::lock` decides which folder).
//! It is `flock`, through the standard library's `File::try_lock`: released
//! by the kernel when the holder exits or is killed, so a crash never
//! leaves it held. A waiting writer waits a bounded time, then is refused.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::error::Error;

/// The lock file's name, in the folder whose files it guards.
pub const LOCK_FILE: &str = ".hakem.lock";

/// How long a writer waits for another to finish before it is refused:
/// the longest a writer holds the lock is a `hakem pair` of a large event.
/// `HAKEM_LOCK_WAIT` (whole seconds, 0 to 3600) changes it.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(30);

/// The environment variable that sets the wait, in seconds.
pub const WAIT_VARIABLE: &str = "HAKEM_LOCK_WAIT";

/// The longest wait it may ask for: an hour.
const MAX_WAIT_SECONDS: u64 = 3600;

crate::messages! {
    /// Why the write lock of a folder was not taken.
    pub enum LockRefusal {
        /// `HAKEM_LOCK_WAIT` is not a whole number of seconds up to `max`.
        Wait { variable: String, value: String, max: u64 } = "file-lock-wait",
        /// Another writer held the lock for the whole wait; `pid` is the
        /// process it wrote into the lock file, if it reads as one.
        Busy { path: String, pid: Option<u32>, seconds: u64 } = "file-lock-busy",
        NotRegular { path: String } = "file-lock-not-regular",
    }
}

/// Held while a writer reads, checks and writes the files of a folder;
/// dropping it lets the next writer in.
#[derive(Debug)]
#[must_use = "the lock is released as soon as the guard is dropped"]
pub struct WriteLock {
    /// The open lock file: the lock lives as long as this descriptor.
    _file: File,
    path: PathBuf,
}

impl WriteLock {
    /// The lock file held.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The wait `HAKEM_LOCK_WAIT` asks for, else [`DEFAULT_WAIT`]; a value that
/// is not a whole number of seconds up to an hour is refused.
pub fn wait_from_environment() -> Result<Duration, Error> {
    match std::env::var(WAIT_VARIABLE) {
        Err(_) => Ok(DEFAULT_WAIT),
        Ok(v) => match v.trim().parse::<u64>() {
            Ok(s) if s <= MAX_WAIT_SECONDS => Ok(Duration::from_secs(s)),
            _ => Err(Error::usage(LockRefusal::Wait {
                variable: WAIT_VARIABLE.into(),
                value: v,
                max: MAX_WAIT_SECONDS,
            })),
        },
    }
}

/// Takes the write lock of folder `dir` (its `.hakem.lock`, created if
/// missing), waiting up to the wait `HAKEM_LOCK_WAIT` sets.
pub fn lock_folder(dir: &Path) -> Result<WriteLock, Error> {
    lock_folder_within(dir, wait_from_environment()?)
}

/// Takes the write lock of folder `dir`, waiting at most `wait` for the
/// writer holding it; then refused, naming the process that holds it.
pub fn lock_folder_within(dir: &Path, wait: Duration) -> Result<WriteLock, Error> {
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let path = dir.join(LOCK_FILE);
    let mut file = open_lock_file(&path)?;
    let start = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(TryLockError::WouldBlock) => {
                if start.elapsed() >= wait {
                    return Err(Error::usage(LockRefusal::Busy {
                        path: dir.display().to_string(),
                        pid: holder(&path),
                        seconds: wait.as_secs(),
                    }));
                }
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(20));
            }
            Err(TryLockError::Error(e)) => return Err(Error::io(&path, e)),
        }
    }
    // Who holds it, for the message of a writer that gave up waiting. Only
    // a hint: a failure to write it does not matter.
    let _ = file
        .set_len(0)
        .and_then(|()| file.rewind())
        .and_then(|()| writeln!(file, "{}", std::process::id()));
    Ok(WriteLock { _file: file, path })
}

/// Opens (creating) the lock file: a regular file only, never followed
/// through a link to somewhere else.
fn open_lock_file(path: &Path) -> Result<File, Error> {
    if let Ok(meta) = fs::symlink_metadata(path)
        && !meta.is_file()
    {
        return Err(Error::usage(LockRefusal::NotRegular {
            path: path.display().to_string(),
        }));
    }
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Never blocks on a FIFO put there, never follows a link.
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
    }
    options.open(path).map_err(|e| Error::io(path, e))
}

/// The process id the holder wrote into the lock file, if it reads as one.
fn holder(path: &Path) -> Option<u32> {
    let mut text = String::new();
    File::open(path)
        .ok()?
        .take(32)
        .read_to_string(&mut text)
        .ok()?;
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hakem-lock-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_second_writer_waits_then_is_refused_naming_the_first() {
        let dir = scratch("second");
        let first = lock_folder_within(&dir, Duration::ZERO).unwrap();
        let err = lock_folder_within(&dir, Duration::from_millis(30)).unwrap_err();
        let message = err.to_string();
        assert!(message.contains("another program is writing"), "{message}");
        assert!(
            message.contains(&format!("process {}", std::process::id())),
            "{message}"
        );
        assert_eq!(err.exit_code(), 2);
        drop(first);
        let _again = lock_folder_within(&dir, Duration::ZERO).unwrap();
    }

    #[test]
    fn the_lock_passes_from_thread_to_thread() {
        let dir = scratch("threads");
        let count = dir.join("count");
        fs::write(&count, "0").unwrap();
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let (dir, count) = (dir.clone(), count.clone());
                std::thread::spawn(move || {
                    for _ in 0..50 {
                        let _guard = lock_folder_within(&dir, Duration::from_secs(60)).unwrap();
                        let n: u32 = fs::read_to_string(&count).unwrap().parse().unwrap();
                        std::thread::yield_now();
                        fs::write(&count, (n + 1).to_string()).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(fs::read_to_string(&count).unwrap(), "200");
    }

    #[test]
    fn a_lock_file_that_is_not_a_regular_file_is_refused() {
        let dir = scratch("fifo");
        fs::create_dir(dir.join(LOCK_FILE)).unwrap();
        let err = lock_folder_within(&dir, Duration::ZERO).unwrap_err();
        assert!(err.to_string().contains("not a regular file"), "{err}");
    }
}
