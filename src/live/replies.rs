//! What the line mode prints and the screen shows: each line a message of
//! `locales/*/live.ftl` (or a row of a board as drawn), made from what the
//! session decided and worded in the session's language where it is shown.

use super::command::ParseError;
use super::players::Whose;
use super::session::{Change, Judgement, NotThisGame, Refusal, Session, Undone};
use super::timer::clock_text;
use crate::engine::Player;
use crate::error::{Error, Failure, io_reason};
use crate::family::Color;
use crate::family::Count;
use crate::family::{GridMoveError, GridRefusal, GridSet};
use crate::record::{IncidentKind, WarningReason, Who};
use crate::referee::{ProblemCode, SetEnd, Winner};
use crate::report::family::board;
use crate::words::points;
use crate::words::{Arg, IntoArg, Message, Msg, Words};

/// One line of an answer: something said, or a row of a board drawn as
/// `check` and `replay` draw it (letters, digits and marks, no words).
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    Said(Msg),
    Drawn(String),
}

impl Line {
    /// The line in `words`.
    pub fn text(&self, words: Words) -> String {
        match self {
            Line::Said(m) => words.say(m),
            Line::Drawn(row) => row.clone(),
        }
    }
}

/// `message` as a line.
pub fn say(message: impl Into<Msg>) -> Line {
    Line::Said(message.into())
}

crate::messages! {
    /// A seat at the board.
    #[derive(Copy, Eq)]
    pub enum SeatName {
        South = "live-seat-south",
        North = "live-seat-north",
    }
}

crate::messages! {
    /// A colour of a grid game's stones.
    #[derive(Copy, Eq)]
    pub enum StoneColor {
        Black = "live-color-black",
        White = "live-color-white",
    }
}

crate::messages! {
    /// Why a warning is given.
    #[derive(Copy, Eq)]
    pub enum ReasonName {
        TouchMove = "live-reason-touch-move",
        IllegalMove = "live-reason-illegal-move",
        Conduct = "live-reason-conduct",
    }
}

said_inside!(SeatName, StoneColor, ReasonName);

impl SeatName {
    pub fn of(seat: Player) -> SeatName {
        match seat {
            Player::South => SeatName::South,
            Player::North => SeatName::North,
        }
    }
}

impl StoneColor {
    pub fn of(color: Color) -> StoneColor {
        match color {
            Color::Black => StoneColor::Black,
            Color::White => StoneColor::White,
        }
    }
}

impl ReasonName {
    pub fn of(reason: WarningReason) -> ReasonName {
        match reason {
            WarningReason::TouchMove => ReasonName::TouchMove,
            WarningReason::IllegalMove => ReasonName::IllegalMove,
            WarningReason::Conduct => ReasonName::Conduct,
        }
    }
}

/// A player by their order in the record (the choice `first` or
/// `second` of a Fluent selector).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Order(pub Who);

impl IntoArg for Order {
    fn to_arg(&self) -> Arg {
        Arg::Choice(self.0.key())
    }
}

crate::messages! {
    /// How a set ended (said inside `Reply::SetEnded`).
    pub enum SetEnding {
        /// A grid game's end, as the grid's words say it.
        Grid { how: Msg } = "live-end-grid",
        Timeout { whose: Whose } = "live-end-timeout",
        Warnings { name: String } = "live-end-warnings",
        Result = "live-end-result",
        Counted = "live-end-counted",
    }
}

crate::messages! {
    /// The round's result.
    pub enum RoundResult {
        Won { name: String } = "live-round-won",
        Drawn = "live-round-drawn",
        Incomplete = "live-round-incomplete",
    }
}

crate::messages! {
    /// What `undo` takes back (said inside `Reply::Undone` and the screen's
    /// question before it).
    pub enum UndoneWhat {
        Move { ply: usize, name: String, pit: u32 } = "live-undo-move",
        GridMove { ply: usize, name: String, text: String } = "live-undo-grid-move",
        Warning { reason: ReasonName, name: String } = "live-undo-warning",
        Timeout { name: String } = "live-undo-timeout",
        Claim = "live-undo-claim",
        NextSet { set: usize } = "live-undo-next-set",
    }
}

