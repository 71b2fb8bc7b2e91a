//! One hall, several groups: the hall's table numbers (`first_table`)
//! through pairing, records, codes, `hakem result` and the lists; `hakem
//! event check A B C`; one `hakem serve` for several folders (each group
//! under `/<group>/`, `GET /api/groups`, codes unique across the hall and
//! refused on another group's tables, the phone finding its table from
//! the code alone, the hall's desk).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");

fn hakem(args: &[&str]) -> Output {
    Command::new(HAKEM)
        .args(args)
        .args(["--lang", "en"])
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-hall-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A group of `players` players whose tables start at `first_table` (none
/// written when `None`), surnames shared with the other groups.
pub(crate) fn group(
    hall: &Path,
    name: &str,
    players: usize,
    first_table: Option<usize>,
) -> PathBuf {
    let dir = hall.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let given = ["Ayşe", "Mehmet", "Zeynep", "Oğuz", "Çağla", "İsmail"];
    let surname = [
        "Yılmaz", "Demir", "Çelik", "Şahin", "Öztürk", "Işık", "Doğan",
    ];
    let mut text = format!(
        "name = \"Okullar Arası Mangala – {name}\"\nvariant = \"turkish-mangala\"\nrounds = 3\nlot = \"starts\"\n"
    );
    if let Some(first) = first_table {
        text.push_str(&format!("first_table = {first}\n"));
    }
    for i in 0..players {
        text.push_str(&format!(
            "\n[[player]]\nid = \"p{i:03}\"\ngiven_name = \"{}\"\nsurname = \"{}\"\n",
            given[i % given.len()],
            surname[i % surname.len()],
        ));
    }
    std::fs::write(dir.join("event.toml"), text).unwrap();
    dir
}

pub(crate) fn pair(dir: &Path) {
    let out = hakem(&["pair", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// `hakem event codes DIR --format json`: (table, code) of the last round.
pub(crate) fn codes(dir: &Path) -> Vec<(usize, String)> {
    let out = hakem(&["event", "codes", dir.to_str().unwrap(), "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap() as usize,
                t["code"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn a_group_numbers_its_tables_from_its_first_table_everywhere() {
    let hall = scratch("first-table");
    let dir = group(&hall, "ortaokul", 10, Some(61));
    let d = dir.to_str().unwrap();
    let out = hakem(&["pair", d, "--format", "json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let paired: Value = serde_json::from_slice(&out.stdout).unwrap();
    let tables: Vec<u64> = paired["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["table"].as_u64().unwrap())
        .collect();
    assert_eq!(tables, [61, 62, 63, 64, 65]);
    // The records, their [event] table, the codes' comments.
    let round = dir.join("round-1");
    for t in 61..=65 {
        let text = std::fs::read_to_string(round.join(format!("table-{t}.toml"))).unwrap();
        assert!(text.contains(&format!("table = {t}\n")), "{text}");
    }
    assert!(!round.join("table-01.toml").exists());
    let codes_file = std::fs::read_to_string(round.join("codes.toml")).unwrap();
    assert!(codes_file.contains("# table 65\n"), "{codes_file}");
    let codes = codes(&dir);
    assert_eq!(
        codes.iter().map(|(t, _)| *t).collect::<Vec<_>>(),
        [61, 62, 63, 64, 65]
    );
    // `hakem result` by the hall's number; table 1 is no table of the group.
    let out = hakem(&["result", d, "1", "2-0"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("round 1 has tables 61 to 65, not 1"),
        "{}",
        stderr(&out)
    );
    let out = hakem(&["result", d, "62", "30-18", "28-20"]);
    assert!(out.status.success(), "{}{}", stdout(&out), stderr(&out));
    let out = hakem(&["event", "check", d, "--format", "json"]);
    let check: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(check["round_status"][0]["complete"], 1);
    let problems = check["problems"].to_string();
    assert!(problems.contains("table-61.toml"), "{problems}");
    assert!(!problems.contains("table-62.toml"), "{problems}");
    // A stack of cards names the hall's tables.
    let mut child = Command::new(HAKEM)
        .args(["result", d, "--lang", "en"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"63: 30-18 28-20\n2: 2-0\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        stderr(&out).contains("round 1 has tables 61 to 65, not 2"),
        "{}",
        stderr(&out)
    );
    let t63 = std::fs::read_to_string(round.join("table-63.toml")).unwrap();
    assert!(t63.contains("[[set]]") && t63.contains("30"), "{t63}");
    // The pairing list and cards print the hall's numbers.
    let out = hakem(&["event", "print", d, "pairing", "--format", "text"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("65"), "{}", stdout(&out));
    // The results list does too.
    let out = hakem(&["event", "print", d, "results", "--format", "text"]);
    let text = stdout(&out);
    assert!(text.contains("62"), "{text}");
}

#[test]
fn the_check_of_a_hall_reports_two_groups_whose_tables_overlap() {
    let hall = scratch("overlap");
    let a = group(&hall, "ilkokul", 12, None);
    let b = group(&hall, "ortaokul", 10, Some(6));
    let c = group(&hall, "lise", 8, Some(20));
    let args = |json: bool| {
        let mut v = vec![
            "event".to_string(),
            "check".to_string(),
            a.display().to_string(),
            b.display().to_string(),
            c.display().to_string(),
        ];
        if json {
            v.extend(["--format".to_string(), "json".to_string()]);
        }
        v
    };
    let run = |json: bool| {
        let a = args(json);
        hakem(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let out = run(false);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("ilkokul (tables 1 to 6) and ortaokul (tables 6 to 10) share table numbers"),
        "{text}"
    );
    assert!(!text.contains("lise (tables"), "{text}");
    assert!(
        text.contains("  lise: tables 20 to 23, 0 of 3 rounds paired"),
        "{text}"
    );
    let json: Value = serde_json::from_slice(&run(true).stdout).unwrap();
    assert_eq!(json["hall"]["valid"], false);
    assert_eq!(json["groups"][1]["group"], "ortaokul");
    assert_eq!(json["groups"][1]["first_table"], 6);
    assert_eq!(json["groups"][1]["check"]["players"], 10);
    // Moved on: the hall is fine, every round paired.
    let text = std::fs::read_to_string(b.join("event.toml"))
        .unwrap()
        .replace("first_table = 6", "first_table = 7");
    std::fs::write(b.join("event.toml"), text).unwrap();
    for dir in [&a, &b, &c] {
        pair(dir);
    }
    let out = run(false);
    let text = stdout(&out);
    assert!(
        text.contains("No two groups share a table number or a code."),
        "{text}"
    );
    // Every code of the three rounds is different (and the check would say).
    let mut all: Vec<String> = [&a, &b, &c]
        .iter()
        .flat_map(|d| codes(d).into_iter().map(|(_, c)| c))
        .collect();
    let n = all.len();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), n);
    // A code two groups share is found: one group's code copied into another's.
    let a_codes = std::fs::read_to_string(a.join("round-1/codes.toml")).unwrap();
    let first_a = codes(&a)[0].1.clone();
    let first_c = codes(&c)[2].1.clone();
    let c_file = c.join("round-1/codes.toml");
    let c_codes = std::fs::read_to_string(&c_file).unwrap();
    std::fs::write(&c_file, c_codes.replace(&first_c, &first_a)).unwrap();
    let text = stdout(&run(false));
    assert!(
        text.contains("lise, round 1, table 22 has the same code as ilkokul, round 1, table 1"),
        "{text}\n{a_codes}"
    );
}

#[test]
fn a_hall_folder_names_its_groups_and_bad_names_are_refused() {
    let hall = scratch("hall-file");
    group(&hall, "ilkokul", 6, None);
    group(&hall, "lise", 6, Some(4));
    std::fs::write(
        hall.join("hall.toml"),
        "name = \"Okullar\"\ngroups = [\"lise\", \"ilkokul\"]\n",
    )
    .unwrap();
    let out = hakem(&["event", "check", hall.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let (lise, ilkokul) = (
        text.find("  lise: tables 4 to 6").unwrap(),
        text.find("  ilkokul: tables 1 to 3").unwrap(),
    );
    assert!(lise < ilkokul, "{text}");
    std::fs::write(hall.join("hall.toml"), "groups = [\"lise\", \"Lise\"]\n").unwrap();
    let out = hakem(&["event", "check", hall.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("hall.toml:1:19"), "{}", stderr(&out));
    // A folder named otherwise than an address.
    let odd = group(&hall, "Lise_B", 6, Some(30));
    let out = hakem(&[
        "event",
        "check",
        hall.join("lise").to_str().unwrap(),
        odd.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("Lise_B"), "{}", stderr(&out));
}
