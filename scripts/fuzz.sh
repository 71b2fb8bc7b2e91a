#!/usr/bin/env bash
# Coverage-guided fuzzing of hakem's parsers (cargo-fuzz, libFuzzer).
#
#   scripts/fuzz.sh 30               # each target for 30 seconds (CI)
#   scripts/fuzz.sh runs 10000000    # each target for 10 million executions
#   FUZZ_TARGETS="event trf" FUZZ_SANITIZER=none scripts/fuzz.sh runs 10000000
#
# Targets (fuzz/fuzz_targets/): `record` (the record parser, its round trip
# and the referee), `ruleset` (the ruleset parser, then random legal games
# checking that no stone is made or lost), `tournament` (the tournament-rules
# parser, then the referee judging sample rounds under the rules found),
# `event` (the event.toml parser and its write-back), `event_folder` (an
# event.toml, a pairing.toml and a record cut from the input at its NUL
# bytes, read as a folder: issues, standings, the next round paired for a
# small event; reading writes nothing), `trf` (the TRF reader,
# its write-back and the event it imports to), `live` (the lines a scorer
# types into `hakem live`, against the record left on disk), `live_command`
# (the same lines through the command parser alone, at a parser's speed:
# `live` saves and re-reads the record after every command), `serve_body`
# (any bytes as the body of `hakem serve`'s result post, its table pages'
# forms and the desk's correction, through the server's own router
# without a socket: a verdict or a 4xx refusal, nothing written outside
# the event folder). Each starts
# from the bundled files (samples/, rulesets/, tests/) and keeps what it
# learns in fuzz/corpus/TARGET (not committed). A crash is saved in
# fuzz/artifacts/TARGET/ and the script fails; make it a regression test.
#
# libFuzzer needs a nightly compiler flag; RUSTC_BOOTSTRAP=1 lets the stable
# toolchain build it.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

if [ "${1:-}" = "runs" ]; then
  limit=(-runs="${2:?how many runs}")
else
  limit=(-max_total_time="${1:-30}")
fi

export RUSTC_BOOTSTRAP=1
# The seeds of a target that are single files among others are copied into
# fuzz/seeds/TARGET (not committed): libFuzzer reads corpora as folders.
seed_files() {
  local dir="seeds/$1"
  shift
  rm -rf "$dir"
  mkdir -p "$dir"
  local i=0 f
  for f in "$@"; do
    i=$((i + 1))
    cp "$f" "$dir/$i-$(basename "$f")"
  done
  echo "$dir"
}

# The scripts typed into `hakem live` in its command-line cases (the
# `stdin` of tests/data/cmd/live-*.toml), each after a NUL byte: the byte that
# chooses the variant (Turkish Mangala) and the language (English).
live_seeds() {
  local dir="seeds/live"
  rm -rf "$dir"
  mkdir -p "$dir"
  local f
  for f in ../tests/data/cmd/live-*.toml; do
    {
      printf '\0'
      awk '/^stdin = """/ { on = 1; sub(/^stdin = """/, ""); if (length($0)) print; next }
           on && /"""/ { sub(/""".*/, ""); if (length($0)) print; on = 0; next }
           on { print }' "$f"
    } >"$dir/$(basename "$f" .toml)"
  done
  echo "$dir"
}

# The sample event's event.toml, round 1's pairing.toml and table 1's
# record, joined by NUL bytes as the event_folder target cuts its input.
folder_seeds() {
  local dir="seeds/event_folder" e=../samples/event-swiss
  rm -rf "$dir"
  mkdir -p "$dir"
  {
    cat "$e/event.toml"
    printf '\0'
    cat "$e/round-1/pairing.toml"
    printf '\0'
    cat "$e/round-1/table-01.toml"
  } >"$dir/event-swiss"
  echo "$dir"
}

# The request bodies of tests/data/serve-bodies/, each behind the two
# bytes the serve_body target reads first: the route ('0' to '6': the
# result's POST and PUT, /table, /table/check, /table/save, the desk's
# check and save) and the table ('1', '2').
body_seeds() {
  local dir="seeds/serve_body" f b
  rm -rf "$dir"
  mkdir -p "$dir"
  for f in ../tests/data/serve-bodies/*; do
    b=$(basename "$f")
    case $b in
      *.json) routes="0 1" ;;
      desk*) routes="5 6" ;;
      *) routes="2 3 4" ;;
    esac
    for r in $routes; do
      { printf '%s1' "$r"; cat "$f"; } >"$dir/$r-$b"
    done
  done
  echo "$dir"
}

# FUZZ_TARGETS picks targets (default: all); FUZZ_SANITIZER=none drops
# AddressSanitizer for long runs: hakem's only `unsafe` is two memory
# hints in the solver, which no target reaches, and without it a target
# runs two to four times as many inputs a second.
sanitizer=()
if [ -n "${FUZZ_SANITIZER:-}" ]; then
  sanitizer=(-s "$FUZZ_SANITIZER")
fi
for target in ${FUZZ_TARGETS:-record ruleset tournament event event_folder trf live live_command serve_body}; do
  case $target in
    record) seeds=../samples ;;
    ruleset) seeds=../rulesets ;;
    tournament) seeds=../rulesets/tournament ;;
    event) seeds=$(seed_files event ../samples/event-swiss/event.toml ../tests/data/cmd/events/*/event.toml) ;;
    event_folder) seeds=$(folder_seeds) ;;
    trf) seeds=$(seed_files trf ../tests/data/swiss/*.trf ../tests/data/cmd/events/*.trf ../tests/data/cmd/event-export-trf.stdout) ;;
    live | live_command) seeds=$(live_seeds) ;;
    serve_body) seeds=$(body_seeds) ;;
  esac
  mkdir -p "corpus/$target"
  echo "== fuzz $target (${limit[*]})"
  cargo fuzz run -O "${sanitizer[@]}" "$target" "corpus/$target" "$seeds" -- "${limit[@]}" -print_final_stats=1
done
