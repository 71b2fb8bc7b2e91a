//! The Dutch pairing on hand-worked cases (data in `tests/data/swiss/`), its
//! properties over generated tournaments, the TRF reader's errors, and the
//! tie-breaks on hand-computed events (data in `tests/data/swiss/tiebreaks/`).

use std::collections::HashSet;
use std::path::Path;

use hakem::swiss::{
    Colour, Entrant, GameResult, PairingNumber, TieBreak, Tournament, Value, pair, tiebreak, trf,
};

fn pn(n: usize) -> PairingNumber {
    PairingNumber::new(n).unwrap()
}

/// Each `tests/data/swiss/NAME.trf` is paired for the round after its last one
/// and compared with `NAME.expected`: `white - black` per board in board
/// order, `bye N` or `bye -`, and `forbid A B` applied before pairing.
#[test]
fn hand_worked_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss");
    let mut cases = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("trf") {
            continue;
        }
        let mut t = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
        let mut boards = Vec::new();
        let mut bye = None;
        for line in expected
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["forbid", a, b] => t
                    .forbid(pn(a.parse().unwrap()), pn(b.parse().unwrap()))
                    .unwrap(),
                ["bye", "-"] => bye = None,
                ["bye", p] => bye = Some(pn(p.parse().unwrap())),
                [w, "-", b] => boards.push((pn(w.parse().unwrap()), pn(b.parse().unwrap()))),
                _ => panic!("{}: cannot read {line:?}", path.display()),
            }
        }
        let round = t.last_recorded_round() + 1;
        let pairing = pair(&t, round).unwrap();
        let got: Vec<(PairingNumber, PairingNumber)> =
            pairing.boards.iter().map(|b| (b.white, b.black)).collect();
        assert_eq!(got, boards, "{}", path.display());
        assert_eq!(pairing.bye, bye, "{}", path.display());
        assert_eq!(pairing.explanation.boards.len(), pairing.boards.len());
        cases += 1;
    }
    assert!(cases >= 4, "the hand-worked cases are in tests/data/swiss");
}

/// A random tournament of `players`, paired round by round by hakem with
/// random results, forfeits, requested byes, late entries, withdrawals and
/// a few forbidden pairs; every pairing checked as it is made. Returns the
/// pairings made, one line per round (`round: w-b w-b ... bye N`).
/// The tournament's TRF; with HAKEM_SWISS_DUMP=DIR also kept as
/// DIR/seed-N.trf, to pair a round whose recorded pairing changed with a
/// peer engine.
fn dump(seed: u64, t: &Tournament) -> String {
    let written = trf::write(t);
    if let Some(dir) = std::env::var_os("HAKEM_SWISS_DUMP") {
        std::fs::write(Path::new(&dir).join(format!("seed-{seed}.trf")), &written).unwrap();
    }
    written
}

