//! Tournament rules as data (`rulesets/tournament/*.toml`, documented in
//! `docs/tournament-rules.md`): how sets and rounds are scored, who starts
//! each set, warnings and their limit, exemptions, the timer rule.
//!
//! [`TournamentRules`] is the checked form; it is built only by [`parse`]
//! (all problems collected with their location, unknown keys rejected) or
//! taken from the built-ins by [`builtin`] / [`resolve`].

use std::path::Path;
use std::sync::Arc;

use toml::de::DeValue;

use crate::error::Error;
pub use crate::files::builtin_or_path::ResolveError;
use crate::files::builtin_or_path::{self, Found, ParsedOnce};
use crate::files::toml_reader::{
    Part, Problems, Table, Value, choice_value, found, name_value, parse_document,
};
use crate::record::{WarningReason, Who};
use crate::text::diagnostic::{Diagnostics, Source};
use crate::words::Msg;

crate::messages! {
    /// What is wrong in a tournament-rules file (`locales/*/referee.ftl`):
    /// `table` and `key` as the file writes them, `found` what was written.
    pub enum RulesProblem {
        /// The whole file, as a problem names it.
        Document = "referee-rules-document",
        Unreadable = "referee-rules-unreadable",
        TableMissing { table: String } = "referee-table-missing",
        RoundDrawMissing = "referee-round-draw-missing",
        DrawShare { found: f64 } = "referee-draw-share",
        ShareMissing = "referee-share-missing",
        ShareUnused = "referee-share-unused",
        StartOrderMissing = "referee-start-order-missing",
        StopAtUnreachable { stop: f64, games: usize, win: f64 } = "referee-stop-at-unreachable",
        PointsOrder { table: String } = "referee-points-order",
        NotANumber { key: String, found: Msg } = "referee-not-a-number",
    }
}

/// `(name, TOML text)` of every built-in set of tournament rules.
pub const BUILTIN: &[(&str, &str)] = &[
    (
        "mangala-2023",
        include_str!("../../rulesets/tournament/mangala-2023.toml"),
    ),
    (
        "sowing-best-of-3",
        include_str!("../../rulesets/tournament/sowing-best-of-3.toml"),
    ),
    (
        "pentago-2023",
        include_str!("../../rulesets/tournament/pentago-2023.toml"),
    ),
    (
        "reversi-2019",
        include_str!("../../rulesets/tournament/reversi-2019.toml"),
    ),
    (
        "kure-2023",
        include_str!("../../rulesets/tournament/kure-2023.toml"),
    ),
    (
        "equilibrio-2023",
        include_str!("../../rulesets/tournament/equilibrio-2023.toml"),
    ),
    (
        "q-bitz-2023",
        include_str!("../../rulesets/tournament/q-bitz-2023.toml"),
    ),
];

/// What one game of a round is called: a set (Mangala, Pentago, Küre) or a
/// card (Equilibrio, Q-Bitz).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Set,
    Card,
}

impl Unit {
    pub fn key(self) -> &'static str {
        match self {
            Unit::Set => "set",
            Unit::Card => "card",
        }
    }

    /// The unit as a heading: "Set" / "Card", "Kart".
    pub fn title(self) -> UnitTitle {
        match self {
            Unit::Set => UnitTitle::Set,
            Unit::Card => UnitTitle::Card,
        }
    }
}

// The unit in a sentence: "set" / "card", "kart".
crate::message_ids!(Unit {
    Set = "referee-unit-set",
    Card = "referee-unit-card",
});

// The unit as a Fluent selector's case (`{ $unit -> [card] … *[set] … }`).
crate::choices!(Unit {
    Set = "set",
    Card = "card",
});

crate::messages! {
    /// The unit as a heading.
    pub enum UnitTitle {
        Set = "referee-unit-set-title",
        Card = "referee-unit-card-title",
    }
}

/// Points for a win, a draw and a loss. `draw` is `None` when a game of
/// this kind cannot be drawn (an Equilibrio card). Checked when read
/// (win > draw >= loss), so the fields are private.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Points {
    win: f64,
    draw: Option<f64>,
    loss: f64,
}

/// Read access: points are checked (win > draw >= loss) when read.
impl Points {
    pub fn win(&self) -> f64 {
        self.win
    }

    pub fn draw(&self) -> Option<f64> {
        self.draw
    }

    pub fn loss(&self) -> f64 {
        self.loss
    }
}

/// What happens to a player whose time runs out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TimerRule {
    /// The player loses the set.
    Loses,
    /// The player's store is counted: at least `share` of all the stones of
    /// the variant (rounded up: 24 of Mangala's 48 for 0.5) draws the set,
    /// fewer loses it.
    StoreShare(f64),
}

