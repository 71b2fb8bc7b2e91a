//! `hakem result DIR TABLE --clear` (and the desk's "clear", the API's
//! `DELETE`): a table's record back to the state `hakem pair` wrote it in,
//! the result that was there kept in its `[[history]]`. Judged, staged and
//! committed as an entry is ([`super::result`]): under the event's lock,
//! only over the record it read, never over moves scored with `hakem
//! live`.

use super::folder::{Folder, TableState};
use super::pairing::table_record;
use super::result::{
    Entered, Judged, Refusal, Tokens, clone_error, holds_nothing, moves_replaceable, now_at, put,
    read_back, writable_table,
};
use crate::record::{self, Change, ChangeKind, ChangedBy};

/// Judges the clearing of table `table` of `round` without writing: the
/// record as `hakem pair` wrote it, with the record's history and the
/// change (`by` whom, the result that was there) appended. Refused for a
/// table holding no result, moves scored with `hakem live`, a record that
/// cannot be read, or a result `event.toml` enters.
pub fn judge_clear(
    folder: &Folder,
    round: u8,
    table: usize,
    by: ChangedBy,
) -> Result<Judged, Refusal> {
    let (path, t) = writable_table(folder, round, table)?;
    let (rec, read_text) = match &t.state {
        TableState::Judged(loaded, _) if t.holds_moves() => (&loaded.record, &loaded.source.text),
        TableState::Judged(..) | TableState::Missing => return Err(Refusal::NothingToClear(path)),
        TableState::Unreadable(e) => {
            let text = crate::files::input_file::read_text(&path).ok();
            return Err(match text.filter(|t| holds_nothing(t)) {
                Some(_) => Refusal::NothingToClear(path),
                None => Refusal::Unreadable(path, clone_error(e)),
            });
        }
    };
    if rec.sets.iter().any(|s| !s.moves.is_empty()) && !moves_replaceable(read_text, Some(by)) {
        return Err(Refusal::HoldsMoves(path));
    }
    let held = Tokens::of(rec);
    let mut history = rec.history.clone();
    history.push(Change {
        at: now_at(),
        by,
        change: ChangeKind::Cleared,
        was: held.to_string(),
    });
    let date = rec
        .event
        .as_ref()
        .and_then(|e| e.date)
        .or(folder.event.spec().start);
    let text = format!(
        "{}{}",
        table_record(&folder.event, round, table, &t.players, date),
        record::history_toml(&history)
    );
    let (opened, verdict) = read_back(&path, text)?;
    Ok(Judged {
        path,
        opened,
        verdict,
        replaced: Some(held),
        read_text: Some(read_text.clone()),
        round,
        table,
    })
}

/// Clears table `table` of `round` (as [`judge_clear`]) and writes its
/// record atomically; `folder` then holds the cleared record.
/// [`Entered::replaced`] is the result that was there.
pub fn clear(
    folder: &mut Folder,
    round: u8,
    table: usize,
    by: ChangedBy,
) -> Result<Entered, Refusal> {
    let judged = judge_clear(folder, round, table, by)?;
    put(folder, judged)
}
