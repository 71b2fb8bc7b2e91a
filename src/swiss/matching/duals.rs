//! An optimal dual solution of the matching LP: what proves a matching
//! the heaviest.

use super::wide::Wide;
use integer_blossom::Weight;

/// An optimal dual solution of the matching LP, in doubled units: a vertex
/// holds `2 u(v)`, a blossom `z(B)`, so that an edge's slack is
/// `u2(i) + u2(j) - 2 w(i, j) + 2 sum z(B)` over the blossoms holding both.
#[derive(Clone)]
pub(crate) struct Duals {
    pub(super) vertex: Vec<Wide>,
    /// Each vertex's blossoms, innermost first, with their duals (only the
    /// blossoms with a dual above zero).
    pub(super) blossoms: Vec<Vec<(usize, Wide)>>,
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
    pub(super) fn shared(&self, i: usize, j: usize) -> Wide {
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
