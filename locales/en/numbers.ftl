# Numbers as English writes them: a decimal point, the percent sign after
# the number, ordinals with their endings.

number-decimal = { $whole }.{ $fraction }
number-percent = { $value }%
number-percent-interval = { $value } ({ $low }-{ $high })
number-ordinal = { $n }{ NUMBER($n, type: "ordinal") ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
}
