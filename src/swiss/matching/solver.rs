//! The search's state (Edmonds' blossom algorithm in the form of Galil's
//! survey) and the changes a [`super::Resolver`] makes to it; the search
//! itself is in `search.rs`, its certificate in `certificate.rs`.

use super::duals::Duals;
use super::graph::{Graph, NONE};
use super::outcome::Outcome;
use super::wide::Wide;
use integer_blossom::Weight;
use std::rc::Rc;

/// The search's state: a matching, its blossoms and the duals, over the
/// vertices not `gone` and the edges `active`.
#[derive(Clone)]
pub(super) struct Solver {
    pub(super) g: Rc<Graph>,
    pub(super) mate: Vec<usize>,
    pub(super) label: Vec<u8>,
    pub(super) labelend: Vec<usize>,
    pub(super) inblossom: Vec<usize>,
    pub(super) blossomparent: Vec<usize>,
    pub(super) blossomchilds: Vec<Vec<usize>>,
    pub(super) blossombase: Vec<usize>,
    pub(super) blossomendps: Vec<Vec<usize>>,
    pub(super) bestedge: Vec<usize>,
    pub(super) blossombestedges: Vec<Option<Vec<usize>>>,
    pub(super) unusedblossoms: Vec<usize>,
    pub(super) dualvar: Vec<Wide>,
    pub(super) allowedge: Vec<bool>,
    /// The edges `allowedge` holds this stage (to clear only those).
    pub(super) allowed: Vec<usize>,
    pub(super) queue: Vec<usize>,
    /// Vertices taken out of the graph (a re-solve without them).
    pub(super) gone: Vec<bool>,
    /// Edges in the graph (all, unless a re-solve left some out).
    pub(super) active: Vec<bool>,
    /// The last certificate: what every edge's slack was checked from.
    pub(super) proof: Option<Rc<Proof>>,
    /// The edges let into the graph since `proof` (unchecked by it).
    pub(super) activated: Vec<usize>,
}

/// A certified state: its duals, and the vertices out of the graph then.
pub(super) struct Proof {
    pub(super) duals: Duals,
    pub(super) gone: Vec<bool>,
}

impl Solver {
    /// Every vertex unmatched, with the dual `start`, and no blossoms.
    pub(super) fn new(g: Rc<Graph>, start: Wide) -> Solver {
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
    pub(super) fn partners(&self) -> Vec<usize> {
        self.mate
            .iter()
            .map(|&p| if p == NONE { NONE } else { self.g.endpoint[p] })
            .collect()
    }

    /// Pairs greedily along the heaviest edges before the search: they are
    /// tight under the starting duals (every vertex at the heaviest
    /// weight), so the algorithm's invariants hold, and a round whose
    /// edges weigh the same (round 1) needs no search at all.
    pub(super) fn start_greedily(&mut self, maxweight: Wide) {
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
    pub(super) fn allow(&mut self, k: usize) {
        if !self.allowedge[k] {
            self.allowedge[k] = true;
            self.allowed.push(k);
        }
    }

    pub(super) fn slack(&self, k: usize) -> Wide {
        self.dualvar[self.g.endpoint[2 * k]] + self.dualvar[self.g.endpoint[2 * k + 1]]
            - self.g.weight[k].double()
    }

    pub(super) fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.g.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    pub(super) fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    pub(super) fn assign_label(&mut self, w: usize, t: u8, p: usize) {
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

    pub(super) fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
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

    pub(super) fn add_blossom(&mut self, base: usize, k: usize) {
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

    pub(super) fn expand_blossom(&mut self, b: usize, endstage: bool) {
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

    pub(super) fn augment_blossom(&mut self, b: usize, v: usize) {
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

    pub(super) fn augment_matching(&mut self, k: usize) {
        let (v, w) = (self.g.endpoint[2 * k], self.g.endpoint[2 * k + 1]);
        self.flip_path(v, 2 * k + 1);
        self.flip_path(w, 2 * k);
    }

    /// The matching and its weight, if the duals certify it.
    pub(super) fn outcome(&mut self) -> Option<Outcome> {
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
    pub(super) fn full_slack(&self, k: usize) -> Wide {
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
    pub(super) fn unmatch(&mut self, v: usize) {
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
    pub(super) fn dissolve(&mut self, b: usize) {
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
    pub(super) fn isolate(&mut self, v: usize) {
        while self.inblossom[v] != v {
            self.dissolve(self.inblossom[v]);
        }
        self.unmatch(v);
    }

    pub(super) fn remove_vertex(&mut self, v: usize) {
        self.isolate(v);
        self.gone[v] = true;
        for &p in self.g.clone().neighbends(v) {
            self.active[p / 2] = false;
        }
    }

    /// Leaves edge `k` out, breaking up the blossoms that it holds together.
    pub(super) fn remove_edge(&mut self, k: usize) {
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
    pub(super) fn fit(&mut self, k: usize) {
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
    pub(super) fn release(&mut self, s: usize) {
        self.flip_path(s, NONE);
    }

    /// Gives `s` the partner end `p` and flips the alternating path from it
    /// back to its tree's root (through the labels), blossoms included.
    pub(super) fn flip_path(&mut self, mut s: usize, mut p: usize) {
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
}
