//! What the server holds while it runs and every page shares: the
//! [`App`] (the folder's path, the password, the server's language, the
//! wrong codes per table, the folder as the files last held it), the
//! password check, the words of a page.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::group_commit::{Commits, Saved};
pub(crate) use super::sessions::Arbiter;
use super::sessions::{Guard, same_text};
use crate::error::Error;
use crate::event::codes::Codes;
use crate::event::folder::{Folder, PAIRING_FILE, TableState, round_dir_name};
use crate::event::result::{self, Committed, Refusal, StagedResult};
use crate::words::{Language, Words};

crate::messages! {
    /// The server's answers that are not a page (plain text).
    pub enum Answer {
        /// 401: the desk and the arbiter's API without the password.
        PasswordNeeded = "serve-password-needed",
        /// 500: the request's work stopped before it answered.
        RequestFailed = "serve-request-failed",
        /// 500: the event folder does not read now (`error`: why, worded).
        FolderUnreadable { error: String } = "serve-folder-unreadable",
        NoSuchList = "serve-no-such-list",
        NoSuchPrintout = "serve-no-such-printout",
        /// An offline request that cannot be built.
        RequestNotMade = "serve-request-not-made",
        NotReady = "serve-not-ready",
    }
}

/// Wrong codes a table may send in one window before it is refused for
/// the rest of it.
pub const WRONG_CODES_ALLOWED: u32 = 5;
/// The rate-limit window per table.
pub const WRONG_CODE_WINDOW: Duration = Duration::from_secs(60);

/// What the server keeps: the folder's path, the password, and per table
/// the wrong codes sent lately.
pub(crate) struct App {
    pub dir: PathBuf,
    password: String,
    /// The language `hakem serve` decided (`--lang`, else the event's, else
    /// `HAKEM_LANG`, else the system locale, else English): every page's
    /// unless it asks for another (`?lang=`).
    language: Language,
    wrong_codes: Mutex<HashMap<(u8, usize), Tries>>,
    /// The folder as last read, used while no file of it changed (a
    /// snapshot of its files' sizes, times and inodes says so at every
    /// request): a cache of the files, never a second truth.
    folder: Mutex<Option<Cached>>,
    /// Results waiting to be put in place together: one queue for the
    /// whole hall, shared by its groups (as the guard is).
    pub(super) commits: Arc<Commits<Arc<App>>>,
    /// How many of its own writes the server has noted in the cache
    /// ([`Cached::noted`]).
    notes: AtomicU64,
    /// The round folders written in since the server last removed what
    /// killed writes left there, and when it did.
    pub(super) untidy: Mutex<Untidy>,
    /// The arbiter's sessions, the wrong passwords per client, the writes'
    /// turns: one for the whole hall, shared by its groups.
    pub(super) guard: Arc<Guard>,
    /// The other groups served by the same process (`hakem serve A B C`):
    /// their folders, whose codes a new round's codes avoid.
    pub(super) peers: Vec<PathBuf>,
    /// The results are written in their records' spares
    /// (`files::spare_file`): this server owns the folder's spares, unless
    /// another process serving the folder does.
    spares: Option<crate::files::spare_file::SpareOwner>,
    /// Spares are being made for the records of the last round read
    /// ([`App::make_spares`]).
    making_spares: Arc<std::sync::atomic::AtomicBool>,
    /// The wall and the lists as last made, each of the folder it shows.
    pub(super) pages: super::page_cache::PageCache<Folder>,
    /// The kernel's word on whether a file changed (`None`: not told here,
    /// look at the files). Made at the first stamp asked for: a server
    /// made for one answer (`serve::Offline`) makes none, since closing a
    /// watch waits for the kernel (milliseconds).
    watch: std::sync::OnceLock<Option<crate::files::folder_watch::FolderWatch>>,
    /// The folder's stamp as last worked out, with the watch's count of
    /// changes then.
    stamp: Mutex<Option<(u64, String)>>,
}

struct Tries {
    since: Instant,
    wrong: u32,
}

/// What a code check gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CodeCheck {
    Right,
    Wrong,
    /// Too many wrong codes for this table lately: refused unchecked.
    Limited,
    /// The round has no such table with a code (not counted: no entries
    /// for tables that are not there).
    NoTable,
}

