#!/usr/bin/env python3
"""What `hakem serve` spends of the cores on the hall's work: a burst of
posts alone, and each page read again after a change (docs/dev/serve-load.md,
"Fewer threads, smaller moves, cheaper walls").

Usage:
    cargo build --release --bin hakem --example serve_burst
    scripts/serve-cpu.py HAKEM [HAKEM ...] [--rounds N]

Each binary in turn, N rounds (default 4), on the load hall of
`serve-hall-load.py` (three groups, 500 tables), a new hall each time:

1. the 500 tables' results posted at once (`serve_burst`, no reader): the
   server's CPU for the burst (its user and system time from
   `/proc/PID/stat`, in milliseconds, counted in the kernel's ticks of
   10 ms) and its page faults;
2. then, for each of `/api/groups`, `/lise/` (a group's wall) and `/` (the
   hall's wall), 20 times a result of the lise group posted and the page
   asked for: the server's CPU for a post and a read of the page after it,
   and for a post alone.

Sends nothing anywhere but 127.0.0.1, and stops every server it started.
"""
import json, os, shutil, subprocess, sys, time, urllib.request

import load_hall

args = sys.argv[1:]
rounds = 4
if "--rounds" in args:
    i = args.index("--rounds")
    rounds = int(args[i + 1])
    del args[i:i + 2]
if not args:
    raise SystemExit(__doc__)
burst_client = load_hall.burst_client(args[-1])


def cpu_ms(pid):
    """The process's CPU time so far (user and system, every thread's,
    counted in the kernel's ticks of 10 ms), in milliseconds."""
    return load_hall.cpu(pid) * 1000


def faults(pid):
    return int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[7])


def post(url, group, table, code):
    body = json.dumps({"code": code, "sets": load_hall.SETS}).encode()
    request = urllib.request.Request(
        f"{url}/{group}/api/rounds/1/tables/{table}/result", data=body,
        headers={"Content-Type": "application/json"})
    urllib.request.urlopen(request, timeout=60).read()


def one(hakem):
    hall = load_hall.make(hakem, "Yük Denemesi", "hakem-serve-cpu-")
    try:
        tables = load_hall.tables(hakem, hall)
        lise = [t for t in tables if t[0] == "lise"]
        server, url = load_hall.start(hakem, hall)
        try:
            urllib.request.urlopen(url + "/api/groups").read()
            # What the server does once started (the records' spare files
            # made) is not the burst's.
            time.sleep(2)
            port = url.rsplit(":", 1)[1]
            cpu, fault = cpu_ms(server.pid), faults(server.pid)
            out = subprocess.run([burst_client, port], input=load_hall.burst_input(tables),
                                 capture_output=True, text=True, check=True).stdout
            burst = (cpu_ms(server.pid) - cpu, faults(server.pid) - fault)
            assert all(l.split("\t")[1] == "200" for l in out.splitlines()), "a post refused"
        finally:
            server.kill()
            server.wait()
        # The results cleared: the reads are measured on a round in play.
        for group, table, _ in tables:
            subprocess.run([hakem, "result", os.path.join(hall, group), str(table), "--clear"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        server, url = load_hall.start(hakem, hall)
        reads = {}
        try:
            urllib.request.urlopen(url + "/api/groups").read()
            time.sleep(2)
            at = 0
            for page in ["/api/groups", "/lise/", "/", None]:
                before = cpu_ms(server.pid)
                for _ in range(20):
                    post(url, *lise[at])
                    at += 1
                    if page:
                        urllib.request.urlopen(url + page, timeout=60).read()
                reads[page or "a post alone"] = (cpu_ms(server.pid) - before) / 20
        finally:
            server.kill()
            server.wait()
        return burst, reads
    finally:
        shutil.rmtree(hall)


for r in range(1, rounds + 1):
    for hakem in args:
        (burst_cpu, burst_faults), reads = one(hakem)
        print(f"{hakem} round {r}: 500 posts at once: the server's CPU {burst_cpu:.0f} ms, "
              f"{burst_faults} page faults; a post then a read: "
              + ", ".join(f"{p} {ms:.1f} ms" for p, ms in reads.items()), flush=True)
