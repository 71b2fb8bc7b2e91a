//! The narrative of `hakem replay`: every move in words (stones sown, where
//! the last one landed, captures, extra turn, feeding, the end of the set)
//! followed by the board and a one-line count.

use std::fmt::Write;
use std::sync::Arc;

use super::board::diagram;
use crate::analysis::best_move::Best;
use crate::analysis::replay::{Line, Step, Stop};
use crate::engine::{IllegalMove, Outcome, Place, Player, Position};
use crate::record::Who;
use crate::ruleset::Ruleset;
use crate::text::diagnostic::Source;
use crate::wording::{Label, Words, end_reason};

/// What is being replayed, and who sits where.
pub struct Context<'a> {
    pub rules: &'a Ruleset,
    /// The record file, or `None` for moves given on the command line.
    pub file: Option<Arc<Source>>,
    /// The set (1-based); 1 for moves given on the command line.
    pub set: usize,
    /// Who started the set (sat South).
    pub starts: Who,
    /// The people at the board, from the record: `[south, north]`.
    pub names: Option<[String; 2]>,
    /// The language of the text.
    pub words: Words,
}

impl Context<'_> {
    /// "Ayşe Yılmaz (South)", or "South" when no names are known.
    pub fn who(&self, player: Player) -> String {
        let side = self.words.seat(player);
        match &self.names {
            Some(names) => format!("{} ({side})", names[player.index()]),
            None => side.to_string(),
        }
    }

    /// A seat in the text's language: "South" / "Güney".
    pub fn seat(&self, player: Player) -> &'static str {
        self.words.seat(player)
    }

    /// A place on the board in the text's language.
    pub fn place(&self, p: Place) -> String {
        self.words.place(p)
    }

    /// "4 stones" / "4 taş".
    pub fn stones(&self, n: impl Into<u32>) -> String {
        self.words.stones(n.into())
    }

    /// The person's name alone ("" when no names are known).
    pub fn name(&self, seat: Player) -> &str {
        self.names.as_ref().map_or("", |n| n[seat.index()].as_str())
    }

    /// "samples/x.toml, set 2" or "moves from the command line".
    pub fn what(&self) -> String {
        match &self.file {
            Some(f) => self
                .words
                .fill(Label::ReplayWhatSet, &[&f.name, &self.set.to_string()]),
            None => self.words.t(Label::ReplayWhatMoves).into(),
        }
    }
}

/// Which part of a line to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// Every position from the start.
    Full,
    /// Positions `from..=to`.
    Range(usize, usize),
    /// The position after move K, then the what-if moves played from it.
    WhatIf(usize),
}

/// The narrative of `line` as `view` selects it. `line` holds exactly the
/// moves to show (it was played up to the last one needed).
pub fn replay_text(ctx: &Context, line: &Line, view: View) -> String {
    let mut out = String::new();
    let words = ctx.words;
    let titles = ctx.rules.titles();
    let _ = writeln!(
        out,
        "{}",
        words.fill(
            Label::ReplayOf,
            &[&ctx.what(), titles.get(words.language()), ctx.rules.name()]
        )
    );
    if let Some(names) = &ctx.names {
        let _ = writeln!(
            out,
            "{}",
            words.fill(
                Label::ReplaySeats,
                &[
                    &names[0],
                    words.who(ctx.starts),
                    &names[1],
                    words.who(ctx.starts.other()),
                ]
            )
        );
    }
    let (from, to) = match view {
        View::Full => (0, line.plies()),
        View::Range(from, to) => (from, to.min(line.plies())),
        View::WhatIf(after) => (after.min(line.plies()), line.plies()),
    };
    for ply in from..=to {
        out.push('\n');
        position_block(&mut out, ctx, line, ply);
        if view == View::WhatIf(ply) {
            let _ = writeln!(
                out,
                "\n{}",
                words.fill(Label::ReplayWhatIf, &[&ply.to_string()])
            );
        }
    }
    if let Some(stop) = &line.stop {
        out.push('\n');
        stop_text(&mut out, ctx, stop);
    } else if to == line.plies() && (view != View::Range(from, to) || line.last().is_over()) {
        out.push('\n');
        summary(&mut out, ctx, line.last(), line.plies());
    }
    out
}

