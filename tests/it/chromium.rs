//! The HTML sheets in a real browser: `hakem sheet -o` writes them, headless
//! Chromium prints them to PDF, and poppler's `pdfinfo`/`pdftotext` check
//! the page count and the text. The tests are ignored by default (they need
//! the tools) and fail when a tool is missing: `.ci/run` installs them and
//! runs `cargo test -- --include-ignored`, so a skip is never silent.

use std::path::{Path, PathBuf};
use std::process::Command;

const TOOLS: [&str; 3] = ["chromium", "pdfinfo", "pdftotext"];

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg(if tool == "chromium" {
            "--version"
        } else {
            "-v"
        })
        .output()
        .is_ok()
}

/// Fails, naming the tools to install, when one is missing.
fn require_tools() {
    let missing: Vec<&str> = TOOLS.iter().copied().filter(|t| !have(t)).collect();
    assert!(
        missing.is_empty(),
        "{} missing: apt-get install chromium poppler-utils (.ci/run installs them)",
        missing.join(", ")
    );
}

/// For the printouts' tests (`printouts.rs`): the same tools.
pub fn require_tools_for_printouts() {
    require_tools();
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hakem-chromium-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes the sheet of `files` as HTML and prints it to PDF; returns the
/// page count and the PDF's text.
fn print_to_pdf(dir: &Path, files: &[&str]) -> (u32, String) {
    let html = dir.join("sheet.html");
    let status = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .arg("sheet")
        .args(files)
        .args(["--printed-at", "2023-10-29T18:30", "-o"])
        .arg(&html)
        .status()
        .unwrap();
    assert!(status.success(), "hakem sheet failed: {status}");
    html_to_pdf(dir, &html)
}

/// Prints `html` to PDF in headless Chromium; returns the page count and
/// the PDF's text (A4 portrait checked).
fn html_to_pdf(dir: &Path, html: &Path) -> (u32, String) {
    let pdf = dir.join("sheet.pdf");
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
        "chromium wrote no PDF: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let info = Command::new("pdfinfo").arg(&pdf).output().unwrap();
    assert!(info.status.success(), "pdfinfo could not read the PDF");
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    let pages = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no page count in pdfinfo output:\n{info}"));
    let size = info
        .lines()
        .find(|l| l.starts_with("Page size:"))
        .unwrap_or_default()
        .to_string();
    // Portrait A4, as pdfinfo names it (595 x 842 points).
    assert!(size.contains("(A4)"), "not A4 portrait: {size}");
    let text = Command::new("pdftotext")
        .args(["-layout"])
        .arg(&pdf)
        .arg("-")
        .output()
        .unwrap();
    (pages, String::from_utf8_lossy(&text.stdout).into_owned())
}

#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn match_sheet_prints_on_one_a4_page() {
    require_tools();
    let dir = scratch("match");
    let (pages, text) = print_to_pdf(&dir, &["samples/mangala-2-0.toml"]);
    assert_eq!(pages, 1, "{text}");
    for expected in [
        "Maç Kağıdı",
        "Ayşe Yılmaz",
        "Mehmet Demir",
        "29 Ekim 2023",
        "1-0",
        "Hakem",
        "Basım: 29 Ekim 2023 18:30",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} not in the PDF:\n{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn event_sheets_print_one_page_per_match() {
    require_tools();
    let dir = scratch("event");
    let files = [
        "samples/event/celik-sahin.toml",
        "samples/event/dogan-isik.toml",
        "samples/event/ozturk-sen.toml",
        "samples/event/unal-koc.toml",
    ];
    let (pages, text) = print_to_pdf(&dir, &files);
    // Round results on one page (no standings: these records are of no
    // event folder), then each match on its own.
    assert_eq!(pages, 5, "{text}");
    assert!(!text.contains("Puan Durumu"), "{text}");
    for expected in [
        "Tur Sonuçları",
        "İlker Öztürk",
        "Çağla Şen",
        "Ilgın Koç",
        "Şükrü Doğan",
        "Ömer Işık",
        "Gülşen Ünal",
        "½-½",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} not in the PDF:\n{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A random legal Oware set of at least `plies` moves (seeded, so the same
/// every run), as a record.
fn long_oware_record(plies: usize) -> String {
    let rules = hakem::ruleset::builtin("oware").unwrap().unwrap();
    let moves = (0..)
        .map(|index| hakem::analysis::simulate::replay_game(&rules, 1, index).1)
        .find(|moves| moves.len() >= plies)
        .expect("some game is that long");
    let list: Vec<String> = moves.iter().map(u32::to_string).collect();
    format!(
        "variant = \"oware\"\n[players]\nfirst = \"Kofi Mensah\"\nsecond = \"Ama Owusu\"\n[[set]]\nmoves = [{}]\n",
        list.join(", ")
    )
}

#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn a_long_set_is_numbered_headed_and_keeps_the_signatures_with_the_result() {
    require_tools();
    let dir = scratch("long");
    let record = dir.join("long.toml");
    std::fs::write(&record, long_oware_record(260)).unwrap();
    let (pages, text) = print_to_pdf(&dir, &[record.to_str().unwrap()]);
    assert!(pages >= 2, "a long set fits one page? {text}");
    let page_texts: Vec<&str> = text
        .split('\u{c}')
        .filter(|p| !p.trim().is_empty())
        .collect();
    assert_eq!(page_texts.len() as u32, pages);
    for (i, page) in page_texts.iter().enumerate() {
        // pdftotext drops the spaces of the small page-number line.
        let number = format!("{}/{pages}", i + 1);
        let squeezed: String = page.chars().filter(|c| *c != ' ').collect();
        assert!(
            squeezed.contains(&number),
            "page {} has no {number:?}:\n{page}",
            i + 1
        );
        if i > 0 {
            assert!(
                page.contains("Kofi Mensah"),
                "page {} has no header:\n{page}",
                i + 1
            );
        }
    }
    // The last page holds more than the signatures: the round's result too.
    let last = page_texts.last().unwrap();
    assert!(last.contains("Referee"), "{last}");
    assert!(
        last.contains("Round result"),
        "the signatures or the footer apart from the result:\n{last}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The round's results list for the notice board: A4, each table on one
/// line of the PDF (its number, both players and the result), the forfeit
/// and the byes said, Turkish letters intact.
#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn the_round_results_list_prints_one_table_a_line() {
    require_tools();
    let dir = scratch("results");
    let html = dir.join("sheet.html");
    let status = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args([
            "event",
            "print",
            "samples/event-swiss",
            "results",
            "--round",
            "4",
        ])
        .args([
            "--lang",
            "tr",
            "--with-standings",
            "--printed-at",
            "2023-10-29T18:30",
            "-o",
        ])
        .arg(&html)
        .status()
        .unwrap();
    assert!(status.success(), "hakem event print failed: {status}");
    let (pages, text) = html_to_pdf(&dir, &html);
    // By table, alphabetically, the standings: at least a page each.
    assert!(pages >= 3, "{pages} pages:\n{text}");
    let manifest: toml::Value = toml::from_str(
        &std::fs::read_to_string("samples/event-swiss/round-4/pairing.toml").unwrap(),
    )
    .unwrap();
    let event: toml::Value =
        toml::from_str(&std::fs::read_to_string("samples/event-swiss/event.toml").unwrap())
            .unwrap();
    let name = |id: &str| {
        let p = event["player"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"].as_str() == Some(id))
            .unwrap();
        format!(
            "{} {}",
            p["given_name"].as_str().unwrap(),
            p["surname"].as_str().unwrap()
        )
    };
    for (i, pair) in manifest["tables"].as_array().unwrap().iter().enumerate() {
        let (first, second) = (
            name(pair[0].as_str().unwrap()),
            name(pair[1].as_str().unwrap()),
        );
        let line = text
            .lines()
            .find(|l| {
                l.trim_start().starts_with(&format!("{} ", i + 1))
                    && l.contains(&first)
                    && l.contains(&second)
            })
            .unwrap_or_else(|| {
                panic!(
                    "table {} not on one line: {first} – {second}\n{text}",
                    i + 1
                )
            });
        assert!(
            ["1-0", "0-1", "½-½"].iter().any(|r| line.contains(r)),
            "no result on the line of table {}: {line}",
            i + 1
        );
    }
    for expected in [
        "4. Tur Sonuçları",
        "hükmen mağlup",
        "4. Tur Sonrası Puan Durumu",
        "Başhakem (Hakan Yıldırım)",
        "Melis Şimşek",
        "Eylül Üstün",
        "Barış Ağca",
        "İrem İnce",
        "Oğuz Şahin",
        "Basım: 29 Ekim 2023 18:30",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} not in the PDF:\n{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A round scored on paper only (`hakem result`): its results list in the
/// browser, in English, each table on one line with its counted stores.
#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn a_round_scored_on_paper_prints_one_table_a_line() {
    require_tools();
    let event = crate::event_results::a_round_on_paper("chromium-paper-round");
    let dir = scratch("paper");
    let html = dir.join("sheet.html");
    let status = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(["event", "print"])
        .arg(&event)
        .args(["results", "--round", "3", "--lang", "en"])
        .args(["--printed-at", "2024-03-09T18:30", "-o"])
        .arg(&html)
        .status()
        .unwrap();
    assert!(status.success(), "hakem event print failed: {status}");
    let (pages, text) = html_to_pdf(&dir, &html);
    assert!(pages >= 2, "{text}");
    for (table, stores) in [
        (1, "30-18, 18-30, 26-22"),
        (2, "·-20 (t), 30-18"),
        (4, "24-24, 20-28, 31-17"),
        (5, "40-8, 36-12"),
        (6, "10-38, 22-26"),
    ] {
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with(&format!("{table} ")) && l.contains(stores)),
            "table {table} with {stores} not on one line:\n{text}"
        );
    }
    assert!(
        text.lines().any(|l| l.trim_start().starts_with("3 ")
            && l.contains("0-0")
            && l.contains("double forfeit")),
        "{text}"
    );
    for expected in [
        "Results of round 3",
        "Okul Turnuvası",
        "Çağla Şen",
        "Chief arbiter (Hakan Yıldırım)",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} not in the PDF:\n{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The standings printout in Turkish: the standings on one portrait A4
/// page with the tie-breaks in the one number style ("31½", "19¾") and
/// their legend, then the cross table printed landscape with club and
/// tie-break columns.
#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn the_standings_print_with_their_legend_and_a_landscape_cross_table() {
    require_tools();
    let dir = scratch("standings");
    let html = dir.join("sheet.html");
    let status = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .args(["event", "print", "samples/event-swiss", "standings"])
        .args(["--lang", "tr", "--printed-at", "2023-10-29T18:30", "-o"])
        .arg(&html)
        .status()
        .unwrap();
    assert!(status.success(), "hakem event print failed: {status}");
    let (pages, text) = html_to_pdf(&dir, &html);
    assert!(pages >= 2, "{pages} pages");
    let first_page = text.split('\u{c}').next().unwrap_or_default();
    // Umut Uysal: BH 31½, SP 13½; Oğuz Şahin: SB 19¾ (the sample's figures).
    for figure in ["31½", "13½", "19¾"] {
        assert!(
            first_page.contains(figure),
            "{figure} not on page 1:\n{first_page}"
        );
    }
    assert!(!text.contains("31.5") && !text.contains("19.75"), "{text}");
    // The legend is a paragraph: pdftotext breaks its lines anywhere.
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for legend in [
        "TAŞ: setlerde kazanılan taşlar",
        "GAL: galibiyet sayısı",
        "SB: Sonneborn-Berger",
        "BH-C1: Buchholz Kesik 1",
    ] {
        assert!(flat.contains(legend), "no legend {legend:?}:\n{text}");
    }
    assert!(!text.contains("STONES") && !text.contains("WIN"), "{text}");
    // The cross table: landscape pages, the club and the tie-breaks there.
    let pdf = dir.join("sheet.pdf");
    let info = Command::new("pdfinfo")
        .args(["-f", "1", "-l", &pages.to_string()])
        .arg(&pdf)
        .output()
        .unwrap();
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    assert!(
        info.lines().any(|l| l.contains("841.92 x 594.96")),
        "no landscape page:\n{info}"
    );
    let cross = text
        .split_once("Çapraz Tablo")
        .map(|(_, c)| c)
        .unwrap_or_default();
    assert!(
        cross.contains("Kulüp") && cross.contains("BH-C1") && cross.contains("TAŞ"),
        "{cross}"
    );
}

/// Copies the folder `from` into `to` (files and subfolders).
pub(crate) fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The text of page `page` of a PDF, laid out.
fn pdf_page(pdf: &Path, page: u32) -> String {
    let out = Command::new("pdftotext")
        .args(["-layout", "-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The pairing cards of round 4 of the sample event, with its table codes
/// and a visually impaired player, printed in Turkish: A4, every table's
/// card once, its cards cut apart (one card per cut: a cut line between
/// two cards of a page, none after the last), each card page headed as the
/// cards it holds (never "Eşlendirme Listesi"), each card with the event,
/// both players, its code, a row per set, and the Turkish letters intact.
#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn the_pairing_cards_print_cut_apart_with_their_codes() {
    require_tools();
    let dir = scratch("cards");
    let event = dir.join("ev");
    copy_dir(Path::new("samples/event-swiss"), &event);
    // Melis Şimşek is visually impaired here.
    let toml = std::fs::read_to_string(event.join("event.toml")).unwrap();
    let marked = toml.replacen(
        "id = \"melis-simsek\"",
        "id = \"melis-simsek\"\nvisually_impaired = true",
        1,
    );
    assert_ne!(toml, marked, "no player melis-simsek in the sample");
    std::fs::write(event.join("event.toml"), marked).unwrap();
    let hakem = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_hakem"))
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "hakem {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let ev = event.to_str().unwrap();
    hakem(&["event", "codes", ev, "--round", "4"]);
    let codes: toml::Value =
        toml::from_str(&std::fs::read_to_string(event.join("round-4/codes.toml")).unwrap())
            .unwrap();
    let html = dir.join("sheet.html");
    hakem(&[
        "event",
        "print",
        ev,
        "pairing",
        "--round",
        "4",
        "--lang",
        "tr",
        "--printed-at",
        "2023-10-29T18:30",
        "-o",
        html.to_str().unwrap(),
    ]);
    let (pages, text) = html_to_pdf(&dir, &html);
    let pdf = dir.join("sheet.pdf");
    let manifest: toml::Value = toml::from_str(
        &std::fs::read_to_string("samples/event-swiss/round-4/pairing.toml").unwrap(),
    )
    .unwrap();
    let tables = manifest["tables"].as_array().unwrap().len();
    let mut seen = vec![0; tables];
    let mut card_pages = 0;
    for page in 1..=pages {
        let t = pdf_page(&pdf, page);
        let cards: Vec<usize> = (1..=tables)
            .filter(|n| t.contains(&format!("Eşlendirme Kartı — 4. Tur, Masa {n}\n")))
            .collect();
        if cards.is_empty() {
            continue;
        }
        card_pages += 1;
        assert!(
            t.trim_start()
                .starts_with("Eşlendirme Kartları — 4. Tur — Cumhuriyetimizin 100. Yılı"),
            "page {page} is not headed as cards:\n{t}"
        );
        assert!(!t.contains("Eşlendirme Listesi"), "page {page}:\n{t}");
        assert!(cards.len() <= 3, "page {page} holds {cards:?}");
        // One cut between two cards, none after the last.
        assert_eq!(
            t.matches("✂ buradan kesin").count(),
            cards.len() - 1,
            "page {page}:\n{t}"
        );
        // Each card keeps the event, a row per set and two signatures.
        assert_eq!(
            t.matches("Cumhuriyetimizin 100. Yılı Akıl ve Zeka Oyunları Turnuvası · Ankara")
                .count(),
            cards.len(),
            "page {page}:\n{t}"
        );
        assert_eq!(t.matches("☐ 1. ☐ 2.").count(), 3 * cards.len(), "{t}");
        assert_eq!(t.matches("Sonuç (set puanı)").count(), cards.len(), "{t}");
        for n in cards {
            seen[n - 1] += 1;
            let code = codes["tables"][n - 1]
                .as_str()
                .unwrap_or_else(|| panic!("no code for table {n} in codes.toml: {codes:?}"));
            assert!(
                t.contains(&format!("Masa kodu: {code}")),
                "table {n}'s code {code} not on page {page}:\n{t}"
            );
        }
    }
    assert_eq!(seen, vec![1; tables], "each table's card once");
    assert_eq!(card_pages, tables.div_ceil(3), "three cards a page");
    for expected in [
        "Melis Şimşek (32) (görme engelli)",
        "İstanbul",
        "Eskişehir",
        "Oğuz Şahin",
        "Başlayan",
        "Nazlı Aydın",
        "taş",
        "uyarı",
        "Masa hakemi",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} not in the PDF:\n{text}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
