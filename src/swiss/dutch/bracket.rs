//! A bracket (C.04.3 1.3): its members, the next score group (for C7) and
//! the bits its scores take in C6's and C7's values.

/// The bracket being paired: its members, the next score group (for C7),
/// its score.
pub(super) struct Bracket {
    /// 1 for members, 2 for the next score group, per vertex.
    pub(super) membership: Vec<u8>,
    pub(super) score: u32,
    /// The members' distinct scores, lowest first, with the first bit of
    /// each in C6's component.
    pub(super) score_shifts: Vec<(u32, u32)>,
    pub(super) score_bits: u32,
    /// The same for the members and the next score group together, for
    /// C7's scores of the pairs made in the next bracket.
    pub(super) next_shifts: Vec<(u32, u32)>,
    pub(super) next_bits: u32,
    /// Whether the bye is assigned in this bracket (C9 is weighed).
    pub(super) assigns_bye: bool,
}

impl Bracket {
    pub(super) fn new(
        assigns_bye: bool,
        vertices: usize,
        members: &[usize],
        next: &[usize],
        score: u32,
        member_scores: &[u32],
        next_scores: &[u32],
    ) -> Bracket {
        let shifts = |scores: &mut Vec<u32>| {
            scores.sort_unstable();
            let mut table = Vec::new();
            let mut shift = 0;
            for chunk in scores.chunk_by(|a, b| a == b) {
                table.push((chunk[0], shift.min(62)));
                shift += 64 - (chunk.len() as u64).leading_zeros();
            }
            (table, shift.min(62) + 1)
        };
        let (score_shifts, score_bits) = shifts(&mut member_scores.to_vec());
        let mut both: Vec<u32> = member_scores.to_vec();
        both.extend_from_slice(next_scores);
        let (next_shifts, next_bits) = shifts(&mut both);
        let mut membership = vec![0; vertices];
        for &m in members {
            membership[m] = 1;
        }
        for &m in next {
            membership[m] = 2;
        }
        Bracket {
            membership,
            score,
            score_shifts,
            score_bits,
            next_shifts,
            next_bits,
            assigns_bye,
        }
    }

    /// C7's value for a pair of the next bracket whose higher ranked
    /// player has `score`.
    pub(super) fn next_score_bit(&self, score: u32) -> u64 {
        self.next_shifts
            .iter()
            .find(|s| s.0 == score)
            .map_or(0, |s| 1 << s.1)
    }

    /// C6's value for a pair whose higher ranked player has `score`.
    pub(super) fn score_bit(&self, score: u32) -> u64 {
        self.score_shifts
            .iter()
            .find(|s| s.0 == score)
            .map_or(0, |s| 1 << s.1)
    }

    pub(super) fn contains(&self, vertex: usize) -> bool {
        self.membership.get(vertex) == Some(&1)
    }

    pub(super) fn next_contains(&self, vertex: usize) -> bool {
        self.membership.get(vertex) == Some(&2)
    }
}
