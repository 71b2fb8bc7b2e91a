//! A line of play, move by move: what each move did and the position after
//! it. The basis of `hakem replay` (the narrative, the JSON, the count and
//! the restore view are all read from a [`Line`]). Presentation lives in
//! `report::replay`.

use std::ops::Range;
use std::str::FromStr;

use crate::engine::{Game, IllegalMove, Outcome, Player, Position};
use crate::record::{Who, typed};
use crate::ruleset::Ruleset;

/// One move that was played.
#[derive(Debug, Clone)]
pub struct Step {
    /// 1-based: the position after this step is position `ply`.
    pub ply: usize,
    pub outcome: Outcome,
    pub after: Position,
    /// Played from `--then`, not from the record.
    pub what_if: bool,
}

/// The move that could not be played; the line stops before it.
#[derive(Debug, Clone)]
pub struct Stop {
    /// 1-based index of the refused move (counting record moves, then
    /// what-if moves after them).
    pub ply: usize,
    pub pit: u32,
    pub player: Player,
    pub illegal: IllegalMove,
    pub what_if: bool,
    /// Where the move is written in the record, when it comes from one.
    pub span: Option<Range<usize>>,
}

/// The start position and every move played from it.
#[derive(Debug, Clone)]
pub struct Line {
    pub start: Position,
    /// `steps[i].ply == i + 1`.
    pub steps: Vec<Step>,
    pub stop: Option<Stop>,
}

impl Line {
    /// Plays `recorded` (with their record locations, when known), then
    /// `then` (what-if moves) in one game, so that the rules that look at
    /// history (repetition) see the whole line. Stops at the first illegal
    /// move.
    pub fn play(rules: &Ruleset, recorded: &[u32], spans: &[Range<usize>], then: &[u32]) -> Line {
        let mut game = Game::new(rules);
        let start = *game.position();
        let mut steps = Vec::with_capacity(recorded.len() + then.len());
        let mut stop = None;
        let moves = recorded
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, false, spans.get(i).cloned()))
            .chain(then.iter().map(|&p| (p, true, None)));
        for (pit, what_if, span) in moves {
            let player = game.position().to_move();
            match game.play(pit) {
                Ok(outcome) => steps.push(Step {
                    ply: steps.len() + 1,
                    outcome,
                    after: *game.position(),
                    what_if,
                }),
                Err(illegal) => {
                    stop = Some(Stop {
                        ply: steps.len() + 1,
                        pit,
                        player,
                        illegal,
                        what_if,
                        span,
                    });
                    break;
                }
            }
        }
        Line { start, steps, stop }
    }

    /// The position after `ply` moves (0: the start), if the line got there.
    pub fn position(&self, ply: usize) -> Option<&Position> {
        match ply {
            0 => Some(&self.start),
            k => self.steps.get(k - 1).map(|s| &s.after),
        }
    }

    /// The last position reached.
    pub fn last(&self) -> &Position {
        self.steps.last().map_or(&self.start, |s| &s.after)
    }

    /// Moves played.
    pub fn plies(&self) -> usize {
        self.steps.len()
    }
}

/// A side of the board as a referee names it: by seat, or by the players of
/// the round (`first` / `second`, which depend on who started the set).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SideName {
    South,
    North,
    First,
    Second,
}

impl SideName {
    /// The seat, given who started (sat South in) the set.
    pub fn seat(self, starts: Who) -> Player {
        let who = match self {
            SideName::South => return Player::South,
            SideName::North => return Player::North,
            SideName::First => Who::First,
            SideName::Second => Who::Second,
        };
        if who == starts {
            Player::South
        } else {
            Player::North
        }
    }

    fn parse(s: &str) -> Option<SideName> {
        match s.trim().to_ascii_lowercase().as_str() {
            "south" | "s" => Some(SideName::South),
            "north" | "n" => Some(SideName::North),
            "first" => Some(SideName::First),
            "second" => Some(SideName::Second),
            _ => None,
        }
    }
}

crate::messages! {
    /// Why `hakem replay` refused what it was asked.
    pub enum ReplayRefusal {
        /// `--set` names a set the record does not have.
        SetOutOfRange { set: usize, file: String, sets: usize } = "replay-set-out-of-range",
        /// The record's game is entered by results: it has no moves.
        ResultsOnly { file: String, variant: String } = "replay-results-only",
        /// A grid set entered by its result.
        GridSetByResult { file: String, set: usize } = "replay-grid-set-by-result",
        /// `--count` names a pit the board does not have.
        NoSuchPit { place: String, pit: u32, pits: u8 } = "replay-no-such-pit",
        /// `--at`, `--from` or `--to` past the end of a record's set.
        PastSet { flag: String, k: usize, set: usize, file: String, moves: usize } = "replay-past-set",
        /// The same, past the moves of `--moves`.
        PastMoves { flag: String, k: usize, moves: usize } = "replay-past-moves",
        /// `--from` after `--to`.
        EmptyRange { from: usize, to: usize } = "replay-empty-range",
        /// `--large` with `--format json`.
        LargeNoJson = "replay-large-no-json",
        /// A sowing option given for a grid game.
        NotForGrid { flag: String, rules: String } = "replay-not-for-grid",
        /// `--count` not understood as a place.
        NotAPlace { given: String } = "replay-not-a-place",
    }
}

/// What `--count` asks about: a pit (`north:4`) or a store (`store:south`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountSpec {
    Pit(SideName, u32),
    Store(SideName),
}