/// "Move K: ..." (or "Start") with its narrative, then the board and count.
fn position_block(out: &mut String, ctx: &Context, line: &Line, ply: usize) {
    let Some(position) = line.position(ply) else {
        return;
    };
    match ply.checked_sub(1).and_then(|i| line.steps.get(i)) {
        None => {
            let _ = writeln!(out, "{}", ctx.words.t(Label::ReplayStart));
        }
        Some(step) => move_text(out, ctx, step),
    }
    board_text(out, ctx, position);
}

/// The board diagram and the count line, indented.
pub fn board_text(out: &mut String, ctx: &Context, position: &Position) {
    for l in diagram(
        ctx.words,
        position,
        ctx.rules.sowing().direction,
        ctx.name(Player::North),
        ctx.name(Player::South),
    )
    .lines()
    {
        // Without names the captions are just "North" and "South".
        let l = l.trim_end();
        let l = l.strip_suffix(':').unwrap_or(l);
        let _ = writeln!(out, "  {l}");
    }
    let _ = writeln!(out, "  {}", count_line(ctx, position));
}

/// The short count of a position: "Count: South 4 4 0 5 5 5, store 1 |
/// North 4 4 4 4 4 4, store 0 | South to move."
pub fn count_line(ctx: &Context, position: &Position) -> String {
    let words = ctx.words;
    let row = |p: Player| {
        let pits: Vec<String> = position.row(p).iter().map(u16::to_string).collect();
        words.fill(
            Label::CountRow,
            &[ctx.seat(p), &pits.join(" "), &position.store(p).to_string()],
        )
    };
    let next = match position.ended() {
        Some(end) => words.fill(Label::CountSetOver, &[end.code()]),
        None => words.fill(Label::CountToMove, &[&ctx.who(position.to_move())]),
    };
    words.fill(
        Label::CountLine,
        &[&row(Player::South), &row(Player::North), &next],
    )
}

/// One move in words.
pub fn move_text(out: &mut String, ctx: &Context, step: &Step) {
    let o = &step.outcome;
    let tag = if step.what_if {
        ctx.words.t(Label::WhatIfTag)
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "{}",
        ctx.words.fill(
            Label::ReplayMove,
            &[
                &step.ply.to_string(),
                tag,
                &ctx.who(o.mover),
                &o.pit.to_string()
            ]
        )
    );
    for sentence in narrate(ctx, o, &step.after) {
        let _ = writeln!(out, "  {sentence}");
    }
}

