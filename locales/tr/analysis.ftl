# Bir dağıtma oyununun kuralları, soru soru (hakem compare): her sorunun
# etiketi, sonra yanıtlar.

rules-q-board = tahta
rules-q-stones = taşlar
rules-q-start = başlangıç (1 → N. kuyu, iki sıra)
rules-q-direction = dağıtma yönü
rules-q-sowing-start = dağıtma başlar
rules-q-lone-stone = tek taş
rules-q-lap-skip = sonraki devirlerde boşaltılan kuyu
rules-q-stores-sown = hazineye taş konur
rules-q-extra-turn = tekrar oynama hakkı
rules-q-relay = sürdürmeli (çok devirli) dağıtma
rules-q-capture-during = dağıtırken alma
rules-q-capture-own = kendi bölgesinde alma
rules-q-capture-opponent = rakip bölgesinde alma
rules-q-tuzdyk = özel kuyu (tuzdık)
rules-q-grand-slam = büyük vurgun
rules-q-feeding = taşsız rakibi besleme
rules-q-no-move = taşı kalmayan oyuncu
rules-q-end = oyun biter
rules-q-leftover = tahtada kalan taşlar kime

# name: a dash, no rule
rules-none = —
# name: numbers as written
rules-numbers = { $list }
rules-numbers-or = { $most } ya da { $last }
# name: two answers in a row
rules-then = { $first }: { $then }
# name: two facts of one answer
rules-also = { $first }; { $then }
rules-then-rule = { $first }; sonra { $then }
rules-or-ends = { $first }; ya da { $then }
rules-pits-a-side = her yanda { $pits } kuyu
rules-stones-a-pit = kuyu başına { $stones } (toplam { $total })
rules-stones-uneven = kuyu kuyu (toplam { $total })
rules-start-alike = her kuyu aynı
rules-counterclockwise = saatin tersine (kendi kuyuların 1 → N, sonra hazinen)
rules-clockwise = saat yönünde (kendi kuyuların N → 1, sonra hazinen)
rules-relay-none = hayır: tek devir
rules-relay-landing = son taş dolu bir kuyuya düşerse o kuyu alınır ve dağıtma sürer (en çok { $laps } devir)
rules-relay-next-pit = son taştan sonraki kuyu alınıp dağıtılır; boşsa dağıtma biter (en çok { $laps } devir)
rules-capture-during-owner = herhangi bir taşın { $counts } yaptığı kuyu, kuyunun sahibine gider
rules-capture-during-mover = herhangi bir taşın { $counts } yaptığı kuyu, hamleyi yapana gider
rules-tuzdyk = rakibin kuyusunu { $count } yapan son taş o kuyuyu kazanır (oyuncu başına bir); oraya düşen taşlar sahibine gider
rules-tuzdyk-not-last-pit = rakibin son kuyusu asla
rules-tuzdyk-not-mirror = rakibin kendi özel kuyusuyla aynı numaralı kuyu asla
rules-no-move-ends = oyun biter
rules-no-move-passes = pas geçer; iki oyuncunun da taşı kalmayınca oyun biter
rules-sowing-from-origin = ilk taş boşaltılan kuyuya geri konur
rules-sowing-from-next = bir sonraki yerden
rules-lone-like-any = diğerleri gibi dağıtılır (bir sonraki yere)
rules-lone-next = bir sonraki yere geçer
rules-lone-back = kendi kuyusuna geri konur
rules-lap-skipped = atlanır (boş kalır)
rules-lap-sown = diğerleri gibi dağıtılır
rules-stores-sown = kendi: { $own ->
    [true] evet
   *[false] hayır
} / rakibin: { $opponent ->
    [true] evet
   *[false] hayır
}
rules-extra-turn-no-store = — (kendi hazinesine taş konmaz)
rules-extra-turn-yes = evet, son taş kendi hazinesine düşerse
rules-extra-turn-no = hayır
rules-count-even = kuyuyu çift yaparsa
rules-count-odd = kuyuyu tek yaparsa
rules-count-was-empty = boş bir kuyuya düşerse
rules-count-any = düşerse
rules-count-one-of = kuyuyu { $counts } yaparsa
rules-last-stone = son taş { $count }
rules-takes-both = karşı kuyuyu ve o kuyuyu alır
rules-takes-pit = o kuyuyu alır
rules-takes-opposite = yalnız karşı kuyuyu alır, son taş yerinde kalır
rules-takes-beyond = boş olan sonraki kuyunun ötesindeki kuyuyu alır
rules-only-if-opposite-holds = yalnız karşı kuyuda taş varsa
rules-chains-across = iki sıra boyunca geriye doğru zincirlenir
rules-chains = geriye doğru zincirlenir
rules-grand-slam-captures = her zamanki gibi alır
rules-grand-slam-no-capture = oynanır, hiçbir şey almaz
rules-grand-slam-illegal = kural dışı
rules-grand-slam-unless-forced = kural dışı, ama her hamle böyleyse oynanır (o zaman alır)
rules-feeding-none = zorunlu değil
rules-must-feed = beslemek zorunlu; hiçbir hamle besleyemiyorsa { $then } ve oyun biter
rules-cannot-feed-mover = hamle sırası olan kendi sırasını alır
rules-cannot-feed-starved = taşsız kalan oyuncu kalan bütün taşları alır
rules-cannot-feed-last-mover = son hamleyi yapan oyuncu kalan bütün taşları alır
rules-end-row-empty = bir hamleden sonra sıralardan biri boşsa
rules-end-to-move-empty = hamle sırası olanın sırası boşsa
rules-end-majority = bir oyuncu { $half } taştan fazlasını almışsa (ya da ikisi de { $half })
rules-end-cannot-feed = rakip beslenemiyorsa
rules-end-cycle = bir pozisyon tekrarlanırsa (herkes kendi sırasını alır)
rules-end-illegal-grand-slam = hamle sırası olanın her hamlesi kural dışı bir büyük vurgunsa (herkes kendi sırasını alır)
rules-leftover-row-owner = her sıranın sahibine
rules-leftover-empty-row = sırası boş olan oyuncuya
rules-leftover-last-mover = son hamleyi yapan oyuncuya
rules-leftover-after-majority = { $to } (çoğunluktan sonra tahtada kalırlar)

