//! The narrative of `hakem replay`: every move in words (stones sown, where
//! the last one landed, captures, extra turn, feeding, the end of the set)
//! followed by the board and a one-line count.

use std::fmt::Write;
use std::sync::Arc;

use super::board::diagram;
use super::{Located, Term, seat, solved};
use crate::analysis::best_move::Best;
use crate::analysis::replay::{Line, Step, Stop};
use crate::engine::{IllegalMove, Outcome, Place, Player, Position};
use crate::record::Who;
use crate::ruleset::Ruleset;
use crate::text::diagnostic::Source;
use crate::words::{Label, Words};
use crate::words::{Message, Msg};

crate::messages! {
    /// `hakem replay` as text: the narrative of each move, the count of a
    /// position, the answer to `--count` and `--best`.
    pub enum ReplayText {
        /// A person and their seat: "Ayşe Yılmaz (South)".
        Seated { name: String, seat: Msg } = "replay-text-seated",
        /// A number of stones.
        Stones { n: u32 } = "replay-text-stones",
        PlacePit { seat: Msg, pit: u8 } = "replay-text-place-pit",
        PlaceStore { seat: Msg } = "replay-text-place-store",
        /// What is replayed: a set of a record.
        WhatSet { file: String, set: usize } = "replay-text-what-set",
        /// Two items of a list, in order.
        List { first: Msg, then: Msg } = "replay-text-list",
        Of { what: Msg, title: String, name: String } = "replay-text-of",
        Seats { south: String, south_side: Msg, north: String, north_side: Msg } = "replay-text-seats",
        WhatIf { after: usize } = "replay-text-what-if",
        CountRow { seat: Msg, pits: String, store: u16 } = "replay-text-count-row",
        CountSetOver { how: Msg } = "replay-text-count-set-over",
        CountToMove { who: Msg } = "replay-text-count-to-move",
        CountLine { south: Msg, north: Msg, next: Msg } = "replay-text-count-line",
        Move { ply: usize, what_if: bool, who: Msg, pit: u8 } = "replay-text-move",
        Feed { them: Msg } = "replay-text-feed",
        LandsTuzdyk { place: Msg, owner: Msg } = "replay-text-lands-tuzdyk",
        Lands { place: Msg } = "replay-text-lands",
        LandsMaking { place: Msg, count: u16 } = "replay-text-lands-making",
        SowsRelay { stones: Msg, laps: u32, lifted: Msg, landing: Msg } = "replay-text-sows-relay",
        Sows { stones: Msg, landing: Msg } = "replay-text-sows",
        IntoTuzdyk { stones: Msg, seat: Msg } = "replay-text-into-tuzdyk",
        CapturedDuringSowing { stones: Msg, place: Msg, seat: Msg } = "replay-text-captured-during-sowing",
        CapturesOne { stones: Msg, place: Msg } = "replay-text-captures-one",
        CapturesMany { stones: Msg, parts: Msg, more: Option<u16> } = "replay-text-captures-many",
        CapturePart { count: u16, place: Msg } = "replay-text-capture-part",
        TuzdykClaimed { place: Msg, seat: Msg } = "replay-text-tuzdyk-claimed",
        GrandSlamAllowed { them: Msg, who: Msg } = "replay-text-grand-slam-allowed",
        GrandSlamNothing { them: Msg } = "replay-text-grand-slam-nothing",
        ExtraTurn { who: Msg } = "replay-text-extra-turn",
        Passes { them: Msg, who: Msg } = "replay-text-passes",
        SetEnds { how: Msg } = "replay-text-set-ends",
        Swept { parts: Msg } = "replay-text-swept",
        SweptPart { stones: Msg, seat: Msg } = "replay-text-swept-part",
        Illegal { ply: usize, what_if: bool, at: Option<Msg>, mover: Msg, why: String } = "replay-text-illegal",
        /// After the end nobody was to move: the pit alone.
        MoverPit { pit: u8 } = "replay-text-mover-pit",
        MoverPlays { who: Msg, pit: u8 } = "replay-text-mover-plays",
        Stops { ply: usize } = "replay-text-stops",
        SummaryStores { south: Msg, south_store: u16, north: Msg, north_store: u16 } = "replay-text-summary-stores",
        WinsSet { who: Msg } = "replay-text-wins-set",
        SetOverAfter { plies: usize, how: Msg, stores: Msg, result: Msg } = "replay-text-set-over-after",
        NotOverAfter { plies: usize, who: Msg, stores: Msg } = "replay-text-not-over-after",
        AfterWhatIfMove { k: usize } = "replay-text-after-what-if-move",
        AfterMove { k: usize } = "replay-text-after-move",
        OnSide { name: String } = "replay-text-on-side",
        CountSetIsOver { how: Msg } = "replay-text-count-set-is-over",
        CountNext { who: Msg } = "replay-text-count-next",
        CountAnswer { when: Msg, stones: Msg, place: Msg, whose: Option<Msg>, next: Msg } = "replay-text-count-answer",
        BestSolver { mover: Msg, pit: u8, verdict: Msg } = "replay-text-best-solver",
        BestBy { mover: Msg, by: String, pit: u8 } = "replay-text-best-by",
    }
}

