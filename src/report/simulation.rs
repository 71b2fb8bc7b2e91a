//! Wording the figures of random play (`hakem simulate`, `hakem compare
//! --simulate`): [`crate::analysis::simulate::Summary`] holds the numbers, this module
//! turns them into table rows and a timing line.

use crate::analysis::simulate::Summary;
use crate::words::Msg;
use crate::words::{Decimal, Label, Percent, Words};

crate::messages! {
    /// The figures of random play, as the cells and lines of `hakem
    /// simulate` write them.
    pub enum SimulationText {
        /// How many games ended one way: the way, then the share.
        EndedShare { ending: Msg, share: Percent } = "simulate-ended-share",
        /// Moves a game: the mean, the median, the longest.
        PliesFigures { mean: Decimal, median: Decimal, max: u64 } = "simulate-plies-figures",
        /// Moves a game in a grid game: the mean, the longest.
        GridPliesFigures { mean: Decimal, max: u64 } = "simulate-grid-plies-figures",
        /// Captures a game, and the stones they took.
        CapturesFigures { captures: Decimal, stones: Decimal } = "simulate-captures-figures",
        /// How long the run took and how fast it went.
        Time { seconds: Decimal, games: u64, moves: u64 } = "simulate-time",
        /// The heading of a run of a sowing game.
        Head { title: String, name: String, games: u64, first: Msg, second: Msg, seed: u64, threads: usize } = "simulate-head",
        /// The heading of a run of a grid game.
        GridHead { title: String, name: String, games: u64, seed: u64, threads: usize } = "simulate-grid-head",
    }
}

/// `(label, value)` rows of the statistics, for tables (timings apart:
/// see [`speed`]), in the language of `words`.
pub fn rows(s: &Summary, words: Words) -> Vec<(String, String)> {
    use crate::words::Message;
    let ended: Vec<String> = s
        .endings
        .iter()
        .map(|(ending, n)| {
            words.say(&SimulationText::EndedShare {
                ending: ending.word().msg(),
                share: Percent(s.percent_of_games(*n)),
            })
        })
        .collect();
    let interval = |pct: f64, ci: [f64; 2]| words.percent_with_interval(pct, ci);
    vec![
        (words.t(Label::SimGames).into(), s.games.to_string()),
        (
            words.t(Label::SimFirstWins).into(),
            interval(s.first_win_pct, s.first_win_ci),
        ),
        (
            words.t(Label::SimSecondWins).into(),
            interval(s.second_win_pct, s.second_win_ci),
        ),
        (
            words.t(Label::SimDraws).into(),
            interval(s.draw_pct, s.draw_ci),
        ),
        (
            words.t(Label::SimPlies).into(),
            words.say(&SimulationText::PliesFigures {
                mean: Decimal::new(s.mean_plies, 1),
                median: Decimal::new(s.median_plies, usize::from(s.median_plies.fract() != 0.0)),
                max: s.max_plies,
            }),
        ),
        (words.t(Label::SimEndedBy).into(), ended.join(", ")),
        (
            words.t(Label::SimCaptures).into(),
            words.say(&SimulationText::CapturesFigures {
                captures: Decimal::new(s.captures_per_game, 2),
                stones: Decimal::new(s.captured_stones_per_game, 1),
            }),
        ),
        (
            words.t(Label::SimExtraTurns).into(),
            words.decimal(s.extra_turns_per_game, 2),
        ),
    ]
}

/// "Time: 0.242 s, 413323 games/s, 18191640 moves/s".
pub fn speed(s: &Summary, words: Words) -> String {
    words.say(&SimulationText::Time {
        seconds: Decimal::new(s.seconds, 3),
        games: s.games_per_second.round() as u64,
        moves: s.moves_per_second.round() as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::simulate::EndingWord;
    use crate::words::Language;

    #[test]
    fn figures_are_written_as_each_language_writes_them() {
        let en = Words::english();
        let tr = Words::new(Language::TR);
        let time = SimulationText::Time {
            seconds: Decimal::new(0.2424, 3),
            games: 413_323,
            moves: 18_191_640,
        };
        assert_eq!(
            en.say(&time),
            "Time: 0.242 s, 413323 games/s, 18191640 moves/s"
        );
        assert_eq!(
            tr.say(&time),
            "Süre: 0,242 sn, saniyede 413323 oyun, 18191640 hamle"
        );
        let ended = SimulationText::EndedShare {
            ending: EndingWord::RowEmpty.into(),
            share: Percent(100.0),
        };
        assert_eq!(en.say(&ended), "row-empty 100.0%");
        assert_eq!(tr.say(&ended), "sıra boş %100,0");
    }
}
