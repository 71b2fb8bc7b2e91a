"""The hall the load scripts serve (scripts/serve-hall-load.py,
scripts/serve-spectators.py): three Mangala groups of 400, 300 and 300
players, surnames shared across the groups, tables 1-200, 201-350 and
351-500, round 1 paired; and `hakem serve` started on it."""
import json, os, subprocess, tempfile

GIVEN = ["Ayşe", "Mehmet", "Zeynep", "Oğuz", "Çağla", "İsmail", "Gülşen", "Ümit"]
SURNAME = ["Yılmaz", "Demir", "Çelik", "Şahin", "Öztürk", "Işık", "Doğan", "Ünal"]
GROUPS = [("ilkokul", 400, 1), ("ortaokul", 300, 201), ("lise", 300, 351)]
# A result every table can post: 2-0 in sets to the first player.
SETS = [{"claimed": {"first": 30, "second": 18}}, {"claimed": {"first": 26, "second": 22}}]


def make(hakem, name, prefix):
    """A new hall folder named `name` (the `hall.toml`'s and the groups'
    names), round 1 of each group paired by `hakem`; its path."""
    hall = tempfile.mkdtemp(prefix=prefix)
    open(os.path.join(hall, "hall.toml"), "w").write(
        f'name = "{name}"\ngroups = ["ilkokul", "ortaokul", "lise"]\n')
    for group, players, first in GROUPS:
        d = os.path.join(hall, group)
        os.mkdir(d)
        text = (f'name = "{name} – {group}"\nvariant = "turkish-mangala"\nrounds = 3\n'
                f'lot = "starts"\nfirst_table = {first}\n')
        for i in range(players):
            text += (f'\n[[player]]\nid = "p{i:03}"\ngiven_name = "{GIVEN[i % 8]}"\n'
                     f'surname = "{SURNAME[(i + i // 8) % 8]} {i}"\n')
        open(os.path.join(d, "event.toml"), "w").write(text)
        subprocess.run([hakem, "pair", d], check=True, stdout=subprocess.DEVNULL)
    return hall


def tables(hakem, hall):
    """Every table of the hall's round 1 as (group, table, code)."""
    found = []
    for group, _, _ in GROUPS:
        out = subprocess.run([hakem, "event", "codes", os.path.join(hall, group),
                              "--format", "json"], check=True, capture_output=True).stdout
        found += [(group, t["table"], t["code"]) for t in json.loads(out)["tables"]]
    return found


def start(hakem, hall):
    """`hakem serve HALL` on a free port of 127.0.0.1 (password `pw`): the
    process and its address."""
    server = subprocess.Popen([hakem, "serve", hall, "--port", "0", "--password", "pw"],
                              stdout=subprocess.PIPE, text=True)
    for line in server.stdout:
        if line.strip().startswith("http://127.0.0.1:"):
            return server, line.strip().rstrip("/")
    raise SystemExit("hakem serve printed no address")


def cpu(pid):
    """A process's CPU time so far (user + system), in seconds."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def burst_client(hakem):
    """`serve_burst` (tools/serve_burst.rs), built by `cargo build --release
    --example serve_burst` beside the binary `hakem`, or `$SERVE_BURST`."""
    client = os.environ.get("SERVE_BURST") or os.path.join(
        os.path.dirname(os.path.abspath(hakem)), "examples", "serve_burst")
    if not os.access(client, os.X_OK):
        raise SystemExit(f"no {client}: cargo build --release --example serve_burst")
    return client


def burst_input(tables):
    """`serve_burst`'s input posting every table's result (SETS) with its
    code through its group's route, each phone from its own address
    (127.0.X.Y: a hall's phones are 500 clients, and the server caps the
    connections of one client)."""
    lines = []
    for phone, (g, t, c) in enumerate(tables):
        source = f"127.0.{1 + phone // 250}.{1 + phone % 250}"
        lines.append(f"{source}\t/{g}/api/rounds/1/tables/{t}/result\t"
                     + json.dumps({"code": c, "sets": SETS}))
    return "\n".join(lines) + "\n"
