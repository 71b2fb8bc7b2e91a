//! What `hakem result` prints: a table's verdict in one line, what is
//! still missing in the round, the prompts, and why a result was refused,
//! in the event's language (`words::result`).

use crate::event::result::{
    BadToken, Entered, MAX_SETS, MAX_STORE, Refusal, TokenProblem, entry_tokens,
};
use crate::record::Who;
use crate::wording::result::Phrase;
use crate::wording::{Words, points};

/// "Table 4: Ayşe Yılmaz – Mehmet Demir 1-0 (30-18 18-30 26-22)", then the
/// result it replaced, if any.
pub fn entered(words: Words, e: &Entered) -> String {
    let name = |who: Who| e.record.player(who).name;
    let round = &e.verdict.round;
    let mut result = format!(
        "{}-{}",
        points(round.round_points[0]),
        points(round.round_points[1])
    );
    if round.forfeit.is_some() {
        result = format!("{result} {}", words.say_phrase(Phrase::Forfeit, &[]));
    }
    let sets = entry_tokens(&e.record);
    let mut out = words.say_phrase(
        Phrase::Entered,
        &[
            ("table", &e.table.to_string()),
            ("first", &name(Who::First)),
            ("second", &name(Who::Second)),
            ("result", &result),
            ("sets", &sets),
        ],
    );
    if let Some(old) = &e.replaced {
        out.push('\n');
        out.push_str(&words.say_phrase(Phrase::Replaced, &[("old", old), ("new", &sets)]));
    }
    out
}

/// "18 of 20 tables in; missing: 4, 17", or that all are in.
pub fn missing(words: Words, round: u8, rounds: u8, tables: usize, missing: &[usize]) -> String {
    let all = tables.to_string();
    if missing.is_empty() {
        if round < rounds {
            let next = (round + 1).to_string();
            return words.say_phrase(Phrase::AllIn, &[("tables", &all), ("next", &next)]);
        }
        return words.say_phrase(Phrase::AllInLast, &[("tables", &all)]);
    }
    let list: Vec<String> = missing.iter().map(usize::to_string).collect();
    words.say_phrase(
        Phrase::Missing,
        &[
            ("in", &(tables - missing.len()).to_string()),
            ("tables", &all),
            ("list", &list.join(", ")),
        ],
    )
}

/// "Table 4 (Ayşe Yılmaz – Mehmet Demir): ".
pub fn prompt(words: Words, table: usize, names: [&str; 2]) -> String {
    words.say_phrase(
        Phrase::Prompt,
        &[
            ("table", &table.to_string()),
            ("first", names[0]),
            ("second", names[1]),
        ],
    )
}

pub fn prompt_header(words: Words, round: u8) -> String {
    words.say_phrase(Phrase::PromptHeader, &[("round", &round.to_string())])
}

pub fn nothing_missing(words: Words, round: u8) -> String {
    words.say_phrase(Phrase::NothingMissing, &[("round", &round.to_string())])
}

/// Why the SET tokens were not understood.
pub fn bad_token(words: Words, b: &BadToken) -> String {
    let max_store = MAX_STORE.to_string();
    let max_sets = MAX_SETS.to_string();
    let (phrase, max) = match b.problem {
        TokenProblem::Unknown => (Phrase::TokenUnknown, ""),
        TokenProblem::StoreTooLarge => (Phrase::TokenStoreTooLarge, max_store.as_str()),
        TokenProblem::Twice => (Phrase::TokenTwice, ""),
        TokenProblem::ForfeitWithSets => (Phrase::TokenForfeitWithSets, ""),
        TokenProblem::TooManySets => (Phrase::TokenTooManySets, max_sets.as_str()),
        TokenProblem::Empty => (Phrase::TokenEmpty, ""),
    };
    words.say_phrase(phrase, &[("token", &b.token), ("max", max)])
}

/// Why a result was refused: one line per reason, each "table N not
/// written: ...".
pub fn refusal(words: Words, table: usize, r: &Refusal) -> String {
    let why: Vec<String> = match r {
        Refusal::RoundNotPaired { paired: 0, .. } => {
            vec![words.say_phrase(Phrase::NothingPaired, &[])]
        }
        Refusal::RoundNotPaired {
            round,
            paired,
            rounds,
        } => vec![words.say_phrase(
            Phrase::RoundNotPaired,
            &[
                ("round", &round.to_string()),
                ("paired", &paired.to_string()),
                ("rounds", &rounds.to_string()),
            ],
        )],
        Refusal::RoundFinished { round, paired } => vec![words.say_phrase(
            Phrase::RoundFinished,
            &[
                ("round", &round.to_string()),
                ("paired", &paired.to_string()),
            ],
        )],
        Refusal::UnknownTable {
            round,
            table,
            tables,
        } => vec![words.say_phrase(
            Phrase::UnknownTable,
            &[
                ("round", &round.to_string()),
                ("table", &table.to_string()),
                ("tables", &tables.to_string()),
            ],
        )],
        Refusal::HoldsMoves(path) => {
            vec![words.say_phrase(Phrase::HoldsMoves, &[("path", &path.display().to_string())])]
        }
        Refusal::HoldsResult { path, tokens } => vec![words.say_phrase(
            Phrase::HoldsResult,
            &[("path", &path.display().to_string()), ("old", tokens)],
        )],
        Refusal::EnteredInEvent(path) => vec![words.say_phrase(
            Phrase::EnteredInEvent,
            &[("path", &path.display().to_string())],
        )],
        Refusal::Unreadable(path, e) => vec![words.say_phrase(
            Phrase::Unreadable,
            &[
                ("path", &path.display().to_string()),
                ("why", e.to_string().trim_start_matches("error: ").trim()),
            ],
        )],
        Refusal::Rules {
            record,
            problems,
            incomplete,
            unit,
        } => {
            let mut lines: Vec<String> = problems
                .iter()
                .map(|p| words.round_problem(p, record, *unit))
                .collect();
            if *incomplete {
                lines.push(words.say_phrase(Phrase::Incomplete, &[]));
            }
            lines
        }
        Refusal::Failed(e) => vec![
            e.to_string()
                .trim_start_matches("error: ")
                .trim()
                .to_string(),
        ],
    };
    why.iter()
        .map(|w| {
            words.say_phrase(
                Phrase::NotWritten,
                &[("table", &table.to_string()), ("why", w)],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
