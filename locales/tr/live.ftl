# hakem live: masada kaydedilen tur (satır kipi ve ekran).

## Komut satırının söz dizimi: bir komutun sözcüğünün ne olması gerektiği
## ve bir satırın neden komut olmadığı. Yazılanlar yazıldığı gibi aktarılır
## (birinci, ikinci, kural-dışı: kullanıcının yazdığı sözcükler).

live-expect-player = oyuncu (birinci ya da ikinci)
live-expect-reason = sebep (dokunma, kural-dışı ya da davranış)
live-expect-number = tam sayı
live-expect-place = yer (K4, G2, kuzey:4, birinci:3, hazine:kuzey gibi)
live-expect-clock = kalan süre, D:SS (en çok 1440:00)
live-parse-not-a-command = "{ $word }" bir komut değil; help yazın
live-parse-unexpected = "{ $command }": fazladan "{ $word }"
live-parse-missing = "{ $command }": { $what } eksik
live-parse-bad = { $what } bekleniyordu; yazılan: "{ $found }"

## Yanıtların içinde söylenen sözcükler.

live-seat-south = Güney
live-seat-north = Kuzey
live-color-black = siyah
live-color-white = beyaz
live-reason-touch-move = dokunulan taşı oynamama
live-reason-illegal-move = kural dışı hamle
live-reason-conduct = davranış

## Kayıtta adı olmayan oyuncu, sırasıyla; ve bir oyuncunun (iyelik):
## adıyla ya da sırasıyla.

live-unnamed-first = 1. oyuncu
live-unnamed-second = 2. oyuncu
live-whose-named = { SUFFIX($name, "in") }
live-whose-first = 1. oyuncunun
live-whose-second = 2. oyuncunun

## Setin nasıl bittiği (live-reply-set-ended içinde).

live-end-grid = oyun bitti, { $how }
live-end-timeout = { $whose } süresi doldu
live-end-warnings = { $name } turu kaybettiren uyarıyı aldı
live-end-result = sonuç girildi
live-end-counted = hazineler sayıldı

## Turun sonucu.

live-round-won = { $name } turu kazandı
live-round-drawn = tur berabere
live-round-incomplete = tur tamamlanmadı

## undo ile geri alınan.

live-undo-move = { $ply }. hamle ({ $name }, { $pit }. kuyu)
live-undo-grid-move = { $ply }. hamle ({ $name }, { $text })
# name: uyarının sebebi ve oyuncu, yanıtlarda adlandırıldıkları gibi
live-undo-warning = { $reason } ({ $name })
live-undo-timeout = süre aşımı ({ $name })
live-undo-claim = imzalanan skorlar
live-undo-next-set = { $set }. set

## Yanıtlar, satır satır.

# name: dosya, oyunun ve turun kurallarının adı
live-reply-opened = { $path }: { $title }.
live-reply-clock-restored = Saat durduruldu: kalan süreler son kayıttan; masadaki saatle karşılaştırın, boşluk başlatır.
live-reply-status = { $set }. set, oynanan hamle: { $moves }.
live-reply-stores = Hazineler: { $first } { $first_stones }, { $second } { $second_stones }.
live-reply-warnings = Uyarılar: { $first } { $first_warnings }, { $second } { $second_warnings }.
live-reply-clock = Saat: { $first } { $first_left }, { $second } { $second_left }.
live-reply-grid-stones = Taşlar: { $first } ({ $first_color }) { $first_stones }, { $second } ({ $second_color }) { $second_stones }.
live-reply-to-move = Sıra: { $name } ({ $seat }).
live-reply-grid-to-move = Sıra: { $name } ({ $color }).
live-reply-grid-no-move = Hamle yapamazsınız: { $name } ({ $color }) pas geçer; pass ya da pas yazın.
live-reply-grid-board = { $ply ->
        [none] Başlangıç
       *[other] { $ply }. yarım hamleden sonra
    }{ $to_move ->
        [none] {""}
       *[other] , sıra { $to_move }
    } (x siyah, o beyaz):
