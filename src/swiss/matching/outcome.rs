//! What a certified matching gives its caller.

use super::wide::Wide;

/// A best matching of the edges `weights` gives, with the duals that prove
/// it best: its number of pairs, its weight, and the partners
/// (`usize::MAX` for none).
pub(crate) struct Outcome {
    pub(crate) pairs: usize,
    pub(crate) total: Wide,
    pub(crate) mate: Vec<usize>,
}
