//! Wording the figures of random play (`hakem simulate`, `hakem compare
//! --simulate`): [`crate::analysis::simulate::Summary`] holds the numbers, this module
//! turns them into table rows and a timing line.

use crate::analysis::simulate::Summary;
use crate::words::{Label, Words};

/// `(label, value)` rows of the statistics, for tables (timings apart:
/// see [`speed`]), in the language of `words`.
pub fn rows(s: &Summary, words: Words) -> Vec<(&'static str, String)> {
    let ended: Vec<String> = s
        .ended_by
        .iter()
        .map(|(k, v)| format!("{k} {:.1}%", s.percent_of_games(*v)))
        .collect();
    vec![
        (words.t(Label::SimGames), s.games.to_string()),
        (
            words.t(Label::SimFirstWins),
            with_interval(s.first_win_pct, s.first_win_ci),
        ),
        (
            words.t(Label::SimSecondWins),
            with_interval(s.second_win_pct, s.second_win_ci),
        ),
        (
            words.t(Label::SimDraws),
            with_interval(s.draw_pct, s.draw_ci),
        ),
        (
            words.t(Label::SimPlies),
            format!("{:.1} / {} / {}", s.mean_plies, s.median_plies, s.max_plies),
        ),
        (words.t(Label::SimEndedBy), ended.join(", ")),
        (
            words.t(Label::SimCaptures),
            words.fill(
                Label::SimCapturesValue,
                &[
                    &format!("{:.2}", s.captures_per_game),
                    &format!("{:.1}", s.captured_stones_per_game),
                ],
            ),
        ),
        (
            words.t(Label::SimExtraTurns),
            format!("{:.2}", s.extra_turns_per_game),
        ),
    ]
}

/// "Time: 0.242 s, 413323 games/s, 18191640 moves/s".
pub fn speed(s: &Summary, words: Words) -> String {
    words.fill(
        Label::SimTime,
        &[
            &format!("{:.3}", s.seconds),
            &format!("{:.0}", s.games_per_second),
            &format!("{:.0}", s.moves_per_second),
        ],
    )
}

/// "52.3% (51.3-53.3)": a percentage and its 95% confidence interval.
pub fn with_interval(pct: f64, ci: [f64; 2]) -> String {
    format!("{pct:.1}% ({:.1}-{:.1})", ci[0], ci[1])
}
