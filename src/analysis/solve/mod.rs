//! Solving a position: its exact value under perfect play by both sides and
//! a move that keeps it, for any ruleset, through the generic interpreter.
//!
//! The value of a position is the final store difference (the player to
//! move's store minus the opponent's) when both play perfectly. The search
//! computes the part still to come — the stones the mover gains from here on
//! minus the opponent's — so that positions with the same pits but different
//! stores share their results (unless a majority rule makes the stores
//! matter).
//!
//! - MTD(f): a sequence of null-window alpha-beta searches closing in on the
//!   exact value, seeded with a guess from iterative deepening with a
//!   depth-limited search (`players::alphabeta`).
//! - A transposition table of proven bounds, bounded in bytes.
//! - Move ordering: the table's best move, then moves that give another
//!   turn (the fewest stones sown first), then the largest immediate gain,
//!   then the history heuristic.
//! - Endgame tables (`endgame`) for positions with few stones left in the
//!   pits, when the rules make them exact.
//! - Threads ([`Solver::with_threads`]): every MTD(f) step searched by all
//!   of them over the one shared table, children near the root shared out;
//!   the value and the best move do not depend on timing.
//! - The repetition rule: positions since the stores last changed are kept
//!   along the line searched, a repeat ends the game as the engine ends it
//!   (each player takes their own row), and the table key then includes that
//!   history, so no result is reused where the history differs. Without a
//!   repetition rule a repeat means the game can go on forever: the solve
//!   stops with [`Stopped::Endless`].

pub mod cache;
pub mod endgame;
pub mod kept;
pub mod key;
pub mod level_file;
pub mod moves;
pub mod proven;
pub mod table;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::{Player, Position};
use crate::ruleset::{MAX_PITS, NoMove, Relay, Ruleset};

use endgame::Endgame;
use key::{Keys, board_stones, mix, store_lead};
use moves::moves;
use table::{AllocError, NO_MOVE, Table};

/// What in `rules` the solver cannot handle yet, if anything. A tuzdyk
/// changes every later sowing and neither the table key nor the endgame
/// tables hold it. Under passes and relay sowing small boards show lines
/// that repeat forever which the search can prune unseen, so its value
/// would depend on move order. Captures during sowing are not yet checked
/// against the plain minimax.
pub fn unsupported(rules: &Ruleset) -> Option<Unsupported> {
    if rules.tuzdyk().is_some() {
        Some(Unsupported::Tuzdyk)
    } else if rules.sowing().relay != Relay::None {
        Some(Unsupported::Relay)
    } else if !rules.sowing().capture_during.is_empty() {
        Some(Unsupported::CaptureDuring)
    } else if rules.no_move() == NoMove::Pass {
        Some(Unsupported::Passes)
    } else {
        None
    }
}

crate::messages! {
    /// A rule the solver does not handle yet.
    pub enum Unsupported {
        Tuzdyk = "solve-unsupported-tuzdyk",
        Relay = "solve-unsupported-relay",
        CaptureDuring = "solve-unsupported-capture-during",
        Passes = "solve-unsupported-passes",
    }
}

/// The position after `pits` (1..N each) from the start, and the positions
/// after each move since the stores last changed (what `Game` keeps for the
/// repetition rule), or the 0-based index of the first illegal move.
pub fn after_moves(
    rules: &Ruleset,
    pits: &[u32],
) -> Result<(Position, Vec<Position>), (usize, crate::engine::IllegalMove)> {
    let mut game = crate::engine::Game::new(rules);
    let mut history: Vec<Position> = Vec::new();
    for (k, &pit) in pits.iter().enumerate() {
        let before = *game.position();
        game.play(pit).map_err(|e| (k, e))?;
        let after = *game.position();
        let stores = |p: &Position| (p.store(Player::South), p.store(Player::North));
        if stores(&before) != stores(&after) {
            history.clear();
        }
        history.push(after);
    }
    Ok((*game.position(), history))
}

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

/// Proven bounds on the final store difference, from the mover's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    pub lower: i32,
    pub upper: i32,
}

