//! The tournament rules and the Swiss scoring an event's rounds are
//! judged and paired by.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use crate::error::Error;
use crate::event::parse::EventFileProblem;
use crate::event::{ByeValue, Event, error_message};
use crate::referee::open_record::{self};
use crate::referee::{self, TournamentRules};
use crate::ruleset::{self, Language, ResolveError};
use crate::swiss::Scoring;
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::Msg;

/// The tournament rules the event's rounds are judged by: `rules`, else the
/// variant's own (as a record naming the same would get them).
pub(super) fn tournament_rules(
    event: &Event,
    source: &Arc<Source>,
    dir: &Path,
) -> Result<(TournamentRules, Option<Language>), Error> {
    let spec = event.spec();
    let located = |key: &str, message: Msg| {
        let span = key_span(source, key);
        Error::Input(Diagnostics::new(
            source.clone(),
            vec![crate::text::diagnostic::Problem::new(span, message)],
        ))
    };
    // A named file that cannot be read is told at its key's line, as a
    // record's are; a file read but not understood keeps its own problems.
    let unreadable = |key: &str, name: &str, err: Error| match err {
        Error::Io { .. } | Error::Usage(_) => located(
            key,
            EventFileProblem::NotRead {
                key: key.to_string(),
                name: name.to_string(),
                reason: error_message(&err),
            }
            .into(),
        ),
        other => other,
    };
    let resolved = |name: &str| match referee::tournament::resolve(name, dir) {
        Ok(t) => Ok(t),
        Err(referee::tournament::ResolveError::Failed(e)) => Err(unreadable("rules", name, e)),
        Err(referee::tournament::ResolveError::Unknown) => {
            Err(located("rules", open_record::unknown_rules(name).into()))
        }
    };
    let sowing = match ruleset::resolve(&spec.variant, dir) {
        Ok(r) => Some(r),
        Err(ResolveError::Failed(e)) => return Err(unreadable("variant", &spec.variant, e)),
        Err(ResolveError::Unknown) => None,
    };
    // Every name is resolved when the event is read, `rules` given or not:
    // a misspelt variant must not pass until the records are written.
    let by_results = match &sowing {
        Some(_) => None,
        None => referee::tournament::builtin_for_game(&spec.variant)
            .transpose()
            .map_err(Error::Input)?,
    };
    let unknown_variant = || {
        located(
            "variant",
            open_record::unknown_variant(&spec.variant).into(),
        )
    };
    if sowing.is_none() && by_results.is_none() {
        return Err(unknown_variant());
    }
    let language = sowing.as_ref().and_then(|r| r.language());
    let rules = match (&spec.rules, &sowing) {
        (Some(name), _) => resolved(name)?,
        (None, Some(r)) => resolved(r.tournament().unwrap_or(open_record::DEFAULT_TOURNAMENT))?,
        (None, None) => by_results.ok_or_else(unknown_variant)?,
    };
    // The sheets' rule: the tournament rules' language, else the variant's.
    let language = rules.language().or(language);
    Ok((rules, language))
}

/// Where `key = ` is written at the top of `event.toml` (for a message about
/// its value).
pub(super) fn key_span(source: &Source, key: &str) -> Range<usize> {
    let mut offset = 0;
    for line in source.text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.starts_with(key) && trimmed[key.len()..].trim_start().starts_with('=') {
            let start = offset + (line.len() - trimmed.len());
            return start..start + key.len();
        }
        if trimmed.starts_with('[') {
            break;
        }
        offset += line.len();
    }
    0..0
}

/// The Swiss scoring in half-points, from the tournament rules' round
/// points and the event's bye values.
pub(super) fn scoring(
    event: &Event,
    rules: &TournamentRules,
    source: &Arc<Source>,
) -> Result<Scoring, Error> {
    let r = rules.round_points();
    let draw = r.draw().unwrap_or(r.loss());
    let halves: Vec<Option<u32>> = [r.win(), draw, r.loss()]
        .iter()
        .map(|&p| {
            let h = p * 2.0;
            (h >= 0.0 && h.fract() == 0.0 && h <= 200.0).then_some(h as u32)
        })
        .collect();
    let (Some(win), Some(draw), Some(loss)) = (halves[0], halves[1], halves[2]) else {
        return Err(Error::Input(Diagnostics::new(
            source.clone(),
            vec![crate::text::diagnostic::Problem::new(
                key_span(source, "variant"),
                EventFileProblem::NotHalfPoints {
                    rules: rules.name().to_string(),
                    win: crate::words::points(r.win()),
                    draw: crate::words::points(draw),
                    loss: crate::words::points(r.loss()),
                },
            )],
        )));
    };
    let bye = |v: ByeValue| match v {
        ByeValue::Full => win,
        ByeValue::Half => draw,
        ByeValue::Zero => 0,
    };
    Ok(Scoring {
        win,
        draw,
        loss,
        forfeit_win: win,
        forfeit_loss: loss,
        pairing_bye: bye(event.spec().pairing_bye),
        full_bye: win,
        half_bye: draw,
        zero_bye: 0,
        absent: 0,
    })
}
