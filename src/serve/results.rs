//! A table's result as the server takes it, from a phone, the desk or the
//! API alike: judged and written by `hakem result`'s domain functions
//! (`event::result`), the results that arrive together put in place
//! together (group commit), and a refusal's status.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::StatusCode;

use super::app::{App, FolderGuard};
pub(crate) use super::group_commit::Saved;
use crate::event::result::{self, Entry, Refusal, StagedResult};

/// How often the server tidies the round folders it writes in of what
/// killed writes left: once for a burst of results, not once for each of
/// its batches.
const TIDY_EVERY: Duration = Duration::from_secs(5);

/// Judges an entry (and, with `save`, writes it) through `hakem result`'s
/// domain functions: judged against the folder as the files hold it, the
/// record's new text staged ([`judge_and_stage`]: written beside it,
/// outside any lock), then put in place with the results of other tables arriving at
/// the same time ([`commit`]), under the event's write lock and only
/// over the record it judged (two phones racing for one table: one saves,
/// the other is told it is in).
/// `folder` is the folder as the request found it (let go before the
/// write, which takes it to note the record written).
pub(crate) fn judge_or_enter(
    app: &Arc<App>,
    folder: FolderGuard<'_>,
    round: u8,
    table: usize,
    entry: &Entry,
    replace: Option<crate::record::ChangedBy>,
    save: bool,
) -> Result<Saved, Refusal> {
    if save {
        return commit(app, judge_and_stage(folder, round, table, entry, replace)?);
    }
    let judged = result::judge_entry(&folder, round, table, entry, replace)?;
    drop(folder);
    Ok(Saved {
        opened: Arc::new(judged.opened),
        verdict: Arc::new(judged.verdict),
    })
}

/// Clears a table's result (the desk's "clear", the API's `DELETE`)
/// through `hakem result --clear`'s domain function: judged against the
/// folder as the files hold it, then put in place as a result is. `Ok`
/// gives the result that was there, as SET tokens, once the cleared record
/// is durable.
pub(crate) fn clear(
    app: &Arc<App>,
    folder: FolderGuard<'_>,
    round: u8,
    table: usize,
    by: crate::record::ChangedBy,
) -> Result<result::Tokens, Refusal> {
    let judged = crate::event::clear::judge_clear(&folder, round, table, by)?;
    drop(folder);
    let was = judged.replaced.clone().unwrap_or_default();
    commit(app, judged.stage_in_spare()?)?;
    Ok(was)
}

/// Judges an entry and stages the record's new text (as
/// [`judge_or_enter`] with `save`), for [`commit_async`] to put in place.
pub(crate) fn judge_and_stage(
    folder: FolderGuard<'_>,
    round: u8,
    table: usize,
    entry: &Entry,
    replace: Option<crate::record::ChangedBy>,
) -> Result<StagedResult, Refusal> {
    let judged = result::judge_entry(&folder, round, table, entry, replace)?;
    drop(folder);
    judged.stage_in_spare()
}

/// Puts a staged result in place with the others waiting (group
/// commit, [`super::group_commit::Commits`]): a batch is put in place under
/// the event's lock ([`result::commit`]) and noted in the cache. `Ok` once
/// the result is durable in its record. The thread waits for the answer:
/// for the desk's rare writes; a phone's waits with [`commit_async`].
pub(crate) fn commit(app: &Arc<App>, staged: StagedResult) -> Result<Saved, Refusal> {
    let answer = app.commits.enqueue(app.clone(), staged);
    answer.blocking_recv().unwrap_or_else(|_| Err(stopped(app)))
}

/// [`commit`] without holding a thread while the result waits for its
/// batch.
pub(crate) async fn commit_async(app: &Arc<App>, staged: StagedResult) -> Result<Saved, Refusal> {
    let answer = app.commits.enqueue(app.clone(), staged);
    answer.await.unwrap_or_else(|_| Err(stopped(app)))
}

impl super::group_commit::Owner for Arc<App> {
    type Staged = StagedResult;
    type Answer = Result<Saved, Refusal>;

    fn put_in_place(batch: Vec<(Arc<App>, StagedResult)>) -> Vec<Result<Saved, Refusal>> {
        commit_batch(batch)
    }

    /// What killed writes left in the round folders written, tidied once
    /// the results waiting are answered, and once in a while.
    fn idle(owners: Vec<Arc<App>>) {
        let mut seen: Vec<Arc<App>> = Vec::new();
        for app in owners {
            if seen.iter().any(|a| Arc::ptr_eq(a, &app)) {
                continue;
            }
            let folders = {
                let mut untidy = app.untidy.lock().unwrap_or_else(|e| e.into_inner());
                match untidy.last {
                    Some(at) if at.elapsed() < TIDY_EVERY => None,
                    _ => {
                        untidy.last = Some(Instant::now());
                        Some(std::mem::take(&mut untidy.folders))
                    }
                }
            };
            // Only files of processes no longer running go: no lock needed.
            if let Some(folders) = folders {
                let folders: Vec<_> = folders.into_iter().collect();
                crate::files::atomic_file::remove_stale_temps_in(&folders);
            }
            seen.push(app);
        }
    }
}

