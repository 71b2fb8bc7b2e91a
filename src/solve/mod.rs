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
//!   turn, then the largest immediate gain.
//! - Endgame tables (`endgame`) for positions with few stones left in the
//!   pits, when the rules make them exact.
//! - The repetition rule: positions since the stores last changed are kept
//!   along the line searched, a repeat ends the game as the engine ends it
//!   (each player takes their own row), and the table key then includes that
//!   history, so no result is reused where the history differs. Without a
//!   repetition rule a repeat means the game can go on forever: the solve
//!   stops with [`Stopped::Endless`].

pub mod endgame;
pub mod key;
pub mod table;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::engine::{Brief, Player, Position};
use crate::ruleset::{MAX_PITS, NoMove, Relay, Ruleset};

use endgame::Endgame;
use key::{board_stones, hashes, mix, store_lead};
use table::{NO_MOVE, Table};

/// "South wins by 10 stones" for a value from the mover's view.
pub fn verdict(mover: Player, value: i32) -> String {
    match value {
        0 => "a draw".to_string(),
        v if v > 0 => format!("{mover} wins by {}", stones(v.unsigned_abs())),
        v => format!("{} wins by {}", mover.opponent(), stones(v.unsigned_abs())),
    }
}

fn stones(n: u32) -> String {
    if n == 1 {
        "1 stone".to_string()
    } else {
        format!("{n} stones")
    }
}

