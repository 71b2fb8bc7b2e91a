//! Listings for a spreadsheet: CSV (a header row, one line a row; several
//! listings one after another with their titles) and XLSX (a worksheet
//! each, a header row, numbers as numbers), for the federation and the
//! schools.

use super::school::{Grid, GridCell};

/// The grids as CSV: each one's header and rows (a title line and an
/// empty line before each when there are several).
pub fn csv(grids: &[Grid]) -> String {
    let mut w = csv::WriterBuilder::new()
        .flexible(true)
        .from_writer(Vec::new());
    for (i, g) in grids.iter().enumerate() {
        if grids.len() > 1 {
            if i > 0 {
                let _ = w.write_record([""]);
            }
            let _ = w.write_record([g.title.replace('\n', " ")]);
        }
        let _ = w.write_record(&g.header);
        for row in &g.rows {
            let _ = w.write_record(row.iter().map(csv_cell));
        }
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// A cell as CSV writes it: a figure as a plain number (`2.5`, a shared
/// rank without its `=`), text as it is.
fn csv_cell(c: &GridCell) -> String {
    match c.number() {
        Some(n) if n.fract() == 0.0 => format!("{}", n as i64),
        Some(n) => format!("{n}"),
        None => c.written(),
    }
}

/// A worksheet's name: at most 31 characters, none of `[]:*?/\`, unique
/// in the workbook.
fn sheet_name(name: &str, taken: &[String]) -> String {
    let clean: String = name
        .chars()
        .map(|c| if "[]:*?/\\".contains(c) { '-' } else { c })
        .collect();
    let clean = if clean.trim().is_empty() {
        "1".to_string()
    } else {
        clean
    };
    let mut n = 1;
    loop {
        let suffix = if n == 1 {
            String::new()
        } else {
            format!(" {n}")
        };
        let base: String = clean.chars().take(31 - suffix.chars().count()).collect();
        let candidate = format!("{base}{suffix}");
        if !taken
            .iter()
            .any(|t| t.to_lowercase() == candidate.to_lowercase())
        {
            return candidate;
        }
        n += 1;
    }
}

/// The grids as an XLSX workbook, a worksheet each: the header row in
/// bold, figures as numbers.
pub fn xlsx(grids: &[Grid]) -> Result<Vec<u8>, String> {
    use rust_xlsxwriter::{Format, Workbook};
    let mut book = Workbook::new();
    let bold = Format::new().set_bold();
    let mut names: Vec<String> = Vec::new();
    for g in grids {
        let name = sheet_name(&g.sheet, &names);
        names.push(name.clone());
        let sheet = book.add_worksheet();
        sheet.set_name(&name).map_err(|e| e.to_string())?;
        for (c, h) in g.header.iter().enumerate() {
            sheet
                .write_string_with_format(0, c as u16, h, &bold)
                .map_err(|e| e.to_string())?;
        }
        for (r, row) in g.rows.iter().enumerate() {
            let r = r as u32 + 1;
            for (c, cell) in row.iter().enumerate() {
                let c = c as u16;
                match (cell.number(), cell) {
                    (_, GridCell::Empty) => {}
                    (Some(n), _) => {
                        sheet.write_number(r, c, n).map_err(|e| e.to_string())?;
                    }
                    (None, _) => {
                        sheet
                            .write_string(r, c, cell.written())
                            .map_err(|e| e.to_string())?;
                    }
                }
            }
        }
        sheet.autofit();
    }
    book.save_to_buffer().map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheet_names_are_short_clean_and_unique() {
        let taken = vec!["Ortaokul".to_string()];
        assert_eq!(sheet_name("Ortaokul", &taken), "Ortaokul 2");
        assert_eq!(sheet_name("a/b", &[]), "a-b");
        assert_eq!(sheet_name(&"x".repeat(40), &[]).chars().count(), 31);
    }
}
