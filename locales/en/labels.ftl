# The labels of hakem's printouts, reports and screens: headings,
# terms and short phrases.


## Titles

tie-break-stones = STONES
tie-break-wins = WIN
tie-break-direct = DE

## The legend of the tie-break columns (FIDE C.07 and the mind sports').

legend-direct = direct encounter: the place among the players still tied, by the points they scored against each other (1 the best; 0: it separates none)
legend-buchholz = Buchholz: the sum of the opponents' points
legend-buchholz-cut1 = Buchholz Cut 1: the sum of the opponents' points, less the lowest
legend-sonneborn-berger = Sonneborn-Berger: the points of the opponents beaten, plus half those of the opponents drawn
legend-wins = the number of wins (wins not played over the board included)
legend-set-points = the set points won
legend-stones = the stones won in the sets (the counted stores added up)
tie-break-legend = Tie-breaks
match-sheet = Match sheet
round-results = Round results
round-number = Round { $p1 }

## Event block

event = Event
site = Site
date = Date
round = Round
table = Table
table-code = Table code
table-codes-of-round = Round { $p1 }: table codes
game = Game
referee = Referee
record = Record
first-player = First player
second-player = Second player
visually-impaired = visually impaired

## Sets

set-number = Set { $p1 }
card-number = Card { $p1 }
not-counted = not counted: the round was already decided
end-result = result entered
end-counted = stores counted
problems = Problems

## Round problems (referee::ProblemCode); {} is the set number.

problem-set-not-to-be-played = set { $p1 } should not have been played: the set points had decided the round
problem-set-after-warnings = set { $p1 } should not have been played: the round was lost by warnings
problem-too-many-sets = set { $p1 } is one too many for a round
problem-moves-after-end = set { $p1 } has moves recorded after it ended
problem-incident-beyond-moves = set { $p1 } has an incident after its last recorded move
problem-exempt-warning = set { $p1 }: a touch-move warning to a visually impaired player, who is exempt
problem-timeout-after-end = set { $p1 } has a timeout recorded after it ended
problem-timeout-in-result = set { $p1 } is entered by its result and cannot have a timeout
problem-unfinished-set = set { $p1 } is not finished, yet a later set is recorded
problem-draw-not-possible = set { $p1 } is entered as a draw, which this game cannot have
problem-store-missing = set { $p1 } lacks a store that had to be counted
problem-stores-impossible = set { $p1 } has counted stores no ending can leave
problem-score-not-signed = set { $p1 } has no signed score
problem-start-order = set { $p1 } was not started by the player the tournament rules name
starts = Starts
starts-against-rules = by the tournament rules { $p1 } should have started
south = South
north = North
turn = Turn
moves = Moves
moves-count = { $p1 } moves
grid-result-written = Result written (against the board)
grid-board = Board
grid-final-board = the final board (x black, o white); ✗ a refused move, the board before it
no-moves-recorded = No moves recorded: result only.
final-stores = Final stores
counted-on-paper = No moves recorded: the stores were counted on paper.
stores-counted = Stores counted
signed = Signed
claim-matches = matches
claim-differs = DOES NOT MATCH
claim-not-compared = not compared
ending = How it ended
set-winner = Winner
draw = draw
not-finished = the set is not finished
end-row-empty = a row was empty after the move
end-no-move = the player to move had no stones to play
end-majority = a player captured more than half the stones (or both half)
end-cannot-feed = the opponent's row was empty and no move could give them a stone
end-cycle = the position repeated
end-no-legal-move = the player to move had stones, but every move they had was forbidden (a grand slam)
end-sowing-limit = a relay sowing went on for more laps than the limit allows
end-timeout = { $p1 }'s time ran out
end-warnings = { $p1 } received the warning that loses the round
illegal-move-at = ILLEGAL MOVE { $p1 }: { $p2 } played pit { $p3 } ({ $p4 })
illegal-empty-pit = the pit is empty
illegal-no-such-pit = there is no such pit
illegal-must-feed = the opponent had to be fed
illegal-grand-slam = a grand slam is forbidden
illegal-game-over = the set was already over

## Illegal moves in full (engine::IllegalMove); {} are pits and counts.

illegal-no-such-pit-full = there is no pit { $p1 }: pits are numbered 1 to { $p2 }
illegal-empty-pit-full = pit { $p1 } is empty
illegal-must-feed-full = the opponent's row is empty and pit { $p1 } gives them no stone; a move that feeds them must be played (pit { $p2 })
illegal-grand-slam-full = pit { $p1 } would capture every stone in the opponent's row (grand slam), which these rules forbid
illegal-game-over-full = the set is already over: { $p1 }

## Incidents

incidents = Warnings and time-outs
no-incidents = none
after-move = after move { $p1 }
before-first-move = before the first move
warning-touch-move = warning: touch-move
warning-illegal-move = warning: illegal move
warning-conduct = warning: conduct
timeout = time-out

