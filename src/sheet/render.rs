//! Choosing the renderer: the one place that names all three, so the
//! shared phrases in `sheet` never import a renderer.

use super::model::Document;
use super::{html, markdown, text};

/// The output formats of a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Html,
    Text,
    Markdown,
}

/// Lays out `doc` in `format`.
pub fn render(doc: &Document, format: Format) -> String {
    match format {
        Format::Html => html::render(doc),
        Format::Text => text::render(doc),
        Format::Markdown => markdown::render(doc),
    }
}
