//! The sheet's [`view`](super::view), built once in its language from the
//! judged [`model`](super::model): every figure from the referee's verdict,
//! every word through [`Words`]: the printouts' messages declared here
//! (worded in `locales/*/sheet.ftl`, shared with [`event`](super::event)
//! and [`event_results`](super::event_results)) and the labels they share
//! with the terminal. Written as text here and nowhere else.

use super::model::{
    self, Body, Ending, EventSheet, GridCell, GridMoves, MatchSheet, MoveCell, SetSheet,
};
use super::view::{
    Align, Block, Capitals, Cell, Column, Document, Field, Fields, FieldsKind, Layout, Level, Page,
    PageKind, Run, Section, Table, TableKind, Value,
};
use crate::record::{Event, Forfeit, Incident, IncidentKind, WarningReason, Who};
use crate::referee::{ProblemCode, SetEnd, Winner};
use crate::ruleset::Titles;
use crate::words::{Label, Words, points};
use crate::words::{Message, Msg};

crate::messages! {
    /// The titles and headings of printouts that carry a figure or a name.
    pub enum Heading {
        /// "Round 3" / "3. Tur": a round named in a title.
        Round { round: u32 } = "sheet-round",
        Set { set: usize } = "sheet-set",
        Card { card: usize } = "sheet-card",
        StandingsAfter { round: u32 } = "sheet-standings-after",
        CrossTableAfter { round: u32 } = "sheet-cross-table-after",
        ResultsOfRound { round: u32 } = "sheet-results-of-round",
        ResultsAlphabetical { round: u32 } = "sheet-results-alphabetical",
        PairingCard { round: u32, table: usize } = "sheet-pairing-card",
        /// A pairing card's column for a player's counted stones.
        CardStones { player: String } = "sheet-card-stones",
        CardWarnings { player: String } = "sheet-card-warnings",
    }
}

crate::messages! {
    /// What a match sheet says of a set: who started it, how it ended, when
    /// an incident came.
    pub enum SetLine {
        /// `south` where seats mean something (a sowing board); `should`:
        /// the player the tournament rules name, when the other started.
        Starts { player: String, south: bool, should: Option<String> } = "sheet-starts",
        Timeout { player: String } = "sheet-end-timeout",
        Warnings { player: String } = "sheet-end-warnings",
        /// The `index`-th move of the record, refused for `why`.
        Illegal { index: usize, player: String, pit: u32, why: Msg } = "sheet-illegal-move",
        Won { how: String, winner: String } = "sheet-set-won",
        Drawn { how: String } = "sheet-set-drawn",
        NotCounted { ending: String } = "sheet-set-not-counted",
        /// After the `after`-th move (0: before the first).
        Incident { after: u32, player: String, what: Msg } = "sheet-incident",
    }
}

crate::messages! {
    /// What a match sheet says the round came to, when a player won it.
    pub enum RoundLine {
        Wins { winner: String } = "sheet-wins-round",
        Forfeit { absent: String, winner: String } = "sheet-forfeit-round",
    }
}

crate::messages! {
    /// A finding on the round as recorded, in short, under its figures.
    pub enum Problem {
        SetNotToBePlayed { set: usize } = "sheet-problem-set-not-to-be-played",
        SetAfterWarnings { set: usize } = "sheet-problem-set-after-warnings",
        TooManySets { set: usize } = "sheet-problem-too-many-sets",
        MovesAfterEnd { set: usize } = "sheet-problem-moves-after-end",
        IncidentBeyondMoves { set: usize } = "sheet-problem-incident-beyond-moves",
        ExemptWarning { set: usize } = "sheet-problem-exempt-warning",
        TimeoutAfterEnd { set: usize } = "sheet-problem-timeout-after-end",
        TimeoutInResult { set: usize } = "sheet-problem-timeout-in-result",
        UnfinishedSet { set: usize } = "sheet-problem-unfinished-set",
        DrawNotPossible { set: usize } = "sheet-problem-draw-not-possible",
        StoreMissing { set: usize } = "sheet-problem-store-missing",
        StoresImpossible { set: usize } = "sheet-problem-stores-impossible",
        ScoreNotSigned { set: usize } = "sheet-problem-score-not-signed",
        StartOrder { set: usize } = "sheet-problem-start-order",
    }
}

