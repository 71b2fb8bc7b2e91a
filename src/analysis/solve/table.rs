//! The transposition table: two-entry buckets in one allocation of the
//! user's `--memory` share, made once (so memory never grows past it), of
//! which only a prefix is used at first: the table grows within its
//! allocation, fourfold at a time, when a sample of its slots is mostly
//! full. Zeroed pages of the allocation are not touched until used, so a
//! small board costs little memory whatever the share.
//!
//! Each entry holds proven bounds on a position's value (the stones the
//! player to move gains from here on, against the opponent) and the move
//! that proved the lower bound. The first entry of a bucket keeps the
//! position that took the most work to search since the table last grew,
//! the second the latest one.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// One stored result, unpacked. Tables are kept in files between runs
/// (`kept`): a change of what an entry means must change `kept::VERSION`
/// (a change of its layout is caught by [`Table::layout_probe`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub lower: i16,
    pub upper: i16,
    /// Best move found (0-based pit), or [`NO_MOVE`].
    pub best: u8,
    /// log2 of the nodes searched below this position.
    work: u8,
    /// log2 of the buckets in use when it was stored: copies made by a
    /// growth keep the smaller size's, so that how full the table is can
    /// be judged by the entries stored since.
    size: u8,
}

impl Entry {
    #[inline]
    fn pack(self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.best) << 32
            | u64::from(self.work) << 40
            | u64::from(self.size) << 48
    }

    #[inline]
    fn unpack(w: u64) -> Entry {
        Entry {
            lower: w as u16 as i16,
            upper: (w >> 16) as u16 as i16,
            best: (w >> 32) as u8,
            work: (w >> 40) as u8,
            size: (w >> 48) as u8,
        }
    }
}

pub const NO_MOVE: u8 = u8::MAX;

/// Bytes taken by one slot: the check hash XOR the packed entry (0:
/// empty), then the packed entry. All-zero slots let the table be
/// allocated as untouched zeroed pages.
pub const ENTRY_BYTES: usize = 16;

/// Shared by every search thread without locks: a slot is two words
/// written one after the other, and a reader takes an entry only when the
/// first word is its check XOR the second, so an entry half-written by
/// another thread is not taken (it reads as absent). Every entry holds
/// proven bounds of its position, so whichever writes win a race, what
/// is read is true.
pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
    /// Buckets in use - 1 (the bucket count is a power of two; the slots
    /// past them are untouched zeroes until the table grows).
    mask: AtomicUsize,
}

/// The allocation of a table's share failed (the system refused it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllocError {
    pub bytes: usize,
}

/// Buckets a table uses at first, at most (64 KiB).
const START_BUCKETS: usize = 1 << 11;

/// Slots looked at to judge how full the table is.
const SAMPLE: usize = 1024;

impl Table {
    /// A table of at most `bytes` bytes (at least one bucket), when the
    /// system gives that much; the pages are touched only as the table
    /// grows into them.
    pub fn try_with_bytes(bytes: usize) -> Result<Table, AllocError> {
        let buckets = (bytes / (2 * ENTRY_BYTES)).max(1);
        // The largest power of two that fits.
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        let slots = 2 * buckets;
        let refused = AllocError {
            bytes: slots * ENTRY_BYTES,
        };
        let layout = std::alloc::Layout::array::<[AtomicU64; 2]>(slots).map_err(|_| refused)?;
        // SAFETY: the layout is not zero-sized (at least two slots).
        let memory = unsafe { std::alloc::alloc_zeroed(layout) };
        if memory.is_null() {
            return Err(refused);
        }
        // SAFETY: `memory` was allocated by the global allocator with the
        // layout of `slots` elements of `[AtomicU64; 2]`, as a `Vec` of
        // that capacity allocates it, and zeroed: all-zero bits are a valid
        // `AtomicU64` (it has the size, alignment and bit validity of
        // `u64`), so every element is initialised.
        let mut slots =
            unsafe { Vec::from_raw_parts(memory.cast::<[AtomicU64; 2]>(), slots, slots) };
        advise_huge_pages(&mut slots);
        Ok(Table {
            slots,
            mask: AtomicUsize::new(buckets.min(START_BUCKETS) - 1),
        })
    }

