//! The criteria of C.04.3 C: the absolute ones (C1-C3) decide which pairs
//! may be made at all; the quality ones (C4-C19) are the values of an edge,
//! packed into its weight in their order so that a heaviest matching is
//! the best pairing.

use super::bracket::Bracket;
use super::players::{FloatKind, Strength};
use super::state::State;
use crate::swiss::matching::Wide;
use crate::swiss::tournament::Colour;

/// The widest an edge's weight may be.
const WEIGHT_BITS: u32 = 248;

/// How many values an edge packs.
const CRITERIA: usize = 18;

/// The values of one edge of the matching (a pair, or a player and the
/// bye), higher is better. The order of the positions among the floaters
/// of a bracket is not a value: the order of D decides it
/// (`State::order_bracket`). The numbers are the 2017 text's, as the
/// engine's comments have always given them, but the bye's C9 of the 2025
/// text.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Criteria<T> {
    /// Every edge is a pair: the most pairs, so that the round is
    /// completed (C4).
    pub(super) pair: T,
    /// A pair inside the bracket (C5: the most pairs in the bracket).
    pub(super) pair_in_bracket: T,
    /// C6: the scores of the players paired are as high as can be, score
    /// by score from the top (the higher ranked of each pair counted in its
    /// score's own bits, so no number of lower pairs outweighs one higher).
    pub(super) bracket_score: T,
    /// C7: a pair made in the next bracket.
    pub(super) pair_in_next_bracket: T,
    /// C7: the scores of the pairs made in the next bracket, as C6's.
    pub(super) next_bracket_score: T,
    /// C9 (2025 text): the pairing-allocated bye to a player with as few
    /// unplayed games as possible (the games its receiver played).
    pub(super) bye_games_played: T,
    /// C8: topscorers (or their opponents) whose colour difference stays
    /// within 2, of the pair's two.
    pub(super) colour_difference_within_two: T,
    /// C9 of the 2017 text: topscorers (or their opponents) who do not get
    /// one colour a third time in a row.
    pub(super) no_third_colour_in_a_row: T,
    /// C10: colour preferences granted.
    pub(super) preference_granted: T,
    /// C11: strong (or absolute) colour preferences granted.
    pub(super) strong_preference_granted: T,
    /// C12: no downfloat for a player who floated down the round before.
    pub(super) no_downfloat_again: T,
    /// C13: no upfloat for a player who floated up the round before.
    pub(super) no_upfloat_again: T,
    /// C14: no downfloat for a player who floated down two rounds before.
    pub(super) no_downfloat_as_two_rounds_before: T,
    /// C15: no upfloat for a player who floated up two rounds before.
    pub(super) no_upfloat_as_two_rounds_before: T,
    /// C16-C19: the score differences of those repeated floats, as small
    /// as can be (the round's widest difference less each).
    pub(super) downfloat_again_difference: T,
    pub(super) upfloat_again_difference: T,
    pub(super) downfloat_as_two_rounds_before_difference: T,
    pub(super) upfloat_as_two_rounds_before_difference: T,
}

impl<T: Copy> Criteria<T> {
    /// The values in the order they are packed, most significant first:
    /// C7's scores right after C7's pairs, then the bye's C9; the float
    /// score differences C16-C19 after the float counts.
    fn in_order(&self) -> [T; CRITERIA] {
        [
            self.pair,
            self.pair_in_bracket,
            self.bracket_score,
            self.pair_in_next_bracket,
            self.next_bracket_score,
            self.bye_games_played,
            self.colour_difference_within_two,
            self.no_third_colour_in_a_row,
            self.preference_granted,
            self.strong_preference_granted,
            self.no_downfloat_again,
            self.no_upfloat_again,
            self.no_downfloat_as_two_rounds_before,
            self.no_upfloat_as_two_rounds_before,
            self.downfloat_again_difference,
            self.upfloat_again_difference,
            self.downfloat_as_two_rounds_before_difference,
            self.upfloat_as_two_rounds_before_difference,
        ]
    }

