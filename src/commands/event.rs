//! `hakem event new|check|standings|export-trf|import-trf`: the event
//! folder as a whole.

mod school;

use crate::settings::Settings;
use std::path::{Path, PathBuf};

use clap::{Subcommand, ValueEnum};

use super::{Format, SheetFormat, printed_at};

use crate::error::{Error, Status};
use crate::event::folder::Folder;
use crate::event::lock::{create_new, lock_event, write_output};
use crate::event::results::RoundResults;
use crate::event::standings::{CrossTable, Standings};
use crate::event::{EVENT_FILE, starter};
use crate::files::atomic_file::write_atomic;
use crate::files::stdout::{print, print_bytes};
use crate::report::event::{
    check_text, cross_table_text, not_all_in_text, standings_text, tie_break_legend,
};
use crate::report::event_json::{check_json, standings_json};
use crate::words::{Label, Words};

crate::messages! {
    /// What the event commands say of the folder (besides its lists).
    pub enum EventSaid {
        /// `hakem event new`: the file written, and the folder to check.
        NewWritten { path: PathBuf, dir: PathBuf } = "event-new-written",
        AlreadyStarted { path: PathBuf } = "event-already-started",
        /// `import-trf` into a folder that holds an event.
        ImportExists { path: PathBuf } = "event-import-exists",
        /// `option` (`--after`, `--round`) asked for round `round`.
        NoSuchRound { option: String, round: u8, paired: u8 } = "event-no-such-round",
        NothingPaired { dir: PathBuf } = "event-nothing-paired",
        RoundNotPaired { round: u8, paired: u8, rounds: u8 } = "event-round-not-paired",
        /// `export-trf`: rounds whose results are not all in.
        LeftOut { from: u8, to: u8, dir: PathBuf } = "event-left-out",
        Imported { path: PathBuf, players: usize, rounds: u8, paired: usize, file: PathBuf } = "event-imported",
    }
}

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
    hakem event new izmir-2026                     a commented event.toml to fill in\n  \
    hakem event check ankara-2026                  the event and every record of every round\n  \
    hakem event standings ankara-2026 --after 3    standings with tie-breaks and the cross table\n  \
    hakem event print ankara-2026 pairing -o r4.html   the pairing list and cards, to print\n  \
    hakem event export-trf ankara-2026 -o ankara.trf   for FIDE tools and other pairing programs\n  \
    hakem event import-players samples/school/okul-2026 samples/school/kayit.xlsx   players from a sheet\n  \
    hakem event standings samples/school/okul-2026 --lists -o listeler.xlsx   a worksheet a list")]
pub struct Args {
    #[command(subcommand)]
    pub command: EventCommand,
}

