//! clap's errors (an unknown flag, a missing value, …) as typed messages,
//! from the error's kind and context (the flag, the value, the
//! suggestion), with the usage line clap wrote.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::words::{Label, Msg, Words};

crate::messages! {
    /// Why clap did not understand a command line.
    pub enum CommandLineProblem {
        UnknownArgument { arg: String, suggestion: Option<String> } = "cli-unknown-argument",
        /// An argument starting with `-` that may be meant as a value.
        UnknownArgumentLikeValue { arg: String } = "cli-unknown-argument-value",
        InvalidSubcommand { name: String, suggestion: Option<String> } = "cli-invalid-subcommand",
        InvalidValue { arg: String, value: String, valid: Option<String> } = "cli-invalid-value",
        ValueNotRead { arg: String, value: String, reason: Msg } = "cli-value-not-read",
        MissingRequired { args: String } = "cli-missing-required",
        Conflict { arg: String, prior: String } = "cli-conflict",
        Repeated { arg: String } = "cli-repeated",
        UnexpectedValue { arg: String, value: String } = "cli-unexpected-value",
        WrongNumberOfValues { arg: String } = "cli-wrong-number-of-values",
        TooFewValues { arg: String, expected: isize, given: isize } = "cli-too-few-values",
        NoEquals { arg: String } = "cli-no-equals",
        MissingSubcommand = "cli-missing-subcommand",
        InvalidUtf8 = "cli-invalid-utf8",
        /// A kind of clap's error not named above, with clap's own words.
        Other { detail: String } = "cli-other",
        /// The last line: where to read more.
        MoreWithHelp = "cli-more-with-help",
    }
}

crate::messages! {
    /// Why a value on the command line was not read.
    pub enum ValueReason {
        Range { low: String, high: String } = "cli-reason-range",
        NotAWholeNumber = "cli-reason-not-whole-number",
        TooLarge = "cli-reason-too-large",
        /// A reason of the value's parser, as it gave it.
        Other { detail: String } = "cli-reason-other",
    }
}

/// `e` as the user reads it in `words`: `error: …`, the usage line, and
/// where to read more.
pub(super) fn render(e: &clap::Error, words: Words) -> String {
    let rendered = e.render().to_string();
    let mut out = format!("{}: {}", words.t(Label::ErrorWord), words.say(&message(e)));
    if let Some(usage) = rendered.lines().find_map(|l| l.strip_prefix("Usage: ")) {
        out += &format!("\n\n{}: {usage}", words.t(Label::Usage));
    }
    out += "\n\n";
    out += &words.say(&CommandLineProblem::MoreWithHelp);
    out
}

/// What clap did not understand, as a message (without the usage line).
pub(super) fn message(e: &clap::Error) -> CommandLineProblem {
    let rendered = e.render().to_string();
    let first = rendered
        .lines()
        .next()
        .unwrap_or("")
        .trim_start_matches("error: ");
    problem(e, first)
}

fn problem(e: &clap::Error, first: &str) -> CommandLineProblem {
    use CommandLineProblem as P;
    let arg = context(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = context(e, ContextKind::InvalidValue).unwrap_or_default();
    match e.kind() {
        ErrorKind::UnknownArgument => match context(e, ContextKind::SuggestedArg) {
            Some(s) => P::UnknownArgument {
                arg,
                suggestion: Some(s),
            },
            None if arg.starts_with('-') => P::UnknownArgumentLikeValue { arg },
            None => P::UnknownArgument {
                arg,
                suggestion: None,
            },
        },
        ErrorKind::InvalidSubcommand => P::InvalidSubcommand {
            name: context(e, ContextKind::InvalidSubcommand).unwrap_or_default(),
            suggestion: context(e, ContextKind::SuggestedSubcommand),
        },
        ErrorKind::InvalidValue => P::InvalidValue {
            arg,
            value,
            valid: context(e, ContextKind::ValidValue),
        },
        ErrorKind::ValueValidation if bad_value(e).is_some() => P::ValueNotRead {
            arg,
            value,
            reason: bad_value(e)
                .cloned()
                .unwrap_or_else(|| ValueReason::NotAWholeNumber.into()),
        },
        ErrorKind::ValueValidation => {
            // clap's line ends with the parser's reason, in English.
            let why = first.rsplit_once("': ").map(|(_, why)| why).unwrap_or("");
            let reason = match why
                .split_once(" is not in ")
                .map(|(_, r)| r.split_once("..="))
            {
                Some(Some((low, high))) => ValueReason::Range {
                    low: low.to_string(),
                    high: high.to_string(),
                },
                _ => match why {
                    // The standard library's reasons for a number not read.
                    "invalid digit found in string" | "cannot parse integer from empty string" => {
                        ValueReason::NotAWholeNumber
                    }
                    "number too large to fit in target type" => ValueReason::TooLarge,
                    _ => ValueReason::Other {
                        detail: why.to_string(),
                    },
                },
            };
            P::ValueNotRead {
                arg,
                value,
                reason: reason.into(),
            }
        }
        ErrorKind::MissingRequiredArgument => P::MissingRequired {
            args: list(e, ContextKind::InvalidArg).join("\n  "),
        },
        ErrorKind::ArgumentConflict => match context(e, ContextKind::PriorArg) {
            Some(prior) if prior != arg => P::Conflict { arg, prior },
            _ => P::Repeated { arg },
        },
        ErrorKind::TooManyValues => P::UnexpectedValue { arg, value },
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => match (
            number(e, ContextKind::MinValues).or(number(e, ContextKind::ExpectedNumValues)),
            number(e, ContextKind::ActualNumValues),
        ) {
            (Some(expected), Some(given)) => P::TooFewValues {
                arg,
                expected,
                given,
            },
            _ => P::WrongNumberOfValues { arg },
        },
        ErrorKind::NoEquals => P::NoEquals { arg },
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            P::MissingSubcommand
        }
        ErrorKind::InvalidUtf8 => P::InvalidUtf8,
        _ => P::Other {
            detail: first.to_string(),
        },
    }
}

/// The reason hakem's own value parser gave (a [`BadValue`]).
fn bad_value(e: &clap::Error) -> Option<&Msg> {
    std::error::Error::source(e)
        .and_then(|s| s.downcast_ref::<BadValue>())
        .map(|b| &b.0)
}

/// Why a value parser of hakem's refused a value: clap carries it to
/// [`render`], which words it.
#[derive(Debug, Clone)]
pub struct BadValue(pub Msg);

impl std::fmt::Display for BadValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Words::english().say(&self.0))
    }
}

impl std::error::Error for BadValue {}

/// A context value that is a number.
fn number(e: &clap::Error, kind: ContextKind) -> Option<isize> {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    }
}

/// One context value as text (several joined by commas).
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    let values = list(e, kind);
    (!values.is_empty()).then(|| values.join(", "))
}

fn list(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
        Some(ContextValue::StyledStrs(v)) => v.iter().map(ToString::to_string).collect(),
        Some(ContextValue::Number(n)) => vec![n.to_string()],
        _ => Vec::new(),
    }
}
