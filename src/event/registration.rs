//! Players from a registration sheet (`hakem event import-players`): the
//! columns found by their headers in Turkish or English (or named with
//! `--map`), every row checked, every problem reported at once with its
//! row and column; a second import adds the new rows and reports the
//! changed ones, never dropping or changing a player.

use std::collections::HashMap;

use super::attributes::{BORN_YEARS, Born, Sex};
use super::import::slug;
use super::{EventSpec, PlayerSpec};
use crate::swiss::MAX_PLAYERS;

/// What a column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    GivenName,
    Surname,
    /// Given names and surname in one cell, the surname last.
    Name,
    School,
    Club,
    Category,
    Sex,
    Born,
    Licence,
    Team,
    Rating,
}

impl Field {
    /// The names `--map` gives a column.
    pub const ALL: [(&'static str, Field); 11] = [
        ("given_name", Field::GivenName),
        ("surname", Field::Surname),
        ("name", Field::Name),
        ("school", Field::School),
        ("club", Field::Club),
        ("category", Field::Category),
        ("sex", Field::Sex),
        ("born", Field::Born),
        ("licence", Field::Licence),
        ("team", Field::Team),
        ("rating", Field::Rating),
    ];

    /// The headers a column is known by, folded ([`fold`]).
    const HEADERS: [(&'static str, Field); 47] = [
        ("ad", Field::GivenName),
        ("adi", Field::GivenName),
        ("isim", Field::GivenName),
        ("isimi", Field::GivenName),
        ("givenname", Field::GivenName),
        ("firstname", Field::GivenName),
        ("soyad", Field::Surname),
        ("soyadi", Field::Surname),
        ("soyisim", Field::Surname),
        ("soyismi", Field::Surname),
        ("surname", Field::Surname),
        ("lastname", Field::Surname),
        ("familyname", Field::Surname),
        ("adsoyad", Field::Name),
        ("adisoyadi", Field::Name),
        ("adsoyadi", Field::Name),
        ("isimsoyisim", Field::Name),
        ("name", Field::Name),
        ("fullname", Field::Name),
        ("okul", Field::School),
        ("okulu", Field::School),
        ("okuladi", Field::School),
        ("school", Field::School),
        ("kulup", Field::Club),
        ("kulubu", Field::Club),
        ("club", Field::Club),
        ("kategori", Field::Category),
        ("kategorisi", Field::Category),
        ("category", Field::Category),
        ("cinsiyet", Field::Sex),
        ("cinsiyeti", Field::Sex),
        ("sex", Field::Sex),
        ("gender", Field::Sex),
        ("dogumyili", Field::Born),
        ("dogumtarihi", Field::Born),
        ("born", Field::Born),
        ("birthyear", Field::Born),
        ("yearofbirth", Field::Born),
        ("birthdate", Field::Born),
        ("dateofbirth", Field::Born),
        ("lisansno", Field::Licence),
        ("lisansnumarasi", Field::Licence),
        ("licence", Field::Licence),
        ("license", Field::Licence),
        ("takim", Field::Team),
        ("team", Field::Team),
        ("rating", Field::Rating),
    ];

    fn of_header(header: &str) -> Option<Field> {
        let h = fold(header);
        Field::HEADERS
            .iter()
            .find(|(k, _)| *k == h)
            .map(|(_, f)| *f)
    }
}

/// A header or a value as compared: Turkish letters to their Latin base
/// (ç c, ğ g, ı İ i, ö o, ş s, ü u, â a), lower case, letters and digits
/// only ("Doğum Yılı" → "dogumyili").
pub fn fold(s: &str) -> String {
    slug(s).replace('-', "").replace("player", "")
}

crate::messages! {
    /// What is wrong in a registration sheet, each at `at`
    /// (`file:row:column`) under its column's header.
    pub enum RegistrationProblem {
        /// No column for the names (`headers`: those of the sheet).
        NoNameColumns { at: String, headers: String } = "registration-no-name-columns",
        /// `--map` names a header the sheet does not have.
        NoSuchHeader { at: String, header: String, headers: String } = "registration-no-such-header",
        MissingName { at: String, column: String } = "registration-missing-name",
        UnknownSex { at: String, column: String, found: String } = "registration-unknown-sex",
        NotABirth { at: String, column: String, found: String } = "registration-not-a-birth",
        BornOutOfRange { at: String, column: String, year: u16, from: u16, to: u16 } = "registration-born-out-of-range",
        UnknownCategory { at: String, column: String, found: String, categories: String } = "registration-unknown-category",
        NotARating { at: String, column: String, found: String } = "registration-not-a-rating",
        /// The same player on an earlier row (`row`).
        Duplicate { at: String, name: String, row: usize } = "registration-duplicate",
        TooManyPlayers { at: String, max: usize, players: usize } = "registration-too-many-players",
    }
}

crate::messages! {
    /// Why `--map` was refused.
    pub enum MapRefusal {
        /// An item that is not `Header=field`.
        NotAPair { item: String } = "registration-map-not-a-pair",
        UnknownField { field: String, fields: String } = "registration-map-unknown-field",
    }
}

/// `--map "Adı=given_name,Soyadı=surname"`: each header and its field.
pub fn parse_map(text: &str) -> Result<Vec<(String, Field)>, MapRefusal> {
    let mut out = Vec::new();
    for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let Some((header, field)) = item.split_once('=') else {
            return Err(MapRefusal::NotAPair {
                item: item.to_string(),
            });
        };
        let field = field.trim();
        let Some((_, f)) = Field::ALL.iter().find(|(k, _)| *k == field) else {
            return Err(MapRefusal::UnknownField {
                field: field.to_string(),
                fields: Field::ALL.map(|(k, _)| k).join(", "),
            });
        };
        out.push((header.trim().to_string(), *f));
    }
    Ok(out)
}

/// A row whose player is already in the event with other details.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changed {
    /// The sheet's row, from 1.
    pub row: usize,
    pub id: String,
    pub name: String,
    /// The keys that differ (`category`, `school`, ...).
    pub keys: Vec<&'static str>,
}

