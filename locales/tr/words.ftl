# HAKEM_LOCALES klasöründeki sorunlar (bir çevirmenin, hakem yeniden
# derlenmeden denenen sözleri).

locales-folder-unreadable = { $path }: HAKEM_LOCALES klasörü okunamıyor; hakem'in kendi sözleri kullanılıyor
locales-not-a-tag = { $path }: bir dilin klasörü değil (klasöre dilin iki ya da üç harfli kodunu verin, örneğin "de"); atlandı
locales-too-many-languages = { $path }: { $max } dilden fazla; ilk { $max } dil kullanılıyor
locales-too-many-files = { $path }: { $max } .ftl dosyasından fazla; ilk { $max } dosya kullanılıyor
locales-file-unreadable = { $path }: en çok { $max_bytes } baytlık bir metin dosyası olarak okunamıyor; atlandı