impl TimerRule {
    /// The store that draws the set, for a variant with `total` stones.
    pub fn draw_threshold(self, total: u16) -> Option<u16> {
        match self {
            TimerRule::Loses => None,
            TimerRule::StoreShare(share) => Some((share * f64::from(total)).ceil() as u16),
        }
    }
}

/// The checked rules of a round (a match of sets or cards).
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRules {
    name: String,
    title: String,
    /// `title` in other languages (`local_title = { tr = "..." }`).
    local_titles: Vec<(crate::ruleset::Language, String)>,
    /// Where the rules come from (document and item numbers).
    source: String,
    /// For a match-level game (moves are not sowing moves, results are
    /// entered): the name a record's `variant` uses, e.g. `"pentago"`.
    /// `None` for rules that apply to sowing variants.
    game: Option<String>,
    /// The game's name as printed on sheets ("Pentago"), for match-level
    /// games; `game_title` in TOML, `title` when absent.
    game_title: Option<String>,
    unit: Unit,
    /// Most sets (cards) a round has.
    games: usize,
    /// Set points that end the round early: once a player has this many,
    /// no further set is played. `None`: every set is played.
    stop_at: Option<f64>,
    /// Who starts set 1, 2, 3, ... (repeating from the start when shorter).
    start_order: Vec<Who>,
    set_points: Points,
    round_points: Points,
    /// The warning that loses the round (3: the 3rd warning).
    warning_limit: u32,
    /// Warning reasons that cannot be given to a visually impaired player.
    visually_impaired_exempt: Vec<WarningReason>,
    timer: TimerRule,
    /// The language `hakem sheet` prints in for rounds under these rules
    /// (before the variant's; `--lang` overrides both).
    language: Option<crate::ruleset::Language>,
}

/// Read access to the checked fields: rules cannot be changed once they
/// are checked (a `stop_at` the round can reach, a `start_order` for sowing
/// variants, ordered points), so every accessor hands back a copy or a
/// shared view.
impl TournamentRules {
    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn title(&self) -> &str {
        &self.title
    }

    /// The title in `lang`: its `local_title`, else `title`.
    pub fn title_in(&self, lang: crate::ruleset::Language) -> &str {
        self.local_titles
            .iter()
            // The file's own text for that language (data, not hakem's words).
            .find(|(l, _)| *l == lang)
            .map_or(&self.title, |(_, t)| t)
    }

    /// Where the rules come from (the document and its item numbers).
    pub fn source(&self) -> &str {
        &self.source
    }

    /// For a match-level game: the name a record's `variant` uses.
    pub fn game(&self) -> Option<&str> {
        self.game.as_deref()
    }

    /// The game's name as printed on sheets, for match-level games.
    pub fn game_title(&self) -> Option<&str> {
        self.game_title.as_deref()
    }

    pub fn unit(&self) -> Unit {
        self.unit
    }

    /// Most sets (cards) a round has.
    pub fn games(&self) -> usize {
        self.games
    }

    /// Set points that end the round early; `None`: every set is played.
    pub fn stop_at(&self) -> Option<f64> {
        self.stop_at
    }

    /// Who starts set 1, 2, 3, ... (see [`TournamentRules::starter`]).
    pub fn start_order(&self) -> &[Who] {
        &self.start_order
    }

    pub fn set_points(&self) -> Points {
        self.set_points
    }

    pub fn round_points(&self) -> Points {
        self.round_points
    }

    /// The warning that loses the round (3: the 3rd warning).
    pub fn warning_limit(&self) -> u32 {
        self.warning_limit
    }

    /// Warning reasons that cannot be given to a visually impaired player.
    pub fn visually_impaired_exempt(&self) -> &[WarningReason] {
        &self.visually_impaired_exempt
    }

    pub fn timer(&self) -> TimerRule {
        self.timer
    }

    /// The language `hakem sheet` prints in for rounds under these rules.
    pub fn language(&self) -> Option<crate::ruleset::Language> {
        self.language
    }

    /// Who starts set `number` (1-based); `None` when nobody does (both
    /// players build at once, as with Equilibrio cards).
    pub fn starter(&self, number: usize) -> Option<Who> {
        if self.start_order.is_empty() {
            return None;
        }
        Some(self.start_order[(number.max(1) - 1) % self.start_order.len()])
    }

    /// True for match-level rules (sets entered by result).
    pub fn by_result(&self) -> bool {
        self.game.is_some()
    }

