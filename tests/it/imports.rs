//! The module import graph has no cycle: imports point down only.
//!
//! Reads every `src/**/*.rs`, takes the module-level `use` declarations
//! (`crate::`, `super::`, `self::` and child-module paths) and any
//! `crate::a::b` path written inline, and resolves each to the deepest
//! module of the crate it names. A module re-exporting its own children
//! (`pub use child::Item` in a `mod.rs`) is a facade, not a dependency,
//! and is not an edge. Test modules (`#[cfg(test)]` onwards) are skipped.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

type Module = Vec<String>;

fn module_of(rel: &Path) -> Module {
    let mut parts: Vec<String> = rel
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn collect(dir: &Path, root: &Path, out: &mut Vec<(Module, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).unwrap();
            if rel == Path::new("main.rs") {
                continue; // the binary, not the library's graph
            }
            out.push((module_of(rel), fs::read_to_string(&path).unwrap()));
        }
    }
}

/// The code before `#[cfg(test)]`, without `//` comments.
fn code(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let line = match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// `a::{b, c::{d, e}}` expanded to `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree).trim();
        return vec![path.to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap()];
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, ch) in inner.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter(|s| !s.trim().is_empty())
        .flat_map(expand)
        .map(|s| format!("{prefix}{s}"))
        .collect()
}

/// The deepest known module `path` (relative to `from`) names, if any.
fn resolve(path: &str, from: &Module, modules: &BTreeSet<Module>) -> Option<Module> {
    let segs: Vec<&str> = path.split("::").map(str::trim).collect();
    let mut base: Module = Vec::new();
    let mut rest = &segs[..];
    match segs.first().copied() {
        Some("crate") => rest = &segs[1..],
        Some("super") => {
            base = from.clone();
            while rest.first() == Some(&"super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        Some("self") => {
            base = from.clone();
            rest = &segs[1..];
        }
        Some(first) => {
            let mut child = from.clone();
            child.push(first.to_string());
            if !modules.contains(&child) {
                return None; // another crate, or std
            }
            base = from.clone();
        }
        None => return None,
    }
    let mut found = base.clone();
    let mut cur = base;
    for s in rest {
        cur.push((*s).to_string());
        if modules.contains(&cur) {
            found = cur.clone();
        } else {
            break;
        }
    }
    Some(found)
}

fn graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &root, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, text) in &files {
        let code = code(text);
        let mut add = |target: Module| {
            if &target != module {
                edges.entry(module.clone()).or_default().insert(target);
            }
        };
        let mut aliases: BTreeMap<String, Module> = BTreeMap::new();
        // Module-level `use` declarations (unindented), up to their `;`.
        let mut other = String::new();
        let mut lines = code.lines();
        while let Some(line) = lines.next() {
            let (public, tree) = if let Some(t) = line.strip_prefix("use ") {
                (false, t)
            } else if let Some(t) = line.strip_prefix("pub use ") {
                (true, t)
            } else if let Some(t) = line.strip_prefix("pub(crate) use ") {
                (true, t)
            } else {
                other.push_str(line);
                other.push('\n');
                continue;
            };
            let mut tree = tree.to_string();
            while !tree.contains(';') {
                match lines.next() {
                    Some(more) => tree.push_str(more),
                    None => break,
                }
            }
            let tree = tree.split(';').next().unwrap_or_default();
            for path in expand(tree) {
                let path = path.trim_end_matches("::self").to_string();
                if let Some(target) = resolve(&path, module, &modules) {
                    let last = path.rsplit("::").next().unwrap_or_default();
                    if target.last().is_some_and(|t| t == last) && !public {
                        aliases.insert(last.to_string(), target.clone());
                    }
                    let facade = public && target.starts_with(module) && target != *module;
                    if !facade {
                        add(target);
                    }
                }
            }
        }
        // Paths written inline: `crate::a::b`, `super::a`, a child module,
        // or a module brought in by a `use` above (`commands::check::run`).
        let mut rest = other.as_str();
        while let Some(i) = rest.find(|c: char| c.is_ascii_lowercase()) {
            let before = rest[..i].chars().last();
            let tail = &rest[i..];
            let end = tail
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(tail.len());
            let path = tail[..end].trim_end_matches(':');
            let word_start = !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
            if word_start && path.contains("::") {
                let first = path.split("::").next().unwrap_or_default();
                let resolved = match aliases.get(first) {
                    Some(m) => {
                        let full = format!("crate::{}::{}", m.join("::"), &path[first.len() + 2..]);
                        resolve(&full, module, &modules)
                    }
                    None => resolve(path, module, &modules),
                };
                if let Some(target) = resolved {
                    add(target);
                }
            }
            rest = &rest[i + end.max(1)..];
        }
    }
    edges
}

fn name(m: &Module) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

