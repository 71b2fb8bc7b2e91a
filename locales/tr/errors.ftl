# Bir komutun neden durduğu: dosyalar, komut satırı, yeri belli sorunlar.

diagnostics-not-shown = { $file }: gösterilmeyen { $more } sorun daha var (önce bunları düzeltin)
# name: a form, the same in every language
error-io = { $path }: { $reason }
error-changed = { $path }: okunduktan sonra başka bir program değiştirdi; hiçbir şey yazılmadı (yeniden okuyun)
io-not-found = böyle bir dosya yok
io-permission-denied = erişim izni yok
io-not-utf8 = UTF-8 metin değil; dosyayı UTF-8 olarak kaydedin (ISO-8859-9 ya da Windows-1254 gibi eski bir Türkçe kodlama okunamaz)
io-is-a-directory = bir klasör, dosya değil
# name: the system's own words, as it gives them
io-other = { $detail }

## Anlaşılmayan komut satırı (clap'in hataları)

cli-unknown-argument = bilinmeyen seçenek '{ $arg }'{ $suggestion ->
    [none] {""}
   *[other] {""}

    {"  "}ipucu: benzer bir seçenek var: '{ $suggestion }'
}
cli-unknown-argument-value = bilinmeyen seçenek '{ $arg }'

    {"  "}ipucu: '{ $arg }' bir değer olarak verilecekse '-- { $arg }' yazın
cli-invalid-subcommand = bilinmeyen komut '{ $name }'{ $suggestion ->
    [none] {""}
   *[other] {""}

    {"  "}ipucu: benzer bir komut var: '{ $suggestion }'
}
cli-invalid-value = '{ $arg }' için geçersiz değer '{ $value }'{ $valid ->
    [none] {""}
   *[other] {""}
    {"  "}[olası değerler: { $valid }]
}
cli-value-not-read = '{ $arg }' için geçersiz değer '{ $value }': { $reason }
cli-missing-required = şu zorunlu argümanlar verilmedi:
    {"  "}{ $args }
cli-conflict = '{ $arg }' ile '{ $prior }' birlikte verilemez
cli-repeated = '{ $arg }' birden çok kez verilemez
cli-unexpected-value = '{ $arg }' için beklenmeyen değer '{ $value }'
cli-wrong-number-of-values = '{ $arg }' için değer sayısı yanlış
cli-too-few-values = '{ $arg }' için { $expected } değer gerekir; { $given } değer verildi
cli-no-equals = '{ $arg }' değerini '=' ile verin
cli-missing-subcommand = bir komut verin
cli-invalid-utf8 = geçersiz UTF-8 içeren bir argüman
cli-other = komut satırı anlaşılmadı [{ $detail }]
cli-more-with-help = Daha fazla bilgi için '--help' yazın.
cli-reason-range = { $low } ile { $high } arasında bir sayı verin
cli-reason-not-whole-number = bir tam sayı bekleniyor
cli-reason-too-large = sayı çok büyük
cli-reason-other = [{ $detail }]
error-changed-since-read = okunduktan sonra başka bir program değiştirdi; hiçbir şey yazılmadı (yeniden okuyun)
error-closed-pipe = standart çıktı kapandı
# name: a form, the same in every language
error-about = { $what }: { $message }

## Ayarlar

settings-unknown-hakem-lang = HAKEM_LANG={ $value }: hakem bu dili bilmiyor; bilinen diller: { $languages }
settings-unknown-lang = hakem bu dili bilmiyor; bilinen diller: { $languages }
