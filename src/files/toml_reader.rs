//! Reading TOML against a schema while collecting *every* problem with its
//! location: unknown keys (with the keys that are allowed), wrong types and
//! out-of-range values. Serde's `deny_unknown_fields` stops at the first
//! problem; a referee fixing a file wants them all at once.

use std::cell::{Cell, RefCell};
use std::ops::{Range, RangeInclusive};
use std::sync::Arc;

use toml::Spanned;
use toml::de::{DeArray, DeTable, DeValue};

use crate::text::diagnostic::{Diagnostics, Problem, Source};

pub type Value<'i> = Spanned<DeValue<'i>>;

/// Parses a whole document; a syntax error becomes a located diagnostic.
pub fn parse_document(source: &Arc<Source>) -> Result<Spanned<DeTable<'_>>, Diagnostics> {
    DeTable::parse(&source.text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        let message: crate::words::Msg = match written_date(&source.text, span.start) {
            Some((written, iso)) => {
                format!("a date is written year-month-day: write {iso}, not {written}").into()
            }
            None => super::toml_syntax::syntax(e.message()).into(),
        };
        Diagnostics::new(source.clone(), vec![Problem::new(span, message)])
    })
}

/// A date written day first (`29.10.2023`, `29/10/2023`) around byte
/// `at` of `text`, the way Turkish and most European forms write it: the
/// text as written and the same date as TOML wants it (`2023-10-29`).
fn written_date(text: &str, at: usize) -> Option<(String, String)> {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let line = &text[line_start..line_end];
    line.split(|c: char| c.is_whitespace() || c == '=' || c == '"' || c == ',')
        .find_map(|token| {
            let parts: Vec<&str> = token.split(['.', '/']).collect();
            let [d, m, y] = parts[..] else { return None };
            let number = |s: &str, digits: std::ops::RangeInclusive<usize>| {
                (digits.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| s.parse::<u32>().ok())
                    .flatten()
            };
            let (d, m, y) = (number(d, 1..=2)?, number(m, 1..=2)?, number(y, 4..=4)?);
            ((1..=31).contains(&d) && (1..=12).contains(&m))
                .then(|| (token.to_string(), format!("{y:04}-{m:02}-{d:02}")))
        })
}

/// The problems found so far in one source.
#[derive(Debug, Default)]
pub struct Problems(RefCell<Vec<Problem>>);

impl Problems {
    pub fn push(&self, span: Range<usize>, message: impl Into<crate::words::Msg>) {
        self.0.borrow_mut().push(Problem::new(span, message));
    }

    pub fn is_empty(&self) -> bool {
        self.0.borrow().is_empty()
    }

    fn len(&self) -> usize {
        self.0.borrow().len()
    }

    /// `Ok(value)` when nothing was found, else every problem.
    pub fn into_result<T>(self, source: &Arc<Source>, value: T) -> Result<T, Diagnostics> {
        let problems = self.0.into_inner();
        if problems.is_empty() {
            Ok(value)
        } else {
            Err(Diagnostics::new(source.clone(), problems))
        }
    }
}

/// A TOML table being read: every key asked for is remembered so that
/// [`Table::finish`] can report the others as unknown.
///
/// The guard: a table dropped without `finish()` reports its unknown keys
/// all the same (unless a problem was already found in it, which makes the
/// read fail anyway), so a forgotten `finish()` can never accept a key the
/// schema does not know.
#[must_use = "read the keys, then call finish() to report unknown ones"]
pub struct Table<'a, 'i> {
    problems: &'a Problems,
    table: &'a DeTable<'i>,
    span: Range<usize>,
    /// How messages name this table: "the ruleset", "[sowing]", "set 2".
    pub name: String,
    /// The dotted path of this table from the document's root ("" for the
    /// root, `sowing`, `capture[1]`, `set[2].incidents[1]`).
    path: String,
    known: RefCell<Vec<&'static str>>,
    /// Problems recorded before this table was opened.
    problems_before: usize,
    finished: Cell<bool>,
}

