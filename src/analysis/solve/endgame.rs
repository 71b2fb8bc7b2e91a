//! Endgame databases: the exact value of every position with at most `max`
//! stones left in the pits, for rulesets whose future depends only on the
//! pits and the player to move (no majority rule, which reads the stores,
//! and no repetition rule, which reads the history).
//!
//! Level `n` (positions with exactly `n` stones in the pits) is built after
//! every smaller level: a move either keeps all `n` stones in the pits or
//! puts some into a store, reaching a smaller level already known. Within a
//! level, values are found by depth-first search over the level's own
//! positions with memoisation (retrograde analysis in its forward form: it
//! needs only the interpreter's `play`, no unmove). A level whose positions
//! can follow each other in a circle cannot be built this way; the build
//! stops there and the search goes on without tables for that level and up.
//!
//! Values are stored as `i8`: the stones the player to move gains from here
//! on, minus those the opponent gains (between `-n` and `n`).
//!
//! Positions are numbered by their stone counts with the combinatorial
//! number system (stars and bars), twice: South to move, North to move.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI8, AtomicUsize, Ordering};

use crate::engine::{Brief, Player, Position};
use crate::error::Error;
use crate::ruleset::{RowEmpty, Ruleset};
use crate::words::Msg;

use super::cache::CacheProblem;

use super::level_file::{Checked, HEADER, Level, LevelFile, MAP_FROM, read_level, write_level};
pub use super::level_file::{checksum, fnv1a, level_file};

/// The most stones an endgame table level may hold (values fit an `i8`).
pub const MAX_LEVEL: u16 = 100;

/// The largest value a level holds (`MAX_LEVEL` stones, all won).
const MAX_VALUE: i8 = MAX_LEVEL as i8;
/// Below every value: not yet known, or being found by worker `w` (its
/// mark `IN_PROGRESS + w`).
const UNKNOWN: i8 = i8::MIN;
const IN_PROGRESS: i8 = i8::MIN + 1;
/// The most workers a level is built with: each needs its own mark below
/// `-MAX_VALUE`.
pub const MAX_BUILD_THREADS: usize = (-(MAX_VALUE as i32) - 1 - IN_PROGRESS as i32) as usize;
/// Indices a worker takes at a time.
const BUILD_CHUNK: usize = 1 << 14;
// A chunk starts on side 0 of a rank (`build_level`).
const _: () = assert!(BUILD_CHUNK.is_multiple_of(2));
/// Stack reserved (not committed) for a worker: the search within a level
/// follows moves that keep every stone in the pits, one frame a move.
const BUILD_STACK: usize = 256 << 20;

/// Whether endgame tables are exact for this ruleset.
pub fn applies(rules: &Ruleset) -> bool {
    !rules.end().majority && !rules.end().cycle && rules.tuzdyk().is_none()
}

/// `C(n, k)`, saturating at `u64::MAX`.
pub fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u128 = 1;
    for i in 0..k {
        r = r * u128::from(n - i) / u128::from(i + 1);
        if r > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    r as u64
}

/// Positions with `n` stones in `cells` pits (one player to move).
pub fn level_size(cells: usize, n: u16) -> u64 {
    binomial(u64::from(n) + cells as u64 - 1, cells as u64 - 1)
}

/// Bytes the levels `1..=max` take.
pub fn tables_bytes(pits: u8, max: u16) -> u64 {
    let cells = 2 * usize::from(pits);
    (1..=max).fold(0u64, |sum, n| {
        sum.saturating_add(level_size(cells, n).saturating_mul(2))
    })
}

/// Whether level `n`'s file in `cache` (fingerprint `id`) is there with
/// its size (its contents are checked when it is read).
fn cached(rules: &Ruleset, cache: &Path, id: u64, n: u16) -> bool {
    let size = HEADER as u64 + 2 * level_size(2 * usize::from(rules.pits()), n);
    std::fs::symlink_metadata(level_file(cache, id, n))
        .is_ok_and(|m| m.is_file() && m.len() == size)
}

