//! The toml crate's syntax errors as hakem's own messages.
//!
//! The crate words its errors in English, "what went wrong" and what it
//! expected instead ("unclosed table, expected `]`"). This is the one place
//! hakem reads English text: a foreign library's, mapped to typed messages
//! so that a referee reads them in the language of the rest. A kind the
//! crate may add later is kept as it says it (in brackets in a language
//! other than English); a literal it expected (`` `]` ``) is kept as
//! written.

use crate::words::Msg;

crate::messages! {
    /// A file that is not TOML at all: the kind of error the toml crate
    /// found and what it expected instead, if it says.
    pub enum Syntax {
        Invalid { kind: Msg, expected: Option<Msg> } = "toml-invalid",
    }
}

crate::messages! {
    /// The kinds of syntax error the toml crate reports.
    pub enum Kind {
        UnderscoreNotBetweenDigits = "toml-underscore",
        TooDeep = "toml-too-deep",
        RecursionLimit = "toml-recursion-limit",
        CarriageReturn = "toml-carriage-return",
        CouldNotAllocate = "toml-could-not-allocate",
        DuplicateKey = "toml-duplicate-key",
        /// A dotted key that would add to a value that is not a table.
        CannotExtend { value: Msg } = "toml-cannot-extend",
        ExtraEquals = "toml-extra-equals",
        ExtraAssignment = "toml-extra-assignment",
        ExtraCommaInArray = "toml-extra-comma-array",
        ExtraCommaInInlineTable = "toml-extra-comma-inline-table",
        SignedRadix = "toml-signed-radix",
        InvalidBasicString = "toml-invalid-basic-string",
        InvalidLiteralString = "toml-invalid-literal-string",
        InvalidString = "toml-invalid-string",
        InvalidMultiLineBasicString = "toml-invalid-multi-line-basic-string",
        InvalidMultiLineLiteralString = "toml-invalid-multi-line-literal-string",
        InvalidBinary = "toml-invalid-binary",
        InvalidBoolean = "toml-invalid-boolean",
        InvalidCommentCharacter = "toml-invalid-comment-character",
        InvalidDateTime = "toml-invalid-date-time",
        /// The date, time or offset part of a date-time.
        InvalidDate = "toml-invalid-date",
        InvalidTime = "toml-invalid-time",
        InvalidOffset = "toml-invalid-offset",
        InvalidDatetime = "toml-invalid-datetime",
        InvalidExponent = "toml-invalid-exponent",
        InvalidFloat = "toml-invalid-float",
        InvalidFraction = "toml-invalid-fraction",
        InvalidHexadecimal = "toml-invalid-hexadecimal",
        InvalidInlineTableElement = "toml-invalid-inline-table-element",
        InvalidInteger = "toml-invalid-integer",
        InvalidKey = "toml-invalid-key",
        InvalidKeyValuePair = "toml-invalid-key-value-pair",
        InvalidMantissa = "toml-invalid-mantissa",
        InvalidOctal = "toml-invalid-octal",
        InvalidTable = "toml-invalid-table",
        InvalidUnquotedKey = "toml-invalid-unquoted-key",
        InvalidValue = "toml-invalid-value",
        KeyWithNoValue = "toml-key-with-no-value",
        MultiLineBasicKey = "toml-multi-line-basic-key",
        MultiLineLiteralKey = "toml-multi-line-literal-key",
        MissingArrayOpening = "toml-missing-array-opening",
        MissingAssignment = "toml-missing-assignment",
        MissingCommaInArray = "toml-missing-comma-array",
        MissingCommaBetweenPairs = "toml-missing-comma-pairs",
        MissingCommentStart = "toml-missing-comment-start",
        MissingEscapedValue = "toml-missing-escaped-value",
        MissingInlineTableOpening = "toml-missing-inline-table-opening",
        MissingInlineTableKey = "toml-missing-inline-table-key",
        MissingOpeningQuote = "toml-missing-opening-quote",
        MissingTableOpening = "toml-missing-table-opening",
        MissingValue = "toml-missing-value",
        MissingValueForKey = "toml-missing-value-for-key",
        UppercaseRadix = "toml-uppercase-radix",
        RedundantPrefix = "toml-redundant-prefix",
        RedundantSign = "toml-redundant-sign",
        UnquotedString = "toml-unquoted-string",
        TooFewUnicodeDigits = "toml-too-few-unicode-digits",
        UnclosedArray = "toml-unclosed-array",
        UnclosedArrayTable = "toml-unclosed-array-table",
        UnclosedInlineTable = "toml-unclosed-inline-table",
        UnclosedTable = "toml-unclosed-table",
        EqualsInArray = "toml-equals-in-array",
        UnexpectedContent = "toml-unexpected-content",
        ContentAfterComment = "toml-content-after-comment",
        UnexpectedKeyOrValue = "toml-unexpected-key-or-value",
        LeadingZero = "toml-leading-zero",
        UnexpectedSign = "toml-unexpected-sign",
        EmptyUnquotedKey = "toml-empty-unquoted-key",
        /// A kind this mapping does not know, as the crate says it.
        Other { text: String } = "toml-kind-other",
    }
}

