#!/usr/bin/env python3
"""Writes the benchmark input: N records like {"id":17,"color":"#3a7bd5"} with random colors (seeded)."""
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
rng = random.Random(2026)
out = sys.stdout
lines = []
for i in range(count):
    lines.append('{"id":%d,"color":"#%06x"}\n' % (i, rng.getrandbits(24)))
    if len(lines) == 10000:
        out.write("".join(lines))
        lines = []
out.write("".join(lines))
