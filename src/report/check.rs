//! The human-readable verdict of `hakem check`: each set, the round's
//! problems, the verdict, and a match summary table at the end.

use std::fmt::Write;

use comfy_table::{Table, presets};

use super::board::diagram;
use super::{Located, Term, seat, unit, unit_title};
use crate::engine::{IllegalMove, Player};
use crate::record::{Forfeit, PlayerName, Record, Who};
use crate::referee::{
    MatchVerdict, SetEnd, SetVerdict, Severity, TournamentRules, Unit, Verdict, Winner,
};
use crate::ruleset::{Direction, Ruleset};
use crate::text::diagnostic::Source;
use crate::words::{Label, Words, points};
use crate::words::{Message, Msg};

crate::messages! {
    /// `hakem check` as text: the lines of its verdict.
    pub enum CheckText {
        /// The record and its variant's title and name.
        Heading { file: String, title: String, name: String } = "check-text-heading",
        /// The record and its game, for a game entered by results.
        HeadingGame { file: String, game: String } = "check-text-heading-game",
        TournamentRules { title: String, name: String } = "check-text-tournament-rules",
        /// A player and the side of the record they are.
        Player { name: String, side: Msg } = "check-text-player",
        Versus { first: Msg, second: Msg } = "check-text-versus",
        Forfeit { absent: String, present: String } = "check-text-forfeit",
        DoubleForfeit = "check-text-double-forfeit",
        /// A round problem: its severity, where, what.
        Problem { severity: Msg, at: Option<Msg>, problem: String } = "check-text-problem",
        Verdict { valid: bool } = "check-text-verdict",
        SetStartsSouth { unit: Msg, number: usize, name: String } = "check-text-set-starts-south",
        SetStarts { unit: Msg, number: usize, name: String } = "check-text-set-starts",
        SetHeading { unit: Msg, number: usize } = "check-text-set-heading",
        StarterNote { unit: Msg, number: usize, name: String } = "check-text-starter-note",
        NotCounted { unit: Msg } = "check-text-not-counted",
        SetWarnings { name: String, count: u32, unit: Msg } = "check-text-set-warnings",
        MovesWins { name: String } = "check-text-moves-wins",
        ResultWins { name: String } = "check-text-result-wins",
        Illegal { index: usize, at: Option<Msg>, mover: Msg, why: String } = "check-text-illegal",
        /// After the end nobody was to move: the pit alone.
        MoverPit { pit: u32 } = "check-text-mover-pit",
        MoverPlayed { name: String, seat: Msg, pit: u32 } = "check-text-mover-played",
        BoardBefore { index: usize } = "check-text-board-before",
        Played { plies: usize, state: Msg } = "check-text-played",
        SetOver { how: Msg } = "check-text-set-over",
        SetNotFinished { name: String, seat: Msg } = "check-text-set-not-finished",
        /// The stores at the end, then how the set came out.
        Stores { first: String, first_store: u16, second: String, second_store: u16, result: Msg } = "check-text-stores",
        /// Stores counted on paper (`-` where none was).
        CountedStores { first: String, first_store: String, second: String, second_store: String, result: Msg } = "check-text-counted-stores",
        Winner { name: String } = "check-text-winner",
        Drawn = "check-text-drawn",
        /// No result: the line ends.
        NoResult = "check-text-no-result",
        CountedNoWinner = "check-text-counted-no-winner",
        CountedEnded { how: Msg } = "check-text-counted-ended",
        Claimed { first: String, first_store: u32, second: String, second_store: u32, judgement: Msg } = "check-text-claimed",
        CellIllegal { index: usize } = "check-text-cell-illegal",
        CellTimedOut { name: PlayerName } = "check-text-cell-timed-out",
        CellLostByWarnings { name: PlayerName } = "check-text-cell-lost-by-warnings",
        CellWins { name: PlayerName, how: Option<Msg> } = "check-text-cell-wins",
        CellDrawn { how: Option<Msg> } = "check-text-cell-drawn",
        MatchSummary { rules: String, first: String, second: String } = "check-text-match-summary",
        RoundLostByWarnings { name: PlayerName, unit: Msg, at: usize } = "check-text-round-lost-by-warnings",
        WinsRound { name: PlayerName, why: Option<Msg> } = "check-text-wins-round",
    }
}

