# The printouts: match sheets, round results, pairing lists and cards,
# standings and cross tables (hakem sheet, hakem event print, the
# server's pages). The terms they share with the terminal are labels
# (labels.ftl).

sheet-printed = Basım: { $when }

## Titles and headings (a printed page's title in title case: "3. Tur")

sheet-round = { $round }. Tur
sheet-set = { $set }. Set
sheet-card = { $card }. Kart
sheet-standings-after = { $round }. Tur Sonrası Puan Durumu
sheet-cross-table-after = { $round }. Tur Sonrası Çapraz Tablo
sheet-results-of-round = { $round }. Tur Sonuçları
sheet-results-alphabetical = { $round }. Tur Sonuçları (alfabetik)
sheet-pairing-card = Eşlendirme Kartı — { $round }. Tur, Masa { $table }
sheet-card-stones = { $player }: taş
sheet-card-warnings = { $player }: uyarı

# How titles set in capitals capitalise the letters whose capital is not
# Unicode's: "small=CAPITAL" pairs apart by spaces.
sheet-capitals = i=İ ı=I

## A set on the match sheet

sheet-starts = Başlayan: { $player }{ $south ->
    [true] {" "}(Güney)
   *[false] {""}
}{ $should ->
    [none] {""}
   *[other] {" "}— turnuva kurallarına göre { $should } başlamalıydı
}
sheet-end-timeout = { $player } oyuncusunun süresi doldu
sheet-end-warnings = { $player } turu kaybettiren uyarıyı aldı
sheet-illegal-move = KURAL DIŞI HAMLE ({ $index }. hamle): { $player }, { $pit }. kuyuyu oynadı ({ $why })
sheet-set-won = { $how }; Kazanan: { $winner }
sheet-set-drawn = { $how }; berabere
sheet-set-not-counted = { $ending } (tur önceden belli olduğu için sayılmadı)
sheet-incident = { $after ->
    [0] ilk hamleden önce
   *[other] { $after }. hamleden sonra
} — { $player }: { $what }

## The round on the match sheet

sheet-wins-round = { $winner } turu kazandı
sheet-forfeit-round = { $absent } masaya gelmedi: { $winner } hükmen kazandı

## Findings on a round as recorded (referee::ProblemCode), in short

sheet-problem-set-not-to-be-played = { $set }. set oynanmamalıydı: tur set puanlarıyla belirlenmişti
sheet-problem-set-after-warnings = { $set }. set oynanmamalıydı: tur uyarılarla kaybedilmişti
sheet-problem-too-many-sets = { $set }. set fazla: bir tur bu kadar set sürmez
sheet-problem-moves-after-end = { $set }. sette set bittikten sonra hamle yazılmış
sheet-problem-incident-beyond-moves = { $set }. sette bir olay, yazılan hamlelerden sonraya kaydedilmiş
sheet-problem-exempt-warning = { $set }. sette görme engelli oyuncuya dokunma uyarısı verilmiş; bu oyuncu bu kuraldan muaf
sheet-problem-timeout-after-end = { $set }. sette süre aşımı, set bittikten sonra kaydedilmiş
sheet-problem-timeout-in-result = { $set }. set sonuçla girilmiş; süre aşımı kaydedilemez
sheet-problem-unfinished-set = { $set }. set bitmeden sonraki set kaydedilmiş
sheet-problem-draw-not-possible = { $set }. set berabere girilmiş; bu oyunda beraberlik olmaz
sheet-problem-store-missing = { $set }. sette sayılması gereken bir hazine yazılmamış
sheet-problem-stores-impossible = { $set }. sette sayılan hazineler oyunun hiçbir sonunda olamaz
sheet-problem-score-not-signed = { $set }. setin imzalanan skoru yok
sheet-problem-start-order = { $set }. seti turnuva kurallarındaki oyuncu başlatmamış

## The event's lists

sheet-pairing-bye = Bay (eşlendirme programının verdiği): { $player }
sheet-requested-bye = Bay (oyuncunun istediği): { $player }
sheet-pairing-bye-points = Bay (eşlendirme programının verdiği): { $player } — +{ $points }
sheet-requested-bye-points = Bay (oyuncunun istediği): { $player } — +{ $points }
sheet-results-missing = { $count ->
    [one] Sonucu girilmeyen masa
   *[other] Sonucu girilmeyen masalar
}: { $tables }
sheet-result-not-in = sonuç girilmedi
sheet-tie-break-order = Sıralama: puan, sonra { $order }; hepsi eşit olan oyuncular sırayı paylaşır (=).
sheet-standings-wait = Puan durumu, { $rounds ->
    [1] 1. turun
   *[other] 1-{ $rounds }. turların
} bütün sonuçları girilince verilir ({ $problems } sorun: hakem event check { $dir }).

## hakem sheet

sheet-different-events = { $first } ve { $second } farklı turnuvaların kayıtları ({ $first_event ->
    [none] turnuva adı yok
   *[other] { $first_event }
} / { $second_event ->
    [none] turnuva adı yok
   *[other] { $second_event }
}); bir sonuç çizelgesi tek bir turnuvayı kapsar
sheet-note-written-invalid = { $output } yazıldı; { $record } geçerli değil:
