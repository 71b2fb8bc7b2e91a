//! Located problems in an input file, rendered as `file:line:col: message`
//! followed by the offending line and a caret, the way compilers do it so
//! that editors can jump to the spot.
//!
//! Rendering stays small whatever the input: positions come from a line
//! index built once, a long line is shown clipped around the column, at most
//! [`SHOWN_PER_FILE`] problems are shown (with how many more there were),
//! and control characters from the input are shown escaped.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use crate::text::display::{char_width, escape_controls};
use crate::words::{Label, Msg, Words};

/// Problems printed for one file; the rest are counted. Forty problems are
/// more than anyone fixes before running the command again.
pub const SHOWN_PER_FILE: usize = 40;

/// Columns of a source line shown around the problem when the line is
/// longer than that.
const SHOWN_COLUMNS: usize = 100;
/// Of those, at most this many before the problem's column.
const SHOWN_BEFORE: usize = 40;

/// A named text that problems point into (a file path or `builtin:NAME`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    pub name: String,
    pub text: String,
    /// Byte offset of the start of each line (the first is 0), so that a
    /// position is a binary search, not a walk from the top of the file.
    line_starts: Vec<usize>,
    /// `chars_before[k]`: the characters before mark `k`, the char boundary
    /// at or before byte `k * MARK`. A column is the difference of two
    /// counts, each from its mark: a problem on a line of megabytes (a
    /// record's 150,000 incidents on one line) is located without walking
    /// the line from its start, which made locating them all quadratic.
    chars_before: Vec<usize>,
}

/// Bytes between two marks of [`Source::chars_before`].
const MARK: usize = 512;

thread_local! {
    /// Bytes walked to count columns on this thread (see [`column_work`]).
    static COLUMN_WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The bytes walked so far on this thread to turn byte offsets into
/// columns: the work of locating problems, which tests count to show it
/// grows linearly with the problems (`tests::locating_is_linear`).
pub fn column_work() -> u64 {
    COLUMN_WORK.with(|w| w.get())
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Source> {
        let text = text.into();
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let mut chars_before = Vec::with_capacity(text.len() / MARK + 1);
        let (mut at, mut count) = (0, 0);
        for k in 0..=text.len() / MARK {
            let mark = floor_char_boundary(&text, k * MARK);
            count += text[at..mark].chars().count();
            chars_before.push(count);
            at = mark;
        }
        Arc::new(Source {
            name: name.into(),
            text,
            line_starts,
            chars_before,
        })
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(&self.text, offset.min(self.text.len()));
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let line_start = self.line_starts[line - 1];
        let col = self.chars_to(offset) - self.chars_to(line_start) + 1;
        (line, col)
    }

    /// The characters before byte `offset` (a char boundary): from the mark
    /// at or before it, at most [`MARK`] bytes walked.
    fn chars_to(&self, offset: usize) -> usize {
        let k = offset / MARK;
        let mark = floor_char_boundary(&self.text, k * MARK);
        COLUMN_WORK.with(|w| w.set(w.get() + (offset - mark) as u64));
        self.chars_before[k] + self.text[mark..offset].chars().count()
    }

    /// Line `line` (1-based) without its line break.
    fn line_text(&self, line: usize) -> &str {
        let start = self
            .line_starts
            .get(line - 1)
            .copied()
            .unwrap_or(self.text.len());
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.text.len());
        self.text[start..end]
            .trim_end_matches('\n')
            .trim_end_matches('\r')
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// One problem at one place.
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    pub span: Range<usize>,
    pub message: Msg,
}

impl Problem {
    pub fn new(span: Range<usize>, message: impl Into<Msg>) -> Problem {
        Problem {
            span,
            message: message.into(),
        }
    }
}

/// Every problem found in one source, in the order they appear in it.
#[derive(Debug, Clone)]
pub struct Diagnostics {
    pub source: Arc<Source>,
    pub problems: Vec<Problem>,
}

impl Diagnostics {
    pub fn new(source: Arc<Source>, mut problems: Vec<Problem>) -> Diagnostics {
        problems.sort_by_key(|p| (p.span.start, p.span.end));
        problems.dedup();
        Diagnostics { source, problems }
    }

    /// Every problem as `error: file:line:col: message`, the line and a
    /// caret, in `words`.
    pub fn render(&self, words: Words) -> String {
        let mut out = String::new();
        let _ = self.write(&mut out, words);
        out
    }

    fn write(&self, f: &mut impl fmt::Write, words: Words) -> fmt::Result {
        let name = escape_controls(&self.source.name);
        let error = words.t(Label::ErrorWord);
        let shown = self.problems.len().min(SHOWN_PER_FILE);
        for (i, p) in self.problems[..shown].iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
                writeln!(f)?;
            }
            let (line, col) = self.source.line_col(p.span.start);
            writeln!(
                f,
                "{error}: {name}:{line}:{col}: {}",
                escape_controls(&words.say(&p.message))
            )?;
            let excerpt = Excerpt::new(&self.source, line, col, &p.span);
            let gutter = " ".repeat(line.to_string().len());
            writeln!(f, "{gutter} |")?;
            writeln!(f, "{line} | {}", excerpt.text)?;
            write!(
                f,
                "{gutter} | {}{}",
                " ".repeat(excerpt.pad),
                "^".repeat(excerpt.carets)
            )?;
        }
        let more = self.problems.len() - shown;
        if more > 0 {
            let more = words.say(&DiagnosticNote::NotShown {
                file: name.to_string(),
                more,
            });
            write!(f, "\n\n{error}: {more}")?;
        }
        Ok(())
    }
}