/// "Ayşe Yılmaz (first)", or the side alone when the record names nobody.
fn label(record: &Record, who: Who) -> Msg {
    let p = record.player(who);
    let side = Term::side(who).msg();
    if p.name == who.key() {
        side
    } else {
        CheckText::Player { name: p.name, side }.msg()
    }
}

/// Where in the record: "file:line:column".
fn located(source: &Source, span: Option<&std::ops::Range<usize>>) -> Option<Msg> {
    span.map(|s| {
        let (line, column) = source.line_col(s.start);
        Located {
            file: source.name.clone(),
            line,
            column,
        }
        .msg()
    })
}

/// The whole text verdict in `words`. `rules` is `None` for a match-level
/// game.
pub fn check_text(
    words: Words,
    source: &Source,
    record: &Record,
    rules: Option<&Ruleset>,
    t_rules: &TournamentRules,
    verdict: &Verdict,
) -> String {
    check_text_with(words, source, record, rules, t_rules, verdict, None)
}

/// [`check_text`], a grid game's sets move by move (`grid_sets`) after
/// the heading.
pub fn check_text_with(
    words: Words,
    source: &Source,
    record: &Record,
    rules: Option<&Ruleset>,
    t_rules: &TournamentRules,
    verdict: &Verdict,
    grid_sets: Option<&str>,
) -> String {
    let mut out = String::new();
    let heading = match rules {
        // The variant's title in the report's language where it has one.
        Some(r) => CheckText::Heading {
            file: source.name.clone(),
            title: r.titles().get(words.language()).into(),
            name: r.name().into(),
        },
        None => CheckText::HeadingGame {
            file: source.name.clone(),
            game: record.variant.clone(),
        },
    };
    let _ = writeln!(out, "{}", words.say(&heading));
    let _ = writeln!(
        out,
        "{}",
        words.say(&CheckText::TournamentRules {
            title: t_rules.title_in(words.language()).into(),
            name: t_rules.name().into(),
        })
    );
    let _ = writeln!(
        out,
        "{}",
        words.say(&CheckText::Versus {
            first: label(record, Who::First),
            second: label(record, Who::Second),
        })
    );
    // The grid sets end with a blank line: the next part needs none.
    let mut blank = "\n";
    if let Some(sets) = grid_sets {
        out.push('\n');
        out.push_str(sets);
        blank = "";
    }
    // A match-level game draws no board: its direction does not matter.
    let direction = rules.map_or(Direction::Counterclockwise, |r| r.sowing().direction);
    for set in &verdict.sets {
        out.push_str(std::mem::take(&mut blank));
        set_text(&mut out, words, source, record, direction, verdict, set);
        blank = "\n";
    }
    match verdict.round.forfeit {
        Some(Forfeit::One(w)) => {
            let line = CheckText::Forfeit {
                absent: record.name_of(w).shown(words),
                present: record.name_of(w.other()).shown(words),
            };
            let _ = writeln!(out, "{blank}{}", words.say(&line));
            blank = "\n";
        }
        Some(Forfeit::Both) => {
            let _ = writeln!(out, "{blank}{}", words.say(&CheckText::DoubleForfeit));
            blank = "\n";
        }
        None => {}
    }
    if !verdict.problems.is_empty() {
        let _ = writeln!(out, "{blank}{}", words.t(Label::CheckRoundProblems));
        blank = "\n";
        // Each problem worded on its own, side by side on the machine's
        // cores: a record may hold 150,000 of them, and wording them is
        // most of the report's time.
        use rayon::prelude::*;
        let lines: Vec<String> = (verdict.problems.par_iter())
            .with_min_len(256)
            .map(|p| {
                let severity = match p.severity() {
                    Severity::Error => Label::SeverityError,
                    Severity::Note => Label::SeverityNote,
                };
                words.say(&CheckText::Problem {
                    severity: severity.msg(),
                    at: located(source, p.span.as_ref()),
                    problem: words.say(&p.message(record, verdict.unit)),
                })
            })
            .collect();
        for line in lines {
            let _ = writeln!(out, "{line}");
        }
    }
    let valid = CheckText::Verdict {
        valid: verdict.valid(),
    };
    let _ = writeln!(out, "{blank}{}\n", words.say(&valid));
    out.push_str(&summary_table(words, record, t_rules, verdict));
    out
}

