//! The wall on the hall's screens, in headless Chromium (chromedriver):
//! events of 4, 20, 60 and 150 tables after three rounds, on a projector
//! (1920×1080) and a TV (1280×720). Each page the wall turns to is within
//! the window (the document and every element on it), every table of the
//! round is on some page and every player on some page of the standings,
//! names on one line (a name cut carries its whole self in its title), the
//! cross table only where it fits a screen. Without scripts the page holds
//! every table. A phone (390×844) never scrolls sideways on the lists and
//! the desk. Ignored by default: `.ci/run` runs it with the tools installed.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::serve::{
    Browser, HAKEM, PASSWORD, Server, agent, basic, get, require_browser, scratch, shots,
};

/// Every table of round `round` of `dir` given a result, as an editor
/// would write it into the records: the stores of two sets, the winner
/// changing from table to table (so that the standings spread).
pub(crate) fn results(dir: &Path, round: u8) {
    let folder = dir.join(format!("round-{round}"));
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("table-"))
        })
        .collect();
    files.sort();
    for (i, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).unwrap();
        let sets = match i % 3 {
            0 => {
                "claimed = { first = 30, second = 18 }\n\n[[set]]\nclaimed = { first = 26, second = 22 }\n"
            }
            1 => {
                "claimed = { first = 18, second = 30 }\n\n[[set]]\nclaimed = { first = 20, second = 28 }\n"
            }
            _ => {
                "claimed = { first = 30, second = 18 }\n\n[[set]]\nclaimed = { first = 18, second = 30 }\n\n[[set]]\nclaimed = { first = 25, second = 23 }\n"
            }
        };
        let written = text.replacen("moves = []\n", sets, 1);
        assert_ne!(written, text, "{} holds no empty set", file.display());
        std::fs::write(file, written).unwrap();
    }
}

