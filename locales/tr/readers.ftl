# Dosyaları okumak: bir TOML dosyasında beklenen ve bulunamayan, hakem'in
# okuduğu ve yazdığı dosyalar, toml kütüphanesinin sözdizimi hataları,
# oyuncuların yazdığı ızgara hamleleri.

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
