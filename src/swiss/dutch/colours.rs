//! The colours of a pair (C.04.3 E.1-E.5).

use super::pairing::ColourRule;
use super::players::Strength;
use super::state::State;
use crate::swiss::tournament::Colour;

impl State<'_> {
    /// The colours of a pair by C.04.3 E: (white, black) as indices.
    pub(super) fn colours(&self, a: usize, b: usize) -> (usize, usize, ColourRule) {
        // `high` is the higher ranked of E.4 and E.5 in the ranking order,
        // as bbpPairings and gacrux's engine read it.
        let (high, low) = if self.players[a].rank() < self.players[b].rank() {
            (a, b)
        } else {
            (b, a)
        };
        let (p, q) = (&self.players[high], &self.players[low]);
        let give = |colour: Colour, to: usize, other: usize| {
            if colour == Colour::White {
                (to, other)
            } else {
                (other, to)
            }
        };
        match (p.preference, q.preference) {
            (Some((c, _)), Some((d, _))) if c != d => {
                let (w, b) = give(c, high, low);
                (w, b, ColourRule::BothPreferences)
            }
            (Some((c, _)), None) => {
                let (w, b) = give(c, high, low);
                (w, b, ColourRule::OnlyPreference)
            }
            (None, Some((d, _))) => {
                let (w, b) = give(d, low, high);
                (w, b, ColourRule::OnlyPreference)
            }
            (Some((c, s)), Some((_, t))) => {
                if s != t {
                    let (winner, other) = if s > t { (high, low) } else { (low, high) };
                    let (w, b) = give(c, winner, other);
                    return (w, b, ColourRule::StrongerPreference);
                }
                if s == Strength::Absolute && p.colour_difference.abs() != q.colour_difference.abs()
                {
                    let (winner, other) = if p.colour_difference.abs() > q.colour_difference.abs() {
                        (high, low)
                    } else {
                        (low, high)
                    };
                    let (w, b) = give(c, winner, other);
                    return (w, b, ColourRule::WiderDifference);
                }
                let (hp, hq) = (&p.colours, &q.colours);
                for k in 1..=hp.len().min(hq.len()) {
                    let (x, y) = (hp[hp.len() - k], hq[hq.len() - k]);
                    if x != y {
                        let (w, b) = give(x.opposite(), high, low);
                        return (w, b, ColourRule::Alternated);
                    }
                }
                let (w, b) = give(c, high, low);
                (w, b, ColourRule::HigherRanked)
            }
            (None, None) => {
                let initial = self.tournament.initial_colour();
                let colour = if p.colour_number % 2 == 1 {
                    initial
                } else {
                    initial.opposite()
                };
                let (w, b) = give(colour, high, low);
                (w, b, ColourRule::InitialColour)
            }
        }
    }
}
