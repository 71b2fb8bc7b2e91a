//! The Fluent files against the code: every language defines every
//! message with the same variables, every message the code can produce is
//! there, no word is left that the code cannot produce, and no Turkish
//! message is its English one unless marked as a name.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use fluent_syntax::parser;

use super::locale::{embedded, sources};
use super::*;

/// A message of a file: its variables, the messages it refers to, and
/// whether its comment marks it as a name (the same in every language).
#[derive(Debug, Default)]
struct Entry {
    file: String,
    variables: BTreeSet<String>,
    references: BTreeSet<String>,
    text: String,
    name: bool,
}

fn entries(language: Language) -> BTreeMap<String, Entry> {
    let mut out = BTreeMap::new();
    for (file, text) in sources(language) {
        let resource = match parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{language}/{file}: {errors:?}"),
        };
        for entry in resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let mut e = Entry {
                file: file.clone(),
                ..Entry::default()
            };
            if let Some(pattern) = &message.value {
                walk(pattern, &mut e);
            }
            for attribute in &message.attributes {
                walk(&attribute.value, &mut e);
            }
            e.name = message
                .comment
                .as_ref()
                .is_some_and(|c| c.content.iter().any(|l| l.trim_start().starts_with("name")));
            let id = message.id.name.to_string();
            assert!(
                out.insert(id.clone(), e).is_none(),
                "{language}: {id} is defined twice"
            );
        }
    }
    out
}

fn walk(pattern: &ast::Pattern<&str>, e: &mut Entry) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => e.text.push_str(value),
            ast::PatternElement::Placeable { expression } => expression_of(expression, e),
        }
    }
}

fn expression_of(expression: &ast::Expression<&str>, e: &mut Entry) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline(selector, e);
            for v in variants {
                e.text.push('[');
                walk(&v.value, e);
                e.text.push(']');
            }
        }
        ast::Expression::Inline(i) => inline(i, e),
    }
}

fn inline(i: &ast::InlineExpression<&str>, e: &mut Entry) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            e.variables.insert(id.name.to_string());
            e.text.push_str(&format!("{{${}}}", id.name));
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            e.references.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                inline(p, e);
            }
            for n in &arguments.named {
                inline(&n.value, e);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_of(expression, e),
        ast::InlineExpression::StringLiteral { value } => e.text.push_str(value),
        ast::InlineExpression::NumberLiteral { value } => e.text.push_str(value),
        ast::InlineExpression::TermReference { .. } => {}
    }
}

/// Every family's ids and variables, as the code declares them.
fn catalogue() -> BTreeMap<&'static str, BTreeSet<&'static str>> {
    let mut out = BTreeMap::new();
    for family in inventory::iter::<Catalogue> {
        for (id, variables) in family.0 {
            let previous = out.insert(*id, variables.iter().copied().collect::<BTreeSet<_>>());
            assert!(previous.is_none(), "the id {id} is declared twice");
        }
    }
    out
}

#[test]
fn every_built_in_language_defines_every_message_with_the_same_variables() {
    let english = entries(Language::EN);
    for (tag, _) in embedded() {
        let language = Language::parse(tag).unwrap();
        let other = entries(language);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{tag} lacks {missing:?}");
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            extra.is_empty(),
            "{tag} has, and English has not, {extra:?}"
        );
        for (id, e) in &english {
            assert_eq!(
                e.variables, other[id].variables,
                "{id}: English and {tag} use other variables"
            );
        }
    }
}

#[test]
fn every_message_the_code_can_produce_is_in_the_files_and_nothing_else_is() {
    let english = entries(Language::EN);
    let catalogue = catalogue();
    let labels: BTreeSet<&str> = Label::ALL.iter().map(|l| l.id()).collect();
    for (id, variables) in &catalogue {
        let entry = english
            .get(*id)
            .unwrap_or_else(|| panic!("{id} is not in locales/en"));
        let unknown: Vec<_> = entry
            .variables
            .iter()
            .filter(|v| !variables.contains(v.as_str()))
            .collect();
        assert!(
            unknown.is_empty(),
            "{id} ({}) uses {unknown:?}, which the code does not give (it gives {variables:?})",
            entry.file
        );
    }
    for id in &labels {
        assert!(
            english.contains_key(*id),
            "the label {id} is not in locales/en"
        );
        assert!(!catalogue.contains_key(id), "{id} is a label and a message");
    }
    let referred: BTreeSet<&String> = english.values().flat_map(|e| &e.references).collect();
    let unused: Vec<_> = english
        .keys()
        .filter(|id| {
            !catalogue.contains_key(id.as_str())
                && !labels.contains(id.as_str())
                && !referred.contains(id)
        })
        .collect();
    assert!(unused.is_empty(), "words no code produces: {unused:?}");
    for id in referred {
        assert!(
            english.contains_key(id),
            "a message refers to {id}, which is not defined"
        );
    }
}

#[test]
fn variables_are_named_for_their_facts_and_labels_have_none() {
    // `$p1`, `$p2`: a hole filled by position, not a fact by name.
    let positional = |v: &str| {
        v.strip_prefix('p')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    for (tag, _) in embedded() {
        let language = Language::parse(tag).unwrap();
        for (id, e) in entries(language) {
            let holes: Vec<_> = e.variables.iter().filter(|v| positional(v)).collect();
            assert!(
                holes.is_empty(),
                "{tag}/{}: {id} has {holes:?}; name each variable for its fact",
                e.file
            );
        }
        let all = entries(language);
        for label in Label::ALL {
            let e = &all[label.id()];
            assert!(
                e.variables.is_empty(),
                "{tag}: the label {} has variables {:?}; a phrase with facts is a message",
                label.id(),
                e.variables
            );
        }
    }
}

#[test]
fn no_turkish_message_is_its_english_unless_marked_as_a_name() {
    let english = entries(Language::EN);
    let turkish = entries(Language::TR);
    let same: Vec<_> = turkish
        .iter()
        .filter(|(id, e)| !e.name && english.get(*id).is_some_and(|en| en.text == e.text))
        .map(|(id, _)| id)
        .collect();
    assert!(
        same.is_empty(),
        "Turkish as English, not marked `# name`: {same:?}"
    );
}

#[test]
fn turkish_suffixes_come_from_the_fluent_functions() {
    let locale = super::locale::test_locale(
        Language::TR,
        "m = { SUFFIX($name, \"in\") } { SUFFIX($n, \"i\") } { ORDINAL-SUFFIX($place, \"lik\") }\n",
    );
    let args = [
        ("name", Arg::Text("Ayşe".into())),
        ("n", Arg::Number(3.0)),
        ("place", Arg::Number(2.0)),
    ];
    assert_eq!(
        super::handle::format_in(locale, "m", &args),
        "Ayşe'nin 3'ü 2.'lik"
    );
}

#[test]
fn a_label_is_worded_in_each_language() {
    assert_eq!(Words::new(Language::EN).t(Label::Points), "Points");
    assert_eq!(Words::new(Language::TR).t(Label::Points), "Puan");
}

#[test]
fn a_message_is_worded_with_its_facts_and_nested_messages() {
    let warning = LocaleWarning::TooManyFiles {
        path: "x/tr".into(),
        max: 64,
    };
    let english = Words::english().say(&warning);
    assert!(
        english.contains("x/tr") && english.contains("64"),
        "{english}"
    );
    let turkish = Words::new(Language::TR).say(&warning);
    assert_ne!(english, turkish);
}
