//! Grid sets in words: `check`'s section on each set played move by move
//! (the first refused move, why, and the board before it; the end; the
//! claimed result), the board a referee reads, and the same as JSON.

use std::fmt::Write;

use serde_json::{Value, json};

use crate::grid::notation::{cell_name, move_text};
use crate::grid::sets::{GridJudgement, GridMoveError, GridSet, Refusal};
use crate::grid::{Color, GridRules, Position};
use crate::record::{PlayerName, Record, SetResult};
use crate::referee::Winner;
use crate::text::diagnostic::Source;
use crate::words::{Label, Message, Msg, Words};

crate::messages! {
    /// The lines of a grid set's check and replay.
    pub enum GridLine {
        /// "Set 2 (moves): black Zeynep Kaya, white Emre Şahin".
        SetHeading { set: usize, black: String, white: String } = "game-grid-set-heading",
        /// `inferred`: the passes left out of the record and inferred.
        MovesPlayed { plies: usize, inferred: usize } = "game-grid-moves-played",
        /// `how`: the end in words ([`crate::grid::EndReason::message`]).
        Ended { how: Msg } = "game-grid-ended",
        Stones { black: u32, white: u32 } = "game-grid-stones",
        ClosingPasses { n: usize } = "game-grid-closing-passes",
        Winner { color: Color, name: String } = "game-grid-winner",
        Draw = "game-grid-draw",
        Timeout { name: String } = "game-grid-timeout",
        /// `result`: the result entered beside moves that stop early.
        Unfinished { result: Option<Msg> } = "game-grid-unfinished",
        ClaimAgrees { claimed: Msg } = "game-grid-claim-agrees",
        ClaimDisagrees { claimed: Msg } = "game-grid-claim-disagrees",
        /// `at`: where the move is written (" (r.toml:14:20)"), or nothing;
        /// `reason`: why ([`GridMoveError::message`]).
        Refused { index: usize, text: String, color: Color, name: String, at: String, reason: Msg } = "game-grid-refused",
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

impl GridLine {
    /// Who won a grid set, or a draw.
    pub fn winner(winner: Option<(Color, String)>) -> GridLine {
        match winner {
            Some((color, name)) => GridLine::Winner { color, name },
            None => GridLine::Draw,
        }
    }

    /// A refused move, with where it is written (`at`, or "").
    pub fn refused(e: &GridMoveError, rules: &GridRules, name: String, at: String) -> GridLine {
        GridLine::Refused {
            index: e.index,
            text: e.text.clone(),
            color: e.mover,
            name,
            at,
            reason: e.message(rules),
        }
    }
}

/// How a grid set ended, in words: the end reason of the last mover, `n`
/// stones in a row winning.
pub fn end_message(reason: crate::grid::EndReason, mover: Color, rules: &GridRules) -> Msg {
    reason
        .message(mover, rules.line().map_or(0, |l| l.length))
        .msg()
}

/// The board as a referee reads it: columns lettered, rows numbered from the
/// top, `x` black, `o` white, `.` empty; the blocks that turn set apart.
pub fn board(rules: &GridRules, p: &Position) -> String {
    let n = rules.size();
    let block = rules.turn().map_or(0, |t| t.block);
    let mut out = String::new();
    let mut head = String::from("    ");
    for c in 0..n {
        if block > 0 && c > 0 && c % block == 0 {
            head.push_str("  ");
        }
        head.push((b'a' + c) as char);
        head.push(' ');
    }
    let _ = writeln!(out, "{}", head.trim_end());
    for r in 0..n {
        if block > 0 && r > 0 && r % block == 0 {
            let mut rule = String::from("    ");
            for c in 0..n {
                if c > 0 && c % block == 0 {
                    rule.push_str("+-");
                }
                rule.push_str("--");
            }
            rule.pop();
            let _ = writeln!(out, "{rule}");
        }
        let mut line = format!("{:>3} ", r + 1);
        for c in 0..n {
            if block > 0 && c > 0 && c % block == 0 {
                line.push_str("| ");
            }
            line.push(match p.stones().at(r * n + c) {
                Some(Color::Black) => 'x',
                Some(Color::White) => 'o',
                None => '.',
            });
            line.push(' ');
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

crate::messages! {
    /// Grid sets in `check`'s words.
    pub enum GridCheckText {
        /// A result entered: the side of the record that won, and who.
        Won { side: Msg, name: PlayerName } = "check-text-grid-won",
    }
}

fn result_words(record: &Record, r: SetResult) -> Msg {
    match r {
        SetResult::Won(p) => GridCheckText::Won {
            side: crate::report::Term::side(p).msg(),
            name: record.name_of(p),
        }
        .msg(),
        SetResult::Draw => Label::Draw.msg(),
    }
}

/// The section `check` prints before the round: one block a grid set.
pub fn grid_text(
    words: Words,
    source: &Source,
    record: &Record,
    rules: &GridRules,
    judgement: &GridJudgement,
) -> String {
    let mut out = String::new();
    for set in &judgement.sets {
        set_text(&mut out, words, source, record, rules, set);
        out.push('\n');
    }
    out
}

fn set_text(
    out: &mut String,
    words: Words,
    source: &Source,
    record: &Record,
    rules: &GridRules,
    set: &GridSet,
) {
    let name = |c: Color| record.name_of(set.who(c)).shown(words);
    let heading = GridLine::SetHeading {
        set: set.number,
        black: name(Color::Black),
        white: name(Color::White),
    };
    let inferred = set.plies.iter().filter(|p| p.written.is_none()).count();
    let moves = GridLine::MovesPlayed {
        plies: set.plies.len(),
        inferred,
    };
    let _ = writeln!(out, "{}", words.say(&heading));
    // A line of the set's block, indented under its heading.
    let line = |out: &mut String, message: GridLine| {
        let _ = writeln!(out, "  {}", words.say(&message));
    };
    line(out, moves);
    if let Some(e) = &set.error {
        let at = e.span.as_ref().map_or(String::new(), |s| {
            let (line, col) = source.line_col(s.start);
            format!(" ({}:{line}:{col})", source.name)
        });
        let refused = GridLine::refused(e, rules, name(e.mover), at);
        let before = GridLine::BoardBefore {
            index: e.index,
            color: e.mover,
        };
        line(out, refused);
        line(out, before);
        for line in board(rules, &e.before).lines() {
            let _ = writeln!(out, "  {line}");
        }
        return;
    }
    match set.end {
        Some(end) => {
            let mover = set.plies.last().map_or(Color::Black, |p| p.played.mover);
            line(
                out,
                GridLine::Ended {
                    how: end_message(end.reason, mover, rules),
                },
            );
            if rules.line().is_none() {
                line(
                    out,
                    GridLine::Stones {
                        black: set.position.count(Color::Black),
                        white: set.position.count(Color::White),
                    },
                );
            }
            if set.closing_passes > 0 {
                line(
                    out,
                    GridLine::ClosingPasses {
                        n: set.closing_passes,
                    },
                );
            }
            line(out, GridLine::winner(end.winner.map(|c| (c, name(c)))));
        }
        None => match set.timeout {
            Some(who) => line(
                out,
                GridLine::Timeout {
                    name: record.name_of(who).shown(words),
                },
            ),
            None => line(
                out,
                GridLine::Unfinished {
                    result: set.claimed.map(|r| result_words(record, r)),
                },
            ),
        },
    }
    if let (Some(c), Some(ok)) = (set.claimed, set.claimed_ok) {
        let claimed = result_words(record, c);
        line(
            out,
            match ok {
                true => GridLine::ClaimAgrees { claimed },
                false => GridLine::ClaimDisagrees { claimed },
            },
        );
    }
    if set.end.is_some() || set.timeout.is_some() {
        for line in board(rules, &set.position).lines() {
            let _ = writeln!(out, "  {line}");
        }
    }
}

/// The grid sets as JSON (`check --format json`, key `grid`).
pub fn grid_json(rules: &GridRules, judgement: &GridJudgement) -> Value {
    let size = rules.size();
    let sets: Vec<Value> = judgement
        .sets
        .iter()
        .map(|s| {
            let error = s.error.as_ref().map(|e| {
                let (code, message) = match &e.refusal {
                    Refusal::Unreadable(m) => ("unreadable", Words::english().say(m)),
                    Refusal::AfterTimeout => ("after-timeout", String::new()),
                    Refusal::Illegal(i) => (i.code(), String::new()),
                };
                let message = if message.is_empty() {
                    Words::english().say(&e.message(rules))
                } else {
                    message
                };
                json!({
                    "move": e.index,
                    "written": e.text,
                    "mover": e.mover.key(),
                    "code": code,
                    "message": message,
                    "board_before": rows(&e.before, size),
                })
            });
            json!({
                "set": s.number,
                "black": s.black.key(),
                "plies": s.plies.iter().map(|p| move_text(p.played.mv, size)).collect::<Vec<_>>(),
                "inferred_passes": s.plies.iter().filter(|p| p.written.is_none()).count(),
                "closing_passes": s.closing_passes,
                "ended_by": s.end.map(|e| e.reason.code()),
                "winner": s.winner.map(|w| match w { Winner::Player(p) => p.key(), Winner::Draw => "draw" }),
                "timeout": s.timeout.map(|p| p.key()),
                "stones": { "black": s.position.count(Color::Black), "white": s.position.count(Color::White) },
                "board": rows(&s.position, size),
                "claimed": s.claimed.map(|r| r.key()),
                "claimed_ok": s.claimed_ok,
                "error": error,
                "valid": s.ok(),
            })
        })
        .collect();
    json!({ "ruleset": rules.name(), "sets": sets })
}

/// The board as rows of `x`, `o`, `.` from the top.
pub fn rows(p: &Position, size: u8) -> Vec<String> {
    (0..size)
        .map(|r| {
            (0..size)
                .map(|c| match p.stones().at(r * size + c) {
                    Some(Color::Black) => 'x',
                    Some(Color::White) => 'o',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

/// A cell's name, for callers that hold an index.
pub fn cell(rules: &GridRules, index: u8) -> String {
    cell_name(index, rules.size())
}

/// `replay` of a grid set: the plies `from + 1..=to` one a line and the
/// board after `to` (with `at`, the board after ply `to` alone); a refused
/// move and the board before it; how the game ended.
pub fn grid_replay_text(
    words: Words,
    rules: &GridRules,
    set: &GridSet,
    names: Option<&[String; 2]>,
    at: bool,
    from: usize,
    to: usize,
) -> String {
    let size = rules.size();
    let mut out = String::new();
    let ruleset = rules.name().to_string();
    let heading = match names {
        Some([black, white]) => GridLine::ReplayHeading {
            set: set.number,
            ruleset,
            black: black.clone(),
            white: white.clone(),
        },
        None => GridLine::ReplayHeadingMoves { ruleset },
    };
    let _ = writeln!(out, "{}", words.say(&heading));
    let name_of = |c: Color| match names {
        Some([b, wh]) => match c {
            Color::Black => b.clone(),
            Color::White => wh.clone(),
        },
        None => words.say(&c),
    };
    if !at {
        for (k, ply) in set.plies.iter().enumerate().take(to).skip(from) {
            let line = GridLine::Ply {
                color: ply.played.mover,
                text: move_text(ply.played.mv, size),
                flipped: ply.played.flipped,
                inferred: ply.written.is_none(),
            };
            let _ = writeln!(out, "{:>3}. {}", k + 1, words.say(&line));
        }
    }
    let position = match to {
        0 => Position::start(rules),
        k => set.plies[k - 1].after,
    };
    let after = GridLine::BoardAfter {
        ply: (to > 0).then_some(to),
        color: position.end().is_none().then(|| position.to_move()),
    };
    let _ = writeln!(out, "\n{}", words.say(&after));
    out.push_str(&board(rules, &position));
    if to == set.plies.len() {
        if let Some(e) = &set.error {
            let refused = GridLine::refused(e, rules, name_of(e.mover), String::new());
            let _ = writeln!(out, "\n{}", words.say(&refused));
        } else if let Some(end) = set.end {
            let mover = set.plies.last().map_or(Color::Black, |p| p.played.mover);
            let ended = GridLine::Ended {
                how: end_message(end.reason, mover, rules),
            };
            let _ = writeln!(out, "\n{}", words.say(&ended));
            if rules.line().is_none() {
                let stones = GridLine::Stones {
                    black: position.count(Color::Black),
                    white: position.count(Color::White),
                };
                let _ = writeln!(out, "{}", words.say(&stones));
            }
            let winner = GridLine::winner(end.winner.map(|c| (c, name_of(c))));
            let _ = writeln!(out, "{}", words.say(&winner));
        }
    }
    out
}

/// `replay --format json` of a grid set: each ply from `from + 1` to `to`
/// with the board after it.
pub fn grid_replay_json(rules: &GridRules, set: &GridSet, from: usize, to: usize) -> Value {
    let size = rules.size();
    let plies: Vec<Value> = set
        .plies
        .iter()
        .enumerate()
        .take(to)
        .skip(from)
        .map(|(k, p)| {
            json!({
                "ply": k + 1,
                "written": p.written.map(|i| i + 1),
                "mover": p.played.mover.key(),
                "move": move_text(p.played.mv, size),
                "flipped": p.played.flipped,
                "board": rows(&p.after, size),
            })
        })
        .collect();
    let start = match from {
        0 => Position::start(rules),
        k => set.plies[k - 1].after,
    };
    json!({
        "ruleset": rules.name(),
        "set": set.number,
        "black": set.black.key(),
        "from": { "ply": from, "board": rows(&start, size) },
        "plies": plies,
        "ended_by": set.end.map(|e| e.reason.code()),
        "winner": set.winner.map(|w| match w { Winner::Player(p) => p.key(), Winner::Draw => "draw" }),
        "error": set.error.as_ref().map(|e| json!({
            "move": e.index,
            "written": e.text,
            "message": Words::english().say(&e.message(rules)),
            "board_before": rows(&e.before, size),
        })),
    })
}

crate::messages! {
    /// How simulated grid games ended, in a few words (a cell of the table).
    pub enum GridEndingWord {
        Line = "simulate-grid-ended-line",
        BothLines = "simulate-grid-ended-both-lines",
        OpponentLine = "simulate-grid-ended-opponent-line",
        FullBoard = "simulate-grid-ended-full-board",
        NoMoves = "simulate-grid-ended-no-moves",
    }
}

fn ending_word(reason: crate::grid::EndReason) -> GridEndingWord {
    use crate::grid::EndReason as R;
    match reason {
        R::Line => GridEndingWord::Line,
        R::BothLines => GridEndingWord::BothLines,
        R::OpponentLine => GridEndingWord::OpponentLine,
        R::FullBoard => GridEndingWord::FullBoard,
        R::NoMoves => GridEndingWord::NoMoves,
    }
}

/// `simulate` of a grid game as table rows, in the words given.
pub fn simulation_rows(
    words: crate::words::Words,
    s: &crate::grid::simulate::GridSummary,
) -> Vec<(String, String)> {
    use crate::grid::simulate::REASONS;
    use crate::report::simulation::SimulationText;
    use crate::words::{Decimal, Percent};
    let share = |n: u64| 100.0 * n as f64 / s.games.max(1) as f64;
    let ended: Vec<String> = REASONS
        .iter()
        .zip(s.ended_by)
        .filter(|(_, n)| *n > 0)
        .map(|(r, n)| {
            words.say(&SimulationText::EndedShare {
                ending: ending_word(*r).into(),
                share: Percent(share(n)),
            })
        })
        .collect();
    vec![
        (words.t(Label::SimGames).into(), s.games.to_string()),
        (
            words.t(Label::GridSimBlackWins).into(),
            words.percent(share(s.black_wins)),
        ),
        (
            words.t(Label::GridSimWhiteWins).into(),
            words.percent(share(s.white_wins)),
        ),
        (
            words.t(Label::SimDraws).into(),
            words.percent(share(s.draws)),
        ),
        (
            words.t(Label::GridSimPlies).into(),
            words.say(&SimulationText::GridPliesFigures {
                mean: Decimal::new(s.moves as f64 / s.games.max(1) as f64, 1),
                max: s.max_plies,
            }),
        ),
        (
            words.t(Label::GridSimPasses).into(),
            words.decimal(s.passes as f64 / s.games.max(1) as f64, 2),
        ),
        (words.t(Label::SimEndedBy).into(), ended.join(", ")),
    ]
}

/// `simulate --format json` of a grid game.
pub fn simulation_json(rules: &GridRules, s: &crate::grid::simulate::GridSummary) -> Value {
    use crate::grid::simulate::REASONS;
    let ended: serde_json::Map<String, Value> = REASONS
        .iter()
        .zip(s.ended_by)
        .map(|(r, n)| (r.code().to_string(), json!(n)))
        .collect();
    json!({
        "variant": rules.name(),
        "games": s.games,
        "seed": s.seed,
        "threads": s.threads,
        "black_wins": s.black_wins,
        "white_wins": s.white_wins,
        "draws": s.draws,
        "moves": s.moves,
        "mean_plies": s.moves as f64 / s.games.max(1) as f64,
        "max_plies": s.max_plies,
        "passes": s.passes,
        "ended_by": ended,
    })
}

/// "Time: 0.520 s, 192000 games/s, 11500000 moves/s"
pub fn simulation_speed(
    words: crate::words::Words,
    s: &crate::grid::simulate::GridSummary,
) -> String {
    let secs = s.elapsed.as_secs_f64().max(1e-9);
    words.say(&crate::report::simulation::SimulationText::Time {
        seconds: crate::words::Decimal::new(secs, 3),
        games: (s.games as f64 / secs).round() as u64,
        moves: (s.moves as f64 / secs).round() as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{EndReason, Illegal};
    use crate::words::Language;

    /// Why `text` is refused in the starting position of `rules`, in `words`.
    fn refused(words: Words, rules: &GridRules, text: &str, illegal: Illegal) -> String {
        let start = Position::start(rules);
        let e = GridMoveError {
            index: 0,
            text: text.to_string(),
            mover: start.to_move(),
            refusal: Refusal::Illegal(illegal),
            before: start,
            span: None,
        };
        words.say(&e.message(rules))
    }

    #[test]
    fn grid_words_in_each_language() {
        let rules = crate::grid::rules::builtin("pentago").unwrap().unwrap();
        let (en, tr) = (Words::english(), Words::new(Language::TR));
        assert_eq!(
            refused(en, &rules, "a1 2", Illegal::EmptyBlock),
            "quadrant 2 holds no marble: an empty quadrant may not be turned"
        );
        assert_eq!(
            refused(
                tr,
                &rules,
                "b5 3ccw",
                Illegal::DirectionNotAllowed { clockwise: false }
            ),
            "saatin tersine çevirme: bu kurallarda tabla yalnızca saat yönüne doğru çevrilir"
        );
        assert_eq!(refused(tr, &rules, "c4 1", Illegal::Occupied), "c4 dolu");
        assert_eq!(
            refused(en, &rules, "pass", Illegal::PassWithMoves { moves: 1 }),
            "a pass, but the player has 1 cell to play (a pass is only for a player who cannot move)"
        );
        assert_eq!(
            tr.say(&end_message(EndReason::Line, Color::White, &rules)),
            "beyaz 5 bilyesini sıraladı"
        );
        assert_eq!(tr.say(&Color::Black), "siyah");
        let moves = |plies, inferred| en.say(&GridLine::MovesPlayed { plies, inferred });
        assert_eq!(moves(1, 0), "1 move played");
        assert_eq!(
            moves(31, 2),
            "31 moves played (2 passes left out of the record and inferred: the player had no move)"
        );
        assert_eq!(
            tr.say(&GridLine::BoardAfter {
                ply: Some(4),
                color: Some(Color::White)
            }),
            "4. yarım hamleden sonra, sıra beyazda (x siyah, o beyaz):"
        );
        assert_eq!(
            en.say(&GridLine::BoardAfter {
                ply: None,
                color: None
            }),
            "Starting position (x black, o white):"
        );
        assert_eq!(
            en.say(&GridLine::Ply {
                color: Color::Black,
                text: "pass".into(),
                flipped: 0,
                inferred: true
            }),
            "black pass (not written: no move, so a pass)"
        );
        assert_eq!(
            tr.say(&GridLine::Timeout {
                name: "Emre".into()
            }),
            "Emre'nin süresi bitti: set kaybedildi."
        );
        assert_eq!(
            en.say(&GridLine::Unfinished {
                result: Some(Label::FirstPlayer.msg())
            }),
            "The moves stop before the end; the result entered stands: First player."
        );
    }
}
