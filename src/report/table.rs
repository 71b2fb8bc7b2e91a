//! The one look of tables in the terminal.

use comfy_table::{ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};

use crate::files::stdout::terminal_width;

/// A table that wraps its cells to fit the terminal, or `width` columns
/// when stdout is a file or a pipe. comfy-table measures display width, so
/// names with Turkish letters line up.
pub fn terminal(width: u16) -> Table {
    let mut table = Table::new();
    table
        .load_style(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(fit(width));
    table
}

/// `width`, or the terminal's width when stdout is a terminal.
pub fn fit(width: u16) -> u16 {
    terminal_width().map_or(width, |columns| u16::try_from(columns).unwrap_or(u16::MAX))
}
