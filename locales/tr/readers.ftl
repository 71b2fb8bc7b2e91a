# Dosyaları okumak: bir TOML dosyasında beklenen ve bulunamayan, hakem'in
# okuduğu ve yazdığı dosyalar, toml kütüphanesinin sözdizimi hataları,
# oyuncuların yazdığı ızgara hamleleri.

## Bir iletinin TOML dosyasında andığı yer

# name: a key as the file writes it
readers-key = `{ $path }`
# name: a table as the file writes its header
readers-table = {"["}{ $key }]
readers-item = { $n }. {"[["}{ $key }]]

## Her okuyucunun denetlediği şema

readers-expected = { $what }: beklenen { $expected }, bulunan { $found }
readers-missing-key = `{ $path }` anahtarı eksik
readers-unknown-key = bilinmeyen anahtar `{ $path }`{ $hint ->
    [none] {""}
   *[other] {" "}{ $hint }
}; geçerli anahtarlar: { $allowed }
# name: a form, the key and its message
readers-about = { $what }: { $message }
readers-date-order = tarih yıl-ay-gün sırasıyla yazılır: { $written } değil, { $iso } yazın
readers-hint-key = (`{ $name }` mi demek istediniz?)
readers-hint-value = ("{ $name }" mi demek istediniz?)

## Bir değerin ne olması beklendi

readers-expected-integer = { $low } ile { $high } arasında bir tam sayı
readers-expected-at-least = en az { $low } olan bir tam sayı
readers-expected-one-of = şunlardan biri: { $names }
readers-expected-text = bir metin
readers-expected-boolean = true ya da false
readers-expected-array = bir dizi
readers-expected-table = bir tablo
readers-expected-date = 2023-10-29 gibi bir tarih
readers-expected-date-time = 2026-12-12T14:30 gibi bir tarih ve saat
readers-expected-name = küçük harf, rakam ve '-' ile yazılmış bir ad

## Ne bulundu

readers-found-string = "{ $value }" metni
readers-found-integer = { $value } tam sayısı
# name: the number as the file writes it
readers-found-number = { $value }
readers-found-float = ondalıklı bir sayı
readers-found-boolean = { $value } mantıksal değeri
readers-found-date-time = { $value } tarih-saati
readers-found-array = bir dizi
readers-found-table = bir tablo
# name: the value as the file writes it, and a hint worded on its own
readers-found-unknown = "{ $value }"{ $hint ->
    [none] {""}
   *[other] {" "}{ $hint }
}

## TOML olmayan bir dosya: toml kütüphanesinin hataları

