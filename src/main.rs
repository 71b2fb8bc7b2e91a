use std::process::ExitCode;

fn main() -> ExitCode {
    ExitCode::from(hakem::cli::main(std::env::args_os()))
}
