//! The transposition table kept in the cache folder between runs, so that
//! a solve cut short (Ctrl-C, SIGTERM, `timeout`) goes on next time from
//! every bound it proved, not only the root's (`proven`): a step of the
//! search longer than one run then still finishes over several.
//!
//! Sound to keep: every entry holds bounds proven for its position
//! whatever the window searched (the table's own invariant), and the
//! position's key covers all its value reads (the pits, the player to
//! move, the stores under a majority rule, the positions since the stores
//! changed under a repetition rule), so an entry stays true in any later
//! run with the same rules. The file records the rules' fingerprint, the
//! root's keys (one file a position solved, so that solving another does
//! not replace it), a packed probe entry (a change of the entry's layout
//! or of the key function makes old files unused) and the buckets in use:
//! read back, the entries fall in the same buckets and keep the size they
//! were stored at, so the table's growth and its replacement rule go on
//! as they would have in one run.
//!
//! `FINGERPRINT-table-KEY.hkt`: a header of 64 bytes (the magic
//! `HAKEMTTB`, the format version, the bytes of a slot, the fingerprint,
//! two keys of the root, the probe entry, the buckets in use, a third key
//! of the root), the slots of the buckets in use as the table
//! holds them (two little-endian words each), then a checksum of all that
//! (eight bytes). Written in turn to a temporary file renamed over the name
//! (`cache::write_with`), read in turn into the table's own memory: no
//! second copy of a table of gigabytes. A file that is not hakem's, is cut
//! short, is for other rules, another position or a larger table, holds an
//! implausible slot or fails its checksum is not used, and why is said.

use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use crate::engine::Position;
use crate::ruleset::Ruleset;

use super::cache::{CacheProblem, Opened, open, write_with};
use super::endgame::ruleset_hash;
use super::key::{Keys, hashes, mix};
use super::table::{ENTRY_BYTES, Table};
use crate::error::io_reason;
use crate::words::{Message, Msg};

const MAGIC: &[u8; 8] = b"HAKEMTTB";
/// 2: the search keys by tabulation (`key::Keys`); the entries of a
/// version 1 file are keyed by `key::hashes`.
const VERSION: u32 = 2;
const HEADER: usize = 64;
const TRAILER: usize = 8;
/// Bytes of a bucket (two slots): also the checksum's block.
const BUCKET: usize = 2 * ENTRY_BYTES;
/// Buckets read or written at a time.
const CHUNK_BUCKETS: usize = 1 << 15;

/// Where the table of a solve of `root` under `rules` is kept in `dir`.
pub fn table_file(dir: &Path, rules: &Ruleset, root: &Position) -> PathBuf {
    let (a, _) = hashes(root, true);
    dir.join(format!("{:016x}-table-{a:016x}.hkt", ruleset_hash(rules)))
}

/// A checksum taken a bucket at a time, in four lanes (as the endgame
/// files' `endgame::checksum`): a changed word changes its lane, and the
/// multiply by an odd constant, the rotation and the final mixing are
/// one-to-one, so the change reaches the sum.
struct Sum {
    lanes: [u64; 4],
    bytes: u64,
}

impl Sum {
    const K: [u64; 4] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0x27D4_EB2F_1656_67C5,
    ];

    fn new() -> Sum {
        Sum {
            lanes: Sum::K,
            bytes: 0,
        }
    }

    #[inline]
    fn block(&mut self, words: [u64; 4]) {
        for ((lane, w), k) in self.lanes.iter_mut().zip(words).zip(Sum::K) {
            *lane = (*lane ^ w).wrapping_mul(k | 1).rotate_left(29);
        }
        self.bytes += BUCKET as u64;
    }

    fn finish(&self) -> u64 {
        let mut sum = self.bytes;
        for lane in self.lanes {
            sum = mix(sum ^ lane);
        }
        sum
    }
}

