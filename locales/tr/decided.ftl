# Bir masanın turu nasıl belirlendi: sonuç listesinin açıklaması, duvarın
# sonuç hücresi, çapraz tablonun işaretleri.

decided-timeout = süre aşımı: { $set }. set, { $name }
decided-warnings = { $warnings }. uyarı ({ $set }. set): { $name }
decided-forfeit = hükmen: { $name } gelmedi
decided-double-forfeit = çifte hükmen: iki oyuncu da gelmedi
decided-timeout-mark = (s)
decided-timeout-legend = (s): set süre kuralıyla belirlendi (bir oyuncunun süresi bitti; açıklamada adı yazılı). Sayılmayan hazine · ile gösterilir.
decided-cross-timeout-mark = S
decided-cross-warnings-mark = U
decided-cross-legend = S: turun bir seti süre kuralıyla belirlendi; U: tur uyarı sınırıyla belirlendi

## hakem event print

event-print-json-results-only = --format json sonuçlar içindir (hakem event print DIR results --format json); sıralama için hakem event standings DIR --format json, eşlendirme için hakem pair DIR --format json
event-print-no-spreadsheet-of-pairing = eşlendirmenin tablo biçimi yok: HTML, metin ya da Markdown olarak yazdırın
