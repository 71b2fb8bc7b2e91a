//! A variant's rules as data. [`Ruleset`] is the checked form: every value is
//! in range and no two options contradict each other, so the engine can
//! trust it. It is built only by [`parse`] (from TOML), [`load`], [`resolve`]
//! or [`builtin`].

mod builtin;
mod local_text;
mod parse;
mod read;
pub use local_text::{in_language, read_local_texts};

pub use crate::files::builtin_or_path::ResolveError;
pub use builtin::{BUILTIN, builtin_names};
pub use parse::{RulesetExpected, RulesetProblem, unknown};
pub use read::{builtin, from_argument, load, parse, resolve};

/// The most pits a side the fixed-size position holds.
pub const MAX_PITS: usize = 16;

/// Cells in the fixed-size board: both rows at their largest, both stores.
pub const MAX_CELLS: usize = 2 * MAX_PITS + 2;

/// Largest stone count a pit may start with.
pub const MAX_STONES: u16 = 1000;

// Every cell is a `u16`: even with every stone of the largest board in one
// cell, the count fits.
const _: () = assert!(2 * MAX_PITS * MAX_STONES as usize <= u16::MAX as usize);

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

/// When the landing pit's count (after the last stone) allows a capture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountCondition {
    Even,
    Odd,
    /// The pit was empty before the last stone (it now holds exactly 1).
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
    /// Every stone of the pit where the last stone landed (that stone included).
    Pit,
    /// Every stone of the pit opposite the landing pit.
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
pub enum LoneStone {
    /// A single stone moves to the next place, even with `origin_first`.
    Next,
    /// A single stone is sown like any other count.
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
    /// Capturing every stone of the opponent's row is allowed.
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
    /// Each player takes the stones left in their own row.
    RowOwner,
    /// The player whose row is empty takes every stone left on the board.
    EmptyRowPlayer,
    /// The player who made the last move takes every stone left on the board.
    LastMover,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sowing {
    pub origin_first: bool,
    pub lone_stone: LoneStone,
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

/// The language of what hakem prints (kept with the text layer, so that
/// located errors can be printed in it too).
pub use crate::words::Language;

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
            // The file's own text for that language (data, not hakem's words).
            .find(|(l, _)| *l == lang)
            .map_or(&self.default, |(_, t)| t)
    }
}

/// A checked variant ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruleset {
    name: String,
    title: String,
    /// `title` in other languages, for printed sheets (`local_title`).
    local_titles: Vec<(Language, String)>,
    summary: String,
    /// `summary` in other languages (`local_summary`).
    local_summaries: Vec<(Language, String)>,
    source: String,
    /// Name of the tournament rules used when a record names none.
    tournament: Option<String>,
    /// The language of printed sheets for this variant (`--lang` overrides).
    language: Option<Language>,
    pits: u8,
    /// Stones in each pit at the start, pit 1 first (the first `pits`
    /// entries; the rest 0). The same for both rows.
    start: [u16; MAX_PITS],
    sowing: Sowing,
    captures: Vec<CaptureRule>,
    grand_slam: GrandSlam,
    must_feed: bool,
    no_move: NoMove,
    tuzdyk: Option<Tuzdyk>,
    end: End,
    /// Per mover (0 South, 1 North): bit `i` set when cell `i` is never sown.
    skip_masks: [u64; 2],
    /// Per mover: the cell sown after cell `i` (stores never sown skipped),
    /// so the per-stone loop is one table read.
    next_cells: [[u8; MAX_CELLS]; 2],
    /// Per mover: the places one lap sows into (the origin included).
    laps: [u16; 2],
    /// Per side (own, opponent): bit `k` set when some capture rule on that
    /// side fires on a landing count `k` (bit 63: any count from 63 up), so
    /// most landings are dismissed without walking the rules.
    capture_counts: [u64; 2],
    /// Per mover, per cell: the `capture_counts` of the side that cell is
    /// on for that mover (0 for the stores), so a landing is judged with one
    /// table read and no owner test.
    landing_counts: [[u64; MAX_CELLS]; 2],
    /// Per player (0 South, 1 North): the cells of their row.
    row_masks: [u64; 2],
    /// Per mover: the place sown just before each place they sow into
    /// (stores never sown skipped), for capture chains that look backwards.
    prev_cells: [[u8; MAX_CELLS]; 2],
    /// Relay sowing, captures during sowing or a tuzdyk: the move takes the
    /// stone-by-stone path instead of the whole-laps one.
    stone_by_stone: bool,
    /// Neither `stone_by_stone` nor a repetition rule: a game can play each
    /// move in place on the whole-laps path (one flag for the hot loop).
    plays_in_place: bool,
    /// Per mover, per cell: 1 + the index of the only capture rule on
    /// that cell's side, when no side has two rules, none chains and no
    /// grand slam is tested (0 otherwise, and for the stores): a landing
    /// the landing counts let through then needs only that rule's
    /// remaining conditions, with no walk over the rules.
    plain_rules: [[u8; MAX_CELLS]; 2],
    /// The last lap of a sowing, tabulated: entry `row + stones` is what
    /// sowing `stones` (1..=the mover's lap) one a place does, from the
    /// start cell of the row on, so the whole-laps path sows them with a
    /// few vector additions instead of a loop whose length the branch
    /// predictor cannot guess. Shared: a folder's records each hold the
    /// ruleset, and these tables are the bulk of it (tens of kilobytes).
    lap_parts: std::sync::Arc<[LapPart]>,
    /// Per mover, per origin cell: the row of `lap_parts` that starts at
    /// the origin itself (`[0]`) or at the place after it (`[1]`).
    lap_rows: [[[u32; MAX_CELLS]; 2]; 2],
    /// Per player: the cell of their first pit (the shift that brings
    /// their row to bit 0 of a cell mask).
    row_starts: [u32; 2],
    /// Per capture rule: bit `k` set when its count condition holds for
    /// `k` stones (bit 63: for 63, and maybe more: ask the rule).
    rule_counts: Vec<u64>,
    /// Stones on the board at the start, derived from `start`: read on every
    /// move (the majority rule), so not summed each time.
    total_stones: u16,
}

