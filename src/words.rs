//! Every word hakem prints from a decided code (how a set ended, a round
//! problem, a label of a sheet), in Turkish and English, from one table.
//!
//! The engine and the referee give codes and the facts behind them (an
//! `IllegalMove`, a `RoundProblem`, a `Place`); [`report`](crate::report)
//! and [`sheet`](crate::sheet) turn them into words here: [`t`] gives a
//! [`Label`], [`fill`] a label with `{}` placeholders. Adding a language
//! means adding a column to the table below and a variant to
//! [`Language`](crate::ruleset::Language).

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};

use crate::engine::{EndReason, IllegalMove, Place};
use crate::record::Record;
use crate::referee::{ProblemCode, ProblemFacts, RoundProblem, SetEnd, Unit};
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
    EndNoLegalMove => "sıradaki oyuncunun taşları vardı ama her hamlesi rakibin bütün sırasını alacağı için yasaktı", "the player to move had stones, but every move they had was forbidden (a grand slam)";
    EndSowingLimit => "zincirleme dağıtım tur sınırını aştı", "a relay sowing went on for more laps than the limit allows";
    EndTimeout => "{} oyuncusunun süresi doldu", "{}'s time ran out";
    EndWarnings => "{} turu kaybettiren uyarıyı aldı", "{} received the warning that loses the round";
    IllegalMoveAt => "GEÇERSİZ HAMLE {}: {}, {}. kuyuyu oynadı ({})", "ILLEGAL MOVE {}: {} played pit {} ({})";
    IllegalEmptyPit => "kuyu boş", "the pit is empty";
    IllegalNoSuchPit => "böyle bir kuyu yok", "there is no such pit";
    IllegalMustFeed => "rakibe taş verilmeliydi", "the opponent had to be fed";
    IllegalGrandSlam => "bütün sırayı almak yasak", "a grand slam is forbidden";
    IllegalGameOver => "set zaten bitmişti", "the set was already over";
    // Illegal moves in full (engine::IllegalMove); {} are pits and counts.
    IllegalNoSuchPitFull => "{} numaralı kuyu yok: kuyular 1 ile {} arasında numaralanır", "there is no pit {}: pits are numbered 1 to {}";
    IllegalEmptyPitFull => "{} numaralı kuyu boş", "pit {} is empty";
    IllegalMustFeedFull => "rakibin sırası boş ve {} numaralı kuyu ona taş vermiyor; ona taş veren bir hamle oynanmalı (kuyu {})", "the opponent's row is empty and pit {} gives them no stone; a move that feeds them must be played (pit {})";
    IllegalGrandSlamFull => "{} numaralı kuyu rakibin sırasındaki bütün taşları alırdı (grand slam); bu kurallar bunu yasaklar", "pit {} would capture every stone in the opponent's row (grand slam), which these rules forbid";
    IllegalGameOverFull => "set zaten bitmişti: {}", "the set is already over: {}";
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
    // Tournament lists (hakem event print)
    PairingList => "Eşlendirme Listesi", "Pairing list";
    PairingAlphabetical => "Eşlendirme Listesi (alfabetik)", "Pairing list (alphabetical)";
    PairingCard => "Eşlendirme Kartı", "Pairing card";
    StandingsAfter => "{}. Tur Sonrası Puan Durumu", "Standings after round {}";
    CrossTableAfter => "{}. Tur Sonrası Çapraz Tablo", "Cross table after round {}";
    SetStarts => "{}. seti başlayan", "Starts set {}";
    Opponent => "Rakip", "Opponent";
    Club => "Kulüp", "Club";
    PairingNumber => "No", "No";
    Line => "Satır", "Line";
    ByeTable => "bay", "bye";
    PairingBye => "Bay (eşlendirme programının verdiği): {}", "Bye (allocated by the pairing): {}";
    RequestedBye => "Bay (oyuncunun istediği): {}", "Bye (requested): {}";
    ChiefArbiter => "Başhakem", "Chief arbiter";
    Yes => "evet", "yes";
    TieBreakOrder => "Sıralama: puan, sonra {}; hepsi eşit olan oyuncular sırayı paylaşır (=).", "Order: points, then {}; players equal on every one share a rank (=).";
    CrossLegend => "+12b: 12. satırdaki oyuncuyu 1. seti başlayarak yendi; = berabere, - yenildi; H: hükmen; BAY: eşlendirme bayı; İST: oyuncunun istediği bay; .: eşlendirilmedi", "+12s: won against the player on line 12, having started set 1; = drawn, - lost; F: by forfeit; BYE: the pairing-allocated bye; REQ: a requested bye; .: not paired";
    CrossStartMark => "b", "s";
    CrossForfeitMark => "H", "F";
    CrossBye => "BAY", "BYE";
    CrossRequested => "İST", "REQ";
    CardResult => "Sonuç (set puanı): ........ – ........", "Result (set points): ........ – ........";
    // Live scoring (hakem live): the line mode and the screen
    LiveOpened => "{}: {}, {}.", "{}: {}, {}.";
    LiveMoved => "{}. hamle: {}, {}. kuyu.", "Move {}: {}, pit {}.";
    LiveExtraTurn => "Son taş hazineye düştü: {} yeniden oynar.", "The last stone fell in the store: {} moves again.";
    LiveCaptured => "{} taş hazineye alındı.", "{} stones captured.";
    LiveToMove => "Sıra: {} ({}).", "To move: {} ({}).";
    LivePair => "{}: {} {}, {} {}.", "{}: {} {}, {} {}.";
    LiveRefusedMove => "REDDEDİLDİ: {} {}. kuyuyu oynayamaz: {}. Hiçbir şey kaydedilmedi.", "REFUSED: {} cannot play pit {}: {}. Nothing recorded.";
    LiveWarnHint => "Kural dışı hamle uyarısı (madde h): {}", "The warning for it (item h): {}";
    LiveWarned => "Uyarı: {} ({}), turda {}/{}.", "Warning to {} ({}): {} of {} in the round.";
    ReasonTouchMove => "dokunulan taşı oynamama", "touch-move";
    ReasonIllegalMove => "kural dışı hamle", "illegal move";
    ReasonConduct => "davranış", "conduct";
    LiveExempt => "REDDEDİLDİ: {} görme engelli; {} kuralları bu uyarıyı ({}) vermez.", "REFUSED: {} is visually impaired; under {} this warning ({}) is not given.";
    LiveNoRefusedMove => "REDDEDİLDİ: uyarı verilecek reddedilmiş hamle yok; warn OYUNCU SEBEP yazın.", "REFUSED: no refused move to warn for; type warn PLAYER REASON.";
    LiveSetOver => "REDDEDİLDİ: set bitti. İmzalanan skorlar: claim A B; sonraki set: next.", "REFUSED: the set is over. Signed scores: claim A B; next set: next.";
    LiveSetNotOver => "REDDEDİLDİ: set henüz bitmedi.", "REFUSED: the set is not over yet.";
    LiveRoundOver => "REDDEDİLDİ: tur bitti.", "REFUSED: the round is over.";
    LiveIllegalInRecord => "REDDEDİLDİ: kayıtta {}. setin {}. hamlesi kural dışı; undo ile geri alın.", "REFUSED: the record's set {}, move {} is illegal; take it back with undo.";
    LiveNothingToUndo => "Geri alınacak bir şey yok.", "Nothing to undo.";
    LiveNoSuchPit => "REDDEDİLDİ: {}. kuyu yok; kuyular 1-{}.", "REFUSED: there is no pit {}; pits are 1 to {}.";
    LiveNoTimer => "REDDEDİLDİ: zamanlayıcı yok; hakem live --timer DAKİKA ile başlatın.", "REFUSED: no timer; start hakem live with --timer MINUTES.";
    LiveChangedOnDisk => "REDDEDİLDİ: {} başka bir program tarafından değiştirildi; hiçbir şey yazılmadı. hakem live'ı yeniden başlatın.", "REFUSED: {} was changed by another program; nothing was written. Restart hakem live.";
    LiveSheetOverRecord => "REDDEDİLDİ: maç kağıdı bir kaydın üzerine yazılmaz; .html ile biten bir dosya adı verin.", "REFUSED: the match sheet is never written over a record; give a file name ending in .html.";
    LiveNotASheet => "REDDEDİLDİ: {} bir maç kağıdı değil; üzerine yazılmaz. Başka bir dosya adı verin: sheet DOSYA.html", "REFUSED: {} is not a match sheet and is not written over; give another file name: sheet FILE.html";
    LiveFailed => "KAYDEDİLMEDİ: {}", "NOT SAVED: {}";
    LiveTimedOut => "Süre aşımı: {} oyuncusunun süresi doldu, hazinesinde {} taş var.", "Time-out: {}'s time ran out with {} stones in the store.";
    LiveClaimed => "İmzalanan: {} {}, {} {}: {}.", "Signed: {} {}, {} {}: {}.";
    LiveNextSet => "{}. set: {} başlar (Güney).", "Set {}: {} starts (South).";
    LiveUndone => "Geri alındı: {}.", "Taken back: {}.";
    UndoWhatMove => "{}. hamle ({}, {}. kuyu)", "move {} ({}, pit {})";
    UndoWhatIncident => "{} ({})", "{} ({})";
    UndoWhatClaim => "imzalanan skorlar", "the signed scores";
    UndoWhatNextSet => "{}. set", "set {}";
    LiveCounted => "{}: {} taş.", "{}: {} stones.";
    LivePlacePit => "{} {}. kuyu ({})", "{} pit {} ({})";
    LivePlaceStore => "{} hazinesi ({})", "{} store ({})";
    LiveClock => "Saat", "Clock";
    LiveStores => "Hazineler", "Stores";
    LiveClockRunning => "{} oyuncusunun saati işliyor.", "{}'s clock is running.";
    ScreenClockRuns => "işliyor", "running";
    LiveClockStopped => "Saat durdu.", "The clock is stopped.";
    LiveSheetWritten => "Maç kağıdı yazıldı: {}", "Match sheet written: {}";
    LiveSetEnded => "{}. set bitti: {}.", "Set {} over: {}.";
    LiveSetWinner => "{} {}. seti kazandı.", "{} wins set {}.";
    LiveSetDrawn => "{}. set berabere.", "Set {} is drawn.";
    LiveClaimPrompt => "Oyuncuların imzaladığı skorlar: claim BİRİNCİ İKİNCİ.", "The scores the players signed: claim FIRST SECOND.";
    LiveNextPrompt => "Sonraki set: next.", "The next set: next.";
    LiveRoundEnded => "Tur bitti: {}.", "Round over: {}.";
    LiveStatus => "{}. set, oynanan hamle: {}.", "Set {}, moves played: {}.";
    LiveOverlong => "satır {} bayttan uzun", "a line longer than {} bytes";
    LiveNotUnderstood => "ANLAŞILMADI: {}", "NOT UNDERSTOOD: {}";
    ParseNotACommand => "\"{}\" bir komut değil; help yazın", "\"{}\" is not a command; type help";
    ParseUnexpected => "\"{}\": fazladan \"{}\"", "\"{}\": unexpected \"{}\"";
    ParseMissing => "\"{}\": {} eksik", "\"{}\": missing {}";
    ParseBad => "{} bekleniyordu; yazılan: \"{}\"", "expected {}; found \"{}\"";
    ExpectPlayer => "oyuncu (first ya da second)", "a player (first or second)";
    ExpectReason => "sebep (touch-move, illegal-move ya da conduct)", "a reason (touch-move, illegal-move or conduct)";
    ExpectNumber => "tam sayı", "a whole number";
    ExpectPlace => "yer (north:4, south:2, first:3, store:north gibi)", "a place (such as north:4, south:2, first:3, store:north)";
    ExpectClock => "kalan süre, D:SS (en çok 1440:00)", "the time left as M:SS (at most 1440:00)";
    LiveCommands => "Komutlar:", "Commands:";
    HelpPit => "sıradaki oyuncu bu kuyuyu boşaltır", "the player to move empties that pit";
    HelpWarnRefused => "az önce reddedilen hamle için uyarı (madde h)", "the warning (item h) for the move just refused";
    HelpWarn => "OYUNCU: first|second; SEBEP: touch-move|illegal-move|conduct", "PLAYER: first|second; REASON: touch-move|illegal-move|conduct";
    HelpUndo => "son hamleyi, uyarıyı, süre aşımını, imzalanan skoru ya da yeni seti geri al", "take back the last move, warning, time-out, signed score or new set";
    HelpCount => "north:4, south:2, first:3, store:north ... (madde b)", "north:4, south:2, first:3, store:north ... (item b)";
    HelpTimer => "sıradaki oyuncunun saatini başlat ya da durdur", "start or stop the clock of the player to move";
    HelpTimerSet => "bir oyuncunun kalan süresi", "set a player's time left";
    HelpTimeout => "oyuncunun süresi doldu (setin sonucu süre kuralıyla)", "the player's time ran out (the timer rule gives the set)";
    HelpClaim => "oyuncuların imzaladığı hazineler (birincinin, ikincinin)", "the stores the players signed (first's, second's)";
    HelpNext => "sonraki set, kuralların söylediği oyuncu başlar", "set up the next set, with the starter the rules name";
    HelpSheet => "maç kağıdını yaz (HTML; olmazsa kaydın yanına)", "write the match sheet (HTML; default: next to the record)";
    HelpBoard => "tahtayı ve skoru göster", "show the board and the score";
    HelpQuit => "çık (her şey zaten kaydedildi)", "leave (everything is saved already)";
    ScreenKeys => "1-{} hamle · w uyarı (h) · t dokunma uyarısı · u geri al · c say · boşluk saat · o süre aşımı · s skor · n sonraki set · p maç kağıdı · : komut · q çık", "1-{} move · w warning (h) · t touch-move · u undo · c count · space clock · o time-out · s signed scores · n next set · p sheet · : command · q quit";
    ScreenConfirm => "{} (e/h)", "{}? (y/n)";
    ScreenUndoWhat => "Geri alınsın mı: {}", "Take back {}";
    ScreenTimeoutWhat => "{} için süre aşımı", "Time-out for {}";
    ScreenPrompt => "Komut", "Command";
    ScreenSetOf => "{}. set ({} sette)", "Set {} of {}";
    ScreenWarnings => "uyarı {}/{}", "warnings {}/{}";
    ScreenLastMove => "son hamle", "last move";
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
        EndReason::NoLegalMove => Label::EndNoLegalMove,
        EndReason::SowingLimit => Label::EndSowingLimit,
    }
}

