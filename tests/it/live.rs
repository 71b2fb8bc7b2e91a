//! `hakem live`: the session against `check`. Whatever is entered, the file
//! left behind is an ordinary record, and `check` reads it back with the
//! verdict the program printed. The clock is moved by hand.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use hakem::live::timer::{Clock, ManualClock};
use hakem::live::{Command, NewRecord, Session, TimerCommand, line};
use hakem::record::{IncidentKind, PlayerInfo, Who};
use hakem::referee::open_record;
use hakem::referee::{SetEnd, Winner};
use hakem::report::json::check_json;
use hakem::ruleset::Language;
use proptest::prelude::*;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-live-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn new_record(variant: &str) -> NewRecord {
    NewRecord {
        variant: variant.into(),
        rules: None,
        first: PlayerInfo::named("Ayşe Yılmaz"),
        second: PlayerInfo {
            name: "Mehmet Demir".into(),
            id: None,
            visually_impaired: true,
        },
    }
}

/// `check --format json` of the file on disk.
fn check_of_file(path: &Path) -> (String, bool) {
    let loaded = open_record::open(path).expect("the file is a record");
    // Sowing and grid records alike, as `check` judges them.
    let verdict = hakem::family::verdict(&loaded);
    (
        check_json(
            &loaded.source,
            &loaded.record,
            loaded.tournament.name(),
            &verdict,
        ),
        verdict.valid(),
    )
}

/// The same, from what the session holds (what it printed).
fn check_of_session(s: &Session) -> String {
    check_json(s.source(), s.record(), s.tournament().name(), s.verdict())
}

/// A line of the line mode: mostly pits, with every other command mixed in.
fn command_line() -> impl Strategy<Value = String> {
    let player = prop_oneof![Just("first"), Just("second")];
    let reason = prop_oneof![Just("touch-move"), Just("illegal-move"), Just("conduct")];
    prop_oneof![
        12 => (0u32..9).prop_map(|p| p.to_string()),
        1 => Just("warn".to_string()),
        1 => (player.clone(), reason).prop_map(|(p, r)| format!("warn {p} {r}")),
        2 => Just("undo".to_string()),
        1 => (prop_oneof![Just("north"), Just("south"), Just("first"), Just("store")], 0u32..8)
            .prop_map(|(side, k)| if side == "store" { "count store:north".into() } else { format!("count {side}:{k}") }),
        1 => player.clone().prop_map(|p| format!("timeout {p}")),
        1 => (0u32..50, 0u32..50).prop_map(|(a, b)| format!("claim {a} {b}")),
        2 => Just("next".to_string()),
        1 => Just("board".to_string()),
        1 => Just("timer start".to_string()),
        1 => Just("nonsense words".to_string()),
    ]
}

