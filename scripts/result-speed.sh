#!/bin/sh
# How long one `hakem result` call takes on a 200-player Mangala event in
# its 9th round (100 tables a round, 900 records): the event is built with
# hakem itself (9 rounds paired with `hakem pair`, 8 entered with `hakem
# result` from generated cards, 99 tables of round 9), then table 100's
# result is entered RUNS times with --replace (each call reads the event and
# writes one record). Prints the median and the fastest wall-clock time of a
# whole process, and the CPU time (user + system) per call.
#
# Usage: scripts/result-speed.sh [HAKEM] [RUNS]   (default: target/release/hakem, 50)
set -eu
HAKEM=${1:-target/release/hakem}
RUNS=${2:-50}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT

python3 - "$DIR" <<'EOF'
import random, sys
d = sys.argv[1]
given = ["Ayşe", "Mehmet", "Zeynep", "Ali", "Elif", "Can", "Deniz", "Ece", "Ümit", "Şule"]
out = ('name = "Hız Denemesi"\nstart = 2026-11-26\nvariant = "turkish-mangala"\n'
       'rules = "mangala-2023"\nrounds = 9\nlot = "starts"\n')
for i in range(200):
    out += f'\n[[player]]\nid = "p{i}"\ngiven_name = "{given[i % 10]}"\nsurname = "Soyadı{i:03}"\n'
import os
os.makedirs(f"{d}/event")
open(f"{d}/event/event.toml", "w").write(out)
random.seed(7)
for r in range(1, 10):
    lines = []
    for t in range(100):
        sets, sp = [], [0, 0]
        while max(sp) < 2 and len(sets) < 3:
            a = random.choice([n for n in range(49) if n != 24])
            sets.append(f"{a}-{48 - a}")
            sp[0 if a > 24 else 1] += 1
        lines.append(" ".join(sets))
    if r == 9:
        lines = lines[:99]
    open(f"{d}/cards-{r}.txt", "w").write("\n".join(lines) + "\n")
EOF

for r in 1 2 3 4 5 6 7 8 9; do
    "$HAKEM" pair "$DIR/event" >/dev/null
    "$HAKEM" result "$DIR/event" <"$DIR/cards-$r.txt" >/dev/null 2>&1
done
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