fn set_text(
    out: &mut String,
    words: Words,
    source: &Source,
    record: &Record,
    direction: Direction,
    verdict: &Verdict,
    set: &SetVerdict,
) {
    let name = |who: Who| record.name_of(who).shown(words);
    let number = set.number;
    let title = unit_title(verdict.unit).msg();
    let u = unit(verdict.unit).msg();
    let heading = match (set.starts, set.position) {
        (Some(s), Some(_)) => CheckText::SetStartsSouth {
            unit: title,
            number,
            name: name(s),
        },
        (Some(s), None) => CheckText::SetStarts {
            unit: title,
            number,
            name: name(s),
        },
        (None, _) => CheckText::SetHeading {
            unit: title,
            number,
        },
    };
    let _ = writeln!(out, "{}", words.say(&heading));
    if set.starts != set.rules_starts
        && let Some(r) = set.rules_starts
    {
        let note = CheckText::StarterNote {
            unit: u.clone(),
            number,
            name: name(r),
        };
        let _ = writeln!(out, "{}", words.say(&note));
    }
    if !set.counted {
        let _ = writeln!(
            out,
            "{}",
            words.say(&CheckText::NotCounted { unit: u.clone() })
        );
    }
    for who in [Who::First, Who::Second] {
        let count = set.warnings[who as usize];
        if count > 0 {
            let line = CheckText::SetWarnings {
                name: name(who),
                count,
                unit: u.clone(),
            };
            let _ = writeln!(out, "{}", words.say(&line));
        }
    }
    if let Some(stores) = set.counted_stores {
        counted_text(out, words, record, set, stores);
        return;
    }
    let Some(position) = set.position else {
        // A grid set with its moves: the board gave the result (the moves
        // are judged in the set's own section above).
        let by_moves = record
            .sets
            .get(set.number - 1)
            .is_some_and(|s| !s.grid_moves.is_empty());
        let line = match set.winner {
            Some(Winner::Player(w)) if by_moves => CheckText::MovesWins { name: name(w) }.msg(),
            Some(Winner::Draw) if by_moves => Label::CheckMovesDrawn.msg(),
            None if by_moves => Label::CheckMovesNoResult.msg(),
            Some(Winner::Player(w)) => CheckText::ResultWins { name: name(w) }.msg(),
            Some(Winner::Draw) => Label::CheckResultDrawn.msg(),
            None => Label::CheckResultRefused.msg(),
        };
        let _ = writeln!(out, "{}", words.say(&line));
        return;
    };
    let north = words.say(&label(record, set.who(Player::North)));
    let south = words.say(&label(record, set.who(Player::South)));
    match &set.error {
        Some(e) => {
            // After the end nobody was to move: name the pit, not a player.
            let mover = match e.illegal {
                IllegalMove::GameOver { .. } => CheckText::MoverPit { pit: e.pit },
                _ => CheckText::MoverPlayed {
                    name: name(set.who(e.player)),
                    seat: seat(e.player).msg(),
                    pit: e.pit,
                },
            };
            let line = CheckText::Illegal {
                index: e.index,
                at: located(source, e.span.as_ref()),
                mover: mover.msg(),
                why: words.say(&e.illegal),
            };
            let _ = writeln!(out, "{}", words.say(&line));
            let _ = writeln!(
                out,
                "{}",
                words.say(&CheckText::BoardBefore { index: e.index })
            );
        }
        None => {
            let state = match set.ended_by {
                Some(end) => CheckText::SetOver {
                    how: describe_end(record, end),
                },
                None => CheckText::SetNotFinished {
                    name: name(set.who(position.to_move())),
                    seat: seat(position.to_move()).msg(),
                },
            };
            let line = CheckText::Played {
                plies: set.plies,
                state: state.msg(),
            };
            let _ = writeln!(out, "{}", words.say(&line));
        }
    }
    for line in diagram(words, &position, direction, Some(&north), Some(&south)).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let score = set.score.unwrap_or([0, 0]);
    let stores = CheckText::Stores {
        first: name(Who::First),
        first_store: score[0],
        second: name(Who::Second),
        second_store: score[1],
        result: match set.winner {
            Some(Winner::Player(w)) => CheckText::Winner { name: name(w) },
            Some(Winner::Draw) => CheckText::Drawn,
            None => CheckText::NoResult,
        }
        .msg(),
    };
    let _ = writeln!(out, "{}", words.say(&stores));
    if let Some(c) = set.claimed {
        let judgement = match set.claimed_ok {
            Some(true) => Label::ClaimMatches,
            Some(false) => Label::ClaimDiffersStores,
            None => Label::ClaimStopped,
        };
        let line = CheckText::Claimed {
            first: name(Who::First),
            first_store: c.first,
            second: name(Who::Second),
            second_store: c.second,
            judgement: judgement.msg(),
        };
        let _ = writeln!(out, "{}", words.say(&line));
    }
}

