//! Carrying out a command: judged on the record, saved, then reported as
//! a [`Change`] or refused with a [`Refusal`] (nothing recorded).

use super::save::restore;
use super::undo::undo;
use super::{Change, Judgement, LiveRules, NotThisGame, Refusal, Session, Undone};
use crate::analysis::replay::CountSpec;
use crate::engine::{Game, Player};
use crate::family::GridMove;
use crate::family::{move_text, parse_move};
use crate::live::command::{Command, TimerCommand};
use crate::record::{Claimed, Incident, IncidentKind, SetRecord, WarningReason, Who};
use crate::referee::SetVerdict;

/// Most sets a live round keeps (the tournament rules' `games` is checked
/// to be at most 99).
const MAX_SETS: usize = 99;

impl Session {
    /// Applies the clock: a player whose time has run out gets the time-out
    /// the timer rule scores. Call it before each command and on every tick
    /// of the screen.
    pub fn tick(&mut self) -> Option<Result<Judgement, Refusal>> {
        let now = self.clock.now();
        let who = self.timer.as_ref()?.expired(now)?;
        if let Some(t) = &mut self.timer {
            t.pause(now);
        }
        Some(self.apply(&Command::Timeout(who)))
    }

    /// Carries out one command: judged, saved, then reported.
    pub fn apply(&mut self, command: &Command) -> Result<Judgement, Refusal> {
        let sets_before = self.verdict.sets.iter().filter(|s| s.finished()).count();
        let complete_before = self.verdict.round.complete;
        let change = self.carry_out(command)?;
        let sets_after = self.verdict.sets.iter().filter(|s| s.finished()).count();
        let set_ended = (sets_after > sets_before).then_some(self.verdict.sets.len());
        let round_ended = self.verdict.round.complete && !complete_before;
        if matches!(change, Change::Moved { .. } | Change::Undone(_)) {
            self.follow_with_clock();
        }
        if set_ended.is_some()
            && let Some(t) = &mut self.timer
        {
            t.pause(self.clock.now());
        }
        Ok(Judgement {
            change,
            set_ended,
            round_ended,
        })
    }

    /// A running clock follows the turn.
    fn follow_with_clock(&mut self) {
        let now = self.clock.now();
        let next = self.to_move();
        if let Some(t) = &mut self.timer
            && t.running().is_some()
        {
            match next {
                Some(w) => t.start(w, now),
                None => t.pause(now),
            }
        }
    }

    fn carry_out(&mut self, command: &Command) -> Result<Change, Refusal> {
        let open = !self.verdict.round.complete;
        let set = self.current().clone();
        let index = self.record.sets.len() - 1;
        match command {
            Command::Pit(_) if self.grid().is_some() => Err(Refusal::NotThisGame(NotThisGame::Pit)),
            Command::Cell(_) if self.grid().is_none() => {
                Err(Refusal::NotThisGame(NotThisGame::Cell))
            }
            Command::Cell(text) => self.place(&set, open, text),
            Command::Pit(pit) => {
                self.playable(&set, open)?;
                let who = set.who(self.position().map_or(Player::South, |p| p.to_move()));
                let mut game = self.replay_current();
                let outcome = match game.play(*pit) {
                    Ok(o) => o,
                    Err(illegal) => {
                        self.refused = Some(who);
                        return Err(Refusal::Illegal {
                            who,
                            pit: *pit,
                            illegal,
                        });
                    }
                };
                let mut record = self.record.clone();
                record.sets[index].moves.push(*pit);
                let ply = record.sets[index].moves.len();
                self.save(record)?;
                Ok(Change::Moved {
                    who,
                    pit: *pit,
                    ply,
                    outcome: Box::new(outcome),
                })
            }
            Command::Warn(what) => {
                if !open {
                    return Err(Refusal::RoundOver);
                }
                let (who, reason) = match what {
                    Some(w) => *w,
                    None => (
                        self.refused.ok_or(Refusal::NoRefusedMove)?,
                        WarningReason::IllegalMove,
                    ),
                };
                if self.record.player(who).visually_impaired && self.tournament.exempts(reason) {
                    return Err(Refusal::Exempt { who, reason });
                }
                self.add_incident(index, who, IncidentKind::Warning(reason))?;
                Ok(Change::Warned { who, reason })
            }
            Command::Timeout(who) => {
                self.playable(&set, open)?;
                self.add_incident(index, *who, IncidentKind::Timeout)?;
                Ok(Change::TimedOut(*who))
            }
            Command::Claim { .. } if self.grid().is_some() => {
                Err(Refusal::NotThisGame(NotThisGame::Claim))
            }
            Command::Claim { first, second } => {
                if !set.finished() {
                    return Err(Refusal::SetNotOver);
                }
                let claimed = Claimed {
                    first: *first,
                    second: *second,
                };
                let mut record = self.record.clone();
                record.sets[index].claimed = Some(claimed);
                self.save(record)?;
                Ok(Change::Claimed(claimed))
            }
            Command::Next => {
                if !open {
                    return Err(Refusal::RoundOver);
                }
                if !set.finished() {
                    return Err(Refusal::SetNotOver);
                }
                let number = self.record.sets.len() + 1;
                if number > MAX_SETS {
                    return Err(Refusal::RoundOver);
                }
                let starts = self.starter(number);
                let mut record = self.record.clone();
                record.sets.push(SetRecord {
                    starts,
                    ..SetRecord::default()
                });
                self.save(record)?;
                if let Some(t) = &mut self.timer {
                    t.reset();
                }
                Ok(Change::NextSet { number, starts })
            }
            Command::Undo => {
                let mut record = self.record.clone();
                let undone = undo(&mut record, &self.game, set.south(), &self.tournament)
                    .ok_or(Refusal::NothingToUndo)?;
                self.save(record)?;
                if matches!(undone, Undone::NextSet(_))
                    && let Some(t) = &mut self.timer
                {
                    // Back in the set before: its clocks as last saved.
                    restore(t, &self.record, self.clock.now());
                }
                Ok(Change::Undone(undone))
            }
            Command::Count(spec) => self.count(&set, *spec),
            Command::Timer(t) => {
                let now = self.clock.now();
                let to_move = self.to_move();
                let timer = self.timer.as_mut().ok_or(Refusal::NoTimer)?;
                match t {
                    TimerCommand::Start => match to_move {
                        Some(w) => timer.start(w, now),
                        None => return Err(Refusal::SetOver),
                    },
                    TimerCommand::Pause => timer.pause(now),
                    TimerCommand::Show => {}
                    TimerCommand::Set(who, left) => timer.set_left(*who, *left, now),
                }
                // The time left is saved whenever it stops or is set.
                if matches!(t, TimerCommand::Pause | TimerCommand::Set(..)) {
                    self.save(self.record.clone())?;
                }
                Ok(Change::Timer)
            }
            Command::Sheet(out) => self.sheet(out.as_deref()),
            Command::Board | Command::Help | Command::Quit => Ok(Change::Shown),
        }
    }

