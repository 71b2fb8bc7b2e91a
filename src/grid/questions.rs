//! A grid ruleset answered question by question: one describing function
//! per rule question, the only place where a [`GridRules`] field becomes a
//! message for `hakem compare` and `hakem variants`. No game name appears
//! here; the words are in `locales/*/analysis.ftl`.

use crate::grid::notation::cell_name;
use crate::grid::rules::{Count, GridRules, LineWinner};
use crate::words::{Message, Msg};

crate::messages! {
    /// The rule questions of a grid ruleset: the labels of `hakem
    /// compare`'s rows.
    pub enum GridQuestionLabel {
        Board = "grid-rules-q-board",
        Start = "grid-rules-q-start",
        Placement = "grid-rules-q-placement",
        Pass = "grid-rules-q-pass",
        Turn = "grid-rules-q-turn",
        Directions = "grid-rules-q-directions",
        EmptyBlock = "grid-rules-q-empty-block",
        Line = "grid-rules-q-line",
        Both = "grid-rules-q-both",
        OpponentOnly = "grid-rules-q-opponent-only",
        NoLine = "grid-rules-q-no-line",
    }
}

crate::messages! {
    /// How a grid ruleset answers a rule question.
    pub enum GridAnswer {
        /// The question does not arise under these rules.
        NotInRules = "grid-rules-none",
        Board { n: u8 } = "grid-rules-board",
        BoardBlocks { n: u8, blocks: u8, block: u8 } = "grid-rules-board-blocks",
        /// Cell names, as the notation writes them.
        Cells { list: String } = "grid-rules-cells",
        NoCells = "grid-rules-no-cells",
        StartEmpty = "grid-rules-start-empty",
        Start { black: Msg, white: Msg } = "grid-rules-start",
        PlaceOutflank = "grid-rules-place-outflank",
        PlaceAnywhere = "grid-rules-place-anywhere",
        PassWithNoMove = "grid-rules-pass-with-no-move",
        PassNever = "grid-rules-pass-never",
        TurnBlock { block: u8 } = "grid-rules-turn-block",
        NothingTurns = "grid-rules-nothing-turns",
        BothWays = "grid-rules-both-ways",
        ClockwiseOnly = "grid-rules-clockwise-only",
        CounterclockwiseOnly = "grid-rules-counterclockwise-only",
        EmptyBlockTurns = "grid-rules-empty-block-turns",
        EmptyBlockStays = "grid-rules-empty-block-stays",
        Line { length: u8 } = "grid-rules-line",
        NoLines = "grid-rules-no-lines",
        MoverWins = "grid-rules-mover-wins",
        OpponentWins = "grid-rules-opponent-wins",
        Draw = "grid-rules-draw",
        MostStones = "grid-rules-most-stones",
    }
}

/// A rule question and how a grid ruleset answers it.
pub struct GridQuestion {
    /// The ruleset key (docs/rulesets.md, "Grid games") the answer comes from.
    pub key: &'static str,
    pub label: GridQuestionLabel,
    pub describe: fn(&GridRules) -> Msg,
}

/// Every grid rule question, in table order.
pub const GRID_QUESTIONS: &[GridQuestion] = &[
    GridQuestion {
        key: "board.size",
        label: GridQuestionLabel::Board,
        describe: board,
    },
    GridQuestion {
        key: "board.black/white",
        label: GridQuestionLabel::Start,
        describe: start,
    },
    GridQuestion {
        key: "place.outflank",
        label: GridQuestionLabel::Placement,
        describe: placement,
    },
    GridQuestion {
        key: "pass (place.outflank)",
        label: GridQuestionLabel::Pass,
        describe: pass,
    },
    GridQuestion {
        key: "turn.block",
        label: GridQuestionLabel::Turn,
        describe: turn,
    },
    GridQuestion {
        key: "turn.directions",
        label: GridQuestionLabel::Directions,
        describe: directions,
    },
    GridQuestion {
        key: "turn.empty_block",
        label: GridQuestionLabel::EmptyBlock,
        describe: empty_block,
    },
    GridQuestion {
        key: "line.length",
        label: GridQuestionLabel::Line,
        describe: line,
    },
    GridQuestion {
        key: "line.both",
        label: GridQuestionLabel::Both,
        describe: both,
    },
    GridQuestion {
        key: "line.opponent_only",
        label: GridQuestionLabel::OpponentOnly,
        describe: opponent_only,
    },
    GridQuestion {
        key: "end.no_line",
        label: GridQuestionLabel::NoLine,
        describe: no_line,
    },
];

use GridAnswer as A;

fn board(r: &GridRules) -> Msg {
    let n = r.size();
    match r.turn() {
        Some(t) => A::BoardBlocks {
            n,
            blocks: (n / t.block) * (n / t.block),
            block: t.block,
        },
        None => A::Board { n },
    }
    .msg()
}

fn cells(bits: u64, size: u8) -> Msg {
    let names: Vec<String> = (0..size * size)
        .filter(|c| bits >> c & 1 != 0)
        .map(|c| cell_name(c, size))
        .collect();
    if names.is_empty() {
        A::NoCells
    } else {
        A::Cells {
            list: names.join(" "),
        }
    }
    .msg()
}

fn start(r: &GridRules) -> Msg {
    let (black, white) = r.start();
    if black | white == 0 {
        return A::StartEmpty.msg();
    }
    A::Start {
        black: cells(black, r.size()),
        white: cells(white, r.size()),
    }
    .msg()
}

fn placement(r: &GridRules) -> Msg {
    if r.outflank() {
        A::PlaceOutflank
    } else {
        A::PlaceAnywhere
    }
    .msg()
}

fn pass(r: &GridRules) -> Msg {
    if r.outflank() {
        A::PassWithNoMove
    } else {
        A::PassNever
    }
    .msg()
}

fn turn(r: &GridRules) -> Msg {
    match r.turn() {
        Some(t) => A::TurnBlock { block: t.block },
        None => A::NothingTurns,
    }
    .msg()
}

fn directions(r: &GridRules) -> Msg {
    match r.turn() {
        Some(t) => match (t.clockwise, t.counterclockwise) {
            (true, true) => A::BothWays,
            (true, false) => A::ClockwiseOnly,
            _ => A::CounterclockwiseOnly,
        },
        None => A::NotInRules,
    }
    .msg()
}

fn empty_block(r: &GridRules) -> Msg {
    match r.turn() {
        Some(t) if t.empty_block => A::EmptyBlockTurns,
        Some(_) => A::EmptyBlockStays,
        None => A::NotInRules,
    }
    .msg()
}

fn line(r: &GridRules) -> Msg {
    match r.line() {
        Some(l) => A::Line { length: l.length },
        None => A::NoLines,
    }
    .msg()
}

fn winner(w: LineWinner) -> Msg {
    match w {
        LineWinner::Mover => A::MoverWins,
        LineWinner::Opponent => A::OpponentWins,
        LineWinner::Draw => A::Draw,
    }
    .msg()
}

fn both(r: &GridRules) -> Msg {
    r.line()
        .map_or_else(|| A::NotInRules.msg(), |l| winner(l.both))
}

fn opponent_only(r: &GridRules) -> Msg {
    r.line()
        .map_or_else(|| A::NotInRules.msg(), |l| winner(l.opponent_only))
}

fn no_line(r: &GridRules) -> Msg {
    match r.count() {
        Count::MostStones => A::MostStones,
        Count::Draw => A::Draw,
    }
    .msg()
}
