# The labels of hakem's printouts, reports and screens: headings,
# terms and short phrases (Turkish).


## Titles

tie-break-stones = TAŞ
tie-break-wins = GAL
tie-break-direct = AM

## The legend of the tie-break columns (FIDE C.07 and the mind sports').

legend-direct = aralarındaki maç: puanı ve önceki ölçütleri eşit oyuncular arasında, birbirlerine karşı aldıkları puanla sıra (1 en iyisi; 0: ayırt etmiyor)
legend-buchholz = Buchholz: rakiplerin puanları toplamı
legend-buchholz-cut1 = Buchholz Kesik 1: en düşük puanlı rakip sayılmadan rakiplerin puanları toplamı
legend-sonneborn-berger = Sonneborn-Berger: yenilen rakiplerin puanları ile berabere kalınan rakiplerin puanlarının yarısı
legend-wins = galibiyet sayısı (oynanmadan kazanılanlar da sayılır)
legend-set-points = kazanılan set puanlarının toplamı
legend-stones = setlerde kazanılan taşlar (sayılan hazinelerin toplamı)
tie-break-legend = Sıralama ölçütleri
match-sheet = Maç Kağıdı
round-results = Tur Sonuçları
round-number = { $p1 }. Tur

## Event block

event = Turnuva
site = Yer
date = Tarih
round = Tur
table = Masa
table-code = Masa kodu
table-codes-of-round = { $p1 }. tur: masa kodları
game = Oyun
referee = Hakem
record = Kayıt
first-player = 1. oyuncu
second-player = 2. oyuncu
visually-impaired = görme engelli

## Sets

set-number = { $p1 }. Set
card-number = { $p1 }. Kart
not-counted = tur önceden belli olduğu için sayılmadı
end-result = sonuç girildi
end-counted = hazineler sayıldı
problems = Sorunlar

## Round problems (referee::ProblemCode); {} is the set number.

problem-set-not-to-be-played = { $p1 }. set oynanmamalıydı: tur set puanlarıyla belirlenmişti
problem-set-after-warnings = { $p1 }. set oynanmamalıydı: tur uyarılarla kaybedilmişti
problem-too-many-sets = { $p1 }. set fazla: bir tur bu kadar set sürmez
problem-moves-after-end = { $p1 }. sette set bittikten sonra hamle yazılmış
problem-incident-beyond-moves = { $p1 }. sette bir olay, yazılan hamlelerden sonraya kaydedilmiş
problem-exempt-warning = { $p1 }. sette görme engelli oyuncuya dokunma uyarısı verilmiş; bu oyuncu bu kuraldan muaf
problem-timeout-after-end = { $p1 }. sette süre aşımı, set bittikten sonra kaydedilmiş
problem-timeout-in-result = { $p1 }. set sonuçla girilmiş; süre aşımı kaydedilemez
problem-unfinished-set = { $p1 }. set bitmeden sonraki set kaydedilmiş
problem-draw-not-possible = { $p1 }. set berabere girilmiş; bu oyunda beraberlik olmaz
problem-store-missing = { $p1 }. sette sayılması gereken bir hazine yazılmamış
problem-stores-impossible = { $p1 }. sette sayılan hazineler oyunun hiçbir sonunda olamaz
problem-score-not-signed = { $p1 }. setin imzalanan skoru yok
problem-start-order = { $p1 }. seti turnuva kurallarındaki oyuncu başlatmamış
starts = Başlayan
starts-against-rules = turnuva kurallarına göre { $p1 } başlamalıydı
south = Güney
north = Kuzey
turn = Sıra
moves = Hamleler
moves-count = { $p1 } hamle
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
end-row-empty = hamleden sonra bir sıra boş kaldı
end-no-move = sıradaki oyuncunun oynayacak taşı kalmadı
end-majority = bir oyuncu taşların yarısından fazlasını (ya da iki oyuncu yarısını) topladı
end-cannot-feed = rakibin sırası boştu ve hiçbir hamle ona taş veremedi
end-cycle = pozisyon tekrarlandı
end-no-legal-move = sıradaki oyuncunun taşları vardı ama her hamlesi rakibin bütün sırasını alacağı için yasaktı
end-sowing-limit = zincirleme dağıtım tur sınırını aştı
end-timeout = { $p1 } oyuncusunun süresi doldu
end-warnings = { $p1 } turu kaybettiren uyarıyı aldı
illegal-move-at = GEÇERSİZ HAMLE { $p1 }: { $p2 }, { $p3 }. kuyuyu oynadı ({ $p4 })
illegal-empty-pit = kuyu boş
illegal-no-such-pit = böyle bir kuyu yok
illegal-must-feed = rakibe taş verilmeliydi
illegal-grand-slam = bütün sırayı almak yasak
illegal-game-over = set zaten bitmişti

## Illegal moves in full (engine::IllegalMove); {} are pits and counts.

illegal-no-such-pit-full = { $p1 } numaralı kuyu yok: kuyular 1 ile { $p2 } arasında numaralanır
illegal-empty-pit-full = { $p1 } numaralı kuyu boş
illegal-must-feed-full = rakibin sırası boş ve { $p1 } numaralı kuyu ona taş vermiyor; ona taş veren bir hamle oynanmalı (kuyu { $p2 })
illegal-grand-slam-full = { $p1 } numaralı kuyu rakibin sırasındaki bütün taşları alırdı (büyük vurgun); bu kurallar bunu yasaklar
illegal-game-over-full = set zaten bitmişti: { $p1 }

## Incidents

incidents = Uyarılar ve süre aşımları
no-incidents = yok
after-move = { $p1 }. hamleden sonra
before-first-move = ilk hamleden önce
warning-touch-move = uyarı: dokunulan taşı oynamama
warning-illegal-move = uyarı: kural dışı hamle
warning-conduct = uyarı: davranış
timeout = süre aşımı

## Round

round-result = Tur sonucu
set-points = Set puanı
round-points = Tur puanı
warnings = Uyarılar
wins-round = { $p1 } turu kazandı
round-drawn = tur berabere
round-incomplete = tur tamamlanmadı
record-valid = Kayıt denetlendi: bütün hamleler geçerli.
record-invalid = KAYIT GEÇERSİZ: hakeme bildirin.

