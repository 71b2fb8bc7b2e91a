//! The tournament rules applied by `referee::judge`: set and round scoring,
//! warnings, exemptions, the timer, and round problems. Records are written
//! inline; samples with real sets are checked in `tests/data/cmd/`.

use hakem::record::{self, Who};
use hakem::referee::tournament::{self, TournamentRules};
use hakem::referee::{ProblemCode, SetEnd, Verdict, Winner, judge};
use hakem::ruleset;
use hakem::text::diagnostic::Source;

fn rules(name: &str) -> TournamentRules {
    tournament::builtin(name).unwrap().unwrap()
}

/// Judges a record under the named tournament rules (`None` for the variant's
/// default is not needed here: every test names its rules).
fn check(text: &str, t: &str) -> Verdict {
    let source = Source::new("test.toml", text);
    let (record, spans) = record::parse(&source).unwrap_or_else(|d| panic!("{d}"));
    let sowing = ruleset::builtin(&record.variant).map(|r| r.unwrap());
    judge(&record, &spans, sowing.as_ref(), &rules(t))
}

/// The problems' codes, but the note every set played without `claimed`
/// gets (these records leave it out; `signed_scores_are_noted` tests it).
fn codes(v: &Verdict) -> Vec<ProblemCode> {
    v.problems
        .iter()
        .map(|p| p.code())
        .filter(|&c| c != ProblemCode::ScoreNotSigned)
        .collect()
}

#[test]
fn signed_scores_are_noted() {
    let unsigned = format!(
        "variant = \"turkish-mangala\"\n[players]\nfirst = \"A\"\nsecond = \"B\"\n[[set]]\nmoves = \"{WIN_SOUTH}\"\n"
    );
    let v = check(&unsigned, "mangala-2023");
    assert!(v.valid());
    let notes: Vec<_> = v
        .problems
        .iter()
        .map(|p| (p.set, p.code(), p.severity()))
        .collect();
    assert_eq!(
        notes,
        vec![(
            1,
            ProblemCode::ScoreNotSigned,
            hakem::referee::Severity::Note
        )]
    );
}

/// Set results only (Pentago), one `[[set]]` per result.
fn pentago(results: &[&str]) -> String {
    let mut s = String::from("variant = \"pentago\"\n");
    for r in results {
        s.push_str(&format!("\n[[set]]\nresult = \"{r}\"\n"));
    }
    s
}

const WIN_SOUTH: &str = "2 1 3 4 1 6 6 4 5 6 3"; // 30-18 to South (turkish-mangala)

#[test]
fn two_nil_round_ends_after_two_sets() {
    let v = check(&pentago(&["first", "first"]), "pentago-2023");
    assert!(v.valid());
    assert!(v.round.complete);
    assert_eq!(v.round.winner, Some(Winner::Player(Who::First)));
    assert_eq!(v.round.set_points, [2.0, 0.0]);
    assert_eq!(v.round.round_points, [1.0, 0.0]);
}

#[test]
fn one_all_is_not_complete_and_two_one_is() {
    let v = check(&pentago(&["first", "second"]), "pentago-2023");
    assert!(!v.round.complete);
    assert_eq!(v.round.winner, None);
    let v = check(&pentago(&["first", "second", "second"]), "pentago-2023");
    assert_eq!(v.round.winner, Some(Winner::Player(Who::Second)));
    assert_eq!(v.round.set_points, [1.0, 2.0]);
    assert_eq!(v.round.round_points, [0.0, 1.0]);
}

#[test]
fn one_and_a_half_each_is_a_drawn_round_without_tie_break() {
    let v = check(&pentago(&["first", "second", "draw"]), "pentago-2023");
    assert!(v.valid());
    assert!(v.round.complete);
    assert_eq!(v.round.winner, Some(Winner::Draw));
    assert_eq!(v.round.set_points, [1.5, 1.5]);
    assert_eq!(v.round.round_points, [0.5, 0.5]);
    // A 4th (tie-break) set is not allowed.
    let v = check(
        &pentago(&["first", "second", "draw", "first"]),
        "pentago-2023",
    );
    assert!(!v.valid());
    assert_eq!(codes(&v), vec![ProblemCode::TooManySets]);
    assert_eq!(v.round.round_points, [0.5, 0.5]);
}

