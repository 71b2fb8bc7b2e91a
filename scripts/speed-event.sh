#!/bin/sh
# Builds the 200-player Mangala event of the speed measurements
# (scripts/result-speed.sh, scripts/standings-speed.sh, benches/standings.rs)
# with hakem's own commands: 9 rounds, each paired with `hakem pair` and its
# results entered with `hakem result` from generated cards (counted sets,
# seeded draws), 100 tables a round. Round 9 gets its first TABLES tables.
#
# Usage: scripts/speed-event.sh HAKEM DIR [TABLES]   (TABLES 1-100, default 100)
#   writes DIR/event (the event folder) and DIR/cards-N.txt
set -eu
[ $# -ge 2 ] || { echo "usage: scripts/speed-event.sh HAKEM DIR [TABLES]" >&2; exit 2; }
HAKEM=$1
DIR=$2
TABLES=${3:-100}
case "$TABLES" in
    '' | *[!0-9]*) echo "TABLES is a whole number from 1 to 100" >&2; exit 2 ;;
esac
[ "$TABLES" -ge 1 ] && [ "$TABLES" -le 100 ] || { echo "TABLES is 1 to 100" >&2; exit 2; }

python3 - "$DIR" "$TABLES" <<'EOF'
import os, random, sys
d, last_tables = sys.argv[1], int(sys.argv[2])
given = ["Ayşe", "Mehmet", "Zeynep", "Ali", "Elif", "Can", "Deniz", "Ece", "Ümit", "Şule"]
out = ('name = "Hız Denemesi"\nstart = 2026-11-26\nvariant = "turkish-mangala"\n'
       'rules = "mangala-2023"\nrounds = 9\nlot = "starts"\n')
for i in range(200):
    out += f'\n[[player]]\nid = "p{i}"\ngiven_name = "{given[i % 10]}"\nsurname = "Soyadı{i:03}"\n'
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
        lines = lines[:last_tables]
    open(f"{d}/cards-{r}.txt", "w").write("\n".join(lines) + "\n")
EOF

for r in 1 2 3 4 5 6 7 8 9; do
    "$HAKEM" pair "$DIR/event" >/dev/null
    "$HAKEM" result "$DIR/event" <"$DIR/cards-$r.txt" >/dev/null 2>&1
done
