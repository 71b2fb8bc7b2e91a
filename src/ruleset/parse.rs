//! Reading a ruleset from TOML and checking it. All problems are collected,
//! each with its location; only a ruleset without any becomes a [`Ruleset`].

use std::sync::Arc;

use toml::de::DeValue;

use super::builtin::builtin_names;
use super::local_text::read_local_texts;
use super::{
    CannotFeedLeftover, CaptureRule, CaptureTo, CountCondition, Direction, End, GrandSlam,
    Language, Leftover, LoneStone, MAX_CELLS, MAX_PITS, MAX_STONES, NoMove, Relay, RowEmpty,
    Ruleset, Side, Sowing, Take, Tuzdyk, start_total,
};
use crate::error::{Error, Failure};
use crate::files::builtin_or_path::ResolveError;
use crate::files::toml_reader::{
    Named, Part, Problems, Schema, Table, Value, choice_value, found, hint, int_value, name_value,
    parse_document,
};
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::{Arg, Message, Msg};

crate::messages! {
    /// What is wrong with a sowing ruleset: a value no ruleset can have, or
    /// options that cannot hold together.
    pub enum RulesetProblem {
        /// How messages name the whole file.
        Document = "ruleset-document",
        /// A read that failed without saying why (never expected).
        NotRead = "ruleset-not-read",
        UnknownVariant { name: String, hint: Option<Msg>, builtins: Vec<String> } = "ruleset-unknown-variant",
        /// `extends` followed more than `max` times.
        ExtendsCycle { max: usize } = "ruleset-extends-cycle",
        /// The base named by `extends` could not be read: why, the
        /// innermost cause down a chain of bases.
        ExtendsUnreadable { name: String, cause: Msg } = "ruleset-extends-unreadable",
        MissingBoard = "ruleset-missing-board",
        StonesAndStart = "ruleset-stones-and-start",
        StartLength { listed: usize, pits: u8 } = "ruleset-start-length",
        StartTooLong { listed: usize, max: usize } = "ruleset-start-too-long",
        NoStones = "ruleset-no-stones",
        UnevenStart { pits: u8, base: u8 } = "ruleset-uneven-start",
        CountsEmpty { key: String } = "ruleset-counts-empty",
        CountsZero { key: String } = "ruleset-counts-zero",
        ListedTwice { key: String } = "ruleset-listed-twice",
        TakeEmpty { key: String } = "ruleset-take-empty",
        ChainAcrossNeedsChain { key: String } = "ruleset-chain-across",
        ChainTakesPit { key: String } = "ruleset-chain-take",
        ExtraTurnWithoutStore = "ruleset-extra-turn-without-store",
        SkipOriginFirst = "ruleset-skip-origin-first",
        NextPitRelayStores = "ruleset-next-pit-relay-stores",
        LandingRelayCapturesOne = "ruleset-landing-relay-captures-one",
        LoneStoneBack = "ruleset-lone-stone-back",
        MustFeedAfterMove = "ruleset-must-feed-after-move",
        PassMustFeed = "ruleset-pass-must-feed",
        PassAfterMove = "ruleset-pass-after-move",
        CannotFeedLeftoverAlone = "ruleset-cannot-feed-leftover",
        BeyondNeedsRelay = "ruleset-beyond-needs-relay",
        TuzdykNeverHeld { count: u16, total: u16 } = "ruleset-tuzdyk-never-held",
        TuzdykOnePit = "ruleset-tuzdyk-one-pit",
        GrandSlamNoEffect = "ruleset-grand-slam-no-effect",
        /// The `n`-th `[[capture]]` (from 1) counts 0.
        CaptureCountsZero { n: usize } = "ruleset-capture-counts-zero",
        /// The `n`-th `[[capture]]` counts more stones than are in play;
        /// `counts` as the file lists them (`[49, 60]`).
        CaptureNeverFires { n: usize, counts: String, total: u16 } = "ruleset-capture-never-fires",
    }
}

crate::messages! {
    /// What a value of a ruleset was expected to be, beyond the schema's.
    pub enum RulesetExpected {
        Count = "ruleset-expected-count",
        Start = "ruleset-expected-start",
        Counts = "ruleset-expected-counts",
        Take = "ruleset-expected-take",
    }
}

