//! Every printout of an event of 20 and of 60 tables, printed to A4 by
//! headless Chromium and read back page by page with poppler: nothing past
//! the page's right margin, no page holding a legend alone or a single
//! row (each page names at least three players), the pairing cards three
//! to a page with the round's start, each set's row at least 10 mm high.
//! Ignored by default like `chromium.rs` (they need the tools).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::event_swiss::{fill, ok};

const GIVEN: [&str; 10] = [
    "Ayşe",
    "Mehmet",
    "Elif Naz",
    "Oğuz",
    "İlker",
    "Çağla",
    "Abdülkadir",
    "Ömer",
    "Gülşen",
    "Hatice Kübra",
];
const SURNAMES: [&str; 12] = [
    "Yılmaz",
    "Demir",
    "Kahramanmaraşlıoğlu",
    "Şahin",
    "Öztürk",
    "Işık",
    "Ünal",
    "Koç",
    "Büyükşahin",
    "Eroğlu",
    "Gündoğdu",
    "Aydın",
];
const CLUBS: [&str; 4] = [
    "Kahramanmaraş Gençlik ve Spor Kulübü",
    "İzmir Akıl Oyunları",
    "İstanbul Zeka Oyunları Derneği",
    "Eskişehir",
];

fn name(i: usize) -> String {
    format!("{} {}", GIVEN[i % 10], SURNAMES[(i * 7 + i / 10) % 12])
}

/// An event of `players` players: round 1 played (random legal games),
/// round 2 paired to start at 2026-12-12T14:30.
fn event(players: usize) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("printouts-{players}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut toml = String::from(
        "name = \"Cumhuriyetimizin 100. Yılı Akıl ve Zeka Oyunları Turnuvası\"\nsite = \"Ankara\"\n\
         start = 2026-12-12\nend = 2026-12-13\nchief_arbiter = \"Hakan Yıldırım\"\n\
         variant = \"turkish-mangala\"\nrules = \"mangala-2023\"\nrounds = 5\nlot = \"starts\"\n",
    );
    for i in 0..players {
        let (given, surname) = (GIVEN[i % 10], SURNAMES[(i * 7 + i / 10) % 12]);
        toml.push_str(&format!(
            "\n[[player]]\nid = \"p{i}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\nclub = \"{}\"\n",
            CLUBS[i % 4]
        ));
    }
    std::fs::write(dir.join("event.toml"), toml).unwrap();
    let d = dir.to_str().unwrap();
    ok(&["pair", d]);
    for t in 1..=players / 2 {
        fill(
            &dir.join(format!("round-1/table-{t:02}.toml")),
            9000 + t as u64,
        );
    }
    ok(&["pair", d, "--start", "2026-12-12T14:30"]);
    dir
}

/// Prints `html` to PDF; returns the PDF's path and its page count.
fn pdf(html: &Path) -> (PathBuf, u32) {
    crate::chromium::require_tools_for_printouts();
    let pdf = html.with_extension("pdf");
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--no-pdf-header-footer",
        ])
        .arg(format!(
            "--user-data-dir={}",
            html.with_extension("profile").display()
        ))
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", html.display()))
        .output()
        .unwrap();
    assert!(
        pdf.exists(),
        "no PDF: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let info = Command::new("pdfinfo").arg(&pdf).output().unwrap();
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    let pages = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap();
    (pdf, pages)
}

