//! A matching kept across changes to its graph, re-solved from where it
//! was.

use super::duals::Duals;
use super::graph::{Graph, NONE};
use super::outcome::Outcome;
use super::solver::Solver;
use super::wide::Wide;
use std::rc::Rc;

/// A maximum weight matching kept across changes to its graph: vertices
/// taken out or put back, edges left out or let back in. Each change keeps
/// the duals feasible (a blossom broken up hands its dual to its vertices,
/// and a vertex a new edge does not fit is unmatched and its dual raised),
/// and the search then goes on from the matching and duals it has: a few
/// stages for a pair fixed, instead of a whole matching from scratch.
/// Every answer is checked by its certificate, as from scratch.
pub(crate) struct Resolver {
    pub(super) base: Solver,
    /// The last [`Resolver::try_without`], kept if the caller wants it.
    pub(super) trial: Option<Solver>,
    /// The relation, presence and labels of the last [`Resolver::sync`]:
    /// what each edge's place in the graph was decided from.
    last: Option<Relation>,
}

/// How many labels [`Resolver::sync`] tells vertices apart by.
pub(crate) const LABELS: usize = 32;

type Relation = ([[bool; LABELS]; LABELS], Vec<bool>, Vec<u8>);

impl Resolver {
    /// Over `n` vertices and `edges` (all in the graph), from the vertex
    /// duals `duals` (doubled units, no blossoms) and the partners `mate`:
    /// a pair whose edge is not tight is dropped, an edge with negative
    /// slack has an end's dual raised; then solved.
    pub(crate) fn new(
        n: usize,
        edges: &[(usize, usize)],
        weights: &[Wide],
        duals: &[Wide],
        mate: &[usize],
    ) -> Resolver {
        let g = Rc::new(Graph::new(n, edges, weights));
        let mut s = Solver::new(g, Wide::default());
        s.dualvar[..n].copy_from_slice(duals);
        for k in 0..edges.len() {
            if s.slack(k) < Wide::default() {
                s.fit(k);
            }
        }
        for (k, &(i, j)) in edges.iter().enumerate() {
            if mate[i] == j
                && s.mate[i] == NONE
                && s.mate[j] == NONE
                && s.slack(k) == Wide::default()
            {
                s.mate[i] = 2 * k + 1;
                s.mate[j] = 2 * k;
            }
        }
        s.run();
        Resolver {
            base: s,
            trial: None,
            last: None,
        }
    }

    /// Makes the graph the vertices `present` and the edges among them
    /// whose ends' labels (each below [`LABELS`]) are in `relation`, and
    /// re-solves. Only the edges at vertices whose presence or label
    /// changed since the last sync are looked at again, unless the
    /// relation changed.
    pub(crate) fn sync(
        &mut self,
        present: &[bool],
        label: &[u8],
        relation: &dyn Fn(u8, u8) -> bool,
    ) {
        self.trial = None;
        let mut table = [[false; LABELS]; LABELS];
        for (x, row) in table.iter_mut().enumerate() {
            for (y, cell) in row.iter_mut().enumerate() {
                *cell = relation(x as u8, y as u8);
            }
        }
        let s = &mut self.base;
        let g = Rc::clone(&s.g);
        let mut changed = false;
        for (v, &here) in present.iter().enumerate().take(g.n) {
            if !here && !s.gone[v] {
                s.remove_vertex(v);
                changed = true;
            }
        }
        let mut let_in = Vec::new();
        let mut check = |k: usize, s: &mut Solver, changed: &mut bool| {
            let (i, j) = (g.endpoint[2 * k], g.endpoint[2 * k + 1]);
            let wanted = present[i] && present[j] && table[label[i] as usize][label[j] as usize];
            if s.active[k] && !wanted {
                s.remove_edge(k);
                *changed = true;
            } else if !s.active[k] && wanted {
                let_in.push(k);
            }
        };
        match &self.last {
            Some((table_then, present_then, label_then)) if *table_then == table => {
                for v in 0..g.n {
                    if present[v] != present_then[v] || label[v] != label_then[v] {
                        for &p in g.neighbends(v) {
                            check(p / 2, s, &mut changed);
                        }
                    }
                }
            }
            _ => {
                for k in 0..g.edges() {
                    check(k, s, &mut changed);
                }
            }
        }
        let_in.sort_unstable();
        let_in.dedup();
        self.last = Some((table, present[..g.n].to_vec(), label[..g.n].to_vec()));
        for (v, &here) in present.iter().enumerate().take(g.n) {
            if here && s.gone[v] {
                s.gone[v] = false;
                s.dualvar[v] = Wide::default();
                changed = true;
            }
        }
        for k in let_in {
            s.active[k] = true;
            s.activated.push(k);
            s.fit(k);
            changed = true;
        }
        if changed {
            s.run();
        }
    }

    /// The best matching of the graph as it is with the duals that prove
    /// it, if they do.
    pub(crate) fn outcome_with_duals(&mut self) -> Option<(Outcome, Duals)> {
        let outcome = self.base.outcome()?;
        let duals = self.base.proof.as_ref()?.duals.clone();
        Some((outcome, duals))
    }

    /// The best matching of the graph as it is, if certified.
    pub(crate) fn outcome(&mut self) -> Option<Outcome> {
        self.base.outcome()
    }

    /// The best matching without the vertices `u` and `v` (the graph kept
    /// as it is), if certified; [`Resolver::keep_trial`] makes it the graph.
    pub(crate) fn try_without(&mut self, u: usize, v: usize) -> Option<Outcome> {
        let mut t = self.base.clone();
        t.remove_vertex(u);
        t.remove_vertex(v);
        t.run();
        let outcome = t.outcome();
        self.trial = Some(t);
        outcome
    }

    /// Takes the last [`Resolver::try_without`]'s graph and matching.
    pub(crate) fn keep_trial(&mut self) {
        if let Some(t) = self.trial.take() {
            // The vertices the trial took out have no edges in the graph.
            if let Some((_, present, _)) = &mut self.last {
                for (here, &gone) in present.iter_mut().zip(&t.gone) {
                    *here &= !gone;
                }
            }
            self.base = t;
        }
    }
}