toml-invalid = TOML olarak okunamadı: { $kind }{ $expected ->
    [none] {""}
   *[other] ; beklenen: { $expected }
}
toml-underscore = `_` yalnızca rakamlar arasında olabilir
toml-too-deep = iç içe yapı çok derin
toml-recursion-limit = iç içe anahtar çok derin
toml-carriage-return = satır başı (CR) karakterinden sonra satır sonu gelmeli
toml-could-not-allocate = metin için bellek ayrılamadı
toml-duplicate-key = aynı anahtar iki kez yazılmış
toml-cannot-extend = noktalı anahtar, { $value } türündeki bir değere eklenemez
toml-extra-equals = fazladan `=`
toml-extra-assignment = anahtar-değer çiftleri arasında fazladan atama
toml-extra-comma-array = dizide fazladan virgül
toml-extra-comma-inline-table = satır içi tabloda fazladan virgül
toml-signed-radix = tabanı belirtilmiş tam sayıların işareti olmaz
toml-invalid-basic-string = geçersiz metin
toml-invalid-literal-string = geçersiz metin
toml-invalid-string = geçersiz metin
toml-invalid-multi-line-basic-string = geçersiz çok satırlı metin
toml-invalid-multi-line-literal-string = geçersiz çok satırlı metin
toml-invalid-binary = geçersiz ikili sayı
toml-invalid-boolean = geçersiz mantıksal değer
toml-invalid-comment-character = açıklamada geçersiz karakter
toml-invalid-date-time = geçersiz tarih-saat
toml-invalid-date = geçersiz tarih
toml-invalid-time = geçersiz saat
toml-invalid-offset = geçersiz saat farkı
toml-invalid-datetime = geçersiz tarih-saat
toml-invalid-exponent = geçersiz üs
toml-invalid-float = geçersiz ondalıklı sayı
toml-invalid-fraction = geçersiz kesir
toml-invalid-hexadecimal = geçersiz onaltılık sayı
toml-invalid-inline-table-element = satır içi tabloda geçersiz öğe
toml-invalid-integer = geçersiz tam sayı
toml-invalid-key = geçersiz anahtar
toml-invalid-key-value-pair = geçersiz anahtar-değer çifti
toml-invalid-mantissa = geçersiz sayı
toml-invalid-octal = geçersiz sekizlik sayı
toml-invalid-table = geçersiz tablo
toml-invalid-unquoted-key = geçersiz tırnaksız anahtar
toml-invalid-value = geçersiz değer
toml-key-with-no-value = değeri olmayan anahtar
toml-multi-line-basic-key = anahtarlar çok satırlı metin olamaz
toml-multi-line-literal-key = anahtarlar çok satırlı metin olamaz
toml-missing-array-opening = dizinin açılışı (`[`) eksik
toml-missing-assignment = anahtar ile değer arasında `=` eksik
toml-missing-comma-array = dizi öğeleri arasında virgül eksik
toml-missing-comma-pairs = anahtar-değer çiftleri arasında virgül eksik
toml-missing-comment-start = açıklamanın başı (`#`) eksik
toml-missing-escaped-value = kaçış dizisinin değeri eksik
toml-missing-inline-table-opening = satır içi tablonun açılışı (`{"{"}`) eksik
toml-missing-inline-table-key = satır içi tablo öğesinin anahtarı eksik
toml-missing-opening-quote = açılış tırnağı eksik
toml-missing-table-opening = tablonun açılışı eksik
toml-missing-value = değer eksik
toml-missing-value-for-key = anahtarın değeri eksik
toml-uppercase-radix = sayı tabanı küçük harfle yazılır
toml-redundant-prefix = gereksiz sayı öneki
toml-redundant-sign = gereksiz işaret
toml-unquoted-string = metin değerleri tırnak içinde yazılır
toml-too-few-unicode-digits = unicode değerinde rakam eksik
toml-unclosed-array = kapanmamış dizi
toml-unclosed-array-table = kapanmamış tablo dizisi başlığı
toml-unclosed-inline-table = kapanmamış satır içi tablo
toml-unclosed-table = kapanmamış tablo başlığı
toml-equals-in-array = dizide beklenmeyen `=`
toml-unexpected-content = beklenmeyen içerik
toml-content-after-comment = açıklama ile satır sonu arasında beklenmeyen içerik
toml-unexpected-key-or-value = beklenmeyen anahtar ya da değer
toml-leading-zero = başta beklenmeyen sıfır
toml-unexpected-sign = beklenmeyen işaret
toml-empty-unquoted-key = tırnaksız anahtar boş olamaz
toml-kind-other = [{ $text }]

# name: characters to type, as the toml crate quotes them
toml-expected-literal = { $text }
toml-expected-basic-string = metin
toml-expected-literal-string = metin
toml-expected-multi-line-basic-string = çok satırlı metin
toml-expected-multi-line-literal-string = çok satırlı metin
toml-expected-unquoted-string = tırnaksız metin
toml-expected-characters = karakterler
toml-expected-digits = rakamlar
toml-expected-key = anahtar
toml-expected-letters = harfler
toml-expected-numbers = sayılar
toml-expected-value = değer
toml-expected-not-double-quote = çift tırnak dışında görünür karakterler
toml-expected-not-single-quote = tek tırnak dışında karakterler
toml-expected-not-single-quote-visible = tek tırnak dışında görünür karakterler
toml-expected-printable = yazdırılabilir karakterler
toml-expected-unicode-hexadecimal = onaltılık unicode değeri
toml-expected-newline = satır sonu
toml-expected-nothing = hiçbir şey
toml-expected-more = vb.
toml-expected-year = yıl
toml-expected-month = ay
toml-expected-day = gün
toml-expected-hour = saat
toml-expected-minute = dakika
toml-expected-second = saniye
toml-expected-nanosecond = nanosaniye
toml-expected-nanoseconds-overflowed = daha kısa bir saniye kesri
toml-expected-year-or-hour = yıl ya da saat
toml-expected-date-dash = `-` (AA-GG)
toml-expected-time-colon = `:` (SS:DD)
toml-expected-dash-or-colon = `-` (YYYY-AA) ya da `:` (SS:DD)
toml-expected-date-time-t = tarih ile saat arasında `T`
toml-expected-offset = `Z`, +SAAT_FARKI, -SAAT_FARKI
toml-expected-four-digit-year = dört basamaklı bir yıl (YYYY)
toml-expected-two-digit-month = iki basamaklı bir ay (AA)
toml-expected-two-digit-day = iki basamaklı bir gün (GG)
toml-expected-two-digit-hour = iki basamaklı bir saat (SS)
toml-expected-two-digit-minute = iki basamaklı bir dakika (DD)
toml-expected-two-digit-second = iki basamaklı bir saniye
toml-expected-month-in-range = 01 ile 12 arasında bir ay
toml-expected-day-in-range = 01 ile { $last } arasında bir gün
toml-expected-hour-in-range = 00 ile 23 arasında bir saat
toml-expected-hours-in-range = 00 ile 23 arasında saat farkı
toml-expected-minute-in-range = 00 ile 59 arasında bir dakika
toml-expected-minutes-in-range = 00 ile 59 arasında dakika farkı
toml-expected-second-in-range = 00 ile 60 arasında bir saniye
toml-expected-other = [{ $text }]
# name: a list, each item worded on its own
toml-expected-list = { $first }, { $rest }

