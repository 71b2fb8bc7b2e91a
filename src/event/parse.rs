//! Reading `event.toml`, every problem at once with its location.

use std::collections::HashSet;
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use toml::de::DeValue;

use super::{
    ByeValue, DEFAULT_TIE_BREAKS, Event, EventSpec, Forfeit, Lot, PlayerSpec, Prohibited, Ranking,
    RequestedBye, initial_ranking,
};
use crate::error::Error;
use crate::files::toml_reader::{
    Part, Problems, Table, Value, int_value, name_value, parse_document,
};
use crate::swiss::{MAX_GAME_FIGURE, MAX_PLAYERS, MAX_ROUNDS, TieBreak};
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::Msg;

mod school;

crate::messages! {
    /// How a problem names one of the tables of `event.toml`.
    pub enum EventTable {
        /// The whole `event.toml`.
        Event = "event-table-event",
        /// The whole `pairing.toml` of a round.
        Pairing = "event-table-pairing",
        Player { n: usize } = "event-table-player",
        Prohibited { n: usize } = "event-table-prohibited",
        Forfeit { n: usize } = "event-table-forfeit",
        Result { n: usize } = "event-table-result",
        Round { n: usize } = "event-table-round",
        /// The `n`-th bye a player's table asks for, written as a table.
        Bye { table: Msg, n: usize } = "event-table-bye",
    }
}

crate::messages! {
    /// What is wrong in `event.toml` (and in a round's `pairing.toml`),
    /// each located. `key`: a key's dotted path (`player[3].surname`);
    /// `table`: how the `[[player]]`, `[[forfeit]]`, ... table is named
    /// ("player 3"); `found`: what was written instead.
    pub enum EventFileProblem {
        ControlCharacter { key: String } = "event-file-control-character",
        NotText { key: String, found: Msg } = "event-file-not-text",
        /// An item of a player's `byes`.
        NotABye { key: String, found: Msg } = "event-file-not-a-bye",
        /// Dates as written (`2023-10-29`).
        EndBeforeStart { end: String, start: String } = "event-file-end-before-start",
        TooManyPlayers { max: usize, players: usize } = "event-file-too-many-players",
        IdUsed { table: Msg, id: String } = "event-file-id-used",
        NoSuchId { table: Msg, id: String } = "event-file-no-such-id",
        MeetsThemselves { table: Msg } = "event-file-meets-themselves",
        NotTwoPlayers { table: Msg, found: Msg } = "event-file-not-two-players",
        ForfeitTwice { table: Msg } = "event-file-forfeit-twice",
        TwoResults { table: Msg, round: u8 } = "event-file-two-results",
        /// A second `[[round]]` for the same round.
        RoundTwice { table: Msg, round: u8 } = "event-file-round-twice",
        /// `codes`: the tie-break codes, quoted and joined.
        TieBreaksNotAList { codes: String, found: Msg } = "event-file-tie-breaks-not-a-list",
        TieBreakTwice { code: String } = "event-file-tie-break-twice",
        UnknownTieBreak { code: String, codes: String } = "event-file-unknown-tie-break",
        TieBreakNotACode { codes: String, found: Msg } = "event-file-tie-break-not-a-code",
        WithdrawnBeforeEntering { table: Msg, after: u8, from: u8 } = "event-file-withdrawn-before-entering",
        ByeTwice { table: Msg, round: u8 } = "event-file-bye-twice",
        ByeNotInEvent { table: Msg, round: u8 } = "event-file-bye-not-in-event",
        /// Set points (`halves`) or stones, `[first, second]`.
        NotAPair { key: String, halves: bool, found: Msg } = "event-file-not-a-pair",
        /// The file read, and nothing in it told why not.
        Unread = "event-file-unread",
        /// A file `key` names (`rules`, `variant`) that could not be read.
        NotRead { key: String, name: String, reason: Msg } = "event-file-not-read",
        /// Round points the Swiss pairing cannot count (in half points).
        NotHalfPoints { rules: String, win: String, draw: String, loss: String } = "event-file-not-half-points",
        /// `pairing.toml`: an item of `tables`.
        NotATable { found: Msg } = "event-file-not-a-table",
    }
}

/// What was found instead of what a key expects, in the readers' words.
pub(crate) fn found(v: &DeValue<'_>) -> Msg {
    crate::files::toml_reader::found(v).into()
}

/// How a problem names the table it is in ("player 3", "the event").
fn table_name(t: &Table<'_, '_>) -> Msg {
    t.name.clone()
}