    /// A table of at most `bytes` bytes, or the largest that can be
    /// allocated below that.
    pub fn with_bytes(bytes: usize) -> Table {
        let mut bytes = bytes;
        loop {
            match Table::try_with_bytes(bytes) {
                Ok(t) => return t,
                Err(_) => bytes /= 2,
            }
        }
    }

    /// The bytes of the allocation (the most the table can grow to).
    pub fn capacity_bytes(&self) -> usize {
        self.slots.len() * ENTRY_BYTES
    }

    /// Whether more than half of a sample of the slots in use hold an
    /// entry stored since the table last grew, while the allocation has
    /// room to grow. (The copies a growth makes do not count: they fill
    /// every slot the old entries can fall in, and counting them would
    /// grow the table again at once, to the whole share, whatever the
    /// search needs.)
    pub fn wants_to_grow(&self) -> bool {
        let used = 2 * (self.mask() + 1);
        if used >= self.slots.len() {
            return false;
        }
        let size = self.size();
        let stride = (used / SAMPLE).max(1);
        let (mut looked, mut full) = (0, 0);
        for k in (0..used).step_by(stride).take(SAMPLE) {
            looked += 1;
            let (check, data) = self.read(k);
            if check != 0 && Entry::unpack(data).size == size {
                full += 1;
            }
        }
        2 * full > looked
    }

    /// log2 of the buckets in use.
    #[inline]
    fn size(&self) -> u8 {
        (self.mask() + 1).trailing_zeros() as u8
    }

    /// Uses four times as many buckets (at most the allocation's): every
    /// entry is copied into each bucket its position can now fall in (the
    /// copies in buckets its index does not reach are never matched and
    /// are overwritten in time). Meant for when no search runs; one that
    /// does would still read only proven bounds (every copy is one), but
    /// may miss entries stored meanwhile.
    pub fn grow(&self) {
        let old = self.mask() + 1;
        let new = (4 * old).min(self.slots.len() / 2);
        for b in 0..old {
            for s in 0..2 {
                let key = self.slots[2 * b + s][0].load(Ordering::Relaxed);
                let data = self.slots[2 * b + s][1].load(Ordering::Relaxed);
                for image in (b + old..new).step_by(old) {
                    self.slots[2 * image + s][0].store(key, Ordering::Relaxed);
                    self.slots[2 * image + s][1].store(data, Ordering::Relaxed);
                }
            }
        }
        self.mask.store(new - 1, Ordering::Relaxed);
    }

    #[inline]
    fn mask(&self) -> usize {
        self.mask.load(Ordering::Relaxed)
    }

    /// The bytes of the buckets in use.
    pub fn bytes(&self) -> usize {
        2 * (self.mask() + 1) * ENTRY_BYTES
    }

    #[inline]
    fn bucket(&self, index: u64) -> usize {
        2 * (index as usize & self.mask())
    }

    /// Starts fetching the bucket of `index` into the cache, for a probe
    /// soon after.
    #[inline]
    pub fn prefetch(&self, index: u64) {
        prefetch(&self.slots[self.bucket(index)]);
    }

    /// The slot `k`: its check (0 when empty or torn) and packed entry.
    #[inline]
    fn read(&self, k: usize) -> (u64, u64) {
        let key = self.slots[k][0].load(Ordering::Relaxed);
        let data = self.slots[k][1].load(Ordering::Relaxed);
        (key ^ data, data)
    }

    #[inline]
    fn write(&self, k: usize, check: u64, data: u64) {
        self.slots[k][0].store(check ^ data, Ordering::Relaxed);
        self.slots[k][1].store(data, Ordering::Relaxed);
    }

    /// The buckets in use (a power of two).
    pub fn used_buckets(&self) -> usize {
        self.mask() + 1
    }

    /// The buckets of the allocation (the most the table can use).
    pub fn capacity_buckets(&self) -> usize {
        self.slots.len() / 2
    }