/// How a play-ending reason reads in English reports (`check`, `replay`).
pub fn end_reason_en(reason: EndReason) -> &'static str {
    t(Language::En, end_reason(reason))
}

/// A place on the board in the English reports: "South's pit 3",
/// "North's store".
pub fn place_en(place: Place) -> String {
    match place {
        Place::Pit { player, pit } => format!("{player}'s pit {pit}"),
        Place::Store(player) => format!("{player}'s store"),
    }
}

/// The short label of an illegal move (sheets).
pub fn illegal_move_label(illegal: &IllegalMove) -> Label {
    match illegal {
        IllegalMove::EmptyPit { .. } => Label::IllegalEmptyPit,
        IllegalMove::NoSuchPit { .. } => Label::IllegalNoSuchPit,
        IllegalMove::MustFeed { .. } => Label::IllegalMustFeed,
        IllegalMove::GrandSlam { .. } => Label::IllegalGrandSlam,
        IllegalMove::GameOver { .. } => Label::IllegalGameOver,
    }
}

/// The short label of a round problem (sheets); `{}` is the set number.
pub fn round_problem_label(code: ProblemCode) -> Label {
    match code {
        ProblemCode::SetNotToBePlayed => Label::ProblemSetNotToBePlayed,
        ProblemCode::SetAfterWarnings => Label::ProblemSetAfterWarnings,
        ProblemCode::TooManySets => Label::ProblemTooManySets,
        ProblemCode::MovesAfterEnd => Label::ProblemMovesAfterEnd,
        ProblemCode::IncidentBeyondMoves => Label::ProblemIncidentBeyondMoves,
        ProblemCode::ExemptWarning => Label::ProblemExemptWarning,
        ProblemCode::TimeoutAfterEnd => Label::ProblemTimeoutAfterEnd,
        ProblemCode::TimeoutInResult => Label::ProblemTimeoutInResult,
        ProblemCode::UnfinishedSet => Label::ProblemUnfinishedSet,
        ProblemCode::DrawNotPossible => Label::ProblemDrawNotPossible,
        ProblemCode::StartOrder => Label::ProblemStartOrder,
    }
}

