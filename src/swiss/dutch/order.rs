//! The pairs inside a bracket in the order of C.04.3 D: the moved-down
//! players first, then the remainder split into S1 and S2, transpositions
//! before exchanges, each pair the first that keeps the best value.

use super::bracket::Bracket;
use super::criteria::Criteria;
use super::edges::EdgeTable;
use super::state::State;
use crate::swiss::matching::{Outcome, Resolver, Wide, best_matching, certified_matching};

/// The bits of a player's label in [`State::order_bracket`].
const INSIDE: u8 = 1;
const FLOATING: u8 = 2;
const RESIDENT: u8 = 4;
const IN_S1: u8 = 8;

/// Which pairs inside a bracket a matching may make: a relation on the
/// players' labels (each below `LABELS` of the matching's resolver).
struct Permission<'a> {
    label: &'a dyn Fn(usize) -> u8,
    relation: &'a dyn Fn(u8, u8) -> bool,
}

impl Permission<'_> {
    fn allows(&self, a: usize, b: usize) -> bool {
        (self.relation)((self.label)(a), (self.label)(b))
    }
}

impl State<'_> {
    /// The pairs made inside the bracket, in the order of C.04.3 D: the
    /// moved-down players from the top, each with the first resident that
    /// keeps the best value of the round's pairing (checked over `window`);
    /// then the remainder with S1 its top half, each S1 player with the
    /// first S2 player, transpositions before exchanges. Players left
    /// unpaired float down.
    pub(super) fn order_bracket(
        &self,
        members: &[usize],
        window: &[usize],
        bracket: &Bracket,
    ) -> Vec<(usize, usize)> {
        let n = self.players.len();
        let vertices = n + usize::from(self.odd);
        let widths = Criteria::widths(bracket, window.len(), self.most_played, self.score_spread);
        // The weights are the same in every matching of the bracket: computed
        // once over the window, then looked up.
        let table = EdgeTable::new(vertices, window, |a, b| {
            self.criteria(a, b, bracket).map(|c| c.pack(&widths))
        });
        let base = |a: usize, b: usize| table.get(a, b);
        // The best pairing with the duals that prove it best: every best
        // pairing uses only edges of zero slack under them, so the others
        // are left out of every later matching (and a candidate on one is
        // refused at once). Without the proof, every edge is kept.
        let certified = certified_matching(window, &base);
        let (target_pairs, target, best_mate, tight, certified_duals) = match certified {
            Some(best) => {
                let tight = table.map(|i, j, w| best.duals.slack(i, j, w) == Wide::default());
                (
                    best.pairs,
                    best.total,
                    best.mate,
                    Some(tight),
                    Some(best.duals),
                )
            }
            None => {
                let (pairs, total, mate) = best_matching(window, &base);
                (pairs, total, mate, None, None)
            }
        };
        let tight_edge =
            |a: usize, b: usize| tight.as_ref().is_none_or(|t| t.get(a, b) == Some(true));
        // The later matchings, over the tight edges, are re-solved from the
        // last one's matching and duals (vertices and edges taken out or put
        // back), each answer checked by its certificate; without one, from
        // scratch.
        let resolver = match (&certified_duals, &tight) {
            (Some(duals), Some(tight)) => {
                let size = window.len();
                let mut edges = Vec::new();
                let mut weights = Vec::new();
                for i in 0..size {
                    for j in i + 1..size {
                        if tight.get(window[i], window[j]) == Some(true) {
                            edges.push((i, j));
                            weights.push(base(window[i], window[j]).expect("an edge"));
                        }
                    }
                }
                let local_mate: Vec<usize> = window
                    .iter()
                    .map(|&x| match best_mate[x] {
                        usize::MAX => usize::MAX,
                        y => table.place(y),
                    })
                    .collect();
                Some(std::cell::RefCell::new(Resolver::new(
                    size,
                    &edges,
                    &weights,
                    &duals.flattened(),
                    &local_mate,
                )))
            }
            _ => None,
        };
        let present = |vertices: &[usize]| {
            let mut present = vec![false; window.len()];
            for &x in vertices {
                present[table.place(x)] = true;
            }
            present
        };
        let by_vertex = |outcome: Outcome| {
            let mut mate = vec![usize::MAX; vertices];
            for (i, &j) in outcome.mate.iter().enumerate() {
                if j != usize::MAX {
                    mate[window[i]] = window[j];
                }
            }
            (outcome.pairs, outcome.total, mate)
        };
        // The best pairing of `rest` with the pairs inside the bracket that
        // `permission` allows, by the resolver if it can certify it.
        let resolved = |rest: &[usize],
                        permission: &Permission,
                        without: Option<(usize, usize)>|
         -> Option<(usize, Wide, Vec<usize>)> {
            let mut r = resolver.as_ref()?.borrow_mut();
            let labels: Vec<u8> = window.iter().map(|&x| (permission.label)(x)).collect();
            r.sync(&present(rest), &labels, permission.relation);
            let outcome = match without {
                Some((u, v)) => r.try_without(table.place(u), table.place(v)),
                None => r.outcome(),
            };
            outcome.map(by_vertex)
        };
        let best_tight = |vertices: &[usize], permission: &Permission| {
            if let Some(found) = resolved(vertices, permission, None) {
                return found;
            }
            let restricted = |a: usize, b: usize| {
                if permission.allows(a, b) && tight_edge(a, b) {
                    base(a, b)
                } else {
                    None
                }
            };
            let certified = tight
                .is_some()
                .then(|| certified_matching(vertices, &restricted));
            match certified.flatten() {
                Some(best) => (best.pairs, best.total, best.mate),
                None => best_matching(vertices, &restricted),
            }
        };
        let resident = |i: usize| i < n && self.players[i].score == bracket.score;
        let mut used = vec![false; vertices];
        let mut floating = vec![false; vertices];
        let mut fixed = Wide::default();
        let mut result: Vec<(usize, usize)> = Vec::new();
        // A best pairing that holds every pair fixed so far: a candidate it
        // already pairs needs no new matching. Whether a candidate is taken
        // depends only on whether some best pairing holds it (with the pairs
        // fixed and the edges allowed), never on which one is kept here.
        let current = std::cell::RefCell::new(best_mate.clone());
        // Whether `current`, left as it is, is a best pairing of the players
        // not `used` whose pairs inside the bracket are all `permitted`.
        let current_holds = |used: &[bool], permitted: &dyn Fn(usize, usize) -> bool| {
            let cur = current.borrow();
            window.iter().all(|&a| {
                let b = cur[a];
                used[a] || b == usize::MAX || (!used[b] && permitted(a, b))
            })
        };
        // Whether some best pairing of the players not `used` has its pairs
        // inside the bracket allowed by `permission` (then kept in `current`).
        let completes =
            |used: &[bool], fixed: Wide, fixed_pairs: usize, permission: &Permission| -> bool {
                if current_holds(used, &|a, b| permission.allows(a, b)) {
                    return true;
                }
                let rest: Vec<usize> = window.iter().copied().filter(|&x| !used[x]).collect();
                let (pairs, value, rest_mate) = best_tight(&rest, permission);
                let ok = pairs + fixed_pairs == target_pairs && value + fixed == target;
                if ok {
                    let mut cur = current.borrow_mut();
                    for &x in &rest {
                        cur[x] = rest_mate[x];
                    }
                }
                ok
            };
        let in_bracket = |a: usize, b: usize| bracket.contains(a) && bracket.contains(b);
        // Each player's label: what decides whether a pair inside the
        // bracket may be made (the resolver re-checks only the edges at
        // players whose label changed).
        let label_of = |x: usize, floating: &[bool], in_s1: &[bool]| -> u8 {
            let bit = |on: bool, bit: u8| if on { bit } else { 0 };
            bit(bracket.contains(x), INSIDE)
                | bit(floating[x], FLOATING)
                | bit(resident(x), RESIDENT)
                | bit(in_s1.get(x) == Some(&true), IN_S1)
        };
        // Whether fixing `u`-`v` (with `allowed` restricting the edges
        // inside the bracket, by their ends' labels) keeps the best value.
        let feasible = |u: usize,
                        v: usize,
                        used: &[bool],
                        label: &dyn Fn(usize) -> u8,
                        fixed: Wide,
                        fixed_pairs: usize,
                        allowed: &dyn Fn(u8, u8) -> bool|
         -> Option<Wide> {
            if !tight_edge(u, v) {
                return None;
            }
            let w = base(u, v)?;
            let gone = |x: usize| x == u || x == v || used[x];
            let relation =
                |a: u8, b: u8| a & b & INSIDE == 0 || ((a | b) & FLOATING == 0 && allowed(a, b));
            let permission = Permission {
                label,
                relation: &relation,
            };
            let permitted = |a: usize, b: usize| permission.allows(a, b);
            {
                let cur = current.borrow();
                let holds = cur[u] == v
                    && window.iter().all(|&a| {
                        let b = cur[a];
                        gone(a) || b == usize::MAX || (!gone(b) && permitted(a, b))
                    });
                if holds {
                    return Some(w);
                }
            }
            // The best pairing with `u`-`v` swapped in: `u`'s and `v`'s
            // partners meet instead (one of them may have had none).
            {
                let mut cur = current.borrow_mut();
                let (a, b) = (cur[u], cur[v]);
                let free = |x: usize| x == usize::MAX || !used[x];
                if a != v && a != usize::MAX && free(a) && free(b) && permitted(u, v) {
                    let old_ua = base(u, a);
                    let old_vb = if b == usize::MAX {
                        Some(Wide::default())
                    } else {
                        base(v, b)
                    };
                    let new_ab = if b == usize::MAX {
                        Some(Wide::default())
                    } else {
                        base(a, b)
                    };
                    let ab_permitted = b == usize::MAX || permitted(a, b);
                    if let (Some(ua), Some(vb), Some(ab), true) =
                        (old_ua, old_vb, new_ab, ab_permitted)
                    {
                        let rest_ok = window.iter().all(|&x| {
                            let y = cur[x];
                            gone(x)
                                || x == a
                                || x == b
                                || y == usize::MAX
                                || (y != u && y != v && permitted(x, y))
                        });
                        if rest_ok && w + ab == ua + vb {
                            cur[u] = v;
                            cur[v] = u;
                            if b == usize::MAX {
                                cur[a] = usize::MAX;
                            } else {
                                cur[a] = b;
                                cur[b] = a;
                            }
                            return Some(w);
                        }
                    }
                }
            }
            let rest: Vec<usize> = window.iter().copied().filter(|&x| !gone(x)).collect();
            let with_uv: Vec<usize> = window.iter().copied().filter(|&x| !used[x]).collect();
            let resolved_here = resolved(&with_uv, &permission, Some((u, v)));
            let certified_here = resolved_here.is_some();
            let (pairs, value, rest_mate) = match resolved_here {
                Some(found) => found,
                None => best_tight(&rest, &permission),
            };
            let ok = pairs + fixed_pairs + 1 == target_pairs && value + fixed + w == target;
            if ok {
                if let (true, Some(r)) = (certified_here, &resolver) {
                    r.borrow_mut().keep_trial();
                }
                let mut cur = current.borrow_mut();
                for &x in &rest {
                    cur[x] = rest_mate[x];
                }
                cur[u] = v;
                cur[v] = u;
            }
            ok.then_some(w)
        };
        // The moved-down players, with residents if the best value allows.
        let mdps: Vec<usize> = members.iter().copied().filter(|&i| !resident(i)).collect();
        if !mdps.is_empty() {
            let only_residents = |a: u8, b: u8| (a | b) & RESIDENT != 0;
            let any = |_: u8, _: u8| true;
            let restrict_mdps = {
                let relation = |a: u8, b: u8| a & b & INSIDE == 0 || only_residents(a, b);
                let label = |x: usize| label_of(x, &floating, &[]);
                let permission = Permission {
                    label: &label,
                    relation: &relation,
                };
                completes(&used, fixed, 0, &permission)
            };
            let allowed: &dyn Fn(u8, u8) -> bool =
                if restrict_mdps { &only_residents } else { &any };
            // C.04.3 D: S1 holds the M1 highest MDPs the best pairing pairs
            // here, the rest wait in Limbo; exchanges with Limbo come after
            // every transposition of S1's pairing. So when the best value
            // is reachable with the Limbo MDPs floating, they float.
            let paired_here = mdps
                .iter()
                .filter(|&&u| {
                    best_mate
                        .get(u)
                        .is_some_and(|&v| v != usize::MAX && bracket.contains(v))
                })
                .count();
            let limbo = &mdps[paired_here.min(mdps.len())..];
            if !limbo.is_empty() {
                // The Limbo MDPs marked as floating: no pair inside the
                // bracket with one of them.
                let mut in_limbo = vec![false; vertices];
                for &u in limbo {
                    in_limbo[u] = true;
                }
                let label = |x: usize| label_of(x, &in_limbo, &[]);
                let relation = |a: u8, b: u8| a & b & INSIDE == 0 || (a | b) & FLOATING == 0;
                let permission = Permission {
                    label: &label,
                    relation: &relation,
                };
                let (p, v, _) = best_tight(window, &permission);
                if p == target_pairs && v == target {
                    for &u in limbo {
                        floating[u] = true;
                    }
                }
            }
            for &u in &mdps {
                if used[u] || floating[u] {
                    continue;
                }
                let mut order: Vec<usize> = members
                    .iter()
                    .copied()
                    .filter(|&i| resident(i) && !used[i])
                    .collect();
                order.extend(mdps.iter().copied().filter(|&i| i != u && !used[i]));
                let label = |x: usize| label_of(x, &floating, &[]);
                let found = order.iter().find_map(|&v| {
                    if !allowed(label(u), label(v)) || floating[v] {
                        return None;
                    }
                    feasible(u, v, &used, &label, fixed, result.len(), allowed).map(|w| (v, w))
                });
                match found {
                    Some((v, w)) => {
                        fixed += w;
                        used[u] = true;
                        used[v] = true;
                        result.push((u, v));
                    }
                    None => {
                        floating[u] = true;
                    }
                }
            }
        }
        // The remainder: how many pairs it makes in the best pairing (the
        // same in every best pairing: the pairs inside the bracket are a
        // component of the weight).
        let remainder: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| resident(i) && !used[i])
            .collect();
        let no_floater_inside =
            |a: usize, b: usize| !in_bracket(a, b) || !(floating[a] || floating[b]);
        let mate_now = if current_holds(&used, &no_floater_inside) {
            current.borrow().clone()
        } else {
            let after_mdps: Vec<usize> = window.iter().copied().filter(|&x| !used[x]).collect();
            let restricted = |a: usize, b: usize| {
                if no_floater_inside(a, b) {
                    base(a, b)
                } else {
                    None
                }
            };
            best_matching(&after_mdps, &restricted).2
        };
        let mut in_remainder = vec![false; vertices];
        for &i in &remainder {
            in_remainder[i] = true;
        }
        let pairs_left = remainder
            .iter()
            .filter(|&&i| {
                mate_now
                    .get(i)
                    .is_some_and(|&j| j != usize::MAX && j > i && in_remainder[j])
            })
            .count();
        let half = pairs_left.min(remainder.len() / 2);
        let mut splits: Vec<Vec<usize>> = vec![remainder[..half].to_vec()];
        let mut exchanges: Vec<(usize, usize)> = Vec::new();
        for x in 0..half {
            for y in half..remainder.len() {
                exchanges.push((x, y));
            }
        }
        exchanges.sort_by_key(|&(x, y)| (y - x, std::cmp::Reverse(x), y));
        const MOST_EXCHANGES_TRIED: usize = 200;
        for &(x, y) in exchanges.iter().take(MOST_EXCHANGES_TRIED) {
            let mut s1: Vec<usize> = remainder[..half]
                .iter()
                .copied()
                .filter(|&i| i != remainder[x])
                .collect();
            s1.push(remainder[y]);
            s1.sort_unstable();
            splits.push(s1);
        }
        // Then two players each way, in the order of C.04.3 D.2: the
        // smallest difference of the sums of the exchanged players' numbers
        // in the bracket, then the highest moved from S1, then the lowest
        // moved from S2 (small remainders only: the pairs grow as the
        // fourth power).
        const MOST_FOR_DOUBLE_EXCHANGES: usize = 24;
        if remainder.len() <= MOST_FOR_DOUBLE_EXCHANGES {
            let mut doubles: Vec<([usize; 2], [usize; 2])> = Vec::new();
            for x1 in 0..half {
                for x2 in x1 + 1..half {
                    for y1 in half..remainder.len() {
                        for y2 in y1 + 1..remainder.len() {
                            doubles.push(([x1, x2], [y1, y2]));
                        }
                    }
                }
            }
            doubles.sort_by_key(|&([x1, x2], [y1, y2])| {
                (y1 + y2 - x1 - x2, std::cmp::Reverse([x2, x1]), [y1, y2])
            });
            for &([x1, x2], [y1, y2]) in doubles.iter().take(MOST_EXCHANGES_TRIED) {
                let mut s1: Vec<usize> = remainder[..half]
                    .iter()
                    .copied()
                    .filter(|&i| i != remainder[x1] && i != remainder[x2])
                    .collect();
                s1.extend([remainder[y1], remainder[y2]]);
                s1.sort_unstable();
                splits.push(s1);
            }
        }
        for s1 in &splits {
            let mut in_s1 = vec![false; vertices];
            for &i in s1 {
                in_s1[i] = true;
            }
            let across = |a: u8, b: u8| (a ^ b) & IN_S1 != 0;
            let label = |x: usize| label_of(x, &floating, &in_s1);
            // A split no best pairing can follow fails at its first S1
            // player: one matching says so, instead of one per candidate.
            if !s1.is_empty() {
                let relation =
                    |a: u8, b: u8| a & b & INSIDE == 0 || ((a | b) & FLOATING == 0 && across(a, b));
                let permission = Permission {
                    label: &label,
                    relation: &relation,
                };
                if !completes(&used, fixed, result.len(), &permission) {
                    continue;
                }
            }
            let s2: Vec<usize> = remainder.iter().copied().filter(|&i| !in_s1[i]).collect();
            let mut trial_used = used.clone();
            let mut trial_fixed = fixed;
            let mut trial = Vec::new();
            let mut complete = true;
            for &u in s1 {
                let found = s2.iter().find_map(|&v| {
                    if trial_used[v] {
                        return None;
                    }
                    feasible(
                        u,
                        v,
                        &trial_used,
                        &label,
                        trial_fixed,
                        result.len() + trial.len(),
                        &across,
                    )
                    .map(|w| (v, w))
                });
                let Some((v, w)) = found else {
                    complete = false;
                    break;
                };
                trial_fixed += w;
                trial_used[u] = true;
                trial_used[v] = true;
                trial.push((u, v));
            }
            if complete {
                result.extend(trial);
                return result;
            }
        }
        // No split of the remainder reaches the best value: any pairing in
        // the rules' order of the players.
        let any = |_: u8, _: u8| true;
        for &u in &remainder {
            if used[u] {
                continue;
            }
            let label = |x: usize| label_of(x, &floating, &[]);
            let found = remainder.iter().find_map(|&v| {
                if v <= u || used[v] {
                    return None;
                }
                feasible(u, v, &used, &label, fixed, result.len(), &any).map(|w| (v, w))
            });
            match found {
                Some((v, w)) => {
                    fixed += w;
                    used[u] = true;
                    used[v] = true;
                    result.push((u, v));
                }
                None => {
                    floating[u] = true;
                }
            }
        }
        result
    }
}
