# Metin olarak hakem check ve hakem replay: bir kaydın kararı, hamle hamle
# bir set, uzaktan okunan bir pozisyon, en iyi hamle.

## replay --best: neyin reddedildiği.

best-unsupported = --best: { $what } içeren kurallar henüz çözülemiyor ({ $rules }); bunun yerine bir oyuncu verin, örneğin --best alphabeta:8
best-illegal-move = { $k }. hamle ({ $pit }. kuyu) kural dışı
best-no-thread = --best solver: sistem bir arama iş parçacığı başlatmayı reddetti
best-endless = --best solver: { $rules } kurallarıyla oyun buradan sonsuza dek sürebilir; pozisyonun değeri yok
best-not-a-player = --best: { $reason }; ya da `solver`

## hakem replay: neyin reddedildiği.

replay-set-out-of-range = --set { $set }: { $file } içinde { $sets } set var (1 ile { $sets } arasında verin)
replay-results-only = { $file }: { $variant } setleri sonuçlarıyla girilir; yeniden oynatılacak hamle yok
replay-grid-set-by-result = { $file }: { $set }. sette yeniden oynatılacak hamle yok (sonucuyla girilmiş)
replay-no-such-pit = --count { $place }: { $pit } numaralı kuyu yok; kuyular 1 ile { $pits } arasında numaralanır
replay-past-set = { $flag } { $k }: { $file } kaydının { $set }. setinde { $moves } hamle var (0 ile { $moves } arasında verin)
replay-past-moves = { $flag } { $k }: --moves içinde { $moves } hamle var (0 ile { $moves } arasında verin)
replay-empty-range = --from { $from } --to { $to }: aralık boş (--from, --to değerinden büyük olamaz)
replay-large-no-json = --large basılacak bir görünümdür, JSON biçimi yoktur; --format json vermeyin
replay-not-for-grid = { $flag }: ızgara oyunu için değil ({ $rules }); K. hamleden sonraki tahta için --at K verin

## Raporların terimleri.

report-first = 1. oyuncu
report-second = 2. oyuncu
# name: a place in a file
report-located = { $file }:{ $line }:{ $column }

## Metin olarak hakem check.

# name: the record, the variant's title and name
check-text-heading = { $file } — { $title } ({ $name })
# name: the record and its game
check-text-heading-game = { $file } — { $game }
check-text-tournament-rules = Turnuva kuralları: { $title } ({ $name })
# name: a player and their side
check-text-player = { $name } ({ $side })
check-text-versus = { $first } – { $second }
check-text-forfeit = { $absent } masaya gelmedi: { $present } hükmen kazandı.
check-text-double-forfeit = iki oyuncu da masaya gelmedi: ikisi de hükmen kaybetti.
# name: a problem, its severity and place
check-text-problem = {"  "}{ $severity }: { $at ->
    [none] {""}
   *[other] { $at }:{" "}
}{ $problem }
check-text-verdict = Karar: { $valid ->
    [true] GEÇERLİ
   *[false] GEÇERSİZ
}
check-text-set-starts-south = { $number }. { $unit }: { $name } başlar (Güney).
check-text-set-starts = { $number }. { $unit }: { $name } başlar.
check-text-set-heading = { $number }. { $unit }:
check-text-starter-note = {"  "}Not: turnuva kurallarına göre { $number }. { $unit } için başlayan { $name }.
check-text-not-counted = {"  "}Sayılmadı: bu { $unit } oynanmamalıydı.
check-text-set-warnings = {"  "}Uyarılar: { $name }, bu { $unit } içinde { $count }.
check-text-moves-wins = {"  "}Hamleleri kayıtlı (yukarıda): { $name } kazandı.
check-text-result-wins = {"  "}Sonuç girildi: { $name } kazandı.
check-text-illegal = {"  "}{ $index }. hamle KURAL DIŞI{ $at ->
    [none] {""}
   *[other] {" "}({ $at })
}: { $mover }: { $why }.
check-text-mover-pit = { $pit }. kuyu
check-text-mover-played = { $name } ({ $seat }) { $pit }. kuyuyu oynadı
check-text-board-before = {"  "}{ $index }. hamleden önceki tahta:
check-text-played = {"  "}{ $plies } hamle oynandı; { $state }.
check-text-set-over = set bitti: { $how }
check-text-set-not-finished = set bitmedi, sıra: { $name } ({ $seat })
check-text-stores = {"  "}Hazineler: { $first } { $first_store }, { $second } { $second_store }{ $result }
check-text-counted-stores = {"  "}Sayılan hazineler: { $first } { $first_store }, { $second } { $second_store }{ $result }
check-text-winner = . Kazanan: { $name }.
check-text-drawn = . Berabere.
# name: the line ends
check-text-no-result = .
check-text-counted-no-winner = . Sonuç yok.
check-text-counted-ended = {"  "}Kağıtta sayıldı, { $how }.
check-text-claimed = {"  "}İmzalanan: { $first } { $first_store }, { $second } { $second_store } — { $judgement }.
check-text-cell-illegal = { $index }. hamle kural dışı
check-text-cell-timed-out = {" "}({ $name } süre aşımı)
check-text-cell-lost-by-warnings = {" "}({ $name } uyarılarla kaybetti)
check-text-cell-wins = { $name } kazandı{ $how ->
    [none] {""}
   *[other] { $how }
}
check-text-cell-drawn = berabere{ $how ->
    [none] {""}
   *[other] { $how }
}
check-text-match-summary = Maç özeti ({ $rules }; çiftler { $first }-{ $second } sırasıyla):
check-text-round-lost-by-warnings = {" "}({ $name }, { $at }. { $unit } içinde uyarılarla kaybetti)
check-text-wins-round = { $name } turu kazandı{ $why ->
    [none] {""}
   *[other] { $why }
}
report-solved-draw = beraberlik
report-solved-wins-by = { $winner } { $stones } taş farkla kazanır
# name: a seat and who sits there
board-caption = { $seat }: { $who }
# name: a seat alone
board-caption-seat = { $seat }

