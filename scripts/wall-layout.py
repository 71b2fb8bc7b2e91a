#!/usr/bin/env python3
"""How long the wall takes to lay out its pages in the browser
(docs/dev/wall-layout.md).

Usage: scripts/wall-layout.py HAKEM_BINARY

Makes Mangala events of 20, 60 and 150 tables in temporary folders, plays
three rounds (the records written as an editor would: two or three sets
counted) and pairs round 4, starts `hakem serve` on a free port of
127.0.0.1 and opens the wall in headless Chromium through chromedriver at
1920x1080 and 1280x720. Prints the pages the wall made and the time of one
layout of every page (what the wall does again at each result), from the
page's own clock (`performance.now()`), five times. Sends nothing anywhere
but 127.0.0.1, and stops the server and the driver it started.
"""
import glob, json, os, shutil, socket, subprocess, sys, tempfile, time, urllib.request

hakem = sys.argv[1]
given = ["Ayşe", "Mehmet", "Zeynep", "Oğuz", "Çağla", "Abdurrahman Şükrü"]
surname = ["Yılmaz", "Demir", "Çelik", "Karamustafaoğlu-Kılıçarslan", "Öztürk", "Işık", "Doğan"]
clubs = ["Ankara Mangala Kulübü", "İzmir Akıl Oyunları Gençlik ve Spor Kulübü Derneği", "Eskişehir"]
sets = [
    "claimed = { first = 30, second = 18 }\n\n[[set]]\nclaimed = { first = 26, second = 22 }\n",
    "claimed = { first = 18, second = 30 }\n\n[[set]]\nclaimed = { first = 20, second = 28 }\n",
    "claimed = { first = 30, second = 18 }\n\n[[set]]\nclaimed = { first = 18, second = 30 }\n\n[[set]]\nclaimed = { first = 25, second = 23 }\n",
]


def event(players):
    dir = tempfile.mkdtemp(prefix="hakem-wall-layout-")
    text = 'name = "Akıl ve Zekâ Oyunları Şenliği"\nvariant = "turkish-mangala"\nrounds = 5\nlot = "starts"\n'
    for i in range(players):
        text += (f'\n[[player]]\nid = "p{i:03}"\ngiven_name = "{given[i % 6]}"\n'
                 f'surname = "{surname[(i // 6) % 7]} {i}"\nclub = "{clubs[i % 3]}"\nrating = {2200 - 3 * i}\n')
    open(os.path.join(dir, "event.toml"), "w").write(text)
    subprocess.run([hakem, "pair", dir], check=True, stdout=subprocess.DEVNULL)
    for round in (1, 2, 3):
        for i, path in enumerate(sorted(glob.glob(os.path.join(dir, f"round-{round}", "table-*.toml")))):
            record = open(path).read()
            open(path, "w").write(record.replace("moves = []\n", sets[i % 3], 1))
        subprocess.run([hakem, "pair", dir], check=True, stdout=subprocess.DEVNULL)
    return dir


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


port = free_port()
driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
base = f"http://127.0.0.1:{port}"


def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, method=method, data=data,
                                     headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(request).read())["value"]


for _ in range(200):
    try:
        call("GET", "/status")
        break
    except Exception:
        time.sleep(0.1)

folders = []
try:
    for tables in (20, 60, 150):
        dir = event(2 * tables)
        folders.append(dir)
        server = subprocess.Popen([hakem, "serve", dir, "--port", "0", "--password", "pw"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        url = None
        for line in server.stdout:
            if line.strip().startswith("http://127.0.0.1:"):
                url = line.strip().rstrip("/")
                break
        try:
            for width, height in ((1920, 1080), (1280, 720)):
                caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
                    "binary": "/usr/bin/chromium",
                    "mobileEmulation": {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0}},
                    "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             f"--window-size={width},{height}"]}}}}
                session = call("POST", "/session", caps)["sessionId"]
                js = lambda script: call("POST", f"/session/{session}/execute/sync", {"script": script, "args": []})
                call("POST", f"/session/{session}/url", {"url": f"{url}/?lang=tr"})
                while not js("return window.hakemWall ? hakemWall.count() : 0"):
                    time.sleep(0.1)
                times = sorted(js("var t = performance.now(); document.dispatchEvent(new Event('hakem:main'));"
                                  " return performance.now() - t") for _ in range(5))
                pages = js("return hakemWall.count()")
                print(f"{tables} tables, {width}x{height}: {pages} pages; one layout: "
                      f"median {times[2]:.0f} ms, slowest {times[-1]:.0f} ms")
                call("DELETE", f"/session/{session}")
        finally:
            server.kill()
            server.wait()
finally:
    driver.kill()
    driver.wait()
    for dir in folders:
        shutil.rmtree(dir, ignore_errors=True)
