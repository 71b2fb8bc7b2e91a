//! What a move did, why a game ended, and why a move was refused.

use super::end::EndReason;
use super::player::Player;
use crate::ruleset::MAX_PITS;

/// A place on the board; said as a referee names it ("South's pit 3",
/// "Güney'in 3. kuyusu").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// `player`'s pit number `pit` (1..N, the owner's numbering).
    Pit {
        player: Player,
        pit: u8,
    },
    Store(Player),
}

crate::messages! {
    /// A place on the board in words (`locales/*/game.ftl`).
    pub enum PlaceMessage {
        Pit { seat: Player, pit: u8 } = "game-place-pit",
        Store { seat: Player } = "game-place-store",
    }
}

impl crate::words::Message for Place {
    fn id(&self) -> &'static str {
        self.message().id()
    }
    fn args(&self, args: &mut crate::words::Args) {
        self.message().args(args);
    }
}

/// A place as a fact of another message.
impl crate::words::IntoArg for Place {
    fn to_arg(&self) -> crate::words::Arg {
        crate::words::Message::msg(self).to_arg()
    }
}

impl Place {
    /// The message that names this place.
    pub fn message(self) -> PlaceMessage {
        match self {
            Place::Pit { player, pit } => PlaceMessage::Pit { seat: player, pit },
            Place::Store(player) => PlaceMessage::Store { seat: player },
        }
    }
}

/// Stones moved into a store by a capture: the mover's, except for a
/// capture during sowing that goes to the pit's owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capture {
    pub from: Place,
    pub stones: u16,
    /// Whose store they went to.
    pub to: Player,
    /// Taken while sowing (`capture_during`), not by the last stone.
    pub during_sowing: bool,
}

/// How many captures an [`Outcome`] lists one by one; stones of any more
/// are counted in [`Outcome::unlisted`].
pub const LISTED_CAPTURES: usize = 2 * MAX_PITS + 2;

