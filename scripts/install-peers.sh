#!/usr/bin/env bash
# Installs the independent implementations hakem's differential tests compare
# against, into a Python virtual environment at target/peers (or $HAKEM_PEERS).
# Test-only: hakem itself never needs them. Any failed install fails this script.
#
#   gacrux, caissify-pairings  FIDE Dutch Swiss pairing engines and tie-break checkers
#   open_spiel                 DeepMind's game library (Kalah as `mancala`, Oware: tests/it/peer_open_spiel.rs)
#   gym-togyzkumalak           a pure-Python Toguz Korgool (tests/it/peer_toguz.rs); its game imports
#                              gym (pinned: its last release) and texttable; numpy comes with open_spiel
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
  "open_spiel==2.0.2" \
  "gym-togyzkumalak==0.0.2" \
  "gym==0.26.2" \
  "texttable==1.7.2"
"$PEERS/bin/python" - <<'PY'
import gacrux, caissify_pairings, pyspiel  # noqa: F401  (fails loudly if any is missing)
import gym_togyzkumalak.togyzkumalak.board  # noqa: F401
print("peers ready:", ", ".join(["gacrux", "caissify_pairings", "pyspiel", "gym_togyzkumalak"]))
PY