#[test]
fn a_third_set_after_two_points_is_an_error_and_not_scored() {
    let v = check(&pentago(&["second", "second", "first"]), "pentago-2023");
    assert!(!v.valid());
    assert_eq!(codes(&v), vec![ProblemCode::SetNotToBePlayed]);
    assert!(!v.sets[2].counted);
    assert_eq!(v.round.set_points, [0.0, 2.0]);
    // 1.5-0.5 after two sets: the third set is played.
    let v = check(&pentago(&["draw", "second", "first"]), "pentago-2023");
    assert!(v.valid());
    assert_eq!(v.round.set_points, [1.5, 1.5]);
}

#[test]
fn start_order_is_first_second_first_and_a_mismatch_is_a_note() {
    let v = check(&pentago(&["first", "second", "first"]), "pentago-2023");
    let starts: Vec<_> = v.sets.iter().map(|s| s.starts).collect();
    assert_eq!(
        starts,
        vec![Some(Who::First), Some(Who::Second), Some(Who::First)]
    );
    let text = "variant = \"pentago\"\n[[set]]\nstarts = \"second\"\nresult = \"first\"\n";
    let v = check(text, "pentago-2023");
    assert!(v.valid(), "a start-order note leaves the record valid");
    assert_eq!(codes(&v), vec![ProblemCode::StartOrder]);
    assert_eq!(v.sets[0].starts, Some(Who::Second));
    assert_eq!(v.sets[0].rules_starts, Some(Who::First));
}

fn warning(after: u32, who: &str, reason: &str) -> String {
    format!("{{ after = {after}, player = \"{who}\", kind = \"warning\", reason = \"{reason}\" }}")
}

#[test]
fn third_warning_in_one_set_ends_it_and_the_round() {
    let w = |a| warning(a, "first", "conduct");
    let text = format!(
        "variant = \"turkish-mangala\"\n[[set]]\nmoves = \"2 1 3\"\nincidents = [{}, {}, {}]\n",
        w(1),
        w(2),
        w(3)
    );
    let v = check(&text, "mangala-2023");
    assert!(v.valid());
    assert_eq!(v.sets[0].ended_by, Some(SetEnd::Warnings(Who::First)));
    assert_eq!(v.sets[0].winner, Some(Winner::Player(Who::Second)));
    assert_eq!(v.round.lost_by_warnings, Some((Who::First, 1)));
    assert_eq!(v.round.winner, Some(Winner::Player(Who::Second)));
    assert_eq!(v.round.round_points, [0.0, 1.0]);
    assert_eq!(v.round.warnings, [3, 0]);
}

#[test]
fn sets_and_moves_after_the_deciding_warning_are_errors() {
    let w = |a| warning(a, "first", "conduct");
    let text = format!(
        "variant = \"turkish-mangala\"\n[[set]]\nmoves = \"2 1 3 4\"\nincidents = [{}, {}, {}]\n[[set]]\nmoves = [1]\n",
        w(0),
        w(1),
        w(2)
    );
    let v = check(&text, "mangala-2023");
    assert!(!v.valid());
    assert_eq!(
        codes(&v),
        vec![ProblemCode::MovesAfterEnd, ProblemCode::SetAfterWarnings]
    );
    assert_eq!(v.sets[0].plies, 2);
    assert!(!v.sets[1].counted);
}

#[test]
fn warnings_of_both_players_add_up_separately() {
    let text = format!(
        "variant = \"turkish-mangala\"\n[[set]]\nmoves = \"{WIN_SOUTH}\"\nincidents = [{}, {}, {}, {}]\n",
        warning(1, "first", "conduct"),
        warning(2, "second", "conduct"),
        warning(3, "first", "illegal-move"),
        warning(4, "second", "touch-move"),
    );
    let v = check(&text, "mangala-2023");
    assert!(v.valid());
    assert_eq!(v.round.warnings, [2, 2]);
    assert_eq!(v.round.lost_by_warnings, None);
    assert_eq!(v.sets[0].winner, Some(Winner::Player(Who::First)));
}

#[test]
fn visually_impaired_players_are_exempt_from_touch_move_only() {
    let text = format!(
        "variant = \"turkish-mangala\"\n[players]\nfirst = {{ name = \"A\", visually_impaired = true }}\nsecond = \"B\"\n[[set]]\nmoves = \"{WIN_SOUTH}\"\nincidents = [{}, {}, {}]\n",
        warning(1, "first", "touch-move"),
        warning(2, "first", "illegal-move"),
        warning(3, "first", "conduct"),
    );
    let v = check(&text, "mangala-2023");
    assert!(!v.valid());
    assert_eq!(codes(&v), vec![ProblemCode::ExemptWarning]);
    assert_eq!(
        v.round.warnings,
        [2, 0],
        "the touch-move warning is not counted"
    );
    // Pentago has no such exemption.
    let text = format!(
        "variant = \"pentago\"\n[players]\nfirst = {{ name = \"A\", visually_impaired = true }}\nsecond = \"B\"\n[[set]]\nresult = \"first\"\nincidents = [{}]\n",
        warning(0, "first", "touch-move"),
    );
    let v = check(&text, "pentago-2023");
    assert!(v.valid());
    assert_eq!(v.round.warnings, [1, 0]);
}

