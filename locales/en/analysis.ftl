# The rules of a sowing game, question by question (hakem compare): each
# question's label, then each answer.

rules-q-board = board
rules-q-stones = stones
rules-q-start = start (pit 1 → N, both rows)
rules-q-direction = sowing direction
rules-q-sowing-start = sowing starts
rules-q-lone-stone = a lone stone
rules-q-lap-skip = emptied pit on later laps
rules-q-stores-sown = stores sown
rules-q-extra-turn = extra turn
rules-q-relay = relay (multi-lap) sowing
rules-q-capture-during = captures during sowing
rules-q-capture-own = capture on own side
rules-q-capture-opponent = capture on opponent's side
rules-q-tuzdyk = special pit (tuzdyk)
rules-q-grand-slam = grand slam
rules-q-feeding = feeding an empty opponent
rules-q-no-move = a player with no stones
rules-q-end = game ends when
rules-q-leftover = stones left on the board go to

rules-none = —
rules-numbers = { $list }
rules-numbers-or = { $most } or { $last }
rules-then = { $first }: { $then }
rules-also = { $first }; { $then }
rules-then-rule = { $first }; then { $then }
rules-or-ends = { $first }; or { $then }
rules-pits-a-side = { $pits } pits a side
rules-stones-a-pit = { $stones } a pit ({ $total } in all)
rules-stones-uneven = pit by pit ({ $total } in all)
rules-start-alike = every pit alike
rules-counterclockwise = counterclockwise (your pits 1 → N, then your store)
rules-clockwise = clockwise (your pits N → 1, then your store)
rules-relay-none = no: one lap
rules-relay-landing = a last stone in a pit that held stones lifts it and sowing goes on (at most { $laps } laps)
rules-relay-next-pit = the pit after the last stone is lifted and sown on; an empty one ends the sowing (at most { $laps } laps)
rules-capture-during-owner = a pit any stone makes { $counts } goes to the pit's owner
rules-capture-during-mover = a pit any stone makes { $counts } goes to the mover
rules-tuzdyk = last stone making { $count } in an opponent's pit claims it (one each); stones sown into it go to its owner
rules-tuzdyk-not-last-pit = never the opponent's last pit
rules-tuzdyk-not-mirror = never the pit with the number of the opponent's own
rules-no-move-ends = the game ends
rules-no-move-passes = passes; the game ends when neither player has a stone
rules-sowing-from-origin = first stone back into the emptied pit
rules-sowing-from-next = in the next place
rules-lone-like-any = sown like any other (to the next place)
rules-lone-next = moves to the next place
rules-lone-back = goes back into its own pit
rules-lap-skipped = skipped (stays empty)
rules-lap-sown = sown like any other
rules-stores-sown = own: { $own ->
    [true] yes
   *[false] no
} / opponent's: { $opponent ->
    [true] yes
   *[false] no
}
rules-extra-turn-no-store = — (own store not sown)
rules-extra-turn-yes = yes, last stone in own store
rules-extra-turn-no = no
rules-count-even = makes it even
rules-count-odd = makes it odd
rules-count-was-empty = lands in an empty pit
rules-count-any = lands
rules-count-one-of = makes it { $counts }
rules-last-stone = last stone { $count }
rules-takes-both = takes the opposite pit and that pit
rules-takes-pit = takes that pit
rules-takes-opposite = takes the opposite pit only, the last stone stays
rules-takes-beyond = takes the pit beyond the empty next pit
rules-only-if-opposite-holds = only if the opposite pit holds stones
rules-chains-across = chains backwards across both rows
rules-chains = chains backwards
rules-grand-slam-captures = captures as usual
rules-grand-slam-no-capture = legal, captures nothing
rules-grand-slam-illegal = illegal
rules-grand-slam-unless-forced = illegal, unless every move is one (then it captures)
rules-feeding-none = no obligation
rules-must-feed = must feed; if no move can, { $then } and the game ends
rules-cannot-feed-mover = the mover takes their own row
rules-cannot-feed-starved = the starved player takes every stone left
rules-cannot-feed-last-mover = the player who made the last move takes every stone left
rules-end-row-empty = either row is empty after a move
rules-end-to-move-empty = the player to move has an empty row
rules-end-majority = a player has captured more than { $half } (or both { $half })
rules-end-cannot-feed = the opponent cannot be fed
rules-end-cycle = a position repeats (each takes their own row)
rules-end-illegal-grand-slam = every move the player to move has is an illegal grand slam (each takes their own row)
rules-leftover-row-owner = each row's owner
rules-leftover-empty-row = the player whose row is empty
rules-leftover-last-mover = the player who made the last move
rules-leftover-after-majority = { $to } (after a majority they stay on the board)

## The rules of a grid game, question by question (hakem compare, hakem
## variants).

grid-rules-q-board = board
grid-rules-q-start = start
grid-rules-q-placement = a stone goes
grid-rules-q-pass = a pass
grid-rules-q-turn = after the stone
grid-rules-q-directions = turn directions
grid-rules-q-empty-block = an empty quadrant
grid-rules-q-line = a line
grid-rules-q-both = both colours have a line
grid-rules-q-opponent-only = only the opponent has a line
grid-rules-q-no-line = full board or no moves

