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

/// Other names a built-in ruleset answers to: `(alias, name)`. "mangala" is
/// what the sheets, the screen and the players call Turkish Mangala.
pub const ALIASES: &[(&str, &str)] = &[("mangala", "turkish-mangala")];

/// The built-in name `name` stands for: itself, or what its alias names.
pub fn canonical(name: &str) -> &str {
    ALIASES
        .iter()
        .find(|(alias, _)| *alias == name)
        .map_or(name, |(_, builtin)| builtin)
}

pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(n, _)| *n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_alias_names_a_builtin_and_is_not_one() {
        for (alias, name) in ALIASES {
            assert!(builtin_names().any(|n| n == *name), "{alias} -> {name}");
            assert!(!builtin_names().any(|n| n == *alias), "{alias}");
        }
        assert_eq!(canonical("mangala"), "turkish-mangala");
        assert_eq!(canonical("kalah"), "kalah");
    }

    #[test]
    fn an_alias_reads_as_its_builtin() {
        let by_alias = crate::ruleset::resolve("mangala", std::path::Path::new("."));
        let rules = by_alias.unwrap_or_else(|_| panic!("mangala is not read"));
        assert_eq!(rules.name(), "turkish-mangala");
    }
}