said_inside!(SetEnding, RoundResult, UndoneWhat);

crate::messages! {
    /// Every answer of the live program, line by line.
    pub enum Reply {
        /// The first line: the file, the game and its round's rules.
        Opened { path: String, title: String } = "live-reply-opened",
        ClockRestored = "live-reply-clock-restored",

        // Where the set stands.
        Status { set: usize, moves: usize } = "live-reply-status",
        Stores { first: String, first_stones: u16, second: String, second_stones: u16 } = "live-reply-stores",
        Warnings { first: String, first_warnings: u32, second: String, second_warnings: u32 } = "live-reply-warnings",
        Clock { first: String, first_left: String, second: String, second_left: String } = "live-reply-clock",
        GridStones {
            first: String,
            first_color: StoneColor,
            first_stones: u32,
            second: String,
            second_color: StoneColor,
            second_stones: u32,
        } = "live-reply-grid-stones",
        ToMove { name: String, seat: SeatName } = "live-reply-to-move",
        GridToMove { name: String, color: StoneColor } = "live-reply-grid-to-move",
        GridNoMove { name: String, color: StoneColor } = "live-reply-grid-no-move",
        /// A grid board's heading: after which move (`none`: the start),
        /// and whose move it is (`none`: the game is over).
        GridBoard { ply: Option<usize>, to_move: Option<StoneColor> } = "live-reply-grid-board",

        // How a set and the round ended.
        SetEnded { set: usize, how: Msg } = "live-reply-set-ended",
        FinalStores { first: String, first_stones: u16, second: String, second_stones: u16 } = "live-reply-final-stores",
        SetWinner { name: String, set: usize } = "live-reply-set-winner",
        SetDrawn { set: usize } = "live-reply-set-drawn",
        /// The signed stores, and whether they match the board's (`none`:
        /// not compared).
        Claimed { first: String, first_stones: u32, second: String, second_stones: u32, matches: Option<bool> } = "live-reply-claimed",
        ClaimPrompt { first: String, first_seat: SeatName, second: String, second_seat: SeatName } = "live-reply-claim-prompt",
        NextPrompt = "live-reply-next-prompt",
        RoundEnded { result: RoundResult } = "live-reply-round-ended",
        SetPoints { first: String, first_points: String, second: String, second_points: String } = "live-reply-set-points",
        RoundPoints { first: String, first_points: String, second: String, second_points: String } = "live-reply-round-points",
        /// The status line once the round is over: the winner's set
        /// points first.
        RoundStatus { set: usize, result: RoundResult, points: String, other_points: String } = "live-reply-round-status",
        Valid = "live-reply-valid",
        Invalid = "live-reply-invalid",

        // What a command did.
        Moved { ply: usize, name: String, pit: u32 } = "live-reply-moved",
        Captured { stones: u16 } = "live-reply-captured",
        ExtraTurn { name: String } = "live-reply-extra-turn",
        GridMoved { ply: usize, name: String, color: StoneColor, text: String } = "live-reply-grid-moved",
        GridTurned { discs: u32 } = "live-reply-grid-turned",
        Warned { name: String, reason: ReasonName, total: u32, limit: u32 } = "live-reply-warned",
        TimedOut { whose: Whose, stones: u16 } = "live-reply-timed-out",
        GridTimedOut { whose: Whose } = "live-reply-grid-timed-out",
        NextSet { set: usize, name: String } = "live-reply-next-set",
        GridNextSet { set: usize, name: String } = "live-reply-grid-next-set",
        NextUnsigned { set: usize } = "live-reply-next-unsigned",
        Undone { what: UndoneWhat } = "live-reply-undone",
        CountedPit { seat: SeatName, pit: u8, name: String, stones: u16 } = "live-reply-counted-pit",
        CountedStore { seat: SeatName, name: String, stones: u16 } = "live-reply-counted-store",
        ClockRunning { whose: Whose } = "live-reply-clock-running",
        ClockStopped = "live-reply-clock-stopped",
        SheetWritten { path: String } = "live-reply-sheet-written",

        // Why a command was refused.
        /// `why`: the illegal move as the game's words say it.
        RefusedMove { name: String, pit: u32, why: String } = "live-reply-refused-move",
        /// The command that gives the warning for the move just refused.
        WarnHint { who: Order } = "live-reply-warn-hint",
        /// The same on the screen, where it is one key.
        WarnHintKey = "live-reply-warn-hint-key",
        /// `why`: the grid's words for the refused move.
        GridRefused { name: String, color: StoneColor, text: String, why: Msg } = "live-reply-grid-refused",
        GridMustPass { name: String, color: StoneColor } = "live-reply-grid-must-pass",
        /// `why`: what the move's notation expected.
        GridNotAMove { why: Msg } = "live-reply-grid-not-a-move",
        NotThisGamePit = "live-reply-not-this-game-pit",
        NotThisGameCell = "live-reply-not-this-game-cell",
        NotThisGameCount = "live-reply-not-this-game-count",
        NotThisGameClaim = "live-reply-not-this-game-claim",
        Exempt { name: String, rules: String, reason: ReasonName } = "live-reply-exempt",
        NoRefusedMove = "live-reply-no-refused-move",
        SetOver = "live-reply-set-over",
        GridSetOver = "live-reply-grid-set-over",
        SetNotOver = "live-reply-set-not-over",
        RoundOver = "live-reply-round-over",
        IllegalInRecord { set: usize, index: usize } = "live-reply-illegal-in-record",
        NothingToUndo = "live-reply-nothing-to-undo",
        NoSuchPit { pit: u32, pits: u8 } = "live-reply-no-such-pit",
        NoTimer = "live-reply-no-timer",
        ChangedOnDisk { path: String } = "live-reply-changed-on-disk",
        Reloaded { path: String } = "live-reply-reloaded",
        ReloadedBoard { set: usize, moves: usize } = "live-reply-reloaded-board",
        SheetOverRecord = "live-reply-sheet-over-record",
        NotASheet { path: String } = "live-reply-not-a-sheet",
        /// Saving failed: why, as the error says it.
        Failed { why: Msg } = "live-reply-failed",
        /// A line that is not a command: why (a `ParseError`, `Overlong`).
        NotUnderstood { why: Msg } = "live-reply-not-understood",
        Overlong { max: u64 } = "live-reply-overlong",
    }
}

