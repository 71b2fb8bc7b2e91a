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
mod shared;
pub mod table;
mod worker;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::{Player, Position};
use crate::ruleset::{NoMove, Relay, Ruleset};

use endgame::Endgame;
use key::{board_stones, store_lead};
pub use shared::Stopped;
use shared::{Halt, Shared};
use table::{AllocError, NO_MOVE, Table};
use worker::Worker;

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

/// How often the progress display is told, while a search runs.
const REPORT_EVERY: Duration = Duration::from_millis(200);

/// Stack reserved (not committed) for a search thread: the search recurses
/// once per move of the longest line.
const SEARCH_STACK: usize = 1 << 30;

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
