#!/usr/bin/env python3
"""The file work of a burst of results, alone (docs/dev/serve-load.md,
"Spares, and a result that waits without a thread").

Usage:
    python3 scripts/spare-vs-temp.py [FOLDER]

In a scratch folder (default: a new one under the system's temporary
folder, on the disk the events are kept on), makes 500 records of 800
bytes, then three times each way writes them all and puts them in place,
printing the wall time of each part and the process's CPU time:

- `temp`: a new temporary file per record, one `syncfs`, each renamed over
  its record, the folder synced (what `hakem serve` did before spares);
- `spare`: each written into its spare `.NAME.spare` from the start, cut
  to length, one `syncfs`, each swapped with its record
  (`renameat2(RENAME_EXCHANGE)`), the folder synced.

Linux only (renameat2, syncfs). Removes its folder at the end.
"""
import ctypes, os, shutil, sys, tempfile, time

libc = ctypes.CDLL(None, use_errno=True)
SYS_RENAMEAT2 = 316  # x86_64
AT_FDCWD, RENAME_EXCHANGE = -100, 2
RECORDS = 500


def exchange(a, b):
    if libc.syscall(SYS_RENAMEAT2, AT_FDCWD, a.encode(), AT_FDCWD, b.encode(), RENAME_EXCHANGE):
        raise OSError(ctypes.get_errno(), f"renameat2 {a} {b}")


def run(base, way):
    folder = os.path.join(base, way)
    os.makedirs(folder)
    data = b"x" * 799 + b"\n"
    for i in range(RECORDS):
        open(f"{folder}/table-{i}.toml", "wb").write(data)
        if way == "spare":
            open(f"{folder}/.table-{i}.toml.spare", "wb").write(data)
    os.sync()
    time.sleep(1)
    for rep in range(3):
        t0, c0 = time.perf_counter(), os.times()
        for i in range(RECORDS):
            if way == "temp":
                fd = os.open(f"{folder}/.table-{i}.toml.{os.getpid()}.{rep}.tmp",
                             os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
                os.write(fd, data)
            else:
                fd = os.open(f"{folder}/.table-{i}.toml.spare", os.O_WRONLY)
                os.pwrite(fd, data, 0)
                os.ftruncate(fd, len(data))
            os.close(fd)
        dir_fd = os.open(folder, os.O_RDONLY)
        libc.syncfs(dir_fd)
        t1 = time.perf_counter()
        for i in range(RECORDS):
            if way == "temp":
                os.rename(f"{folder}/.table-{i}.toml.{os.getpid()}.{rep}.tmp",
                          f"{folder}/table-{i}.toml")
            else:
                exchange(f"{folder}/.table-{i}.toml.spare", f"{folder}/table-{i}.toml")
        os.fsync(dir_fd)
        os.close(dir_fd)
        t2, c1 = time.perf_counter(), os.times()
        print(f"{way}: staging and one syncfs {1000 * (t1 - t0):.0f} ms, putting in place "
              f"{1000 * (t2 - t1):.0f} ms; CPU user {1000 * (c1.user - c0.user):.0f} ms, "
              f"system {1000 * (c1.system - c0.system):.0f} ms")
        time.sleep(1)


base = tempfile.mkdtemp(prefix="hakem-spares-", dir=sys.argv[1] if len(sys.argv) > 1 else None)
try:
    for way in ["temp", "spare", "temp", "spare"]:
        run(os.path.join(base, str(time.monotonic_ns())), way)
finally:
    shutil.rmtree(base)
