#!/usr/bin/env python3
"""`hakem serve` attacked by slow clients and by a held write lock
(docs/dev/serve-load.md).

Usage: scripts/serve-slow-clients.py HAKEM_BINARY [SLOW_CLIENTS]

Makes a 40-player Mangala event in a temporary folder, pairs round 1 (20
tables), starts `hakem serve` on a free port of 127.0.0.1 with its file
limit lowered to 1,024 (as `ulimit -n 1024`), then:

1. opens SLOW_CLIENTS connections (default 1,100; half from 127.0.0.1,
   half from 127.0.0.2), each sending a request's header one byte every
   5 s and never ending it, and times 20 `GET /` of new clients meanwhile
   (10 from each address), counting the files the server holds open;
2. closes them, takes the event's write lock itself (as a long `hakem
   pair` would), posts the 20 tables' results at once, and times `GET /`
   and `GET /api/rounds/1` while the posts wait; then the posts' statuses
   and times.

Sends nothing anywhere but 127.0.0.1, and stops the server it started.
"""
import fcntl, json, os, resource, shutil, socket, subprocess, sys, tempfile, threading, time
import urllib.error, urllib.request

hakem = sys.argv[1]
slow_count = int(sys.argv[2]) if len(sys.argv) > 2 else 1100
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4 * slow_count + 256), hard))

dir = tempfile.mkdtemp(prefix="hakem-serve-slow-")
text = 'name = "Yavaş İstemciler"\nvariant = "turkish-mangala"\nrounds = 3\nlot = "starts"\n'
for i in range(40):
    text += f'\n[[player]]\nid = "p{i:03}"\ngiven_name = "Oyuncu"\nsurname = "Şahin {i}"\n'
open(os.path.join(dir, "event.toml"), "w").write(text)
subprocess.run([hakem, "pair", dir], check=True, stdout=subprocess.DEVNULL)
codes = [t["code"] for t in json.loads(subprocess.run(
    [hakem, "event", "codes", dir, "--format", "json"], check=True, capture_output=True).stdout)["tables"]]


def lowered():
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))


server = subprocess.Popen([hakem, "serve", dir, "--port", "0", "--password", "pw"],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                          preexec_fn=lowered)
port = None
for line in server.stdout:
    if line.strip().startswith("http://127.0.0.1:"):
        port = int(line.strip().rstrip("/").rsplit(":", 1)[1])
        break


def ms(seconds):
    return f"{seconds * 1000:.0f} ms"


def get_from(source, path):
    """A new client's GET: the time to the whole answer, and its status."""
    start = time.perf_counter()
    s = socket.create_connection(("127.0.0.1", port), timeout=30, source_address=(source, 0))
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
    data = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        data += chunk
    s.close()
    status = int(data.split(b" ", 2)[1]) if data else 0
    return time.perf_counter() - start, status


def files_open():
    return len(os.listdir(f"/proc/{server.pid}/fd"))


try:
    # 1. Slow clients.
    slow = []
    for i in range(slow_count):
        source = "127.0.0.1" if i % 2 == 0 else "127.0.0.2"
        s = socket.socket()
        s.bind((source, 0))
        s.connect(("127.0.0.1", port))
        s.setblocking(False)
        slow.append(s)
    header = b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"x" * 100
    times, statuses, held = [], [], []
    for step in range(4):
        for s in slow:
            try:
                s.send(header[step:step + 1])
            except OSError:
                pass
        for _ in range(5):
            for source in ("127.0.0.1", "127.0.0.2"):
                t, status = get_from(source, "/")
                times.append(t)
                statuses.append(status)
        held.append(files_open())
        time.sleep(max(0.0, 5 - 0.1 * len(times) / (step + 1)))
    alive = 0
    for s in slow:
        try:
            alive += s.send(b"x") == 1
        except OSError:
            pass
    times.sort()
    print(f"{slow_count} slow clients (a header byte every 5 s), server limited to 1,024 files:")
    print(f"  GET / of a new client: {len(times)} answered {sorted(set(statuses))}, "
          f"median {ms(times[len(times) // 2])}, slowest {ms(times[-1])}")
    print(f"  files the server held open: {held}")
    print(f"  slow connections still open at the end: {alive} of {slow_count}")
    for s in slow:
        s.close()
    time.sleep(1)

    # 2. The write lock held by another process while the tables post.
    lock = open(os.path.join(dir, ".hakem.lock"), "a+")
    fcntl.flock(lock, fcntl.LOCK_EX)
    answers = []

    def post(table, code):
        body = json.dumps({"code": code, "sets": [{"claimed": {"first": 30, "second": 18}},
                                                  {"claimed": {"first": 26, "second": 22}}]}).encode()
        req = urllib.request.Request(f"http://127.0.0.1:{port}/api/rounds/1/tables/{table}/result",
                                     data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
        start = time.perf_counter()
        try:
            with urllib.request.urlopen(req) as r:
                status, retry = r.status, r.headers.get("Retry-After")
        except urllib.error.HTTPError as e:
            status, retry = e.code, e.headers.get("Retry-After")
        answers.append((time.perf_counter() - start, status, retry))

    threads = [threading.Thread(target=post, args=(t + 1, c)) for t, c in enumerate(codes)]
    for th in threads:
        th.start()
    time.sleep(0.3)
    reads = sorted(get_from("127.0.0.1", path)[0] for path in ["/", "/api/rounds/1"] * 10)
    for th in threads:
        th.join()
    fcntl.flock(lock, fcntl.LOCK_UN)
    lock.close()
    answers.sort()
    print(f"the event's write lock held by another process, {len(codes)} tables posting:")
    print(f"  GET / and GET /api/rounds/1 meanwhile: median {ms(reads[len(reads) // 2])}, slowest {ms(reads[-1])}")
    print(f"  the posts: statuses {sorted(set(a[1] for a in answers))}, Retry-After "
          f"{sorted(set(a[2] for a in answers))}, first answered after {ms(answers[0][0])}, "
          f"last after {ms(answers[-1][0])}")
finally:
    server.kill()
    server.wait()
    shutil.rmtree(dir, ignore_errors=True)
