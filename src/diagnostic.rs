//! Located problems in an input file, rendered as `file:line:col: message`
//! followed by the offending line and a caret, the way compilers do it so
//! that editors can jump to the spot.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

/// A named text that problems point into (a file path or `builtin:NAME`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    pub name: String,
    pub text: String,
}

impl Source {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Source> {
        Arc::new(Source {
            name: name.into(),
            text: text.into(),
        })
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(&self.text, offset.min(self.text.len()));
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let col = before[line_start..].chars().count() + 1;
        (line, col)
    }

    fn line_text(&self, line: usize) -> &str {
        self.text
            .lines()
            .nth(line - 1)
            .unwrap_or("")
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub span: Range<usize>,
    pub message: String,
}

impl Problem {
    pub fn new(span: Range<usize>, message: impl Into<String>) -> Problem {
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
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            let (line, col) = self.source.line_col(p.span.start);
            writeln!(f, "error: {}:{line}:{col}: {}", self.source.name, p.message)?;
            let text = self.source.line_text(line);
            let gutter = line.to_string().len();
            let width = caret_width(&self.source.text, &p.span, text, col);
            writeln!(f, "{:gutter$} |", "")?;
            writeln!(f, "{line} | {text}")?;
            write!(
                f,
                "{:gutter$} | {:pad$}{}",
                "",
                "",
                "^".repeat(width),
                pad = col - 1
            )?;
            if i + 1 < self.problems.len() {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

/// How many carets: the span's length in characters, cut at the line's end.
fn caret_width(text: &str, span: &Range<usize>, line: &str, col: usize) -> usize {
    let start = floor_char_boundary(text, span.start.min(text.len()));
    let end = floor_char_boundary(text, span.end.min(text.len())).max(start);
    let spanned = text[start..end].split('\n').next().unwrap_or("");
    let room = line.chars().count().saturating_sub(col - 1);
    spanned.chars().count().min(room).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_count_characters() {
        let src = Source::new("x.toml", "a = 1\nad = \"Ayşe\"\nb = 2\n");
        assert_eq!(src.line_col(0), (1, 1));
        assert_eq!(src.line_col(6), (2, 1));
        let b = src.text.find("b =").unwrap();
        assert_eq!(src.line_col(b), (3, 1));
        let after = src.text.find('"').unwrap() + 5; // inside "Ayşe" past ş
        assert_eq!(src.line_col(after).1, 10);
    }

    #[test]
    fn renders_location_and_caret() {
        let src = Source::new("r.toml", "[board]\npits = 0\n");
        let d = Diagnostics::new(src, vec![Problem::new(15..16, "bad")]);
        let text = d.to_string();
        assert!(text.starts_with("error: r.toml:2:8: bad\n"), "{text}");
        assert!(text.ends_with("  |        ^"), "{text:?}");
    }
}
