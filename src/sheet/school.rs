//! A school championship's printouts: the lists (each on a page of its
//! own), the schools ranked and the prizes for the ceremony, from the
//! grids of [`crate::report::school`], with the event's header and the
//! chief arbiter's signature.

use chrono::NaiveDateTime;

use super::event::{Composer, column, document};
use super::view::{Align, Block, Cell, Column, Document, Page, Table, TableKind};
use crate::event::folder::Folder;
use crate::report::school::Grid;
use crate::words::Words;

/// A grid as a page: its title, the event's header, a table the width of
/// the page (figures right, names and schools allowed a second line).
fn page(w: &Composer<'_>, g: &Grid) -> Page {
    let columns: Vec<Column> = g
        .header
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let figure = g
                .rows
                .iter()
                .any(|r| r.get(i).is_some_and(|c| c.number().is_some()));
            if figure {
                column(h.clone(), Align::Right)
            } else {
                Column::wrapping(h.clone(), Align::Left)
            }
        })
        .collect();
    let rows = g
        .rows
        .iter()
        .map(|r| r.iter().map(|c| Cell::plain(c.written())).collect())
        .collect();
    let table = Block::Table(Table {
        kind: TableKind::Wide,
        columns,
        rows,
    });
    let mut blocks = vec![table];
    blocks.extend(g.notes.iter().map(|n| Block::Note(n.clone())));
    w.page(g.title.clone(), None, blocks)
}

/// The grids printed one a page, the document titled `title`.
pub fn grids(
    folder: &Folder,
    grids: &[Grid],
    title: String,
    words: Words,
    printed_at: NaiveDateTime,
) -> Document {
    let w = Composer { words, folder };
    let pages = grids.iter().map(|g| page(&w, g)).collect();
    document(words, title, pages, printed_at)
}
