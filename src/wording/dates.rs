//! Dates and times in each language.

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};

use super::Label;
use crate::words::Words;

const MONTHS: [Label; 12] = [
    Label::January,
    Label::February,
    Label::March,
    Label::April,
    Label::May,
    Label::June,
    Label::July,
    Label::August,
    Label::September,
    Label::October,
    Label::November,
    Label::December,
];

impl Words {
    /// "29 Ekim 2023" / "29 October 2023".
    pub fn date(self, d: NaiveDate) -> String {
        let month = self.t(MONTHS[d.month0() as usize]);
        self.fill_named(
            Label::DateFormat,
            &[
                ("d", &d.day().to_string()),
                ("month", month),
                ("y", &d.year().to_string()),
            ],
        )
    }

    /// "29 Ekim 2023 14:05" / "29 October 2023, 14:05".
    pub fn date_time(self, dt: NaiveDateTime) -> String {
        self.fill_named(
            Label::DateTimeFormat,
            &[
                ("date", &self.date(dt.date())),
                ("time", &format!("{:02}:{:02}", dt.hour(), dt.minute())),
            ],
        )
    }
}
