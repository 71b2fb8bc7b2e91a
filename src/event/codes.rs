//! Table codes: a short random code per table and round, which a phone
//! must give to enter that table's result on `hakem serve`. They live in
//! the round's folder (`round-N/codes.toml`), written by `hakem pair` with
//! the round, or by `hakem event codes` for a round paired before codes
//! existed: the files stay the only database.

use std::fmt::Write;
use std::path::Path;

use crate::error::Error;
use crate::files::atomic_file::write_atomic;
use crate::files::input_file::read_text;

crate::messages! {
    /// Why a round's table codes could not be drawn or read.
    pub enum CodesProblem {
        /// The operating system gave no random bytes (`reason`: its own
        /// words).
        NoRandomSource { reason: String } = "event-codes-no-random-source",
        NotUnderstood { path: String, length: usize, alphabet: String } = "event-codes-not-understood",
        /// The file holds codes for another round or number of tables.
        OtherRound { path: String, tables: usize, round: u8, has: usize } = "event-codes-other-round",
    }
}

/// The file name of a round's table codes inside its folder.
pub const CODES_FILE: &str = "codes.toml";

/// Letters and digits that cannot be read one for another on a printed
/// card (no 0/O, 1/I/L).
const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// Characters a code: 31^6, about 887 million codes, against a guess
/// rate-limited per table.
pub const CODE_LENGTH: usize = 6;

/// Most tables a round can have codes for (a 99-round event of 2,000
/// players has 1,000 tables).
const MAX_TABLES: usize = 10_000;

/// A round's codes: `tables[i]` is the round's table at index `i` (the
/// hall's table `first_table + i`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Codes {
    pub round: u8,
    pub tables: Vec<String>,
}

impl Codes {
    /// Fresh random codes for `tables` tables, from the operating system's
    /// random source, all different.
    pub fn generate(round: u8, tables: usize) -> Result<Codes, Error> {
        Codes::generate_avoiding(round, tables, &std::collections::HashSet::new())
    }

    /// Fresh random codes for `tables` tables, all different and none of
    /// `taken` (the codes of the other groups playing in the same hall).
    pub fn generate_avoiding(
        round: u8,
        tables: usize,
        taken: &std::collections::HashSet<String>,
    ) -> Result<Codes, Error> {
        let mut codes: Vec<String> = Vec::with_capacity(tables);
        let mut seen = std::collections::HashSet::new();
        while codes.len() < tables {
            for code in Codes::draw(round, tables - codes.len())?.tables {
                if !taken.contains(&code) && seen.insert(code.clone()) {
                    codes.push(code);
                }
            }
        }
        Ok(Codes {
            round,
            tables: codes,
        })
    }

    fn draw(round: u8, tables: usize) -> Result<Codes, Error> {
        let mut bytes = vec![0u8; tables * CODE_LENGTH];
        getrandom::fill(&mut bytes).map_err(|e| {
            Error::usage(CodesProblem::NoRandomSource {
                reason: e.to_string(),
            })
        })?;
        // 256 = 8 * 31 + 8: rejecting the top 8 byte values keeps every
        // character equally likely.
        let mut codes = Vec::with_capacity(tables);
        let mut pool = bytes.into_iter();
        for _ in 0..tables {
            let mut code = String::with_capacity(CODE_LENGTH);
            while code.len() < CODE_LENGTH {
                let b = match pool.next() {
                    Some(b) => b,
                    None => {
                        let mut more = [0u8; 16];
                        getrandom::fill(&mut more).map_err(|e| {
                            Error::usage(CodesProblem::NoRandomSource {
                                reason: e.to_string(),
                            })
                        })?;
                        pool = Vec::from(more).into_iter();
                        continue;
                    }
                };
                let limit = 256 - 256 % ALPHABET.len();
                if usize::from(b) < limit {
                    code.push(char::from(ALPHABET[usize::from(b) % ALPHABET.len()]));
                }
            }
            codes.push(code);
        }
        Ok(Codes {
            round,
            tables: codes,
        })
    }

    /// The code of the round's table at `index` (from 0).
    pub fn at(&self, index: usize) -> Option<&str> {
        self.tables.get(index).map(String::as_str)
    }

    /// The file's text; the comments name each table by the hall's number
    /// (`first_table` the first).
    pub fn to_toml(&self, first_table: usize) -> String {
        let mut out = format!(
            "# Table codes of round {}: a phone gives its table's code to enter the\n\
             # result on `hakem serve`. Printed on the pairing cards; keep them from the wall.\n\
             round = {}\ntables = [\n",
            self.round, self.round
        );
        for (i, code) in self.tables.iter().enumerate() {
            let _ = writeln!(out, "  \"{code}\",   # table {}", first_table + i);
        }
        out.push_str("]\n");
        out
    }

