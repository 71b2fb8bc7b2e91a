//! TRF round trip through the event folder: the sample event exported,
//! imported into a new folder and exported again gives the same player
//! lines (pairings, colours, results, byes, forfeits); only hakem's `HSP`
//! lines (set points and stones) are not imported.

use std::fs;
use std::path::Path;
use std::process::Command;

fn hakem(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run hakem");
    assert!(
        out.status.success(),
        "hakem {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_sample_event_survives_export_and_import() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap();
    let trf = tmp.join("event.trf");
    let imported = tmp.join("imported");
    let first = hakem(&["event", "export-trf", "samples/event-swiss"]);
    fs::write(&trf, &first).unwrap();
    hakem(&[
        "event",
        "import-trf",
        trf.to_str().unwrap(),
        imported.to_str().unwrap(),
        "--rules",
        "mangala-2023",
    ]);
    let check = hakem(&["event", "check", imported.to_str().unwrap()]);
    assert!(check.contains("every round is complete"), "{check}");
    let second = hakem(&["event", "export-trf", imported.to_str().unwrap()]);
    let without_hsp = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with("HSP"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(without_hsp(&first), without_hsp(&second));
    assert!(first.lines().filter(|l| l.starts_with("001")).count() == 40);
}
