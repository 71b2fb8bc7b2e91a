//! Playing a move: sowing, captures, turn passing and the end of the game.

use super::end::EndReason;
use super::outcome::{Brief, IllegalMove, Observer, Outcome, Place};
use super::player::Player;
use super::position::Position;
use crate::ruleset::{GrandSlam, Leftover, LoneStone, MAX_PITS, RowEmpty, Ruleset, Side, Take};

impl Position {
    /// The pits the player to move may play: bit `p-1` set for pit `p`.
    #[inline]
    pub fn legal_moves(&self, rules: &Ruleset) -> u32 {
        if self.ended.is_some() {
            return 0;
        }
        let me = self.to_move;
        let mask = self.nonempty_pits(me);
        let must_feed = rules.must_feed() && self.nonempty_pits(me.opponent()) == 0;
        if must_feed || rules.grand_slam() == GrandSlam::Illegal {
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
        debug_assert!(
            self.pits == rules.pits() && self.total() == rules.total_stones(),
            "a position played under another ruleset"
        );
        debug_assert!(
            i < self.pits && self.pit(self.to_move, i + 1) > 0,
            "play_unchecked: pit offset {i} is not a legal move in {self:?}"
        );
        let must_feed = rules.must_feed() && self.nonempty_pits(self.to_move.opponent()) == 0;
        let mut out: R = self.sow_and_capture(rules, i);
        out.had_to_feed(must_feed);
        self.finish_turn(rules, &mut out);
        debug_assert!(self.nonempty_is_current(), "nonempty out of date: {self:?}");
        out
    }

    /// Why the non-empty pit offset `i` may still not be played: it would
    /// not feed an empty opponent, or it is a forbidden grand slam.
    fn refusal(&self, rules: &Ruleset, i: u8, must_feed: bool) -> Option<IllegalMove> {
        let mut after = *self;
        let out: Brief = after.sow_and_capture(rules, i);
        if rules.grand_slam() == GrandSlam::Illegal && out.grand_slam {
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

    #[inline]
    fn prev_cell(&self, cell: usize) -> usize {
        if cell == 0 {
            self.cycle() - 1
        } else {
            cell - 1
        }
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
        let me = self.to_move;
        let origin = self.pit_cell(me, i);
        let stones = self.cells[origin];
        self.cells[origin] = 0;
        let mut nonempty = self.nonempty & !(1 << origin);

        let sowing = rules.sowing();
        let next = rules.next_cells(me.index());
        let mut lap = rules.lap(me.index());
        if sowing.skip_origin {
            lap -= 1;
        }

        let back_into_origin =
            sowing.origin_first && !(stones == 1 && sowing.lone_stone == LoneStone::Next);
        let mut cell = if back_into_origin {
            origin
        } else {
            usize::from(next[origin])
        };
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
        // table (which does not know the origin) is enough.
        self.cells[cell] += 1;
        nonempty |= 1 << cell;
        remaining -= 1;
        while remaining > 0 {
            cell = usize::from(next[cell]);
            self.cells[cell] += 1;
            nonempty |= 1 << cell;
            remaining -= 1;
        }
        self.nonempty = nonempty;

        let mut out = R::new(me, i + 1, stones, self.place(cell));
        match self.owner(cell) {
            Some(owner) => {
                let side = if owner == me {
                    Side::Own
                } else {
                    Side::Opponent
                };
                if rules.may_capture(side, self.cells[cell]) {
                    self.capture(rules, cell, side, owner, &mut out);
                }
            }
            None => out.set_extra_turn(sowing.extra_turn && cell == self.store_cell(me)),
        }
        out
    }

    /// Applies the first capture rule that fires for a last stone in `cell`.
    fn capture<R: Observer>(
        &mut self,
        rules: &Ruleset,
        cell: usize,
        side: Side,
        owner: Player,
        out: &mut R,
    ) {
        let me = self.to_move;
        for rule in rules.captures() {
            if rule.side != side || !rule.count.matches(self.cells[cell]) {
                continue;
            }
            let opposite = self.opposite(cell);
            if rule.opposite_nonempty && self.cells[opposite] == 0 {
                continue;
            }
            let mut taken = [0usize; MAX_PITS + 1];
            let mut count = 0;
            for take in &rule.take {
                taken[count] = match take {
                    Take::Pit => cell,
                    Take::Opposite => opposite,
                };
                count += 1;
            }
            if rule.chain {
                let mut c = self.prev_cell(cell);
                while count < taken.len()
                    && self.owner(c) == Some(owner)
                    && rule.count.matches(self.cells[c])
                {
                    taken[count] = c;
                    count += 1;
                    c = self.prev_cell(c);
                }
            }
            let taken = &taken[..count];

            let them = me.opponent();
            let from_them: u16 = taken
                .iter()
                .filter(|&&c| self.owner(c) == Some(them))
                .map(|&c| self.cells[c])
                .sum();
            if rules.grand_slam() != GrandSlam::Capture
                && from_them > 0
                && from_them == self.row_total(them)
            {
                out.grand_slam();
                return;
            }
            let store = self.store_cell(me);
            for &c in taken {
                let stones = self.cells[c];
                if stones > 0 {
                    self.cells[c] = 0;
                    self.cells[store] += stones;
                    self.nonempty = (self.nonempty & !(1 << c)) | 1 << store;
                    out.capture(self.place(c), stones);
                }
            }
            return;
        }
    }

    /// Settles who moves next and whether (and how) the game ended.
    fn finish_turn<R: Observer>(&mut self, rules: &Ruleset, out: &mut R) {
        let total = rules.total_stones();
        if rules.end().majority {
            let (south, north) = (2 * self.store(Player::South), 2 * self.store(Player::North));
            if south > total || north > total || (south == total && north == total) {
                return self.end(EndReason::Majority, None, out);
            }
        }
        // Which rows are empty: every check below needs one of them.
        let rows = [
            self.nonempty_pits(Player::South),
            self.nonempty_pits(Player::North),
        ];
        if rules.end().row_empty == RowEmpty::AfterMove && (rows[0] == 0 || rows[1] == 0) {
            return self.end(EndReason::RowEmpty, Some(rules.end().leftover), out);
        }
        if !out.extra_turn() {
            self.to_move = self.to_move.opponent();
        }
        let next = self.to_move;
        if rows[next.index()] == 0 {
            return self.end(EndReason::NoMove, Some(rules.end().leftover), out);
        }
        let must_feed = rules.must_feed() && rows[next.opponent().index()] == 0;
        if (must_feed || rules.grand_slam() == GrandSlam::Illegal) && self.legal_moves(rules) == 0 {
            let reason = if must_feed {
                EndReason::CannotFeed
            } else {
                EndReason::NoMove
            };
            self.end(reason, Some(Leftover::RowOwner), out);
        }
    }

    /// Ends the game: the stones left in the rows go where `leftover` says
    /// (or stay on the board for `None`).
    pub(super) fn end<R: Observer>(
        &mut self,
        reason: EndReason,
        leftover: Option<Leftover>,
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
        };
        for (row_owner, taker) in [Player::South, Player::North].into_iter().zip(to) {
            let stones = rows[row_owner.index()];
            for i in 0..self.pits {
                let c = self.pit_cell(row_owner, i);
                self.cells[c] = 0;
            }
            let store = self.store_cell(taker);
            self.cells[store] += stones;
            out.swept(taker, stones);
        }
        self.renew_nonempty();
    }
}
