//! The one way hakem reads a file: records, rulesets, `extends` bases and
//! tournament rules all come through [`read_text`].
//!
//! - Only regular files: a FIFO, a device (`/dev/zero`, `/dev/urandom`), a
//!   socket or a directory is refused before it is opened, so nothing can
//!   block the tool or feed it forever.
//! - At most [`MAX_BYTES`]: far beyond any real record or ruleset (a
//!   100,000-move record is about 200 KB), so memory stays bounded.
//! - UTF-8 only: a file in another encoding is told where its first bad
//!   byte is, and UTF-16 or UTF-32 files are told what they are.
//! - Every file read is remembered (device and inode), so that a command
//!   never writes its output over any file it read (`atomic_file::write_atomic`).

use std::collections::HashMap;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::error::Error;
use crate::text::diagnostic::{Diagnostics, Problem, Source};
use crate::words::Msg;

crate::messages! {
    /// What is at a path that is not a regular file.
    pub enum FileKind {
        Directory = "file-kind-directory",
        Fifo = "file-kind-fifo",
        CharacterDevice = "file-kind-character-device",
        BlockDevice = "file-kind-block-device",
        Socket = "file-kind-socket",
        Other = "file-kind-other",
    }
}

crate::messages! {
    /// Why a file was not read.
    pub enum ReadRefusal {
        /// A FIFO, a device, a socket or a directory ([`FileKind`]).
        NotRegular { path: String, kind: Msg } = "file-not-regular",
        TooLarge { path: String, mib: u64 } = "file-too-large",
        /// UTF-16 or UTF-32 text.
        WideEncoding { path: String, encoding: String } = "file-wide-encoding",
        NulByte = "file-nul-byte",
        /// The first byte that is not UTF-8, as `0xFE`.
        NotUtf8 { byte: String } = "file-not-utf8",
    }
}

/// The largest input file read: 8 MiB.
pub const MAX_BYTES: u64 = 8 * 1024 * 1024;

/// A file's identity: the same file under any name, hard links included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileId {
    device: u64,
    inode: u64,
}

impl FileId {
    pub fn of(meta: &fs::Metadata) -> FileId {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            FileId {
                device: meta.dev(),
                inode: meta.ino(),
            }
        }
        #[cfg(not(unix))]
        {
            // No inode numbers: the size and modification time stand in,
            // which still tells apart the files one command reads.
            let modified = meta
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos() as u64);
            FileId {
                device: meta.len(),
                inode: modified,
            }
        }
    }
}

/// Each path read by this process, with the identity it had when read (one
/// entry a path: `live` reads its record again before every save).
/// A map, not a list: an event folder reads hundreds of records, and a
/// list searched on every read made opening one quadratic.
static READ: Mutex<Option<HashMap<PathBuf, FileId>>> = Mutex::new(None);

/// Every file read so far by this process that is still where it was read.
/// A file replaced since (a record saved by renaming a new file over it)
/// is no longer the file read, and its old inode may already belong to a
/// new file: only the identities the read paths have now count.
pub fn files_read() -> Vec<FileId> {
    let read: Vec<(PathBuf, FileId)> = READ
        .lock()
        .ok()
        .and_then(|r| {
            r.as_ref()
                .map(|m| m.iter().map(|(p, id)| (p.clone(), *id)).collect())
        })
        .unwrap_or_default();
    read.into_iter()
        .filter(|(path, id)| id_of(path).is_ok_and(|now| now == Some(*id)))
        .map(|(_, id)| id)
        .collect()
}

/// What kind of thing is at `path`, for a refusal ("a FIFO", ...).
pub fn kind(meta: &fs::Metadata) -> FileKind {
    let t = meta.file_type();
    if t.is_dir() {
        return FileKind::Directory;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return FileKind::Fifo;
        }
        if t.is_char_device() {
            return FileKind::CharacterDevice;
        }
        if t.is_block_device() {
            return FileKind::BlockDevice;
        }
        if t.is_socket() {
            return FileKind::Socket;
        }
    }
    FileKind::Other
}

/// The text of the regular file at `path` (symbolic links followed).
pub fn read_text(path: &Path) -> Result<String, Error> {
    decode(path, read_bytes(path)?)
}

/// [`read_text`], and the file read as it was then ([`Seen`]): the same
/// `Seen` later says the file still holds this text.
pub fn read_text_seen(path: &Path) -> Result<(String, Option<Seen>), Error> {
    let (meta, bytes) = read_with_metadata(path)?;
    Ok((decode(path, bytes)?, Seen::of(&meta)))
}

