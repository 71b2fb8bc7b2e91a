//! A maximum weight matching with its duals, from nothing.

use super::duals::Duals;
use super::graph::Graph;
use super::resolver::Resolver;
use super::solver::Solver;
use super::wide::Wide;
use std::rc::Rc;

/// The maximum weight matching of `n` vertices with `edges` (`(i, j)`, with
/// `weights[k]` positive), as partners (`usize::MAX` for none), and its
/// duals if they carry their certificate.
pub(crate) fn matching_with_duals(
    n: usize,
    edges: &[(usize, usize)],
    weights: &[Wide],
) -> (Vec<usize>, Option<Duals>) {
    let graph = Rc::new(Graph::new(n, edges, weights));
    let maxweight = weights.iter().copied().max().unwrap_or_default();
    let mut s = Solver::new(graph, maxweight);
    if !edges.is_empty() {
        s.start_greedily(maxweight);
        s.run();
    }
    let mate = s.partners();
    let duals = s.certify().map(|proof| proof.duals.clone());
    (mate, duals)
}

/// As [`matching_with_duals`], for a dense graph: first the heaviest
/// `sparse` edges at each vertex are matched from scratch (cheap: few edges
/// to scan in each stage), then the whole graph is re-solved from that
/// matching and its duals (an edge left out that they do not fit has an
/// end unmatched and its dual raised): a few stages over every edge instead
/// of one per pair. Falls back to [`matching_with_duals`] when a step's
/// duals are not certified.
pub(crate) fn matching_with_duals_sparse_first(
    n: usize,
    edges: &[(usize, usize)],
    weights: &[Wide],
    sparse: usize,
) -> (Vec<usize>, Option<Duals>) {
    let mut at: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, &(i, j)) in edges.iter().enumerate() {
        at[i].push(k);
        at[j].push(k);
    }
    let mut kept = vec![false; edges.len()];
    for list in &mut at {
        if list.len() > sparse {
            list.select_nth_unstable_by(sparse, |&a, &b| {
                weights[b].cmp(&weights[a]).then(a.cmp(&b))
            });
            list.truncate(sparse);
        }
        for &k in list.iter() {
            kept[k] = true;
        }
    }
    let few: Vec<usize> = (0..edges.len()).filter(|&k| kept[k]).collect();
    if few.len() == edges.len() {
        return matching_with_duals(n, edges, weights);
    }
    let few_edges: Vec<(usize, usize)> = few.iter().map(|&k| edges[k]).collect();
    let few_weights: Vec<Wide> = few.iter().map(|&k| weights[k]).collect();
    let (mate, duals) = matching_with_duals(n, &few_edges, &few_weights);
    let Some(duals) = duals else {
        return matching_with_duals(n, edges, weights);
    };
    let mut resolver = Resolver::new(n, edges, weights, &duals.flattened(), &mate);
    match resolver.outcome_with_duals() {
        Some((outcome, duals)) => (outcome.mate, Some(duals)),
        None => matching_with_duals(n, edges, weights),
    }
}
