# Hakem: bir turun neyle oynandığı, kaydedilen bir turun sorunları.

## Bir turun bir oyununa ne dendiği (referee::Unit)

# name: "set" Türkçede de set (federasyonun kurallarındaki söz)
referee-unit-set = set
referee-unit-card = kart
# name: "Set" Türkçede de Set
referee-unit-set-title = Set
referee-unit-card-title = Kart

## Turun sorunları, tam olarak (referee::ProblemFacts), `check` ve JSON için;
## $set, setin (ya da kartın) numarası.

referee-set-not-to-be-played = { $set }. { $unit ->
        [card] kart
       *[set] set
    } oynanmamalıydı: { $leader } zaten { $points } { $unit ->
        [card] kart
       *[set] set
    } puanına ulaşmıştı, bu da turu belirler
referee-set-after-warnings = { $set }. { $unit ->
        [card] kart
       *[set] set
    } oynanmamalıydı: { $loser }, { $at }. { $unit ->
        [card] kart
       *[set] set
    } içindeki { $limit }. uyarıyla turu kaybetmişti
referee-too-many-sets = { $set }. { $unit ->
        [card] kart
       *[set] set
    } oynanmamalıydı: { $rules } kurallarında bir tur en çok { $games } { $unit ->
        [card] kart
       *[set] set
    } sürer
referee-moves-after-end = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: { $after }. hamleden sonra { $extra } hamle yazılmış; orada { $what } ve { $unit ->
        [card] kart
       *[set] set
    } bitmişti
referee-incident-in-result = { $set }. { $unit ->
        [card] kart
       *[set] set
    }, { $incident }. olay: `after = { $after }`, ama { $unit ->
        [card] kart
       *[set] set
    } sonucuyla girilmiş (hamle yok): `after = 0` yazın
referee-incident-beyond-moves = { $set }. { $unit ->
        [card] kart
       *[set] set
    }, { $incident }. olay: `after = { $after }`, yazılan { $moves } hamlenin ötesinde
referee-exempt-warning = { $set }. { $unit ->
        [card] kart
       *[set] set
    }, { $incident }. olay: görme engelli { $name } oyuncusuna { $reason ->
        [touch-move] dokunulan taşı oynamama
        [illegal-move] kural dışı hamle
       *[conduct] davranış
    } uyarısı verilemez ({ $rules } kurallarında muaf); uyarı sayılmaz
referee-timeout-after-end = { $set }. { $unit ->
        [card] kart
       *[set] set
    }, { $incident }. olay: { $unit ->
        [card] kart
       *[set] set
    } bittikten sonra süre aşımı
referee-timeout-in-result = { $set }. { $unit ->
        [card] kart
       *[set] set
    }, { $incident }. olay: sonucuyla girilmiş bir { $unit ->
        [card] kart
       *[set] set
    } içinde süre aşımı; bunun yerine süre aşımının verdiği sonucu girin
referee-unfinished-set = { $unit ->
        [card] { $set }. kart bitmedi, ama { $later }. kart kaydedilmiş
       *[set] { $set }. set bitmedi, ama { $later }. set kaydedilmiş
    }
referee-draw-not-possible = { $unit ->
        [card] { $set }. kart: sonuç berabere, ama { $rules } kurallarında bir kart berabere bitemez
       *[set] { $set }. set: sonuç berabere, ama { $rules } kurallarında bir set berabere bitemez
    }
referee-store-missing = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: { $name } oyuncusunun hazinesi sayılmamış (`claimed.{ $key }`)
referee-store-missing-timeout = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: süresi biten { $name } oyuncusunun hazinesi sayılmamış; süre kuralı ona bakar (`claimed.{ $key }`)
referee-stores-beyond-total = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: sayılan hazineler { $sum } taş tutuyor; oyunda { $total } taş var
referee-stores-not-total = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: sayılan hazineler { $first } ve { $second }, toplam { $sum }; set bitince { $total } taşın hepsi hazinelerdedir
referee-stores-no-majority = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: sayılan hazineler { $first } ve { $second }, toplam { $sum }, { $total } değil; taşlar tahtada ancak bir hazine yarıdan fazlasını tutunca kalır
referee-score-not-signed = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: oyuncuların imzaladığı skor yazılmamış (`claimed`)
referee-start-order = { $unit ->
        [card] { $set }. kart: kayda göre { $recorded } başladı, ama { $rules } kurallarına göre { $set }. kart için başlayan { $by_rules }
       *[set] { $set }. set: kayda göre { $recorded } başladı, ama { $rules } kurallarına göre { $set }. set için başlayan { $by_rules }
    }
