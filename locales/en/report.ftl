# hakem check and hakem replay as text: the verdict of a record, a set
# move by move, a position at arm's length, the best move.

## replay --best: what is refused.

best-unsupported = --best: solving rules with { $what } is not supported yet ({ $rules }); name a player instead, e.g. --best alphabeta:8
best-illegal-move = move { $k } (pit { $pit }) is illegal
best-no-thread = --best solver: the system refused to start a search thread
best-endless = --best solver: under { $rules } play can go on forever from here, so the position has no value
best-not-a-player = --best: { $reason }; or `solver`

## hakem replay: what is refused.

replay-set-out-of-range = --set { $set }: { $file } has { $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
} (give 1 to { $sets })
replay-results-only = { $file }: { $variant } sets are entered by their result; there are no moves to replay
replay-grid-set-by-result = { $file }: set { $set } has no moves to replay (entered by its result)
replay-no-such-pit = --count { $place }: there is no pit { $pit }; pits are numbered 1 to { $pits }
replay-past-set = { $flag } { $k }: set { $set } of { $file } has { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (give 0 to { $moves })
replay-past-moves = { $flag } { $k }: --moves has { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (give 0 to { $moves })
replay-empty-range = --from { $from } --to { $to }: the range is empty (--from must not be after --to)
replay-large-no-json = --large is a printed view and has no JSON form; leave out --format json
replay-not-for-grid = { $flag }: not for a grid game ({ $rules }); use --at K for the board after ply K

## Terms of the reports.

report-first = first
report-second = second
report-located = { $file }:{ $line }:{ $column }

## hakem check as text.

check-text-heading = { $file } — { $title } ({ $name })
check-text-heading-game = { $file } — { $game }
check-text-tournament-rules = Tournament rules: { $title } ({ $name })
check-text-player = { $name } ({ $side })
check-text-versus = { $first } vs { $second }
check-text-forfeit = { $absent } did not come to the table: { $present } wins by forfeit.
check-text-double-forfeit = neither player came to the table: both lose by forfeit.
check-text-problem = {"  "}{ $severity }: { $at ->
    [none] {""}
   *[other] { $at }:{" "}
}{ $problem }
check-text-verdict = Verdict: { $valid ->
    [true] VALID
   *[false] INVALID
}
check-text-set-starts-south = { $unit } { $number }: { $name } starts (South).
check-text-set-starts = { $unit } { $number }: { $name } starts.
check-text-set-heading = { $unit } { $number }:
check-text-starter-note = {"  "}Note: the tournament rules have { $name } starting { $unit } { $number }.
check-text-not-counted = {"  "}Not counted: this { $unit } should not have been played.
check-text-set-warnings = {"  "}Warnings: { $name } { $count } in this { $unit }.
check-text-moves-wins = {"  "}Moves recorded (above): { $name } wins.
check-text-result-wins = {"  "}Result entered: { $name } wins.
check-text-illegal = {"  "}ILLEGAL move { $index }{ $at ->
    [none] {""}
   *[other] {" "}({ $at })
}: { $mover }: { $why }.
check-text-mover-pit = pit { $pit }
check-text-mover-played = { $name } ({ $seat }) played pit { $pit }
check-text-board-before = {"  "}Board before move { $index }:
check-text-played = {"  "}{ $plies ->
    [one] { $plies } move played
   *[other] { $plies } moves played
}; { $state }.
check-text-set-over = set over: { $how }
check-text-set-not-finished = set not finished, { $name } ({ $seat }) to move
check-text-stores = {"  "}Stores: { $first } { $first_store }, { $second } { $second_store }{ $result }
check-text-counted-stores = {"  "}Stores counted: { $first } { $first_store }, { $second } { $second_store }{ $result }
check-text-winner = . Winner: { $name }.
check-text-drawn = . Drawn.
check-text-no-result = .
check-text-counted-no-winner = . No result.
check-text-counted-ended = {"  "}Counted on paper, { $how }.
check-text-claimed = {"  "}Claimed: { $first } { $first_store }, { $second } { $second_store } — { $judgement }.
check-text-cell-illegal = illegal move { $index }
check-text-cell-timed-out = {" "}({ $name } timed out)
check-text-cell-lost-by-warnings = {" "}({ $name } lost by warnings)
check-text-cell-wins = { $name } wins{ $how ->
    [none] {""}
   *[other] { $how }
}
check-text-cell-drawn = drawn{ $how ->
    [none] {""}
   *[other] { $how }
}
check-text-match-summary = Match summary ({ $rules }; pairs read { $first }-{ $second }):
check-text-round-lost-by-warnings = {" "}({ $name } lost it by warnings in { $unit } { $at })
check-text-wins-round = { $name } wins the round{ $why ->
    [none] {""}
   *[other] { $why }
}
report-solved-draw = a draw
report-solved-wins-by = { $winner } wins by { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}
board-caption = { $seat }: { $who }
board-caption-seat = { $seat }

## hakem replay as text.

replay-text-seated = { $name } ({ $seat })
replay-text-stones = { $n ->
    [one] { $n } stone
   *[other] { $n } stones
}
replay-text-place-pit = { $seat }'s pit { $pit }
replay-text-place-store = { $seat }'s store
replay-text-what-set = { $file }, set { $set }
replay-text-list = { $first }, { $then }
replay-text-of = Replay of { $what } — { $title } ({ $name })
replay-text-seats = South: { $south } ({ $south_side }, starts the set). North: { $north } ({ $north_side }).
replay-text-what-if = What if, after move { $after }, these moves had been played instead (the record is not changed):
replay-text-count-row = { $seat } { $pits }, store { $store }
replay-text-count-set-over = set over ({ $how })
replay-text-count-to-move = { $who } to move
replay-text-count-line = Count: { $south } | { $north } | { $next }.
replay-text-move = Move { $ply }{ $what_if ->
    [true] {" "}(what-if)
   *[false] {""}
}: { $who } plays pit { $pit }.
replay-text-feed = { $them }'s row was empty, so this move had to give them stones.
replay-text-lands-tuzdyk = the last lands in { $place } ({ $owner }'s tuzdyk)
replay-text-lands = the last lands in { $place }
replay-text-lands-making = the last lands in { $place }, making { $count }
replay-text-sows-relay = Sows { $stones }, then { $laps ->
    [one] { $laps } relay lap
   *[other] { $laps } relay laps
} ({ $lifted } lifted and sown on); { $landing }.
replay-text-sows = Sows { $stones }; { $landing }.
replay-text-into-tuzdyk = { $stones } sown into { $seat }'s tuzdyk went to { $seat }'s store.
replay-text-captured-during-sowing = { $stones } in { $place } captured during sowing, for { $seat }.
replay-text-captures-one = Captures { $stones } from { $place }.
replay-text-captures-many = Captures { $stones }: { $parts }{ $more ->
    [none] {""}
   *[other] {" "}and { $more } more
}.
replay-text-capture-part = { $count } from { $place }
replay-text-tuzdyk-claimed = { $place } becomes { $seat }'s tuzdyk: every stone sown into it from now on goes to { $seat }'s store.
replay-text-grand-slam-allowed = Grand slam: it takes every stone in { $them }'s row, allowed because every move { $who } had was one.
replay-text-grand-slam-nothing = Grand slam: that capture would take every stone in { $them }'s row, so nothing is captured.
replay-text-extra-turn = Extra turn: { $who } moves again.
replay-text-passes = { $them } has no stones to play and passes: { $who } moves again.
replay-text-set-ends = The set ends: { $how }.
replay-text-swept = The stones left in the rows are taken: { $parts }.
replay-text-swept-part = { $stones } to { $seat }'s store
replay-text-illegal = ILLEGAL move { $ply }{ $what_if ->
    [true] {" "}(what-if)
   *[false] {""}
}{ $at ->
    [none] {""}
   *[other] {" "}({ $at })
}: { $mover }: { $why }.
replay-text-mover-pit = pit { $pit }
replay-text-mover-plays = { $who } plays pit { $pit }
replay-text-stops = The replay stops here; the last board shown is the position before move { $ply }.
replay-text-summary-stores = Stores: { $south } { $south_store }, { $north } { $north_store }
replay-text-wins-set = { $who } wins the set
replay-text-set-over-after = Set over after { $plies ->
    [one] { $plies } move
   *[other] { $plies } moves
}: { $how }. { $stores }; { $result }.
replay-text-not-over-after = After { $plies ->
    [one] { $plies } move
   *[other] { $plies } moves
} the set is not over; { $who } to move. { $stores }.
replay-text-after-what-if-move = After what-if move { $k }
replay-text-after-move = After move { $k }
replay-text-on-side = {" "}({ $name }'s side)
replay-text-count-set-is-over = The set is over ({ $how }).
replay-text-count-next = { $who } to move.
replay-text-count-answer = { $when }: { $stones } in { $place }{ $whose ->
    [none] {""}
   *[other] { $whose }
}. { $next }
replay-text-best-solver = Best move for { $mover } (solver): pit { $pit }; with perfect play { $verdict }.
replay-text-best-by = Best move for { $mover } ({ $by }): pit { $pit }.

## replay --large: to be read at arm's length.

large-text-title-start = START POSITION
large-text-title-after-what-if = POSITION AFTER WHAT-IF MOVE { $k } (MOVES { $from } TO { $k } ARE NOT IN THE RECORD)
large-text-title-after = POSITION AFTER MOVE { $k }
large-text-game = { $title } ({ $name }), { $what }
large-text-north = NORTH: { $who }   (far side; North's pit 1 is on North's left = your right)
large-text-south = SOUTH: { $who }   (near side; South's pit 1 is on South's left)
large-text-set-over = SET OVER: { $how }
large-text-to-move = TO MOVE: { $who }
large-text-checklist-store = store: { $store }
large-text-checklist-totals = {"  "}{ $pits } in the pits, { $stores } in the stores, { $all } in all.
replay-not-a-place = expected `SIDE:PIT` (e.g. `north:4`) or `store:SIDE` (e.g. `store:south`), with SIDE one of `south`, `north`, `first`, `second`; found "{ $given }"
check-text-grid-won = { $side } ({ $name })

## hakem event check A B C: the hall
hall-check-head = The hall: { $groups } { $groups ->
    [one] group
   *[other] groups
}
hall-check-group = { $group }: tables { $first } to { $last }, { $paired } of { $rounds } rounds paired
hall-check-fine = No two groups share a table number or a code.
hall-check-problems = { $problems } { $problems ->
    [one] problem
   *[other] problems
} between the groups:
