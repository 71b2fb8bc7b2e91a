//! Every word hakem prints from a decided code (how a set ended, a round
//! problem, a label of a sheet), in Turkish and English, from one table.
//!
//! The engine and the referee give codes; [`report`](crate::report) and
//! [`sheet`](crate::sheet) turn them into words here: [`t`] gives a
//! [`Label`], [`fill`] a label with `{}` placeholders. Adding a language
//! means adding a column to the table below and a variant to
//! [`Language`](crate::ruleset::Language).

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};

use crate::engine::{EndReason, IllegalMove};
pub use crate::ruleset::Language;

macro_rules! labels {
    ($($key:ident => $tr:literal, $en:literal;)*) => {
        /// A label of the translation table.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Label { $($key,)* }

        /// The text of `label` in `lang`.
        pub fn t(lang: Language, label: Label) -> &'static str {
            match (label, lang) {
                $((Label::$key, Language::Tr) => $tr,
                  (Label::$key, Language::En) => $en,)*
            }
        }

        /// Every label, for the completeness test.
        pub const ALL_LABELS: &[Label] = &[$(Label::$key,)*];
    };
}

labels! {
    // Titles
    MatchSheet => "Maç Kağıdı", "Match sheet";
    RoundResults => "Tur Sonuçları", "Round results";
    Standings => "Puan Durumu", "Standings";
    RoundNumber => "{}. Tur", "Round {}";
    // Event block
    Event => "Turnuva", "Event";
    Site => "Yer", "Site";
    Date => "Tarih", "Date";
    Round => "Tur", "Round";
    Table => "Masa", "Table";
    Game => "Oyun", "Game";
    Referee => "Hakem", "Referee";
    ChiefArbiter => "Başhakem", "Chief arbiter";
    Record => "Kayıt", "Record";
    FirstPlayer => "1. oyuncu", "First player";
    SecondPlayer => "2. oyuncu", "Second player";
    VisuallyImpaired => "görme engelli", "visually impaired";
    // Sets
    SetNumber => "{}. Set", "Set {}";
    CardNumber => "{}. Kart", "Card {}";
    NotCounted => "tur önceden belli olduğu için sayılmadı", "not counted: the round was already decided";
    EndResult => "sonuç girildi", "result entered";
    Problems => "Sorunlar", "Problems";
    // Round problems (referee::ProblemCode); {} is the set number.
    ProblemSetNotToBePlayed => "{}. set oynanmamalıydı: tur set puanlarıyla belirlenmişti", "set {} should not have been played: the set points had decided the round";
    ProblemSetAfterWarnings => "{}. set oynanmamalıydı: tur uyarılarla kaybedilmişti", "set {} should not have been played: the round was lost by warnings";
    ProblemTooManySets => "{}. set fazla: bir tur bu kadar set sürmez", "set {} is one too many for a round";
    ProblemMovesAfterEnd => "{}. sette set bittikten sonra hamle yazılmış", "set {} has moves recorded after it ended";
    ProblemIncidentBeyondMoves => "{}. sette bir olay, yazılan hamlelerden sonraya kaydedilmiş", "set {} has an incident after its last recorded move";
    ProblemExemptWarning => "{}. sette görme engelli oyuncuya dokunma uyarısı verilmiş; bu oyuncu bu kuraldan muaf", "set {}: a touch-move warning to a visually impaired player, who is exempt";
    ProblemTimeoutAfterEnd => "{}. sette süre aşımı, set bittikten sonra kaydedilmiş", "set {} has a timeout recorded after it ended";
    ProblemTimeoutInResult => "{}. set sonuçla girilmiş; süre aşımı kaydedilemez", "set {} is entered by its result and cannot have a timeout";
    ProblemUnfinishedSet => "{}. set bitmeden sonraki set kaydedilmiş", "set {} is not finished, yet a later set is recorded";
    ProblemDrawNotPossible => "{}. set berabere girilmiş; bu oyunda beraberlik olmaz", "set {} is entered as a draw, which this game cannot have";
    ProblemStartOrder => "{}. seti turnuva kurallarındaki oyuncu başlatmamış", "set {} was not started by the player the tournament rules name";
    Starts => "Başlayan", "Starts";
    StartsAgainstRules => "turnuva kurallarına göre {} başlamalıydı", "by the tournament rules {} should have started";
    South => "Güney", "South";
    North => "Kuzey", "North";
    Turn => "Sıra", "Turn";
    Moves => "Hamleler", "Moves";
    MovesCount => "{} hamle", "{} moves";
    NoMovesRecorded => "Hamleler kaydedilmedi: yalnızca sonuç.", "No moves recorded: result only.";
    FinalStores => "Son hazineler", "Final stores";
    Signed => "İmzalanan", "Signed";
    ClaimMatches => "tutuyor", "matches";
    ClaimDiffers => "TUTMUYOR", "DOES NOT MATCH";
    ClaimNotCompared => "karşılaştırılmadı", "not compared";
    Ending => "Bitiş", "How it ended";
    SetWinner => "Kazanan", "Winner";
    Draw => "berabere", "draw";
    NotFinished => "set bitmedi", "the set is not finished";
    EndRowEmpty => "hamleden sonra bir sıra boş kaldı", "a row was empty after the move";
    EndNoMove => "sıradaki oyuncunun oynayacak taşı kalmadı", "the player to move had no stones to play";
    EndMajority => "bir oyuncu taşların yarısından fazlasını (ya da iki oyuncu yarısını) topladı", "a player captured more than half the stones (or both half)";
    EndCannotFeed => "rakibin sırası boştu ve hiçbir hamle ona taş veremedi", "the opponent's row was empty and no move could give them a stone";
    EndCycle => "pozisyon tekrarlandı", "the position repeated";
    EndTimeout => "{} oyuncusunun süresi doldu", "{}'s time ran out";
    EndWarnings => "{} turu kaybettiren uyarıyı aldı", "{} received the warning that loses the round";
    IllegalMoveAt => "GEÇERSİZ HAMLE {}: {}, {}. kuyuyu oynadı ({})", "ILLEGAL MOVE {}: {} played pit {} ({})";
    IllegalEmptyPit => "kuyu boş", "the pit is empty";
    IllegalNoSuchPit => "böyle bir kuyu yok", "there is no such pit";
    IllegalMustFeed => "rakibe taş verilmeliydi", "the opponent had to be fed";
    IllegalGrandSlam => "bütün sırayı almak yasak", "a grand slam is forbidden";
    IllegalGameOver => "set zaten bitmişti", "the set was already over";
    // Incidents
    Incidents => "Uyarılar ve süre aşımları", "Warnings and time-outs";
    NoIncidents => "yok", "none";
    AfterMove => "{}. hamleden sonra", "after move {}";
    BeforeFirstMove => "ilk hamleden önce", "before the first move";
    WarningTouchMove => "uyarı: dokunulan taşı oynamama", "warning: touch-move";
    WarningIllegalMove => "uyarı: kurala aykırı hamle", "warning: illegal move";
    WarningConduct => "uyarı: davranış", "warning: conduct";
    Timeout => "süre aşımı", "time-out";
    // Round
    RoundResult => "Tur sonucu", "Round result";
    SetPoints => "Set puanı", "Set points";
    RoundPoints => "Tur puanı", "Round points";
    Warnings => "Uyarılar", "Warnings";
    WinsRound => "{} turu kazandı", "{} wins the round";
    RoundDrawn => "tur berabere", "the round is drawn";
    RoundIncomplete => "tur tamamlanmadı", "the round is not complete";
    RecordValid => "Kayıt denetlendi: bütün hamleler geçerli.", "Record checked: every move is legal.";
    RecordInvalid => "KAYIT GEÇERSİZ: hakeme bildirin.", "RECORD INVALID: see the referee.";
    // Signatures and footer
    Signatures => "İmzalar", "Signatures";
    Printed => "Basım: {}", "Printed {}";
    // Results and standings
    Player => "Oyuncu", "Player";
    Result => "Sonuç", "Result";
    Sets => "Setler", "Sets";
    Stones => "Taşlar", "Stones";
    Rank => "Sıra", "Rank";
    Points => "Puan", "Points";
    SetsWon => "Set", "Sets won";
    StonesWon => "Taş", "Stones won";
    Rounds => "Tur sayısı", "Rounds";
    TieBreaks => "Sıralama: puan, sonra kazanılan set puanı, sonra kazanılan taş; hepsi eşitse sıra paylaşılır.", "Order: points, then set points won, then stones won; players equal on all three share a rank.";
    UnfinishedResult => "*", "*";
    // Dates
    DateFormat => "{d} {month} {y}", "{d} {month} {y}";
    DateTimeFormat => "{date} {time}", "{date}, {time}";
    January => "Ocak", "January";
    February => "Şubat", "February";
    March => "Mart", "March";
    April => "Nisan", "April";
    May => "Mayıs", "May";
    June => "Haziran", "June";
    July => "Temmuz", "July";
    August => "Ağustos", "August";
    September => "Eylül", "September";
    October => "Ekim", "October";
    November => "Kasım", "November";
    December => "Aralık", "December";
}

const MONTHS: [Label; 12] = [
    Label::January,
    Label::February,
    Label::March,
    Label::April,
    Label::May,
    Label::June,
    Label::July,
    Label::August,
    Label::September,
    Label::October,
    Label::November,
    Label::December,
];

/// The key of a play-ending reason in the table.
pub fn end_reason(reason: EndReason) -> Label {
    match reason {
        EndReason::RowEmpty => Label::EndRowEmpty,
        EndReason::NoMove => Label::EndNoMove,
        EndReason::Majority => Label::EndMajority,
        EndReason::CannotFeed => Label::EndCannotFeed,
        EndReason::Cycle => Label::EndCycle,
    }
}

/// How a play-ending reason reads in English reports (`check`, `replay`).
pub fn end_reason_en(reason: EndReason) -> &'static str {
    t(Language::En, end_reason(reason))
}

/// An illegal move in the English reports: the engine's message, with the
/// reason a set was already over put into words from the table.
pub fn illegal_move_en(illegal: &IllegalMove) -> String {
    match illegal {
        IllegalMove::GameOver { reason } => {
            format!("the set is already over: {}", end_reason_en(*reason))
        }
        other => other.to_string(),
    }
}

/// Points as hakem writes them for a person (sheets and the `check` text):
/// "1", "½", "1½", "0"; other fractions as decimals. JSON keeps numbers.
pub fn points(p: f64) -> String {
    let whole = p.trunc();
    let frac = p - whole;
    if frac == 0.0 {
        format!("{whole:.0}")
    } else if (frac - 0.5).abs() < 1e-9 {
        if whole == 0.0 {
            "½".into()
        } else {
            format!("{whole:.0}½")
        }
    } else {
        format!("{p}")
    }
}

/// `label` with each `{}` replaced by the next of `args`, in order.
pub fn fill(lang: Language, label: Label, args: &[&str]) -> String {
    let mut out = String::new();
    let mut args = args.iter();
    let mut rest = t(lang, label);
    while let Some(i) = rest.find("{}") {
        out.push_str(&rest[..i]);
        out.push_str(args.next().copied().unwrap_or(""));
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    out
}

/// "29 Ekim 2023" / "29 October 2023".
pub fn date(lang: Language, d: NaiveDate) -> String {
    let month = t(lang, MONTHS[d.month0() as usize]);
    t(lang, Label::DateFormat)
        .replace("{d}", &d.day().to_string())
        .replace("{month}", month)
        .replace("{y}", &d.year().to_string())
}

/// "29 Ekim 2023 14:05" / "29 October 2023, 14:05".
pub fn date_time(lang: Language, dt: NaiveDateTime) -> String {
    t(lang, Label::DateTimeFormat)
        .replace("{date}", &date(lang, dt.date()))
        .replace("{time}", &format!("{:02}:{:02}", dt.hour(), dt.minute()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_has_both_languages() {
        for &label in ALL_LABELS {
            assert!(!t(Language::Tr, label).is_empty(), "{label:?} (tr)");
            assert!(!t(Language::En, label).is_empty(), "{label:?} (en)");
            let holes = |l| t(l, label).matches("{}").count();
            assert_eq!(holes(Language::Tr), holes(Language::En), "{label:?}");
        }
    }

    #[test]
    fn dates_in_each_language() {
        let d = NaiveDate::from_ymd_opt(2023, 10, 29).unwrap();
        assert_eq!(date(Language::Tr, d), "29 Ekim 2023");
        assert_eq!(date(Language::En, d), "29 October 2023");
        let dt = d.and_hms_opt(14, 5, 0).unwrap();
        assert_eq!(date_time(Language::Tr, dt), "29 Ekim 2023 14:05");
        assert_eq!(date_time(Language::En, dt), "29 October 2023, 14:05");
    }

    #[test]
    fn points_notation() {
        assert_eq!(points(1.0), "1");
        assert_eq!(points(0.5), "½");
        assert_eq!(points(1.5), "1½");
        assert_eq!(points(0.0), "0");
        assert_eq!(points(0.25), "0.25");
    }

    #[test]
    fn fill_replaces_in_order() {
        assert_eq!(
            fill(
                Language::En,
                Label::IllegalMoveAt,
                &["13", "Oğuz", "1", "x"]
            ),
            "ILLEGAL MOVE 13: Oğuz played pit 1 (x)"
        );
    }
}