impl App {
    /// The server's state for the event folder `dir`, with the arbiter's
    /// password, speaking `language` unless a page asks for another.
    pub fn new(dir: PathBuf, password: String, language: Language) -> App {
        App {
            spares: crate::files::spare_file::own(&dir),
            watch: std::sync::OnceLock::new(),
            dir,
            password,
            language,
            wrong_codes: Mutex::new(HashMap::new()),
            folder: Mutex::new(None),
            commits: Arc::default(),
            notes: AtomicU64::new(0),
            untidy: Mutex::default(),
            guard: Arc::new(Guard::default()),
            peers: Vec::new(),
            making_spares: Arc::default(),
            pages: Default::default(),
            stamp: Mutex::new(None),
        }
    }

    /// Makes, on a thread of its own, a spare for each record of the last
    /// round of `folder` that has none (`files::spare_file`): while the
    /// round is played, so that its burst of results makes no file. Once
    /// for each read of the folder (a round paired is a change that reads
    /// it again); a record with a spare costs a failed `open`.
    fn make_spares(&self, folder: &Folder) {
        let Some(round) = folder.rounds.last().filter(|_| self.spares.is_some()) else {
            return;
        };
        if self.making_spares.swap(true, Ordering::SeqCst) {
            return;
        }
        let records: Vec<PathBuf> = round.tables.iter().map(|t| t.path.clone()).collect();
        let making = self.making_spares.clone();
        let made = std::thread::Builder::new()
            .name("spares".into())
            .spawn(move || {
                crate::files::spare_file::make_spares(&records);
                making.store(false, Ordering::SeqCst);
            });
        if made.is_err() {
            self.making_spares.store(false, Ordering::SeqCst);
        }
    }

    /// The codes of every round of the hall's other groups, as their files
    /// hold them now: a round paired here draws none of them, so that a
    /// code names one table of one group in the whole hall.
    pub fn taken_codes(&self) -> std::collections::HashSet<String> {
        let mut taken = std::collections::HashSet::new();
        for round in self
            .peers
            .iter()
            .flat_map(|dir| crate::event::folder::round_dirs(dir))
        {
            if let Ok(Some(codes)) = crate::event::codes::read(&round) {
                taken.extend(codes.tables);
            }
        }
        taken
    }

    /// The event folder as the files hold it now: read again when any file
    /// changed since the last request (by another program, an editor, or
    /// `hakem pair`), else as last read.
    pub fn folder(&self) -> Result<FolderGuard<'_>, Error> {
        // The files are looked at before the cache is locked, so requests
        // look at them side by side. A result the server put in place
        // meanwhile (the cache noted it) may show in the look or not: such
        // a file is let pass; any other difference is a change made by
        // someone else, and the folder is read again under the lock.
        let since = self.notes.load(Ordering::SeqCst);
        let seen = snapshot(&self.dir);
        let mut guard = self.folder.lock().unwrap_or_else(|e| e.into_inner());
        if matches!(&*guard, Some(c) if c.shows(&seen, since)) {
            return Ok(FolderGuard { guard });
        }
        let now = snapshot(&self.dir);
        if !matches!(&*guard, Some(c) if c.snapshot == now) {
            *guard = None;
            let folder = Folder::open(&self.dir)?;
            self.make_spares(&folder);
            *guard = Some(Cached::new(now, folder));
        }
        Ok(FolderGuard { guard })
    }

    /// The event folder as [`App::folder`] finds it, for a page or an
    /// answer that only reads it: the cache is let go at once, so requests
    /// judging and writing results do not wait while a page is made of it
    /// (a write meanwhile notes its record in a copy).
    pub fn folder_to_read(&self) -> Result<Arc<Folder>, Error> {
        let guard = self.folder()?;
        Ok(guard.shared())
    }

    /// The folder's stamp ([`stamp`]): worked out again only when the
    /// kernel told of a change since it last was (or cannot tell), so that
    /// the screens and phones asking every 0.4 s cost no look at the files
    /// while nothing changes. One look at a time: requests that arrive
    /// during it take its stamp when no change came after they arrived.
    pub fn stamp(&self) -> String {
        let watch = self
            .watch
            .get_or_init(|| crate::files::folder_watch::FolderWatch::new(&self.dir));
        let Some(changes) = watch.as_ref().and_then(|w| w.changes()) else {
            return stamp(&self.dir);
        };
        let mut kept = self.stamp.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((at, stamp)) = &*kept
            && *at == changes
        {
            return stamp.clone();
        }
        // The count was taken before the look: a change during the look
        // makes the next question look again.
        let now = stamp(&self.dir);
        *kept = Some((changes, now.clone()));
        now
    }

    /// The event folder for judging table `table` of `round`: as
    /// [`App::folder`], but looking only at the files the result is judged
    /// against ([`TableScope`]); the other tables' records are not looked
    /// at (a post in a burst of 100 does not `stat` the 99 others). When
    /// one of these files changed, or the table's record is not in the
    /// cache (a new record takes its date from the others), the whole
    /// folder is looked at as [`App::folder`] does.
    pub fn folder_for_table(&self, round: u8, table: usize) -> Result<FolderGuard<'_>, Error> {
        let scope = TableScope::new(round, table);
        let since = self.notes.load(Ordering::SeqCst);
        let seen = table_snapshot(&self.dir, &scope);
        let guard = self.folder.lock().unwrap_or_else(|e| e.into_inner());
        let known = |c: &Cached| {
            c.folder
                .rounds
                .get(usize::from(round).wrapping_sub(1))
                .and_then(|r| r.table(table))
                .is_some_and(|t| !matches!(t.state, TableState::Missing))
        };
        if matches!(&*guard, Some(c) if known(c) && c.shows_table(&seen, since, &scope)) {
            return Ok(FolderGuard { guard });
        }
        drop(guard);
        self.folder()
    }

    /// Starts the cache with the folder read at start (`seen`: the files
    /// as they were before it was read), so the first requests do not
    /// wait for a read.
    pub fn keep(&self, seen: Snapshot, folder: Folder) {
        self.make_spares(&folder);
        *self.folder.lock().unwrap_or_else(|e| e.into_inner()) = Some(Cached::new(seen, folder));
    }

    /// Checks `given` against table `table`'s code in round `round`,
    /// counting wrong ones per table. The codes are those of `folder` (the
    /// round's `codes.toml` is one of the files its snapshot looks at, so
    /// codes changed on disk are read again with the folder).
    pub fn check_code(
        &self,
        folder: &mut FolderGuard<'_>,
        round: u8,
        table: usize,
        given: &str,
    ) -> Result<CodeCheck, Error> {
        let key = (round, table);
        let now = Instant::now();
        {
            let mut tries = self.wrong_codes.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(t) = tries.get(&key) {
                if now.duration_since(t.since) >= WRONG_CODE_WINDOW {
                    tries.remove(&key);
                } else if t.wrong >= WRONG_CODES_ALLOWED {
                    return Ok(CodeCheck::Limited);
                }
            }
        }
        let index = folder
            .rounds
            .get(usize::from(round).wrapping_sub(1))
            .and_then(|r| r.index_of(table));
        let codes = folder.codes(round)?;
        let Some(expected) = codes.zip(index).and_then(|(c, i)| c.at(i)) else {
            return Ok(CodeCheck::NoTable);
        };
        if crate::event::codes::matches(expected, given) {
            return Ok(CodeCheck::Right);
        }
        let mut tries = self.wrong_codes.lock().unwrap_or_else(|e| e.into_inner());
        let t = tries.entry(key).or_insert(Tries {
            since: now,
            wrong: 0,
        });
        t.wrong += 1;
        Ok(CodeCheck::Wrong)
    }

    /// Whether the request's password (HTTP basic authentication, any
    /// user name) is the arbiter's; `None` when it carries none.
    pub(super) fn password_given(&self, headers: &HeaderMap) -> Option<bool> {
        let value = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())?;
        let encoded = value.strip_prefix("Basic ")?;
        let Some(decoded) = base64_decode(encoded.trim()) else {
            return Some(false);
        };
        let Ok(text) = String::from_utf8(decoded) else {
            return Some(false);
        };
        let given = text.split_once(':').map(|(_, p)| p).unwrap_or("");
        Some(self.is_password(given))
    }

    /// Whether `given` is the arbiter's password (compared in constant
    /// time).
    pub(super) fn is_password(&self, given: &str) -> bool {
        same_text(given.as_bytes(), self.password.as_bytes())
    }
}

