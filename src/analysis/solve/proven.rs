//! Bounds proven on a position, kept in the cache folder between runs, so
//! that a long solve cut short (Ctrl-C, a time limit) starts the next run
//! from what it proved instead of from nothing.
//!
//! One small file a position: `FINGERPRINT-bounds-KEY.hkb`, 48 bytes: the
//! magic `HAKEMBND`, the format version, the ruleset's fingerprint, the
//! position's two 64-bit keys, the lower and upper bound (the final store
//! difference from the mover's view) and an FNV-1a checksum of what comes
//! before it. Read and written as the endgame files are (`cache`): only a
//! regular file hakem made is read, and only at its size.

use std::path::{Path, PathBuf};

use crate::engine::Position;
use crate::ruleset::Ruleset;

use super::Bounds;
use super::cache::{CacheProblem, Found, read, write};
use super::endgame::ruleset_hash;
use super::key::hashes;

const MAGIC: &[u8; 8] = b"HAKEMBND";
const VERSION: u32 = 1;
const SIZE: usize = 8 + 4 + 4 + 8 + 8 + 8 + 4 + 4;

/// Where the bounds of `root` under `rules` are kept in `dir`.
pub fn bounds_file(dir: &Path, rules: &Ruleset, root: &Position) -> PathBuf {
    let (a, _) = hashes(root, true);
    dir.join(format!("{:016x}-bounds-{a:016x}.hkb", ruleset_hash(rules)))
}

fn record(rules: &Ruleset, root: &Position, bounds: Bounds) -> Vec<u8> {
    let (a, b) = hashes(root, true);
    let mut bytes = Vec::with_capacity(SIZE);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&0u32.to_le_bytes());
    bytes.extend_from_slice(&ruleset_hash(rules).to_le_bytes());
    bytes.extend_from_slice(&a.to_le_bytes());
    bytes.extend_from_slice(&b.to_le_bytes());
    bytes.extend_from_slice(&bounds.lower.to_le_bytes());
    bytes.extend_from_slice(&bounds.upper.to_le_bytes());
    let sum = super::endgame::fnv1a(&bytes);
    // The checksum takes the place of the padding word.
    bytes[12..16].copy_from_slice(&(sum as u32).to_le_bytes());
    bytes
}

/// The bounds kept for `root`, when a file hakem made holds them (for
/// these rules and this position, its checksum matching); `Err`: the
/// entry is not a file hakem made (why).
pub fn load(dir: &Path, rules: &Ruleset, root: &Position) -> Result<Option<Bounds>, CacheProblem> {
    let file = bounds_file(dir, rules, root);
    let bytes = match read(&file, SIZE) {
        Found::Bytes(b) => b,
        Found::Absent | Found::WrongSize => return Ok(None),
        Found::Foreign(why) => return Err(why.at(&file)),
    };
    let i32_at = |at: usize| i32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or([0; 4]));
    let bounds = Bounds {
        lower: i32_at(40),
        upper: i32_at(44),
    };
    Ok((record(rules, root, bounds) == bytes && bounds.lower <= bounds.upper).then_some(bounds))
}

/// Keeps `bounds` for `root`; why not, when the file cannot be written.
pub fn keep(
    dir: &Path,
    rules: &Ruleset,
    root: &Position,
    bounds: Bounds,
) -> Result<(), CacheProblem> {
    let file = bounds_file(dir, rules, root);
    write(&file, &record(rules, root, bounds)).map_err(|why| why.at(&file))
}