/// A cycle through the graph, as module names, if there is one.
fn find_cycle(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<String>> {
    // 0 unvisited, 1 on the stack, 2 done.
    fn visit(
        m: &Module,
        edges: &BTreeMap<Module, BTreeSet<Module>>,
        state: &mut BTreeMap<Module, u8>,
        stack: &mut Vec<Module>,
    ) -> Option<Vec<String>> {
        state.insert(m.clone(), 1);
        stack.push(m.clone());
        for next in edges.get(m).into_iter().flatten() {
            match state.get(next).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|s| s == next).unwrap();
                    let mut cycle: Vec<String> = stack[from..].iter().map(name).collect();
                    cycle.push(name(next));
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(next, edges, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(m.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in edges.keys() {
        if state.get(m).copied().unwrap_or(0) == 0 {
            let mut stack = Vec::new();
            if let Some(c) = visit(m, edges, &mut state, &mut stack) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn the_import_graph_has_no_cycle() {
    let edges = graph();
    if let Some(cycle) = find_cycle(&edges) {
        panic!("import cycle: {}", cycle.join(" -> "));
    }
}

#[test]
fn the_checker_sees_a_cycle() {
    // The checker itself: a two-module cycle and an inline path are found.
    let a: Module = vec!["a".into()];
    let b: Module = vec!["b".into()];
    let modules: BTreeSet<Module> = [a.clone(), b.clone()].into();
    assert_eq!(resolve("crate::b::Thing", &a, &modules), Some(b.clone()));
    assert_eq!(resolve("super::a::X", &b, &modules), Some(a.clone()));
    assert_eq!(resolve("serde::Serialize", &a, &modules), None);
    assert_eq!(
        expand("crate::{a::X, b::{Y, Z as W}}"),
        ["crate::a::X", "crate::b::Y", "crate::b::Z"]
    );
    let mut edges = BTreeMap::new();
    edges.insert(a.clone(), BTreeSet::from([b.clone()]));
    assert!(find_cycle(&edges).is_none());
    edges.insert(b, BTreeSet::from([a]));
    assert!(find_cycle(&edges).is_some());
}

#[test]
fn the_ruleset_reader_knows_nothing_of_records_or_commands() {
    // `ruleset::parse` reads TOML into a checked ruleset; where an
    // `extends` name leads is asked of its caller.
    let edges = graph();
    let parse: Module = vec!["ruleset".into(), "parse".into()];
    let allowed = [
        "ruleset",
        "ruleset::builtin",
        "ruleset::local_text",
        "files::builtin_or_path",
        "text::diagnostic",
        "error",
        "files::toml_reader",
        // Its problems are typed messages: the words layer, and the crate's
        // `messages!` macro.
        "words",
        "crate",
    ];
    for target in edges.get(&parse).into_iter().flatten() {
        assert!(
            allowed.contains(&name(target).as_str()),
            "ruleset::parse imports {}",
            name(target)
        );
    }
}

#[test]
fn no_command_imports_a_sibling_or_the_command_line() {
    // Commands share code through modules below them, never each other.
    let edges = graph();
    for (from, targets) in &edges {
        if from.len() == 2 && from[0] == "commands" {
            for target in targets {
                let sibling = target.len() == 2 && target[0] == "commands" && target != from;
                assert!(
                    !sibling && target.first().map(String::as_str) != Some("cli"),
                    "{} imports {}",
                    name(from),
                    name(target)
                );
            }
        }
    }
}

#[test]
fn sheet_renderers_import_only_the_view() {
    // A renderer lays out a `sheet::view` already in its language: no
    // model, no words of its own, no decision.
    let edges = graph();
    for renderer in ["html", "text", "markdown"] {
        let from: Module = vec!["sheet".into(), renderer.into()];
        let targets = edges.get(&from).expect("the renderer exists");
        for target in targets {
            assert_eq!(name(target), "sheet::view", "sheet::{renderer} imports it");
        }
    }
}

#[test]
fn exit_statuses_are_decided_in_error_rs_only() {
    // No `process::exit` in the crate: every status goes through
    // `Error::exit_code` / `Status::code` and `main`.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &root, &mut files);
    let main = fs::read_to_string(root.join("main.rs")).unwrap();
    for (module, text) in files
        .iter()
        .map(|(m, t)| (name(m), t))
        .chain([("main".into(), &main)])
    {
        assert!(
            !code(text).contains("process::exit"),
            "{module} calls process::exit"
        );
    }
}

/// The folders of `src/` are the layers, top to bottom (`lib.rs` and
/// `docs/architecture.md` draw the same list). A module may import its own
/// layer or one below, never one above.
const LAYERS: &[&[&str]] = &[
    &["cli", "commands"],
    &["live", "serve"],
    &["report", "sheet"],
    &["event"],
    &["referee", "swiss", "analysis"],
    &["record", "engine", "grid"],
    &["ruleset"],
    &["files"],
    &["error", "text", "settings"],
    &["words"],
];

fn layer_of(m: &Module) -> Option<usize> {
    let top = m.first()?;
    LAYERS
        .iter()
        .position(|layer| layer.contains(&top.as_str()))
}

#[test]
fn every_top_level_module_has_a_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for entry in fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if matches!(name.as_str(), "lib" | "main") {
            continue;
        }
        assert!(
            layer_of(&vec![name.clone()]).is_some(),
            "src/{name} is in no layer of tests/it/imports.rs (LAYERS)"
        );
    }
}

#[test]
fn no_import_runs_up_a_layer() {
    let mut upward = Vec::new();
    for (from, targets) in graph() {
        let Some(from_layer) = layer_of(&from) else {
            continue;
        };
        for target in targets {
            if let Some(to_layer) = layer_of(&target)
                && to_layer < from_layer
            {
                upward.push(format!("{} imports {}", name(&from), name(&target)));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports that run up a layer:\n{}",
        upward.join("\n")
    );
}
