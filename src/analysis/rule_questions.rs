//! A ruleset in words: one describing function per rule question, the only
//! place where a [`Ruleset`] field becomes text. `hakem compare` builds its
//! table from [`QUESTIONS`]; no variant has hand-written text here.

use crate::ruleset::{
    CannotFeedLeftover, CaptureRule, CaptureTo, CountCondition, Direction, GrandSlam, Language,
    Leftover, LoneStone, MAX_RELAY_LAPS, NoMove, Relay, RowEmpty, Ruleset, Side, Take,
};

/// A rule question and how a ruleset answers it.
pub struct Question {
    pub key: &'static str,
    pub label: &'static str,
    /// The label in Turkish (`hakem compare --lang tr`).
    pub label_tr: &'static str,
    /// The answer in Turkish or English.
    pub describe: fn(&Ruleset, Language) -> String,
}

impl Question {
    /// The label in `lang`.
    pub fn label_in(&self, lang: Language) -> &'static str {
        match lang == Language::TR {
            true => self.label_tr,
            false => self.label,
        }
    }
}

/// Every rule question, in table order.
pub const QUESTIONS: &[Question] = &[
    Question {
        key: "board",
        label: "board",
        label_tr: "tahta",
        describe: board,
    },
    Question {
        key: "stones",
        label: "stones",
        label_tr: "taşlar",
        describe: stones,
    },
    Question {
        key: "start",
        label: "start (pit 1 → N, both rows)",
        label_tr: "başlangıç (1 → N. kuyu, iki sıra)",
        describe: start,
    },
    Question {
        key: "direction",
        label: "sowing direction",
        label_tr: "dağıtma yönü",
        describe: direction,
    },
    Question {
        key: "sowing_start",
        label: "sowing starts",
        label_tr: "dağıtma başlar",
        describe: sowing_start,
    },
    Question {
        key: "lone_stone",
        label: "a lone stone",
        label_tr: "tek taş",
        describe: lone_stone,
    },
    Question {
        key: "lap_skip",
        label: "emptied pit on later laps",
        label_tr: "sonraki devirlerde boşaltılan kuyu",
        describe: lap_skip,
    },
    Question {
        key: "stores_sown",
        label: "stores sown",
        label_tr: "hazineye taş konur",
        describe: stores_sown,
    },
    Question {
        key: "extra_turn",
        label: "extra turn",
        label_tr: "tekrar oynama hakkı",
        describe: extra_turn,
    },
    Question {
        key: "relay",
        label: "relay (multi-lap) sowing",
        label_tr: "sürdürmeli (çok devirli) dağıtma",
        describe: relay,
    },
    Question {
        key: "capture_during",
        label: "captures during sowing",
        label_tr: "dağıtırken alma",
        describe: capture_during,
    },
    Question {
        key: "capture_own",
        label: "capture on own side",
        label_tr: "kendi bölgesinde alma",
        describe: capture_own,
    },
    Question {
        key: "capture_opponent",
        label: "capture on opponent's side",
        label_tr: "rakip bölgesinde alma",
        describe: capture_opponent,
    },
    Question {
        key: "tuzdyk",
        label: "special pit (tuzdyk)",
        label_tr: "özel kuyu (tuzdık)",
        describe: tuzdyk,
    },
    Question {
        key: "grand_slam",
        label: "grand slam",
        label_tr: "büyük vurgun",
        describe: grand_slam,
    },
    Question {
        key: "feeding",
        label: "feeding an empty opponent",
        label_tr: "taşsız rakibi besleme",
        describe: feeding,
    },
    Question {
        key: "no_move",
        label: "a player with no stones",
        label_tr: "taşı kalmayan oyuncu",
        describe: no_move,
    },
    Question {
        key: "end",
        label: "game ends when",
        label_tr: "oyun biter",
        describe: end,
    },
    Question {
        key: "leftover",
        label: "stones left on the board go to",
        label_tr: "tahtada kalan taşlar kime",
        describe: leftover,
    },
];

/// The text in the language asked for: Turkish, else English.
fn say(lang: Language, tr: &str, en: &str) -> String {
    match lang == Language::TR {
        true => tr.to_string(),
        false => en.to_string(),
    }
}

fn yes_no(b: bool, lang: Language) -> String {
    match (b, lang == Language::TR) {
        (true, true) => "evet".into(),
        (false, true) => "hayır".into(),
        (true, false) => "yes".into(),
        (false, false) => "no".into(),
    }
}