fn play_random_tournament(seed: u64) -> String {
    use std::fmt::Write;
    let mut transcript = String::new();
    let mut rng = fastrand::Rng::with_seed(seed);
    let players = rng.usize(2..=40);
    let rounds = rng.usize(1..=9);
    let initial = if rng.bool() {
        Colour::White
    } else {
        Colour::Black
    };
    let mut t = Tournament::new(rounds, initial).unwrap();
    for i in 0..players {
        let mut e = Entrant::new(format!("Player {i}"));
        if rng.u8(0..20) == 0 {
            e.late_from = Some(rng.u8(2..=3));
        } else if rng.u8(0..20) == 0 {
            e.withdrawn_after = Some(rng.u8(1..=rounds as u8));
        }
        t.add_entrant(e).unwrap();
    }
    for _ in 0..rng.usize(0..=2) {
        let (a, b) = (rng.usize(1..=players), rng.usize(1..=players));
        if a != b {
            t.forbid(pn(a), pn(b)).unwrap();
        }
    }
    for round in 1..=rounds as u8 {
        for p in t.numbers().collect::<Vec<_>>() {
            if t.players()[p.index()].takes_part_in(round) && rng.u8(0..30) == 0 {
                let bye = [
                    GameResult::HalfBye,
                    GameResult::ZeroBye,
                    GameResult::FullBye,
                ][rng.usize(0..3)];
                t.record_unpaired(round, p, bye).unwrap();
            }
        }
        let pairing = match pair(&t, round) {
            Ok(p) => p,
            // Tiny fields with forbidden pairs may have no legal pairing;
            // the error is the answer then, and the event stops.
            Err(hakem::swiss::PairingError::NoLegalPairing { .. }) => {
                writeln!(transcript, "seed {seed} round {round}: no legal pairing").unwrap();
                dump(seed, &t);
                return transcript;
            }
            Err(e) => panic!("seed {seed} round {round}: {e}"),
        };
        assert_eq!(
            pair(&t, round).unwrap(),
            pairing,
            "seed {seed}: deterministic"
        );
        write!(transcript, "seed {seed} round {round}:").unwrap();
        for b in &pairing.boards {
            write!(transcript, " {}-{}", b.white, b.black).unwrap();
        }
        match pairing.bye {
            Some(p) => writeln!(transcript, " bye {p}").unwrap(),
            None => writeln!(transcript, " bye -").unwrap(),
        }
        let mut seen = HashSet::new();
        for b in &pairing.boards {
            assert!(
                seen.insert(b.white) && seen.insert(b.black),
                "seed {seed} round {round}: paired twice"
            );
            let key = (b.white.min(b.black), b.white.max(b.black));
            assert!(
                !t.forbidden().contains(&key),
                "seed {seed} round {round}: forbidden pair"
            );
            for r in 1..round {
                let g = t.game_or_absent(b.white, r);
                assert!(
                    !(g.opponent == Some(b.black) && g.result.is_played()),
                    "seed {seed} round {round}: rematch"
                );
            }
        }
        if let Some(p) = pairing.bye {
            assert!(seen.insert(p), "seed {seed}: the bye is also paired");
            for r in 1..round {
                assert_ne!(
                    t.game_or_absent(p, r).result,
                    GameResult::PairingBye,
                    "seed {seed}: second bye"
                );
            }
        }
        let present: Vec<PairingNumber> = t
            .numbers()
            .filter(|&p| t.players()[p.index()].takes_part_in(round) && t.game(p, round).is_none())
            .collect();
        assert_eq!(
            present.len(),
            seen.len(),
            "seed {seed} round {round}: everyone present paired once"
        );
        assert_eq!(
            pairing.bye.is_some(),
            present.len() % 2 == 1,
            "seed {seed}: a bye only for an odd number"
        );
        for b in &pairing.boards {
            let (rw, rb) = match rng.u8(0..40) {
                0 => (GameResult::ForfeitWin, GameResult::ForfeitLoss),
                1 => (GameResult::ForfeitLoss, GameResult::ForfeitLoss),
                2..=12 => (GameResult::Draw, GameResult::Draw),
                13..=26 => (GameResult::Win, GameResult::Loss),
                _ => (GameResult::Loss, GameResult::Win),
            };
            t.record_game(round, b.white, b.black, rw, rb).unwrap();
        }
        if let Some(p) = pairing.bye {
            t.record_unpaired(round, p, GameResult::PairingBye).unwrap();
        }
    }
    // What was played reads back the same from its TRF.
    let written = dump(seed, &t);
    let again = trf::read(&written).unwrap();
    for p in t.numbers() {
        for r in 1..=rounds as u8 {
            assert_eq!(
                again.game_or_absent(p, r).result,
                t.game_or_absent(p, r).result,
                "seed {seed}: TRF round trip"
            );
            assert_eq!(
                again.game_or_absent(p, r).opponent,
                t.game_or_absent(p, r).opponent
            );
        }
    }
    transcript
}

#[test]
fn generated_tournaments_keep_the_absolute_criteria() {
    for seed in 0..60 {
        play_random_tournament(seed);
    }
}