/// A set counted on paper: how it ended, the stores counted (`-` where
/// none was), the winner.
fn counted_text(
    out: &mut String,
    words: Words,
    record: &Record,
    set: &SetVerdict,
    stores: [Option<u16>; 2],
) {
    let name = |who: Who| record.name_of(who).shown(words);
    let how = match set.ended_by {
        Some(SetEnd::Counted) | None => Label::CheckCounted.msg(),
        Some(end) => CheckText::CountedEnded {
            how: CheckText::SetOver {
                how: describe_end(record, end),
            }
            .msg(),
        }
        .msg(),
    };
    let _ = writeln!(out, "{}", words.say(&how));
    let shown = stores.map(|n| n.map_or_else(|| "-".to_string(), |n| n.to_string()));
    let [first_store, second_store] = shown;
    let line = CheckText::CountedStores {
        first: name(Who::First),
        first_store,
        second: name(Who::Second),
        second_store,
        result: match set.winner {
            Some(Winner::Player(w)) => CheckText::Winner { name: name(w) },
            Some(Winner::Draw) => CheckText::Drawn,
            None => CheckText::CountedNoWinner,
        }
        .msg(),
    };
    let _ = writeln!(out, "{}", words.say(&line));
}

/// How a set ended: "a row was empty after the move".
fn describe_end(record: &Record, end: SetEnd) -> Msg {
    end.message(record)
}

/// The set's result as one cell.
fn result_cell(record: &Record, set: &SetVerdict) -> Msg {
    let name = |who: Who| record.name_of(who);
    if !set.counted {
        return Label::CellNotCounted.msg();
    }
    if let Some(e) = &set.error {
        return CheckText::CellIllegal { index: e.index }.msg();
    }
    let how = match set.ended_by {
        Some(SetEnd::Timeout(w)) => Some(CheckText::CellTimedOut { name: name(w) }.msg()),
        Some(SetEnd::Warnings(w)) => Some(CheckText::CellLostByWarnings { name: name(w) }.msg()),
        _ => None,
    };
    match set.winner {
        Some(Winner::Player(w)) => CheckText::CellWins { name: name(w), how }.msg(),
        Some(Winner::Draw) => CheckText::CellDrawn { how }.msg(),
        None if set.finished() => Label::CellNotAccepted.msg(),
        None => Label::CellNotFinished.msg(),
    }
}

