//! Re-pairs every round of TRF files with hakem's Dutch engine and prints
//! how many rounds agree with the file (the rounds a peer engine paired).
//!
//!     cargo run --release --example swiss_check -- FILE.trf...
//!
//! `-v` prints each round that differs.

use hakem::swiss::{check, trf};

fn main() {
    let mut verbose = false;
    let (mut rounds, mut agreed, mut files) = (0usize, 0usize, 0usize);
    for arg in std::env::args().skip(1) {
        if arg == "-v" {
            verbose = true;
            continue;
        }
        let text = match std::fs::read_to_string(&arg) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{arg}: {e}");
                std::process::exit(2);
            }
        };
        let tournament = match trf::read(&text) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{arg}:{e}");
                std::process::exit(2);
            }
        };
        files += 1;
        for c in check::check_rounds(&tournament) {
            rounds += 1;
            if c.agrees() {
                agreed += 1;
            } else if verbose {
                println!("{arg} round {}:", c.round);
                println!(
                    "  file : {:?} bye {:?}",
                    c.recorded
                        .iter()
                        .map(|b| (b.white.get(), b.black.get()))
                        .collect::<Vec<_>>(),
                    c.recorded_bye.map(|b| b.get())
                );
                match &c.paired {
                    Ok((boards, bye)) => println!(
                        "  hakem: {:?} bye {:?}",
                        boards
                            .iter()
                            .map(|b| (b.white.get(), b.black.get()))
                            .collect::<Vec<_>>(),
                        bye.map(|b| b.get())
                    ),
                    Err(e) => println!("  hakem: {e}"),
                }
            }
        }
    }
    println!(
        "{files} tournaments, {rounds} rounds, {agreed} identical ({:.1}%)",
        100.0 * agreed as f64 / rounds.max(1) as f64
    );
}
