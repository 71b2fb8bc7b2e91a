//! Alphabetical order in Turkish: the initial ranking of the 2023
//! tournament rules is "alphabetical by surname", and a Turkish reader
//! expects Ç after C, Ğ after G, I (dotless) before İ, Ö after O, Ş after S
//! and Ü after U, whatever the case. Letters outside the Turkish alphabet
//! (Q, W, X) take their Latin places; a circumflex (â, î, û) sorts with its
//! letter and only breaks a tie.

use std::cmp::Ordering;

/// The Turkish alphabet with Q, W and X in their Latin places.
const ALPHABET: [char; 32] = [
    'a', 'b', 'c', 'ç', 'd', 'e', 'f', 'g', 'ğ', 'h', 'ı', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'ö',
    'p', 'q', 'r', 's', 'ş', 't', 'u', 'ü', 'v', 'w', 'x', 'y', 'z',
];

/// The Turkish lowercase of one letter (I → ı, İ → i), and whether it
/// carried a circumflex.
fn fold(c: char) -> (char, bool) {
    match c {
        'I' => ('ı', false),
        'İ' => ('i', false),
        'â' | 'Â' => ('a', true),
        'î' | 'Î' => ('i', true),
        'û' | 'Û' => ('u', true),
        _ => (c.to_lowercase().next().unwrap_or(c), false),
    }
}

/// The primary weight of a character: separators first (so "Ak Su" comes
/// before "Akan"), then the alphabet, then digits, then anything else by
/// code point.
fn weight(c: char) -> u32 {
    let (lower, _) = fold(c);
    if lower.is_whitespace() || matches!(lower, '-' | '\'' | '’' | '.') {
        return 0;
    }
    if let Some(i) = ALPHABET.iter().position(|&a| a == lower) {
        return 1 + i as u32;
    }
    if let Some(d) = lower.to_digit(10) {
        return 100 + d;
    }
    1000 + u32::from(lower)
}

/// Compares two names in Turkish alphabetical order: letter by letter by
/// the alphabet, then a circumflex after the plain letter, then lowercase
/// before uppercase, then the text itself (so that only equal texts are
/// equal: the order is total).
pub fn compare(a: &str, b: &str) -> Ordering {
    let primary = |s: &str| s.chars().map(weight).collect::<Vec<_>>();
    let accents = |s: &str| s.chars().map(|c| fold(c).1).collect::<Vec<_>>();
    let case = |s: &str| s.chars().map(char::is_uppercase).collect::<Vec<_>>();
    primary(a)
        .cmp(&primary(b))
        .then_with(|| accents(a).cmp(&accents(b)))
        .then_with(|| case(a).cmp(&case(b)))
        .then_with(|| a.cmp(b))
}

/// A name's place in Turkish alphabetical order, worked out once: two
/// names' keys compare as [`compare`] compares the names (the primary
/// weights, then the circumflexes, then the case, then the text). For
/// sorting many names, each compared with many others.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct SortKey {
    primary: Vec<u32>,
    accents: Vec<bool>,
    case: Vec<bool>,
    text: String,
}

/// The [`SortKey`] of `name`.
pub fn sort_key(name: &str) -> SortKey {
    SortKey {
        primary: name.chars().map(weight).collect(),
        accents: name.chars().map(|c| fold(c).1).collect(),
        case: name.chars().map(char::is_uppercase).collect(),
        text: name.to_string(),
    }
}

