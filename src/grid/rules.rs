//! A grid ruleset (docs/rulesets.md, "Grid games"): the board, where a stone
//! may go, which blocks turn and how, what a line is and who it wins for.
//! Checked once when read; the engine reads only these fields.

use std::path::Path;
use std::sync::Arc;

use super::board::{Geometry, MAX_SIZE};
use super::notation;
use crate::error::Error;
use crate::files::builtin_or_path::{self, Found, ParsedOnce, ResolveError};
use crate::files::toml_reader::{Part, Problems, Schema, Table, parse_document};
use crate::ruleset::{Language, RulesetProblem, in_language, read_local_texts};
use crate::text::diagnostic::{Diagnostics, Source};

crate::messages! {
    /// What is wrong with a grid ruleset beyond the schema.
    pub enum GridRulesProblem {
        BothColours = "grid-rules-both-colours",
        /// A `[turn] block` that is not 2 or more, or does not divide the
        /// board's `size`.
        BlockSize { block: u8, size: u8 } = "grid-rules-block-size",
        /// An item of `turn.directions` that is neither "cw" nor "ccw".
        NotADirection = "grid-rules-not-a-direction",
        NoDirection = "grid-rules-no-direction",
        LineTooLong { length: u8, size: u8 } = "grid-rules-line-too-long",
        /// An item of `board.black` or `board.white` (`key`) that is no
        /// string.
        NotACellList { key: String } = "grid-rules-not-cells",
    }
}

/// `(name, TOML text)` of every built-in grid ruleset.
pub const BUILTIN: &[(&str, &str)] = &[
    ("reversi", include_str!("../../rulesets/reversi.toml")),
    ("pentago", include_str!("../../rulesets/pentago.toml")),
    (
        "pentago-standard",
        include_str!("../../rulesets/pentago-standard.toml"),
    ),
];

pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(n, _)| *n)
}

/// Who a position with lines wins for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineWinner {
    Mover,
    Opponent,
    Draw,
}

/// How a game that ends without a line is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// More stones of one's colour on the board wins.
    MostStones,
    /// A draw.
    Draw,
}

/// The block turn every move ends with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnRule {
    /// The side of a block (3: a 6×6 board has four 3×3 blocks).
    pub block: u8,
    pub clockwise: bool,
    pub counterclockwise: bool,
    /// Whether a block with no stone (after the placement) may be turned.
    pub empty_block: bool,
}

/// Lines that end the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineRule {
    /// Stones in a row that win (or more).
    pub length: u8,
    /// When a move leaves lines of both colours.
    pub both: LineWinner,
    /// When a move leaves a line of the opponent's colour only.
    pub opponent_only: LineWinner,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridRules {
    name: String,
    title: String,
    summary: String,
    /// `title` and `summary` in other languages (`local_title`,
    /// `local_summary`, as the sowing rulesets write them).
    local_titles: Vec<(Language, String)>,
    local_summaries: Vec<(Language, String)>,
    game: String,
    tournament: Option<String>,
    source: Option<String>,
    black: u64,
    white: u64,
    outflank: bool,
    turn: Option<TurnRule>,
    line: Option<LineRule>,
    count: Count,
    geometry: Geometry,
}

impl GridRules {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn title(&self) -> &str {
        &self.title
    }
    /// One sentence on the game (`hakem variants`).
    pub fn summary(&self) -> &str {
        &self.summary
    }
    /// The title in `lang`: its `local_title`, else `title`.
    pub fn title_in(&self, lang: Language) -> &str {
        in_language(&self.local_titles, lang, &self.title)
    }
    /// The summary in `lang`: its `local_summary`, else `summary`.
    pub fn summary_in(&self, lang: Language) -> &str {
        in_language(&self.local_summaries, lang, &self.summary)
    }
    /// The game the ruleset plays (what match-level tournament rules name
    /// as their `game`).
    pub fn game(&self) -> &str {
        &self.game
    }
    pub fn tournament(&self) -> Option<&str> {
        self.tournament.as_deref()
    }
    pub fn source(&self) -> Option<&str> {
        self.source.as_deref()
    }
    pub fn size(&self) -> u8 {
        self.geometry.size()
    }
    /// The starting stones, black and white.
    pub fn start(&self) -> (u64, u64) {
        (self.black, self.white)
    }
    /// Whether a stone must outflank (and turns what it outflanks).
    pub fn outflank(&self) -> bool {
        self.outflank
    }
    pub fn turn(&self) -> Option<TurnRule> {
        self.turn
    }
    pub fn line(&self) -> Option<LineRule> {
        self.line
    }
    pub fn count(&self) -> Count {
        self.count
    }
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }
}

