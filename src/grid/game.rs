//! Playing a grid game: a position, the moves that are legal in it, and
//! what a move does (placement, outflanked stones turned, a block turned,
//! lines judged once the move is complete, the end).

use super::board::{Color, Stones};
pub use super::moves::{GridMove, Turn};
use super::rules::{Count, GridRules, LineWinner};

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// The mover made a line (the opponent none).
    Line,
    /// Both colours have a line after the move.
    BothLines,
    /// Only the opponent has a line after the move.
    OpponentLine,
    /// Every cell is taken.
    FullBoard,
    /// Neither player can place a stone (both would pass).
    NoMoves,
}

impl EndReason {
    pub fn code(self) -> &'static str {
        match self {
            EndReason::Line => "line",
            EndReason::BothLines => "both-lines",
            EndReason::OpponentLine => "opponent-line",
            EndReason::FullBoard => "full-board",
            EndReason::NoMoves => "no-moves",
        }
    }
}

crate::messages! {
    /// How a grid game ended, in words (`locales/*/game.ftl`): `color` is
    /// the colour of the last mover, `n` the stones a line needs.
    pub enum EndMessage {
        Line { color: Color, n: u8 } = "game-grid-end-line",
        BothLines { color: Color, n: u8 } = "game-grid-end-both-lines",
        OpponentLine { color: Color, n: u8 } = "game-grid-end-opponent-line",
        FullBoard = "game-grid-end-full-board",
        NoMoves = "game-grid-end-no-moves",
    }
}

impl EndReason {
    /// The end in words: `mover` made the last move, `n` stones in a row
    /// win (0 where the rules have no line).
    pub fn message(self, mover: Color, n: u8) -> EndMessage {
        let color = mover;
        match self {
            EndReason::Line => EndMessage::Line { color, n },
            EndReason::BothLines => EndMessage::BothLines { color, n },
            EndReason::OpponentLine => EndMessage::OpponentLine { color, n },
            EndReason::FullBoard => EndMessage::FullBoard,
            EndReason::NoMoves => EndMessage::NoMoves,
        }
    }
}

// A colour said alone: "black" / "siyah".
crate::message_ids!(Color {
    Black = "game-color-black",
    White = "game-color-white",
});

// A colour as a Fluent selector's case.
crate::choices!(Color {
    Black = "black",
    White = "white",
});

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct End {
    /// `None`: a draw.
    pub winner: Option<Color>,
    pub reason: EndReason,
}

/// Why a move is refused; the position is left as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// The cell is not on the board.
    OffBoard,
    /// The cell holds a stone.
    Occupied,
    /// The stone would outflank nothing.
    NoOutflank,
    /// A pass while the player can place a stone (`moves` cells).
    PassWithMoves { moves: u32 },
    /// The rules turn a block after each placement; none is written.
    TurnMissing,
    /// A turn written where the rules turn no block.
    TurnNotInRules,
    /// No block with that number (`blocks` on the board).
    NoSuchBlock { blocks: u8 },
    /// A direction the rules do not allow (`clockwise` as written).
    DirectionNotAllowed { clockwise: bool },
    /// The block holds no stone (after the placement) and the rules forbid
    /// turning an empty block.
    EmptyBlock,
}

impl Illegal {
    pub fn code(self) -> &'static str {
        match self {
            Illegal::GameOver => "game-over",
            Illegal::OffBoard => "off-board",
            Illegal::Occupied => "occupied",
            Illegal::NoOutflank => "no-outflank",
            Illegal::PassWithMoves { .. } => "pass-with-moves",
            Illegal::TurnMissing => "turn-missing",
            Illegal::TurnNotInRules => "turn-not-in-rules",
            Illegal::NoSuchBlock { .. } => "no-such-quadrant",
            Illegal::DirectionNotAllowed { .. } => "direction-not-allowed",
            Illegal::EmptyBlock => "empty-quadrant",
        }
    }
}

crate::messages! {
    /// Why a grid move is refused, in words: `cell` as the board names it
    /// (`c4`), `quadrant` numbered from 1.
    pub enum IllegalMessage {
        GameOver = "game-grid-illegal-game-over",
        OffBoard { cell: String } = "game-grid-illegal-off-board",
        Occupied { cell: String } = "game-grid-illegal-occupied",
        NoOutflank { cell: String } = "game-grid-illegal-no-outflank",
        PassWithMoves { moves: u32 } = "game-grid-illegal-pass-with-moves",
        TurnMissing = "game-grid-illegal-turn-missing",
        TurnNotInRules = "game-grid-illegal-turn-not-in-rules",
        NoSuchBlock { quadrant: u8, blocks: u8 } = "game-grid-illegal-no-such-quadrant",
        /// A counterclockwise turn where the rules turn clockwise only.
        CounterclockwiseTurn = "game-grid-illegal-counterclockwise",
        /// A clockwise turn where the rules turn counterclockwise only.
        ClockwiseTurn = "game-grid-illegal-clockwise",
        EmptyBlock { quadrant: u8 } = "game-grid-illegal-empty-quadrant",
    }
}

