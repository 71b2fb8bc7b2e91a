//! Turkish suffixes after names and numbers, written with an apostrophe
//! as Turkish writes them after a proper name or a figure: "Ayşe'nin",
//! "Mehmet'in", "3'ü", "5'i", "6'sı", "10'da", "2.'lik".
//!
//! A suffix follows the sound of the word it is added to: its last vowel
//! (vowel harmony: `e`/`a`, and `i`/`ı`/`u`/`ü`), whether it ends in a
//! vowel (a buffer `n`, `y` or `s` then comes first) and whether it ends
//! in a voiceless consonant (`d` then becomes `t`). A figure is read as it
//! is said ("3" is *üç*, "40" *kırk*, "2." *ikinci*, "1½" *bir buçuk*), and
//! the suffix follows what is said.
//!
//! The Fluent files reach this through two functions, given the suffix by
//! its citation form (the form after a front vowel and a consonant):
//!
//! | in a `.ftl` file | gives |
//! | --- | --- |
//! | `{ SUFFIX($name, "in") }` (of, genitive) | Ayşe'nin, Mehmet'in, 3'ün |
//! | `{ SUFFIX($n, "i") }` (accusative) | Ayşe'yi, 3'ü, 5'i, 6'yı |
//! | `{ SUFFIX($name, "e") }` (to, dative) | Ayşe'ye, Burak'a, 2'ye |
//! | `{ SUFFIX($n, "de") }` (at, locative) | 10'da, 3'te, Mehmet'te |
//! | `{ SUFFIX($n, "den") }` (from, ablative) | 10'dan, 3'ten |
//! | `{ SUFFIX($name, "le") }` (with) | Ayşe'yle, Mehmet'le |
//! | `{ SUFFIX($n, "si") }` (its) | 3'ü, 6'sı |
//! | `{ SUFFIX($n, "lik") }` | 3'lük, 10'luk |
//! | `{ SUFFIX($n, "ler") }` (plural) | 3'ler, 10'lar |
//! | `{ ORDINAL-SUFFIX($place, "lik") }` | 1.'lik, 3.'lük, 6.'lık, 9.'luk |
//!
//! An unknown suffix is added as it is written, after the apostrophe.

/// The suffixes, by their citation form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suffix {
    /// "-(n)in": of.
    Genitive,
    /// "-(y)i".
    Accusative,
    /// "-(y)e": to.
    Dative,
    /// "-de": at, in.
    Locative,
    /// "-den": from.
    Ablative,
    /// "-(y)le": with.
    With,
    /// "-(s)i": its.
    Possessive,
    /// "-lik".
    Lik,
    /// "-ler".
    Plural,
}

impl Suffix {
    /// The suffix named by its citation form.
    pub fn named(form: &str) -> Option<Suffix> {
        Some(match form {
            "in" | "nin" => Suffix::Genitive,
            "i" | "yi" => Suffix::Accusative,
            "e" | "ye" => Suffix::Dative,
            "de" => Suffix::Locative,
            "den" => Suffix::Ablative,
            "le" | "yle" => Suffix::With,
            "si" => Suffix::Possessive,
            "lik" => Suffix::Lik,
            "ler" => Suffix::Plural,
            _ => return None,
        })
    }
}

/// How a word sounds at its end, all a suffix needs to know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Sound {
    /// The last vowel (lower case), `e` when the word has none.
    vowel: char,
    /// The word ends in a vowel.
    ends_in_vowel: bool,
    /// The word ends in a voiceless consonant (f, s, t, k, ç, ş, h, p).
    voiceless: bool,
}

impl Sound {
    fn of(spoken: &str) -> Sound {
        let letters: Vec<char> = spoken
            .chars()
            .filter(|c| c.is_alphabetic())
            .flat_map(turkish_lower)
            .collect();
        let vowel = letters
            .iter()
            .rev()
            .copied()
            .find(|c| is_vowel(*c))
            .unwrap_or('e');
        let last = letters.last().copied().unwrap_or('e');
        Sound {
            vowel,
            ends_in_vowel: is_vowel(last),
            voiceless: "fstkçşhp".contains(last),
        }
    }

