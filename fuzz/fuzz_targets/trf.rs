//! The TRF reader (`hakem event import-trf`): any bytes give a tournament or
//! a located problem, never a panic; a tournament written back as a TRF
//! reads back as the same tournament; the event imported from it is one
//! the event parser accepts, as `import-trf` writes it.
#![no_main]

use hakem::text::diagnostic::Source;
use hakem::swiss::trf;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let tournament = match trf::read(text) {
        Ok(t) => t,
        Err(e) => {
            // What `import-trf` shows: the problem at its line and column.
            let source = Source::new("fuzz.trf", text);
            let _ = trf::diagnostics(&source, &e).to_string();
            return;
        }
    };
    let written = trf::write(&tournament);
    let reread = trf::read(&written)
        .unwrap_or_else(|e| panic!("write gave an unreadable TRF ({e}):\n{written}"));
    assert_eq!(
        tournament, reread,
        "the tournament changed on a round trip:\n{written}"
    );
    let (spec, _rounds) =
        hakem::event::import::from_tournament(&tournament, "fuzz", "turkish-mangala", None);
    let toml = hakem::event::to_toml(&spec);
    let source = Source::new("event.toml", toml.as_str());
    if let Err(d) = hakem::event::parse(&source) {
        panic!("the imported event does not read back:\n{toml}\n{d}");
    }
});
