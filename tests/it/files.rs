//! Files: every file a command reads goes through one bounded reader of
//! regular files, and `sheet -o` never writes over any of them, under any
//! name, nor over anything but a regular file.
#![cfg(unix)]

use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs hakem, failing the test if it has not ended within 20 s (a read
/// that blocks or never ends).
fn hakem(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hakem runs");
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("hakem {args:?} did not end within 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

fn err(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A folder with a record naming a ruleset file (which extends a base file)
/// and a tournament-rules file.
fn event(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-files-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let kalah = include_str!("../../rulesets/kalah.toml");
    fs::write(dir.join("base.toml"), kalah).unwrap();
    fs::write(
        dir.join("house.toml"),
        "extends = \"base.toml\"\nname = \"house\"\ntitle = \"House Kalah\"\n",
    )
    .unwrap();
    fs::write(
        dir.join("rules.toml"),
        include_str!("../../rulesets/tournament/sowing-best-of-3.toml"),
    )
    .unwrap();
    fs::write(
        dir.join("record.toml"),
        "variant = \"house.toml\"\nrules = \"rules.toml\"\n[[set]]\nmoves = [3, 1]\n",
    )
    .unwrap();
    dir
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(ok.success());
}

#[test]
fn the_event_reads_and_a_sheet_can_be_written() {
    let dir = event("ok");
    let out = hakem(
        &dir,
        &[
            "sheet",
            "record.toml",
            "--format",
            "text",
            "-o",
            "sheet.txt",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
    assert!(
        fs::read_to_string(dir.join("sheet.txt"))
            .unwrap()
            .contains("House Kalah")
    );
}

#[test]
fn sheet_o_refuses_every_file_the_command_read() {
    let dir = event("inputs");
    // The record, the ruleset it names, that ruleset's `extends` base, the
    // tournament rules it names; a hard link and a symbolic link to the record.
    fs::hard_link(dir.join("record.toml"), dir.join("hard.toml")).unwrap();
    std::os::unix::fs::symlink("record.toml", dir.join("soft.toml")).unwrap();
    for target in [
        "record.toml",
        "house.toml",
        "base.toml",
        "rules.toml",
        "hard.toml",
        "soft.toml",
        "./record.toml",
    ] {
        let before = fs::read(dir.join(target)).unwrap();
        let out = hakem(
            &dir,
            &["sheet", "record.toml", "--format", "text", "-o", target],
        );
        assert_eq!(out.status.code(), Some(2), "-o {target}: {}", err(&out));
        assert!(
            err(&out).contains("refusing to write over a file this command reads"),
            "{}",
            err(&out)
        );
        assert_eq!(
            fs::read(dir.join(target)).unwrap(),
            before,
            "{target} changed"
        );
    }
    assert!(
        fs::symlink_metadata(dir.join("soft.toml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn sheet_o_writes_only_to_a_regular_file_or_a_new_name() {
    let dir = event("special");
    mkfifo(&dir.join("pipe"));
    fs::create_dir(dir.join("folder")).unwrap();
    for target in ["pipe", "folder", "/dev/null"] {
        let out = hakem(
            &dir,
            &["sheet", "record.toml", "--format", "text", "-o", target],
        );
        assert_eq!(out.status.code(), Some(2), "-o {target}: {}", err(&out));
        assert!(
            err(&out).contains("writes only to a regular file or a new name"),
            "{}",
            err(&out)
        );
    }
    assert!(
        fs::metadata(dir.join("pipe"))
            .unwrap()
            .file_type()
            .is_fifo()
    );
    assert!(
        fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );
    // Through a symbolic link to a file that is not an input: that file is
    // replaced, the link kept.
    fs::write(dir.join("old-sheet.txt"), "old").unwrap();
    std::os::unix::fs::symlink("old-sheet.txt", dir.join("latest.txt")).unwrap();
    let out = hakem(
        &dir,
        &[
            "sheet",
            "record.toml",
            "--format",
            "text",
            "-o",
            "latest.txt",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
    assert!(
        fs::read_to_string(dir.join("old-sheet.txt"))
            .unwrap()
            .contains("House Kalah")
    );
    assert!(
        fs::symlink_metadata(dir.join("latest.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn special_files_are_refused_not_read() {
    let dir = event("read");
    mkfifo(&dir.join("pipe.toml"));
    let cases = [
        // (record text, what the message says)
        (
            "variant = \"/dev/zero\"\n[[set]]\nmoves = []\n",
            "is a character device; hakem reads only regular files",
        ),
        (
            "variant = \"/dev/urandom\"\n[[set]]\nmoves = []\n",
            "is a character device",
        ),
        (
            "variant = \"pipe.toml\"\n[[set]]\nmoves = []\n",
            "is a FIFO (named pipe)",
        ),
        (
            "variant = \"kalah\"\nrules = \"pipe.toml\"\n[[set]]\nmoves = []\n",
            "is a FIFO (named pipe)",
        ),
        (
            "variant = \"kalah\"\nrules = \"/dev/zero\"\n[[set]]\nmoves = []\n",
            "is a character device",
        ),
    ];
    for (text, says) in cases {
        fs::write(dir.join("r.toml"), text).unwrap();
        let out = hakem(&dir, &["check", "r.toml"]);
        assert_eq!(out.status.code(), Some(2), "{text}: {}", err(&out));
        assert!(err(&out).contains(says), "{text}: {}", err(&out));
    }
    // An `extends` base, and files named on the command line.
    fs::write(
        dir.join("ext.toml"),
        "extends = \"/dev/zero\"\nname = \"x\"\n",
    )
    .unwrap();
    for args in [
        &["simulate", "ext.toml"][..],
        &["check", "pipe.toml"],
        &["check", "/dev/zero"],
        &["simulate", "/dev/zero.toml"],
        &["replay", "--variant", "pipe.toml", "--moves", "1"],
    ] {
        let out = hakem(&dir, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", err(&out));
    }
}

#[test]
fn a_file_larger_than_any_record_is_refused() {
    let dir = event("large");
    let mut text = String::from("variant = \"kalah\"\n[[set]]\nmoves = \"");
    text.push_str(&"1 ".repeat(5 * 1024 * 1024));
    text.push_str("\"\n");
    fs::write(dir.join("huge.toml"), text).unwrap();
    let out = hakem(&dir, &["check", "huge.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(err(&out).contains("is larger than 8 MiB"), "{}", err(&out));
}

#[test]
fn wide_encodings_and_bad_bytes_are_told() {
    let dir = event("encodings");
    let text = "variant = \"kalah\"\n[[set]]\nmoves = [3]\n";
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    fs::write(dir.join("utf16.toml"), utf16).unwrap();
    let out = hakem(&dir, &["check", "utf16.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err(&out).contains("utf16.toml: UTF-16 text; save the file as UTF-8"),
        "{}",
        err(&out)
    );
    let utf32: Vec<u8> = text
        .chars()
        .flat_map(|c| (c as u32).to_le_bytes())
        .collect();
    fs::write(dir.join("utf32.toml"), utf32).unwrap();
    let out = hakem(&dir, &["check", "utf32.toml"]);
    assert!(err(&out).contains("UTF-32 text"), "{}", err(&out));
    fs::write(dir.join("bom.toml"), format!("\u{feff}{text}")).unwrap();
    let out = hakem(&dir, &["check", "bom.toml"]);
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
}

#[test]
fn a_named_file_that_cannot_be_read_is_told_at_the_record_s_line() {
    let dir = event("located");
    fs::create_dir(dir.join("folder.toml")).unwrap();
    let cases = [
        (
            "variant = \"missing.toml\"\n[[set]]\nmoves = []\n",
            "r.toml:1:11: `variant`: \"missing.toml\" could not be read: ",
            "no such file",
        ),
        (
            "variant = \"folder.toml\"\n[[set]]\nmoves = []\n",
            "r.toml:1:11: `variant`: \"folder.toml\" could not be read: ",
            "is a directory",
        ),
        (
            "variant = \"kalah\"\nrules = \"missing.toml\"\n[[set]]\nmoves = []\n",
            "r.toml:2:9: `rules`: \"missing.toml\" could not be read: ",
            "no such file",
        ),
        (
            "variant = \"kalah\"\nrules = \"folder.toml\"\n[[set]]\nmoves = []\n",
            "r.toml:2:9: `rules`: \"folder.toml\" could not be read: ",
            "is a directory",
        ),
    ];
    for (text, at, why) in cases {
        fs::write(dir.join("r.toml"), text).unwrap();
        let out = hakem(&dir, &["check", "r.toml"]);
        assert_eq!(out.status.code(), Some(2), "{text}");
        let e = err(&out);
        assert!(
            e.starts_with(&format!("error: {at}")) && e.contains(why),
            "{text}: {e}"
        );
    }
}

/// The event's files are read like any other: `event.toml`, a round's
/// pairing file and a TRF to import, each replaced by a FIFO or a device.
#[test]
fn an_event_s_special_files_are_refused_not_read() {
    let dir = std::env::temp_dir().join(format!("hakem-files-{}-event", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let copy = |to: &Path| {
        let ok = Command::new("cp")
            .args([
                "-r",
                concat!(env!("CARGO_MANIFEST_DIR"), "/samples/event-swiss"),
            ])
            .arg(to)
            .status()
            .expect("cp runs");
        assert!(ok.success());
    };
    // event.toml a FIFO with no writer: refused at once, not waited on.
    let fifo_event = dir.join("fifo-event");
    copy(&fifo_event);
    fs::remove_file(fifo_event.join("event.toml")).unwrap();
    mkfifo(&fifo_event.join("event.toml"));
    let out = hakem(&dir, &["event", "check", "fifo-event"]);
    assert_eq!(out.status.code(), Some(2), "{}", err(&out));
    assert!(
        err(&out).contains("is a FIFO (named pipe)"),
        "{}",
        err(&out)
    );
    // A round's pairing file a FIFO: reported as a problem of the folder.
    let fifo_round = dir.join("fifo-round");
    copy(&fifo_round);
    fs::remove_file(fifo_round.join("round-1/pairing.toml")).unwrap();
    mkfifo(&fifo_round.join("round-1/pairing.toml"));
    let out = hakem(&dir, &["event", "check", "fifo-round", "--lang", "en"]);
    assert_ne!(out.status.code(), Some(0), "{}", err(&out));
    let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), err(&out));
    assert!(said.contains("is a FIFO (named pipe)"), "{said}");
    // A TRF to import that never ends.
    let out = hakem(
        &dir,
        &[
            "event",
            "import-trf",
            "/dev/zero",
            "new-event",
            "--variant",
            "mangala",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", err(&out));
    assert!(err(&out).contains("is a character device"), "{}", err(&out));
    assert!(!dir.join("new-event").exists());
}