/// Stones sown one at a time from a start cell, less than a lap more than
/// once round: what each cell gains, which cells that leaves non-empty,
/// and where the last stone lands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LapPart {
    /// Stones added to each cell (0 or 1: at most one lap).
    pub add: [u16; MAX_CELLS],
    /// Bit `c` set when cell `c` gains a stone.
    pub sown: u64,
    /// The cell of the last stone.
    pub last: u8,
}

/// Stones on the board at the start when each row starts as `start`.
pub(super) fn start_total(start: &[u16; MAX_PITS], pits: u8) -> u16 {
    2 * start[..usize::from(pits)].iter().sum::<u16>()
}

/// The most relay laps one move may sow; a move that would go on longer is
/// stopped there and the game ends (`sowing-limit`).
pub const MAX_RELAY_LAPS: u32 = 10_000;

/// Read access to the checked fields: a ruleset cannot be changed once it
/// is checked, so the tables derived from it stay true.
impl Ruleset {
    /// The same rules with every text that does not change play blanked
    /// (the name, titles, summaries, source, the default tournament rules'
    /// name, the language): what the solver's endgame tables and kept
    /// bounds are keyed by, so that a reworded or translated title does
    /// not throw away hours of tables.
    pub fn rules_of_play(&self) -> Ruleset {
        Ruleset {
            name: String::new(),
            title: String::new(),
            local_titles: Vec::new(),
            summary: String::new(),
            local_summaries: Vec::new(),
            source: String::new(),
            tournament: None,
            language: None,
            ..self.clone()
        }
    }

