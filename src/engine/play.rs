//! Playing a move: sowing, captures, turn passing and the end of the game.

use super::end::EndReason;
use super::outcome::{Brief, IllegalMove, Observer, Outcome, Place};
use super::player::Player;
use super::position::Position;
use crate::ruleset::{
    CannotFeedLeftover, CaptureRule, CaptureTo, GrandSlam, Leftover, LoneStone, MAX_CELLS,
    MAX_PITS, MAX_RELAY_LAPS, NoMove, Relay, RowEmpty, Ruleset, Side, Take, Tuzdyk,
};

/// Cells of a board of up to 7 pits a side, sown by a shorter addition.
const SMALL_BOARD: usize = 16;

/// Adds the first `N` cells of `add` to `cells`, four cells to a `u64`:
/// no cell reaches 2^16 (fewer stones are in play), so no carry crosses
/// from one cell into the next and a word addition adds four cells.
#[inline(always)]
fn add_cells<const N: usize>(cells: &mut [u16; MAX_CELLS], add: &[u16; MAX_CELLS]) {
    let words = cells[..N].chunks_exact_mut(4).zip(add[..N].chunks_exact(4));
    for (to, from) in words {
        let sum = pack4(to) + pack4(from);
        for (k, c) in to.iter_mut().enumerate() {
            *c = (sum >> (16 * k)) as u16;
        }
    }
    for k in N - N % 4..N {
        cells[k] += add[k];
    }
}

/// Four cells as one little-endian word.
#[inline(always)]
fn pack4(cells: &[u16]) -> u64 {
    cells
        .iter()
        .enumerate()
        .fold(0, |w, (k, &c)| w | u64::from(c) << (16 * k))
}

impl Position {
    /// The pits the player to move may play: bit `p-1` set for pit `p`.
    #[inline]
    pub fn legal_moves(&self, rules: &Ruleset) -> u32 {
        if self.ended.is_some() {
            return 0;
        }
        let me = self.to_move;
        // The ruleset's row masks, read by the mover's index: no branch on
        // who moves.
        let mask =
            ((self.nonempty & rules.row_mask(me.index())) >> rules.row_start(me.index())) as u32;
        let must_feed = rules.must_feed() && self.nonempty_pits(me.opponent()) == 0;
        if must_feed || rules.grand_slam().may_refuse() {
            return self.without_refused(rules, mask, must_feed);
        }
        mask
    }

    /// `mask` without the pits [`Position::refusal`] refuses (kept out of
    /// line: most moves of most rules never get here).
    #[inline(never)]
    fn without_refused(&self, rules: &Ruleset, mut mask: u32, must_feed: bool) -> u32 {
        for i in 0..self.pits {
            if mask & (1 << i) != 0 && self.refusal(rules, i, must_feed).is_some() {
                mask &= !(1 << i);
            }
        }
        mask
    }

    /// Plays pit `pit` (1..N in the mover's numbering) after checking it is
    /// legal. On an illegal move `self` is untouched and the reason returned.
    pub fn play(&self, rules: &Ruleset, pit: u32) -> Result<(Position, Outcome), IllegalMove> {
        if let Some(reason) = self.ended {
            return Err(IllegalMove::GameOver { reason });
        }
        if pit == 0 || pit > u32::from(self.pits) {
            return Err(IllegalMove::NoSuchPit {
                pit,
                pits: self.pits,
            });
        }
        let i = (pit - 1) as u8;
        let me = self.to_move;
        if self.cells[self.pit_cell(me, i)] == 0 {
            return Err(IllegalMove::EmptyPit { pit: i + 1 });
        }
        let must_feed = rules.must_feed() && self.nonempty_pits(me.opponent()) == 0;
        if let Some(refused) = self.refusal(rules, i, must_feed) {
            return Err(refused);
        }
        let mut next = *self;
        let out = next.play_unchecked(rules, i);
        Ok((next, out))
    }

