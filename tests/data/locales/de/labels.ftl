# A small third language, for the test that a language is a folder of
# .ftl files and no Rust (tests/it/languages.rs). Messages it lacks are
# said in English.

check-verdict = Urteil: { $p1 }
verdict-valid = GÜLTIG
error-word = Fehler
