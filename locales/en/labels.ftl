# The labels of hakem's printouts, reports and screens: headings,
# terms and short phrases.

## Titles

match-sheet = Match sheet
round-results = Round results

## Event block

event = Event
site = Site
date = Date
round = Round
table = Table
table-code = Table code
game = Game
referee = Referee
record = Record
first-player = First player
second-player = Second player
visually-impaired = visually impaired

## Sets

not-counted = not counted: the round was already decided
end-result = result entered
end-counted = stores counted
problems = Problems

## A set's block

starts = Starts
south = South
north = North
turn = Turn
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

## Incidents

incidents = Warnings and time-outs
no-incidents = none
warning-touch-move = warning: touch-move
warning-illegal-move = warning: illegal move
warning-conduct = warning: conduct
timeout = time-out

## Round

round-result = Round result
set-points = Set points
round-points = Round points
warnings = Warnings
round-drawn = the round is drawn
round-incomplete = the round is not complete
record-valid = Record checked: every move is legal.
record-invalid = RECORD INVALID: see the referee.

## Signatures and footer

signatures = Signatures

## Results and standings

player = Player
result = Result
sets = Sets
stones = Stones
rank = Rank
points = Points

## Tournament lists (hakem event print)

pairing-list = Pairing list
pairing-alphabetical = Pairing list (alphabetical)
pairing-cards = Pairing cards
card-timeout = Time-out
card-timeout-boxes = ☐ 1st ☐ 2nd
card-cut = cut here
standings = Standings
plays-black = Black
opponent = Opponent
club = Club
pairing-number = No
line = Line
bye-table = bye
chief-arbiter = Chief arbiter
yes = yes
cross-legend = +12s: won against the player on line 12, having started set 1; = drawn, - lost; F: by forfeit; BYE: the pairing-allocated bye; REQ: a requested bye; .: not paired
cross-start-mark = s
cross-forfeit-mark = F
cross-bye = BYE
cross-requested = REQ
card-result = Result (set points): ........ – ........
card-table-referee = Table referee
card-stones = stones
card-warnings = warnings
round-start = Round starts

## The lists in the terminal (hakem pair, event standings, event check)

points-short = Pts
second-short = Second

## hakem pair --explain (C.04.3 article codes kept as they are)

explain-groups = Score groups, from the top:
explain-floaters-none = Floaters: none
explain-floaters = Floaters:
explain-tables = Tables:

## hakem pair and event check

dry-run = (dry run: nothing written)
check-notes = notes:
check-finished = every round is complete: the final standings stand
check-lot = ready; round 1 is paired once the technical meeting's `lot` is written

## hakem variants

variant-name = name
variant-title = title
variant-board = board
variant-stones = stones
variant-summary = summary
variant-rule-key = rule key
variant-grid-games = Grid games (moves as cells: hakem check, replay, live, simulate, compare):
variant-grid-keys = Their rules, key by key (docs/rulesets.md, "Grid games"):

## hakem compare

compare-rule = rule
compare-alike = The variants answer every rule question alike.
compare-random-play = random play
compare-differ-at-start = The boards differ before the first move.
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
sim-extra-turns = extra turns per game
sim-interval = Percentages with their 95% confidence interval (Wilson score).
grid-sim-black-wins = black (first player) wins
grid-sim-white-wins = white (second player) wins
grid-sim-plies = plies (mean / max)
grid-sim-passes = passes per game

## The round's results (hakem event print DIR results)

set-stores = Sets (stores)
points-after-round = Total points
forfeit-won = won by forfeit
forfeit-lost = lost by forfeit
double-forfeit = double forfeit
not-counted-mark = not counted
requested-bye-short = bye (requested)

## hakem check, as text (`--lang`)

unit-set = set
unit-card = card
unit-set-title = Set
unit-card-title = Card
check-round-problems = Round problems:
severity-error = error
severity-note = note
check-moves-drawn = {"  "}Moves recorded (above): drawn.
check-moves-no-result = {"  "}Moves recorded (above): no result; a move was refused or the game is not over.
check-result-drawn = {"  "}Result entered: drawn.
check-result-refused = {"  "}Result entered, not accepted.
double-forfeit-round = neither player came to the table: both lose by forfeit
check-counted = {"  "}Counted on paper.
claim-differs-stores = DOES NOT MATCH the stores
claim-stopped = not compared: the set stopped at an illegal move
cell-not-counted = not counted
cell-not-accepted = not accepted
cell-not-finished = not finished
column-started = Started
column-stores = Stores
total = Total
cell-round-drawn = round drawn
cell-round-incomplete = round not complete

## hakem replay, as text (`--lang`)

replay-what-moves = moves from the command line
replay-start = Start (position 0):
set-is-drawn = the set is drawn
at-start = At the start

## replay --large

large-north-store = NORTH STORE
large-south-store = SOUTH STORE
large-north-letter = N
large-south-letter = S
checklist = Checklist (each row in its owner's numbering, pit 1 = the owner's left):

## replay --best

best-none = Best move: none, the game is over.

## The tournament floor in the browser (hakem serve)

serve-no-round = No round is paired yet.
serve-no-standings = The standings appear once the first round is complete.
serve-rating = Rating
serve-live = This page updates by itself.
serve-wall-scrolls = On a projector or a TV the lists turn page by page, each page a screen; a touch or a key stops the turning, ← and → turn the pages.
serve-cross-table = Cross table
serve-wall = Wall
serve-enter-result = Enter a result
serve-table-number = Table number
serve-continue = Continue
serve-wrong-code = Wrong table number or table code; nothing was saved.
serve-too-many-tries = Too many wrong codes for this table; try again in a minute.
serve-timeout-for = Time ran out for
serve-nobody = nobody
serve-set-hint = Leave a set not played empty. On a time-out enter only the stones of the player whose time ran out.
serve-check = Check
serve-change = Change
serve-confirm-hint = Both players confirm by tapping their names; then Save.
serve-save = Save
serve-clear = Clear the result
serve-clear-hint = The record goes back as paired; the result that was there is kept in its history.
serve-not-confirmed = Not saved: both players must confirm.
serve-saved = Saved. Only the arbiter can change this result now.
serve-already-saved = This table's result is saved; only the arbiter can change it.
serve-draw = draw
serve-tokens = Sets (as for hakem result)
serve-tokens-hint = 30-18 18-30 26-22; a time-out -20,t:second; a warning w:first; a forfeit forfeit:first
serve-desk = Arbiter's desk
serve-group = Group
serve-players = Players
serve-start-stop = stop with Ctrl-C
serve-missing = Missing
serve-flagged = Flagged
serve-correct = Correct
serve-before = Now
serve-after = New
serve-all-paired = Every round is paired.
serve-print-pairing = Pairing list and cards (print)
serve-print-standings = Standings and cross table (print)

## Errors

error-word = error
warning-word = warning
usage = Usage

## A school championship: lists, teams, prizes
sex-female = F
sex-male = M
sex = Sex
category = Category
school = School
born = Born
list-place = Place
overall-rank = Overall
team = Team
places-sum = Places
players-counted = Counted
players-not-counted = Not counted
team-incomplete = incomplete
prize = Prize
amount = Amount
list = List
overall-list = Overall
no-winner = no one left
licence = Licence
certificate = Certificate of Achievement
first-player-school = First player's school
first-player-points = First player's points
first-player-set-points = First player's set points
second-player-school = Second player's school
second-player-points = Second player's points
second-player-set-points = Second player's set points
remark = Remark
