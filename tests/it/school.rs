//! A school championship: players from the registration sheet (CSV in
//! Windows-1254, XLSX), the lists, the schools ranked and the prizes, each
//! checked against a computation of its own from `hakem event standings
//! --format json` and `event.toml` read as plain TOML.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const HAKEM: &str = env!("CARGO_BIN_EXE_hakem");
const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/school");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-school-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn hakem(args: &[&str]) -> Output {
    Command::new(HAKEM)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = hakem(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).unwrap()
}

/// The teams' names of `event teams --format json`, best first.
fn team_names(teams: &Value) -> Vec<&str> {
    teams["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect()
}

fn sample_event() -> String {
    format!("{SAMPLE}/okul-2026")
}

/// The event's `event.toml` without its players: where a sheet is
/// imported into.
fn empty_event(name: &str) -> PathBuf {
    let dir = scratch(name);
    let text = fs::read_to_string(Path::new(SAMPLE).join("okul-2026/event.toml")).unwrap();
    let head = text.split("\n[[player]]").next().unwrap();
    fs::write(dir.join("event.toml"), head).unwrap();
    dir
}

#[test]
fn the_sheet_is_read_from_csv_in_windows_1254_and_from_xlsx_alike() {
    let csv = empty_event("csv");
    let xlsx = empty_event("xlsx");
    ok(&[
        "event",
        "import-players",
        csv.to_str().unwrap(),
        &format!("{SAMPLE}/kayit.csv"),
    ]);
    ok(&[
        "event",
        "import-players",
        xlsx.to_str().unwrap(),
        &format!("{SAMPLE}/kayit.xlsx"),
    ]);
    let a = fs::read_to_string(csv.join("event.toml")).unwrap();
    let b = fs::read_to_string(xlsx.join("event.toml")).unwrap();
    assert_eq!(a, b);
    assert!(
        a.contains("id = \"busra-aydin\"\ngiven_name = \"Büşra\"\nsurname = \"Aydın\""),
        "{a}"
    );
    // "ORTAOKUL" and "LİSE" take the spelling of `categories`; "Kız" is F.
    assert!(a.contains("born = 2013\ncategory = \"ortaokul\"\nsex = \"F\"\nschool = \"Çankaya Ortaokulu\"\nlicence = \"06-1006\""), "{a}");
    assert!(a.contains("category = \"lise\"\nsex = \"F\"\nschool = \"Gazi Lisesi\""));
    // A second import adds nobody and changes nothing.
    let again = ok(&[
        "event",
        "import-players",
        csv.to_str().unwrap(),
        &format!("{SAMPLE}/kayit.xlsx"),
        "--lang",
        "en",
    ]);
    assert!(again.contains("0 players added"), "{again}");
    assert!(again.contains("16 already there"), "{again}");
    assert_eq!(fs::read_to_string(csv.join("event.toml")).unwrap(), a);
}

#[test]
fn a_second_import_adds_the_new_rows_and_reports_the_changed_ones() {
    let dir = empty_event("second");
    let sheet = dir.join("kayit.csv");
    fs::write(&sheet, "Ad Soyad,Okul,Kategori,Cinsiyet,Doğum Yılı\nAyşe Yılmaz,Atatürk Ortaokulu,ortaokul,K,2013\n").unwrap();
    ok(&[
        "event",
        "import-players",
        dir.to_str().unwrap(),
        sheet.to_str().unwrap(),
    ]);
    fs::write(&sheet, "Ad Soyad,Okul,Kategori,Cinsiyet,Doğum Yılı\nAyşe Yılmaz,Atatürk Ortaokulu,ortaokul,K,2012\nAyşe Yılmaz,Gazi Lisesi,lise,K,2009\n").unwrap();
    let out = ok(&[
        "event",
        "import-players",
        dir.to_str().unwrap(),
        sheet.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert!(
        out.contains("row 2: Ayşe Yılmaz (ayse-yilmaz) is in the event with another born"),
        "{out}"
    );
    let text = fs::read_to_string(dir.join("event.toml")).unwrap();
    // The changed row is left as the event has it; the namesake of
    // another school gets an id of her own.
    assert!(text.contains(
        "id = \"ayse-yilmaz\"\ngiven_name = \"Ayşe\"\nsurname = \"Yılmaz\"\nborn = 2013"
    ));
    assert!(text.contains("id = \"ayse-yilmaz-2\""), "{text}");
}

#[test]
fn every_problem_of_the_sheet_is_reported_at_its_row_and_column_and_nothing_written() {
    let dir = empty_event("problems");
    let before = fs::read_to_string(dir.join("event.toml")).unwrap();
    let sheet = dir.join("kayit.csv");
    fs::write(
        &sheet,
        "Adı;Soyadı;Okul;Kategori;Cinsiyet;Doğum Tarihi\n\
         Ayşe;Kaya;Gazi Lisesi;lise;X;09.04.2010\n\
         ;Demir;Gazi Lisesi;lise;K;2010\n\
         Ali;Veli;Fen Lisesi;üniversite;E;1890\n\
         Mert;Can;Fen Lisesi;lise;E;2009\n\
         Mert;Can;Fen Lisesi;lise;E;2009\n",
    )
    .unwrap();
    let out = hakem(&[
        "event",
        "import-players",
        dir.to_str().unwrap(),
        sheet.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    for expected in [
        "kayit.csv:2:E, column \"Cinsiyet\": \"X\" is not a sex",
        "kayit.csv:3:A, column \"Adı\": no name",
        "kayit.csv:4:D, column \"Kategori\": \"üniversite\" is not one of the event's categories",
        "kayit.csv:4:F, column \"Doğum Tarihi\": born in 1890, outside 1900 to 2026",
        "kayit.csv:6: Mert Can is already on row 5",
        "5 problems in the sheet: nothing was written",
    ] {
        assert!(err.contains(expected), "{expected}\n{err}");
    }
    assert_eq!(fs::read_to_string(dir.join("event.toml")).unwrap(), before);
}

/// The overall standings as JSON rows and the players of `event.toml`.
fn standings_and_players() -> (Vec<Value>, HashMap<String, toml::Value>) {
    let s = json(&["event", "standings", &sample_event(), "--format", "json"]);
    let rows = s["standings"].as_array().unwrap().clone();
    let text = fs::read_to_string(Path::new(SAMPLE).join("okul-2026/event.toml")).unwrap();
    let doc: toml::Value = toml::from_str(&text).unwrap();
    let players = doc["player"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap().to_string(), p.clone()))
        .collect();
    (rows, players)
}

#[test]
fn a_list_is_its_players_in_the_overall_order_ranked_within_it() {
    let (rows, players) = standings_and_players();
    for (list, category, sex) in [
        ("ortaokul", "ortaokul", None),
        ("ortaokul-kiz", "ortaokul", Some("F")),
        ("lise", "lise", None),
    ] {
        let expected: Vec<(usize, usize, String)> = {
            let mut out = Vec::new();
            let mut last: Option<(usize, usize)> = None;
            for r in &rows {
                let p = &players[r["id"].as_str().unwrap()];
                if p["category"].as_str() != Some(category)
                    || sex.is_some_and(|s| p["sex"].as_str() != Some(s))
                {
                    continue;
                }
                let rank = r["rank"].as_u64().unwrap() as usize;
                let place = match last {
                    Some((prev_rank, prev_place)) if prev_rank == rank => prev_place,
                    _ => out.len() + 1,
                };
                last = Some((rank, place));
                out.push((place, rank, r["id"].as_str().unwrap().to_string()));
            }
            out
        };
        let got = json(&[
            "event",
            "standings",
            &sample_event(),
            "--list",
            list,
            "--format",
            "json",
        ]);
        let got: Vec<(usize, usize, String)> = got["lists"][0]["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["place"].as_u64().unwrap() as usize,
                    r["rank"].as_u64().unwrap() as usize,
                    r["id"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        assert!(!expected.is_empty());
        assert_eq!(got, expected, "{list}");
    }
}

/// A printed list explains its tie-break columns and its shared places
/// as the overall standings do, in either language.
#[test]
fn a_printed_list_explains_its_tie_breaks() {
    let dir = sample_event();
    for lang in ["tr", "en"] {
        let print = |extra: &[&str]| {
            let mut args = vec!["event", "print", &dir, "standings"];
            args.extend(extra);
            args.extend(["--format", "text", "--lang", lang]);
            ok(&args)
        };
        let overall = print(&[]);
        // The legend: the lines after the table, up to the signatures.
        let legend: Vec<&str> = overall
            .lines()
            .skip_while(|l| !l.starts_with('└'))
            .skip(1)
            .take_while(|l| !l.is_empty())
            .collect();
        assert_eq!(legend.len(), 2, "{overall}");
        for list in ["ortaokul", "lise"] {
            let printed = print(&["--list", list]);
            for line in &legend {
                assert!(printed.contains(line), "{lang} {list}: {line}\n{printed}");
            }
        }
    }
}

/// A school written two ways (capitals, marks left out) is ranked as two,
/// and the ranking says so under the table, in JSON, in either language.
#[test]
fn a_school_written_two_ways_is_pointed_out() {
    let dir = scratch("look-alike");
    crate::chromium::copy_dir(Path::new(&sample_event()), &dir);
    let path = dir.join("event.toml");
    let text = fs::read_to_string(&path).unwrap();
    // The first player's school, written in capitals without its marks.
    let line = text
        .lines()
        .find(|l| l.starts_with("school = \""))
        .unwrap()
        .to_string();
    let school = line["school = \"".len()..line.len() - 1].to_string();
    let shouted: String = school
        .to_uppercase()
        .chars()
        .map(|c| match c {
            'Ç' => 'C',
            'Ğ' => 'G',
            'İ' => 'I',
            'Ö' => 'O',
            'Ş' => 'S',
            'Ü' => 'U',
            c => c,
        })
        .collect();
    assert_ne!(shouted, school);
    fs::write(
        &path,
        text.replacen(&line, &format!("school = \"{shouted}\""), 1),
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let teams = json(&["event", "teams", d, "--format", "json"]);
    let names = team_names(&teams);
    assert!(names.contains(&school.as_str()) && names.contains(&shouted.as_str()));
    let mut pair = vec![shouted.clone(), school.clone()];
    pair.sort();
    let said: Vec<Vec<String>> = teams["look_alike"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let mut g: Vec<String> = g
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap().to_string())
                .collect();
            g.sort();
            g
        })
        .collect();
    assert_eq!(said, vec![pair]);
    for (lang, words) in [("tr", "ayrı okullar"), ("en", "different schools")] {
        let text = ok(&["event", "teams", d, "--lang", lang]);
        let note = text.lines().find(|l| l.contains(words)).unwrap_or_default();
        assert!(
            note.contains(&school) && note.contains(&shouted),
            "{lang}:\n{text}"
        );
    }
    // The sample itself has none.
    let sample = json(&["event", "teams", &sample_event(), "--format", "json"]);
    assert_eq!(sample["look_alike"], serde_json::json!([]));
}

#[test]
fn schools_are_ranked_by_their_best_players_points_then_places() {
    let (rows, players) = standings_and_players();
    let best = 3;
    let mut teams: Vec<(String, Vec<(usize, f64)>)> = Vec::new();
    for r in &rows {
        let school = players[r["id"].as_str().unwrap()]["school"]
            .as_str()
            .unwrap()
            .to_string();
        let entry = (
            r["rank"].as_u64().unwrap() as usize,
            r["points"].as_f64().unwrap(),
        );
        match teams.iter_mut().find(|(s, _)| *s == school) {
            Some((_, v)) => v.push(entry),
            None => teams.push((school, vec![entry])),
        }
    }
    let mut scored: Vec<(bool, i64, usize, usize, String)> = teams
        .iter()
        .map(|(name, v)| {
            let counted = &v[..v.len().min(best)];
            (
                v.len() < best,
                -(counted.iter().map(|(_, p)| p * 2.0).sum::<f64>() as i64),
                counted.iter().map(|(r, _)| r).sum(),
                counted[0].0,
                name.clone(),
            )
        })
        .collect();
    scored.sort();
    let got = json(&["event", "teams", &sample_event(), "--format", "json"]);
    let names = team_names(&got);
    let expected: Vec<&str> = scored.iter().map(|t| t.4.as_str()).collect();
    assert_eq!(names, expected);
    let first = &got["teams"][0];
    assert_eq!(first["points"].as_f64().unwrap() * 2.0, -scored[0].1 as f64);
    assert_eq!(first["counted"].as_array().unwrap().len(), best);
}

#[test]
fn one_prize_per_player_passes_a_winner_over_for_the_next() {
    let (rows, players) = standings_and_players();
    let text = fs::read_to_string(Path::new(SAMPLE).join("okul-2026/event.toml")).unwrap();
    let doc: toml::Value = toml::from_str(&text).unwrap();
    let lists: HashMap<&str, (&str, Option<&str>)> = doc["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["id"].as_str().unwrap(),
                (
                    l["category"].as_str().unwrap(),
                    l.get("sex").and_then(|s| s.as_str()),
                ),
            )
        })
        .collect();
    let mut given: Vec<String> = Vec::new();
    let mut expected: Vec<Option<String>> = Vec::new();
    for prize in doc["prize"].as_array().unwrap() {
        let members: Vec<&str> = rows
            .iter()
            .map(|r| r["id"].as_str().unwrap())
            .filter(|id| match prize.get("list").and_then(|l| l.as_str()) {
                None => true,
                Some(l) => {
                    let (cat, sex) = lists[l];
                    players[*id]["category"].as_str() == Some(cat)
                        && sex.is_none_or(|s| players[*id]["sex"].as_str() == Some(s))
                }
            })
            .collect();
        let place = prize["place"].as_integer().unwrap() as usize;
        let winner = members
            .iter()
            .skip(place - 1)
            .find(|id| !given.iter().any(|g| g == *id))
            .map(|id| id.to_string());
        given.extend(winner.clone());
        expected.push(winner);
    }
    let got = json(&["event", "prizes", &sample_event(), "--format", "json"]);
    let got: Vec<Option<String>> = got["prizes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["winner"]["id"].as_str().map(str::to_string))
        .collect();
    assert_eq!(got, expected);
    // No one twice.
    let mut ids: Vec<&String> = got.iter().flatten().collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), got.iter().flatten().count());
}

#[test]
fn listings_go_to_csv_and_to_a_workbook_with_numbers_as_numbers() {
    use calamine::{Data, Reader};
    let dir = scratch("xlsx");
    let out = dir.join("listeler.xlsx");
    ok(&[
        "event",
        "standings",
        &sample_event(),
        "--lists",
        "-o",
        out.to_str().unwrap(),
    ]);
    let mut book = calamine::open_workbook_auto(&out).unwrap();
    assert_eq!(
        book.sheet_names(),
        vec!["Ortaokul", "Ortaokul Kızlar", "Lise"]
    );
    let range = book.worksheet_range("Ortaokul Kızlar").unwrap();
    let header: Vec<String> = range
        .rows()
        .next()
        .unwrap()
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(
        &header[..7],
        [
            "Sıra", "Genel", "Oyuncu", "Okul", "Kategori", "Cinsiyet", "Puan"
        ]
    );
    let first = range.rows().nth(1).unwrap();
    assert_eq!(first[0], Data::Float(1.0));
    assert!(matches!(first[6], Data::Float(_)));
    assert_eq!(first[5], Data::String("K".into()));

    let csv = ok(&["event", "teams", &sample_event(), "--format", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "Sıra,Okul,Puan,Sıra toplamı,Sayılan,Sayılmayan"
    );
    assert_eq!(lines.count(), 4);
}

#[test]
fn event_toml_refuses_what_a_championship_does_not_define() {
    let dir = empty_event("refused");
    let mut text = fs::read_to_string(dir.join("event.toml")).unwrap();
    text.push_str(
        "\n[[prize]]\nlist = \"ilkokul\"\nplace = 1\nname = \"x\"\n\n[[player]]\nid = \"a\"\ngiven_name = \"A\"\nsurname = \"B\"\ncategory = \"üniversite\"\nborn = \"2013\"\n",
    );
    fs::write(dir.join("event.toml"), text).unwrap();
    let out = hakem(&["event", "check", dir.to_str().unwrap(), "--lang", "en"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("`player[1].category`: \"üniversite\" is not one of the event's categories"),
        "{err}"
    );
    assert!(err.contains("no [[list]] has the id \"ilkokul\""), "{err}");
    assert!(
        err.contains("`player[1].born`: expected a birth year"),
        "{err}"
    );
}

#[test]
fn a_round_s_results_go_to_a_spreadsheet_table_by_table() {
    let csv = ok(&[
        "event",
        "print",
        &sample_event(),
        "results",
        "--round",
        "1",
        "--format",
        "csv",
        "--lang",
        "en",
    ]);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "Table,First player,First player's school,First player's points,\
         First player's set points,Second player,Second player's school,\
         Second player's points,Second player's set points,Remark"
    );
    let results = json(&[
        "event",
        "print",
        &sample_event(),
        "results",
        "--round",
        "1",
        "--format",
        "json",
    ]);
    let tables = results["tables"].as_array().unwrap();
    assert_eq!(lines.clone().count(), tables.len());
    for (line, t) in lines.zip(tables) {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells[0], t["table"].to_string());
        assert_eq!(cells[1], t["first"]["name"].as_str().unwrap());
        let points = t["result"]["round_points"].as_array().unwrap();
        assert_eq!(
            cells[3].parse::<f64>().unwrap(),
            points[0].as_f64().unwrap()
        );
        assert_eq!(
            cells[7].parse::<f64>().unwrap(),
            points[1].as_f64().unwrap()
        );
        // Each player's set points beside their points.
        if let Some(sp) = t["result"]["set_points"].as_array() {
            assert_eq!(cells[4].parse::<f64>().unwrap(), sp[0].as_f64().unwrap());
            assert_eq!(cells[8].parse::<f64>().unwrap(), sp[1].as_f64().unwrap());
        }
        // A remark only where the sets do not say how it was decided.
        assert_eq!(
            cells[9].is_empty(),
            t["result"]["decided_by"] == "sets",
            "{line}"
        );
    }
    let dir = scratch("results-xlsx");
    let out = dir.join("tur-1.xlsx");
    ok(&[
        "event",
        "print",
        &sample_event(),
        "results",
        "--round",
        "1",
        "-o",
        out.to_str().unwrap(),
    ]);
    use calamine::Reader;
    let mut book = calamine::open_workbook_auto(&out).unwrap();
    let sheet = book.worksheet_range_at(0).unwrap().unwrap();
    assert_eq!(sheet.rows().count(), tables.len() + 1);
}

/// Prints `html` to PDF in headless Chromium; the PDF's path.
fn chromium_pdf(dir: &Path, html: &Path) -> PathBuf {
    let pdf = html.with_extension("pdf");
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-pdf-header-footer",
        ])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", html.display()))
        .output()
        .unwrap();
    assert!(
        out.status.success() && pdf.exists(),
        "chromium wrote no PDF"
    );
    pdf
}

