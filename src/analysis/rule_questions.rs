//! A ruleset in words: one describing function per rule question, the only
//! place where a [`Ruleset`] field becomes text. `hakem compare` builds its
//! table from [`QUESTIONS`]; no variant has hand-written text here.

use crate::ruleset::{
    CannotFeedLeftover, CaptureRule, CaptureTo, CountCondition, Direction, GrandSlam, Leftover,
    LoneStone, MAX_RELAY_LAPS, NoMove, Relay, RowEmpty, Ruleset, Side, Take,
};

/// A rule question and how a ruleset answers it.
pub struct Question {
    pub key: &'static str,
    pub label: &'static str,
    pub describe: fn(&Ruleset) -> String,
}

/// Every rule question, in table order.
pub const QUESTIONS: &[Question] = &[
    Question {
        key: "board",
        label: "board",
        describe: board,
    },
    Question {
        key: "stones",
        label: "stones",
        describe: stones,
    },
    Question {
        key: "start",
        label: "start (pit 1 → N, both rows)",
        describe: start,
    },
    Question {
        key: "direction",
        label: "sowing direction",
        describe: direction,
    },
    Question {
        key: "sowing_start",
        label: "sowing starts",
        describe: sowing_start,
    },
    Question {
        key: "lone_stone",
        label: "a lone stone",
        describe: lone_stone,
    },
    Question {
        key: "lap_skip",
        label: "emptied pit on later laps",
        describe: lap_skip,
    },
    Question {
        key: "stores_sown",
        label: "stores sown",
        describe: stores_sown,
    },
    Question {
        key: "extra_turn",
        label: "extra turn",
        describe: extra_turn,
    },
    Question {
        key: "relay",
        label: "relay (multi-lap) sowing",
        describe: relay,
    },
    Question {
        key: "capture_during",
        label: "captures during sowing",
        describe: capture_during,
    },
    Question {
        key: "capture_own",
        label: "capture on own side",
        describe: capture_own,
    },
    Question {
        key: "capture_opponent",
        label: "capture on opponent's side",
        describe: capture_opponent,
    },
    Question {
        key: "tuzdyk",
        label: "special pit (tuzdyk)",
        describe: tuzdyk,
    },
    Question {
        key: "grand_slam",
        label: "grand slam",
        describe: grand_slam,
    },
    Question {
        key: "feeding",
        label: "feeding an empty opponent",
        describe: feeding,
    },
    Question {
        key: "no_move",
        label: "a player with no stones",
        describe: no_move,
    },
    Question {
        key: "end",
        label: "game ends when",
        describe: end,
    },
    Question {
        key: "leftover",
        label: "stones left on the board go to",
        describe: leftover,
    },
];

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn board(r: &Ruleset) -> String {
    format!("{} pits a side", r.pits())
}

fn stones(r: &Ruleset) -> String {
    match r.stones() {
        Some(s) => format!("{s} a pit ({} in all)", r.total_stones()),
        None => format!("pit by pit ({} in all)", r.total_stones()),
    }
}

fn start(r: &Ruleset) -> String {
    match r.stones() {
        Some(_) => "every pit alike".to_string(),
        None => start_list(r),
    }
}

/// A row's start, pit 1 first: "12, 12, 2, 12".
pub fn start_list(r: &Ruleset) -> String {
    let list: Vec<String> = r.start().iter().map(u16::to_string).collect();
    list.join(", ")
}

fn direction(r: &Ruleset) -> String {
    match r.sowing().direction {
        Direction::Counterclockwise => "counterclockwise (your pits 1 → N, then your store)",
        Direction::Clockwise => "clockwise (your pits N → 1, then your store)",
    }
    .into()
}

fn relay(r: &Ruleset) -> String {
    match r.sowing().relay {
        Relay::None => "no: one lap".into(),
        Relay::Landing => format!(
            "a last stone in a pit that held stones lifts it and sowing goes on (at most {MAX_RELAY_LAPS} laps)"
        ),
        Relay::NextPit => format!(
            "the pit after the last stone is lifted and sown on; an empty one ends the sowing (at most {MAX_RELAY_LAPS} laps)"
        ),
    }
}

fn capture_during(r: &Ruleset) -> String {
    let set = &r.sowing().capture_during;
    if set.is_empty() {
        return "—".into();
    }
    let to = match r.sowing().capture_during_to {
        CaptureTo::PitOwner => "the pit's owner",
        CaptureTo::Mover => "the mover",
    };
    format!("a pit any stone makes {} goes to {to}", list(set))
}

fn tuzdyk(r: &Ruleset) -> String {
    let Some(t) = r.tuzdyk() else {
        return "—".into();
    };
    let mut parts = vec![format!(
        "last stone making {} in an opponent's pit claims it (one each); stones sown into it go to its owner",
        t.count
    )];
    if t.not_last_pit {
        parts.push("never the opponent's last pit".into());
    }
    if t.not_mirror {
        parts.push("never the pit with the number of the opponent's own".into());
    }
    parts.join("; ")
}

fn no_move(r: &Ruleset) -> String {
    match r.no_move() {
        NoMove::Ends => "the game ends".into(),
        NoMove::Pass => "passes; the game ends when neither player has a stone".into(),
    }
}

