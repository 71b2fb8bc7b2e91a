//! Opening a session: the record read (or a new one started and
//! written), refused when it is not a round live can score.

use std::path::Path;
use std::time::Duration;

use super::save::{judge_any, leading_comments, reread, restore};
use super::{LiveRules, NewRecord, Refusal, Session};
use crate::error::Error;
use crate::event::locate::{ForfeitMark, forfeit_mark};
use crate::event::lock::lock_for;
use crate::live::players::name_in;
use crate::live::timer::{Clock, Timer};
use crate::record::{Players, Record, SetRecord, Who};
use crate::referee::open_record;
use crate::ruleset::Language;
use crate::text::diagnostic::{Diagnostics, Problem};
use crate::words::Words;

crate::messages! {
    /// Why a record cannot be scored live (said as an error, exit status
    /// 2).
    pub enum OpenRefusal {
        /// `--variant` names another game than the record's.
        OtherVariant { path: String, variant: String, given: String } = "live-open-other-variant",
        NoFile { path: String } = "live-open-no-file",
        /// A game entered by results has no moves to enter (said at the
        /// record's `variant`).
        ResultGame { variant: String } = "live-open-result-game",
        NotCreated { path: String } = "live-open-not-created",
        /// A table marked as a forfeit, and the one player who did not come.
        Forfeit { path: String, mark: ForfeitSource, name: String } = "live-open-forfeit",
        /// The same, neither player came.
        ForfeitBoth { path: String, mark: ForfeitSource, first: String, second: String } = "live-open-forfeit-both",
    }
}

crate::messages! {
    /// Where a table is marked as a forfeit.
    pub enum ForfeitSource {
        /// The record's `forfeit` key, as written.
        Record { key: String } = "live-forfeit-in-record",
        /// A `[[forfeit]]` of the event file.
        Event { file: String } = "live-forfeit-in-event",
    }
}

said_inside!(ForfeitSource);

impl Session {
    /// Opens the record at `path`, or starts one from `new` when there is no
    /// file. A file that is not a record is refused with its problems
    /// located; a record of a game entered by results too.
    /// `words_for` decides the words from the record's language (its
    /// tournament rules', else its variant's), as every command does.
    pub fn open(
        path: &Path,
        new: Option<NewRecord>,
        words_for: &dyn Fn(Option<Language>) -> Words,
        timer: Option<Duration>,
        clock: Box<dyn Clock>,
    ) -> Result<Session, Error> {
        // Read under the file's lock: never between the steps of another
        // writer (a round folder being replaced by `hakem pair`).
        let guard = lock_for(path)?;
        let (loaded, on_disk) = if path.exists() {
            let loaded = open_record::open(path)?;
            if let Some(n) = &new
                && n.variant != loaded.record.variant
            {
                return Err(Error::usage(OpenRefusal::OtherVariant {
                    path: path.display().to_string(),
                    variant: loaded.record.variant,
                    given: n.variant.clone(),
                }));
            }
            let text = loaded.source.text.clone();
            (loaded, Some(text))
        } else {
            let Some(n) = new else {
                return Err(Error::usage(OpenRefusal::NoFile {
                    path: path.display().to_string(),
                }));
            };
            let record = Record {
                variant: n.variant,
                rules: n.rules,
                event: None,
                players: Some(Players {
                    first: n.first,
                    second: n.second,
                }),
                forfeit: None,
                sets: vec![SetRecord::default()],
                history: Vec::new(),
            };
            let (source, spans) = reread(path, "", &record)?;
            (open_record::resolve(path, source, record, spans)?, None)
        };
        drop(guard);
        let game = match (loaded.rules, loaded.grid) {
            (Some(rules), _) => LiveRules::Sowing(rules),
            (None, Some(grid)) => LiveRules::Grid(grid),
            (None, None) => {
                return Err(Error::Input(Diagnostics::new(
                    loaded.source.clone(),
                    vec![Problem::new(
                        loaded.spans.variant.clone(),
                        OpenRefusal::ResultGame {
                            variant: loaded.record.variant.clone(),
                        },
                    )],
                )));
            }
        };
        let tournament = loaded.tournament;
        let mut record = loaded.record;
        if on_disk.is_none() {
            // Who starts set 1 is written down before the first move.
            record.sets[0].starts = tournament.starter(1);
        }
        let sowing = match &game {
            LiveRules::Sowing(rules) => Some(rules),
            LiveRules::Grid(_) => None,
        };
        let words = words_for(open_record::language_of(&tournament, sowing));
        // A table not played has no moves to score.
        if let Some(mark) = forfeit_mark(path, &record) {
            return Err(Error::usage(forfeit_refusal(words, path, &record, &mark)));
        }
        let verdict = judge_any(&record, &loaded.spans, &game, &tournament);
        let source = loaded.source;
        let header = on_disk.as_deref().map(leading_comments).unwrap_or_default();
        let mut timer = timer.map(Timer::new);
        if let Some(t) = &mut timer {
            restore(t, &record, clock.now());
        }
        let mut session = Session {
            path: path.to_path_buf(),
            game,
            tournament,
            words,
            record,
            source,
            verdict,
            on_disk,
            refused: None,
            timer,
            clock,
            header,
            changed_on_disk: false,
            clock_restored: false,
        };
        // A clock that ran when the program stopped comes back stopped, at
        // the time last saved: the screen says so.
        session.clock_restored = session.timer.is_some()
            && session.on_disk.is_some()
            && session
                .record
                .sets
                .last()
                .is_some_and(|s| s.time_left.is_some())
            && session.to_move().is_some();
        if session.on_disk.is_none() {
            let record = session.record.clone();
            session.save(record).map_err(|r| match r {
                Refusal::Failed(e) => e,
                _ => Error::usage(OpenRefusal::NotCreated {
                    path: path.display().to_string(),
                }),
            })?;
        }
        Ok(session)
    }
}

/// "round-2/table-3.toml: this table is a forfeit (event.toml, [[forfeit]]):
/// Mehmet Demir did not come to the table; no moves are entered."
fn forfeit_refusal(words: Words, path: &Path, record: &Record, mark: &ForfeitMark) -> OpenRefusal {
    let (mark, absent) = match mark {
        ForfeitMark::Record(f) => (
            ForfeitSource::Record {
                key: f.key().to_string(),
            },
            [f.lost_by(Who::First), f.lost_by(Who::Second)],
        ),
        ForfeitMark::Event(file, absent) => (
            ForfeitSource::Event {
                file: file.display().to_string(),
            },
            *absent,
        ),
    };
    let path = path.display().to_string();
    let name = |who| name_in(record, words, who);
    match absent {
        [true, true] => OpenRefusal::ForfeitBoth {
            path,
            mark,
            first: name(Who::First),
            second: name(Who::Second),
        },
        [_, second] => OpenRefusal::Forfeit {
            path,
            mark,
            name: name(if second { Who::Second } else { Who::First }),
        },
    }
}
