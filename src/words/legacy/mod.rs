//! Messages still written as English sentences, worded in Turkish by
//! matching their forms (`forms`): the way hakem spoke before every
//! message was a typed fact. What is left here goes as its messages become
//! typed; nothing new comes here.

mod forms;
use forms::FORMS;

/// One message of a reader, in Turkish: from the table of forms, else as
/// it is.
pub(crate) fn turkish(message: &str) -> String {
    if let Some(rest) = message.strip_prefix("invalid TOML: ") {
        return format!("TOML olarak okunamadı: {}", toml_turkish(rest));
    }
    phrase(message, 0).unwrap_or_else(|| message.to_string())
}

/// How deep phrases are worded inside phrases (a message, its "found",
/// the name of the set in it): enough for every form, and a bound.
const DEPTH: usize = 4;

/// `text` worded by the first form that matches it whole.
fn phrase(text: &str, depth: usize) -> Option<String> {
    if depth > DEPTH || text.is_empty() {
        return None;
    }
    FORMS.iter().find_map(|(english, turkish)| {
        let holes = matched(english, text)?;
        let holes: Vec<String> = holes
            .into_iter()
            .map(|(hole, keep)| {
                if keep {
                    hole.to_string()
                } else {
                    phrase(hole, depth + 1).unwrap_or_else(|| hole.to_string())
                }
            })
            .collect();
        Some(fill(turkish, &holes))
    })
}

/// A hole of a form: worded again, kept as written, or a number (kept).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hole {
    Phrase,
    Kept,
    Number,
}

/// The holes of `form` in `text` (each with whether it is kept as
/// written), when `text` has that form: each hole runs to the first place
/// the text after it is found (the last to the form's end). One pass, no
/// backtracking: linear in the text.
fn matched<'t>(form: &str, text: &'t str) -> Option<Vec<(&'t str, bool)>> {
    let mut literals = Vec::new();
    let mut keeps = Vec::new();
    let mut rest = form;
    loop {
        let next = [
            ("{}", Hole::Phrase),
            ("{q}", Hole::Kept),
            ("{n}", Hole::Number),
        ]
        .iter()
        .filter_map(|(hole, kind)| rest.find(hole).map(|i| (i, hole.len(), *kind)))
        .min_by_key(|(i, _, _)| *i);
        match next {
            Some((i, len, keep)) => {
                literals.push(&rest[..i]);
                keeps.push(keep);
                rest = &rest[i + len..];
            }
            None => {
                literals.push(rest);
                break;
            }
        }
    }
    let mut at = text.strip_prefix(literals[0])?;
    let mut holes = Vec::new();
    for (k, keep) in keeps.iter().enumerate() {
        let literal = literals[k + 1];
        let last = k + 1 == keeps.len();
        let end = if last {
            at.strip_suffix(literal).map(str::len)?
        } else if literal.is_empty() {
            // Two holes side by side: the second is the empty one (a hint
            // that was not given).
            0
        } else {
            at.find(literal)?
        };
        let hole = &at[..end];
        if *keep == Hole::Number && (hole.is_empty() || !hole.bytes().all(|b| b.is_ascii_digit())) {
            return None;
        }
        holes.push((hole, *keep != Hole::Phrase));
        at = &at[end + literal.len()..];
    }
    if keeps.is_empty() && !at.is_empty() {
        return None;
    }
    Some(holes)
}

/// `form` with `{0}`, `{1}`, ... replaced by the holes.
fn fill(form: &str, holes: &[String]) -> String {
    fill_holes(form, |hole| {
        hole.parse::<usize>()
            .ok()
            .and_then(|n| holes.get(n))
            .map(String::as_str)
    })
}

