//! Writing output files: atomically (a temporary file in the same folder,
//! synced, then a rename, then the folder synced), and never over a file
//! the command was given to read.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::files::input_file::{self, FileId};
use crate::files::spare_file;

crate::messages! {
    /// Why a file was not written.
    pub enum WriteRefusal {
        /// A FIFO, a device or a directory (`input_file::FileKind`).
        NotRegular { path: String, kind: crate::words::Msg } = "file-write-not-regular",
        /// A file the command reads, under any name.
        OverAnInput { path: String } = "file-write-over-input",
        NotAFileName { path: String } = "file-write-not-a-name",
    }
}

/// The refusal to write over what is at `out`, not a regular file.
fn not_regular(out: &Path, meta: &fs::Metadata) -> Error {
    Error::usage(WriteRefusal::NotRegular {
        path: out.display().to_string(),
        kind: input_file::kind(meta).into(),
    })
}

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
                return Err(not_regular(out, &meta));
            }
            let id = FileId::of(&meta);
            let named = inputs
                .iter()
                .any(|i| input_file::id_of(i).is_ok_and(|found| found == Some(id)));
            if named || input_file::files_read().contains(&id) {
                return Err(Error::usage(WriteRefusal::OverAnInput {
                    path: out.display().to_string(),
                }));
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
    write_regular(out, contents)
}

/// The write itself: a temporary file in the same folder, synced, renamed
/// over `out`, the folder synced.
fn write_regular(out: &Path, contents: &[u8]) -> Result<(), Error> {
    let staged = stage(out, contents)?;
    let dir = staged.dir();
    staged.put_in_place()?;
    sync_folder(&dir);
    Ok(())
}

/// New contents for a file, written beside it (a temporary file, or the
/// file's spare: [`stage_in_spare`]), not yet in place
/// ([`Staged::put_in_place`]). Writers that save many files together (the
/// server's results arriving at once) stage each outside any lock, sync
/// them together ([`sync_staged`]), then put them all in place under the
/// lock and sync their folder once ([`sync_folder`]). Dropped unplaced, a
/// temporary file is removed, a spare stays the spare.
#[derive(Debug)]
pub struct Staged {
    tmp: PathBuf,
    out: PathBuf,
    placed: bool,
    /// The temporary file's contents are on the disk ([`stage`]); else
    /// [`sync_staged`] puts them there ([`stage_in_spare`]).
    synced: bool,
    /// The contents are in `out`'s spare (then `tmp`), claimed
    /// ([`spare_file`]).
    spare: Option<spare_file::Claim>,
}

/// Stages `contents` for `out`, a regular file or a new name (see
/// [`Staged`]).
pub fn stage(out: &Path, contents: &[u8]) -> Result<Staged, Error> {
    let (mut staged, file) = write_temp(out, contents)?;
    file.sync_all().map_err(|e| Error::io(out, e))?;
    staged.synced = true;
    Ok(staged)
}

/// [`stage`] for a server's burst of results: not synced (many staged
/// files are synced together by [`sync_staged`] before they are put in
/// place: one sync of the file system instead of one a record), and
/// written into `out`'s spare when this process may ([`spare_file`]):
/// then put in place by swapping it with `out`, the burst makes and frees
/// no inode.
pub fn stage_in_spare(out: &Path, contents: &[u8]) -> Result<Staged, Error> {
    let claimed = match regular_or_new(out)? {
        true => spare_file::claim(out),
        false => None,
    };
    let Some((claim, mut file)) = claimed else {
        return Ok(write_temp(out, contents)?.0);
    };
    let staged = Staged {
        tmp: claim.path().to_path_buf(),
        out: out.to_path_buf(),
        placed: false,
        synced: false,
        spare: Some(claim),
    };
    // Written over the spare's old contents from the start, padded to
    // whole pages, then cut to length: a record's file keeps its block
    // (none freed, none made), and no page is written in part, which
    // would read the spare's old page from the disk first.
    let padding = contents.len().next_multiple_of(PAGE) - contents.len();
    file.write_all(contents)
        .and_then(|()| file.write_all(&[0; PAGE][..padding]))
        .and_then(|()| file.set_len(contents.len() as u64))
        .map_err(|e| Error::io(out, e))?;
    Ok(staged)
}

/// The pages a spare is written in whole ([`stage_in_spare`]).
const PAGE: usize = 4096;

/// Whether `out` is a regular file (`false`: a new name); an error for a
/// FIFO, a device or a folder.
fn regular_or_new(out: &Path) -> Result<bool, Error> {
    match fs::metadata(out) {
        Ok(meta) if meta.is_file() => Ok(true),
        Ok(meta) => Err(not_regular(out, &meta)),
        Err(_) => Ok(false),
    }
}

