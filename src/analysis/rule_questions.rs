//! A ruleset answered question by question: one describing function per
//! rule question, the only place where a [`Ruleset`] field becomes a
//! message. `hakem compare` builds its table from [`QUESTIONS`]; no variant
//! has hand-written text here, and the words are in
//! `locales/*/analysis.ftl`.

use crate::ruleset::{
    CannotFeedLeftover, CaptureRule, CaptureTo, CountCondition, Direction, GrandSlam, Leftover,
    LoneStone, MAX_RELAY_LAPS, NoMove, Relay, RowEmpty, Ruleset, Side, Take,
};
use crate::words::{Message, Msg};

crate::messages! {
    /// The rule questions of a sowing ruleset: the labels of `hakem
    /// compare`'s rows.
    pub enum RuleQuestion {
        Board = "rules-q-board",
        Stones = "rules-q-stones",
        Start = "rules-q-start",
        Direction = "rules-q-direction",
        SowingStart = "rules-q-sowing-start",
        LoneStone = "rules-q-lone-stone",
        LapSkip = "rules-q-lap-skip",
        StoresSown = "rules-q-stores-sown",
        ExtraTurn = "rules-q-extra-turn",
        Relay = "rules-q-relay",
        CaptureDuring = "rules-q-capture-during",
        CaptureOwn = "rules-q-capture-own",
        CaptureOpponent = "rules-q-capture-opponent",
        Tuzdyk = "rules-q-tuzdyk",
        GrandSlam = "rules-q-grand-slam",
        Feeding = "rules-q-feeding",
        NoMove = "rules-q-no-move",
        End = "rules-q-end",
        Leftover = "rules-q-leftover",
    }
}

crate::messages! {
    /// How a sowing ruleset answers a rule question.
    pub enum RuleAnswer {
        /// Not in these rules: a dash.
        NotInRules = "rules-none",
        /// Numbers as written ("12, 12, 2, 12").
        Numbers { list: String } = "rules-numbers",
        /// "2, 4 or 6".
        NumbersOr { most: String, last: u16 } = "rules-numbers-or",
        /// Two answers in a row ("last stone lands: takes that pit").
        Then { first: Msg, then: Msg } = "rules-then",
        /// Two facts of one answer ("…; never the opponent's last pit").
        Also { first: Msg, then: Msg } = "rules-also",
        /// Two capture rules tried in turn.
        ThenRule { first: Msg, then: Msg } = "rules-then-rule",
        /// Two ways a game ends.
        OrEnds { first: Msg, then: Msg } = "rules-or-ends",
        PitsASide { pits: u8 } = "rules-pits-a-side",
        StonesAPit { stones: u16, total: u16 } = "rules-stones-a-pit",
        StonesUneven { total: u16 } = "rules-stones-uneven",
        StartAlike = "rules-start-alike",
        Counterclockwise = "rules-counterclockwise",
        Clockwise = "rules-clockwise",
        RelayNone = "rules-relay-none",
        RelayLanding { laps: u32 } = "rules-relay-landing",
        RelayNextPit { laps: u32 } = "rules-relay-next-pit",
        CaptureDuringToOwner { counts: Msg } = "rules-capture-during-owner",
        CaptureDuringToMover { counts: Msg } = "rules-capture-during-mover",
        TuzdykClaim { count: u16 } = "rules-tuzdyk",
        TuzdykNotLastPit = "rules-tuzdyk-not-last-pit",
        TuzdykNotMirror = "rules-tuzdyk-not-mirror",
        NoMoveEnds = "rules-no-move-ends",
        NoMovePasses = "rules-no-move-passes",
        SowingFromOrigin = "rules-sowing-from-origin",
        SowingFromNext = "rules-sowing-from-next",
        LoneLikeAny = "rules-lone-like-any",
        LoneNext = "rules-lone-next",
        LoneBack = "rules-lone-back",
        LapSkipped = "rules-lap-skipped",
        LapSown = "rules-lap-sown",
        StoresSown { own: bool, opponent: bool } = "rules-stores-sown",
        ExtraTurnNoStore = "rules-extra-turn-no-store",
        ExtraTurnYes = "rules-extra-turn-yes",
        ExtraTurnNo = "rules-extra-turn-no",
        CountEven = "rules-count-even",
        CountOdd = "rules-count-odd",
        CountWasEmpty = "rules-count-was-empty",
        CountAny = "rules-count-any",
        CountOneOf { counts: Msg } = "rules-count-one-of",
        LastStone { count: Msg } = "rules-last-stone",
        TakesBoth = "rules-takes-both",
        TakesPit = "rules-takes-pit",
        TakesOpposite = "rules-takes-opposite",
        TakesBeyond = "rules-takes-beyond",
        OnlyIfOppositeHolds = "rules-only-if-opposite-holds",
        ChainsAcross = "rules-chains-across",
        Chains = "rules-chains",
        GrandSlamCaptures = "rules-grand-slam-captures",
        GrandSlamNoCapture = "rules-grand-slam-no-capture",
        GrandSlamIllegal = "rules-grand-slam-illegal",
        GrandSlamUnlessForced = "rules-grand-slam-unless-forced",
        FeedingNone = "rules-feeding-none",
        MustFeed { then: Msg } = "rules-must-feed",
        CannotFeedMover = "rules-cannot-feed-mover",
        CannotFeedStarved = "rules-cannot-feed-starved",
        CannotFeedLastMover = "rules-cannot-feed-last-mover",
        EndRowEmpty = "rules-end-row-empty",
        EndToMoveEmpty = "rules-end-to-move-empty",
        EndMajority { half: u16 } = "rules-end-majority",
        EndCannotFeed = "rules-end-cannot-feed",
        EndCycle = "rules-end-cycle",
        EndIllegalGrandSlam = "rules-end-illegal-grand-slam",
        LeftoverRowOwner = "rules-leftover-row-owner",
        LeftoverEmptyRow = "rules-leftover-empty-row",
        LeftoverLastMover = "rules-leftover-last-mover",
        LeftoverAfterMajority { to: Msg } = "rules-leftover-after-majority",
    }
}

