"""Pair every round of the given TRFs with bbpPairings (the Dutch engine FIDE
endorses) and compare with the file (the peer that paired it) and with hakem.

    BBP_PAIRINGS=path/to/bbpPairings.exe python3 tests/peers/bbp_pairings.py DIR/*.trf

bbpPairings is not on PyPI or in Debian: build it from its source (`make`,
the branch implementing the 2026 Dutch text). hakem's pairings are read from
`target/release/examples/swiss_check -v` (HAKEM_CHECK overrides the path):
for a round it does not list, hakem's pairing is the file's. Each round is
given to bbpPairings as a TRF of the rounds before it plus that round's
byes and absences. Prints the rounds identical for each pair of engines,
then each round where bbpPairings and hakem differ, "colours only" when the
boards and bye are the same. Test-only: run by hand for the figures of
docs/dev/swiss-differential.md, not by CI.
"""
import os
import re
import subprocess
import sys
import tempfile

from no_legal_pairing import POINTS  # half-points by result code
BBP = os.environ.get("BBP_PAIRINGS", "bbpPairings.exe")
HAKEM = os.environ.get("HAKEM_CHECK", "target/release/examples/swiss_check")

def parse(path):
    head, rows = [], []
    for l in open(path):
        l = l.rstrip("\n")
        if l.startswith("001"):
            cells = l[91:]
            rows.append((l[:91], [cells[k:k + 10] for k in range(0, len(cells), 10)]))
        elif l.strip():
            head.append(l)
    return head, rows

def cell_parts(c):
    p = c.split()
    return (int(p[0]), p[1], p[2]) if len(p) == 3 else None

def file_pairing(rows, r):
    pairs, bye = set(), None
    for fixed, cells in rows:
        pn = int(fixed[4:8])
        c = cell_parts(cells[r - 1]) if len(cells) >= r else None
        if not c: continue
        if c[0] == 0 and c[2] == "U": bye = pn
        elif c[0] and c[1] == "w": pairs.add((pn, c[0]))
    return pairs, bye

def bbp_pairing(head, rows, r):
    lines = list(head)
    for fixed, cells in rows:
        kept = []
        for k in range(r):
            c = cells[k] if k < len(cells) else "          "
            p = cell_parts(c)
            if k == r - 1:
                # Round r: only what is decided before pairing (byes, absences).
                c = c if (p and p[0] == 0 and p[2] != "U") else "          "
            p = cell_parts(c)
            if p and p[0] == 0:
                c = f"0000 - {p[2]}  "
            kept.append(c)
        pts = sum(POINTS.get(cell_parts(c)[2], 0) for c in kept if cell_parts(c)) / 2
        fixed = fixed[:80] + f"{pts:>4.1f}" + fixed[84:]
        lines.append((fixed + "".join(kept)).rstrip())
    with tempfile.TemporaryDirectory() as d:
        inp, out = os.path.join(d, "in.trf"), os.path.join(d, "out.txt")
        open(inp, "w").write("\n".join(lines) + "\n")
        res = subprocess.run([BBP, "--dutch", inp, "-p", out], capture_output=True, text=True)
        if res.returncode != 0:
            return None, res.returncode
        got = open(out).read().split("\n")[1:]
    pairs, bye = set(), None
    for l in got:
        if not l.strip(): continue
        a, b = map(int, l.split())
        if b == 0: bye = a
        else: pairs.add((a, b))
    return pairs, bye

def hakem_differing(files):
    out = subprocess.run([HAKEM, "-v", *files], capture_output=True, text=True).stdout.splitlines()
    diff, nolegal = {}, set()
    i = 0
    while i < len(out):
        m = re.match(r"(\S+\.trf) round (\d+):( no legal)?", out[i])
        if m and m.group(3):
            nolegal.add((m.group(1), int(m.group(2))))
        elif m:
            hl = out[i + 2]
            pairs = {tuple(map(int, t)) for t in re.findall(r"\((\d+), (\d+)\)", hl)}
            b = re.search(r"bye Some\((\d+)\)", hl)
            diff[(m.group(1), int(m.group(2)))] = (pairs, int(b.group(1)) if b else None)
            i += 2
        i += 1
    return diff, nolegal

files = sys.argv[1:]
hdiff, nolegal = hakem_differing(files)
n = bbp_file = bbp_hakem = file_hakem = refused = 0
und = lambda s: {tuple(sorted(p)) for p in s}
notes = []
for f in files:
    head, rows = parse(f)
    rounds = max(len(c) for _, c in rows)
    for r in range(1, rounds + 1):
        if (f, r) in nolegal: continue
        fp = file_pairing(rows, r)
        hp = hdiff.get((f, r), fp)
        bp = bbp_pairing(head, rows, r)
        n += 1
        if bp[0] is None:
            refused += 1; notes.append(f"{f} r{r}: bbpPairings exit {bp[1]}"); continue
        bbp_file += bp == fp
        bbp_hakem += bp == hp
        file_hakem += fp == hp
        if bp != hp:
            same_boards = und(bp[0]) == und(hp[0]) and bp[1] == hp[1]
            notes.append(f"{f} r{r}: bbpPairings != hakem ({'colours only' if same_boards else 'boards'}); bbp==file {bp == fp}")
print(f"{n} rounds with a legal pairing; bbpPairings paired {n - refused}")
print(f"identical: bbpPairings-hakem {bbp_hakem}, bbpPairings-caissify {bbp_file}, hakem-caissify {file_hakem}")
for x in notes: print(" ", x)
print(f"({len(notes)} notes)")