grid-rules-none = -
grid-rules-board = { $n }×{ $n }
grid-rules-board-blocks = { $n }×{ $n }, { $blocks } quadrants of { $block }×{ $block }
grid-rules-cells = { $list }
grid-rules-no-cells = none
grid-rules-start-empty = an empty board; black first
grid-rules-start = black { $black }, white { $white }; black first
grid-rules-place-outflank = where it outflanks; the outflanked stones turn
grid-rules-place-anywhere = on any empty cell
grid-rules-pass-with-no-move = only with no move; both unable to move ends the game
grid-rules-pass-never = never (every empty cell is a move)
grid-rules-turn-block = a { $block }×{ $block } quadrant turns a quarter
grid-rules-nothing-turns = nothing turns
grid-rules-both-ways = clockwise or counterclockwise
grid-rules-clockwise-only = clockwise only
grid-rules-counterclockwise-only = counterclockwise only
grid-rules-empty-block-turns = may be turned
grid-rules-empty-block-stays = may not be turned
grid-rules-line = { $length } or more in a row win, judged after the turn
grid-rules-no-lines = no lines
grid-rules-mover-wins = the mover wins
grid-rules-opponent-wins = the opponent wins
grid-rules-draw = a draw
grid-rules-most-stones = the most stones win

## hakem compare: the notes under the rule table, and what the same moves
## did under each variant.

compare-note-differs = { $mark }: the variants differ on this rule.
compare-play-row = { $play }: { $figure }
compare-players = { $first } v { $second }
compare-simulated-note = Simulated games: { $games } per variant, { $first } (South, first) against { $second } (North, second), seed { $seed }; "first" is the player who moves first (South).
compare-grid-simulated-note = Simulated games: { $games } per variant, uniform random legal moves, seed { $seed }; black moves first.
compare-moves-under-note = Moves { $moves } under { $names }.
compare-agree-after = { $moves ->
    [one] The boards agree after the one move.
   *[other] The boards agree after all { $moves } moves.
}
compare-illegal-at = Move { $k } (pit { $pit }) is illegal under { $names }.
compare-refused-at = Move { $k } ({ $move_written }) is refused under { $names }.
compare-first-differ-at = The boards first differ after move { $k } (pit { $pit }).
compare-grid-first-differ-at = The boards (or the end) first differ after move { $k } ({ $move_written }).
compare-variant = { $title } ({ $name }): { $state }
compare-state-illegal = illegal: { $why }; the board before it
compare-state-refused = refused: { $why }; the board before it
compare-state-over = game over: { $how }
compare-state-grid-over = game over: { $how }; { $winner }
compare-state-to-move = { $seat } to move
compare-state-grid-to-move = { $colour } to move
compare-grid-winner = { $colour } wins

## Random games (hakem simulate, hakem compare --simulate): what is
## refused.

simulate-no-games = { $flag } must be at least 1
simulate-too-many-games = { $flag } { $games } is more than the { $max } games one run plays; run several with different --seed values
simulate-too-many-threads = --threads { $threads } is more than { $max }; leave it out to use every core
strategy-needs-depth = `{ $name }` needs a depth, e.g. `{ $name }:4`
strategy-needs-playouts = `{ $name }` needs a number of playouts, e.g. `{ $name }:4`
strategy-bad-depth = `{ $given }`: a depth must be a whole number from 1 to { $max }
strategy-bad-playouts = `{ $given }`: a number of playouts must be a whole number from 1 to { $max }
strategy-takes-no-number = `{ $given }`: `{ $name }` takes no number
strategy-unknown = unknown player `{ $given }`; players: random, greedy, alphabeta:DEPTH (1-{ $max_depth }), mcts:PLAYOUTS (1-{ $max_playouts })

## hakem simulate: the figures of random play.

simulate-ended-row-empty = row-empty
simulate-ended-no-move = no-move
simulate-ended-majority = majority
simulate-ended-cannot-feed = cannot-feed
simulate-ended-cycle = cycle
simulate-ended-no-legal-move = no-legal-move
simulate-ended-sowing-limit = sowing-limit
simulate-ended-ply-limit = ply-limit
simulate-ended-share = { $ending } { $share }
simulate-plies-figures = { $mean } / { $median } / { $max }
simulate-grid-plies-figures = { $mean } / { $max }
simulate-captures-figures = { $captures } ({ $stones } stones)
simulate-time = Time: { $seconds } s, { $games } games/s, { $moves } moves/s
simulate-head = { $title } ({ $name }): { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $first } (South, first) against { $second } (North, second), seed { $seed }, { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}
simulate-grid-head = { $title } ({ $name }): { $games ->
    [one] { $games } game
   *[other] { $games } games
}, random against random, seed { $seed }, { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}
simulate-grid-ended-line = line
simulate-grid-ended-both-lines = both-lines
simulate-grid-ended-opponent-line = opponent-line
simulate-grid-ended-full-board = full-board
simulate-grid-ended-no-moves = no-moves
progress-games = { $done }/{ $total } games, { $rate } games/s, { $left } s left
progress-no-workers = cannot start worker threads: { $reason }
simulate-grid-players = --first/--second: { $rules } is played by random players only

## hakem variants

variants-pits-a-side = { $pits } pits a side
variants-stones-a-pit = { $stones } a pit
variants-uneven = uneven ({ $total } in all)
variants-grid-cells = { $size }×{ $size } cells (grid)
variants-missing = built-in ruleset { $name } is missing
variants-not-json = variants: { $detail }

## hakem compare: what is refused.

compare-mixed-kinds = compare: grid rulesets (reversi, pentago, ...) are compared with grid rulesets, sowing rulesets with sowing rulesets
compare-no-moves = no moves given
strategy-random = random
strategy-greedy = greedy
strategy-alphabeta = alphabeta:{ $depth }
strategy-mcts = mcts:{ $playouts }
