//! Properties of the event layer over generated events and names:
//! - a valid `event.toml` written by `event::to_toml` reads back as the
//!   same event (`parse(to_toml(spec)).spec() == spec`), and its initial
//!   ranking is a permutation of the players in Turkish alphabetical order;
//! - any text, or a valid event with a line cut or garbled, is read or
//!   refused cleanly, never a panic;
//! - generated events played out through the folder keep the pairing's
//!   absolute criteria;
//! - Turkish collation agrees with an independent oracle (the index of each
//!   letter in the alphabet written out by hand), is a total order, and puts
//!   Ç after C, Ğ after G, I before İ, Ö after O, Ş after S, Ü after U in
//!   either case.

use std::cmp::Ordering;

use chrono::NaiveDate;
use hakem::event::attributes::{Born, Sex};
use hakem::event::{
    self, ByeValue, EnteredResult, EventSpec, Forfeit, Lot, PlayerSpec, Prohibited, Ranking,
    RequestedBye, collate,
};
use hakem::record::{SetResult, Who};
use hakem::swiss::TieBreak;
use hakem::text::diagnostic::Source;
use proptest::prelude::*;

const LOWER: &str = "abcçdefgğhıijklmnoöprsştuüvyz";
const UPPER: &str = "ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ";

/// The oracle: the letter's place in the alphabet, whatever its case.
fn place(c: char) -> usize {
    LOWER
        .chars()
        .position(|l| l == c)
        .or_else(|| UPPER.chars().position(|u| u == c))
        .expect("a Turkish letter")
}

fn turkish_word() -> impl Strategy<Value = String> {
    let letters: Vec<char> = LOWER.chars().chain(UPPER.chars()).collect();
    prop::collection::vec(prop::sample::select(letters), 1..8).prop_map(|v| v.into_iter().collect())
}

proptest! {
    #[test]
    fn collation_agrees_with_the_alphabet(a in turkish_word(), b in turkish_word()) {
        let pa: Vec<usize> = a.chars().map(place).collect();
        let pb: Vec<usize> = b.chars().map(place).collect();
        if pa != pb {
            prop_assert_eq!(collate::compare(&a, &b), pa.cmp(&pb), "{} vs {}", a, b);
        }
        // A total order: antisymmetric, equal only for equal texts.
        prop_assert_eq!(collate::compare(&a, &b), collate::compare(&b, &a).reverse());
        prop_assert_eq!(collate::compare(&a, &b) == Ordering::Equal, a == b);
    }

    #[test]
    fn collation_is_transitive(a in turkish_word(), b in turkish_word(), c in turkish_word()) {
        let mut v = [a, b, c];
        v.sort_by(|x, y| collate::compare(x, y));
        prop_assert_ne!(collate::compare(&v[0], &v[1]), Ordering::Greater);
        prop_assert_ne!(collate::compare(&v[1], &v[2]), Ordering::Greater);
        prop_assert_ne!(collate::compare(&v[0], &v[2]), Ordering::Greater);
    }

    #[test]
    fn turkish_letters_after_their_latin_ones(
        prefix in turkish_word(),
        s1 in turkish_word(),
        s2 in turkish_word(),
        pair in prop::sample::select(vec![
            ('c', 'ç'), ('g', 'ğ'), ('ı', 'i'), ('o', 'ö'), ('s', 'ş'), ('u', 'ü'),
            ('C', 'Ç'), ('G', 'Ğ'), ('I', 'İ'), ('O', 'Ö'), ('S', 'Ş'), ('U', 'Ü'),
            ('c', 'Ç'), ('I', 'i'), ('ı', 'İ'),
        ]),
    ) {
        let a = format!("{prefix}{}{s1}", pair.0);
        let b = format!("{prefix}{}{s2}", pair.1);
        prop_assert_eq!(collate::compare(&a, &b), Ordering::Less, "{} before {}", a, b);
    }
}

fn text() -> impl Strategy<Value = String> {
    "[A-Za-zÇĞİıÖŞÜçğöşü][A-Za-zÇĞİıÖŞÜçğöşü .'-]{0,15}[A-Za-zçğıöşü]"
}