    /// Plays pit offset `i` (0-based) without checking legality: for callers
    /// that picked it from [`Position::legal_moves`].
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Ruleset, i: u8) -> Outcome {
        self.play_unchecked_as(rules, i)
    }

    /// [`Position::play_unchecked`], telling only `R` what the move did
    /// (`Brief` for playouts).
    #[inline(always)]
    pub fn play_unchecked_as<R: Observer>(&mut self, rules: &Ruleset, i: u8) -> R {
        if rules.stone_by_stone() {
            return self.play_stone_by_stone(rules, i);
        }
        self.play_whole_laps_as(rules, i)
    }

    /// [`Position::play_unchecked_as`] for rules that are not sown stone by
    /// stone; the caller has checked ([`Ruleset::plays_in_place`] or
    /// `stone_by_stone`).
    #[inline(always)]
    pub(super) fn play_whole_laps_as<R: Observer>(&mut self, rules: &Ruleset, i: u8) -> R {
        debug_assert!(!rules.stone_by_stone());
        debug_assert!(
            self.pits == rules.pits() && self.total() == rules.total_stones(),
            "a position played under another ruleset"
        );
        debug_assert!(
            i < self.pits && self.pit(self.to_move, i + 1) > 0,
            "play_unchecked: pit offset {i} is not a legal move in {self:?}"
        );
        let must_feed = rules.must_feed() && self.nonempty_pits(self.to_move.opponent()) == 0;
        let mut out: R = self.sow_whole_laps(rules, i);
        out.had_to_feed(must_feed);
        self.finish_turn(rules, &mut out);
        debug_assert!(self.nonempty_is_current(), "nonempty out of date: {self:?}");
        out
    }

    /// [`Position::play_unchecked_as`] for rules sown stone by stone (kept
    /// out of line: the common rules never come here).
    #[inline(never)]
    fn play_stone_by_stone<R: Observer>(&mut self, rules: &Ruleset, i: u8) -> R {
        debug_assert!(
            i < self.pits && self.pit(self.to_move, i + 1) > 0,
            "play_unchecked: pit offset {i} is not a legal move in {self:?}"
        );
        let must_feed = rules.must_feed() && self.nonempty_pits(self.to_move.opponent()) == 0;
        let mut out: R = self.sow_stone_by_stone(rules, i);
        out.had_to_feed(must_feed);
        // Only a relay stopped by the limit ends the game during sowing.
        if self.ended.is_none() {
            self.finish_turn(rules, &mut out);
        }
        debug_assert!(self.nonempty_is_current(), "nonempty out of date: {self:?}");
        out
    }

    /// Why the non-empty pit offset `i` may still not be played: it would
    /// not feed an empty opponent, or it is a forbidden grand slam.
    fn refusal(&self, rules: &Ruleset, i: u8, must_feed: bool) -> Option<IllegalMove> {
        let mut after = *self;
        let out: Brief = after.sow_and_capture(rules, i);
        let forbidden = out.grand_slam
            && match rules.grand_slam() {
                GrandSlam::Illegal => true,
                GrandSlam::IllegalUnlessForced => self.has_move_not_grand_slam(rules, must_feed),
                _ => false,
            };
        if forbidden {
            return Some(IllegalMove::GrandSlam { pit: i + 1 });
        }
        if must_feed && after.nonempty_pits(self.to_move.opponent()) == 0 {
            let mut feeding = 0u32;
            for j in 0..self.pits {
                if j != i && self.cells[self.pit_cell(self.to_move, j)] > 0 {
                    let mut trial = *self;
                    trial.sow_and_capture::<Brief>(rules, j);
                    if trial.nonempty_pits(self.to_move.opponent()) != 0 {
                        feeding |= 1 << j;
                    }
                }
            }
            return Some(IllegalMove::MustFeed {
                pit: i + 1,
                feeding,
            });
        }
        None
    }

    /// Whether the player to move has a move that is no grand slam (and
    /// feeds the opponent when they must): a grand slam is then not forced.
    fn has_move_not_grand_slam(&self, rules: &Ruleset, must_feed: bool) -> bool {
        let them = self.to_move.opponent();
        (0..self.pits).any(|j| {
            if self.cells[self.pit_cell(self.to_move, j)] == 0 {
                return false;
            }
            let mut trial = *self;
            let out: Brief = trial.sow_and_capture(rules, j);
            let starves = must_feed && trial.nonempty_pits(them) == 0;
            !(out.grand_slam || starves)
        })
    }

    fn place(&self, cell: usize) -> Place {
        let n = usize::from(self.pits);
        match self.owner(cell) {
            Some(Player::South) => Place::Pit {
                player: Player::South,
                pit: cell as u8 + 1,
            },
            Some(Player::North) => Place::Pit {
                player: Player::North,
                pit: (cell - n) as u8,
            },
            None if cell == n => Place::Store(Player::South),
            None => Place::Store(Player::North),
        }
    }

    /// Sows the mover's pit offset `i` and applies any capture. Neither the
    /// turn nor the end of the game is settled here.
    #[inline(always)]
    fn sow_and_capture<R: Observer>(&mut self, rules: &Ruleset, i: u8) -> R {
        if rules.stone_by_stone() {
            return self.sow_stone_by_stone(rules, i);
        }
        self.sow_whole_laps(rules, i)
    }

    /// [`Position::sow_and_capture`] for rules without relay, captures
    /// during sowing or a tuzdyk: whole laps at once, then the last lap
    /// from a table ([`Ruleset::lap_part`]).
    #[inline(always)]
    fn sow_whole_laps<R: Observer>(&mut self, rules: &Ruleset, i: u8) -> R {
        let me = self.to_move;
        let origin = self.pit_cell(me, i);
        let stones = self.cells[origin];
        // The origin is emptied after the other cells are sown (below):
        // a small store just before the vector addition reads the cells
        // would stall it.
        let mut nonempty = self.nonempty & !(1 << origin);

        let sowing = rules.sowing();
        let mut lap = rules.lap(me.index());
        if sowing.skip_origin {
            lap -= 1;
        }

        let back_into_origin =
            sowing.origin_first && !(stones == 1 && sowing.lone_stone == LoneStone::Next);
        let mut remaining = stones;
        if remaining > lap {
            // Whole laps at once: every sowable place gets the same number.
            let mut skip = rules.skip_mask(me.index());
            if sowing.skip_origin {
                skip |= 1 << origin;
            }
            let laps = (remaining - 1) / lap;
            for c in 0..self.cycle() {
                if skip & (1 << c) == 0 {
                    self.cells[c] += laps;
                    nonempty |= 1 << c;
                }
            }
            remaining -= laps * lap;
        }
        // At most one lap is left, and it starts after the origin: with
        // `skip_origin` it stops before reaching the origin again, so the
        // table (which does not know the origin) is enough. A fixed-size
        // addition: no loop whose length depends on the stones.
        let part = rules.lap_part(me.index(), origin, back_into_origin, remaining);
        // Boards of up to 7 pits a side fit the first 16 cells.
        if self.cycle() <= SMALL_BOARD {
            add_cells::<SMALL_BOARD>(&mut self.cells, &part.add);
        } else {
            add_cells::<MAX_CELLS>(&mut self.cells, &part.add);
        }
        // The stones lifted; the origin keeps what the laps gave it.
        self.cells[origin] -= stones;
        self.nonempty = nonempty | part.sown;
        let cell = usize::from(part.last);

        let mut out = R::new(me, i + 1, stones, self.place(cell));
        self.settle_landing(rules, cell, &mut out);
        out
    }

    /// After the sowing: a capture, or an extra turn, for the last stone in `cell`.
    #[inline(always)]
    fn settle_landing<R: Observer>(&mut self, rules: &Ruleset, cell: usize, out: &mut R) {
        let me = self.to_move;
        // One table read says whether a capture rule may fire here (never
        // in a store); which side the pit is on is worked out only then.
        let counts = rules.landing_counts(me.index(), cell);
        if counts & (1 << self.cells[cell].min(63)) != 0 {
            self.capture(rules, cell, out);
        } else if rules.sowing().extra_turn && cell == self.store_cell(me) {
            out.set_extra_turn(true);
        }
    }

    /// Sowing one stone at a time, for rules the whole-laps path cannot
    /// play: relay laps, captures during sowing, a tuzdyk. Kept out of line
    /// so the common path stays small.
    #[inline(never)]
    fn sow_stone_by_stone<R: Observer>(&mut self, rules: &Ruleset, i: u8) -> R {
        let me = self.to_move;
        let sowing = rules.sowing();
        let next = rules.next_cells(me.index());
        let mut origin = self.pit_cell(me, i);
        let mut hand = self.cells[origin];
        self.cells[origin] = 0;
        // The non-empty mask is kept up to date stone by stone (cheaper
        // than recomputing it from every cell after the move).
        self.nonempty &= !(1 << origin);
        let mut out = R::new(me, i + 1, hand, Place::Store(me));
        let back_into_origin =
            sowing.origin_first && !(hand == 1 && sowing.lone_stone == LoneStone::Next);
        let mut cell = if back_into_origin {
            origin
        } else {
            usize::from(next[origin])
        };
        let mut laps = 0u32;
        loop {
            loop {
                // (`skip_origin` never comes with `origin_first`: the first
                // place is never the origin here.)
                if sowing.skip_origin && cell == origin {
                    cell = usize::from(next[cell]);
                    continue;
                }
                self.drop_stone(rules, cell, &mut out);
                hand -= 1;
                if hand == 0 {
                    break;
                }
                cell = usize::from(next[cell]);
            }
            let lift = match sowing.relay {
                Relay::None => None,
                Relay::Landing => {
                    (self.owner(cell).is_some() && self.cells[cell] > 1).then_some(cell)
                }
                Relay::NextPit => {
                    let after = usize::from(next[cell]);
                    (self.cells[after] > 0).then_some(after)
                }
            };
            let Some(from) = lift else { break };
            if laps == MAX_RELAY_LAPS {
                out.landed(self.place(cell));
                self.end(
                    EndReason::SowingLimit,
                    Some(Leftover::RowOwner),
                    me,
                    &mut out,
                );
                return out;
            }
            laps += 1;
            hand = self.cells[from];
            self.cells[from] = 0;
            self.nonempty &= !(1 << from);
            out.relayed(self.place(from), hand);
            origin = from;
            cell = usize::from(next[from]);
        }
        out.landed(self.place(cell));
        let claimed = match &rules.tuzdyk() {
            Some(t) => self.claim_tuzdyk(t, cell, &mut out),
            None => false,
        };
        if !claimed && self.tuzdyk_owner(cell).is_none() {
            self.settle_landing(rules, cell, &mut out);
        }
        out
    }

    /// One stone into `cell`: into a tuzdyk's owner's store, or into the
    /// pit, which is captured at once if that makes a `capture_during` count.
    #[inline(always)]
    fn drop_stone<R: Observer>(&mut self, rules: &Ruleset, cell: usize, out: &mut R) {
        if let Some(owner) = self.tuzdyk_owner(cell) {
            let store = self.store_cell(owner);
            self.cells[store] += 1;
            self.nonempty |= 1 << store;
            out.sown_into_tuzdyk(owner);
            return;
        }
        self.cells[cell] += 1;
        self.nonempty |= 1 << cell;
        let sowing = rules.sowing();
        if sowing.capture_during.is_empty() || !sowing.capture_during.contains(&self.cells[cell]) {
            return;
        }
        let Some(owner) = self.owner(cell) else {
            return;
        };
        let to = match sowing.capture_during_to {
            CaptureTo::PitOwner => owner,
            CaptureTo::Mover => self.to_move,
        };
        let stones = self.cells[cell];
        self.cells[cell] = 0;
        let store = self.store_cell(to);
        self.cells[store] += stones;
        self.nonempty = (self.nonempty & !(1 << cell)) | 1 << store;
        out.captured_during_sowing(to, self.place(cell), stones);
    }

    /// Claims the opponent's pit `cell` as the mover's tuzdyk when the last
    /// stone made the tuzdyk count there and the rules allow it; its stones
    /// go to the mover's store.
    fn claim_tuzdyk<R: Observer>(&mut self, t: &Tuzdyk, cell: usize, out: &mut R) -> bool {
        let me = self.to_move;
        let them = me.opponent();
        if self.owner(cell) != Some(them)
            || self.cells[cell] != t.count
            || self.tuzdyk[me.index()] != 0
        {
            return false;
        }
        let n = usize::from(self.pits);
        // 0-based offset of the pit in its owner's row.
        let offset = |c: usize| if c < n { c } else { c - n - 1 };
        if t.not_last_pit && offset(cell) == n - 1 {
            return false;
        }
        let theirs = self.tuzdyk[them.index()];
        if t.not_mirror && theirs != 0 && offset(usize::from(theirs - 1)) == offset(cell) {
            return false;
        }
        self.tuzdyk[me.index()] = cell as u8 + 1;
        let stones = self.cells[cell];
        self.cells[cell] = 0;
        let store = self.store_cell(me);
        self.cells[store] += stones;
        self.nonempty = (self.nonempty & !(1 << cell)) | u64::from(self.cells[store] != 0) << store;
        out.capture(me, self.place(cell), stones);
        out.tuzdyk_claimed(self.place(cell));
        true
    }

    /// Applies the first capture rule that fires for a last stone in the
    /// pit `cell` (inlined: a capture follows about one move in five).
    #[inline(always)]
    fn capture<R: Observer>(&mut self, rules: &Ruleset, cell: usize, out: &mut R) {
        let Some(rule) = rules.plain_capture(self.to_move.index(), cell) else {
            return self.capture_by_any_rule(rules, cell, out);
        };
        // The only rule on this side, with no chain and no grand-slam test:
        // the landing table has already matched its side and count (up to
        // 62), so only the rest of its condition is left to test.
        let count = self.cells[cell];
        let opposite = self.opposite(cell);
        if (count >= 63 && !rule.count.matches(count))
            || (rule.opposite_nonempty && self.cells[opposite] == 0)
        {
            return;
        }
        self.take_each(rules, rule, cell, opposite, out);
    }

    /// [`Position::capture`] when a side has several capture rules, one
    /// chains or a grand slam is tested: the rules are walked in order (out
    /// of line, so the common case's loop keeps its registers).
    #[inline(never)]
    fn capture_by_any_rule<R: Observer>(&mut self, rules: &Ruleset, cell: usize, out: &mut R) {
        let me = self.to_move;
        let Some(owner) = self.owner(cell) else {
            return;
        };
        let side = if owner == me {
            Side::Own
        } else {
            Side::Opponent
        };
        let count = self.cells[cell];
        for (rule, &counts) in rules.captures().iter().zip(rules.rule_counts()) {
            if !rule.side.covers(side)
                || counts & (1 << count.min(63)) == 0
                || (count > 63 && !rule.count.matches(count))
            {
                continue;
            }
            let opposite = self.opposite(cell);
            if rule.opposite_nonempty && self.cells[opposite] == 0 {
                continue;
            }
            if rule.chain || rules.grand_slam() != GrandSlam::Capture {
                return self.capture_listed(rules, rule, cell, owner, out);
            }
            return self.take_each(rules, rule, cell, opposite, out);
        }
    }

    /// Takes the places `rule` names for a last stone in `cell`, which
    /// fires, with no chain and no grand-slam test: each as it is named,
    /// with no list of them made first.
    #[inline(always)]
    fn take_each<R: Observer>(
        &mut self,
        rules: &Ruleset,
        rule: &CaptureRule,
        cell: usize,
        opposite: usize,
        out: &mut R,
    ) {
        let me = self.to_move;
        let next = rules.next_cells(me.index());
        let store = self.store_cell(me);
        for take in &rule.take {
            let c = match take {
                Take::Pit => cell,
                Take::Opposite => opposite,
                Take::Beyond => usize::from(next[usize::from(next[cell])]),
            };
            self.take_into(store, c, out);
        }
    }

    /// Moves the stones of `cell` (if any) into the mover's `store`.
    #[inline(always)]
    fn take_into<R: Observer>(&mut self, store: usize, c: usize, out: &mut R) {
        let stones = self.cells[c];
        if stones > 0 {
            self.cells[c] = 0;
            self.cells[store] += stones;
            self.nonempty = (self.nonempty & !(1 << c)) | 1 << store;
            out.capture(self.to_move, self.place(c), stones);
        }
    }

    /// [`Position::capture`] by `rule`, which fires, when it chains or a
    /// grand slam must be spotted: the places to take are listed first.
    #[inline(never)]
    fn capture_listed<R: Observer>(
        &mut self,
        rules: &Ruleset,
        rule: &CaptureRule,
        cell: usize,
        owner: Player,
        out: &mut R,
    ) {
        let me = self.to_move;
        let opposite = self.opposite(cell);
        let next = rules.next_cells(me.index());
        // Cells fit a byte; a small array keeps this off `memset`.
        let mut taken = [0u8; 2 * MAX_PITS + 1];
        let mut count = 0;
        for take in &rule.take {
            taken[count] = match take {
                Take::Pit => cell as u8,
                Take::Opposite => opposite as u8,
                Take::Beyond => next[usize::from(next[cell])],
            };
            count += 1;
        }
        if rule.chain {
            let prev = rules.prev_cells(me.index());
            let mut c = usize::from(prev[cell]);
            // Across the rows the chain may come round to where it began.
            while count < taken.len()
                && match self.owner(c) {
                    Some(o) => o == owner || (rule.chain_across && c != cell),
                    None => false,
                }
                && rule.count.matches(self.cells[c])
            {
                taken[count] = c as u8;
                count += 1;
                c = usize::from(prev[c]);
            }
        }
        let taken = &taken[..count];

        let them = me.opponent();
        let from_them: u16 = taken
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| self.owner(c) == Some(them))
            .map(|c| self.cells[c])
            .sum();
        if rules.grand_slam() != GrandSlam::Capture
            && from_them > 0
            && from_them == self.row_total(them)
        {
            out.grand_slam();
            // Played although forbidden: every move was one, so it captures.
            if rules.grand_slam() != GrandSlam::IllegalUnlessForced {
                return;
            }
        }
        let store = self.store_cell(me);
        for c in taken.iter().map(|&c| usize::from(c)) {
            self.take_into(store, c, out);
        }
    }

    /// Settles who moves next and whether (and how) the game ended
    /// (inlined: every move comes here; the rare cases are out of line).
    #[inline(always)]
    fn finish_turn<R: Observer>(&mut self, rules: &Ruleset, out: &mut R) {
        let total = rules.total_stones();
        if rules.end().majority {
            let (south, north) = (2 * self.store(Player::South), 2 * self.store(Player::North));
            if south > total || north > total || (south == total && north == total) {
                return self.end(EndReason::Majority, None, self.to_move, out);
            }
        }
        // Which rows are empty: every check below needs one of them.
        let rows = [
            self.nonempty & rules.row_mask(0),
            self.nonempty & rules.row_mask(1),
        ];
        if rules.end().row_empty == RowEmpty::AfterMove && (rows[0] == 0 || rows[1] == 0) {
            return self.end(
                EndReason::RowEmpty,
                Some(rules.end().leftover),
                self.to_move,
                out,
            );
        }
        if !out.extra_turn() {
            self.to_move = self.to_move.opponent();
        }
        let next = self.to_move;
        let theirs_empty = rows[next.opponent().index()] == 0;
        if rows[next.index()] == 0
            || (rules.must_feed() && theirs_empty)
            || rules.grand_slam().may_refuse()
        {
            self.settle_stuck(rules, rows[next.index()] == 0, theirs_empty, out);
        }
    }

    /// The end-of-turn checks that most moves of most rules never need:
    /// the player to move has no stones, must feed, or may have only
    /// forbidden grand slams.
    #[inline(never)]
    fn settle_stuck<R: Observer>(
        &mut self,
        rules: &Ruleset,
        mine_empty: bool,
        theirs_empty: bool,
        out: &mut R,
    ) {
        if mine_empty {
            return self.no_stones(rules, theirs_empty, out);
        }
        let must_feed = rules.must_feed() && theirs_empty;
        if self.legal_moves(rules) == 0 {
            let last = self.last_mover(out);
            self.no_legal_move(rules, must_feed, last, out);
        }
    }

    /// Who made the move just played, once the turn has passed (or not).
    #[inline]
    fn last_mover<R: Observer>(&self, out: &R) -> Player {
        if out.extra_turn() {
            self.to_move
        } else {
            self.to_move.opponent()
        }
    }

    /// The player to move has no stones: the game ends, or (`no_move =
    /// "pass"`, with stones left in the other row) they pass and the one
    /// who just moved moves again, unless they too have no legal move.
    fn no_stones<R: Observer>(&mut self, rules: &Ruleset, board_empty: bool, out: &mut R) {
        let last = self.last_mover(out);
        if rules.no_move() == NoMove::Ends || board_empty {
            return self.end(EndReason::NoMove, Some(rules.end().leftover), last, out);
        }
        self.to_move = self.to_move.opponent();
        out.passed();
        if rules.grand_slam().may_refuse() && self.legal_moves(rules) == 0 {
            self.no_legal_move(rules, false, last, out);
        }
    }

    /// The player to move has stones but no legal move: they cannot feed
    /// the opponent, or every move is a forbidden grand slam.
    #[inline(never)]
    fn no_legal_move<R: Observer>(
        &mut self,
        rules: &Ruleset,
        must_feed: bool,
        last_mover: Player,
        out: &mut R,
    ) {
        if must_feed {
            let leftover = match rules.end().cannot_feed_leftover {
                CannotFeedLeftover::Mover => Leftover::RowOwner,
                CannotFeedLeftover::Opponent => Leftover::EmptyRowPlayer,
                CannotFeedLeftover::LastMover => Leftover::LastMover,
            };
            self.end(EndReason::CannotFeed, Some(leftover), last_mover, out);
        } else {
            self.end(
                EndReason::NoLegalMove,
                Some(Leftover::RowOwner),
                last_mover,
                out,
            );
        }
    }

    /// Ends the game: the stones left in the rows go where `leftover` says
    /// (or stay on the board for `None`).
    pub(super) fn end<R: Observer>(
        &mut self,
        reason: EndReason,
        leftover: Option<Leftover>,
        last_mover: Player,
        out: &mut R,
    ) {
        self.ended = Some(reason);
        out.ended(reason);
        out.set_extra_turn(false);
        let rows = [self.row_total(Player::South), self.row_total(Player::North)];
        let to = match leftover {
            None => return,
            Some(Leftover::RowOwner) => [Player::South, Player::North],
            Some(Leftover::EmptyRowPlayer) => match rows {
                [0, 0] => return,
                [0, _] => [Player::South, Player::South],
                [_, 0] => [Player::North, Player::North],
                // Neither row is empty (a grand-slam stalemate): each keeps their own.
                _ => [Player::South, Player::North],
            },
            Some(Leftover::LastMover) => [last_mover, last_mover],
        };
        let n = usize::from(self.pits);
        for (row_owner, taker) in [Player::South, Player::North].into_iter().zip(to) {
            let stones = rows[row_owner.index()];
            let first = self.pit_cell(row_owner, 0);
            self.cells[first..first + n].fill(0);
            let store = self.store_cell(taker);
            self.cells[store] += stones;
            out.swept(taker, stones);
        }
        // Only the stores can hold stones now.
        let stores = [
            self.store_cell(Player::South),
            self.store_cell(Player::North),
        ];
        self.nonempty = stores
            .into_iter()
            .filter(|&c| self.cells[c] != 0)
            .fold(0, |mask, c| mask | 1 << c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain capture path (the only rule on a side, found by a table)
    /// plays exactly as the walk over the rules: every built-in ruleset,
    /// random games, the same positions and outcomes move by move.
    #[test]
    fn plain_captures_play_as_the_walk_over_the_rules() {
        let mut plain = 0;
        for name in crate::ruleset::builtin_names() {
            let rules = crate::ruleset::builtin(name).unwrap().unwrap();
            let walked = rules.clone().without_plain_captures();
            if (0..MAX_CELLS).any(|c| rules.plain_capture(0, c).is_some()) {
                plain += 1;
            }
            let mut rng = fastrand::Rng::with_seed(12);
            for game in 0..50 {
                let (mut a, mut b) = (Position::start(&rules), Position::start(&walked));
                for ply in 0..500 {
                    let legal = a.legal_moves(&rules);
                    if legal == 0 {
                        break;
                    }
                    let i = loop {
                        let i = rng.u8(..rules.pits());
                        if legal & 1 << i != 0 {
                            break i;
                        }
                    };
                    let out_a = a.play_unchecked(&rules, i);
                    let out_b = b.play_unchecked(&walked, i);
                    assert_eq!((a, out_a), (b, out_b), "{name}, game {game}, ply {ply}");
                }
            }
        }
        // The built-ins include rulesets of one capture rule a side.
        assert!(plain >= 2, "only {plain} built-ins have plain captures");
    }

    /// The word addition is a cell-by-cell addition whenever no cell
    /// passes `u16::MAX` (a ruleset has far fewer stones in play).
    #[test]
    fn add_cells_adds_cell_by_cell() {
        let mut rng = fastrand::Rng::with_seed(12);
        for _ in 0..1000 {
            let mut cells = [0u16; MAX_CELLS];
            let mut add = [0u16; MAX_CELLS];
            for (c, a) in cells.iter_mut().zip(add.iter_mut()) {
                *a = rng.u16(..=1);
                *c = rng.u16(..u16::MAX);
            }
            let mut whole = cells;
            add_cells::<MAX_CELLS>(&mut whole, &add);
            let mut small = cells;
            add_cells::<SMALL_BOARD>(&mut small, &add);
            for k in 0..MAX_CELLS {
                assert_eq!(whole[k], cells[k] + add[k], "cell {k}");
                let expected = if k < SMALL_BOARD {
                    cells[k] + add[k]
                } else {
                    cells[k]
                };
                assert_eq!(small[k], expected, "cell {k} of a small board");
            }
        }
    }
}
