//! `hakem event standings` after 9 rounds of 200 players (issue 23: at most
//! 200 ms). The event is built with hakem's own commands by
//! `scripts/speed-event.sh` (every round paired with `hakem pair` and its
//! 100 tables entered with `hakem result` from generated cards) in a
//! temporary folder, never committed. Two cases: the library's work of the
//! command in-process (the folder opened, every record read and judged, the
//! standings and the cross table computed) and the whole process
//! (`hakem event standings DIR`, printing included).
//!
//! `cargo bench --bench standings -- --warm-up-time 1 --measurement-time 10`

use std::path::Path;
use std::process::{Command, Stdio};

use criterion::{Criterion, criterion_group, criterion_main};
use hakem::event::folder::Folder;
use hakem::event::standings::{CrossTable, Standings};

fn build_event(dir: &Path) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/speed-event.sh");
    let status = Command::new("sh")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_hakem"))
        .arg(dir)
        .arg("100")
        .status()
        .expect("sh runs");
    assert!(status.success(), "scripts/speed-event.sh built the event");
}

fn bench(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("hakem-standings-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    build_event(&dir);
    let event = dir.join("event");
    let folder = Folder::open(&event).expect("the event opens");
    assert_eq!(folder.paired_rounds(), 9, "nine rounds paired");
    let mut group = c.benchmark_group("standings");
    group.sample_size(10);
    group.bench_function("200-players-9-rounds-in-process", |b| {
        b.iter(|| {
            let folder = Folder::open(&event).expect("the event opens");
            let standings = Standings::new(&folder, 9);
            CrossTable::new(&folder, &standings)
        })
    });
    group.bench_function("200-players-9-rounds-whole-process", |b| {
        b.iter(|| {
            let status = Command::new(env!("CARGO_BIN_EXE_hakem"))
                .args(["event", "standings"])
                .arg(&event)
                .stdout(Stdio::null())
                .status()
                .expect("hakem runs");
            assert_eq!(status.code(), Some(0));
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