## Metin olarak hakem replay.

# name: a person and their seat
replay-text-seated = { $name } ({ $seat })
replay-text-stones = { $n } taş
replay-text-place-pit = { SUFFIX($seat, "in") } { $pit }. kuyusu
replay-text-place-store = { SUFFIX($seat, "in") } hazinesi
replay-text-what-set = { $file }, { $set }. set
# name: two items of a list
replay-text-list = { $first }, { $then }
replay-text-of = Yeniden oynatma: { $what } — { $title } ({ $name })
replay-text-seats = Güney: { $south } ({ $south_side }, seti başlatır). Kuzey: { $north } ({ $north_side }).
replay-text-what-if = Ya { $after }. hamleden sonra bunların yerine şu hamleler oynansaydı (kayıt değişmez):
replay-text-count-row = { $seat } { $pits }, hazine { $store }
replay-text-count-set-over = set bitti ({ $how })
replay-text-count-to-move = sıra: { $who }
replay-text-count-line = Sayım: { $south } | { $north } | { $next }.
replay-text-move = { $ply }. hamle{ $what_if ->
    [true] {" "}(varsayım)
   *[false] {""}
}: { $who }, { $pit }. kuyuyu oynar.
replay-text-feed = Rakibin ({ $them }) sırası boştu; bu hamle ona taş vermek zorundaydı.
replay-text-lands-tuzdyk = son taş: { $place } ({ SUFFIX($owner, "in") } tuzdığı)
replay-text-lands = son taş: { $place }
replay-text-lands-making = son taş: { $place }, orada artık { $count } taş var
replay-text-sows-relay = { $stones } dağıtır, sonra sürdürmeli dağıtmayla { $laps } devir daha ({ $lifted } alınıp dağıtılmaya devam edilir); { $landing }.
replay-text-sows = { $stones } dağıtır; { $landing }.
replay-text-into-tuzdyk = { SUFFIX($seat, "in") } tuzdığına düşen { $stones } { SUFFIX($seat, "in") } hazinesine gitti.
replay-text-captured-during-sowing = { $place } içindeki { $stones } dağıtma sırasında { $seat } için alındı.
replay-text-captures-one = { $place } içinden { $stones } alır.
replay-text-captures-many = { $stones } alır: { $parts }{ $more ->
    [none] {""}
   *[other] {" "}ve { $more } taş daha
}.
replay-text-capture-part = { $place } içinden { $count }
replay-text-tuzdyk-claimed = { $place } artık { SUFFIX($seat, "in") } tuzdığı: bundan sonra oraya düşen her taş { SUFFIX($seat, "in") } hazinesine gider.
replay-text-grand-slam-allowed = Büyük vurgun: { SUFFIX($them, "in") } sırasındaki bütün taşları alır; { $who } için her hamle böyle olduğundan buna izin verilir.
replay-text-grand-slam-nothing = Büyük vurgun: bu alım { SUFFIX($them, "in") } sırasındaki bütün taşları alacağı için hiçbir şey alınmaz.
replay-text-extra-turn = Tekrar oynama hakkı: { $who } yeniden oynar.
replay-text-passes = { $them } oynayacak taşı olmadığı için pas geçer: { $who } yeniden oynar.
replay-text-set-ends = Set biter: { $how }.
replay-text-swept = Sıralarda kalan taşlar alınır: { $parts }.
replay-text-swept-part = { SUFFIX($seat, "in") } hazinesine { $stones }
replay-text-illegal = { $ply }. hamle{ $what_if ->
    [true] {" "}(varsayım)
   *[false] {""}
} KURAL DIŞI{ $at ->
    [none] {""}
   *[other] {" "}({ $at })
}: { $mover }: { $why }.
replay-text-mover-pit = { $pit }. kuyu
replay-text-mover-plays = { $who }, { $pit }. kuyuyu oynar
replay-text-stops = Yeniden oynatma burada durur; gösterilen son tahta { $ply }. hamleden önceki pozisyondur.
replay-text-summary-stores = Hazineler: { $south } { $south_store }, { $north } { $north_store }
replay-text-wins-set = { $who } seti kazanır
replay-text-set-over-after = { $plies } hamleden sonra set bitti: { $how }. { $stores }; { $result }.
replay-text-not-over-after = { $plies } hamleden sonra set bitmedi; sıra: { $who }. { $stores }.
replay-text-after-what-if-move = { $k }. varsayım hamlesinden sonra
replay-text-after-move = { $k }. hamleden sonra
replay-text-on-side = {" "}({ SUFFIX($name, "in") } tarafı)
replay-text-count-set-is-over = Set bitti ({ $how }).
replay-text-count-next = Sıra: { $who }.
replay-text-count-answer = { $when }: { $place }{ $whose ->
    [none] {""}
   *[other] { $whose }
} içinde { $stones } var. { $next }
replay-text-best-solver = { $mover } için en iyi hamle (çözücü): { $pit }. kuyu; kusursuz oyunla { $verdict }.
replay-text-best-by = { $mover } için en iyi hamle ({ $by }): { $pit }. kuyu.

