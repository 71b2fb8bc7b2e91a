# Tarihler ve saatler Türkçe yazıldığı gibi: gün, ayın adı, yıl; sonra
# günün saati.

when-date = { $day } { $month ->
    [1] Ocak
    [2] Şubat
    [3] Mart
    [4] Nisan
    [5] Mayıs
    [6] Haziran
    [7] Temmuz
    [8] Ağustos
    [9] Eylül
    [10] Ekim
    [11] Kasım
   *[12] Aralık
} { $year }
when-date-time = { $date } { $time }
