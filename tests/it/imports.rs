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
/// layer or one below, never one above. An entry is a module path: a
/// folder's files may sit at different layers (the grid family's room,
/// `grid`: its engine with `engine`, its judging with `referee`, its report
/// with `report`), and the longest path that is a prefix of a module places
/// it.
const LAYERS: &[&[&str]] = &[
    &["cli", "commands"],
    &["live", "serve"],
    &["report", "sheet", "grid::report", "grid::replay"],
    &["event"],
    &[
        "referee",
        "swiss",
        "analysis",
        "family",
        "grid::open",
        "grid::sets",
        "grid::questions",
        "grid::simulate",
    ],
    &["record", "engine", "grid"],
    &["ruleset"],
    &["files"],
    &["error", "text", "settings"],
    &["words"],
];

/// Whether module `m` is `path` or one of its submodules.
fn within(m: &Module, path: &str) -> bool {
    let segs: Vec<&str> = path.split("::").collect();
    m.len() >= segs.len() && m.iter().zip(&segs).all(|(a, b)| a == b)
}

/// The layer of `m`: that of the longest entry of `LAYERS` it is within.
fn layer_of(m: &Module) -> Option<usize> {
    LAYERS
        .iter()
        .enumerate()
        .flat_map(|(i, layer)| layer.iter().map(move |path| (i, *path)))
        .filter(|(_, path)| within(m, path))
        .max_by_key(|(_, path)| path.split("::").count())
        .map(|(i, _)| i)
}

#[test]
fn a_submodule_path_places_a_module_in_its_own_layer() {
    // The longest entry wins: the grid room's files sit where they work.
    let m = |p: &str| -> Module { p.split("::").map(String::from).collect() };
    let game = layer_of(&m("engine")).unwrap();
    let decisions = layer_of(&m("referee")).unwrap();
    let report = layer_of(&m("report")).unwrap();
    assert_eq!(layer_of(&m("grid")), Some(game));
    assert_eq!(layer_of(&m("grid::board")), Some(game));
    assert_eq!(layer_of(&m("grid::sets")), Some(decisions));
    assert_eq!(layer_of(&m("grid::report")), Some(report));
    assert_eq!(layer_of(&m("gridlock")), None);
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

/// Modules above the decisions that still name the grid room directly:
/// the printable sheets (`sheet::model`, `sheet::compose`, `sheet::judging`)
/// draw a grid set's board and moves, and move to `family` on their own.
const REACHING_INTO_THE_ROOM: &[&str] = &["sheet"];

#[test]
fn above_the_decisions_the_grid_room_is_reached_through_family() {
    // The two families meet in `family` (decisions) and `report::family`
    // (words): the commands, `live` and the reports ask there, never a
    // file of `src/grid/` (the layers below, the decisions and the room's
    // own files may).
    let decisions = layer_of(&vec!["family".to_string()]).unwrap();
    let mut direct = Vec::new();
    for (from, targets) in graph() {
        let meeting = ["grid", "family", "report::family"]
            .iter()
            .chain(REACHING_INTO_THE_ROOM)
            .any(|p| within(&from, p));
        if meeting || layer_of(&from).is_none_or(|l| l >= decisions) {
            continue;
        }
        for target in targets.iter().filter(|t| within(t, "grid")) {
            direct.push(format!("{} imports {}", name(&from), name(target)));
        }
    }
    assert!(
        direct.is_empty(),
        "modules above the decisions naming the grid room (ask `family` or `report::family`):\n{}",
        direct.join("\n")
    );
}

/// The most lines a source file may have.
const MAX_LINES: usize = 1_000;

/// The files of `files` (a path and its text) over [`MAX_LINES`], each
/// named with its count.
fn too_long<'a>(files: impl IntoIterator<Item = (String, &'a str)>) -> Vec<String> {
    files
        .into_iter()
        .map(|(path, text)| (path, text.lines().count()))
        .filter(|(_, lines)| *lines > MAX_LINES)
        .map(|(path, lines)| format!("{path}: {lines} lines"))
        .collect()
}

fn source_files(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap();
            out.push((
                rel.display().to_string(),
                fs::read_to_string(&path).unwrap(),
            ));
        }
    }
}