impl Problem {
    /// The finding `code` on set `set`.
    pub fn of(set: usize, code: ProblemCode) -> Problem {
        match code {
            ProblemCode::SetNotToBePlayed => Problem::SetNotToBePlayed { set },
            ProblemCode::SetAfterWarnings => Problem::SetAfterWarnings { set },
            ProblemCode::TooManySets => Problem::TooManySets { set },
            ProblemCode::MovesAfterEnd => Problem::MovesAfterEnd { set },
            ProblemCode::IncidentBeyondMoves => Problem::IncidentBeyondMoves { set },
            ProblemCode::ExemptWarning => Problem::ExemptWarning { set },
            ProblemCode::TimeoutAfterEnd => Problem::TimeoutAfterEnd { set },
            ProblemCode::TimeoutInResult => Problem::TimeoutInResult { set },
            ProblemCode::UnfinishedSet => Problem::UnfinishedSet { set },
            ProblemCode::DrawNotPossible => Problem::DrawNotPossible { set },
            ProblemCode::StoreMissing => Problem::StoreMissing { set },
            ProblemCode::StoresImpossible => Problem::StoresImpossible { set },
            ProblemCode::ScoreNotSigned => Problem::ScoreNotSigned { set },
            ProblemCode::StartOrder => Problem::StartOrder { set },
        }
    }
}

crate::messages! {
    /// The lines of an event's lists and the foot of every printout.
    pub enum ListLine {
        PairingBye { player: String } = "sheet-pairing-bye",
        RequestedBye { player: String } = "sheet-requested-bye",
        /// A bye on the results, with the points it gave ("1", "½").
        PairingByePoints { player: String, points: String } = "sheet-pairing-bye-points",
        RequestedByePoints { player: String, points: String } = "sheet-requested-bye-points",
        ResultsMissing { tables: Vec<String>, count: usize } = "sheet-results-missing",
        ResultNotIn = "sheet-result-not-in",
        /// The tie-breaks' headings, in the order they break ties.
        TieBreakOrder { order: Vec<String> } = "sheet-tie-break-order",
        /// The standings of an event folder wait for the results of rounds
        /// 1 to `rounds` (`problems` keep them; `dir`: the folder).
        StandingsWait { rounds: u32, problems: usize, dir: String } = "sheet-standings-wait",
        /// When the printout was printed (a date and time worded).
        Printed { when: String } = "sheet-printed",
    }
}

crate::messages! {
    /// How the language writes a title in capitals where its capitals are
    /// not Unicode's: "small=CAPITAL" pairs (Turkish `i=İ`), or nothing.
    pub enum Casing {
        Capitals = "sheet-capitals",
    }
}

/// The capitals of `words`' language, for titles set in capitals.
pub(super) fn capitals(words: Words) -> Capitals {
    Capitals::parse(&words.say(&Casing::Capitals))
}

/// The view of `doc`, in its language.
pub fn document(doc: &model::Document) -> Document {
    let w = Composer {
        words: Words::new(doc.lang),
    };
    let (title, pages) = match &doc.body {
        Body::Match(m) => (w.match_title(m), vec![w.match_page(m)]),
        Body::Event(e) => {
            let title = match &e.event.name {
                Some(n) => format!("{} — {n}", w.words.t(Label::RoundResults)),
                None => w.words.t(Label::RoundResults).to_string(),
            };
            let mut pages = vec![w.results_page(e)];
            pages.extend(e.matches.iter().map(|m| w.match_page(m)));
            (title, pages)
        }
    };
    Document {
        lang: doc.lang,
        capitals: capitals(w.words),
        title,
        pages,
        printed: w.words.say(&ListLine::Printed {
            when: w.words.date_time(doc.printed_at),
        }),
    }
}