fn board(r: &Ruleset, lang: Language) -> String {
    let n = r.pits();
    say(
        lang,
        &format!("her yanda {n} kuyu"),
        &format!("{n} pits a side"),
    )
}

fn stones(r: &Ruleset, lang: Language) -> String {
    let all = r.total_stones();
    match r.stones() {
        Some(s) => say(
            lang,
            &format!("kuyu başına {s} (toplam {all})"),
            &format!("{s} a pit ({all} in all)"),
        ),
        None => say(
            lang,
            &format!("kuyu kuyu (toplam {all})"),
            &format!("pit by pit ({all} in all)"),
        ),
    }
}

fn start(r: &Ruleset, lang: Language) -> String {
    match r.stones() {
        Some(_) => say(lang, "her kuyu aynı", "every pit alike"),
        None => start_list(r),
    }
}

/// A row's start, pit 1 first: "12, 12, 2, 12".
pub fn start_list(r: &Ruleset) -> String {
    let list: Vec<String> = r.start().iter().map(u16::to_string).collect();
    list.join(", ")
}

fn direction(r: &Ruleset, lang: Language) -> String {
    match r.sowing().direction {
        Direction::Counterclockwise => say(
            lang,
            "saatin tersine (kendi kuyuların 1 → N, sonra hazinen)",
            "counterclockwise (your pits 1 → N, then your store)",
        ),
        Direction::Clockwise => say(
            lang,
            "saat yönünde (kendi kuyuların N → 1, sonra hazinen)",
            "clockwise (your pits N → 1, then your store)",
        ),
    }
}

fn relay(r: &Ruleset, lang: Language) -> String {
    match r.sowing().relay {
        Relay::None => say(lang, "hayır: tek devir", "no: one lap"),
        Relay::Landing => say(
            lang,
            &format!(
                "son taş dolu bir kuyuya düşerse o kuyu alınır ve dağıtma sürer (en çok {MAX_RELAY_LAPS} devir)"
            ),
            &format!(
                "a last stone in a pit that held stones lifts it and sowing goes on (at most {MAX_RELAY_LAPS} laps)"
            ),
        ),
        Relay::NextPit => say(
            lang,
            &format!(
                "son taştan sonraki kuyu alınıp dağıtılır; boşsa dağıtma biter (en çok {MAX_RELAY_LAPS} devir)"
            ),
            &format!(
                "the pit after the last stone is lifted and sown on; an empty one ends the sowing (at most {MAX_RELAY_LAPS} laps)"
            ),
        ),
    }
}

fn capture_during(r: &Ruleset, lang: Language) -> String {
    let set = &r.sowing().capture_during;
    if set.is_empty() {
        return "—".into();
    }
    let n = list(set, lang);
    match (r.sowing().capture_during_to, lang == Language::TR) {
        (CaptureTo::PitOwner, true) => {
            format!("herhangi bir taşın {n} yaptığı kuyu, kuyunun sahibine gider")
        }
        (CaptureTo::Mover, true) => {
            format!("herhangi bir taşın {n} yaptığı kuyu, hamleyi yapana gider")
        }
        (CaptureTo::PitOwner, false) => {
            format!("a pit any stone makes {n} goes to the pit's owner")
        }
        (CaptureTo::Mover, false) => format!("a pit any stone makes {n} goes to the mover"),
    }
}

fn tuzdyk(r: &Ruleset, lang: Language) -> String {
    let Some(t) = r.tuzdyk() else {
        return "—".into();
    };
    let c = t.count;
    let mut parts = vec![say(
        lang,
        &format!(
            "rakibin kuyusunu {c} yapan son taş o kuyuyu kazanır (oyuncu başına bir); oraya düşen taşlar sahibine gider"
        ),
        &format!(
            "last stone making {c} in an opponent's pit claims it (one each); stones sown into it go to its owner"
        ),
    )];
    if t.not_last_pit {
        parts.push(say(
            lang,
            "rakibin son kuyusu asla",
            "never the opponent's last pit",
        ));
    }
    if t.not_mirror {
        parts.push(say(
            lang,
            "rakibin kendi özel kuyusuyla aynı numaralı kuyu asla",
            "never the pit with the number of the opponent's own",
        ));
    }
    parts.join("; ")
}

fn no_move(r: &Ruleset, lang: Language) -> String {
    match r.no_move() {
        NoMove::Ends => say(lang, "oyun biter", "the game ends"),
        NoMove::Pass => say(
            lang,
            "pas geçer; iki oyuncunun da taşı kalmayınca oyun biter",
            "passes; the game ends when neither player has a stone",
        ),
    }
}

