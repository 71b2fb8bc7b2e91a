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
//!
//! Nothing here is Swiss: vertices, edges and [`Wide`] weights. The Dutch
//! engine packs its criteria into the weights.

mod certificate;
mod duals;
mod from_scratch;
mod graph;
mod heaviest;
mod outcome;
mod resolver;
mod search;
mod solver;
mod wide;

pub(crate) use heaviest::{best_matching, certified_matching, pairs_everyone};
pub(crate) use outcome::Outcome;
pub(crate) use resolver::Resolver;
pub(crate) use wide::Wide;

#[cfg(test)]
mod tests;
