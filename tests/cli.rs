//! Command-line tests: each `tests/cmd/*.toml` runs `hakem` with arguments
//! and compares stdout, stderr and the exit status with the files beside it
//! (`*.stdout`, `*.stderr`). `TRYCMD=overwrite cargo test --test cli`
//! rewrites the expected files after a deliberate change: review the diff.
//!
//! Change detector: records today's output; the independent checks are the
//! hand-worked rule cases (`tests/golden.rs`), the tournament rules worked
//! by hand (`tests/tournament.rs`), `replay --format json` against the
//! engine and `check --format json` (`tests/replay.rs`), the sheets' figures
//! against `check --format json` (`tests/sheets.rs`), and the random games
//! replayed through the referee (`tests/simulate.rs`).

#[test]
fn cli_cases() {
    trycmd::TestCases::new().case("tests/cmd/*.toml");
}