/// A valid event: ids unique, every round in range, references to players
/// that exist.
fn event_spec() -> impl Strategy<Value = EventSpec> {
    (1u8..=11, 2usize..=12).prop_flat_map(|(rounds, n)| {
        let player = (
            text(),
            text(),
            prop::option::of(text()),
            prop::option::of(0u16..=4000),
            prop::option::of(1900u16..=2100),
            any::<bool>(),
            prop::option::of(1..=rounds),
            prop::option::of(0..=rounds),
            prop::collection::btree_map(
                1..=rounds,
                prop::option::of(prop::sample::select(vec![
                    ByeValue::Full,
                    ByeValue::Half,
                    ByeValue::Zero,
                ])),
                0..3,
            ),
        );
        let tie_breaks = Just(TieBreak::ALL.to_vec())
            .prop_shuffle()
            .prop_flat_map(|all| (0..=all.len()).prop_map(move |k| all[..k].to_vec()));
        (
            (text(), prop::option::of(text()), prop::option::of(text())),
            prop::option::of((0i64..2000, 0i64..10)),
            prop::sample::select(vec![Ranking::Surname, Ranking::Rating, Ranking::Listed]),
            prop::option::of(prop::sample::select(vec![Lot::Starts, Lot::Second])),
            prop::sample::select(vec![ByeValue::Full, ByeValue::Half, ByeValue::Zero]),
            prop::sample::select(vec![ByeValue::Full, ByeValue::Half, ByeValue::Zero]),
            tie_breaks,
            prop::collection::vec(player, n),
            prop::collection::vec((0..n, 0..n, prop::option::of(text())), 0..3),
            prop::collection::vec((1..=rounds, 0..n), 0..3),
            prop::collection::vec(
                (
                    (1..=rounds, 0..n, 0..n, 0usize..3),
                    prop::option::of((0u32..7, 0u32..7)),
                    prop::option::of((0u32..49, 0u32..49)),
                ),
                0..3,
            ),
        )
            .prop_map(
                move |(
                    (name, site, arbiter),
                    dates,
                    ranking,
                    lot,
                    pairing_bye,
                    requested_bye,
                    tie_breaks,
                    players,
                    prohibited,
                    forfeits,
                    results,
                )| {
                    let players: Vec<PlayerSpec> = players
                        .into_iter()
                        .enumerate()
                        .map(
                            |(i, (given, surname, club, rating, born, vi, from, after, byes))| {
                                // withdrawn_after is never before from_round.
                                let after = after.map(|a| a.max(from.unwrap_or(1)));
                                let byes = byes
                                    .into_iter()
                                    .filter(|&(b, _)| {
                                        from.is_none_or(|f| b >= f) && after.is_none_or(|a| b <= a)
                                    })
                                    .map(|(round, value)| RequestedBye { round, value })
                                    .collect();
                                PlayerSpec {
                                    id: format!("p{i}-{}", surname.len()),
                                    given_name: given,
                                    surname,
                                    rating,
                                    born: born.map(|y| {
                                        if i % 2 == 0 {
                                            Born::Year(y)
                                        } else {
                                            Born::Date(
                                                NaiveDate::from_ymd_opt(i32::from(y), 4, 9)
                                                    .unwrap(),
                                            )
                                        }
                                    }),
                                    sex: [None, Some(Sex::Female), Some(Sex::Male)][i % 3],
                                    category: (i % 2 == 1).then(|| format!("kategori {i}")),
                                    school: club.clone().filter(|_| i % 2 == 0),
                                    team: None,
                                    licence: (i % 3 == 0).then(|| format!("L{i}")),
                                    club,
                                    visually_impaired: vi,
                                    from_round: from,
                                    withdrawn_after: after,
                                    byes,
                                }
                            },
                        )
                        .collect();
                    let id = |i: usize| players[i].id.clone();
                    let prohibited = prohibited
                        .into_iter()
                        .filter(|(a, b, _)| a != b)
                        .map(|(a, b, reason)| Prohibited {
                            players: [id(a), id(b)],
                            reason,
                        })
                        .collect();
                    let mut fs: Vec<Forfeit> = Vec::new();
                    for (round, p) in forfeits {
                        let f = Forfeit {
                            round,
                            player: id(p),
                        };
                        if !fs.contains(&f) {
                            fs.push(f);
                        }
                    }
                    let mut rs: Vec<EnteredResult> = Vec::new();
                    for ((round, a, b, w), sp, st) in results {
                        let clash = rs.iter().any(|r| {
                            r.round == round
                                && [&r.first, &r.second]
                                    .iter()
                                    .any(|p| **p == id(a) || **p == id(b))
                        });
                        if a != b && !clash {
                            rs.push(EnteredResult {
                                round,
                                first: id(a),
                                second: id(b),
                                winner: [
                                    SetResult::Won(Who::First),
                                    SetResult::Won(Who::Second),
                                    SetResult::Draw,
                                ][w],
                                set_points: sp.map(|(a, b)| [a, b]),
                                stones: st.map(|(a, b)| [a, b]),
                            });
                        }
                    }
                    let start = dates.map(|(d, _)| {
                        NaiveDate::from_ymd_opt(2020, 1, 1).unwrap() + chrono::Days::new(d as u64)
                    });
                    let end = dates.map(|(d, len)| {
                        NaiveDate::from_ymd_opt(2020, 1, 1).unwrap()
                            + chrono::Days::new((d + len) as u64)
                    });
                    EventSpec {
                        name,
                        site,
                        start,
                        end,
                        chief_arbiter: arbiter,
                        federation: None,
                        deputy_arbiters: Vec::new(),
                        time_control: None,
                        variant: "turkish-mangala".into(),
                        rules: None,
                        rounds,
                        initial_ranking: ranking,
                        lot,
                        pairing_bye,
                        requested_bye,
                        tie_breaks,
                        players,
                        prohibited,
                        forfeits: fs,
                        round_starts: Vec::new(),
                        results: rs,
                        // The hall's first table, 1 (left out) or another.
                        first_table: 1 + usize::from(rounds % 3) * 60,
                        categories: Vec::new(),
                        lists: Vec::new(),
                        teams: None,
                        prizes: Vec::new(),
                        one_prize_per_player: true,
                    }
                },
            )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_valid_event_round_trips(spec in event_spec()) {
        let text = event::to_toml(&spec);
        let parsed = event::parse(&Source::new("event.toml", text.clone()))
            .unwrap_or_else(|d| panic!("{d}\n--- written:\n{text}"));
        prop_assert_eq!(parsed.spec(), &spec, "written:\n{}", text);

        // The ranking is a permutation, in the order asked for.
        let ranked: Vec<&PlayerSpec> = parsed.ranked().collect();
        prop_assert_eq!(ranked.len(), spec.players.len());
        for (i, p) in ranked.iter().enumerate() {
            prop_assert_eq!(parsed.number_of(&p.id), Some(i + 1));
        }
        for w in ranked.windows(2) {
            let by_name = collate::compare(&w[0].surname, &w[1].surname)
                .then_with(|| collate::compare(&w[0].given_name, &w[1].given_name));
            match spec.initial_ranking {
                Ranking::Surname => prop_assert_ne!(by_name, Ordering::Greater),
                Ranking::Rating => {
                    prop_assert!(w[0].rating >= w[1].rating);
                    if w[0].rating == w[1].rating {
                        prop_assert_ne!(by_name, Ordering::Greater);
                    }
                }
                Ranking::Listed => {}
            }
        }
        if spec.initial_ranking == Ranking::Listed {
            prop_assert!(ranked.iter().zip(&spec.players).all(|(a, b)| a.id == b.id));
        }
    }
}

/// A whole generated event played out through the folder: every round
/// paired from the files (results entered in `event.toml`), and every
/// pairing written keeps what the event asks: no rematch, no prohibited
/// pair, one pairing-allocated bye at most, nobody paired before entering,
/// after withdrawing or in a round they asked a bye for, everybody else
/// paired once.
fn play_out(spec: EventSpec, outcomes: &[u8]) -> Result<(), TestCaseError> {
    use hakem::event::folder::Folder;
    use hakem::event::pairing::{manifest, write_round};
    static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("event-prop-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut spec = spec;
    let mut met = std::collections::BTreeSet::new();
    let mut byes = std::collections::BTreeSet::new();
    let mut k = 0;
    // A Swiss event has fewer rounds than half its players; beyond that the
    // pairing may rightly find no legal pairing.
    let playable = spec.rounds.min((spec.players.len() / 2).max(1) as u8);
    for round in 1..=playable {
        std::fs::write(dir.join("event.toml"), event::to_toml(&spec)).unwrap();
        let folder = Folder::open(&dir).unwrap();
        prop_assert!(
            folder.issues(round - 1).is_empty(),
            "{:?}",
            folder.issues(round - 1)
        );
        let t = folder.tournament(round - 1);
        let Ok(pairing) = hakem::swiss::pair(&t, round) else {
            // Few players and many prohibitions can leave no legal pairing.
            break;
        };
        let m = manifest(&folder.event, &pairing);
        write_round(&folder, &m, chrono::NaiveDate::MIN, &Default::default()).unwrap();
        let mut seen: Vec<String> = Vec::new();
        for [a, b] in &m.tables {
            let key = (a.min(b).clone(), a.max(b).clone());
            prop_assert!(
                met.insert(key),
                "round {}: {} and {} meet again",
                round,
                a,
                b
            );
            prop_assert!(
                !spec
                    .prohibited
                    .iter()
                    .any(|p| p.players.contains(a) && p.players.contains(b))
            );
            seen.extend([a.clone(), b.clone()]);
            let w = outcomes[k % outcomes.len()] % 3;
            k += 1;
            spec.results.push(EnteredResult {
                round,
                first: a.clone(),
                second: b.clone(),
                winner: [
                    SetResult::Won(Who::First),
                    SetResult::Won(Who::Second),
                    SetResult::Draw,
                ][usize::from(w)],
                set_points: None,
                stones: None,
            });
        }
        if let Some(bye) = &m.bye {
            prop_assert!(byes.insert(bye.clone()), "{} gets a second bye", bye);
            seen.push(bye.clone());
        }
        for p in &spec.players {
            let plays = p.from_round.is_none_or(|f| round >= f)
                && p.withdrawn_after.is_none_or(|w| round <= w)
                && !p.asks_bye_in(round);
            let count = seen.iter().filter(|id| **id == p.id).count();
            prop_assert_eq!(count, usize::from(plays), "round {}: {}", round, p.id);
        }
    }
    std::fs::write(dir.join("event.toml"), event::to_toml(&spec)).unwrap();
    let folder = Folder::open(&dir).unwrap();
    prop_assert!(folder.issues(folder.paired_rounds()).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn generated_events_pair_within_their_rules(
        spec in event_spec(),
        outcomes in prop::collection::vec(any::<u8>(), 1..20),
    ) {
        let mut spec = spec;
        // Results and forfeits come from the play-out; a lot for round 1.
        spec.results.clear();
        spec.forfeits.clear();
        spec.lot.get_or_insert(Lot::Starts);
        play_out(spec, &outcomes)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Whatever the text, reading it as `event.toml` gives an event or
    /// located problems, never a panic; a valid event with a line cut out
    /// or a value changed is still read or refused cleanly, and whatever is
    /// accepted is written back the same.
    #[test]
    fn any_event_text_is_read_or_refused(
        spec in event_spec(),
        cut in any::<prop::sample::Index>(),
        junk in "[\\[\\]=\"a-z0-9 .,{}-]{0,12}",
    ) {
        let text = event::to_toml(&spec);
        let lines: Vec<&str> = text.lines().collect();
        let i = cut.index(lines.len());
        for variant in [
            lines.iter().enumerate().filter(|(k, _)| *k != i).map(|(_, l)| *l).collect::<Vec<_>>().join("\n"),
            lines.iter().enumerate().map(|(k, l)| if k == i { junk.as_str() } else { l }).collect::<Vec<_>>().join("\n"),
            junk.clone(),
        ] {
            if let Ok(e) = event::parse(&Source::new("event.toml", variant)) {
                let again = event::parse(&Source::new("event.toml", event::to_toml(e.spec()))).unwrap();
                prop_assert_eq!(again.spec(), e.spec());
            }
        }
    }
}
