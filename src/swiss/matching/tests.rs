use super::from_scratch::{matching_with_duals, matching_with_duals_sparse_first};
use super::graph::NONE;
use super::resolver::Resolver;
use super::wide::Wide;

#[test]
fn the_duals_certify_the_heaviest_matching() {
    let mut rng = fastrand::Rng::with_seed(11);
    for round in 0..400 {
        let n = rng.usize(2..=20);
        let mut edges = Vec::new();
        let mut weights = Vec::new();
        let mut matrix = vec![Wide::default(); n * n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.u8(0..3) != 0 {
                    // A third of the graphs with few distinct weights
                    // (the greedy start does most of the work).
                    let w = if round % 3 == 2 {
                        Wide::from_u128(1 + u128::from(rng.u8(0..2)))
                    } else {
                        Wide::from_u128(1)
                            .shifted_add(60, rng.u64(0..1 << 60))
                            .shifted_add(8, rng.u64(0..if round % 2 == 0 { 3 } else { 200 }))
                    };
                    edges.push((i, j));
                    weights.push(w);
                    matrix[i * n + j] = w;
                }
            }
        }
        let (mate, duals) = matching_with_duals(n, &edges, &weights);
        let total = |mate: &dyn Fn(usize) -> Option<usize>| {
            let mut t = Wide::default();
            for i in 0..n {
                if let Some(j) = mate(i).filter(|&j| j > i) {
                    t += matrix[i * n + j];
                }
            }
            t
        };
        let reference = integer_blossom::max_weight_matching(&matrix, n);
        let ours = total(&|i| (mate[i] != NONE).then_some(mate[i]));
        assert_eq!(ours, total(&|i| reference[i]), "round {round}");
        assert!(duals.is_some(), "round {round}: duals not certified");
    }
}

/// The heaviest matching's weight by integer-blossom, over the vertices
/// `present` and the edges `permitted`.
fn reference(
    n: usize,
    edges: &[(usize, usize)],
    weights: &[Wide],
    present: &[bool],
    permitted: &dyn Fn(usize, usize) -> bool,
) -> Wide {
    let mut matrix = vec![Wide::default(); n * n];
    for (k, &(i, j)) in edges.iter().enumerate() {
        if present[i] && present[j] && permitted(i, j) {
            matrix[i * n + j] = weights[k];
        }
    }
    let mate = integer_blossom::max_weight_matching(&matrix, n);
    let mut total = Wide::default();
    for i in 0..n {
        if let Some(j) = mate[i].filter(|&j| j > i) {
            total += matrix[i * n + j];
        }
    }
    total
}

/// A random graph on `n` vertices, each edge present with probability
/// 1 - 1/`missing`; few distinct weights (many best matchings, many
/// tight edges and blossoms) or many.
fn random_graph(
    rng: &mut fastrand::Rng,
    n: usize,
    missing: u8,
    few_weights: bool,
) -> (Vec<(usize, usize)>, Vec<Wide>) {
    let mut edges = Vec::new();
    let mut weights = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if rng.u8(0..missing) != 0 {
                let w = if few_weights {
                    Wide::from_u128(1).shifted_add(4, rng.u64(0..3))
                } else {
                    Wide::from_u128(1).shifted_add(30, rng.u64(0..1 << 30))
                };
                edges.push((i, j));
                weights.push(w);
            }
        }
    }
    (edges, weights)
}