/// Everything one move did, without allocating: the replay narrative and
/// statistics are built from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub mover: Player,
    pub pit: u8,
    /// Seeds taken out of the pit and sown.
    pub sown: u16,
    pub last: Place,
    captures: [Capture; LISTED_CAPTURES],
    capture_count: u8,
    /// Stones captured into the mover's store beyond the
    /// [`LISTED_CAPTURES`] listed captures.
    pub unlisted: u16,
    /// Relay laps sown after the first (multi-lap sowing).
    pub relay_laps: u32,
    /// Stones lifted and sown again by those relay laps.
    pub relay_sown: u32,
    /// The pit this move claimed as the mover's tuzdyk.
    pub claimed_tuzdyk: Option<Place>,
    /// Stones sown into each player's tuzdyk, which went to their store
    /// (South, North).
    pub into_tuzdyk: [u16; 2],
    /// The player to move next had no stones and passed: the mover moves again.
    pub passed: bool,
    /// The move was a grand slam (a capture of the opponent's whole row):
    /// cancelled, unless the rules let a forced one capture (then
    /// `captures` holds it).
    pub grand_slam: bool,
    /// The opponent's row was empty, so this move had to feed it.
    pub had_to_feed: bool,
    pub extra_turn: bool,
    /// Seeds moved from the rows into each store (South, North) at the end.
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
                to: mover,
                during_sowing: false,
            }; LISTED_CAPTURES],
            capture_count: 0,
            unlisted: 0,
            relay_laps: 0,
            relay_sown: 0,
            claimed_tuzdyk: None,
            into_tuzdyk: [0; 2],
            passed: false,
            grand_slam: false,
            had_to_feed: false,
            extra_turn: false,
            swept: [0; 2],
            ended: None,
        }
    }

    #[inline]
    fn capture(&mut self, to: Player, from: Place, stones: u16) {
        self.list(Capture {
            from,
            stones,
            to,
            during_sowing: false,
        });
    }

    #[inline]
    fn captured_during_sowing(&mut self, to: Player, from: Place, stones: u16) {
        self.list(Capture {
            from,
            stones,
            to,
            during_sowing: true,
        });
    }

    #[inline]
    fn landed(&mut self, last: Place) {
        self.last = last;
    }

    #[inline]
    fn relayed(&mut self, _from: Place, stones: u16) {
        self.relay_laps += 1;
        self.relay_sown += u32::from(stones);
    }

    #[inline]
    fn tuzdyk_claimed(&mut self, pit: Place) {
        self.claimed_tuzdyk = Some(pit);
    }

    #[inline]
    fn sown_into_tuzdyk(&mut self, owner: Player) {
        self.into_tuzdyk[owner.index()] += 1;
    }

    #[inline]
    fn passed(&mut self) {
        self.passed = true;
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
    fn list(&mut self, capture: Capture) {
        let i = usize::from(self.capture_count);
        if i < self.captures.len() {
            self.captures[i] = capture;
            self.capture_count += 1;
        } else if capture.to == self.mover {
            self.unlisted += capture.stones;
        }
    }

    /// The captures of this move, in the order they were taken.
    pub fn captures(&self) -> &[Capture] {
        &self.captures[..usize::from(self.capture_count)]
    }

    /// Stones this move captured into the mover's store.
    pub fn captured(&self) -> u16 {
        self.captures()
            .iter()
            .filter(|c| c.to == self.mover)
            .map(|c| c.stones)
            .sum::<u16>()
            + self.unlisted
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
    /// `stones` moved from `from` into `to`'s store.
    fn capture(&mut self, to: Player, from: Place, stones: u16);
    /// `stones` in `from` taken during sowing (`capture_during`) into `to`'s store.
    fn captured_during_sowing(&mut self, to: Player, from: Place, stones: u16);
    /// Where the last stone of the move's sowing landed (stone-by-stone
    /// sowing only: the whole-laps path gives it to `new`).
    fn landed(&mut self, last: Place);
    /// A relay lap: `stones` lifted from `from` and sown on.
    fn relayed(&mut self, from: Place, stones: u16);
    /// The mover claimed `pit` as their tuzdyk.
    fn tuzdyk_claimed(&mut self, pit: Place);
    /// A stone was sown into `owner`'s tuzdyk and went to their store.
    fn sown_into_tuzdyk(&mut self, owner: Player);
    /// The player to move next had no stones and passed.
    fn passed(&mut self);
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
    /// Seeds captured (end-of-game sweeps excluded).
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
    fn capture(&mut self, _: Player, _: Place, stones: u16) {
        self.captured += stones;
    }

    #[inline]
    fn captured_during_sowing(&mut self, _: Player, _: Place, stones: u16) {
        self.captured += stones;
    }

    #[inline]
    fn landed(&mut self, _: Place) {}

    #[inline]
    fn relayed(&mut self, _: Place, _: u16) {}

    #[inline]
    fn tuzdyk_claimed(&mut self, _: Place) {}

    #[inline]
    fn sown_into_tuzdyk(&mut self, _: Player) {}

    #[inline]
    fn passed(&mut self) {}

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

/// Why a move cannot be played (a code and its facts, said through
/// [`IllegalMoveMessage`]). The position it was tried on is unchanged.
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

crate::messages! {
    /// Why a move cannot be played, in words (`locales/*/game.ftl`).
    pub enum IllegalMoveMessage {
        NoSuchPit { pit: u32, pits: u8 } = "game-illegal-no-such-pit",
        EmptyPit { pit: u8 } = "game-illegal-empty-pit",
        /// `feeding`: the pits that would feed, "1, 3".
        MustFeed { pit: u8, feeding: String } = "game-illegal-must-feed",
        GrandSlam { pit: u8 } = "game-illegal-grand-slam",
        GameOver { reason: EndReason } = "game-illegal-game-over",
    }
}

crate::messages! {
    /// Why a move cannot be played, in a few words and no facts (a sheet's
    /// line names the pit itself).
    pub enum IllegalBrief {
        NoSuchPit = "game-illegal-brief-no-such-pit",
        EmptyPit = "game-illegal-brief-empty-pit",
        MustFeed = "game-illegal-brief-must-feed",
        GrandSlam = "game-illegal-brief-grand-slam",
        GameOver = "game-illegal-brief-game-over",
    }
}

/// An illegal move is said in full from its code and facts.
impl crate::words::Message for IllegalMove {
    fn id(&self) -> &'static str {
        self.message().id()
    }
    fn args(&self, args: &mut crate::words::Args) {
        self.message().args(args);
    }
}

impl IllegalMove {
    /// The message that says why the move cannot be played.
    pub fn message(&self) -> IllegalMoveMessage {
        match *self {
            IllegalMove::NoSuchPit { pit, pits } => IllegalMoveMessage::NoSuchPit { pit, pits },
            IllegalMove::EmptyPit { pit } => IllegalMoveMessage::EmptyPit { pit },
            IllegalMove::MustFeed { pit, feeding } => IllegalMoveMessage::MustFeed {
                pit,
                feeding: (0..32)
                    .filter(|b| feeding & (1 << b) != 0)
                    .map(|b| (b + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            },
            IllegalMove::GrandSlam { pit } => IllegalMoveMessage::GrandSlam { pit },
            IllegalMove::GameOver { reason } => IllegalMoveMessage::GameOver { reason },
        }
    }

    /// Why the move cannot be played, in a few words.
    pub fn brief(&self) -> IllegalBrief {
        match self {
            IllegalMove::NoSuchPit { .. } => IllegalBrief::NoSuchPit,
            IllegalMove::EmptyPit { .. } => IllegalBrief::EmptyPit,
            IllegalMove::MustFeed { .. } => IllegalBrief::MustFeed,
            IllegalMove::GrandSlam { .. } => IllegalBrief::GrandSlam,
            IllegalMove::GameOver { .. } => IllegalBrief::GameOver,
        }
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, Words};

    #[test]
    fn illegal_moves_are_worded_from_their_facts() {
        let feed = IllegalMove::MustFeed {
            pit: 2,
            feeding: 0b101,
        };
        assert_eq!(
            Words::english().say(&feed),
            "the opponent's row is empty and pit 2 gives them no stone; \
             a move that feeds them must be played (pit 1, 3)"
        );
        assert!(Words::new(Language::TR).say(&feed).contains("(kuyu 1, 3)"));
        let over = IllegalMove::GameOver {
            reason: EndReason::Cycle,
        };
        assert_eq!(
            Words::new(Language::TR).say(&over),
            "set zaten bitmişti: pozisyon tekrarlandı"
        );
        assert_eq!(
            Words::english().say(&IllegalMove::NoSuchPit { pit: 9, pits: 6 }),
            "there is no pit 9: pits are numbered 1 to 6"
        );
        assert_eq!(
            Words::english().say(&feed.brief()),
            "the opponent had to be fed"
        );
        assert_eq!(
            Words::new(Language::TR).say(&over.brief()),
            "set zaten bitmişti"
        );
    }

    #[test]
    fn seats_and_places_in_each_language() {
        let (en, tr) = (Words::english(), Words::new(Language::TR));
        assert_eq!(
            (en.say(&Player::South), tr.say(&Player::North)),
            ("South".to_string(), "Kuzey".to_string())
        );
        let pit = Place::Pit {
            player: Player::North,
            pit: 3,
        };
        assert_eq!(en.say(&pit), "North's pit 3");
        assert_eq!(tr.say(&pit), "Kuzey'in 3. kuyusu");
        assert_eq!(tr.say(&Place::Store(Player::South)), "Güney'in hazinesi");
    }
}