impl<'a, 'i> Table<'a, 'i> {
    /// The document's root table.
    pub fn new(
        problems: &'a Problems,
        table: &'a DeTable<'i>,
        span: Range<usize>,
        name: impl Into<String>,
    ) -> Self {
        Table::at(problems, table, span, name.into(), String::new())
    }

    fn at(
        problems: &'a Problems,
        table: &'a DeTable<'i>,
        span: Range<usize>,
        name: String,
        path: String,
    ) -> Self {
        Table {
            problems,
            table,
            span,
            name,
            path,
            known: RefCell::new(Vec::new()),
            problems_before: problems.len(),
            finished: Cell::new(false),
        }
    }

    /// Reads a value as a table (at the dotted `path`, e.g. `capture[2]`),
    /// or records that it is not one.
    pub fn from_value(
        problems: &'a Problems,
        value: &'a Value<'i>,
        name: impl Into<String>,
        path: impl Into<String>,
    ) -> Option<Self> {
        let name = name.into();
        match value.get_ref() {
            DeValue::Table(t) => Some(Table::at(problems, t, value.span(), name, path.into())),
            other => {
                problems.push(
                    value.span(),
                    format!("{name}: expected a table, found {}", describe(other)),
                );
                None
            }
        }
    }

    /// The dotted path of `key` in this table (`sowing.lone_stone`).
    pub fn key_path(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }

    pub fn problems(&self) -> &'a Problems {
        self.problems
    }

    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    pub fn problem(&self, span: Range<usize>, message: impl Into<crate::words::Msg>) {
        self.problems.push(span, message);
    }

    /// The value of `key`, marking the key as known.
    pub fn get(&self, key: &'static str) -> Option<&'a Value<'i>> {
        self.known.borrow_mut().push(key);
        self.table.get(key)
    }

    /// Like [`Table::get`], but a missing key is a problem.
    pub fn required(&self, key: &'static str) -> Option<&'a Value<'i>> {
        let v = self.get(key);
        if v.is_none() {
            self.problem(
                self.span.clone(),
                format!("missing key `{}`", self.key_path(key)),
            );
        }
        v
    }

    /// Span of the key itself (for problems about the key, not its value).
    pub fn key_span(&self, key: &str) -> Option<Range<usize>> {
        self.table
            .iter()
            .find(|(k, _)| k.get_ref().as_ref() == key)
            .map(|(k, _)| k.span())
    }

    pub fn bool(&self, key: &'static str) -> Option<bool> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::Boolean(b) => Some(*b),
            other => self.type_problem(key, v, "true or false", other),
        }
    }

    pub fn int(&self, key: &'static str, range: RangeInclusive<i64>) -> Option<i64> {
        let v = self.get(key)?;
        int_value(
            self.problems,
            v,
            range,
            &format!("`{}`", self.key_path(key)),
        )
    }

    pub fn string(&self, key: &'static str) -> Option<String> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::String(s) => Some(s.to_string()),
            other => self.type_problem(key, v, "a string", other),
        }
    }

    /// A date: a TOML date (`2023-10-29`) or the same as a string. Messages
    /// name the key alone (`start`, `date`), as a scorer wrote it.
    pub fn date(&self, key: &'static str) -> Option<chrono::NaiveDate> {
        let v = self.get(key)?;
        let parsed = match v.get_ref() {
            DeValue::Datetime(d) if d.time.is_none() => d.date.and_then(|d| {
                chrono::NaiveDate::from_ymd_opt(
                    i32::from(d.year),
                    u32::from(d.month),
                    u32::from(d.day),
                )
            }),
            DeValue::String(s) => chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").ok(),
            _ => None,
        };
        if parsed.is_none() {
            self.problem(
                v.span(),
                format!(
                    "`{key}`: expected a date such as 2023-10-29, found {}",
                    describe(v.get_ref())
                ),
            );
        }
        parsed
    }

    /// A string that must be one of `options`.
    pub fn choice<T: Clone>(&self, key: &'static str, options: &[(&str, T)]) -> Option<T> {
        let v = self.get(key)?;
        choice_value(
            self.problems,
            v,
            options,
            &format!("`{}`", self.key_path(key)),
        )
    }

    /// The value of `key`, one of `T`'s names; `default` when the key is
    /// absent or not one of them (then reported, with the names allowed).
    pub fn named_or<T: Named>(&self, key: &'static str, default: T) -> T {
        self.choice(key, T::NAMES).unwrap_or(default)
    }

    pub fn table(&self, key: &'static str) -> Option<Table<'a, 'i>> {
        let v = self.get(key)?;
        Table::from_value(self.problems, v, format!("[{key}]"), self.key_path(key))
    }

    pub fn array(&self, key: &'static str) -> Option<&'a DeArray<'i>> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::Array(a) => Some(a),
            other => self.type_problem(key, v, "an array", other),
        }
    }

    /// The tables of the array of tables `[[key]]`, for reading one at a
    /// time: the n-th (from 1) is named "`what` n" in messages and `key[n]`
    /// in dotted paths (`player[3].surname`); an item that is not a table is
    /// reported and skipped. `None` when the key is absent, or not an array
    /// (reported).
    pub fn tables(&self, key: &'static str, what: &str) -> Option<Tables<'a, 'i>> {
        let items = self.array(key)?;
        Some(Tables {
            problems: self.problems,
            items: items.iter().enumerate(),
            len: items.len(),
            what: what.to_string(),
            path: self.key_path(key),
        })
    }

    fn type_problem<T>(
        &self,
        key: &str,
        v: &Value<'_>,
        expected: &str,
        found: &DeValue<'_>,
    ) -> Option<T> {
        self.problem(
            v.span(),
            format!(
                "`{}`: expected {expected}, found {}",
                self.key_path(key),
                describe(found)
            ),
        );
        None
    }

    /// Reports every key that was never asked for.
    pub fn finish(self) {
        self.report_unknown();
    }

    fn report_unknown(&self) {
        self.finished.set(true);
        let known = self.known.borrow();
        let mut allowed: Vec<&str> = known.clone();
        allowed.sort_unstable();
        allowed.dedup();
        for (k, _) in self.table.iter() {
            let key = k.get_ref().as_ref();
            if !known.contains(&key) {
                let list = allowed
                    .iter()
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                let hint = match suggest(key, &allowed) {
                    Some(s) => format!(" (did you mean `{s}`?)"),
                    None => String::new(),
                };
                self.problems.push(
                    k.span(),
                    format!(
                        "unknown key `{}`{hint}; expected one of: {list}",
                        self.key_path(key)
                    ),
                );
            }
        }
    }
}

/// The tables of an array of tables, from [`Table::tables`]: each opened
/// when the one before was read, so that its problems and unknown keys are
/// its own.
pub struct Tables<'a, 'i> {
    problems: &'a Problems,
    items: std::iter::Enumerate<std::slice::Iter<'a, Value<'i>>>,
    len: usize,
    what: String,
    path: String,
}

impl Tables<'_, '_> {
    /// How many items the array has, tables or not.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<'a, 'i> Tables<'a, 'i> {
    /// Reads each table with `read`, then reports its unknown keys: the
    /// loop every reader of `[[key]]` writes.
    pub fn read_each(self, mut read: impl FnMut(&Table<'a, 'i>)) {
        for t in self {
            read(&t);
            t.finish();
        }
    }
}

impl<'a, 'i> Iterator for Tables<'a, 'i> {
    type Item = Table<'a, 'i>;