/// The first line: the file, the game and its round's rules.
pub fn opened(s: &Session) -> Line {
    say(Reply::Opened {
        path: s.path().display().to_string(),
        title: s.game_and_rules_title(),
    })
}

/// Where the set stands: its number and moves, the stores, the warnings,
/// the clock, and who is to move (or how the set ended).
pub fn status(s: &Session) -> Vec<Line> {
    let set = s.current();
    let grid = s.grid_set();
    let plies = grid.as_ref().map_or(set.plies, |g| g.plies.len());
    let [first, second] = names(s);
    let mut lines = vec![say(Reply::Status {
        set: set.number,
        moves: plies,
    })];
    match (s.position(), &grid) {
        (Some(position), _) => {
            let [a, b] = [Who::First, Who::Second].map(|w| position.store(set.seat(w)));
            lines.push(say(Reply::Stores {
                first: first.clone(),
                first_stones: a,
                second: second.clone(),
                second_stones: b,
            }));
        }
        (None, Some(g)) => lines.extend(grid_stones(s, g)),
        (None, None) => {}
    }
    lines.push(warnings(s));
    if let Some(timer) = s.timer() {
        let now = s.now();
        let [a, b] = [Who::First, Who::Second].map(|w| clock_text(timer.left(w, now)));
        lines.push(say(Reply::Clock {
            first,
            first_left: a,
            second,
            second_left: b,
        }));
    }
    match s.to_move() {
        Some(w) => lines.extend(to_move(s, w)),
        None => lines.extend(set_end(s)),
    }
    if s.verdict().round.complete {
        lines.extend(round_end(s));
    }
    lines
}