    /// True when a warning for `reason` cannot be given to a visually
    /// impaired player.
    pub fn exempts(&self, reason: WarningReason) -> bool {
        self.visually_impaired_exempt.contains(&reason)
    }
}

pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(n, _)| *n)
}

crate::messages! {
    /// Tournament rules named that are neither built in nor a file
    /// (`locales/*/referee.ftl`): `hint` the built-in name a misspelt one
    /// most likely meant, `builtin` the built-in names.
    pub enum RulesName {
        Unknown { name: String, hint: Option<String>, builtin: String } = "referee-unknown-rules",
    }
}

/// The built-in tournament rules `name` most likely meant, if any.
pub fn suggested(name: &str) -> Option<String> {
    let names: Vec<&str> = builtin_names().collect();
    crate::files::toml_reader::suggest(name, &names).map(str::to_string)
}

/// The message for tournament rules `name` that are neither built in nor
/// a file.
pub fn unknown(name: &str) -> RulesName {
    RulesName::Unknown {
        name: name.to_string(),
        hint: suggested(name),
        builtin: builtin_names().collect::<Vec<_>>().join(", "),
    }
}

/// Built-in tournament rules by name. The shipped files are checked by the
/// tests, so a parse failure here is reported, not hidden.
pub fn builtin(name: &str) -> Option<Result<TournamentRules, Diagnostics>> {
    BUILTIN
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| parse(&Source::new(format!("builtin:tournament/{n}"), *text)))
}

/// The built-in match-level rules for a game named by a record's `variant`
/// (`"pentago"` gives `pentago-2023`).
pub fn builtin_for_game(game: &str) -> Option<Result<TournamentRules, Diagnostics>> {
    BUILTIN.iter().find_map(|(n, _)| match builtin(n)? {
        Ok(t) if t.game.as_deref() == Some(game) => Some(Ok(t)),
        Ok(_) => None,
        Err(d) => Some(Err(d)),
    })
}

/// The games of every built-in match-level rule set.
pub fn builtin_games() -> Vec<String> {
    BUILTIN
        .iter()
        .filter_map(|(n, _)| builtin(n)?.ok()?.game)
        .collect()
}

/// A built-in name, or a path to a tournament-rules file (relative paths
/// are taken from `base`, the folder of the file that names it).
pub fn resolve(name: &str, base: &Path) -> Result<TournamentRules, ResolveError> {
    builtin_or_path::resolve(name, BUILTIN, base, |found| match found {
        Found::Builtin(n, text) => PARSED
            .get(n, 0, || {
                parse(&Source::new(format!("builtin:tournament/{n}"), text))
            })
            .map_err(Error::Input),
        Found::Path(path) => load(&path),
    })
}

static PARSED: ParsedOnce<TournamentRules> = ParsedOnce::new();

/// Reads a tournament-rules file from disk.
pub fn load(path: &Path) -> Result<TournamentRules, Error> {
    let text = crate::files::input_file::read_text(path)?;
    let source = Source::new(path.display().to_string(), text);
    parse(&source).map_err(Error::Input)
}

/// Parses and checks tournament rules, collecting every problem.
pub fn parse(source: &Arc<Source>) -> Result<TournamentRules, Diagnostics> {
    let doc = parse_document(source)?;
    let problems = Problems::default();
    let root = Table::new(
        &problems,
        doc.get_ref(),
        0..source.text.len(),
        RulesProblem::Document,
    );
    let rules = read_rules(&root);
    root.finish();
    match rules {
        Some(r) if problems.is_empty() => Ok(r),
        _ => {
            if problems.is_empty() {
                problems.push(0..0, RulesProblem::Unreadable);
            }
            Err(problems.into_result(source, ()).unwrap_err())
        }
    }
}

const WHO: [(&str, Who); 2] = [("first", Who::First), ("second", Who::Second)];