/// "2, 4 or 6" ("2, 4 ya da 6").
fn list(set: &[u16], lang: Language) -> String {
    let n: Vec<String> = set.iter().map(u16::to_string).collect();
    let last = n.len().saturating_sub(1);
    let or = say(lang, "ya da", "or");
    if n.len() > 1 {
        format!("{} {or} {}", n[..last].join(", "), n[last])
    } else {
        n.join("")
    }
}

fn sowing_start(r: &Ruleset, lang: Language) -> String {
    if r.sowing().origin_first {
        say(
            lang,
            "ilk taş boşaltılan kuyuya geri konur",
            "first stone back into the emptied pit",
        )
    } else {
        say(lang, "bir sonraki yerden", "in the next place")
    }
}

fn lone_stone(r: &Ruleset, lang: Language) -> String {
    match (r.sowing().origin_first, r.sowing().lone_stone) {
        (false, _) => say(
            lang,
            "diğerleri gibi dağıtılır (bir sonraki yere)",
            "sown like any other (to the next place)",
        ),
        (true, LoneStone::Next) => say(lang, "bir sonraki yere geçer", "moves to the next place"),
        (true, LoneStone::Sow) => say(
            lang,
            "kendi kuyusuna geri konur",
            "goes back into its own pit",
        ),
    }
}

fn lap_skip(r: &Ruleset, lang: Language) -> String {
    if r.sowing().skip_origin {
        say(lang, "atlanır (boş kalır)", "skipped (stays empty)")
    } else {
        say(lang, "diğerleri gibi dağıtılır", "sown like any other")
    }
}

fn stores_sown(r: &Ruleset, lang: Language) -> String {
    let own = yes_no(r.sowing().own_store, lang);
    let theirs = yes_no(r.sowing().opponent_store, lang);
    say(
        lang,
        &format!("kendi: {own} / rakibin: {theirs}"),
        &format!("own: {own} / opponent's: {theirs}"),
    )
}

fn extra_turn(r: &Ruleset, lang: Language) -> String {
    if !r.sowing().own_store {
        // The last stone can never land in the mover's store.
        say(
            lang,
            "— (kendi hazinesine taş konmaz)",
            "— (own store not sown)",
        )
    } else if r.sowing().extra_turn {
        say(
            lang,
            "evet, son taş kendi hazinesine düşerse",
            "yes, last stone in own store",
        )
    } else {
        yes_no(false, lang)
    }
}

fn count(c: &CountCondition, lang: Language) -> String {
    match c {
        CountCondition::Even => say(lang, "kuyuyu çift yaparsa", "makes it even"),
        CountCondition::Odd => say(lang, "kuyuyu tek yaparsa", "makes it odd"),
        CountCondition::WasEmpty => say(lang, "boş bir kuyuya düşerse", "lands in an empty pit"),
        CountCondition::Any => say(lang, "düşerse", "lands"),
        CountCondition::OneOf(set) => say(
            lang,
            &format!("kuyuyu {} yaparsa", list(set, lang)),
            &format!("makes it {}", list(set, lang)),
        ),
    }
}

fn capture_rule(rule: &CaptureRule, lang: Language) -> String {
    let mut parts = vec![say(
        lang,
        &format!("son taş {}", count(&rule.count, lang)),
        &format!("last stone {}", count(&rule.count, lang)),
    )];
    let takes_pit = rule.take.contains(&Take::Pit);
    let takes_opposite = rule.take.contains(&Take::Opposite);
    parts.push(match (takes_pit, takes_opposite) {
        (true, true) => say(
            lang,
            "karşı kuyuyu ve o kuyuyu alır",
            "takes the opposite pit and that pit",
        ),
        (true, false) => say(lang, "o kuyuyu alır", "takes that pit"),
        (false, true) => say(
            lang,
            "yalnız karşı kuyuyu alır, son taş yerinde kalır",
            "takes the opposite pit only, the last stone stays",
        ),
        (false, false) => String::new(),
    });
    if rule.take.contains(&Take::Beyond) {
        parts.push(say(
            lang,
            "boş olan sonraki kuyunun ötesindeki kuyuyu alır",
            "takes the pit beyond the empty next pit",
        ));
    }
    parts.retain(|p| !p.is_empty());
    if rule.opposite_nonempty {
        parts.push(say(
            lang,
            "yalnız karşı kuyuda taş varsa",
            "only if the opposite pit holds stones",
        ));
    }
    if rule.chain && rule.chain_across {
        parts.push(say(
            lang,
            "iki sıra boyunca geriye doğru zincirlenir",
            "chains backwards across both rows",
        ));
    } else if rule.chain {
        parts.push(say(lang, "geriye doğru zincirlenir", "chains backwards"));
    }
    parts.join(": ")
}