/// A line of the line mode in a grid game: mostly cells (with a quadrant
/// and a direction, or without), passes, and the other commands.
fn grid_line() -> impl Strategy<Value = String> {
    let cell = (0u8..8, 1u8..9).prop_map(|(c, r)| format!("{}{r}", (b'a' + c) as char));
    let turn = prop_oneof![
        Just(String::new()),
        (1u8..6).prop_map(|q| format!(" {q}")),
        (1u8..5).prop_map(|q| format!(" {q}ccw")),
    ];
    prop_oneof![
        16 => (cell, turn).prop_map(|(c, t)| format!("{c}{t}")),
        2 => prop_oneof![Just("pass"), Just("pas")].prop_map(str::to_string),
        1 => Just("warn".to_string()),
        1 => Just("warn second conduct".to_string()),
        2 => Just("undo".to_string()),
        1 => Just("count north:2".to_string()),
        1 => Just("timeout first".to_string()),
        1 => Just("claim 30 34".to_string()),
        2 => Just("next".to_string()),
        1 => Just("board".to_string()),
        1 => Just("3".to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Reversi and Pentago at the table: whatever is typed, the file left
    /// is read by `check` with the verdict the session printed, and a
    /// session opened on it again is where this one stopped.
    #[test]
    fn grid_games_check_agrees_with_what_was_printed(
        variant in prop_oneof![Just("reversi"), Just("pentago"), Just("pentago-standard")],
        lines in prop::collection::vec(grid_line(), 0..150),
    ) {
        let dir = scratch("grid-property");
        let path = dir.join("round.toml");
        let mut session = Session::open(
            &path,
            Some(new_record(variant)), &|_| hakem::words::Words::new(Language::TR),
            None,
            Box::new(ManualClock::default()),
        ).unwrap();
        let input = lines.join("\n");
        let mut out = Vec::new();
        let status = line::run(&mut session, input.as_bytes(), &mut out, true).unwrap();
        let printed = String::from_utf8(out).unwrap();
        let (from_file, valid) = check_of_file(&path);
        prop_assert_eq!(&from_file, &check_of_session(&session));
        prop_assert_eq!(status.code(), if valid { 0 } else { 1 });
        prop_assert!(!printed.contains("REDDEDİLDİ: bu oyunda kare yok"), "{}", printed);
        let again = Session::open(&path, None, &|_| hakem::words::Words::new(Language::TR), None, Box::new(ManualClock::default())).unwrap();
        prop_assert_eq!(check_of_session(&again), from_file);
        // Every move the session took is legal where `check` plays it.
        prop_assert!(valid, "{}", printed);
    }

    /// Any sequence of line-mode commands leaves a file that `check` reads
    /// back with the verdict the program printed (its last line) and the
    /// verdict it held, field for field.
    #[test]
    fn check_agrees_with_what_was_printed(
        variant in prop_oneof![Just("turkish-mangala"), Just("kalah"), Just("oware")],
        lines in prop::collection::vec(command_line(), 0..120),
    ) {
        let dir = scratch("property");
        let path = dir.join("round.toml");
        let mut session = Session::open(
            &path,
            Some(new_record(variant)), &|_| hakem::words::Words::new(Language::EN),
            None,
            Box::new(ManualClock::default()),
        ).unwrap();
        let input = lines.join("\n");
        let mut out = Vec::new();
        let status = line::run(&mut session, input.as_bytes(), &mut out, true).unwrap();
        let printed = String::from_utf8(out).unwrap();
        let last = printed.lines().last().unwrap().to_string();
        let (from_file, valid) = check_of_file(&path);
        prop_assert_eq!(&from_file, &check_of_session(&session));
        let said = if valid { "Record checked: every move is legal." } else { "RECORD INVALID: see the referee." };
        prop_assert_eq!(last.as_str(), said);
        prop_assert_eq!(status.code(), if valid { 0 } else { 1 });
        // A session opened on the file again is where this one stopped.
        let again = Session::open(&path, None, &|_| hakem::words::Words::new(Language::EN), None, Box::new(ManualClock::default())).unwrap();
        prop_assert_eq!(check_of_session(&again), from_file);
    }
}

/// Each line-mode case's record (`tests/data/cmd/live-*.out`) is judged by
/// `check` as the case's last printed line says.
#[test]
fn the_cases_files_are_judged_as_printed() {
    let mut seen = 0;
    for entry in fs::read_dir("tests/data/cmd").unwrap() {
        let out = entry.unwrap().path();
        let name = out.file_name().unwrap().to_string_lossy().to_string();
        if !(name.starts_with("live-") && name.ends_with(".out")) {
            continue;
        }
        let record = out.join("round.toml");
        let stdout = out.with_extension("stdout");
        if !record.exists() || fs::read_to_string(&stdout).unwrap().is_empty() {
            continue;
        }
        let Ok(loaded) = open_record::open(&record) else {
            continue; // the case of a file that is not a record
        };
        let verdict = hakem::family::verdict(&loaded);
        let printed = fs::read_to_string(&stdout).unwrap();
        let last = printed.lines().last().unwrap();
        let valid = [
            "Record checked: every move is legal.",
            "Kayıt denetlendi: bütün hamleler geçerli.",
        ]
        .contains(&last);
        assert_eq!(valid, verdict.valid(), "{name}: {last}");
        seen += 1;
    }
    assert!(seen >= 8, "only {seen} live cases found");
}

const MIN: Duration = Duration::from_secs(60);

/// The set timer runs without waiting: the clock is moved by hand. When the
/// running clock reaches zero, the time-out is recorded and scored by the
/// timer rule (24 of 48 stones or more draws, fewer loses).
#[test]
fn the_clock_runs_out_and_the_timer_rule_scores_the_set() {
    let dir = scratch("clock");
    let path = dir.join("round.toml");
    let clock = ManualClock::default();
    let mut s = Session::open(
        &path,
        Some(new_record("turkish-mangala")),
        &|_| hakem::words::Words::new(Language::EN),
        Some(5 * MIN),
        Box::new(clock.clone()),
    )
    .unwrap();
    s.apply(&Command::Timer(TimerCommand::Start)).unwrap();
    // The moves of the 24-stone time-out, 30 seconds each.
    for pit in [2, 1, 3, 5, 5, 6, 5, 4, 3] {
        clock.advance(MIN / 2);
        assert!(s.tick().is_none());
        s.apply(&Command::Pit(pit)).unwrap();
    }
    // Ayşe has moved 5 times (2.5 minutes used): she is to move.
    assert_eq!(s.to_move(), Some(Who::First));
    let t = s.timer().unwrap();
    assert_eq!(t.left(Who::First, clock.now()), 5 * MIN - 5 * MIN / 2);
    assert_eq!(t.left(Who::Second, clock.now()), 5 * MIN - 4 * MIN / 2);
    clock.advance(5 * MIN / 2 - Duration::from_secs(1));
    assert!(s.tick().is_none());
    clock.advance(Duration::from_secs(1));
    let j = s.tick().expect("the clock ran out").unwrap();
    assert_eq!(j.set_ended, Some(1));
    let set = s.current();
    assert_eq!(set.ended_by, Some(SetEnd::Timeout(Who::First)));
    assert_eq!(set.winner, Some(Winner::Draw));
    // Saved: the file holds the time-out, and check agrees.
    let last = s.record().sets[0].incidents.last().copied().unwrap();
    assert_eq!(last.kind, IncidentKind::Timeout);
    assert_eq!(last.after, 9);
    assert_eq!(check_of_file(&path).0, check_of_session(&s));
    // The clock stopped with the set.
    assert_eq!(s.timer().unwrap().running(), None);
}

/// The time left is saved with each move and at pause: a session dropped
/// mid-set (as by `kill -9`) resumes, paused, from the last save, not full.
#[test]
fn the_time_left_survives_a_restart() {
    let dir = scratch("clock-restart");
    let path = dir.join("round.toml");
    let clock = ManualClock::default();
    let mut s = Session::open(
        &path,
        Some(new_record("turkish-mangala")),
        &|_| hakem::words::Words::new(Language::EN),
        Some(5 * MIN),
        Box::new(clock.clone()),
    )
    .unwrap();
    s.apply(&Command::Timer(TimerCommand::Start)).unwrap();
    clock.advance(MIN / 2);
    s.apply(&Command::Pit(2)).unwrap();
    clock.advance(MIN + Duration::from_millis(300));
    s.apply(&Command::Pit(1)).unwrap();
    // 3:59.7 left is saved as 4:00, as the screen shows it. Time after the
    // last save is lost with the process.
    clock.advance(2 * MIN);
    drop(s);
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("time_left = { first = 270, second = 240 }"),
        "{text}"
    );
    // `check` reads the file, and the time left is no part of its verdict.
    let (json, valid) = check_of_file(&path);
    assert!(valid);
    let without = dir.join("without.toml");
    fs::write(
        &without,
        text.replace("time_left = { first = 270, second = 240 }\n", ""),
    )
    .unwrap();
    assert_eq!(
        json,
        check_of_file(&without)
            .0
            .replace("without.toml", "round.toml")
    );

    let clock = ManualClock::default();
    clock.advance(7 * MIN);
    let mut s = Session::open(
        &path,
        None,
        &|d| hakem::words::Words::new(d.unwrap_or(Language::EN)),
        Some(5 * MIN),
        Box::new(clock.clone()),
    )
    .unwrap();
    let t = s.timer().unwrap();
    assert_eq!(t.running(), None);
    assert_eq!(t.left(Who::First, clock.now()), MIN * 9 / 2);
    assert_eq!(t.left(Who::Second, clock.now()), Duration::from_secs(240));
    // Paused time is saved too, and read back by the next session.
    s.apply(&Command::Timer(TimerCommand::Start)).unwrap();
    clock.advance(MIN);
    s.apply(&Command::Timer(TimerCommand::Pause)).unwrap();
    drop(s);
    let s = Session::open(
        &path,
        None,
        &|d| hakem::words::Words::new(d.unwrap_or(Language::EN)),
        Some(5 * MIN),
        Box::new(clock.clone()),
    )
    .unwrap();
    assert_eq!(
        s.timer().unwrap().left(Who::First, clock.now()),
        MIN * 7 / 2
    );
    assert_eq!(s.record().sets[0].moves, [2, 1]);
}

/// A file changed by someone else is never written over.
#[test]
fn a_file_changed_behind_the_session_is_not_written_over() {
    let dir = scratch("changed");
    let path = dir.join("round.toml");
    let mut s = Session::open(
        &path,
        Some(new_record("kalah")),
        &|d| hakem::words::Words::new(d.unwrap_or(Language::EN)),
        None,
        Box::new(ManualClock::default()),
    )
    .unwrap();
    s.apply(&Command::Pit(3)).unwrap();
    fs::write(&path, "someone else's notes\n").unwrap();
    let r = s.apply(&Command::Pit(1));
    assert!(
        matches!(r, Err(hakem::live::Refusal::ChangedOnDisk)),
        "{r:?}"
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), "someone else's notes\n");
}

