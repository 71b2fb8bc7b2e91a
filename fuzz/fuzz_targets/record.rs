//! The record parser and the referee: any bytes give a record or located
//! problems, never a panic; a record read back from what `to_toml` wrote is
//! the same record; a record naming built-in rules is judged without a panic.
#![no_main]

use hakem::text::diagnostic::Source;
use hakem::record::Record;
use hakem::referee::{TournamentRules, tournament};
use hakem::ruleset::{self, Ruleset};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let source = Source::new("fuzz.toml", text);
    match hakem::record::parse(&source) {
        Ok((record, spans)) => {
            let written = hakem::record::to_toml(&record);
            let again = Source::new("written.toml", written.as_str());
            let (reread, _) = hakem::record::parse(&again)
                .unwrap_or_else(|d| panic!("to_toml wrote an unreadable record:\n{written}\n{d}"));
            assert_eq!(
                record, reread,
                "the record changed on a round trip:\n{written}"
            );
            if let Some((rules, t)) = builtin_rules(&record) {
                let verdict = hakem::referee::judge(&record, &spans, rules.as_ref(), &t);
                let _ = format!("{verdict:?}");
            }
        }
        Err(problems) => {
            let _ = problems.to_string();
        }
    }
});

/// The built-in rules a record names, paired the way `hakem check` pairs
/// them (a sowing variant with sowing rules, a game entered by result with
/// its own rules); `None` when they are not built in or do not pair.
fn builtin_rules(record: &Record) -> Option<(Option<Ruleset>, TournamentRules)> {
    let named = match &record.rules {
        Some(name) => Some(tournament::builtin(name)?.ok()?),
        None => None,
    };
    match ruleset::builtin(&record.variant) {
        Some(rules) => {
            let rules = rules.ok()?;
            let t = match named {
                Some(t) => t,
                None => {
                    tournament::builtin(rules.tournament().unwrap_or("sowing-best-of-3"))?.ok()?
                }
            };
            t.game().is_none().then_some((Some(rules), t))
        }
        None => {
            let t = match named {
                Some(t) => t,
                None => tournament::builtin_for_game(&record.variant)?.ok()?,
            };
            (t.game() == Some(record.variant.as_str())).then_some((None, t))
        }
    }
}
