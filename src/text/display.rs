//! Text as a terminal shows it: its width in columns (a Turkish or CJK name
//! lines up), padding to a width without `format!`'s width argument (which
//! panics past 65,535), and control characters from the input (ESC, BEL,
//! NUL, ...) written as visible escapes so that a record cannot drive the
//! referee's terminal.

use std::borrow::Cow;

use unicode_width::UnicodeWidthChar;

/// Columns a character takes: control characters as their escape, others
/// by their Unicode width.
pub fn char_width(c: char) -> usize {
    match escape_char(c) {
        Some(escaped) => escaped.len(),
        None => c.width().unwrap_or(0),
    }
}

/// Columns `text` takes once its control characters are escaped.
pub fn width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

/// `text` then spaces up to `columns` (nothing added when it is wider).
pub fn pad_right(text: &str, columns: usize) -> String {
    let mut out = text.to_string();
    out.push_str(&" ".repeat(columns.saturating_sub(width(text))));
    out
}

/// Spaces, then `text`, up to `columns`.
pub fn pad_left(text: &str, columns: usize) -> String {
    let mut out = " ".repeat(columns.saturating_sub(width(text)));
    out.push_str(text);
    out
}

/// `text` centred in `columns` (an odd space goes to the right).
pub fn center(text: &str, columns: usize) -> String {
    let room = columns.saturating_sub(width(text));
    let left = room / 2;
    format!("{}{text}{}", " ".repeat(left), " ".repeat(room - left))
}

/// `text` with every line wider than `columns` broken at spaces, each
/// continuation indented two columns past the line's own indent. Lines that
/// draw a table or a board (box-drawing characters, `|`, `+--`) are left as
/// they are: cutting one would garble it.
pub fn wrap_prose(text: &str, columns: usize) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let (body, end) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let drawn = body.contains('|')
            || body.contains("+--")
            || body.chars().any(|c| ('\u{2500}'..='\u{257f}').contains(&c));
        if width(body) <= columns || drawn {
            out.push_str(line);
            continue;
        }
        let indent = body.len() - body.trim_start().len();
        let next_indent = " ".repeat(indent + 2);
        let mut used = 0;
        out.push_str(&body[..indent]);
        used += indent;
        let mut first = true;
        for word in body[indent..].split(' ') {
            let w = width(word);
            if !first && used + 1 + w > columns {
                out.push('\n');
                out.push_str(&next_indent);
                used = next_indent.len();
            } else if !first {
                out.push(' ');
                used += 1;
            }
            out.push_str(word);
            used += w;
            first = false;
        }
        out.push_str(end);
    }
    out
}

/// How a control character is shown; `None` for a character shown as is.
/// Line breaks and tabs are layout, not input, and stay.
fn escape_char(c: char) -> Option<String> {
    (c.is_control() && c != '\n' && c != '\t').then(|| format!("\\u{{{:x}}}", u32::from(c)))
}

/// Whether `text` holds a control character other than a line break or a
/// tab, found on its bytes: C0 controls and DEL are single bytes, the C1
/// controls (U+0080 to U+009F) are 0xC2 followed by 0x80 to 0x9F. A long
/// report is scanned at the speed of memory, not char by char.
fn has_control(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| match b {
        b'\n' | b'\t' => false,
        0..0x20 | 0x7f => true,
        0xc2 => matches!(bytes.get(i + 1), Some(0x80..=0x9f)),
        _ => false,
    })
}

/// `text` with every control character but line breaks and tabs written as
/// `\u{1b}`; borrowed when there is none (the common case). A form feed
/// alone on its line is a page break a printout wrote (`sheet::text`), so it
/// stays a form feed wherever the page goes; one beside other text came from
/// the input and is escaped like any other.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    let page_break = |i: usize| {
        let before = text[..i].chars().next_back();
        let after = text[i + 1..].chars().next();
        matches!(before, None | Some('\n')) && matches!(after, None | Some('\n'))
    };
    let needs =
        |(i, c): (usize, char)| escape_char(c).is_some() && !(c == '\u{c}' && page_break(i));
    if !has_control(text) || !text.char_indices().any(needs) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for (i, c) in text.char_indices() {
        match escape_char(c) {
            Some(escaped) if needs((i, c)) => out.push_str(&escaped),
            _ => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The byte scan finds exactly the characters `escape_char` escapes.
        #[test]
        fn the_byte_scan_agrees_with_the_characters(text in "(\\PC|\\p{Cc}|[ \u{80}-\u{a0}\u{2028}\u{202e}])*") {
            let by_char = text.chars().any(|c| escape_char(c).is_some());
            proptest::prop_assert_eq!(has_control(&text), by_char);
        }
    }

    #[test]
    fn a_page_break_alone_on_its_line_stays_a_form_feed() {
        assert_eq!(
            escape_controls("page 1\n\u{c}\npage 2"),
            "page 1\n\u{c}\npage 2"
        );
        assert_eq!(escape_controls("\u{c}"), "\u{c}");
        assert_eq!(escape_controls("Ali\u{c}\n"), "Ali\\u{c}\n");
        assert_eq!(escape_controls("\n\u{c}Ali"), "\n\\u{c}Ali");
    }

    #[test]
    fn widths_count_columns_not_bytes() {
        assert_eq!(width("Ayşe"), 4);
        assert_eq!(width("漢字"), 4);
        assert_eq!(width("a\u{1b}b"), 2 + "\\u{1b}".len());
    }

    #[test]
    fn padding_works_past_the_format_width_limit() {
        let long = "x".repeat(70_000);
        assert_eq!(pad_right("ab", 70_001).len(), 70_001);
        assert_eq!(pad_left(&long, 3), long);
        assert_eq!(center("ab", 5), " ab  ");
        assert_eq!(pad_right("Ayşe", 6), "Ayşe  ");
    }

    #[test]
    fn control_characters_are_escaped_and_layout_kept() {
        assert_eq!(escape_controls("plain\ttext\n"), "plain\ttext\n");
        assert!(matches!(escape_controls("plain"), Cow::Borrowed(_)));
        assert_eq!(
            escape_controls("a\u{1b}[31mb\u{7}\0"),
            "a\\u{1b}[31mb\\u{7}\\u{0}"
        );
        assert_eq!(escape_controls("\r\u{85}"), "\\u{d}\\u{85}");
    }
}

#[cfg(test)]
mod wrap_tests {
    use super::wrap_prose;

    #[test]
    fn a_long_line_of_prose_wraps_at_the_width_with_its_indent() {
        let text = "  2 points: Nehir Aksoy (2), Aslı Cömert (6), Mehmet Demir (10)\nshort\n";
        let wrapped = wrap_prose(text, 30);
        assert_eq!(
            wrapped,
            "  2 points: Nehir Aksoy (2),\n    Aslı Cömert (6), Mehmet\n    Demir (10)\nshort\n"
        );
        for line in wrapped.lines() {
            assert!(super::width(line) <= 30, "{line}");
        }
    }

    #[test]
    fn tables_and_narrow_text_are_left_alone() {
        let table =
            "│ 1 ┆ Zehra Ömür (25) ┆ 3 │ and more and more and more\n| a | b | c | d | e |\n";
        assert_eq!(wrap_prose(table, 10), table);
        assert_eq!(wrap_prose("fits\n", 10), "fits\n");
        // A word longer than the width stays whole.
        assert_eq!(wrap_prose("abcdefghijklmno x", 5), "abcdefghijklmno\n  x");
    }
}
