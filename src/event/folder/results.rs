//! What each table of a round gave: its result, or why there is none
//! yet.

use super::issue::{FolderProblem, Issue, PlayedIn, at, illegal_move, issues_of_error};
use super::names::{PAIRING_FILE, from_round_dir};
use super::{Folder, TableRecord, TableState};
use crate::event::EVENT_FILE;
use crate::record::Who;
use crate::referee::open_record::OpenRecord as Loaded;
use crate::referee::{Severity, Winner};
use crate::swiss::GameResult;

/// A round's score for one player, as the records and the event give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableResult {
    pub white: GameResult,
    pub black: GameResult,
    /// Set points (in half-points) and stones won, `[white, black]`, when
    /// the game was played.
    pub set_points: Option<[u32; 2]>,
    pub stones: Option<[u32; 2]>,
}

impl Folder {
    /// What the tables' records note without being wrong, every round: a
    /// start order other than the rules' one by one; sets with no signed
    /// score one line a round (a sample event has hundreds).
    pub fn notes(&self) -> Vec<Issue> {
        use crate::referee::ProblemCode;
        let mut notes = Vec::new();
        for round in &self.rounds {
            let mut unsigned = 0;
            let mut tables: Vec<String> = Vec::new();
            for t in &round.tables {
                let TableState::Judged(loaded, verdict) = &t.state else {
                    continue;
                };
                for p in &verdict.problems {
                    if p.severity() != Severity::Note {
                        continue;
                    }
                    if p.code() == ProblemCode::ScoreNotSigned {
                        unsigned += 1;
                        let name = t.path.file_stem().map(|s| s.to_string_lossy().into_owned());
                        if let Some(name) = name.filter(|n| !tables.contains(n)) {
                            tables.push(name);
                        }
                        continue;
                    }
                    notes.push(Issue {
                        place: at(&loaded.source, p.span.clone()),
                        message: p.message(&loaded.record, verdict.unit).into(),
                    });
                }
            }
            if unsigned > 0 {
                notes.push(Issue {
                    place: round.dir.display().to_string(),
                    message: FolderProblem::UnsignedSets {
                        sets: unsigned,
                        tables: tables.join(", "),
                    }
                    .into(),
                });
            }
        }
        notes
    }

