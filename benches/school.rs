//! A school championship at hakem's limits (issue 37: every list, the
//! teams and the prizes in under 200 ms; a 2,000-row registration sheet
//! read in under 1 s): 2,000 players after five rounds, 10 lists, 200
//! schools, 30 prizes, built by `scripts/school-event.py` in a temporary
//! folder. The standings are computed once; each case is what the lists,
//! the teams or the prizes add to them. The import case reads the sheet
//! (Windows-1254) and checks its rows against the event, writing nothing.
//!
//! `cargo bench --bench school -- --warm-up-time 1 --measurement-time 5`

use std::path::Path;
use std::process::Command;

use criterion::{Criterion, criterion_group, criterion_main};
use hakem::event::folder::Folder;
use hakem::event::lists::ListStandings;
use hakem::event::standings::Standings;

fn bench(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("hakem-school-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/school-event.py");
    let status = Command::new("python3")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_hakem"))
        .arg(&dir)
        .status()
        .expect("python3 runs");
    assert!(status.success(), "scripts/school-event.py built the event");
    let event = dir.join("event");
    let folder = Folder::open(&event).expect("the event opens");
    assert_eq!(folder.event.spec().players.len(), 2000);
    assert_eq!(folder.event.spec().lists.len(), 10);
    let s = Standings::new(&folder, 5);
    let mut group = c.benchmark_group("school");
    group.sample_size(10);
    group.bench_function("2000-players-10-lists", |b| {
        b.iter(|| {
            folder
                .event
                .spec()
                .lists
                .iter()
                .map(|l| ListStandings::new(&folder, &s, l))
                .collect::<Vec<_>>()
        })
    });
    group.bench_function("2000-players-200-schools-teams", |b| {
        b.iter(|| hakem::event::teams::teams_for(&folder, &s).expect("teams"))
    });
    group.bench_function("2000-players-30-prizes", |b| {
        b.iter(|| hakem::event::prizes::awards_for(&folder, &s))
    });
    let sheet = dir.join("kayit.csv");
    let empty = hakem::event::parse(&hakem::text::diagnostic::Source::new(
        "event.toml",
        "name = \"x\"\nvariant = \"turkish-mangala\"\nrounds = 5\nstart = 2026-05-16\ncategories = [\"ilkokul\", \"ortaokul\", \"lise\"]\n",
    ))
    .expect("an empty event");
    group.bench_function("2000-rows-sheet-read-and-checked", |b| {
        b.iter(|| {
            let rows = hakem::files::sheet_rows::read_rows(&sheet).expect("the sheet reads");
            let imported =
                hakem::event::registration::import(empty.spec(), &rows, "kayit.csv", &[])
                    .expect("the sheet is right");
            assert_eq!(imported.added.len(), 2000);
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
