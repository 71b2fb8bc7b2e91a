use std::process::ExitCode;

fn main() -> ExitCode {
    match hakem::cli::run() {
        Ok(status) => ExitCode::from(status.code()),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(e.exit_code())
        }
    }
}