    /// Who starts set `number`: the rules' start order, read from who
    /// actually started set 1 (the pairing may have chosen the second
    /// player; "set 2 is started by the player who moved second in set 1").
    fn starter(&self, number: usize) -> Option<Who> {
        let by_rules = self.tournament.starter(number)?;
        let first = self.record.sets.first().and_then(|s| s.starts);
        match (first, self.tournament.starter(1)) {
            (Some(actual), Some(rules)) if actual != rules => Some(by_rules.other()),
            _ => Some(by_rules),
        }
    }

    /// A grid move, judged on the board of the set being played.
    fn place(&mut self, set: &SetVerdict, open: bool, text: &str) -> Result<Change, Refusal> {
        self.playable(set, open)?;
        let (Some(rules), Some(mut grid)) = (self.grid(), self.grid_set()) else {
            return Err(Refusal::NotThisGame(NotThisGame::Cell));
        };
        let size = rules.size();
        let mv = parse_move(text, size).map_err(|e| Refusal::NotAMove(e.into()))?;
        let mover = grid.position.to_move();
        let who = grid.who(mover);
        // At the table a pass is entered: a stone for a player with no
        // move is refused ("Hamle yapamazsınız").
        if mv != GridMove::Pass && grid.position.placements(rules, mover) == 0 {
            self.refused = Some(who);
            return Err(Refusal::MustPass { who });
        }
        let played = match grid.position.play(rules, mv) {
            Ok(p) => p,
            Err(illegal) => {
                self.refused = Some(who);
                return Err(Refusal::GridIllegal {
                    who,
                    text: text.split_whitespace().collect::<Vec<_>>().join(" "),
                    illegal,
                });
            }
        };
        // A pass is kept as typed (`pas` on a Turkish score sheet).
        let written = match mv {
            GridMove::Pass => text.trim().to_lowercase(),
            _ => move_text(mv, size),
        };
        let mut record = self.record.clone();
        let index = record.sets.len() - 1;
        record.sets[index].grid_moves.push(written.clone());
        let ply = record.sets[index].grid_moves.len();
        self.save(record)?;
        Ok(Change::Placed {
            who,
            text: written,
            ply,
            played,
        })
    }

    /// Moves and time-outs need a set in play.
    fn playable(&self, set: &SetVerdict, open: bool) -> Result<(), Refusal> {
        if let Some(e) = &set.error {
            return Err(Refusal::IllegalInRecord {
                set: set.number,
                index: e.index,
            });
        }
        if let Some(e) = self.grid_set().and_then(|g| g.error) {
            return Err(Refusal::IllegalInRecord {
                set: set.number,
                index: e.index,
            });
        }
        if !open {
            return Err(Refusal::RoundOver);
        }
        if set.finished() {
            return Err(Refusal::SetOver);
        }
        Ok(())
    }

    /// The current set's game, replayed (for the repetition rule's history).
    fn replay_current(&self) -> Game<'_> {
        let LiveRules::Sowing(rules) = &self.game else {
            unreachable!("a pit is played only in a sowing game")
        };
        let mut game = Game::new(rules);
        for &pit in &self.record.sets[self.record.sets.len() - 1].moves {
            // The verdict has no error, so every recorded move is legal.
            let _ = game.play(pit);
        }
        game
    }

    fn add_incident(&mut self, index: usize, who: Who, kind: IncidentKind) -> Result<(), Refusal> {
        let mut record = self.record.clone();
        let set = &mut record.sets[index];
        set.incidents.push(Incident {
            after: (set.moves.len() + set.grid_moves.len()) as u32,
            player: who,
            kind,
        });
        self.save(record)
    }

    fn count(&self, set: &SetVerdict, spec: CountSpec) -> Result<Change, Refusal> {
        let Some(position) = self.position() else {
            return Err(Refusal::NotThisGame(NotThisGame::Count));
        };
        let starts = set.south();
        let (seat, pit) = match spec {
            CountSpec::Store(side) => (side.seat(starts), None),
            CountSpec::Pit(side, pit) => {
                if pit == 0 || pit > u32::from(position.pits()) {
                    return Err(Refusal::NoSuchPit(pit));
                }
                (side.seat(starts), Some(pit as u8))
            }
        };
        let stones = match pit {
            Some(k) => position.pit(seat, k),
            None => position.store(seat),
        };
        Ok(Change::Counted { seat, pit, stones })
    }
}
