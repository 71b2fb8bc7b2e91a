//! `hakem solve VARIANT [--position "..." | --moves "..."]`: the exact value
//! of a position under perfect play, and a best move.

use crate::settings::Settings;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::ValueEnum;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::Format;
use crate::analysis::solve::endgame::{self, Endgame, Origin, tables_bytes};
use crate::analysis::solve::table::Table;
use crate::analysis::solve::{MAX_THREADS, Progress, Solution, Solver, Stopped, after_moves};
use crate::analysis::solve::{kept, proven};
use crate::engine::{Player, Position};
use crate::error::{Error, Status};
use crate::files::stdout::print;
use crate::record::moves;
use crate::ruleset::Ruleset;
use crate::words::{Label, Words};
use crate::words::{Message, Msg};

crate::messages! {
    /// Why `hakem solve` refused what it was asked.
    pub enum SolveRefusal {
        Memory { memory: u64, max: u64 } = "solve-memory",
        Threads { threads: usize, max: usize } = "solve-threads",
        /// The solver does not handle a rule of these rules yet.
        Unsupported { rules: String, what: Msg } = "solve-unsupported",
        /// A move of `--moves` is illegal.
        IllegalMove { k: usize, pit: u32, why: Msg } = "solve-illegal-move",
        /// A number of stones outside what a flag takes.
        Stones { flag: String, given: u16, low: u16, high: u16 } = "solve-stones",
        /// `--endgame`'s tables would not fit half of `--memory`.
        EndgameTooBig { given: u16, mib: u64, memory: u64 } = "solve-endgame-too-big",
        /// The transposition table could not be allocated.
        TableTooBig { memory: u64, mib: usize } = "solve-table-too-big",
        NoThread = "solve-no-thread",
        /// Play can go on forever: the game has no value.
        Endless { rules: String } = "solve-endless",
        SearchThreadNotStarted { reason: String } = "solve-search-thread-not-started",
        BuildThreadNotStarted { reason: String } = "solve-build-thread-not-started",
        SearchThreadFailed = "solve-search-thread-failed",
        BuildThreadFailed = "solve-build-thread-failed",
        /// Endgame tables of rules whose future is not the pits' alone.
        NotPitsAlone { rules: String } = "solve-not-pits-alone",
        /// `--build-endgames`' tables would not fit `--memory`.
        BuildTooBig { stones: u16, mib: u64, memory: u64 } = "solve-build-too-big",
        NoCacheFolder = "solve-no-cache-folder",
    }
}

crate::messages! {
    /// Why a `--position` was not read.
    pub enum PositionProblem {
        NoSlash { pits: u8 } = "solve-position-no-slash",
        /// A row's word that is not a stone count.
        NotACount { side: Msg, given: String, max: u16 } = "solve-position-not-a-count",
        /// A row of the wrong length.
        Count { side: Msg, given: usize, pits: u8 } = "solve-position-count",
        /// The rows and stores do not hold the rules' stones.
        Total { total: u32, rules: String, stones: u16 } = "solve-position-total",
        /// The rows are not as long as the rules' pits a side.
        Pits { pits: u8, south: usize, north: usize } = "solve-position-pits",
        /// The player to move has no move.
        GameOver { side: Msg } = "solve-position-game-over",
    }
}

crate::messages! {
    /// What `hakem solve` says on stderr as it goes: the spinner, and
    /// what it could not keep or use.
    pub enum SolveNote {
        EndgameLevel { stones: u16 } = "solve-note-endgame-level",
        BuildLevel { stones: u16, of: u16, next: u64 } = "solve-note-build-level",
        BuildSlice { stones: u16 } = "solve-note-build-slice",
        ReadingTable = "solve-note-reading-table",
        Searching { lower: i32, upper: i32, nodes: u64 } = "solve-note-searching",
        KeepingTable { size: Msg } = "solve-note-keeping-table",
        /// Warnings.
        BoundsUnread { problem: Msg } = "solve-note-bounds-unread",
        BoundsNotKept { problem: Msg } = "solve-note-bounds-not-kept",
        TableUnused { file: String, why: Msg } = "solve-note-table-unused",
        TableNotKept { problem: Msg } = "solve-note-table-not-kept",
        LevelNotKept { problem: Msg } = "solve-note-level-not-kept",
    }
}

