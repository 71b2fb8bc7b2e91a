//! Wording the figures of random play (`hakem simulate`, `hakem compare
//! --simulate`): [`crate::analysis::simulate::Summary`] holds the numbers, this module
//! turns them into table rows and a timing line.

use crate::analysis::simulate::Summary;
use crate::wording::{Label, Words};

/// `(label, value)` rows of the statistics, for tables (timings apart:
/// see [`speed`]), in the language of `words`.
pub fn rows(s: &Summary, words: Words) -> Vec<(&'static str, String)> {
    let ended: Vec<String> = s
        .ended_by
        .iter()
        .map(|(k, v)| format!("{k} {}", words.percent(s.percent_of_games(*v))))
        .collect();
    vec![
        (words.t(Label::SimGames), s.games.to_string()),
        (
            words.t(Label::SimFirstWins),
            words.percent_with_interval(s.first_win_pct, s.first_win_ci),
        ),
        (
            words.t(Label::SimSecondWins),
            words.percent_with_interval(s.second_win_pct, s.second_win_ci),
        ),
        (
            words.t(Label::SimDraws),
            words.percent_with_interval(s.draw_pct, s.draw_ci),
        ),
        (
            words.t(Label::SimPlies),
            format!(
                "{} / {} / {}",
                words.decimal(s.mean_plies, 1),
                words.decimal(s.median_plies, usize::from(s.median_plies.fract() != 0.0)),
                s.max_plies
            ),
        ),
        (words.t(Label::SimEndedBy), ended.join(", ")),
        (
            words.t(Label::SimCaptures),
            words.fill(
                Label::SimCapturesValue,
                &[
                    &words.decimal(s.captures_per_game, 2),
                    &words.decimal(s.captured_stones_per_game, 1),
                ],
            ),
        ),
        (
            words.t(Label::SimExtraTurns),
            words.decimal(s.extra_turns_per_game, 2),
        ),
    ]
}

/// "Time: 0.242 s, 413323 games/s, 18191640 moves/s".
pub fn speed(s: &Summary, words: Words) -> String {
    words.fill(
        Label::SimTime,
        &[
            &words.decimal(s.seconds, 3),
            &format!("{:.0}", s.games_per_second),
            &format!("{:.0}", s.moves_per_second),
        ],
    )
}
