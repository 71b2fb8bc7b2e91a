"""The criteria of the FIDE Dutch system, bracket by bracket, for pairings of
one round, and the pairing they choose by exhaustive search: a way to
decide by the rules which of two engines paired a round right,
independent of hakem and of the peers.

    python dutch_brackets.py FILE.trf ROUND [PAIRING...]

(ROUND may be one the file has not paired: then everyone with nothing
recorded for it is paired.)

A PAIRING is `1-3,2-8,...` (white first; colours are not judged). For
each, and for the pairing the search chooses, the script prints each
bracket from the top (its residents, the moved-down players, the pairs it
makes and the players it floats) with the values of the criteria
(C.04.3 in force from 1 February 2026, the 2025 numbering): C5 the
number of pairs, C6 the PSD (the score differences of its pairs and of
its downfloaters, a downfloater's taken to one point below the bracket,
highest first), C7 the pairs and the PSD of the next bracket, C10-C13
the colours (topscorers' colour differences beyond 2, topscorers' third
colour in a row, preferences not granted, strong preferences not
granted; colours allocated by C.04.3 E), C14-C17 the repeated floats
(downfloat and upfloat of the last round, then of the round before) and
C18-C21 their score differences. A float is read as the 2025 text's 1.4
has it: the higher of two players with different scores who played each
other floats down, the lower up; a player who scores more than a loss
without playing floats down.

The search takes every pairing that meets the absolute criteria (C1-C3:
no rematch over the board, no two non-topscorers with the same absolute
colour preference) and completes the round (C4), then keeps, bracket by
bracket from the top, those best on that bracket's criteria in order.
Where several ways to pair a bracket are equally good on every criterion
the order of transpositions and exchanges of C.04.3 D decides; the
script does not model that order and says so. Rounds with an odd number
of players (a pairing-allocated bye) are not handled. Scores are in
half-points internally, printed as points.
"""

import sys

# The TRF reader and the result codes are the exhaustive search's.
from no_legal_pairing import PLAYED, POINTS, read


def float_of(rows, p, r):
    """The float player p received in round r (A.4, 1.4.3: not playing and
    scoring more than a loss is a downfloat)."""
    if r < 1:
        return None
    cell = rows[p][r - 1] if len(rows[p]) >= r else None
    if cell is None:
        return None
    if cell[0] and cell[2] in PLAYED:
        mine = score_before(rows, p, r)
        theirs = score_before(rows, cell[0], r)
        return "down" if mine > theirs else "up" if mine < theirs else None
    return "down" if POINTS.get(cell[2], 0) > 0 else None


def score_before(rows, p, r):
    return sum(POINTS.get(c[2], 0) for c in rows[p][:r - 1] if c)


def state(rows, rounds, rnd):
    """The players of round `rnd`: those the file pairs or gives the
    pairing-allocated bye in it or, where the file has not paired it, every
    player with nothing recorded for it (a requested bye is)."""
    info = {}

    def cell_of(cells):
        return cells[rnd - 1] if len(cells) >= rnd else None

    paired = any(c and (c[0] or c[2] == "U") for c in map(cell_of, rows.values()))
    for p, cells in rows.items():
        cell = cell_of(cells)
        if paired and (cell is None or (cell[0] == 0 and cell[2] != "U")):
            continue
        if not paired and cell is not None:
            continue
        past = [c for c in cells[:rnd - 1] if c]
        colours = [c[1] for c in past if c[0] and c[2] in PLAYED]
        diff = colours.count("w") - colours.count("b")
        pref = None
        if colours:
            last = colours[-1]
            other = "b" if last == "w" else "w"
            if len(colours) > 1 and colours[-2] == last:
                pref = (other, 3)
            elif diff < -1:
                pref = ("w", 3)
            elif diff > 1:
                pref = ("b", 3)
            elif diff == -1:
                pref = ("w", 2)
            elif diff == 1:
                pref = ("b", 2)
            else:
                pref = (other, 1)
        score = score_before(rows, p, rnd)
        info[p] = {
            "met": {c[0] for c in past if c[0] and c[2] in PLAYED},
            "score": score,
            "colours": colours,
            "diff": diff,
            "pref": pref,
            "floats": (float_of(rows, p, rnd - 1), float_of(rows, p, rnd - 2)),
            "top": rnd == rounds and score > rnd - 1,
        }
    return info


