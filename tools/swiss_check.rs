//! Re-pairs every round of TRF files with hakem's Dutch engine and prints
//! how many rounds agree with the file (the rounds a peer engine paired).
//!
//!     cargo run --release --example swiss_check -- FILE.trf...
//!
//! `-v` prints each round that differs. A round recorded against the bye
//! rule (several pairing-allocated byes, or a second one) that hakem finds
//! no legal pairing for is counted apart: no pairing meets the absolute
//! criteria there. Where `NAME.tiebreaks.json` (from
//! `tests/peers/swiss_tournaments.py`: gacrux's PTS, BH, BH/C1, SB, WIN and
//! DE after PTS, per player) sits next to `NAME.trf`, the tie-breaks after
//! the last round are compared too, DE also apart; where `NAME.gacrux.json`
//! (from `tests/peers/gacrux_pairings.py`: gacrux's Dutch engine's pairing
//! of every round) sits there, every round is compared with it too, boards,
//! colours and bye.

use hakem::swiss::{PairingNumber, TieBreak, Value, check, tiebreak, trf};

/// "57.75" as an exact fraction.
fn decimal(text: &str) -> Option<Value> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    let denominator = 10u64.checked_pow(frac.len() as u32)?;
    let numerator = whole.parse::<u64>().ok()? * denominator + frac.parse::<u64>().unwrap_or(0);
    Some(Value {
        numerator,
        denominator,
    })
}

fn main() {
    let mut verbose = false;
    let (mut rounds, mut agreed, mut files) = (0usize, 0usize, 0usize);
    let mut no_legal = 0usize;
    // Same boards and bye, colours the other way only where the peer takes
    // "the higher ranked player" by pairing number whatever the scores.
    let mut ranking_reading = 0usize;
    let (mut tiebreaks, mut tiebreaks_equal) = (0usize, 0usize);
    let (mut de, mut de_equal) = (0usize, 0usize);
    // The same rounds compared with gacrux's Dutch engine.
    let (mut gacrux_rounds_seen, mut gacrux_agreed) = (0usize, 0usize);
    let mut gacrux_differing = Vec::new();
    // Same boards and bye, colours the other way only where the peer
    // numbers the absent players for E.5 (the event's pairing numbers).
    let mut absent_numbering = 0usize;
    for arg in std::env::args().skip(1) {
        if arg == "-v" {
            verbose = true;
            continue;
        }
        let text = match std::fs::read_to_string(&arg) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{arg}: {e}");
                std::process::exit(2);
            }
        };
        let tournament = match trf::read(&text) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{arg}:{e}");
                std::process::exit(2);
            }
        };
        files += 1;
        let json = std::path::Path::new(&arg).with_extension("tiebreaks.json");
        if let Ok(text) = std::fs::read_to_string(&json) {
            let expected: std::collections::BTreeMap<String, Vec<String>> =
                serde_json::from_str(&text).unwrap_or_default();
            let last = tournament.rounds_planned();
            let order = [
                TieBreak::Buchholz,
                TieBreak::BuchholzCut1,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ];
            // DE right after the points, as the generator asks gacrux.
            let direct: std::collections::HashMap<PairingNumber, Value> =
                tiebreak::standings(&tournament, last, &[TieBreak::DirectEncounter])
                    .into_iter()
                    .map(|s| (s.player, s.tiebreaks[0]))
                    .collect();
            for (number, values) in &expected {
                let Some(player) = number.parse().ok().and_then(PairingNumber::new) else {
                    continue;
                };
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
                    .chain(direct.get(&player).copied());
                for (k, (theirs, mine)) in values.iter().zip(mine).enumerate() {
                    let is_de = k == order.len() + 1;
                    tiebreaks += 1;
                    de += usize::from(is_de);
                    if decimal(theirs).is_some_and(|t| t.cmp(&mine).is_eq()) {
                        tiebreaks_equal += 1;
                        de_equal += usize::from(is_de);
                    } else if verbose {
                        let code = ["PTS", "BH", "BH-C1", "SB", "WIN", "DE"][k.min(5)];
                        println!("{arg} player {number} {code}: gacrux {theirs}, hakem {mine}");
                    }
                }
            }
        }
        let peer =
            std::fs::read_to_string(std::path::Path::new(&arg).with_extension("gacrux.json"))
                .ok()
                .map(|text| {
                    check::read_peer_rounds(&text).unwrap_or_else(|e| {
                        eprintln!("{arg}: its .gacrux.json: {e}");
                        std::process::exit(2);
                    })
                });
        for c in check::check_rounds(&tournament) {
            rounds += 1;
            if let Some(peer) = &peer {
                gacrux_rounds_seen += 1;
                if c.agrees_with_peer(peer) {
                    gacrux_agreed += 1;
                } else {
                    gacrux_differing.push(format!("{arg} round {}", c.round));
                    if verbose {
                        println!("{arg} round {}: differs from gacrux's engine", c.round);
                        match peer.get(&c.round) {
                            Some(Some((boards, bye))) => println!(
                                "  gacrux: {:?} bye {:?}",
                                boards
                                    .iter()
                                    .map(|b| (b.white.get(), b.black.get()))
                                    .collect::<Vec<_>>(),
                                bye.map(|b| b.get())
                            ),
                            Some(None) => println!("  gacrux: no legal pairing"),
                            None => println!("  gacrux: the round is missing from its file"),
                        }
                        show(&c);
                    }
                }
            }
            if c.agrees() {
                agreed += 1;
            } else if c.differs_only_by_absent_numbering(&tournament) {
                absent_numbering += 1;
                if verbose {
                    println!(
                        "{arg} round {}: the same boards, colours by the event's numbers for E.5 (absent players numbered)",
                        c.round
                    );
                    show(&c);
                }
            } else if c.differs_only_by_ranking_reading(&tournament) {
                ranking_reading += 1;
                if verbose {
                    println!(
                        "{arg} round {}: the same boards, colours by the ranking order (C.04.3 1.2)",
                        c.round
                    );
                    show(&c);
                }
            } else if c.no_legal_pairing() {
                no_legal += 1;
                if verbose {
                    println!(
                        "{arg} round {}: no legal pairing (the file has {} bye(s), breaking the bye rule)",
                        c.round, c.recorded_byes
                    );
                }
            } else if verbose {
                println!("{arg} round {}:", c.round);
                show(&c);
                if std::env::var_os("HAKEM_SWISS_STATE").is_some() {
                    describe(&tournament, c.round);
                }
            }
        }
    }
    println!(
        "{files} tournaments, {rounds} rounds, {agreed} identical ({:.1}%)",
        100.0 * agreed as f64 / rounds.max(1) as f64
    );
    if ranking_reading > 0 {
        println!(
            "{ranking_reading} more rounds with the same boards and bye, the colours of some boards \
             the other way: each between players of different scores, the higher score holding the \
             higher pairing number (\"the higher ranked player\" of E.4 and E.5 is the higher score, \
             C.04.3 1.2; the file's engine took the lower pairing number)"
        );
    }
    if absent_numbering > 0 {
        println!(
            "{absent_numbering} more rounds with the same boards and bye, the colours of some boards \
             the other way where the file's engine numbers the absent players for the initial-colour \
             rule (C.04.3 E.5; hakem paired with the event's numbers gives the file's round)"
        );
    }
    if no_legal > 0 {
        let explained = agreed + ranking_reading + absent_numbering;
        println!(
            "{no_legal} rounds with no legal pairing (the file breaks the bye rule, hakem refuses): \
             {agreed} of the other {} identical ({:.1}%), {explained} with the two readings ({:.1}%)",
            rounds - no_legal,
            100.0 * agreed as f64 / (rounds - no_legal).max(1) as f64,
            100.0 * explained as f64 / (rounds - no_legal).max(1) as f64
        );
    }
    if gacrux_rounds_seen > 0 {
        println!(
            "gacrux's engine: {gacrux_agreed} of {gacrux_rounds_seen} rounds identical (boards, colours, bye; \
             no legal pairing for both counts as identical)"
        );
        for d in &gacrux_differing {
            println!("  differs from gacrux's engine: {d}");
        }
    }
    if tiebreaks > 0 {
        println!("tie-breaks: {tiebreaks_equal} of {tiebreaks} values equal to gacrux's");
    }
    if de > 0 {
        println!("of them DE (after PTS): {de_equal} of {de} equal");
    }
}