/// What a solve found.
#[derive(Debug, Clone)]
pub struct Solution {
    /// The final store difference under perfect play (mover's store minus
    /// the opponent's), when proven.
    pub value: Option<i32>,
    pub bounds: Bounds,
    /// A move (1-based pit) that keeps the value, when there is one.
    pub best: Option<u8>,
    pub nodes: u64,
    pub elapsed: Duration,
    pub stopped: Option<Stopped>,
}

/// Progress of a long solve, for a progress display.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub bounds: Bounds,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// The most search threads a solve takes.
pub const MAX_THREADS: usize = 64;

/// How often (in nodes, a power of two minus one) a search thread counts
/// its nodes in and looks at the stop flags.
const POLL: u64 = (1 << 10) - 1;

/// How often (in nodes, a power of two minus one) thread 0 looks whether
/// the table should grow: counted in nodes, so with one thread the search,
/// and its node count, do not depend on timing.
const GROW_POLL: u64 = (1 << 16) - 1;

/// How often the progress display is told, while a search runs.
const REPORT_EVERY: Duration = Duration::from_millis(200);

/// Stack reserved (not committed) for a search thread: the search recurses
/// once per move of the longest line.
const SEARCH_STACK: usize = 1 << 30;

/// Nodes closer to the root than this many moves share out their children
/// between threads (a child another thread is searching is put off to the
/// end); deeper down the bookkeeping costs more than the work it shares.
const SHARE_DEPTH: usize = 16;

/// Slots of the table of children being searched (a power of two).
const BUSY_SLOTS: usize = 1 << 14;

/// A position in the line being searched, for the repetition check.
#[derive(Clone, Copy)]
struct Seen {
    hash: u64,
    position: Position,
}

/// Why a search thread stopped before its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Halt {
    Stopped(Stopped),
    /// Another thread answered this step first.
    Answered,
    /// The table is to grow: the step is searched again after it.
    Grow,
}

/// Solves positions of one ruleset: the transposition table is kept from
/// one solve to the next.
///
/// With several threads ([`Solver::with_threads`]) every thread searches
/// the same null window from the root and they share the table; children
/// of nodes near the root that another thread is searching are put off to
/// the end, so the threads work on different parts of the tree. The first
/// answer ends the step. The value does not depend on which thread answers
/// (each proves the same bound), and the best move is chosen by a fixed
/// rule ([`Solution::best`]), so neither depends on timing; only the node
/// count does.
pub struct Solver<'a> {
    rules: &'a Ruleset,
    table: Table,
    endgame: Option<&'a Endgame>,
    stop: &'a AtomicBool,
    progress: &'a mut dyn FnMut(Progress),
    threads: usize,
    bounds_first: bool,
    known: Option<Bounds>,
    node_limit: u64,
}

