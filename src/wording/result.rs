//! The words of `hakem result` (entering a table's result from the card),
//! in Turkish and English: its prompts, its one-line verdicts and its
//! refusals. Holes are named (`{table}`), filled by [`Words::say`].

use crate::words::{Language, Words};

macro_rules! phrases {
    ($($key:ident => $tr:literal, $en:literal;)*) => {
        /// A phrase of `hakem result`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Phrase { $($key,)* }

        fn text(lang: Language, phrase: Phrase) -> &'static str {
            match (phrase, lang == Language::TR) {
                $((Phrase::$key, true) => $tr,
                  (Phrase::$key, false) => $en,)*
            }
        }

        /// Every phrase, for the completeness test.
        pub const ALL_PHRASES: &[Phrase] = &[$(Phrase::$key,)*];
    };
}

phrases! {
    Entered => "{table}. masa: {first} – {second} {result} ({sets})", "Table {table}: {first} – {second} {result} ({sets})";
    Forfeit => "hükmen", "forfeit";
    Replaced => "  değiştirildi: {old} → {new}", "  replaced: {old} → {new}";
    Missing => "{tables} masadan {in} masanın sonucu girildi; eksik: {list}", "{in} of {tables} tables in; missing: {list}";
    AllIn => "{tables} masanın hepsinin sonucu girildi: {next}. tur eşlenebilir", "all {tables} tables in: round {next} can be paired";
    AllInLast => "{tables} masanın hepsinin sonucu girildi", "all {tables} tables in";
    Prompt => "{table}. masa ({first} – {second}): ", "Table {table} ({first} – {second}): ";
    PromptHeader => "{round}. tur: her masanın setlerini girin (30-18 18-30 26-22); boş satır masayı atlar, girişin sonu durdurur.", "Round {round}: enter each table's sets (30-18 18-30 26-22); a blank line skips the table, the end of input stops.";
    NothingMissing => "{round}. turun bütün sonuçları girildi.", "Every result of round {round} is in.";
    NotWritten => "{table}. masa yazılmadı: {why}", "table {table} not written: {why}";
    RoundNotPaired => "{round}. tur eşlenmedi (turnuvanın {rounds} turundan {paired} tanesi eşlendi)", "round {round} is not paired ({paired} of the event's {rounds} rounds are)";
    NothingPaired => "henüz hiçbir tur eşlenmedi: 1. turu `hakem pair` ile eşleyin", "no round is paired yet: pair round 1 with `hakem pair`";
    RoundFinished => "{round}. tur bitti: ondan sonra {paired}. tur eşlendi, sonuçları burada değiştirilmez", "round {round} is finished: round {paired} was paired from its results, which are not changed here";
    UnknownTable => "{round}. turun masaları 1-{tables}; {table}. masa yok", "round {round} has tables 1 to {tables}, not {table}";
    HoldsMoves => "{path}: kayıtta hamleler var; hamle hamle puanlanır, üzerine yazılmaz", "{path}: the record holds moves; it is scored move by move and never written over";
    HoldsResult => "{path}: sonuç zaten girilmiş ({old}); değiştirmek için --replace verin", "{path}: the result is already in ({old}); give --replace to change it";
    EnteredInEvent => "{path}: bu masanın sonucu ya da hükmen kararı event.toml'da girilmiş; orada değiştirin", "{path}: event.toml enters this table's result or a forfeit; change it there";
    Unreadable => "{path}: okunamıyor ({why}); üzerine yazılmaz", "{path}: cannot be read ({why}); it is not written over";
    Incomplete => "girilen setler turu belirlemiyor: oynanan her seti girin", "the sets entered do not decide the round: enter every set played";
    TokenUnknown => "`{token}` anlaşılmadı: hazineleri BİRİNCİ-İKİNCİ (30-18), süre aşımını t:first:20, uyarıyı w:second, hükmeni forfeit:first diye yazın (hakem result --help)", "`{token}` is not understood: write the stores counted as FIRST-SECOND (30-18), a timeout as t:first:20, a warning as w:second, a forfeit as forfeit:first (hakem result --help)";
    TokenStoreTooLarge => "`{token}`: bir hazine en çok {max} taş tutar", "`{token}`: a store holds at most {max} stones";
    TokenTwice => "`{token}`: bir sette iki kez hazine, süre aşımı ya da sonuç var", "`{token}`: a set has its stores, timeout or result twice";
    TokenForfeitWithSets => "`{token}`: hükmen tek başına girilir, setlerle birlikte değil", "`{token}`: a forfeit is entered alone, without sets";
    TokenTooManySets => "`{token}`: bir turda en çok {max} set girilir", "`{token}`: at most {max} sets can be entered for a round";
    TokenEmpty => "set girilmedi: her setin hazinelerini yazın (30-18 18-30 26-22)", "no set entered: give each set's stores (30-18 18-30 26-22)";
}

impl Words {
    /// `phrase` in these words' language, its holes filled from `holes`
    /// (`("table", "4")`).
    pub fn say_phrase(self, phrase: Phrase, holes: &[(&str, &str)]) -> String {
        let mut out = text(self.language(), phrase).to_string();
        for (name, value) in holes {
            out = out.replace(&format!("{{{name}}}"), value);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both languages name the same holes in every phrase.
    #[test]
    fn both_languages_have_the_same_holes() {
        let holes = |s: &str| {
            let mut names: Vec<String> = s
                .split('{')
                .skip(1)
                .filter_map(|p| p.split_once('}').map(|(n, _)| n.to_string()))
                .collect();
            names.sort();
            names
        };
        for &p in ALL_PHRASES {
            assert_eq!(
                holes(text(Language::TR, p)),
                holes(text(Language::EN, p)),
                "{p:?}"
            );
        }
    }
}
