//! The position: a fixed-size, copyable value.

use super::end::EndReason;
use super::outcome::{Brief, Observer, Place};
use super::player::Player;
pub use crate::ruleset::MAX_CELLS;
use crate::ruleset::{Leftover, Ruleset};

/// Bit `c` set when `cells[c]` holds a stone.
fn nonempty(cells: &[u16; MAX_CELLS]) -> u64 {
    let mut mask = 0;
    for (c, &stones) in cells.iter().enumerate() {
        mask |= u64::from(stones != 0) << c;
    }
    mask
}

/// A board as written (a golden case, a what-if set-up), not yet checked
/// against a ruleset: [`Position::from_setup`] makes it a [`Position`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// South's pits, 1..N in South's numbering.
    pub south: Vec<u16>,
    pub south_store: u16,
    /// North's pits, 1..N in North's numbering.
    pub north: Vec<u16>,
    pub north_store: u16,
    pub to_move: Player,
}

impl Setup {
    /// The set-up of a position (for handing it back in an error).
    pub fn of(p: &Position) -> Setup {
        Setup {
            south: p.row(Player::South).to_vec(),
            south_store: p.store(Player::South),
            north: p.row(Player::North).to_vec(),
            north_store: p.store(Player::North),
            to_move: p.to_move(),
        }
    }
}

/// Why a set-up is not a position under a ruleset; `setup` is handed back
/// unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupError {
    pub setup: Setup,
    pub kind: SetupErrorKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupErrorKind {
    /// A row is not as long as the ruleset's pits a side.
    Pits {
        expected: u8,
        south: usize,
        north: usize,
    },
    /// The stones on the board (stores included) are not the ruleset's total.
    Stones { expected: u16, found: u32 },
}

crate::messages! {
    /// Why a set-up is not a position under a ruleset, in words.
    pub enum SetupMessage {
        Pits { expected: u8, south: usize, north: usize } = "game-setup-pits",
        Stones { expected: u16, found: u32 } = "game-setup-stones",
    }
}

impl crate::words::Message for SetupError {
    fn id(&self) -> &'static str {
        self.message().id()
    }
    fn args(&self, args: &mut crate::words::Args) {
        self.message().args(args);
    }
}

impl SetupError {
    /// The message that says why.
    pub fn message(&self) -> SetupMessage {
        match self.kind {
            SetupErrorKind::Pits {
                expected,
                south,
                north,
            } => SetupMessage::Pits {
                expected,
                south,
                north,
            },
            SetupErrorKind::Stones { expected, found } => SetupMessage::Stones { expected, found },
        }
    }
}

/// In English, as tests and logs read it.
impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::words::Words::english().say(self))
    }
}

impl std::error::Error for SetupError {}

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
    /// Per player (South, North): the cell of the tuzdyk they own, plus 1
    /// (0: none). A tuzdyk is a pit in the opponent's row.
    pub(super) tuzdyk: [u8; 2],
}

impl Position {
    /// The starting position of a ruleset, South to move.
    pub fn start(rules: &Ruleset) -> Position {
        let mut cells = [0u16; MAX_CELLS];
        let n = usize::from(rules.pits());
        // Both rows start alike: each player's pit k holds `start[k - 1]`.
        let mut nonempty = 0;
        for (k, &stones) in rules.start().iter().enumerate() {
            cells[k] = stones;
            cells[n + 1 + k] = stones;
            nonempty |= u64::from(stones != 0) * (1 << k | 1 << (n + 1 + k));
        }
        let mut start = Position {
            cells,
            nonempty,
            pits: rules.pits(),
            to_move: Player::South,
            ended: None,
            tuzdyk: [0; 2],
        };
        // On a tiny board every first move may be a forbidden grand slam:
        // then the game is over before it starts, as after any move.
        if rules.grand_slam().may_refuse() && start.legal_moves(rules) == 0 {
            let mut out =
                <Brief as Observer>::new(Player::South, 0, 0, Place::Store(Player::South));
            start.end(
                EndReason::NoLegalMove,
                Some(Leftover::RowOwner),
                Player::South,
                &mut out,
            );
        }
        start
    }

    /// A checked position from a set-up: both rows `rules.pits()` long
    /// and as many stones on the board (stores included) as the ruleset
    /// starts with. The error hands the set-up back.
    pub fn from_setup(setup: &Setup, rules: &Ruleset) -> Result<Position, SetupError> {
        Position::from_rows(
            rules,
            (&setup.south, setup.south_store),
            (&setup.north, setup.north_store),
            setup.to_move,
        )
        .map_err(|kind| SetupError {
            setup: setup.clone(),
            kind,
        })
    }

