//! `hakem serve DIR`: the event in the browser (the wall, the tables'
//! result entry, the arbiter's desk, a JSON API), from the event folder.

use crate::settings::Settings;
use std::path::PathBuf;

use crate::error::{Error, Status};
use crate::files::stdout::print;
use crate::serve::{Options, bind, qr_text};
use crate::words::Label;

crate::messages! {
    /// The lines `hakem serve` prints once it listens.
    pub enum StartLine {
        /// Where the wall, the tables' page and the desk are (`wall`: the
        /// first address, ending in `/`).
        Pages { wall: String } = "serve-start-addresses",
        /// The desk's password, when it was drawn.
        Password { password: String } = "serve-start-drawn-password",
    }
}

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
    hakem serve ankara-2026                          this machine only (http://127.0.0.1:8080/); serves until Ctrl-C: takes about a tournament day\n  \
    hakem serve ankara-2026 --lan --password kiraz   the hall's network, for phones and the wall; takes about a tournament day\n\n\
    Pages: / the wall (pairings, results, standings), /table a table's result \
    (table number and code), /desk the arbiter's desk (password); JSON under /api/ \
    (docs/serve.md).")]
pub struct Args {
    /// The event folder (with event.toml)
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The port to listen on (0: any free port, printed)
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    /// Listen on the hall's network (every address of this machine), not
    /// only on this machine
    #[arg(long)]
    pub lan: bool,
    /// The arbiter's password for the desk (default: one is drawn and
    /// printed)
    #[arg(long, value_name = "P")]
    pub password: Option<String>,
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let bound = bind(
        Options {
            dir: args.dir.clone(),
            port: args.port,
            lan: args.lan,
            password: args.password.clone(),
        },
        settings,
    )?;
    let mut text = String::new();
    text.push_str(&format!("hakem serve {}\n", args.dir.display()));
    for url in &bound.urls {
        text.push_str(&format!("  {url}\n"));
    }
    if let Some(qr) = bound.urls.first().and_then(|u| qr_text(u)) {
        text.push_str(&qr);
        text.push('\n');
    }
    // The language the server decided when it read the event.
    let words = bound.words;
    let wall = bound.urls.first().cloned().unwrap_or_default();
    text.push_str(&format!("  {}\n", words.say(&StartLine::Pages { wall })));
    if bound.password_drawn {
        let password = bound.password.clone();
        text.push_str(&format!(
            "  {}\n",
            words.say(&StartLine::Password { password })
        ));
    }
    text.push_str(&format!("  {}\n", words.t(Label::ServeStartStop)));
    print(&text)?;
    bound.serve()?;
    Ok(Status::Success)
}
