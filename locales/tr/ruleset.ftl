# Bir kural takımı dosyasındaki sorunlar: taş dağıtma oyunlarının
# (src/ruleset/parse.rs) ya da ızgara oyunlarının (src/grid/rules.rs).

ruleset-document = kural takımı
ruleset-not-read = kural takımı okunamadı
ruleset-unknown-variant = bilinmeyen varyant "{ $name }"{ $hint ->
    [none] {""}
   *[other] {" "}{ $hint }
}; beklenen yerleşik bir kural takımı ({ $builtins }) ya da bir kural takımı .toml dosyasının yolu
ruleset-extends-cycle = `extends`: { $max } kural takımından fazlası birbirini genişletiyor (bir döngü mü?)
ruleset-extends-unreadable = `extends`: "{ $name }" kural takımı okunamadı: { $cause }

## Tahta

ruleset-missing-board = kural takımı: [board] tablosu eksik (`pits` ve `stones` ile)
ruleset-stones-and-start = `board.start`: ya `stones` (her kuyuya aynı) ya `start` (kuyu kuyu) yazılır, ikisi birden değil
ruleset-start-length = `board.start`: { $listed } kuyu sayıyor, ama tahtanın bir yanında { $pits } kuyu var
ruleset-start-too-long = `board.start`: { $listed } kuyu sayıyor, en çok { $max } olabilir
ruleset-no-stones = `board.start`: hiç taş yok: hiçbir hamle oynanamaz
ruleset-uneven-start = {"["}board]: `pits` değeri { $pits } olarak değişiyor, ama temel kural takımının eşit olmayan `start` listesi { $base } kuyu sayıyor: `start` (ya da `stones`) da verin

## Taş sayısı listeleri ve almanın neleri aldığı

ruleset-counts-empty = `{ $key }`: boş liste, bu almanın hiçbir zaman olmayacağı demektir
ruleset-counts-zero = `{ $key }`: 0 yazılmış, ama içine yeni taş dağıtılan bir kuyuda en az 1 taş olur
ruleset-listed-twice = `{ $key }`: iki kez yazılmış
ruleset-take-empty = `{ $key }`: boş liste hiçbir şey almaz
ruleset-chain-across = `{ $key }`: `chain_across = true` için `chain = true` gerekir
ruleset-chain-take = `{ $key }`: `chain = true` yalnızca `take = ["pit"]` almalarını zincirler

ruleset-expected-count = "even", "odd", "was-empty", "any" ya da [2, 3] gibi bir sayı listesi
ruleset-expected-start = {"["}5, 5, 2, 5, 5] gibi, kuyu kuyu taş sayılarının listesi
ruleset-expected-counts = {"["}4] gibi bir sayı listesi
ruleset-expected-take = {"["}"pit"] ya da ["opposite", "pit"] gibi bir liste

## Birlikte olamayacak seçenekler

ruleset-extra-turn-without-store = {"["}sowing]: `extra_turn = true`, `own_store = false` ile çelişiyor: son taş hiçbir zaman oynayanın hazinesine düşemez
ruleset-skip-origin-first = {"["}sowing]: `skip_origin = true`, `origin_first = true` ile çelişiyor: ilk taş boşaltılan kuyuya geri konur
ruleset-next-pit-relay-stores = {"["}sowing]: `relay = "next-pit"` için `own_store = false` ve `opponent_store = false` gerekir: son taştan sonraki yer bir kuyu olmalı
ruleset-landing-relay-captures-one = {"["}sowing]: `relay = "landing"` ile `capture_during` 1 sayıyor: boş bir kuyuya düşen her taş alınırdı
ruleset-lone-stone-back = {"["}sowing]: `origin_first = true` ile `lone_stone = "sow"` tek taşı alındığı kuyuya geri koyar: hamle hiçbir şeyi değiştirmez
ruleset-must-feed-after-move = {"["}moves]: [end] `row_empty = "after-move"` ile `must_feed = true` etkisizdir: boş kalan bir sıra, kimse besleyemeden oyunu bitirir
ruleset-pass-must-feed = {"["}moves]: `no_move = "pass"`, `must_feed = true` ile çelişiyor: sırası boş kalan oyuncu beslenmek yerine pas geçer
ruleset-pass-after-move = {"["}moves]: [end] `row_empty = "after-move"` ile `no_move = "pass"` etkisizdir: boş kalan bir sıra, kimse pas geçemeden oyunu bitirir
ruleset-cannot-feed-leftover = {"["}end]: [moves] `must_feed = true` olmadan `cannot_feed_leftover` etkisizdir
ruleset-beyond-needs-relay = {"[["}capture]]: `take = ["beyond"]` için [sowing] `relay = "next-pit"` gerekir (dağıtmayı bitiren boş kuyunun ötesindeki kuyu)
ruleset-tuzdyk-never-held = {"["}tuzdyk]: hiçbir kuyuda { $count } taş olamaz (oyunda { $total } taş var): hiçbir kuyu tuzdyk olamaz
ruleset-tuzdyk-one-pit = {"["}tuzdyk]: bir yanda tek kuyu varken `not_last_pit = true` ile hiçbir kuyu tuzdyk olamaz
ruleset-grand-slam-no-effect = {"["}moves]: `grand_slam` etkisizdir: hiçbir [[capture]] rakibin bölgesinden almıyor
ruleset-capture-counts-zero = { $n }. [[capture]]: `count` 0 sayıyor, ama son taşın düştüğü kuyuda en az o taş olur
ruleset-capture-never-fires = { $n }. [[capture]]: hiçbir kuyuda { $counts } taş olamaz (oyunda { $total } taş var): bu alma hiçbir zaman olmaz

## Bir ızgara oyununun kural takımı

grid-rules-both-colours = {"["}board]: bir kare hem `black` hem `white` içinde
grid-rules-block-size = {"["}turn] `block = { $block }`: bir tabla bir yanda en az 2 karedir ve tahtanın { $size } karelik kenarını tam böler
grid-rules-not-a-direction = `turn.directions`: beklenen "cw" ve/veya "ccw"
grid-rules-no-direction = `turn.directions`: "cw" ve "ccw" değerlerinden en az biri yazılır
grid-rules-line-too-long = {"["}line] `length = { $length }`: tahtanın { $size } karelik kenarından uzun
grid-rules-not-cells = `{ $key }`: beklenen "d4" gibi kareler
