//! `hakem check FILE...`

use crate::cli::{CheckArgs, Format, print};
use crate::error::{Error, Status};
use crate::input;
use crate::referee::judge;
use crate::report::{check::check_text, json::check_json};

pub fn run(args: &CheckArgs) -> Result<Status, Error> {
    let mut status = Status::Success;
    for (i, path) in args.files.iter().enumerate() {
        let loaded = match input::load(path) {
            Ok(l) => l,
            Err(e) => {
                // Report it and go on with the other files.
                e.eprint();
                status = status.and(Status::Unreadable);
                continue;
            }
        };
        let verdict = judge(
            &loaded.record,
            &loaded.spans,
            loaded.rules.as_ref(),
            &loaded.tournament,
        );
        let text = match args.format {
            Format::Json => {
                check_json(
                    &loaded.source,
                    &loaded.record.variant,
                    &loaded.tournament.name,
                    &verdict,
                ) + "\n"
            }
            Format::Text => {
                let sep = if i > 0 { "\n" } else { "" };
                format!(
                    "{sep}{}\n",
                    check_text(
                        &loaded.source,
                        &loaded.record,
                        loaded.rules.as_ref(),
                        &loaded.tournament,
                        &verdict
                    )
                )
            }
        };
        print(&text)?;
        if !verdict.valid() {
            status = status.and(Status::Invalid);
        }
    }
    Ok(status)
}