/// `items` as one list, in order (`None` when there is none).
pub(crate) fn list(items: Vec<Msg>) -> Option<Msg> {
    items
        .into_iter()
        .reduce(|first, then| ReplayText::List { first, then }.msg())
}

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
    pub fn who(&self, player: Player) -> Msg {
        match &self.names {
            Some(names) => ReplayText::Seated {
                name: names[player.index()].clone(),
                seat: seat(player).msg(),
            }
            .msg(),
            None => seat(player).msg(),
        }
    }

    /// A seat: "South" / "Güney".
    pub fn seat(&self, player: Player) -> Msg {
        seat(player).msg()
    }

    /// A place on the board: "South's pit 3", "North's store".
    pub fn place(&self, p: Place) -> Msg {
        match p {
            Place::Pit { player, pit } => ReplayText::PlacePit {
                seat: self.seat(player),
                pit,
            },
            Place::Store(player) => ReplayText::PlaceStore {
                seat: self.seat(player),
            },
        }
        .msg()
    }

    /// "4 stones" / "4 taş".
    pub fn stones(&self, n: impl Into<u32>) -> Msg {
        ReplayText::Stones { n: n.into() }.msg()
    }

    /// The person's name alone ("" when no names are known).
    pub fn name(&self, seat: Player) -> &str {
        self.names.as_ref().map_or("", |n| n[seat.index()].as_str())
    }

    /// "samples/x.toml, set 2" or "moves from the command line".
    pub fn what(&self) -> Msg {
        match &self.file {
            Some(f) => ReplayText::WhatSet {
                file: f.name.clone(),
                set: self.set,
            }
            .msg(),
            None => Label::ReplayWhatMoves.msg(),
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
    let of = ReplayText::Of {
        what: ctx.what(),
        title: titles.get(words.language()).into(),
        name: ctx.rules.name().into(),
    };
    let _ = writeln!(out, "{}", words.say(&of));
    if let Some(names) = &ctx.names {
        let seats = ReplayText::Seats {
            south: names[0].clone(),
            south_side: Term::side(ctx.starts).msg(),
            north: names[1].clone(),
            north_side: Term::side(ctx.starts.other()).msg(),
        };
        let _ = writeln!(out, "{}", words.say(&seats));
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
            let _ = writeln!(out, "\n{}", words.say(&ReplayText::WhatIf { after: ply }));
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
    let name = |p: Player| ctx.names.as_ref().map(|_| ctx.name(p));
    for l in diagram(
        ctx.words,
        position,
        ctx.rules.sowing().direction,
        name(Player::North),
        name(Player::South),
    )
    .lines()
    {
        let _ = writeln!(out, "  {}", l.trim_end());
    }
    let _ = writeln!(out, "  {}", count_line(ctx, position));
}

/// The short count of a position: "Count: South 4 4 0 5 5 5, store 1 |
/// North 4 4 4 4 4 4, store 0 | South to move."
pub fn count_line(ctx: &Context, position: &Position) -> String {
    let row = |p: Player| {
        let pits: Vec<String> = position.row(p).iter().map(u16::to_string).collect();
        ReplayText::CountRow {
            seat: ctx.seat(p),
            pits: pits.join(" "),
            store: position.store(p),
        }
        .msg()
    };
    let next = match position.ended() {
        Some(end) => ReplayText::CountSetOver { how: end.msg() },
        None => ReplayText::CountToMove {
            who: ctx.who(position.to_move()),
        },
    };
    ctx.words.say(&ReplayText::CountLine {
        south: row(Player::South),
        north: row(Player::North),
        next: next.msg(),
    })
}

/// One move in words.
pub fn move_text(out: &mut String, ctx: &Context, step: &Step) {
    let o = &step.outcome;
    let line = ReplayText::Move {
        ply: step.ply,
        what_if: step.what_if,
        who: ctx.who(o.mover),
        pit: o.pit,
    };
    let _ = writeln!(out, "{}", ctx.words.say(&line));
    for sentence in narrate(ctx, o, &step.after) {
        let _ = writeln!(out, "  {}", ctx.words.say(&sentence));
    }
}

/// What a move did, one sentence per fact.
pub fn narrate(ctx: &Context, o: &Outcome, after: &Position) -> Vec<ReplayText> {
    let mut lines = Vec::new();
    let them = ctx.seat(o.mover.opponent());
    if o.had_to_feed {
        lines.push(ReplayText::Feed { them: them.clone() });
    }
    let tuzdyk_owner = [Player::South, Player::North].into_iter().find(|&p| {
        matches!(o.last, Place::Pit { player, pit } if player != p && after.tuzdyk(p) == Some(pit))
    });
    let last = ctx.place(o.last);
    let landing = match (o.last, tuzdyk_owner) {
        (Place::Pit { .. }, Some(owner)) if o.claimed_tuzdyk != Some(o.last) => {
            ReplayText::LandsTuzdyk {
                place: last,
                owner: ctx.seat(owner),
            }
        }
        (Place::Store(_), _) => ReplayText::Lands { place: last },
        (Place::Pit { .. }, _) => match count_after_sowing(o, after) {
            Some(count) => ReplayText::LandsMaking { place: last, count },
            None => ReplayText::Lands { place: last },
        },
    }
    .msg();
    if o.relay_laps > 0 {
        lines.push(ReplayText::SowsRelay {
            stones: ctx.stones(o.sown),
            laps: o.relay_laps,
            lifted: ctx.stones(o.relay_sown),
            landing,
        });
    } else {
        lines.push(ReplayText::Sows {
            stones: ctx.stones(o.sown),
            landing,
        });
    }
    for p in [Player::South, Player::North] {
        let n = o.into_tuzdyk[p.index()];
        if n > 0 {
            lines.push(ReplayText::IntoTuzdyk {
                stones: ctx.stones(n),
                seat: ctx.seat(p),
            });
        }
    }
    for c in o.captures().iter().filter(|c| c.during_sowing) {
        lines.push(ReplayText::CapturedDuringSowing {
            stones: ctx.stones(c.stones),
            place: ctx.place(c.from),
            seat: ctx.seat(c.to),
        });
    }
    let captures: Vec<_> = o.captures().iter().filter(|c| !c.during_sowing).collect();
    match captures.as_slice() {
        [] => {}
        [one] => lines.push(ReplayText::CapturesOne {
            stones: ctx.stones(one.stones),
            place: ctx.place(one.from),
        }),
        many => {
            let parts: Vec<Msg> = many
                .iter()
                .map(|c| {
                    ReplayText::CapturePart {
                        count: c.stones,
                        place: ctx.place(c.from),
                    }
                    .msg()
                })
                .collect();
            let total: u16 = many.iter().map(|c| c.stones).sum::<u16>() + o.unlisted;
            if let Some(parts) = list(parts) {
                lines.push(ReplayText::CapturesMany {
                    stones: ctx.stones(total),
                    parts,
                    more: (o.unlisted > 0).then_some(o.unlisted),
                });
            }
        }
    }
    if let Some(pit) = o.claimed_tuzdyk {
        lines.push(ReplayText::TuzdykClaimed {
            place: ctx.place(pit),
            seat: ctx.seat(o.mover),
        });
    }
    if o.grand_slam && o.captured() > 0 {
        lines.push(ReplayText::GrandSlamAllowed {
            them: them.clone(),
            who: ctx.who(o.mover),
        });
    } else if o.grand_slam {
        lines.push(ReplayText::GrandSlamNothing { them: them.clone() });
    }
    if o.extra_turn {
        lines.push(ReplayText::ExtraTurn {
            who: ctx.who(o.mover),
        });
    }
    if o.passed {
        lines.push(ReplayText::Passes {
            them,
            who: ctx.who(o.mover),
        });
    }
    if let Some(end) = o.ended {
        lines.push(ReplayText::SetEnds { how: end.msg() });
        let swept: Vec<Msg> = [Player::South, Player::North]
            .into_iter()
            .filter(|p| o.swept[p.index()] > 0)
            .map(|p| {
                ReplayText::SweptPart {
                    stones: ctx.stones(o.swept[p.index()]),
                    seat: ctx.seat(p),
                }
                .msg()
            })
            .collect();
        if let Some(parts) = list(swept) {
            lines.push(ReplayText::Swept { parts });
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
            let (line, column) = source.line_col(span.start);
            Some(
                Located {
                    file: source.name.clone(),
                    line,
                    column,
                }
                .msg(),
            )
        }
        _ => None,
    };
    let words = ctx.words;
    let pit = u8::try_from(stop.pit).unwrap_or(u8::MAX);
    // After the end nobody was to move: name the pit, not a player.
    let mover = match stop.illegal {
        IllegalMove::GameOver { .. } => ReplayText::MoverPit { pit },
        _ => ReplayText::MoverPlays {
            who: ctx.who(stop.player),
            pit,
        },
    };
    let line = ReplayText::Illegal {
        ply: stop.ply,
        what_if: stop.what_if,
        at,
        mover: mover.msg(),
        why: words.say(&stop.illegal),
    };
    let _ = writeln!(out, "{}", words.say(&line));
    let _ = writeln!(out, "{}", words.say(&ReplayText::Stops { ply: stop.ply }));
}

/// The state at the end of the line: who moves, or the result.
fn summary(out: &mut String, ctx: &Context, last: &Position, plies: usize) {
    let stores = ReplayText::SummaryStores {
        south: ctx.who(Player::South),
        south_store: last.store(Player::South),
        north: ctx.who(Player::North),
        north_store: last.store(Player::North),
    }
    .msg();
    let line = match last.ended() {
        Some(end) => {
            let result = match last.store(Player::South).cmp(&last.store(Player::North)) {
                std::cmp::Ordering::Greater => ReplayText::WinsSet {
                    who: ctx.who(Player::South),
                }
                .msg(),
                std::cmp::Ordering::Less => ReplayText::WinsSet {
                    who: ctx.who(Player::North),
                }
                .msg(),
                std::cmp::Ordering::Equal => Label::SetIsDrawn.msg(),
            };
            ReplayText::SetOverAfter {
                plies,
                how: end.msg(),
                stores,
                result,
            }
        }
        None => ReplayText::NotOverAfter {
            plies,
            who: ctx.who(last.to_move()),
            stores,
        },
    };
    let _ = writeln!(out, "{}", ctx.words.say(&line));
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
    let when = match (ply, what_if) {
        (0, _) => Label::AtStart.msg(),
        (k, true) => ReplayText::AfterWhatIfMove { k }.msg(),
        (k, false) => ReplayText::AfterMove { k }.msg(),
    };
    let owner = match at {
        Place::Pit { player, .. } | Place::Store(player) => player,
    };
    let whose = ctx.names.as_ref().map(|_| {
        ReplayText::OnSide {
            name: ctx.name(owner).into(),
        }
        .msg()
    });
    let next = match position.ended() {
        Some(end) => ReplayText::CountSetIsOver { how: end.msg() },
        None => ReplayText::CountNext {
            who: ctx.who(position.to_move()),
        },
    };
    ctx.words.say(&ReplayText::CountAnswer {
        when,
        stones: ctx.stones(count),
        place: ctx.place(at),
        whose,
        next: next.msg(),
    }) + "\n"
}

/// `replay --best`'s line: the best move for the side to move at `p`, and
/// the solver's value when it gave one.
pub fn best_text(ctx: &Context, p: &Position, best: &Best) -> String {
    let mover = p.to_move();
    let line = match (best.pit, best.value) {
        (None, _) => Label::BestNone.msg(),
        (Some(pit), Some(v)) => ReplayText::BestSolver {
            mover: seat(mover).msg(),
            pit,
            verdict: solved(mover, v),
        }
        .msg(),
        (Some(pit), None) => ReplayText::BestBy {
            mover: seat(mover).msg(),
            by: best.by.clone(),
            pit,
        }
        .msg(),
    };
    ctx.words.say(&line) + "\n"
}
