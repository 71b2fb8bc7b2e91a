# The Swiss system: pairing a round (`hakem pair`, its `--explain`), the
# tie-breaks, the Tournament Report File (TRF).

## Why a change to the tournament was refused

swiss-too-many-players = a tournament has at most { $max } players
swiss-rounds-out-of-range = { $rounds } rounds: a tournament has 1 to { $max }
swiss-round-out-of-range = round { $round } is not one of the { $planned } rounds
swiss-unknown-player = there is no player with pairing number { $number }
swiss-same-player = player { $number } cannot meet themselves
swiss-wrong-kind-of-result = { $result } is not a result for this kind of round
swiss-results-disagree = the results { $white } and { $black } do not fit one game
swiss-already-recorded = player { $number } already has round { $round } recorded
swiss-result-win = a win
swiss-result-draw = a draw
swiss-result-loss = a loss
swiss-result-forfeit-win = a win by forfeit
swiss-result-forfeit-loss = a loss by forfeit
swiss-result-pairing-bye = the pairing-allocated bye
swiss-result-full-bye = a requested bye worth a win
swiss-result-half-bye = a requested bye worth a draw
swiss-result-zero-bye = a requested bye worth nothing
swiss-result-absent = absent

## Why a round could not be paired

swiss-pairing-round-out-of-range = round { $round } is not one of the { $planned } rounds
swiss-pairing-no-result-for = round { $round } has no result for player { $player }: pair only after every result is in
swiss-pairing-has-games = round { $round } already has games recorded
swiss-pairing-too-few-players = round { $round } cannot be paired: { $players ->
    [one] { $players } player takes
   *[other] { $players } players take
} part, a pairing needs two or more
swiss-pairing-no-legal-pairing = round { $round } cannot be paired without a rematch, a forbidden pair, a second bye or a colour the rules forbid

## The rule of C.04.3 E that gave a table its colours (`--explain`)

swiss-colour-both-preferences = both colour preferences granted (E.1)
swiss-colour-only-preference = the only colour preference granted (E.1)
swiss-colour-stronger-preference = the stronger colour preference granted (E.2)
swiss-colour-wider-difference = the wider colour difference granted (E.2)
swiss-colour-alternated = colours alternated from the last time they differed (E.3)
swiss-colour-higher-ranked = the higher ranked player's preference granted (E.4)
swiss-colour-initial-colour = the initial-colour rule (E.5)

## The tie-breaks: a column's heading, and what it means

swiss-tie-break-heading = { $tie_break ->
    [de] DE
    [bh] BH
    [bh-c1] BH-C1
    [sb] SB
    [win] WIN
    [sp] SP
   *[stones] STONES
}
swiss-tie-break-legend = { $tie_break ->
    [de] DE: direct encounter: the place among the players still tied, by the points they scored against each other (1 the best; 0: it separates none)
    [bh] BH: Buchholz: the sum of the opponents' points
    [bh-c1] BH-C1: Buchholz Cut 1: the sum of the opponents' points, less the lowest
    [sb] SB: Sonneborn-Berger: the points of the opponents beaten, plus half those of the opponents drawn
    [win] WIN: the number of wins (wins not played over the board included)
    [sp] SP: the set points won
   *[stones] STONES: the stones won in the sets (the counted stores added up)
}

## A Tournament Report File not understood (`hakem event import-trf`)