live-reply-set-ended = { $set }. set bitti: { $how }.
live-reply-final-stores = Son hazineler: { $first } { $first_stones }, { $second } { $second_stones }.
live-reply-set-winner = { $name } { $set }. seti kazandı.
live-reply-set-drawn = { $set }. set berabere.
live-reply-claimed = İmzalanan: { $first } { $first_stones }, { $second } { $second_stones }: { $matches ->
        [true] tutuyor
        [false] TUTMUYOR
       *[none] karşılaştırılmadı
    }.
live-reply-claim-prompt = Oyuncuların imzaladığı skorlar: claim A B; A: { $first } ({ $first_seat }), B: { $second } ({ $second_seat }).
live-reply-next-prompt = Sonraki set: next.
live-reply-round-ended = Tur bitti: { $result }.
live-reply-set-points = Set puanı: { $first } { $first_points }, { $second } { $second_points }.
live-reply-round-points = Tur puanı: { $first } { $first_points }, { $second } { $second_points }.
# Tur bitince durum satırı: önce kazananın set puanı.
live-reply-round-status = { $set }. set bitti: { $result }, { $points }–{ $other_points }.
live-reply-valid = Kayıt denetlendi: bütün hamleler geçerli.
live-reply-invalid = KAYIT GEÇERSİZ: hakeme bildirin.
live-reply-moved = { $ply }. hamle: { $name }, { $pit }. kuyu.
live-reply-captured = { $stones } taş hazineye alındı.
live-reply-extra-turn = Son taş hazineye düştü: { $name } yeniden oynar.
live-reply-grid-moved = { $ply }. hamle: { $name } ({ $color }), { $text }.
live-reply-grid-turned = Dönen taş: { $discs }.
live-reply-warned = Uyarı: { $name } ({ $reason }), turda { $total }/{ $limit }.
live-reply-timed-out = Süre aşımı: { $whose } süresi doldu, hazinesinde { $stones } taş var.
live-reply-grid-timed-out = Süre aşımı: { $whose } süresi doldu; seti kaybeder.
live-reply-next-set = { $set }. set: { $name } başlar (Güney).
live-reply-grid-next-set = { $set }. set: { $name } başlar (siyah).
live-reply-next-unsigned = NOT: { $set }. setin imzalanan skoru yok; yazmak için önce undo, sonra claim A B.
live-reply-undone = Geri alındı: { $what }.
live-reply-counted-pit = { $seat } { $pit }. kuyu ({ $name }): { $stones } taş.
live-reply-counted-store = { $seat } hazinesi ({ $name }): { $stones } taş.
live-reply-clock-running = { $whose } saati işliyor.
live-reply-clock-stopped = Saat durdu.
live-reply-sheet-written = Maç kağıdı yazıldı: { $path }

## Bir komutun neden reddedildiği (hiçbir şey kaydedilmedi).

live-reply-refused-move = REDDEDİLDİ: { $name } { $pit }. kuyuyu oynayamaz: { $why }. Hiçbir şey kaydedilmedi.
# Az önce reddedilen hamlenin uyarısını veren komut, yazıldığı gibi.
live-reply-warn-hint = Kural dışı hamle uyarısı (madde h): warn { $who ->
        [first] birinci
       *[second] ikinci
    } kural-dışı
