#!/usr/bin/env bash
# Coverage-guided fuzzing of hakem's parsers (cargo-fuzz, libFuzzer).
#
#   scripts/fuzz.sh 30               # each target for 30 seconds (CI)
#   scripts/fuzz.sh runs 10000000    # each target for 10 million executions
#
# Targets (fuzz/fuzz_targets/): `record` (the record parser, its round trip
# and the referee), `ruleset` (the ruleset parser, then random legal games
# checking that no stone is made or lost), `tournament` (the tournament-rules
# parser, then the referee judging sample rounds under the rules found).
# Each starts from the bundled files (samples/, rulesets/) and keeps what it
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
for target in record ruleset tournament; do
  case $target in
    record) seeds=../samples ;;
    ruleset) seeds=../rulesets ;;
    tournament) seeds=../rulesets/tournament ;;
  esac
  mkdir -p "corpus/$target"
  echo "== fuzz $target (${limit[*]})"
  cargo fuzz run -O "$target" "corpus/$target" "$seeds" -- "${limit[@]}" -print_final_stats=1
done
