//! The human-readable verdict of `hakem check`: each set, the round's
//! problems, the verdict, and a match summary table at the end.

use std::fmt::Write;

use comfy_table::{Table, presets};

use super::board::diagram;
use crate::diagnostic::Source;
use crate::engine::{IllegalMove, Player};
use crate::record::{Record, Who};
use crate::referee::{MatchVerdict, SetEnd, SetVerdict, TournamentRules, Unit, Verdict, Winner};
use crate::ruleset::{Direction, Ruleset};
use crate::words::{end_reason_en, illegal_move_en, points, round_problem_en};

/// "Ayşe Yılmaz (first)".
fn label(record: &Record, who: Who) -> String {
    let p = record.player(who);
    if p.name == who.key() {
        p.name
    } else {
        format!("{} ({})", p.name, who.key())
    }
}

/// The whole text verdict. `rules` is `None` for a match-level game.
pub fn check_text(
    source: &Source,
    record: &Record,
    rules: Option<&Ruleset>,
    t: &TournamentRules,
    verdict: &Verdict,
) -> String {
    let mut out = String::new();
    match rules {
        Some(r) => {
            let _ = writeln!(out, "{} — {} ({})", source.name, r.title(), r.name());
        }
        None => {
            let _ = writeln!(out, "{} — {}", source.name, record.variant);
        }
    }
    let _ = writeln!(out, "Tournament rules: {} ({})", t.title(), t.name());
    let _ = writeln!(
        out,
        "{} vs {}",
        label(record, Who::First),
        label(record, Who::Second)
    );
    // A match-level game draws no board: its direction does not matter.
    let direction = rules.map_or(Direction::Counterclockwise, |r| r.sowing().direction);
    for set in &verdict.sets {
        out.push('\n');
        set_text(&mut out, source, record, direction, verdict, set);
    }
    if !verdict.problems.is_empty() {
        out.push_str("\nRound problems:\n");
        for p in &verdict.problems {
            let at = p.span.as_ref().map_or(String::new(), |s| {
                let (line, col) = source.line_col(s.start);
                format!("{}:{line}:{col}: ", source.name)
            });
            let _ = writeln!(
                out,
                "  {}: {at}{}",
                p.severity().key(),
                round_problem_en(p, record, verdict.unit)
            );
        }
    }
    let _ = writeln!(
        out,
        "\nVerdict: {}\n",
        if verdict.valid() { "VALID" } else { "INVALID" }
    );
    out.push_str(&summary_table(record, t, verdict));
    out
}

fn set_text(
    out: &mut String,
    source: &Source,
    record: &Record,
    direction: Direction,
    verdict: &Verdict,
    set: &SetVerdict,
) {
    let name = |who: Who| record.player(who).name;
    let unit = verdict.unit.title();
    match (set.starts, set.position) {
        (Some(s), Some(_)) => {
            let _ = writeln!(out, "{unit} {}: {} starts (South).", set.number, name(s));
        }
        (Some(s), None) => {
            let _ = writeln!(out, "{unit} {}: {} starts.", set.number, name(s));
        }
        (None, _) => {
            let _ = writeln!(out, "{unit} {}:", set.number);
        }
    }
    if set.starts != set.rules_starts
        && let Some(r) = set.rules_starts
    {
        let _ = writeln!(
            out,
            "  Note: the tournament rules have {} starting {} {}.",
            name(r),
            verdict.unit.key(),
            set.number
        );
    }
    if !set.counted {
        let _ = writeln!(
            out,
            "  Not counted: this {} should not have been played.",
            verdict.unit.key()
        );
    }
    for who in [Who::First, Who::Second] {
        let n = set.warnings[who as usize];
        if n > 0 {
            let _ = writeln!(
                out,
                "  Warnings: {} {n} in this {}.",
                name(who),
                verdict.unit.key()
            );
        }
    }
    let Some(position) = set.position else {
        match set.winner {
            Some(Winner::Player(w)) => {
                let _ = writeln!(out, "  Result entered: {} wins.", name(w));
            }
            Some(Winner::Draw) => {
                let _ = writeln!(out, "  Result entered: drawn.");
            }
            None => {
                let _ = writeln!(out, "  Result entered, not accepted.");
            }
        }
        return;
    };
    let north = label(record, set.who(Player::North));
    let south = label(record, set.who(Player::South));
    match &set.error {
        Some(e) => {
            let at = e.span.as_ref().map_or(String::new(), |s| {
                let (line, col) = source.line_col(s.start);
                format!(" ({}:{line}:{col})", source.name)
            });
            // After the end nobody was to move: name the pit, not a player.
            let mover = match e.illegal {
                IllegalMove::GameOver { .. } => format!("pit {}", e.pit),
                _ => format!(
                    "{} ({}) played pit {}",
                    name(set.who(e.player)),
                    e.player,
                    e.pit
                ),
            };
            let _ = writeln!(
                out,
                "  ILLEGAL move {}{at}: {mover}: {}.",
                e.index,
                illegal_move_en(&e.illegal)
            );
            let _ = writeln!(out, "  Board before move {}:", e.index);
        }
        None => {
            let state = match set.ended_by {
                Some(end) => format!("set over: {}", describe_end(record, end)),
                None => format!(
                    "set not finished, {} ({}) to move",
                    name(set.who(position.to_move())),
                    position.to_move()
                ),
            };
            let moves = if set.plies == 1 { "move" } else { "moves" };
            let _ = writeln!(out, "  {} {moves} played; {state}.", set.plies);
        }
    }
    for line in diagram(&position, direction, &north, &south).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let score = set.score.unwrap_or([0, 0]);
    let _ = write!(
        out,
        "  Stores: {} {}, {} {}",
        name(Who::First),
        score[0],
        name(Who::Second),
        score[1]
    );
    match set.winner {
        Some(Winner::Player(w)) => {
            let _ = writeln!(out, ". Winner: {}.", name(w));
        }
        Some(Winner::Draw) => {
            let _ = writeln!(out, ". Drawn.");
        }
        None => {
            let _ = writeln!(out, ".");
        }
    }
    if let Some(c) = set.claimed {
        let judgement = match set.claimed_ok {
            Some(true) => "matches",
            Some(false) => "DOES NOT MATCH the stores",
            None => "not compared: the set stopped at an illegal move",
        };
        let _ = writeln!(
            out,
            "  Claimed: {} {}, {} {} — {judgement}.",
            name(Who::First),
            c.first,
            name(Who::Second),
            c.second,
        );
    }
}