/// The root's keys a file records, in the search's own keys
/// ([`Keys`]): both of the key with the stores, and the first of the key
/// without them (what the search uses unless a majority rule reads the
/// stores), so that a change of either key function makes old files
/// unused.
fn root_keys(rules: &Ruleset, root: &Position) -> [u64; 3] {
    let keys = |stores| Keys::new(rules.pits(), rules.total_stones(), stores).of(root);
    let (a, b) = keys(true);
    [a, b, keys(false).0]
}

fn header(rules: &Ruleset, root: &Position, used: usize) -> [u8; HEADER] {
    let [a, b, c] = root_keys(rules, root);
    let mut h = [0u8; HEADER];
    h[0..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&(ENTRY_BYTES as u32).to_le_bytes());
    h[16..24].copy_from_slice(&ruleset_hash(rules).to_le_bytes());
    h[24..32].copy_from_slice(&a.to_le_bytes());
    h[32..40].copy_from_slice(&b.to_le_bytes());
    h[40..48].copy_from_slice(&Table::layout_probe().to_le_bytes());
    h[48..56].copy_from_slice(&(used as u64).to_le_bytes());
    h[56..64].copy_from_slice(&c.to_le_bytes());
    h
}

fn words_of(bytes: &[u8]) -> impl Iterator<Item = u64> + '_ {
    bytes
        .chunks_exact(8)
        .map(|w| u64::from_le_bytes(w.try_into().unwrap_or([0; 8])))
}

fn sum_header(sum: &mut Sum, h: &[u8; HEADER]) {
    let w: Vec<u64> = words_of(h).collect();
    sum.block([w[0], w[1], w[2], w[3]]);
    sum.block([w[4], w[5], w[6], w[7]]);
}

crate::messages! {
    /// Why a kept table is not used.
    pub enum Unused {
        /// Not a regular file, or it cannot be opened or read.
        Unreadable { problem: Msg } = "solve-kept-unreadable",
        /// Too short to hold a header and a checksum (its bytes).
        TooShort { bytes: u64 } = "solve-kept-too-short",
        /// Not a table hakem kept (its magic, or its header's figures).
        NotHakems = "solve-kept-not-hakems",
        /// Kept by a version of hakem with another format or entry layout.
        OtherVersion = "solve-kept-other-version",
        /// Kept for other rules (the ruleset's fingerprint).
        OtherRules = "solve-kept-other-rules",
        /// Kept for another position.
        OtherPosition = "solve-kept-other-position",
        /// Its length is not what its header gives: cut short or grown.
        WrongLength { len: u64, expected: u64 } = "solve-kept-wrong-length",
        /// Kept by a run whose table was larger than this run's can be (MiB).
        TooLarge { kept_mib: u64, this_mib: u64 } = "solve-kept-too-large",
        /// A slot hakem does not write.
        BadSlot = "solve-kept-bad-slot",
        /// Its checksum does not match: damaged.
        Checksum = "solve-kept-checksum",
    }
}

impl Unused {
    /// The file could not be read to the end.
    fn unread(e: &std::io::Error) -> Unused {
        Unused::Unreadable {
            problem: CacheProblem::CannotBeRead {
                reason: io_reason(e),
            }
            .msg(),
        }
    }
}

/// A kept table not used: the file, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Refused {
    pub file: PathBuf,
    pub why: Unused,
}

/// What was read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Loaded {
    /// Bytes of the buckets read back.
    pub bytes: usize,
}

