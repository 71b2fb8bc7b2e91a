//! What the line mode prints and the screen shows, in the session's
//! language: every word comes from the translation table.

use super::command::{Expected, ParseError};
use super::session::{Change, Judgement, NotThisGame, Refusal, Session, Undone};
use super::timer::clock_text;
use crate::engine::{IllegalMove, Player};
use crate::grid::Color;
use crate::grid::rules::Count;
use crate::record::{IncidentKind, WarningReason, Who};
use crate::referee::grid_sets::{GridMoveError, GridSet, Refusal as GridRefusal};
use crate::referee::{ProblemCode, SetEnd, Winner};
use crate::report::grid::board;
use crate::wording::grid as gw;
use crate::wording::{Label, Words, end_reason, points};

pub fn seat(words: Words, p: Player) -> &'static str {
    words.t(if p == Player::South {
        Label::South
    } else {
        Label::North
    })
}

/// `label` filled with both players in the order `claim` takes their
/// scores, each with the seat they sit in this set (the second player sits
/// South when they start it).
pub fn claim_order(s: &Session, label: Label) -> String {
    let words = s.words();
    let set = s.current();
    words.fill(
        label,
        &[
            &s.name(Who::First),
            words.seat(set.seat(Who::First)),
            &s.name(Who::Second),
            words.seat(set.seat(Who::Second)),
        ],
    )
}

pub fn reason(words: Words, r: WarningReason) -> &'static str {
    words.t(match r {
        WarningReason::TouchMove => Label::ReasonTouchMove,
        WarningReason::IllegalMove => Label::ReasonIllegalMove,
        WarningReason::Conduct => Label::ReasonConduct,
    })
}

/// Why a move is outside the rules, in full ("pit 1 is empty").
pub fn illegal(words: Words, i: &IllegalMove) -> String {
    words.illegal_move(i)
}

/// "Ayşe 27, Zeynep 21" under `label`, from a `[first, second]` pair.
fn pair(s: &Session, label: Label, values: [String; 2]) -> String {
    let words = s.words();
    words.fill(
        Label::LivePair,
        &[
            words.t(label),
            &s.name(Who::First),
            &values[0],
            &s.name(Who::Second),
            &values[1],
        ],
    )
}