## Round

round-result = Round result
set-points = Set points
round-points = Round points
warnings = Warnings
wins-round = { $p1 } wins the round
round-drawn = the round is drawn
round-incomplete = the round is not complete
record-valid = Record checked: every move is legal.
record-invalid = RECORD INVALID: see the referee.

## Signatures and footer

signatures = Signatures
printed = Printed { $p1 }

## Results and standings

player = Player
result = Result
sets = Sets
stones = Stones
rank = Rank
points = Points
unfinished-result = *

## Tournament lists (hakem event print)

pairing-list = Pairing list
pairing-alphabetical = Pairing list (alphabetical)
pairing-card = Pairing card
pairing-cards = Pairing cards
card-stones = { $p1 }: stones
card-warnings = { $p1 }: warnings
card-timeout = Time-out
card-timeout-boxes = ☐ 1st ☐ 2nd
card-cut = cut here
standings = Standings
standings-after = Standings after round { $p1 }
cross-table-after = Cross table after round { $p1 }
set-starts = Starts set { $p1 }
black-in-set = Black in set { $p1 }
plays-black = Black
opponent = Opponent
club = Club
pairing-number = No
line = Line
bye-table = bye
pairing-bye = Bye (allocated by the pairing): { $p1 }
requested-bye = Bye (requested): { $p1 }
chief-arbiter = Chief arbiter
yes = yes
tie-break-order = Order: points, then { $p1 }; players equal on every one share a rank (=).
cross-legend = +12s: won against the player on line 12, having started set 1; = drawn, - lost; F: by forfeit; BYE: the pairing-allocated bye; REQ: a requested bye; .: not paired
cross-start-mark = s
cross-forfeit-mark = F
cross-bye = BYE
cross-requested = REQ
card-result = Result (set points): ........ – ........

## The lists in the terminal (hakem pair, event standings, event check)

pairing-round-tables = Round { $p1 } of { $p2 }: { $p3 } tables
pairing-round-table = Round { $p1 } of { $p2 }: { $p3 } table
points-short = Pts
second-short = Second
round-short = R{ $p1 }

## Why hakem pair refuses a round (FIDE codes and player numbers kept)

pair-all-paired = all { $p1 } rounds of the event are paired
pair-not-a-round = round { $p1 } is not one of the event's { $p2 } rounds
pair-before-earlier = round { $p1 } cannot be paired before round { $p2 }
pair-paired-after = round { $p1 } cannot be paired again: round { $p2 } was paired after it
pair-holds-moves = round { $p1 } cannot be paired again: these records hold moves
pair-results-missing = round { $p1 } cannot be paired until every result before it is in:
pair-no-lot = round 1 is paired by the technical meeting's lot: write `lot = "starts"` (the first-ranked player starts set 1) or `lot = "second"` in { $p1 }
pair-out-of-range = round { $p1 } is not one of the { $p2 } rounds
pair-no-result-for = round { $p1 } has no result for player { $p2 }: pair only after every result is in
pair-has-games = round { $p1 } already has games recorded
pair-too-few-player = round { $p1 } cannot be paired: { $p2 } player takes part, a pairing needs two or more
pair-too-few-players = round { $p1 } cannot be paired: { $p2 } players take part, a pairing needs two or more
pair-no-legal-pairing = round { $p1 } cannot be paired without a rematch, a forbidden pair, a second bye or a colour the rules forbid

## event standings/print: the rounds whose results are not all in

not-all-in-round = the results of round 1 are not all in:
not-all-in-rounds = the results of rounds 1 to { $p1 } are not all in:

## What keeps a table's result from being in (event check, pair, standings)

issue-record-missing = the record is missing
issue-illegal-move = { $unit } { $n }, move { $move }: pit { $pit } is illegal ({ $why })
issue-claimed-wrong = { $unit } { $n }: the claimed stores are not the stores at the end
issue-no-moves = no result entered yet
issue-not-finished = the round is not finished: the { $unit }s recorded do not decide it (another { $unit }, or the rest of the moves, is missing)

## hakem pair --explain (C.04.3 article codes kept as they are)

