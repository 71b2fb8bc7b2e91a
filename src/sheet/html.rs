//! Sheets as one self-contained HTML file for print: A4 portrait, no
//! external assets, black on white, each match on its own page.

use std::fmt::Write;

use super::model::{Body, Document, EventSheet, MatchSheet, SetSheet, TurnRow};
use super::*;
use crate::words::{Label, Language, points, t};

/// Column blocks of a moves table, side by side, and the fewest rows a block
/// holds before the next one starts.
const BLOCKS: usize = 3;
const MIN_ROWS_PER_BLOCK: usize = 6;

const STYLE: &str = r#"
@page { size: A4 portrait; margin: 12mm 14mm 12mm 14mm; }
* { box-sizing: border-box; }
html { color: #000; background: #fff; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10pt; line-height: 1.3; margin: 0; }
.page { break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
h1 { font-size: 16pt; margin: 0 0 2mm 0; break-after: avoid; page-break-after: avoid; border-bottom: 1.5pt solid #000; padding-bottom: 1mm; }
h2 { font-size: 12pt; margin: 3mm 0 1.2mm 0; break-after: avoid; page-break-after: avoid; }
table { border-collapse: collapse; }
th, td { border: 0.75pt solid #000; padding: 0.6mm 1.6mm; vertical-align: top; }
th { background: #e6e6e6; font-weight: bold; text-align: left; }
tr { break-inside: avoid; page-break-inside: avoid; }
thead { display: table-header-group; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.center { text-align: center; }
.fields { width: 100%; margin-bottom: 2mm; }
.fields th { width: 16%; }
.fields td { width: 34%; }
.players td { font-size: 11pt; font-weight: bold; }
.set { break-inside: avoid; page-break-inside: avoid; }
.seats { font-size: 9.5pt; font-weight: normal; margin-left: 3mm; }
.moves { font-size: 9pt; }
.round-body { display: flex; gap: 6mm; align-items: flex-start; }
.set-body { display: flex; gap: 4mm; align-items: flex-start; }
.blocks { display: flex; flex-wrap: nowrap; gap: 1.5mm; align-items: flex-start; flex: 0 0 auto; }
.moves td, .moves th { min-width: 10mm; padding: 0.3mm 1mm; }
.moves td.num, .moves th.num { min-width: 7mm; }
.illegal { font-weight: bold; text-decoration: underline; }
.summary { flex: 1 1 auto; min-width: 0; font-size: 9pt; }
.summary th { width: 30%; }
.round { margin-bottom: 1.5mm; }
.round th, .round td { white-space: nowrap; }
.result { font-size: 12pt; font-weight: bold; margin: 0 0 2mm 0; }
.invalid { font-weight: bold; border: 1.5pt solid #000; padding: 1mm 2mm; display: inline-block; }
.signatures { display: flex; gap: 6mm; margin-top: 12mm; break-inside: avoid; page-break-inside: avoid; }
.signature { flex: 1; border-top: 0.75pt solid #000; padding-top: 1mm; font-size: 9pt; }
.wide { width: 100%; margin-bottom: 6mm; }
.note { font-size: 8.5pt; margin-top: 1.5mm; }
footer { margin-top: 5mm; font-size: 8pt; border-top: 0.5pt solid #000; padding-top: 1mm; display: flex; justify-content: space-between; }
"#;

pub fn render(doc: &Document) -> String {
    let lang = doc.lang;
    let title = match &doc.body {
        Body::Match(m) => format!(
            "{}: {} – {}",
            t(lang, Label::MatchSheet),
            m.name(Who::First),
            m.name(Who::Second)
        ),
        Body::Event(e) => match &e.event.name {
            Some(n) => format!("{} — {n}", t(lang, Label::RoundResults)),
            None => t(lang, Label::RoundResults).to_string(),
        },
    };
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        lang.code(),
        esc(&title)
    );
    let footer = printed_line(doc);
    match &doc.body {
        Body::Match(m) => match_sheet(&mut out, lang, m, &footer),
        Body::Event(e) => event(&mut out, lang, e, &footer),
    }
    out.push_str("</body>\n</html>\n");
    out
}

fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Label/value pairs, two to a row; `wide` pairs (the event's name) and a
/// last odd pair take a whole row.
fn fields_table(out: &mut String, class: &str, rows: &[(String, String)], wide: usize) {
    let _ = writeln!(out, "<table class=\"fields {class}\">");
    let cell = |(label, value): &(String, String), span: bool| {
        let span = if span { " colspan=\"3\"" } else { "" };
        format!("<th>{}</th><td{span}>{}</td>", esc(label), esc(value))
    };
    let (full, rest) = rows.split_at(wide.min(rows.len()));
    for pair in full {
        let _ = writeln!(out, "<tr>{}</tr>", cell(pair, true));
    }
    for two in rest.chunks(2) {
        match two {
            [a, b] => {
                let _ = writeln!(out, "<tr>{}{}</tr>", cell(a, false), cell(b, false));
            }
            [a] => {
                let _ = writeln!(out, "<tr>{}</tr>", cell(a, true));
            }
            _ => {}
        }
    }
    out.push_str("</table>\n");
}

fn footer(out: &mut String, printed: &str, file: Option<&str>) {
    let _ = writeln!(
        out,
        "<footer><span>{}</span><span>{}</span></footer>",
        esc(printed),
        esc(file.unwrap_or(""))
    );
}

fn match_sheet(out: &mut String, lang: Language, m: &MatchSheet, printed: &str) {
    out.push_str("<section class=\"page match\">\n");
    let _ = writeln!(out, "<h1>{}</h1>", esc(t(lang, Label::MatchSheet)));
    let rows = event_fields(lang, &m.event, &m.game);
    let wide = usize::from(m.event.name.is_some());
    fields_table(out, "", &rows, wide);
    let players: Vec<(String, String)> = [Who::First, Who::Second]
        .iter()
        .map(|&who| (role(lang, who).to_string(), player_line(lang, m, who)))
        .collect();
    fields_table(out, "players", &players, 0);
    for set in &m.sets {
        set_section(out, lang, m, set);
    }
    round_section(out, lang, m);
    out.push_str("<div class=\"signatures\">\n");
    for name in [
        t(lang, Label::Referee),
        m.name(Who::First),
        m.name(Who::Second),
    ] {
        let _ = writeln!(out, "<div class=\"signature\">{}</div>", esc(name));
    }
    out.push_str("</div>\n");
    footer(out, printed, Some(&m.file));
    out.push_str("</section>\n");
}

fn set_section(out: &mut String, lang: Language, m: &MatchSheet, set: &SetSheet) {
    out.push_str("<div class=\"set\">\n");
    // Seats only mean something on a sowing board (a set with stores).
    let north = if set.stores.is_some() {
        format!(
            ". {}: {}",
            esc(t(lang, Label::North)),
            esc(m.name(set.south().other()))
        )
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "<h2>{} <span class=\"seats\">{}{north}</span></h2>",
        esc(&set_title(lang, set)),
        esc(&starts_line(lang, m, set).unwrap_or_default()),
    );
    out.push_str("<div class=\"set-body\">\n");
    if set.moves_recorded == 0 {
        let _ = writeln!(
            out,
            "<p class=\"blocks\">{}</p>",
            esc(t(lang, Label::NoMovesRecorded))
        );
    } else {
        out.push_str("<div class=\"blocks\">\n");
        let rows = set.turns.len().div_ceil(BLOCKS).max(MIN_ROWS_PER_BLOCK);
        for block in set.turns.chunks(rows) {
            moves_block(out, lang, block);
        }
        out.push_str("</div>\n");
    }
    let mut rows = Vec::new();
    if set.stores.is_some() {
        rows.push((t(lang, Label::FinalStores).to_string(), stores_line(m, set)));
    }
    if let Some(c) = claim_line(lang, set) {
        rows.push((t(lang, Label::Signed).to_string(), c));
    }
    rows.push((
        t(lang, Label::Ending).to_string(),
        ending_line(lang, m, set),
    ));
    let incidents = if set.incidents.is_empty() {
        t(lang, Label::NoIncidents).to_string()
    } else {
        set.incidents
            .iter()
            .map(|i| incident_line(lang, m, i))
            .collect::<Vec<_>>()
            .join("; ")
    };
    rows.push((t(lang, Label::Incidents).to_string(), incidents));
    out.push_str("<table class=\"summary\">\n");
    for (label, value) in rows {
        let _ = writeln!(
            out,
            "<tr><th>{}</th><td>{}</td></tr>",
            esc(&label),
            esc(&value)
        );
    }
    out.push_str("</table>\n</div>\n</div>\n");
}

fn moves_block(out: &mut String, lang: Language, rows: &[TurnRow]) {
    let _ = writeln!(
        out,
        "<table class=\"moves\"><thead><tr><th class=\"num\">{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        esc(t(lang, Label::Turn)),
        esc(t(lang, Label::South)),
        esc(t(lang, Label::North))
    );
    for row in rows {
        let cell = |moves: &[super::model::MoveCell]| {
            moves
                .iter()
                .map(|c| {
                    if c.illegal {
                        format!("<span class=\"illegal\">{}✗</span>", c.pit)
                    } else {
                        c.pit.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let _ = writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td></tr>",
            row.number,
            cell(&row.south),
            cell(&row.north)
        );
    }
    out.push_str("</tbody></table>\n");
}

fn round_section(out: &mut String, lang: Language, m: &MatchSheet) {
    let _ = writeln!(out, "<h2>{}</h2>", esc(t(lang, Label::RoundResult)));
    out.push_str("<div class=\"round-body\">\n");
    let _ = writeln!(
        out,
        "<table class=\"round\"><thead><tr><th></th><th>{}</th><th>{}</th></tr></thead><tbody>",
        esc(m.name(Who::First)),
        esc(m.name(Who::Second))
    );
    let rows = [
        (
            Label::SetPoints,
            points(m.set_points[0]),
            points(m.set_points[1]),
        ),
        (
            Label::RoundPoints,
            points(m.round_points[0]),
            points(m.round_points[1]),
        ),
        (
            Label::Warnings,
            m.warnings[0].to_string(),
            m.warnings[1].to_string(),
        ),
    ];
    for (label, a, b) in rows {
        let _ = writeln!(
            out,
            "<tr><th>{}</th><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            esc(t(lang, label)),
            esc(&a),
            esc(&b)
        );
    }
    out.push_str("</tbody></table>\n<div>\n");
    let _ = writeln!(
        out,
        "<p class=\"result\">{}: {}</p>",
        esc(t(lang, Label::RoundResult)),
        esc(&round_line(lang, m))
    );
    let class = if m.valid { "valid" } else { "invalid" };
    let _ = writeln!(
        out,
        "<p class=\"{class}\">{}</p>",
        esc(validity_line(lang, m))
    );
    for &(set, code) in &m.problems {
        let _ = writeln!(
            out,
            "<p class=\"note\">{}: {}</p>",
            esc(t(lang, Label::Problems)),
            esc(&problem_text(lang, set, code))
        );
    }
    out.push_str("</div>\n</div>\n");
}

fn event(out: &mut String, lang: Language, e: &EventSheet, printed: &str) {
    out.push_str("<section class=\"page results\">\n");
    for round in &e.rounds {
        let _ = writeln!(out, "<h1>{}</h1>", esc(&round_heading(lang, round.round)));
        let wide = usize::from(e.event.name.is_some());
        fields_table(out, "", &event_fields(lang, &e.event, &e.game), wide);
        grid(out, lang, &results_grid(round));
    }
    let _ = writeln!(out, "<h1>{}</h1>", esc(t(lang, Label::Standings)));
    grid(out, lang, &standings_grid(&e.standings));
    let _ = writeln!(
        out,
        "<p class=\"note\">{}</p>",
        esc(t(lang, Label::TieBreaks))
    );
    footer(out, printed, None);
    out.push_str("</section>\n");
    for m in &e.matches {
        match_sheet(out, lang, m, printed);
    }
}

/// A [`Grid`] as a full-width HTML table.
fn grid(out: &mut String, lang: Language, grid: &Grid) {
    let class = |c: &GridColumn| match c.align {
        Align::Left => "",
        Align::Center => "center",
        Align::Right => "num",
    };
    let _ = write!(out, "<table class=\"wide\"><thead><tr>");
    for c in &grid.columns {
        let _ = write!(
            out,
            "<th class=\"{}\">{}</th>",
            class(c),
            esc(t(lang, c.label))
        );
    }
    out.push_str("</tr></thead><tbody>\n");
    for row in &grid.rows {
        out.push_str("<tr>");
        for (c, cell) in grid.columns.iter().zip(row) {
            let open = match class(c) {
                "" => "<td>".to_string(),
                class => format!("<td class=\"{class}\">"),
            };
            let cell = esc(cell);
            if c.strong {
                let _ = write!(out, "{open}<b>{cell}</b></td>");
            } else {
                let _ = write!(out, "{open}{cell}</td>");
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
}