/// The most stones (at most `max`) up to which every level's file is in
/// `cache`: tables built ahead of time (`--build-endgames`) are used
/// without being named.
pub fn cached_levels(rules: &Ruleset, cache: &Path, max: u16) -> u16 {
    let id = tables_fingerprint(rules);
    (1..=max.min(MAX_LEVEL))
        .take_while(|&n| cached(rules, cache, id, n))
        .last()
        .unwrap_or(0)
}

/// Bytes of memory the levels `1..=max` take: a level built, or read from
/// a file, takes its size; one mapped from its file in `cache` takes none
/// (its pages are the system's file cache).
pub fn memory_bytes(rules: &Ruleset, max: u16, cache: Option<&Path>) -> u64 {
    let cells = 2 * usize::from(rules.pits());
    // The fingerprint formats the whole ruleset: once, not once a level.
    let cache = cache.map(|dir| (dir, tables_fingerprint(rules)));
    (1..=max.min(MAX_LEVEL)).fold(0u64, |sum, n| {
        let bytes = level_size(cells, n).saturating_mul(2);
        let mapped = HEADER as u64 + bytes >= MAP_FROM as u64
            && cache.is_some_and(|(dir, id)| cached(rules, dir, id, n));
        sum.saturating_add(if mapped { 0 } else { bytes })
    })
}

/// Numbering of the stone counts of `cells` pits holding `n` stones.
struct Ranker {
    cells: usize,
    /// `choose[a * (cells + 1) + b]` = C(a, b) for the ranges used (one
    /// flat array: the rank of every child in a build looks it up).
    choose: Vec<u64>,
}

impl Ranker {
    fn new(cells: usize, max: u16) -> Ranker {
        let top = usize::from(max) + cells;
        let choose = (0..=top)
            .flat_map(|a| (0..=cells).map(move |b| binomial(a as u64, b as u64)))
            .collect();
        Ranker { cells, choose }
    }

    #[inline]
    fn choose(&self, a: usize, b: usize) -> u64 {
        self.choose[a * (self.cells + 1) + b]
    }

    /// The number of `counts` among the arrangements of their total: bar
    /// `k` sits after the first `k+1` pits' stones plus `k` earlier bars.
    #[inline]
    fn rank(&self, counts: impl Iterator<Item = u16>) -> u64 {
        let mut rank = 0;
        let mut bar = 0usize;
        for (k, c) in counts.take(self.cells - 1).enumerate() {
            bar += usize::from(c);
            rank += self.choose(bar + k, k + 1);
        }
        rank
    }

    /// The rank of a position's pits (South's row, then North's).
    #[inline]
    fn rank_of(&self, p: &Position) -> u64 {
        self.rank(
            p.row(Player::South)
                .iter()
                .chain(p.row(Player::North))
                .copied(),
        )
    }

    /// The stone counts numbered `rank` with `n` stones (inverse of `rank`).
    fn unrank(&self, mut rank: u64, n: u16, counts: &mut [u16]) {
        let bars = self.cells - 1;
        let mut pos = [0usize; 2 * crate::ruleset::MAX_PITS];
        let mut top = usize::from(n) + bars; // exclusive bound for bar positions
        for k in (0..bars).rev() {
            let mut b = top - 1;
            while self.choose(b, k + 1) > rank {
                b -= 1;
            }
            pos[k] = b;
            rank -= self.choose(b, k + 1);
            top = b;
        }
        let mut prev: isize = -1;
        for k in 0..bars {
            counts[k] = (pos[k] as isize - prev - 1) as u16;
            prev = pos[k] as isize;
        }
        counts[bars] = (usize::from(n) + bars - 1 - pos[bars - 1]) as u16;
    }
}

