//! The record's words as a scorer types them, in Turkish and English,
//! whatever the screen's language: players (`birinci`, `second`) and
//! warning reasons (`davranış`, `touch-move`). Turkish letters may be typed
//! as their ASCII look-alikes (`davranis`), and case does not matter. The
//! places of the board a scorer types are read by
//! `analysis::replay::CountSpec::typed`.

use super::{WarningReason, Who};

/// `s` lower-cased with Turkish letters folded to ASCII (`İ`, `ı` → `i`,
/// `ş` → `s`, `ğ` → `g`, `ü` → `u`, `ö` → `o`, `ç` → `c`), so that a word
/// typed on a keyboard without them matches.
pub fn fold(s: &str) -> String {
    s.trim()
        .chars()
        .flat_map(char::to_lowercase)
        .filter(|&c| c != '\u{307}') // the dot `İ` leaves when lower-cased
        .map(|c| match c {
            'ı' => 'i',
            'ş' => 's',
            'ğ' => 'g',
            'ü' => 'u',
            'ö' => 'o',
            'ç' => 'c',
            c => c,
        })
        .collect()
}

/// A player: `first`/`birinci`, `second`/`ikinci`.
pub fn player(s: &str) -> Option<Who> {
    match fold(s).as_str() {
        "first" | "birinci" => Some(Who::First),
        "second" | "ikinci" => Some(Who::Second),
        _ => None,
    }
}

/// A warning reason, its words joined by `-` (`illegal move` →
/// `illegal-move`, `kural dışı` → `kural-disi`).
pub fn reason(words: &[&str]) -> Option<WarningReason> {
    let joined = fold(&words.join("-"));
    let found = match joined.as_str() {
        "touch-move"
        | "touch"
        | "dokunma"
        | "dokunulan"
        | "dokunulan-tas"
        | "dokunulan-tasi-oynamama" => WarningReason::TouchMove,
        "illegal-move" | "illegal" | "kural-disi" | "kural-disi-hamle" => {
            WarningReason::IllegalMove
        }
        "conduct" | "davranis" => WarningReason::Conduct,
        _ => return None,
    };
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_and_reasons_in_both_languages() {
        assert_eq!(player("İkinci"), Some(Who::Second));
        assert_eq!(player("birinci"), Some(Who::First));
        assert_eq!(player("SECOND"), Some(Who::Second));
        assert_eq!(player("third"), None);
        assert_eq!(reason(&["davranış"]), Some(WarningReason::Conduct));
        assert_eq!(reason(&["davranis"]), Some(WarningReason::Conduct));
        assert_eq!(reason(&["kural", "dışı"]), Some(WarningReason::IllegalMove));
        assert_eq!(reason(&["illegal-move"]), Some(WarningReason::IllegalMove));
        assert_eq!(reason(&["dokunma"]), Some(WarningReason::TouchMove));
        assert_eq!(reason(&["dance"]), None);
    }
}