crate::messages! {
    /// `hakem solve`'s report: the value, the best move, what it took.
    pub enum SolveText {
        Start = "solve-text-start",
        Given = "solve-text-given",
        AfterMoves { moves: usize } = "solve-text-after-moves",
        Head { title: String, name: String, what: Msg, mover: Msg } = "solve-text-head",
        Value { verdict: Msg, diff: String, mover: Msg } = "solve-text-value",
        Interrupted { lower: String, upper: String, mover: Msg } = "solve-text-interrupted",
        Best { pit: u8 } = "solve-text-best",
        Known { lower: String, upper: String } = "solve-text-known",
        TableKept { size: Msg } = "solve-text-table-kept",
        Searched { nodes: u64, seconds: crate::words::Decimal, rate: crate::words::Decimal, threads: usize, table: Msg } = "solve-text-searched",
        Endgame { stones: u16 } = "solve-text-endgame",
        EndgameCache { loaded: u16, levels: u16 } = "solve-text-endgame-cache",
        KiB { n: u64 } = "solve-text-kib",
        MiB { n: u64 } = "solve-text-mib",
    }
}

crate::messages! {
    /// `hakem solve --build-endgames`'s report.
    pub enum BuildText {
        Head { title: String, name: String, fingerprint: String, dir: String } = "solve-build-head",
        SliceBuilt { stones: u16, file: String } = "solve-build-slice-built",
        SliceInterrupted { stones: u16 } = "solve-build-slice-interrupted",
        SliceCircular { stones: u16 } = "solve-build-slice-circular",
        Ready { reached: u16, positions: u64, bytes: u64, loaded: u16, built: u16 } = "solve-build-ready",
        NotKept { levels: u16 } = "solve-build-not-kept",
        Interrupted { level: u16 } = "solve-build-interrupted",
        Circular { level: u16 } = "solve-build-circular",
    }
}

/// `warning: …` on stderr, in `words`.
fn warn(words: Words, note: &SolveNote) -> String {
    format!("{}: {}", words.t(Label::WarningWord), words.say(note))
}

/// `--flag: …`.
fn about(flag: &str, message: impl Into<Msg>) -> Error {
    Error::usage(crate::error::Failure::About {
        what: flag.into(),
        message: message.into(),
    })
}

/// The most memory `--memory` accepts, in MiB (64 GiB).
pub const MAX_MEMORY_MIB: u64 = 65_536;
/// Endgame tables use at most this share of `--memory` by default...
const DEFAULT_TABLES_SHARE: u64 = 2;
/// ...and reach at most this many twelfths of the stones in the pits when
/// they are built in the run: building more costs more time than the
/// search they save on a first run (Kalah(6,4) with the empty capture on
/// two threads, tables built in the run: 16 of 48 stones 17.0 s, 20 of 48
/// 56.4 s). Levels built ahead (`--build-endgames`) are all used.
const DEFAULT_TABLES_TWELFTHS: u16 = 4;

#[derive(clap::Args, Debug)]
#[command(after_help = "Examples:\n  \
    hakem solve kalah --position \"0 0 0 1 2 0 20 / 1 0 0 0 2 0 22\"   an endgame's value and best move\n  \
    hakem solve kalah --position \"0 0 0 1 2 0 20 / 1 0 0 0 2 0 22\" --to-move north   the same, North to move\n  \
    hakem solve house.toml --moves \"2 1\"                  the position after two moves of a small house rule\n  \
    hakem solve house.toml --format json                  a small house rule's start, as JSON\n  \
    hakem solve kalah                                     Kalah's start: first wins by 8 (takes about 8 minutes on 2 cores, 1 GB)\n\n\
    Kept between runs: a solve writes the bounds it proved to the cache \
                        folder at its end, and its search table too when it is cut short \
                        (Ctrl-C, `timeout`); the next solve of the same position under the \
                        same rules goes on from them, and a solve that finishes removes its \
                        position's table. A kept file that does not check is not used (a \
                        warning says why). To start afresh, delete the folder's *.hkb and \
                        *.hkt files (or give --no-cache).\n\n\
    Exit status: 0 solved, 2 input or arguments not understood (or a \
                        game that can go on forever), 130 interrupted (Ctrl-C, or SIGTERM as \
                        `timeout` sends; the bounds proven so far are printed).")]
