//! Writing a record back as TOML, in the layout of docs/formats.md §1, so that
//! `parse(to_toml(r)) == r`.

use std::fmt::Write;

use super::{IncidentKind, PlayerInfo, Record};

/// A TOML string literal, escaped as TOML requires.
fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

pub fn to_toml(record: &Record) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "variant = {}", quote(&record.variant));
    if let Some(rules) = &record.rules {
        let _ = writeln!(out, "rules = {}", quote(rules));
    }
    if let Some(f) = record.forfeit {
        let _ = writeln!(out, "forfeit = \"{}\"", f.key());
    }
    if let Some(e) = &record.event {
        out.push_str("\n[event]\n");
        if let Some(v) = &e.name {
            let _ = writeln!(out, "name = {}", quote(v));
        }
        if let Some(v) = &e.site {
            let _ = writeln!(out, "site = {}", quote(v));
        }
        if let Some(v) = &e.date {
            let _ = writeln!(out, "date = {}", v.format("%Y-%m-%d"));
        }
        if let Some(v) = e.round {
            let _ = writeln!(out, "round = {v}");
        }
        if let Some(v) = e.table {
            let _ = writeln!(out, "table = {v}");
        }
        if let Some(v) = &e.referee {
            let _ = writeln!(out, "referee = {}", quote(v));
        }
    }
    if let Some(p) = &record.players {
        out.push_str("\n[players]\n");
        let _ = writeln!(out, "first = {}", player(&p.first));
        let _ = writeln!(out, "second = {}", player(&p.second));
    }
    for set in &record.sets {
        out.push_str("\n[[set]]\n");
        if let Some(who) = set.starts {
            let _ = writeln!(out, "starts = \"{}\"", who.key());
        }
        if !set.grid_moves.is_empty() {
            let moves: Vec<String> = set.grid_moves.iter().map(|m| quote(m)).collect();
            let _ = writeln!(out, "moves = [{}]", moves.join(", "));
        }
        match set.result {
            Some(result) => {
                let _ = writeln!(out, "result = \"{}\"", result.key());
            }
            None if !set.grid_moves.is_empty() => {}
            // A set counted on paper has no `moves` key.
            None if set.counted.is_some() => {}
            None => {
                let moves: Vec<String> = set.moves.iter().map(u32::to_string).collect();
                let _ = writeln!(out, "moves = [{}]", moves.join(", "));
            }
        }
        if !set.incidents.is_empty() {
            out.push_str("incidents = [\n");
            for i in &set.incidents {
                let kind = match i.kind {
                    IncidentKind::Warning(r) => {
                        format!("kind = \"warning\", reason = \"{}\"", r.key())
                    }
                    IncidentKind::Timeout => "kind = \"timeout\"".to_string(),
                };
                // Without moves, `after` is optional and 0 when left out.
                let after = if set.counted.is_some() && i.after == 0 {
                    String::new()
                } else {
                    format!("after = {}, ", i.after)
                };
                let _ = writeln!(
                    out,
                    "  {{ {after}player = \"{}\", {kind} }},",
                    i.player.key()
                );
            }
            out.push_str("]\n");
        }
        if let Some(c) = set.claimed {
            let _ = writeln!(
                out,
                "claimed = {{ first = {}, second = {} }}",
                c.first, c.second
            );
        }
        if let Some(c) = set.counted {
            let stores: Vec<String> = [("first", c.first), ("second", c.second)]
                .into_iter()
                .filter_map(|(key, n)| n.map(|n| format!("{key} = {n}")))
                .collect();
            if !stores.is_empty() {
                let _ = writeln!(out, "claimed = {{ {} }}", stores.join(", "));
            }
        }
        if let Some(t) = set.time_left {
            let _ = writeln!(
                out,
                "time_left = {{ first = {}, second = {} }}",
                t.first, t.second
            );
        }
    }
    out.push_str(&history_toml(&record.history));
    out
}

/// A record's `[[history]]` tables as TOML, each after a blank line (empty
/// for none).
pub fn history_toml(history: &[super::Change]) -> String {
    let mut out = String::new();
    for change in history {
        out.push_str("\n[[history]]\n");
        let _ = writeln!(out, "at = {}", change.at);
        let _ = writeln!(out, "by = \"{}\"", change.by.key());
        let _ = writeln!(out, "change = \"{}\"", change.change.key());
        let _ = writeln!(out, "was = {}", quote(&change.was));
    }
    out
}

fn player(p: &PlayerInfo) -> String {
    if p.id.is_none() && !p.visually_impaired {
        return quote(&p.name);
    }
    let mut fields = vec![format!("name = {}", quote(&p.name))];
    if let Some(id) = &p.id {
        fields.push(format!("id = {}", quote(id)));
    }
    if p.visually_impaired {
        fields.push("visually_impaired = true".to_string());
    }
    format!("{{ {} }}", fields.join(", "))
}
