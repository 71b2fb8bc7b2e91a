//! Differential test of the Swiss pairing and the tie-breaks against two
//! independent implementations: every round of generated tournaments paired
//! by caissify-pairings' Dutch engine is paired again by hakem from the same
//! TRF and compared with caissify's round and with gacrux's Dutch engine's
//! pairing of it (boards, colours and bye), and the tie-breaks after the
//! last round are compared with gacrux's tie-break checker. The generator is
//! `tests/peers/swiss_tournaments.py` (gacrux's pairings:
//! `tests/peers/gacrux_pairings.py`).
//! A round no pairing can meet the absolute criteria in (C.04.3 C1-C3 and
//! C.04.1's bye rule: the peer pairs it anyway, with several byes or a
//! second bye) must be one hakem refuses; it is counted apart from the
//! comparison.
//!
//! `HAKEM_SWISS_TOURNAMENTS` sets the number of tournaments (default 12),
//! `HAKEM_SWISS_MAX_PLAYERS` the largest field (default 40; the generator
//! draws 9 to 200), `HAKEM_SWISS_SEED` the seed (default 1): the defaults
//! are a CI-sized run. The full run and its figures are in
//! `docs/dev/swiss-differential.md`.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use hakem::swiss::{GameResult, PairingNumber, TieBreak, Tournament, Value, check, tiebreak, trf};

fn peers_python() -> PathBuf {
    let root = std::env::var_os("HAKEM_PEERS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/peers"));
    let python = root.join("bin/python");
    assert!(
        python.exists(),
        "{} is missing: run scripts/install-peers.sh (gacrux and caissify-pairings)",
        python.display()
    );
    python
}

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// "57.75" as an exact fraction.
fn decimal(text: &str) -> Value {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let denominator = 10u64.pow(frac.len() as u32);
    let numerator = whole.parse::<u64>().unwrap() * denominator + frac.parse::<u64>().unwrap_or(0);
    Value {
        numerator,
        denominator,
    }
}

/// The absolute criteria hold for a pairing hakem made.
fn check_legal(
    state: &Tournament,
    round: u8,
    boards: &[hakem::swiss::Board],
    bye: Option<PairingNumber>,
) {
    let mut seen = HashSet::new();
    for b in boards {
        assert!(
            seen.insert(b.white) && seen.insert(b.black),
            "round {round}: a player paired twice"
        );
        for r in 1..round {
            let g = state.game_or_absent(b.white, r);
            assert!(
                !(g.opponent == Some(b.black) && g.result.is_played()),
                "round {round}: rematch {} - {}",
                b.white,
                b.black
            );
        }
    }
    if let Some(p) = bye {
        assert!(seen.insert(p), "round {round}: the bye is also paired");
        for r in 1..round {
            assert_ne!(
                state.game_or_absent(p, r).result,
                GameResult::PairingBye,
                "round {round}: second bye for {p}"
            );
        }
    }
    for p in state.numbers() {
        let present =
            state.players()[p.index()].takes_part_in(round) && state.game(p, round).is_none();
        assert_eq!(
            present,
            seen.contains(&p),
            "round {round}: player {p} paired iff present"
        );
    }
}

