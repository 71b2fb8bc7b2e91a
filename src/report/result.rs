//! What `hakem result` prints: a table's verdict in one line, what is
//! still missing in the round, the prompts, and why a result was refused,
//! in the event's language (`locales/*/result.ftl`).

use crate::event::error_message;
use crate::event::result::{
    BadToken, Entered, MAX_SETS, MAX_STORE, Refusal, TokenPart, TokenProblem, Tokens,
};
use crate::record::Who;
use crate::words::points;
use crate::words::{Arg, IntoArg, Msg, Words};

crate::messages! {
    /// What `hakem result` says of a table and its round.
    pub enum ResultSaid {
        /// A result written: the table, its players as paired, the round
        /// points ("1-0"), whether by forfeit, the sets as entered.
        Entered { table: usize, first: String, second: String, result: String, forfeit: bool, sets: String } = "result-entered",
        /// The result it replaced.
        Replaced { old: String, new: String } = "result-replaced",
        /// A table's result cleared (`--clear`): the record as paired, the
        /// result that was there kept in its history.
        Cleared { table: usize, first: String, second: String, old: String } = "result-cleared",
        Missing { entered: usize, tables: usize, list: String } = "result-missing",
        AllIn { tables: usize, next: u8 } = "result-all-in",
        AllInLast { tables: usize } = "result-all-in-last",
        /// Asking for a table's sets (the answer follows on the line).
        Prompt { table: usize, first: String, second: String } = "result-prompt",
        PromptHeader { round: u8 } = "result-prompt-header",
        NothingMissing { round: u8 } = "result-nothing-missing",
        NotWritten { table: usize, why: Msg } = "result-not-written",
    }
}

crate::messages! {
    /// Why a table's result was not written (each said after "table N not
    /// written:").
    pub enum NotWritten {
        NothingPaired = "result-nothing-paired",
        RoundNotPaired { round: u8, paired: u8, rounds: u8 } = "result-round-not-paired",
        RoundFinished { round: u8, paired: u8 } = "result-round-finished",
        UnknownTable { round: u8, table: usize, first: usize, last: usize } = "result-unknown-table",
        HoldsMoves { path: String } = "result-holds-moves",
        NothingToClear { path: String } = "result-nothing-to-clear",
        /// `held`: the result in, as SET tokens.
        HoldsResult { path: String, held: String } = "result-holds-result",
        EnteredInEvent { path: String } = "result-entered-in-event",
        Unreadable { path: String, why: Msg } = "result-unreadable",
        Incomplete = "result-incomplete",
    }
}

crate::messages! {
    /// Why the SET tokens were not understood: the token, as typed.
    pub enum TokenRefusal {
        Unknown { token: String } = "result-token-unknown",
        StoreTooLarge { token: String, max: u32 } = "result-token-store-too-large",
        Twice { token: String } = "result-token-twice",
        ForfeitWithSets { token: String } = "result-token-forfeit-with-sets",
        TooManySets { token: String, max: usize } = "result-token-too-many-sets",
        Empty = "result-token-empty",
    }
}

crate::messages! {
    /// A part of a SET token in the reader's language (`t:second:23`,
    /// `s:ikinci:23`): as the arbiter types it, so a result shown can be
    /// typed again. The stores (`30-18`) are figures alone.
    pub enum TokenWords {
        Result { result: Key } = "result-token-result",
        Timeout { who: Key, store: Option<u32> } = "result-token-timeout",
        Warning { who: Key, reason: Key } = "result-token-warning",
        /// A set played move by move.
        Moves { moves: usize } = "result-token-moves",
        Forfeit { who: Key } = "result-token-forfeit",
    }
}

/// A record's key (`first`, `touch-move`, `both`) as a message's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key(pub &'static str);

impl IntoArg for Key {
    fn to_arg(&self) -> Arg {
        Arg::Choice(self.0)
    }
}

