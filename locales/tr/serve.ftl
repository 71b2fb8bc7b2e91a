# hakem serve: pano, listeler, başhakem masası, bir masanın sonucunun
# telefondan girilmesi, JSON API'nin hataları, başlarken yazılan satırlar.

## Başlatma ve durdurma (src/serve/mod.rs, src/commands/serve.rs)

serve-start-addresses = pano: { $wall }   masalar: { $wall }table   başhakem masası: { $wall }desk
serve-start-drawn-password = başhakem masasının parolası: { $password }
serve-port-taken = bu portu başka bir program kullanıyor; başka bir port verin (--port 0: boştaki herhangi bir port)
serve-port-not-allowed = bu kullanıcı bu portu açamaz (1024 altındaki portları yalnızca yönetici açabilir); 1024 ya da üstünde bir port verin (--port 0: boştaki herhangi bir port)
serve-cannot-listen = bu port dinlenemiyor: { $detail }
serve-empty-password = boş bir metin değil, bir parola verin
serve-cannot-start = sunucu başlatılamıyor: { $detail }
serve-stopped = sunucu durdu: { $detail }

## Sayfa olmayan yanıtlar (src/serve/app.rs, src/serve/offline.rs)

serve-password-needed = başhakemin parolası gerekli
serve-request-failed = istek yerine getirilemedi
serve-request-not-made = istek oluşturulamıyor
serve-not-ready = sunucu hazır değil
serve-folder-unreadable = turnuva klasörü okunamıyor:
    { $error }
serve-no-such-list = böyle bir liste yok
serve-no-such-printout = böyle bir çıktı yok

## Pano, listeler ve başhakem masası (src/serve/pages.rs)

# Bu dilin kendi dilindeki adı: sayfalarına giden bağlantı.
serve-language-name = Türkçe
serve-round = { $round }. Tur
serve-pairing-of-round = Eşlendirme Listesi — { $round }. Tur
serve-tables-in-of = { $done } / { $tables } masanın sonucu geldi
serve-pairing-bye = Bay (eşlendirme programının verdiği): { $name }
serve-requested-bye = Bay (oyuncunun istediği): { $name }
serve-players-of = Oyuncular ({ $players })
serve-standings-after = { $round }. tur sonrası puan durumu, turun bütün masalarının sonucu gelince çıkar: { $done } / { $tables } masa geldi.
serve-on-the-command-line = Aynı iş komut satırında: { $command }
serve-pair-next-round = { $round }. turu eşlendir
serve-table-in = Geldi: { $result }
serve-pair-when-in = { $next }. tur, { $round }. turun bütün masalarının sonucu gelince eşlendirilebilir: { $done } / { $tables } masa geldi.
serve-paired-round = { $round }. tur eşlendirildi: { $tables } masa.
serve-how-paired = Eşlendirme nasıl yapıldı (hakem pair --explain)

## Bir masanın sonucu: telefonun sayfaları ve başhakemin düzeltmesi (src/serve/entry.rs)

serve-form-not-a-number = { $set }. set: "{ $text }" bir sayı değil.
serve-form-empty-set = { $set }. set boş; oynanan setleri sırayla girin.
serve-set = { $set }. Set
serve-warnings-of = { $name }: uyarı sayısı
serve-i-confirm = { $name }: onaylıyorum
serve-no-table-in-round = { $round }. turda böyle bir masa yok.
serve-table-heading = { $round }. Tur, Masa { $table }: { $first } – { $second }
serve-verdict-won = Tur sonucu: { $name } turu kazandı
serve-verdict-drawn = Tur sonucu: tur berabere
serve-verdict-incomplete = Tur sonucu: tur tamamlanmadı
serve-warnings-given = Uyarılar: { $first } – { $second }
serve-corrected = Masa { $table }: sonuç kaydedildi — { $tokens }
serve-cleared = Masa { $table }: sonuç silindi (eskisi: { $was })
serve-not-written = { $table }. masa yazılmadı: { $why }
serve-store-not-entered = { $set }. { $unit ->
    [card] kart
   *[set] set
}: { SUFFIX($name, "in") } hazinesindeki taşlar girilmemiş
serve-store-not-entered-timeout = { $set }. { $unit ->
    [card] kart
   *[set] set
}: { SUFFIX($name, "in") } süresi doldu; süre kuralı onun hazinesindeki taşlara bakar, bu taşları girin

# Bir sonuç, `hakem result` komutunun SET biçimlerinde: bu dilde hakemin
# yazdığı biçimler (her birini `hakem result` okur).
serve-token-timeout = s:{ $who ->
    [first] birinci
   *[second] ikinci
}
serve-token-warning = u:{ $who ->
    [first] birinci
   *[second] ikinci
}
serve-token-forfeit = hükmen:{ $who ->
    [first] birinci
    [second] ikinci
   *[both] ikisi
}
serve-token-moves = ({ $moves } hamle)

## JSON API'nin hataları; JSON her dilde İngilizcedir (src/serve/api.rs)

serve-api-no-round-complete = henüz tamamlanan tur yok
serve-api-round-not-paired = { $round }. tur eşlendirilmedi
serve-api-not-json = istek gövdesi JSON değil: { $detail }
serve-api-no-sets = istek gövdesinde "sets": [ ... ] olmalı, kaydın [[set]] tabloları
serve-api-sets-not-record = setler bir kaydın [[set]] tabloları olamıyor: { $detail }
serve-api-wrong-code = yanlış kod: hiçbir şey yazılmadı
serve-api-too-many-wrong-codes = bu masa için çok fazla yanlış kod girildi: bir dakika sonra yeniden deneyin
serve-api-no-table-with-code = { $round }. turda kodu olan { $table }. masa yok
serve-api-code-counted-sets-only = masa kodu yalnızca sayılan setleri gönderir: hükmeni ya da hamleleri başhakem girer (masa, PUT, hakem result); hiçbir şey yazılmadı

## Bir salon, birden çok kategori
serve-hall-untitled = Salon
serve-hall-code-only = Eşlendirme kartındaki masa kodunu yazın: kategorinizi ve masanızı kod bulur.
serve-hall-group-round = { $group }: { $round ->
    [0] henüz tur eşlendirilmedi
   *[other] { $rounds } turun { $round }. turu
}
serve-hall-all-in = { $group }: { $round }. turun bütün sonuçları girildi.
serve-hall-missing = { $tables ->
    [0] Salonun güncel turlarının bütün sonuçları girildi.
   *[other] Salonda sonucu girilmemiş { $tables } masa var
}
serve-hall-group-desk = { $group } başhakem masası
serve-hall-finished = { $group }: son tur tamamlandı.
serve-hall-wrong-code = Salonda bu kodlu masa yok; hiçbir şey kaydedilmedi. Eşlendirme kartınızdaki koda yeniden bakın.