    /// The rules of play less the start: what play from any position on
    /// depends on. Endgame tables hold values of positions, whatever stones
    /// the game started with, so rulesets differing only there share them
    /// (Kalah with 4 or 5 stones a pit); the total stays when a majority
    /// rule reads it.
    pub fn rules_from_any_position(&self) -> Ruleset {
        let majority = self.end.majority;
        Ruleset {
            start: [0; MAX_PITS],
            total_stones: if majority { self.total_stones } else { 0 },
            ..self.rules_of_play()
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn title(&self) -> &str {
        &self.title
    }

    /// `title` in other languages, for printed sheets (`local_title`).
    pub fn local_titles(&self) -> &[(Language, String)] {
        &self.local_titles
    }

    pub fn summary(&self) -> &str {
        &self.summary
    }

    /// The summary in `lang`: its `local_summary`, else `summary`.
    pub fn summary_in(&self, lang: Language) -> &str {
        in_language(&self.local_summaries, lang, &self.summary)
    }

    /// Where the rules come from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Name of the tournament rules used when a record names none.
    pub fn tournament(&self) -> Option<&str> {
        self.tournament.as_deref()
    }

    /// The language of printed sheets for this variant, when its file names one.
    pub fn language(&self) -> Option<Language> {
        self.language
    }

    /// Pits on each side.
    #[inline]
    pub fn pits(&self) -> u8 {
        self.pits
    }

    /// Stones in each pit at the start, when every pit starts alike
    /// (`None` for an uneven `[board] start`).
    pub fn stones(&self) -> Option<u16> {
        let start = self.start();
        start.iter().all(|&s| s == start[0]).then_some(start[0])
    }

    /// Stones in each of a player's pits at the start, pit 1 first; both
    /// rows start alike.
    #[inline]
    pub fn start(&self) -> &[u16] {
        &self.start[..usize::from(self.pits)]
    }

    #[inline]
    pub fn sowing(&self) -> &Sowing {
        &self.sowing
    }

    /// The capture rules, tried in order.
    #[inline]
    pub fn captures(&self) -> &[CaptureRule] {
        &self.captures
    }

    #[inline]
    pub fn grand_slam(&self) -> GrandSlam {
        self.grand_slam
    }

    #[inline]
    pub fn must_feed(&self) -> bool {
        self.must_feed
    }

    /// What happens when the player to move has no stones.
    #[inline]
    pub fn no_move(&self) -> NoMove {
        self.no_move
    }

    /// The special pit rule (Toguz Korgool's tuzdyk), if any.
    #[inline]
    pub fn tuzdyk(&self) -> Option<&Tuzdyk> {
        self.tuzdyk.as_ref()
    }

    #[inline]
    pub fn end(&self) -> &End {
        &self.end
    }

    /// The title in every language it is given in.
    pub fn titles(&self) -> Titles {
        Titles {
            default: self.title.clone(),
            local: self.local_titles.clone(),
        }
    }

    /// Stones on the board at the start, stores included.
    #[inline]
    pub fn total_stones(&self) -> u16 {
        self.total_stones
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

    /// The only capture rule on the side of `cell` (from `mover`'s view,
    /// 0 South, 1 North), when no side has two, none chains and the rules
    /// test no grand slam; `None` otherwise (walk the rules).
    #[inline]
    pub fn plain_capture(&self, mover: usize, cell: usize) -> Option<&CaptureRule> {
        match self.plain_rules[mover][cell] {
            0 => None,
            r => self.captures.get(usize::from(r - 1)),
        }
    }

    /// This ruleset with every capture walked over the rules, as when no
    /// capture is plain (for the engine's test that both play alike).
    #[cfg(test)]
    pub(crate) fn without_plain_captures(mut self) -> Ruleset {
        self.plain_rules = [[0; MAX_CELLS]; 2];
        self
    }

    /// Whether a game may play moves in place on the whole-laps path: no
    /// stone-by-stone sowing and no repeated-position rule.
    #[inline]
    pub fn plays_in_place(&self) -> bool {
        self.plays_in_place
    }

    /// The last lap of a sowing by `mover` (0 South, 1 North) from the pit
    /// cell `origin`: `stones` (1..=[`Ruleset::lap`]) sown one a place,
    /// following [`Ruleset::next_cells`], from the origin itself
    /// (`from_origin`) or from the place after it.
    #[inline]
    pub fn lap_part(
        &self,
        mover: usize,
        origin: usize,
        from_origin: bool,
        stones: u16,
    ) -> &LapPart {
        let row = self.lap_rows[mover][usize::from(!from_origin)][origin];
        &self.lap_parts[row as usize + usize::from(stones)]
    }

    /// The cell of `player`'s first pit (0 South, 1 North).
    #[inline]
    pub fn row_start(&self, player: usize) -> u32 {
        self.row_starts[player]
    }

    /// Per capture rule, in order: bit `k` set when the rule's count
    /// condition holds for `k` stones (bit 63: for 63, and maybe for more,
    /// which [`CountCondition::matches`] decides).
    #[inline]
    pub fn rule_counts(&self) -> &[u64] {
        &self.rule_counts
    }

    /// Whether a capture rule on `side` may fire for a last stone that
    /// leaves `count` stones in its pit (false: none can).
    #[inline]
    pub fn may_capture(&self, side: Side, count: u16) -> bool {
        let counts = match side {
            Side::Own => self.capture_counts[0],
            Side::Opponent => self.capture_counts[1],
            Side::Either => self.capture_counts[0] | self.capture_counts[1],
        };
        counts & (1 << count.min(63)) != 0
    }

    /// Per mover (0 South, 1 North): the landing counts on which a capture
    /// rule may fire in `cell`, as [`Ruleset::may_capture`] (0 for a store).
    #[inline]
    pub fn landing_counts(&self, mover: usize, cell: usize) -> u64 {
        self.landing_counts[mover][cell]
    }

    /// The cells of `player`'s row (0 South, 1 North).
    #[inline]
    pub fn row_mask(&self, player: usize) -> u64 {
        self.row_masks[player]
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
        // One row of `lap_parts` per mover and start cell, stones 0..=lap.
        let stride = usize::from(self.laps[0].max(self.laps[1])) + 1;
        let empty = LapPart {
            add: [0; MAX_CELLS],
            sown: 0,
            last: 0,
        };
        let mut lap_parts = vec![empty; 2 * cycle * stride];
        for mover in 0..2 {
            for start in 0..cycle {
                let row = (mover * cycle + start) * stride;
                let mut part = LapPart {
                    add: [0; MAX_CELLS],
                    sown: 0,
                    last: start as u8,
                };
                let mut cell = start;
                for stones in 1..=usize::from(self.laps[mover]) {
                    if stones > 1 {
                        cell = usize::from(self.next_cells[mover][cell]);
                    }
                    part.add[cell] += 1;
                    part.sown |= 1 << cell;
                    part.last = cell as u8;
                    lap_parts[row + stones] = part.clone();
                }
            }
            for origin in 0..cycle {
                let after = usize::from(self.next_cells[mover][origin]);
                self.lap_rows[mover][0][origin] = ((mover * cycle + origin) * stride) as u32;
                self.lap_rows[mover][1][origin] = ((mover * cycle + after) * stride) as u32;
            }
        }
        self.lap_parts = lap_parts.into();
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
        self.rule_counts = self
            .captures
            .iter()
            .map(|rule| {
                (0..64)
                    .filter(|&k| rule.count.matches(k))
                    .fold(0, |m, k| m | 1 << k)
            })
            .collect();
        let south_row = (1u64 << n) - 1;
        self.row_masks = [south_row, south_row << (n + 1)];
        self.row_starts = [0, n as u32 + 1];
        // The rule of each side (own, opponent), if the captures are plain.
        let side_rule = |side: Side| {
            let mut on_side =
                (0..self.captures.len()).filter(|&r| self.captures[r].side.covers(side));
            match (on_side.next(), on_side.next()) {
                (Some(r), None) => u8::try_from(r + 1).ok(),
                (None, _) => Some(0),
                (Some(_), Some(_)) => None,
            }
        };
        let plain =
            self.grand_slam == GrandSlam::Capture && self.captures.iter().all(|rule| !rule.chain);
        self.plain_rules = [[0; MAX_CELLS]; 2];
        if let (true, Some(own), Some(opponent)) =
            (plain, side_rule(Side::Own), side_rule(Side::Opponent))
        {
            for mover in 0..2 {
                for c in 0..cycle {
                    self.plain_rules[mover][c] = if self.row_masks[mover] & (1 << c) != 0 {
                        own
                    } else if self.row_masks[1 - mover] & (1 << c) != 0 {
                        opponent
                    } else {
                        0
                    };
                }
            }
        }
        for mover in 0..2 {
            let opponent = 1 - mover;
            for c in 0..cycle {
                self.landing_counts[mover][c] = if self.row_masks[mover] & (1 << c) != 0 {
                    self.capture_counts[0]
                } else if self.row_masks[opponent] & (1 << c) != 0 {
                    self.capture_counts[1]
                } else {
                    0
                };
            }
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;
    use crate::text::diagnostic::Source;

    fn parse_text(text: &str) -> Result<Ruleset, Vec<String>> {
        parse(&Source::new("t.toml", text)).map_err(|d| {
            d.problems
                .into_iter()
                .map(|p| crate::words::Words::english().say(&p.message))
                .collect()
        })
    }

    const SMALL: &str = r#"
name = "small"
title = "Small"
source = "a test"
[board]
pits = 3
stones = 2
[sowing]
own_store = true
opponent_store = false
"#;

    #[test]
    fn a_checked_ruleset_derives_its_tables_from_its_fields() {
        let r = parse_text(SMALL).unwrap();
        assert_eq!((r.pits(), r.stones(), r.total_stones()), (3, Some(2), 12));
        // Cells: 0..3 South, 3 South's store, 4..7 North, 7 North's store.
        // South skips North's store (7); North skips South's (3).
        assert_eq!(r.skip_mask(0), 1 << 7);
        assert_eq!(r.skip_mask(1), 1 << 3);
        assert_eq!(r.next_cells(0)[6], 0);
        assert_eq!(r.next_cells(1)[2], 4);
        assert_eq!((r.lap(0), r.lap(1)), (7, 7));
        // No capture rule: no landing count can capture.
        assert!(!r.may_capture(Side::Own, 1));
    }

    #[test]
    fn the_last_lap_table_follows_the_next_cells() {
        for name in builtin_names() {
            let r = builtin(name).unwrap().unwrap();
            let n = usize::from(r.pits());
            for mover in 0..2 {
                let next = r.next_cells(mover);
                for origin in (0..n).map(|i| mover * (n + 1) + i) {
                    for from_origin in [true, false] {
                        let mut cell = if from_origin {
                            origin
                        } else {
                            usize::from(next[origin])
                        };
                        let mut add = [0u16; MAX_CELLS];
                        for stones in 1..=r.lap(mover) {
                            if stones > 1 {
                                cell = usize::from(next[cell]);
                            }
                            add[cell] += 1;
                            let part = r.lap_part(mover, origin, from_origin, stones);
                            assert_eq!(part.add, add, "{name} {mover} {origin} {stones}");
                            assert_eq!(usize::from(part.last), cell);
                            let sown = (0..MAX_CELLS).filter(|&c| add[c] > 0);
                            assert_eq!(part.sown, sown.fold(0, |m, c| m | 1 << c));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn capture_counts_are_precomputed_per_side() {
        let r = builtin("oware").unwrap().unwrap();
        assert!(r.may_capture(Side::Opponent, 2));
        assert!(r.may_capture(Side::Opponent, 3));
        assert!(!r.may_capture(Side::Opponent, 4));
        assert!(!r.may_capture(Side::Own, 2));
        assert!(CountCondition::OneOf(vec![2, 3]).matches(3));
        assert!(CountCondition::WasEmpty.matches(1) && !CountCondition::WasEmpty.matches(2));
        assert!(CountCondition::Even.matches(0) && CountCondition::Odd.matches(7));
    }

    #[test]
    fn contradictions_are_refused_all_at_once() {
        let text = SMALL.replace(
            "opponent_store = false",
            "opponent_store = false\norigin_first = true\nskip_origin = true\nlone_stone = \"sow\"",
        ) + "[moves]\ngrand_slam = \"illegal\"\n";
        let problems = parse_text(&text).unwrap_err();
        assert_eq!(problems.len(), 3, "{problems:#?}");
        assert!(
            problems
                .iter()
                .any(|p| p.contains("`skip_origin = true` contradicts"))
        );
        assert!(
            problems
                .iter()
                .any(|p| p.contains("`lone_stone = \"sow\"`"))
        );
        assert!(
            problems
                .iter()
                .any(|p| p.contains("`grand_slam` has no effect"))
        );
    }

    #[test]
    fn an_extends_base_is_followed_and_an_unknown_one_reported() {
        let house = "extends = \"kalah\"\nname = \"house\"\ntitle = \"House\"\nsource = \"club\"\ncapture = []\n";
        let r = parse_text(house).unwrap();
        assert_eq!(r.pits(), 6);
        assert!(r.captures().is_empty());
        let problems = parse_text(&house.replace("\"kalah\"", "\"kalha\"")).unwrap_err();
        assert!(
            problems[0].contains("unknown variant \"kalha\""),
            "{problems:?}"
        );
    }

    #[test]
    fn a_command_line_name_lists_only_sowing_rulesets() {
        let Err(Error::Usage(message)) = from_argument("pentago") else {
            panic!("pentago is not a sowing ruleset");
        };
        let message = crate::words::Words::english().say(&message);
        assert!(
            message.contains("kalah") && !message.contains("pentago,"),
            "{message}"
        );
        assert_eq!(from_argument("oware").unwrap().name(), "oware");
    }
}
