# The referee: what a round is played in, the problems of a round as
# recorded.

## What one game of a round is called (referee::Unit)

referee-unit-set = set
referee-unit-card = card
referee-unit-set-title = Set
referee-unit-card-title = Card

## Round problems in full (referee::ProblemFacts), for `check` and JSON;
## $set is the set's (or card's) number.

referee-set-not-to-be-played = { $unit ->
        [card] card
       *[set] set
    } { $set } should not have been played: { $leader } already had { $points } { $unit ->
        [card] card
       *[set] set
    } points, which decides the round
referee-set-after-warnings = { $unit ->
        [card] card
       *[set] set
    } { $set } should not have been played: { $loser } lost the round by the { NUMBER($limit, type: "ordinal") ->
        [one] { $limit }st
        [two] { $limit }nd
        [few] { $limit }rd
       *[other] { $limit }th
    } warning in { $unit ->
        [card] card
       *[set] set
    } { $at }
referee-too-many-sets = { $unit ->
        [card] card
       *[set] set
    } { $set } should not have been played: a round under { $rules } has at most { $games } { $unit ->
        [card] { $games ->
            [one] card
           *[other] cards
        }
       *[set] { $games ->
            [one] set
           *[other] sets
        }
    }
referee-moves-after-end = { $unit ->
        [card] card
       *[set] set
    } { $set }: { $extra ->
        [one] { $extra } move
       *[other] { $extra } moves
    } recorded after move { $after }, where { $what } and the { $unit ->
        [card] card
       *[set] set
    } ended
referee-incident-in-result = { $unit ->
        [card] card
       *[set] set
    } { $set }, incident { $incident }: `after = { $after }`, but the { $unit ->
        [card] card
       *[set] set
    } is entered by its result (no moves): use `after = 0`
referee-incident-beyond-moves = { $unit ->
        [card] card
       *[set] set
    } { $set }, incident { $incident }: `after = { $after }` is beyond the { $moves ->
        [one] { $moves } recorded move
       *[other] { $moves } recorded moves
    }
referee-exempt-warning = { $unit ->
        [card] card
       *[set] set
    } { $set }, incident { $incident }: a { $reason ->
        [touch-move] touch-move
        [illegal-move] illegal-move
       *[conduct] conduct
    } warning cannot be given to { $name }, who is visually impaired (exempt under { $rules }); the warning is not counted
referee-timeout-after-end = { $unit ->
        [card] card
       *[set] set
    } { $set }, incident { $incident }: a timeout after the { $unit ->
        [card] card
       *[set] set
    } was over
referee-timeout-in-result = { $unit ->
        [card] card
       *[set] set
    } { $set }, incident { $incident }: a timeout in a { $unit ->
        [card] card
       *[set] set
    } entered by its result; enter the result the timeout gave instead
referee-unfinished-set = { $unit ->
        [card] card { $set } is not finished, yet card { $later } is recorded
       *[set] set { $set } is not finished, yet set { $later } is recorded
    }
referee-draw-not-possible = { $unit ->
        [card] card { $set }: the result is a draw, but under { $rules } a card cannot be drawn
       *[set] set { $set }: the result is a draw, but under { $rules } a set cannot be drawn
    }
referee-store-missing = { $unit ->
        [card] card
       *[set] set
    } { $set }: the store of { $name } is not counted (`claimed.{ $key }`)
referee-store-missing-timeout = { $unit ->
        [card] card
       *[set] set
    } { $set }: the store of { $name }, whose time ran out, is not counted; the timer rule reads it (`claimed.{ $key }`)
referee-stores-beyond-total = { $unit ->
        [card] card
       *[set] set
    } { $set }: the counted stores hold { $sum } stones, more than the { $total } of the game
referee-stores-not-total = { $unit ->
        [card] card
       *[set] set
    } { $set }: the counted stores { $first } and { $second } add up to { $sum }; at the end of a set all { $total } stones are in the stores
referee-stores-no-majority = { $unit ->
        [card] card
       *[set] set
    } { $set }: the counted stores { $first } and { $second } add up to { $sum }, not { $total }; stones stay on the board only when a store holds more than half
referee-score-not-signed = { $unit ->
        [card] card
       *[set] set
    } { $set }: the score the players signed is not written (`claimed`)
referee-start-order = { $unit ->
        [card] card { $set }: the record says { $recorded } started, but under { $rules } { $by_rules } starts card { $set }
       *[set] set { $set }: the record says { $recorded } started, but under { $rules } { $by_rules } starts set { $set }
    }
referee-start-order-nobody = { $unit ->
        [card] card { $set }: the record says { $recorded } started, but under { $rules } nobody starts a card
       *[set] set { $set }: the record says { $recorded } started, but under { $rules } nobody starts a set
    }

## Round problems in brief, for the sheets' notes

referee-brief-set-not-to-be-played = { $unit ->
        [card] card { $set } should not have been played: the card points had decided the round
       *[set] set { $set } should not have been played: the set points had decided the round
    }
referee-brief-set-after-warnings = { $unit ->
        [card] card
       *[set] set
    } { $set } should not have been played: the round was lost by warnings
