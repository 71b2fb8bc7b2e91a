# hakem live: a round scored at the table (the line mode and the screen).

## The line syntax: what a word of a command should have been, and why a
## line is not a command. Each quotes the words as they were typed.

live-expect-player = a player (first or second)
live-expect-reason = a reason (touch-move, illegal-move or conduct)
live-expect-number = a whole number
live-expect-place = a place (such as N4, S2, north:4, first:3, store:north)
live-expect-clock = the time left as M:SS (at most 1440:00)
live-parse-not-a-command = "{ $word }" is not a command; type help
live-parse-unexpected = "{ $command }": unexpected "{ $word }"
live-parse-missing = "{ $command }": missing { $what }
live-parse-bad = expected { $what }; found "{ $found }"

## Words said inside the answers.

live-seat-south = South
live-seat-north = North
live-color-black = black
live-color-white = white
live-reason-touch-move = touch-move
live-reason-illegal-move = illegal move
live-reason-conduct = conduct

## A player the record does not name, by order; and a player's (the
## possessive), by name or by order.

live-unnamed-first = first
live-unnamed-second = second
live-whose-named = { $name }'s
live-whose-first = first's
live-whose-second = second's

## How a set ended (said inside live-reply-set-ended).

live-end-grid = the game is over: { $how }
live-end-timeout = { $whose } time ran out
live-end-warnings = { $name } received the warning that loses the round
live-end-result = result entered
live-end-counted = stores counted

## The round's result.

live-round-won = { $name } wins the round
live-round-drawn = the round is drawn
live-round-incomplete = the round is not complete

## What undo takes back.

live-undo-move = move { $ply } ({ $name }, pit { $pit })
live-undo-grid-move = move { $ply } ({ $name }, { $text })
live-undo-warning = { $reason } ({ $name })
live-undo-timeout = time-out ({ $name })
live-undo-claim = the signed scores
live-undo-next-set = set { $set }

## The answers, line by line.

live-reply-opened = { $path }: { $title }.
live-reply-clock-restored = Clock stopped: the time left is as last saved; compare with the table's clock, space starts it.
live-reply-status = Set { $set }, moves played: { $moves }.
live-reply-stores = Stores: { $first } { $first_stones }, { $second } { $second_stones }.
live-reply-warnings = Warnings: { $first } { $first_warnings }, { $second } { $second_warnings }.
live-reply-clock = Clock: { $first } { $first_left }, { $second } { $second_left }.
live-reply-grid-stones = Stones: { $first } ({ $first_color }) { $first_stones }, { $second } ({ $second_color }) { $second_stones }.
live-reply-to-move = To move: { $name } ({ $seat }).
live-reply-grid-to-move = To move: { $name } ({ $color }).
live-reply-grid-no-move = No move: { $name } ({ $color }) passes; enter pass or pas.
live-reply-grid-board = { $ply ->
        [none] Starting position
       *[other] After ply { $ply }
    }{ $to_move ->
        [none] {""}
       *[other] , { $to_move } to move
    } (x black, o white):
live-reply-set-ended = Set { $set } over: { $how }.
live-reply-final-stores = Final stores: { $first } { $first_stones }, { $second } { $second_stones }.
live-reply-set-winner = { $name } wins set { $set }.
live-reply-set-drawn = Set { $set } is drawn.
live-reply-claimed = Signed: { $first } { $first_stones }, { $second } { $second_stones }: { $matches ->
        [true] matches
        [false] DOES NOT MATCH
       *[none] not compared
    }.
live-reply-claim-prompt = The scores the players signed: claim A B; A: { $first } ({ $first_seat }), B: { $second } ({ $second_seat }).
live-reply-next-prompt = The next set: next.
live-reply-round-ended = Round over: { $result }.
live-reply-set-points = Set points: { $first } { $first_points }, { $second } { $second_points }.
live-reply-round-points = Round points: { $first } { $first_points }, { $second } { $second_points }.
# The status line once the round is over: the winner's set points first.
live-reply-round-status = Round over after set { $set }: { $result }, { $points }–{ $other_points }.
live-reply-valid = Record checked: every move is legal.
live-reply-invalid = RECORD INVALID: see the referee.
live-reply-moved = Move { $ply }: { $name }, pit { $pit }.
live-reply-captured = { $stones ->
        [one] { $stones } stone captured.
       *[other] { $stones } stones captured.
    }