    fn map<U>(&self, f: impl Fn(T) -> U) -> Criteria<U> {
        Criteria {
            pair: f(self.pair),
            pair_in_bracket: f(self.pair_in_bracket),
            bracket_score: f(self.bracket_score),
            pair_in_next_bracket: f(self.pair_in_next_bracket),
            next_bracket_score: f(self.next_bracket_score),
            bye_games_played: f(self.bye_games_played),
            colour_difference_within_two: f(self.colour_difference_within_two),
            no_third_colour_in_a_row: f(self.no_third_colour_in_a_row),
            preference_granted: f(self.preference_granted),
            strong_preference_granted: f(self.strong_preference_granted),
            no_downfloat_again: f(self.no_downfloat_again),
            no_upfloat_again: f(self.no_upfloat_again),
            no_downfloat_as_two_rounds_before: f(self.no_downfloat_as_two_rounds_before),
            no_upfloat_as_two_rounds_before: f(self.no_upfloat_as_two_rounds_before),
            downfloat_again_difference: f(self.downfloat_again_difference),
            upfloat_again_difference: f(self.upfloat_again_difference),
            downfloat_as_two_rounds_before_difference: f(
                self.downfloat_as_two_rounds_before_difference
            ),
            upfloat_as_two_rounds_before_difference: f(self.upfloat_as_two_rounds_before_difference),
        }
    }

    /// The four score differences C16-C19.
    fn set_differences(&mut self, value: T) {
        self.downfloat_again_difference = value;
        self.upfloat_again_difference = value;
        self.downfloat_as_two_rounds_before_difference = value;
        self.upfloat_as_two_rounds_before_difference = value;
    }
}

impl Criteria<u64> {
    /// An edge that is a pair and costs nothing yet: every colour and float
    /// criterion at its best (a pair's two players), the score differences
    /// at `spread`; the criteria of the bracket and the bye at zero.
    fn unpenalised(spread: u64) -> Criteria<u64> {
        let mut c = Criteria {
            pair: 1,
            colour_difference_within_two: 2,
            no_third_colour_in_a_row: 2,
            preference_granted: 2,
            strong_preference_granted: 2,
            no_downfloat_again: 1,
            no_upfloat_again: 1,
            no_downfloat_as_two_rounds_before: 1,
            no_upfloat_as_two_rounds_before: 1,
            ..Criteria::default()
        };
        c.set_differences(spread);
        c
    }

    /// The edge's weight: each value in its width, in order.
    pub(super) fn pack(&self, widths: &Criteria<u32>) -> Wide {
        let mut w = Wide::default();
        for (width, value) in widths.in_order().into_iter().zip(self.in_order()) {
            if width == 0 {
                continue;
            }
            w = w.shifted_add(width, value);
        }
        w
    }
}

impl Criteria<u32> {
    /// Bits for each value so that no sum over a matching of `vertices`
    /// carries into the value above. The bounds are the round's own
    /// (`most_played` games, scores `spread` apart): tighter bounds change
    /// no comparison, only the bits needed.
    pub(super) fn widths(
        bracket: &Bracket,
        vertices: usize,
        most_played: u64,
        spread: u64,
    ) -> Criteria<u32> {
        let pairs = (vertices / 2 + 1) as u64;
        let maxes = Criteria {
            pair_in_bracket: 1,
            bracket_score: 1,
            pair_in_next_bracket: 1,
            next_bracket_score: 1,
            bye_games_played: most_played,
            ..Criteria::unpenalised(spread)
        };
        let mut widths = maxes.map(|m| 64 - (m * pairs).leading_zeros());
        // C6's sums never carry: each score's bits hold its player count.
        widths.bracket_score = bracket.score_bits;
        widths.next_bracket_score = bracket.next_bits;
        // WEIGHT_BITS at most, so that the matching's duals (up to twice
        // the heaviest edge, doubled) stay far from the 256 bits of `Wide`:
        // past that, C16-C19 are left out (0 bits).
        let total = |w: &Criteria<u32>| w.in_order().iter().sum::<u32>();
        if total(&widths) > WEIGHT_BITS {
            widths.set_differences(0);
        }
        assert!(
            total(&widths) <= WEIGHT_BITS,
            "weights wider than {WEIGHT_BITS} bits"
        );
        widths
    }
}

