# The event folder: event.toml, the rounds' pairings and records, and what
# `hakem event` and `hakem pair` say of them.

## What keeps a round from being complete, or is wrong in the folder

event-interrupted-pair = left by an interrupted `hakem pair`: run `hakem pair` again to finish or undo it
event-round-not-next = round { $round } is not the next of the event's { $rounds } rounds (rounds are paired 1, 2, 3, ... in order)
event-pairing-unreadable = the round's pairing cannot be read ({ $reason }); pair the round with `hakem pair`
event-manifest-round = says round { $says }, in the folder of round { $round }
event-too-many-tables = { $tables } tables, where the event's { $players } players fill at most { $max }
event-unknown-id = no player in { $file } has the id "{ $id }"
event-paired-twice = "{ $id }" is paired twice in the round
event-left-over = a temporary file left by an interrupted write (a killed `hakem live`): the next save of its record removes it; remove it by hand if no hakem is running
event-stray-file = not one of the round's { $tables } tables in { $file }: move it out of the round's folder
event-forfeit-with-moves = { $file } enters a forfeit for this table, yet the record holds moves: remove one or the other
event-result-with-moves = { $file } enters this table's result, yet the record holds moves: remove one or the other
event-record-missing = the record is missing
event-illegal-move = { $unit } { $set }, move { $index }: pit { $pit } is illegal ({ $why })
event-claimed-wrong = { $unit } { $set }: the claimed stores are not the stores at the end
event-no-result-yet = no result entered yet
event-not-finished = the round is not finished: the { $unit }s recorded do not decide it (another { $unit }, or the rest of the moves, is missing)
event-player-not-paired = {"["}players] { $key }: expected the player with id "{ $id }" (as paired in { $file }), found { $found ->
    [none] no id
   *[other] id "{ $found }"
}
event-variant-not-the-events = the record says variant "{ $variant }"{ $rules ->
    [none] {""}
   *[other] {" "}under "{ $rules }"
}, the event plays "{ $event_variant }"{ $event_rules ->
    [none] {""}
   *[other] {" "}under "{ $event_rules }"
}
event-place-not-the-events = {"["}event] must say round = { $round } and table = { $table } (the file's place in the event)
event-forfeit-without-table = a forfeit is entered for "{ $player }" in round { $round }, who had no table in that round
event-paired-though = "{ $id }" { $why ->
    [bye] asked for a bye in that round
    [later] enters the event later
   *[withdrawn] had withdrawn
}, yet is paired in round { $round }: change { $file }, or pair the round again
event-result-not-paired = a result is entered for "{ $first }" against "{ $second }" in round { $round }, who were not paired so (first, second) in that round
event-unsigned-sets = { $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
} with no signed score (`claimed`): { $tables }
# What a round is played in.
event-unit-set = set
event-unit-card = card

## `hakem event check --pairings`, and an event that cannot be paired

event-check-paired-otherwise = the Dutch system pairs this round otherwise: table { $table } would be { $would ->
    [none] none
   *[other] { $would }
} (here { $here ->
    [none] none
   *[other] { $here }
})
event-check-paired-otherwise-bye = the Dutch system pairs this round otherwise: table { $table } would be { $would ->
    [none] none
   *[other] { $would }
} (here { $here ->
    [none] none
   *[other] { $here }
}), the bye { $bye ->
    [none] none
   *[other] { $bye }
} (here { $bye_here ->
    [none] none
   *[other] { $bye_here }
})
event-check-cannot-pair-again = the Dutch system cannot pair this round again: { $why }
event-check-too-few-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}: a round needs two or more to be paired

## event.toml (and a round's pairing.toml) not understood

event-file-control-character = `{ $key }`: a control character (a line break, a tab, ...) cannot be part of it
event-file-not-text = `{ $key }`: expected a non-empty string, found { $found }
event-file-not-a-bye = `{ $key }`: expected a round or `{"{"} round = N, value = "full" {"}"}`, found { $found }
event-file-end-before-start = `end` ({ $end }) is before `start` ({ $start })
event-file-too-many-players = an event has at most { $max } players, this one { $players }
event-file-id-used = { $table }: id "{ $id }" is already used by another player
event-file-no-such-id = { $table }: no player has the id "{ $id }"
event-file-meets-themselves = { $table }: a player cannot be kept from meeting themselves
event-file-not-two-players = { $table }: `players`: expected two player ids such as ["ayse-yilmaz", "ali-yilmaz"], found { $found }
event-file-forfeit-twice = { $table }: the same forfeit is entered twice
event-file-two-results = { $table }: a player has two results in round { $round }
event-file-round-twice = { $table }: round { $round } already has a [[round]] with its start
event-file-tie-breaks-not-a-list = `tie_breaks`: expected an array of tie-break codes ({ $codes }), found { $found }
event-file-tie-break-twice = `tie_breaks`: "{ $code }" is listed twice
event-file-unknown-tie-break = `tie_breaks`: unknown tie-break "{ $code }"; expected one of { $codes }
event-file-tie-break-not-a-code = `tie_breaks`: expected a tie-break code ({ $codes }), found { $found }
event-file-withdrawn-before-entering = { $table }: withdrawn after round { $after }, before entering in round { $from }
event-file-bye-twice = { $table }: a bye in round { $round } is asked twice
event-file-bye-not-in-event = { $table }: a bye in round { $round }, when the player is not in the event
event-file-not-a-pair = `{ $key }`: expected { $halves ->
    [true] two numbers of set points in halves, such as [2, 0.5]
   *[false] two whole numbers, such as [30, 18]
}, found { $found }
event-file-unread = the event could not be read
event-file-not-read = `{ $key }`: "{ $name }" could not be read: { $reason }
event-file-not-half-points = the tournament rules { $rules } give round points that are not whole or half points ({ $win }, { $draw }, { $loss }); the Swiss pairing counts in half points
event-file-not-a-table = `tables`: expected two player ids, found { $found }