referee-start-order-nobody = { $unit ->
        [card] { $set }. kart: kayda göre { $recorded } başladı, ama { $rules } kurallarında bir kart için başlayan belirlenmez
       *[set] { $set }. set: kayda göre { $recorded } başladı, ama { $rules } kurallarında bir set için başlayan belirlenmez
    }

## Turun sorunları, kısaca, çizelgelerin notları için

referee-brief-set-not-to-be-played = { $unit ->
        [card] { $set }. kart oynanmamalıydı: tur kart puanlarıyla belirlenmişti
       *[set] { $set }. set oynanmamalıydı: tur set puanlarıyla belirlenmişti
    }
referee-brief-set-after-warnings = { $set }. { $unit ->
        [card] kart
       *[set] set
    } oynanmamalıydı: tur uyarılarla kaybedilmişti
referee-brief-too-many-sets = { $set }. { $unit ->
        [card] kart
       *[set] set
    } fazla: bir tur bu kadar uzun sürmez
referee-brief-moves-after-end = { $unit ->
        [card] { $set }. kartta kart bittikten sonra hamle yazılmış
       *[set] { $set }. sette set bittikten sonra hamle yazılmış
    }
referee-brief-incident-beyond-moves = { $unit ->
        [card] { $set }. kartta
       *[set] { $set }. sette
    } bir olay, yazılan hamlelerden sonraya kaydedilmiş
referee-brief-exempt-warning = { $unit ->
        [card] { $set }. kartta
       *[set] { $set }. sette
    } görme engelli oyuncuya muaf olduğu bir uyarı verilmiş
referee-brief-timeout-after-end = { $unit ->
        [card] { $set }. kartta süre aşımı, kart bittikten sonra kaydedilmiş
       *[set] { $set }. sette süre aşımı, set bittikten sonra kaydedilmiş
    }
referee-brief-timeout-in-result = { $set }. { $unit ->
        [card] kart
       *[set] set
    } sonuçla girilmiş; süre aşımı kaydedilemez
referee-brief-unfinished-set = { $unit ->
        [card] { $set }. kart bitmeden sonraki kart kaydedilmiş
       *[set] { $set }. set bitmeden sonraki set kaydedilmiş
    }
referee-brief-draw-not-possible = { $set }. { $unit ->
        [card] kart
       *[set] set
    } berabere girilmiş; bu oyunda beraberlik olmaz
referee-brief-store-missing = { $unit ->
        [card] { $set }. kartta
       *[set] { $set }. sette
    } sayılması gereken bir hazine yazılmamış
referee-brief-stores-impossible = { $unit ->
        [card] { $set }. kartta
       *[set] { $set }. sette
    } sayılan hazineler oyunun hiçbir sonunda olamaz
referee-brief-score-not-signed = { $unit ->
        [card] { $set }. kartın
       *[set] { $set }. setin
    } imzalanan skoru yok
referee-brief-start-order = { $unit ->
        [card] { $set }. kartı
       *[set] { $set }. seti
    } turnuva kurallarındaki oyuncu başlatmamış

## Turnuva kuralları dosyasının denetimleri (referee::tournament::RulesProblem)

