//! A registration sheet's cells, row by row, as text: a `.csv` (the
//! delimiter a spreadsheet wrote: `,` `;` tab or `|`; UTF-8 with or
//! without a byte-order mark, else Windows-1254, the Turkish code page
//! Excel writes) or the first sheet of an `.xlsx` or `.ods` workbook.

use std::io::Cursor;
use std::path::Path;

use calamine::{Data, Reader};

use crate::error::Error;

crate::messages! {
    /// Why a registration sheet could not be read.
    pub enum SheetRefusal {
        /// Not `.csv`, `.xlsx`, `.xls` or `.ods`.
        UnknownKind { path: String } = "sheet-rows-unknown-kind",
        /// The workbook could not be opened (`reason`: the reader's own).
        NotAWorkbook { path: String, reason: String } = "sheet-rows-not-a-workbook",
        NoSheet { path: String } = "sheet-rows-no-sheet",
        /// A CSV line the reader could not split.
        BadCsv { path: String, line: u64 } = "sheet-rows-bad-csv",
        TooManyRows { path: String, max: usize } = "sheet-rows-too-many-rows",
    }
}

/// The most rows a sheet may have: far beyond an event's 2,000 players.
pub const MAX_ROWS: usize = 20_000;

/// The cells of each row, trimmed; row `i` is the sheet's row `i + 1`.
pub fn read_rows(path: &Path) -> Result<Vec<Vec<String>>, Error> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let shown = path.display().to_string();
    let bytes = crate::files::input_file::read_bytes(path)?;
    let rows = match ext.as_str() {
        "csv" | "txt" | "tsv" => csv_rows(&shown, &bytes)?,
        "xlsx" | "xlsm" | "xls" | "ods" => workbook_rows(&shown, bytes)?,
        _ => return Err(Error::usage(SheetRefusal::UnknownKind { path: shown })),
    };
    if rows.len() > MAX_ROWS {
        return Err(Error::usage(SheetRefusal::TooManyRows {
            path: shown,
            max: MAX_ROWS,
        }));
    }
    Ok(rows)
}

/// The text of a CSV file's bytes: UTF-8 (its byte-order mark dropped),
/// else Windows-1254.
pub fn csv_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => encoding_rs::WINDOWS_1254.decode(bytes).0.into_owned(),
    }
}

/// The delimiter of the header line: the one of `,` `;` tab `|` found
/// most often outside quotes (`,` when none is).
fn delimiter(text: &str) -> u8 {
    let first = text.lines().next().unwrap_or("");
    let mut counts = [(b',', 0usize), (b';', 0), (b'\t', 0), (b'|', 0)];
    let mut quoted = false;
    for b in first.bytes() {
        if b == b'"' {
            quoted = !quoted;
        } else if !quoted && let Some(c) = counts.iter_mut().find(|(d, _)| *d == b) {
            c.1 += 1;
        }
    }
    counts
        .iter()
        .rev()
        .max_by_key(|(_, n)| *n)
        .filter(|(_, n)| *n > 0)
        .map_or(b',', |(d, _)| *d)
}

fn csv_rows(path: &str, bytes: &[u8]) -> Result<Vec<Vec<String>>, Error> {
    let text = csv_text(bytes);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter(&text))
        .from_reader(text.as_bytes());
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| {
            Error::usage(SheetRefusal::BadCsv {
                path: path.to_string(),
                line: e.position().map_or(0, |p| p.line()),
            })
        })?;
        rows.push(record.iter().map(|c| c.trim().to_string()).collect());
        if rows.len() > MAX_ROWS {
            break;
        }
    }
    Ok(rows)
}

fn workbook_rows(path: &str, bytes: Vec<u8>) -> Result<Vec<Vec<String>>, Error> {
    let not_one = |e: calamine::Error| {
        Error::usage(SheetRefusal::NotAWorkbook {
            path: path.to_string(),
            reason: e.to_string(),
        })
    };
    let mut book = calamine::open_workbook_auto_from_rs(Cursor::new(bytes)).map_err(not_one)?;
    let range = book
        .worksheet_range_at(0)
        .ok_or_else(|| {
            Error::usage(SheetRefusal::NoSheet {
                path: path.to_string(),
            })
        })?
        .map_err(not_one)?;
    // Rows before the range's first are empty in the sheet.
    let (first_row, first_col) = range.start().unwrap_or((0, 0));
    let mut rows: Vec<Vec<String>> = vec![Vec::new(); first_row as usize];
    for row in range.rows() {
        let mut cells = vec![String::new(); first_col as usize];
        cells.extend(row.iter().map(cell_text));
        rows.push(cells);
        if rows.len() > MAX_ROWS {
            break;
        }
    }
    Ok(rows)
}

/// A cell as text: whole numbers without a decimal point, dates as
/// `2013-04-09`.
fn cell_text(c: &Data) -> String {
    match c {
        Data::Int(i) => i.to_string(),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
        Data::Float(f) => f.to_string(),
        Data::String(s) => s.trim().to_string(),
        Data::Bool(b) => b.to_string(),
        Data::DateTime(d) => {
            // Days since 1899-12-30, Excel's day 0.
            let days = d.as_f64().floor() as i64;
            chrono::NaiveDate::from_ymd_opt(1899, 12, 30)
                .and_then(|d0| d0.checked_add_signed(chrono::TimeDelta::days(days)))
                .map_or_else(String::new, |d| d.format("%Y-%m-%d").to_string())
        }
        Data::DateTimeIso(s) => s.chars().take(10).collect(),
        Data::DurationIso(_) | Data::Error(_) | Data::Empty => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_delimiter_is_the_one_the_header_uses() {
        assert_eq!(delimiter("Adı;Soyadı;Okul\n"), b';');
        assert_eq!(delimiter("Adı\tSoyadı\n"), b'\t');
        assert_eq!(delimiter("\"Ad; Soyad\",Okul,Sınıf\n"), b',');
        assert_eq!(delimiter("Ad\n"), b',');
    }

    #[test]
    fn windows_1254_and_a_bom_are_read() {
        // "Adı;Doğum" in Windows-1254: ı = 0xFD, ğ = 0xF0.
        assert_eq!(csv_text(b"Ad\xFD;Do\xF0um"), "Adı;Doğum");
        assert_eq!(csv_text("\u{FEFF}Adı".as_bytes()), "Adı");
    }
}
