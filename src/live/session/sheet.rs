//! The match sheet, written beside the record (or where `sheet FILE`
//! says), never over the record or a file that is not a sheet.

use std::path::Path;

use super::{Change, Refusal, Session};
use crate::error::Error;
use crate::event::lock::lock_for;
use crate::files::atomic_file::write_atomic;

impl Session {
    pub(super) fn sheet(&self, out: Option<&Path>) -> Result<Change, Refusal> {
        let out = out
            .map(Path::to_path_buf)
            .unwrap_or_else(|| self.path.with_extension("html"));
        if out.extension().is_some_and(|e| e == "toml") {
            return Err(Refusal::SheetOverRecord);
        }
        // Checked and written under the sheet's lock: another writer cannot
        // put another file there in between.
        let _guard = lock_for(&out).map_err(Refusal::Failed)?;
        // An earlier sheet may be replaced; any other file is left alone.
        if out.exists() && !is_sheet(&out) {
            return Err(Refusal::NotASheet(out));
        }
        let now = chrono::Local::now().naive_local();
        let (doc, _) = crate::sheet::judging::judge_files(
            std::slice::from_ref(&self.path),
            &|_| self.words,
            now,
            true,
        )
        .map_err(Refusal::Failed)?;
        let html = crate::sheet::render(&doc, crate::sheet::Format::Html);
        write_atomic(&out, html.as_bytes(), std::slice::from_ref(&self.path)).map_err(
            |e| match e {
                Error::Usage(_) => Refusal::SheetOverRecord,
                e => Refusal::Failed(e),
            },
        )?;
        Ok(Change::SheetWritten(out))
    }
}

/// True for an HTML page, such as a sheet written before.
fn is_sheet(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 15];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| head.eq_ignore_ascii_case(b"<!DOCTYPE html>"))
}
