//! A maximum weight matching that also gives its optimal dual solution
//! (Edmonds' primal-dual blossom algorithm, in the O(n³) form of Galil's
//! survey "Efficient algorithms for finding maximum matching in graphs").
//!
//! The Dutch engine needs the duals, not the matching: by complementary
//! slackness every maximum weight matching uses only edges of zero slack,
//! so a pair whose edge has slack is in no best pairing and is rejected
//! without a new matching. The duals are only trusted with their
//! certificate (checked by `Solver::certify`): every slack and blossom dual
//! non-negative, and the dual objective equal to the matching's weight.
//!
//! A bracket asks for many matchings of nearly the same graph (one per
//! candidate pair, with the pairs fixed so far taken out): a [`Resolver`]
//! keeps the matching, its blossoms and duals between them and goes on from
//! there (Galil's search with every unmatched vertex whose dual is not yet
//! zero as a root, as bbpPairings does), checking each answer by the same
//! certificate.

use super::weight::Wide;
use integer_blossom::Weight;
use std::rc::Rc;

const NONE: usize = usize::MAX;

/// An optimal dual solution of the matching LP, in doubled units: a vertex
/// holds `2 u(v)`, a blossom `z(B)`, so that an edge's slack is
/// `u2(i) + u2(j) - 2 w(i, j) + 2 sum z(B)` over the blossoms holding both.
#[derive(Clone)]
pub(crate) struct Duals {
    vertex: Vec<Wide>,
    /// Each vertex's blossoms, innermost first, with their duals (only the
    /// blossoms with a dual above zero).
    blossoms: Vec<Vec<(usize, Wide)>>,
}

impl Duals {
    /// Each vertex's dual with its blossoms' added (doubled units): every
    /// slack is unchanged or larger, and the edges inside blossoms keep
    /// theirs.
    pub(crate) fn flattened(&self) -> Vec<Wide> {
        self.vertex
            .iter()
            .zip(&self.blossoms)
            .map(|(&y, blossoms)| blossoms.iter().fold(y, |y, &(_, z)| y + z))
            .collect()
    }

    /// The slack of edge `i`-`j` of weight `w` (doubled units).
    pub(crate) fn slack(&self, i: usize, j: usize, w: Wide) -> Wide {
        self.vertex[i] + self.vertex[j] - w.double() + self.shared(i, j).double()
    }

    /// The duals of the blossoms holding both `i` and `j`: the blossoms
    /// holding a vertex nest, so those holding both are where the two
    /// lists (innermost first) end alike.
    fn shared(&self, i: usize, j: usize) -> Wide {
        let mut z = Wide::default();
        for (a, b) in self.blossoms[i]
            .iter()
            .rev()
            .zip(self.blossoms[j].iter().rev())
        {
            if a.0 != b.0 {
                break;
            }
            z += a.1;
        }
        z
    }
}

/// The edges of a graph, fixed for the life of its solvers (shared by the
/// copies a [`Resolver`] tries candidates on).
struct Graph {
    n: usize,
    /// Edge `k` joins `endpoint[2k]` and `endpoint[2k + 1]`.
    endpoint: Vec<usize>,
    weight: Vec<Wide>,
    /// The edges at each vertex, as one array for the whole graph (vertex
    /// `v`'s from `first_neighbend[v]` to `first_neighbend[v + 1]`): the
    /// search scans them in every stage, so they lie in order in memory,
    /// with the vertex at the far end and the weight beside each (a dense
    /// window's edge scan was bound by the cache misses of looking them up).
    first_neighbend: Vec<usize>,
    neighbend: Vec<usize>,
    neighbour: Vec<usize>,
    neighbour_weight: Vec<Wide>,
}