/// The message for a ruleset name that names nothing known.
pub fn unknown(name: &str) -> RulesetProblem {
    let names: Vec<&str> = builtin_names().collect();
    RulesetProblem::UnknownVariant {
        name: name.into(),
        hint: hint(name, &names),
        builtins: names.iter().map(|n| n.to_string()).collect(),
    }
}

/// `key` (a dotted path) as messages name it.
fn key(path: &str) -> Msg {
    Part::Key { path: path.into() }.into()
}

/// A value of `path` that is not what was `expected`.
fn not_expected(path: &str, expected: RulesetExpected, v: &Value<'_>) -> Schema {
    Schema::Expected {
        what: key(path),
        expected: expected.into(),
        found: found(v.get_ref()).into(),
    }
}

/// How many `extends` links a ruleset may follow (a longer chain is a cycle).
const MAX_EXTENDS: usize = 8;

/// What `extends = "NAME"` leads to: the ruleset reader asks, the caller
/// (`ruleset::read`) knows where names lead. `Unknown` when NAME names
/// nothing.
pub(super) type Extends<'a> = dyn Fn(&str) -> Result<Ruleset, ResolveError> + 'a;

/// Parses and checks a ruleset; `extends` resolves a base, `depth` counts
/// the `extends` links followed so far.
pub(super) fn parse_with(
    source: &Arc<Source>,
    extends: &Extends<'_>,
    depth: usize,
) -> Result<Ruleset, Diagnostics> {
    let doc = parse_document(source)?;
    let problems = Problems::default();
    let root = Table::new(&problems, doc.get_ref(), 0..0, RulesetProblem::Document);
    let base = read_base(&root, extends, depth);
    // A base that failed to load was reported; don't also demand what it
    // would have supplied.
    let has_base = root.key_span("extends").is_some();
    let ruleset = read_ruleset(&root, base.as_ref(), has_base);
    root.finish();
    match ruleset {
        Some(r) if problems.is_empty() => Ok(r.with_masks()),
        _ => {
            // Make sure a failed read is never silent.
            if problems.is_empty() {
                problems.push(0..0, RulesetProblem::NotRead);
            }
            Err(problems.into_result(source, ()).unwrap_err())
        }
    }
}

/// The ruleset named by `extends`, whose values stand in for every key
/// this file leaves out.
fn read_base(root: &Table<'_, '_>, extends: &Extends<'_>, depth: usize) -> Option<Ruleset> {
    let v = root.get("extends")?;
    let name = root.string("extends")?;
    if depth >= MAX_EXTENDS {
        root.problem(v.span(), RulesetProblem::ExtendsCycle { max: MAX_EXTENDS });
        return None;
    }
    match extends(&name) {
        Ok(base) => Some(base),
        Err(ResolveError::Unknown) => {
            root.problem(
                v.span(),
                Schema::About {
                    what: key("extends"),
                    message: unknown(&name).into(),
                },
            );
            None
        }
        Err(ResolveError::Failed(e)) => {
            root.problem(
                v.span(),
                RulesetProblem::ExtendsUnreadable {
                    name,
                    cause: innermost_cause(&e),
                },
            );
            None
        }
    }
}

/// Why a base could not be read, in one line: its first problem with its
/// place (`file:line:col: …`), or the refusal. Down a chain of bases the
/// innermost cause is told, once.
fn innermost_cause(e: &Error) -> Msg {
    let Error::Input(d) = e else {
        return match e {
            Error::Io { path, source } => Failure::Io {
                path: path.display().to_string(),
                reason: crate::error::io_reason(source),
            }
            .into(),
            Error::Changed(path) => Failure::Changed {
                path: path.display().to_string(),
            }
            .into(),
            other => other.message_without_place(),
        };
    };
    let Some(problem) = d.problems.first() else {
        return e.message_without_place();
    };
    // The base's own base that could not be read: its cause, unwrapped.
    let unreadable = RulesetProblem::ExtendsUnreadable {
        name: String::new(),
        cause: RulesetProblem::NotRead.into(),
    };
    if problem.message.id() == unreadable.id()
        && let Some(Arg::Message(cause)) = problem.message.arg("cause")
    {
        return (**cause).clone();
    }
    let (line, col) = d.source.line_col(problem.span.start);
    Failure::About {
        what: format!("{}:{line}:{col}", d.source.name),
        message: problem.message.clone(),
    }
    .into()
}

