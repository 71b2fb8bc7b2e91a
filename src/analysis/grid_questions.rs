//! A grid ruleset in words: one describing function per rule question, the
//! only place where a [`GridRules`] field becomes text for `hakem compare`
//! and `hakem variants`. No game name appears here.

use crate::grid::notation::cell_name;
use crate::grid::rules::{Count, GridRules, LineWinner};
use crate::ruleset::Language;

/// A rule question and how a grid ruleset answers it.
pub struct GridQuestion {
    /// The ruleset key (docs/rulesets.md, "Grid games") the answer comes from.
    pub key: &'static str,
    pub label: &'static str,
    /// The label in Turkish (`hakem compare --lang tr`).
    pub label_tr: &'static str,
    /// The answer in Turkish or English (`hakem variants --lang`).
    pub describe: fn(&GridRules, Language) -> String,
}

impl GridQuestion {
    /// The label in `lang`.
    pub fn label_in(&self, lang: Language) -> &'static str {
        match lang == Language::TR {
            true => self.label_tr,
            false => self.label,
        }
    }
}

/// Every grid rule question, in table order.
pub const GRID_QUESTIONS: &[GridQuestion] = &[
    GridQuestion {
        key: "board.size",
        label: "board",
        label_tr: "tahta",
        describe: board,
    },
    GridQuestion {
        key: "board.black/white",
        label: "start",
        label_tr: "başlangıç",
        describe: start,
    },
    GridQuestion {
        key: "place.outflank",
        label: "a stone goes",
        label_tr: "taş nereye konur",
        describe: placement,
    },
    GridQuestion {
        key: "pass (place.outflank)",
        label: "a pass",
        label_tr: "pas",
        describe: pass,
    },
    GridQuestion {
        key: "turn.block",
        label: "after the stone",
        label_tr: "taştan sonra",
        describe: turn,
    },
    GridQuestion {
        key: "turn.directions",
        label: "turn directions",
        label_tr: "döndürme yönleri",
        describe: directions,
    },
    GridQuestion {
        key: "turn.empty_block",
        label: "an empty quadrant",
        label_tr: "boş tabla",
        describe: empty_block,
    },
    GridQuestion {
        key: "line.length",
        label: "a line",
        label_tr: "sıra",
        describe: line,
    },
    GridQuestion {
        key: "line.both",
        label: "both colours have a line",
        label_tr: "iki rengin de sırası varsa",
        describe: both,
    },
    GridQuestion {
        key: "line.opponent_only",
        label: "only the opponent has a line",
        label_tr: "yalnız rakibin sırası varsa",
        describe: opponent_only,
    },
    GridQuestion {
        key: "end.no_line",
        label: "full board or no moves",
        label_tr: "tahta dolu ya da hamle yok",
        describe: no_line,
    },
];

/// The text in the language asked for: Turkish, else English.
fn say(lang: Language, tr: &str, en: &str) -> String {
    match lang == Language::TR {
        true => tr.to_string(),
        false => en.to_string(),
    }
}

fn board(r: &GridRules, lang: Language) -> String {
    let n = r.size();
    match r.turn() {
        Some(t) => {
            let k = (n / t.block) * (n / t.block);
            let b = t.block;
            say(
                lang,
                &format!("{n}×{n}, {b}×{b} boyutunda {k} tabla"),
                &format!("{n}×{n}, {k} quadrants of {b}×{b}"),
            )
        }
        None => format!("{n}×{n}"),
    }
}

fn cells(bits: u64, size: u8, lang: Language) -> String {
    let names: Vec<String> = (0..size * size)
        .filter(|c| bits >> c & 1 != 0)
        .map(|c| cell_name(c, size))
        .collect();
    if names.is_empty() {
        say(lang, "hiçbiri", "none")
    } else {
        names.join(" ")
    }
}

fn start(r: &GridRules, lang: Language) -> String {
    let (black, white) = r.start();
    if black | white == 0 {
        return say(lang, "boş tahta; önce siyah", "an empty board; black first");
    }
    let (b, w) = (cells(black, r.size(), lang), cells(white, r.size(), lang));
    say(
        lang,
        &format!("siyah {b}, beyaz {w}; önce siyah"),
        &format!("black {b}, white {w}; black first"),
    )
}

fn placement(r: &GridRules, lang: Language) -> String {
    if r.outflank() {
        say(
            lang,
            "kuşattığı yere; kuşatılan taşlar döner",
            "where it outflanks; the outflanked stones turn",
        )
    } else {
        say(lang, "herhangi bir boş kareye", "on any empty cell")
    }
}

fn pass(r: &GridRules, lang: Language) -> String {
    if r.outflank() {
        say(
            lang,
            "yalnız hamle yokken; ikisi de hamle yapamazsa oyun biter",
            "only with no move; both unable to move ends the game",
        )
    } else {
        say(
            lang,
            "asla (her boş kare bir hamledir)",
            "never (every empty cell is a move)",
        )
    }
}

fn turn(r: &GridRules, lang: Language) -> String {
    match r.turn() {
        Some(t) => {
            let b = t.block;
            say(
                lang,
                &format!("{b}×{b} bir tabla çeyrek tur döner"),
                &format!("a {b}×{b} quadrant turns a quarter"),
            )
        }
        None => say(lang, "hiçbir şey dönmez", "nothing turns"),
    }
}

fn directions(r: &GridRules, lang: Language) -> String {
    match r.turn() {
        Some(t) => match (t.clockwise, t.counterclockwise) {
            (true, true) => say(
                lang,
                "saat yönünde ya da tersine",
                "clockwise or counterclockwise",
            ),
            (true, false) => say(lang, "yalnız saat yönünde", "clockwise only"),
            _ => say(lang, "yalnız saat yönünün tersine", "counterclockwise only"),
        },
        None => "-".into(),
    }
}

fn empty_block(r: &GridRules, lang: Language) -> String {
    match r.turn() {
        Some(t) if t.empty_block => say(lang, "çevrilebilir", "may be turned"),
        Some(_) => say(lang, "çevrilemez", "may not be turned"),
        None => "-".into(),
    }
}

fn line(r: &GridRules, lang: Language) -> String {
    match r.line() {
        Some(l) => {
            let n = l.length;
            say(
                lang,
                &format!(
                    "yan yana {n} ya da daha çok taş kazandırır; tabla döndükten sonra bakılır"
                ),
                &format!("{n} or more in a row win, judged after the turn"),
            )
        }
        None => say(lang, "sıra yok", "no lines"),
    }
}

fn winner(w: LineWinner, lang: Language) -> String {
    match w {
        LineWinner::Mover => say(lang, "hamleyi yapan kazanır", "the mover wins"),
        LineWinner::Opponent => say(lang, "rakip kazanır", "the opponent wins"),
        LineWinner::Draw => say(lang, "beraberlik", "a draw"),
    }
}

fn both(r: &GridRules, lang: Language) -> String {
    r.line().map_or("-".into(), |l| winner(l.both, lang))
}

fn opponent_only(r: &GridRules, lang: Language) -> String {
    r.line()
        .map_or("-".into(), |l| winner(l.opponent_only, lang))
}

fn no_line(r: &GridRules, lang: Language) -> String {
    match r.count() {
        Count::MostStones => say(lang, "taşı çok olan kazanır", "the most stones win"),
        Count::Draw => say(lang, "beraberlik", "a draw"),
    }
}
