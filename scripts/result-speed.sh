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

python3 - "$HAKEM" "$DIR/event" "$RUNS" <<'EOF'
import os, subprocess, sys, time
hakem, event, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
walls = []
before = os.times()
for _ in range(runs):
    t = time.perf_counter()
    subprocess.run([hakem, "result", event, "100", "30-18", "26-22", "--replace"],
                   check=True, stdout=subprocess.DEVNULL)
    walls.append(time.perf_counter() - t)
after = os.times()
cpu = (after.children_user - before.children_user + after.children_system - before.children_system) / runs
walls.sort()
print(f"hakem result, 200 players, round 9 ({runs} runs): "
      f"median {walls[len(walls) // 2] * 1000:.1f} ms, fastest {walls[0] * 1000:.1f} ms, "
      f"CPU {cpu * 1000:.1f} ms a call")
EOF
