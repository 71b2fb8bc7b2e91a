//! What keeps rounds from being complete.

use super::Folder;
use super::issue::{FolderProblem, Issue, NotInRound};
use crate::event::EVENT_FILE;

impl Folder {
    /// Every problem that keeps rounds `1..=through` from being complete:
    /// missing, unreadable, invalid or unfinished records, records that
    /// disagree with the pairing, problems with the folder.
    pub fn issues(&self, through: u8) -> Vec<Issue> {
        let mut issues = self.folder_issues.clone();
        issues.extend(self.stray_forfeits(through));
        for round in self.rounds.iter().filter(|r| r.number <= through) {
            for t in &round.tables {
                if let Err(mut found) = self.table_result(round.number, t) {
                    issues.append(&mut found);
                }
            }
        }
        issues
    }

    /// Forfeits entered for a paired round where the player sat at no
    /// table (a bye, or not in the round): the entry cannot be applied.
    pub fn stray_forfeits(&self, through: u8) -> Vec<Issue> {
        let mut issues = Vec::new();
        for f in &self.event.spec().forfeits {
            let Some(round) = self.rounds.get(usize::from(f.round) - 1) else {
                continue;
            };
            if f.round > through {
                continue;
            }
            if !round
                .manifest
                .tables
                .iter()
                .flatten()
                .any(|id| *id == f.player)
            {
                issues.push(Issue {
                    place: self.source.name.clone(),
                    message: FolderProblem::ForfeitWithoutTable {
                        player: f.player.clone(),
                        round: f.round,
                    }
                    .into(),
                });
            }
        }
        // The event changed after a round was paired: a bye asked for, a
        // late entry or a withdrawal that the pairing could not know.
        for round in self.rounds.iter().filter(|r| r.number <= through) {
            let seated = round
                .manifest
                .tables
                .iter()
                .flatten()
                .chain(&round.manifest.bye);
            for id in seated {
                let Some(p) = self.event.player(id) else {
                    continue;
                };
                let why = if p.asks_bye_in(round.number) {
                    NotInRound::AskedBye
                } else if p.from_round.is_some_and(|f| round.number < f) {
                    NotInRound::EntersLater
                } else if p.withdrawn_after.is_some_and(|w| round.number > w) {
                    NotInRound::Withdrawn
                } else {
                    continue;
                };
                issues.push(Issue {
                    place: self.source.name.clone(),
                    message: FolderProblem::PairedThough {
                        id: id.clone(),
                        why,
                        round: round.number,
                        file: EVENT_FILE.to_string(),
                    }
                    .into(),
                });
            }
        }
        // Each round's pairs, looked up once for every result entered.
        let paired: Vec<std::collections::HashSet<(&str, &str)>> = self
            .rounds
            .iter()
            .map(|round| {
                (round.manifest.tables.iter())
                    .map(|[a, b]| (a.as_str(), b.as_str()))
                    .collect()
            })
            .collect();
        for r in &self.event.spec().results {
            let Some(pairs) = paired.get(usize::from(r.round) - 1) else {
                continue;
            };
            if r.round <= through && !pairs.contains(&(r.first.as_str(), r.second.as_str())) {
                issues.push(Issue {
                    place: self.source.name.clone(),
                    message: FolderProblem::ResultNotPaired {
                        first: r.first.clone(),
                        second: r.second.clone(),
                        round: r.round,
                    }
                    .into(),
                });
            }
        }
        issues
    }
}
