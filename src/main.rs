use std::process::ExitCode;

fn main() -> ExitCode {
    match hakem::cli::run() {
        Ok(status) => ExitCode::from(status.code()),
        Err(e) => {
            e.eprint();
            ExitCode::from(e.exit_code())
        }
    }
}