pub struct Args {
    /// A built-in variant name or a path to a ruleset .toml file
    #[arg(value_name = "VARIANT")]
    pub variant: String,
    /// The position to solve: South's pits (1 to N), then optionally South's
    /// store, a slash, North's pits, then optionally North's store, e.g.
    /// "0 0 0 1 2 0 20 / 1 0 0 0 2 0 22" (a Kalah endgame: 23 stones on
    /// South's side, 25 on North's) [default: the start]
    #[arg(
        long,
        value_name = "PITS",
        conflicts_with = "moves",
        allow_hyphen_values = true
    )]
    pub position: Option<String>,
    /// Who moves in --position
    #[arg(long, value_enum, default_value_t = Side::South, requires = "position")]
    pub to_move: Side,
    /// Solve the position after these moves from the start, e.g. "3 6 1"
    #[arg(long, value_name = "MOVES")]
    pub moves: Option<String>,
    /// Memory for the transposition table and endgame tables, in MiB (1 to 65536)
    #[arg(long, value_name = "MIB", default_value_t = 1024)]
    pub memory: u64,
    /// Endgame tables for positions with at most this many stones left in the
    /// pits (0: none; at most 100, and within --memory) [default: as many as
    /// fit half of --memory, up to a third of the stones in the pits, or all
    /// the levels already in the cache folder if more; levels of 16 MiB
    /// and more read from the cache are mapped and take no --memory]
    #[arg(long, value_name = "STONES")]
    pub endgame: Option<u16>,
    /// Folder where endgame tables, and a solve's proven bounds (*.hkb) and
    /// search table (*.hkt, as large as the table in use), are kept between
    /// runs [default: $XDG_CACHE_HOME/hakem/endgame or
    /// ~/.cache/hakem/endgame]
    #[arg(long, value_name = "DIR", conflicts_with = "no_cache")]
    pub cache_dir: Option<PathBuf>,
    /// Build endgame tables in memory only; read and write no cache (no
    /// tables, bounds or search table)
    #[arg(long)]
    pub no_cache: bool,
    /// Threads for the endgame tables and the search, 1 to 64 (the value
    /// and best move are the same for any number) [default: every core]
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Build the endgame tables up to this many stones in the pits into the
    /// cache folder and stop (levels already there are checked and kept;
    /// an interrupted build goes on from the last level kept)
    #[arg(long, value_name = "STONES", conflicts_with_all = ["position", "moves", "no_cache", "endgame"])]
    pub build_endgames: Option<u16>,
    /// With --build-endgames N: build only the slice of N stones, from the
    /// files of the smaller slices in the cache folder (one job of a
    /// cluster's array)
    #[arg(long, requires = "build_endgames")]
    pub slice: bool,
    /// Prove loose bounds first (each step a quarter of the way into the
    /// interval still open, from either end in turn): a run cut short
    /// still narrows the value; the exact value may take longer
    #[arg(long)]
    pub bounds_first: bool,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    South,
    North,
}

