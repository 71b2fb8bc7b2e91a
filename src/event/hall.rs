//! A hall: several event folders (groups: the categories of one
//! championship, each its own Swiss) played in one hall on the same day,
//! on tables the hall numbers once (each group's `first_table`). Read from
//! the folders named on the command line (`hakem serve A B C`, `hakem event
//! check A B C`) or from a hall folder's `hall.toml`, which names the hall
//! and its groups (docs/event.md, "One hall, several groups").

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::error::Error;
use crate::files::toml_reader::{Part, Problems, Table, name_value, parse_document};
use crate::text::diagnostic::Source;

use super::folder::{Folder, round_dir_name};

/// The file name of a hall's description inside its folder.
pub const HALL_FILE: &str = "hall.toml";

/// Most groups a hall serves.
pub const MAX_GROUPS: usize = 50;

/// Names a group cannot have: the hall's own routes on `hakem serve`.
const RESERVED: [&str; 5] = ["api", "table", "desk", "list", "groups"];

crate::messages! {
    /// How a problem names the table of `hall.toml` it is in.
    pub enum HallTable {
        Hall = "hall-table-hall",
    }
}

crate::messages! {
    /// What is wrong with a hall: its groups as named, and what `hakem
    /// event check A B C` finds between them.
    pub enum HallProblem {
        /// A group's folder name is not a name of the hall's addresses
        /// (`/<group>/`).
        NotAName { dir: PathBuf } = "hall-not-a-name",
        /// A group's folder name is one of the hall's own routes.
        Reserved { name: String } = "hall-reserved-name",
        /// Two folders with the same name.
        SameName { name: String } = "hall-same-name",
        TooManyGroups { groups: usize, max: usize } = "hall-too-many-groups",
        /// `groups = []`.
        NoGroups = "hall-no-groups",
        /// Two groups whose tables share numbers (`first` to `last` each:
        /// the tables a round of theirs can use).
        TablesOverlap {
            group: String,
            first: usize,
            last: usize,
            other: String,
            other_first: usize,
            other_last: usize,
        } = "hall-tables-overlap",
        /// A table code used by two tables of the hall's current rounds.
        CodeTwice {
            group: String,
            round: u8,
            table: usize,
            other: String,
            other_round: u8,
            other_table: usize,
        } = "hall-code-twice",
    }
}

/// One group of the hall: its name (the folder's name, its pages'
/// address `/<name>/`) and its event folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub name: String,
    pub dir: PathBuf,
}

/// The hall: its name (`hall.toml`'s; `None` for folders named on the
/// command line) and its groups, in the order given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hall {
    pub name: Option<String>,
    pub groups: Vec<Group>,
}

/// Whether `name` can be a group's address: lowercase letters, digits and
/// `-`, and none of the hall's own routes.
fn checked_name(dir: &Path) -> Result<String, HallProblem> {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let well_formed = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !well_formed {
        return Err(HallProblem::NotAName {
            dir: dir.to_path_buf(),
        });
    }
    if RESERVED.contains(&name.as_str()) {
        return Err(HallProblem::Reserved { name });
    }
    Ok(name)
}

/// Whether `dir` is a hall's folder: `hall.toml` and no `event.toml`.
pub fn is_hall(dir: &Path) -> bool {
    dir.join(HALL_FILE).is_file() && !dir.join(super::EVENT_FILE).exists()
}

impl Hall {
    /// The hall of the event folders `dirs`, each named by its folder's
    /// name. A folder holding `hall.toml` (and no `event.toml`) alone is
    /// that hall.
    pub fn of_folders(dirs: &[PathBuf]) -> Result<Hall, Error> {
        if let [one] = dirs
            && is_hall(one)
        {
            return Hall::load(one);
        }
        if dirs.len() > MAX_GROUPS {
            return Err(Error::usage(HallProblem::TooManyGroups {
                groups: dirs.len(),
                max: MAX_GROUPS,
            }));
        }
        let mut groups: Vec<Group> = Vec::new();
        for dir in dirs {
            // A folder named `.` or `ankara/` is named by where it is.
            let named = std::path::absolute(dir).unwrap_or_else(|_| dir.clone());
            let name = checked_name(&named).map_err(Error::usage)?;
            if groups.iter().any(|g| g.name == name) {
                return Err(Error::usage(HallProblem::SameName { name }));
            }
            groups.push(Group {
                name,
                dir: dir.clone(),
            });
        }
        Ok(Hall { name: None, groups })
    }

    /// Reads `dir/hall.toml`: `name` (the hall's, shown on the wall) and
    /// `groups` (the names of the event folders inside `dir`, in the order
    /// the wall shows them).
    pub fn load(dir: &Path) -> Result<Hall, Error> {
        let path = dir.join(HALL_FILE);
        let text = crate::files::input_file::read_text(&path)?;
        let source = Source::new(path.display().to_string(), text);
        Hall::parse(&source, dir).map_err(Error::Input)
    }

