"""Whether any pairing of a round meets the absolute criteria of the FIDE
Dutch system, by exhaustive search, independent of hakem and of the peers:
a check of the rounds the differential test counts as having no legal
pairing (the peer pairs them with several byes, hakem refuses them).

    python no_legal_pairing.py FILE.trf:ROUND...

The absolute criteria (C.04.3 C1-C3 and C.04.1): no two players meet twice
(only games played over the board count); the pairing-allocated bye goes to
at most one player, who has had no bye and no win without playing; two
players with the same absolute colour preference do not meet unless one of
them is a topscorer (the last round, more than half the points). The
players of the round are those the file pairs or gives a pairing-allocated
bye in it.
"""

import sys

POINTS = {"1": 2, "+": 2, "U": 2, "F": 2, "W": 2, "=": 1, "H": 1, "D": 1}
PLAYED = "10=WDL"


def read(path):
    """A TRF's result cells by player, its round count, and the colour of
    pairing number 1 in round 1 ("w" unless XXC says black)."""
    rows, rounds, initial = {}, None, "w"
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("XXR"):
            rounds = int(line.split()[1])
        if line.startswith("XXC"):
            initial = "b" if "black" in line else "w"
        if not line.startswith("001"):
            continue
        cells = []
        for k in range(91, len(line), 10):
            parts = line[k:k + 10].split()
            cells.append((int(parts[0]), parts[1], parts[2]) if len(parts) == 3 else None)
        rows[int(line[4:8])] = cells
    return rows, rounds, initial


def state(rows, rounds, rnd):
    info = {}
    for p, cells in rows.items():
        cell = cells[rnd - 1] if len(cells) >= rnd else None
        if cell is None or (cell[0] == 0 and cell[2] != "U"):
            continue
        past = [c for c in cells[:rnd - 1] if c]
        played = [c for c in past if c[0] and c[2] in PLAYED]
        colours = [c[1] for c in played]
        difference = colours.count("w") - colours.count("b")
        absolute = None
        if difference > 1 or colours[-2:] == ["w", "w"]:
            absolute = "b"
        if difference < -1 or colours[-2:] == ["b", "b"]:
            absolute = "w"
        score = sum(POINTS.get(c[2], 0) for c in past)
        info[p] = {
            "met": {c[0] for c in played},
            "bye": not any(c[2] in "U+F" for c in past),
            "absolute": absolute,
            "top": rnd == rounds and score > rnd - 1,
        }
    return info


def compatible(a, b, info):
    x, y = info[a], info[b]
    if b in x["met"]:
        return False
    return not (x["absolute"] and x["absolute"] == y["absolute"] and not x["top"] and not y["top"])


def exists(players, info, bye):
    if not players:
        return True
    a, rest = players[0], players[1:]
    if bye and info[a]["bye"] and exists(rest, info, False):
        return True
    return any(
        compatible(a, b, info) and exists(rest[:i] + rest[i + 1:], info, bye)
        for i, b in enumerate(rest)
    )


def main():
    for arg in sys.argv[1:]:
        path, rnd = arg.rsplit(":", 1)
        rows, rounds, _ = read(path)
        info = state(rows, rounds, int(rnd))
        players = sorted(info)
        found = exists(players, info, len(players) % 2 == 1)
        print(f"{path} round {rnd}: {len(players)} players, "
              f"{'a legal pairing exists' if found else 'no legal pairing'}")


if __name__ == "__main__":
    main()