explain-point = { $p1 } point
explain-points = { $p1 } points
explain-groups = Score groups, from the top:
explain-moved-down = moved down into it: { $p1 }
explain-floaters-none = Floaters: none
explain-floaters = Floaters:
explain-float-down = { $who } floats down: { $score }, { $against }
explain-float-up = { $who } floats up: { $score }, { $against }
explain-against = against { $p1 }
explain-to-bye = to the bye
explain-tables = Tables:
explain-table = { $n }. { $white } - { $black } (group of { $group }): paired in the score group of { $score }; colours: { $colours }
colour-both-preferences = both colour preferences granted (E.1)
colour-only-preference = the only colour preference granted (E.1)
colour-stronger-preference = the stronger colour preference granted (E.2)
colour-wider-difference = the wider colour difference granted (E.2)
colour-alternated = colours alternated from the last time they differed (E.3)
colour-higher-ranked = the higher ranked player's preference granted (E.4)
colour-initial-colour = the initial-colour rule (E.5)
dry-run = (dry run: nothing written)
pair-wrote-records = Wrote { $p1 } ({ $p2 } records and { $p3 })
pair-wrote-record = Wrote { $p1 } ({ $p2 } record and { $p3 })
check-event-line = { $p1 }: { $p2 } players, { $p3 } rounds, { $p4 } paired
check-round-tables = round { $p1 }: { $p2 } tables, { $p3 } complete
check-round-table = round { $p1 }: { $p2 } table, { $p3 } complete
check-round-bye = , bye: { $p1 }
check-paired-as-dutch = round { $p1 }: paired as the Dutch system pairs it
check-notes = notes:
check-finished = every round is complete: the final standings stand
check-lot = ready; round 1 is paired once the technical meeting's `lot` is written
check-ready-to-pair = ready to pair round { $p1 }
check-problems = { $p1 } problems:
check-problem = { $p1 } problem:
issues-more = { $p1 }: and { $p2 } more problems in this file
issues-more-one = { $p1 }: and { $p2 } more problem in this file
unsigned-sets = { $p1 } sets with no signed score (`claimed`): { $p2 }
unsigned-set = { $p1 } set with no signed score (`claimed`): { $p2 }

## hakem variants

variant-name = name
variant-title = title
variant-board = board
variant-stones = stones
variant-summary = summary
variant-pits-a-side = { $p1 } pits a side
variant-stones-a-pit = { $p1 } a pit
variant-uneven = uneven ({ $p1 } in all)
variant-grid-cells = { $p1 }×{ $p2 } cells (grid)
variant-rule-key = rule key
variant-grid-games = Grid games (moves as cells: hakem check, replay, live, simulate, compare):
variant-grid-keys = Their rules, key by key (docs/rulesets.md, "Grid games"):

## hakem compare

compare-rule = rule
compare-alike = The variants answer every rule question alike.
compare-differs = { $p1 }: the variants differ on this rule.
compare-random-play = random play
compare-simulated = Simulated games: { $games } per variant, { $first } (South, first) against { $second } (North, second), seed { $seed }; "first" is the player who moves first (South).
compare-grid-simulated = Simulated games: { $games } per variant, uniform random legal moves, seed { $seed }; black moves first.
compare-moves-under = Moves { $moves } under { $names }.
compare-agree = The boards agree after all { $p1 } moves.
compare-differ-at-start = The boards differ before the first move.
compare-illegal = Move { $k } (pit { $pit }) is illegal under { $names }.
compare-refused = Move { $k } ({ $move }) is refused under { $names }.
compare-first-differ = The boards first differ after move { $k } (pit { $pit }).
compare-grid-first-differ = The boards (or the end) first differ after move { $k } ({ $move }).
compare-illegal-state = illegal: { $p1 }; the board before it
compare-refused-state = refused: { $p1 }; the board before it
compare-game-over = game over: { $p1 }
compare-to-move = { $p1 } to move
compare-wins = { $p1 } wins
compare-draw = a draw
compare-second-player = second player
compare-first-player = first player

## hakem simulate

sim-games = games
sim-first-wins = first player (South) wins
sim-second-wins = second player (North) wins
sim-draws = draws
sim-plies = plies (mean / median / max)
sim-ended-by = ended by
sim-captures = captures per game
sim-captures-value = { $p1 } ({ $p2 } stones)
sim-extra-turns = extra turns per game
sim-head = { $title } ({ $name }): { $games } games, { $first } (South, first) against { $second } (North, second), seed { $seed }, { $threads } threads
sim-head-one-thread = { $title } ({ $name }): { $games } games, { $first } (South, first) against { $second } (North, second), seed { $seed }, { $threads } thread
sim-interval = Percentages with their 95% confidence interval (Wilson score).
sim-time = Time: { $p1 } s, { $p2 } games/s, { $p3 } moves/s
grid-sim-black-wins = black (first player) wins
grid-sim-white-wins = white (second player) wins
grid-sim-plies = plies (mean / max)
grid-sim-passes = passes per game
grid-sim-head = { $title } ({ $name }): { $games } games, random against random, seed { $seed }, { $threads } threads
grid-sim-head-one-thread = { $title } ({ $name }): { $games } games, random against random, seed { $seed }, { $threads } thread

## hakem solve

