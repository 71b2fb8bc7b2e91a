//! A message: what was decided, as an id of the Fluent files and its
//! facts, never as a sentence. Code makes messages where it decides
//! (`messages!` enums); [`Words`](super::Words) words them.

use std::path::{Path, PathBuf};

/// Something hakem says to a person: an id of `locales/*/*.ftl` and the
/// facts that fill its variables. Implemented by the enums of
/// [`messages!`](crate::messages), [`labels!`](crate::labels) and
/// [`message_ids!`](crate::message_ids), never by hand-written prose.
pub trait Message {
    /// The message's id in the Fluent files.
    fn id(&self) -> &'static str;
    /// Its facts, each under the name of its Fluent variable.
    fn args(&self, args: &mut Args);
    /// The message as a value that can be kept and worded later.
    fn msg(&self) -> Msg {
        let mut args = Args::default();
        self.args(&mut args);
        Msg {
            id: self.id(),
            args: args.0,
        }
    }
}

/// A message kept for later (a problem found while reading a file, the
/// reason of an error): its id and its facts.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The fact given for `name`, if any (tests read facts, never text).
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    pub(super) fn all_args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }
}

impl Message for Msg {
    fn id(&self) -> &'static str {
        self.id
    }
    fn args(&self, args: &mut Args) {
        args.0.extend(self.args.iter().cloned());
    }
    fn msg(&self) -> Msg {
        self.clone()
    }
}

/// One fact of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text shown as it was written: a name, a key, a path, a quoted value.
    Text(String),
    /// A number (Fluent selects plural forms on it).
    Number(f64),
    /// One of a closed set of cases, for a Fluent selector (`first`,
    /// `second`; `none` for an absent fact).
    Choice(&'static str),
    /// A message worded in the same language, then put in place.
    Message(Box<Msg>),
}

/// The facts of one message, by name.
#[derive(Debug, Default)]
pub struct Args(Vec<(&'static str, Arg)>);

impl Args {
    pub fn set(&mut self, name: &'static str, value: &impl IntoArg) {
        self.0.push((name, value.to_arg()));
    }
}

/// A value that can be a message's fact.
pub trait IntoArg {
    fn to_arg(&self) -> Arg;
}

macro_rules! numbers_into_arg {
    ($($t:ty),*) => {
        $(impl IntoArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Number(*self as f64)
            }
        })*
    };
}
numbers_into_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl IntoArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl IntoArg for &str {
    fn to_arg(&self) -> Arg {
        Arg::Text((*self).to_string())
    }
}

impl IntoArg for char {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.to_string())
    }
}

impl IntoArg for PathBuf {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.display().to_string())
    }
}

impl IntoArg for &Path {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.display().to_string())
    }
}

impl IntoArg for bool {
    fn to_arg(&self) -> Arg {
        Arg::Choice(if *self { "true" } else { "false" })
    }
}

impl IntoArg for Msg {
    fn to_arg(&self) -> Arg {
        Arg::Message(Box::new(self.clone()))
    }
}

impl<T: IntoArg> IntoArg for Box<T> {
    fn to_arg(&self) -> Arg {
        (**self).to_arg()
    }
}

impl<T: IntoArg> IntoArg for &T {
    fn to_arg(&self) -> Arg {
        (**self).to_arg()
    }
}

/// An absent fact is the choice `none` (a Fluent selector's `[none]`).
impl<T: IntoArg> IntoArg for Option<T> {
    fn to_arg(&self) -> Arg {
        match self {
            Some(v) => v.to_arg(),
            None => Arg::Choice("none"),
        }
    }
}

/// A list of texts, joined with ", " (names, keys).
impl IntoArg for Vec<String> {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.join(", "))
    }
}

/// The ids and variable names of one family of messages, for the test
/// that every message the code can produce is in every language with the
/// same variables.
#[derive(Debug, Clone, Copy)]
pub struct Catalogue(pub &'static [(&'static str, &'static [&'static str])]);