    fn next(&mut self) -> Option<Table<'a, 'i>> {
        loop {
            let (i, item) = self.items.next()?;
            let name = format!("{} {}", self.what, i + 1);
            let path = format!("{}[{}]", self.path, i + 1);
            if let Some(t) = Table::from_value(self.problems, item, name, path) {
                return Some(t);
            }
        }
    }
}

impl Drop for Table<'_, '_> {
    fn drop(&mut self) {
        // A forgotten `finish()`: report the unknown keys anyway, unless the
        // read already failed in this table (its keys were not all asked).
        if !self.finished.get()
            && !std::thread::panicking()
            && self.problems.len() == self.problems_before
        {
            self.report_unknown();
        }
    }
}

/// Words renamed in the schema: an old key written with the old word is
/// pointed to the new one (`seeds` to `stones`, `lone_seed` to `lone_stone`).
const RENAMED: &[(&str, &str)] = &[("seed", "stone")];

/// The allowed name `word` was most likely meant to be: one with a renamed
/// word put back, else the closest by edit distance, if close enough.
pub fn suggest<'o>(word: &str, options: &[&'o str]) -> Option<&'o str> {
    for (old, new) in RENAMED {
        let renamed = word.replace(old, new);
        if let Some(o) = options.iter().find(|o| **o == renamed) {
            return Some(o);
        }
    }
    let limit = 1 + word.chars().count() / 4;
    options
        .iter()
        .map(|o| (edit_distance(word, o), *o))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, o)| o)
}

/// ` (did you mean "NAME"?)` for a misspelled value or name (a variant, a
/// tournament-rules name), or nothing when no option is close.
pub fn did_you_mean(word: &str, options: &[&str]) -> String {
    match suggest(word, options) {
        Some(m) => format!(" (did you mean \"{m}\"?)"),
        None => String::new(),
    }
}

/// Levenshtein distance: insertions, deletions and substitutions of chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if ca == *cb {
                diagonal
            } else {
                1 + diagonal.min(above).min(row[j])
            };
            diagonal = above;
        }
    }
    row[b.len()]
}

/// A name of lowercase letters, digits and '-' (how rulesets and tournament
/// rules are named in records and on the command line).
pub fn name_value(t: &Table<'_, '_>, v: &Value<'_>, what: &str) -> Option<String> {
    match v.get_ref() {
        DeValue::String(s)
            if !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') =>
        {
            Some(s.to_string())
        }
        other => {
            t.problem(
                v.span(),
                format!(
                    "{what}: expected a name of lowercase letters, digits and '-', found {}",
                    describe(other)
                ),
            );
            None
        }
    }
}

/// An integer value within `range`.
pub fn int_value(
    problems: &Problems,
    v: &Value<'_>,
    range: RangeInclusive<i64>,
    what: &str,
) -> Option<i64> {
    let expected = || {
        // A machine limit is no domain: say what the number is for.
        if *range.end() >= i64::from(u32::MAX) {
            format!("a whole number of at least {}", range.start())
        } else {
            format!("an integer from {} to {}", range.start(), range.end())
        }
    };
    match v.get_ref() {
        DeValue::Integer(i) => {
            let n = i64::from_str_radix(i.as_str(), i.radix()).ok();
            match n {
                Some(n) if range.contains(&n) => Some(n),
                _ => {
                    problems.push(
                        v.span(),
                        format!("{what}: expected {}, found {}", expected(), i.as_str()),
                    );
                    None
                }
            }
        }
        other => {
            problems.push(
                v.span(),
                format!("{what}: expected {}, found {}", expected(), describe(other)),
            );
            None
        }
    }
}

/// A value written in TOML as one of a few names (`direction =
/// "clockwise"`), read by [`Table::named_or`].
pub trait Named: Clone + 'static {
    /// Each name with its value.
    const NAMES: &'static [(&'static str, Self)];
}