/// The stone counts of the next rank of [`Ranker`] (the same stones, the
/// next arrangement): the first pit `k + 1` holding stones gives one to pit
/// `k`, which also takes every stone of the pits before it. (Ranks are the
/// colex order of the bars between pits: the lowest bar that can move up
/// moves up one place, and the bars below it go back to the bottom.) The
/// last arrangement is left as it is.
#[inline]
fn next_counts(counts: &mut [u16]) {
    let Some(k) = (0..counts.len().saturating_sub(1)).find(|&k| counts[k + 1] > 0) else {
        return;
    };
    let below: u16 = counts[..k].iter().sum();
    counts[..k].fill(0);
    counts[k] += below + 1;
    counts[k + 1] -= 1;
}

/// The tables of levels `1..=max()`.
pub struct Endgame {
    pits: u8,
    ranker: Ranker,
    /// `levels[n][2 * rank + side]`; `levels[0]` is empty.
    levels: Vec<Level>,
}

crate::messages! {
    /// Why endgame tables were not built.
    pub enum EndgameRefusal {
        /// `--slice n` needs the slice of `k` stones, which is not there.
        SliceMissing { n: u16, k: u16, file: String } = "solve-slice-missing",
        /// `--slice n`: a slice's entry is not a file hakem made.
        SliceUnusable { n: u16, problem: Msg } = "solve-slice-unusable",
        /// A level's memory could not be allocated.
        CannotAllocate { n: u16, mib: usize } = "solve-cannot-allocate",
    }
}

/// Where a table level came from.
#[derive(Debug, Clone, PartialEq)]
pub enum Origin {
    /// Built (and kept in the cache, when there is one).
    Built,
    /// Read from the cache.
    Loaded,
    /// Built in memory only: the cache entry was not a file hakem made or
    /// could not be written (why, with the file's name).
    NotKept(CacheProblem),
}

impl Endgame {
    /// Stones in the pits up to which values are known.
    pub fn max(&self) -> u16 {
        (self.levels.len() - 1) as u16
    }

    pub fn bytes(&self) -> u64 {
        self.levels.iter().map(|l| l.values().len() as u64).sum()
    }

    /// The value of a position (not over) with at most `max()` stones in
    /// the pits: the stones its mover gains from here on, minus the
    /// opponent's.
    #[inline]
    pub fn value(&self, p: &Position, board: u16) -> i32 {
        i32::from(self.levels[usize::from(board)].values()[self.index_of(p)] as i8)
    }

    /// Where a position lies in its level.
    #[inline]
    fn index_of(&self, p: &Position) -> usize {
        2 * self.ranker.rank_of(p) as usize + p.to_move().index()
    }

    /// Where the value of a position with `board` stones in the pits (at
    /// most `max()`) lies, for [`Endgame::value_at`]; starts fetching it
    /// from memory.
    #[inline]
    pub fn locate(&self, p: &Position, board: u16) -> usize {
        let index = self.index_of(p);
        super::table::prefetch(&self.levels[usize::from(board)].values()[index]);
        index
    }

    /// The value at a place found by [`Endgame::locate`].
    #[inline]
    pub fn value_at(&self, board: u16, index: usize) -> i32 {
        i32::from(self.levels[usize::from(board)].values()[index] as i8)
    }

    /// Builds (or loads from `cache`, when given) the levels `1..=max`.
    /// `report` is told each level as it is ready. Stops early (fewer
    /// levels) when a level has circular play or `stop` is set. A level is
    /// built by `threads` workers (at most [`MAX_BUILD_THREADS`]); the
    /// tables are the same for any number. A cache entry that is not a
    /// file hakem made, or a cache that cannot be written, leaves the
    /// level built in memory (`Origin::NotKept` says why); memory that
    /// cannot be allocated is an error.
    pub fn build(
        rules: &Ruleset,
        max: u16,
        cache: Option<&Path>,
        stop: &AtomicBool,
        threads: usize,
        report: &mut dyn FnMut(u16, Origin),
    ) -> Result<Endgame, Error> {
        Endgame::build_within(rules, max, cache, stop, threads, u64::MAX, report)
    }

