//! Property tests over random legal games and random records.
//!
//! For every built-in ruleset, for Kalah with 5 and 6 stones, and for rulesets
//! generated across the whole schema (`any_ruleset`):
//! - stones are conserved after every move;
//! - `legal_moves` and `play` agree on every pit, and `play_unchecked` does
//!   what `play` does;
//! - an illegal move never changes the game;
//! - a finished game has no stones left in the rows (except after a majority);
//! - a random legal game written as a record, parsed back and judged is
//!   valid and ends in the same position.
//!
//! And records round-trip: `parse(to_toml(r)).0 == r`.

use std::sync::OnceLock;

use chrono::NaiveDate;
use hakem::engine::{EndReason, Game, Player, Position};
use hakem::record::{
    self, Claimed, Counted, Event, Forfeit, Incident, IncidentKind, PlayerInfo, Players, Record,
    SetRecord, SetResult, TimeLeft, WarningReason, Who,
};
use hakem::referee::{self, tournament};
use hakem::ruleset::{self, BUILTIN, Ruleset};
use hakem::text::diagnostic::Source;
use proptest::prelude::*;

/// The rulesets under test: every built-in, then Kalah(6,5) and Kalah(6,6)
/// built from kalah.toml with `stones` changed.
fn rulesets() -> &'static [Ruleset] {
    static RULESETS: OnceLock<Vec<Ruleset>> = OnceLock::new();
    RULESETS.get_or_init(|| {
        let mut list: Vec<Ruleset> = BUILTIN
            .iter()
            .map(|(name, text)| {
                ruleset::parse(&Source::new(*name, *text))
                    .unwrap_or_else(|d| panic!("built-in {name}:\n{d}"))
            })
            .collect();
        let kalah = BUILTIN
            .iter()
            .find(|(n, _)| *n == "kalah")
            .expect("kalah is built in")
            .1;
        for stones in [5, 6] {
            assert!(kalah.contains("\nstones = 4"));
            let text = kalah.replacen("\nstones = 4", &format!("\nstones = {stones}"), 1);
            let r = ruleset::parse(&Source::new(format!("kalah-{stones}"), text))
                .unwrap_or_else(|d| panic!("kalah with {stones} stones:\n{d}"));
            assert_eq!(r.stones(), Some(stones));
            list.push(r);
        }
        list
    })
}

/// The `k`-th set bit of `mask` (counting from 0, wrapping), as an offset.
fn nth_bit(mask: u32, k: u32) -> u8 {
    let k = k % mask.count_ones();
    let mut seen = 0;
    for i in 0..32u8 {
        if mask & (1 << i) != 0 {
            if seen == k {
                return i;
            }
            seen += 1;
        }
    }
    unreachable!("k < popcount")
}

/// Plays a random legal game, checking the move-level properties on the
/// way; returns the pits played and the final position.
fn random_game(rules: &Ruleset, choices: &[(u32, u32)]) -> (Vec<u32>, Position) {
    let mut game = Game::new(rules);
    let total = rules.total_stones();
    let pits = u32::from(rules.pits());
    let mut moves = Vec::new();
    for &(choice, probe) in choices {
        let before = *game.position();
        let legal = before.legal_moves(rules);
        if before.is_over() {
            assert_eq!(legal, 0, "moves offered after the end");
            break;
        }
        // legal_moves and play agree on every pit, 0 and N+1 included.
        for pit in 0..=pits + 1 {
            let offered = (1..=pits).contains(&pit) && legal & (1 << (pit - 1)) != 0;
            match before.play(rules, pit) {
                Ok((after, out)) => {
                    assert!(offered, "pit {pit} played but not offered: {before:?}");
                    let mut unchecked = before;
                    let out2 = unchecked.play_unchecked(rules, (pit - 1) as u8);
                    assert_eq!((unchecked, out2), (after, out));
                }
                Err(e) => assert!(
                    !offered,
                    "pit {pit} offered but refused ({e:?}): {before:?}"
                ),
            }
        }
        assert_ne!(legal, 0, "game not over but no legal move: {before:?}");
        // An illegal move changes nothing.
        let bad = probe % (pits + 2);
        if bad == 0 || bad > pits || legal & (1 << (bad - 1)) == 0 {
            let ply = game.ply();
            assert!(game.play(bad).is_err(), "pit {bad} accepted");
            assert_eq!(*game.position(), before);
            assert_eq!(game.ply(), ply);
        }
        let pit = u32::from(nth_bit(legal, choice)) + 1;
        game.play(pit)
            .unwrap_or_else(|e| panic!("offered pit {pit} refused: {e:?}"));
        moves.push(pit);
        let now = game.position();
        assert_eq!(now.total(), total, "stones not conserved after {moves:?}");
    }
    let end = *game.position();
    if let Some(reason) = end.ended() {
        assert!(game.play(1).is_err());
        // Every end but the majority one sweeps the rows into the stores.
        if reason != EndReason::Majority {
            assert_eq!(
                end.row_total(Player::South) + end.row_total(Player::North),
                0,
                "stones left on the board after {reason:?}: {end:?}"
            );
        }
    }
    (moves, *game.position())
}