/// Both players' names (or their order, where the record names nobody).
fn names(s: &Session) -> [String; 2] {
    [Who::First, Who::Second].map(|w| s.name(w))
}

/// The warnings of the round so far.
fn warnings(s: &Session) -> Line {
    let [first, second] = names(s);
    let [a, b] = s.verdict().round.warnings;
    say(Reply::Warnings {
        first,
        first_warnings: a,
        second,
        second_warnings: b,
    })
}

/// "To move: Ayşe (South)", in a grid game with the colour, and the pass
/// due when that player has no move.
pub fn to_move(s: &Session, w: Who) -> Vec<Line> {
    let name = s.name(w);
    let (Some(rules), Some(g)) = (s.grid(), s.grid_set()) else {
        return vec![say(Reply::ToMove {
            name,
            seat: SeatName::of(s.current().seat(w)),
        })];
    };
    let color = StoneColor::of(g.position.to_move());
    let mut lines = vec![say(Reply::GridToMove {
        name: name.clone(),
        color,
    })];
    if g.position.placements(rules, g.position.to_move()) == 0 {
        lines.push(say(Reply::GridNoMove { name, color }));
    }
    lines
}

/// "Stones: Ayşe (black) 12, Mehmet (white) 9."
/// Said only where the stones decide the game (Reversi); Pentago's five
/// in a row does not count them.
fn grid_stones(s: &Session, g: &GridSet) -> Option<Line> {
    if s.grid()?.count() != Count::MostStones {
        return None;
    }
    let [first, second] = [Who::First, Who::Second].map(|w| {
        if g.black == w {
            Color::Black
        } else {
            Color::White
        }
    });
    Some(say(Reply::GridStones {
        first: s.name(Who::First),
        first_color: StoneColor::of(first),
        first_stones: g.position.count(first),
        second: s.name(Who::Second),
        second_color: StoneColor::of(second),
        second_stones: g.position.count(second),
    }))
}

/// The board of the set being played, as `check` and `replay` draw it,
/// under its heading.
pub fn grid_board(s: &Session) -> Vec<Line> {
    let (Some(rules), Some(g)) = (s.grid(), s.grid_set()) else {
        return Vec::new();
    };
    let mut lines = vec![say(Reply::GridBoard {
        ply: (!g.plies.is_empty()).then_some(g.plies.len()),
        to_move: g
            .end
            .is_none()
            .then(|| StoneColor::of(g.position.to_move())),
    })];
    lines.extend(
        board(rules, &g.position)
            .lines()
            .map(|row| Line::Drawn(row.to_string())),
    );
    lines
}

