"""gacrux's Dutch engine as a second pairing peer of hakem's differential
(tests/it/swiss_peers.rs, tools/swiss_check.rs).

    python gacrux_pairings.py FILE.trf...

For each FILE.trf, writes FILE.gacrux.json: round number -> the pairing
gacrux's engine makes for that round from the rounds before it as the file
records them (and that round's requested byes and absences), as a list of
[white, black] with [player, 0] for the pairing-allocated bye; null for a
round it finds no legal pairing for (the checker's run answers such a
round with no pairs, a round alone with status 505). It is gacrux's own free pairings
checker (`python -m gacrux.pairingchecker -i FILE.trf -c`: every round in
one run), and where a round cannot be paired (which ends that run) each
round alone (`-p -n ROUND`). This script only calls the installed package.

The initial colour is given to gacrux as TRF-2026's record 152 (the drawing
of lots), from the file's `XXC white1` or `XXC black1`: gacrux does not read
XXC, and without 152 it derives the initial colour from the colours of the
file's first board of round 1, which are the first engine's reading of E.5
(an engine that numbers absent players gives the top player the other
colour when a higher number is absent).
"""

import json
import os
import subprocess
import sys
import tempfile


def run(path, *args):
    """gacrux's pairing checker on `path`: its JSON answer."""
    out = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-i", path, *args],
        capture_output=True,
        text=True,
        check=False,
    )
    return json.loads(out.stdout)


def pairings(path):
    """Round -> gacrux's pairing of it (None: no legal pairing)."""
    whole = run(path, "-c")
    if whole["status"]["code"] in (0, 1):
        # The checker answers a round it cannot pair with no pairs at all.
        return {
            str(r["round"]): r["pairs"] or None for r in whole["pairingResult"]["roundpairing"]
        }
    # One round could not be paired, which ends the checker's run: each
    # round on its own.
    rounds = {}
    with open(path) as f:
        planned = next(int(line.split()[1]) for line in f if line.startswith("XXR "))
    for rnd in range(1, planned + 1):
        answer = run(path, "-p", "-n", str(rnd))
        code = answer["status"]["code"]
        if code == 0:
            rounds[str(rnd)] = answer["pairingResult"]["pairs"]
        elif code in (2, 505):
            rounds[str(rnd)] = None
        else:
            sys.exit(f"{path} round {rnd}: gacrux answered {answer['status']}")
    return rounds


def with_initial_colour(text):
    """The TRF with record 152 for its XXC initial colour."""
    lines = text.splitlines()
    xxc = [line.split()[1] for line in lines if line.startswith("XXC ")]
    colour = {"white1": "W", "black1": "B"}.get(xxc[0] if xxc else "white1")
    if colour is None:
        sys.exit(f"XXC {xxc[0]}: only white1 and black1 are read")
    at = next(i for i, line in enumerate(lines) if line.startswith("001"))
    return "\n".join(lines[:at] + [f"152 {colour}"] + lines[at:]) + "\n"


def write(path):
    with open(path) as f:
        text = with_initial_colour(f.read())
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(path))
        with open(copy, "w") as f:
            f.write(text)
        rounds = pairings(copy)
    with open(path[:-4] + ".gacrux.json", "w") as f:
        json.dump(rounds, f)


def main():
    for path in sys.argv[1:]:
        if not path.endswith(".trf") or not os.path.exists(path):
            sys.exit(f"{path}: not a .trf file")
        write(path)


if __name__ == "__main__":
    main()
