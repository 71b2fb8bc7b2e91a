//! A printout already in its language: a titled document of pages, each a
//! list of sections; a section holds key/value lines, tables (header, rows,
//! alignment hints), lines of text and signature lines. Every label, date,
//! verdict and figure is already text.
//!
//! [`compose`](super::compose) builds it once; each renderer (`html`,
//! `text`, `markdown`) only lays it out and never says a word of its own.
//! A new printout (a pairing list, standings with tie-breaks, a cross table)
//! is a new function that builds a [`Page`] of these blocks; the renderers
//! need no change.

pub use crate::words::Language;

/// The whole printout.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// Its language: the HTML `lang`.
    pub lang: Language,
    /// How its language writes capitals (titles in capitals in the text).
    pub capitals: Capitals,
    /// The document's title (the HTML `<title>`).
    pub title: String,
    pub pages: Vec<Page>,
    /// "Printed 29 October 2023, 18:30": at the foot of each page (HTML) or
    /// of the document.
    pub printed: String,
}

/// How a language writes capitals where they are not Unicode's: each
/// small letter it capitalises otherwise, and its capital (Turkish `i` is
/// `İ`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Capitals(Vec<(char, String)>);

impl Capitals {
    /// The pairs of `list`, written `small=CAPITAL` and apart by spaces
    /// (`i=İ ı=I`); anything else in it is left out.
    pub fn parse(list: &str) -> Capitals {
        Capitals(
            list.split_whitespace()
                .filter_map(|pair| {
                    let (small, capital) = pair.split_once('=')?;
                    let mut chars = small.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) if !capital.is_empty() => Some((c, capital.to_string())),
                        _ => None,
                    }
                })
                .collect(),
        )
    }

    /// `s` in capitals.
    pub fn upper(&self, s: &str) -> String {
        s.chars()
            .map(|c| match self.0.iter().find(|(small, _)| *small == c) {
                Some((_, capital)) => capital.clone(),
                None => c.to_uppercase().collect(),
            })
            .collect()
    }
}

/// A page of print: HTML starts each on a new sheet of paper, text with a
/// form feed, Markdown after a rule (its headings one level down).
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub kind: PageKind,
    pub sections: Vec<Section>,
    /// The record the page was made from ("Record: samples/x.toml"), named
    /// at its foot.
    pub record: Option<Field>,
    /// What the page is, at the top of each printed sheet of it, when that
    /// is not the document's title ("Pairing cards — Round 4 — ...").
    pub running: Option<String>,
}

/// What a page is, for the formats that style them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    /// A match sheet, signed by the referee and the players.
    Match,
    /// A listing of an event: results, standings, pairings.
    Results,
    /// A listing too wide for a portrait sheet (the cross table, with a
    /// column a round and a column a tie-break): printed landscape.
    Wide,
    /// Cards cut apart after printing: each section is one card, with a cut
    /// line between them; `per_page` cards share a sheet of paper, each a
    /// share of its height.
    Cards { per_page: usize },
    /// A certificate: one A4 landscape page, its lines centred.
    Certificate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// The page's title ("Match sheet", "Standings").
    Title,
    /// A part of the page ("Set 1", "Round result").
    Heading,
}

/// How a section's blocks sit on paper (HTML); the line formats print them
/// one after the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// One after the other.
    Flow,
    /// A game: its moves beside its details, kept on one page.
    Game,
    /// Figures beside what they decide: the first block, then the rest.
    Totals,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub level: Level,
    pub title: String,
    /// Said after the title where the format's heading has room
    /// ("Match sheet: Ayşe Yılmaz – Mehmet Demir").
    pub subtitle: Option<String>,
    /// A line under the heading ("Starts: Ayşe Yılmaz (South)").
    pub lead: Option<String>,
    /// What the formats that shorten the section's long table leave out of
    /// its header ("North: Mehmet Demir").
    pub aside: Option<String>,
    pub layout: Layout,
    pub blocks: Vec<Block>,
}

