//! The interpreter inside a search: the same depth-limited alpha-beta over
//! the same Kalah positions, once through the generic interpreter (the
//! calls `hakem solve` makes at every node: `legal_moves`, a copy of the
//! position, `play_unchecked_as::<Brief>`) and once through the
//! hand-specialised Kalah of the playout bench, by one generic alpha-beta.
//! Both visit exactly the same nodes and find the same values (asserted
//! before timing), so the ratio of the two times is what the interpreter
//! costs a search.
//!
//! Each iteration searches a set of many positions (thousands of nodes
//! each), so the branch predictor cannot learn the tree.
//!
//! `cargo bench --bench search -- --warm-up-time 1 --measurement-time 5`;
//! instruction counts of one search of the set: `HAKEM_SEARCH_ONLY=generic`
//! (or `special`, or `none` for the set-up alone) under `valgrind
//! --tool=callgrind` on the bench binary.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hakem::analysis::simulate::{game_rng, random_move};
use hakem::engine::{Brief, Player, Position};
use hakem::ruleset::{Ruleset, builtin};

#[path = "common/kalah.rs"]
mod kalah;
use kalah::{Kalah, Tables, cell};

/// Positions searched per iteration, and how deep.
const POSITIONS: u64 = 64;
const DEPTH: u32 = 7;
const SEED: u64 = 2026;

/// A searchable position: the interpreter's and the hand-written one.
trait Node: Copy {
    /// Legal moves as a mask of pit offsets (0 when the game is over).
    fn moves(&self) -> u32;
    fn south_to_move(&self) -> bool;
    /// The position after pit offset `i`.
    fn child(&self, i: u8) -> Self;
    /// South's lead in stores: the value at a leaf, South maximising.
    fn lead(&self) -> i32;
}

/// A position through the generic interpreter: the calls `solve` makes.
#[derive(Clone, Copy)]
struct Generic<'r> {
    rules: &'r Ruleset,
    p: Position,
}

impl Node for Generic<'_> {
    #[inline(always)]
    fn moves(&self) -> u32 {
        if self.p.is_over() {
            0
        } else {
            self.p.legal_moves(self.rules)
        }
    }
    #[inline(always)]
    fn south_to_move(&self) -> bool {
        self.p.to_move() == Player::South
    }
    #[inline(always)]
    fn child(&self, i: u8) -> Self {
        let mut c = *self;
        c.p.play_unchecked_as::<Brief>(self.rules, i);
        c
    }
    #[inline(always)]
    fn lead(&self) -> i32 {
        i32::from(self.p.store(Player::South)) - i32::from(self.p.store(Player::North))
    }
}

/// A position of the hand-specialised Kalah.
#[derive(Clone, Copy)]
struct Special<'t> {
    t: &'t Tables,
    k: Kalah,
    over: bool,
}

impl Node for Special<'_> {
    #[inline(always)]
    fn moves(&self) -> u32 {
        if self.over { 0 } else { self.k.legal() }
    }
    #[inline(always)]
    fn south_to_move(&self) -> bool {
        !self.k.north
    }
    #[inline(always)]
    fn child(&self, i: u8) -> Self {
        let mut c = *self;
        c.over = c.k.play(self.t, i);
        c
    }
    #[inline(always)]
    fn lead(&self) -> i32 {
        i32::from(cell(self.k.b, 6)) - i32::from(cell(self.k.b, 13))
    }
}

/// Depth-limited alpha-beta, pits tried in order; one code for both
/// representations (compiled for each).
fn alpha_beta<N: Node>(n: &N, depth: u32, mut alpha: i32, mut beta: i32, nodes: &mut u64) -> i32 {
    *nodes += 1;
    let legal = n.moves();
    if depth == 0 || legal == 0 {
        return n.lead();
    }
    let south = n.south_to_move();
    let mut best = if south { i32::MIN } else { i32::MAX };
    let mut left = legal;
    while left != 0 {
        let i = left.trailing_zeros() as u8;
        left &= left - 1;
        let v = alpha_beta(&n.child(i), depth - 1, alpha, beta, nodes);
        if south {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    best
}

/// Position `index`: the start after 4 to 15 random moves (a game that
/// ended sooner is skipped for the next index's), in both representations.
fn positions<'a>(rules: &'a Ruleset, t: &'a Tables) -> Vec<(Generic<'a>, Special<'a>)> {
    let mut out = Vec::new();
    let mut index = 0;
    while out.len() < POSITIONS as usize {
        let mut rng = game_rng(SEED, index);
        index += 1;
        let plies = 4 + rng.u32(..12);
        let mut p = Position::start(rules);
        let mut k = Kalah::new();
        let mut over = false;
        for _ in 0..plies {
            let i = random_move(&mut rng, p.legal_moves(rules));
            p.play_unchecked_as::<Brief>(rules, i);
            over = k.play(t, i);
            if over {
                break;
            }
        }
        if !over && !p.is_over() {
            out.push((Generic { rules, p }, Special { t, k, over }));
        }
    }
    out
}

fn search(c: &mut Criterion) {
    let rules = builtin("kalah").expect("built-in").expect("valid");
    let t = Tables::new();
    let set = positions(&rules, &t);
    // For instruction counts (callgrind): one search of the set and out,
    // `HAKEM_SEARCH_ONLY=generic|special|none` (none: the set-up alone).
    if let Ok(only) = std::env::var("HAKEM_SEARCH_ONLY") {
        let mut nodes = 0;
        for (p, k) in &set {
            match only.as_str() {
                "generic" => black_box(alpha_beta(p, DEPTH, i32::MIN, i32::MAX, &mut nodes)),
                "special" => black_box(alpha_beta(k, DEPTH, i32::MIN, i32::MAX, &mut nodes)),
                _ => 0,
            };
        }
        eprintln!("search {only}: {nodes} nodes");
        return;
    }
    // Same tree, same values, or the comparison means nothing.
    let mut total = 0;
    for (p, k) in &set {
        let (mut a, mut b) = (0, 0);
        let v = alpha_beta(p, DEPTH, i32::MIN, i32::MAX, &mut a);
        let w = alpha_beta(k, DEPTH, i32::MIN, i32::MAX, &mut b);
        assert_eq!((v, a), (w, b), "the two searches differ");
        total += a;
    }
    eprintln!(
        "search: {} positions, {total} nodes an iteration",
        set.len()
    );
    let mut group = c.benchmark_group("search");
    group.throughput(Throughput::Elements(total));
    group.bench_function("kalah/hand-specialised", |bench| {
        bench.iter(|| {
            let mut nodes = 0;
            for (_, k) in &set {
                black_box(alpha_beta(
                    black_box(k),
                    DEPTH,
                    i32::MIN,
                    i32::MAX,
                    &mut nodes,
                ));
            }
            nodes
        })
    });
    group.bench_function("kalah/generic", |bench| {
        bench.iter(|| {
            let mut nodes = 0;
            for (p, _) in &set {
                black_box(alpha_beta(
                    black_box(p),
                    DEPTH,
                    i32::MIN,
                    i32::MAX,
                    &mut nodes,
                ));
            }
            nodes
        })
    });
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