    /// The result of one table, or why there is none yet.
    pub fn table_result(&self, round: u8, t: &TableRecord) -> Result<TableResult, Vec<Issue>> {
        // A forfeit is entered in event.toml or in the table's record.
        let recorded = match &t.state {
            TableState::Judged(loaded, _) => loaded.record.forfeit,
            _ => None,
        };
        if let (Some(_), TableState::Judged(loaded, _)) = (recorded, &t.state) {
            let issues = self.record_issues(round, t, loaded);
            if !issues.is_empty() {
                return Err(issues);
            }
        }
        let forfeit = [Who::First, Who::Second].map(|who| {
            self.event.forfeited(round, &t.players[who as usize])
                || recorded.is_some_and(|f| f.lost_by(who))
        });
        if forfeit[0] || forfeit[1] {
            if recorded.is_none() && t.holds_moves() {
                return Err(vec![Issue {
                    place: t.path.display().to_string(),
                    message: FolderProblem::ForfeitWithMoves {
                        file: EVENT_FILE.to_string(),
                    }
                    .into(),
                }]);
            }
            let r = |lost: bool| {
                if lost {
                    GameResult::ForfeitLoss
                } else {
                    GameResult::ForfeitWin
                }
            };
            return Ok(TableResult {
                white: r(forfeit[0]),
                black: r(forfeit[1]),
                set_points: None,
                stones: None,
            });
        }
        if let Some(entered) = self
            .event
            .entered_result(round, &t.players[0], &t.players[1])
        {
            if t.holds_moves() {
                return Err(vec![Issue {
                    place: t.path.display().to_string(),
                    message: FolderProblem::ResultWithMoves {
                        file: EVENT_FILE.to_string(),
                    }
                    .into(),
                }]);
            }
            let (white, black) = match entered.winner {
                crate::record::SetResult::Won(Who::First) => (GameResult::Win, GameResult::Loss),
                crate::record::SetResult::Won(Who::Second) => (GameResult::Loss, GameResult::Win),
                crate::record::SetResult::Draw => (GameResult::Draw, GameResult::Draw),
            };
            return Ok(TableResult {
                white,
                black,
                set_points: entered.set_points,
                stones: entered.stones,
            });
        }
        let (loaded, verdict) = match &t.state {
            TableState::Missing => {
                return Err(vec![Issue {
                    place: t.path.display().to_string(),
                    message: FolderProblem::RecordMissing.into(),
                }]);
            }
            TableState::Unreadable(e) => return Err(issues_of_error(e, &t.path)),
            TableState::Judged(l, v) => (l, v),
        };
        let mut issues = self.record_issues(round, t, loaded);
        let source = &loaded.source;
        for set in &verdict.sets {
            if let Some(e) = &set.error {
                issues.push(Issue {
                    place: at(source, e.span.clone()),
                    message: FolderProblem::IllegalMove {
                        unit: PlayedIn(verdict.unit),
                        set: set.number,
                        index: e.index,
                        pit: e.pit,
                        why: illegal_move(&e.illegal),
                    }
                    .into(),
                });
            }
            if set.claimed_ok == Some(false) {
                issues.push(Issue {
                    place: at(
                        source,
                        loaded
                            .spans
                            .sets
                            .get(set.number - 1)
                            .and_then(|s| s.claimed.clone()),
                    ),
                    message: FolderProblem::ClaimedWrong {
                        unit: PlayedIn(verdict.unit),
                        set: set.number,
                    }
                    .into(),
                });
            }
        }
        for p in &verdict.problems {
            if p.severity() == Severity::Error {
                issues.push(Issue {
                    place: at(source, p.span.clone()),
                    message: p.message(&loaded.record, verdict.unit).into(),
                });
            }
        }
        if issues.is_empty() && !verdict.round.complete {
            let sets = &loaded.spans.sets;
            let nothing_yet = loaded
                .record
                .sets
                .iter()
                .all(|s| s.moves.is_empty() && s.result.is_none() && s.counted.is_none());
            let message = if nothing_yet {
                FolderProblem::NoResultYet
            } else {
                FolderProblem::NotFinished {
                    unit: PlayedIn(verdict.unit),
                }
            };
            issues.push(Issue {
                place: at(source, sets.last().map(|s| s.set.clone())),
                message: message.into(),
            });
        }
        if !issues.is_empty() {
            return Err(issues);
        }
        let result = |who: Who| match verdict.round.winner {
            Some(Winner::Player(w)) if w == who => GameResult::Win,
            Some(Winner::Player(_)) => GameResult::Loss,
            _ => GameResult::Draw,
        };
        let halves = |p: f64| (p * 2.0).round().max(0.0) as u32;
        // The referee's count: the stores of the counted sets, a store
        // counted on paper included.
        let stones = verdict.round.stones;
        Ok(TableResult {
            white: result(Who::First),
            black: result(Who::Second),
            set_points: Some([
                halves(verdict.round.set_points[0]),
                halves(verdict.round.set_points[1]),
            ]),
            stones: Some(stones),
        })
    }

    /// A record's players, round and table must be the pairing's.
    fn record_issues(&self, round: u8, t: &TableRecord, loaded: &Loaded) -> Vec<Issue> {
        // Asked of every table of a round at every read of a page or the
        // API: nothing is copied or written out unless a problem is found.
        let mut issues = Vec::new();
        let place = || t.path.display().to_string();
        let record = &loaded.record;
        for (who, id) in [Who::First, Who::Second].into_iter().zip(&t.players) {
            let got_id = record.players.as_ref().and_then(|p| match who {
                Who::First => p.first.id.as_deref(),
                Who::Second => p.second.id.as_deref(),
            });
            if got_id != Some(id.as_str()) {
                issues.push(Issue {
                    place: place(),
                    message: FolderProblem::PlayerNotPaired {
                        key: who.key().to_string(),
                        id: id.clone(),
                        file: PAIRING_FILE.to_string(),
                        found: got_id.map(str::to_string),
                    }
                    .into(),
                });
            }
        }
        let spec = self.event.spec();
        let variant = from_round_dir(&spec.variant);
        let rules = spec.rules.as_deref().map(from_round_dir);
        if record.variant != variant || record.rules != rules {
            issues.push(Issue {
                place: place(),
                message: FolderProblem::VariantNotTheEvents {
                    variant: record.variant.clone(),
                    rules: record.rules.clone(),
                    event_variant: variant,
                    event_rules: rules,
                }
                .into(),
            });
        }
        let (placed_round, placed_table) = record
            .event
            .as_ref()
            .map_or((None, None), |e| (e.round, e.table));
        if placed_round != Some(u32::from(round)) || placed_table != Some(t.table as u32) {
            issues.push(Issue {
                place: place(),
                message: FolderProblem::PlaceNotTheEvents {
                    round,
                    table: t.table,
                }
                .into(),
            });
        }
        issues
    }
}