/// Standard base64 (RFC 4648) of `bytes`, as a browser sends the password.
pub(crate) fn base64_encode(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let acc = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &b)| acc | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(DIGITS[(acc >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Standard base64 (RFC 4648), as browsers send basic authentication.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let bytes = text.trim_end_matches('=').as_bytes();
    if bytes.len() > 4096 {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let mut acc = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            acc |= value(c)? << (18 - 6 * i);
        }
        let n = match chunk.len() {
            4 => 3,
            3 => 2,
            2 => 1,
            _ => return None,
        };
        out.extend_from_slice(&acc.to_be_bytes()[1..1 + n]);
    }
    Some(out)
}

/// What a file was when last looked at: size, modification time, inode.
type Signature = (u64, Option<std::time::SystemTime>, u64);

/// The event folder's files (`event.toml`, every file of every round
/// folder) with their signatures, read with `stat` only, sorted by their
/// path inside the folder (`round-1/table-001.toml`). Hidden names (the
/// write lock, a staging folder of `hakem pair`, a writer's temporary
/// file) are left out: they change without changing the event. Every
/// request takes one, so it is kept cheap: names as bytes, compared as
/// bytes (a map of whole paths spent most of a post's time comparing
/// paths component by component).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub(crate) struct Snapshot(Vec<(Box<[u8]>, Signature)>);

impl Snapshot {
    /// Notes the signature of the file `key` ([`key_of`]) as it is now.
    fn note(&mut self, key: &[u8], sig: Signature) {
        match self.0.binary_search_by(|(k, _)| (**k).cmp(key)) {
            Ok(i) => self.0[i].1 = sig,
            Err(i) => self.0.insert(i, (key.into(), sig)),
        }
    }
}

/// The name of `path` in a [`Snapshot`] of the folder `dir`
/// (`round-1/table-001.toml`); `None` when `path` is not in `dir`.
fn key_of<'a>(dir: &Path, path: &'a Path) -> Option<&'a [u8]> {
    let inner = path.strip_prefix(dir).ok()?;
    Some(inner.as_os_str().as_encoded_bytes())
}

fn signature(meta: &std::fs::Metadata) -> Signature {
    (
        meta.len(),
        meta.modified().ok(),
        std::os::unix::fs::MetadataExt::ino(meta),
    )
}

fn hidden(name: &std::ffi::OsStr) -> bool {
    name.as_encoded_bytes().first() == Some(&b'.')
}

pub(crate) fn snapshot(dir: &Path) -> Snapshot {
    look(dir, |folder, name, files| {
        let Ok(inner) = std::fs::read_dir(folder) else {
            return;
        };
        for f in inner.flatten() {
            let file = f.file_name();
            if hidden(&file) {
                continue;
            }
            if let Ok(m) = f.metadata()
                && m.is_file()
            {
                files.push((key_in(name, file.as_encoded_bytes()), signature(&m)));
            }
        }
    })
}

/// The files beside `event.toml` with their signatures, and those that
/// `in_folder` adds for each of its folders (given the folder's path and
/// name).
fn look(
    dir: &Path,
    in_folder: impl Fn(&Path, &[u8], &mut Vec<(Box<[u8]>, Signature)>),
) -> Snapshot {
    let mut files = Vec::with_capacity(128);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Snapshot(files);
    };
    for e in entries.flatten() {
        let name = e.file_name();
        if hidden(&name) {
            continue;
        }
        // The entry's type comes with the folder's listing: folders cost
        // no `stat`.
        let Ok(kind) = e.file_type() else { continue };
        if kind.is_dir() {
            in_folder(&e.path(), name.as_encoded_bytes(), &mut files);
        } else if let Ok(m) = e.metadata()
            && m.is_file()
        {
            files.push((name.as_encoded_bytes().into(), signature(&m)));
        }
    }
    files.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    Snapshot(files)
}

/// The key of file `file` in folder `folder` in a [`Snapshot`].
fn key_in(folder: &[u8], file: &[u8]) -> Box<[u8]> {
    let mut key = Vec::with_capacity(folder.len() + 1 + file.len());
    key.extend_from_slice(folder);
    key.push(b'/');
    key.extend_from_slice(file);
    key.into_boxed_slice()
}

