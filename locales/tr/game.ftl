# Oyun: bir setin nasıl bittiği, bir hamlenin neden kural dışı olduğu,
# yönler ve oyuncular, tahtadaki yerler, taşlar; sonra ızgara oyunlarının
# sözleri (Reversi, Pentago).

## Taş dağıtma oyununda setin oyun kurallarıyla bitişi (engine::EndReason)

game-end-row-empty = hamleden sonra bir sıra boş kaldı
game-end-no-move = sıradaki oyuncunun oynayacak taşı kalmadı
game-end-majority = bir oyuncu taşların yarısından fazlasını (ya da iki oyuncu yarısını) topladı
game-end-cannot-feed = rakibin sırası boştu ve hiçbir hamle ona taş veremedi
game-end-cycle = pozisyon tekrarlandı
game-end-no-legal-move = sıradaki oyuncunun taşları vardı ama her hamlesi rakibin bütün sırasını alacağı için yasaktı (büyük vurgun)
game-end-sowing-limit = sürdürmeli dağıtma, sınırın izin verdiğinden çok devir sürdü

## Setin başka bir yolla bitişi (referee::SetEnd)

game-set-end-timeout = { SUFFIX($name, "in") } süresi doldu
game-set-end-warnings = { $name } turu kaybettiren uyarıyı aldı
game-set-end-result = sonuç girildi
game-set-end-counted = hazineler sayıldı
game-set-end-warning-lost = { $name } oyuncusuna verilen { $limit }. uyarı turu kaybettirdi
game-set-end-result-entered = sonuç girilmişti

## Taş dağıtma oyununda bir hamlenin neden kural dışı olduğu (engine::IllegalMove)

game-illegal-no-such-pit = { $pit } numaralı kuyu yok: kuyular 1 ile { $pits } arasında numaralanır
game-illegal-empty-pit = { $pit } numaralı kuyu boş
game-illegal-must-feed = rakibin sırası boş ve { $pit } numaralı kuyu ona taş vermiyor; ona taş veren bir hamle oynanmalı (kuyu { $feeding })
game-illegal-grand-slam = { $pit } numaralı kuyu rakibin sırasındaki bütün taşları alırdı (büyük vurgun); bu kurallar bunu yasaklar
game-illegal-game-over = set zaten bitmişti: { $reason }

## Aynısı birkaç sözcükle (bir çizelge satırı)

game-illegal-brief-no-such-pit = böyle bir kuyu yok
game-illegal-brief-empty-pit = kuyu boş
game-illegal-brief-must-feed = rakibe taş verilmeliydi
game-illegal-brief-grand-slam = bütün sırayı almak yasak
game-illegal-brief-game-over = set zaten bitmişti

## Elle dizilen bir tahta (engine::SetupError)

game-setup-pits = kural takımında bir yanda { $expected } kuyu var; dizilişte güneyde { $south }, kuzeyde { $north } kuyu var
game-setup-stones = kural takımı { $expected } taşla oynanır; dizilişte { $found } taş var

## Yönler, oyuncular, yerler ve taşlar

game-seat-south = Güney
game-seat-north = Kuzey
game-player-first = 1. oyuncu
game-player-second = 2. oyuncu
game-place-pit = { $seat ->
        [south] Güney'in
       *[north] Kuzey'in
    } { $pit }. kuyusu
game-place-store = { $seat ->
        [south] Güney'in
       *[north] Kuzey'in
    } hazinesi

## Bir uyarının sebebi (record::WarningReason)

game-reason-touch-move = dokunulan taşı oynamama
game-reason-illegal-move = kural dışı hamle
game-reason-conduct = davranış

## Izgara oyunları (Reversi, Pentago): renkler, oyunun bitişi

game-color-black = siyah
game-color-white = beyaz
game-grid-end-line = { $color ->
        [black] siyah
       *[white] beyaz
    } { $n } bilyesini sıraladı
game-grid-end-both-lines = { $color ->
        [black] siyah
       *[white] beyaz
    } oyuncunun hamlesiyle iki renk de { $n } bilyesini sıraladı
game-grid-end-opponent-line = { $color ->
        [black] siyah
       *[white] beyaz
    } oyuncunun hamlesi yalnızca rakibin { $n } bilyesini sıraladı