/// A string value that must be one of `options`.
pub fn choice_value<T: Clone>(
    problems: &Problems,
    v: &Value<'_>,
    options: &[(&str, T)],
    what: &str,
) -> Option<T> {
    let names = options
        .iter()
        .map(|(n, _)| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ");
    match v.get_ref() {
        DeValue::String(s) => match options.iter().find(|(n, _)| *n == s.as_ref()) {
            Some((_, t)) => Some(t.clone()),
            None => {
                let all: Vec<&str> = options.iter().map(|(n, _)| *n).collect();
                let hint = did_you_mean(s, &all);
                problems.push(
                    v.span(),
                    format!("{what}: expected one of {names}, found \"{s}\"{hint}"),
                );
                None
            }
        },
        other => {
            problems.push(
                v.span(),
                format!("{what}: expected one of {names}, found {}", describe(other)),
            );
            None
        }
    }
}

/// "a string", "an integer 5", ... for messages.
pub fn describe(v: &DeValue<'_>) -> String {
    match v {
        DeValue::String(s) => format!("the string \"{s}\""),
        DeValue::Integer(i) => format!("the integer {}", i.as_str()),
        DeValue::Float(_) => "a float".into(),
        DeValue::Boolean(b) => format!("the boolean {b}"),
        DeValue::Datetime(d) => format!("the date-time {d}"),
        DeValue::Array(_) => "an array".into(),
        DeValue::Table(_) => "a table".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_written_day_first_is_told_how_to_write_it() {
        for (text, written) in [
            ("date = 29.10.2023\n", "29.10.2023"),
            ("[event]\ndate = 1/2/2024\n", "1/2/2024"),
        ] {
            let source = Source::new("d.toml", text);
            let d = parse_document(&source).expect_err("not TOML");
            let iso = if written.starts_with('1') {
                "2024-02-01"
            } else {
                "2023-10-29"
            };
            assert_eq!(
                crate::words::Words::english().say(&d.problems[0].message),
                format!("a date is written year-month-day: write {iso}, not {written}")
            );
        }
        // Not a date: the TOML message stays.
        let d = parse_document(&Source::new("d.toml", "v = 1.2.3\n"))
            .err()
            .unwrap();
        assert!(
            crate::words::Words::english()
                .say(&d.problems[0].message)
                .starts_with("invalid TOML"),
            "{d}"
        );
    }

    fn read(text: &str, body: impl FnOnce(&Table<'_, '_>)) -> Vec<String> {
        let source = Source::new("t.toml", text);
        let doc = parse_document(&source).unwrap();
        let problems = Problems::default();
        {
            let root = Table::new(&problems, doc.get_ref(), 0..0, "the test");
            body(&root);
        }
        problems
            .0
            .into_inner()
            .into_iter()
            .map(|p| crate::words::Words::english().say(&p.message))
            .collect()
    }

    #[test]
    fn every_problem_is_collected_with_its_dotted_path() {
        let got = read(
            "pits = \"six\"\n[sowing]\nlone = \"jump\"\n[[capture]]\nside = \"left\"\n",
            |root| {
                root.int("pits", 1..=16);
                if let Some(s) = root.table("sowing") {
                    s.finish();
                }
                for (i, item) in root.array("capture").unwrap().iter().enumerate() {
                    let t = Table::from_value(
                        root.problems(),
                        item,
                        "c",
                        format!("capture[{}]", i + 1),
                    )
                    .unwrap();
                    t.choice("side", &[("own", 0), ("opponent", 1)]);
                    t.required("count");
                    t.finish();
                }
            },
        );
        assert_eq!(
            got,
            [
                "`pits`: expected an integer from 1 to 16, found the string \"six\"",
                "unknown key `sowing.lone`; expected one of: ",
                "`capture[1].side`: expected one of \"own\", \"opponent\", found \"left\"",
                "missing key `capture[1].count`",
            ]
        );
    }

    #[test]
    fn an_array_of_tables_is_read_table_by_table_with_dotted_paths() {
        let got = read(
            "player = [{ id = \"a\" }, 7, { id = 3, nmae = \"x\" }]\n",
            |root| {
                let tables = root.tables("player", "player").unwrap();
                assert_eq!(tables.len(), 3);
                let mut names = Vec::new();
                for t in tables {
                    t.string("id");
                    names.push(t.name.clone());
                    t.finish();
                }
                // The item that is not a table is reported and skipped.
                assert_eq!(names, ["player 1", "player 3"]);
                assert!(root.tables("absent", "absent").is_none());
            },
        );
        assert_eq!(
            got,
            [
                "player 2: expected a table, found the integer 7",
                "`player[3].id`: expected a string, found the integer 3",
                "unknown key `player[3].nmae`; expected one of: `id`",
            ]
        );
    }

    #[test]
    fn a_date_is_a_toml_date_or_the_same_as_a_string() {
        let mut dates = Vec::new();
        let got = read(
            "a = 2023-10-29\nb = \"2024-02-01\"\nc = \"29.10.2023\"\nd = 2023-10-29T10:00:00\ne = \"2023-02-30\"\nf = 7\n",
            |root| {
                for key in ["a", "b", "c", "d", "e", "f", "absent"] {
                    dates.push(root.date(key).map(|d| d.to_string()));
                }
            },
        );
        assert_eq!(
            dates,
            [
                Some("2023-10-29".to_string()),
                Some("2024-02-01".to_string()),
                None,
                None,
                None,
                None,
                None
            ]
        );
        assert_eq!(
            got,
            [
                "`c`: expected a date such as 2023-10-29, found the string \"29.10.2023\"",
                "`d`: expected a date such as 2023-10-29, found the date-time 2023-10-29T10:00:00",
                "`e`: expected a date such as 2023-10-29, found the string \"2023-02-30\"",
                "`f`: expected a date such as 2023-10-29, found the integer 7",
            ]
        );
    }

    #[test]
    fn a_forgotten_finish_still_reports_unknown_keys() {
        let got = read("name = \"x\"\nnmae = \"y\"\n", |root| {
            root.string("name");
            // no finish(): the guard reports `nmae` when the table drops
        });
        assert_eq!(
            got,
            ["unknown key `nmae` (did you mean `name`?); expected one of: `name`"]
        );
    }

    #[test]
    fn a_misspelled_name_gets_the_close_option_and_a_far_one_nothing() {
        let names = ["kalah", "oware", "mangala-2023"];
        assert_eq!(did_you_mean("kalahh", &names), " (did you mean \"kalah\"?)");
        assert_eq!(
            did_you_mean("mangala-2032", &names),
            " (did you mean \"mangala-2023\"?)"
        );
        assert_eq!(did_you_mean("chess", &names), "");
    }

    #[test]
    fn suggestions_for_misspelled_and_renamed_words() {
        assert_eq!(suggest("seeds", &["pits", "stones"]), Some("stones"));
        assert_eq!(
            suggest("lone_seed", &["lone_stone", "skip_origin"]),
            Some("lone_stone")
        );
        assert_eq!(
            suggest("leftovers", &["leftover", "cycle"]),
            Some("leftover")
        );
        assert_eq!(
            suggest("was_empty", &["even", "odd", "was-empty"]),
            Some("was-empty")
        );
        assert_eq!(suggest("author", &["board", "name", "source"]), None);
        assert_eq!(suggest("jump", &["next", "sow"]), None);
    }

    #[test]
    fn edit_distance_counts_single_char_edits() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("stone", "stones"), 1);
        assert_eq!(edit_distance("küre", "kure"), 1);
        assert_eq!(edit_distance("abc", ""), 3);
    }

    #[test]
    fn a_misspelled_choice_gets_a_hint() {
        let got = read("count = \"evne\"\n", |root| {
            root.choice("count", &[("even", 0), ("odd", 1)]);
        });
        assert_eq!(
            got,
            ["`count`: expected one of \"even\", \"odd\", found \"evne\" (did you mean \"even\"?)"]
        );
    }
}