## Signatures and footer

signatures = İmzalar
printed = Basım: { $p1 }

## Results and standings

player = Oyuncu
result = Sonuç
sets = Setler
stones = Taşlar
rank = Sıra
points = Puan
# name: the same in every language
unfinished-result = *

## Tournament lists (hakem event print)

pairing-list = Eşlendirme Listesi
pairing-alphabetical = Eşlendirme Listesi (alfabetik)
pairing-card = Eşlendirme Kartı
pairing-cards = Eşlendirme Kartları
card-stones = { $p1 }: taş
card-warnings = { $p1 }: uyarı
card-timeout = Süre aşımı
card-timeout-boxes = ☐ 1. ☐ 2.
card-cut = buradan kesin
standings = Puan Durumu
standings-after = { $p1 }. Tur Sonrası Puan Durumu
cross-table-after = { $p1 }. Tur Sonrası Çapraz Tablo
set-starts = { $p1 }. seti başlayan
black-in-set = { $p1 }. sette siyah
plays-black = Siyah
opponent = Rakip
club = Kulüp
# name: the same in every language
pairing-number = No
line = Satır
bye-table = bay
pairing-bye = Bay (eşlendirme programının verdiği): { $p1 }
requested-bye = Bay (oyuncunun istediği): { $p1 }
chief-arbiter = Başhakem
yes = evet
tie-break-order = Sıralama: puan, sonra { $p1 }; hepsi eşit olan oyuncular sırayı paylaşır (=).
cross-legend = +12b: 12. satırdaki oyuncuyu 1. seti başlayarak yendi; = berabere, - yenildi; H: hükmen; BAY: eşlendirme bayı; İST: oyuncunun istediği bay; .: eşlendirilmedi
cross-start-mark = b
cross-forfeit-mark = H
cross-bye = BAY
cross-requested = İST
card-result = Sonuç (set puanı): ........ – ........

## The lists in the terminal (hakem pair, event standings, event check)

pairing-round-tables = { $p1 }. tur ({ $p2 } turdan): { $p3 } masa
pairing-round-table = { $p1 }. tur ({ $p2 } turdan): { $p3 } masa
points-short = Puan
second-short = İkinci
round-short = { $p1 }.T

## Why hakem pair refuses a round (FIDE codes and player numbers kept)

pair-all-paired = turnuvanın { $p1 } turunun hepsi eşlendirildi
pair-not-a-round = { $p1 }. tur, turnuvanın { $p2 } turundan biri değil
pair-before-earlier = { $p1 }. tur, { $p2 }. turdan önce eşlendirilemez
pair-paired-after = { $p1 }. tur yeniden eşlendirilemez: ondan sonra { $p2 }. tur eşlendirildi
pair-holds-moves = { $p1 }. tur yeniden eşlendirilemez: şu kayıtlarda hamle var
pair-results-missing = { $p1 }. tur, ondan önceki bütün sonuçlar gelmeden eşlendirilemez:
pair-no-lot = 1. tur teknik toplantıdaki kurayla eşlendirilir: { $p1 } dosyasına `lot = "starts"` (1. sıradaki oyuncu 1. seti başlatır) ya da `lot = "second"` yazın
pair-out-of-range = { $p1 }. tur, { $p2 } turdan biri değil
pair-no-result-for = { $p1 }. turda { $p2 } numaralı oyuncunun sonucu yok: bütün sonuçlar gelince eşlendirin
pair-has-games = { $p1 }. turda kaydedilmiş oyunlar var
pair-too-few-player = { $p1 }. tur eşlendirilemez: { $p2 } oyuncu katılıyor, eşlendirme için en az iki oyuncu gerekir
pair-too-few-players = { $p1 }. tur eşlendirilemez: { $p2 } oyuncu katılıyor, eşlendirme için en az iki oyuncu gerekir
pair-no-legal-pairing = { $p1 }. tur; rövanş, yasak bir eşleşme, ikinci bir bay ya da kuralların yasakladığı bir renk olmadan eşlendirilemez

## event standings/print: the rounds whose results are not all in

not-all-in-round = 1. turun sonuçlarının hepsi gelmedi:
not-all-in-rounds = 1-{ $p1 }. turların sonuçlarının hepsi gelmedi:

## What keeps a table's result from being in (event check, pair, standings)

issue-record-missing = kayıt yok
issue-illegal-move = { $n }. { $unit }, { $move }. hamle: { $pit }. kuyu kural dışı ({ $why })
issue-claimed-wrong = { $n }. { $unit }: bildirilen hazineler, sondaki hazinelerle aynı değil
issue-no-moves = sonuç girilmedi
issue-not-finished = tur bitmedi: kaydedilenler turu belirlemiyor (bir { $unit } daha ya da hamlelerin kalanı eksik)

## hakem pair --explain (C.04.3 article codes kept as they are)

