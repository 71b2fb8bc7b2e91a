//! An event from a FIDE Tournament Report File: the players in the TRF's
//! order (`initial_ranking = "listed"` keeps its pairing numbers), the
//! rounds as paired, the results of games entered in `event.toml`
//! (`[[result]]`, `[[forfeit]]`), the pairing-allocated byes in each round's
//! `pairing.toml` and the requested byes in the players' `byes`.

use super::folder::Manifest;
use super::{
    ByeValue, DEFAULT_TIE_BREAKS, EnteredResult, EventSpec, Forfeit, Lot, PlayerSpec, Ranking,
    RequestedBye,
};
use std::path::Path;

use super::attributes::{Born, Sex, TeamsBy};
use super::championship::{DEFAULT_BEST, TeamsSpec};
use crate::error::{Error, Failure};
use crate::record::{SetResult, Who};
use crate::referee::{open_record, tournament};
use crate::ruleset::{self, ResolveError};
use crate::swiss::trf::{self, Header};
use crate::swiss::{Colour, GameResult, Tournament};
use crate::words::Msg;

crate::messages! {
    /// Why `hakem event import-trf` refused its variant or rules.
    pub enum ImportProblem {
        /// The file `flag` names (`--variant`, `--rules`) could not be read.
        NotRead { flag: String, name: String, reason: Msg } = "event-import-not-read",
    }
}

/// An id from a name: lowercase ASCII letters and digits joined by '-'
/// (Turkish letters lose their marks: "Çağla Işık" → "cagla-isik").
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let plain = match c {
            'ç' | 'Ç' => 'c',
            'ğ' | 'Ğ' => 'g',
            'ı' | 'I' | 'İ' | 'î' | 'Î' => 'i',
            'ö' | 'Ö' => 'o',
            'ş' | 'Ş' => 's',
            'ü' | 'Ü' | 'û' | 'Û' => 'u',
            'â' | 'Â' => 'a',
            c => c.to_ascii_lowercase(),
        };
        if plain.is_ascii_alphanumeric() {
            out.push(plain);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() { "player".into() } else { out }
}

/// "Surname, Given Names" (the TRF's way) as (given, surname).
fn split_name(name: &str) -> (String, String) {
    match name.split_once(',') {
        Some((surname, given)) if !given.trim().is_empty() && !surname.trim().is_empty() => {
            (given.trim().to_string(), surname.trim().to_string())
        }
        _ => {
            let name = name.trim();
            match name.rsplit_once(' ') {
                Some((given, surname)) => (given.trim().to_string(), surname.to_string()),
                None => (
                    "-".to_string(),
                    if name.is_empty() {
                        "?".into()
                    } else {
                        name.into()
                    },
                ),
            }
        }
    }
}

/// The event and the manifests of its paired rounds, from a TRF without
/// header lines (see [`from_trf`]).
pub fn from_tournament(
    t: &Tournament,
    name: &str,
    variant: &str,
    rules: Option<&str>,
) -> (EventSpec, Vec<Manifest>) {
    from_trf(t, &Header::default(), name, variant, rules)
}