/// A change detector, not a proof of correctness (that is the peer test,
/// `tests/it/swiss_peers.rs`): the generated tournaments are paired exactly as
/// recorded in `tests/data/swiss/generated.pairings`, so that work on the
/// engine's speed cannot change a pairing unnoticed. After a deliberate
/// change of the pairings, rewrite the file with `HAKEM_BLESS=1`.
#[test]
fn generated_tournaments_pair_as_recorded() {
    let got: String = (0..60).map(play_random_tournament).collect();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss/generated.pairings");
    if std::env::var_os("HAKEM_BLESS").is_some() {
        std::fs::write(&path, &got).unwrap();
    }
    let recorded = std::fs::read_to_string(&path).unwrap();
    for (line, (g, r)) in got.lines().zip(recorded.lines()).enumerate() {
        assert_eq!(
            g,
            r,
            "tests/data/swiss/generated.pairings line {}",
            line + 1
        );
    }
    assert_eq!(got.lines().count(), recorded.lines().count());
}

#[test]
fn trf_errors_are_located() {
    let cases = [
        (&"001 abcd      X\n".to_string(), 1, 5),
        (
            &format!(
                "XXR 5\n001    1      {:<33} 1900{:28} 0.0{:7}   2 w 1\n",
                "A", "", ""
            ),
            2,
            92,
        ),
        (
            &format!(
                "XXR 5\n001    1      {:<33} 1900{:28} 0.0{:7}   2 q 1\n001    2      {:<33} 1900{:28} 0.0{:7}   1 b 0\n",
                "A", "", "", "B", "", ""
            ),
            2,
            97,
        ),
        (&"XXR zero\n".to_string(), 1, 5),
    ];
    for (text, line, column) in cases {
        let e = trf::read(text.as_str()).unwrap_err();
        assert_eq!((e.line, e.column), (line, column), "{text:?}: {e}");
    }
    // Mangled files give an error or a tournament, never a panic.
    let good = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss/round3-absolute-colours.trf"),
    )
    .unwrap();
    let mut rng = fastrand::Rng::with_seed(3);
    for _ in 0..2000 {
        let mut bytes: Vec<char> = good.chars().collect();
        for _ in 0..rng.usize(1..6) {
            let i = rng.usize(0..bytes.len());
            bytes[i] = ['1', '0', ' ', 'w', 'b', '=', '+', 'Z', '9', '\n', 'é'][rng.usize(0..11)];
        }
        let text: String = bytes.into_iter().collect();
        if let Ok(t) = trf::read(&text) {
            let _ = pair(
                &t,
                t.last_recorded_round()
                    .saturating_add(1)
                    .min(t.rounds_planned()),
            );
        }
    }
}