explain-point = { $p1 } puan
explain-points = { $p1 } puan
explain-groups = Puan grupları, yukarıdan aşağı:
explain-moved-down = bu gruba inenler: { $p1 }
explain-floaters-none = Grup dışı eşlendirilenler: yok
explain-floaters = Grup dışı eşlendirilenler:
explain-float-down = { $who } aşağı iner: { $score }, { $against }
explain-float-up = { $who } yukarı çıkar: { $score }, { $against }
explain-against = rakibi { $p1 }
explain-to-bye = bay alır
explain-tables = Masalar:
explain-table = { $n }. { $white } - { $black } ({ $group } grubu): { $score } puanlık grupta eşlendirildi; başlama sırası: { $colours }
colour-both-preferences = iki oyuncunun başlama sırası tercihi de karşılandı (E.1)
colour-only-preference = tek başlama sırası tercihi karşılandı (E.1)
colour-stronger-preference = daha güçlü başlama sırası tercihi karşılandı (E.2)
colour-wider-difference = başlama sırası farkı büyük olanın tercihi karşılandı (E.2)
colour-alternated = başlama sırası, en son farklı olduğu turdakinin tersine verildi (E.3)
colour-higher-ranked = sıralamada üstteki oyuncunun tercihi karşılandı (E.4)
colour-initial-colour = ilk turun başlama sırası kuralı (E.5)
dry-run = (deneme: hiçbir şey yazılmadı)
pair-wrote-records = { $p1 } yazıldı ({ $p2 } kayıt ve { $p3 })
pair-wrote-record = { $p1 } yazıldı ({ $p2 } kayıt ve { $p3 })
check-event-line = { $p1 }: { $p2 } oyuncu, { $p3 } tur, { $p4 } tur eşlendirildi
check-round-tables = { $p1 }. tur: { $p2 } masa, { $p3 } tamam
check-round-table = { $p1 }. tur: { $p2 } masa, { $p3 } tamam
check-round-bye = , bay: { $p1 }
check-paired-as-dutch = { $p1 }. tur: Hollanda sisteminin eşlendirdiği gibi eşlendirilmiş
check-notes = notlar:
check-finished = bütün turlar tamamlandı: son puan durumu kesinleşti
check-lot = hazır; 1. tur, teknik toplantının kurası (`lot`) yazılınca eşlendirilir
check-ready-to-pair = { $p1 }. tur eşlendirilmeye hazır
check-problems = { $p1 } sorun:
check-problem = { $p1 } sorun:
issues-more = { $p1 }: bu dosyada { $p2 } sorun daha
issues-more-one = { $p1 }: bu dosyada { $p2 } sorun daha
unsigned-sets = imzalanan skoru (`claimed`) olmayan { $p1 } set: { $p2 }
unsigned-set = imzalanan skoru (`claimed`) olmayan { $p1 } set: { $p2 }

## hakem variants

variant-name = ad
variant-title = başlık
variant-board = tahta
variant-stones = taşlar
variant-summary = özet
variant-pits-a-side = her yanda { $p1 } kuyu
variant-stones-a-pit = kuyu başına { $p1 }
variant-uneven = eşit değil (toplam { $p1 })
variant-grid-cells = { $p1 }×{ $p2 } kare (ızgara)
variant-rule-key = kural anahtarı
variant-grid-games = Izgara oyunları (hamleler kare olarak: hakem check, replay, live, simulate, compare):
variant-grid-keys = Kuralları, anahtar anahtar (docs/rulesets.md, "Grid games"):

## hakem compare

compare-rule = kural
compare-alike = Varyantlar her kural sorusuna aynı yanıtı veriyor.
compare-differs = { $p1 }: varyantlar bu kuralda ayrılıyor.
compare-random-play = rastgele oyun
compare-simulated = Benzetilen oyunlar: varyant başına { $games }, { $first } (Güney, ilk oynayan) ile { $second } (Kuzey, ikinci), tohum { $seed }; "birinci", ilk oynayan oyuncudur (Güney).
compare-grid-simulated = Benzetilen oyunlar: varyant başına { $games }, kurala uygun hamleler arasından eşit olasılıkla rastgele, tohum { $seed }; siyah ilk oynar.
compare-moves-under = { $moves } hamleleri, şu varyantlarda: { $names }.
compare-agree = { $p1 } hamlenin hepsinden sonra tahtalar aynı.
compare-differ-at-start = Tahtalar ilk hamleden önce farklı.
compare-illegal = { $k }. hamle ({ $pit }. kuyu) şu varyantlarda kural dışı: { $names }.
compare-refused = { $k }. hamle ({ $move }) şu varyantlarda reddedildi: { $names }.
compare-first-differ = Tahtalar ilk kez { $k }. hamleden ({ $pit }. kuyu) sonra ayrılıyor.
compare-grid-first-differ = Tahtalar (ya da bitiş) ilk kez { $k }. hamleden ({ $move }) sonra ayrılıyor.
compare-illegal-state = kural dışı: { $p1 }; ondan önceki tahta
compare-refused-state = reddedildi: { $p1 }; ondan önceki tahta
compare-game-over = oyun bitti: { $p1 }
compare-to-move = sıra: { $p1 }
compare-wins = { $p1 } kazanır
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
sim-captures-value = { $p1 } ({ $p2 } taş)
sim-extra-turns = oyun başına tekrar oynama hakkı
sim-head = { $title } ({ $name }): { $games } oyun, { $first } (Güney, ilk oynayan) ile { $second } (Kuzey, ikinci), tohum { $seed }, { $threads } iş parçacığı
sim-head-one-thread = { $title } ({ $name }): { $games } oyun, { $first } (Güney, ilk oynayan) ile { $second } (Kuzey, ikinci), tohum { $seed }, { $threads } iş parçacığı
sim-interval = Yüzdeler, %95 güven aralıklarıyla (Wilson skoru).
sim-time = Süre: { $p1 } sn, saniyede { $p2 } oyun, { $p3 } hamle
grid-sim-black-wins = siyah (1. oyuncu) kazanır
grid-sim-white-wins = beyaz (2. oyuncu) kazanır
grid-sim-plies = hamle (ortalama / en çok)
grid-sim-passes = oyun başına pas
grid-sim-head = { $title } ({ $name }): { $games } oyun, rastgele oyuncu ile rastgele oyuncu, tohum { $seed }, { $threads } iş parçacığı
grid-sim-head-one-thread = { $title } ({ $name }): { $games } oyun, rastgele oyuncu ile rastgele oyuncu, tohum { $seed }, { $threads } iş parçacığı

## hakem solve

