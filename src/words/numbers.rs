//! Numbers as people read them: points, decimals and percentages. What
//! differs between languages (the decimal separator, where the percent
//! sign goes) is in the Fluent files (`locales/*/numbers.ftl`); the code
//! only rounds.

use super::{Arg, IntoArg, Message, Words};

crate::messages! {
    /// A number as a language writes it.
    pub enum NumberWord {
        /// A decimal fraction: the digits before the separator and after it.
        DecimalDigits { whole: String, fraction: String } = "number-decimal",
        /// A percentage ("52.3%", "%52,3").
        Percent { value: Decimal } = "number-percent",
        /// A percentage and its 95% confidence interval.
        PercentInterval { value: Percent, low: Decimal, high: Decimal } = "number-percent-interval",
    }
}

/// `value` rounded to `places` decimals, as a message's fact: the digits
/// with the language's decimal separator.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Decimal {
    pub value: f64,
    pub places: usize,
}

impl Decimal {
    pub fn new(value: f64, places: usize) -> Decimal {
        Decimal { value, places }
    }
}

impl IntoArg for Decimal {
    fn to_arg(&self) -> Arg {
        let places = self.places;
        let text = format!("{:.places$}", self.value);
        match text.split_once('.') {
            Some((whole, fraction)) => NumberWord::DecimalDigits {
                whole: whole.to_string(),
                fraction: fraction.to_string(),
            }
            .msg()
            .to_arg(),
            // No decimals: the digits read alike in every language.
            None => Arg::Text(text),
        }
    }
}

/// A percentage with one decimal, as a message's fact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Percent(pub f64);

impl IntoArg for Percent {
    fn to_arg(&self) -> Arg {
        NumberWord::Percent {
            value: Decimal::new(self.0, 1),
        }
        .msg()
        .to_arg()
    }
}

/// A percentage and its 95% confidence interval, as a message's fact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PercentInterval {
    pub pct: f64,
    pub interval: [f64; 2],
}

impl IntoArg for PercentInterval {
    fn to_arg(&self) -> Arg {
        NumberWord::PercentInterval {
            value: Percent(self.pct),
            low: Decimal::new(self.interval[0], 1),
            high: Decimal::new(self.interval[1], 1),
        }
        .msg()
        .to_arg()
    }
}

/// A fact worded on its own: the text it stands for in `words`.
fn worded(words: Words, fact: &impl IntoArg) -> String {
    match fact.to_arg() {
        Arg::Message(m) => words.say(&*m),
        Arg::Text(t) => t,
        Arg::Number(n) => n.to_string(),
        Arg::Choice(c) => c.to_string(),
    }
}

impl Words {
    /// A percentage with one decimal: "52.3%" in English, "%52,3" in
    /// Turkish (the sign first and a decimal comma, as Turkish writes it).
    pub fn percent(self, pct: f64) -> String {
        worded(self, &Percent(pct))
    }

    /// `x` with `places` decimals: a decimal point in English, a comma in
    /// Turkish.
    pub fn decimal(self, x: f64, places: usize) -> String {
        worded(self, &Decimal::new(x, places))
    }

    /// A percentage and its 95% confidence interval: "52.3% (51.3-53.3)",
    /// "%52,3 (51,3-53,3)".
    pub fn percent_with_interval(self, pct: f64, interval: [f64; 2]) -> String {
        worded(self, &PercentInterval { pct, interval })
    }
}

/// Points as hakem writes them for a person (sheets, lists, the `check`
/// text): "1", "½", "1½", "0". See [`fraction`]. JSON keeps numbers.
pub fn points(p: f64) -> String {
    // Points are whole, halves or (Sonneborn-Berger) quarters; four times
    // them is a whole number well inside f64's exact integers.
    let quarters = p * 4.0;
    if quarters.fract() == 0.0 && (0.0..1e15).contains(&quarters) {
        fraction(quarters as u64, 4)
    } else {
        format!("{p:.2}")
    }
}

/// `numerator / denominator` in the one number style of hakem's lists,
/// points and tie-breaks alike: whole numbers as they are, quarters and
/// halves as vulgar fractions ("1½", "19¾", "¼"), as printed chess
/// cross tables often write half points; they read the same in Turkish and
/// English, where a decimal point would be a comma in one and a point in
/// the other. Any other fraction (none arises from the tie-breaks hakem
/// computes) as a decimal with two places.
pub fn fraction(numerator: u64, denominator: u64) -> String {
    let denominator = denominator.max(1);
    let whole = numerator / denominator;
    let rest = numerator % denominator;
    let glyph = match (u128::from(rest) * 4).checked_rem(u128::from(denominator)) {
        Some(0) => match u128::from(rest) * 4 / u128::from(denominator) {
            0 => "",
            1 => "¼",
            2 => "½",
            _ => "¾",
        },
        _ => {
            let hundredths = u128::from(numerator) * 100 / u128::from(denominator);
            return format!("{}.{:02}", hundredths / 100, hundredths % 100);
        }
    };
    match (whole, glyph) {
        (w, "") => w.to_string(),
        (0, g) => g.to_string(),
        (w, g) => format!("{w}{g}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Language;

    #[test]
    fn points_notation() {
        assert_eq!(points(1.0), "1");
        assert_eq!(points(0.5), "½");
        assert_eq!(points(1.5), "1½");
        assert_eq!(points(0.0), "0");
        assert_eq!(points(0.25), "¼");
        assert_eq!(points(19.75), "19¾");
        assert_eq!(points(0.1), "0.10");
    }

    #[test]
    fn tie_breaks_are_written_as_points_are() {
        assert_eq!(fraction(63, 2), "31½");
        assert_eq!(fraction(79, 4), "19¾");
        assert_eq!(fraction(73, 4), "18¼");
        assert_eq!(fraction(28, 1), "28");
        assert_eq!(fraction(1, 3), "0.33");
        assert_eq!(fraction(0, 4), "0");
        assert_eq!(fraction(5, 0), "5");
    }

    #[test]
    fn decimals_and_percentages_in_each_language() {
        let (en, tr) = (Words::english(), Words::new(Language::TR));
        assert_eq!(
            (en.decimal(2.345, 2), tr.decimal(2.345, 2)),
            ("2.35".into(), "2,35".into())
        );
        assert_eq!(en.decimal(7.0, 0), "7");
        assert_eq!(
            (en.percent(52.34), tr.percent(52.34)),
            ("52.3%".into(), "%52,3".into())
        );
        assert_eq!(
            tr.percent_with_interval(52.34, [51.3, 53.31]),
            "%52,3 (51,3–53,3)"
        );
    }
}
