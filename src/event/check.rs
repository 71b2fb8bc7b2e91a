//! `hakem event check` decided: how far each paired round is, every problem
//! that keeps the event from going on, and what comes next. The command
//! prints this as text or JSON; the problems are typed messages, worded
//! in the reader's language (JSON's in English).

use super::folder::{Folder, Issue, PAIRING_FILE};
use super::pairing::manifest;
use crate::words::Msg;

crate::messages! {
    /// What `hakem event check --pairings` finds when a round is paired
    /// again, and what keeps an event from being paired at all.
    pub enum CheckProblem {
        /// The Dutch system pairs the round otherwise: at `table`, the
        /// pair it makes (`would`, "a - b") and the one paired (`here`);
        /// `None` where there is no such table.
        PairedOtherwise { table: usize, would: Option<String>, here: Option<String> } = "event-check-paired-otherwise",
        /// The same, and the bye differs too (`None`: no bye).
        PairedOtherwiseBye {
            table: usize,
            would: Option<String>,
            here: Option<String>,
            bye: Option<String>,
            bye_here: Option<String>,
        } = "event-check-paired-otherwise-bye",
        CannotPairAgain { why: Msg } = "event-check-cannot-pair-again",
        TooFewPlayers { players: usize } = "event-check-too-few-players",
    }
}

/// One paired round.
#[derive(Debug, Clone, PartialEq)]
pub struct RoundCheck {
    pub round: u8,
    pub tables: usize,
    /// Tables whose result is in (played, entered or forfeited).
    pub complete: usize,
    /// The player id of the pairing-allocated bye.
    pub bye: Option<String>,
    /// With `--pairings`: whether the Dutch system pairs the round as it is
    /// (`None`: not checked, or its earlier results are not all in).
    pub paired_as_dutch: Option<bool>,
}

/// What the event is ready for when nothing is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Every round is complete: the final standings stand.
    Finished,
    /// Round 1 waits for the technical meeting's `lot`.
    Lot,
    /// This round can be paired.
    Pair(u8),
    /// Problems keep the event from going on.
    Blocked,
}

/// The event checked.
#[derive(Debug, Clone, PartialEq)]
pub struct EventCheck {
    pub name: String,
    pub players: usize,
    pub rounds: u8,
    pub paired: u8,
    pub round_checks: Vec<RoundCheck>,
    pub problems: Vec<Issue>,
    /// What the records note without being wrong (sets with no signed
    /// score, counted per round); they leave the event valid.
    pub notes: Vec<Issue>,
    pub next: Next,
}

/// Checks the folder: every record of every paired round, and with
/// `pairings` every round paired again from the rounds before it.
pub fn check(folder: &Folder, pairings: bool) -> EventCheck {
    let spec = folder.event.spec();
    let mut problems = folder.folder_issues.clone();
    problems.extend(folder.stray_forfeits(folder.paired_rounds()));
    let mut round_checks = Vec::new();
    for round in &folder.rounds {
        let mut complete = 0;
        for t in &round.tables {
            match folder.table_result(round.number, t) {
                Ok(_) => complete += 1,
                Err(mut found) => problems.append(&mut found),
            }
        }
        round_checks.push(RoundCheck {
            round: round.number,
            tables: round.tables.len(),
            complete,
            bye: round.manifest.bye.clone(),
            paired_as_dutch: None,
        });
    }
    if pairings {
        for (round, checked) in folder.rounds.iter().zip(&mut round_checks) {
            // Only a round whose earlier results are all in can be re-paired.
            if !folder.issues(round.number - 1).is_empty() {
                continue;
            }
            let again = crate::swiss::pair(&folder.tournament(round.number - 1), round.number)
                .map(|p| manifest(&folder.event, &p));
            let message = match again {
                Ok(m) if m == round.manifest => {
                    checked.paired_as_dutch = Some(true);
                    continue;
                }
                Ok(m) => {
                    let first = m
                        .tables
                        .iter()
                        .zip(&round.manifest.tables)
                        .position(|(a, b)| a != b)
                        .unwrap_or(m.tables.len().min(round.manifest.tables.len()));
                    let table = |t: Option<&[String; 2]>| t.map(|[a, b]| format!("{a} - {b}"));
                    let would = table(m.tables.get(first));
                    let here = table(round.manifest.tables.get(first));
                    if m.bye != round.manifest.bye {
                        CheckProblem::PairedOtherwiseBye {
                            table: folder.event.table_number(first),
                            would,
                            here,
                            bye: m.bye,
                            bye_here: round.manifest.bye.clone(),
                        }
                    } else {
                        CheckProblem::PairedOtherwise {
                            table: folder.event.table_number(first),
                            would,
                            here,
                        }
                    }
                }
                Err(e) => CheckProblem::CannotPairAgain { why: e.into() },
            };
            checked.paired_as_dutch = Some(false);
            problems.push(Issue {
                place: round.dir.join(PAIRING_FILE).display().to_string(),
                message: message.into(),
            });
        }
    }
    let paired = folder.paired_rounds();
    let players = spec.players.len();
    if players < 2 && paired < spec.rounds {
        problems.push(Issue {
            place: folder.dir.join(super::EVENT_FILE).display().to_string(),
            message: CheckProblem::TooFewPlayers { players }.into(),
        });
    }
    let next = if !problems.is_empty() {
        Next::Blocked
    } else if paired == spec.rounds {
        Next::Finished
    } else if paired == 0 && spec.lot.is_none() {
        Next::Lot
    } else {
        Next::Pair(paired + 1)
    };
    EventCheck {
        name: spec.name.clone(),
        players: spec.players.len(),
        rounds: spec.rounds,
        paired,
        round_checks,
        problems,
        notes: folder.notes(),
        next,
    }
}