/// How the current set ended and who won it.
pub fn set_end(s: &Session) -> Vec<Line> {
    let set = s.current();
    let number = set.number;
    if let Some(e) = &set.error {
        return vec![say(Reply::IllegalInRecord {
            set: number,
            index: e.index,
        })];
    }
    let grid_end = match (s.grid(), s.grid_set()) {
        (Some(rules), Some(g)) => g
            .end
            .map(|e| {
                let mover = g.plies.last().map_or(Color::Black, |p| p.played.mover);
                SetEnding::Grid {
                    how: crate::report::family::end_message(e.reason, mover, rules),
                }
                .msg()
            })
            .or_else(|| {
                g.timeout
                    .map(|w| SetEnding::Timeout { whose: s.whose(w) }.msg())
            }),
        _ => None,
    };
    let how = match (grid_end, set.ended_by) {
        (Some(how), _) => how,
        (None, Some(SetEnd::Play(r))) => r.msg(),
        (None, Some(SetEnd::Timeout(w))) => SetEnding::Timeout { whose: s.whose(w) }.msg(),
        (None, Some(SetEnd::Warnings(w))) => SetEnding::Warnings { name: s.name(w) }.msg(),
        (None, Some(SetEnd::Result)) => SetEnding::Result.msg(),
        (None, Some(SetEnd::Counted)) => SetEnding::Counted.msg(),
        (None, None) => return Vec::new(),
    };
    let mut lines = vec![say(Reply::SetEnded { set: number, how })];
    if let Some([a, b]) = set.score {
        lines.push(say(Reply::FinalStores {
            first: s.name(Who::First),
            first_stones: a,
            second: s.name(Who::Second),
            second_stones: b,
        }));
    }
    if let Some(g) = s.grid_set() {
        lines.extend(grid_stones(s, &g));
    }
    match set.winner {
        Some(Winner::Player(w)) => lines.push(say(Reply::SetWinner {
            name: s.name(w),
            set: number,
        })),
        Some(Winner::Draw) => lines.push(say(Reply::SetDrawn { set: number })),
        None => {}
    }
    match set.claimed {
        Some(c) => lines.push(claimed(s, c.first, c.second, set.claimed_ok)),
        None if s.grid().is_some() => {}
        None => lines.push(say(Reply::ClaimPrompt {
            first: s.name(Who::First),
            first_seat: SeatName::of(set.seat(Who::First)),
            second: s.name(Who::Second),
            second_seat: SeatName::of(set.seat(Who::Second)),
        })),
    }
    if !s.verdict().round.complete {
        lines.push(say(Reply::NextPrompt));
    }
    lines
}

fn claimed(s: &Session, first: u32, second: u32, matches: Option<bool>) -> Line {
    say(Reply::Claimed {
        first: s.name(Who::First),
        first_stones: first,
        second: s.name(Who::Second),
        second_stones: second,
        matches,
    })
}

/// The round's result.
fn round_result(s: &Session) -> RoundResult {
    match s.verdict().round.winner {
        Some(Winner::Player(w)) => RoundResult::Won { name: s.name(w) },
        Some(Winner::Draw) => RoundResult::Drawn,
        None => RoundResult::Incomplete,
    }
}

/// The round's result, set points, round points and warnings.
pub fn round_end(s: &Session) -> Vec<Line> {
    let round = &s.verdict().round;
    let [first, second] = names(s);
    let [a, b] = round.set_points.map(points);
    let [c, d] = round.round_points.map(points);
    vec![
        say(Reply::RoundEnded {
            result: round_result(s),
        }),
        say(Reply::SetPoints {
            first: first.clone(),
            first_points: a,
            second: second.clone(),
            second_points: b,
        }),
        say(Reply::RoundPoints {
            first,
            first_points: c,
            second,
            second_points: d,
        }),
        warnings(s),
    ]
}

/// The status line once the round is over: the set it ended in, the
/// result, and the set points, the winner's first ("3. set bitti: Ayşe
/// Yılmaz turu kazandı, 2–1.").
pub fn round_status(s: &Session) -> Line {
    let round = &s.verdict().round;
    let [first, second] = round.set_points.map(points);
    let (points, other_points) = match round.winner {
        Some(Winner::Player(Who::Second)) => (second, first),
        _ => (first, second),
    };
    say(Reply::RoundStatus {
        set: s.current().number,
        result: round_result(s),
        points,
        other_points,
    })
}

/// What `check` says of the file: valid, or invalid (see the referee).
pub fn verdict(s: &Session) -> Line {
    say(if s.verdict().valid() {
        Reply::Valid
    } else {
        Reply::Invalid
    })
}