/// A `--position` argument: each row, optionally followed by its store.
pub fn parse_position(
    text: &str,
    rules: &Ruleset,
    to_move: Player,
) -> Result<Position, PositionProblem> {
    let n = usize::from(rules.pits());
    let Some((south, north)) = text.split_once('/') else {
        return Err(PositionProblem::NoSlash { pits: rules.pits() });
    };
    let row = |side: Player, part: &str| -> Result<(Vec<u16>, u16), PositionProblem> {
        let numbers = part
            .split([' ', ',', '\t'])
            .filter(|w| !w.is_empty())
            .map(|w| {
                w.parse::<u16>()
                    .ok()
                    .filter(|&v| v <= rules.total_stones())
                    .ok_or_else(|| PositionProblem::NotACount {
                        side: crate::report::seat(side).msg(),
                        given: w.to_string(),
                        max: rules.total_stones(),
                    })
            })
            .collect::<Result<Vec<u16>, PositionProblem>>()?;
        match numbers.len() {
            k if k == n => Ok((numbers, 0)),
            k if k == n + 1 => Ok((numbers[..n].to_vec(), numbers[n])),
            k => Err(PositionProblem::Count {
                side: crate::report::seat(side).msg(),
                given: k,
                pits: rules.pits(),
            }),
        }
    };
    let (s, s_store) = row(Player::South, south)?;
    let (nr, n_store) = row(Player::North, north)?;
    let total: u32 = s.iter().chain(&nr).map(|&v| u32::from(v)).sum::<u32>()
        + u32::from(s_store)
        + u32::from(n_store);
    if total != u32::from(rules.total_stones()) {
        return Err(PositionProblem::Total {
            total,
            rules: rules.name().into(),
            stones: rules.total_stones(),
        });
    }
    let setup = crate::engine::Setup {
        south: s,
        south_store: s_store,
        north: nr,
        north_store: n_store,
        to_move,
    };
    let p = Position::from_setup(&setup, rules).map_err(|e| match e.kind {
        crate::engine::SetupErrorKind::Pits {
            expected,
            south,
            north,
        } => PositionProblem::Pits {
            pits: expected,
            south,
            north,
        },
        crate::engine::SetupErrorKind::Stones { expected, found } => PositionProblem::Total {
            total: found,
            rules: rules.name().into(),
            stones: expected,
        },
    })?;
    if p.legal_moves(rules) == 0 {
        return Err(PositionProblem::GameOver {
            side: crate::report::seat(to_move).msg(),
        });
    }
    Ok(p)
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    if !(1..=MAX_MEMORY_MIB).contains(&args.memory) {
        return Err(Error::usage(SolveRefusal::Memory {
            memory: args.memory,
            max: MAX_MEMORY_MIB,
        }));
    }
    let memory = args.memory << 20;
    let threads = match args.threads {
        Some(t) if !(1..=MAX_THREADS).contains(&t) => {
            return Err(Error::usage(SolveRefusal::Threads {
                threads: t,
                max: MAX_THREADS,
            }));
        }
        Some(t) => t,
        None => std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(MAX_THREADS),
    };
    let rules = crate::ruleset::from_argument(&args.variant)?;
    // From here on in the language of the rules, when `--lang` is not given.
    let words = settings.words_for(rules.language());
    if let Some(what) = crate::analysis::solve::unsupported(&rules) {
        return Err(Error::usage(SolveRefusal::Unsupported {
            rules: rules.name().into(),
            what: what.into(),
        }));
    }
    if let Some(stones) = args.build_endgames {
        return build_endgames(args, words, &rules, stones, memory, threads);
    }
    let (root, history, described) = match (&args.position, &args.moves) {
        (Some(text), _) => {
            let to_move = match args.to_move {
                Side::South => Player::South,
                Side::North => Player::North,
            };
            let p = parse_position(text, &rules, to_move).map_err(|m| about("--position", m))?;
            (p, Vec::new(), Described::Given)
        }
        (None, Some(text)) => {
            let pits = moves::parse(text).map_err(|e| about("--moves", e))?;
            let (p, h) = after_moves(&rules, &pits).map_err(|(k, e)| {
                about(
                    "--moves",
                    SolveRefusal::IllegalMove {
                        k: k + 1,
                        pit: pits[k],
                        why: e.brief().msg(),
                    },
                )
            })?;
            (p, h, Described::After(pits.len()))
        }
        (None, None) => (Position::start(&rules), Vec::new(), Described::Start),
    };

    let cache = if args.no_cache {
        None
    } else {
        args.cache_dir.clone().or_else(endgame::default_cache_dir)
    };
    // Levels mapped from the cache take no memory of their own.
    let in_memory = |stones: u16| endgame::memory_bytes(&rules, stones, cache.as_deref());
    let fits = |stones: u16| in_memory(stones) <= memory / 2;
    // No later position holds more stones in the pits than this one.
    let max_stones = crate::analysis::solve::key::board_stones(&root).min(endgame::MAX_LEVEL);
    let endgame_stones = match args.endgame {
        Some(s) if s > endgame::MAX_LEVEL => {
            return Err(Error::usage(SolveRefusal::Stones {
                flag: "--endgame".into(),
                given: s,
                low: 0,
                high: endgame::MAX_LEVEL,
            }));
        }
        Some(s) if !fits(s.min(max_stones)) => {
            return Err(Error::usage(SolveRefusal::EndgameTooBig {
                given: s,
                mib: in_memory(s.min(max_stones)) >> 20,
                memory: args.memory,
            }));
        }
        Some(s) => s.min(max_stones),
        None => {
            let budget = memory / DEFAULT_TABLES_SHARE;
            let built = (0..=max_stones * DEFAULT_TABLES_TWELFTHS / 12)
                .take_while(|&s| in_memory(s) <= budget)
                .last()
                .unwrap_or(0);
            // Levels built ahead of time are all used, as far as they fit.
            let cached = cache
                .as_deref()
                .map_or(0, |dir| endgame::cached_levels(&rules, dir, max_stones));
            let cached = (0..=cached).rev().find(|&s| fits(s)).unwrap_or(0);
            built.max(cached)
        }
    };
    let endgame_stones = if endgame::applies(&rules) {
        endgame_stones
    } else {
        0
    };
    // Bounds an earlier run proved on this position, kept in the cache
    // (not after moves under a repetition rule: the history is part of the
    // position there).
    let keep_bounds = cache
        .clone()
        .filter(|_| history.is_empty() || !rules.end().cycle);
    let known = match &keep_bounds {
        Some(dir) => proven::load(dir, &rules, &root).unwrap_or_else(|why| {
            let note = SolveNote::BoundsUnread { problem: why.msg() };
            eprintln!("{}", warn(words, &note));
            None
        }),
        None => None,
    };

    // The transposition table's share is allocated now (its pages are
    // touched only as it grows), so a --memory the system cannot give is
    // refused before any work.
    let tables_share = in_memory(endgame_stones);
    let table = Table::try_with_bytes((memory - tables_share) as usize).map_err(|e| {
        Error::usage(SolveRefusal::TableTooBig {
            memory: args.memory,
            mib: e.bytes >> 20,
        })
    })?;

    let stop = stop_on_signals();
    let bar = progress_bar();

    // The search recurses once per move of the longest line; a thread with
    // a large stack (reserved, not committed) keeps deep games safe.
    let rules_ref = &rules;
    let bar_ref = &bar;
    let stop_ref = &*stop;
    let keep_ref = &keep_bounds;
    let outcome = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn_scoped(scope, move || {
                let mut built = 0u16;
                let mut loaded = 0u16;
                let tables = if endgame_stones > 0 {
                    let mut report = |n: u16, origin: Origin| {
                        match origin {
                            Origin::Built => built += 1,
                            Origin::Loaded => loaded += 1,
                            Origin::NotKept(why) => {
                                built += 1;
                                not_kept(bar_ref, words, why);
                            }
                        }
                        bar_ref.set_message(words.say(&SolveNote::EndgameLevel { stones: n }));
                    };
                    // Within the memory counted for them: a level counted
                    // as mapped whose file turns out wrong is not built
                    // past it.
                    Some(Endgame::build_within(
                        rules_ref,
                        endgame_stones,
                        cache.as_deref(),
                        stop_ref,
                        threads,
                        tables_share,
                        &mut report,
                    )?)
                } else {
                    None
                };
                // The search table an earlier run of this position kept.
                let table_read = match keep_ref {
                    Some(dir) => {
                        bar_ref.set_message(words.say(&SolveNote::ReadingTable));
                        kept::load(dir, rules_ref, &root, &table).unwrap_or_else(|refused| {
                            let line = warn(
                                words,
                                &SolveNote::TableUnused {
                                    file: refused.file.display().to_string(),
                                    why: refused.why.msg(),
                                },
                            );
                            bar_ref.suspend(|| eprintln!("{line}"));
                            None
                        })
                    }
                    None => None,
                };
                let mut progress = |p: Progress| {
                    bar_ref.set_message(words.say(&SolveNote::Searching {
                        lower: p.bounds.lower,
                        upper: p.bounds.upper,
                        nodes: p.nodes,
                    }));
                };
                let mut solver =
                    Solver::with_table(rules_ref, table, tables.as_ref(), stop_ref, &mut progress)
                        .with_threads(threads)
                        .bounds_first(args.bounds_first)
                        .known_bounds(known);
                let solution = solver.solve(&root, &history);
                // Every entry is a proven bound: kept when the run is cut
                // short, for the next run to go on; a finished run's value
                // is in its bounds file, and its table goes.
                if let Some(dir) = keep_ref {
                    match solution.stopped {
                        Some(Stopped::Interrupted) => {
                            bar_ref.set_message(words.say(&SolveNote::KeepingTable {
                                size: binary_size(solver.table_bytes()),
                            }));
                            if let Err(why) = kept::keep(dir, rules_ref, &root, solver.table()) {
                                let line =
                                    warn(words, &SolveNote::TableNotKept { problem: why.msg() });
                                bar_ref.suspend(|| eprintln!("{line}"));
                            }
                        }
                        None => kept::forget(dir, rules_ref, &root),
                        Some(_) => {}
                    }
                }
                let info = Info {
                    endgame_stones: tables.as_ref().map_or(0, |t| t.max()),
                    built,
                    loaded,
                    table_bytes: solver.table_bytes(),
                    threads,
                    known,
                    table_read: table_read.map(|t| t.bytes),
                };
                Ok::<_, Error>((solution, info))
            })
            .map_err(|e| {
                Error::usage(SolveRefusal::SearchThreadNotStarted {
                    reason: e.to_string(),
                })
            })?
            .join()
            .unwrap_or_else(|_| Err(Error::usage(SolveRefusal::SearchThreadFailed)))
    });
    bar.finish_and_clear();
    let (solution, info) = outcome?;
    if let Some(dir) = &keep_bounds
        && solution.stopped != Some(Stopped::Endless)
        && info.known != Some(solution.bounds)
        && let Err(why) = proven::keep(dir, &rules, &root, solution.bounds)
    {
        let note = SolveNote::BoundsNotKept { problem: why.msg() };
        eprintln!("{}", warn(words, &note));
    }
    if solution.stopped == Some(Stopped::NoThread) {
        return Err(Error::usage(SolveRefusal::NoThread));
    }
    if solution.stopped == Some(Stopped::Endless) {
        return Err(Error::usage(SolveRefusal::Endless {
            rules: rules.name().into(),
        }));
    }
    let text = match args.format {
        Format::Json => json(&rules, &root, &solution, &info) + "\n",
        Format::Text => text(words, &rules, &root, described, &solution, &info),
    };
    print(&text)?;
    Ok(if solution.stopped.is_some() {
        Status::Interrupted
    } else {
        Status::Success
    })
}

