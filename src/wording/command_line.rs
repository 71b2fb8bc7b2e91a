//! clap's errors (an unknown flag, a missing value, ...) in Turkish, for a
//! command line that asks for `--lang tr`: worded from the error's kind
//! and context (the flag, the value, the suggestion), with the usage line
//! clap wrote. A detail only clap has in English (why a number was not
//! read) is kept in brackets, as the toml crate's are.

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// `e` in Turkish, without the leading `error:`; `None` for what is not an
/// error (`--help`, `--version`: printed by clap as they are).
pub fn turkish(e: &clap::Error) -> Option<String> {
    if !e.use_stderr() {
        return None;
    }
    let rendered = e.render().to_string();
    let first = rendered
        .lines()
        .next()
        .unwrap_or("")
        .trim_start_matches("error: ");
    let arg = context(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = context(e, ContextKind::InvalidValue).unwrap_or_default();
    let mut message = match e.kind() {
        ErrorKind::UnknownArgument => {
            let mut m = format!("bilinmeyen seçenek '{}'", arg);
            match context(e, ContextKind::SuggestedArg) {
                Some(s) => m += &format!("\n\n  ipucu: benzer bir seçenek var: '{s}'"),
                None if arg.starts_with('-') => {
                    m += &format!(
                        "\n\n  ipucu: '{arg}' bir değer olarak verilecekse '-- {arg}' yazın"
                    );
                }
                _ => {}
            }
            m
        }
        ErrorKind::InvalidSubcommand => {
            let name = context(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            let mut m = format!("bilinmeyen komut '{name}'");
            if let Some(s) = context(e, ContextKind::SuggestedSubcommand) {
                m += &format!("\n\n  ipucu: benzer bir komut var: '{s}'");
            }
            m
        }
        ErrorKind::InvalidValue => {
            let mut m = format!("'{}' için geçersiz değer '{}'", arg, value);
            if let Some(v) = context(e, ContextKind::ValidValue) {
                m += &format!("\n  [olası değerler: {v}]");
            }
            m
        }
        ErrorKind::ValueValidation => {
            // clap's line ends with the parser's reason, in English.
            let why = first.rsplit_once("': ").map(|(_, why)| why).unwrap_or("");
            // A range clap checked (`9999 is not in 1..=1440`) in words.
            let why = match why
                .split_once(" is not in ")
                .map(|(_, r)| r.split_once("..="))
            {
                Some(Some((low, high))) => format!("{low} ile {high} arasında bir sayı verin"),
                _ => match why {
                    // The standard library's reasons for a number not read.
                    "invalid digit found in string" | "cannot parse integer from empty string" => {
                        "bir tam sayı bekleniyor".to_string()
                    }
                    "number too large to fit in target type" => "sayı çok büyük".to_string(),
                    _ => format!("[{why}]"),
                },
            };
            format!("'{}' için geçersiz değer '{}': {why}", arg, value)
        }
        ErrorKind::MissingRequiredArgument => format!(
            "şu zorunlu argümanlar verilmedi:\n  {}",
            list(e, ContextKind::InvalidArg).join("\n  ")
        ),
        ErrorKind::ArgumentConflict => match context(e, ContextKind::PriorArg) {
            Some(prior) if prior != arg => format!("'{}' ile '{prior}' birlikte verilemez", arg),
            _ => format!("'{}' birden çok kez verilemez", arg),
        },
        ErrorKind::TooManyValues => format!("'{}' için beklenmeyen değer '{}'", arg, value),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            format!("'{}' için değer sayısı yanlış", arg)
        }
        ErrorKind::NoEquals => format!("'{}' değerini '=' ile verin", arg),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "bir komut verin".to_string()
        }
        ErrorKind::InvalidUtf8 => "geçersiz UTF-8 içeren bir argüman".to_string(),
        _ => format!("komut satırı anlaşılmadı [{first}]"),
    };
    if let Some(usage) = rendered.lines().find_map(|l| l.strip_prefix("Usage: ")) {
        message += &format!("\n\nKullanım: {usage}");
    }
    message += "\n\nDaha fazla bilgi için '--help' yazın.";
    Some(message)
}

/// One context value as text (several joined by commas).
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    let values = list(e, kind);
    (!values.is_empty()).then(|| values.join(", "))
}

fn list(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::StyledStr(s)) => vec![s.to_string()],
        Some(ContextValue::StyledStrs(v)) => v.iter().map(ToString::to_string).collect(),
        Some(ContextValue::Number(n)) => vec![n.to_string()],
        _ => Vec::new(),
    }
}

/// Whether a command line asks for Turkish (`--lang tr`, `--lang=tr`):
/// read before clap has understood it, for clap's own errors.
pub fn asks_turkish(args: &[std::ffi::OsString]) -> bool {
    args.windows(2).any(|w| w[0] == "--lang" && w[1] == "tr")
        || args.iter().any(|a| a == "--lang=tr")
}