fn read_rules(root: &Table<'_, '_>) -> Option<TournamentRules> {
    let name = root.required("name").and_then(|v| {
        name_value(
            root,
            v,
            Part::Key {
                path: "name".into(),
            },
        )
    });
    let title = root.required("title").and_then(|_| root.string("title"));
    let source = root.required("source").and_then(|_| root.string("source"));
    let game = match root.get("game") {
        None => Some(None),
        Some(v) => name_value(
            root,
            v,
            Part::Key {
                path: "game".into(),
            },
        )
        .map(Some),
    };
    let game_title = root.string("game_title");
    let local_titles = match root.table("local_title") {
        Some(t) => {
            let titles = crate::ruleset::Language::choices()
                .iter()
                .filter_map(|&(code, lang)| t.string(code).map(|s| (lang, s)))
                .collect();
            t.finish();
            titles
        }
        None => Vec::new(),
    };
    let unit = root
        .choice("unit", &[("set", Unit::Set), ("card", Unit::Card)])
        .unwrap_or(Unit::Set);
    let language = root.choice("language", &crate::ruleset::Language::choices());

    let round = section(root, "round").and_then(|t| {
        let games = t.required("games").and_then(|_| t.int("games", 1..=99));
        let stop_at = t.get("stop_at").and_then(|v| number(&t, v, "stop_at"));
        let stop_at_ok = t.key_span("stop_at").is_none() || stop_at.is_some();
        let order = match t.array("start_order") {
            None => Some(Vec::new()),
            Some(items) => {
                let who: Vec<Option<Who>> = items
                    .iter()
                    .map(|v| {
                        choice_value(
                            t.problems(),
                            v,
                            &WHO,
                            Part::Key {
                                path: "start_order".into(),
                            },
                        )
                    })
                    .collect();
                who.into_iter().collect::<Option<Vec<Who>>>()
            }
        };
        t.finish();
        let result = (games? as usize, stop_at, order?);
        stop_at_ok.then_some(result)
    });
    let set_points = section(root, "set_points").and_then(|t| points_table(t, "set_points"));
    let round_points = section(root, "round_points").and_then(|t| points_table(t, "round_points"));
    if let Some(p) = &round_points
        && p.draw.is_none()
    {
        root.problem(
            root.key_span("round_points").unwrap_or(0..0),
            RulesProblem::RoundDrawMissing,
        );
    }

    let warnings = section(root, "warnings").and_then(|t| {
        let limit = t.required("limit").and_then(|_| t.int("limit", 1..=99));
        let exempt = match t.array("visually_impaired_exempt") {
            None => Some(Vec::new()),
            Some(items) => items
                .iter()
                .map(|v| {
                    choice_value(
                        t.problems(),
                        v,
                        &WarningReason::ALL,
                        Part::Key {
                            path: "visually_impaired_exempt".into(),
                        },
                    )
                })
                .collect::<Option<Vec<_>>>(),
        };
        t.finish();
        Some((limit? as u32, exempt?))
    });

    let timer = match root.table("timer") {
        None => Some(TimerRule::Loses),
        Some(t) => {
            let on = t
                .required("on_timeout")
                .and_then(|_| t.choice("on_timeout", &[("loses", false), ("store-share", true)]));
            let share = t.get("draw_share").and_then(|v| {
                let n = number(&t, v, "draw_share")?;
                if n > 0.0 && n <= 1.0 {
                    Some(n)
                } else {
                    t.problem(v.span(), RulesProblem::DrawShare { found: n });
                    None
                }
            });
            let rule = match on {
                Some(true) => {
                    if t.key_span("draw_share").is_none() {
                        t.problem(t.span(), RulesProblem::ShareMissing);
                    }
                    share.map(TimerRule::StoreShare)
                }
                Some(false) => {
                    if let Some(span) = t.key_span("draw_share") {
                        t.problem(span, RulesProblem::ShareUnused);
                    }
                    Some(TimerRule::Loses)
                }
                None => None,
            };
            t.finish();
            rule
        }
    };

    let (games, stop_at, start_order) = round?;
    if start_order.is_empty() && matches!(game, Some(None)) {
        root.problem(
            root.key_span("round").unwrap_or(0..0),
            RulesProblem::StartOrderMissing,
        );
    }
    let set_points = set_points?;
    if let Some(stop) = stop_at
        && (stop <= 0.0 || stop > games as f64 * set_points.win)
    {
        root.problem(
            root.key_span("round").unwrap_or(0..0),
            RulesProblem::StopAtUnreachable {
                stop,
                games,
                win: set_points.win,
            },
        );
    }
    let (warning_limit, visually_impaired_exempt) = warnings?;
    Some(TournamentRules {
        name: name?,
        title: title?,
        local_titles,
        source: source?,
        game: game?,
        game_title,
        unit,
        games,
        stop_at,
        start_order,
        set_points,
        round_points: round_points?,
        warning_limit,
        visually_impaired_exempt,
        timer: timer?,
        language,
    })
}

/// A required table.
fn section<'a, 'i>(root: &Table<'a, 'i>, key: &'static str) -> Option<Table<'a, 'i>> {
    if root.key_span(key).is_none() {
        root.problem(
            0..0,
            RulesProblem::TableMissing {
                table: key.to_string(),
            },
        );
        return None;
    }
    root.table(key)
}

