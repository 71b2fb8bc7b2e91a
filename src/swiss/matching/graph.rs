//! The edges of a graph, laid out for the search.

use super::wide::Wide;

/// No vertex, edge or blossom.
pub(super) const NONE: usize = usize::MAX;

/// The edges of a graph, fixed for the life of its solvers (shared by the
/// copies a [`Resolver`] tries candidates on).
pub(super) struct Graph {
    pub(super) n: usize,
    /// Edge `k` joins `endpoint[2k]` and `endpoint[2k + 1]`.
    pub(super) endpoint: Vec<usize>,
    pub(super) weight: Vec<Wide>,
    /// The edges at each vertex, as one array for the whole graph (vertex
    /// `v`'s from `first_neighbend[v]` to `first_neighbend[v + 1]`): the
    /// search scans them in every stage, so they lie in order in memory,
    /// with the vertex at the far end and the weight beside each (a dense
    /// window's edge scan was bound by the cache misses of looking them up).
    pub(super) first_neighbend: Vec<usize>,
    pub(super) neighbend: Vec<usize>,
    pub(super) neighbour: Vec<usize>,
    pub(super) neighbour_weight: Vec<Wide>,
}

impl Graph {
    pub(super) fn new(n: usize, edges: &[(usize, usize)], weights: &[Wide]) -> Graph {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut first_neighbend = vec![0; n + 1];
        for &(i, j) in edges {
            endpoint.push(i);
            endpoint.push(j);
            first_neighbend[i + 1] += 1;
            first_neighbend[j + 1] += 1;
        }
        for v in 0..n {
            first_neighbend[v + 1] += first_neighbend[v];
        }
        // Each vertex's edges in the order of `edges`.
        let mut filled = first_neighbend.clone();
        let mut neighbend = vec![0; 2 * edges.len()];
        let mut neighbour = vec![0; 2 * edges.len()];
        let mut neighbour_weight = vec![Wide::default(); 2 * edges.len()];
        for (k, &(i, j)) in edges.iter().enumerate() {
            for (at, p, far) in [(i, 2 * k + 1, j), (j, 2 * k, i)] {
                neighbend[filled[at]] = p;
                neighbour[filled[at]] = far;
                neighbour_weight[filled[at]] = weights[k];
                filled[at] += 1;
            }
        }
        Graph {
            n,
            endpoint,
            weight: weights.to_vec(),
            first_neighbend,
            neighbend,
            neighbour,
            neighbour_weight,
        }
    }

    /// The edges at `v`, as endpoints (`p ^ 1` is `v`'s end of edge `p / 2`).
    pub(super) fn neighbends(&self, v: usize) -> &[usize] {
        &self.neighbend[self.first_neighbend[v]..self.first_neighbend[v + 1]]
    }

    pub(super) fn edges(&self) -> usize {
        self.weight.len()
    }
}