impl<'a> Solver<'a> {
    /// A solver with a transposition table of at most `table_bytes` bytes,
    /// searching on one thread.
    pub fn new(
        rules: &'a Ruleset,
        table_bytes: usize,
        endgame: Option<&'a Endgame>,
        stop: &'a AtomicBool,
        progress: &'a mut dyn FnMut(Progress),
    ) -> Solver<'a> {
        Solver::with_table(
            rules,
            Table::with_bytes(table_bytes),
            endgame,
            stop,
            progress,
        )
    }

    /// A solver with the given table (see [`Table::try_with_bytes`]).
    pub fn with_table(
        rules: &'a Ruleset,
        table: Table,
        endgame: Option<&'a Endgame>,
        stop: &'a AtomicBool,
        progress: &'a mut dyn FnMut(Progress),
    ) -> Solver<'a> {
        Solver {
            rules,
            table,
            endgame: endgame.filter(|_| endgame::applies(rules)),
            stop,
            progress,
            threads: 1,
            bounds_first: false,
            known: None,
            node_limit: u64::MAX,
        }
    }

    /// The same, refused when the system does not give `table_bytes` (the
    /// allocation is made at once, its pages touched only as the table
    /// grows into them).
    pub fn try_new(
        rules: &'a Ruleset,
        table_bytes: usize,
        endgame: Option<&'a Endgame>,
        stop: &'a AtomicBool,
        progress: &'a mut dyn FnMut(Progress),
    ) -> Result<Solver<'a>, AllocError> {
        Ok(Solver::with_table(
            rules,
            Table::try_with_bytes(table_bytes)?,
            endgame,
            stop,
            progress,
        ))
    }

    /// Searches with `threads` threads (1 to [`MAX_THREADS`]; clamped).
    pub fn with_threads(mut self, threads: usize) -> Solver<'a> {
        self.threads = threads.clamp(1, MAX_THREADS);
        self
    }

    /// Proves loose bounds first: each step a quarter of the way into the
    /// interval still open, from its two ends in turn, instead of at the
    /// guess (MTD(f)'s steps near the value are the hardest). A run cut
    /// short then still narrows the value; the exact value may take more
    /// steps. The value and the best move are the same.
    pub fn bounds_first(mut self, on: bool) -> Solver<'a> {
        self.bounds_first = on;
        self
    }

    /// Starts from bounds already proven on the root (the final store
    /// difference from the mover's view), e.g. by an earlier run cut short
    /// ([`proven`]); bounds that contradict the root's own are ignored.
    pub fn known_bounds(mut self, bounds: Option<Bounds>) -> Solver<'a> {
        self.known = bounds;
        self
    }

    /// Stops the solve as an interruption does once about `nodes` nodes are
    /// searched (counted every `POLL + 1` nodes of a thread): with one
    /// thread, a cut at the same place every time, for tests of a run cut
    /// short and taken up again.
    pub fn node_limit(mut self, nodes: u64) -> Solver<'a> {
        self.node_limit = nodes;
        self
    }

    /// The transposition table (to keep it between runs: `kept`).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The bytes of the table in use (it grows as the search needs).
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Solves `root`; `history` is the positions after each move since the
    /// stores last changed (as `Game` keeps them), for the repetition rule.
    pub fn solve(&mut self, root: &Position, history: &[Position]) -> Solution {
        let start = Instant::now();
        let shared = Shared::new(
            self.rules,
            &self.table,
            self.endgame,
            self.stop,
            self.threads,
        );
        let shared = Shared {
            node_limit: self.node_limit,
            ..shared
        };
        let mut workers: Vec<Worker> = (0..self.threads)
            .map(|id| Worker::new(&shared, id, history))
            .collect();
        let mut run = Run {
            known: self.known,
            bounds_first: self.bounds_first,
            shared: &shared,
            workers: &mut workers,
            progress: &mut *self.progress,
            start,
            bounds: Bounds {
                lower: i32::MIN,
                upper: i32::MAX,
            },
        };
        let (value, lower, upper, best, stopped) = run.solve(root);
        Solution {
            value,
            bounds: Bounds { lower, upper },
            best,
            nodes: shared.nodes.load(Ordering::Relaxed),
            elapsed: start.elapsed(),
            stopped,
        }
    }
}

/// What every search thread shares.
struct Shared<'s> {
    rules: &'s Ruleset,
    table: &'s Table,
    endgame: Option<&'s Endgame>,
    /// Stones in the pits up to which the endgame tables answer.
    endgame_max: u16,
    /// The positions' keys; they include the stores when a majority rule
    /// reads them.
    keys: Keys,
    /// The repetition rule ends the game on a repeat.
    repetition_ends: bool,
    /// Stones in the game (pits and stores).
    total: u16,
    /// Set by the user (Ctrl-C, SIGTERM).
    stop: &'s AtomicBool,
    /// Nodes after which the solve stops as if interrupted.
    node_limit: u64,
    /// The step being searched has its answer (or a thread found endless
    /// play): the other threads stop.
    answered: AtomicBool,
    /// Thread 0 found the table mostly full: every thread stops, the table
    /// grows and the step is searched again (its work is in the table).
    /// (Growing in place on one thread, the search going on, was measured:
    /// Kalah(6,4) took 98.6M nodes instead of 61.1M.)
    growing: AtomicBool,
    /// Nodes searched by all threads, counted in every `POLL` nodes.
    nodes: AtomicU64,
    /// Children being searched, by hash (empty with one thread).
    busy: Vec<AtomicU64>,
}

