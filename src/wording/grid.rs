//! The words of grid games (Reversi, Pentago) in checks and replays, in
//! English and Turkish: colours, refused moves, how a game ended.

use crate::grid::{Color, EndReason, GridMove, GridRules, Illegal};
use crate::referee::grid_sets::{GridMoveError, Refusal};
use crate::ruleset::Language;

pub fn color(lang: Language, c: Color) -> &'static str {
    match (lang == Language::TR, c) {
        (false, Color::Black) => "black",
        (false, Color::White) => "white",
        (true, Color::Black) => "siyah",
        (true, Color::White) => "beyaz",
    }
}

/// "Set 2: black Zeynep Kaya, white Emre Şahin"
pub fn set_heading(lang: Language, number: usize, black: &str, white: &str) -> String {
    match lang == Language::TR {
        false => format!("Set {number} (moves): black {black}, white {white}"),
        true => format!("{number}. set (hamleler): siyah {black}, beyaz {white}"),
    }
}

/// "31 moves played (1 pass inferred)"
pub fn moves_played(lang: Language, plies: usize, inferred: usize) -> String {
    match (lang == Language::TR, inferred) {
        (false, 0) => format!("  {plies} moves played"),
        (false, n) => format!(
            "  {plies} moves played ({n} pass{} left out of the record and inferred: the player had no move)",
            if n == 1 { "" } else { "es" }
        ),
        (true, 0) => format!("  {plies} hamle oynandı"),
        (true, n) => format!(
            "  {plies} hamle oynandı (kayıtta yazılmayan {n} pas çıkarıldı: oyuncunun hamlesi yoktu)"
        ),
    }
}

/// How the game ended.
pub fn end(lang: Language, reason: EndReason, mover: Color, rules: &GridRules) -> String {
    end_in_rows(lang, reason, mover, rules.line().map_or(0, |l| l.length))
}

/// [`end`] with the line's length given (`n` stones in a row win).
pub fn end_in_rows(lang: Language, reason: EndReason, mover: Color, n: u8) -> String {
    let m = color(lang, mover);
    match (lang == Language::TR, reason) {
        (false, EndReason::Line) => format!("{m} has {n} in a row"),
        (false, EndReason::BothLines) => {
            format!("the move by {m} left {n} in a row for both colours")
        }
        (false, EndReason::OpponentLine) => {
            format!("the move by {m} made {n} in a row for the opponent only")
        }
        (false, EndReason::FullBoard) => "the board is full".into(),
        (false, EndReason::NoMoves) => "neither player can move (both pass)".into(),
        (true, EndReason::Line) => format!("{m} {n} bilyesini sıraladı"),
        (true, EndReason::BothLines) => {
            format!("{m} oyuncunun hamlesiyle iki renk de {n} bilyesini sıraladı")
        }
        (true, EndReason::OpponentLine) => {
            format!("{m} oyuncunun hamlesi yalnızca rakibin {n} bilyesini sıraladı")
        }
        (true, EndReason::FullBoard) => "tüm kareler doldu".into(),
        (true, EndReason::NoMoves) => "iki oyuncu da hamle yapamıyor (ikisi de pas)".into(),
    }
}

pub fn ended(lang: Language, how: &str) -> String {
    match lang == Language::TR {
        false => format!("  Ended: {how}."),
        true => format!("  Bitiş: {how}."),
    }
}

pub fn discs(lang: Language, black: u32, white: u32) -> String {
    match lang == Language::TR {
        false => format!("  Stones on the board: black {black}, white {white}."),
        true => format!("  Tahtadaki taşlar: siyah {black}, beyaz {white}."),
    }
}

pub fn closing_passes(lang: Language, n: usize) -> String {
    match lang == Language::TR {
        false => format!("  The record ends with {n} pass(es), as the game did."),
        true => format!("  Kayıt, oyunun bittiği gibi {n} pas ile bitiyor."),
    }
}

/// "Winner: black (Zeynep Kaya)" / "A draw"
pub fn winner(lang: Language, who: Option<(Color, &str)>) -> String {
    match (lang == Language::TR, who) {
        (false, Some((c, name))) => format!("  Winner: {} ({name}).", color(lang, c)),
        (false, None) => "  A draw.".into(),
        (true, Some((c, name))) => format!("  Kazanan: {} ({name}).", color(lang, c)),
        (true, None) => "  Berabere.".into(),
    }
}

