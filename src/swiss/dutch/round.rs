//! The round: its brackets paired from the top, the pairing-allocated bye,
//! and the boards in board order (C.04.2).

use std::collections::HashSet;

use super::bracket::Bracket;
use super::pairing::{
    Board, BoardReason, ColourRule, Explanation, Float, FloatDirection, Pairing, PairingError,
    ScoreGroup,
};
use super::state::State;
use crate::swiss::matching::{Wide, pairs_everyone};

/// Up to this many players left, the order of a bracket is checked against
/// every one of them; above, against the bracket and the two score groups
/// below it (completion further down is then taken for granted).
const WHOLE_WINDOW: usize = 120;

impl State<'_> {
    /// The round's pairing: the brackets from the top, each paired in the
    /// order of D (`order_bracket`), the bye to the lowest score that still
    /// completes the round.
    pub(super) fn pair(&self) -> Result<Pairing, PairingError> {
        let n = self.players.len();
        let total = n + usize::from(self.odd);
        let mut remaining: Vec<usize> = (0..total).collect();
        let mut moved_down: Vec<usize> = Vec::new();
        let mut pairs: Vec<(usize, usize, u32, ColourRule)> = Vec::new();
        let mut explanation = Explanation::default();
        let mut bye = None;
        let mut scores: Vec<u32> = self.players.iter().map(|p| p.score).collect();
        scores.dedup();
        let everyone: Vec<usize> = (0..total).collect();
        let pairable = |a: usize, b: usize| self.compatible(a, b).then_some(Wide::from_u128(1));
        if !pairs_everyone(&everyone, &pairable) {
            return Err(PairingError::NoLegalPairing { round: self.round });
        }
        if self.odd {
            // The bye goes as low as it can (the reference engines settle
            // its score before any bracket): try the scores from the bottom.
            for &limit in scores.iter().rev() {
                self.bye_score_limit.set(limit);
                if pairs_everyone(&everyone, &pairable) {
                    break;
                }
                self.bye_score_limit.set(u32::MAX);
            }
        }
        for (group, &score) in scores.iter().enumerate() {
            let residents: Vec<usize> = remaining
                .iter()
                .copied()
                .filter(|&i| i < n && self.players[i].score == score && !moved_down.contains(&i))
                .collect();
            let mut members: Vec<usize> = moved_down
                .iter()
                .copied()
                .chain(residents.iter().copied())
                .collect();
            members.sort_unstable();
            explanation.score_groups.push(ScoreGroup {
                score,
                residents: residents.iter().map(|&i| self.players[i].number).collect(),
                moved_down: moved_down.iter().map(|&i| self.players[i].number).collect(),
            });
            let next: Vec<usize> = match scores.get(group + 1) {
                Some(&s) => remaining
                    .iter()
                    .copied()
                    .filter(|&i| i < n && self.players[i].score == s)
                    .collect(),
                None => Vec::new(),
            };
            // This bracket assigns the bye when it is the last, or when the
            // bye goes to its score and everyone below can be paired among
            // themselves (its one floater takes the bye).
            let last = group + 1 == scores.len();
            let assigns_bye = self.odd
                && (last
                    || score == self.bye_score_limit.get() && {
                        let below: Vec<usize> = remaining
                            .iter()
                            .copied()
                            .filter(|&i| i < n && self.players[i].score < score)
                            .collect();
                        pairs_everyone(&below, &pairable)
                    });
            let bracket = Bracket::new(
                assigns_bye,
                total,
                &members,
                &next,
                score,
                &members
                    .iter()
                    .map(|&i| self.players[i].score)
                    .collect::<Vec<_>>(),
                &next
                    .iter()
                    .map(|&i| self.players[i].score)
                    .collect::<Vec<_>>(),
            );
            // The pairs inside the bracket in the order of C.04.3 D; who
            // floats follows from them.
            let window = if remaining.len() <= WHOLE_WINDOW {
                remaining.clone()
            } else {
                let lowest_kept = scores.get(group + 2).copied().unwrap_or(0);
                remaining
                    .iter()
                    .copied()
                    .filter(|&i| {
                        i >= n || bracket.contains(i) || self.players[i].score >= lowest_kept
                    })
                    .collect()
            };
            let ordered = self.order_bracket(&members, &window, &bracket);
            let paired: HashSet<usize> = ordered.iter().flat_map(|&(a, b)| [a, b]).collect();
            let inside: Vec<usize> = members
                .iter()
                .copied()
                .filter(|i| paired.contains(i))
                .collect();
            let floaters: Vec<usize> = members
                .iter()
                .copied()
                .filter(|i| !paired.contains(i))
                .collect();
            for (a, b) in ordered {
                let (white, black, why) = self.colours(a, b);
                pairs.push((white, black, score, why));
            }
            moved_down.clear();
            for &f in &floaters {
                if last {
                    // Only the bye is left below the last bracket.
                    bye = Some(f);
                } else {
                    moved_down.push(f);
                }
            }
            remaining.retain(|i| !(inside.contains(i) || last && floaters.contains(i)));
        }
        let _ = &mut remaining;
        self.finish(pairs, bye, explanation)
    }

    fn finish(
        &self,
        pairs: Vec<(usize, usize, u32, ColourRule)>,
        bye: Option<usize>,
        mut explanation: Explanation,
    ) -> Result<Pairing, PairingError> {
        let mut pairs = pairs;
        // Board order (C.04.2): the higher score in the pair, the sum of the
        // scores, then the rank of the higher ranked player.
        pairs.sort_by_key(|&(w, b, _, _)| {
            let (p, q) = (&self.players[w], &self.players[b]);
            (
                std::cmp::Reverse(p.score.max(q.score)),
                std::cmp::Reverse(p.score + q.score),
                w.min(b),
            )
        });
        let mut boards = Vec::new();
        for &(w, b, group_score, why) in &pairs {
            let (p, q) = (&self.players[w], &self.players[b]);
            let board = Board {
                white: p.number,
                black: q.number,
            };
            boards.push(board);
            if p.score != q.score {
                let (high, low) = if p.score > q.score { (p, q) } else { (q, p) };
                explanation.floaters.push(Float {
                    player: high.number,
                    direction: FloatDirection::Down,
                    score: high.score,
                    opponent_score: Some(low.score),
                });
                explanation.floaters.push(Float {
                    player: low.number,
                    direction: FloatDirection::Up,
                    score: low.score,
                    opponent_score: Some(high.score),
                });
            }
            explanation.boards.push(BoardReason {
                board,
                group_score,
                colours: why,
            });
        }
        let bye = bye.map(|i| {
            let p = &self.players[i];
            explanation.floaters.push(Float {
                player: p.number,
                direction: FloatDirection::Down,
                score: p.score,
                opponent_score: None,
            });
            p.number
        });
        Ok(Pairing {
            round: self.round,
            boards,
            bye,
            explanation,
        })
    }
}
