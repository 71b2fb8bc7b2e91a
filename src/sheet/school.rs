//! A school championship's printouts: the lists (each on a page of its
//! own), the schools ranked and the prizes for the ceremony, from the
//! grids of [`crate::report::school`], with the event's header and the
//! chief arbiter's signature.

use chrono::NaiveDateTime;

use super::event::{Composer, column, document};
use super::view::{
    Align, Block, Cell, Column, Document, Level, Page, PageKind, Section, Table, TableKind,
};
use crate::event::folder::Folder;
use crate::report::school::Grid;
use crate::words::{Label, Words};

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
    // A ranking's tie-breaks explained under it, as on the overall
    // standings.
    if !g.tie_breaks.is_empty() {
        blocks.extend(super::compose::tie_break_notes(w.words, &g.tie_breaks));
    }
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

crate::messages! {
    /// What a certificate says the player won.
    pub enum CertificateLine {
        /// A place in a list ("Ortaokul Kızlar kategorisinde 2.'lik").
        Place { list: String, place: usize } = "certificate-place",
        Overall { place: usize } = "certificate-overall",
    }
}

/// One certificate: who, their school, the list (`None`: overall), the
/// place, and the prize when it is for one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certificate {
    pub name: String,
    pub school: Option<String>,
    pub list: Option<String>,
    pub place: usize,
    pub prize: Option<String>,
}

/// A certificate a page (A4 landscape): "Başarı Belgesi", the event, its
/// site and dates, the player, their school, the place written out, the
/// prize, and the chief arbiter's signature line.
pub fn certificates(
    folder: &Folder,
    list: &[Certificate],
    words: Words,
    printed_at: NaiveDateTime,
) -> Document {
    let w = Composer { words, folder };
    let spec = folder.event.spec();
    let pages = list
        .iter()
        .map(|c| {
            let mut blocks = vec![Block::Text(spec.name.clone())];
            let place_and_days: Vec<String> =
                spec.site.iter().cloned().chain(w.event_dates()).collect();
            blocks.push(Block::Text(place_and_days.join(" · ")));
            blocks.push(Block::Text(c.name.clone()));
            blocks.push(Block::Text(c.school.clone().unwrap_or_default()));
            let line = match &c.list {
                Some(l) => words.say(&CertificateLine::Place {
                    list: l.clone(),
                    place: c.place,
                }),
                None => words.say(&CertificateLine::Overall { place: c.place }),
            };
            blocks.push(Block::Text(line));
            if let Some(p) = &c.prize {
                blocks.push(Block::Text(p.clone()));
            }
            Page {
                kind: PageKind::Certificate,
                sections: vec![
                    Section::new(
                        Level::Title,
                        words.t(Label::Certificate).to_string(),
                        blocks,
                    ),
                    w.signature(),
                ],
                record: None,
                running: None,
            }
        })
        .collect();
    let title = format!("{} — {}", words.t(Label::Certificate), spec.name);
    document(words, title, pages, printed_at)
}