#[derive(Subcommand, Debug)]
pub enum EventCommand {
    /// Start an event: write a commented event.toml into DIR (created if
    /// needed; an existing event.toml is never written over)
    New {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
    /// Check the event: event.toml, and every record of every paired round
    /// (exit status 1 while any is missing, unfinished or invalid); of
    /// several folders (the groups of one hall) or a hall's folder
    /// (hall.toml), each, and that no two share a table number or a code
    Check {
        #[arg(value_name = "DIR", required = true)]
        dirs: Vec<PathBuf>,
        /// Also pair every round again from the rounds before it and report
        /// a round whose pairing (tables, who starts set 1, the bye) differs
        #[arg(long)]
        pairings: bool,
        /// Text for the referee, JSON for programs (docs/formats.md)
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// The standings with their tie-breaks, and the cross table; or the
    /// lists of event.toml's [[list]] tables
    Standings {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// After this round (default: the last round with every result in)
        #[arg(long, value_name = "N")]
        after: Option<u8>,
        /// Text (with the cross table) for the referee, JSON for programs
        /// (docs/formats.md), CSV for a spreadsheet
        #[arg(long, value_enum, default_value_t = school::ListingFormat::Text)]
        format: school::ListingFormat,
        /// The players of one list (its id), ranked within it
        #[arg(long, value_name = "ID", conflicts_with = "lists")]
        list: Option<String>,
        /// Every list, one after another
        #[arg(long)]
        lists: bool,
        /// Write to OUT (atomically) instead of stdout; OUT.xlsx: a
        /// workbook, a worksheet a list
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
    },
    /// The schools ranked from the players' results (event.toml's [teams])
    Teams {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// After this round (default: the last round with every result in)
        #[arg(long, value_name = "N")]
        after: Option<u8>,
        /// Text, JSON (docs/formats.md) or CSV
        #[arg(long, value_enum, default_value_t = school::ListingFormat::Text)]
        format: school::ListingFormat,
        /// Write to OUT (atomically) instead of stdout; OUT.xlsx: a workbook
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
    },
    /// Who gets which prize (event.toml's [[prize]] tables)
    Prizes {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// After this round (default: the last round with every result in)
        #[arg(long, value_name = "N")]
        after: Option<u8>,
        /// Text, JSON (docs/formats.md) or CSV
        #[arg(long, value_enum, default_value_t = school::ListingFormat::Text)]
        format: school::ListingFormat,
        /// Write to OUT (atomically) instead of stdout; OUT.xlsx: a workbook
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
    },
    /// Add the players of a registration sheet (.csv, .xlsx, .ods) to
    /// event.toml: the columns found by their headers, every problem
    /// reported with its row and column, nothing written while any is left
    ImportPlayers {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// The registration sheet
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Columns the headers do not name: "Öğrenci Adı=given_name,Sınıf=category"
        /// (given_name, surname, name, school, club, category, sex, born,
        /// licence, team, rating)
        #[arg(long, value_name = "HEADER=FIELD,...")]
        map: Option<String>,
        /// Check the sheet and say what would be added, writing nothing
        #[arg(long)]
        dry_run: bool,
    },
    /// Write the event as a FIDE Tournament Report File (TRF), the rounds
    /// whose results are all in, each player's rank after them; set points
    /// and stones in hakem's HSP lines
    ExportTrf {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// Write to OUT (atomically) instead of stdout
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
        /// The file's encoding: UTF-8, its columns counted in characters,
        /// or Windows-1254 (cp1254) for programs that count them in bytes
        #[arg(long, value_enum, default_value_t = TrfEncoding::Utf8)]
        encoding: TrfEncoding,
    },
    /// Print a round's pairing (by table, alphabetically, pairing cards) or
    /// the standings with the cross table: HTML for A4 print, text, Markdown
    Print {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// What to print
        #[arg(value_enum)]
        what: Printout,
        /// The round of the pairing, or the round the standings are after
        /// (default: the last paired round; for the standings, the last one
        /// with every result in)
        #[arg(long, value_name = "N")]
        round: Option<u8>,
        /// The format; `json` for `results` only (docs/formats.md §11)
        #[arg(long, value_enum, default_value_t = PrintFormat::Html)]
        format: PrintFormat,
        /// Write to OUT (atomically; never over an input file) instead of stdout
        #[arg(short = 'o', long = "output", value_name = "OUT")]
        output: Option<PathBuf>,
        /// The printing time shown in the footer, for reproducible output;
        /// SOURCE_DATE_EPOCH is honoured too
        #[arg(long, hide = true, value_name = "DATETIME")]
        printed_at: Option<String>,
        /// With `results`: the standings after the round follow, once every
        /// result of the rounds up to it is in
        #[arg(long)]
        with_standings: bool,
        /// With `standings`: the players of one list (its id)
        #[arg(long, value_name = "ID", conflicts_with = "lists")]
        list: Option<String>,
        /// With `standings`: every list, each starting a page
        #[arg(long)]
        lists: bool,
        /// With `certificates`: the first N places of the list (or of the
        /// overall standings) instead of the prize winners
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=2000))]
        top: Option<u16>,
    },
    /// The table codes of a round, for the arbiter (drawn and written into
    /// round-N/codes.toml when the round has none yet)
    Codes {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// The round (default: the last paired round)
        #[arg(long, value_name = "N")]
        round: Option<u8>,
        #[arg(long, value_enum, default_value_t = super::Format::Text)]
        format: super::Format,
    },
    /// Start an event folder from a TRF: players in its order, the rounds
    /// as paired, results entered in event.toml
    ImportTrf {
        /// The TRF to read
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The new event folder (must not hold an event.toml)
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// The variant played
        #[arg(long, value_name = "VARIANT", default_value = "turkish-mangala")]
        variant: String,
        /// Tournament rules (default: the variant's own)
        #[arg(long, value_name = "RULES")]
        rules: Option<String>,
        /// The file's encoding (default: UTF-8, or Windows-1254 for a file
        /// that is not UTF-8, said on stderr)
        #[arg(long, value_enum)]
        encoding: Option<TrfEncoding>,
    },
}