fn list(set: &[u16]) -> String {
    let n: Vec<String> = set.iter().map(u16::to_string).collect();
    let last = n.len().saturating_sub(1);
    if n.len() > 1 {
        format!("{} or {}", n[..last].join(", "), n[last])
    } else {
        n.join("")
    }
}

fn sowing_start(r: &Ruleset) -> String {
    if r.sowing().origin_first {
        "first stone back into the emptied pit".into()
    } else {
        "in the next place".into()
    }
}

fn lone_stone(r: &Ruleset) -> String {
    match (r.sowing().origin_first, r.sowing().lone_stone) {
        (false, _) => "sown like any other (to the next place)".into(),
        (true, LoneStone::Next) => "moves to the next place".into(),
        (true, LoneStone::Sow) => "goes back into its own pit".into(),
    }
}

fn lap_skip(r: &Ruleset) -> String {
    if r.sowing().skip_origin {
        "skipped (stays empty)".into()
    } else {
        "sown like any other".into()
    }
}

fn stores_sown(r: &Ruleset) -> String {
    format!(
        "own: {} / opponent's: {}",
        yes_no(r.sowing().own_store),
        yes_no(r.sowing().opponent_store)
    )
}

fn extra_turn(r: &Ruleset) -> String {
    if !r.sowing().own_store {
        // The last stone can never land in the mover's store.
        "— (own store not sown)".into()
    } else if r.sowing().extra_turn {
        "yes, last stone in own store".into()
    } else {
        "no".into()
    }
}

fn count(c: &CountCondition) -> String {
    match c {
        CountCondition::Even => "makes it even".into(),
        CountCondition::Odd => "makes it odd".into(),
        CountCondition::WasEmpty => "lands in an empty pit".into(),
        CountCondition::Any => "lands".into(),
        CountCondition::OneOf(set) => format!("makes it {}", list(set)),
    }
}

fn capture_rule(rule: &CaptureRule) -> String {
    let mut parts = vec![format!("last stone {}", count(&rule.count))];
    let takes_pit = rule.take.contains(&Take::Pit);
    let takes_opposite = rule.take.contains(&Take::Opposite);
    parts.push(
        match (takes_pit, takes_opposite) {
            (true, true) => "takes the opposite pit and that pit",
            (true, false) => "takes that pit",
            (false, true) => "takes the opposite pit only, the last stone stays",
            (false, false) => "",
        }
        .to_string(),
    );
    if rule.take.contains(&Take::Beyond) {
        parts.push("takes the pit beyond the empty next pit".into());
    }
    parts.retain(|p| !p.is_empty());
    if rule.opposite_nonempty {
        parts.push("only if the opposite pit holds stones".into());
    }
    if rule.chain && rule.chain_across {
        parts.push("chains backwards across both rows".into());
    } else if rule.chain {
        parts.push("chains backwards".into());
    }
    parts.join(": ")
}

fn captures_on(r: &Ruleset, side: Side) -> String {
    let rules: Vec<String> = r
        .captures()
        .iter()
        .filter(|c| c.side.covers(side))
        .map(capture_rule)
        .collect();
    if rules.is_empty() {
        "—".into()
    } else {
        rules.join("; then ")
    }
}

fn capture_own(r: &Ruleset) -> String {
    captures_on(r, Side::Own)
}

fn capture_opponent(r: &Ruleset) -> String {
    captures_on(r, Side::Opponent)
}

fn grand_slam(r: &Ruleset) -> String {
    match r.grand_slam() {
        GrandSlam::Capture => "captures as usual",
        GrandSlam::NoCapture => "legal, captures nothing",
        GrandSlam::Illegal => "illegal",
        GrandSlam::IllegalUnlessForced => "illegal, unless every move is one (then it captures)",
    }
    .into()
}

fn feeding(r: &Ruleset) -> String {
    if !r.must_feed() {
        return "no obligation".into();
    }
    let who = match r.end().cannot_feed_leftover {
        CannotFeedLeftover::Mover => "the mover takes their own row",
        CannotFeedLeftover::Opponent => "the starved player takes every stone left",
        CannotFeedLeftover::LastMover => "the player who made the last move takes every stone left",
    };
    format!("must feed; if no move can, {who} and the game ends")
}

fn end(r: &Ruleset) -> String {
    let mut parts = vec![
        match r.end().row_empty {
            RowEmpty::AfterMove => "either row is empty after a move",
            RowEmpty::ToMove => "the player to move has an empty row",
        }
        .to_string(),
    ];
    if r.end().majority {
        parts.push(format!(
            "a player has captured more than {} (or both {})",
            r.total_stones() / 2,
            r.total_stones() / 2
        ));
    }
    if r.must_feed() {
        parts.push("the opponent cannot be fed".into());
    }
    if r.end().cycle {
        parts.push("a position repeats (each takes their own row)".into());
    }
    if r.grand_slam() == GrandSlam::Illegal {
        parts.push(
            "every move the player to move has is an illegal grand slam (each takes their own row)"
                .into(),
        );
    }
    parts.join("; or ")
}

fn leftover(r: &Ruleset) -> String {
    let to = match r.end().leftover {
        Leftover::RowOwner => "each row's owner",
        Leftover::EmptyRowPlayer => "the player whose row is empty",
        Leftover::LastMover => "the player who made the last move",
    };
    if r.end().majority {
        format!("{to} (after a majority they stay on the board)")
    } else {
        to.into()
    }
}
