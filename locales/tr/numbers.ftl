# Sayılar Türkçe yazıldığı gibi: ondalık virgül, sayıdan önce yüzde
# işareti.

number-decimal = { $whole },{ $fraction }
number-percent = %{ $value }
number-percent-interval = { $value } ({ $low }–{ $high })