pub fn timeout(lang: Language, name: &str) -> String {
    match lang == Language::TR {
        false => format!("  {name}'s time ran out: the set is lost."),
        true => format!("  {name} oyuncusunun süresi bitti: set kaybedildi."),
    }
}

pub fn unfinished(lang: Language, result: Option<&str>) -> String {
    match (lang == Language::TR, result) {
        (false, None) => "  The game is not over.".into(),
        (false, Some(r)) => {
            format!("  The moves stop before the end; the result entered stands: {r}.")
        }
        (true, None) => "  Oyun bitmedi.".into(),
        (true, Some(r)) => {
            format!("  Hamleler oyun bitmeden kesiliyor; girilen sonuç geçerli: {r}.")
        }
    }
}

pub fn claim(lang: Language, claimed: &str, ok: bool) -> String {
    match (lang == Language::TR, ok) {
        (false, true) => format!("  Result claimed: {claimed}; the board agrees."),
        (false, false) => {
            format!("  Result claimed: {claimed}; the board DISAGREES (see the winner above).")
        }
        (true, true) => format!("  Yazılan sonuç: {claimed}; tahta doğruluyor."),
        (true, false) => {
            format!("  Yazılan sonuç: {claimed}; tahta DOĞRULAMIYOR (yukarıdaki kazanana bakın).")
        }
    }
}

/// "Move 12 "c4 3ccw" by white (Emre Şahin) at r.toml:14:20 is refused: ..."
pub fn refused(lang: Language, e: &GridMoveError, name: &str, at: &str, reason: &str) -> String {
    let c = color(lang, e.mover);
    match lang == Language::TR {
        false => format!(
            "  Move {} \"{}\" by {c} ({name}){at} is refused: {reason}.",
            e.index, e.text
        ),
        true => format!(
            "  {}. hamle \"{}\", {c} ({name}){at}, kurallara aykırı: {reason}.",
            e.index, e.text
        ),
    }
}

/// Why the move `text` is refused, in full (outside a record: `compare`).
pub fn refusal_of(lang: Language, text: &str, refusal: Refusal, rules: &GridRules) -> String {
    let start = crate::grid::Position::start(rules);
    let e = GridMoveError {
        index: 0,
        text: text.to_string(),
        mover: start.to_move(),
        refusal,
        before: start,
        span: None,
    };
    self::refusal(lang, &e, rules)
}

/// Why a move was refused, in full.
pub fn refusal(lang: Language, e: &GridMoveError, rules: &GridRules) -> String {
    let size = rules.size();
    let (cell, quadrant) = match crate::grid::notation::parse_move(&e.text, size) {
        Ok(GridMove::Place { cell, turn }) => (
            crate::grid::notation::cell_name(cell, size),
            turn.map_or(0, |t| t.block + 1),
        ),
        _ => (e.text.clone(), 0),
    };
    let en = lang == Language::EN;
    match &e.refusal {
        Refusal::Unreadable(msg) => {
            let msg = crate::words::Words::new(lang).say(msg);
            if en {
                msg
            } else {
                format!("okunamadı: {msg}")
            }
        }
        Refusal::AfterTimeout => if en {
            "written after the player's time ran out"
        } else {
            "oyuncunun süresi bittikten sonra yazılmış"
        }
        .into(),
        Refusal::Illegal(i) => match *i {
            Illegal::GameOver => if en {
                "the game was already over"
            } else {
                "oyun zaten bitmişti"
            }
            .into(),
            Illegal::OffBoard => {
                if en {
                    format!("{cell} is not on the board")
                } else {
                    format!("{cell} tahtada değil")
                }
            }
            Illegal::Occupied => {
                if en {
                    format!("{cell} is already taken")
                } else {
                    format!("{cell} dolu")
                }
            }
            Illegal::NoOutflank => {
                if en {
                    format!(
                        "a disc on {cell} outflanks none of the opponent's discs (every move must capture)"
                    )
                } else {
                    format!(
                        "{cell} karesine konan taş rakibin hiçbir taşını ele geçirmiyor (her hamle taş almalı)"
                    )
                }
            }
            Illegal::PassWithMoves { moves } => {
                if en {
                    format!(
                        "a pass, but the player has {moves} cell(s) to play (a pass is only for a player who cannot move)"
                    )
                } else {
                    format!(
                        "pas, ama oyuncunun oynayabileceği {moves} kare var (pas yalnızca hamle yapamayan oyuncu içindir)"
                    )
                }
            }
            Illegal::TurnMissing => {
                if en {
                    "no quadrant turned: a move is complete only when a quadrant has turned".into()
                } else {
                    "tabla çevrilmemiş: hamle, tablanın çevrilmesiyle tamamlanır".into()
                }
            }
            Illegal::TurnNotInRules => {
                if en {
                    "a quadrant turn is written, but these rules turn none".into()
                } else {
                    "tabla çevirme yazılmış, ama bu kurallarda tabla çevrilmez".into()
                }
            }
            Illegal::NoSuchBlock { blocks } => {
                if en {
                    format!(
                        "there is no quadrant {quadrant}: the board has {blocks} (1 top left, 2 top right, 3 bottom left, 4 bottom right)"
                    )
                } else {
                    format!(
                        "{quadrant} numaralı tabla yok: tahtada {blocks} tabla var (1 sol üst, 2 sağ üst, 3 sol alt, 4 sağ alt)"
                    )
                }
            }
            Illegal::DirectionNotAllowed { clockwise: false } => {
                if en {
                    "a counterclockwise turn: these rules turn a quadrant clockwise only".into()
                } else {
                    "saatin tersine çevirme: bu kurallarda tabla yalnızca saat yönüne doğru çevrilir".into()
                }
            }
            Illegal::DirectionNotAllowed { clockwise: true } => {
                if en {
                    "a clockwise turn: these rules turn a quadrant counterclockwise only".into()
                } else {
                    "saat yönüne çevirme: bu kurallarda tabla yalnızca saatin tersine çevrilir"
                        .into()
                }
            }
            Illegal::EmptyBlock => {
                if en {
                    format!(
                        "quadrant {quadrant} holds no marble: an empty quadrant may not be turned"
                    )
                } else {
                    format!("{quadrant} numaralı tabla boş: boş tabla çevrilemez")
                }
            }
        },
    }
}