impl<'s> Shared<'s> {
    fn new(
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
    fn busy_slot(&self, hash: u64) -> &AtomicU64 {
        &self.busy[(hash >> 40) as usize & (BUSY_SLOTS - 1)]
    }
}

/// The answer of one null-window step from the root.
#[derive(Debug, Clone, Copy)]
struct Answer {
    value: i32,
    best: u8,
    /// Found by thread 0, whose root order is fixed.
    by_first: bool,
}

/// One solve: the MTD(f) steps, each searched by every thread.
struct Run<'r, 's> {
    known: Option<Bounds>,
    bounds_first: bool,
    shared: &'s Shared<'s>,
    workers: &'r mut [Worker<'s>],
    progress: &'r mut dyn FnMut(Progress),
    start: Instant,
    bounds: Bounds,
}

impl Run<'_, '_> {
    /// (value, lower, upper, best move 1-based, why stopped).
    fn solve(&mut self, root: &Position) -> (Option<i32>, i32, i32, Option<u8>, Option<Stopped>) {
        let mover = root.to_move();
        let lead = store_lead(root, mover);
        if root.is_over() {
            return (Some(lead), lead, lead, None, None);
        }
        let board = i32::from(board_stones(root));
        let mut lower = -board;
        let mut upper = board;
        if let Some(k) = self.known {
            let (l, u) = (lower.max(k.lower - lead), upper.min(k.upper - lead));
            if l <= u {
                (lower, upper) = (l, u);
            }
        }
        self.bounds = Bounds {
            lower: lead + lower,
            upper: lead + upper,
        };
        let mut guess = first_guess(self.shared.rules, root).clamp(lower, upper);
        // The move of the last step that raised the lower bound, when
        // thread 0 found it: the first move in its fixed root order
        // reaching that bound.
        let mut best: Option<(i32, u8)> = None;
        let mut from_below = true;
        while lower < upper {
            if self.bounds_first {
                let quarter = (upper - lower) / 4;
                guess = if from_below {
                    lower + quarter
                } else {
                    upper - quarter
                };
                from_below = !from_below;
            }
            let beta = if guess == lower { guess + 1 } else { guess };
            let answer = match self.step_growing(root, beta - 1, beta, false) {
                Ok(a) => a,
                Err(stopped) => return (None, lead + lower, lead + upper, None, Some(stopped)),
            };
            let g = answer.value;
            if g < beta {
                upper = g;
            } else {
                lower = g;
                best = answer.by_first.then_some((g, answer.best));
            }
            guess = g;
            self.bounds = Bounds {
                lower: lead + lower,
                upper: lead + upper,
            };
            self.report();
        }
        // The best move is the first in thread 0's fixed root order whose
        // value is the root's. A step that proved the value from below
        // found it when thread 0 answered it with the value itself (every
        // move before it is below the step's bound, so below the value);
        // otherwise one more step at the value finds it.
        let best = match best {
            Some((g, m)) if g == lower => m,
            _ => match self.step_growing(root, lower - 1, lower, true) {
                Ok(a) => a.best,
                Err(stopped) => return (None, lead + lower, lead + upper, None, Some(stopped)),
            },
        };
        let best = (best != NO_MOVE).then(|| best + 1);
        (Some(lead + lower), lead + lower, lead + upper, best, None)
    }

    /// [`Run::step`], searched again after the table grows when it asks
    /// to; the table also grows after a step that left it mostly full.
    fn step_growing(
        &mut self,
        root: &Position,
        alpha: i32,
        beta: i32,
        first_only: bool,
    ) -> Result<Answer, Stopped> {
        loop {
            match self.step(root, alpha, beta, first_only) {
                Err(Halt::Grow) => self.shared.table.grow(),
                Err(Halt::Stopped(s)) => return Err(s),
                // Not returned by a step (an answer ends it).
                Err(Halt::Answered) => return Err(Stopped::Interrupted),
                Ok(a) => {
                    if self.shared.table.wants_to_grow() {
                        self.shared.table.grow();
                    }
                    return Ok(a);
                }
            }
        }
    }

