//! Command-line tests: each `tests/data/cmd/*.toml` runs `hakem` with arguments
//! and compares stdout, stderr and the exit status with the files beside it
//! (`*.stdout`, `*.stderr`). `TRYCMD=overwrite cargo test --test it cli`
//! rewrites the expected files after a deliberate change: review the diff.
//!
//! Change detector: records today's output; the independent checks are the
//! hand-worked rule cases (`tests/data/golden.rs`), the tournament rules worked
//! by hand (`tests/it/tournament.rs`), `replay --format json` against the
//! engine and `check --format json` (`tests/it/replay.rs`), the sheets' figures
//! against `check --format json` (`tests/it/sheets.rs`), and the random games
//! replayed through the referee (`tests/it/simulate.rs`).

#[test]
fn cli_cases() {
    trycmd::TestCases::new().case("tests/data/cmd/*.toml");
}

/// `hakem::run` takes its arguments, so the command line can be driven
/// from a test; every exit status is decided by `Error::exit_code`.
#[test]
fn run_takes_its_arguments() {
    use hakem::{Error, Status};
    let dir = env!("CARGO_MANIFEST_DIR");
    let sample = format!("{dir}/samples/kalah.toml");
    assert_eq!(
        hakem::run(["hakem", "check", "--format", "json", &sample]).unwrap(),
        Status::Success
    );
    let err = hakem::run(["hakem", "--no-such-flag"]).unwrap_err();
    assert!(matches!(err, Error::CommandLine(_)));
    assert_eq!(err.exit_code(), 2);
    let help = hakem::run(["hakem", "--help"]).unwrap_err();
    assert_eq!(help.exit_code(), 0);
    assert_eq!(Error::ClosedPipe.exit_code(), 0);
}
