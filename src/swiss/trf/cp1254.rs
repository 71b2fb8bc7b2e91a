//! Windows-1254 (cp1254), the Turkish code page: the one-byte encoding for
//! TRF readers that count the columns in bytes. ASCII as it is, the
//! Turkish letters one byte each (Ğ ğ İ ı Ş ş where Latin-1 has Ð ð Ý ý Þ þ;
//! Ç ç Ö ö Ü ü as in Latin-1), and the typographic marks of 0x80-0x9F.

/// The characters of bytes 0x80 to 0x9F; `None`: no character (the five
/// bytes the code page leaves out).
const HIGH: [Option<char>; 32] = [
    Some('\u{20AC}'),
    None,
    Some('\u{201A}'),
    Some('\u{0192}'),
    Some('\u{201E}'),
    Some('\u{2026}'),
    Some('\u{2020}'),
    Some('\u{2021}'),
    Some('\u{02C6}'),
    Some('\u{2030}'),
    Some('\u{0160}'),
    Some('\u{2039}'),
    Some('\u{0152}'),
    None,
    None,
    None,
    None,
    Some('\u{2018}'),
    Some('\u{2019}'),
    Some('\u{201C}'),
    Some('\u{201D}'),
    Some('\u{2022}'),
    Some('\u{2013}'),
    Some('\u{2014}'),
    Some('\u{02DC}'),
    Some('\u{2122}'),
    Some('\u{0161}'),
    Some('\u{203A}'),
    Some('\u{0153}'),
    None,
    None,
    Some('\u{0178}'),
];

/// The six bytes of 0xA0-0xFF that differ from Latin-1: the Turkish letters.
const TURKISH: [(u8, char); 6] = [
    (0xD0, 'Ğ'),
    (0xDD, 'İ'),
    (0xDE, 'Ş'),
    (0xF0, 'ğ'),
    (0xFD, 'ı'),
    (0xFE, 'ş'),
];

/// The character of one byte. A byte the code page leaves out becomes the
/// control character of the same number, which the TRF reader refuses
/// where it stands.
pub fn char_of(byte: u8) -> char {
    match byte {
        0x00..=0x7F => char::from(byte),
        0x80..=0x9F => HIGH[usize::from(byte - 0x80)].unwrap_or(char::from(byte)),
        _ => TURKISH
            .iter()
            .find(|(b, _)| *b == byte)
            .map_or(char::from(byte), |(_, c)| *c),
    }
}

/// The byte of one character, if the code page has it.
pub fn byte_of(c: char) -> Option<u8> {
    let code = u32::from(c);
    if code < 0x80 {
        return Some(code as u8);
    }
    if let Some((b, _)) = TURKISH.iter().find(|(_, t)| *t == c) {
        return Some(*b);
    }
    if let Some(i) = HIGH.iter().position(|h| *h == Some(c)) {
        return Some(0x80 + i as u8);
    }
    // Latin-1's upper half, but for the six places the Turkish letters took.
    (0xA0..=0xFF)
        .contains(&code)
        .then_some(code as u8)
        .filter(|b| !TURKISH.iter().any(|(t, _)| t == b))
}

/// Text in Windows-1254.
pub fn decode(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char_of(b)).collect()
}

/// A character Windows-1254 has no byte for, where it stands in the text
/// (line and column from 1, in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unencodable {
    pub character: char,
    pub line: usize,
    pub column: usize,
}

/// The text in Windows-1254; the first character it has no byte for
/// refuses it.
pub fn encode(text: &str) -> Result<Vec<u8>, Unencodable> {
    let mut out = Vec::with_capacity(text.len());
    for (index, line) in text.split('\n').enumerate() {
        if index > 0 {
            out.push(b'\n');
        }
        for (column, c) in line.chars().enumerate() {
            match byte_of(c) {
                Some(b) => out.push(b),
                None => {
                    return Err(Unencodable {
                        character: c,
                        line: index + 1,
                        column: column + 1,
                    });
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turkish_letters_are_one_byte_each_and_come_back() {
        let text = "Aydın, Barış; Öztürk, Çağla; İĞŞÜÖÇ ığşüöç € – “”";
        let bytes = encode(text).unwrap();
        assert_eq!(bytes.len(), text.chars().count());
        assert_eq!(decode(&bytes), text);
        // As the code page has them (Python's cp1254 codec agrees).
        assert_eq!(
            encode("ıİşŞğĞ").unwrap(),
            [0xFD, 0xDD, 0xFE, 0xDE, 0xF0, 0xD0]
        );
        assert_eq!(
            encode("çÇöÖüÜ").unwrap(),
            [0xE7, 0xC7, 0xF6, 0xD6, 0xFC, 0xDC]
        );
    }

    #[test]
    fn every_byte_decodes_and_every_character_it_gives_encodes_back() {
        for b in 0..=255u8 {
            let c = char_of(b);
            let undefined = (0x80..=0x9F).contains(&b) && HIGH[usize::from(b - 0x80)].is_none();
            if undefined {
                // Read as a control character (refused by the reader),
                // never written.
                assert!(c.is_control() && byte_of(c).is_none(), "byte {b:#04X}");
            } else {
                assert_eq!(byte_of(c), Some(b), "byte {b:#04X} is {c:?}");
            }
        }
        // Latin-1's letters the Turkish ones replaced have no byte.
        for c in ['Ð', 'ð', 'Ý', 'ý', 'Þ', 'þ'] {
            assert_eq!(byte_of(c), None, "{c}");
        }
    }

    #[test]
    fn a_character_with_no_byte_is_named_where_it_stands() {
        let err = encode("012 Bakü\n001    1      Məmmədov, Əli").unwrap_err();
        assert_eq!(
            err,
            Unencodable {
                character: 'ə',
                line: 2,
                column: 16
            }
        );
    }
}
