# What is wrong with a ruleset file: a sowing game's (src/ruleset/parse.rs)
# or a grid game's (src/grid/rules.rs).

ruleset-document = the ruleset
ruleset-not-read = the ruleset could not be read
ruleset-unknown-variant = unknown variant "{ $name }"{ $hint ->
    [none] {""}
   *[other] {" "}{ $hint }
}; expected a built-in ruleset ({ $builtins }) or a path to a ruleset .toml file
ruleset-extends-cycle = `extends`: more than { $max } rulesets extend each other (a cycle?)
ruleset-extends-unreadable = `extends`: the ruleset "{ $name }" could not be read: { $cause }

## The board

ruleset-missing-board = the ruleset: missing table [board] (with `pits` and `stones`)
ruleset-stones-and-start = `board.start`: give `stones` (every pit alike) or `start` (pit by pit), not both
ruleset-start-length = `board.start`: lists { $listed ->
    [one] { $listed } pit
   *[other] { $listed } pits
}, but the board has { $pits ->
    [one] { $pits } pit
   *[other] { $pits } pits
} a side
ruleset-start-too-long = `board.start`: lists { $listed } pits, more than { $max }
ruleset-no-stones = `board.start`: no stones at all: nothing could ever be played
ruleset-uneven-start = {"["}board]: `pits` changes to { $pits }, but the base ruleset's uneven `start` lists { $base ->
    [one] { $base } pit
   *[other] { $base } pits
}: give `start` (or `stones`) too

## Lists of counts and of what a capture takes

ruleset-counts-empty = `{ $key }`: an empty list means the capture can never fire
ruleset-counts-zero = `{ $key }`: lists 0, but a pit a stone was just sown into holds at least 1
ruleset-listed-twice = `{ $key }`: listed twice
ruleset-take-empty = `{ $key }`: an empty list captures nothing
ruleset-chain-across = `{ $key }`: `chain_across = true` needs `chain = true`
ruleset-chain-take = `{ $key }`: `chain = true` only chains `take = ["pit"]` captures

ruleset-expected-count = "even", "odd", "was-empty", "any" or a list of counts such as [2, 3]
ruleset-expected-start = a list of stones per pit such as [5, 5, 2, 5, 5]
ruleset-expected-counts = a list of counts such as [4]
ruleset-expected-take = a list such as ["pit"] or ["opposite", "pit"]

## Options that cannot hold together

ruleset-extra-turn-without-store = {"["}sowing]: `extra_turn = true` contradicts `own_store = false`: the last stone can never land in the mover's store
ruleset-skip-origin-first = {"["}sowing]: `skip_origin = true` contradicts `origin_first = true`: the first stone goes back into the emptied pit
ruleset-next-pit-relay-stores = {"["}sowing]: `relay = "next-pit"` needs `own_store = false` and `opponent_store = false`: the place after the last stone must be a pit
ruleset-landing-relay-captures-one = {"["}sowing]: `capture_during` lists 1 with `relay = "landing"`: every stone dropped in an empty pit would be taken
ruleset-lone-stone-back = {"["}sowing]: `lone_stone = "sow"` with `origin_first = true` puts a lone stone back where it was taken: the move would change nothing
ruleset-must-feed-after-move = {"["}moves]: `must_feed = true` has no effect with [end] `row_empty = "after-move"`: an empty row ends the game before anyone could feed it
ruleset-pass-must-feed = {"["}moves]: `no_move = "pass"` contradicts `must_feed = true`: a player with an empty row passes instead of being fed
ruleset-pass-after-move = {"["}moves]: `no_move = "pass"` has no effect with [end] `row_empty = "after-move"`: an empty row ends the game before anyone could pass
ruleset-cannot-feed-leftover = {"["}end]: `cannot_feed_leftover` has no effect without [moves] `must_feed = true`
ruleset-beyond-needs-relay = {"[["}capture]]: `take = ["beyond"]` needs [sowing] `relay = "next-pit"` (the pit beyond the empty pit that ends the sowing)
ruleset-tuzdyk-never-held = {"["}tuzdyk]: no pit can ever hold { $count } stones ({ $total } in play): no tuzdyk can be claimed
ruleset-tuzdyk-one-pit = {"["}tuzdyk]: with one pit a side and `not_last_pit = true` no pit can be claimed
ruleset-grand-slam-no-effect = {"["}moves]: `grand_slam` has no effect: no [[capture]] takes from the opponent's side
ruleset-capture-counts-zero = {"[["}capture]] { $n }: `count` lists 0, but the landing pit holds at least the last stone
ruleset-capture-never-fires = {"[["}capture]] { $n }: no pit can ever hold { $counts } stones ({ $total } in play): the capture can never fire

## A grid game's ruleset

grid-rules-both-colours = {"["}board]: a cell is in both `black` and `white`
grid-rules-block-size = {"["}turn] `block = { $block }`: a block is 2 cells a side or more and divides the board's { $size }
grid-rules-not-a-direction = `turn.directions`: expected "cw" and/or "ccw"
grid-rules-no-direction = `turn.directions`: at least one of "cw", "ccw"
grid-rules-line-too-long = {"["}line] `length = { $length }`: longer than the board's { $size }
grid-rules-not-cells = `{ $key }`: expected cells such as "d4"
