//! The interpreter inside a search: the same depth-limited alpha-beta over
//! the same Kalah positions, once through the generic interpreter (the
//! calls `hakem solve` makes at every node: `legal_moves`, a copy of the
//! position, `play_unchecked_as::<Brief>`) and once through the
//! hand-specialised Kalah of the playout bench. Both visit exactly the same
//! nodes and find the same values (asserted before timing), so the ratio of
//! the two times is what the interpreter costs a search.
//!
//! Each iteration searches a set of many positions (thousands of nodes
//! each), so the branch predictor cannot learn the tree.
//!
//! `cargo bench --bench search -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hakem::engine::{Brief, Player, Position};
use hakem::ruleset::{Ruleset, builtin};
use hakem::simulate::{game_rng, random_move};

#[path = "common/kalah.rs"]
mod kalah;
use kalah::{Kalah, Tables, cell};

/// Positions searched per iteration, and how deep.
const POSITIONS: u64 = 64;
const DEPTH: u32 = 7;
const SEED: u64 = 2026;

/// South's lead in stores: the value at a leaf, South maximising.
fn lead(p: &Position) -> i32 {
    i32::from(p.store(Player::South)) - i32::from(p.store(Player::North))
}

/// Alpha-beta through the interpreter; pits tried in order.
fn generic(
    rules: &Ruleset,
    p: &Position,
    depth: u32,
    mut alpha: i32,
    mut beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let legal = p.legal_moves(rules);
    if depth == 0 || p.is_over() || legal == 0 {
        return lead(p);
    }
    let south = p.to_move() == Player::South;
    let mut best = if south { i32::MIN } else { i32::MAX };
    let mut left = legal;
    while left != 0 {
        let i = left.trailing_zeros() as u8;
        left &= left - 1;
        let mut child = *p;
        child.play_unchecked_as::<Brief>(rules, i);
        let v = generic(rules, &child, depth - 1, alpha, beta, nodes);
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

/// The same search on the hand-specialised Kalah.
fn special(
    t: &Tables,
    k: &Kalah,
    over: bool,
    depth: u32,
    mut alpha: i32,
    mut beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    let legal = k.legal();
    if depth == 0 || over || legal == 0 {
        return i32::from(cell(k.b, 6)) - i32::from(cell(k.b, 13));
    }
    let south = !k.north;
    let mut best = if south { i32::MIN } else { i32::MAX };
    let mut left = legal;
    while left != 0 {
        let i = left.trailing_zeros() as u8;
        left &= left - 1;
        let mut child = *k;
        let ended = child.play(t, i);
        let v = special(t, &child, ended, depth - 1, alpha, beta, nodes);
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
fn positions(rules: &Ruleset, t: &Tables) -> Vec<(Position, Kalah)> {
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
            out.push((p, k));
        }
    }
    out
}

fn search(c: &mut Criterion) {
    let rules = builtin("kalah").expect("built-in").expect("valid");
    let t = Tables::new();
    let set = positions(&rules, &t);
    // Same tree, same values, or the comparison means nothing.
    let mut total = 0;
    for (p, k) in &set {
        let (mut a, mut b) = (0, 0);
        let v = generic(&rules, p, DEPTH, i32::MIN, i32::MAX, &mut a);
        let w = special(&t, k, false, DEPTH, i32::MIN, i32::MAX, &mut b);
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
                black_box(special(
                    &t,
                    black_box(k),
                    false,
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
                black_box(generic(
                    &rules,
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