/// The values a ruleset starts from before its own keys: its base's, or
/// the documented defaults.
fn defaults(base: Option<&Ruleset>) -> Ruleset {
    match base {
        Some(b) => b.clone(),
        None => Ruleset {
            name: String::new(),
            title: String::new(),
            local_titles: Vec::new(),
            summary: String::new(),
            local_summaries: Vec::new(),
            source: String::new(),
            tournament: None,
            language: None,
            pits: 6,
            start: even_start(6, 4),
            sowing: Sowing {
                origin_first: false,
                lone_stone: LoneStone::Next,
                skip_origin: false,
                own_store: true,
                opponent_store: false,
                extra_turn: true,
                direction: Direction::Counterclockwise,
                relay: Relay::None,
                capture_during: Vec::new(),
                capture_during_to: CaptureTo::PitOwner,
            },
            captures: Vec::new(),
            grand_slam: GrandSlam::Capture,
            must_feed: false,
            no_move: NoMove::Ends,
            tuzdyk: None,
            end: End {
                row_empty: RowEmpty::AfterMove,
                leftover: Leftover::RowOwner,
                majority: false,
                cycle: false,
                cannot_feed_leftover: CannotFeedLeftover::Mover,
            },
            skip_masks: [0; 2],
            next_cells: [[0; MAX_CELLS]; 2],
            laps: [0; 2],
            capture_counts: [0; 2],
            landing_counts: [[0; MAX_CELLS]; 2],
            row_masks: [0; 2],
            prev_cells: [[0; MAX_CELLS]; 2],
            stone_by_stone: false,
            plays_in_place: false,
            plain_rules: [[0; MAX_CELLS]; 2],
            lap_parts: Default::default(),
            lap_rows: [[[0; MAX_CELLS]; 2]; 2],
            row_starts: [0; 2],
            rule_counts: Vec::new(),
            total_stones: start_total(&even_start(6, 4), 6),
        },
    }
}

fn read_ruleset(root: &Table<'_, '_>, base: Option<&Ruleset>, extends: bool) -> Option<Ruleset> {
    let d = defaults(base);
    let name = root
        .required("name")
        .and_then(|v| name_value(root, v, key("name")));
    // Without a base, `title` and `source` must be given; with one they are inherited.
    let inherited = |key: &'static str, value: &str| {
        if extends {
            Some(root.string(key).unwrap_or_else(|| value.to_string()))
        } else {
            required_string(root, key)
        }
    };
    let title = inherited("title", &d.title);
    // A file that renames the variant does not keep its base's translations.
    let base_titles = if root.key_span("title").is_some() {
        Vec::new()
    } else {
        d.local_titles.clone()
    };
    let local_titles = read_local_texts(root, "local_title").unwrap_or(base_titles);
    let source = inherited("source", &d.source);
    // A file that writes its own summary does not keep its base's translations.
    let base_summaries = if root.key_span("summary").is_some() {
        Vec::new()
    } else {
        d.local_summaries.clone()
    };
    let local_summaries = read_local_texts(root, "local_summary").unwrap_or(base_summaries);
    let summary = root.string("summary").unwrap_or(d.summary.clone());
    let tournament = root.string("tournament").or(d.tournament.clone());
    let language = root.choice("language", &Language::choices()).or(d.language);

    let (pits, start) = match root.table("board") {
        Some(board) => {
            let pits = board.int("pits", 1..=MAX_PITS as i64);
            let stones = board.int("stones", 1..=i64::from(MAX_STONES));
            let start = board
                .get("start")
                .map(|v| (v, read_start(board.problems(), v)));
            let pits = pits.map_or(d.pits, |p| p as u8);
            let start = match (stones, start) {
                (Some(_), Some((v, _))) => {
                    board.problem(v.span(), RulesetProblem::StonesAndStart);
                    None
                }
                (Some(s), None) => Some(even_start(pits, s as u16)),
                (None, Some((v, list))) => list.and_then(|list| {
                    if list.len() == usize::from(pits) {
                        let mut start = [0; MAX_PITS];
                        start[..list.len()].copy_from_slice(&list);
                        Some(start)
                    } else {
                        board.problem(
                            v.span(),
                            RulesetProblem::StartLength {
                                listed: list.len(),
                                pits,
                            },
                        );
                        None
                    }
                }),
                (None, None) => inherited_start(&board, &d, pits),
            };
            board.finish();
            (pits, start.unwrap_or(d.start))
        }
        None if extends => (d.pits, d.start),
        None => {
            root.problem(0..0, RulesetProblem::MissingBoard);
            (d.pits, d.start)
        }
    };
    let sowing = read_sowing(root, &d.sowing);
    let captures = read_captures(root, &d.captures);
    let (grand_slam, must_feed, no_move) = read_moves(root, d.grand_slam, d.must_feed, d.no_move);
    let tuzdyk = read_tuzdyk(root, d.tuzdyk.as_ref());
    let end = read_end(root, &d.end);

    let ruleset = Ruleset {
        name: name?,
        title: title?,
        local_titles,
        summary,
        local_summaries,
        source: source?,
        tournament,
        language,
        pits,
        start,
        sowing: sowing?,
        captures: captures?,
        grand_slam,
        must_feed,
        no_move,
        tuzdyk: tuzdyk?,
        end,
        skip_masks: [0; 2],
        next_cells: [[0; MAX_CELLS]; 2],
        laps: [0; 2],
        capture_counts: [0; 2],
        landing_counts: [[0; MAX_CELLS]; 2],
        row_masks: [0; 2],
        prev_cells: [[0; MAX_CELLS]; 2],
        stone_by_stone: false,
        plays_in_place: false,
        plain_rules: [[0; MAX_CELLS]; 2],
        lap_parts: Default::default(),
        lap_rows: [[[0; MAX_CELLS]; 2]; 2],
        row_starts: [0; 2],
        rule_counts: Vec::new(),
        total_stones: start_total(&start, pits),
    };
    check_contradictions(root, &ruleset);
    Some(ruleset)
}

