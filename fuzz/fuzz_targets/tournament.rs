//! The tournament-rules parser and the referee under any rules it accepts:
//! any bytes give checked rules or located problems, never a panic, and
//! checked rules judge every sample round without a panic.
#![no_main]

use hakem::text::diagnostic::Source;
use hakem::{record, ruleset};
use libfuzzer_sys::fuzz_target;

/// Rounds of every kind: sets played move by move, warnings, a timeout, a
/// game entered by result.
const ROUNDS: [&str; 5] = [
    include_str!("../../samples/round-2-1.toml"),
    include_str!("../../samples/warnings-over-two-sets.toml"),
    include_str!("../../samples/timeout-24-draws.toml"),
    include_str!("../../samples/pentago-round.toml"),
    include_str!("../../samples/equilibrio-round.toml"),
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let source = Source::new("fuzz.toml", text);
    let t = match hakem::referee::tournament::parse(&source) {
        Ok(t) => t,
        Err(problems) => {
            let _ = problems.to_string();
            return;
        }
    };
    for round in ROUNDS {
        let (record, spans) =
            record::parse(&Source::new("round.toml", round)).expect("a sample reads");
        let rules = ruleset::builtin(&record.variant).map(|r| r.expect("built-ins check"));
        // `hakem check` pairs sowing rules with sowing variants only.
        if rules.is_some() == t.game().is_none() {
            let verdict = hakem::referee::judge(&record, &spans, rules.as_ref(), &t);
            let _ = format!("{verdict:?}");
        }
    }
});
