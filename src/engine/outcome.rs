//! What a move did, why a game ended, and why a move was refused.

use super::end::EndReason;
use super::player::Player;
use crate::ruleset::MAX_PITS;

/// A place on the board (`words::place_en` names it as a referee would).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// `player`'s pit number `pit` (1..N, the owner's numbering).
    Pit {
        player: Player,
        pit: u8,
    },
    Store(Player),
}

/// Stones moved into the mover's store by a capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capture {
    pub from: Place,
    pub stones: u16,
}

/// Everything one move did, without allocating: the replay narrative and
/// statistics are built from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub mover: Player,
    pub pit: u8,
    /// Stones taken out of the pit and sown.
    pub sown: u16,
    pub last: Place,
    captures: [Capture; MAX_PITS + 1],
    capture_count: u8,
    /// A capture that would have emptied the opponent's row was cancelled.
    pub grand_slam: bool,
    /// The opponent's row was empty, so this move had to feed it.
    pub had_to_feed: bool,
    pub extra_turn: bool,
    /// Stones moved from the rows into each store (South, North) at the end.
    pub swept: [u16; 2],
    pub ended: Option<EndReason>,
}

impl Observer for Outcome {
    #[inline]
    fn new(mover: Player, pit: u8, sown: u16, last: Place) -> Outcome {
        Outcome {
            mover,
            pit,
            sown,
            last,
            captures: [Capture {
                from: Place::Store(mover),
                stones: 0,
            }; MAX_PITS + 1],
            capture_count: 0,
            grand_slam: false,
            had_to_feed: false,
            extra_turn: false,
            swept: [0; 2],
            ended: None,
        }
    }

    #[inline]
    fn capture(&mut self, from: Place, stones: u16) {
        let i = usize::from(self.capture_count);
        if i < self.captures.len() {
            self.captures[i] = Capture { from, stones };
            self.capture_count += 1;
        }
    }

    #[inline]
    fn grand_slam(&mut self) {
        self.grand_slam = true;
    }

    #[inline]
    fn had_to_feed(&mut self, yes: bool) {
        self.had_to_feed = yes;
    }

    #[inline]
    fn set_extra_turn(&mut self, yes: bool) {
        self.extra_turn = yes;
    }

    #[inline]
    fn extra_turn(&self) -> bool {
        self.extra_turn
    }

    #[inline]
    fn swept(&mut self, taker: Player, stones: u16) {
        self.swept[taker.index()] += stones;
    }

    #[inline]
    fn ended(&mut self, reason: EndReason) {
        self.ended = Some(reason);
    }
}

impl Outcome {
    /// The captures of this move, in the order they were taken.
    pub fn captures(&self) -> &[Capture] {
        &self.captures[..usize::from(self.capture_count)]
    }

    pub fn captured(&self) -> u16 {
        self.captures().iter().map(|c| c.stones).sum()
    }
}

/// Receives what a move does while it is played. The move path is generic
/// over it (one monomorphised copy per recorder, no duplicated logic):
/// [`Outcome`] keeps everything, for the referee; [`Brief`] keeps only what
/// random playouts count, and the compiler drops the rest of the work.
pub trait Observer {
    /// The pit `pit` (1..N) of `mover` was emptied, `sown` stones sown, the
    /// last into `last`.
    fn new(mover: Player, pit: u8, sown: u16, last: Place) -> Self;
    /// `stones` moved from `from` into the mover's store.
    fn capture(&mut self, from: Place, stones: u16);
    /// A capture of the opponent's whole row was cancelled.
    fn grand_slam(&mut self);
    fn had_to_feed(&mut self, yes: bool);
    fn set_extra_turn(&mut self, yes: bool);
    fn extra_turn(&self) -> bool;
    /// `stones` swept from the rows into `taker`'s store at the end.
    fn swept(&mut self, taker: Player, stones: u16);
    fn ended(&mut self, reason: EndReason);
}

/// The part of a move's [`Outcome`] that random playouts count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Brief {
    /// Stones captured (end-of-game sweeps excluded).
    pub captured: u16,
    /// Whether a capture was cancelled as a grand slam.
    pub grand_slam: bool,
    pub extra_turn: bool,
    pub ended: Option<EndReason>,
}

impl Observer for Brief {
    #[inline]
    fn new(_: Player, _: u8, _: u16, _: Place) -> Brief {
        Brief {
            captured: 0,
            grand_slam: false,
            extra_turn: false,
            ended: None,
        }
    }

    #[inline]
    fn capture(&mut self, _: Place, stones: u16) {
        self.captured += stones;
    }

    #[inline]
    fn grand_slam(&mut self) {
        self.grand_slam = true;
    }

    #[inline]
    fn had_to_feed(&mut self, _: bool) {}

    #[inline]
    fn set_extra_turn(&mut self, yes: bool) {
        self.extra_turn = yes;
    }

    #[inline]
    fn extra_turn(&self) -> bool {
        self.extra_turn
    }

    #[inline]
    fn swept(&mut self, _: Player, _: u16) {}

    #[inline]
    fn ended(&mut self, reason: EndReason) {
        self.ended = Some(reason);
    }
}

/// Why a move cannot be played (a code and its facts; `words` puts it in
/// words). The position it was tried on is unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalMove {
    NoSuchPit {
        pit: u32,
        pits: u8,
    },
    EmptyPit {
        pit: u8,
    },
    /// The opponent's row is empty and this move does not feed it.
    /// `feeding` has bit `p-1` set for each pit `p` that would.
    MustFeed {
        pit: u8,
        feeding: u32,
    },
    /// The move would capture the opponent's whole row, which the rules forbid.
    GrandSlam {
        pit: u8,
    },
    GameOver {
        reason: EndReason,
    },
}

impl IllegalMove {
    /// The code used in JSON output (docs/formats.md §2 `error.code`).
    pub fn code(&self) -> &'static str {
        match self {
            IllegalMove::NoSuchPit { .. } => "no-such-pit",
            IllegalMove::EmptyPit { .. } => "empty-pit",
            IllegalMove::MustFeed { .. } => "must-feed",
            IllegalMove::GrandSlam { .. } => "grand-slam",
            IllegalMove::GameOver { .. } => "game-over",
        }
    }
}
