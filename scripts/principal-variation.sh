#!/bin/bash
# A principal variation of a solved game, one proven move at a time:
# each position on the line is solved (`hakem solve RULES --moves LINE`),
# its best move (one that keeps the value) is added to the line, until the
# game ends or PLIES moves are found. Every move on the line is thus
# proven to keep the start's value for the player making it.
#
#   scripts/principal-variation.sh HAKEM RULES PLIES [SOLVE ARGS...]
#
# e.g. scripts/principal-variation.sh hakem turkish-mangala 12 --memory 4096 --cache-dir DIR
# Prints, for each ply, the line so far, the mover's value and the nodes.
set -euo pipefail
if [ $# -lt 3 ]; then
    echo "usage: $0 HAKEM RULES PLIES [SOLVE ARGS...]" >&2
    exit 2
fi
hakem=$1 rules=$2 plies=$3
shift 3
line=""
for ((ply = 1; ply <= plies; ply++)); do
    args=(solve "$rules" --format json "$@")
    [ -n "$line" ] && args+=(--moves "$line")
    json=$("$hakem" "${args[@]}")
    read -r move value mover nodes seconds < <(python3 - "$json" <<'PY'
import json, sys
j = json.loads(sys.argv[1])
print(j["best_move"], j["value"], j["position"]["to_move"], j["nodes"], j["seconds"])
PY
)
    if [ "$move" = None ]; then
        echo "after \"$line\": the game is over"
        break
    fi
    line="${line:+$line }$move"
    echo "ply $ply: $mover plays $move (value for $mover: $value; $nodes positions, ${seconds} s): $line"
done
