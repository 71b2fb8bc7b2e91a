#!/bin/sh
# How long `hakem event standings` takes after 9 rounds of 200 players
# (a Mangala event, 100 tables a round, 900 records with counted sets): the
# event is built with hakem itself by scripts/speed-event.sh (every round
# paired with `hakem pair` and entered with `hakem result`), then
# `hakem event standings DIR` (text: the standings and the cross table) runs
# RUNS times, each a whole process: every record of the event read and
# judged, the tie-breaks computed, the tables printed. Prints the median and
# the fastest wall-clock time and the CPU time (user + system) per call.
# With KEEP=DIR the event is built in DIR and kept (for callgrind, or
# benches/standings.rs's whole-process case).
#
# Usage: scripts/standings-speed.sh [HAKEM] [RUNS]   (default: target/release/hakem, 20)
set -eu
HAKEM=${1:-target/release/hakem}
RUNS=${2:-20}
if [ -n "${KEEP:-}" ]; then
    DIR=$KEEP
    mkdir -p "$DIR"
else
    DIR=$(mktemp -d)
    trap 'rm -rf "$DIR"' EXIT
fi
[ -d "$DIR/event" ] || "$(dirname "$0")/speed-event.sh" "$HAKEM" "$DIR" 100

"$(dirname "$0")/time-command.py" "hakem event standings, 200 players, 9 rounds" "$RUNS" "$HAKEM" event standings "$DIR/event"