/// An illegal move in full, from the engine's code and facts.
pub fn illegal_move(lang: Language, illegal: &IllegalMove) -> String {
    match *illegal {
        IllegalMove::NoSuchPit { pit, pits } => fill(
            lang,
            Label::IllegalNoSuchPitFull,
            &[&pit.to_string(), &pits.to_string()],
        ),
        IllegalMove::EmptyPit { pit } => {
            fill(lang, Label::IllegalEmptyPitFull, &[&pit.to_string()])
        }
        IllegalMove::MustFeed { pit, feeding } => {
            let pits: Vec<String> = (0..32)
                .filter(|b| feeding & (1 << b) != 0)
                .map(|b| (b + 1).to_string())
                .collect();
            fill(
                lang,
                Label::IllegalMustFeedFull,
                &[&pit.to_string(), &pits.join(", ")],
            )
        }
        IllegalMove::GrandSlam { pit } => {
            fill(lang, Label::IllegalGrandSlamFull, &[&pit.to_string()])
        }
        IllegalMove::GameOver { reason } => fill(
            lang,
            Label::IllegalGameOverFull,
            &[t(lang, end_reason(reason))],
        ),
    }
}

/// An illegal move in the English reports (`check`, `replay`, `compare`).
pub fn illegal_move_en(illegal: &IllegalMove) -> String {
    illegal_move(Language::En, illegal)
}

