//! The tournament's printouts as [`view`](super::view) documents, in their
//! language: the pairing list by table and alphabetically, the pairing
//! cards, the standings with a column per tie-break, and the cross table,
//! each with a line for the chief arbiter's signature. The data come built
//! from [`crate::event::standings`]; here they only become words.

use chrono::NaiveDateTime;

use super::compose::{Heading, ListLine, capitals, tie_break_notes};
use super::view::{
    Align, Block, Cell, Column, Document, Field, Fields, FieldsKind, Level, Page, PageKind,
    Section, Table, TableKind,
};
use crate::event::folder::Folder;
use crate::event::results::{RoundResults, TableOutcome};
use crate::event::standings::{self, CrossTable, Entry, PairingList, Standings};
use crate::record::Who;
use crate::swiss::GameResult;
use crate::words::{Label, Words};

/// How many pairing cards share an A4 page: three of a round of up to
/// three sets, two of a longer one (each set's row at least 10 mm high).
fn cards_per_page(sets: usize) -> usize {
    if sets <= 3 { 3 } else { 2 }
}

pub(super) fn points(halves: u32) -> String {
    crate::words::points(f64::from(halves) / 2.0)
}

/// "1-0", "½-½": a table's round points, first player first.
pub(super) fn round_result(o: &TableOutcome) -> String {
    format!(
        "{}-{}",
        points(o.round_points[0]),
        points(o.round_points[1])
    )
}

pub(super) fn name(e: &Entry) -> String {
    format!("{} ({})", e.name, e.number)
}

/// The player's club, or nothing.
fn club(e: &Entry) -> String {
    e.club.clone().unwrap_or_default()
}

/// How many tie-break columns of the standings a phone's screen shows.
const PHONE_TIE_BREAKS: usize = 2;

pub(super) fn column(header: impl Into<String>, align: Align) -> Column {
    Column::new(header, align)
}

pub(super) fn wide(columns: Vec<Column>, rows: Vec<Vec<String>>) -> Block {
    Block::Table(Table {
        kind: TableKind::Wide,
        columns,
        rows: rows
            .into_iter()
            .map(|r| r.into_iter().map(Cell::plain).collect())
            .collect(),
    })
}

/// An event's printout being written, in the words of its language.
pub(super) struct Composer<'a> {
    pub(super) words: Words,
    pub(super) folder: &'a Folder,
}

