"""hakem simulate against OpenSpiel's C++ random rollouts, side by side.

For each game: `hakem simulate VARIANT --threads 1` timed as a whole process
(start-up included), and OpenSpiel's C++ rollout loop timed in this process
(its start-up and the Python import not included, which favours OpenSpiel):
an MCTSBot with one simulation whose RandomRolloutEvaluator(n, seed) plays n
uniform random games from the start position in C++. OpenSpiel does not count
the moves of those games, so its moves per second are its games per second
times the mean length of its uniform random games, measured here by playing
games through pyspiel.

Both are timed twice: by the wall clock, and by the CPU time they used
(hakem's process, user and system; OpenSpiel's thread in this process). On
a machine shared with other jobs the wall clock counts the time a program
waited for a core; the CPU time does not, so the CPU ratio is the steadier.

Usage: python benches/openspiel.py --hakem target/release/hakem [--games N]
"""

import argparse
import json
import random
import resource
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
    start, cpu = time.perf_counter(), time.thread_time()
    bot.step(state)
    return time.perf_counter() - start, time.thread_time() - cpu


def hakem(binary, variant, games, seed):
    """Seconds of the whole `hakem simulate` process (wall, CPU), and its
    JSON summary."""
    cmd = [binary, "simulate", variant, "--games", str(games), "--seed", str(seed),
           "--threads", "1", "--format", "json"]
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - used.ru_utime) + (after.ru_stime - used.ru_stime)
    return wall, cpu, json.loads(out)


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

    print(f"{'game':16} {'engine':10} {'games':>8} {'mean plies':>10} {'wall s':>8} "
          f"{'CPU s':>8} {'moves/s wall':>13} {'moves/s CPU':>13} {'ratio wall':>11} {'ratio CPU':>10}")
    for variant, spiel_name in PAIRS:
        if only and variant not in only:
            continue
        game = pyspiel.load_game(spiel_name)
        plies = mean_plies(game, args.plies_sample, 7)
        spiel = [openspiel_rollouts(game, args.rollouts, 11 + k) for k in range(args.repeat)]
        spiel_wall = min(w for w, _ in spiel)
        spiel_cpu = min(c for _, c in spiel)
        moves = args.rollouts * plies
        runs = [hakem(args.hakem, variant, args.games, 1 + k) for k in range(args.repeat)]
        wall = min(r[0] for r in runs)
        cpu = min(r[1] for r in runs)
        summary = runs[0][2]
        print(f"{variant:16} {'OpenSpiel':10} {args.rollouts:8} {plies:10.1f} {spiel_wall:8.3f} "
              f"{spiel_cpu:8.3f} {moves / spiel_wall:13.0f} {moves / spiel_cpu:13.0f}")
        print(f"{variant:16} {'hakem':10} {summary['games']:8} {summary['mean_plies']:10.1f} "
              f"{wall:8.3f} {cpu:8.3f} {summary['moves'] / wall:13.0f} {summary['moves'] / cpu:13.0f} "
              f"{(summary['moves'] / wall) / (moves / spiel_wall):10.2f}x "
              f"{(summary['moves'] / cpu) / (moves / spiel_cpu):9.2f}x")


if __name__ == "__main__":
    main()