/// Where the set stands: its number and moves, the stores, the warnings,
/// the clock, and who is to move (or how the set ended).
pub fn status(s: &Session) -> Vec<String> {
    let words = s.words();
    let set = s.current();
    let grid = s.grid_set();
    let plies = grid.as_ref().map_or(set.plies, |g| g.plies.len());
    let mut lines = vec![words.fill(
        Label::LiveStatus,
        &[&set.number.to_string(), &plies.to_string()],
    )];
    match (s.position(), &grid) {
        (Some(position), _) => {
            let stores = [Who::First, Who::Second].map(|w| position.store(set.seat(w)).to_string());
            lines.push(pair(s, Label::LiveStores, stores));
        }
        (None, Some(g)) => lines.extend(grid_stones(s, g)),
        (None, None) => {}
    }
    let warnings = s.verdict().round.warnings.map(|w| w.to_string());
    lines.push(pair(s, Label::Warnings, warnings));
    if let Some(timer) = s.timer() {
        let now = s.now();
        let left = [Who::First, Who::Second].map(|w| clock_text(timer.left(w, now)));
        lines.push(pair(s, Label::LiveClock, left));
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

/// "To move: Ayşe (South)", in a grid game with the colour, and the pass
/// due when that player has no move.
fn to_move(s: &Session, w: Who) -> Vec<String> {
    let words = s.words();
    let (Some(rules), Some(g)) = (s.grid(), s.grid_set()) else {
        return vec![words.fill(
            Label::LiveToMove,
            &[&s.name(w), words.seat(s.current().seat(w))],
        )];
    };
    let lang = words.language();
    let c = g.position.to_move();
    let mut lines = vec![words.fill(Label::LiveToMove, &[&s.name(w), gw::color(lang, c)])];
    if g.position.placements(rules, c) == 0 {
        lines.push(words.fill(Label::LiveGridNoMove, &[&s.name(w), gw::color(lang, c)]));
    }
    lines
}

/// "Stones: Ayşe (black) 12, Mehmet (white) 9."
/// Said only where the stones decide the game (Reversi); Pentago's five
/// in a row does not count them.
fn grid_stones(s: &Session, g: &GridSet) -> Option<String> {
    if s.grid()?.count() != Count::MostStones {
        return None;
    }
    let words = s.words();
    let lang = words.language();
    let [first, second] = [Who::First, Who::Second].map(|w| {
        let c = if g.black == w {
            Color::Black
        } else {
            Color::White
        };
        (
            format!("{} ({})", s.name(w), gw::color(lang, c)),
            g.position.count(c),
        )
    });
    Some(words.fill(
        Label::LivePair,
        &[
            words.t(Label::LiveGridStones),
            &first.0,
            &first.1.to_string(),
            &second.0,
            &second.1.to_string(),
        ],
    ))
}

/// The board of the set being played, as `check` and `replay` draw it.
pub fn grid_board(s: &Session) -> Vec<String> {
    let (Some(rules), Some(g)) = (s.grid(), s.grid_set()) else {
        return Vec::new();
    };
    let lang = s.words().language();
    let to_move = g.end.is_none().then(|| g.position.to_move());
    let mut lines = vec![gw::board_after(
        lang,
        (!g.plies.is_empty()).then_some(g.plies.len()),
        to_move,
    )];
    lines.extend(board(rules, &g.position).lines().map(str::to_string));
    lines
}

/// How the current set ended and who won it.
pub fn set_end(s: &Session) -> Vec<String> {
    let words = s.words();
    let set = s.current();
    let number = set.number.to_string();
    if let Some(e) = &set.error {
        return vec![words.fill(Label::LiveIllegalInRecord, &[&number, &e.index.to_string()])];
    }
    let grid_end = match (s.grid(), s.grid_set()) {
        (Some(rules), Some(g)) => g
            .end
            .map(|e| {
                let mover = g.plies.last().map_or(Color::Black, |p| p.played.mover);
                words.fill(
                    Label::LiveGridEnded,
                    &[&gw::end(words.language(), e.reason, mover, rules)],
                )
            })
            .or_else(|| {
                g.timeout
                    .map(|w| words.fill(Label::EndTimeout, &[&s.name(w)]))
            }),
        _ => None,
    };
    let how = match set.ended_by {
        _ if grid_end.is_some() => grid_end.unwrap_or_default(),
        Some(SetEnd::Play(r)) => words.t(end_reason(r)).to_string(),
        Some(SetEnd::Timeout(w)) => words.fill(Label::EndTimeout, &[&s.name(w)]),
        Some(SetEnd::Warnings(w)) => words.fill(Label::EndWarnings, &[&s.name(w)]),
        Some(SetEnd::Result) => words.t(Label::EndResult).to_string(),
        Some(SetEnd::Counted) => words.t(Label::EndCounted).to_string(),
        None => return Vec::new(),
    };
    let mut lines = vec![words.fill(Label::LiveSetEnded, &[&number, &how])];
    if let Some(score) = set.score {
        lines.push(pair(s, Label::FinalStores, score.map(|n| n.to_string())));
    }
    if let Some(g) = s.grid_set() {
        lines.extend(grid_stones(s, &g));
    }
    match set.winner {
        Some(Winner::Player(w)) => {
            lines.push(words.fill(Label::LiveSetWinner, &[&s.name(w), &number]))
        }
        Some(Winner::Draw) => lines.push(words.fill(Label::LiveSetDrawn, &[&number])),
        None => {}
    }
    match set.claimed {
        Some(c) => lines.push(claim(s, c.first, c.second, set.claimed_ok)),
        None if s.grid().is_some() => {}
        None => lines.push(claim_order(s, Label::LiveClaimPrompt)),
    }
    if !s.verdict().round.complete {
        lines.push(words.t(Label::LiveNextPrompt).to_string());
    }
    lines
}

fn claim(s: &Session, first: u32, second: u32, ok: Option<bool>) -> String {
    let words = s.words();
    let judged = match ok {
        Some(true) => Label::ClaimMatches,
        Some(false) => Label::ClaimDiffers,
        None => Label::ClaimNotCompared,
    };
    words.fill(
        Label::LiveClaimed,
        &[
            &s.name(Who::First),
            &first.to_string(),
            &s.name(Who::Second),
            &second.to_string(),
            words.t(judged),
        ],
    )
}

/// The round's result, set points, round points and warnings.
pub fn round_end(s: &Session) -> Vec<String> {
    let words = s.words();
    let round = &s.verdict().round;
    let result = match round.winner {
        Some(Winner::Player(w)) => words.fill(Label::WinsRound, &[&s.name(w)]),
        Some(Winner::Draw) => words.t(Label::RoundDrawn).to_string(),
        None => words.t(Label::RoundIncomplete).to_string(),
    };
    vec![
        words.fill(Label::LiveRoundEnded, &[&result]),
        pair(s, Label::SetPoints, round.set_points.map(points)),
        pair(s, Label::RoundPoints, round.round_points.map(points)),
        pair(s, Label::Warnings, round.warnings.map(|w| w.to_string())),
    ]
}

/// The status line once the round is over: the set it ended in, the
/// result, and the set points, the winner's first ("3. set bitti: Ayşe
/// Yılmaz turu kazandı, 2–1.").
pub fn round_status(s: &Session) -> String {
    let words = s.words();
    let round = &s.verdict().round;
    let [first, second] = round.set_points.map(points);
    let (result, score) = match round.winner {
        Some(Winner::Player(Who::Second)) => (
            words.fill(Label::WinsRound, &[&s.name(Who::Second)]),
            [second, first],
        ),
        Some(Winner::Player(w)) => (words.fill(Label::WinsRound, &[&s.name(w)]), [first, second]),
        Some(Winner::Draw) => (words.t(Label::RoundDrawn).to_string(), [first, second]),
        None => (words.t(Label::RoundIncomplete).to_string(), [first, second]),
    };
    words.fill(
        Label::ScreenRoundOver,
        &[
            &s.current().number.to_string(),
            &result,
            &score[0],
            &score[1],
        ],
    )
}

/// What `check` says of the file: valid, or invalid (see the referee).
pub fn verdict(s: &Session) -> String {
    let label = if s.verdict().valid() {
        Label::RecordValid
    } else {
        Label::RecordInvalid
    };
    s.words().t(label).to_string()
}

/// The answer to a command carried out, then the set's and the round's end
/// when the command brought them.
pub fn judgement(s: &Session, j: &Judgement) -> Vec<String> {
    let words = s.words();
    let mut lines = Vec::new();
    match &j.change {
        Change::Moved {
            who,
            pit,
            ply,
            outcome,
        } => {
            lines.push(words.fill(
                Label::LiveMoved,
                &[&ply.to_string(), &s.name(*who), &pit.to_string()],
            ));
            if outcome.captured() > 0 {
                lines.push(words.fill(Label::LiveCaptured, &[&outcome.captured().to_string()]));
            }
            if outcome.extra_turn && j.set_ended.is_none() {
                lines.push(words.fill(Label::LiveExtraTurn, &[&s.name(*who)]));
            }
            if j.set_ended.is_none() {
                lines.extend(status(s).into_iter().skip(1).take(1));
                if let Some(w) = s.to_move() {
                    lines.push(words.fill(
                        Label::LiveToMove,
                        &[&s.name(w), words.seat(s.current().seat(w))],
                    ));
                }
            }
        }
        Change::Placed {
            who,
            text,
            ply,
            played,
        } => {
            let lang = words.language();
            lines.push(words.fill(
                Label::LiveGridMoved,
                &[
                    &ply.to_string(),
                    &s.name(*who),
                    gw::color(lang, played.mover),
                    text,
                ],
            ));
            if played.flipped > 0 {
                lines.push(words.fill(Label::LiveGridTurned, &[&played.flipped.to_string()]));
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
        Change::Warned { who, reason: r } => {
            let total = s.verdict().round.warnings[*who as usize];
            lines.push(words.fill(
                Label::LiveWarned,
                &[
                    &s.name(*who),
                    reason(words, *r),
                    &total.to_string(),
                    &s.tournament().warning_limit().to_string(),
                ],
            ));
        }
        Change::TimedOut(who) => match s.position() {
            Some(position) => {
                let stones = position.store(s.current().seat(*who));
                lines.push(words.fill(Label::LiveTimedOut, &[&s.name(*who), &stones.to_string()]));
            }
            None => lines.push(words.fill(Label::LiveGridTimedOut, &[&s.name(*who)])),
        },
        Change::Claimed(c) => {
            lines.push(claim(s, c.first, c.second, s.current().claimed_ok));
        }
        Change::NextSet { number, starts } => {
            let starter = starts.unwrap_or(Who::First);
            let label = if s.grid().is_some() {
                Label::LiveNextSetGrid
            } else {
                Label::LiveNextSet
            };
            lines.push(words.fill(label, &[&number.to_string(), &s.name(starter)]));
            // Set up anyway (the sheet may come later), but said.
            let unsigned = s
                .verdict()
                .problems
                .iter()
                .any(|p| p.set + 1 == *number && p.code() == ProblemCode::ScoreNotSigned);
            if unsigned {
                lines.push(words.fill(Label::LiveNextUnsigned, &[&(number - 1).to_string()]));
            }
            lines.extend(status(s));
        }
        Change::Undone(u) => {
            lines.push(words.fill(Label::LiveUndone, &[&undone_what(s, u)]));
            lines.extend(status(s));
        }
        Change::Counted {
            seat: side,
            pit,
            stones,
        } => {
            let owner = s.name(s.current().who(*side));
            let place = match pit {
                Some(k) => words.fill(
                    Label::LivePlacePit,
                    &[words.seat(*side), &k.to_string(), &owner],
                ),
                None => words.fill(Label::LivePlaceStore, &[words.seat(*side), &owner]),
            };
            lines.push(words.fill(Label::LiveCounted, &[&place, &stones.to_string()]));
        }
        Change::Timer => lines.extend(clock(s)),
        Change::SheetWritten(path) => {
            lines.push(words.fill(Label::LiveSheetWritten, &[&path.display().to_string()]))
        }
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
pub fn undone_what(s: &Session, u: &Undone) -> String {
    let words = s.words();
    match u {
        Undone::Move { ply, who, pit } => words.fill(
            Label::UndoWhatMove,
            &[&ply.to_string(), &s.name(*who), &pit.to_string()],
        ),
        Undone::Incident(i) => {
            let what = match i.kind {
                IncidentKind::Warning(r) => reason(words, r),
                IncidentKind::Timeout => words.t(Label::Timeout),
            };
            words.fill(Label::UndoWhatIncident, &[what, &s.name(i.player)])
        }
        Undone::GridMove { ply, who, text } => words.fill(
            Label::UndoWhatGridMove,
            &[&ply.to_string(), &s.name(*who), text],
        ),
        Undone::Claim => words.t(Label::UndoWhatClaim).to_string(),
        Undone::NextSet(n) => words.fill(Label::UndoWhatNextSet, &[&n.to_string()]),
    }
}

/// Both clocks, and which one runs.
pub fn clock(s: &Session) -> Vec<String> {
    let words = s.words();
    let Some(timer) = s.timer() else {
        return vec![words.t(Label::LiveNoTimer).to_string()];
    };
    let now = s.now();
    let left = [Who::First, Who::Second].map(|w| clock_text(timer.left(w, now)));
    vec![
        pair(s, Label::LiveClock, left),
        match timer.running() {
            Some(w) => words.fill(Label::LiveClockRunning, &[&s.name(w)]),
            None => words.t(Label::LiveClockStopped).to_string(),
        },
    ]
}

/// Why a command was refused.
pub fn refusal(s: &Session, r: &Refusal) -> Vec<String> {
    let words = s.words();
    let line = match r {
        Refusal::Illegal {
            who,
            pit,
            illegal: i,
        } => {
            return vec![
                words.fill(
                    Label::LiveRefusedMove,
                    &[&s.name(*who), &pit.to_string(), &illegal(words, i)],
                ),
                warn_hint(words, *who),
            ];
        }
        Refusal::GridIllegal {
            who,
            text,
            illegal: i,
        } => {
            let lang = words.language();
            let mut lines = Vec::new();
            if let (Some(rules), Some(g)) = (s.grid(), s.grid_set()) {
                let c = g.position.to_move();
                let error = GridMoveError {
                    index: g.plies.len() + 1,
                    text: text.clone(),
                    mover: c,
                    refusal: GridRefusal::Illegal(*i),
                    before: g.position,
                    span: None,
                };
                lines.push(words.fill(
                    Label::LiveGridRefused,
                    &[
                        &s.name(*who),
                        gw::color(lang, c),
                        text,
                        &gw::refusal(lang, &error, rules),
                    ],
                ));
            }
            lines.push(warn_hint(words, *who));
            return lines;
        }
        Refusal::MustPass { who } => {
            let c = s.grid_set().map_or(Color::Black, |g| g.position.to_move());
            return vec![
                words.fill(
                    Label::LiveGridMustPass,
                    &[&s.name(*who), gw::color(words.language(), c)],
                ),
                warn_hint(words, *who),
            ];
        }
        Refusal::NotAMove(why) => words.fill(Label::LiveGridNotAMove, &[&words.say(why)]),
        Refusal::NotThisGame(what) => words
            .t(match what {
                NotThisGame::Pit => Label::LiveNotThisGamePit,
                NotThisGame::Cell => Label::LiveNotThisGameCell,
                NotThisGame::Count => Label::LiveNotThisGameCount,
                NotThisGame::Claim => Label::LiveNotThisGameClaim,
            })
            .to_string(),
        Refusal::Exempt { who, reason: rs } => words.fill(
            Label::LiveExempt,
            &[&s.name(*who), s.tournament().name(), reason(words, *rs)],
        ),
        Refusal::NoRefusedMove => words.t(Label::LiveNoRefusedMove).to_string(),
        Refusal::SetOver if s.grid().is_some() => words.t(Label::LiveSetOverGrid).to_string(),
        Refusal::SetOver => words.t(Label::LiveSetOver).to_string(),
        Refusal::SetNotOver => words.t(Label::LiveSetNotOver).to_string(),
        Refusal::RoundOver => words.t(Label::LiveRoundOver).to_string(),
        Refusal::IllegalInRecord { set, index } => words.fill(
            Label::LiveIllegalInRecord,
            &[&set.to_string(), &index.to_string()],
        ),
        Refusal::NothingToUndo => words.t(Label::LiveNothingToUndo).to_string(),
        Refusal::NoSuchPit(p) => words.fill(
            Label::LiveNoSuchPit,
            &[
                &p.to_string(),
                &s.rules().map_or(0, |r| r.pits()).to_string(),
            ],
        ),
        Refusal::NoTimer => words.t(Label::LiveNoTimer).to_string(),
        Refusal::ChangedOnDisk => {
            words.fill(Label::LiveChangedOnDisk, &[&s.path().display().to_string()])
        }
        Refusal::Reloaded => {
            let set = s.current();
            let moves = s.record().sets.last().map_or(0, |r| r.moves.len());
            return vec![
                words.fill(Label::LiveReloaded, &[&s.path().display().to_string()]),
                words.fill(
                    Label::LiveReloadedBoard,
                    &[&set.number.to_string(), &moves.to_string()],
                ),
            ];
        }
        Refusal::SheetOverRecord => words.t(Label::LiveSheetOverRecord).to_string(),
        Refusal::NotASheet(path) => {
            words.fill(Label::LiveNotASheet, &[&path.display().to_string()])
        }
        Refusal::Failed(e) => words.fill(
            Label::LiveFailed,
            &[e.to_string().trim_start_matches("error: ")],
        ),
    };
    vec![line]
}

/// "The warning for it (item h): warn first illegal-move".
fn warn_hint(words: Words, who: Who) -> String {
    let player = words.t(match who {
        Who::First => Label::WhoFirst,
        Who::Second => Label::WhoSecond,
    });
    let hint = format!("warn {player} {}", words.t(Label::TypedIllegalMove));
    words.fill(Label::LiveWarnHint, &[&hint])
}

/// The commands, each with what it does.
/// `grid`: the commands of a grid game (a cell for a pit; no count, no
/// signed scores).
pub fn help(words: Words, grid: bool) -> Vec<String> {
    // Each row fits 80 columns: 23 for the command, 57 for what it does.
    let rows: [(&str, Label); 13] = [
        if grid {
            ("d3 | c4 3 | pass", Label::HelpCell)
        } else {
            ("1..N", Label::HelpPit)
        },
        ("warn", Label::HelpWarnRefused),
        (words.t(Label::HelpSyntaxWarn), Label::HelpWarn),
        ("undo", Label::HelpUndo),
        (words.t(Label::HelpSyntaxCount), Label::HelpCount),
        ("timer start|pause", Label::HelpTimer),
        (words.t(Label::HelpSyntaxTimerSet), Label::HelpTimerSet),
        (words.t(Label::HelpSyntaxTimeout), Label::HelpTimeout),
        ("claim A B", Label::HelpClaim),
        ("next", Label::HelpNext),
        (words.t(Label::HelpSyntaxSheet), Label::HelpSheet),
        ("board", Label::HelpBoard),
        ("quit", Label::HelpQuit),
    ];
    std::iter::once(words.t(Label::LiveCommands).to_string())
        .chain(
            rows.iter()
                .filter(|(_, label)| !grid || !matches!(label, Label::HelpCount | Label::HelpClaim))
                .map(|(syntax, label)| format!("  {syntax:<20} {}", words.t(*label))),
        )
        .collect()
}

/// Why a line is not a command, after "NOT UNDERSTOOD:".
pub fn parse_error(words: Words, e: &ParseError) -> String {
    let expected = |what: &Expected| {
        words.t(match what {
            Expected::Player => Label::ExpectPlayer,
            Expected::Reason => Label::ExpectReason,
            Expected::Number => Label::ExpectNumber,
            Expected::Place => Label::ExpectPlace,
            Expected::Clock => Label::ExpectClock,
        })
    };
    let why = match e {
        ParseError::NotACommand(head) => words.fill(Label::ParseNotACommand, &[head]),
        ParseError::Unexpected { command, word } => {
            words.fill(Label::ParseUnexpected, &[command, word])
        }
        ParseError::Missing { command, what } => {
            words.fill(Label::ParseMissing, &[command, expected(what)])
        }
        ParseError::Bad { what, found } => words.fill(Label::ParseBad, &[expected(what), found]),
    };
    words.fill(Label::LiveNotUnderstood, &[&why])
}