crate::messages! {
    /// What the toml crate expected where it found an error.
    pub enum Expected {
        /// Characters to type, as the crate quotes them (`` `]` ``, `` `=` ``).
        Literal { text: String } = "toml-expected-literal",
        BasicString = "toml-expected-basic-string",
        LiteralString = "toml-expected-literal-string",
        MultiLineBasicString = "toml-expected-multi-line-basic-string",
        MultiLineLiteralString = "toml-expected-multi-line-literal-string",
        UnquotedString = "toml-expected-unquoted-string",
        Characters = "toml-expected-characters",
        Digits = "toml-expected-digits",
        Key = "toml-expected-key",
        Letters = "toml-expected-letters",
        Numbers = "toml-expected-numbers",
        Value = "toml-expected-value",
        NotDoubleQuote = "toml-expected-not-double-quote",
        NotSingleQuote = "toml-expected-not-single-quote",
        NotSingleQuoteVisible = "toml-expected-not-single-quote-visible",
        Printable = "toml-expected-printable",
        UnicodeHexadecimal = "toml-expected-unicode-hexadecimal",
        Newline = "toml-expected-newline",
        Nothing = "toml-expected-nothing",
        /// The crate's "etc": more than it names.
        More = "toml-expected-more",
        // The parts of a date-time (the toml_datetime crate's words).
        Year = "toml-expected-year",
        Month = "toml-expected-month",
        Day = "toml-expected-day",
        Hour = "toml-expected-hour",
        Minute = "toml-expected-minute",
        Second = "toml-expected-second",
        Nanosecond = "toml-expected-nanosecond",
        NanosecondsOverflowed = "toml-expected-nanoseconds-overflowed",
        YearOrHour = "toml-expected-year-or-hour",
        DateDash = "toml-expected-date-dash",
        TimeColon = "toml-expected-time-colon",
        DashOrColon = "toml-expected-dash-or-colon",
        DateTimeT = "toml-expected-date-time-t",
        Offset = "toml-expected-offset",
        FourDigitYear = "toml-expected-four-digit-year",
        TwoDigitMonth = "toml-expected-two-digit-month",
        TwoDigitDay = "toml-expected-two-digit-day",
        TwoDigitHour = "toml-expected-two-digit-hour",
        TwoDigitMinute = "toml-expected-two-digit-minute",
        TwoDigitSecond = "toml-expected-two-digit-second",
        MonthInRange = "toml-expected-month-in-range",
        /// A day from 01 to `last` (28, 29, 30 or 31: the month's days).
        DayInRange { last: String } = "toml-expected-day-in-range",
        HourInRange = "toml-expected-hour-in-range",
        HoursInRange = "toml-expected-hours-in-range",
        MinuteInRange = "toml-expected-minute-in-range",
        MinutesInRange = "toml-expected-minutes-in-range",
        SecondInRange = "toml-expected-second-in-range",
        /// A thing this mapping does not know, as the crate says it.
        Other { text: String } = "toml-expected-other",
        /// Two or more things: the first, then the others.
        List { first: Msg, rest: Msg } = "toml-expected-list",
    }
}

crate::messages! {
    /// The kinds of value a dotted key cannot add to.
    pub enum ValueKind {
        String = "toml-value-string",
        Integer = "toml-value-integer",
        Float = "toml-value-float",
        Boolean = "toml-value-boolean",
        DateTime = "toml-value-date-time",
        Array = "toml-value-array",
        InlineTable = "toml-value-inline-table",
        Table = "toml-value-table",
        Other { text: String } = "toml-value-other",
    }
}

