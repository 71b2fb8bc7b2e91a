//! Schools ranked from individual results (Swiss-Manager's team ranking
//! of an individual tournament): a team's score is the round points of
//! its `best` highest-placed players.

use std::collections::HashMap;

use super::attributes::TeamsBy;
pub use super::championship::{DEFAULT_BEST, MAX_BEST, TeamsSpec};
use super::folder::Folder;
use super::lists::{ListRow, ListStandings};

/// One team in the ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    pub rank: usize,
    /// Every figure equal to another team's.
    pub shared: bool,
    pub name: String,
    /// The sum of the counted players' round points, in half-points.
    pub points: u32,
    /// The sum of the counted players' places.
    pub places: usize,
    /// Fewer players than `best`.
    pub incomplete: bool,
    /// The players counted, best first, then those not counted.
    pub counted: Vec<ListRow>,
    pub not_counted: Vec<ListRow>,
}

/// The schools ranked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStandings {
    pub event: String,
    pub after: u8,
    pub by: TeamsBy,
    pub best: usize,
    /// The list ranked within (`None`: overall), by id and name.
    pub list: Option<(String, String)>,
    pub teams: Vec<TeamRow>,
    /// Names ranked as different teams that differ only in letter case,
    /// spaces, punctuation or Turkish letters written without their marks
    /// ("Atatürk Ortaokulu", "ATATURK ORTAOKULU"): most likely one school
    /// written two ways, which the arbiter writes alike to rank it as one.
    pub look_alike: Vec<Vec<String>>,
}

impl TeamStandings {
    /// The teams of `spec` from `list`, the standings they are ranked in
    /// (a list's, or [`ListStandings::overall`]).
    pub fn new(folder: &Folder, spec: &TeamsSpec, list: &ListStandings) -> TeamStandings {
        // Each team's players, in the order of the list.
        let mut index: HashMap<&str, usize> = HashMap::new();
        let mut groups: Vec<(String, Vec<ListRow>)> = Vec::new();
        for r in &list.rows {
            let Some(team) = folder
                .event
                .player(&r.row.player.id)
                .and_then(|p| p.team_of(spec.by))
            else {
                continue;
            };
            let i = *index.entry(team).or_insert_with(|| {
                groups.push((team.to_string(), Vec::new()));
                groups.len() - 1
            });
            groups[i].1.push(r.clone());
        }
        let look_alike = look_alike(groups.iter().map(|(name, _)| name.as_str()));
        let mut teams: Vec<TeamRow> = groups
            .into_iter()
            .map(|(name, mut players)| {
                let not_counted = players.split_off(players.len().min(spec.best));
                TeamRow {
                    rank: 0,
                    shared: false,
                    points: players.iter().map(|r| r.row.player.points).sum(),
                    places: players.iter().map(|r| r.place).sum(),
                    incomplete: players.len() < spec.best,
                    name,
                    counted: players,
                    not_counted,
                }
            })
            .collect();
        let key = |t: &TeamRow| {
            (
                t.incomplete,
                std::cmp::Reverse(t.points),
                t.places,
                t.counted.first().map_or(usize::MAX, |r| r.place),
            )
        };
        teams.sort_by(|a, b| {
            key(a)
                .cmp(&key(b))
                .then_with(|| super::collate::compare(&a.name, &b.name))
        });
        for i in 0..teams.len() {
            let same_as_before = i > 0 && key(&teams[i - 1]) == key(&teams[i]);
            teams[i].rank = if same_as_before {
                teams[i - 1].rank
            } else {
                i + 1
            };
            if same_as_before {
                teams[i - 1].shared = true;
                teams[i].shared = true;
            }
        }
        TeamStandings {
            event: list.event.clone(),
            after: list.after,
            by: spec.by,
            best: spec.best,
            list: (!list.id.is_empty()).then(|| (list.id.clone(), list.name.clone())),
            teams,
            look_alike,
        }
    }
}

/// The names among `names` that differ only in letter case, spaces,
/// punctuation or Turkish letters without their marks, in groups of two
/// or more (each group and its names in alphabetical order).
fn look_alike<'a>(names: impl Iterator<Item = &'a str>) -> Vec<Vec<String>> {
    let mut by_fold: HashMap<String, Vec<String>> = HashMap::new();
    for name in names {
        by_fold
            .entry(super::import::slug(name).replace('-', ""))
            .or_default()
            .push(name.to_string());
    }
    let mut groups: Vec<Vec<String>> = by_fold
        .into_values()
        .filter(|g| g.len() > 1)
        .map(|mut g| {
            g.sort_by(|a, b| super::collate::compare(a, b));
            g
        })
        .collect();
    groups.sort_by(|a, b| super::collate::compare(&a[0], &b[0]));
    groups
}

/// The event's teams after the standings `s`, when `event.toml` ranks
/// them (`[teams]`).
pub fn teams_for(folder: &Folder, s: &super::standings::Standings) -> Option<TeamStandings> {
    let spec = folder.event.spec().teams.as_ref()?;
    let list = match &spec.list {
        Some(id) => {
            let l = folder.event.spec().lists.iter().find(|l| &l.id == id)?;
            ListStandings::new(folder, s, l)
        }
        None => ListStandings::overall(s),
    };
    Some(TeamStandings::new(folder, spec, &list))
}