/// Parses a grid ruleset, every problem at once.
pub fn parse(source: &Arc<Source>) -> Result<GridRules, Diagnostics> {
    let doc = parse_document(source)?;
    let problems = Problems::default();
    let root = Table::new(&problems, doc.get_ref(), 0..0, RulesetProblem::Document);
    let rules = read(&root);
    root.finish();
    match rules {
        Some(r) if problems.is_empty() => Ok(r),
        _ => {
            if problems.is_empty() {
                problems.push(0..0, RulesetProblem::NotRead);
            }
            Err(problems.into_result(source, ()).unwrap_err())
        }
    }
}

fn read(root: &Table<'_, '_>) -> Option<GridRules> {
    let name = root.required("name").and(root.string("name"));
    let title = root.string("title");
    let game = root.required("game").and(root.string("game"));
    let tournament = root.string("tournament");
    let source = root.string("source");
    let summary = root.string("summary");
    let local_titles = read_local_texts(root, "local_title").unwrap_or_default();
    let local_summaries = read_local_texts(root, "local_summary").unwrap_or_default();

    let board = root.required("board").and(root.table("board"));
    let (size, black, white) = match board {
        Some(b) => {
            let size = b
                .required("size")
                .and(b.int("size", 2..=i64::from(MAX_SIZE)))
                .map(|n| n as u8);
            let black = size.and_then(|n| start_cells(&b, "black", n));
            let white = size.and_then(|n| start_cells(&b, "white", n));
            if let (Some(bl), Some(wh)) = (black, white)
                && bl & wh != 0
            {
                b.problem(b.span(), GridRulesProblem::BothColours);
            }
            b.finish();
            (size, black, white)
        }
        None => (None, None, None),
    };

    let outflank = match root.table("place") {
        Some(p) => {
            let o = p.bool("outflank").unwrap_or(false);
            p.finish();
            o
        }
        None => false,
    };

    let turn = match root.table("turn") {
        Some(t) => {
            let block = t
                .required("block")
                .and(t.int("block", 1..=i64::from(MAX_SIZE)))
                .map(|n| n as u8);
            if let (Some(b), Some(n)) = (block, size)
                && (b < 2 || n % b != 0)
            {
                t.problem(t.span(), GridRulesProblem::BlockSize { block: b, size: n });
            }
            let mut cw = false;
            let mut ccw = false;
            let mut ok = true;
            match t.required("directions").and(t.array("directions")) {
                Some(items) => {
                    for item in items.iter() {
                        match item.get_ref().as_str() {
                            Some("cw") => cw = true,
                            Some("ccw") => ccw = true,
                            _ => {
                                t.problem(item.span(), GridRulesProblem::NotADirection);
                                ok = false;
                            }
                        }
                    }
                    if !cw && !ccw && ok {
                        t.problem(t.span(), GridRulesProblem::NoDirection);
                        ok = false;
                    }
                }
                None => ok = false,
            }
            let empty_block = t.required("empty_block").and(t.bool("empty_block"));
            t.finish();
            match (block, empty_block, ok) {
                (Some(block), Some(empty_block), true) => Some(Some(TurnRule {
                    block,
                    clockwise: cw,
                    counterclockwise: ccw,
                    empty_block,
                })),
                _ => None,
            }
        }
        None => Some(None),
    };

    let winners = [
        ("mover", LineWinner::Mover),
        ("opponent", LineWinner::Opponent),
        ("draw", LineWinner::Draw),
    ];
    let line = match root.table("line") {
        Some(l) => {
            let length = l
                .required("length")
                .and(l.int("length", 2..=i64::from(MAX_SIZE)))
                .map(|n| n as u8);
            if let (Some(len), Some(n)) = (length, size)
                && len > n
            {
                l.problem(
                    l.span(),
                    GridRulesProblem::LineTooLong {
                        length: len,
                        size: n,
                    },
                );
            }
            let both = l.required("both").and(l.choice("both", &winners));
            let opponent_only = l
                .required("opponent_only")
                .and(l.choice("opponent_only", &winners));
            l.finish();
            match (length, both, opponent_only) {
                (Some(length), Some(both), Some(opponent_only)) => Some(Some(LineRule {
                    length,
                    both,
                    opponent_only,
                })),
                _ => None,
            }
        }
        None => Some(None),
    };

    let count = match root.required("end").and(root.table("end")) {
        Some(e) => {
            let c = e.required("no_line").and(e.choice(
                "no_line",
                &[("most-stones", Count::MostStones), ("draw", Count::Draw)],
            ));
            e.finish();
            c
        }
        None => None,
    };

    let (size, turn, line) = (size?, turn?, line?);
    if turn.is_some_and(|t| size % t.block != 0 || t.block < 2) {
        return None;
    }
    if line.is_some_and(|l| l.length > size) {
        return None;
    }
    let geometry = Geometry::new(
        size,
        turn.map_or(0, |t| t.block),
        line.map_or(0, |l| l.length),
    );
    Some(GridRules {
        name: name?,
        title: title.unwrap_or_default(),
        summary: summary.unwrap_or_default(),
        local_titles,
        local_summaries,
        game: game?,
        tournament,
        source,
        black: black?,
        white: white?,
        outflank,
        turn,
        line,
        count: count?,
        geometry,
    })
}