live-reply-warn-hint-key = Kural dışı hamle uyarısı (madde h): w
live-reply-grid-refused = REDDEDİLDİ: { $name } ({ $color }) { $text } oynayamaz: { $why }. Hiçbir şey kaydedilmedi.
live-reply-grid-must-pass = REDDEDİLDİ: { $name } ({ $color }) hamle yapamaz: hiçbir kareye taş koyamaz; pas yazın (pass ya da pas).
live-reply-grid-not-a-move = REDDEDİLDİ: tahtada bir hamle değil: { $why }.
live-reply-not-this-game-pit = REDDEDİLDİ: bu oyunda kuyu yok; hamle bir karedir (d3), Pentago'da çevrilen tabla ile (c4 3), ya da pas.
live-reply-not-this-game-cell = REDDEDİLDİ: bu oyunda kare yok; hamle bir kuyu numarasıdır.
live-reply-not-this-game-count = REDDEDİLDİ: sayım kuyulu oyunlar içindir; tahta için board yazın.
live-reply-not-this-game-claim = REDDEDİLDİ: bu oyunda sonucu tahta verir; imzalanacak skor yok.
live-reply-exempt = REDDEDİLDİ: { $name } görme engelli; { $rules } kuralları bu uyarıyı ({ $reason }) vermez.
live-reply-no-refused-move = REDDEDİLDİ: uyarı verilecek reddedilmiş hamle yok; warn OYUNCU SEBEP yazın.
live-reply-set-over = REDDEDİLDİ: set bitti. İmzalanan skorlar: claim A B; sonraki set: next.
live-reply-grid-set-over = REDDEDİLDİ: set bitti; sonraki set: next.
live-reply-set-not-over = REDDEDİLDİ: set henüz bitmedi.
live-reply-round-over = REDDEDİLDİ: tur bitti.
live-reply-illegal-in-record = REDDEDİLDİ: kayıtta { $set }. setin { $index }. hamlesi kural dışı; undo ile geri alın.
live-reply-nothing-to-undo = Geri alınacak bir şey yok.
live-reply-no-such-pit = REDDEDİLDİ: { $pit }. kuyu yok; kuyular 1-{ $pits }.
live-reply-no-timer = REDDEDİLDİ: zamanlayıcı yok; hakem live --timer DAKİKA ile başlatın.
live-reply-changed-on-disk = REDDEDİLDİ: { $path } başka bir program tarafından değiştirildi; hiçbir şey yazılmadı. hakem live'ı yeniden başlatın.
live-reply-reloaded = REDDEDİLDİ: { $path } başka bir program tarafından değiştirildi; hiçbir şey yazılmadı.
live-reply-reloaded-board = Kayıt diskten yeniden okundu: tahta dosyadaki gibi ({ $set }. set, { $moves } hamle). Hamle hâlâ geçerliyse yeniden girin.
live-reply-sheet-over-record = REDDEDİLDİ: maç kağıdı bir kaydın üzerine yazılmaz; .html ile biten bir dosya adı verin.
live-reply-not-a-sheet = REDDEDİLDİ: { $path } bir maç kağıdı değil; üzerine yazılmaz. Başka bir dosya adı verin: sheet DOSYA.html
live-reply-failed = KAYDEDİLMEDİ: { $why }
live-reply-not-understood = ANLAŞILMADI: { $why }
live-reply-overlong = satır { $max } bayttan uzun

## Yardım: komutun söz diziminde doldurulacak sözcükler ve her komutun ne
## yaptığı (her satır 80 sütuna sığar: 20'si söz dizimi için).

live-help-commands = Komutlar:
live-help-pit = sıradaki oyuncu bu kuyuyu boşaltır
live-help-cell = hamle: kare (d3), Pentago'da kare ve tabla (c4 3ccw), pas
live-help-warn-refused = az önce reddedilen hamle için uyarı (madde h)
live-help-warn-syntax = warn OYUNCU SEBEP
live-help-warn = birinci|ikinci; dokunma|kural-dışı|davranış
live-help-undo = son hamle, uyarı, süre aşımı, skor ya da seti geri al
live-help-count-syntax = count YER
live-help-count = K4, G2, kuzey:4, birinci:3, hazine:kuzey (madde b)
live-help-timer = sıradaki oyuncunun saatini başlat ya da durdur
live-help-timer-set-syntax = timer OYUNCU D:SS
live-help-timer-set = bir oyuncunun kalan süresi
live-help-timeout-syntax = timeout OYUNCU
live-help-timeout = süresi doldu (setin sonucu süre kuralıyla)
live-help-claim = imzalanan hazineler: A 1. oyuncunun, B 2. oyuncunun
live-help-next = sonraki set, kuralların söylediği oyuncu başlar
live-help-sheet-syntax = sheet [DOSYA]
live-help-sheet = maç kağıdını yaz (HTML; olmazsa kaydın yanına)
live-help-board = tahtayı ve skoru göster
live-help-quit = çık (her şey zaten kaydedildi)