fn describe_end(record: &Record, end: SetEnd) -> String {
    let name = |who: Who| record.player(who).name;
    match end {
        SetEnd::Play(r) => format!("{} ({})", end_reason_en(r), r.code()),
        SetEnd::Timeout(w) => format!("{}'s time ran out (timeout)", name(w)),
        SetEnd::Warnings(w) => format!("{} received the round-losing warning (warnings)", name(w)),
        SetEnd::Result => "result entered (result)".into(),
    }
}

/// The set's result as one cell.
fn result_cell(record: &Record, set: &SetVerdict) -> String {
    let name = |who: Who| record.player(who).name;
    if !set.counted {
        return "not counted".into();
    }
    if let Some(e) = &set.error {
        return format!("illegal move {}", e.index);
    }
    let how = match set.ended_by {
        Some(SetEnd::Timeout(w)) => format!(" ({} timed out)", name(w)),
        Some(SetEnd::Warnings(w)) => format!(" ({} lost by warnings)", name(w)),
        _ => String::new(),
    };
    match set.winner {
        Some(Winner::Player(w)) => format!("{} wins{how}", name(w)),
        Some(Winner::Draw) => format!("drawn{how}"),
        None if set.finished() => "not accepted".into(),
        None => "not finished".into(),
    }
}

/// The match summary: one row per set, the totals, then the round.
pub fn summary_table(record: &Record, t: &TournamentRules, verdict: &Verdict) -> String {
    let name = |who: Who| record.player(who).name;
    let pair = |a: String, b: String| format!("{a}-{b}");
    let unit = verdict.unit.title();
    let mut table = Table::new();
    table.load_style(presets::ASCII_MARKDOWN);
    let sowing = verdict.sets.iter().any(|s| s.position.is_some());
    let starts = t.starter(1).is_some() || verdict.sets.iter().any(|s| s.starts.is_some());
    let mut header = vec![unit.to_string()];
    if starts {
        header.push("Started".into());
    }
    header.push("Result".into());
    if sowing {
        header.push("Stores".into());
    }
    header.push("Warnings".into());
    header.push("Points".into());
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
            result_cell(record, set),
            set.score
                .map_or("-".into(), |s| pair(s[0].to_string(), s[1].to_string())),
            pair(set.warnings[0].to_string(), set.warnings[1].to_string()),
            set.set_points
                .map_or("-".into(), |p| pair(points(p[0]), points(p[1]))),
        );
    }
    let r = &verdict.round;
    row(
        "Total".into(),
        String::new(),
        String::new(),
        String::new(),
        pair(r.warnings[0].to_string(), r.warnings[1].to_string()),
        pair(points(r.set_points[0]), points(r.set_points[1])),
    );
    row(
        "Round".into(),
        String::new(),
        round_cell(record, verdict.unit, r),
        String::new(),
        String::new(),
        if r.complete {
            pair(points(r.round_points[0]), points(r.round_points[1]))
        } else {
            "-".into()
        },
    );
    format!(
        "Match summary ({}; pairs read {}-{}):\n{table}",
        t.name(),
        name(Who::First),
        name(Who::Second)
    )
}

fn round_cell(record: &Record, unit: Unit, r: &MatchVerdict) -> String {
    let name = |who: Who| record.player(who).name;
    let why = match r.lost_by_warnings {
        Some((w, at)) => format!(" ({} lost it by warnings in {} {at})", name(w), unit.key()),
        None => String::new(),
    };
    match (r.complete, r.winner) {
        (true, Some(Winner::Player(w))) => format!("{} wins the round{why}", name(w)),
        (true, _) => "round drawn".into(),
        (false, _) => "round not complete".into(),
    }
}