## Bir ızgara oyununun kuralları, soru soru (hakem compare, hakem
## variants).

grid-rules-q-board = tahta
grid-rules-q-start = başlangıç
grid-rules-q-placement = taş nereye konur
grid-rules-q-pass = pas
grid-rules-q-turn = taştan sonra
grid-rules-q-directions = döndürme yönleri
grid-rules-q-empty-block = boş tabla
grid-rules-q-line = sıra
grid-rules-q-both = iki rengin de sırası varsa
grid-rules-q-opponent-only = yalnız rakibin sırası varsa
grid-rules-q-no-line = tahta dolu ya da hamle yok

# name: a dash, the question does not arise
grid-rules-none = -
# name: the board's size
grid-rules-board = { $n }×{ $n }
grid-rules-board-blocks = { $n }×{ $n }, { $block }×{ $block } boyutunda { $blocks } tabla
# name: cell names as the notation writes them
grid-rules-cells = { $list }
grid-rules-no-cells = hiçbiri
grid-rules-start-empty = boş tahta; önce siyah
grid-rules-start = siyah { $black }, beyaz { $white }; önce siyah
grid-rules-place-outflank = kuşattığı yere; kuşatılan taşlar döner
grid-rules-place-anywhere = herhangi bir boş kareye
grid-rules-pass-with-no-move = yalnız hamle yokken; ikisi de hamle yapamazsa oyun biter
grid-rules-pass-never = asla (her boş kare bir hamledir)
grid-rules-turn-block = { $block }×{ $block } bir tabla 90 derece döner
grid-rules-nothing-turns = hiçbir şey dönmez
grid-rules-both-ways = saat yönünde ya da tersine
grid-rules-clockwise-only = yalnız saat yönünde
grid-rules-counterclockwise-only = yalnız saat yönünün tersine
grid-rules-empty-block-turns = çevrilebilir
grid-rules-empty-block-stays = çevrilemez
grid-rules-line = yan yana { $length } ya da daha çok taş kazandırır; tabla döndükten sonra bakılır
grid-rules-no-lines = sıra yok
grid-rules-mover-wins = hamleyi yapan kazanır
grid-rules-opponent-wins = rakip kazanır
grid-rules-draw = beraberlik
grid-rules-most-stones = taşı çok olan kazanır

## hakem compare: kural tablosunun altındaki notlar ve aynı hamlelerin her
## varyantta ne yaptığı.

compare-note-differs = { $mark }: varyantlar bu kuralda ayrılıyor.
# name: a row's label and its figure
compare-play-row = { $play }: { $figure }
compare-players = { $first } – { $second }
compare-simulated-note = Benzetilen oyunlar: varyant başına { $games }, { $first } (Güney, ilk oynayan) ile { $second } (Kuzey, ikinci), tohum { $seed }; "ilk oynayan" Güney'dir.
compare-grid-simulated-note = Benzetilen oyunlar: varyant başına { $games }, kurala uygun hamleler arasından eşit olasılıkla rastgele, tohum { $seed }; siyah ilk oynar.
compare-moves-under-note = { $moves } hamleleri, şu varyantlarda: { $names }.
compare-agree-after = { $moves ->
    [one] Tek hamleden sonra tahtalar aynı.
   *[other] { $moves } hamlenin hepsinden sonra tahtalar aynı.
}
compare-illegal-at = { $k }. hamle ({ $pit }. kuyu) şu varyantlarda kural dışı: { $names }.
compare-refused-at = { $k }. hamle ({ $move_written }) şu varyantlarda reddedildi: { $names }.
compare-first-differ-at = Tahtalar ilk kez { $k }. hamleden ({ $pit }. kuyu) sonra ayrılıyor.
compare-grid-first-differ-at = Tahtalar (ya da bitiş) ilk kez { $k }. hamleden ({ $move_written }) sonra ayrılıyor.
# name: a variant's title and name, then its state
compare-variant = { $title } ({ $name }): { $state }
compare-state-illegal = kural dışı: { $why }; ondan önceki tahta
compare-state-refused = reddedildi: { $why }; ondan önceki tahta
compare-state-over = oyun bitti: { $how }
compare-state-grid-over = oyun bitti: { $how }; { $winner }
compare-state-to-move = sıra: { $seat }
compare-state-grid-to-move = sıra: { $colour }
compare-grid-winner = { $colour } kazanır