    /// [`Endgame::build`], the levels held in memory (built, or read from
    /// their files; mapped ones take none) kept within `memory` bytes: the
    /// levels stop below one that would go past it (a level counted as
    /// mapped whose file turns out wrong is built in memory, if it fits).
    pub fn build_within(
        rules: &Ruleset,
        max: u16,
        cache: Option<&Path>,
        stop: &AtomicBool,
        threads: usize,
        memory: u64,
        report: &mut dyn FnMut(u16, Origin),
    ) -> Result<Endgame, Error> {
        // No position holds more stones than the game has.
        let max = max.min(rules.total_stones()).min(MAX_LEVEL);
        let mut tables = Endgame::empty(rules, max);
        let id = tables_fingerprint(rules);
        // Set once a level could not be kept: the folder is not written
        // again in this run.
        let mut writable = cache.is_some();
        let mut checked = Checked::read(cache, id);
        for n in 1..=max {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let file = cache.map(|dir| level_file(dir, id, n));
            // Why this level cannot be kept, when its entry is not a file
            // hakem made (it is left alone).
            let mut foreign = None;
            if let Some(f) = &file {
                match read_level(f, id, rules.pits(), n, tables.level_bytes(n), &mut checked)? {
                    LevelFile::Valid(level) if tables.held(&level) <= memory => {
                        tables.levels.push(level);
                        report(n, Origin::Loaded);
                        continue;
                    }
                    LevelFile::Valid(_) => break,
                    LevelFile::Rebuild => {}
                    LevelFile::Foreign(why) => foreign = Some(why.at(f)),
                }
            }
            if tables.held_bytes() + tables.level_bytes(n) as u64 > memory {
                break;
            }
            let Some(data) = tables.build_level(rules, n, stop, threads)? else {
                break;
            };
            let origin = match (&file, foreign) {
                (_, Some(why)) => Origin::NotKept(why),
                (Some(f), None) if writable => match write_level(f, id, rules.pits(), n, &data) {
                    Ok(sum) => {
                        // Its checksum is known: the next run need not
                        // read a mapped level through.
                        checked.written(f, n, data.len(), sum);
                        Origin::Built
                    }
                    Err(why) => {
                        writable = false;
                        Origin::NotKept(why.at(f))
                    }
                },
                _ => Origin::Built,
            };
            report(n, origin);
            tables.levels.push(Level::Built(data));
        }
        checked.keep();
        Ok(tables)
    }

    /// Builds level `n` alone into `cache`, from the files of the levels
    /// below it there (each checked), so that levels can be built one by
    /// one in separate processes (on separate machines sharing the
    /// folder); a level already there whose file checks is kept.
    /// `Ok(false)`: stopped, or play goes round in circles at this level
    /// (no file is written).
    pub fn build_slice(
        rules: &Ruleset,
        n: u16,
        cache: &Path,
        stop: &AtomicBool,
        threads: usize,
    ) -> Result<bool, Error> {
        let n = n.min(MAX_LEVEL);
        let mut tables = Endgame::empty(rules, n);
        let id = tables_fingerprint(rules);
        let mut checked = Checked::read(Some(cache), id);
        for k in 1..n {
            let f = level_file(cache, id, k);
            match read_level(&f, id, rules.pits(), k, tables.level_bytes(k), &mut checked)? {
                LevelFile::Valid(data) => tables.levels.push(data),
                LevelFile::Rebuild => {
                    return Err(Error::usage(EndgameRefusal::SliceMissing {
                        n,
                        k,
                        file: f.display().to_string(),
                    }));
                }
                LevelFile::Foreign(why) => {
                    return Err(Error::usage(EndgameRefusal::SliceUnusable {
                        n,
                        problem: why.at(&f).into(),
                    }));
                }
            }
        }
        let f = level_file(cache, id, n);
        // A slice already there (and checked) is kept: an array of jobs
        // run again redoes only what is missing.
        if let LevelFile::Valid(_) =
            read_level(&f, id, rules.pits(), n, tables.level_bytes(n), &mut checked)?
        {
            checked.keep();
            return Ok(true);
        }
        checked.keep();
        let Some(data) = tables.build_level(rules, n, stop, threads)? else {
            return Ok(false);
        };
        let sum =
            write_level(&f, id, rules.pits(), n, &data).map_err(|why| Error::usage(why.at(&f)))?;
        checked.written(&f, n, data.len(), sum);
        checked.keep();
        Ok(true)
    }

