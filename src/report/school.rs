//! A school championship's listings as grids (a title, a header row, rows
//! of cells): the lists, the schools ranked and the prizes, laid out for
//! the terminal here and written as CSV and XLSX by
//! [`super::spreadsheet`].

use std::fmt::Write;

use comfy_table::{Cell as TableCell, CellAlignment};

use crate::event::attributes::TeamsBy;
use crate::event::folder::Folder;
use crate::event::lists::{ListRow, ListStandings};
use crate::event::prizes::Awards;
use crate::event::standings::Standings;
use crate::event::teams::TeamStandings;
use crate::swiss::{TieBreakWords, Value};
use crate::words::{Label, Words};

crate::messages! {
    /// The titles and lines of a school championship's listings.
    pub enum SchoolText {
        ListHead { name: String, round: u8 } = "school-list-head",
        TeamsHead { round: u8, best: usize } = "school-teams-head",
        TeamsInList { name: String, round: u8, best: usize } = "school-teams-in-list",
        PrizesHead { round: u8 } = "school-prizes-head",
        /// `one`: one prize per player.
        PrizesRule { one: bool } = "school-prizes-rule",
        /// A player counted for a team: name, place, points.
        Counted { name: String, place: usize, points: String } = "school-counted",
        /// Teams whose names differ only in case, spaces or marks
        /// (`names`: quoted, comma-separated), ranked apart.
        LookAlike { names: String } = "school-look-alike",
    }
}

/// One cell: text, or a figure a spreadsheet keeps as a number.
#[derive(Debug, Clone, PartialEq)]
pub enum GridCell {
    Text(String),
    Int(usize),
    /// Half-points: "2½" on screen, 2.5 in a spreadsheet.
    Points(u32),
    /// A rank, "3=" when shared.
    Rank {
        rank: usize,
        shared: bool,
    },
    Value(Value),
    Empty,
}

impl GridCell {
    fn text(s: Option<&str>) -> GridCell {
        s.map_or(GridCell::Empty, |s| GridCell::Text(s.to_string()))
    }

    /// As the terminal and the CSV show it.
    pub fn written(&self) -> String {
        match self {
            GridCell::Text(s) => s.clone(),
            GridCell::Int(n) => n.to_string(),
            GridCell::Points(h) => super::event::points(*h),
            GridCell::Rank { rank, shared: true } => format!("{rank}="),
            GridCell::Rank { rank, .. } => rank.to_string(),
            GridCell::Value(v) => v.written(),
            GridCell::Empty => String::new(),
        }
    }

    /// A figure as a number (points as 2.5), `None` for text.
    pub fn number(&self) -> Option<f64> {
        match self {
            GridCell::Int(n) | GridCell::Rank { rank: n, .. } => Some(*n as f64),
            GridCell::Points(h) => Some(f64::from(*h) / 2.0),
            GridCell::Value(v) => Some(v.numerator as f64 / v.denominator.max(1) as f64),
            GridCell::Text(_) | GridCell::Empty => None,
        }
    }
}

/// A listing as rows of cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Grid {
    pub title: String,
    /// The worksheet's name in a workbook.
    pub sheet: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<GridCell>>,
    /// Lines under the table (how the prizes were given).
    pub notes: Vec<String>,
    /// The tie-breaks of its columns, in order (a ranking's): a printout
    /// explains them under the table.
    pub tie_breaks: Vec<crate::swiss::TieBreak>,
}

/// The player's columns shared by the standings and the lists: name,
/// school, category, sex.
fn player_cells(folder: &Folder, id: &str, name: &str, words: Words) -> Vec<GridCell> {
    let p = folder.event.player(id);
    vec![
        GridCell::Text(name.to_string()),
        GridCell::text(p.and_then(|p| p.school_or_club())),
        GridCell::text(p.and_then(|p| p.category.as_deref())),
        p.and_then(|p| p.sex).map_or(GridCell::Empty, |s| {
            GridCell::Text(words.t(s.label()).to_string())
        }),
    ]
}

fn player_header(words: Words) -> Vec<String> {
    [Label::Player, Label::School, Label::Category, Label::Sex]
        .iter()
        .map(|&l| words.t(l).to_string())
        .collect()
}

fn tie_break_header(tie_breaks: &[crate::swiss::TieBreak], words: Words) -> Vec<String> {
    tie_breaks
        .iter()
        .map(|&t| words.say(&TieBreakWords::Heading { tie_break: t }))
        .collect()
}

/// The overall standings with each player's school, category and sex.
pub fn standings_grid(s: &Standings, folder: &Folder, words: Words) -> Grid {
    let mut header = vec![words.t(Label::Rank).to_string()];
    header.extend(player_header(words));
    header.push(words.t(Label::PointsShort).to_string());
    header.extend(tie_break_header(&s.tie_breaks, words));
    let rows = s
        .rows
        .iter()
        .map(|r| {
            let mut row = vec![GridCell::Rank {
                rank: r.rank,
                shared: r.shared,
            }];
            row.extend(player_cells(folder, &r.player.id, &r.player.name, words));
            row.push(GridCell::Points(r.player.points));
            row.extend(r.values.iter().map(|&v| GridCell::Value(v)));
            row
        })
        .collect();
    let title = words.say(&super::event::EventText::StandingsAfter { round: s.after });
    Grid {
        title: format!("{} — {title}", s.event),
        sheet: words.t(Label::OverallList).to_string(),
        header,
        rows,
        notes: Vec::new(),
        tie_breaks: s.tie_breaks.clone(),
    }
}

