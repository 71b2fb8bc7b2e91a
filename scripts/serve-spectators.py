#!/usr/bin/env python3
"""The hall's screens and phones on the wall while results come in
(docs/dev/serve-load.md, "Phones on the wall").

Usage:
    cargo build --release --bin hakem
    scripts/serve-spectators.py target/release/hakem [PHONES] [PAGE] [HAKEM...]

Makes a hall folder of three Mangala groups of 400, 300 and 300 players
(tables 1-200, 201-350, 351-500: scripts/load_hall.py, the hall of
scripts/serve-hall-load.py), pairs round 1 of each, and for each binary
given (several: side by side, each on its own copy of the hall) starts `hakem serve HALL` on a free port
of 127.0.0.1 with PHONES (default 50) phones on PAGE (default `/`, the
hall's wall; `/lise/` pins a group). Each phone does what the page's
script does: asks the stamp every 0.4 s and, when it changed, the page
again. Then prints the server's CPU (user + system) over 5 s with nothing
changing, and over 5 s of a result every 0.1 s (every tenth table of the
hall, so every group's, 50 in all; each posted with its code and answered
before the next), with how many pages were sent again and the posts'
median and slowest answer.

Sends nothing anywhere but 127.0.0.1, and stops every server it started.
"""
import json, shutil, statistics, sys, threading, time
import urllib.request

import load_hall

binaries = [sys.argv[1]] + sys.argv[4:]
phones = int(sys.argv[2]) if len(sys.argv) > 2 else 50
page = sys.argv[3] if len(sys.argv) > 3 else "/"
def measure(hakem):
    hall = load_hall.make(hakem, "Seyirci Denemesi", "hakem-spectators-")
    server, url = load_hall.start(hakem, hall)
    stop = threading.Event()
    sent_again = [0]
    # The page's script asks the stamp of the address it is under.
    stamp_path = "/api/stamp" if page == "/" else page.rstrip("/") + "/api/stamp"

    def phone():
        stamp = None
        while not stop.is_set():
            try:
                now = urllib.request.urlopen(url + stamp_path, timeout=30).read()
                if stamp is not None and now != stamp:
                    urllib.request.urlopen(url + page, timeout=30).read()
                    sent_again[0] += 1
                stamp = now
            except OSError:
                pass
            stop.wait(0.4)

    try:
        threads = [threading.Thread(target=phone) for _ in range(phones)]
        for t in threads:
            t.start()
        time.sleep(2)
        before = load_hall.cpu(server.pid)
        time.sleep(5)
        idle = load_hall.cpu(server.pid) - before
        tables = load_hall.tables(hakem, hall)
        before, pages_before, took = load_hall.cpu(server.pid), sent_again[0], []
        for g, t, c in tables[::10]:  # 50 tables, of every group
            start = time.perf_counter()
            body = json.dumps({"code": c, "sets": load_hall.SETS}).encode()
            request = urllib.request.Request(f"{url}/{g}/api/rounds/1/tables/{t}/result",
                                             data=body,
                                             headers={"Content-Type": "application/json"})
            urllib.request.urlopen(request, timeout=30).read()
            took.append(time.perf_counter() - start)
            time.sleep(max(0.0, 0.1 - (time.perf_counter() - start)))
        busy = load_hall.cpu(server.pid) - before
        print(f"{hakem}: {phones} phones on {page}: nothing changing, the server's CPU "
              f"{100 * idle / 5:.0f} % of a core; a result every 0.1 s, "
              f"{100 * busy / 5:.0f} % of a core, {sent_again[0] - pages_before} pages sent "
              f"again, posts median {1000 * statistics.median(took):.0f} ms, slowest "
              f"{1000 * max(took):.0f} ms", flush=True)
    finally:
        stop.set()
        server.kill()
        server.wait()
        shutil.rmtree(hall)


for binary in binaries:
    measure(binary)
