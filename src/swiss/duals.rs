//! A maximum weight matching that also gives its optimal dual solution
//! (Edmonds' primal-dual blossom algorithm, in the O(n³) form of Galil's
//! survey "Efficient algorithms for finding maximum matching in graphs").
//!
//! The Dutch engine needs the duals, not the matching: by complementary
//! slackness every maximum weight matching uses only edges of zero slack,
//! so a pair whose edge has slack is in no best pairing and is rejected
//! without a new matching. The duals are only trusted with their
//! certificate ([`Duals::certified`]): every slack and blossom dual
//! non-negative, and the dual objective equal to the matching's weight.

use super::weight::Wide;
use integer_blossom::Weight;

const NONE: usize = usize::MAX;

/// An optimal dual solution of the matching LP, in doubled units: a vertex
/// holds `2 u(v)`, a blossom `z(B)`, so that an edge's slack is
/// `u2(i) + u2(j) - 2 w(i, j) + 2 sum z(B)` over the blossoms holding both.
pub(crate) struct Duals {
    vertex: Vec<Wide>,
    /// Each vertex's blossoms, innermost first, with their duals (only the
    /// blossoms with a dual above zero).
    blossoms: Vec<Vec<(usize, Wide)>>,
}

impl Duals {
    /// The slack of edge `i`-`j` of weight `w` (doubled units).
    pub(crate) fn slack(&self, i: usize, j: usize, w: Wide) -> Wide {
        let mut s = self.vertex[i] + self.vertex[j] - w.double();
        for &(b, z) in &self.blossoms[i] {
            if self.blossoms[j].iter().any(|&(c, _)| c == b) {
                s += z.double();
            }
        }
        s
    }
}

struct Solver<'w> {
    n: usize,
    /// Edge `k` joins `endpoint[2k]` and `endpoint[2k + 1]`.
    endpoint: Vec<usize>,
    weight: &'w [Wide],
    /// The edges at each vertex, as one array for the whole graph (vertex
    /// `v`'s from `first_neighbend[v]` to `first_neighbend[v + 1]`): the
    /// search scans them in every stage, so they lie in order in memory,
    /// with the vertex at the far end and the weight beside each (a dense
    /// window's edge scan was bound by the cache misses of looking them up).
    first_neighbend: Vec<usize>,
    neighbend: Vec<usize>,
    neighbour: Vec<usize>,
    neighbour_weight: Vec<Wide>,
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
    queue: Vec<usize>,
}

/// The maximum weight matching of `n` vertices with `edges` (`(i, j)`, with
/// `weights[k]` positive), as partners (`usize::MAX` for none), and its
/// duals if they carry their certificate.
pub(crate) fn matching_with_duals(
    n: usize,
    edges: &[(usize, usize)],
    weights: &[Wide],
) -> (Vec<usize>, Option<Duals>) {
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
    let maxweight = weights.iter().copied().max().unwrap_or_default();
    let mut s = Solver {
        n,
        endpoint,
        weight: weights,
        first_neighbend,
        neighbend,
        neighbour,
        neighbour_weight,
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
        dualvar: std::iter::repeat_n(maxweight, n)
            .chain(std::iter::repeat_n(Wide::default(), n))
            .collect(),
        allowedge: vec![false; edges.len()],
        queue: Vec::new(),
    };
    if !edges.is_empty() {
        s.start_greedily(maxweight);
        s.run();
    }
    let mate: Vec<usize> = s
        .mate
        .iter()
        .map(|&p| if p == NONE { NONE } else { s.endpoint[p] })
        .collect();
    let duals = s.certify(edges, &mate);
    (mate, duals)
}