    /// Reads `codes.toml` text; `None` when it is not a round's codes file.
    fn parse(text: &str) -> Option<Codes> {
        let value: toml::Table = text.parse().ok()?;
        let round = u8::try_from(value.get("round")?.as_integer()?).ok()?;
        let tables = value
            .get("tables")?
            .as_array()?
            .iter()
            .map(|v| v.as_str().map(str::to_string))
            .collect::<Option<Vec<String>>>()?;
        if value.len() != 2 || tables.len() > MAX_TABLES {
            return None;
        }
        let well_formed =
            |c: &String| c.len() == CODE_LENGTH && c.bytes().all(|b| ALPHABET.contains(&b));
        tables
            .iter()
            .all(well_formed)
            .then_some(Codes { round, tables })
    }
}

/// `length` random characters of the codes' alphabet (the arbiter's
/// password when none is given).
pub fn random_text(length: usize) -> Result<String, Error> {
    let c = Codes::draw(0, length.div_ceil(CODE_LENGTH))?;
    Ok(c.tables.concat().chars().take(length).collect())
}

/// The codes of the round in `round_dir`, if it has them.
pub fn read(round_dir: &Path) -> Result<Option<Codes>, Error> {
    let path = round_dir.join(CODES_FILE);
    if !path.exists() {
        return Ok(None);
    }
    let text = read_text(&path)?;
    match Codes::parse(&text) {
        Some(c) => Ok(Some(c)),
        None => Err(Error::usage(CodesProblem::NotUnderstood {
            path: path.display().to_string(),
            length: CODE_LENGTH,
            alphabet: String::from_utf8_lossy(ALPHABET).into_owned(),
        })),
    }
}

/// Writes a new round's codes into its (staging) folder.
pub fn write(round_dir: &Path, codes: &Codes, first_table: usize) -> Result<(), Error> {
    write_atomic(
        &round_dir.join(CODES_FILE),
        codes.to_toml(first_table).as_bytes(),
        &[],
    )
}

/// The round's codes: those in its folder, or new ones written there when
/// it has none (a round paired before codes existed). Codes once written
/// are never replaced: they are on the printed cards.
pub fn ensure(
    round_dir: &Path,
    round: u8,
    tables: usize,
    first_table: usize,
) -> Result<Codes, Error> {
    if let Some(codes) = read(round_dir)? {
        if codes.round != round || codes.tables.len() != tables {
            return Err(Error::usage(CodesProblem::OtherRound {
                path: round_dir.join(CODES_FILE).display().to_string(),
                tables: codes.tables.len(),
                round: codes.round,
                has: tables,
            }));
        }
        return Ok(codes);
    }
    let codes = Codes::generate(round, tables.min(MAX_TABLES))?;
    write(round_dir, &codes, first_table)?;
    Ok(codes)
}

/// Whether `given` is `expected`: case and spaces ignored (a phone's
/// keyboard), every character compared whatever the first difference.
pub fn matches(expected: &str, given: &str) -> bool {
    let given: Vec<u8> = given
        .bytes()
        .filter(|b| !b.is_ascii_whitespace() && *b != b'-')
        .map(|b| b.to_ascii_uppercase())
        .collect();
    let expected = expected.as_bytes();
    if given.len() != expected.len() {
        return false;
    }
    expected
        .iter()
        .zip(&given)
        .fold(0u8, |acc, (a, b)| acc | (a ^ b))
        == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_from_the_alphabet_and_differ() {
        let codes = Codes::generate(3, 200).unwrap();
        assert_eq!(codes.tables.len(), 200);
        for c in &codes.tables {
            assert_eq!(c.len(), CODE_LENGTH);
            assert!(c.bytes().all(|b| ALPHABET.contains(&b)), "{c}");
        }
        let mut unique = codes.tables.clone();
        unique.sort();
        unique.dedup();
        // 200 draws from 887 million: a repeat would mean a broken source.
        assert_eq!(unique.len(), 200);
    }

    #[test]
    fn codes_avoid_the_halls_other_codes() {
        let others = Codes::generate(1, 300).unwrap();
        let taken: std::collections::HashSet<String> = others.tables.iter().cloned().collect();
        let codes = Codes::generate_avoiding(1, 300, &taken).unwrap();
        assert_eq!(codes.tables.len(), 300);
        assert!(codes.tables.iter().all(|c| !taken.contains(c)));
    }

    #[test]
    fn the_file_round_trips() {
        let codes = Codes::generate(7, 12).unwrap();
        assert_eq!(Codes::parse(&codes.to_toml(61)), Some(codes.clone()));
        assert!(codes.to_toml(61).contains("# table 72\n"));
        assert_eq!(Codes::parse("round = 1\ntables = [\"abc\"]\n"), None);
        assert_eq!(Codes::parse("round = 1\ntables = []\nextra = 1\n"), None);
    }

    #[test]
    fn a_code_matches_whatever_the_case_and_spaces() {
        assert!(matches("K7PM4X", "k7p m4x"));
        assert!(matches("K7PM4X", "K7P-M4X"));
        assert!(!matches("K7PM4X", "K7PM4Y"));
        assert!(!matches("K7PM4X", "K7PM4"));
        assert!(!matches("K7PM4X", ""));
    }
}