    /// Like [`Position::from_setup`] from borrowed rows (each with its
    /// store), allocating nothing: for the solver's endgame tables, which
    /// make a position for every arrangement of a few stones.
    pub fn from_rows(
        rules: &Ruleset,
        (south, south_store): (&[u16], u16),
        (north, north_store): (&[u16], u16),
        to_move: Player,
    ) -> Result<Position, SetupErrorKind> {
        let n = usize::from(rules.pits());
        if south.len() != n || north.len() != n {
            return Err(SetupErrorKind::Pits {
                expected: rules.pits(),
                south: south.len(),
                north: north.len(),
            });
        }
        let total: u32 = south
            .iter()
            .chain(north)
            .chain([&south_store, &north_store])
            .map(|&c| u32::from(c))
            .sum();
        if total != u32::from(rules.total_stones()) {
            return Err(SetupErrorKind::Stones {
                expected: rules.total_stones(),
                found: total,
            });
        }
        let mut cells = [0u16; MAX_CELLS];
        cells[..n].copy_from_slice(south);
        cells[n] = south_store;
        cells[n + 1..=2 * n].copy_from_slice(north);
        cells[2 * n + 1] = north_store;
        Ok(Position {
            cells,
            nonempty: nonempty(&cells),
            pits: rules.pits(),
            to_move,
            ended: None,
            tuzdyk: [0; 2],
        })
    }

    /// This position with `owner`'s tuzdyk at the opponent's pit `pit`
    /// (1..N, the opponent's numbering); for golden cases and what-if
    /// set-ups. `None` when the pit is out of range or holds stones (a
    /// tuzdyk is always empty: what is sown into it goes to its owner).
    pub fn with_tuzdyk(mut self, owner: Player, pit: u8) -> Option<Position> {
        if pit == 0 || pit > self.pits {
            return None;
        }
        let cell = self.pit_cell(owner.opponent(), pit - 1);
        if self.cells[cell] != 0 || self.tuzdyk[owner.opponent().index()] == cell as u8 + 1 {
            return None;
        }
        self.tuzdyk[owner.index()] = cell as u8 + 1;
        Some(self)
    }

    /// The pit (1..N, in the opponent's numbering) `owner` holds as their
    /// tuzdyk, if any.
    pub fn tuzdyk(&self, owner: Player) -> Option<u8> {
        match self.tuzdyk[owner.index()] {
            0 => None,
            c => match self.owner(usize::from(c - 1)) {
                Some(Player::South) => Some(c),
                _ => Some(c - 1 - self.pits),
            },
        }
    }

    /// Who owns the tuzdyk at `cell`, if it is one.
    #[inline]
    pub(super) fn tuzdyk_owner(&self, cell: usize) -> Option<Player> {
        let c = cell as u8 + 1;
        if self.tuzdyk[0] == c {
            Some(Player::South)
        } else if self.tuzdyk[1] == c {
            Some(Player::North)
        } else {
            None
        }
    }

    /// Whether this position fits `rules`: the same pits a side and the
    /// same stones in play.
    pub fn fits(&self, rules: &Ruleset) -> Result<(), SetupError> {
        Position::from_setup(&Setup::of(self), rules).map(|_| ())
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
        // A select, not a match: who moves is no pattern a branch
        // predictor can learn.
        let shift = if player == Player::North { n + 1 } else { 0 };
        ((self.nonempty >> shift) & ((1u64 << n) - 1)) as u32
    }

    /// Whether [`Position::nonempty`] matches the cells (debug checks).
    pub(super) fn nonempty_is_current(&self) -> bool {
        self.nonempty == nonempty(&self.cells) && self.cells[self.cycle()..].iter().all(|&c| c == 0)
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
        self.row_start(player) + usize::from(i)
    }

    #[inline]
    pub(super) fn store_cell(&self, player: Player) -> usize {
        self.row_start(player) + usize::from(self.pits)
    }

    /// The cell of `player`'s first pit: a select, not a match (who
    /// moves is no pattern a branch predictor can learn).
    #[inline]
    fn row_start(&self, player: Player) -> usize {
        if player == Player::North {
            usize::from(self.pits) + 1
        } else {
            0
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
