//! The words of grid games (Reversi, Pentago) in checks and replays:
//! colours, refused moves, how a game ended. Each line is a typed message
//! of `locales/*/game.ftl`; the functions keep the signatures the reports,
//! sheets and live call them by, and add the lines' indentation.

use crate::grid::{Color, EndReason, GridRules};
use crate::referee::grid_sets::{GridMoveError, Refusal};
use crate::ruleset::Language;
use crate::words::{Message, Words};

crate::messages! {
    /// The lines of a grid set's check and replay.
    pub enum GridLine {
        /// "Set 2 (moves): black Zeynep Kaya, white Emre Şahin".
        SetHeading { set: usize, black: String, white: String } = "game-grid-set-heading",
        /// `inferred`: the passes left out of the record and inferred.
        MovesPlayed { plies: usize, inferred: usize } = "game-grid-moves-played",
        /// `how`: the end in words ([`end`]).
        Ended { how: String } = "game-grid-ended",
        Stones { black: u32, white: u32 } = "game-grid-stones",
        ClosingPasses { n: usize } = "game-grid-closing-passes",
        Winner { color: Color, name: String } = "game-grid-winner",
        Draw = "game-grid-draw",
        Timeout { name: String } = "game-grid-timeout",
        /// `result`: the result entered beside moves that stop early.
        Unfinished { result: Option<String> } = "game-grid-unfinished",
        ClaimAgrees { claimed: String } = "game-grid-claim-agrees",
        ClaimDisagrees { claimed: String } = "game-grid-claim-disagrees",
        /// `at`: where the move is written (" (r.toml:14:20)"), or nothing;
        /// `reason`: why, in words ([`refusal`]).
        Refused { index: usize, text: String, color: Color, name: String, at: String, reason: String } = "game-grid-refused",
        BoardBefore { index: usize, color: Color } = "game-grid-board-before",
        /// `ply`: none for the starting position; `color`: who moves, none
        /// once the game is over.
        BoardAfter { ply: Option<usize>, color: Option<Color> } = "game-grid-board-after",
        ReplayHeading { set: usize, ruleset: String, black: String, white: String } = "game-grid-replay-heading",
        /// A replay of moves given on the command line.
        ReplayHeadingMoves { ruleset: String } = "game-grid-replay-heading-moves",
        /// One ply of the narrative after its number: `flipped` stones
        /// turned, `inferred` a pass not written.
        Ply { color: Color, text: String, flipped: u32, inferred: bool } = "game-grid-ply",
    }
}

/// A line of a set's check, indented under its heading.
fn indented(lang: Language, line: &impl Message) -> String {
    format!("  {}", Words::new(lang).say(line))
}

/// A colour: "black" / "siyah".
pub fn color(lang: Language, c: Color) -> &'static str {
    super::facts::kept(Words::new(lang), &c)
}

/// "Set 2 (moves): black Zeynep Kaya, white Emre Şahin"
pub fn set_heading(lang: Language, number: usize, black: &str, white: &str) -> String {
    Words::new(lang).say(&GridLine::SetHeading {
        set: number,
        black: black.to_string(),
        white: white.to_string(),
    })
}

/// "31 moves played (1 pass inferred)"
pub fn moves_played(lang: Language, plies: usize, inferred: usize) -> String {
    indented(lang, &GridLine::MovesPlayed { plies, inferred })
}

/// How the game ended.
pub fn end(lang: Language, reason: EndReason, mover: Color, rules: &GridRules) -> String {
    end_in_rows(lang, reason, mover, rules.line().map_or(0, |l| l.length))
}

/// [`end`] with the line's length given (`n` stones in a row win).
pub fn end_in_rows(lang: Language, reason: EndReason, mover: Color, n: u8) -> String {
    Words::new(lang).say(&reason.message(mover, n))
}

pub fn ended(lang: Language, how: &str) -> String {
    indented(
        lang,
        &GridLine::Ended {
            how: how.to_string(),
        },
    )
}

