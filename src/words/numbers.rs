//! Numbers as people read them: points, ordinals.

use super::handle::Words;
use crate::ruleset::Language;

impl Words {
    /// An ordinal: "3rd" in English, "3." in Turkish.
    pub fn ordinal(self, n: u32) -> String {
        match self.language() {
            Language::En => ordinal(n),
            Language::Tr => format!("{n}."),
        }
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

/// Points as hakem writes them for a person (sheets and the `check` text):
/// "1", "½", "1½", "0"; other fractions as decimals. JSON keeps numbers.
pub fn points(p: f64) -> String {
    let whole = p.trunc();
    let frac = p - whole;
    if frac == 0.0 {
        format!("{whole:.0}")
    } else if (frac - 0.5).abs() < 1e-9 {
        if whole == 0.0 {
            "½".into()
        } else {
            format!("{whole:.0}½")
        }
    } else {
        format!("{p}")
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