fn pair(dir: &Path) {
    let out = Command::new(HAKEM).arg("pair").arg(dir).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// An event of `players` rated players with clubs (some names and clubs
/// long, one that would be markup if it were not escaped), three rounds
/// played and round 4 paired (of 5).
fn after_three_rounds(name: &str, players: usize) -> std::path::PathBuf {
    let dir = scratch(name);
    let mut text = String::from(
        "name = \"Akıl ve Zekâ Oyunları Şenliği\"\nvariant = \"turkish-mangala\"\nrounds = 5\nlot = \"starts\"\n",
    );
    let given = [
        "Ayşe",
        "Mehmet",
        "Zeynep",
        "Oğuz",
        "Çağla",
        "Abdurrahman Şükrü",
    ];
    let surname = [
        "Yılmaz",
        "Demir",
        "Çelik",
        "Karamustafaoğlu-Kılıçarslan",
        "Öztürk",
        "Işık",
        "Doğan",
    ];
    let clubs = [
        "Ankara Mangala Kulübü",
        "İzmir <Akıl> Oyunları Gençlik ve Spor Kulübü Derneği",
        "Eskişehir",
    ];
    for i in 0..players {
        text.push_str(&format!(
            "\n[[player]]\nid = \"p{i:03}\"\ngiven_name = \"{}\"\nsurname = \"{} {i}\"\nclub = \"{}\"\nrating = {}\n",
            given[i % given.len()],
            surname[(i / given.len()) % surname.len()],
            clubs[i % clubs.len()],
            2200 - 3 * i
        ));
    }
    std::fs::write(dir.join("event.toml"), text).unwrap();
    pair(&dir);
    for round in 1..=3 {
        results(&dir, round);
        pair(&dir);
    }
    dir
}

/// What the wall's page `page` (from 0) holds and how it lies in the
/// window.
pub(crate) const MEASURE: &str = r#"
hakemWall.show(arguments[0]);
var d = document.documentElement, box = document.getElementById('pages');
var right = 0, bottom = 0;
document.querySelectorAll('body *').forEach(function (e) {
  var r = e.getBoundingClientRect();
  if (r.width && r.height) { right = Math.max(right, r.right); bottom = Math.max(bottom, r.bottom); }
});
var rows = Array.prototype.slice.call(box.querySelectorAll('tbody tr'));
var tall = rows.filter(function (r) {
  return r.getBoundingClientRect().height > 2.2 * parseFloat(getComputedStyle(r).fontSize);
}).map(function (r) { return r.textContent; });
var untitled = Array.prototype.slice.call(box.querySelectorAll('.nm')).filter(function (n) {
  return n.scrollWidth > n.clientWidth + 1 && n.title !== n.textContent;
}).map(function (n) { return n.textContent; });
return {
  heading: box.querySelector('h2') ? box.querySelector('h2').textContent : '',
  width: innerWidth, height: innerHeight,
  scroll: [d.scrollWidth, d.scrollHeight, box.scrollWidth, box.clientWidth, box.scrollHeight, box.clientHeight],
  right: right, bottom: bottom,
  tables: Array.prototype.map.call(box.querySelectorAll('tr[data-table]'), function (r) { return Number(r.getAttribute('data-table')); }),
  rows: rows.length, tall: tall, untitled: untitled
};
"#;

/// Waits for the wall to have laid out its pages; their count.
pub(crate) fn pages(b: &Browser) -> u64 {
    let started = Instant::now();
    loop {
        let n = b.call(
            "/execute/sync",
            json!({"script": "return window.hakemWall ? hakemWall.count() : 0", "args": []}),
        );
        if let Some(n) = n.as_u64().filter(|n| *n > 0) {
            return n;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the wall laid out no page"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
#[ignore = "needs chromium and chromium-driver: .ci/run installs them"]
fn the_wall_fits_a_projector_and_a_tv_page_by_page_with_every_table() {
    require_browser();
    for (players, cross_shown) in [(8, true), (40, false), (120, false), (300, false)] {
        let tables = players / 2;
        let dir = after_three_rounds(&format!("wall-{players}"), players);
        let s = Server::start(&dir);
        let out = shots(&dir);
        // Without scripts the page holds every table (it scrolls).
        let (status, html) = get(&format!("{}/?lang=tr", s.url));
        assert_eq!(status, 200);
        for t in 1..=tables {
            assert!(
                html.contains(&format!("data-table=\"{t}\"")),
                "table {t} not on the wall"
            );
        }
        for (width, height) in [(1920, 1080), (1280, 720)] {
            let profile = dir.join(format!("profile-{width}"));
            let b = Browser::start(width, height, &profile);
            b.open(&format!("{}/?lang=tr", s.url));
            let n = pages(&b);
            let mut seen = BTreeSet::new();
            let mut standing_rows = 0;
            let mut cross = false;
            let mut headings = Vec::new();
            for i in 0..n {
                let m: Value = b.call("/execute/sync", json!({"script": MEASURE, "args": [i]}));
                let what = format!(
                    "{players} players, {width}×{height}, page {}/{n}: {m}",
                    i + 1
                );
                let sc: Vec<f64> = m["scroll"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_f64().unwrap())
                    .collect();
                assert!(
                    sc[0] <= f64::from(width) && sc[1] <= f64::from(height),
                    "the document is larger than the window: {what}"
                );
                assert!(
                    sc[2] <= sc[3] + 1.0 && sc[4] <= sc[5] + 1.0,
                    "the page is cut off: {what}"
                );
                assert!(
                    m["right"].as_f64().unwrap() <= f64::from(width) + 0.5
                        && m["bottom"].as_f64().unwrap() <= f64::from(height) + 0.5,
                    "something lies outside the window: {what}"
                );
                assert_eq!(m["tall"], json!([]), "a row on two lines: {what}");
                assert_eq!(
                    m["untitled"],
                    json!([]),
                    "a name cut, without its title: {what}"
                );
                let heading = m["heading"].as_str().unwrap();
                headings.push(heading.to_string());
                for t in m["tables"].as_array().unwrap() {
                    seen.insert(t.as_u64().unwrap() as usize);
                }
                if heading.starts_with("3. Tur Sonrası Puan Durumu") {
                    standing_rows += m["rows"].as_u64().unwrap();
                }
                cross |= heading.contains("Çapraz Tablo");
                if i == 0 || i + 1 == n {
                    b.screenshot(&out.join(format!("wall-{players}-{width}-{}.png", i + 1)));
                }
            }
            // A list of several pages says on each which it is ("2/3").
            let title = |h: &str| h.split(" · ").next().unwrap_or_default().to_string();
            for h in &headings {
                let of: Vec<&String> = headings.iter().filter(|o| title(o) == title(h)).collect();
                if of.len() > 1 {
                    let j = of.iter().position(|o| *o == h).unwrap() + 1;
                    assert!(
                        h.split(" · ").any(|p| p == format!("{j}/{}", of.len())),
                        "{players} players, {width}×{height}: {h:?} is not page {j}/{}",
                        of.len()
                    );
                }
            }
            assert_eq!(
                seen,
                (1..=tables).collect::<BTreeSet<_>>(),
                "{players} players, {width}×{height}: the tables on the pages"
            );
            assert_eq!(
                standing_rows, players as u64,
                "{players} players, {width}×{height}: the standings' rows on the pages"
            );
            assert_eq!(
                cross, cross_shown,
                "{players} players, {width}×{height}: the cross table shown where it fits"
            );
            drop(b);
            let _ = std::fs::remove_dir_all(&profile);
        }
        drop(s);
        if std::env::var_os("HAKEM_SCREENSHOTS").is_none() {
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}

/// On a phone (390×844) no page of the lists, nor the desk, is wider than
/// the screen: the document never scrolls sideways, nor does a table in its
/// own box (a club's column and the tie-breaks after the first two are left
/// out), except the cross table's.
#[test]
#[ignore = "needs chromium and chromium-driver: .ci/run installs them"]
fn a_phone_never_scrolls_sideways_on_the_lists_and_the_desk() {
    require_browser();
    let dir = after_three_rounds("wall-phone", 40);
    let s = Server::start(&dir);
    let out = shots(&dir);
    let profile = dir.join("profile-phone");
    let b = Browser::start(390, 844, &profile);
    // The desk's login form starts the arbiter's session (a cookie): a
    // browser sends no password from the address without a challenge.
    b.open(&format!("{}/desk/login?lang=en", s.url));
    b.type_into("#password", PASSWORD);
    b.submit("form[action='/desk/login'] button[type=submit]", "<table");
    for lang in ["tr", "en"] {
        for path in [
            "/",
            "/list/pairing",
            "/list/alphabetical",
            "/list/standings",
            "/list/cross",
            "/table",
            "/desk",
            "/desk/tables/4/1",
        ] {
            let url = format!("{}{path}?lang={lang}", s.url);
            b.open(&url);
            let wide = b.call(
                "/execute/sync",
                json!({"script": "var d = document.documentElement; return [d.scrollWidth, innerWidth, document.querySelectorAll('td').length, Array.from(document.querySelectorAll('.scroll:not(.wide)')).filter(function (e) { return e.scrollWidth > e.clientWidth + 1; }).map(function (e) { return (e.previousElementSibling ? e.previousElementSibling.textContent : '') + ': ' + e.scrollWidth + ' px'; })]", "args": []}),
            );
            let name = path.trim_matches('/').replace('/', "-");
            b.screenshot(&out.join(format!("phone-{lang}-{name}.png")));
            assert!(
                wide[0].as_f64() <= wide[1].as_f64(),
                "{path}?lang={lang} scrolls sideways on a phone: {wide}"
            );
            if path != "/table" {
                assert!(
                    wide[2].as_u64().unwrap_or(0) > 0,
                    "{path}: no table? {wide}"
                );
            }
            // Nor does a list's table scroll in its own box (the cross
            // table, a column a round, may: `.wide`).
            assert_eq!(
                wide[3].as_array().map(Vec::len),
                Some(0),
                "{path}?lang={lang}: a table scrolls sideways on a phone: {wide}"
            );
        }
    }
    // The password is still asked for.
    let r = agent()
        .get(&format!("{}/desk", s.url))
        .header("Authorization", basic("wrong"))
        .call()
        .unwrap();
    assert_eq!(r.status().as_u16(), 401);
    drop(b);
    let _ = std::fs::remove_dir_all(&profile);
}