/// How a TRF's text is encoded (`--encoding`).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfEncoding {
    /// UTF-8, the columns counted in characters (as gacrux and hakem read
    /// them)
    #[value(name = "utf-8")]
    Utf8,
    /// Windows-1254, each Turkish letter one byte: for programs that count
    /// the columns in bytes
    Cp1254,
}

impl From<TrfEncoding> for crate::event::trf::Encoding {
    fn from(e: TrfEncoding) -> Self {
        match e {
            TrfEncoding::Utf8 => crate::event::trf::Encoding::Utf8,
            TrfEncoding::Cp1254 => crate::event::trf::Encoding::Cp1254,
        }
    }
}

/// The formats of `hakem event print`: a printout's, or JSON for a
/// round's results.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintFormat {
    Html,
    Text,
    Markdown,
    /// A round's results for programs (`results` only)
    Json,
    /// For a spreadsheet: the results, the standings or lists, the
    /// schools, the prizes (`-o OUT.xlsx` writes a workbook whatever the
    /// format)
    Csv,
}

crate::messages! {
    /// Why `hakem event print` refused its format.
    pub enum PrintRefusal {
        /// `--format json` is for the results; the standings and the
        /// pairing have their own JSON commands.
        JsonForResultsOnly = "event-print-json-results-only",
        /// The pairing has no spreadsheet form.
        NoSpreadsheetOfPairing = "event-print-no-spreadsheet-of-pairing",
    }
}

/// What `hakem event print` prints.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printout {
    /// The pairing list by table and alphabetically, then the pairing cards
    Pairing,
    /// The standings with the tie-break columns, then the cross table
    Standings,
    /// A round's results by table (sets, set points, round points,
    /// forfeits, byes) and alphabetically, for the notice board
    Results,
    /// The schools ranked (event.toml's [teams])
    Teams,
    /// The prizes and their winners, for the ceremony
    Prizes,
    /// A certificate a page (A4 landscape) for every prize winner, or for
    /// the first N of a list (`--top N`)
    Certificates,
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    match &args.command {
        EventCommand::New { dir } => new(dir, settings),
        EventCommand::Check {
            dirs,
            pairings,
            format,
        } => match dirs.as_slice() {
            [dir] if !crate::event::hall::is_hall(dir) => check(dir, *pairings, *format, settings),
            _ => check_hall(dirs, *pairings, *format, settings),
        },
        EventCommand::Standings {
            dir,
            after,
            format,
            list,
            lists,
            output,
        } => standings(
            dir,
            *after,
            list.as_deref(),
            *lists,
            &school::Out {
                format: *format,
                output: output.as_deref(),
            },
            settings,
        ),
        EventCommand::Teams {
            dir,
            after,
            format,
            output,
        }
        | EventCommand::Prizes {
            dir,
            after,
            format,
            output,
        } => {
            let folder = Folder::open(dir)?;
            let words = settings.words_for(folder.language);
            let Some(after) = standings_round(&folder, dir, *after, words, "--after")? else {
                return Ok(Status::Invalid);
            };
            let s = Standings::new(&folder, after);
            let out = school::Out {
                format: *format,
                output: output.as_deref(),
            };
            match &args.command {
                EventCommand::Teams { .. } => school::teams(&folder, &s, &out, words),
                _ => school::prizes(&folder, &s, &out, words),
            }
        }
        EventCommand::ImportPlayers {
            dir,
            file,
            map,
            dry_run,
        } => school::import_players(dir, file, map.as_deref(), *dry_run, |l| {
            settings.words_for(l)
        }),
        EventCommand::ExportTrf {
            dir,
            output,
            encoding,
        } => export_trf(dir, output.as_deref(), *encoding, settings),
        EventCommand::Print {
            dir,
            what,
            round,
            format,
            output,
            printed_at,
            with_standings,
            list,
            lists,
            top,
        } => print_out(
            dir,
            Printing {
                what: *what,
                round: *round,
                format: *format,
                with_standings: *with_standings,
                list: list.as_deref(),
                lists: *lists,
                top: *top,
            },
            output.as_deref(),
            printed_at.as_deref(),
            settings,
        ),
        EventCommand::Codes { dir, round, format } => codes(dir, *round, *format, settings),
        EventCommand::ImportTrf {
            file,
            dir,
            variant,
            rules,
            encoding,
        } => import_trf(file, dir, variant, rules.as_deref(), *encoding, settings),
    }
}