/// The points of the table `[table]`.
fn read_points(t: &Table<'_, '_>, table: &str) -> Option<Points> {
    let win = t.required("win").and_then(|v| number(t, v, "win"));
    let loss = t.required("loss").and_then(|v| number(t, v, "loss"));
    let draw = t.get("draw").and_then(|v| number(t, v, "draw"));
    let draw_ok = t.key_span("draw").is_none() || draw.is_some();
    let span = t.span();
    let points = Points {
        win: win?,
        draw,
        loss: loss?,
    };
    let ordered = points.win > points.loss
        && points
            .draw
            .is_none_or(|d| d >= points.loss && d <= points.win);
    if !ordered {
        t.problem(
            span,
            RulesProblem::PointsOrder {
                table: table.to_string(),
            },
        );
    }
    (draw_ok && ordered).then_some(points)
}

/// Reads a `[set_points]` / `[round_points]` table and checks its keys.
fn points_table(t: Table<'_, '_>, table: &str) -> Option<Points> {
    let p = read_points(&t, table);
    t.finish();
    p
}

/// A non-negative number written as an integer or a float, the value of
/// `key`.
fn number(t: &Table<'_, '_>, v: &Value<'_>, key: &str) -> Option<f64> {
    let n = match v.get_ref() {
        DeValue::Integer(i) => i64::from_str_radix(i.as_str(), i.radix())
            .ok()
            .map(|n| n as f64),
        DeValue::Float(f) => f.as_str().replace('_', "").parse::<f64>().ok(),
        _ => None,
    };
    match n {
        Some(n) if n.is_finite() && n >= 0.0 => Some(n),
        _ => {
            t.problem(
                v.span(),
                RulesProblem::NotANumber {
                    key: key.to_string(),
                    found: found(v.get_ref()).into(),
                },
            );
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_text(text: &str) -> Result<TournamentRules, Diagnostics> {
        parse(&Source::new("t.toml", text))
    }

    #[test]
    fn every_builtin_parses_and_is_named_after_its_file() {
        for (name, _) in BUILTIN {
            let rules = builtin(name).unwrap().unwrap_or_else(|d| panic!("{d}"));
            assert_eq!(&rules.name, name);
        }
    }

    #[test]
    fn mangala_2023_is_seed_001() {
        let t = builtin("mangala-2023").unwrap().unwrap();
        assert_eq!(t.games, 3);
        assert_eq!(t.stop_at, Some(2.0));
        assert_eq!(t.start_order, vec![Who::First, Who::Second, Who::First]);
        assert_eq!(t.warning_limit, 3);
        assert_eq!(t.visually_impaired_exempt, vec![WarningReason::TouchMove]);
        assert_eq!(t.timer.draw_threshold(48), Some(24));
        assert_eq!(t.set_points.draw, Some(0.5));
        assert!(t.game.is_none());
    }

    #[test]
    fn card_games_are_match_level_without_draws() {
        for (name, cards, limit) in [("equilibrio-2023", 5, 2), ("q-bitz-2023", 7, 2)] {
            let t = builtin(name).unwrap().unwrap();
            assert_eq!(t.unit, Unit::Card);
            assert_eq!((t.games, t.warning_limit), (cards, limit));
            assert_eq!(t.set_points.draw, None);
            assert_eq!(t.stop_at, None);
            assert!(t.by_result());
        }
        let game = builtin_for_game("pentago").unwrap().unwrap();
        assert_eq!(game.name, "pentago-2023");
    }

    #[test]
    fn timer_threshold_rounds_up_for_any_stone_count() {
        let half = TimerRule::StoreShare(0.5);
        assert_eq!(half.draw_threshold(48), Some(24));
        assert_eq!(half.draw_threshold(60), Some(30));
        assert_eq!(TimerRule::StoreShare(0.4).draw_threshold(48), Some(20));
        assert_eq!(TimerRule::Loses.draw_threshold(48), None);
    }

    #[test]
    fn every_problem_is_reported_with_unknown_keys() {
        let d = parse_text(
            r#"
name = "x"
title = "X"
source = "here"
colour = "red"
[round]
games = 0
[set_points]
win = 1
loss = 2
[round_points]
win = 1
draw = 0.5
loss = 0
[warnings]
limit = 3
visually_impaired_exempt = ["sneezing"]
[timer]
on_timeout = "store-share"
"#,
        )
        .unwrap_err();
        let text = d.to_string();
        for expected in [
            "unknown key `colour`",
            "`round.games`: expected an integer from 1 to 99",
            "expected win > draw >= loss",
            "`visually_impaired_exempt`: expected one of",
            "needs `draw_share`",
        ] {
            assert!(text.contains(expected), "{expected} missing in\n{text}");
        }
    }
}
