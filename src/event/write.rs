//! Writing an event description back as TOML, so that
//! `parse(to_toml(spec))` gives the same spec (`hakem event import-trf`
//! writes its `event.toml` this way).

use std::fmt::Write;

use super::{ByeValue, DEFAULT_TIE_BREAKS, EventSpec, Ranking};

fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

pub fn to_toml(e: &EventSpec) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "name = {}", quote(&e.name));
    if let Some(v) = &e.site {
        let _ = writeln!(out, "site = {}", quote(v));
    }
    if let Some(v) = e.start {
        let _ = writeln!(out, "start = {}", v.format("%Y-%m-%d"));
    }
    if let Some(v) = e.end {
        let _ = writeln!(out, "end = {}", v.format("%Y-%m-%d"));
    }
    if let Some(v) = &e.chief_arbiter {
        let _ = writeln!(out, "chief_arbiter = {}", quote(v));
    }
    if !e.deputy_arbiters.is_empty() {
        let names: Vec<String> = e.deputy_arbiters.iter().map(|d| quote(d)).collect();
        let _ = writeln!(out, "deputy_arbiters = [{}]", names.join(", "));
    }
    if let Some(v) = &e.federation {
        let _ = writeln!(out, "federation = {}", quote(v));
    }
    if let Some(v) = &e.time_control {
        let _ = writeln!(out, "time_control = {}", quote(v));
    }
    let _ = writeln!(out, "variant = {}", quote(&e.variant));
    if let Some(v) = &e.rules {
        let _ = writeln!(out, "rules = {}", quote(v));
    }
    let _ = writeln!(out, "rounds = {}", e.rounds);
    if e.initial_ranking != Ranking::Surname {
        let _ = writeln!(out, "initial_ranking = \"{}\"", e.initial_ranking.key());
    }
    if let Some(lot) = e.lot {
        let _ = writeln!(out, "lot = \"{}\"", lot.key());
    }
    if e.pairing_bye != ByeValue::Full {
        let _ = writeln!(out, "pairing_bye = \"{}\"", e.pairing_bye.key());
    }
    if e.requested_bye != ByeValue::Half {
        let _ = writeln!(out, "requested_bye = \"{}\"", e.requested_bye.key());
    }
    if e.tie_breaks != DEFAULT_TIE_BREAKS {
        let codes: Vec<String> = e
            .tie_breaks
            .iter()
            .map(|t| format!("\"{}\"", t.code()))
            .collect();
        let _ = writeln!(out, "tie_breaks = [{}]", codes.join(", "));
    }
    if e.first_table != 1 {
        let _ = writeln!(out, "first_table = {}", e.first_table);
    }
    school_keys(&mut out, e);
    for p in &e.players {
        out.push_str(&player_toml(p));
    }
    for p in &e.prohibited {
        out.push_str("\n[[prohibited]]\n");
        let _ = writeln!(
            out,
            "players = [{}, {}]",
            quote(&p.players[0]),
            quote(&p.players[1])
        );
        if let Some(r) = &p.reason {
            let _ = writeln!(out, "reason = {}", quote(r));
        }
    }
    for f in &e.forfeits {
        out.push_str("\n[[forfeit]]\n");
        let _ = writeln!(out, "round = {}", f.round);
        let _ = writeln!(out, "player = {}", quote(&f.player));
    }
    for r in &e.results {
        out.push_str("\n[[result]]\n");
        let _ = writeln!(out, "round = {}", r.round);
        let _ = writeln!(out, "first = {}", quote(&r.first));
        let _ = writeln!(out, "second = {}", quote(&r.second));
        let _ = writeln!(out, "winner = \"{}\"", r.winner.key());
        if let Some([a, b]) = r.set_points {
            let half = |h: u32| {
                if h.is_multiple_of(2) {
                    format!("{}", h / 2)
                } else {
                    format!("{}.5", h / 2)
                }
            };
            let _ = writeln!(out, "set_points = [{}, {}]", half(a), half(b));
        }
        if let Some([a, b]) = r.stones {
            let _ = writeln!(out, "stones = [{a}, {b}]");
        }
    }
    for r in &e.round_starts {
        out.push_str("\n[[round]]\n");
        let _ = writeln!(out, "number = {}", r.round);
        let _ = writeln!(out, "start = {}", r.start.format("%Y-%m-%dT%H:%M"));
    }
    out
}

/// One `[[player]]` table, with the blank line before it.
pub fn player_toml(p: &super::PlayerSpec) -> String {
    let mut out = String::from("\n[[player]]\n");
    let _ = writeln!(out, "id = {}", quote(&p.id));
    let _ = writeln!(out, "given_name = {}", quote(&p.given_name));
    let _ = writeln!(out, "surname = {}", quote(&p.surname));
    if let Some(v) = &p.club {
        let _ = writeln!(out, "club = {}", quote(v));
    }
    if let Some(v) = p.rating {
        let _ = writeln!(out, "rating = {v}");
    }
    if let Some(v) = p.born {
        let _ = writeln!(out, "born = {}", v.written());
    }
    if let Some(v) = &p.category {
        let _ = writeln!(out, "category = {}", quote(v));
    }
    if let Some(v) = p.sex {
        let _ = writeln!(out, "sex = \"{}\"", v.key());
    }
    if let Some(v) = &p.school {
        let _ = writeln!(out, "school = {}", quote(v));
    }
    if let Some(v) = &p.team {
        let _ = writeln!(out, "team = {}", quote(v));
    }
    if let Some(v) = &p.licence {
        let _ = writeln!(out, "licence = {}", quote(v));
    }
    if p.visually_impaired {
        out.push_str("visually_impaired = true\n");
    }
    if let Some(v) = p.from_round {
        let _ = writeln!(out, "from_round = {v}");
    }
    if let Some(v) = p.withdrawn_after {
        let _ = writeln!(out, "withdrawn_after = {v}");
    }
    if !p.byes.is_empty() {
        let byes: Vec<String> = p
            .byes
            .iter()
            .map(|b| match b.value {
                None => b.round.to_string(),
                Some(v) => format!("{{ round = {}, value = \"{}\" }}", b.round, v.key()),
            })
            .collect();
        let _ = writeln!(out, "byes = [{}]", byes.join(", "));
    }
    out
}