    /// `e` or `a` (two-way harmony).
    fn a2(self) -> char {
        if "eiöü".contains(self.vowel) {
            'e'
        } else {
            'a'
        }
    }

    /// `i`, `ı`, `u` or `ü` (four-way harmony).
    fn i4(self) -> char {
        match self.vowel {
            'a' | 'ı' => 'ı',
            'o' | 'u' => 'u',
            'ö' | 'ü' => 'ü',
            _ => 'i',
        }
    }

    fn suffix(self, suffix: Suffix) -> String {
        let (a, i, v) = (self.a2(), self.i4(), self.ends_in_vowel);
        let d = if self.voiceless { 't' } else { 'd' };
        match suffix {
            Suffix::Genitive if v => format!("n{i}n"),
            Suffix::Genitive => format!("{i}n"),
            Suffix::Accusative if v => format!("y{i}"),
            Suffix::Accusative => i.to_string(),
            Suffix::Dative if v => format!("y{a}"),
            Suffix::Dative => a.to_string(),
            Suffix::Locative => format!("{d}{a}"),
            Suffix::Ablative => format!("{d}{a}n"),
            Suffix::With if v => format!("yl{a}"),
            Suffix::With => format!("l{a}"),
            Suffix::Possessive if v => format!("s{i}"),
            Suffix::Possessive => i.to_string(),
            Suffix::Lik => format!("l{i}k"),
            Suffix::Plural => format!("l{a}r"),
        }
    }
}

fn is_vowel(c: char) -> bool {
    "aeıioöuü".contains(c)
}

/// Lower case as Turkish has it: `I` is `ı`, `İ` is `i`.
fn turkish_lower(c: char) -> Vec<char> {
    match c {
        'I' => vec!['ı'],
        'İ' => vec!['i'],
        c => c.to_lowercase().collect(),
    }
}

/// `word` with `suffix` after an apostrophe: "Ayşe'nin", "3'ü". A word
/// ending in a figure ("Masa 7", "12") is read as the figure is said.
pub fn suffixed(word: &str, suffix: Suffix) -> String {
    let word = word.trim_end();
    format!("{word}'{}", Sound::of(&spoken(word)).suffix(suffix))
}

/// The ordinal `n` ("2.") with `suffix`: "2.'lik", "3.'lük".
pub fn ordinal_suffixed(n: u64, suffix: Suffix) -> String {
    format!("{n}.'{}", Sound::of(&spoken_ordinal(n)).suffix(suffix))
}

/// How the end of `word` is said: the figure it ends with read out, else
/// the word itself.
fn spoken(word: &str) -> String {
    if let Some(glyph) = word.chars().last().filter(|c| "¼½¾".contains(*c)) {
        return if glyph == '½' { "buçuk" } else { "çeyrek" }.into();
    }
    let digits: String = word
        .chars()
        .rev()
        .take_while(char::is_ascii_digit)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    if digits.is_empty() {
        return word.to_string();
    }
    // Past u64 only the last digits matter for how it is said.
    let tail = &digits[digits.len().saturating_sub(18)..];
    let n: u64 = tail.parse().unwrap_or(0);
    if n == 0 && digits.len() > 18 {
        return "milyar".into();
    }
    last_spoken_word(n).into()
}

/// The word a whole number ends with when said: 3 *üç*, 40 *kırk*, 200
/// *yüz*, 5000 *bin*.
fn last_spoken_word(n: u64) -> &'static str {
    const ONES: [&str; 10] = [
        "", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz",
    ];
    const TENS: [&str; 10] = [
        "", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan",
    ];
    if n == 0 {
        "sıfır"
    } else if !n.is_multiple_of(10) {
        ONES[(n % 10) as usize]
    } else if !n.is_multiple_of(100) {
        TENS[((n / 10) % 10) as usize]
    } else if !n.is_multiple_of(1000) {
        "yüz"
    } else if !n.is_multiple_of(1_000_000) {
        "bin"
    } else if !n.is_multiple_of(1_000_000_000) {
        "milyon"
    } else {
        "milyar"
    }
}

