//! One language decision a process, the same rule for every command:
//! `--lang`, else the event's or the record's language, else `HAKEM_LANG`,
//! else the system locale, else English; and a new language is a folder of
//! `.ftl` files, no Rust.

use std::process::Command;

fn hakem(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hakem"));
    command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("HAKEM_LANG")
        .env_remove("HAKEM_LOCALES")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    for (k, v) in env {
        command.env(k, v);
    }
    let out = command.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_third_language_is_a_folder_of_fluent_files() {
    let env = [("HAKEM_LOCALES", "tests/data/locales")];
    let (code, out, _) = hakem(&["check", "samples/mangala-2-0.toml", "--lang", "de"], &env);
    assert_eq!(code, 0);
    // Its own words where it has them, English where it has none.
    assert!(out.contains("Urteil: GÜLTIG"), "{out}");
    assert!(out.contains("Match summary"), "{out}");
    let (code, _, err) = hakem(&["check", "no-such.toml", "--lang", "de"], &env);
    assert_eq!(code, 2);
    assert_eq!(err, "Fehler: no-such.toml: keine solche Datei\n");
    // Without the folder there is no such language.
    let (code, _, err) = hakem(&["check", "no-such.toml", "--lang", "de"], &[]);
    assert_eq!(code, 2);
    assert!(err.contains("it speaks en, tr"), "{err}");
}

#[test]
fn the_language_rule_is_flag_document_hakem_lang_locale_english() {
    let record = "samples/mangala-2-0.toml"; // a Turkish Mangala round: Turkish
    let english = "Verdict: VALID";
    let turkish = "Karar: GEÇERLİ";
    let said = |args: &[&str], env: &[(&str, &str)]| hakem(args, env).1;
    assert!(said(&["check", record], &[]).contains(turkish));
    assert!(said(&["check", record, "--lang", "en"], &[]).contains(english));
    assert!(said(&["check", record], &[("HAKEM_LANG", "en")]).contains(turkish));
    // A record with no language of its own follows the environment.
    let kalah = "samples/kalah.toml";
    assert!(said(&["check", kalah], &[("HAKEM_LANG", "tr")]).contains(turkish));
    assert!(said(&["check", kalah], &[("LANG", "tr_TR.UTF-8")]).contains(turkish));
    assert!(said(&["check", kalah], &[]).contains(english));
    // Errors met before any document is read follow the same rule.
    let (_, _, err) = hakem(&["check", "no-such.toml"], &[("LANG", "tr_TR.UTF-8")]);
    assert_eq!(err, "hata: no-such.toml: böyle bir dosya yok\n");
    let (_, _, err) = hakem(
        &["check", "no-such.toml"],
        &[("LC_ALL", "tr_TR.UTF-8"), ("HAKEM_LANG", "en")],
    );
    assert_eq!(err, "error: no-such.toml: no such file\n");
    let (_, _, err) = hakem(&["check", "--no-such-flag"], &[("HAKEM_LANG", "tr")]);
    assert!(
        err.starts_with("hata: bilinmeyen seçenek '--no-such-flag'"),
        "{err}"
    );
    let (code, _, err) = hakem(&["check", record], &[("HAKEM_LANG", "xx")]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: HAKEM_LANG=xx:"), "{err}");
}
