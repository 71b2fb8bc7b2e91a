# hakem solve: bir pozisyonun kesin değeri, oyun sonu tabloları ve
# önbellek klasörü.

## Çözücünün henüz ele almadığı bir kural ("… içeren kurallar henüz
## çözülemiyor").

solve-unsupported-tuzdyk = tuzdık
solve-unsupported-relay = sürdürmeli dağıtma
solve-unsupported-capture-during = dağıtırken alma
solve-unsupported-passes = pas (oynayamayan oyuncu)

## hakem solve'un reddettikleri.

solve-memory = --memory { $memory }: 1 ile { $max } MiB arasında bir değer verin
solve-threads = --threads { $threads }: 1 ile { $max } arasında bir sayı verin
solve-unsupported = { $rules }: { $what } içeren kurallar henüz çözülemiyor
solve-illegal-move = { $k }. hamle ({ $pit }. kuyu) kural dışı ({ $why })
solve-stones = { $flag } { $given }: { $low } ile { $high } taş arasında bir sayı verin
solve-endgame-too-big = --endgame { $given }: tablolar { $mib } MiB tutar, --memory { $memory } değerinin yarısından çok
solve-table-too-big = --memory { $memory }: sistem geçiş tablosunun { $mib } MiB belleğini veremiyor; daha küçük bir --memory verin
solve-no-thread = sistem bir arama iş parçacığı başlatmayı reddetti (yığını için yetersiz bellek ya da adres alanı, ya da çok fazla iş parçacığı); daha az --threads deneyin
solve-endless = { $rules }: bir pozisyon tekrarlanabilir ve kurallarda tekrar kuralı yok, oyun sonsuza dek sürebilir; bu oyunun çözülecek bir değeri yok
solve-search-thread-not-started = arama iş parçacığı başlatılamadı: { $reason }
solve-build-thread-not-started = oluşturma iş parçacığı başlatılamadı: { $reason }
solve-search-thread-failed = arama iş parçacığı çöktü
solve-build-thread-failed = oluşturma iş parçacığı çöktü
solve-not-pits-alone = { $rules }: oyun sonu tabloları, geleceği yalnızca kuyulara bağlı kurallar ister (çoğunluk ya da tekrar kuralı olmadan)
solve-build-too-big = --build-endgames { $stones }: tablolar { $mib } MiB tutar, --memory { $memory } değerinden çok
solve-no-cache-folder = önbellek klasörü yok: --cache-dir verin (HOME tanımlı değil)
solve-slice-missing = --slice { $n }: { $k } taşlık dilim ({ $file }) eksik ya da denetimden geçmiyor; önce onu oluşturun
# name: the flag and what is wrong
solve-slice-unusable = --slice { $n }: { $problem }
solve-cannot-allocate = { $n } taşlık oyun sonu tablosu { $mib } MiB ister, bu bellek ayrılamıyor; daha küçük bir --endgame verin

## Okunamayan --position.

solve-position-no-slash = Güney'in { $pits } kuyusunu, bir eğik çizgi, sonra Kuzey'in { $pits } kuyusunu yazın (her sıranın ardından hazinesi gelebilir)
solve-position-not-a-count = { $side }: `{ $given }` bir taş sayısı değil (0 ile { $max } arası)
solve-position-count = { $side }: { $given } sayı; { $pits } kuyuyu, isterseniz ardından hazineyi verin
solve-position-total = pozisyonda { $total } taş var; { $rules } { $stones } taşla oynanır (her sıranın ardından hazinesini verin)
solve-position-pits = kural takımında her yanda { $pits } kuyu var; verilen pozisyonda { $south } (Güney) ve { $north } (Kuzey)
solve-position-game-over = bu pozisyonda { $side } oyuncusunun hamlesi yok: oyun bitmiş

## hakem solve'un çalışırken stderr'e yazdıkları.

solve-note-endgame-level = oyun sonu tabloları: { $stones } taş
solve-note-build-level = oyun sonu tabloları: { $stones } / { $of } taş (sıradaki düzeyde { $next } pozisyon)
solve-note-build-slice = { $stones } taşlık oyun sonu dilimi
solve-note-reading-table = önceki bir çalışmanın sakladığı arama tablosu okunuyor
solve-note-searching = değer { $lower } ile { $upper } arasında, { $nodes } pozisyon tarandı
solve-note-keeping-table = arama tablosu saklanıyor ({ $size })
solve-note-bounds-unread = çözücü önbelleği: { $problem }; sınırlar yeniden kanıtlanıyor
solve-note-bounds-not-kept = çözücü önbelleği: { $problem }; kanıtlanan sınırlar saklanmadı
solve-note-table-unused = çözücü önbelleği: { $file }: { $why }; arama onsuz başlıyor
solve-note-table-not-kept = çözücü önbelleği: { $problem }; arama tablosu saklanmadı
solve-note-level-not-kept = oyun sonu önbelleği: { $problem }; tablolar onun yerine bellekte oluşturuluyor