## Rastgele oyunlar (hakem simulate, hakem compare --simulate): neyin
## reddedildiği.

simulate-no-games = { $flag } en az 1 olmalı
simulate-too-many-games = { $flag } { $games }, bir çalıştırmanın oynadığı en çok { $max } oyundan fazla; farklı --seed değerleriyle birkaç kez çalıştırın
simulate-too-many-threads = --threads { $threads }, en çok { $max } olabilir; her çekirdeği kullanmak için vermeyin
strategy-needs-depth = `{ $name }` bir derinlik ister, örneğin `{ $name }:4`
strategy-needs-playouts = `{ $name }` bir deneme oyunu sayısı ister, örneğin `{ $name }:4`
strategy-bad-depth = `{ $given }`: derinlik 1 ile { $max } arasında bir tam sayı olmalı
strategy-bad-playouts = `{ $given }`: deneme oyunu sayısı 1 ile { $max } arasında bir tam sayı olmalı
strategy-takes-no-number = `{ $given }`: `{ $name }` sayı almaz
strategy-unknown = bilinmeyen oyuncu `{ $given }`; oyuncular: random, greedy, alphabeta:DERİNLİK (1-{ $max_depth }), mcts:DENEME (1-{ $max_playouts })

## hakem simulate: rastgele oyunun sayıları.

simulate-ended-row-empty = sıra boş
simulate-ended-no-move = hamle yok
simulate-ended-majority = çoğunluk
simulate-ended-cannot-feed = beslenemedi
simulate-ended-cycle = pozisyon tekrarı
simulate-ended-no-legal-move = kural dışı büyük vurgun
simulate-ended-sowing-limit = devir sınırı
simulate-ended-ply-limit = hamle sınırı
# name: a way of ending and its share
simulate-ended-share = { $ending } { $share }
# name: figures side by side
simulate-plies-figures = { $mean } / { $median } / { $max }
# name: figures side by side
simulate-grid-plies-figures = { $mean } / { $max }
simulate-captures-figures = { $captures } ({ $stones } taş)
simulate-time = Süre: { $seconds } sn, saniyede { $games } oyun, { $moves } hamle
simulate-head = { $title } ({ $name }): { $games } oyun, { $first } (Güney, ilk oynayan) ile { $second } (Kuzey, ikinci), tohum { $seed }, { $threads } iş parçacığı
simulate-grid-head = { $title } ({ $name }): { $games } oyun, rastgele oyuncu ile rastgele oyuncu, tohum { $seed }, { $threads } iş parçacığı
simulate-grid-ended-line = sıra
simulate-grid-ended-both-lines = iki renkte sıra
simulate-grid-ended-opponent-line = rakipte sıra
simulate-grid-ended-full-board = tahta dolu
simulate-grid-ended-no-moves = hamle yok
progress-games = { $done }/{ $total } oyun, saniyede { $rate } oyun, { $left } sn kaldı
progress-no-workers = iş parçacıkları başlatılamadı: { $reason }
simulate-grid-players = --first/--second: { $rules } yalnızca rastgele oyuncularla oynanır

## hakem variants

variants-pits-a-side = her yanda { $pits } kuyu
variants-stones-a-pit = kuyu başına { $stones }
variants-uneven = eşit değil (toplam { $total })
variants-grid-cells = { $size }×{ $size } kare (ızgara)
variants-missing = yerleşik { $name } kural takımı eksik
# name: the command and the system's reason
variants-not-json = variants: { $detail }

## hakem compare: neyin reddedildiği.

compare-mixed-kinds = compare: ızgara kural takımları (reversi, pentago, ...) ızgara kural takımlarıyla, taş dağıtma kural takımları taş dağıtma kural takımlarıyla karşılaştırılır
compare-no-moves = hamle verilmedi
strategy-random = rastgele oyuncu
strategy-greedy = açgözlü oyuncu
# name: the player as the command line names it
strategy-alphabeta = alphabeta:{ $depth }
# name: the player as the command line names it
strategy-mcts = mcts:{ $playouts }
