//! The narrative of `hakem replay`: every move in words (stones sown, where
//! the last one landed, captures, extra turn, feeding, the end of the set)
//! followed by the board and a one-line count.

use std::fmt::Write;
use std::sync::Arc;

use super::board::diagram;
use crate::diagnostic::Source;
use crate::engine::{IllegalMove, Outcome, Place, Player, Position};
use crate::record::Who;
use crate::replay::{Line, Step, Stop};
use crate::ruleset::Ruleset;
use crate::words::place_en;

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
}

impl Context<'_> {
    /// "Ayşe Yılmaz (South)", or "South" when no names are known.
    pub fn who(&self, seat: Player) -> String {
        match &self.names {
            Some(names) => format!("{} ({seat})", names[seat.index()]),
            None => seat.to_string(),
        }
    }

    /// The person's name alone ("" when no names are known).
    pub fn name(&self, seat: Player) -> &str {
        self.names.as_ref().map_or("", |n| n[seat.index()].as_str())
    }

    /// "samples/x.toml, set 2" or "moves from the command line".
    pub fn what(&self) -> String {
        match &self.file {
            Some(f) => format!("{}, set {}", f.name, self.set),
            None => "moves from the command line".into(),
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

/// "4 stones" / "1 stone".
pub fn stones(n: u16) -> String {
    if n == 1 {
        "1 stone".into()
    } else {
        format!("{n} stones")
    }
}

/// The narrative of `line` as `view` selects it. `line` holds exactly the
/// moves to show (it was played up to the last one needed).
pub fn replay_text(ctx: &Context, line: &Line, view: View) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Replay of {} — {} ({})",
        ctx.what(),
        ctx.rules.title(),
        ctx.rules.name()
    );
    if let Some(names) = &ctx.names {
        let _ = writeln!(
            out,
            "South: {} ({}, starts the set). North: {} ({}).",
            names[0],
            ctx.starts.key(),
            names[1],
            ctx.starts.other().key()
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
                "\nWhat if, after move {ply}, these moves had been played instead \
                 (the record is not changed):"
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
            let _ = writeln!(out, "Start (position 0):");
        }
        Some(step) => move_text(out, ctx, step),
    }
    board_text(out, ctx, position);
}