/// The toml crate's message (`description[, expected a, b]`) as a typed
/// message.
pub fn syntax(message: &str) -> Syntax {
    let message = message.trim_end();
    let (kind, expected) = match message.split_once(", expected ") {
        Some((kind, expected)) => (kind, Some(expected)),
        None => (message, None),
    };
    Syntax::Invalid {
        kind: self::kind(kind).into(),
        expected: expected.map(expected_list),
    }
}

/// What the crate says went wrong, as a kind.
fn kind(text: &str) -> Kind {
    if let Some(value) = text
        .strip_prefix("cannot extend value of type ")
        .and_then(|rest| rest.strip_suffix(" with a dotted key"))
    {
        return Kind::CannotExtend {
            value: value_kind(value).into(),
        };
    }
    match text {
        "`_` may only go between digits" => Kind::UnderscoreNotBetweenDigits,
        "cannot recurse further; max recursion depth met" => Kind::TooDeep,
        "recursion limit" => Kind::RecursionLimit,
        "carriage return must be followed by newline" => Kind::CarriageReturn,
        "could not allocate for string" => Kind::CouldNotAllocate,
        "duplicate key" => Kind::DuplicateKey,
        "extra `=`" => Kind::ExtraEquals,
        "extra assignment between key-value pairs" => Kind::ExtraAssignment,
        "extra comma in array" => Kind::ExtraCommaInArray,
        "extra comma in inline table" => Kind::ExtraCommaInInlineTable,
        "integers with a radix cannot be signed" => Kind::SignedRadix,
        "invalid basic string" => Kind::InvalidBasicString,
        "invalid literal string" => Kind::InvalidLiteralString,
        "invalid string" => Kind::InvalidString,
        "invalid multi-line basic string" => Kind::InvalidMultiLineBasicString,
        "invalid multi-line literal string" => Kind::InvalidMultiLineLiteralString,
        "invalid binary number" => Kind::InvalidBinary,
        "invalid boolean" => Kind::InvalidBoolean,
        "invalid comment character" => Kind::InvalidCommentCharacter,
        "invalid date-time" => Kind::InvalidDateTime,
        "invalid date" => Kind::InvalidDate,
        "invalid time" => Kind::InvalidTime,
        "invalid offset" => Kind::InvalidOffset,
        "invalid datetime" => Kind::InvalidDatetime,
        "invalid exponent" => Kind::InvalidExponent,
        "invalid float" => Kind::InvalidFloat,
        "invalid fraction" => Kind::InvalidFraction,
        "invalid hexadecimal number" => Kind::InvalidHexadecimal,
        "invalid inline table element" => Kind::InvalidInlineTableElement,
        "invalid integer number" => Kind::InvalidInteger,
        "invalid key" => Kind::InvalidKey,
        "invalid key-value pair" => Kind::InvalidKeyValuePair,
        "invalid mantissa" => Kind::InvalidMantissa,
        "invalid octal number" => Kind::InvalidOctal,
        "invalid table" => Kind::InvalidTable,
        "invalid unquoted key" => Kind::InvalidUnquotedKey,
        "invalid value" => Kind::InvalidValue,
        "key with no value" => Kind::KeyWithNoValue,
        "keys cannot be multi-line basic strings" => Kind::MultiLineBasicKey,
        "keys cannot be multi-line literal strings" => Kind::MultiLineLiteralKey,
        "missing array opening" => Kind::MissingArrayOpening,
        "missing assignment between key-value pairs" => Kind::MissingAssignment,
        "missing comma between array elements" => Kind::MissingCommaInArray,
        "missing comma between key-value pairs" => Kind::MissingCommaBetweenPairs,
        "missing comment start" => Kind::MissingCommentStart,
        "missing escaped value" => Kind::MissingEscapedValue,
        "missing inline table opening" => Kind::MissingInlineTableOpening,
        "missing key for inline table element" => Kind::MissingInlineTableKey,
        "missing opening quote" => Kind::MissingOpeningQuote,
        "missing table open" => Kind::MissingTableOpening,
        "missing value" => Kind::MissingValue,
        "missing value for key" => Kind::MissingValueForKey,
        "radix must be lowercase" => Kind::UppercaseRadix,
        "redundant integer number prefix" => Kind::RedundantPrefix,
        "redundant numeric sign" => Kind::RedundantSign,
        "string values must be quoted" => Kind::UnquotedString,
        "too few unicode value digits" => Kind::TooFewUnicodeDigits,
        "unclosed array" => Kind::UnclosedArray,
        "unclosed array table" => Kind::UnclosedArrayTable,
        "unclosed inline table" => Kind::UnclosedInlineTable,
        "unclosed table" => Kind::UnclosedTable,
        "unexpected `=` in array" => Kind::EqualsInArray,
        "unexpected content" => Kind::UnexpectedContent,
        "unexpected content between comment and newline" => Kind::ContentAfterComment,
        "unexpected key or value" => Kind::UnexpectedKeyOrValue,
        "unexpected leading zero" => Kind::LeadingZero,
        "unexpected sign" => Kind::UnexpectedSign,
        "unquoted keys cannot be empty" => Kind::EmptyUnquotedKey,
        other => Kind::Other {
            text: other.to_string(),
        },
    }
}

