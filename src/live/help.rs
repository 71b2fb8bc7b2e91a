//! The help: the commands, each with what it does, in the session's
//! language (the line mode's `help`, the screen's `?`).

use crate::words::Words;

crate::messages! {
    /// The help: each command's syntax where it has words to fill in, and
    /// what it does.
    pub enum Help {
        Commands = "live-help-commands",
        Pit = "live-help-pit",
        Cell = "live-help-cell",
        WarnRefused = "live-help-warn-refused",
        WarnSyntax = "live-help-warn-syntax",
        Warn = "live-help-warn",
        Undo = "live-help-undo",
        CountSyntax = "live-help-count-syntax",
        Count = "live-help-count",
        Timer = "live-help-timer",
        TimerSetSyntax = "live-help-timer-set-syntax",
        TimerSet = "live-help-timer-set",
        TimeoutSyntax = "live-help-timeout-syntax",
        Timeout = "live-help-timeout",
        Claim = "live-help-claim",
        Next = "live-help-next",
        SheetSyntax = "live-help-sheet-syntax",
        Sheet = "live-help-sheet",
        Board = "live-help-board",
        Quit = "live-help-quit",
    }
}

/// The commands, each with what it does, in `words`.
/// `grid`: the commands of a grid game (a cell for a pit; no count, no
/// signed scores).
pub fn help(words: Words, grid: bool) -> Vec<String> {
    // The syntax is what is typed: the commands' own words, and the
    // words to fill in named in the session's language.
    let syntax = |h: Help| words.say(&h);
    // Each row fits 80 columns: 23 for the command, 57 for what it does.
    let rows: [(String, Help); 13] = [
        if grid {
            ("d3 | c4 3 | pass".into(), Help::Cell)
        } else {
            ("1..N".into(), Help::Pit)
        },
        ("warn".into(), Help::WarnRefused),
        (syntax(Help::WarnSyntax), Help::Warn),
        ("undo".into(), Help::Undo),
        (syntax(Help::CountSyntax), Help::Count),
        ("timer start|pause".into(), Help::Timer),
        (syntax(Help::TimerSetSyntax), Help::TimerSet),
        (syntax(Help::TimeoutSyntax), Help::Timeout),
        ("claim A B".into(), Help::Claim),
        ("next".into(), Help::Next),
        (syntax(Help::SheetSyntax), Help::Sheet),
        ("board".into(), Help::Board),
        ("quit".into(), Help::Quit),
    ];
    std::iter::once(words.say(&Help::Commands))
        .chain(
            rows.iter()
                .filter(|(_, what)| !grid || !matches!(what, Help::Count | Help::Claim))
                .map(|(syntax, what)| format!("  {syntax:<20} {}", words.say(what))),
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Language;

    #[test]
    fn the_help_fits_80_columns_in_both_languages() {
        for words in [Words::english(), Words::new(Language::TR)] {
            for grid in [false, true] {
                let rows = help(words, grid);
                assert!(rows.len() > 10);
                for row in rows {
                    assert!(row.chars().count() <= 80, "{row}");
                }
            }
        }
    }
}