/// The round as the file records it and as hakem pairs it.
fn show(c: &check::RoundCheck) {
    println!(
        "  file : {:?} bye {:?}",
        c.recorded
            .iter()
            .map(|b| (b.white.get(), b.black.get()))
            .collect::<Vec<_>>(),
        c.recorded_bye.map(|b| b.get())
    );
    match &c.paired {
        Ok((boards, bye)) => println!(
            "  hakem: {:?} bye {:?}",
            boards
                .iter()
                .map(|b| (b.white.get(), b.black.get()))
                .collect::<Vec<_>>(),
            bye.map(|b| b.get())
        ),
        Err(e) => println!("  hakem: {e}"),
    }
}

/// Each player's score, colours and opponents before `round`.
fn describe(t: &hakem::swiss::Tournament, round: u8) {
    use hakem::swiss::{Colour, GameResult};
    let mut rows: Vec<(u32, usize, String)> = Vec::new();
    for p in t.numbers() {
        let mut hist = String::new();
        for r in 1..round {
            let g = t.game_or_absent(p, r);
            let c = match g.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            let res = match g.result {
                GameResult::Win => "1",
                GameResult::Draw => "=",
                GameResult::Loss => "0",
                GameResult::ForfeitWin => "+",
                GameResult::ForfeitLoss => "-",
                GameResult::PairingBye => "U",
                GameResult::FullBye => "F",
                GameResult::HalfBye => "H",
                GameResult::ZeroBye => "Z",
                GameResult::Absent => "_",
            };
            hist.push_str(&format!(
                " {:>3}{c}{res}",
                g.opponent.map_or(0, |o| o.get())
            ));
        }
        let now = t.game(p, round).map_or("", |g| {
            if g.result.has_opponent() || g.result == GameResult::PairingBye {
                ""
            } else {
                " (not paired)"
            }
        });
        rows.push((t.score_after(p, round - 1), p.get(), format!("{hist}{now}")));
    }
    rows.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for (s, p, h) in rows {
        println!("    {:>4} {:>5.1} |{h}", p, s as f64 / 2.0);
    }
}