def legal(a, b, info):
    x, y = info[a], info[b]
    if b in x["met"]:
        return False
    return not (x["pref"] and y["pref"] and x["pref"][1] == 3 and y["pref"][1] == 3
                and x["pref"][0] == y["pref"][0] and not x["top"] and not y["top"])


def matchings(players, info):
    if not players:
        yield []
        return
    a, rest = players[0], players[1:]
    for i, b in enumerate(rest):
        if legal(a, b, info):
            for m in matchings(rest[:i] + rest[i + 1:], info):
                yield [(a, b)] + m


def colours(a, b, info, initial):
    """(white, black) by C.04.3 E, the higher ranked being the lower
    pairing number (as hakem and the reference engines read E.4, E.5)."""
    high, low = min(a, b), max(a, b)
    p, q = info[high], info[low]

    def give(colour, to, other):
        return (to, other) if colour == "w" else (other, to)

    if p["pref"] and q["pref"] and p["pref"][0] != q["pref"][0]:
        return give(p["pref"][0], high, low)
    if p["pref"] and not q["pref"]:
        return give(p["pref"][0], high, low)
    if q["pref"] and not p["pref"]:
        return give(q["pref"][0], low, high)
    if p["pref"] and q["pref"]:
        s, t = p["pref"][1], q["pref"][1]
        c = p["pref"][0]
        if s != t:
            return give(c, high, low) if s > t else give(c, low, high)
        if s == 3 and abs(p["diff"]) != abs(q["diff"]):
            return give(c, high, low) if abs(p["diff"]) > abs(q["diff"]) else give(c, low, high)
        hp, hq = p["colours"], q["colours"]
        for k in range(1, min(len(hp), len(hq)) + 1):
            if hp[-k] != hq[-k]:
                return give("b" if hp[-k] == "w" else "w", high, low)
        return give(c, high, low)
    colour = initial if high % 2 == 1 else ("b" if initial == "w" else "w")
    return give(colour, high, low)


def brackets(matching, info, initial):
    """Each bracket of a complete pairing, top down: a dict of who is in it
    and the values of its criteria."""
    partner = {}
    for a, b in matching:
        partner[a], partner[b] = b, a
    scores = sorted({i["score"] for i in info.values()}, reverse=True)
    out = []
    for k, s in enumerate(scores):
        residents = sorted(p for p in info if info[p]["score"] == s)
        mdps = sorted((p for p in info if info[p]["score"] > s and info[partner[p]]["score"] <= s),
                      key=lambda p: (-info[p]["score"], p))
        members = mdps + residents
        pairs = sorted({tuple(sorted((p, partner[p]), key=lambda x: (-info[x]["score"], x)))
                        for p in members if info[partner[p]]["score"] == s},
                       key=lambda ab: (-info[ab[0]]["score"], ab[0]))
        floaters = [p for p in members if info[partner[p]]["score"] < s]
        psd = sorted([info[a]["score"] - info[b]["score"] for a, b in pairs]
                     + [info[p]["score"] - (s - 2) for p in floaters], reverse=True)
        colour = [0, 0, 0, 0]
        floats = [0] * 8
        for a, b in pairs:
            w, bl = colours(a, b, info, initial)
            for p, c in ((w, "w"), (bl, "b")):
                x = info[p]
                if x["top"] or info[partner[p]]["top"]:
                    d = x["diff"] + (1 if c == "w" else -1)
                    colour[0] += abs(d) > 2
                    colour[1] += x["colours"][-2:] == [c, c]
                if x["pref"] and x["pref"][0] != c:
                    colour[2] += 1
                    colour[3] += x["pref"][1] >= 2
            if info[a]["score"] != info[b]["score"]:
                sd = info[a]["score"] - info[b]["score"]
                for j, (who, kind) in enumerate(((a, "down"), (b, "up"))):
                    for back in (0, 1):
                        if info[who]["floats"][back] == kind:
                            floats[j + 2 * back] += 1
                            floats[4 + j + 2 * back] += sd
        for p in floaters:
            for back in (0, 1):
                if info[p]["floats"][back] == "down":
                    floats[2 * back] += 1
                    floats[4 + 2 * back] += info[p]["score"] - (s - 2)
        out.append({"score": s, "residents": residents, "mdps": mdps, "pairs": pairs,
                    "floaters": floaters, "C5": len(pairs), "C6": psd,
                    "colour": colour, "floats": floats})
    for k, b in enumerate(out):
        nxt = out[k + 1] if k + 1 < len(out) else {"C5": 0, "C6": []}
        b["C7"] = (nxt["C5"], nxt["C6"])
    return out