live-reply-extra-turn = The last stone fell in the store: { $name } moves again.
live-reply-grid-moved = Move { $ply }: { $name } ({ $color }), { $text }.
live-reply-grid-turned = Discs turned: { $discs }.
live-reply-warned = Warning to { $name } ({ $reason }): { $total } of { $limit } in the round.
live-reply-timed-out = Time-out: { $whose } time ran out with { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    } in the store.
live-reply-grid-timed-out = Time-out: { $whose } time ran out; the set is lost.
live-reply-next-set = Set { $set }: { $name } starts (South).
live-reply-grid-next-set = Set { $set }: { $name } starts (black).
live-reply-next-unsigned = NOTE: set { $set } has no signed score; to write it: undo, then claim A B.
live-reply-undone = Taken back: { $what }.
live-reply-counted-pit = { $seat } pit { $pit } ({ $name }): { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    }.
live-reply-counted-store = { $seat } store ({ $name }): { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    }.
live-reply-clock-running = { $whose } clock is running.
live-reply-clock-stopped = The clock is stopped.
live-reply-sheet-written = Match sheet written: { $path }

## Why a command was refused (nothing was recorded).

live-reply-refused-move = REFUSED: { $name } cannot play pit { $pit }: { $why }. Nothing recorded.
# The command that gives the warning for the move just refused, as typed.
live-reply-warn-hint = The warning for it (item h): warn { $who ->
        [first] first
       *[second] second
    } illegal-move
live-reply-warn-hint-key = The warning for it (item h): w
live-reply-grid-refused = REFUSED: { $name } ({ $color }) cannot play { $text }: { $why }. Nothing recorded.
live-reply-grid-must-pass = REFUSED: { $name } ({ $color }) has no move: no cell takes a disc; enter the pass (pass or pas).
live-reply-grid-not-a-move = REFUSED: not a move on this board: { $why }.
live-reply-not-this-game-pit = REFUSED: this game has no pits; a move is a cell (d3), in Pentago with the quadrant turned (c4 3), or a pass.
live-reply-not-this-game-cell = REFUSED: this game has no cells; a move is a pit number.
live-reply-not-this-game-count = REFUSED: a count is for sowing games; type board to see every disc.
live-reply-not-this-game-claim = REFUSED: in this game the board gives the result; there is no score to sign.
live-reply-exempt = REFUSED: { $name } is visually impaired; under { $rules } this warning ({ $reason }) is not given.
live-reply-no-refused-move = REFUSED: no refused move to warn for; type warn PLAYER REASON.
live-reply-set-over = REFUSED: the set is over. Signed scores: claim A B; next set: next.
live-reply-grid-set-over = REFUSED: the set is over; next set: next.
live-reply-set-not-over = REFUSED: the set is not over yet.
live-reply-round-over = REFUSED: the round is over.
live-reply-illegal-in-record = REFUSED: the record's set { $set }, move { $index } is illegal; take it back with undo.
live-reply-nothing-to-undo = Nothing to undo.
live-reply-no-such-pit = REFUSED: there is no pit { $pit }; pits are 1 to { $pits }.
live-reply-no-timer = REFUSED: no timer; start hakem live with --timer MINUTES.
live-reply-changed-on-disk = REFUSED: { $path } was changed by another program; nothing was written. Restart hakem live.
live-reply-reloaded = REFUSED: { $path } was changed by another program; nothing was written.
live-reply-reloaded-board = Record read again from disk: the board is the file's (set { $set }; moves so far: { $moves }). Enter the move again if it still stands.
live-reply-sheet-over-record = REFUSED: the match sheet is never written over a record; give a file name ending in .html.
live-reply-not-a-sheet = REFUSED: { $path } is not a match sheet and is not written over; give another file name: sheet FILE.html
live-reply-failed = NOT SAVED: { $why }
live-reply-not-understood = NOT UNDERSTOOD: { $why }
live-reply-overlong = a line longer than { $max } bytes

