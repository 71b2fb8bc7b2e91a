//! The round's results for the notice board (`hakem event print DIR
//! results`): by table (players, result, each set's stores, set points,
//! forfeits), the byes, then every player alphabetically with their result
//! and total, and the standings after the round when asked. The figures
//! come decided from [`crate::event::results`]; here they become words.

use chrono::NaiveDateTime;

use super::compose::{Heading, ListLine};
use super::event::{Composer, column, document, name, points, round_result, wide};
use super::view::{Align, Block, Document, Page};
use crate::event::decided::DecidedSaid;
use crate::event::folder::Folder;
use crate::event::results::{ResultLine, RoundResults, SetScore};
use crate::event::standings::Standings;
use crate::record::Who;
use crate::referee::Winner;
use crate::swiss::GameResult;
use crate::words::{Label, Words};

impl Composer<'_> {
    /// Each set's stores, first player first ("30-18, 18-30, 26-22"); a
    /// set entered by its result as "1-0"; a set not counted marked so.
    fn set_scores(&self, sets: &[SetScore]) -> String {
        sets.iter()
            .map(|s| {
                let score = match (s.stores, s.winner) {
                    // A store not counted (a time-out counts one) as "·".
                    (Some(st), _) => {
                        let [a, b] =
                            st.map(|n| n.map_or_else(|| "·".to_string(), |n| n.to_string()));
                        format!("{a}-{b}")
                    }
                    (None, Some(Winner::Player(Who::First))) => "1-0".into(),
                    (None, Some(Winner::Player(Who::Second))) => "0-1".into(),
                    (None, Some(Winner::Draw)) => "½-½".into(),
                    (None, None) => "*".into(),
                };
                let score = if s.timeout.is_some() {
                    format!("{score} {}", self.words.say(&DecidedSaid::TimeoutMark))
                } else {
                    score
                };
                if s.counted {
                    score
                } else {
                    format!("({score}: {})", self.words.t(Label::NotCountedMark))
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// What the result column cannot say: how the round was decided (a
    /// time-out, the warning limit, a forfeit), a result not in.
    fn table_note(&self, line: &ResultLine) -> String {
        if line.outcome.is_none() {
            return self.words.say(&ListLine::ResultNotIn);
        }
        line.decided_said()
            .iter()
            .map(|m| self.words.say(m))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn results_by_table(&self, r: &RoundResults) -> Page {
        let mut columns = vec![
            column(self.words.t(Label::Table), Align::Right),
            column(
                self.words
                    .say(&crate::event::standings::StarterHeading::set_one(
                        self.folder.plays_grid(),
                    )),
                Align::Left,
            ),
            column(self.words.t(Label::Result), Align::Center),
            column(self.words.t(Label::SecondPlayer), Align::Left),
            column(self.words.t(Label::SetStores), Align::Left),
            column(self.words.t(Label::SetPoints), Align::Center),
        ];
        columns[2].strong = true;
        // A column for forfeits and results not in, only when there is one.
        let notes = r.lines.iter().any(|l| !self.table_note(l).is_empty());
        if notes {
            columns.push(column("", Align::Left));
        }
        let rows = r
            .lines
            .iter()
            .map(|l| {
                let o = l.outcome.as_ref();
                // Names alone: the table's line must fit the width of A4.
                let mut row = vec![
                    l.table.to_string(),
                    l.first.name.clone(),
                    o.map_or_else(|| "*".to_string(), round_result),
                    l.second.name.clone(),
                    o.map(|o| self.set_scores(&o.sets)).unwrap_or_default(),
                    o.and_then(|o| o.set_points)
                        .map(|sp| format!("{}-{}", points(sp[0]), points(sp[1])))
                        .unwrap_or_default(),
                ];
                if notes {
                    row.push(self.table_note(l));
                }
                row
            })
            .collect();
        let mut blocks = vec![wide(columns, rows)];
        let timed_out = r
            .lines
            .iter()
            .filter_map(|l| l.outcome.as_ref())
            .any(|o| o.sets.iter().any(|s| s.timeout.is_some()));
        if timed_out {
            blocks.push(Block::Note(self.words.say(&DecidedSaid::TimeoutLegend)));
        }
        for b in &r.byes {
            let (player, points) = (name(&b.player), points(b.points));
            blocks.push(Block::Text(self.words.say(
                &if b.result == GameResult::PairingBye {
                    ListLine::PairingByePoints { player, points }
                } else {
                    ListLine::RequestedByePoints { player, points }
                },
            )));
        }
        let missing = r.missing();
        if !missing.is_empty() {
            blocks.push(Block::Note(self.words.say(&ListLine::ResultsMissing {
                count: missing.len(),
                tables: missing.iter().map(ToString::to_string).collect(),
            })));
        }
        self.page(
            self.words.say(&Heading::ResultsOfRound {
                round: u32::from(r.round),
            }),
            Some(r.round),
            blocks,
        )
    }

    fn results_alphabetical(&self, r: &RoundResults) -> Page {
        let mut columns = vec![
            column(self.words.t(Label::Player), Align::Left),
            column(self.words.t(Label::Table), Align::Right),
            column(self.words.t(Label::Opponent), Align::Left),
            column(self.words.t(Label::Points), Align::Right),
            column("", Align::Left),
            column(self.words.t(Label::PointsAfterRound), Align::Right),
        ];
        columns[5].strong = true;
        let rows = r
            .alphabetical(self.folder)
            .into_iter()
            .map(|l| {
                let note = match l.result {
                    None => self.words.say(&ListLine::ResultNotIn),
                    Some((GameResult::ForfeitWin, _)) => self.words.t(Label::ForfeitWon).into(),
                    Some((GameResult::ForfeitLoss, _)) => self.words.t(Label::ForfeitLost).into(),
                    Some((GameResult::FullBye | GameResult::HalfBye | GameResult::ZeroBye, _)) => {
                        self.words.t(Label::RequestedByeShort).into()
                    }
                    Some(_) => String::new(),
                };
                vec![
                    name(&l.player),
                    l.table
                        .map(|t| t.to_string())
                        .unwrap_or_else(|| self.words.t(Label::ByeTable).to_string()),
                    l.opponent.as_ref().map(name).unwrap_or_default(),
                    l.result.map(|(_, p)| points(p)).unwrap_or_default(),
                    note,
                    points(l.player.points),
                ]
            })
            .collect();
        self.page(
            self.words.say(&Heading::ResultsAlphabetical {
                round: u32::from(r.round),
            }),
            Some(r.round),
            vec![wide(columns, rows)],
        )
    }
}

/// A round's results: by table, alphabetically, then (when given) the
/// standings after it.
pub fn results(
    folder: &Folder,
    r: &RoundResults,
    standings: Option<&Standings>,
    words: Words,
    printed_at: NaiveDateTime,
) -> Document {
    let w = Composer { words, folder };
    let mut pages = vec![w.results_by_table(r), w.results_alphabetical(r)];
    if let Some(s) = standings {
        pages.push(w.standings(s));
    }
    let title = format!(
        "{} — {}",
        w.words.say(&Heading::ResultsOfRound {
            round: u32::from(r.round)
        }),
        folder.event.spec().name
    );
    document(words, title, pages, printed_at)
}
