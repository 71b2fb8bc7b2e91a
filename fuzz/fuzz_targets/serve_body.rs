//! The request bodies of `hakem serve` (docs/serve.md): any bytes as the
//! JSON body of `POST` and `PUT /api/rounds/1/tables/T/result`, and as the
//! HTML form bodies of the table's pages (`/table`, `/table/check`,
//! `/table/save`) and the desk's correction (`/desk/tables/1/T/check`,
//! `.../save`), answered by the server's own router without a socket
//! (`hakem::serve::Offline`). Every answer is a verdict (200) or a refusal
//! of the 4xx class with a message, never a panic or a server error; a
//! record changes only when a save answered 200, and then holds a result;
//! nothing is written outside the event folder, and no temporary file is
//! left in it (a record's spare is no temporary file).
//!
//! The input: its first byte picks the route (`'0'` to `'6'`, in the order
//! of `ROUTES`), its second the table (`'1'`, `'2'`; `'0'` none); the rest
//! is the body. The event (4 players, round 1 paired) has the table codes
//! `AAAAAA` and `BBBBBB`, so bodies can carry a right one.
#![no_main]

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use hakem::serve::{Asked, Offline};
use libfuzzer_sys::fuzz_target;

/// Method, path (`{T}`: the table), content type, with the password.
const ROUTES: [(&str, &str, &str, bool); 7] = [
    (
        "POST",
        "/api/rounds/1/tables/{T}/result",
        "application/json",
        false,
    ),
    (
        "PUT",
        "/api/rounds/1/tables/{T}/result",
        "application/json",
        true,
    ),
    ("POST", "/table", FORM, false),
    ("POST", "/table/check", FORM, false),
    ("POST", "/table/save", FORM, false),
    ("POST", "/desk/tables/1/{T}/check?lang=tr", FORM, true),
    ("POST", "/desk/tables/1/{T}/save", FORM, true),
];
const FORM: &str = "application/x-www-form-urlencoded";

struct Hall {
    /// The folder holding the event folder and nothing else but `outside`.
    root: PathBuf,
    dir: PathBuf,
    /// The records as paired, put back after a save.
    records: Vec<(PathBuf, Vec<u8>)>,
    server: Offline,
}

fn hall() -> &'static Hall {
    static HALL: OnceLock<Hall> = OnceLock::new();
    HALL.get_or_init(|| {
        // tmpfs where there is one: a save syncs its files.
        let base = Path::new("/dev/shm");
        let base = if base.is_dir() {
            base.to_path_buf()
        } else {
            std::env::temp_dir()
        };
        let root = base.join(format!("hakem-fuzz-serve-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let dir = root.join("event");
        fs::create_dir_all(&dir).unwrap();
        fs::write(root.join("outside"), "not the event's\n").unwrap();
        let mut event = String::from(
            "name = \"Deneme Açık\"\nvariant = \"turkish-mangala\"\nrounds = 3\nlot = \"starts\"\n",
        );
        for (i, (given, surname)) in [
            ("Ayşe", "Yılmaz"),
            ("Oğuz", "Çelik"),
            ("İsmail", "Şahin"),
            ("Gülşen", "Öztürk"),
        ]
        .iter()
        .enumerate()
        {
            event.push_str(&format!(
                "\n[[player]]\nid = \"p{i}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\n"
            ));
        }
        fs::write(dir.join("event.toml"), event).unwrap();
        let mut notes = Vec::new();
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
        hakem::event::pairing::pair_and_write(
            &dir,
            None,
            false,
            today,
            &Default::default(),
            &mut notes,
        )
        .unwrap()
        .unwrap();
        let codes = hakem::event::codes::Codes {
            round: 1,
            tables: vec!["AAAAAA".into(), "BBBBBB".into()],
        };
        fs::write(dir.join("round-1").join("codes.toml"), codes.to_toml(1)).unwrap();
        let records = (1..=2)
            .map(|t| {
                let p = dir.join("round-1").join(format!("table-0{t}.toml"));
                let text = fs::read(&p).unwrap();
                (p, text)
            })
            .collect();
        let server = Offline::new(dir.clone(), "arbiter-pw".into()).unwrap();
        Hall {
            root,
            dir,
            records,
            server,
        }
    })
}

/// Every name under `dir`, sorted, the write lock and the records' spares
/// aside (the server makes a spare for each record: docs/serve.md).
fn names(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if e.file_type().unwrap().is_dir() {
                stack.push(p.clone());
            }
            let name = e.file_name();
            let spare = name.to_string_lossy().ends_with(".spare");
            if name != ".hakem.lock" && !spare {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fuzz_target!(|data: &[u8]| {
    let [route, table, body @ ..] = data else {
        return;
    };
    let hall = hall();
    let route = usize::from(route.wrapping_sub(b'0')) % ROUTES.len();
    let table = usize::from(table.wrapping_sub(b'0')) % 3;
    let (method, path, content_type, authorised) = ROUTES[route];
    let uri = path.replace("{T}", &table.to_string());
    let before = names(&hall.root);
    let (status, text) = hall.server.answer(Asked {
        method,
        uri: &uri,
        content_type,
        authorised,
        body: body.to_vec(),
    });
    assert!(
        status == 200 || (400..500).contains(&status),
        "{method} {uri}: {status}\n{text}"
    );
    assert!(
        !text.trim().is_empty(),
        "{method} {uri}: {status} with no message"
    );
    assert_eq!(
        before,
        names(&hall.root),
        "{method} {uri}: files came or went"
    );
    let saves = matches!(route, 0 | 1 | 4 | 6);
    for (path, paired) in &hall.records {
        let now = fs::read(path).unwrap();
        if now == *paired {
            continue;
        }
        assert!(
            saves && status == 200,
            "{method} {uri}: {status} changed {}",
            path.display()
        );
        let record = hakem::referee::open_record::open(path).unwrap();
        assert!(
            !record.record.sets.is_empty() || record.record.forfeit.is_some(),
            "{method} {uri}: saved a record with no result"
        );
        fs::write(path, paired).unwrap();
    }
    let _ = &hall.dir;
});
