# A school championship: players from the registration sheet, the lists,
# the schools ranked and the prizes.

## event.toml

event-table-list = list { $n }
event-table-prize = prize { $n }
event-file-unknown-category = `{ $key }`: "{ $category }" is not one of the event's categories ({ $categories })
event-file-category-twice = `categories`: "{ $category }" is listed twice
event-file-not-a-birth = `{ $key }`: expected a birth year (2013) or date (2013-04-09) from 1900 to 2100, found { $found }
event-file-list-id-used = { $table }: id "{ $id }" is already used by another list
event-file-no-such-list = `{ $key }`: no [[list]] has the id "{ $id }"
event-file-born-to-before-from = { $table }: `born_to` { $to } is before `born_from` { $from }
event-file-prize-twice = { $table }: place { $place } of this list already has a prize
event-file-school-control-character = `{ $key }`: a control character (a line break, a tab, ...) cannot be part of it
event-file-school-not-text = `{ $key }`: expected a non-empty string, found { $found }
event-file-not-an-amount = `{ $key }`: expected an amount (1500 or "1.500 TL"), found { $found }

## The registration sheet

sheet-rows-unknown-kind = { $path }: expected a .csv, .xlsx or .ods registration sheet
sheet-rows-not-a-workbook = { $path }: not a workbook that could be read ({ $reason })
sheet-rows-no-sheet = { $path }: the workbook has no sheet
sheet-rows-bad-csv = { $path }:{ $line }: this CSV line could not be read
sheet-rows-too-many-rows = { $path }: more than { $max } rows
registration-no-name-columns = { $at }: no column for the names: expected headers such as "Adı" and "Soyadı" (or "Ad Soyad"), or name them with --map; the sheet's headers: { $headers }
registration-no-such-header = { $at }: --map names "{ $header }", which is not a header of the sheet ({ $headers })
registration-missing-name = { $at }, column "{ $column }": no name
registration-unknown-sex = { $at }, column "{ $column }": "{ $found }" is not a sex: "K", "Kız", "Kadın", "F" or "E", "Erkek", "M"
registration-not-a-birth = { $at }, column "{ $column }": "{ $found }" is neither a year (2013) nor a date (09.04.2013, 2013-04-09)
registration-born-out-of-range = { $at }, column "{ $column }": born in { $year }, outside { $from } to { $to }
registration-unknown-category = { $at }, column "{ $column }": "{ $found }" is not one of the event's categories ({ $categories })
registration-not-a-rating = { $at }, column "{ $column }": "{ $found }" is not a rating from 0 to 4000
registration-duplicate = { $at }: { $name } is already on row { $row }
registration-too-many-players = { $at }: an event has at most { $max } players, with this sheet { $players }
registration-map-not-a-pair = --map: "{ $item }" is not HEADER=FIELD
registration-map-unknown-field = --map: "{ $field }" is not a field; the fields: { $fields }

## The commands

school-no-such-list = no list has the id "{ $id }"; the lists: { $lists }
school-no-lists = { $path } defines no [[list]]
school-no-teams = { $path } has no [teams] table: the schools are not ranked
school-no-prizes = { $path } has no [[prize]] table
school-nothing-written = { $problems ->
    [one] one problem
   *[other] { $problems } problems
} in the sheet: nothing was written to { $path }
school-imported = { $path }: { $added } players added from { $file } ({ $unchanged } already there, { $changed } changed in the sheet and left as they were)
school-would-import = { $path }: { $added } players would be added from { $file } ({ $unchanged } already there, { $changed } changed in the sheet and left as they were); nothing written
school-changed-row = row { $row }: { $name } ({ $id }) is in the event with another { $keys }; the event is left as it is
school-xlsx-failed = { $path }: the workbook could not be written ({ $reason })
school-lists-only = --list and --lists go with `standings`

## The listings

school-list-head = { $name } — standings after round { $round }
school-teams-head = Schools after round { $round }: the best { $best } players of each count
school-teams-in-list = Schools in { $name } after round { $round }: the best { $best } players of each count
school-look-alike = { $names } are ranked as different schools, but differ only in capitals, spaces or the marks of letters: if they are one school, write it the same way for every player in event.toml.
school-prizes-head = Prizes after round { $round }
school-prizes-rule = { $one ->
    [true] One prize per player: a player who has a prize is passed over for the next.
   *[false] A player may win several prizes.
}
school-counted = { $name } (place { $place }: { $points })

## Certificates

certificate-place = Place { $place } in { $list }
certificate-overall = Place { $place } overall
