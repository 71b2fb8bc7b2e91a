//! TRF round trip through the event folder: the sample event exported,
//! imported into a new folder and exported again gives the same player
//! lines (pairings, colours, results, byes, forfeits) and hakem's `HSP`
//! lines (set points and stones, kept in the imported `[[result]]`s).

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

/// Copies `from` (an event folder) to `to`, with every letter of the
/// players' names in `event.toml` made ASCII.
fn ascii_copy(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            fs::create_dir_all(&target).unwrap();
            ascii_copy(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
    let event = to.join("event.toml");
    if event.exists() {
        let text: String = fs::read_to_string(&event)
            .unwrap()
            .lines()
            .map(|l| {
                if l.starts_with("given_name") || l.starts_with("surname") {
                    l.chars()
                        .map(|c| match c {
                            'ç' => 'c',
                            'Ç' => 'C',
                            'ğ' => 'g',
                            'ı' => 'i',
                            'İ' => 'I',
                            'ö' => 'o',
                            'Ö' => 'O',
                            'ş' => 's',
                            'Ş' => 'S',
                            'ü' => 'u',
                            'Ü' => 'U',
                            c => c,
                        })
                        .collect::<String>()
                } else {
                    l.to_string()
                }
            })
            .map(|l| l + "\n")
            .collect();
        fs::write(&event, text).unwrap();
    }
}

#[test]
fn an_event_survives_export_and_import() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-ascii");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(tmp.join("event")).unwrap();
    ascii_copy(Path::new("samples/event-swiss"), &tmp.join("event"));
    round_trip(&tmp, tmp.join("event").to_str().unwrap());
}

#[test]
fn the_sample_event_survives_export_and_import() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap();
    round_trip(&tmp, "samples/event-swiss");
}

fn round_trip(tmp: &Path, event: &str) {
    let trf = tmp.join("event.trf");
    let imported = tmp.join("imported");
    let first = hakem(&["event", "export-trf", event]);
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
    assert_eq!(first, second);
    assert!(first.lines().any(|l| l.starts_with("HSP")));
    assert!(first.lines().filter(|l| l.starts_with("001")).count() == 40);
}