impl Composer<'_> {
    /// The event's name, site and dates, and the round.
    fn header(&self, round: Option<u8>) -> Block {
        let spec = self.folder.event.spec();
        let mut rows = vec![Field::text(self.words.t(Label::Event), &spec.name)];
        if let Some(site) = &spec.site {
            rows.push(Field::text(self.words.t(Label::Site), site));
        }
        // The round's own start when `event.toml` gives it, else the
        // event's days.
        if let Some(start) = round.and_then(|r| self.folder.event.round_start(r)) {
            rows.push(Field::text(
                self.words.t(Label::RoundStart),
                self.words.date_time(start),
            ));
        } else if let Some(d) = self.event_dates() {
            rows.push(Field::text(self.words.t(Label::Date), d));
        }
        if let Some(r) = round {
            rows.push(Field::text(
                self.words.t(Label::Round),
                format!("{r} / {}", spec.rounds),
            ));
        }
        Block::Fields(Fields {
            kind: FieldsKind::Header { wide: 1 },
            rows,
        })
    }

    /// The chief arbiter's signature line.
    pub(super) fn signature(&self) -> Section {
        let who = match &self.folder.event.spec().chief_arbiter {
            Some(n) => format!("{} ({n})", self.words.t(Label::ChiefArbiter)),
            None => self.words.t(Label::ChiefArbiter).to_string(),
        };
        Section::new(
            Level::Heading,
            self.words.t(Label::Signatures).to_string(),
            vec![Block::Signatures(vec![who])],
        )
    }

    pub(super) fn page(&self, title: String, round: Option<u8>, mut blocks: Vec<Block>) -> Page {
        blocks.insert(0, self.header(round));
        Page {
            kind: PageKind::Results,
            sections: vec![Section::new(Level::Title, title, blocks), self.signature()],
            record: None,
            running: None,
        }
    }

    /// By table; once results are in, a result column between the points
    /// (a pairing list with results).
    fn by_table(&self, list: &PairingList, results: Option<&RoundResults>) -> Page {
        let results = results.filter(|r| r.lines.iter().any(|l| l.outcome.is_some()));
        // Two players and two clubs a line: on A4 a long name may take a
        // second line too.
        let mut columns = vec![
            column(self.words.t(Label::Table), Align::Right),
            Column::wrapping(
                self.words
                    .say(&crate::event::standings::StarterHeading::set_one(list.grid)),
                Align::Left,
            ),
            Column::club(self.words.t(Label::Club)),
            column(self.words.t(Label::Points), Align::Right),
            column(self.words.t(Label::Points), Align::Right),
            Column::wrapping(self.words.t(Label::SecondPlayer), Align::Left),
            Column::club(self.words.t(Label::Club)),
        ];
        if results.is_some() {
            let mut result = column(self.words.t(Label::Result), Align::Center);
            result.strong = true;
            columns.insert(4, result);
        }
        let rows = list
            .tables
            .iter()
            .map(|t| {
                let mut row = vec![
                    t.table.to_string(),
                    self.listed(&t.first),
                    club(&t.first),
                    points(t.first.points),
                    points(t.second.points),
                    self.listed(&t.second),
                    club(&t.second),
                ];
                if let Some(r) = results {
                    let result = r
                        .lines
                        .iter()
                        .find(|l| l.table == t.table)
                        .and_then(|l| l.outcome.as_ref())
                        .map_or_else(|| "*".to_string(), round_result);
                    row.insert(4, result);
                }
                row
            })
            .collect();
        let mut blocks = vec![wide(columns, rows)];
        if let Some(bye) = &list.bye {
            blocks.push(Block::Text(
                self.words.say(&ListLine::PairingBye { player: name(bye) }),
            ));
        }
        for bye in &list.requested_byes {
            blocks.push(Block::Text(
                self.words
                    .say(&ListLine::RequestedBye { player: name(bye) }),
            ));
        }
        self.page(
            self.words.t(Label::PairingList).to_string(),
            Some(list.round),
            blocks,
        )
    }

    fn alphabetical(&self, list: &PairingList) -> Page {
        let columns = vec![
            column(self.words.t(Label::Player), Align::Left),
            Column::club(self.words.t(Label::Club)),
            column(self.words.t(Label::Table), Align::Right),
            column(
                self.words
                    .say(&crate::event::standings::StarterHeading::set_one(list.grid)),
                Align::Center,
            ),
            column(self.words.t(Label::Opponent), Align::Left),
        ];
        let rows = list
            .alphabetical(self.folder)
            .into_iter()
            .map(|l| {
                vec![
                    self.listed(&l.player),
                    club(&l.player),
                    l.table
                        .map(|t| t.to_string())
                        .unwrap_or_else(|| self.words.t(Label::ByeTable).to_string()),
                    if l.starts {
                        self.words.t(Label::Yes)
                    } else {
                        ""
                    }
                    .to_string(),
                    l.opponent
                        .as_ref()
                        .map(|o| self.listed(o))
                        .unwrap_or_default(),
                ]
            })
            .collect();
        self.page(
            self.words.t(Label::PairingAlphabetical).to_string(),
            Some(list.round),
            vec![wide(columns, rows)],
        )
    }

    /// A player as the pairing lists and cards name them: "Ayşe Yılmaz
    /// (12)", marked when visually impaired.
    fn listed(&self, e: &Entry) -> String {
        if e.visually_impaired {
            format!("{} ({})", name(e), self.words.t(Label::VisuallyImpaired))
        } else {
            name(e)
        }
    }

    /// The event's days: "28 – 29 October 2023" written as two dates.
    pub(super) fn event_dates(&self) -> Option<String> {
        let spec = self.folder.event.spec();
        match (spec.start, spec.end) {
            (Some(a), Some(b)) if a != b => {
                Some(format!("{} – {}", self.words.date(a), self.words.date(b)))
            }
            (Some(a), _) | (None, Some(a)) => Some(self.words.date(a)),
            (None, None) => None,
        }
    }

    /// The event's name, site, and the round's start (else the event's
    /// dates) on one line (a card keeps it once cut from the page).
    fn event_line(&self, round: u8) -> String {
        let spec = self.folder.event.spec();
        let mut parts = vec![spec.name.clone()];
        parts.extend(spec.site.clone());
        match self.folder.event.round_start(round) {
            Some(start) => parts.push(self.words.date_time(start)),
            None => parts.extend(self.event_dates()),
        }
        parts.join(" · ")
    }

    /// A card for one table, what the referee fills in there: the event,
    /// the round and table, both players (club; visually impaired marked),
    /// a row per set with who starts it and a box for each player's
    /// counted stones and warnings and a time-out mark, the round's result,
    /// the table's code, and the two players' signatures.
    fn card(&self, list: &PairingList, table: &standings::PairedTable) -> Section {
        let rules = &self.folder.rules;
        let player = |who: Who| match who {
            Who::First => &table.first,
            Who::Second => &table.second,
        };
        let club = |e: &Entry| match &e.club {
            Some(c) => format!("{}, {c}", self.listed(e)),
            None => self.listed(e),
        };
        let (a, b) = (&table.first.name, &table.second.name);
        let stones = |player: &String| Heading::CardStones {
            player: player.clone(),
        };
        let warnings = |player: &String| Heading::CardWarnings {
            player: player.clone(),
        };
        let mut columns = vec![
            column(self.words.t(Label::UnitSetTitle), Align::Center),
            // A grid game's starter plays black.
            column(
                self.words.t(if list.grid {
                    Label::PlaysBlack
                } else {
                    Label::Starts
                }),
                Align::Left,
            ),
            self.box_column(self.words.say(&stones(a)), a, Label::CardStones),
            self.box_column(self.words.say(&warnings(a)), a, Label::CardWarnings),
            self.box_column(self.words.say(&stones(b)), b, Label::CardStones),
            self.box_column(self.words.say(&warnings(b)), b, Label::CardWarnings),
            column(self.words.t(Label::CardTimeout), Align::Center),
        ];
        columns[0].strong = true;
        let rows = (1..=rules.games())
            .map(|set| {
                let starter = rules.starter(set).map(|w| player(w).name.clone());
                vec![
                    Cell::plain(set.to_string()),
                    Cell::plain(starter.unwrap_or_default()),
                    Cell::plain(""),
                    Cell::plain(""),
                    Cell::plain(""),
                    Cell::plain(""),
                    Cell::plain(self.words.t(Label::CardTimeoutBoxes)),
                ]
            })
            .collect();
        let mut blocks = vec![
            Block::Fields(Fields {
                kind: FieldsKind::CardPlayers,
                rows: vec![
                    Field::text(self.words.t(Label::FirstPlayer), club(&table.first)),
                    Field::text(self.words.t(Label::SecondPlayer), club(&table.second)),
                ],
            }),
            Block::Table(Table {
                kind: TableKind::Form,
                columns,
                rows,
            }),
        ];
        // Beside the result: the code that lets the table's phone enter it
        // on `hakem serve` (one line, so that three cards fit a page).
        blocks.push(Block::Text(match &table.code {
            Some(code) => format!(
                "{}   ·   {}: {code}",
                self.words.t(Label::CardResult),
                self.words.t(Label::TableCode)
            ),
            None => self.words.t(Label::CardResult).to_string(),
        }));
        blocks.push(Block::Signatures(vec![
            a.clone(),
            b.clone(),
            self.words.t(Label::CardTableReferee).to_string(),
        ]));
        let mut section = Section::new(
            Level::Title,
            self.words.say(&Heading::PairingCard {
                round: u32::from(list.round),
                table: table.table,
            }),
            blocks,
        );
        section.subtitle = Some(format!("{a} – {b}"));
        section.lead = Some(self.event_line(list.round));
        section
    }

    /// A column of boxes a player's figures are written in: "Ayşe Yılmaz:
    /// stones", or "stones" under the player's name where the format
    /// groups columns.
    fn box_column(&self, header: String, player: &str, short: Label) -> Column {
        Column {
            short: self.words.t(short).to_string(),
            group: Some(player.to_string()),
            ..column(header, Align::Center)
        }
    }

    /// The cards, three to a page with cut lines between them; each page
    /// headed as what it is.
    fn cards(&self, list: &PairingList) -> Vec<Page> {
        let running = format!(
            "{} — {} — {}",
            self.words.t(Label::PairingCards),
            self.words.say(&Heading::Round {
                round: u32::from(list.round)
            }),
            self.folder.event.spec().name
        );
        let per_page = cards_per_page(self.folder.rules.games());
        list.tables
            .chunks(per_page)
            .map(|chunk| Page {
                kind: PageKind::Cards { per_page },
                sections: chunk
                    .iter()
                    .enumerate()
                    .flat_map(|(k, t)| {
                        let cut = (k > 0).then(|| {
                            Section::new(
                                Level::Heading,
                                String::new(),
                                vec![Block::Cut(self.words.t(Label::CardCut).to_string())],
                            )
                        });
                        cut.into_iter().chain([self.card(list, t)])
                    })
                    .collect(),
                record: None,
                running: Some(running.clone()),
            })
            .collect()
    }

    pub(super) fn standings(&self, s: &Standings) -> Page {
        let mut columns = vec![
            column(self.words.t(Label::Rank), Align::Right),
            column(self.words.t(Label::Player), Align::Left),
            Column::club(self.words.t(Label::Club)),
            column(self.words.t(Label::Points), Align::Right),
        ];
        columns[3].strong = true;
        // A phone shows the first two tie-breaks: with the points, what
        // most places are decided by.
        columns.extend(s.tie_breaks.iter().enumerate().map(|(i, &t)| {
            Column {
                optional: i >= PHONE_TIE_BREAKS,
                ..column(
                    self.words
                        .say(&crate::swiss::TieBreakWords::Heading { tie_break: t }),
                    Align::Right,
                )
            }
        }));
        let rows = s
            .rows
            .iter()
            .map(|r| {
                let mut row = vec![
                    if r.shared {
                        format!("{}=", r.rank)
                    } else {
                        r.rank.to_string()
                    },
                    name(&r.player),
                    r.player.club.clone().unwrap_or_default(),
                    points(r.player.points),
                ];
                row.extend(r.values.iter().map(|&v| v.written()));
                row
            })
            .collect();
        let mut blocks = vec![wide(columns, rows)];
        blocks.extend(tie_break_notes(self.words, &s.tie_breaks));
        self.page(
            self.words.say(&Heading::StandingsAfter {
                round: u32::from(s.after),
            }),
            None,
            blocks,
        )
    }

    fn cell(&self, c: &standings::Cell) -> String {
        let sign = |r: GameResult| match r {
            GameResult::Win | GameResult::ForfeitWin | GameResult::FullBye => "+",
            GameResult::Draw | GameResult::HalfBye => "=",
            _ => "-",
        };
        match *c {
            standings::Cell::Game {
                opponent,
                starts,
                result,
                decided,
            } => {
                let mark = if matches!(result, GameResult::ForfeitWin | GameResult::ForfeitLoss) {
                    self.words.t(Label::CrossForfeitMark)
                } else if starts {
                    self.words.t(Label::CrossStartMark)
                } else {
                    ""
                };
                let decided = decided
                    .map(|m| self.words.say(&crate::event::decided::cross_mark(m)))
                    .unwrap_or_default();
                format!("{}{opponent}{mark}{decided}", sign(result))
            }
            standings::Cell::Unpaired(GameResult::PairingBye) => {
                self.words.t(Label::CrossBye).into()
            }
            standings::Cell::Unpaired(GameResult::Absent) => ".".into(),
            standings::Cell::Unpaired(r) => {
                format!("{}{}", sign(r), self.words.t(Label::CrossRequested))
            }
        }
    }

    fn cross_table(&self, c: &CrossTable) -> Page {
        let mut columns = vec![
            column(self.words.t(Label::Line), Align::Right),
            column(self.words.t(Label::Player), Align::Left),
            Column::club(self.words.t(Label::Club)),
            column(self.words.t(Label::Points), Align::Right),
        ];
        columns[3].strong = true;
        columns.extend((1..=c.after).map(|r| column(r.to_string(), Align::Center)));
        columns.extend(c.tie_breaks.iter().map(|&t| {
            column(
                self.words
                    .say(&crate::swiss::TieBreakWords::Heading { tie_break: t }),
                Align::Right,
            )
        }));
        let rows = c
            .rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let mut row = vec![
                    (i + 1).to_string(),
                    name(&r.player),
                    club(&r.player),
                    points(r.player.points),
                ];
                row.extend(r.cells.iter().map(|cell| self.cell(cell)));
                row.extend(r.values.iter().map(|&v| v.written()));
                row
            })
            .collect();
        let mut page = self.page(
            self.words.say(&Heading::CrossTableAfter {
                round: u32::from(c.after),
            }),
            None,
            {
                let mut blocks = vec![
                    wide(columns, rows),
                    Block::Note(self.words.t(Label::CrossLegend).to_string()),
                ];
                if c.marked() {
                    blocks.push(Block::Note(
                        self.words
                            .say(&crate::event::decided::DecidedSaid::CrossLegend),
                    ));
                }
                blocks
            },
        );
        page.kind = PageKind::Wide;
        page
    }
}

