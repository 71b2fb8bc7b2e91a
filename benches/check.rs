//! `hakem check` throughput: 10,000 generated records of random Czech
//! Mancala games (about 50 moves each), written into a temporary folder
//! (never committed), checked by one `hakem check` call; and a single record
//! (process start included). Wall-clock, whatever cores the process uses.
//!
//! `cargo bench --bench check -- --warm-up-time 1 --measurement-time 10`

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use criterion::{Criterion, criterion_group, criterion_main};
use hakem::analysis::simulate::replay_game;
use hakem::record::{Record, SetRecord, to_toml};
use hakem::ruleset::builtin;

const RECORDS: u64 = 10_000;
const VARIANT: &str = "czech-mancala";

fn generate(dir: &Path) -> (Vec<PathBuf>, u64) {
    let rules = builtin(VARIANT).expect("built-in").expect("valid");
    let mut files = Vec::new();
    let mut moves = 0;
    for index in 0..RECORDS {
        let (_, pits) = replay_game(&rules, 77, index);
        moves += pits.len() as u64;
        let record = Record {
            variant: VARIANT.to_string(),
            rules: None,
            event: None,
            players: None,
            forfeit: None,
            sets: vec![SetRecord {
                moves: pits,
                ..SetRecord::default()
            }],
            history: Vec::new(),
        };
        let path = dir.join(format!("r{index:05}.toml"));
        std::fs::write(&path, to_toml(&record)).expect("temp dir writable");
        files.push(path);
    }
    (files, moves)
}

fn check(files: &[PathBuf]) {
    let status = Command::new(env!("CARGO_BIN_EXE_hakem"))
        .arg("check")
        .args(files)
        .stdout(Stdio::null())
        .status()
        .expect("hakem runs");
    assert_eq!(status.code(), Some(0), "every generated record is valid");
}

fn bench(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("hakem-check-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (files, moves) = generate(&dir);
    eprintln!(
        "{} records, {:.1} moves a record, in {}",
        files.len(),
        moves as f64 / files.len() as f64,
        dir.display()
    );
    let mut group = c.benchmark_group("check");
    group.sample_size(10);
    group.bench_function("10000-records-one-call", |b| b.iter(|| check(&files)));
    group.bench_function("one-record", |b| b.iter(|| check(&files[..1])));
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