/// A sheet being written, in the words of its language.
#[derive(Clone, Copy)]
struct Composer {
    words: Words,
}

impl Composer {
    fn match_title(self, m: &MatchSheet) -> String {
        format!(
            "{}: {}",
            self.words.t(Label::MatchSheet),
            players_subtitle(m)
        )
    }

    fn match_page(self, m: &MatchSheet) -> Page {
        let mut head = Section::new(
            Level::Title,
            self.words.t(Label::MatchSheet).to_string(),
            vec![
                Block::Fields(Fields {
                    kind: FieldsKind::Header {
                        wide: usize::from(m.event.name.is_some()),
                    },
                    rows: self.event_fields(&m.event, &m.game, m.chief_arbiter.as_deref()),
                }),
                Block::Fields(Fields {
                    kind: FieldsKind::Players,
                    rows: [Who::First, Who::Second]
                        .into_iter()
                        .map(|who| Field::text(self.role(who), self.player_line(m, who)))
                        .collect(),
                }),
            ],
        );
        head.subtitle = Some(players_subtitle(m));
        let mut sections = vec![head];
        sections.extend(m.sets.iter().map(|set| self.set_section(m, set)));
        sections.push(self.round_section(m));
        sections.push(Section::new(
            Level::Heading,
            self.words.t(Label::Signatures).to_string(),
            vec![Block::Signatures(vec![
                self.words.t(Label::Referee).to_string(),
                m.name(Who::First).to_string(),
                m.name(Who::Second).to_string(),
            ])],
        ));
        Page {
            kind: PageKind::Match,
            sections,
            record: Some(Field::text(self.words.t(Label::Record), &m.file)),
            running: None,
        }
    }

    fn set_section(self, m: &MatchSheet, set: &SetSheet) -> Section {
        let title = self.words.say(&if set.card {
            Heading::Card { card: set.number }
        } else {
            Heading::Set { set: set.number }
        });
        let main = if let Some(g) = &set.grid {
            Block::Table(self.grid_moves_table(m, g))
        } else if set.counted_stores.is_some() {
            Block::Text(self.words.t(Label::CountedOnPaper).to_string())
        } else if set.moves_recorded == 0 {
            Block::Text(self.words.t(Label::NoMovesRecorded).to_string())
        } else {
            Block::Table(self.moves_table(m, set))
        };
        let mut details = Vec::new();
        if let Some(st) = set.stores.filter(|_| set.counted_stores.is_none()) {
            details.push(Field::text(
                self.words.t(Label::FinalStores),
                format!(
                    "{} {}, {} {}",
                    m.name(Who::First),
                    st[0],
                    m.name(Who::Second),
                    st[1]
                ),
            ));
        }
        if let Some(counted) = set.counted_stores {
            let shown = counted.map(|n| n.map_or_else(|| "-".to_string(), |n| n.to_string()));
            details.push(Field::text(
                self.words.t(Label::StoresCounted),
                format!(
                    "{} {}, {} {}",
                    m.name(Who::First),
                    shown[0],
                    m.name(Who::Second),
                    shown[1]
                ),
            ));
        } else if let Some(c) = set.claimed {
            let judgement = match set.claimed_ok {
                Some(true) => Label::ClaimMatches,
                Some(false) => Label::ClaimDiffers,
                None => Label::ClaimNotCompared,
            };
            details.push(Field::text(
                self.words.t(Label::Signed),
                format!("{}-{}: {}", c.first, c.second, self.words.t(judgement)),
            ));
        } else if let Some((result, ok)) = set.grid.as_ref().and_then(|g| g.claimed) {
            // The result written beside a grid set's moves, against the board.
            let written = match result {
                crate::record::SetResult::Won(w) => m.name(w).to_string(),
                crate::record::SetResult::Draw => self.words.t(Label::Draw).to_string(),
            };
            let judged = match ok {
                Some(true) => Label::ClaimMatches,
                Some(false) => Label::ClaimDiffers,
                None => Label::ClaimNotCompared,
            };
            details.push(Field::text(
                self.words.t(Label::GridResultWritten),
                format!("{written}: {}", self.words.t(judged)),
            ));
        } else if set.stores.is_some() && set.counted_stores.is_none() {
            // Nothing signed in the record: a blank for the players' stores,
            // to fill in by hand at the table.
            details.push(Field::text(
                self.words.t(Label::Signed),
                format!(
                    "{} ______ – {} ______",
                    m.name(Who::First),
                    m.name(Who::Second)
                ),
            ));
        }
        details.push(Field::text(
            self.words.t(Label::Ending),
            self.ending(m, set),
        ));
        details.push(Field {
            label: self.words.t(Label::Incidents).to_string(),
            value: if set.incidents.is_empty() {
                Value::Text(self.words.t(Label::NoIncidents).to_string())
            } else {
                Value::List(
                    set.incidents
                        .iter()
                        .map(|i| self.incident(m, i, set.counted_stores.is_some()))
                        .collect(),
                )
            },
        });
        let mut blocks = vec![main];
        if let Some(g) = &set.grid {
            // The board the moves left, for the players to sign beside.
            blocks.push(Block::Table(self.grid_board(g)));
            details.insert(
                0,
                Field::text(
                    self.words.t(Label::GridBoard),
                    self.words.t(Label::GridFinalBoard),
                ),
            );
        }
        blocks.push(Block::Fields(Fields {
            kind: FieldsKind::Details,
            rows: details,
        }));
        let mut section = Section::new(Level::Heading, title, blocks);
        section.layout = Layout::Game;
        section.lead = self.starts_line(m, set);
        // Seats only mean something on a sowing board (a set with stores).
        if set.stores.is_some() && set.counted_stores.is_none() {
            section.aside = Some(format!(
                "{}: {}",
                self.words.t(Label::North),
                m.name(set.south().other())
            ));
        }
        section
    }