fn captures_on(r: &Ruleset, side: Side, lang: Language) -> String {
    let rules: Vec<String> = r
        .captures()
        .iter()
        .filter(|c| c.side.covers(side))
        .map(|c| capture_rule(c, lang))
        .collect();
    if rules.is_empty() {
        "—".into()
    } else {
        rules.join(&say(lang, "; sonra ", "; then "))
    }
}

fn capture_own(r: &Ruleset, lang: Language) -> String {
    captures_on(r, Side::Own, lang)
}

fn capture_opponent(r: &Ruleset, lang: Language) -> String {
    captures_on(r, Side::Opponent, lang)
}

fn grand_slam(r: &Ruleset, lang: Language) -> String {
    match r.grand_slam() {
        GrandSlam::Capture => say(lang, "her zamanki gibi alır", "captures as usual"),
        GrandSlam::NoCapture => say(lang, "oynanır, hiçbir şey almaz", "legal, captures nothing"),
        GrandSlam::Illegal => say(lang, "kurala aykırı", "illegal"),
        GrandSlam::IllegalUnlessForced => say(
            lang,
            "kurala aykırı, her hamle böyleyse değil (o zaman alır)",
            "illegal, unless every move is one (then it captures)",
        ),
    }
}

fn feeding(r: &Ruleset, lang: Language) -> String {
    if !r.must_feed() {
        return say(lang, "zorunlu değil", "no obligation");
    }
    let who = match r.end().cannot_feed_leftover {
        CannotFeedLeftover::Mover => say(
            lang,
            "hamle sırası olan kendi sırasını alır",
            "the mover takes their own row",
        ),
        CannotFeedLeftover::Opponent => say(
            lang,
            "taşsız kalan oyuncu kalan bütün taşları alır",
            "the starved player takes every stone left",
        ),
        CannotFeedLeftover::LastMover => say(
            lang,
            "son hamleyi yapan oyuncu kalan bütün taşları alır",
            "the player who made the last move takes every stone left",
        ),
    };
    say(
        lang,
        &format!("beslemek zorunlu; hiçbir hamle besleyemiyorsa {who} ve oyun biter"),
        &format!("must feed; if no move can, {who} and the game ends"),
    )
}

fn end(r: &Ruleset, lang: Language) -> String {
    let half = r.total_stones() / 2;
    let mut parts = vec![match r.end().row_empty {
        RowEmpty::AfterMove => say(
            lang,
            "bir hamleden sonra sıralardan biri boşsa",
            "either row is empty after a move",
        ),
        RowEmpty::ToMove => say(
            lang,
            "hamle sırası olanın sırası boşsa",
            "the player to move has an empty row",
        ),
    }];
    if r.end().majority {
        parts.push(say(
            lang,
            &format!("bir oyuncu {half} taştan fazlasını almışsa (ya da ikisi de {half})"),
            &format!("a player has captured more than {half} (or both {half})"),
        ));
    }
    if r.must_feed() {
        parts.push(say(
            lang,
            "rakip beslenemiyorsa",
            "the opponent cannot be fed",
        ));
    }
    if r.end().cycle {
        parts.push(say(
            lang,
            "bir konum tekrarlanırsa (herkes kendi sırasını alır)",
            "a position repeats (each takes their own row)",
        ));
    }
    if r.grand_slam() == GrandSlam::Illegal {
        parts.push(say(
            lang,
            "hamle sırası olanın her hamlesi kurala aykırı bir büyük vurgunsa (herkes kendi sırasını alır)",
            "every move the player to move has is an illegal grand slam (each takes their own row)",
        ));
    }
    parts.join(&say(lang, "; ya da ", "; or "))
}

fn leftover(r: &Ruleset, lang: Language) -> String {
    let to = match r.end().leftover {
        Leftover::RowOwner => say(lang, "her sıranın sahibine", "each row's owner"),
        Leftover::EmptyRowPlayer => say(
            lang,
            "sırası boş olan oyuncuya",
            "the player whose row is empty",
        ),
        Leftover::LastMover => say(
            lang,
            "son hamleyi yapan oyuncuya",
            "the player who made the last move",
        ),
    };
    if r.end().majority {
        say(
            lang,
            &format!("{to} (çoğunluktan sonra tahtada kalırlar)"),
            &format!("{to} (after a majority they stay on the board)"),
        )
    } else {
        to
    }
}
