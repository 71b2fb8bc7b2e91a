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
game-stones = { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }
game-solved-draw = a draw
game-solved-wins-by = { $seat ->
        [south] South
       *[north] North
    } wins by { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    }
game-set-starts = Starts set { $set }
game-black-in-set = Black in set { $set }

## A warning's reason (record::WarningReason)

game-reason-touch-move = touch-move
game-reason-illegal-move = illegal move
game-reason-conduct = conduct
