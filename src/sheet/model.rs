//! What a sheet shows, built once from records and their verdicts; the
//! renderers (HTML, text, Markdown) only lay it out.

use std::collections::BTreeMap;

use chrono::NaiveDateTime;

use crate::engine::{Game, IllegalMove, Player};
use crate::event::standings::Standings;
use crate::record::{Claimed, Event, Forfeit, Incident, PlayerInfo, Record, Who};
use crate::referee::{ProblemCode, SetEnd, TournamentRules, Unit, Verdict, Winner};
use crate::ruleset::{Ruleset, Titles};
use crate::words::Language;

/// A whole printout: one match sheet, or an event's results, standings and
/// match sheets.
#[derive(Debug, Clone)]
pub struct Document {
    pub lang: Language,
    /// When the sheet was printed (local time, or as injected).
    pub printed_at: NaiveDateTime,
    pub body: Body,
}

#[derive(Debug, Clone)]
pub enum Body {
    /// One record: its match sheet.
    Match(Box<MatchSheet>),
    /// Several records of one event.
    Event(Box<EventSheet>),
}

/// One round (match) between two players, as the referee signs it.
#[derive(Debug, Clone)]
pub struct MatchSheet {
    /// The record file, as named on the command line.
    pub file: String,
    /// The variant's title in each language ("Turkish Mangala", "Mangala").
    pub game: Titles,
    pub event: Event,
    /// First and second player of the round.
    pub players: [PlayerInfo; 2],
    pub sets: Vec<SetSheet>,
    pub set_points: [f64; 2],
    pub round_points: [f64; 2],
    pub complete: bool,
    pub winner: Option<Winner>,
    /// The round was not played: who did not come (or both).
    pub forfeit: Option<Forfeit>,
    pub warnings: [u32; 2],
    /// Stones kept over the counted sets (the referee's figure).
    pub stones_kept: [u32; 2],
    pub valid: bool,
    /// The referee's findings on the round as recorded: the set each is
    /// about and what it is (worded by `compose::Problem`).
    pub problems: Vec<(usize, ProblemCode)>,
    /// The event's chief arbiter, for a record of an event folder.
    pub chief_arbiter: Option<String>,
}

impl MatchSheet {
    pub fn name(&self, who: Who) -> &str {
        &self.players[who as usize].name
    }
}

/// One set of a match.
#[derive(Debug, Clone)]
pub struct SetSheet {
    pub number: usize,
    /// Who sat South (made the first move); `None` when nobody starts (cards).
    pub starts: Option<Who>,
    /// Who should have, by the tournament rules.
    pub rules_starts: Option<Who>,
    /// A card rather than a set (Equilibrio, Q-Bitz).
    pub card: bool,
    /// False when the set should not have been played: shown, not scored.
    pub counted: bool,
    /// The moves in numbered rows: a row is South's turn then North's turn
    /// (a turn holds several moves when the store gave an extra turn).
    pub turns: Vec<TurnRow>,
    /// How many moves the record holds (0: the set was recorded by its result).
    pub moves_recorded: usize,
    /// Final stores (or before the illegal move), first player first;
    /// `None` for a set entered by its result.
    pub stores: Option<[u16; 2]>,
    /// For a set counted on paper: the stores counted, `None` where one
    /// was not (a timeout); `None` for a set with moves or a result.
    pub counted_stores: Option<[Option<u16>; 2]>,
    pub claimed: Option<Claimed>,
    pub claimed_ok: Option<bool>,
    pub ending: Ending,
    pub winner: Option<Winner>,
    pub incidents: Vec<Incident>,
    /// A grid set (Reversi, Pentago) with its moves; `None` otherwise.
    pub grid: Option<GridMoves>,
}

impl SetSheet {
    /// The player who sat South (the first player when nobody starts).
    pub fn south(&self) -> Who {
        self.starts.unwrap_or(Who::First)
    }
}

/// Row `number`: South's moves, then North's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnRow {
    pub number: usize,
    pub south: Vec<MoveCell>,
    pub north: Vec<MoveCell>,
}

/// A grid set's moves as played and the board they leave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridMoves {
    /// Who played black (the player who started the set).
    pub black: Who,
    /// One row a turn: black's move, then white's (`None`: not played).
    /// A pass left out of the record and inferred is `Some("-")`.
    pub rows: Vec<[Option<GridCell>; 2]>,
    /// The final board, or the board before the refused move: rows of
    /// `x` (black), `o` (white), `.` from the top.
    pub board: Vec<String>,
    /// The board's quadrant side (0: none), to set the quadrants apart.
    pub block: u8,
    /// How the game ended on the board, and who made the last move.
    pub end: Option<(crate::grid::EndReason, crate::grid::Color)>,
    /// Stones in a row that win (for the words of the end).
    pub line: u8,
    /// The result written beside the moves, and whether the board bears
    /// it out (`None`: nothing to compare).
    pub claimed: Option<(crate::record::SetResult, Option<bool>)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridCell {
    pub text: String,
    /// The first refused move of the set.
    pub refused: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveCell {
    pub pit: u32,
    /// The first illegal move of the set (nothing after it is shown).
    pub illegal: bool,
}

/// How a set ended, or why it did not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    By(SetEnd),
    NotFinished,
    Illegal {
        /// 1-based index in the record's moves.
        index: usize,
        who: Who,
        pit: u32,
        illegal: IllegalMove,
    },
}

