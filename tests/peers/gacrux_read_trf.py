"""A TRF as gacrux reads it, for hakem's export test (tests/it/event_trf.rs).

    python gacrux_read_trf.py FILE.trf ENCODING

Reads FILE.trf with gacrux's TRF reader (`trf2json`) in ENCODING (a Python
codec: utf-8, cp1254, latin1, which is what gacrux's commands read a TRF in
unless told otherwise), and its tie-break checker's points (`PTS`). Prints
one JSON object: `status` (gacrux's code and messages: 467 is its "misaligned
data, may be bad character encoding"), `event` (the header as read: name,
site, federation, dates, time control, chief arbiter and deputies), `players`
(by pairing number: the name, the score and rank written in the file, the
points gacrux's checker counts from the games; none where it refused the
file, its status then in `status.checker`), and `rounds` (round -> its games as
[white, black], a bye as [player, 0], sorted). This script only calls the
installed package.
"""

import contextlib
import io
import json
import os
import sys
import tempfile

from gacrux.tiebreakchecker import tiebreakchecker
from gacrux.trf2json import trf2json


def points(path, encoding):
    """Pairing number -> the points gacrux's tie-break checker counts."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "pts.json")
        saved = sys.argv
        sys.argv = ["tiebreakchecker", "-i", path, "-o", out, "-b", encoding, "-s", "-t", "PTS"]
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                tiebreakchecker().common_main()
        finally:
            sys.argv = saved
        with open(out) as f:
            data = json.load(f)
    if "tiebreakResult" not in data:
        # The checker refused the file: its status says why.
        return {}, data.get("status", {})
    competitors = data["tiebreakResult"]["competitors"]
    return {str(c["cid"]): str(c["tiebreakScore"][0]) for c in competitors}, data["status"]


def main():
    path, encoding = sys.argv[1], sys.argv[2]
    reader = trf2json()
    with open(path, encoding=encoding) as f:
        reader.parse_file(f.read(), False)
    event = reader.chessjson["event"]
    status = reader.chessjson.get("status", {})
    tournament = event["tournaments"][0]
    profiles = {p["id"]: p for p in event["profiles"]}
    info = event.get("eventInfo", {})
    arbiters = info.get("arbiters", {"chiefArbiter": 0, "arbiters": []})

    def person(pid):
        p = profiles.get(pid)
        return None if p is None else (p["firstName"] + " " + p["lastName"]).strip()

    players = {}
    for c in tournament["competitors"]:
        players[str(c["cid"])] = {
            "name": profiles[c["profileId"]]["fideName"],
            "score": str(c["gamePoints"]),
            "rank": c["rank"],
        }
    counted, checker = points(path, encoding)
    for cid, pts in counted.items():
        players[cid]["points"] = pts
    rounds = {}
    for g in tournament["gameList"]:
        white = g["white"]["cid"] if g.get("white") else 0
        black = g["black"]["cid"] if g.get("black") else 0
        if white and black or g["white"]["result"] == "P":
            rounds.setdefault(str(g["round"]), []).append([white, black])
    for r in rounds.values():
        r.sort()
    print(json.dumps({
        "status": {
            "code": status.get("code", 0),
            "messages": [str(m) for m in status.get("error", []) + status.get("info", [])],
            "checker": checker.get("code", 0),
            "checker_messages": [str(m) for m in checker.get("error", []) + checker.get("info", [])],
        },
        "event": {
            "name": info.get("fullName", "").strip(),
            "site": info.get("site", "").strip(),
            "federation": info.get("federation", "").strip(),
            "start": info.get("startDate", ""),
            "end": info.get("endDate", ""),
            "time_control": tournament["timeControl"]["description"].strip(),
            "chief_arbiter": person(arbiters["chiefArbiter"]),
            "deputies": [person(a) for a in arbiters["arbiters"]],
        },
        "players": players,
        "rounds": rounds,
    }, ensure_ascii=False))


if __name__ == "__main__":
    main()
