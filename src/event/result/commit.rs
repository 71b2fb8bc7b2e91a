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
/// (`files::atomic_file::remove_stale_temps_in`).
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
/// `commit` gives back for it, holding what `hold` took once the event's
/// lock is taken (let go before the folders are synced): `|| ()` and
/// `|_, place| place()` for a command; a server that keeps the folder as
/// last read holds its cache for the batch and notes each record written,
/// so that no request sees a renamed file before the cache notes it.
pub fn commit<H, T>(
    dir: &Path,
    mut staged: Vec<StagedResult>,
    leftovers: Leftovers,
    hold: impl FnOnce() -> H,
    mut around: impl FnMut(&mut H, &mut dyn FnMut() -> Result<Committed, Refusal>) -> T,
) -> Vec<T> {
    // The staged files not yet on the disk, synced together before the
    // lock is taken: no other writer waits for the disk.
    if let Err(e) = sync_together(&mut staged) {
        return refused_all(staged.len(), hold, &mut around, &e);
    }
    let guard = match lock_event(dir) {
        Ok(g) => g,
        Err(e) => return refused_all(staged.len(), hold, &mut around, &e),
    };
    // What killed writes of these records left (a `kill -9` between the
    // temporary file and the rename, of `hakem serve` or `hakem result`):
    // gone with this save, as `event::lock::replace_unchanged` does. This
    // process's own staged files are kept (it is running).
    if leftovers == Leftovers::OfTheseRecords {
        let outs: Vec<PathBuf> = staged.iter().map(|s| s.judged.path.clone()).collect();
        crate::files::atomic_file::remove_stale_temps_of(&outs);
    }
    let mut held = hold();
    let mut folders: Vec<PathBuf> = Vec::new();
    // Whether the round after each round written is paired: looked at
    // once for the batch (no round is paired while the lock is held).
    let mut paired_after: Vec<(u8, bool)> = Vec::new();
    let mut results = Vec::with_capacity(staged.len());
    for one in staged {
        let mut one = Some(one);
        let mut place = || {
            let StagedResult { judged, file, seen } = one.take().expect("placed once");
            let path = &judged.path;
            if !unchanged(path, seen, judged.read_text.as_deref())? {
                return Err(Refusal::Failed(Error::Changed(path.clone())));
            }
            let next = match paired_after.iter().find(|(r, _)| *r == judged.round) {
                Some(&(_, next)) => next,
                None => {
                    let next = dir.join(round_dir_name(judged.round + 1)).exists();
                    paired_after.push((judged.round, next));
                    next
                }
            };
            if next {
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
            Ok(Committed {
                judged: *judged,
                written,
            })
        };
        results.push(around(&mut held, &mut place));
    }
    drop(held);
    for folder in &folders {
        crate::files::atomic_file::sync_folder(folder);
    }
    drop(guard);
    results
}

/// Whether the record at `path` still holds `judged_text` (`None`: no
/// record), the text it was judged against: the file as staging saw it
/// holding that text (`seen`) is taken as unchanged without a read.
fn unchanged(
    path: &Path,
    seen: Option<crate::files::input_file::Seen>,
    judged_text: Option<&str>,
) -> Result<bool, Refusal> {
    if seen.is_some() && crate::files::input_file::Seen::now(path) == seen {
        return Ok(true);
    }
    let now = match crate::files::input_file::read_text(path) {
        Ok(text) => Some(text),
        Err(_) if !path.exists() => None,
        Err(e) => return Err(Refusal::Failed(e)),
    };
    Ok(now.as_deref() == judged_text)
}

/// Puts the staged files of `staged` not yet on the disk there, together
/// (one sync of the file system on Linux): a server's results of several
/// events (a hall's groups) synced once before each event's [`commit`].
pub fn sync_together(staged: &mut [StagedResult]) -> Result<(), Error> {
    let mut files: Vec<&mut crate::files::atomic_file::Staged> =
        staged.iter_mut().map(|s| &mut s.file).collect();
    crate::files::atomic_file::sync_staged(&mut files)
}

/// `count` results, every one refused for the same failure `e`.
fn refused_all<H, T>(
    count: usize,
    hold: impl FnOnce() -> H,
    mut around: impl FnMut(&mut H, &mut dyn FnMut() -> Result<Committed, Refusal>) -> T,
    e: &Error,
) -> Vec<T> {
    let mut held = hold();
    (0..count)
        .map(|_| around(&mut held, &mut || Err(Refusal::Failed(clone_error(e)))))
        .collect()
}