/// Ctrl-C, or SIGTERM (what `timeout` and service managers send), sets
/// the flag; the search stops and prints what it proved.
fn stop_on_signals() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        let _ = signal_hook::flag::register(signal, Arc::clone(&stop));
    }
    stop
}

/// A spinner with a message on stderr, when it is a terminal.
fn progress_bar() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    if std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{spinner} {elapsed} {msg}") {
            bar.set_style(style);
        }
        bar.enable_steady_tick(Duration::from_millis(200));
    }
    bar
}

/// Says on stderr that a level of the endgame tables was built in memory
/// only, and why.
fn not_kept(bar: &ProgressBar, words: Words, why: crate::analysis::solve::cache::CacheProblem) {
    let line = warn(words, &SolveNote::LevelNotKept { problem: why.msg() });
    bar.suspend(|| eprintln!("{line}"));
}

/// `--build-endgames N [--slice]`: the levels up to N (or the slice of N
/// alone) built into the cache folder.
fn build_endgames(
    args: &Args,
    words: Words,
    rules: &Ruleset,
    stones: u16,
    memory: u64,
    threads: usize,
) -> Result<Status, Error> {
    if stones == 0 || stones > endgame::MAX_LEVEL {
        return Err(Error::usage(SolveRefusal::Stones {
            flag: "--build-endgames".into(),
            given: stones,
            low: 1,
            high: endgame::MAX_LEVEL,
        }));
    }
    if !endgame::applies(rules) {
        return Err(Error::usage(SolveRefusal::NotPitsAlone {
            rules: rules.name().into(),
        }));
    }
    let stones = stones.min(rules.total_stones());
    let need = tables_bytes(rules.pits(), stones);
    if need > memory {
        return Err(Error::usage(SolveRefusal::BuildTooBig {
            stones,
            mib: need.div_ceil(1 << 20),
            memory: args.memory,
        }));
    }
    let dir = args
        .cache_dir
        .clone()
        .or_else(endgame::default_cache_dir)
        .ok_or_else(|| Error::usage(SolveRefusal::NoCacheFolder))?;
    let stop = stop_on_signals();
    let bar = progress_bar();
    let (rules_ref, bar_ref, stop_ref, dir_ref) = (rules, &bar, &*stop, dir.as_path());
    let slice = args.slice;
    let outcome = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn_scoped(scope, move || {
                if slice {
                    bar_ref.set_message(words.say(&SolveNote::BuildSlice { stones }));
                    let done = Endgame::build_slice(rules_ref, stones, dir_ref, stop_ref, threads)?;
                    return Ok::<_, Error>((u16::from(done) * stones, 0, u16::from(done), 0));
                }
                let (mut built, mut loaded, mut not_kept_levels) = (0u16, 0u16, 0u16);
                let mut report = |n: u16, origin: Origin| {
                    match origin {
                        Origin::Built => built += 1,
                        Origin::Loaded => loaded += 1,
                        Origin::NotKept(why) => {
                            not_kept_levels += 1;
                            not_kept(bar_ref, words, why);
                        }
                    }
                    bar_ref.set_message(words.say(&SolveNote::BuildLevel {
                        stones: n,
                        of: stones,
                        next: 2 * endgame::level_size(2 * usize::from(rules_ref.pits()), n + 1),
                    }));
                };
                let tables = Endgame::build(
                    rules_ref,
                    stones,
                    Some(dir_ref),
                    stop_ref,
                    threads,
                    &mut report,
                )?;
                Ok((tables.max(), loaded, built, not_kept_levels))
            })
            .map_err(|e| {
                Error::usage(SolveRefusal::BuildThreadNotStarted {
                    reason: e.to_string(),
                })
            })?
            .join()
            .unwrap_or_else(|_| Err(Error::usage(SolveRefusal::BuildThreadFailed)))
    });
    bar.finish_and_clear();
    let (reached, loaded, built, not_kept_levels) = outcome?;
    let id = endgame::tables_fingerprint(rules);
    let mut lines = vec![BuildText::Head {
        title: rules.titles().get(words.language()).into(),
        name: rules.name().into(),
        fingerprint: format!("{id:016x}"),
        dir: dir.display().to_string(),
    }];
    let interrupted = stop.load(std::sync::atomic::Ordering::Relaxed);
    if slice {
        lines.push(if reached == stones {
            BuildText::SliceBuilt {
                stones,
                file: endgame::level_file(&dir, id, stones).display().to_string(),
            }
        } else if interrupted {
            BuildText::SliceInterrupted { stones }
        } else {
            BuildText::SliceCircular { stones }
        });
    } else {
        lines.push(BuildText::Ready {
            reached,
            positions: (1..=reached)
                .map(|n| 2 * endgame::level_size(2 * usize::from(rules.pits()), n))
                .sum::<u64>(),
            bytes: tables_bytes(rules.pits(), reached),
            loaded,
            built,
        });
        if reached < stones {
            lines.push(if interrupted {
                BuildText::Interrupted { level: reached + 1 }
            } else {
                BuildText::Circular { level: reached + 1 }
            });
        }
    }
    let mut out = String::new();
    for line in &lines {
        out += &words.say(line);
        if let (BuildText::Ready { .. }, true) = (line, not_kept_levels > 0) {
            out += &words.say(&BuildText::NotKept {
                levels: not_kept_levels,
            });
        }
        out.push('\n');
    }
    print(&out)?;
    Ok(if interrupted && reached < stones {
        Status::Interrupted
    } else {
        Status::Success
    })
}