pub fn discs(lang: Language, black: u32, white: u32) -> String {
    indented(lang, &GridLine::Stones { black, white })
}

pub fn closing_passes(lang: Language, n: usize) -> String {
    indented(lang, &GridLine::ClosingPasses { n })
}

/// "Winner: black (Zeynep Kaya)" / "A draw"
pub fn winner(lang: Language, who: Option<(Color, &str)>) -> String {
    match who {
        Some((color, name)) => indented(
            lang,
            &GridLine::Winner {
                color,
                name: name.to_string(),
            },
        ),
        None => indented(lang, &GridLine::Draw),
    }
}

pub fn timeout(lang: Language, name: &str) -> String {
    indented(
        lang,
        &GridLine::Timeout {
            name: name.to_string(),
        },
    )
}

pub fn unfinished(lang: Language, result: Option<&str>) -> String {
    indented(
        lang,
        &GridLine::Unfinished {
            result: result.map(str::to_string),
        },
    )
}

pub fn claim(lang: Language, claimed: &str, ok: bool) -> String {
    let claimed = claimed.to_string();
    match ok {
        true => indented(lang, &GridLine::ClaimAgrees { claimed }),
        false => indented(lang, &GridLine::ClaimDisagrees { claimed }),
    }
}

/// "Move 12 "c4 3ccw" by white (Emre Şahin) at r.toml:14:20 is refused: ..."
pub fn refused(lang: Language, e: &GridMoveError, name: &str, at: &str, reason: &str) -> String {
    indented(
        lang,
        &GridLine::Refused {
            index: e.index,
            text: e.text.clone(),
            color: e.mover,
            name: name.to_string(),
            at: at.to_string(),
            reason: reason.to_string(),
        },
    )
}

/// Why the move `text` is refused, in full (outside a record: `compare`).
pub fn refusal_of(lang: Language, text: &str, refusal: Refusal, rules: &GridRules) -> String {
    let start = crate::grid::Position::start(rules);
    let e = GridMoveError {
        index: 0,
        text: text.to_string(),
        mover: start.to_move(),
        refusal,
        before: start,
        span: None,
    };
    self::refusal(lang, &e, rules)
}

/// Why a move was refused, in full.
pub fn refusal(lang: Language, e: &GridMoveError, rules: &GridRules) -> String {
    Words::new(lang).say(&e.message(rules))
}

/// "Board before move 12 (white to move):"
pub fn board_before(lang: Language, index: usize, to_move: Color) -> String {
    indented(
        lang,
        &GridLine::BoardBefore {
            index,
            color: to_move,
        },
    )
}

/// "Board after move 12:" / the final board.
pub fn board_after(lang: Language, ply: Option<usize>, to_move: Option<Color>) -> String {
    Words::new(lang).say(&GridLine::BoardAfter {
        ply,
        color: to_move,
    })
}

/// "Set 2 (reversi): black Elif Yıldız, white Deniz Aydın"
pub fn replay_heading(
    lang: Language,
    number: usize,
    ruleset: &str,
    names: Option<&[String; 2]>,
) -> String {
    let ruleset = ruleset.to_string();
    Words::new(lang).say(&match names {
        Some([black, white]) => GridLine::ReplayHeading {
            set: number,
            ruleset,
            black: black.clone(),
            white: white.clone(),
        },
        None => GridLine::ReplayHeadingMoves { ruleset },
    })
}

/// One ply of the narrative: "12. white c4 3: 3 discs turned" (the pass
/// inferred said so).
pub fn ply_line(
    lang: Language,
    ply: usize,
    mover: Color,
    mv: &str,
    flipped: u32,
    inferred: bool,
) -> String {
    let line = Words::new(lang).say(&GridLine::Ply {
        color: mover,
        text: mv.to_string(),
        flipped,
        inferred,
    });
    format!("{ply:>3}. {line}")
}
