#!/usr/bin/env python3
"""A school championship at hakem's limits, for benches/school.rs: 2,000
players in a TRF of five rounds (random pairings), imported with `hakem
event import-trf`, then given a category, a sex, a birth year and one of
200 schools each, 10 lists, [teams] and 30 prizes; and a registration sheet
of 2,000 rows in Windows-1254.

    python3 scripts/school-event.py HAKEM DIR
"""
import os
import random
import subprocess
import sys

hakem, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
random.seed(1)
N, R = 2000, 5
given = ["Ayşe", "Elif", "Zeynep", "Büşra", "Çağla", "Şule", "İpek", "Gül", "Mehmet", "Oğuz",
         "Ömer", "Ali", "Barış", "Ümit", "İsmail", "Can", "Deniz", "Ece", "Kerem", "Irmak"]
sur = ["Yılmaz", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Kılıç", "Güneş", "Doğan",
       "Arslan", "Kaya", "Koç", "Kurt", "Polat", "Aslan", "Yıldız"]
games = {p: [] for p in range(1, N + 1)}
for r in range(R):
    order = list(range(1, N + 1))
    random.shuffle(order)
    for a, b in zip(order[::2], order[1::2]):
        res = random.choice(["10", "01", "=="])
        games[a].append((b, "w", res[0]))
        games[b].append((a, "b", res[1]))
lines = ["012 Büyük okul şampiyonası", f"XXR {R}", "XXC white1"]
for p in range(1, N + 1):
    name = f"{sur[p % len(sur)]} {p}, {given[p % len(given)]}"
    pts = sum(1.0 if g[2] == "1" else 0.5 if g[2] == "=" else 0 for g in games[p])
    line = [" "] * (91 + 10 * R)

    def put(i, s):
        line[i:i + len(s)] = list(s)

    put(0, "001")
    put(4, f"{p:>4}")
    put(14, name[:33])
    put(80, f"{pts:>4.1f}")
    for r, (o, c, res) in enumerate(games[p]):
        put(91 + 10 * r, f"{o:>4} {c} {res}")
    lines.append("".join(line).rstrip())
trf = os.path.join(out, "big.trf")
with open(trf, "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
event = os.path.join(out, "event")
subprocess.run([hakem, "event", "import-trf", trf, event], check=True, stdout=subprocess.DEVNULL)

cats = ["ilkokul", "ortaokul", "lise"]
path = os.path.join(event, "event.toml")
text = open(path, encoding="utf-8").read()
body = []
for line in text.split("\n"):
    body.append(line)
    if line.startswith("surname = "):
        c = random.choice(cats)
        born = {"ilkokul": 2016, "ortaokul": 2012, "lise": 2008}[c] + random.randint(0, 3)
        body.append(f'born = {born}\ncategory = "{c}"\nsex = "{random.choice("FM")}"\n'
                    f'school = "Okul {random.randint(1, 200)}"')
head, rest = "\n".join(body).split("\n[[player]]", 1)
lists = []
for c in cats:
    lists.append((c, c.capitalize(), c, None))
    for s, n in (("F", "Kızlar"), ("M", "Erkekler")):
        lists.append((f"{c}-{s.lower()}", f"{c.capitalize()} {n}", c, s))
lists.append(("genc", "Gençler", None, None))
extra = 'categories = ["ilkokul", "ortaokul", "lise"]\n'
for i, name, c, s in lists:
    extra += f'\n[[list]]\nid = "{i}"\nname = "{name}"\n'
    if c:
        extra += f'category = "{c}"\n'
    if s:
        extra += f'sex = "{s}"\n'
    if i == "genc":
        extra += "born_from = 2010\n"
extra += "\n[teams]\nbest = 4\n"
for i, *_ in lists:
    for place in (1, 2, 3):
        extra += f'\n[[prize]]\nlist = "{i}"\nplace = {place}\nname = "{i} {place}"\n'
with open(path, "w", encoding="utf-8") as f:
    f.write(head + "\n" + extra + "\n[[player]]" + rest)

rows = ["Adı;Soyadı;Okul;Kategori;Cinsiyet;Doğum Yılı"]
for p in range(N):
    rows.append(f"Öğrenci{p};Şahinoğlu{p};Okul {random.randint(1, 200)};{random.choice(cats)};"
                f"{random.choice(['Kız', 'Erkek'])};{2008 + random.randint(0, 10)}")
with open(os.path.join(out, "kayit.csv"), "wb") as f:
    f.write(("\r\n".join(rows) + "\r\n").encode("cp1254"))