/// `items` in Turkish alphabetical order of their player's surname, then
/// given name (`names`; each item's keys made once, not at each
/// comparison); two items of which one has no such names (a player not in
/// the event) compare by the name shown (`shown`). Stable: items equal
/// keep their order. The lists of a round by name, on the wall and on
/// paper.
pub fn sort_by_names<'a, T>(
    items: Vec<T>,
    names: impl Fn(&T) -> Option<(&'a str, &'a str)>,
    shown: impl Fn(&T) -> &str,
) -> Vec<T> {
    let mut keyed: Vec<(Option<(SortKey, SortKey)>, T)> = items
        .into_iter()
        .map(|item| {
            let keys = names(&item).map(|(surname, given)| (sort_key(surname), sort_key(given)));
            (keys, item)
        })
        .collect();
    keyed.sort_by(|(ka, a), (kb, b)| match (ka, kb) {
        (Some(ka), Some(kb)) => ka.cmp(kb),
        _ => shown(a).cmp(shown(b)),
    });
    keyed.into_iter().map(|(_, item)| item).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Keys compare as the names do.
        #[test]
        fn keys_compare_as_the_names(
            a in "[a-zA-ZçÇğĞıIiİöÖşŞüÜâÂîûQwX0-9 .'-]{0,6}",
            b in "[a-zA-ZçÇğĞıIiİöÖşŞüÜâÂîûQwX0-9 .'-]{0,6}",
        ) {
            proptest::prop_assert_eq!(sort_key(&a).cmp(&sort_key(&b)), compare(&a, &b));
            proptest::prop_assert_eq!(sort_key(&a).cmp(&sort_key(&a)), Ordering::Equal);
        }
    }

    #[test]
    fn items_sort_by_surname_then_given_name_and_keep_their_order_when_equal() {
        // (surname, given name, the name shown); no surname: not in the event.
        let items = vec![
            (Some("Şahin"), "Ali", "Ali Şahin", 1),
            (Some("Sahin"), "Ali", "Ali Sahin", 2),
            (Some("Şahin"), "Ali", "Ali Şahin", 3),
            (Some("Çelik"), "Zeynep", "Zeynep Çelik", 4),
            (Some("Çelik"), "Ayşe", "Ayşe Çelik", 5),
        ];
        let order: Vec<u32> = sort_by_names(items, |i| i.0.map(|s| (s, i.1)), |i| i.2)
            .into_iter()
            .map(|i| i.3)
            .collect();
        assert_eq!(order, [5, 4, 2, 1, 3]);
        let unknown = vec![(None, "", "Bora", 1), (Some("Ak"), "Can", "Can Ak", 2)];
        let order: Vec<u32> = sort_by_names(unknown, |i| i.0.map(|s| (s, i.1)), |i| i.2)
            .into_iter()
            .map(|i| i.3)
            .collect();
        assert_eq!(order, [1, 2], "by the name shown: Bora before Can Ak");
    }

    fn sorted(names: &[&str]) -> Vec<String> {
        let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
        v.sort_by(|a, b| compare(a, b));
        v
    }

    #[test]
    fn turkish_letters_follow_their_latin_ones() {
        assert_eq!(
            sorted(&["Çelik", "Cem", "Dağ", "Can", "Cömert"]),
            ["Can", "Cem", "Cömert", "Çelik", "Dağ"]
        );
        assert_eq!(sorted(&["Ğ", "H", "G"]), ["G", "Ğ", "H"]);
        assert_eq!(sorted(&["Öz", "Oz", "Pek"]), ["Oz", "Öz", "Pek"]);
        assert_eq!(sorted(&["Şen", "Sen", "Tan"]), ["Sen", "Şen", "Tan"]);
        assert_eq!(sorted(&["Ünal", "Uz", "Varol"]), ["Uz", "Ünal", "Varol"]);
    }

    #[test]
    fn dotless_i_comes_before_dotted_i_in_both_cases() {
        // Işık (dotless) before İnce (dotted), though both start with a capital I.
        assert_eq!(
            sorted(&["İnce", "Işık", "Hız", "Jale"]),
            ["Hız", "Işık", "İnce", "Jale"]
        );
        assert_eq!(sorted(&["ilk", "ılık"]), ["ılık", "ilk"]);
    }

    #[test]
    fn separators_and_circumflex() {
        assert_eq!(sorted(&["Akan", "Ak Su"]), ["Ak Su", "Akan"]);
        assert_eq!(sorted(&["Kâmil", "Kamil"]), ["Kamil", "Kâmil"]);
        assert_eq!(sorted(&["Kâmil", "Kamo"]), ["Kâmil", "Kamo"]);
    }
}