/// A school championship's keys: `categories`, `[[list]]`, `[teams]`,
/// `[prizes]` and `[[prize]]` (the tables written before the players:
/// TOML puts a root key's tables anywhere).
fn school_keys(out: &mut String, e: &EventSpec) {
    let quoted = |items: &[String]| -> String {
        items
            .iter()
            .map(|c| quote(c))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !e.categories.is_empty() {
        let _ = writeln!(out, "categories = [{}]", quoted(&e.categories));
    }
    for l in &e.lists {
        out.push_str("\n[[list]]\n");
        let _ = writeln!(out, "id = {}", quote(&l.id));
        let _ = writeln!(out, "name = {}", quote(&l.name));
        if !l.categories.is_empty() {
            let _ = writeln!(out, "category = [{}]", quoted(&l.categories));
        }
        if let Some(v) = l.sex {
            let _ = writeln!(out, "sex = \"{}\"", v.key());
        }
        if let Some(v) = l.born_from {
            let _ = writeln!(out, "born_from = {v}");
        }
        if let Some(v) = l.born_to {
            let _ = writeln!(out, "born_to = {v}");
        }
    }
    if let Some(t) = &e.teams {
        out.push_str("\n[teams]\n");
        let _ = writeln!(out, "by = \"{}\"", t.by.key());
        let _ = writeln!(out, "best = {}", t.best);
        if let Some(l) = &t.list {
            let _ = writeln!(out, "list = {}", quote(l));
        }
    }
    if !e.one_prize_per_player {
        out.push_str("\n[prizes]\none_per_player = false\n");
    }
    for p in &e.prizes {
        out.push_str("\n[[prize]]\n");
        if let Some(l) = &p.list {
            let _ = writeln!(out, "list = {}", quote(l));
        }
        let _ = writeln!(out, "place = {}", p.place);
        let _ = writeln!(out, "name = {}", quote(&p.name));
        if let Some(a) = &p.amount {
            let _ = writeln!(out, "amount = {}", quote(a));
        }
    }
}

/// The text of `event.toml` with round `round` starting at `start`: the
/// `start` of its `[[round]]` replaced where there is one, else a
/// `[[round]]` added at the end; the rest of the text (comments, order)
/// kept as written. `None` for a text that is not TOML.
pub fn with_round_start(text: &str, round: u8, start: chrono::NaiveDateTime) -> Option<String> {
    use toml::de::{DeTable, DeValue};
    let written = start.format("%Y-%m-%dT%H:%M").to_string();
    let doc = DeTable::parse(text).ok()?;
    let span = doc
        .get_ref()
        .get("round")
        .and_then(|v| match v.get_ref() {
            DeValue::Array(items) => items.iter().find_map(|item| match item.get_ref() {
                DeValue::Table(t)
                    if t.get("number").is_some_and(|n| {
                        matches!(n.get_ref(), DeValue::Integer(i) if i.as_str() == round.to_string())
                    }) =>
                {
                    t.get("start").map(|s| s.span())
                }
                _ => None,
            }),
            _ => None,
        });
    Some(match span {
        Some(span) => format!("{}{written}{}", &text[..span.start], &text[span.end..]),
        None => {
            let mut out = text.to_string();
            if !out.is_empty() && !out.ends_with('\n') {
                out.push('\n');
            }
            let _ = write!(out, "\n[[round]]\nnumber = {round}\nstart = {written}\n");
            out
        }
    })
}

#[cfg(test)]
mod round_start_tests {
    use super::with_round_start;

    fn at(s: &str) -> chrono::NaiveDateTime {
        chrono::NaiveDateTime::parse_from_str(s, "%Y-%m-%dT%H:%M").unwrap()
    }

    #[test]
    fn a_round_start_is_added_once_then_replaced_in_place() {
        let text = "name = \"E\" # the event\nrounds = 5";
        let added = with_round_start(text, 3, at("2026-12-12T14:30")).unwrap();
        assert_eq!(
            added,
            "name = \"E\" # the event\nrounds = 5\n\n[[round]]\nnumber = 3\nstart = 2026-12-12T14:30\n"
        );
        let other = with_round_start(&added, 4, at("2026-12-13T09:00")).unwrap();
        let again = with_round_start(&other, 3, at("2026-12-12T15:00")).unwrap();
        assert_eq!(again.matches("[[round]]").count(), 2, "{again}");
        assert!(
            again.contains("number = 3\nstart = 2026-12-12T15:00\n"),
            "{again}"
        );
        assert!(
            again.contains("number = 4\nstart = 2026-12-13T09:00\n"),
            "{again}"
        );
        assert!(again.contains("# the event"), "{again}");
        assert_eq!(with_round_start("name = ", 1, at("2026-12-12T14:30")), None);
    }
}
