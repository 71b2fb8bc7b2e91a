//! One search thread of the solver: the line it searches (the positions
//! since the stores last changed, for the repetition rule), its buffers of
//! children a depth, its history heuristic, and the null-window search
//! itself over the shared table.

use std::sync::atomic::Ordering;

use super::key::{mix, store_lead};
use super::moves::moves;
use super::shared::{GROW_POLL, Halt, POLL, SHARE_DEPTH, Seen, Shared, Stopped};
use super::table::NO_MOVE;
use crate::engine::{Player, Position};
use crate::ruleset::MAX_PITS;

/// One search thread: its line, its buffers and its history heuristic.
pub(super) struct Worker<'s> {
    shared: &'s Shared<'s>,
    pub(super) id: usize,
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
    pub(super) halt: Option<Halt>,
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
    pub(super) fn new(shared: &'s Shared<'s>, id: usize, history: &[Position]) -> Worker<'s> {
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
    pub(super) fn search_root(&mut self, root: &Position, alpha: i32, beta: i32) -> (i32, u8) {
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
