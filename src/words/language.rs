//! The languages hakem speaks: one a folder of `locales/`, named by its
//! tag (`tr`, `en`), and how a process chooses one.

use std::fmt;

/// A language hakem has words in: the name of a folder of `locales/` (or of
/// `HAKEM_LOCALES`). Compare with [`Language::TR`] only where Turkish
/// *behaves* differently (how names are sorted), never to pick words.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Language(&'static str);

impl Language {
    pub const TR: Language = Language("tr");
    pub const EN: Language = Language("en");

    pub(super) const fn from_static(tag: &'static str) -> Language {
        Language(tag)
    }

    /// The tag: `tr`, `en`.
    pub fn code(self) -> &'static str {
        self.0
    }
}

impl fmt::Debug for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Language({})", self.0)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}
