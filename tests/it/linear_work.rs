//! Work that grows with the input, counted rather than timed: ten times the
//! input may cost ten times the work, never a hundred. The figures of the
//! whole commands are in `docs/dev/limits.md` (`scripts/incidents-speed.sh`).

use std::path::Path;

use hakem::referee::{judge, open_record};
use hakem::report::{check::check_text_with, json::check_json};
use hakem::text::diagnostic::column_work;
use hakem::words::Words;

/// A record whose `count` incidents (time-outs after a move not played)
/// are each a problem of the round; on one line when `one_line`, as a
/// program may write them (each problem then sits on the same line of
/// megabytes), else one a line. Judged and reported as `hakem check` does,
/// text and JSON: the bytes walked to locate the problems.
fn locating_work(count: usize, one_line: bool) -> u64 {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("linear-work");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("incidents-{count}-{one_line}.toml"));
    let incidents: Vec<String> = (0..count)
        .map(|i| {
            let player = if i % 2 == 0 { "first" } else { "second" };
            format!("{{ after = 9, player = \"{player}\", kind = \"timeout\" }}")
        })
        .collect();
    let separator = if one_line { ", " } else { ",\n  " };
    // Names with Turkish letters: columns count characters, not bytes.
    let record = format!(
        "variant = \"turkish-mangala\"\n\n[players]\nfirst = \"Çağla Öztürk\"\nsecond = \"Barış Aydın\"\n\n\
         [[set]]\nmoves = [3, 6, 1, 4, 2]\nincidents = [{}]\n",
        incidents.join(separator)
    );
    std::fs::write(&path, &record).unwrap();

    let before = column_work();
    let loaded = open_record::open(&path).unwrap();
    let verdict = judge(
        &loaded.record,
        &loaded.spans,
        loaded.rules.as_ref(),
        &loaded.tournament,
    );
    assert_eq!(verdict.problems.len(), count, "one problem an incident");
    let text = check_text_with(
        Words::english(),
        &loaded.source,
        &loaded.record,
        loaded.rules.as_ref(),
        &loaded.tournament,
        &verdict,
        None,
    );
    let json = check_json(
        &loaded.source,
        &loaded.record,
        loaded.tournament.name(),
        &verdict,
    );
    // Every problem located, the last one at its own column.
    let last_line = if one_line { 9 } else { 8 + count };
    let last_column = record
        .lines()
        .nth(last_line - 1)
        .unwrap()
        .rfind('{')
        .unwrap()
        + 1;
    let at = format!("{}:{last_line}:{last_column}:", path.display());
    assert!(text.contains(&at), "{at} in\n{}", &text[text.len() - 300..]);
    let at = format!("\"line\":{last_line},\"column\":{last_column}");
    assert!(json.contains(&at), "{at}");
    column_work() - before
}

/// `hakem check` of a record with 150,000 incidents on one line took
/// minutes: each problem's column was counted from the start of its line.
/// Ten times the incidents must cost at most about ten times the work
/// (counted quadratically it was a hundred times).
#[test]
fn locating_the_problems_of_a_record_is_linear() {
    // The reports word their problems side by side on rayon's threads; the
    // work is counted per thread, so here they run on this thread alone.
    let this_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .use_current_thread()
        .build()
        .unwrap();
    this_thread.install(|| {
        for one_line in [true, false] {
            let small = locating_work(1_000, one_line);
            let large = locating_work(10_000, one_line);
            assert!(small > 0, "the work is counted");
            assert!(
                large <= small * 12,
                "one line {one_line}: 1,000 incidents {small} bytes walked, 10,000 {large}"
            );
        }
    });
}