    /// Row `n`: South's moves, then North's; "4 6" for an extra turn, "1✗"
    /// for the illegal move.
    /// A grid set's moves: a row a turn, black's move then white's.
    fn grid_moves_table(self, m: &MatchSheet, g: &GridMoves) -> Table {
        let column = |who: Who, c: crate::grid::Color| {
            let colour = self.words.say(&c);
            let mut col = Column::new(format!("{} ({colour})", m.name(who)), Align::Left);
            col.short = colour;
            col
        };
        let cell = |c: &Option<GridCell>| match c {
            Some(GridCell {
                text,
                refused: true,
            }) => Cell(vec![Run {
                text: format!("{text}✗"),
                marked: true,
            }]),
            Some(c) => Cell::plain(c.text.clone()),
            None => Cell::plain(""),
        };
        Table {
            kind: TableKind::Long,
            columns: vec![
                Column::new(self.words.t(Label::Turn), Align::Right),
                column(g.black, crate::grid::Color::Black),
                column(g.black.other(), crate::grid::Color::White),
            ],
            rows: g
                .rows
                .iter()
                .enumerate()
                .map(|(k, [b, w])| vec![Cell::plain((k + 1).to_string()), cell(b), cell(w)])
                .collect(),
        }
    }

    /// The board a grid set left (or the board before its refused move):
    /// columns lettered, rows numbered from the top, `x` black, `o` white.
    fn grid_board(self, g: &GridMoves) -> Table {
        let size = g.board.len();
        let mut columns = vec![Column::new("", Align::Right)];
        columns.extend(
            (0..size).map(|c| Column::new(((b'a' + c as u8) as char).to_string(), Align::Left)),
        );
        Table {
            kind: TableKind::Figures,
            columns,
            rows: g
                .board
                .iter()
                .enumerate()
                .map(|(r, row)| {
                    std::iter::once(Cell::plain((r + 1).to_string()))
                        .chain(row.chars().map(|c| Cell::plain(c.to_string())))
                        .collect()
                })
                .collect(),
        }
    }