impl Graph {
    fn new(n: usize, edges: &[(usize, usize)], weights: &[Wide]) -> Graph {
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
    fn neighbends(&self, v: usize) -> &[usize] {
        &self.neighbend[self.first_neighbend[v]..self.first_neighbend[v + 1]]
    }

    fn edges(&self) -> usize {
        self.weight.len()
    }
}

/// The search's state: a matching, its blossoms and the duals, over the
/// vertices not `gone` and the edges `active`.
#[derive(Clone)]
struct Solver {
    g: Rc<Graph>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<Wide>,
    allowedge: Vec<bool>,
    /// The edges `allowedge` holds this stage (to clear only those).
    allowed: Vec<usize>,
    queue: Vec<usize>,
    /// Vertices taken out of the graph (a re-solve without them).
    gone: Vec<bool>,
    /// Edges in the graph (all, unless a re-solve left some out).
    active: Vec<bool>,
    /// The last certificate: what every edge's slack was checked from.
    proof: Option<Rc<Proof>>,
    /// The edges let into the graph since `proof` (unchecked by it).
    activated: Vec<usize>,
}

/// A certified state: its duals, and the vertices out of the graph then.
struct Proof {
    duals: Duals,
    gone: Vec<bool>,
}

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

/// A best matching of the edges `weights` gives, with the duals that prove
/// it best: its number of pairs, its weight, and the partners
/// (`usize::MAX` for none).
pub(crate) struct Outcome {
    pub(crate) pairs: usize,
    pub(crate) total: Wide,
    pub(crate) mate: Vec<usize>,
}

/// A maximum weight matching kept across changes to its graph: vertices
/// taken out or put back, edges left out or let back in. Each change keeps
/// the duals feasible (a blossom broken up hands its dual to its vertices,
/// and a vertex a new edge does not fit is unmatched and its dual raised),
/// and the search then goes on from the matching and duals it has: a few
/// stages for a pair fixed, instead of a whole matching from scratch.
/// Every answer is checked by its certificate, as from scratch.
pub(crate) struct Resolver {
    base: Solver,
    /// The last [`Resolver::try_without`], kept if the caller wants it.
    trial: Option<Solver>,
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

impl Solver {
    /// Every vertex unmatched, with the dual `start`, and no blossoms.
    fn new(g: Rc<Graph>, start: Wide) -> Solver {
        let n = g.n;
        let m = g.edges();
        Solver {
            g,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar: std::iter::repeat_n(start, n)
                .chain(std::iter::repeat_n(Wide::default(), n))
                .collect(),
            allowedge: vec![false; m],
            allowed: Vec::new(),
            queue: Vec::new(),
            gone: vec![false; n],
            active: vec![true; m],
            proof: None,
            activated: Vec::new(),
        }
    }

    /// Each vertex's partner, `usize::MAX` for none.
    fn partners(&self) -> Vec<usize> {
        self.mate
            .iter()
            .map(|&p| if p == NONE { NONE } else { self.g.endpoint[p] })
            .collect()
    }

    /// Pairs greedily along the heaviest edges before the search: they are
    /// tight under the starting duals (every vertex at the heaviest
    /// weight), so the algorithm's invariants hold, and a round whose
    /// edges weigh the same (round 1) needs no search at all.
    fn start_greedily(&mut self, maxweight: Wide) {
        for v in 0..self.g.n {
            if self.mate[v] != NONE {
                continue;
            }
            let found = self.g.neighbends(v).iter().copied().find(|&p| {
                self.mate[self.g.endpoint[p]] == NONE && self.g.weight[p / 2] == maxweight
            });
            if let Some(p) = found {
                self.mate[v] = p;
                self.mate[self.g.endpoint[p]] = p ^ 1;
            }
        }
    }

    /// Lets edge `k` be used this stage (it is tight).
    fn allow(&mut self, k: usize) {
        if !self.allowedge[k] {
            self.allowedge[k] = true;
            self.allowed.push(k);
        }
    }

