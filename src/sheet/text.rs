//! Sheets for the terminal: headings, comfy-table tables (which measure
//! display width, so Turkish names line up), signature lines. Lays out a
//! [`view`](super::view) only.

use std::fmt::Write;

use comfy_table::{CellAlignment, Table as Comfy, presets::UTF8_FULL_CONDENSED};

use super::view::{Align, Block, Document, Field, Language, Level, Page, Section, Table, Value};

pub fn render(doc: &Document) -> String {
    let mut out = String::new();
    for (k, page) in doc.pages.iter().enumerate() {
        if k > 0 {
            // A form feed: each page on its own sheet of paper.
            let _ = writeln!(out, "\n\u{c}");
        }
        self::page(&mut out, doc.lang, page);
    }
    let _ = writeln!(out, "\n{}", doc.printed);
    out
}

fn page(out: &mut String, lang: Language, page: &Page) {
    for (k, section) in page.sections.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        self::section(out, lang, section);
    }
    if let Some(record) = &page.record {
        out.push('\n');
        field(out, record);
    }
}

fn section(out: &mut String, lang: Language, s: &Section) {
    match s.level {
        Level::Title => heading(out, &upper(lang, &s.title), '='),
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
        }
    }
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
    table.set_header(t.columns.iter().map(|c| c.header.as_str()));
    for row in &t.rows {
        table.add_row(row.iter().map(|c| c.text()));
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

/// Upper case, with the Turkish dotted/dotless i rule in Turkish.
fn upper(lang: Language, s: &str) -> String {
    match lang {
        Language::Tr => s
            .chars()
            .map(|c| match c {
                'i' => "İ".to_string(),
                'ı' => "I".to_string(),
                c => c.to_uppercase().collect(),
            })
            .collect(),
        Language::En => s.to_uppercase(),
    }
}