solve-given = the given position
solve-after-moves = after { $p1 } moves
solve-after-move = after { $p1 } move
solve-start = the start position
solve-head = { $title } ({ $name }), { $what }, { $mover } to move:
solve-value = Value: { $verdict } with perfect play (final store difference { $diff } for { $mover })
solve-interrupted = Interrupted before the exact value: it lies between { $lower } and { $upper } for { $mover } (final store difference)
solve-best = Best move: pit { $p1 }
solve-known = Started from the bounds an earlier run proved: { $p1 } to { $p2 } (kept in the cache folder)
solve-table-kept = Went on from the search table an earlier run kept ({ $p1 }, in the cache folder)
solve-kept-unused = warning: solver cache: { $p1 }: { $p2 }; the search starts without it
solve-kept-not-written = warning: solver cache: { $p1 }; the search table is not kept
kept-too-short = { $p1 } bytes: too short to be a kept table
kept-not-hakems = not a table kept by hakem
kept-other-version = kept by another version of hakem
kept-other-rules = kept for other rules
kept-other-position = kept for another position
kept-wrong-length = { $p1 } bytes where its header gives { $p2 }: cut short or grown
kept-too-large = its table of { $p1 } MiB is larger than this run's { $p2 } MiB (give a larger --memory)
kept-bad-slot = holds a slot hakem does not write
kept-checksum = its checksum does not match: damaged
solve-searched = Searched { $nodes } positions in { $secs } s ({ $rate } M/s) on { $threads } threads; transposition table { $table }
solve-searched-one = Searched { $nodes } positions in { $secs } s ({ $rate } M/s) on { $threads } thread; transposition table { $table }
solve-endgame = ; endgame tables up to { $p1 } stones in the pits
solve-endgame-cache = {" "}({ $p1 } of { $p2 } levels read from the cache)

## The round's results (hakem event print DIR results)

results-of-round = Results of round { $p1 }
results-alphabetical = Results of round { $p1 } (alphabetical)
set-stores = Sets (stores)
points-after-round = Total points
forfeit-won = won by forfeit
forfeit-lost = lost by forfeit
forfeit = forfeit
double-forfeit = double forfeit
result-not-in = result not in
results-missing = Tables whose result is not in: { $p1 }
bye-with-points = { $p1 } — { $p2 }
not-counted-mark = not counted
requested-bye-short = bye (requested)
standings-wait = The standings follow once every result of rounds 1 to { $p1 } is in ({ $p2 } problems: hakem event check { $p3 }).

## Live scoring (hakem live): the line mode and the screen

live-opened = { $p1 }: { $p2 }.
live-moved = Move { $p1 }: { $p2 }, pit { $p3 }.
live-extra-turn = The last stone fell in the store: { $p1 } moves again.
live-captured = { $p1 } stones captured.
live-to-move = To move: { $p1 } ({ $p2 }).
live-pair = { $p1 }: { $p2 } { $p3 }, { $p4 } { $p5 }.
live-refused-move = REFUSED: { $p1 } cannot play pit { $p2 }: { $p3 }. Nothing recorded.
typed-illegal-move = illegal-move
live-warn-hint = The warning for it (item h): { $p1 }
live-warned = Warning to { $p1 } ({ $p2 }): { $p3 } of { $p4 } in the round.
reason-touch-move = touch-move
reason-illegal-move = illegal move
reason-conduct = conduct
live-exempt = REFUSED: { $p1 } is visually impaired; under { $p2 } this warning ({ $p3 }) is not given.
live-no-refused-move = REFUSED: no refused move to warn for; type warn PLAYER REASON.
live-set-over = REFUSED: the set is over. Signed scores: claim A B; next set: next.
live-set-not-over = REFUSED: the set is not over yet.
live-round-over = REFUSED: the round is over.
live-illegal-in-record = REFUSED: the record's set { $p1 }, move { $p2 } is illegal; take it back with undo.
live-nothing-to-undo = Nothing to undo.
live-no-such-pit = REFUSED: there is no pit { $p1 }; pits are 1 to { $p2 }.
live-no-timer = REFUSED: no timer; start hakem live with --timer MINUTES.
live-reloaded = REFUSED: { $p1 } was changed by another program; nothing was written.
live-reloaded-board = Record read again from disk: the board is the file's (set { $p1 }; moves so far: { $p2 }). Enter the move again if it still stands.
live-changed-on-disk = REFUSED: { $p1 } was changed by another program; nothing was written. Restart hakem live.
live-sheet-over-record = REFUSED: the match sheet is never written over a record; give a file name ending in .html.
live-not-a-sheet = REFUSED: { $p1 } is not a match sheet and is not written over; give another file name: sheet FILE.html
live-failed = NOT SAVED: { $p1 }
live-timed-out = Time-out: { $p1 }'s time ran out with { $p2 } stones in the store.
live-claimed = Signed: { $p1 } { $p2 }, { $p3 } { $p4 }: { $p5 }.
live-next-set = Set { $p1 }: { $p2 } starts (South).
live-undone = Taken back: { $p1 }.
undo-what-move = move { $p1 } ({ $p2 }, pit { $p3 })
undo-what-incident = { $p1 } ({ $p2 })
undo-what-claim = the signed scores
undo-what-next-set = set { $p1 }
live-counted = { $p1 }: { $p2 } stones.
live-place-pit = { $p1 } pit { $p2 } ({ $p3 })
live-place-store = { $p1 } store ({ $p2 })
live-clock = Clock
live-stores = Stores
live-clock-running = { $p1 }'s clock is running.
screen-clock-runs = running
live-clock-restored = Clock stopped: the time left is as last saved; compare with the table's clock, space starts it.
live-clock-stopped = The clock is stopped.
live-sheet-written = Match sheet written: { $p1 }
live-set-ended = Set { $p1 } over: { $p2 }.
live-set-winner = { $p1 } wins set { $p2 }.
live-set-drawn = Set { $p1 } is drawn.
live-next-unsigned = NOTE: set { $p1 } has no signed score; to write it: undo, then claim A B.
live-claim-prompt = The scores the players signed: claim A B; A: { $p1 } ({ $p2 }), B: { $p3 } ({ $p4 }).
screen-claim-prompt = Scores, { $p1 } ({ $p2 }) first, then { $p3 } ({ $p4 })
live-next-prompt = The next set: next.
live-forfeit = { $p1 }: this table is a forfeit ({ $p2 }): { $p3 } did not come to the table; no moves are entered.
live-forfeit-record = the record's `forfeit = "{ $p1 }"`
live-forfeit-event = { $p1 }, `[[forfeit]]`
live-forfeit-both = { $p1 } and { $p2 }
live-round-ended = Round over: { $p1 }.
live-status = Set { $p1 }, moves played: { $p2 }.

