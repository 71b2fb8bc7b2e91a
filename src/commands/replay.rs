//! `hakem replay FILE [--set N]` / `hakem replay --variant V --moves "..."`:
//! a set move by move, one position, a count, a what-if line, a large view.

use crate::settings::Settings;
use std::ops::Range;
use std::path::PathBuf;

use clap::ArgGroup;

use super::Format;
use crate::analysis::best_move::best_move;
use crate::analysis::replay::{CountSpec, Line, ReplayRefusal};
use crate::engine::Place;
use crate::error::{Error, Status};
use crate::record::Who;
use crate::record::moves::parse as parse_moves;
use crate::referee::open_record;
use crate::report::large::{large_title, large_view};
use crate::report::replay::{Context, View, best_text, count_text, replay_text};
use crate::report::replay_json::{CountJson, PlaceJson, WhatIfJson, replay_json};
use crate::ruleset::{self, Ruleset};

use crate::files::stdout::print;
use crate::words::Msg;

/// `flag: …` (the moves of `--moves` or `--then` not read).
pub(super) fn about(flag: &str, message: impl Into<Msg>) -> Error {
    Error::usage(crate::error::Failure::About {
        what: flag.into(),
        message: message.into(),
    })
}

#[derive(clap::Args, Debug)]
#[command(
    group(ArgGroup::new("input").required(true).args(["file", "variant"])),
    after_help = "Examples:\n  \
                  hakem replay round.toml --set 2 --at 14          the position after move 14 of set 2\n  \
                  hakem replay round.toml --at 14 --count north:4  the stones in North's pit 4 then\n  \
                  hakem replay round.toml --at 14 --then \"4 2\"     what if other moves had been played\n  \
                  hakem replay round.toml --at 14 --large          a big diagram for putting stones back\n  \
                  hakem replay --variant kalah --moves \"3 6 1\"     moves without a record\n  \
                  hakem replay round.toml --set 2 --lang en        the narrative in English\n\n\
                  Exit status: 0 the line of play is legal, 1 a move (in the record or in \
                  --then) is illegal, 2 input or arguments not understood."
)]
pub struct Args {
    /// A game record (TOML)
    #[arg(value_name = "FILE", conflicts_with_all = ["variant", "moves"])]
    pub file: Option<PathBuf>,
    /// Which set of the record to replay (1-based)
    #[arg(long, value_name = "N", requires = "file")]
    pub set: Option<usize>,
    /// Replay without a record: a built-in ruleset name or a ruleset file
    #[arg(long, value_name = "VARIANT")]
    pub variant: Option<String>,
    /// With --variant: the moves to play, e.g. "3 6 1"
    #[arg(long, value_name = "MOVES", requires = "variant")]
    pub moves: Option<String>,
    /// Show only the position after move K (0 = the start)
    #[arg(long, value_name = "K", conflicts_with_all = ["from", "to"])]
    pub at: Option<usize>,
    /// Show the positions from move K (default 0)...
    #[arg(long, value_name = "K")]
    pub from: Option<usize>,
    /// ...to move M (default: the last)
    #[arg(long, value_name = "M")]
    pub to: Option<usize>,
    /// What-if: play these moves instead, from the position after --at K
    /// (default: the end of the record); the record is not touched
    #[arg(long, value_name = "MOVES", conflicts_with_all = ["from", "to"])]
    pub then: Option<String>,
    /// Count the stones in one place: SIDE:PIT (north:4, south:2, first:3,
    /// second:6) or store:SIDE
    #[arg(long, value_name = "PLACE", conflicts_with_all = ["from", "to", "large"])]
    pub count: Option<CountSpec>,
    /// A large, printable diagram of the position, for putting stones back
    #[arg(long, conflicts_with_all = ["from", "to"])]
    pub large: bool,
    /// The best move at the last position shown: by the solver (exact; it
    /// can take long early in a big game) or by a player (greedy,
    /// alphabeta:DEPTH, mcts:PLAYOUTS, random)
    #[arg(long, value_name = "solver|PLAYER", num_args = 0..=1, default_missing_value = "solver")]
    pub best: Option<String>,
    /// Output format: a readable narrative, or JSON (docs/formats.md §3)
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// The moves to replay and where they come from.
struct Input {
    rules: Ruleset,
    moves: Vec<u32>,
    spans: Vec<Range<usize>>,
    record_file: Option<std::sync::Arc<crate::text::diagnostic::Source>>,
    set: usize,
    starts: Who,
    names: Option<[String; 2]>,
    /// The language of the record, or of the ruleset of `--variant`.
    language: Option<crate::words::Language>,
}

fn read_input(args: &Args, settings: &Settings) -> Result<Input, Error> {
    if let Some(path) = &args.file {
        let loaded = open_record::open(path)?;
        // Refused from here on in the record's language, as the narrative.
        settings.words_for(loaded.language());
        let sets = loaded.record.sets.len();
        let number = args.set.unwrap_or(1);
        if number == 0 || number > sets {
            return Err(Error::usage(ReplayRefusal::SetOutOfRange {
                set: number,
                file: loaded.source.name.clone(),
                sets,
            }));
        }
        let set = &loaded.record.sets[number - 1];
        // Sowing tournament rules always name a starter (checked when read).
        let starts = set
            .starts
            .or(loaded.tournament.starter(number))
            .unwrap_or(Who::First);
        let language = loaded.language();
        let Some(rules) = loaded.rules else {
            return Err(Error::usage(ReplayRefusal::ResultsOnly {
                file: loaded.source.name.clone(),
                variant: loaded.record.variant.clone(),
            }));
        };
        // A record that names no players is replayed by seats alone.
        let names = loaded.record.players.as_ref().map(|_| {
            [
                loaded.record.player(starts).name,
                loaded.record.player(starts.other()).name,
            ]
        });
        let spans = loaded
            .spans
            .sets
            .get(number - 1)
            .map(|s| s.moves.clone())
            .unwrap_or_default();
        return Ok(Input {
            moves: set.moves.clone(),
            spans,
            record_file: Some(loaded.source.clone()),
            set: number,
            starts,
            names,
            rules,
            language,
        });
    }
    let name = args.variant.as_deref().unwrap_or_default();
    let rules = ruleset::from_argument(name).map_err(|e| match e {
        Error::Usage(message) => Error::usage(crate::error::Failure::About {
            what: "--variant".into(),
            message,
        }),
        e => e,
    })?;
    settings.words_for(rules.language());
    let moves =
        parse_moves(args.moves.as_deref().unwrap_or("")).map_err(|m| about("--moves", m))?;
    Ok(Input {
        language: rules.language(),
        rules,
        moves,
        spans: Vec::new(),
        record_file: None,
        set: 1,
        starts: Who::First,
        names: None,
    })
}

/// A `--count` place on this board, or why not.
fn count_place(spec: CountSpec, starts: Who, pits: u8, raw: &str) -> Result<Place, Error> {
    match spec {
        CountSpec::Store(side) => Ok(Place::Store(side.seat(starts))),
        CountSpec::Pit(side, pit) => match u8::try_from(pit) {
            Ok(p) if (1..=pits).contains(&p) => Ok(Place::Pit {
                player: side.seat(starts),
                pit: p,
            }),
            _ => Err(Error::usage(ReplayRefusal::NoSuchPit {
                place: raw.to_string(),
                pit,
                pits,
            })),
        },
    }
}

pub fn run(args: &Args, settings: &Settings) -> Result<Status, Error> {
    let ask = crate::report::family::GridReplay {
        file: args.file.as_ref(),
        set: args.set,
        variant: args.variant.as_deref(),
        moves: args.moves.as_deref(),
        at: args.at,
        from: args.from,
        to: args.to,
        sowing_only: [
            ("--then", args.then.is_some()),
            ("--count", args.count.is_some()),
            ("--best", args.best.is_some()),
        ]
        .into_iter()
        .filter_map(|(flag, given)| given.then_some(flag))
        .collect(),
        json: matches!(args.format, Format::Json),
        settings,
    };
    if let Some((text, status)) = crate::report::family::replay_grid(&ask)? {
        print(&text)?;
        return Ok(status);
    }
    let input = read_input(args, settings)?;
    // Refused after the record is read: in its language, as the narrative.
    let words = settings.words_for(input.language);
    replay(args, input, words)
}

/// The narrative, the position or the count `args` asks for, of `input`.
fn replay(args: &Args, input: Input, words: crate::words::Words) -> Result<Status, Error> {
    let then = args
        .then
        .as_deref()
        .map(parse_moves)
        .transpose()
        .map_err(|m| about("--then", m))?;
    let n = input.moves.len();
    let check = |flag: &str, k: usize| {
        if k <= n {
            return Ok(());
        }
        Err(Error::usage(match &input.record_file {
            Some(s) => ReplayRefusal::PastSet {
                flag: flag.into(),
                k,
                set: input.set,
                file: s.name.clone(),
                moves: n,
            },
            None => ReplayRefusal::PastMoves {
                flag: flag.into(),
                k,
                moves: n,
            },
        }))
    };
    if let Some(k) = args.at {
        check("--at", k)?;
    }
    if let Some(k) = args.from {
        check("--from", k)?;
    }
    if let Some(k) = args.to {
        check("--to", k)?;
    }
    let (from, to) = (args.from.unwrap_or(0), args.to.unwrap_or(n));
    if from > to {
        return Err(Error::usage(ReplayRefusal::EmptyRange { from, to }));
    }
    if args.large && args.format == Format::Json {
        return Err(Error::usage(ReplayRefusal::LargeNoJson));
    }
    let place = match &args.count {
        Some(spec) => {
            let raw = count_raw(*spec);
            Some(count_place(*spec, input.starts, input.rules.pits(), &raw)?)
        }
        None => None,
    };

    // Play exactly the record moves needed, then the what-if moves.
    let single = args.at.is_some() || args.count.is_some() || args.large;
    let cut = match (&then, args.at) {
        (Some(_), at) => at.unwrap_or(n),
        (None, Some(at)) => at,
        (None, None) if single => n,
        (None, None) => to,
    };
    let then_moves = then.clone().unwrap_or_default();
    let spans = &input.spans[..cut.min(input.spans.len())];
    let line = Line::play(&input.rules, &input.moves[..cut], spans, &then_moves);
    let ctx = Context {
        rules: &input.rules,
        file: input.record_file.clone(),
        set: input.set,
        starts: input.starts,
        names: input.names.clone(),
        words,
    };

    let status = if line.stop.is_some() {
        Status::Invalid
    } else {
        Status::Success
    };
    let reached = line.plies();
    // The one position asked about (by --at, --count, --large).
    let target = if then.is_some() {
        reached
    } else {
        cut.min(reached)
    };
    let view = match (&then, single) {
        (Some(_), _) if !(args.count.is_some() || args.large) => View::WhatIf(cut),
        (_, true) | (Some(_), _) => View::Range(target, target),
        (None, false) if args.from.is_none() && args.to.is_none() => View::Full,
        (None, false) => View::Range(from, to),
    };
    let (first, last) = match view {
        View::Full => (0, reached),
        View::Range(a, b) => (a.min(reached), b.min(reached)),
        View::WhatIf(a) => (a.min(reached), reached),
    };
    let what_if = then.as_ref().map(|m| WhatIfJson {
        after: cut,
        moves: m.clone(),
    });

    // `--best` at the last position shown.
    let best = match (&args.best, line.position(last)) {
        (Some(by), Some(p)) if line.stop.is_none() => {
            let played: Vec<u32> = input.moves[..cut]
                .iter()
                .chain(&then_moves)
                .take(last)
                .copied()
                .collect();
            Some((best_move(&input.rules, p, &played, by)?, p))
        }
        _ => None,
    };
    let text = match args.format {
        Format::Json => {
            let count = match (place, line.stop.is_none()) {
                (Some(place), true) => line.position(target).map(|p| CountJson {
                    ply: target,
                    place: PlaceJson::of(place),
                    stones: stones_at(p, place),
                }),
                _ => None,
            };
            replay_json(
                &ctx,
                &line,
                first..=last,
                what_if,
                count,
                best.as_ref().map(|(b, _)| b),
            ) + "\n"
        }
        Format::Text => {
            (match (place, args.large, &line.stop, line.position(target)) {
                (Some(place), _, None, Some(p)) => {
                    let what_if =
                        target > 0 && line.steps.get(target - 1).is_some_and(|s| s.what_if);
                    count_text(&ctx, target, what_if, place, stones_at(p, place), p)
                }
                (None, true, None, Some(p)) => {
                    let what_if_from = then.as_ref().map(|_| cut + 1);
                    large_view(&ctx, p, &large_title(target, what_if_from))
                }
                _ => replay_text(&ctx, &line, view),
            }) + &best
                .as_ref()
                .map(|(b, p)| best_text(&ctx, p, b))
                .unwrap_or_default()
        }
    };
    print(&text)?;
    Ok(status)
}

fn stones_at(p: &crate::engine::Position, place: Place) -> u16 {
    match place {
        Place::Pit { player, pit } => p.pit(player, pit),
        Place::Store(player) => p.store(player),
    }
}

/// The `--count` argument written back, for messages.
fn count_raw(spec: CountSpec) -> String {
    use crate::analysis::replay::SideName;
    let side = |s: SideName| match s {
        SideName::South => "south",
        SideName::North => "north",
        SideName::First => "first",
        SideName::Second => "second",
    };
    match spec {
        CountSpec::Pit(s, p) => format!("{}:{p}", side(s)),
        CountSpec::Store(s) => format!("store:{}", side(s)),
    }
}
