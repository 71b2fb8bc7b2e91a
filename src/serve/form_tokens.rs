//! The phone's and the desk's result forms as `hakem result`'s SET tokens
//! (`30-18`, `t:second`, `w:first`), and a record's result back as the
//! tokens of the language spoken (`s:ikinci:20` in Turkish): the one
//! translation between the forms' fields and what `event::result` reads.

use std::collections::HashMap;

use crate::record::{Forfeit, IncidentKind, Record, SetRecord, WarningReason, Who};
use crate::words::Words;

crate::messages! {
    /// Why the phone's form was not read (before any rule is asked).
    pub enum FormProblem {
        /// A field of set `set` holds `text`, not a number the form takes.
        NotANumber { set: usize, text: String } = "serve-form-not-a-number",
        /// Set `set` is empty and a later one is not.
        EmptySet { set: usize } = "serve-form-empty-set",
    }
}

crate::messages! {
    /// Parts of `hakem result`'s SET tokens in the forms of the language
    /// spoken (`t:second` in English, `s:ikinci` in Turkish): each is one
    /// `event::result::parse_entry` reads.
    pub enum Token {
        Timeout { who: Side } = "serve-token-timeout",
        Warning { who: Side } = "serve-token-warning",
        Forfeit { who: Side } = "serve-token-forfeit",
        /// A set recorded move by move (never entered from the desk).
        Moves { moves: usize } = "serve-token-moves",
    }
}

/// A player of the table, or both (a token's choice).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    First,
    Second,
    Both,
}

crate::choices!(Side {
    First = "first",
    Second = "second",
    Both = "both",
});

impl From<Who> for Side {
    fn from(who: Who) -> Side {
        match who {
            Who::First => Side::First,
            Who::Second => Side::Second,
        }
    }
}

/// Sets a round can have on the form (the best of three).
pub(super) const SETS: usize = 3;
/// Most stones a store can be entered with, and most warnings a player.
pub(super) const MAX_STORE: u32 = 999;
pub(super) const MAX_WARNINGS: u32 = 9;

pub(super) type Fields = HashMap<String, String>;

pub(super) fn field<'a>(f: &'a Fields, key: &str) -> &'a str {
    f.get(key).map(|s| s.trim()).unwrap_or("")
}

/// The SET tokens of `hakem result` the phone form's fields give, a set a
/// token: `30-18`; `-20,t:second` (only the store of the player whose time
/// ran out); `w:first` per warning; `first` for a game entered by set
/// results. The tokens are the form's own, never shown.
pub(crate) fn form_tokens(f: &Fields) -> Result<Vec<String>, FormProblem> {
    let mut tokens = Vec::new();
    let mut empty_before: Option<usize> = None;
    for n in 1..=SETS {
        let number = |key: &str, max: u32| -> Result<Option<u32>, FormProblem> {
            let text = field(f, &format!("s{n}{key}"));
            if text.is_empty() {
                return Ok(None);
            }
            text.parse::<u32>()
                .ok()
                .filter(|v| *v <= max)
                .map(Some)
                .ok_or_else(|| FormProblem::NotANumber {
                    set: n,
                    text: text.to_string(),
                })
        };
        let (a, b) = (number("a", MAX_STORE)?, number("b", MAX_STORE)?);
        let (wa, wb) = (
            number("wa", MAX_WARNINGS)?.unwrap_or(0),
            number("wb", MAX_WARNINGS)?.unwrap_or(0),
        );
        let pick = |key: &str, allowed: &[&'static str]| {
            let v = field(f, &format!("s{n}{key}"));
            allowed.iter().copied().find(|a| *a == v)
        };
        let timeout = pick("t", &["first", "second"]);
        let result = pick("r", &["first", "second", "draw"]);
        let mut parts: Vec<String> = Vec::new();
        parts.extend(result.map(str::to_string));
        if a.is_some() || b.is_some() {
            let side = |v: Option<u32>| v.map(|v| v.to_string()).unwrap_or_default();
            parts.push(format!("{}-{}", side(a), side(b)));
        }
        parts.extend(timeout.map(|who| format!("t:{who}")));
        parts.extend((0..wa).map(|_| "w:first".to_string()));
        parts.extend((0..wb).map(|_| "w:second".to_string()));
        if parts.is_empty() {
            empty_before.get_or_insert(n);
            continue;
        }
        if let Some(set) = empty_before {
            return Err(FormProblem::EmptySet { set });
        }
        tokens.push(parts.join(","));
    }
    Ok(tokens)
}

