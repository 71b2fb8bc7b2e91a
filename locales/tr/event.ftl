# Turnuva klasörü: event.toml, turların eşlendirmeleri ve kayıtları;
# `hakem event` ve `hakem pair` komutlarının bunlar için söyledikleri.

## Bir turun tamamlanmasını engelleyenler, klasördeki yanlışlar

event-interrupted-pair = yarıda kalmış bir `hakem pair` bırakmış: bitirmek ya da geri almak için `hakem pair` komutunu yeniden çalıştırın
event-round-not-next = { $round }. tur, turnuvanın { $rounds } turundan sıradaki değil (turlar 1, 2, 3, ... sırasıyla eşlendirilir)
event-pairing-unreadable = turun eşlendirmesi okunamıyor ({ $reason }); turu `hakem pair` ile eşlendirin
event-manifest-round = { $says }. turu yazıyor, ama { $round }. turun klasöründe
event-too-many-tables = { $tables } masa var, oysa turnuvanın { $players } oyuncusu en çok { $max } masayı doldurur
event-unknown-id = { $file } dosyasında "{ $id }" kimlikli oyuncu yok
event-paired-twice = "{ $id }" bu turda iki kez eşlendirilmiş
event-left-over = yarıda kalan bir yazmadan (kapatılan bir `hakem live`) kalmış geçici dosya: kaydın bir sonraki kaydedilişi onu siler; çalışan hakem yoksa elle silin
event-stray-file = { $file } dosyasındaki { $tables } masadan biri değil: tur klasörünün dışına taşıyın
event-forfeit-with-moves = { $file } bu masa için hükmen sonuç giriyor, ama kayıtta hamleler var: birini kaldırın
event-result-with-moves = { $file } bu masanın sonucunu giriyor, ama kayıtta hamleler var: birini kaldırın
event-record-missing = kayıt yok
event-illegal-move = { $set }. { $unit }, { $index }. hamle: { $pit }. kuyu kural dışı ({ $why })
event-claimed-wrong = { $set }. { $unit }: bildirilen hazineler, sondaki hazinelerle aynı değil
event-no-result-yet = sonuç girilmedi
event-not-finished = tur bitmedi: kaydedilenler turu belirlemiyor (bir { $unit } daha ya da hamlelerin kalanı eksik)
event-player-not-paired = {"["}players] { $key }: beklenen "{ $id }" kimlikli oyuncu ({ $file } dosyasındaki eşlendirmeye göre), { $found ->
    [none] kimlik yazılmamış
   *[other] bulunan "{ $found }" kimliği
}
event-variant-not-the-events = kayıt "{ $variant }"{ $rules ->
    [none] {""}
   *[other] {" "}("{ $rules }" kurallarıyla)
} varyantını yazıyor, turnuvada "{ $event_variant }"{ $event_rules ->
    [none] {""}
   *[other] {" "}("{ $event_rules }" kurallarıyla)
} oynanıyor
event-place-not-the-events = {"["}event] içinde round = { $round } ve table = { $table } yazmalı (dosyanın turnuvadaki yeri)
event-forfeit-without-table = { $round }. turda masası olmayan "{ $player }" için hükmen sonuç girilmiş
event-paired-though = "{ $id }" { $why ->
    [bye] o tur için bay istemişti
    [later] turnuvaya daha sonra katılıyor
   *[withdrawn] turnuvadan çekilmişti
}, yine de { $round }. turda eşlendirilmiş: { $file } dosyasını düzeltin ya da turu yeniden eşlendirin
event-result-not-paired = { $round }. turda "{ $first }" ile "{ $second }" için sonuç girilmiş, ama o turda böyle (birinci, ikinci) eşlendirilmediler
event-unsigned-sets = imzalanan skoru (`claimed`) olmayan { $sets } set: { $tables }
# Bir turun oynandığı birim.
# name: the same word in Turkish
event-unit-set = set
event-unit-card = kart

## `hakem event check --pairings`, eşlendirilemeyen bir turnuva