def key(b):
    """Smaller is better, criterion by criterion."""
    return ([-b["C5"]], b["C6"], [-b["C7"][0]], b["C7"][1], b["colour"],
            b["floats"][:4], b["floats"][4:])


NAMES = ["C5 pairs (more is better)", "C6 PSD", "C7 next bracket's pairs (more is better)",
         "C7 next bracket's PSD", "C10-C13 colours", "C14-C17 repeated floats",
         "C18-C21 their score differences"]


def points(h):
    return f"{h / 2:g}"


def show(name, matching, info, initial):
    print(f"{name}: {' '.join(f'{a}-{b}' for a, b in matching)}")
    for b in brackets(matching, info, initial):
        print(f"  bracket {points(b['score'])}: residents {b['residents']}, MDPs {b['mdps']}")
        print(f"    pairs {' '.join(f'{x}-{y}' for x, y in b['pairs']) or '-'}; "
              f"floats {b['floaters'] or '-'}")
        print(f"    C5 {b['C5']}  C6 [{', '.join(map(points, b['C6']))}]  "
              f"C7 {b['C7'][0]} pairs [{', '.join(map(points, b['C7'][1]))}]  "
              f"C10-13 {b['colour']}  C14-17 {b['floats'][:4]}  "
              f"C18-21 [{', '.join(map(points, b['floats'][4:]))}]")


def compare(names, matchings_, info, initial):
    """The first bracket and criterion on which two pairings differ."""
    (na, ma), (nb, mb) = zip(names, matchings_)
    for x, y in zip(brackets(ma, info, initial), brackets(mb, info, initial)):
        if x["pairs"] == y["pairs"] and x["floaters"] == y["floaters"]:
            continue
        for label, u, v in zip(NAMES, key(x), key(y)):
            if u != v:
                better = na if u < v else nb
                print(f"{na} and {nb} first differ in bracket {points(x['score'])}: "
                      f"{label}: {better} is better")
                return
        print(f"{na} and {nb} first differ in bracket {points(x['score'])}, equal on every "
              "criterion: the order of C.04.3 D decides")
        return
    print(f"{na} and {nb} pair every bracket alike")


def search(info, initial):
    candidates = [(m, brackets(m, info, initial)) for m in matchings(sorted(info), info)]
    print(f"{len(candidates)} pairings meet C1-C3 and complete the round")
    if not candidates:
        return None
    depth = len(candidates[0][1])
    for k in range(depth):
        best = min(key(bs[k]) for _, bs in candidates)
        candidates = [(m, bs) for m, bs in candidates if key(bs[k]) == best]
        choices = {(tuple(bs[k]["pairs"]), tuple(bs[k]["floaters"])) for _, bs in candidates}
        if len(choices) > 1:
            print(f"bracket {points(candidates[0][1][k]['score'])}: {len(choices)} ways equally "
                  "good on every criterion, the order of C.04.3 D decides between:")
            for pairs, floaters in sorted(choices):
                print(f"    {' '.join(f'{a}-{b}' for a, b in pairs) or '-'}; floats {list(floaters)}")
            return None
    return sorted(candidates[0][0])


def main():
    path, rnd = sys.argv[1], int(sys.argv[2])
    rows, rounds, initial = read(path)
    info = state(rows, rounds, rnd)
    if len(info) % 2:
        sys.exit("an odd number of players: the bye is not handled")
    named = []
    for k, arg in enumerate(sys.argv[3:]):
        m = [tuple(int(x) for x in pair.split("-")) for pair in arg.split(",")]
        named.append((chr(ord("A") + k), m))
    best = search(info, initial)
    if best:
        named.append(("rules", best))
    for name, m in named:
        show(name, m, info, initial)
    for i in range(len(named)):
        for j in range(i + 1, len(named)):
            compare([named[i][0], named[j][0]], [named[i][1], named[j][1]], info, initial)


if __name__ == "__main__":
    main()
