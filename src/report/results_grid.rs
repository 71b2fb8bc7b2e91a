//! A round's results for a spreadsheet: a row a table (the players and
//! their schools, the round points, the set points, a forfeit said), then
//! a row a bye.

use super::school::{Grid, GridCell};
use crate::event::folder::Folder;
use crate::event::results::{ResultLine, RoundResults};
use crate::words::{Label, Words};

fn school(folder: &Folder, id: &str) -> GridCell {
    folder
        .event
        .player(id)
        .and_then(|p| p.school_or_club())
        .map_or(GridCell::Empty, |s| GridCell::Text(s.to_string()))
}

fn remark(line: &ResultLine, words: Words) -> GridCell {
    let said = line.decided_said();
    if said.is_empty() {
        return GridCell::Empty;
    }
    GridCell::Text(
        said.iter()
            .map(|m| words.say(m))
            .collect::<Vec<_>>()
            .join("; "),
    )
}

/// The round's results, table by table, then the byes.
pub fn results_grid(r: &RoundResults, folder: &Folder, words: Words) -> Grid {
    // Each column named on its own (a spreadsheet's filters and formulas
    // name a column by its header): each player's school, points and set
    // points beside the player.
    let header = [
        Label::Table,
        Label::FirstPlayer,
        Label::FirstPlayerSchool,
        Label::FirstPlayerPoints,
        Label::FirstPlayerSetPoints,
        Label::SecondPlayer,
        Label::SecondPlayerSchool,
        Label::SecondPlayerPoints,
        Label::SecondPlayerSetPoints,
        Label::Remark,
    ]
    .iter()
    .map(|&l| words.t(l).to_string())
    .collect();
    let mut rows: Vec<Vec<GridCell>> = r
        .lines
        .iter()
        .map(|l| {
            let (points, sets, remark) = match &l.outcome {
                Some(o) => (
                    [
                        GridCell::Points(o.round_points[0]),
                        GridCell::Points(o.round_points[1]),
                    ],
                    o.set_points
                        .map_or([GridCell::Empty, GridCell::Empty], |s| {
                            [GridCell::Points(s[0]), GridCell::Points(s[1])]
                        }),
                    // How the round was decided where the sets do not
                    // say it (a forfeit, a time-out, the warning limit), in
                    // the words of the printed list.
                    remark(l, words),
                ),
                None => (
                    [GridCell::Empty, GridCell::Empty],
                    [GridCell::Empty, GridCell::Empty],
                    GridCell::Empty,
                ),
            };
            let [p1, p2] = points;
            let [s1, s2] = sets;
            vec![
                GridCell::Int(l.table),
                GridCell::Text(l.first.name.clone()),
                school(folder, &l.first.id),
                p1,
                s1,
                GridCell::Text(l.second.name.clone()),
                school(folder, &l.second.id),
                p2,
                s2,
                remark,
            ]
        })
        .collect();
    for b in &r.byes {
        rows.push(vec![
            GridCell::Empty,
            GridCell::Text(b.player.name.clone()),
            school(folder, &b.player.id),
            GridCell::Points(b.points),
            GridCell::Empty,
            GridCell::Empty,
            GridCell::Empty,
            GridCell::Empty,
            GridCell::Empty,
            GridCell::Text(words.t(Label::ByeTable).to_string()),
        ]);
    }
    Grid {
        title: format!(
            "{} — {}",
            r.event,
            words.say(&super::event::EventText::RoundShort { round: r.round })
        ),
        sheet: words
            .say(&super::event::EventText::RoundShort { round: r.round })
            .to_string(),
        header,
        rows,
        notes: Vec::new(),
        tie_breaks: Vec::new(),
    }
}