fn new(dir: &Path, settings: &Settings) -> Result<Status, Error> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let path = dir.join(EVENT_FILE);
    create_new(&path, starter::STARTER.as_bytes(), || {
        Error::usage(EventSaid::AlreadyStarted { path: path.clone() })
    })?;
    let written = EventSaid::NewWritten {
        path: path.clone(),
        dir: dir.to_path_buf(),
    };
    print(&format!("{}\n", settings.words().say(&written)))?;
    Ok(Status::Success)
}

fn check(dir: &Path, pairings: bool, format: Format, settings: &Settings) -> Result<Status, Error> {
    let folder = Folder::open(dir)?;
    let checked = crate::event::check::check(&folder, pairings);
    print(&match format {
        Format::Text => check_text(&checked, &folder, settings.words_for(folder.language)),
        Format::Json => check_json(&checked),
    })?;
    Ok(if checked.problems.is_empty() {
        Status::Success
    } else {
        Status::Invalid
    })
}

/// `hakem event check A B C`: each group's check, then the hall's (tables
/// or codes two groups share). Exit status 1 when any is not valid.
fn check_hall(
    dirs: &[PathBuf],
    pairings: bool,
    format: Format,
    settings: &Settings,
) -> Result<Status, Error> {
    let hall = crate::event::hall::Hall::of_folders(dirs)?;
    let mut folders = Vec::new();
    for group in &hall.groups {
        folders.push((group.name.as_str(), Folder::open(&group.dir)?));
    }
    let pairs: Vec<(&str, &Folder)> = folders.iter().map(|(n, f)| (*n, f)).collect();
    let problems = crate::event::hall::check(&pairs);
    let mut valid = problems.is_empty();
    let words = settings.words_for(folders.first().and_then(|(_, f)| f.language));
    let checks: Vec<_> = folders
        .iter()
        .map(|(_, f)| crate::event::check::check(f, pairings))
        .collect();
    valid &= checks.iter().all(|c| c.problems.is_empty());
    print(&match format {
        Format::Text => {
            let mut out = String::new();
            for ((_, f), c) in folders.iter().zip(&checks) {
                out.push_str(&check_text(c, f, settings.words_for(f.language)));
                out.push('\n');
            }
            out + &crate::report::hall::check_text(&pairs, &problems, words)
        }
        Format::Json => {
            let groups: Vec<(&str, &Folder, String)> = folders
                .iter()
                .zip(&checks)
                .map(|((n, f), c)| (*n, f, check_json(c)))
                .collect();
            crate::report::hall::check_json(&groups, &problems)
        }
    })?;
    Ok(if valid {
        Status::Success
    } else {
        Status::Invalid
    })
}

