//! Group commit: the results that arrive while others are being written
//! wait here, then are put in place together by the first of them to find
//! nobody writing (one hold of the event's write lock, one sync of the
//! round's folder), and each is answered. What is put in place, and how,
//! is the caller's (`results`); this module knows only the queue.

use std::collections::HashMap;
use std::sync::{Condvar, Mutex};

use crate::event::result::{Refusal, StagedResult};

/// The results waiting to be put in place, and the answers not yet taken.
#[derive(Default)]
pub(crate) struct Commits {
    queue: Mutex<Queue>,
    done: Condvar,
}

#[derive(Default)]
struct Queue {
    waiting: Vec<(u64, StagedResult)>,
    /// A request is putting a batch in place.
    busy: bool,
    next: u64,
    answers: HashMap<u64, Result<Saved, Refusal>>,
}

/// A result judged (and saved, when asked): what the pages and the API show.
pub(crate) struct Saved {
    pub source: std::sync::Arc<crate::text::diagnostic::Source>,
    pub record: crate::record::Record,
    pub verdict: crate::referee::Verdict,
    /// The tournament rules' name.
    pub tournament: String,
}

impl Commits {
    /// Puts a staged result in place with the others waiting: the first
    /// request to find nobody writing takes every result waiting, puts them in
    /// place with `put_in_place` (one answer per result, in order), and
    /// answers each; the others wait for their answer or their turn.
    pub(crate) fn submit(
        &self,
        staged: StagedResult,
        put_in_place: impl Fn(Vec<StagedResult>) -> Vec<Result<Saved, Refusal>>,
    ) -> Result<Saved, Refusal> {
        let commits = self;
        let mut queue = commits.queue.lock().unwrap_or_else(|e| e.into_inner());
        let id = queue.next;
        queue.next += 1;
        queue.waiting.push((id, staged));
        loop {
            if let Some(answer) = queue.answers.remove(&id) {
                return answer;
            }
            if !queue.busy {
                queue.busy = true;
                let batch = std::mem::take(&mut queue.waiting);
                drop(queue);
                // Lets the next request in even if this one panics.
                let turn = Turn(commits);
                let (ids, staged): (Vec<u64>, Vec<StagedResult>) = batch.into_iter().unzip();
                let answers = ids.into_iter().zip(put_in_place(staged));
                commits
                    .queue
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .answers
                    .extend(answers);
                drop(turn);
                queue = commits.queue.lock().unwrap_or_else(|e| e.into_inner());
                continue;
            }
            queue = commits.done.wait(queue).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// Lets the next request put a batch in place, and wakes those waiting.
struct Turn<'a>(&'a Commits);

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let mut queue = self.0.queue.lock().unwrap_or_else(|e| e.into_inner());
        queue.busy = false;
        drop(queue);
        self.0.done.notify_all();
    }
}
