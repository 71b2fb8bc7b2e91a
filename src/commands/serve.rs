//! `hakem serve DIR`: the event in the browser (the wall, the tables'
//! result entry, the arbiter's desk, a JSON API), from the event folder.

use crate::settings::Settings;
use std::path::PathBuf;

use crate::error::{Error, Failure, Status};
use crate::files::stdout::print;
use crate::serve::{Options, ServeRefusal, bind, qr_text};
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
    hakem serve ankara-2026 --lan --password kiraz   the hall's network, for phones and the wall; takes about a tournament day\n  \
    hakem serve ankara-2026 --lan --password-file desk-password   the password kept out of ps; takes about a tournament day\n  \
    hakem serve samples/okul-2026 --lan              a hall's groups (hall.toml) on one server; takes about a tournament day\n\n\
    Pages: / the wall (pairings, results, standings), /table a table's result \
    (table number and code), /desk the arbiter's desk (password; HAKEM_PASSWORD \
    gives it too); JSON under /api/ \
    (docs/serve.md). A hall: each group under /<group>/, the hall's wall at /, \
    the code alone at /table, every group's missing tables at /desk, \
    GET /api/groups.")]
pub struct Args {
    /// The event folder (with event.toml); several folders, or a hall's
    /// folder (with hall.toml), serve a hall's groups together
    #[arg(value_name = "DIR", required = true)]
    pub dirs: Vec<PathBuf>,
    /// The port to listen on (0: any free port, printed)
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    /// Listen on the hall's network (every address of this machine), not
    /// only on this machine
    #[arg(long)]
    pub lan: bool,
    /// The arbiter's password for the desk (visible to every user of the
    /// machine in `ps`: prefer --password-file or HAKEM_PASSWORD; default:
    /// one is drawn and printed)
    #[arg(long, value_name = "P", conflicts_with = "password_file")]
    pub password: Option<String>,
    /// A file whose first line is the arbiter's password (kept out of `ps`)
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<PathBuf>,
}

/// The environment variable that gives the arbiter's password when no
/// option does.
pub const PASSWORD_VARIABLE: &str = "HAKEM_PASSWORD";

/// The arbiter's password: `--password`, else the first line of
/// `--password-file`, else `HAKEM_PASSWORD` (when not empty), else `None`
/// (one is drawn).
fn password(args: &Args, env: impl Fn(&str) -> Option<String>) -> Result<Option<String>, Error> {
    if let Some(p) = &args.password {
        return Ok(Some(p.clone()));
    }
    if let Some(path) = &args.password_file {
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
        let line = text.lines().next().unwrap_or("").trim_end_matches('\r');
        if line.is_empty() {
            return Err(Error::usage(Failure::About {
                what: format!("--password-file {}", path.display()),
                message: ServeRefusal::EmptyPassword.into(),
            }));
        }
        return Ok(Some(line.to_string()));
    }
    Ok(env(PASSWORD_VARIABLE).filter(|p| !p.is_empty()))
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let bound = bind(
        Options {
            dirs: args.dirs.clone(),
            port: args.port,
            lan: args.lan,
            password: password(args, |name| std::env::var(name).ok())?,
        },
        settings,
    )?;
    let mut text = String::new();
    let dirs: Vec<String> = args.dirs.iter().map(|d| d.display().to_string()).collect();
    text.push_str(&format!("hakem serve {}\n", dirs.join(" ")));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn args(password: Option<&str>, file: Option<&std::path::Path>) -> Args {
        Args {
            dirs: vec![PathBuf::from("event")],
            port: 0,
            lan: false,
            password: password.map(str::to_string),
            password_file: file.map(std::path::Path::to_path_buf),
        }
    }

    #[test]
    fn the_password_comes_from_the_option_the_file_or_the_environment() {
        let env = |name: &str| (name == PASSWORD_VARIABLE).then(|| "from-env".to_string());
        let none = |_: &str| None;
        assert_eq!(
            password(&args(Some("kiraz"), None), env)
                .unwrap()
                .as_deref(),
            Some("kiraz")
        );
        let dir = std::env::temp_dir().join(format!("hakem-password-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("password");
        std::fs::write(&file, "elma armut\r\nsecond line\n").unwrap();
        assert_eq!(
            password(&args(None, Some(&file)), env).unwrap().as_deref(),
            Some("elma armut")
        );
        assert_eq!(
            password(&args(None, None), env).unwrap().as_deref(),
            Some("from-env")
        );
        assert_eq!(password(&args(None, None), none).unwrap(), None);
        std::fs::write(&file, "\n").unwrap();
        assert!(password(&args(None, Some(&file)), env).is_err());
        assert!(password(&args(None, Some(&dir.join("absent"))), env).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