#[test]
fn no_source_file_is_over_a_thousand_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    source_files(&root, &mut files);
    assert!(files.len() > 100, "the sources are found");
    let long = too_long(files.iter().map(|(p, t)| (p.clone(), t.as_str())));
    assert!(
        long.is_empty(),
        "source files over {MAX_LINES} lines (split them by concept):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_line_count_sees_a_long_file() {
    let long = "x\n".repeat(MAX_LINES + 1);
    let exact = "x\n".repeat(MAX_LINES);
    assert_eq!(
        too_long([
            ("src/long.rs".into(), long.as_str()),
            ("src/ok.rs".into(), exact.as_str())
        ]),
        ["src/long.rs: 1001 lines"]
    );
}

/// What a row of docs/architecture.md's module table lets its module import.
#[derive(Debug, PartialEq)]
enum MayImport {
    /// Every module of a layer below (`commands`).
    EverythingBelow,
    /// These module paths and their submodules (none: "nothing").
    Paths(Vec<String>),
}

/// The bottom layers, which "leaves" in the table names.
const LEAVES: [&str; 5] = ["files", "error", "text", "settings", "words"];

/// The rows of the module table (`## Modules`): each row's module and what
/// its last column lets it import. A row's cells are split at ` | `; the
/// last column is read from the last one, so a `|` inside the middle
/// column's code does not matter.
fn module_table(doc: &str) -> Result<Vec<(String, MayImport)>, String> {
    let start = doc
        .find("| module | what it is | may import |")
        .ok_or("no module table")?;
    let mut rows = Vec::new();
    for line in doc[start..].lines().skip(2) {
        let Some(inner) = line.strip_prefix("| ").and_then(|l| l.strip_suffix(" |")) else {
            break;
        };
        let (first, last) = match (inner.find(" | "), inner.rfind(" | ")) {
            (Some(a), Some(b)) if a < b => (&inner[..a], &inner[b + 3..]),
            _ => return Err(format!("a row without three columns: {line}")),
        };
        let module = first
            .strip_prefix('`')
            .and_then(|m| m.strip_suffix('`'))
            .filter(|m| !m.contains('`'))
            .ok_or(format!("a row's module is not one `path`: {first}"))?;
        let may = match last {
            "everything below" => MayImport::EverythingBelow,
            "nothing" | "nothing of hakem" => MayImport::Paths(Vec::new()),
            _ => {
                let mut paths = Vec::new();
                for item in last.split(", ") {
                    match item {
                        "leaves" => paths.extend(LEAVES.map(String::from)),
                        _ => match item.strip_prefix('`').and_then(|i| i.strip_suffix('`')) {
                            Some(p) if !p.contains('`') && !p.contains(' ') => {
                                paths.push(p.to_string())
                            }
                            _ => {
                                return Err(format!(
                                    "`{module}` may import {item:?}: not a `module::path`, \
                                     \"leaves\", \"nothing\" or \"everything below\""
                                ));
                            }
                        },
                    }
                }
                MayImport::Paths(paths)
            }
        };
        rows.push((module.to_string(), may));
    }
    Ok(rows)
}

/// The imports of `edges` the table's `rows` do not allow, and the modules
/// no row covers. A module's row is the most specific row within which it
/// lies; it may import its own row's module and submodules, and the paths
/// listed (with their submodules).
fn against_the_table(
    rows: &[(String, MayImport)],
    modules: &BTreeSet<Module>,
    edges: &BTreeMap<Module, BTreeSet<Module>>,
) -> Vec<String> {
    let row_of = |m: &Module| {
        rows.iter()
            .filter(|(path, _)| within(m, path))
            .max_by_key(|(path, _)| path.split("::").count())
    };
    let mut wrong = Vec::new();
    for (path, may) in rows {
        let named = |p: &str| modules.iter().any(|m| name(m) == p);
        if !named(path) {
            wrong.push(format!("the table's row `{path}` is no module"));
        }
        if let MayImport::Paths(paths) = may {
            for p in paths.iter().filter(|p| !named(p)) {
                wrong.push(format!("`{path}` may import `{p}`, which is no module"));
            }
        }
    }
    for m in modules.iter().filter(|m| !m.is_empty()) {
        let Some((row, may)) = row_of(m) else {
            wrong.push(format!("{} is in no row of the module table", name(m)));
            continue;
        };
        // The crate's root holds the macros (`crate::messages!`), not code.
        for target in edges.get(m).into_iter().flatten() {
            let allowed = target.is_empty()
                || within(target, row)
                || match may {
                    MayImport::EverythingBelow => layer_of(target) > layer_of(m),
                    MayImport::Paths(paths) => paths.iter().any(|p| within(target, p)),
                };
            if !allowed {
                wrong.push(format!(
                    "{} imports {} (its row `{row}` does not list it)",
                    name(m),
                    name(target)
                ));
            }
        }
    }
    wrong
}