fn game_strategy() -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (
        0..rulesets().len(),
        prop::collection::vec((any::<u32>(), any::<u32>()), 0..400),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_rules((which, choices) in game_strategy()) {
        let rules = &rulesets()[which];
        let (moves, end) = random_game(rules, &choices);

        // The same game as a record, parsed back and judged.
        let record = Record {
            variant: rules.name().to_string(),
            rules: None,
            event: None,
            players: None,
            forfeit: None,
            sets: vec![SetRecord { moves: moves.clone(), ..SetRecord::default() }],
            history: Vec::new(),
        };
        let text = record::to_toml(&record);
        let (parsed, spans) = record::parse(&Source::new("game.toml", text.clone()))
            .unwrap_or_else(|d| panic!("{d}\n{text}"));
        prop_assert_eq!(&parsed, &record);
        let t = tournament::builtin("mangala-2023").unwrap().unwrap();
        let verdict = referee::judge(&parsed, &spans, Some(rules), &t);
        prop_assert!(verdict.valid(), "record of a legal game judged invalid:\n{}", text);
        let set = &verdict.sets[0];
        prop_assert!(set.error.is_none());
        prop_assert_eq!(set.plies, moves.len());
        prop_assert_eq!(set.position, Some(end));
        prop_assert_eq!(set.finished(), end.is_over());
    }
}

/// Names as a Turkish scoresheet has them, with TOML's special characters.
fn name() -> impl Strategy<Value = String> {
    "[a-zA-ZçğıİöşüÇĞÖŞÜ0-9 .'\"\\\\-]{0,16}".prop_map(|s| format!("Ş{s}"))
}

fn text() -> impl Strategy<Value = String> {
    "[a-zA-ZçğıİöşüÇĞÖŞÜ0-9 .,'\"\\\\#=\\[\\]{}\t-]{0,24}"
}

fn event() -> impl Strategy<Value = Event> {
    (
        prop::option::of(text()),
        prop::option::of(text()),
        prop::option::of((1900i32..2100, 1u32..=12, 1u32..=28)),
        prop::option::of(1u32..),
        prop::option::of(1u32..),
        prop::option::of(name()),
    )
        .prop_map(|(name, site, date, round, table, referee)| Event {
            name,
            site,
            date: date.map(|(y, m, d)| NaiveDate::from_ymd_opt(y, m, d).expect("valid date")),
            round,
            table,
            referee,
        })
}

fn who() -> impl Strategy<Value = Who> {
    prop_oneof![Just(Who::First), Just(Who::Second)]
}

fn incident() -> impl Strategy<Value = Incident> {
    let kind = prop_oneof![
        Just(IncidentKind::Timeout),
        Just(IncidentKind::Warning(WarningReason::TouchMove)),
        Just(IncidentKind::Warning(WarningReason::IllegalMove)),
        Just(IncidentKind::Warning(WarningReason::Conduct)),
    ];
    (0u32..80, who(), kind).prop_map(|(after, player, kind)| Incident {
        after,
        player,
        kind,
    })
}

fn set_record() -> impl Strategy<Value = SetRecord> {
    (
        prop::option::of(who()),
        prop::collection::vec(0u32..9, 0..40),
        prop::collection::vec(incident(), 0..4),
        prop::option::of((0u32..100, 0u32..100)),
        prop::option::weighted(
            0.2,
            prop::sample::select(SetResult::ALL.map(|(_, r)| r).to_vec()),
        ),
        prop::option::of((0u32..=86_400, 0u32..=86_400))
            .prop_map(|t| t.map(|(first, second)| TimeLeft { first, second })),
        // Counted on paper (no moves): the stores counted, one maybe left out.
        prop::option::weighted(
            0.3,
            (prop::option::of(0u32..49), prop::option::of(0u32..49)),
        ),
    )
        .prop_map(
            |(starts, moves, incidents, claimed, result, time_left, paper)| {
                // A set has moves, a result or counted stores; only a set
                // with moves has stores to claim.
                let counted = paper
                    .filter(|_| result.is_none())
                    .map(|(first, second)| Counted {
                        first: first
                            .or(Some(0))
                            .filter(|_| first.is_some() || second.is_none()),
                        second,
                    });
                SetRecord {
                    starts,
                    moves: if result.is_some() || counted.is_some() {
                        Vec::new()
                    } else {
                        moves
                    },
                    grid_moves: Vec::new(),
                    result,
                    incidents,
                    claimed: claimed
                        .filter(|_| result.is_none() && counted.is_none())
                        .map(|(first, second)| Claimed { first, second }),
                    counted,
                    time_left,
                }
            },
        )
}

