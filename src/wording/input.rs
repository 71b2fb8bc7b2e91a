//! The words a scorer types, in Turkish and English, whatever the screen's
//! language: players (`birinci`, `second`), seats (`kuzey`, `south`),
//! warning reasons (`davranış`, `touch-move`) and the places the board is
//! labelled with (`K4`, `G2`, `N4`, `S5`, `kuzey:4`, `hazine:güney`).
//! Turkish letters may be typed as their ASCII look-alikes (`davranis`,
//! `guney`), and case does not matter.

use crate::analysis::replay::{CountSpec, SideName};
use crate::record::{WarningReason, Who};

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

/// A side of the board: a seat (`south`/`güney`, `north`/`kuzey`, their
/// board letters `s`/`g`, `n`/`k`) or a player.
fn side(s: &str) -> Option<SideName> {
    match fold(s).as_str() {
        "south" | "s" | "guney" | "g" => Some(SideName::South),
        "north" | "n" | "kuzey" | "k" => Some(SideName::North),
        w => player(w).map(|who| match who {
            Who::First => SideName::First,
            Who::Second => SideName::Second,
        }),
    }
}

fn is_store(s: &str) -> bool {
    matches!(fold(s).as_str(), "store" | "hazine")
}

/// A place to count (item b): `SIDE:PIT` (`kuzey:4`), the board's own
/// label (`K4`, `S5`), `store:SIDE` or `SIDE:store` (`hazine:güney`), or a
/// side alone for its store, as the store's box is labelled on the screen.
pub fn place(s: &str) -> Option<CountSpec> {
    let s = s.trim();
    if let Some((a, b)) = s.split_once(':') {
        if is_store(a) {
            return side(b).map(CountSpec::Store);
        }
        if is_store(b) {
            return side(a).map(CountSpec::Store);
        }
        return Some(CountSpec::Pit(side(a)?, b.trim().parse().ok()?));
    }
    let digits = s.find(|c: char| c.is_ascii_digit());
    match digits {
        Some(i) if i > 0 => {
            let (letters, number) = s.split_at(i);
            Some(CountSpec::Pit(side(letters)?, number.parse().ok()?))
        }
        Some(_) => None,
        None => side(s).map(CountSpec::Store),
    }
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

    #[test]
    fn places_as_the_board_labels_them() {
        use CountSpec::{Pit, Store};
        use SideName::{First, North, Second, South};
        assert_eq!(place("kuzey:4"), Some(Pit(North, 4)));
        assert_eq!(place("Güney:2"), Some(Pit(South, 2)));
        assert_eq!(place("guney:2"), Some(Pit(South, 2)));
        assert_eq!(place("K4"), Some(Pit(North, 4)));
        assert_eq!(place("g6"), Some(Pit(South, 6)));
        assert_eq!(place("N4"), Some(Pit(North, 4)));
        assert_eq!(place("S5"), Some(Pit(South, 5)));
        assert_eq!(place("ikinci:3"), Some(Pit(Second, 3)));
        assert_eq!(place("first:1"), Some(Pit(First, 1)));
        assert_eq!(place("hazine:kuzey"), Some(Store(North)));
        assert_eq!(place("south:store"), Some(Store(South)));
        assert_eq!(place("Kuzey"), Some(Store(North)));
        assert_eq!(place("west:2"), None);
        assert_eq!(place("4"), None);
        assert_eq!(place("K"), Some(Store(North)));
        assert_eq!(place("kuzey:x"), None);
    }
}
