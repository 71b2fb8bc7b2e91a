//! The endgame cache's files: hakem's own, and nothing else.
//!
//! A cache folder may hold anything another program (or a hostile user)
//! put there. An entry is read only when it is a regular file (checked
//! before opening, opened without following a link and without blocking
//! on a FIFO, checked again after opening) and at most the expected number
//! of bytes are read. A new entry is written to a fresh temporary file and
//! renamed over the name, only when the name is free or holds a regular
//! file: a link is never written through, a FIFO, device or folder never
//! replaced. When an entry cannot be used or kept, the caller builds in
//! memory and says why.

use std::fs;
use std::io::{Read, Write};
use std::path::Path;

use crate::error::io_reason;
use crate::words::{Message, Msg};

crate::messages! {
    /// What an entry of the cache folder is, when it is not a regular file.
    pub enum EntryKind {
        SymbolicLink = "solve-cache-kind-link",
        Folder = "solve-cache-kind-folder",
        Fifo = "solve-cache-kind-fifo",
        Device = "solve-cache-kind-device",
        Socket = "solve-cache-kind-socket",
        NotRegular = "solve-cache-kind-not-regular",
    }
}

crate::messages! {
    /// Why an entry of the cache folder is not used, or not written (the
    /// system's reasons as [`io_reason`] words them).
    pub enum CacheProblem {
        CannotBeRead { reason: Msg } = "solve-cache-cannot-be-read",
        CannotBeOpened { reason: Msg } = "solve-cache-cannot-be-opened",
        CannotBeMapped { reason: Msg } = "solve-cache-cannot-be-mapped",
        /// Not a regular file: not one hakem made.
        NotHakems { kind: Msg } = "solve-cache-not-hakems",
        /// Not a regular file, so not written over.
        LeftAlone { kind: Msg } = "solve-cache-left-alone",
        CannotAllocate { bytes: usize } = "solve-cache-cannot-allocate",
        NotAFileName = "solve-cache-not-a-file-name",
        /// The entry's kind could not be looked at.
        NotLooked { reason: Msg } = "solve-cache-not-looked",
        FolderNotMade { reason: Msg } = "solve-cache-folder-not-made",
        FolderNotWritten { reason: Msg } = "solve-cache-folder-not-written",
        NoTemporaryName = "solve-cache-no-temporary-name",
        CannotBeWritten { reason: Msg } = "solve-cache-cannot-be-written",
        /// A file of the cache, and what is wrong with it.
        At { file: String, problem: Msg } = "solve-cache-at",
    }
}

impl CacheProblem {
    /// This problem, said of `file`.
    pub fn at(self, file: &Path) -> CacheProblem {
        CacheProblem::At {
            file: file.display().to_string(),
            problem: self.msg(),
        }
    }
}

/// What reading an entry found.
#[derive(Debug)]
pub enum Found {
    /// No entry by that name.
    Absent,
    /// A regular file of exactly the expected size.
    Bytes(Vec<u8>),
    /// A regular file of another size (an older format, a torn copy):
    /// rebuilt and replaced.
    WrongSize,
    /// Something that is not a regular file hakem made: left alone.
    Foreign(CacheProblem),
}

/// What an entry is, when it is not a regular file.
fn foreign_kind(meta: &fs::Metadata) -> Option<EntryKind> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    Some(if t.is_symlink() {
        EntryKind::SymbolicLink
    } else if t.is_dir() {
        EntryKind::Folder
    } else {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if t.is_fifo() {
                return Some(EntryKind::Fifo);
            }
            if t.is_char_device() || t.is_block_device() {
                return Some(EntryKind::Device);
            }
            if t.is_socket() {
                return Some(EntryKind::Socket);
            }
        }
        EntryKind::NotRegular
    })
}

/// What opening an entry found.
#[derive(Debug)]
pub enum Opened {
    /// No entry by that name.
    Absent,
    /// A regular file, opened for reading, and its length.
    File(fs::File, u64),
    /// Something that is not a regular file hakem made: left alone.
    Foreign(CacheProblem),
}

/// Opens `path` for reading when it is a regular file (checked before and
/// after opening; no link followed, no FIFO waited on).
pub fn open(path: &Path) -> Opened {
    let meta = match fs::symlink_metadata(path) {
        Ok(m) => m,
        // No such entry, or no such folder (a file in the folder's place
        // is found when writing).
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            return Opened::Absent;
        }
        Err(e) => {
            return Opened::Foreign(CacheProblem::CannotBeRead {
                reason: io_reason(&e),
            });
        }
    };
    if let Some(kind) = foreign_kind(&meta) {
        return Opened::Foreign(CacheProblem::NotHakems { kind: kind.msg() });
    }
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // The name may have been swapped since the look: no link is
        // followed and a FIFO does not block the open.
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = match options.open(path) {
        Ok(f) => f,
        Err(e) => {
            return Opened::Foreign(CacheProblem::CannotBeOpened {
                reason: io_reason(&e),
            });
        }
    };
    match file.metadata() {
        Ok(m) if m.is_file() => {
            let len = m.len();
            Opened::File(file, len)
        }
        Ok(m) => Opened::Foreign(CacheProblem::NotHakems {
            kind: foreign_kind(&m).unwrap_or(EntryKind::NotRegular).msg(),
        }),
        Err(e) => Opened::Foreign(CacheProblem::CannotBeRead {
            reason: io_reason(&e),
        }),
    }
}

