//! Command-line tests: each `tests/cmd/*.toml` runs `hakem` with arguments
//! and compares stdout, stderr and the exit status with the files beside it
//! (`*.stdout`, `*.stderr`). `TRYCMD=overwrite cargo test --test cli`
//! rewrites the expected files after a deliberate change: review the diff.

#[test]
fn cli_cases() {
    trycmd::TestCases::new().case("tests/cmd/*.toml");
}
