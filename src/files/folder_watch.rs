//! Whether any file of an event folder changed since it was last asked,
//! told by the kernel (inotify on Linux) rather than found by a `stat` of
//! every file: the wall's live update asks every 0.4 s from every screen
//! and phone in the hall, and a look at a folder of a few hundred records
//! is a few hundred `stat` calls.
//!
//! The files are those a look at the folder sees: the files beside
//! `event.toml` and those of its folders (`round-N/`), hidden names (a
//! spare, a temporary file, the write lock) left out. The kernel records a
//! change before the call that made it returns, so a change made before a
//! question is in the answer.
//!
//! Only where every change passes through this kernel: a folder on a
//! local file system. On a network share (NFS, SMB, a virtual machine's
//! shared folder) another computer's changes are not told, so such a
//! folder is not watched ([`FolderWatch::new`] gives `None`) and is looked
//! at each time, as it is when the watch is lost (the folder moved away,
//! too many folders watched).

use std::path::Path;

/// A watch on an event folder and its folders ([`FolderWatch::changes`]).
pub struct FolderWatch {
    #[cfg(target_os = "linux")]
    inner: std::sync::Mutex<linux::Watch>,
}

impl FolderWatch {
    /// Watches `dir` and its folders; `None` where the kernel would not
    /// tell every change (not Linux, a network file system) or cannot
    /// watch them now.
    pub fn new(dir: &Path) -> Option<FolderWatch> {
        #[cfg(target_os = "linux")]
        {
            let watch = linux::Watch::new(dir)?;
            Some(FolderWatch {
                inner: std::sync::Mutex::new(watch),
            })
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = dir;
            None
        }
    }