/// What an import adds to the event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    /// New players, in the sheet's order, with their ids.
    pub added: Vec<PlayerSpec>,
    pub changed: Vec<Changed>,
    /// Rows whose player is in the event as the sheet says.
    pub unchanged: usize,
}

/// A person as a sheet and the event can both say: names and school
/// folded.
fn person_key(given: &str, surname: &str, school: Option<&str>) -> String {
    format!(
        "{}|{}|{}",
        fold(given),
        fold(surname),
        school.map(fold).unwrap_or_default()
    )
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Column number `i` (from 0) as a spreadsheet names it: A, B, ... Z, AA.
fn column_letters(mut i: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (i % 26) as u8);
        if i < 26 {
            break;
        }
        i = i / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// The sex a cell says: K, Kız, Kadın, F (female) or E, Erkek, M (male).
fn sex_of(s: &str) -> Option<Sex> {
    match fold(s).as_str() {
        "k" | "kiz" | "kadin" | "bayan" | "f" | "female" | "girl" | "woman" | "w" => {
            Some(Sex::Female)
        }
        "e" | "erkek" | "bay" | "m" | "male" | "boy" | "man" => Some(Sex::Male),
        _ => None,
    }
}

/// A birth as a cell writes it: `2013`, `2013-04-09`, `09.04.2013`,
/// `9/4/2013` (day first, as in Turkey).
fn born_of(s: &str) -> Option<Born> {
    if let Ok(y) = s.parse::<u16>() {
        return Some(Born::Year(y));
    }
    ["%Y-%m-%d", "%d.%m.%Y", "%d/%m/%Y", "%d-%m-%Y"]
        .iter()
        .find_map(|f| chrono::NaiveDate::parse_from_str(s, f).ok())
        .map(Born::Date)
}

/// Reads the players of `rows` (the first non-empty row the headers) for
/// the event `spec`; `file` names the sheet in problems, `map` names
/// columns the headers do not. Every problem at once, or what to add.
pub fn import(
    spec: &EventSpec,
    rows: &[Vec<String>],
    file: &str,
    map: &[(String, Field)],
) -> Result<Imported, Vec<RegistrationProblem>> {
    let mut problems = Vec::new();
    let Some(header_row) = rows.iter().position(|r| r.iter().any(|c| !c.is_empty())) else {
        return Err(vec![RegistrationProblem::NoNameColumns {
            at: format!("{file}:1"),
            headers: String::new(),
        }]);
    };
    let headers = &rows[header_row];
    let all_headers = headers
        .iter()
        .filter(|h| !h.is_empty())
        .map(|h| format!("\"{h}\""))
        .collect::<Vec<_>>()
        .join(", ");
    // Each field's column: `--map` first, then the headers known.
    let mut columns: HashMap<Field, usize> = HashMap::new();
    for (header, field) in map {
        match headers.iter().position(|h| fold(h) == fold(header)) {
            Some(i) => {
                columns.insert(*field, i);
            }
            None => problems.push(RegistrationProblem::NoSuchHeader {
                at: format!("{file}:{}", header_row + 1),
                header: header.clone(),
                headers: all_headers.clone(),
            }),
        }
    }
    let mapped: Vec<&str> = map.iter().map(|(h, _)| h.as_str()).collect();
    for (i, h) in headers.iter().enumerate() {
        if mapped.iter().any(|m| fold(m) == fold(h)) {
            continue;
        }
        if let Some(f) = Field::of_header(h) {
            columns.entry(f).or_insert(i);
        }
    }
    let names_given = columns.contains_key(&Field::Name)
        || (columns.contains_key(&Field::GivenName) && columns.contains_key(&Field::Surname));
    if !names_given {
        problems.push(RegistrationProblem::NoNameColumns {
            at: format!("{file}:{}", header_row + 1),
            headers: all_headers,
        });
        return Err(problems);
    }

    let born_to = spec.start.map_or(*BORN_YEARS.end() as u16, |d| {
        chrono::Datelike::year(&d) as u16
    });
    let born_from = *BORN_YEARS.start() as u16;
    let mut known: HashMap<String, usize> = HashMap::new();
    let mut licences: HashMap<String, usize> = HashMap::new();
    for (i, p) in spec.players.iter().enumerate() {
        known.insert(person_key(&p.given_name, &p.surname, p.school_or_club()), i);
        if let Some(l) = &p.licence {
            licences.insert(fold(l), i);
        }
    }
    let mut ids: std::collections::HashSet<String> =
        spec.players.iter().map(|p| p.id.clone()).collect();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut seen_licences: HashMap<String, usize> = HashMap::new();
    let mut out = Imported {
        added: Vec::new(),
        changed: Vec::new(),
        unchanged: 0,
    };
    for (r, row) in rows.iter().enumerate().skip(header_row + 1) {
        if row.iter().all(|c| c.is_empty()) {
            continue;
        }
        let line = r + 1;
        let at = |f: Field| {
            let c = columns.get(&f).copied().unwrap_or(0);
            format!("{file}:{line}:{}", column_letters(c))
        };
        let header = |f: Field| {
            columns
                .get(&f)
                .and_then(|&c| headers.get(c))
                .cloned()
                .unwrap_or_default()
        };
        let cell = |f: Field| -> Option<String> {
            let c = *columns.get(&f)?;
            Some(collapse(row.get(c)?)).filter(|s| !s.is_empty())
        };
        let (given, surname) = match (cell(Field::GivenName), cell(Field::Surname)) {
            (Some(g), Some(s)) => (Some(g), Some(s)),
            (g, s) => match cell(Field::Name) {
                Some(full) => match full.rsplit_once(' ') {
                    Some((g2, s2)) => (
                        g.or_else(|| Some(g2.to_string())),
                        s.or_else(|| Some(s2.to_string())),
                    ),
                    None => (g, s.or(Some(full))),
                },
                None => (g, s),
            },
        };
        let mut ok = true;
        let mut missing: Vec<Field> = Vec::new();
        for (value, f) in [(&given, Field::GivenName), (&surname, Field::Surname)] {
            let f = if columns.contains_key(&f) {
                f
            } else {
                Field::Name
            };
            // A name cell empty: one problem, not one a part.
            if value.is_none() && !missing.contains(&f) {
                missing.push(f);
                problems.push(RegistrationProblem::MissingName {
                    at: at(f),
                    column: header(f),
                });
                ok = false;
            }
        }
        let sex = cell(Field::Sex).and_then(|s| {
            let sex = sex_of(&s);
            if sex.is_none() {
                problems.push(RegistrationProblem::UnknownSex {
                    at: at(Field::Sex),
                    column: header(Field::Sex),
                    found: s,
                });
                ok = false;
            }
            sex
        });
        let born = cell(Field::Born).and_then(|s| match born_of(&s) {
            None => {
                problems.push(RegistrationProblem::NotABirth {
                    at: at(Field::Born),
                    column: header(Field::Born),
                    found: s,
                });
                ok = false;
                None
            }
            Some(b) if !(born_from..=born_to).contains(&b.year()) => {
                problems.push(RegistrationProblem::BornOutOfRange {
                    at: at(Field::Born),
                    column: header(Field::Born),
                    year: b.year(),
                    from: born_from,
                    to: born_to,
                });
                ok = false;
                None
            }
            Some(b) => Some(b),
        });
        let category = cell(Field::Category).and_then(|c| {
            if spec.categories.is_empty() {
                return Some(c);
            }
            let found = spec
                .categories
                .iter()
                .find(|k| fold(k) == fold(&c))
                .cloned();
            if found.is_none() {
                problems.push(RegistrationProblem::UnknownCategory {
                    at: at(Field::Category),
                    column: header(Field::Category),
                    found: c,
                    categories: spec
                        .categories
                        .iter()
                        .map(|k| format!("\"{k}\""))
                        .collect::<Vec<_>>()
                        .join(", "),
                });
                ok = false;
            }
            found
        });
        let rating = cell(Field::Rating).and_then(|s| match s.parse::<u16>() {
            Ok(n) if n <= 4000 => Some(n),
            _ => {
                problems.push(RegistrationProblem::NotARating {
                    at: at(Field::Rating),
                    column: header(Field::Rating),
                    found: s,
                });
                ok = false;
                None
            }
        });
        let (Some(given), Some(surname)) = (given, surname) else {
            continue;
        };
        let school = cell(Field::School);
        let club = cell(Field::Club);
        let licence = cell(Field::Licence);
        let key = person_key(&given, &surname, school.as_deref().or(club.as_deref()));
        let name = format!("{given} {surname}");
        let earlier = licence
            .as_ref()
            .and_then(|l| seen_licences.get(&fold(l)))
            .or_else(|| seen.get(&key));
        if let Some(&row) = earlier {
            problems.push(RegistrationProblem::Duplicate {
                at: format!("{file}:{line}"),
                name,
                row,
            });
            continue;
        }
        seen.insert(key.clone(), line);
        if let Some(l) = &licence {
            seen_licences.insert(fold(l), line);
        }
        if !ok {
            continue;
        }
        let player = PlayerSpec {
            given_name: given,
            surname,
            club,
            rating,
            born,
            category,
            sex,
            school,
            team: cell(Field::Team),
            licence,
            ..PlayerSpec::default()
        };
        let existing = player
            .licence
            .as_ref()
            .and_then(|l| licences.get(&fold(l)))
            .or_else(|| known.get(&key));
        match existing {
            Some(&i) => {
                let old = &spec.players[i];
                let keys = differences(old, &player, &columns);
                if keys.is_empty() {
                    out.unchanged += 1;
                } else {
                    out.changed.push(Changed {
                        row: line,
                        id: old.id.clone(),
                        name: old.full_name(),
                        keys,
                    });
                }
            }
            None => {
                let base = slug(&name);
                let mut id = base.clone();
                let mut n = 2;
                while ids.contains(&id) {
                    id = format!("{base}-{n}");
                    n += 1;
                }
                ids.insert(id.clone());
                out.added.push(PlayerSpec { id, ..player });
            }
        }
    }
    let players = spec.players.len() + out.added.len();
    if players > MAX_PLAYERS {
        problems.push(RegistrationProblem::TooManyPlayers {
            at: file.to_string(),
            max: MAX_PLAYERS,
            players,
        });
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

/// The keys the sheet gives (its columns) whose value differs from the
/// event's.
fn differences(
    old: &PlayerSpec,
    new: &PlayerSpec,
    columns: &HashMap<Field, usize>,
) -> Vec<&'static str> {
    let has = |f: Field| columns.contains_key(&f);
    let mut keys = Vec::new();
    let checks: [(Field, &'static str, bool); 8] = [
        (Field::Category, "category", old.category != new.category),
        (Field::Sex, "sex", old.sex != new.sex),
        (Field::Born, "born", old.born != new.born),
        (Field::School, "school", old.school != new.school),
        (Field::Club, "club", old.club != new.club),
        (Field::Team, "team", old.team != new.team),
        (Field::Licence, "licence", old.licence != new.licence),
        (Field::Rating, "rating", old.rating != new.rating),
    ];
    for (f, key, differs) in checks {
        if has(f) && differs {
            keys.push(key);
        }
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_known_whatever_their_case_and_letters() {
        assert_eq!(Field::of_header("Adı"), Some(Field::GivenName));
        assert_eq!(Field::of_header("İSİM"), Some(Field::GivenName));
        assert_eq!(Field::of_header("Soyadı"), Some(Field::Surname));
        assert_eq!(Field::of_header("Doğum Yılı"), Some(Field::Born));
        assert_eq!(Field::of_header("DOĞUM TARİHİ"), Some(Field::Born));
        assert_eq!(Field::of_header("Kulüp"), Some(Field::Club));
        assert_eq!(Field::of_header("Given name"), Some(Field::GivenName));
        assert_eq!(Field::of_header("Lisans No"), Some(Field::Licence));
        assert_eq!(Field::of_header("Sınıf"), None);
    }

    #[test]
    fn sexes_and_births_as_forms_write_them() {
        assert_eq!(sex_of("Kız"), Some(Sex::Female));
        assert_eq!(sex_of("KADIN"), Some(Sex::Female));
        assert_eq!(sex_of("e"), Some(Sex::Male));
        assert_eq!(sex_of("x"), None);
        assert_eq!(born_of("2013"), Some(Born::Year(2013)));
        assert_eq!(
            born_of("09.04.2013"),
            chrono::NaiveDate::from_ymd_opt(2013, 4, 9).map(Born::Date)
        );
        assert_eq!(born_of("yok"), None);
        assert_eq!(column_letters(0), "A");
        assert_eq!(column_letters(27), "AB");
    }
}
