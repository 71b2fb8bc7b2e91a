//! Choosing the renderer: the one place that names all three.

use super::model::Document;
use super::{compose, html, markdown, text, view};

/// The output formats of a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Html,
    Text,
    Markdown,
}

/// Lays out `doc` in `format`: its view is composed once, in its language.
pub fn render(doc: &Document, format: Format) -> String {
    render_view(&compose::document(doc), format)
}

/// Lays out any printout's view in `format`.
pub fn render_view(view: &view::Document, format: Format) -> String {
    match format {
        Format::Html => html::render(view),
        Format::Text => text::render(view),
        Format::Markdown => markdown::render(view),
    }
}