/// The answer to a command carried out, then the set's and the round's end
/// when the command brought them.
pub fn judgement(s: &Session, j: &Judgement) -> Vec<Line> {
    let mut lines = Vec::new();
    match &j.change {
        Change::Moved {
            who,
            pit,
            ply,
            outcome,
        } => {
            lines.push(say(Reply::Moved {
                ply: *ply,
                name: s.name(*who),
                pit: *pit,
            }));
            if outcome.captured() > 0 {
                lines.push(say(Reply::Captured {
                    stones: outcome.captured(),
                }));
            }
            if outcome.extra_turn && j.set_ended.is_none() {
                lines.push(say(Reply::ExtraTurn { name: s.name(*who) }));
            }
            if j.set_ended.is_none() {
                lines.extend(status(s).into_iter().skip(1).take(1));
                if let Some(w) = s.to_move() {
                    lines.extend(to_move(s, w));
                }
            }
        }
        Change::Placed {
            who,
            text,
            ply,
            played,
        } => {
            lines.push(say(Reply::GridMoved {
                ply: *ply,
                name: s.name(*who),
                color: StoneColor::of(played.mover),
                text: text.clone(),
            }));
            if played.flipped > 0 {
                lines.push(say(Reply::GridTurned {
                    discs: played.flipped,
                }));
            }
            if j.set_ended.is_none() {
                if let Some(g) = s.grid_set() {
                    lines.extend(grid_stones(s, &g));
                }
                if let Some(w) = s.to_move() {
                    lines.extend(to_move(s, w));
                }
            }
        }
        Change::Warned { who, reason } => {
            lines.push(say(Reply::Warned {
                name: s.name(*who),
                reason: ReasonName::of(*reason),
                total: s.verdict().round.warnings[*who as usize],
                limit: s.tournament().warning_limit(),
            }));
        }
        Change::TimedOut(who) => match s.position() {
            Some(position) => lines.push(say(Reply::TimedOut {
                whose: s.whose(*who),
                stones: position.store(s.current().seat(*who)),
            })),
            None => lines.push(say(Reply::GridTimedOut {
                whose: s.whose(*who),
            })),
        },
        Change::Claimed(c) => {
            lines.push(claimed(s, c.first, c.second, s.current().claimed_ok));
        }
        Change::NextSet { number, starts } => {
            let name = s.name(starts.unwrap_or(Who::First));
            lines.push(say(if s.grid().is_some() {
                Reply::GridNextSet { set: *number, name }
            } else {
                Reply::NextSet { set: *number, name }
            }));
            // Set up anyway (the sheet may come later), but said.
            let unsigned = s
                .verdict()
                .problems
                .iter()
                .any(|p| p.set + 1 == *number && p.code() == ProblemCode::ScoreNotSigned);
            if unsigned {
                lines.push(say(Reply::NextUnsigned { set: number - 1 }));
            }
            lines.extend(status(s));
        }
        Change::Undone(u) => {
            lines.push(say(Reply::Undone {
                what: undone_what(s, u),
            }));
            lines.extend(status(s));
        }
        Change::Counted { seat, pit, stones } => {
            let name = s.name(s.current().who(*seat));
            let seat = SeatName::of(*seat);
            lines.push(say(match pit {
                Some(pit) => Reply::CountedPit {
                    seat,
                    pit: *pit,
                    name,
                    stones: *stones,
                },
                None => Reply::CountedStore {
                    seat,
                    name,
                    stones: *stones,
                },
            }));
        }
        Change::Timer => lines.extend(clock(s)),
        Change::SheetWritten(path) => lines.push(say(Reply::SheetWritten {
            path: path.display().to_string(),
        })),
        Change::Shown => {
            lines.extend(grid_board(s));
            lines.extend(status(s));
        }
    }
    if j.set_ended.is_some() {
        lines.extend(set_end(s));
    }
    if j.round_ended {
        lines.extend(round_end(s));
    }
    lines
}