/// Each `tests/data/swiss/tiebreaks/NAME.trf` is scored after its last round
/// and compared with `NAME.expected`: a head line `player CODE...` naming
/// the columns (PTS, the score, or a tie-break code), then one line per
/// player. The expected values are worked by hand in each file's comments,
/// article by article of C.07.
#[test]
fn tiebreaks_hand_worked_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss/tiebreaks");
    let mut cases = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("trf") {
            continue;
        }
        let t = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let last = t.rounds_planned();
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
        let mut lines = expected
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
        let head: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
        assert_eq!(head[0], "player", "{}", path.display());
        // The columns after PTS are the tie-break order: DE is a rank inside
        // the group equal on everything before it, so it comes from the
        // standings; the others from each player alone, as well.
        let order: Vec<TieBreak> = head[1..]
            .iter()
            .filter(|c| **c != "PTS")
            .map(|c| {
                TieBreak::from_code(c)
                    .unwrap_or_else(|| panic!("{}: no tie-break {c}", path.display()))
            })
            .collect();
        let table = hakem::swiss::standings(&t, last, &order);
        let mut players = 0;
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words.len(), head.len(), "{}: {line:?}", path.display());
            let player = pn(words[0].parse().unwrap());
            let row = table.iter().find(|r| r.player == player).unwrap();
            for (code, want) in head[1..].iter().zip(&words[1..]) {
                let got = if *code == "PTS" {
                    Value {
                        numerator: u64::from(t.score_after(player, last)),
                        denominator: 2,
                    }
                } else {
                    let tiebreak = TieBreak::from_code(code).unwrap();
                    let k = order.iter().position(|&o| o == tiebreak).unwrap();
                    if tiebreak != TieBreak::DirectEncounter {
                        assert_eq!(
                            row.tiebreaks[k],
                            tiebreak::value(&t, last, tiebreak, player),
                            "{} player {player} {code}: in the standings and alone",
                            path.display()
                        );
                    }
                    row.tiebreaks[k]
                };
                assert_eq!(
                    got.to_string(),
                    *want,
                    "{} player {player} {code}",
                    path.display()
                );
            }
            players += 1;
        }
        assert_eq!(players, t.numbers().count(), "{}", path.display());
        // The standings put a better DE rank (a lower number) first.
        if let Some(k) = order.iter().position(|&o| o == TieBreak::DirectEncounter) {
            for pair in table.windows(2) {
                if pair[0].score == pair[1].score
                    && pair[0].tiebreaks[..k] == pair[1].tiebreaks[..k]
                {
                    assert!(
                        pair[0].tiebreaks[k] <= pair[1].tiebreaks[k],
                        "{}: {} listed before {}",
                        path.display(),
                        pair[0].player,
                        pair[1].player
                    );
                    assert_eq!(
                        pair[0].rank == pair[1].rank,
                        pair[0].tiebreaks[k..] == pair[1].tiebreaks[k..],
                        "{}: ranks of {} and {}",
                        path.display(),
                        pair[0].player,
                        pair[1].player
                    );
                }
            }
        }
        cases += 1;
    }
    assert!(
        cases >= 7,
        "the hand-worked tie-break cases are in tests/data/swiss/tiebreaks"
    );
}

/// Two rounds of four players, by hand: 1 beat 3 and drew 2; 2 beat 4;
/// 3 beat 4; 4 had a forfeit win over... nobody: see the table below.
///
/// Round 1: 1-3 1-0, 2-4 1-0. Round 2: 1-2 ½-½, 3-4 1-0.
/// Scores: 1: 1.5, 2: 1.5, 3: 1, 4: 0.
/// BH(1) = 3 + 2 = 1 + 1.5 = 2.5; BH(2) = 4 + 1 = 0 + 1.5 = 1.5;
/// BH(3) = 1 + 4 = 1.5 + 0 = 1.5; BH(4) = 2 + 3 = 1.5 + 1 = 2.5.
/// SB(1) = 1·1 + ½·1.5 = 1.75; SB(2) = 1·0 + ½·1.5 = 0.75;
/// SB(3) = 0 + 1·0 = 0; SB(4) = 0. WIN: 1, 1, 1, 0. BH-C1 drops the lowest.
#[test]
fn tiebreaks_by_hand() {
    let mut t = Tournament::new(2, Colour::White).unwrap();
    for name in ["A", "B", "C", "D"] {
        t.add_entrant(Entrant::new(name)).unwrap();
    }
    t.record_game(1, pn(1), pn(3), GameResult::Win, GameResult::Loss)
        .unwrap();
    t.record_game(1, pn(4), pn(2), GameResult::Loss, GameResult::Win)
        .unwrap();
    t.record_game(2, pn(2), pn(1), GameResult::Draw, GameResult::Draw)
        .unwrap();
    t.record_game(2, pn(3), pn(4), GameResult::Win, GameResult::Loss)
        .unwrap();
    let v = |tb, p| tiebreak::value(&t, 2, tb, pn(p)).to_string();
    assert_eq!(
        [
            v(TieBreak::Buchholz, 1),
            v(TieBreak::Buchholz, 2),
            v(TieBreak::Buchholz, 3),
            v(TieBreak::Buchholz, 4)
        ],
        ["2.5", "1.5", "1.5", "2.5"]
    );
    assert_eq!(
        [v(TieBreak::BuchholzCut1, 1), v(TieBreak::BuchholzCut1, 4)],
        ["1.5", "1.5"]
    );
    assert_eq!(
        [
            v(TieBreak::SonnebornBerger, 1),
            v(TieBreak::SonnebornBerger, 2),
            v(TieBreak::SonnebornBerger, 3)
        ],
        ["1.75", "0.75", "0"]
    );
    assert_eq!(
        [
            v(TieBreak::Wins, 1),
            v(TieBreak::Wins, 2),
            v(TieBreak::Wins, 4)
        ],
        ["1", "1", "0"]
    );
    // 1 and 2 are tied on points; DE: they drew, so DE does not split
    // them (0, C.07 6.2: the sums among them are equal); BH does.
    let table = hakem::swiss::standings(&t, 2, &[TieBreak::DirectEncounter, TieBreak::Buchholz]);
    let order: Vec<(usize, usize)> = table.iter().map(|s| (s.rank, s.player.get())).collect();
    assert_eq!(order, [(1, 1), (2, 2), (3, 3), (4, 4)]);
    assert_eq!(
        [table[0].tiebreaks[0], table[1].tiebreaks[0]],
        [Value {
            numerator: 0,
            denominator: 1
        }; 2]
    );
}

