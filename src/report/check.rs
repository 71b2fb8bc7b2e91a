//! The human-readable verdict of `hakem check`.

use std::fmt::Write;

use super::board::diagram;
use crate::diagnostic::Source;
use crate::record::{Record, Who};
use crate::referee::{SetEnd, SetVerdict, Verdict, Winner};
use crate::ruleset::Ruleset;

/// "Ayşe Yılmaz (first)".
fn label(record: &Record, who: Who) -> String {
    let p = record.player(who);
    if p.name == who.key() {
        p.name
    } else {
        format!("{} ({})", p.name, who.key())
    }
}

pub fn check_text(source: &Source, record: &Record, rules: &Ruleset, verdict: &Verdict) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} — {} ({})", source.name, rules.title, rules.name);
    let _ = writeln!(
        out,
        "{} vs {}",
        label(record, Who::First),
        label(record, Who::Second)
    );
    for set in &verdict.sets {
        out.push('\n');
        set_text(&mut out, source, record, set);
    }
    out.push('\n');
    round_text(&mut out, record, verdict);
    let _ = write!(
        out,
        "\nVerdict: {}",
        if verdict.valid() { "VALID" } else { "INVALID" }
    );
    out
}

fn set_text(out: &mut String, source: &Source, record: &Record, set: &SetVerdict) {
    let name = |who: Who| record.player(who).name;
    let starter = name(set.starts);
    let _ = writeln!(out, "Set {}: {} starts (South).", set.number, starter);
    if set.starts != set.rules_starts {
        let _ = writeln!(
            out,
            "  Note: the tournament rules have {} starting set {}.",
            name(set.rules_starts),
            set.number
        );
    }
    let north = label(record, set.who(crate::engine::Player::North));
    let south = label(record, set.who(crate::engine::Player::South));
    match &set.error {
        Some(e) => {
            let at = e.span.as_ref().map_or(String::new(), |s| {
                let (line, col) = source.line_col(s.start);
                format!(" ({}:{line}:{col})", source.name)
            });
            let _ = writeln!(
                out,
                "  ILLEGAL move {}{at}: {} ({}) played pit {}: {}.",
                e.index,
                name(set.who(e.player)),
                e.player,
                e.pit,
                e.illegal
            );
            let _ = writeln!(out, "  Board before move {}:", e.index);
        }
        None => {
            let state = match set.ended_by {
                Some(end) => format!("set over: {}", describe_end(end)),
                None => format!(
                    "set not finished, {} ({}) to move",
                    name(set.who(set.position.to_move())),
                    set.position.to_move()
                ),
            };
            let _ = writeln!(out, "  {} moves, all legal; {state}.", set.plies);
        }
    }
    for line in diagram(&set.position, &north, &south).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = write!(
        out,
        "  Stores: {} {}, {} {}",
        name(Who::First),
        set.score_of(Who::First),
        name(Who::Second),
        set.score_of(Who::Second)
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

fn describe_end(end: SetEnd) -> String {
    match end {
        SetEnd::Play(r) => format!("{} ({})", r.describe(), r.code()),
        SetEnd::Timeout(w) => format!("{}'s time ran out (timeout)", w.key()),
        SetEnd::Warnings(w) => format!("{} received the deciding warning (warnings)", w.key()),
    }
}

fn round_text(out: &mut String, record: &Record, verdict: &Verdict) {
    let r = &verdict.round;
    let name = |who: Who| record.player(who).name;
    let points = |p: f64| {
        if p.fract() == 0.0 {
            format!("{p:.0}")
        } else {
            format!("{p}")
        }
    };
    let _ = write!(
        out,
        "Round: set points {} {} – {} {}",
        name(Who::First),
        points(r.set_points[0]),
        points(r.set_points[1]),
        name(Who::Second)
    );
    match (r.complete, r.winner) {
        (true, Some(Winner::Player(w))) => {
            let _ = write!(out, "; {} wins the round", name(w));
        }
        (true, _) => {
            let _ = write!(out, "; the round is drawn");
        }
        (false, _) => {
            let _ = write!(out, "; the round is not complete");
        }
    }
    let _ = writeln!(
        out,
        ". Warnings: {} {}, {} {}.",
        name(Who::First),
        r.warnings[0],
        name(Who::Second),
        r.warnings[1]
    );
}
