//! Reading a ruleset from TOML and checking it. All problems are collected,
//! each with its location; only a ruleset without any becomes a [`Ruleset`].

use std::path::Path;
use std::sync::Arc;

use toml::de::DeValue;

use super::{
    CaptureRule, CountCondition, End, GrandSlam, Leftover, LoneSeed, MAX_PITS, RowEmpty, Ruleset,
    Side, Sowing, Take,
};
use crate::diagnostic::{Diagnostics, Source};
use crate::error::Error;
use crate::toml_reader::{
    Problems, Table, Value, choice_value, describe, int_value, parse_document,
};

/// Largest seed count a pit may start with (keeps every count in a `u16`).
const MAX_SEEDS: i64 = 1000;

/// Reads a ruleset file from disk.
pub fn load(path: &Path) -> Result<Ruleset, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    let source = Source::new(path.display().to_string(), text);
    parse(&source).map_err(Error::Input)
}

/// Parses and checks a ruleset.
pub fn parse(source: &Arc<Source>) -> Result<Ruleset, Diagnostics> {
    let doc = parse_document(source)?;
    let problems = Problems::default();
    let root = Table::new(
        &problems,
        doc.get_ref(),
        0..source.text.len(),
        "the ruleset",
    );
    let ruleset = read_ruleset(&root);
    root.finish();
    match ruleset {
        Some(r) if problems.is_empty() => Ok(r.with_masks()),
        _ => {
            // Make sure a failed read is never silent.
            if problems.is_empty() {
                problems.push(0..0, "the ruleset could not be read");
            }
            Err(problems.into_result(source, ()).unwrap_err())
        }
    }
}

fn read_ruleset(root: &Table<'_, '_>) -> Option<Ruleset> {
    let name = root.required("name").and_then(|v| name_value(root, v));
    let title = required_string(root, "title");
    let summary = root.string("summary").unwrap_or_default();
    let source = required_string(root, "source");
    let tournament = root.string("tournament");

    let (pits, seeds) = match root.table("board") {
        Some(board) => {
            let pits = board.int("pits", 1..=MAX_PITS as i64);
            let seeds = board.int("seeds", 1..=MAX_SEEDS);
            board.finish();
            (pits.unwrap_or(6), seeds.unwrap_or(4))
        }
        None => {
            root.problem(
                0..0,
                "the ruleset: missing table [board] (with `pits` and `seeds`)",
            );
            (6, 4)
        }
    };
    let sowing = read_sowing(root);
    let captures = read_captures(root, 2 * pits as u16 * seeds as u16);
    let (grand_slam, must_feed) = read_moves(root);
    let end = read_end(root);

    let ruleset = Ruleset {
        name: name?,
        title: title?,
        summary,
        source: source?,
        tournament,
        pits: pits as u8,
        seeds: seeds as u16,
        sowing: sowing?,
        captures: captures?,
        grand_slam,
        must_feed,
        end,
        skip_masks: [0; 2],
    };
    check_contradictions(root, &ruleset);
    Some(ruleset)
}

fn required_string(t: &Table<'_, '_>, key: &'static str) -> Option<String> {
    t.required(key)?;
    t.string(key)
}

fn name_value(t: &Table<'_, '_>, v: &Value<'_>) -> Option<String> {
    match v.get_ref() {
        DeValue::String(s)
            if !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') =>
        {
            Some(s.to_string())
        }
        other => {
            t.problem(
                v.span(),
                format!(
                    "`name`: expected a name of lowercase letters, digits and '-', found {}",
                    describe(other)
                ),
            );
            None
        }
    }
}