/// The files a table's result is judged against: every file beside
/// `event.toml` (the event, its rules), each round's pairing and codes (a
/// round paired meanwhile is seen), and the table's own record. Other
/// files of the round folders (the other tables' records, a stray file)
/// are not judged against; the pages' looks at the whole folder see them.
pub(crate) struct TableScope {
    round_dir: String,
    record: String,
}

impl TableScope {
    pub fn new(round: u8, table: usize) -> TableScope {
        TableScope {
            round_dir: round_dir_name(round),
            record: crate::event::folder::table_file_name(table),
        }
    }

    /// Whether the file `key` of a [`Snapshot`] is one of these.
    fn holds(&self, key: &[u8]) -> bool {
        match key.iter().position(|&b| b == b'/') {
            None => true,
            Some(i) => self.holds_in(&key[..i], &key[i + 1..]),
        }
    }

    /// Whether file `name` of the folder `folder` is one of these.
    fn holds_in(&self, folder: &[u8], name: &[u8]) -> bool {
        self.files_in(folder).any(|f| f.as_bytes() == name)
    }

    /// The files of folder `folder` (beside `event.toml`) that are of
    /// these: its pairing and codes, and the table's record in its round.
    fn files_in(&self, folder: &[u8]) -> impl Iterator<Item = &str> {
        let record = (folder == self.round_dir.as_bytes()).then_some(self.record.as_str());
        [PAIRING_FILE, crate::event::codes::CODES_FILE]
            .into_iter()
            .chain(record)
    }
}

/// [`snapshot`] of the files of `scope` only: a post looks at a few files,
/// not at the other tables' records.
fn table_snapshot(dir: &Path, scope: &TableScope) -> Snapshot {
    // The round folders are not listed (a hundred records and the
    // temporary files of a burst): the few files of the scope in each are
    // looked at by name.
    look(dir, |folder, name, files| {
        for file in scope.files_in(name) {
            if let Ok(m) = std::fs::symlink_metadata(folder.join(file))
                && m.is_file()
            {
                files.push((key_in(name, file.as_bytes()), signature(&m)));
            }
        }
    })
}

/// A fingerprint of the folder's files ([`snapshot`]): the wall asks for it
/// twice a second and reloads when it changes.
fn stamp(dir: &Path) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    snapshot(dir).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// The round folders to tidy of what killed writes left
/// (`results`' [`super::group_commit::Owner::idle`]).
#[derive(Default)]
pub(super) struct Untidy {
    pub(super) folders: std::collections::BTreeSet<PathBuf>,
    pub(super) last: Option<Instant>,
}

/// The folder as last read, and the snapshot of its files then.
struct Cached {
    snapshot: Snapshot,
    /// Shared with the readers that found it ([`App::folder_to_read`]);
    /// a write notes its record in a copy when one still reads it.
    folder: Arc<Folder>,
    /// Each round's table codes, read at the first post of the round
    /// (`None`: the round has no codes file).
    codes: HashMap<u8, Option<Codes>>,
    /// The files the server itself wrote since the folder was read, each
    /// with the number of its write ([`App::notes`]).
    noted: HashMap<Box<[u8]>, u64>,
}

impl Cached {
    fn new(snapshot: Snapshot, folder: Folder) -> Cached {
        Cached {
            snapshot,
            folder: Arc::new(folder),
            codes: HashMap::new(),
            noted: HashMap::new(),
        }
    }

    /// Whether `seen`, a look at the files begun after the server's
    /// `since`th write, shows the files as cached: every file the same,
    /// but for those the server wrote after the look began (the look may
    /// have caught them before or after the rename). A file changed by
    /// anyone else is a difference; so is one the server wrote earlier,
    /// so a change made over the server's write is seen at the next look.
    fn shows(&self, seen: &Snapshot, since: u64) -> bool {
        *seen == self.snapshot || same_files(&seen.0, &self.snapshot.0, &self.noted, since)
    }

    /// [`Cached::shows`] for a look at the files a table's result is
    /// judged against only ([`TableScope`]).
    fn shows_table(&self, seen: &Snapshot, since: u64, scope: &TableScope) -> bool {
        let kept = self.snapshot.0.iter().filter(|f| scope.holds(&f.0));
        same_files(&seen.0, kept, &self.noted, since)
    }
}

/// One file of a [`Snapshot`]: its name in the folder and its signature.
type File = (Box<[u8]>, Signature);