fn player_info() -> impl Strategy<Value = PlayerInfo> {
    (
        name(),
        prop::option::of("[a-z0-9][a-z0-9-]{0,12}"),
        any::<bool>(),
    )
        .prop_map(|(name, id, visually_impaired)| PlayerInfo {
            name,
            id,
            visually_impaired,
        })
}

fn a_record() -> impl Strategy<Value = Record> {
    let variant = prop_oneof!["[a-z][a-z0-9-]{0,15}", "[a-z]{1,8}/[a-zçş -]{1,8}\\.toml",];
    (
        variant,
        prop::option::of("[a-z][a-z0-9-]{0,15}"),
        prop::option::of(event()),
        prop::option::of((player_info(), player_info())),
        prop::collection::vec(set_record(), 1..=3),
        // A round not played has no sets.
        prop::option::weighted(
            0.1,
            prop::sample::select(Forfeit::ALL.map(|(_, f)| f).to_vec()),
        ),
    )
        .prop_map(|(variant, rules, event, players, sets, forfeit)| Record {
            variant,
            rules,
            event,
            players: players.map(|(first, second)| Players { first, second }),
            forfeit,
            sets: if forfeit.is_some() { Vec::new() } else { sets },
            history: Vec::new(),
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn records_round_trip(r in a_record()) {
        let text = record::to_toml(&r);
        let (parsed, _) = record::parse(&Source::new("record.toml", text.clone()))
            .unwrap_or_else(|d| panic!("{d}\n{text}"));
        prop_assert_eq!(parsed, r, "{}", text);
    }
}

/// A ruleset drawn from the whole schema, as TOML a club could write: every
/// key takes any of its values, then the few combinations the checker
/// refuses as contradictions are mended (so almost every draw is valid).
fn any_ruleset() -> impl Strategy<Value = (String, Ruleset)> {
    // An uneven `start` (pit by pit) half the time, instead of `stones`.
    let board = (
        1u8..=9,
        1u16..=6,
        prop::option::of(prop::collection::vec(0u16..=6, 9)),
    );
    let sowing = (
        any::<[bool; 6]>(),
        prop::sample::select(vec!["none", "landing", "next-pit"]),
        prop::collection::vec(1u16..=6, 0..3),
    );
    let capture = (
        prop::sample::select(vec!["own", "opponent", "either"]),
        prop_oneof![
            Just("\"even\"".to_string()),
            Just("\"odd\"".to_string()),
            Just("\"was-empty\"".to_string()),
            Just("\"any\"".to_string()),
            prop::collection::vec(1u16..=6, 1..3).prop_map(|v| format!("{v:?}")),
        ],
        any::<[bool; 6]>(),
    );
    let captures = prop::collection::vec(capture, 0..3);
    let moves = (0usize..4, any::<[bool; 2]>());
    let tuzdyk = prop::option::of((1u16..=6, any::<[bool; 2]>()));
    let end = (any::<[bool; 4]>(), 0usize..3, 0usize..3);
    (board, sowing, captures, moves, tuzdyk, end).prop_filter_map(
        "a contradiction left after mending",
        |((pits, stones, start), (s, relay, during), caps, (slam, m), tuz, (e, leftover, cannot))| {
            let stones = match start {
                Some(mut start) => {
                    start.truncate(usize::from(pits));
                    if start.iter().all(|&s| s == 0) {
                        start[0] = stones; // a start needs a stone somewhere
                    }
                    format!("start = {start:?}")
                }
                None => format!("stones = {stones}"),
            };
            let mut t = String::new();
            t += &format!(
                "name = \"generated\"\ntitle = \"Generated\"\nsource = \"proptest\"\n\n\
                 [board]\npits = {pits}\n{stones}\n\n"
            );
            let [origin_first, lone_sow, skip_origin, mut own, mut opp, clockwise] = s;
            let skip_origin = skip_origin && !origin_first;
            let lone = if lone_sow && !origin_first { "sow" } else { "next" };
            if relay == "next-pit" {
                own = false;
                opp = false;
            }
            let mut during = during;
            if relay == "landing" {
                during.retain(|&c| c != 1);
            }
            t += &format!(
                "[sowing]\norigin_first = {origin_first}\nlone_stone = \"{lone}\"\n\
                 skip_origin = {skip_origin}\nown_store = {own}\nopponent_store = {opp}\n\
                 extra_turn = {own}\ndirection = \"{}\"\nrelay = \"{relay}\"\n\
                 capture_during = {during:?}\ncapture_during_to = \"{}\"\n\n",
                if clockwise { "clockwise" } else { "counterclockwise" },
                if lone_sow { "mover" } else { "pit-owner" },
            );
            let mut opponent_capture = false;
            for (side, count, [opposite_nonempty, chain, across, pit, opposite, beyond]) in &caps {
                let mut take = Vec::new();
                if *pit || *chain {
                    take.push("\"pit\"");
                }
                if *opposite && !*chain {
                    take.push("\"opposite\"");
                }
                if *beyond && !*chain && relay == "next-pit" {
                    take.push("\"beyond\"");
                }
                if take.is_empty() {
                    take.push("\"pit\"");
                }
                opponent_capture |= *side != "own";
                t += &format!(
                    "[[capture]]\nside = \"{side}\"\ncount = {count}\n\
                     opposite_nonempty = {opposite_nonempty}\ntake = [{}]\n\
                     chain = {chain}\nchain_across = {}\n\n",
                    take.join(", "),
                    *chain && *across
                );
            }
            let [must_feed, pass] = m;
            let pass = pass && !must_feed;
            let slam = ["capture", "no-capture", "illegal", "illegal-unless-forced"][slam];
            let slam = if opponent_capture || tuz.is_some() { slam } else { "capture" };
            t += &format!(
                "[moves]\ngrand_slam = \"{slam}\"\nmust_feed = {must_feed}\nno_move = \"{}\"\n\n",
                if pass { "pass" } else { "ends" }
            );
            if let Some((count, [last, mirror])) = tuz {
                t += &format!(
                    "[tuzdyk]\ncount = {count}\nnot_last_pit = {}\nnot_mirror = {mirror}\n\n",
                    last && pits > 1
                );
            }
            let [after_move, majority, cycle, _] = e;
            let after_move = after_move && !must_feed && !pass;
            t += &format!(
                "[end]\nrow_empty = \"{}\"\nleftover = \"{}\"\nmajority = {majority}\ncycle = {cycle}\n\
                 cannot_feed_leftover = \"{}\"\n",
                if after_move { "after-move" } else { "to-move" },
                ["row-owner", "empty-row-player", "last-mover"][leftover],
                if must_feed { ["mover", "opponent", "last-mover"][cannot] } else { "mover" },
            );
            let rules = ruleset::parse(&Source::new("generated.toml", t.clone())).ok()?;
            Some((t, rules))
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The move-level properties of `random_game` (stones conserved, play
    /// and legal_moves agree, illegal moves change nothing, a game not over
    /// always has a legal move, finished games leave no stones in the rows
    /// but after a majority) over rulesets from the whole schema.
    #[test]
    fn generated_rulesets_keep_the_rules(
        (text, rules) in any_ruleset(),
        choices in prop::collection::vec((any::<u32>(), any::<u32>()), 0..300),
    ) {
        let _ = &text; // shown by proptest when a case fails
        random_game(&rules, &choices);
    }
}

#[test]
fn generated_rulesets_are_mostly_valid() {
    // The generator mends contradictions instead of discarding draws: check
    // that it really covers the new keys (a strategy that rejected them all
    // would pass vacuously).
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut relay, mut tuzdyk, mut pass, mut clockwise, mut during) = (0, 0, 0, 0, 0);
    for _ in 0..300 {
        let (_, r) = any_ruleset()
            .new_tree(&mut runner)
            .expect("a ruleset")
            .current();
        relay += usize::from(r.sowing().relay != ruleset::Relay::None);
        tuzdyk += usize::from(r.tuzdyk().is_some());
        pass += usize::from(r.no_move() == ruleset::NoMove::Pass);
        clockwise += usize::from(r.sowing().direction == ruleset::Direction::Clockwise);
        during += usize::from(!r.sowing().capture_during.is_empty());
    }
    for (what, n) in [
        ("relay", relay),
        ("tuzdyk", tuzdyk),
        ("pass", pass),
        ("clockwise", clockwise),
        ("capture_during", during),
    ] {
        assert!(n >= 30, "only {n} of 300 generated rulesets use {what}");
    }
}
