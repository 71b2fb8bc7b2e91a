//! Group commit: the results that arrive while others are being written
//! wait here, then are put in place together (one sync of the file system
//! for the batch, then for each event one hold of its write lock and one
//! sync of its round's folder), and each is answered. One queue serves a
//! whole hall: its groups' results share a batch and its sync. Each result
//! comes with its owner (`T`: the group's state); what is put in place, and
//! how, is the caller's (`results`); this module knows only the queue.
//!
//! A result waits for its answer without holding a thread
//! ([`Commits::enqueue`] gives a channel): the phones of a whole hall can
//! wait for one batch while the file threads judge the next results and
//! serve the pages.

use std::sync::Mutex;

use tokio::sync::oneshot;

use crate::event::result::{Refusal, StagedResult};

/// The results waiting to be put in place, each with its owner `T`.
pub(crate) struct Commits<T> {
    queue: Mutex<Queue<T>>,
}

impl<T> Default for Commits<T> {
    fn default() -> Commits<T> {
        Commits {
            queue: Mutex::new(Queue {
                waiting: Vec::new(),
                busy: false,
            }),
        }
    }
}

/// A result's answer, once its batch is in place.
pub(crate) type Answer = oneshot::Receiver<Result<Saved, Refusal>>;

/// A result waiting: its owner, the result, where its answer goes.
type Waiting<T> = (T, StagedResult, oneshot::Sender<Result<Saved, Refusal>>);

struct Queue<T> {
    waiting: Vec<Waiting<T>>,
    /// A thread is putting batches in place ([`Commits::drain`]).
    busy: bool,
}

/// A result judged (and saved, when asked): what the pages and the API show.
pub(crate) struct Saved {
    pub source: std::sync::Arc<crate::text::diagnostic::Source>,
    pub record: crate::record::Record,
    pub verdict: crate::referee::Verdict,
    /// The tournament rules' name.
    pub tournament: String,
}

impl<T> Commits<T> {
    /// Queues a staged result of `owner`. `true` with the answer: nobody is
    /// putting results in place, so the caller must ([`Commits::drain`], on
    /// a thread that may wait for files).
    pub(crate) fn enqueue(&self, owner: T, staged: StagedResult) -> (Answer, bool) {
        let (tx, rx) = oneshot::channel();
        let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        queue.waiting.push((owner, staged, tx));
        let lead = !queue.busy;
        queue.busy = true;
        (rx, lead)
    }

    /// Puts the waiting results in place, batch after batch, with
    /// `put_in_place` (one answer per result, in order), until none waits.
    pub(crate) fn drain(
        &self,
        put_in_place: impl Fn(Vec<(T, StagedResult)>) -> Vec<Result<Saved, Refusal>>,
    ) {
        // Should `put_in_place` panic, the results waiting are answered (a
        // failure) and the next result leads.
        let turn = Turn(self);
        loop {
            let batch = {
                let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
                if queue.waiting.is_empty() {
                    queue.busy = false;
                    break;
                }
                std::mem::take(&mut queue.waiting)
            };
            let (staged, answers): (Vec<(T, StagedResult)>, Vec<_>) =
                batch.into_iter().map(|(o, s, tx)| ((o, s), tx)).unzip();
            for (answer, tx) in put_in_place(staged).into_iter().zip(answers) {
                // The request may have gone (its client closed): its result
                // is written all the same.
                let _ = tx.send(answer);
            }
        }
        std::mem::forget(turn);
    }
}

/// Ends a [`Commits::drain`] that panicked: the waiting results are
/// answered as failed (their senders dropped), and the next result leads.
struct Turn<'a, T>(&'a Commits<T>);

impl<T> Drop for Turn<'_, T> {
    fn drop(&mut self) {
        let mut queue = self.0.queue.lock().unwrap_or_else(|e| e.into_inner());
        queue.busy = false;
        queue.waiting.clear();
    }
}
