# The record file's checks: what is wrong in a record as written
# (record::RecordProblem), and in a list of moves written as text.
# $set is a set's number, $incident an incident's in its set.

record-unreadable = the record could not be read
record-forfeit-with-sets = a round lost by `forfeit` was not played: it has no [[set]]
record-sets-expected = `set`: expected one or more [[set]] tables, each with `moves`
record-empty-string = `{ $key }`: expected a non-empty string, found { $found }
record-not-a-player = `{ $key }`: expected a name or {"{"} name = "...", id = "...", visually_impaired = true {"}"}, found { $found }
record-too-many-moves = set { $set }: { $moves } moves, more than the { $max } a set can hold; is this the right list?
record-moves-and-result = set { $set }: a set has either `moves` or a `result`, not both
record-moves-missing = set { $set }: missing key `moves` (or `claimed` for a set counted on paper, or `result` for a game entered by results)
record-result-and-claimed = set { $set }: a set entered by its `result` has no stores to claim
record-claimed-not-counted = set { $set }: `claimed` needs the stores counted, `{"{"} first = 30, second = 18 {"}"}`
record-not-a-pit-number = `moves`: expected pit numbers (1 to the pits a side, such as 3), found { $found }
record-not-a-move-list = `moves`: expected an array of pit numbers or a string such as "3 6 1", found { $found }
record-in-moves = `moves`: { $problem }
record-grid-move-not-a-string = `moves`: expected moves as strings such as "d3" or "c4 3", found { $found }
record-timeout-reason = set { $set } incident { $incident }: a timeout has no `reason`
record-not-a-date-time = `{ $key }` must be a date and time (2026-12-12T15:42:10+03:00), not { $found }

## How a problem names a table of the record

record-table-record = the record
record-table-set = set { $set }
record-table-player = [players] { $key }
record-table-incident = set { $set } incident { $incident }
record-table-history = history entry { $change }

## A move list written as text (records, --moves, --then)

record-not-a-pit = expected pit numbers separated by spaces, such as "3 6 1"; found "{ $token }"
record-grid-move-form = expected a move such as "d3", "c4 3", "c4 3ccw" or "pass"; found "{ $text }"