/// Reads `path` when it is a regular file of `expected` bytes.
pub fn read(path: &Path, expected: usize) -> Found {
    // A regular file of another size is replaced, readable or not.
    if let Ok(meta) = fs::symlink_metadata(path)
        && meta.is_file()
        && meta.len() != expected as u64
    {
        return Found::WrongSize;
    }
    let file = match open(path) {
        Opened::Absent => return Found::Absent,
        Opened::Foreign(why) => return Found::Foreign(why),
        Opened::File(_, len) if len != expected as u64 => return Found::WrongSize,
        Opened::File(file, _) => file,
    };
    let mut bytes = Vec::new();
    if bytes.try_reserve_exact(expected).is_err() {
        return Found::Foreign(CacheProblem::CannotAllocate { bytes: expected });
    }
    // An endgame level is read into the memory the search then probes at
    // random: huge pages spare it a TLB miss a probe.
    super::table::advise_huge_pages(bytes.spare_capacity_mut());
    // One byte more than expected tells a file that grew meanwhile.
    match file.take(expected as u64 + 1).read_to_end(&mut bytes) {
        Ok(n) if n == expected => Found::Bytes(bytes),
        Ok(_) => Found::WrongSize,
        Err(e) => Found::Foreign(CacheProblem::CannotBeRead {
            reason: io_reason(&e),
        }),
    }
}

/// What identifies a file's contents without reading them: its device,
/// inode, length, and the times of its last write and last change (a
/// write in place, a truncation or a rename over it changes one of them;
/// the change time cannot be set back).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Identity {
    pub device: u64,
    pub inode: u64,
    pub len: u64,
    pub modified_ns: i64,
    pub changed_ns: i64,
}

impl Identity {
    #[cfg(unix)]
    fn of(meta: &fs::Metadata) -> Option<Identity> {
        use std::os::unix::fs::MetadataExt;
        Some(Identity {
            device: meta.dev(),
            inode: meta.ino(),
            len: meta.len(),
            modified_ns: meta.mtime() * 1_000_000_000 + meta.mtime_nsec(),
            changed_ns: meta.ctime() * 1_000_000_000 + meta.ctime_nsec(),
        })
    }

    #[cfg(not(unix))]
    fn of(_: &fs::Metadata) -> Option<Identity> {
        None
    }
}

/// The identity of the regular file at `path` (no link followed).
pub fn identity(path: &Path) -> Option<Identity> {
    fs::symlink_metadata(path)
        .ok()
        .filter(|m| m.is_file())
        .as_ref()
        .and_then(Identity::of)
}

/// What mapping an entry found.
#[derive(Debug)]
pub enum Mapped {
    Absent,
    /// A regular file of exactly the expected size, mapped read-only, and
    /// its identity (when the system gives one).
    Map(memmap2::Mmap, Option<Identity>),
    WrongSize,
    Foreign(CacheProblem),
}

/// Maps `path` read-only when it is a regular file of `expected` bytes: its
/// pages are read from the page cache as the search touches them, with no
/// copy and no allocation (a level of gigabytes is ready at once).
pub fn map(path: &Path, expected: usize) -> Mapped {
    let file = match open(path) {
        Opened::Absent => return Mapped::Absent,
        Opened::Foreign(why) => return Mapped::Foreign(why),
        Opened::File(_, len) if len != expected as u64 => return Mapped::WrongSize,
        Opened::File(file, _) => file,
    };
    let identity = file.metadata().ok().as_ref().and_then(Identity::of);
    // SAFETY: the mapping is read-only and private to this process, of a
    // regular file in the cache folder. hakem never writes a cache file in
    // place (a new file is renamed over the name, and the mapping keeps the
    // old one), so its bytes cannot change under the search; only another
    // program truncating the file meanwhile could end the process.
    match unsafe { memmap2::MmapOptions::new().len(expected).map(&file) } {
        Ok(map) => Mapped::Map(map, identity),
        Err(e) => Mapped::Foreign(CacheProblem::CannotBeMapped {
            reason: io_reason(&e),
        }),
    }
}

/// Writes `bytes` as `path`: a new temporary file in the same folder,
/// synced, renamed over the name. Refused (with the reason) when the name
/// holds anything but a regular file, or the folder cannot be written.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), CacheProblem> {
    write_with(path, |file| file.write_all(bytes))
}

/// Writes `path` as [`write`] does, its contents written by `fill` into
/// the temporary file (in turn, so that a large file needs no copy in
/// memory).
pub fn write_with(
    path: &Path,
    fill: impl FnOnce(&mut fs::File) -> std::io::Result<()>,
) -> Result<(), CacheProblem> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .ok_or(CacheProblem::NotAFileName)?
        .to_string_lossy()
        .into_owned();
    match fs::symlink_metadata(path) {
        Ok(meta) => {
            if let Some(kind) = foreign_kind(&meta) {
                return Err(CacheProblem::LeftAlone { kind: kind.msg() });
            }
        }
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) => {}
        Err(e) => {
            return Err(CacheProblem::NotLooked {
                reason: io_reason(&e),
            });
        }
    }
    fs::create_dir_all(dir).map_err(|e| CacheProblem::FolderNotMade {
        reason: io_reason(&e),
    })?;
    let pid = std::process::id();
    let mut made = None;
    for k in 0..100 {
        let tmp = dir.join(format!(".{name}.{pid}.{k}.tmp"));
        let mut options = fs::OpenOptions::new();
        // `create_new` (O_EXCL) never follows a link at the name.
        options.write(true).create_new(true);
        match options.open(&tmp) {
            Ok(f) => {
                made = Some((tmp, f));
                break;
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                return Err(CacheProblem::FolderNotWritten {
                    reason: io_reason(&e),
                });
            }
        }
    }
    let (tmp, mut file) = made.ok_or(CacheProblem::NoTemporaryName)?;
    // The rename replaces the name itself (a link put there meanwhile is
    // replaced, not written through).
    let written = fill(&mut file)
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&tmp, path));
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(CacheProblem::CannotBeWritten {
            reason: io_reason(&e),
        });
    }
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}