impl Illegal {
    /// Why the move is refused, in words: `cell` and `quadrant` as the move
    /// names them.
    pub fn message(self, cell: &str, quadrant: u8) -> IllegalMessage {
        let cell = cell.to_string();
        match self {
            Illegal::GameOver => IllegalMessage::GameOver,
            Illegal::OffBoard => IllegalMessage::OffBoard { cell },
            Illegal::Occupied => IllegalMessage::Occupied { cell },
            Illegal::NoOutflank => IllegalMessage::NoOutflank { cell },
            Illegal::PassWithMoves { moves } => IllegalMessage::PassWithMoves { moves },
            Illegal::TurnMissing => IllegalMessage::TurnMissing,
            Illegal::TurnNotInRules => IllegalMessage::TurnNotInRules,
            Illegal::NoSuchBlock { blocks } => IllegalMessage::NoSuchBlock { quadrant, blocks },
            Illegal::DirectionNotAllowed { clockwise: false } => {
                IllegalMessage::CounterclockwiseTurn
            }
            Illegal::DirectionNotAllowed { clockwise: true } => IllegalMessage::ClockwiseTurn,
            Illegal::EmptyBlock => IllegalMessage::EmptyBlock { quadrant },
        }
    }
}

/// What a move did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    pub mover: Color,
    pub mv: GridMove,
    /// Stones outflanked and turned to the mover's colour.
    pub flipped: u32,
    /// Whether black and white (in that order) have a line after the move.
    pub lines: [bool; 2],
    pub end: Option<End>,
}

/// A position: the stones, who moves, and the end once reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    stones: Stones,
    to_move: Color,
    end: Option<(Option<Color>, EndReasonKey)>,
}

/// `EndReason` is not `Hash`; the position keeps its index.
type EndReasonKey = u8;

const REASONS: [EndReason; 5] = [
    EndReason::Line,
    EndReason::BothLines,
    EndReason::OpponentLine,
    EndReason::FullBoard,
    EndReason::NoMoves,
];

impl Position {
    /// The starting position: the ruleset's stones, Black to move.
    pub fn start(rules: &GridRules) -> Position {
        let (black, white) = rules.start();
        Position {
            stones: Stones { black, white },
            to_move: Color::Black,
            end: None,
        }
    }