/// A regular file as `stat` shows it: which file (device and inode), its
/// length and its last change. The same `Seen` twice: nothing wrote to the
/// file or put another in its place in between (the change time moves with
/// every write and every rename, and a file put in its place is another
/// inode, or a record's spare that rests a second before it is written
/// again, `spare_file`). On a kernel that stamps changes with a coarse
/// clock (Linux before 6.13), a write in place to the same length within
/// the same tick as the look would pass; hakem's own writers never write
/// a record in place. `None` where the metadata has no change time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seen {
    device: u64,
    inode: u64,
    len: u64,
    changed: (i64, i64),
}

impl Seen {
    #[cfg(unix)]
    pub fn of(meta: &fs::Metadata) -> Option<Seen> {
        use std::os::unix::fs::MetadataExt;
        Some(Seen {
            device: meta.dev(),
            inode: meta.ino(),
            len: meta.len(),
            changed: (meta.ctime(), meta.ctime_nsec()),
        })
    }

    #[cfg(not(unix))]
    pub fn of(_meta: &fs::Metadata) -> Option<Seen> {
        None
    }

    /// The file at `path` now (`None`: no file there, or no change time).
    pub fn now(path: &Path) -> Option<Seen> {
        fs::metadata(path).ok().and_then(|m| Seen::of(&m))
    }
}

/// The bytes of a file, with [`read_text`]'s checks but the encoding's:
/// for a file in another encoding (a TRF in Windows-1254).
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, Error> {
    read_with_metadata(path).map(|(_, bytes)| bytes)
}

/// [`read_bytes`], and the file's metadata as it was read.
fn read_with_metadata(path: &Path) -> Result<(fs::Metadata, Vec<u8>), Error> {
    let name = path.display().to_string();
    let not_regular = |meta: &fs::Metadata| {
        Error::usage(ReadRefusal::NotRegular {
            path: name.clone(),
            kind: kind(meta).into(),
        })
    };
    let too_big = || {
        Error::usage(ReadRefusal::TooLarge {
            path: name.clone(),
            mib: MAX_BYTES / (1024 * 1024),
        })
    };
    // A file written while it was read (a record's spare written again, on a
    // stalled reader: `spare_file`) is read again; a few times at most.
    let mut tries = 0;
    let (meta, bytes) = loop {
        let file = open_without_waiting(path)?;
        // Judged on the open file: the one read, whatever is renamed meanwhile.
        let meta = file.metadata().map_err(|e| Error::io(path, e))?;
        if !meta.is_file() {
            return Err(not_regular(&meta));
        }
        if meta.len() > MAX_BYTES {
            return Err(too_big());
        }
        let mut bytes = Vec::with_capacity(meta.len() as usize);
        (&file)
            .take(MAX_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| Error::io(path, e))?;
        if bytes.len() as u64 > MAX_BYTES {
            return Err(too_big());
        }
        tries += 1;
        let after = file.metadata().map_err(|e| Error::io(path, e))?;
        if tries >= 3 || unchanged(&meta, &after) {
            break (meta, bytes);
        }
    };
    if let Ok(mut read) = READ.lock() {
        let id = FileId::of(&meta);
        read.get_or_insert_with(HashMap::new)
            .insert(path.to_path_buf(), id);
    }
    Ok((meta, bytes))
}

/// Whether a file's metadata before and after a read say that nothing
/// wrote to it meanwhile (its change time moves with every write).
#[cfg(unix)]
fn unchanged(before: &fs::Metadata, after: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (before.len(), before.ctime(), before.ctime_nsec())
        == (after.len(), after.ctime(), after.ctime_nsec())
}

#[cfg(not(unix))]
fn unchanged(before: &fs::Metadata, after: &fs::Metadata) -> bool {
    (before.len(), before.modified().ok()) == (after.len(), after.modified().ok())
}

/// Opens `path` for reading without waiting on it: a named pipe opened for
/// reading would wait for a writer, so it is opened non-blocking and then
/// refused (as any file that is not regular) from its metadata.
#[cfg(unix)]
fn open_without_waiting(path: &Path) -> Result<File, Error> {
    use std::os::unix::fs::OpenOptionsExt;
    fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(|e| Error::io(path, e))
}