/// The match sheet goes next to the record, never over it.
#[test]
fn the_sheet_is_written_beside_the_record() {
    let dir = scratch("sheet");
    let path = dir.join("round.toml");
    let mut s = Session::open(
        &path,
        Some(new_record("turkish-mangala")),
        &|d| hakem::words::Words::new(d.unwrap_or(Language::EN)),
        None,
        Box::new(ManualClock::default()),
    )
    .unwrap();
    s.apply(&Command::Pit(3)).unwrap();
    let before = fs::read_to_string(&path).unwrap();
    s.apply(&Command::Sheet(None)).unwrap();
    let html = fs::read_to_string(dir.join("round.html")).unwrap();
    assert!(html.contains("Maç Kağıdı"), "Turkish under the 2023 rules");
    let r = s.apply(&Command::Sheet(Some(path.clone())));
    assert!(
        matches!(r, Err(hakem::live::Refusal::SheetOverRecord)),
        "{r:?}"
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), before);
    // A file that is not a sheet is never written over; an earlier sheet is.
    let notes = dir.join("notes.html");
    fs::write(&notes, "my notes\n").unwrap();
    let r = s.apply(&Command::Sheet(Some(notes.clone())));
    assert!(
        matches!(r, Err(hakem::live::Refusal::NotASheet(_))),
        "{r:?}"
    );
    assert_eq!(fs::read_to_string(&notes).unwrap(), "my notes\n");
    s.apply(&Command::Sheet(None)).unwrap();
}

/// The guide's line-mode transcript is a real excerpt of a case's output.
#[test]
fn the_guide_s_transcript_is_real_output() {
    let readme = fs::read_to_string("docs/guide/at-the-table.md").unwrap();
    let marker = "An excerpt of `tests/data/cmd/live-timeout-24-draws.stdout`";
    let after = &readme[readme.find(marker).expect("the guide shows the excerpt")..];
    let block: Vec<&str> = after
        .lines()
        .skip_while(|l| !l.starts_with("```text"))
        .skip(1)
        .take_while(|l| !l.starts_with("```"))
        .collect();
    assert!(block.len() > 5);
    let output = fs::read_to_string("tests/data/cmd/live-timeout-24-draws.stdout").unwrap();
    assert!(
        output.contains(&(block.join("\n") + "\n")),
        "the guide's excerpt is not in the case's output"
    );
}
