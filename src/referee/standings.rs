//! The standings of an event: who is ahead, and which ranks are shared.
//! Decided here from the judged rounds; sheets only print the table.

use std::cmp::Ordering;

use crate::record::Who;

/// One judged round as the standings count it (`[first, second]`).
#[derive(Debug, Clone, Copy)]
pub struct Played<'a> {
    pub names: [&'a str; 2],
    pub round_points: [f64; 2],
    pub set_points: [f64; 2],
    /// Stones kept over the counted sets (the verdict's `round.stones`).
    pub stones: [u32; 2],
}

#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// Shared by players equal on points, set points and stones.
    pub rank: usize,
    pub name: String,
    pub rounds: usize,
    pub points: f64,
    pub set_points: f64,
    pub stones: u32,
}

/// Players by name across the matches: round points, set points and stones
/// summed; ordered by points, set points, stones (all descending), then name
/// (Turkish alphabetical order); a rank is shared by players equal on the
/// three numbers.
pub fn standings<'a>(matches: impl IntoIterator<Item = Played<'a>>) -> Vec<Standing> {
    let mut table: Vec<Standing> = Vec::new();
    for m in matches {
        for who in [Who::First, Who::Second] {
            let name = m.names[who as usize];
            let i = match table.iter().position(|s| s.name == name) {
                Some(i) => i,
                None => {
                    table.push(Standing {
                        rank: 0,
                        name: name.to_string(),
                        rounds: 0,
                        points: 0.0,
                        set_points: 0.0,
                        stones: 0,
                    });
                    table.len() - 1
                }
            };
            let s = &mut table[i];
            s.rounds += 1;
            s.points += m.round_points[who as usize];
            s.set_points += m.set_points[who as usize];
            s.stones += m.stones[who as usize];
        }
    }
    let key = |s: &Standing| (s.points, s.set_points, s.stones);
    table.sort_by(|a, b| {
        b.points
            .total_cmp(&a.points)
            .then(b.set_points.total_cmp(&a.set_points))
            .then(b.stones.cmp(&a.stones))
            .then_with(|| collate(&a.name, &b.name))
    });
    for i in 0..table.len() {
        table[i].rank = if i > 0 && key(&table[i]) == key(&table[i - 1]) {
            table[i - 1].rank
        } else {
            i + 1
        };
    }
    table
}

/// Compares names in Turkish alphabetical order (a b c ç d ... ğ h ı i ...
/// ö ... ş ... ü ...), ignoring case; letters outside that alphabet come
/// after it, by code point.
pub fn collate(a: &str, b: &str) -> Ordering {
    fn key(s: &str) -> Vec<(u32, u32)> {
        const ALPHABET: &str = "aâbcçdefgğhıiîjklmnoöpqrsştuûüvwxyz";
        s.chars()
            .map(|c| {
                let lower = match c {
                    'I' => 'ı',
                    'İ' => 'i',
                    c => c.to_lowercase().next().unwrap_or(c),
                };
                match ALPHABET.chars().position(|x| x == lower) {
                    Some(i) => (0, i as u32),
                    None => (1, lower as u32),
                }
            })
            .collect()
    }
    key(a).cmp(&key(b)).then_with(|| a.cmp(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_players_share_a_rank_and_are_ordered_by_name() {
        let played = |a, b, stones| Played {
            names: [a, b],
            round_points: [2.0, 0.0],
            set_points: [2.0, 0.0],
            stones,
        };
        let table = standings([
            played("Şule", "Oya", [30, 18]),
            played("Cem", "Ömer", [30, 18]),
            played("Zeynep", "İlker", [29, 19]),
        ]);
        let got: Vec<(usize, &str)> = table.iter().map(|s| (s.rank, s.name.as_str())).collect();
        assert_eq!(
            got,
            [
                (1, "Cem"),
                (1, "Şule"),
                (3, "Zeynep"),
                (4, "İlker"),
                (5, "Oya"),
                (5, "Ömer"),
            ]
        );
    }

    #[test]
    fn turkish_order() {
        let mut names = vec![
            "Zeynep", "Çağla", "İlker", "Ilgın", "Cem", "Şule", "Ömer", "Oya",
        ];
        names.sort_by(|a, b| collate(a, b));
        assert_eq!(
            names,
            [
                "Cem", "Çağla", "Ilgın", "İlker", "Oya", "Ömer", "Şule", "Zeynep"
            ]
        );
    }
}
