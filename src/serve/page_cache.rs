//! The public pages made once for each state of the folders they show.
//!
//! Every screen and phone in the hall that shows the wall or a list asks
//! for it again whenever a file changed (the live update, every 0.4 s): at
//! the end of a round, a result every few seconds and fifty phones on the
//! hall's wall made the page fifty times for each result. A page is now
//! made once for the folders as a request finds them and sent to every
//! request that finds them the same; it is never older than the folders
//! the request found (no time limit: the page is that of those files).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, Weak};

use axum::body::Bytes;

/// Pages kept at most (a page for each list and language a group shows);
/// past it, the cache starts again.
const PAGES_KEPT: usize = 64;

/// Pages by their key (the page and its language), each with the folders
/// it was made of (`F`: a `Folder`).
pub(crate) struct PageCache<F> {
    pages: Mutex<HashMap<String, Kept<F>>>,
}

impl<F> Default for PageCache<F> {
    fn default() -> Self {
        PageCache {
            pages: Mutex::default(),
        }
    }
}

struct Kept<F> {
    /// The folders the page was made of, by their allocation. A weak
    /// reference keeps the allocation (not the folder): no other folder can
    /// take its address while the page is kept, and a folder changed since
    /// is at another address, since a write never changes a folder in
    /// place while anyone else refers to it, even weakly
    /// (`Arc::make_mut` copies it, or moves it when only weak references
    /// are left).
    of: Vec<Weak<F>>,
    /// Made by the first request that finds these folders; the requests
    /// that find them meanwhile wait for it rather than make it again.
    page: Arc<OnceLock<Bytes>>,
}

impl<F> PageCache<F> {
    /// The page `key` of the folders `of`: as made before of these very
    /// folders, else made now by `make`.
    pub fn page(&self, key: &str, of: &[Arc<F>], make: impl FnOnce() -> Bytes) -> Bytes {
        let page = {
            let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
            match pages.get(key) {
                Some(kept) if same(&kept.of, of) => kept.page.clone(),
                _ => {
                    if pages.len() >= PAGES_KEPT && !pages.contains_key(key) {
                        pages.clear();
                    }
                    let page = Arc::new(OnceLock::new());
                    let kept = Kept {
                        of: of.iter().map(Arc::downgrade).collect(),
                        page: page.clone(),
                    };
                    pages.insert(key.to_string(), kept);
                    page
                }
            }
        };
        // Outside the lock: other pages are served while this one is made.
        page.get_or_init(make).clone()
    }
}

/// Whether `kept` are the very folders `of`, in the same order.
fn same<F>(kept: &[Weak<F>], of: &[Arc<F>]) -> bool {
    kept.len() == of.len()
        && kept
            .iter()
            .zip(of)
            .all(|(k, f)| std::ptr::eq(k.as_ptr(), Arc::as_ptr(f)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_page_is_made_once_for_the_same_folders_and_again_for_others() {
        let cache = PageCache::default();
        let made = AtomicUsize::new(0);
        let make = |text: &'static str| {
            made.fetch_add(1, Ordering::SeqCst);
            Bytes::from(text)
        };
        let (a, b) = (Arc::new(1), Arc::new(2));
        assert_eq!(
            cache.page("wall tr", &[a.clone(), b.clone()], || make("1")),
            "1"
        );
        assert_eq!(
            cache.page("wall tr", &[a.clone(), b.clone()], || make("x")),
            "1"
        );
        assert_eq!(made.load(Ordering::SeqCst), 1);
        // Equal contents but another folder (a write copied it): made again.
        let a2 = Arc::new(1);
        assert_eq!(
            cache.page("wall tr", &[a2.clone(), b.clone()], || make("2")),
            "2"
        );
        // Another language, another order: other pages.
        assert_eq!(
            cache.page("wall en", &[a2.clone(), b.clone()], || make("3")),
            "3"
        );
        assert_eq!(
            cache.page("wall tr", &[b.clone(), a2.clone()], || make("4")),
            "4"
        );
        assert_eq!(made.load(Ordering::SeqCst), 4);
    }

    #[test]
    fn a_folder_changed_or_gone_is_never_taken_for_the_one_kept() {
        let cache = PageCache::default();
        let mut folder = Arc::new(vec![1]);
        assert_eq!(
            cache.page("wall", &[folder.clone()], || Bytes::from("1")),
            "1"
        );
        // Changed by a write, the only strong reference: moved, not changed
        // in place, since the page refers to it weakly.
        Arc::make_mut(&mut folder).push(2);
        assert_eq!(
            cache.page("wall", &[folder.clone()], || Bytes::from("1 2")),
            "1 2"
        );
        // Gone, and others made: never at the address of the one kept.
        drop(folder);
        for i in 0..100 {
            let other = Arc::new(vec![i]);
            let page = cache.page("wall", std::slice::from_ref(&other), || {
                Bytes::from(i.to_string())
            });
            assert_eq!(page, i.to_string());
        }
    }

    #[test]
    fn requests_arriving_while_a_page_is_made_wait_for_it() {
        let cache = PageCache::default();
        let made = AtomicUsize::new(0);
        let folder = Arc::new(());
        let start = std::sync::Barrier::new(8);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    start.wait();
                    let page = cache.page("wall", std::slice::from_ref(&folder), || {
                        made.fetch_add(1, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(50));
                        Bytes::from("page")
                    });
                    assert_eq!(page, "page");
                });
            }
        });
        assert_eq!(made.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn the_pages_kept_are_bounded() {
        let cache = PageCache::default();
        let folder = Arc::new(());
        for i in 0..1000 {
            cache.page(&format!("list/{i}"), std::slice::from_ref(&folder), || {
                Bytes::new()
            });
        }
        assert!(cache.pages.lock().unwrap().len() <= PAGES_KEPT);
    }
}
