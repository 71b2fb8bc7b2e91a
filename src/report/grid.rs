//! Grid sets in words: `check`'s section on each set played move by move
//! (the first refused move, why, and the board before it; the end; the
//! claimed result), the board a referee reads, and the same as JSON.

use std::fmt::Write;

use serde_json::{Value, json};

use crate::grid::notation::{cell_name, move_text};
use crate::grid::{Color, GridRules, Position};
use crate::record::{Record, SetResult};
use crate::referee::Winner;
use crate::referee::grid_sets::{GridJudgement, GridSet, Refusal};
use crate::ruleset::Language;
use crate::text::diagnostic::Source;
use crate::wording::Words;
use crate::wording::grid as w;
use crate::words::{Message, Msg};

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
        Won { side: Msg, name: String } = "check-text-grid-won",
    }
}

fn result_words(words: Words, record: &Record, r: SetResult) -> String {
    match r {
        SetResult::Won(p) => words.say(&GridCheckText::Won {
            side: super::Term::side(p).msg(),
            name: record.player(p).name,
        }),
        SetResult::Draw => words.t(crate::words::Label::Draw).to_string(),
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
    let lang = words.language();
    let name = |c: Color| record.player(set.who(c)).name;
    let _ = writeln!(
        out,
        "{}",
        w::set_heading(lang, set.number, &name(Color::Black), &name(Color::White))
    );
    let inferred = set.plies.iter().filter(|p| p.written.is_none()).count();
    let _ = writeln!(out, "{}", w::moves_played(lang, set.plies.len(), inferred));
    if let Some(e) = &set.error {
        let at = e.span.as_ref().map_or(String::new(), |s| {
            let (line, col) = source.line_col(s.start);
            format!(" ({}:{line}:{col})", source.name)
        });
        let reason = w::refusal(lang, e, rules);
        let _ = writeln!(out, "{}", w::refused(lang, e, &name(e.mover), &at, &reason));
        let _ = writeln!(out, "{}", w::board_before(lang, e.index, e.mover));
        for line in board(rules, &e.before).lines() {
            let _ = writeln!(out, "  {line}");
        }
        return;
    }
    match set.end {
        Some(end) => {
            let mover = set.plies.last().map_or(Color::Black, |p| p.played.mover);
            let _ = writeln!(
                out,
                "{}",
                w::ended(lang, &w::end(lang, end.reason, mover, rules))
            );
            if rules.line().is_none() {
                let (b, wh) = (
                    set.position.count(Color::Black),
                    set.position.count(Color::White),
                );
                let _ = writeln!(out, "{}", w::discs(lang, b, wh));
            }
            if set.closing_passes > 0 {
                let _ = writeln!(out, "{}", w::closing_passes(lang, set.closing_passes));
            }
            let _ = writeln!(
                out,
                "{}",
                w::winner(
                    lang,
                    end.winner
                        .map(|c| (c, name(c)))
                        .as_ref()
                        .map(|(c, n)| (*c, n.as_str()))
                )
            );
        }
        None => match set.timeout {
            Some(who) => {
                let _ = writeln!(out, "{}", w::timeout(lang, &record.player(who).name));
            }
            None => {
                let entered = set.claimed.map(|r| result_words(words, record, r));
                let _ = writeln!(out, "{}", w::unfinished(lang, entered.as_deref()));
            }
        },
    }
    if let (Some(c), Some(ok)) = (set.claimed, set.claimed_ok) {
        let _ = writeln!(
            out,
            "{}",
            w::claim(lang, &result_words(words, record, c), ok)
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
                    w::refusal(Language::EN, e, rules)
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
    let lang = words.language();
    let size = rules.size();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        w::replay_heading(lang, set.number, rules.name(), names)
    );
    let name_of = |c: Color| match names {
        Some([b, wh]) => match c {
            Color::Black => b.clone(),
            Color::White => wh.clone(),
        },
        None => w::color(lang, c).to_string(),
    };
    if !at {
        for (k, ply) in set.plies.iter().enumerate().take(to).skip(from) {
            let _ = writeln!(
                out,
                "{}",
                w::ply_line(
                    lang,
                    k + 1,
                    ply.played.mover,
                    &move_text(ply.played.mv, size),
                    ply.played.flipped,
                    ply.written.is_none()
                )
            );
        }
    }
    let position = match to {
        0 => Position::start(rules),
        k => set.plies[k - 1].after,
    };
    let to_move = position.end().is_none().then(|| position.to_move());
    let _ = writeln!(
        out,
        "\n{}",
        w::board_after(lang, (to > 0).then_some(to), to_move)
    );
    out.push_str(&board(rules, &position));
    if to == set.plies.len() {
        if let Some(e) = &set.error {
            let reason = w::refusal(lang, e, rules);
            let _ = writeln!(
                out,
                "\n{}",
                w::refused(lang, e, &name_of(e.mover), "", &reason).trim_start()
            );
        } else if let Some(end) = set.end {
            let mover = set.plies.last().map_or(Color::Black, |p| p.played.mover);
            let _ = writeln!(
                out,
                "\n{}",
                w::ended(lang, &w::end(lang, end.reason, mover, rules)).trim_start()
            );
            if rules.line().is_none() {
                let (b, wh) = (position.count(Color::Black), position.count(Color::White));
                let _ = writeln!(out, "{}", w::discs(lang, b, wh).trim_start());
            }
            let winner = end.winner.map(|c| (c, name_of(c)));
            let _ = writeln!(
                out,
                "{}",
                w::winner(lang, winner.as_ref().map(|(c, n)| (*c, n.as_str()))).trim_start()
            );
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
            "message": w::refusal(Language::EN, e, rules),
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
    words: crate::wording::Words,
    s: &crate::analysis::grid_simulate::GridSummary,
) -> Vec<(String, String)> {
    use super::simulation::SimulationText;
    use crate::analysis::grid_simulate::REASONS;
    use crate::wording::{Decimal, Label, Percent};
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
pub fn simulation_json(
    rules: &GridRules,
    s: &crate::analysis::grid_simulate::GridSummary,
) -> Value {
    use crate::analysis::grid_simulate::REASONS;
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
    words: crate::wording::Words,
    s: &crate::analysis::grid_simulate::GridSummary,
) -> String {
    let secs = s.elapsed.as_secs_f64().max(1e-9);
    words.say(&super::simulation::SimulationText::Time {
        seconds: crate::wording::Decimal::new(secs, 3),
        games: (s.games as f64 / secs).round() as u64,
        moves: (s.moves as f64 / secs).round() as u64,
    })
}
