//! The lists of one Swiss (Swiss-Manager's category rankings): `[[list]]`
//! tables naming the players they hold by category, sex and birth year,
//! each ranked in the order of the overall standings.

use super::PlayerSpec;
pub use super::championship::ListSpec;
use super::folder::Folder;
use super::standings::{StandingRow, Standings};

/// Whether `list` holds `p`: every condition it names is met (a player
/// whose category, sex or birth is not given is in no list that asks for
/// it).
pub fn admits(list: &ListSpec, p: &PlayerSpec) -> bool {
    let category = list.categories.is_empty()
        || p.category
            .as_ref()
            .is_some_and(|c| list.categories.contains(c));
    let sex = list.sex.is_none() || p.sex == list.sex;
    let year = p.born.map(|b| b.year());
    let from = list.born_from.is_none_or(|f| year.is_some_and(|y| y >= f));
    let to = list.born_to.is_none_or(|t| year.is_some_and(|y| y <= t));
    category && sex && from && to
}

/// One player of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRow {
    /// The place within the list: players sharing a place overall share
    /// it here.
    pub place: usize,
    pub shared: bool,
    /// The line of the overall standings.
    pub row: StandingRow,
}

/// A list after a round: its players in the order of the overall
/// standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListStandings {
    pub id: String,
    pub name: String,
    pub event: String,
    pub after: u8,
    pub tie_breaks: Vec<crate::swiss::TieBreak>,
    pub rows: Vec<ListRow>,
}

impl ListStandings {
    /// The players of `list` from the overall standings `s`.
    pub fn new(folder: &Folder, s: &Standings, list: &ListSpec) -> ListStandings {
        let mut rows: Vec<ListRow> = Vec::new();
        for r in &s.rows {
            if !folder
                .event
                .player(&r.player.id)
                .is_some_and(|p| admits(list, p))
            {
                continue;
            }
            // The first player of the list at this overall rank sets the
            // place the others sharing it take.
            let place = match rows.last() {
                Some(last) if last.row.rank == r.rank => last.place,
                _ => rows.len() + 1,
            };
            rows.push(ListRow {
                place,
                shared: false,
                row: r.clone(),
            });
        }
        let n = rows.len();
        for i in 0..n {
            let p = rows[i].place;
            rows[i].shared =
                (i > 0 && rows[i - 1].place == p) || (i + 1 < n && rows[i + 1].place == p);
        }
        ListStandings {
            id: list.id.clone(),
            name: list.name.clone(),
            event: s.event.clone(),
            after: s.after,
            tie_breaks: s.tie_breaks.clone(),
            rows,
        }
    }

    /// The overall standings as a list of their own (for prizes and teams
    /// ranked overall): every player, the place their rank.
    pub fn overall(s: &Standings) -> ListStandings {
        ListStandings {
            id: String::new(),
            name: String::new(),
            event: s.event.clone(),
            after: s.after,
            tie_breaks: s.tie_breaks.clone(),
            rows: s
                .rows
                .iter()
                .map(|r| ListRow {
                    place: r.rank,
                    shared: r.shared,
                    row: r.clone(),
                })
                .collect(),
        }
    }
}