impl State<'_> {
    /// The absolute criteria C1-C3 (and the forbidden pairs, and C2 for the
    /// bye vertex).
    pub(super) fn compatible(&self, a: usize, b: usize) -> bool {
        let n = self.players.len();
        if a >= n || b >= n {
            let player = a.min(b);
            return player < n
                && self.players[player].may_get_bye
                && self.players[player].score <= self.bye_score_limit.get();
        }
        let (p, q) = (&self.players[a], &self.players[b]);
        if self
            .met
            .contains(&(p.number.min(q.number), p.number.max(q.number)))
        {
            return false;
        }
        // C3: non-topscorers with the same absolute preference never meet.
        !matches!(
            (p.preference, q.preference),
            (Some((c, Strength::Absolute)), Some((d, Strength::Absolute)))
                if c == d && !p.topscorer && !q.topscorer
        )
    }

    /// The criteria values of the edge `a`-`b` (vertex indices, `a` ranked
    /// above `b` or `b` the bye) while bracket `bracket` is paired; higher is
    /// better. `None` when the absolute criteria forbid the pair.
    pub(super) fn criteria(&self, a: usize, b: usize, bracket: &Bracket) -> Option<Criteria<u64>> {
        if !self.compatible(a, b) {
            return None;
        }
        let (a, b) = (a.min(b), a.max(b));
        let n = self.players.len();
        let mut c = Criteria::unpenalised(self.score_spread);
        if b >= n && bracket.assigns_bye {
            // C9 (2025 text): the pairing-allocated bye to a player with as
            // few unplayed games as possible, a criterion of the bracket
            // that assigns it (a higher bracket's pairing is not chosen for
            // the sake of a bye given further down).
            c.bye_games_played = self.players[a].colours.len() as u64;
        }
        let (in_a, in_b) = (bracket.contains(a), bracket.contains(b));
        if in_a && in_b {
            c.pair_in_bracket = 1;
            let (p, q) = (&self.players[a], &self.players[b]);
            c.bracket_score = bracket.score_bit(p.score);
            let cost = self.colour_costs(a, b);
            c.colour_difference_within_two -= cost[0];
            c.no_third_colour_in_a_row -= cost[1];
            c.preference_granted -= cost[2];
            c.strong_preference_granted -= cost[3];
            if p.score != q.score {
                c.no_downfloat_again -= u64::from(p.floats[0] == FloatKind::Down);
                c.no_upfloat_again -= u64::from(q.floats[0] == FloatKind::Up);
                c.no_downfloat_as_two_rounds_before -= u64::from(p.floats[1] == FloatKind::Down);
                c.no_upfloat_as_two_rounds_before -= u64::from(q.floats[1] == FloatKind::Up);
                // C16-C19: the score differences of those repeated floats.
                let difference = u64::from(p.score.abs_diff(q.score)).min(self.score_spread);
                c.downfloat_again_difference -=
                    difference * u64::from(p.floats[0] == FloatKind::Down);
                c.upfloat_again_difference -= difference * u64::from(q.floats[0] == FloatKind::Up);
                c.downfloat_as_two_rounds_before_difference -=
                    difference * u64::from(p.floats[1] == FloatKind::Down);
                c.upfloat_as_two_rounds_before_difference -=
                    difference * u64::from(q.floats[1] == FloatKind::Up);
            }
        } else if in_a || in_b {
            let floater = if in_a { a } else { b };
            let p = &self.players[floater];
            c.no_downfloat_again -= u64::from(p.floats[0] == FloatKind::Down);
            c.no_downfloat_as_two_rounds_before -= u64::from(p.floats[1] == FloatKind::Down);
            // C16 and C18 for a downfloater: its score difference is taken
            // to a score one point below the bracket's (as C6's is).
            let win = self.tournament.scoring().win;
            let difference =
                u64::from((p.score + win).saturating_sub(bracket.score)).min(self.score_spread);
            c.downfloat_again_difference -= difference * u64::from(p.floats[0] == FloatKind::Down);
            c.downfloat_as_two_rounds_before_difference -=
                difference * u64::from(p.floats[1] == FloatKind::Down);
            let other = if in_a { b } else { a };
            if other < n && bracket.next_contains(other) {
                c.pair_in_next_bracket = 1;
                c.next_bracket_score = bracket.next_score_bit(self.players[a].score);
            }
        } else if bracket.next_contains(a) && b < n && bracket.next_contains(b) {
            c.pair_in_next_bracket = 1;
            c.next_bracket_score = bracket.next_score_bit(self.players[a].score);
        }
        Some(c)
    }

    /// Costs of a pair's colours (C8-C11): topscorer colour differences
    /// beyond 2, topscorers' third colour in a row, preferences not granted,
    /// strong (or absolute) preferences not granted.
    pub(super) fn colour_costs(&self, a: usize, b: usize) -> [u64; 4] {
        let (white, black, _) = self.colours(a, b);
        let topscorers = self.players[a].topscorer || self.players[b].topscorer;
        let mut cost = [0; 4];
        for (index, colour) in [(white, Colour::White), (black, Colour::Black)] {
            let p = &self.players[index];
            if topscorers {
                let delta = if colour == Colour::White { 1 } else { -1 };
                cost[0] += u64::from((p.colour_difference + delta).abs() > 2);
                let n = p.colours.len();
                cost[1] +=
                    u64::from(n >= 2 && p.colours[n - 1] == colour && p.colours[n - 2] == colour);
            }
            if let Some((wanted, strength)) = p.preference
                && wanted != colour
            {
                cost[2] += 1;
                cost[3] += u64::from(strength >= Strength::Strong);
            }
        }
        cost
    }
}