    /// No levels yet, numbering positions of up to `max` stones.
    fn empty(rules: &Ruleset, max: u16) -> Endgame {
        let cells = 2 * usize::from(rules.pits());
        Endgame {
            pits: rules.pits(),
            ranker: Ranker::new(cells, max),
            levels: vec![Level::Built(Vec::new())],
        }
    }

    /// Bytes of memory the levels so far take (mapped ones none).
    fn held_bytes(&self) -> u64 {
        self.levels
            .iter()
            .filter(|l| !matches!(l, Level::Mapped(_)))
            .map(|l| l.values().len() as u64)
            .sum()
    }

    /// What the levels so far and `level` would take in memory.
    fn held(&self, level: &Level) -> u64 {
        let more = match level {
            Level::Mapped(_) => 0,
            other => other.values().len() as u64,
        };
        self.held_bytes() + more
    }

    /// Bytes of level `n` (one a position).
    fn level_bytes(&self, n: u16) -> usize {
        2 * level_size(2 * usize::from(self.pits), n) as usize
    }

    /// Level `n`, or `None` when play can go round in circles in it or
    /// `stop` is set. `threads` workers take chunks of the level's indices
    /// in turn; each position's value is the same whichever worker finds it
    /// (a worker that meets a position another is working on values it
    /// itself), so the level does not depend on timing.
    fn build_level(
        &self,
        rules: &Ruleset,
        n: u16,
        stop: &AtomicBool,
        threads: usize,
    ) -> Result<Option<Vec<u8>>, Error> {
        let size = self.level_bytes(n);
        let mut values: Vec<AtomicI8> = Vec::new();
        values
            .try_reserve_exact(size)
            .map_err(|_| Error::usage(EndgameRefusal::CannotAllocate { n, mib: size >> 20 }))?;
        super::table::advise_huge_pages(values.spare_capacity_mut());
        values.extend((0..size).map(|_| AtomicI8::new(UNKNOWN)));
        // Small levels are not worth a thread.
        let threads = if size < 1 << 16 {
            1
        } else {
            threads.clamp(1, MAX_BUILD_THREADS)
        };
        let next = AtomicUsize::new(0);
        let circular = AtomicBool::new(false);
        let work = |worker: usize| {
            let mark = IN_PROGRESS + worker as i8;
            let mut counts = vec![0u16; 2 * usize::from(self.pits)];
            loop {
                // A large level takes minutes: an interruption is heard
                // within a chunk.
                if stop.load(Ordering::Relaxed) || circular.load(Ordering::Relaxed) {
                    return;
                }
                let from = next.fetch_add(BUILD_CHUNK, Ordering::Relaxed);
                if from >= size {
                    return;
                }
                // A chunk starts on a rank (the chunks are of an even
                // size); the stone counts of the next rank come from the
                // last ones (a few steps, where unranking walks every bar).
                let end = (from + BUILD_CHUNK).min(size);
                self.ranker.unrank((from / 2) as u64, n, &mut counts);
                for index in from..end {
                    if index > from && index % 2 == 0 {
                        next_counts(&mut counts);
                    }
                    if values[index].load(Ordering::Relaxed) < -MAX_VALUE {
                        let p = self.position(rules, &counts, index % 2);
                        if self.visit(rules, n, &p, index, &values, mark).is_none() {
                            circular.store(true, Ordering::Relaxed);
                            return;
                        }
                    }
                }
            }
        };
        if threads == 1 {
            work(0);
        } else {
            std::thread::scope(|scope| {
                let work = &work;
                let helpers: Vec<_> = (1..threads)
                    .filter_map(|w| {
                        std::thread::Builder::new()
                            .stack_size(BUILD_STACK)
                            .spawn_scoped(scope, move || work(w))
                            .ok()
                    })
                    .collect();
                work(0);
                for h in helpers {
                    // A worker that panicked left its positions unknown:
                    // the check below rebuilds nothing and stops the build.
                    let _ = h.join();
                }
            });
        }
        if stop.load(Ordering::Relaxed) || circular.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let values: Vec<u8> = values.into_iter().map(|v| v.into_inner() as u8).collect();
        // Every position valued (a worker that failed would leave a mark).
        Ok(values
            .iter()
            .all(|&v| v as i8 >= -MAX_VALUE)
            .then_some(values))
    }

