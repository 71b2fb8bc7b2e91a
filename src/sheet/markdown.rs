//! Sheets as Markdown, for posting (GitHub-flavoured pipe tables).

use std::fmt::Write;

use super::model::{Body, Document, EventSheet, MatchSheet};
use super::*;
use crate::words::{Label, Language, points, t};

pub fn render(doc: &Document) -> String {
    let lang = doc.lang;
    let mut out = String::new();
    match &doc.body {
        Body::Match(m) => match_sheet(&mut out, lang, m, 1),
        Body::Event(e) => event(&mut out, lang, e),
    }
    let _ = writeln!(out, "\n_{}_", esc(&printed_line(doc)));
    out
}

/// Escapes what Markdown would read as markup in running text and cells.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(
            c,
            '\\' | '|' | '*' | '_' | '`' | '[' | ']' | '<' | '>' | '#'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A pipe table; `align` is one of `l`, `r`, `c` per column.
/// A [`Grid`] as a pipe table.
fn grid(out: &mut String, lang: Language, grid: &Grid) {
    let header: Vec<String> = grid
        .columns
        .iter()
        .map(|c| t(lang, c.label).to_string())
        .collect();
    let align: String = grid
        .columns
        .iter()
        .map(|c| match c.align {
            Align::Left => 'l',
            Align::Center => 'c',
            Align::Right => 'r',
        })
        .collect();
    pipe_table(out, &header, &align, &grid.rows);
}

fn pipe_table(out: &mut String, header: &[String], align: &str, rows: &[Vec<String>]) {
    let line = |cells: &[String]| {
        let cells: Vec<String> = cells.iter().map(|c| esc(c)).collect();
        format!("| {} |", cells.join(" | "))
    };
    let _ = writeln!(out, "{}", line(header));
    let rule: Vec<&str> = align
        .chars()
        .map(|a| match a {
            'r' => "---:",
            'c' => ":---:",
            _ => "---",
        })
        .collect();
    let _ = writeln!(out, "| {} |", rule.join(" | "));
    for row in rows {
        let _ = writeln!(out, "{}", line(row));
    }
}

fn fields(out: &mut String, fields: &[(String, String)]) {
    for (label, value) in fields {
        let _ = writeln!(out, "- **{}:** {}", esc(label), esc(value));
    }
}

fn match_sheet(out: &mut String, lang: Language, m: &MatchSheet, level: usize) {
    let h = "#".repeat(level);
    let _ = writeln!(
        out,
        "{h} {}: {} – {}\n",
        t(lang, Label::MatchSheet),
        esc(m.name(Who::First)),
        esc(m.name(Who::Second))
    );
    fields(out, &event_fields(lang, &m.event, &m.game));
    for who in [Who::First, Who::Second] {
        let _ = writeln!(
            out,
            "- **{}:** {}",
            role(lang, who),
            esc(&player_line(lang, m, who))
        );
    }
    for set in &m.sets {
        let _ = writeln!(out, "\n{h}# {}\n", set_title(lang, set));
        if let Some(line) = starts_line(lang, m, set) {
            let _ = writeln!(out, "{}\n", esc(&line));
        }
        if set.moves_recorded == 0 {
            let _ = writeln!(out, "{}\n", t(lang, Label::NoMovesRecorded));
        } else {
            let rows: Vec<Vec<String>> = set
                .turns
                .iter()
                .map(|r| vec![r.number.to_string(), cells(&r.south), cells(&r.north)])
                .collect();
            pipe_table(
                out,
                &[
                    t(lang, Label::Turn).to_string(),
                    seat_heading(lang, m, set, true),
                    seat_heading(lang, m, set, false),
                ],
                "rll",
                &rows,
            );
            out.push('\n');
        }
        if set.stores.is_some() {
            let _ = writeln!(
                out,
                "- **{}:** {}",
                t(lang, Label::FinalStores),
                esc(&stores_line(m, set))
            );
        }
        if let Some(c) = claim_line(lang, set) {
            let _ = writeln!(out, "- **{}:** {}", t(lang, Label::Signed), esc(&c));
        }
        let _ = writeln!(
            out,
            "- **{}:** {}",
            t(lang, Label::Ending),
            esc(&ending_line(lang, m, set))
        );
        if set.incidents.is_empty() {
            let _ = writeln!(
                out,
                "- **{}:** {}",
                t(lang, Label::Incidents),
                t(lang, Label::NoIncidents)
            );
        } else {
            let _ = writeln!(out, "- **{}:**", t(lang, Label::Incidents));
            for i in &set.incidents {
                let _ = writeln!(out, "  - {}", esc(&incident_line(lang, m, i)));
            }
        }
    }
    let _ = writeln!(out, "\n{h}# {}\n", t(lang, Label::RoundResult));
    pipe_table(
        out,
        &[
            String::new(),
            m.name(Who::First).to_string(),
            m.name(Who::Second).to_string(),
        ],
        "lrr",
        &[
            vec![
                t(lang, Label::SetPoints).to_string(),
                points(m.set_points[0]),
                points(m.set_points[1]),
            ],
            vec![
                t(lang, Label::RoundPoints).to_string(),
                points(m.round_points[0]),
                points(m.round_points[1]),
            ],
            vec![
                t(lang, Label::Warnings).to_string(),
                m.warnings[0].to_string(),
                m.warnings[1].to_string(),
            ],
        ],
    );
    let _ = writeln!(
        out,
        "\n**{}: {}**\n",
        t(lang, Label::RoundResult),
        esc(&round_line(lang, m))
    );
    let _ = writeln!(out, "{}\n", esc(validity_line(lang, m)));
    for &(set, code) in &m.problems {
        let _ = writeln!(
            out,
            "- **{}:** {}",
            t(lang, Label::Problems),
            esc(&problem_text(lang, set, code))
        );
    }
    if !m.problems.is_empty() {
        out.push('\n');
    }
    let _ = writeln!(out, "{h}# {}\n", t(lang, Label::Signatures));
    for name in [
        t(lang, Label::Referee),
        m.name(Who::First),
        m.name(Who::Second),
    ] {
        let _ = writeln!(out, "- {}: ______________________________", esc(name));
    }
    let _ = writeln!(out, "\n{}: `{}`", t(lang, Label::Record), m.file);
}

fn event(out: &mut String, lang: Language, e: &EventSheet) {
    for round in &e.rounds {
        let _ = writeln!(out, "# {}\n", round_heading(lang, round.round));
        fields(out, &event_fields(lang, &e.event, &e.game));
        out.push('\n');
        grid(out, lang, &results_grid(round));
        out.push('\n');
    }
    let _ = writeln!(out, "# {}\n", t(lang, Label::Standings));
    grid(out, lang, &standings_grid(&e.standings));
    let _ = writeln!(out, "\n{}", t(lang, Label::TieBreaks));
    for m in &e.matches {
        out.push_str("\n---\n\n");
        match_sheet(out, lang, m, 2);
    }
}