    fn moves_table(self, m: &MatchSheet, set: &SetSheet) -> Table {
        // Narrow columns name the players too: by their first names, or by
        // seat when the first names are the same.
        let first_name = |who: Who| {
            m.name(who)
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_string()
        };
        let named = first_name(Who::First) != first_name(Who::Second);
        let seat = |who: Who, label: Label| {
            let mut c = Column::new(
                format!("{} ({})", m.name(who), self.words.t(label)),
                Align::Left,
            );
            c.short = if named {
                first_name(who)
            } else {
                self.words.t(label).to_string()
            };
            c
        };
        Table {
            kind: TableKind::Long,
            columns: vec![
                Column::new(self.words.t(Label::Turn), Align::Right),
                seat(set.south(), Label::South),
                seat(set.south().other(), Label::North),
            ],
            rows: set
                .turns
                .iter()
                .map(|r| {
                    vec![
                        Cell::plain(r.number.to_string()),
                        moves_cell(&r.south),
                        moves_cell(&r.north),
                    ]
                })
                .collect(),
        }
    }

    fn round_section(self, m: &MatchSheet) -> Section {
        let row = |label: Label, a: String, b: String| {
            vec![
                Cell::plain(self.words.t(label)),
                Cell::plain(a),
                Cell::plain(b),
            ]
        };
        let figures = Table {
            kind: TableKind::Figures,
            columns: vec![
                Column::new("", Align::Left),
                Column::new(m.name(Who::First), Align::Right),
                Column::new(m.name(Who::Second), Align::Right),
            ],
            rows: vec![
                row(
                    Label::SetPoints,
                    points(m.set_points[0]),
                    points(m.set_points[1]),
                ),
                row(
                    Label::RoundPoints,
                    points(m.round_points[0]),
                    points(m.round_points[1]),
                ),
                row(
                    Label::Warnings,
                    m.warnings[0].to_string(),
                    m.warnings[1].to_string(),
                ),
            ],
        };
        let what = match (m.complete, m.winner) {
            _ if m.forfeit == Some(Forfeit::Both) => {
                self.words.t(Label::DoubleForfeitRound).to_string()
            }
            (true, Some(Winner::Player(w))) if m.forfeit.is_some() => {
                self.words.say(&RoundLine::Forfeit {
                    absent: m.name(w.other()).to_string(),
                    winner: m.name(w).to_string(),
                })
            }
            (true, Some(Winner::Player(w))) => self.words.say(&RoundLine::Wins {
                winner: m.name(w).to_string(),
            }),
            (true, _) => self.words.t(Label::RoundDrawn).to_string(),
            (false, _) => self.words.t(Label::RoundIncomplete).to_string(),
        };
        let mut blocks = vec![
            Block::Table(figures),
            Block::Result(Field::text(
                self.words.t(Label::RoundResult),
                format!(
                    "{} — {what}",
                    result(Some(m.round_points).filter(|_| m.complete))
                ),
            )),
            Block::Verdict {
                valid: m.valid,
                text: self
                    .words
                    .t(if m.valid {
                        Label::RecordValid
                    } else {
                        Label::RecordInvalid
                    })
                    .to_string(),
            },
        ];
        if !m.problems.is_empty() {
            blocks.push(Block::Fields(Fields {
                kind: FieldsKind::Notes,
                rows: m
                    .problems
                    .iter()
                    .map(|&(set, code)| {
                        Field::text(self.words.t(Label::Problems), self.problem(set, code))
                    })
                    .collect(),
            }));
        }
        let mut section = Section::new(
            Level::Heading,
            self.words.t(Label::RoundResult).to_string(),
            blocks,
        );
        section.layout = Layout::Totals;
        section
    }

