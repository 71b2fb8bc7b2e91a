//! Wording with holes: `{name}` (or `{0}`, `{1}`, ...) in a form replaced by
//! what fills it, for the sentences whose words come in another order in
//! each language.

/// `form` with each `{hole}` that `value` knows replaced by its value; a
/// brace `value` does not know is kept as written. A value is never
/// searched for holes itself.
pub fn fill<'v>(form: &str, value: impl Fn(&str) -> Option<&'v str>) -> String {
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
    use super::fill;

    #[test]
    fn known_holes_are_filled_and_the_rest_kept() {
        let value = |name: &str| match name {
            "who" => Some("Ayşe {who}"),
            "0" => Some("3"),
            _ => None,
        };
        assert_eq!(
            fill("{who} played pit {0}; {x} {", value),
            "Ayşe {who} played pit 3; {x} {"
        );
    }
}
