# hakem solve: the exact value of a position, the endgame tables and the
# cache folder.

## A rule the solver does not handle yet ("solving rules with … is not
## supported yet").

solve-unsupported-tuzdyk = a tuzdyk
solve-unsupported-relay = relay sowing
solve-unsupported-capture-during = captures during sowing
solve-unsupported-passes = passes (a player who cannot move)

## What hakem solve refuses.

solve-memory = --memory { $memory }: give 1 to { $max } MiB
solve-threads = --threads { $threads }: give 1 to { $max }
solve-unsupported = { $rules }: solving rules with { $what } is not supported yet
solve-illegal-move = move { $k } (pit { $pit }) is illegal ({ $why })
solve-stones = { $flag } { $given }: give { $low } to { $high } stones
solve-endgame-too-big = --endgame { $given }: the tables would take { $mib } MiB, more than half of --memory { $memory }
solve-table-too-big = --memory { $memory }: the system cannot give the { $mib } MiB of the transposition table; give a smaller --memory
solve-no-thread = the system refused to start a search thread (too little memory or address space for its stack, or too many threads); try fewer --threads
solve-endless = { $rules }: a position can repeat and the rules have no repetition rule, so play can go on forever; this game has no value to solve
solve-search-thread-not-started = cannot start the search thread: { $reason }
solve-build-thread-not-started = cannot start the build thread: { $reason }
solve-search-thread-failed = the search thread failed
solve-build-thread-failed = the build thread failed
solve-not-pits-alone = { $rules }: endgame tables need rules whose future depends only on the pits (no majority or repetition rule)
solve-build-too-big = --build-endgames { $stones }: the tables take { $mib } MiB, more than --memory { $memory }
solve-no-cache-folder = no cache folder: give --cache-dir (HOME is not set)
solve-slice-missing = --slice { $n }: the slice of { $k } stones ({ $file }) is missing or does not check; build it first
solve-slice-unusable = --slice { $n }: { $problem }
solve-cannot-allocate = the endgame table of { $n } stones needs { $mib } MiB, which cannot be allocated; give a smaller --endgame

## --position not read.

solve-position-no-slash = write South's { $pits } pits, a slash, then North's { $pits } pits (each row may be followed by its store)
solve-position-not-a-count = { $side }: `{ $given }` is not a stone count (0 to { $max })
solve-position-count = { $side }: { $given ->
    [one] { $given } number
   *[other] { $given } numbers
}; give the { $pits } pits, optionally followed by the store
solve-position-total = the position holds { $total } stones; { $rules } is played with { $stones } (give the stores after each row)
solve-position-pits = the ruleset has { $pits } pits a side; the set-up has { $south } (south) and { $north } (north)
solve-position-game-over = { $side } has no move in this position: the game is over

## What hakem solve says on stderr as it goes.

solve-note-endgame-level = endgame tables: { $stones } stones
solve-note-build-level = endgame tables: { $stones } of { $of } stones ({ $next } positions next)
solve-note-build-slice = endgame slice of { $stones } stones
solve-note-reading-table = reading the search table an earlier run kept
solve-note-searching = value between { $lower } and { $upper }, { $nodes } positions searched
solve-note-keeping-table = keeping the search table ({ $size })
solve-note-bounds-unread = solver cache: { $problem }; the bounds are proven afresh
solve-note-bounds-not-kept = solver cache: { $problem }; the bounds proven are not kept
solve-note-table-unused = solver cache: { $file }: { $why }; the search starts without it
solve-note-table-not-kept = solver cache: { $problem }; the search table is not kept
solve-note-level-not-kept = endgame cache: { $problem }; the tables are built in memory instead

## Why a kept search table is not used.

solve-kept-unreadable = { $problem }
solve-kept-too-short = { $bytes } bytes: too short to be a kept table
solve-kept-not-hakems = not a table kept by hakem
solve-kept-other-version = kept by another version of hakem
solve-kept-other-rules = kept for other rules
solve-kept-other-position = kept for another position
solve-kept-wrong-length = { $len } bytes where its header gives { $expected }: cut short or grown
solve-kept-too-large = its table of { $kept_mib } MiB is larger than this run's { $this_mib } MiB (give a larger --memory)
solve-kept-bad-slot = holds a slot hakem does not write
solve-kept-checksum = its checksum does not match: damaged

## An entry of the cache folder not used or not written.

solve-cache-kind-link = a symbolic link
solve-cache-kind-folder = a folder
solve-cache-kind-fifo = a FIFO
solve-cache-kind-device = a device
solve-cache-kind-socket = a socket
solve-cache-kind-not-regular = not a regular file
solve-cache-cannot-be-read = cannot be read ({ $reason })
solve-cache-cannot-be-opened = cannot be opened ({ $reason })
solve-cache-cannot-be-mapped = cannot be mapped ({ $reason })
solve-cache-not-hakems = is { $kind }, not a file hakem made
solve-cache-left-alone = is { $kind }, not a file hakem made; left alone
solve-cache-cannot-allocate = { $bytes } bytes cannot be allocated to read it
solve-cache-not-a-file-name = not a file name
solve-cache-not-looked = cannot be looked at ({ $reason })
solve-cache-folder-not-made = the folder cannot be made ({ $reason })
solve-cache-folder-not-written = the folder cannot be written ({ $reason })
solve-cache-no-temporary-name = no temporary file name free
solve-cache-cannot-be-written = cannot be written ({ $reason })
solve-cache-at = { $file }: { $problem }

## The report.

solve-text-start = the start position
solve-text-given = the given position
solve-text-after-moves = { $moves ->
    [one] after { $moves } move
   *[other] after { $moves } moves
}
solve-text-head = { $title } ({ $name }), { $what }, { $mover } to move:
solve-text-value = Value: { $verdict } with perfect play (final store difference { $diff } for { $mover })
solve-text-interrupted = Interrupted before the exact value: it lies between { $lower } and { $upper } for { $mover } (final store difference)
solve-text-best = Best move: pit { $pit }
solve-text-known = Started from the bounds an earlier run proved: { $lower } to { $upper } (kept in the cache folder)
solve-text-table-kept = Went on from the search table an earlier run kept ({ $size }, in the cache folder)
solve-text-searched = Searched { $nodes } positions in { $seconds } s ({ $rate } M/s) on { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}; transposition table { $table }
solve-text-endgame = ; endgame tables up to { $stones } stones in the pits
solve-text-endgame-cache = {" "}({ $loaded } of { $levels } levels read from the cache)
solve-text-kib = { $n } KiB
solve-text-mib = { $n } MiB

## hakem solve --build-endgames

solve-build-head = Endgame tables of { $title } ({ $name }), tables fingerprint { $fingerprint }, in { $dir }:
solve-build-slice-built = slice of { $stones } stones built: { $file }
solve-build-slice-interrupted = Interrupted: the slice of { $stones } stones is not written
solve-build-slice-circular = the slice of { $stones } stones is not built: play can go round in circles there
solve-build-ready = levels 1 to { $reached } ready ({ $positions } positions, { $bytes } bytes): { $loaded } read back, { $built } built
solve-build-not-kept = , { $levels } built but not kept (see the warnings)
solve-build-interrupted = Interrupted before level { $level }: run the same command again to go on
solve-build-circular = level { $level } is not built: play can go round in circles there