/// The last round whose results are all in.
fn last_complete(folder: &Folder) -> u8 {
    (1..=folder.paired_rounds())
        .rev()
        .find(|&r| folder.issues(r).is_empty())
        .unwrap_or(0)
}

/// The round standings stand after: the one asked for (`option` names the
/// option that asked), or the last whose results are all in. `None` when
/// that round still misses results (listed on stderr).
fn standings_round(
    folder: &Folder,
    dir: &Path,
    asked: Option<u8>,
    words: Words,
    option: &str,
) -> Result<Option<u8>, Error> {
    let paired = folder.paired_rounds();
    let after = match asked {
        Some(n) if n == 0 || n > paired => {
            return Err(Error::usage(EventSaid::NoSuchRound {
                option: option.to_string(),
                round: n,
                paired,
            }));
        }
        Some(n) => n,
        None if paired == 0 => {
            return Err(Error::usage(EventSaid::NothingPaired {
                dir: dir.to_path_buf(),
            }));
        }
        // Round 1 not complete: its problems are listed.
        None => last_complete(folder).max(1),
    };
    let issues = folder.issues(after);
    if !issues.is_empty() {
        eprintln!(
            "{}: {}",
            words.t(Label::SeverityError),
            not_all_in_text(after, &issues, words)
        );
        return Ok(None);
    }
    Ok(Some(after))
}

fn standings(
    dir: &Path,
    after: Option<u8>,
    list: Option<&str>,
    all_lists: bool,
    out: &school::Out<'_>,
    settings: &Settings,
) -> Result<Status, Error> {
    use school::ListingFormat;
    let folder = Folder::open(dir)?;
    let words = settings.words_for(folder.language);
    let specs = school::selected(&folder, list, all_lists)?;
    let Some(after) = standings_round(&folder, dir, after, words, "--after")? else {
        return Ok(Status::Invalid);
    };
    let s = Standings::new(&folder, after);
    if !specs.is_empty() {
        let lists = school::lists_of(&folder, &s, &specs);
        let grids = school::list_grids(&folder, &lists, words);
        let legend = format!("\n{}", tie_break_legend(&s.tie_breaks, words));
        out.emit(&folder, &grids, &legend, || {
            crate::report::school_json::lists_json(&folder, &lists, &s.event, s.after)
        })?;
        return Ok(Status::Success);
    }
    let spreadsheet = out.format == ListingFormat::Csv
        || out.output.is_some_and(|o| {
            o.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("xlsx"))
        });
    if spreadsheet {
        let grid = crate::report::school::standings_grid(&s, &folder, words);
        out.emit(&folder, &[grid], "", String::new)?;
        return Ok(Status::Success);
    }
    let text = match out.format {
        ListingFormat::Json => standings_json(&s),
        _ => {
            let c = CrossTable::new(&folder, &s);
            format!(
                "{}\n{}",
                standings_text(&s, words),
                cross_table_text(&c, words)
            )
        }
    };
    match out.output {
        Some(o) => write_output(o, text.as_bytes(), &folder.input_files())?,
        None => print(&text)?,
    }
    Ok(Status::Success)
}

fn export_trf(
    dir: &Path,
    output: Option<&Path>,
    encoding: TrfEncoding,
    settings: &Settings,
) -> Result<Status, Error> {
    let folder = Folder::open(dir)?;
    let words = settings.words_for(folder.language);
    let through = last_complete(&folder);
    if through < folder.paired_rounds() {
        eprintln!(
            "{}: {}",
            words.t(Label::SeverityNote),
            words.say(&EventSaid::LeftOut {
                from: through + 1,
                to: folder.paired_rounds(),
                dir: dir.to_path_buf(),
            })
        );
    }
    let bytes = crate::event::trf::export(&folder, through, encoding.into())?;
    match output {
        Some(out) => write_output(out, &bytes, &folder.input_files())?,
        // As written: a TRF's lines are not wrapped to the terminal.
        None => print_bytes(&bytes)?,
    }
    Ok(Status::Success)
}

