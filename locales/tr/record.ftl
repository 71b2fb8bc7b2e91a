# Kayıt dosyasının denetimleri: yazıldığı hâliyle bir kayıttaki sorunlar
# (record::RecordProblem) ve metin olarak yazılmış bir hamle listesi.
# $set bir setin numarası, $incident bir olayın setindeki numarası.

record-unreadable = kayıt okunamadı
record-forfeit-with-sets = `forfeit` ile kaybedilen tur oynanmamıştır: [[set]] tablosu olmaz
record-sets-expected = `set`: her biri `moves` içeren bir ya da daha çok [[set]] tablosu bekleniyordu
record-empty-string = `{ $key }`: beklenen boş olmayan bir metin, bulunan { $found }
record-not-a-player = `{ $key }`: beklenen bir ad ya da {"{"} name = "...", id = "...", visually_impaired = true {"}"}, bulunan { $found }
record-too-many-moves = { $set }. set: { $moves } hamle, bir setin alabileceği { $max } hamleden çok; doğru liste mi?
record-moves-and-result = { $set }. set: bir sette ya `moves` ya `result` olur, ikisi birden olmaz
record-moves-missing = { $set }. set: `moves` anahtarı eksik (ya da kağıt üzerinde sayılan set için `claimed`, sonuçla girilen oyun için `result`)
record-result-and-claimed = { $set }. set: `result` ile girilen sette bildirilecek hazine yoktur
record-claimed-not-counted = { $set }. set: `claimed` için sayılan hazineler yazılır, `{"{"} first = 30, second = 18 {"}"}`
record-not-a-pit-number = `moves`: beklenen kuyu numaraları (1'den bir yandaki kuyu sayısına kadar, örneğin 3), bulunan { $found }
record-not-a-move-list = `moves`: beklenen bir kuyu numaraları dizisi ya da "3 6 1" gibi bir metin, bulunan { $found }
# name: bir anahtar ve onun sorunu, iki nokta ile
record-in-moves = `moves`: { $problem }
record-grid-move-not-a-string = `moves`: beklenen "d3" ya da "c4 3" gibi metin olarak yazılmış hamleler, bulunan { $found }
record-timeout-reason = { $set }. set, { $incident }. olay: süre aşımının `reason` alanı olmaz
record-not-a-date-time = `{ $key }` bir tarih ve saat olmalı (2026-12-12T15:42:10+03:00), { $found } değil

## Bir sorunun kayıttaki bir tabloyu anışı

record-table-record = kayıt
record-table-set = { $set }. set
# name: the table as the file writes its header, and the player's key
record-table-player = [players] { $key }
record-table-incident = { $set }. set, { $incident }. olay
record-table-history = { $change }. geçmiş kaydı

## Metin olarak yazılmış bir hamle listesi (kayıtlar, --moves, --then)

record-not-a-pit = beklenen boşlukla ayrılmış kuyu numaraları, örneğin "3 6 1"; bulunan "{ $token }"
record-grid-move-form = beklenen "d3", "c4 3", "c4 3ccw" ya da "pass" gibi bir hamle; bulunan "{ $text }"