pub(super) fn document(
    words: Words,
    title: String,
    pages: Vec<Page>,
    printed_at: NaiveDateTime,
) -> Document {
    Document {
        lang: words.language(),
        capitals: capitals(words),
        title,
        pages,
        printed: words.say(&ListLine::Printed {
            when: words.date_time(printed_at),
        }),
    }
}

/// A round's pairing: by table (with each table's result once results are
/// in), alphabetically, then the pairing cards.
pub fn pairing(
    folder: &Folder,
    list: &PairingList,
    results: Option<&RoundResults>,
    words: Words,
    printed_at: NaiveDateTime,
) -> Document {
    let w = Composer { words, folder };
    let mut pages = vec![w.by_table(list, results), w.alphabetical(list)];
    pages.extend(w.cards(list));
    let title = format!(
        "{} — {} — {}",
        w.words.t(Label::PairingList),
        w.words.say(&Heading::Round {
            round: u32::from(list.round)
        }),
        folder.event.spec().name
    );
    document(words, title, pages, printed_at)
}

/// The page of [`pairing`] that lists every player alphabetically, alone
/// (the wall shows it, made again at each change of the folder: the
/// by-table page and every table's card would be made for nothing).
pub fn pairing_alphabetical(folder: &Folder, list: &PairingList, words: Words) -> Page {
    Composer { words, folder }.alphabetical(list)
}

/// The standings after a round, then the cross table.
pub fn standings(
    folder: &Folder,
    s: &Standings,
    c: &CrossTable,
    words: Words,
    printed_at: NaiveDateTime,
) -> Document {
    let w = Composer { words, folder };
    let title = format!(
        "{} — {}",
        w.words.say(&Heading::StandingsAfter {
            round: u32::from(s.after)
        }),
        folder.event.spec().name
    );
    document(
        words,
        title,
        vec![w.standings(s), w.cross_table(c)],
        printed_at,
    )
}