    /// One null-window search of the root by every thread; the first answer
    /// counts (with `first_only`, thread 0's: its move is the one the fixed
    /// order finds). `Err(Halt::Grow)`: the table is to grow first.
    fn step(
        &mut self,
        root: &Position,
        alpha: i32,
        beta: i32,
        first_only: bool,
    ) -> Result<Answer, Halt> {
        let shared = self.shared;
        shared.answered.store(false, Ordering::Relaxed);
        shared.growing.store(false, Ordering::Relaxed);
        let (sender, receiver) = mpsc::channel();
        let mut answer: Option<Answer> = None;
        let mut halted: Option<Stopped> = None;
        let (workers, progress) = (&mut *self.workers, &mut *self.progress);
        let report = |progress: &mut dyn FnMut(Progress)| {
            progress(Progress {
                bounds: self.bounds,
                nodes: shared.nodes.load(Ordering::Relaxed),
                elapsed: self.start.elapsed(),
            })
        };
        std::thread::scope(|scope| {
            let mut running = 0;
            for worker in workers.iter_mut() {
                let sender = sender.clone();
                let root = *root;
                let search = move || {
                    let (value, best) = worker.search_root(&root, alpha, beta);
                    let answer = match worker.halt {
                        None => Ok(Answer {
                            value,
                            best,
                            by_first: worker.id == 0,
                        }),
                        Some(h) => Err(h),
                    };
                    if answer.is_ok() && (worker.id == 0 || !first_only)
                        || matches!(answer, Err(Halt::Stopped(_)))
                    {
                        shared.answered.store(true, Ordering::Relaxed);
                    }
                    // The receiver outlives every thread of the scope.
                    let _ = sender.send(answer);
                };
                let spawned = std::thread::Builder::new()
                    .stack_size(SEARCH_STACK)
                    .spawn_scoped(scope, search);
                match spawned {
                    Ok(_) => running += 1,
                    // Fewer threads than asked: the others still answer.
                    Err(_) if running > 0 => {}
                    Err(_) => {
                        halted = Some(Stopped::NoThread);
                        return;
                    }
                }
            }
            drop(sender);
            while running > 0 {
                match receiver.recv_timeout(REPORT_EVERY) {
                    Ok(result) => {
                        running -= 1;
                        match result {
                            Ok(a) if answer.is_none() && (a.by_first || !first_only) => {
                                answer = Some(a)
                            }
                            Ok(_) | Err(Halt::Answered | Halt::Grow) => {}
                            Err(Halt::Stopped(s)) => {
                                // Endless play outranks an interruption.
                                if halted != Some(Stopped::Endless) {
                                    halted = Some(s);
                                }
                            }
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => report(progress),
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
            }
        });
        match (halted, answer) {
            (Some(Stopped::Endless), _) => Err(Halt::Stopped(Stopped::Endless)),
            (_, Some(a)) => Ok(a),
            (Some(s), None) => Err(Halt::Stopped(s)),
            (None, None) if shared.growing.load(Ordering::Relaxed) => Err(Halt::Grow),
            // Every thread ended without an answer (none does, unless
            // stopped).
            (None, None) => Err(Halt::Stopped(Stopped::Interrupted)),
        }
    }

    fn report(&mut self) {
        let p = Progress {
            bounds: self.bounds,
            nodes: self.shared.nodes.load(Ordering::Relaxed),
            elapsed: self.start.elapsed(),
        };
        (self.progress)(p);
    }
}

/// A first guess for MTD(f): iterative deepening with a depth-limited
/// search, deepening while a depth visits fewer than `GUESS_NODES`
/// positions (the next one visits a few times more). Counted in positions,
/// not time, so the guess, and the nodes of the search after it, do not
/// depend on the machine's load.
fn first_guess(rules: &Ruleset, root: &Position) -> i32 {
    const GUESS_NODES: u64 = 250_000;
    let mut guess = 0;
    for depth in 1..=12 {
        let (value, nodes) =
            crate::analysis::players::alphabeta::value_and_nodes(rules, root, depth);
        guess = value;
        if nodes >= GUESS_NODES {
            break;
        }
    }
    guess
}

/// One search thread: its line, its buffers and its history heuristic.
struct Worker<'s> {
    shared: &'s Shared<'s>,
    id: usize,
    /// Positions after each move since the stores last changed, along the
    /// line searched; the current stretch starts at `since`.
    line: Vec<Seen>,
    since: usize,
    /// XOR of the mixed hashes of `line[since..]` (a set hash: the order of
    /// the positions does not matter to the rules, only which they are).
    line_set: u64,
    /// Nodes searched, and how many of them are counted in `shared.nodes`.
    nodes: u64,
    counted: u64,
    halt: Option<Halt>,
    /// The children of the positions along the line searched, one buffer
    /// a depth (allocated once per depth reached, not per node).
    children: Vec<[Position; MAX_PITS]>,
    depth: usize,
    /// History heuristic: for each side and pit, the work of the searches
    /// that pit's move cut off. It breaks ties between moves of equal
    /// immediate gain; under the standard capture rule it cuts the nodes
    /// of Kalah(6,3) eightfold.
    history: [[u32; MAX_PITS]; 2],
}

impl<'s> Worker<'s> {
    fn new(shared: &'s Shared<'s>, id: usize, history: &[Position]) -> Worker<'s> {
        let mut w = Worker {
            shared,
            id,
            line: Vec::with_capacity(1024),
            since: 0,
            line_set: 0,
            nodes: 0,
            counted: 0,
            halt: None,
            children: Vec::new(),
            depth: 0,
            history: [[0; MAX_PITS]; 2],
        };
        for p in history {
            w.push(p, shared.keys.of(p).0);
        }
        w
    }

    /// The root: every move is looked at (no answer from the tables), so
    /// that the best move is known. Returns the value and the move.
    fn search_root(&mut self, root: &Position, alpha: i32, beta: i32) -> (i32, u8) {
        self.halt = None;
        let key = self.shared.keys.of(root);
        let answer = self.search_node(root, key, alpha, beta, true);
        self.count_nodes();
        answer
    }

    fn count_nodes(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.nodes - self.counted, Ordering::Relaxed);
        self.counted = self.nodes;
    }