/// The results of one round of an event.
#[derive(Debug, Clone)]
pub struct RoundResults {
    pub round: Option<u32>,
    /// Sorted by table (records without a table last, in the order given).
    pub rows: Vec<ResultRow>,
}

#[derive(Debug, Clone)]
pub struct ResultRow {
    pub table: Option<u32>,
    pub first: String,
    pub second: String,
    /// Round points, `None` while the round is not complete.
    pub round_points: Option<[f64; 2]>,
    pub set_points: [f64; 2],
    /// Each set's stores (`None` for a set entered by its result) and
    /// winner, first player first.
    pub sets: Vec<(Option<[u16; 2]>, Option<Winner>)>,
    pub valid: bool,
    /// Who lost by a forfeit the event enters (`[first, second]`), for a
    /// table of an event folder.
    pub forfeit: Option<[bool; 2]>,
}

/// What follows the results: only an event decides standings.
#[derive(Debug, Clone)]
pub enum Summary {
    /// Records outside an event folder: their results only.
    ResultsOnly,
    /// Tables of an event folder: the event's standings after the last
    /// round among them.
    Standings(Box<Standings>),
    /// Tables of an event folder whose rounds up to `after` are not all
    /// in: the standings wait for them.
    NotYet {
        after: u8,
        /// How many problems keep them from standing.
        problems: usize,
        /// The event folder, for `hakem event check`.
        dir: String,
    },
}

/// Several records of one event.
#[derive(Debug, Clone)]
pub struct EventSheet {
    pub event: Event,
    /// The variants' titles, as they first appear.
    pub game: Titles,
    pub rounds: Vec<RoundResults>,
    pub summary: Summary,
    /// The event's chief arbiter, for tables of an event folder.
    pub chief_arbiter: Option<String>,
    /// One match sheet per record (empty with `--summary-only`).
    pub matches: Vec<MatchSheet>,
}

/// Builds the match sheet of one judged record.
pub fn match_sheet(
    file: &str,
    record: &Record,
    rules: Option<&Ruleset>,
    tournament: &TournamentRules,
    verdict: &Verdict,
) -> MatchSheet {
    let sets = verdict
        .sets
        .iter()
        .zip(&record.sets)
        .map(|(v, set)| {
            let turns = match rules {
                Some(rules) => turns(rules, &set.moves, v.error.as_ref().map(|e| e.index)),
                None => Vec::new(),
            };
            let ending = match (&v.error, v.ended_by) {
                (Some(e), _) => Ending::Illegal {
                    index: e.index,
                    who: v.who(e.player),
                    pit: e.pit,
                    illegal: e.illegal,
                },
                (None, Some(end)) => Ending::By(end),
                (None, None) => Ending::NotFinished,
            };
            SetSheet {
                number: v.number,
                starts: v.starts,
                rules_starts: v.rules_starts,
                card: verdict.unit == Unit::Card,
                counted: v.counted,
                turns,
                moves_recorded: set.moves.len(),
                stores: v.score,
                counted_stores: v.counted_stores,
                claimed: v.claimed,
                claimed_ok: v.claimed_ok,
                ending,
                winner: v.winner,
                incidents: set.incidents.clone(),
                grid: None,
            }
        })
        .collect();
    MatchSheet {
        file: file.to_string(),
        game: rules.map_or_else(
            || Titles::plain(tournament.game_title().unwrap_or(tournament.title())),
            |r| r.titles(),
        ),
        event: record.event.clone().unwrap_or_default(),
        players: [record.player(Who::First), record.player(Who::Second)],
        sets,
        set_points: verdict.round.set_points,
        round_points: verdict.round.round_points,
        complete: verdict.round.complete,
        winner: verdict.round.winner,
        forfeit: verdict.round.forfeit,
        warnings: verdict.round.warnings,
        stones_kept: verdict.round.stones,
        valid: verdict.valid(),
        // The sheet is where the score is signed: its absence is no problem of it.
        problems: verdict
            .problems
            .iter()
            .filter(|p| p.code() != ProblemCode::ScoreNotSigned)
            .map(|p| (p.set, p.code()))
            .collect(),
        chief_arbiter: None,
    }
}