    fn position(&self, rules: &Ruleset, counts: &[u16], side: usize) -> Position {
        let n = usize::from(self.pits);
        let mover = if side == 0 {
            Player::South
        } else {
            Player::North
        };
        // The stones not in the pits wait in South's store: the stores do
        // not change play under these rules, only the gains are counted.
        let store = rules.total_stones() - counts.iter().sum::<u16>();
        // Unreachable: the rows have the ruleset's length and the stones
        // add up to its total by construction.
        Position::from_rows(rules, (&counts[..n], store), (&counts[n..], 0), mover)
            .expect("a set-up of the ruleset's shape")
    }

    /// The value of `p` (index `index` of level `n`), computing the level's
    /// positions it leads to first; `None` on circular play. `mark` is this
    /// worker's "in progress" mark: meeting its own mark again is a circle;
    /// another worker's mark is not (that worker's line is not this one's),
    /// so the position is valued here too, with the same result.
    fn visit(
        &self,
        rules: &Ruleset,
        n: u16,
        p: &Position,
        index: usize,
        values: &[AtomicI8],
        mark: i8,
    ) -> Option<i8> {
        if !playable(rules, p) {
            // Never reached in play: the game would have ended before.
            values[index].store(0, Ordering::Relaxed);
            return Some(0);
        }
        values[index].store(mark, Ordering::Relaxed);
        // First every child is played and where its value lies is fetched
        // from memory (all at once), then the values are read.
        let mut kids = [(0i32, false, 0u16, 0usize, 0u8); crate::ruleset::MAX_PITS];
        let mut count = 0;
        let mut best = i32::MIN;
        for super::moves::Move {
            pit: i,
            child,
            gain,
            again,
        } in super::moves::moves(rules, p)
        {
            if child.is_over() {
                best = best.max(gain);
                continue;
            }
            // The game's stones less the stores' (not a sum over every
            // cell: a sixth of the build's time went there).
            let m = rules.total_stones() - child.store(Player::South) - child.store(Player::North);
            let ci = self.index_of(&child);
            if m < n {
                super::table::prefetch(&self.levels[usize::from(m)].values()[ci]);
            } else {
                super::table::prefetch(&values[ci]);
            }
            kids[count] = (gain, again, m, ci, i);
            count += 1;
        }
        for &(gain, same, m, ci, i) in &kids[..count] {
            let child_value = if m < n {
                i32::from(self.levels[usize::from(m)].values()[ci] as i8)
            } else {
                match values[ci].load(Ordering::Relaxed) {
                    v if v == mark => return None,
                    v if v < -MAX_VALUE => {
                        let mut child = *p;
                        child.play_unchecked_as::<Brief>(rules, i);
                        i32::from(self.visit(rules, n, &child, ci, values, mark)?)
                    }
                    v => i32::from(v),
                }
            };
            best = best.max(if same {
                gain + child_value
            } else {
                gain - child_value
            });
        }
        let best = if best == i32::MIN { 0 } else { best } as i8;
        values[index].store(best, Ordering::Relaxed);
        Some(best)
    }
}

/// Whether a position built from rows (not by play) is one the game can be
/// in with the player to move still to play.
fn playable(rules: &Ruleset, p: &Position) -> bool {
    let south = p.row_total(Player::South);
    let north = p.row_total(Player::North);
    if rules.end().row_empty == RowEmpty::AfterMove && (south == 0 || north == 0) {
        return false;
    }
    p.row_total(p.to_move()) != 0 && p.legal_moves(rules) != 0
}

