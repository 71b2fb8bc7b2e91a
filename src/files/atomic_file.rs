//! Writing output files: atomically (a temporary file in the same folder,
//! synced, then a rename, then the folder synced), and never over a file
//! the command was given to read.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::files::input_file::{self, FileId};

/// Writes `contents` to `out` atomically: readers see the old file or the
/// new one, never half of it.
///
/// Refuses to write over any file this command read (every file read goes
/// through `input_file::read_text`) or any of `inputs`, compared by device
/// and inode, so another name, a symbolic or a hard link is caught too; and
/// writes only to a regular file or a new name (never replaces a FIFO, a
/// device or a directory). Through a symbolic link, the file it names is
/// replaced and the link kept.
pub fn write_atomic(out: &Path, contents: &[u8], inputs: &[PathBuf]) -> Result<(), Error> {
    let is_link = fs::symlink_metadata(out).is_ok_and(|m| m.file_type().is_symlink());
    let out = match is_link {
        true => fs::canonicalize(out).unwrap_or_else(|_| out.to_path_buf()),
        false => out.to_path_buf(),
    };
    let out = out.as_path();
    match fs::metadata(out) {
        Ok(meta) => {
            if !meta.is_file() {
                return Err(Error::Usage(format!(
                    "{}: is {}; hakem writes only to a regular file or a new name",
                    out.display(),
                    input_file::kind(&meta)
                )));
            }
            let id = FileId::of(&meta);
            let named = inputs
                .iter()
                .any(|i| input_file::id_of(i).is_ok_and(|found| found == Some(id)));
            if named || input_file::files_read().contains(&id) {
                return Err(Error::Usage(format!(
                    "{}: refusing to write over a file this command reads",
                    out.display()
                )));
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(Error::io(out, e)),
    }
    write_regular(out, contents)
}

/// Replaces the record a command owns (`hakem live`, which reads the record
/// being played and saves it after every change) atomically. The one write
/// allowed over a file that was read; still only to a regular file or a new
/// name.
pub fn replace_owned(out: &Path, contents: &[u8]) -> Result<(), Error> {
    match fs::metadata(out) {
        Ok(meta) if !meta.is_file() => Err(Error::Usage(format!(
            "{}: is {}; hakem writes only to a regular file or a new name",
            out.display(),
            input_file::kind(&meta)
        ))),
        _ => write_regular(out, contents),
    }
}

/// The write itself: a temporary file in the same folder, synced, renamed
/// over `out`, the folder synced.
fn write_regular(out: &Path, contents: &[u8]) -> Result<(), Error> {
    let dir = match out.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = out
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{}: not a file name", out.display())))?;
    let (tmp, mut file) = temp_file(&dir, &name.to_string_lossy())?;
    let written = file
        .write_all(contents)
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&tmp, out));
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(Error::io(out, e));
    }
    // The rename itself reaches the disk only when the folder is synced
    // (`hakem live` relies on it after a power cut). Some file systems
    // cannot sync a folder; the file is written all the same.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Removes the temporary files `.NAME.PID.N.tmp` that a write of `out` by a
/// process no longer running left behind (a `kill -9` between the temporary
/// file and the rename); returns them. Call it holding `out`'s write lock,
/// so no write of `out` is under way. Only where a process can be looked up
/// (`/proc`); elsewhere nothing is removed.
pub fn remove_stale_temps(out: &Path) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    let (Some(dir), Some(name)) = (out.parent(), out.file_name()) else {
        return removed;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let proc = Path::new("/proc/self");
    if !proc.exists() {
        return removed;
    }
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = fs::read_dir(dir) else {
        return removed;
    };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = file
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".tmp"))
            .and_then(|rest| rest.split_once('.'))
            .filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|(pid, _)| pid.parse::<u32>().ok())
        else {
            continue;
        };
        let running = Path::new("/proc").join(pid.to_string()).exists();
        if !running && entry.file_type().is_ok_and(|t| t.is_file()) {
            let path = entry.path();
            if fs::remove_file(&path).is_ok() {
                removed.push(path);
            }
        }
    }
    removed
}

/// A new file `.NAME.PID.N.tmp` in `dir`, created exclusively.
fn temp_file(dir: &Path, name: &str) -> Result<(PathBuf, fs::File), Error> {
    let pid = std::process::id();
    let mut last = None;
    for n in 0..100 {
        let path = dir.join(format!(".{name}.{pid}.{n}.tmp"));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(Error::io(&dir.join(name), e)),
        }
    }
    Err(Error::io(
        &dir.join(name),
        last.unwrap_or_else(|| std::io::Error::other("no temporary file name free")),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hakem-output-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writes_and_replaces() {
        let dir = scratch("writes");
        let out = dir.join("sheet.html");
        write_atomic(&out, b"one", &[]).unwrap();
        write_atomic(&out, b"two", &[]).unwrap();
        assert_eq!(fs::read_to_string(&out).unwrap(), "two");
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn temporary_files_of_dead_processes_are_removed() {
        let dir = scratch("stale");
        let out = dir.join("round.toml");
        fs::write(&out, "record").unwrap();
        // No process has the largest pid; this one is running.
        let dead = dir.join(format!(".round.toml.{}.0.tmp", u32::MAX));
        let mine = dir.join(format!(".round.toml.{}.0.tmp", std::process::id()));
        let other = dir.join(format!(".other.toml.{}.0.tmp", u32::MAX));
        for f in [&dead, &mine, &other] {
            fs::write(f, "half").unwrap();
        }
        if Path::new("/proc/self").exists() {
            assert_eq!(remove_stale_temps(&out), vec![dead.clone()]);
            assert!(!dead.exists());
        }
        assert!(mine.exists() && other.exists() && out.exists());
    }

    #[test]
    fn refuses_an_input_by_another_name() {
        let dir = scratch("refuses");
        let input = dir.join("round.toml");
        fs::write(&input, "keep").unwrap();
        let same = dir.join(".").join("round.toml");
        let err = write_atomic(&same, b"sheet", std::slice::from_ref(&input)).unwrap_err();
        assert!(err.to_string().contains("refusing"));
        assert_eq!(fs::read_to_string(&input).unwrap(), "keep");
    }
}