/// A round problem in the English reports (`check`'s text, JSON
/// `message`), from the referee's facts; sheets use the short labels.
pub fn round_problem_en(problem: &RoundProblem, record: &Record, unit: Unit) -> String {
    let unit = unit.key();
    let number = problem.set;
    let name = |who| record.player(who).name;
    match &problem.facts {
        ProblemFacts::SetNotToBePlayed { leader, points: p } => format!(
            "{unit} {number} should not have been played: {} already had {} {unit} points, which decides the round",
            name(*leader),
            points(*p)
        ),
        ProblemFacts::SetAfterWarnings { loser, limit, at } => format!(
            "{unit} {number} should not have been played: {} lost the round by the {} warning in {unit} {at}",
            name(*loser),
            ordinal(*limit)
        ),
        ProblemFacts::TooManySets { rules, games } => format!(
            "{unit} {number} should not have been played: a round under {rules} has at most {games} {unit}s"
        ),
        ProblemFacts::MovesAfterEnd {
            extra,
            after,
            end,
            limit,
        } => {
            let what = match *end {
                SetEnd::Timeout(who) => format!("{}'s time ran out", name(who)),
                SetEnd::Warnings(who) => format!(
                    "the {} warning to {} lost the round",
                    ordinal(*limit),
                    name(who)
                ),
                SetEnd::Play(reason) => end_reason_en(reason).to_string(),
                SetEnd::Result => "the result was entered".to_string(),
            };
            format!(
                "{unit} {number}: {extra} moves recorded after move {after}, where {what} and the {unit} ended"
            )
        }
        ProblemFacts::IncidentBeyondMoves {
            incident,
            after,
            moves,
            by_result,
        } => {
            if *by_result {
                format!(
                    "{unit} {number}, incident {incident}: `after = {after}`, but the {unit} is entered by its result (no moves): use `after = 0`"
                )
            } else {
                format!(
                    "{unit} {number}, incident {incident}: `after = {after}` is beyond the {moves} recorded moves"
                )
            }
        }
        ProblemFacts::ExemptWarning {
            incident,
            reason,
            player,
            rules,
        } => format!(
            "{unit} {number}, incident {incident}: a {} warning cannot be given to {}, who is visually impaired (exempt under {rules}); the warning is not counted",
            reason.key(),
            name(*player)
        ),
        ProblemFacts::TimeoutAfterEnd { incident } => {
            format!("{unit} {number}, incident {incident}: a timeout after the {unit} was over")
        }
        ProblemFacts::TimeoutInResult { incident } => format!(
            "{unit} {number}, incident {incident}: a timeout in a {unit} entered by its result; enter the result the timeout gave instead"
        ),
        ProblemFacts::UnfinishedSet { later } => {
            format!("{unit} {number} is not finished, yet {unit} {later} is recorded")
        }
        ProblemFacts::DrawNotPossible { rules } => format!(
            "{unit} {number}: the result is a draw, but under {rules} a {unit} cannot be drawn"
        ),
        ProblemFacts::StartOrder {
            recorded,
            by_rules: Some(r),
            rules,
        } => format!(
            "{unit} {number}: the record says {} started, but under {rules} {} starts {unit} {number}",
            name(*recorded),
            name(*r)
        ),
        ProblemFacts::StartOrder {
            recorded,
            by_rules: None,
            rules,
        } => format!(
            "{unit} {number}: the record says {} started, but under {rules} nobody starts a {unit}",
            name(*recorded)
        ),
    }
}

