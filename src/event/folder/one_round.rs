//! Opening an event folder for one round's results: `hakem result` reads
//! and judges only that round's records, not every record of the event
//! (a 200-player event has 900 records by round 9).

use std::path::Path;

use super::Folder;
use crate::error::Error;

impl Folder {
    /// Reads `event.toml`, every round's pairing, and the records of round
    /// `round` only (`None`: the last round paired). The other rounds are
    /// listed with their pairing but without their tables (`tables` is
    /// empty), so this folder is for entering that round's results only:
    /// standings, pairing and checks need [`Folder::open`].
    pub fn open_round(dir: &Path, round: Option<u8>) -> Result<Folder, Error> {
        Folder::load(dir, |n, last| n == round.unwrap_or(last))
    }
}
