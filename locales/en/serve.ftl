# hakem serve: the wall, the lists, the desk, a table's result from a
# phone, the JSON API's errors, the lines printed at start.

## Starting and stopping (src/serve/mod.rs, src/commands/serve.rs)

serve-start-addresses = the wall: { $wall }   tables: { $wall }table   arbiter's desk: { $wall }desk
serve-start-drawn-password = the desk's password: { $password }
serve-port-taken = another program listens on this port; give another (--port 0: any free one)
serve-port-not-allowed = this user may not open this port (ports below 1024 need the administrator); give one from 1024 up (--port 0: any free one)
serve-cannot-listen = cannot listen on this port: { $detail }
serve-empty-password = give a password, not an empty text
serve-cannot-start = cannot start the server: { $detail }
serve-stopped = the server stopped: { $detail }

## Answers that are not a page (src/serve/app.rs, src/serve/offline.rs)

serve-password-needed = the arbiter's password is needed
serve-request-failed = the request failed
serve-request-not-made = the request cannot be made
serve-not-ready = the server is not ready
serve-folder-unreadable = the event folder cannot be read:
    { $error }
serve-no-such-list = no such list
serve-no-such-printout = no such printout

## The wall, the lists and the desk (src/serve/pages.rs)

# The name of this language, in this language: the link to its pages.
serve-language-name = English
serve-round = Round { $round }
serve-pairing-of-round = Pairing list — Round { $round }
serve-tables-in-of = { $done } of { $tables } tables in
serve-pairing-bye = Bye (allocated by the pairing): { $name }
serve-requested-bye = Bye (requested): { $name }
serve-players-of = Players ({ $players })
serve-standings-after = The standings after round { $round } appear once every table of the round is in: { $done } of { $tables } in.
serve-on-the-command-line = The same on the command line: { $command }
serve-pair-next-round = Pair round { $round }
serve-table-in = In: { $result }
serve-pair-when-in = Round { $next } can be paired once every table of round { $round } is in: { $done } of { $tables } in.
serve-paired-round = Round { $round } is paired: { $tables ->
    [one] { $tables } table.
   *[other] { $tables } tables.
}
serve-how-paired = How the pairing was made (hakem pair --explain)

## A table's result: the phone's pages and the desk's correction (src/serve/entry.rs)

serve-form-not-a-number = Set { $set }: "{ $text }" is not a number.
serve-form-empty-set = Set { $set } is empty; enter the sets played in order.
serve-set = Set { $set }
serve-warnings-of = { $name }: warnings
serve-i-confirm = { $name }: I confirm
serve-no-table-in-round = Round { $round } has no such table.
serve-table-heading = Round { $round }, Table { $table }: { $first } – { $second }
serve-verdict-won = Round result: { $name } wins the round
serve-verdict-drawn = Round result: the round is drawn
serve-verdict-incomplete = Round result: the round is not complete
serve-warnings-given = Warnings: { $first } – { $second }
serve-corrected = Table { $table }: result saved — { $tokens }
serve-cleared = Table { $table }: result cleared (was: { $was })
serve-not-written = table { $table } not written: { $why }
serve-store-not-entered = { $unit ->
    [card] card
   *[set] set
} { $set }: the stones in { $name }'s store are not entered
serve-store-not-entered-timeout = { $unit ->
    [card] card
   *[set] set
} { $set }: { $name }'s time ran out, and the time-out rule reads { $name }'s store: enter the stones counted in it

# A result as the SET tokens of `hakem result`, in the forms this
# language's arbiter types (each one `hakem result` reads).
serve-token-timeout = t:{ $who ->
    [first] first
   *[second] second
}
serve-token-warning = w:{ $who ->
    [first] first
   *[second] second
}
serve-token-forfeit = forfeit:{ $who ->
    [first] first
    [second] second
   *[both] both
}
serve-token-moves = ({ $moves } moves)

## The JSON API's errors, in English whatever the language (src/serve/api.rs)

serve-api-no-round-complete = no round is complete yet
serve-api-round-not-paired = round { $round } is not paired
serve-api-not-json = the body is not JSON: { $detail }
serve-api-no-sets = the body needs "sets": [ ... ], the record's [[set]] tables
serve-api-sets-not-record = the sets cannot be a record's [[set]] tables: { $detail }
serve-api-wrong-code = wrong code: nothing was written
serve-api-too-many-wrong-codes = too many wrong codes for this table: try again in a minute
serve-api-no-table-with-code = round { $round } has no table { $table } with a code
serve-api-code-counted-sets-only = a table's code sends the sets counted only: a forfeit or moves are entered by the arbiter (the desk, PUT, hakem result); nothing was written

## One hall, several groups
serve-hall-untitled = The hall
serve-hall-code-only = Type your table's code, from the pairing card: it finds your group and your table.
serve-hall-group-round = { $group }: { $round ->
    [0] no round paired yet
   *[other] round { $round } of { $rounds }
}
serve-hall-all-in = { $group }: every result of round { $round } is in.
serve-hall-missing = { $tables ->
    [0] Every result of the hall's current rounds is in.
    [one] 1 table of the hall has no result yet
   *[other] { $tables } tables of the hall have no result yet
}
serve-hall-group-desk = The desk of { $group }
serve-hall-finished = { $group }: the last round is complete.
serve-hall-wrong-code = No table of the hall has this code; nothing was saved. Look at the code on your pairing card again.