    /// The two words of slot `k` as stored, for keeping the table in a
    /// file (`kept`).
    pub fn slot_words(&self, k: usize) -> [u64; 2] {
        [
            self.slots[k][0].load(Ordering::Relaxed),
            self.slots[k][1].load(Ordering::Relaxed),
        ]
    }

    /// Puts back words [`Table::slot_words`] gave, into slot `k`.
    pub fn set_slot_words(&self, k: usize, words: [u64; 2]) {
        self.slots[k][0].store(words[0], Ordering::Relaxed);
        self.slots[k][1].store(words[1], Ordering::Relaxed);
    }

    /// Uses `buckets` buckets (a power of two within the allocation), as a
    /// table read back used them: its entries fall in the same buckets and
    /// keep their size, so growth and replacement go on as they would have.
    pub fn use_buckets(&self, buckets: usize) {
        debug_assert!(buckets.is_power_of_two() && buckets <= self.capacity_buckets());
        self.mask.store(buckets - 1, Ordering::Relaxed);
    }

    /// Empties every slot in use and goes back to the first size (after a
    /// kept table failed its check half-way through being read in).
    pub fn clear(&self) {
        for k in 0..2 * self.used_buckets() {
            self.set_slot_words(k, [0, 0]);
        }
        let first = self.capacity_buckets().min(START_BUCKETS);
        self.mask.store(first - 1, Ordering::Relaxed);
    }

    /// Whether `words` could be a slot this table wrote: empty, or an entry
    /// whose bounds are in order, whose move is a pit or none, and whose
    /// size is no larger than the one in use.
    pub fn plausible(&self, words: [u64; 2]) -> bool {
        if words == [0, 0] {
            return true;
        }
        let e = Entry::unpack(words[1]);
        e.lower <= e.upper
            && (usize::from(e.best) < crate::ruleset::MAX_PITS || e.best == NO_MOVE)
            && e.size <= self.size()
            && words[1] >> 56 == 0
    }

    /// A fixed entry, packed: kept files record it, so that a change of
    /// the entry's layout makes the files of the old one unused.
    pub fn layout_probe() -> u64 {
        Entry {
            lower: -2,
            upper: 3,
            best: 4,
            work: 5,
            size: 6,
        }
        .pack()
    }

    /// The entry for `(index, check)`, if it is stored.
    #[inline]
    pub fn probe(&self, index: u64, check: u64) -> Option<Entry> {
        let check = check | 1;
        let b = self.bucket(index);
        (b..b + 2)
            .map(|k| self.read(k))
            .find(|&(c, _)| c == check)
            .map(|(_, data)| Entry::unpack(data))
    }

    /// Stores bounds for `(index, check)`, found with `nodes` nodes of work.
    #[inline]
    pub fn store(&self, index: u64, check: u64, lower: i32, upper: i32, best: u8, nodes: u64) {
        let check = check | 1;
        let work = (64 - nodes.leading_zeros()) as u8;
        let entry = Entry {
            lower: lower as i16,
            upper: upper as i16,
            best,
            work,
            size: self.size(),
        };
        let b = self.bucket(index);
        let first = self.read(b);
        let second = self.read(b + 1);
        if let Some((slot, old)) = [(b, first), (b + 1, second)]
            .into_iter()
            .find(|&(_, (c, _))| c == check)
        {
            let old = Entry::unpack(old.1);
            // Both are proven bounds on the same value: keep the tighter.
            let mut joined = entry;
            if old.lower > entry.lower || (old.lower == entry.lower && entry.best == NO_MOVE) {
                joined.lower = old.lower;
                joined.best = old.best;
            }
            joined.upper = old.upper.min(entry.upper);
            joined.work = old.work.max(work);
            joined.size = entry.size;
            self.write(slot, check, joined.pack());
            return;
        }
        // The first entry is kept unless the new one took as much work,
        // or it was stored before the table last grew: after a growth
        // every slot holds a copy of an old entry, most of them in buckets
        // their positions no longer fall in, and the copies would
        // otherwise keep the first slots (and half the table) for good.
        let kept = Entry::unpack(first.1);
        if first.0 == 0 || work >= kept.work || kept.size != entry.size {
            self.write(b + 1, first.0, first.1);
            self.write(b, check, entry.pack());
        } else {
            self.write(b + 1, check, entry.pack());
        }
    }
}