/// A list: the place within it, the overall rank, the player, the points
/// and the tie-breaks.
pub fn list_grid(l: &ListStandings, folder: &Folder, words: Words) -> Grid {
    let mut header = vec![
        words.t(Label::ListPlace).to_string(),
        words.t(Label::OverallRank).to_string(),
    ];
    header.extend(player_header(words));
    header.push(words.t(Label::PointsShort).to_string());
    header.extend(tie_break_header(&l.tie_breaks, words));
    let rows = l
        .rows
        .iter()
        .map(|r| {
            let mut row = vec![
                GridCell::Rank {
                    rank: r.place,
                    shared: r.shared,
                },
                GridCell::Rank {
                    rank: r.row.rank,
                    shared: r.row.shared,
                },
            ];
            row.extend(player_cells(
                folder,
                &r.row.player.id,
                &r.row.player.name,
                words,
            ));
            row.push(GridCell::Points(r.row.player.points));
            row.extend(r.row.values.iter().map(|&v| GridCell::Value(v)));
            row
        })
        .collect();
    Grid {
        title: words.say(&SchoolText::ListHead {
            name: l.name.clone(),
            round: l.after,
        }),
        sheet: l.name.clone(),
        header,
        rows,
        notes: Vec::new(),
        tie_breaks: l.tie_breaks.clone(),
    }
}

fn counted(rows: &[ListRow], words: Words) -> String {
    rows.iter()
        .map(|r| {
            words.say(&SchoolText::Counted {
                name: r.row.player.name.clone(),
                place: r.place,
                points: super::event::points(r.row.player.points),
            })
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The schools ranked: rank, team, points, the sum of places, the players
/// counted and those not counted.
pub fn teams_grid(t: &TeamStandings, words: Words) -> Grid {
    let team = match t.by {
        TeamsBy::School => Label::School,
        TeamsBy::Club => Label::Club,
        TeamsBy::Team => Label::Team,
    };
    let header = [
        Label::Rank,
        team,
        Label::PointsShort,
        Label::PlacesSum,
        Label::PlayersCounted,
        Label::PlayersNotCounted,
    ]
    .iter()
    .map(|&l| words.t(l).to_string())
    .collect();
    let rows = t
        .teams
        .iter()
        .map(|team| {
            let name = if team.incomplete {
                format!("{} ({})", team.name, words.t(Label::TeamIncomplete))
            } else {
                team.name.clone()
            };
            vec![
                GridCell::Rank {
                    rank: team.rank,
                    shared: team.shared,
                },
                GridCell::Text(name),
                GridCell::Points(team.points),
                GridCell::Int(team.places),
                GridCell::Text(counted(&team.counted, words)),
                GridCell::Text(counted(&team.not_counted, words)),
            ]
        })
        .collect();
    let title = match &t.list {
        Some((_, name)) => words.say(&SchoolText::TeamsInList {
            name: name.clone(),
            round: t.after,
            best: t.best,
        }),
        None => words.say(&SchoolText::TeamsHead {
            round: t.after,
            best: t.best,
        }),
    };
    let notes = t
        .look_alike
        .iter()
        .map(|names| {
            words.say(&SchoolText::LookAlike {
                names: names
                    .iter()
                    .map(|n| format!("\"{n}\""))
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        })
        .collect();
    Grid {
        title: format!("{} — {title}", t.event),
        sheet: words.t(team).to_string(),
        header,
        rows,
        notes,
        tie_breaks: Vec::new(),
    }
}

/// The prizes in their order: the prize, its amount, the list and place,
/// the player and their school.
pub fn prizes_grid(a: &Awards, folder: &Folder, words: Words) -> Grid {
    let header = [
        Label::Prize,
        Label::Amount,
        Label::List,
        Label::ListPlace,
        Label::Player,
        Label::School,
        Label::PointsShort,
    ]
    .iter()
    .map(|&l| words.t(l).to_string())
    .collect();
    let rows = a
        .awards
        .iter()
        .map(|award| {
            let list = award
                .list_name
                .clone()
                .unwrap_or_else(|| words.t(Label::OverallList).to_string());
            let mut row = vec![
                GridCell::Text(award.prize.name.clone()),
                GridCell::text(award.prize.amount.as_deref()),
                GridCell::Text(list),
                GridCell::Int(award.prize.place),
            ];
            match &award.winner {
                Some(w) => {
                    let p = folder.event.player(&w.row.player.id);
                    row.push(GridCell::Text(w.row.player.name.clone()));
                    row.push(GridCell::text(p.and_then(|p| p.school_or_club())));
                    row.push(GridCell::Points(w.row.player.points));
                }
                None => {
                    row.push(GridCell::Text(words.t(Label::NoWinner).to_string()));
                    row.extend([GridCell::Empty, GridCell::Empty]);
                }
            }
            row
        })
        .collect();
    let title = words.say(&SchoolText::PrizesHead { round: a.after });
    Grid {
        title: format!("{} — {title}", a.event),
        sheet: words.t(Label::Prize).to_string(),
        header,
        rows,
        notes: vec![words.say(&SchoolText::PrizesRule {
            one: a.one_per_player,
        })],
        tie_breaks: Vec::new(),
    }
}

/// A grid for the terminal: its title, then a table, numbers right.
pub fn grid_text(g: &Grid) -> String {
    let mut out = format!("{}\n", g.title);
    let mut table = super::table::terminal(160);
    table.set_header(g.header.iter().map(TableCell::new));
    for row in &g.rows {
        table.add_row(row.iter().map(|c| {
            let cell = TableCell::new(c.written());
            if c.number().is_some() {
                cell.set_alignment(CellAlignment::Right)
            } else {
                cell
            }
        }));
    }
    let _ = writeln!(out, "{table}");
    for n in &g.notes {
        let _ = writeln!(out, "{n}");
    }
    out
}