/// Puts a batch of the hall's results in place: their files synced
/// together, then each group's under its event's lock
/// ([`App::put_in_place`]); the answers in the batch's order.
fn commit_batch(batch: Vec<(Arc<App>, StagedResult)>) -> Vec<Result<Saved, Refusal>> {
    let (apps, mut staged): (Vec<Arc<App>>, Vec<StagedResult>) = batch.into_iter().unzip();
    if let Err(e) = result::sync_together(&mut staged) {
        return staged
            .iter()
            .map(|_| Err(Refusal::Failed(result::clone_error(&e))))
            .collect();
    }
    // Each group's results in turn, in their order; the answers put back in
    // the batch's.
    let mut answers: Vec<Option<Result<Saved, Refusal>>> =
        (0..staged.len()).map(|_| None).collect();
    let mut rest: Vec<(usize, Arc<App>, StagedResult)> = apps
        .into_iter()
        .zip(staged)
        .enumerate()
        .map(|(i, (a, s))| (i, a, s))
        .collect();
    while let Some((_, app, _)) = rest.first() {
        let app = app.clone();
        let (mine, others): (Vec<_>, Vec<_>) =
            rest.into_iter().partition(|(_, a, _)| Arc::ptr_eq(a, &app));
        rest = others;
        let (at, group): (Vec<usize>, Vec<StagedResult>) =
            mine.into_iter().map(|(i, _, s)| (i, s)).unzip();
        // Tidied later, when no result waits ([`Owner::idle`]).
        app.untidy
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .folders
            .extend(group.iter().map(StagedResult::folder));
        for (i, answer) in at.into_iter().zip(app.put_in_place(group)) {
            answers[i] = Some(answer);
        }
    }
    answers
        .into_iter()
        .map(|a| {
            a.unwrap_or_else(|| {
                Err(Refusal::Failed(crate::error::Error::io(
                    std::path::Path::new("."),
                    std::io::Error::other("a result of the batch was not put in place"),
                )))
            })
        })
        .collect()
}

/// What a request's file work gave: its answer, or a result staged, to be
/// put in place ([`commit_async`]) and then answered by the function given.
pub(crate) enum Step {
    Answer(axum::response::Response),
    Commit(
        Box<StagedResult>,
        Box<dyn FnOnce(Result<Saved, Refusal>) -> axum::response::Response + Send>,
    ),
}

/// Runs `work` on a file thread ([`super::app::blocking`]); a result it
/// staged is then put in place while the request waits without a thread.
/// The request's turn among the writes (`turn`) is given up once the work
/// is done: waiting for its batch, the result holds no file thread.
pub(crate) async fn blocking_then_commit(
    app: std::sync::Arc<App>,
    turn: Option<axum::Extension<super::sessions::WriteTurn>>,
    words: crate::words::Words,
    work: impl FnOnce() -> Step + Send + 'static,
) -> axum::response::Response {
    let step = super::app::blocking(words, work).await;
    if let Some(axum::Extension(turn)) = turn {
        turn.give_up();
    }
    match step {
        Err(r) | Ok(Step::Answer(r)) => r,
        Ok(Step::Commit(staged, then)) => then(commit_async(&app, *staged).await),
    }
}

/// The failure of a result whose batch stopped before it was answered.
fn stopped(app: &App) -> Refusal {
    Refusal::Failed(crate::error::Error::io(
        &app.dir,
        std::io::Error::other("the write stopped before it was answered"),
    ))
}

/// A refusal as the status the API and the pages answer with, and its
/// words (those of `hakem result`).
pub(crate) fn refusal_status(r: &Refusal) -> StatusCode {
    match r {
        Refusal::RoundNotPaired { .. } | Refusal::UnknownTable { .. } => StatusCode::NOT_FOUND,
        Refusal::RoundFinished { .. }
        | Refusal::HoldsMoves(_)
        | Refusal::NothingToClear(_)
        | Refusal::HoldsResult { .. }
        | Refusal::EnteredInEvent(_)
        | Refusal::Unreadable(..) => StatusCode::CONFLICT,
        Refusal::Rules { .. } => StatusCode::UNPROCESSABLE_ENTITY,
        // The record the entry makes is one the record's checks refuse (a
        // set entered by its result in a game whose sets are counted
        // stores): the entry is wrong, not the server (found by the
        // serve_body fuzz target).
        Refusal::Failed(crate::error::Error::Input(_)) => StatusCode::UNPROCESSABLE_ENTITY,
        // Another writer saved the record between the read and the write.
        Refusal::Failed(crate::error::Error::Changed(_)) => StatusCode::CONFLICT,
        // Another writer held the event's lock for the whole wait.
        Refusal::Failed(e) if crate::event::lock::is_busy(e) => StatusCode::SERVICE_UNAVAILABLE,
        Refusal::Failed(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