## A round's table codes (round-N/codes.toml)

event-codes-no-random-source = no random source for the table codes: { $reason }
event-codes-not-understood = { $path }: not understood: `round = N` and `tables = ["CODE", ...]` of { $length } characters from { $alphabet } are expected
event-codes-other-round = { $path }: holds codes for { $tables } tables of round { $round }, but the round has { $has } tables: remove the file to draw new codes

## `hakem event import-trf`

event-import-not-read = { $flag } "{ $name }" could not be read: { $reason }

## The event's lists in the terminal

event-pairing-head = Round { $round } of { $rounds }: { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}
event-pairing-bye = Bye (allocated by the pairing): { $player }
event-requested-bye = Bye (requested): { $player }
event-standings-after = Standings after round { $round }
event-tie-break-order = Order: points, then { $order }; players equal on every one share a rank (=).
event-cross-table-after = Cross table after round { $round }
event-round-short = R{ $round }
event-issues-more = { $file }: and { $more } more { $more ->
    [one] problem
   *[other] problems
} in this file
event-check-head = { $name }: { $players } players, { $rounds } rounds, { $paired } paired
event-check-round = round { $round }: { $tables } { $tables ->
    [one] table
   *[other] tables
}, { $complete } complete{ $bye ->
    [none] {""}
   *[other] , bye: { $bye }
}
event-check-paired-as-dutch = round { $round }: paired as the Dutch system pairs it
event-check-ready = ready to pair round { $round }
event-check-problems = { $problems } { $problems ->
    [one] problem
   *[other] problems
}:
event-codes-head = Round { $round }: table codes
event-not-all-in = { $after ->
    [1] the results of round 1 are not all in:
   *[other] the results of rounds 1 to { $after } are not all in:
}

## What the event commands say of the folder

event-new-written = Wrote { $path }: fill in the event and its players, then `hakem event check { $dir }`
event-already-started = { $path }: already there; an event is started once
event-import-exists = { $path }: already there; import into a new folder
event-no-such-round = { $option } { $round }: the event has { $paired } paired rounds
event-nothing-paired = no round of { $dir } is paired yet
event-round-not-paired = round { $round } is not paired ({ $paired } of { $rounds } rounds are)
event-left-out = rounds { $from } to { $to } are left out: their results are not all in (hakem event check { $dir })
event-imported = Wrote { $path } ({ $players } players, { $rounds } rounds) and { $paired } paired rounds from { $file }

## The printing time of a printout (`hakem sheet`, `hakem event print`)

printed-at-flag = --printed-at { $value }: expected a date and time like 2023-10-29T18:30
printed-at-source-date-epoch = SOURCE_DATE_EPOCH={ $value }: expected whole seconds since 1970-01-01

## A list's column of the player who starts set 1

event-set-starts = Starts set { $set }
event-black-in-set = Black in set { $set }

## The tables of event.toml, as a problem names them

event-table-event = the event
event-table-pairing = the pairing
event-table-player = player { $n }
event-table-prohibited = prohibited pair { $n }
event-table-forfeit = forfeit { $n }
event-table-result = result { $n }
event-table-round = round { $n }
event-table-bye = { $table }: bye { $n }

## One hall, several groups (hall.toml, hakem serve A B C, hakem event check A B C)
hall-table-hall = the hall
hall-not-a-name = { $dir }: a group's folder is named with lowercase letters, digits and '-' (its pages' address is /<folder>/)
hall-reserved-name = "{ $name }" is an address of the hall itself; name the group's folder otherwise
hall-same-name = two groups are named "{ $name }"; each group's folder needs its own name
hall-too-many-groups = { $groups } groups; a hall serves at most { $max }
hall-no-groups = the hall names no group: groups = ["ilkokul", "ortaokul"]
hall-tables-overlap = { $group } (tables { $first } to { $last }) and { $other } (tables { $other_first } to { $other_last }) share table numbers: give one of them another first_table
hall-code-twice = { $group }, round { $round }, table { $table } has the same code as { $other }, round { $other_round }, table { $other_table }: run hakem pair --round { $round } on one of them before any result is in, or ask both tables for their cards