    fn slack(&self, k: usize) -> Wide {
        self.dualvar[self.g.endpoint[2 * k]] + self.dualvar[self.g.endpoint[2 * k + 1]]
            - self.g.weight[k].double()
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.g.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        debug_assert!(
            self.label[w] == 0 && self.label[b] == 0,
            "assign {w} {b} {} {}",
            self.label[w],
            self.label[b]
        );
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b];
            let m = self.mate[base];
            self.assign_label(self.g.endpoint[m], 1, m ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.g.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                debug_assert!(self.label[b] == 2, "scan T {b} {}", self.label[b]);
                v = self.g.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.g.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.g.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = Wide::default();
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.g.n];
        for &bv in &path {
            match self.blossombestedges[bv].take() {
                Some(list) => {
                    for k in list {
                        let (i, j) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
                        let far = if self.inblossom[j] == b { i } else { j };
                        let bj = self.inblossom[far];
                        if bj != b
                            && self.label[bj] == 1
                            && (bestedgeto[bj] == NONE
                                || self.slack(k) < self.slack(bestedgeto[bj]))
                        {
                            bestedgeto[bj] = k;
                        }
                    }
                }
                None => {
                    // Every edge of every leaf, in order, read beside the
                    // leaf (as in the search's scan).
                    for v in self.leaves_of(bv) {
                        for idx in self.g.first_neighbend[v]..self.g.first_neighbend[v + 1] {
                            let bj = self.inblossom[self.g.neighbour[idx]];
                            if bj == b
                                || self.label[bj] != 1
                                || !self.active[self.g.neighbend[idx] / 2]
                            {
                                continue;
                            }
                            let k = self.g.neighbend[idx] / 2;
                            let kslack = self.dualvar[v] + self.dualvar[self.g.neighbour[idx]]
                                - self.g.neighbour_weight[idx].double();
                            if bestedgeto[bj] == NONE || kslack < self.slack(bestedgeto[bj]) {
                                bestedgeto[bj] = k;
                            }
                        }
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.g.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == Wide::default() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let at = |j: isize| childs[j.rem_euclid(len) as usize];
            let endps = self.blossomendps[b].clone();
            let endp = |j: isize| endps[j.rem_euclid(len) as usize];
            let entrychild = self.inblossom[self.g.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entrychild).expect("child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let q = self.g.endpoint[p ^ 1];
                self.label[q] = 0;
                let e = endp(j - endptrick as isize) ^ endptrick ^ 1;
                let r = self.g.endpoint[e];
                self.label[r] = 0;
                self.assign_label(q, 2, p);
                self.allow(endp(j - endptrick as isize) / 2);
                j += jstep;
                p = endp(j - endptrick as isize) ^ endptrick;
                self.allow(p / 2);
                j += jstep;
            }
            let bv = at(j);
            let q = self.g.endpoint[p ^ 1];
            self.label[q] = 2;
            self.label[bv] = 2;
            self.labelend[q] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while at(j) != entrychild {
                let bv = at(j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let leaves = self.leaves_of(bv);
                if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    let m = self.mate[self.blossombase[bv]];
                    self.label[self.g.endpoint[m]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.g.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][j.rem_euclid(len) as usize];
            let p =
                self.blossomendps[b][(j - endptrick as isize).rem_euclid(len) as usize] ^ endptrick;
            if t >= self.g.n {
                self.augment_blossom(t, self.g.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][j.rem_euclid(len) as usize];
            if t >= self.g.n {
                self.augment_blossom(t, self.g.endpoint[p ^ 1]);
            }
            self.mate[self.g.endpoint[p]] = p ^ 1;
            self.mate[self.g.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i as usize);
        self.blossomendps[b].rotate_left(i as usize);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
        self.flip_path(v, 2 * k + 1);
        self.flip_path(w, 2 * k);
    }

    /// The matching and its weight, if the duals certify it.
    fn outcome(&mut self) -> Option<Outcome> {
        self.certify()?;
        let mate = self.partners();
        let mut pairs = 0;
        let mut total = Wide::default();
        for v in 0..self.g.n {
            let p = self.mate[v];
            if p != NONE && v < self.g.endpoint[p] {
                pairs += 1;
                total += self.g.weight[p / 2];
            }
        }
        Some(Outcome { pairs, total, mate })
    }

    /// The slack of edge `k` with the duals of the blossoms holding both
    /// its ends (doubled units).
    fn full_slack(&self, k: usize) -> Wide {
        let (i, j) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
        let mut s = self.slack(k);
        if self.inblossom[i] != self.inblossom[j] {
            return s;
        }
        let mut above_i = Vec::new();
        let mut b = self.blossomparent[i];
        while b != NONE {
            above_i.push(b);
            b = self.blossomparent[b];
        }
        let mut b = self.blossomparent[j];
        while !above_i.contains(&b) {
            b = self.blossomparent[b];
        }
        while b != NONE {
            s += self.dualvar[b].double();
            b = self.blossomparent[b];
        }
        s
    }

    /// Unmatches `v` and its partner.
    fn unmatch(&mut self, v: usize) {
        let p = self.mate[v];
        if p != NONE {
            self.mate[self.g.endpoint[p]] = NONE;
            self.mate[v] = NONE;
        }
    }

    /// Breaks up the outermost blossom `b`: its dual goes to its vertices
    /// (so the slack of an edge inside is unchanged and of one leaving it
    /// grows), its base is unmatched (that edge is no longer tight), and
    /// its children become outermost.
    fn dissolve(&mut self, b: usize) {
        self.unmatch(self.blossombase[b]);
        let z = self.dualvar[b];
        for v in self.leaves_of(b) {
            self.dualvar[v] += z;
        }
        for c in std::mem::take(&mut self.blossomchilds[b]) {
            self.blossomparent[c] = NONE;
            for v in self.leaves_of(c) {
                self.inblossom[v] = c;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.dualvar[b] = Wide::default();
        self.unusedblossoms.push(b);
    }

    /// Makes `v` an unmatched vertex in no blossom.
    fn isolate(&mut self, v: usize) {
        while self.inblossom[v] != v {
            self.dissolve(self.inblossom[v]);
        }
        self.unmatch(v);
    }

    fn remove_vertex(&mut self, v: usize) {
        self.isolate(v);
        self.gone[v] = true;
        for &p in self.g.clone().neighbends(v) {
            self.active[p / 2] = false;
        }
    }

    /// Leaves edge `k` out, breaking up the blossoms that it holds together.
    fn remove_edge(&mut self, k: usize) {
        let (i, j) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
        let holds = |s: &Solver| {
            if s.mate[i] != NONE && s.mate[i] / 2 == k {
                return true;
            }
            let mut b = s.blossomparent[i];
            while b != NONE {
                if s.blossomendps[b].iter().any(|&p| p / 2 == k) {
                    return true;
                }
                b = s.blossomparent[b];
            }
            false
        };
        if holds(self) {
            while self.inblossom[i] == self.inblossom[j] {
                self.dissolve(self.inblossom[i]);
            }
            if self.mate[i] != NONE && self.mate[i] / 2 == k {
                self.unmatch(i);
            }
        }
        self.active[k] = false;
    }

    /// Makes edge `k`'s slack non-negative, raising an end's dual (that end
    /// unmatched and out of its blossoms first) if it is not.
    fn fit(&mut self, k: usize) {
        if self.full_slack(k) >= Wide::default() {
            return;
        }
        let v = self.g.endpoint[2 * k];
        self.isolate(v);
        let slack = self.full_slack(k);
        if slack < Wide::default() {
            self.dualvar[v] -= slack;
        }
    }

    /// Unmatches the outer vertex `s` (its dual at zero) by flipping the
    /// alternating path from it to its tree's root, which is then matched.
    fn release(&mut self, s: usize) {
        self.flip_path(s, NONE);
    }

    /// Gives `s` the partner end `p` and flips the alternating path from it
    /// back to its tree's root (through the labels), blossoms included.
    fn flip_path(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.inblossom[s];
            if bs >= self.g.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.labelend[bs] == NONE {
                break;
            }
            let t = self.g.endpoint[self.labelend[bs]];
            let bt = self.inblossom[t];
            s = self.g.endpoint[self.labelend[bt]];
            let j = self.g.endpoint[self.labelend[bt] ^ 1];
            if bt >= self.g.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.labelend[bt];
            p = self.labelend[bt] ^ 1;
        }
    }

    fn run(&mut self) {
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
    fn certify(&mut self) -> Option<Rc<Proof>> {
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

#[cfg(test)]
mod tests {
    use super::*;

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
            let Some(other) =
                (0..n).find(|&x| !trial.gone[x] && x != edges[k].0 && x != edges[k].1)
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
}
