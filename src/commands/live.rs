//! `hakem live FILE`: a round scored at the table, move by move. The
//! full-screen program on a terminal; the line mode when stdin is not one,
//! or with `--plain`.

use crate::settings::Settings;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use clap::ValueEnum;

use crate::error::{Error, Failure, Status};
use crate::live::timer::SystemClock;
use crate::live::{NewRecord, Session, line, screen};
use crate::record::PlayerInfo;

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
                  hakem live round.toml     a record being played, or one to resume\n  \
                  hakem live round.toml --variant turkish-mangala --first \"Ayşe Yılmaz\" --second \"Mehmet Demir\"\n\n\
                  Exit status: 0 the record is valid, 1 it is not (as hakem check \
                        says), 2 the file is not a record or cannot be written, or another program \
                        changed it (the session ends there).")]
pub struct Args {
    /// The round's record (TOML): one written by `hakem pair`, one being
    /// played (it resumes where the file stops), or a new file (with --variant)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Start a new record of this variant: a built-in ruleset name or a
    /// ruleset file
    #[arg(long, value_name = "VARIANT", requires_all = ["first", "second"])]
    pub variant: Option<String>,
    /// With --variant: the tournament rules [default: the variant's]
    #[arg(long, value_name = "RULES", requires = "variant")]
    pub rules: Option<String>,
    /// With --variant: the first player's name (starts set 1 under the
    /// 2023 rules)
    #[arg(long, value_name = "NAME", requires = "variant")]
    pub first: Option<String>,
    /// With --variant: the second player's name
    #[arg(long, value_name = "NAME", requires = "variant")]
    pub second: Option<String>,
    /// With --variant: a player who is visually impaired (exempt from
    /// touch-move warnings under the 2023 rules)
    #[arg(long, value_enum, value_name = "PLAYER", requires = "variant")]
    pub visually_impaired: Vec<PlayerArg>,
    /// The line mode (one command a line) even on a terminal: for screen
    /// readers
    #[arg(long)]
    pub plain: bool,
    /// Each player's time for a set, in minutes (1 to 1440): the set timer
    #[arg(long, value_name = "MINUTES", value_parser = clap::value_parser!(u32).range(1..=1440))]
    pub timer: Option<u32>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerArg {
    First,
    Second,
}

/// Longest player name accepted on the command line.
const MAX_NAME: usize = 200;

crate::messages! {
    /// Why a player's name given on the command line is refused (said
    /// after the flag).
    pub enum NameRefusal {
        Length { max: usize } = "live-name-length",
        Control = "live-name-control",
    }
}

fn player(name: Option<&str>, who: PlayerArg, impaired: &[PlayerArg]) -> Result<PlayerInfo, Error> {
    let name = name.unwrap_or("").trim();
    let flag = match who {
        PlayerArg::First => "--first",
        PlayerArg::Second => "--second",
    };
    let refused = |why: NameRefusal| {
        Error::usage(Failure::About {
            what: flag.to_string(),
            message: why.into(),
        })
    };
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return Err(refused(NameRefusal::Length { max: MAX_NAME }));
    }
    if name.chars().any(char::is_control) {
        return Err(refused(NameRefusal::Control));
    }
    Ok(PlayerInfo {
        name: name.to_string(),
        id: None,
        visually_impaired: impaired.contains(&who),
    })
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let new = match &args.variant {
        Some(variant) => Some(NewRecord {
            variant: variant.clone(),
            rules: args.rules.clone(),
            first: player(
                args.first.as_deref(),
                PlayerArg::First,
                &args.visually_impaired,
            )?,
            second: player(
                args.second.as_deref(),
                PlayerArg::Second,
                &args.visually_impaired,
            )?,
        }),
        None => None,
    };
    let timer = args.timer.map(|m| Duration::from_secs(u64::from(m) * 60));
    let mut session = Session::open(
        &args.file,
        new,
        &|document| settings.words_for(document),
        timer,
        Box::new(SystemClock::new()),
    )?;
    let stdin = std::io::stdin();
    if args.plain || !stdin.is_terminal() {
        let echo = !stdin.is_terminal();
        line::run(
            &mut session,
            stdin.lock(),
            &mut std::io::stdout().lock(),
            echo,
        )
    } else {
        screen::run(&mut session)
    }
}
