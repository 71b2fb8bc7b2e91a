//! One term a concept: no Turkish message says a word that
//! docs/dev/turkish-terms.md ("One term a concept") lists as never to be
//! said, and no Turkish message holds an internal code.

use std::fs;
use std::path::Path;

/// The words of `text`, lower-cased as Turkish lower-cases them.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.chars()
                .flat_map(|c| match c {
                    'I' => vec!['ı'],
                    'İ' => vec!['i'],
                    c => c.to_lowercase().collect(),
                })
                .collect()
        })
        .collect()
}

/// The forbidden words of the table, each as its words.
fn never() -> Vec<(String, Vec<String>)> {
    let doc =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/dev/turkish-terms.md"))
            .unwrap();
    let table = doc
        .split("## One term a concept")
        .nth(1)
        .expect("docs/dev/turkish-terms.md has its table \"One term a concept\"");
    let mut out = Vec::new();
    for row in table.lines().filter(|l| l.starts_with('|')).skip(2) {
        let Some(never) = row.trim_end_matches('|').rsplit('|').next() else {
            continue;
        };
        for quoted in never.split('`').skip(1).step_by(2) {
            out.push((quoted.to_string(), words_of(quoted)));
        }
    }
    assert!(
        out.len() > 10,
        "the table lists its forbidden words in backticks"
    );
    out
}

/// Each Turkish message: its file, id and text (the lines after `id =`).
fn turkish_messages() -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/tr");
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = fs::read_to_string(&path).unwrap();
        let mut current: Option<(String, String)> = None;
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() && current.is_none() {
                continue;
            }
            let starts_message = line
                .split_once(" =")
                .filter(|(id, _)| !id.starts_with(' ') && !id.is_empty())
                .map(|(id, rest)| (id.to_string(), rest.to_string()));
            match starts_message {
                Some((id, rest)) => {
                    if let Some((id, text)) = current.take() {
                        out.push((name.clone(), id, text));
                    }
                    current = Some((id, rest));
                }
                None => {
                    if let Some((_, text)) = &mut current {
                        text.push('\n');
                        text.push_str(line);
                    }
                }
            }
        }
        if let Some((id, text)) = current {
            out.push((name.clone(), id, text));
        }
    }
    out
}

/// The text a reader sees as words: the variables, selectors' keys,
/// function names and what is quoted in backticks (a file's key, a command)
/// taken out.
fn visible(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '`' if depth == 0 => quoted = !quoted,
            _ if depth == 0 && !quoted => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn no_turkish_message_says_a_word_the_terms_forbid() {
    let never = never();
    let mut found = Vec::new();
    for (file, id, text) in turkish_messages() {
        let shown = visible(&text);
        let words = words_of(&shown);
        for (phrase, phrase_words) in &never {
            // A phrase with punctuation (`Tur:`) is looked for as written;
            // words are looked for as whole words, in any case.
            let said = if phrase.chars().all(|c| c.is_alphanumeric() || c == ' ') {
                words
                    .windows(phrase_words.len())
                    .any(|w| w == phrase_words.as_slice())
            } else {
                shown.contains(phrase.as_str())
            };
            if said {
                found.push(format!("locales/tr/{file}: {id} says `{phrase}`"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn no_turkish_message_holds_an_internal_code() {
    // A code in brackets (`(row-empty)`) or a file key with a dot
    // (`claimed.second`) is for programs, not for the arbiter.
    let mut found = Vec::new();
    for (file, id, text) in turkish_messages() {
        let shown = visible(&text);
        for part in shown.split('(').skip(1) {
            let inside = part.split(')').next().unwrap_or("");
            let code = !inside.is_empty()
                && inside.contains('-')
                && inside.chars().all(|c| c.is_ascii_lowercase() || c == '-');
            if code {
                found.push(format!("locales/tr/{file}: {id} holds ({inside})"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