/// Reads and checks an `event.toml`.
pub fn load(path: &Path) -> Result<(Event, Arc<Source>), Error> {
    let text = crate::files::input_file::read_text(path)?;
    let source = Source::new(path.display().to_string(), text);
    let event = parse(&source).map_err(Error::Input)?;
    Ok((event, source))
}

/// Parses and checks an event description.
pub fn parse(source: &Arc<Source>) -> Result<Event, Diagnostics> {
    let doc = parse_document(source)?;
    let problems = Problems::default();
    let root = Table::new(&problems, doc.get_ref(), 0..0, EventTable::Event);
    let spec = read_event(&root);
    root.finish();
    match spec {
        Some(spec) if problems.is_empty() => {
            let order = initial_ranking(&spec.players, spec.initial_ranking);
            Ok(Event::new(spec, order))
        }
        _ => {
            if problems.is_empty() {
                problems.push(0..0, EventFileProblem::Unread);
            }
            Err(problems.into_result(source, ()).unwrap_err())
        }
    }
}

/// The highest `first_table`: a hall's numbers stay within four digits
/// for the largest event.
pub const MAX_FIRST_TABLE: usize = 9_999 - MAX_PLAYERS / 2;

fn text(t: &Table<'_, '_>, key: &'static str) -> Option<String> {
    let v = t.get(key)?;
    text_value(t, v, key)
}

fn required_text(t: &Table<'_, '_>, key: &'static str) -> Option<String> {
    let v = t.required(key)?;
    text_value(t, v, key)
}

fn text_value(t: &Table<'_, '_>, v: &Value<'_>, key: &str) -> Option<String> {
    match v.get_ref() {
        // Names go into records, sheets and the TRF, where a line break or
        // an escape sequence would change the file or the terminal.
        DeValue::String(s) if s.chars().any(char::is_control) => {
            t.problem(
                v.span(),
                EventFileProblem::ControlCharacter {
                    key: t.key_path(key),
                },
            );
            None
        }
        DeValue::String(s) if !s.trim().is_empty() => Some(s.trim().to_string()),
        other => {
            t.problem(
                v.span(),
                EventFileProblem::NotText {
                    key: t.key_path(key),
                    found: found(other),
                },
            );
            None
        }
    }
}

/// An id (lowercase letters, digits, '-') with its span, for the checks
/// across the file.
fn id_value(t: &Table<'_, '_>, v: &Value<'_>, key: &str) -> Option<(String, Range<usize>)> {
    name_value(t, v, Part::Key { path: key.into() }).map(|id| (id, v.span()))
}

/// One item of a player's `byes`: a round (worth the event's
/// `requested_bye`), or `{ round = N, value = "full" }`.
fn requested_bye(
    t: &Table<'_, '_>,
    item: &Value<'_>,
    index: usize,
    rounds: std::ops::RangeInclusive<i64>,
) -> Option<RequestedBye> {
    let path = format!("{}[{}]", t.key_path("byes"), index + 1);
    match item.get_ref() {
        DeValue::Integer(_) => {
            int_value(t.problems(), item, rounds, Part::Key { path: path.clone() }).map(|r| {
                RequestedBye {
                    round: r as u8,
                    value: None,
                }
            })
        }
        DeValue::Table(_) => {
            let bye = Table::from_value(
                t.problems(),
                item,
                EventTable::Bye {
                    table: t.name.clone(),
                    n: index + 1,
                },
                path,
            )?;
            let round = bye
                .required("round")
                .and_then(|_| bye.int("round", rounds))
                .map(|r| r as u8);
            let value = bye.choice("value", &ByeValue::ALL);
            bye.finish();
            Some(RequestedBye {
                round: round?,
                value,
            })
        }
        other => {
            t.problem(
                item.span(),
                EventFileProblem::NotABye {
                    key: path,
                    found: found(other),
                },
            );
            None
        }
    }
}