fn import_trf(
    file: &PathBuf,
    dir: &Path,
    variant: &str,
    rules: Option<&str>,
    encoding: Option<TrfEncoding>,
    settings: &Settings,
) -> Result<Status, Error> {
    use crate::text::diagnostic::Source;
    let text = crate::event::trf::read_text(file, encoding.map(Into::into), settings.words())?;
    let source = Source::new(file.display().to_string(), text);
    let (tournament, header) = crate::swiss::trf::read_with_header(&source.text)
        .map_err(|e| Error::Input(crate::swiss::trf::diagnostics(&source, &e)))?;
    // The names are checked before anything is written: a mistyped
    // variant leaves no folder behind to refuse the corrected run.
    crate::event::import::check_names(variant, rules, dir)?;
    let path = dir.join(EVENT_FILE);
    let already = || Error::usage(EventSaid::ImportExists { path: path.clone() });
    if path.exists() {
        return Err(already());
    }
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let (spec, manifests) =
        crate::event::import::from_trf(&tournament, &header, &stem, variant, rules);
    let toml = crate::event::to_toml(&spec);
    // What is written must read back as the same event.
    let check = Source::new(path.display().to_string(), toml.clone());
    crate::event::parse(&check).map_err(Error::Input)?;
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    // The event and its rounds are written under the event's lock: no
    // other import or pairing can start in the folder meanwhile.
    let _guard = lock_event(dir)?;
    if path.exists() {
        return Err(already());
    }
    write_atomic(&path, toml.as_bytes(), std::slice::from_ref(file))?;
    let folder = Folder::open(dir)?;
    let today = printed_at(None)?.date();
    for m in &manifests {
        crate::event::pairing::write_round(&folder, m, today, &Default::default())?;
    }
    let imported = EventSaid::Imported {
        path: path.clone(),
        players: spec.players.len(),
        rounds: spec.rounds,
        paired: manifests.len(),
        file: file.clone(),
    };
    print(&format!(
        "{}\n",
        settings.words_for(folder.language).say(&imported)
    ))?;
    Ok(Status::Success)
}

/// What `hakem event print` was asked for.
struct Printing<'a> {
    what: Printout,
    round: Option<u8>,
    format: PrintFormat,
    with_standings: bool,
    list: Option<&'a str>,
    lists: bool,
    top: Option<u16>,
}

