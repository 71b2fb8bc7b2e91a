//! The transposition table: a fixed number of two-entry buckets allocated
//! once (its size is the user's `--memory` share), so memory never grows
//! during a search.
//!
//! Each entry holds proven bounds on a position's value (the stones the
//! player to move gains from here on, against the opponent) and the move
//! that proved the lower bound. The first entry of a bucket keeps the
//! position that took the most work to search, the second the latest one.

use std::sync::atomic::{AtomicU64, Ordering};

/// One stored result, unpacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub lower: i16,
    pub upper: i16,
    /// Best move found (0-based pit), or [`NO_MOVE`].
    pub best: u8,
    /// log2 of the nodes searched below this position.
    work: u8,
}

impl Entry {
    #[inline]
    fn pack(self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.best) << 32
            | u64::from(self.work) << 40
    }

    #[inline]
    fn unpack(w: u64) -> Entry {
        Entry {
            lower: w as u16 as i16,
            upper: (w >> 16) as u16 as i16,
            best: (w >> 32) as u8,
            work: (w >> 40) as u8,
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
    /// Buckets - 1 (the bucket count is a power of two).
    mask: usize,
}

impl Table {
    /// A table using at most `bytes` bytes (at least one bucket).
    pub fn with_bytes(bytes: usize) -> Table {
        let buckets = (bytes / (2 * ENTRY_BYTES)).max(1);
        // The largest power of two that fits.
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        // Zeroed memory from the allocator is not touched until used.
        let mut zeroed = std::mem::ManuallyDrop::new(vec![[0u64; 2]; 2 * buckets]);
        advise_huge_pages(&mut zeroed);
        // SAFETY: `AtomicU64` has the size, alignment and bit validity of
        // `u64` (as its documentation promises), so the allocation, length
        // and capacity describe a valid `Vec<[AtomicU64; 2]>`; `zeroed` is
        // never used or dropped again.
        let slots = unsafe {
            Vec::from_raw_parts(
                zeroed.as_mut_ptr().cast::<[AtomicU64; 2]>(),
                zeroed.len(),
                zeroed.capacity(),
            )
        };
        Table {
            slots,
            mask: buckets - 1,
        }
    }

    pub fn bytes(&self) -> usize {
        self.slots.len() * ENTRY_BYTES
    }

    #[inline]
    fn bucket(&self, index: u64) -> usize {
        2 * (index as usize & self.mask)
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
            self.write(slot, check, joined.pack());
            return;
        }
        let first_work = Entry::unpack(first.1).work;
        if first.0 == 0 || work >= first_work {
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
        assert!(t.bytes() <= 1000 * 1000);
        assert!(t.bytes() > 1000 * 1000 / 2);
    }
}