event-check-paired-otherwise = Hollanda sistemi bu turu başka eşlendiriyor: { $table }. masa { $would ->
    [none] yok
   *[other] { $would }
} olurdu (burada { $here ->
    [none] yok
   *[other] { $here }
})
event-check-paired-otherwise-bye = Hollanda sistemi bu turu başka eşlendiriyor: { $table }. masa { $would ->
    [none] yok
   *[other] { $would }
} olurdu (burada { $here ->
    [none] yok
   *[other] { $here }
}), bay { $bye ->
    [none] yok
   *[other] { $bye }
} (burada { $bye_here ->
    [none] yok
   *[other] { $bye_here }
})
event-check-cannot-pair-again = Hollanda sistemi bu turu yeniden eşlendiremiyor: { $why }
event-check-too-few-players = { $players } oyuncu: bir turun eşlendirilmesi için en az iki oyuncu gerekir

## Anlaşılamayan event.toml (ve bir turun pairing.toml dosyası)

event-file-control-character = `{ $key }`: denetim karakteri (satır sonu, sekme, ...) içeremez
event-file-not-text = `{ $key }`: beklenen boş olmayan bir metin, bulunan { $found }
event-file-not-a-bye = `{ $key }`: beklenen bir tur ya da `{"{"} round = N, value = "full" {"}"}`, bulunan { $found }
event-file-end-before-start = `end` ({ $end }), `start` tarihinden ({ $start }) önce
event-file-too-many-players = bir turnuvada en çok { $max } oyuncu olur, bunda { $players } var
event-file-id-used = { $table }: "{ $id }" kimliği başka bir oyuncunun
event-file-no-such-id = { $table }: "{ $id }" kimlikli oyuncu yok
event-file-meets-themselves = { $table }: bir oyuncuyla kendisi arasında yasak eşleşme olmaz
event-file-not-two-players = { $table }: `players`: beklenen iki oyuncu kimliği, örneğin ["ayse-yilmaz", "ali-yilmaz"], bulunan { $found }
event-file-forfeit-twice = { $table }: aynı hükmen sonuç iki kez girilmiş
event-file-two-results = { $table }: bir oyuncunun { $round }. turda iki sonucu var
event-file-round-twice = { $table }: { $round }. turun başlangıcını veren bir [[round]] zaten var
event-file-tie-breaks-not-a-list = `tie_breaks`: beklenen bir sıralama ölçütü kodları dizisi ({ $codes }), bulunan { $found }
event-file-tie-break-twice = `tie_breaks`: "{ $code }" iki kez yazılmış
event-file-unknown-tie-break = `tie_breaks`: bilinmeyen ölçüt "{ $code }"; geçerli olanlar: { $codes }
event-file-tie-break-not-a-code = `tie_breaks`: beklenen bir sıralama ölçütü kodu ({ $codes }), bulunan { $found }
event-file-withdrawn-before-entering = { $table }: { $from }. turda katılmadan önce, { $after }. turdan sonra çekilmiş
event-file-bye-twice = { $table }: { $round }. turdaki bay iki kez istenmiş
event-file-bye-not-in-event = { $table }: oyuncu turnuvada değilken { $round }. turda bay
event-file-not-a-pair = `{ $key }`: beklenen { $halves ->
    [true] yarımlarla iki set puanı, örneğin [2, 0.5]
   *[false] iki tam sayı, örneğin [30, 18]
}, bulunan { $found }
event-file-unread = turnuva okunamadı
event-file-not-read = `{ $key }`: "{ $name }" okunamadı: { $reason }
event-file-not-half-points = { $rules } turnuva kuralları tam ya da yarım olmayan tur puanları veriyor ({ $win }, { $draw }, { $loss }); İsviçre eşlendirmesi yarım puanlarla sayar
event-file-not-a-table = `tables`: beklenen iki oyuncu kimliği, bulunan { $found }

## Bir turun masa kodları (round-N/codes.toml)

event-codes-no-random-source = masa kodları için rastgele kaynak yok: [{ $reason }]
event-codes-not-understood = { $path }: anlaşılmadı: `round = N` ve { $alphabet } karakterlerinden { $length } karakterlik kodlarla `tables = ["CODE", ...]` bekleniyor
event-codes-other-round = { $path }: { $round }. turun { $tables } masasının kodlarını tutuyor, ama turda { $has } masa var: yeni kodlar için dosyayı silin

## `hakem event import-trf`

event-import-not-read = { $flag } "{ $name }" okunamadı: { $reason }

## Turnuvanın listeleri, uçbirimde

