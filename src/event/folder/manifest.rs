//! `pairing.toml`: a paired round as it was paired.

use std::sync::Arc;

use toml::de::DeValue;

use crate::event::parse::{EventFileProblem, EventTable, found};
use crate::files::toml_reader::{Part, Problems, Table, name_value, parse_document};
use crate::text::diagnostic::{Diagnostics, Source};

/// A key of `pairing.toml` as its problems name it.
fn key(path: &str) -> Part {
    Part::Key { path: path.into() }
}

/// A round as `pairing.toml` has it: the boards in table order (the first
/// player starts set 1) and the pairing-allocated bye.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Manifest {
    pub round: u8,
    pub tables: Vec<[String; 2]>,
    pub bye: Option<String>,
}

impl Manifest {
    pub fn to_toml(&self) -> String {
        let quote = |s: &str| toml::Value::String(s.to_string()).to_string();
        let mut out = format!(
            "# Round {} as paired by `hakem pair`: the tables in order, the first player\n\
             # of each starts set 1. The records beside this file are the tables.\n\
             # Do not edit: re-pair with `hakem pair DIR --round {}` while no record holds a move.\n\
             round = {}\n",
            self.round, self.round, self.round
        );
        if let Some(bye) = &self.bye {
            out.push_str(&format!(
                "bye = {}   # the pairing-allocated bye\n",
                quote(bye)
            ));
        }
        out.push_str("tables = [\n");
        for (i, [a, b]) in self.tables.iter().enumerate() {
            out.push_str(&format!(
                "  [{}, {}],   # table {}\n",
                quote(a),
                quote(b),
                i + 1
            ));
        }
        out.push_str("]\n");
        out
    }

    pub fn parse(source: &Arc<Source>) -> Result<Manifest, Diagnostics> {
        let doc = parse_document(source)?;
        let problems = Problems::default();
        let root = Table::new(&problems, doc.get_ref(), 0..0, EventTable::Pairing);
        let round = root
            .required("round")
            .and_then(|_| root.int("round", 1..=i64::from(crate::swiss::MAX_ROUNDS)));
        let bye = root
            .get("bye")
            .and_then(|v| name_value(&root, v, key("bye")));
        let mut tables = Vec::new();
        if let Some(items) = root.required("tables").and_then(|_| root.array("tables")) {
            for item in items.iter() {
                match item.get_ref() {
                    DeValue::Array(pair) if pair.len() == 2 => {
                        let a = name_value(&root, &pair[0], key("tables"));
                        let b = name_value(&root, &pair[1], key("tables"));
                        if let (Some(a), Some(b)) = (a, b) {
                            tables.push([a, b]);
                        }
                    }
                    other => problems.push(
                        item.span(),
                        EventFileProblem::NotATable {
                            found: found(other),
                        },
                    ),
                }
            }
        }
        root.finish();
        let manifest = Manifest {
            round: round.unwrap_or(0) as u8,
            tables,
            bye,
        };
        problems.into_result(source, manifest)
    }
}