fn required_string(t: &Table<'_, '_>, key: &'static str) -> Option<String> {
    t.required(key)?;
    t.string(key)
}

fn read_sowing(root: &Table<'_, '_>, defaults: &Sowing) -> Option<Sowing> {
    let Some(t) = root.table("sowing") else {
        return Some(defaults.clone());
    };
    let s = Sowing {
        origin_first: t.bool("origin_first").unwrap_or(defaults.origin_first),
        lone_stone: t.named_or("lone_stone", defaults.lone_stone),
        skip_origin: t.bool("skip_origin").unwrap_or(defaults.skip_origin),
        own_store: t.bool("own_store").unwrap_or(defaults.own_store),
        opponent_store: t.bool("opponent_store").unwrap_or(defaults.opponent_store),
        extra_turn: t.bool("extra_turn").unwrap_or(defaults.extra_turn),
        direction: t.named_or("direction", defaults.direction),
        relay: t.named_or("relay", defaults.relay),
        capture_during: match t.get("capture_during") {
            Some(v) => read_counts(t.problems(), v, &t.key_path("capture_during"), true)
                .unwrap_or_else(|| defaults.capture_during.clone()),
            None => defaults.capture_during.clone(),
        },
        capture_during_to: t.named_or("capture_during_to", defaults.capture_during_to),
    };
    let span = |key| t.key_span(key).unwrap_or(t.span());
    if s.extra_turn && !s.own_store {
        t.problem(span("extra_turn"), RulesetProblem::ExtraTurnWithoutStore);
    }
    if s.origin_first && s.skip_origin {
        t.problem(span("skip_origin"), RulesetProblem::SkipOriginFirst);
    }
    if s.relay == Relay::NextPit && (s.own_store || s.opponent_store) {
        t.problem(span("relay"), RulesetProblem::NextPitRelayStores);
    }
    if s.relay == Relay::Landing && s.capture_during.contains(&1) {
        t.problem(
            span("capture_during"),
            RulesetProblem::LandingRelayCapturesOne,
        );
    }
    if s.origin_first && s.lone_stone == LoneStone::Sow {
        t.problem(span("lone_stone"), RulesetProblem::LoneStoneBack);
    }
    t.finish();
    Some(s)
}

/// `[[capture]]` rules; when present they replace the base's list whole.
fn read_captures(root: &Table<'_, '_>, defaults: &[CaptureRule]) -> Option<Vec<CaptureRule>> {
    let Some(array) = root.array("capture") else {
        return Some(defaults.to_vec());
    };
    let problems = root.problems();
    let mut rules = Vec::new();
    let mut ok = true;
    for (i, item) in array.iter().enumerate() {
        let Some(t) = Table::from_value(
            problems,
            item,
            Part::Item {
                key: "capture".into(),
                n: i + 1,
            },
            format!("capture[{}]", i + 1),
        ) else {
            ok = false;
            continue;
        };
        match read_capture(&t) {
            Some(rule) => rules.push(rule),
            None => ok = false,
        }
        t.finish();
    }
    ok.then_some(rules)
}