    fn results_page(self, e: &EventSheet) -> Page {
        let mut sections: Vec<Section> = e
            .rounds
            .iter()
            .map(|round| {
                let title = match round.round {
                    Some(r) => format!(
                        "{} — {}",
                        self.words.t(Label::RoundResults),
                        self.words.say(&Heading::Round { round: r })
                    ),
                    None => self.words.t(Label::RoundResults).to_string(),
                };
                Section::new(
                    Level::Title,
                    title,
                    vec![
                        Block::Fields(Fields {
                            kind: FieldsKind::Header {
                                wide: usize::from(e.event.name.is_some()),
                            },
                            rows: self.event_fields(&e.event, &e.game, None),
                        }),
                        Block::Table(self.results_table(round)),
                    ],
                )
            })
            .collect();
        match &e.summary {
            // Records outside an event: their results, and no standings.
            model::Summary::ResultsOnly => {}
            model::Summary::Standings(s) => {
                let mut blocks = vec![Block::Table(self.standings_table(s))];
                blocks.extend(tie_break_notes(self.words, &s.tie_breaks));
                sections.push(Section::new(
                    Level::Title,
                    self.words.say(&Heading::StandingsAfter {
                        round: u32::from(s.after),
                    }),
                    blocks,
                ));
            }
            model::Summary::NotYet {
                after,
                problems,
                dir,
            } => sections.push(Section::new(
                Level::Title,
                self.words.say(&Heading::StandingsAfter {
                    round: u32::from(*after),
                }),
                vec![Block::Note(self.words.say(&ListLine::StandingsWait {
                    rounds: u32::from(*after),
                    problems: *problems,
                    dir: dir.clone(),
                }))],
            )),
        }
        let chief = match &e.chief_arbiter {
            Some(n) => format!("{} ({n})", self.words.t(Label::ChiefArbiter)),
            None => self.words.t(Label::ChiefArbiter).to_string(),
        };
        sections.push(Section::new(
            Level::Heading,
            self.words.t(Label::Signatures).to_string(),
            vec![Block::Signatures(vec![chief])],
        ));
        Page {
            kind: PageKind::Results,
            sections,
            record: None,
            running: None,
        }
    }

    fn column(self, label: Label, align: Align, strong: bool) -> Column {
        let mut c = Column::new(self.words.t(label), align);
        c.strong = strong;
        c
    }

    /// One round's results: table, players, result, set points, stores.
    fn results_table(self, round: &model::RoundResults) -> Table {
        Table {
            kind: TableKind::Wide,
            columns: vec![
                self.column(Label::Table, Align::Right, false),
                self.column(Label::FirstPlayer, Align::Left, false),
                self.column(Label::Result, Align::Center, true),
                self.column(Label::SecondPlayer, Align::Left, false),
                self.column(Label::Sets, Align::Center, false),
                self.column(Label::Stones, Align::Left, false),
            ],
            rows: round
                .rows
                .iter()
                .map(|r| {
                    let mut result = result(r.round_points);
                    if let Some(lost) = r.forfeit {
                        result.push_str(&format!(
                            " ({})",
                            self.words.t(if lost == [true, true] {
                                Label::DoubleForfeit
                            } else {
                                Label::CrossForfeitMark
                            })
                        ));
                    } else if !r.valid {
                        result.push_str(" ✗");
                    }
                    // A forfeit was not played: no sets, no set points.
                    let played = r.forfeit.is_none();
                    [
                        r.table.map_or(String::new(), |t| t.to_string()),
                        r.first.clone(),
                        result,
                        r.second.clone(),
                        if played {
                            format!("{}-{}", points(r.set_points[0]), points(r.set_points[1]))
                        } else {
                            String::new()
                        },
                        if played {
                            stones(&r.sets)
                        } else {
                            String::new()
                        },
                    ]
                    .into_iter()
                    .map(Cell::plain)
                    .collect()
                })
                .collect(),
        }
    }