/// What a move did, one sentence per fact.
pub fn narrate(ctx: &Context, o: &Outcome, after: &Position) -> Vec<String> {
    let words = ctx.words;
    let mut lines = Vec::new();
    let them = ctx.seat(o.mover.opponent());
    if o.had_to_feed {
        lines.push(words.fill(Label::NarrateFeed, &[them]));
    }
    let tuzdyk_owner = [Player::South, Player::North].into_iter().find(|&p| {
        matches!(o.last, Place::Pit { player, pit } if player != p && after.tuzdyk(p) == Some(pit))
    });
    let last = ctx.place(o.last);
    let landing = match (o.last, tuzdyk_owner) {
        (Place::Pit { .. }, Some(owner)) if o.claimed_tuzdyk != Some(o.last) => {
            words.fill(Label::LandsTuzdyk, &[&last, ctx.seat(owner)])
        }
        (Place::Store(_), _) => words.fill(Label::Lands, &[&last]),
        (Place::Pit { .. }, _) => match count_after_sowing(o, after) {
            Some(n) => words.fill(Label::LandsMaking, &[&last, &n.to_string()]),
            None => words.fill(Label::Lands, &[&last]),
        },
    };
    if o.relay_laps > 0 {
        let laps = if o.relay_laps == 1 {
            words.t(Label::OneRelayLap).to_string()
        } else {
            words.fill(Label::RelayLaps, &[&o.relay_laps.to_string()])
        };
        lines.push(words.fill(
            Label::SowsRelay,
            &[
                &ctx.stones(o.sown),
                &laps,
                &ctx.stones(o.relay_sown),
                &landing,
            ],
        ));
    } else {
        lines.push(words.fill(Label::Sows, &[&ctx.stones(o.sown), &landing]));
    }
    for p in [Player::South, Player::North] {
        let n = o.into_tuzdyk[p.index()];
        if n > 0 {
            lines.push(words.fill_named(
                Label::IntoTuzdyk,
                &[("stones", &ctx.stones(n)), ("seat", ctx.seat(p))],
            ));
        }
    }
    for c in o.captures().iter().filter(|c| c.during_sowing) {
        lines.push(words.fill_named(
            Label::CapturedDuringSowing,
            &[
                ("stones", &ctx.stones(c.stones)),
                ("place", &ctx.place(c.from)),
                ("seat", ctx.seat(c.to)),
            ],
        ));
    }
    let captures: Vec<_> = o.captures().iter().filter(|c| !c.during_sowing).collect();
    match captures.as_slice() {
        [] => {}
        [one] => lines.push(words.fill_named(
            Label::CapturesOne,
            &[
                ("stones", &ctx.stones(one.stones)),
                ("place", &ctx.place(one.from)),
            ],
        )),
        many => {
            let parts: Vec<String> = many
                .iter()
                .map(|c| {
                    words.fill_named(
                        Label::CapturePart,
                        &[
                            ("count", &c.stones.to_string()),
                            ("place", &ctx.place(c.from)),
                        ],
                    )
                })
                .collect();
            let more = if o.unlisted > 0 {
                words.fill(Label::CaptureMore, &[&o.unlisted.to_string()])
            } else {
                String::new()
            };
            let total: u16 = many.iter().map(|c| c.stones).sum::<u16>() + o.unlisted;
            lines.push(words.fill_named(
                Label::CapturesMany,
                &[
                    ("stones", &ctx.stones(total)),
                    ("parts", &parts.join(", ")),
                    ("more", &more),
                ],
            ));
        }
    }
    if let Some(pit) = o.claimed_tuzdyk {
        lines.push(words.fill_named(
            Label::TuzdykClaimed,
            &[("place", &ctx.place(pit)), ("seat", ctx.seat(o.mover))],
        ));
    }
    if o.grand_slam && o.captured() > 0 {
        lines.push(words.fill_named(
            Label::GrandSlamAllowed,
            &[("them", them), ("who", &ctx.who(o.mover))],
        ));
    } else if o.grand_slam {
        lines.push(words.fill(Label::GrandSlamNothing, &[them]));
    }
    if o.extra_turn {
        lines.push(words.fill(Label::ExtraTurn, &[&ctx.who(o.mover)]));
    }
    if o.passed {
        lines.push(words.fill_named(Label::Passes, &[("them", them), ("who", &ctx.who(o.mover))]));
    }
    if let Some(end) = o.ended {
        lines.push(words.fill(Label::SetEnds, &[words.t(end_reason(end)), end.code()]));
        let swept: Vec<String> = [Player::South, Player::North]
            .into_iter()
            .filter(|p| o.swept[p.index()] > 0)
            .map(|p| {
                words.fill_named(
                    Label::SweptPart,
                    &[
                        ("stones", &ctx.stones(o.swept[p.index()])),
                        ("seat", ctx.seat(p)),
                    ],
                )
            })
            .collect();
        if !swept.is_empty() {
            lines.push(words.fill(Label::Swept, &[&swept.join(", ")]));
        }
    }
    lines
}

/// How many stones the pit of the last stone held once sowing was done,
/// when it can be told from the result: a captured pit held what was
/// captured from it; otherwise what it holds now, unless the end of the set
/// swept the rows.
pub fn count_after_sowing(o: &Outcome, after: &Position) -> Option<u16> {
    if let Some(c) = o.captures().iter().find(|c| c.from == o.last) {
        return Some(c.stones);
    }
    match o.last {
        Place::Pit { player, pit } if o.swept == [0, 0] => Some(after.pit(player, pit)),
        _ => None,
    }
}