event-pairing-head = { $round }. tur ({ $rounds } turdan): { $tables } masa
event-pairing-bye = Bay (eşlendirme programının verdiği): { $player }
event-requested-bye = Bay (oyuncunun istediği): { $player }
event-standings-after = { $round }. tur sonrası puan durumu
event-tie-break-order = Sıralama: puan, sonra { $order }; hepsi eşit olan oyuncular sırayı paylaşır (=).
event-cross-table-after = { $round }. tur sonrası çapraz tablo
event-round-short = { $round }.T
event-issues-more = { $file }: bu dosyada { $more } sorun daha
event-check-head = { $name }: { $players } oyuncu, { $rounds } tur, { $paired } tur eşlendirildi
event-check-round = { $round }. tur: { $tables } masa, { $complete } tamam{ $bye ->
    [none] {""}
   *[other] , bay: { $bye }
}
event-check-paired-as-dutch = { $round }. tur: Hollanda sisteminin eşlendirdiği gibi eşlendirilmiş
event-check-ready = { $round }. tur eşlendirilmeye hazır
event-check-problems = { $problems } sorun:
event-codes-head = { $round }. tur: masa kodları
event-not-all-in = { $after ->
    [1] 1. turun sonuçlarının hepsi gelmedi:
   *[other] 1-{ $after }. turların sonuçlarının hepsi gelmedi:
}

## Turnuva komutlarının klasör için söyledikleri

event-new-written = { $path } yazıldı: turnuvayı ve oyuncularını doldurun, sonra `hakem event check { $dir }`
event-already-started = { $path }: zaten var; bir turnuva bir kez başlatılır
event-import-exists = { $path }: zaten var; yeni bir klasöre aktarın
event-no-such-round = { $option } { $round }: turnuvada eşlendirilmiş { $paired } tur var
event-nothing-paired = { $dir } turnuvasında henüz eşlendirilmiş tur yok
event-round-not-paired = { $round }. tur eşlendirilmedi (eşlendirilen: { $paired }/{ $rounds } tur)
event-left-out = { $from }-{ $to }. turlar dışarıda bırakıldı: sonuçlarının hepsi gelmedi (hakem event check { $dir })
event-imported = { $path } yazıldı ({ $players } oyuncu, { $rounds } tur) ve { $file } dosyasından { $paired } eşlendirilmiş tur

## Bir çıktının basım zamanı (`hakem sheet`, `hakem event print`)

printed-at-flag = --printed-at { $value }: 2023-10-29T18:30 gibi bir tarih ve saat bekleniyor
printed-at-source-date-epoch = SOURCE_DATE_EPOCH={ $value }: 1970-01-01'den bu yana geçen tam saniye bekleniyor

## Bir listede 1. seti başlayan oyuncunun sütunu

event-set-starts = { $set }. seti başlayan
event-black-in-set = { $set }. sette siyah

## event.toml'un tabloları, bir sorunun adlandırdığı gibi

event-table-event = turnuva
event-table-pairing = eşlendirme
event-table-player = { $n }. oyuncu
event-table-prohibited = { $n }. yasak eşleşme
event-table-forfeit = { $n }. hükmen
event-table-result = { $n }. sonuç
event-table-round = { $n }. tur tablosu
event-table-bye = { $table }, { $n }. bay

## Bir salon, birden çok kategori (hall.toml, hakem serve A B C, hakem event check A B C)
hall-table-hall = salon
hall-not-a-name = { $dir }: kategorinin klasör adı küçük harf, rakam ve '-' ile yazılır (sayfalarının adresi /<klasör>/)
hall-reserved-name = "{ $name }" salonun kendi adreslerinden biri; kategorinin klasörüne başka bir ad verin
hall-same-name = iki kategorinin adı "{ $name }"; her kategorinin klasörünün kendi adı olmalı
hall-too-many-groups = { $groups } kategori; bir salon en çok { $max } kategori sunar
hall-no-groups = salon hiçbir kategori saymıyor: groups = ["ilkokul", "ortaokul"]
hall-tables-overlap = { $group } ({ $first }-{ $last }. masalar) ile { $other } ({ $other_first }-{ $other_last }. masalar) aynı masa numaralarını kullanıyor: birine başka bir first_table verin
hall-code-twice = { $group } { $round }. tur { $table }. masanın kodu { $other } { $other_round }. tur { $other_table }. masanınkiyle aynı: sonuç girilmeden birinde hakem pair --round { $round } çalıştırın ya da iki masanın kartlarına bakın
