#!/usr/bin/env bash
# The values of small boards, solved, as the "Small boards" table of docs/dev/solver.md.
#
#   cargo build --release
#   scripts/small-boards.sh                        # target/release/hakem, 120 s an entry
#   LIMIT=60 PITS="3 4" STONES="1 2 3 4 5" scripts/small-boards.sh path/to/hakem
#
# For each rules family (RULES, default all four: the built-in `kalah`, Kalah
# with the empty capture, `turkish-mangala`, `oware`), each number of pits
# (PITS, default 3 to 6) and stones a pit (STONES, default 1 to 4), it writes
# a ruleset that `extends` the built-in with `[board] pits` and `stones` (the
# empty capture: the house rule of docs/rulesets.md, "House rules", the
# built-in capture without `opposite_nonempty`), then runs
#
#   /usr/bin/time timeout LIMIT hakem solve RULES --format json --no-cache --threads 1
#
# and prints one markdown row: the value (first = South, who moves first),
# the whole process's wall-clock, user and system CPU time (`/usr/bin/time`:
# endgame tables and the table's allocation included), then from the JSON the
# endgame tables' stones, the search's nodes and nodes a second (over the
# search's own wall-clock time, `seconds` in the JSON).
#
# An entry not solved within LIMIT seconds (`timeout` sends SIGTERM; hakem
# stops and prints the bounds proven so far) says so, with those bounds.
# Entries at least as big in both pits and stones as one that timed out on the
# same rules are not run (they are said to be skipped), which bounds the CPU
# time of the run. The load average (1 minute, /proc/loadavg) is read before
# each entry and its range printed at the end: on a shared machine the user
# CPU time is the measure, the wall-clock time an upper bound (and the limit,
# wall-clock time, then gives an entry less CPU time than LIMIT).
set -euo pipefail
cd "$(dirname "$0")/.."

hakem="${1:-target/release/hakem}"
limit="${LIMIT:-120}"
pits_list="${PITS:-3 4 5 6}"
stones_list="${STONES:-1 2 3 4}"
rules_list="${RULES:-kalah kalah-empty-capture turkish-mangala oware}"

[ -x "$hakem" ] || { echo "no hakem binary at $hakem (cargo build --release)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (GNU time)" >&2; exit 2; }
command -v jq >/dev/null || { echo "needs jq" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The ruleset file for one entry; prints its path.
ruleset() {
  local family="$1" pits="$2" stones="$3" base title capture=""
  case "$family" in
    kalah) base=kalah title="Kalah" ;;
    kalah-empty-capture)
      base=kalah title="Kalah with the empty capture"
      capture=$'\n[[capture]]\nside = "own"\ncount = "was-empty"\ntake = ["opposite", "pit"]\n'
      ;;
    turkish-mangala) base=turkish-mangala title="Turkish Mangala" ;;
    oware) base=oware title="Oware" ;;
    *) echo "unknown rules family $family" >&2; exit 2 ;;
  esac
  local file="$work/$family-$pits-$stones.toml"
  cat >"$file" <<EOF
extends = "$base"
name = "$family-$pits-$stones"
title = "$title ($pits pits, $stones stones)"
$capture
[board]
pits = $pits
stones = $stones
EOF
  echo "$file"
}

# "first wins by N", "second wins by N" or "draw", from South's value.
verdict() {
  local v="$1"
  if [ "$v" -gt 0 ]; then echo "first wins by $v"
  elif [ "$v" -lt 0 ]; then echo "second wins by $((-v))"
  else echo "draw"; fi
}

# 1234567 -> 1,234,567
thousands() {
  echo "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta'
}

label() {
  case "$1" in
    kalah) echo "Kalah (built-in)" ;;
    kalah-empty-capture) echo "Kalah, empty capture" ;;
    turkish-mangala) echo "Turkish Mangala" ;;
    oware) echo "Oware" ;;
  esac
}

loads=()
echo "| rules | pits | stones | value | wall | user CPU | sys CPU | endgame stones | nodes | nodes/s |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for family in $rules_list; do
  timed_out=()   # "pits stones" of the entries that timed out
  for pits in $pits_list; do
    for stones in $stones_list; do
      name="$(label "$family")"
      skip=""
      for t in "${timed_out[@]+"${timed_out[@]}"}"; do
        read -r tp ts <<<"$t"
        if [ "$pits" -ge "$tp" ] && [ "$stones" -ge "$ts" ]; then skip="$tp,$ts"; break; fi
      done
      if [ -n "$skip" ]; then
        echo "| $name | $pits | $stones | not run: at least as big as ($skip), not solved within $limit s | — | — | — | — | — | — |"
        continue
      fi
      file="$(ruleset "$family" "$pits" "$stones")"
      loads+=("$(cut -d' ' -f1 /proc/loadavg)")
      status=0
      /usr/bin/time -f '%e %U %S' -o "$work/time" \
        timeout "$limit" "$hakem" solve "$file" --format json --no-cache --threads 1 \
        >"$work/out.json" 2>"$work/err" || status=$?
      read -r wall user sys < <(tail -1 "$work/time")
      if [ "$status" -eq 0 ]; then
        j="$work/out.json"
        value="$(verdict "$(jq -r .value "$j")")"
        read -r endgame nodes nps < <(jq -r '"\(.endgame_stones) \(.nodes) \(.nodes_per_second | floor)"' "$j")
        printf '| %s | %s | %s | %s | %s s | %s s | %s s | %s | %s | %s |\n' \
          "$name" "$pits" "$stones" "$value" "$wall" "$user" "$sys" "$endgame" \
          "$(thousands "$nodes")" "$(thousands "$nps")"
      elif [ "$status" -eq 130 ] || [ "$status" -eq 124 ]; then
        timed_out+=("$pits $stones")
        bounds="$(jq -r 'if .bounds then " (bounds \(.bounds[0]) to \(.bounds[1]))" else "" end' "$work/out.json" 2>/dev/null || true)"
        echo "| $name | $pits | $stones | not solved within $limit s$bounds | $wall s | $user s | $sys s | — | — | — |"
      else
        echo "hakem solve $file failed with status $status:" >&2
        cat "$work/err" >&2
        exit 1
      fi
    done
  done
done
lo="$(printf '%s\n' "${loads[@]}" | sort -n | head -1)"
hi="$(printf '%s\n' "${loads[@]}" | sort -n | tail -1)"
echo
echo "Load average (1 minute) before each entry: $lo to $hi; time limit $limit s an entry; $("$hakem" --version)."