impl Solver<'_> {
    /// Pairs greedily along the heaviest edges before the search: they are
    /// tight under the starting duals (every vertex at the heaviest
    /// weight), so the algorithm's invariants hold, and a round whose
    /// edges weigh the same (round 1) needs no search at all.
    fn start_greedily(&mut self, maxweight: Wide) {
        for v in 0..self.n {
            if self.mate[v] != NONE {
                continue;
            }
            let found =
                self.neighbends(v).iter().copied().find(|&p| {
                    self.mate[self.endpoint[p]] == NONE && self.weight[p / 2] == maxweight
                });
            if let Some(p) = found {
                self.mate[v] = p;
                self.mate[self.endpoint[p]] = p ^ 1;
            }
        }
    }

    /// The edges at `v`, as endpoints (`p ^ 1` is `v`'s end of edge `p / 2`).
    fn neighbends(&self, v: usize) -> &[usize] {
        &self.neighbend[self.first_neighbend[v]..self.first_neighbend[v + 1]]
    }

    fn slack(&self, k: usize) -> Wide {
        self.dualvar[self.endpoint[2 * k]] + self.dualvar[self.endpoint[2 * k + 1]]
            - self.weight[k].double()
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
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
            self.assign_label(self.endpoint[m], 1, m ^ 1);
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
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                debug_assert!(self.label[b] == 2, "scan T {b} {}", self.label[b]);
                v = self.endpoint[self.labelend[b]];
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
        let (mut v, mut w) = (self.endpoint[2 * k], self.endpoint[2 * k + 1]);
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
            v = self.endpoint[self.labelend[bv]];
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
            w = self.endpoint[self.labelend[bw]];
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
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            match self.blossombestedges[bv].take() {
                Some(list) => {
                    for k in list {
                        let (i, j) = (self.endpoint[2 * k], self.endpoint[2 * k + 1]);
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
                        for idx in self.first_neighbend[v]..self.first_neighbend[v + 1] {
                            let bj = self.inblossom[self.neighbour[idx]];
                            if bj == b || self.label[bj] != 1 {
                                continue;
                            }
                            let k = self.neighbend[idx] / 2;
                            let kslack = self.dualvar[v] + self.dualvar[self.neighbour[idx]]
                                - self.neighbour_weight[idx].double();
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
            if s < self.n {
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
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entrychild).expect("child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let q = self.endpoint[p ^ 1];
                self.label[q] = 0;
                let e = endp(j - endptrick as isize) ^ endptrick ^ 1;
                let r = self.endpoint[e];
                self.label[r] = 0;
                self.assign_label(q, 2, p);
                self.allowedge[endp(j - endptrick as isize) / 2] = true;
                j += jstep;
                p = endp(j - endptrick as isize) ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = at(j);
            let q = self.endpoint[p ^ 1];
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
                    self.label[self.endpoint[m]] = 0;
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
        if t >= self.n {
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
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][j.rem_euclid(len) as usize];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i as usize);
        self.blossomendps[b].rotate_left(i as usize);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = (self.endpoint[2 * k], self.endpoint[2 * k + 1]);
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn run(&mut self) {
        let n = self.n;
        for _ in 0..n {
            self.label.fill(0);
            self.bestedge.fill(NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.fill(false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    for idx in self.first_neighbend[v]..self.first_neighbend[v + 1] {
                        let p = self.neighbend[idx];
                        let k = p / 2;
                        let w = self.neighbour[idx];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = Wide::default();
                        if !self.allowedge[k] {
                            // As `slack(k)`, from the edge's copy beside `v`.
                            kslack = self.dualvar[v] + self.dualvar[w]
                                - self.neighbour_weight[idx].double();
                            if kslack <= Wide::default() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
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
                // be perfect).
                let mut deltatype = 1;
                let mut delta = (0..n).map(|v| self.dualvar[v]).min().expect("vertices");
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
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j) = (
                            self.endpoint[2 * deltaedge],
                            self.endpoint[2 * deltaedge + 1],
                        );
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        self.queue.push(self.endpoint[2 * deltaedge]);
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
    /// matching's weight (doubled units).
    fn certify(&self, edges: &[(usize, usize)], mate: &[usize]) -> Option<Duals> {
        let n = self.n;
        let zero = Wide::default();
        let mut blossoms = vec![Vec::new(); n];
        let mut objective = zero;
        for v in 0..n {
            if self.dualvar[v] < zero {
                return None;
            }
            objective += self.dualvar[v];
        }
        for b in n..2 * n {
            if self.blossombase[b] == NONE {
                continue;
            }
            let z = self.dualvar[b];
            if z < zero {
                return None;
            }
            if z == zero {
                continue;
            }
            let leaves = self.leaves_of(b);
            for _ in 1..leaves.len() {
                objective += z;
            }
            for v in leaves {
                blossoms[v].push((b, z));
            }
        }
        let duals = Duals {
            vertex: self.dualvar[..n].to_vec(),
            blossoms,
        };
        let mut matched = zero;
        for (k, &(i, j)) in edges.iter().enumerate() {
            let slack = duals.slack(i, j, self.weight[k]);
            if slack < zero {
                return None;
            }
            if mate[i] == j {
                matched += self.weight[k].double();
            }
        }
        (objective == matched).then_some(duals)
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
}
