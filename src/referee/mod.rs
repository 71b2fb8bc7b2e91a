//! The referee's verdict on a record: each set replayed move by move, then
//! the round scored under the tournament rules.

mod tournament;

use std::ops::Range;

use crate::engine::{EndReason, Game, IllegalMove, Player, Position};
use crate::record::{Claimed, IncidentKind, Record, SetRecord, Spans, Who};
use crate::ruleset::Ruleset;

pub use tournament::TournamentRules;

/// How a set ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetEnd {
    /// By the rules of play.
    Play(EndReason),
    /// A player's time ran out.
    Timeout(Who),
    /// A player received the warning that loses the round.
    Warnings(Who),
}

impl SetEnd {
    pub fn code(self) -> &'static str {
        match self {
            SetEnd::Play(r) => r.code(),
            SetEnd::Timeout(_) => "timeout",
            SetEnd::Warnings(_) => "warnings",
        }
    }
}

/// A set's or a round's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    Player(Who),
    Draw,
}

impl Winner {
    pub fn key(self) -> &'static str {
        match self {
            Winner::Player(w) => w.key(),
            Winner::Draw => "draw",
        }
    }
}

/// The first illegal move of a set.
#[derive(Debug, Clone)]
pub struct MoveError {
    /// 1-based index in the set's `moves`.
    pub index: usize,
    pub pit: u32,
    pub player: Player,
    pub illegal: IllegalMove,
    /// Where the move is written in the record.
    pub span: Option<Range<usize>>,
}

/// The verdict on one set.
#[derive(Debug, Clone)]
pub struct SetVerdict {
    /// 1-based.
    pub number: usize,
    /// Who sat South (made the first move).
    pub starts: Who,
    /// Who should have started by the tournament rules.
    pub rules_starts: Who,
    /// Moves applied before the set ended or an illegal move stopped it.
    pub plies: usize,
    pub error: Option<MoveError>,
    /// The final position, or the one before the illegal move.
    pub position: Position,
    pub ended_by: Option<SetEnd>,
    pub winner: Option<Winner>,
    pub score: [u16; 2],
    pub claimed: Option<Claimed>,
    pub claimed_ok: Option<bool>,
}

impl SetVerdict {
    pub fn valid(&self) -> bool {
        self.error.is_none() && self.claimed_ok != Some(false)
    }

    pub fn finished(&self) -> bool {
        self.ended_by.is_some()
    }

    /// The seat a player of the round had in this set.
    pub fn seat(&self, who: Who) -> Player {
        if who == self.starts {
            Player::South
        } else {
            Player::North
        }
    }

    /// The player of the round sitting at `seat`.
    pub fn who(&self, seat: Player) -> Who {
        match seat {
            Player::South => self.starts,
            Player::North => self.starts.other(),
        }
    }

    pub fn score_of(&self, who: Who) -> u16 {
        self.score[who as usize]
    }
}

/// The round: set points, round points, warnings.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchVerdict {
    pub complete: bool,
    pub winner: Option<Winner>,
    pub set_points: [f64; 2],
    pub round_points: [f64; 2],
    pub warnings: [u32; 2],
}

/// The verdict on a whole record.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub sets: Vec<SetVerdict>,
    pub round: MatchVerdict,
}

impl Verdict {
    pub fn valid(&self) -> bool {
        self.sets.iter().all(SetVerdict::valid)
    }
}

/// Replays every set of `record` under `rules` and scores the round.
pub fn judge(record: &Record, spans: &Spans, rules: &Ruleset, t: &TournamentRules) -> Verdict {
    let sets: Vec<SetVerdict> = record
        .sets
        .iter()
        .enumerate()
        .map(|(i, set)| {
            let move_spans = spans.sets.get(i).map(|s| s.moves.as_slice()).unwrap_or(&[]);
            judge_set(i + 1, set, move_spans, rules, t)
        })
        .collect();
    let round = score_round(record, &sets, t);
    Verdict { sets, round }
}

/// Replays one set.
pub fn judge_set(
    number: usize,
    set: &SetRecord,
    move_spans: &[Range<usize>],
    rules: &Ruleset,
    t: &TournamentRules,
) -> SetVerdict {
    let rules_starts = t.starter(number);
    let starts = set.starts.unwrap_or(rules_starts);
    let mut game = Game::new(rules);
    let mut error = None;
    for (k, &pit) in set.moves.iter().enumerate() {
        let player = game.position().to_move();
        if let Err(illegal) = game.play(pit) {
            error = Some(MoveError {
                index: k + 1,
                pit,
                player,
                illegal,
                span: move_spans.get(k).cloned(),
            });
            break;
        }
    }
    let position = *game.position();
    let mut verdict = SetVerdict {
        number,
        starts,
        rules_starts,
        plies: game.ply(),
        error,
        position,
        ended_by: position.ended().map(SetEnd::Play),
        winner: None,
        score: [0; 2],
        claimed: set.claimed,
        claimed_ok: None,
    };
    for who in [Who::First, Who::Second] {
        verdict.score[who as usize] = position.store(verdict.seat(who));
    }
    if verdict.finished() {
        verdict.winner = Some(match verdict.score[0].cmp(&verdict.score[1]) {
            std::cmp::Ordering::Greater => Winner::Player(Who::First),
            std::cmp::Ordering::Less => Winner::Player(Who::Second),
            std::cmp::Ordering::Equal => Winner::Draw,
        });
    }
    // A set stopped by an illegal move has no final stores to compare with.
    verdict.claimed_ok = set
        .claimed
        .filter(|_| verdict.error.is_none())
        .map(|c| u32::from(verdict.score[0]) == c.first && u32::from(verdict.score[1]) == c.second);
    verdict
}

/// Set points, round points and warnings over the sets played.
fn score_round(record: &Record, sets: &[SetVerdict], t: &TournamentRules) -> MatchVerdict {
    let mut set_points = [0.0f64; 2];
    let mut finished = 0;
    for set in sets {
        match set.winner {
            Some(Winner::Player(w)) => {
                set_points[w as usize] += t.set_win;
                set_points[w.other() as usize] += t.set_loss;
            }
            Some(Winner::Draw) => {
                set_points[0] += t.set_draw;
                set_points[1] += t.set_draw;
            }
            None => continue,
        }
        finished += 1;
    }
    let mut warnings = [0u32; 2];
    for set in &record.sets {
        for incident in &set.incidents {
            if let IncidentKind::Warning(_) = incident.kind {
                warnings[incident.player as usize] += 1;
            }
        }
    }
    let decided = set_points.iter().any(|&p| p >= t.points_to_win());
    let complete = decided || finished >= t.sets_per_round;
    let (winner, round_points) = if !complete {
        (None, [0.0, 0.0])
    } else if set_points[0] > set_points[1] {
        (
            Some(Winner::Player(Who::First)),
            [t.round_win, t.round_loss],
        )
    } else if set_points[1] > set_points[0] {
        (
            Some(Winner::Player(Who::Second)),
            [t.round_loss, t.round_win],
        )
    } else {
        (Some(Winner::Draw), [t.round_draw, t.round_draw])
    };
    MatchVerdict {
        complete,
        winner,
        set_points,
        round_points,
        warnings,
    }
}
