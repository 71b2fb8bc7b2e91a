"""hakem simulate against OpenSpiel's C++ random rollouts, side by side.

For each game: `hakem simulate VARIANT --threads 1` timed as a whole process
(start-up included), and OpenSpiel's C++ rollout loop timed in this process
(its start-up and the Python import not included, which favours OpenSpiel):
an MCTSBot with one simulation whose RandomRolloutEvaluator(n, seed) plays n
uniform random games from the start position in C++. OpenSpiel does not count
the moves of those games, so its moves per second are its games per second
times the mean length of its uniform random games, measured here by playing
games through pyspiel.

Usage: python benches/openspiel.py --hakem target/release/hakem [--games N]
"""

import argparse
import json
import random
import subprocess
import time

import pyspiel

PAIRS = [("kalah", "mancala"), ("oware", "oware"), ("reversi", "othello"),
         ("pentago-standard", "pentago"),
         # The 2023 rules (clockwise only, no empty quadrant turned) against
         # the same OpenSpiel game: fewer legal moves, the same kind of play.
         ("pentago", "pentago")]


def mean_plies(game, games, seed):
    """The mean number of moves of uniform random games (python loop)."""
    rng = random.Random(seed)
    total = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            total += 1
    return total / games


def openspiel_rollouts(game, rollouts, seed):
    """Seconds for `rollouts` uniform random games played by OpenSpiel's C++."""
    evaluator = pyspiel.RandomRolloutEvaluator(rollouts, seed)
    bot = pyspiel.MCTSBot(game, evaluator, 1.4, 1, 1000, False, seed, False)
    state = game.new_initial_state()
    start = time.perf_counter()
    bot.step(state)
    return time.perf_counter() - start


def hakem(binary, variant, games, seed):
    """Seconds of the whole `hakem simulate` process, and its JSON summary."""
    cmd = [binary, "simulate", variant, "--games", str(games), "--seed", str(seed),
           "--threads", "1", "--format", "json"]
    start = time.perf_counter()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return time.perf_counter() - start, json.loads(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hakem", required=True)
    ap.add_argument("--games", type=int, default=200_000, help="hakem games per variant")
    ap.add_argument("--rollouts", type=int, default=20_000, help="OpenSpiel games per variant")
    ap.add_argument("--plies-sample", type=int, default=2_000)
    ap.add_argument("--repeat", type=int, default=3, help="runs of each; the fastest is kept")
    ap.add_argument("--only", default="", help="hakem variants to run, comma separated (default: all)")
    args = ap.parse_args()
    only = [v for v in args.only.split(",") if v]

    print(f"{'game':16} {'engine':10} {'games':>8} {'mean plies':>10} {'seconds':>8} "
          f"{'moves/s':>12} {'hakem/OpenSpiel':>16}")
    for variant, spiel_name in PAIRS:
        if only and variant not in only:
            continue
        game = pyspiel.load_game(spiel_name)
        plies = mean_plies(game, args.plies_sample, 7)
        spiel = min(openspiel_rollouts(game, args.rollouts, 11 + k) for k in range(args.repeat))
        spiel_rate = args.rollouts * plies / spiel
        runs = [hakem(args.hakem, variant, args.games, 1 + k) for k in range(args.repeat)]
        secs, summary = min(runs, key=lambda r: r[0])
        rate = summary["moves"] / secs
        print(f"{variant:16} {'OpenSpiel':10} {args.rollouts:8} {plies:10.1f} {spiel:8.3f} "
              f"{spiel_rate:12.0f}")
        print(f"{variant:16} {'hakem':10} {summary['games']:8} {summary['mean_plies']:10.1f} "
              f"{secs:8.3f} {rate:12.0f} {rate / spiel_rate:15.2f}x")


if __name__ == "__main__":
    main()