solve-given = verilen pozisyon
solve-after-moves = { $p1 } hamleden sonra
solve-after-move = { $p1 } hamleden sonra
solve-start = başlangıç pozisyonu
solve-head = { $title } ({ $name }), { $what }, sıra { $mover } oyuncusunda:
solve-value = Değer: kusursuz oyunla { $verdict } ({ $mover } için son hazine farkı { $diff })
solve-interrupted = Kesin değerden önce durduruldu: { $mover } için { $lower } ile { $upper } arasında (son hazine farkı)
solve-best = En iyi hamle: { $p1 }. kuyu
solve-known = Önceki bir çalışmanın kanıtladığı sınırlardan başlandı: { $p1 } ile { $p2 } (önbellek klasöründe)
solve-table-kept = Önceki bir çalışmanın sakladığı arama tablosundan devam edildi ({ $p1 }, önbellek klasöründe)
solve-kept-unused = uyarı: çözücü önbelleği: { $p1 }: { $p2 }; arama onsuz başlıyor
solve-kept-not-written = uyarı: çözücü önbelleği: { $p1 }; arama tablosu saklanmadı
kept-too-short = { $p1 } bayt: saklanmış bir tablo olamayacak kadar kısa
kept-not-hakems = hakem'in sakladığı bir tablo değil
kept-other-version = hakem'in başka bir sürümünce saklanmış
kept-other-rules = başka kurallar için saklanmış
kept-other-position = başka bir pozisyon için saklanmış
kept-wrong-length = { $p1 } bayt, başlığı ise { $p2 } bayt diyor: kesilmiş ya da büyümüş
kept-too-large = { $p1 } MiB'lık tablosu bu çalışmanın { $p2 } MiB'ından büyük (daha büyük bir --memory verin)
kept-bad-slot = hakem'in yazmadığı bir kayıt içeriyor
kept-checksum = sağlama toplamı tutmuyor: bozulmuş
solve-searched = { $nodes } pozisyon { $secs } sn içinde tarandı (saniyede { $rate } milyon), { $threads } iş parçacığıyla; geçiş tablosu { $table }
solve-searched-one = { $nodes } pozisyon { $secs } sn içinde tarandı (saniyede { $rate } milyon), { $threads } iş parçacığıyla; geçiş tablosu { $table }
solve-endgame = ; kuyularda en çok { $p1 } taşa kadar oyun sonu tabloları
solve-endgame-cache = {" "}({ $p1 } / { $p2 } düzey önbellekten okundu)

## The round's results (hakem event print DIR results)

results-of-round = { $p1 }. Tur Sonuçları
results-alphabetical = { $p1 }. Tur Sonuçları (alfabetik)
set-stores = Setler (hazineler)
points-after-round = Toplam puan
forfeit-won = hükmen galip
forfeit-lost = hükmen mağlup
forfeit = hükmen
double-forfeit = çifte hükmen
result-not-in = sonuç gelmedi
results-missing = Sonucu gelmeyen masalar: { $p1 }
# name: the same in every language
bye-with-points = { $p1 } — { $p2 }
not-counted-mark = sayılmadı
requested-bye-short = bay (istenen)
standings-wait = Puan durumu, 1-{ $p1 }. turların bütün sonuçları gelince verilir ({ $p2 } sorun: hakem event check { $p3 }).

## Live scoring (hakem live): the line mode and the screen

# name: the same in every language
live-opened = { $p1 }: { $p2 }.
live-moved = { $p1 }. hamle: { $p2 }, { $p3 }. kuyu.
live-extra-turn = Son taş hazineye düştü: { $p1 } yeniden oynar.
live-captured = { $p1 } taş hazineye alındı.
live-to-move = Sıra: { $p1 } ({ $p2 }).
# name: the same in every language
live-pair = { $p1 }: { $p2 } { $p3 }, { $p4 } { $p5 }.
live-refused-move = REDDEDİLDİ: { $p1 } { $p2 }. kuyuyu oynayamaz: { $p3 }. Hiçbir şey kaydedilmedi.
typed-illegal-move = kural-dışı
live-warn-hint = Kural dışı hamle uyarısı (madde h): { $p1 }
live-warned = Uyarı: { $p1 } ({ $p2 }), turda { $p3 }/{ $p4 }.
reason-touch-move = dokunulan taşı oynamama
reason-illegal-move = kural dışı hamle
reason-conduct = davranış
live-exempt = REDDEDİLDİ: { $p1 } görme engelli; { $p2 } kuralları bu uyarıyı ({ $p3 }) vermez.
live-no-refused-move = REDDEDİLDİ: uyarı verilecek reddedilmiş hamle yok; warn OYUNCU SEBEP yazın.
live-set-over = REDDEDİLDİ: set bitti. İmzalanan skorlar: claim A B; sonraki set: next.
live-set-not-over = REDDEDİLDİ: set henüz bitmedi.
live-round-over = REDDEDİLDİ: tur bitti.
live-illegal-in-record = REDDEDİLDİ: kayıtta { $p1 }. setin { $p2 }. hamlesi kural dışı; undo ile geri alın.
live-nothing-to-undo = Geri alınacak bir şey yok.
live-no-such-pit = REDDEDİLDİ: { $p1 }. kuyu yok; kuyular 1-{ $p2 }.
live-no-timer = REDDEDİLDİ: zamanlayıcı yok; hakem live --timer DAKİKA ile başlatın.
live-reloaded = REDDEDİLDİ: { $p1 } başka bir program tarafından değiştirildi; hiçbir şey yazılmadı.
live-reloaded-board = Kayıt diskten yeniden okundu: tahta dosyadaki gibi ({ $p1 }. set, { $p2 } hamle). Hamle hâlâ geçerliyse yeniden girin.
live-changed-on-disk = REDDEDİLDİ: { $p1 } başka bir program tarafından değiştirildi; hiçbir şey yazılmadı. hakem live'ı yeniden başlatın.
live-sheet-over-record = REDDEDİLDİ: maç kağıdı bir kaydın üzerine yazılmaz; .html ile biten bir dosya adı verin.
live-not-a-sheet = REDDEDİLDİ: { $p1 } bir maç kağıdı değil; üzerine yazılmaz. Başka bir dosya adı verin: sheet DOSYA.html
live-failed = KAYDEDİLMEDİ: { $p1 }
live-timed-out = Süre aşımı: { $p1 } oyuncusunun süresi doldu, hazinesinde { $p2 } taş var.
live-claimed = İmzalanan: { $p1 } { $p2 }, { $p3 } { $p4 }: { $p5 }.
live-next-set = { $p1 }. set: { $p2 } başlar (Güney).
live-undone = Geri alındı: { $p1 }.
undo-what-move = { $p1 }. hamle ({ $p2 }, { $p3 }. kuyu)
# name: the same in every language
undo-what-incident = { $p1 } ({ $p2 })
undo-what-claim = imzalanan skorlar
undo-what-next-set = { $p1 }. set
live-counted = { $p1 }: { $p2 } taş.
live-place-pit = { $p1 } { $p2 }. kuyu ({ $p3 })
live-place-store = { $p1 } hazinesi ({ $p2 })
live-clock = Saat
live-stores = Hazineler
live-clock-running = { $p1 } oyuncusunun saati işliyor.
screen-clock-runs = işliyor
live-clock-restored = Saat durduruldu: kalan süreler son kayıttan; masadaki saatle karşılaştırın, boşluk başlatır.
live-clock-stopped = Saat durdu.
live-sheet-written = Maç kağıdı yazıldı: { $p1 }
live-set-ended = { $p1 }. set bitti: { $p2 }.
live-set-winner = { $p1 } { $p2 }. seti kazandı.
live-set-drawn = { $p1 }. set berabere.
live-next-unsigned = DİKKAT: { $p1 }. setin imzalanan skoru yok; yazmak için önce undo, sonra claim A B.
live-claim-prompt = Oyuncuların imzaladığı skorlar: claim A B; A: { $p1 } ({ $p2 }), B: { $p3 } ({ $p4 }).
screen-claim-prompt = Skorlar, önce { $p1 } ({ $p2 }), sonra { $p3 } ({ $p4 })
live-next-prompt = Sonraki set: next.
live-forfeit = { $p1 }: bu masa hükmen ({ $p2 }): { $p3 } masaya gelmedi; hamle girilmez.
live-forfeit-record = kayıtta `forfeit = "{ $p1 }"`
# name: the same in every language
live-forfeit-event = { $p1 }, `[[forfeit]]`
live-forfeit-both = { $p1 } ve { $p2 }
live-round-ended = Tur bitti: { $p1 }.
live-status = { $p1 }. set, oynanan hamle: { $p2 }.