fn modules() -> BTreeSet<Module> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &root, &mut files);
    files.into_iter().map(|(m, _)| m).collect()
}

#[test]
fn every_module_imports_only_what_its_row_of_the_architecture_allows() {
    let doc =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md"))
            .unwrap();
    let rows = module_table(&doc).unwrap();
    assert!(rows.len() > 30, "the table is read");
    let wrong = against_the_table(&rows, &modules(), &graph());
    assert!(
        wrong.is_empty(),
        "docs/architecture.md's \"may import\" column and the code disagree:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_table_checker_sees_a_forbidden_import() {
    let m = |p: &str| -> Module { p.split("::").map(String::from).collect() };
    let doc = "| module | what it is | may import |\n| --- | --- | --- |\n\
               | `words` | the words, `a | b` | nothing of hakem |\n\
               | `engine` | the engine | `ruleset`, leaves |\n\
               | `engine::end` | a leaf | nothing |\n\
               | `commands` | commands | everything below |\n\n";
    let rows = module_table(doc).unwrap();
    assert_eq!(
        rows[1].1,
        MayImport::Paths(vec![
            "ruleset".into(),
            "files".into(),
            "error".into(),
            "text".into(),
            "settings".into(),
            "words".into()
        ])
    );
    let modules: BTreeSet<Module> = [
        "files",
        "error",
        "text",
        "settings",
        "words",
        "engine",
        "engine::end",
        "engine::position",
        "ruleset",
        "ruleset::parse",
        "commands",
        "cli",
        "grid",
    ]
    .map(m)
    .into();
    let edge = |from: &str, to: &str| {
        against_the_table(
            &rows,
            &modules,
            &BTreeMap::from([(m(from), BTreeSet::from([m(to)]))]),
        )
    };
    let none: Vec<String> = Vec::new();
    let errors = |from: &str, to: &str| {
        edge(from, to)
            .into_iter()
            .filter(|e| !e.ends_with("is in no row of the module table"))
            .collect::<Vec<_>>()
    };
    // Allowed: a listed path and its submodules, the row's own submodules,
    // a layer below for "everything below".
    assert_eq!(errors("engine::position", "ruleset::parse"), none);
    assert_eq!(errors("engine", "engine::end"), none);
    assert_eq!(errors("commands", "engine"), none);
    // Refused: "nothing of hakem", a more specific row's "nothing", a
    // module not listed, a layer above.
    assert_eq!(
        errors("words", "engine"),
        ["words imports engine (its row `words` does not list it)"]
    );
    assert_eq!(
        errors("engine::end", "ruleset"),
        ["engine::end imports ruleset (its row `engine::end` does not list it)"]
    );
    assert_eq!(
        errors("engine", "grid"),
        ["engine imports grid (its row `engine` does not list it)"]
    );
    assert_eq!(
        errors("commands", "cli"),
        ["commands imports cli (its row `commands` does not list it)"]
    );
    // A module no row covers, and a row or a path that is no module.
    assert!(
        edge("engine", "engine::end")
            .contains(&"grid is in no row of the module table".to_string())
    );
    let typo = module_table(
        "| module | what it is | may import |\n| --- | --- | --- |\n| `engin` | x | `rulset` |\n",
    )
    .unwrap();
    let wrong = against_the_table(&typo, &modules, &BTreeMap::new());
    assert!(wrong.contains(&"the table's row `engin` is no module".to_string()));
    assert!(wrong.contains(&"`engin` may import `rulset`, which is no module".to_string()));
    // A column that is not a list of paths.
    assert!(module_table("| module | what it is | may import |\n| --- | --- | --- |\n| `engine` | x | the rules |\n").is_err());
}