#[test]
fn timeout_draws_with_half_the_stones_and_loses_with_fewer() {
    // After 2 1 3 5 5 6 5 4 3 South (first) has 24 in store and is to move.
    let timeout = |moves: &str, after: usize| {
        format!(
            "variant = \"turkish-mangala\"\n[[set]]\nmoves = \"{moves}\"\nincidents = [{{ after = {after}, player = \"first\", kind = \"timeout\" }}]\n"
        )
    };
    let v = check(&timeout("2 1 3 5 5 6 5 4 3", 9), "mangala-2023");
    assert_eq!(v.sets[0].score, Some([24, 3]));
    assert_eq!(v.sets[0].ended_by, Some(SetEnd::Timeout(Who::First)));
    assert_eq!(v.sets[0].winner, Some(Winner::Draw));
    // After 3 1 6 6 1 1 4 5 5 5 South has 23.
    let v = check(&timeout("3 1 6 6 1 1 4 5 5 5", 10), "mangala-2023");
    assert_eq!(v.sets[0].score, Some([23, 4]));
    assert_eq!(v.sets[0].winner, Some(Winner::Player(Who::Second)));
    // Under rules whose timeout simply loses, 24 loses too.
    let v = check(&timeout("2 1 3 5 5 6 5 4 3", 9), "kure-2023");
    assert_eq!(v.sets[0].winner, Some(Winner::Player(Who::Second)));
    // Moves after a timeout are an error; a timeout after the end is too.
    let v = check(&timeout("2 1 3 5 5 6 5 4 3", 8), "mangala-2023");
    assert_eq!(codes(&v), vec![ProblemCode::MovesAfterEnd]);
    let v = check(&timeout(WIN_SOUTH, 11), "mangala-2023");
    assert_eq!(codes(&v), vec![ProblemCode::TimeoutAfterEnd]);
    assert_eq!(v.sets[0].winner, Some(Winner::Player(Who::First)));
}

#[test]
fn incidents_beyond_the_moves_are_errors() {
    let text = format!(
        "variant = \"turkish-mangala\"\n[[set]]\nmoves = \"2 1\"\nincidents = [{}]\n",
        warning(3, "first", "conduct")
    );
    let v = check(&text, "mangala-2023");
    assert!(!v.valid());
    assert_eq!(codes(&v), vec![ProblemCode::IncidentBeyondMoves]);
    assert_eq!(v.round.warnings, [0, 0]);
    let text = format!(
        "variant = \"pentago\"\n[[set]]\nresult = \"first\"\nincidents = [{}]\n",
        warning(1, "first", "conduct")
    );
    assert_eq!(
        codes(&check(&text, "pentago-2023")),
        vec![ProblemCode::IncidentBeyondMoves]
    );
}

#[test]
fn an_unfinished_set_followed_by_another_is_an_error() {
    let text = format!(
        "variant = \"turkish-mangala\"\n[[set]]\nmoves = \"2 1\"\n[[set]]\nmoves = \"{WIN_SOUTH}\"\n"
    );
    let v = check(&text, "mangala-2023");
    assert_eq!(codes(&v), vec![ProblemCode::UnfinishedSet]);
}

fn cards(game: &str, results: &[&str], warned: &[usize]) -> String {
    let mut s = format!("variant = \"{game}\"\n");
    for (i, r) in results.iter().enumerate() {
        s.push_str(&format!("\n[[set]]\nresult = \"{r}\"\n"));
        if warned.contains(&(i + 1)) {
            s.push_str(&format!(
                "incidents = [{}]\n",
                warning(0, "second", "conduct")
            ));
        }
    }
    s
}

