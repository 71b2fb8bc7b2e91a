use std::process::ExitCode;

fn main() -> ExitCode {
    match hakem::run(std::env::args_os()) {
        Ok(status) => ExitCode::from(status.code()),
        Err(e) => {
            e.report();
            ExitCode::from(e.exit_code())
        }
    }
}