## Live scoring of grid games (Reversi, Pentago)

live-grid-moved = Move { $p1 }: { $p2 } ({ $p3 }), { $p4 }.
live-grid-turned = Discs turned: { $p1 }.
live-next-set-grid = Set { $p1 }: { $p2 } starts (black).
live-set-over-grid = REFUSED: the set is over; next set: next.
live-grid-stones = Stones
live-grid-refused = REFUSED: { $p1 } ({ $p2 }) cannot play { $p3 }: { $p4 }. Nothing recorded.
live-grid-must-pass = REFUSED: { $p1 } ({ $p2 }) has no move: no cell takes a disc; enter the pass (pass or pas).
live-grid-no-move = No move: { $p1 } ({ $p2 }) passes; enter pass or pas.
live-grid-not-a-move = REFUSED: not a move on this board: { $p1 }.
live-grid-ended = the game is over: { $p1 }
live-grid-timed-out = Time-out: { $p1 }'s time ran out; the set is lost.
undo-what-grid-move = move { $p1 } ({ $p2 }, { $p3 })
live-not-this-game-pit = REFUSED: this game has no pits; a move is a cell (d3), in Pentago with the quadrant turned (c4 3), or a pass.
live-not-this-game-cell = REFUSED: this game has no cells; a move is a pit number.
live-not-this-game-count = REFUSED: a count is for sowing games; type board to see every disc.
live-not-this-game-claim = REFUSED: in this game the board gives the result; there is no score to sign.
help-cell = a move: a cell (d3), in Pentago and a quadrant (c4 3ccw)
live-overlong = a line longer than { $p1 } bytes
live-not-understood = NOT UNDERSTOOD: { $p1 }
parse-not-a-command = "{ $p1 }" is not a command; type help
parse-unexpected = "{ $p1 }": unexpected "{ $p2 }"
parse-missing = "{ $p1 }": missing { $p2 }
parse-bad = expected { $p1 }; found "{ $p2 }"
expect-player = a player (first or second)
expect-reason = a reason (touch-move, illegal-move or conduct)
expect-number = a whole number
expect-place = a place (such as N4, S2, north:4, first:3, store:north)
expect-clock = the time left as M:SS (at most 1440:00)
live-commands = Commands:
help-syntax-warn = warn PLAYER REASON
help-syntax-count = count PLACE
help-syntax-timer-set = timer PLAYER M:SS
help-syntax-timeout = timeout PLAYER
help-syntax-sheet = sheet [FILE]
screen-help-back = Any key: back to the board
help-pit = the player to move empties that pit
help-warn-refused = the warning (item h) for the move just refused
help-warn = first|second; touch-move|illegal-move|conduct
help-undo = take back the last move, warning, time-out, score or set
help-count = N4, S2, north:4, first:3, store:north (item b)
help-timer = start or stop the clock of the player to move
help-timer-set = set a player's time left
help-timeout = the player's time ran out (the timer rule gives the set)
help-claim = the signed stores: A the first's, B the second's
help-next = set up the next set, with the starter the rules name
help-sheet = write the match sheet (HTML; default: beside the record)
help-board = show the board and the score
help-quit = leave (everything is saved already)
screen-keys-grid = a-{ $p1 } move (d3 Enter) · w warning (h) · t touch-move · u undo · space clock · o time-out · n next set · p sheet · : command (pass) · q quit
screen-keys = 1-{ $p1 } move · w warning (h) · t touch-move · u undo · c count · space clock · o time-out · s signed scores · n next set · p sheet · : command · q quit
screen-confirm = { $p1 }? (y/n)
screen-undo-what = Take back { $p1 }
screen-warn-what = Warning to { $p1 } ({ $p2 }): { $p3 } of { $p4 } in the round
screen-warn-decides = { $p1 }, LOSES THE ROUND
screen-timeout-what = Time-out for { $p1 }
screen-prompt = Command
screen-set-of = Set { $p1 } of { $p2 }
screen-round-over = Round over after set { $p1 }: { $p2 }, { $p3 }–{ $p4 }.
screen-warnings = warnings { $p1 }/{ $p2 }
screen-last-move = last move