/// A rule question and how a ruleset answers it.
pub struct Question {
    /// The question's key in JSON.
    pub key: &'static str,
    pub label: RuleQuestion,
    pub describe: fn(&Ruleset) -> Msg,
}

/// Every rule question, in table order.
pub const QUESTIONS: &[Question] = &[
    Question {
        key: "board",
        label: RuleQuestion::Board,
        describe: board,
    },
    Question {
        key: "stones",
        label: RuleQuestion::Stones,
        describe: stones,
    },
    Question {
        key: "start",
        label: RuleQuestion::Start,
        describe: start,
    },
    Question {
        key: "direction",
        label: RuleQuestion::Direction,
        describe: direction,
    },
    Question {
        key: "sowing_start",
        label: RuleQuestion::SowingStart,
        describe: sowing_start,
    },
    Question {
        key: "lone_stone",
        label: RuleQuestion::LoneStone,
        describe: lone_stone,
    },
    Question {
        key: "lap_skip",
        label: RuleQuestion::LapSkip,
        describe: lap_skip,
    },
    Question {
        key: "stores_sown",
        label: RuleQuestion::StoresSown,
        describe: stores_sown,
    },
    Question {
        key: "extra_turn",
        label: RuleQuestion::ExtraTurn,
        describe: extra_turn,
    },
    Question {
        key: "relay",
        label: RuleQuestion::Relay,
        describe: relay,
    },
    Question {
        key: "capture_during",
        label: RuleQuestion::CaptureDuring,
        describe: capture_during,
    },
    Question {
        key: "capture_own",
        label: RuleQuestion::CaptureOwn,
        describe: capture_own,
    },
    Question {
        key: "capture_opponent",
        label: RuleQuestion::CaptureOpponent,
        describe: capture_opponent,
    },
    Question {
        key: "tuzdyk",
        label: RuleQuestion::Tuzdyk,
        describe: tuzdyk,
    },
    Question {
        key: "grand_slam",
        label: RuleQuestion::GrandSlam,
        describe: grand_slam,
    },
    Question {
        key: "feeding",
        label: RuleQuestion::Feeding,
        describe: feeding,
    },
    Question {
        key: "no_move",
        label: RuleQuestion::NoMove,
        describe: no_move,
    },
    Question {
        key: "end",
        label: RuleQuestion::End,
        describe: end,
    },
    Question {
        key: "leftover",
        label: RuleQuestion::Leftover,
        describe: leftover,
    },
];

use RuleAnswer as A;

/// Answers joined in order by `join` (`None` when there is none).
fn joined(parts: Vec<Msg>, join: fn(Msg, Msg) -> RuleAnswer) -> Option<Msg> {
    parts
        .into_iter()
        .reduce(|first, then| join(first, then).msg())
}

fn board(r: &Ruleset) -> Msg {
    A::PitsASide { pits: r.pits() }.msg()
}

fn stones(r: &Ruleset) -> Msg {
    let total = r.total_stones();
    match r.stones() {
        Some(stones) => A::StonesAPit { stones, total },
        None => A::StonesUneven { total },
    }
    .msg()
}

