//! Printable result sheets (`hakem sheet`): a match sheet for one record;
//! round results and standings for several records of one event.
//!
//! [`model`] builds what a sheet shows once; [`html`], [`text`] and
//! [`markdown`] lay it out; every word comes from [`i18n`]. The phrases
//! shared by the renderers (how a set ended, an incident, ...) are built
//! here so that the three formats say the same thing.

pub mod html;
pub mod i18n;
pub mod markdown;
pub mod model;
mod render;
pub mod text;

pub use render::{Format, render};

use i18n::{Label, Language, fill, t};
use model::{Document, Ending, MatchSheet, MoveCell, SetSheet};

use crate::record::{Event, Incident, IncidentKind, WarningReason, Who};
use crate::referee::{ProblemCode, SetEnd, Winner};
use crate::ruleset::Titles;

/// A round problem in words, from the translation table.
pub(crate) fn problem_text(lang: Language, set: usize, code: ProblemCode) -> String {
    let label = match code {
        ProblemCode::SetNotToBePlayed => Label::ProblemSetNotToBePlayed,
        ProblemCode::SetAfterWarnings => Label::ProblemSetAfterWarnings,
        ProblemCode::TooManySets => Label::ProblemTooManySets,
        ProblemCode::MovesAfterEnd => Label::ProblemMovesAfterEnd,
        ProblemCode::IncidentBeyondMoves => Label::ProblemIncidentBeyondMoves,
        ProblemCode::ExemptWarning => Label::ProblemExemptWarning,
        ProblemCode::TimeoutAfterEnd => Label::ProblemTimeoutAfterEnd,
        ProblemCode::TimeoutInResult => Label::ProblemTimeoutInResult,
        ProblemCode::UnfinishedSet => Label::ProblemUnfinishedSet,
        ProblemCode::DrawNotPossible => Label::ProblemDrawNotPossible,
        ProblemCode::StartOrder => Label::ProblemStartOrder,
    };
    fill(lang, label, &[&set.to_string()])
}

/// The event block: (label, value) pairs for the fields the record has.
pub(crate) fn event_fields(lang: Language, event: &Event, game: &Titles) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut push = |label: Label, value: Option<String>| {
        if let Some(v) = value {
            out.push((t(lang, label).to_string(), v));
        }
    };
    push(Label::Event, event.name.clone());
    push(
        Label::Game,
        Some(game.get(lang).to_string()).filter(|g| !g.is_empty()),
    );
    push(Label::Site, event.site.clone());
    push(Label::Date, event.date.map(|d| i18n::date(lang, d)));
    push(Label::Round, event.round.map(|r| r.to_string()));
    push(Label::Table, event.table.map(|r| r.to_string()));
    push(Label::Referee, event.referee.clone());
    out
}

/// "Mehmet Demir (görme engelli)".
pub(crate) fn player_line(lang: Language, m: &MatchSheet, who: Who) -> String {
    let p = &m.players[who as usize];
    if p.visually_impaired {
        format!("{} ({})", p.name, t(lang, Label::VisuallyImpaired))
    } else {
        p.name.clone()
    }
}

/// "1. oyuncu" / "First player".
pub(crate) fn role(lang: Language, who: Who) -> &'static str {
    match who {
        Who::First => t(lang, Label::FirstPlayer),
        Who::Second => t(lang, Label::SecondPlayer),
    }
}

/// "1. Set" / "Set 1" ("2. Kart" / "Card 2" for cards).
pub(crate) fn set_title(lang: Language, set: &SetSheet) -> String {
    let label = if set.card {
        Label::CardNumber
    } else {
        Label::SetNumber
    };
    fill(lang, label, &[&set.number.to_string()])
}

/// "Başlayan: Ayşe Yılmaz (Güney)", with a note when the rules differ;
/// `None` for a card, which nobody starts.
pub(crate) fn starts_line(lang: Language, m: &MatchSheet, set: &SetSheet) -> Option<String> {
    let starts = set.starts?;
    // Seats only mean something on a sowing board (a set with stores).
    let seat = if set.stores.is_some() {
        format!(" ({})", t(lang, Label::South))
    } else {
        String::new()
    };
    let mut s = format!("{}: {}{seat}", t(lang, Label::Starts), m.name(starts));
    if let Some(rules) = set.rules_starts
        && rules != starts
    {
        s.push_str(&format!(
            " — {}",
            fill(lang, Label::StartsAgainstRules, &[m.name(rules)])
        ));
    }
    Some(s)
}