/// A record's result as `hakem result`'s SET tokens in the forms of
/// `words`' language (`s:ikinci:20 30-18` in Turkish), as
/// [`crate::event::result::entry_tokens`] gives them in English: what the desk shows of
/// a result and offers to change. A set's result (`first`, `draw`) and a
/// warning's reason (`conduct`) are the record's words, the only ones read.
pub(crate) fn tokens_in(words: Words, record: &Record) -> String {
    match record.forfeit {
        Some(Forfeit::One(who)) => words.say(&Token::Forfeit { who: who.into() }),
        Some(Forfeit::Both) => words.say(&Token::Forfeit { who: Side::Both }),
        None => record
            .sets
            .iter()
            .map(|set| set_tokens(words, set))
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// One set as a SET token ([`crate::event::result::set_token`]'s form) in `words`'
/// language.
fn set_tokens(words: Words, set: &SetRecord) -> String {
    let mut parts = Vec::new();
    if let Some(r) = set.result {
        parts.push(r.key().to_string());
    }
    let timeout = set
        .incidents
        .iter()
        .find(|i| i.kind == IncidentKind::Timeout)
        .map(|i| i.player);
    let timeout_of = |who: Who| words.say(&Token::Timeout { who: who.into() });
    if let Some(c) = set.counted {
        let shown = |n: Option<u32>| n.map_or_else(String::new, |n| n.to_string());
        match timeout {
            Some(who) if c.of(who.other()).is_none() => {
                parts.push(format!("{}:{}", timeout_of(who), shown(c.of(who))));
            }
            Some(who) => {
                parts.push(timeout_of(who));
                parts.push(format!("{}-{}", shown(c.first), shown(c.second)));
            }
            None if c.first.is_some() || c.second.is_some() => {
                parts.push(format!("{}-{}", shown(c.first), shown(c.second)));
            }
            None => {}
        }
    } else if !set.moves.is_empty() {
        parts.push(words.say(&Token::Moves {
            moves: set.moves.len(),
        }));
    }
    for i in &set.incidents {
        if let IncidentKind::Warning(reason) = i.kind {
            let warning = words.say(&Token::Warning {
                who: i.player.into(),
            });
            parts.push(match reason {
                WarningReason::TouchMove => warning,
                r => format!("{warning}:{}", r.key()),
            });
        }
    }
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::result::{self, Entry, parse_entry};
    use crate::words::Language;

    fn record_of(entry: Entry) -> Record {
        let (forfeit, sets) = match entry {
            Entry::Sets(sets) => (None, sets),
            Entry::Forfeit(f) => (Some(f), Vec::new()),
        };
        Record {
            variant: "turkish-mangala".into(),
            rules: None,
            event: None,
            players: None,
            forfeit,
            sets,
            history: Vec::new(),
        }
    }

    #[test]
    fn a_result_is_shown_in_the_forms_of_the_language_spoken_and_reads_back() {
        let turkish = Words::new(Language::TR);
        for (typed, english, in_turkish) in [
            (
                "t:second:20 30-18,w:first",
                "t:second:20 30-18,w:first",
                "s:ikinci:20 30-18,u:birinci",
            ),
            (
                "s:birinci:23,-25 20-28,u:ikinci,u:ikinci:conduct",
                "t:first,23-25 20-28,w:second,w:second:conduct",
                "s:birinci,23-25 20-28,u:ikinci,u:ikinci:conduct",
            ),
            ("t:first,30-18", "t:first,30-18", "s:birinci,30-18"),
            ("hükmen:ikisi", "forfeit:both", "hükmen:ikisi"),
            ("forfeit:first", "forfeit:first", "hükmen:birinci"),
            (
                "first draw second",
                "first draw second",
                "first draw second",
            ),
        ] {
            let tokens: Vec<&str> = typed.split(' ').collect();
            let record = record_of(parse_entry(&tokens).unwrap());
            assert_eq!(tokens_in(Words::english(), &record), english, "{typed}");
            assert_eq!(result::entry_tokens(&record), english, "{typed}");
            let shown = tokens_in(turkish, &record);
            assert_eq!(shown, in_turkish, "{typed}");
            // What the desk shows in Turkish is read back as the same result.
            let again: Vec<&str> = shown.split(' ').collect();
            assert_eq!(record_of(parse_entry(&again).unwrap()), record, "{shown}");
        }
    }

    #[test]
    fn the_forms_fields_become_tokens_or_a_typed_problem() {
        let fields = |pairs: &[(&str, &str)]| -> Fields {
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let tokens = form_tokens(&fields(&[
            ("s1a", "30"),
            ("s1b", "18"),
            ("s2b", "20"),
            ("s2t", "second"),
            ("s2wa", "2"),
        ]))
        .unwrap();
        assert_eq!(tokens, ["30-18", "-20,t:second,w:first,w:first"]);
        assert_eq!(
            form_tokens(&fields(&[("s1a", "30"), ("s1b", "otuz")])),
            Err(FormProblem::NotANumber {
                set: 1,
                text: "otuz".into()
            })
        );
        assert_eq!(
            form_tokens(&fields(&[("s1a", "1000"), ("s1b", "18")])),
            Err(FormProblem::NotANumber {
                set: 1,
                text: "1000".into()
            })
        );
        assert_eq!(
            form_tokens(&fields(&[("s1a", "30"), ("s1b", "18"), ("s3a", "26")])),
            Err(FormProblem::EmptySet { set: 2 })
        );
    }
}
