#!/bin/sh
# How long the commands of a school championship at issue 37's limits
# take (2,000 players, 10 lists, 200 schools, five rounds of 1,000 tables:
# scripts/school-event.py): the standings, every list, the schools ranked
# and the prizes, each as a whole process. Give several binaries (two
# builds of hakem) to compare them in one run on the same event, one
# command at a time.
#
# Usage: scripts/school-speed.sh [RUNS] HAKEM [HAKEM...]   (default RUNS 11)
set -eu
case ${1:-} in
    ''|*[!0-9]*) RUNS=11 ;;
    *) RUNS=$1; shift ;;
esac
[ $# -ge 1 ] || { echo "usage: $0 [RUNS] HAKEM [HAKEM...]" >&2; exit 2; }
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
HERE=$(dirname "$0")
python3 "$HERE/school-event.py" "$1" "$DIR" >/dev/null
for command in "standings" "standings --lists" "teams" "prizes"; do
    for hakem in "$@"; do
        # shellcheck disable=SC2086 # the command's words are meant to split
        python3 "$HERE/time-command.py" "$hakem event $command" "$RUNS" \
            "$hakem" event $command "$DIR/event"
    done
done
