# The labels of hakem's printouts, reports and screens: headings,
# terms and short phrases (Turkish).

## Titles

match-sheet = Maç Kağıdı
round-results = Tur Sonuçları

## Event block

event = Turnuva
site = Yer
date = Tarih
round = Tur
table = Masa
table-code = Masa kodu
game = Oyun
referee = Hakem
record = Kayıt
first-player = 1. oyuncu
second-player = 2. oyuncu
visually-impaired = görme engelli

## Sets

not-counted = tur önceden belli olduğu için sayılmadı
end-result = sonuç girildi
end-counted = hazineler sayıldı
problems = Sorunlar

## A set's block

starts = Başlayan
south = Güney
north = Kuzey
turn = Sıra
grid-result-written = Yazılan sonuç (tahtaya göre)
grid-board = Tahta
grid-final-board = son tahta (x siyah, o beyaz); ✗ reddedilen hamle, tahta ondan önceki
no-moves-recorded = Hamleler kaydedilmedi: yalnızca sonuç.
final-stores = Son hazineler
counted-on-paper = Hamleler kaydedilmedi: hazineler kağıtta sayıldı.
stores-counted = Sayılan hazineler
signed = İmzalanan
claim-matches = tutuyor
claim-differs = TUTMUYOR
claim-not-compared = karşılaştırılmadı
ending = Bitiş
set-winner = Kazanan
draw = berabere
not-finished = set bitmedi

## Incidents

incidents = Uyarılar ve süre aşımları
no-incidents = yok
warning-touch-move = uyarı: dokunulan taşı oynamama
warning-illegal-move = uyarı: kural dışı hamle
warning-conduct = uyarı: davranış
timeout = süre aşımı

## Round

round-result = Tur sonucu
set-points = Set puanı
round-points = Tur puanı
warnings = Uyarılar
round-drawn = tur berabere
round-incomplete = tur tamamlanmadı
record-valid = Kayıt denetlendi: bütün hamleler geçerli.
record-invalid = KAYIT GEÇERSİZ: hakeme bildirin.

## Signatures and footer

signatures = İmzalar

## Results and standings

player = Oyuncu
result = Sonuç
sets = Setler
stones = Taşlar
rank = Sıra
points = Puan

## Tournament lists (hakem event print)

pairing-list = Eşlendirme Listesi
pairing-alphabetical = Eşlendirme Listesi (alfabetik)
pairing-cards = Eşlendirme Kartları
card-timeout = Süre aşımı
card-timeout-boxes = ☐ 1. ☐ 2.
card-cut = buradan kesin
standings = Puan Durumu
plays-black = Siyah
opponent = Rakip
club = Kulüp
# name: the same in every language
pairing-number = No
line = Satır
bye-table = bay
chief-arbiter = Başhakem
yes = evet
cross-legend = +12b: 12. satırdaki oyuncuyu 1. seti başlayarak yendi; = berabere, - yenildi; H: hükmen; BAY: eşlendirme bayı; İST: oyuncunun istediği bay; .: eşlendirilmedi
cross-start-mark = b
cross-forfeit-mark = H
cross-bye = BAY
cross-requested = İST
card-result = Sonuç (set puanı): ........ – ........
card-table-referee = Masa hakemi
card-stones = taş
card-warnings = uyarı
round-start = Tur başlangıcı

## The lists in the terminal (hakem pair, event standings, event check)

points-short = Puan
second-short = İkinci

## hakem pair --explain (C.04.3 article codes kept as they are)

explain-groups = Puan grupları, yukarıdan aşağı:
explain-floaters-none = Grup dışı eşlendirilenler: yok
explain-floaters = Grup dışı eşlendirilenler:
explain-tables = Masalar:

## hakem pair and event check

dry-run = (deneme: hiçbir şey yazılmadı)
check-notes = notlar:
check-finished = bütün turlar tamamlandı: son puan durumu kesinleşti
check-lot = hazır; 1. tur, teknik toplantının kurası (`lot`) yazılınca eşlendirilir

## hakem variants

variant-name = ad
variant-title = başlık
variant-board = tahta
variant-stones = taşlar
variant-summary = özet
variant-rule-key = kural anahtarı
variant-grid-games = Izgara oyunları (hamleler kare olarak: hakem check, replay, live, simulate, compare):
variant-grid-keys = Kuralları, anahtar anahtar (docs/rulesets.md, "Grid games"):

## hakem compare

compare-rule = kural
compare-alike = Varyantlar her kural sorusuna aynı yanıtı veriyor.
compare-random-play = rastgele oyun
compare-differ-at-start = Tahtalar ilk hamleden önce farklı.
compare-draw = berabere
compare-second-player = 2. oyuncu
compare-first-player = 1. oyuncu

## hakem simulate

sim-games = oyun
sim-first-wins = 1. oyuncu (Güney) kazanır
sim-second-wins = 2. oyuncu (Kuzey) kazanır
sim-draws = beraberlik
sim-plies = hamle (ortalama / ortanca / en çok)
sim-ended-by = bitiş sebebi
sim-captures = oyun başına alış
sim-extra-turns = oyun başına tekrar oynama hakkı
sim-interval = Yüzdeler, %95 güven aralıklarıyla (Wilson skoru).
grid-sim-black-wins = siyah (1. oyuncu) kazanır
grid-sim-white-wins = beyaz (2. oyuncu) kazanır
grid-sim-plies = hamle (ortalama / en çok)
grid-sim-passes = oyun başına pas

## The round's results (hakem event print DIR results)

set-stores = Setler (hazineler)
points-after-round = Toplam puan
forfeit-won = hükmen galip
forfeit-lost = hükmen mağlup
double-forfeit = çifte hükmen
not-counted-mark = sayılmadı
requested-bye-short = bay (istenen)

## hakem check, as text (`--lang`)

# name: the same in every language
unit-set = set
unit-card = kart
# name: the same in every language
unit-set-title = Set
unit-card-title = Kart
check-round-problems = Tur sorunları:
severity-error = hata
severity-note = not
check-moves-drawn = {"  "}Hamleleri kayıtlı (yukarıda): berabere.
check-moves-no-result = {"  "}Hamleleri kayıtlı (yukarıda): sonuç yok; bir hamle reddedildi ya da oyun bitmedi.
check-result-drawn = {"  "}Sonuç girildi: berabere.
check-result-refused = {"  "}Sonuç girildi, kabul edilmedi.
double-forfeit-round = iki oyuncu da masaya gelmedi: ikisi de hükmen kaybetti
check-counted = {"  "}Kağıtta sayıldı.
claim-differs-stores = hazinelerle TUTMUYOR
claim-stopped = karşılaştırılmadı: set geçersiz bir hamlede durdu
cell-not-counted = sayılmadı
cell-not-accepted = kabul edilmedi
cell-not-finished = bitmedi
column-started = Başlayan
column-stores = Hazineler
total = Toplam
cell-round-drawn = tur berabere
cell-round-incomplete = tur tamamlanmadı

## hakem replay, as text (`--lang`)

replay-what-moves = komut satırından hamleler
replay-start = Başlangıç (0. pozisyon):
set-is-drawn = set berabere
at-start = Başlangıçta

## replay --large

large-north-store = KUZEY HAZİNESİ
large-south-store = GÜNEY HAZİNESİ
large-north-letter = K
large-south-letter = G
checklist = Kontrol listesi (her sıra sahibinin numaralamasıyla; 1. kuyu sahibinin solunda):

## replay --best

best-none = En iyi hamle: yok, oyun bitti.

## The tournament floor in the browser (hakem serve)

serve-no-round = Henüz eşlendirilmiş tur yok.
serve-no-standings = Puan durumu ilk tur tamamlanınca çıkar.
serve-rating = Kuvvet puanı
serve-live = Sayfa kendiliğinden yenilenir.
serve-wall-scrolls = Projeksiyonda ya da televizyonda listeler sayfa sayfa döner, her sayfa bir ekran; dokunmak ya da bir tuş döndürmeyi durdurur, ← ve → sayfaları çevirir.
serve-cross-table = Çapraz Tablo
serve-wall = Pano
serve-enter-result = Sonuç gir
serve-table-number = Masa numarası
serve-continue = Devam
serve-wrong-code = Masa numarası ya da masa kodu yanlış; hiçbir şey kaydedilmedi.
serve-too-many-tries = Bu masa için çok fazla yanlış kod girildi; bir dakika sonra yeniden deneyin.
serve-timeout-for = Süresi dolan
serve-nobody = kimse
serve-set-hint = Oynanmayan seti boş bırakın. Süre aşımında yalnızca süresi dolan oyuncunun taşlarını girin.
serve-check = Denetle
serve-change = Değiştir
serve-confirm-hint = İki oyuncu da adına dokunarak sonucu onaylar; sonra Kaydet.
serve-save = Kaydet
serve-clear = Sonucu sil
serve-clear-hint = Kayıt eşlendiği hâline döner; silinen sonuç kaydın geçmişinde tutulur.
serve-not-confirmed = Kaydedilmedi: iki oyuncu da onaylamalı.
serve-saved = Kaydedildi. Bu sonucu artık yalnızca başhakem değiştirebilir.
serve-already-saved = Bu masanın sonucu kaydedildi; yalnızca başhakem değiştirebilir.
serve-draw = berabere
serve-tokens = Setler (hakem result gibi)
serve-tokens-hint = 30-18 18-30 26-22; süre aşımı -20,s:ikinci; uyarı u:birinci; hükmen hükmen:birinci
serve-desk = Başhakem masası
serve-group = Kategori
serve-players = Oyuncular
serve-start-stop = durdurmak için Ctrl-C
serve-missing = Eksik
serve-flagged = Sorunlu
serve-correct = Düzelt
serve-before = Şimdiki
serve-after = Yeni
serve-all-paired = Bütün turlar eşlendirildi.
serve-print-pairing = Eşlendirme listesi ve kartlar (yazdır)
serve-print-standings = Puan durumu ve çapraz tablo (yazdır)

## Errors

error-word = hata
warning-word = uyarı
usage = Kullanım

## A school championship: lists, teams, prizes
sex-female = K
sex-male = E
sex = Cinsiyet
category = Kategori
school = Okul
born = Doğum
list-place = Sıra
overall-rank = Genel
team = Takım
places-sum = Sıra toplamı
players-counted = Sayılan
players-not-counted = Sayılmayan
team-incomplete = eksik
prize = Ödül
amount = Tutar
list = Liste
overall-list = Genel
no-winner = kimse kalmadı
licence = Lisans No
certificate = Başarı Belgesi
first-player-school = 1. oyuncunun okulu
first-player-points = 1. oyuncunun puanı
first-player-set-points = 1. oyuncunun set puanı
second-player-school = 2. oyuncunun okulu
second-player-points = 2. oyuncunun puanı
second-player-set-points = 2. oyuncunun set puanı
remark = Not