## hakem check, as text (`--lang`); {name} holes may come in another


## order in each language (`fill_named`).

check-tournament-rules = Tournament rules: { $p1 } ({ $p2 })
check-versus = { $p1 } vs { $p2 }
who-first = first
who-second = second
unit-set = set
unit-card = card
unit-set-title = Set
unit-card-title = Card
check-round-problems = Round problems:
severity-error = error
severity-note = note
sheet-written-invalid = { $p1 } was written; { $p2 } is not valid:
check-verdict = Verdict: { $p1 }
verdict-valid = VALID
verdict-invalid = INVALID
check-set-starts-south = { $unit } { $number }: { $name } starts (South).
check-set-starts = { $unit } { $number }: { $name } starts.
check-set-heading = { $unit } { $number }:
check-starter-note = {"  "}Note: the tournament rules have { $name } starting { $unit } { $number }.
check-not-counted = {"  "}Not counted: this { $p1 } should not have been played.
check-set-warnings = {"  "}Warnings: { $name } { $count } in this { $unit }.
check-moves-wins = {"  "}Moves recorded (above): { $p1 } wins.
check-moves-drawn = {"  "}Moves recorded (above): drawn.
check-moves-no-result = {"  "}Moves recorded (above): no result; a move was refused or the game is not over.
check-result-wins = {"  "}Result entered: { $p1 } wins.
check-result-drawn = {"  "}Result entered: drawn.
check-result-refused = {"  "}Result entered, not accepted.
forfeit-round = { $p1 } did not come to the table: { $p2 } wins by forfeit
double-forfeit-round = neither player came to the table: both lose by forfeit
check-counted = {"  "}Counted on paper.
check-counted-ended = {"  "}Counted on paper, { $p1 }.
check-counted-stores = {"  "}Stores counted: { $p1 } { $p2 }, { $p3 } { $p4 }
check-counted-no-winner = . No result.
check-illegal = {"  "}ILLEGAL move { $index }{ $at }: { $mover }: { $why }.
mover-pit = pit { $p1 }
check-mover-played = { $name } ({ $seat }) played pit { $pit }
check-board-before = {"  "}Board before move { $p1 }:
check-played-one = {"  "}1 move played; { $p1 }.
check-played = {"  "}{ $p1 } moves played; { $p2 }.
check-set-over = set over: { $p1 }
check-set-not-finished = set not finished, { $name } ({ $seat }) to move
check-stores = {"  "}Stores: { $p1 } { $p2 }, { $p3 } { $p4 }
check-winner = . Winner: { $p1 }.
check-drawn = . Drawn.
check-claimed = {"  "}Claimed: { $p1 } { $p2 }, { $p3 } { $p4 } — { $p5 }.
claim-differs-stores = DOES NOT MATCH the stores
claim-stopped = not compared: the set stopped at an illegal move
end-round-losing-warning = { $p1 } received the round-losing warning
cell-not-counted = not counted
cell-illegal = illegal move { $p1 }
cell-timed-out = {" "}({ $p1 } timed out)
cell-lost-by-warnings = {" "}({ $p1 } lost by warnings)
cell-wins = { $p1 } wins{ $p2 }
cell-drawn = drawn{ $p1 }
cell-not-accepted = not accepted
cell-not-finished = not finished
column-started = Started
column-stores = Stores
total = Total
match-summary = Match summary ({ $rules }; pairs read { $first }-{ $second }):
round-lost-by-warnings = {" "}({ $name } lost it by warnings in { $unit } { $at })
cell-round-drawn = round drawn
cell-round-incomplete = round not complete

## Round problems in full (referee::ProblemFacts), for `check`.

