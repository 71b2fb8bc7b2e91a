"""Generate Swiss tournaments paired by a peer Dutch engine, for hakem's
differential test (tests/it/swiss_peers.rs).

Each tournament is paired round by round by caissify-pairings' Dutch engine
(fed exactly as its own free pairings checker feeds it), with random results,
draws, requested byes, forfeits, late entries and withdrawals; it is written
as a TRF. The tie-breaks after the last round are then computed by gacrux's
tie-break checker on that TRF, told that it is a Swiss, and every round is
paired again by gacrux's own Dutch engine (gacrux_pairings.py), the second
pairing peer.

    python swiss_tournaments.py OUT_DIR COUNT [SEED [MAX_PLAYERS]] [--only I,J,...]

writes OUT_DIR/tNNNN.trf, OUT_DIR/tNNNN.tiebreaks.json (player number ->
[PTS, BH, BH/C1, SB, WIN, DE] as gacrux prints them, DE from a run of its own
with PTS before it) and OUT_DIR/tNNNN.gacrux.json (round -> gacrux's
engine's pairing of it; see gacrux_pairings.py). Each tournament draws from a generator
seeded by (SEED, its index) alone, so `--only 271,470` writes just
t0271 and t0470, byte for byte as the run of all COUNT would (to trace
a few rounds of a long run without repeating it). This script only calls
the installed packages.
"""

import json
import os
import random
import sys

from caissify_pairings.engines.dutch import DutchEngine
from caissify_pairings.fpc import _build_engine_players, _build_previous_pairings
from caissify_pairings.trf import TRFParser
from gacrux.tiebreak import tiebreak  # noqa: F401  (checks gacrux is there)

import gacrux_pairings


def cell(entry):
    """One 10-column TRF round cell."""
    if entry is None:
        return "          "
    opponent, colour, result = entry
    return f"{opponent:>4} {colour} {result}  "


def trf_text(name, rounds, players, results, upto, initial):
    lines = [f"012 {name}", f"062 {len(players)}", f"XXR {rounds}", f"XXC {initial}1"]
    for pn, rating in players:
        points = 0.0
        for rnd in range(1, upto + 1):
            e = results[pn].get(rnd)
            if e:
                points += {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5}.get(e[2], 0)
        head = f"001 {pn:>4}      {'Player ' + str(pn):<33} {rating:>4}{'':28}{points:>4.1f}{'':7}"
        body = "".join(cell(results[pn].get(rnd)) for rnd in range(1, upto + 1))
        lines.append((head + body).rstrip())
    return "\n".join(lines) + "\n"