/// English, as in tests and debugging output.
impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, Words::english())
    }
}

crate::messages! {
    /// What the list of a file's problems says of itself.
    pub enum DiagnosticNote {
        /// More problems than are shown.
        NotShown { file: String, more: usize } = "diagnostics-not-shown",
    }
}

/// The part of a line shown under a message, with where its carets go, all
/// in display columns.
struct Excerpt {
    text: String,
    pad: usize,
    carets: usize,
}

impl Excerpt {
    fn new(source: &Source, line: usize, col: usize, span: &Range<usize>) -> Excerpt {
        let text = source.line_text(line);
        let chars: Vec<char> = text.chars().collect();
        let at = (col - 1).min(chars.len());
        // The span's characters on this line (at least one caret).
        let start = floor_char_boundary(&source.text, span.start.min(source.text.len()));
        let end = floor_char_boundary(&source.text, span.end.min(source.text.len())).max(start);
        let spanned = source.text[start..end].split('\n').next().unwrap_or("");
        let span_chars = spanned.chars().count().min(chars.len() - at);

        let line_width: usize = chars.iter().map(|&c| shown_width(c)).sum();
        let (first, last) = if line_width <= SHOWN_COLUMNS {
            (0, chars.len())
        } else {
            // Walk back up to SHOWN_BEFORE columns, then forward to fill the
            // window: the column itself is always shown.
            let mut first = at;
            let mut before = 0;
            while first > 0 && before + shown_width(chars[first - 1]) <= SHOWN_BEFORE {
                first -= 1;
                before += shown_width(chars[first]);
            }
            let mut last = first;
            let mut used = 0;
            while last < chars.len()
                && (last <= at || used + shown_width(chars[last]) <= SHOWN_COLUMNS)
            {
                used += shown_width(chars[last]);
                last += 1;
            }
            (first, last)
        };
        let mut shown = String::new();
        let mut pad = 0;
        if first > 0 {
            shown.push('…');
            pad += 1;
        }
        for (i, &c) in chars[first..last].iter().enumerate() {
            if first + i < at {
                pad += shown_width(c);
            }
            push_shown(&mut shown, c);
        }
        if last < chars.len() {
            shown.push('…');
        }
        let carets = chars[at..(at + span_chars).min(last)]
            .iter()
            .map(|&c| shown_width(c))
            .sum::<usize>()
            .max(1);
        Excerpt {
            text: shown,
            pad,
            carets,
        }
    }
}

/// A tab is shown as four spaces (its width in most editors' messages).
fn shown_width(c: char) -> usize {
    if c == '\t' { 4 } else { char_width(c) }
}