referee-rules-document = turnuva kuralları
referee-rules-unreadable = turnuva kuralları okunamadı
referee-table-missing = turnuva kuralları: [{ $table }] tablosu eksik
referee-round-draw-missing = [round_points]: `draw` anahtarı eksik (bir tur berabere bitebilir)
referee-draw-share = `draw_share`: beklenen 0'dan büyük, en çok 1 olan bir taş payı, bulunan { $found }
referee-share-missing = [timer]: `on_timeout = "store-share"` için `draw_share` gerekir (0.5: taşların yarısı)
referee-share-unused = [timer]: `draw_share` yalnızca `on_timeout = "store-share"` ile geçerlidir
referee-start-order-missing = [round]: taş dağıtma varyantlarının kurallarında `start_order` gerekir (biri Güney'de oturur)
referee-stop-at-unreachable = [round]: `stop_at` = { $stop }, { $win } puanlık { $games } oyunda hiçbir zaman ulaşılamaz
referee-points-order = [{ $table }]: beklenen win > draw >= loss (beraberlik yoksa win > loss)
referee-not-a-number = `{ $key }`: beklenen en az 0 olan bir sayı, bulunan { $found }

## Bir kaydın varyantı ve turnuva kuralları (referee::open_record::OpenProblem,
## open_grid::GridOpenProblem, tournament::RulesName)

referee-file-unreadable = `{ $key }`: "{ $name }" okunamadı: { $reason }
referee-unknown-variant = bilinmeyen varyant "{ $name }"{ $hint ->
        [none] {""}
       *[other] {" "}("{ $hint }" mi demek istediniz?)
    }; beklenen yerleşik bir kural takımı ({ $rulesets }), bir ızgara oyunu ({ $grids }), sonuçla girilen bir oyun ({ $games }) ya da bir kural takımı .toml dosyasının yolu
referee-unknown-rules = bilinmeyen turnuva kuralları "{ $name }"{ $hint ->
        [none] {""}
       *[other] {" "}("{ $hint }" mi demek istediniz?)
    }; beklenen yerleşik turnuva kuralları ({ $builtin }) ya da bir .toml dosyasının yolu
referee-rules-for-results = `rules = "{ $rules }"` sonuçla girilen { $game } turları içindir, ama { $variant } varyantı bir taş dağıtma oyunu; mangala-2023 ya da { $default } gibi taş dağıtma varyantlarının kurallarını kullanın
referee-variant-unknown-rules = { $variant } varyantı bilinmeyen "{ $name }" turnuva kurallarını gösteriyor{ $hint ->
        [none] {""}
       *[other] {" "}("{ $hint }" mi demek istediniz?)
    }; beklenen yerleşik turnuva kuralları ({ $builtin }) ya da bir .toml dosyasının yolu
referee-variant-rules-for-results = { $variant } varyantı, sonuçla girilen bir oyunun turnuva kurallarını ({ $rules }) gösteriyor
referee-variant-not-the-game = `variant = "{ $variant }"`, ama `rules = "{ $rules }"` { $game } içindir
referee-cells-in-sowing = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: kare olarak yazılan hamleler ("d3", "c4 3") { $grids } gibi bir ızgara oyunu içindir; bu varyantın hamleleri kuyu numaralarıdır
referee-moves-in-results = { $set }. { $unit ->
        [card] kart: { $game } kartları
       *[set] set: { $game } setleri
    } hamleyle değil, `result` ile girilir ("first", "second" ya da "draw")
referee-result-in-sowing = { $set }. { $unit ->
        [card] kart
       *[set] set
    }: bir { $variant } seti `moves` ile denetlenir; `result` yalnızca sonuçla girilen oyunlar içindir ({ $games })
referee-rules-not-for-grid = `rules = "{ $rules }"` { $game } turları için değil; `game` değeri "{ $game }" olan kuralları kullanın, örneğin kural takımının kendi kurallarını: { $own ->
        [none] (yok)
       *[other] { $own }
    }
referee-grid-no-rules = { $ruleset } ızgara kural takımı turnuva kurallarını göstermiyor ve { $game } için yerleşik kural yok; `rules = "..."` ekleyin
referee-pits-in-grid = { $set }. set: { $ruleset } hamleleri kuyu numarası değil, "d3" ya da "c4 3" gibi karelerdir (ya da setin `result` değeri)
