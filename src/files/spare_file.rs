//! A record's spare: `.NAME.spare` beside file `NAME`, the file that the
//! next atomic write of `NAME` is written into instead of a new one.
//!
//! Why: on an ext4 file system a new file is a new inode, and a rename over
//! a file frees the old one (its blocks truncated, and with `discard`, the
//! disk told, waiting for it). For a burst of 500 results that was most of
//! the server's time (docs/dev/serve-load.md). With a spare, a write claims
//! the spare (renamed to a temporary name, so one writer has it), writes
//! into it, and swaps it with the file (`renameat2(RENAME_EXCHANGE)`):
//! readers see the old file or the new one, as with a rename, and the old
//! file, whole, becomes the spare. No inode is made or freed.
//!
//! A spare that was the file is written again only once it has rested
//! ([`SPARE_REST`]): a
//! reader that opened the file just before it became the spare has long
//! read it by then (and `input_file::read_bytes` reads again a file that
//! changed while it read it). A spare holds nothing anyone reads: readers
//! skip hidden names, `hakem event check` does not report it, and deleting
//! it loses nothing. Linux only; elsewhere, and on a file system that cannot
//! swap two names, writes make a new file as before.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a spare rests before it is written again.
pub const SPARE_REST: Duration = Duration::from_secs(1);

/// The spare of file `out`: `.NAME.spare` in its folder.
pub fn spare_of(out: &Path) -> Option<PathBuf> {
    let name = out.file_name()?;
    let mut spare = std::ffi::OsString::from(".");
    spare.push(name);
    spare.push(".spare");
    Some(out.with_file_name(spare))
}

/// Makes an empty spare for each of `outs` that has none (a server, for
/// the records of a round just paired, while the hall plays): the burst of
/// results then makes no file. Failures are left: a write without a spare
/// makes a new file.
pub fn make_spares(outs: &[PathBuf]) {
    for out in outs {
        if let Some(spare) = spare_of(out) {
            let _ = fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(spare);
        }
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

/// Claims `out`'s spare, when it has rested, under the temporary name
/// `tmp` (which must not exist): then no other writer can claim it.
/// `None`: no spare, not rested, claimed by another writer meanwhile, or
/// not on this system; the caller makes a new file.
#[cfg(target_os = "linux")]
pub fn claim(out: &Path, tmp: &Path) -> Option<fs::File> {
    use std::os::unix::fs::MetadataExt;
    let spare = spare_of(out)?;
    let meta = fs::symlink_metadata(&spare).ok()?;
    // An empty spare was never the file (made by [`make_spares`]): nobody
    // can be reading it.
    if !meta.is_file() || meta.nlink() != 1 || (meta.len() > 0 && !rested(&meta)) {
        return None;
    }
    linux::rename2(&spare, tmp, libc::RENAME_NOREPLACE).ok()?;
    let file = fs::OpenOptions::new().write(true).open(tmp).ok();
    // Another writer may have swapped a new spare in between the look and
    // the claim (then not rested): given back, and a new file made.
    match file {
        Some(f) if f.metadata().is_ok_and(|m| m.ino() == meta.ino()) => Some(f),
        _ => {
            keep(tmp, out);
            None
        }
    }
}

#[cfg(not(target_os = "linux"))]
pub fn claim(_out: &Path, _tmp: &Path) -> Option<fs::File> {
    None
}

/// Whether a spare last renamed (its change time) rested [`SPARE_REST`].
#[cfg(target_os = "linux")]
fn rested(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    let changed = std::time::UNIX_EPOCH
        + Duration::new(
            u64::try_from(meta.ctime()).unwrap_or(0),
            u32::try_from(meta.ctime_nsec()).unwrap_or(0),
        );
    changed.elapsed().is_ok_and(|rested| rested >= SPARE_REST)
}

/// Swaps `tmp` (the new contents) with `out`, so that readers see the old
/// file or the new one, then keeps the old file as `out`'s spare.
/// `Ok(false)`: nothing done, because `out` does not exist or the file
/// system cannot swap two names; the caller renames as before.
#[cfg(target_os = "linux")]
pub fn swap_in(tmp: &Path, out: &Path) -> std::io::Result<bool> {
    match linux::rename2(tmp, out, libc::RENAME_EXCHANGE) {
        Ok(()) => {
            keep(tmp, out);
            Ok(true)
        }
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
pub fn swap_in(_tmp: &Path, _out: &Path) -> std::io::Result<bool> {
    Ok(false)
}

/// Keeps the file at `tmp` as `out`'s spare, unless `out` has one already;
/// else removes it.
pub fn keep(tmp: &Path, out: &Path) {
    #[cfg(target_os = "linux")]
    if let Some(spare) = spare_of(out)
        && linux::rename2(tmp, &spare, libc::RENAME_NOREPLACE).is_ok()
    {
        return;
    }
    let _ = fs::remove_file(tmp);
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

    /// Makes `path`'s change time `ago` in the past is not possible from
    /// user space; a spare is rested by waiting instead.
    fn rest() {
        std::thread::sleep(SPARE_REST + Duration::from_millis(50));
    }

    #[test]
    fn a_rested_spare_is_claimed_written_and_swapped_the_old_file_kept_as_spare() {
        let dir = scratch("swap");
        let out = dir.join("table-01.toml");
        fs::write(&out, "old").unwrap();
        make_spares(std::slice::from_ref(&out));
        let spare = spare_of(&out).unwrap();
        assert_eq!(spare, dir.join(".table-01.toml.spare"));
        let tmp = dir.join(".table-01.toml.1.0.tmp");
        // An empty spare, never the file, needs no rest.
        let mut file = claim(&out, &tmp).unwrap();
        assert!(!spare.exists());
        // A second writer finds no spare.
        assert!(claim(&out, &dir.join(".table-01.toml.1.1.tmp")).is_none());
        file.write_all(b"new").unwrap();
        assert!(swap_in(&tmp, &out).unwrap());
        assert_eq!(fs::read_to_string(&out).unwrap(), "new");
        assert_eq!(fs::read_to_string(&spare).unwrap(), "old");
        assert!(!tmp.exists());
        // The old file just became the spare: a new file is made instead
        // until it has rested.
        assert!(claim(&out, &tmp).is_none());
        assert!(spare.exists() && !tmp.exists());
        rest();
        assert!(claim(&out, &tmp).is_some());
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn no_file_to_swap_with_is_left_to_a_rename() {
        let dir = scratch("missing");
        let out = dir.join("table-02.toml");
        let tmp = dir.join(".table-02.toml.1.0.tmp");
        fs::write(&tmp, "new").unwrap();
        assert!(!swap_in(&tmp, &out).unwrap());
        assert!(tmp.exists() && !out.exists());
        let _ = fs::remove_dir_all(&dir);
    }
}
