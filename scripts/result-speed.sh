#!/bin/sh
# How long one `hakem result` call takes on a 200-player Mangala event in
# its 9th round (100 tables a round, 900 records): the event is built with
# hakem itself by scripts/speed-event.sh (9 rounds paired with `hakem pair`,
# 8 entered with `hakem result` from generated cards, 99 tables of round
# 9), then table 100's result is entered RUNS times with --replace (each call reads the event and
# writes one record). Prints the median and the fastest wall-clock time of a
# whole process, and the CPU time (user + system) per call.
#
# Usage: scripts/result-speed.sh [HAKEM] [RUNS]   (default: target/release/hakem, 50)
set -eu
HAKEM=${1:-target/release/hakem}
RUNS=${2:-50}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT

"$(dirname "$0")/speed-event.sh" "$HAKEM" "$DIR" 99
"$HAKEM" result "$DIR/event" 100 30-18 26-22 >/dev/null

"$(dirname "$0")/time-command.py" "hakem result, 200 players, round 9" "$RUNS" "$HAKEM" result "$DIR/event" 100 30-18 26-22 --replace