fn pdf_info(pdf: &Path) -> String {
    let out = Command::new("pdfinfo").arg(pdf).output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn pdf_page_text(pdf: &Path, page: usize) -> String {
    let out = Command::new("pdftotext")
        .args(["-layout", "-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn certificates_print_one_a4_landscape_page_each_with_nothing_cut() {
    let dir = scratch("certificates");
    let prizes = json(&["event", "prizes", &sample_event(), "--format", "json"]);
    let winners: Vec<&str> = prizes["prizes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["winner"]["name"].as_str())
        .collect();
    for (lang, title, place) in [
        (
            "tr",
            "Başarı Belgesi",
            "Ortaokul Kızlar kategorisinde 1.'lik",
        ),
        (
            "en",
            "Certificate of Achievement",
            "Place 1 in Ortaokul Kızlar",
        ),
    ] {
        let html = dir.join(format!("belgeler-{lang}.html"));
        ok(&[
            "event",
            "print",
            &sample_event(),
            "certificates",
            "--lang",
            lang,
            "--printed-at",
            "2026-05-16T18:00",
            "-o",
            html.to_str().unwrap(),
        ]);
        let pdf = chromium_pdf(&dir, &html);
        let info = pdf_info(&pdf);
        assert!(
            info.contains(&format!("Pages:           {}", winners.len())),
            "{info}"
        );
        assert!(
            info.contains("841.92 x 594.96 pts (A4)"),
            "not A4 landscape: {info}"
        );
        for (i, winner) in winners.iter().enumerate() {
            let text = pdf_page_text(&pdf, i + 1);
            for expected in [
                title,
                "Çankaya Okullar Arası Mangala Turnuvası",
                winner,
                "Zeynep Kaya",
            ] {
                assert!(
                    text.contains(expected),
                    "{lang} page {}: no {expected}:\n{text}",
                    i + 1
                );
            }
        }
        let all: String = (1..=winners.len())
            .map(|p| pdf_page_text(&pdf, p))
            .collect();
        assert!(all.contains(place), "{lang}: {place}\n{all}");
    }
    // The prize list for the ceremony: one portrait page, every prize.
    let html = dir.join("odul.html");
    ok(&[
        "event",
        "print",
        &sample_event(),
        "prizes",
        "-o",
        html.to_str().unwrap(),
    ]);
    let pdf = chromium_pdf(&dir, &html);
    assert!(pdf_info(&pdf).contains("Pages:           1"));
    let text = pdf_page_text(&pdf, 1);
    for p in prizes["prizes"].as_array().unwrap() {
        assert!(text.contains(p["name"].as_str().unwrap()), "{text}");
    }
}

/// The wall of `hakem serve` shows each list of the final ranking after the
/// standings, its players in the order of the list (and the hall's wall the
/// same under the group's name).
#[test]
fn the_wall_shows_each_list_after_the_standings() {
    use crate::serve::{Server, get};
    let event = Path::new(SAMPLE).join("okul-2026");
    let lists: Value = serde_json::from_str(&ok(&[
        "event",
        "standings",
        event.to_str().unwrap(),
        "--lists",
        "--format",
        "json",
    ]))
    .unwrap();
    let s = Server::start(&event);
    let (status, wall) = get(&format!("{}/?lang=tr", s.url));
    assert_eq!(status, 200);
    let standings = wall
        .find("data-panel=\"standings\"")
        .expect("the standings panel");
    for list in lists["lists"].as_array().unwrap() {
        let id = list["id"].as_str().unwrap();
        let at = wall
            .find(&format!("data-panel=\"list-{id}\""))
            .unwrap_or_else(|| panic!("no panel for the list {id}"));
        assert!(at > standings, "the list {id} comes after the standings");
        let panel = &wall[at..];
        let panel = &panel[..panel[1..]
            .find("data-panel=")
            .map_or(panel.len(), |e| e + 1)];
        assert!(panel.contains(list["name"].as_str().unwrap()), "{panel}");
        // Its players in the list's order.
        let mut from = 0;
        for row in list["standings"].as_array().unwrap() {
            let name = row["name"].as_str().unwrap();
            let found = panel[from..]
                .find(name)
                .unwrap_or_else(|| panic!("{name} not in order in the list {id}"));
            from += found + name.len();
        }
    }
}