/// What `undo` takes back: "move 7 (Ayşe, pit 3)".
pub fn undone_what(s: &Session, u: &Undone) -> UndoneWhat {
    match u {
        Undone::Move { ply, who, pit } => UndoneWhat::Move {
            ply: *ply,
            name: s.name(*who),
            pit: *pit,
        },
        Undone::Incident(i) => match i.kind {
            IncidentKind::Warning(r) => UndoneWhat::Warning {
                reason: ReasonName::of(r),
                name: s.name(i.player),
            },
            IncidentKind::Timeout => UndoneWhat::Timeout {
                name: s.name(i.player),
            },
        },
        Undone::GridMove { ply, who, text } => UndoneWhat::GridMove {
            ply: *ply,
            name: s.name(*who),
            text: text.clone(),
        },
        Undone::Claim => UndoneWhat::Claim,
        Undone::NextSet(n) => UndoneWhat::NextSet { set: *n },
    }
}

/// Both clocks, and which one runs.
pub fn clock(s: &Session) -> Vec<Line> {
    let Some(timer) = s.timer() else {
        return vec![say(Reply::NoTimer)];
    };
    let now = s.now();
    let [first, second] = names(s);
    let [a, b] = [Who::First, Who::Second].map(|w| clock_text(timer.left(w, now)));
    vec![
        say(Reply::Clock {
            first,
            first_left: a,
            second,
            second_left: b,
        }),
        say(match timer.running() {
            Some(w) => Reply::ClockRunning { whose: s.whose(w) },
            None => Reply::ClockStopped,
        }),
    ]
}

/// Why a command was refused.
pub fn refusal(s: &Session, r: &Refusal) -> Vec<Line> {
    let reply = match r {
        Refusal::Illegal { who, pit, illegal } => {
            return vec![
                say(Reply::RefusedMove {
                    name: s.name(*who),
                    pit: *pit,
                    why: s.words().say(illegal),
                }),
                say(Reply::WarnHint { who: Order(*who) }),
            ];
        }
        Refusal::GridIllegal { who, text, illegal } => {
            let mut lines = Vec::new();
            if let (Some(rules), Some(g)) = (s.grid(), s.grid_set()) {
                let c = g.position.to_move();
                let error = GridMoveError {
                    index: g.plies.len() + 1,
                    text: text.clone(),
                    mover: c,
                    refusal: GridRefusal::Illegal(*illegal),
                    before: g.position,
                    span: None,
                };
                lines.push(say(Reply::GridRefused {
                    name: s.name(*who),
                    color: StoneColor::of(c),
                    text: text.clone(),
                    why: error.message(rules),
                }));
            }
            lines.push(say(Reply::WarnHint { who: Order(*who) }));
            return lines;
        }
        Refusal::MustPass { who } => {
            let c = s.grid_set().map_or(Color::Black, |g| g.position.to_move());
            return vec![
                say(Reply::GridMustPass {
                    name: s.name(*who),
                    color: StoneColor::of(c),
                }),
                say(Reply::WarnHint { who: Order(*who) }),
            ];
        }
        Refusal::NotAMove(why) => Reply::GridNotAMove { why: why.clone() },
        Refusal::NotThisGame(what) => match what {
            NotThisGame::Pit => Reply::NotThisGamePit,
            NotThisGame::Cell => Reply::NotThisGameCell,
            NotThisGame::Count => Reply::NotThisGameCount,
            NotThisGame::Claim => Reply::NotThisGameClaim,
        },
        Refusal::Exempt { who, reason } => Reply::Exempt {
            name: s.name(*who),
            rules: s.tournament().name().to_string(),
            reason: ReasonName::of(*reason),
        },
        Refusal::NoRefusedMove => Reply::NoRefusedMove,
        Refusal::SetOver if s.grid().is_some() => Reply::GridSetOver,
        Refusal::SetOver => Reply::SetOver,
        Refusal::SetNotOver => Reply::SetNotOver,
        Refusal::RoundOver => Reply::RoundOver,
        Refusal::IllegalInRecord { set, index } => Reply::IllegalInRecord {
            set: *set,
            index: *index,
        },
        Refusal::NothingToUndo => Reply::NothingToUndo,
        Refusal::NoSuchPit(pit) => Reply::NoSuchPit {
            pit: *pit,
            pits: s.rules().map_or(0, |r| r.pits()),
        },
        Refusal::NoTimer => Reply::NoTimer,
        Refusal::ChangedOnDisk => Reply::ChangedOnDisk {
            path: s.path().display().to_string(),
        },
        Refusal::Reloaded => {
            return vec![
                say(Reply::Reloaded {
                    path: s.path().display().to_string(),
                }),
                say(Reply::ReloadedBoard {
                    set: s.current().number,
                    moves: s.record().sets.last().map_or(0, |r| r.moves.len()),
                }),
            ];
        }
        Refusal::SheetOverRecord => Reply::SheetOverRecord,
        Refusal::NotASheet(path) => Reply::NotASheet {
            path: path.display().to_string(),
        },
        Refusal::Failed(e) => Reply::Failed { why: failure(e) },
    };
    vec![say(reply)]
}

