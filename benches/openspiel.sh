#!/bin/sh
# hakem simulate (whole process, one thread) against OpenSpiel's C++ random
# rollouts, Kalah, Oware, Reversi (OpenSpiel's othello) and Pentago (the
# standard rules, OpenSpiel's pentago), side by side in one run. Needs the test peers:
# scripts/install-peers.sh (OpenSpiel in the venv target/peers, or
# $HAKEM_PEERS). Arguments are passed to benches/openspiel.py (--games N,
# --rollouts N, --repeat N).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
python=${HAKEM_PEERS:-$root/target/peers}/bin/python
cargo build --release --quiet --manifest-path "$root/Cargo.toml"
exec "$python" "$root/benches/openspiel.py" --hakem "$root/target/release/hakem" "$@"