#[test]
fn a_re_solve_equals_a_solve_from_scratch() {
    let mut rng = fastrand::Rng::with_seed(29);
    for round in 0..300 {
        let n = rng.usize(2..=18);
        let (edges, weights) = random_graph(&mut rng, n, 4, round % 2 == 0);
        let (mate, duals) = matching_with_duals(n, &edges, &weights);
        let duals = duals.expect("certified");
        let mut resolver = Resolver::new(n, &edges, &weights, &duals.flattened(), &mate);
        let all = vec![true; n];
        let any = |_: usize, _: usize| true;
        let first = resolver.outcome().expect("certified");
        assert_eq!(
            first.total,
            reference(n, &edges, &weights, &all, &any),
            "round {round}"
        );
        // Vertices taken out and put back, edges left out and let in,
        // and trials without a pair, each against a solve from scratch.
        // Labels and the relation on them change a little each step
        // (the relation itself only now and then).
        let mut label: Vec<u8> = (0..n).map(|_| rng.u8(0..4)).collect();
        let mut cut = [[false; 4]; 4];
        for step in 0..12 {
            let present: Vec<bool> = (0..n).map(|_| rng.u8(0..5) != 0).collect();
            for _ in 0..rng.usize(0..3) {
                label[rng.usize(..n)] = rng.u8(0..4);
            }
            if step % 3 == 0 {
                let cells: Vec<bool> = (0..16).map(|_| rng.u8(0..6) == 0).collect();
                cut = std::array::from_fn(|x| {
                    std::array::from_fn(|y| cells[x.min(y) * 4 + x.max(y)])
                });
            }
            let relation = |x: u8, y: u8| !cut[x as usize % 4][y as usize % 4];
            let permitted = |i: usize, j: usize| relation(label[i], label[j]);
            resolver.sync(&present, &label, &relation);
            let now = resolver.outcome().expect("certified");
            let expected = reference(n, &edges, &weights, &present, &permitted);
            assert_eq!(now.total, expected, "round {round} step {step}");
            let matched = |i: usize| now.mate[i] != NONE;
            for i in 0..n {
                if matched(i) {
                    let j = now.mate[i];
                    assert!(present[i] && present[j] && permitted(i, j) && now.mate[j] == i);
                }
            }
            let inside: Vec<usize> = (0..n).filter(|&v| present[v]).collect();
            if inside.len() >= 2 {
                let u = inside[rng.usize(..inside.len())];
                let v = inside[rng.usize(..inside.len())];
                if u != v {
                    let trial = resolver.try_without(u, v).expect("certified");
                    let mut without = present.clone();
                    without[u] = false;
                    without[v] = false;
                    let expected = reference(n, &edges, &weights, &without, &permitted);
                    assert_eq!(trial.total, expected, "round {round} step {step} trial");
                    if rng.bool() {
                        resolver.keep_trial();
                        let kept = resolver.outcome().expect("certified");
                        assert_eq!(kept.total, expected, "round {round} step {step} kept");
                    }
                }
            }
        }
    }
}

/// A certificate made after an earlier one re-checks only some edges:
/// duals moved so that one edge's slack goes below zero (the objective
/// kept) are refused all the same, whichever vertex's dual went down.
#[test]
fn a_later_certificate_still_refuses_a_negative_slack() {
    let mut rng = fastrand::Rng::with_seed(37);
    let mut refused = 0;
    for round in 0..200 {
        let n = rng.usize(4..=16);
        let (edges, weights) = random_graph(&mut rng, n, 3, round % 2 == 0);
        if edges.is_empty() {
            continue;
        }
        let (mate, duals) = matching_with_duals(n, &edges, &weights);
        let duals = duals.expect("certified");
        let mut resolver = Resolver::new(n, &edges, &weights, &duals.flattened(), &mate);
        // A proof to build on, then a trial made and proved from it.
        resolver.outcome().expect("certified");
        let (u, v) = (rng.usize(..n), rng.usize(..n));
        if u == v || resolver.try_without(u, v).is_none() {
            continue;
        }
        let trial = resolver.trial.take().expect("a trial");
        assert!(trial.proof.is_some(), "round {round}");
        assert!(trial.clone().certify().is_some(), "round {round}");
        // An edge in the graph, one of its ends whose dual can go down
        // below the edge's slack, and a vertex elsewhere taking what it
        // gives up (the objective kept).
        let candidates: Vec<(usize, usize)> = (0..edges.len())
            .flat_map(|k| [(k, edges[k].0), (k, edges[k].1)])
            .filter(|&(k, end)| {
                let (i, j) = edges[k];
                trial.active[k]
                    && !trial.gone[i]
                    && !trial.gone[j]
                    && trial.dualvar[end] > trial.full_slack(k)
            })
            .collect();
        if candidates.is_empty() {
            continue;
        }
        let (k, end) = candidates[rng.usize(..candidates.len())];
        let Some(other) = (0..n).find(|&x| !trial.gone[x] && x != edges[k].0 && x != edges[k].1)
        else {
            continue;
        };
        let drop = trial.full_slack(k) + Wide::from_u128(1);
        let mut moved = trial.clone();
        moved.dualvar[end] -= drop;
        moved.dualvar[other] += drop;
        assert!(moved.full_slack(k) < Wide::default());
        assert!(moved.certify().is_none(), "round {round}: slack below zero");
        refused += 1;
    }
    assert!(refused > 50, "only {refused} graphs tried");
}

#[test]
fn matching_the_heaviest_edges_first_finds_the_heaviest_matching() {
    let mut rng = fastrand::Rng::with_seed(31);
    for round in 0..200 {
        let n = rng.usize(4..=30);
        let (edges, weights) = random_graph(&mut rng, n, 5, round % 2 == 0);
        let sparse = rng.usize(1..=4);
        let (mate, duals) = matching_with_duals_sparse_first(n, &edges, &weights, sparse);
        assert!(duals.is_some(), "round {round}: not certified");
        let mut total = Wide::default();
        for (k, &(i, j)) in edges.iter().enumerate() {
            if mate[i] == j {
                assert_eq!(mate[j], i);
                total += weights[k];
            }
        }
        let all = vec![true; n];
        let any = |_: usize, _: usize| true;
        assert_eq!(
            total,
            reference(n, &edges, &weights, &all, &any),
            "round {round}"
        );
    }
}
