//! The primal-dual search: stages of growing alternating trees, shrinking
//! and expanding blossoms and changing the duals until no augmenting path
//! is left.

use super::graph::NONE;
use super::solver::Solver;
use super::wide::Wide;
use integer_blossom::Weight;

impl Solver {
    pub(super) fn run(&mut self) {
        let n = self.g.n;
        // The duals stay integers only while every root's has the same
        // parity (a tight edge's ends share theirs, so then every labelled
        // vertex does, and an edge between two outer ones has an even
        // slack to halve). From scratch they are all equal; after a change
        // a root of the other parity is raised by one, out of its blossoms.
        let roots: Vec<usize> = (0..n)
            .filter(|&v| self.mate[v] == NONE && !self.gone[v] && self.dualvar[v] > Wide::default())
            .collect();
        if let Some(&first) = roots.first() {
            let parity = self.dualvar[first].is_odd();
            for &v in &roots[1..] {
                if self.dualvar[v].is_odd() != parity {
                    // Its blossoms' duals come to it first.
                    self.isolate(v);
                    if self.dualvar[v].is_odd() != parity {
                        self.dualvar[v] += Wide::from_u128(1);
                    }
                }
            }
        }
        for _ in 0..n {
            self.label.fill(0);
            self.bestedge.fill(NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            for k in self.allowed.drain(..) {
                self.allowedge[k] = false;
            }
            self.queue.clear();
            // The roots: the unmatched vertices whose dual is not yet zero
            // (from scratch, every unmatched vertex; in a re-solve, an
            // unmatched vertex at zero is already where it may stay).
            let mut roots = false;
            for v in 0..n {
                if self.mate[v] == NONE
                    && !self.gone[v]
                    && self.dualvar[v] > Wide::default()
                    && self.label[self.inblossom[v]] == 0
                {
                    self.assign_label(v, 1, NONE);
                    roots = true;
                }
            }
            if !roots {
                break;
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    for idx in self.g.first_neighbend[v]..self.g.first_neighbend[v + 1] {
                        let p = self.g.neighbend[idx];
                        let k = p / 2;
                        let w = self.g.neighbour[idx];
                        if self.inblossom[v] == self.inblossom[w] || !self.active[k] {
                            continue;
                        }
                        let mut kslack = Wide::default();
                        if !self.allowedge[k] {
                            // As `slack(k)`, from the edge's copy beside `v`.
                            kslack = self.dualvar[v] + self.dualvar[w]
                                - self.g.neighbour_weight[idx].double();
                            if kslack <= Wide::default() {
                                self.allow(k);
                            }
                        }
                        if self.allowedge[k] {
                            let bw = self.inblossom[w];
                            if self.label[bw] == 0 && self.mate[self.blossombase[bw]] == NONE {
                                // An unmatched vertex at zero (a re-solve
                                // only): the path to it augments.
                                self.labelend[w] = NONE;
                                self.labelend[bw] = NONE;
                                self.augment_matching(k);
                                augmented = true;
                                break;
                            } else if self.label[bw] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Type 1: a vertex dual reaches zero (the matching need not
                // be perfect). Only the outer vertices' duals go down (from
                // scratch the roots' are the least of all).
                let mut deltatype = 1;
                let mut delta = (0..n)
                    .filter(|&v| self.label[self.inblossom[v]] == 1)
                    .map(|v| self.dualvar[v])
                    .min()
                    .expect("a root");
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let d = self.slack(self.bestedge[b]).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && self.dualvar[b] < delta
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] -= delta,
                        2 => self.dualvar[v] += delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] += delta,
                            2 => self.dualvar[b] -= delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => {
                        // A root at zero may stay unmatched: the stage ends
                        // (from scratch every root reaches zero at once, and
                        // the next stage finds none). Otherwise an outer
                        // vertex at zero swaps places with its root.
                        let zero = Wide::default();
                        let root_done = (0..n).any(|v| {
                            self.mate[v] == NONE
                                && self.label[self.inblossom[v]] == 1
                                && self.dualvar[v] == zero
                        });
                        if !root_done {
                            let s = (0..n)
                                .find(|&v| {
                                    self.label[self.inblossom[v]] == 1 && self.dualvar[v] == zero
                                })
                                .expect("an outer vertex at zero");
                            self.release(s);
                        }
                        augmented = true;
                        break;
                    }
                    2 => {
                        self.allow(deltaedge);
                        let (mut i, j) = (
                            self.g.endpoint[2 * deltaedge],
                            self.g.endpoint[2 * deltaedge + 1],
                        );
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(deltaedge);
                        self.queue.push(self.g.endpoint[2 * deltaedge]);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == Wide::default()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}
