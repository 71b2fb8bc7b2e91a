//! The translation table: every label in Turkish and English.

use super::Language;

macro_rules! labels {
    ($($key:ident => $tr:literal, $en:literal;)*) => {
        /// A label of the translation table.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Label { $($key,)* }

        /// The text of `label` in `lang`.
        pub(super) fn text(lang: Language, label: Label) -> &'static str {
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
    // hakem check, as text (`--lang`); {name} holes may come in another
    // order in each language (`fill_named`).
    CheckTournamentRules => "Turnuva kuralları: {} ({})", "Tournament rules: {} ({})";
    CheckVersus => "{} – {}", "{} vs {}";
    WhoFirst => "birinci", "first";
    WhoSecond => "ikinci", "second";
    UnitSet => "set", "set";
    UnitCard => "kart", "card";
    UnitSetTitle => "Set", "Set";
    UnitCardTitle => "Kart", "Card";
    CheckRoundProblems => "Tur sorunları:", "Round problems:";
    SeverityError => "hata", "error";
    SeverityNote => "not", "note";
    CheckVerdict => "Karar: {}", "Verdict: {}";
    VerdictValid => "GEÇERLİ", "VALID";
    VerdictInvalid => "GEÇERSİZ", "INVALID";
    CheckSetStartsSouth => "{number}. {unit}: {name} başlar (Güney).", "{unit} {number}: {name} starts (South).";
    CheckSetStarts => "{number}. {unit}: {name} başlar.", "{unit} {number}: {name} starts.";
    CheckSetHeading => "{number}. {unit}:", "{unit} {number}:";
    CheckStarterNote => "  Not: turnuva kurallarına göre {number}. {unit} için başlayan {name}.", "  Note: the tournament rules have {name} starting {unit} {number}.";
    CheckNotCounted => "  Sayılmadı: bu {} oynanmamalıydı.", "  Not counted: this {} should not have been played.";
    CheckSetWarnings => "  Uyarılar: {name}, bu {unit} içinde {count}.", "  Warnings: {name} {count} in this {unit}.";
    CheckResultWins => "  Sonuç girildi: {} kazandı.", "  Result entered: {} wins.";
    CheckResultDrawn => "  Sonuç girildi: berabere.", "  Result entered: drawn.";
    CheckResultRefused => "  Sonuç girildi, kabul edilmedi.", "  Result entered, not accepted.";
    CheckIllegal => "  {index}. hamle GEÇERSİZ{at}: {mover}: {why}.", "  ILLEGAL move {index}{at}: {mover}: {why}.";
    MoverPit => "{}. kuyu", "pit {}";
    CheckMoverPlayed => "{name} ({seat}) {pit}. kuyuyu oynadı", "{name} ({seat}) played pit {pit}";
    CheckBoardBefore => "  {}. hamleden önceki tahta:", "  Board before move {}:";
    CheckPlayedOne => "  1 hamle oynandı; {}.", "  1 move played; {}.";
    CheckPlayed => "  {} hamle oynandı; {}.", "  {} moves played; {}.";
    CheckSetOver => "set bitti: {}", "set over: {}";
    CheckSetNotFinished => "set bitmedi, sıra: {name} ({seat})", "set not finished, {name} ({seat}) to move";
    CheckStores => "  Hazineler: {} {}, {} {}", "  Stores: {} {}, {} {}";
    CheckWinner => ". Kazanan: {}.", ". Winner: {}.";
    CheckDrawn => ". Berabere.", ". Drawn.";
    CheckClaimed => "  İmzalanan: {} {}, {} {} — {}.", "  Claimed: {} {}, {} {} — {}.";
    ClaimDiffersStores => "hazinelerle TUTMUYOR", "DOES NOT MATCH the stores";
    ClaimStopped => "karşılaştırılmadı: set geçersiz bir hamlede durdu", "not compared: the set stopped at an illegal move";
    EndRoundLosingWarning => "{} turu kaybettiren uyarıyı aldı", "{} received the round-losing warning";
    CellNotCounted => "sayılmadı", "not counted";
    CellIllegal => "{}. hamle geçersiz", "illegal move {}";
    CellTimedOut => " ({} süre aşımı)", " ({} timed out)";
    CellLostByWarnings => " ({} uyarılarla kaybetti)", " ({} lost by warnings)";
    CellWins => "{} kazandı{}", "{} wins{}";
    CellDrawn => "berabere{}", "drawn{}";
    CellNotAccepted => "kabul edilmedi", "not accepted";
    CellNotFinished => "bitmedi", "not finished";
    ColumnStarted => "Başlayan", "Started";
    ColumnStores => "Hazineler", "Stores";
    Total => "Toplam", "Total";
    MatchSummary => "Maç özeti ({rules}; çiftler {first}-{second} sırasıyla):", "Match summary ({rules}; pairs read {first}-{second}):";
    RoundLostByWarnings => " ({name}, {at}. {unit} içinde uyarılarla kaybetti)", " ({name} lost it by warnings in {unit} {at})";
    CellRoundDrawn => "tur berabere", "round drawn";
    CellRoundIncomplete => "tur tamamlanmadı", "round not complete";
    // Round problems in full (referee::ProblemFacts), for `check`.
    FullSetNotToBePlayed => "{number}. {unit} oynanmamalıydı: {leader} zaten {points} {unit} puanına ulaşmıştı, bu da turu belirler", "{unit} {number} should not have been played: {leader} already had {points} {unit} points, which decides the round";
    FullSetAfterWarnings => "{number}. {unit} oynanmamalıydı: {loser}, {at}. {unit} içindeki {ordinal} uyarıyla turu kaybetmişti", "{unit} {number} should not have been played: {loser} lost the round by the {ordinal} warning in {unit} {at}";
    FullTooManySets => "{number}. {unit} oynanmamalıydı: {rules} kurallarında bir tur en çok {games} {unit} sürer", "{unit} {number} should not have been played: a round under {rules} has at most {games} {unit}s";
    FullMovesAfterEnd => "{number}. {unit}: {after}. hamleden sonra {extra} hamle yazılmış; orada {what} ve {unit} bitmişti", "{unit} {number}: {extra} moves recorded after move {after}, where {what} and the {unit} ended";
    WhatWarningLost => "{name} oyuncusuna verilen {ordinal} uyarı turu kaybettirdi", "the {ordinal} warning to {name} lost the round";
    WhatResultEntered => "sonuç girildi", "the result was entered";
    FullIncidentInResult => "{number}. {unit}, {incident}. olay: `after = {after}`, ama {unit} sonucuyla girilmiş (hamle yok): `after = 0` yazın", "{unit} {number}, incident {incident}: `after = {after}`, but the {unit} is entered by its result (no moves): use `after = 0`";
    FullIncidentBeyondMoves => "{number}. {unit}, {incident}. olay: `after = {after}`, yazılan {moves} hamlenin ötesinde", "{unit} {number}, incident {incident}: `after = {after}` is beyond the {moves} recorded moves";
    FullExemptWarning => "{number}. {unit}, {incident}. olay: görme engelli {name} oyuncusuna {reason} uyarısı verilemez ({rules} kurallarında muaf); uyarı sayılmaz", "{unit} {number}, incident {incident}: a {reason} warning cannot be given to {name}, who is visually impaired (exempt under {rules}); the warning is not counted";
    FullTimeoutAfterEnd => "{number}. {unit}, {incident}. olay: {unit} bittikten sonra süre aşımı", "{unit} {number}, incident {incident}: a timeout after the {unit} was over";
    FullTimeoutInResult => "{number}. {unit}, {incident}. olay: sonucuyla girilmiş bir {unit} içinde süre aşımı; bunun yerine süre aşımının verdiği sonucu girin", "{unit} {number}, incident {incident}: a timeout in a {unit} entered by its result; enter the result the timeout gave instead";
    FullUnfinishedSet => "{number}. {unit} bitmedi, ama {later}. {unit} kaydedilmiş", "{unit} {number} is not finished, yet {unit} {later} is recorded";
    FullDrawNotPossible => "{number}. {unit}: sonuç berabere, ama {rules} kurallarında bir {unit} berabere bitemez", "{unit} {number}: the result is a draw, but under {rules} a {unit} cannot be drawn";
    FullStartOrder => "{number}. {unit}: kayda göre {recorded} başladı, ama {rules} kurallarına göre {number}. {unit} için başlayan {by_rules}", "{unit} {number}: the record says {recorded} started, but under {rules} {by_rules} starts {unit} {number}";
    FullStartOrderNobody => "{number}. {unit}: kayda göre {recorded} başladı, ama {rules} kurallarında bir {unit} için başlayan belirlenmez", "{unit} {number}: the record says {recorded} started, but under {rules} nobody starts a {unit}";
    // hakem replay, as text (`--lang`)
    OneStone => "1 taş", "1 stone";
    StonesCount => "{} taş", "{} stones";
    PlacePit => "{}'in {}. kuyusu", "{}'s pit {}";
    PlaceStore => "{}'in hazinesi", "{}'s store";
    ReplayWhatSet => "{}, {}. set", "{}, set {}";
    ReplayWhatMoves => "komut satırından hamleler", "moves from the command line";
    ReplayOf => "Yeniden oynatma: {} — {} ({})", "Replay of {} — {} ({})";
    ReplaySeats => "Güney: {} ({}, seti başlatır). Kuzey: {} ({}).", "South: {} ({}, starts the set). North: {} ({}).";
    ReplayWhatIf => "Ya {}. hamleden sonra bunların yerine şu hamleler oynansaydı (kayıt değişmez):", "What if, after move {}, these moves had been played instead (the record is not changed):";
    ReplayStart => "Başlangıç (0. pozisyon):", "Start (position 0):";
    CountRow => "{} {}, hazine {}", "{} {}, store {}";
    CountSetOver => "set bitti ({})", "set over ({})";
    CountToMove => "sıra: {}", "{} to move";
    CountLine => "Sayım: {} | {} | {}.", "Count: {} | {} | {}.";
    ReplayMove => "{}. hamle{}: {}, {}. kuyuyu oynar.", "Move {}{}: {} plays pit {}.";
    WhatIfTag => " (varsayım)", " (what-if)";
    NarrateFeed => "Rakibin ({}) sırası boştu; bu hamle ona taş vermek zorundaydı.", "{}'s row was empty, so this move had to give them stones.";
    LandsTuzdyk => "son taş: {} ({}'in tuzdyk'i)", "the last lands in {} ({}'s tuzdyk)";
    Lands => "son taş: {}", "the last lands in {}";
    LandsMaking => "son taş: {}, orada artık {} taş var", "the last lands in {}, making {}";
    OneRelayLap => "1 zincirleme tur", "1 relay lap";
    RelayLaps => "{} zincirleme tur", "{} relay laps";
    SowsRelay => "{} dağıtır, sonra {} ({} alınıp dağıtılmaya devam edilir); {}.", "Sows {}, then {} ({} lifted and sown on); {}.";
    Sows => "{} dağıtır; {}.", "Sows {}; {}.";
    IntoTuzdyk => "{seat}'in tuzdyk'ine düşen {stones} {seat}'in hazinesine gitti.", "{stones} sown into {seat}'s tuzdyk went to {seat}'s store.";
    CapturedDuringSowing => "{place} içindeki {stones} dağıtım sırasında {seat} için alındı.", "{stones} in {place} captured during sowing, for {seat}.";
    CapturesOne => "{place} içinden {stones} alır.", "Captures {stones} from {place}.";
    CapturesMany => "{stones} alır: {parts}{more}.", "Captures {stones}: {parts}{more}.";
    CapturePart => "{place} içinden {count}", "{count} from {place}";
    CaptureMore => " ve {} taş daha", " and {} more";
    TuzdykClaimed => "{place} artık {seat}'in tuzdyk'i: bundan sonra oraya düşen her taş {seat}'in hazinesine gider.", "{place} becomes {seat}'s tuzdyk: every stone sown into it from now on goes to {seat}'s store.";
    GrandSlamAllowed => "Grand slam: {them} sırasındaki bütün taşları alır; {who} oyuncusunun her hamlesi böyle olduğu için buna izin verilir.", "Grand slam: it takes every stone in {them}'s row, allowed because every move {who} had was one.";
    GrandSlamNothing => "Grand slam: bu alım {} sırasındaki bütün taşları alacağı için hiçbir şey alınmaz.", "Grand slam: that capture would take every stone in {}'s row, so nothing is captured.";
    ExtraTurn => "Ek hamle: {} yeniden oynar.", "Extra turn: {} moves again.";
    Passes => "{them} oynayacak taşı olmadığı için pas geçer: {who} yeniden oynar.", "{them} has no stones to play and passes: {who} moves again.";
    SetEnds => "Set biter: {} ({}).", "The set ends: {} ({}).";
    Swept => "Sıralarda kalan taşlar alınır: {}.", "The stones left in the rows are taken: {}.";
    SweptPart => "{seat}'in hazinesine {stones}", "{stones} to {seat}'s store";
    ReplayIllegal => "{ply}. hamle{tag} GEÇERSİZ{at}: {mover}: {why}.", "ILLEGAL move {ply}{tag}{at}: {mover}: {why}.";
    MoverPlays => "{who}, {pit}. kuyuyu oynar", "{who} plays pit {pit}";
    ReplayStops => "Yeniden oynatma burada durur; gösterilen son tahta {}. hamleden önceki pozisyondur.", "The replay stops here; the last board shown is the position before move {}.";
    SummaryStores => "Hazineler: {} {}, {} {}", "Stores: {} {}, {} {}";
    WinsSet => "{} seti kazanır", "{} wins the set";
    SetIsDrawn => "set berabere", "the set is drawn";
    SetOverAfter => "{plies} hamleden sonra set bitti: {reason} ({code}). {stores}; {result}.", "Set over after {plies} moves: {reason} ({code}). {stores}; {result}.";
    NotOverAfter => "{plies} hamleden sonra set bitmedi; sıra: {who}. {stores}.", "After {plies} moves the set is not over; {who} to move. {stores}.";
    AtStart => "Başlangıçta", "At the start";
    AfterWhatIfMove => "{}. varsayım hamlesinden sonra", "After what-if move {}";
    AfterMoveCapital => "{}. hamleden sonra", "After move {}";
    OnSide => " ({} tarafı)", " ({}'s side)";
    CountSetIsOver => "Set bitti ({}).", "The set is over ({}).";
    CountNext => "Sıra: {}.", "{} to move.";
    CountAnswer => "{when}: {place}{whose} içinde {stones}. {next}", "{when}: {stones} in {place}{whose}. {next}";
    // replay --large
    LargeStart => "Başlangıç pozisyonu", "Start position";
    LargeAfterWhatIf => "{k}. varsayım hamlesinden sonraki pozisyon ({from}. ile {k}. arasındaki hamleler kayıtta yok)", "Position after what-if move {k} (moves {from} to {k} are not in the record)";
    LargeAfter => "{}. hamleden sonraki pozisyon", "Position after move {}";
    LargeNorthStore => "KUZEY HAZİNESİ", "NORTH STORE";
    LargeSouthStore => "GÜNEY HAZİNESİ", "SOUTH STORE";
    LargeNorthLetter => "K", "N";
    LargeSouthLetter => "G", "S";
    LargeNorth => "KUZEY: {}   (uzak taraf; Kuzey'in 1. kuyusu Kuzey'in solunda = sizin sağınızda)", "NORTH: {}   (far side; North's pit 1 is on North's left = your right)";
    LargeSouth => "GÜNEY: {}   (yakın taraf; Güney'in 1. kuyusu Güney'in solunda)", "SOUTH: {}   (near side; South's pit 1 is on South's left)";
    LargeSetOver => "SET BİTTİ ({}): {}", "SET OVER ({}): {}";
    LargeToMove => "SIRA: {}", "TO MOVE: {}";
    Checklist => "Kontrol listesi (her sıra sahibinin numaralamasıyla; 1. kuyu sahibinin solunda):", "Checklist (each row in its owner's numbering, pit 1 = the owner's left):";
    ChecklistStore => "hazine: {}", "store: {}";
    ChecklistTotals => "  Kuyularda {}, hazinelerde {}, toplam {}.", "  {} in the pits, {} in the stores, {} in all.";
    // replay --best
    BestNone => "En iyi hamle: yok, oyun bitti.", "Best move: none, the game is over.";
    BestSolver => "{mover} için en iyi hamle (çözücü): {pit}. kuyu; kusursuz oyunla {verdict}.", "Best move for {mover} (solver): pit {pit}; with perfect play {verdict}.";
    BestBy => "{mover} için en iyi hamle ({by}): {pit}. kuyu.", "Best move for {mover} ({by}): pit {pit}.";
    SolvedDraw => "beraberlik", "a draw";
    SolvedWinsBy => "{} {} farkla kazanır", "{} wins by {}";
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
