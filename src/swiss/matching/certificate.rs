//! The certificate that proves a matching the heaviest: the duals'
//! signs, every edge's slack and the dual objective.

use super::duals::Duals;
use super::graph::NONE;
use super::solver::{Proof, Solver};
use super::wide::Wide;
use integer_blossom::Weight;
use std::rc::Rc;

impl Solver {
    /// The duals, if they prove the matching optimal: all non-negative,
    /// every edge's slack non-negative, and the dual objective twice the
    /// matching's weight (doubled units). Kept as the solver's proof.
    ///
    /// An edge's slack is a function of its weight and of its ends' duals
    /// and blossoms (with their duals) only; so after a proof, an edge whose
    /// ends have all three as the proof had them, and which was in the
    /// graph then, still has the slack the proof found non-negative. Only
    /// the edges at the other vertices and the edges let in since are
    /// checked again. Everything else (signs, objective, matching) is
    /// checked in full each time.
    pub(super) fn certify(&mut self) -> Option<Rc<Proof>> {
        let n = self.g.n;
        let zero = Wide::default();
        if (n..2 * n).any(|b| self.blossombase[b] != NONE && self.dualvar[b] < zero) {
            return None;
        }
        // Each vertex's blossoms with a dual above zero, innermost first,
        // and how many vertices each blossom holds.
        let mut blossoms = vec![Vec::new(); n];
        let mut size = vec![0usize; 2 * n];
        let mut objective = zero;
        for (v, chain) in blossoms.iter_mut().enumerate() {
            if self.gone[v] {
                continue;
            }
            if self.dualvar[v] < zero {
                return None;
            }
            objective += self.dualvar[v];
            let mut b = self.blossomparent[v];
            while b != NONE {
                size[b] += 1;
                if self.dualvar[b] != zero {
                    chain.push((b, self.dualvar[b]));
                }
                b = self.blossomparent[b];
            }
        }
        for (&z, &size) in self.dualvar[n..].iter().zip(&size[n..]) {
            for _ in 1..size {
                objective += z;
            }
        }
        // The matching's weight: each pair on an edge in the graph, both
        // ends agreeing.
        let mut matched = zero;
        for v in 0..n {
            let p = self.mate[v];
            if p == NONE {
                continue;
            }
            let w = self.g.endpoint[p];
            if self.gone[v] || self.gone[w] || !self.active[p / 2] || self.mate[w] != p ^ 1 {
                return None;
            }
            if v < w {
                matched += self.g.weight[p / 2].double();
            }
        }
        if objective != matched {
            return None;
        }
        let duals = Duals {
            vertex: self.dualvar[..n].to_vec(),
            blossoms,
        };
        // Each vertex: out of the graph, kept since the proof, or to check.
        const OUT: u8 = 0;
        const KEPT: u8 = 1;
        const CHECK: u8 = 2;
        let mut state: Vec<u8> = (0..n)
            .map(|v| if self.gone[v] { OUT } else { CHECK })
            .collect();
        if let Some(proof) = &self.proof {
            // A vertex whose dual is not lower than the proof's, with the
            // same blossoms whose duals are not lower either, and in the
            // graph as it was: an edge between two such, in the graph when
            // the proof was made (not `activated` since), keeps at least
            // the slack the proof checked (each of its terms is as large).
            for (v, state) in state.iter_mut().enumerate() {
                let (now, then) = (&duals.blossoms[v], &proof.duals.blossoms[v]);
                if *state == CHECK
                    && !proof.gone[v]
                    && duals.vertex[v] >= proof.duals.vertex[v]
                    && now.len() == then.len()
                    && now.iter().zip(then).all(|(a, b)| a.0 == b.0 && a.1 >= b.1)
                {
                    *state = KEPT;
                }
            }
        }
        // The innermost and the outermost blossom with a dual above zero
        // holding each vertex, and its dual with all its blossoms' added:
        // an edge between two different outermost ones (or none) is in no
        // blossom, and one whose ends share the innermost is in all their
        // blossoms; only the others look for the blossoms they share.
        let innermost: Vec<usize> = duals
            .blossoms
            .iter()
            .map(|b| b.first().map_or(NONE, |&(b, _)| b))
            .collect();
        let outermost: Vec<usize> = duals
            .blossoms
            .iter()
            .map(|b| b.last().map_or(NONE, |&(b, _)| b))
            .collect();
        let flattened = duals.flattened();
        let fits = |i: usize, j: usize, weight: Wide| {
            let s = if outermost[i] == NONE || outermost[i] != outermost[j] {
                duals.vertex[i] + duals.vertex[j]
            } else if innermost[i] == innermost[j] {
                flattened[i] + flattened[j]
            } else {
                duals.vertex[i] + duals.vertex[j] + duals.shared(i, j).double()
            };
            s >= weight.double()
        };
        let ends = self.g.endpoint.chunks_exact(2);
        let all_fit =
            ends.zip(&self.g.weight)
                .zip(&self.active)
                .all(|((ends, &weight), &active)| {
                    let (i, j) = (ends[0], ends[1]);
                    let (si, sj) = (state[i], state[j]);
                    !active
                        || si == OUT
                        || sj == OUT
                        || (si == KEPT && sj == KEPT)
                        || fits(i, j, weight)
                })
                && self.activated.iter().all(|&k| {
                    let (i, j) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
                    !self.active[k]
                        || state[i] == OUT
                        || state[j] == OUT
                        || fits(i, j, self.g.weight[k])
                });
        if !all_fit {
            return None;
        }
        let proof = Rc::new(Proof {
            duals,
            gone: self.gone.clone(),
        });
        self.proof = Some(Rc::clone(&proof));
        self.activated.clear();
        Some(proof)
    }
}