## Saklanmış bir arama tablosunun neden kullanılmadığı.

# name: the reason as it is
solve-kept-unreadable = { $problem }
solve-kept-too-short = { $bytes } bayt: saklanmış bir tablo olamayacak kadar kısa
solve-kept-not-hakems = hakem'in sakladığı bir tablo değil
solve-kept-other-version = hakem'in başka bir sürümünce saklanmış
solve-kept-other-rules = başka kurallar için saklanmış
solve-kept-other-position = başka bir pozisyon için saklanmış
solve-kept-wrong-length = { $len } bayt, başlığı ise { $expected } bayt diyor: kesilmiş ya da büyümüş
solve-kept-too-large = saklanan tablo { $kept_mib } MiB, bu çalışmanınki en çok { $this_mib } MiB (daha büyük bir --memory verin)
solve-kept-bad-slot = hakem'in yazmadığı bir kayıt içeriyor
solve-kept-checksum = sağlama toplamı tutmuyor: bozulmuş

## Önbellek klasöründe kullanılmayan ya da yazılamayan bir girdi.

solve-cache-kind-link = bir sembolik bağlantı
solve-cache-kind-folder = bir klasör
solve-cache-kind-fifo = bir FIFO
solve-cache-kind-device = bir aygıt
solve-cache-kind-socket = bir soket
solve-cache-kind-not-regular = düzenli bir dosya değil
solve-cache-cannot-be-read = okunamıyor ({ $reason })
solve-cache-cannot-be-opened = açılamıyor ({ $reason })
solve-cache-cannot-be-mapped = belleğe eşlenemiyor ({ $reason })
solve-cache-not-hakems = { $kind }, hakem'in yaptığı bir dosya değil
solve-cache-left-alone = { $kind }, hakem'in yaptığı bir dosya değil; dokunulmadı
solve-cache-cannot-allocate = okumak için { $bytes } bayt bellek ayrılamıyor
solve-cache-not-a-file-name = bir dosya adı değil
solve-cache-not-looked = bakılamıyor ({ $reason })
solve-cache-folder-not-made = klasör oluşturulamıyor ({ $reason })
solve-cache-folder-not-written = klasöre yazılamıyor ({ $reason })
solve-cache-no-temporary-name = boş geçici dosya adı yok
solve-cache-cannot-be-written = yazılamıyor ({ $reason })
# name: a file and what is wrong with it
solve-cache-at = { $file }: { $problem }

## Rapor.

solve-text-start = başlangıç pozisyonu
solve-text-given = verilen pozisyon
solve-text-after-moves = { $moves } hamleden sonra
solve-text-head = { $title } ({ $name }), { $what }, sıra { $mover } oyuncusunda:
solve-text-value = Değer: kusursuz oyunla { $verdict } ({ $mover } için son hazine farkı { $diff })
solve-text-interrupted = Kesin değerden önce durduruldu: { $mover } için { $lower } ile { $upper } arasında (son hazine farkı)
solve-text-best = En iyi hamle: { $pit }. kuyu
solve-text-known = Önceki bir çalışmanın kanıtladığı sınırlardan başlandı: { $lower } ile { $upper } (önbellek klasöründe)
solve-text-table-kept = Önceki bir çalışmanın sakladığı arama tablosundan devam edildi ({ $size }, önbellek klasöründe)
solve-text-searched = { $nodes } pozisyon { $seconds } sn içinde tarandı (saniyede { $rate } milyon), { $threads } iş parçacığıyla; geçiş tablosu { $table }
solve-text-endgame = ; kuyularda en çok { $stones } taşa kadar oyun sonu tabloları
solve-text-endgame-cache = {" "}({ $loaded } / { $levels } düzey önbellekten okundu)
# name: a size in kibibytes
solve-text-kib = { $n } KiB
# name: a size in mebibytes
solve-text-mib = { $n } MiB

## hakem solve --build-endgames

solve-build-head = { $title } ({ $name }) oyun sonu tabloları, tablo parmak izi { $fingerprint }, { $dir } içinde:
solve-build-slice-built = { $stones } taşlık dilim oluşturuldu: { $file }
solve-build-slice-interrupted = Durduruldu: { $stones } taşlık dilim yazılmadı
solve-build-slice-circular = { $stones } taşlık dilim oluşturulmadı: orada oyun döngüye girebilir
solve-build-ready = 1 ile { $reached } arası düzeyler hazır ({ $positions } pozisyon, { $bytes } bayt): { $loaded } tanesi geri okundu, { $built } tanesi oluşturuldu
solve-build-not-kept = , { $levels } tanesi oluşturuldu ama saklanmadı (uyarılara bakın)
solve-build-interrupted = { $level }. düzeyden önce durduruldu: devam etmek için aynı komutu yeniden çalıştırın
solve-build-circular = { $level }. düzey oluşturulmadı: orada oyun döngüye girebilir