game-grid-end-full-board = tüm kareler doldu
game-grid-end-no-moves = iki oyuncu da hamle yapamıyor (ikisi de pas)

## Bir ızgara hamlesinin neden geri çevrildiği (grid::Illegal, referee::grid_sets::Refusal)

game-grid-illegal-game-over = oyun zaten bitmişti
game-grid-illegal-off-board = { $cell } tahtada değil
game-grid-illegal-occupied = { $cell } dolu
game-grid-illegal-no-outflank = { $cell } karesine konan taş rakibin hiçbir taşını ele geçirmiyor (her hamle taş almalı)
game-grid-illegal-pass-with-moves = pas, ama oyuncunun oynayabileceği { $moves } kare var (pas yalnızca hamle yapamayan oyuncu içindir)
game-grid-illegal-turn-missing = tabla çevrilmemiş: hamle, tablanın çevrilmesiyle tamamlanır
game-grid-illegal-turn-not-in-rules = tabla çevirme yazılmış, ama bu kurallarda tabla çevrilmez
game-grid-illegal-no-such-quadrant = { $quadrant } numaralı tabla yok: tahtada { $blocks } tabla var (1 sol üst, 2 sağ üst, 3 sol alt, 4 sağ alt)
game-grid-illegal-counterclockwise = saatin tersine çevirme: bu kurallarda tabla yalnızca saat yönüne doğru çevrilir
game-grid-illegal-clockwise = saat yönüne çevirme: bu kurallarda tabla yalnızca saatin tersine çevrilir
game-grid-illegal-empty-quadrant = { $quadrant } numaralı tabla boş: boş tabla çevrilemez
game-grid-unreadable = okunamadı: { $reason }
game-grid-after-timeout = oyuncunun süresi bittikten sonra yazılmış

## Bir ızgara setinin denetimi ve yeniden oynatılması

game-grid-set-heading = { $set }. set (hamleler): siyah { $black }, beyaz { $white }
game-grid-moves-played = { $plies } hamle oynandı{ $inferred ->
        [0] {""}
       *[other] {" "}(kayıtta yazılmayan { $inferred } pas çıkarıldı: oyuncunun hamlesi yoktu)
    }
game-grid-ended = Bitiş: { $how }.
game-grid-stones = Tahtadaki taşlar: siyah { $black }, beyaz { $white }.
game-grid-closing-passes = Kayıt, oyunun bittiği gibi { $n } pas ile bitiyor.
game-grid-winner = Kazanan: { $color ->
        [black] siyah
       *[white] beyaz
    } ({ $name }).
game-grid-draw = Berabere.
game-grid-timeout = { SUFFIX($name, "in") } süresi bitti: set kaybedildi.
game-grid-unfinished = { $result ->
        [none] Oyun bitmedi.
       *[other] Hamleler oyun bitmeden kesiliyor; girilen sonuç geçerli: { $result }.
    }
game-grid-claim-agrees = Yazılan sonuç: { $claimed }; tahta doğruluyor.
game-grid-claim-disagrees = Yazılan sonuç: { $claimed }; tahta DOĞRULAMIYOR (yukarıdaki kazanana bakın).
game-grid-refused = { $index }. hamle "{ $text }", { $color ->
        [black] siyah
       *[white] beyaz
    } ({ $name }){ $at }, kural dışı: { $reason }.
game-grid-board-before = { $index }. hamleden önceki tahta (sıra { $color ->
        [black] siyahta
       *[white] beyazda
    }; x siyah, o beyaz):
game-grid-board-after = { $ply ->
        [none] Başlangıç
       *[other] { $ply }. yarım hamleden sonra
    }{ $color ->
        [black] , sıra siyahta
        [white] , sıra beyazda
       *[none] {""}
    } (x siyah, o beyaz):
game-grid-replay-heading = { $set }. set ({ $ruleset }): siyah { $black }, beyaz { $white }
game-grid-replay-heading-moves = { $ruleset }: ilk hamle siyahın
game-grid-ply = { $color ->
        [black] siyah
       *[white] beyaz
    } { $text }{ $flipped ->
        [0] {""}
       *[other] : { $flipped } taş döndü
    }{ $inferred ->
        [true] {" "}(yazılmamış: hamlesi yok, pas)
       *[false] {""}
    }
