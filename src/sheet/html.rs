//! Sheets as one self-contained HTML file for print: A4 portrait, no
//! external assets, black on white, each page on its own sheet of paper.
//! Lays out a [`view`](super::view) only.

use std::fmt::Write;

use super::view::{
    Align, Block, Cell, Column, Document, Field, Fields, FieldsKind, Layout, Level, Page, PageKind,
    Section, Table, TableKind, Value,
};

/// Column blocks of a moves table, side by side, and the fewest rows a block
/// holds before the next one starts.
const BLOCKS: usize = 3;
const MIN_ROWS_PER_BLOCK: usize = 6;

/// The last rows of a listing kept on one page with each other and with
/// what follows the table (its legend, the byes, the signature): no page
/// holds a legend alone or a single row.
const TAIL_ROWS: usize = 3;

const STYLE: &str = r#"
@page { size: A4 portrait; margin: 12mm 14mm 12mm 14mm; }
* { box-sizing: border-box; }
html { color: #000; background: #fff; }
body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10pt; line-height: 1.3; margin: 0; }
.page { break-after: page; page-break-after: always; }
@page wide { size: A4 landscape; }
.page.wide { page: wide; }
.page:last-child { break-after: auto; page-break-after: auto; }
h1 { font-size: 16pt; margin: 0 0 2mm 0; break-after: avoid; page-break-after: avoid; border-bottom: 1.5pt solid #000; padding-bottom: 1mm; }
h2 { font-size: 12pt; margin: 3mm 0 1.2mm 0; break-after: avoid; page-break-after: avoid; }
table { border-collapse: collapse; }
th, td { border: 0.75pt solid #000; padding: 0.6mm 1.6mm; vertical-align: top; }
th { background: #e6e6e6; font-weight: bold; text-align: left; }
tr { break-inside: avoid; page-break-inside: avoid; }
thead { display: table-header-group; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.center { text-align: center; }
.fields { width: 100%; margin-bottom: 2mm; }
.fields th { width: 16%; white-space: nowrap; }
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
@media screen and (max-width: 600px) { .set-body, .round-body { flex-wrap: wrap; } }
.illegal { font-weight: bold; text-decoration: underline; }
.summary { flex: 1 1 auto; min-width: 0; font-size: 9pt; }
.summary th { width: 30%; }
.round { margin-bottom: 1.5mm; }
.round th, .round td { white-space: nowrap; }
.result { font-size: 12pt; font-weight: bold; margin: 0 0 2mm 0; white-space: nowrap; break-after: avoid; page-break-after: avoid; }
.invalid { font-weight: bold; border: 1.5pt solid #000; padding: 1mm 2mm; display: inline-block; }
.signatures { display: flex; gap: 6mm; margin-top: 9mm; break-inside: avoid; page-break-inside: avoid; break-before: avoid; page-break-before: avoid; }
.signature { flex: 1; border-top: 0.75pt solid #000; padding-top: 1mm; font-size: 9pt; }
.wide { width: 100%; margin-bottom: 2mm; font-size: 8.5pt; line-height: 1.2; }
.wide th, .wide td { padding: 0.35mm 1.4mm; }
@media print { .wide td { white-space: nowrap; } .wide td.wrap { white-space: normal; } }
tr.first { break-after: avoid; page-break-after: avoid; }
tr.tail { break-before: avoid; page-break-before: avoid; }
.wide ~ p, .wide ~ .note { break-before: avoid; page-break-before: avoid; }
tr.end { break-inside: avoid; page-break-inside: avoid; }
table tr.end > td { border: none; padding: 0; white-space: normal; }
tr.end div.end { width: 0; min-width: 100%; }
.note { font-size: 8pt; margin-top: 1mm; break-inside: avoid; page-break-inside: avoid; }
.card { min-height: 74mm; display: flex; flex-direction: column; break-inside: avoid; page-break-inside: avoid; }
.cards-3 .card { min-height: 80mm; }
.cards-2 .card { min-height: 134mm; }
.card .form { flex: 1 0 auto; }
.card h1 { font-size: 12pt; margin-bottom: 1.2mm; padding-bottom: 0.6mm; }
.card .seats { display: block; margin: 0.3mm 0 0 0; font-size: 8pt; }
.card .players td { font-size: 10pt; width: auto; }
.card .fields { margin-bottom: 1mm; }
.card .fields th { white-space: nowrap; width: 1%; }
.card p { margin: 1mm 0 0 0; }
.card .signatures { margin-top: auto; padding-top: 5mm; }
.form { width: 100%; margin: 1mm 0; }
.form th { font-size: 8.5pt; text-align: center; vertical-align: bottom; }
.form th.group { white-space: nowrap; }
.form th, .form td { padding-top: 0.3mm; padding-bottom: 0.3mm; }
.form td { height: 7mm; vertical-align: middle; }
.card .form td { height: 11mm; padding-top: 0; padding-bottom: 0; }
.card .players th, .card .players td { padding-top: 0.3mm; padding-bottom: 0.3mm; }
.form td:nth-child(2), .form td:last-child { white-space: nowrap; }
@media screen and (max-width: 600px) { .form td:nth-child(2), .form td:last-child { white-space: normal; } .form th, .form td { padding: 0.6mm 0.8mm; } }
.form td:first-child { font-size: 12pt; font-weight: bold; width: 9mm; }
.cut { height: 0; border-top: 1pt dashed #000; margin: 3.5mm 0 3.5mm 0; position: relative; break-after: avoid; page-break-after: avoid; }
.cut span { position: absolute; top: -2.3mm; left: 6mm; background: #fff; padding: 0 1.5mm; font-size: 8pt; line-height: 1; }
@page certificate { size: A4 landscape; margin: 14mm; @top-left { content: none; } @bottom-left { content: none; } @bottom-right { content: none; } }
.page.certificate { page: certificate; min-height: 178mm; display: flex; flex-direction: column; justify-content: center; text-align: center; border: 3pt double #000; padding: 10mm 16mm; margin-bottom: 4mm; }
.certificate h1 { font-size: 30pt; border-bottom: none; margin-bottom: 6mm; letter-spacing: 0.5pt; }
.certificate p { font-size: 14pt; margin: 1.5mm 0; }
.certificate p:nth-of-type(3) { font-size: 26pt; font-weight: bold; margin-top: 8mm; }
.certificate p:nth-of-type(5) { font-size: 17pt; font-weight: bold; margin-top: 5mm; }
.certificate .signatures { margin-top: 16mm; justify-content: flex-end; }
.certificate .signature { flex: 0 0 80mm; font-size: 11pt; }
@media print { .page.certificate { min-height: 178mm; margin-bottom: 0; } .certificate footer { display: none; } }
footer { break-before: avoid; page-break-before: avoid; margin-top: 3mm; font-size: 8pt; border-top: 0.5pt solid #000; padding-top: 1mm; display: flex; justify-content: space-between; }
@media print { footer .printed { visibility: hidden; } footer.printed-only { display: none; } }
"#;

pub fn render(doc: &Document) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}{}</style>\n</head>\n<body>\n",
        doc.lang.code(),
        esc(&doc.title),
        page_margins(&doc.title, &doc.printed, &running_headers(doc))
    );
    // A page headed otherwise than the document (the pairing cards) is a
    // named CSS page with its own running header.
    let running = running_headers(doc);
    for p in &doc.pages {
        let name = p
            .running
            .as_deref()
            .and_then(|r| running.iter().position(|x| *x == r));
        page(&mut out, p, &doc.printed, name);
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// Every printed page numbered "N / M" at the bottom right, and the
/// document's title at the top of every page after the first, so that a
/// long sheet's later pages say what they belong to (CSS page-margin boxes).
///
/// When it was printed goes at the bottom left of every printed page, in
/// the margin too, so that it takes no room from the listing or the cards
/// (on screen the page's footer says it).
fn page_margins(title: &str, printed: &str, running: &[&str]) -> String {
    let mut css = format!(
        "@page {{ @top-left {{ content: {}; font-size: 8pt; }} \
         @bottom-left {{ content: {}; font-size: 8pt; }} \
         @bottom-right {{ content: counter(page) \" / \" counter(pages); font-size: 8pt; }} }}\n\
         @page :first {{ @top-left {{ content: none; }} }}\n",
        css_string(title),
        css_string(printed)
    );
    for (k, r) in running.iter().enumerate() {
        let _ = writeln!(
            css,
            "@page running{k} {{ @top-left {{ content: {}; font-size: 8pt; }} }}\n\
             .running{k} {{ page: running{k}; }}",
            css_string(r)
        );
    }
    css
}

/// The running headers of the pages that have their own, each once.
fn running_headers(doc: &Document) -> Vec<&str> {
    let mut running: Vec<&str> = Vec::new();
    for p in &doc.pages {
        if let Some(r) = p.running.as_deref()
            && !running.contains(&r)
        {
            running.push(r);
        }
    }
    running
}

/// `text` as a CSS string literal: quotes, backslashes and control
/// characters escaped, and `<` too, so that it cannot close the style
/// element.
fn css_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '\\' | '<' | '>' => {
                let _ = write!(out, "\\{:x} ", u32::from(c));
            }
            c if c.is_control() => {
                let _ = write!(out, "\\{:x} ", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
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
            // A control character from a record (a name written with an
            // escape in its TOML) is shown, not put in the page.
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out
}

fn text(v: &Value) -> String {
    match v {
        Value::Text(t) => t.clone(),
        Value::List(items) => items.join("; "),
    }
}

fn page(out: &mut String, page: &Page, printed: &str, running: Option<usize>) {
    let kind = match page.kind {
        PageKind::Match => "match",
        PageKind::Results => "results",
        PageKind::Wide => "results wide",
        PageKind::Cards { per_page: 2 } => "cards cards-2",
        PageKind::Cards { per_page: 3 } => "cards cards-3",
        PageKind::Cards { .. } => "cards",
        PageKind::Certificate => "certificate",
    };
    let named = running.map_or(String::new(), |k| format!(" running{k}"));
    let _ = writeln!(out, "<section class=\"page {kind}{named}\">");
    let end = ending(page);
    for (k, s) in page.sections.iter().enumerate() {
        match end {
            Some(end) if k == end.section => {
                ended_section(out, s, end.block, &page.sections[k + 1..]);
                break;
            }
            _ => {}
        }
        // Each card in a box of its own height, so that the cuts fall
        // where the lines are.
        let card = matches!(page.kind, PageKind::Cards { .. })
            && !matches!(s.blocks.as_slice(), [Block::Cut(_)]);
        if card {
            out.push_str("<div class=\"card\">\n");
        }
        section(out, s);
        if card {
            out.push_str("</div>\n");
        }
    }
    // Printed, the footer holds only the record's name: the page's margin
    // says when it was printed.
    let record = page
        .record
        .as_ref()
        .map_or(String::new(), |r| text(&r.value));
    let _ = writeln!(
        out,
        "<footer{}><span class=\"printed\">{}</span><span>{}</span></footer>",
        if record.is_empty() {
            " class=\"printed-only\""
        } else {
            ""
        },
        esc(printed),
        esc(&record)
    );
    out.push_str("</section>\n");
}

/// Where a page's last listing is followed only by what closes it (its
/// legend, the byes, the signature): the section and the listing's block.
#[derive(Clone, Copy)]
struct Ending {
    section: usize,
    block: usize,
}

/// The page's closing listing, when what follows it is only notes, lines
/// of text and signatures. That closing matter is printed inside the
/// listing's last row: Chromium keeps a table's last rows together with a
/// row of the table, not with a paragraph after it, so a page never holds
/// the legend and the signature alone.
fn ending(page: &Page) -> Option<Ending> {
    let closing = |b: &Block| matches!(b, Block::Note(_) | Block::Text(_) | Block::Signatures(_));
    let (section, s) = page
        .sections
        .iter()
        .enumerate()
        .rev()
        .find(|(_, s)| !matches!(s.blocks.as_slice(), [Block::Signatures(_)]))?;
    if s.layout != Layout::Flow {
        return None;
    }
    let block = s
        .blocks
        .iter()
        .rposition(|b| matches!(b, Block::Table(t) if t.kind == TableKind::Wide))?;
    let follows = &s.blocks[block + 1..];
    (!follows.is_empty() && follows.iter().all(closing)).then_some(Ending { section, block })
}

/// A section whose listing at `table` closes the page, with the section's
/// blocks after it and the signature sections `after` in its last row.
fn ended_section(out: &mut String, s: &Section, table: usize, after: &[Section]) {
    out.push_str(&heading(s));
    for b in &s.blocks[..table] {
        block(out, b);
    }
    let mut end = String::new();
    for b in &s.blocks[table + 1..] {
        block(&mut end, b);
    }
    for s in after {
        section(&mut end, s);
    }
    if let Block::Table(t) = &s.blocks[table] {
        table_html(out, t, "wide", &t.rows, false, Some(&end));
    }
}

fn section(out: &mut String, s: &Section) {
    // Signature lines are labelled by the names under them: no heading.
    if let [Block::Signatures(names)] = s.blocks.as_slice() {
        signatures(out, names);
        return;
    }
    if let [b @ Block::Cut(_)] = s.blocks.as_slice() {
        block(out, b);
        return;
    }
    let heading = heading(s);
    match s.layout {
        Layout::Flow => {
            out.push_str(&heading);
            for b in &s.blocks {
                block(out, b);
            }
        }
        Layout::Game => {
            out.push_str("<div class=\"set\">\n");
            out.push_str(&heading);
            out.push_str("<div class=\"set-body\">\n");
            for b in &s.blocks {
                match b {
                    Block::Text(line) => {
                        let _ = writeln!(out, "<p class=\"blocks\">{}</p>", esc(line));
                    }
                    b => block(out, b),
                }
            }
            out.push_str("</div>\n</div>\n");
        }
        Layout::Totals => {
            out.push_str(&heading);
            out.push_str("<div class=\"round-body\">\n");
            if let Some((first, rest)) = s.blocks.split_first() {
                block(out, first);
                out.push_str("<div>\n");
                for b in rest {
                    block(out, b);
                }
                out.push_str("</div>\n");
            }
            out.push_str("</div>\n");
        }
    }
}

/// A section's heading, with the seats beside it.
fn heading(s: &Section) -> String {
    let tag = match s.level {
        Level::Title => "h1",
        Level::Heading => "h2",
    };
    let seats = match (&s.lead, &s.aside) {
        (None, None) => String::new(),
        (lead, aside) => format!(
            " <span class=\"seats\">{}{}</span>",
            esc(lead.as_deref().unwrap_or("")),
            aside
                .as_ref()
                .map_or(String::new(), |a| format!(". {}", esc(a)))
        ),
    };
    format!("<{tag}>{}{seats}</{tag}>\n", esc(&s.title))
}

fn block(out: &mut String, b: &Block) {
    match b {
        Block::Fields(f) => fields(out, f),
        Block::Table(t) => table(out, t),
        Block::Text(line) => {
            let _ = writeln!(out, "<p>{}</p>", esc(line));
        }
        Block::Note(line) => {
            let _ = writeln!(out, "<p class=\"note\">{}</p>", esc(line));
        }
        Block::Result(f) => {
            let _ = writeln!(
                out,
                "<p class=\"result\">{}: {}</p>",
                esc(&f.label),
                esc(&text(&f.value))
            );
        }
        Block::Verdict { valid, text } => {
            let class = if *valid { "valid" } else { "invalid" };
            let _ = writeln!(out, "<p class=\"{class}\">{}</p>", esc(text));
        }
        Block::Signatures(names) => signatures(out, names),
        Block::Cut(label) => {
            let _ = writeln!(
                out,
                "<div class=\"cut\"><span>✂ {}</span></div>",
                esc(label)
            );
        }
    }
}

fn signatures(out: &mut String, names: &[String]) {
    out.push_str("<div class=\"signatures\">\n");
    for name in names {
        let _ = writeln!(out, "<div class=\"signature\">{}</div>", esc(name));
    }
    out.push_str("</div>\n");
}

fn fields(out: &mut String, f: &Fields) {
    match f.kind {
        FieldsKind::Header { wide } => fields_table(out, "", &f.rows, wide),
        FieldsKind::Players => fields_table(out, "players", &f.rows, 0),
        FieldsKind::CardPlayers => fields_table(out, "players", &f.rows, f.rows.len()),
        FieldsKind::Details => {
            out.push_str("<table class=\"summary\">\n");
            for r in &f.rows {
                let _ = writeln!(
                    out,
                    "<tr><th>{}</th><td>{}</td></tr>",
                    esc(&r.label),
                    esc(&text(&r.value))
                );
            }
            out.push_str("</table>\n");
        }
        FieldsKind::Notes => {
            for r in &f.rows {
                let _ = writeln!(
                    out,
                    "<p class=\"note\">{}: {}</p>",
                    esc(&r.label),
                    esc(&text(&r.value))
                );
            }
        }
    }
}

/// Label/value pairs, two to a row; the first `wide` pairs (the event's
/// name) and a last odd pair take a whole row.
fn fields_table(out: &mut String, class: &str, rows: &[Field], wide: usize) {
    let _ = writeln!(out, "<table class=\"fields {class}\">");
    let cell = |f: &Field, span: bool| {
        let span = if span { " colspan=\"3\"" } else { "" };
        format!(
            "<th>{}</th><td{span}>{}</td>",
            esc(&f.label),
            esc(&text(&f.value))
        )
    };
    let (full, rest) = rows.split_at(wide.min(rows.len()));
    for f in full {
        let _ = writeln!(out, "<tr>{}</tr>", cell(f, true));
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

fn table(out: &mut String, t: &Table) {
    match t.kind {
        TableKind::Long => {
            // Blocks side by side, each with the short headers.
            out.push_str("<div class=\"blocks\">\n");
            let rows = t.rows.len().div_ceil(BLOCKS).max(MIN_ROWS_PER_BLOCK);
            for block in t.rows.chunks(rows) {
                table_html(out, t, "moves", block, true, None);
            }
            out.push_str("</div>\n");
        }
        TableKind::Figures => table_html(out, t, "round", &t.rows, false, None),
        TableKind::Wide => table_html(out, t, "wide", &t.rows, false, None),
        TableKind::Form => table_html(out, t, "form", &t.rows, false, None),
    }
}

fn class(align: Align) -> &'static str {
    match align {
        Align::Left => "",
        Align::Center => " class=\"center\"",
        Align::Right => " class=\"num\"",
    }
}

/// A header of two rows: each group's name over its columns' short
/// headers, a column of no group headed across both.
fn grouped_header(out: &mut String, columns: &[Column]) {
    out.push_str("<tr>");
    let mut k = 0;
    while k < columns.len() {
        let c = &columns[k];
        match &c.group {
            None => {
                let _ = write!(
                    out,
                    "<th rowspan=\"2\"{}>{}</th>",
                    class(c.align),
                    esc(&c.header)
                );
                k += 1;
            }
            Some(group) => {
                let span = columns[k..]
                    .iter()
                    .take_while(|d| d.group.as_ref() == Some(group))
                    .count();
                let _ = write!(
                    out,
                    "<th colspan=\"{span}\" class=\"center group\">{}</th>",
                    esc(group)
                );
                k += span;
            }
        }
    }
    out.push_str("</tr>\n<tr>");
    for c in columns.iter().filter(|c| c.group.is_some()) {
        let _ = write!(out, "<th{}>{}</th>", class(c.align), esc(&c.short));
    }
    out.push_str("</tr>");
}

/// The class of a column's cells: its alignment, and `wrap` when its text
/// may take a second line.
fn cell_class(c: &Column) -> &'static str {
    match (c.wrap, c.align) {
        (false, align) => class(align),
        (true, Align::Left) => " class=\"wrap\"",
        (true, Align::Center) => " class=\"center wrap\"",
        (true, Align::Right) => " class=\"num wrap\"",
    }
}

/// How a row of a listing breaks across pages: the first kept with the
/// second (a table never starts with one row at the foot of a page), the
/// last [`TAIL_ROWS`] kept together and with what follows.
fn row_class(t: &Table, k: usize, rows: usize) -> &'static str {
    if t.kind != TableKind::Wide {
        return "";
    }
    if k + TAIL_ROWS >= rows && k > 0 {
        " class=\"tail\""
    } else if k == 0 {
        " class=\"first\""
    } else {
        ""
    }
}

fn table_html(
    out: &mut String,
    t: &Table,
    class_name: &str,
    rows: &[Vec<Cell>],
    short: bool,
    end: Option<&str>,
) {
    let _ = write!(out, "<table class=\"{class_name}\"><thead>");
    if t.columns.iter().any(|c| c.group.is_some()) {
        grouped_header(out, &t.columns);
    } else {
        out.push_str("<tr>");
        for c in &t.columns {
            let header = if short { &c.short } else { &c.header };
            let _ = write!(out, "<th{}>{}</th>", class(c.align), esc(header));
        }
        out.push_str("</tr>");
    }
    out.push_str("</thead><tbody>\n");
    for (n, row) in rows.iter().enumerate() {
        let _ = write!(out, "<tr{}>", row_class(t, n, rows.len()));
        for (k, (c, cell)) in t.columns.iter().zip(row).enumerate() {
            let mut html = String::new();
            for run in &cell.0 {
                if run.marked {
                    let _ = write!(html, "<span class=\"illegal\">{}</span>", esc(&run.text));
                } else {
                    html.push_str(&esc(&run.text));
                }
            }
            if c.strong {
                html = format!("<b>{html}</b>");
            }
            // Each row of figures is named by its first cell.
            if t.kind == TableKind::Figures && k == 0 {
                let _ = write!(out, "<th>{html}</th>");
            } else {
                let _ = write!(out, "<td{}>{html}</td>", cell_class(c));
            }
        }
        out.push_str("</tr>\n");
    }
    if let Some(end) = end {
        let _ = write!(
            out,
            "<tr class=\"tail end\"><td colspan=\"{}\"><div class=\"end\">\n{end}</div></td></tr>\n",
            t.columns.len()
        );
    }
    out.push_str("</tbody></table>\n");
}
