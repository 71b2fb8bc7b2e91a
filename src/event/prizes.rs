//! The prizes: `[[prize]]` tables, each for a place of a list (or of the
//! overall standings), given with one prize per player or not.

use std::collections::HashSet;

pub use super::championship::PrizeSpec;
use super::lists::{ListRow, ListStandings};

/// One prize given (or left without a player).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Award {
    pub prize: PrizeSpec,
    /// The list's name (`None`: overall).
    pub list_name: Option<String>,
    /// The winner, with their place in the prize's list; `None`: the list
    /// has no one left for it.
    pub winner: Option<ListRow>,
}

/// The prizes given, in the order of `event.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Awards {
    pub event: String,
    pub after: u8,
    pub one_per_player: bool,
    pub awards: Vec<Award>,
}

/// Gives `prizes` in their order: prize (list, place) goes to the player
/// on that line of the list, or, with one prize per player, when that
/// player already has a prize, to the next player of the list who has
/// none (Swiss-Manager's rule). `list_of` gives a prize's list.
pub fn allocate<'a>(
    prizes: &[PrizeSpec],
    one_per_player: bool,
    overall: &'a ListStandings,
    list_of: impl Fn(&str) -> Option<&'a ListStandings>,
) -> Awards {
    let mut given: HashSet<String> = HashSet::new();
    let awards = prizes
        .iter()
        .map(|prize| {
            let list = match &prize.list {
                Some(id) => list_of(id),
                None => Some(overall),
            };
            let winner = list.and_then(|l| {
                let from = prize.place.saturating_sub(1);
                let mut candidates = l.rows.iter().skip(from);
                let found = if one_per_player {
                    candidates.find(|r| !given.contains(&r.row.player.id))
                } else {
                    candidates.next()
                };
                found.cloned()
            });
            if let Some(w) = &winner {
                given.insert(w.row.player.id.clone());
            }
            Award {
                prize: prize.clone(),
                list_name: prize.list.as_ref().and(list.map(|l| l.name.clone())),
                winner,
            }
        })
        .collect();
    Awards {
        event: overall.event.clone(),
        after: overall.after,
        one_per_player,
        awards,
    }
}

/// The event's prizes after the standings `s`, from its lists.
pub fn awards_for(folder: &super::folder::Folder, s: &super::standings::Standings) -> Awards {
    let spec = folder.event.spec();
    let overall = ListStandings::overall(s);
    let lists: Vec<ListStandings> = spec
        .lists
        .iter()
        .map(|l| ListStandings::new(folder, s, l))
        .collect();
    allocate(&spec.prizes, spec.one_prize_per_player, &overall, |id| {
        lists.iter().find(|l| l.id == id)
    })
}