## replay --large: uzaktan okunmak üzere.

large-text-title-start = BAŞLANGIÇ POZİSYONU
large-text-title-after-what-if = { $k }. VARSAYIM HAMLESİNDEN SONRAKİ POZİSYON ({ $from }. İLE { $k }. ARASINDAKİ HAMLELER KAYITTA YOK)
large-text-title-after = { $k }. HAMLEDEN SONRAKİ POZİSYON
# name: the game and what is replayed
large-text-game = { $title } ({ $name }), { $what }
large-text-north = KUZEY: { $who }   (uzak taraf; Kuzey'in 1. kuyusu Kuzey'in solunda = sizin sağınızda)
large-text-south = GÜNEY: { $who }   (yakın taraf; Güney'in 1. kuyusu Güney'in solunda)
large-text-set-over = SET BİTTİ: { $how }
large-text-to-move = SIRA: { $who }
large-text-checklist-store = hazine: { $store }
large-text-checklist-totals = {"  "}Kuyularda { $pits }, hazinelerde { $stores }, toplam { $all }.
replay-not-a-place = `TARAF:KUYU` (örneğin `north:4`) ya da `store:TARAF` (örneğin `store:south`) bekleniyordu, TARAF `south`, `north`, `first` ya da `second`; bulunan "{ $given }"
# name: the side of the record that won, and who
check-text-grid-won = { $side } ({ $name })

## hakem event check A B C: salon
hall-check-head = Salon: { $groups } kategori
hall-check-group = { $group }: { $first }-{ $last }. masalar, { $rounds } turun { $paired } turu eşlendirildi
hall-check-fine = Hiçbir iki kategori aynı masa numarasını ya da kodu kullanmıyor.
hall-check-problems = Kategoriler arasında { $problems } sorun:
