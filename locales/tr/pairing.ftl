# İsviçre sistemi: bir turun eşlendirilmesi (`hakem pair`, `--explain`),
# sıralama ölçütleri, Turnuva Rapor Dosyası (TRF).

## Turnuvaya yapılan bir değişikliğin reddedilme nedeni

swiss-too-many-players = bir turnuvada en çok { $max } oyuncu olur
swiss-rounds-out-of-range = { $rounds } tur: bir turnuva 1 ile { $max } arasında tur sürer
swiss-round-out-of-range = { $round }. tur, { $planned } turdan biri değil
swiss-unknown-player = { $number } eşlendirme numaralı oyuncu yok
swiss-same-player = { $number } numaralı oyuncu kendisiyle karşılaşamaz
swiss-wrong-kind-of-result = { $result } bu tür bir turun sonucu olamaz
swiss-results-disagree = { $white } ve { $black } sonuçları tek bir oyuna uymuyor
swiss-already-recorded = { $number } numaralı oyuncunun { $round }. turu zaten kaydedilmiş
swiss-result-win = galibiyet
swiss-result-draw = beraberlik
swiss-result-loss = yenilgi
swiss-result-forfeit-win = hükmen galibiyet
swiss-result-forfeit-loss = hükmen yenilgi
swiss-result-pairing-bye = eşlendirme bayı
swiss-result-full-bye = galibiyet değerinde istenen bay
swiss-result-half-bye = beraberlik değerinde istenen bay
swiss-result-zero-bye = puansız istenen bay
swiss-result-absent = yok

## Bir turun eşlendirilememe nedeni

swiss-pairing-round-out-of-range = { $round }. tur, { $planned } turdan biri değil
swiss-pairing-no-result-for = { $round }. turda { $player } numaralı oyuncunun sonucu yok: bütün sonuçlar gelince eşlendirin
swiss-pairing-has-games = { $round }. turda kaydedilmiş oyunlar var
swiss-pairing-too-few-players = { $round }. tur eşlendirilemez: { $players } oyuncu katılıyor, eşlendirme için en az iki oyuncu gerekir
swiss-pairing-no-legal-pairing = { $round }. tur; rövanş, yasak bir eşleşme, ikinci bir bay ya da kuralların yasakladığı bir başlama sırası olmadan eşlendirilemez

## Bir masanın başlama sırasını veren C.04.3 E kuralı (`--explain`)

swiss-colour-both-preferences = iki oyuncunun başlama sırası tercihi de karşılandı (E.1)
swiss-colour-only-preference = tek başlama sırası tercihi karşılandı (E.1)
swiss-colour-stronger-preference = daha güçlü başlama sırası tercihi karşılandı (E.2)
swiss-colour-wider-difference = başlama sırası farkı büyük olanın tercihi karşılandı (E.2)
swiss-colour-alternated = başlama sırası, en son farklı olduğu turdakinin tersine verildi (E.3)
swiss-colour-higher-ranked = sıralamada üstteki oyuncunun tercihi karşılandı (E.4)
swiss-colour-initial-colour = ilk turun başlama sırası kuralı (E.5)

## Sıralama ölçütleri: sütun başlığı ve anlamı

swiss-tie-break-heading = { $tie_break ->
    [de] AM
    [bh] BH
    [bh-c1] BH-C1
    [sb] SB
    [win] GAL
    [sp] SP
   *[stones] TAŞ
}
swiss-tie-break-legend = { $tie_break ->
    [de] AM: aralarındaki maç: puanı ve önceki ölçütleri eşit oyuncular arasında, birbirlerine karşı aldıkları puanla sıra (1 en iyisi; 0: ayırt etmiyor)
    [bh] BH: Buchholz: rakiplerin puanları toplamı
    [bh-c1] BH-C1: Buchholz Kesik 1: en düşük puanlı rakip sayılmadan rakiplerin puanları toplamı
    [sb] SB: Sonneborn-Berger: yenilen rakiplerin puanları ile berabere kalınan rakiplerin puanlarının yarısı
    [win] GAL: galibiyet sayısı (oynanmadan kazanılanlar da sayılır)
    [sp] SP: kazanılan set puanlarının toplamı
   *[stones] TAŞ: setlerde kazanılan taşlar (sayılan hazinelerin toplamı)
}

## Anlaşılamayan bir Turnuva Rapor Dosyası (`hakem event import-trf`)