## Ekranda tahtanın çevresi.

# name: programın, dosyanın, oyunun ve kuralların adı
live-screen-title = hakem live · { $path } · { $game } · { $rules }
live-screen-score = { $set }. set ({ $sets } sette)  ·  Set puanı: { $first } { $first_points } – { $second_points } { $second }
live-screen-impaired = (görme engelli)
live-screen-warnings = uyarı { $warnings }/{ $limit }
live-screen-stones = Taşlar { $stones }
live-screen-clock = Saat { $left }{ $running ->
        [true] {" "}(işliyor)
       *[false] {""}
    }
# Tahtada bir kuyunun etiketi: bölgenin harfi ve kuyu (count ile yazılır).
live-screen-south-pit = G{ $pit }
live-screen-north-pit = K{ $pit }
live-screen-warn = { $name } için uyarı ({ $reason }): turda { $total }/{ $limit }{ $decides ->
        [true] ; TURU KAYBEDER
       *[false] {""}
    }
live-screen-undo = Geri alınsın mı: { $what }
live-screen-timeout = { $name } için süre aşımı
live-screen-confirm = { $what } (e/h)
live-screen-keys = 1-{ $pits } hamle · w uyarı (h) · t dokunma uyarısı · u geri al · c say · boşluk saat · o süre aşımı · s skor · n sonraki set · p maç kağıdı · : komut · q çık
live-screen-grid-keys = a-{ $last } hamle (d3 Enter) · w uyarı (h) · t dokunma uyarısı · u geri al · boşluk saat · o süre aşımı · n sonraki set · p maç kağıdı · : komut (pass) · q çık
live-screen-prompt = Komut: { $typed }_
live-screen-claim-prompt = Skorlar, önce { $first } ({ $first_seat }), sonra { $second } ({ $second_seat }): { $typed }_
live-screen-help-back = Herhangi bir tuş: tahtaya dön

## Bir kaydın neden hakem live ile kaydedilemediği ve komut satırında reddedilen
## oyuncu adı (bayraktan sonra söylenir).

live-open-other-variant = { $path }: kayıt { $given } değil, { $variant } turu; sürdürmek için --variant vermeyin
live-open-no-file = { $path }: böyle bir dosya yok; yeni bir kayıt başlatmak için --variant ve oyuncuları (--first, --second) verin
live-open-result-game = `variant = "{ $variant }"` sonucu girilen bir oyun; hakem live, hamleleri tek tek girilen oyunlar içindir (kuyulu oyunlar, Reversi, Pentago)
live-open-not-created = { $path }: oluşturulamadı
live-open-forfeit = { $path }: bu masa hükmen ({ $mark }): { $name } masaya gelmedi; hamle girilmez.
live-open-forfeit-both = { $path }: bu masa hükmen ({ $mark }): { $first } ve { $second } masaya gelmedi; hamle girilmez.
live-forfeit-in-record = kayıtta `forfeit = "{ $key }"`
# name: olay dosyası ve anahtarı
live-forfeit-in-event = { $file }, `[[forfeit]]`
live-name-length = 1 ile { $max } karakter arasında bir ad bekleniyor
live-name-control = bir ad denetim karakteri (satır sonu, sekme, ...) içeremez