toml-value-string = metin
toml-value-integer = tam sayı
toml-value-float = ondalıklı sayı
toml-value-boolean = mantıksal değer
toml-value-date-time = tarih-saat
toml-value-array = dizi
toml-value-inline-table = satır içi tablo
toml-value-table = tablo
toml-value-other = [{ $text }]

## Bir dosyayı okumak

file-not-regular = { $path }: { $kind }; hakem yalnızca sıradan dosyaları okur
file-too-large = { $path }: { $mib } MiB sınırından büyük, hiçbir kayıt ya da kural takımı bu kadar büyük olmaz; doğru dosya mı?
file-wide-encoding = { $path }: { $encoding } metni; dosyayı UTF-8 olarak kaydedin
file-nul-byte = NUL baytı (0x00): bu bir metin dosyası değil
file-not-utf8 = UTF-8 metin değil (burada { $byte } baytı); dosyayı UTF-8 olarak kaydedin (ISO-8859-9 ya da Windows-1254 gibi eski bir Türkçe kodlama okunamaz)

## Sıradan bir dosya olmayan bir yolda ne var

file-kind-directory = bir klasör
file-kind-fifo = bir FIFO (adlı boru)
file-kind-character-device = bir karakter aygıtı
file-kind-block-device = bir blok aygıtı
file-kind-socket = bir soket
file-kind-other = sıradan bir dosya değil

## Bir dosyayı yazmak ve bir klasörün yazma kilidi

file-write-not-regular = { $path }: { $kind }; hakem yalnızca sıradan bir dosyaya ya da yeni bir ada yazar
file-write-over-input = { $path }: bu komutun okuduğu bir dosyanın üzerine yazılmaz
file-write-not-a-name = { $path }: bir dosya adı değil
file-lock-wait = { $variable }={ $value }: 0 ile { $max } arasında tam saniye bekleniyor
file-lock-busy = { $path }: bu dosyalara başka bir program yazıyor{ $pid ->
    [none] {""}
   *[other] {" "}({ $pid } numaralı süreç)
} ve { $seconds } sn içinde bitirmedi; hiçbir şey yazılmadı, yeniden deneyin
file-lock-not-regular = { $path }: sıradan bir dosya değil; hakem yazma kilidini orada tutar (silin)

## Oyuncuların yazdığı ızgara hamleleri

notation-not-a-cell = beklenen bir kare: a-{ $last } arası bir sütun harfi ve 1-{ $size } arası bir satır numarası, örneğin "c4"; bulunan "{ $text }"
notation-off-board = "{ $text }" { $size }×{ $size } tahtada yok (sütunlar a-{ $last }, satırlar 1-{ $size })
notation-not-a-turn = beklenen bir tabla numarası ve yönü, örneğin "3", "3cw" ya da "3ccw"; bulunan "{ $text }"
notation-not-a-quadrant = beklenen bir tabla numarası (1 sol üst, 2 sağ üst, 3 sol alt, 4 sağ alt), örneğin "3" ya da "3ccw"; bulunan "{ $text }"
notation-no-move = beklenen "d3", "c4 3" ya da "pas" gibi bir hamle; hiçbir şey yazılmamış
notation-pass-alone = pas tek başına yazılır; ardından "{ $word }" yazılmış
notation-too-many-words = bir hamle, bir kare ve en çok bir tabla çevirmesidir; ardından "{ $word }" yazılmış