fn read_capture(t: &Table<'_, '_>) -> Option<CaptureRule> {
    let problems = t.problems();
    let side = t.required("side").and_then(|v| {
        choice_value(
            problems,
            v,
            &[
                ("own", Side::Own),
                ("opponent", Side::Opponent),
                ("either", Side::Either),
            ],
            t.key("side"),
        )
    });
    let count = t
        .required("count")
        .and_then(|v| read_count(problems, v, &t.key_path("count")));
    let take = t
        .required("take")
        .and_then(|v| read_take(problems, v, &t.key_path("take")));
    let opposite_nonempty = t.bool("opposite_nonempty").unwrap_or(false);
    let chain = t.bool("chain").unwrap_or(false);
    let chain_across = t.bool("chain_across").unwrap_or(false);
    if chain_across && !chain {
        t.problem(
            t.key_span("chain_across").unwrap_or(t.span()),
            RulesetProblem::ChainAcrossNeedsChain {
                key: t.key_path("chain_across"),
            },
        );
    }
    if chain && take.as_deref().is_some_and(|t| t != [Take::Pit]) {
        t.problem(
            t.key_span("chain").unwrap_or(t.span()),
            RulesetProblem::ChainTakesPit {
                key: t.key_path("chain"),
            },
        );
    }
    Some(CaptureRule {
        side: side?,
        count: count?,
        opposite_nonempty,
        take: take?,
        chain,
        chain_across,
    })
}

fn read_count(problems: &Problems, v: &Value<'_>, path: &str) -> Option<CountCondition> {
    match v.get_ref() {
        DeValue::String(_) => choice_value(
            problems,
            v,
            &[
                ("even", CountCondition::Even),
                ("odd", CountCondition::Odd),
                ("was-empty", CountCondition::WasEmpty),
                ("any", CountCondition::Any),
            ],
            key(path),
        ),
        DeValue::Array(_) => read_counts(problems, v, path, false).map(CountCondition::OneOf),
        _ => {
            problems.push(v.span(), not_expected(path, RulesetExpected::Count, v));
            None
        }
    }
}

/// Every one of `pits` pits starting with `stones`.
fn even_start(pits: u8, stones: u16) -> [u16; MAX_PITS] {
    let mut start = [0; MAX_PITS];
    start[..usize::from(pits)].fill(stones);
    start
}

/// The start a `[board]` that names neither `stones` nor `start` inherits:
/// the base's, stretched to a changed `pits` when every pit starts alike. An
/// uneven start cannot be stretched, so a new `pits` needs its own `start`.
fn inherited_start(board: &Table<'_, '_>, d: &Ruleset, pits: u8) -> Option<[u16; MAX_PITS]> {
    if pits == d.pits {
        return Some(d.start);
    }
    match d.stones() {
        Some(s) => Some(even_start(pits, s)),
        None => {
            board.problem(
                board.span(),
                RulesetProblem::UnevenStart { pits, base: d.pits },
            );
            None
        }
    }
}

/// `[board] start`: stones in each pit at the start, pit 1 first, each
/// 0..1000, at least one stone in all (its length is checked by the caller).
fn read_start(problems: &Problems, v: &Value<'_>) -> Option<Vec<u16>> {
    let path = "board.start";
    let DeValue::Array(items) = v.get_ref() else {
        problems.push(v.span(), not_expected(path, RulesetExpected::Start, v));
        return None;
    };
    let mut start = Vec::new();
    for item in items.iter() {
        start.push(int_value(problems, item, 0..=i64::from(MAX_STONES), key(path))? as u16);
    }
    if start.len() > MAX_PITS {
        problems.push(
            v.span(),
            RulesetProblem::StartTooLong {
                listed: start.len(),
                max: MAX_PITS,
            },
        );
        return None;
    }
    if start.iter().all(|&s| s == 0) {
        problems.push(v.span(), RulesetProblem::NoStones);
        return None;
    }
    Some(start)
}

