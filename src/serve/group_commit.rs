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

/// What the queue's thread does with its owners' results.
pub(crate) trait Owner: Clone + Send + Sized + 'static {
    /// A result waiting (the server's: a staged result).
    type Staged: Send + 'static;
    /// A result's answer.
    type Answer: Send + 'static;
    /// Puts a batch in place: one answer per result, in the batch's order.
    fn put_in_place(batch: Vec<(Self, Self::Staged)>) -> Vec<Self::Answer>;
    /// Once no result waits: the owners of the results put in place since
    /// the last call (each once or more), for what can wait until then.
    fn idle(owners: Vec<Self>);
}

/// The results waiting to be put in place, each with its owner `T`.
pub(crate) struct Commits<T: Owner> {
    shared: Arc<Shared<T>>,
    /// The queue's thread, started with the first result.
    thread: OnceLock<()>,
}

struct Shared<T: Owner> {
    queue: Mutex<Queue<T>>,
    /// Signalled when a result arrives, or the queue closes.
    arrived: Condvar,
}

struct Queue<T: Owner> {
    waiting: Vec<Waiting<T>>,
    /// No owner holds the queue any more: its thread ends.
    closed: bool,
}

impl<T: Owner> Default for Commits<T> {
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

impl<T: Owner> Drop for Commits<T> {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.arrived.notify_all();
    }
}

impl<T: Owner> Shared<T> {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue<T>> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A result waiting: its owner, the result, where its answer goes.
type Waiting<T> = (
    T,
    <T as Owner>::Staged,
    oneshot::Sender<<T as Owner>::Answer>,
);

/// A result judged (and saved, when asked): what the pages and the API show.
/// Once saved, its record and verdict are shared with the folder's cache,
/// not copied.
pub(crate) struct Saved {
    /// The record's text (as written, or as it would be), read back as
    /// `hakem check` reads it.
    pub opened: std::sync::Arc<crate::referee::open_record::OpenRecord>,
    pub verdict: std::sync::Arc<crate::referee::Verdict>,
}

impl<T: Owner> Commits<T> {
    /// Queues a staged result of `owner`; its answer comes once its batch
    /// is in place. A queue whose thread could not start answers at once,
    /// a failure (the channel closed).
    pub(crate) fn enqueue(&self, owner: T, staged: T::Staged) -> oneshot::Receiver<T::Answer> {
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
                let owners = std::mem::take(&mut owners);
                // A panic there leaves the queue's thread going.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| T::idle(owners)));
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
        let (staged, answers): (Vec<(T, T::Staged)>, Vec<_>) =
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    /// An owner whose batches double their values, panic on a negative
    /// one, and wait at a gate the test may hold.
    #[derive(Clone, Default)]
    struct Doubler(Arc<Log>);

    #[derive(Default)]
    struct Log {
        gate: Mutex<()>,
        batches: Mutex<Vec<usize>>,
        idle: AtomicUsize,
    }

    impl Owner for Doubler {
        type Staged = i32;
        type Answer = i32;

        fn put_in_place(batch: Vec<(Self, i32)>) -> Vec<i32> {
            let log = batch[0].0.0.clone();
            drop(log.gate.lock().unwrap_or_else(|e| e.into_inner()));
            log.batches
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(batch.len());
            assert!(batch.iter().all(|(_, v)| *v >= 0), "a negative value");
            batch.into_iter().map(|(_, v)| v * 2).collect()
        }

        fn idle(owners: Vec<Self>) {
            owners[0].0.idle.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn the_results_that_wait_meanwhile_are_put_in_place_together_and_answered_in_order() {
        let owner = Doubler::default();
        let commits = Commits::<Doubler>::default();
        let gate = owner.0.gate.lock().unwrap();
        let answers: Vec<_> = (0..100)
            .map(|v| commits.enqueue(owner.clone(), v))
            .collect();
        drop(gate);
        let got: Vec<i32> = answers
            .into_iter()
            .map(|a| a.blocking_recv().unwrap())
            .collect();
        assert_eq!(got, (0..100).map(|v| v * 2).collect::<Vec<_>>());
        let batches = owner.0.batches.lock().unwrap().clone();
        assert_eq!(batches.iter().sum::<usize>(), 100);
        // The first batch waited at the gate; every other result waited for it.
        assert!(batches.len() <= 2, "{batches:?}");
    }

    #[test]
    fn a_batch_that_panics_fails_its_results_and_the_queue_goes_on() {
        let owner = Doubler::default();
        let commits = Commits::<Doubler>::default();
        assert!(commits.enqueue(owner.clone(), -1).blocking_recv().is_err());
        assert_eq!(commits.enqueue(owner.clone(), 21).blocking_recv(), Ok(42));
    }

    #[test]
    fn the_owners_are_told_once_no_result_waits() {
        let owner = Doubler::default();
        let commits = Commits::<Doubler>::default();
        assert_eq!(commits.enqueue(owner.clone(), 1).blocking_recv(), Ok(2));
        let until = Instant::now() + Duration::from_secs(10);
        while owner.0.idle.load(Ordering::SeqCst) == 0 && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(owner.0.idle.load(Ordering::SeqCst), 1);
    }
}
