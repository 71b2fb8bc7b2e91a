//! The repository stands alone: nothing tracked points to the team's
//! working documents outside it (a `shared/` folder, "RULES.md",
//! "FORMATS.md", "DESIGN.md") or names a source by an internal number
//! ("seed 001"). Sources are cited by their titles; what a user needs is in
//! `docs/`.

use std::path::Path;
use std::process::Command;

/// Text that must not appear, matched exactly.
const EXACT: [&str; 4] = ["shared/", "RULES.md", "FORMATS.md", "DESIGN.md"];
/// Text that must not appear, matched in lower case.
const ANY_CASE: [&str; 2] = ["seed 00", "seeds 00"];

fn offences(text: &str) -> Vec<&'static str> {
    let lower = text.to_lowercase();
    EXACT
        .iter()
        .filter(|p| text.contains(*p))
        .chain(ANY_CASE.iter().filter(|p| lower.contains(*p)))
        .copied()
        .collect()
}

#[test]
fn the_patterns_are_found() {
    assert_eq!(offences("see ../shared/RULES.md"), ["shared/", "RULES.md"]);
    assert_eq!(offences("Seeds 000, 001"), ["seeds 00"]);
    assert!(offences("docs/rules.md and docs/formats.md").is_empty());
}

#[test]
fn no_tracked_file_points_outside_the_repository() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let listed = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .expect("git runs (this test reads the tracked files)");
    assert!(listed.status.success(), "git ls-files failed");
    let this = "tests/it/standalone.rs";
    let mut found = Vec::new();
    for path in listed.stdout.split(|&b| b == 0).filter(|p| !p.is_empty()) {
        let path = String::from_utf8_lossy(path);
        if path == this {
            continue;
        }
        let Ok(bytes) = std::fs::read(root.join(path.as_ref())) else {
            continue; // deleted in the work tree, not yet committed
        };
        let text = String::from_utf8_lossy(&bytes);
        for (n, line) in text.lines().enumerate() {
            for pattern in offences(line) {
                found.push(format!("{path}:{}: {pattern:?}: {line}", n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "pointers outside the repository:\n{}",
        found.join("\n")
    );
}