full-set-not-to-be-played = { $unit } { $number } should not have been played: { $leader } already had { $points } { $unit } points, which decides the round
full-set-after-warnings = { $unit } { $number } should not have been played: { $loser } lost the round by the { $ordinal } warning in { $unit } { $at }
full-too-many-sets = { $unit } { $number } should not have been played: a round under { $rules } has at most { $games } { $unit }s
full-moves-after-end = { $unit } { $number }: { $extra } moves recorded after move { $after }, where { $what } and the { $unit } ended
what-warning-lost = the { $ordinal } warning to { $name } lost the round
what-result-entered = the result was entered
full-incident-in-result = { $unit } { $number }, incident { $incident }: `after = { $after }`, but the { $unit } is entered by its result (no moves): use `after = 0`
full-incident-beyond-moves = { $unit } { $number }, incident { $incident }: `after = { $after }` is beyond the { $moves } recorded moves
full-exempt-warning = { $unit } { $number }, incident { $incident }: a { $reason } warning cannot be given to { $name }, who is visually impaired (exempt under { $rules }); the warning is not counted
full-timeout-after-end = { $unit } { $number }, incident { $incident }: a timeout after the { $unit } was over
full-timeout-in-result = { $unit } { $number }, incident { $incident }: a timeout in a { $unit } entered by its result; enter the result the timeout gave instead
full-unfinished-set = { $unit } { $number } is not finished, yet { $unit } { $later } is recorded
full-draw-not-possible = { $unit } { $number }: the result is a draw, but under { $rules } a { $unit } cannot be drawn
full-store-missing = { $unit } { $number }: the store of { $name } is not counted (`claimed.{ $key }`)
full-store-missing-timeout = { $unit } { $number }: the store of { $name }, whose time ran out, is not counted; the timer rule reads it (`claimed.{ $key }`)
full-stores-beyond-total = { $unit } { $number }: the counted stores hold { $sum } stones, more than the { $total } of the game
full-stores-not-total = { $unit } { $number }: the counted stores { $first } and { $second } add up to { $sum }; at the end of a set all { $total } stones are in the stores
full-stores-no-majority = { $unit } { $number }: the counted stores { $first } and { $second } add up to { $sum }, not { $total }; stones stay on the board only when a store holds more than half
full-score-not-signed = { $unit } { $number }: the score the players signed is not written (`claimed`)
full-start-order = { $unit } { $number }: the record says { $recorded } started, but under { $rules } { $by_rules } starts { $unit } { $number }
full-start-order-nobody = { $unit } { $number }: the record says { $recorded } started, but under { $rules } nobody starts a { $unit }

## hakem replay, as text (`--lang`)

