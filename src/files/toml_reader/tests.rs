//! The reader's tests: every problem collected, located and hinted.
use super::*;
use crate::words::Words;

/// How the tests name the root table.
fn root_name() -> Part {
    Part::Table { key: "test".into() }
}

#[test]
fn a_date_written_day_first_is_told_how_to_write_it() {
    for (text, written) in [
        ("date = 29.10.2023\n", "29.10.2023"),
        ("[event]\ndate = 1/2/2024\n", "1/2/2024"),
    ] {
        let source = Source::new("d.toml", text);
        let d = parse_document(&source).expect_err("not TOML");
        let iso = if written.starts_with('1') {
            "2024-02-01"
        } else {
            "2023-10-29"
        };
        assert_eq!(
            crate::words::Words::english().say(&d.problems[0].message),
            format!("a date is written year-month-day: write {iso}, not {written}")
        );
    }
    // Not a date: the TOML message stays.
    let d = parse_document(&Source::new("d.toml", "v = 1.2.3\n"))
        .err()
        .unwrap();
    assert!(
        crate::words::Words::english()
            .say(&d.problems[0].message)
            .starts_with("invalid TOML"),
        "{d}"
    );
}

fn read(text: &str, body: impl FnOnce(&Table<'_, '_>)) -> Vec<String> {
    let source = Source::new("t.toml", text);
    let doc = parse_document(&source).unwrap();
    let problems = Problems::default();
    {
        let root = Table::new(&problems, doc.get_ref(), 0..0, root_name());
        body(&root);
    }
    problems
        .0
        .into_inner()
        .into_iter()
        .map(|p| crate::words::Words::english().say(&p.message))
        .collect()
}

#[test]
fn every_problem_is_collected_with_its_dotted_path() {
    let got = read(
        "pits = \"six\"\n[sowing]\nlone = \"jump\"\n[[capture]]\nside = \"left\"\n",
        |root| {
            root.int("pits", 1..=16);
            if let Some(s) = root.table("sowing") {
                s.finish();
            }
            for (i, item) in root.array("capture").unwrap().iter().enumerate() {
                let t = Table::from_value(
                    root.problems(),
                    item,
                    Part::Item {
                        key: "capture".into(),
                        n: i + 1,
                    },
                    format!("capture[{}]", i + 1),
                )
                .unwrap();
                t.choice("side", &[("own", 0), ("opponent", 1)]);
                t.required("count");
                t.finish();
            }
        },
    );
    assert_eq!(
        got,
        [
            "`pits`: expected an integer from 1 to 16, found the string \"six\"",
            "unknown key `sowing.lone`; expected one of: ",
            "`capture[1].side`: expected one of \"own\", \"opponent\", found \"left\"",
            "missing key `capture[1].count`",
        ]
    );
}

#[test]
fn an_array_of_tables_is_read_table_by_table_with_dotted_paths() {
    let got = read(
        "player = [{ id = \"a\" }, 7, { id = 3, nmae = \"x\" }]\n",
        |root| {
            let item = |n| {
                Part::Item {
                    key: "player".into(),
                    n,
                }
                .into()
            };
            let tables = root.tables("player", item).unwrap();
            assert_eq!(tables.len(), 3);
            let mut names = Vec::new();
            for t in tables {
                t.string("id");
                names.push(t.name.clone());
                t.finish();
            }
            // The item that is not a table is reported and skipped.
            let names: Vec<String> = names.iter().map(|n| Words::english().say(n)).collect();
            assert_eq!(names, ["[[player]] 1", "[[player]] 3"]);
            assert!(root.tables("absent", item).is_none());
        },
    );
    assert_eq!(
        got,
        [
            "[[player]] 2: expected a table, found the integer 7",
            "`player[3].id`: expected a string, found the integer 3",
            "unknown key `player[3].nmae`; expected one of: `id`",
        ]
    );
}

#[test]
fn a_date_is_a_toml_date_or_the_same_as_a_string() {
    let mut dates = Vec::new();
    let got = read(
        "a = 2023-10-29\nb = \"2024-02-01\"\nc = \"29.10.2023\"\nd = 2023-10-29T10:00:00\ne = \"2023-02-30\"\nf = 7\n",
        |root| {
            for key in ["a", "b", "c", "d", "e", "f", "absent"] {
                dates.push(root.date(key).map(|d| d.to_string()));
            }
        },
    );
    assert_eq!(
        dates,
        [
            Some("2023-10-29".to_string()),
            Some("2024-02-01".to_string()),
            None,
            None,
            None,
            None,
            None
        ]
    );
    assert_eq!(
        got,
        [
            "`c`: expected a date such as 2023-10-29, found the string \"29.10.2023\"",
            "`d`: expected a date such as 2023-10-29, found the date-time 2023-10-29T10:00:00",
            "`e`: expected a date such as 2023-10-29, found the string \"2023-02-30\"",
            "`f`: expected a date such as 2023-10-29, found the integer 7",
        ]
    );
}

#[test]
fn a_forgotten_finish_still_reports_unknown_keys() {
    let got = read("name = \"x\"\nnmae = \"y\"\n", |root| {
        root.string("name");
        // no finish(): the guard reports `nmae` when the table drops
    });
    assert_eq!(
        got,
        ["unknown key `nmae` (did you mean `name`?); expected one of: `name`"]
    );
}