/// What the tables were, for the report.
struct Info {
    /// Bounds an earlier run proved, started from.
    known: Option<crate::analysis::solve::Bounds>,
    /// Bytes of the search table an earlier run kept, read back.
    table_read: Option<usize>,
    endgame_stones: u16,
    built: u16,
    loaded: u16,
    table_bytes: usize,
    threads: usize,
}

/// "64 KiB", "512 MiB".
fn binary_size(bytes: usize) -> Msg {
    if bytes >= 1 << 20 {
        SolveText::MiB {
            n: (bytes >> 20) as u64,
        }
    } else {
        SolveText::KiB {
            n: bytes.div_ceil(1 << 10) as u64,
        }
    }
    .msg()
}

/// The position solved, as the report names it.
#[derive(Clone, Copy)]
enum Described {
    Start,
    Given,
    After(usize),
}

impl Described {
    fn msg(self) -> Msg {
        match self {
            Described::Start => SolveText::Start,
            Described::Given => SolveText::Given,
            Described::After(moves) => SolveText::AfterMoves { moves },
        }
        .msg()
    }
}

fn text(
    words: Words,
    rules: &Ruleset,
    root: &Position,
    described: Described,
    s: &Solution,
    info: &Info,
) -> String {
    use crate::words::Decimal;
    let mover = root.to_move();
    let seat = crate::report::seat(mover).msg();
    let mut lines = vec![SolveText::Head {
        title: rules.titles().get(words.language()).into(),
        name: rules.name().into(),
        what: described.msg(),
        mover: seat.clone(),
    }];
    lines.push(match s.value {
        Some(v) => SolveText::Value {
            verdict: crate::report::solved(mover, v),
            diff: format!("{v:+}"),
            mover: seat.clone(),
        },
        None => SolveText::Interrupted {
            lower: format!("{:+}", s.bounds.lower),
            upper: format!("{:+}", s.bounds.upper),
            mover: seat,
        },
    });
    if let Some(pit) = s.best {
        lines.push(SolveText::Best { pit });
    }
    if let Some(k) = info.known {
        lines.push(SolveText::Known {
            lower: format!("{:+}", k.lower),
            upper: format!("{:+}", k.upper),
        });
    }
    if let Some(bytes) = info.table_read {
        lines.push(SolveText::TableKept {
            size: binary_size(bytes),
        });
    }
    let mut out: String = lines.iter().map(|l| words.say(l) + "\n").collect();
    let secs = s.elapsed.as_secs_f64();
    out += &words.say(&SolveText::Searched {
        nodes: s.nodes,
        seconds: Decimal::new(secs, 2),
        rate: Decimal::new(s.nodes as f64 / secs.max(1e-9) / 1e6, 2),
        threads: info.threads,
        table: binary_size(info.table_bytes),
    });
    if info.endgame_stones > 0 {
        out += &words.say(&SolveText::Endgame {
            stones: info.endgame_stones,
        });
        if info.loaded > 0 {
            out += &words.say(&SolveText::EndgameCache {
                loaded: info.loaded,
                levels: info.loaded + info.built,
            });
        }
    }
    out += "\n";
    out
}