trf-control-character = denetim karakteri ({ $code }): TRF satırında yalnızca metin ve boşluk olur
trf-player-line-indented = oyuncu satırı (001) { $column }. sütunda başlıyor: 1. sütunda başlamalı, TRF'nin alanları sabit sütunlardadır
trf-rounds = beklenen tur sayısı (1 ile { $max } arası)
trf-points = beklenen 1.0 ya da 0.5 gibi bir puan
trf-no-players = dosyada oyuncu satırı (001) yok: bu bir Turnuva Rapor Dosyası (TRF) mı?
trf-number-gap = { $expected } beklenirken { $number } eşlendirme numarası: numaralar 1'den başlar, atlanmaz ve tekrarlanmaz
trf-no-opponent = bu turnuvada { $opponent } numaralı rakip yok
trf-opponent-disagrees = { $opponent } numaralı oyuncunun { $round }. turunda rakip { $number } numaralı oyuncu değil
trf-same-colour = { $number } ve { $opponent } numaralı oyuncuların { $round }. turda rengi aynı
trf-no-player = { $number } numaralı oyuncu yok
trf-pairing-number = 5-8. sütunlarda beklenen eşlendirme numarası (1 ile { $max } arası)
trf-rating = 49-52. sütunlarda beklenen bir kuvvet puanı (rating)
trf-opponent-number = { $round }. tur: beklenen rakip numarası ya da 0000
trf-colour = { $round }. tur: "{ $colour }" rengi w, b ya da - değil
trf-result = { $round }. tur: "{ $result }" sonucu { $game ->
    [true] oynanan bir oyuna
   *[false] rakipsiz bir tura
} uymuyor
trf-no-colour = { $round }. tur: oynanan oyunun rengi yazılır, w ya da b
trf-extras-number = beklenen eşlendirme numarası
trf-extra = beklenen tur:set_puanı/taş, bulunan "{ $found }"
trf-extra-round = "{ $found }": { $round }. tur yok (turlar 1 ile { $max } arası)
trf-extra-too-large = "{ $found }": set puanı (yarımlarla) ve taş en çok { $max } olur
trf-score = 81-84. sütunlarda beklenen puan (3.5 gibi), bulunan "{ $found }"
trf-rank = 86-89. sütunlarda beklenen sıra (bir sayı), bulunan "{ $found }"
trf-misaligned = oyuncu satırının { $column }. sütunu boştur, bulunan "{ $found }": alanlar kaymış (ad bayt olarak mı sayıldı? dosyayı yazıldığı kodlamayla okuyun)
trf-cell-misaligned = { $round }. tur: tur alanında boş olan { $column }. sütunda "{ $found }" var ("{ $cell }"): alan kaymış; tur alanında 4 sütunda rakip, bir boşluk, renk, bir boşluk, sonuç olur ("  21 w 1")
trf-sex = 10. sütunda beklenen cinsiyet (kadın için w ya da f, erkek için m, ya da boş), bulunan "{ $found }"
trf-birth-date = 70-79. sütunlarda beklenen doğum tarihi (2013/04/09 gibi, yalnız yıl için 2013/00/00, ya da boş), bulunan "{ $found }"
trf-team-number = 37. sütundan başlayarak beklenen takım oyuncularının eşlendirme numaraları, bulunan "{ $found }"
trf-date = beklenen 2026/12/12 gibi bir tarih, bulunan "{ $found }"
trf-not-in-cp1254 = TRF'nin { $line }. satırı { $column }. sütunundaki "{ $character }" ({ $code }) karakterinin Windows-1254'te (cp1254) karşılığı yok: { $text }; dosyayı --encoding utf-8 ile yazın ya da adı Türk alfabesinin harfleriyle yazın
trf-read-as-cp1254 = { $file } UTF-8 değil: Windows-1254 (cp1254) olarak okundu, her harf bir bayt; başka bir kodlamaysa --encoding verin

## `hakem pair` bir turu neden eşlendirmedi

pair-refused-all-paired = turnuvanın { $rounds } turunun hepsi eşlendirildi
pair-refused-not-a-round = { $round }. tur, turnuvanın { $rounds } turundan biri değil
pair-refused-before-earlier = { $round }. tur, { $next }. turdan önce eşlendirilemez
pair-refused-paired-after = { $round }. tur yeniden eşlendirilemez: ondan sonra { $paired }. tur eşlendirildi
pair-refused-holds-moves = { $round }. tur yeniden eşlendirilemez: şu kayıtlarda hamle var
pair-refused-results-missing = { $round }. tur, ondan önceki bütün sonuçlar gelmeden eşlendirilemez:
pair-refused-no-lot = 1. tur teknik toplantıdaki kurayla eşlendirilir: { $event_file } dosyasına `lot = "starts"` (1. sıradaki oyuncu 1. seti başlatır) ya da `lot = "second"` yazın

## Yarıda kalmış bir `hakem pair` komutunun bıraktıkları: bitirildi ya da geri alındı

pair-recovered-removed-staging = { $path } silindi: { $round }. turun yarıda kalmış, hiç yayımlanmamış eşlendirmesi
pair-recovered-removed-replaced = { $path } silindi: { $round }. turun yerine yenisi konmuş önceki eşlendirmesi
pair-recovered-restored = { $path } geri kondu: { $round }. turun yeniden eşlendirmesi yayımlanmadan yarıda kalmıştı

## Eşlendirilen bir tur

pair-start-flag = --start { $value }: 2026-12-12T14:30 gibi bir tarih ve saat bekleniyor
pair-wrote = { $dir } yazıldı ({ $records } kayıt ve { $file })

## `hakem pair --explain`

# Turkish needs no plural after a number.
pair-explain-points = { $halves ->
   *[other] { $points } puan
}
# name: a score and the players in its group, the same in every language
pair-explain-group = { $points }: { $players }
pair-explain-moved-down = bu gruba inenler: { $players }
pair-explain-float = { $who } { $direction ->
    [down] aşağı iner
   *[up] yukarı çıkar
}: { $score }, { $against ->
    [none] bay alır
   *[other] rakibi { $against }
}
pair-explain-table = { $table }. { $white } - { $black } ({ $group } grubu): { $score } puanlık grupta eşlendirildi; başlama sırası: { $colours }