fn push_shown(out: &mut String, c: char) {
    if c == '\t' {
        out.push_str("    ");
    } else {
        let mut buf = [0; 4];
        out.push_str(&escape_controls(c.encode_utf8(&mut buf)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A problem's message with the text given (the system's words for an
    /// I/O error are such a message).
    fn said(text: &str) -> Msg {
        crate::error::IoReason::Other {
            detail: text.into(),
        }
        .into()
    }

    #[test]
    fn line_and_column_count_characters() {
        let src = Source::new("x.toml", "a = 1\nad = \"Ayşe\"\nb = 2\n");
        assert_eq!(src.line_col(0), (1, 1));
        assert_eq!(src.line_col(6), (2, 1));
        let b = src.text.find("b =").unwrap();
        assert_eq!(src.line_col(b), (3, 1));
        let after = src.text.find('"').unwrap() + 5; // inside "Ayşe" past ş
        assert_eq!(src.line_col(after).1, 10);
        assert_eq!(src.line_col(src.text.len()), (4, 1));
        assert_eq!(src.line_col(usize::MAX), (4, 1));
    }

    #[test]
    fn renders_location_and_caret() {
        let src = Source::new("r.toml", "[board]\npits = 0\n");
        let d = Diagnostics::new(src, vec![Problem::new(15..16, said("bad"))]);
        let text = d.to_string();
        assert!(text.starts_with("error: r.toml:2:8: bad\n"), "{text}");
        assert!(text.ends_with("  |        ^"), "{text:?}");
    }

    #[test]
    fn carets_are_padded_by_display_width() {
        // "漢字" takes four columns: the caret under `x` comes after them.
        let src = Source::new("w.toml", "a = \"漢字\" x\n");
        let x = src.text.find('x').unwrap();
        let text = Diagnostics::new(src, vec![Problem::new(x..x + 1, said("here"))]).to_string();
        let lines: Vec<&str> = text.lines().collect();
        let shown = lines[2].find("a =").unwrap();
        let caret = lines[3].find('^').unwrap();
        assert_eq!(caret - shown, 11, "{text}");
    }

    #[test]
    fn a_long_line_is_clipped_around_the_column() {
        // A megabyte line with a problem far past column 65,535: no panic,
        // and the message shows a window of the line, not the line.
        let mut line = "x".repeat(1_000_000);
        line.replace_range(700_000..700_003, "BAD");
        let src = Source::new("long.toml", format!("k = \"{line}\"\n"));
        let at = src.text.find("BAD").unwrap();
        let problems = (0..1000)
            .map(|_| Problem::new(at..at + 3, said("bad")))
            .collect();
        let text = Diagnostics::new(src, problems).to_string();
        assert!(
            text.starts_with("error: long.toml:1:700006: bad\n"),
            "{}",
            &text[..80]
        );
        assert!(text.len() < 1000, "{} bytes", text.len());
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[2].starts_with("1 | …x") && lines[2].ends_with("x…"),
            "{}",
            lines[2]
        );
        // Columns, not bytes: the ellipsis is one column and three bytes.
        let column = |line: &str, at: usize| line[..at].chars().count();
        let bad = column(lines[2], lines[2].find("BAD").unwrap());
        let caret = column(lines[3], lines[3].find('^').unwrap());
        assert_eq!(caret, bad, "{text}");
        assert!(lines[3].ends_with("^^^"));
    }

    #[test]
    fn problems_shown_are_capped_and_the_rest_counted() {
        let text = "x\n".repeat(10_000);
        let src = Source::new("many.toml", text);
        let problems = (0..10_000)
            .map(|i| Problem::new(2 * i..2 * i + 1, said("bad")))
            .collect();
        let shown = Diagnostics::new(src, problems).to_string();
        assert_eq!(
            shown.matches("error: many.toml:").count(),
            SHOWN_PER_FILE + 1
        );
        assert!(
            shown.ends_with(&format!(
                "error: many.toml: {} more problems not shown (fix these first)",
                10_000 - SHOWN_PER_FILE
            )),
            "{}",
            &shown[shown.len() - 200..]
        );
    }

    #[test]
    fn control_characters_are_escaped_in_messages_and_lines() {
        let src = Source::new("c\u{7}.toml", "k\u{1b}[2J = 1\n");
        let d = Diagnostics::new(
            src,
            vec![Problem::new(0..1, said("unknown key `k\u{1b}[2J`"))],
        );
        let text = d.to_string();
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{text:?}"
        );
        assert!(text.contains("c\\u{7}.toml"), "{text}");
        assert!(text.contains("`k\\u{1b}[2J`"), "{text}");
        assert!(text.contains("1 | k\\u{1b}[2J = 1"), "{text}");
    }

    #[test]
    fn rendering_stays_linear_in_the_problems_shown() {
        // 4,000 bad tokens on one 8 KB line: one clipped excerpt each for the
        // first SHOWN_PER_FILE, not the whole line 4,000 times.
        let line: String = (0..4000).map(|_| "x ").collect();
        let src = Source::new("tokens.toml", format!("moves = \"{line}\"\n"));
        let problems = (0..4000)
            .map(|i| Problem::new(9 + 2 * i..10 + 2 * i, said("not a pit")))
            .collect();
        let text = Diagnostics::new(src, problems).to_string();
        assert!(text.len() < 20_000, "{} bytes", text.len());
    }

    /// Columns from the marks are the characters from the line's start,
    /// whatever letters (one to four bytes) straddle the marks.
    #[test]
    fn columns_count_characters_across_the_marks() {
        let mut text = String::new();
        for i in 0..3000 {
            // Lines of 700 characters, longer than a mark in any letters.
            let letter = ['a', 'ş', 'İ', '€', '𝄞'][i * 7 % 11 % 5];
            text.push(if i % 701 == 700 { '\n' } else { letter });
        }
        let src = Source::new("marks.toml", text.clone());
        for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
            let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
            let line = text[..offset].matches('\n').count() + 1;
            let column = text[line_start..offset].chars().count() + 1;
            assert_eq!(src.line_col(offset), (line, column), "at byte {offset}");
        }
    }
}