## The help: the words to fill in of a command's syntax, and what each
## command does (each row fits 80 columns: 20 for the syntax).

live-help-commands = Commands:
live-help-pit = the player to move empties that pit
live-help-cell = a move: a cell (d3), in Pentago and a quadrant (c4 3ccw)
live-help-warn-refused = the warning (item h) for the move just refused
live-help-warn-syntax = warn PLAYER REASON
live-help-warn = first|second; touch-move|illegal-move|conduct
live-help-undo = take back the last move, warning, time-out, score or set
live-help-count-syntax = count PLACE
live-help-count = N4, S2, north:4, first:3, store:north (item b)
live-help-timer = start or stop the clock of the player to move
live-help-timer-set-syntax = timer PLAYER M:SS
live-help-timer-set = set a player's time left
live-help-timeout-syntax = timeout PLAYER
live-help-timeout = the player's time ran out (the timer rule gives the set)
live-help-claim = the signed stores: A the first's, B the second's
live-help-next = set up the next set, with the starter the rules name
live-help-sheet-syntax = sheet [FILE]
live-help-sheet = write the match sheet (HTML; default: beside the record)
live-help-board = show the board and the score
live-help-quit = leave (everything is saved already)

## The screen around the board.

live-screen-title = hakem live · { $path } · { $game } · { $rules }
live-screen-score = Set { $set } of { $sets }  ·  Set points: { $first } { $first_points } – { $second_points } { $second }
live-screen-impaired = (visually impaired)
live-screen-warnings = warnings { $warnings }/{ $limit }
live-screen-stones = Stones { $stones }
live-screen-clock = Clock { $left }{ $running ->
        [true] {" "}(running)
       *[false] {""}
    }
# A pit's label on the board: the seat's letter and the pit (typed by count).
live-screen-south-pit = S{ $pit }
live-screen-north-pit = N{ $pit }
live-screen-warn = Warning to { $name } ({ $reason }): { $total } of { $limit } in the round{ $decides ->
        [true] , LOSES THE ROUND
       *[false] {""}
    }
live-screen-undo = Take back { $what }
live-screen-timeout = Time-out for { $name }
live-screen-confirm = { $what }? (y/n)
live-screen-keys = 1-{ $pits } move · w warning (h) · t touch-move · u undo · c count · space clock · o time-out · s signed scores · n next set · p sheet · : command · q quit
live-screen-grid-keys = a-{ $last } move (d3 Enter) · w warning (h) · t touch-move · u undo · space clock · o time-out · n next set · p sheet · : command (pass) · q quit
live-screen-prompt = Command: { $typed }_
live-screen-claim-prompt = Scores, { $first } ({ $first_seat }) first, then { $second } ({ $second_seat }): { $typed }_
live-screen-help-back = Any key: back to the board

## Why a record cannot be scored live, and a player's name refused on the
## command line (said after the flag).

live-open-other-variant = { $path }: the record is a round of { $variant }, not { $given }; leave out --variant to continue it
live-open-no-file = { $path }: no such file; to start a new record give --variant and the players (--first, --second)
live-open-result-game = `variant = "{ $variant }"` is a game entered by results; live scoring is for games whose moves are entered one by one (sowing games, Reversi, Pentago)
live-open-not-created = { $path }: could not be created
live-open-forfeit = { $path }: this table is a forfeit ({ $mark }): { $name } did not come to the table; no moves are entered.
live-open-forfeit-both = { $path }: this table is a forfeit ({ $mark }): { $first } and { $second } did not come to the table; no moves are entered.
live-forfeit-in-record = the record's `forfeit = "{ $key }"`
live-forfeit-in-event = { $file }, `[[forfeit]]`
live-name-length = expected a name of 1 to { $max } characters
live-name-control = a name cannot hold a control character (a line break, a tab, ...)