fn json(rules: &Ruleset, root: &Position, s: &Solution, info: &Info) -> String {
    let mover = root.to_move();
    let result = s.value.map(|v| match v {
        0 => "draw",
        v if v > 0 => "win",
        _ => "loss",
    });
    let winner = s.value.and_then(|v| match v {
        0 => None,
        v if v > 0 => Some(mover.name()),
        _ => Some(mover.opponent().name()),
    });
    let secs = s.elapsed.as_secs_f64();
    let value = serde_json::json!({
        "variant": rules.name(),
        "position": {
            "south": root.row(Player::South),
            "south_store": root.store(Player::South),
            "north": root.row(Player::North),
            "north_store": root.store(Player::North),
            "to_move": mover.name(),
        },
        "value": s.value,
        "result": result,
        "winner": winner,
        "margin": s.value.map(|v| v.unsigned_abs()),
        "best_move": s.best,
        "bounds": [s.bounds.lower, s.bounds.upper],
        "interrupted": s.stopped == Some(Stopped::Interrupted),
        "nodes": s.nodes,
        "seconds": secs,
        "nodes_per_second": s.nodes as f64 / secs.max(1e-9),
        "table_bytes": info.table_bytes,
        "threads": info.threads,
        "endgame_stones": info.endgame_stones,
        "endgame_built": info.built,
        "endgame_loaded": info.loaded,
        "started_from": info.known.map(|k| [k.lower, k.upper]),
        "table_read_back": info.table_read,
    });
    value.to_string()
}
