//! The languages hakem prints in. It lives with the text layer so that
//! errors, the lowest layer, are printed in the language a command chose.

/// A language of sheets, reports and errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    Tr,
    En,
}

impl Language {
    pub const ALL: [(&'static str, Language); 2] = [("tr", Language::Tr), ("en", Language::En)];

    pub fn code(self) -> &'static str {
        match self {
            Language::Tr => "tr",
            Language::En => "en",
        }
    }

    /// The word an error message starts with: `error`, `hata`. (The one
    /// word of the wording table the error layer needs, below `words`.)
    pub fn error_word(self) -> &'static str {
        match self {
            Language::Tr => "hata",
            Language::En => "error",
        }
    }
}
