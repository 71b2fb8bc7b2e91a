//! The heaviest matching of a set of vertices, with the duals that prove
//! it when they do, and whether a set of vertices can all be paired.

use super::duals::Duals;
use super::from_scratch::{matching_with_duals, matching_with_duals_sparse_first};
use super::wide::Wide;

/// A heaviest matching with the duals that prove it so (the largest too:
/// the number of pairs is the weights' most significant component).
pub(crate) struct Certified {
    pub(crate) pairs: usize,
    /// The weight of its pairs (without the offset).
    pub(crate) total: Wide,
    /// Partners indexed by vertex, `usize::MAX` for none.
    pub(crate) mate: Vec<usize>,
    /// The duals, by places in the vertex list given.
    pub(crate) duals: Duals,
}

/// The heaviest matching of `vertices` by the solver that gives its duals; `None` when they do not prove it (the caller then asks
/// [`best_matching`]). The edges are those `weight` gives, so a sparse
/// graph costs less than the complete one.
pub(crate) fn certified_matching(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> Option<Certified> {
    let n = vertices.len();
    let size = vertices.iter().max().map_or(0, |&m| m + 1);
    let mut edges = Vec::new();
    let mut weights = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if let Some(w) = weight(vertices[i], vertices[j]) {
                edges.push((i, j));
                weights.push(w);
            }
        }
    }
    // A dense graph is matched over each vertex's heaviest edges first.
    const SPARSE_EDGES: usize = 8;
    let (partners, duals) = if edges.len() > n * SPARSE_EDGES {
        matching_with_duals_sparse_first(n, &edges, &weights, SPARSE_EDGES)
    } else {
        matching_with_duals(n, &edges, &weights)
    };
    let duals = duals?;
    let mut mate = vec![usize::MAX; size];
    let mut total = Wide::default();
    let mut pairs = 0;
    for (k, &(i, j)) in edges.iter().enumerate() {
        if partners[i] == j {
            mate[vertices[i]] = vertices[j];
            mate[vertices[j]] = vertices[i];
            total += weights[k];
            pairs += 1;
        }
    }
    Some(Certified {
        pairs,
        total,
        mate,
        duals,
    })
}

/// The heaviest matching of `vertices` (the largest too, by the weights):
/// its number of pairs,
/// its weight and the partners (indexed by vertex, `usize::MAX` for none).
pub(crate) fn best_matching(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> (usize, Wide, Vec<usize>) {
    let (mate, total) = solve_any(vertices, weight);
    let pairs = vertices.iter().filter(|&&v| mate[v] != usize::MAX).count() / 2;
    (pairs, total, mate)
}

/// Whether every one of `vertices` can be paired along the edges `weight`
/// gives. A greedy pairing in order that pairs everyone shows it (usually
/// at once: few pairs are barred); otherwise a maximum weight matching
/// decides.
pub(crate) fn pairs_everyone(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> bool {
    let mut paired = vec![false; vertices.len()];
    let greedy = (0..vertices.len()).all(|i| {
        if paired[i] {
            return true;
        }
        let partner = (i + 1..vertices.len())
            .find(|&j| !paired[j] && weight(vertices[i], vertices[j]).is_some());
        if let Some(j) = partner {
            paired[i] = true;
            paired[j] = true;
        }
        partner.is_some()
    });
    greedy || solve(vertices, weight).is_some()
}

/// Maximum weight matching over `vertices`, required perfect.
fn solve(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> Option<(Vec<usize>, Wide)> {
    let (mate, total) = solve_any(vertices, weight);
    vertices
        .iter()
        .all(|&v| mate[v] != usize::MAX)
        .then_some((mate, total))
}

/// Maximum weight matching over `vertices`. The weights must make it a
/// largest one too: the engine's weights have the number of pairs as their
/// most significant component (adding a base weight to every edge instead
/// would overflow the widest weights).
fn solve_any(
    vertices: &[usize],
    weight: &dyn Fn(usize, usize) -> Option<Wide>,
) -> (Vec<usize>, Wide) {
    let n = vertices.len();
    let size = vertices.iter().max().map_or(0, |&m| m + 1);
    let mut mate = vec![usize::MAX; size];
    if n == 0 {
        return (mate, Wide::default());
    }
    let mut weights = vec![None; n * n];
    for i in 0..n {
        for j in i + 1..n {
            weights[i * n + j] = weight(vertices[i], vertices[j]);
        }
    }
    let matrix: Vec<Wide> = weights.iter().map(|w| w.unwrap_or_default()).collect();
    let result = integer_blossom::max_weight_matching(&matrix, n);
    let mut total = Wide::default();
    for (i, m) in result.iter().enumerate() {
        let Some(j) = *m else { continue };
        mate[vertices[i]] = vertices[j];
        if i < j {
            total += weights[i * n + j].unwrap_or_default();
        }
    }
    (mate, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best perfect matching by trying them all.
    fn brute(vertices: &[usize], weight: &dyn Fn(usize, usize) -> Option<Wide>) -> Option<Wide> {
        let Some((&first, rest)) = vertices.split_first() else {
            return Some(Wide::default());
        };
        let mut best: Option<Wide> = None;
        for (k, &other) in rest.iter().enumerate() {
            let Some(w) = weight(first, other) else {
                continue;
            };
            let left: Vec<usize> = rest
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, &v)| v)
                .collect();
            if let Some(value) = brute(&left, weight) {
                let total = value + w;
                if best.is_none_or(|b| total > b) {
                    best = Some(total);
                }
            }
        }
        best
    }

    #[test]
    fn solve_finds_the_best_perfect_matching() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..300 {
            let n = 2 * rng.usize(1..=5);
            let mut table = vec![None; n * n];
            for i in 0..n {
                for j in i + 1..n {
                    if rng.u8(0..4) != 0 {
                        // The pair itself counted on top, as in the engine.
                        let w = Wide::from_u128(1)
                            .shifted_add(6, rng.u64(0..4))
                            .shifted_add(60, rng.u64(0..1 << 60))
                            .shifted_add(40, rng.u64(0..3));
                        table[i * n + j] = Some(w);
                        table[j * n + i] = Some(w);
                    }
                }
            }
            let weight = |a: usize, b: usize| table[a * n + b];
            let vertices: Vec<usize> = (0..n).collect();
            let (pairs, value, _) = best_matching(&vertices, &weight);
            let best = (pairs == n / 2).then_some(value);
            assert_eq!(best, brute(&vertices, &weight), "{table:?}");
        }
    }
}
