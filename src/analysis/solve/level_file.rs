//! The files of endgame levels: their format (a header, a checksum, the
//! values), how a level is read back (into memory, or mapped when large),
//! written, and which mapped files' checks are remembered.

use std::path::{Path, PathBuf};

use crate::error::Error;

/// The file format version; a file of another version is rebuilt.
/// Version 2 checks the values with [`checksum`] (version 1's FNV-1a,
/// one byte at a time, took longer than the rest of loading a large
/// level; version 1 files are still read).
const VERSION: u32 = 2;
const VERSION_FNV: u32 = 1;
const MAGIC: &[u8; 8] = b"HAKEMEGT";
pub(super) const HEADER: usize = 8 + 4 + 4 + 8 + 8 + 8;

/// A level's values (`i8`s kept as bytes).
pub(super) enum Level {
    /// Built in this run.
    Built(Vec<u8>),
    /// Its file (header, then values) read into memory.
    Read(Vec<u8>),
    /// Its file mapped read-only.
    Mapped(memmap2::Mmap),
}

impl Level {
    #[inline]
    pub(super) fn values(&self) -> &[u8] {
        match self {
            Level::Built(values) => values,
            Level::Read(file) => &file[HEADER..],
            Level::Mapped(file) => &file[HEADER..],
        }
    }
}

impl PartialEq for Level {
    fn eq(&self, other: &Level) -> bool {
        self.values() == other.values()
    }
}

/// A checksum of a level's values, eight bytes at a time in four
/// independent lanes (a multiply and a rotation each), so that checking a
/// level of hundreds of megabytes costs a small part of reading it; the
/// lanes, the length and the bytes past the last whole block are mixed at
/// the end. A changed byte changes its lane's word, and the multiply by an
/// odd constant and the final mixing carry it into the sum.
pub fn checksum(bytes: &[u8]) -> u64 {
    const K: [u64; 4] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0x27D4_EB2F_1656_67C5,
    ];
    let mut lanes = K;
    let mut blocks = bytes.chunks_exact(32);
    for block in &mut blocks {
        for (lane, (word, k)) in lanes.iter_mut().zip(block.chunks_exact(8).zip(K)) {
            let w = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
            *lane = (*lane ^ w).wrapping_mul(k | 1).rotate_left(29);
        }
    }
    let mut sum = fnv1a(blocks.remainder()) ^ bytes.len() as u64;
    for lane in lanes {
        sum = super::key::mix(sum ^ lane);
    }
    sum
}

pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

/// The file of level `n` of the rules with fingerprint `id`.
pub fn level_file(dir: &Path, id: u64, n: u16) -> PathBuf {
    dir.join(format!("{id:016x}-{n}.egt"))
}

/// What a level's file holds.
pub(super) enum LevelFile {
    /// The level, its header and checksum matching.
    Valid(Level),
    /// Absent, of another version, torn or corrupt: built again and
    /// replaced.
    Rebuild,
    /// Not a file hakem made (a link, a FIFO, a folder...): left alone,
    /// the level built in memory.
    Foreign(super::cache::CacheProblem),
}

/// Levels of at least this many bytes are mapped rather than read: reading
/// them costs more than the search they serve (Kalah(6,4) with 21-stone
/// tables: 3.7-4.3 s of wall time mapped from 16 MiB, 4.2-5.0 s read, the
/// search's own time 4% longer on the mapped pages). Smaller levels are
/// read into memory on huge pages, which spares their many probes a TLB
/// miss.
#[cfg(not(test))]
pub(super) const MAP_FROM: usize = 16 << 20;
/// The unit tests map every level of a few KiB and up.
#[cfg(test)]
pub(super) const MAP_FROM: usize = 4 << 10;

/// A level read back (at most its expected size), or mapped when large.
/// Memory that cannot be allocated is an error. A read level is checked
/// against its checksum as it is read; a mapped one the first time it is
/// used after its file was written or changed (`checked` remembers the
/// files checked, by their identity).
pub(super) fn read_level(
    file: &Path,
    id: u64,
    pits: u8,
    n: u16,
    size: usize,
    checked: &mut Checked,
) -> Result<LevelFile, Error> {
    use super::cache::{Found, Mapped};
    let (level, identity) = if HEADER + size >= MAP_FROM {
        match super::cache::map(file, HEADER + size) {
            Mapped::Map(map, identity) => (Level::Mapped(map), identity),
            Mapped::Absent | Mapped::WrongSize => return Ok(LevelFile::Rebuild),
            Mapped::Foreign(why) => return Ok(LevelFile::Foreign(why)),
        }
    } else {
        match super::cache::read(file, HEADER + size) {
            Found::Bytes(b) => (Level::Read(b), None),
            Found::Absent | Found::WrongSize => return Ok(LevelFile::Rebuild),
            Found::Foreign(why) => return Ok(LevelFile::Foreign(why)),
        }
    };
    let bytes: &[u8] = match &level {
        Level::Read(b) => b,
        Level::Mapped(m) => m,
        Level::Built(_) => return Ok(LevelFile::Rebuild),
    };
    let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or([0; 4]));
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or([0; 8]));
    let shape = u32::from(pits) << 16 | u32::from(n);
    if &bytes[..8] != MAGIC || u32_at(12) != shape || u64_at(16) != id || u64_at(24) != size as u64
    {
        return Ok(LevelFile::Rebuild);
    }
    let stated = u64_at(32);
    if let Some(identity) = identity
        && checked.holds(n, identity, stated)
    {
        return Ok(LevelFile::Valid(level));
    }
    let sum = match u32_at(8) {
        VERSION => checksum(&bytes[HEADER..]),
        VERSION_FNV => fnv1a(&bytes[HEADER..]),
        _ => return Ok(LevelFile::Rebuild),
    };
    if stated != sum {
        return Ok(LevelFile::Rebuild);
    }
    if let Some(identity) = identity {
        checked.add(n, identity, sum);
    }
    Ok(LevelFile::Valid(level))
}

