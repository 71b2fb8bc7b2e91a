//! Sheets for the terminal: headings, comfy-table tables (which measure
//! display width, so Turkish names line up), signature lines.

use std::fmt::Write;

use comfy_table::{CellAlignment, Column, Table, presets::UTF8_FULL_CONDENSED};

use super::model::{Body, Document, EventSheet, MatchSheet};
use super::*;
use crate::words::{Label, Language, points, t};

pub fn render(doc: &Document) -> String {
    let lang = doc.lang;
    let mut out = String::new();
    match &doc.body {
        Body::Match(m) => match_sheet(&mut out, lang, m),
        Body::Event(e) => event(&mut out, lang, e),
    }
    let _ = writeln!(out, "\n{}", printed_line(doc));
    out
}

fn table() -> Table {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table
}

fn right(table: &mut Table, columns: &[usize]) {
    for &c in columns {
        if let Some(col) = table.column_mut(c) {
            col.set_cell_alignment(CellAlignment::Right);
        }
    }
}

fn heading(out: &mut String, title: &str, underline: char) {
    let width = title.chars().count();
    let _ = writeln!(out, "{title}");
    let _ = writeln!(out, "{}", underline.to_string().repeat(width));
}

fn fields(out: &mut String, fields: &[(String, String)]) {
    for (label, value) in fields {
        let _ = writeln!(out, "{label}: {value}");
    }
}

fn match_sheet(out: &mut String, lang: Language, m: &MatchSheet) {
    heading(out, &t(lang, Label::MatchSheet).to_uppercase_tr(lang), '=');
    fields(out, &event_fields(lang, &m.event, &m.game));
    for who in [Who::First, Who::Second] {
        let _ = writeln!(out, "{}: {}", role(lang, who), player_line(lang, m, who));
    }
    for set in &m.sets {
        out.push('\n');
        heading(out, &set_title(lang, set), '-');
        if let Some(line) = starts_line(lang, m, set) {
            let _ = writeln!(out, "{line}");
        }
        if set.moves_recorded == 0 {
            let _ = writeln!(out, "{}", t(lang, Label::NoMovesRecorded));
        } else {
            let mut moves = table();
            moves.set_header([
                t(lang, Label::Turn).to_string(),
                seat_heading(lang, m, set, true),
                seat_heading(lang, m, set, false),
            ]);
            for row in &set.turns {
                moves.add_row([row.number.to_string(), cells(&row.south), cells(&row.north)]);
            }
            right(&mut moves, &[0]);
            let _ = writeln!(out, "{moves}");
        }
        if set.stores.is_some() {
            let _ = writeln!(
                out,
                "{}: {}",
                t(lang, Label::FinalStores),
                stores_line(m, set)
            );
        }
        if let Some(c) = claim_line(lang, set) {
            let _ = writeln!(out, "{}: {c}", t(lang, Label::Signed));
        }
        let _ = writeln!(
            out,
            "{}: {}",
            t(lang, Label::Ending),
            ending_line(lang, m, set)
        );
        let _ = write!(out, "{}:", t(lang, Label::Incidents));
        if set.incidents.is_empty() {
            let _ = writeln!(out, " {}", t(lang, Label::NoIncidents));
        } else {
            out.push('\n');
            for i in &set.incidents {
                let _ = writeln!(out, "  - {}", incident_line(lang, m, i));
            }
        }
    }
    out.push('\n');
    heading(out, t(lang, Label::RoundResult), '-');
    let mut round = table();
    round.set_header([
        String::new(),
        m.name(Who::First).to_string(),
        m.name(Who::Second).to_string(),
    ]);
    round.add_row([
        t(lang, Label::SetPoints).to_string(),
        points(m.set_points[0]),
        points(m.set_points[1]),
    ]);
    round.add_row([
        t(lang, Label::RoundPoints).to_string(),
        points(m.round_points[0]),
        points(m.round_points[1]),
    ]);
    round.add_row([
        t(lang, Label::Warnings).to_string(),
        m.warnings[0].to_string(),
        m.warnings[1].to_string(),
    ]);
    right(&mut round, &[1, 2]);
    let _ = writeln!(out, "{round}");
    let _ = writeln!(
        out,
        "{}: {}",
        t(lang, Label::RoundResult),
        round_line(lang, m)
    );
    let _ = writeln!(out, "{}", validity_line(lang, m));
    for &(set, code) in &m.problems {
        let _ = writeln!(
            out,
            "{}: {}",
            t(lang, Label::Problems),
            problem_text(lang, set, code)
        );
    }
    out.push('\n');
    heading(out, t(lang, Label::Signatures), '-');
    for name in [
        t(lang, Label::Referee),
        m.name(Who::First),
        m.name(Who::Second),
    ] {
        let _ = writeln!(out, "\n{name}: ______________________________");
    }
    let _ = writeln!(out, "\n{}: {}", t(lang, Label::Record), m.file);
}

fn event(out: &mut String, lang: Language, e: &EventSheet) {
    for round in &e.rounds {
        heading(
            out,
            &round_heading(lang, round.round).to_uppercase_tr(lang),
            '=',
        );
        fields(out, &event_fields(lang, &e.event, &e.game));
        let results = grid_table(lang, &results_grid(round));
        let _ = writeln!(out, "{results}\n");
    }
    heading(out, &t(lang, Label::Standings).to_uppercase_tr(lang), '=');
    let standings = grid_table(lang, &standings_grid(&e.standings));
    let _ = writeln!(out, "{standings}");
    let _ = writeln!(out, "{}", t(lang, Label::TieBreaks));
    for m in &e.matches {
        let _ = writeln!(out, "\n\u{c}");
        match_sheet(out, lang, m);
    }
}

/// A [`Grid`] as a comfy-table.
fn grid_table(lang: Language, grid: &Grid) -> Table {
    let mut table = table();
    table.set_header(grid.columns.iter().map(|c| t(lang, c.label)));
    for row in &grid.rows {
        table.add_row(row.clone());
    }
    for (k, c) in grid.columns.iter().enumerate() {
        match c.align {
            Align::Left => {}
            Align::Center => center(&mut table, &[k]),
            Align::Right => right(&mut table, &[k]),
        }
    }
    table
}

fn center(table: &mut Table, columns: &[usize]) {
    for &c in columns {
        if let Some(col) = table.column_mut(c) {
            Column::set_cell_alignment(col, CellAlignment::Center);
        }
    }
}

/// Upper case with the Turkish dotted/dotless i rule in Turkish.
trait UpperTr {
    fn to_uppercase_tr(&self, lang: Language) -> String;
}

impl UpperTr for str {
    fn to_uppercase_tr(&self, lang: Language) -> String {
        match lang {
            Language::Tr => self
                .chars()
                .map(|c| match c {
                    'i' => "İ".to_string(),
                    'ı' => "I".to_string(),
                    c => c.to_uppercase().collect(),
                })
                .collect(),
            Language::En => self.to_uppercase(),
        }
    }
}

impl UpperTr for String {
    fn to_uppercase_tr(&self, lang: Language) -> String {
        self.as_str().to_uppercase_tr(lang)
    }
}