#[test]
fn card_games_play_every_card_and_two_warnings_lose() {
    let five = ["first", "first", "first", "second", "second"];
    let v = check(&cards("equilibrio", &five[..3], &[]), "equilibrio-2023");
    assert!(!v.round.complete, "3-0 in cards does not stop the round");
    let v = check(&cards("equilibrio", &five, &[]), "equilibrio-2023");
    assert!(v.valid() && v.round.complete);
    assert_eq!(v.round.set_points, [3.0, 2.0]);
    assert_eq!(v.round.round_points, [1.0, 0.0]);
    // Second warning during card 4 (Equilibrio) loses the round; card 5 must
    // not be played.
    let v = check(&cards("equilibrio", &five, &[1, 4]), "equilibrio-2023");
    assert_eq!(v.round.lost_by_warnings, Some((Who::Second, 4)));
    assert_eq!(codes(&v), vec![ProblemCode::SetAfterWarnings]);
    // Q-Bitz: 7 cards, an 8th is too many; a drawn card is not possible.
    let seven = ["first"; 8];
    let v = check(&cards("q-bitz", &seven, &[]), "q-bitz-2023");
    assert_eq!(codes(&v), vec![ProblemCode::TooManySets]);
    let v = check(&cards("q-bitz", &["draw"], &[]), "q-bitz-2023");
    assert_eq!(codes(&v), vec![ProblemCode::DrawNotPossible]);
    assert!(v.sets[0].starts.is_none(), "nobody starts a card");
}

#[test]
fn kure_counts_three_warnings_over_sets() {
    let mut text = String::from("variant = \"kure\"\n");
    for _ in 0..2 {
        text.push_str(&format!(
            "[[set]]\nresult = \"second\"\nincidents = [{}]\n",
            warning(0, "second", "illegal-move")
        ));
    }
    let v = check(&text, "kure-2023");
    assert_eq!(v.round.warnings, [0, 2]);
    assert_eq!(v.round.winner, Some(Winner::Player(Who::Second)));
}

#[test]
fn records_with_results_round_trip() {
    let text = "variant = \"pentago\"\nrules = \"pentago-2023\"\n\n[[set]]\nstarts = \"second\"\nresult = \"draw\"\nincidents = [\n  { after = 0, player = \"first\", kind = \"warning\", reason = \"conduct\" },\n]\n";
    let (r, _) = record::parse(&Source::new("a.toml", text)).unwrap();
    let written = record::to_toml(&r);
    assert_eq!(written, text);
    let (again, _) = record::parse(&Source::new("b.toml", written)).unwrap();
    assert_eq!(again, r);
}

#[test]
fn a_set_has_moves_or_a_result() {
    for (text, expected) in [
        (
            "variant = \"pentago\"\n[[set]]\nresult = \"first\"\nmoves = [1]\n",
            "either `moves` or a `result`",
        ),
        (
            "variant = \"pentago\"\n[[set]]\n",
            "missing key `moves` (or `claimed` for a set counted on paper, or `result`",
        ),
        (
            "variant = \"pentago\"\n[[set]]\nresult = \"tie\"\n",
            "`result`: expected one of \"first\", \"second\", \"draw\"",
        ),
        (
            "variant = \"pentago\"\n[[set]]\nresult = \"first\"\nclaimed = { first = 1, second = 0 }\n",
            "no stores to claim",
        ),
    ] {
        let d = record::parse(&Source::new("c.toml", text)).unwrap_err();
        assert!(d.to_string().contains(expected), "{expected}: {d}");
    }
}

/// The verdict carries every figure a report prints: each counted set's set
/// points add up to the round's, and the stones kept are the counted sets'
/// stores. Checked on every sample (a set not to be played, drawn sets,
/// timeouts, warnings, sets entered by result).
#[test]
fn per_set_figures_add_up_to_the_round() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let loaded = hakem::referee::open_record::open(&path).unwrap();
        let v = judge(
            &loaded.record,
            &loaded.spans,
            loaded.rules.as_ref(),
            &loaded.tournament,
        );
        let mut set_points = [0.0; 2];
        let mut stones = [0u32; 2];
        for set in &v.sets {
            if !set.counted {
                assert_eq!(set.set_points, None, "{}", path.display());
                continue;
            }
            if let Some(p) = set.set_points {
                set_points[0] += p[0];
                set_points[1] += p[1];
            }
            if let Some(s) = set.score {
                stones[0] += u32::from(s[0]);
                stones[1] += u32::from(s[1]);
            }
        }
        assert_eq!(set_points, v.round.set_points, "{}", path.display());
        assert_eq!(stones, v.round.stones, "{}", path.display());
        seen += 1;
    }
    assert!(seen >= 10, "only {seen} samples");
}

#[test]
fn a_set_not_to_be_played_gives_no_points() {
    let v = check(&pentago(&["first", "first", "second"]), "pentago-2023");
    assert!(!v.sets[2].counted);
    assert_eq!(v.sets[2].set_points, None);
    assert_eq!(v.sets[0].set_points, Some([1.0, 0.0]));
    assert_eq!(v.round.set_points, [2.0, 0.0]);
}