/// The event and the manifests of its paired rounds: the TRF's players and
/// games, and what its header says of the event (`022` the site, `032`,
/// `042`, `052`, `102`, `112`, `122`). `name` is the event's name when the
/// TRF has none (`012`).
pub fn from_trf(
    t: &Tournament,
    header: &Header,
    name: &str,
    variant: &str,
    rules: Option<&str>,
) -> (EventSpec, Vec<Manifest>) {
    let mut players: Vec<PlayerSpec> = Vec::new();
    for (index, entrant) in t.players().iter().enumerate() {
        let fields = header.players.get(index).cloned().unwrap_or_default();
        let (given_name, surname) = split_name(&entrant.name);
        let base = slug(&format!("{given_name} {surname}"));
        let mut id = base.clone();
        let mut n = 2;
        while players.iter().any(|p| p.id == id) {
            id = format!("{base}-{n}");
            n += 1;
        }
        players.push(PlayerSpec {
            id,
            given_name,
            surname,
            club: None,
            rating: entrant.rating.filter(|&r| r > 0 && r <= 4000),
            from_round: entrant.late_from.filter(|&r| r > 1),
            withdrawn_after: entrant.withdrawn_after,
            sex: fields.sex.map(|s| match s {
                trf::Sex::Female => Sex::Female,
                trf::Sex::Male => Sex::Male,
            }),
            born: fields.born.map(Born::from),
            category: fields.category,
            // The team of a `013` line is the school: printed beside the
            // name, and what `[teams] by = "school"` groups by.
            school: fields.team,
            ..PlayerSpec::default()
        });
    }
    let scoring = t.scoring();
    let bye_value = |points: u32| {
        if points >= scoring.win {
            ByeValue::Full
        } else if points > 0 {
            ByeValue::Half
        } else {
            ByeValue::Zero
        }
    };
    // The event's `requested_bye` is the half-point bye's value; a full or
    // zero-point bye says its own.
    let requested = |round: u8, result: GameResult| {
        let value = match result {
            GameResult::FullBye => bye_value(scoring.full_bye),
            GameResult::HalfBye => bye_value(scoring.half_bye),
            GameResult::ZeroBye => bye_value(scoring.zero_bye),
            _ => return None,
        };
        let default = bye_value(scoring.half_bye);
        Some(RequestedBye {
            round,
            value: (value != default).then_some(value),
        })
    };
    let mut manifests = Vec::new();
    let mut forfeits = Vec::new();
    let mut results = Vec::new();
    let numbers: Vec<_> = t.numbers().collect();
    let last = t.last_recorded_round();
    for round in 1..=last {
        let mut tables: Vec<(u32, usize, [String; 2])> = Vec::new();
        let mut bye = None;
        for &n in &numbers {
            let id = players[n.index()].id.clone();
            let Some(g) = t.game(n, round) else { continue };
            match (g.opponent, g.colour, g.result) {
                (Some(o), Some(Colour::White), result) => {
                    let other = players[o.index()].id.clone();
                    let higher = t.score_after(n, round - 1).max(t.score_after(o, round - 1));
                    tables.push((
                        higher,
                        n.index().min(o.index()),
                        [id.clone(), other.clone()],
                    ));
                    let theirs = t.game(o, round).map(|g| g.result);
                    match result {
                        GameResult::Win | GameResult::Draw | GameResult::Loss => {
                            let theirs_game = t.game(o, round);
                            let both = |mine: Option<u32>, theirs: Option<u32>| {
                                mine.zip(theirs).map(|(a, b)| [a, b])
                            };
                            results.push(EnteredResult {
                                round,
                                set_points: both(
                                    g.set_points,
                                    theirs_game.and_then(|g| g.set_points),
                                ),
                                stones: both(g.stones, theirs_game.and_then(|g| g.stones)),
                                first: id,
                                second: other,
                                winner: match result {
                                    GameResult::Win => SetResult::Won(Who::First),
                                    GameResult::Loss => SetResult::Won(Who::Second),
                                    _ => SetResult::Draw,
                                },
                            });
                        }
                        _ => {
                            if result == GameResult::ForfeitLoss {
                                forfeits.push(Forfeit { round, player: id });
                            }
                            if theirs == Some(GameResult::ForfeitLoss) {
                                forfeits.push(Forfeit {
                                    round,
                                    player: other,
                                });
                            }
                        }
                    }
                }
                (None, _, GameResult::PairingBye) => bye = Some(id),
                (None, _, result) => {
                    if let Some(bye) = requested(round, result) {
                        players[n.index()].byes.push(bye);
                    }
                }
                _ => {}
            }
        }
        // Tables in the order of C.04.2: higher score first, then rank.
        tables.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        manifests.push(Manifest {
            round,
            tables: tables.into_iter().map(|(_, _, p)| p).collect(),
            bye,
        });
    }
    // Byes asked for the rounds not paired yet.
    for round in last + 1..=t.rounds_planned() {
        for &n in &numbers {
            if let Some(bye) = t.game(n, round).and_then(|g| requested(round, g.result)) {
                players[n.index()].byes.push(bye);
            }
        }
    }
    let spec = EventSpec {
        name: if t.name().trim().is_empty() {
            name.to_string()
        } else {
            t.name().trim().to_string()
        },
        site: header.city.clone(),
        // An end before the start is not an event.toml's: the start kept.
        start: header.start,
        end: header.end.filter(|e| header.start.is_none_or(|s| s <= *e)),
        chief_arbiter: header.chief_arbiter.clone(),
        federation: header.federation.clone(),
        deputy_arbiters: header.deputies.clone(),
        time_control: header.time_control.clone(),
        variant: variant.to_string(),
        rules: rules.map(str::to_string),
        rounds: t.rounds_planned(),
        initial_ranking: Ranking::Listed,
        lot: Some(match t.initial_colour() {
            Colour::White => Lot::Starts,
            Colour::Black => Lot::Second,
        }),
        pairing_bye: bye_value(scoring.pairing_bye),
        requested_bye: bye_value(scoring.half_bye),
        tie_breaks: DEFAULT_TIE_BREAKS.to_vec(),
        players,
        // The TRF has no line for prohibited pairs.
        prohibited: Vec::new(),
        forfeits,
        results,
        round_starts: Vec::new(),
        first_table: 1,
        categories: Vec::new(),
        lists: Vec::new(),
        // Team lines (`013`): the schools are ranked, as the event
        // exported ranked them (`best` is not in the TRF: the default).
        teams: header
            .players
            .iter()
            .any(|p| p.team.is_some())
            .then_some(TeamsSpec {
                by: TeamsBy::School,
                best: DEFAULT_BEST,
                list: None,
            }),
        prizes: Vec::new(),
        one_prize_per_player: true,
    };
    (spec, manifests)
}

/// Checks the variant and tournament rules given to `hakem event
/// import-trf` before anything is written: each must name a built-in or a
/// readable file (paths from the event folder `dir`, as `event.toml` reads
/// them), else the run is refused naming the option, with a suggestion.
pub fn check_names(variant: &str, rules: Option<&str>, dir: &Path) -> Result<(), Error> {
    let unreadable = |flag: &str, name: &str, err: Error| match err {
        Error::Io { .. } | Error::Usage(_) => Error::usage(ImportProblem::NotRead {
            flag: flag.to_string(),
            name: name.to_string(),
            reason: super::error_message(&err),
        }),
        other => other,
    };
    let sowing = match ruleset::resolve(variant, dir) {
        Ok(_) => true,
        Err(ResolveError::Failed(e)) => return Err(unreadable("--variant", variant, e)),
        Err(ResolveError::Unknown) => false,
    };
    if !sowing && tournament::builtin_for_game(variant).is_none() {
        return Err(Error::usage(Failure::About {
            what: "--variant".into(),
            message: open_record::unknown_variant(variant).into(),
        }));
    }
    if let Some(name) = rules {
        match tournament::resolve(name, dir) {
            Ok(_) => {}
            Err(tournament::ResolveError::Failed(e)) => {
                return Err(unreadable("--rules", name, e));
            }
            Err(tournament::ResolveError::Unknown) => {
                return Err(Error::usage(Failure::About {
                    what: "--rules".into(),
                    message: open_record::unknown_rules(name).into(),
                }));
            }
        }
    }
    Ok(())
}