/// Starts fetching the cache line of `value` from memory, so that several
/// random reads (a node's children) wait for memory together, not in turn.
#[inline]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: SSE is part of every x86_64 target, and a prefetch reads
    // nothing the program sees and cannot fault; the pointer comes from a
    // reference.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (value as *const T).cast::<i8>(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

/// Asks the kernel to back `memory` with huge pages where it can: the
/// solver probes its tables at random, and with 4 KiB pages nearly every
/// probe misses the TLB too. Only advice: nothing changes if it is refused.
pub fn advise_huge_pages<T>(memory: &mut [T]) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = memory.as_mut_ptr() as usize;
        let end = (start + std::mem::size_of_val(memory)) & !(HUGE - 1);
        let aligned = (start + HUGE - 1) & !(HUGE - 1);
        if end > aligned {
            // SAFETY: MADV_HUGEPAGE is advice about how to back the range,
            // which lies inside `memory`; it changes no contents.
            unsafe {
                libc::madvise(
                    aligned as *mut libc::c_void,
                    end - aligned,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = memory;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_and_joins_bounds() {
        let t = Table::with_bytes(1 << 12);
        assert!(t.probe(5, 77).is_none());
        t.store(5, 77, -3, 10, 2, 100);
        let e = t.probe(5, 77).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 10, 2));
        t.store(5, 77, -10, 4, NO_MOVE, 10);
        let e = t.probe(5, 77).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 4, 2));
        assert!(t.probe(5, 78).is_none());
    }

    #[test]
    fn size_is_a_power_of_two_within_the_budget() {
        let t = Table::with_bytes(1000 * 1000);
        assert!(t.capacity_bytes() <= 1000 * 1000);
        assert!(t.capacity_bytes() > 1000 * 1000 / 2);
        assert!(t.bytes() <= t.capacity_bytes());
    }

    /// Every entry is found after the table grows, wherever its index now
    /// falls; the table grows only within its allocation.
    #[test]
    fn entries_survive_growth() {
        let t = Table::with_bytes(1 << 22);
        let mut rng = fastrand::Rng::with_seed(3);
        let keys: Vec<(u64, u64)> = (0..200).map(|_| (rng.u64(..), rng.u64(..))).collect();
        for (k, &(index, check)) in keys.iter().enumerate() {
            t.store(index, check, -(k as i32), k as i32, 1, 10);
        }
        let found = |t: &Table| {
            keys.iter()
                .filter(|&&(i, c)| t.probe(i, c).is_some())
                .count()
        };
        let before = found(&t);
        assert!(before > 150, "{before}");
        while t.bytes() < t.capacity_bytes() {
            t.grow();
            assert_eq!(found(&t), before);
        }
        t.grow();
        assert_eq!(t.bytes(), t.capacity_bytes());
    }

    /// A full table wants to grow; right after growing it does not (the
    /// copies of the old entries do not count), until new entries fill
    /// half of it again.
    #[test]
    fn growth_is_judged_by_the_entries_stored_since() {
        let t = Table::with_bytes(1 << 24);
        let mut rng = fastrand::Rng::with_seed(5);
        let mut fill = |t: &Table, n: usize| {
            for _ in 0..n {
                t.store(rng.u64(..), rng.u64(..), -1, 1, 0, 10);
            }
        };
        assert!(!t.wants_to_grow());
        let slots = t.bytes() / ENTRY_BYTES;
        fill(&t, slots);
        assert!(t.wants_to_grow());
        t.grow();
        assert!(!t.wants_to_grow(), "the copies are not counted");
        fill(&t, t.bytes() / ENTRY_BYTES);
        assert!(t.wants_to_grow());
    }

    #[test]
    fn a_share_that_cannot_be_allocated_is_refused() {
        assert_eq!(
            Table::try_with_bytes(usize::MAX / 2).err(),
            Some(AllocError {
                bytes: 1 << (usize::BITS - 2)
            })
        );
    }
}
