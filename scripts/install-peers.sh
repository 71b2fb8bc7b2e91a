#!/usr/bin/env bash
# Installs the independent implementations hakem's differential tests compare
# against, into a Python virtual environment at target/peers (or $HAKEM_PEERS).
# Test-only: hakem itself never needs them. Any failed install fails this script.
#
#   gacrux, caissify-pairings  FIDE Dutch Swiss pairing engines and tie-break checkers
#   open_spiel                 DeepMind's game library (Kalah as `mancala`, Oware: tests/peer_open_spiel.rs)
#
# Tests that need a peer are marked #[ignore = "needs ..."]; run them with
# `cargo test --locked -- --include-ignored` after this script.
set -euo pipefail
cd "$(dirname "$0")/.."
PEERS="${HAKEM_PEERS:-target/peers}"

if [ ! -x "$PEERS/bin/python" ]; then
  python3 -m venv "$PEERS"
fi
"$PEERS/bin/python" -m pip install --quiet --disable-pip-version-check \
  "gacrux==1.11.65" \
  "caissify-pairings==0.5.0" \
  "open_spiel==2.0.2"
"$PEERS/bin/python" - <<'PY'
import gacrux, caissify_pairings, pyspiel  # noqa: F401  (fails loudly if any is missing)
print("peers ready:", ", ".join(["gacrux", "caissify_pairings", "pyspiel"]))
PY