    /// The event's standings: rank ("3=" when shared), player, club,
    /// points, then a column per tie-break of the event's order.
    fn standings_table(self, s: &crate::event::standings::Standings) -> Table {
        let mut columns = vec![
            self.column(Label::Rank, Align::Right, false),
            self.column(Label::Player, Align::Left, false),
            Column::club(self.words.t(Label::Club)),
            self.column(Label::Points, Align::Right, true),
        ];
        columns.extend(s.tie_breaks.iter().map(|&t| {
            Column::new(
                self.words
                    .say(&crate::swiss::TieBreakWords::Heading { tie_break: t }),
                Align::Right,
            )
        }));
        Table {
            kind: TableKind::Wide,
            columns,
            rows: s
                .rows
                .iter()
                .map(|r| {
                    let mut row = vec![
                        if r.shared {
                            format!("{}=", r.rank)
                        } else {
                            r.rank.to_string()
                        },
                        format!("{} ({})", r.player.name, r.player.number),
                        r.player.club.clone().unwrap_or_default(),
                        points(f64::from(r.player.points) / 2.0),
                    ];
                    row.extend(r.values.iter().map(|&v| v.written()));
                    row.into_iter().map(Cell::plain).collect()
                })
                .collect(),
        }
    }

    /// The event block: the fields the record has.
    fn event_fields(self, event: &Event, game: &Titles, chief_arbiter: Option<&str>) -> Vec<Field> {
        let game = Some(game.get(self.words.language()).to_string()).filter(|g| !g.is_empty());
        [
            (Label::Event, event.name.clone()),
            (Label::Game, game),
            (Label::Site, event.site.clone()),
            (Label::Date, event.date.map(|d| self.words.date(d))),
            (Label::Round, event.round.map(|r| r.to_string())),
            (Label::Table, event.table.map(|r| r.to_string())),
            (Label::Referee, event.referee.clone()),
            (Label::ChiefArbiter, chief_arbiter.map(str::to_string)),
        ]
        .into_iter()
        .filter_map(|(label, value)| value.map(|v| Field::text(self.words.t(label), v)))
        .collect()
    }

    /// "Mehmet Demir (görme engelli)".
    fn player_line(self, m: &MatchSheet, who: Who) -> String {
        let p = &m.players[who as usize];
        if p.visually_impaired {
            format!("{} ({})", p.name, self.words.t(Label::VisuallyImpaired))
        } else {
            p.name.clone()
        }
    }

    /// "1. oyuncu" / "First player".
    fn role(self, who: Who) -> &'static str {
        match who {
            Who::First => self.words.t(Label::FirstPlayer),
            Who::Second => self.words.t(Label::SecondPlayer),
        }
    }

    /// "Başlayan: Ayşe Yılmaz (Güney)", with a note when the rules differ;
    /// `None` for a card, which nobody starts.
    fn starts_line(self, m: &MatchSheet, set: &SetSheet) -> Option<String> {
        let starts = set.starts?;
        Some(
            self.words.say(&SetLine::Starts {
                player: m.name(starts).to_string(),
                // Seats only mean something on a sowing board (a set with stores).
                south: set.stores.is_some() && set.counted_stores.is_none(),
                should: set
                    .rules_starts
                    .filter(|&rules| rules != starts)
                    .map(|rules| m.name(rules).to_string()),
            }),
        )
    }

    /// How the set ended, with its winner: "hamleden sonra bir sıra boş
    /// kaldı; Kazanan: Ayşe Yılmaz".
    fn ending(self, m: &MatchSheet, set: &SetSheet) -> String {
        let on_board = set.grid.as_ref().and_then(|g| {
            g.end
                .map(|(reason, mover)| self.words.say(&reason.message(mover, g.line)))
        });
        let player = |w: Who| m.name(w).to_string();
        let how = match set.ending {
            _ if on_board.is_some() => on_board.clone().unwrap_or_default(),
            Ending::By(SetEnd::Play(r)) => self.words.say(&r),
            Ending::By(SetEnd::Timeout(w)) => {
                self.words.say(&SetLine::Timeout { player: player(w) })
            }
            Ending::By(SetEnd::Warnings(w)) => {
                self.words.say(&SetLine::Warnings { player: player(w) })
            }
            Ending::By(SetEnd::Result) => self.words.t(Label::EndResult).to_string(),
            Ending::By(SetEnd::Counted) => self.words.t(Label::EndCounted).to_string(),
            Ending::NotFinished => self.words.t(Label::NotFinished).to_string(),
            Ending::Illegal {
                index,
                who,
                pit,
                illegal,
            } => self.words.say(&SetLine::Illegal {
                index,
                player: player(who),
                pit,
                why: illegal.brief().msg(),
            }),
        };
        let line = match set.winner {
            Some(Winner::Player(w)) => self.words.say(&SetLine::Won {
                how,
                winner: player(w),
            }),
            Some(Winner::Draw) => self.words.say(&SetLine::Drawn { how }),
            None => how,
        };
        if set.counted {
            line
        } else {
            self.words.say(&SetLine::NotCounted { ending: line })
        }
    }

    /// "3. hamleden sonra — Mehmet Demir: uyarı: dokunulan taşı oynamama";
    /// without the move number in a set counted on paper (`on_paper`).
    fn incident(self, m: &MatchSheet, i: &Incident, on_paper: bool) -> String {
        let what = match i.kind {
            IncidentKind::Warning(WarningReason::TouchMove) => Label::WarningTouchMove,
            IncidentKind::Warning(WarningReason::IllegalMove) => Label::WarningIllegalMove,
            IncidentKind::Warning(WarningReason::Conduct) => Label::WarningConduct,
            IncidentKind::Timeout => Label::Timeout,
        };
        if on_paper {
            return format!("{}: {}", m.name(i.player), self.words.t(what));
        }
        self.words.say(&SetLine::Incident {
            after: i.after,
            player: m.name(i.player).to_string(),
            what: what.msg(),
        })
    }

    /// A round problem in words.
    fn problem(self, set: usize, code: ProblemCode) -> String {
        self.words.say(&Problem::of(set, code))
    }
}

