//! `hakem result`: a round as it is really scored. A whole 9-round,
//! 60-player event with no move recorded: every table's result entered
//! with `hakem result` (counted sets, timeouts on both sides of 24,
//! warnings up to a lost round, forfeits, a double forfeit), each round
//! paired right after its last result, and the standings recomputed here
//! from the stores entered, independently of hakem's referee, then
//! compared with `hakem event standings` and the TRF's `HSP` lines. Then
//! the refusals, each writing nothing.

use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn hakem(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hakem runs");
    let mut input = child.stdin.take().expect("stdin");
    input
        .write_all(stdin.unwrap_or("").as_bytes())
        .expect("stdin written");
    drop(input);
    child.wait_with_output().expect("hakem ends")
}

fn text(out: &Output) -> String {
    format!(
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-result-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A small deterministic generator (xorshift), so the event is the same
/// every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const GIVEN: [&str; 10] = [
    "Ayşe", "Mehmet", "Zeynep", "Ali", "Elif", "Can", "Deniz", "Ece", "Ümit", "Şule",
];

fn write_event(dir: &Path, players: usize, rounds: u8) -> Vec<String> {
    let mut out = format!(
        "name = \"Kağıt Turnuvası\"\nstart = 2026-11-26\nvariant = \"turkish-mangala\"\n\
         rules = \"mangala-2023\"\nrounds = {rounds}\nlot = \"starts\"\n"
    );
    let mut names = Vec::new();
    for i in 0..players {
        let given = GIVEN[i % GIVEN.len()];
        let surname = format!("Soyadı{i:03}");
        out.push_str(&format!(
            "\n[[player]]\nid = \"p{i}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\n"
        ));
        names.push(format!("{given} {surname}"));
    }
    fs::write(dir.join("event.toml"), out).unwrap();
    names
}

/// The tables of a paired round: `[first, second]` player ids.
fn tables(dir: &Path, round: u8) -> Vec<[String; 2]> {
    let text = fs::read_to_string(dir.join(format!("round-{round}/pairing.toml"))).unwrap();
    let raw: toml::Table = text.parse().unwrap();
    raw["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let t = t.as_array().unwrap();
            [
                t[0].as_str().unwrap().to_string(),
                t[1].as_str().unwrap().to_string(),
            ]
        })
        .collect()
}

/// What a table's entry gives each player, worked out here from the cards
/// under the 2023 Mangala rules (docs/games.md): round points, set points,
/// stones.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Score {
    points: f64,
    set_points: f64,
    stones: u32,
    /// `false` for a forfeit: no set points or stones are kept (the TRF
    /// writes no HSP entry for the round).
    played: bool,
}

/// Makes one table's cards: the SET tokens `hakem result` is given and the
/// score each player gets. `kind` picks the story.
fn card(rng: &mut Rng, kind: u64) -> (Vec<String>, [Score; 2]) {
    match kind {
        0 => {
            return (
                vec!["forfeit:second".into()],
                [
                    Score {
                        points: 1.0,
                        ..Score::default()
                    },
                    Score::default(),
                ],
            );
        }
        1 => {
            return (
                vec!["forfeit:first".into()],
                [
                    Score::default(),
                    Score {
                        points: 1.0,
                        ..Score::default()
                    },
                ],
            );
        }
        2 => return (vec!["forfeit:both".into()], [Score::default(); 2]),
        _ => {}
    }
    let mut tokens = Vec::new();
    let mut sp = [0.0f64; 2];
    let mut stones = [0u32; 2];
    let mut warnings = [0u32; 2];
    let mut lost_by: Option<usize> = None;
    let mut set = 0;
    let warned_player = rng.below(2) as usize;
    // Sets until a player has 2 set points, 3 sets, or the 3rd warning.
    while set < 3 && sp[0] < 2.0 && sp[1] < 2.0 && lost_by.is_none() {
        set += 1;
        let mut parts = Vec::new();
        // Warnings: kind 3 piles them on one player until the round is lost.
        let warned = match kind {
            // Two warnings in set 1, the third in set 2: the round is lost.
            3 => Some((warned_player, if set == 1 { 2 } else { 1 })),
            _ if rng.below(6) == 0 => Some((rng.below(2) as usize, 1)),
            _ => None,
        };
        if let Some((who, n)) = warned {
            for _ in 0..n {
                if lost_by.is_some() {
                    break;
                }
                warnings[who] += 1;
                parts.push(format!("w:{}", ["first", "second"][who]));
                if warnings[who] == 3 {
                    lost_by = Some(who);
                }
            }
        }
        if let Some(loser) = lost_by {
            // The 3rd warning ends the set: the other player wins it.
            sp[1 - loser] += 1.0;
            tokens.push(parts.join(","));
            break;
        }
        let timeout = (kind == 4 && set == 1) || rng.below(8) == 0;
        if timeout {
            // Both sides of the threshold: 24 or more draws, fewer loses.
            let who = rng.below(2) as usize;
            let store = [23, 24, 10, 30][rng.below(4) as usize];
            parts.insert(0, format!("t:{}:{store}", ["first", "second"][who]));
            stones[who] += store;
            if store >= 24 {
                sp[0] += 0.5;
                sp[1] += 0.5;
            } else {
                sp[1 - who] += 1.0;
            }
        } else {
            let a = rng.below(49) as u32;
            let b = 48 - a;
            parts.insert(0, format!("{a}-{b}"));
            stones[0] += a;
            stones[1] += b;
            match a.cmp(&b) {
                std::cmp::Ordering::Greater => sp[0] += 1.0,
                std::cmp::Ordering::Less => sp[1] += 1.0,
                std::cmp::Ordering::Equal => {
                    sp[0] += 0.5;
                    sp[1] += 0.5;
                }
            }
        }
        tokens.push(parts.join(","));
    }
    let points = match lost_by {
        Some(0) => [0.0, 1.0],
        Some(_) => [1.0, 0.0],
        None if sp[0] > sp[1] => [1.0, 0.0],
        None if sp[1] > sp[0] => [0.0, 1.0],
        None => [0.5, 0.5],
    };
    let score = |p: usize| Score {
        points: points[p],
        set_points: sp[p],
        stones: stones[p],
        played: true,
    };
    (tokens, [score(0), score(1)])
}