/// "Board before move 12 (white to move):"
pub fn board_before(lang: Language, index: usize, to_move: Color) -> String {
    match lang == Language::TR {
        false => format!(
            "  Board before move {index} ({} to move; x black, o white):",
            color(lang, to_move)
        ),
        true => format!(
            "  {index}. hamleden önceki tahta (sıra {}; x siyah, o beyaz):",
            color(lang, to_move)
        ),
    }
}

/// "Board after move 12:" / the final board.
pub fn board_after(lang: Language, ply: Option<usize>, to_move: Option<Color>) -> String {
    let mover = to_move.map_or(String::new(), |c| match lang == Language::TR {
        false => format!(", {} to move", color(lang, c)),
        true => format!(", sıra {}", color(lang, c)),
    });
    match (lang == Language::TR, ply) {
        (false, None) => format!("Starting position{mover} (x black, o white):"),
        (false, Some(k)) => format!("After ply {k}{mover} (x black, o white):"),
        (true, None) => format!("Başlangıç{mover} (x siyah, o beyaz):"),
        (true, Some(k)) => format!("{k}. yarım hamleden sonra{mover} (x siyah, o beyaz):"),
    }
}

/// "Set 2 (reversi): black Elif Yıldız, white Deniz Aydın"
pub fn replay_heading(
    lang: Language,
    number: usize,
    ruleset: &str,
    names: Option<&[String; 2]>,
) -> String {
    match (lang == Language::TR, names) {
        (false, Some([b, w])) => format!("Set {number} ({ruleset}): black {b}, white {w}"),
        (false, None) => format!("{ruleset}: black moves first"),
        (true, Some([b, w])) => format!("{number}. set ({ruleset}): siyah {b}, beyaz {w}"),
        (true, None) => format!("{ruleset}: ilk hamle siyahın"),
    }
}

/// One ply of the narrative: "12. white c4 3: 3 discs turned" (the pass
/// inferred said so).
pub fn ply_line(
    lang: Language,
    ply: usize,
    mover: Color,
    mv: &str,
    flipped: u32,
    inferred: bool,
) -> String {
    let c = color(lang, mover);
    let mut line = format!("{ply:>3}. {c} {mv}");
    if flipped > 0 {
        line.push_str(&match lang == Language::TR {
            false => format!(": {flipped} turned"),
            true => format!(": {flipped} taş döndü"),
        });
    }
    if inferred {
        line.push_str(match lang == Language::TR {
            false => " (not written: no move, so a pass)",
            true => " (yazılmamış: hamlesi yok, pas)",
        });
    }
    line
}