/// Under the standings: what each tie-break column means, then the order
/// they break ties in.
pub(super) fn tie_break_notes(words: Words, tie_breaks: &[crate::swiss::TieBreak]) -> Vec<Block> {
    let order = tie_breaks
        .iter()
        .map(|&t| {
            words
                .say(&crate::swiss::TieBreakWords::Heading { tie_break: t })
                .to_string()
        })
        .collect();
    // One paragraph, so that a full A4 list keeps its legend on its page.
    let legend = tie_breaks
        .iter()
        .map(|&t| words.say(&crate::swiss::TieBreakWords::Legend { tie_break: t }))
        .collect::<Vec<_>>()
        .join(" · ");
    vec![
        Block::Note(legend),
        Block::Note(words.say(&ListLine::TieBreakOrder { order })),
    ]
}

/// The round result in standard notation: "1-0", "½-½", "0-1", or "*"
/// while the round is not complete.
fn result(round_points: Option<[f64; 2]>) -> String {
    match round_points {
        Some(p) => format!("{}-{}", points(p[0]), points(p[1])),
        None => "*".into(),
    }
}

/// Each set's stores, first player first: "25-23, 20-28" ("1-0" style
/// results for sets entered by result).
fn stones(sets: &[(Option<[u16; 2]>, Option<Winner>)]) -> String {
    sets.iter()
        .map(|s| match s {
            (Some(st), _) => format!("{}-{}", st[0], st[1]),
            (None, Some(Winner::Player(Who::First))) => "1-0".into(),
            (None, Some(Winner::Player(Who::Second))) => "0-1".into(),
            (None, Some(Winner::Draw)) => "½-½".into(),
            (None, None) => "*".into(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// "Ayşe Yılmaz – Mehmet Demir".
fn players_subtitle(m: &MatchSheet) -> String {
    format!("{} – {}", m.name(Who::First), m.name(Who::Second))
}

/// The moves of one turn: "4", "4 6" (an extra turn), "1✗" (illegal).
fn moves_cell(moves: &[MoveCell]) -> Cell {
    let mut runs = Vec::new();
    for (k, c) in moves.iter().enumerate() {
        if k > 0 {
            runs.push(Run {
                text: " ".into(),
                marked: false,
            });
        }
        runs.push(if c.illegal {
            Run {
                text: format!("{}✗", c.pit),
                marked: true,
            }
        } else {
            Run {
                text: c.pit.to_string(),
                marked: false,
            }
        });
    }
    Cell(runs)
}