/// The heading of a moves column: "Ayşe Yılmaz (Güney)".
pub(crate) fn seat_heading(lang: Language, m: &MatchSheet, set: &SetSheet, south: bool) -> String {
    let (who, seat) = if south {
        (set.south(), Label::South)
    } else {
        (set.south().other(), Label::North)
    };
    format!("{} ({})", m.name(who), t(lang, seat))
}

/// The moves of one turn: "4", "4 6" (an extra turn), "1✗" (illegal).
pub(crate) fn cells(moves: &[MoveCell]) -> String {
    moves
        .iter()
        .map(|c| {
            if c.illegal {
                format!("{}✗", c.pit)
            } else {
                c.pit.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// "Ayşe Yılmaz 25, Mehmet Demir 23"; "—" for a set entered by result.
pub(crate) fn stores_line(m: &MatchSheet, set: &SetSheet) -> String {
    match set.stores {
        Some(st) => format!(
            "{} {}, {} {}",
            m.name(Who::First),
            st[0],
            m.name(Who::Second),
            st[1]
        ),
        None => "—".into(),
    }
}

/// "25-23: tutuyor", or `None` when the players signed nothing.
pub(crate) fn claim_line(lang: Language, set: &SetSheet) -> Option<String> {
    let c = set.claimed?;
    let judgement = match set.claimed_ok {
        Some(true) => Label::ClaimMatches,
        Some(false) => Label::ClaimDiffers,
        None => Label::ClaimNotCompared,
    };
    Some(format!("{}-{}: {}", c.first, c.second, t(lang, judgement)))
}

/// How the set ended, with its winner: "hamleden sonra bir sıra boş kaldı;
/// Kazanan: Ayşe Yılmaz".
pub(crate) fn ending_line(lang: Language, m: &MatchSheet, set: &SetSheet) -> String {
    let how = match set.ending {
        Ending::By(SetEnd::Play(r)) => t(lang, model::end_reason_label(r)).to_string(),
        Ending::By(SetEnd::Timeout(w)) => fill(lang, Label::EndTimeout, &[m.name(w)]),
        Ending::By(SetEnd::Warnings(w)) => fill(lang, Label::EndWarnings, &[m.name(w)]),
        Ending::By(SetEnd::Result) => t(lang, Label::EndResult).to_string(),
        Ending::NotFinished => t(lang, Label::NotFinished).to_string(),
        Ending::Illegal {
            index,
            who,
            pit,
            illegal,
        } => {
            use crate::engine::IllegalMove as I;
            let why = match illegal {
                I::EmptyPit { .. } => Label::IllegalEmptyPit,
                I::NoSuchPit { .. } => Label::IllegalNoSuchPit,
                I::MustFeed { .. } => Label::IllegalMustFeed,
                I::GrandSlam { .. } => Label::IllegalGrandSlam,
                I::GameOver { .. } => Label::IllegalGameOver,
            };
            fill(
                lang,
                Label::IllegalMoveAt,
                &[
                    &index.to_string(),
                    m.name(who),
                    &pit.to_string(),
                    t(lang, why),
                ],
            )
        }
    };
    let line = match set.winner {
        Some(Winner::Player(w)) => format!("{how}; {}: {}", t(lang, Label::SetWinner), m.name(w)),
        Some(Winner::Draw) => format!("{how}; {}", t(lang, Label::Draw)),
        None => how,
    };
    if set.counted {
        line
    } else {
        format!("{line} ({})", t(lang, Label::NotCounted))
    }
}

/// "3. hamleden sonra — Mehmet Demir: uyarı: dokunulan taşı oynamama".
pub(crate) fn incident_line(lang: Language, m: &MatchSheet, i: &Incident) -> String {
    let when = if i.after == 0 {
        t(lang, Label::BeforeFirstMove).to_string()
    } else {
        fill(lang, Label::AfterMove, &[&i.after.to_string()])
    };
    let what = match i.kind {
        IncidentKind::Warning(WarningReason::TouchMove) => Label::WarningTouchMove,
        IncidentKind::Warning(WarningReason::IllegalMove) => Label::WarningIllegalMove,
        IncidentKind::Warning(WarningReason::Conduct) => Label::WarningConduct,
        IncidentKind::Timeout => Label::Timeout,
    };
    format!("{when} — {}: {}", m.name(i.player), t(lang, what))
}

/// "1-0 — Ayşe Yılmaz turu kazandı".
pub(crate) fn round_line(lang: Language, m: &MatchSheet) -> String {
    let what = match (m.complete, m.winner) {
        (true, Some(Winner::Player(w))) => fill(lang, Label::WinsRound, &[m.name(w)]),
        (true, _) => t(lang, Label::RoundDrawn).to_string(),
        (false, _) => t(lang, Label::RoundIncomplete).to_string(),
    };
    format!("{} — {what}", m.result())
}

/// The validity line under the round result.
pub(crate) fn validity_line(lang: Language, m: &MatchSheet) -> &'static str {
    if m.valid {
        t(lang, Label::RecordValid)
    } else {
        t(lang, Label::RecordInvalid)
    }
}

/// "Basım: 29 Ekim 2023 14:05".
pub(crate) fn printed_line(doc: &Document) -> String {
    fill(
        doc.lang,
        Label::Printed,
        &[&i18n::date_time(doc.lang, doc.printed_at)],
    )
}

/// "3. Tur" / "Round 3", or the plain title without a round number.
pub(crate) fn round_heading(lang: Language, round: Option<u32>) -> String {
    match round {
        Some(r) => format!(
            "{} — {}",
            t(lang, Label::RoundResults),
            fill(lang, Label::RoundNumber, &[&r.to_string()])
        ),
        None => t(lang, Label::RoundResults).to_string(),
    }
}

/// A table number, or an empty cell.
pub(crate) fn opt<T: ToString>(v: Option<T>) -> String {
    v.map_or(String::new(), |v| v.to_string())
}

/// How a column's cells line up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

/// A column of a [`Grid`]: its heading, alignment, and whether its cells are
/// the ones to read first (printed bold where the format can).
pub(crate) struct GridColumn {
    pub label: Label,
    pub align: Align,
    pub strong: bool,
}

/// A table every format prints alike: the columns, then rows of cells. Each
/// renderer only lays it out.
pub(crate) struct Grid {
    pub columns: Vec<GridColumn>,
    pub rows: Vec<Vec<String>>,
}

fn column(label: Label, align: Align, strong: bool) -> GridColumn {
    GridColumn {
        label,
        align,
        strong,
    }
}

/// One round's results: table, players, result, set points, stores.
pub(crate) fn results_grid(round: &model::RoundResults) -> Grid {
    Grid {
        columns: vec![
            column(Label::Table, Align::Right, false),
            column(Label::FirstPlayer, Align::Left, false),
            column(Label::Result, Align::Center, true),
            column(Label::SecondPlayer, Align::Left, false),
            column(Label::Sets, Align::Center, false),
            column(Label::Stones, Align::Left, false),
        ],
        rows: round
            .rows
            .iter()
            .map(|r| {
                let result = if r.valid {
                    r.result.clone()
                } else {
                    format!("{} ✗", r.result)
                };
                vec![
                    opt(r.table),
                    r.first.clone(),
                    result,
                    r.second.clone(),
                    r.sets.clone(),
                    r.stones.clone(),
                ]
            })
            .collect(),
    }
}

/// The standings: rank, player, rounds, points, set points, stones.
pub(crate) fn standings_grid(standings: &[model::Standing]) -> Grid {
    Grid {
        columns: vec![
            column(Label::Rank, Align::Right, false),
            column(Label::Player, Align::Left, false),
            column(Label::Rounds, Align::Right, false),
            column(Label::Points, Align::Right, true),
            column(Label::SetsWon, Align::Right, false),
            column(Label::StonesWon, Align::Right, false),
        ],
        rows: standings
            .iter()
            .map(|s| {
                vec![
                    s.rank.to_string(),
                    s.name.clone(),
                    s.rounds.to_string(),
                    model::points(s.points),
                    model::points(s.set_points),
                    s.stones.to_string(),
                ]
            })
            .collect(),
    }
}