/// A list of stone counts, sorted and without repeats. An empty list is
/// allowed only where it means "none" (`may_be_empty`).
fn read_counts(
    problems: &Problems,
    v: &Value<'_>,
    path: &str,
    may_be_empty: bool,
) -> Option<Vec<u16>> {
    let DeValue::Array(items) = v.get_ref() else {
        problems.push(v.span(), not_expected(path, RulesetExpected::Counts, v));
        return None;
    };
    let mut set = Vec::new();
    for item in items.iter() {
        let n = int_value(problems, item, 0..=i64::from(u16::MAX), key(path))?;
        set.push(n as u16);
    }
    if set.is_empty() && !may_be_empty {
        problems.push(v.span(), RulesetProblem::CountsEmpty { key: path.into() });
        return None;
    }
    // (A capture rule's 0 is reported with the rule, where the count is checked.)
    if may_be_empty && set.contains(&0) {
        problems.push(v.span(), RulesetProblem::CountsZero { key: path.into() });
        return None;
    }
    set.sort_unstable();
    set.dedup();
    Some(set)
}

fn read_take(problems: &Problems, v: &Value<'_>, path: &str) -> Option<Vec<Take>> {
    let DeValue::Array(items) = v.get_ref() else {
        problems.push(v.span(), not_expected(path, RulesetExpected::Take, v));
        return None;
    };
    let mut take = Vec::new();
    for item in items.iter() {
        let t = choice_value(
            problems,
            item,
            &[
                ("pit", Take::Pit),
                ("opposite", Take::Opposite),
                ("beyond", Take::Beyond),
            ],
            key(path),
        )?;
        if take.contains(&t) {
            problems.push(
                item.span(),
                RulesetProblem::ListedTwice { key: path.into() },
            );
            return None;
        }
        take.push(t);
    }
    if take.is_empty() {
        problems.push(v.span(), RulesetProblem::TakeEmpty { key: path.into() });
        return None;
    }
    Some(take)
}

fn read_moves(
    root: &Table<'_, '_>,
    grand_slam: GrandSlam,
    must_feed: bool,
    no_move: NoMove,
) -> (GrandSlam, bool, NoMove) {
    let Some(t) = root.table("moves") else {
        return (grand_slam, must_feed, no_move);
    };
    let grand_slam = t.named_or("grand_slam", grand_slam);
    let must_feed = t.bool("must_feed").unwrap_or(must_feed);
    let no_move = t.named_or("no_move", no_move);
    t.finish();
    (grand_slam, must_feed, no_move)
}

/// `[tuzdyk]`: a special pit claimed during play. `count = 0` (or a file
/// that extends one with a tuzdyk) turns it off.
fn read_tuzdyk(root: &Table<'_, '_>, defaults: Option<&Tuzdyk>) -> Option<Option<Tuzdyk>> {
    let Some(t) = root.table("tuzdyk") else {
        return Some(defaults.cloned());
    };
    let base = defaults.cloned().unwrap_or(Tuzdyk {
        count: 0,
        not_last_pit: false,
        not_mirror: false,
    });
    let count = t.int("count", 0..=i64::from(MAX_STONES) * 2 * MAX_PITS as i64);
    let not_last_pit = t.bool("not_last_pit").unwrap_or(base.not_last_pit);
    let not_mirror = t.bool("not_mirror").unwrap_or(base.not_mirror);
    let count_given = t.key_span("count").is_some();
    t.finish();
    let count = match count {
        Some(c) => c as u16,
        None if count_given => return None,
        None => base.count,
    };
    Some((count > 0).then_some(Tuzdyk {
        count,
        not_last_pit,
        not_mirror,
    }))
}

fn read_end(root: &Table<'_, '_>, defaults: &End) -> End {
    let Some(t) = root.table("end") else {
        return defaults.clone();
    };
    let end = End {
        row_empty: t.named_or("row_empty", defaults.row_empty),
        leftover: t.named_or("leftover", defaults.leftover),
        majority: t.bool("majority").unwrap_or(defaults.majority),
        cycle: t.bool("cycle").unwrap_or(defaults.cycle),
        cannot_feed_leftover: t.named_or("cannot_feed_leftover", defaults.cannot_feed_leftover),
    };
    t.finish();
    end
}