fn file_name(out: &Path) -> Result<String, Error> {
    let name = out.file_name().ok_or_else(|| {
        Error::usage(WriteRefusal::NotAFileName {
            path: out.display().to_string(),
        })
    })?;
    Ok(name.to_string_lossy().into_owned())
}

/// `contents` written to a new temporary file beside `out`, its handle
/// kept open for a sync.
fn write_temp(out: &Path, contents: &[u8]) -> Result<(Staged, fs::File), Error> {
    regular_or_new(out)?;
    let dir = folder_of(out);
    let (tmp, mut file) = temp_file(&dir, &file_name(out)?)?;
    let staged = Staged {
        tmp,
        out: out.to_path_buf(),
        placed: false,
        synced: false,
        spare: None,
    };
    file.write_all(contents).map_err(|e| Error::io(out, e))?;
    Ok((staged, file))
}

/// Puts the contents of every staged file not yet synced on the disk, and
/// notes them synced (a later call skips them).
/// On Linux, one `syncfs` of their file system when there are several:
/// the kernel writes them (and whatever else is waiting to be written on
/// that file system) in one go, where a sync a file would wait for the
/// disk once a file. Elsewhere, or for one file, each file is synced.
pub fn sync_staged(files: &mut [&mut Staged]) -> Result<(), Error> {
    let mut unsynced: Vec<&mut &mut Staged> = files.iter_mut().filter(|f| !f.synced).collect();
    #[cfg(target_os = "linux")]
    if let [first, _, ..] = unsynced.as_slice() {
        use std::os::fd::AsRawFd;
        let file = fs::File::open(&first.tmp).map_err(|e| Error::io(&first.out, e))?;
        // SAFETY: `syncfs` on a descriptor this function owns and keeps open.
        if unsafe { libc::syncfs(file.as_raw_fd()) } != 0 {
            return Err(Error::io(&first.out, std::io::Error::last_os_error()));
        }
        for f in unsynced {
            f.synced = true;
        }
        return Ok(());
    }
    for f in unsynced.iter_mut() {
        fs::File::open(&f.tmp)
            .and_then(|file| file.sync_all())
            .map_err(|e| Error::io(&f.out, e))?;
        f.synced = true;
    }
    Ok(())
}

impl Staged {
    /// The file the contents are for.
    pub fn out(&self) -> &Path {
        &self.out
    }

    /// The folder the file is in (to sync once its files are in place).
    pub fn dir(&self) -> PathBuf {
        folder_of(&self.out)
    }