def generate(index, seed, out_dir, max_players):
    rng = random.Random(seed * 100003 + index)
    # Mostly small fields (the run stays short), now and then a big one.
    n = rng.randint(9, 40) if rng.random() < 0.8 else rng.randint(41, 200)
    n = min(n, max_players)
    rounds = rng.randint(5, 11)
    initial = rng.choice(["white", "black"])
    ratings = sorted((rng.randint(1200, 2600) for _ in range(n)), reverse=True)
    players = [(pn + 1, r) for pn, r in enumerate(ratings)]
    late = {pn: rng.randint(2, 3) for pn, _ in players if rng.random() < 0.04}
    gone = {pn: rng.randint(2, rounds - 1) for pn, _ in players if pn not in late and rng.random() < 0.04}
    results = {pn: {} for pn, _ in players}
    rating_of = dict(players)
    for rnd in range(1, rounds + 1):
        # Decided before pairing: absences and requested byes.
        for pn, _ in players:
            if pn in late and rnd < late[pn]:
                results[pn][rnd] = (0, "-", "Z")
            elif pn in gone and rnd > gone[pn]:
                results[pn][rnd] = (0, "-", "Z")
            elif rnd < rounds and rng.random() < 0.03:
                results[pn][rnd] = (0, "-", rng.choice(["H", "H", "Z", "F"]))
        # The peer pairs the round from the same file hakem will read.
        text = trf_text("state", rounds, players, results, rnd, initial)
        parsed = TRFParser(text).parse()
        pmap = {p["starting_number"]: p for p in parsed["players"]}
        for pn, _ in players:
            if rnd not in results[pn]:
                pmap[pn].setdefault("results", {})[rnd] = {"opponent": None, "result": "U"}
        engine_players = _build_engine_players(pmap, rnd)
        # The pairing numbers are the file's start numbers for the whole
        # event (the checker's own feed renumbers the players present).
        # C.04.1: only a pairing-allocated bye or a win without playing
        # (forfeit, full-point bye) bars a player from the bye; the
        # checker's feed counts half- and zero-point byes too.
        for p in engine_players:
            p["pairing_number"] = p["starting_number"]
            past = [results[p["id"]].get(r) for r in range(1, rnd)]
            p["bye_count"] = sum(1 for e in past if e and e[0] == 0 and e[2] in ("U", "F"))
        engine = DutchEngine(
            players=engine_players,
            previous_pairings=_build_previous_pairings(pmap, rnd),
            round_number=rnd,
            total_rounds=rounds,
            initial_color=initial,
        )
        for p in engine.generate_pairings():
            w, b = p["white_id"], p.get("black_id")
            if b is None:
                results[w][rnd] = (0, "-", "U")
                continue
            x = rng.random()
            if x < 0.02:
                rw, rb = ("+", "-") if rng.random() < 0.5 else ("-", "+")
            elif x < 0.025:
                rw, rb = "-", "-"
            else:
                expected = 1 / (1 + 10 ** ((rating_of[b] - rating_of[w]) / 400))
                y = rng.random()
                draw = 0.25
                if y < draw:
                    rw, rb = "=", "="
                elif y < draw + (1 - draw) * expected:
                    rw, rb = "1", "0"
                else:
                    rw, rb = "0", "1"
            results[w][rnd] = (b, "w", rw)
            results[b][rnd] = (w, "b", rb)
    text = trf_text(f"swiss-{seed}-{index}", rounds, players, results, rounds, initial)
    path = os.path.join(out_dir, f"t{index:04}.trf")
    with open(path, "w") as f:
        f.write(text)
    return path


def checker(path, codes):
    """gacrux's tie-break checker on the finished tournament, for `codes`."""
    from gacrux.tiebreakchecker import tiebreakchecker

    saved = sys.argv
    # -s: the tournament is a Swiss. Without it the checker guesses the kind
    # from the shape, and takes a Swiss with as many players as rounds (or
    # one more) for a round robin, where C.07 counts unplayed games as
    # played instead of against the dummy opponent of article 16.4.
    sys.argv = ["tiebreakchecker", "-i", path, "-o", path + ".gacrux.json", "-s", "-t", *codes]
    try:
        tiebreakchecker().common_main()
    finally:
        sys.argv = saved
    with open(path + ".gacrux.json") as f:
        data = json.load(f)
    os.remove(path + ".gacrux.json")
    return {str(c["cid"]): [str(v) for v in c["tiebreakScore"]] for c in data["tiebreakResult"]["competitors"]}


def tiebreaks(path):
    """PTS, BH, BH-C1, SB, WIN, then DE right after PTS (a rank inside each
    group of players equal on points; a run of its own, since DE depends on
    the tie-breaks before it)."""
    values = checker(path, ["PTS", "BH", "BH/C1", "SB", "WIN"])
    de = checker(path, ["PTS", "DE"])
    return {cid: v + de[cid][1:2] for cid, v in values.items()}


def main():
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        at = args.index("--only")
        only = {int(i) for i in args[at + 1].split(",")}
        del args[at : at + 2]
    out_dir, count = args[0], int(args[1])
    seed = int(args[2]) if len(args) > 2 else 1
    max_players = int(args[3]) if len(args) > 3 else 200
    if only is not None and not only <= set(range(count)):
        sys.exit(f"--only: the indices must be below COUNT ({count})")
    os.makedirs(out_dir, exist_ok=True)
    for index in range(count):
        if only is not None and index not in only:
            continue
        path = generate(index, seed, out_dir, max_players)
        write_tiebreaks(path)
        gacrux_pairings.write(path)


def write_tiebreaks(path):
    with open(path[:-4] + ".tiebreaks.json", "w") as f:
        json.dump(tiebreaks(path), f)


if __name__ == "__main__":
    main()
