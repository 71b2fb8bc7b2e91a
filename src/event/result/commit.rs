//! Putting staged results in place: a batch under the event's write lock,
//! each only over the record it was judged against, then made durable.

use std::path::{Path, PathBuf};

use super::{Judged, Refusal, StagedResult, clone_error};
use crate::error::Error;
use crate::event::folder::round_dir_name;
use crate::event::lock::lock_event;

/// A result put in place by [`commit`]: durable in its record.
pub struct Committed {
    pub judged: Judged,
    /// The record file as it was right after the rename, under the lock
    /// (a cache of the folder notes it, so that its own write does not read
    /// the folder again).
    pub written: Option<std::fs::Metadata>,
}

/// What a [`commit`] removes of the temporary files that killed writes
/// left beside records. Readers never take such a file for a record;
/// removing them is tidying, so a server saving a burst of results leaves
/// them, and tidies its round folders once its results are answered
/// ([`tidy_folders`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leftovers {
    /// Those of the records saved (a command saving one record).
    OfTheseRecords,
    Leave,
}

/// Puts staged results in place, in order, under the event's write lock
/// (one writer at a time with `hakem live`, `hakem pair`, `hakem result`
/// and the server): each only if its record still holds the text it was
/// judged against (so of two entries for one table, one is written and the
/// other refused as changed) and no later round was paired since. Then
/// every folder written in is synced once: a result is durable when
/// `commit` returns.
///
/// Each result's check and rename is run by `around`, which returns what
/// `commit` gives back for it: `|place| place()` for a command; a server
/// that keeps the folder as last read holds its cache around the rename
/// and notes the record written before letting go, so that no request
/// sees the renamed file before the cache notes it.
pub fn commit<T>(
    dir: &Path,
    mut staged: Vec<StagedResult>,
    leftovers: Leftovers,
    mut around: impl FnMut(&mut dyn FnMut() -> Result<Committed, Refusal>) -> T,
) -> Vec<T> {
    // The staged files not yet on the disk, synced together before the
    // lock is taken: no other writer waits for the disk.
    if let Err(e) = sync_together(&mut staged) {
        return refused_all(staged.len(), &mut around, &e);
    }
    let guard = match lock_event(dir) {
        Ok(g) => g,
        Err(e) => return refused_all(staged.len(), &mut around, &e),
    };
    // What killed writes of these records left (a `kill -9` between the
    // temporary file and the rename, of `hakem serve` or `hakem result`):
    // gone with this save, as `event::lock::replace_unchanged` does. This
    // process's own staged files are kept (it is running). One look at
    // each folder for the whole batch.
    if leftovers == Leftovers::OfTheseRecords {
        let outs: Vec<PathBuf> = staged.iter().map(|s| s.judged.path.clone()).collect();
        crate::files::atomic_file::remove_stale_temps_of(&outs);
    }
    let mut folders: Vec<PathBuf> = Vec::new();
    let mut results = Vec::with_capacity(staged.len());
    for one in staged {
        let mut one = Some(one);
        let mut place = || {
            let StagedResult { judged, file } = one.take().expect("placed once");
            let path = &judged.path;
            let now = match crate::files::input_file::read_text(path) {
                Ok(text) => Some(text),
                Err(_) if !path.exists() => None,
                Err(e) => return Err(Refusal::Failed(e)),
            };
            let next = dir.join(round_dir_name(judged.round + 1));
            if now != judged.read_text || next.exists() {
                return Err(Refusal::Failed(Error::Changed(path.clone())));
            }
            let folder = file.dir();
            // The record was read (the event folder); the checks above
            // allow it to be replaced: it holds no moves, and a result
            // only when the arbiter asked to replace it.
            file.put_in_place().map_err(Refusal::Failed)?;
            if !folders.contains(&folder) {
                folders.push(folder);
            }
            let written = std::fs::metadata(path).ok();
            Ok(Committed { judged, written })
        };
        results.push(around(&mut place));
    }
    for folder in &folders {
        crate::files::atomic_file::sync_folder(folder);
    }
    drop(guard);
    results
}

/// Puts the staged files of `staged` not yet on the disk there, together
/// (one sync of the file system on Linux): a server's results of several
/// events (a hall's groups) synced once before each event's [`commit`].
pub fn sync_together(staged: &mut [StagedResult]) -> Result<(), Error> {
    let mut files: Vec<&mut crate::files::atomic_file::Staged> =
        staged.iter_mut().map(|s| &mut s.file).collect();
    crate::files::atomic_file::sync_staged(&mut files)
}

/// Removes what killed writes left in `folders` (their temporary files,
/// `files::atomic_file`): a server's tidying once its results are answered,
/// outside the event's lock. Only files of processes no longer running go.
pub fn tidy_folders(folders: &[PathBuf]) {
    crate::files::atomic_file::remove_stale_temps_in(folders);
}

/// `count` results, every one refused for the same failure `e`.
fn refused_all<T>(
    count: usize,
    mut around: impl FnMut(&mut dyn FnMut() -> Result<Committed, Refusal>) -> T,
    e: &Error,
) -> Vec<T> {
    (0..count)
        .map(|_| around(&mut || Err(Refusal::Failed(clone_error(e)))))
        .collect()
}
