# `hakem result`: kâğıttan girilen bir masa sonucu, kararı, turda eksik
# olanlar, bir sonucun neden yazılmadığı.

## Bir masanın sonucu ve turu

result-entered = { $table }. masa: { $first } – { $second } { $result }{ $forfeit ->
    [true] {" "}hükmen
   *[false] {""}
} ({ $sets })
result-replaced = değiştirildi: { $old } → { $new }
result-cleared = { $table }. masa: { $first } – { $second } sonucu silindi, eşlendiği gibi (eskisi: { $old }; kaydın geçmişinde tutuldu)
result-missing = { $tables } masadan { $entered } masanın sonucu girildi; eksik: { $list }
result-all-in = { $tables } masanın hepsinin sonucu girildi: { $next }. tur eşlendirilebilir
result-all-in-last = { $tables } masanın hepsinin sonucu girildi
result-prompt = { $table }. masa ({ $first } – { $second }):
result-prompt-header = { $round }. tur: her masanın setlerini girin (30-18 18-30 26-22); boş satır masayı atlar, girişin sonu durdurur.
result-nothing-missing = { $round }. turun bütün sonuçları girildi.
result-not-written = { $table }. masa yazılmadı: { $why }

## Bir masanın sonucu neden yazılmadı

result-nothing-paired = henüz hiçbir tur eşlendirilmedi: 1. turu `hakem pair` ile eşlendirin
result-round-not-paired = { $round }. tur eşlendirilmedi (turnuvanın { $rounds } turundan { $paired } tanesi eşlendirildi)
result-round-finished = { $round }. tur bitti: ondan sonra { $paired }. tur eşlendirildi, sonuçları burada değiştirilmez
result-unknown-table = { $round }. turun masaları { $first }-{ $last }; { $table }. masa yok
result-holds-moves = { $path }: kayıtta hamleler var; hamle hamle puanlanır, üzerine yazılmaz
result-nothing-to-clear = { $path }: sonuç girilmemiş; silinecek bir şey yok
result-holds-result = { $path }: sonuç zaten girilmiş ({ $held }); değiştirmek için --replace verin
result-entered-in-event = { $path }: bu masanın sonucu ya da hükmen kararı event.toml'da girilmiş; orada değiştirin
result-unreadable = { $path }: okunamıyor ({ $why }); üzerine yazılmaz
result-incomplete = girilen setler turu belirlemiyor: oynanan her seti girin

## Anlaşılamayan set girişleri

result-token-unknown = `{ $token }` anlaşılmadı: hazineleri BİRİNCİ-İKİNCİ (30-18), süre aşımını s:birinci:20, uyarıyı u:ikinci, hükmeni hükmen:birinci diye yazın (hakem result --help)
result-token-store-too-large = `{ $token }`: bir hazine en çok { $max } taş tutar
result-token-twice = `{ $token }`: bir sette iki kez hazine, süre aşımı ya da sonuç var
result-token-forfeit-with-sets = `{ $token }`: hükmen tek başına girilir, setlerle birlikte değil
result-token-too-many-sets = `{ $token }`: bir turda en çok { $max } set girilir
result-token-empty = set girilmedi: her setin hazinelerini yazın (30-18 18-30 26-22)
result-table-first = önce masayı (TABLE), sonra setlerini (SET) verin (hakem result DIR TABLE SET...)
result-line-too-long = <stdin>: { $max } bayttan uzun bir satır; bir satıra bir masanın setleri yazılır
result-not-utf8 = <stdin>: UTF-8 metin değil

## Set girişleri olarak gösterilen bir sonuç, yazıldıkları gibi

result-token-result = { $result ->
    [first] birinci
    [second] ikinci
   *[draw] berabere
}
result-token-timeout = s:{ $who ->
    [first] birinci
   *[second] ikinci
}{ $store ->
    [none] {""}
   *[other] :{ $store }
}
result-token-warning = u:{ $who ->
    [first] birinci
   *[second] ikinci
}{ $reason ->
    [touch-move] {""}
    [illegal-move] :kural-dışı
   *[conduct] :davranış
}
result-token-moves = ({ $moves } hamle)
result-token-forfeit = hükmen:{ $who ->
    [first] birinci
    [second] ikinci
   *[both] ikisi
}

## Girişten verilen kart destesi, bir satıra bir masa

result-stack-too-large = <stdin>: { $max } bayttan büyük; destede bir satıra bir masa yazılır
# name: a place, as file:line
result-stack-at = <stdin>:{ $line }: { $why }
result-stack-no-table = satır masasıyla başlamıyor: önce masayı, iki nokta, sonra setleri yazın (7: 30-18 18-30); hiçbir şey girilmedi
result-stack-twice = { $table }. masa destenin { $lines }. satırlarında var: hiçbiri girilmedi; doğru kartı hakem result DIR { $table } SET... ile girin
result-stack-not-utf8 = UTF-8 metin değil; hiçbir şey girilmedi
result-stack-line-too-long = { $max } bayttan uzun bir satır; bir satıra bir masanın setleri yazılır