referee-brief-too-many-sets = { $unit ->
        [card] card
       *[set] set
    } { $set } is one too many for a round
referee-brief-moves-after-end = { $unit ->
        [card] card
       *[set] set
    } { $set } has moves recorded after it ended
referee-brief-incident-beyond-moves = { $unit ->
        [card] card
       *[set] set
    } { $set } has an incident after its last recorded move
referee-brief-exempt-warning = { $unit ->
        [card] card
       *[set] set
    } { $set }: a warning to a visually impaired player, who is exempt from it
referee-brief-timeout-after-end = { $unit ->
        [card] card
       *[set] set
    } { $set } has a timeout recorded after it ended
referee-brief-timeout-in-result = { $unit ->
        [card] card
       *[set] set
    } { $set } is entered by its result and cannot have a timeout
referee-brief-unfinished-set = { $unit ->
        [card] card { $set } is not finished, yet a later card is recorded
       *[set] set { $set } is not finished, yet a later set is recorded
    }
referee-brief-draw-not-possible = { $unit ->
        [card] card
       *[set] set
    } { $set } is entered as a draw, which this game cannot have
referee-brief-store-missing = { $unit ->
        [card] card
       *[set] set
    } { $set } lacks a store that had to be counted
referee-brief-stores-impossible = { $unit ->
        [card] card
       *[set] set
    } { $set } has counted stores no ending can leave
referee-brief-score-not-signed = { $unit ->
        [card] card
       *[set] set
    } { $set } has no signed score
referee-brief-start-order = { $unit ->
        [card] card
       *[set] set
    } { $set } was not started by the player the tournament rules name

## The tournament-rules file's checks (referee::tournament::RulesProblem)

referee-rules-document = the tournament rules
referee-rules-unreadable = the tournament rules could not be read
referee-table-missing = the tournament rules: missing table [{ $table }]
referee-round-draw-missing = [round_points]: missing key `draw` (a round can end level)
referee-draw-share = `draw_share`: expected a share of the stones above 0 and at most 1, found { $found }
referee-share-missing = [timer]: `on_timeout = "store-share"` needs `draw_share` (0.5: half the stones)
referee-share-unused = [timer]: `draw_share` applies only with `on_timeout = "store-share"`
referee-start-order-missing = [round]: rules for sowing variants need a `start_order` (someone sits South)
referee-stop-at-unreachable = [round]: `stop_at` = { $stop } can never be reached in { $games } games of { $win } points
referee-points-order = [{ $table }]: expected win > draw >= loss (or win > loss without draws)
referee-not-a-number = `{ $key }`: expected a number of at least 0, found { $found }

## A record's variant and tournament rules, opened (referee::open_record::OpenProblem,
## open_grid::GridOpenProblem, tournament::RulesName)

referee-file-unreadable = `{ $key }`: "{ $name }" could not be read: { $reason }
referee-unknown-variant = unknown variant "{ $name }"{ $hint ->
        [none] {""}
       *[other] {" "}(did you mean "{ $hint }"?)
    }; expected a built-in ruleset ({ $rulesets }), a grid game ({ $grids }), a game entered by results ({ $games }) or a path to a ruleset .toml file
referee-unknown-rules = unknown tournament rules "{ $name }"{ $hint ->
        [none] {""}
       *[other] {" "}(did you mean "{ $hint }"?)
    }; expected built-in tournament rules ({ $builtin }) or a path to a .toml file
referee-rules-for-results = `rules = "{ $rules }"` are for { $game } rounds entered by results, but the variant { $variant } is a sowing game; use rules for sowing variants such as mangala-2023 or { $default }
referee-variant-unknown-rules = the variant { $variant } names unknown tournament rules "{ $name }"{ $hint ->
        [none] {""}
       *[other] {" "}(did you mean "{ $hint }"?)
    }; expected built-in tournament rules ({ $builtin }) or a path to a .toml file
referee-variant-rules-for-results = the variant { $variant } names tournament rules { $rules } that are for a game entered by results
referee-variant-not-the-game = `variant = "{ $variant }"`, but `rules = "{ $rules }"` are for { $game }
referee-cells-in-sowing = { $unit ->
        [card] card
       *[set] set
    } { $set }: moves written as cells ("d3", "c4 3") are for a grid game such as { $grids }; this variant's moves are pit numbers
referee-moves-in-results = { $unit ->
        [card] card { $set }: { $game } cards
       *[set] set { $set }: { $game } sets
    } are entered by `result` ("first", "second" or "draw"), not by moves
referee-result-in-sowing = { $unit ->
        [card] card
       *[set] set
    } { $set }: a { $variant } set is checked from its `moves`; `result` is only for games entered by results ({ $games })
referee-rules-not-for-grid = `rules = "{ $rules }"` are not for { $game } rounds; use rules whose `game` is "{ $game }" such as the ruleset's own { $own ->
        [none] (none)
       *[other] { $own }
    }
referee-grid-no-rules = the grid ruleset { $ruleset } names no tournament rules and none are built in for { $game }; add `rules = "..."`
referee-pits-in-grid = set { $set }: { $ruleset } moves are cells such as "d3" or "c4 3" (or the set's `result`), not pit numbers