/// The toml crate's parser error kinds in Turkish.
const TOML_KINDS: &[(&str, &str)] = &[
    (
        "`_` may only go between digits",
        "`_` yalnızca rakamlar arasında olabilir",
    ),
    (
        "cannot recurse further; max recursion depth met",
        "iç içe yapı çok derin",
    ),
    (
        "carriage return must be followed by newline",
        "satır başı (CR) karakterinden sonra satır sonu gelmeli",
    ),
    ("duplicate key", "aynı anahtar iki kez yazılmış"),
    ("extra `=`", "fazladan `=`"),
    (
        "extra assignment between key-value pairs",
        "anahtar-değer çiftleri arasında fazladan atama",
    ),
    ("extra comma in array", "dizide fazladan virgül"),
    (
        "extra comma in inline table",
        "satır içi tabloda fazladan virgül",
    ),
    (
        "integers with a radix cannot be signed",
        "tabanı belirtilmiş tam sayıların işareti olmaz",
    ),
    ("invalid basic string", "geçersiz metin"),
    ("invalid binary number", "geçersiz ikili sayı"),
    ("invalid boolean", "geçersiz mantıksal değer"),
    ("invalid comment character", "açıklamada geçersiz karakter"),
    ("invalid date-time", "geçersiz tarih-saat"),
    ("invalid exponent", "geçersiz üs"),
    ("invalid float", "geçersiz ondalıklı sayı"),
    ("invalid fraction", "geçersiz kesir"),
    ("invalid hexadecimal number", "geçersiz onaltılık sayı"),
    (
        "invalid inline table element",
        "satır içi tabloda geçersiz öğe",
    ),
    ("invalid integer number", "geçersiz tam sayı"),
    ("invalid key", "geçersiz anahtar"),
    ("invalid key-value pair", "geçersiz anahtar-değer çifti"),
    ("invalid literal string", "geçersiz metin"),
    ("invalid mantissa", "geçersiz sayı"),
    (
        "invalid multi-line basic string",
        "geçersiz çok satırlı metin",
    ),
    (
        "invalid multi-line literal string",
        "geçersiz çok satırlı metin",
    ),
    ("invalid octal number", "geçersiz sekizlik sayı"),
    ("invalid string", "geçersiz metin"),
    ("invalid table", "geçersiz tablo"),
    ("invalid unquoted key", "geçersiz tırnaksız anahtar"),
    ("invalid value", "geçersiz değer"),
    ("key with no value", "değeri olmayan anahtar"),
    (
        "keys cannot be multi-line basic strings",
        "anahtarlar çok satırlı metin olamaz",
    ),
    (
        "keys cannot be multi-line literal strings",
        "anahtarlar çok satırlı metin olamaz",
    ),
    ("missing array opening", "dizinin açılışı (`[`) eksik"),
    (
        "missing assignment between key-value pairs",
        "anahtar ile değer arasında `=` eksik",
    ),
    (
        "missing comma between array elements",
        "dizi öğeleri arasında virgül eksik",
    ),
    (
        "missing comma between key-value pairs",
        "anahtar-değer çiftleri arasında virgül eksik",
    ),
    ("missing comment start", "açıklamanın başı (`#`) eksik"),
    ("missing escaped value", "kaçış dizisinin değeri eksik"),
    (
        "missing inline table opening",
        "satır içi tablonun açılışı (`{`) eksik",
    ),
    (
        "missing key for inline table element",
        "satır içi tablo öğesinin anahtarı eksik",
    ),
    ("missing opening quote", "açılış tırnağı eksik"),
    ("missing table open", "tablonun açılışı eksik"),
    ("missing value", "değer eksik"),
    ("missing value for key", "anahtarın değeri eksik"),
    (
        "radix must be lowercase",
        "sayı tabanı küçük harfle yazılır",
    ),
    ("redundant integer number prefix", "gereksiz sayı öneki"),
    ("redundant numeric sign", "gereksiz işaret"),
    (
        "string values must be quoted",
        "metin değerleri tırnak içinde yazılır",
    ),
    (
        "too few unicode value digits",
        "unicode değerinde rakam eksik",
    ),
    ("unclosed array", "kapanmamış dizi"),
    ("unclosed array table", "kapanmamış tablo dizisi başlığı"),
    ("unclosed inline table", "kapanmamış satır içi tablo"),
    ("unclosed table", "kapanmamış tablo başlığı"),
    ("unexpected `=` in array", "dizide beklenmeyen `=`"),
    ("unexpected content", "beklenmeyen içerik"),
    (
        "unexpected content between comment and newline",
        "açıklama ile satır sonu arasında beklenmeyen içerik",
    ),
    ("unexpected key or value", "beklenmeyen anahtar ya da değer"),
    ("unexpected leading zero", "başta beklenmeyen sıfır"),
    ("unexpected sign", "beklenmeyen işaret"),
    (
        "unquoted keys cannot be empty",
        "tırnaksız anahtar boş olamaz",
    ),
];

/// What the toml crate's parser says it expected, in Turkish (its
/// literals, in backticks, are kept).
const TOML_EXPECTED: &[(&str, &str)] = &[
    ("basic string", "metin"),
    ("characters", "karakterler"),
    ("digits", "rakamlar"),
    ("key", "anahtar"),
    ("letters", "harfler"),
    ("literal string", "metin"),
    ("multi-line basic string", "çok satırlı metin"),
    (
        "non-double-quote visible characters",
        "çift tırnak dışında görünür karakterler",
    ),
    (
        "non-single-quote characters",
        "tek tırnak dışında karakterler",
    ),
    (
        "non-single-quote visible characters",
        "tek tırnak dışında görünür karakterler",
    ),
    ("numbers", "sayılar"),
    ("printable characters", "yazdırılabilir karakterler"),
    ("unicode hexadecimal value", "onaltılık unicode değeri"),
    ("value", "değer"),
    ("nothing", "hiçbir şey"),
];