fn print_out(
    dir: &Path,
    asked: Printing<'_>,
    output: Option<&Path>,
    printed: Option<&str>,
    settings: &Settings,
) -> Result<Status, Error> {
    let printed_at = printed_at(printed)?;
    let folder = Folder::open(dir)?;
    let words = settings.words_for(folder.language);
    {
        let paired = folder.paired_rounds();
        let paired_round = |round: Option<u8>| {
            let round = round.unwrap_or(paired);
            folder
                .rounds
                .get(usize::from(round).wrapping_sub(1))
                .ok_or_else(|| {
                    Error::usage(EventSaid::RoundNotPaired {
                        round,
                        paired,
                        rounds: folder.event.spec().rounds,
                    })
                })
        };
        let mut status = Status::Success;
        if asked.format == PrintFormat::Json && asked.what != Printout::Results {
            return Err(Error::usage(PrintRefusal::JsonForResultsOnly));
        }
        let lists = school::selected(&folder, asked.list, asked.lists)?;
        let certificates = asked.what == Printout::Certificates && !asked.lists;
        if !lists.is_empty() && asked.what != Printout::Standings && !certificates {
            return Err(Error::usage(school::SchoolSaid::ListsOnly));
        }
        let xlsx = output.is_some_and(|o| {
            o.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("xlsx"))
        });
        if asked.format == PrintFormat::Csv || xlsx {
            return spreadsheet(&folder, dir, &asked, &lists, output, words);
        }
        let doc = match asked.what {
            Printout::Pairing => {
                let r = paired_round(asked.round)?;
                let mut list = crate::event::standings::PairingList::new(&folder, &r.manifest);
                if let Some(codes) = crate::event::codes::read(&r.dir)? {
                    list = list.with_codes(&codes.tables);
                }
                let results = RoundResults::new(&folder, r);
                crate::sheet::event::pairing(&folder, &list, Some(&results), words, printed_at)
            }
            Printout::Standings => {
                let Some(after) = standings_round(&folder, dir, asked.round, words, "--round")?
                else {
                    return Ok(Status::Invalid);
                };
                let s = Standings::new(&folder, after);
                if lists.is_empty() {
                    let c = CrossTable::new(&folder, &s);
                    crate::sheet::event::standings(&folder, &s, &c, words, printed_at)
                } else {
                    let lists = school::lists_of(&folder, &s, &lists);
                    let grids = school::list_grids(&folder, &lists, words);
                    let title = format!(
                        "{} — {}",
                        grids
                            .iter()
                            .map(|g| g.sheet.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                        folder.event.spec().name
                    );
                    crate::sheet::school::grids(&folder, &grids, title, words, printed_at)
                }
            }
            Printout::Certificates => {
                let Some(after) = standings_round(&folder, dir, asked.round, words, "--round")?
                else {
                    return Ok(Status::Invalid);
                };
                let s = Standings::new(&folder, after);
                let list = lists.first().copied();
                let chosen = school::certificates(&folder, &s, list, asked.top);
                crate::sheet::school::certificates(&folder, &chosen, words, printed_at)
            }
            Printout::Teams | Printout::Prizes => {
                let Some(after) = standings_round(&folder, dir, asked.round, words, "--round")?
                else {
                    return Ok(Status::Invalid);
                };
                let s = Standings::new(&folder, after);
                let grid = if asked.what == Printout::Teams {
                    let Some(t) = crate::event::teams::teams_for(&folder, &s) else {
                        return Err(Error::usage(school::SchoolSaid::NoTeams {
                            path: folder.dir.join(EVENT_FILE),
                        }));
                    };
                    crate::report::school::teams_grid(&t, words)
                } else {
                    if folder.event.spec().prizes.is_empty() {
                        return Err(Error::usage(school::SchoolSaid::NoPrizes {
                            path: folder.dir.join(EVENT_FILE),
                        }));
                    }
                    let a = crate::event::prizes::awards_for(&folder, &s);
                    crate::report::school::prizes_grid(&a, &folder, words)
                };
                let title = format!("{} — {}", grid.sheet, folder.event.spec().name);
                crate::sheet::school::grids(&folder, &[grid], title, words, printed_at)
            }
            Printout::Results => {
                let r = paired_round(asked.round)?;
                let results = RoundResults::new(&folder, r);
                let issues = folder.issues(r.number);
                if !issues.is_empty() {
                    // The list is printed all the same (what is in so far).
                    eprintln!(
                        "{}: {}",
                        words.t(Label::SeverityError),
                        not_all_in_text(r.number, &issues, words)
                    );
                    status = Status::Invalid;
                }
                if asked.format == PrintFormat::Json {
                    let text = crate::report::results_json::results_json(&results);
                    match output {
                        Some(out) => write_output(out, text.as_bytes(), &folder.input_files())?,
                        None => print(&text)?,
                    }
                    return Ok(status);
                }
                let standings = (asked.with_standings && issues.is_empty())
                    .then(|| Standings::new(&folder, r.number));
                crate::sheet::event_results::results(
                    &folder,
                    &results,
                    standings.as_ref(),
                    words,
                    printed_at,
                )
            }
        };
        let format = match asked.format {
            PrintFormat::Html => SheetFormat::Html,
            PrintFormat::Text => SheetFormat::Text,
            PrintFormat::Markdown => SheetFormat::Markdown,
            PrintFormat::Json | PrintFormat::Csv => unreachable!("refused above"),
        };
        let text = crate::sheet::render_view(&doc, format.into());
        match output {
            // As `hakem sheet -o`: control characters from the records are
            // escaped in the file as on stdout.
            Some(out) => write_output(
                out,
                crate::text::display::escape_controls(&text).as_bytes(),
                &folder.input_files(),
            )?,
            None => print(&text)?,
        }
        Ok(status)
    }
}

