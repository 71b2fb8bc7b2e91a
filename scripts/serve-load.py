#!/usr/bin/env python3
"""Answer times of `hakem serve` over loopback (docs/dev/serve-load.md).

Usage: scripts/serve-load.py HAKEM_BINARY

Makes a 200-player Mangala event in a temporary folder, pairs round 1
(100 tables), starts `hakem serve` on a free port of 127.0.0.1 and times:
the first read of the folder, 50 results posted one after another, the
other 50 posted at once (and the server's CPU time for them, from /proc),
`GET /api/stamp` and `GET /` (the wall). Sends
nothing anywhere but 127.0.0.1, and stops the server it started.
"""
import json, os, shutil, subprocess, sys, tempfile, threading, time, urllib.request

hakem = sys.argv[1]
given = ["Ayşe", "Mehmet", "Zeynep", "Oğuz", "Çağla", "İsmail", "Gülşen", "Ümit"]
surname = ["Yılmaz", "Demir", "Çelik", "Şahin", "Öztürk", "Işık", "Doğan", "Ünal"]
dir = tempfile.mkdtemp(prefix="hakem-serve-load-")
text = 'name = "Yük Denemesi"\nvariant = "turkish-mangala"\nrounds = 3\nlot = "starts"\n'
for i in range(200):
    text += f'\n[[player]]\nid = "p{i:03}"\ngiven_name = "{given[i % 8]}"\nsurname = "{surname[(i + i // 8) % 8]} {i}"\n'
open(os.path.join(dir, "event.toml"), "w").write(text)
subprocess.run([hakem, "pair", dir], check=True, stdout=subprocess.DEVNULL)
codes = [t["code"] for t in json.loads(subprocess.run(
    [hakem, "event", "codes", dir, "--format", "json"], check=True, capture_output=True).stdout)["tables"]]
server = subprocess.Popen([hakem, "serve", dir, "--port", "0", "--password", "pw"],
                          stdout=subprocess.PIPE, text=True)
url = None
for line in server.stdout:
    if line.strip().startswith("http://127.0.0.1:"):
        url = line.strip().rstrip("/")
        break


def post(table, code):
    body = json.dumps({"code": code, "sets": [{"claimed": {"first": 30, "second": 18}},
                                              {"claimed": {"first": 26, "second": 22}}]}).encode()
    req = urllib.request.Request(f"{url}/api/rounds/1/tables/{table}/result", data=body,
                                 method="POST", headers={"Content-Type": "application/json"})
    start = time.perf_counter()
    with urllib.request.urlopen(req) as r:
        r.read()
        assert r.status == 200
    return time.perf_counter() - start


def get(path):
    start = time.perf_counter()
    with urllib.request.urlopen(url + path) as r:
        r.read()
    return time.perf_counter() - start


def ms(seconds):
    return f"{seconds * 1000:.1f} ms"


def cpu_seconds():
    """The server's CPU time so far (user, system), from /proc: load-independent."""
    fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


try:
    first = get("/api/rounds/1")
    one_by_one = sorted(post(t + 1, c) for t, c in enumerate(codes[:50]))
    at_once, barrier = [], threading.Barrier(50)

    def worker(t, c):
        barrier.wait()
        at_once.append(post(t + 1, c))

    threads = [threading.Thread(target=worker, args=(t, c)) for t, c in enumerate(codes) if t >= 50]
    user0, system0 = cpu_seconds()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    user1, system1 = cpu_seconds()
    at_once.sort()
    stamps = sorted(get("/api/stamp") for _ in range(200))
    walls = sorted(get("/") for _ in range(50))
    print(f"first read of the folder (200 players, 100 tables): {ms(first)}")
    print(f"50 posts one after another: median {ms(one_by_one[25])}, slowest {ms(one_by_one[-1])}")
    print(f"50 posts at once: median {ms(at_once[25])}, p99 {ms(at_once[48])}, slowest {ms(at_once[-1])}")
    print(f"the server's CPU time for them: user {ms(user1 - user0)}, system {ms(system1 - system0)} (10 ms ticks)")
    print(f"load average (1 minute): {os.getloadavg()[0]:.2f}")
    print(f"GET /api/stamp: median {ms(stamps[100])}, p99 {ms(stamps[197])}")
    print(f"GET / (the wall, folder unchanged): median {ms(walls[25])}, p99 {ms(walls[48])}")
finally:
    server.kill()
    server.wait()
    shutil.rmtree(dir, ignore_errors=True)
