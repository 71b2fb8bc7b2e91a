#!/usr/bin/env python3
"""Times a command as the user meets it: RUNS whole processes, one after
another, output thrown away. Prints the median and the fastest wall-clock
time and the CPU time (user + system) per run. Shared by the speed scripts
(scripts/result-speed.sh, scripts/standings-speed.sh).

Usage: scripts/time-command.py LABEL RUNS COMMAND [ARG...]
"""
import os, subprocess, sys, time

label, runs, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
if runs < 1 or not command:
    sys.exit(__doc__)
walls = []
before = os.times()
for _ in range(runs):
    t = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    walls.append(time.perf_counter() - t)
after = os.times()
cpu = (after.children_user - before.children_user
       + after.children_system - before.children_system) / runs
walls.sort()
print(f"{label} ({runs} runs): median {walls[len(walls) // 2] * 1000:.1f} ms, "
      f"fastest {walls[0] * 1000:.1f} ms, CPU {cpu * 1000:.1f} ms a call")
