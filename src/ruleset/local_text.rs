//! Texts given per language in a ruleset file (`local_title`,
//! `local_summary`): read the same way for sowing and grid rulesets.

use super::Language;
use crate::files::toml_reader::Table;

/// The table `key` (`local_title = { tr = "..." }`) as a text per language
/// it names; `None` when the file has no such table.
pub fn read_local_texts(
    root: &Table<'_, '_>,
    key: &'static str,
) -> Option<Vec<(Language, String)>> {
    let t = root.table(key)?;
    let texts = Language::choices()
        .iter()
        .filter_map(|&(code, lang)| t.string(code).map(|s| (lang, s)))
        .collect();
    t.finish();
    Some(texts)
}

/// The text given for `lang`, else `or` (the file's own `title` or
/// `summary`).
pub fn in_language<'a>(texts: &'a [(Language, String)], lang: Language, or: &'a str) -> &'a str {
    texts
        .iter()
        // The file's own text for that language (data, not hakem's words).
        .find(|(l, _)| *l == lang)
        .map_or(or, |(_, s)| s)
}
