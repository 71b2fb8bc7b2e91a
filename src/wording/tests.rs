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
    let record = two_players();
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
    let record = two_players();
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

/// A record of two named players for the round problems' tests.
fn two_players() -> crate::record::Record {
    use crate::text::diagnostic::Source;
    let source = Source::new(
        "t.toml",
        "variant = \"turkish-mangala\"\n[players]\nfirst = \"Ayşe\"\nsecond = \"Can\"\n[[set]]\nmoves = \"1\"\n",
    );
    crate::record::parse(&source).unwrap().0
}

#[test]
fn round_problems_follow_the_unit_and_the_number() {
    use crate::record::Who;
    let record = two_players();
    let say = |words: Words, unit, set, facts| {
        words.round_problem(
            &RoundProblem {
                set,
                facts,
                span: None,
            },
            &record,
            unit,
        )
    };
    let en = Words::english();
    let tr = Words::new(Language::TR);
    let too_many = || ProblemFacts::TooManySets {
        rules: "q-bitz-2023".into(),
        games: 7,
    };
    assert_eq!(
        say(en, Unit::Card, 8, too_many()),
        "card 8 should not have been played: a round under q-bitz-2023 has at most 7 cards"
    );
    assert_eq!(
        say(tr, Unit::Card, 8, too_many()),
        "8. kart oynanmamalıydı: q-bitz-2023 kurallarında bir tur en çok 7 kart sürer"
    );
    // English ordinals from Fluent's ordinal plural rules.
    for (limit, ordinal) in [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (11, "11th"),
        (22, "22nd"),
    ] {
        let text = say(
            en,
            Unit::Set,
            2,
            ProblemFacts::SetAfterWarnings {
                loser: Who::First,
                limit,
                at: 1,
            },
        );
        assert!(
            text.contains(&format!("by the {ordinal} warning")),
            "{text}"
        );
    }
    // One move, one recorded move: the noun follows the number.
    assert_eq!(
        say(
            en,
            Unit::Set,
            1,
            ProblemFacts::IncidentBeyondMoves {
                incident: 1,
                after: 2,
                moves: 1,
                by_result: false,
            }
        ),
        "set 1, incident 1: `after = 2` is beyond the 1 recorded move"
    );
    // A time-out names the player with the suffix the name takes.
    let timeout = ProblemFacts::MovesAfterEnd {
        extra: 3,
        after: 5,
        end: SetEnd::Timeout(Who::First),
        limit: 3,
    };
    assert_eq!(
        say(tr, Unit::Set, 1, timeout.clone()),
        "1. set: 5. hamleden sonra 3 hamle yazılmış; orada Ayşe'nin süresi doldu ve set bitmişti"
    );
    assert_eq!(
        say(en, Unit::Set, 1, timeout),
        "set 1: 3 moves recorded after move 5, where Ayşe's time ran out and the set ended"
    );
    // Points as hakem writes them.
    assert!(
        say(
            en,
            Unit::Set,
            3,
            ProblemFacts::SetNotToBePlayed {
                leader: Who::Second,
                points: 1.5,
            }
        )
        .contains("Can already had 1½ set points")
    );
}

#[test]
fn a_round_problem_in_brief_names_its_unit() {
    let problem = RoundProblem {
        set: 2,
        facts: ProblemFacts::ScoreNotSigned,
        span: None,
    };
    assert_eq!(
        Words::english().say(&problem.brief(Unit::Card)),
        "card 2 has no signed score"
    );
    assert_eq!(
        Words::new(Language::TR).say(&problem.brief(Unit::Set)),
        "2. setin imzalanan skoru yok"
    );
}

#[test]
fn how_a_set_ended_has_no_internal_code() {
    use crate::record::Who;
    let record = two_players();
    let tr = Words::new(Language::TR);
    assert_eq!(
        tr.say(&SetEnd::Play(EndReason::RowEmpty).message(&record)),
        "hamleden sonra bir sıra boş kaldı"
    );
    assert_eq!(
        Words::english().say(&SetEnd::Warnings(Who::Second).message(&record)),
        "Can received the round-losing warning"
    );
    for reason in [
        EndReason::RowEmpty,
        EndReason::NoMove,
        EndReason::Majority,
        EndReason::CannotFeed,
        EndReason::Cycle,
        EndReason::NoLegalMove,
        EndReason::SowingLimit,
    ] {
        for words in [Words::english(), tr] {
            let said = words.end_reason(reason);
            assert!(!said.contains(reason.code()), "{said}");
            assert_eq!(said, words.say(&reason), "kept as said");
        }
    }
}

