# Sayılar Türkçe yazıldığı gibi: ondalık virgül, sayıdan önce yüzde
# işareti, sıra sayısından sonra nokta.

number-decimal = { $whole },{ $fraction }
number-percent = %{ $value }
number-percent-interval = { $value } ({ $low }–{ $high })
number-ordinal = { $n }.
