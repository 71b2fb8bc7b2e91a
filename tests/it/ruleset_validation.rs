//! Ruleset validation, as data: every `tests/data/rulesets/invalid/*.toml` must be
//! refused with exactly the problems listed in the `.expected` file next to
//! it (one `line:col: message` per line, in file order). The valid rulesets
//! (built-in and `tests/data/rulesets/*.toml`) must parse.
//!
//! To rewrite the `.expected` files after changing a message on purpose:
//! `HAKEM_BLESS=1 cargo test --test it ruleset_validation`, then review the diff.

use std::path::{Path, PathBuf};

use hakem::ruleset::{self, BUILTIN};
use hakem::text::diagnostic::Source;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn toml_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

fn problems(name: &str, text: &str) -> Result<Vec<String>, String> {
    match ruleset::parse(&Source::new(name, text)) {
        Ok(r) => Err(format!("accepted as ruleset {:?}", r.name())),
        Err(d) => Ok(d
            .problems
            .iter()
            .map(|p| {
                let (line, col) = d.source.line_col(p.span.start);
                format!(
                    "{line}:{col}: {}",
                    hakem::words::Words::english().say(&p.message)
                )
            })
            .collect()),
    }
}

#[test]
fn invalid_rulesets_report_every_problem() {
    let dir = root().join("tests/data/rulesets/invalid");
    let files = toml_files(&dir);
    assert!(
        files.len() >= 10,
        "too few invalid rulesets in {}",
        dir.display()
    );
    let bless = std::env::var_os("HAKEM_BLESS").is_some();
    let mut failures = Vec::new();
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        let got = match problems(&name, &text) {
            Ok(got) => got,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let expected_file = file.with_extension("expected");
        if bless {
            std::fs::write(&expected_file, got.join("\n") + "\n").unwrap();
            continue;
        }
        let want: Vec<String> = std::fs::read_to_string(&expected_file)
            .unwrap_or_else(|e| panic!("{}: {e}", expected_file.display()))
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_string)
            .collect();
        if got != want {
            failures.push(format!(
                "{name}:\n  expected:\n    {}\n  got:\n    {}",
                want.join("\n    "),
                got.join("\n    ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_expected_file_has_a_ruleset() {
    let dir = root().join("tests/data/rulesets/invalid");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "expected") {
            assert!(
                path.with_extension("toml").is_file(),
                "{} has no .toml next to it",
                path.display()
            );
        }
    }
}

#[test]
fn every_builtin_ruleset_parses() {
    for (name, text) in BUILTIN {
        let r = ruleset::parse(&Source::new(format!("builtin:{name}"), *text))
            .unwrap_or_else(|d| panic!("built-in {name} does not parse:\n{d}"));
        assert_eq!(&r.name(), name, "built-in {name} calls itself {}", r.name());
        let via_builtin = ruleset::builtin(name).expect("listed").expect("parses");
        assert_eq!(via_builtin, r);
    }
}

#[test]
fn every_file_in_rulesets_is_builtin() {
    let files = toml_files(&root().join("rulesets"));
    assert!(!files.is_empty());
    for file in &files {
        let stem = file.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        // Grid rulesets (Reversi, Pentago) are built into the grid engine.
        let grid = hakem::grid::rules::BUILTIN.iter();
        match BUILTIN.iter().chain(grid).find(|(n, _)| *n == stem) {
            Some((_, embedded)) => assert_eq!(
                *embedded,
                text,
                "{}: the embedded copy differs",
                file.display()
            ),
            None => panic!(
                "{} is not listed in hakem::ruleset::BUILTIN (nor hakem::grid::rules::BUILTIN)",
                file.display()
            ),
        }
    }
    assert_eq!(
        files.len(),
        BUILTIN.len() + hakem::grid::rules::BUILTIN.len(),
        "BUILTIN lists a ruleset with no file in rulesets/"
    );
}

#[test]
fn test_rulesets_parse() {
    for file in toml_files(&root().join("tests/data/rulesets")) {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.display().to_string();
        if let Err(d) = ruleset::parse(&Source::new(name.clone(), text)) {
            panic!("{name} does not parse:\n{d}");
        }
    }
}