/// [`Cached::shows`]: the files `seen` against those `kept` (both sorted
/// by name), `noted` the server's writes.
fn same_files<'a>(
    seen: impl IntoIterator<Item = &'a File>,
    kept: impl IntoIterator<Item = &'a File>,
    noted: &HashMap<Box<[u8]>, u64>,
    since: u64,
) -> bool {
    let excused = |key: &[u8]| noted.get(key).is_some_and(|&n| n > since);
    let (mut a, mut b) = (seen.into_iter().peekable(), kept.into_iter().peekable());
    loop {
        let key = match (a.peek().copied(), b.peek().copied()) {
            (None, None) => return true,
            (Some(x), Some(y)) if x.0 == y.0 => {
                a.next();
                b.next();
                if x.1 == y.1 {
                    continue;
                }
                &x.0
            }
            (Some(x), Some(y)) if x.0 < y.0 => {
                a.next();
                &x.0
            }
            (Some(x), None) => {
                a.next();
                &x.0
            }
            (_, Some(y)) => {
                b.next();
                &y.0
            }
        };
        if !excused(key) {
            return false;
        }
    }
}

/// The event folder, read: held for one request at a time.
pub(crate) struct FolderGuard<'a> {
    guard: std::sync::MutexGuard<'a, Option<Cached>>,
}

impl std::ops::Deref for FolderGuard<'_> {
    type Target = Folder;
    fn deref(&self) -> &Folder {
        // `App::folder` fills the cache before it hands out a guard.
        &self.guard.as_ref().expect("filled by App::folder").folder
    }
}

impl FolderGuard<'_> {
    /// The folder itself, shared: it stays as it is after the guard is let go.
    pub(super) fn shared(&self) -> Arc<Folder> {
        self.guard
            .as_ref()
            .expect("filled by App::folder")
            .folder
            .clone()
    }

    /// Round `round`'s table codes, read once for the folder as cached.
    pub(super) fn codes(&mut self, round: u8) -> Result<Option<&Codes>, Error> {
        let cached = self.guard.as_mut().expect("filled by App::folder");
        let codes = match cached.codes.entry(round) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let round_dir = cached.folder.dir.join(round_dir_name(round));
                e.insert(crate::event::codes::read(&round_dir)?)
            }
        };
        Ok(codes.as_ref())
    }
}

impl App {
    /// Puts staged results in place ([`result::commit`]), each noted in
    /// the cache as it is renamed. The cache is held for the batch's
    /// renames (a few microseconds each), not taken again for each: with
    /// dozens of requests judging, each taking would wait its turn among
    /// them.
    pub(super) fn put_in_place(&self, staged: Vec<StagedResult>) -> Vec<Result<Saved, Refusal>> {
        // What killed writes left is tidied once the results are answered.
        result::commit(
            &self.dir,
            staged,
            result::Leftovers::Leave,
            || self.folder.lock().unwrap_or_else(|e| e.into_inner()),
            |cache, place| place().map(|c| self.note_written(cache, c)),
        )
    }

    /// Notes a result put in place in the cache of the folder (the table's
    /// new record and the file's signature taken under the write lock), so
    /// the next request does not read the whole folder again for the
    /// server's own write; and the answer for the request.
    fn note_written(&self, cache: &mut Option<Cached>, c: Committed) -> Saved {
        let Committed { judged, written } = c;
        let saved = Saved {
            opened: Arc::new(judged.opened),
            verdict: Arc::new(judged.verdict),
        };
        let table = cache.as_mut().zip(written).and_then(|(c, meta)| {
            let key = key_of(&c.folder.dir, &judged.path)?;
            let round = usize::from(judged.round).wrapping_sub(1);
            c.folder.rounds.get(round)?.table(judged.table)?;
            c.snapshot.note(key, signature(&meta));
            c.noted
                .insert(key.into(), self.notes.fetch_add(1, Ordering::SeqCst) + 1);
            // A copy when a reader still holds the folder as it found it.
            Arc::make_mut(&mut c.folder).rounds[round].table_mut(judged.table)
        });
        match table {
            Some(t) => t.state = TableState::Judged(saved.opened.clone(), saved.verdict.clone()),
            // Not in the cache (it was dropped meanwhile): read at the next
            // request.
            None => *cache = None,
        }
        saved
    }