    /// Counts the nodes in and looks at the stop flags.
    #[cold]
    fn poll(&mut self) {
        self.count_nodes();
        let shared = self.shared;
        if self.id == 0 && self.nodes & GROW_POLL == 0 && shared.table.wants_to_grow() {
            shared.growing.store(true, Ordering::Relaxed);
        }
        if shared.stop.load(Ordering::Relaxed)
            || shared.nodes.load(Ordering::Relaxed) >= shared.node_limit
        {
            self.halt.get_or_insert(Halt::Stopped(Stopped::Interrupted));
        } else if shared.answered.load(Ordering::Relaxed) {
            self.halt.get_or_insert(Halt::Answered);
        } else if shared.growing.load(Ordering::Relaxed) {
            self.halt.get_or_insert(Halt::Grow);
        }
    }

    /// `hash`: the position's first key (`keys.of(p).0`;
    /// the stores need not be in it: they are the same all along a
    /// stretch of the line, and the values do not read them unless the
    /// key does).
    #[inline]
    fn push(&mut self, p: &Position, hash: u64) {
        self.line.push(Seen { hash, position: *p });
        self.line_set ^= mix(hash ^ 0x5851_F42D_4C95_7F2D);
    }

    #[inline]
    fn pop(&mut self) {
        if let Some(seen) = self.line.pop() {
            self.line_set ^= mix(seen.hash ^ 0x5851_F42D_4C95_7F2D);
        }
    }

    /// Whether `p` is among the positions since the stores last changed.
    #[inline]
    fn repeats(&self, p: &Position, hash: u64) -> bool {
        self.line[self.since..]
            .iter()
            .any(|s| s.hash == hash && s.position == *p)
    }

    /// The value (future gain for the mover) of a position not over, with
    /// fail-soft alpha-beta.
    /// `key`: `keys.of(p)`, found by the parent.
    fn search(&mut self, p: &Position, key: (u64, u64), alpha: i32, beta: i32) -> i32 {
        self.search_node(p, key, alpha, beta, false).0
    }