## Live scoring of grid games (Reversi, Pentago)

live-grid-moved = { $p1 }. hamle: { $p2 } ({ $p3 }), { $p4 }.
live-grid-turned = Dönen taş: { $p1 }.
live-next-set-grid = { $p1 }. set: { $p2 } başlar (siyah).
live-set-over-grid = REDDEDİLDİ: set bitti; sonraki set: next.
live-grid-stones = Taşlar
live-grid-refused = REDDEDİLDİ: { $p1 } ({ $p2 }) { $p3 } oynayamaz: { $p4 }. Hiçbir şey kaydedilmedi.
live-grid-must-pass = REDDEDİLDİ: { $p1 } ({ $p2 }) hamle yapamaz: hiçbir kareye taş koyamaz; pas yazın (pass ya da pas).
live-grid-no-move = Hamle yapamazsınız: { $p1 } ({ $p2 }) pas geçer; pass ya da pas yazın.
live-grid-not-a-move = REDDEDİLDİ: tahtada bir hamle değil: { $p1 }.
live-grid-ended = oyun bitti, { $p1 }
live-grid-timed-out = Süre aşımı: { $p1 } oyuncusunun süresi doldu; seti kaybeder.
undo-what-grid-move = { $p1 }. hamle ({ $p2 }, { $p3 })
live-not-this-game-pit = REDDEDİLDİ: bu oyunda kuyu yok; hamle bir karedir (d3), Pentago'da çevrilen tabla ile (c4 3), ya da pas.
live-not-this-game-cell = REDDEDİLDİ: bu oyunda kare yok; hamle bir kuyu numarasıdır.
live-not-this-game-count = REDDEDİLDİ: sayım kuyulu oyunlar içindir; tahta için board yazın.
live-not-this-game-claim = REDDEDİLDİ: bu oyunda sonucu tahta verir; imzalanacak skor yok.
help-cell = hamle: kare (d3), Pentago'da kare ve tabla (c4 3ccw), pas
live-overlong = satır { $p1 } bayttan uzun
live-not-understood = ANLAŞILMADI: { $p1 }
parse-not-a-command = "{ $p1 }" bir komut değil; help yazın
parse-unexpected = "{ $p1 }": fazladan "{ $p2 }"
parse-missing = "{ $p1 }": { $p2 } eksik
parse-bad = { $p1 } bekleniyordu; yazılan: "{ $p2 }"
expect-player = oyuncu (birinci ya da ikinci)
expect-reason = sebep (dokunma, kural-dışı ya da davranış)
expect-number = tam sayı
expect-place = yer (K4, G2, kuzey:4, birinci:3, hazine:kuzey gibi)
expect-clock = kalan süre, D:SS (en çok 1440:00)
live-commands = Komutlar:
help-syntax-warn = warn OYUNCU SEBEP
help-syntax-count = count YER
help-syntax-timer-set = timer OYUNCU D:SS
help-syntax-timeout = timeout OYUNCU
help-syntax-sheet = sheet [DOSYA]
screen-help-back = Herhangi bir tuş: tahtaya dön
help-pit = sıradaki oyuncu bu kuyuyu boşaltır
help-warn-refused = az önce reddedilen hamle için uyarı (madde h)
help-warn = birinci|ikinci; dokunma|kural-dışı|davranış
help-undo = son hamle, uyarı, süre aşımı, skor ya da seti geri al
help-count = K4, G2, kuzey:4, birinci:3, hazine:kuzey (madde b)
help-timer = sıradaki oyuncunun saatini başlat ya da durdur
help-timer-set = bir oyuncunun kalan süresi
help-timeout = süresi doldu (setin sonucu süre kuralıyla)
help-claim = imzalanan hazineler: A birincinin, B ikincinin
help-next = sonraki set, kuralların söylediği oyuncu başlar
help-sheet = maç kağıdını yaz (HTML; olmazsa kaydın yanına)
help-board = tahtayı ve skoru göster
help-quit = çık (her şey zaten kaydedildi)
screen-keys-grid = a-{ $p1 } hamle (d3 Enter) · w uyarı (h) · t dokunma uyarısı · u geri al · boşluk saat · o süre aşımı · n sonraki set · p maç kağıdı · : komut (pass) · q çık
screen-keys = 1-{ $p1 } hamle · w uyarı (h) · t dokunma uyarısı · u geri al · c say · boşluk saat · o süre aşımı · s skor · n sonraki set · p maç kağıdı · : komut · q çık
screen-confirm = { $p1 } (e/h)
screen-undo-what = Geri alınsın mı: { $p1 }
screen-warn-what = { $p1 } için uyarı ({ $p2 }): turda { $p3 }/{ $p4 }
screen-warn-decides = { $p1 }; TURU KAYBEDER
screen-timeout-what = { $p1 } için süre aşımı
screen-prompt = Komut
screen-set-of = { $p1 }. set ({ $p2 } sette)
screen-round-over = { $p1 }. set bitti: { $p2 }, { $p3 }–{ $p4 }.
screen-warnings = uyarı { $p1 }/{ $p2 }
screen-last-move = son hamle

