//! The event folder as a FIDE Tournament Report File, in UTF-8 or
//! Windows-1254: what `hakem event export-trf` writes (the header from
//! `event.toml`, the ranks from the standings) and how `import-trf` reads
//! a file's text. The TRF itself is `swiss::trf`'s.

use std::path::Path;

use super::attributes::Sex;
use super::folder::Folder;
use super::standings::Standings;
use crate::error::Error;
use crate::files::input_file;
use crate::swiss::trf::{self, Header, PlayerFields, cp1254};
use crate::words::{Label, Words};

/// How a TRF's text is encoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8, the columns counted in characters (as gacrux and hakem read
    /// them).
    Utf8,
    /// Windows-1254: each Turkish letter one byte, for programs that count
    /// the columns in bytes.
    Cp1254,
}

crate::messages! {
    /// What the TRF commands say of the file's encoding.
    pub enum TrfSaid {
        /// `export-trf --encoding cp1254`: a character the code page has
        /// no byte for, where it stands in the TRF (`text`: its line).
        NotInCp1254 { character: String, code: String, line: usize, column: usize, text: String } = "trf-not-in-cp1254",
        /// `import-trf` without `--encoding`, of a file that is not UTF-8.
        ReadAsCp1254 { file: std::path::PathBuf } = "trf-read-as-cp1254",
    }
}

/// What `event.toml` says for the TRF's header, and of each player (in
/// pairing order) the sex, the category and, when the event ranks teams
/// (`[teams]`), the team `by` groups the player by. Without `[teams]` no
/// team is written: readers of the TRF (gacrux) take a `013` line for a
/// team tournament's.
pub fn header(folder: &Folder) -> Header {
    let spec = folder.event.spec();
    let by = spec.teams.as_ref().map(|t| t.by);
    let players = folder
        .event
        .ranked()
        .map(|p| PlayerFields {
            sex: p.sex.map(|s| match s {
                Sex::Female => trf::Sex::Female,
                Sex::Male => trf::Sex::Male,
            }),
            born: p.born.map(trf::BirthDate::from),
            category: p.category.clone(),
            team: by.and_then(|by| p.team_of(by)).map(str::to_string),
        })
        .collect();
    Header {
        players,
        city: spec.site.clone(),
        federation: spec.federation.clone(),
        start: spec.start,
        end: spec.end,
        chief_arbiter: spec.chief_arbiter.clone(),
        deputies: spec.deputy_arbiters.clone(),
        time_control: spec.time_control.clone(),
    }
}

/// The event through round `through` as a TRF in `encoding`: the header,
/// every player's rank in the standings after `through` (with the event's
/// tie-breaks; blank before a round is complete).
pub fn export(folder: &Folder, through: u8, encoding: Encoding) -> Result<Vec<u8>, Error> {
    let mut ranks = Vec::new();
    if through > 0 {
        let standings = Standings::new(folder, through);
        ranks = vec![0; standings.rows.len()];
        for row in &standings.rows {
            if let Some(r) = ranks.get_mut(row.player.number.wrapping_sub(1)) {
                *r = row.rank;
            }
        }
    }
    let text = trf::write_report(&folder.tournament(through), &header(folder), &ranks);
    match encoding {
        Encoding::Utf8 => Ok(text.into_bytes()),
        Encoding::Cp1254 => cp1254::encode(&text).map_err(|e| {
            let line = text.lines().nth(e.line - 1).unwrap_or_default();
            Error::usage(TrfSaid::NotInCp1254 {
                character: e.character.to_string(),
                code: format!("U+{:04X}", u32::from(e.character)),
                line: e.line,
                column: e.column,
                text: line.trim_end().to_string(),
            })
        }),
    }
}

/// The text of the TRF at `file`: in `encoding`, or without one in UTF-8,
/// else (a file that is not UTF-8) in Windows-1254, said on stderr in
/// `words`.
pub fn read_text(file: &Path, encoding: Option<Encoding>, words: Words) -> Result<String, Error> {
    Ok(match encoding {
        Some(Encoding::Utf8) => input_file::read_text(file)?,
        Some(Encoding::Cp1254) => cp1254::decode(&input_file::read_bytes(file)?),
        None => {
            let bytes = input_file::read_bytes(file)?;
            if std::str::from_utf8(&bytes).is_ok() {
                input_file::decode(file, bytes)?
            } else {
                eprintln!(
                    "{}: {}",
                    words.t(Label::SeverityNote),
                    words.say(&TrfSaid::ReadAsCp1254 {
                        file: file.to_path_buf()
                    })
                );
                cp1254::decode(&bytes)
            }
        }
    })
}