/// The crate's list of what it expected (`` `]`, value ``), as one message.
fn expected_list(text: &str) -> Msg {
    // A date-time's part is one phrase, commas and all.
    if let Some(part) = date_time_part(text) {
        return part.into();
    }
    let items: Vec<Msg> = text.split(", ").map(|item| expected(item).into()).collect();
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| Expected::List { first, rest }.into())
        .unwrap_or_else(|| Expected::Nothing.into())
}

/// One thing the crate expected.
fn expected(text: &str) -> Expected {
    // The crate quotes characters to type in backticks, a backtick itself
    // in single quotes.
    let quoted = (text.len() >= 2 && text.starts_with('`') && text.ends_with('`')) || text == "'`'";
    if quoted {
        return Expected::Literal {
            text: text.to_string(),
        };
    }
    match text {
        "basic string" => Expected::BasicString,
        "literal string" => Expected::LiteralString,
        "multi-line basic string" => Expected::MultiLineBasicString,
        "multi-line literal string" => Expected::MultiLineLiteralString,
        "unquoted string" => Expected::UnquotedString,
        "characters" => Expected::Characters,
        "digits" => Expected::Digits,
        "key" => Expected::Key,
        "letters" => Expected::Letters,
        "numbers" => Expected::Numbers,
        "value" => Expected::Value,
        "non-double-quote visible characters" => Expected::NotDoubleQuote,
        "non-single-quote characters" => Expected::NotSingleQuote,
        "non-single-quote visible characters" => Expected::NotSingleQuoteVisible,
        "printable characters" => Expected::Printable,
        "unicode hexadecimal value" => Expected::UnicodeHexadecimal,
        "newline" => Expected::Newline,
        "nothing" => Expected::Nothing,
        "etc" => Expected::More,
        other => Expected::Other {
            text: other.to_string(),
        },
    }
}

/// What the toml_datetime crate expected in a date-time.
fn date_time_part(text: &str) -> Option<Expected> {
    if let Some(last) = text.strip_prefix("day between 01 and ") {
        return Some(Expected::DayInRange { last: last.into() });
    }
    Some(match text {
        "year" => Expected::Year,
        "month" => Expected::Month,
        "day" => Expected::Day,
        "hour" => Expected::Hour,
        "minute" => Expected::Minute,
        "second" => Expected::Second,
        "nanosecond" => Expected::Nanosecond,
        "nanoseconds overflowed" => Expected::NanosecondsOverflowed,
        "year or hour" => Expected::YearOrHour,
        "`-` (MM-DD)" => Expected::DateDash,
        "`:` (HH:MM)" => Expected::TimeColon,
        "`-` (YYYY-MM) or `:` (HH:MM)" => Expected::DashOrColon,
        "`T` between date and time" => Expected::DateTimeT,
        "`Z`, +OFFSET, -OFFSET" => Expected::Offset,
        "a four-digit year (YYYY)" => Expected::FourDigitYear,
        "a two-digit month (MM)" => Expected::TwoDigitMonth,
        "a two-digit day (DD)" => Expected::TwoDigitDay,
        "a two-digit hour (HH)" => Expected::TwoDigitHour,
        "a two-digit minute (MM)" => Expected::TwoDigitMinute,
        "a two-digit second (SS)" => Expected::TwoDigitSecond,
        "month between 01 and 12" => Expected::MonthInRange,
        "hour between 00 and 23" => Expected::HourInRange,
        "hours between 00 and 23" => Expected::HoursInRange,
        "minute between 00 and 59" => Expected::MinuteInRange,
        "minutes between 00 and 59" => Expected::MinutesInRange,
        "second between 00 and 60" => Expected::SecondInRange,
        _ => return None,
    })
}