fn read_event(root: &Table<'_, '_>) -> Option<EventSpec> {
    let name = required_text(root, "name");
    let site = text(root, "site");
    let start = root.date("start");
    let end = root.date("end");
    if let (Some(s), Some(e)) = (start, end)
        && e < s
        && let Some(span) = root.get("end").map(|v| v.span())
    {
        root.problem(
            span,
            EventFileProblem::EndBeforeStart {
                end: e.to_string(),
                start: s.to_string(),
            },
        );
    }
    let chief_arbiter = text(root, "chief_arbiter");
    let federation = text(root, "federation");
    let deputy_arbiters = root.array("deputy_arbiters").map_or(Vec::new(), |items| {
        let key = |i: usize| format!("deputy_arbiters[{}]", i + 1);
        items
            .iter()
            .enumerate()
            .filter_map(|(i, v)| text_value(root, v, &key(i)))
            .collect()
    });
    let time_control = text(root, "time_control");
    let variant = root
        .required("variant")
        .and_then(|v| text_value(root, v, "variant"));
    let rules = text(root, "rules");
    let rounds = root
        .required("rounds")
        .and_then(|_| root.int("rounds", 1..=i64::from(MAX_ROUNDS)))
        .map(|n| n as u8);
    let initial_ranking = root
        .choice("initial_ranking", &Ranking::ALL)
        .unwrap_or(Ranking::Surname);
    let lot = root.choice("lot", &Lot::ALL);
    let pairing_bye = root
        .choice("pairing_bye", &ByeValue::ALL)
        .unwrap_or(ByeValue::Full);
    let requested_bye = root
        .choice("requested_bye", &ByeValue::ALL)
        .unwrap_or(ByeValue::Half);
    let tie_breaks = read_tie_breaks(root);
    let max_round = rounds.unwrap_or(MAX_ROUNDS);
    let categories = school::categories(root);

    let mut ids: Vec<(String, Range<usize>)> = Vec::new();
    // Each id seen so far: a set, so that 9,999 players (or a file of
    // 170,000 refused for it) are checked in linear time.
    let mut seen: HashSet<String> = HashSet::new();
    let mut players = Vec::new();
    if let Some(tables) = root.tables("player", |n| EventTable::Player { n }.into()) {
        let too_many = tables.len() > MAX_PLAYERS;
        if too_many {
            root.problem(
                root.key_span("player").unwrap_or(0..0),
                EventFileProblem::TooManyPlayers {
                    max: MAX_PLAYERS,
                    players: tables.len(),
                },
            );
        }
        // Past the maximum the players are not read one by one: the file is
        // refused as a whole.
        let tables = tables.take(if too_many { 0 } else { MAX_PLAYERS });
        tables.for_each(|t| {
            if let Some((p, span)) = read_player(&t, max_round, &categories) {
                if !seen.insert(p.id.clone()) {
                    t.problem(
                        span.clone(),
                        EventFileProblem::IdUsed {
                            table: table_name(&t),
                            id: p.id.clone(),
                        },
                    );
                }
                ids.push((p.id.clone(), span));
                players.push(p);
            }
            t.finish();
        });
    }
    let known: HashSet<&str> = ids.iter().map(|(id, _)| id.as_str()).collect();
    let unknown = |t: &Table<'_, '_>, id: &str, span: Range<usize>| {
        if !known.contains(id) {
            t.problem(
                span,
                EventFileProblem::NoSuchId {
                    table: table_name(t),
                    id: id.to_string(),
                },
            );
        }
    };

    let mut prohibited = Vec::new();
    if let Some(tables) = root.tables("prohibited", |n| EventTable::Prohibited { n }.into()) {
        tables.read_each(|t| {
            let pair = t.required("players").and_then(|v| match v.get_ref() {
                DeValue::Array(a) if a.len() == 2 => {
                    let a0 = id_value(t, &a[0], "players");
                    let a1 = id_value(t, &a[1], "players");
                    let (a0, a1) = (a0?, a1?);
                    unknown(t, &a0.0, a0.1.clone());
                    unknown(t, &a1.0, a1.1.clone());
                    if a0.0 == a1.0 {
                        t.problem(
                            v.span(),
                            EventFileProblem::MeetsThemselves {
                                table: table_name(t),
                            },
                        );
                    }
                    Some([a0.0, a1.0])
                }
                other => {
                    t.problem(
                        v.span(),
                        EventFileProblem::NotTwoPlayers {
                            table: table_name(t),
                            found: found(other),
                        },
                    );
                    None
                }
            });
            let reason = text(t, "reason");
            if let Some(players) = pair {
                prohibited.push(Prohibited { players, reason });
            }
        });
    }

    let mut forfeits: Vec<Forfeit> = Vec::new();
    let mut forfeited: HashSet<(u8, String)> = HashSet::new();
    if let Some(tables) = root.tables("forfeit", |n| EventTable::Forfeit { n }.into()) {
        tables.read_each(|t| {
            let round = t
                .required("round")
                .and_then(|_| t.int("round", 1..=i64::from(max_round)))
                .map(|n| n as u8);
            let player = t.required("player").and_then(|v| id_value(t, v, "player"));
            if let (Some(round), Some((player, span))) = (round, player) {
                unknown(t, &player, span.clone());
                if !forfeited.insert((round, player.clone())) {
                    t.problem(
                        span,
                        EventFileProblem::ForfeitTwice {
                            table: table_name(t),
                        },
                    );
                } else {
                    forfeits.push(Forfeit { round, player });
                }
            }
        });
    }

    let mut results: Vec<super::EnteredResult> = Vec::new();
    // (round, player) of the results read so far: a player has one result a round.
    let mut seated: HashSet<(u8, String)> = HashSet::new();
    if let Some(tables) = root.tables("result", |n| EventTable::Result { n }.into()) {
        tables.read_each(|t| {
            let round = t
                .required("round")
                .and_then(|_| t.int("round", 1..=i64::from(max_round)))
                .map(|n| n as u8);
            let first = t.required("first").and_then(|v| id_value(t, v, "first"));
            let second = t.required("second").and_then(|v| id_value(t, v, "second"));
            let winner = t
                .required("winner")
                .and_then(|_| t.choice("winner", &crate::record::SetResult::ALL));
            let set_points = t
                .get("set_points")
                .and_then(|v| pair_of(t, v, "set_points", true));
            let stones = t.get("stones").and_then(|v| pair_of(t, v, "stones", false));
            for (id, span) in first.iter().chain(second.iter()) {
                unknown(t, id, span.clone());
            }
            if let (Some(round), Some((first, span)), Some((second, _)), Some(winner)) =
                (round, first, second, winner)
            {
                if [&first, &second]
                    .iter()
                    .any(|p| seated.contains(&(round, p.to_string())))
                {
                    t.problem(
                        span,
                        EventFileProblem::TwoResults {
                            table: table_name(t),
                            round,
                        },
                    );
                } else {
                    seated.insert((round, first.clone()));
                    seated.insert((round, second.clone()));
                    results.push(super::EnteredResult {
                        round,
                        first,
                        second,
                        winner,
                        set_points,
                        stones,
                    });
                }
            }
        });
    }

    let round_starts = read_round_starts(root, max_round);
    // The hall's number of the event's first table: a group playing on
    // tables 61 to 140 of a hall shared with other groups.
    let first_table = root
        .int("first_table", 1..=MAX_FIRST_TABLE as i64)
        .map_or(1, |n| n as usize);
    let school = school::event_keys(root, categories);

    Some(EventSpec {
        name: name?,
        site,
        start,
        end,
        chief_arbiter,
        federation,
        deputy_arbiters,
        time_control,
        variant: variant?,
        rules,
        rounds: rounds?,
        initial_ranking,
        lot,
        pairing_bye,
        requested_bye,
        tie_breaks: tie_breaks?,
        players,
        prohibited,
        forfeits,
        results,
        round_starts,
        first_table,
        categories: school.categories,
        lists: school.lists,
        teams: school.teams,
        prizes: school.prizes,
        one_prize_per_player: school.one_prize_per_player,
    })
}