/// Groups the moves into rows of South's turn and North's turn, up to and
/// including the first illegal move.
fn turns(rules: &Ruleset, moves: &[u32], illegal: Option<usize>) -> Vec<TurnRow> {
    let mut game = Game::new(rules);
    let mut rows: Vec<TurnRow> = Vec::new();
    let mut last = None;
    for (k, &pit) in moves.iter().enumerate() {
        let mover = game.position().to_move();
        let is_illegal = illegal == Some(k + 1);
        if rows.is_empty() || (mover == Player::South && last == Some(Player::North)) {
            rows.push(TurnRow {
                number: rows.len() + 1,
                south: Vec::new(),
                north: Vec::new(),
            });
        }
        let cell = MoveCell {
            pit,
            illegal: is_illegal,
        };
        if let Some(row) = rows.last_mut() {
            match mover {
                Player::South => row.south.push(cell),
                Player::North => row.north.push(cell),
            }
        }
        last = Some(mover);
        if is_illegal || game.play(pit).is_err() {
            break;
        }
    }
    rows
}

/// The results by round of judged match sheets (no standings: only an
/// event decides those; see `sheet::in_event`).
pub fn event_sheet(matches: Vec<MatchSheet>, with_matches: bool) -> EventSheet {
    // The event block of a results sheet: what its records share (the round
    // is in each heading, the table in each row, the referee on each match
    // sheet).
    let event = matches
        .first()
        .map(|m| Event {
            round: None,
            table: None,
            referee: None,
            ..m.event.clone()
        })
        .unwrap_or_default();
    let game = matches.first().map(|m| m.game.clone()).unwrap_or_default();
    let mut by_round: BTreeMap<Option<u32>, Vec<ResultRow>> = BTreeMap::new();
    for m in &matches {
        by_round.entry(m.event.round).or_default().push(ResultRow {
            table: m.event.table,
            first: m.name(Who::First).to_string(),
            second: m.name(Who::Second).to_string(),
            round_points: Some(m.round_points).filter(|_| m.complete),
            set_points: m.set_points,
            sets: m.sets.iter().map(|s| (s.stores, s.winner)).collect(),
            valid: m.valid,
            forfeit: None,
        });
    }
    let rounds = by_round
        .into_iter()
        .map(|(round, mut rows)| {
            // Stable: records without a table keep the order given, last.
            rows.sort_by_key(|r| (r.table.is_none(), r.table));
            RoundResults { round, rows }
        })
        .collect();
    EventSheet {
        event,
        game,
        rounds,
        summary: Summary::ResultsOnly,
        chief_arbiter: None,
        matches: if with_matches { matches } else { Vec::new() },
    }
}

/// Fills in the grid sets of `sheet` (Reversi, Pentago): their moves, the
/// board they leave and how the game ended on it.
pub fn add_grid_moves(
    sheet: &mut MatchSheet,
    rules: &crate::grid::GridRules,
    judgement: &crate::grid::sets::GridJudgement,
) {
    for g in &judgement.sets {
        let Some(set) = sheet.sets.get_mut(g.number - 1) else {
            continue;
        };
        let mut cells: Vec<GridCell> = g
            .plies
            .iter()
            .map(|p| GridCell {
                text: match p.written {
                    Some(_) => crate::grid::notation::move_text(p.played.mv, rules.size()),
                    None => "-".into(),
                },
                refused: false,
            })
            .collect();
        if let Some(e) = &g.error {
            cells.push(GridCell {
                text: e.text.clone(),
                refused: true,
            });
        }
        let rows = cells
            .chunks(2)
            .map(|pair| [pair.first().cloned(), pair.get(1).cloned()])
            .collect();
        let position = g.error.as_ref().map_or(g.position, |e| e.before);
        let size = rules.size();
        let board = (0..size)
            .map(|r| {
                (0..size)
                    .map(|c| match position.stones().at(r * size + c) {
                        Some(crate::grid::Color::Black) => 'x',
                        Some(crate::grid::Color::White) => 'o',
                        None => '.',
                    })
                    .collect()
            })
            .collect();
        set.moves_recorded =
            g.plies.iter().filter(|p| p.written.is_some()).count() + usize::from(g.error.is_some());
        set.grid = Some(GridMoves {
            black: g.black,
            rows,
            board,
            block: rules.turn().map_or(0, |t| t.block),
            end: g.end.map(|e| {
                (
                    e.reason,
                    g.plies
                        .last()
                        .map_or(crate::grid::Color::Black, |p| p.played.mover),
                )
            }),
            line: rules.line().map_or(0, |l| l.length),
            claimed: g.claimed.map(|c| (c, g.claimed_ok)),
        });
    }
}