    /// At the root every move is looked at (no answer from the tables), so
    /// that the best move is known; thread 0 orders the root's moves by a
    /// fixed rule (no table move, no history), so the move it answers with
    /// is the first in that order reaching `beta`.
    fn search_node(
        &mut self,
        p: &Position,
        key: (u64, u64),
        alpha: i32,
        beta: i32,
        root: bool,
    ) -> (i32, u8) {
        self.nodes += 1;
        if self.nodes & POLL == 0 {
            self.poll();
        }
        if self.halt.is_some() {
            return (0, NO_MOVE);
        }
        let shared = self.shared;
        let mover = p.to_move();
        let (south_store, north_store) = (p.store(Player::South), p.store(Player::North));
        let board = shared.total - south_store - north_store;
        if let Some(e) = shared.endgame
            && board <= shared.endgame_max
            && !root
        {
            return (e.value(p, board), NO_MOVE);
        }
        let board = i32::from(board);
        if !root && board <= alpha {
            return (board, NO_MOVE);
        }
        if !root && -board >= beta {
            return (-board, NO_MOVE);
        }
        let (mut index, mut check) = key;
        if shared.repetition_ends {
            index ^= self.line_set;
            check ^= self.line_set.rotate_left(17);
        }
        let fixed_order = root && self.id == 0;
        let mut tt_move = NO_MOVE;
        if let Some(e) = shared.table.probe(index, check) {
            let (lo, hi) = (i32::from(e.lower), i32::from(e.upper));
            if !root && (lo >= beta || lo == hi) {
                return (lo, e.best);
            }
            if !root && hi <= alpha {
                return (hi, e.best);
            }
            if !fixed_order {
                tt_move = e.best;
            }
        }
        let nodes_before = self.nodes;

        // The children, played once into this depth's buffer. Those whose
        // value is known at once (the game ends, the endgame tables hold
        // them, or the table proves a cutoff: enhanced transposition
        // cutoffs) are settled here; the rest are ordered for the search.
        let depth = self.depth;
        if self.children.len() <= depth {
            self.children.push([*p; MAX_PITS]);
        }
        let side = mover as usize;
        let rules = shared.rules;
        let lead = store_lead(p, mover);
        let mut order = [(0i64, 0u8, 0u8); MAX_PITS];
        let mut count = 0;
        let mut best = i32::MIN;
        let mut best_move = NO_MOVE;
        // Enhanced transposition cutoffs need the children's table slots:
        // they are fetched from memory together (a table far larger than
        // the caches makes each probe a trip to memory).
        let etc = !root && !shared.repetition_ends;
        // Sharing out children between threads needs their hashes too.
        let share = !shared.busy.is_empty() && depth < SHARE_DEPTH;
        let mut keys = [(0u64, 0u64); MAX_PITS];
        // Children the endgame tables hold: (move, gain, same mover,
        // stones in the pits, place in the tables).
        let mut tabled = [(0u8, 0i32, false, 0u16, 0usize); MAX_PITS];
        let mut in_tables = 0;
        for m in moves(rules, p) {
            let (i, child, gain, same) = (m.pit, m.child, m.gain, m.again);
            if child.is_over() {
                if gain > best {
                    best = gain;
                    best_move = i;
                    if gain >= beta {
                        break;
                    }
                }
                continue;
            }
            if let Some(e) = shared.endgame {
                // The stones in the game less the stores' (not a sum
                // over every cell).
                let m = shared.total - child.store(Player::South) - child.store(Player::North);
                if m <= shared.endgame_max {
                    tabled[in_tables] = (i, gain, same, m, e.locate(&child, m));
                    in_tables += 1;
                    continue;
                }
            }
            // Every child's key: the ETC probe, sharing out, the
            // repetition check and the child's own search use it.
            keys[count] = shared.keys.of(&child);
            if etc {
                shared.table.prefetch(keys[count].0);
            }
            let key = if i == tt_move {
                i64::MAX
            } else {
                // Another turn first, then the largest gain, then history
                // (below 2^15). Among moves that give another turn, the
                // one sowing the fewest stones first: it ends nearest the
                // store, and the pits sown after it can still give
                // another turn (Kalah(6,4): 15.4M nodes instead of 61.1M).
                // Gains and sown stones are at most the stones in the game
                // (under 2^16), so the key stays far inside an i64.
                let first = if same {
                    let sown = i64::from(p.row(mover)[usize::from(i)]);
                    (1 << 20) + (1 << 16) - sown
                } else {
                    i64::from(gain) * 4
                };
                let h = if fixed_order {
                    // The lowest pit first among equals.
                    (MAX_PITS as u32 - u32::from(i)) << 8
                } else {
                    self.history[side][usize::from(i)]
                };
                first * 32768 + i64::from((h >> 8).min(32767))
            };
            self.children[depth][count] = child;
            order[count] = (key, i, count as u8);
            count += 1;
        }
        if let Some(e) = shared.endgame
            && best < beta
        {
            for &(i, gain, same, m, at) in &tabled[..in_tables] {
                let v = e.value_at(m, at);
                let v = if same { gain + v } else { gain - v };
                if v > best {
                    best = v;
                    best_move = i;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        if etc && best < beta {
            for k in 0..count {
                let child = &self.children[depth][k];
                let same = child.to_move() == mover;
                let gain = store_lead(child, mover) - lead;
                let changed = child.store(Player::South) != south_store
                    || child.store(Player::North) != north_store;
                let Some(e) = shared.table.probe(keys[k].0, keys[k].1) else {
                    continue;
                };
                let v = if same {
                    gain + i32::from(e.lower)
                } else {
                    gain - i32::from(e.upper)
                };
                if v >= beta && (changed || !self.repeats(child, keys[k].0)) {
                    best = v;
                    best_move = order[k].1;
                    break;
                }
            }
        }

        if best < beta {
            order[..count].sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
            // The moves to search in turn; with `share`, a child another
            // thread is searching (not the first: at a node that cuts off,
            // the first move usually does it, and both threads need it) is
            // put off to the end of the list, searched once the rest are.
            let mut list = [(0u8, 0u8, false); 2 * MAX_PITS];
            for (slot, &(_, i, k)) in list.iter_mut().zip(&order[..count]) {
                *slot = (i, k, false);
            }
            let mut len = count;
            let mut a = alpha.max(best);
            self.depth += 1;
            let mut n = 0;
            while n < len {
                let (i, k, put_off) = list[n];
                n += 1;
                let busy = share.then(|| shared.busy_slot(keys[usize::from(k)].0));
                let hash = keys[usize::from(k)].0;
                if let Some(slot) = busy {
                    if !put_off && n > 1 && slot.load(Ordering::Relaxed) == hash {
                        list[len] = (i, k, true);
                        len += 1;
                        continue;
                    }
                    slot.store(hash, Ordering::Relaxed);
                }
                let child = self.children[depth][usize::from(k)];
                let gain = store_lead(&child, mover) - lead;
                let changed = child.store(Player::South) != south_store
                    || child.store(Player::North) != north_store;
                let key = keys[usize::from(k)];
                let v = self.child_value(&child, key, mover, gain, changed, a, beta);
                if let Some(slot) = busy {
                    let _ = slot.compare_exchange(hash, 0, Ordering::Relaxed, Ordering::Relaxed);
                }
                if self.halt.is_some() {
                    self.depth -= 1;
                    return (0, NO_MOVE);
                }
                if v > best {
                    best = v;
                    best_move = i;
                    if v > a {
                        a = v;
                    }
                    if v >= beta {
                        let h = &mut self.history[side][usize::from(i)];
                        *h = h.saturating_add((self.nodes - nodes_before).min(1 << 20) as u32);
                        break;
                    }
                }
            }
            self.depth -= 1;
        }
        let (lower, upper) = if best >= beta {
            (best, board)
        } else if best <= alpha {
            (-board, best)
        } else {
            (best, best)
        };
        shared.table.store(
            index,
            check,
            lower,
            upper,
            best_move,
            self.nodes - nodes_before,
        );
        (best, best_move)
    }

    /// The value, from the parent mover's view, of moving to `child` (not
    /// over) with `gain`; `changed`: the move changed a store.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn child_value(
        &mut self,
        child: &Position,
        key: (u64, u64),
        mover: Player,
        gain: i32,
        changed: bool,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let (since, set) = (self.since, self.line_set);
        if changed {
            // Stores never shrink: nothing before this can come again.
            self.since = self.line.len();
            self.line_set = 0;
        } else if self.repeats(child, key.0) {
            if !self.shared.repetition_ends {
                self.halt = Some(Halt::Stopped(Stopped::Endless));
                self.shared.answered.store(true, Ordering::Relaxed);
                return 0;
            }
            // The game ends; each player takes their own row.
            let own = i32::from(child.row_total(mover));
            let theirs = i32::from(child.row_total(mover.opponent()));
            return gain + own - theirs;
        }
        self.push(child, key.0);
        let v = if child.to_move() == mover {
            gain + self.search(child, key, alpha - gain, beta - gain)
        } else {
            gain - self.search(child, key, gain - beta, gain - alpha)
        };
        self.pop();
        self.since = since;
        self.line_set = set;
        v
    }
}