    /// The words the server speaks (`hakem serve`'s language).
    pub fn words(&self) -> Words {
        Words::new(self.language)
    }

    /// The words of a page: the language it asks for (`?lang=`, or the
    /// form's `lang`), when hakem has words in it; else the server's.
    pub fn words_for(&self, asked: Option<&str>) -> Words {
        Words::new(asked.and_then(Language::parse).unwrap_or(self.language))
    }
}

/// The plain-text answer that the event folder does not read now, in
/// `words`.
pub(crate) fn unreadable(words: Words, e: &Error) -> Response {
    let text = words.say(&Answer::FolderUnreadable {
        error: e.render(words),
    });
    (StatusCode::INTERNAL_SERVER_ERROR, format!("{text}\n")).into_response()
}

/// Runs `work` off the async threads (it reads and writes files); the
/// request failed, said in `words`, if it did not finish.
pub(crate) async fn blocking<T: Send + 'static>(
    words: Words,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Response> {
    tokio::task::spawn_blocking(work).await.map_err(|_| {
        let text = words.say(&Answer::RequestFailed);
        (StatusCode::INTERNAL_SERVER_ERROR, format!("{text}\n")).into_response()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_look_holds_the_event_the_rounds_but_records_and_its_record() {
        let scope = TableScope::new(2, 7);
        for key in [
            "event.toml",
            "rules.toml",
            "round-2/table-07.toml",
            "round-2/codes.toml",
            "round-2/pairing.toml",
            "round-1/pairing.toml",
            "round-3/codes.toml",
        ] {
            assert!(scope.holds(key.as_bytes()), "{key}");
        }
        for key in [
            "round-2/table-08.toml",
            "round-2/table-70.toml",
            "round-1/table-07.toml",
            "round-3/table-07.toml",
            "round-2/notes.toml",
        ] {
            assert!(!scope.holds(key.as_bytes()), "{key}");
        }
    }

    #[test]
    fn a_look_passes_only_the_servers_own_writes_made_since_it_began() {
        let sig = |n: u64| (n, None, n);
        let files = |list: &[(&str, u64)]| {
            Snapshot(
                list.iter()
                    .map(|(k, n)| (k.as_bytes().into(), sig(*n)))
                    .collect(),
            )
        };
        let kept = files(&[("event.toml", 1), ("round-1/t1", 2), ("round-1/t2", 3)]);
        let mut noted = HashMap::new();
        noted.insert(b"round-1/t2".as_slice().into(), 7);
        let same = |seen: &Snapshot, since| same_files(&seen.0, &kept.0, &noted, since);
        assert!(same(&kept.clone(), 9));
        // t2 caught before the server's write 7 (begun after write 6).
        let before = files(&[("event.toml", 1), ("round-1/t1", 2), ("round-1/t2", 9)]);
        assert!(same(&before, 6));
        // ... but not once write 7 was done before the look began.
        assert!(!same(&before, 7));
        // Another file changed, added or gone: never let pass.
        let t1 = files(&[("event.toml", 1), ("round-1/t1", 5), ("round-1/t2", 3)]);
        assert!(!same(&t1, 0));
        let added = files(&[
            ("event.toml", 1),
            ("round-1/t0", 4),
            ("round-1/t1", 2),
            ("round-1/t2", 3),
        ]);
        assert!(!same(&added, 0));
        let gone = files(&[("event.toml", 1), ("round-1/t2", 3)]);
        assert!(!same(&gone, 0));
        // The server's new record not yet in the look.
        let missing = files(&[("event.toml", 1), ("round-1/t1", 2)]);
        assert!(same(&missing, 6));
    }

    #[test]
    fn base64_reads_what_browsers_send() {
        assert_eq!(base64_decode("YXJiOnNlY3JldA==").unwrap(), b"arb:secret");
        assert_eq!(base64_decode("YTpi").unwrap(), b"a:b");
        assert_eq!(base64_decode("a"), None);
        for text in ["", "a", "ab", "abc", "arb:secret", "şifre:ğüİ"] {
            assert_eq!(
                base64_decode(&base64_encode(text.as_bytes())).unwrap(),
                text.as_bytes()
            );
        }
        assert_eq!(base64_encode(b"arb:secret"), "YXJiOnNlY3JldA==");
        assert_eq!(base64_decode("!!!!"), None);
    }
}
