# `hakem result`: a table's result entered from the card, its verdict, what
# is still missing in the round, and why a result was not written.

## A table's result, and its round

result-entered = Table { $table }: { $first } – { $second } { $result }{ $forfeit ->
    [true] {" "}forfeit
   *[false] {""}
} ({ $sets })
result-replaced = replaced: { $old } → { $new }
result-cleared = Table { $table }: { $first } – { $second } cleared, back as paired (was: { $old }; kept in the record's history)
result-missing = { $entered } of { $tables } tables in; missing: { $list }
result-all-in = all { $tables } tables in: round { $next } can be paired
result-all-in-last = all { $tables } tables in
result-prompt = Table { $table } ({ $first } – { $second }):
result-prompt-header = Round { $round }: enter each table's sets (30-18 18-30 26-22); a blank line skips the table, the end of input stops.
result-nothing-missing = Every result of round { $round } is in.
result-not-written = table { $table } not written: { $why }

## Why a table's result was not written

result-nothing-paired = no round is paired yet: pair round 1 with `hakem pair`
result-round-not-paired = round { $round } is not paired ({ $paired } of the event's { $rounds } rounds are)
result-round-finished = round { $round } is finished: round { $paired } was paired from its results, which are not changed here
result-unknown-table = round { $round } has tables { $first } to { $last }, not { $table }
result-holds-moves = { $path }: the record holds moves; it is scored move by move and never written over
result-nothing-to-clear = { $path }: no result is in; nothing to clear
result-holds-result = { $path }: the result is already in ({ $held }); give --replace to change it
result-entered-in-event = { $path }: event.toml enters this table's result or a forfeit; change it there
result-unreadable = { $path }: cannot be read ({ $why }); it is not written over
result-incomplete = the sets entered do not decide the round: enter every set played

## SET tokens not understood

result-token-unknown = `{ $token }` is not understood: write the stores counted as FIRST-SECOND (30-18), a timeout as t:first:20, a warning as w:second, a forfeit as forfeit:first (hakem result --help)
result-token-store-too-large = `{ $token }`: a store holds at most { $max } stones
result-token-twice = `{ $token }`: a set has its stores, timeout or result twice
result-token-forfeit-with-sets = `{ $token }`: a forfeit is entered alone, without sets
result-token-too-many-sets = `{ $token }`: at most { $max } sets can be entered for a round
result-token-empty = no set entered: give each set's stores (30-18 18-30 26-22)
result-table-first = give the TABLE before its SETs (hakem result DIR TABLE SET...)
result-line-too-long = <stdin>: a line longer than { $max } bytes; one line holds one table's sets
result-not-utf8 = <stdin>: not UTF-8 text

## A result shown as SET tokens, as they are typed

result-token-result = { $result ->
    [first] first
    [second] second
   *[draw] draw
}
result-token-timeout = t:{ $who ->
    [first] first
   *[second] second
}{ $store ->
    [none] {""}
   *[other] :{ $store }
}
result-token-warning = w:{ $who ->
    [first] first
   *[second] second
}{ $reason ->
    [touch-move] {""}
    [illegal-move] :illegal-move
   *[conduct] :conduct
}
result-token-moves = ({ $moves } { $moves ->
    [one] move
   *[other] moves
})
result-token-forfeit = forfeit:{ $who ->
    [first] first
    [second] second
   *[both] both
}

## A stack of cards piped in, one line a table

result-stack-too-large = <stdin>: more than { $max } bytes; a stack holds one line a table
result-stack-at = <stdin>:{ $line }: { $why }
result-stack-no-table = the line does not start with its table: write the table, a colon, then the sets (7: 30-18 18-30); nothing entered
result-stack-twice = table { $table } is on lines { $lines } of the stack: none of them is entered; enter the right card with hakem result DIR { $table } SET...
result-stack-not-utf8 = not UTF-8 text; nothing entered
result-stack-line-too-long = a line longer than { $max } bytes; one line holds one table's sets