/// The match summary: one row per set, the totals, then the round.
pub fn summary_table(
    words: Words,
    record: &Record,
    rules: &TournamentRules,
    verdict: &Verdict,
) -> String {
    let name = |who: Who| record.name_of(who).shown(words);
    let pair = |a: String, b: String| format!("{a}-{b}");
    let unit = words.say(&unit_title(verdict.unit));
    let mut table = Table::new();
    table.load_style(presets::ASCII_MARKDOWN);
    // Full width in a file; in a terminal, wrapped to its width.
    if let Some(columns) = crate::files::stdout::terminal_width() {
        table
            .set_content_arrangement(comfy_table::ContentArrangement::Dynamic)
            .set_width(u16::try_from(columns).unwrap_or(u16::MAX));
    }
    let sowing = verdict.sets.iter().any(|s| s.position.is_some());
    let starts = rules.starter(1).is_some() || verdict.sets.iter().any(|s| s.starts.is_some());
    let mut header = vec![unit];
    if starts {
        header.push(words.t(Label::ColumnStarted).into());
    }
    header.push(words.t(Label::Result).into());
    if sowing {
        header.push(words.t(Label::ColumnStores).into());
    }
    header.push(words.t(Label::Warnings).into());
    header.push(words.t(Label::Points).into());
    table.set_header(header);
    let mut row = |first: String,
                   started: String,
                   result: String,
                   stores: String,
                   warnings: String,
                   pts: String| {
        let mut row = vec![first];
        if starts {
            row.push(started);
        }
        row.push(result);
        if sowing {
            row.push(stores);
        }
        row.push(warnings);
        row.push(pts);
        table.add_row(row);
    };
    for set in &verdict.sets {
        row(
            set.number.to_string(),
            set.starts.map_or("-".into(), name),
            words.say(&result_cell(record, set)),
            set.score
                .map_or("-".into(), |s| pair(s[0].to_string(), s[1].to_string())),
            pair(set.warnings[0].to_string(), set.warnings[1].to_string()),
            set.set_points
                .map_or("-".into(), |p| pair(points(p[0]), points(p[1]))),
        );
    }
    let r = &verdict.round;
    row(
        words.t(Label::Total).into(),
        String::new(),
        String::new(),
        String::new(),
        pair(r.warnings[0].to_string(), r.warnings[1].to_string()),
        pair(points(r.set_points[0]), points(r.set_points[1])),
    );
    row(
        words.t(Label::Round).into(),
        String::new(),
        words.say(&round_cell(record, verdict.unit, r)),
        String::new(),
        String::new(),
        if r.complete {
            pair(points(r.round_points[0]), points(r.round_points[1]))
        } else {
            "-".into()
        },
    );
    let heading = words.say(&CheckText::MatchSummary {
        rules: rules.name().into(),
        first: name(Who::First),
        second: name(Who::Second),
    });
    format!("{heading}\n{table}")
}

fn round_cell(record: &Record, u: Unit, r: &MatchVerdict) -> Msg {
    let name = |who: Who| record.name_of(who);
    let why = r.lost_by_warnings.map(|(w, at)| {
        CheckText::RoundLostByWarnings {
            name: name(w),
            unit: unit(u).msg(),
            at,
        }
        .msg()
    });
    match (r.complete, r.winner) {
        (true, Some(Winner::Player(w))) => CheckText::WinsRound { name: name(w), why }.msg(),
        (true, _) => Label::CellRoundDrawn.msg(),
        (false, _) => Label::CellRoundIncomplete.msg(),
    }
}
