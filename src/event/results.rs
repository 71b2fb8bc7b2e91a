//! A round's results as the event decides them, for the notice board
//! (`hakem event print DIR results`), the pairing list with its results and
//! a sheet of an event's tables: every table with its sets (the stores
//! counted or reached), set points and round points, forfeits entered in
//! `event.toml`, the byes, and each player's points after the round. Only
//! the folder decides here; `sheet` words and lays it out.

use super::decided::{DecidedBy, decided_by};
use super::folder::{Folder, Round, TableResult, TableState};
use super::standings::{Entry, entry};
use crate::record::Who;
use crate::referee::Winner;
use crate::swiss::{GameResult, PairingNumber};

/// One set of a table, as the results list shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetScore {
    /// The stores at the end (counted on paper, or reached by the moves),
    /// first player first, each `None` where it was not counted (a
    /// time-out counts one store); `None` for a set entered by its result.
    pub stores: Option<[Option<u16>; 2]>,
    pub winner: Option<Winner>,
    /// False for a set that should not have been played (not scored).
    pub counted: bool,
    /// The player whose time ran out: the timer rule decided the set.
    pub timeout: Option<Who>,
}

/// How a table's round went, when its result is in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableOutcome {
    /// Each player's result, first player first.
    pub results: [GameResult; 2],
    /// Round points, in half-points, first player first.
    pub round_points: [u32; 2],
    /// Set points won (half-points), when the game was played.
    pub set_points: Option<[u32; 2]>,
    /// Each set as recorded (empty for a forfeit or a result entered in
    /// `event.toml`).
    pub sets: Vec<SetScore>,
    /// How the round was decided (the sets, a timeout, the warning limit,
    /// a forfeit).
    pub decided_by: DecidedBy,
}

impl TableOutcome {
    /// A forfeit entered in `event.toml` (either player or both).
    pub fn forfeit(&self) -> bool {
        self.results
            .iter()
            .any(|r| matches!(r, GameResult::ForfeitWin | GameResult::ForfeitLoss))
    }

    /// Both players lost by forfeit.
    pub fn double_forfeit(&self) -> bool {
        self.results == [GameResult::ForfeitLoss; 2]
    }
}

/// One table of the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultLine {
    pub table: usize,
    /// Starts set 1; points after the round.
    pub first: Entry,
    pub second: Entry,
    /// `None` while the table's result is not in.
    pub outcome: Option<TableOutcome>,
}

impl ResultLine {
    /// How the round was decided where the sets do not say it (a forfeit,
    /// a time-out, the warning limit), each player named; empty while the
    /// result is not in or when the sets say it all.
    pub fn decided_said(&self) -> Vec<super::decided::DecidedSaid> {
        let Some(o) = &self.outcome else {
            return Vec::new();
        };
        o.decided_by.said(|who| match who {
            Who::First => self.first.name.clone(),
            Who::Second => self.second.name.clone(),
        })
    }
}

/// A player left out of the round's tables: the pairing-allocated bye or a
/// requested one, with its result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeLine {
    pub player: Entry,
    pub result: GameResult,
    /// What it is worth, in half-points.
    pub points: u32,
}

/// The results of a round, by table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundResults {
    pub event: String,
    pub round: u8,
    pub lines: Vec<ResultLine>,
    pub byes: Vec<ByeLine>,
}

/// One line of the alphabetical results: a player, their table, opponent
/// and result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerResult {
    pub player: Entry,
    /// `None` for a bye.
    pub table: Option<usize>,
    pub starts: bool,
    pub opponent: Option<Entry>,
    /// The player's result and round points (half-points), `None` while
    /// the table's result is not in.
    pub result: Option<(GameResult, u32)>,
}

impl RoundResults {
    /// Round `round` of the folder (paired), points after it.
    pub fn new(folder: &Folder, round: &Round) -> RoundResults {
        let n = round.number;
        let t = folder.tournament(n);
        let scoring = &folder.scoring;
        let lines = round
            .tables
            .iter()
            .map(|table| {
                let outcome = folder.table_result(n, table).ok().map(|r| {
                    let results = [r.white, r.black];
                    TableOutcome {
                        results,
                        round_points: results.map(|g| scoring.points(g)),
                        set_points: r.set_points,
                        sets: sets(&r, &table.state),
                        decided_by: decided_by(&r, &table.state),
                    }
                });
                ResultLine {
                    table: table.table,
                    first: entry(folder, &t, &table.players[0], n),
                    second: entry(folder, &t, &table.players[1], n),
                    outcome,
                }
            })
            .collect();
        let byes = folder
            .event
            .ranked()
            .enumerate()
            .filter_map(|(i, p)| {
                let game = t.game_or_absent(PairingNumber::new(i + 1)?, n);
                let bye = game.opponent.is_none()
                    && !matches!(game.result, GameResult::Absent)
                    && !round.manifest.tables.iter().flatten().any(|id| *id == p.id);
                bye.then(|| ByeLine {
                    player: entry(folder, &t, &p.id, n),
                    result: game.result,
                    points: scoring.points(game.result),
                })
            })
            .collect();
        RoundResults {
            event: folder.event.spec().name.clone(),
            round: n,
            lines,
            byes,
        }
    }

    /// Whether every table's result is in.
    pub fn complete(&self) -> bool {
        self.lines.iter().all(|l| l.outcome.is_some())
    }

    /// The tables whose result is not in.
    pub fn missing(&self) -> Vec<usize> {
        self.lines
            .iter()
            .filter(|l| l.outcome.is_none())
            .map(|l| l.table)
            .collect()
    }

    /// Every player of the round by surname (Turkish order), with their
    /// table, opponent and result.
    pub fn alphabetical(&self, folder: &Folder) -> Vec<PlayerResult> {
        let mut lines = Vec::new();
        for l in &self.lines {
            for (who, me, them) in [
                (Who::First, &l.first, &l.second),
                (Who::Second, &l.second, &l.first),
            ] {
                let i = who as usize;
                lines.push(PlayerResult {
                    player: me.clone(),
                    table: Some(l.table),
                    starts: who == Who::First,
                    opponent: Some(them.clone()),
                    result: l
                        .outcome
                        .as_ref()
                        .map(|o| (o.results[i], o.round_points[i])),
                });
            }
        }
        for b in &self.byes {
            lines.push(PlayerResult {
                player: b.player.clone(),
                table: None,
                starts: false,
                opponent: None,
                result: Some((b.result, b.points)),
            });
        }
        super::standings::by_name(folder, lines, |l| &l.player)
    }
}

/// The sets of a table whose record was judged (none for a forfeit or a
/// result entered in `event.toml`).
fn sets(result: &TableResult, state: &TableState) -> Vec<SetScore> {
    let TableState::Judged(loaded, verdict) = state else {
        return Vec::new();
    };
    // A result entered in `event.toml` leaves its record blank.
    let recorded = loaded.record.sets.iter().any(|s| {
        !s.moves.is_empty()
            || s.result.is_some()
            || s.claimed.is_some()
            || s.counted.is_some()
            || !s.incidents.is_empty()
    });
    if result.set_points.is_none() || !recorded {
        return Vec::new();
    }
    verdict
        .sets
        .iter()
        .map(|s| SetScore {
            stores: s.score.map(|st| st.map(Some)).or(s.counted_stores),
            winner: s.winner,
            counted: s.counted,
            timeout: match s.ended_by {
                Some(crate::referee::SetEnd::Timeout(who)) => Some(who),
                _ => None,
            },
        })
        .collect()
}