    pub fn stones(&self) -> Stones {
        self.stones
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn end(&self) -> Option<End> {
        self.end.map(|(winner, r)| End {
            winner,
            reason: REASONS[r as usize],
        })
    }

    pub fn count(&self, c: Color) -> u32 {
        self.stones.of(c).count_ones()
    }

    /// The cells where `who` may place a stone (a turn still to choose).
    pub fn placements(&self, rules: &GridRules, who: Color) -> u64 {
        let g = rules.geometry();
        let (own, theirs) = (self.stones.of(who), self.stones.of(who.other()));
        if rules.outflank() {
            g.outflanking(own, theirs)
        } else {
            g.all() & !(own | theirs)
        }
    }

    /// Every legal move of the player to move (none once the game is over;
    /// a pass alone when no stone can be placed).
    pub fn legal_moves(&self, rules: &GridRules) -> Vec<GridMove> {
        if self.end.is_some() {
            return Vec::new();
        }
        let cells = self.placements(rules, self.to_move);
        if cells == 0 {
            return vec![GridMove::Pass];
        }
        let mut moves = Vec::new();
        let mut bits = cells;
        while bits != 0 {
            let cell = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            match rules.turn() {
                None => moves.push(GridMove::Place { cell, turn: None }),
                Some(_) => {
                    for block in 0..rules.geometry().blocks() as u8 {
                        for clockwise in [true, false] {
                            let mv = GridMove::Place {
                                cell,
                                turn: Some(Turn { block, clockwise }),
                            };
                            if self.check(rules, mv).is_ok() {
                                moves.push(mv);
                            }
                        }
                    }
                }
            }
        }
        moves
    }

    /// Whether `mv` is legal here, and the stones it outflanks.
    fn check(&self, rules: &GridRules, mv: GridMove) -> Result<u64, Illegal> {
        if self.end.is_some() {
            return Err(Illegal::GameOver);
        }
        let g = rules.geometry();
        let me = self.to_move;
        let (own, theirs) = (self.stones.of(me), self.stones.of(me.other()));
        match mv {
            GridMove::Pass => match self.placements(rules, me).count_ones() {
                0 => Ok(0),
                moves => Err(Illegal::PassWithMoves { moves }),
            },
            GridMove::Place { cell, turn } => {
                if cell >= g.cells() {
                    return Err(Illegal::OffBoard);
                }
                let bit = 1u64 << cell;
                if (own | theirs) & bit != 0 {
                    return Err(Illegal::Occupied);
                }
                let flips = if rules.outflank() {
                    match g.flips(cell, own, theirs) {
                        0 => return Err(Illegal::NoOutflank),
                        f => f,
                    }
                } else {
                    0
                };
                match (rules.turn(), turn) {
                    (None, None) => {}
                    (None, Some(_)) => return Err(Illegal::TurnNotInRules),
                    (Some(_), None) => return Err(Illegal::TurnMissing),
                    (Some(rule), Some(t)) => {
                        if usize::from(t.block) >= g.blocks() {
                            return Err(Illegal::NoSuchBlock {
                                blocks: g.blocks() as u8,
                            });
                        }
                        let allowed = if t.clockwise {
                            rule.clockwise
                        } else {
                            rule.counterclockwise
                        };
                        if !allowed {
                            return Err(Illegal::DirectionNotAllowed {
                                clockwise: t.clockwise,
                            });
                        }
                        let after = own | theirs | bit;
                        if !rule.empty_block && after & g.block_mask(usize::from(t.block)) == 0 {
                            return Err(Illegal::EmptyBlock);
                        }
                    }
                }
                Ok(flips)
            }
        }
    }

    /// Plays `mv`; on a refusal the position is unchanged.
    pub fn play(&mut self, rules: &GridRules, mv: GridMove) -> Result<Played, Illegal> {
        let flips = self.check(rules, mv)?;
        let me = self.to_move;
        let mut played = Played {
            mover: me,
            mv,
            flipped: flips.count_ones(),
            lines: [false; 2],
            end: None,
        };
        let GridMove::Place { cell, turn } = mv else {
            self.to_move = me.other();
            return Ok(played);
        };
        let g = rules.geometry();
        let mut own = self.stones.of(me) | flips | (1u64 << cell);
        let mut theirs = self.stones.of(me.other()) & !flips;
        if let Some(t) = turn {
            own = g.turn(own, usize::from(t.block), t.clockwise);
            theirs = g.turn(theirs, usize::from(t.block), t.clockwise);
        }
        self.stones.set(me, own);
        self.stones.set(me.other(), theirs);
        self.to_move = me.other();

        let mut end = None;
        if let Some(line) = rules.line() {
            // A line already whole had ended the game: any line now was
            // made by this move.
            let (mine, other) = (g.has_line_anywhere(own), g.has_line_anywhere(theirs));
            played.lines[me.index()] = mine;
            played.lines[me.other().index()] = other;
            let winner = |w: LineWinner| match w {
                LineWinner::Mover => Some(me),
                LineWinner::Opponent => Some(me.other()),
                LineWinner::Draw => None,
            };
            end = match (mine, other) {
                (true, true) => Some(End {
                    winner: winner(line.both),
                    reason: EndReason::BothLines,
                }),
                (true, false) => Some(End {
                    winner: Some(me),
                    reason: EndReason::Line,
                }),
                (false, true) => Some(End {
                    winner: winner(line.opponent_only),
                    reason: EndReason::OpponentLine,
                }),
                (false, false) => None,
            };
        }
        if end.is_none() {
            let full = (own | theirs) == g.all();
            let stuck = full
                || (self.placements(rules, me) == 0 && self.placements(rules, me.other()) == 0);
            if stuck {
                end = Some(End {
                    winner: self.counted(rules),
                    reason: if full {
                        EndReason::FullBoard
                    } else {
                        EndReason::NoMoves
                    },
                });
            }
        }
        if let Some(e) = end {
            let key = REASONS.iter().position(|r| *r == e.reason).unwrap_or(0) as u8;
            self.end = Some((e.winner, key));
        }
        played.end = end;
        Ok(played)
    }

    /// The winner of a game that ended without a line.
    fn counted(&self, rules: &GridRules) -> Option<Color> {
        match rules.count() {
            Count::Draw => None,
            Count::MostStones => {
                let (b, w) = (self.count(Color::Black), self.count(Color::White));
                match b.cmp(&w) {
                    std::cmp::Ordering::Greater => Some(Color::Black),
                    std::cmp::Ordering::Less => Some(Color::White),
                    std::cmp::Ordering::Equal => None,
                }
            }
        }
    }
}
