//! TRF round trip through the event folder: the sample event exported,
//! imported into a new folder and exported again gives the same player
//! lines (pairings, colours, results, byes, forfeits) and hakem's `HSP`
//! lines (set points and stones, kept in the imported `[[result]]`s).

use std::fs;
use std::path::Path;
use std::process::Command;

fn hakem(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run hakem");
    assert!(
        out.status.success(),
        "hakem {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Copies `from` (an event folder) to `to`, with every letter of the
/// players' names in `event.toml` made ASCII.
fn ascii_copy(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            fs::create_dir_all(&target).unwrap();
            ascii_copy(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
    let event = to.join("event.toml");
    if event.exists() {
        let text: String = fs::read_to_string(&event)
            .unwrap()
            .lines()
            .map(|l| {
                if l.starts_with("given_name") || l.starts_with("surname") {
                    l.chars()
                        .map(|c| match c {
                            'ç' => 'c',
                            'Ç' => 'C',
                            'ğ' => 'g',
                            'ı' => 'i',
                            'İ' => 'I',
                            'ö' => 'o',
                            'Ö' => 'O',
                            'ş' => 's',
                            'Ş' => 'S',
                            'ü' => 'u',
                            'Ü' => 'U',
                            c => c,
                        })
                        .collect::<String>()
                } else {
                    l.to_string()
                }
            })
            .map(|l| l + "\n")
            .collect();
        fs::write(&event, text).unwrap();
    }
}

#[test]
fn an_event_survives_export_and_import() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-ascii");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(tmp.join("event")).unwrap();
    ascii_copy(Path::new("samples/event-swiss"), &tmp.join("event"));
    round_trip(&tmp, tmp.join("event").to_str().unwrap());
}

#[test]
fn the_sample_event_survives_export_and_import() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap();
    round_trip(&tmp, "samples/event-swiss");
}

fn round_trip(tmp: &Path, event: &str) {
    let trf = tmp.join("event.trf");
    let imported = tmp.join("imported");
    let first = hakem(&["event", "export-trf", event]);
    fs::write(&trf, &first).unwrap();
    hakem(&[
        "event",
        "import-trf",
        trf.to_str().unwrap(),
        imported.to_str().unwrap(),
        "--rules",
        "mangala-2023",
    ]);
    let check = hakem(&["event", "check", imported.to_str().unwrap(), "--lang", "en"]);
    assert!(check.contains("every round is complete"), "{check}");
    let second = hakem(&["event", "export-trf", imported.to_str().unwrap()]);
    assert_eq!(first, second);
    assert!(first.lines().any(|l| l.starts_with("HSP")));
    assert!(first.lines().filter(|l| l.starts_with("001")).count() == 40);
}

/// Found by the `trf` fuzz target: a round not yet paired, with only a
/// requested bye entered ahead, was written with `0000 -` (absent) for
/// every other player, and read back so: they would have been left out of
/// the pairing. Now they get an empty cell and stay to be paired; in a
/// paired round a player with nothing recorded is absent, written and read
/// as such.
#[test]
fn a_round_not_yet_paired_keeps_its_players_to_be_paired() {
    use hakem::swiss::{Colour, Entrant, GameResult, PairingNumber, Tournament, trf};
    let mut t = Tournament::new(3, Colour::White).unwrap();
    for name in [
        "Demir, Mehmet",
        "Yılmaz, Ayşe",
        "Kaya, Zeynep",
        "Şahin, Emre",
    ] {
        t.add_entrant(Entrant::new(name)).unwrap();
    }
    let n = |k| PairingNumber::new(k).unwrap();
    t.record_game(1, n(1), n(2), GameResult::Win, GameResult::Loss)
        .unwrap();
    t.record_game(1, n(3), n(4), GameResult::Draw, GameResult::Draw)
        .unwrap();
    // Round 2: player 2 absent with nothing recorded.
    t.record_game(2, n(4), n(1), GameResult::Win, GameResult::Loss)
        .unwrap();
    t.record_unpaired(2, n(3), GameResult::PairingBye).unwrap();
    // Round 3, not yet paired: player 4 asked for a bye.
    t.record_unpaired(3, n(4), GameResult::HalfBye).unwrap();
    let written = trf::write(&t);
    let read = trf::read(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
    for k in 1..=3 {
        assert!(read.game(n(k), 3).is_none(), "player {k} is to be paired");
    }
    assert_eq!(
        read.game(n(4), 3).map(|g| g.result),
        Some(GameResult::HalfBye)
    );
    assert_eq!(
        read.game(n(2), 2).map(|g| g.result),
        Some(GameResult::Absent)
    );
    // Read again, written again: the same tournament.
    assert_eq!(trf::read(&trf::write(&read)).unwrap(), read, "{written}");
}

/// Found by the `trf` fuzz target: a rating written `00` was read as a
/// rating of 0, written back as `0` and read back as no rating. Zero is no
/// rating however it is written.
#[test]
fn a_rating_of_zero_is_no_rating_however_it_is_written() {
    use hakem::swiss::trf;
    for zero in ["0", "00", "0000"] {
        let line = format!("001    1      {:<33} {:>4}", "Demir, Mehmet", zero);
        let t = trf::read(&format!("XXR 3\n{line}\n")).unwrap();
        assert_eq!(t.players()[0].rating, None, "rating {zero:?}");
        assert_eq!(trf::read(&trf::write(&t)).unwrap(), t);
    }
}

/// Found by the `trf` fuzz target: an `HSP` line took any number of stones
/// (82012), and the event imported from it did not read back (`event.toml`
/// takes at most 10,000); a round past 255 was taken modulo 256. Both are
/// refused where they are written, and what is taken imports.
#[test]
fn set_points_and_stones_in_a_trf_are_bounded_like_the_event_s() {
    use hakem::swiss::{Colour, Entrant, GameResult, PairingNumber, Tournament, trf};
    use hakem::text::diagnostic::Source;
    use hakem::words::Arg;
    let mut t = Tournament::new(1, Colour::White).unwrap();
    for name in ["Demir, Mehmet", "Yılmaz, Ayşe"] {
        t.add_entrant(Entrant::new(name)).unwrap();
    }
    let n = |k| PairingNumber::new(k).unwrap();
    t.record_game(1, n(1), n(2), GameResult::Win, GameResult::Loss)
        .unwrap();
    let players = trf::write(&t);
    let hsp_line = players.lines().count() + 1;
    let with = |hsp: &str| trf::read(&format!("{players}{hsp}\n"));
    let err = with("HSP 0001 1:4/82012").unwrap_err();
    assert_eq!((err.line, err.column), (hsp_line, 10), "{err}");
    assert_eq!(err.message.id(), "trf-extra-too-large", "{err}");
    assert_eq!(err.message.arg("max"), Some(&Arg::Number(10000.0)), "{err}");
    let err = with("HSP 0001 257:4/30").unwrap_err();
    assert_eq!(err.message.id(), "trf-extra-round", "{err}");
    assert_eq!(err.message.arg("round"), Some(&Arg::Number(257.0)), "{err}");
    let t = with("HSP 0001 1:4/10000\nHSP 0002 1:0/0").unwrap();
    let (spec, _) = hakem::event::import::from_tournament(&t, "t", "turkish-mangala", None);
    let toml = hakem::event::to_toml(&spec);
    let event = hakem::event::parse(&Source::new("event.toml", toml.as_str()))
        .unwrap_or_else(|d| panic!("{d}\n{toml}"));
    assert_eq!(event.spec().results[0].stones, Some([10000, 0]));
}

/// A TRF's requested byes keep their own values through import and export:
/// `F` a full point, `H` half, `Z` nothing (before, every requested bye was
/// imported at the event's one `requested_bye`, half a point), in rounds
/// played and in a round not paired yet.
#[test]
fn full_half_and_zero_point_byes_survive_import_and_export() {
    use hakem::swiss::{Colour, Entrant, GameResult, PairingNumber, Tournament, trf};
    let mut t = Tournament::new(4, Colour::White).unwrap();
    for name in [
        "Demir, Mehmet",
        "Yilmaz, Ayse",
        "Kaya, Zeynep",
        "Sahin, Emre",
        "Celik, Can",
        "Aydin, Elif",
    ] {
        t.add_entrant(Entrant::new(name)).unwrap();
    }
    let n = |k| PairingNumber::new(k).unwrap();
    use GameResult::*;
    t.record_game(1, n(1), n(2), Win, Loss).unwrap();
    t.record_game(1, n(3), n(4), Draw, Draw).unwrap();
    t.record_unpaired(1, n(5), FullBye).unwrap();
    t.record_unpaired(1, n(6), HalfBye).unwrap();
    t.record_game(2, n(1), n(3), Win, Loss).unwrap();
    t.record_game(2, n(5), n(6), Draw, Draw).unwrap();
    t.record_unpaired(2, n(2), ZeroBye).unwrap();
    t.record_unpaired(2, n(4), PairingBye).unwrap();
    t.record_game(3, n(2), n(4), Loss, Win).unwrap();
    t.record_game(3, n(5), n(1), Draw, Draw).unwrap();
    t.record_game(3, n(3), n(6), Win, Loss).unwrap();
    // Round 4, not paired yet: 6 asked for a full-point bye.
    t.record_unpaired(4, n(6), FullBye).unwrap();

    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-byes");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap();
    let file = tmp.join("byes.trf");
    fs::write(&file, trf::write(&t)).unwrap();
    let dir = tmp.join("event");
    hakem(&[
        "event",
        "import-trf",
        file.to_str().unwrap(),
        dir.to_str().unwrap(),
        "--rules",
        "mangala-2023",
    ]);
    let toml = fs::read_to_string(dir.join("event.toml")).unwrap();
    assert!(
        toml.contains(r#"byes = [{ round = 1, value = "full" }]"#),
        "{toml}"
    );
    assert!(
        toml.contains(r#"byes = [{ round = 2, value = "zero" }]"#),
        "{toml}"
    );
    assert!(
        toml.contains(r#"byes = [1, { round = 4, value = "full" }]"#),
        "{toml}"
    );
    let exported = hakem(&["event", "export-trf", dir.to_str().unwrap()]);
    let back = trf::read(&exported).unwrap_or_else(|e| panic!("{e}\n{exported}"));
    for k in 1..=6 {
        assert_eq!(
            back.score_after(n(k), 3),
            t.score_after(n(k), 3),
            "player {k}\n{exported}"
        );
        for r in 1..=4 {
            assert_eq!(
                back.game_or_absent(n(k), r).result,
                t.game_or_absent(n(k), r).result,
                "player {k} round {r}\n{exported}"
            );
        }
    }
    // Player 5 (Celik): a full-point bye, a draw and a draw, 2 points.
    let standings = hakem(&["event", "standings", dir.to_str().unwrap()]);
    let line = standings
        .lines()
        .find(|l| l.contains("Can Celik (5)"))
        .unwrap_or_else(|| panic!("{standings}"));
    let cells: Vec<&str> = line.split('┆').map(str::trim).collect();
    assert_eq!(cells[3], "2", "{standings}");
}

/// The run of `hakem` with its output, successful or not.
fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run hakem")
}

/// The sample event (Turkish names: "Aydın, Nazlı", "Ağca, Barış", ...) in
/// `tmp/event`, with the header keys the TRF takes and `event.toml` has
/// only when the arbiter writes them: the deputies (Turkish names again),
/// the federation, the time control.
fn turkish_event(tmp: &Path) -> std::path::PathBuf {
    let _ = fs::remove_dir_all(tmp);
    let event = tmp.join("event");
    fs::create_dir_all(&event).unwrap();
    copy(Path::new("samples/event-swiss"), &event);
    let toml = fs::read_to_string(event.join("event.toml"))
        .unwrap()
        .replace(
            "chief_arbiter = \"Hakan Yıldırım\"\n",
            "chief_arbiter = \"Hakan Yıldırım\"\n\
         deputy_arbiters = [\"Çağla Öztürk\", \"Barış Aydın\"]\n\
         federation = \"TUR\"\n\
         time_control = \"2 x 10 dakika\"\n",
        );
    assert!(toml.contains("deputy_arbiters"));
    fs::write(event.join("event.toml"), toml).unwrap();
    event
}

fn copy(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            fs::create_dir_all(&target).unwrap();
            copy(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The header lines, and every player's score and rank in columns 81-89
/// as the standings after the last round have them.
#[test]
fn the_export_has_the_header_and_every_rank() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-header");
    let event = turkish_event(&tmp);
    let dir = event.to_str().unwrap();
    let trf = hakem(&["event", "export-trf", dir]);
    let header: Vec<&str> = trf.lines().take_while(|l| !l.starts_with("001")).collect();
    assert_eq!(
        header,
        [
            "012 Cumhuriyetimizin 100. Yılı Akıl ve Zeka Oyunları Turnuvası",
            "022 Ankara",
            "032 TUR",
            "042 2023/10/28",
            "052 2023/10/29",
            "062 40",
            "072 0",
            "082 0",
            "092 Individual: Swiss-System (FIDE Dutch)",
            "102 Hakan Yıldırım",
            "112 Çağla Öztürk",
            "112 Barış Aydın",
            "122 2 x 10 dakika",
            "XXR 7",
            "XXC white1",
        ]
    );
    // No `[teams]`: no team lines, which gacrux would read as a team
    // tournament's.
    assert!(!trf.lines().any(|l| l.starts_with("013")), "{trf}");
    let standings: serde_json::Value =
        serde_json::from_str(&hakem(&["event", "standings", dir, "--format", "json"])).unwrap();
    let rows = standings["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 40);
    for row in rows {
        let number = row["number"].as_u64().unwrap() as usize;
        let line = trf
            .lines()
            .find(|l| l.starts_with("001") && l[4..8].trim() == number.to_string())
            .unwrap();
        // Columns count characters: the names hold Turkish letters.
        let columns: Vec<char> = line.chars().collect();
        let field = |from: usize, to: usize| -> String {
            columns[from - 1..to]
                .iter()
                .collect::<String>()
                .trim()
                .to_string()
        };
        assert_eq!(
            field(81, 84),
            format!("{:.1}", row["points"].as_f64().unwrap()),
            "{line}"
        );
        assert_eq!(field(86, 89), row["rank"].to_string(), "{line}");
    }
}

/// Exported in UTF-8 and in Windows-1254, imported back by hakem (the
/// encoding told, and found by itself): the same event, exported again to
/// the same UTF-8 file, header and all.
#[test]
fn a_turkish_event_survives_both_encodings() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-encodings");
    let event = turkish_event(&tmp);
    let dir = event.to_str().unwrap();
    let utf8 = hakem(&["event", "export-trf", dir]);
    let file = tmp.join("event-1254.trf");
    hakem(&[
        "event",
        "export-trf",
        dir,
        "--encoding",
        "cp1254",
        "-o",
        file.to_str().unwrap(),
    ]);
    let bytes = fs::read(&file).unwrap();
    // One byte a letter: every line as long in bytes as in characters.
    assert!(String::from_utf8(bytes.clone()).is_err());
    assert_eq!(bytes.len(), utf8.chars().count());
    assert!(bytes.windows(5).any(|w| w == b"Ayd\xFDn"), "ı is 0xFD");
    for (n, flags) in [&["--encoding", "cp1254"][..], &[]].iter().enumerate() {
        let target = tmp.join(format!("imported-{n}"));
        let mut args = vec![
            "event",
            "import-trf",
            file.to_str().unwrap(),
            target.to_str().unwrap(),
            "--rules",
            "mangala-2023",
            "--lang",
            "en",
        ];
        args.extend_from_slice(flags);
        let out = run(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            said.contains("is not UTF-8: read as Windows-1254"),
            flags.is_empty(),
            "{said}"
        );
        let toml = fs::read_to_string(target.join("event.toml")).unwrap();
        assert!(toml.contains("surname = \"Aydın\""), "{toml}");
        let again = hakem(&["event", "export-trf", target.to_str().unwrap()]);
        assert_eq!(again, utf8);
    }
    let target = tmp.join("imported-utf8");
    let file = tmp.join("event.trf");
    fs::write(&file, &utf8).unwrap();
    hakem(&[
        "event",
        "import-trf",
        file.to_str().unwrap(),
        target.to_str().unwrap(),
        "--rules",
        "mangala-2023",
    ]);
    assert_eq!(
        hakem(&["event", "export-trf", target.to_str().unwrap()]),
        utf8
    );
}

/// A name Windows-1254 cannot write (Azerbaijani ə) refuses the export,
/// naming the character and where it stands; nothing is written.
#[test]
fn a_character_windows_1254_lacks_is_named() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-no-cp1254");
    let event = turkish_event(&tmp);
    let toml = fs::read_to_string(event.join("event.toml"))
        .unwrap()
        .replacen("given_name = \"Ayşe\"", "given_name = \"Əli\"", 1);
    fs::write(event.join("event.toml"), toml).unwrap();
    let out_file = tmp.join("out.trf");
    let out = run(&[
        "event",
        "export-trf",
        event.to_str().unwrap(),
        "--encoding",
        "cp1254",
        "-o",
        out_file.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("\"Ə\" (U+018F)"), "{said}");
    assert!(said.contains("Yılmaz, Əli"), "{said}");
    assert!(said.contains("--encoding utf-8"), "{said}");
    assert!(!out_file.exists());
}

/// A round cell shifted by a column (`  211w 0`: a digit where the cell
/// keeps a blank), a rank or a score that is not a number, a digit in the
/// blank column between them: each a located error, nothing imported.
#[test]
fn a_misaligned_or_junk_cell_is_a_located_error() {
    use hakem::swiss::trf;
    let line = |cells: &str, score: &str, rank: &str| {
        format!(
            "XXR 2\n001    1      {:<33}{:33}{score:>4} {rank:>4}  {cells}\n\
             001    2      {:<33}{:33} 0.0    2     1 b 0\n",
            "Aydın, Barış", "", "Öztürk, Çağla", ""
        )
    };
    assert!(trf::read(&line("   2 w 1", " 1.0", "1")).is_ok());
    for (text, column, id) in [
        (line("  211w 0", " 1.0", "1"), 96, "trf-cell-misaligned"),
        (line("   2 w  1", " 1.0", "1"), 100, "trf-cell-misaligned"),
        (line("   2 w 1", " 1.0", "1st"), 86, "trf-rank"),
        (line("   2 w 1", " one", "1"), 81, "trf-score"),
        (line("   2 w 1", " 1.0", "11111"), 90, "trf-misaligned"),
    ] {
        let err = trf::read(&text).unwrap_err();
        assert_eq!(
            (err.line, err.column, err.message.id()),
            (2, column, id),
            "{err}\n{text}"
        );
    }
    // A sex other than w, f or m; a team line naming no player, or
    // something other than numbers.
    let ok = line("   2 w 1", " 1.0", "1");
    for (text, line_no, column, id) in [
        (ok.replacen("001    1  ", "001    1 x", 1), 2, 10, "trf-sex"),
        (born_in(&ok, "2013/13/01"), 2, 70, "trf-birth-date"),
        (born_in(&ok, "13.04.2013"), 2, 70, "trf-birth-date"),
        (born_in(&ok, "1850/00/00"), 2, 70, "trf-birth-date"),
        (
            format!("{ok}013 {:<32}   1    3\n", "Gazi"),
            4,
            45,
            "trf-no-player",
        ),
        (
            format!("{ok}013 {:<32}   1 two\n", "Gazi"),
            4,
            42,
            "trf-team-number",
        ),
        (format!("{ok}HCA 0003 lise\n"), 4, 5, "trf-no-player"),
    ] {
        let err = trf::read(&text).unwrap_err();
        assert_eq!(
            (err.line, err.column, err.message.id()),
            (line_no, column, id),
            "{err}\n{text}"
        );
    }
    let (_, header) = trf::read_with_header(&format!(
        "{}013 {:<32}   2    1\nHCA 0002 lise\n",
        ok.replacen("001    1  ", "001    1 f", 1),
        "Gazi İlkokulu"
    ))
    .unwrap();
    assert_eq!(header.players[0].sex, Some(trf::Sex::Female));
    assert_eq!(header.players[1].sex, None);
    // A birth date whole, a year alone in either form, or none.
    for (written, born) in [
        ("2013/04/09", Some(trf::BirthDate::Date(date(2013, 4, 9)))),
        ("2013-04-09", Some(trf::BirthDate::Date(date(2013, 4, 9)))),
        ("2013/00/00", Some(trf::BirthDate::Year(2013))),
        ("2013", Some(trf::BirthDate::Year(2013))),
        ("", None),
        ("0000/00/00", None),
    ] {
        let (_, header) = trf::read_with_header(&born_in(&ok, written)).unwrap();
        assert_eq!(header.players[0].born, born, "{written}");
    }
    assert_eq!(header.players[0].team.as_deref(), Some("Gazi İlkokulu"));
    assert_eq!(header.players[1].category.as_deref(), Some("lise"));
    // As `import-trf` says it: file, line and column, the cell as written.
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-misaligned");
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap();
    let file = tmp.join("shifted.trf");
    fs::write(&file, line("  211w 0", " 1.0", "1")).unwrap();
    let target = tmp.join("event");
    let out = run(&[
        "event",
        "import-trf",
        file.to_str().unwrap(),
        target.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("shifted.trf:2:96: round 1: \"1\" in column 96"),
        "{said}"
    );
    assert!(said.contains("(\"  211w 0\")"), "{said}");
    assert!(!target.exists());
}

/// The peers' Python (scripts/install-peers.sh).
fn peers_python() -> std::path::PathBuf {
    let root = std::env::var_os("HAKEM_PEERS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/peers"));
    let python = root.join("bin/python");
    assert!(
        python.exists(),
        "{} is missing: run scripts/install-peers.sh (gacrux)",
        python.display()
    );
    python
}

/// The TRF as gacrux reads it (`tests/peers/gacrux_read_trf.py`).
fn gacrux_reads(file: &Path, encoding: &str) -> serde_json::Value {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peers/gacrux_read_trf.py");
    let out = Command::new(peers_python())
        .arg(script)
        .arg(file)
        .arg(encoding)
        .output()
        .expect("the peers' Python runs");
    assert!(
        out.status.success(),
        "gacrux_read_trf.py: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The export of a Turkish-named event read back by gacrux, in UTF-8 (its
/// columns in characters) and in Windows-1254 (one byte a letter, read as
/// cp1254 and as Latin-1, as gacrux's commands read a TRF unless told):
/// the header, every player's name, score (as written and as gacrux counts
/// it from the games) and rank, and every round's pairing as the event
/// folder has them. The UTF-8 file read a byte a column is what Windows-1254
/// is for: gacrux finds it misaligned. With BBP_PAIRINGS set to a
/// bbpPairings executable, bbpPairings checks the file too.
#[test]
#[ignore = "needs gacrux: run scripts/install-peers.sh"]
fn gacrux_reads_the_export_as_written() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-gacrux");
    let event = turkish_event(&tmp);
    let dir = event.to_str().unwrap();
    // What the event folder says, read apart from the TRF.
    let spec = hakem::event::load(&event.join("event.toml"))
        .unwrap()
        .0
        .spec()
        .clone();
    let standings: serde_json::Value =
        serde_json::from_str(&hakem(&["event", "standings", dir, "--format", "json"])).unwrap();
    let mut number = std::collections::HashMap::new();
    let mut expected_players = serde_json::Map::new();
    for row in standings["standings"].as_array().unwrap() {
        let id = row["id"].as_str().unwrap();
        let n = row["number"].as_u64().unwrap();
        let p = spec.players.iter().find(|p| p.id == id).unwrap();
        number.insert(id.to_string(), n);
        let points = format!("{:.1}", row["points"].as_f64().unwrap());
        expected_players.insert(
            n.to_string(),
            serde_json::json!({
                "name": format!("{}, {}", p.surname, p.given_name),
                "score": points,
                "points": points,
                "rank": row["rank"],
            }),
        );
    }
    let mut expected_rounds = serde_json::Map::new();
    for round in 1..=spec.rounds {
        let text = fs::read_to_string(event.join(format!("round-{round}/pairing.toml"))).unwrap();
        let pairing: toml::Value = toml::from_str(&text).unwrap();
        let mut games: Vec<[u64; 2]> = pairing["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                let id = |i: usize| number[t[i].as_str().unwrap()];
                [id(0), id(1)]
            })
            .collect();
        if let Some(bye) = pairing.get("bye") {
            games.push([number[bye.as_str().unwrap()], 0]);
        }
        games.sort();
        expected_rounds.insert(round.to_string(), serde_json::json!(games));
    }
    let expected_event = serde_json::json!({
        "name": spec.name,
        "site": "Ankara",
        "federation": "TUR",
        "start": "2023-10-28",
        "end": "2023-10-29",
        "time_control": "2 x 10 dakika",
        "chief_arbiter": "Hakan Yıldırım",
        "deputies": ["Çağla Öztürk", "Barış Aydın"],
    });

    let utf8 = tmp.join("event.trf");
    let cp1254 = tmp.join("event-1254.trf");
    for (file, encoding) in [(&utf8, "utf-8"), (&cp1254, "cp1254")] {
        hakem(&[
            "event",
            "export-trf",
            dir,
            "-o",
            file.to_str().unwrap(),
            "--encoding",
            encoding,
        ]);
    }
    for (file, codec) in [(&utf8, "utf-8"), (&cp1254, "cp1254"), (&cp1254, "latin1")] {
        let read = gacrux_reads(file, codec);
        let at = format!("{} read as {codec}", file.display());
        assert_eq!(read["status"]["code"], 0, "{at}: {}", read["status"]);
        assert_eq!(read["status"]["checker"], 0, "{at}: {}", read["status"]);
        assert_eq!(
            read["rounds"],
            serde_json::Value::from(expected_rounds.clone()),
            "{at}"
        );
        let mut players = read["players"].as_object().unwrap().clone();
        if codec == "latin1" {
            // Latin-1 has other letters at Windows-1254's Turkish ones: the
            // columns are right, the names are not compared.
            for (n, p) in &mut players {
                p["name"] = expected_players[n]["name"].clone();
            }
        } else {
            assert_eq!(read["event"], expected_event, "{at}");
        }
        assert_eq!(players, expected_players, "{at}");
    }
    let misread = gacrux_reads(&utf8, "latin1");
    assert_ne!(misread["status"]["code"], 0, "{}", misread["status"]);
    assert!(
        misread["status"]["messages"][0]
            .as_str()
            .unwrap()
            .contains("misaligned"),
        "{}",
        misread["status"]
    );

    match std::env::var_os("BBP_PAIRINGS") {
        // bbpPairings counts columns in bytes: the Windows-1254 file.
        Some(bbp) => {
            let out = Command::new(bbp)
                .args(["--dutch", cp1254.to_str().unwrap(), "-c"])
                .output()
                .expect("BBP_PAIRINGS runs");
            assert!(
                out.status.success(),
                "bbpPairings -c: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        None => eprintln!(
            "bbpPairings not checked: set BBP_PAIRINGS to its executable \
             (not on PyPI or in Debian: built from its source)"
        ),
    }
}

/// `trf` with its first player's birth date (columns 70-79) `born`.
fn born_in(trf: &str, born: &str) -> String {
    trf.lines()
        .map(|l| {
            if l.starts_with("001    1") {
                let mut chars: Vec<char> = l.chars().collect();
                let cell: Vec<char> = format!("{born:<10}").chars().collect();
                chars.splice(69..79, cell);
                chars.into_iter().collect::<String>() + "\n"
            } else {
                format!("{l}\n")
            }
        })
        .collect()
}

fn date(y: i32, m: u32, d: u32) -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// The Turkish event with a sex, a category and a school or team for the
/// players: girls and boys in turn, categories of any length (`U12` fits
/// the TRF's title field, `ortaokul` does not), schools with Turkish
/// letters, a `team` over the school, and some players with only their
/// club; the schools ranked (`[teams]`), so the TRF has team lines.
fn school_event(tmp: &Path) -> std::path::PathBuf {
    let event = turkish_event(tmp);
    let toml = fs::read_to_string(event.join("event.toml")).unwrap();
    let mut out = String::new();
    let mut n = 0;
    for line in toml.lines() {
        // Each player's birth is given below: a year, a date or none.
        if line.starts_with("born = ") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
        if line.starts_with("id = \"") {
            let sex = if n % 2 == 0 { "F" } else { "M" };
            out.push_str(&format!("sex = \"{sex}\"\n"));
            match n % 3 {
                0 => out.push_str(&format!("born = {}\n", 2008 + n % 7)),
                1 => out.push_str(&format!("born = 2012-0{}-1{}\n", 1 + n % 9, n % 10)),
                _ => {}
            }
            match n % 4 {
                0 => out.push_str("category = \"ortaokul\"\n"),
                1 => out.push_str("category = \"U12\"\n"),
                2 => out.push_str("category = \"lise (kız ve erkek)\"\n"),
                _ => {}
            }
            match n % 5 {
                0 => out.push_str("school = \"Atatürk Ortaokulu\"\n"),
                1 => out.push_str("school = \"Şehit Ömer Halisdemir Lisesi\"\n"),
                2 => out.push_str("school = \"Gazi İlkokulu\"\nteam = \"Çankaya Karması\"\n"),
                _ => {}
            }
            n += 1;
        }
    }
    assert_eq!(n, 40);
    out.push_str("\n[teams]\nby = \"school\"\n");
    fs::write(event.join("event.toml"), out).unwrap();
    event
}

/// The players of an event folder as `event.toml` has them: id -> (sex,
/// category, the team `[teams] by = "school"` groups them by, born).
fn players_of(event: &Path) -> std::collections::BTreeMap<String, [Option<String>; 4]> {
    let toml: toml::Table = fs::read_to_string(event.join("event.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let text = |p: &toml::Table, key: &str| p.get(key).and_then(|v| v.as_str()).map(str::to_string);
    toml["player"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let p = p.as_table().unwrap();
            let team = text(p, "team")
                .or_else(|| text(p, "school"))
                .or_else(|| text(p, "club"));
            (
                text(p, "id").unwrap(),
                [
                    text(p, "sex"),
                    text(p, "category"),
                    team,
                    p.get("born").map(|b| b.to_string()),
                ],
            )
        })
        .collect()
}

/// Sex (column 10), category (hakem's `HCA` line) and team (`013`)
/// exported and imported back, in UTF-8 and in Windows-1254: every player
/// has the same sex, category and team, and the export of the imported
/// event is the same file.
#[test]
fn sex_category_and_team_survive_export_and_import() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("event-trf-school");
    let event = school_event(&tmp);
    let dir = event.to_str().unwrap();
    let utf8 = hakem(&["event", "export-trf", dir]);
    let line =
        |start: &str| -> Vec<&str> { utf8.lines().filter(|l| l.starts_with(start)).collect() };
    let teams = line("013");
    // Three schools, a team over one, and the clubs of the players with
    // neither.
    assert!(teams.len() > 4, "{utf8}");
    assert_eq!(line("082"), [format!("082 {}", teams.len())]);
    let atatürk = teams.iter().find(|l| l.contains("Atatürk")).unwrap();
    // The name in columns 5-36, the numbers from column 37, 4 wide, one
    // blank apart.
    let chars: Vec<char> = atatürk.chars().collect();
    assert_eq!(
        chars[4..36].iter().collect::<String>().trim_end(),
        "Atatürk Ortaokulu"
    );
    assert!(
        chars[36..].chunks(5).all(|c| c[..4]
            .iter()
            .collect::<String>()
            .trim()
            .parse::<usize>()
            .is_ok()
            && c.get(4).is_none_or(|&b| b == ' ')),
        "{atatürk}"
    );
    assert_eq!(line("HCA").len(), 30);
    // Hakem's own line: the category whole, past the title field's 3
    // columns.
    assert!(
        line("HCA").contains(&"HCA 0003 lise (kız ve erkek)"),
        "{utf8}"
    );
    for l in line("001") {
        let sex = l.chars().nth(9).unwrap();
        assert!(sex == 'w' || sex == 'm', "{l}");
        assert_eq!(
            l.chars().skip(10).take(4).collect::<String>(),
            "    ",
            "{l}"
        );
    }
    // The birth date in columns 70-79, a year alone as YYYY/00/00: 14
    // players with a year, 13 with a date, 13 without.
    let born: Vec<String> = line("001")
        .iter()
        .map(|l| l.chars().skip(69).take(10).collect())
        .collect();
    let count = |f: &dyn Fn(&str) -> bool| born.iter().filter(|b| f(b)).count();
    assert_eq!(count(&|b| b.ends_with("/00/00")), 14, "{utf8}");
    assert_eq!(
        count(&|b| b.starts_with("2012/0") && !b.ends_with("/00/00")),
        13,
        "{utf8}"
    );
    assert_eq!(count(&|b| b.trim().is_empty()), 13, "{utf8}");
    let players = players_of(&event);
    let file = tmp.join("event-1254.trf");
    hakem(&[
        "event",
        "export-trf",
        dir,
        "--encoding",
        "cp1254",
        "-o",
        file.to_str().unwrap(),
    ]);
    let utf8_file = tmp.join("event.trf");
    fs::write(&utf8_file, &utf8).unwrap();
    for (n, (file, encoding)) in [(&utf8_file, "utf-8"), (&file, "cp1254")]
        .into_iter()
        .enumerate()
    {
        let target = tmp.join(format!("imported-{n}"));
        hakem(&[
            "event",
            "import-trf",
            file.to_str().unwrap(),
            target.to_str().unwrap(),
            "--rules",
            "mangala-2023",
            "--encoding",
            encoding,
        ]);
        let imported = players_of(&target);
        // The ids are made again from the names: compared in order.
        let mut original: Vec<_> = players.values().cloned().collect();
        let mut again: Vec<_> = imported.values().cloned().collect();
        original.sort();
        again.sort();
        assert_eq!(again, original, "{encoding}");
        assert_eq!(
            hakem(&["event", "export-trf", target.to_str().unwrap()]),
            utf8,
            "{encoding}"
        );
    }
}
