//! Embeds the Fluent files: every `locales/<language>/*.ftl` becomes part of
//! the binary (`words::locale`), so a new language is a new folder and no
//! Rust.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed=locales");
    let mut languages: Vec<_> = fs::read_dir(&root)
        .expect("the locales folder")
        .map(|e| e.expect("a locales entry").path())
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    let mut out = String::from("&[\n");
    for dir in languages {
        let tag = dir.file_name().unwrap().to_string_lossy().into_owned();
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("a language folder")
            .map(|e| e.expect("a language entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        writeln!(out, "    ({tag:?}, &[").unwrap();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .unwrap();
        }
        writeln!(out, "    ]),").unwrap();
    }
    out.push(']');
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("locales.rs");
    fs::write(dest, out).expect("writing locales.rs");
}
