//! `hakem event check A B C` beyond each group's own check: the hall's
//! groups side by side (their tables, their current round) and what is
//! wrong between them, as text for the arbiter and as JSON.

use std::fmt::Write;

use crate::event::folder::Folder;
use crate::event::hall::{HallProblem, table_range};
use crate::words::Words;

crate::messages! {
    /// The hall's part of `hakem event check A B C`.
    pub enum HallText {
        /// "The hall: 3 groups".
        Head { groups: usize } = "hall-check-head",
        /// A group's line: its tables and how far it is.
        Group { group: String, first: usize, last: usize, paired: u8, rounds: u8 } = "hall-check-group",
        Fine = "hall-check-fine",
        Problems { problems: usize } = "hall-check-problems",
    }
}

/// The hall's lines after each group's check.
pub fn check_text(groups: &[(&str, &Folder)], problems: &[HallProblem], words: Words) -> String {
    let mut out = words.say(&HallText::Head {
        groups: groups.len(),
    });
    out.push('\n');
    for (name, folder) in groups {
        let (first, last) = table_range(folder);
        let line = words.say(&HallText::Group {
            group: name.to_string(),
            first,
            last,
            paired: folder.paired_rounds(),
            rounds: folder.event.spec().rounds,
        });
        let _ = writeln!(out, "  {line}");
    }
    if problems.is_empty() {
        let _ = writeln!(out, "{}", words.say(&HallText::Fine));
    } else {
        let _ = writeln!(
            out,
            "{}",
            words.say(&HallText::Problems {
                problems: problems.len()
            })
        );
        for p in problems {
            let _ = writeln!(out, "  {}", words.say(p));
        }
    }
    out
}

/// `hakem event check A B C --format json`: `{"groups": [{"group": name,
/// "first_table": n, "last_table": n, "check": {...}}], "hall": {"valid":
/// bool, "problems": [text]}}`, each check as `hakem event check DIR
/// --format json` gives it.
pub fn check_json(groups: &[(&str, &Folder, String)], problems: &[HallProblem]) -> String {
    let english = Words::english();
    let groups: Vec<serde_json::Value> = groups
        .iter()
        .map(|(name, folder, check)| {
            let (first, last) = table_range(folder);
            let check: serde_json::Value =
                serde_json::from_str(check).unwrap_or(serde_json::Value::Null);
            serde_json::json!({
                "group": name,
                "first_table": first,
                "last_table": last,
                "check": check,
            })
        })
        .collect();
    let problems: Vec<String> = problems.iter().map(|p| english.say(p)).collect();
    let mut text = serde_json::to_string_pretty(&serde_json::json!({
        "groups": groups,
        "hall": { "valid": problems.is_empty(), "problems": problems },
    }))
    .unwrap_or_default();
    text.push('\n');
    text
}
