//! `hakem replay` for grid games (Reversi, Pentago): a record's set, or
//! `--variant reversi --moves "d3 c3"`, played ply by ply; `--at K` the
//! board after ply K (0: the start), as a referee reads it to put stones
//! back. `--then`, `--count` and `--best` are sowing tools.

use std::path::{Path, PathBuf};

use crate::analysis::replay::ReplayRefusal;
use crate::error::{Error, Status};
use crate::files::builtin_or_path::ResolveError;
use crate::grid::record_moves::group;
use crate::grid::report::{grid_replay_json, grid_replay_text};
use crate::grid::sets::play_set;
use crate::record::{SetRecord, Who};
use crate::referee::open_record;

/// What `replay` was asked, for a grid game.
pub struct Ask<'a> {
    pub file: Option<&'a PathBuf>,
    pub set: Option<usize>,
    pub variant: Option<&'a str>,
    pub moves: Option<&'a str>,
    pub at: Option<usize>,
    pub from: Option<usize>,
    pub to: Option<usize>,
    /// The sowing-only options given (`--then`, `--count`, `--best`).
    pub sowing_only: Vec<&'static str>,
    pub json: bool,
    /// The settings: the words, decided once the record is read.
    pub settings: &'a crate::settings::Settings,
}

/// Replays a grid set: the text to print and the status; `None` when the
/// input is not a grid game.
pub fn run_grid(args: &Ask<'_>) -> Result<Option<(String, Status)>, Error> {
    let (rules, set, names, whose, language) = if let Some(path) = args.file {
        let loaded = open_record::open(path)?;
        let Some(rules) = loaded.grid.clone() else {
            return Ok(None);
        };
        // Refused from here on in the record's language, as the narrative.
        args.settings.words_for(loaded.language());
        let sets = loaded.record.sets.len();
        let number = args.set.unwrap_or(1);
        if number == 0 || number > sets {
            return Err(Error::usage(ReplayRefusal::SetOutOfRange {
                set: number,
                file: loaded.source.name.clone(),
                sets,
            }));
        }
        let record_set = &loaded.record.sets[number - 1];
        if record_set.grid_moves.is_empty() {
            return Err(Error::usage(ReplayRefusal::GridSetByResult {
                file: loaded.source.name.clone(),
                set: number,
            }));
        }
        let black = record_set
            .starts
            .or(loaded.tournament.starter(number))
            .unwrap_or(Who::First);
        let spans = loaded
            .spans
            .sets
            .get(number - 1)
            .map(|s| s.moves.clone())
            .unwrap_or_default();
        let set = play_set(&rules, number, black, record_set, &spans);
        // A record that names no players is replayed by colours alone.
        let names = loaded.record.players.as_ref().map(|_| {
            [
                loaded.record.player(black).name,
                loaded.record.player(black.other()).name,
            ]
        });
        let whose = Some((number, loaded.source.name.clone()));
        (rules, set, names, whose, loaded.language())
    } else {
        let name = args.variant.unwrap_or_default();
        let rules = match crate::grid::rules::resolve(name, Path::new(".")) {
            Ok(r) => r,
            Err(ResolveError::Unknown) => return Ok(None),
            Err(ResolveError::Failed(e)) => return Err(e),
        };
        let text = args.moves.unwrap_or("");
        let mut record_set = SetRecord::default();
        for (a, b) in group(text) {
            let written = &text[a..b];
            crate::grid::record_moves::check_form(written).map_err(|m| {
                Error::usage(crate::error::Failure::About {
                    what: "--moves".into(),
                    message: m.into(),
                })
            })?;
            record_set.grid_moves.push(written.to_string());
        }
        let set = play_set(&rules, 1, Who::First, &record_set, &[]);
        (rules, set, None, None, None)
    };
    // Refused after the record is read: in its language, as the narrative.
    let words = args.settings.words_for(language);
    if let Some(flag) = args.sowing_only.first() {
        return Err(Error::usage(ReplayRefusal::NotForGrid {
            flag: flag.to_string(),
            rules: rules.name().into(),
        }));
    }
    let n = set.plies.len();
    for (flag, k) in [("--at", args.at), ("--from", args.from), ("--to", args.to)] {
        if let Some(k) = k
            && k > n
        {
            return Err(Error::usage(match &whose {
                Some((number, file)) => ReplayRefusal::PastSet {
                    flag: flag.into(),
                    k,
                    set: *number,
                    file: file.clone(),
                    moves: n,
                },
                None => ReplayRefusal::PastMoves {
                    flag: flag.into(),
                    k,
                    moves: n,
                },
            }));
        }
    }
    let (from, to) = match args.at {
        Some(k) => (k, k),
        None => (args.from.unwrap_or(0), args.to.unwrap_or(n)),
    };
    let text = if args.json {
        grid_replay_json(&rules, &set, from, to).to_string() + "\n"
    } else {
        grid_replay_text(
            words,
            &rules,
            &set,
            names.as_ref(),
            args.at.is_some(),
            from,
            to,
        )
    };
    let status = if set.error.is_some() {
        Status::Invalid
    } else {
        Status::Success
    };
    Ok(Some((text, status)))
}
