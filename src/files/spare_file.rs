//! A record's spare: `.NAME.spare` beside file `NAME`, the file that the
//! next atomic write of `NAME` is written into instead of a new one.
//!
//! Why: on an ext4 file system a new file is a new inode, and a rename over
//! a file frees the old one (its blocks truncated, and with `discard`, the
//! disk told, waiting for it). For a burst of 500 results that was most of
//! the server's time (docs/dev/serve-load.md). With a spare, a write
//! claims the spare, writes into it, and swaps it with the file
//! (`renameat2(RENAME_EXCHANGE)`): readers see the old file or the new one,
//! as with a rename, and the old file, whole, becomes the spare. No inode
//! is made or freed, and one rename is made.
//!
//! Only the process that owns the folder ([`own`]: a lock on the folder
//! itself, held while it runs; `hakem serve`) writes spares, and it claims
//! each in memory ([`claim`]), so two writers never write one spare. A
//! spare that was the file is written again only once it has rested
//! ([`SPARE_REST`]): a reader that opened the file just before it became the
//! spare has long read it by then (and `input_file::read_bytes` reads again
//! a file that changed while it read it). A spare holds nothing anyone
//! reads: readers skip hidden names, `hakem event check` does not report
//! it, and deleting it loses nothing. Linux only; elsewhere, and on a file
//! system that cannot swap two names, writes make a new file as before.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// How long a spare rests before it is written again.
pub const SPARE_REST: Duration = Duration::from_secs(1);

/// The folders whose files' spares this process writes ([`own`]).
static OWNED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The spares being written by this process ([`claim`]).
static CLAIMED: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);

/// The spare of file `out`: `.NAME.spare` in its folder.
pub fn spare_of(out: &Path) -> Option<PathBuf> {
    let name = out.file_name()?;
    let mut spare = std::ffi::OsString::from(".");
    spare.push(name);
    spare.push(".spare");
    Some(out.with_file_name(spare))
}

/// This process writes the spares of the files in folder `dir` (and its
/// folders) while this is kept: a lock on the folder itself, so that two
/// processes serving one folder never both do (the second writes new files
/// as before). `None` when another process holds it.
pub struct SpareOwner {
    dir: PathBuf,
    _lock: fs::File,
}

/// Owns folder `dir`'s spares ([`SpareOwner`]).
pub fn own(dir: &Path) -> Option<SpareOwner> {
    let lock = fs::File::open(dir).ok()?;
    lock.try_lock().ok()?;
    OWNED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(dir.to_path_buf());
    Some(SpareOwner {
        dir: dir.to_path_buf(),
        _lock: lock,
    })
}

impl Drop for SpareOwner {
    fn drop(&mut self) {
        let mut owned = OWNED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = owned.iter().position(|d| *d == self.dir) {
            owned.swap_remove(i);
        }
    }
}

/// Makes an empty spare for each of `outs` that has none (a server, for
/// the records of a round just paired, while the hall plays): the burst of
/// results then makes no file. Failures are left: a write without a spare
/// makes a new file. The spares made are put on the disk at once (their
/// folders synced), so that the first result's sync does not wait for them.
pub fn make_spares(outs: &[PathBuf]) {
    let mut folders: Vec<&Path> = Vec::new();
    for out in outs {
        if let Some(spare) = spare_of(out) {
            let made = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&spare);
            if made.is_ok()
                && let Some(folder) = out.parent()
                && !folders.contains(&folder)
            {
                folders.push(folder);
            }
        }
    }
    for folder in folders {
        let Ok(d) = fs::File::open(folder) else {
            continue;
        };
        // The new files and their names: the whole file system on Linux
        // (a folder's sync may leave the new files' own entries unwritten).
        #[cfg(target_os = "linux")]
        {
            use std::os::fd::AsRawFd;
            // SAFETY: `syncfs` on a descriptor this function owns and keeps open.
            unsafe { libc::syncfs(d.as_raw_fd()) };
        }
        #[cfg(not(target_os = "linux"))]
        let _ = d.sync_all();
    }
}

/// A spare this process is writing; let go when dropped.
#[derive(Debug)]
pub struct Claim {
    spare: PathBuf,
}

impl Claim {
    /// The spare's path.
    pub fn path(&self) -> &Path {
        &self.spare
    }
}

impl Drop for Claim {
    fn drop(&mut self) {
        if let Some(claimed) = CLAIMED.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
            claimed.remove(&self.spare);
        }
    }
}

