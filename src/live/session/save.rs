//! Saving: a change is written out, read back and judged as `check` reads
//! the file, then saved over the file only while it holds what this
//! session last saw; and reading the record again when another program
//! saved it first.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use super::{LiveRules, Refusal, Session};
use crate::error::Error;
use crate::event::lock::{lock_for, replace_unchanged};
use crate::family::judge_record;
use crate::live::timer::Timer;
use crate::record::{self, Record, Spans, TimeLeft, Who};
use crate::referee::open_record;
use crate::referee::{TournamentRules, Verdict, judge};
use crate::text::diagnostic::Source;

impl Session {
    /// Judges `record` from its own text and saves it; the session takes it
    /// only once it is on disk.
    /// A change within the set being played also saves the set timer's time
    /// left, so that a restart resumes the clocks from it.
    pub(super) fn save(&mut self, mut record: Record) -> Result<(), Refusal> {
        if let Some(t) = &self.timer
            && self.on_disk.is_some()
            && record.sets.len() == self.record.sets.len()
            && let Some(set) = record.sets.last_mut()
        {
            let now = self.clock.now();
            set.time_left = Some(TimeLeft {
                first: seconds(t.left(Who::First, now)),
                second: seconds(t.left(Who::Second, now)),
            });
        }
        let (source, spans) = reread(&self.path, &self.header, &record).map_err(Refusal::Failed)?;
        let verdict = judge_any(&record, &spans, &self.game, &self.tournament);
        // The record this session owns: the one file written over after it
        // was read, and only while it holds what this session last saw
        // (checked and written under the file's lock, so of two sessions
        // on one record only one can save a change).
        match replace_unchanged(&self.path, self.on_disk.as_deref(), source.text.as_bytes()) {
            Ok(()) => {}
            Err(Error::Changed(_)) => {
                self.changed_on_disk = true;
                // Never an out-of-date board: the record as another
                // session saved it, when it still is one.
                return Err(match self.reload() {
                    Some(()) => Refusal::Reloaded,
                    None => Refusal::ChangedOnDisk,
                });
            }
            Err(e) => return Err(Refusal::Failed(e)),
        }
        self.on_disk = Some(source.text.clone());
        self.record = record;
        self.source = source;
        self.verdict = verdict;
        self.refused = None;
        Ok(())
    }

    /// Reads the record again as it is on disk (after another session saved
    /// it), under the file's lock. `None`, and nothing changed here, when it
    /// is no longer a record of this game that live can score.
    fn reload(&mut self) -> Option<()> {
        let guard = lock_for(&self.path).ok()?;
        let loaded = open_record::open(&self.path).ok()?;
        drop(guard);
        let same_game = match &self.game {
            LiveRules::Sowing(_) => loaded.rules.is_some(),
            LiveRules::Grid(_) => loaded.grid.is_some(),
        };
        if loaded.record.variant != self.record.variant
            || !same_game
            || loaded.record.sets.is_empty()
            || loaded.record.forfeit.is_some()
        {
            return None;
        }
        self.verdict = judge_any(
            &loaded.record,
            &loaded.spans,
            &self.game,
            &loaded.tournament,
        );
        self.on_disk = Some(loaded.source.text.clone());
        self.header = leading_comments(&loaded.source.text);
        self.record = loaded.record;
        self.source = loaded.source;
        self.tournament = loaded.tournament;
        self.refused = None;
        if let Some(t) = &mut self.timer {
            restore(t, &self.record, self.clock.now());
        }
        Some(())
    }
}

/// The verdict `check` gives `record` under the session's rules.
pub(super) fn judge_any(
    record: &Record,
    spans: &Spans,
    game: &LiveRules,
    t: &TournamentRules,
) -> Verdict {
    match game {
        LiveRules::Sowing(rules) => judge(record, spans, Some(rules), t),
        LiveRules::Grid(grid) => judge_record(grid, record, spans, t).1,
    }
}

/// Whole seconds, rounded up as the screen shows them (0 only when out).
fn seconds(d: Duration) -> u32 {
    let secs = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    u32::try_from(secs).unwrap_or(u32::MAX)
}

/// The clocks of the record's last set as last saved, paused; full when
/// none were saved.
pub(super) fn restore(timer: &mut Timer, record: &Record, now: Duration) {
    timer.reset();
    if let Some(left) = record.sets.last().and_then(|s| s.time_left) {
        timer.set_left(Who::First, Duration::from_secs(left.first.into()), now);
        timer.set_left(Who::Second, Duration::from_secs(left.second.into()), now);
    }
}

/// The lines before the first key or table: comments and blank lines.
pub(super) fn leading_comments(text: &str) -> String {
    let end = text
        .split_inclusive('\n')
        .take_while(|line| {
            let line = line.trim();
            line.is_empty() || line.starts_with('#')
        })
        .map(str::len)
        .sum();
    text[..end].to_string()
}

/// The record's text (after the file's leading comments), read back as
/// `check` reads it.
pub(super) fn reread(
    path: &Path,
    header: &str,
    record: &Record,
) -> Result<(Arc<Source>, Spans), Error> {
    let text = format!("{header}{}", record::to_toml(record));
    let source = Source::new(path.display().to_string(), text);
    let (reread, spans) = record::parse(&source).map_err(Error::Input)?;
    debug_assert_eq!(&reread, record);
    Ok((source, spans))
}