trf-control-character = a control character ({ $code }): a TRF line holds text and spaces only
trf-player-line-indented = a player line (001) starts in column { $column }: it must start in column 1, the TRF's fields being at fixed columns
trf-rounds = expected the number of rounds (1 to { $max })
trf-points = expected points such as 1.0 or 0.5
trf-no-players = no player line (001) in the file: is it a Tournament Report File?
trf-number-gap = pairing number { $number } where { $expected } was expected: numbers run from 1 without gaps or repeats
trf-no-opponent = no opponent { $opponent } in this tournament
trf-opponent-disagrees = player { $opponent }'s round { $round } does not name player { $number } as opponent
trf-same-colour = players { $number } and { $opponent } both have this colour in round { $round }
trf-no-player = no player { $number }
trf-pairing-number = expected a pairing number (1 to { $max }) in columns 5-8
trf-rating = expected a rating in columns 49-52
trf-opponent-number = round { $round }: expected an opponent number or 0000
trf-colour = round { $round }: colour "{ $colour }" is not w, b or -
trf-result = round { $round }: result "{ $result }" does not fit { $game ->
    [true] a game
   *[false] a round without opponent
}
trf-no-colour = round { $round }: a game played needs a colour, w or b
trf-extras-number = expected a pairing number
trf-extra = expected round:set_points/stones, found "{ $found }"
trf-extra-round = "{ $found }": no round { $round } (rounds are 1 to { $max })
trf-extra-too-large = "{ $found }": set points (in halves) and stones are at most { $max }
trf-score = expected the score in columns 81-84 (such as 3.5), found "{ $found }"
trf-rank = expected the rank in columns 86-89 (a number), found "{ $found }"
trf-misaligned = column { $column } is blank in a player line, found "{ $found }": the fields are shifted (a name counted in bytes? read the file with the encoding it was written in)
trf-cell-misaligned = round { $round }: "{ $found }" in column { $column }, which is blank in a round's cell ("{ $cell }"): the cell is shifted; a cell is the opponent in 4 columns, a blank, the colour, a blank, the result ("  21 w 1")
trf-sex = expected the sex in column 10 (w or f for female, m for male, or blank), found "{ $found }"
trf-birth-date = expected the birth date in columns 70-79 (such as 2013/04/09, 2013/00/00 for a year alone, or blank), found "{ $found }"
trf-team-number = expected the pairing numbers of the team's players from column 37, found "{ $found }"
trf-date = expected a date such as 2026/12/12, found "{ $found }"
trf-not-in-cp1254 = the character "{ $character }" ({ $code }) on line { $line }, column { $column } of the TRF has no byte in Windows-1254 (cp1254): { $text }; write the file with --encoding utf-8, or the name with letters of the Turkish alphabet
trf-read-as-cp1254 = { $file } is not UTF-8: read as Windows-1254 (cp1254), one byte a letter; give --encoding if it is another

## Why `hakem pair` refused a round

pair-refused-all-paired = all { $rounds } rounds of the event are paired
pair-refused-not-a-round = round { $round } is not one of the event's { $rounds } rounds
pair-refused-before-earlier = round { $round } cannot be paired before round { $next }
pair-refused-paired-after = round { $round } cannot be paired again: round { $paired } was paired after it
pair-refused-holds-moves = round { $round } cannot be paired again: these records hold moves
pair-refused-results-missing = round { $round } cannot be paired until every result before it is in:
pair-refused-no-lot = round 1 is paired by the technical meeting's lot: write `lot = "starts"` (the first-ranked player starts set 1) or `lot = "second"` in { $event_file }

## What an interrupted `hakem pair` left, finished or undone

pair-recovered-removed-staging = removed { $path }: an interrupted pairing of round { $round }, never published
pair-recovered-removed-replaced = removed { $path }: the earlier pairing of round { $round }, already replaced
pair-recovered-restored = restored { $path }: the re-pairing of round { $round } was interrupted before it was published

## A round paired

pair-start-flag = --start { $value }: expected a date and time like 2026-12-12T14:30
pair-wrote = Wrote { $dir } ({ $records ->
    [one] { $records } record
   *[other] { $records } records
} and { $file })

## `hakem pair --explain`

pair-explain-points = { $points } { $halves ->
    [2] point
   *[other] points
}
pair-explain-group = { $points }: { $players }
pair-explain-moved-down = moved down into it: { $players }
pair-explain-float = { $who } floats { $direction ->
    [down] down
   *[up] up
}: { $score }, { $against ->
    [none] to the bye
   *[other] against { $against }
}
pair-explain-table = { $table }. { $white } - { $black } (group of { $group }): paired in the score group of { $score }; colours: { $colours }