/// The board diagram and the count line, indented.
pub fn board_text(out: &mut String, ctx: &Context, position: &Position) {
    for l in diagram(
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
    let row = |p: Player| {
        let pits: Vec<String> = position.row(p).iter().map(u16::to_string).collect();
        format!("{p} {}, store {}", pits.join(" "), position.store(p))
    };
    let next = match position.ended() {
        Some(end) => format!("set over ({})", end.code()),
        None => format!("{} to move", ctx.who(position.to_move())),
    };
    format!(
        "Count: {} | {} | {next}.",
        row(Player::South),
        row(Player::North)
    )
}

/// One move in words.
pub fn move_text(out: &mut String, ctx: &Context, step: &Step) {
    let o = &step.outcome;
    let tag = if step.what_if { " (what-if)" } else { "" };
    let _ = writeln!(
        out,
        "Move {}{tag}: {} plays pit {}.",
        step.ply,
        ctx.who(o.mover),
        o.pit
    );
    for sentence in narrate(ctx, o, &step.after) {
        let _ = writeln!(out, "  {sentence}");
    }
}

/// What a move did, one sentence per fact.
pub fn narrate(ctx: &Context, o: &Outcome, after: &Position) -> Vec<String> {
    let mut lines = Vec::new();
    let them = o.mover.opponent();
    if o.had_to_feed {
        lines.push(format!(
            "{them}'s row was empty, so this move had to give them stones."
        ));
    }
    let tuzdyk_owner = [Player::South, Player::North].into_iter().find(|&p| {
        matches!(o.last, Place::Pit { player, pit } if player != p && after.tuzdyk(p) == Some(pit))
    });
    let landing = match (o.last, tuzdyk_owner) {
        (Place::Pit { .. }, Some(owner)) if o.claimed_tuzdyk != Some(o.last) => {
            format!("the last lands in {} ({owner}'s tuzdyk)", place_en(o.last))
        }
        (Place::Store(_), _) => format!("the last lands in {}", place_en(o.last)),
        (Place::Pit { .. }, _) => match count_after_sowing(o, after) {
            Some(n) => format!("the last lands in {}, making {n}", place_en(o.last)),
            None => format!("the last lands in {}", place_en(o.last)),
        },
    };
    if o.relay_laps > 0 {
        let laps = if o.relay_laps == 1 {
            "1 relay lap".to_string()
        } else {
            format!("{} relay laps", o.relay_laps)
        };
        lines.push(format!(
            "Sows {}, then {laps} ({} lifted and sown on); {landing}.",
            stones(o.sown),
            stones_u32(o.relay_sown)
        ));
    } else {
        lines.push(format!("Sows {}; {landing}.", stones(o.sown)));
    }
    for p in [Player::South, Player::North] {
        let n = o.into_tuzdyk[p.index()];
        if n > 0 {
            lines.push(format!(
                "{} sown into {p}'s tuzdyk went to {p}'s store.",
                stones(n)
            ));
        }
    }
    for c in o.captures().iter().filter(|c| c.during_sowing) {
        lines.push(format!(
            "{} in {} captured during sowing, for {}.",
            stones(c.stones),
            place_en(c.from),
            c.to
        ));
    }
    let captures: Vec<_> = o.captures().iter().filter(|c| !c.during_sowing).collect();
    match captures.as_slice() {
        [] => {}
        [one] => lines.push(format!(
            "Captures {} from {}.",
            stones(one.stones),
            place_en(one.from)
        )),
        many => {
            let parts: Vec<String> = many
                .iter()
                .map(|c| format!("{} from {}", c.stones, place_en(c.from)))
                .collect();
            let more = if o.unlisted > 0 {
                format!(" and {} more", o.unlisted)
            } else {
                String::new()
            };
            let total: u16 = many.iter().map(|c| c.stones).sum::<u16>() + o.unlisted;
            lines.push(format!(
                "Captures {}: {}{more}.",
                stones(total),
                parts.join(", ")
            ));
        }
    }
    if let Some(pit) = o.claimed_tuzdyk {
        lines.push(format!(
            "{} becomes {}'s tuzdyk: every stone sown into it from now on goes to {}'s store.",
            place_en(pit),
            o.mover,
            o.mover
        ));
    }
    if o.grand_slam && o.captured() > 0 {
        lines.push(format!(
            "Grand slam: it takes every stone in {them}'s row, allowed because every move {} had was one.",
            ctx.who(o.mover)
        ));
    } else if o.grand_slam {
        lines.push(format!(
            "Grand slam: that capture would take every stone in {them}'s row, so nothing is captured."
        ));
    }
    if o.extra_turn {
        lines.push(format!("Extra turn: {} moves again.", ctx.who(o.mover)));
    }
    if o.passed {
        lines.push(format!(
            "{them} has no stones to play and passes: {} moves again.",
            ctx.who(o.mover)
        ));
    }
    if let Some(end) = o.ended {
        lines.push(format!(
            "The set ends: {} ({}).",
            crate::words::end_reason_en(end),
            end.code()
        ));
        let swept: Vec<String> = [Player::South, Player::North]
            .into_iter()
            .filter(|p| o.swept[p.index()] > 0)
            .map(|p| format!("{} to {p}'s store", stones(o.swept[p.index()])))
            .collect();
        if !swept.is_empty() {
            lines.push(format!(
                "The stones left in the rows are taken: {}.",
                swept.join(", ")
            ));
        }
    }
    lines
}

fn stones_u32(n: u32) -> String {
    if n == 1 {
        "1 stone".into()
    } else {
        format!("{n} stones")
    }
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
    let tag = if stop.what_if { " (what-if)" } else { "" };
    // After the end nobody was to move: name the pit, not a player.
    let mover = match stop.illegal {
        IllegalMove::GameOver { .. } => format!("pit {}", stop.pit),
        _ => format!("{} plays pit {}", ctx.who(stop.player), stop.pit),
    };
    let _ = writeln!(
        out,
        "ILLEGAL move {}{tag}{at}: {mover}: {}.",
        stop.ply,
        crate::words::illegal_move_en(&stop.illegal)
    );
    let _ = writeln!(
        out,
        "The replay stops here; the last board shown is the position before move {}.",
        stop.ply
    );
}

/// The state at the end of the line: who moves, or the result.
fn summary(out: &mut String, ctx: &Context, last: &Position, plies: usize) {
    let stores = format!(
        "Stores: {} {}, {} {}",
        ctx.who(Player::South),
        last.store(Player::South),
        ctx.who(Player::North),
        last.store(Player::North)
    );
    match last.ended() {
        Some(end) => {
            let result = match last.store(Player::South).cmp(&last.store(Player::North)) {
                std::cmp::Ordering::Greater => format!("{} wins the set", ctx.who(Player::South)),
                std::cmp::Ordering::Less => format!("{} wins the set", ctx.who(Player::North)),
                std::cmp::Ordering::Equal => "the set is drawn".into(),
            };
            let _ = writeln!(
                out,
                "Set over after {plies} moves: {} ({}). {stores}; {result}.",
                crate::words::end_reason_en(end),
                end.code()
            );
        }
        None => {
            let _ = writeln!(
                out,
                "After {plies} moves the set is not over; {} to move. {stores}.",
                ctx.who(last.to_move())
            );
        }
    }
}

/// The answer to `--count`, in words.
pub fn count_text(
    ctx: &Context,
    ply: usize,
    what_if: bool,
    place: Place,
    count: u16,
    position: &Position,
) -> String {
    let when = match (ply, what_if) {
        (0, _) => "At the start".to_string(),
        (k, true) => format!("After what-if move {k}"),
        (k, false) => format!("After move {k}"),
    };
    let owner = match place {
        Place::Pit { player, .. } | Place::Store(player) => player,
    };
    let whose = match &ctx.names {
        Some(_) => format!(" ({}'s side)", ctx.name(owner)),
        None => String::new(),
    };
    let next = match position.ended() {
        Some(end) => format!("The set is over ({}).", end.code()),
        None => format!("{} to move.", ctx.who(position.to_move())),
    };
    format!(
        "{when}: {} in {}{whose}. {next}\n",
        stones(count),
        place_en(place)
    )
}