#[test]
fn a_misspelled_name_gets_the_close_option_and_a_far_one_nothing() {
    let names = ["kalah", "oware", "mangala-2023"];
    let said = |word| hint(word, &names).map(|h| Words::english().say(&h));
    assert_eq!(said("kalahh").as_deref(), Some("(did you mean \"kalah\"?)"));
    assert_eq!(
        hint("mangala-2032", &names),
        Some(
            Hint::Value {
                name: "mangala-2023".into()
            }
            .into()
        )
    );
    assert_eq!(hint("chess", &names), None);
}

#[test]
fn suggestions_for_misspelled_and_renamed_words() {
    assert_eq!(suggest("seeds", &["pits", "stones"]), Some("stones"));
    assert_eq!(
        suggest("lone_seed", &["lone_stone", "skip_origin"]),
        Some("lone_stone")
    );
    assert_eq!(
        suggest("leftovers", &["leftover", "cycle"]),
        Some("leftover")
    );
    assert_eq!(
        suggest("was_empty", &["even", "odd", "was-empty"]),
        Some("was-empty")
    );
    assert_eq!(suggest("author", &["board", "name", "source"]), None);
    assert_eq!(suggest("jump", &["next", "sow"]), None);
}

#[test]
fn edit_distance_counts_single_char_edits() {
    assert_eq!(edit_distance("", ""), 0);
    assert_eq!(edit_distance("kitten", "sitting"), 3);
    assert_eq!(edit_distance("stone", "stones"), 1);
    assert_eq!(edit_distance("küre", "kure"), 1);
    assert_eq!(edit_distance("abc", ""), 3);
}

#[test]
fn a_misspelled_choice_gets_a_hint() {
    let got = read("count = \"evne\"\n", |root| {
        root.choice("count", &[("even", 0), ("odd", 1)]);
    });
    assert_eq!(
        got,
        ["`count`: expected one of \"even\", \"odd\", found \"evne\" (did you mean \"even\"?)"]
    );
}

#[test]
fn a_hint_that_is_the_word_none_is_still_given() {
    // "none" is a name a file may be asked for (`relay = "none"`); the
    // hint is a message of its own, never taken for an absent one.
    let got = read("relay = \"nnone\"\n", |root| {
        root.choice("relay", &[("none", 0), ("landing", 1)]);
    });
    assert_eq!(
        got,
        [
            "`relay`: expected one of \"none\", \"landing\", found \"nnone\" (did you mean \"none\"?)"
        ]
    );
}

/// The problems of `text` read by `body`, in Turkish.
fn read_in_turkish(text: &str, body: impl FnOnce(&Table<'_, '_>)) -> Vec<String> {
    let source = Source::new("t.toml", text);
    let doc = parse_document(&source).unwrap();
    let problems = Problems::default();
    {
        let root = Table::new(&problems, doc.get_ref(), 0..0, root_name());
        body(&root);
    }
    let turkish = Words::new(crate::words::Language::TR);
    problems
        .0
        .into_inner()
        .into_iter()
        .map(|p| turkish.say(&p.message))
        .collect()
}

#[test]
fn the_schema_is_told_in_turkish_part_by_part() {
    let got = read_in_turkish(
        "pits = \"six\"\nstones = 1001\nlone = \"nxt\"\nok = 7\n[sowing]\nlone_stnoe = 1\n",
        |root| {
            root.int("pits", 1..=16);
            root.int("stones", 1..=1000);
            root.choice("lone", &[("next", 0), ("sow", 1)]);
            root.bool("ok");
            if let Some(s) = root.table("sowing") {
                s.get("lone_stone");
                s.required("direction");
                s.finish();
            }
        },
    );
    assert_eq!(
        got,
        [
            "`pits`: beklenen 1 ile 16 arasında bir tam sayı, bulunan \"six\" metni",
            "`stones`: beklenen 1 ile 1000 arasında bir tam sayı, bulunan 1001",
            "`lone`: beklenen şunlardan biri: \"next\", \"sow\", bulunan \"nxt\" (\"next\" mi demek istediniz?)",
            "`ok`: beklenen true ya da false, bulunan 7 tam sayısı",
            "`sowing.direction` anahtarı eksik",
            "bilinmeyen anahtar `sowing.lone_stnoe` (`lone_stone` mi demek istediniz?); geçerli anahtarlar: `direction`, `lone_stone`",
        ]
    );
}

#[test]
fn a_table_expected_names_the_table_as_its_reader_does() {
    let got = read_in_turkish("capture = [7]\nsowing = 3\n", |root| {
        let items = root.array("capture").unwrap();
        let item = Part::Item {
            key: "capture".into(),
            n: 1,
        };
        assert!(Table::from_value(root.problems(), &items[0], item, "capture[1]").is_none());
        assert!(root.table("sowing").is_none());
    });
    assert_eq!(
        got,
        [
            "1. [[capture]]: beklenen bir tablo, bulunan 7 tam sayısı",
            "[sowing]: beklenen bir tablo, bulunan 3 tam sayısı",
        ]
    );
}