one-stone = 1 stone
stones-count = { $p1 } stones
place-pit = { $p1 }'s pit { $p2 }
place-store = { $p1 }'s store
replay-what-set = { $p1 }, set { $p2 }
replay-what-moves = moves from the command line
replay-of = Replay of { $p1 } — { $p2 } ({ $p3 })
replay-seats = South: { $p1 } ({ $p2 }, starts the set). North: { $p3 } ({ $p4 }).
replay-what-if = What if, after move { $p1 }, these moves had been played instead (the record is not changed):
replay-start = Start (position 0):
count-row = { $p1 } { $p2 }, store { $p3 }
count-set-over = set over ({ $p1 })
count-to-move = { $p1 } to move
count-line = Count: { $p1 } | { $p2 } | { $p3 }.
replay-move = Move { $p1 }{ $p2 }: { $p3 } plays pit { $p4 }.
what-if-tag = {" "}(what-if)
narrate-feed = { $p1 }'s row was empty, so this move had to give them stones.
lands-tuzdyk = the last lands in { $p1 } ({ $p2 }'s tuzdyk)
lands = the last lands in { $p1 }
lands-making = the last lands in { $p1 }, making { $p2 }
one-relay-lap = 1 relay lap
relay-laps = { $p1 } relay laps
sows-relay = Sows { $p1 }, then { $p2 } ({ $p3 } lifted and sown on); { $p4 }.
sows = Sows { $p1 }; { $p2 }.
into-tuzdyk = { $stones } sown into { $seat }'s tuzdyk went to { $seat }'s store.
captured-during-sowing = { $stones } in { $place } captured during sowing, for { $seat }.
captures-one = Captures { $stones } from { $place }.
captures-many = Captures { $stones }: { $parts }{ $more }.
capture-part = { $count } from { $place }
capture-more = {" "}and { $p1 } more
tuzdyk-claimed = { $place } becomes { $seat }'s tuzdyk: every stone sown into it from now on goes to { $seat }'s store.
grand-slam-allowed = Grand slam: it takes every stone in { $them }'s row, allowed because every move { $who } had was one.
grand-slam-nothing = Grand slam: that capture would take every stone in { $p1 }'s row, so nothing is captured.
extra-turn = Extra turn: { $p1 } moves again.
passes = { $them } has no stones to play and passes: { $who } moves again.
set-ends = The set ends: { $p1 } ({ $p2 }).
swept = The stones left in the rows are taken: { $p1 }.
swept-part = { $stones } to { $seat }'s store
replay-illegal = ILLEGAL move { $ply }{ $tag }{ $at }: { $mover }: { $why }.
mover-plays = { $who } plays pit { $pit }
replay-stops = The replay stops here; the last board shown is the position before move { $p1 }.
summary-stores = Stores: { $p1 } { $p2 }, { $p3 } { $p4 }
wins-set = { $p1 } wins the set
set-is-drawn = the set is drawn
set-over-after = Set over after { $plies } moves: { $reason } ({ $code }). { $stores }; { $result }.
not-over-after = After { $plies } moves the set is not over; { $who } to move. { $stores }.
at-start = At the start
after-what-if-move = After what-if move { $p1 }
after-move-capital = After move { $p1 }
on-side = {" "}({ $p1 }'s side)
count-set-is-over = The set is over ({ $p1 }).
count-next = { $p1 } to move.
count-answer = { $when }: { $stones } in { $place }{ $whose }. { $next }

## replay --large

large-start = Start position
large-after-what-if = Position after what-if move { $k } (moves { $from } to { $k } are not in the record)
large-after = Position after move { $p1 }
large-north-store = NORTH STORE
large-south-store = SOUTH STORE
large-north-letter = N
large-south-letter = S
large-north = NORTH: { $p1 }   (far side; North's pit 1 is on North's left = your right)
large-south = SOUTH: { $p1 }   (near side; South's pit 1 is on South's left)
large-set-over = SET OVER ({ $p1 }): { $p2 }
large-to-move = TO MOVE: { $p1 }
checklist = Checklist (each row in its owner's numbering, pit 1 = the owner's left):
checklist-store = store: { $p1 }
checklist-totals = {"  "}{ $p1 } in the pits, { $p2 } in the stores, { $p3 } in all.

## replay --best

best-none = Best move: none, the game is over.
best-solver = Best move for { $mover } (solver): pit { $pit }; with perfect play { $verdict }.
best-by = Best move for { $mover } ({ $by }): pit { $pit }.
solved-draw = a draw
solved-wins-by = { $p1 } wins by { $p2 }

## Dates

date-format = { $d } { $month } { $y }
date-time-format = { $date }, { $time }
january = January
february = February
march = March
april = April
may = May
june = June
july = July
august = August
september = September
october = October
november = November
december = December

## The tournament floor in the browser (hakem serve)

serve-no-round = No round is paired yet.
serve-tables-in = { $p1 } of { $p2 } tables in
serve-no-standings = The standings appear once the first round is complete.
serve-standings-when = The standings after round { $p1 } appear once every table of the round is in: { $p2 } of { $p3 } in.
serve-players = Players ({ $p1 })
serve-rating = Rating
serve-live = This page updates by itself.
serve-wall-scrolls = On a wide screen the lists scroll by themselves; a touch or a key stops them.
serve-cross-table = Cross table
serve-wall = Wall
serve-enter-result = Enter a result
serve-table-number = Table number
serve-continue = Continue
serve-wrong-code = Wrong table number or table code; nothing was saved.
serve-too-many-tries = Too many wrong codes for this table; try again in a minute.
serve-no-such-table = Round { $p1 } has no such table.
serve-stores = Stones in the stores
serve-timeout-for = Time ran out for
serve-nobody = nobody
serve-warnings-for = { $p1 }: warnings
serve-set-hint = Leave a set not played empty. On a time-out enter only the stones of the player whose time ran out.
serve-check = Check
serve-change = Change
serve-confirm-hint = Both players confirm by tapping their names; then Save.
serve-confirm-name = { $p1 }: I confirm
serve-save = Save
serve-not-confirmed = Not saved: both players must confirm.
serve-saved = Saved. Only the arbiter can change this result now.
serve-already-saved = This table's result is saved; only the arbiter can change it.
serve-refused = The rules refuse this result: { $p1 }
serve-not-a-number = Set { $p1 }: "{ $p2 }" is not a number.
serve-draw = draw
serve-empty-set = Set { $p1 } is empty; enter the sets played in order.
serve-tokens = Sets (as for hakem result)
serve-tokens-hint = 30-18 18-30 26-22; a time-out -20,t:second; a warning w:first; a forfeit forfeit:first
serve-desk = Arbiter's desk
serve-start-pages = the wall: { $wall }   tables: { $wall }table   arbiter's desk: { $wall }desk
serve-start-password = the desk's password: { $password }
serve-start-stop = stop with Ctrl-C
serve-in = In
serve-missing = Missing
serve-flagged = Flagged
serve-correct = Correct
serve-before = Now
serve-after = New
serve-pair-round = Pair round { $p1 }
serve-all-paired = Every round is paired.
serve-print-pairing = Pairing list and cards (print)
serve-print-standings = Standings and cross table (print)
serve-same-command = The same on the command line: { $p1 }

## Errors

error-word = error
warning-word = warning
usage = Usage
