//! The board as text, seen from South's seat: South's pits 1..N left to
//! right along the bottom, North's pits 1..N right to left along the top
//! (each row numbered as its owner sees it), North's store on the left,
//! South's on the right — counterclockwise, as the stones travel.

use std::fmt::Write;

use crate::engine::{Player, Position};

/// A diagram with a caption line above and below naming the seats.
pub fn diagram(position: &Position, north_label: &str, south_label: &str) -> String {
    let n = usize::from(position.pits());
    let north: Vec<u16> = position.row(Player::North).iter().rev().copied().collect();
    let south = position.row(Player::South);
    let width = position
        .row(Player::North)
        .iter()
        .chain(south)
        .map(|c| c.to_string().len())
        .max()
        .unwrap_or(1)
        .max(2)
        + 2;
    let north_store = position.store(Player::North).to_string();
    let south_store = position.store(Player::South).to_string();
    let margin = north_store.len().max(2) + 2;

    let rule = format!(
        "{:margin$}+{}",
        "",
        format!("{}+", "-".repeat(width)).repeat(n)
    );
    let cells = |row: &[u16]| -> String {
        row.iter()
            .map(|c| format!("{c:>w$} |", w = width - 1))
            .collect()
    };
    let numbers = |nums: Vec<usize>| -> String {
        nums.iter()
            .map(|p| format!("{p:>w$}  ", w = width - 1))
            .collect()
    };

    let mut out = String::new();
    let _ = writeln!(out, "{:margin$} North: {north_label}", "");
    let _ = writeln!(
        out,
        "{:margin$} {}",
        "",
        numbers((1..=n).rev().collect()).trim_end()
    );
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(
        out,
        "{:>w$}  |{}",
        north_store,
        cells(&north),
        w = margin - 2
    );
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(out, "{:margin$}|{} {south_store}", "", cells(south));
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(
        out,
        "{:margin$} {}",
        "",
        numbers((1..=n).collect()).trim_end()
    );
    let _ = write!(out, "{:margin$} South: {south_label}", "");
    out
}