    /// Renames the synced temporary file over the file: readers see the old
    /// file or the new one. The rename reaches the disk when the folder is
    /// synced ([`sync_folder`]): do that before telling anyone it is saved.
    /// Staged in a spare ([`stage_in_spare`]), the spare is swapped with
    /// the file instead: the file replaced is the spare.
    pub fn put_in_place(mut self) -> Result<(), Error> {
        if self.spare.is_some()
            && spare_file::swap_in(&self.tmp, &self.out).map_err(|e| Error::io(&self.out, e))?
        {
            self.placed = true;
            return Ok(());
        }
        fs::rename(&self.tmp, &self.out).map_err(|e| Error::io(&self.out, e))?;
        self.placed = true;
        Ok(())
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        // A spare not put in place stays the spare (what it holds is
        // nobody's); a temporary file goes.
        if !self.placed && self.spare.is_none() {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

/// Syncs folder `dir`, so that the renames made in it reach the disk
/// (`hakem live` relies on it after a power cut). Some file systems cannot
/// sync a folder; the files are written all the same.
pub fn sync_folder(dir: &Path) {
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

fn folder_of(out: &Path) -> PathBuf {
    match out.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Removes the temporary files `.NAME.PID.N.tmp` that a write of `out` by a
/// process no longer running left behind (a `kill -9` between the temporary
/// file and the rename); returns them. Call it holding `out`'s write lock,
/// so no write of `out` is under way. Only where a process can be looked up
/// (`/proc`); elsewhere nothing is removed.
pub fn remove_stale_temps(out: &Path) -> Vec<PathBuf> {
    remove_stale_temps_of(std::slice::from_ref(&out.to_path_buf()))
}

/// [`remove_stale_temps`] for many files, looking once at each folder.
pub fn remove_stale_temps_of(outs: &[PathBuf]) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    if !Path::new("/proc/self").exists() {
        return removed;
    }
    let mut by_folder: Vec<(PathBuf, Vec<String>)> = Vec::new();
    for out in outs {
        let Some(name) = out.file_name() else {
            continue;
        };
        let prefix = format!(".{}.", name.to_string_lossy());
        let dir = folder_of(out);
        match by_folder.iter_mut().find(|(d, _)| *d == dir) {
            Some((_, prefixes)) => prefixes.push(prefix),
            None => by_folder.push((dir, vec![prefix])),
        }
    }
    for (dir, prefixes) in by_folder {
        removed.extend(sweep(&dir, |file| {
            let rest = prefixes
                .iter()
                .find_map(|p| file.strip_prefix(p.as_str()))?;
            let (pid, n) = rest.strip_suffix(".tmp")?.split_once('.')?;
            (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some(())?;
            pid.parse::<u32>().ok()
        }));
    }
    removed
}

/// Removes the temporary files `.NAME.PID.N.tmp` that writes of any file in
/// the folders `dirs` by processes no longer running left behind; returns
/// them. A server saving many records tidies so, once in a while. Only
/// files of processes that are gone are removed, so no write under way
/// loses its file. Only where a process can be looked up (`/proc`).
pub fn remove_stale_temps_in(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    if !Path::new("/proc/self").exists() {
        return removed;
    }
    for dir in dirs {
        removed.extend(sweep(dir, |file| {
            let rest = file.strip_prefix('.')?.strip_suffix(".tmp")?;
            let (rest, n) = rest.rsplit_once('.')?;
            let (name, pid) = rest.rsplit_once('.')?;
            let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
            (!name.is_empty() && digits(n)).then_some(())?;
            pid.parse::<u32>().ok()
        }));
    }
    removed
}

/// Removes the regular files of folder `dir` whose name `pid_of` reads as
/// a temporary file of process PID, when that process is no longer running.
fn sweep(dir: &Path, pid_of: impl Fn(&str) -> Option<u32>) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return removed;
    };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = pid_of(&file) else {
            continue;
        };
        // This process's own files are being written (no look in /proc).
        let running =
            pid == std::process::id() || Path::new("/proc").join(pid.to_string()).exists();
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
    fn files_staged_in_spares_are_synced_together_then_put_in_place() {
        let dir = scratch("together");
        let _owner = spare_file::own(&dir);
        let outs: Vec<PathBuf> = (1..=3)
            .map(|n| dir.join(format!("table-{n}.toml")))
            .collect();
        fs::write(&outs[0], "old").unwrap();
        let mut staged: Vec<Staged> = outs
            .iter()
            .map(|o| stage_in_spare(o, o.display().to_string().as_bytes()).unwrap())
            .collect();
        // Not in place until renamed: the old file still reads as it was.
        assert_eq!(fs::read_to_string(&outs[0]).unwrap(), "old");
        assert!(staged.iter().all(|s| !s.synced));
        sync_staged(&mut staged.iter_mut().collect::<Vec<_>>()).unwrap();
        assert!(staged.iter().all(|s| s.synced));
        for s in staged {
            s.put_in_place().unwrap();
        }
        for o in &outs {
            assert_eq!(fs::read_to_string(o).unwrap(), o.display().to_string());
        }
        // Nothing left beside the records but the file replaced, kept as
        // its record's spare (where the system can swap two names).
        let spare = dir.join(".table-1.toml.spare");
        let left = fs::read_dir(&dir).unwrap().count();
        match spare.exists() {
            true => assert_eq!(
                (left, fs::read_to_string(&spare).unwrap().as_str()),
                (4, "old")
            ),
            false => assert_eq!(left, 3),
        }
        let _ = fs::remove_dir_all(&dir);
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
    fn a_folders_tidying_removes_every_files_temporaries_of_dead_processes_only() {
        let dir = scratch("tidy");
        let dead = u32::MAX;
        let gone = [
            dir.join(format!(".table-01.toml.{dead}.0.tmp")),
            dir.join(format!(".table-12.toml.{dead}.3.tmp")),
        ];
        let kept = [
            dir.join(format!(".table-02.toml.{}.0.tmp", std::process::id())),
            dir.join("table-03.toml"),
            dir.join(format!(".{dead}.0.tmp")),
            dir.join(format!(".table-04.toml.{dead}.x.tmp")),
            dir.join(".notes.tmp"),
        ];
        for f in gone.iter().chain(&kept) {
            fs::write(f, "half").unwrap();
        }
        if Path::new("/proc/self").exists() {
            let mut removed = remove_stale_temps_in(std::slice::from_ref(&dir));
            removed.sort();
            assert_eq!(removed, gone.to_vec());
        }
        assert!(kept.iter().all(|f| f.exists()));
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