## hakem check, as text (`--lang`); {name} holes may come in another


## order in each language (`fill_named`).

check-tournament-rules = Turnuva kuralları: { $p1 } ({ $p2 })
check-versus = { $p1 } – { $p2 }
who-first = birinci
who-second = ikinci
# name: the same in every language
unit-set = set
unit-card = kart
# name: the same in every language
unit-set-title = Set
unit-card-title = Kart
check-round-problems = Tur sorunları:
severity-error = hata
severity-note = not
sheet-written-invalid = { $p1 } yazıldı; { $p2 } geçerli değil:
check-verdict = Karar: { $p1 }
verdict-valid = GEÇERLİ
verdict-invalid = GEÇERSİZ
check-set-starts-south = { $number }. { $unit }: { $name } başlar (Güney).
check-set-starts = { $number }. { $unit }: { $name } başlar.
check-set-heading = { $number }. { $unit }:
check-starter-note = {"  "}Not: turnuva kurallarına göre { $number }. { $unit } için başlayan { $name }.
check-not-counted = {"  "}Sayılmadı: bu { $p1 } oynanmamalıydı.
check-set-warnings = {"  "}Uyarılar: { $name }, bu { $unit } içinde { $count }.
check-moves-wins = {"  "}Hamleleri kayıtlı (yukarıda): { $p1 } kazandı.
check-moves-drawn = {"  "}Hamleleri kayıtlı (yukarıda): berabere.
check-moves-no-result = {"  "}Hamleleri kayıtlı (yukarıda): sonuç yok; bir hamle reddedildi ya da oyun bitmedi.
check-result-wins = {"  "}Sonuç girildi: { $p1 } kazandı.
check-result-drawn = {"  "}Sonuç girildi: berabere.
check-result-refused = {"  "}Sonuç girildi, kabul edilmedi.
forfeit-round = { $p1 } masaya gelmedi: { $p2 } hükmen kazandı
double-forfeit-round = iki oyuncu da masaya gelmedi: ikisi de hükmen kaybetti
check-counted = {"  "}Kağıtta sayıldı.
check-counted-ended = {"  "}Kağıtta sayıldı, { $p1 }.
check-counted-stores = {"  "}Sayılan hazineler: { $p1 } { $p2 }, { $p3 } { $p4 }
check-counted-no-winner = . Sonuç yok.
check-illegal = {"  "}{ $index }. hamle GEÇERSİZ{ $at }: { $mover }: { $why }.
mover-pit = { $p1 }. kuyu
check-mover-played = { $name } ({ $seat }) { $pit }. kuyuyu oynadı
check-board-before = {"  "}{ $p1 }. hamleden önceki tahta:
check-played-one = {"  "}1 hamle oynandı; { $p1 }.
check-played = {"  "}{ $p1 } hamle oynandı; { $p2 }.
check-set-over = set bitti: { $p1 }
check-set-not-finished = set bitmedi, sıra: { $name } ({ $seat })
check-stores = {"  "}Hazineler: { $p1 } { $p2 }, { $p3 } { $p4 }
check-winner = . Kazanan: { $p1 }.
check-drawn = . Berabere.
check-claimed = {"  "}İmzalanan: { $p1 } { $p2 }, { $p3 } { $p4 } — { $p5 }.
claim-differs-stores = hazinelerle TUTMUYOR
claim-stopped = karşılaştırılmadı: set geçersiz bir hamlede durdu
end-round-losing-warning = { $p1 } turu kaybettiren uyarıyı aldı
cell-not-counted = sayılmadı
cell-illegal = { $p1 }. hamle geçersiz
cell-timed-out = {" "}({ $p1 } süre aşımı)
cell-lost-by-warnings = {" "}({ $p1 } uyarılarla kaybetti)
cell-wins = { $p1 } kazandı{ $p2 }
cell-drawn = berabere{ $p1 }
cell-not-accepted = kabul edilmedi
cell-not-finished = bitmedi
column-started = Başlayan
column-stores = Hazineler
total = Toplam
match-summary = Maç özeti ({ $rules }; çiftler { $first }-{ $second } sırasıyla):
round-lost-by-warnings = {" "}({ $name }, { $at }. { $unit } içinde uyarılarla kaybetti)
cell-round-drawn = tur berabere
cell-round-incomplete = tur tamamlanmadı

## Round problems in full (referee::ProblemFacts), for `check`.

