//! The table of the readers' English message forms and their Turkish
//! (used by [`super::turkish`]): data only, the matching is in `located`.

/// The forms of the readers' messages and of the phrases inside them
/// (what was expected, what was found, whose key): English with holes,
/// `{}` a phrase worded again, `{q}` a part kept as written (keys, names,
/// text quoted from the file), and the Turkish naming the holes `{0}`,
/// `{1}`, ... in its own order; `{n}` a number, kept. The first form that matches the whole
/// text is used; the more particular forms come first.
pub(super) const FORMS: &[(&str, &str)] = &[
    // Command-line refusals (`Error::Usage`): the flag and the value
    // given kept as written. First, before the general forms below.
    (
        "--memory {n}: give 1 to {n} MiB",
        "--memory {0}: 1 ile {1} MiB arasında bir değer verin",
    ),
    (
        "--threads {n}: give 1 to {n}",
        "--threads {0}: 1 ile {1} arasında bir sayı verin",
    ),
    ("{q} must be at least 1", "{0} en az 1 olmalı"),
    (
        "{q} {n} is more than the {n} games one run plays; run several with different --seed values",
        "{0} {1}, bir çalıştırmanın oynadığı en çok {2} oyundan fazla; farklı --seed değerleriyle birkaç kez çalıştırın",
    ),
    (
        "--threads {n} is more than {n}; leave it out to use every core",
        "--threads {0}, en çok {1} olabilir; her çekirdeği kullanmak için vermeyin",
    ),
    (
        "{q} {n}: give {n} to {n} stones",
        "{0} {1}: {2} ile {3} taş arasında bir sayı verin",
    ),
    (
        "--endgame {n}: the tables would take {n} MiB, more than half of --memory {n}",
        "--endgame {0}: tablolar {1} MiB tutar, --memory {2} değerinin yarısından çok",
    ),
    (
        "--build-endgames {n}: the tables take {n} MiB, more than --memory {n}",
        "--build-endgames {0}: tablolar {1} MiB tutar, --memory {2} değerinden çok",
    ),
    (
        "--memory {n}: the system cannot give the {n} MiB of the transposition table; give a smaller --memory",
        "--memory {0}: sistem geçiş tablosunun {1} MiB belleğini veremiyor; daha küçük bir --memory verin",
    ),
    (
        "--slice {n}: the slice of {n} stones ({q}) is missing or does not check; build it first",
        "--slice {0}: {1} taşlık dilim ({2}) eksik ya da denetimden geçmiyor; önce onu oluşturun",
    ),
    (
        "the endgame table of {n} stones needs {n} MiB, which cannot be allocated; give a smaller --endgame",
        "{0} taşlık oyun sonu tablosu {1} MiB ister, bu bellek ayrılamıyor; daha küçük bir --endgame verin",
    ),
    (
        "--moves: move {n} (pit {n}) is illegal ({q})",
        "--moves: {0}. hamle ({1}. kuyu) kural dışı ({2})",
    ),
    ("move {n}: illegal ({q})", "{0}. hamle: kural dışı ({1})"),
    (
        "--position: write South's {n} pits, a slash, then North's {n} pits (each row may be followed by its store)",
        "--position: Güney'in {0} kuyusunu, bir eğik çizgi, sonra Kuzey'in {1} kuyusunu yazın (her sıranın ardından hazinesi gelebilir)",
    ),
    (
        "{q}: a position can repeat and the rules have no repetition rule, so play can go on forever; this game has no value to solve",
        "{0}: bir konum yinelenebilir ve kurallarda yineleme kuralı yok, oyun sonsuza dek sürebilir; bu oyunun çözülecek bir değeri yok",
    ),
    (
        "{q}: endgame tables need rules whose future depends only on the pits (no majority or repetition rule)",
        "{0}: oyun sonu tabloları, geleceği yalnızca kuyulara bağlı kurallar ister (çoğunluk ya da yineleme kuralı olmadan)",
    ),
    (
        "--best solver: under {q} play can go on forever from here, so the position has no value",
        "--best solver: {0} kurallarıyla oyun buradan sonsuza dek sürebilir; konumun değeri yok",
    ),
    (
        "--best solver: the system refused to start a search thread",
        "--best solver: sistem bir arama iş parçacığı başlatmayı reddetti",
    ),
    (
        "the system refused to start a search thread (too little memory or address space for its stack, or too many threads); try fewer --threads",
        "sistem bir arama iş parçacığı başlatmayı reddetti (yığını için yetersiz bellek ya da adres alanı, ya da çok fazla iş parçacığı); daha az --threads deneyin",
    ),
    (
        "--best: unknown player `{q}`; players: {q}; or `solver`",
        "--best: bilinmeyen oyuncu `{0}`; oyuncular: {1}; ya da `solver`",
    ),
    (
        "no cache folder: give --cache-dir (HOME is not set)",
        "önbellek klasörü yok: --cache-dir verin (HOME tanımlı değil)",
    ),
    (
        "cannot start the search thread: {q}",
        "arama iş parçacığı başlatılamadı: [{0}]",
    ),
    (
        "cannot start the build thread: {q}",
        "oluşturma iş parçacığı başlatılamadı: [{0}]",
    ),
    (
        "cannot start worker threads: {q}",
        "iş parçacıkları başlatılamadı: [{0}]",
    ),
    ("the search thread failed", "arama iş parçacığı çöktü"),
    ("the build thread failed", "oluşturma iş parçacığı çöktü"),
    (
        "--set {n}: {q} has {} (give 1 to {n})",
        "--set {0}: {1} içinde {2} var (1 ile {3} arasında verin)",
    ),
    (
        "{q} {n}: set {n} of {q} has {} (give 0 to {n})",
        "{0} {1}: {3} kaydının {2}. setinde {4} var (0 ile {5} arasında verin)",
    ),
    (
        "{q} {n}: --moves has {} (give 0 to {n})",
        "{0} {1}: --moves içinde {2} var (0 ile {3} arasında verin)",
    ),
    (
        "--from {n} --to {n}: the range is empty (--from must not be after --to)",
        "--from {0} --to {1}: aralık boş (--from, --to değerinden büyük olamaz)",
    ),
    (
        "--large is a printed view and has no JSON form; leave out --format json",
        "--large basılacak bir görünümdür, JSON biçimi yoktur; --format json vermeyin",
    ),
    (
        "--count {q}: there is no pit {n}; pits are numbered 1 to {n}",
        "--count {0}: {1} numaralı kuyu yok; kuyular 1 ile {2} arasında numaralanır",
    ),
    (
        "{q}: not for a grid game ({q}); use --at K for the board after ply K",
        "{0}: ızgara oyunu için değil ({1}); K. hamleden sonraki tahta için --at K verin",
    ),
    (
        "{q}: set {n} has no moves to replay (entered by its result)",
        "{0}: {1}. sette yeniden oynatılacak hamle yok (sonucuyla girilmiş)",
    ),
    (
        "{q}: {q} sets are entered by their result; there are no moves to replay",
        "{0}: {1} setleri sonuçlarıyla girilir; yeniden oynatılacak hamle yok",
    ),
    (
        "compare: grid rulesets (reversi, pentago, ...) are compared with grid rulesets, sowing rulesets with sowing rulesets",
        "compare: ızgara kural takımları (reversi, pentago, ...) ızgara kural takımlarıyla, taş dağıtma kural takımları taş dağıtma kural takımlarıyla karşılaştırılır",
    ),
    ("--moves: no moves given", "--moves: hamle verilmedi"),
    (
        "--first/--second: {q} is played by random players only",
        "--first/--second: {0} yalnızca rastgele oyuncularla oynanır",
    ),
    (
        "{q}: no such file; to start a new record give --variant and the players (--first, --second)",
        "{0}: böyle bir dosya yok; yeni bir kayıt başlatmak için --variant ve oyuncuları (--first, --second) verin",
    ),
    (
        "{q}: expected a name of 1 to {n} characters",
        "{0}: 1 ile {1} karakter arasında bir ad bekleniyor",
    ),
    (
        "{q}: a name cannot hold a control character (a line break, a tab, ...)",
        "{0}: bir ad denetim karakteri (satır sonu, sekme, ...) içeremez",
    ),
    (
        "{q}: the record is a round of {q}, not {q}; leave out --variant to continue it",
        "{0}: kayıt {2} değil, {1} turu; sürdürmek için --variant vermeyin",
    ),
    ("{q}: could not be created", "{0}: oluşturulamadı"),
    ("{q}: not a file name", "{0}: bir dosya adı değil"),
    (
        "--printed-at {q}: expected a date and time like 2023-10-29T18:30",
        "--printed-at {0}: 2023-10-29T18:30 gibi bir tarih ve saat bekleniyor",
    ),
    (
        "SOURCE_DATE_EPOCH={q}: expected whole seconds since 1970-01-01",
        "SOURCE_DATE_EPOCH={0}: 1970-01-01'den bu yana geçen tam saniye bekleniyor",
    ),
    (
        "{q}={q}: expected whole seconds from 0 to 3600",
        "{0}={1}: 0 ile 3600 arasında tam saniye bekleniyor",
    ),
    (
        "{q} and {q} are records of different events ({} / {}); a results sheet covers one event",
        "{0} ve {1} farklı turnuvaların kayıtları ({2} / {3}); bir sonuç çizelgesi tek bir turnuvayı kapsar",
    ),
    ("no event name", "turnuva adı yok"),
    (
        "give the TABLE before its SETs (hakem result DIR TABLE SET...)",
        "önce masayı (TABLE), sonra setlerini (SET) verin (hakem result DIR TABLE SET...)",
    ),
    (
        "<stdin>: a line longer than {n} bytes; one line holds one table's sets",
        "<stdin>: {0} bayttan uzun bir satır; bir satıra bir masanın setleri yazılır",
    ),
    ("<stdin>: not UTF-8 text", "<stdin>: UTF-8 metin değil"),
    (
        "no random source for the table codes: {q}",
        "masa kodları için rastgele kaynak yok: [{0}]",
    ),
    (
        "{q}: {q} text; save the file as UTF-8",
        "{0}: {1} metni; dosyayı UTF-8 olarak kaydedin",
    ),
    (
        "{q}: is {}; hakem reads only regular files",
        "{0}: {1}; hakem yalnızca sıradan dosyaları okur",
    ),
    (
        "expected built-in tournament rules ({q}) or a path to a .toml file",
        "beklenen yerleşik turnuva kuralları ({0}) ya da bir .toml dosyasının yolu",
    ),
    (
        "{q} \"{q}\" could not be read: {}",
        "{0} \"{1}\" okunamadı: {2}",
    ),
    // What a move count reads (inside the forms above).
    ("{n} moves", "{0} hamle"),
    ("{n} move", "{0} hamle"),
    ("{n} plies", "{0} hamle"),
    ("{n} ply", "{0} hamle"),
    ("{n} sets", "{0} set"),
    ("{n} set", "{0} set"),
    ("{n} set(s)", "{0} set"),
    // toml_reader: the schema.
    (
        "a date is written year-month-day: write {q}, not {q}",
        "tarih yıl-ay-gün sırasıyla yazılır: {1} değil, {0} yazın",
    ),
    (
        "unknown key `{q}` (did you mean `{q}`?); expected one of: {q}",
        "bilinmeyen anahtar `{0}` (`{1}` mi demek istediniz?); geçerli anahtarlar: {2}",
    ),
    (
        "unknown key `{q}`; expected one of: {q}",
        "bilinmeyen anahtar `{0}`; geçerli anahtarlar: {1}",
    ),
    ("missing key `{q}`", "`{0}` anahtarı eksik"),
    (
        "{}: missing key `moves` (or `claimed` for a set counted on paper, or `result` for a game entered by results)",
        "{0}: `moves` anahtarı eksik (ya da kağıt üzerinde sayılan set için `claimed`, sonuçla girilen oyun için `result`)",
    ),
    (
        "{}: expected pit numbers (1 to the pits a side, such as 3), found {}",
        "{0}: beklenen kuyu numaraları (1'den bir yandaki kuyu sayısına kadar, örneğin 3), bulunan {1}",
    ),
    (
        "{}: expected pit numbers separated by spaces, such as \"3 6 1\"; found \"{q}\"",
        "{0}: beklenen boşlukla ayrılmış kuyu numaraları, örneğin \"3 6 1\"; bulunan \"{1}\"",
    ),
    (
        "{}: expected {}, found {}",
        "{0}: beklenen {1}, bulunan {2}",
    ),
    // Records.
    ("the record could not be read", "kayıt okunamadı"),
    (
        "a round lost by `forfeit` was not played: it has no [[set]]",
        "`forfeit` ile kaybedilen tur oynanmamıştır: [[set]] tablosu olmaz",
    ),
    (
        "`set`: expected one or more [[set]] tables, each with `moves`",
        "`set`: her biri `moves` içeren bir ya da daha çok [[set]] tablosu bekleniyordu",
    ),
    (
        "{}: {q} moves, more than the {q} a set can hold; is this the right list?",
        "{0}: {1} hamle, bir setin alabileceği {2} hamleden çok; doğru liste mi?",
    ),
    (
        "{}: a set has either `moves` or a `result`, not both",
        "{0}: bir sette ya `moves` ya `result` olur, ikisi birden olmaz",
    ),
    (
        "{}: a set entered by its `result` has no stores to claim",
        "{0}: `result` ile girilen sette bildirilecek hazine yoktur",
    ),
    (
        "{}: `claimed` needs the stores counted, `{ first = 30, second = 18 }`",
        "{0}: `claimed` için sayılan hazineler yazılır, `{ first = 30, second = 18 }`",
    ),
    (
        "{}: a timeout has no `reason`",
        "{0}: süre aşımının `reason` alanı olmaz",
    ),
    // event.toml.
    (
        "`{q}`: a control character (a line break, a tab, ...) cannot be part of it",
        "`{0}`: denetim karakteri (satır sonu, sekme, ...) içeremez",
    ),
    (
        "`end` ({q}) is before `start` ({q})",
        "`end` ({0}), `start` tarihinden ({1}) önce",
    ),
    (
        "an event has at most {q} players, this one {q}",
        "bir turnuvada en çok {0} oyuncu olur, bunda {1} var",
    ),
    (
        "{}: id \"{q}\" is already used by another player",
        "{0}: \"{1}\" kimliği başka bir oyuncunun",
    ),
    (
        "{}: no player has the id \"{q}\"",
        "{0}: \"{1}\" kimlikli oyuncu yok",
    ),
    (
        "{}: a player cannot be kept from meeting themselves",
        "{0}: bir oyuncu kendisiyle eşlenmekten alıkonamaz",
    ),
    (
        "{}: the same forfeit is entered twice",
        "{0}: aynı hükmen sonuç iki kez girilmiş",
    ),
    (
        "{}: a player has two results in round {n}",
        "{0}: bir oyuncunun {1}. turda iki sonucu var",
    ),
    (
        "{}: withdrawn after round {n}, before entering in round {n}",
        "{0}: {2}. turda katılmadan önce, {1}. turdan sonra çekilmiş",
    ),
    (
        "{}: a bye in round {n} is asked twice",
        "{0}: {1}. turdaki bay iki kez istenmiş",
    ),
    (
        "{}: a bye in round {n}, when the player is not in the event",
        "{0}: oyuncu turnuvada değilken {1}. turda bay",
    ),
    (
        "`tie_breaks`: \"{q}\" is listed twice",
        "`tie_breaks`: \"{0}\" iki kez yazılmış",
    ),
    (
        "`tie_breaks`: unknown tie-break \"{q}\"; expected one of {q}",
        "`tie_breaks`: bilinmeyen ölçüt \"{0}\"; geçerli olanlar: {1}",
    ),
    // TRF.
    (
        "a control character ({q}): a TRF line holds text and spaces only",
        "denetim karakteri ({0}): TRF satırında yalnızca metin ve boşluk olur",
    ),
    (
        "a player line (001) starts in column {n}: it must start in column 1, the TRF's fields being at fixed columns",
        "oyuncu satırı (001) {0}. sütunda başlıyor: 1. sütunda başlamalı, TRF'nin alanları sabit sütunlardadır",
    ),
    (
        "expected the number of rounds (1 to {n})",
        "beklenen tur sayısı (1 ile {0} arası)",
    ),
    (
        "expected points such as 1.0 or 0.5",
        "beklenen 1.0 ya da 0.5 gibi bir puan",
    ),
    (
        "no player line (001) in the file: is it a Tournament Report File?",
        "dosyada oyuncu satırı (001) yok: bu bir Turnuva Rapor Dosyası (TRF) mı?",
    ),
    (
        "pairing number {n} where {n} was expected: numbers run from 1 without gaps or repeats",
        "{1} beklenirken {0} eşlendirme numarası: numaralar 1'den başlar, atlanmaz ve tekrarlanmaz",
    ),
    (
        "no opponent {n} in this tournament",
        "bu turnuvada {0} numaralı rakip yok",
    ),
    (
        "player {n}'s round {n} does not name player {n} as opponent",
        "{0} numaralı oyuncunun {1}. turunda rakip {2} numaralı oyuncu değil",
    ),
    (
        "players {n} and {n} both have this colour in round {n}",
        "{0} ve {1} numaralı oyuncuların {2}. turda rengi aynı",
    ),
    ("no player {n}", "{0} numaralı oyuncu yok"),
    (
        "expected a pairing number (1 to {n}) in columns 5-8",
        "5-8. sütunlarda beklenen eşlendirme numarası (1 ile {0} arası)",
    ),
    (
        "expected a rating in columns 49-52",
        "49-52. sütunlarda beklenen bir kuvvet puanı (rating)",
    ),
    (
        "round {n}: expected an opponent number or 0000",
        "{0}. tur: beklenen rakip numarası ya da 0000",
    ),
    (
        "round {n}: colour {q} is not w, b or -",
        "{0}. tur: {1} rengi w, b ya da - değil",
    ),
    (
        "round {n}: result {q} does not fit a game",
        "{0}. tur: {1} sonucu oynanan bir oyuna uymuyor",
    ),
    (
        "round {n}: result {q} does not fit a round without opponent",
        "{0}. tur: {1} sonucu rakipsiz bir tura uymuyor",
    ),
    (
        "round {n}: a game played needs a colour, w or b",
        "{0}. tur: oynanan oyunun rengi yazılır, w ya da b",
    ),
    ("expected a pairing number", "beklenen eşlendirme numarası"),
    (
        "expected round:set_points/stones, found {q}",
        "beklenen tur:set_puanı/taş, bulunan {0}",
    ),
    (
        "{q}: no round {n} (rounds are 1 to {n})",
        "{0}: {1}. tur yok (turlar 1 ile {2} arası)",
    ),
    (
        "{q}: set points (in halves) and stones are at most {q}",
        "{0}: set puanı (yarımlarla) ve taş en çok {1} olur",
    ),
    // Files and names.
    (
        "`{q}`: \"{q}\" could not be read: {}",
        "`{0}`: \"{1}\" okunamadı: {2}",
    ),
    (
        "unknown variant \"{q}\"{}; expected a built-in ruleset ({q}), a grid game ({q}), a game entered by results ({q}) or a path to a ruleset .toml file",
        "bilinmeyen varyant \"{0}\"{1}; beklenen yerleşik bir kural takımı ({2}), bir ızgara oyunu ({3}), sonuçla girilen bir oyun ({4}) ya da bir kural takımı .toml dosyasının yolu",
    ),
    (
        "unknown variant \"{q}\"{}; expected a built-in ruleset ({q}) or a path to a ruleset .toml file",
        "bilinmeyen varyant \"{0}\"{1}; beklenen yerleşik bir kural takımı ({2}) ya da bir kural takımı .toml dosyasının yolu",
    ),
    (
        "unknown tournament rules \"{q}\"{}; expected built-in tournament rules ({q}) or a path to a .toml file",
        "bilinmeyen turnuva kuralları \"{0}\"{1}; beklenen yerleşik turnuva kuralları ({2}) ya da bir .toml dosyasının yolu",
    ),
    (
        "a NUL byte (0x00): this is not a text file",
        "NUL baytı (0x00): bu bir metin dosyası değil",
    ),
    (
        "not UTF-8 text (byte {q} here); save the file as UTF-8 (an older Turkish encoding such as ISO-8859-9 or Windows-1254 cannot be read)",
        "UTF-8 metin değil (burada {0} baytı); dosyayı UTF-8 olarak kaydedin (ISO-8859-9 ya da Windows-1254 gibi eski bir Türkçe kodlama okunamaz)",
    ),
    (
        "{q}: is larger than {q} MiB, far more than any record or ruleset; is it the right file?",
        "{0}: {1} MiB'tan büyük, hiçbir kayıt ya da kural takımı bu kadar büyük olmaz; doğru dosya mı?",
    ),
    (
        "{q}: is {}; hakem reads only regular files",
        "{0}: {1}; hakem yalnızca sıradan dosyaları okur",
    ),
    (
        "{q}: {q} text; save the file as UTF-8",
        "{0}: {1} metni; dosyayı UTF-8 olarak kaydedin",
    ),
    // Rulesets.
    (
        "the ruleset: missing table [board] (with `pits` and `stones`)",
        "kural takımı: [board] tablosu eksik (`pits` ve `stones` ile)",
    ),
    (
        "`board.start`: give `stones` (every pit alike) or `start` (pit by pit), not both",
        "`board.start`: ya `stones` (her kuyuya aynı) ya `start` (kuyu kuyu) yazılır, ikisi birden değil",
    ),
    (
        "`board.start`: lists {n} pits, but the board has {n} pits a side",
        "`board.start`: {0} kuyu sayıyor, ama tahtanın bir yanında {1} kuyu var",
    ),
    (
        "`extends`: more than {n} rulesets extend each other (a cycle?)",
        "`extends`: {0} kural takımından çoğu birbirini genişletiyor (bir döngü mü?)",
    ),
    ("{}: listed twice", "{0}: iki kez yazılmış"),
    (
        "{}: no stones at all: nothing could ever be played",
        "{0}: hiç taş yok: hiçbir hamle oynanamaz",
    ),
    // The event folder's problems (`event check`, `event standings`,
    // `pair`).
    (
        "a forfeit is entered for \"{q}\" in round {n}, who had no table in that round",
        "{1}. turda masası olmayan \"{0}\" için hükmen sonuç girilmiş",
    ),
    (
        "\"{q}\" asked for a bye in that round, yet is paired in round {n}: change {q}, or pair the round again",
        "\"{0}\" o tur için bay istemişti, yine de {1}. turda eşlendirilmiş: {2} dosyasını düzeltin ya da turu yeniden eşlendirin",
    ),
    (
        "\"{q}\" enters the event later, yet is paired in round {n}: change {q}, or pair the round again",
        "\"{0}\" turnuvaya daha sonra katılıyor, yine de {1}. turda eşlendirilmiş: {2} dosyasını düzeltin ya da turu yeniden eşlendirin",
    ),
    (
        "\"{q}\" had withdrawn, yet is paired in round {n}: change {q}, or pair the round again",
        "\"{0}\" turnuvadan çekilmişti, yine de {1}. turda eşlendirilmiş: {2} dosyasını düzeltin ya da turu yeniden eşlendirin",
    ),
    (
        "a result is entered for \"{q}\" against \"{q}\" in round {n}, who were not paired so (first, second) in that round",
        "{2}. turda \"{0}\" ile \"{1}\" için sonuç girilmiş, ama o turda böyle (birinci, ikinci) eşlendirilmediler",
    ),
    (
        "{q} enters a forfeit for this table, yet the record holds moves: remove one or the other",
        "{0} bu masa için hükmen sonuç giriyor, ama kayıtta hamleler var: birini kaldırın",
    ),
    (
        "{q} enters this table's result, yet the record holds moves: remove one or the other",
        "{0} bu masanın sonucunu giriyor, ama kayıtta hamleler var: birini kaldırın",
    ),
    (
        "[players] {q}: expected the player with id \"{q}\" (as paired in {q}), found id \"{q}\"",
        "[players] {0}: beklenen \"{1}\" kimlikli oyuncu ({2} dosyasındaki eşlendirmeye göre), bulunan \"{3}\" kimliği",
    ),
    (
        "[players] {q}: expected the player with id \"{q}\" (as paired in {q}), found no id",
        "[players] {0}: beklenen \"{1}\" kimlikli oyuncu ({2} dosyasındaki eşlendirmeye göre), kimlik yazılmamış",
    ),
    (
        "the record says variant \"{q}\", the event plays \"{q}\"",
        "kayıt \"{0}\" varyantını yazıyor, turnuvada \"{1}\" oynanıyor",
    ),
    (
        "the record says variant {q}, the event plays {q}",
        "kayıt {0} varyantını yazıyor, turnuvada {1} oynanıyor",
    ),
    (
        "[event] must say round = {n} and table = {n} (the file's place in the event)",
        "[event] içinde round = {0} ve table = {1} yazmalı (dosyanın turnuvadaki yeri)",
    ),
    (
        "left by an interrupted `hakem pair`: run `hakem pair` again to finish or undo it",
        "yarıda kalmış bir `hakem pair` bırakmış: bitirmek ya da geri almak için `hakem pair` komutunu yeniden çalıştırın",
    ),
    (
        "round {n} is not the next of the event's {n} rounds (rounds are paired 1, 2, 3, ... in order)",
        "{0}. tur, turnuvanın {1} turundan sıradaki değil (turlar 1, 2, 3, ... sırasıyla eşlendirilir)",
    ),
    (
        "the round's pairing cannot be read ({q}); pair the round with `hakem pair`",
        "turun eşlendirmesi okunamıyor ({0}); turu `hakem pair` ile eşlendirin",
    ),
    (
        "{n} tables, where the event's {n} players fill at most {n}",
        "{0} masa var, oysa turnuvanın {1} oyuncusu en çok {2} masayı doldurur",
    ),
    (
        "no player in {q} has the id \"{q}\"",
        "{0} dosyasında \"{1}\" kimlikli oyuncu yok",
    ),
    (
        "\"{q}\" is paired twice in the round",
        "\"{0}\" bu turda iki kez eşlendirilmiş",
    ),
    (
        "a temporary file left by an interrupted write (a killed `hakem live`): the next save of its record removes it; remove it by hand if no hakem is running",
        "yarıda kalan bir yazmadan (kapatılan bir `hakem live`) kalmış geçici dosya: kaydın bir sonraki kaydedilişi onu siler; çalışan hakem yoksa elle silin",
    ),
    (
        "not one of the round's {n} tables in {q}: move it out of the round's folder",
        "{1} dosyasındaki {0} masadan biri değil: tur klasörünün dışına taşıyın",
    ),
    (
        "the Dutch system pairs this round otherwise: table {n} would be {q} (here {q}), the bye {q} (here {q})",
        "Hollanda sistemi bu turu başka eşlendiriyor: {0}. masa {1} olurdu (burada {2}), bay {3} (burada {4})",
    ),
    (
        "the Dutch system pairs this round otherwise: table {n} would be {q} (here {q})",
        "Hollanda sistemi bu turu başka eşlendiriyor: {0}. masa {1} olurdu (burada {2})",
    ),
    (
        "the Dutch system cannot pair this round again: {q}",
        "Hollanda sistemi bu turu yeniden eşlendiremiyor: {0}",
    ),
    (
        "{n} player: a round needs two or more to be paired",
        "{0} oyuncu: bir turun eşlendirilmesi için en az iki oyuncu gerekir",
    ),
    (
        "{n} players: a round needs two or more to be paired",
        "{0} oyuncu: bir turun eşlendirilmesi için en az iki oyuncu gerekir",
    ),
    // `hakem pair` finishing or undoing an interrupted pairing.
    (
        "removed {q}: an interrupted pairing of round {n}, never published",
        "{0} silindi: {1}. turun yarıda kalmış, hiç yayımlanmamış eşlendirmesi",
    ),
    (
        "removed {q}: the earlier pairing of round {n}, already replaced",
        "{0} silindi: {1}. turun yerine yenisi konmuş önceki eşlendirmesi",
    ),
    (
        "restored {q}: the re-pairing of round {n} was interrupted before it was published",
        "{0} geri kondu: {1}. turun yeniden eşlendirmesi yayımlanmadan yarıda kalmıştı",
    ),
    // Writing files.
    (
        "{q}: is {}; hakem writes only to a regular file or a new name",
        "{0}: {1}; hakem yalnızca sıradan bir dosyaya ya da yeni bir ada yazar",
    ),
    (
        "{q}: refusing to write over a file this command reads",
        "{0}: bu komutun okuduğu bir dosyanın üzerine yazılmaz",
    ),
    ("{q}: not a file name", "{0}: dosya adı değil"),
    (
        "{q}: another program is writing these files{q} and did not finish within {n} s; nothing was written, try again",
        "{0}: bu dosyalara başka bir program yazıyor{1} ve {2} sn içinde bitirmedi; hiçbir şey yazılmadı, yeniden deneyin",
    ),
    (
        "{q}: is not a regular file; hakem keeps its write lock there (remove it)",
        "{0}: sıradan bir dosya değil; hakem yazma kilidini orada tutar (silin)",
    ),
    (
        "{q}: already there; an event is started once",
        "{0}: zaten var; bir turnuva bir kez başlatılır",
    ),
    (
        "{q}: already there; import into a new folder",
        "{0}: zaten var; yeni bir klasöre aktarın",
    ),
    (
        "{q}: holds codes for {n} tables of round {n}, but the round has {n} tables: remove the file to draw new codes",
        "{0}: {2}. turun {1} masasının kodlarını tutuyor, ama turda {3} masa var: yeni kodlar için dosyayı silin",
    ),
    // Event commands.
    (
        "{q} {n}: the event has {n} paired rounds",
        "{0} {1}: turnuvada eşlendirilmiş {2} tur var",
    ),
    (
        "no round of {q} is paired yet",
        "{0} turnuvasında henüz eşlendirilmiş tur yok",
    ),
    (
        "round {n} is not paired ({n} of {n} rounds are)",
        "{0}. tur eşlendirilmedi (eşlendirilen: {1}/{2} tur)",
    ),
    // Phrases inside the messages: whose key.
    ("set {n}", "{0}. set"),
    ("player {n}", "{0}. oyuncu"),
    ("{} incident {n}", "{0}, {1}. olay"),
    ("{} bye {n}", "{0}, {1}. bay"),
    ("{}: bye {n}", "{0}, {1}. bay"),
    ("prohibited pair {n}", "{0}. yasak eşleşme"),
    ("forfeit {n}", "{0}. hükmen"),
    ("the record", "kayıt"),
    ("the event", "turnuva"),
    // What was expected.
    (
        "an integer from {q} to {q}",
        "{0} ile {1} arasında bir tam sayı",
    ),
    (
        "a whole number of at least {q}",
        "en az {0} olan bir tam sayı",
    ),
    ("one of {q}", "şunlardan biri: {0}"),
    ("a string", "bir metin"),
    ("a non-empty string", "boş olmayan bir metin"),
    ("true or false", "true ya da false"),
    ("a date such as 2023-10-29", "2023-10-29 gibi bir tarih"),
    (
        "a name of lowercase letters, digits and '-'",
        "küçük harf, rakam ve '-' ile yazılmış bir ad",
    ),
    (
        "an array of pit numbers or a string such as \"3 6 1\"",
        "bir kuyu numaraları dizisi ya da \"3 6 1\" gibi bir metin",
    ),
    (
        "a name or { name = \"...\", id = \"...\", visually_impaired = true }",
        "bir ad ya da { name = \"...\", id = \"...\", visually_impaired = true }",
    ),
    (
        "a round or { round = N, value = \"full\" }",
        "bir tur ya da { round = N, value = \"full\" }",
    ),
    (
        "two player ids such as [\"ayse-yilmaz\", \"ali-yilmaz\"]",
        "iki oyuncu kimliği, örneğin [\"ayse-yilmaz\", \"ali-yilmaz\"]",
    ),
    ("two player ids", "iki oyuncu kimliği"),
    (
        "an array of tie-break codes ({q})",
        "bir sıralama ölçütü kodları dizisi ({0})",
    ),
    ("a tie-break code ({q})", "bir sıralama ölçütü kodu ({0})"),
    (
        "two whole numbers, such as [30, 18]",
        "iki tam sayı, örneğin [30, 18]",
    ),
    (
        "two numbers of set points in halves, such as [2, 0.5]",
        "yarımlarla iki set puanı, örneğin [2, 0.5]",
    ),
    // What was found.
    (
        "\"{q}\" (did you mean \"{q}\"?)",
        "\"{0}\" (\"{1}\" mi demek istediniz?)",
    ),
    (" (did you mean \"{q}\"?)", " (\"{0}\" mi demek istediniz?)"),
    ("the string \"{q}\"", "\"{0}\" metni"),
    ("the integer {q}", "{0} tam sayısı"),
    ("the boolean {q}", "{0} mantıksal değeri"),
    ("the date-time {q}", "{0} tarih-saati"),
    ("a float", "ondalıklı bir sayı"),
    ("an array", "bir dizi"),
    ("a table", "bir tablo"),
    // A key's message in general (`extends`: unknown variant ...): the
    // key kept, the message worded. Last, so that every particular form
    // comes first.
    ("`{q}`: {}", "`{0}`: {1}"),
    // A flag's or a file's message in general (`--variant: unknown
    // variant ...`): the prefix kept, the message worded.
    ("{q}: {}", "{0}: {1}"),
    // Kinds of file.
    ("a directory", "bir klasör"),
    ("a FIFO (named pipe)", "bir FIFO (adlı boru)"),
    ("a character device", "bir karakter aygıtı"),
    ("a block device", "bir blok aygıtı"),
    ("a socket", "bir soket"),
    ("not a regular file", "sıradan bir dosya değil"),
];