/// "3rd", for English messages.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
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
    fn illegal_moves_are_worded_from_their_facts() {
        let feed = IllegalMove::MustFeed {
            pit: 2,
            feeding: 0b101,
        };
        assert_eq!(
            illegal_move(Language::En, &feed),
            "the opponent's row is empty and pit 2 gives them no stone; \
             a move that feeds them must be played (pit 1, 3)"
        );
        assert!(illegal_move(Language::Tr, &feed).contains("(kuyu 1, 3)"));
        let over = IllegalMove::GameOver {
            reason: EndReason::Cycle,
        };
        assert_eq!(
            illegal_move(Language::Tr, &over),
            "set zaten bitmişti: pozisyon tekrarlandı"
        );
        assert_eq!(
            illegal_move_en(&IllegalMove::NoSuchPit { pit: 9, pits: 6 }),
            "there is no pit 9: pits are numbered 1 to 6"
        );
    }

    /// The messages no `tests/cmd` case shows, written out by hand.
    #[test]
    fn round_problems_are_worded_from_their_facts() {
        use crate::diagnostic::Source;
        use crate::record::Who;
        let source = Source::new(
            "t.toml",
            "variant = \"turkish-mangala\"\n[players]\nfirst = \"Ayşe\"\nsecond = \"Can\"\n[[set]]\nmoves = \"1\"\n",
        );
        let (record, _) = crate::record::parse(&source).unwrap();
        let say = |set, facts| {
            round_problem_en(
                &RoundProblem {
                    set,
                    facts,
                    span: None,
                },
                &record,
                Unit::Set,
            )
        };
        let rules = || "mangala-2023".to_string();
        assert_eq!(
            say(
                3,
                ProblemFacts::SetAfterWarnings {
                    loser: Who::Second,
                    limit: 3,
                    at: 2
                }
            ),
            "set 3 should not have been played: Can lost the round by the 3rd warning in set 2"
        );
        assert_eq!(
            say(
                4,
                ProblemFacts::TooManySets {
                    rules: rules(),
                    games: 3
                }
            ),
            "set 4 should not have been played: a round under mangala-2023 has at most 3 sets"
        );
        assert_eq!(
            say(
                1,
                ProblemFacts::MovesAfterEnd {
                    extra: 2,
                    after: 7,
                    end: SetEnd::Warnings(Who::First),
                    limit: 3
                }
            ),
            "set 1: 2 moves recorded after move 7, where the 3rd warning to Ayşe lost the round and the set ended"
        );
        assert_eq!(
            say(1, ProblemFacts::TimeoutAfterEnd { incident: 2 }),
            "set 1, incident 2: a timeout after the set was over"
        );
        assert_eq!(
            say(1, ProblemFacts::UnfinishedSet { later: 2 }),
            "set 1 is not finished, yet set 2 is recorded"
        );
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(22), "22nd");
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
