//! What the solver's search threads share: the rules, the table and the
//! endgame tables, the stop flags, the node count and the children being
//! searched; and why a thread or a solve stopped. The solve (`solve`) and
//! its threads (`solve::worker`) both read it.

use std::sync::atomic::{AtomicBool, AtomicU64};

use crate::engine::Position;
use crate::ruleset::Ruleset;

use super::endgame::Endgame;
use super::key::Keys;
use super::table::Table;

/// Why a solve ended without the exact value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// Interrupted (Ctrl-C): the bounds proven so far stand.
    Interrupted,
    /// A position repeated under rules without a repetition rule: play can
    /// go on forever, so the game has no value.
    Endless,
    /// No search thread could be started (the system refused: too little
    /// memory or address space for its stack, or too many threads).
    NoThread,
}

/// How often (in nodes, a power of two minus one) a search thread counts
/// its nodes in and looks at the stop flags.
pub(super) const POLL: u64 = (1 << 10) - 1;

/// How often (in nodes, a power of two minus one) thread 0 looks whether
/// the table should grow: counted in nodes, so with one thread the search,
/// and its node count, do not depend on timing.
pub(super) const GROW_POLL: u64 = (1 << 16) - 1;

/// Nodes closer to the root than this many moves share out their children
/// between threads (a child another thread is searching is put off to the
/// end); deeper down the bookkeeping costs more than the work it shares.
pub(super) const SHARE_DEPTH: usize = 16;

/// Slots of the table of children being searched (a power of two).
const BUSY_SLOTS: usize = 1 << 14;

/// A position in the line being searched, for the repetition check.
#[derive(Clone, Copy)]
pub(super) struct Seen {
    pub(super) hash: u64,
    pub(super) position: Position,
}

/// Why a search thread stopped before its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Halt {
    Stopped(Stopped),
    /// Another thread answered this step first.
    Answered,
    /// The table is to grow: the step is searched again after it.
    Grow,
}

/// What every search thread shares.
pub(super) struct Shared<'s> {
    pub(super) rules: &'s Ruleset,
    pub(super) table: &'s Table,
    pub(super) endgame: Option<&'s Endgame>,
    /// Stones in the pits up to which the endgame tables answer.
    pub(super) endgame_max: u16,
    /// The positions' keys; they include the stores when a majority rule
    /// reads them.
    pub(super) keys: Keys,
    /// The repetition rule ends the game on a repeat.
    pub(super) repetition_ends: bool,
    /// Stones in the game (pits and stores).
    pub(super) total: u16,
    /// Set by the user (Ctrl-C, SIGTERM).
    pub(super) stop: &'s AtomicBool,
    /// Nodes after which the solve stops as if interrupted.
    pub(super) node_limit: u64,
    /// The step being searched has its answer (or a thread found endless
    /// play): the other threads stop.
    pub(super) answered: AtomicBool,
    /// Thread 0 found the table mostly full: every thread stops, the table
    /// grows and the step is searched again (its work is in the table).
    /// (Growing in place on one thread, the search going on, was measured:
    /// Kalah(6,4) took 98.6M nodes instead of 61.1M.)
    pub(super) growing: AtomicBool,
    /// Nodes searched by all threads, counted in every `POLL` nodes.
    pub(super) nodes: AtomicU64,
    /// Children being searched, by hash (empty with one thread).
    pub(super) busy: Vec<AtomicU64>,
}

impl<'s> Shared<'s> {
    pub(super) fn new(
        rules: &'s Ruleset,
        table: &'s Table,
        endgame: Option<&'s Endgame>,
        stop: &'s AtomicBool,
        threads: usize,
    ) -> Shared<'s> {
        Shared {
            rules,
            table,
            endgame,
            endgame_max: endgame.map_or(0, |e| e.max()),
            keys: Keys::new(rules.pits(), rules.total_stones(), rules.end().majority),
            repetition_ends: rules.end().cycle,
            total: rules.total_stones(),
            stop,
            node_limit: u64::MAX,
            answered: AtomicBool::new(false),
            growing: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            busy: if threads > 1 {
                (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect()
            } else {
                Vec::new()
            },
        }
    }

    #[inline]
    pub(super) fn busy_slot(&self, hash: u64) -> &AtomicU64 {
        &self.busy[(hash >> 40) as usize & (BUSY_SLOTS - 1)]
    }
}