fn stop_text(out: &mut String, ctx: &Context, stop: &Stop) {
    let at = match (&stop.span, &ctx.file) {
        (Some(span), Some(source)) => {
            let (line, col) = source.line_col(span.start);
            format!(" ({}:{line}:{col})", source.name)
        }
        _ => String::new(),
    };
    let words = ctx.words;
    let tag = if stop.what_if {
        words.t(Label::WhatIfTag)
    } else {
        ""
    };
    // After the end nobody was to move: name the pit, not a player.
    let mover = match stop.illegal {
        IllegalMove::GameOver { .. } => words.fill(Label::MoverPit, &[&stop.pit.to_string()]),
        _ => words.fill_named(
            Label::MoverPlays,
            &[
                ("who", &ctx.who(stop.player)),
                ("pit", &stop.pit.to_string()),
            ],
        ),
    };
    let _ = writeln!(
        out,
        "{}",
        words.fill_named(
            Label::ReplayIllegal,
            &[
                ("ply", &stop.ply.to_string()),
                ("tag", tag),
                ("at", &at),
                ("mover", &mover),
                ("why", &words.illegal_move(&stop.illegal)),
            ],
        )
    );
    let _ = writeln!(
        out,
        "{}",
        words.fill(Label::ReplayStops, &[&stop.ply.to_string()])
    );
}

/// The state at the end of the line: who moves, or the result.
fn summary(out: &mut String, ctx: &Context, last: &Position, plies: usize) {
    let words = ctx.words;
    let stores = words.fill(
        Label::SummaryStores,
        &[
            &ctx.who(Player::South),
            &last.store(Player::South).to_string(),
            &ctx.who(Player::North),
            &last.store(Player::North).to_string(),
        ],
    );
    let plies = plies.to_string();
    let line = match last.ended() {
        Some(end) => {
            let result = match last.store(Player::South).cmp(&last.store(Player::North)) {
                std::cmp::Ordering::Greater => {
                    words.fill(Label::WinsSet, &[&ctx.who(Player::South)])
                }
                std::cmp::Ordering::Less => words.fill(Label::WinsSet, &[&ctx.who(Player::North)]),
                std::cmp::Ordering::Equal => words.t(Label::SetIsDrawn).into(),
            };
            words.fill_named(
                Label::SetOverAfter,
                &[
                    ("plies", &plies),
                    ("reason", words.t(end_reason(end))),
                    ("code", end.code()),
                    ("stores", &stores),
                    ("result", &result),
                ],
            )
        }
        None => words.fill_named(
            Label::NotOverAfter,
            &[
                ("plies", &plies),
                ("who", &ctx.who(last.to_move())),
                ("stores", &stores),
            ],
        ),
    };
    let _ = writeln!(out, "{line}");
}

/// The answer to `--count`, in words.
pub fn count_text(
    ctx: &Context,
    ply: usize,
    what_if: bool,
    at: Place,
    count: u16,
    position: &Position,
) -> String {
    let words = ctx.words;
    let when = match (ply, what_if) {
        (0, _) => words.t(Label::AtStart).to_string(),
        (k, true) => words.fill(Label::AfterWhatIfMove, &[&k.to_string()]),
        (k, false) => words.fill(Label::AfterMoveCapital, &[&k.to_string()]),
    };
    let owner = match at {
        Place::Pit { player, .. } | Place::Store(player) => player,
    };
    let whose = match &ctx.names {
        Some(_) => words.fill(Label::OnSide, &[ctx.name(owner)]),
        None => String::new(),
    };
    let next = match position.ended() {
        Some(end) => words.fill(Label::CountSetIsOver, &[end.code()]),
        None => words.fill(Label::CountNext, &[&ctx.who(position.to_move())]),
    };
    words.fill_named(
        Label::CountAnswer,
        &[
            ("when", &when),
            ("stones", &ctx.stones(count)),
            ("place", &ctx.place(at)),
            ("whose", &whose),
            ("next", &next),
        ],
    ) + "\n"
}

/// `replay --best`'s line: the best move for the side to move at `p`, and
/// the solver's value when it gave one.
pub fn best_text(ctx: &Context, p: &Position, best: &Best) -> String {
    let words = ctx.words;
    let mover = p.to_move();
    let line = match (best.pit, best.value) {
        (None, _) => words.t(Label::BestNone).to_string(),
        (Some(pit), Some(v)) => words.fill_named(
            Label::BestSolver,
            &[
                ("mover", words.seat(mover)),
                ("pit", &pit.to_string()),
                ("verdict", &words.solved_value(mover, v)),
            ],
        ),
        (Some(pit), None) => words.fill_named(
            Label::BestBy,
            &[
                ("mover", words.seat(mover)),
                ("by", &best.by),
                ("pit", &pit.to_string()),
            ],
        ),
    };
    line + "\n"
}
