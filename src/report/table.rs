//! The one look of tables in the terminal.

use comfy_table::{ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};

/// A table that wraps its cells to fit `width` columns. comfy-table measures
/// display width, so names with Turkish letters line up.
pub fn terminal(width: u16) -> Table {
    let mut table = Table::new();
    table
        .load_style(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(width);
    table
}