/// `black = ["e4", "d5"]`: starting stones as cells.
fn start_cells(b: &Table<'_, '_>, key: &'static str, size: u8) -> Option<u64> {
    let items = b.required(key).and(b.array(key))?;
    let mut bits = 0u64;
    let mut ok = true;
    for item in items.iter() {
        match item.get_ref().as_str().map(|s| notation::cell(s, size)) {
            Some(Ok(c)) => bits |= 1u64 << c,
            Some(Err(e)) => {
                b.problem(
                    item.span(),
                    Schema::About {
                        what: Part::Key {
                            path: b.key_path(key),
                        }
                        .into(),
                        message: e.into(),
                    },
                );
                ok = false;
            }
            None => {
                b.problem(
                    item.span(),
                    GridRulesProblem::NotACellList {
                        key: b.key_path(key),
                    },
                );
                ok = false;
            }
        }
    }
    ok.then_some(bits)
}

static PARSED: ParsedOnce<GridRules> = ParsedOnce::new();

/// A built-in grid ruleset by name.
pub fn builtin(name: &str) -> Option<Result<GridRules, Diagnostics>> {
    BUILTIN
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| parse(&Source::new(format!("builtin:{n}"), *text)))
}

/// A built-in name, or a path to a grid ruleset file (one with a `game` and
/// a `[board] size`; a file without `[board] size` is not a grid ruleset
/// and is `Unknown` here, so a sowing ruleset's path goes on to be read as
/// one).
pub fn resolve(name: &str, base: &Path) -> Result<GridRules, ResolveError> {
    match builtin_or_path::locate(name, BUILTIN, base) {
        None => Err(ResolveError::Unknown),
        Some(Found::Builtin(n, text)) => PARSED
            .get(n, 0, || parse(&Source::new(format!("builtin:{n}"), text)))
            .map_err(|d| ResolveError::Failed(Error::Input(d))),
        Some(Found::Path(path)) => {
            // Only a file that can be read and names a board size is ours.
            let Ok(text) = crate::files::input_file::read_text(&path) else {
                return Err(ResolveError::Unknown);
            };
            if !looks_like_grid(&text) {
                return Err(ResolveError::Unknown);
            }
            let source = Source::new(path.display().to_string(), text);
            parse(&source).map_err(|d| ResolveError::Failed(Error::Input(d)))
        }
    }
}

/// Whether a ruleset text is a grid ruleset: its `[board]` has a `size`.
fn looks_like_grid(text: &str) -> bool {
    match toml::from_str::<toml::Table>(text) {
        Ok(t) => t
            .get("board")
            .and_then(|b| b.as_table())
            .is_some_and(|b| b.contains_key("size")),
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtins_parse() {
        for name in builtin_names() {
            let r = builtin(name).unwrap();
            assert!(r.is_ok(), "{name}: {:?}", r.err().map(|d| d.to_string()));
        }
    }

    #[test]
    fn a_bad_ruleset_lists_every_problem() {
        let text = "name = \"x\"\ngame = \"x\"\n[board]\nsize = 9\nblack = [\"z9\"]\nwhite = []\n[end]\nno_line = \"maybe\"\n";
        let d = parse(&Source::new("x.toml".to_string(), text.to_string())).unwrap_err();
        let s = d.to_string();
        assert!(s.contains("size"), "{s}");
        assert!(s.contains("no_line"), "{s}");
    }
}