/// The kind of value the crate names (`array`, `inline table`).
fn value_kind(text: &str) -> ValueKind {
    match text {
        "string" => ValueKind::String,
        "integer" => ValueKind::Integer,
        "float" => ValueKind::Float,
        "boolean" => ValueKind::Boolean,
        "datetime" => ValueKind::DateTime,
        "array" => ValueKind::Array,
        "inline table" => ValueKind::InlineTable,
        "table" => ValueKind::Table,
        other => ValueKind::Other {
            text: other.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, Words};

    fn said(message: &str) -> (String, String) {
        let m = syntax(message);
        (Words::english().say(&m), Words::new(Language::TR).say(&m))
    }

    #[test]
    fn the_crates_kinds_and_expectations_are_worded_in_each_language() {
        assert_eq!(
            said("invalid string, expected `\"`, `'`"),
            (
                "invalid TOML: invalid string, expected `\"`, `'`".to_string(),
                "TOML olarak okunamadı: geçersiz metin; beklenen: `\"`, `'`".to_string()
            )
        );
        assert_eq!(
            said("duplicate key").1,
            "TOML olarak okunamadı: aynı anahtar iki kez yazılmış"
        );
        assert_eq!(
            said("key with no value, expected `=`").1,
            "TOML olarak okunamadı: değeri olmayan anahtar; beklenen: `=`"
        );
        assert_eq!(
            said("invalid key-value pair, expected key, value, newline"),
            (
                "invalid TOML: invalid key-value pair, expected key, value, newline".to_string(),
                "TOML olarak okunamadı: geçersiz anahtar-değer çifti; beklenen: anahtar, değer, satır sonu"
                    .to_string()
            )
        );
        assert_eq!(
            said("cannot extend value of type inline table with a dotted key"),
            (
                "invalid TOML: cannot extend value of type inline table with a dotted key"
                    .to_string(),
                "TOML olarak okunamadı: noktalı anahtar, satır içi tablo türündeki bir değere eklenemez"
                    .to_string()
            )
        );
    }

    #[test]
    fn what_the_mapping_does_not_know_is_kept_as_the_crate_says_it() {
        assert_eq!(
            said("a new kind, expected something new"),
            (
                "invalid TOML: a new kind, expected something new".to_string(),
                "TOML olarak okunamadı: [a new kind]; beklenen: [something new]".to_string()
            )
        );
    }

    #[test]
    fn every_kind_the_crate_reports_is_known() {
        // The crate's own words, from a document of each error.
        for text in [
            "a = 1\na = 2\n",
            "[a\n",
            "[[a]\n",
            "a = [1 2]\n",
            "a = \"x\n",
            "a = 'x\n",
            "a = \"\"\"x\n",
            "a = 01\n",
            "a\n",
            "= 1\n",
            "a = { b = 1\n",
            "a = tru\n",
            "a.b = 1\na.b.c = 2\n",
            "a = 1 b = 2\n",
            "a = [1,,2]\n",
            "a = {b=1,,}\n",
            "a = \"\\q\"\n",
            "a = 1 # x\u{7}\n",
            "a = +0x1\n",
            "a = 1__2\n",
            "a = 1.\n",
            "a = 1e\n",
            "\"\"\"k\"\"\" = 1\n",
            "a = [=]\n",
            "a = 0X1\n",
            "a = 1\r\n\rb = 2\n",
            "a = 1979-05-27T\n",
            "a = 2023-13-01\n",
            "a = 2023-02-30\n",
            "a = 2023-10-29T25:00:00\n",
            "a = 2023-10-29T10:00:00+25:00\n",
            "a = 10:61:00\n",
        ] {
            let e = toml::de::DeTable::parse(text).expect_err(text);
            let m = syntax(e.message());
            // English is the crate's own words; Turkish has no word left in
            // brackets (a kind or an expectation the mapping does not know).
            assert_eq!(
                Words::english().say(&m),
                format!("invalid TOML: {}", e.message()),
                "{text:?}"
            );
            let turkish = Words::new(Language::TR).say(&m);
            let unknown = turkish.contains('[') && !turkish.contains("`[`");
            assert!(!unknown, "{text:?}: {} / {turkish}", e.message());
        }
    }
}