/// The ordinal `n` said: "ikinci", "üçüncü" (only its end matters).
fn spoken_ordinal(n: u64) -> String {
    let cardinal = last_spoken_word(n);
    let sound = Sound::of(cardinal);
    let i = sound.i4();
    if sound.ends_in_vowel {
        format!("{cardinal}nc{i}")
    } else {
        format!("{cardinal}{i}nc{i}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_take_their_vowels_suffixes() {
        assert_eq!(suffixed("Ayşe", Suffix::Genitive), "Ayşe'nin");
        assert_eq!(suffixed("Mehmet", Suffix::Genitive), "Mehmet'in");
        assert_eq!(suffixed("Burak", Suffix::Dative), "Burak'a");
        assert_eq!(suffixed("Ali", Suffix::Accusative), "Ali'yi");
        assert_eq!(suffixed("Ufuk", Suffix::Locative), "Ufuk'ta");
        assert_eq!(suffixed("Oğuz", Suffix::Ablative), "Oğuz'dan");
        assert_eq!(suffixed("Gül", Suffix::Genitive), "Gül'ün");
        assert_eq!(suffixed("Yıldız", Suffix::With), "Yıldız'la");
        assert_eq!(suffixed("ILGAZ", Suffix::Genitive), "ILGAZ'ın");
        assert_eq!(suffixed("İPEK", Suffix::Dative), "İPEK'e");
    }

    #[test]
    fn figures_are_read_as_they_are_said() {
        assert_eq!(suffixed("3", Suffix::Accusative), "3'ü");
        assert_eq!(suffixed("5", Suffix::Accusative), "5'i");
        assert_eq!(suffixed("6", Suffix::Accusative), "6'yı");
        assert_eq!(suffixed("6", Suffix::Possessive), "6'sı");
        assert_eq!(suffixed("10", Suffix::Locative), "10'da");
        assert_eq!(suffixed("3", Suffix::Locative), "3'te");
        assert_eq!(suffixed("40", Suffix::Genitive), "40'ın");
        assert_eq!(suffixed("100", Suffix::Dative), "100'e");
        assert_eq!(suffixed("2000", Suffix::Ablative), "2000'den");
        assert_eq!(suffixed("0", Suffix::Dative), "0'a");
        assert_eq!(suffixed("Masa 7", Suffix::Genitive), "Masa 7'nin");
        assert_eq!(suffixed("1½", Suffix::Accusative), "1½'u");
        assert_eq!(suffixed("10", Suffix::Lik), "10'luk");
        assert_eq!(suffixed("3", Suffix::Plural), "3'ler");
    }

    #[test]
    fn ordinals_follow_the_ordinal_said() {
        assert_eq!(ordinal_suffixed(1, Suffix::Lik), "1.'lik");
        assert_eq!(ordinal_suffixed(2, Suffix::Lik), "2.'lik");
        assert_eq!(ordinal_suffixed(3, Suffix::Lik), "3.'lük");
        assert_eq!(ordinal_suffixed(6, Suffix::Lik), "6.'lık");
        assert_eq!(ordinal_suffixed(9, Suffix::Lik), "9.'luk");
        assert_eq!(ordinal_suffixed(10, Suffix::Lik), "10.'luk");
        assert_eq!(ordinal_suffixed(20, Suffix::Genitive), "20.'nin");
    }

    #[test]
    fn every_number_has_a_sound() {
        for n in [0, 1, 9, 11, 99, 101, 1_000, 1_000_000, u64::MAX] {
            assert!(!last_spoken_word(n).is_empty(), "{n}");
        }
        assert_eq!(spoken("123456789012345678901234567890"), "doksan");
        assert_eq!(spoken("100000000000000000000000000000"), "milyar");
    }
}