fn start(r: &Ruleset) -> Msg {
    match r.stones() {
        Some(_) => A::StartAlike,
        // A row's start, pit 1 first: "12, 12, 2, 12".
        None => A::Numbers {
            list: r
                .start()
                .iter()
                .map(u16::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        },
    }
    .msg()
}

fn direction(r: &Ruleset) -> Msg {
    match r.sowing().direction {
        Direction::Counterclockwise => A::Counterclockwise,
        Direction::Clockwise => A::Clockwise,
    }
    .msg()
}

fn relay(r: &Ruleset) -> Msg {
    let laps = MAX_RELAY_LAPS;
    match r.sowing().relay {
        Relay::None => A::RelayNone,
        Relay::Landing => A::RelayLanding { laps },
        Relay::NextPit => A::RelayNextPit { laps },
    }
    .msg()
}

/// "2, 4 or 6".
fn counts(set: &[u16]) -> Msg {
    match set.split_last() {
        Some((last, most)) if !most.is_empty() => A::NumbersOr {
            most: most
                .iter()
                .map(u16::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            last: *last,
        },
        _ => A::Numbers {
            list: set.iter().map(u16::to_string).collect::<Vec<_>>().join(""),
        },
    }
    .msg()
}

fn capture_during(r: &Ruleset) -> Msg {
    let set = &r.sowing().capture_during;
    if set.is_empty() {
        return A::NotInRules.msg();
    }
    let counts = counts(set);
    match r.sowing().capture_during_to {
        CaptureTo::PitOwner => A::CaptureDuringToOwner { counts },
        CaptureTo::Mover => A::CaptureDuringToMover { counts },
    }
    .msg()
}

fn tuzdyk(r: &Ruleset) -> Msg {
    let Some(t) = r.tuzdyk() else {
        return A::NotInRules.msg();
    };
    let mut parts = vec![A::TuzdykClaim { count: t.count }.msg()];
    if t.not_last_pit {
        parts.push(A::TuzdykNotLastPit.msg());
    }
    if t.not_mirror {
        parts.push(A::TuzdykNotMirror.msg());
    }
    joined(parts, |first, then| A::Also { first, then }).unwrap_or_else(|| A::NotInRules.msg())
}

fn no_move(r: &Ruleset) -> Msg {
    match r.no_move() {
        NoMove::Ends => A::NoMoveEnds,
        NoMove::Pass => A::NoMovePasses,
    }
    .msg()
}

fn sowing_start(r: &Ruleset) -> Msg {
    if r.sowing().origin_first {
        A::SowingFromOrigin
    } else {
        A::SowingFromNext
    }
    .msg()
}

fn lone_stone(r: &Ruleset) -> Msg {
    match (r.sowing().origin_first, r.sowing().lone_stone) {
        (false, _) => A::LoneLikeAny,
        (true, LoneStone::Next) => A::LoneNext,
        (true, LoneStone::Sow) => A::LoneBack,
    }
    .msg()
}

fn lap_skip(r: &Ruleset) -> Msg {
    if r.sowing().skip_origin {
        A::LapSkipped
    } else {
        A::LapSown
    }
    .msg()
}

fn stores_sown(r: &Ruleset) -> Msg {
    A::StoresSown {
        own: r.sowing().own_store,
        opponent: r.sowing().opponent_store,
    }
    .msg()
}

fn extra_turn(r: &Ruleset) -> Msg {
    if !r.sowing().own_store {
        // The last stone can never land in the mover's store.
        A::ExtraTurnNoStore
    } else if r.sowing().extra_turn {
        A::ExtraTurnYes
    } else {
        A::ExtraTurnNo
    }
    .msg()
}

fn count(c: &CountCondition) -> Msg {
    match c {
        CountCondition::Even => A::CountEven,
        CountCondition::Odd => A::CountOdd,
        CountCondition::WasEmpty => A::CountWasEmpty,
        CountCondition::Any => A::CountAny,
        CountCondition::OneOf(set) => A::CountOneOf {
            counts: counts(set),
        },
    }
    .msg()
}

fn capture_rule(rule: &CaptureRule) -> Msg {
    let mut parts = vec![
        A::LastStone {
            count: count(&rule.count),
        }
        .msg(),
    ];
    let takes_pit = rule.take.contains(&Take::Pit);
    let takes_opposite = rule.take.contains(&Take::Opposite);
    match (takes_pit, takes_opposite) {
        (true, true) => parts.push(A::TakesBoth.msg()),
        (true, false) => parts.push(A::TakesPit.msg()),
        (false, true) => parts.push(A::TakesOpposite.msg()),
        (false, false) => {}
    }
    if rule.take.contains(&Take::Beyond) {
        parts.push(A::TakesBeyond.msg());
    }
    if rule.opposite_nonempty {
        parts.push(A::OnlyIfOppositeHolds.msg());
    }
    if rule.chain && rule.chain_across {
        parts.push(A::ChainsAcross.msg());
    } else if rule.chain {
        parts.push(A::Chains.msg());
    }
    joined(parts, |first, then| A::Then { first, then }).unwrap_or_else(|| A::NotInRules.msg())
}

fn captures_on(r: &Ruleset, side: Side) -> Msg {
    let rules: Vec<Msg> = r
        .captures()
        .iter()
        .filter(|c| c.side.covers(side))
        .map(capture_rule)
        .collect();
    joined(rules, |first, then| A::ThenRule { first, then }).unwrap_or_else(|| A::NotInRules.msg())
}

fn capture_own(r: &Ruleset) -> Msg {
    captures_on(r, Side::Own)
}

fn capture_opponent(r: &Ruleset) -> Msg {
    captures_on(r, Side::Opponent)
}

fn grand_slam(r: &Ruleset) -> Msg {
    match r.grand_slam() {
        GrandSlam::Capture => A::GrandSlamCaptures,
        GrandSlam::NoCapture => A::GrandSlamNoCapture,
        GrandSlam::Illegal => A::GrandSlamIllegal,
        GrandSlam::IllegalUnlessForced => A::GrandSlamUnlessForced,
    }
    .msg()
}

fn feeding(r: &Ruleset) -> Msg {
    if !r.must_feed() {
        return A::FeedingNone.msg();
    }
    let then = match r.end().cannot_feed_leftover {
        CannotFeedLeftover::Mover => A::CannotFeedMover,
        CannotFeedLeftover::Opponent => A::CannotFeedStarved,
        CannotFeedLeftover::LastMover => A::CannotFeedLastMover,
    }
    .msg();
    A::MustFeed { then }.msg()
}

fn end(r: &Ruleset) -> Msg {
    let mut parts = vec![
        match r.end().row_empty {
            RowEmpty::AfterMove => A::EndRowEmpty,
            RowEmpty::ToMove => A::EndToMoveEmpty,
        }
        .msg(),
    ];
    if r.end().majority {
        parts.push(
            A::EndMajority {
                half: r.total_stones() / 2,
            }
            .msg(),
        );
    }
    if r.must_feed() {
        parts.push(A::EndCannotFeed.msg());
    }
    if r.end().cycle {
        parts.push(A::EndCycle.msg());
    }
    if r.grand_slam() == GrandSlam::Illegal {
        parts.push(A::EndIllegalGrandSlam.msg());
    }
    joined(parts, |first, then| A::OrEnds { first, then }).unwrap_or_else(|| A::NotInRules.msg())
}

fn leftover(r: &Ruleset) -> Msg {
    let to = match r.end().leftover {
        Leftover::RowOwner => A::LeftoverRowOwner,
        Leftover::EmptyRowPlayer => A::LeftoverEmptyRow,
        Leftover::LastMover => A::LeftoverLastMover,
    }
    .msg();
    if r.end().majority {
        A::LeftoverAfterMajority { to }.msg()
    } else {
        to
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, Words};

    /// Every answer of `variant` in `language`, in table order.
    fn answers(variant: &str, language: Language) -> Vec<String> {
        let rules = crate::ruleset::builtin(variant).unwrap().unwrap();
        QUESTIONS
            .iter()
            .map(|q| Words::new(language).say(&(q.describe)(&rules)))
            .collect()
    }

    #[test]
    fn joined_answers_read_in_order_in_each_language() {
        let english = answers("oware", Language::EN);
        assert_eq!(
            english[12],
            "last stone makes it 2 or 3: takes that pit: chains backwards"
        );
        assert!(
            english[17].contains("; or a position repeats"),
            "{}",
            english[17]
        );
        let turkish = answers("oware", Language::TR);
        assert_eq!(
            turkish[12],
            "son taş kuyuyu 2 ya da 3 yaparsa: o kuyuyu alır: geriye doğru zincirlenir"
        );
        assert!(
            turkish[17].contains("; ya da bir pozisyon"),
            "{}",
            turkish[17]
        );
    }

    #[test]
    fn an_answer_is_the_same_message_wherever_the_rules_agree() {
        let kalah = crate::ruleset::builtin("kalah").unwrap().unwrap();
        let oware = crate::ruleset::builtin("oware").unwrap().unwrap();
        assert_eq!(board(&kalah), board(&oware));
        assert_ne!(extra_turn(&kalah), extra_turn(&oware));
    }
}
