# Okul şampiyonası: kayıt tablosundan oyuncular, listeler, okul
# sıralaması ve ödüller.

## event.toml

event-table-list = { $n }. liste
event-table-prize = { $n }. ödül
event-file-unknown-category = `{ $key }`: "{ $category }" turnuvanın kategorilerinden biri değil ({ $categories })
event-file-category-twice = `categories`: "{ $category }" iki kez yazılmış
event-file-not-a-birth = `{ $key }`: beklenen 1900 ile 2100 arasında bir doğum yılı (2013) ya da tarihi (2013-04-09), bulunan { $found }
event-file-list-id-used = { $table }: "{ $id }" kimliği başka bir listenin
event-file-no-such-list = `{ $key }`: "{ $id }" kimlikli [[list]] yok
event-file-born-to-before-from = { $table }: `born_to` { $to }, `born_from` { $from } yılından önce
event-file-prize-twice = { $table }: bu listenin { $place }. sırasının zaten bir ödülü var
event-file-school-control-character = `{ $key }`: denetim karakteri (satır sonu, sekme, ...) içeremez
event-file-school-not-text = `{ $key }`: beklenen boş olmayan bir metin, bulunan { $found }
event-file-not-an-amount = `{ $key }`: beklenen bir tutar (1500 ya da "1.500 TL"), bulunan { $found }

## Kayıt tablosu

sheet-rows-unknown-kind = { $path }: beklenen .csv, .xlsx ya da .ods bir kayıt tablosu
sheet-rows-not-a-workbook = { $path }: okunabilen bir çalışma kitabı değil ({ $reason })
sheet-rows-no-sheet = { $path }: çalışma kitabında sayfa yok
sheet-rows-bad-csv = { $path }:{ $line }: bu CSV satırı okunamadı
sheet-rows-too-many-rows = { $path }: { $max } satırdan fazla
registration-no-name-columns = { $at }: adlar için sütun yok: "Adı" ve "Soyadı" (ya da "Ad Soyad") gibi başlıklar beklenir, ya da --map ile adlandırın; tablonun başlıkları: { $headers }
registration-no-such-header = { $at }: --map "{ $header }" diyor, tabloda böyle bir başlık yok ({ $headers })
registration-missing-name = { $at }, "{ $column }" sütunu: ad yok
registration-unknown-sex = { $at }, "{ $column }" sütunu: "{ $found }" bir cinsiyet değil: "K", "Kız", "Kadın", "F" ya da "E", "Erkek", "M"
registration-not-a-birth = { $at }, "{ $column }" sütunu: "{ $found }" ne bir yıl (2013) ne bir tarih (09.04.2013, 2013-04-09)
registration-born-out-of-range = { $at }, "{ $column }" sütunu: doğum yılı { $year }, { $from } ile { $to } arasında değil
registration-unknown-category = { $at }, "{ $column }" sütunu: "{ $found }" turnuvanın kategorilerinden biri değil ({ $categories })
registration-not-a-rating = { $at }, "{ $column }" sütunu: "{ $found }" 0 ile 4000 arasında bir rating değil
registration-duplicate = { $at }: { $name } zaten { $row }. satırda
registration-too-many-players = { $at }: bir turnuvada en çok { $max } oyuncu olur, bu tabloyla { $players }
registration-map-not-a-pair = --map: "{ $item }" BAŞLIK=ALAN biçiminde değil
registration-map-unknown-field = --map: "{ $field }" bir alan değil; alanlar: { $fields }

## Komutlar

school-no-such-list = "{ $id }" kimlikli liste yok; listeler: { $lists }
school-no-lists = { $path } hiç [[list]] tanımlamıyor
school-no-teams = { $path } içinde [teams] tablosu yok: okullar sıralanmıyor
school-no-prizes = { $path } içinde [[prize]] tablosu yok
school-nothing-written = Tabloda { $problems } sorun var: { $path } dosyasına hiçbir şey yazılmadı
school-imported = { $path }: { $file } dosyasından { $added } oyuncu eklendi ({ $unchanged } oyuncu zaten vardı, { $changed } oyuncunun bilgisi tabloda değişmiş, olduğu gibi bırakıldı)
school-would-import = { $path }: { $file } dosyasından { $added } oyuncu eklenecek ({ $unchanged } oyuncu zaten var, { $changed } oyuncunun bilgisi tabloda değişmiş, olduğu gibi bırakılacak); hiçbir şey yazılmadı
school-changed-row = { $row }. satır: { $name } ({ $id }) turnuvada başka bir bilgiyle kayıtlı ({ $keys }); turnuva olduğu gibi bırakıldı
school-xlsx-failed = { $path }: çalışma kitabı yazılamadı ({ $reason })
school-lists-only = --list ve --lists yalnızca `standings` ile kullanılır

## Listeler

school-list-head = { $name } — { $round }. tur sonrası puan durumu
school-teams-head = { $round }. tur sonrası okul sıralaması: her okulun en iyi { $best } oyuncusu sayılır
school-teams-in-list = { $name } listesinde { $round }. tur sonrası okul sıralaması: her okulun en iyi { $best } oyuncusu sayılır
school-look-alike = { $names } ayrı okullar olarak sıralandı, ama yalnızca büyük-küçük harf, boşluk ya da harf işaretleriyle ayrılıyor: aynı okulsa event.toml'da her oyuncu için aynı biçimde yazın.
school-prizes-head = { $round }. tur sonrası ödüller
school-prizes-rule = { $one ->
    [true] Bir oyuncuya bir ödül: ödül almış bir oyuncu sonraki ödüllerde atlanır.
   *[false] Bir oyuncu birden çok ödül alabilir.
}
school-counted = { $name } ({ $place }. sıra: { $points })

## Başarı belgeleri

certificate-place = { $list } kategorisinde { ORDINAL-SUFFIX($place, "lik") }
certificate-overall = Genel sıralamada { ORDINAL-SUFFIX($place, "lik") }
