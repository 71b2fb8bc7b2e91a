# The game: how a set ends, why a move is illegal, the seats and the
# players, places on the board, stones; then the grid games' words
# (Reversi, Pentago).

## How a set of a sowing game ended by the rules of play (engine::EndReason)

game-end-row-empty = a row was empty after the move
game-end-no-move = the player to move had no stones to play
game-end-majority = a player captured more than half the stones (or both half)
game-end-cannot-feed = the opponent's row was empty and no move could give them a stone
game-end-cycle = the position repeated
game-end-no-legal-move = the player to move had stones, but every move they had was forbidden (a grand slam)
game-end-sowing-limit = a relay sowing went on for more laps than the limit allows

## How a set ended otherwise (referee::SetEnd)

game-set-end-timeout = { $name }'s time ran out
game-set-end-warnings = { $name } received the round-losing warning
game-set-end-result = result entered
game-set-end-counted = stores counted
game-set-end-warning-lost = the { NUMBER($limit, type: "ordinal") ->
        [one] { $limit }st
        [two] { $limit }nd
        [few] { $limit }rd
       *[other] { $limit }th
    } warning to { $name } lost the round
game-set-end-result-entered = the result was entered

## Why a move of a sowing game is illegal (engine::IllegalMove)

game-illegal-no-such-pit = there is no pit { $pit }: pits are numbered 1 to { $pits }
game-illegal-empty-pit = pit { $pit } is empty
game-illegal-must-feed = the opponent's row is empty and pit { $pit } gives them no stone; a move that feeds them must be played (pit { $feeding })
game-illegal-grand-slam = pit { $pit } would capture every stone in the opponent's row (grand slam), which these rules forbid
game-illegal-game-over = the set is already over: { $reason }

## The same in a few words (a sheet's line)

game-illegal-brief-no-such-pit = there is no such pit
game-illegal-brief-empty-pit = the pit is empty
game-illegal-brief-must-feed = the opponent had to be fed
game-illegal-brief-grand-slam = a grand slam is forbidden
game-illegal-brief-game-over = the set was already over

## A board set up by hand (engine::SetupError)

game-setup-pits = the ruleset has { $expected } pits a side; the set-up has { $south } (south) and { $north } (north)
game-setup-stones = the ruleset plays with { $expected } stones; the set-up has { $found }

## Seats, players, places and stones

game-seat-south = South
game-seat-north = North
game-player-first = first
game-player-second = second
game-place-pit = { $seat ->
        [south] South
       *[north] North
    }'s pit { $pit }
game-place-store = { $seat ->
        [south] South
       *[north] North
    }'s store

## A warning's reason (record::WarningReason)

game-reason-touch-move = touch-move
game-reason-illegal-move = illegal move
game-reason-conduct = conduct

## Grid games (Reversi, Pentago): colours, how a game ended

game-color-black = black
game-color-white = white
game-grid-end-line = { $color ->
        [black] black
       *[white] white
    } has { $n } in a row
game-grid-end-both-lines = the move by { $color ->
        [black] black
       *[white] white
    } left { $n } in a row for both colours
game-grid-end-opponent-line = the move by { $color ->
        [black] black
       *[white] white
    } made { $n } in a row for the opponent only
game-grid-end-full-board = the board is full
game-grid-end-no-moves = neither player can move (both pass)

## Why a grid move is refused (grid::Illegal, referee::grid_sets::Refusal)

game-grid-illegal-game-over = the game was already over
game-grid-illegal-off-board = { $cell } is not on the board
game-grid-illegal-occupied = { $cell } is already taken
game-grid-illegal-no-outflank = a disc on { $cell } outflanks none of the opponent's discs (every move must capture)
game-grid-illegal-pass-with-moves = a pass, but the player has { $moves ->
        [one] { $moves } cell
       *[other] { $moves } cells
    } to play (a pass is only for a player who cannot move)
game-grid-illegal-turn-missing = no quadrant turned: a move is complete only when a quadrant has turned
game-grid-illegal-turn-not-in-rules = a quadrant turn is written, but these rules turn none
game-grid-illegal-no-such-quadrant = there is no quadrant { $quadrant }: the board has { $blocks } (1 top left, 2 top right, 3 bottom left, 4 bottom right)
game-grid-illegal-counterclockwise = a counterclockwise turn: these rules turn a quadrant clockwise only
game-grid-illegal-clockwise = a clockwise turn: these rules turn a quadrant counterclockwise only
game-grid-illegal-empty-quadrant = quadrant { $quadrant } holds no marble: an empty quadrant may not be turned
game-grid-unreadable = { $reason }
game-grid-after-timeout = written after the player's time ran out

## A grid set's check and replay

game-grid-set-heading = Set { $set } (moves): black { $black }, white { $white }
game-grid-moves-played = { $plies ->
        [one] { $plies } move played
       *[other] { $plies } moves played
    }{ $inferred ->
        [0] {""}
        [one] {" "}({ $inferred } pass left out of the record and inferred: the player had no move)
       *[other] {" "}({ $inferred } passes left out of the record and inferred: the player had no move)
    }
game-grid-ended = Ended: { $how }.
game-grid-stones = Stones on the board: black { $black }, white { $white }.
game-grid-closing-passes = The record ends with { $n ->
        [one] { $n } pass
       *[other] { $n } passes
    }, as the game did.
game-grid-winner = Winner: { $color ->
        [black] black
       *[white] white
    } ({ $name }).
game-grid-draw = A draw.
game-grid-timeout = { $name }'s time ran out: the set is lost.
game-grid-unfinished = { $result ->
        [none] The game is not over.
       *[other] The moves stop before the end; the result entered stands: { $result }.
    }
game-grid-claim-agrees = Result claimed: { $claimed }; the board agrees.
game-grid-claim-disagrees = Result claimed: { $claimed }; the board DISAGREES (see the winner above).
game-grid-refused = Move { $index } "{ $text }" by { $color ->
        [black] black
       *[white] white
    } ({ $name }){ $at } is refused: { $reason }.
game-grid-board-before = Board before move { $index } ({ $color ->
        [black] black
       *[white] white
    } to move; x black, o white):
game-grid-board-after = { $ply ->
        [none] Starting position
       *[other] After ply { $ply }
    }{ $color ->
        [black] , black to move
        [white] , white to move
       *[none] {""}
    } (x black, o white):
game-grid-replay-heading = Set { $set } ({ $ruleset }): black { $black }, white { $white }
game-grid-replay-heading-moves = { $ruleset }: black moves first
game-grid-ply = { $color ->
        [black] black
       *[white] white
    } { $text }{ $flipped ->
        [0] {""}
       *[other] : { $flipped } turned
    }{ $inferred ->
        [true] {" "}(not written: no move, so a pass)
       *[false] {""}
    }