    fn parse(
        source: &Arc<Source>,
        dir: &Path,
    ) -> Result<Hall, crate::text::diagnostic::Diagnostics> {
        let doc = parse_document(source)?;
        let problems = Problems::default();
        let root = Table::new(&problems, doc.get_ref(), 0..0, HallTable::Hall);
        let name = root.string("name").map(|s| s.trim().to_string());
        let mut groups: Vec<Group> = Vec::new();
        match root.array("groups") {
            None => {
                root.required("groups");
            }
            Some(items) if items.is_empty() => {
                root.problem(
                    root.key_span("groups").unwrap_or(0..0),
                    HallProblem::NoGroups,
                );
            }
            Some(items) if items.len() > MAX_GROUPS => {
                root.problem(
                    root.key_span("groups").unwrap_or(0..0),
                    HallProblem::TooManyGroups {
                        groups: items.len(),
                        max: MAX_GROUPS,
                    },
                );
            }
            Some(items) => {
                for (i, item) in items.iter().enumerate() {
                    let path = format!("groups[{}]", i + 1);
                    let Some(name) = name_value(&root, item, Part::Key { path }) else {
                        continue;
                    };
                    if RESERVED.contains(&name.as_str()) {
                        root.problem(item.span(), HallProblem::Reserved { name });
                    } else if groups.iter().any(|g| g.name == name) {
                        root.problem(item.span(), HallProblem::SameName { name });
                    } else {
                        groups.push(Group {
                            dir: dir.join(&name),
                            name,
                        });
                    }
                }
            }
        }
        root.finish();
        problems.into_result(
            source,
            Hall {
                name: name.filter(|n| !n.is_empty()),
                groups,
            },
        )
    }
}

/// The hall's numbers of the tables a round of `folder` can use: from its
/// `first_table`, one table for every two players.
pub fn table_range(folder: &Folder) -> (usize, usize) {
    let first = folder.event.first_table();
    let tables = (folder.event.spec().players.len() / 2).max(1);
    // The tables actually paired, when a round has more (never, as the
    // manifest is checked; kept so the range holds every table shown).
    let paired = folder
        .rounds
        .iter()
        .map(|r| r.manifest.tables.len())
        .max()
        .unwrap_or(0);
    (first, first + tables.max(paired) - 1)
}

/// What is wrong between the groups of a hall: tables whose numbers two
/// groups share, and a code two tables of the groups' current rounds share.
pub fn check(groups: &[(&str, &Folder)]) -> Vec<HallProblem> {
    let mut problems = Vec::new();
    for (i, (a, fa)) in groups.iter().enumerate() {
        for (b, fb) in &groups[i + 1..] {
            let (a1, a2) = table_range(fa);
            let (b1, b2) = table_range(fb);
            if a1 <= b2 && b1 <= a2 {
                problems.push(HallProblem::TablesOverlap {
                    group: a.to_string(),
                    first: a1,
                    last: a2,
                    other: b.to_string(),
                    other_first: b1,
                    other_last: b2,
                });
            }
        }
    }
    let mut seen: HashMap<String, (&str, u8, usize)> = HashMap::new();
    let mut told: HashSet<(usize, u8, usize)> = HashSet::new();
    for (g, (name, folder)) in groups.iter().enumerate() {
        let Some(round) = folder.rounds.last() else {
            continue;
        };
        let dir = folder.dir.join(round_dir_name(round.number));
        let Ok(Some(codes)) = super::codes::read(&dir) else {
            continue;
        };
        for (i, code) in codes.tables.iter().enumerate() {
            let table = folder.event.table_number(i);
            match seen.get(code) {
                Some(&(other, other_round, other_table)) => {
                    if told.insert((g, round.number, table)) {
                        problems.push(HallProblem::CodeTwice {
                            group: name.to_string(),
                            round: round.number,
                            table,
                            other: other.to_string(),
                            other_round,
                            other_table,
                        });
                    }
                }
                None => {
                    seen.insert(code.clone(), (name, round.number, table));
                }
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Hall, String> {
        let source = Source::new("hall.toml", text.to_string());
        Hall::parse(&source, Path::new("okul"))
            .map_err(|d| d.render(crate::words::Words::english()))
    }

    #[test]
    fn a_hall_names_its_groups_in_order() {
        let hall =
            parse("name = \"Okullar\"\ngroups = [\"ilkokul\", \"ortaokul\", \"lise\"]\n").unwrap();
        assert_eq!(hall.name.as_deref(), Some("Okullar"));
        let names: Vec<&str> = hall.groups.iter().map(|g| g.name.as_str()).collect();
        assert_eq!(names, ["ilkokul", "ortaokul", "lise"]);
        assert_eq!(hall.groups[2].dir, Path::new("okul").join("lise"));
    }

    #[test]
    fn a_bad_hall_is_refused_where_it_is_wrong() {
        let e = parse("groups = [\"lise\", \"lise\"]\n").unwrap_err();
        assert!(e.contains("hall.toml:1:19"), "{e}");
        let e = parse("groups = [\"Lise\"]\n").unwrap_err();
        assert!(e.contains("hall.toml:1:11"), "{e}");
        let e = parse("groups = [\"api\"]\n").unwrap_err();
        assert!(e.contains("api"), "{e}");
        let e = parse("groups = []\n").unwrap_err();
        assert!(e.contains("hall.toml:1:1"), "{e}");
        let e = parse("name = \"x\"\n").unwrap_err();
        assert!(e.contains("groups"), "{e}");
        let e = parse("groups = [\"a\"]\nfloor = 2\n").unwrap_err();
        assert!(e.contains("floor"), "{e}");
    }

    #[test]
    fn a_group_is_named_by_its_folder() {
        assert_eq!(checked_name(Path::new("x/ilkokul")).unwrap(), "ilkokul");
        assert!(checked_name(Path::new("x/İlkokul")).is_err());
        assert!(checked_name(Path::new("x/desk")).is_err());
    }
}