/// Claims `out`'s spare for writing, opened, when this process owns its
/// folder ([`own`]), no other write of this process has it, and it was
/// never the file or has rested; made (empty) when there is none. `None`:
/// the caller makes a new file.
pub fn claim(out: &Path) -> Option<(Claim, fs::File)> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let owned = OWNED.lock().unwrap_or_else(|e| e.into_inner());
    if !owned.iter().any(|d| out.starts_with(d)) {
        return None;
    }
    drop(owned);
    let spare = spare_of(out)?;
    if !CLAIMED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_or_insert_with(HashSet::new)
        .insert(spare.clone())
    {
        return None;
    }
    let claim = Claim { spare };
    let open = |new: bool| {
        fs::OpenOptions::new()
            .write(true)
            .create_new(new)
            .open(&claim.spare)
            .ok()
    };
    let file = match fs::symlink_metadata(&claim.spare) {
        // An empty spare was never the file (made by [`make_spares`]):
        // nobody can be reading it.
        Ok(meta) if usable(&meta) => open(false)?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => open(true)?,
        _ => return None,
    };
    Some((claim, file))
}

/// Whether a spare found may be written: a regular file of one name,
/// empty or rested.
#[cfg(unix)]
fn usable(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    let since_epoch = Duration::from_secs(u64::try_from(meta.ctime()).unwrap_or(0))
        + Duration::from_nanos(u64::try_from(meta.ctime_nsec()).unwrap_or(0));
    let rested = std::time::UNIX_EPOCH
        .checked_add(since_epoch)
        .and_then(|changed| changed.elapsed().ok())
        .is_some_and(|r| r >= SPARE_REST);
    meta.is_file() && meta.nlink() == 1 && (meta.len() == 0 || rested)
}

/// Spares are written on Linux only ([`claim`] gives none elsewhere).
#[cfg(not(unix))]
fn usable(_meta: &fs::Metadata) -> bool {
    false
}

/// Swaps the spare `spare` (the new contents) with `out`, so that readers
/// see the old file or the new one, and the old file is the spare.
/// `Ok(false)`: nothing done, because `out` does not exist or the file
/// system cannot swap two names; the caller renames as before.
pub fn swap_in(spare: &Path, out: &Path) -> std::io::Result<bool> {
    #[cfg(target_os = "linux")]
    {
        match linux::rename2(spare, out, libc::RENAME_EXCHANGE) {
            Ok(()) => Ok(true),
            Err(e)
                if matches!(
                    e.raw_os_error(),
                    Some(libc::ENOENT | libc::EINVAL | libc::ENOSYS | libc::EOPNOTSUPP)
                ) =>
            {
                Ok(false)
            }
            Err(e) => Err(e),
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (spare, out);
        Ok(false)
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::ffi::CString;
    use std::io;
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    fn c_path(path: &Path) -> io::Result<CString> {
        CString::new(path.as_os_str().as_bytes()).map_err(|_| io::ErrorKind::InvalidInput.into())
    }

    /// `renameat2(from, to, flags)`, by its system call (older C libraries
    /// lack the wrapper).
    pub fn rename2(from: &Path, to: &Path, flags: libc::c_uint) -> io::Result<()> {
        let (from, to) = (c_path(from)?, c_path(to)?);
        // SAFETY: two NUL-terminated paths that outlive the call.
        let done = unsafe {
            libc::syscall(
                libc::SYS_renameat2,
                libc::AT_FDCWD,
                from.as_ptr(),
                libc::AT_FDCWD,
                to.as_ptr(),
                flags,
            )
        };
        match done {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::io::Write;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hakem-spare-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_spare_is_claimed_once_written_and_swapped_the_old_file_kept_as_spare() {
        let dir = scratch("swap");
        let out = dir.join("table-01.toml");
        fs::write(&out, "old").unwrap();
        // Not owned: no spare.
        assert!(claim(&out).is_none());
        let owner = own(&dir).unwrap();
        // A second owner of the folder is refused (another server).
        assert!(own(&dir).is_none());
        make_spares(std::slice::from_ref(&out));
        let spare = spare_of(&out).unwrap();
        assert_eq!(spare, dir.join(".table-01.toml.spare"));
        // An empty spare, never the file, needs no rest.
        let (held, mut file) = claim(&out).unwrap();
        assert_eq!(held.path(), spare);
        // A second write of this process finds it claimed.
        assert!(claim(&out).is_none());
        file.write_all(b"new").unwrap();
        assert!(swap_in(&spare, &out).unwrap());
        drop(held);
        assert_eq!(fs::read_to_string(&out).unwrap(), "new");
        assert_eq!(fs::read_to_string(&spare).unwrap(), "old");
        // The old file just became the spare: not written until it rested.
        assert!(claim(&out).is_none());
        std::thread::sleep(SPARE_REST + Duration::from_millis(50));
        assert!(claim(&out).is_some());
        drop(owner);
        assert!(claim(&out).is_none());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn no_file_to_swap_with_is_left_to_a_rename() {
        let dir = scratch("missing");
        let out = dir.join("table-02.toml");
        let spare = dir.join(".table-02.toml.spare");
        fs::write(&spare, "new").unwrap();
        assert!(!swap_in(&spare, &out).unwrap());
        assert!(spare.exists() && !out.exists());
        let _ = fs::remove_dir_all(&dir);
    }
}
