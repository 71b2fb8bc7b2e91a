//! Dates and times as a printout writes them, in its language: the month
//! names and the order of day, month and year are in the Fluent files
//! (`locales/*/dates.ftl`), the figures here.

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};

use super::{Message, Msg, Words};

crate::messages! {
    /// A date, and a date with its time of day.
    pub enum When {
        /// The month as its number (1 to 12): the files name it.
        Date { day: u32, month: u32, year: i32 } = "when-date",
        /// The date worded, then the time as a clock shows it ("14:05").
        DateTime { date: Msg, time: String } = "when-date-time",
    }
}

impl When {
    pub fn date(d: NaiveDate) -> When {
        When::Date {
            day: d.day(),
            month: d.month(),
            year: d.year(),
        }
    }

    pub fn date_time(dt: NaiveDateTime) -> When {
        When::DateTime {
            date: When::date(dt.date()).msg(),
            time: format!("{:02}:{:02}", dt.hour(), dt.minute()),
        }
    }
}

impl Words {
    /// "29 Ekim 2023" / "29 October 2023".
    pub fn date(self, d: NaiveDate) -> String {
        self.say(&When::date(d))
    }

    /// "29 Ekim 2023 14:05" / "29 October 2023, 14:05".
    pub fn date_time(self, dt: NaiveDateTime) -> String {
        self.say(&When::date_time(dt))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Language;

    #[test]
    fn dates_in_each_language() {
        let d = NaiveDate::from_ymd_opt(2023, 10, 29).unwrap();
        assert_eq!(Words::new(Language::TR).date(d), "29 Ekim 2023");
        assert_eq!(Words::new(Language::EN).date(d), "29 October 2023");
        let dt = d.and_hms_opt(14, 5, 0).unwrap();
        assert_eq!(Words::new(Language::TR).date_time(dt), "29 Ekim 2023 14:05");
        assert_eq!(
            Words::new(Language::EN).date_time(dt),
            "29 October 2023, 14:05"
        );
    }
}
