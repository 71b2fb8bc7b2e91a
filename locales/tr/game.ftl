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
game-stones = { $n } taş
game-solved-draw = beraberlik
game-solved-wins-by = { $seat ->
        [south] Güney
       *[north] Kuzey
    } { $stones } taş farkla kazanır
game-set-starts = { $set }. seti başlayan
game-black-in-set = { $set }. sette siyah

## Bir uyarının sebebi (record::WarningReason)

game-reason-touch-move = dokunulan taşı oynamama
game-reason-illegal-move = kural dışı hamle
game-reason-conduct = davranış