/// A result's SET tokens in the reader's language: sets apart, parts of a
/// set joined by commas.
pub fn tokens_text(words: Words, tokens: &Tokens) -> String {
    let part = |p: &TokenPart| match *p {
        TokenPart::Stores { .. } => p.to_string(),
        TokenPart::Result(r) => words.say(&TokenWords::Result {
            result: Key(r.key()),
        }),
        TokenPart::Timeout { who, store } => words.say(&TokenWords::Timeout {
            who: Key(who.key()),
            store,
        }),
        TokenPart::Warning { who, reason } => words.say(&TokenWords::Warning {
            who: Key(who.key()),
            reason: Key(reason.key()),
        }),
        TokenPart::Moves(moves) => words.say(&TokenWords::Moves { moves }),
        TokenPart::Forfeit(f) => words.say(&TokenWords::Forfeit { who: Key(f.key()) }),
    };
    tokens
        .0
        .iter()
        .map(|set| set.iter().map(part).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join(" ")
}

/// "Table 4: Ayşe Yılmaz – Mehmet Demir 1-0 (30-18 18-30 26-22)", then the
/// result it replaced, if any.
pub fn entered(words: Words, e: &Entered) -> String {
    let name = |who: Who| e.record.name_of(who).shown(words);
    let round = &e.verdict.round;
    let sets = tokens_text(words, &Tokens::of(&e.record));
    let mut out = words.say(&ResultSaid::Entered {
        table: e.table,
        first: name(Who::First),
        second: name(Who::Second),
        result: format!(
            "{}-{}",
            points(round.round_points[0]),
            points(round.round_points[1])
        ),
        forfeit: round.forfeit.is_some(),
        sets: sets.clone(),
    });
    if let Some(old) = &e.replaced {
        out.push_str("\n  ");
        out.push_str(&words.say(&ResultSaid::Replaced {
            old: tokens_text(words, old),
            new: sets,
        }));
    }
    out
}

/// "Table 9: Ayşe Yılmaz – Mehmet Demir cleared (was: 30-18 18-30)".
pub fn cleared(words: Words, e: &Entered) -> String {
    let name = |who: Who| e.record.player(who).name;
    words.say(&ResultSaid::Cleared {
        table: e.table,
        first: name(Who::First),
        second: name(Who::Second),
        old: e
            .replaced
            .as_ref()
            .map(|old| tokens_text(words, old))
            .unwrap_or_default(),
    })
}

/// "18 of 20 tables in; missing: 4, 17", or that all are in.
pub fn missing(words: Words, round: u8, rounds: u8, tables: usize, missing: &[usize]) -> String {
    if missing.is_empty() {
        if round < rounds {
            return words.say(&ResultSaid::AllIn {
                tables,
                next: round + 1,
            });
        }
        return words.say(&ResultSaid::AllInLast { tables });
    }
    let list: Vec<String> = missing.iter().map(usize::to_string).collect();
    words.say(&ResultSaid::Missing {
        entered: tables - missing.len(),
        tables,
        list: list.join(", "),
    })
}

/// "Table 4 (Ayşe Yılmaz – Mehmet Demir): ", the answer typed after it.
pub fn prompt(words: Words, table: usize, names: [&str; 2]) -> String {
    let asked = words.say(&ResultSaid::Prompt {
        table,
        first: names[0].to_string(),
        second: names[1].to_string(),
    });
    format!("{asked} ")
}

pub fn prompt_header(words: Words, round: u8) -> String {
    words.say(&ResultSaid::PromptHeader { round })
}

pub fn nothing_missing(words: Words, round: u8) -> String {
    words.say(&ResultSaid::NothingMissing { round })
}

/// Why the SET tokens were not understood, as a message.
pub fn token_refusal(b: &BadToken) -> TokenRefusal {
    let token = b.token.clone();
    match b.problem {
        TokenProblem::Unknown => TokenRefusal::Unknown { token },
        TokenProblem::StoreTooLarge => TokenRefusal::StoreTooLarge {
            token,
            max: MAX_STORE,
        },
        TokenProblem::Twice => TokenRefusal::Twice { token },
        TokenProblem::ForfeitWithSets => TokenRefusal::ForfeitWithSets { token },
        TokenProblem::TooManySets => TokenRefusal::TooManySets {
            token,
            max: MAX_SETS,
        },
        TokenProblem::Empty => TokenRefusal::Empty,
    }
}

/// Why the SET tokens were not understood.
pub fn bad_token(words: Words, b: &BadToken) -> String {
    words.say(&token_refusal(b))
}

/// Why a result was refused, as messages: one per reason, each "table N
/// not written: ...".
pub fn refusal_messages(words: Words, table: usize, r: &Refusal) -> Vec<ResultSaid> {
    let path = |p: &std::path::Path| p.display().to_string();
    let why: Vec<Msg> = match r {
        Refusal::RoundNotPaired { paired: 0, .. } => vec![NotWritten::NothingPaired.into()],
        Refusal::RoundNotPaired {
            round,
            paired,
            rounds,
        } => vec![
            NotWritten::RoundNotPaired {
                round: *round,
                paired: *paired,
                rounds: *rounds,
            }
            .into(),
        ],
        Refusal::RoundFinished { round, paired } => vec![
            NotWritten::RoundFinished {
                round: *round,
                paired: *paired,
            }
            .into(),
        ],
        Refusal::UnknownTable {
            round,
            table,
            first,
            last,
        } => vec![
            NotWritten::UnknownTable {
                round: *round,
                table: *table,
                first: *first,
                last: *last,
            }
            .into(),
        ],
        Refusal::HoldsMoves(p) => vec![NotWritten::HoldsMoves { path: path(p) }.into()],
        Refusal::NothingToClear(p) => vec![NotWritten::NothingToClear { path: path(p) }.into()],
        Refusal::HoldsResult { path: p, held } => vec![
            NotWritten::HoldsResult {
                path: path(p),
                held: tokens_text(words, held),
            }
            .into(),
        ],
        Refusal::EnteredInEvent(p) => vec![NotWritten::EnteredInEvent { path: path(p) }.into()],
        Refusal::Unreadable(p, e) => vec![
            NotWritten::Unreadable {
                path: path(p),
                why: e.message_without_place(),
            }
            .into(),
        ],
        Refusal::Rules {
            record,
            problems,
            incomplete,
            unit,
        } => {
            let mut lines: Vec<Msg> = problems
                .iter()
                .map(|p| p.message(record, *unit).into())
                .collect();
            if *incomplete {
                lines.push(NotWritten::Incomplete.into());
            }
            lines
        }
        Refusal::Failed(e) => vec![error_message(e)],
    };
    why.into_iter()
        .map(|why| ResultSaid::NotWritten { table, why })
        .collect()
}

/// Why a result was refused: one line per reason, each "table N not
/// written: ...".
pub fn refusal(words: Words, table: usize, r: &Refusal) -> String {
    refusal_messages(words, table, r)
        .iter()
        .map(|m| words.say(m))
        .collect::<Vec<_>>()
        .join("\n")
}