/// The `[[round]]` tables: each round's `number` and its `start`, a round
/// at most once.
fn read_round_starts(root: &Table<'_, '_>, max_round: u8) -> Vec<super::RoundStart> {
    let mut starts: Vec<super::RoundStart> = Vec::new();
    if let Some(tables) = root.tables("round", |n| EventTable::Round { n }.into()) {
        tables.read_each(|t| {
            let round = t
                .required("number")
                .and_then(|_| t.int("number", 1..=i64::from(max_round)))
                .map(|n| n as u8);
            let start = t.required("start").and_then(|_| t.date_time("start"));
            if let (Some(round), Some(start)) = (round, start) {
                if starts.iter().any(|s| s.round == round) {
                    t.problem(
                        t.key_span("number").unwrap_or(0..0),
                        EventFileProblem::RoundTwice {
                            table: table_name(t),
                            round,
                        },
                    );
                } else {
                    starts.push(super::RoundStart { round, start });
                }
            }
        });
    }
    starts
}

fn read_tie_breaks(root: &Table<'_, '_>) -> Option<Vec<TieBreak>> {
    let Some(v) = root.get("tie_breaks") else {
        return Some(DEFAULT_TIE_BREAKS.to_vec());
    };
    let codes = TieBreak::ALL
        .iter()
        .map(|t| format!("\"{}\"", t.code()))
        .collect::<Vec<_>>()
        .join(", ");
    let DeValue::Array(items) = v.get_ref() else {
        root.problem(
            v.span(),
            EventFileProblem::TieBreaksNotAList {
                codes,
                found: found(v.get_ref()),
            },
        );
        return None;
    };
    let mut out = Vec::new();
    let mut ok = true;
    for item in items.iter() {
        match item.get_ref() {
            DeValue::String(s) => match TieBreak::from_code(s) {
                Some(t) if out.contains(&t) => {
                    root.problem(
                        item.span(),
                        EventFileProblem::TieBreakTwice {
                            code: s.to_string(),
                        },
                    );
                    ok = false;
                }
                Some(t) => out.push(t),
                None => {
                    root.problem(
                        item.span(),
                        EventFileProblem::UnknownTieBreak {
                            code: s.to_string(),
                            codes: codes.clone(),
                        },
                    );
                    ok = false;
                }
            },
            other => {
                root.problem(
                    item.span(),
                    EventFileProblem::TieBreakNotACode {
                        codes: codes.clone(),
                        found: found(other),
                    },
                );
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

fn read_player(
    t: &Table<'_, '_>,
    max_round: u8,
    categories: &[String],
) -> Option<(PlayerSpec, Range<usize>)> {
    let id = t.required("id").and_then(|v| id_value(t, v, "id"));
    let given_name = required_text(t, "given_name");
    let surname = required_text(t, "surname");
    let club = text(t, "club");
    let rating = t.int("rating", 0..=4000).map(|n| n as u16);
    let school = school::player_keys(t);
    school::check_player_category(t, categories, school.category.as_deref());
    let visually_impaired = t.bool("visually_impaired").unwrap_or(false);
    let rounds = 1..=i64::from(max_round);
    let from_round = t.int("from_round", rounds.clone()).map(|n| n as u8);
    let withdrawn_after = t.int("withdrawn_after", rounds.clone()).map(|n| n as u8);
    if let (Some(from), Some(after)) = (from_round, withdrawn_after)
        && after < from
        && let Some(v) = t.get("withdrawn_after")
    {
        t.problem(
            v.span(),
            EventFileProblem::WithdrawnBeforeEntering {
                table: table_name(t),
                after,
                from,
            },
        );
    }
    let mut byes: Vec<RequestedBye> = Vec::new();
    if let Some(items) = t.array("byes") {
        for (k, item) in items.iter().enumerate() {
            let Some(bye) = requested_bye(t, item, k, rounds.clone()) else {
                continue;
            };
            let r = bye.round;
            if byes.iter().any(|b| b.round == r) {
                t.problem(
                    item.span(),
                    EventFileProblem::ByeTwice {
                        table: table_name(t),
                        round: r,
                    },
                );
            } else if from_round.is_some_and(|f| r < f) || withdrawn_after.is_some_and(|w| r > w) {
                t.problem(
                    item.span(),
                    EventFileProblem::ByeNotInEvent {
                        table: table_name(t),
                        round: r,
                    },
                );
            } else {
                byes.push(bye);
            }
        }
    }
    let (id, span) = id?;
    Some((
        PlayerSpec {
            id,
            given_name: given_name?,
            surname: surname?,
            club,
            rating,
            born: school.born,
            category: school.category,
            sex: school.sex,
            school: school.school,
            team: school.team,
            licence: school.licence,
            visually_impaired,
            from_round,
            withdrawn_after,
            byes,
        },
        span,
    ))
}

/// Two numbers `[first, second]`: whole (stones) or in halves (set points,
/// `[1.5, 1.5]`), returned in half-points for set points.
fn pair_of(t: &Table<'_, '_>, v: &Value<'_>, key: &str, halves: bool) -> Option<[u32; 2]> {
    let one = |item: &Value<'_>| -> Option<u32> {
        let n = match item.get_ref() {
            DeValue::Integer(i) => i64::from_str_radix(i.as_str(), i.radix())
                .ok()
                .map(|n| n as f64),
            DeValue::Float(f) if halves => f.as_str().parse::<f64>().ok(),
            _ => None,
        }?;
        let scaled = if halves { n * 2.0 } else { n };
        (scaled >= 0.0 && scaled.fract() == 0.0 && scaled <= f64::from(MAX_GAME_FIGURE))
            .then_some(scaled as u32)
    };
    let parsed = match v.get_ref() {
        DeValue::Array(a) if a.len() == 2 => one(&a[0]).zip(one(&a[1])).map(|(a, b)| [a, b]),
        _ => None,
    };
    if parsed.is_none() {
        t.problem(
            v.span(),
            EventFileProblem::NotAPair {
                key: t.key_path(key),
                halves,
                found: found(v.get_ref()),
            },
        );
    }
    parsed
}
