//! Reading TOML against a schema while collecting *every* problem with its
//! location: unknown keys (with the keys that are allowed), wrong types and
//! out-of-range values. Serde's `deny_unknown_fields` stops at the first
//! problem; a referee fixing a file wants them all at once.
//!
//! The problems are typed messages ([`Schema`]): the key or table they are
//! about ([`Part`]), what was expected ([`Expected`]) and what was found
//! ([`Found`]), each worded in `locales/*/readers.ftl`.

use std::cell::{Cell, RefCell};
use std::ops::{Range, RangeInclusive};
use std::sync::Arc;

use toml::Spanned;
use toml::de::{DeArray, DeTable, DeValue};

use crate::text::diagnostic::{Diagnostics, Problem, Source};
use crate::words::Msg;

pub type Value<'i> = Spanned<DeValue<'i>>;

crate::messages! {
    /// How a message names a part of a TOML file.
    pub enum Part {
        /// A key by its dotted path from the document's root, as the file
        /// writes it: `sowing.lone_stone`, `capture[1].side`.
        Key { path: String } = "readers-key",
        /// A table by its header: `[sowing]`.
        Table { key: String } = "readers-table",
        /// The n-th table (from 1) of an array of tables: `[[capture]] 2`.
        Item { key: String, n: usize } = "readers-item",
    }
}

crate::messages! {
    /// What was wrong with a key or a value of a TOML file: the schema
    /// every reader checks.
    pub enum Schema {
        /// "`pits`: expected an integer from 1 to 16, found the string
        /// "six"": `what` names the key or table, `expected` and `found`
        /// are messages of their own ([`Expected`], [`Found`]).
        Expected { what: Msg, expected: Msg, found: Msg } = "readers-expected",
        MissingKey { path: String } = "readers-missing-key",
        /// A key the schema does not know; `allowed` the keys it knows,
        /// quoted as keys; `hint` the one most likely meant ([`Hint::Key`]).
        UnknownKey { path: String, hint: Option<Msg>, allowed: Vec<String> } = "readers-unknown-key",
        /// A message about one key or table: "`extends`: …".
        About { what: Msg, message: Msg } = "readers-about",
        /// A date written day first (`29.10.2023`): how TOML writes it.
        DateOrder { written: String, iso: String } = "readers-date-order",
    }
}

crate::messages! {
    /// What a value was expected to be.
    pub enum Expected {
        /// A machine limit is no domain: past `u32::MAX` the message says
        /// [`Expected::AtLeast`].
        Integer { low: i64, high: i64 } = "readers-expected-integer",
        AtLeast { low: i64 } = "readers-expected-at-least",
        /// One of `names`, each quoted as TOML writes a string.
        OneOf { names: Vec<String> } = "readers-expected-one-of",
        Text = "readers-expected-text",
        Boolean = "readers-expected-boolean",
        Array = "readers-expected-array",
        Table = "readers-expected-table",
        Date = "readers-expected-date",
        DateTime = "readers-expected-date-time",
        /// A name of lowercase letters, digits and '-' (a ruleset's, a
        /// player's id).
        Name = "readers-expected-name",
    }
}

crate::messages! {
    /// What a value was found to be instead (its text as the file writes it).
    pub enum Found {
        String { value: String } = "readers-found-string",
        Integer { value: String } = "readers-found-integer",
        /// An integer of the right type outside the range expected.
        Number { value: String } = "readers-found-number",
        Float = "readers-found-float",
        Boolean { value: String } = "readers-found-boolean",
        DateTime { value: String } = "readers-found-date-time",
        Array = "readers-found-array",
        Table = "readers-found-table",
        /// A string that is none of the names allowed, with the closest
        /// ([`Hint::Value`]).
        Unknown { value: String, hint: Option<Msg> } = "readers-found-unknown",
    }
}

crate::messages! {
    /// The name most likely meant by one misspelled.
    pub enum Hint {
        /// A key: (did you mean `lone_stone`?)
        Key { name: String } = "readers-hint-key",
        /// A value or a name: (did you mean "even"?)
        Value { name: String } = "readers-hint-value",
    }
}

