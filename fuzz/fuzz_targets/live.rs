//! The live-scoring command line (`hakem live`): whatever a scorer types,
//! line by line, is parsed and carried out or refused with words, never a
//! panic; the record left on disk is read by `check` with the verdict the
//! session printed.
//!
//! Input: one byte choosing the variant (three sowing games, Reversi,
//! Pentago) and the language, then the lines typed. Lines naming
//! `sheet` are left out: they would write files wherever the input says.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use hakem::live::timer::ManualClock;
use hakem::live::{NewRecord, Session, line};
use hakem::record::PlayerInfo;
use hakem::family::verdict as judge_open;
use hakem::report::json::check_json;
use hakem::ruleset::Language;
use libfuzzer_sys::fuzz_target;

const VARIANTS: [&str; 5] = ["turkish-mangala", "kalah", "oware", "reversi", "pentago"];

/// A folder of this process's own in memory (`/dev/shm` when there is one).
fn scratch() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let base = if std::path::Path::new("/dev/shm").is_dir() {
            PathBuf::from("/dev/shm")
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("hakem-fuzz-live-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, typed)) = data.split_first() else {
        return;
    };
    let variant = VARIANTS[usize::from(choice) % VARIANTS.len()];
    let lang = if choice & 0x80 == 0 {
        Language::EN
    } else {
        Language::TR
    };
    let input: Vec<u8> = typed
        .split(|&b| b == b'\n')
        .filter(|l| !l.to_ascii_lowercase().windows(5).any(|w| w == b"sheet"))
        .collect::<Vec<_>>()
        .join(&b'\n');
    let path = scratch().join("round.toml");
    let _ = std::fs::remove_file(&path);
    let new = NewRecord {
        variant: variant.into(),
        rules: None,
        first: PlayerInfo::named("Ayşe Yılmaz"),
        second: PlayerInfo {
            name: "Mehmet Demir".into(),
            id: None,
            visually_impaired: true,
        },
    };
    let clock = ManualClock::default();
    let mut session = Session::open(
        &path,
        Some(new),
        &|_| hakem::words::Words::new(lang),
        Some(std::time::Duration::from_secs(300)),
        Box::new(clock),
    )
    .expect("a new record is started");
    let mut out = Vec::new();
    let status = line::run(&mut session, input.as_slice(), &mut out, true)
        .expect("the line mode runs to the end of its input");
    let shown = String::from_utf8(out).expect("the replies are UTF-8");
    assert!(
        !shown
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t'),
        "a control character reached the terminal: {shown:?}"
    );
    let loaded = hakem::referee::open_record::open(&path).expect("the file left is a record");
    // Sowing and grid records alike, as `check` judges them.
    let verdict = judge_open(&loaded);
    assert_eq!(
        check_json(
            &loaded.source,
            &loaded.record,
            loaded.tournament.name(),
            &verdict
        ),
        check_json(
            session.source(),
            session.record(),
            session.tournament().name(),
            session.verdict()
        ),
        "check reads the file with another verdict than the session's"
    );
    assert_eq!(status.code(), if verdict.valid() { 0 } else { 1 });
});