#[test]
fn seats_players_and_places_in_each_language() {
    use crate::engine::{Place, Player};
    use crate::record::Who;
    let (en, tr) = (Words::english(), Words::new(Language::TR));
    assert_eq!(
        (en.seat(Player::South), tr.seat(Player::North)),
        ("South", "Kuzey")
    );
    assert_eq!(
        (en.who(Who::First), tr.who(Who::Second)),
        ("first", "2. oyuncu")
    );
    let pit = Place::Pit {
        player: Player::North,
        pit: 3,
    };
    assert_eq!(en.place(pit), "North's pit 3");
    assert_eq!(tr.place(pit), "Kuzey'in 3. kuyusu");
    assert_eq!(tr.place(Place::Store(Player::South)), "Güney'in hazinesi");
    assert_eq!(
        (en.stones(1), en.stones(4), tr.stones(1)),
        ("1 stone".into(), "4 stones".into(), "1 taş".into())
    );
    assert_eq!(en.solved_value(Player::South, -1), "North wins by 1 stone");
    assert_eq!(
        tr.solved_value(Player::South, 10),
        "Güney 10 taş farkla kazanır"
    );
    assert_eq!(tr.set_one_starter(true), "1. sette siyah");
    assert_eq!(en.set_one_starter(false), "Starts set 1");
}

#[test]
fn grid_words_in_each_language() {
    use crate::grid::{Color, EndReason as GridEnd, Illegal};
    use crate::referee::grid_sets::Refusal;
    let rules = crate::grid::rules::builtin("pentago").unwrap().unwrap();
    let (en, tr) = (Language::EN, Language::TR);
    let refused = |lang, text, illegal| {
        super::grid::refusal_of(lang, text, Refusal::Illegal(illegal), &rules)
    };
    assert_eq!(
        refused(en, "a1 2", Illegal::EmptyBlock),
        "quadrant 2 holds no marble: an empty quadrant may not be turned"
    );
    assert_eq!(
        refused(
            tr,
            "b5 3ccw",
            Illegal::DirectionNotAllowed { clockwise: false }
        ),
        "saatin tersine çevirme: bu kurallarda tabla yalnızca saat yönüne doğru çevrilir"
    );
    assert_eq!(refused(tr, "c4 1", Illegal::Occupied), "c4 dolu");
    assert_eq!(
        refused(en, "pass", Illegal::PassWithMoves { moves: 1 }),
        "a pass, but the player has 1 cell to play (a pass is only for a player who cannot move)"
    );
    assert_eq!(
        super::grid::end_in_rows(tr, GridEnd::Line, Color::White, 5),
        "beyaz 5 bilyesini sıraladı"
    );
    assert_eq!(super::grid::color(tr, Color::Black), "siyah");
    assert_eq!(super::grid::moves_played(en, 1, 0), "  1 move played");
    assert_eq!(
        super::grid::moves_played(en, 31, 2),
        "  31 moves played (2 passes left out of the record and inferred: the player had no move)"
    );
    assert_eq!(
        super::grid::board_after(tr, Some(4), Some(Color::White)),
        "4. yarım hamleden sonra, sıra beyazda (x siyah, o beyaz):"
    );
    assert_eq!(
        super::grid::board_after(en, None, None),
        "Starting position (x black, o white):"
    );
    assert_eq!(
        super::grid::ply_line(en, 7, Color::Black, "pass", 0, true),
        "  7. black pass (not written: no move, so a pass)"
    );
    assert_eq!(
        super::grid::timeout(tr, "Emre"),
        "  Emre'nin süresi bitti: set kaybedildi."
    );
    assert_eq!(
        super::grid::unfinished(en, Some("first")),
        "  The moves stop before the end; the result entered stands: first."
    );
}

#[test]
fn fill_replaces_in_order() {
    assert_eq!(
        Words::new(Language::EN).fill(Label::IllegalMoveAt, &["13", "Oğuz", "1", "x"]),
        "ILLEGAL MOVE 13: Oğuz played pit 1 (x)"
    );
}