/// Why saving failed, with the file it is about.
fn failure(e: &Error) -> Msg {
    match e {
        Error::Io { path, source } => Failure::Io {
            path: path.display().to_string(),
            reason: io_reason(source),
        }
        .msg(),
        Error::Changed(path) => Failure::Changed {
            path: path.display().to_string(),
        }
        .msg(),
        e => e.message_without_place(),
    }
}

/// A line that is not a command, and why.
pub fn parse_error(e: &ParseError) -> Reply {
    Reply::NotUnderstood { why: e.msg() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::players::Unnamed;
    use crate::words::Language;

    /// Every reply family says its facts in both languages, the Turkish
    /// with its suffixes.
    #[test]
    fn replies_in_both_languages() {
        let tr = Words::new(Language::TR);
        let en = Words::english();
        let timed_out = Reply::TimedOut {
            whose: Whose::Named {
                name: "Ayşe Yılmaz".into(),
            },
            stones: 1,
        };
        assert_eq!(
            en.say(&timed_out),
            "Time-out: Ayşe Yılmaz's time ran out with 1 stone in the store."
        );
        assert_eq!(
            tr.say(&timed_out),
            "Süre aşımı: Ayşe Yılmaz'ın süresi doldu, hazinesinde 1 taş var."
        );
        assert_eq!(tr.say(&Unnamed::Second), "2. oyuncu");
        let unnamed_timed_out = Reply::GridTimedOut {
            whose: Whose::Second,
        };
        assert_eq!(
            tr.say(&unnamed_timed_out),
            "Süre aşımı: 2. oyuncunun süresi doldu; seti kaybeder."
        );
        assert_eq!(
            en.say(&unnamed_timed_out),
            "Time-out: second's time ran out; the set is lost."
        );
        let hint = Reply::WarnHint {
            who: Order(Who::Second),
        };
        assert!(tr.say(&hint).ends_with("warn ikinci kural-dışı"));
        assert!(en.say(&hint).ends_with("warn second illegal-move"));
        let undone = Reply::Undone {
            what: UndoneWhat::Warning {
                reason: ReasonName::IllegalMove,
                name: "Mehmet Demir".into(),
            },
        };
        assert_eq!(
            tr.say(&undone),
            "Geri alındı: kural dışı hamle (Mehmet Demir)."
        );
        let claimed = |matches| Reply::Claimed {
            first: "A".into(),
            first_stones: 25,
            second: "B".into(),
            second_stones: 23,
            matches,
        };
        assert_eq!(
            en.say(&claimed(Some(false))),
            "Signed: A 25, B 23: DOES NOT MATCH."
        );
        assert_eq!(en.say(&claimed(None)), "Signed: A 25, B 23: not compared.");
        assert_eq!(
            tr.say(&claimed(Some(true))),
            "İmzalanan: A 25, B 23: tutuyor."
        );
    }
}
