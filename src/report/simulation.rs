//! Wording the figures of random play (`hakem simulate`, `hakem compare
//! --simulate`): [`crate::analysis::simulate::Summary`] holds the numbers, this module
//! turns them into table rows and a timing line.

use crate::analysis::simulate::Summary;

/// `(label, value)` rows of the statistics, for tables (timings apart:
/// see [`speed`]).
pub fn rows(s: &Summary) -> Vec<(&'static str, String)> {
    let ended: Vec<String> = s
        .ended_by
        .iter()
        .map(|(k, v)| format!("{k} {:.1}%", s.percent_of_games(*v)))
        .collect();
    vec![
        ("games", s.games.to_string()),
        (
            "first player (South) wins",
            with_interval(s.first_win_pct, s.first_win_ci),
        ),
        (
            "second player (North) wins",
            with_interval(s.second_win_pct, s.second_win_ci),
        ),
        ("draws", with_interval(s.draw_pct, s.draw_ci)),
        (
            "plies (mean / median / max)",
            format!("{:.1} / {} / {}", s.mean_plies, s.median_plies, s.max_plies),
        ),
        ("ended by", ended.join(", ")),
        (
            "captures per game",
            format!(
                "{:.2} ({:.1} stones)",
                s.captures_per_game, s.captured_stones_per_game
            ),
        ),
        (
            "extra turns per game",
            format!("{:.2}", s.extra_turns_per_game),
        ),
    ]
}

/// "0.242 s, 413323 games/s, 18191640 moves/s".
pub fn speed(s: &Summary) -> String {
    format!(
        "{:.3} s, {:.0} games/s, {:.0} moves/s",
        s.seconds, s.games_per_second, s.moves_per_second
    )
}

/// "52.3% (51.3-53.3)": a percentage and its 95% confidence interval.
pub fn with_interval(pct: f64, ci: [f64; 2]) -> String {
    format!("{pct:.1}% ({:.1}-{:.1})", ci[0], ci[1])
}
