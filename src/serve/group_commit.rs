//! Group commit: the results that arrive while others are being written
//! wait here, then are put in place together (one sync of the file system
//! for the batch, then for each event one hold of its write lock and one
//! sync of its round's folder), and each is answered. One queue serves a
//! whole hall: its groups' results share a batch and its sync. Each result
//! comes with its owner (`T`: the group's state); what is put in place, and
//! how, is the owner's ([`Owner`], in `results`); this module knows only
//! the queue and its thread.
//!
//! The batches are put in place by one thread of the queue's own, which
//! does nothing else: every result waits for it, so it never waits for a
//! free file thread behind the results being judged. A result waits for
//! its answer without holding a thread ([`Commits::enqueue`] gives a
//! channel): the phones of a whole hall can wait for one batch while the
//! file threads judge the next results and serve the pages.

use std::sync::{Arc, Condvar, Mutex, OnceLock};

use tokio::sync::oneshot;

use crate::event::result::{Refusal, StagedResult};

/// What the queue's thread does with its owners' results.
pub(crate) trait Owner: Clone + Send + Sized + 'static {
    /// Puts a batch in place: one answer per result, in the batch's order.
    fn put_in_place(batch: Vec<(Self, StagedResult)>) -> Vec<Result<Saved, Refusal>>;
    /// Once no result waits: the owners of the results put in place since
    /// the last call (each once or more), for what can wait until then.
    fn idle(owners: Vec<Self>);
}

/// The results waiting to be put in place, each with its owner `T`.
pub(crate) struct Commits<T> {
    shared: Arc<Shared<T>>,
    /// The queue's thread, started with the first result.
    thread: OnceLock<()>,
}

struct Shared<T> {
    queue: Mutex<Queue<T>>,
    /// Signalled when a result arrives, or the queue closes.
    arrived: Condvar,
}

struct Queue<T> {
    waiting: Vec<Waiting<T>>,
    /// No owner holds the queue any more: its thread ends.
    closed: bool,
}

impl<T> Default for Commits<T> {
    fn default() -> Commits<T> {
        Commits {
            shared: Arc::new(Shared {
                queue: Mutex::new(Queue {
                    waiting: Vec::new(),
                    closed: false,
                }),
                arrived: Condvar::new(),
            }),
            thread: OnceLock::new(),
        }
    }
}

impl<T> Drop for Commits<T> {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.arrived.notify_all();
    }
}

impl<T> Shared<T> {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue<T>> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A result's answer, once its batch is in place.
pub(crate) type Answer = oneshot::Receiver<Result<Saved, Refusal>>;

/// A result waiting: its owner, the result, where its answer goes.
type Waiting<T> = (T, StagedResult, oneshot::Sender<Result<Saved, Refusal>>);

/// A result judged (and saved, when asked): what the pages and the API show.
pub(crate) struct Saved {
    pub source: std::sync::Arc<crate::text::diagnostic::Source>,
    pub record: crate::record::Record,
    pub verdict: crate::referee::Verdict,
    /// The tournament rules' name.
    pub tournament: String,
}

impl<T: Owner> Commits<T> {
    /// Queues a staged result of `owner`; its answer comes once its batch
    /// is in place. A queue whose thread could not start answers at once,
    /// a failure (the channel closed).
    pub(crate) fn enqueue(&self, owner: T, staged: StagedResult) -> Answer {
        let (tx, rx) = oneshot::channel();
        self.thread.get_or_init(|| {
            let shared = self.shared.clone();
            let started = std::thread::Builder::new()
                .name("commits".into())
                .spawn(move || run(&shared));
            if started.is_err() {
                self.shared.lock().closed = true;
            }
        });
        let mut queue = self.shared.lock();
        if !queue.closed {
            queue.waiting.push((owner, staged, tx));
            self.shared.arrived.notify_one();
        }
        rx
    }
}

/// The queue's thread: puts the waiting results in place, batch after
/// batch, until the queue closes and none waits.
fn run<T: Owner>(shared: &Shared<T>) {
    let mut owners: Vec<T> = Vec::new();
    loop {
        let batch = {
            let mut queue = shared.lock();
            if queue.waiting.is_empty() && !owners.is_empty() {
                drop(queue);
                T::idle(std::mem::take(&mut owners));
                continue;
            }
            while queue.waiting.is_empty() && !queue.closed {
                queue = shared
                    .arrived
                    .wait(queue)
                    .unwrap_or_else(|e| e.into_inner());
            }
            if queue.waiting.is_empty() {
                return;
            }
            std::mem::take(&mut queue.waiting)
        };
        let (staged, answers): (Vec<(T, StagedResult)>, Vec<_>) =
            batch.into_iter().map(|(o, s, tx)| ((o, s), tx)).unzip();
        // Should putting a batch in place panic, its results are answered
        // (a failure: their channels close) and the next batch goes on.
        owners.extend(staged.iter().map(|(o, _)| o.clone()));
        let put =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| T::put_in_place(staged)));
        let Ok(put) = put else { continue };
        for (answer, tx) in put.into_iter().zip(answers) {
            // The request may have gone (its client closed): its result is
            // written all the same.
            let _ = tx.send(answer);
        }
    }
}
