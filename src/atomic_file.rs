//! Writing output files: atomically (a temporary file in the same folder,
//! synced, then a rename, then the folder synced), and never over a file
//! the command was given to read.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::Error;

/// Writes `contents` to `out` atomically: readers see the old file or the
/// new one, never half of it. Refuses when `out` is one of `inputs`
/// (compared by canonical path, so `./a.toml` and `a.toml` are the same).
pub fn write_atomic(out: &Path, contents: &[u8], inputs: &[PathBuf]) -> Result<(), Error> {
    if let Ok(target) = fs::canonicalize(out) {
        for input in inputs {
            if fs::canonicalize(input).is_ok_and(|i| i == target) {
                return Err(Error::Usage(format!(
                    "{}: refusing to write over an input file",
                    out.display()
                )));
            }
        }
    }
    let dir = match out.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = out
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{}: not a file name", out.display())))?;
    let (tmp, mut file) = temp_file(&dir, &name.to_string_lossy())?;
    let written = file
        .write_all(contents)
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&tmp, out));
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(Error::io(out, e));
    }
    // The rename itself reaches the disk only when the folder is synced
    // (`hakem live` relies on it after a power cut). Some file systems
    // cannot sync a folder; the file is written all the same.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// A new file `.NAME.PID.N.tmp` in `dir`, created exclusively.
fn temp_file(dir: &Path, name: &str) -> Result<(PathBuf, fs::File), Error> {
    let pid = std::process::id();
    let mut last = None;
    for n in 0..100 {
        let path = dir.join(format!(".{name}.{pid}.{n}.tmp"));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(Error::io(&dir.join(name), e)),
        }
    }
    Err(Error::io(
        &dir.join(name),
        last.unwrap_or_else(|| std::io::Error::other("no temporary file name free")),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hakem-output-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writes_and_replaces() {
        let dir = scratch("writes");
        let out = dir.join("sheet.html");
        write_atomic(&out, b"one", &[]).unwrap();
        write_atomic(&out, b"two", &[]).unwrap();
        assert_eq!(fs::read_to_string(&out).unwrap(), "two");
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn refuses_an_input_by_another_name() {
        let dir = scratch("refuses");
        let input = dir.join("round.toml");
        fs::write(&input, "keep").unwrap();
        let same = dir.join(".").join("round.toml");
        let err = write_atomic(&same, b"sheet", std::slice::from_ref(&input)).unwrap_err();
        assert!(err.to_string().contains("refusing"));
        assert_eq!(fs::read_to_string(&input).unwrap(), "keep");
    }
}
