# Numbers as English writes them: a decimal point, the percent sign after
# the number.

number-decimal = { $whole }.{ $fraction }
number-percent = { $value }%
number-percent-interval = { $value } ({ $low }-{ $high })