/// `hakem event print ... --format csv` or `-o OUT.xlsx`: the listing as
/// a spreadsheet.
fn spreadsheet(
    folder: &Folder,
    dir: &Path,
    asked: &Printing<'_>,
    lists: &[&crate::event::lists::ListSpec],
    output: Option<&Path>,
    words: Words,
) -> Result<Status, Error> {
    let out = school::Out {
        format: school::ListingFormat::Csv,
        output,
    };
    let mut status = Status::Success;
    let grids = match asked.what {
        Printout::Pairing | Printout::Certificates => {
            return Err(Error::usage(PrintRefusal::NoSpreadsheetOfPairing));
        }
        Printout::Results => {
            let paired = folder.paired_rounds();
            let round = asked.round.unwrap_or(paired);
            let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
                return Err(Error::usage(EventSaid::RoundNotPaired {
                    round,
                    paired,
                    rounds: folder.event.spec().rounds,
                }));
            };
            let issues = folder.issues(r.number);
            if !issues.is_empty() {
                eprintln!(
                    "{}: {}",
                    words.t(Label::SeverityError),
                    not_all_in_text(r.number, &issues, words)
                );
                status = Status::Invalid;
            }
            let results = RoundResults::new(folder, r);
            vec![crate::report::results_grid::results_grid(
                &results, folder, words,
            )]
        }
        Printout::Standings | Printout::Teams | Printout::Prizes => {
            let Some(after) = standings_round(folder, dir, asked.round, words, "--round")? else {
                return Ok(Status::Invalid);
            };
            let s = Standings::new(folder, after);
            match asked.what {
                Printout::Standings if lists.is_empty() => {
                    vec![crate::report::school::standings_grid(&s, folder, words)]
                }
                Printout::Standings => {
                    let lists = school::lists_of(folder, &s, lists);
                    school::list_grids(folder, &lists, words)
                }
                Printout::Teams => {
                    let Some(t) = crate::event::teams::teams_for(folder, &s) else {
                        return Err(Error::usage(school::SchoolSaid::NoTeams {
                            path: folder.dir.join(EVENT_FILE),
                        }));
                    };
                    vec![crate::report::school::teams_grid(&t, words)]
                }
                _ => {
                    if folder.event.spec().prizes.is_empty() {
                        return Err(Error::usage(school::SchoolSaid::NoPrizes {
                            path: folder.dir.join(EVENT_FILE),
                        }));
                    }
                    let a = crate::event::prizes::awards_for(folder, &s);
                    vec![crate::report::school::prizes_grid(&a, folder, words)]
                }
            }
        }
    };
    out.emit(folder, &grids, "", String::new)?;
    Ok(status)
}

fn codes(
    dir: &Path,
    round: Option<u8>,
    format: super::Format,
    settings: &Settings,
) -> Result<Status, Error> {
    let folder = Folder::open(dir)?;
    let words = settings.words_for(folder.language);
    {
        let paired = folder.paired_rounds();
        let round = round.unwrap_or(paired);
        let Some(r) = folder.rounds.get(usize::from(round).wrapping_sub(1)) else {
            return Err(Error::usage(EventSaid::RoundNotPaired {
                round,
                paired,
                rounds: folder.event.spec().rounds,
            }));
        };
        let first = folder.event.first_table();
        let codes = crate::event::codes::ensure(&r.dir, round, r.manifest.tables.len(), first)?;
        let text = match format {
            super::Format::Json => crate::report::event::codes_json(&codes, &r.manifest, first),
            super::Format::Text => {
                crate::report::event::codes_text(&codes, &r.manifest, &folder, words)
            }
        };
        print(&text)?;
        Ok(Status::Success)
    }
}
