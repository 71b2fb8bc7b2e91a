//! The rulesets shipped inside the binary (their TOML text), so the tool
//! works from any directory. Reading them is `ruleset::read`'s.

/// `(name, TOML text)` of every built-in ruleset, in display order.
pub const BUILTIN: &[(&str, &str)] = &[
    (
        "turkish-mangala",
        include_str!("../../rulesets/turkish-mangala.toml"),
    ),
    ("kalah", include_str!("../../rulesets/kalah.toml")),
    ("kalah-6-5", include_str!("../../rulesets/kalah-6-5.toml")),
    ("kalah-6-6", include_str!("../../rulesets/kalah-6-6.toml")),
    ("oware", include_str!("../../rulesets/oware.toml")),
    (
        "czech-mancala",
        include_str!("../../rulesets/czech-mancala.toml"),
    ),
    ("congkak", include_str!("../../rulesets/congkak.toml")),
    ("dakon", include_str!("../../rulesets/dakon.toml")),
    ("ayoayo", include_str!("../../rulesets/ayoayo.toml")),
    (
        "pallanguzhi",
        include_str!("../../rulesets/pallanguzhi.toml"),
    ),
    (
        "toguz-korgool",
        include_str!("../../rulesets/toguz-korgool.toml"),
    ),
    (
        "vai-lung-thlan",
        include_str!("../../rulesets/vai-lung-thlan.toml"),
    ),
    ("awari", include_str!("../../rulesets/awari.toml")),
];

pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(n, _)| *n)
}