/// The checker's class for a peer that takes "the higher ranked player" of
/// E.4 and E.5 by pairing number whatever the scores: the same boards, the
/// colours of such boards the other way (the case of
/// `tests/data/swiss/round2-higher-ranked-by-score`).
#[test]
fn checker_tells_the_ranking_reading_apart() {
    use hakem::swiss::check;
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/swiss/round2-higher-ranked-by-score.trf");
    let played = |boards: [(usize, usize); 2]| {
        let mut t = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        t.forbid(pn(3), pn(4)).unwrap();
        for (w, b) in boards {
            t.record_game(2, pn(w), pn(b), GameResult::Draw, GameResult::Draw)
                .unwrap();
        }
        let round2 = check::check_rounds(&t)
            .into_iter()
            .find(|c| c.round == 2)
            .unwrap();
        (round2.agrees(), round2.differs_only_by_ranking_reading(&t))
    };
    assert_eq!(played([(1, 4), (3, 2)]), (true, false), "as hakem pairs it");
    assert_eq!(
        played([(4, 1), (2, 3)]),
        (false, true),
        "both boards by pairing number"
    );
    assert_eq!(
        played([(4, 1), (3, 2)]),
        (false, true),
        "one board by pairing number"
    );
}

/// The checker's class for a peer that numbers the absent players for
/// E.5's parity (the event's pairing numbers): the same boards, the colours
/// that numbering gives (the case of
/// `tests/data/swiss/round1-absent-initial-colour`). Colours the other way
/// for any other reason, or other boards, are not of the class.
#[test]
fn checker_tells_the_absent_numbering_apart() {
    use hakem::swiss::check;
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/swiss/round1-absent-initial-colour.trf");
    let played = |boards: [(usize, usize); 4]| {
        let mut t = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for (w, b) in boards {
            t.record_game(1, pn(w), pn(b), GameResult::Draw, GameResult::Draw)
                .unwrap();
        }
        let round1 = check::check_rounds(&t)
            .into_iter()
            .find(|c| c.round == 1)
            .unwrap();
        (
            round1.agrees(),
            round1.differs_only_by_absent_numbering(&t),
            round1.differs_only_by_ranking_reading(&t),
        )
    };
    assert_eq!(
        played([(1, 6), (8, 3), (4, 9), (10, 5)]),
        (true, false, false),
        "as hakem pairs it"
    );
    assert_eq!(
        played([(1, 6), (3, 8), (9, 4), (5, 10)]),
        (false, true, false),
        "by the event's numbers"
    );
    assert_eq!(
        played([(6, 1), (3, 8), (9, 4), (5, 10)]),
        (false, false, false),
        "one board the other way for no reading"
    );
    assert_eq!(
        played([(1, 8), (3, 6), (9, 4), (5, 10)]),
        (false, false, false),
        "other boards"
    );
}
