//! Sheets as Markdown, for posting (GitHub-flavoured pipe tables). Lays out
//! a [`view`](super::view) only: blocks are paragraphs, a blank line apart
//! (key/value lines that follow each other make one list).

use std::fmt::Write;

use super::view::{Align, Block, Document, Field, Level, Section, Table, Value};

pub fn render(doc: &Document) -> String {
    let mut out = String::new();
    for (k, page) in doc.pages.iter().enumerate() {
        // Pages after the first sit under it, one heading level down.
        let depth = usize::from(k > 0);
        if k > 0 {
            out.push_str("\n---\n");
        }
        for section in &page.sections {
            self::section(&mut out, section, depth);
        }
        if let Some(record) = &page.record {
            let _ = writeln!(out, "\n{}: `{}`", record.label, text(&record.value));
        }
    }
    let _ = writeln!(out, "\n_{}_", esc(&doc.printed));
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

fn text(v: &Value) -> String {
    match v {
        Value::Text(t) => t.clone(),
        Value::List(items) => items.join("; "),
    }
}

fn section(out: &mut String, s: &Section, depth: usize) {
    if !out.is_empty() {
        out.push('\n');
    }
    if let [Block::Cut(label)] = s.blocks.as_slice() {
        let _ = writeln!(out, "✂ - - - {} - - -", esc(label));
        return;
    }
    let level = depth
        + match s.level {
            Level::Title => 1,
            Level::Heading => 2,
        };
    let title = match &s.subtitle {
        Some(sub) => format!("{}: {}", s.title, sub),
        None => s.title.clone(),
    };
    let _ = writeln!(out, "{} {}", "#".repeat(level), esc(&title));
    if let Some(lead) = &s.lead {
        let _ = writeln!(out, "\n{}", esc(lead));
    }
    let mut last: Option<&Block> = None;
    for block in &s.blocks {
        if !matches!((last, block), (Some(Block::Fields(_)), Block::Fields(_))) {
            out.push('\n');
        }
        last = Some(block);
        match block {
            Block::Fields(f) => f.rows.iter().for_each(|r| field(out, r)),
            Block::Table(t) => table(out, t),
            Block::Text(line) | Block::Note(line) | Block::Verdict { text: line, .. } => {
                let _ = writeln!(out, "{}", esc(line));
            }
            Block::Result(f) => {
                let _ = writeln!(out, "**{}: {}**", esc(&f.label), esc(&text(&f.value)));
            }
            Block::Signatures(names) => {
                for name in names {
                    let _ = writeln!(out, "- {}: ______________________________", esc(name));
                }
            }
            Block::Cut(label) => {
                let _ = writeln!(out, "✂ - - - {} - - -", esc(label));
            }
        }
    }
}

/// "- **Label:** value", or the label and a nested list.
fn field(out: &mut String, f: &Field) {
    match &f.value {
        Value::Text(v) => {
            let _ = writeln!(out, "- **{}:** {}", esc(&f.label), esc(v));
        }
        Value::List(items) => {
            let _ = writeln!(out, "- **{}:**", esc(&f.label));
            for item in items {
                let _ = writeln!(out, "  - {}", esc(item));
            }
        }
    }
}

fn table(out: &mut String, t: &Table) {
    let line = |cells: Vec<String>| {
        let cells: Vec<String> = cells.iter().map(|c| esc(c)).collect();
        format!("| {} |", cells.join(" | "))
    };
    let _ = writeln!(
        out,
        "{}",
        line(t.columns.iter().map(|c| c.header.clone()).collect())
    );
    let rule: Vec<&str> = t
        .columns
        .iter()
        .map(|c| match c.align {
            Align::Right => "---:",
            Align::Center => ":---:",
            Align::Left => "---",
        })
        .collect();
    let _ = writeln!(out, "| {} |", rule.join(" | "));
    for row in &t.rows {
        let _ = writeln!(out, "{}", line(row.iter().map(|c| c.text()).collect()));
    }
}