full-set-not-to-be-played = { $number }. { $unit } oynanmamalıydı: { $leader } zaten { $points } { $unit } puanına ulaşmıştı, bu da turu belirler
full-set-after-warnings = { $number }. { $unit } oynanmamalıydı: { $loser }, { $at }. { $unit } içindeki { $ordinal } uyarıyla turu kaybetmişti
full-too-many-sets = { $number }. { $unit } oynanmamalıydı: { $rules } kurallarında bir tur en çok { $games } { $unit } sürer
full-moves-after-end = { $number }. { $unit }: { $after }. hamleden sonra { $extra } hamle yazılmış; orada { $what } ve { $unit } bitmişti
what-warning-lost = { $name } oyuncusuna verilen { $ordinal } uyarı turu kaybettirdi
what-result-entered = sonuç girildi
full-incident-in-result = { $number }. { $unit }, { $incident }. olay: `after = { $after }`, ama { $unit } sonucuyla girilmiş (hamle yok): `after = 0` yazın
full-incident-beyond-moves = { $number }. { $unit }, { $incident }. olay: `after = { $after }`, yazılan { $moves } hamlenin ötesinde
full-exempt-warning = { $number }. { $unit }, { $incident }. olay: görme engelli { $name } oyuncusuna { $reason } uyarısı verilemez ({ $rules } kurallarında muaf); uyarı sayılmaz
full-timeout-after-end = { $number }. { $unit }, { $incident }. olay: { $unit } bittikten sonra süre aşımı
full-timeout-in-result = { $number }. { $unit }, { $incident }. olay: sonucuyla girilmiş bir { $unit } içinde süre aşımı; bunun yerine süre aşımının verdiği sonucu girin
full-unfinished-set = { $number }. { $unit } bitmedi, ama { $later }. { $unit } kaydedilmiş
full-draw-not-possible = { $number }. { $unit }: sonuç berabere, ama { $rules } kurallarında bir { $unit } berabere bitemez
full-store-missing = { $number }. { $unit }: { $name } oyuncusunun hazinesi sayılmamış (`claimed.{ $key }`)
full-store-missing-timeout = { $number }. { $unit }: süresi biten { $name } oyuncusunun hazinesi sayılmamış; süre kuralı ona bakar (`claimed.{ $key }`)
full-stores-beyond-total = { $number }. { $unit }: sayılan hazineler { $sum } taş tutuyor; oyunda { $total } taş var
full-stores-not-total = { $number }. { $unit }: sayılan hazineler { $first } ve { $second }, toplam { $sum }; set bitince { $total } taşın hepsi hazinelerdedir
full-stores-no-majority = { $number }. { $unit }: sayılan hazineler { $first } ve { $second }, toplam { $sum }, { $total } değil; taşlar tahtada ancak bir hazine yarıdan fazlasını tutunca kalır
full-score-not-signed = { $number }. { $unit }: oyuncuların imzaladığı skor yazılmamış (`claimed`)
full-start-order = { $number }. { $unit }: kayda göre { $recorded } başladı, ama { $rules } kurallarına göre { $number }. { $unit } için başlayan { $by_rules }
full-start-order-nobody = { $number }. { $unit }: kayda göre { $recorded } başladı, ama { $rules } kurallarında bir { $unit } için başlayan belirlenmez

## hakem replay, as text (`--lang`)

one-stone = 1 taş
stones-count = { $p1 } taş
place-pit = { $p1 }'in { $p2 }. kuyusu
place-store = { $p1 }'in hazinesi
replay-what-set = { $p1 }, { $p2 }. set
replay-what-moves = komut satırından hamleler
replay-of = Yeniden oynatma: { $p1 } — { $p2 } ({ $p3 })
replay-seats = Güney: { $p1 } ({ $p2 }, seti başlatır). Kuzey: { $p3 } ({ $p4 }).
replay-what-if = Ya { $p1 }. hamleden sonra bunların yerine şu hamleler oynansaydı (kayıt değişmez):
replay-start = Başlangıç (0. pozisyon):
count-row = { $p1 } { $p2 }, hazine { $p3 }
count-set-over = set bitti ({ $p1 })
count-to-move = sıra: { $p1 }
count-line = Sayım: { $p1 } | { $p2 } | { $p3 }.
replay-move = { $p1 }. hamle{ $p2 }: { $p3 }, { $p4 }. kuyuyu oynar.
what-if-tag = {" "}(varsayım)
narrate-feed = Rakibin ({ $p1 }) sırası boştu; bu hamle ona taş vermek zorundaydı.
lands-tuzdyk = son taş: { $p1 } ({ $p2 }'in tuzdyk'i)
lands = son taş: { $p1 }
lands-making = son taş: { $p1 }, orada artık { $p2 } taş var
one-relay-lap = 1 zincirleme tur
relay-laps = { $p1 } zincirleme tur
sows-relay = { $p1 } dağıtır, sonra { $p2 } ({ $p3 } alınıp dağıtılmaya devam edilir); { $p4 }.
sows = { $p1 } dağıtır; { $p2 }.
into-tuzdyk = { $seat }'in tuzdyk'ine düşen { $stones } { $seat }'in hazinesine gitti.
captured-during-sowing = { $place } içindeki { $stones } dağıtım sırasında { $seat } için alındı.
captures-one = { $place } içinden { $stones } alır.
captures-many = { $stones } alır: { $parts }{ $more }.
capture-part = { $place } içinden { $count }
capture-more = {" "}ve { $p1 } taş daha
tuzdyk-claimed = { $place } artık { $seat }'in tuzdyk'i: bundan sonra oraya düşen her taş { $seat }'in hazinesine gider.
grand-slam-allowed = Grand slam: { $them } sırasındaki bütün taşları alır; { $who } oyuncusunun her hamlesi böyle olduğu için buna izin verilir.
grand-slam-nothing = Grand slam: bu alım { $p1 } sırasındaki bütün taşları alacağı için hiçbir şey alınmaz.
extra-turn = Ek hamle: { $p1 } yeniden oynar.
passes = { $them } oynayacak taşı olmadığı için pas geçer: { $who } yeniden oynar.
set-ends = Set biter: { $p1 } ({ $p2 }).
swept = Sıralarda kalan taşlar alınır: { $p1 }.
swept-part = { $seat }'in hazinesine { $stones }
replay-illegal = { $ply }. hamle{ $tag } GEÇERSİZ{ $at }: { $mover }: { $why }.
mover-plays = { $who }, { $pit }. kuyuyu oynar
replay-stops = Yeniden oynatma burada durur; gösterilen son tahta { $p1 }. hamleden önceki pozisyondur.
summary-stores = Hazineler: { $p1 } { $p2 }, { $p3 } { $p4 }
wins-set = { $p1 } seti kazanır
set-is-drawn = set berabere
set-over-after = { $plies } hamleden sonra set bitti: { $reason } ({ $code }). { $stores }; { $result }.
not-over-after = { $plies } hamleden sonra set bitmedi; sıra: { $who }. { $stores }.
at-start = Başlangıçta
after-what-if-move = { $p1 }. varsayım hamlesinden sonra
after-move-capital = { $p1 }. hamleden sonra
on-side = {" "}({ $p1 } tarafı)
count-set-is-over = Set bitti ({ $p1 }).
count-next = Sıra: { $p1 }.
count-answer = { $when }: { $place }{ $whose } içinde { $stones }. { $next }

