//! Numbers as people read them: points, ordinals.

use crate::ruleset::Language;
use crate::words::Words;

impl Words {
    /// An ordinal: "3rd" in English, "3." in Turkish.
    pub fn ordinal(self, n: u32) -> String {
        match self.language() == Language::TR {
            false => ordinal(n),
            true => format!("{n}."),
        }
    }
}

impl Words {
    /// A percentage with one decimal: "52.3%" in English, "%52,3" in
    /// Turkish (the sign first and a decimal comma, as Turkish writes it).
    pub fn percent(self, pct: f64) -> String {
        match self.language() == Language::TR {
            false => format!("{pct:.1}%"),
            true => format!("%{}", self.decimal(pct, 1)),
        }
    }

    /// `x` with `places` decimals: a decimal point in English, a comma in
    /// Turkish.
    pub fn decimal(self, x: f64, places: usize) -> String {
        let text = format!("{x:.places$}");
        match self.language() == Language::TR {
            false => text,
            true => text.replace('.', ","),
        }
    }

    /// A percentage and its 95% confidence interval: "52.3% (51.3-53.3)",
    /// "%52,3 (51,3-53,3)".
    pub fn percent_with_interval(self, pct: f64, interval: [f64; 2]) -> String {
        format!(
            "{} ({}-{})",
            self.percent(pct),
            self.decimal(interval[0], 1),
            self.decimal(interval[1], 1)
        )
    }
}

/// "3rd", for English messages.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
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

/// "1 set", "3 sets": a count of a thing with a regular English plural
/// (the command line's messages).
pub fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}