/// The toml crate's message ("invalid string, expected `\"`"): its kind
/// from [`TOML_KINDS`] (else the original in brackets) and what it
/// expected from [`TOML_EXPECTED`].
fn toml_turkish(message: &str) -> String {
    let (kind, expected) = match message.split_once(", expected ") {
        Some((kind, expected)) => (kind, Some(expected)),
        None => (message, None),
    };
    let kind = TOML_KINDS
        .iter()
        .find(|(en, _)| *en == kind)
        .map_or_else(|| format!("[{kind}]"), |(_, tr)| tr.to_string());
    match expected {
        None => kind,
        Some(expected) => {
            let items: Vec<&str> = expected
                .split(", ")
                .map(|item| {
                    TOML_EXPECTED
                        .iter()
                        .find(|(en, _)| *en == item)
                        .map_or(item, |(_, tr)| tr)
                })
                .collect();
            format!("{kind}; beklenen: {}", items.join(", "))
        }
    }
}

/// `form` with each `{hole}` that `value` knows replaced by its value; a
/// brace `value` does not know is kept as written.
fn fill_holes<'v>(form: &str, value: impl Fn(&str) -> Option<&'v str>) -> String {
    let mut out = String::new();
    let mut rest = form;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        match after
            .find('}')
            .and_then(|j| value(&after[..j]).map(|v| (j, v)))
        {
            Some((j, v)) => {
                out.push_str(v);
                rest = &after[j + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schema_messages_are_worded_hole_by_hole() {
        assert_eq!(
            turkish("`pits`: expected an integer from 1 to 16, found the string \"six\""),
            "`pits`: beklenen 1 ile 16 arasında bir tam sayı, bulunan \"six\" metni"
        );
        assert_eq!(
            turkish(
                "unknown key `sowing.lone` (did you mean `lone_stone`?); expected one of: `lone_stone`, `skip_origin`"
            ),
            "bilinmeyen anahtar `sowing.lone` (`lone_stone` mi demek istediniz?); geçerli anahtarlar: `lone_stone`, `skip_origin`"
        );
        assert_eq!(
            turkish(
                "`count`: expected one of \"even\", \"odd\", found \"evne\" (did you mean \"even\"?)"
            ),
            "`count`: beklenen şunlardan biri: \"even\", \"odd\", bulunan \"evne\" (\"even\" mi demek istediniz?)"
        );
        assert_eq!(
            turkish("set 2 incident 1: expected a table, found the integer 7"),
            "2. set, 1. olay: beklenen bir tablo, bulunan 7 tam sayısı"
        );
        assert_eq!(
            turkish("missing key `set[1].moves`"),
            "`set[1].moves` anahtarı eksik"
        );
    }

    #[test]
    fn text_quoted_from_the_file_is_kept_as_written() {
        // The quoted value reads like a form ("set 3"): it stays.
        assert_eq!(
            turkish("`x`: expected a table, found the string \"set 3\""),
            "`x`: beklenen bir tablo, bulunan \"set 3\" metni"
        );
        // A message no form knows stays as it is.
        assert_eq!(turkish("something new"), "something new");
    }

    #[test]
    fn the_toml_crates_kinds_are_mapped_and_the_unknown_kept_in_brackets() {
        assert_eq!(
            turkish("invalid TOML: invalid string, expected `\"`, `'`"),
            "TOML olarak okunamadı: geçersiz metin; beklenen: `\"`, `'`"
        );
        assert_eq!(
            turkish("invalid TOML: duplicate key"),
            "TOML olarak okunamadı: aynı anahtar iki kez yazılmış"
        );
        assert_eq!(
            turkish("invalid TOML: key with no value, expected `=`"),
            "TOML olarak okunamadı: değeri olmayan anahtar; beklenen: `=`"
        );
        assert_eq!(
            turkish("invalid TOML: a new kind"),
            "TOML olarak okunamadı: [a new kind]"
        );
    }

    #[test]
    fn a_long_quoted_text_is_matched_in_one_pass() {
        let long = "`: expected ".repeat(20_000);
        let message = format!("`k`: expected a string, found the string \"{long}\"");
        assert!(turkish(&message).starts_with("`k`: beklenen bir metin, bulunan \""));
    }
}