## replay --large

large-start = Başlangıç pozisyonu
large-after-what-if = { $k }. varsayım hamlesinden sonraki pozisyon ({ $from }. ile { $k }. arasındaki hamleler kayıtta yok)
large-after = { $p1 }. hamleden sonraki pozisyon
large-north-store = KUZEY HAZİNESİ
large-south-store = GÜNEY HAZİNESİ
large-north-letter = K
large-south-letter = G
large-north = KUZEY: { $p1 }   (uzak taraf; Kuzey'in 1. kuyusu Kuzey'in solunda = sizin sağınızda)
large-south = GÜNEY: { $p1 }   (yakın taraf; Güney'in 1. kuyusu Güney'in solunda)
large-set-over = SET BİTTİ ({ $p1 }): { $p2 }
large-to-move = SIRA: { $p1 }
checklist = Kontrol listesi (her sıra sahibinin numaralamasıyla; 1. kuyu sahibinin solunda):
checklist-store = hazine: { $p1 }
checklist-totals = {"  "}Kuyularda { $p1 }, hazinelerde { $p2 }, toplam { $p3 }.

## replay --best

best-none = En iyi hamle: yok, oyun bitti.
best-solver = { $mover } için en iyi hamle (çözücü): { $pit }. kuyu; kusursuz oyunla { $verdict }.
best-by = { $mover } için en iyi hamle ({ $by }): { $pit }. kuyu.
solved-draw = beraberlik
solved-wins-by = { $p1 } { $p2 } farkla kazanır

## Dates

# name: the same in every language
date-format = { $d } { $month } { $y }
date-time-format = { $date } { $time }
january = Ocak
february = Şubat
march = Mart
april = Nisan
may = Mayıs
june = Haziran
july = Temmuz
august = Ağustos
september = Eylül
october = Ekim
november = Kasım
december = Aralık

## The tournament floor in the browser (hakem serve)

serve-no-round = Henüz eşlendirilmiş tur yok.
serve-tables-in = { $p1 } / { $p2 } masanın sonucu geldi
serve-no-standings = Puan durumu ilk tur tamamlanınca çıkar.
serve-standings-when = { $p1 }. tur sonrası puan durumu, turun bütün masalarının sonucu gelince çıkar: { $p2 } / { $p3 } masa geldi.
serve-players = Oyuncular ({ $p1 })
serve-rating = Kuvvet puanı
serve-live = Sayfa kendiliğinden yenilenir.
serve-wall-scrolls = Geniş ekranda liste kendiliğinden kayar; dokunmak ya da bir tuş durdurur.
serve-cross-table = Çapraz Tablo
serve-wall = Pano
serve-enter-result = Sonuç gir
serve-table-number = Masa numarası
serve-continue = Devam
serve-wrong-code = Masa numarası ya da masa kodu yanlış; hiçbir şey kaydedilmedi.
serve-too-many-tries = Bu masa için çok fazla yanlış kod girildi; bir dakika sonra yeniden deneyin.
serve-no-such-table = { $p1 }. turda böyle bir masa yok.
serve-stores = Hazinelerdeki taşlar
serve-timeout-for = Süresi dolan
serve-nobody = kimse
serve-warnings-for = { $p1 }: uyarı sayısı
serve-set-hint = Oynanmayan seti boş bırakın. Süre aşımında yalnızca süresi dolan oyuncunun taşlarını girin.
serve-check = Denetle
serve-change = Değiştir
serve-confirm-hint = İki oyuncu da adına dokunarak sonucu onaylar; sonra Kaydet.
serve-confirm-name = { $p1 }: onaylıyorum
serve-save = Kaydet
serve-not-confirmed = Kaydedilmedi: iki oyuncu da onaylamalı.
serve-saved = Kaydedildi. Bu sonucu artık yalnızca başhakem değiştirebilir.
serve-already-saved = Bu masanın sonucu kaydedildi; yalnızca başhakem değiştirebilir.
serve-refused = Kurallar bu sonucu kabul etmiyor: { $p1 }
serve-not-a-number = { $p1 }. set: "{ $p2 }" bir sayı değil.
serve-draw = berabere
serve-empty-set = { $p1 }. set boş; oynanan setleri sırayla girin.
serve-tokens = Setler (hakem result gibi)
serve-tokens-hint = 30-18 18-30 26-22; süre aşımı -20,s:ikinci; uyarı u:birinci; hükmen hükmen:birinci
serve-desk = Başhakem masası
serve-start-pages = pano: { $wall }   masalar: { $wall }table   başhakem masası: { $wall }desk
serve-start-password = başhakem masasının parolası: { $password }
serve-start-stop = durdurmak için Ctrl-C
serve-in = Geldi
serve-missing = Eksik
serve-flagged = Sorunlu
serve-correct = Düzelt
serve-before = Şimdiki
serve-after = Yeni
serve-pair-round = { $p1 }. turu eşlendir
serve-all-paired = Bütün turlar eşlendirildi.
serve-print-pairing = Eşlendirme listesi ve kartlar (yazdır)
serve-print-standings = Puan durumu ve çapraz tablo (yazdır)
serve-same-command = Aynı iş komut satırında: { $p1 }

## Errors

error-word = hata
warning-word = uyarı
usage = Kullanım
