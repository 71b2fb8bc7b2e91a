//! Which round `hakem pair` may pair, and its pairing: the event's rounds
//! are paired 1, 2, 3, ... in order, a round only once every result
//! before it is in, and a round again only while none of its records holds
//! a move.

use std::path::PathBuf;

use super::EVENT_FILE;
use super::folder::{Folder, Issue};
use crate::swiss::{self, Pairing, PairingError};
use crate::words::Msg;

crate::messages! {
    /// Why `hakem pair` refused a round, as it says it (for a round that
    /// holds moves, or results missing before it, the records or the
    /// problems follow).
    pub enum NotPaired {
        AllPaired { rounds: u8 } = "pair-refused-all-paired",
        NotARound { round: u8, rounds: u8 } = "pair-refused-not-a-round",
        BeforeEarlier { round: u8, next: u8 } = "pair-refused-before-earlier",
        PairedAfter { round: u8, paired: u8 } = "pair-refused-paired-after",
        HoldsMoves { round: u8 } = "pair-refused-holds-moves",
        ResultsMissing { round: u8 } = "pair-refused-results-missing",
        NoLot { event_file: PathBuf } = "pair-refused-no-lot",
    }
}

/// Why a round may not be paired.
#[derive(Debug)]
pub enum PairRefusal {
    /// Every round of the event is paired (no round was asked for).
    AllPaired { rounds: u8 },
    /// The round asked for is not one of the event's.
    NotARound { round: u8, rounds: u8 },
    /// An earlier round is not paired yet.
    BeforeEarlier { round: u8, next: u8 },
    /// A later round was paired after it.
    PairedAfter { round: u8, paired: u8 },
    /// Its records that hold moves (never written over).
    HoldsMoves { round: u8, records: Vec<PathBuf> },
    /// What keeps the rounds before it from being complete.
    ResultsMissing { round: u8, issues: Vec<Issue> },
    /// Round 1 needs the technical meeting's lot in `event.toml`.
    NoLot { event_file: PathBuf },
    /// The Dutch system finds no pairing.
    Pairing(PairingError),
}

impl PairRefusal {
    /// Why, in a message (the head line where records or problems follow).
    pub fn message(&self) -> Msg {
        match self {
            PairRefusal::AllPaired { rounds } => NotPaired::AllPaired { rounds: *rounds }.into(),
            PairRefusal::NotARound { round, rounds } => NotPaired::NotARound {
                round: *round,
                rounds: *rounds,
            }
            .into(),
            PairRefusal::BeforeEarlier { round, next } => NotPaired::BeforeEarlier {
                round: *round,
                next: *next,
            }
            .into(),
            PairRefusal::PairedAfter { round, paired } => NotPaired::PairedAfter {
                round: *round,
                paired: *paired,
            }
            .into(),
            PairRefusal::HoldsMoves { round, .. } => NotPaired::HoldsMoves { round: *round }.into(),
            PairRefusal::ResultsMissing { round, .. } => {
                NotPaired::ResultsMissing { round: *round }.into()
            }
            PairRefusal::NoLot { event_file } => NotPaired::NoLot {
                event_file: event_file.clone(),
            }
            .into(),
            PairRefusal::Pairing(e) => crate::words::Message::msg(e),
        }
    }

    /// Whether the command line asked for something that cannot be (exit
    /// status 2) rather than the event not allowing it yet (1).
    pub fn not_understood(&self) -> bool {
        matches!(
            self,
            PairRefusal::AllPaired { .. }
                | PairRefusal::NotARound { .. }
                | PairRefusal::BeforeEarlier { .. }
                | PairRefusal::PairedAfter { .. }
                | PairRefusal::NoLot { .. }
        )
    }
}

/// The pairing of the round to pair (`asked`, else the next) by the Dutch
/// system. `writes`: the round will be written, so a round already paired
/// may be paired again only if it is the last and none of its records
/// holds a move (a dry run may show any round up to the next).
pub fn pair_round(
    folder: &Folder,
    asked: Option<u8>,
    writes: bool,
) -> Result<Pairing, PairRefusal> {
    let spec = folder.event.spec();
    let paired = folder.paired_rounds();
    let round = asked.unwrap_or(paired + 1);
    if round == 0 || round > spec.rounds {
        return Err(match asked {
            None => PairRefusal::AllPaired {
                rounds: spec.rounds,
            },
            Some(_) => PairRefusal::NotARound {
                round,
                rounds: spec.rounds,
            },
        });
    }
    if round > paired + 1 {
        return Err(PairRefusal::BeforeEarlier {
            round,
            next: paired + 1,
        });
    }
    if writes && round <= paired {
        if round < paired {
            return Err(PairRefusal::PairedAfter { round, paired });
        }
        if let Some(r) = folder.rounds.get(usize::from(round) - 1)
            && r.holds_moves()
        {
            let records = r
                .tables
                .iter()
                .filter(|t| t.holds_moves())
                .map(|t| t.path.clone())
                .collect();
            return Err(PairRefusal::HoldsMoves { round, records });
        }
    }
    let issues = folder.issues(round - 1);
    if !issues.is_empty() {
        return Err(PairRefusal::ResultsMissing { round, issues });
    }
    if round == 1 && spec.lot.is_none() {
        return Err(PairRefusal::NoLot {
            event_file: folder.dir.join(EVENT_FILE),
        });
    }
    let tournament = folder.tournament(round - 1);
    swiss::pair(&tournament, round).map_err(PairRefusal::Pairing)
}
