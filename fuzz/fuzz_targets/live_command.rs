//! The live-scoring command parser alone (`hakem::live::command::parse`), at
//! the speed of a parser: whatever a scorer types on one line is a command,
//! nothing, or a refusal put into words in English and Turkish, never a
//! panic; spacing and a trailing `#` comment never change what a line
//! means; and a refusal quotes the word it refuses. (The `live` target
//! drives the same lines through a whole session and its file.)
#![no_main]

use hakem::live::command::{ParseError, parse};
use hakem::live::replies::parse_error;
use hakem::ruleset::Language;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.split('\n') {
        let parsed = parse(line);
        let words: Vec<&str> = line
            .split('#')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        assert_eq!(
            parse(&words.join(" ")),
            parsed,
            "spacing or a comment changed what {line:?} means"
        );
        if let Err(e) = &parsed {
            for lang in [Language::EN, Language::TR] {
                let reply = hakem::words::Words::new(lang).say(&parse_error(e));
                let quoted = match e {
                    ParseError::NotACommand { word } | ParseError::Bad { found: word, .. } => word,
                    ParseError::Unexpected { word, .. } => word,
                    ParseError::Missing { command, .. } => command,
                };
                assert!(
                    reply.contains(quoted.as_str()),
                    "{reply:?} does not quote {quoted:?}"
                );
                assert!(!quoted.is_empty() && !quoted.contains(char::is_whitespace));
            }
        }
    }
});