/// Reads the table kept for `root` under `rules` into `table` (a fresh
/// one). `Ok(None)`: none is kept. `Err`: a file is there but is not
/// used; `table` is then empty, as it was.
pub fn load(
    dir: &Path,
    rules: &Ruleset,
    root: &Position,
    table: &Table,
) -> Result<Option<Loaded>, Refused> {
    let file = table_file(dir, rules, root);
    let at = |why: Unused| Refused {
        file: file.clone(),
        why,
    };
    let (reader, len) = match open(&file) {
        Opened::Absent => return Ok(None),
        Opened::Foreign(why) => return Err(at(Unused::Unreadable { problem: why.msg() })),
        Opened::File(f, len) => (f, len),
    };
    let mut reader = reader.take(len);
    if len < (HEADER + TRAILER) as u64 {
        return Err(at(Unused::TooShort { bytes: len }));
    }
    let mut h = [0u8; HEADER];
    reader
        .read_exact(&mut h)
        .map_err(|e| at(Unused::unread(&e)))?;
    let u64_at = |i: usize| u64::from_le_bytes(h[i..i + 8].try_into().unwrap_or([0; 8]));
    let u32_at = |i: usize| u32::from_le_bytes(h[i..i + 4].try_into().unwrap_or([0; 4]));
    if &h[0..8] != MAGIC {
        return Err(at(Unused::NotHakems));
    }
    if u32_at(8) != VERSION
        || u32_at(12) != ENTRY_BYTES as u32
        || u64_at(40) != Table::layout_probe()
    {
        return Err(at(Unused::OtherVersion));
    }
    if u64_at(16) != ruleset_hash(rules) {
        return Err(at(Unused::OtherRules));
    }
    if [u64_at(24), u64_at(32), u64_at(56)] != root_keys(rules, root) {
        return Err(at(Unused::OtherPosition));
    }
    let used = u64_at(48);
    if used == 0 || !used.is_power_of_two() || used > (u64::MAX - 72) / BUCKET as u64 {
        return Err(at(Unused::NotHakems));
    }
    let expected = (HEADER + TRAILER) as u64 + used * BUCKET as u64;
    if len != expected {
        return Err(at(Unused::WrongLength { len, expected }));
    }
    if used > table.capacity_buckets() as u64 {
        return Err(at(Unused::TooLarge {
            kept_mib: (used * BUCKET as u64) >> 20,
            this_mib: (table.capacity_buckets() * BUCKET) as u64 >> 20,
        }));
    }
    let used = used as usize;
    table.use_buckets(used);
    match read_slots(&mut reader, &h, table, used) {
        Ok(()) => Ok(Some(Loaded {
            bytes: used * BUCKET,
        })),
        Err(why) => {
            table.clear();
            Err(at(why))
        }
    }
}

/// Reads the slots of `used` buckets into `table`, then checks the sum.
fn read_slots(
    reader: &mut impl Read,
    h: &[u8; HEADER],
    table: &Table,
    used: usize,
) -> Result<(), Unused> {
    let mut sum = Sum::new();
    sum_header(&mut sum, h);
    let mut buffer = vec![0u8; CHUNK_BUCKETS.min(used) * BUCKET];
    let mut bucket = 0;
    while bucket < used {
        let n = CHUNK_BUCKETS.min(used - bucket);
        let bytes = &mut buffer[..n * BUCKET];
        reader.read_exact(bytes).map_err(|e| Unused::unread(&e))?;
        let mut words = words_of(bytes);
        for b in bucket..bucket + n {
            let w: [u64; 4] = std::array::from_fn(|_| words.next().unwrap_or(0));
            sum.block(w);
            for (s, pair) in [[w[0], w[1]], [w[2], w[3]]].into_iter().enumerate() {
                if !table.plausible(pair) {
                    return Err(Unused::BadSlot);
                }
                table.set_slot_words(2 * b + s, pair);
            }
        }
        bucket += n;
    }
    let mut trailer = [0u8; TRAILER];
    reader
        .read_exact(&mut trailer)
        .map_err(|e| Unused::unread(&e))?;
    if u64::from_le_bytes(trailer) != sum.finish() {
        return Err(Unused::Checksum);
    }
    Ok(())
}