/// The level files of one fingerprint whose checksum was verified, each
/// with its file's identity then: a file unchanged since is not read
/// through again. Kept in the cache folder as `FINGERPRINT-checked.txt`,
/// one line a level (`n device inode length modified changed checksum`).
pub(super) struct Checked {
    file: Option<PathBuf>,
    levels: Vec<(u16, super::cache::Identity, u64)>,
    added: bool,
}

/// The most bytes of a `-checked.txt` file read (a line a level).
const CHECKED_MAX: usize = 64 << 10;

impl Checked {
    pub(super) fn read(cache: Option<&Path>, id: u64) -> Checked {
        let file = cache.map(|dir| dir.join(format!("{id:016x}-checked.txt")));
        let mut levels = Vec::new();
        if let Some(f) = &file
            && let super::cache::Opened::File(opened, len) = super::cache::open(f)
            && len <= CHECKED_MAX as u64
        {
            use std::io::Read;
            let mut text = String::new();
            if opened
                .take(CHECKED_MAX as u64)
                .read_to_string(&mut text)
                .is_ok()
            {
                levels = text.lines().filter_map(parse_checked).collect();
            }
        }
        Checked {
            file,
            levels,
            added: false,
        }
    }

    fn holds(&self, n: u16, identity: super::cache::Identity, sum: u64) -> bool {
        self.levels.contains(&(n, identity, sum))
    }

    /// Level `n`'s file was just written with `bytes` of values and `sum`:
    /// known good, when it is one to be mapped.
    pub(super) fn written(&mut self, file: &Path, n: u16, bytes: usize, sum: u64) {
        if HEADER + bytes >= MAP_FROM
            && let Some(identity) = super::cache::identity(file)
        {
            self.add(n, identity, sum);
        }
    }

    fn add(&mut self, n: u16, identity: super::cache::Identity, sum: u64) {
        self.levels.retain(|&(k, _, _)| k != n);
        self.levels.push((n, identity, sum));
        self.added = true;
    }

    /// Writes the file when a level was checked in this run. Not kept (a
    /// folder that cannot be written) costs only a check in the next run.
    pub(super) fn keep(&mut self) {
        let Some(file) = self.file.as_ref().filter(|_| self.added) else {
            return;
        };
        self.levels.sort_by_key(|l| l.0);
        let text: String = self
            .levels
            .iter()
            .map(|(n, i, sum)| {
                format!(
                    "{n} {} {} {} {} {} {sum:016x}\n",
                    i.device, i.inode, i.len, i.modified_ns, i.changed_ns
                )
            })
            .collect();
        let _ = super::cache::write(file, text.as_bytes());
        self.added = false;
    }
}

/// A line of a `-checked.txt` file.
fn parse_checked(line: &str) -> Option<(u16, super::cache::Identity, u64)> {
    let f: Vec<&str> = line.split_whitespace().collect();
    let [n, device, inode, len, modified, changed, sum] = f[..] else {
        return None;
    };
    let identity = super::cache::Identity {
        device: device.parse().ok()?,
        inode: inode.parse().ok()?,
        len: len.parse().ok()?,
        modified_ns: modified.parse().ok()?,
        changed_ns: changed.parse().ok()?,
    };
    Some((
        n.parse().ok()?,
        identity,
        u64::from_str_radix(sum, 16).ok()?,
    ))
}

/// Writes a level's file (header, checksum, values) straight from the
/// values, with no copy in memory; why not, when it cannot be kept.
/// Returns the checksum written.
pub(super) fn write_level(
    file: &Path,
    id: u64,
    pits: u8,
    n: u16,
    data: &[u8],
) -> Result<u64, super::cache::CacheProblem> {
    let mut header = Vec::with_capacity(HEADER);
    header.extend_from_slice(MAGIC);
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.extend_from_slice(&(u32::from(pits) << 16 | u32::from(n)).to_le_bytes());
    header.extend_from_slice(&id.to_le_bytes());
    header.extend_from_slice(&(data.len() as u64).to_le_bytes());
    let sum = checksum(data);
    header.extend_from_slice(&sum.to_le_bytes());
    super::cache::write_with(file, |f| {
        use std::io::Write;
        f.write_all(&header)?;
        f.write_all(data)
    })?;
    Ok(sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Changing any one byte, or the length, changes the checksum.
    #[test]
    fn the_checksum_sees_every_byte() {
        let mut rng = fastrand::Rng::with_seed(9);
        let bytes: Vec<u8> = (0..1000).map(|_| rng.u8(..)).collect();
        let sum = checksum(&bytes);
        for at in 0..bytes.len() {
            let mut changed = bytes.clone();
            changed[at] ^= 1 << (at % 8);
            assert_ne!(checksum(&changed), sum, "byte {at}");
        }
        assert_ne!(checksum(&bytes[..999]), sum);
        assert_ne!(checksum(&[0; 64]), checksum(&[0; 65]));
    }
}