impl Section {
    pub fn new(level: Level, title: String, blocks: Vec<Block>) -> Section {
        Section {
            level,
            title,
            subtitle: None,
            lead: None,
            aside: None,
            layout: Layout::Flow,
            blocks,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// Key/value lines.
    Fields(Fields),
    Table(Table),
    /// A line of text.
    Text(String),
    /// A line in small print (an explanation under a table, a finding).
    Note(String),
    /// The line that says what was decided ("Round result: 1-0 — ...").
    Result(Field),
    /// Whether the record was found valid, said plainly.
    Verdict {
        valid: bool,
        text: String,
    },
    /// A line to sign for each name.
    Signatures(Vec<String>),
    /// Where the sheet is cut apart (between pairing cards), with what the
    /// line says ("cut here"); a section of this block alone has no
    /// heading.
    Cut(String),
}

/// A label and its value.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub label: String,
    pub value: Value,
}

impl Field {
    pub fn text(label: impl Into<String>, value: impl Into<String>) -> Field {
        Field {
            label: label.into(),
            value: Value::Text(value.into()),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Text(String),
    /// Several items (each incident of a set).
    List(Vec<String>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Fields {
    pub kind: FieldsKind,
    pub rows: Vec<Field>,
}

/// What a group of fields is, for the formats that set them apart (HTML).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldsKind {
    /// The header of a page, two to a row; the first `wide` take a whole
    /// row (the event's name).
    Header { wide: usize },
    /// Who plays, in large print.
    Players,
    /// Who plays at a pairing card's table, one to a row (a club beside
    /// the name).
    CardPlayers,
    /// The details of a game, one to a row.
    Details,
    /// Findings in small print.
    Notes,
}

/// How a column's cells line up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    pub header: String,
    /// The header where the table is cut into blocks side by side ("North"
    /// for "Mehmet Demir (North)"); the section's `aside` says the rest.
    pub short: String,
    pub align: Align,
    /// The cells to read first (bold where the format can).
    pub strong: bool,
    /// Long text the reader does not look for first (a club): it may take
    /// a second line where the page is too narrow (HTML); the other
    /// columns keep to one line.
    pub wrap: bool,
    /// What the column shares with its neighbours of the same group, said
    /// once above them where the format can (HTML: "Ayşe Yılmaz" over
    /// "stones" and "warnings"); the column is then headed by `short`.
    pub group: Option<String>,
    /// A column a phone's screen leaves out (a club beside the name), so
    /// that the rest fits its width; paper and wide screens keep it.
    pub optional: bool,
}

impl Column {
    pub fn new(header: impl Into<String>, align: Align) -> Column {
        let header = header.into();
        Column {
            short: header.clone(),
            header,
            align,
            strong: false,
            wrap: false,
            group: None,
            optional: false,
        }
    }

    /// A column whose cells may take a second line (see [`Column::wrap`]).
    pub fn wrapping(header: impl Into<String>, align: Align) -> Column {
        Column {
            wrap: true,
            ..Column::new(header, align)
        }
    }

    /// A club's column: long text that may take a second line, left out on
    /// a phone (see [`Column::optional`]).
    pub fn club(header: impl Into<String>) -> Column {
        Column {
            optional: true,
            ..Column::wrapping(header, Align::Left)
        }
    }
}

/// What a table is, for the formats that size them apart (HTML).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableKind {
    /// A long, narrow list (moves): cut into blocks side by side.
    Long,
    /// A few figures, each row named by its first cell.
    Figures,
    /// A listing the width of the page.
    Wide,
    /// A form filled in by hand at the table: the width of the page, rows
    /// tall enough to write in, empty cells as boxes.
    Form,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub kind: TableKind,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<Cell>>,
}

/// A table cell: runs of text, some marked (an illegal move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell(pub Vec<Run>);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub text: String,
    /// Flagged for the reader (underlined where the format can).
    pub marked: bool,
}

impl Cell {
    pub fn plain(text: impl Into<String>) -> Cell {
        Cell(vec![Run {
            text: text.into(),
            marked: false,
        }])
    }

    /// The cell's text, marks left to the text itself ("1✗").
    pub fn text(&self) -> String {
        self.0.iter().map(|r| r.text.as_str()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Capitals;

    #[test]
    fn capitals_follow_the_language_s_pairs() {
        let turkish = Capitals::parse("i=İ ı=I");
        assert_eq!(turkish.upper("Eşlendirme listesi"), "EŞLENDİRME LİSTESİ");
        assert_eq!(turkish.upper("ılık"), "ILIK");
        assert_eq!(Capitals::default().upper("list"), "LIST");
    }

    #[test]
    fn a_pair_not_written_small_equals_capital_is_left_out() {
        let odd = Capitals::parse("ab=X =Y i= ı=I q");
        assert_eq!(odd, Capitals::parse("ı=I"));
        assert_eq!(odd.upper("abıi"), "ABII");
    }
}
