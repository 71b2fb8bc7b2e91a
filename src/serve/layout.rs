//! Every page's frame: the page itself (its style and the live update),
//! the public links and the desk's, each page in the other languages.
//! Below the pages, the phone's forms and the login, which all lay out
//! their pages here.

use axum::response::Html;
use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::words::{Label, Language, Words};

crate::messages! {
    /// The frame's words.
    pub enum FrameText {
            /// The name of a language in that language ("Türkçe"): the link to
            /// its pages.
            LanguageName = "serve-language-name",
    }
}

/// The page's style: large type, large touch targets, the wall in columns
/// on a wide screen and page by page on a projector. In the binary: nothing
/// is fetched from elsewhere.
const STYLE: &str = include_str!("assets/style.css");

/// Checks the stamp every 0.4 s and swaps in the new page when the folder
/// changed (no reload flicker, no script needed to read the page).
const LIVE_SCRIPT: &str = include_str!("assets/live.js");

/// A whole page.
pub(crate) fn layout(
    words: Words,
    title: &str,
    nav: Markup,
    body: Markup,
    live: bool,
) -> Html<String> {
    let page = html! {
        (DOCTYPE)
        html lang=(words.language().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                header { h1 { (title) } (nav) }
                main { (body) }
                @if live { script { (PreEscaped(LIVE_SCRIPT)) } }
            }
        }
    };
    Html(page.into_string())
}

/// The links to the page `here` in every other language hakem speaks,
/// each named in its own language.
fn other_languages(words: Words, here: &str) -> Markup {
    let others = Language::all()
        .iter()
        .copied()
        .filter(|l| *l != words.language());
    html! {
        @for other in others {
            a href={(here) "?lang=" (other.code())} lang=(other.code()) {
                (Words::new(other).say(&FrameText::LanguageName))
            }
        }
    }
}

/// The links every public page carries.
pub(crate) fn public_nav(words: Words, here: &str) -> Markup {
    let l = words.language().code();
    html! {
        nav {
            a href={"/?lang=" (l)} { (words.t(Label::ServeWall)) }
            a href={"/list/pairing?lang=" (l)} { (words.t(Label::PairingList)) }
            a href={"/list/alphabetical?lang=" (l)} { (words.t(Label::PairingAlphabetical)) }
            a href={"/list/standings?lang=" (l)} { (words.t(Label::Standings)) }
            a href={"/list/cross?lang=" (l)} { (words.t(Label::ServeCrossTable)) }
            a href={"/table?lang=" (l)} { (words.t(Label::ServeEnterResult)) }
            (other_languages(words, here))
        }
    }
}

/// The desk's links, and the page `here` in the other languages.
pub(crate) fn desk_nav(words: Words, here: &str) -> Markup {
    let l = words.language().code();
    html! {
        nav {
            a href={"/desk?lang=" (l)} { (words.t(Label::ServeDesk)) }
            a href={"/?lang=" (l)} { (words.t(Label::ServeWall)) }
            (other_languages(words, here))
        }
    }
}