/// What in `rules` the solver cannot handle yet, if anything. A tuzdyk
/// changes every later sowing and neither the table key nor the endgame
/// tables hold it. Under passes and relay sowing small boards show lines
/// that repeat forever which the search can prune unseen, so its value
/// would depend on move order. Captures during sowing are not yet checked
/// against the plain minimax.
pub fn unsupported(rules: &Ruleset) -> Option<&'static str> {
    if rules.tuzdyk().is_some() {
        Some("a tuzdyk")
    } else if rules.sowing().relay != Relay::None {
        Some("relay sowing")
    } else if !rules.sowing().capture_during.is_empty() {
        Some("captures during sowing")
    } else if rules.no_move() == NoMove::Pass {
        Some("passes (a player who cannot move)")
    } else {
        None
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

/// How often (in nodes, a power of two minus one) the search looks at the
/// stop flag and reports progress.
const TICK: u64 = (1 << 20) - 1;

/// A position in the line being searched, for the repetition check.
#[derive(Clone, Copy)]
struct Seen {
    hash: u64,
    position: Position,
}

pub struct Solver<'a> {
    rules: &'a Ruleset,
    table: Table,
    endgame: Option<&'a Endgame>,
    /// Stones in the pits up to which the endgame tables answer.
    endgame_max: u16,
    /// The key includes the stores (a majority rule reads them).
    stores_in_key: bool,
    /// The repetition rule ends the game on a repeat.
    repetition_ends: bool,
    /// Positions after each move since the stores last changed, along the
    /// line searched; the current stretch starts at `since`.
    line: Vec<Seen>,
    since: usize,
    /// XOR of the mixed hashes of `line[since..]` (a set hash: the order of
    /// the positions does not matter to the rules, only which they are).
    line_set: u64,
    nodes: u64,
    stop: &'a AtomicBool,
    stopped: Option<Stopped>,
    start: Instant,
    progress: &'a mut dyn FnMut(Progress),
    bounds: Bounds,
    /// Stones in the game (pits and stores).
    total: u16,
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

impl<'a> Solver<'a> {
    /// A solver with a transposition table of at most `table_bytes` bytes.
    pub fn new(
        rules: &'a Ruleset,
        table_bytes: usize,
        endgame: Option<&'a Endgame>,
        stop: &'a AtomicBool,
        progress: &'a mut dyn FnMut(Progress),
    ) -> Solver<'a> {
        let endgame = endgame.filter(|_| endgame::applies(rules));
        Solver {
            rules,
            table: Table::with_bytes(table_bytes),
            endgame_max: endgame.map_or(0, |e| e.max()),
            endgame,
            stores_in_key: rules.end().majority,
            repetition_ends: rules.end().cycle,
            line: Vec::with_capacity(1024),
            since: 0,
            line_set: 0,
            nodes: 0,
            stop,
            stopped: None,
            start: Instant::now(),
            progress,
            bounds: Bounds {
                lower: i32::MIN,
                upper: i32::MAX,
            },
            total: rules.total_stones(),
            children: Vec::new(),
            depth: 0,
            history: [[0; MAX_PITS]; 2],
        }
    }

    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Solves `root`; `history` is the positions after each move since the
    /// stores last changed (as `Game` keeps them), for the repetition rule.
    pub fn solve(&mut self, root: &Position, history: &[Position]) -> Solution {
        self.start = Instant::now();
        self.nodes = 0;
        self.stopped = None;
        self.line.clear();
        self.since = 0;
        self.line_set = 0;
        for p in history {
            self.push(p);
        }
        let mover = root.to_move();
        let lead = store_lead(root, mover);
        if root.is_over() {
            return self.finish(Some(lead), lead, lead, None);
        }
        let board = i32::from(board_stones(root));
        let mut lower = -board;
        let mut upper = board;
        self.bounds = Bounds {
            lower: lead + lower,
            upper: lead + upper,
        };
        let mut guess = self.first_guess(root).clamp(lower, upper);
        let mut best = NO_MOVE;
        while lower < upper {
            let beta = if guess == lower { guess + 1 } else { guess };
            let (g, m) = self.root_search(root, beta - 1, beta);
            if self.stopped.is_some() {
                break;
            }
            if g < beta {
                upper = g;
            } else {
                lower = g;
                best = m;
            }
            guess = g;
            self.bounds = Bounds {
                lower: lead + lower,
                upper: lead + upper,
            };
            self.report();
        }
        if self.stopped.is_none() && best == NO_MOVE {
            // The value was proven from above only: one more null-window
            // search at it finds the move that reaches it.
            let (_, m) = self.root_search(root, lower - 1, lower);
            best = m;
        }
        let value = (self.stopped.is_none() && lower == upper).then_some(lead + lower);
        let best = (self.stopped.is_none() && best != NO_MOVE).then(|| best + 1);
        self.finish(value, lead + lower, lead + upper, best)
    }

    fn finish(&mut self, value: Option<i32>, lower: i32, upper: i32, best: Option<u8>) -> Solution {
        Solution {
            value,
            bounds: Bounds { lower, upper },
            best,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            stopped: self.stopped,
        }
    }

    fn report(&mut self) {
        let p = Progress {
            bounds: self.bounds,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
        };
        (self.progress)(p);
    }

    /// A first guess for MTD(f): iterative deepening with a depth-limited
    /// search, deepening while a depth takes under 20 ms (the next one
    /// takes a few times longer).
    fn first_guess(&mut self, root: &Position) -> i32 {
        let mut guess = 0;
        for depth in 1..=12 {
            let clock = Instant::now();
            guess = crate::players::alphabeta::value(self.rules, root, depth);
            if clock.elapsed() > Duration::from_millis(20) {
                break;
            }
        }
        guess
    }

    /// The root: like `search`, also returning the move of the best value.
    fn root_search(&mut self, root: &Position, alpha: i32, beta: i32) -> (i32, u8) {
        self.search_node(root, alpha, beta, true)
    }

    #[inline]
    fn push(&mut self, p: &Position) {
        let hash = hashes(p, true).0;
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
    fn repeats(&self, p: &Position) -> bool {
        let hash = hashes(p, true).0;
        self.line[self.since..]
            .iter()
            .any(|s| s.hash == hash && s.position == *p)
    }

    /// The value (future gain for the mover) of a position not over, with
    /// fail-soft alpha-beta.
    fn search(&mut self, p: &Position, alpha: i32, beta: i32) -> i32 {
        self.search_node(p, alpha, beta, false).0
    }

    /// At the root every move is looked at (no answer from the tables), so
    /// that the best move is known.
    fn search_node(&mut self, p: &Position, alpha: i32, beta: i32, root: bool) -> (i32, u8) {
        self.nodes += 1;
        if self.nodes & TICK == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped.get_or_insert(Stopped::Interrupted);
            }
            self.report();
        }
        if self.stopped.is_some() {
            return (0, NO_MOVE);
        }
        let mover = p.to_move();
        let (south_store, north_store) = (p.store(Player::South), p.store(Player::North));
        let board = self.total - south_store - north_store;
        if let Some(e) = self.endgame
            && board <= self.endgame_max
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
        let (mut index, mut check) = hashes(p, self.stores_in_key);
        if self.repetition_ends {
            index ^= self.line_set;
            check ^= self.line_set.rotate_left(17);
        }
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.table.probe(index, check) {
            let (lo, hi) = (i32::from(e.lower), i32::from(e.upper));
            if !root && (lo >= beta || lo == hi) {
                return (lo, e.best);
            }
            if !root && hi <= alpha {
                return (hi, e.best);
            }
            tt_move = e.best;
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
        let rules = self.rules;
        let lead = store_lead(p, mover);
        let mut order = [(0i64, 0u8, 0u8); MAX_PITS];
        let mut count = 0;
        let mut best = i32::MIN;
        let mut best_move = NO_MOVE;
        // Enhanced transposition cutoffs need the children's table slots:
        // they are fetched from memory together (a table far larger than
        // the caches makes each probe a trip to memory).
        let etc = !root && !self.repetition_ends;
        let mut keys = [(0u64, 0u64); MAX_PITS];
        // Children the endgame tables hold: (move, gain, same mover,
        // stones in the pits, place in the tables).
        let mut tabled = [(0u8, 0i32, false, 0u16, 0usize); MAX_PITS];
        let mut in_tables = 0;
        let mut legal = p.legal_moves(rules);
        while legal != 0 {
            let i = legal.trailing_zeros() as u8;
            legal &= legal - 1;
            let mut child = *p;
            child.play_unchecked_as::<Brief>(rules, i);
            let gain = store_lead(&child, mover) - lead;
            let same = child.to_move() == mover;
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
            if let Some(e) = self.endgame {
                let m = board_stones(&child);
                if m <= self.endgame_max {
                    tabled[in_tables] = (i, gain, same, m, e.locate(&child, m));
                    in_tables += 1;
                    continue;
                }
            }
            if etc {
                keys[count] = hashes(&child, self.stores_in_key);
                self.table.prefetch(keys[count].0);
            }
            let key = if i == tt_move {
                i64::MAX
            } else {
                // Another turn first, then the largest gain, then history
                // (below 2^15). Gains are at most the stones in the game
                // (under 2^16), so the key stays far inside an i64.
                let first = i64::from(gain) * 4 + if same { 1 << 20 } else { 0 };
                let h = self.history[side][usize::from(i)];
                first * 32768 + i64::from((h >> 8).min(32767))
            };
            self.children[depth][count] = child;
            order[count] = (key, i, count as u8);
            count += 1;
        }
        if let Some(e) = self.endgame
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
                let Some(e) = self.table.probe(keys[k].0, keys[k].1) else {
                    continue;
                };
                let v = if same {
                    gain + i32::from(e.lower)
                } else {
                    gain - i32::from(e.upper)
                };
                if v >= beta && (changed || !self.repeats(child)) {
                    best = v;
                    best_move = order[k].1;
                    break;
                }
            }
        }

        if best < beta {
            let order = &mut order[..count];
            order.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
            let mut a = alpha.max(best);
            self.depth += 1;
            for &(_, i, k) in order.iter() {
                let child = self.children[depth][usize::from(k)];
                let gain = store_lead(&child, mover) - lead;
                let changed = child.store(Player::South) != south_store
                    || child.store(Player::North) != north_store;
                let v = self.child_value(&child, mover, gain, changed, a, beta);
                if self.stopped.is_some() {
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
        self.table.store(
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
    fn child_value(
        &mut self,
        child: &Position,
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
        } else if self.repeats(child) {
            if !self.repetition_ends {
                self.stopped = Some(Stopped::Endless);
                return 0;
            }
            // The game ends; each player takes their own row.
            let own = i32::from(child.row_total(mover));
            let theirs = i32::from(child.row_total(mover.opponent()));
            return gain + own - theirs;
        }
        self.push(child);
        let v = if child.to_move() == mover {
            gain + self.search(child, alpha - gain, beta - gain)
        } else {
            gain - self.search(child, gain - beta, gain - alpha)
        };
        self.pop();
        self.since = since;
        self.line_set = set;
        v
    }
}
