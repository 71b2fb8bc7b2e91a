//! What the printouts show, built once from the folder: the pairing list
//! of a round, the standings after a round (round points, then each
//! tie-break of the event's order, with its value), and the cross table.
//! Renderers only lay these out.

use super::PlayerSpec;
use super::folder::{Folder, Manifest};
use crate::swiss::{self, Colour, GameResult, Tournament, Value};

crate::messages! {
    /// The heading of a list's column of the player who starts a set.
    pub enum StarterHeading {
        SetStarts { set: u32 } = "event-set-starts",
        /// A grid game, where the player who starts plays black.
        BlackInSet { set: u32 } = "event-black-in-set",
    }
}

impl StarterHeading {
    /// The column of the player who starts set 1: "Starts set 1", or for a
    /// grid game "Black in set 1".
    pub fn set_one(grid: bool) -> StarterHeading {
        match grid {
            true => StarterHeading::BlackInSet { set: 1 },
            false => StarterHeading::SetStarts { set: 1 },
        }
    }
}

/// A player as a list shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The pairing number (initial ranking).
    pub number: usize,
    pub id: String,
    pub name: String,
    pub club: Option<String>,
    /// Marked on the pairing list and card: the rules exempt them from
    /// some warnings, which the referee should know before giving one.
    pub visually_impaired: bool,
    /// Score before the round (pairing list) or after it (standings), in
    /// half-points.
    pub points: u32,
}

/// The player `id` as a list shows them, with their points after round
/// `after` of `t`.
pub fn entry(folder: &Folder, t: &Tournament, id: &str, after: u8) -> Entry {
    let number = folder.event.number_of(id).unwrap_or(0);
    let p: Option<&PlayerSpec> = folder.event.player(id);
    Entry {
        number,
        id: id.to_string(),
        name: p
            .map(PlayerSpec::full_name)
            .unwrap_or_else(|| id.to_string()),
        club: p.and_then(|p| p.club.clone()),
        visually_impaired: p.is_some_and(|p| p.visually_impaired),
        points: swiss::PairingNumber::new(number)
            .map(|n| t.score_after(n, after))
            .unwrap_or(0),
    }
}

/// One table of a pairing list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairedTable {
    pub table: usize,
    /// Starts set 1.
    pub first: Entry,
    pub second: Entry,
    /// The table's code for `hakem serve`, on the pairing card only.
    pub code: Option<String>,
}

/// A round's pairing, by table; `alphabetical()` gives the other order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingList {
    pub event: String,
    pub round: u8,
    pub tables: Vec<PairedTable>,
    /// The pairing-allocated bye.
    pub bye: Option<Entry>,
    /// Players who asked for a bye this round.
    pub requested_byes: Vec<Entry>,
    /// A grid game: the first player of a table plays black in set 1.
    pub grid: bool,
}

/// One line of the alphabetical pairing list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlphabeticalLine {
    pub player: Entry,
    /// Table number, `None` for a bye.
    pub table: Option<usize>,
    pub starts: bool,
    pub opponent: Option<Entry>,
}

impl PairingList {
    /// The pairing list of a round from its manifest; scores before it.
    pub fn new(folder: &Folder, manifest: &Manifest) -> PairingList {
        let before = manifest.round.saturating_sub(1);
        let t = folder.tournament(before);
        let tables = manifest
            .tables
            .iter()
            .enumerate()
            .map(|(i, [a, b])| PairedTable {
                table: folder.event.table_number(i),
                first: entry(folder, &t, a, before),
                second: entry(folder, &t, b, before),
                code: None,
            })
            .collect();
        let requested_byes = folder
            .event
            .ranked()
            .filter(|p| p.asks_bye_in(manifest.round))
            .map(|p| entry(folder, &t, &p.id, before))
            .collect();
        PairingList {
            event: folder.event.spec().name.clone(),
            round: manifest.round,
            tables,
            bye: manifest
                .bye
                .as_deref()
                .map(|id| entry(folder, &t, id, before)),
            requested_byes,
            grid: folder.plays_grid(),
        }
    }

    /// The list with each table's code (`codes[i]` the `i`-th table's),
    /// for the pairing cards.
    pub fn with_codes(mut self, codes: &[String]) -> PairingList {
        for (t, code) in self.tables.iter_mut().zip(codes) {
            t.code = Some(code.clone());
        }
        self
    }

    /// Every player of the round, by surname in Turkish order, with their
    /// table (for the notice board).
    pub fn alphabetical(&self, folder: &Folder) -> Vec<AlphabeticalLine> {
        let mut lines: Vec<AlphabeticalLine> = Vec::new();
        for t in &self.tables {
            lines.push(AlphabeticalLine {
                player: t.first.clone(),
                table: Some(t.table),
                starts: true,
                opponent: Some(t.second.clone()),
            });
            lines.push(AlphabeticalLine {
                player: t.second.clone(),
                table: Some(t.table),
                starts: false,
                opponent: Some(t.first.clone()),
            });
        }
        for bye in self.bye.iter().chain(&self.requested_byes) {
            lines.push(AlphabeticalLine {
                player: bye.clone(),
                table: None,
                starts: false,
                opponent: None,
            });
        }
        by_name(folder, lines, |l| &l.player)
    }
}