/// The standings table of `hakem event standings`: name → (points, SP,
/// STONES).
fn standings(dir: &Path) -> HashMap<String, (f64, f64, u32)> {
    let out = hakem(
        &["event", "standings", dir.to_str().unwrap(), "--lang", "en"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let mut rows = HashMap::new();
    let mut header: Vec<String> = Vec::new();
    for line in stdout.lines() {
        if line.starts_with("Cross table") {
            break;
        }
        if !line.starts_with('│') {
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('│')
            .split('┆')
            .map(|c| c.trim().to_string())
            .collect();
        if header.is_empty() {
            header = cells;
            continue;
        }
        let col = |name: &str| &cells[header.iter().position(|h| h == name).unwrap()];
        // "Ayşe Soyadı007 (12)": the name without the pairing number.
        let player = col("Player");
        let name = player.rsplit_once(" (").map_or(player.as_str(), |(n, _)| n);
        rows.insert(
            name.to_string(),
            (
                figure(col("Pts")),
                figure(col("SP")),
                col("STONES").parse().unwrap(),
            ),
        );
    }
    rows
}

/// A figure as the lists print it ("13½", "6").
fn figure(s: &str) -> f64 {
    match s.strip_suffix('½') {
        Some(w) => w.parse::<f64>().unwrap_or(0.0) + 0.5,
        None => s.parse().unwrap(),
    }
}

/// The TRF's `HSP` lines: pairing number → round → (set points in halves,
/// stones); and the player lines: pairing number → name.
type Hsp = HashMap<u32, HashMap<u8, (u32, u32)>>;

fn trf(dir: &Path) -> (Hsp, HashMap<u32, String>) {
    let out = hakem(&["event", "export-trf", dir.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let mut hsp = HashMap::new();
    let mut names = HashMap::new();
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("HSP ") {
            let mut fields = rest.split_whitespace();
            let number: u32 = fields.next().unwrap().parse().unwrap();
            let mut rounds = HashMap::new();
            for f in fields {
                let (r, v) = f.split_once(':').unwrap();
                let (sp, st) = v.split_once('/').unwrap();
                rounds.insert(
                    r.parse().unwrap(),
                    (sp.parse().unwrap(), st.parse().unwrap()),
                );
            }
            hsp.insert(number, rounds);
        } else if let Some(rest) = line.strip_prefix("001 ") {
            let rest = rest.trim_start();
            let (number, rest) = rest.split_once(' ').unwrap();
            let number: u32 = number.parse().unwrap();
            // "Soyadı007, Ayşe" as the TRF writes it, then two spaces or more.
            let name = rest.trim_start().split("  ").next().unwrap().trim();
            let (surname, given) = name.split_once(", ").unwrap();
            names.insert(number, format!("{given} {surname}"));
        }
    }
    (hsp, names)
}

#[test]
fn a_nine_round_event_scored_on_paper_only() {
    let dir = scratch("event");
    let d = dir.to_str().unwrap();
    let names = write_event(&dir, 60, 9);
    let name_of: HashMap<String, String> = (0..60)
        .map(|i| (format!("p{i}"), names[i].clone()))
        .collect();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    // Per player: per round, the score worked out here.
    let mut expected: HashMap<String, HashMap<u8, Score>> = HashMap::new();
    let mut stories = [0usize; 6];
    for round in 1..=9u8 {
        let out = hakem(&["pair", d], None);
        assert!(out.status.success(), "round {round}: {}", text(&out));
        let paired = tables(&dir, round);
        assert_eq!(paired.len(), 30);
        let mut cards = Vec::new();
        for (i, players) in paired.iter().enumerate() {
            // The stories: a forfeit either way now and then, one double
            // forfeit (round 5), a round lost by warnings, a timeout in
            // set 1, and plain counted rounds the rest of the time.
            let kind = match (round, i) {
                (5, 0) => 2,
                (_, 1) if round % 3 == 0 => 0,
                (_, 2) if round % 4 == 0 => 1,
                (_, 3) => 3,
                (_, 4) => 4,
                _ => 5,
            };
            stories[kind as usize] += 1;
            let (tokens, scores) = card(&mut rng, kind);
            for (p, id) in players.iter().enumerate() {
                expected
                    .entry(name_of[id].clone())
                    .or_default()
                    .insert(round, scores[p]);
            }
            cards.push(tokens);
        }
        // Round 1: one command a table. The others: the stack of cards on
        // stdin, one line a table (table 2 left out, entered last on its
        // own).
        if round == 1 {
            for (i, tokens) in cards.iter().enumerate() {
                let table = (i + 1).to_string();
                let mut args = vec!["result", d, &table];
                args.extend(tokens.iter().map(String::as_str));
                let out = hakem(&args, None);
                assert!(
                    out.status.success(),
                    "round {round} table {table} {tokens:?}: {}",
                    text(&out)
                );
                let stdout = String::from_utf8_lossy(&out.stdout);
                let remaining = 30 - (i + 1);
                if remaining > 0 {
                    assert!(
                        stdout.contains(&format!("30 masadan {} masanın sonucu girildi", i + 1)),
                        "{stdout}"
                    );
                } else {
                    assert!(
                        stdout.contains("30 masanın hepsinin sonucu girildi"),
                        "{stdout}"
                    );
                }
            }
        } else {
            let mut stack = String::new();
            for (i, tokens) in cards.iter().enumerate() {
                if i == 1 {
                    stack.push('\n');
                } else {
                    stack.push_str(&format!("{}: {}\n", i + 1, tokens.join(" ")));
                }
            }
            let out = hakem(&["result", d], Some(&stack));
            assert!(out.status.success(), "round {round}: {}", text(&out));
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert!(
                stdout.contains("30 masadan 29 masanın sonucu girildi; eksik: 2"),
                "{stdout}"
            );
            let mut args = vec!["result", d, "2"];
            args.extend(cards[1].iter().map(String::as_str));
            let out = hakem(&args, None);
            assert!(
                out.status.success(),
                "round {round} table 2: {}",
                text(&out)
            );
        }
    }
    // Every story was told.
    assert!(stories.iter().all(|&n| n > 0), "{stories:?}");

    // The standings, recomputed from the cards.
    let table = standings(&dir);
    assert_eq!(table.len(), 60);
    for (name, rounds) in &expected {
        let points: f64 = rounds.values().map(|s| s.points).sum();
        let sp: f64 = rounds.values().map(|s| s.set_points).sum();
        let stones: u32 = rounds.values().map(|s| s.stones).sum();
        assert_eq!(table[name], (points, sp, stones), "{name}: {rounds:?}");
    }
    // Round by round, in the TRF's extension lines.
    let (hsp, numbers) = trf(&dir);
    for (number, name) in &numbers {
        let rounds = &expected[name];
        for (round, s) in rounds {
            let got = hsp.get(number).and_then(|r| r.get(round)).copied();
            let want = s.played.then_some(((s.set_points * 2.0) as u32, s.stones));
            assert_eq!(got, want, "{name} round {round}");
        }
    }
    let _ = fs::remove_dir_all(&dir);
}

/// A 2-round event of 6 players, round 1 paired.
fn small_event(name: &str) -> PathBuf {
    let dir = scratch(name);
    write_event(&dir, 6, 2);
    let out = hakem(&["pair", dir.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out));
    dir
}

fn record(dir: &Path, round: u8, table: usize) -> String {
    fs::read_to_string(dir.join(format!("round-{round}/table-{table:02}.toml"))).unwrap()
}

#[test]
fn refusals_write_nothing() {
    let dir = small_event("refusals");
    let d = dir.to_str().unwrap();
    let before = record(&dir, 1, 1);
    for (args, status, says) in [
        // Stores that do not add up to 48: invalid by the rules.
        (vec!["1", "30-17", "30-18"], 1, "add up to 47"),
        // A third set when the round is decided.
        (
            vec!["1", "30-18", "30-18", "30-18"],
            1,
            "set 3 should not have been played",
        ),
        // Not decided.
        (vec!["1", "30-18"], 1, "do not decide the round"),
        // The timer rule needs the timed-out player's store.
        (
            vec!["1", "t:first", "30-18"],
            1,
            "whose time ran out, is not counted",
        ),
        // Not understood.
        (vec!["1", "30:18"], 2, "`30:18` is not understood"),
        (vec!["1", "99999-1"], 2, "at most 9999"),
        (vec!["1", "30-18,20-28"], 2, "twice"),
        (vec!["1", "forfeit:first", "30-18"], 2, "alone"),
        // No such table, no such round.
        (
            vec!["4", "30-18", "30-18"],
            2,
            "round 1 has tables 1 to 3, not 4",
        ),
        (
            vec!["--round", "2", "1", "30-18", "30-18"],
            2,
            "round 2 is not paired",
        ),
    ] {
        let mut all = vec!["result", d, "--lang", "en"];
        all.extend(args.iter().copied());
        let out = hakem(&all, None);
        assert_eq!(out.status.code(), Some(status), "{args:?}: {}", text(&out));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(says),
            "{args:?}: {}",
            text(&out)
        );
        assert_eq!(record(&dir, 1, 1), before, "{args:?} wrote the record");
    }

    // Written once; again only with --replace, which shows the change.
    let out = hakem(
        &["result", d, "--lang", "en", "1", "30-18", "18-30", "26-22"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("1-0 (30-18 18-30 26-22)"), "{stdout}");
    assert!(
        stdout.contains("1 of 3 tables in; missing: 2, 3"),
        "{stdout}"
    );
    let written = record(&dir, 1, 1);
    let out = hakem(&["result", d, "--lang", "en", "1", "18-30", "18-30"], None);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("already in (30-18 18-30 26-22); give --replace")
    );
    assert_eq!(record(&dir, 1, 1), written);
    let out = hakem(
        &[
            "result",
            d,
            "--lang",
            "en",
            "--replace",
            "1",
            "18-30",
            "18-30",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("replaced: 30-18 18-30 26-22 → 18-30 18-30"),
        "{}",
        text(&out)
    );
    // The record `hakem check` reads is valid and says the same.
    let path = dir.join("round-1/table-01.toml");
    let out = hakem(&["check", "--format", "json", path.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains("\"round_points\":{\"first\":0.0,\"second\":1.0}")
    );

    // A record that holds moves is never written over, not even with --replace.
    let table2 = dir.join("round-1/table-02.toml");
    let moved = record(&dir, 1, 2).replace("[[set]]\nmoves = []", "[[set]]\nmoves = [3, 6]");
    assert!(moved.contains("moves = [3, 6]"), "{moved}");
    fs::write(&table2, &moved).unwrap();
    let out = hakem(
        &[
            "result",
            d,
            "--lang",
            "en",
            "--replace",
            "2",
            "30-18",
            "30-18",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("holds moves"),
        "{}",
        text(&out)
    );
    assert_eq!(record(&dir, 1, 2), moved);

    // A finished round: round 2 paired from round 1's results.
    fs::write(&table2, moved.replace("moves = [3, 6]", "moves = []")).unwrap();
    for table in ["2", "3"] {
        let out = hakem(&["result", d, table, "forfeit:second"], None);
        assert!(out.status.success(), "{}", text(&out));
    }
    let out = hakem(&["pair", d], None);
    assert!(out.status.success(), "{}", text(&out));
    let out = hakem(
        &[
            "result",
            d,
            "--lang",
            "en",
            "--round",
            "1",
            "--replace",
            "1",
            "30-18",
            "30-18",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("round 1 is finished"),
        "{}",
        text(&out)
    );
    let _ = fs::remove_dir_all(&dir);
}

/// A result typed in the Turkish forms (`s:ikinci:20`, `u:birinci`,
/// `hükmen:ikinci`) is read as the English ones, and a result is shown
/// back in the forms of the language spoken (the event's: Turkish), the
/// one it replaced too; a token not understood is answered with the
/// forms of that language.
#[test]
fn results_are_shown_in_the_forms_of_the_language_spoken() {
    let dir = small_event("forms");
    let d = dir.to_str().unwrap();
    let stdout = |out: &Output| String::from_utf8_lossy(&out.stdout).to_string();
    let stderr = |out: &Output| String::from_utf8_lossy(&out.stderr).to_string();
    let out = hakem(&["result", d, "1", "s:ikinci:20", "30-18,u:birinci"], None);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        stdout(&out).contains("1-0 (s:ikinci:20 30-18,u:birinci)"),
        "{}",
        text(&out)
    );
    let out = hakem(
        &[
            "result",
            d,
            "1",
            "--replace",
            "t:second:20",
            "30-18,w:first:illegal-move",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        stdout(&out).contains(
            "değiştirildi: s:ikinci:20 30-18,u:birinci → s:ikinci:20 30-18,u:birinci:kural-dışı"
        ),
        "{}",
        text(&out)
    );
    let out = hakem(&["result", d, "--lang", "en", "2", "hükmen:ikinci"], None);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        stdout(&out).contains("1-0 forfeit (forfeit:second)"),
        "{}",
        text(&out)
    );
    let out = hakem(&["result", d, "3", "xx"], None);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        stderr(&out).contains("s:birinci:20") && stderr(&out).contains("hükmen:birinci"),
        "{}",
        text(&out)
    );
    assert!(!stderr(&out).contains("t:first"), "{}", text(&out));
    let out = hakem(&["result", d, "--lang", "en", "3", "xx"], None);
    assert!(stderr(&out).contains("t:first:20"), "{}", text(&out));
    let _ = fs::remove_dir_all(&dir);
}

/// The library call a server makes: a record written by someone else
/// after the folder was read is not written over (the check is made under
/// the event's write lock), and a later entry sees its own earlier one.
#[test]
fn enter_refuses_a_record_changed_since_it_was_read() {
    use hakem::event::folder::Folder;
    use hakem::event::result::{Entry, Refusal, enter, parse_entry};
    let dir = small_event("changed");
    let mut folder = Folder::open_round(&dir, None).unwrap();
    let entry = parse_entry(&["30-18", "26-22"]).unwrap();
    assert!(matches!(entry, Entry::Sets(ref s) if s.len() == 2));
    let e = enter(&mut folder, 1, 1, &entry, None).unwrap();
    assert_eq!(e.missing, vec![2, 3]);
    assert_eq!(e.verdict.round.round_points, [1.0, 0.0]);
    // Entered again through the same folder: it knows the result is in.
    assert!(matches!(
        enter(&mut folder, 1, 1, &entry, None),
        Err(Refusal::HoldsResult { .. })
    ));
    // Someone scores table 2 move by move meanwhile.
    let table2 = dir.join("round-1/table-02.toml");
    let moved = record(&dir, 1, 2).replace("moves = []", "moves = [3]");
    fs::write(&table2, &moved).unwrap();
    let refused = enter(&mut folder, 1, 2, &entry, None);
    assert!(
        matches!(&refused, Err(Refusal::Failed(hakem::Error::Changed(_)))),
        "{refused:?}"
    );
    assert_eq!(record(&dir, 1, 2), moved);
    let _ = fs::remove_dir_all(&dir);
}

/// A server's result is staged in the record's spare after a look at the
/// record; under the lock the record as that look saw it is taken as
/// unchanged without a second read. A record written over since is
/// refused; one put back with the very text judged is written.
#[test]
fn a_staged_result_is_put_only_over_the_record_it_was_judged_against() {
    use hakem::event::folder::Folder;
    use hakem::event::result::{Leftovers, Refusal, commit, judge_entry, parse_entry};
    let dir = small_event("staged-changed");
    let entry = parse_entry(&["30-18", "26-22"]).unwrap();
    let folder = Folder::open_round(&dir, None).unwrap();
    let stage = |table| {
        judge_entry(&folder, 1, table, &entry, None)
            .unwrap()
            .stage_in_spare()
            .unwrap()
    };
    let (one, two) = (stage(1), stage(2));
    // Table 1's record written over in place (as an editor saves), table
    // 2's put back through another file, with the same text.
    let table1 = dir.join("round-1/table-01.toml");
    let changed = record(&dir, 1, 1).replace("moves = []", "moves = [3]");
    fs::write(&table1, &changed).unwrap();
    let table2 = dir.join("round-1/table-02.toml");
    let same = record(&dir, 1, 2);
    fs::write(dir.join("round-1/copy.toml"), &same).unwrap();
    fs::rename(dir.join("round-1/copy.toml"), &table2).unwrap();
    let put = commit(
        &dir,
        vec![one, two],
        Leftovers::Leave,
        || (),
        |_, place| place(),
    );
    assert!(
        matches!(&put[0], Err(Refusal::Failed(hakem::Error::Changed(_)))),
        "table 1: {:?}",
        put[0].as_ref().err()
    );
    assert_eq!(record(&dir, 1, 1), changed);
    assert!(put[1].is_ok(), "table 2: {:?}", put[1].as_ref().err());
    assert_ne!(
        record(&dir, 1, 2),
        same,
        "table 2's result is in its record"
    );
    let _ = fs::remove_dir_all(&dir);
}

/// A record that cannot be read is never written over; one `hakem pair`
/// wrote and nothing else (even when the record checks refuse it) is.
#[test]
fn an_unreadable_record_is_not_written_over() {
    let dir = small_event("unreadable");
    let d = dir.to_str().unwrap();
    let path = dir.join("round-1/table-03.toml");
    for garbage in [&b"variant = [broken"[..], &b"\xff\xfe n\x00o"[..]] {
        fs::write(&path, garbage).unwrap();
        let out = hakem(&["result", d, "--lang", "en", "3", "30-18", "30-18"], None);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("cannot be read"),
            "{}",
            text(&out)
        );
        assert_eq!(fs::read(&path).unwrap(), garbage);
    }
    let _ = fs::remove_dir_all(&dir);
}

/// A stack of cards piped in: every line names its table, so refused lines
/// in the middle shift no other card. Each card's stores are the table's
/// own (a card on the wrong table would show), and the refused lines are
/// told with their line numbers and write nothing.
#[test]
fn a_stack_with_refused_lines_shifts_no_card() {
    let dir = scratch("stack");
    write_event(&dir, 40, 2);
    let d = dir.to_str().unwrap();
    let out = hakem(&["pair", d], None);
    assert!(out.status.success(), "{}", text(&out));
    // Table t's own card: two sets won by the first player, t+25 to 23-t.
    let card = |t: usize| format!("{0}-{1} {0}-{1}", 24 + t, 24 - t);
    let before: Vec<String> = (1..=20).map(|t| record(&dir, 1, t)).collect();
    let stack = [
        format!("4: {}", card(4)),
        "7: 30-17 30-18".to_string(), // a miscounted card (47 stones)
        card(8),                      // no table
        format!("masa 9: {}", card(9)),
        "# a comment".to_string(),
        String::new(),
        format!("25: {}", card(5)), // no such table
        format!("Table 15: {}", card(15)),
        format!("MASA 16: {}", card(16)),
        format!("11: {}", card(11)),
        "17: 30-18 zz".to_string(),  // a token not understood
        format!("11: {}", card(11)), // table 11 twice: neither entered
        format!("18: {}", card(18)),
        format!("table 19: {}", card(19)),
        format!("20: {}", card(20)),
    ]
    .join("\n");
    let out = hakem(&["result", d, "--lang", "en"], Some(&stack));
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    for (line, says) in [
        (
            2,
            "table 7 not written: set 1: the counted stores 30 and 17",
        ),
        (3, "does not start with its table"),
        (7, "round 1 has tables 1 to 20, not 25"),
        (10, "table 11 is on lines 10, 12 of the stack"),
        (11, "`zz` is not understood"),
        (12, "table 11 is on lines 10, 12 of the stack"),
    ] {
        let want = format!("error: <stdin>:{line}: ");
        assert!(
            err.lines()
                .any(|l| l.starts_with(&want) && l.contains(says)),
            "line {line}, {says}:\n{err}"
        );
    }
    assert_eq!(err.lines().count(), 6, "{err}");
    let entered = [4, 9, 15, 16, 18, 19, 20];
    for t in 1..=20 {
        let now = record(&dir, 1, t);
        if entered.contains(&t) {
            let stores = format!("claimed = {{ first = {}, second = {} }}", 24 + t, 24 - t);
            assert_eq!(now.matches(&stores).count(), 2, "table {t}:\n{now}");
        } else {
            assert_eq!(now, before[t - 1], "table {t} written");
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("7 of 20 tables in; missing: 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 17"),
        "{stdout}"
    );
    let _ = fs::remove_dir_all(&dir);
}

/// How a record's round was decided, read here from the record's TOML
/// alone (not hakem's referee): a forfeit, then the third warning of the
/// round (the 2023 Mangala limit), then the sets with a timeout incident.
/// `(decided_by, [(set, player)])`.
fn decided_from_record(text: &str) -> (String, Vec<(Option<u64>, String)>) {
    let raw: toml::Table = text.parse().unwrap();
    match raw.get("forfeit").and_then(|f| f.as_str()) {
        Some("both") => return ("double-forfeit".into(), Vec::new()),
        Some(who) => return ("forfeit".into(), vec![(None, who.to_string())]),
        None => {}
    }
    let mut warnings: HashMap<String, u32> = HashMap::new();
    let mut timeouts = Vec::new();
    for (i, set) in raw["set"].as_array().unwrap().iter().enumerate() {
        let set_number = i as u64 + 1;
        let incidents = set.get("incidents").and_then(|i| i.as_array());
        for incident in incidents.into_iter().flatten() {
            let player = incident["player"].as_str().unwrap().to_string();
            match incident["kind"].as_str().unwrap() {
                "warning" => {
                    let n = warnings.entry(player.clone()).or_default();
                    *n += 1;
                    if *n == 3 {
                        return ("warnings".into(), vec![(Some(set_number), player)]);
                    }
                }
                _ => timeouts.push((Some(set_number), player)),
            }
        }
    }
    if timeouts.is_empty() {
        ("sets".into(), timeouts)
    } else {
        ("timeout".into(), timeouts)
    }
}

/// Every way a round is decided, entered with `hakem result`, then read
/// back from `hakem event print DIR results --format json` and checked
/// against a reading of the records written; the byes (the pairing's and
/// a requested one) too; and the same decisions in words on the printed
/// list, in both languages.
#[test]
fn every_decision_is_shown_where_the_result_is() {
    let dir = scratch("decided");
    let d = dir.to_str().unwrap();
    write_event(&dir, 14, 1);
    // A requested bye (player p13) and an odd number left: a pairing bye.
    let mut event = fs::read_to_string(dir.join("event.toml")).unwrap();
    event.push_str("byes = [1]\n");
    fs::write(dir.join("event.toml"), event).unwrap();
    let out = hakem(&["pair", d], None);
    assert!(out.status.success(), "{}", text(&out));
    let cards = [
        "1: 30-18 30-18",
        "2: t:second:23 30-18",
        "3: 20-28,w:second w:second,w:second",
        "4: forfeit:first",
        "5: forfeit:both",
        "6: t:first:20 t:first:22",
    ];
    let out = hakem(&["result", d], Some(&cards.join("\n")));
    assert!(out.status.success(), "{}", text(&out));
    let out = hakem(
        &[
            "event", "print", d, "results", "--round", "1", "--format", "json",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let tables = json["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 6);
    let mut seen = Vec::new();
    for t in tables {
        let n = t["table"].as_u64().unwrap() as usize;
        let result = &t["result"];
        let (code, facts) = decided_from_record(&record(&dir, 1, n));
        assert_eq!(result["decided_by"], code.as_str(), "table {n}: {result}");
        let got: Vec<(Option<u64>, String)> = result["decision"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| (f["set"].as_u64(), f["player"].as_str().unwrap().to_string()))
            .collect();
        assert_eq!(got, facts, "table {n}");
        // Each fact names the player by id too.
        for f in result["decision"].as_array().unwrap() {
            let side = f["player"].as_str().unwrap();
            assert_eq!(f["id"], t[side]["id"], "table {n}");
        }
        // A set decided by the timer rule says whose time ran out.
        for (i, set) in result["sets"].as_array().unwrap().iter().enumerate() {
            let timed_out = facts
                .iter()
                .find(|(s, _)| code == "timeout" && *s == Some(i as u64 + 1));
            assert_eq!(
                set["timeout"].as_str(),
                timed_out.map(|(_, p)| p.as_str()),
                "table {n} set {}",
                i + 1
            );
        }
        seen.push(code);
    }
    seen.sort();
    seen.dedup();
    assert_eq!(
        seen,
        ["double-forfeit", "forfeit", "sets", "timeout", "warnings"]
    );
    let byes: Vec<&str> = json["byes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["decided_by"].as_str().unwrap())
        .collect();
    assert_eq!(byes.len(), 2, "{json}");
    assert!(
        byes.contains(&"bye") && byes.contains(&"requested-bye"),
        "{byes:?}"
    );

    // The printed list says the same in words, and marks the timed-out
    // sets with their legend.
    let name = |t: usize, side: &str| tables[t - 1][side]["name"].as_str().unwrap().to_string();
    for (lang, says) in [
        (
            "en",
            vec![
                format!("time-out: set 1, {}", name(2, "second")),
                format!("3rd warning (set 2): {}", name(3, "second")),
                format!("forfeit: {} did not come", name(4, "first")),
                "double forfeit: neither player came".to_string(),
                format!(
                    "time-out: set 1, {0}; time-out: set 2, {0}",
                    name(6, "first")
                ),
                "·-23 (t)".to_string(),
                "(t): the set was decided by the timer rule".to_string(),
            ],
        ),
        (
            "tr",
            vec![
                format!("süre aşımı: 1. set, {}", name(2, "second")),
                format!("3. uyarı (2. set): {}", name(3, "second")),
                format!("hükmen: {} gelmedi", name(4, "first")),
                "çifte hükmen: iki oyuncu da gelmedi".to_string(),
                "·-23 (s)".to_string(),
                "(s): set süre kuralıyla belirlendi".to_string(),
            ],
        ),
    ] {
        for format in ["text", "markdown", "html"] {
            let out = hakem(
                &[
                    "event", "print", d, "results", "--format", format, "--lang", lang,
                ],
                None,
            );
            assert!(out.status.success(), "{}", text(&out));
            let printed = String::from_utf8_lossy(&out.stdout);
            for said in &says {
                assert!(printed.contains(said), "{lang} {format}: {said}\n{printed}");
            }
        }
    }
    // The cross table marks both decisions, with their legend.
    let out = hakem(&["event", "standings", d, "--lang", "en"], None);
    let standings = String::from_utf8_lossy(&out.stdout);
    assert!(
        standings.contains("T: a set of the round decided by the timer rule"),
        "{standings}"
    );
    let cells: Vec<&str> = standings
        .lines()
        .filter_map(|l| l.trim_end_matches('│').rsplit('┆').next())
        .map(str::trim)
        .collect();
    for (mark, count) in [("sT", 2), ("T", 4), ("W", 2)] {
        let marked = cells.iter().filter(|c| c.ends_with(mark)).count();
        assert_eq!(marked, count, "{mark}: {cells:?}");
    }
    let _ = fs::remove_dir_all(&dir);
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

/// The `[[history]]` tables of a record: (by, change, was), each `at` a
/// TOML date and time.
fn history(text: &str) -> Vec<(String, String, String)> {
    let doc: toml::Table = text.parse().unwrap();
    doc.get("history")
        .and_then(toml::Value::as_array)
        .map(|tables| {
            tables
                .iter()
                .map(|t| {
                    assert!(
                        matches!(&t["at"], toml::Value::Datetime(d) if d.date.is_some() && d.time.is_some()),
                        "{t:?}"
                    );
                    let s = |key: &str| t[key].as_str().unwrap().to_string();
                    (s("by"), s("change"), s("was"))
                })
                .collect()
        })
        .unwrap_or_default()
}

fn history_of(entries: &[(&str, &str, &str)]) -> Vec<(String, String, String)> {
    entries
        .iter()
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
        .collect()
}

/// `--replace` and `--clear` keep what was there in the record's
/// `[[history]]`; a cleared table is as paired (missing again), takes a
/// result again, and keeps its earlier history.
#[test]
fn a_clear_and_a_replace_keep_the_old_result_in_the_history() {
    let dir = small_event("clear");
    let d = dir.to_str().unwrap();
    let paired = record(&dir, 1, 1);
    let ok = |args: &[&str]| {
        let out = hakem(args, None);
        assert!(out.status.success(), "{args:?}: {}", text(&out));
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    ok(&["result", d, "1", "30-18", "18-30", "26-22", "--lang", "en"]);
    let out = ok(&[
        "result",
        d,
        "1",
        "28-20",
        "26-22",
        "--replace",
        "--lang",
        "en",
    ]);
    assert!(
        out.contains("replaced: 30-18 18-30 26-22 → 28-20 26-22"),
        "{out}"
    );
    assert_eq!(
        history(&record(&dir, 1, 1)),
        history_of(&[("hakem-result", "replaced", "30-18 18-30 26-22")])
    );
    let out = ok(&["result", d, "1", "--clear", "--lang", "en"]);
    assert!(out.contains("cleared"), "{out}");
    assert!(out.contains("was: 28-20 26-22"), "{out}");
    let cleared = record(&dir, 1, 1);
    // As paired, then the history.
    let (head, _) = cleared.split_once("\n[[history]]").unwrap();
    assert_eq!(head.trim_end(), paired.trim_end());
    assert_eq!(
        history(&cleared),
        history_of(&[
            ("hakem-result", "replaced", "30-18 18-30 26-22"),
            ("hakem-result", "cleared", "28-20 26-22"),
        ])
    );
    // Missing again, for `hakem event check` and `hakem result`.
    let out = hakem(&["event", "check", d, "--lang", "en"], None);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("table-01.toml"), "{}", text(&out));
    // Nothing left to clear: refused, nothing written.
    let out = hakem(&["result", d, "1", "--clear", "--lang", "en"], None);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert_eq!(record(&dir, 1, 1), cleared);
    // Entered again: the history stays.
    ok(&["result", d, "1", "18-30", "22-26", "--lang", "en"]);
    let again = record(&dir, 1, 1);
    assert!(again.contains("first = 18, second = 30"), "{again}");
    assert_eq!(history(&again).len(), 2, "{again}");
    let _ = fs::remove_dir_all(&dir);
}

/// The arbiter replaces or clears what a phone sent with moves (a record
/// `hakem result`'s path wrote); a record scored move by move with `hakem
/// live` stays protected.
#[test]
fn the_arbiter_clears_a_phone_s_moves_never_a_live_game() {
    let dir = small_event("clear-moves");
    let d = dir.to_str().unwrap();
    let paired = record(&dir, 1, 1);
    // As a phone's post with moves was written: `hakem result`'s header.
    let (_, body) = paired.split_once("variant").unwrap();
    let phone = format!(
        "# Round 1, table 1: entered with `hakem result` (the stores counted on paper).\nvariant{}",
        body.replace("moves = []", "moves = [3, 5]")
    );
    fs::write(dir.join("round-1/table-01.toml"), &phone).unwrap();
    let table2 = record(&dir, 1, 2);
    let live = table2.replace("moves = []", "moves = [3, 5]");
    fs::write(dir.join("round-1/table-02.toml"), &live).unwrap();

    // Without --replace: refused.
    let out = hakem(&["result", d, "1", "30-18", "26-22", "--lang", "en"], None);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert_eq!(record(&dir, 1, 1), phone);
    let out = hakem(
        &[
            "result",
            d,
            "1",
            "30-18",
            "26-22",
            "--replace",
            "--lang",
            "en",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out));
    let replaced = record(&dir, 1, 1);
    assert!(!replaced.contains("moves = [3"), "{replaced}");
    assert_eq!(history(&replaced)[0].1, "replaced");
    assert!(history(&replaced)[0].2.contains('2'), "{replaced}");
    let out = hakem(&["result", d, "1", "--clear", "--lang", "en"], None);
    assert!(out.status.success(), "{}", text(&out));

    // A live game: never written over.
    for args in [
        &[
            "result",
            d,
            "2",
            "30-18",
            "26-22",
            "--replace",
            "--lang",
            "en",
        ][..],
        &["result", d, "2", "--clear", "--lang", "en"][..],
    ] {
        let out = hakem(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out));
        assert!(stderr_of(&out).contains("holds moves"), "{}", text(&out));
        assert_eq!(record(&dir, 1, 2), live);
    }
    let _ = fs::remove_dir_all(&dir);
}