fn read_sowing(root: &Table<'_, '_>) -> Option<Sowing> {
    let defaults = Sowing {
        origin_first: false,
        lone_seed: LoneSeed::Next,
        skip_origin: false,
        own_store: true,
        opponent_store: false,
        extra_turn: true,
    };
    let Some(t) = root.table("sowing") else {
        return Some(defaults);
    };
    let s = Sowing {
        origin_first: t.bool("origin_first").unwrap_or(defaults.origin_first),
        lone_seed: t
            .choice(
                "lone_seed",
                &[("next", LoneSeed::Next), ("sow", LoneSeed::Sow)],
            )
            .unwrap_or(defaults.lone_seed),
        skip_origin: t.bool("skip_origin").unwrap_or(defaults.skip_origin),
        own_store: t.bool("own_store").unwrap_or(defaults.own_store),
        opponent_store: t.bool("opponent_store").unwrap_or(defaults.opponent_store),
        extra_turn: t.bool("extra_turn").unwrap_or(defaults.extra_turn),
    };
    let span = |key| t.key_span(key).unwrap_or(t.span());
    if s.extra_turn && !s.own_store {
        t.problem(
            span("extra_turn"),
            "[sowing]: `extra_turn = true` contradicts `own_store = false`: \
             the last seed can never land in the mover's store",
        );
    }
    if s.origin_first && s.skip_origin {
        t.problem(
            span("skip_origin"),
            "[sowing]: `skip_origin = true` contradicts `origin_first = true`: \
             the first seed goes back into the emptied pit",
        );
    }
    if s.origin_first && s.lone_seed == LoneSeed::Sow {
        t.problem(
            span("lone_seed"),
            "[sowing]: `lone_seed = \"sow\"` with `origin_first = true` puts a lone seed \
             back where it was taken: the move would change nothing",
        );
    }
    t.finish();
    Some(s)
}

/// `total`: the seeds in play, to spot a count list that can never match.
fn read_captures(root: &Table<'_, '_>, total: u16) -> Option<Vec<CaptureRule>> {
    let Some(array) = root.array("capture") else {
        return Some(Vec::new());
    };
    let problems = root.problems();
    let mut rules = Vec::new();
    let mut ok = true;
    for (i, item) in array.iter().enumerate() {
        let Some(t) = Table::from_value(problems, item, format!("[[capture]] {}", i + 1)) else {
            ok = false;
            continue;
        };
        match read_capture(&t, total) {
            Some(rule) => rules.push(rule),
            None => ok = false,
        }
        t.finish();
    }
    ok.then_some(rules)
}

fn read_capture(t: &Table<'_, '_>, total: u16) -> Option<CaptureRule> {
    let problems = t.problems();
    let name = t.name.clone();
    let side = t.required("side").and_then(|v| {
        choice_value(
            problems,
            v,
            &[("own", Side::Own), ("opponent", Side::Opponent)],
            &format!("{name}: `side`"),
        )
    });
    let count = t
        .required("count")
        .and_then(|v| read_count(problems, v, &name));
    let take = t
        .required("take")
        .and_then(|v| read_take(problems, v, &name));
    if let (Some(CountCondition::OneOf(set)), Some(v)) = (&count, t.get("count")) {
        if set.contains(&0) {
            t.problem(
                v.span(),
                format!(
                    "{name}: `count` lists 0, but the landing pit holds at least the last seed"
                ),
            );
        } else if set.iter().all(|&n| n > total) {
            t.problem(
                v.span(),
                format!(
                    "{name}: no pit can ever hold {set:?} seeds ({total} in play): the capture can never fire"
                ),
            );
        }
    }
    let opposite_nonempty = t.bool("opposite_nonempty").unwrap_or(false);
    let chain = t.bool("chain").unwrap_or(false);
    if chain && count == Some(CountCondition::WasEmpty) {
        t.problem(
            t.key_span("chain").unwrap_or(t.span()),
            format!(
                "{name}: `chain = true` with `count = \"was-empty\"` can never take a \
                 second pit (a pit sown earlier in the move holds at least 1 seed plus what it had)"
            ),
        );
    }
    if chain && take.as_deref().is_some_and(|t| t.contains(&Take::Opposite)) {
        t.problem(
            t.key_span("chain").unwrap_or(t.span()),
            format!("{name}: `chain = true` only chains `take = [\"pit\"]` captures"),
        );
    }
    Some(CaptureRule {
        side: side?,
        count: count?,
        opposite_nonempty,
        take: take?,
        chain,
    })
}