impl FromStr for CountSpec {
    type Err = crate::error::BadValue;

    fn from_str(s: &str) -> Result<CountSpec, crate::error::BadValue> {
        let bad = || {
            crate::error::BadValue(
                ReplayRefusal::NotAPlace {
                    given: s.to_string(),
                }
                .into(),
            )
        };
        let (a, b) = s.split_once(':').ok_or_else(bad)?;
        let (a, b) = (a.trim(), b.trim());
        if a.eq_ignore_ascii_case("store") {
            return SideName::parse(b).map(CountSpec::Store).ok_or_else(bad);
        }
        if b.eq_ignore_ascii_case("store") {
            return SideName::parse(a).map(CountSpec::Store).ok_or_else(bad);
        }
        let side = SideName::parse(a).ok_or_else(bad)?;
        let pit = b.parse::<u32>().map_err(|_| bad())?;
        Ok(CountSpec::Pit(side, pit))
    }
}

impl SideName {
    /// A side as a scorer types it, in Turkish or English: a seat
    /// (`south`/`güney`, `north`/`kuzey`, their board letters `s`/`g`,
    /// `n`/`k`) or a player (`first`/`birinci`).
    fn typed(s: &str) -> Option<SideName> {
        match typed::fold(s).as_str() {
            "south" | "s" | "guney" | "g" => Some(SideName::South),
            "north" | "n" | "kuzey" | "k" => Some(SideName::North),
            w => typed::player(w).map(|who| match who {
                Who::First => SideName::First,
                Who::Second => SideName::Second,
            }),
        }
    }
}

impl CountSpec {
    /// A place to count as a scorer types it (`hakem live`), in Turkish or
    /// English: `SIDE:PIT` (`kuzey:4`), the board's own label (`K4`, `S5`),
    /// `store:SIDE` or `SIDE:store` (`hazine:güney`), or a side alone for
    /// its store, as the store's box is labelled on the screen.
    pub fn typed(s: &str) -> Option<CountSpec> {
        let is_store = |s: &str| matches!(typed::fold(s).as_str(), "store" | "hazine");
        let s = s.trim();
        if let Some((a, b)) = s.split_once(':') {
            if is_store(a) {
                return SideName::typed(b).map(CountSpec::Store);
            }
            if is_store(b) {
                return SideName::typed(a).map(CountSpec::Store);
            }
            return Some(CountSpec::Pit(SideName::typed(a)?, b.trim().parse().ok()?));
        }
        let digits = s.find(|c: char| c.is_ascii_digit());
        match digits {
            Some(i) if i > 0 => {
                let (letters, number) = s.split_at(i);
                Some(CountSpec::Pit(
                    SideName::typed(letters)?,
                    number.parse().ok()?,
                ))
            }
            Some(_) => None,
            None => SideName::typed(s).map(CountSpec::Store),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn count_specs() {
        assert_eq!(
            "north:4".parse::<CountSpec>().ok(),
            Some(CountSpec::Pit(SideName::North, 4))
        );
        assert_eq!(
            "first:3".parse::<CountSpec>().ok(),
            Some(CountSpec::Pit(SideName::First, 3))
        );
        assert_eq!(
            "store:north".parse::<CountSpec>().ok(),
            Some(CountSpec::Store(SideName::North))
        );
        assert_eq!(
            "South:store".parse::<CountSpec>().ok(),
            Some(CountSpec::Store(SideName::South))
        );
        assert!("west:9".parse::<CountSpec>().is_err());
        assert!("north".parse::<CountSpec>().is_err());
        assert!("north:x".parse::<CountSpec>().is_err());
        assert!("store:".parse::<CountSpec>().is_err());
    }

    #[test]
    fn first_and_second_follow_the_starter() {
        assert_eq!(SideName::First.seat(Who::First), Player::South);
        assert_eq!(SideName::First.seat(Who::Second), Player::North);
        assert_eq!(SideName::Second.seat(Who::Second), Player::South);
    }

    #[test]
    fn places_as_a_scorer_types_them() {
        use CountSpec::{Pit, Store};
        use SideName::{First, North, Second, South};
        assert_eq!(CountSpec::typed("kuzey:4"), Some(Pit(North, 4)));
        assert_eq!(CountSpec::typed("Güney:2"), Some(Pit(South, 2)));
        assert_eq!(CountSpec::typed("guney:2"), Some(Pit(South, 2)));
        assert_eq!(CountSpec::typed("K4"), Some(Pit(North, 4)));
        assert_eq!(CountSpec::typed("g6"), Some(Pit(South, 6)));
        assert_eq!(CountSpec::typed("N4"), Some(Pit(North, 4)));
        assert_eq!(CountSpec::typed("S5"), Some(Pit(South, 5)));
        assert_eq!(CountSpec::typed("ikinci:3"), Some(Pit(Second, 3)));
        assert_eq!(CountSpec::typed("first:1"), Some(Pit(First, 1)));
        assert_eq!(CountSpec::typed("hazine:kuzey"), Some(Store(North)));
        assert_eq!(CountSpec::typed("south:store"), Some(Store(South)));
        assert_eq!(CountSpec::typed("Kuzey"), Some(Store(North)));
        assert_eq!(CountSpec::typed("west:2"), None);
        assert_eq!(CountSpec::typed("4"), None);
        assert_eq!(CountSpec::typed("K"), Some(Store(North)));
        assert_eq!(CountSpec::typed("kuzey:x"), None);
    }
}
