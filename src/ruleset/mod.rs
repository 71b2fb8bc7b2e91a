//! A variant's rules as data. [`Ruleset`] is the checked form: every value is
//! in range and no two options contradict each other, so the engine can
//! trust it. It is built only by [`parse`] (from TOML) or [`builtin`].

mod builtin;
mod parse;

pub use builtin::{BUILTIN, ResolveError, builtin, builtin_names, resolve};
pub use parse::{load, parse};

/// The most pits a side the fixed-size position holds.
pub const MAX_PITS: usize = 16;

/// Cells in the fixed-size board: both rows at their largest, both stores.
pub const MAX_CELLS: usize = 2 * MAX_PITS + 2;

/// Which side of the board a capture rule looks at, from the mover's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Own,
    Opponent,
    /// Either row.
    Either,
}

impl Side {
    /// Whether a rule on this side applies to a landing on `side` (own or opponent).
    #[inline]
    pub fn covers(self, side: Side) -> bool {
        self == side || self == Side::Either
    }
}

/// When the landing pit's count (after the last seed) allows a capture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountCondition {
    Even,
    Odd,
    /// The pit was empty before the last seed (it now holds exactly 1).
    WasEmpty,
    /// Any count.
    Any,
    /// The count is one of these.
    OneOf(Vec<u16>),
}

impl CountCondition {
    #[inline]
    pub fn matches(&self, count: u16) -> bool {
        match self {
            CountCondition::Even => count.is_multiple_of(2),
            CountCondition::Odd => !count.is_multiple_of(2),
            CountCondition::WasEmpty => count == 1,
            CountCondition::Any => true,
            CountCondition::OneOf(set) => set.contains(&count),
        }
    }
}

/// What a capture moves into the mover's store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Take {
    /// Every seed of the pit where the last seed landed (that seed included).
    Pit,
    /// Every seed of the pit opposite the landing pit.
    Opposite,
    /// Every stone of the pit after the next one in sowing order (the pit
    /// beyond the empty pit that stopped a `"next-pit"` relay).
    Beyond,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptureRule {
    pub side: Side,
    pub count: CountCondition,
    pub opposite_nonempty: bool,
    pub take: Vec<Take>,
    /// Also take the pits sown just before, going back while they are on the
    /// same side and meet `count`.
    pub chain: bool,
    /// The chain goes on across into the other row (pits only, never past a
    /// store that is sown).
    pub chain_across: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoneSeed {
    /// A single seed moves to the next place, even with `origin_first`.
    Next,
    /// A single seed is sown like any other count.
    Sow,
}

/// Which way the stones go round the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Your pits 1 → N, your store, the opponent's pits 1 → N, their store.
    Counterclockwise,
    /// Your pits N → 1, your store, the opponent's pits N → 1, their store.
    Clockwise,
}

/// Whether sowing goes on after the last stone of a lap (multi-lap sowing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relay {
    /// One lap: the move's sowing ends with its last stone.
    None,
    /// A last stone landing in a pit that already held stones lifts that
    /// whole pit and sowing goes on from the next place.
    Landing,
    /// After the last stone, the next pit is lifted and sown on from the
    /// place after it; an empty next pit ends the sowing.
    NextPit,
}

/// Where the stones of a pit captured during sowing go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureTo {
    /// The store of the player whose row the pit is in.
    PitOwner,
    /// The mover's store.
    Mover,
}

/// A special pit claimed during play (Toguz Korgool's tuzdyk): every stone
/// sown into it later goes to its owner's store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tuzdyk {
    /// The count (after the last stone) that claims an opponent's pit.
    pub count: u16,
    /// The opponent's last pit (pit N) can never be claimed.
    pub not_last_pit: bool,
    /// A pit with the same number as the opponent's own tuzdyk cannot be claimed.
    pub not_mirror: bool,
}

/// What happens when the player to move has no stones in their row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoMove {
    /// The game ends (`no-move`).
    Ends,
    /// They pass and the opponent moves again; the game ends when neither
    /// player has a stone to play.
    Pass,
}

/// Who takes the stones left on the board at a cannot-feed end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CannotFeedLeftover {
    /// The player who cannot feed (every stone left is in their row).
    Mover,
    /// The player whose row is empty.
    Opponent,
    /// The player who made the last move.
    LastMover,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GrandSlam {
    /// Capturing every seed of the opponent's row is allowed.
    Capture,
    /// The move is legal but captures nothing.
    NoCapture,
    /// The move is illegal.
    Illegal,
    /// The move is illegal unless every move the player has is one; then
    /// it is played and captures as usual.
    IllegalUnlessForced,
}