/// Page `page`'s words with their boxes: (x max, y min, text).
fn words(pdf: &Path, page: u32) -> (f64, Vec<(f64, f64, String)>) {
    let out = Command::new("pdftotext")
        .args(["-bbox", "-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let attr = |l: &str, key: &str| -> f64 {
        let at = l.find(&format!("{key}=\"")).unwrap() + key.len() + 2;
        l[at..].split('"').next().unwrap().parse().unwrap()
    };
    let width = text
        .lines()
        .find(|l| l.contains("<page "))
        .map(|l| attr(l, "width"))
        .unwrap();
    let words = text
        .lines()
        .filter(|l| l.trim_start().starts_with("<word "))
        .map(|l| {
            let word = l
                .split('>')
                .nth(1)
                .unwrap()
                .split('<')
                .next()
                .unwrap()
                .to_string();
            (attr(l, "xMax"), attr(l, "yMin"), word)
        })
        .collect();
    (width, words)
}

fn page_text(pdf: &Path, page: u32) -> String {
    let out = Command::new("pdftotext")
        .args(["-layout", "-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Prints `what` of the event and checks every page: within the margins,
/// at least three players named. Returns the PDF and its pages' text.
fn printout(dir: &Path, args: &[&str], players: usize) -> (PathBuf, Vec<String>) {
    let html = dir.join(format!("{}.html", args.join("-")));
    let d = dir.to_str().unwrap();
    let mut all = vec!["event", "print", d];
    all.extend(args);
    all.extend([
        "--printed-at",
        "2026-12-12T18:30",
        "-o",
        html.to_str().unwrap(),
    ]);
    ok(&all);
    let (pdf, pages) = pdf(&html);
    let names: Vec<String> = (0..players).map(name).collect();
    let mut texts = Vec::new();
    for page in 1..=pages {
        let (width, words) = words(&pdf, page);
        // 14 mm margins: nothing cut off at the right.
        let right = words.iter().map(|w| w.0).fold(0.0, f64::max);
        assert!(
            right <= width - 35.0,
            "{args:?} page {page} runs to {right} of {width}"
        );
        let text = page_text(&pdf, page);
        let named = text
            .lines()
            .filter(|l| names.iter().any(|n| l.contains(n.as_str())))
            .count();
        assert!(
            named >= 3,
            "{args:?} page {page} of {pages} names {named} players:\n{text}"
        );
        texts.push(text);
    }
    (pdf, texts)
}

fn check_event(players: usize) {
    let dir = event(players);
    let tables = players / 2;
    let (list, pages) = printout(&dir, &["pairing", "--lang", "tr"], players);
    assert!(
        pages[0].contains("Tur başlangıcı") && pages[0].contains("12 Aralık 2026 14:30"),
        "{}",
        pages[0]
    );
    let card_pages: Vec<u32> = (1..=pages.len() as u32)
        .filter(|&p| pages[p as usize - 1].contains("Eşlendirme Kartı —"))
        .collect();
    assert_eq!(card_pages.len(), tables.div_ceil(3), "three cards a page");
    for &p in &card_pages {
        let text = &pages[p as usize - 1];
        let cards = text.matches("Eşlendirme Kartı —").count();
        assert!(
            cards == 3 || p == *card_pages.last().unwrap(),
            "page {p}: {cards} cards"
        );
        assert_eq!(
            text.matches("12 Aralık 2026 14:30").count(),
            cards,
            "{text}"
        );
        assert_eq!(text.matches("Masa hakemi").count(), cards, "{text}");
        // Each set's row at least 10 mm (28.3 pt) below the one before.
        let (_, words) = words(&list, p);
        let rows: Vec<f64> = words
            .iter()
            .filter(|w| w.0 < 60.0 && ["1", "2", "3"].contains(&w.2.as_str()))
            .map(|w| w.1)
            .collect();
        assert_eq!(rows.len(), 3 * cards, "page {p}: {rows:?}");
        for set in rows.chunks(3) {
            assert!(
                set[1] - set[0] >= 28.3 && set[2] - set[1] >= 28.3,
                "page {p}: rows at {set:?}"
            );
        }
    }
    // The standings alone and after the results list: the legend and the
    // signature on a page with rows, never on a page of their own.
    let (_, pages) = printout(
        &dir,
        &[
            "results",
            "--round",
            "1",
            "--with-standings",
            "--lang",
            "en",
        ],
        players,
    );
    assert!(pages.iter().any(|p| p.contains("Chief arbiter")));
    let (_, pages) = printout(
        &dir,
        &["standings", "--round", "1", "--lang", "tr"],
        players,
    );
    let legend = pages.iter().filter(|p| p.contains("Buchholz")).count();
    assert_eq!(legend, 1, "the legend on one page with rows");
    // `hakem sheet` of the round's tables: the round results, then a match
    // sheet a table.
    let html = dir.join("sheet.html");
    let mut args: Vec<String> = vec!["sheet".into()];
    args.extend((1..=tables).map(|t| {
        dir.join(format!("round-1/table-{t:02}.toml"))
            .display()
            .to_string()
    }));
    args.extend([
        "--printed-at".into(),
        "2026-12-12T18:30".into(),
        "-o".into(),
        html.display().to_string(),
    ]);
    ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let (sheet, count) = pdf(&html);
    assert!(count as usize > tables, "{count} pages");
    for page in 1..=count {
        let (width, words) = words(&sheet, page);
        let right = words.iter().map(|w| w.0).fold(0.0, f64::max);
        assert!(right <= width - 35.0, "sheet page {page} runs to {right}");
    }
}

#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn every_printout_of_twenty_tables_fits_a4() {
    check_event(40);
}

#[test]
#[ignore = "needs chromium and poppler-utils: .ci/run installs them"]
fn every_printout_of_sixty_tables_fits_a4() {
    check_event(120);
}
