# The printouts: match sheets, round results, pairing lists and cards,
# standings and cross tables (hakem sheet, hakem event print, the
# server's pages). The terms they share with the terminal are labels
# (labels.ftl).

sheet-printed = Printed { $when }

## Titles and headings

sheet-round = Round { $round }
sheet-set = Set { $set }
sheet-card = Card { $card }
sheet-standings-after = Standings after round { $round }
sheet-cross-table-after = Cross table after round { $round }
sheet-results-of-round = Results of round { $round }
sheet-results-alphabetical = Results of round { $round } (alphabetical)
sheet-pairing-card = Pairing card — Round { $round }, Table { $table }
sheet-card-stones = { $player }: stones
sheet-card-warnings = { $player }: warnings

# How titles set in capitals capitalise the letters whose capital is not
# Unicode's: "small=CAPITAL" pairs apart by spaces (Turkish "i=İ"). English
# has none.
sheet-capitals = {""}

## A set on the match sheet

sheet-starts = Starts: { $player }{ $south ->
    [true] {" "}(South)
   *[false] {""}
}{ $should ->
    [none] {""}
   *[other] {" "}— by the tournament rules { $should } should have started
}
sheet-end-timeout = { $player }'s time ran out
sheet-end-warnings = { $player } received the warning that loses the round
sheet-illegal-move = ILLEGAL MOVE { $index }: { $player } played pit { $pit } ({ $why })
sheet-set-won = { $how }; Winner: { $winner }
sheet-set-drawn = { $how }; draw
sheet-set-not-counted = { $ending } (not counted: the round was already decided)
sheet-incident = { $after ->
    [0] before the first move
   *[other] after move { $after }
} — { $player }: { $what }

## The round on the match sheet

sheet-wins-round = { $winner } wins the round
sheet-forfeit-round = { $absent } did not come to the table: { $winner } wins by forfeit

## Findings on a round as recorded (referee::ProblemCode), in short

sheet-problem-set-not-to-be-played = set { $set } should not have been played: the set points had decided the round
sheet-problem-set-after-warnings = set { $set } should not have been played: the round was lost by warnings
sheet-problem-too-many-sets = set { $set } is one too many for a round
sheet-problem-moves-after-end = set { $set } has moves recorded after it ended
sheet-problem-incident-beyond-moves = set { $set } has an incident after its last recorded move
sheet-problem-exempt-warning = set { $set }: a touch-move warning to a visually impaired player, who is exempt
sheet-problem-timeout-after-end = set { $set } has a timeout recorded after it ended
sheet-problem-timeout-in-result = set { $set } is entered by its result and cannot have a timeout
sheet-problem-unfinished-set = set { $set } is not finished, yet a later set is recorded
sheet-problem-draw-not-possible = set { $set } is entered as a draw, which this game cannot have
sheet-problem-store-missing = set { $set } lacks a store that had to be counted
sheet-problem-stores-impossible = set { $set } has counted stores no ending can leave
sheet-problem-score-not-signed = set { $set } has no signed score
sheet-problem-start-order = set { $set } was not started by the player the tournament rules name

## The event's lists

sheet-pairing-bye = Bye (allocated by the pairing): { $player }
sheet-requested-bye = Bye (requested): { $player }
sheet-pairing-bye-points = Bye (allocated by the pairing): { $player } — +{ $points }
sheet-requested-bye-points = Bye (requested): { $player } — +{ $points }
sheet-results-missing = { $count ->
    [one] Table whose result is not in
   *[other] Tables whose result is not in
}: { $tables }
sheet-result-not-in = result not in
sheet-tie-break-order = Order: points, then { $order }; players equal on every one share a rank (=).
sheet-standings-wait = The standings follow once every result of { $rounds ->
    [1] round 1
   *[other] rounds 1 to { $rounds }
} is in ({ $problems ->
    [one] 1 problem
   *[other] { $problems } problems
}: hakem event check { $dir }).

## hakem sheet

sheet-different-events = { $first } and { $second } are records of different events ({ $first_event ->
    [none] no event name
   *[other] { $first_event }
} / { $second_event ->
    [none] no event name
   *[other] { $second_event }
}); a results sheet covers one event
sheet-note-written-invalid = { $output } was written; { $record } is not valid:
