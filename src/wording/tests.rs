use chrono::NaiveDate;

use super::*;
use crate::engine::{EndReason, IllegalMove};
use crate::referee::{ProblemFacts, RoundProblem, SetEnd, Unit};

#[test]
fn dates_in_each_language() {
    let d = NaiveDate::from_ymd_opt(2023, 10, 29).unwrap();
    assert_eq!(Words::new(Language::TR).date(d), "29 Ekim 2023");
    assert_eq!(Words::new(Language::EN).date(d), "29 October 2023");
    let dt = d.and_hms_opt(14, 5, 0).unwrap();
    assert_eq!(Words::new(Language::TR).date_time(dt), "29 Ekim 2023 14:05");
    assert_eq!(
        Words::new(Language::EN).date_time(dt),
        "29 October 2023, 14:05"
    );
}

#[test]
fn points_notation() {
    assert_eq!(points(1.0), "1");
    assert_eq!(points(0.5), "½");
    assert_eq!(points(1.5), "1½");
    assert_eq!(points(0.0), "0");
    assert_eq!(points(0.25), "¼");
    assert_eq!(points(19.75), "19¾");
    assert_eq!(points(0.1), "0.10");
}

#[test]
fn tie_breaks_are_written_as_points_are() {
    assert_eq!(fraction(63, 2), "31½");
    assert_eq!(fraction(79, 4), "19¾");
    assert_eq!(fraction(73, 4), "18¼");
    assert_eq!(fraction(28, 1), "28");
    assert_eq!(fraction(1, 3), "0.33");
    assert_eq!(fraction(0, 4), "0");
    assert_eq!(fraction(5, 0), "5");
}

#[test]
fn illegal_moves_are_worded_from_their_facts() {
    let feed = IllegalMove::MustFeed {
        pit: 2,
        feeding: 0b101,
    };
    assert_eq!(
        Words::new(Language::EN).illegal_move(&feed),
        "the opponent's row is empty and pit 2 gives them no stone; \
         a move that feeds them must be played (pit 1, 3)"
    );
    assert!(
        Words::new(Language::TR)
            .illegal_move(&feed)
            .contains("(kuyu 1, 3)")
    );
    let over = IllegalMove::GameOver {
        reason: EndReason::Cycle,
    };
    assert_eq!(
        Words::new(Language::TR).illegal_move(&over),
        "set zaten bitmişti: pozisyon tekrarlandı"
    );
    assert_eq!(
        Words::english().illegal_move(&IllegalMove::NoSuchPit { pit: 9, pits: 6 }),
        "there is no pit 9: pits are numbered 1 to 6"
    );
}

/// The messages no `tests/data/cmd` case shows, written out by hand.
#[test]
fn round_problems_are_worded_from_their_facts() {
    use crate::record::Who;
    use crate::text::diagnostic::Source;
    let source = Source::new(
        "t.toml",
        "variant = \"turkish-mangala\"\n[players]\nfirst = \"Ayşe\"\nsecond = \"Can\"\n[[set]]\nmoves = \"1\"\n",
    );
    let (record, _) = crate::record::parse(&source).unwrap();
    let say = |set, facts| {
        Words::english().round_problem(
            &RoundProblem {
                set,
                facts,
                span: None,
            },
            &record,
            Unit::Set,
        )
    };
    let rules = || "mangala-2023".to_string();
    assert_eq!(
        say(
            3,
            ProblemFacts::SetAfterWarnings {
                loser: Who::Second,
                limit: 3,
                at: 2
            }
        ),
        "set 3 should not have been played: Can lost the round by the 3rd warning in set 2"
    );
    assert_eq!(
        say(
            4,
            ProblemFacts::TooManySets {
                rules: rules(),
                games: 3
            }
        ),
        "set 4 should not have been played: a round under mangala-2023 has at most 3 sets"
    );
    assert_eq!(
        say(
            1,
            ProblemFacts::MovesAfterEnd {
                extra: 2,
                after: 7,
                end: SetEnd::Warnings(Who::First),
                limit: 3
            }
        ),
        "set 1: 2 moves recorded after move 7, where the 3rd warning to Ayşe lost the round and the set ended"
    );
    assert_eq!(
        say(1, ProblemFacts::TimeoutAfterEnd { incident: 2 }),
        "set 1, incident 2: a timeout after the set was over"
    );
    assert_eq!(
        say(1, ProblemFacts::UnfinishedSet { later: 2 }),
        "set 1 is not finished, yet set 2 is recorded"
    );
    assert_eq!(ordinal(11), "11th");
    assert_eq!(ordinal(22), "22nd");
}

#[test]
fn round_problems_in_turkish_name_the_set_first() {
    use crate::record::Who;
    use crate::text::diagnostic::Source;
    let source = Source::new(
        "t.toml",
        "variant = \"turkish-mangala\"\n[players]\nfirst = \"Ayşe\"\nsecond = \"Can\"\n[[set]]\nmoves = \"1\"\n",
    );
    let (record, _) = crate::record::parse(&source).unwrap();
    let problem = RoundProblem {
        set: 3,
        facts: ProblemFacts::SetAfterWarnings {
            loser: Who::Second,
            limit: 3,
            at: 2,
        },
        span: None,
    };
    assert_eq!(
        Words::new(Language::TR).round_problem(&problem, &record, Unit::Set),
        "3. set oynanmamalıydı: Can, 2. set içindeki 3. uyarıyla turu kaybetmişti"
    );
    assert_eq!(
        Words::new(Language::TR).round_problem(&problem, &record, Unit::Card),
        "3. kart oynanmamalıydı: Can, 2. kart içindeki 3. uyarıyla turu kaybetmişti"
    );
}

#[test]
fn fill_replaces_in_order() {
    assert_eq!(
        Words::new(Language::EN).fill(Label::IllegalMoveAt, &["13", "Oğuz", "1", "x"]),
        "ILLEGAL MOVE 13: Oğuz played pit 1 (x)"
    );
}
