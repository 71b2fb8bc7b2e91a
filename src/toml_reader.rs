//! Reading TOML against a schema while collecting *every* problem with its
//! location: unknown keys (with the keys that are allowed), wrong types and
//! out-of-range values. Serde's `deny_unknown_fields` stops at the first
//! problem; a referee fixing a file wants them all at once.

use std::cell::RefCell;
use std::ops::{Range, RangeInclusive};
use std::sync::Arc;

use toml::Spanned;
use toml::de::{DeArray, DeTable, DeValue};

use crate::diagnostic::{Diagnostics, Problem, Source};

pub type Value<'i> = Spanned<DeValue<'i>>;

/// Parses a whole document; a syntax error becomes a located diagnostic.
pub fn parse_document(source: &Arc<Source>) -> Result<Spanned<DeTable<'_>>, Diagnostics> {
    DeTable::parse(&source.text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        let message = format!("invalid TOML: {}", e.message().trim_end());
        Diagnostics::new(source.clone(), vec![Problem::new(span, message)])
    })
}

/// The problems found so far in one source.
#[derive(Debug, Default)]
pub struct Problems(RefCell<Vec<Problem>>);

impl Problems {
    pub fn push(&self, span: Range<usize>, message: impl Into<String>) {
        self.0.borrow_mut().push(Problem::new(span, message));
    }

    pub fn is_empty(&self) -> bool {
        self.0.borrow().is_empty()
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
pub struct Table<'a, 'i> {
    problems: &'a Problems,
    table: &'a DeTable<'i>,
    span: Range<usize>,
    /// How messages name this table: "the ruleset", "[sowing]", "set 2".
    pub name: String,
    known: RefCell<Vec<&'static str>>,
}

impl<'a, 'i> Table<'a, 'i> {
    pub fn new(
        problems: &'a Problems,
        table: &'a DeTable<'i>,
        span: Range<usize>,
        name: impl Into<String>,
    ) -> Self {
        Table {
            problems,
            table,
            span,
            name: name.into(),
            known: RefCell::new(Vec::new()),
        }
    }

    /// Reads a value as a table, or records that it is not one.
    pub fn from_value(
        problems: &'a Problems,
        value: &'a Value<'i>,
        name: impl Into<String>,
    ) -> Option<Self> {
        let name = name.into();
        match value.get_ref() {
            DeValue::Table(t) => Some(Table::new(problems, t, value.span(), name)),
            other => {
                problems.push(
                    value.span(),
                    format!("{name}: expected a table, found {}", describe(other)),
                );
                None
            }
        }
    }

    pub fn problems(&self) -> &'a Problems {
        self.problems
    }

    pub fn span(&self) -> Range<usize> {
        self.span.clone()
    }

    pub fn problem(&self, span: Range<usize>, message: impl Into<String>) {
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
                format!("{}: missing key `{key}`", self.name),
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
        int_value(self.problems, v, range, &format!("`{key}`"))
    }

    pub fn string(&self, key: &'static str) -> Option<String> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::String(s) => Some(s.to_string()),
            other => self.type_problem(key, v, "a string", other),
        }
    }

    /// A string that must be one of `options`.
    pub fn choice<T: Clone>(&self, key: &'static str, options: &[(&str, T)]) -> Option<T> {
        let v = self.get(key)?;
        choice_value(self.problems, v, options, &format!("`{key}`"))
    }

    pub fn table(&self, key: &'static str) -> Option<Table<'a, 'i>> {
        let v = self.get(key)?;
        Table::from_value(self.problems, v, format!("[{key}]"))
    }

    pub fn array(&self, key: &'static str) -> Option<&'a DeArray<'i>> {
        let v = self.get(key)?;
        match v.get_ref() {
            DeValue::Array(a) => Some(a),
            other => self.type_problem(key, v, "an array", other),
        }
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
            format!("`{key}`: expected {expected}, found {}", describe(found)),
        );
        None
    }

    /// Reports every key that was never asked for.
    pub fn finish(self) {
        let known = self.known.into_inner();
        for (k, _) in self.table.iter() {
            let key = k.get_ref().as_ref();
            if !known.contains(&key) {
                let mut allowed: Vec<&str> = known.clone();
                allowed.sort_unstable();
                allowed.dedup();
                let list = allowed
                    .iter()
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                self.problems.push(
                    k.span(),
                    format!(
                        "{}: unknown key `{key}`; expected one of: {list}",
                        self.name
                    ),
                );
            }
        }
    }
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
        if *range.end() == i64::MAX {
            format!("an integer of at least {}", range.start())
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
                problems.push(
                    v.span(),
                    format!("{what}: expected one of {names}, found \"{s}\""),
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