    /// A count of the changes told so far: the same count at two
    /// questions, no file of the folder changed between them. `None` once
    /// the watch is lost: look at the files.
    pub fn changes(&self) -> Option<u64> {
        #[cfg(target_os = "linux")]
        {
            self.inner
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .changes()
        }
        #[cfg(not(target_os = "linux"))]
        None
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use std::collections::HashMap;
    use std::ffi::OsStr;
    use std::path::{Path, PathBuf};

    use inotify::{EventMask, Inotify, WatchDescriptor, WatchMask};

    /// The file systems whose every change passes through this kernel
    /// (`statfs`'s `f_type`): ext2/3/4, XFS, Btrfs, tmpfs, F2FS, ZFS,
    /// overlayfs, bcachefs, FAT, exFAT, NTFS (ntfs3).
    const LOCAL: [i64; 11] = [
        0xEF53,
        0x5846_5342,
        0x9123_683E,
        0x0102_1994,
        0xF2F5_2010,
        0x2FC1_2FC1,
        0x794C_7630,
        0xCA45_1A4E,
        0x4D44,
        0x2011_BAB0,
        0x7366_746E,
    ];

    /// What changes a file a look sees: its contents, its time or size,
    /// its name coming or going.
    fn mask() -> WatchMask {
        WatchMask::MODIFY
            | WatchMask::ATTRIB
            | WatchMask::CREATE
            | WatchMask::DELETE
            | WatchMask::MOVED_FROM
            | WatchMask::MOVED_TO
            | WatchMask::DELETE_SELF
            | WatchMask::MOVE_SELF
    }

    pub(super) struct Watch {
        inotify: Inotify,
        dir: PathBuf,
        top: WatchDescriptor,
        /// The folder's own folders watched (`round-1`, ...).
        inner: HashMap<WatchDescriptor, PathBuf>,
        changes: u64,
        lost: bool,
    }

    impl Watch {
        pub(super) fn new(dir: &Path) -> Option<Watch> {
            if !local(dir) {
                return None;
            }
            let inotify = Inotify::init().ok()?;
            let top = inotify
                .watches()
                .add(dir, mask() | WatchMask::ONLYDIR)
                .ok()?;
            let mut watch = Watch {
                inotify,
                dir: dir.to_path_buf(),
                top,
                inner: HashMap::new(),
                changes: 0,
                lost: false,
            };
            // Folders made from here on are told, and watched when asked.
            for entry in std::fs::read_dir(dir).ok()?.flatten() {
                if entry.file_type().is_ok_and(|t| t.is_dir()) && !hidden(&entry.file_name()) {
                    watch.add(&entry.file_name());
                }
            }
            (!watch.lost).then_some(watch)
        }

        /// Watches the folder `name` of the event folder.
        fn add(&mut self, name: &OsStr) {
            let path = self.dir.join(name);
            match self
                .inotify
                .watches()
                .add(&path, mask() | WatchMask::ONLYDIR)
            {
                Ok(wd) => {
                    self.inner.insert(wd, path);
                }
                // Gone again already: its going is told.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(_) => self.lost = true,
            }
        }

        pub(super) fn changes(&mut self) -> Option<u64> {
            let mut buffer = [0u8; 4096];
            while !self.lost {
                let events = match self.inotify.read_events(&mut buffer) {
                    Ok(events) => events,
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => {
                        self.lost = true;
                        break;
                    }
                };
                let mut folders = Vec::new();
                for event in events {
                    let mask = event.mask;
                    if mask.contains(EventMask::Q_OVERFLOW) {
                        // Events were dropped: something changed.
                        self.changes += 1;
                        continue;
                    }
                    if event.wd == self.top {
                        if mask.intersects(
                            EventMask::DELETE_SELF | EventMask::MOVE_SELF | EventMask::IGNORED,
                        ) {
                            self.lost = true;
                            break;
                        }
                        let Some(name) = event.name.filter(|n| !hidden(n)) else {
                            continue;
                        };
                        let came = EventMask::CREATE | EventMask::MOVED_TO;
                        if mask.contains(EventMask::ISDIR) && mask.intersects(came) {
                            folders.push(name.to_os_string());
                        }
                        self.changes += 1;
                    } else if mask.contains(EventMask::IGNORED) {
                        // A folder gone (its going was told in the event
                        // folder too).
                        self.inner.remove(&event.wd);
                        self.changes += 1;
                    } else if event.name.is_none_or(|n| !hidden(n)) {
                        self.changes += 1;
                    }
                }
                for name in folders {
                    self.add(&name);
                }
            }
            (!self.lost).then_some(self.changes)
        }
    }

    fn hidden(name: &OsStr) -> bool {
        name.as_encoded_bytes().first() == Some(&b'.')
    }

    /// Whether `dir` is on a file system whose every change this kernel
    /// makes ([`LOCAL`]).
    fn local(dir: &Path) -> bool {
        use std::os::unix::ffi::OsStrExt;
        let Ok(path) = std::ffi::CString::new(dir.as_os_str().as_bytes()) else {
            return false;
        };
        let mut stat = std::mem::MaybeUninit::<libc::statfs>::uninit();
        // SAFETY: a NUL-terminated path and a buffer of `statfs`'s own type,
        // read only once the call said it filled it.
        if unsafe { libc::statfs(path.as_ptr(), stat.as_mut_ptr()) } != 0 {
            return false;
        }
        // SAFETY: filled by the call above (it returned 0).
        let kind = unsafe { stat.assume_init() }.f_type;
        #[allow(clippy::unnecessary_cast)]
        LOCAL.contains(&(kind as i64))
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::fs;

    fn folder() -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "hakem-watch-{}-{}",
            std::process::id(),
            fastrand::u64(..)
        ));
        fs::create_dir_all(dir.join("round-1")).unwrap();
        fs::write(dir.join("event.toml"), "name = \"x\"\n").unwrap();
        fs::write(dir.join("round-1/table-1.toml"), "a\n").unwrap();
        dir
    }

    #[test]
    fn every_change_a_look_sees_is_told_and_hidden_files_are_not() {
        let dir = folder();
        let Some(watch) = FolderWatch::new(&dir) else {
            // A network file system under the temporary folder: nothing to test.
            return;
        };
        let mut last = watch.changes().unwrap();
        let mut told = |what: &str| {
            let now = watch.changes().unwrap();
            let changed = now != last;
            last = now;
            assert!(changed, "not told: {what}");
        };
        fs::write(dir.join("round-1/table-1.toml"), "b\n").unwrap();
        told("a record written in place");
        fs::write(dir.join("round-1/.table-2.toml.tmp"), "c\n").unwrap();
        fs::rename(
            dir.join("round-1/.table-2.toml.tmp"),
            dir.join("round-1/table-2.toml"),
        )
        .unwrap();
        told("a record renamed into place");
        fs::write(dir.join("event.toml"), "name = \"y\"\n").unwrap();
        told("event.toml changed");
        fs::create_dir(dir.join(".staging")).unwrap();
        fs::write(dir.join(".staging/pairing.toml"), "p\n").unwrap();
        fs::rename(dir.join(".staging"), dir.join("round-2")).unwrap();
        told("a round paired through a staging folder");
        fs::write(dir.join("round-2/table-1.toml"), "d\n").unwrap();
        told("a record of the new round");
        fs::remove_file(dir.join("round-1/table-2.toml")).unwrap();
        told("a record removed");

        let before = watch.changes().unwrap();
        fs::write(dir.join("round-1/.table-1.toml.spare"), "s\n").unwrap();
        fs::write(dir.join(".hakem.lock"), "").unwrap();
        assert_eq!(
            watch.changes(),
            Some(before),
            "hidden files are not the event's"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_folder_moved_away_loses_the_watch() {
        let dir = folder();
        let Some(watch) = FolderWatch::new(&dir) else {
            return;
        };
        assert!(watch.changes().is_some());
        let moved = dir.with_extension("moved");
        fs::rename(&dir, &moved).unwrap();
        assert_eq!(watch.changes(), None);
        fs::remove_dir_all(&moved).unwrap();
    }
}