#[cfg(not(unix))]
fn open_without_waiting(path: &Path) -> Result<File, Error> {
    let meta = fs::metadata(path).map_err(|e| Error::io(path, e))?;
    if !meta.is_file() {
        return Err(Error::usage(ReadRefusal::NotRegular {
            path: path.display().to_string(),
            kind: kind(&meta).into(),
        }));
    }
    File::open(path).map_err(|e| Error::io(path, e))
}

/// UTF-8 text (a leading byte-order mark dropped), or why not, located.
pub fn decode(path: &Path, bytes: Vec<u8>) -> Result<String, Error> {
    let name = path.display().to_string();
    if let Some(encoding) = wide_encoding(&bytes) {
        return Err(Error::usage(ReadRefusal::WideEncoding {
            path: name,
            encoding: encoding.into(),
        }));
    }
    // A NUL is valid UTF-8, yet no text file holds one: a binary file, or
    // one zeroed by a crash, is told as such.
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let source = Source::new(name, text);
        return Err(Error::Input(Diagnostics::new(
            source,
            vec![Problem::new(at..at + 1, ReadRefusal::NulByte)],
        )));
    }
    match String::from_utf8(bytes) {
        Ok(mut text) => {
            if text.starts_with('\u{feff}') {
                text.drain(..3);
            }
            Ok(text)
        }
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let byte = e.as_bytes()[at];
            let text = String::from_utf8_lossy(e.as_bytes()).into_owned();
            let source = Source::new(name, text);
            Err(Error::Input(Diagnostics::new(
                source,
                vec![Problem::new(
                    at..at + 1,
                    ReadRefusal::NotUtf8 {
                        byte: format!("0x{byte:02X}"),
                    },
                )],
            )))
        }
    }
}

/// "UTF-16" or "UTF-32" when the bytes are plainly that: a byte-order mark,
/// or the zero bytes of ASCII text written two or four bytes a character.
fn wide_encoding(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(&[0xFF, 0xFE, 0, 0]) || bytes.starts_with(&[0, 0, 0xFE, 0xFF]) {
        return Some("UTF-32");
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Some("UTF-16");
    }
    let head = &bytes[..bytes.len().min(64)];
    // Zero bytes alone are no text in any encoding.
    if head.len() >= 8 && head.iter().any(|&b| b != 0) {
        let zeros_at = |k: usize| head.iter().skip(k).step_by(4).all(|&b| b == 0);
        if (zeros_at(1) && zeros_at(2) && zeros_at(3))
            || (zeros_at(0) && zeros_at(1) && zeros_at(2))
        {
            return Some("UTF-32");
        }
        let odd = head.iter().skip(1).step_by(2).all(|&b| b == 0);
        let even = head.iter().step_by(2).all(|&b| b == 0);
        if odd || even {
            return Some("UTF-16");
        }
    }
    None
}

/// The identity of the file at `path` (symbolic links followed), `None`
/// when there is nothing there.
pub fn id_of(path: &Path) -> io::Result<Option<FileId>> {
    match fs::metadata(path) {
        Ok(meta) => Ok(Some(FileId::of(&meta))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_encodings_are_recognised() {
        let utf16: Vec<u8> = "variant = 1"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        assert_eq!(wide_encoding(&utf16), Some("UTF-16"));
        assert_eq!(wide_encoding(&[0; 64]), None);
        let utf32: Vec<u8> = "variant = 1"
            .chars()
            .flat_map(|c| (c as u32).to_be_bytes())
            .collect();
        assert_eq!(wide_encoding(&utf32), Some("UTF-32"));
        assert_eq!(wide_encoding(&[0xFF, 0xFE, b'v', 0]), Some("UTF-16"));
        assert_eq!(wide_encoding(b"variant = \"kalah\"\n"), None);
        assert_eq!(wide_encoding("Ayşe Yılmaz ğüİ".as_bytes()), None);
    }

    #[test]
    fn a_bad_byte_is_located() {
        let err = decode(Path::new("x.toml"), b"a = 1\nb = \"\xFDx\"\n".to_vec()).unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with("error: x.toml:2:6: not UTF-8 text (byte 0xFD here)"),
            "{text}"
        );
    }

    #[test]
    fn a_byte_order_mark_is_dropped() {
        let text = decode(Path::new("x.toml"), "\u{feff}a = 1\n".as_bytes().to_vec()).unwrap();
        assert_eq!(text, "a = 1\n");
    }
}