fn read_count(problems: &Problems, v: &Value<'_>, name: &str) -> Option<CountCondition> {
    let what = format!("{name}: `count`");
    match v.get_ref() {
        DeValue::String(_) => choice_value(
            problems,
            v,
            &[
                ("even", CountCondition::Even),
                ("odd", CountCondition::Odd),
                ("was-empty", CountCondition::WasEmpty),
            ],
            &what,
        ),
        DeValue::Array(items) => {
            let mut set = Vec::new();
            for item in items.iter() {
                let n = int_value(problems, item, 0..=i64::from(u16::MAX), &what)?;
                set.push(n as u16);
            }
            if set.is_empty() {
                problems.push(
                    v.span(),
                    format!("{what}: an empty list means the capture can never fire"),
                );
                return None;
            }
            set.sort_unstable();
            set.dedup();
            Some(CountCondition::OneOf(set))
        }
        other => {
            problems.push(
                v.span(),
                format!(
                    "{what}: expected \"even\", \"odd\", \"was-empty\" or a list of counts such as [2, 3], found {}",
                    describe(other)
                ),
            );
            None
        }
    }
}

fn read_take(problems: &Problems, v: &Value<'_>, name: &str) -> Option<Vec<Take>> {
    let what = format!("{name}: `take`");
    let DeValue::Array(items) = v.get_ref() else {
        problems.push(
            v.span(),
            format!(
                "{what}: expected a list such as [\"pit\"] or [\"opposite\", \"pit\"], found {}",
                describe(v.get_ref())
            ),
        );
        return None;
    };
    let mut take = Vec::new();
    for item in items.iter() {
        let t = choice_value(
            problems,
            item,
            &[("pit", Take::Pit), ("opposite", Take::Opposite)],
            &what,
        )?;
        if take.contains(&t) {
            problems.push(item.span(), format!("{what}: listed twice"));
            return None;
        }
        take.push(t);
    }
    if take.is_empty() {
        problems.push(v.span(), format!("{what}: an empty list captures nothing"));
        return None;
    }
    Some(take)
}

fn read_moves(root: &Table<'_, '_>) -> (GrandSlam, bool) {
    let Some(t) = root.table("moves") else {
        return (GrandSlam::Capture, false);
    };
    let grand_slam = t
        .choice(
            "grand_slam",
            &[
                ("capture", GrandSlam::Capture),
                ("no-capture", GrandSlam::NoCapture),
                ("illegal", GrandSlam::Illegal),
            ],
        )
        .unwrap_or(GrandSlam::Capture);
    let must_feed = t.bool("must_feed").unwrap_or(false);
    t.finish();
    (grand_slam, must_feed)
}

fn read_end(root: &Table<'_, '_>) -> End {
    let defaults = End {
        row_empty: RowEmpty::AfterMove,
        leftover: Leftover::RowOwner,
        majority: false,
        cycle: false,
    };
    let Some(t) = root.table("end") else {
        return defaults;
    };
    let end = End {
        row_empty: t
            .choice(
                "row_empty",
                &[
                    ("after-move", RowEmpty::AfterMove),
                    ("to-move", RowEmpty::ToMove),
                ],
            )
            .unwrap_or(defaults.row_empty),
        leftover: t
            .choice(
                "leftover",
                &[
                    ("row-owner", Leftover::RowOwner),
                    ("empty-row-player", Leftover::EmptyRowPlayer),
                ],
            )
            .unwrap_or(defaults.leftover),
        majority: t.bool("majority").unwrap_or(false),
        cycle: t.bool("cycle").unwrap_or(false),
    };
    t.finish();
    end
}

/// Options that are each valid but cannot hold together.
fn check_contradictions(root: &Table<'_, '_>, r: &Ruleset) {
    let at = |table: &'static str| root.key_span(table).unwrap_or(0..0);
    if r.must_feed && r.end.row_empty == RowEmpty::AfterMove {
        root.problem(
            at("moves"),
            "[moves]: `must_feed = true` has no effect with [end] `row_empty = \"after-move\"`: \
             an empty row ends the game before anyone could feed it",
        );
    }
    let opponent_capture = r.captures.iter().any(|c| c.side == Side::Opponent);
    if r.grand_slam != GrandSlam::Capture && !opponent_capture {
        root.problem(
            at("moves"),
            "[moves]: `grand_slam` has no effect: no [[capture]] takes from the opponent's side",
        );
    }
}