/// FNV-1a of the rules of play as the program sees them (the `Debug` form
/// of [`Ruleset::rules_of_play`]), so a table is used only for the rules it
/// was built for, whatever the ruleset's name, title or language.
pub fn ruleset_hash(rules: &Ruleset) -> u64 {
    fnv1a(format!("{:?}", rules.rules_of_play()).as_bytes())
}

/// The fingerprint of a ruleset's endgame tables: FNV-1a of the rules of
/// play from any position on ([`Ruleset::rules_from_any_position`]), so
/// that games differing only in their start share their levels.
pub fn tables_fingerprint(rules: &Ruleset) -> u64 {
    fnv1a(format!("{:?}", rules.rules_from_any_position()).as_bytes())
}

/// The default cache folder: `$XDG_CACHE_HOME/hakem`, else
/// `$HOME/.cache/hakem`.
pub fn default_cache_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".cache"))
        })?;
    Some(base.join("hakem").join("endgame"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kalah on 4 pits with 3 stones, as a club writes it.
    const K43: &str =
        "extends = \"kalah\"\nname = \"k43\"\ntitle = \"t\"\n[board]\npits = 4\nstones = 3\n";

    fn parsed(text: &str) -> Ruleset {
        crate::ruleset::parse(&crate::text::diagnostic::Source::new("k.toml", text))
            .expect("valid ruleset")
    }

    #[test]
    fn ranks_are_a_numbering() {
        let r = Ranker::new(4, 5);
        let n = 5;
        let size = level_size(4, n);
        let mut counts = [0u16; 4];
        let mut seen = vec![false; size as usize];
        for rank in 0..size {
            r.unrank(rank, n, &mut counts);
            assert_eq!(counts.iter().sum::<u16>(), n);
            assert_eq!(r.rank(counts.iter().copied()), rank);
            seen[rank as usize] = true;
            // The arrangement after is the next rank's.
            if rank + 1 < size {
                let mut next = counts;
                next_counts(&mut next);
                assert_eq!(r.rank(next.iter().copied()), rank + 1, "after {counts:?}");
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    /// The levels built by several workers are the ones one worker builds
    /// (Kalah on 4 pits with 3 stones: level 12 is large enough to be
    /// shared out).
    #[test]
    fn threads_build_the_same_tables() {
        let rules = parsed(K43);
        let stop = AtomicBool::new(false);
        let build = |threads| {
            Endgame::build(&rules, 12, None, &stop, threads, &mut |_, _| {}).expect("built")
        };
        let one = build(1);
        assert_eq!(one.max(), 12);
        assert!(2 * level_size(8, 12) >= 1 << 16, "a level is shared out");
        for threads in [2, 3] {
            assert!(build(threads).levels == one.levels, "{threads} threads");
        }
    }

    /// The fingerprint follows the rules of play only: a ruleset renamed,
    /// retitled or translated keeps its tables; a changed rule does not.
    #[test]
    fn the_fingerprint_reads_the_rules_of_play_only() {
        let hash = |text: &str| ruleset_hash(&parsed(text));
        let base = K43;
        let renamed = "extends = \"kalah\"\nname = \"other\"\ntitle = \"Another title\"\nlocal_title = { tr = \"Başka\" }\nsummary = \"s\"\n[board]\npits = 4\nstones = 3\n";
        assert_eq!(hash(base), hash(renamed));
        let more_stones = base.replace("stones = 3", "stones = 4");
        assert_ne!(hash(base), hash(&more_stones));
        let empty_capture = format!(
            "{base}[[capture]]\nside = \"own\"\ncount = \"was-empty\"\ntake = [\"opposite\", \"pit\"]\n"
        );
        assert_ne!(hash(base), hash(&empty_capture));
    }

    /// The tables' fingerprint leaves out the start: games differing only
    /// in their stones a pit share their tables, and the tables built for
    /// each are the same (levels up to 12 of Kalah on 4 pits with 3 and
    /// with 5 stones). A changed rule still changes it.
    #[test]
    fn the_tables_are_shared_by_games_differing_only_in_their_start() {
        let five = K43.replace("stones = 3", "stones = 5");
        let (three, five) = (parsed(K43), parsed(&five));
        assert_ne!(ruleset_hash(&three), ruleset_hash(&five));
        assert_eq!(tables_fingerprint(&three), tables_fingerprint(&five));
        let stop = AtomicBool::new(false);
        let build =
            |r: &Ruleset| Endgame::build(r, 12, None, &stop, 1, &mut |_, _| {}).expect("built");
        let (a, b) = (build(&three), build(&five));
        assert_eq!((a.max(), b.max()), (12, 12));
        assert!(a.levels == b.levels);
        let empty_capture = parsed(&format!(
            "{K43}[[capture]]\nside = \"own\"\ncount = \"was-empty\"\ntake = [\"opposite\", \"pit\"]\n"
        ));
        assert_ne!(
            tables_fingerprint(&three),
            tables_fingerprint(&empty_capture)
        );
    }

    /// Large levels are mapped from their files: read back they equal the
    /// levels built; a file's check is remembered, and a file changed
    /// since is checked again, found wrong and rebuilt.
    #[test]
    fn mapped_levels_are_checked_once_and_again_when_changed() {
        let rules = parsed(K43);
        let cache = std::env::temp_dir().join(format!("hakem-mapped-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&cache);
        let stop = AtomicBool::new(false);
        let build = |origins: &mut Vec<Origin>| {
            Endgame::build(&rules, 12, Some(&cache), &stop, 1, &mut |_, o| {
                origins.push(o)
            })
            .expect("built")
        };
        let mut origins = Vec::new();
        let built = build(&mut origins);
        assert!(origins.iter().all(|o| *o == Origin::Built));
        let mut origins = Vec::new();
        let loaded = build(&mut origins);
        assert!(origins.iter().all(|o| *o == Origin::Loaded));
        assert!(loaded.levels == built.levels);
        let mapped = |t: &Endgame| {
            t.levels
                .iter()
                .filter(|l| matches!(l, Level::Mapped(_)))
                .count()
        };
        assert!(mapped(&loaded) >= 5, "levels 8 to 12 are mapped");
        let id = tables_fingerprint(&rules);
        let checked = std::fs::read_to_string(cache.join(format!("{id:016x}-checked.txt")))
            .expect("the checks are kept");
        assert_eq!(checked.lines().count(), mapped(&loaded), "{checked}");
        // No mapping of the file is alive while it changes.
        drop(loaded);
        // A byte of level 12 changed in place, later than the coarse
        // clock's tick: its identity changes, the check finds it wrong.
        std::thread::sleep(std::time::Duration::from_millis(50));
        let file = level_file(&cache, id, 12);
        let mut bytes = std::fs::read(&file).expect("level 12");
        bytes[HEADER + 7] ^= 1;
        {
            use std::io::{Seek, SeekFrom, Write};
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .open(&file)
                .expect("opened");
            f.seek(SeekFrom::Start(HEADER as u64 + 7)).expect("seek");
            f.write_all(&bytes[HEADER + 7..HEADER + 8])
                .expect("written");
        }
        // Within the memory counted for the levels (level 12 as mapped,
        // taking none), the wrong level 12 is not built in memory.
        let memory = memory_bytes(&rules, 12, Some(&cache));
        let within =
            Endgame::build_within(&rules, 12, Some(&cache), &stop, 1, memory, &mut |_, _| {})
                .expect("built");
        assert_eq!(within.max(), 11);
        assert!(within.held_bytes() <= memory);
        let mut origins = Vec::new();
        let again = build(&mut origins);
        assert_eq!(origins[11], Origin::Built, "{origins:?}");
        assert!(origins[..11].iter().all(|o| *o == Origin::Loaded));
        assert!(again.levels == built.levels);
        let _ = std::fs::remove_dir_all(&cache);
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(23, 11), 1_352_078);
        assert_eq!(binomial(3, 5), 0);
        assert_eq!(level_size(12, 4), binomial(15, 11));
    }
}