impl GrandSlam {
    /// Whether a grand slam can make a move illegal.
    #[inline]
    pub fn may_refuse(self) -> bool {
        matches!(self, GrandSlam::Illegal | GrandSlam::IllegalUnlessForced)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowEmpty {
    /// After any move, an empty row on either side ends the game.
    AfterMove,
    /// The game ends when the player to move has an empty row.
    ToMove,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leftover {
    /// Each player takes the seeds left in their own row.
    RowOwner,
    /// The player whose row is empty takes every seed left on the board.
    EmptyRowPlayer,
    /// The player who made the last move takes every stone left on the board.
    LastMover,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sowing {
    pub origin_first: bool,
    pub lone_seed: LoneSeed,
    pub skip_origin: bool,
    pub own_store: bool,
    pub opponent_store: bool,
    pub extra_turn: bool,
    pub direction: Direction,
    pub relay: Relay,
    /// Counts that, reached by any stone sown, capture the pit at once.
    pub capture_during: Vec<u16>,
    pub capture_during_to: CaptureTo,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    pub row_empty: RowEmpty,
    pub leftover: Leftover,
    pub majority: bool,
    pub cycle: bool,
    pub cannot_feed_leftover: CannotFeedLeftover,
}

/// A language sheets are printed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    Tr,
    En,
}

impl Language {
    pub const ALL: [(&'static str, Language); 2] = [("tr", Language::Tr), ("en", Language::En)];

    pub fn code(self) -> &'static str {
        match self {
            Language::Tr => "tr",
            Language::En => "en",
        }
    }
}

/// A name as printed in each language: `default`, unless a translation is
/// given for that language.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Titles {
    pub default: String,
    pub local: Vec<(Language, String)>,
}

impl Titles {
    pub fn plain(default: impl Into<String>) -> Titles {
        Titles {
            default: default.into(),
            local: Vec::new(),
        }
    }

    pub fn get(&self, lang: Language) -> &str {
        self.local
            .iter()
            .find(|(l, _)| *l == lang)
            .map_or(&self.default, |(_, t)| t)
    }
}

/// A checked variant ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruleset {
    pub name: String,
    pub title: String,
    /// `title` in other languages, for printed sheets (`local_title`).
    pub local_titles: Vec<(Language, String)>,
    pub summary: String,
    pub source: String,
    /// Name of the tournament rules used when a record names none.
    pub tournament: Option<String>,
    /// The language of printed sheets for this variant (`--lang` overrides).
    pub language: Language,
    pub pits: u8,
    pub seeds: u16,
    pub sowing: Sowing,
    pub captures: Vec<CaptureRule>,
    pub grand_slam: GrandSlam,
    pub must_feed: bool,
    pub no_move: NoMove,
    pub tuzdyk: Option<Tuzdyk>,
    pub end: End,
    /// Per mover (0 South, 1 North): bit `i` set when cell `i` is never sown.
    skip_masks: [u64; 2],
    /// Per mover: the cell sown after cell `i` (stores never sown skipped),
    /// so the per-seed loop is one table read.
    next_cells: [[u8; MAX_CELLS]; 2],
    /// Per mover: the places one lap sows into (the origin included).
    laps: [u16; 2],
    /// Per side (own, opponent): bit `k` set when some capture rule on that
    /// side fires on a landing count `k` (bit 63: any count from 63 up), so
    /// most landings are dismissed without walking the rules.
    capture_counts: [u64; 2],
    /// Per mover: the place sown just before each place they sow into
    /// (stores never sown skipped), for capture chains that look backwards.
    prev_cells: [[u8; MAX_CELLS]; 2],
    /// Relay sowing, captures during sowing or a tuzdyk: the move takes the
    /// stone-by-stone path instead of the whole-laps one.
    stone_by_stone: bool,
    /// Neither `stone_by_stone` nor a repetition rule: a game can play each
    /// move in place on the whole-laps path (one flag for the hot loop).
    plays_in_place: bool,
}

/// The most relay laps one move may sow; a move that would go on longer is
/// stopped there and the game ends (`sowing-limit`).
pub const MAX_RELAY_LAPS: u32 = 10_000;

impl Ruleset {
    /// The title in every language it is given in.
    pub fn titles(&self) -> Titles {
        Titles {
            default: self.title.clone(),
            local: self.local_titles.clone(),
        }
    }

    /// Seeds on the board at the start, stores included.
    pub fn total_seeds(&self) -> u16 {
        2 * u16::from(self.pits) * self.seeds
    }

    /// Cells that the mover (0 South, 1 North) never sows into.
    #[inline]
    pub fn skip_mask(&self, mover: usize) -> u64 {
        self.skip_masks[mover]
    }

    /// Per mover: the cell sown after each cell, stores never sown skipped.
    #[inline]
    pub fn next_cells(&self, mover: usize) -> &[u8; MAX_CELLS] {
        &self.next_cells[mover]
    }

    /// Per mover: how many places one lap sows into (the origin included).
    #[inline]
    pub fn lap(&self, mover: usize) -> u16 {
        self.laps[mover]
    }

    /// Per mover: the place sown just before each place they sow into.
    #[inline]
    pub fn prev_cells(&self, mover: usize) -> &[u8; MAX_CELLS] {
        &self.prev_cells[mover]
    }

    /// Whether moves are sown stone by stone (relay, captures during
    /// sowing, a tuzdyk).
    #[inline]
    pub fn stone_by_stone(&self) -> bool {
        self.stone_by_stone
    }

    /// Whether a game may play moves in place on the whole-laps path: no
    /// stone-by-stone sowing and no repeated-position rule.
    #[inline]
    pub fn plays_in_place(&self) -> bool {
        self.plays_in_place
    }

    /// Whether a capture rule on `side` (0 own, 1 opponent) may fire for a
    /// last seed that leaves `count` seeds in its pit (false: none can).
    #[inline]
    pub fn may_capture(&self, side: usize, count: u16) -> bool {
        self.capture_counts[side] & (1 << count.min(63)) != 0
    }

    /// Fills in the derived tables; called once the fields are checked.
    fn with_masks(mut self) -> Ruleset {
        let n = usize::from(self.pits);
        let (south_store, north_store) = (n, 2 * n + 1);
        let mut masks = [0u64; 2];
        for (mover, mask) in masks.iter_mut().enumerate() {
            let (own, opp) = if mover == 0 {
                (south_store, north_store)
            } else {
                (north_store, south_store)
            };
            if !self.sowing.own_store {
                *mask |= 1 << own;
            }
            if !self.sowing.opponent_store {
                *mask |= 1 << opp;
            }
        }
        let cycle = 2 * n + 2;
        // The place after each cell going round, stores included.
        let mut step = [0usize; MAX_CELLS];
        for (c, slot) in step.iter_mut().enumerate().take(cycle) {
            *slot = match self.sowing.direction {
                Direction::Counterclockwise => (c + 1) % cycle,
                // South's pit 1 (cell 0) → South's store → North's pit N →
                // ... → North's pit 1 → North's store → South's pit N.
                Direction::Clockwise => match c {
                    0 => n,
                    c if c < n => c - 1,
                    c if c == n => 2 * n,
                    c if c == n + 1 => 2 * n + 1,
                    c if c <= 2 * n => c - 1,
                    _ => n - 1,
                },
            };
        }
        for (mover, &mask) in masks.iter().enumerate() {
            let next = &mut self.next_cells[mover];
            for (c, slot) in next.iter_mut().enumerate().take(cycle) {
                let mut to = step[c];
                while mask & (1 << to) != 0 {
                    to = step[to];
                }
                *slot = to as u8;
            }
            // The place sown before each place this mover sows into.
            for c in (0..cycle).filter(|c| mask & (1 << c) == 0) {
                self.prev_cells[mover][usize::from(next[c])] = c as u8;
            }
            self.laps[mover] = (cycle - mask.count_ones() as usize) as u16;
        }
        self.stone_by_stone = self.sowing.relay != Relay::None
            || !self.sowing.capture_during.is_empty()
            || self.tuzdyk.is_some();
        self.plays_in_place = !self.stone_by_stone && !self.end.cycle;
        self.skip_masks = masks;
        self.capture_counts = [0; 2];
        for rule in &self.captures {
            for (i, side) in [Side::Own, Side::Opponent].into_iter().enumerate() {
                if !rule.side.covers(side) {
                    continue;
                }
                let counts = &mut self.capture_counts[i];
                for k in 0..63 {
                    if rule.count.matches(k) {
                        *counts |= 1 << k;
                    }
                }
                *counts |= 1 << 63;
            }
        }
        self
    }
}
