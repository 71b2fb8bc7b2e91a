//! Sheets for the terminal: headings, comfy-table tables (which measure
//! display width, so Turkish names line up), signature lines. Lays out a
//! [`view`](super::view) only.

use std::fmt::Write;

use comfy_table::{
    CellAlignment, ColumnConstraint, ContentArrangement, Table as Comfy,
    presets::UTF8_FULL_CONDENSED,
};

use super::view::{
    Align, Block, Capitals, Document, Field, Level, Page, Section, Table, TableKind, Value,
};

pub fn render(doc: &Document) -> String {
    let mut out = String::new();
    for (k, page) in doc.pages.iter().enumerate() {
        if k > 0 {
            // A form feed: each page on its own sheet of paper.
            let _ = writeln!(out, "\n\u{c}");
        }
        self::page(&mut out, &doc.capitals, page);
    }
    let _ = writeln!(out, "\n{}", doc.printed);
    out
}

fn page(out: &mut String, capitals: &Capitals, page: &Page) {
    if let Some(running) = &page.running {
        // What the page is, as the HTML's running header says it.
        let _ = writeln!(out, "{running}\n");
    }
    for (k, section) in page.sections.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        self::section(out, capitals, section);
    }
    if let Some(record) = &page.record {
        out.push('\n');
        field(out, record);
    }
}

fn section(out: &mut String, capitals: &Capitals, s: &Section) {
    if let [Block::Cut(label)] = s.blocks.as_slice() {
        let _ = writeln!(out, "{}", cut_line(label));
        return;
    }
    match s.level {
        Level::Title => heading(out, &capitals.upper(&s.title), '='),
        Level::Heading => heading(out, &s.title, '-'),
    }
    if let Some(lead) = &s.lead {
        let _ = writeln!(out, "{lead}");
    }
    for block in &s.blocks {
        match block {
            Block::Fields(f) => f.rows.iter().for_each(|r| field(out, r)),
            Block::Table(t) => {
                let _ = writeln!(out, "{}", table(t));
            }
            Block::Text(line) | Block::Note(line) | Block::Verdict { text: line, .. } => {
                let _ = writeln!(out, "{line}");
            }
            Block::Result(f) => field(out, f),
            Block::Signatures(names) => {
                for name in names {
                    let _ = writeln!(out, "\n{name}: ______________________________");
                }
            }
            Block::Cut(label) => {
                let _ = writeln!(out, "{}", cut_line(label));
            }
        }
    }
}

/// "✂ - - cut here - - - ..." across 72 columns.
fn cut_line(label: &str) -> String {
    let head = format!("✂ - - {label} ");
    let rest = 72usize.saturating_sub(head.chars().count());
    format!("{head}{}", "- ".repeat(rest / 2))
        .trim_end()
        .to_string()
}

fn heading(out: &mut String, title: &str, underline: char) {
    let width = title.chars().count();
    let _ = writeln!(out, "{title}");
    let _ = writeln!(out, "{}", underline.to_string().repeat(width));
}

/// "Label: value", or the label and one item per line.
fn field(out: &mut String, f: &Field) {
    match &f.value {
        Value::Text(v) => {
            let _ = writeln!(out, "{}: {v}", f.label);
        }
        Value::List(items) => {
            let _ = writeln!(out, "{}:", f.label);
            for item in items {
                let _ = writeln!(out, "  - {item}");
            }
        }
    }
}

fn table(t: &Table) -> Comfy {
    let mut table = Comfy::new();
    table.load_style(UTF8_FULL_CONDENSED);
    if t.kind == TableKind::Form {
        // A form for the table fits 80 columns: its long
        // headers wrap.
        table
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(80);
    }
    table.set_header(t.columns.iter().map(|c| c.header.as_str()));
    for row in &t.rows {
        table.add_row(row.iter().map(|c| c.text()));
    }
    if t.kind == TableKind::Form {
        // What is printed stays whole; the boxes to write in share the
        // rest of the width.
        for k in 0..t.columns.len() {
            if t.rows
                .iter()
                .any(|r| r.get(k).is_some_and(|c| !c.text().is_empty()))
                && let Some(col) = table.column_mut(k)
            {
                col.set_constraint(ColumnConstraint::ContentWidth);
            }
        }
    }
    for (k, c) in t.columns.iter().enumerate() {
        let align = match c.align {
            Align::Left => continue,
            Align::Center => CellAlignment::Center,
            Align::Right => CellAlignment::Right,
        };
        if let Some(col) = table.column_mut(k) {
            col.set_cell_alignment(align);
        }
    }
    table
}