/// Keeps `table`, the table of a solve of `root` under `rules`, in `dir`
/// (replacing the one kept before); why not, when it cannot be written.
/// Meant for when no search runs.
pub fn keep(
    dir: &Path,
    rules: &Ruleset,
    root: &Position,
    table: &Table,
) -> Result<(), CacheProblem> {
    let file = table_file(dir, rules, root);
    tidy(&file);
    let used = table.used_buckets();
    let h = header(rules, root, used);
    write_with(&file, |f| {
        let mut out = BufWriter::with_capacity(CHUNK_BUCKETS * BUCKET, f);
        let mut sum = Sum::new();
        sum_header(&mut sum, &h);
        out.write_all(&h)?;
        for b in 0..used {
            let [w0, w1] = table.slot_words(2 * b);
            let [w2, w3] = table.slot_words(2 * b + 1);
            sum.block([w0, w1, w2, w3]);
            for w in [w0, w1, w2, w3] {
                out.write_all(&w.to_le_bytes())?;
            }
        }
        out.write_all(&sum.finish().to_le_bytes())?;
        out.flush()
    })
    .map_err(|why| why.at(&file))
}

/// Removes the table kept for a solve of `root` under `rules` in `dir`, if
/// any: a solve that finished needs none (the bounds file holds its
/// value), so a table is kept only while its position is being solved, not
/// one for every position ever solved.
pub fn forget(dir: &Path, rules: &Ruleset, root: &Position) {
    let file = table_file(dir, rules, root);
    tidy(&file);
    // Only a regular file (not followed if a link).
    if std::fs::symlink_metadata(&file).is_ok_and(|m| m.is_file()) {
        let _ = std::fs::remove_file(&file);
    }
}

/// Removes the temporary files that runs killed while keeping `file` left
/// beside it (`cache::write_with` names them `.NAME.PID.N.tmp`, as the
/// atomic writes do), once their process is gone: each is as large as a
/// table.
fn tidy(file: &Path) {
    crate::files::atomic_file::remove_stale_temps(file);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table kept and read back holds the same slots and size; a byte
    /// changed anywhere in the file makes it unused, and the table is then
    /// left empty.
    #[test]
    fn a_kept_table_reads_back_whole_or_not_at_all() {
        let rules = crate::ruleset::from_argument("kalah").expect("kalah");
        let root = Position::start(&rules);
        let dir = std::env::temp_dir().join(format!("hakem-kept-{}", std::process::id()));
        let table = Table::with_bytes(1 << 20);
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..3000 {
            let lower = rng.i32(-20..20);
            table.store(
                rng.u64(..),
                rng.u64(..),
                lower,
                lower + 3,
                2,
                rng.u64(..1000),
            );
        }
        table.grow();
        keep(&dir, &rules, &root, &table).expect("kept");
        let back = Table::with_bytes(1 << 20);
        let loaded = load(&dir, &rules, &root, &back)
            .expect("read")
            .expect("kept");
        assert_eq!(loaded.bytes, table.bytes());
        assert_eq!(back.used_buckets(), table.used_buckets());
        for k in 0..2 * table.used_buckets() {
            assert_eq!(back.slot_words(k), table.slot_words(k));
        }
        let file = table_file(&dir, &rules, &root);
        let good = std::fs::read(&file).expect("file");
        for at in [0, 20, 30, 70, good.len() / 2, good.len() - 1] {
            let mut bad = good.clone();
            bad[at] ^= 0x10;
            std::fs::write(&file, &bad).expect("written");
            let back = Table::with_bytes(1 << 20);
            assert!(load(&dir, &rules, &root, &back).is_err(), "byte {at}");
            assert_eq!(
                back.used_buckets(),
                Table::with_bytes(1 << 20).used_buckets()
            );
            assert!((0..2 * back.used_buckets()).all(|k| back.slot_words(k) == [0, 0]));
        }
        // Larger than this run's table.
        std::fs::write(&file, &good).expect("written");
        let small = Table::with_bytes(1 << 12);
        let refused = load(&dir, &rules, &root, &small).expect_err("too large");
        assert!(
            matches!(refused.why, Unused::TooLarge { .. }),
            "{refused:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