/// Parses a whole document; a syntax error becomes a located diagnostic.
pub fn parse_document(source: &Arc<Source>) -> Result<Spanned<DeTable<'_>>, Diagnostics> {
    DeTable::parse(&source.text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        let message: Msg = match written_date(&source.text, span.start) {
            Some((written, iso)) => Schema::DateOrder { written, iso }.into(),
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
    pub name: Msg,
    /// The dotted path of this table from the document's root ("" for the
    /// root, `sowing`, `capture[1]`, `set[2].incidents[1]`).
    path: TablePath,
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
        name: impl Into<Msg>,
    ) -> Self {
        Table::at(
            problems,
            table,
            span,
            name.into(),
            TablePath::from(String::new()),
        )
    }

    fn at(
        problems: &'a Problems,
        table: &'a DeTable<'i>,
        span: Range<usize>,
        name: Msg,
        path: TablePath,
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
        name: impl Into<Msg>,
        path: impl Into<TablePath>,
    ) -> Option<Self> {
        let name = name.into();
        match value.get_ref() {
            DeValue::Table(t) => Some(Table::at(problems, t, value.span(), name, path.into())),
            other => {
                problems.push(
                    value.span(),
                    Schema::Expected {
                        what: name,
                        expected: Expected::Table.into(),
                        found: found(other).into(),
                    },
                );
                None
            }
        }
    }

    /// The dotted path of `key` in this table (`sowing.lone_stone`).
    pub fn key_path(&self, key: &str) -> String {
        let path = self.path.to_string();
        if path.is_empty() {
            key.to_string()
        } else {
            format!("{path}.{key}")
        }
    }

    /// `key` of this table as messages name it: `` `sowing.lone_stone` ``.
    pub fn key(&self, key: &str) -> Msg {
        Part::Key {
            path: self.key_path(key),
        }
        .into()
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
                Schema::MissingKey {
                    path: self.key_path(key),
                },
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
            other => self.type_problem(key, v, Expected::Boolean, other),
        }
    }

    pub fn int(&self, key: &'static str, range: RangeInclusive<i64>) -> Option<i64> {
        let v = self.get(key)?;
        int_value(self.problems, v, range, KeyOf { table: self, key })
    }

    pub fn string(&self, key: &'static str) -> Option<String> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::String(s) => Some(s.to_string()),
            other => self.type_problem(key, v, Expected::Text, other),
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
                Schema::Expected {
                    what: Part::Key { path: key.into() }.into(),
                    expected: Expected::Date.into(),
                    found: found(v.get_ref()).into(),
                },
            );
        }
        parsed
    }

    /// A local date and time (`2026-12-12T14:30`), to the minute.
    pub fn date_time(&self, key: &'static str) -> Option<chrono::NaiveDateTime> {
        let v = self.get(key)?;
        let parsed = match v.get_ref() {
            DeValue::Datetime(d) if d.offset.is_none() => {
                d.date.zip(d.time).and_then(|(date, time)| {
                    chrono::NaiveDate::from_ymd_opt(
                        i32::from(date.year),
                        u32::from(date.month),
                        u32::from(date.day),
                    )?
                    .and_hms_opt(
                        u32::from(time.hour),
                        u32::from(time.minute),
                        0,
                    )
                })
            }
            _ => None,
        };
        if parsed.is_none() {
            self.problem(
                v.span(),
                Schema::Expected {
                    what: Part::Key { path: key.into() }.into(),
                    expected: Expected::DateTime.into(),
                    found: found(v.get_ref()).into(),
                },
            );
        }
        parsed
    }

    /// A string that must be one of `options`.
    pub fn choice<T: Clone>(&self, key: &'static str, options: &[(&str, T)]) -> Option<T> {
        let v = self.get(key)?;
        choice_value(self.problems, v, options, KeyOf { table: self, key })
    }

    /// The value of `key`, one of `T`'s names; `default` when the key is
    /// absent or not one of them (then reported, with the names allowed).
    pub fn named_or<T: Named>(&self, key: &'static str, default: T) -> T {
        self.choice(key, T::NAMES).unwrap_or(default)
    }

    pub fn table(&self, key: &'static str) -> Option<Table<'a, 'i>> {
        let v = self.get(key)?;
        Table::from_value(
            self.problems,
            v,
            Part::Table { key: key.into() },
            self.key_path(key),
        )
    }

    pub fn array(&self, key: &'static str) -> Option<&'a DeArray<'i>> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::Array(a) => Some(a),
            other => self.type_problem(key, v, Expected::Array, other),
        }
    }

    /// The tables of the array of tables `[[key]]`, for reading one at a
    /// time: the n-th (from 1) is named `name(n)` in messages ("player 3")
    /// and `key[n]` in dotted paths (`player[3].surname`); an item that is
    /// not a table is reported and skipped. `None` when the key is absent,
    /// or not an array (reported).
    pub fn tables(
        &self,
        key: &'static str,
        name: impl Fn(usize) -> Msg + 'a,
    ) -> Option<Tables<'a, 'i>> {
        let items = self.array(key)?;
        Some(Tables {
            problems: self.problems,
            items: items.iter().enumerate(),
            len: items.len(),
            name: Box::new(name),
            path: self.key_path(key).into(),
        })
    }

    fn type_problem<T>(
        &self,
        key: &str,
        v: &Value<'_>,
        expected: Expected,
        found: &DeValue<'_>,
    ) -> Option<T> {
        self.problem(
            v.span(),
            Schema::Expected {
                what: self.key(key),
                expected: expected.into(),
                found: self::found(found).into(),
            },
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
                // Each key quoted as messages quote a key.
                let allowed_keys = allowed.iter().map(|k| format!("`{k}`")).collect();
                let hint = suggest(key, &allowed).map(|s| Hint::Key { name: s.into() }.into());
                self.problems.push(
                    k.span(),
                    Schema::UnknownKey {
                        path: self.key_path(key),
                        hint,
                        allowed: allowed_keys,
                    },
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
    name: Box<dyn Fn(usize) -> Msg + 'a>,
    path: Arc<str>,
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
            let name = (self.name)(i + 1);
            let path = TablePath::item(&self.path, i + 1);
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

/// The close option to a misspelled value or name (a variant, a
/// tournament-rules name) as a message's hint, `None` when no option is
/// close.
pub fn hint(word: &str, options: &[&str]) -> Option<Msg> {
    suggest(word, options).map(|m| Hint::Value { name: m.into() }.into())
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
pub fn name_value(t: &Table<'_, '_>, v: &Value<'_>, what: impl Into<Msg>) -> Option<String> {
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
                Schema::Expected {
                    what: what.into(),
                    expected: Expected::Name.into(),
                    found: found(other).into(),
                },
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
    what: impl Into<Msg>,
) -> Option<i64> {
    // A machine limit is no domain: say what the number is for.
    let expected = if *range.end() >= i64::from(u32::MAX) {
        Expected::AtLeast {
            low: *range.start(),
        }
    } else {
        Expected::Integer {
            low: *range.start(),
            high: *range.end(),
        }
    };
    let found = match v.get_ref() {
        DeValue::Integer(i) => match i64::from_str_radix(i.as_str(), i.radix()) {
            Ok(n) if range.contains(&n) => return Some(n),
            _ => Found::Number {
                value: i.as_str().into(),
            },
        },
        other => found(other),
    };
    problems.push(
        v.span(),
        Schema::Expected {
            what: what.into(),
            expected: expected.into(),
            found: found.into(),
        },
    );
    None
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
    what: impl Into<Msg>,
) -> Option<T> {
    let found = match v.get_ref() {
        DeValue::String(s) => match options.iter().find(|(n, _)| *n == s.as_ref()) {
            Some((_, t)) => return Some(t.clone()),
            None => {
                let all: Vec<&str> = options.iter().map(|(n, _)| *n).collect();
                Found::Unknown {
                    value: s.to_string(),
                    hint: hint(s, &all),
                }
            }
        },
        other => found(other),
    };
    // Each name quoted as TOML writes a string.
    let names = options.iter().map(|(n, _)| format!("\"{n}\"")).collect();
    problems.push(
        v.span(),
        Schema::Expected {
            what: what.into(),
            expected: Expected::OneOf { names }.into(),
            found: found.into(),
        },
    );
    None
}

/// What a value is, for a message: the string "six", the integer 7, a
/// float, ...
pub fn found(v: &DeValue<'_>) -> Found {
    match v {
        DeValue::String(s) => Found::String {
            value: s.to_string(),
        },
        DeValue::Integer(i) => Found::Integer {
            value: i.as_str().into(),
        },
        DeValue::Float(_) => Found::Float,
        DeValue::Boolean(b) => Found::Boolean {
            value: b.to_string(),
        },
        DeValue::Datetime(d) => Found::DateTime {
            value: d.to_string(),
        },
        DeValue::Array(_) => Found::Array,
        DeValue::Table(_) => Found::Table,
    }
}

/// `key` of `table` as messages name it ([`Table::key`]), worded only if a
/// problem is found: most values are right, and the path costs a string.
struct KeyOf<'t, 'a, 'i> {
    table: &'t Table<'a, 'i>,
    key: &'static str,
}

impl From<KeyOf<'_, '_, '_>> for Msg {
    fn from(k: KeyOf<'_, '_, '_>) -> Msg {
        k.table.key(k.key)
    }
}

/// Where a table stands in the document, worded only when a message
/// needs it: a record may hold 150,000 incidents, each a table whose path
/// (`set[1].incidents[7]`) no message ever names when all is well.
#[derive(Debug, Clone)]
pub enum TablePath {
    Written(String),
    /// The `index`-th item (from 1) of the array at `array`.
    Item {
        array: Arc<str>,
        index: usize,
    },
}

impl TablePath {
    pub fn item(array: &Arc<str>, index: usize) -> TablePath {
        TablePath::Item {
            array: array.clone(),
            index,
        }
    }
}

impl From<String> for TablePath {
    fn from(path: String) -> TablePath {
        TablePath::Written(path)
    }
}

impl From<&str> for TablePath {
    fn from(path: &str) -> TablePath {
        TablePath::Written(path.to_string())
    }
}

impl std::fmt::Display for TablePath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TablePath::Written(path) => f.write_str(path),
            TablePath::Item { array, index } => write!(f, "{array}[{index}]"),
        }
    }
}

#[cfg(test)]
mod tests;
