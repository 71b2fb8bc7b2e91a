#!/usr/bin/env python3
"""One `hakem serve` for a hall of three groups under load
(docs/dev/serve-load.md, "A hall of three groups").

Usage:
    cargo build --release --bin hakem --example serve_burst
    scripts/serve-hall-load.py target/release/hakem [RUNS]

Makes a hall folder of three Mangala groups of 400, 300 and 300 players
(surnames shared across the groups; tables 1-200, 201-350, 351-500), pairs
round 1 of each (500 tables), starts `hakem serve HALL` on a free port of
127.0.0.1, and then, RUNS times (default 3):

1. posts every table's result at once (500 clients, each with its own
   table's code, through its group's route), while a reader asks
   `GET /api/groups` and a group's wall over and over; prints the posts'
   median, p99 and slowest answer and the reads' median and p99 during the
   burst against the same reads before it;
2. puts every record back as `hakem pair` wrote it (the server stopped),
   so the next run posts into the same files.

Each run's burst comes 1.5 s after its server started: a hall's server is
up long before a round's results come, its spares made and rested.

Then once more with a `kill -9` of the server halfway through the burst
(when half the posts were answered): every result acknowledged (200) must
be in its own group's record, every other record either untouched or
whole, and `hakem event check` of each group must read every record.

Sends nothing anywhere but 127.0.0.1, and stops every server it started.
"""
import json, os, shutil, signal, statistics, subprocess, sys, threading, time
import urllib.request

import load_hall

hakem = sys.argv[1]
burst_client = load_hall.burst_client(hakem)
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
hall = load_hall.make(hakem, "Yük Denemesi", "hakem-hall-load-")
tables = load_hall.tables(hakem, hall)  # (group, table, code)
assert len(tables) == 500, len(tables)


def start():
    return load_hall.start(hakem, hall)


def get(url, path):
    start = time.perf_counter()
    with urllib.request.urlopen(url + path, timeout=60) as r:
        r.read()
    return time.perf_counter() - start


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def ms(s):
    return f"{s * 1000:.0f} ms"


def record(group, table):
    return open(os.path.join(hall, group, "round-1", f"table-{table:02}.toml")).read()


paired = {(g, t): record(g, t) for g, t, _ in tables}


def clear():
    """Every record put back as `hakem pair` wrote it (the server stopped),
    so that every run posts into the same files: `hakem result --clear`
    would keep each clear in the record's history, and each run would judge
    and write longer records than the last."""
    for (group, table), text in paired.items():
        if record(group, table) != text:
            with open(os.path.join(hall, group, "round-1", f"table-{table:02}.toml"), "w") as f:
                f.write(text)


def burst(url, kill_at=None, server=None):
    """Every table posts at once, each phone from its own address
    (`load_hall.burst_input`), through `serve_burst` (tools/serve_burst.rs:
    500 Rust threads cost the cores next to nothing, where 500 Python threads
    under one interpreter lock took a second of them). With `kill_at`, the
    server is killed (-9) once that many posts were answered. Returns the
    reading thread and the answers, (group, table, status, seconds, started), filled
    as they arrive."""
    port = url.rsplit(":", 1)[1]
    client = subprocess.Popen([burst_client, port], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    client.stdin.write(load_hall.burst_input(tables))
    client.stdin.close()
    answers = []

    def read():
        for line in client.stdout:
            i, status, micros, started = line.split("\t")
            g, t, _ = tables[int(i)]
            answers.append((g, t, int(status), int(micros) / 1e6, int(started) / 1e6))
            if kill_at is not None and len(answers) == kill_at:
                os.kill(server.pid, signal.SIGKILL)
        client.wait()

    reader = threading.Thread(target=read)
    reader.start()
    return [reader], answers


def reads_while(url, threads):
    """`GET /api/groups` and a group's wall, each every 50 ms (the hall's
    screens and the arbiter's desk ask far less often: a wall polls every
    few seconds), until `threads` end."""
    seconds = []
    while any(th.is_alive() for th in threads):
        for path in ["/api/groups", "/lise/"]:
            seconds.append(get(url, path))
            time.sleep(0.025)
    return seconds


print(f"hall: {hall} (500 tables, 1000 players)")
for run in range(1, runs + 1):
    server, url = start()
    try:
        # A hall's server is up long before a round's results come: what it
        # does once started (each record's spare made and synced) is not
        # the burst's, and the spares the last run's burst left have rested
        # (`files::spare_file::SPARE_REST`, 1 s), as a table's spare has by
        # the next round. Without the wait, a post finds its spare too
        # fresh and makes a new file, the costly write spares avoid.
        time.sleep(1.5)
        idle = []
        for _ in range(20):
            idle.append(get(url, "/api/groups"))
            idle.append(get(url, "/lise/"))
        before = load_hall.cpu(server.pid)
        threads, answers = burst(url)
        during = reads_while(url, threads)
        for th in threads:
            th.join()
        spent = load_hall.cpu(server.pid) - before
        took = [s for _, _, status, s, _ in answers if status == 200]
        # The clients' threads start as the cores let them: all within a
        # few milliseconds (the hardest case), or spread over a while.
        sent = pct([started for *_, started in answers], 99)
        refused = [a for a in answers if a[2] != 200]
        load = os.getloadavg()[0]
        print(f"run {run} (load {load:.1f}): 500 posts at once (99 % sent within "
              f"{ms(sent)}): {len(took)} answered 200, "
              f"median {ms(statistics.median(took))}, p99 {ms(pct(took, 99))}, "
              f"slowest {ms(max(took))}; reads before median {ms(statistics.median(idle))} "
              f"p99 {ms(pct(idle, 99))}, during median {ms(statistics.median(during))} "
              f"p99 {ms(pct(during, 99))} ({len(during)} reads); the server's CPU {ms(spent)}")
        if refused:
            print(f"  not 200: {refused[:5]} ...")
        for g, t, status, *_ in answers:
            if status == 200:
                assert "first = 30, second = 18" in record(g, t), (g, t)
    finally:
        server.kill()
        server.wait()
    clear()

server, url = start()
threads, answers = burst(url, kill_at=250, server=server)
for th in threads:
    th.join()
server.wait()
acknowledged = 0
for g, t, status, *_ in answers:
    text = record(g, t)
    if status == 200:
        acknowledged += 1
        assert "first = 30, second = 18" in text, f"{g} table {t} answered 200 but holds:\n{text}"
    else:
        assert "claimed" not in text or "first = 30, second = 18" in text, f"{g} table {t} torn"
for name, _, _ in load_hall.GROUPS:
    out = subprocess.run([hakem, "event", "check", os.path.join(hall, name), "--format", "json"],
                         capture_output=True)
    assert out.returncode in (0, 1), out.stderr
    check = json.loads(out.stdout)
    unreadable = [p for p in check["problems"] if "could not be read" in json.dumps(p)]
    assert not unreadable, unreadable
print(f"kill -9 after 250 answers: {acknowledged} acknowledged, every one in its group's "
      f"record; every record whole")
shutil.rmtree(hall)
