//! Moves on a grid as a record writes them (docs/formats.md, "Grid moves"):
//! an array of strings, one a move (`["d3", "c5", "pass"]`, `["c4 3",
//! "d2 1ccw"]`), or one string (`"d3 c5 pass"`, `"c4 3, d2 1ccw"`) where a
//! quadrant number belongs to the cell before it. A list is grid notation
//! when it holds a cell or a pass (an array: a string starting with one);
//! anything else is read as pit numbers. Only the form is checked here; whether a cell is on the
//! board or a move legal is the referee's finding.

use std::ops::Range;

use toml::de::DeValue;

use crate::files::toml_reader::{Problems, Value};
use crate::record::RecordProblem;
use crate::text::diagnostic::Source;

/// Whether a `moves` value is written in grid notation.
pub fn is_grid(v: &Value<'_>) -> bool {
    match v.get_ref() {
        DeValue::Array(items) => items.iter().any(|i| match i.get_ref() {
            DeValue::String(s) => s
                .split_whitespace()
                .next()
                .is_some_and(|w| is_pass(w) || is_cell(w)),
            _ => false,
        }),
        DeValue::String(s) => {
            crate::record::moves::tokens(s).any(|(_, t)| is_pass(t) || is_cell(t))
        }
        _ => false,
    }
}

/// A letter and a number: `d3`.
fn is_cell(token: &str) -> bool {
    let mut c = token.chars();
    c.next().is_some_and(|l| l.is_ascii_alphabetic())
        && !c.as_str().is_empty()
        && c.as_str().chars().all(|d| d.is_ascii_digit())
}

fn starts_with_letter(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic())
}

/// The moves of a grid list, each with its span in the file; every
/// problem of form recorded.
pub fn read(
    problems: &Problems,
    v: &Value<'_>,
    source: &Source,
    spans: &mut Vec<Range<usize>>,
) -> Option<Vec<String>> {
    // (text, span) of each move, then each checked.
    let mut written: Vec<(String, Range<usize>)> = Vec::new();
    let mut ok = true;
    match v.get_ref() {
        DeValue::Array(items) => {
            for item in items.iter() {
                match item.get_ref() {
                    DeValue::String(s) => written.push((s.to_string(), item.span())),
                    other => {
                        spans.push(item.span());
                        problems.push(
                            item.span(),
                            RecordProblem::GridMoveNotAString {
                                found: crate::files::toml_reader::found(other).into(),
                            },
                        );
                        ok = false;
                    }
                }
            }
        }
        DeValue::String(s) => {
            // Offsets inside the string line up with the file when the raw
            // text is the string between quotes (no escapes).
            let span = v.span();
            let raw = source.text.get(span.clone()).unwrap_or("");
            let inner = raw.get(1..raw.len().saturating_sub(1)).unwrap_or("");
            let base = (inner == s.as_ref()).then_some(span.start + 1);
            for (start, end) in group(s) {
                let at = match base {
                    Some(b) => b + start..b + end,
                    None => span.clone(),
                };
                written.push((s[start..end].to_string(), at));
            }
        }
        _ => return None,
    }
    let mut moves = Vec::new();
    for (text, span) in written {
        spans.push(span.clone());
        match check_form(&text) {
            Ok(()) => moves.push(
                text.split([' ', '\t', ','])
                    .filter(|w| !w.is_empty())
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            Err(e) => {
                problems.push(span, RecordProblem::InMoves { problem: e.into() });
                ok = false;
            }
        }
    }
    ok.then_some(moves)
}

/// The byte ranges of the moves of a one-string list: a word that starts
/// with a letter begins a move, a word that starts with a digit (a
/// quadrant) belongs to the move before it.
pub fn group(s: &str) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut open = false;
    for (at, token) in crate::record::moves::tokens(s) {
        let end = at + token.len();
        if starts_with_letter(token) || !open {
            out.push((at, end));
            open = starts_with_letter(token) && !is_pass(token);
        } else if let Some(last) = out.last_mut() {
            last.1 = end;
            open = false;
        }
    }
    out
}

fn is_pass(word: &str) -> bool {
    matches!(word.to_ascii_lowercase().as_str(), "pass" | "pas")
}

crate::messages! {
    /// What is wrong with the form of a grid move (`locales/*/record.ftl`).
    pub enum GridMoveProblem {
        /// `text`: the move as written.
        Form { text: String } = "record-grid-move-form",
    }
}

/// The form of one move: `pass`/`pas`, a cell (a letter and a number), or
/// a cell and a quadrant turn (`3`, `3cw`, `3ccw`).
pub fn check_form(text: &str) -> Result<(), GridMoveProblem> {
    let words: Vec<&str> = text
        .split([' ', '\t', ','])
        .filter(|w| !w.is_empty())
        .collect();
    let cell_ok = is_cell;
    let turn_ok = |w: &str| {
        let lower = w.to_ascii_lowercase();
        let digits = lower.chars().take_while(char::is_ascii_digit).count();
        digits > 0 && matches!(&lower[digits..], "" | "cw" | "ccw")
    };
    match words.as_slice() {
        [w] if is_pass(w) || cell_ok(w) => Ok(()),
        [c, t] if cell_ok(c) && turn_ok(t) => Ok(()),
        _ => Err(GridMoveProblem::Form {
            text: text.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quadrant_belongs_to_the_cell_before_it() {
        let s = "c4 3, d2 1ccw e5 pass f6 2";
        let moves: Vec<&str> = group(s).into_iter().map(|(a, b)| &s[a..b]).collect();
        assert_eq!(moves, ["c4 3", "d2 1ccw", "e5", "pass", "f6 2"]);
    }

    #[test]
    fn forms() {
        for ok in ["d3", "pass", "PAS", "c4 3", "c4 3cw", "c4 3ccw", "z99"] {
            assert_eq!(check_form(ok), Ok(()), "{ok}");
        }
        for bad in ["3", "c", "c4 x", "c4 3 1", "pass 3", "c4 3cc", "4c"] {
            assert!(check_form(bad).is_err(), "{bad}");
        }
    }
}
