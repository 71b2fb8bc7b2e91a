#!/bin/sh
# How long `hakem check` takes on a record of N incidents, each a problem of
# the round (a time-out after a move not played): text and JSON, the
# incidents one a line and all on one line (6 MB for 150,000), as a program
# may write them. Each problem is located file:line:column; a column was
# counted from its line's start, which made one long line quadratic.
# Prints the median and the fastest wall-clock time and the CPU time per call
# (scripts/time-command.py).
#
# Usage: scripts/incidents-speed.sh [HAKEM] [N] [RUNS]   (default: target/release/hakem, 150000, 3)
set -eu
HAKEM=${1:-target/release/hakem}
N=${2:-150000}
RUNS=${3:-3}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
python3 - "$DIR" "$N" <<'PY'
import sys
out, n = sys.argv[1], int(sys.argv[2])
incident = lambda i: '{after=9,player="%s",kind="timeout"}' % ("first" if i % 2 else "second")
head = 'variant = "turkish-mangala"\n[[set]]\nmoves = [3, 6, 1, 4, 2]\nincidents = ['
with open(f"{out}/lines.toml", "w") as f:
    f.write(head + "\n" + ",\n".join(incident(i) for i in range(n)) + "\n]\n")
with open(f"{out}/one-line.toml", "w") as f:
    f.write(head + ",".join(incident(i) for i in range(n)) + "]\n")
PY
for shape in lines one-line; do
    for format in text json; do
        # `check` exits 1 (the record has problems): time-command.py wants 0.
        printf '#!/bin/sh\n"%s" check "%s" --format %s; test $? -eq 1\n' \
            "$HAKEM" "$DIR/$shape.toml" "$format" > "$DIR/run.sh"
        chmod +x "$DIR/run.sh"
        "$(dirname "$0")/time-command.py" "check, $N incidents, $shape, $format" "$RUNS" "$DIR/run.sh"
    done
done
