//! The human-readable verdict of `hakem check`: each set, the round's
//! problems, the verdict, and a match summary table at the end.

use std::fmt::Write;

use comfy_table::{Table, presets};

use super::board::diagram;
use crate::engine::{IllegalMove, Player};
use crate::record::{Forfeit, Record, Who};
use crate::referee::{
    MatchVerdict, SetEnd, SetVerdict, Severity, TournamentRules, Unit, Verdict, Winner,
};
use crate::ruleset::{Direction, Ruleset};
use crate::text::diagnostic::Source;
use crate::wording::{Label, Words, points};

/// "Ayşe Yılmaz (first)", or the side alone when the record names nobody.
fn label(words: Words, record: &Record, who: Who) -> String {
    let p = record.player(who);
    let side = words.who(who);
    if p.name == who.key() {
        side.to_string()
    } else {
        format!("{} ({side})", p.name)
    }
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
    let mut out = String::new();
    match rules {
        Some(r) => {
            // The variant's title in the report's language where it has one.
            let titles = r.titles();
            let _ = writeln!(
                out,
                "{} — {} ({})",
                source.name,
                titles.get(words.language()),
                r.name()
            );
        }
        None => {
            let _ = writeln!(out, "{} — {}", source.name, record.variant);
        }
    }
    let _ = writeln!(
        out,
        "{}",
        words.fill(
            Label::CheckTournamentRules,
            &[t_rules.title_in(words.language()), t_rules.name()]
        )
    );
    let _ = writeln!(
        out,
        "{}",
        words.fill(
            Label::CheckVersus,
            &[
                &label(words, record, Who::First),
                &label(words, record, Who::Second)
            ]
        )
    );
    // A match-level game draws no board: its direction does not matter.
    let direction = rules.map_or(Direction::Counterclockwise, |r| r.sowing().direction);
    for set in &verdict.sets {
        out.push('\n');
        set_text(&mut out, words, source, record, direction, verdict, set);
    }
    match verdict.round.forfeit {
        Some(Forfeit::One(w)) => {
            let line = words.fill(
                Label::ForfeitRound,
                &[&record.player(w).name, &record.player(w.other()).name],
            );
            let _ = writeln!(out, "\n{line}.");
        }
        Some(Forfeit::Both) => {
            let _ = writeln!(out, "\n{}.", words.t(Label::DoubleForfeitRound));
        }
        None => {}
    }
    if !verdict.problems.is_empty() {
        let _ = writeln!(out, "\n{}", words.t(Label::CheckRoundProblems));
        for p in &verdict.problems {
            let at = p.span.as_ref().map_or(String::new(), |s| {
                let (line, col) = source.line_col(s.start);
                format!("{}:{line}:{col}: ", source.name)
            });
            let severity = match p.severity() {
                Severity::Error => words.t(Label::SeverityError),
                Severity::Note => words.t(Label::SeverityNote),
            };
            let _ = writeln!(
                out,
                "  {severity}: {at}{}",
                words.round_problem(p, record, verdict.unit)
            );
        }
    }
    let valid = if verdict.valid() {
        Label::VerdictValid
    } else {
        Label::VerdictInvalid
    };
    let _ = writeln!(
        out,
        "\n{}\n",
        words.fill(Label::CheckVerdict, &[words.t(valid)])
    );
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
    let name = |who: Who| record.player(who).name;
    let number = set.number.to_string();
    let title = words.unit_title(verdict.unit);
    let u = words.unit(verdict.unit);
    let heading = match (set.starts, set.position) {
        (Some(s), Some(_)) => words.fill_named(
            Label::CheckSetStartsSouth,
            &[("unit", title), ("number", &number), ("name", &name(s))],
        ),
        (Some(s), None) => words.fill_named(
            Label::CheckSetStarts,
            &[("unit", title), ("number", &number), ("name", &name(s))],
        ),
        (None, _) => words.fill_named(
            Label::CheckSetHeading,
            &[("unit", title), ("number", &number)],
        ),
    };
    let _ = writeln!(out, "{heading}");
    if set.starts != set.rules_starts
        && let Some(r) = set.rules_starts
    {
        let _ = writeln!(
            out,
            "{}",
            words.fill_named(
                Label::CheckStarterNote,
                &[("unit", u), ("number", &number), ("name", &name(r))],
            )
        );
    }
    if !set.counted {
        let _ = writeln!(out, "{}", words.fill(Label::CheckNotCounted, &[u]));
    }
    for who in [Who::First, Who::Second] {
        let n = set.warnings[who as usize];
        if n > 0 {
            let _ = writeln!(
                out,
                "{}",
                words.fill_named(
                    Label::CheckSetWarnings,
                    &[("name", &name(who)), ("count", &n.to_string()), ("unit", u)],
                )
            );
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
            Some(Winner::Player(w)) if by_moves => words.fill(Label::CheckMovesWins, &[&name(w)]),
            Some(Winner::Draw) if by_moves => words.t(Label::CheckMovesDrawn).to_string(),
            None if by_moves => words.t(Label::CheckMovesNoResult).to_string(),
            Some(Winner::Player(w)) => words.fill(Label::CheckResultWins, &[&name(w)]),
            Some(Winner::Draw) => words.t(Label::CheckResultDrawn).to_string(),
            None => words.t(Label::CheckResultRefused).to_string(),
        };
        let _ = writeln!(out, "{line}");
        return;
    };
    let north = label(words, record, set.who(Player::North));
    let south = label(words, record, set.who(Player::South));
    match &set.error {
        Some(e) => {
            let at = e.span.as_ref().map_or(String::new(), |s| {
                let (line, col) = source.line_col(s.start);
                format!(" ({}:{line}:{col})", source.name)
            });
            // After the end nobody was to move: name the pit, not a player.
            let mover = match e.illegal {
                IllegalMove::GameOver { .. } => words.fill(Label::MoverPit, &[&e.pit.to_string()]),
                _ => words.fill_named(
                    Label::CheckMoverPlayed,
                    &[
                        ("name", &name(set.who(e.player))),
                        ("seat", words.seat(e.player)),
                        ("pit", &e.pit.to_string()),
                    ],
                ),
            };
            let _ = writeln!(
                out,
                "{}",
                words.fill_named(
                    Label::CheckIllegal,
                    &[
                        ("index", &e.index.to_string()),
                        ("at", &at),
                        ("mover", &mover),
                        ("why", &words.illegal_move(&e.illegal)),
                    ],
                )
            );
            let _ = writeln!(
                out,
                "{}",
                words.fill(Label::CheckBoardBefore, &[&e.index.to_string()])
            );
        }
        None => {
            let state = match set.ended_by {
                Some(end) => words.fill(Label::CheckSetOver, &[&describe_end(words, record, end)]),
                None => words.fill_named(
                    Label::CheckSetNotFinished,
                    &[
                        ("name", &name(set.who(position.to_move()))),
                        ("seat", words.seat(position.to_move())),
                    ],
                ),
            };
            let line = if set.plies == 1 {
                words.fill(Label::CheckPlayedOne, &[&state])
            } else {
                words.fill(Label::CheckPlayed, &[&set.plies.to_string(), &state])
            };
            let _ = writeln!(out, "{line}");
        }
    }
    for line in diagram(words, &position, direction, &north, &south).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let score = set.score.unwrap_or([0, 0]);
    let _ = write!(
        out,
        "{}",
        words.fill(
            Label::CheckStores,
            &[
                &name(Who::First),
                &score[0].to_string(),
                &name(Who::Second),
                &score[1].to_string()
            ]
        )
    );
    match set.winner {
        Some(Winner::Player(w)) => {
            let _ = writeln!(out, "{}", words.fill(Label::CheckWinner, &[&name(w)]));
        }
        Some(Winner::Draw) => {
            let _ = writeln!(out, "{}", words.t(Label::CheckDrawn));
        }
        None => {
            let _ = writeln!(out, ".");
        }
    }
    if let Some(c) = set.claimed {
        let judgement = match set.claimed_ok {
            Some(true) => Label::ClaimMatches,
            Some(false) => Label::ClaimDiffersStores,
            None => Label::ClaimStopped,
        };
        let _ = writeln!(
            out,
            "{}",
            words.fill(
                Label::CheckClaimed,
                &[
                    &name(Who::First),
                    &c.first.to_string(),
                    &name(Who::Second),
                    &c.second.to_string(),
                    words.t(judgement),
                ]
            )
        );
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
    let name = |who: Who| record.player(who).name;
    match set.ended_by {
        Some(SetEnd::Counted) | None => {
            let _ = writeln!(out, "{}", words.t(Label::CheckCounted));
        }
        Some(end) => {
            let how = words.fill(Label::CheckSetOver, &[&describe_end(words, record, end)]);
            let _ = writeln!(out, "{}", words.fill(Label::CheckCountedEnded, &[&how]));
        }
    }
    let shown = stores.map(|n| n.map_or_else(|| "-".to_string(), |n| n.to_string()));
    let _ = write!(
        out,
        "{}",
        words.fill(
            Label::CheckCountedStores,
            &[&name(Who::First), &shown[0], &name(Who::Second), &shown[1]]
        )
    );
    let _ = match set.winner {
        Some(Winner::Player(w)) => writeln!(out, "{}", words.fill(Label::CheckWinner, &[&name(w)])),
        Some(Winner::Draw) => writeln!(out, "{}", words.t(Label::CheckDrawn)),
        None => writeln!(out, "{}", words.t(Label::CheckCountedNoWinner)),
    };
}

/// How a set ended: "a row was empty after the move" (its code is JSON's
/// `ended_by`, not the arbiter's words).
fn describe_end(words: Words, record: &Record, end: SetEnd) -> String {
    words.say(&end.message(record))
}

/// The set's result as one cell.
fn result_cell(words: Words, record: &Record, set: &SetVerdict) -> String {
    let name = |who: Who| record.player(who).name;
    if !set.counted {
        return words.t(Label::CellNotCounted).into();
    }
    if let Some(e) = &set.error {
        return words.fill(Label::CellIllegal, &[&e.index.to_string()]);
    }
    let how = match set.ended_by {
        Some(SetEnd::Timeout(w)) => words.fill(Label::CellTimedOut, &[&name(w)]),
        Some(SetEnd::Warnings(w)) => words.fill(Label::CellLostByWarnings, &[&name(w)]),
        _ => String::new(),
    };
    match set.winner {
        Some(Winner::Player(w)) => words.fill(Label::CellWins, &[&name(w), &how]),
        Some(Winner::Draw) => words.fill(Label::CellDrawn, &[&how]),
        None if set.finished() => words.t(Label::CellNotAccepted).into(),
        None => words.t(Label::CellNotFinished).into(),
    }
}

/// The match summary: one row per set, the totals, then the round.
pub fn summary_table(
    words: Words,
    record: &Record,
    rules: &TournamentRules,
    verdict: &Verdict,
) -> String {
    let name = |who: Who| record.player(who).name;
    let pair = |a: String, b: String| format!("{a}-{b}");
    let unit = words.unit_title(verdict.unit);
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
    let mut header = vec![unit.to_string()];
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
            result_cell(words, record, set),
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
        round_cell(words, record, verdict.unit, r),
        String::new(),
        String::new(),
        if r.complete {
            pair(points(r.round_points[0]), points(r.round_points[1]))
        } else {
            "-".into()
        },
    );
    let heading = words.fill_named(
        Label::MatchSummary,
        &[
            ("rules", rules.name()),
            ("first", &name(Who::First)),
            ("second", &name(Who::Second)),
        ],
    );
    format!("{heading}\n{table}")
}

fn round_cell(words: Words, record: &Record, u: Unit, r: &MatchVerdict) -> String {
    let name = |who: Who| record.player(who).name;
    let why = match r.lost_by_warnings {
        Some((w, at)) => words.fill_named(
            Label::RoundLostByWarnings,
            &[
                ("name", &name(w)),
                ("unit", words.unit(u)),
                ("at", &at.to_string()),
            ],
        ),
        None => String::new(),
    };
    match (r.complete, r.winner) {
        (true, Some(Winner::Player(w))) => words.fill(Label::WinsRound, &[&name(w)]) + &why,
        (true, _) => words.t(Label::CellRoundDrawn).into(),
        (false, _) => words.t(Label::CellRoundIncomplete).into(),
    }
}
