//! The position: a fixed-size, copyable value.

use super::end::EndReason;
use super::player::Player;
pub use crate::ruleset::MAX_CELLS;
use crate::ruleset::{MAX_PITS, Ruleset};

/// Bit `c` set when `cells[c]` holds a stone.
fn nonempty(cells: &[u16; MAX_CELLS]) -> u64 {
    let mut mask = 0;
    for (c, &stones) in cells.iter().enumerate() {
        mask |= u64::from(stones != 0) << c;
    }
    mask
}

/// Stones in every pit and store, who moves, and whether the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) cells: [u16; MAX_CELLS],
    /// Bit `c` set exactly when `cells[c]` is not 0, kept up to date by
    /// every change to `cells`: legal moves and "is a row empty?" are then
    /// a shift and a mask instead of a walk over the rows.
    pub(super) nonempty: u64,
    pub(super) pits: u8,
    pub(super) to_move: Player,
    pub(super) ended: Option<EndReason>,
}

impl Position {
    /// The starting position of a ruleset, South to move.
    pub fn start(rules: &Ruleset) -> Position {
        let mut cells = [0u16; MAX_CELLS];
        let n = usize::from(rules.pits);
        for (i, cell) in cells.iter_mut().enumerate().take(2 * n + 1) {
            if i != n {
                *cell = rules.stones;
            }
        }
        Position {
            cells,
            nonempty: nonempty(&cells),
            pits: rules.pits,
            to_move: Player::South,
            ended: None,
        }
    }

    /// A position from explicit rows (pits in each owner's numbering, 1..N)
    /// and stores; for tests, golden cases and what-if set-ups. `None` when
    /// the rows are not both `pits` long or `pits` is out of range.
    pub fn from_rows(
        south: &[u16],
        south_store: u16,
        north: &[u16],
        north_store: u16,
        to_move: Player,
    ) -> Option<Position> {
        let n = south.len();
        if n == 0 || n > MAX_PITS || north.len() != n {
            return None;
        }
        let mut cells = [0u16; MAX_CELLS];
        cells[..n].copy_from_slice(south);
        cells[n] = south_store;
        cells[n + 1..=2 * n].copy_from_slice(north);
        cells[2 * n + 1] = north_store;
        Some(Position {
            cells,
            nonempty: nonempty(&cells),
            pits: n as u8,
            to_move,
            ended: None,
        })
    }

    pub fn pits(&self) -> u8 {
        self.pits
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Why the game ended, or `None` while it goes on.
    pub fn ended(&self) -> Option<EndReason> {
        self.ended
    }

    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    /// The stones in `player`'s pit `pit` (1..N, the owner's numbering).
    pub fn pit(&self, player: Player, pit: u8) -> u16 {
        if pit == 0 || pit > self.pits {
            return 0;
        }
        self.cells[self.pit_cell(player, pit - 1)]
    }

    /// `player`'s pits, in their own numbering.
    pub fn row(&self, player: Player) -> &[u16] {
        let n = usize::from(self.pits);
        match player {
            Player::South => &self.cells[..n],
            Player::North => &self.cells[n + 1..=2 * n],
        }
    }

    pub fn store(&self, player: Player) -> u16 {
        self.cells[self.store_cell(player)]
    }

    /// Stones in `player`'s row.
    #[inline]
    pub fn row_total(&self, player: Player) -> u16 {
        self.row(player).iter().sum()
    }

    /// `player`'s non-empty pits: bit `i` for pit offset `i`.
    #[inline]
    pub(super) fn nonempty_pits(&self, player: Player) -> u32 {
        let n = u32::from(self.pits);
        let shift = match player {
            Player::South => 0,
            Player::North => n + 1,
        };
        ((self.nonempty >> shift) & ((1u64 << n) - 1)) as u32
    }

    /// Recomputes [`Position::nonempty`] after a change to many cells.
    #[inline]
    pub(super) fn renew_nonempty(&mut self) {
        self.nonempty = nonempty(&self.cells);
    }

    /// Whether [`Position::nonempty`] matches the cells (debug checks).
    pub(super) fn nonempty_is_current(&self) -> bool {
        self.nonempty == nonempty(&self.cells)
    }

    /// Stones on the board, stores included (constant in every game).
    pub fn total(&self) -> u16 {
        self.cells.iter().sum()
    }

    // Cell arithmetic.

    #[inline]
    pub(super) fn cycle(&self) -> usize {
        2 * usize::from(self.pits) + 2
    }

    /// Cell of `player`'s pit at 0-based offset `i`.
    #[inline]
    pub(super) fn pit_cell(&self, player: Player, i: u8) -> usize {
        match player {
            Player::South => usize::from(i),
            Player::North => usize::from(self.pits) + 1 + usize::from(i),
        }
    }

    #[inline]
    pub(super) fn store_cell(&self, player: Player) -> usize {
        match player {
            Player::South => usize::from(self.pits),
            Player::North => 2 * usize::from(self.pits) + 1,
        }
    }

    /// The owner of a pit cell, or `None` for a store.
    #[inline]
    pub(super) fn owner(&self, cell: usize) -> Option<Player> {
        let n = usize::from(self.pits);
        if cell < n {
            Some(Player::South)
        } else if cell > n && cell <= 2 * n {
            Some(Player::North)
        } else {
            None
        }
    }

    /// The pit across the board: South's pit i faces North's pit N+1-i.
    #[inline]
    pub(super) fn opposite(&self, cell: usize) -> usize {
        2 * usize::from(self.pits) - cell
    }
}
