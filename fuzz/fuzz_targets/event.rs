//! The event parser (`event.toml`): any bytes give a checked event or
//! located problems, never a panic; an event written back by `to_toml` (as
//! `hakem event import-trf` writes one) reads back as the same event.
#![no_main]

use hakem::text::diagnostic::Source;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let source = Source::new("event.toml", text);
    match hakem::event::parse(&source) {
        Ok(event) => {
            let written = hakem::event::to_toml(event.spec());
            let again = Source::new("written.toml", written.as_str());
            let reread = hakem::event::parse(&again)
                .unwrap_or_else(|d| panic!("to_toml wrote an unreadable event:\n{written}\n{d}"));
            assert_eq!(
                event.spec(),
                reread.spec(),
                "the event changed on a round trip:\n{written}"
            );
            // The pairing numbers are a permutation of the players.
            let n = event.spec().players.len();
            for number in 1..=n {
                let p = event.by_number(number).expect("every number has a player");
                assert_eq!(event.number_of(&p.id), Some(number));
            }
            assert!(event.by_number(n + 1).is_none());
        }
        Err(problems) => {
            let _ = problems.to_string();
        }
    }
});