#[cfg(test)]
inventory::collect!(Catalogue);

/// A family of messages: an enum whose every variant names its Fluent id
/// and carries its facts as fields (each an [`IntoArg`], named as the
/// Fluent variable).
///
/// ```
/// hakem::messages! {
///     /// Why a table's result was not written.
///     pub enum Refusal {
///         UnknownTable { round: u32, tables: u32, table: u32 } = "result-unknown-table",
///         Empty = "result-empty",
///     }
/// }
/// use hakem::words::{Language, Message, Words};
/// let refusal = Refusal::UnknownTable { round: 2, tables: 20, table: 21 };
/// assert_eq!(refusal.id(), "result-unknown-table");
/// # let _ = Words::new(Language::EN);
/// ```
#[macro_export]
macro_rules! messages {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $id:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant $({ $($field: $ty),* })?, )*
        }

        impl $crate::words::Message for $name {
            fn id(&self) -> &'static str {
                match self {
                    $( Self::$variant { .. } => $id, )*
                }
            }
            #[allow(unused_variables)]
            fn args(&self, args: &mut $crate::words::Args) {
                match self {
                    $( Self::$variant $({ $($field),* })? => {
                        $($( args.set(stringify!($field), $field); )*)?
                    } )*
                }
            }
        }

        impl From<$name> for $crate::words::Msg {
            fn from(m: $name) -> $crate::words::Msg {
                $crate::words::Message::msg(&m)
            }
        }

        impl $name {
            /// Every id of this family and its variables.
            #[allow(dead_code)]
            pub const CATALOGUE: $crate::words::Catalogue = $crate::words::Catalogue(&[
                $( ($id, &[ $($(stringify!($field)),*)? ]), )*
            ]);
        }

        $crate::register_catalogue!($name);
    };
}

/// Ids for an enum of fact-less cases defined elsewhere (how a set ended,
/// a warning's reason): each case a Fluent message with no variables.
#[macro_export]
macro_rules! message_ids {
    ($name:path { $($variant:ident = $id:literal),* $(,)? }) => {
        impl $crate::words::Message for $name {
            fn id(&self) -> &'static str {
                use $name as Cases;
                match self {
                    $( Cases::$variant => $id, )*
                }
            }
            fn args(&self, _: &mut $crate::words::Args) {}
        }

        #[cfg(test)]
        $crate::words::inventory::submit! {
            $crate::words::Catalogue(&[ $( ($id, &[]), )* ])
        }
    };
}

/// An enum of fact-less cases as the choice of a Fluent selector
/// (`{ $who -> [first] … *[second] … }`).
#[macro_export]
macro_rules! choices {
    ($name:path { $($variant:ident = $key:literal),* $(,)? }) => {
        impl $crate::words::IntoArg for $name {
            fn to_arg(&self) -> $crate::words::Arg {
                use $name as Cases;
                $crate::words::Arg::Choice(match self {
                    $( Cases::$variant => $key, )*
                })
            }
        }
    };
}

/// The terms and headings: an enum of fact-less labels, each a Fluent id.
#[macro_export]
macro_rules! labels {
    ($($variant:ident = $id:literal),* $(,)?) => {
        /// A label: a term, heading or short phrase of `labels.ftl`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Label { $($variant,)* }

        impl Label {
            /// Every label, in the order of the table.
            pub const ALL: &'static [Label] = &[$(Label::$variant,)*];
        }

        impl $crate::words::Message for Label {
            fn id(&self) -> &'static str {
                match self {
                    $( Label::$variant => $id, )*
                }
            }
            fn args(&self, _: &mut $crate::words::Args) {}
        }
    };
}

/// Registers a family's catalogue for the test of the Fluent files (test
/// builds only).
#[doc(hidden)]
#[macro_export]
macro_rules! register_catalogue {
    ($name:ident) => {
        #[cfg(test)]
        $crate::words::inventory::submit! { $name::CATALOGUE }
    };
}