#[test]
#[ignore = "needs gacrux and caissify-pairings: run scripts/install-peers.sh"]
fn swiss_pairings_and_tiebreaks_agree_with_the_peers() {
    let python = peers_python();
    let count = env_number("HAKEM_SWISS_TOURNAMENTS", 12);
    let seed = env_number("HAKEM_SWISS_SEED", 1);
    let max_players = env_number("HAKEM_SWISS_MAX_PLAYERS", 40);
    let dir = std::env::temp_dir().join(format!("hakem-swiss-peers-{}", std::process::id()));
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peers/swiss_tournaments.py");
    let status = Command::new(&python)
        .arg(&script)
        .arg(&dir)
        .arg(count.to_string())
        .arg(seed.to_string())
        .arg(max_players.to_string())
        .status()
        .expect("the peers' Python runs");
    assert!(status.success(), "the tournament generator failed");

    let (mut rounds, mut identical, mut tiebreaks, mut tiebreaks_equal) = (0, 0, 0, 0);
    // Rounds no pairing can meet the absolute criteria in: the peer pairs
    // them anyway, breaking the bye rule.
    let mut no_legal = 0;
    // The same boards and bye, colours the other way only where caissify
    // takes "the higher ranked player" (E.4, E.5) by pairing number whatever
    // the scores, where C.04.3 1.2 ranks by score first.
    let mut ranking_reading = 0;
    // The same boards and bye, colours the other way only where caissify,
    // fed the event's pairing numbers, numbers the players absent and never
    // paired for E.5's parity, where hakem and the endorsed engines number
    // only the players present (hakem paired with the event's numbers gives
    // caissify's round: `differs_only_by_absent_numbering`).
    let mut absent_numbering = 0;
    let mut differing = Vec::new();
    let (mut gacrux_identical, mut gacrux_differing) = (0, Vec::new());
    let order = [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
    ];
    for index in 0..count {
        let path = dir.join(format!("t{index:04}.trf"));
        let text = std::fs::read_to_string(&path).unwrap();
        let tournament = trf::read(&text).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        let peer_file = path.with_extension("gacrux.json");
        let peer = std::fs::read_to_string(&peer_file)
            .map_err(|e| e.to_string())
            .and_then(|text| check::read_peer_rounds(&text))
            .unwrap_or_else(|e| panic!("{}: {e}", peer_file.display()));
        for c in check::check_rounds(&tournament) {
            rounds += 1;
            if c.agrees_with_peer(&peer) {
                gacrux_identical += 1;
            } else {
                gacrux_differing.push(format!("{} round {}", path.display(), c.round));
            }
            let state = check::before_pairing(&tournament, c.round);
            match &c.paired {
                Ok((boards, bye)) => check_legal(&state, c.round, boards, *bye),
                Err(_) if c.no_legal_pairing() => {}
                Err(e) => panic!(
                    "{} round {}: {e}, but the peer paired it within the bye rule",
                    path.display(),
                    c.round
                ),
            }
            if c.agrees() {
                identical += 1;
            } else if c.differs_only_by_absent_numbering(&tournament) {
                absent_numbering += 1;
            } else if c.differs_only_by_ranking_reading(&tournament) {
                ranking_reading += 1;
            } else if c.no_legal_pairing() {
                no_legal += 1;
            } else {
                differing.push(format!("{} round {}", path.display(), c.round));
            }
        }
        let json = std::fs::read_to_string(path.with_extension("tiebreaks.json")).unwrap();
        let expected: std::collections::BTreeMap<String, Vec<String>> =
            serde_json::from_str(&json).unwrap();
        let last = tournament.rounds_planned();
        // DE right after the points (C.07 6: a rank inside each group equal
        // on points), as the generator asks gacrux.
        let direct: std::collections::HashMap<PairingNumber, Value> =
            tiebreak::standings(&tournament, last, &[TieBreak::DirectEncounter])
                .into_iter()
                .map(|s| (s.player, s.tiebreaks[0]))
                .collect();
        for (number, values) in &expected {
            let player = PairingNumber::new(number.parse().unwrap()).unwrap();
            let score = Value {
                numerator: u64::from(tournament.score_after(player, last)),
                denominator: 2,
            };
            let mine = std::iter::once(score)
                .chain(
                    order
                        .iter()
                        .map(|&t| tiebreak::value(&tournament, last, t, player)),
                )
                .chain(std::iter::once(direct[&player]));
            assert_eq!(
                values.len(),
                6,
                "{}: PTS, BH, BH-C1, SB, WIN, DE",
                path.display()
            );
            for ((code, theirs), mine) in ["PTS", "BH", "BH-C1", "SB", "WIN", "DE"]
                .iter()
                .zip(values)
                .zip(mine)
            {
                tiebreaks += 1;
                if decimal(theirs) == mine || decimal(theirs).cmp(&mine).is_eq() {
                    tiebreaks_equal += 1;
                } else if tiebreaks - tiebreaks_equal <= 20 {
                    eprintln!(
                        "{} player {number} {code}: gacrux {theirs}, hakem {mine}",
                        path.display()
                    );
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    for d in differing.iter().take(20) {
        eprintln!("differs from caissify: {d}");
    }
    for d in &gacrux_differing {
        eprintln!("differs from gacrux's engine: {d}");
    }
    let comparable = rounds - no_legal;
    println!(
        "swiss peers: {count} tournaments, {rounds} rounds; {no_legal} with no legal pairing \
         (the peer broke the bye rule, hakem refuses); {identical} of the other {comparable} \
         identical to caissify-pairings ({:.1}%), {ranking_reading} more the same but for colours \
         caissify gives by pairing number where C.04.3 1.2 ranks by score, {absent_numbering} more \
         the same but for colours caissify gives by numbering absent players for E.5; \
         {gacrux_identical} of all {rounds} identical to gacrux's engine; tie-breaks \
         {tiebreaks_equal}/{tiebreaks} equal to gacrux",
        100.0 * identical as f64 / comparable.max(1) as f64
    );
    // Every round is identical to gacrux's engine, boards, colours and bye
    // (the target of the issue): a round that is not is a regression, or a
    // new reading to argue in docs/dev/swiss-differential.md first.
    assert!(
        gacrux_differing.is_empty(),
        "{} rounds differ from gacrux's engine (boards, colours or bye)",
        gacrux_differing.len()
    );
    assert_eq!(
        tiebreaks_equal, tiebreaks,
        "tie-breaks that differ from gacrux's"
    );
    // The agreement measured on the full runs is in docs/dev/swiss-differential.md (98.4% of
    // the 4,017 rounds with a legal pairing of the full 500, counting the
    // two colour readings above: caissify-pairings also reads a zero-point
    // bye as a downfloat, as the 2017 text did, where C.04.3 1.4.3 no longer
    // does); a fall below this means a regression. Each class is recognised
    // by re-pairing (or by the scores), never by the colours differing
    // alone: a round whose boards or bye differ is in neither.
    let agreeing = identical + ranking_reading + absent_numbering;
    assert!(
        agreeing * 100 >= comparable * 97,
        "only {agreeing} of {comparable} rounds agree with the peer"
    );
}