/// `lines` in Turkish alphabetical order of their player (`player`):
/// surname, then given name as the event lists them, each player's keys
/// made once ([`super::collate::sort_by_names`]). A round's lists by name.
pub(crate) fn by_name<T>(folder: &Folder, lines: Vec<T>, player: impl Fn(&T) -> &Entry) -> Vec<T> {
    super::collate::sort_by_names(
        lines,
        |l| {
            let p = folder.event.player(&player(l).id)?;
            Some((p.surname.as_str(), p.given_name.as_str()))
        },
        |l| &player(l).name,
    )
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    pub rank: usize,
    /// The rank is shared with another player (every value equal).
    pub shared: bool,
    pub player: Entry,
    /// One value per tie-break of the event's order.
    pub values: Vec<Value>,
}

/// The standings after a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    pub event: String,
    pub after: u8,
    pub tie_breaks: Vec<swiss::TieBreak>,
    pub rows: Vec<StandingRow>,
}

impl Standings {
    pub fn new(folder: &Folder, after: u8) -> Standings {
        let t = folder.tournament(after);
        let order = &folder.event.spec().tie_breaks;
        let lines = swiss::standings(&t, after, order);
        let rows = lines
            .iter()
            .map(|s| {
                let id = folder
                    .event
                    .by_number(s.player.get())
                    .map(|p| p.id.clone())
                    .unwrap_or_default();
                StandingRow {
                    rank: s.rank,
                    shared: lines.iter().filter(|o| o.rank == s.rank).count() > 1,
                    player: entry(folder, &t, &id, after),
                    values: s.tiebreaks.clone(),
                }
            })
            .collect();
        Standings {
            event: folder.event.spec().name.clone(),
            after,
            tie_breaks: order.clone(),
            rows,
        }
    }
}

/// One round of one player in the cross table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// A game (played or forfeited) against the player ranked `opponent`.
    Game {
        opponent: usize,
        /// The player started set 1.
        starts: bool,
        result: GameResult,
        /// How the round was decided, when a mark shows it: a set decided
        /// by the timer rule, the warning limit.
        decided: Option<CrossMark>,
    },
    /// A bye or an absence.
    Unpaired(GameResult),
}

pub use super::decided::CrossMark;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrossRow {
    pub rank: usize,
    pub player: Entry,
    pub cells: Vec<Cell>,
    /// The player's tie-break values, as in the standings.
    pub values: Vec<Value>,
}

/// The cross table after a round: the players in standings order, each
/// round's opponent named by their rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrossTable {
    pub event: String,
    pub after: u8,
    /// The event's tie-breaks, one value each in every row.
    pub tie_breaks: Vec<swiss::TieBreak>,
    pub rows: Vec<CrossRow>,
}

impl CrossTable {
    /// Whether a cell marks a decision (a time-out, the warning limit): its
    /// legend is shown then.
    pub fn marked(&self) -> bool {
        self.rows.iter().flat_map(|r| &r.cells).any(|c| {
            matches!(
                c,
                Cell::Game {
                    decided: Some(_),
                    ..
                }
            )
        })
    }

    pub fn new(folder: &Folder, standings: &Standings) -> CrossTable {
        let t = folder.tournament(standings.after);
        // Line in the table (from 1) of each pairing number.
        let mut line_of = vec![0usize; t.players().len() + 1];
        for (i, row) in standings.rows.iter().enumerate() {
            if let Some(slot) = line_of.get_mut(row.player.number) {
                *slot = i + 1;
            }
        }
        // The marked decisions, by round and player id: one look at each
        // table.
        let mut marks: std::collections::HashMap<(u8, &str), CrossMark> = Default::default();
        for round in folder.rounds.iter().take(usize::from(standings.after)) {
            for table in &round.tables {
                let Ok(r) = folder.table_result(round.number, table) else {
                    continue;
                };
                let Some(mark) = super::decided::decided_by(&r, &table.state).cross_mark() else {
                    continue;
                };
                for id in &table.players {
                    marks.insert((round.number, id.as_str()), mark);
                }
            }
        }
        let rows = standings
            .rows
            .iter()
            .map(|row| {
                let cells = swiss::PairingNumber::new(row.player.number)
                    .map(|n| {
                        (1..=standings.after)
                            .map(|r| {
                                let g = t.game_or_absent(n, r);
                                match g.opponent {
                                    Some(o) => Cell::Game {
                                        opponent: line_of.get(o.get()).copied().unwrap_or(0),
                                        starts: g.colour == Some(Colour::White),
                                        result: g.result,
                                        decided: marks.get(&(r, row.player.id.as_str())).copied(),
                                    },
                                    None => Cell::Unpaired(g.result),
                                }
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                CrossRow {
                    rank: row.rank,
                    player: row.player.clone(),
                    cells,
                    values: row.values.clone(),
                }
            })
            .collect();
        CrossTable {
            event: standings.event.clone(),
            after: standings.after,
            tie_breaks: standings.tie_breaks.clone(),
            rows,
        }
    }
}
