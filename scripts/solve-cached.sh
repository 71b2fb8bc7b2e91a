#!/bin/bash
# Whole-process solves with the endgame tables already cached, as a user
# meets them after `hakem solve RULES --build-endgames N --cache-dir DIR`.
#
#   scripts/solve-cached.sh HAKEM RULES DIR MEMORY_MIB [ENDGAME...]
#
# One run per ENDGAME (none: hakem's default, which uses every level in
# DIR), each after removing the bounds and search table kept by an
# earlier run (DIR/*.hkb, DIR/*.hkt), so that every run searches from
# nothing. Prints the value, best pit, nodes, and the process's user and
# system CPU, wall time and peak memory (GNU time).
set -euo pipefail
if [ $# -lt 4 ]; then
    echo "usage: $0 HAKEM RULES DIR MEMORY_MIB [ENDGAME...]" >&2
    exit 2
fi
hakem=$1 rules=$2 dir=$3 memory=$4
shift 4
levels=("$@")
[ ${#levels[@]} -eq 0 ] && levels=(default)
for n in "${levels[@]}"; do
    rm -f "$dir"/*.hkb "$dir"/*.hkt
    args=(solve "$rules" --threads 1 --memory "$memory" --cache-dir "$dir" --format json)
    [ "$n" != default ] && args+=(--endgame "$n")
    out=$( { /usr/bin/time -f "TIME %U user %S sys %e wall %M KB" "$hakem" "${args[@]}"; } 2>&1 )
    json=$(grep '^{' <<<"$out")
    time=$(grep '^TIME' <<<"$out" | cut -d' ' -f2-)
    python3 - "$json" "$n" "$time" <<'PY'
import json, sys
j = json.loads(sys.argv[1])
print("endgame %s (%d used, %d read): value %s pit %s nodes %s  %s" % (
    sys.argv[2], j["endgame_stones"], j["endgame_loaded"], j["value"],
    j["best_move"], format(j["nodes"], ","), sys.argv[3]))
PY
done