/// Options that are each valid but cannot hold together.
fn check_contradictions(root: &Table<'_, '_>, r: &Ruleset) {
    let at = |table: &'static str| root.key_span(table).unwrap_or(0..0);
    if r.must_feed && r.end.row_empty == RowEmpty::AfterMove {
        root.problem(at("moves"), RulesetProblem::MustFeedAfterMove);
    }
    let opponent_capture =
        r.captures.iter().any(|c| c.side.covers(Side::Opponent)) || r.tuzdyk.is_some();
    if r.no_move == NoMove::Pass && r.must_feed {
        root.problem(at("moves"), RulesetProblem::PassMustFeed);
    }
    if r.no_move == NoMove::Pass && r.end.row_empty == RowEmpty::AfterMove {
        root.problem(at("moves"), RulesetProblem::PassAfterMove);
    }
    if r.end.cannot_feed_leftover != CannotFeedLeftover::Mover && !r.must_feed {
        root.problem(at("end"), RulesetProblem::CannotFeedLeftoverAlone);
    }
    let beyond = r.captures.iter().any(|c| c.take.contains(&Take::Beyond));
    if beyond && r.sowing.relay != Relay::NextPit {
        root.problem(at("capture"), RulesetProblem::BeyondNeedsRelay);
    }
    if let Some(t) = &r.tuzdyk {
        if t.count > r.total_stones() {
            root.problem(
                at("tuzdyk"),
                RulesetProblem::TuzdykNeverHeld {
                    count: t.count,
                    total: r.total_stones(),
                },
            );
        }
        if r.pits == 1 && t.not_last_pit {
            root.problem(at("tuzdyk"), RulesetProblem::TuzdykOnePit);
        }
    }
    if r.grand_slam != GrandSlam::Capture && !opponent_capture {
        root.problem(at("moves"), RulesetProblem::GrandSlamNoEffect);
    }
    let total = r.total_stones();
    // A capture written in this file is pointed at by its `count`; one
    // inherited from a base (no [[capture]] here) by the `capture` key, if any.
    let count_at = |i: usize| capture_count_span(root, i).unwrap_or_else(|| at("capture"));
    for (i, c) in r.captures.iter().enumerate() {
        if let CountCondition::OneOf(set) = &c.count {
            if set.contains(&0) {
                root.problem(count_at(i), RulesetProblem::CaptureCountsZero { n: i + 1 });
            } else if set.iter().all(|&n| n > total) {
                root.problem(
                    count_at(i),
                    RulesetProblem::CaptureNeverFires {
                        n: i + 1,
                        // The counts as a TOML list, as the file writes them.
                        counts: format!("{set:?}"),
                        total,
                    },
                );
            }
        }
    }
}

/// Where the `count` of the `i`-th (0-based) `[[capture]]` of this file is written.
fn capture_count_span(root: &Table<'_, '_>, i: usize) -> Option<std::ops::Range<usize>> {
    let DeValue::Array(items) = root.get("capture")?.get_ref() else {
        return None;
    };
    let DeValue::Table(table) = items.get(i)?.get_ref() else {
        return None;
    };
    table
        .iter()
        .find(|(k, _)| k.get_ref().as_ref() == "count")
        .map(|(_, v)| v.span())
}

// The names each option is written with in a ruleset.

impl Named for LoneStone {
    const NAMES: &'static [(&'static str, Self)] =
        &[("next", LoneStone::Next), ("sow", LoneStone::Sow)];
}

impl Named for Direction {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("counterclockwise", Direction::Counterclockwise),
        ("clockwise", Direction::Clockwise),
    ];
}

impl Named for Relay {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("none", Relay::None),
        ("landing", Relay::Landing),
        ("next-pit", Relay::NextPit),
    ];
}

impl Named for CaptureTo {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("pit-owner", CaptureTo::PitOwner),
        ("mover", CaptureTo::Mover),
    ];
}

impl Named for GrandSlam {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("capture", GrandSlam::Capture),
        ("no-capture", GrandSlam::NoCapture),
        ("illegal", GrandSlam::Illegal),
        ("illegal-unless-forced", GrandSlam::IllegalUnlessForced),
    ];
}

impl Named for NoMove {
    const NAMES: &'static [(&'static str, Self)] =
        &[("ends", NoMove::Ends), ("pass", NoMove::Pass)];
}

impl Named for RowEmpty {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("after-move", RowEmpty::AfterMove),
        ("to-move", RowEmpty::ToMove),
    ];
}

impl Named for Leftover {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("row-owner", Leftover::RowOwner),
        ("empty-row-player", Leftover::EmptyRowPlayer),
        ("last-mover", Leftover::LastMover),
    ];
}

impl Named for CannotFeedLeftover {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("mover", CannotFeedLeftover::Mover),
        ("opponent", CannotFeedLeftover::Opponent),
        ("last-mover", CannotFeedLeftover::LastMover),
    ];
}
